// Step 2 of the lesson "Single-delete Nim": predict, win or lose?

import { el, andList } from '../../../../core/dom.js';
import {
  now, S2, solve, explain, twoPileP, winLose, predictPN, splitCheck,
} from './shared.js';

/** The two questions of the step (3 and 5; split the 12 of 12 and 7) and their answers. */
export function predict() {
  const { fact, question } = now.lesson;

  question('pn-3-5', {
    prompt: 'Piles of 3 and 5, your move. With best play on both sides, do you win or lose?',
    answer: winLose,
    check: predictPN([3, 5], 'Try every move on paper: delete one pile, split the other. What can your opponent do next?', undefined, true),
  });

  /** The x for which deleting the 7 of (12, 7) and splitting 12 into x + (12 − x) leaves a P-position. */
  async function winningSplitsOf12() {
    const isP = twoPileP(await solve(2, S2));
    const out = [];
    for (let x = 1; x <= 11; x++) if (isP(x, 12 - x)) out.push(x);
    return out;
  }

  question('split-12', {
    prompt: () => ['Piles of 12 and 7, your move. You delete the 7 and split the 12 into x and 12 − x. Name an x that wins.',
      el('span', { class: 'screen-only' }, ' (Type 0 if none does.)')],
    answer: 'number',
    check: splitCheck(winningSplitsOf12, [], true),
  });
  fact('answer-3-5', async () => (await explain([3, 5])).text);
  fact('answer-12', async () => {
    const winners = await winningSplitsOf12();
    return winners.length ? `From (12, 7), deleting the 7: the winning splits are x = ${andList(winners)}.` : 'From (12, 7), deleting the 7: no split wins.';
  });
}
