// Step 2 of the lesson "Blocking Nim": safe piles, move by move.

import { pairs } from '../../runs.js';
import {
  lesson, pilesUpto, movesUpto, analysis, level, isSafe, ruleWords, runsWords, safeWord, positionWhy, nextSetup,
  safeOrNot, numbersWords, num, t,
} from './shared.js';

/** The safe piles at moves 2 and 3, the questions and conjectures. */
export function safePiles() {
  const { fact, conjecture, question } = lesson;

  /** How far step 2's lists of safe piles go at move k: up to 20, but short of the next safe pile
   *  step 3 asks for (moves 1 and 2), so that the list does not answer a later question; never
   *  below the pile step 2 asks about. */
  function listUpto(k, asked) {
    let upto = 20;
    if (k <= 2) {
      const { next } = nextSetup(k);
      if (next !== null) upto = Math.min(upto, next - 1);
    }
    return Math.max(upto, asked);
  }

  for (const [k, asked] of [[3, 15], [2, 4]]) {
    fact(`safe-list-${k}`, () => {
      const upto = listUpto(k, asked);
      const runs = pairs(level(k).runs).filter(([a]) => a <= upto).map(([a, b]) => [a, Math.min(b, upto)]);
      return runs.length ? t('blocking-nim-s-safe-list', { runs: runsWords(runs), upto }) : t('blocking-nim-s-safe-list-none', { upto });
    });
  }

  conjecture('small-safe', () => {
    const v = analysis().values;
    const bounds = [];
    for (const l of analysis().levels) {
      const bound = BigInt(v.m[l.move - 1]) + BigInt(v.c[l.move - 1]); // exact past 2^53
      bounds.push(bound);
      for (let p = 0; p <= pilesUpto && BigInt(p) < bound; p++) {
        if (l.safe[p] !== 1) return { holds: false, why: t('blocking-nim-s-small-safe-false', { pile: p, move: l.move, bound: `m_${l.move} + c_${l.move} = ${bound}` }) };
      }
    }
    return { holds: true, why: t('blocking-nim-s-small-safe-true', { rule: ruleWords(), moves: movesUpto, bounds: numbersWords(bounds) }) };
  });
  conjecture('same-every-move', () => {
    const [first, ...rest] = analysis().levels;
    for (const l of rest) {
      const p = first.safe.findIndex((s, i) => s !== l.safe[i]);
      if (p >= 0) {
        return { holds: false, why: t('blocking-nim-s-same-every-move-false', { pile: p, first: safeWord(first.safe[p] === 1), then: safeWord(l.safe[p] === 1), move: l.move }) };
      }
    }
    return { holds: true, why: t('blocking-nim-s-same-every-move-true', { rule: ruleWords(), moves: movesUpto, upto: pilesUpto }) };
  });

  /** "Is a pile of `pile` safe at move k?"; its clue the message `clue` (of {pile, move, next, c}). */
  function predictSafe(pile, k, clue) {
    return {
      prompt: () => t('blocking-nim-s-is-safe', { pile, move: k }),
      answer: safeOrNot,
      check: async (answer) => {
        const safe = isSafe(pile, k);
        const right = safeWord(safe);
        return {
          correct: answer === right, answer: t('blocking-nim-s-pile-is', { pile: num(pile), move: k, safe: right }),
          why: `${positionWhy(pile, k)} ${t('blocking-nim-s-brute-pile-is', { pile: num(pile), move: k, safe: right })}`,
          clue: t(clue, { pile, move: k, next: k + 1, c: `c${'₀₁₂₃₄₅₆₇₈₉'[k]}` }),
        };
      },
    };
  }
  question('safe-15-3', predictSafe(15, 3, 'blocking-nim-s-clue-safe-15-3'));
  question('safe-4-2', predictSafe(4, 2, 'blocking-nim-s-clue-safe-4-2'));
}
