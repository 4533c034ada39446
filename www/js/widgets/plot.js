// A canvas plot of g(N) against N, built in its host: points binned per device pixel, so 10^7
// values draw as fast as 10^3; log or linear y, a hover readout, drag to zoom, double-click to
// reset; base members (marked) in the warm colour; the diagonal g(N) = N dashed.

// (its words: the move-function section's catalogue, drawn again in another language)
import '../i18n/move_fn_section/index.js';
import { l10n, t, onLanguageChange } from '../core/i18n.js';
import { el, setText, fmtInt } from '../core/dom.js';
import { sharpContext, niceStep, plotTickLabel, themeColours, onThemeChange, drawLater } from './canvas.js';

const plotMargin = { left: 86, right: 18, top: 14, bottom: 46 };

/** ids: prefix of the ids inside. Returns {render({key, g, marked, upto})}: g a Uint32Array of
 *  g(1..upto), marked {has(n)} (the base), key changes when they do. */
export function createPlot(host, { ids = '' } = {}) {
  const view = { xMin: 1, xMax: 1, log: true, key: null, drawnKey: null, dragStart: null, frame: null };
  let data = null;
  const logBox = el('input', { type: 'checkbox', id: `${ids}plot-log`, checked: true });
  const canvas = el('canvas', { id: `${ids}plot-canvas`, class: 'plot-canvas', role: 'img', 'aria-label': t('mfs-plot-label') });
  const selection = el('div', { class: 'plot-selection', hidden: true });
  const readout = el('div', { class: 'plot-readout', id: `${ids}plot-readout`, 'aria-live': 'polite' });
  const box = el('div', { class: 'plot-box' }, canvas, selection);
  host.append(
    el('div', { class: 'plot-controls' },
      el('label', null, logBox, ' ', l10n(el('span'), 'mfs-plot-log')),
      l10n(el('span', { class: 'plot-hint' }), 'mfs-plot-hint')),
    box, readout);

  const drawSoon = drawLater(draw);
  const redraw = () => { view.drawnKey = null; if (data) render(data); };
  const defaultReadout = () => t('mfs-plot-readout');
  onLanguageChange(() => {
    if (!readout.textContent.startsWith('N =')) setText(readout, defaultReadout());
    redraw();
  });
  const localX = (e) => e.clientX - canvas.getBoundingClientRect().left;
  const xToN = (x) => {
    const fr = view.frame;
    const t = Math.min(1, Math.max(0, (x - fr.left) / fr.width));
    return Math.round(view.xMin + t * (view.xMax - view.xMin));
  };

  logBox.addEventListener('change', () => { view.log = logBox.checked; redraw(); });
  canvas.addEventListener('pointermove', (e) => {
    if (!data || !view.frame) return;
    const x = localX(e);
    if (view.dragStart !== null) {
      selection.hidden = false;
      selection.style.left = `${Math.min(x, view.dragStart)}px`;
      selection.style.width = `${Math.abs(x - view.dragStart)}px`;
      selection.style.top = `${plotMargin.top}px`;
      selection.style.height = `${view.frame.height}px`;
      return;
    }
    if (x < view.frame.left) return;
    const n = xToN(x);
    if (n >= 1 && n <= data.g.length) setText(readout, `N = ${fmtInt(n)}:  g(N) = ${fmtInt(data.g[n - 1])}`);
  });
  canvas.addEventListener('pointerleave', () => {
    if (view.dragStart === null) setText(readout, defaultReadout());
  });
  canvas.addEventListener('pointerdown', (e) => {
    const x = localX(e);
    if (!view.frame || x < plotMargin.left) return;
    view.dragStart = x;
    canvas.setPointerCapture(e.pointerId);
  });
  canvas.addEventListener('pointerup', (e) => {
    const start = view.dragStart;
    view.dragStart = null;
    selection.hidden = true;
    if (start === null || !view.frame) return;
    const end = localX(e);
    if (Math.abs(end - start) < 6) return;
    const a = xToN(Math.min(start, end));
    const b = xToN(Math.max(start, end));
    if (b - a >= 4) {
      view.xMin = a;
      view.xMax = b;
      redraw();
    }
  });
  canvas.addEventListener('dblclick', () => {
    if (!data) return;
    view.xMin = 1;
    view.xMax = data.upto;
    redraw();
  });
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(redraw).observe(box);
  onThemeChange(redraw);

  function render(next) {
    data = next;
    if (view.key !== next.key) {
      view.key = next.key;
      view.xMin = 1;
      view.xMax = next.upto;
      setText(readout, defaultReadout());
    }
    drawSoon();
  }

  function draw() {
    if (!data || !box.isConnected) return;
    const cssW = Math.max(260, Math.floor(box.clientWidth));
    const cssH = Math.round(Math.min(440, Math.max(260, cssW * 0.72)));
    const key = `${view.key}|${view.xMin}|${view.xMax}|${view.log}|${cssW}x${cssH}`;
    if (key === view.drawnKey || !box.clientWidth) return;
    view.drawnKey = key;
    drawPlot(canvas, data.g, data.marked, cssW, cssH, view);
  }

  return { render };
}

function drawPlot(canvas, g, baseSet, cssW, cssH, view) {
  const dpr = window.devicePixelRatio || 1;
  const ctx = sharpContext(canvas, cssW, cssH);

  const m = plotMargin;
  const width = cssW - m.left - m.right;
  const height = cssH - m.top - m.bottom;
  view.frame = { left: m.left, top: m.top, width, height };
  const xMin = view.xMin;
  const xMax = Math.max(view.xMax, xMin + 1);
  const useLog = view.log;

  let gMax = 1;
  for (let n = xMin; n <= xMax; n++) if (g[n - 1] > gMax) gMax = g[n - 1];
  const yTop = useLog ? Math.log10(gMax) * 1.08 + 0.05 : gMax * 1.06;
  const yOf = useLog
    ? (v) => m.top + height - (Math.log10(v) / yTop) * height
    : (v) => m.top + height - (v / yTop) * height;
  const xOf = (n) => m.left + ((n - xMin) / (xMax - xMin)) * width;

  const { ink, muted, grid, accent, warm } = themeColours(canvas);

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
  ctx.fillText(useLog ? t('mfs-plot-axis-log') : 'g(N)', 0, 0);
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
  canvas.setAttribute('aria-label', t('mfs-plot-label-range', { from: String(xMin), to: String(xMax), gmax: String(gMax) }));
}
