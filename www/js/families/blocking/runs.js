// Blocking Nim, per move: brute force's maximal safe runs beside Theorem 1's safe intervals. A run
// or interval holding a pile where the two disagree is highlighted; a level where they differ says
// that the formula is wrong there and names the first differing pile.

import { el, fill, fmtInt } from '../../core/dom.js';
import { diffText } from './verdicts.js';
import { scrollRegion } from '../../widgets/scroll-region.js';
import { t, language, onLanguageChange } from '../../core/i18n.js';
import { say } from '../../core/words.js';
import '../../i18n/blocking_section/index.js';
import '../../i18n/blocking_analysis/index.js';

const runsShown = 24;
const formulaCache = new WeakMap();

/** A level's `runs` or `intervals` (a Uint32Array of pairs laid flat: a0, b0, a1, b1, …) as
 *  [[a, b], …], from pair `from` to before pair `to`. */
export function pairs(flat, from = 0, to = flat.length / 2) {
  const out = [];
  for (let i = from; i < Math.min(to, flat.length / 2); i++) out.push([flat[2 * i], flat[2 * i + 1]]);
  return out;
}

/** Theorem 1's safe piles of each level as a 0/1 array over 0..upto (once per result). */
export function formulaArrays(result) {
  if (!formulaCache.has(result)) {
    formulaCache.set(result, result.levels.map((level) => {
      const set = new Uint8Array(result.upto + 1);
      const iv = level.intervals;
      for (let i = 0; i < iv.length; i += 2) set.fill(1, iv[i], Math.min(result.upto, iv[i + 1]) + 1);
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
function runList(flat, differ, kind) {
  const count = flat.length / 2;
  const chips = pairs(flat, 0, runsShown).map((run) => {
    const miss = differ(run[0], run[1]);
    return el('span', { class: `b-run ${kind}${miss ? ' miss' : ''}`, 'data-run': `${run[0]},${run[1]}` }, runLabel(run));
  });
  const more = count - runsShown;
  let missing = 0;
  for (let i = runsShown; i < count; i++) if (differ(flat[2 * i], flat[2 * i + 1])) missing++;
  return el('div', { class: 'b-run-list' }, chips,
    more > 0 ? el('span', { class: 'b-run-more' }, missing
      ? t('bns-runs-more-differ', { more, missing }) : t('bns-runs-more', { more })) : null,
    count === 0 ? el('span', { class: 'b-run-more' }, t('bns-runs-none')) : null);
}

/** The runs table built in host (ids `${ids}runs`, `${ids}runs-body`), its rows drawn once per
 *  result. render(slot). */
export function createRuns(host, { ids = '' } = {}) {
  const tbody = el('tbody', { id: `${ids}runs-body` });
  // on a phone the table may be wider than the screen: the box scrolls sideways, is a tab stop
  // while it does (scroll-region.js), and shows a shadow at the edge that hides columns
  const caption = el('caption', { class: 'visually-hidden', 'data-l10n-id': 'bns-runs-title' }, t('bns-runs-title'));
  const heads = ['bns-runs-move', 'bns-runs-brute', 'bns-runs-formula', 'bns-runs-verdict']
    .map((id) => el('th', { scope: 'col', 'data-l10n-id': id }, t(id)));
  const wrap = scrollRegion(el('div', { class: 'table-wrap b-runs-wrap scroll-shadows' },
    el('table', { class: 'b-runs', id: `${ids}runs` }, caption, el('thead', null, el('tr', null, heads)), tbody)), { toString: () => t('bns-runs-title') });
  host.append(wrap);
  // (the caption and headers are re-filled in place on a language change; the region's name here,
  // and in the language shown whenever scroll-region.js sets it again)
  onLanguageChange(() => {
    if (wrap.hasAttribute('aria-label')) wrap.setAttribute('aria-label', t('bns-runs-title'));
  });
  let drawnKey = null;
  // (drawn again when a catalogue part arrives after the result)
  onLanguageChange(() => { drawnKey = null; });
  function render(a) {
    const result = a.result;
    const key = `${a.resultKey}|${language()}`;
    if (!result || drawnKey === key) return;
    drawnKey = key;
    const formula = formulaArrays(result);
    fill(tbody, result.levels.map((level, r) => {
      const differ = differences(level, formula[r]);
      return el('tr', { class: level.matches ? 'agrees' : 'differs', 'data-move': level.move, 'data-matches': String(level.matches) },
        el('th', { scope: 'row' }, String(level.move)),
        el('td', null, runList(level.runs, differ, 'brute')),
        el('td', null, runList(level.intervals, differ, 'formula')),
        el('td', { class: 'b-run-verdict' }, level.matches
          ? el('span', { class: 'outcome ok' }, `✓ ${t('bns-runs-same')}`)
          : [el('span', { class: 'outcome bad' }, `✗ ${t('bns-runs-wrong')}`),
            el('span', { class: 'b-first-diff' }, ` — ${t('bns-runs-first', { diff: diffText(level) })}`)],
        level.weak ? el('p', { class: `b-weak ${level.weak.holds ? 'holds' : 'fails'}`, title: say(level.weak.message, level.weak.text || '') },
          t(level.weak.holds ? 'bns-runs-weak-holds' : 'bns-runs-weak-fails', { move: level.move })) : null));
    }));
  }
  return { render };
}
