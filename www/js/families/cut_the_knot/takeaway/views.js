// Cut-the-Knot, part (b), the views of the engine's takeawayAnalysis (Schwenk 1970): H with its
// steps, his hypotheses and every claim (holds or contradicted, with the counterexample), and H
// beside the losing starts, B_f and {N : g(N) = N} of the move-function game (Holshouser &
// Reiter 2003). Each fills its box from one result.

import { el, fill, fmtInt, withSubscripts } from '../../../core/dom.js';
import { say } from '../../../core/words.js';
import { scrollRegion } from '../../../widgets/scroll-region.js';

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
    el('td', { class: 'kt-step-why' }, 'm = ', String(st.m), ': the smallest j with f(', hsub('j'), ') ≥ ', hsub(st.k))));
  fill(box,
    el('p', { class: 'kt-h-line' }, el('strong', null, 'H = '),
      el('span', { class: 'mono', id: 'kt-h' }, h.slice(0, 60).map(fmtInt).join(', ')),
      h.length > 60 ? ', …' : '', el('span', { class: 'small' }, ` — ${fmtInt(h.length)} members ≤ ${fmtInt(r.upto)}`)),
    r.hStop ? el('p', { class: 'kt-h-stop', id: 'kt-h-stop' }, el('strong', null, 'H stops: '), withSubscripts(r.hStop)) : null,
    steps.length
      ? el('details', { class: 'kt-steps', open: stepCount <= 12 },
        el('summary', null, `How each member is found (${stepCount} ${stepCount === 1 ? 'step' : 'steps'})`),
        el('p', { class: 'small' }, 'Each step adds ', hsub('m'), ', where m is the smallest j with f(', hsub('j'), ') ≥ ', hsub('k'), '.'),
        scrollRegion(el('div', { class: 'table-wrap' }, el('table', { class: 'kt-steps-table' }, el('tbody', null, rows))), 'How each member is found'),
        stepCount > ktStepsShown ? el('p', { class: 'small' }, `… and ${stepCount - ktStepsShown} more steps.`) : null)
      : null);
}

const statusWords = { proved: 'proved', checked: 'checked', fails: 'fails' };

function hypothesis(id, name, hyp) {
  const fails = hyp.status === 'fails';
  return el('li', { class: `check-item ${fails ? 'fails' : 'holds'}`, id, 'data-status': hyp.status },
    el('span', { class: `check-mark ${fails ? 'bad' : 'ok'}`, 'aria-hidden': 'true' }, fails ? '✗' : '✓'),
    el('div', null,
      el('span', { class: 'check-name' }, name), ' ',
      el('span', { class: `status ${fails ? 'status-bad' : 'status-good'}` }, statusWords[hyp.status] || hyp.status),
      fails && hyp.at !== null && hyp.at !== undefined ? el('span', { class: 'check-at' }, ` at x = ${fmtInt(hyp.at)}`) : null,
      el('p', { class: 'check-text' }, say(hyp.message, hyp.text || ''))));
}

/** Schwenk's hypotheses with their verdicts, then every claim, holds or contradicted. */
export function renderTakeawayClaims(box, r) {
  const hyp = r.hypotheses || {};
  const hold = !!hyp.hold;
  const claims = r.claims || [];
  const failing = claims.filter((c) => !c.holds).length;
  const banner = hold
    ? el('div', { class: 'verdict-banner holds', id: 'kt-banner', 'data-hold': 'true' },
      el('span', { class: 'check-mark ok', 'aria-hidden': 'true' }, '✓'),
      el('div', null, el('span', { class: 'verdict-text' }, 'Schwenk’s hypotheses hold: his theorem applies.'),
        el('p', { class: 'verdict-detail' }, failing
          ? `Yet ${failing} of the claims below is contradicted by computation — see it in red.`
          : 'Every claim below is confirmed by computation in the range checked.')))
    : el('div', { class: 'verdict-banner fails', id: 'kt-banner', 'data-hold': 'false' },
      el('span', { class: 'check-mark bad', 'aria-hidden': 'true' }, '✗'),
      el('div', null, el('span', { class: 'verdict-text' }, 'Schwenk’s hypotheses fail: his theorem promises nothing here.'),
        el('p', { class: 'verdict-detail' }, failing
          ? `What still holds and what does not, by computation: ${claims.length - failing} of ${claims.length} claims hold, `
            + `${failing} ${failing === 1 ? 'is' : 'are'} contradicted.`
          : `Yet every claim below holds in the range checked: here the hypotheses are not needed.`)));
  fill(box,
    banner,
    el('div', { class: 'b-verdict-grid' },
      el('div', null,
        el('h3', null, 'Hypotheses'),
        el('ul', { class: 'check-list' },
          hypothesis('kt-hyp-nondecreasing', 'f is non-decreasing', hyp.nondecreasing || {}),
          hypothesis('kt-hyp-atleastx', 'f(x) ≥ x', hyp.atLeastX || {}))),
      el('div', null,
        el('h3', null, 'Claims, checked'),
        el('ul', { class: 'conclusions claim-list' }, claims.map((c) => claimItem(c))))));
}

