// Step 3 of the lesson "Single-delete Nim": which pairs are P-positions?

import { fmtInt } from '../../../../core/dom.js';
import { pilesText } from '../../digits.js';
import { createDeleteMap } from '../../map.js';
import {
  $, lesson, S2, solve, explain, twoPileP, checkOf, show, kindWords, checkWords, fromCheck, rangeFact,
} from './shared.js';

/** The engine's map of every pair, the question of its pattern, Theorem 1.1 and the conjectures. */
export function twoPiles() {
  const { fact, conjecture, question } = lesson;

  rangeFact('two-range', 2, S2, 'pairs');

  const twoPatterns = {
    odd: { words: 'both piles are odd', label: 'Both piles are odd', test: (a, b) => a % 2 === 1 && b % 2 === 1 },
    sum: { words: 'a + b is even', label: 'a + b is even', test: (a, b) => (a + b) % 2 === 0 },
    equal: { words: 'the two piles are equal', label: 'The two piles are equal', test: (a, b) => a === b },
    oneOdd: { words: 'at least one pile is odd', label: 'At least one pile is odd', test: (a, b) => a % 2 === 1 || b % 2 === 1 },
  };

  /** "P exactly when test(a, b)" against the engine's map: the first pair where they differ. */
  async function judgeTwo(test) {
    const r = await solve(2, S2);
    const isP = twoPileP(r);
    for (let a = 1; a <= r.max; a++) {
      for (let b = a; b <= r.max; b++) {
        if (test(a, b) !== isP(a, b)) return { holds: false, a, b, p: isP(a, b), max: r.max };
      }
    }
    return { holds: true, max: r.max, pairs: r.positions };
  }

  /** The first N-position where test holds (extra) and the first P-position where it fails (missed). */
  async function twoDirections(test) {
    const r = await solve(2, S2);
    const isP = twoPileP(r);
    let extra = null;
    let missed = null;
    for (let a = 1; a <= r.max; a++) {
      for (let b = a; b <= r.max; b++) {
        if (!extra && test(a, b) && !isP(a, b)) extra = { a, b };
        if (!missed && !test(a, b) && isP(a, b)) missed = { a, b };
      }
    }
    return { extra, missed };
  }

  async function twoWhy(test) {
    const j = await judgeTwo(test);
    return j.holds
      ? { holds: true, why: `the engine agrees on all ${fmtInt(j.pairs)} pairs up to ${j.max}` }
      : { holds: false, why: `the engine finds ${show([j.a, j.b])} ${kindWords(j.p)}` };
  }

  question('pattern-2', {
    prompt: 'Which sentence describes the two-pile P-positions (the dark cells of the map) — all of them, and nothing else: both piles odd, a + b even, the two piles equal, or at least one pile odd?',
    answer: { choices: Object.entries(twoPatterns).map(([value, p]) => [value, p.label]) },
    check: async (choice) => {
      const verdicts = await Promise.all(Object.entries(twoPatterns).map(async ([value, p]) => [value, p, await judgeTwo(p.test)]));
      const right = verdicts.filter(([, , j]) => j.holds).map(([, p]) => p.words);
      const [, pattern, j] = verdicts.find(([value]) => value === choice);
      // half right: the sentence holds at every P-position (but also elsewhere), or only at P-positions
      const { extra, missed } = await twoDirections(pattern.test);
      const chosen = { ...pattern, extra, missed, covers: !missed && !!extra, only: !extra && !!missed };
      return {
        correct: j.holds,
        answer: right.length ? right.join('; ') : 'none of these sentences',
        why: j.holds
          ? `“${chosen.words}” agrees with the engine on all ${fmtInt(j.pairs)} pairs up to ${j.max}.`
          : `At ${show([j.a, j.b])} the sentence “${chosen.words}” says ${j.p ? 'N' : 'P'}, but the engine finds ${kindWords(j.p)}.`,
        partly: !j.holds && (chosen.covers || chosen.only),
        clue: chosen.covers
          ? `“${chosen.label}” is true at every dark cell, but also at ${show([chosen.extra.a, chosen.extra.b])}, a light cell (an N-position). Which sentence fits the dark cells and nothing else?`
          : chosen.only
            ? `Every pair where “${chosen.label}” is true is a dark cell, but ${show([chosen.missed.a, chosen.missed.b])} is dark too. Which sentence fits all the dark cells?`
            : `${show([j.a, j.b])} is ${kindWords(j.p)}, and “${chosen.label}” gets it wrong. Point at a few dark cells and a few light ones: what do the piles of the dark ones have in common?`,
      };
    },
  });

  fact('theorem-1-1', async () => checkWords(checkOf(await solve(2, S2), 'theorem-1.1')));
  conjecture('two-odd', async () => fromCheck(checkOf(await solve(2, S2), 'theorem-1.1')));
  conjecture('two-sum-even', () => twoWhy(twoPatterns.sum.test));
  conjecture('two-equal', async () => {
    const isP = twoPileP(await solve(2, S2));
    for (let a = 1; a <= S2; a++) if (!isP(a, a)) return { holds: false, why: `the engine finds ${show([a, a])} an N-position` };
    return { holds: true, why: `the engine: every pair of equal piles up to ${S2} is P` };
  });

  // the map: every pair up to S2, the engine's reason for each; "Play from" starts step 1's game there
  const map = createDeleteMap($('#map-two'), {
    ids: 'm2-',
    explain: (position) => explain(position),
    names: () => ['a', 'b'],
    play: (position) => {
      const game = $('#game-play');
      game.setAttribute('piles', pilesText(position));
      game.scrollIntoView({ behavior: 'smooth', block: 'center' });
    },
  });
  solve(2, S2).then((r) => map.render({ piles: 2, max: r.max, rest: [], pMap: r.map.pMap }, `2|${r.max}`), () => {});
}
