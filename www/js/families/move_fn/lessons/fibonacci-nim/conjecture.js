// Step 6 of the lesson "Fibonacci Nim and the move-function game":
// explore further, a published conjecture, tested.

import '../../../../i18n/move_fn_analysis/index.js';
import { el, fmtInt } from '../../../../core/dom.js';
import { say } from '../../../../core/words.js';
import { lesson, now, growthUpto, analysis, ruleWords, num, t } from './shared.js';

/** The engine's sentence on the growth of the base ({text, message}), in the language shown. */
const growthWords = (growth) => say(growth.message, growth.text);

/** The growth of the base for the rule chosen and for x², and the question of the conjecture. */
export function publishedConjecture() {
  const { fact, question } = lesson;

  fact('growth', async () => {
    const result = await analysis(now.f, growthUpto);
    return t('fibonacci-nim-s-for-rule', { rule: ruleWords(), why: growthWords(result.growth) });
  });
  fact('growth-x2', async () => growthWords((await analysis('x^2', growthUpto)).growth));
  fact('growth-table', async () => {
    const result = await analysis(now.f, growthUpto);
    const base = Array.from(result.base, Number);
    if (base.length < 3) return el('p', null, t('fibonacci-nim-s-few-members', { rule: ruleWords(), count: num(base.length), upto: fmtInt(growthUpto) }));
    const rows = [];
    for (let k = Math.max(2, base.length - 5); k <= base.length; k++) {
      const b = base[k - 1];
      rows.push(el('tr', null, el('td', null, fmtInt(k)), el('td', null, fmtInt(b)),
        el('td', null, fmtInt(Math.round((k * k) / 4))), el('td', null, (b / base[k - 2]).toFixed(4))));
    }
    return el('table', { class: 'growth-table' },
      el('caption', null, t('fibonacci-nim-s-growth-caption', { set: `B_f ≤ ${fmtInt(growthUpto)}`, rule: ruleWords() })),
      el('thead', null, el('tr', null, ['k', 'b_k', 'k²/4', 'b_k / b_(k−1)'].map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', null, rows));
  });

  const square = 'f(x) = x²';
  question('conjecture', {
    prompt: () => t('fibonacci-nim-s-conjecture', { rule: square }),
    answer: { choices: [['yes', () => t('fibonacci-nim-s-counterexample')], ['no', () => t('fibonacci-nim-s-agrees')]] },
    check: async (answer) => {
      const growth = (await analysis('x^2', growthUpto)).growth;
      const counter = growth.class === 'polynomial';
      return { correct: answer === (counter ? 'yes' : 'no'),
        answer: counter ? t('fibonacci-nim-s-conjecture-yes', { set: 'B_f' }) : t('fibonacci-nim-s-conjecture-no', { class: growth.class }),
        why: growthWords(growth),
        clue: t(answer === 'yes' ? 'fibonacci-nim-s-conjecture-clue-yes' : 'fibonacci-nim-s-conjecture-clue-no', { rule: square }) };
    },
  });
}
