// Step 1 of the lesson "Blocking Nim": play a few games.

import { el, withSubscripts } from '../../../../core/dom.js';
import { createValuesTable } from '../../values.js';
import { $, lesson, pilesUpto, level, values, ruleWords, safeAtStart, positionWhy } from './shared.js';

/** The sequences' first values, the start of the game, and the conjecture. */
export function play() {
  const { fact, conjecture } = lesson;

  fact('sequences', () => {
    const table = el('table', { class: 'b-values', 'aria-label': 'The first values of the sequences' });
    createValuesTable(table).render(values(), { c: new Set(), u: new Set() });
    return table;
  });
  fact('move-3', () => {
    const v = values(3);
    // (BigInt: the values reach 2^63 − 1, past what a Number holds exactly)
    const [c, m, M] = [BigInt(v.c[2]), BigInt(v.m[2]), BigInt(v.M[2])];
    return withSubscripts(`At move 3, for example, the player to move takes between m_3 = ${m} and M_3 = ${M} counters, `
      + `and the opponent may first forbid up to c_3 = ${c} of those ${M - m + 1n} choices.`);
  });
  fact('play-start', () => {
    const pile = Number($('#game-play').getAttribute('pile'));
    return withSubscripts(`from a pile of ${pile} at move 1 the first player ${safeAtStart(pile) ? 'loses against best play: the pile is safe' : 'wins with best play: the pile is unsafe'} (brute force). ${positionWhy(pile, 1)}`);
  });

  conjecture('first-wins', () => {
    const safe = level(1).safe;
    let p = 1;
    while (p <= pilesUpto && safe[p] !== 1) p++;
    return p <= pilesUpto
      ? { holds: false, why: `for ${ruleWords()}: pile ${p} is safe at move 1, so the first player loses from it` }
      : { holds: true, why: `for ${ruleWords()} no pile from 1 to ${pilesUpto} is safe at move 1` };
  });
}
