// Step 5 of the lesson "Fibonacci Nim and the move-function game":
// change the rule.

import { bestMove, checkF } from '../../engine.js';
import { el, fill } from '../../../../core/dom.js';
import { renderPresetChips, markActiveChips } from '../../../../widgets/fields.js';
import { settingInput } from '../../../../widgets/setting-field.js';
import { same } from '../../../../lessons/shared.js';
import {
  $, main, lesson, now, chooseRule, rules, tableUpto, analysis, ruleWords, listWords, losingStarts,
} from './shared.js';

/** The base and losing starts of the rule chosen, the conjectures and the question. */
export function changeTheRule() {
  const { fact, conjecture, question } = lesson;

  fact('losing-starts-short', async () => `${ruleWords()}: the first player loses from ${listWords((await losingStarts()).slice(0, 10))}, …`);

  fact('base-start', async () => {
    const result = await analysis(now.f, tableUpto);
    const base = Array.from(result.base, Number);
    return `${listWords(base.slice(0, 12))}${base.length > 12 ? ', …' : ''} (${result.finite ? 'it is finite' : `${base.length} members up to ${tableUpto}`}).`;
  });

  conjecture('powers-of-two', async () => {
    const losing = await losingStarts('x');
    const powers = losing.filter((n) => (n & (n - 1)) === 0);
    return powers.length === losing.length && losing.length === Math.floor(Math.log2(tableUpto)) + 1
      ? { holds: true, why: `the engine: ${listWords(losing)} up to ${tableUpto}` }
      : { holds: false, why: `the engine: ${listWords(losing)}` };
  });
  conjecture('sparser', async () => {
    const [x, y] = await Promise.all([losingStarts('x', 1000), losingStarts('2x - 1', 1000)]);
    return y.length < x.length
      ? { holds: true, why: `up to 1000: ${y.length} losing piles for 2x − 1, ${x.length} for x` }
      : { holds: false, why: `up to 1000 both have ${x.length} losing piles${same(x, y) ? ', the same ones' : ''}` };
  });

  question('lose-rule', {
    prompt: () => `Predict for ${ruleWords()}: what is the smallest losing start above 10 (the smallest pile above 10 from which the first player loses)?`,
    answer: 'number',
    check: async (n) => {
      const losing = await losingStarts();
      const first = losing.find((x) => x > 10);
      let clue;
      let partly = false;
      if (losing.includes(n)) {
        partly = true;
        clue = n <= 10 ? `${n} is a losing start, but it is not above 10.` : `${n} is a losing start, but there is a smaller one above 10.`;
      } else if (n >= 2 && n <= tableUpto) clue = `From ${n} the first player wins by taking ${bestMove(now.f, n, n - 1).take}. The table of step 3 highlights the piles where g(N) = N.`;
      else clue = 'The table of step 3 highlights the piles where g(N) = N: those are the losing starts.';
      return { correct: n === first, partly, answer: first ? `${first}` : `none up to ${tableUpto}`,
        why: `The losing starts for ${ruleWords()}: ${listWords(losing.slice(0, 12))}${losing.length > 12 ? ', …' : ''}.`, clue };
    },
  });
}

/** The chips and the field for the rule the student changes (and step 6's button); a new rule:
 *  every element, fact and question follows it. */
export function ruleChips() {
  const { facts } = lesson;
  const chips = $('[data-rule-chips]');
  const custom = settingInput('f', { id: 'rule-input', size: 'small', attrs: { 'aria-label': 'Your own f(x)', placeholder: 'your own f(x)' } });
  const customMessage = el('span', { class: 'field-error', id: 'rule-message', 'aria-live': 'polite' });
  renderPresetChips(chips, rules, (r) => ({ label: r.label, note: r.note, mono: true, title: `f(x) = ${r.f}`, data: { f: r.f } }), (r) => setRule(r.f));
  chips.append(el('label', { for: 'rule-input' }, 'or type one: '), custom, customMessage);
  custom.addEventListener('change', () => {
    const check = checkF(custom.value);
    fill(customMessage, check.ok ? '' : check.message);
    if (check.ok) setRule(custom.value.trim());
  });
  for (const button of main.querySelectorAll('[data-set-rule]')) button.addEventListener('click', () => setRule(button.dataset.setRule));

  function setRule(rule) {
    chooseRule(rule);
    for (const node of main.querySelectorAll('[data-rule]')) node.setAttribute('f', rule);
    markActiveChips(chips, (r) => r.f === rule);
    lesson.resetQuestions();
    return facts.refresh();
  }

  markActiveChips(chips, (r) => r.f === now.f);
}
