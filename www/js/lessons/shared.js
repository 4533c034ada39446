// Small helpers several lessons' modules share (families/<family>/lessons/<page>/): lists in
// words, the Fibonacci numbers a conjecture names, and the sentence of a challenge's verdict.
// Each takes the engine's answers as arguments; none holds a claim about a rule.

import { andList } from '../core/dom.js';

/** "1, 2 and 3" (the values as numbers). */
export const listWords = (values) => andList(Array.from(values, Number));

/** Whether two lists hold the same values in the same order. */
export const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The Fibonacci numbers 1, 2, 3, 5, 8, … up to `upto` (what the students' conjectures name). */
export function fibonacci(upto) {
  const out = [1, 2];
  while (out[out.length - 1] + out[out.length - 2] <= upto) out.push(out[out.length - 1] + out[out.length - 2]);
  return out;
}

/** The challenge from a pile of 50 against the perfect engine, by the engine's verdict. */
export const challengeWords = (winning) => (winning
  ? 'the engine’s own verdict is that the first player can win from 50, but only with exact play.'
  : 'the engine’s own verdict is that the first player cannot win from 50 with this rule: watch how it escapes.');
