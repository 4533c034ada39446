// Step 4 of the lesson "Cut The Knot's single-pile games": take-away games and Schwenk's
// sequence H.

import { markInvalid, renderFieldError } from '../../../../widgets/fields.js';
import { withSubscripts } from '../../../../core/dom.js';
import { fibonacci } from '../../../../lessons/shared.js';
import {
  $, main, lesson, now, takeUpto, takeaway, hUpTo, ruleWords, listWords, first, same, subscript, t, twoSentences,
} from './shared.js';
import { fmtInt } from '../../../../core/dom.js';

/** Schwenk's H: its fact, conjectures and questions. Returns startTakeaway (the step's game
 *  follows the rule chosen). */
export function schwenkH() {
  const { fact, conjecture, question } = lesson;

  fact('h-answer', async () => t('cut-the-knot-s-for-rule', { rule: ruleWords(), text: `H = ${first(hUpTo(now.f, takeUpto), 14)}` }));

  conjecture('fibonacci', async () => {
    const h = hUpTo('2x', takeUpto);
    const fib = fibonacci(takeUpto);
    return same(h, fib)
      ? { holds: true, why: t('cut-the-knot-s-fibonacci-upto', { upto: fmtInt(takeUpto), list: listWords(h) }) }
      : { holds: false, why: t('cut-the-knot-s-fibonacci', { list: first(h, 14) }) };
  });
  conjecture('same-h', async () => {
    const [a, b] = [hUpTo('x'), hUpTo('2x - 1')];
    return same(a, b)
      ? { holds: false, why: t('cut-the-knot-s-same-h', { upto: fmtInt(100000).replace('\u202f', ' '), list: first(a, 8) }) }
      : { holds: true, why: t('cut-the-knot-s-other-h', { a: first(a, 8), b: first(b, 8) }) };
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
        return withSubscripts(t('cut-the-knot-s-h-prompt', { rule: ruleWords(ruleOf()), list: h.slice(0, k - 1).join(', '), member: `H_${k}` }));
      },
      answer: 'number',
      check: async (n) => {
        const rule = ruleOf();
        const { h, k } = shown();
        const r = await takeaway(rule);
        const step = (r.steps || []).find((s) => s.k + 1 === k);
        const why = step
          ? t('cut-the-knot-s-h-step', { sum: `H_${k} = H_${k - 1} + H_${step.m} = ${h[k - 2]} + ${step.hm} = ${step.h}`, m: `m = ${step.m}`, bound: `f(H_j) ≥ H_${k - 1} = ${h[k - 2]}` })
          : `H = ${listWords(h.slice(0, k))}.`;
        const general = t('cut-the-knot-s-h-general', { bound: `f(H_j) ≥ ${h[k - 2]}`, add: 'H_j', last: String(h[k - 2]) });
        let clue = general;
        if (n <= h[k - 2]) clue = twoSentences(t('cut-the-knot-s-h-not-above', { n: String(n), last: `H_${k - 1} = ${h[k - 2]}` }), general);
        else if (h.slice(0, k - 2).some((x) => x + h[k - 2] === n)) clue = twoSentences(t('cut-the-knot-s-h-earlier', { n: String(n), last: String(h[k - 2]), bound: `f(H_j) ≥ ${h[k - 2]}` }), general);
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
