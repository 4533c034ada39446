// The paper's picture of a single-delete position: each pile in binary, one row per pile, the
// rows shifted so that their rightmost 1s stand in one column (highlighted); the 0s after it are
// the pile's 2-adic valuation. The digits and valuations come from the engine (deleteDigits).

import { deleteDigits, deleteStatementName } from './engine.js';
import { el, fmtInt } from '../../core/dom.js';
import { t, tNodes } from '../../core/i18n.js';
import { say } from '../../core/words.js';
// (its words: the game's part, which a course page's game loads, not the section's)
import '../../i18n/single_delete_play/index.js';

/** A statement of the paper by the engine's id, in the engine's words ("condition (1) of Theorem 1.5"). */
export function statementName(id) {
  // (in another language, the engine catalogue's name: sd-name-theorem-1-4, …; else the engine's)
  return say({ id: `sd-name-${String(id).replace(/\./g, '-')}` }, deleteStatementName(id));
}

/** The same name heading a box or a line: its first letter capitalised ("Condition (1) of …"). */
export function statementTitle(id) {
  const name = statementName(id);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** "5, 6, 9, 12". */
export function pilesText(piles) {
  return Array.from(piles, (v) => fmtInt(v)).join(', ');
}

/**
 * The cells of each pile's row, as [{value, valuation, cells: [td, …]}]: its binary digits padded
 * so that every row has its rightmost 1 (class dd-lead) in the same column, then "v = …" (unless
 * `valuations` is false).
 */
export function alignedCells(piles, valuations = true) {
  const digits = deleteDigits(Array.from(piles));
  const left = Math.max(...digits.map((d) => d.binary.length - 1 - d.valuation));
  const right = Math.max(...digits.map((d) => d.valuation));
  return digits.map((d) => {
    const before = d.binary.length - 1 - d.valuation;
    const cells = [];
    for (let c = 0; c < left - before; c++) cells.push(el('td', { class: 'dd-pad' }));
    for (let c = 0; c < d.binary.length; c++) {
      cells.push(el('td', { class: c === before ? 'dd-digit dd-lead' : c > before ? 'dd-digit dd-tail' : 'dd-digit' }, d.binary[c]));
    }
    for (let c = 0; c < right - d.valuation; c++) cells.push(el('td', { class: 'dd-pad' }));
    if (valuations) cells.push(el('td', {
      class: 'dd-v', title: t('sds-valuation-title', { v: Number(d.valuation) }),
    }, `v = ${d.valuation}`));
    return { value: Number(d.value), valuation: Number(d.valuation), cells };
  });
}

/**
 * A table: one row per pile, its value, its binary digits aligned on the rightmost 1, and its
 * valuation. options: {caption, labels: [name per row] (default none), compact (no valuations)}.
 */
export function alignedDigits(piles, options = {}) {
  const rows = alignedCells(piles, !options.compact).map((row, i) => el('tr', { 'data-value': row.value },
    options.labels ? el('th', { scope: 'row', class: 'dd-name' }, options.labels[i]) : null,
    el('th', { scope: 'row', class: 'dd-value' }, fmtInt(row.value)),
    row.cells));
  return el('table', {
    class: `dd${options.compact ? ' dd-compact' : ''}`,
    'aria-label': options.caption || t('sds-binary-aligned', { piles: pilesText(piles) }),
  }, el('tbody', null, rows));
}

/** What shows a move of the engine good: "Proposition 4.1", or "search found this move". */
export function reasonWords(reason) {
  return reason === 'search' ? t('sds-reason-search') : statementName(reason);
}

/** A message with nodes in it (core/i18n.js). */
export { tNodes };