function claimItem(c) {
  return el('li', {
    class: `conclusion claim ${c.holds ? 'holds' : 'fails'}`, id: `kt-claim-${c.id}`,
    'data-verdict': c.holds ? 'holds' : 'contradicted',
  },
  el('div', null,
    el('span', { class: `verdict-word ${c.holds ? 'holds' : 'fails'}` }, c.holds ? 'holds' : 'contradicted'), ' ',
    el('span', { class: 'conclusion-statement' }, withSubscripts(c.statement)),
    el('span', { class: 'small' }, ` (N ≤ ${fmtInt(c.checkedUpto)})`),
    c.counterexample ? el('p', { class: 'kt-counterexample' }, el('strong', null, 'Counterexample: '), withSubscripts(say(c.counterexampleMessage, c.counterexample))) : null,
    // the engine's text, unless it only repeats the counterexample
    c.text && !(c.counterexample && c.text.includes(c.counterexample)) ? el('p', { class: 'claim-text' }, withSubscripts(say(c.message, c.text))) : null));
}

/** One row per number in any of the four sets (the first 40), a mark in each set's column. */
export function renderTakeawayCompare(box, r) {
  const sets = [
    { name: 'H', title: [el('i', null, 'H')], values: r.H, upto: r.upto },
    { name: 'losing', title: ['losing start', el('br'), el('small', null, `brute force, N ≤ ${fmtInt(r.bruteUpto)}`)], values: r.losingStarts, upto: r.bruteUpto },
    { name: 'base', title: [el('i', null, 'B'), el('sub', null, 'f'), el('br'), el('small', null, 'the move-function game')], values: r.base, upto: r.upto },
    { name: 'engine', title: [el('i', null, 'g'), '(N) = N', el('br'), el('small', null, 'the move-function game')], values: r.engineLosing, upto: r.upto },
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
  fill(box,
    el('p', { class: 'explain' }, 'Each row is a number in at least one of the four sets; ● marks membership. ',
      'A red row: the sets disagree there. — : beyond the range brute force covers.'),
    el('p', { class: 'kt-compare-summary', id: 'kt-compare-summary', 'data-differing': totalDiffering },
      totalDiffering === 0
        ? withSubscripts(`All four sets agree on N ≤ ${fmtInt(r.bruteUpto)} (and H, B_f, g(N) = N on N ≤ ${fmtInt(r.upto)}).`)
        : `The sets disagree at ${fmtInt(totalDiffering)} numbers${differing < totalDiffering ? ' (the first rows are shown)' : ''}.`),
    scrollRegion(el('div', { class: 'table-wrap' },
      el('table', { class: 'kt-compare', id: 'kt-compare' },
        el('thead', null, el('tr', null, el('th', { scope: 'col' }, 'N'), sets.map((s) => el('th', { scope: 'col' }, s.title)))),
        el('tbody', null, rows))), 'The four sets compared'),
    all.length > shown.length ? el('p', { class: 'small' }, `… ${fmtInt(all.length - shown.length)} more numbers up to ${fmtInt(r.upto)}.`) : null,
    el('p', { class: 'small' }, withSubscripts(sets.map((s, i) => `${['H', 'losing starts', 'B_f', 'g(N) = N'][i]}: ${fmtInt(s.members.size)}`).join(' · '))));
}
