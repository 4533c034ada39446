// Blocking Nim: the verdicts (conditions (1), (2) and the summary's weaker condition, each
// with its first failing i; the paper's claims with the engine's verdict and counterexample)
// and the small table of c_i, m_i, M_i, u_i. Every verdict and text comes from the engine.

import { byId, el, fill, fmtInt, withSubscripts } from './dom.js';

let verdictsDrawnKey = null;
let valuesDrawnKey = null;

const verdictWords = { holds: 'holds', contradicted: 'contradicted', 'not-applicable': 'not applicable' };

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
  return `pile ${fmtInt(d.pile)} at move ${level.move}: brute force says ${word(d.brute)}, the formula says ${word(d.formula)}`;
}

function banner(result) {
  const wrong = result.levels.filter((level) => !level.matches);
  const range = `piles 0 … ${fmtInt(result.upto)}`;
  if (!wrong.length) {
    return el('div', { class: 'b-banner holds', id: 'b-banner', 'data-matches': 'true' },
      verdictMark('holds'),
      el('span', { class: 'verdict-text' },
        `Theorem 1’s intervals are exactly the safe piles at every move 1 … ${result.moves} (${range}).`));
  }
  const moves = wrong.map((level) => level.move);
  return el('div', { class: 'b-banner fails', id: 'b-banner', 'data-matches': 'false' },
    verdictMark('contradicted'),
    el('div', null,
      el('span', { class: 'verdict-text' },
        `The formula is wrong here: brute force disagrees with Theorem 1’s intervals at move${moves.length > 1 ? 's' : ''} ${moves.join(', ')}.`),
      el('p', { class: 'verdict-detail' }, `First difference: ${diffText(wrong[0])}.`),
      el('p', { class: 'verdict-explain' }, 'The safe piles below are the brute-force ones; the formula’s intervals are drawn beside them for comparison.')));
}

const conditionRows = [
  { key: 'one', name: '(1)', what: ['c', el('sub', null, 'i'), ' ≤ c', el('sub', null, 'i+1')], prose: 'blocks never decrease' },
  {
    key: 'two', name: '(2)',
    what: ['0 ≤ u', el('sub', null, 'i'), ' ≤ u', el('sub', null, 'i+1')],
    prose: 'at least one choice survives the blocks, and never fewer as the game goes on',
  },
  {
    key: 'weak', name: 'Summary',
    what: ['u', el('sub', null, 'i'), ' ≥ 0 and A', el('sub', null, 'j'), ' < B', el('sub', null, 'j'), ' < A', el('sub', null, 'j+1')],
    prose: 'the summary’s weaker condition (Lemma 1’s inequalities)',
  },
];

function conditionsBlock(conditions) {
  const items = conditionRows.map((row) => {
    const c = conditions[row.key] || {};
    const holds = !!c.holds;
    // (the summary's `at` may be an i or Lemma 1's k: its text says which)
    const at = !holds && row.key !== 'weak' && c.at !== null && c.at !== undefined ? ` at i = ${c.at}` : '';
    return el('li', { class: `b-condition ${holds ? 'holds' : 'fails'}`, id: `b-cond-${row.key}`, 'data-holds': String(holds), 'data-at': c.at ?? '' },
      verdictMark(holds ? 'holds' : 'contradicted'),
      el('div', { class: 'b-condition-body' },
        el('span', { class: 'b-condition-name' }, row.name), ' ', el('span', { class: 'math b-condition-what' }, row.what),
        el('span', { class: 'b-condition-prose' }, ` — ${row.prose} `),
        el('span', { class: `status ${holds ? 'status-good' : 'status-bad'}` }, holds ? 'holds' : 'fails'),
        at ? el('strong', { class: 'b-condition-at' }, at) : null,
        c.text ? el('p', { class: 'b-condition-text' }, withSubscripts(c.text)) : null));
  });
  const coverage = conditions.whole
    ? 'Every sequence is constant from some i on, so these checks cover every move.'
    : `Checked for i = 1 … ${fmtInt(conditions.indices)} (a sequence here keeps changing, so no finite check covers every i).`;
  return el('div', { class: 'b-conditions' },
    el('h3', null, 'The conditions'),
    el('ul', { class: 'b-condition-list' }, items),
    el('p', { class: 'verdict-explain', id: 'b-coverage', 'data-whole': String(!!conditions.whole) }, coverage));
}

