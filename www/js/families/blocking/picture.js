// Blocking Nim's picture of safe and unsafe piles, one row per move 1..K, drawn on a canvas.
// Brute force's safe piles are filled squares; Theorem 1's safe intervals are brackets under each
// row; where the two disagree the square is red. When a pile is narrower than 3 pixels, each
// pixel column aggregates its piles: the shade is the share of safe piles, the bracket lane the
// share of the formula's, and any disagreement is red. Drag across the picture to look at fewer
// piles; double-click to see them all again. The colours are the theme's, read where the canvas is.

import { el, setText, fmtInt } from '../../core/dom.js';
import { niceStep, plotTickLabel, sharpContext, themeRgbs, rgbText, onThemeChange, drawLater } from '../../widgets/canvas.js';
import { formulaArrays } from './runs.js';
import { t, language, l10n, onLanguageChange } from '../../core/i18n.js';
import '../../i18n/blocking_section/index.js';

const margin = { left: 126, right: 18, top: 12, bottom: 44 };
const rowH = 50;
const bandTop = 6;
const bandH = 24;
const minCell = 3;

/** The picture built in host with its readout and legend (ids: `${ids}canvas`, `${ids}readout`,
 *  `${ids}legend-scale`). Returns {render(slot)}. */
export function createSafePiles(host, { ids = '' } = {}) {
  const canvas = el('canvas', { id: `${ids}canvas`, role: 'img', 'aria-label': t('bns-picture-label') });
  const box = el('div', { class: 'plot-box b-plot-box' }, canvas);
  const readout = el('div', { id: `${ids}readout`, class: 'plot-readout', 'aria-live': 'polite' });
  const scale = el('span', { id: `${ids}legend-scale`, class: 'legend-key b-scale' });
  const key = (swatch, id) => el('span', { class: 'legend-key' }, swatch, ' ', l10n(el('span'), id));
  host.append(box, readout, el('p', { class: 'legend b-legend' },
    key(el('span', { class: 'swatch swatch-safe' }), 'bns-legend-safe'),
    key(el('span', { class: 'swatch swatch-unsafe' }), 'bns-legend-unsafe'),
    key(el('span', { class: 'swatch-bracket', 'aria-hidden': 'true' }), 'bns-legend-interval'),
    key(el('span', { class: 'swatch swatch-diff' }), 'bns-legend-diff'),
    scale));
  const st = {
    drawnKey: null, resultKey: null, formula: [], frame: null, result: null,
    from: 0, to: 0,            // the piles shown
    dragStart: null,
  };
  const selection = el('div', { class: 'plot-selection', hidden: true });
  box.append(selection);

  canvas.addEventListener('pointermove', (e) => pointer(e));
  canvas.addEventListener('pointerleave', () => {
    if (st.dragStart === null) setText(readout, defaultReadout());
  });
  canvas.addEventListener('pointerdown', (e) => {
    const x = local(e).x;
    if (!st.frame || x < st.frame.left) return;
    st.dragStart = x;
    canvas.setPointerCapture(e.pointerId);
  });
  canvas.addEventListener('pointerup', (e) => {
    const start = st.dragStart;
    st.dragStart = null;
    selection.hidden = true;
    if (start === null || !st.frame) return;
    const end = local(e).x;
    if (Math.abs(end - start) < 6) return;
    const a = pileAt(Math.min(start, end));
    const b = pileAt(Math.max(start, end));
    if (b - a >= 4) {
      st.from = a;
      st.to = b;
      draw();
    }
  });
  canvas.addEventListener('dblclick', () => {
    if (!st.result) return;
    st.from = 0;
    st.to = st.result.upto;
    draw();
  });
  if (typeof ResizeObserver !== 'undefined') {
    new ResizeObserver(() => draw()).observe(box);
  }
  onThemeChange(() => {
    st.drawnKey = null;
    draw();
  });
  // another language: the canvas's words, its label and the readout again
  onLanguageChange(() => {
    st.drawnKey = null;
    if (st.result) setText(readout, defaultReadout());
    draw();
  });

  function defaultReadout() {
    const zoomed = st.result && (st.from > 0 || st.to < st.result.upto);
    return t(zoomed ? 'bns-readout-zoomed' : 'bns-readout');
  }

  function local(e) {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  }

  /** The pile under x (canvas pixels), within the piles shown. */
  function pileAt(x) {
    const fr = st.frame;
    const count = st.to - st.from + 1;
    const t = Math.min(1, Math.max(0, (x - fr.left) / fr.width));
    return Math.min(st.to, st.from + Math.floor(t * count));
  }

  function pointer(e) {
    const fr = st.frame;
    const result = st.result;
    if (!fr || !result) return;
    const { x, y } = local(e);
    if (st.dragStart !== null) {
      selection.hidden = false;
      Object.assign(selection.style, {
        left: `${Math.min(x, st.dragStart)}px`, width: `${Math.abs(x - st.dragStart)}px`,
        top: `${fr.top}px`, height: `${fr.height}px`,
      });
      return;
    }
    const row = Math.floor((y - fr.top) / rowH);
    if (x < fr.left || x > fr.left + fr.width || row < 0 || row >= result.levels.length) return;
    const p = pileAt(x);
    const level = result.levels[row];
    const brute = level.safe[p] === 1;
    const formula = st.formula[row][p] === 1;
    const iv = intervalAt(level, p);
    const word = (safe) => (safe ? 'safe' : 'unsafe');
    const at = { move: level.move, pile: fmtInt(p), brute: word(brute), formula: word(formula) };
    const id = `bns-readout-pile${iv ? '-interval' : ''}${brute !== formula ? '-disagree' : ''}`;
    setText(readout, t(id, iv ? { ...at, interval: `[${fmtInt(iv[0])}, ${fmtInt(iv[1])}]` } : at));
  }

  /** Draws the analysis of the slot (once per result, size and zoom), in a task after the frame
   *  that shows the rest (drawLater). */
  function render(a) {
    const result = a.result;
    if (!result) return;
    if (st.resultKey !== a.resultKey) {
      st.resultKey = a.resultKey;
      st.formula = formulaArrays(result);
      st.result = result;
      st.from = 0;
      st.to = result.upto;
      setText(readout, defaultReadout());
    }
    drawSoon();
  }

  const drawSoon = drawLater(() => draw());

  function draw() {
    const result = st.result;
    if (!result || box.clientWidth === 0) return; // hidden: drawn when shown
    const cssW = Math.max(300, Math.floor(box.clientWidth));
    const cssH = margin.top + result.levels.length * rowH + margin.bottom;
    const key = `${st.resultKey}|${st.from}|${st.to}|${cssW}x${cssH}|${language()}`;
    if (key === st.drawnKey) return;
    st.drawnKey = key;
    paint(st, canvas, scale, cssW, cssH);
  }

  return { render };
}

