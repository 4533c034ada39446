// Cut-the-Knot, part (c), the pictures of G(N, x): a triangle table (rows N, columns
// x = 0..N, zeros highlighted, each start (N, N − 1) outlined) for small N, and a heat map on a
// canvas for large N — one sample (N, x) per cell of a grid of at most 720 × 720, the zeros
// dark, the other values from light to warm, the exact (N, x) of each sample read on hover.

import { byId, el, fill, setText, fmtInt } from './dom.js';
import { sharpContext, niceStep } from './plot.js';

const kgMargin = { left: 64, right: 30, top: 12, bottom: 40 };
const kgView = { picture: null, frame: null, drawnKey: null };

/** The triangle table of G(N, x) (the picture has rows). */
export function renderGrundyRows(box, picture) {
  const upto = picture.upto;
  const head = [el('th', { scope: 'col', class: 'kg-corner' }, 'N \\ x')];
  for (let x = 0; x <= upto; x++) head.push(el('th', { scope: 'col' }, String(x)));
  const rows = picture.rows.map((row, n) => {
    const cells = [el('th', { scope: 'row' }, String(n))];
    for (let x = 0; x <= upto; x++) {
      if (x > n) {
        cells.push(el('td', { class: 'kg-empty' }));
        continue;
      }
      const g = row[x];
      const start = x === n - 1;
      cells.push(el('td', {
        class: `${g === 0 ? 'zero' : ''}${start ? ' start' : ''}`.trim() || null,
        'data-n': n, 'data-x': x, title: `G(${n}, ${x}) = ${g}${start ? ' — the start of a game of ' + n : ''}`,
      }, String(g)));
    }
    return el('tr', null, cells);
  });
  fill(box, el('table', { class: 'kg-table', id: 'kg-table' },
    el('caption', { class: 'visually-hidden' }, 'G(N, x): rows N, columns x'),
    el('thead', null, el('tr', null, head)), el('tbody', null, rows)));
}

const kgRamp = [[253, 238, 200], [240, 138, 60], [143, 29, 44]];

/** The colour of a Grundy value as [r, g, b]: 0 dark blue, the others from pale sand through
 *  orange to dark red as the value goes from 1 to the largest. */
function heatRgb(g, max) {
  if (g === 0) return [18, 50, 79];
  const t = max <= 1 ? 0 : (g - 1) / (max - 1);
  const [a, b] = t <= 0.5 ? [kgRamp[0], kgRamp[1]] : [kgRamp[1], kgRamp[2]];
  const u = t <= 0.5 ? t * 2 : (t - 0.5) * 2;
  return a.map((v, i) => Math.round(v + u * (b[i] - v)));
}

function heatColour(g, max) {
  return `rgb(${heatRgb(g, max).join(', ')})`;
}

/** Sets up the hover readout of the heat map. */
export function setupGrundyHeat(onResize) {
  const canvas = byId('kg-canvas');
  canvas.addEventListener('pointermove', (e) => {
    const hit = heatCellAt(e);
    setText(byId('kg-readout'), hit ? `N = ${fmtInt(hit.n)}, x = ${fmtInt(hit.x)}: G = ${fmtInt(hit.g)}` : heatReadoutDefault());
  });
  canvas.addEventListener('pointerleave', () => setText(byId('kg-readout'), heatReadoutDefault()));
  if (typeof ResizeObserver !== 'undefined') {
    new ResizeObserver(() => { kgView.drawnKey = null; onResize(); }).observe(byId('kg-heat-box'));
  }
}

function heatReadoutDefault() {
  return kgView.picture ? 'Point at the picture to read G(N, x).' : '';
}

function heatCellAt(e) {
  const { picture, frame } = kgView;
  if (!picture || !frame) return null;
  const rect = e.currentTarget.getBoundingClientRect();
  const px = e.clientX - rect.left - frame.left;
  const py = e.clientY - rect.top - frame.top;
  const size = picture.heat.size;
  const i = Math.floor((py / frame.side) * size);
  const j = Math.floor((px / frame.side) * size);
  if (i < 0 || j < 0 || i >= size || j > i) return null;
  return { n: picture.heat.ns[i], x: picture.heat.ns[j], g: picture.heat.cells[i * size + j] };
}

/** The heat map of a picture with `heat` samples (redrawn when the result or the width changes). */
export function renderGrundyHeat(picture, key) {
  kgView.picture = picture;
  const box = byId('kg-heat-box');
  const width = box.clientWidth || 600;
  const drawKey = `${key}|${width}`;
  if (drawKey === kgView.drawnKey) return;
  kgView.drawnKey = drawKey;
  const { size, ns, cells } = picture.heat;
  const side = Math.max(120, Math.min(width - kgMargin.left - kgMargin.right, 720));
  const cssW = side + kgMargin.left + kgMargin.right;
  const cssH = side + kgMargin.top + kgMargin.bottom;
  const canvas = byId('kg-canvas');
  const ctx = sharpContext(canvas, cssW, cssH);
  kgView.frame = { left: kgMargin.left, top: kgMargin.top, side };
  let max = 0;
  for (let i = 0; i < cells.length; i++) if (cells[i] > max) max = cells[i];
  const cell = side / size;
  // one pixel per sample, scaled up without smoothing
  const image = new ImageData(size, size);
  const palette = new Map();
  for (let i = 0; i < size; i++) {
    for (let j = 0; j <= i; j++) {
      const g = cells[i * size + j];
      if (!palette.has(g)) palette.set(g, heatRgb(g, max));
      const [r, gg, b] = palette.get(g);
      const at = (i * size + j) * 4;
      image.data[at] = r;
      image.data[at + 1] = gg;
      image.data[at + 2] = b;
      image.data[at + 3] = 255;
    }
  }
  const pixels = document.createElement('canvas');
  pixels.width = size;
  pixels.height = size;
  pixels.getContext('2d').putImageData(image, 0, 0);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(pixels, kgMargin.left, kgMargin.top, side, side);
  // axes: N down the left, x along the bottom
  ctx.fillStyle = '#1b2733';
  ctx.font = '13px system-ui, sans-serif';
  // round ticks, placed where their value falls
  const step = niceStep(picture.upto, 4);
  for (let v = 0; v <= picture.upto; v += step) {
    const at = (v / picture.upto) * side;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    ctx.fillText(fmtInt(v), kgMargin.left - 6, kgMargin.top + at);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillText(fmtInt(v), kgMargin.left + at, kgMargin.top + side + 6);
  }
  ctx.fillText('x (the most that may be taken)', kgMargin.left + side / 2, kgMargin.top + side + 22);
  ctx.save();
  ctx.translate(14, kgMargin.top + side / 2);
  ctx.rotate(-Math.PI / 2);
  ctx.fillText('N (the pile)', 0, -8);
  ctx.restore();
  canvas.dataset.size = String(size);
  canvas.dataset.max = String(max);
  setText(byId('kg-readout'), heatReadoutDefault());
  fill(byId('kg-legend'),
    el('span', { class: 'swatch', style: { background: heatColour(0, max) } }), ' G = 0   ',
    el('span', { class: 'swatch', style: { background: heatColour(1, max) } }), ' G = 1   ',
    el('span', { class: 'swatch', style: { background: heatColour(max, max) } }), ` G = ${fmtInt(max)} (the largest value sampled). `,
    size < picture.upto + 1
      ? `Each cell is one sample: ${fmtInt(size)} × ${fmtInt(size)} values (N, x) out of ${fmtInt(picture.upto + 1)} × ${fmtInt(picture.upto + 1)}.`
      : 'One cell per (N, x).');
}
