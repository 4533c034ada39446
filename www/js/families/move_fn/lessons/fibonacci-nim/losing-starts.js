// Step 2 of the lesson "Fibonacci Nim and the move-function game":
// from which piles does the first player lose?

import { bestMove, representation } from '../../engine.js';
import { fibonacci, same } from '../../../../lessons/shared.js';
import { lesson, now, tableUpto, ruleWords, listWords, losingStarts } from './shared.js';

/** The losing starts: the fact, the conjectures and the questions. */
export function losingStartsStep() {
  const { fact, conjecture, question } = lesson;

  fact('losing-starts', async () => `N = ${listWords(await losingStarts())} (every N ≤ ${tableUpto}).`);

  conjecture('even', async () => {
    const losing = new Set(await losingStarts());
    const even = [];
    for (let n = 2; n <= tableUpto; n += 2) if (!losing.has(n)) even.push(n);
    return even.length
      ? { holds: false, why: `for ${ruleWords()} the first player wins from ${even[0]}, an even pile` }
      : { holds: true, why: `for ${ruleWords()} every even pile up to ${tableUpto} is a losing start` };
  });
  conjecture('fibonacci', async () => {
    const losing = await losingStarts();
    const fib = fibonacci(tableUpto);
    return same(losing, fib)
      ? { holds: true, why: `for ${ruleWords()} the losing starts up to ${tableUpto} are exactly ${listWords(fib)}` }
      : { holds: false, why: `for ${ruleWords()} they are ${listWords(losing.slice(0, 12))}${losing.length > 12 ? ', …' : ''}` };
  });

  const winLose = { choices: [['win', 'The first player wins'], ['lose', 'The first player loses']] };

  question('lose-8', {
    prompt: () => 'A pile of 8; the first move may take 1 to 7. With best play, does the first player win or lose?',
    answer: winLose,
    check: async (answer) => {
      const r = bestMove(now.f, 8, 7);
      const right = r.winning ? 'win' : 'lose';
      return { correct: answer === right, answer: `the first player ${right}s from 8`, why: r.why,
        clue: answer === 'win'
          ? 'If the first player wins, some first move must win. Try the first moves 1, 2, 3 … on paper: after each, can the other player answer with a move that wins?'
          : 'If the first player loses, every first move must lose. Look for a first move after which the other player is stuck.' };
    },
  });

  /** The window [20, b] holding at least one losing start of the rule. */
  async function loseWindow() {
    const losing = await losingStarts();
    const inside = losing.find((n) => n >= 20);
    return [20, Math.max(40, inside ?? 40)];
  }

  question('lose-range', {
    prompt: () => 'Name a pile N between 20 and 40 that is a losing start: the first player (who may take anything but the whole pile) loses.',
    answer: 'number',
    check: async (n) => {
      const [lo, hi] = await loseWindow();
      const losing = await losingStarts();
      const here = losing.filter((x) => x >= lo && x <= hi);
      const right = here.includes(n);
      const why = n >= 1 ? representation(now.f, String(n)).why : 'N must be a pile of at least one counter.';
      let clue;
      let partly = false;
      if (n < 2) clue = 'A game needs a pile of at least 2 counters (the first move may not take the whole pile).';
      else if (losing.includes(n)) {
        partly = true;
        clue = `${n} is a losing start, but it is outside ${lo} to ${hi}.`;
      } else {
        const best = bestMove(now.f, n, n - 1);
        clue = `From ${n} the first player wins by taking ${best.take}. Look at the piles you could not win from in step 1, and at how they grow.`;
      }
      return {
        correct: right && n >= lo && n <= hi,
        partly,
        answer: here.length ? `${listWords(here)}` : `none between ${lo} and ${hi}`,
        why: `For ${ruleWords()}: ${why}`,
        clue,
      };
    },
  });
}