/** Paints the picture of st.result, piles st.from to st.to, at that CSS size; sets st.frame. */
function paint(st, canvas, scale, cssW, cssH) {
  const result = st.result;
  const ctx = sharpContext(canvas, cssW, cssH);
  // narrow screens: a narrower label column
  const narrow = cssW < 560;
  const m = { ...margin, left: narrow ? 64 : margin.left };
  const width = cssW - m.left - m.right;
  const rows = result.levels.length;
  const { from, to } = st;
  const count = to - from + 1;
  const cellW = width / count;
  const cells = cellW >= minCell;
  st.frame = { left: m.left, top: m.top, width, height: rows * rowH };
  const xOf = (p) => m.left + ((p - from) / count) * width;
  const tokens = Object.entries({
    ink: '--ink', muted: '--muted', grid: '--grid', safe: '--accent', bad: '--bad', good: '--good',
    unsafe: '--surface-2', badSoft: '--bad-soft',
  });
  const rgbs = themeRgbs(canvas, tokens.map(([, token]) => `var(${token})`));
  const colors = Object.fromEntries(tokens.map(([name], i) => [name, rgbText(rgbs[i])]));

  // vertical grid lines and the pile axis
  ctx.font = '14px system-ui, sans-serif';
  const bottom = m.top + rows * rowH;
  const step = niceStep(count, Math.max(2, Math.floor(width / 80)));
  ctx.strokeStyle = colors.grid;
  ctx.fillStyle = colors.muted;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.lineWidth = 1;
  for (let v = Math.ceil(from / step) * step; v <= to; v += step) {
    const x = Math.round(xOf(v) + (cells ? cellW / 2 : 0)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(x, m.top);
    ctx.lineTo(x, bottom + 4);
    ctx.stroke();
    ctx.fillText(plotTickLabel(v), x, bottom + 7);
  }
  ctx.fillStyle = colors.ink;
  ctx.textAlign = 'left';
  ctx.fillText(t('bns-canvas-axis'), m.left, bottom + 25);

  let mismatches = 0;
  result.levels.forEach((level, r) => {
    const y0 = m.top + r * rowH;
    const band = y0 + bandTop;
    const lane = band + bandH + 5;
    const formula = st.formula[r];
    // the row's label
    ctx.textAlign = 'right';
    ctx.textBaseline = 'alphabetic';
    ctx.fillStyle = colors.ink;
    ctx.font = '600 15px system-ui, sans-serif';
    ctx.fillText(narrow ? `k = ${level.move}` : t('bns-canvas-move', { move: level.move }), m.left - 10, band + 15);
    ctx.font = '13px system-ui, sans-serif';
    ctx.fillStyle = level.matches ? colors.good : colors.bad;
    const verdict = `${level.matches ? '✓' : '×'} ${t(`bns-canvas-${level.matches ? 'right' : 'wrong'}${narrow ? '-short' : ''}`)}`;
    ctx.fillText(verdict, m.left - 10, band + 33);
    const span = { from, to, upto: result.upto, band, lane, colors };
    if (cells) mismatches += drawCells(ctx, level, formula, { ...span, xOf, cellW });
    else mismatches += drawColumns(ctx, level, formula, { ...span, width, left: m.left });
  });
  canvas.dataset.mismatches = String(mismatches);
  canvas.dataset.mode = cells ? 'cells' : 'columns';
  canvas.dataset.from = String(from);
  canvas.dataset.to = String(to);
  canvas.setAttribute('aria-label', t('bns-canvas-label', { from, to, rows, mismatches }));
  setText(scale, cells
    ? t('bns-scale-cells')
    : t('bns-scale-columns', { piles: Math.round(count / width) }));
}

/** The formula's interval [a, b] holding pile p at a level, or null (binary search). */
function intervalAt(level, p) {
  const list = level.intervals; // pairs laid flat: a0, b0, a1, b1, …
  let lo = 0;
  let hi = list.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[2 * mid + 1] < p) lo = mid + 1;
    else if (list[2 * mid] > p) hi = mid - 1;
    else return [list[2 * mid], list[2 * mid + 1]];
  }
  return null;
}

