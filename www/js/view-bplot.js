// Blocking Nim: the picture of safe and unsafe piles, one row per move 1..K, drawn by hand
// on a canvas. Brute force's safe piles are filled squares; Theorem 1's safe intervals are
// brackets under each row; where the two disagree the square is red. When a pile is
// narrower than 3 pixels, each pixel column aggregates its piles: the shade is the share
// of safe piles, the bracket lane the share of the formula's, and any disagreement is red.

import { invalidate } from './state.js';
import { byId, setText, fmtInt } from './dom.js';
import { niceStep, plotTickLabel } from './plot.js';

const bplotMargin = { left: 112, right: 18, top: 12, bottom: 44 };
const bplotRowH = 50;
const bplotBandTop = 6;
const bplotBandH = 24;
const bplotMinCell = 3;
const bplot = {
  drawnKey: null, resultKey: null, formula: [], frame: null, result: null,
};

export function setupBlockingPlot() {
  const canvas = byId('b-canvas');
  canvas.addEventListener('pointermove', (e) => bplotPointer(e));
  canvas.addEventListener('pointerleave', () => setText(byId('b-readout'), bplotDefaultReadout()));
  if (typeof ResizeObserver !== 'undefined') {
    new ResizeObserver(() => { bplot.drawnKey = null; invalidate(); }).observe(canvas.parentElement);
  }
}

function bplotDefaultReadout() {
  return 'Point at a row to read a pile.';
}

/** Theorem 1's safe piles of each level as a 0/1 array over 0..upto. */
function formulaArrays(result) {
  return result.levels.map((level) => {
    const set = new Uint8Array(result.upto + 1);
    for (const [a, b] of level.intervals) set.fill(1, Math.max(0, a), Math.min(result.upto, b) + 1);
    return set;
  });
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
  const rect = e.currentTarget.getBoundingClientRect();
  const x = e.clientX - rect.left;
  const y = e.clientY - rect.top;
  const row = Math.floor((y - fr.top) / bplotRowH);
  if (x < fr.left || x > fr.left + fr.width || row < 0 || row >= result.levels.length) return;
  const p = Math.min(result.upto, Math.floor(((x - fr.left) / fr.width) * (result.upto + 1)));
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
    setText(byId('b-readout'), bplotDefaultReadout());
  }
  const canvas = byId('b-canvas');
  const box = canvas.parentElement;
  if (box.clientWidth === 0) return; // hidden: drawn when shown
  const cssW = Math.max(300, Math.floor(box.clientWidth));
  const cssH = bplotMargin.top + result.levels.length * bplotRowH + bplotMargin.bottom;
  const key = `${a.resultKey}|${cssW}x${cssH}`;
  if (key === bplot.drawnKey) return;
  bplot.drawnKey = key;
  drawBlockingPlot(canvas, result, cssW, cssH);
}

function drawBlockingPlot(canvas, result, cssW, cssH) {
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(cssW * dpr);
  canvas.height = Math.round(cssH * dpr);
  canvas.style.width = `${cssW}px`;
  canvas.style.height = `${cssH}px`;
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, cssW, cssH);

  const m = bplotMargin;
  const width = cssW - m.left - m.right;
  const rows = result.levels.length;
  const count = result.upto + 1;
  const cellW = width / count;
  const cells = cellW >= bplotMinCell;
  bplot.frame = { left: m.left, top: m.top, width };
  const xOf = (p) => m.left + (p / count) * width;
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
  const step = niceStep(result.upto, Math.max(2, Math.floor(width / 80)));
  ctx.strokeStyle = colors.grid;
  ctx.fillStyle = colors.muted;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.lineWidth = 1;
  for (let v = 0; v <= result.upto; v += step) {
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
    ctx.fillText(`move ${level.move}`, m.left - 12, band + 15);
    ctx.font = '13px system-ui, sans-serif';
    ctx.fillStyle = level.matches ? cssColor('--good', '#16703a') : colors.bad;
    ctx.fillText(level.matches ? '✓ formula right' : '× formula wrong', m.left - 12, band + 33);
    if (cells) mismatches += drawCells(ctx, level, formula, { xOf, cellW, band, lane, colors });
    else mismatches += drawColumns(ctx, level, formula, { width, left: m.left, count, band, lane, colors });
  });
  canvas.dataset.mismatches = String(mismatches);
  canvas.dataset.mode = cells ? 'cells' : 'columns';
  canvas.setAttribute('aria-label', `Safe piles 0 to ${result.upto} at moves 1 to ${rows}: brute force filled, `
    + `Theorem 1's intervals as brackets; ${mismatches} pile${mismatches === 1 ? '' : 's'} where they disagree`);
  setText(byId('b-legend-scale'), cells
    ? 'One square per pile.'
    : `Each pixel column covers about ${fmtInt(Math.round(count / width))} piles; its shade is the share of safe piles.`);
}

/** One square per pile, and a bracket per formula interval. */
function drawCells(ctx, level, formula, { xOf, cellW, band, lane, colors }) {
  const gap = cellW >= 8 ? 2 : cellW >= 4 ? 1 : 0;
  let bad = 0;
  for (let p = 0; p < formula.length; p++) {
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
    const x1 = xOf(a) + 1;
    const x2 = xOf(b + 1) - gap - 1;
    ctx.beginPath();
    ctx.moveTo(x1, lane);
    ctx.lineTo(x1, lane + 7);
    ctx.lineTo(Math.max(x1, x2), lane + 7);
    ctx.lineTo(Math.max(x1, x2), lane);
    ctx.stroke();
  }
  return bad;
}

/** Each pixel column aggregates the piles it covers. */
function drawColumns(ctx, level, formula, { width, left, count, band, lane, colors }) {
  const cols = Math.max(1, Math.floor(width));
  const safeCount = new Uint32Array(cols);
  const formulaCount = new Uint32Array(cols);
  const badCount = new Uint32Array(cols);
  const total = new Uint32Array(cols);
  const scale = cols / count;
  let bad = 0;
  for (let p = 0; p < count; p++) {
    const col = Math.min(cols - 1, Math.floor(p * scale));
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
