// Single-delete Nim: the P-positions on a map over (a, b), 1 ≤ a, b ≤ S, with the other k − 2
// piles fixed — a cell per position, dark where the player to move loses. Pointing at a cell (or
// moving with the arrow keys) shows the position, its binary digits and the engine's reason;
// clicking keeps it shown, with a button to play from it. A widget: the canvas, the legend and
// the readout are built in its host; the colours are the theme's.

import { el, fill, fmtInt, withSubscripts } from '../../core/dom.js';
import { say } from '../../core/words.js';
import { sharpContext, niceStep, themeRgbs, rgbText, onThemeChange, drawLater } from '../../widgets/canvas.js';
import { l10n, t, onLanguageChange } from '../../core/i18n.js';
import { alignedDigits, pilesText, statementTitle } from './digits.js';
// (why a position is P or N: the analysis part's sentences)
import '../../i18n/single_delete_analysis/index.js';
import '../../i18n/single_delete_section/index.js';

const margin = { left: 52, right: 12, top: 10, bottom: 44 };


/**
 * host: where to build. options: {ids (prefix of the ids inside), explain(position) → Promise of
 * the engine's {p, reason, text}, play(position), names(k) → the pile names ['a', 'b', 'c', …]}.
 * Returns {render(map, key)}: map is {piles, max, rest, pMap} (pMap[(a − 1)·max + (b − 1)] is 1
 * where (a, b, ...rest) is P); key changes with it.
 */
export function createDeleteMap(host, options) {
  const ids = options.ids || '';
  const canvas = l10n(el('canvas', { id: `${ids}map-canvas`, role: 'img', tabindex: '0' }), 'sds-map-canvas');
  const box = el('div', { class: 'plot-box d-map-box', id: `${ids}map-box` }, canvas);
  const readout = el('div', { id: `${ids}map-readout`, class: 'd-map-readout', 'aria-live': 'polite' });
  host.append(el('div', { class: 'd-map-layout' },
    box,
    el('div', { class: 'd-map-side' },
      el('p', { class: 'legend d-map-legend' },
        el('span', { class: 'd-key' }, el('span', { class: 'swatch d-swatch-p' }), ' ', l10n(el('span'), 'sds-key-p')),
        el('span', { class: 'd-key' }, el('span', { class: 'swatch d-swatch-n' }), ' ', l10n(el('span'), 'sds-key-n'))),
      readout)));

  // the map's state: one object, read and written by the functions below
  const st = {
    ids,
    options,
    canvas,
    box,
    readout,
    map: null,          // {piles, max, rest, pMap}
    frame: null,        // {left, top, side, cell}
    pixels: null,       // one pixel per cell, drawn scaled up
    painted: false,     // pixels are of the current map
    colours: null,
    drawnKey: null,
    pointed: null,      // {a, b}
    pinned: null,
    shownKey: null,
    explainToken: 0,
    paintSoon: null,
  };
  st.paintSoon = drawLater(() => paint(st));

  onThemeChange(() => paint(st));
  // another language: the readout is written again in it
  onLanguageChange(() => {
    st.shownKey = null;
    if (st.map && st.painted) showReadout(st);
  });

  st.canvas.addEventListener('pointermove', (e) => {
    const c = cellAt(st, e);
    if (c && st.pointed && c.a === st.pointed.a && c.b === st.pointed.b) return;
    st.pointed = c;
    redraw(st);
  });
  st.canvas.addEventListener('pointerleave', () => {
    st.pointed = null;
    redraw(st);
  });
  st.canvas.addEventListener('click', (e) => {
    const c = cellAt(st, e);
    if (!c) return;
    st.pinned = c;
    st.pointed = null;
    redraw(st);
  });
  st.canvas.addEventListener('keydown', (e) => {
    if (!st.map) return;
    const step = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[e.key];
    if (step) {
      e.preventDefault();
      const c = st.pinned || { a: 1, b: 1 };
      st.pinned = {
        a: Math.min(st.map.max, Math.max(1, c.a + (st.pinned ? step[0] : 0))),
        b: Math.min(st.map.max, Math.max(1, c.b + (st.pinned ? step[1] : 0))),
      };
      st.pointed = null;
      redraw(st);
    } else if (e.key === 'Enter' && st.pinned) {
      e.preventDefault();
      st.options.play(position(st, st.pinned));
    }
  });
  if (typeof ResizeObserver !== 'undefined') {
    let lastWidth = 0;
    new ResizeObserver(() => {
      if (st.box.clientWidth === lastWidth) return;
      lastWidth = st.box.clientWidth;
      redraw(st);
    }).observe(st.box);
  }

  return {
    /** Shows `next` ({piles, max, rest, pMap}); `key` changes with it. */
    render(next, key) {
      if (key === st.drawnKey) return;
      st.drawnKey = key;
      const sameRange = st.map && next && st.map.max === next.max && st.map.piles === next.piles;
      st.map = next;
      if (!sameRange) st.pinned = null;
      st.pointed = null;
      st.painted = false;
      st.paintSoon();
    },
  };
}