/** One square per pile, and a bracket per formula interval. */
function drawCells(ctx, level, formula, { from, to, upto, xOf, cellW, band, lane, colors }) {
  const gap = cellW >= 8 ? 2 : cellW >= 4 ? 1 : 0;
  let bad = 0;
  for (let p = from; p <= to; p++) {
    const safe = level.safe[p] === 1;
    const differ = safe !== (formula[p] === 1);
    const x = xOf(p);
    const w = Math.max(1, cellW - gap);
    if (differ) {
      bad++;
      ctx.fillStyle = safe ? colors.bad : colors.badSoft;
      ctx.fillRect(x, band, w, bandH);
      ctx.strokeStyle = colors.bad;
      ctx.lineWidth = 2;
      ctx.strokeRect(x + 1, band + 1, w - 2, bandH - 2);
      // a red mark in the bracket lane as well, so a disagreement shows twice
      ctx.fillStyle = colors.bad;
      ctx.fillRect(x, lane + 2, w, 4);
    } else {
      ctx.fillStyle = safe ? colors.safe : colors.unsafe;
      ctx.fillRect(x, band, w, bandH);
    }
  }
  ctx.strokeStyle = colors.ink;
  ctx.lineWidth = 2;
  const iv = level.intervals;
  for (let i = 0; i < iv.length; i += 2) {
    const [a, b] = [iv[i], iv[i + 1]];
    if (b < from || a > to) continue;
    const x1 = xOf(Math.max(a, from)) + 1;
    const x2 = Math.max(x1, xOf(Math.min(b, to) + 1) - gap - 1);
    // an end cut off by the window (or by the last pile solved) gets no tick
    ctx.beginPath();
    ctx.moveTo(x1, a >= from ? lane : lane + 7);
    ctx.lineTo(x1, lane + 7);
    ctx.lineTo(x2, lane + 7);
    if (b < Math.min(to, upto)) ctx.lineTo(x2, lane);
    ctx.stroke();
  }
  return bad;
}

/** Each pixel column aggregates the piles it covers. */
function drawColumns(ctx, level, formula, { from, to, width, left, band, lane, colors }) {
  const count = to - from + 1;
  const cols = Math.max(1, Math.floor(width));
  const safeCount = new Uint32Array(cols);
  const formulaCount = new Uint32Array(cols);
  const badCount = new Uint32Array(cols);
  const total = new Uint32Array(cols);
  const scale = cols / count;
  let bad = 0;
  for (let p = from; p <= to; p++) {
    const col = Math.min(cols - 1, Math.floor((p - from) * scale));
    const s = level.safe[p];
    const f = formula[p];
    total[col]++;
    safeCount[col] += s;
    formulaCount[col] += f;
    if (s !== f) { badCount[col]++; bad++; }
  }
  const colW = width / cols;
  ctx.fillStyle = colors.unsafe;
  ctx.fillRect(left, band, width, bandH);
  for (let col = 0; col < cols; col++) {
    if (!total[col]) continue;
    const x = left + col * colW;
    if (safeCount[col]) {
      ctx.globalAlpha = Math.max(0.25, safeCount[col] / total[col]);
      ctx.fillStyle = colors.safe;
      ctx.fillRect(x, band, colW + 0.5, bandH);
    }
    if (formulaCount[col]) {
      ctx.globalAlpha = Math.max(0.3, formulaCount[col] / total[col]);
      ctx.fillStyle = colors.ink;
      ctx.fillRect(x, lane + 4, colW + 0.5, 3);
    }
    ctx.globalAlpha = 1;
    if (badCount[col]) {
      ctx.fillStyle = colors.bad;
      ctx.fillRect(x, band, Math.max(2, colW), bandH);
      ctx.fillRect(x, lane, Math.max(2, colW), 8);
    }
  }
  return bad;
}
