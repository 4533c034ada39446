// The g(N) table: pages of 100 values (10 per row), base members highlighted.

import { byId, el, fill, setText, fmtInt } from './dom.js';

const tableColumns = 10;
let tableDrawnKey = null;

export function setupTableView(actions) {
  byId('table-prev').addEventListener('click', () => actions.tablePage(-1));
  byId('table-next').addEventListener('click', () => actions.tablePage(1));
  const go = byId('table-goto');
  go.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') actions.tableGoto(go.value);
  });
  go.addEventListener('change', () => actions.tableGoto(go.value));
}

/** The first N of the page that holds n. */
export function tablePageStart(n, pageSize) {
  return Math.floor((n - 1) / pageSize) * pageSize + 1;
}

export function renderTableView(app) {
  const result = app.analysis.result;
  if (!result) return;
  const { start, pageSize } = app.table;
  const upto = result.upto;
  const end = Math.min(upto, start + pageSize - 1);
  const key = `${app.analysis.resultKey}|${start}|${pageSize}|${app.table.focusN}`;
  byId('table-prev').disabled = start <= 1;
  byId('table-next').disabled = end >= upto;
  setText(byId('table-range'), `N = ${fmtInt(start)} … ${fmtInt(end)} of ${fmtInt(upto)}`);
  if (key === tableDrawnKey) return;
  tableDrawnKey = key;

  const baseSet = app.analysis.baseSet;
  const g = result.g;
  const rows = [];
  for (let rowStart = start; rowStart <= end; rowStart += tableColumns) {
    const cells = [];
    for (let n = rowStart; n < rowStart + tableColumns; n++) {
      if (n > end) {
        cells.push(el('td', { class: 'empty' }));
        continue;
      }
      const value = g[n - 1];
      const inBase = baseSet.has(n);
      cells.push(el('td', {
        class: [inBase ? 'in-base' : '', n === app.table.focusN ? 'focus' : ''].join(' ').trim() || null,
        'data-n': n,
        title: `g(${n}) = ${value}${inBase ? ' — N is in the base' : ''}`,
      },
      el('span', { class: 'cell-n' }, fmtInt(n)),
      el('span', { class: 'cell-g' }, fmtInt(value))));
    }
    rows.push(el('tr', null, cells));
  }
  fill(byId('g-table-body'), rows);
  setText(byId('g-table-caption'), `g(N) for N from ${start} to ${end}; each cell shows N above g(N)`);
}
