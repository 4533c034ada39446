// Blocking Nim, per move: brute force's maximal safe runs beside Theorem 1's safe intervals. A run
// or interval holding a pile where the two disagree is highlighted; a level where they differ says
// that the formula is wrong there and names the first differing pile.

import { el, fill, fmtInt } from '../../core/dom.js';
import { diffText } from './verdicts.js';

const runsShown = 24;
const formulaCache = new WeakMap();

/** Theorem 1's safe piles of each level as a 0/1 array over 0..upto (once per result). */
export function formulaArrays(result) {
  if (!formulaCache.has(result)) {
    formulaCache.set(result, result.levels.map((level) => {
      const set = new Uint8Array(result.upto + 1);
      for (const [a, b] of level.intervals) set.fill(1, Math.max(0, a), Math.min(result.upto, b) + 1);
      return set;
    }));
  }
  return formulaCache.get(result);
}

function runLabel([a, b]) {
  return a === b ? `${fmtInt(a)}` : `${fmtInt(a)} … ${fmtInt(b)}`;
}

/** differ(a, b): does brute force disagree with the formula at some pile of [a, b]? */
function differences(level, formula) {
  const prefix = new Uint32Array(formula.length + 1);
  for (let p = 0; p < formula.length; p++) prefix[p + 1] = prefix[p] + (level.safe[p] !== formula[p] ? 1 : 0);
  return (a, b) => prefix[Math.min(b, formula.length - 1) + 1] - prefix[Math.max(0, a)] > 0;
}

/** The runs as chips; those holding a pile where brute force and the formula disagree are marked. */
function runList(runs, differ, kind) {
  const chips = runs.slice(0, runsShown).map((run) => {
    const miss = differ(run[0], run[1]);
    return el('span', { class: `b-run ${kind}${miss ? ' miss' : ''}`, 'data-run': `${run[0]},${run[1]}` }, runLabel(run));
  });
  const more = runs.length - runsShown;
  const missing = runs.slice(runsShown).filter(([a, b]) => differ(a, b)).length;
  return el('div', { class: 'b-run-list' }, chips,
    more > 0 ? el('span', { class: 'b-run-more' }, `… and ${fmtInt(more)} more${missing ? ` (${fmtInt(missing)} of them differ)` : ''}`) : null,
    runs.length === 0 ? el('span', { class: 'b-run-more' }, 'none') : null);
}

/** The runs table built in host (ids `${ids}runs`, `${ids}runs-body`), its rows drawn once per
 *  result. render(slot). */
export function createRuns(host, { ids = '' } = {}) {
  const tbody = el('tbody', { id: `${ids}runs-body` });
  const title = 'Safe runs by brute force beside Theorem 1’s intervals';
  host.append(el('div', { class: 'table-wrap', role: 'region', 'aria-label': title, tabindex: '0' },
    el('table', { class: 'b-runs', id: `${ids}runs` },
      el('caption', { class: 'visually-hidden' }, title),
      el('thead', null, el('tr', null, ['Move', 'Safe piles by brute force', 'Theorem 1’s safe intervals', 'Verdict']
        .map((h) => el('th', { scope: 'col' }, h)))),
      tbody)));
  let drawnKey = null;
  function render(a) {
    const result = a.result;
    if (!result || drawnKey === a.resultKey) return;
    drawnKey = a.resultKey;
    const formula = formulaArrays(result);
    fill(tbody, result.levels.map((level, r) => {
      const differ = differences(level, formula[r]);
      return el('tr', { class: level.matches ? 'agrees' : 'differs', 'data-move': level.move, 'data-matches': String(level.matches) },
        el('th', { scope: 'row' }, String(level.move)),
        el('td', null, runList(level.runs, differ, 'brute')),
        el('td', null, runList(level.intervals, differ, 'formula')),
        el('td', { class: 'b-run-verdict' }, level.matches
          ? el('span', { class: 'outcome ok' }, '✓ the same')
          : [el('span', { class: 'outcome bad' }, '✗ the formula is wrong here'),
            el('span', { class: 'b-first-diff' }, ` — first at ${diffText(level)}`)],
        level.weak ? el('p', { class: `b-weak ${level.weak.holds ? 'holds' : 'fails'}`, title: level.weak.text || '' },
          `Summary’s condition from move ${level.move}: ${level.weak.holds ? 'holds' : 'fails'}`) : null));
    }));
  }
  return { render };
}
