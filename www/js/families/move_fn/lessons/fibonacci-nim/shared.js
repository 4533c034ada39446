// What every step of the lesson "Fibonacci Nim and the move-function game" (../fibonacci-nim.js) shares: the
// rule chosen now (f), the lesson's runtime, and small questions to the engine for any rule: its
// analysis, the losing starts, a move played and judged.

import { freeEngineObject } from '../../../../core/engine.js';
import { checkF } from '../../engine.js';
import { newGame } from '../../games.js';
import { jobResult } from '../../../../core/jobs.js';
import { language, t } from '../../../../core/i18n.js';

import { main, $, lesson, begin } from '../../../../lessons/page.js';
import { listWords, reasonWords } from '../../../../lessons/shared.js';
import { examples } from '../../../../widgets/example-chips.js';
import { fx } from '../../examples.js';

// the page's main and the lesson's runtime (lessons/page.js) and helpers, for every step
export { main, $, lesson, begin };
export { t };

export { listWords, reasonWords };

/** The first `count` values in words, and ", …" after them when there are more. */
export const shortList = (values, count = 12) => (values.length > count
  ? t('fibonacci-nim-s-list-more', { list: listWords(values.slice(0, count)) })
  : listWords(values));

/** A number for a message: a number (which Fluent formats and pluralises) while it is small, else
 *  the digits as the engine or the student wrote them (as English has always shown them: Fluent
 *  would group them, "12,345"). */
export const num = (value) => (Math.abs(Number(value)) < 1000 ? Number(value) : String(value));

/** The rule chips: each example's note is a message of the lesson's catalogue (its id). */
export const rules = examples([fx.twice, 'fibonacci-nim-s-chip-fibonacci'], [fx.same, 'fibonacci-nim-s-chip-same'], [fx.lessThanTwice],
  [fx.thrice], [fx.square, 'fibonacci-nim-s-chip-conjecture']);
export const tableUpto = 100;
export const growthUpto = 1000000;

/** The rule chosen now (change-the-rule.js sets it by chooseRule; every step reads `now.f`). */
export const now = { f: '2x' };
/** A new rule. */
export function chooseRule(rule) {
  now.f = rule;
}
// --- the engine, for any rule ---------------------------------------------------------------

/** The engine's whole analysis of f on 1..upto (in a worker when long), once per (f, upto). */
export const analysis = (rule, upto) => jobResult({ kind: 'fn', f: rule, upto });

/** The rule as maths ("f(x) = 2x"), the same in every language. */
export const ruleWords = (rule = now.f) => `f(x) = ${checkF(rule).canonical || rule}`;

/** The first player (who may take anything but the whole pile) loses from these N ≤ upto. */
export async function losingStarts(rule = now.f, upto = tableUpto) {
  const result = await analysis(rule, upto);
  return Array.from(result.losingStarts || [], Number).filter((n) => n <= upto);
}

/** Does taking k from (pile, max) win? The engine plays it and judges the position left. */
export function takeWins(rule, pile, max, k) {
  return afterTake(rule, pile, max, k).wins;
}

/** Taking k from (pile, max), played by the engine: {wins, left, limit, reply} — the pile left, how
 *  many the other player may then take, and the other player's winning reply when there is one. */
export function afterTake(rule, pile, max, k) {
  const game = newGame(rule, pile, max);
  try {
    const state = game.play(k);
    const hint = game.hint();
    return { wins: !hint.winning, left: Number(state.pile), limit: Number(state.max), reply: hint.winning ? hint.take : null };
  } finally {
    freeEngineObject(game);
  }
}

/** What a wrong move does, in words: "Taking 4 leaves 14; the other player may then take up to 8
 *  and wins by taking 1." (from the engine), or why the move is not allowed. */
export function moveClue(rule, pile, max, k) {
  if (k < 1 || k > max) return t('fibonacci-nim-s-not-a-move', { pile: num(pile), max: num(max), k: num(k) });
  const r = afterTake(rule, pile, max, k);
  if (r.wins) return t('fibonacci-nim-s-take-wins', { k: num(k) });
  return t('fibonacci-nim-s-take-leaves', { k: num(k), left: num(r.left), limit: num(r.limit), reply: num(r.reply) });
}
