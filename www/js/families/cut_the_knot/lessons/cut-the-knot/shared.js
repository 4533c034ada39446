// What every step of the lesson "Cut The Knot's single-pile games" (../cut-the-knot.js) shares:
// the rules chosen now (the set of takes of One Pile and the f of the take-away games), the
// lesson's runtime, and small questions to the engine for any rule. Nothing here holds a claim
// a rule change could falsify: every answer is the engine's for the rule passed or chosen now.

import { freeEngineObject } from '../../../../core/engine.js';
// (the take-away game of f from n is the move-function game of f from (n, n − 1): the lesson asks
// this family's TakeawayGame, so that the page loads this family's package alone)
import { checkF, checkSet, newSubtractionGame, newSumGame, newTakeawayGame, subtractionAnalysis, subtractionGrundyAt, takeawayRepresentation } from '../../engine.js';
import { jobResult } from '../../../../core/jobs.js';
import { el, fmtInt } from '../../../../core/dom.js';
import { t, language, sayResult } from '../../../../core/i18n.js';
import { createValueStrip } from '../../../../widgets/strip.js';
import { main, $, lesson, begin } from '../../../../lessons/page.js';
import { same, listWords as numberList } from '../../../../lessons/shared.js';
import { examples } from '../../../../widgets/example-chips.js';
import { sets as examplesSets } from '../../examples.js';
import { fx } from '../../../move_fn/examples.js';
// (the engine's sentences in the page's language: its hints, periods and claims carry messages,
// and so do its representations of a pile by H and its refusals, errorText)
import '../../../../i18n/cut_the_knot/index.js';
import '../../../../i18n/cut_the_knot_analysis/index.js';
import '../../../../i18n/errors/index.js';

// the page's main and the lesson's runtime (lessons/page.js) and helpers, for every step
export { main, $, lesson, begin };
export { same, t };

export const sets = examples([examplesSets.applet, 'the applet'], [examplesSets.oneToThree], [examplesSets.twoToSeven],
  [examplesSets.oneThreeFour, 'not a range'], [examplesSets.twoFiveSix, 'not a range']);
export const rules = examples([fx.twice, 'Fibonacci Nim'], [fx.same, 'no more than'], [fx.lessThanTwice, 'less than twice'],
  [fx.thrice], [fx.square]);
/** The rule of step 8: 2x except at a single point, outside Schwenk's hypotheses. */
export const brokenRule = 'if x == 3 then 1 else 2x';

export const setUpto = 60;        // the One Pile table the questions use
export const stripUpto = 40;      // the table drawn
export const takeUpto = 1000;     // H, brute force and the claims
export const startUpto = 30;      // the starting piles' Grundy numbers drawn
export const rowsUpto = 12;       // the table of every (N, x)
export const sumPiles = [4, 6, 9];

/** The rules chosen now: the set of takes of One Pile and the f of the take-away games (set by
 *  chooseSet and chooseRule; every step reads them here, when it runs). */
export const now = { set: '3..5', f: '2x' };

/** A new set of takes (change-the-rule.js sets it; every step reads `set`). */
export function chooseSet(s) {
  now.set = s;
}
/** A new f (change-the-rule.js sets it; every step reads `f`). */
export function chooseRule(rule) {
  now.f = rule;
}

// --- the engine, for any rule ---------------------------------------------------------------

/** Schwenk's H, his hypotheses, brute force and the claims for f on 1..takeUpto. */
export const takeaway = (rule = now.f) => jobResult({ kind: 'takeaway', f: rule, upto: takeUpto });
/** G(N, x) for N ≤ startUpto: the start values and the rows. */
export const grundyOf = (rule = now.f) => jobResult({ kind: 'grundy', f: rule, upto: startUpto, rowsUpto: startUpto, heat: 0 });

/** Small synchronous answers, once per key (prompts are written at once). */
const memo = new Map();
export function once(key, compute) {
  if (!memo.has(key)) memo.set(key, compute());
  return memo.get(key);
}

/** The One Pile table of a set on 0..setUpto (the engine's subtractionAnalysis). */
export const setTable = (s = now.set) => once(`set|${s}`, () => {
  const r = subtractionAnalysis(s, setUpto);
  return { ...r, grundy: Array.from(r.grundy), pPositions: Array.from(r.pPositions, Number) };
});

/** H up to `bound` (from the engine's representation of `bound`). */
export const hUpTo = (rule, bound = 100000) => once(`H|${rule}|${bound}`, () => Array.from(takeawayRepresentation(rule, String(bound)).H, Number));

export const ruleWords = (rule = now.f) => `f(x) = ${checkF(rule).canonical || rule}`;

/** "1, 2 and 3" in the page's language. */
export const listWords = (values) => numberList(values);
/** "1, 2 or 3" in the page's language. */
export const orWords = (values) => numberList(values, true);
/** An engine result's sentence in the page's language (core/i18n.js). */
export const engineWords = sayResult;
/** P or N: the selector of the messages that say which a pile is. */
export const kindOf = (p) => (p ? 'P' : 'N');
/** Two sentences one after the other (no space between them in Chinese). */
export const twoSentences = (first, second) => t('cut-the-knot-s-two', { first, second });
/** The first `count` values: "1, 2 and 3", or "1, 2, 3, …" when there are more. */
export const first = (values, count) => (values.length > count
  ? `${values.slice(0, count).map(fmtInt).join(', ')}, …` : listWords(values));

