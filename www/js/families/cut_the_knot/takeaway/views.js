// Cut-the-Knot, part (b), the views of the engine's takeawayAnalysis (Schwenk 1970): H with its
// steps, his hypotheses and every claim (holds or contradicted, with the counterexample), and H
// beside the losing starts, B_f and {N : g(N) = N} of the move-function game (Holshouser &
// Reiter 2003). Each fills its box from one result, in the language shown (its words: the
// catalogue part cut_the_knot_section; the engine's sentences are messages, cut_the_knot_analysis
// and errors), in the lesson too; a caller draws them again when the language changes.

import { el, fill, fmtInt, withSubscripts } from '../../../core/dom.js';
import { say } from '../../../core/words.js';
import { scrollRegion } from '../../../widgets/scroll-region.js';
import { l10n, t } from '../../../core/i18n.js';
import '../../../i18n/cut_the_knot_section/index.js';
import '../../../i18n/cut_the_knot_analysis/index.js';

const ktStepsShown = 40;
const ktCompareRows = 40;

function hsub(k) {
  return el('span', { class: 'math' }, 'H', el('sub', null, String(k)));
}

/** H as chips, the stop (if H ends), and the steps H_{k+1} = H_k + H_m. */
export function renderHSequence(box, r) {
  const h = Array.from(r.H || []);
  const steps = r.steps || [];
  const stepCount = r.stepsTotal ?? steps.length; // the engine lists the first 1000 steps
  const rows = steps.slice(0, ktStepsShown).map((st) => el('tr', { 'data-k': st.k + 1 },
    el('td', null, hsub(st.k + 1)),
    el('td', null, '= ', hsub(st.k), ' + ', hsub(st.m)),
    el('td', { class: 'mono' }, `= ${fmtInt(h[st.k - 1] ?? st.h - st.hm)} + ${fmtInt(st.hm)} = `, el('strong', null, fmtInt(st.h))),
    l10n(el('td', { class: 'kt-step-why' }), 'cks-t-step-why', { m: String(st.m), k: String(st.k) })));
  fill(box,
    el('p', { class: 'kt-h-line' }, el('strong', null, 'H = '),
      el('span', { class: 'mono', id: 'kt-h' }, h.slice(0, 60).map(fmtInt).join(', ')),
      h.length > 60 ? ', …' : '', ' ', l10n(el('span', { class: 'small' }), 'cks-t-members', { count: h.length, upto: fmtInt(r.upto) })),
    r.hStop ? el('p', { class: 'kt-h-stop', id: 'kt-h-stop' }, l10n(el('strong'), 'cks-t-h-stops'), ' ', withSubscripts(say(r.hStopMessage, r.hStop))) : null,
    steps.length
      ? el('details', { class: 'kt-steps', open: stepCount <= 12 },
        l10n(el('summary'), 'cks-t-steps-summary', { count: stepCount }),
        l10n(el('p', { class: 'small' }), 'cks-t-steps-explain'),
        scrollRegion(el('div', { class: 'table-wrap' }, el('table', { class: 'kt-steps-table' }, el('tbody', null, rows))), { toString: () => t('cks-t-steps-region') }),
        stepCount > ktStepsShown ? l10n(el('p', { class: 'small' }), 'cks-t-steps-more', { count: stepCount - ktStepsShown }) : null)
      : null);
}

/** A hypothesis' verdict ('proved', 'checked', 'fails'), in words. */
const statusWords = { proved: 'cks-t-status-proved', checked: 'cks-t-status-checked', fails: 'cks-t-status-fails' };

function hypothesis(id, name, hyp) {
  const fails = hyp.status === 'fails';
  return el('li', { class: `check-item ${fails ? 'fails' : 'holds'}`, id, 'data-status': hyp.status },
    el('span', { class: `check-mark ${fails ? 'bad' : 'ok'}`, 'aria-hidden': 'true' }, fails ? '✗' : '✓'),
    el('div', null,
      name, ' ',
      statusWords[hyp.status]
        ? l10n(el('span', { class: `status ${fails ? 'status-bad' : 'status-good'}` }), statusWords[hyp.status])
        : el('span', { class: `status ${fails ? 'status-bad' : 'status-good'}` }, hyp.status),
      fails && hyp.at !== null && hyp.at !== undefined ? [' ', l10n(el('span', { class: 'check-at' }), 'cks-t-at', { x: fmtInt(hyp.at) })] : null,
      el('p', { class: 'check-text' }, say(hyp.message, hyp.text || ''))));
}

/** The banner over the claims: whether Schwenk's hypotheses hold, and how many claims do. */
function claimsBanner(hold, claims) {
  const failing = claims.filter((c) => !c.holds).length;
  let detail;
  if (hold) detail = failing ? ['cks-t-hold-failing', { count: failing }] : ['cks-t-hold-all'];
  else detail = failing ? ['cks-t-fail-some', { holding: claims.length - failing, total: claims.length, failing }] : ['cks-t-fail-none'];
  return el('div', { class: `verdict-banner ${hold ? 'holds' : 'fails'}`, id: 'kt-banner', 'data-hold': String(hold) },
    el('span', { class: `check-mark ${hold ? 'ok' : 'bad'}`, 'aria-hidden': 'true' }, hold ? '✓' : '✗'),
    el('div', null, l10n(el('span', { class: 'verdict-text' }), hold ? 'cks-t-hold' : 'cks-t-fail'),
      l10n(el('p', { class: 'verdict-detail' }), ...detail)));
}

