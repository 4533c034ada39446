// Step 6 of the lesson "Single-delete Nim": an observation, doubling every pile.

import { el, andList } from '../../../../core/dom.js';
import { alignedDigits, pilesText } from '../../digits.js';
import {
  lesson, S3, solve, explain, doublings, checkOf, kindWords, checkWords, fromCheck, winLose,
} from './shared.js';

/** The doubling questions, the engine's doubling table for 2 to 8 piles and the conjectures. */
export function doubling() {
  const { fact, conjecture, question } = lesson;

  question('double-2', {
    prompt: 'Double both piles of 1 and 1: piles of 2 and 2, your move. Do you win or lose?',
    answer: winLose,
    check: async (answer) => {
      const [one, two] = await Promise.all([explain([1, 1]), explain([2, 2])]);
      const right = two.p ? 'P' : 'N';
      return {
        correct: answer === right,
        answer: `(2, 2) is ${kindWords(two.p)}; (1, 1) is ${kindWords(one.p)}`,
        why: `${two.text} ${one.text}`,
        clue: answer === 'N'
          ? 'From 2 and 2 there is only one kind of move: delete a 2, split the other into 1 and 1. Who is stuck after that?'
          : 'From 2 and 2 there is only one kind of move: delete a 2, split the other into 1 and 1. Can your opponent move after that?',
      };
    },
  });
  question('double-5', {
    prompt: 'Five piles of 1 doubled are five piles of 2. Does doubling keep the verdict (P stays P, N stays N) here?',
    answer: { choices: [['same', 'Yes, the same verdict'], ['changes', 'No, the verdict changes']] },
    check: async (answer) => {
      const [one, two] = await Promise.all([explain([1, 1, 1, 1, 1]), explain([2, 2, 2, 2, 2])]);
      const right = one.p === two.p ? 'same' : 'changes';
      return {
        correct: answer === right,
        answer: right === 'same' ? `the same: both are ${one.p ? 'P' : 'N'}` : `it changes: (1, 1, 1, 1, 1) is ${one.p ? 'P' : 'N'}, (2, 2, 2, 2, 2) is ${two.p ? 'P' : 'N'}`,
        why: `${one.text} ${two.text}`,
        clue: answer === 'same'
          ? 'Check each side: five piles of 1 — can the player to move split anything? Five piles of 2 — how many moves can the game last, and who makes the last one?'
          : 'Check each side: five piles of 1 — can the player to move split anything? Five piles of 2 — count the moves: each deletes a 2 and splits a 2. Who makes the last one?',
      };
    },
  });

  fact('doubling-table', async () => {
    const list = await doublings();
    return el('ul', { class: 'sdn-doubling', id: 'doubling-list' }, list.map(({ k, r, check }) => {
      const cx = check.counterexample ? Array.from(check.counterexample) : null;
      return el('li', { class: `sdn-doubling-row ${check.holds ? 'holds' : 'fails'}`, 'data-k': k, 'data-verdict': check.holds ? 'holds' : 'fails' },
        el('p', { class: 'sdn-doubling-head' },
          el('strong', null, `${k} piles`), ` (each 1 … ${r.max}): `, checkWords(check)),
        cx ? el('div', { class: 'sdn-doubling-pair' },
          alignedDigits(cx, { compact: true, caption: `${pilesText(cx)} in binary` }),
          el('span', { class: 'sdn-arrow', 'aria-hidden': 'true' }, '→'),
          alignedDigits(cx.map((v) => 2 * v), { compact: true, caption: `${pilesText(cx.map((v) => 2 * v))} in binary` })) : null);
    }));
  });
  conjecture('double-three', async () => fromCheck(checkOf(await solve(3, S3), 'doubling')));
  conjecture('double-all', async () => {
    const list = await doublings();
    const bad = list.filter((d) => !d.check.holds);
    return bad.length
      ? { holds: false, why: `the engine finds counterexamples for ${andList(bad.map((d) => d.k))} piles; the first: ${bad[0].check.text.replace(/\.$/, '').replace(/^Contradicted/, 'contradicted')}` }
      : { holds: true, why: 'the engine finds no counterexample for 2 to 8 piles on its ranges' };
  });
}
