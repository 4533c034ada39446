// What every step of the lesson "Periodic rules and several bases" (../periodic-bases.js) shares: the rule chosen
// now (f(n, x) and its period t; Example 2, the paper's rule, read from the engine's spec), the
// lesson's runtime, and small questions to the engine for any rule: its analysis, a game G_i
// played from (pile, max), the losing piles and the bases.

import '../../../../i18n/move_fn_analysis/index.js';
import '../../../../i18n/move_fn_periodic_analysis/index.js';
import { freeEngineObject } from '../../../../core/engine.js';
import { checkFn } from '../../engine.js';
import { subDigits, newPeriodicGame } from '../../games.js';
import { field } from '../../../../core/spec.js';
import { jobResult } from '../../../../core/jobs.js';
import { el, fmtInt } from '../../../../core/dom.js';
import { language, PSEUDO, t } from '../../../../core/i18n.js';
import { listWords, reasonWords } from '../../../../lessons/shared.js';
import { say } from '../../../../core/words.js';
import { main, $, lesson, begin } from '../../../../lessons/page.js';
import { examples } from '../../../../widgets/example-chips.js';
import { fnx } from '../../examples.js';

// the page's main and the lesson's runtime (lessons/page.js) and helpers, for every step
export { main, $, lesson, begin, t };

/** The rules offered after Example 2 (which is the engine's default and is read from it). */
export const otherRules = examples([fnx.twice, 't = 1: Fibonacci Nim'], [fnx.sameOrTwice, 't = 2'], [fnx.twicePlusN, 't = 2'],
  [fnx.plusN, 't = 3'], [fnx.halfPlusNOrTwice, 't = 2'], [{ ...fnx.oneOrTwicePlusN, fails: true }, 't = 2']);
export const tableUpto = 1000;    // the analysis of the rule chosen now: g_i, the bases, the theorems
export const listUpto = 60;       // the losing piles listed in sentences
export const example2Upto = 100000;

export const G = (i) => `G${subDigits(i)}`;
export const B = (i) => `B${subDigits(i)}`;
/** The lesson's placeholder for a view (data-view=name). */
export const viewHost = (name) => $(`[data-view="${name}"]`);

// --- the engine, for any rule -----------------------------------------------------------------

/** The engine's analysis of the periodic rule on 1..upto (in a worker when long), once each. */
export const analysis = (rule, upto = tableUpto) => jobResult({ kind: 'periodic', f: rule.f, t: rule.t, upto });

/** A game G_i of the rule from (pile, max), handed to `use` and freed after. */
export function withGame(rule, i, pile, max, use) {
  const game = newPeriodicGame(rule.f, rule.t, i % rule.t, pile, max);
  try {
    return use(game);
  } finally {
    freeEngineObject(game);
  }
}

/** The engine's advice from (pile, max) in G_i: {winning, take, why}. */
export const advice = (rule, i, pile, max) => withGame(rule, i, pile, max, (game) => game.hint());

/** Does taking k from (pile, max) in G_i win? The engine plays it and judges what is left. */
export const takeWins = (rule, i, pile, max, k) => withGame(rule, i, pile, max, (game) => {
  game.play(k);
  return !game.hint().winning;
});

/** Taking k from (pile, max) in G_i, played by the engine: {wins, left, limit, reply} — the pile
 *  left, how many the other player may then take, and the other player's winning reply. */
export const afterTake = (rule, i, pile, max, k) => withGame(rule, i, pile, max, (game) => {
  const state = game.play(k);
  const hint = game.hint();
  return { wins: !hint.winning, left: Number(state.pile), limit: Number(state.max), reply: hint.winning ? hint.take : null };
});

/** What a move does, in words from the engine: "Taking 4 leaves 14; the other player may then take
 *  up to 8 and wins by taking 1.", or why it is not a move. */
export function moveClue(rule, i, pile, max, k) {
  if (k < 1 || k > max) return t('periodic-bases-s-not-a-move', { pile: num(pile), max: num(max), k: num(k) });
  const r = afterTake(rule, i, pile, max, k);
  if (r.wins) return t('periodic-bases-s-take-wins', { k: num(k) });
  return t('periodic-bases-s-take-leaves', { k: num(k), left: num(r.left), limit: num(r.limit), reply: num(r.reply) });
}

/** f(n, x) of the rule: the limit after a move of x from a pile of n in G_0, as the engine sets it. */
export const limitAfter = (rule, n, x) => withGame(rule, 0, n, x, (game) => {
  game.play(x);
  return Number(game.state().limit);
});

