// Single-delete Nim: one verdict box per statement of the paper, as the engine checked it on
// every solved position — holds (on which range) or the first counterexample, drawn in binary.

import { el, fill, fmtInt, withSubscripts } from '../../core/dom.js';
import { alignedDigits, pilesText, statementName, statementTitle } from './digits.js';

function checkBox(check, result) {
  const state = check.holds ? 'holds' : 'fails';
  const name = statementTitle(check.id);
  const cx = check.counterexample;
  return el('div', { class: `verdict-block d-check ${state}${check.id === 'doubling' ? ' d-observation' : ''}`, id: checkId(check), 'data-verdict': state, 'data-id': check.id },
    el('div', { class: 'verdict-line' },
      el('span', { class: `check-mark ${state === 'holds' ? 'ok' : 'bad'}`, 'aria-hidden': 'true' }, state === 'holds' ? '✓' : '✗'),
      el('span', { class: 'verdict-text' }, `${name} ${state}`)),
    el('p', { class: 'verdict-what' }, check.statement, '.'),
    cx ? [
      el('p', { class: 'verdict-detail' }, 'First counterexample: ', el('span', { class: 'mono d-cx' }, pilesText(cx))),
      alignedDigits(cx, { caption: `The counterexample ${pilesText(cx)} in binary` }),
      check.explained ? el('p', { class: 'd-cx-why' }, withSubscripts(check.explained.text)) : null,
    ] : null,
    el('p', { class: state === 'holds' ? 'd-check-range' : 'verdict-explain' }, check.text || '',
      state === 'holds' ? el('span', { class: 'd-check-count' }, ` ${fmtInt(result.positions)} positions.`) : null));
}

function checkId(check) {
  return `d-check-${check.id.replace(/\./g, '-')}`;
}

/** Fills `box` with the verdicts of the statements about this k, and a line naming the others. */
export function renderDeleteChecks(box, result) {
  const checks = Array.from(result.checks || []);
  const others = checks.filter((c) => !c.applies);
  fill(box,
    el('div', { class: 'd-check-grid' }, checks.filter((c) => c.applies).map((c) => checkBox(c, result))),
    others.length ? el('p', { class: 'd-check-others' }, `Not about ${result.piles} piles: `,
      others.map((c, i) => [i ? '; ' : '', el('span', { id: checkId(c), 'data-verdict': 'na', 'data-id': c.id, title: c.statement },
        statementName(c.id))]), '.') : null);
}
