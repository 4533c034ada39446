// Step 1 of the lesson "Single-delete Nim": play a few games with two piles.

import { t } from '../../../../core/i18n.js';
import { lesson, S2, solve, explain, twoPileP, show } from './shared.js';

/** The engine's answers for the small positions and for the game's start. */
export function play() {
  const { fact } = lesson;

  fact('small-two', async () => {
    const isP = twoPileP(await solve(2, S2));
    const p = [];
    const n = [];
    for (let a = 1; a <= 4; a++) for (let b = a; b <= 4; b++) (isP(a, b) ? p : n).push(show([a, b]));
    return t('single-delete-nim-s-small-two', { p: p.join(', '), n: n.join(', ') });
  });
  fact('play-start', async () => (await explain([6, 9])).text);
}
