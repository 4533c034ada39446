// Step 1 of the lesson "Blocking Nim": play a few games.

import { el, withSubscripts } from '../../../../core/dom.js';
import { createValuesTable } from '../../values.js';
import { $, lesson, pilesUpto, level, values, ruleWords, safeAtStart, positionWhy, safeWord, num, t } from './shared.js';

/** The sequences' first values, the start of the game, and the conjecture. */
export function play() {
  const { fact, conjecture } = lesson;

  fact('sequences', () => {
    const table = el('table', { class: 'b-values', 'aria-label': t('bns-values-table') });
    createValuesTable(table).render(values(), { c: new Set(), u: new Set() });
    return table;
  });
  fact('move-3', () => {
    const v = values(3);
    // (BigInt: the values reach 2^63 − 1, past what a Number holds exactly)
    const [c, m, M] = [BigInt(v.c[2]), BigInt(v.m[2]), BigInt(v.M[2])];
    return withSubscripts(t('blocking-nim-s-move-3', { move: 3, least: `m_3 = ${m}`, most: `M_3 = ${M}`, blocks: `c_3 = ${c}`, count: num(M - m + 1n) }));
  });
  fact('play-start', () => {
    const pile = Number($('#game-play').getAttribute('pile'));
    return withSubscripts(`${t('blocking-nim-s-play-start', { pile: num(pile), move: 1, safe: safeWord(safeAtStart(pile)) })} ${positionWhy(pile, 1)}`);
  });

  conjecture('first-wins', () => {
    const safe = level(1).safe;
    let p = 1;
    while (p <= pilesUpto && safe[p] !== 1) p++;
    return p <= pilesUpto
      ? { holds: false, why: t('blocking-nim-s-first-wins-false', { rule: ruleWords(), pile: p, move: 1 }) }
      : { holds: true, why: t('blocking-nim-s-first-wins-true', { rule: ruleWords(), from: 1, upto: pilesUpto, move: 1 }) };
  });
}
