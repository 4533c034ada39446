// Step 6 of the lesson "Periodic rules and several bases": change the rule.

import { checkFn } from '../../engine.js';
import { checkSetting } from '../../../../core/spec.js';
import { el, fill, fmtInt } from '../../../../core/dom.js';
import { renderPresetChips, markActiveChips, renderCaretCheck, renderFieldError } from '../../../../widgets/fields.js';
import { settingField } from '../../../../widgets/setting-field.js';
import {
  $, main, lesson, now, chooseRule, G, B, tableUpto, analysis, advice, losingPiles, members, shortList,
  ruleWords,
} from './shared.js';

/** The bases and losing piles of the rule chosen, its conjectures and its question. */
export function changeTheRule() {
  const { fact, conjecture, question } = lesson;

  fact('bases-start', async () => {
    const result = await analysis(now.rule);
    const parts = result.theorem2.bases.map((entry, i) => `${B(i)} begins ${shortList(Array.from(entry.base, Number), 10)}`);
    return `${parts.join('; ')}.`;
  });
  fact('losing-starts-short', async () => {
    const result = await analysis(now.rule);
    return `${ruleWords()}: in ${G(0)} the first player loses from ${shortList(losingPiles(result, 0), 10)}`;
  });

  conjecture('starts-123', async () => {
    const result = await analysis(now.rule);
    const i = result.theorem2.bases.findIndex((entry) => [1, 2, 3].some((v, k) => entry.base[k] !== v));
    return i < 0
      ? { holds: true, why: `for ${ruleWords()} every base does` }
      : { holds: false, why: `for ${ruleWords()}, ${B(i)} begins ${shortList(members(result, i), 4)}` };
  });
  conjecture('t-bases', async () => {
    const result = await analysis(now.rule);
    const distinct = new Set(result.theorem2.bases.map((entry) => Array.from(entry.base).join(',')));
    return {
      holds: distinct.size === result.t,
      why: `for ${ruleWords()}: ${distinct.size} different ${distinct.size === 1 ? 'base' : 'bases'} up to ${fmtInt(tableUpto)} for ${result.t} ${result.t === 1 ? 'game' : 'games'}`,
    };
  });

  question('lose-rule', {
    prompt: () => `Predict for ${ruleWords()}: what is the smallest pile above 10 from which the first player loses in ${G(0)}?`,
    answer: 'number',
    check: async (n) => {
      const losing = losingPiles(await analysis(now.rule), 0);
      const first = losing.find((x) => x > 10);
      let clue;
      let partly = false;
      if (losing.includes(n)) {
        partly = true;
        clue = n <= 10 ? `${n} is a losing pile of ${G(0)}, but it is not above 10.` : `${n} is a losing pile of ${G(0)}, but there is a smaller one above 10.`;
      } else if (n >= 2 && n <= tableUpto) clue = `From ${n} in ${G(0)} the first player wins by taking ${advice(now.rule, 0, n, n - 1).take}. The table of step 3 shows where g₀(N) = N.`;
      else clue = 'The table of step 3 shows the piles where g₀(N) = N: those are the losing piles.';
      return { correct: n === first, partly, answer: first ? `${first}` : `none up to ${fmtInt(tableUpto)}`,
        why: `The losing piles of ${G(0)} for ${ruleWords()}: ${shortList(losing, 12)}.`, clue };
    },
  });
}

/** The chips and the form for the rule the student changes; a new rule: every element, view,
 *  fact and question follows it, and `follow` (the other steps' views and representation). */
export function ruleForm(follow) {
  const { facts } = lesson;
  const chips = $('[data-rule-chips]');
  renderPresetChips(chips, now.rules, (r) => ({
    label: r.label, note: r.note, mono: true, title: `f(n, x) = ${r.f}, t = ${r.t}`, data: { f: r.f, t: r.t },
  }), (r) => setRule({ f: r.f, t: r.t }));

  const own = settingField('pf', { id: 'rule-f-input', size: 'plain', describedBy: 'rule-message', label: 'or type one: $f(n, x) =$', className: 'field-f' });
  const period = settingField('t', { id: 'rule-t-input', size: 'small', describedBy: 'rule-t-message', label: 'period $t =$', className: 'field-t' });
  const [fInput, tInput] = [own.input, period.input];
  const message = el('div', { class: 'f-message', id: 'rule-message', 'aria-live': 'polite' });
  const tMessage = el('div', { class: 'field-error', id: 'rule-t-message', 'aria-live': 'polite' });
  const apply = el('button', { type: 'submit', class: 'btn' }, 'Use this rule');
  const form = el('form', { class: 'control-row rule-form' }, own.field, period.field, apply);
  fill($('[data-rule-custom]'), form, tMessage, message);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const t = checkSetting('t', tInput.value);
    renderFieldError(tInput, tMessage, t.error);
    if (t.error) return;
    const check = checkFn(fInput.value, Number(t.value));
    renderCaretCheck(fInput, message, check);
    if (check.ok) setRule({ f: fInput.value.trim(), t: Number(t.value) });
  });
  for (const button of main.querySelectorAll('[data-set-rule]')) {
    button.addEventListener('click', () => {
      const r = button.dataset.setRule === 'fails' ? now.rules.find((x) => x.fails) : now.paper;
      setRule({ f: r.f, t: r.t });
    });
  }

  function setRule(next) {
    chooseRule(next);
    for (const node of main.querySelectorAll('[data-rule]')) {
      node.setAttribute('t', String(now.rule.t));
      node.setAttribute('f', now.rule.f);
      node.setAttribute('i', String(Number(node.dataset.gameIndex || 0) % now.rule.t));
    }
    fInput.value = now.rule.f;
    tInput.value = String(now.rule.t);
    markActiveChips(chips, (r) => r.f === now.rule.f && r.t === now.rule.t);
    lesson.resetQuestions();
    follow();
    return facts.refresh();
  }

  fInput.value = now.rule.f;
  tInput.value = String(now.rule.t);
  markActiveChips(chips, (r) => r.f === now.rule.f && r.t === now.rule.t);
}
