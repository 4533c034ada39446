// The example rules of the move-function family, each written once: f as the engine reads it and
// the chip's label as the page shows it. The section, the parts and the lessons that offer one
// list it with their own note (widgets/example-chips.js's examples()); Cut The Knot's take-away
// games, played with an f(x) too, offer some of these. A label with words ("x/2 or 3x") has them
// in the section's catalogue too (`words`: its message and maths), which exampleLabel() says in
// the language shown; `label` stays its English. (The section that shows them registers the
// catalogue, www/js/i18n/move_fn_section/: a lesson's chips, in English, need not load it.)

import { t } from '../../core/i18n.js';

/** An example's label in the language shown (a place that shows `words` registers their catalogue). */
export function exampleLabel(example) {
  return example.words ? t(example.words[0], example.words[1]) : example.label;
}

const or = (a, b) => ['mfs-example-or', { a, b }];
const but = (a, b) => ['mfs-example-but', { a, b }];

/** Move functions f(x). */
export const fx = {
  twice: { f: '2x', label: '2x' },
  same: { f: 'x', label: 'x' },
  lessThanTwice: { f: '2x - 1', label: '2x − 1' },
  thrice: { f: '3x', label: '3x' },
  plusOne: { f: 'x+1', label: 'x + 1' },
  thirdOrTwice: { f: 'if x % 3 == 0 then x/3 + 1 else 2x', label: 'x/3+1 or 2x', words: or('x/3+1', '2x') },
  halfOrThrice: { f: 'if x % 2 == 0 then x/2 else 3x', label: 'x/2 or 3x', words: or('x/2', '3x') },
  atMostThree: { f: 'min(x, 3)', label: 'min(x, 3)' },
  square: { f: 'x^2', label: 'x²' },
  twiceButAt2: { f: 'if x == 2 then 1 else 2x', label: '2x, but f(2) = 1', words: but('2x', 'f(2) = 1') },
  twiceButAt3: { f: 'if x == 3 then 1 else 2x', label: '2x, but f(3) = 1', words: but('2x', 'f(3) = 1') },
  sameOrThrice: { f: 'if x % 2 == 0 then x else 3x', label: 'x or 3x', words: or('x', '3x') },
  belowX: { f: 'max(1, x - 1)', label: 'max(1, x − 1)' },
};

/** Periodic move functions f(n, x) with their period t. */
export const fnx = {
  twice: { f: '2x', t: 1, label: '2x' },
  plusN: { f: 'x + n', t: 3, label: 'x + n' },
  sameOrTwice: { f: 'if n == 0 then x else 2x', t: 2, label: 'x or 2x', words: or('x', '2x') },
  twicePlusN: { f: '2x + n', t: 2, label: '2x + n' },
  halfPlusNOrTwice: { f: 'if x % 2 == 0 then x/2 + n else 2x', t: 2, label: 'x/2 + n or 2x', words: or('x/2 + n', '2x') },
  thirdOrTwice: { f: 'if x % 3 == 0 then x/3 + 1 else 2x', t: 2, label: 'x/3 + 1 or 2x', words: or('x/3 + 1', '2x') },
  oneOrTwicePlusN: { f: 'if x % 3 == 0 then 1 else 2x + n', t: 2, label: '1 or 2x + n', words: or('1', '2x + n') },
};
