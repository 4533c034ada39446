// Step 4 of the lesson "Fibonacci Nim and the move-function game":
// the strategy, write N as a sum.

import { bestMove, representation } from '../../engine.js';
import { errorText } from '../../../../core/dom.js';
import { challengeWords } from '../../../../lessons/shared.js';
import { lesson, now, tableUpto, analysis, ruleWords, losingStarts, takeWins, moveClue, num, t, reasonWords } from './shared.js';

/** The base and the representation of 20, the challenge, and the question of the winning take. */
export function baseSum() {
  const { fact, question } = lesson;

  fact('example-20', async () => {
    const r = representation(now.f, '20');
    const parts = Array.from(r.parts, String).reverse();
    return t('fibonacci-nim-s-example-20', { rule: ruleWords(), sum: `20 = ${parts.join(' + ')}`, smallest: num(r.smallest), pile: 20, take: num(r.g) });
  });
  fact('base-is-losing', async () => {
    const [result, losing] = await Promise.all([analysis(now.f, tableUpto), losingStarts()]);
    const base = Array.from(result.base, Number).filter((n) => n <= tableUpto);
    const same = base.length === losing.length && base.every((v, i) => v === losing[i]);
    return t(same ? 'fibonacci-nim-s-base-is-losing' : 'fibonacci-nim-s-base-is-not-losing', { rule: ruleWords(), upto: tableUpto });
  });

  fact('challenge-50', async () => challengeWords(bestMove(now.f, 50, 49).winning));

  question('move-100', {
    prompt: () => t('fibonacci-nim-s-move-100', { pile: 100, max: 99, rule: ruleWords() }),
    answer: 'number',
    check: async (k) => {
      const best = bestMove(now.f, 100, 99);
      let wins = false;
      let why = reasonWords(best);
      try {
        wins = k >= 1 && k <= 99 && takeWins(now.f, 100, 99, k);
      } catch (err) {
        why = errorText(err);
      }
      let clue;
      try {
        clue = `${moveClue(now.f, 100, 99, k)} ${t('fibonacci-nim-s-write-as-sum', { pile: 100 })}`;
      } catch (err) {
        clue = errorText(err);
      }
      return { correct: wins, answer: best.winning ? t('fibonacci-nim-s-take-smallest', { take: num(best.take) }) : t('fibonacci-nim-s-every-move-loses'), why, clue };
    },
  });
}
