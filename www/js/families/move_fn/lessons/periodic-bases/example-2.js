// Step 5 of the lesson "Periodic rules and several bases": explore further, Example 2 against the paper.

import { el, fill, fmtInt, errorText, withSubscripts } from '../../../../core/dom.js';
import { createExample2 } from '../../periodic/theorems.js';
import { subDigits } from '../../games.js';
import {
  lesson, now, B, tableUpto, example2Upto, analysis, members, shortList, viewHost, livePrompt,
} from './shared.js';

/** Example 2 member by member against the paper's formulas (always the paper's rule). */
export function example2() {
  const { fact, conjecture, question } = lesson;

  fact('example2-verdict', async () => withSubscripts((await analysis(now.paper, example2Upto)).example2.text));
  fact('fibonacci-nim', async () => {
    const result = await analysis({ f: '2x', t: 1 });
    return `for f(n, x) = 2x with t = 1, ${B(0)} = ${shortList(members(result, 0), 14)} (every member up to ${fmtInt(tableUpto)}).`;
  });

  conjecture('golden', async () => {
    const base = members(await analysis(now.paper, example2Upto), 0);
    const [a, b] = base.slice(-2);
    const ratio = b / a;
    const phi = (1 + Math.sqrt(5)) / 2;
    return {
      holds: Math.abs(ratio - phi) < 0.01,
      why: `in Example 2 the last two members of ${B(0)} up to ${fmtInt(example2Upto)} are ${fmtInt(a)} and ${fmtInt(b)}: a ratio of ${ratio.toFixed(4)}; the golden ratio is ${phi.toFixed(4)}`,
    };
  });

  const example2 = createExample2(viewHost('example2'), { ids: 'pl-' });

  analysis(now.paper, example2Upto).then((result) => example2.render(result), (err) => {
    fill(viewHost('example2'), el('p', { class: 'fact-error' }, errorText(err)));
  });

  /** The row of Example 2 the question asks about: a member of B_1 whose formula has a − 1. */
  async function example2Row() {
    const rows = (await analysis(now.paper, example2Upto)).example2.rows;
    return rows.find((r) => r.game === 1 && /−/.test(r.expression || '') && r.formula !== null)
      || rows.find((r) => r.formula !== null && /\+/.test(r.expression || ''));
  }
  const fibText = (expression) => String(expression).replace(/F_?\{?(\d+)\}?/g, (_, d) => `F${subDigits(d)}`);

  question('ex2-member', {
    prompt: livePrompt(async () => {
      const row = await example2Row();
      return `The paper writes member number ${row.k} of ${B(row.game)} in Example 2 (counting from 0) as ${fibText(row.expression)}, with F₀ = 1, F₁ = 2, F₂ = 3, F₃ = 5, F₄ = 8, …. What number is that?`;
    }),
    answer: 'number',
    check: async (v) => {
      const row = await example2Row();
      const computed = row.computed === null || row.computed === undefined ? 'nothing (beyond its range)' : fmtInt(row.computed);
      return {
        correct: v === Number(row.formula),
        answer: `${fibText(row.expression)} = ${fmtInt(row.formula)}`,
        why: `The engine computed member ${row.k} of ${B(row.game)} as ${computed}; the paper’s formula gives ${fmtInt(row.formula)}: ${row.agrees ? 'they agree' : 'they differ'}.`,
        clue: `${fmtInt(v)} is ${v > Number(row.formula) ? 'too large' : 'too small'}. List the Fibonacci numbers from F₀ = 1, F₁ = 2 (each the sum of the two before), pick the ones the formula names and add or subtract as it says.`,
      };
    },
  });
}
