// Step 4 of the lesson "Fibonacci Nim and the move-function game":
// the strategy, write N as a sum.

import { bestMove, representation } from '../../engine.js';
import { errorText } from '../../../../core/dom.js';
import { challengeWords } from '../../../../lessons/shared.js';
import { lesson, now, tableUpto, analysis, ruleWords, losingStarts, takeWins, moveClue } from './shared.js';

/** The base and the representation of 20, the challenge, and the question of the winning take. */
export function baseSum() {
  const { fact, question } = lesson;

  fact('example-20', async () => {
    const r = representation(now.f, '20');
    const parts = Array.from(r.parts, String).reverse();
    return `for ${ruleWords()}: 20 = ${parts.join(' + ')}, the smallest part is ${r.smallest}, and the engine’s smallest winning move from 20 is ${r.g}.`;
  });
  fact('base-is-losing', async () => {
    const [result, losing] = await Promise.all([analysis(now.f, tableUpto), losingStarts()]);
    const base = Array.from(result.base, Number).filter((n) => n <= tableUpto);
    const same = base.length === losing.length && base.every((v, i) => v === losing[i]);
    return same
      ? `for ${ruleWords()}, up to ${tableUpto} it is exactly the list of losing starts`
      : `for ${ruleWords()}, up to ${tableUpto} it is not the list of losing starts`;
  });

  fact('challenge-50', async () => challengeWords(bestMove(now.f, 50, 49).winning));

  question('move-100', {
    prompt: () => `A pile of 100, the first move up to 99, ${ruleWords()}. How many counters do you take to win?`,
    answer: 'number',
    check: async (k) => {
      const best = bestMove(now.f, 100, 99);
      let wins = false;
      let why = best.why;
      try {
        wins = k >= 1 && k <= 99 && takeWins(now.f, 100, 99, k);
      } catch (err) {
        why = errorText(err);
      }
      let clue;
      try {
        clue = `${moveClue(now.f, 100, 99, k)} Write 100 as a sum with the drawing above and look at its smallest part.`;
      } catch (err) {
        clue = errorText(err);
      }
      return { correct: wins, answer: best.winning ? `take ${best.take} (the smallest winning move)` : 'every move loses here', why, clue };
    },
  });
}
