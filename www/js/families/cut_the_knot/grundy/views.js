// Cut-the-Knot, part (c), the pictures of G(N, x) from the engine's grundyPicture: a triangle
// table (rows N, columns x = 0..N, zeros highlighted, each start (N, N − 1) outlined) for small
// N, and a heat map on a canvas for large N — one sample (N, x) per cell of a grid of at most
// 720 × 720, the zeros in the accent colour, the other values from pale to warm to dark, the
// exact (N, x) of each sample read on hover. Colours come from the theme.

import { el, fill, setText, fmtInt } from '../../../core/dom.js';
import { sharpContext, niceStep, themeRgbs, onThemeChange } from '../../../widgets/canvas.js';
import { scrollRegion } from '../../../widgets/scroll-region.js';
// The picture shows in lessons too.
import '../../../i18n/cut_the_knot_section/index.js';
import { l10n, t, language } from '../../../core/i18n.js';

const margin = { left: 64, right: 30, top: 12, bottom: 40 };

/** The triangle table of G(N, x) in box (the picture has rows). */
function renderRows(box, picture) {
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
        'data-n': n, 'data-x': x, title: start ? t('cks-g-cell-start', { cell: `G(${n}, ${x}) = ${g}`, n }) : `G(${n}, ${x}) = ${g}`,
      }, String(g)));
    }
    return el('tr', null, cells);
  });
  fill(box, el('table', { class: 'kg-table', id: 'kg-table' },
    l10n(el('caption', { class: 'visually-hidden' }), 'cks-g-caption'),
    el('thead', null, el('tr', null, head)), el('tbody', null, rows)));
}

const mix = (a, b, share) => a.map((v, i) => Math.round(v + share * (b[i] - v)));

/** The palette of the theme: zero, and the ramp of the other values (low, middle, high). */
function heatPalette(node) {
  const [zero, low, mid, bad, ink] = themeRgbs(node, ['var(--accent)', 'var(--note-bg)', 'var(--warm)', 'var(--bad)', 'var(--ink)']);
  return { zero, ramp: [low, mid, mix(bad, ink, 0.45)], ink: `rgb(${ink.join(', ')})` };
}

/** The colour of a Grundy value as [r, g, b]: 0 in the accent colour, the others along the ramp
 *  as the value goes from 1 to the largest. */
function heatRgb(palette, g, max) {
  if (g === 0) return palette.zero;
  const t = max <= 1 ? 0 : (g - 1) / (max - 1);
  const [a, b] = t <= 0.5 ? [palette.ramp[0], palette.ramp[1]] : [palette.ramp[1], palette.ramp[2]];
  return mix(a, b, t <= 0.5 ? t * 2 : (t - 0.5) * 2);
}

/**
 * The picture of G(N, x): parts = {tableWrap, heatBox, canvas, readout, legend} (nodes of the
 * section); onResize() asks for a redraw when the heat map's box changes width.
 * Returns {render(picture, key)}: key changes with the result.
 */
