// Step 3 of the lesson "Fibonacci Nim and the move-function game":
// predict the smallest winning move.

import { representation } from '../../engine.js';
import { lesson, now, ruleWords, takeWins, moveClue, num, t, reasonWords } from './shared.js';

/** g(18) and g(42): the questions and the engine's answer. */
export function smallestMove() {
  const { fact, question } = lesson;

  fact('g-examples', async () => {
    const [a, b] = [representation(now.f, '18'), representation(now.f, '42')];
    return t('fibonacci-nim-s-g-examples', { g18: `g(18) = ${a.g}`, g42: `g(42) = ${b.g}`, rule: ruleWords(), why: reasonWords(a) });
  });

  function predictG(n) {
    return {
      prompt: () => t('fibonacci-nim-s-predict-g', { g: `g(${n})`, rule: ruleWords(), n }),
      answer: 'number',
      check: async (k) => {
        const r = representation(now.f, String(n));
        const g = Number(r.g);
        const wins = k >= 1 && k < n && takeWins(now.f, n, n - 1, k);
        return { correct: g === k, answer: `g(${n}) = ${r.g}`, why: reasonWords(r),
          partly: wins && k > g,
          clue: wins && k > g ? t('fibonacci-nim-s-wins-too', { k: num(k), n }) : moveClue(now.f, n, n - 1, k) };
      },
    };
  }
  question('g-18', predictG(18));
  question('g-42', predictG(42));
}
