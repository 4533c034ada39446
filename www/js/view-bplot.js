// Blocking Nim: the picture of safe and unsafe piles, one row per move 1..K, drawn by hand
// on a canvas. Brute force's safe piles are filled squares; Theorem 1's safe intervals are
// brackets under each row; where the two disagree the square is red. When a pile is
// narrower than 3 pixels, each pixel column aggregates its piles: the shade is the share
// of safe piles, the bracket lane the share of the formula's, and any disagreement is red.
// Drag across the picture to look at fewer piles; double-click to see them all again.

import { invalidate } from './state.js';
import { byId, setText, fmtInt } from './dom.js';
import { niceStep, plotTickLabel, sharpContext } from './plot.js';
import { formulaArrays } from './view-bruns.js';

const bplotMargin = { left: 112, right: 18, top: 12, bottom: 44 };
const bplotRowH = 50;
const bplotBandTop = 6;
const bplotBandH = 24;
const bplotMinCell = 3;
const bplot = {
  drawnKey: null, resultKey: null, formula: [], frame: null, result: null,
  from: 0, to: 0,            // the piles shown
  dragStart: null, selection: null,
};

export function setupBlockingPlot() {
  const canvas = byId('b-canvas');
  const box = canvas.parentElement;
  const selection = document.createElement('div');
  selection.className = 'plot-selection';
  selection.hidden = true;
  box.append(selection);
  bplot.selection = selection;
  canvas.addEventListener('pointermove', (e) => bplotPointer(e));
  canvas.addEventListener('pointerleave', () => {
    if (bplot.dragStart === null) setText(byId('b-readout'), bplotDefaultReadout());
  });
  canvas.addEventListener('pointerdown', (e) => {
    const x = bplotLocal(e).x;
    if (!bplot.frame || x < bplot.frame.left) return;
    bplot.dragStart = x;
    canvas.setPointerCapture(e.pointerId);
  });
  canvas.addEventListener('pointerup', (e) => {
    const start = bplot.dragStart;
    bplot.dragStart = null;
    selection.hidden = true;
    if (start === null || !bplot.frame) return;
    const end = bplotLocal(e).x;
    if (Math.abs(end - start) < 6) return;
    const a = bplotPileAt(Math.min(start, end));
    const b = bplotPileAt(Math.max(start, end));
    if (b - a >= 4) {
      bplot.from = a;
      bplot.to = b;
      invalidate();
    }
  });
  canvas.addEventListener('dblclick', () => {
    if (!bplot.result) return;
    bplot.from = 0;
    bplot.to = bplot.result.upto;
    invalidate();
  });
  if (typeof ResizeObserver !== 'undefined') {
    new ResizeObserver(() => { bplot.drawnKey = null; invalidate(); }).observe(box);
  }
}

function bplotDefaultReadout() {
  const zoomed = bplot.result && (bplot.from > 0 || bplot.to < bplot.result.upto);
  return `Point at a row to read a pile. Drag across the picture to zoom in${zoomed ? '; double-click to see every pile again' : ''}.`;
}

function bplotLocal(e) {
  const rect = e.currentTarget.getBoundingClientRect();
  return { x: e.clientX - rect.left, y: e.clientY - rect.top };
}

/** The pile under x (canvas pixels), within the piles shown. */
function bplotPileAt(x) {
  const fr = bplot.frame;
  const count = bplot.to - bplot.from + 1;
  const t = Math.min(1, Math.max(0, (x - fr.left) / fr.width));
  return Math.min(bplot.to, bplot.from + Math.floor(t * count));
}

/** The formula's interval [a, b] holding pile p at a level, or null (binary search). */
function intervalAt(level, p) {
  const list = level.intervals;
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid][1] < p) lo = mid + 1;
    else if (list[mid][0] > p) hi = mid - 1;
    else return list[mid];
  }
  return null;
}

function bplotPointer(e) {
  const fr = bplot.frame;
  const result = bplot.result;
  if (!fr || !result) return;
  const { x, y } = bplotLocal(e);
  if (bplot.dragStart !== null) {
    const sel = bplot.selection;
    sel.hidden = false;
    sel.style.left = `${Math.min(x, bplot.dragStart)}px`;
    sel.style.width = `${Math.abs(x - bplot.dragStart)}px`;
    sel.style.top = `${fr.top}px`;
    sel.style.height = `${fr.height}px`;
    return;
  }
  const row = Math.floor((y - fr.top) / bplotRowH);
  if (x < fr.left || x > fr.left + fr.width || row < 0 || row >= result.levels.length) return;
  const p = bplotPileAt(x);
  const level = result.levels[row];
  const brute = level.safe[p] === 1;
  const formula = bplot.formula[row][p] === 1;
  const iv = intervalAt(level, p);
  const word = (safe) => (safe ? 'safe' : 'unsafe');
  setText(byId('b-readout'), `Move ${level.move}, pile ${fmtInt(p)}: ${word(brute)} by brute force; `
    + `Theorem 1: ${word(formula)}${iv ? ` (interval [${fmtInt(iv[0])}, ${fmtInt(iv[1])}])` : ''}`
    + `${brute !== formula ? ' — they disagree: the formula is wrong here.' : '.'}`);
}