export function createGrundyPicture(parts, onResize) {
  const { tableWrap, heatBox, canvas, readout, legend } = parts;
  // (the region's name, whenever scroll-region.js sets it, in the language shown)
  scrollRegion(tableWrap, { toString: () => t('cks-g-region') });
  const view = { picture: null, frame: null, drawnKey: null };
  let rowsKey = null;

  const readoutDefault = () => (view.picture && view.picture.heat ? t('cks-g-readout') : '');

  function cellAt(e) {
    const { picture, frame } = view;
    if (!picture || !picture.heat || !frame) return null;
    const rect = canvas.getBoundingClientRect();
    const px = e.clientX - rect.left - frame.left;
    const py = e.clientY - rect.top - frame.top;
    const size = picture.heat.size;
    const i = Math.floor((py / frame.side) * size);
    const j = Math.floor((px / frame.side) * size);
    if (i < 0 || j < 0 || i >= size || j > i) return null;
    return { n: picture.heat.ns[i], x: picture.heat.ns[j], g: picture.heat.cells[i * size + j] };
  }

  canvas.addEventListener('pointermove', (e) => {
    const hit = cellAt(e);
    setText(readout, hit ? `N = ${fmtInt(hit.n)}, x = ${fmtInt(hit.x)}: G = ${fmtInt(hit.g)}` : readoutDefault());
  });
  canvas.addEventListener('pointerleave', () => setText(readout, readoutDefault()));
  if (typeof ResizeObserver !== 'undefined') {
    new ResizeObserver(() => { view.drawnKey = null; onResize(); }).observe(heatBox);
  }
  onThemeChange(() => { view.drawnKey = null; onResize(); });

  function renderHeat(picture, key) {
    const width = heatBox.clientWidth || 600;
    const drawKey = `${key}|${width}`;
    if (drawKey === view.drawnKey) return;
    view.drawnKey = drawKey;
    const { size, ns, cells } = picture.heat;
    const side = Math.max(120, Math.min(width - margin.left - margin.right, 720));
    const ctx = sharpContext(canvas, side + margin.left + margin.right, side + margin.top + margin.bottom);
    view.frame = { left: margin.left, top: margin.top, side };
    let max = 0;
    for (let i = 0; i < cells.length; i++) if (cells[i] > max) max = cells[i];
    const palette = heatPalette(canvas);
    // one pixel per sample, scaled up without smoothing
    const image = new ImageData(size, size);
    const colours = new Map();
    for (let i = 0; i < size; i++) {
      for (let j = 0; j <= i; j++) {
        const g = cells[i * size + j];
        if (!colours.has(g)) colours.set(g, heatRgb(palette, g, max));
        const [r, gg, b] = colours.get(g);
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
    ctx.drawImage(pixels, margin.left, margin.top, side, side);
    // axes: N down the left, x along the bottom, round ticks placed where their value falls
    ctx.fillStyle = palette.ink;
    ctx.font = '13px system-ui, sans-serif';
    const step = niceStep(picture.upto, 4);
    for (let v = 0; v <= picture.upto; v += step) {
      const at = (v / picture.upto) * side;
      ctx.textAlign = 'right';
      ctx.textBaseline = 'middle';
      ctx.fillText(fmtInt(v), margin.left - 6, margin.top + at);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.fillText(fmtInt(v), margin.left + at, margin.top + side + 6);
    }
    ctx.fillText(t('cks-g-axis-x'), margin.left + side / 2, margin.top + side + 22);
    ctx.save();
    ctx.translate(14, margin.top + side / 2);
    ctx.rotate(-Math.PI / 2);
    ctx.fillText(t('cks-g-axis-n'), 0, -8);
    ctx.restore();
    canvas.dataset.size = String(size);
    canvas.dataset.max = String(max);
    setText(readout, readoutDefault());
    const swatch = (g) => el('span', { class: 'swatch', style: { background: `rgb(${heatRgb(palette, g, max).join(', ')})` } });
    fill(legend,
      swatch(0), ' G = 0   ', swatch(1), ' G = 1   ', swatch(max), ` ${t('cks-g-heat-max', { g: `G = ${fmtInt(max)}` })} `,
      size < picture.upto + 1
        ? t('cks-g-heat-samples', { size: `${fmtInt(size)} × ${fmtInt(size)}`, all: `${fmtInt(picture.upto + 1)} × ${fmtInt(picture.upto + 1)}` })
        : t('cks-g-heat-cells'));
  }

  function render(picture, resultKey) {
    const key = `${resultKey}|${language()}`; // (redrawn in another language)
    view.picture = picture;
    tableWrap.hidden = !picture.rows;
    heatBox.hidden = !picture.heat;
    if (picture.heat) {
      if (rowsKey !== null) fill(tableWrap);
      rowsKey = null;
      renderHeat(picture, key);
      return;
    }
    view.drawnKey = null;
    if (rowsKey === key) return;
    rowsKey = key;
    renderRows(tableWrap, picture);
    setText(readout, '');
    fill(legend, el('span', { class: 'legend-key' }, el('span', { class: 'swatch swatch-p' }), l10n(el('span'), 'cks-g-legend-zero')),
      el('span', { class: 'legend-key' }, el('span', { class: 'swatch swatch-start' }), l10n(el('span'), 'cks-g-legend-start')));
  }

  return { render };
}
