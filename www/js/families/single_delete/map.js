// Single-delete Nim: the P-positions on a map over (a, b), 1 ≤ a, b ≤ S, with the other k − 2
// piles fixed — a cell per position, dark where the player to move loses. Pointing at a cell (or
// moving with the arrow keys) shows the position, its binary digits and the engine's reason;
// clicking keeps it shown, with a button to play from it. A widget: the canvas, the legend and
// the readout are built in its host; the colours are the theme's.

import { el, fill, fmtInt, withSubscripts } from '../../core/dom.js';
import { sharpContext, niceStep, themeRgbs, rgbText, onThemeChange, drawLater } from '../../widgets/canvas.js';
import { alignedDigits, pilesText, statementTitle } from './digits.js';

const margin = { left: 52, right: 12, top: 10, bottom: 44 };


/**
 * host: where to build. options: {ids (prefix of the ids inside), explain(position) → Promise of
 * the engine's {p, reason, text}, play(position), names(k) → the pile names ['a', 'b', 'c', …]}.
 * Returns {render(map, key)}: map is {piles, max, rest, pMap} (pMap[(a − 1)·max + (b − 1)] is 1
 * where (a, b, ...rest) is P); key changes with it.
 */
export function createDeleteMap(host, options) {
  const ids = options.ids || '';
  const canvas = el('canvas', {
    id: `${ids}map-canvas`, role: 'img', tabindex: '0',
    'aria-label': 'P-positions over a and b; the arrow keys move the chosen cell, Enter plays from it',
  });
  const box = el('div', { class: 'plot-box d-map-box', id: `${ids}map-box` }, canvas);
  const readout = el('div', { id: `${ids}map-readout`, class: 'd-map-readout', 'aria-live': 'polite' });
  host.append(el('div', { class: 'd-map-layout' },
    box,
    el('div', { class: 'd-map-side' },
      el('p', { class: 'legend d-map-legend' },
        el('span', { class: 'd-key' }, el('span', { class: 'swatch d-swatch-p' }), ' P: the player to move loses'),
        el('span', { class: 'd-key' }, el('span', { class: 'swatch d-swatch-n' }), ' N: the player to move wins')),
      readout)));

  let map = null;          // {piles, max, rest, pMap}
  let frame = null;        // {left, top, side, cell}
  let pixels = null;       // one pixel per cell, drawn scaled up
  let painted = false;      // pixels are of the current map
  let colours = null;
  let drawnKey = null;
  let pointed = null;      // {a, b}
  let pinned = null;
  let shownKey = null;
  let explainToken = 0;

  const isP = (a, b) => map.pMap[(a - 1) * map.max + (b - 1)] === 1;
  const position = (c) => [c.a, c.b, ...map.rest];

  function cellAt(e) {
    if (!map || !frame) return null;
    const rect = canvas.getBoundingClientRect();
    const x = e.clientX - rect.left - frame.left;
    const y = e.clientY - rect.top - frame.top;
    if (x < 0 || y < 0 || x >= frame.side || y >= frame.side) return null;
    return { a: Math.floor(x / frame.cell) + 1, b: map.max - Math.floor(y / frame.cell) };
  }

  function readColours() {
    const [p, n, lines, ink, pointedColour, pinnedColour] = themeRgbs(canvas,
      ['var(--accent)', 'var(--surface-2)', 'var(--card)', 'var(--ink)', 'var(--focus)', 'var(--warm)']);
    colours = { p, n, lines, ink, pointed: pointedColour, pinned: pinnedColour };
  }

  function drawPixels() {
    const n = map.max;
    const image = new ImageData(n, n);
    for (let a = 1; a <= n; a++) {
      for (let b = 1; b <= n; b++) {
        const rgb = isP(a, b) ? colours.p : colours.n;
        const at = ((n - b) * n + (a - 1)) * 4;
        image.data[at] = rgb[0];
        image.data[at + 1] = rgb[1];
        image.data[at + 2] = rgb[2];
        image.data[at + 3] = 255;
      }
    }
    pixels = document.createElement('canvas');
    pixels.width = n;
    pixels.height = n;
    pixels.getContext('2d').putImageData(image, 0, 0);
  }

  function outline(ctx, c, colour) {
    if (!c) return;
    const { left, top, side, cell } = frame;
    ctx.strokeStyle = rgbText(colour);
    ctx.lineWidth = 3;
    ctx.strokeRect(left + (c.a - 1) * cell - 1.5, top + side - c.b * cell - 1.5, cell + 3, cell + 3);
  }

  function draw() {
    const width = box.clientWidth || 560;
    const side0 = Math.max(160, Math.min(width - margin.left - margin.right, 560));
    // whole pixels per cell where they fit, so that every cell is drawn the same size
    const cell = side0 >= map.max ? Math.floor(side0 / map.max) : side0 / map.max;
    const side = cell * map.max;
    frame = { left: margin.left, top: margin.top, side, cell };
    const ctx = sharpContext(canvas, side + margin.left + margin.right, side + margin.top + margin.bottom);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(pixels, margin.left, margin.top, side, side);
    if (cell >= 7) {
      // lines between the cells, in the card's colour
      ctx.strokeStyle = rgbText(colours.lines);
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let i = 0; i <= map.max; i++) {
        const at = Math.round(i * cell) + 0.5;
        ctx.moveTo(margin.left + at, margin.top);
        ctx.lineTo(margin.left + at, margin.top + side);
        ctx.moveTo(margin.left, margin.top + at);
        ctx.lineTo(margin.left + side, margin.top + at);
      }
      ctx.stroke();
    }
    // ticks at the centres of round values; a along the bottom, b up the left
    ctx.fillStyle = rgbText(colours.ink);
    ctx.font = '13px system-ui, sans-serif';
    const step = map.max <= 16 ? 1 : niceStep(map.max, 8);
    const ticks = step === 1 ? [] : [1];
    for (let v = step; v <= map.max; v += step) ticks.push(v);
    for (const v of ticks) {
      const at = (v - 0.5) * cell;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.fillText(fmtInt(v), margin.left + at, margin.top + side + 5);
      ctx.textAlign = 'right';
      ctx.textBaseline = 'middle';
      ctx.fillText(fmtInt(v), margin.left - 6, margin.top + side - at);
    }
    const [nameA, nameB] = options.names(map.piles);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.font = 'italic 15px Georgia, serif';
    ctx.fillText(nameA, margin.left + side / 2, margin.top + side + 23);
    ctx.textBaseline = 'middle';
    ctx.fillText(nameB, 12, margin.top + side / 2);
    outline(ctx, pinned, colours.pinned);
    if (pointed && (!pinned || pointed.a !== pinned.a || pointed.b !== pinned.b)) outline(ctx, pointed, colours.pointed);
    Object.assign(canvas.dataset, {
      max: String(map.max), left: String(frame.left), top: String(frame.top), side: String(side), cell: String(cell),
      rest: map.rest.join(','),
    });
  }

  function describe(c) {
    const k = map.piles;
    const names = options.names(k);
    const pos = position(c);
    const p = isP(c.a, c.b);
    const why = el('p', { class: 'd-map-why', id: `${ids}map-why` }, '…');
    const token = ++explainToken;
    options.explain(pos).then((answer) => {
      if (token !== explainToken) return;
      fill(why, answer.reason && answer.reason !== 'search'
        ? el('strong', null, `${statementTitle(answer.reason)}: `) : el('strong', null, 'Search: '), withSubscripts(answer.text));
      why.dataset.reason = answer.reason;
    }, (err) => {
      if (token === explainToken && !err.cancelled) fill(why, String(err.message || err));
    });
    fill(readout,
      el('p', { class: 'd-map-pos' },
        el('span', { class: 'mono', id: `${ids}map-position`, 'data-piles': pos.join(',') },
          pos.map((v, i) => `${names[i]} = ${fmtInt(v)}`).join(', ')),
        ' ', el('span', { class: `d-pn ${p ? 'p' : 'n'}`, id: `${ids}map-pn` }, p ? 'P' : 'N'),
        el('span', { class: 'd-pn-words' }, p ? ' the player to move loses' : ' the player to move wins')),
      why,
      alignedDigits(pos, { labels: names.slice(0, k) }),
      el('button', { type: 'button', class: 'btn', id: `${ids}map-play`, onclick: () => options.play(pos) },
        `Play from ${pilesText(pos)}`));
  }

  function showReadout() {
    const c = pointed || pinned;
    const key = c && map ? `${drawnKey}|${c.a},${c.b}` : `none|${drawnKey}`;
    if (key === shownKey) return;
    shownKey = key;
    if (c && map) describe(c);
    else {
      explainToken++;
      fill(readout, el('p', { class: 'explain' }, map
        ? 'Point at a cell to see the position and why it is P or N; click to keep it (or use the arrow keys).' : ''));
    }
  }

  function redraw() {
    if (!map || !painted) return; // the new map's pixels come in paint()
    draw();
    showReadout();
  }

  /** The map's pixels and overlays, in a task after the frame that shows the rest (drawLater). */
  function paint() {
    if (!map) return;
    readColours();
    drawPixels();
    painted = true;
    redraw();
  }
  const paintSoon = drawLater(paint);

  onThemeChange(paint);

  canvas.addEventListener('pointermove', (e) => {
    const c = cellAt(e);
    if (c && pointed && c.a === pointed.a && c.b === pointed.b) return;
    pointed = c;
    redraw();
  });
  canvas.addEventListener('pointerleave', () => {
    pointed = null;
    redraw();
  });
  canvas.addEventListener('click', (e) => {
    const c = cellAt(e);
    if (!c) return;
    pinned = c;
    pointed = null;
    redraw();
  });
  canvas.addEventListener('keydown', (e) => {
    if (!map) return;
    const step = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[e.key];
    if (step) {
      e.preventDefault();
      const c = pinned || { a: 1, b: 1 };
      pinned = {
        a: Math.min(map.max, Math.max(1, c.a + (pinned ? step[0] : 0))),
        b: Math.min(map.max, Math.max(1, c.b + (pinned ? step[1] : 0))),
      };
      pointed = null;
      redraw();
    } else if (e.key === 'Enter' && pinned) {
      e.preventDefault();
      options.play(position(pinned));
    }
  });
  if (typeof ResizeObserver !== 'undefined') {
    let lastWidth = 0;
    new ResizeObserver(() => {
      if (box.clientWidth === lastWidth) return;
      lastWidth = box.clientWidth;
      redraw();
    }).observe(box);
  }

  return {
    /** Shows `next` ({piles, max, rest, pMap}); `key` changes with it. */
    render(next, key) {
      if (key === drawnKey) return;
      drawnKey = key;
      const sameRange = map && next && map.max === next.max && map.piles === next.piles;
      map = next;
      if (!sameRange) pinned = null;
      pointed = null;
      painted = false;
      paintSoon();
    },
  };
}
