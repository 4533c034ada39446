// Small helpers several lessons' modules share (families/<family>/lessons/<page>/): lists in
// words, the Fibonacci numbers a conjecture names, and the sentence of a challenge's verdict.
// Each takes the engine's answers as arguments; none holds a claim about a rule.

import { fmtInt } from '../core/dom.js';
import { language, PSEUDO, t } from '../core/i18n.js';
import { pseudo } from '../core/pseudo.js';
import { say } from '../core/words.js';

/** Words already made ("0", "7 to 12", "22 to 27") joined as the page's language joins a list
 *  (Intl.ListFormat; with `or`, a disjunction), but English as the lessons have always written it
 *  (no comma before "and") and the pseudo-locale's "and" accented like its other words. */
export function joinWords(items, or = false) {
  const list = Array.from(items, String);
  const code = language();
  if (code !== 'en' && code !== PSEUDO) return new Intl.ListFormat(code, { type: or ? 'disjunction' : 'conjunction' }).format(list);
  const english = list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} ${or ? 'or' : 'and'} ${list[list.length - 1]}`;
  return code === PSEUDO ? pseudo(english) : english;
}

/** Whole numbers in a list ("1, 2 and 3"; "1, 2 or 3" with `or`), exact past 2^53 (a BigInt or
 *  a decimal string keeps its digits). */
export const listWords = (values, or = false) => joinWords(Array.from(values, (v) => fmtInt(String(v))), or);

/** The engine's reason of a move, a hint or a representation ({why, message}) in the page's
 *  language (its English `why` where it has no message). */
export const reasonWords = (result) => say(result.message, result.why);

/** Whether two lists hold the same values in the same order. */
export const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The Fibonacci numbers 1, 2, 3, 5, 8, … up to `upto` (what the students' conjectures name). */
export function fibonacci(upto) {
  const out = [1, 2];
  while (out[out.length - 1] + out[out.length - 2] <= upto) out.push(out[out.length - 1] + out[out.length - 2]);
  return out;
}

/** The challenge from a pile of 50 against the perfect engine, by the engine's verdict. */
export const challengeWords = (winning) => t(winning ? 'lesson-challenge-can-win' : 'lesson-challenge-cannot-win', { pile: 50 });
