// Step 6 of the lesson "Fibonacci Nim and the move-function game":
// explore further, a published conjecture, tested.

import { el, fmtInt } from '../../../../core/dom.js';
import { lesson, now, growthUpto, analysis, ruleWords } from './shared.js';

/** The growth of the base for the rule chosen and for x², and the question of the conjecture. */
export function publishedConjecture() {
  const { fact, question } = lesson;

  fact('growth', async () => {
    const result = await analysis(now.f, growthUpto);
    return `For ${ruleWords()}: ${result.growth.text}`;
  });
  fact('growth-x2', async () => (await analysis('x^2', growthUpto)).growth.text);
  fact('growth-table', async () => {
    const result = await analysis(now.f, growthUpto);
    const base = Array.from(result.base, Number);
    if (base.length < 3) return el('p', null, `The base of ${ruleWords()} has only ${base.length} members up to ${fmtInt(growthUpto)}.`);
    const rows = [];
    for (let k = Math.max(2, base.length - 5); k <= base.length; k++) {
      const b = base[k - 1];
      rows.push(el('tr', null, el('td', null, fmtInt(k)), el('td', null, fmtInt(b)),
        el('td', null, fmtInt(Math.round((k * k) / 4))), el('td', null, (b / base[k - 2]).toFixed(4))));
    }
    return el('table', { class: 'growth-table' },
      el('caption', null, `The last members of B_f ≤ ${fmtInt(growthUpto)} for ${ruleWords()}`),
      el('thead', null, el('tr', null, ['k', 'b_k', 'k²/4', 'b_k / b_(k−1)'].map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', null, rows));
  });

  question('conjecture', {
    prompt: () => 'Is f(x) = x² a counterexample to the conjecture: is g unbounded there, while the losing starts do not grow exponentially?',
    answer: { choices: [['yes', 'Yes, it is a counterexample'], ['no', 'No, it agrees with the conjecture']] },
    check: async (answer) => {
      const growth = (await analysis('x^2', growthUpto)).growth;
      const counter = growth.class === 'polynomial';
      return { correct: answer === (counter ? 'yes' : 'no'),
        answer: counter ? 'yes: g is unbounded, yet B_f grows polynomially' : `no: the engine classifies the growth as ${growth.class}`,
        why: growth.text,
        clue: answer === 'yes'
          ? 'A counterexample needs losing starts that do not grow by a fixed factor. Set f(x) = x² and look at the last column of the table: do the ratios stay above some number larger than 1?'
          : 'If the losing starts grew exponentially, each would be at least some fixed factor larger than the one before. Set f(x) = x² and look at the last column of the table: do the ratios stay above some number larger than 1, or creep down towards 1?' };
    },
  });
}
