// Step 5 of the lesson "Fibonacci Nim and the move-function game":
// change the rule.

import { bestMove, checkF } from '../../engine.js';
import { el, fill } from '../../../../core/dom.js';
import { l10n, onLanguageChange } from '../../../../core/i18n.js';
import { say } from '../../../../core/words.js';
import { renderPresetChips, markActiveChips } from '../../../../widgets/fields.js';
import { settingInput } from '../../../../widgets/setting-field.js';
import { same } from '../../../../lessons/shared.js';
import {
  $, main, lesson, now, chooseRule, rules, tableUpto, analysis, ruleWords, listWords, shortList, losingStarts, num, t,
} from './shared.js';

/** The base and losing starts of the rule chosen, the conjectures and the question. */
export function changeTheRule() {
  const { fact, conjecture, question } = lesson;

  fact('losing-starts-short', async () => t('fibonacci-nim-s-losing-starts-short', { rule: ruleWords(), list: listWords((await losingStarts()).slice(0, 10)) }));

  fact('base-start', async () => {
    const result = await analysis(now.f, tableUpto);
    const base = Array.from(result.base, Number);
    return result.finite
      ? t('fibonacci-nim-s-base-start-finite', { list: shortList(base) })
      : t('fibonacci-nim-s-base-start', { list: shortList(base), count: num(base.length), upto: tableUpto });
  });

  conjecture('powers-of-two', async () => {
    const losing = await losingStarts('x');
    const powers = losing.filter((n) => (n & (n - 1)) === 0);
    return powers.length === losing.length && losing.length === Math.floor(Math.log2(tableUpto)) + 1
      ? { holds: true, why: t('fibonacci-nim-s-powers-true', { list: listWords(losing), upto: tableUpto }) }
      : { holds: false, why: t('fibonacci-nim-s-powers-false', { list: listWords(losing) }) };
  });
  conjecture('sparser', async () => {
    const [x, y] = await Promise.all([losingStarts('x', 1000), losingStarts('2x - 1', 1000)]);
    const upto = num(1000);
    return y.length < x.length
      ? { holds: true, why: t('fibonacci-nim-s-sparser-true', { upto, fewer: num(y.length), f1: '2x − 1', more: num(x.length), f2: 'x' }) }
      : { holds: false, why: t(same(x, y) ? 'fibonacci-nim-s-sparser-false-same' : 'fibonacci-nim-s-sparser-false', { upto, count: num(x.length) }) };
  });

  question('lose-rule', {
    prompt: () => t('fibonacci-nim-s-lose-rule', { rule: ruleWords(), above: 10 }),
    answer: 'number',
    check: async (n) => {
      const losing = await losingStarts();
      const first = losing.find((x) => x > 10);
      let clue;
      let partly = false;
      const formula = 'g(N) = N';
      if (losing.includes(n)) {
        partly = true;
        clue = t(n <= 10 ? 'fibonacci-nim-s-losing-not-above' : 'fibonacci-nim-s-losing-smaller', { n: num(n), above: 10 });
      } else if (n >= 2 && n <= tableUpto) {
        const words = t('fibonacci-nim-s-wins-by-taking', { pile: num(n), take: num(bestMove(now.f, n, n - 1).take) });
        clue = `${words} ${t('fibonacci-nim-s-look-table', { formula })}`;
      } else clue = t('fibonacci-nim-s-look-table-losing', { formula });
      return { correct: n === first, partly, answer: first ? `${first}` : t('fibonacci-nim-s-none-up-to', { upto: tableUpto }),
        why: t('fibonacci-nim-s-lose-rule-why', { rule: ruleWords(), list: shortList(losing) }), clue };
    },
  });
}

/** The chips and the field for the rule the student changes (and step 6's button); a new rule:
 *  every element, fact and question follows it. */
export function ruleChips() {
  const { facts } = lesson;
  const chips = $('[data-rule-chips]');
  // (the words: messages, worded again on a language switch; the field's label and placeholder too)
  // (its kind given, not read from the engine's URL fields: the lesson's package in an LMS, the
  // views', holds none — family's index.js)
  const custom = l10n(settingInput('f', { id: 'rule-input', size: 'small', kind: 'text' }), 'fibonacci-nim-s-own-rule');
  const customMessage = el('span', { class: 'field-error', id: 'rule-message', 'aria-live': 'polite' });
  renderPresetChips(chips, rules, (r) => ({ label: r.label, mono: true, title: `f(x) = ${r.f}`, data: { f: r.f } }), (r) => setRule(r.f));
  for (const chip of chips.querySelectorAll('button[data-f]')) {
    const id = rules.find((r) => r.f === chip.dataset.f)?.note;
    if (id) chip.append(l10n(el('small'), id));
  }
  chips.append(l10n(el('label', { for: 'rule-input' }), 'fibonacci-nim-s-or-type'), ' ', custom, customMessage);
  // (the engine's word on a rule typed: its message in the page's language, again after a switch)
  let typed = null;
  const showTyped = () => fill(customMessage, !typed || typed.ok ? '' : say(typed.l10n, typed.message));
  custom.addEventListener('change', () => {
    typed = checkF(custom.value);
    showTyped();
    if (typed.ok) setRule(custom.value.trim());
  });
  onLanguageChange(showTyped);
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
