// Step 5 of the lesson "Cut The Knot's single-pile games": the strategy, remove the rightmost 1.

import { takeawayRepresentation } from '../../engine.js';
import { el, errorText } from '../../../../core/dom.js';
import { renderFieldError } from '../../../../widgets/fields.js';
import { challengeWords } from '../../../../lessons/shared.js';
import { createTakeawayRepresentation } from '../../takeaway/representation.js';
import { renderHSequence } from '../../takeaway/views.js';
import { $, lesson, now, takeaway, once, ruleWords, takeWins, schwenkWhy, firstMove } from './shared.js';

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
    if (text === '') error = 'Type a whole number N ≥ 1.';
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


  fact('challenge-50', async () => challengeWords(firstMove(now.f, 50).winning));
  fact('move-answer', async () => {
    const n = movePile();
    const best = firstMove(now.f, n);
    return `From ${n} for ${ruleWords()}: ${schwenkWhy(n, best)}`;
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
      return `A pile of ${n}, the first move anything up to ${n - 1}, ${ruleWords()}. How many counters do you take to win?`;
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
      if (k < 1 || k > n - 1) why = `The first move takes 1 to ${n - 1}. ${why}`;
      let clue = `Type ${n} above and look at the rightmost 1.`;
      if (k < 1 || k > n - 1) clue = `The first move takes 1 to ${n - 1} (not the whole pile). ${clue}`;
      else if (!wins) clue = `Taking ${k} leaves ${n - k}, and from there the engine wins. ${clue}`;
      return { correct: wins, answer: best.winning ? `take ${best.take} (the smallest winning move)` : 'every move loses here', why, clue };
    },
  });
  return showRepresentation;
}