/** The piles n ≤ upto from which the first player (who may take anything but the whole pile)
 *  loses in G_i: g_i(n) = n. */
export function losingPiles(result, i, upto = result.upto) {
  const g = result.g[i % result.t];
  const out = [];
  for (let n = 1; n <= Math.min(upto, g.length); n++) if (g[n - 1] === n) out.push(n);
  return out;
}

export const members = (result, i) => Array.from(result.theorem2.bases[i % result.t].base, Number);
export { listWords };
/** The first `count` values in words, and ", …" after them when there are more. */
export const shortList = (values, count = 12) => (values.length > count
  ? t('periodic-bases-s-list-more', { list: listWords(values.slice(0, count)) })
  : listWords(values));

/** A number for a message: a number (which Fluent formats and pluralises) while it is small, else
 *  the digits as the engine or the student wrote them (as English has always shown them: Fluent
 *  would group them, "12,345"). */
export const num = (value) => (Math.abs(Number(value)) < 1000 ? Number(value) : String(value));
/** A number the lesson writes with thin spaces between digit groups (fmtInt: "100 000"), for a
 *  message: a number while it is small, else as fmtInt writes it. */
export const big = (value) => (Math.abs(Number(value)) < 1000 ? Number(value) : fmtInt(value));
/** A decimal with `digits` places, as the page's language writes it (English: 1.6180). */
export function decimal(value, digits) {
  const code = language();
  if (code === 'en' || code === PSEUDO) return value.toFixed(digits);
  return new Intl.NumberFormat(code, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}
/** Two sentences one after the other (a space between them, but in Chinese). */
export const twoSentences = (first, second) => t('periodic-bases-s-two-sentences', { first, second });
/** The reason of an engine's hint or a representation ({why, message}) in the page's language. */
export const hintWhy = reasonWords;
/** A sentence of the engine's analysis ({text, message}: a theorem's verdict, a condition, Example
 *  2's) in the page's language. */
export const analysisWords = (said) => say(said.message, said.text);

/** The paper's rule (Example 2), the rules the chips offer, and the rule chosen now: set by
 *  initRules() once the engine is loaded, `rule` again by chooseRule(). */
export const now = { paper: null, rules: null, rule: null };

/** Example 2 is the engine's default periodic rule: its formula is read, never typed here. */
export function initRules() {
  now.paper = { f: field('pf').default, t: Number(field('t').default) };
  now.rules = [{ ...now.paper, label: 'Example 2', paper: true, note: `the paper, t = ${now.paper.t}` }, ...otherRules];
  now.rule = { ...now.paper };
}
/** A new rule (change-the-rule.js sets it; every step reads `rule`). */
export function chooseRule(next) {
  now.rule = { f: next.f, t: next.t };
}

export const canonical = (r) => checkFn(r.f, r.t).canonical || r.f;
export const isPaper = (r) => r.t === now.paper.t && canonical(r) === canonical(now.paper);
/** The rule in a sentence: Example 2 by its name, any other by its formula ("f(n, x) = 2x with
 *  t = 1"), in the page's language. */
export const ruleWords = (r = now.rule) => (isPaper(r) ? t('periodic-bases-s-example2') : formulaWords(`f(n, x) = ${canonical(r)}`, r.t));
/** "f(n, x) = 2x with t = 1": a formula and its period, in the page's language. */
export const formulaWords = (f, period) => t('periodic-bases-s-rule-with', { f, t: period });
/** The second game of the lesson: G_1, which for t = 1 is G_0 itself. */
export const other = () => 1 % now.rule.t;

/** Where a message's text takes a node (the rule's code): a character no message holds. */
const SLOT = '\uE000';
/** The rule as a sentence's nodes: the formula as code, the words in the page's language. */
export function ruleNodes(r = now.rule) {
  const words = t(isPaper(r) ? 'periodic-bases-s-rule-paper' : 'periodic-bases-s-rule-with', { f: `f(n, x) = ${SLOT}`, t: r.t });
  const [before, after = ''] = words.split(SLOT);
  return [before, el('code', { class: 'rule-code' }, canonical(r)), after];
}

export const winLose = (winning) => (winning ? 'win' : 'lose');

/** A prompt that needs the engine: a fixed node, filled (and filled again) as a fact. */
export function livePrompt(compute) {
  const node = el('span', { class: 'live-prompt' });
  lesson.facts.add(node, compute);
  node.classList.remove('fact');
  return () => node;
}
