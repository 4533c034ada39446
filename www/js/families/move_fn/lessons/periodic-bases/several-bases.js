// Step 4 of the lesson "Periodic rules and several bases": the strategy, several bases.

import { periodicRepresentation } from '../../engine.js';
import { el, fill, errorText, expandPowerText } from '../../../../core/dom.js';
import { l10n, onLanguageChange } from '../../../../core/i18n.js';
import { renderFieldError } from '../../../../widgets/fields.js';
import { tryChips } from '../../../../widgets/example-chips.js';
import { createChain } from '../../periodic/representation.js';
import { challengeWords } from '../../../../lessons/shared.js';
import {
  lesson, now, G, B, tableUpto, analysis, advice, takeWins, moveClue, losingPiles, members, ruleWords,
  viewHost, t, num, big, twoSentences, hintWhy,
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
        const args = { rule: ruleWords(), b: num(b), base: B(i), game: G(i) };
        return { holds: false, why: theta ? t('periodic-bases-s-member-wins-theta', { ...args, theta: `Θ = ${theta}` }) : t('periodic-bases-s-member-wins', args) };
      }
      const n = [...losing].find((x) => !inBase.has(x));
      if (n) return { holds: false, why: t('periodic-bases-s-loser-not-member', { rule: ruleWords(), n: num(n), game: G(i), base: B(i) }) };
    }
    return { holds: true, why: t('periodic-bases-s-losers-are-base', { rule: ruleWords(), upto: big(tableUpto) }) };
  });

  // the multi-base representation of a pile in a game of the student's choice
  const repr = { game: 0, typed: '40' };
  const gameSelect = el('select', { id: 'pl-repr-game', class: 'game-select' });
  const pileInput = el('input', {
    id: 'pl-repr-input', class: 'mono big-input', type: 'text', inputmode: 'numeric', autocomplete: 'off',
    'aria-describedby': 'pl-repr-error', value: repr.typed,
  });
  const pileError = el('div', { id: 'pl-repr-error', class: 'field-error', 'aria-live': 'polite' });
  // (the words: messages, worded again on a language switch)
  const quick = l10n(el('div', { class: 'repr-quick', role: 'group', 'aria-label': 'Example piles' }), 'periodic-bases-s-example-piles');
  tryChips(quick, ['20', '40', '1000', '10^6'], (value) => { pileInput.value = value; repr.typed = value; drawChain(); });
  l10n(quick.querySelector('.presets-label'), 'periodic-bases-s-try');
  fill(viewHost('chain-controls'), el('div', { class: 'control-row' },
    el('div', { class: 'field' }, l10n(el('label', { for: 'pl-repr-game' }), 'periodic-bases-s-game-label'), gameSelect),
    el('div', { class: 'field field-n' }, el('label', { for: 'pl-repr-input' }, l10n(el('span'), 'periodic-bases-s-pile-label'), ' ', el('span', { class: 'math' }, 'n')), pileInput),
    quick), pileError);
  const chain = createChain(viewHost('chain'), { ids: 'pl-' });
  gameSelect.addEventListener('change', () => { repr.game = Number(gameSelect.value); drawChain(); });
  pileInput.addEventListener('input', () => { repr.typed = pileInput.value; drawChain(); });
  // (the field's error, if any, in the language shown)
  onLanguageChange(() => { if (pileError.textContent) drawChain(); });

  function fillGames() {
    repr.game = Math.min(repr.game, now.rule.t - 1);
    fill(gameSelect, Array.from({ length: now.rule.t }, (_, i) => el('option', { value: i, selected: i === repr.game }, G(i))));
    gameSelect.value = String(repr.game);
  }

  function drawChain() {
    const text = expandPowerText(repr.typed);
    let error = null;
    let result = null;
    if (text === '') error = t('periodic-bases-s-repr-empty', { formula: 'n ≥ 1' });
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
    prompt: () => t('periodic-bases-s-move-100', { rule: ruleWords(), game: G(0), pile: 100, max: 99 }),
    answer: 'number',
    check: async (k) => {
      const best = advice(now.rule, 0, 100, 99);
      let wins = false;
      let why = hintWhy(best);
      try {
        wins = k >= 1 && k <= 99 && takeWins(now.rule, 0, 100, 99, k);
      } catch (err) {
        why = errorText(err);
      }
      let clue;
      try {
        clue = twoSentences(moveClue(now.rule, 0, 100, 99, k), t('periodic-bases-s-write-pile', { pile: 100, game: G(0) }));
      } catch (err) {
        clue = errorText(err);
      }
      return { correct: wins, answer: best.winning ? t('periodic-bases-s-take-smallest', { take: num(best.take) }) : t('periodic-bases-s-every-move-loses'), why, clue };
    },
  });
  return () => {
    fillGames();
    drawChain();
  };
}
