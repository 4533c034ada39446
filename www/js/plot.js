// A small canvas plot of g(N) against N. Points are binned per device pixel, so
// 10^7 values draw as fast as 10^3. Log or linear y, hover readout, drag to zoom.

import { byId, setText, fmtInt } from './dom.js';

const plotMargin = { left: 86, right: 18, top: 14, bottom: 46 };
const plotView = {
  xMin: 1, xMax: 1, log: true, resultKey: null, drawnKey: null,
  dragStart: null, selection: null, frame: null,
};
let plotApp = null;
let plotRequestRedraw = () => {};

export function setupPlotView(requestRedraw) {
  plotRequestRedraw = requestRedraw;
  const canvas = byId('plot-canvas');
  const box = canvas.parentElement;
  const selection = document.createElement('div');
  selection.className = 'plot-selection';
  selection.hidden = true;
  box.append(selection);
  plotView.selection = selection;

  byId('plot-log').addEventListener('change', (e) => {
    plotView.log = e.target.checked;
    plotRequestRedraw();
  });
  canvas.addEventListener('pointermove', (e) => plotPointerMove(e));
  canvas.addEventListener('pointerleave', () => {
    if (plotView.dragStart === null) setText(byId('plot-readout'), plotDefaultReadout());
  });
  canvas.addEventListener('pointerdown', (e) => {
    const x = plotLocalX(e);
    if (!plotView.frame || x < plotMargin.left) return;
    plotView.dragStart = x;
    canvas.setPointerCapture(e.pointerId);
  });
  canvas.addEventListener('pointerup', (e) => {
    const start = plotView.dragStart;
    plotView.dragStart = null;
    plotView.selection.hidden = true;
    if (start === null || !plotView.frame) return;
    const end = plotLocalX(e);
    if (Math.abs(end - start) < 6) return;
    const a = plotXToN(Math.min(start, end));
    const b = plotXToN(Math.max(start, end));
    if (b - a >= 4) {
      plotView.xMin = a;
      plotView.xMax = b;
      plotRequestRedraw();
    }
  });
  canvas.addEventListener('dblclick', () => plotResetZoom());
  if (typeof ResizeObserver !== 'undefined') {
    new ResizeObserver(() => { plotView.drawnKey = null; plotRequestRedraw(); }).observe(box);
  }
}

function plotResetZoom() {
  if (!plotApp || !plotApp.analysis.result) return;
  plotView.xMin = 1;
  plotView.xMax = plotApp.analysis.result.upto;
  plotRequestRedraw();
}

function plotLocalX(e) {
  const rect = e.currentTarget.getBoundingClientRect();
  return e.clientX - rect.left;
}

function plotXToN(x) {
  const fr = plotView.frame;
  const t = Math.min(1, Math.max(0, (x - fr.left) / fr.width));
  return Math.round(plotView.xMin + t * (plotView.xMax - plotView.xMin));
}

function plotDefaultReadout() {
  return 'Point at the plot to read g(N).';
}

function plotPointerMove(e) {
  if (!plotApp || !plotApp.analysis.result || !plotView.frame) return;
  const x = plotLocalX(e);
  if (plotView.dragStart !== null) {
    const sel = plotView.selection;
    sel.hidden = false;
    sel.style.left = `${Math.min(x, plotView.dragStart)}px`;
    sel.style.width = `${Math.abs(x - plotView.dragStart)}px`;
    sel.style.top = `${plotMargin.top}px`;
    sel.style.height = `${plotView.frame.height}px`;
    return;
  }
  if (x < plotView.frame.left) return;
  const n = plotXToN(x);
  const g = plotApp.analysis.result.g;
  if (n >= 1 && n <= g.length) {
    setText(byId('plot-readout'), `N = ${fmtInt(n)}:  g(N) = ${fmtInt(g[n - 1])}`);
  }
}

/** A round step (1, 2 or 5 times a power of ten) giving about `count` ticks over `span`. */
/** Sizes a canvas to cssW × cssH CSS pixels at the screen's pixel ratio; returns its cleared 2D context. */
export function sharpContext(canvas, cssW, cssH) {
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(cssW * dpr);
  canvas.height = Math.round(cssH * dpr);
  canvas.style.width = `${cssW}px`;
  canvas.style.height = `${cssH}px`;
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, cssW, cssH);
  return ctx;
}

export function niceStep(span, count) {
  const raw = span / Math.max(1, count);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / mag;
  const nice = unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10;
  return Math.max(1, nice * mag);
}

/** A tick label: thin-space grouped below 10^6, then 10⁶, 2.5·10⁶, … */
export function plotTickLabel(value) {
  if (value >= 1e6) {
    const exp = Math.floor(Math.log10(value));
    const mant = value / 10 ** exp;
    const sup = String(exp).replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]);
    return Math.abs(mant - 1) < 1e-9 ? `10${sup}` : `${+mant.toFixed(2)}·10${sup}`;
  }
  return fmtInt(Math.round(value));
}

export function renderPlotView(app) {
  plotApp = app;
  const result = app.analysis.result;
  if (!result) return;
  if (plotView.resultKey !== app.analysis.resultKey) {
    plotView.resultKey = app.analysis.resultKey;
    plotView.xMin = 1;
    plotView.xMax = result.upto;
    setText(byId('plot-readout'), plotDefaultReadout());
  }
  const canvas = byId('plot-canvas');
  const box = canvas.parentElement;
  const cssW = Math.max(260, Math.floor(box.clientWidth));
  const cssH = Math.round(Math.min(440, Math.max(260, cssW * 0.72)));
  const key = `${plotView.resultKey}|${plotView.xMin}|${plotView.xMax}|${plotView.log}|${cssW}x${cssH}`;
  if (key === plotView.drawnKey) return;
  plotView.drawnKey = key;
  drawPlot(canvas, result.g, app.analysis.baseSet, cssW, cssH);
}

