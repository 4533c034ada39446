// Step 4 of the lesson "Periodic rules and several bases": the strategy, several bases.

import { periodicRepresentation } from '../../engine.js';
import { el, fill, fmtInt, errorText, expandPowerText } from '../../../../core/dom.js';
import { renderFieldError } from '../../../../widgets/fields.js';
import { tryChips } from '../../../../widgets/example-chips.js';
import { createChain } from '../../periodic/representation.js';
import { challengeWords } from '../../../../lessons/shared.js';
import {
  lesson, now, G, B, tableUpto, analysis, advice, takeWins, moveClue, losingPiles, members, ruleWords,
  viewHost,
} from './shared.js';

/** The multi-base representation of a pile in a game of the student's choice, the challenge,
 *  the question of the winning take and the conjecture. Returns what follows the rule (the
 *  choice of games and the representation). */
export function severalBases() {
  const { fact, conjecture, question } = lesson;

  fact('challenge-50', () => challengeWords(advice(now.rule, 0, 50, 49).winning));

  conjecture('losers-are-base', async () => {
    const result = await analysis(now.rule);
    for (let i = 0; i < result.t; i++) {
      const losing = new Set(losingPiles(result, i));
      const base = members(result, i);
      const inBase = new Set(base);
      const b = base.find((x) => !losing.has(x));
      if (b) {
        const theta = result.theorem2.bases[i].theta?.[base.indexOf(b)];
        return { holds: false, why: `for ${ruleWords()}: ${b} is in ${B(i)}, yet the first player wins from it in ${G(i)}${theta ? ` by taking Θ = ${theta}` : ''}` };
      }
      const n = [...losing].find((x) => !inBase.has(x));
      if (n) return { holds: false, why: `for ${ruleWords()}: the first player loses from ${n} in ${G(i)}, which is not in ${B(i)}` };
    }
    return { holds: true, why: `for ${ruleWords()} in every game, on every pile up to ${fmtInt(tableUpto)}` };
  });

  // the multi-base representation of a pile in a game of the student's choice
  const repr = { game: 0, typed: '40' };
  const gameSelect = el('select', { id: 'pl-repr-game', class: 'game-select' });
  const pileInput = el('input', {
    id: 'pl-repr-input', class: 'mono big-input', type: 'text', inputmode: 'numeric', autocomplete: 'off',
    'aria-describedby': 'pl-repr-error', value: repr.typed,
  });
  const pileError = el('div', { id: 'pl-repr-error', class: 'field-error', 'aria-live': 'polite' });
  const quick = el('div', { class: 'repr-quick', role: 'group', 'aria-label': 'Example piles' });
  tryChips(quick, ['20', '40', '1000', '10^6'], (value) => { pileInput.value = value; repr.typed = value; drawChain(); });
  fill(viewHost('chain-controls'), el('div', { class: 'control-row' },
    el('div', { class: 'field' }, el('label', { for: 'pl-repr-game' }, 'Game'), gameSelect),
    el('div', { class: 'field field-n' }, el('label', { for: 'pl-repr-input' }, 'Pile ', el('span', { class: 'math' }, 'n')), pileInput),
    quick), pileError);
  const chain = createChain(viewHost('chain'), { ids: 'pl-' });
  gameSelect.addEventListener('change', () => { repr.game = Number(gameSelect.value); drawChain(); });
  pileInput.addEventListener('input', () => { repr.typed = pileInput.value; drawChain(); });

  function fillGames() {
    repr.game = Math.min(repr.game, now.rule.t - 1);
    fill(gameSelect, Array.from({ length: now.rule.t }, (_, i) => el('option', { value: i, selected: i === repr.game }, G(i))));
    gameSelect.value = String(repr.game);
  }

  function drawChain() {
    const text = expandPowerText(repr.typed);
    let error = null;
    let result = null;
    if (text === '') error = 'Enter a whole number n ≥ 1.';
    else {
      try {
        result = periodicRepresentation(now.rule.f, now.rule.t, repr.game, text);
      } catch (err) {
        error = errorText(err);
      }
    }
    renderFieldError(pileInput, pileError, error);
    chain.render(result);
  }

  question('move-100', {
    prompt: () => `${ruleWords()}, game ${G(0)}: a pile of 100, the first move up to 99. How many counters do you take to win?`,
    answer: 'number',
    check: async (k) => {
      const best = advice(now.rule, 0, 100, 99);
      let wins = false;
      let why = best.why;
      try {
        wins = k >= 1 && k <= 99 && takeWins(now.rule, 0, 100, 99, k);
      } catch (err) {
        why = errorText(err);
      }
      let clue;
      try {
        clue = `${moveClue(now.rule, 0, 100, 99, k)} Write 100 in game ${G(0)} with the tool above and look at its last part.`;
      } catch (err) {
        clue = errorText(err);
      }
      return { correct: wins, answer: best.winning ? `take ${best.take} (the smallest winning move)` : 'every move loses here', why, clue };
    },
  });
  return () => {
    fillGames();
    drawChain();
  };
}
