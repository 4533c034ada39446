// Step 5 of the lesson "Cut The Knot's single-pile games": the strategy, remove the rightmost 1.

import { takeawayRepresentation } from '../../engine.js';
import { el, errorText, fmtInt } from '../../../../core/dom.js';
import { onLanguageChange } from '../../../../core/i18n.js';
import { renderFieldError } from '../../../../widgets/fields.js';
import { challengeWords } from '../../../../lessons/shared.js';
import { createTakeawayRepresentation } from '../../takeaway/representation.js';
import { renderHSequence } from '../../takeaway/views.js';
import { $, lesson, now, takeaway, once, ruleWords, takeWins, schwenkWhy, schwenkNodes, firstMove, t, twoSentences } from './shared.js';

/** The representation of the N typed, the challenge and the question of the winning take.
 *  Returns showRepresentation (it follows the rule chosen). */
export function rightmostOne() {
  const { fact, question } = lesson;

  fact('h-sequence', async () => {
    const r = await takeaway();
    const box = el('div');
    renderHSequence(box, r);
    return box;
  });


  // the game's binary representation of the N typed
  const reprInput = $('#repr-n');
  const reprMessage = $('#repr-message');
  const repr = createTakeawayRepresentation($('[data-view="representation"]'), { ids: 'repr-' });
  function showRepresentation() {
    const text = reprInput.value.trim();
    let error = null;
    let result = null;
    if (text === '') error = t('cut-the-knot-s-repr-empty');
    else {
      try {
        // the engine reads the number as typed ("10 000", "10^6") and words what it refuses
        result = takeawayRepresentation(now.f, text);
      } catch (err) {
        error = errorText(err);
      }
    }
    renderFieldError(reprInput, reprMessage, error);
    repr.render(result);
  }
  reprInput.addEventListener('input', showRepresentation);
  // (its words, the engine's too, in the language chosen)
  onLanguageChange(showRepresentation);


  fact('challenge-50', async () => challengeWords(firstMove(now.f, 50).winning));
  fact('move-answer', async () => {
    const n = movePile();
    const best = firstMove(now.f, n);
    return [t('cut-the-knot-s-move-answer', { n: fmtInt(n), rule: ruleWords() }), ' ', ...schwenkNodes(n, best)];
  });

  /** The first start N ≥ 30 from which the first player wins (by the engine). */
  function movePile(rule = now.f) {
    return once(`move|${rule}`, () => {
      for (let n = 30; n < 200; n++) if (firstMove(rule, n).winning) return n;
      return 30;
    });
  }
  question('move-win', {
    prompt: () => {
      const n = movePile();
      return t('cut-the-knot-s-move-prompt', { n: fmtInt(n), most: fmtInt(n - 1), rule: ruleWords() });
    },
    answer: 'number',
    check: async (k) => {
      const n = movePile();
      const best = firstMove(now.f, n);
      let wins = false;
      let why = schwenkWhy(n, best);
      try {
        wins = k >= 1 && k <= n - 1 && takeWins(now.f, n, k);
      } catch (err) {
        why = errorText(err);
      }
      if (k < 1 || k > n - 1) why = twoSentences(t('cut-the-knot-s-first-move-range', { most: fmtInt(n - 1) }), why);
      let clue = t('cut-the-knot-s-move-clue', { n: fmtInt(n) });
      if (k < 1 || k > n - 1) clue = twoSentences(t('cut-the-knot-s-first-move-not-all', { most: fmtInt(n - 1) }), clue);
      else if (!wins) clue = twoSentences(t('cut-the-knot-s-taking-leaves', { k: String(k), left: String(n - k) }), clue);
      return { correct: wins, answer: best.winning ? t('cut-the-knot-s-move-take', { take: fmtInt(best.take) }) : t('cut-the-knot-s-every-move-loses'), why, clue };
    },
  });
  return showRepresentation;
}
