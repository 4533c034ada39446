// What every step of the lesson "Fibonacci Nim and the move-function game" (../fibonacci-nim.js) shares: the
// rule chosen now (f), the lesson's runtime, and small questions to the engine for any rule: its
// analysis, the losing starts, a move played and judged.

import { freeEngineObject } from '../../../../core/engine.js';
import { checkF } from '../../engine.js';
import { newGame } from '../../games.js';
import { jobResult } from '../../../../core/jobs.js';

import { main, $, lesson, begin } from '../../../../lessons/page.js';
import { listWords } from '../../../../lessons/shared.js';
import { examples } from '../../../../widgets/example-chips.js';
import { fx } from '../../examples.js';

// the page's main and the lesson's runtime (lessons/page.js) and helpers, for every step
export { main, $, lesson, begin };
export { listWords };

export const rules = examples([fx.twice, 'Fibonacci Nim'], [fx.same, 'at most the same'], [fx.lessThanTwice], [fx.thrice],
  [fx.square, 'the conjecture']);
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
  if (k < 1 || k > max) return `From a pile of ${pile} you may take 1 to ${max}, so ${k} is not a move here.`;
  const r = afterTake(rule, pile, max, k);
  if (r.wins) return `Taking ${k} wins.`;
  return `Taking ${k} leaves ${r.left}; the other player may then take up to ${r.limit} and wins by taking ${r.reply}.`;
}
