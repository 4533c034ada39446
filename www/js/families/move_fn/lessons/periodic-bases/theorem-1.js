// Step 7 of the lesson "Periodic rules and several bases": explore further, Theorem 1's condition, and where its conclusions fail.

import { fmtInt, withSubscripts } from '../../../../core/dom.js';
import {
  lesson, now, G, B, tableUpto, analysis, advice, ruleWords, winLose, livePrompt,
} from './shared.js';

/** Theorem 1's condition (2) and conclusions for the rule chosen: the engine's checks, the
 *  conjectures and the questions. */
export function theorem1() {
  const { fact, conjecture, question } = lesson;

  fact('theorem1-text', async () => {
    const result = await analysis(now.rule);
    return withSubscripts(`${result.theorem1.condition.text} ${result.theorem1.text} ${result.theorem2.text}`);
  });

  conjecture('condition-needed', async () => {
    const seen = [...now.rules, now.rule].filter((r, k, all) => all.findIndex((s) => s.f === r.f && s.t === r.t) === k);
    const results = await Promise.all(seen.map((r) => analysis(r)));
    const failing = seen.map((r, k) => ({ r, result: results[k] })).filter(({ result }) => result.theorem1.condition.status === 'fails');
    const survivor = failing.find(({ result }) => result.theorem1.conclusions.every((c) => c.holds));
    if (survivor) {
      return { holds: false, why: `for ${ruleWords(survivor.r)} condition (2) fails, yet every conclusion holds on 1 … ${fmtInt(tableUpto)}` };
    }
    return failing.length
      ? { holds: true, why: `for each rule on this page where condition (2) fails (${failing.length}), a conclusion fails too` }
      : { holds: true, why: 'no rule on this page fails condition (2)' };
  });
  conjecture('theorem2-always', async () => {
    const t2 = (await analysis(now.rule)).theorem2;
    return { holds: !!t2.holds, why: `for ${ruleWords()}: ${t2.text}` };
  });

  question('condition', {
    prompt: () => `For ${ruleWords()}: does condition (2), f(n, x + 1) − f(n, x) ≥ −1, hold for every n and x?`,
    answer: { choices: [['yes', 'Yes, it holds'], ['no', 'No, it fails somewhere']] },
    check: async (answer) => {
      const cond = (await analysis(now.rule)).theorem1.condition;
      const holds = cond.status !== 'fails';
      return { correct: answer === (holds ? 'yes' : 'no'),
        answer: holds ? 'yes, it holds' : `no, it fails at n = ${cond.at.n}, x = ${cond.at.x}`,
        why: cond.text,
        clue: answer === 'yes'
          ? 'Look for a drop: for each n = 0, …, t − 1, compare f(n, x + 1) with f(n, x) for small x. Does the limit ever fall by 2 or more when x grows by 1?'
          : 'A drop of exactly 1 is allowed. For each n = 0, …, t − 1, compare f(n, x + 1) with f(n, x): is any drop larger than 1?' };
    },
  });

  /** The member of Theorem 1's bases the last question asks about: the first counterexample to
   *  conclusion 1 when there is one, else the fifth member of B_0. */
  async function theorem1Member() {
    const result = await analysis(now.rule);
    const ce = result.theorem1.conclusions.find((c) => c.name === '1')?.counterexample;
    if (ce) return { game: ce.game, n: Number(ce.n) };
    const base = Array.from(result.theorem1.bases[0].base, Number);
    return { game: 0, n: base[Math.min(4, base.length - 1)] };
  }

  question('theorem1-member', {
    prompt: livePrompt(async () => {
      const { game, n } = await theorem1Member();
      return `For ${ruleWords()}, Theorem 1’s construction puts ${n} in ${B(game)}. From a pile of ${n} in ${G(game)}, the first move up to ${n - 1}, does the first player win or lose?`;
    }),
    answer: { choices: [['win', 'The first player wins'], ['lose', 'The first player loses']] },
    check: async (answer) => {
      const { game, n } = await theorem1Member();
      const a = advice(now.rule, game, n, n - 1);
      return { correct: answer === winLose(a.winning), answer: `the first player ${winLose(a.winning)}s from ${n} in ${G(game)}`, why: a.why,
        clue: answer === 'lose'
          ? 'Conclusion 1 of Theorem 1 says the first player loses from every member of the base — but only when condition (2) holds. Does it hold here? Try the first moves on paper.'
          : 'Try every first move on paper: after each, can the opponent answer with a move that wins?' };
    },
  });
}
