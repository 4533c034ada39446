// Step 2 of the lesson "Fibonacci Nim and the move-function game":
// from which piles does the first player lose?

import { bestMove, representation } from '../../engine.js';
import { fibonacci, same } from '../../../../lessons/shared.js';
import { lesson, now, tableUpto, ruleWords, listWords, shortList, num, t, losingStarts, reasonWords } from './shared.js';

/** The losing starts: the fact, the conjectures and the questions. */
export function losingStartsStep() {
  const { fact, conjecture, question } = lesson;

  fact('losing-starts', async () => t('fibonacci-nim-s-losing-starts', { list: listWords(await losingStarts()), upto: tableUpto }));

  conjecture('even', async () => {
    const losing = new Set(await losingStarts());
    const even = [];
    for (let n = 2; n <= tableUpto; n += 2) if (!losing.has(n)) even.push(n);
    return even.length
      ? { holds: false, why: t('fibonacci-nim-s-even-false', { rule: ruleWords(), pile: even[0] }) }
      : { holds: true, why: t('fibonacci-nim-s-even-true', { rule: ruleWords(), upto: tableUpto }) };
  });
  conjecture('fibonacci', async () => {
    const losing = await losingStarts();
    const fib = fibonacci(tableUpto);
    return same(losing, fib)
      ? { holds: true, why: t('fibonacci-nim-s-fibonacci-true', { rule: ruleWords(), upto: tableUpto, list: listWords(fib) }) }
      : { holds: false, why: t('fibonacci-nim-s-fibonacci-false', { rule: ruleWords(), list: shortList(losing) }) };
  });

  // (the choices' words are functions: worded again on a language switch)
  const winLose = { choices: [['win', () => t('fibonacci-nim-s-first-wins')], ['lose', () => t('fibonacci-nim-s-first-loses')]] };

  question('lose-8', {
    prompt: () => t('fibonacci-nim-s-lose-8', { pile: 8, max: 7 }),
    answer: winLose,
    check: async (answer) => {
      const r = bestMove(now.f, 8, 7);
      const right = r.winning ? 'win' : 'lose';
      return { correct: answer === right, answer: t('fibonacci-nim-s-lose-8-answer', { result: right, pile: 8 }), why: reasonWords(r),
        clue: t(answer === 'win' ? 'fibonacci-nim-s-lose-8-clue-win' : 'fibonacci-nim-s-lose-8-clue-lose') };
    },
  });

  /** The window [20, b] holding at least one losing start of the rule. */
  async function loseWindow() {
    const losing = await losingStarts();
    const inside = losing.find((n) => n >= 20);
    return [20, Math.max(40, inside ?? 40)];
  }

  question('lose-range', {
    prompt: () => t('fibonacci-nim-s-lose-range', { lo: 20, hi: 40 }),
    answer: 'number',
    check: async (n) => {
      const [lo, hi] = await loseWindow();
      const losing = await losingStarts();
      const here = losing.filter((x) => x >= lo && x <= hi);
      const right = here.includes(n);
      const why = n >= 1 ? reasonWords(representation(now.f, String(n))) : t('fibonacci-nim-s-at-least-one');
      let clue;
      let partly = false;
      if (n < 2) clue = t('fibonacci-nim-s-at-least-two');
      else if (losing.includes(n)) {
        partly = true;
        clue = t('fibonacci-nim-s-losing-outside', { n: num(n), lo, hi });
      } else {
        const best = bestMove(now.f, n, n - 1);
        clue = `${t('fibonacci-nim-s-wins-by-taking', { pile: num(n), take: num(best.take) })} ${t('fibonacci-nim-s-look-step-1')}`;
      }
      return {
        correct: right && n >= lo && n <= hi,
        partly,
        answer: here.length ? `${listWords(here)}` : t('fibonacci-nim-s-none-between', { lo, hi }),
        why: t('fibonacci-nim-s-for-rule', { rule: ruleWords(), why }),
        clue,
      };
    },
  });
}
