// The verdicts of a subtraction game's analysis: the paper's rule for One Pile with Min/Max, the
// known closed form (not in the paper) and the period of G, each ✓ / ✗ / – with the range
// checked and the engine's words (in the page's language where the engine says them as messages).
// Built in its host; redrawn once per result.

import { el, fill, fmtInt } from '../../../core/dom.js';
import { say } from '../../../core/words.js';

/** One verdict: ✓/✗/– with a headline, then the details. */
function verdictBlock(id, state, headline, details) {
  const mark = { holds: '✓', fails: '✗', na: '–' }[state];
  return el('div', { class: `verdict-block ${state}`, id, 'data-verdict': state },
    el('div', { class: 'verdict-line' },
      el('span', { class: `check-mark ${state === 'holds' ? 'ok' : state === 'fails' ? 'bad' : 'na'}`, 'aria-hidden': 'true' }, mark),
      el('span', { class: 'verdict-text' }, headline)),
    details);
}

function ruleBlock(id, name, statement, check, minmax) {
  if (!check) {
    return verdictBlock(id, 'na', `${name}: only for Min/Max games`, el('p', { class: 'verdict-what' },
      statement, ' is stated for a game whose takes are one range Min … Max; this set is not one range.'));
  }
  const checked = `checked for S = 0 … ${fmtInt(check.checkedUpto)}`;
  // forAll: the range checked covers a whole period, so the check is a proof for every S
  const headline = !check.holds ? `${name} fails at S = ${fmtInt(check.counterexample)}`
    : check.forAll ? `${name} holds for every S` : `${name} holds (${checked})`;
  return verdictBlock(id, check.holds ? 'holds' : 'fails', headline, [
    el('p', { class: 'verdict-what' }, statement, minmax ? ` — here Min = ${minmax.min}, Max = ${minmax.max}, Min + Max = ${minmax.min + minmax.max}.` : ''),
    check.holds ? null : el('p', { class: 'verdict-detail' }, `Counterexample: S = ${fmtInt(check.counterexample)} (${checked}).`),
    el('p', { class: 'verdict-explain' }, say(check.message, check.text || ''))]);
}

/** The verdicts in host (ids ks-rule, ks-formula, ks-period). Returns {render(slot)}. */
export function createSubtractionVerdicts(host) {
  let drawnKey = null;

  function render(a) {
    const r = a.result;
    if (!r || drawnKey === a.resultKey) return;
    drawnKey = a.resultKey;
    const per = r.period || {};
    const periodHeadline = per.found
      ? `G is periodic from S = ${fmtInt(per.preperiod)} with period ${fmtInt(per.period)}`
      : 'No period found';
    fill(host, el('div', { class: 'k-verdict-grid' },
      ruleBlock('ks-rule', 'The paper’s rule', 'S is a P-position exactly when S mod (Min + Max) < Min', r.rule, r.minmax),
      ruleBlock('ks-formula', 'Known closed form (not in the paper)', 'G(S) = ⌊(S mod (Min + Max)) / Min⌋', r.formula, r.minmax),
      verdictBlock('ks-period', per.found ? 'holds' : 'na', periodHeadline, [
        el('p', { class: 'verdict-what' }, per.found
          ? `Pre-period ${fmtInt(per.preperiod)}, period ${fmtInt(per.period)}: G(S + ${fmtInt(per.period)}) = G(S) for every S ≥ ${fmtInt(per.preperiod)}.`
          : `Searched up to S = ${fmtInt(per.checkedUpto)}.`),
        el('p', { class: 'verdict-explain' }, say(per.message, per.text || ''))])));
  }

  return { render };
}
