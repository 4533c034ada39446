// Step 7 of the lesson "Periodic rules and several bases": explore further, Theorem 1's condition, and where its conclusions fail.

import { withSubscripts } from '../../../../core/dom.js';
import {
  lesson, now, G, B, tableUpto, analysis, advice, ruleWords, winLose, livePrompt, t, num, big, hintWhy,
  analysisWords, twoSentences,
} from './shared.js';

/** Theorem 1's condition (2) and conclusions for the rule chosen: the engine's checks, the
 *  conjectures and the questions. */
export function theorem1() {
  const { fact, conjecture, question } = lesson;

  fact('theorem1-text', async () => {
    const result = await analysis(now.rule);
    const { theorem1: t1, theorem2: t2 } = result;
    return withSubscripts(twoSentences(twoSentences(analysisWords(t1.condition), analysisWords(t1)), analysisWords(t2)));
  });

  conjecture('condition-needed', async () => {
    const seen = [...now.rules, now.rule].filter((r, k, all) => all.findIndex((s) => s.f === r.f && s.t === r.t) === k);
    const results = await Promise.all(seen.map((r) => analysis(r)));
    const failing = seen.map((r, k) => ({ r, result: results[k] })).filter(({ result }) => result.theorem1.condition.status === 'fails');
    const survivor = failing.find(({ result }) => result.theorem1.conclusions.every((c) => c.holds));
    if (survivor) {
      return { holds: false, why: t('periodic-bases-s-condition-survivor', { rule: ruleWords(survivor.r), upto: big(tableUpto) }) };
    }
    return failing.length
      ? { holds: true, why: t('periodic-bases-s-condition-needed', { count: failing.length }) }
      : { holds: true, why: t('periodic-bases-s-condition-never-fails') };
  });
  conjecture('theorem2-always', async () => {
    const t2 = (await analysis(now.rule)).theorem2;
    return { holds: !!t2.holds, why: t('periodic-bases-s-for-rule', { rule: ruleWords(), text: analysisWords(t2) }) };
  });

  question('condition', {
    prompt: () => t('periodic-bases-s-condition', { rule: ruleWords(), formula: 'f(n, x + 1) − f(n, x) ≥ −1' }),
    answer: { choices: [['yes', () => t('periodic-bases-s-it-holds')], ['no', () => t('periodic-bases-s-it-fails')]] },
    check: async (answer) => {
      const cond = (await analysis(now.rule)).theorem1.condition;
      const holds = cond.status !== 'fails';
      return { correct: answer === (holds ? 'yes' : 'no'),
        answer: holds ? t('periodic-bases-s-condition-holds') : t('periodic-bases-s-condition-fails', { at: `n = ${cond.at.n}, x = ${cond.at.x}` }),
        why: analysisWords(cond),
        clue: t(answer === 'yes' ? 'periodic-bases-s-condition-clue-yes' : 'periodic-bases-s-condition-clue-no', {
          range: 'n = 0, …, t − 1', next: 'f(n, x + 1)', now: 'f(n, x)',
        }) };
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
      return t('periodic-bases-s-theorem1-member', { rule: ruleWords(), n: num(n), base: B(game), game: G(game), max: num(n - 1) });
    }),
    answer: { choices: [['win', () => t('periodic-bases-s-first-wins')], ['lose', () => t('periodic-bases-s-first-loses')]] },
    check: async (answer) => {
      const { game, n } = await theorem1Member();
      const a = advice(now.rule, game, n, n - 1);
      return { correct: answer === winLose(a.winning), answer: t('periodic-bases-s-member-answer', { result: winLose(a.winning), n: num(n), game: G(game) }), why: hintWhy(a),
        clue: t(answer === 'lose' ? 'periodic-bases-s-member-clue-lose' : 'periodic-bases-s-member-clue-win') };
    },
  });
}
