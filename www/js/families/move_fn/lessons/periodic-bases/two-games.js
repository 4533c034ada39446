// Step 2 of the lesson "Periodic rules and several bases": one pile, two games.

import { periodicRepresentation } from '../../engine.js';
import { errorText, fmtInt } from '../../../../core/dom.js';
import { fibonacci } from '../../../../lessons/shared.js';
import {
  lesson, now, tableUpto, listUpto, G, analysis, advice, losingPiles, listWords, shortList, ruleWords, other,
  winLose,
} from './shared.js';

/** G_0 and G_1 from the same pile: the losing piles of each, the conjectures and questions. */
export function twoGames() {
  const { fact, conjecture, question } = lesson;

  fact('other-game-name', () => (now.rule.t > 1
    ? `game ${G(1)} against the same beginner`
    : `game ${G(1)}, which with t = 1 is ${G(0)} itself (1 ⊕ n = 0 for every n)`));
  fact('losing-starts', async () => {
    const result = await analysis(now.rule);
    return `in ${G(0)} the first player loses from N = ${listWords(losingPiles(result, 0, listUpto))}; `
      + `in ${G(1)} from N = ${listWords(losingPiles(result, other(), listUpto))} (every N ≤ ${listUpto}).`;
  });
  fact('losing-differ', async () => {
    const result = await analysis(now.rule);
    const a = new Set(losingPiles(result, 0, listUpto));
    const b = new Set(losingPiles(result, other(), listUpto));
    const differ = [];
    for (let n = 1; n <= listUpto; n++) if (a.has(n) !== b.has(n)) differ.push(n);
    return differ.length
      ? `Piles up to ${listUpto} that lose in one game and win in the other: ${listWords(differ)}.`
      : `No pile up to ${listUpto} loses in one of ${G(0)}, ${G(1)} and wins in the other for this rule.`;
  });
  fact('residue-5', () => `${G(5 % now.rule.t)} for t = ${now.rule.t}`);

  conjecture('same-losers', async () => {
    const result = await analysis(now.rule);
    const b = new Set(losingPiles(result, other()));
    const n = losingPiles(result, 0).find((x) => !b.has(x));
    return n
      ? { holds: false, why: `for ${ruleWords()} the first player loses from ${n} in ${G(0)} but wins from it in ${G(1)}` }
      : { holds: true, why: `for ${ruleWords()} every losing pile of ${G(0)} up to ${fmtInt(tableUpto)} loses in ${G(1)} too` };
  });
  conjecture('fibonacci', async () => {
    const losing = losingPiles(await analysis(now.rule), 0);
    const fib = fibonacci(tableUpto);
    const k = fib.findIndex((v, i) => losing[i] !== v);
    return k < 0 && losing.length === fib.length
      ? { holds: true, why: `for ${ruleWords()} they are exactly the Fibonacci numbers up to ${fmtInt(tableUpto)}` }
      : { holds: false, why: `for ${ruleWords()} they are ${shortList(losing, 10)}` };
  });

  question('pile-8', {
    prompt: () => `${ruleWords()}: a pile of 8, the first move may take 1 to 7. With best play, does the first player win or lose in ${G(0)} and in ${G(1)}?`,
    answer: { choices: [
      ['win-win', `wins in both games`],
      ['win-lose', `wins in ${G(0)}, loses in ${G(1)}`],
      ['lose-win', `loses in ${G(0)}, wins in ${G(1)}`],
      ['lose-lose', 'loses in both games'],
    ] },
    check: async (answer) => {
      const [a, b] = [advice(now.rule, 0, 8, 7), advice(now.rule, other(), 8, 7)];
      const right = `${winLose(a.winning)}-${winLose(b.winning)}`;
      const [say0, say1] = answer.split('-');
      const ok0 = say0 === winLose(a.winning);
      const ok1 = say1 === winLose(b.winning);
      const look = (i) => `look again at ${G(i)}: try every first move from 8 on paper — after a move of k, the opponent may take up to f(${8 + i}, k).`;
      return {
        correct: answer === right,
        partly: ok0 !== ok1,
        answer: `the first player ${winLose(a.winning)}s in ${G(0)} and ${winLose(b.winning)}s in ${G(1)}`,
        why: `${a.why} ${b.why}`,
        clue: ok0 !== ok1
          ? `Your answer for ${ok0 ? G(0) : G(1)} is right; ${look(ok0 ? 1 : 0)}`
          : `Both halves need another look. Try every first move from 8 on paper: after a move of k, the opponent may take up to f(8, k) in ${G(0)} and f(9, k) in ${G(1)}.`,
      };
    },
  });

  question('lose-other', {
    prompt: () => `${ruleWords()}: name a pile N above 8 from which the first player (who may take anything but the whole pile) loses in ${G(1)}.`,
    answer: 'number',
    check: async (n) => {
      const result = await analysis(now.rule);
      const losing = losingPiles(result, other()).filter((x) => x > 8);
      let why;
      let loses = false;
      if (n < 1) why = 'N must be a pile of at least one counter.';
      else {
        try {
          const r = periodicRepresentation(now.rule.f, now.rule.t, other(), n);
          loses = Number(r.g) === n;
          why = r.why;
        } catch (err) {
          why = errorText(err);
        }
      }
      let clue;
      let partly = false;
      const losesIn = (i) => n >= 2 && n <= tableUpto && losingPiles(result, i).includes(n);
      if (n < 2) clue = 'A game needs a pile of at least 2 counters (the first move may not take the whole pile).';
      else if (loses) {
        partly = true;
        clue = `${n} is a losing pile of ${G(1)}, but it is not above 8.`;
      } else if (n <= tableUpto && losesIn(0)) {
        partly = true;
        clue = `${n} is a losing pile of ${G(0)}, but in ${G(1)} the first player wins from it by taking ${advice(now.rule, other(), n, n - 1).take}.`;
      } else if (n <= tableUpto) clue = `From ${n} in ${G(1)} the first player wins by taking ${advice(now.rule, other(), n, n - 1).take}.`;
      else clue = `Look for a smaller pile: one up to ${fmtInt(tableUpto)}.`;
      return {
        correct: n > 8 && loses,
        partly,
        answer: losing.length ? `for example ${listWords(losing.slice(0, 3))}` : `none up to ${fmtInt(tableUpto)}`,
        why,
        clue,
      };
    },
  });
}
