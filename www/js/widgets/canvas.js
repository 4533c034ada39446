// Drawing helpers of every canvas picture (the plot of g(N), blocking Nim's safe piles, the
// Grundy heat map, the single-delete map): sharp pixels, round ticks, tick labels, and the theme's
// colours read where the canvas is (so a theme set on an element, inside its shadow root, applies).

import { fmtInt } from '../core/dom.js';

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

/** A round step (1, 2 or 5 times a power of ten) giving about `count` ticks over `span`. */
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

/** Colours (any CSS colours, e.g. 'var(--warm)', which may be light-dark(…) underneath) as
 *  [r, g, b] each, resolved beside node (so the theme of the element or page around it applies):
 *  probes appended at once and read at once, one style recalculation for all of them. */
export function themeRgbs(node, colours) {
  const host = node.parentNode || node;
  const probes = colours.map((colour) => {
    const probe = document.createElement('span');
    probe.hidden = true;
    probe.style.color = colour;
    return probe;
  });
  host.append(...probes);
  const rgbs = probes.map((probe) => (getComputedStyle(probe).color.match(/[\d.]+/g) || ['128', '128', '128']).slice(0, 3).map(Number));
  for (const probe of probes) probe.remove();
  return rgbs;
}

/** One colour as [r, g, b], as themeRgbs resolves it. */
export function themeRgb(node, colour) {
  return themeRgbs(node, [colour])[0];
}

/** [r, g, b] as a canvas colour. */
export const rgbText = (rgb) => `rgb(${rgb.join(', ')})`;

/** The theme's colours as canvas colours, resolved at node. */
export function themeColours(node) {
  const names = ['ink', 'muted', 'grid', 'line', 'card', 'accent', 'warm', 'good', 'bad'];
  const rgbs = themeRgbs(node, names.map((name) => `var(--${name})`));
  return Object.fromEntries(names.map((name, i) => [name, rgbText(rgbs[i])]));
}

/** Calls repaint() whenever the theme may have changed: the system's colour scheme, the
 *  playground's theme menu or an element's theme attribute (both send 'nimlab-theme' on the
 *  document), so canvases read their colours again. */
export function onThemeChange(repaint) {
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', repaint);
  document.addEventListener('nimlab-theme', repaint);
}

/** Returns a function that runs draw() in a task of its own, once however often it is called
 *  before that task: a picture is drawn after the frame that shows the numbers beside it, so
 *  measuring its box (a forced layout) and painting it do not lengthen that frame's task. */
export function drawLater(draw) {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    setTimeout(() => {
      queued = false;
      draw();
    }, 0);
  };
}

/** Tells every canvas on the page that the theme changed. */
export function themeChanged() {
  document.dispatchEvent(new Event('nimlab-theme'));
}