/** Schwenk's hypotheses with their verdicts, then every claim, holds or contradicted. */
export function renderTakeawayClaims(box, r) {
  const hyp = r.hypotheses || {};
  const claims = r.claims || [];
  fill(box,
    claimsBanner(!!hyp.hold, claims),
    el('div', { class: 'b-verdict-grid' },
      el('div', null,
        l10n(el('h3'), 'cks-t-hypotheses'),
        el('ul', { class: 'check-list' },
          hypothesis('kt-hyp-nondecreasing', l10n(el('span', { class: 'check-name' }), 'cks-t-hyp-nondecreasing'), hyp.nondecreasing || {}),
          hypothesis('kt-hyp-atleastx', el('span', { class: 'check-name' }, 'f(x) ≥ x'), hyp.atLeastX || {}))),
      el('div', null,
        l10n(el('h3'), 'cks-t-claims'),
        el('ul', { class: 'conclusions claim-list' }, claims.map((c) => claimItem(c))))));
}

function claimItem(c) {
  return el('li', {
    class: `conclusion claim ${c.holds ? 'holds' : 'fails'}`, id: `kt-claim-${c.id}`,
    'data-verdict': c.holds ? 'holds' : 'contradicted',
  },
  el('div', null,
    l10n(el('span', { class: `verdict-word ${c.holds ? 'holds' : 'fails'}` }), c.holds ? 'cks-t-verdict-holds' : 'cks-t-verdict-contradicted'), ' ',
    el('span', { class: 'conclusion-statement' }, withSubscripts(say(c.statementMessage, c.statement))),
    el('span', { class: 'small' }, ` (N ≤ ${fmtInt(c.checkedUpto)})`),
    c.counterexample ? el('p', { class: 'kt-counterexample' }, l10n(el('strong'), 'cks-t-counterexample'), ' ', withSubscripts(say(c.counterexampleMessage, c.counterexample))) : null,
    // the engine's text, unless it only repeats the counterexample
    c.text && !(c.counterexample && c.text.includes(c.counterexample)) ? el('p', { class: 'claim-text' }, withSubscripts(say(c.message, c.text))) : null));
}

/** One row per number in any of the four sets (the first 40), a mark in each set's column. */
export function renderTakeawayCompare(box, r) {
  const game = () => l10n(el('small'), 'cks-t-col-game');
  const sets = [
    { name: 'H', title: [el('i', null, 'H')], values: r.H, upto: r.upto },
    { name: 'losing', title: [l10n(el('span'), 'cks-t-col-losing'), el('br'), l10n(el('small'), 'cks-t-col-brute', { upto: fmtInt(r.bruteUpto) })], values: r.losingStarts, upto: r.bruteUpto },
    { name: 'base', title: [el('i', null, 'B'), el('sub', null, 'f'), el('br'), game()], values: r.base, upto: r.upto },
    { name: 'engine', title: [el('i', null, 'g'), '(N) = N', el('br'), game()], values: r.engineLosing, upto: r.upto },
  ].map((s) => ({ ...s, members: new Set(Array.from(s.values || []).map(Number)) }));
  const all = [...new Set(sets.flatMap((s) => [...s.members]))].sort((a, b) => a - b);
  const shown = all.slice(0, ktCompareRows);
  let differing = 0;
  const rows = shown.map((n) => {
    const cells = sets.map((s) => (n > s.upto ? null : s.members.has(n)));
    const known = cells.filter((c) => c !== null);
    const differs = known.some((c) => c !== known[0]);
    if (differs) differing++;
    return el('tr', { class: differs ? 'differs' : null, 'data-n': n },
      el('th', { scope: 'row' }, fmtInt(n)),
      cells.map((c, i) => el('td', { class: c === null ? 'na' : c ? 'yes' : 'no', 'data-set': sets[i].name },
        c === null ? '—' : c ? '●' : '·')));
  });
  const totalDiffering = all.filter((n) => {
    const known = sets.filter((s) => n <= s.upto).map((s) => s.members.has(n));
    return known.some((c) => c !== known[0]);
  }).length;
  const summary = totalDiffering === 0
    ? ['cks-t-agree', { brute: fmtInt(r.bruteUpto), upto: fmtInt(r.upto) }]
    : [differing < totalDiffering ? 'cks-t-disagree-first' : 'cks-t-disagree', { count: totalDiffering }];
  const [h, losing, base, engine] = sets.map((s) => fmtInt(s.members.size));
  fill(box,
    l10n(el('p', { class: 'explain' }), 'cks-t-compare-explain'),
    l10n(el('p', { class: 'kt-compare-summary', id: 'kt-compare-summary', 'data-differing': totalDiffering }), ...summary),
    scrollRegion(el('div', { class: 'table-wrap' },
      el('table', { class: 'kt-compare', id: 'kt-compare' },
        el('thead', null, el('tr', null, el('th', { scope: 'col' }, 'N'), sets.map((s) => el('th', { scope: 'col' }, s.title)))),
        el('tbody', null, rows))), { toString: () => t('cks-t-compare-region') }),
    all.length > shown.length ? l10n(el('p', { class: 'small' }), 'cks-t-compare-more', { count: all.length - shown.length, upto: fmtInt(r.upto) }) : null,
    l10n(el('p', { class: 'small' }), 'cks-t-compare-counts', { h, losing, base, engine }));
}
