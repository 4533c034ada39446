// Step 2 of the lesson "Blocking Nim": safe piles, move by move.

import { andList } from '../../../../core/dom.js';
import { pairs } from '../../runs.js';
import {
  lesson, pilesUpto, movesUpto, analysis, level, isSafe, ruleWords, runsWords, safeWord, positionWhy, nextSetup,
  safeOrNot,
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
      return `${runs.length ? runsWords(runs) : 'none'} (every pile up to ${upto} tried).`;
    });
  }

  conjecture('small-safe', () => {
    const v = analysis().values;
    const bounds = [];
    for (const l of analysis().levels) {
      const bound = BigInt(v.m[l.move - 1]) + BigInt(v.c[l.move - 1]); // exact past 2^53
      bounds.push(bound);
      for (let p = 0; p <= pilesUpto && BigInt(p) < bound; p++) {
        if (l.safe[p] !== 1) return { holds: false, why: `pile ${p} is unsafe at move ${l.move}, below m_${l.move} + c_${l.move} = ${bound}` };
      }
    }
    return { holds: true, why: `for ${ruleWords()}: at moves 1 to ${movesUpto} every pile below ${andList(bounds)} is safe — there the opponent can forbid every choice` };
  });
  conjecture('same-every-move', () => {
    const [first, ...rest] = analysis().levels;
    for (const l of rest) {
      const p = first.safe.findIndex((s, i) => s !== l.safe[i]);
      if (p >= 0) return { holds: false, why: `pile ${p} is ${safeWord(first.safe[p] === 1)} at move 1 but ${safeWord(l.safe[p] === 1)} at move ${l.move}` };
    }
    return { holds: true, why: `for ${ruleWords()} moves 1 to ${movesUpto} have the same safe piles up to ${pilesUpto}` };
  });

  function predictSafe(pile, k, clue) {
    return {
      prompt: () => `Is a pile of ${pile} safe at move ${k}?`,
      answer: safeOrNot,
      check: async (answer) => {
        const safe = isSafe(pile, k);
        const right = safeWord(safe);
        return {
          correct: answer === right, answer: `pile ${pile} is ${right} at move ${k}`,
          why: `${positionWhy(pile, k)} Brute force: pile ${pile} at move ${k} is ${right}.`,
          clue,
        };
      },
    };
  }
  question('safe-15-3', predictSafe(15, 3,
    'List the takes allowed at move 3 from 15. Which of them leave a pile that is safe at move 4 — and how many can the opponent forbid?'));
  question('safe-4-2', predictSafe(4, 2,
    'Which takes are allowed at move 2 from 4, and what does each leave for move 3? Count the winning takes against c₂.'));
}
