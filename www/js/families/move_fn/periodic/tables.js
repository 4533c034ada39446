// The periodic f(n, x) tables: g_i(n) for every game G_i (rows n, one column per game, paged, base
// members highlighted, ◀ ▶ and "Go to n"), and the bases B_0 … B_{t−1} with Θ_i. Each builds its
// own DOM in a host; the values and the bases come from the engine's PeriodicAnalysis; the words
// are the section's catalogue's (www/js/i18n/move_fn_periodic_section/), drawn again in another
// language.

import '../../../i18n/move_fn_periodic_section/index.js';
import { l10n, t, onLanguageChange } from '../../../core/i18n.js';
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
  const prev = l10n(el('button', { type: 'button', class: 'btn btn-small', id: `${ids}table-prev` }, '◀'), 'mfs-p-previous');
  const next = l10n(el('button', { type: 'button', class: 'btn btn-small', id: `${ids}table-next` }, '▶'), 'mfs-p-next');
  const range = el('span', { class: 'table-range', id: `${ids}table-range` });
  const go = el('input', { id: `${ids}table-goto`, class: 'mono small-input', type: 'text', inputmode: 'numeric', autocomplete: 'off' });
  const caption = el('caption', { class: 'visually-hidden', id: `${ids}g-table-caption` });
  const head = el('thead', { id: `${ids}g-table-head` });
  const body = el('tbody', { id: `${ids}g-table-body` });
  host.append(
    el('div', { class: 'table-controls' }, prev, range, next,
      l10n(el('label', { for: `${ids}table-goto`, class: 'goto-label' }), 'mfs-p-goto'), go),
    scrollRegion(el('div', { class: 'table-wrap' }, el('table', { class: 'p-g-table', id: `${ids}g-table` }, caption, head, body)),
      { toString: () => t('mfs-p-table-region') }));
  onLanguageChange(() => {
    const region = host.querySelector('[role="region"][aria-label]');
    if (region) region.setAttribute('aria-label', t('mfs-p-table-region'));
    drawnKey = null;
    if (result) draw();
  });

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
    const { t: games, upto } = result;
    const end = Math.min(upto, start + pageSize - 1);
    prev.disabled = start <= 1;
    next.disabled = end >= upto;
    setText(range, t('mfs-p-table-range', { from: fmtInt(start), to: fmtInt(end), upto: fmtInt(upto) }));
    const key = `${start}|${focusN}`;
    if (drawnKey && drawnKey.result === result && drawnKey.key === key) return;
    drawnKey = { result, key };
    const cols = [el('th', { scope: 'col', class: 'col-n' }, 'n')];
    for (let i = 0; i < games; i++) cols.push(el('th', { scope: 'col' }, 'g', el('sub', null, String(i))));
    fill(head, el('tr', null, cols));
    const rows = [];
    for (let n = start; n <= end; n++) {
      const cells = [el('th', { scope: 'row', class: 'col-n' }, fmtInt(n))];
      for (let i = 0; i < games; i++) {
        const value = result.g[i][n - 1];
        const inBase = members[i].has(n);
        cells.push(el('td', {
          class: inBase ? 'in-base' : null, 'data-game': i, 'data-n': n,
          title: t(inBase ? 'mfs-p-cell-base' : 'mfs-p-cell', { g: `g${i}(${n}) = ${value}`, game: `G${i}`, n: String(n), base: `B${i}` }),
        }, fmtInt(value), inBase ? el('span', { class: 'visually-hidden' }, ` ${t('mfs-p-cell-in-base', { base: `B${i}` })}`) : null));
      }
      rows.push(el('tr', { class: n === focusN ? 'focus' : null }, cells));
    }
    fill(body, rows);
    setText(caption, t('mfs-p-table-caption', { from: String(start), to: String(end), games: `G_0 … G_${games - 1}` }));
  }

  return { render };
}

function thetaChip(b, theta, i) {
  const self = b === theta;
  return el('li', {
    class: self ? 'member self' : 'member',
    title: t(self ? 'mfs-p-member-self' : 'mfs-p-member', { b: String(b), base: `B${i}`, theta: `Θ${i}(${b}) = ${self ? b : theta}` }),
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
      chips.push(el('li', { class: 'member gap' }, t('mfs-p-members-more', { count: fmtInt(total - baseShowFirst - baseShowLast) })));
      k = total - baseShowLast - 1;
      continue;
    }
    chips.push(thetaChip(base[k], theta[k], i));
  }
  let selfCount = 0;
  for (let k = 0; k < total; k++) if (base[k] === theta[k]) selfCount++;
  return el('div', { class: 'pbase', 'data-game': i },
    el('h3', null, 'B', el('sub', null, String(i)), el('span', { class: 'pbase-game' }, ` ${t('mfs-p-base-game', { game: `G${i}` })}`),
      el('span', { class: 'pbase-size' }, ` — ${t('mfs-p-base-size', { count: total, shown: fmtInt(total), upto: fmtInt(upto) })}`,
        entry.finite ? `, ${t('mfs-p-base-finite')}` : '',
        selfCount < total ? `, ${t('mfs-p-base-other-theta', { shown: fmtInt(total - selfCount) })}` : '')),
    scrollRegion(el('ul', { class: 'members' }, chips), t('mfs-p-members-region', { base: `B${i}` }), { keepRole: true }));
}

/** The bases B_i (Theorem 2's) with Θ_i, one row per game. Returns {render(result)}. */
export function createBases(host) {
  let drawn = null;
  const draw = (result) => fill(host,
    result.theorem2.bases.map((entry, i) => baseRow(entry, i, result.upto)),
    el('p', { class: 'legend' },
      el('span', { class: 'swatch swatch-self' }), ` ${t('mfs-p-legend-self')}   `,
      el('span', { class: 'swatch swatch-other' }), ` ${t('mfs-p-legend-other')}`));
  onLanguageChange(() => { if (drawn) draw(drawn); });
  return {
    render(result) {
      if (!result || result === drawn) return;
      drawn = result;
      draw(result);
    },
  };
}
