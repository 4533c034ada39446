// The periodic f(n, x) tables: g_i(n) for every game G_i (rows n, one column per game, paged, base
// members highlighted, ◀ ▶ and "Go to n"), and the bases B_0 … B_{t−1} with Θ_i. Each builds its
// own DOM in a host; the values and the bases come from the engine's PeriodicAnalysis.

import { el, fill, setText, fmtInt, typedInt } from '../../../core/dom.js';
import { tablePageStart } from '../../../widgets/table.js';
import { scrollRegion } from '../../../widgets/scroll-region.js';
import { sortedMembership } from '../views.js';

const baseShowFirst = 60;
const baseShowLast = 8;

/**
 * The paged table of g_0(n) … g_{t−1}(n). options: {ids, pageSize (20)}.
 * Returns {render(result)}: result is the PeriodicAnalysis result (t, upto, g, theorem2.bases).
 */
export function createGTable(host, { ids = '', pageSize = 20 } = {}) {
  let start = 1;
  let focusN = null;
  let result = null;
  let members = null;
  let drawnKey = null;
  const prev = el('button', { type: 'button', class: 'btn btn-small', id: `${ids}table-prev`, 'aria-label': 'Previous page' }, '◀');
  const next = el('button', { type: 'button', class: 'btn btn-small', id: `${ids}table-next`, 'aria-label': 'Next page' }, '▶');
  const range = el('span', { class: 'table-range', id: `${ids}table-range` });
  const go = el('input', { id: `${ids}table-goto`, class: 'mono small-input', type: 'text', inputmode: 'numeric', autocomplete: 'off' });
  const caption = el('caption', { class: 'visually-hidden', id: `${ids}g-table-caption` });
  const head = el('thead', { id: `${ids}g-table-head` });
  const body = el('tbody', { id: `${ids}g-table-body` });
  host.append(
    el('div', { class: 'table-controls' }, prev, range, next,
      el('label', { for: `${ids}table-goto`, class: 'goto-label' }, 'Go to n'), go),
    scrollRegion(el('div', { class: 'table-wrap' }, el('table', { class: 'p-g-table', id: `${ids}g-table` }, caption, head, body)), 'The table of values'));

  const lastStart = () => tablePageStart(result.upto, pageSize);
  const turn = (direction) => {
    if (!result) return;
    start = Math.max(1, Math.min(lastStart(), start + direction * pageSize));
    focusN = null;
    draw();
  };
  const goto = () => {
    const n = typedInt(go.value);
    if (!result || !Number.isInteger(n) || n < 1) return;
    focusN = Math.min(n, result.upto);
    start = tablePageStart(focusN, pageSize);
    draw();
  };
  prev.addEventListener('click', () => turn(-1));
  next.addEventListener('click', () => turn(1));
  go.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') goto();
  });
  go.addEventListener('change', goto);

  function render(r) {
    if (!r) return;
    if (r !== result) {
      result = r;
      members = r.theorem2.bases.map((b) => sortedMembership(b.base));
      // a shorter range keeps the page when it can, else shows its last page
      if (start > r.upto) start = lastStart();
    }
    draw();
  }

  function draw() {
    const { t, upto } = result;
    const end = Math.min(upto, start + pageSize - 1);
    prev.disabled = start <= 1;
    next.disabled = end >= upto;
    setText(range, `n = ${fmtInt(start)} … ${fmtInt(end)} of ${fmtInt(upto)}`);
    const key = `${start}|${focusN}`;
    if (drawnKey && drawnKey.result === result && drawnKey.key === key) return;
    drawnKey = { result, key };
    const cols = [el('th', { scope: 'col', class: 'col-n' }, 'n')];
    for (let i = 0; i < t; i++) cols.push(el('th', { scope: 'col' }, 'g', el('sub', null, String(i))));
    fill(head, el('tr', null, cols));
    const rows = [];
    for (let n = start; n <= end; n++) {
      const cells = [el('th', { scope: 'row', class: 'col-n' }, fmtInt(n))];
      for (let i = 0; i < t; i++) {
        const value = result.g[i][n - 1];
        const inBase = members[i].has(n);
        cells.push(el('td', {
          class: inBase ? 'in-base' : null, 'data-game': i, 'data-n': n,
          title: `g${i}(${n}) = ${value} in game G${i}${inBase ? ` — ${n} is in B${i}` : ''}`,
        }, fmtInt(value), inBase ? el('span', { class: 'visually-hidden' }, ` (in B${i})`) : null));
      }
      rows.push(el('tr', { class: n === focusN ? 'focus' : null }, cells));
    }
    fill(body, rows);
    setText(caption, `g_i(n) for n from ${start} to ${end}, one column per game G_0 … G_${t - 1}`);
  }

  return { render };
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
  const cut = total > baseShowFirst + baseShowLast;
  for (let k = 0; k < total; k++) {
    if (cut && k === baseShowFirst) {
      chips.push(el('li', { class: 'member gap' }, `… ${fmtInt(total - baseShowFirst - baseShowLast)} more …`));
      k = total - baseShowLast - 1;
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
    scrollRegion(el('ul', { class: 'members' }, chips), `Members of B${i} in increasing order`, { keepRole: true }));
}

/** The bases B_i (Theorem 2's) with Θ_i, one row per game. Returns {render(result)}. */
export function createBases(host) {
  let drawn = null;
  return {
    render(result) {
      if (!result || result === drawn) return;
      drawn = result;
      fill(host,
        result.theorem2.bases.map((entry, i) => baseRow(entry, i, result.upto)),
        el('p', { class: 'legend' },
          el('span', { class: 'swatch swatch-self' }), ' Θ(b) = b: taking all b counters wins   ',
          el('span', { class: 'swatch swatch-other' }), ' Θ(b) < b (value shown): take Θ(b)'));
    },
  };
}
