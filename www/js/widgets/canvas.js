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

/** A colour (any CSS colour, e.g. 'var(--warm)', which may be light-dark(…) underneath) as
 *  [r, g, b], resolved at node (so the theme of the element or page around it applies). */
export function themeRgb(node, colour) {
  const before = node.style.color;
  node.style.color = colour;
  const rgb = (getComputedStyle(node).color.match(/[\d.]+/g) || ['128', '128', '128']).slice(0, 3).map(Number);
  node.style.color = before;
  return rgb;
}

/** [r, g, b] as a canvas colour. */
export const rgbText = (rgb) => `rgb(${rgb.join(', ')})`;

/** The theme's colours as canvas colours, resolved at node. */
export function themeColours(node) {
  const names = ['ink', 'muted', 'grid', 'line', 'card', 'accent', 'warm', 'good', 'bad'];
  return Object.fromEntries(names.map((name) => [name, rgbText(themeRgb(node, `var(--${name})`))]));
}

/** Calls repaint() whenever the theme may have changed: the system's colour scheme, the
 *  playground's theme menu or an element's theme attribute (both send 'nimlab-theme' on the
 *  document), so canvases read their colours again. */
export function onThemeChange(repaint) {
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', repaint);
  document.addEventListener('nimlab-theme', repaint);
}

/** Tells every canvas on the page that the theme changed. */
export function themeChanged() {
  document.dispatchEvent(new Event('nimlab-theme'));
}
