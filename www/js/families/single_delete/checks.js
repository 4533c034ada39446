// Single-delete Nim: one verdict box per statement of the paper, as the engine checked it on
// every solved position — holds (on which range) or the first counterexample, drawn in binary.

import { el, fill, fmtInt, withSubscripts } from '../../core/dom.js';
import { say } from '../../core/words.js';
import { t } from '../../core/i18n.js';
// (the statements, their verdicts' sentences and the accounts of counterexamples: the analysis part)
import '../../i18n/single_delete_analysis/index.js';
import '../../i18n/single_delete_section/index.js';
import { alignedDigits, pilesText, statementName, statementTitle, tNodes } from './digits.js';

function checkBox(check, result) {
  const state = check.holds ? 'holds' : 'fails';
  const name = statementTitle(check.id);
  const cx = check.counterexample;
  return el('div', { class: `verdict-block d-check ${state}${check.id === 'doubling' ? ' d-observation' : ''}`, id: checkId(check), 'data-verdict': state, 'data-id': check.id },
    el('div', { class: 'verdict-line' },
      el('span', { class: `check-mark ${state === 'holds' ? 'ok' : 'bad'}`, 'aria-hidden': 'true' }, state === 'holds' ? '✓' : '✗'),
      el('span', { class: 'verdict-text' }, t(`sds-check-${state}`, { name }))),
    el('p', { class: 'verdict-what' }, say(check.statementMessage, check.statement), '.'),
    cx ? [
      el('p', { class: 'verdict-detail' }, tNodes('sds-first-cx', null, { cx: el('span', { class: 'mono d-cx' }, pilesText(cx)) })),
      alignedDigits(cx, { caption: t('sds-cx-binary', { piles: pilesText(cx) }) }),
      check.explained ? el('p', { class: 'd-cx-why' }, withSubscripts(say(check.explained.message, check.explained.text))) : null,
    ] : null,
    el('p', { class: state === 'holds' ? 'd-check-range' : 'verdict-explain' }, say(check.message, check.text || ''),
      state === 'holds' ? el('span', { class: 'd-check-count' }, ` ${t('sds-check-count', { n: Number(result.positions), count: fmtInt(result.positions) })}`) : null));
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
    others.length ? el('p', { class: 'd-check-others' }, tNodes('sds-not-about', { piles: result.piles }, {
      list: el('span', null, others.map((c, i) => [i ? '; ' : '', el('span', { id: checkId(c), 'data-verdict': 'na', 'data-id': c.id, title: say(c.statementMessage, c.statement) },
        statementName(c.id))])),
    })) : null);
}
