// The verdicts of a subtraction game's analysis: the paper's rule for One Pile with Min/Max, the
// known closed form (not in the paper) and the period of G, each ✓ / ✗ / – with the range
// checked and the engine's words (in the page's language: the engine says them as messages, of
// the catalogue part cut_the_knot_analysis, which a course page's game does not load; the
// verdicts' own words are the section's catalogue's). Built in its host; redrawn once per result
// and once per change of the words (a language, a catalogue arriving).

import { el, fill, fmtInt } from '../../../core/dom.js';
import { say } from '../../../core/words.js';
import { l10n, onLanguageChange } from '../../../core/i18n.js';
import '../../../i18n/cut_the_knot_analysis/index.js';

/** One verdict: ✓/✗/– with a headline (a message: [id, args]), then the details. */
function verdictBlock(id, state, headline, details) {
  const mark = { holds: '✓', fails: '✗', na: '–' }[state];
  return el('div', { class: `verdict-block ${state}`, id, 'data-verdict': state },
    el('div', { class: 'verdict-line' },
      el('span', { class: `check-mark ${state === 'holds' ? 'ok' : state === 'fails' ? 'bad' : 'na'}`, 'aria-hidden': 'true' }, mark),
      l10n(el('span', { class: 'verdict-text' }), ...headline)),
    details);
}

/** The statement of a rule (its words: `statement`, a message of the section's catalogue). */
const said = (statement) => l10n(el('span', { class: 'verdict-statement' }), statement);

/** A rule's verdict: `rule` is 'rule' (the paper's) or 'formula' (the closed form). */
function ruleBlock(id, rule, check, minmax) {
  const statement = `cks-s-${rule}-statement`;
  if (!check) {
    return verdictBlock(id, 'na', [`cks-s-${rule}-na`],
      el('p', { class: 'verdict-what' }, said(statement), ' ', l10n(el('span'), 'cks-s-na-what')));
  }
  const upto = fmtInt(check.checkedUpto);
  // forAll: the range checked covers a whole period, so the check is a proof for every S
  const headline = !check.holds ? [`cks-s-${rule}-fails`, { s: fmtInt(check.counterexample) }]
    : check.forAll ? [`cks-s-${rule}-holds-all`] : [`cks-s-${rule}-holds-upto`, { upto }];
  return verdictBlock(id, check.holds ? 'holds' : 'fails', headline, [
    el('p', { class: 'verdict-what' }, said(statement),
      minmax ? [' ', l10n(el('span'), 'cks-s-here', { min: String(minmax.min), max: String(minmax.max), sum: String(minmax.min + minmax.max) })] : ''),
    check.holds ? null : l10n(el('p', { class: 'verdict-detail' }), 'cks-s-counterexample', { s: fmtInt(check.counterexample), upto }),
    el('p', { class: 'verdict-explain' }, say(check.message, check.text || ''))]);
}

/** The verdicts in host (ids ks-rule, ks-formula, ks-period). Returns {render(slot)}. */
export function createSubtractionVerdicts(host) {
  let drawnKey = null;
  let wordsSeen = 0;
  onLanguageChange(() => { wordsSeen++; });

  function render(a) {
    const r = a.result;
    const key = `${a.resultKey}|${wordsSeen}`;
    if (!r || drawnKey === key) return;
    drawnKey = key;
    const per = r.period || {};
    const from = fmtInt(per.preperiod);
    const period = fmtInt(per.period);
    fill(host, el('div', { class: 'k-verdict-grid' },
      ruleBlock('ks-rule', 'rule', r.rule, r.minmax),
      ruleBlock('ks-formula', 'formula', r.formula, r.minmax),
      verdictBlock('ks-period', per.found ? 'holds' : 'na', per.found ? ['cks-s-periodic', { from, period }] : ['cks-s-no-period'], [
        per.found
          ? l10n(el('p', { class: 'verdict-what' }), 'cks-s-period-what', { from, period })
          : l10n(el('p', { class: 'verdict-what' }), 'cks-s-searched', { upto: fmtInt(per.checkedUpto) }),
        el('p', { class: 'verdict-explain' }, say(per.message, per.text || ''))])));
  }

  return { render };
}
