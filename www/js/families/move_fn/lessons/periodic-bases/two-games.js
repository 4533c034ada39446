// Step 2 of the lesson "Periodic rules and several bases": one pile, two games.

import { periodicRepresentation } from '../../engine.js';
import { errorText } from '../../../../core/dom.js';
import { fibonacci } from '../../../../lessons/shared.js';
import {
  lesson, now, tableUpto, listUpto, G, analysis, advice, losingPiles, listWords, shortList, ruleWords, other,
  winLose, t, num, big, twoSentences, hintWhy,
} from './shared.js';

/** G_0 and G_1 from the same pile: the losing piles of each, the conjectures and questions. */
export function twoGames() {
  const { fact, conjecture, question } = lesson;

  fact('other-game-name', () => (now.rule.t > 1
    ? t('periodic-bases-s-other-game', { game: G(1) })
    : t('periodic-bases-s-other-game-same', { game: G(1), first: G(0) })));
  fact('losing-starts', async () => {
    const result = await analysis(now.rule);
    return t('periodic-bases-s-losing-starts', {
      g0: G(0), list0: listWords(losingPiles(result, 0, listUpto)), g1: G(1), list1: listWords(losingPiles(result, other(), listUpto)), upto: listUpto,
    });
  });
  fact('losing-differ', async () => {
    const result = await analysis(now.rule);
    const a = new Set(losingPiles(result, 0, listUpto));
    const b = new Set(losingPiles(result, other(), listUpto));
    const differ = [];
    for (let n = 1; n <= listUpto; n++) if (a.has(n) !== b.has(n)) differ.push(n);
    return differ.length
      ? t('periodic-bases-s-losing-differ', { upto: listUpto, list: listWords(differ) })
      : t('periodic-bases-s-losing-differ-none', { upto: listUpto, g0: G(0), g1: G(1) });
  });
  fact('residue-5', () => t('periodic-bases-s-residue', { game: G(5 % now.rule.t), t: now.rule.t }));

  conjecture('same-losers', async () => {
    const result = await analysis(now.rule);
    const b = new Set(losingPiles(result, other()));
    const n = losingPiles(result, 0).find((x) => !b.has(x));
    return n
      ? { holds: false, why: t('periodic-bases-s-same-losers-false', { rule: ruleWords(), n: num(n), g0: G(0), g1: G(1) }) }
      : { holds: true, why: t('periodic-bases-s-same-losers-true', { rule: ruleWords(), g0: G(0), g1: G(1), upto: big(tableUpto) }) };
  });
  conjecture('fibonacci', async () => {
    const losing = losingPiles(await analysis(now.rule), 0);
    const fib = fibonacci(tableUpto);
    const k = fib.findIndex((v, i) => losing[i] !== v);
    return k < 0 && losing.length === fib.length
      ? { holds: true, why: t('periodic-bases-s-fibonacci-true', { rule: ruleWords(), upto: big(tableUpto) }) }
      : { holds: false, why: t('periodic-bases-s-fibonacci-false', { rule: ruleWords(), list: shortList(losing, 10) }) };
  });

  question('pile-8', {
    prompt: () => t('periodic-bases-s-pile-8', { rule: ruleWords(), pile: 8, max: 7, g0: G(0), g1: G(1) }),
    answer: { choices: [
      ['win-win', () => t('periodic-bases-s-wins-both')],
      ['win-lose', () => t('periodic-bases-s-wins-loses', { g0: G(0), g1: G(1) })],
      ['lose-win', () => t('periodic-bases-s-loses-wins', { g0: G(0), g1: G(1) })],
      ['lose-lose', () => t('periodic-bases-s-loses-both')],
    ] },
    check: async (answer) => {
      const [a, b] = [advice(now.rule, 0, 8, 7), advice(now.rule, other(), 8, 7)];
      const right = `${winLose(a.winning)}-${winLose(b.winning)}`;
      const [say0, say1] = answer.split('-');
      const ok0 = say0 === winLose(a.winning);
      const ok1 = say1 === winLose(b.winning);
      const look = (i) => t('periodic-bases-s-look-again', { game: G(i), pile: 8, limit: `f(${8 + i}, k)` });
      return {
        correct: answer === right,
        partly: ok0 !== ok1,
        answer: t('periodic-bases-s-pile-8-answer', { result: right, g0: G(0), g1: G(1) }),
        why: twoSentences(hintWhy(a), hintWhy(b)),
        clue: ok0 !== ok1
          ? t('periodic-bases-s-half-right', { game: ok0 ? G(0) : G(1), look: look(ok0 ? 1 : 0) })
          : t('periodic-bases-s-both-wrong', { pile: 8, f0: 'f(8, k)', g0: G(0), f1: 'f(9, k)', g1: G(1) }),
      };
    },
  });

  question('lose-other', {
    prompt: () => t('periodic-bases-s-lose-other', { rule: ruleWords(), above: 8, game: G(1) }),
    answer: 'number',
    check: async (n) => {
      const result = await analysis(now.rule);
      const losing = losingPiles(result, other()).filter((x) => x > 8);
      let why;
      let loses = false;
      if (n < 1) why = t('periodic-bases-s-at-least-one');
      else {
        try {
          const r = periodicRepresentation(now.rule.f, now.rule.t, other(), n);
          loses = Number(r.g) === n;
          why = hintWhy(r);
        } catch (err) {
          why = errorText(err);
        }
      }
      let clue;
      let partly = false;
      const losesIn = (i) => n >= 2 && n <= tableUpto && losingPiles(result, i).includes(n);
      if (n < 2) clue = t('periodic-bases-s-at-least-two', { count: 2 });
      else if (loses) {
        partly = true;
        clue = t('periodic-bases-s-losing-not-above', { n: num(n), game: G(1), above: 8 });
      } else if (n <= tableUpto && losesIn(0)) {
        partly = true;
        clue = t('periodic-bases-s-losing-in-other', { n: num(n), g0: G(0), g1: G(1), take: num(advice(now.rule, other(), n, n - 1).take) });
      } else if (n <= tableUpto) clue = t('periodic-bases-s-wins-by-taking', { n: num(n), game: G(1), take: num(advice(now.rule, other(), n, n - 1).take) });
      else clue = t('periodic-bases-s-smaller-pile', { upto: big(tableUpto) });
      return {
        correct: n > 8 && loses,
        partly,
        answer: losing.length ? t('periodic-bases-s-for-example', { list: listWords(losing.slice(0, 3)) }) : t('periodic-bases-s-none-up-to', { upto: big(tableUpto) }),
        why,
        clue,
      };
    },
  });
}