const isP = (st, a, b) => st.map.pMap[(a - 1) * st.map.max + (b - 1)] === 1;
const position = (st, c) => [c.a, c.b, ...st.map.rest];

function cellAt(st, e) {
  if (!st.map || !st.frame) return null;
  const rect = st.canvas.getBoundingClientRect();
  const x = e.clientX - rect.left - st.frame.left;
  const y = e.clientY - rect.top - st.frame.top;
  if (x < 0 || y < 0 || x >= st.frame.side || y >= st.frame.side) return null;
  return { a: Math.floor(x / st.frame.cell) + 1, b: st.map.max - Math.floor(y / st.frame.cell) };
}

function readColours(st) {
  const [p, n, lines, ink, pointedColour, pinnedColour] = themeRgbs(st.canvas,
    ['var(--accent)', 'var(--surface-2)', 'var(--card)', 'var(--ink)', 'var(--focus)', 'var(--warm)']);
  st.colours = { p, n, lines, ink, pointed: pointedColour, pinned: pinnedColour };
}

function drawPixels(st) {
  const n = st.map.max;
  const image = new ImageData(n, n);
  for (let a = 1; a <= n; a++) {
    for (let b = 1; b <= n; b++) {
      const rgb = isP(st, a, b) ? st.colours.p : st.colours.n;
      const at = ((n - b) * n + (a - 1)) * 4;
      image.data[at] = rgb[0];
      image.data[at + 1] = rgb[1];
      image.data[at + 2] = rgb[2];
      image.data[at + 3] = 255;
    }
  }
  st.pixels = document.createElement('canvas');
  st.pixels.width = n;
  st.pixels.height = n;
  st.pixels.getContext('2d').putImageData(image, 0, 0);
}

function outline(st, ctx, c, colour) {
  if (!c) return;
  const { left, top, side, cell } = st.frame;
  ctx.strokeStyle = rgbText(colour);
  ctx.lineWidth = 3;
  ctx.strokeRect(left + (c.a - 1) * cell - 1.5, top + side - c.b * cell - 1.5, cell + 3, cell + 3);
}

