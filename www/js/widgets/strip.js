// A sequence of values in the layout of Cut The Knot's applet: two rows, the argument above
// (pile size) and the value below (Grundy number), wrapped into as many lines as the width
// needs, each line with its row labels; marked cells (the zeros) highlighted. Long sequences
// are shown a page at a time, with ◀ ▶ buttons.

import { el, fill, fmtInt } from '../core/dom.js';
import { l10n } from '../core/i18n.js';
import './play-words.js';

const stripPageSize = 240;
const stripLabelRem = 7.5;

/** A strip in `box`; `onPage` is called (to redraw) after ◀ or ▶. Returns {render, reset}. */
export function createValueStrip(box, onPage) {
  let start = 0;
  let drawnKey = null;
  const prev = l10n(el('button', { type: 'button', class: 'btn btn-small' }, '◀'), 'play-strip-previous');
  const next = l10n(el('button', { type: 'button', class: 'btn btn-small' }, '▶'), 'play-strip-next');
  const range = el('span', { class: 'table-range' });
  const goto = l10n(el('input', { type: 'text', class: 'mono small-input', inputmode: 'numeric', autocomplete: 'off' }), 'play-strip-goto-field');
  const pager = el('div', { class: 'table-controls strip-pager' }, prev, range, next,
    el('label', { class: 'goto-label' }, l10n(el('span'), 'play-strip-goto'), ' ', goto));
  const lines = el('div', { class: 'strip-lines' });
  let from = 0;
  box.append(pager, lines);
  const turn = (to) => { start = Math.max(0, to); drawnKey = null; onPage(); };
  prev.addEventListener('click', () => turn(start - stripPageSize));
  next.addEventListener('click', () => turn(start + stripPageSize));
  goto.addEventListener('change', () => {
    const n = Number(goto.value.replace(/[\s\u202f,_]/g, ''));
    if (Number.isInteger(n) && n >= from) turn(Math.floor((n - from) / stripPageSize) * stripPageSize);
  });
  if (typeof ResizeObserver !== 'undefined') {
    new ResizeObserver(() => { drawnKey = null; onPage(); }).observe(box);
  }

  /**
   * spec: {key (changes when the values do), from, to (arguments, inclusive), value(i),
   *        top, bottom (row labels), marked(i, v), title(i, v), period (optional: lines are a multiple of it)}
   */
  function render(spec) {
    from = spec.from;
    const count = spec.to - spec.from + 1;
    if (start >= count) start = Math.floor((count - 1) / stripPageSize) * stripPageSize;
    const first = spec.from + start;
    const last = Math.min(spec.to, first + stripPageSize - 1);
    const perLine = lineLength(box, spec, first, last);
    const key = `${spec.key}|${first}|${last}|${perLine}`;
    pager.hidden = count <= stripPageSize;
    prev.disabled = start === 0;
    next.disabled = last >= spec.to;
    // (named, not only filled: a change of language fills it again; the arguments as the cells
    // write them)
    l10n(range, 'play-strip-range', { first: fmtInt(first), last: fmtInt(last), from: fmtInt(spec.from), to: fmtInt(spec.to) });
    if (key === drawnKey) return;
    drawnKey = key;
    const tables = [];
    for (let lineStart = first; lineStart <= last; lineStart += perLine) {
      const lineEnd = Math.min(last, lineStart + perLine - 1);
      const tops = [];
      const values = [];
      for (let i = lineStart; i <= lineEnd; i++) {
        const v = spec.value(i);
        const mark = spec.marked(i, v);
        tops.push(el('td', { class: mark ? 'strip-arg marked' : 'strip-arg' }, fmtInt(i)));
        values.push(el('td', { class: mark ? 'strip-val marked' : 'strip-val', 'data-n': i, title: spec.title(i, v) }, fmtInt(v)));
      }
      tables.push(el('table', { class: 'strip-line' },
        el('tbody', null,
          el('tr', null, el('th', { scope: 'row' }, spec.top), tops),
          el('tr', null, el('th', { scope: 'row' }, spec.bottom), values))));
    }
    fill(lines, tables);
  }

  return {
    render,
    /** Back to the first page (new values). */
    reset() { start = 0; drawnKey = null; },
  };
}

/** How many columns fit on a line of the box, for the arguments and values of the page; when
 *  the page needs several lines and has a period q that fits, a multiple of q, so that the
 *  columns line up by the residue mod q. */
function lineLength(box, spec, first, last) {
  const rem = parseFloat(getComputedStyle(box).fontSize) || 16;
  let valueDigits = 1;
  for (let i = first; i <= last; i++) valueDigits = Math.max(valueDigits, String(spec.value(i)).length);
  const argDigits = String(last).length;
  const cell = (Math.max(2.4, 0.5 * argDigits + 0.9, 0.75 * valueDigits + 0.6) * rem) + 2;
  const label = (window.matchMedia('(max-width: 700px)').matches ? 5.6 : stripLabelRem) * rem;
  const fit = Math.max(4, Math.floor(((box.clientWidth || 800) - label) / cell));
  const q = spec.period;
  if (last - first < fit || !q || q < 2 || q > fit) return fit;
  return Math.floor(fit / q) * q;
}
