// Step 5 of the lesson "Periodic rules and several bases": explore further, Example 2 against the paper.

import { el, fill, fmtInt, errorText, withSubscripts } from '../../../../core/dom.js';
import { createExample2 } from '../../periodic/theorems.js';
import { subDigits } from '../../games.js';
import {
  lesson, now, B, tableUpto, example2Upto, analysis, members, shortList, viewHost, livePrompt, t, big, decimal,
  formulaWords, analysisWords,
} from './shared.js';

/** Example 2 member by member against the paper's formulas (always the paper's rule). */
export function example2() {
  const { fact, conjecture, question } = lesson;

  fact('example2-verdict', async () => withSubscripts(analysisWords((await analysis(now.paper, example2Upto)).example2)));
  fact('fibonacci-nim', async () => {
    const result = await analysis({ f: '2x', t: 1 });
    return t('periodic-bases-s-fibonacci-nim', { rule: formulaWords('f(n, x) = 2x', 1), base: B(0), list: shortList(members(result, 0), 14), upto: big(tableUpto) });
  });

  conjecture('golden', async () => {
    const base = members(await analysis(now.paper, example2Upto), 0);
    const [a, b] = base.slice(-2);
    const ratio = b / a;
    const phi = (1 + Math.sqrt(5)) / 2;
    return {
      holds: Math.abs(ratio - phi) < 0.01,
      why: t('periodic-bases-s-golden', {
        base: B(0), upto: big(example2Upto), a: big(a), b: big(b), ratio: decimal(ratio, 4), phi: decimal(phi, 4),
      }),
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
      return t('periodic-bases-s-ex2-member', {
        k: Number(row.k), base: B(row.game), expression: fibText(row.expression), fib: 'F₀ = 1, F₁ = 2, F₂ = 3, F₃ = 5, F₄ = 8, …',
      });
    }),
    answer: 'number',
    check: async (v) => {
      const row = await example2Row();
      const computed = row.computed === null || row.computed === undefined ? t('periodic-bases-s-nothing') : fmtInt(row.computed);
      return {
        correct: v === Number(row.formula),
        answer: `${fibText(row.expression)} = ${fmtInt(row.formula)}`,
        why: t('periodic-bases-s-ex2-why', {
          k: Number(row.k), base: B(row.game), computed, formula: fmtInt(row.formula), agree: row.agrees ? 'yes' : 'no',
        }),
        clue: t('periodic-bases-s-ex2-clue', { v: big(v), size: v > Number(row.formula) ? 'large' : 'small', fib: 'F₀ = 1, F₁ = 2' }),
      };
    },
  });
}
