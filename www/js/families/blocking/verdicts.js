// Blocking Nim's verdicts: the banner (does Theorem 1 give exactly the safe piles found by brute
// force?), conditions (1), (2) and the summary's weaker condition, each with its first failing i,
// and the paper's claims with the engine's verdict and counterexample. Every verdict and text
// comes from the engine's analysis, its sentences as messages worded in the page's language.

import { el, fill, fmtInt, withSubscripts } from '../../core/dom.js';
import { t, language, onLanguageChange } from '../../core/i18n.js';
import { say } from '../../core/words.js';
import '../../i18n/blocking_section/index.js';
import '../../i18n/blocking_analysis/index.js';

/** A claim's verdict in words (the section's catalogue). */
const verdictWords = { holds: 'bns-verdict-holds', contradicted: 'bns-verdict-contradicted', 'not-applicable': 'bns-verdict-not-applicable' };

function verdictMark(kind) {
  const sign = kind === 'holds' ? '✓' : kind === 'contradicted' ? '✗' : '–';
  const cls = kind === 'holds' ? 'ok' : kind === 'contradicted' ? 'bad' : 'na';
  return el('span', { class: `check-mark ${cls}`, 'aria-hidden': 'true' }, sign);
}

/** "pile 2 at move 1: brute force says safe, the formula says unsafe". */
export function diffText(level) {
  const d = level.firstDiff;
  if (!d) return '';
  const word = (safe) => (safe ? 'safe' : 'unsafe');
  return t('bns-diff', { pile: fmtInt(d.pile), move: level.move, brute: word(d.brute), formula: word(d.formula) });
}

function banner(result) {
  const wrong = result.levels.filter((level) => !level.matches);
  if (!wrong.length) {
    return el('div', { class: 'verdict-banner holds', id: 'b-banner', 'data-matches': 'true' },
      verdictMark('holds'),
      el('span', { class: 'verdict-text' },
        t('bns-banner-holds', { moves: result.moves, upto: fmtInt(result.upto) })));
  }
  const moves = wrong.map((level) => level.move);
  return el('div', { class: 'verdict-banner fails', id: 'b-banner', 'data-matches': 'false' },
    verdictMark('contradicted'),
    el('div', null,
      el('span', { class: 'verdict-text' },
        t('bns-banner-fails', { count: moves.length, moves: moves.join(', ') })),
      el('p', { class: 'verdict-detail' }, t('bns-banner-first', { diff: diffText(wrong[0]) })),
      el('p', { class: 'verdict-explain' }, t('bns-banner-explain'))));
}

const conditionRows = [
  { key: 'one', name: '(1)', what: () => ['c', el('sub', null, 'i'), ' ≤ c', el('sub', null, 'i+1')], prose: 'bns-cond-one' },
  {
    key: 'two', name: '(2)',
    what: () => ['0 ≤ u', el('sub', null, 'i'), ' ≤ u', el('sub', null, 'i+1')],
    prose: 'bns-cond-two',
  },
  {
    key: 'weak', name: 'bns-cond-weak-name',
    what: () => ['u', el('sub', null, 'i'), ` ≥ 0 ${t('bns-cond-weak-and')} A`, el('sub', null, 'j'), ' < B', el('sub', null, 'j'), ' < A', el('sub', null, 'j+1')],
    prose: 'bns-cond-weak',
  },
];

function conditionsBlock(conditions) {
  const items = conditionRows.map((row) => {
    const c = conditions[row.key] || {};
    const holds = !!c.holds;
    // (the summary's `at` may be an i or Lemma 1's k: its text says which)
    const at = !holds && row.key !== 'weak' && c.at !== null && c.at !== undefined ? ` ${t('bns-cond-at', { at: c.at })}` : '';
    return el('li', { class: `check-item ${holds ? 'holds' : 'fails'}`, id: `b-cond-${row.key}`, 'data-holds': String(holds), 'data-at': c.at ?? '' },
      verdictMark(holds ? 'holds' : 'contradicted'),
      el('div', { class: 'check-body' },
        el('span', { class: 'check-name' }, row.name.startsWith('bns-') ? t(row.name) : row.name), ' ', el('span', { class: 'math check-what' }, row.what()),
        el('span', { class: 'check-prose' }, ` — ${t(row.prose)} `),
        el('span', { class: `status ${holds ? 'status-good' : 'status-bad'}` }, t(holds ? 'bns-cond-holds' : 'bns-cond-fails')),
        at ? el('strong', { class: 'check-at' }, at) : null,
        c.text ? el('p', { class: 'check-text' }, withSubscripts(say(c.message, c.text))) : null));
  });
  const coverage = conditions.whole
    ? t('bns-coverage-whole')
    : t('bns-coverage-part', { indices: fmtInt(conditions.indices) });
  return el('div', { class: 'b-conditions' },
    el('h3', null, t('bns-conditions-title')),
    el('ul', { class: 'check-list' }, items),
    el('p', { class: 'verdict-explain', id: 'b-coverage', 'data-whole': String(!!conditions.whole) }, coverage));
}

function claimsBlock(claims) {
  return el('div', { class: 'b-claims' },
    el('h3', null, t('bns-claims-title')),
    el('ol', { class: 'conclusions claim-list', 'aria-label': t('bns-claims-list') }, claims.map((claim) => {
      const kind = verdictWords[claim.verdict] ? claim.verdict : 'not-applicable';
      const cls = kind === 'holds' ? 'holds' : kind === 'contradicted' ? 'fails' : 'untested';
      return el('li', { class: `conclusion claim ${cls}`, id: `b-claim-${claim.id}`, 'data-id': claim.id, 'data-verdict': claim.verdict },
        verdictMark(kind),
        el('div', { class: 'conclusion-body' },
          el('span', { class: 'conclusion-name' }, `${say(claim.titleMessage, claim.title)}. `),
          el('span', { class: 'conclusion-statement' }, withSubscripts(say(claim.statementMessage, claim.statement))),
          el('div', null,
            el('span', { class: `verdict-word ${cls}` }, t(verdictWords[kind])),
            claim.text ? el('span', { class: 'claim-text' }, ' ', withSubscripts(say(claim.message, claim.text))) : null)));
    })));
}

/** The verdicts, drawn into host once per result. render(slot): slot is the analysis (jobs.js). */
export function createVerdicts(host) {
  let drawnKey = null;
  // (drawn again after a language change, and when a catalogue part arrives after the result)
  onLanguageChange(() => { drawnKey = null; });
  function render(a) {
    const result = a.result;
    // (drawn again in another language)
    const key = `${a.resultKey}|${language()}`;
    if (!result || drawnKey === key) return;
    drawnKey = key;
    fill(host,
      banner(result),
      el('div', { class: 'b-verdict-grid' },
        conditionsBlock(result.conditions || {}),
        claimsBlock(result.claims || [])));
  }
  return { render };
}
