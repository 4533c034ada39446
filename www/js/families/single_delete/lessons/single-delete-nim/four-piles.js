// Step 5 of the lesson "Single-delete Nim": four piles, no formula left, so search.

import { t } from '../../../../core/i18n.js';
import { createDeleteGroups } from '../../groups.js';
import {
  $, lesson, S4, channel, solve, judgePatterns, checkOf, allSame, checkWords, fromCheck, winLose,
  predictPN, rangeFact,
} from './shared.js';

/** The P-positions of four piles grouped by valuations, condition (1), and the question. */
export function fourPiles() {
  const { fact, conjecture, question } = lesson;

  rangeFact('four-range', 4, S4, 'positions');
  fact('condition-1', async () => checkWords(checkOf(await solve(4, S4), 'condition-1')));
  const groupsFour = createDeleteGroups($('#groups-four'), {
    ids: 'g4-',
    more: (pattern, limit) => channel.call({ op: 'group', piles: 4, max: S4, pattern, limit }).then((a) => a.positions),
  });
  // (drawn when its step is shown: lesson.whenShown)
  Promise.all([solve(4, S4), lesson.whenShown($('#groups-four'))]).then(([r]) => groupsFour.render(r, `4|${S4}`, false), () => {});

  question('pn-1-2-2-2', {
    prompt: () => t('single-delete-nim-s-pn-1-2-2-2'),
    answer: winLose,
    check: predictPN([1, 2, 2, 2], 'single-delete-nim-s-clue-1-2-2-2'),
  });

  conjecture('four-equal-implies', async () => fromCheck(checkOf(await solve(4, S4), 'condition-1')));
  conjecture('four-equal-iff', async () => judgePatterns(await solve(4, S4), allSame));
  conjecture('four-pairs', async () => judgePatterns(await solve(4, S4), (v) => v[0] === v[1] && v[2] === v[3], true));
}
