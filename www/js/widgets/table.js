// A paged table of a sequence v(1), v(2), … (g(N) of the move-function game), ten to a row, each
// cell N above v(N); marked cells (base members) highlighted; ◀ ▶ and "Go to N". Built in its host;
// its words are the move-function section's catalogue's (www/js/i18n/move_fn_section/), drawn
// again in another language.

import '../i18n/move_fn_section/index.js';
import { l10n, t, onLanguageChange } from '../core/i18n.js';
import { el, fill, setText, fmtInt, typedInt } from '../core/dom.js';
import { scrollRegion } from './scroll-region.js';

const columns = 10;

/** The first N of the page that holds n. */
export function tablePageStart(n, pageSize) {
  return Math.floor((n - 1) / pageSize) * pageSize + 1;
}

/**
 * options: {ids, pageSize (100), name ('g'), markedTitle (' — N is in the base', in the language shown)}.
 * Returns {render({key, upto, value(n), marked(n)}), goto(n)}.
 */
export function createTable(host, { ids = '', pageSize = 100, name = 'g', markedTitle = null } = {}) {
  let start = 1;
  let focusN = null;
  let data = null;
  let drawnKey = null;
  const prev = l10n(el('button', { type: 'button', class: 'btn btn-small', id: `${ids}table-prev` }, '◀'), 'mfs-table-previous');
  const next = l10n(el('button', { type: 'button', class: 'btn btn-small', id: `${ids}table-next` }, '▶'), 'mfs-table-next');
  const range = el('span', { class: 'table-range', id: `${ids}table-range` });
  const go = el('input', { id: `${ids}table-goto`, class: 'mono small-input', type: 'text', inputmode: 'numeric', autocomplete: 'off' });
  const caption = el('caption', { class: 'visually-hidden' });
  const body = el('tbody', { id: `${ids}g-table-body` });
  host.append(
    el('div', { class: 'table-controls' }, prev, range, next,
      l10n(el('label', { for: `${ids}table-goto`, class: 'goto-label' }), 'mfs-table-goto'), go),
    scrollRegion(el('div', { class: 'table-wrap' }, el('table', { class: 'g-table', id: `${ids}g-table` }, caption, body)),
      { toString: () => t('mfs-table-region') }));
  onLanguageChange(() => {
    const region = host.querySelector('.table-wrap[aria-label]');
    if (region) region.setAttribute('aria-label', t('mfs-table-region'));
    drawnKey = null;
    if (data) render(data);
  });

  const turn = (direction) => {
    if (!data) return;
    start = Math.max(1, Math.min(tablePageStart(data.upto, pageSize), start + direction * pageSize));
    focusN = null;
    render(data);
  };
  prev.addEventListener('click', () => turn(-1));
  next.addEventListener('click', () => turn(1));
  go.addEventListener('keydown', (e) => { if (e.key === 'Enter') goto(go.value); });
  go.addEventListener('change', () => goto(go.value));

  function goto(text) {
    const n = typedInt(text);
    if (!data || !Number.isInteger(n) || n < 1) return;
    focusN = Math.min(n, data.upto);
    start = tablePageStart(focusN, pageSize);
    render(data);
  }

  function render(d) {
    if (data && d.key !== data.key && start > d.upto) start = tablePageStart(d.upto, pageSize);
    data = d;
    const end = Math.min(d.upto, start + pageSize - 1);
    prev.disabled = start <= 1;
    next.disabled = end >= d.upto;
    setText(range, t('mfs-table-range', { from: fmtInt(start), to: fmtInt(end), upto: fmtInt(d.upto) }));
    const key = `${d.key}|${start}|${focusN}`;
    if (key === drawnKey) return;
    drawnKey = key;
    const rows = [];
    const inBase = markedTitle ?? ` ${t('mfs-table-in-base')}`;
    for (let rowStart = start; rowStart <= end; rowStart += columns) {
      const cells = [];
      for (let n = rowStart; n < rowStart + columns; n++) {
        if (n > end) {
          cells.push(el('td', { class: 'empty' }));
          continue;
        }
        const value = d.value(n);
        const marked = d.marked(n);
        cells.push(el('td', {
          class: [marked ? 'in-base' : '', n === focusN ? 'focus' : ''].join(' ').trim() || null,
          'data-n': n,
          title: `${name}(${n}) = ${value}${marked ? inBase : ''}`,
        },
        el('span', { class: 'cell-n' }, fmtInt(n)),
        el('span', { class: 'cell-g' }, fmtInt(value))));
      }
      rows.push(el('tr', null, cells));
    }
    fill(body, rows);
    setText(caption, t('mfs-table-caption', { gn: `${name}(N)`, from: String(start), to: String(end) }));
  }

  return { render, goto };
}
