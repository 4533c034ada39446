// Step 3 of the lesson "Periodic rules and several bases": predict the smallest winning move in each game.

import { periodicRepresentation } from '../../engine.js';
import { withSubscripts } from '../../../../core/dom.js';
import { subDigits } from '../../games.js';
import {
  lesson, now, tableUpto, G, analysis, takeWins, moveClue, ruleWords, other, t, num, big, twoSentences, hintWhy,
} from './shared.js';

/** g_0(18) and g_1(18): the questions, the engine's answer and the conjecture. */
export function smallestMove() {
  const { fact, conjecture, question } = lesson;

  fact('g-examples', () => {
    const [a, b] = [periodicRepresentation(now.rule.f, now.rule.t, 0, 18), periodicRepresentation(now.rule.f, now.rule.t, other(), 18)];
    const values = t('periodic-bases-s-g-examples', { g0: `g₀(18) = ${a.g}`, g1: `g₁(18) = ${b.g}`, rule: ruleWords() });
    return withSubscripts(twoSentences(values, twoSentences(hintWhy(a), hintWhy(b))));
  });

  conjecture('g-order', async () => {
    const result = await analysis(now.rule);
    const [g0, g1] = [result.g[0], result.g[other()]];
    const n = g0.findIndex((v, k) => v > g1[k]) + 1;
    return n
      ? { holds: false, why: t('periodic-bases-s-g-order-false', { rule: ruleWords(), a: `g₀(${n}) = ${g0[n - 1]}`, b: `g₁(${n}) = ${g1[n - 1]}` }) }
      : { holds: true, why: t('periodic-bases-s-g-order-true', { rule: ruleWords(), upto: big(tableUpto) }) };
  });

  function predictG(i) {
    return {
      prompt: () => t('periodic-bases-s-predict-g', { g: `g${subDigits(i)}(18)`, rule: ruleWords(), pile: 18, game: G(i) }),
      answer: 'number',
      check: async (k) => {
        const game = i % now.rule.t;
        const r = periodicRepresentation(now.rule.f, now.rule.t, game, 18);
        const g = Number(r.g);
        const wins = k >= 1 && k < 18 && takeWins(now.rule, game, 18, 17, k);
        return { correct: g === k, answer: `g${subDigits(i)}(18) = ${r.g}`, why: hintWhy(r),
          partly: wins && k > g,
          clue: wins && k > g
            ? t('periodic-bases-s-wins-too', { k: num(k), pile: 18, game: G(i) })
            : t('periodic-bases-s-in-game', { game: G(i), clue: moveClue(now.rule, game, 18, 17, k) }) };
      },
    };
  }
  question('g0-18', predictG(0));
  question('g1-18', predictG(1));
}
