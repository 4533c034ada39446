// The periodic section's tables: g_i(n) for every game (rows n, one column per game,
// paged; base members highlighted) and the bases B_0 … B_{t−1} with Θ_i.

import { byId, el, fill, setText, fmtInt } from './dom.js';

let ptableDrawnKey = null;
let pbasesDrawnKey = null;
const pbaseShowFirst = 60;
const pbaseShowLast = 8;

export function setupPeriodicTable(actions) {
  byId('p-table-prev').addEventListener('click', () => actions.tablePage(-1));
  byId('p-table-next').addEventListener('click', () => actions.tablePage(1));
  const go = byId('p-table-goto');
  go.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') actions.tableGoto(go.value);
  });
  go.addEventListener('change', () => actions.tableGoto(go.value));
}

/** The first n of the page that holds n. */
export function periodicPageStart(n, pageSize) {
  return Math.floor((n - 1) / pageSize) * pageSize + 1;
}

/** The index of n in an ascending array (typed or not), or −1. */
export function sortedIndexOf(sorted, n) {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] === n) return mid;
    if (sorted[mid] < n) lo = mid + 1; else hi = mid - 1;
  }
  return -1;
}

export function renderPeriodicTable(p) {
  const result = p.analysis.result;
  if (!result) return;
  const { start, pageSize, focusN } = p.table;
  const upto = result.upto;
  const end = Math.min(upto, start + pageSize - 1);
  byId('p-table-prev').disabled = start <= 1;
  byId('p-table-next').disabled = end >= upto;
  setText(byId('p-table-range'), `n = ${fmtInt(start)} … ${fmtInt(end)} of ${fmtInt(upto)}`);
  const key = `${p.analysis.resultKey}|${start}|${pageSize}|${focusN}`;
  if (key === ptableDrawnKey) return;
  ptableDrawnKey = key;
  const t = result.t;
  const bases = result.theorem2.bases;
  const head = [el('th', { scope: 'col', class: 'col-n' }, 'n')];
  for (let i = 0; i < t; i++) head.push(el('th', { scope: 'col' }, 'g', el('sub', null, String(i))));
  fill(byId('p-g-table-head'), el('tr', null, head));
  const rows = [];
  for (let n = start; n <= end; n++) {
    const cells = [el('th', { scope: 'row', class: 'col-n' }, fmtInt(n))];
    for (let i = 0; i < t; i++) {
      const value = result.g[i][n - 1];
      const inBase = sortedIndexOf(bases[i].base, n) >= 0;
      cells.push(el('td', {
        class: inBase ? 'in-base' : null, 'data-game': i, 'data-n': n,
        title: `g${i}(${n}) = ${value} in game G${i}${inBase ? ` — ${n} is in B${i}` : ''}`,
      }, fmtInt(value)));
    }
    rows.push(el('tr', { class: n === focusN ? 'focus' : null }, cells));
  }
  fill(byId('p-g-table-body'), rows);
  setText(byId('p-g-table-caption'), `g_i(n) for n from ${start} to ${end}, one column per game G_0 … G_${t - 1}`);
}

function thetaChip(b, theta, i) {
  const self = b === theta;
  return el('li', {
    class: self ? 'member self' : 'member',
    title: self ? `${b} is in B${i} and Θ${i}(${b}) = ${b}` : `${b} is in B${i}, Θ${i}(${b}) = ${theta}`,
  }, el('span', { class: 'member-b' }, fmtInt(b)),
  self ? null : el('span', { class: 'member-g0' }, `Θ = ${fmtInt(theta)}`));
}

function baseRow(entry, i, upto) {
  const base = entry.base;
  const theta = entry.theta || base;
  const total = base.length;
  const chips = [];
  const cut = total > pbaseShowFirst + pbaseShowLast;
  for (let k = 0; k < total; k++) {
    if (cut && k === pbaseShowFirst) {
      chips.push(el('li', { class: 'member gap' }, `… ${fmtInt(total - pbaseShowFirst - pbaseShowLast)} more …`));
      k = total - pbaseShowLast - 1;
      continue;
    }
    chips.push(thetaChip(base[k], theta[k], i));
  }
  let selfCount = 0;
  for (let k = 0; k < total; k++) if (base[k] === theta[k]) selfCount++;
  return el('div', { class: 'pbase', 'data-game': i },
    el('h3', null, 'B', el('sub', null, String(i)), el('span', { class: 'pbase-game' }, ` for game G${i}`),
      el('span', { class: 'pbase-size' }, ` — ${fmtInt(total)} members ≤ ${fmtInt(upto)}`,
        entry.finite ? ', finite (ends here)' : '',
        selfCount < total ? `, ${fmtInt(total - selfCount)} with Θ ≠ b` : '')),
    el('ul', { class: 'members', 'aria-label': `Members of B${i} in increasing order` }, chips));
}

export function renderPeriodicBases(p) {
  const result = p.analysis.result;
  if (!result) return;
  if (pbasesDrawnKey === p.analysis.resultKey) return;
  pbasesDrawnKey = p.analysis.resultKey;
  const bases = result.theorem2.bases;
  fill(byId('p-bases-body'),
    bases.map((entry, i) => baseRow(entry, i, result.upto)),
    el('p', { class: 'legend' },
      el('span', { class: 'swatch swatch-self' }), ' Θ(b) = b: taking all b counters wins   ',
      el('span', { class: 'swatch swatch-other' }), ' Θ(b) < b (value shown): take Θ(b)'));
}