function cssColor(name, fallback) {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

export function renderBlockingPlot(b) {
  const a = b.analysis;
  const result = a.result;
  if (!result) return;
  if (bplot.resultKey !== a.resultKey) {
    bplot.resultKey = a.resultKey;
    bplot.formula = formulaArrays(result);
    bplot.result = result;
    bplot.from = 0;
    bplot.to = result.upto;
    setText(byId('b-readout'), bplotDefaultReadout());
  }
  const canvas = byId('b-canvas');
  const box = canvas.parentElement;
  if (box.clientWidth === 0) return; // hidden: drawn when shown
  const cssW = Math.max(300, Math.floor(box.clientWidth));
  const cssH = bplotMargin.top + result.levels.length * bplotRowH + bplotMargin.bottom;
  const key = `${a.resultKey}|${bplot.from}|${bplot.to}|${cssW}x${cssH}`;
  if (key === bplot.drawnKey) return;
  bplot.drawnKey = key;
  drawBlockingPlot(canvas, result, cssW, cssH);
}

function drawBlockingPlot(canvas, result, cssW, cssH) {
  const ctx = sharpContext(canvas, cssW, cssH);

  // narrow screens: a narrower label column
  const narrow = cssW < 560;
  const m = { ...bplotMargin, left: narrow ? 64 : bplotMargin.left };
  const width = cssW - m.left - m.right;
  const rows = result.levels.length;
  const { from, to } = bplot;
  const count = to - from + 1;
  const cellW = width / count;
  const cells = cellW >= bplotMinCell;
  bplot.frame = { left: m.left, top: m.top, width, height: rows * bplotRowH };
  const xOf = (p) => m.left + ((p - from) / count) * width;
  const colors = {
    ink: cssColor('--ink', '#1b2733'),
    muted: cssColor('--muted', '#56606b'),
    grid: cssColor('--grid', '#e6eaee'),
    safe: cssColor('--accent', '#1c64a0'),
    bad: cssColor('--bad', '#b3261e'),
    unsafe: '#e9edf1',
    badSoft: '#f7c9c4',
  };

  // vertical grid lines and the pile axis
  ctx.font = '14px system-ui, sans-serif';
  const bottom = m.top + rows * bplotRowH;
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
  ctx.fillText('pile n →', m.left, bottom + 25);

  let mismatches = 0;
  result.levels.forEach((level, r) => {
    const y0 = m.top + r * bplotRowH;
    const band = y0 + bplotBandTop;
    const lane = band + bplotBandH + 5;
    const formula = bplot.formula[r];
    // the row's label
    ctx.textAlign = 'right';
    ctx.textBaseline = 'alphabetic';
    ctx.fillStyle = colors.ink;
    ctx.font = '600 15px system-ui, sans-serif';
    ctx.fillText(narrow ? `k = ${level.move}` : `move ${level.move}`, m.left - 10, band + 15);
    ctx.font = '13px system-ui, sans-serif';
    ctx.fillStyle = level.matches ? cssColor('--good', '#16703a') : colors.bad;
    const verdict = narrow ? (level.matches ? '✓ right' : '× wrong') : (level.matches ? '✓ formula right' : '× formula wrong');
    ctx.fillText(verdict, m.left - 10, band + 33);
    const span = { from, to, upto: result.upto, band, lane, colors };
    if (cells) mismatches += drawCells(ctx, level, formula, { ...span, xOf, cellW });
    else mismatches += drawColumns(ctx, level, formula, { ...span, width, left: m.left });
  });
  canvas.dataset.mismatches = String(mismatches);
  canvas.dataset.mode = cells ? 'cells' : 'columns';
  canvas.dataset.from = String(from);
  canvas.dataset.to = String(to);
  canvas.setAttribute('aria-label', `Safe piles ${from} to ${to} at moves 1 to ${rows}: brute force filled, `
    + `Theorem 1's intervals as brackets; ${mismatches} pile${mismatches === 1 ? '' : 's'} where they disagree`);
  setText(byId('b-legend-scale'), cells
    ? 'One square per pile.'
    : `Each pixel column covers about ${fmtInt(Math.round(count / width))} piles; its shade is the share of safe piles.`);
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
      ctx.fillRect(x, band, w, bplotBandH);
      ctx.strokeStyle = colors.bad;
      ctx.lineWidth = 2;
      ctx.strokeRect(x + 1, band + 1, w - 2, bplotBandH - 2);
      // a red mark in the bracket lane as well, so a disagreement shows twice
      ctx.fillRect(x, lane + 2, w, 4);
    } else {
      ctx.fillStyle = safe ? colors.safe : colors.unsafe;
      ctx.fillRect(x, band, w, bplotBandH);
    }
  }
  ctx.strokeStyle = colors.ink;
  ctx.lineWidth = 2;
  for (const [a, b] of level.intervals) {
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
  ctx.fillRect(left, band, width, bplotBandH);
  for (let col = 0; col < cols; col++) {
    if (!total[col]) continue;
    const x = left + col * colW;
    if (safeCount[col]) {
      ctx.globalAlpha = Math.max(0.25, safeCount[col] / total[col]);
      ctx.fillStyle = colors.safe;
      ctx.fillRect(x, band, colW + 0.5, bplotBandH);
    }
    if (formulaCount[col]) {
      ctx.globalAlpha = Math.max(0.3, formulaCount[col] / total[col]);
      ctx.fillStyle = colors.ink;
      ctx.fillRect(x, lane + 4, colW + 0.5, 3);
    }
    ctx.globalAlpha = 1;
    if (badCount[col]) {
      ctx.fillStyle = colors.bad;
      ctx.fillRect(x, band, Math.max(2, colW), bplotBandH);
      ctx.fillRect(x, lane, Math.max(2, colW), 8);
    }
  }
  return bad;
}
