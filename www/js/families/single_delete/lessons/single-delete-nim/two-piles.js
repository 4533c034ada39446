// Step 3 of the lesson "Single-delete Nim": which pairs are P-positions?

import { t } from '../../../../core/i18n.js';
import { pilesText } from '../../digits.js';
import { createDeleteMap } from '../../map.js';
import {
  $, lesson, S2, solve, explain, twoPileP, checkOf, show, kindOf, isKind, checkWords, fromCheck, rangeFact, counted,
} from './shared.js';

/** The engine's map of every pair, the question of its pattern, Theorem 1.1 and the conjectures. */
export function twoPiles() {
  const { fact, conjecture, question } = lesson;

  rangeFact('two-range', 2, S2, 'pairs');

  // (each sentence in the page's language: words() inside another sentence, label() on its own)
  const sentence = (name) => ({
    words: () => t(`single-delete-nim-s-pattern-${name}-words`),
    label: () => t(`single-delete-nim-s-pattern-${name}`),
  });
  const twoPatterns = {
    odd: { ...sentence('odd'), test: (a, b) => a % 2 === 1 && b % 2 === 1 },
    sum: { ...sentence('sum'), test: (a, b) => (a + b) % 2 === 0 },
    equal: { ...sentence('equal'), test: (a, b) => a === b },
    oneOdd: { ...sentence('one-odd'), test: (a, b) => a % 2 === 1 || b % 2 === 1 },
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
      ? { holds: true, why: t('single-delete-nim-s-agrees-pairs', { ...counted('count', j.pairs), max: j.max }) }
      : { holds: false, why: t('single-delete-nim-s-engine-finds', { position: show([j.a, j.b]), kind: kindOf(j.p) }) };
  }

  question('pattern-2', {
    prompt: () => t('single-delete-nim-s-pattern-2'),
    answer: { choices: Object.entries(twoPatterns).map(([value, p]) => [value, p.label]) },
    check: async (choice) => {
      const verdicts = await Promise.all(Object.entries(twoPatterns).map(async ([value, p]) => [value, p, await judgeTwo(p.test)]));
      const right = verdicts.filter(([, , j]) => j.holds).map(([, p]) => p.words());
      const [, pattern, j] = verdicts.find(([value]) => value === choice);
      // half right: the sentence holds at every P-position (but also elsewhere), or only at P-positions
      const { extra, missed } = await twoDirections(pattern.test);
      const chosen = { words: pattern.words(), label: pattern.label(), extra, missed, covers: !missed && !!extra, only: !extra && !!missed };
      return {
        correct: j.holds,
        answer: right.length ? right.join(t('single-delete-nim-s-list-semicolon')) : t('single-delete-nim-s-pattern-none'),
        why: j.holds
          ? t('single-delete-nim-s-pattern-agrees', { words: chosen.words, ...counted('count', j.pairs), max: j.max })
          : t('single-delete-nim-s-pattern-says', { position: show([j.a, j.b]), words: chosen.words, kind: kindOf(j.p) }),
        partly: !j.holds && (chosen.covers || chosen.only),
        clue: chosen.covers
          ? t('single-delete-nim-s-pattern-covers', { label: chosen.label, position: show([chosen.extra.a, chosen.extra.b]) })
          : chosen.only
            ? t('single-delete-nim-s-pattern-only', { label: chosen.label, position: show([chosen.missed.a, chosen.missed.b]) })
            : t('single-delete-nim-s-pattern-wrong', { is: isKind([j.a, j.b], j.p), label: chosen.label }),
      };
    },
  });

  fact('theorem-1-1', async () => checkWords(checkOf(await solve(2, S2), 'theorem-1.1')));
  conjecture('two-odd', async () => fromCheck(checkOf(await solve(2, S2), 'theorem-1.1')));
  conjecture('two-sum-even', () => twoWhy(twoPatterns.sum.test));
  conjecture('two-equal', async () => {
    const isP = twoPileP(await solve(2, S2));
    for (let a = 1; a <= S2; a++) if (!isP(a, a)) return { holds: false, why: t('single-delete-nim-s-engine-finds', { position: show([a, a]), kind: 'N' }) };
    return { holds: true, why: t('single-delete-nim-s-equal-all-p', { max: S2 }) };
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
