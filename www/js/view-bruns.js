// Blocking Nim: per move, brute force's maximal safe runs beside Theorem 1's safe intervals.
// A run the other side does not have is highlighted; a level where they differ says that
// the formula is wrong there and names the first differing pile.

import { byId, el, fill, fmtInt, withSubscripts } from './dom.js';
import { diffText } from './view-bverdicts.js';

const runsShown = 24;
let runsDrawnKey = null;

function runLabel([a, b]) {
  return a === b ? `${fmtInt(a)}` : `${fmtInt(a)} … ${fmtInt(b)}`;
}

/** The runs as chips; those missing from `other` are marked. */
function runList(runs, other, kind) {
  const others = new Set(other.map(([a, b]) => `${a},${b}`));
  const chips = runs.slice(0, runsShown).map((run) => {
    const miss = !others.has(`${run[0]},${run[1]}`);
    return el('span', { class: `b-run ${kind}${miss ? ' miss' : ''}`, 'data-run': `${run[0]},${run[1]}` }, runLabel(run));
  });
  const more = runs.length - runsShown;
  const missing = runs.slice(runsShown).filter(([a, b]) => !others.has(`${a},${b}`)).length;
  return el('div', { class: 'b-run-list' }, chips,
    more > 0 ? el('span', { class: 'b-run-more' }, `… and ${fmtInt(more)} more${missing ? ` (${fmtInt(missing)} of them differ)` : ''}`) : null,
    runs.length === 0 ? el('span', { class: 'b-run-more' }, 'none') : null);
}

export function renderBlockingRuns(b) {
  const a = b.analysis;
  const result = a.result;
  if (!result || runsDrawnKey === a.resultKey) return;
  runsDrawnKey = a.resultKey;
  fill(byId('b-runs-body'), result.levels.map((level) => el('tr', {
    class: level.matches ? 'agrees' : 'differs', 'data-move': level.move, 'data-matches': String(level.matches),
  },
  el('th', { scope: 'row' }, String(level.move)),
  el('td', null, runList(level.runs, level.intervals, 'brute')),
  el('td', null, runList(level.intervals, level.runs, 'formula')),
  el('td', { class: 'b-run-verdict' }, level.matches
    ? el('span', { class: 'outcome ok' }, '✓ the same')
    : [el('span', { class: 'outcome bad' }, '✗ the formula is wrong here'),
      el('span', { class: 'b-first-diff' }, ` — first at ${diffText(level)}`)],
  level.weak ? el('p', { class: `b-weak ${level.weak.holds ? 'holds' : 'fails'}`, title: level.weak.text || '' },
    `Summary’s condition from move ${level.move}: ${level.weak.holds ? 'holds' : 'fails'}`) : null))));
}
