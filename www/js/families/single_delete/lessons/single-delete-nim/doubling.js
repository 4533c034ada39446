// Step 6 of the lesson "Single-delete Nim": an observation, doubling every pile.

import { el } from '../../../../core/dom.js';
import { t, language } from '../../../../core/i18n.js';
import { alignedDigits, pilesText } from '../../digits.js';
import {
  lesson, S3, solve, explain, doublings, checkOf, kindOf, isKind, twoSentences, listOf, innerCheckText, checkWords, fromCheck, winLose,
} from './shared.js';

/** A failing check's sentence inside another sentence (in English "contradicted at …"). */
function firstWords(check) {
  const text = innerCheckText(check);
  return language() === 'en' ? text.replace(/^Contradicted/, 'contradicted') : text;
}

/** The doubling questions, the engine's doubling table for 2 to 8 piles and the conjectures. */
export function doubling() {
  const { fact, conjecture, question } = lesson;

  question('double-2', {
    prompt: () => t('single-delete-nim-s-double-2'),
    answer: winLose,
    check: async (answer) => {
      const [one, two] = await Promise.all([explain([1, 1]), explain([2, 2])]);
      const right = kindOf(two.p);
      return {
        correct: answer === right,
        answer: t('single-delete-nim-s-both', { first: isKind([2, 2], two.p), second: isKind([1, 1], one.p) }),
        why: twoSentences(two.text, one.text),
        clue: t(answer === 'N' ? 'single-delete-nim-s-double-2-clue-n' : 'single-delete-nim-s-double-2-clue-p'),
      };
    },
  });
  question('double-5', {
    prompt: () => t('single-delete-nim-s-double-5'),
    answer: { choices: [['same', () => t('single-delete-nim-s-choice-same')], ['changes', () => t('single-delete-nim-s-choice-changes')]] },
    check: async (answer) => {
      const [one, two] = await Promise.all([explain([1, 1, 1, 1, 1]), explain([2, 2, 2, 2, 2])]);
      const right = one.p === two.p ? 'same' : 'changes';
      return {
        correct: answer === right,
        answer: right === 'same' ? t('single-delete-nim-s-double-5-same', { kind: kindOf(one.p) })
          : t('single-delete-nim-s-double-5-changes', { one: kindOf(one.p), two: kindOf(two.p) }),
        why: twoSentences(one.text, two.text),
        clue: t(answer === 'same' ? 'single-delete-nim-s-double-5-clue-same' : 'single-delete-nim-s-double-5-clue-changes'),
      };
    },
  });

  fact('doubling-table', async () => {
    const list = await doublings();
    return el('ul', { class: 'sdn-doubling', id: 'doubling-list' }, list.map(({ k, r, check }) => {
      const cx = check.counterexample ? Array.from(check.counterexample) : null;
      return el('li', { class: `sdn-doubling-row ${check.holds ? 'holds' : 'fails'}`, 'data-k': k, 'data-verdict': check.holds ? 'holds' : 'fails' },
        el('p', { class: 'sdn-doubling-head' },
          el('strong', null, t('single-delete-nim-s-doubling-k', { k })), ' ', t('single-delete-nim-s-doubling-range', { max: r.max }), ' ', checkWords(check)),
        cx ? el('div', { class: 'sdn-doubling-pair' },
          alignedDigits(cx, { compact: true, caption: t('single-delete-nim-s-in-binary', { piles: pilesText(cx) }) }),
          el('span', { class: 'sdn-arrow', 'aria-hidden': 'true' }, language() === 'ar' ? '←' : '→'),
          alignedDigits(cx.map((v) => 2 * v), { compact: true, caption: t('single-delete-nim-s-in-binary', { piles: pilesText(cx.map((v) => 2 * v)) }) })) : null);
    }));
  });
  conjecture('double-three', async () => fromCheck(checkOf(await solve(3, S3), 'doubling')));
  conjecture('double-all', async () => {
    const list = await doublings();
    const bad = list.filter((d) => !d.check.holds);
    return bad.length
      ? { holds: false, why: t('single-delete-nim-s-double-all', { list: listOf(bad.map((d) => d.k)), first: firstWords(bad[0].check) }) }
      : { holds: true, why: t('single-delete-nim-s-double-all-holds') };
  });
}
