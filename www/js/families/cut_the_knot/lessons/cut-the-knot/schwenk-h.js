// Step 4 of the lesson "Cut The Knot's single-pile games": take-away games and Schwenk's
// sequence H.

import { markInvalid, renderFieldError } from '../../../../widgets/fields.js';
import { withSubscripts } from '../../../../core/dom.js';
import {
  now, $, main, takeUpto, takeaway, hUpTo, ruleWords, listWords, first, same, subscript,
} from './shared.js';

/** Schwenk's H: its fact, conjectures and questions. Returns startTakeaway (the step's game
 *  follows the rule chosen). */
export function schwenkH() {
  const { fact, conjecture, question } = now.lesson;

  fact('h-answer', async () => `For ${ruleWords()}: H = ${first(hUpTo(now.f, takeUpto), 14)}`);

  conjecture('fibonacci', async () => {
    const h = hUpTo('2x', takeUpto);
    const fib = [1, 2];
    while (fib[fib.length - 1] + fib[fib.length - 2] <= takeUpto) fib.push(fib[fib.length - 1] + fib[fib.length - 2]);
    return same(h, fib)
      ? { holds: true, why: `the engine’s H for 2x up to ${takeUpto}: ${listWords(h)}` }
      : { holds: false, why: `the engine’s H for 2x: ${first(h, 14)}` };
  });
  conjecture('same-h', async () => {
    const [a, b] = [hUpTo('x'), hUpTo('2x - 1')];
    return same(a, b)
      ? { holds: false, why: `the engine finds the same H for both up to 100 000: ${first(a, 8)} — Bogomolny calls it a surprise` }
      : { holds: true, why: `x gives ${first(a, 8)}; 2x − 1 gives ${first(b, 8)}` };
  });

  /** H_1 … H_(k−1) shown, H_k asked (k ≤ 6; H has at least H_1 = 1 and H_2 = 2). */
  function hQuestion(ruleOf) {
    const shown = () => {
      const h = hUpTo(ruleOf(), 100000);
      const k = Math.min(6, h.length);
      return { h, k };
    };
    return {
      prompt: () => {
        const { h, k } = shown();
        return withSubscripts(`For ${ruleWords(ruleOf())}, H begins ${h.slice(0, k - 1).join(', ')}. Predict the next member, H_${k}.`);
      },
      answer: 'number',
      check: async (n) => {
        const rule = ruleOf();
        const { h, k } = shown();
        const r = await takeaway(rule);
        const step = (r.steps || []).find((s) => s.k + 1 === k);
        const why = step
          ? `H_${k} = H_${k - 1} + H_${step.m} = ${h[k - 2]} + ${step.hm} = ${step.h}: m = ${step.m} is the smallest j with f(H_j) ≥ H_${k - 1} = ${h[k - 2]}.`
          : `H = ${listWords(h.slice(0, k))}.`;
        const general = `Find the smallest j with f(H_j) ≥ ${h[k - 2]}, then add H_j to ${h[k - 2]}.`;
        let clue = general;
        if (n <= h[k - 2]) clue = `${n} is not above H_${k - 1} = ${h[k - 2]}: each new member is larger than the one before. ${general}`;
        else if (h.slice(0, k - 2).some((x) => x + h[k - 2] === n)) clue = `${n} is ${h[k - 2]} plus an earlier member, but not the one the rule picks: the smallest j with f(H_j) ≥ ${h[k - 2]}. ${general}`;
        return { correct: n === h[k - 1], answer: `H${subscript(k)} = ${h[k - 1]}`, why, clue };
      },
    };
  }
  question('h-next', hQuestion(() => now.f));
  const otherRule = () => (now.f === '3x' ? '2x' : '3x');
  question('h-other', hQuestion(otherRule));

  /** Step 4's game starts just below the member of H its question asks for: the board writes the
   *  pile with the members of H up to the pile, and a larger start would show the answer. */
  function startTakeaway() {
    const h = hUpTo(now.f, 100000);
    const k = Math.min(6, h.length);
    const pile = Math.max(2, h[k - 1] - 1);
    const input = $('#takeaway-pile');
    input.value = String(pile);
    // (a message the box showed goes with the typed value it was about)
    const box = main.querySelector('#takeaway-pile-message');
    if (box) renderFieldError(input, box, null);
    else markInvalid(input, false);
    $('#game-takeaway').setAttribute('pile', String(pile));
  }
  return startTakeaway;
}
