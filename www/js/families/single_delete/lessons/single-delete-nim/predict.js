// Step 2 of the lesson "Single-delete Nim": predict, win or lose?

import { el } from '../../../../core/dom.js';
import { t } from '../../../../core/i18n.js';
import { lesson, S2, solve, explain, twoPileP, winLose, predictPN, splitCheck, listOf } from './shared.js';

/** The two questions of the step (3 and 5; split the 12 of 12 and 7) and their answers. */
export function predict() {
  const { fact, question } = lesson;

  question('pn-3-5', {
    prompt: () => t('single-delete-nim-s-pn-3-5'),
    answer: winLose,
    check: predictPN([3, 5], 'single-delete-nim-s-clue-3-5', undefined, true),
  });

  /** The x for which deleting the 7 of (12, 7) and splitting 12 into x + (12 − x) leaves a P-position. */
  async function winningSplitsOf12() {
    const isP = twoPileP(await solve(2, S2));
    const out = [];
    for (let x = 1; x <= 11; x++) if (isP(x, 12 - x)) out.push(x);
    return out;
  }

  question('split-12', {
    prompt: () => [t('single-delete-nim-s-split-12'), el('span', { class: 'screen-only' }, ' ', t('single-delete-nim-s-split-12-note'))],
    answer: 'number',
    check: splitCheck(winningSplitsOf12, [], true),
  });
  fact('answer-3-5', async () => (await explain([3, 5])).text);
  fact('answer-12', async () => {
    const winners = await winningSplitsOf12();
    return winners.length ? t('single-delete-nim-s-answer-12', { list: listOf(winners) }) : t('single-delete-nim-s-answer-12-none');
  });
}
