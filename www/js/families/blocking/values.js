// Blocking Nim's small table of the sequences: i = 1 … 12 across, the rows c_i, m_i, M_i and
// u_i = M_i − m_i − c_i (the engine's blockingValues). A negative u_i, and the columns where the
// shown analysis finds condition (1) or (2) failing, are marked.

import { el, fill } from '../../core/dom.js';
import { t, language } from '../../core/i18n.js';
import '../../i18n/blocking_section/index.js';

/**
 * table: a <table>. render(values, failing): values {c, m, M, u} (arrays, or null: numbers, and
 * decimal strings past 2^53 − 1, shown as they come); failing {c: Set of i, u: Set of i}.
 */
export function createValuesTable(table) {
  let drawnKey = null;

  function render(values, failing) {
    const key = values ? `${JSON.stringify(values)}|${[...failing.c]}|${[...failing.u]}|${language()}` : '';
    if (key === drawnKey) return;
    drawnKey = key;
    if (!values) {
      fill(table);
      return;
    }
    const n = values.c.length;
    const head = el('tr', null, el('th', { scope: 'row' }, el('i', null, 'i')),
      Array.from({ length: n }, (_, k) => el('th', { scope: 'col' }, String(k + 1))), el('th', { class: 'b-more' }, '…'));
    const row = (name, arr, bad) => el('tr', { 'data-row': name },
      el('th', { scope: 'row' }, el('i', null, name), el('sub', null, 'i')),
      Array.from(arr, (v, k) => el('td', { class: bad && bad(v, k + 1) ? 'bad' : null }, String(v).replace('-', '−'))),
      el('td', { class: 'b-more' }, '…'));
    fill(table,
      el('caption', { class: 'visually-hidden' }, t('bns-values-caption')),
      el('thead', null, head),
      el('tbody', null,
        row('c', values.c, (v, i) => failing.c.has(i)),
        row('m', values.m),
        row('M', values.M),
        row('u', values.u, (v, i) => Number(v) < 0 || failing.u.has(i))));
  }

  return { render };
}