function claimsBlock(claims) {
  return el('div', { class: 'b-claims' },
    el('h3', null, 'The claims, tested'),
    el('ol', { class: 'conclusions b-claim-list', 'aria-label': 'The paper’s claims' }, claims.map((claim) => {
      const kind = verdictWords[claim.verdict] ? claim.verdict : 'not-applicable';
      const cls = kind === 'holds' ? 'holds' : kind === 'contradicted' ? 'fails' : 'untested';
      return el('li', { class: `conclusion b-claim ${cls}`, id: `b-claim-${claim.id}`, 'data-id': claim.id, 'data-verdict': claim.verdict },
        verdictMark(kind),
        el('div', { class: 'conclusion-body' },
          el('span', { class: 'conclusion-name' }, `${claim.title}. `),
          el('span', { class: 'conclusion-statement' }, withSubscripts(claim.statement)),
          el('div', null,
            el('span', { class: `b-verdict-word ${cls}` }, verdictWords[kind] || claim.verdict),
            claim.text ? el('span', { class: 'b-claim-text' }, ' ', withSubscripts(claim.text)) : null)));
    })));
}

export function renderBlockingVerdicts(b) {
  const a = b.analysis;
  const result = a.result;
  if (!result || verdictsDrawnKey === a.resultKey) return;
  verdictsDrawnKey = a.resultKey;
  fill(byId('b-verdicts-body'),
    banner(result),
    el('div', { class: 'b-verdict-grid' },
      conditionsBlock(result.conditions || {}),
      claimsBlock(result.claims || [])));
}

/** The first failing i of conditions (1) and (2) in the shown result, when it is for these sequences. */
function failingColumns(b, s) {
  const a = b.analysis;
  const out = { c: new Set(), u: new Set() };
  const r = a.resultFor;
  if (!a.result || !r || !s || r.c !== s.bc || r.m !== s.bmin || r.M !== s.bmax) return out;
  const { one, two } = a.result.conditions || {};
  if (one && !one.holds && one.at) { out.c.add(one.at); out.c.add(one.at + 1); }
  if (two && !two.holds && two.at) { out.u.add(two.at); if (b.values && b.values.u[two.at - 1] >= 0) out.u.add(two.at + 1); }
  return out;
}

/** The small table: i = 1 … 12 across, the rows c_i, m_i, M_i, u_i. */
export function renderBlockingValues(b, table, settings) {
  const values = b.values;
  const failing = failingColumns(b, settings);
  const key = values ? `${JSON.stringify(values)}|${[...failing.c]}|${[...failing.u]}` : '';
  if (key === valuesDrawnKey) return;
  valuesDrawnKey = key;
  if (!values) {
    fill(table);
    return;
  }
  const n = values.c.length;
  const head = el('tr', null, el('th', { scope: 'row' }, el('i', null, 'i')),
    Array.from({ length: n }, (_, k) => el('th', { scope: 'col' }, String(k + 1))), el('th', { class: 'b-more' }, '…'));
  const row = (name, sub, arr, bad) => el('tr', { 'data-row': name },
    el('th', { scope: 'row' }, el('i', null, sub[0]), el('sub', null, 'i')),
    Array.from(arr, (v, k) => el('td', {
      class: (bad && bad(v, k + 1)) ? 'bad' : null,
    }, String(v).replace('-', '−'))),
    el('td', { class: 'b-more' }, '…'));
  fill(table,
    el('caption', { class: 'visually-hidden' }, 'The first values of c, m, M and u = M − m − c'),
    el('thead', null, head),
    el('tbody', null,
      row('c', 'c', values.c, (v, i) => failing.c.has(i)),
      row('m', 'm', values.m),
      row('M', 'M', values.M),
      row('u', 'u', values.u, (v, i) => v < 0 || failing.u.has(i))));
}