function drawPlot(canvas, g, baseSet, cssW, cssH) {
  const dpr = window.devicePixelRatio || 1;
  const ctx = sharpContext(canvas, cssW, cssH);

  const m = plotMargin;
  const width = cssW - m.left - m.right;
  const height = cssH - m.top - m.bottom;
  plotView.frame = { left: m.left, top: m.top, width, height };
  const xMin = plotView.xMin;
  const xMax = Math.max(plotView.xMax, xMin + 1);
  const useLog = plotView.log;

  let gMax = 1;
  for (let n = xMin; n <= xMax; n++) if (g[n - 1] > gMax) gMax = g[n - 1];
  const yTop = useLog ? Math.log10(gMax) * 1.08 + 0.05 : gMax * 1.06;
  const yOf = useLog
    ? (v) => m.top + height - (Math.log10(v) / yTop) * height
    : (v) => m.top + height - (v / yTop) * height;
  const xOf = (n) => m.left + ((n - xMin) / (xMax - xMin)) * width;

  const style = getComputedStyle(document.documentElement);
  const ink = style.getPropertyValue('--ink').trim() || '#1f2933';
  const muted = style.getPropertyValue('--muted').trim() || '#5b6672';
  const grid = style.getPropertyValue('--grid').trim() || '#e3e7ec';
  const accent = style.getPropertyValue('--accent').trim() || '#1d6fa5';
  const warm = style.getPropertyValue('--warm').trim() || '#c2410c';

  // grid and tick labels
  ctx.font = '14px system-ui, sans-serif';
  ctx.lineWidth = 1;
  ctx.strokeStyle = grid;
  ctx.fillStyle = muted;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const yTicks = [];
  if (useLog) {
    const top = 10 ** yTop;
    const decades = Math.log10(top);
    for (let p = 1; p <= top; p *= 10) {
      yTicks.push(p);
      if (decades < 3) for (const k of [2, 5]) if (p * k <= top) yTicks.push(p * k);
    }
  } else {
    const step = niceStep(yTop, 5);
    for (let v = 0; v <= yTop; v += step) yTicks.push(v);
  }
  for (const v of yTicks) {
    const y = Math.round(yOf(Math.max(v, useLog ? 1 : 0))) + 0.5;
    ctx.beginPath();
    ctx.moveTo(m.left, y);
    ctx.lineTo(m.left + width, y);
    ctx.stroke();
    ctx.fillText(plotTickLabel(v), m.left - 8, y);
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const xStep = niceStep(xMax - xMin, Math.max(2, Math.floor(width / 90)));
  for (let v = Math.ceil(xMin / xStep) * xStep; v <= xMax; v += xStep) {
    const x = Math.round(xOf(v)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(x, m.top);
    ctx.lineTo(x, m.top + height);
    ctx.stroke();
    ctx.fillText(plotTickLabel(v), x, m.top + height + 8);
  }
  ctx.fillStyle = ink;
  ctx.fillText('N', m.left + width / 2, m.top + height + 26);
  ctx.save();
  ctx.translate(14, m.top + height / 2);
  ctx.rotate(-Math.PI / 2);
  ctx.textBaseline = 'middle';
  ctx.fillText(useLog ? 'g(N)  (log scale)' : 'g(N)', 0, 0);
  ctx.restore();

  ctx.save();
  ctx.beginPath();
  ctx.rect(m.left, m.top, width, height);
  ctx.clip();

  // the diagonal g(N) = N (base members with g0(b) = b sit on it)
  ctx.strokeStyle = muted;
  ctx.setLineDash([5, 5]);
  ctx.globalAlpha = 0.5;
  ctx.beginPath();
  const steps = 200;
  for (let i = 0; i <= steps; i++) {
    const n = xMin + ((xMax - xMin) * i) / steps;
    const x = xOf(n);
    const y = yOf(Math.max(n, 1));
    if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
  }
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;

  const count = xMax - xMin + 1;
  if (count <= 4000) {
    const r = count <= 300 ? 3.2 : 2;
    for (let n = xMin; n <= xMax; n++) {
      ctx.fillStyle = baseSet.has(n) ? warm : accent;
      ctx.beginPath();
      ctx.arc(xOf(n), yOf(g[n - 1]), r, 0, 2 * Math.PI);
      ctx.fill();
    }
  } else {
    // bin into device-pixel cells; each occupied cell is drawn once
    const cols = Math.ceil(width * dpr);
    const rows = Math.ceil(height * dpr) + 1;
    const seen = new Uint8Array(cols * rows);
    const xScale = ((cols - 1) / (xMax - xMin));
    const logTop = yTop;
    for (let n = xMin; n <= xMax; n++) {
      const v = g[n - 1];
      const col = Math.round((n - xMin) * xScale);
      const frac = useLog ? Math.log10(v) / logTop : v / logTop;
      const row = Math.round((1 - frac) * (rows - 1));
      if (row >= 0 && row < rows) seen[row * cols + col] = 1;
    }
    ctx.fillStyle = accent;
    for (let row = 0; row < rows; row++) {
      const base = row * cols;
      for (let col = 0; col < cols; col++) {
        if (seen[base + col]) {
          ctx.fillRect(m.left + col / dpr - 1, m.top + row / dpr - 1, 2, 2);
        }
      }
    }
  }
  ctx.restore();

  ctx.strokeStyle = muted;
  ctx.strokeRect(m.left + 0.5, m.top + 0.5, width, height);
  byId('plot-canvas').setAttribute('aria-label',
    `Plot of g(N) for N from ${xMin} to ${xMax}; largest g(N) shown is ${gMax}`);
}