/** "Min 3, Max 5" or "the set {1, 3, 4}". */
export function setName(s = now.set) {
  const check = checkSet(s);
  const mm = check.minmax;
  return mm ? t('cut-the-knot-s-set-minmax', { min: mm.min, max: mm.max }) : t('cut-the-knot-s-set-named', { set: `{${check.canonical || s}}` });
}

/** What a move of One Pile may take: "at least 3 and at most 5 counters." */
export function setMoves(s = now.set) {
  const check = checkSet(s);
  const mm = check.minmax;
  if (mm) return mm.min === mm.max ? t('cut-the-knot-s-moves-exactly', { n: mm.min }) : t('cut-the-knot-s-moves-range', { min: mm.min, max: mm.max });
  const takes = Array.from(check.set || [], Number);
  return takes.length > 12 ? t('cut-the-knot-s-moves-from', { set: `{${check.canonical}}` }) : t('cut-the-knot-s-moves-set', { takes: orWords(takes) });
}

/** The smallest and the largest take of a set (Min and Max when it is one range). */
export function setBounds(s = now.set) {
  const takes = Array.from(checkSet(s).set || [], Number);
  return { min: takes[0], max: takes[takes.length - 1], count: takes.length };
}

/** Whether a pile is P (the engine's G), with the engine's reason. */
export function pileVerdict(s, n) {
  const g = subtractionGrundyAt(s, String(n));
  let why = `G(${fmtInt(n)}) = ${fmtInt(g)}.`;
  if (n < 1) why = t('cut-the-knot-s-empty-pile', { g: fmtInt(g) });
  else if (n <= 1000000) {
    const game = newSubtractionGame(s, n);
    try {
      why = game.state().legal.length ? engineWords(game.hint()) : t('cut-the-knot-s-no-move-from', { n: fmtInt(n) });
    } finally {
      freeEngineObject(game);
    }
  }
  return { p: g === 0, g, why };
}

/** The engine's first move from a take-away start of n (the first move takes 1 to n − 1):
 *  {winning, take}, the take-away game's hint. */
export function firstMove(rule, n) {
  const game = newTakeawayGame(rule, n);
  try {
    const { winning, take } = game.hint();
    return { winning, take };
  } finally {
    freeEngineObject(game);
  }
}

/** Does taking k from a take-away start of n win? The engine plays it and judges what is left. */
export function takeWins(rule, n, k) {
  const game = newTakeawayGame(rule, n);
  try {
    game.play(k);
    if (game.state().over) return true;
    return !game.hint().winning;
  } finally {
    freeEngineObject(game);
  }
}

/** The row's state after taking k from pile i (or now, without a move). */
export function rowAfter(rule, piles, i = null, k = 0) {
  const game = newSumGame(rule, piles);
  try {
    if (i !== null) game.play(i, k);
    return game.state();
  } finally {
    freeEngineObject(game);
  }
}

export function rowHint(rule, piles) {
  const game = newSumGame(rule, piles);
  try {
    return game.hint();
  } finally {
    freeEngineObject(game);
  }
}

export const binary = (v, width) => Number(v).toString(2).padStart(width, '0');
/** 6 → "₆" (for answers, which are plain text). */
export const subscript = (k) => String(k).replace(/\d/g, (d) => String.fromCharCode(0x2080 + Number(d)));

/** The engine's reason for its move from a start of n, in this lesson's words: the pile written
 *  with Schwenk's H (the engine's representation) and the engine's verdict, not the
 *  move-function game's base and g (newGame's hints speak of those; TakeawayGame's speak of H).
 *  {rep, verdict}: the representation's sentence (the engine's message) or null, and the
 *  verdict, both in the page's language. */
export function schwenkParts(n, best, rule = now.f) {
  let rep = null;
  try {
    rep = takeawayRepresentation(rule, String(n));
  } catch (_) { /* no representation: the verdict alone */ }
  const verdict = best.winning ? t('cut-the-knot-s-verdict-wins', { n: fmtInt(n), take: fmtInt(best.take) }) : t('cut-the-knot-s-verdict-loses', { n: fmtInt(n) });
  return { rep: rep && rep.valid ? engineWords(rep) : null, verdict };
}
/** schwenkParts as one text (a question's verdict). */
export function schwenkWhy(n, best, rule = now.f) {
  const { rep, verdict } = schwenkParts(n, best, rule);
  return rep ? `${rep} ${verdict}` : verdict;
}
/** schwenkParts as nodes (a fact). */
export function schwenkNodes(n, best, rule = now.f) {
  const { rep, verdict } = schwenkParts(n, best, rule);
  return rep ? [el('span', null, rep), ' ', verdict] : [verdict];
}

/** A strip of values in host (the family's applet-style table) with a caption computed live. */
export function stripView(host, load) {
  const caption = el('p', { class: 'strip-caption' });
  const box = el('div', { class: 'k-strip' });
  host.append(caption, box);
  let spec = null;
  let token = 0;
  const strip = createValueStrip(box, () => { if (spec) strip.render(spec); });
  lesson.facts.add(caption, async () => {
    const mine = ++token;
    const loaded = await load();
    if (mine === token) {
      spec = loaded.spec;
      strip.reset();
      strip.render(spec);
    }
    return loaded.caption;
  });
}

export const pOrN = { choices: [['P', () => t('cut-the-knot-s-choice-p')], ['N', () => t('cut-the-knot-s-choice-n')]] };
