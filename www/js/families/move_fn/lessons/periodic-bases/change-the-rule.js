// Step 6 of the lesson "Periodic rules and several bases": change the rule.

import { checkFn } from '../../engine.js';
import { checkSetting } from '../../../../core/spec.js';
import { el, fill } from '../../../../core/dom.js';
import { l10n, onLanguageChange } from '../../../../core/i18n.js';
import { exampleLabel } from '../../examples.js';
// (the examples' words, "x or 2x": the move-function section's catalogue)
import '../../../../i18n/move_fn_section/index.js';
import { renderPresetChips, markActiveChips, renderCaretCheck, renderFieldError } from '../../../../widgets/fields.js';
import { settingField } from '../../../../widgets/setting-field.js';
import {
  $, main, lesson, now, chooseRule, G, B, tableUpto, analysis, advice, losingPiles, members, shortList,
  ruleWords, t, num, big, twoSentences,
} from './shared.js';

/** The bases and losing piles of the rule chosen, its conjectures and its question. */
export function changeTheRule() {
  const { fact, conjecture, question } = lesson;

  fact('bases-start', async () => {
    const result = await analysis(now.rule);
    const parts = result.theorem2.bases.map((entry, i) => t('periodic-bases-s-base-begins', { base: B(i), list: shortList(Array.from(entry.base, Number), 10) }));
    return t('periodic-bases-s-bases-start', { parts: parts.join(t('periodic-bases-s-semicolon')) });
  });
  fact('losing-starts-short', async () => {
    const result = await analysis(now.rule);
    return t('periodic-bases-s-losing-starts-short', { rule: ruleWords(), game: G(0), list: shortList(losingPiles(result, 0), 10) });
  });

  conjecture('starts-123', async () => {
    const result = await analysis(now.rule);
    const i = result.theorem2.bases.findIndex((entry) => [1, 2, 3].some((v, k) => entry.base[k] !== v));
    return i < 0
      ? { holds: true, why: t('periodic-bases-s-starts-123-true', { rule: ruleWords() }) }
      : { holds: false, why: t('periodic-bases-s-starts-123-false', { rule: ruleWords(), base: B(i), list: shortList(members(result, i), 4) }) };
  });
  conjecture('t-bases', async () => {
    const result = await analysis(now.rule);
    const distinct = new Set(result.theorem2.bases.map((entry) => Array.from(entry.base).join(',')));
    return {
      holds: distinct.size === result.t,
      why: t('periodic-bases-s-t-bases', {
        rule: ruleWords(), bases: t('periodic-bases-s-bases-count', { count: distinct.size }), upto: big(tableUpto),
        games: t('periodic-bases-s-games-count', { count: Number(result.t) }),
      }),
    };
  });

  question('lose-rule', {
    prompt: () => t('periodic-bases-s-lose-rule', { rule: ruleWords(), above: 10, game: G(0) }),
    answer: 'number',
    check: async (n) => {
      const losing = losingPiles(await analysis(now.rule), 0);
      const first = losing.find((x) => x > 10);
      let clue;
      let partly = false;
      if (losing.includes(n)) {
        partly = true;
        clue = t(n <= 10 ? 'periodic-bases-s-losing-not-above' : 'periodic-bases-s-losing-smaller', { n: num(n), game: G(0), above: 10 });
      } else if (n >= 2 && n <= tableUpto) {
        clue = twoSentences(t('periodic-bases-s-wins-by-taking', { n: num(n), game: G(0), take: num(advice(now.rule, 0, n, n - 1).take) }),
          t('periodic-bases-s-look-table', { formula: 'g₀(N) = N' }));
      } else clue = t('periodic-bases-s-look-table-losing', { formula: 'g₀(N) = N' });
      return { correct: n === first, partly, answer: first ? `${first}` : t('periodic-bases-s-none-up-to', { upto: big(tableUpto) }),
        why: t('periodic-bases-s-lose-rule-why', { game: G(0), rule: ruleWords(), list: shortList(losing, 12) }), clue };
    },
  });
}

/** The chips and the form for the rule the student changes; a new rule: every element, view,
 *  fact and question follows it, and `follow` (the other steps' views and representation). */
export function ruleForm(follow) {
  const { facts } = lesson;
  const chips = $('[data-rule-chips]');
  // the chips, in the language shown (drawn again on a switch)
  const drawChips = () => {
    chips.replaceChildren();
    renderPresetChips(chips, now.rules, (r) => ({
      label: r.paper ? t('periodic-bases-s-example2-label') : exampleLabel(r), note: noteWords(r.note), mono: true,
      title: `f(n, x) = ${r.f}, t = ${r.t}`, data: { f: r.f, t: r.t },
    }), (r) => setRule({ f: r.f, t: r.t }));
    // (a space between a chip's formula and its note: its text reads "2x t = 1", not "2xt = 1")
    for (const note of chips.querySelectorAll('.preset > small')) note.before(' ');
    markActiveChips(chips, (r) => r.f === now.rule.f && r.t === now.rule.t);
  };
  drawChips();
  onLanguageChange(drawChips);

  const math = (text) => el('span', { class: 'math' }, text);
  const own = settingField('pf', {
    id: 'rule-f-input', size: 'plain', describedBy: 'rule-message', className: 'field-f',
    label: [l10n(el('span'), 'periodic-bases-s-or-type'), ' ', math('f(n, x) =')],
  });
  const period = settingField('t', {
    id: 'rule-t-input', size: 'small', describedBy: 'rule-t-message', className: 'field-t',
    label: [l10n(el('span'), 'periodic-bases-s-period'), ' ', math('t =')],
  });
  const [fInput, tInput] = [own.input, period.input];
  const message = el('div', { class: 'f-message', id: 'rule-message', 'aria-live': 'polite' });
  const tMessage = el('div', { class: 'field-error', id: 'rule-t-message', 'aria-live': 'polite' });
  const apply = l10n(el('button', { type: 'submit', class: 'btn' }), 'periodic-bases-s-use-rule');
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

/** A chip's note in the language shown, by its English (a note of maths, "t = 2", stays). */
function noteWords(note) {
  const fibonacci = /^(t = \d+): Fibonacci Nim$/.exec(note);
  if (fibonacci) return t('periodic-bases-s-note-fibonacci', { t: fibonacci[1] });
  const paper = /^the paper, (t = \d+)$/.exec(note);
  return paper ? t('periodic-bases-s-note-paper', { t: paper[1] }) : note;
}
