// Step 3 of the lesson "Periodic rules and several bases": predict the smallest winning move in each game.

import { periodicRepresentation } from '../../engine.js';
import { fmtInt, withSubscripts } from '../../../../core/dom.js';
import { subDigits } from '../../games.js';
import { lesson, now, tableUpto, G, analysis, takeWins, moveClue, ruleWords, other } from './shared.js';

/** g_0(18) and g_1(18): the questions, the engine's answer and the conjecture. */
export function smallestMove() {
  const { fact, conjecture, question } = lesson;

  fact('g-examples', () => {
    const [a, b] = [periodicRepresentation(now.rule.f, now.rule.t, 0, 18), periodicRepresentation(now.rule.f, now.rule.t, other(), 18)];
    return withSubscripts(`g₀(18) = ${a.g} and g₁(18) = ${b.g} for ${ruleWords()}. ${a.why} ${b.why}`);
  });

  conjecture('g-order', async () => {
    const result = await analysis(now.rule);
    const [g0, g1] = [result.g[0], result.g[other()]];
    const n = g0.findIndex((v, k) => v > g1[k]) + 1;
    return n
      ? { holds: false, why: `for ${ruleWords()}: g₀(${n}) = ${g0[n - 1]} but g₁(${n}) = ${g1[n - 1]}` }
      : { holds: true, why: `for ${ruleWords()} on every n ≤ ${fmtInt(tableUpto)}` };
  });

  function predictG(i) {
    return {
      prompt: () => `Predict g${subDigits(i)}(18) for ${ruleWords()}: the smallest number of counters that wins from a pile of 18 in ${G(i)}.`,
      answer: 'number',
      check: async (k) => {
        const game = i % now.rule.t;
        const r = periodicRepresentation(now.rule.f, now.rule.t, game, 18);
        const g = Number(r.g);
        const wins = k >= 1 && k < 18 && takeWins(now.rule, game, 18, 17, k);
        return { correct: g === k, answer: `g${subDigits(i)}(18) = ${r.g}`, why: r.why,
          partly: wins && k > g,
          clue: wins && k > g ? `Taking ${k} wins too, but a smaller number of counters also wins from 18 in ${G(i)}.` : `In ${G(i)}: ${moveClue(now.rule, game, 18, 17, k)}` };
      },
    };
  }
  question('g0-18', predictG(0));
  question('g1-18', predictG(1));
}