function draw(st) {
  const width = st.box.clientWidth || 560;
  const side0 = Math.max(160, Math.min(width - margin.left - margin.right, 560));
  // whole pixels per cell where they fit, so that every cell is drawn the same size
  const cell = side0 >= st.map.max ? Math.floor(side0 / st.map.max) : side0 / st.map.max;
  const side = cell * st.map.max;
  st.frame = { left: margin.left, top: margin.top, side, cell };
  const ctx = sharpContext(st.canvas, side + margin.left + margin.right, side + margin.top + margin.bottom);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(st.pixels, margin.left, margin.top, side, side);
  if (cell >= 7) {
    // lines between the cells, in the card's colour
    ctx.strokeStyle = rgbText(st.colours.lines);
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let i = 0; i <= st.map.max; i++) {
      const at = Math.round(i * cell) + 0.5;
      ctx.moveTo(margin.left + at, margin.top);
      ctx.lineTo(margin.left + at, margin.top + side);
      ctx.moveTo(margin.left, margin.top + at);
      ctx.lineTo(margin.left + side, margin.top + at);
    }
    ctx.stroke();
  }
  // ticks at the centres of round values; a along the bottom, b up the left
  ctx.fillStyle = rgbText(st.colours.ink);
  ctx.font = '13px system-ui, sans-serif';
  const step = st.map.max <= 16 ? 1 : niceStep(st.map.max, 8);
  const ticks = step === 1 ? [] : [1];
  for (let v = step; v <= st.map.max; v += step) ticks.push(v);
  for (const v of ticks) {
    const at = (v - 0.5) * cell;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillText(fmtInt(v), margin.left + at, margin.top + side + 5);
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    ctx.fillText(fmtInt(v), margin.left - 6, margin.top + side - at);
  }
  const [nameA, nameB] = st.options.names(st.map.piles);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.font = 'italic 15px Georgia, serif';
  ctx.fillText(nameA, margin.left + side / 2, margin.top + side + 23);
  ctx.textBaseline = 'middle';
  ctx.fillText(nameB, 12, margin.top + side / 2);
  outline(st, ctx, st.pinned, st.colours.pinned);
  if (st.pointed && (!st.pinned || st.pointed.a !== st.pinned.a || st.pointed.b !== st.pinned.b)) outline(st, ctx, st.pointed, st.colours.pointed);
  Object.assign(st.canvas.dataset, {
    max: String(st.map.max), left: String(st.frame.left), top: String(st.frame.top), side: String(side), cell: String(cell),
    rest: st.map.rest.join(','),
  });
}

function describe(st, c) {
  const k = st.map.piles;
  const names = st.options.names(k);
  const pos = position(st, c);
  const p = isP(st, c.a, c.b);
  const why = el('p', { class: 'd-map-why', id: `${st.ids}map-why` }, '…');
  const token = ++st.explainToken;
  st.options.explain(pos).then((answer) => {
    if (token !== st.explainToken) return;
    fill(why, answer.reason && answer.reason !== 'search'
      ? el('strong', null, `${t('sds-map-reason', { name: statementTitle(answer.reason) })} `) : el('strong', null, `${t('sds-map-search')} `),
    withSubscripts(say(answer.message, answer.text)));
    why.dataset.reason = answer.reason;
  }, (err) => {
    if (token === st.explainToken && !err.cancelled) fill(why, String(err.message || err));
  });
  fill(st.readout,
    el('p', { class: 'd-map-pos' },
      el('span', { class: 'mono', id: `${st.ids}map-position`, 'data-piles': pos.join(',') },
        pos.map((v, i) => `${names[i]} = ${fmtInt(v)}`).join(', ')),
      ' ', el('span', { class: `d-pn ${p ? 'p' : 'n'}`, id: `${st.ids}map-pn` }, p ? 'P' : 'N'),
      el('span', { class: 'd-pn-words' }, ` ${t(p ? 'sds-pn-loses' : 'sds-pn-wins')}`)),
    why,
    alignedDigits(pos, { labels: names.slice(0, k) }),
    el('button', { type: 'button', class: 'btn', id: `${st.ids}map-play`, onclick: () => st.options.play(pos) },
      t('sds-map-play', { piles: pilesText(pos) })));
}

function showReadout(st) {
  const c = st.pointed || st.pinned;
  const key = c && st.map ? `${st.drawnKey}|${c.a},${c.b}` : `none|${st.drawnKey}`;
  if (key === st.shownKey) return;
  st.shownKey = key;
  if (c && st.map) describe(st, c);
  else {
    st.explainToken++;
    fill(st.readout, el('p', { class: 'explain' }, st.map
      ? t('sds-map-point') : ''));
  }
}

function redraw(st) {
  if (!st.map || !st.painted) return; // the new map's pixels come in paint(st)
  draw(st);
  showReadout(st);
}

/** The map's pixels and overlays, in a task after the frame that shows the rest (drawLater). */
function paint(st) {
  if (!st.map) return;
  readColours(st);
  drawPixels(st);
  st.painted = true;
  redraw(st);
}
