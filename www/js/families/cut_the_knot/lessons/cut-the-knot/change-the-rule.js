// Step 7 of the lesson "Cut The Knot's single-pile games": change the rule (the set of takes
// and f), and the facts and questions that follow it.

import { checkF, checkSet } from '../../engine.js';
import { el, fmtInt, errorText } from '../../../../core/dom.js';
import { l10n } from '../../../../core/i18n.js';
import { renderPresetChips, markActiveChips, renderFieldError } from '../../../../widgets/fields.js';
import { settingInput } from '../../../../widgets/setting-field.js';
import {
  $, main, lesson, now, sets, rules, setUpto, takeaway, setTable, setName, ruleWords, first, pileVerdict,
  chooseSet, chooseRule, firstMove, t, engineWords, twoSentences,
} from './shared.js';

/** The summaries for the rules chosen, and the questions about them. */
export function changeTheRule() {
  const { fact, conjecture, question } = lesson;

  fact('set-summary', async () => {
    const r = setTable();
    const mm = r.minmax;
    const rule = r.rule
      ? t(r.rule.holds ? 'cut-the-knot-s-summary-rule-holds' : 'cut-the-knot-s-summary-rule-fails', { cycle: mm.min + mm.max, min: mm.min, s: String(r.rule.counterexample) })
      : t('cut-the-knot-s-summary-rule-not-stated');
    return twoSentences(t('cut-the-knot-s-set-summary', { list: first(r.pPositions, 14), period: engineWords(r.period) }), rule);
  });
  fact('f-summary', async () => {
    const r = await takeaway();
    const agree = r.claims.find((c) => c.id === 'h-losing');
    return t('cut-the-knot-s-f-summary', {
      h: `H = ${first(Array.from(r.H, Number), 12)}`, losing: first(Array.from(r.losingStarts, Number), 12), hold: r.hypotheses.hold ? 'yes' : 'no',
      agree: agree.holds ? t('cut-the-knot-s-h-equals-losing', { upto: fmtInt(agree.checkedUpto) })
        : t('cut-the-knot-s-h-not-losing', { why: engineWords({ message: agree.counterexampleMessage }, agree.counterexample) }),
    });
  });
  fact('rule-answer', async () => {
    const r = await takeaway();
    const losing = Array.from(r.losingStarts, Number);
    const p = smallestPAbove10();
    const start = losing.find((n) => n > 20);
    return twoSentences(
      t('cut-the-knot-s-rule-answer-set', { set: setName(), p: p === undefined ? t('cut-the-knot-s-beyond-table') : String(p) }),
      t('cut-the-knot-s-rule-answer-f', { rule: ruleWords(), start: start === undefined ? t('cut-the-knot-s-beyond', { upto: fmtInt(r.bruteUpto) }) : String(start) }));
  });

  conjecture('faster-fewer', async () => {
    const [two, three] = await Promise.all([takeaway('2x'), takeaway('3x')]);
    const [a, b] = [two.losingStarts.length, three.losingStarts.length];
    const upto = Math.min(two.bruteUpto, three.bruteUpto);
    return { holds: b < a, why: t('cut-the-knot-s-faster-fewer', { upto: String(upto), three: b, two: a }) };
  });

  function smallestPAbove10() {
    return setTable().pPositions.find((s) => s > 10);
  }
  question('p-rule', {
    prompt: () => t('cut-the-knot-s-p-rule-prompt', { set: setName() }),
    answer: 'number',
    check: async (n) => {
      const right = smallestPAbove10();
      const general = t('cut-the-knot-s-p-rule-general');
      const v = n >= 0 && n <= setUpto ? pileVerdict(now.set, n) : null;
      let clue = general;
      let partly = false;
      if (n <= 10) clue = twoSentences(t('cut-the-knot-s-not-above', { n: String(n), bound: 10 }), general);
      else if (v && v.p) {
        partly = true;
        clue = twoSentences(t('cut-the-knot-s-p-rule-smaller', { n: String(n) }), general);
      } else if (v) clue = twoSentences(t('cut-the-knot-s-p-rule-n', { n: String(n), why: v.why }), general);
      return { correct: n === right, answer: right === undefined ? t('cut-the-knot-s-none-upto', { upto: String(setUpto) }) : `${right}`, partly: partly && n !== right,
        why: t('cut-the-knot-s-p-rule-why', { set: setName(), list: first(setTable().pPositions, 14) }),
        clue };
    },
  });
  question('lose-rule', {
    prompt: () => t('cut-the-knot-s-lose-rule-prompt', { rule: ruleWords() }),
    answer: 'number',
    check: async (n) => {
      const r = await takeaway();
      const losing = Array.from(r.losingStarts, Number);
      const right = losing.find((x) => x > 20);
      const general = t('cut-the-knot-s-lose-rule-general');
      let clue = general;
      let partly = false;
      if (n <= 20) clue = twoSentences(t('cut-the-knot-s-not-above', { n: String(n), bound: 20 }), general);
      else if (losing.includes(n)) {
        partly = true;
        clue = twoSentences(t('cut-the-knot-s-lose-rule-smaller', { n: String(n) }), general);
      } else if (n >= 2 && n <= r.bruteUpto) clue = twoSentences(t('cut-the-knot-s-lose-rule-wins', { n: String(n), take: String(firstMove(now.f, n).take) }), general);
      return { correct: n === right, answer: right ? `${right}` : t('cut-the-knot-s-none-upto', { upto: fmtInt(r.bruteUpto) }), partly: partly && n !== right,
        why: t('cut-the-knot-s-lose-rule-why', { rule: ruleWords(), list: first(losing, 12) }),
        clue };
    },
  });
}

/** The chips and fields for the rules the student changes. A new set of takes: every One Pile
 *  element, fact and question follows it; a new f: every take-away element, fact and question,
 *  and the other steps' `followRule` (their games and representations). */
export function ruleChips(followRule) {
  const { facts } = lesson;
  const setChips = $('[data-set-chips]');
  const ruleChips = $('[data-rule-chips]');
  renderPresetChips(setChips, sets, (s) => ({ label: s.label, note: s.note, title: `takes ${s.set}`, data: { set: s.set } }), (s) => setSet(s.set));
  renderPresetChips(ruleChips, rules, (r) => ({ label: r.label, note: r.note, mono: true, title: `f(x) = ${r.f}`, data: { f: r.f } }), (r) => setRule(r.f));
  localizeChips(setChips, ruleChips);
  for (const preset of sets) preset.canonical = checkSet(preset.set).canonical;

  /** A field for the student's own rule beside the chips. */
  function ownRule(chips, { key, id, label, placeholder, check, apply }) {
    const input = settingInput(key, { id, size: 'small', attrs: { 'aria-label': label, placeholder } });
    const message = el('span', { class: 'field-error', id: `${id}-message`, 'aria-live': 'polite' });
    chips.append(l10n(el('label', { for: id }, 'or type one: '), 'cut-the-knot-s-type-one'), input, message);
    l10n(input, `cut-the-knot-s-${id}`);
    input.addEventListener('change', () => {
      const c = check(input.value);
      // (the engine's refusal in the page's language: its l10n)
      renderFieldError(input, message, c.ok ? '' : errorText(c));
      if (c.ok) apply(input.value.trim());
    });
  }
  ownRule(setChips, { key: 'kset', id: 'set-input', label: 'Your own set of takes', placeholder: 'e.g. 2..6 or 1, 4', check: checkSet, apply: (s) => setSet(s) });
  ownRule(ruleChips, { key: 'tf', id: 'rule-input', label: 'Your own f(x)', placeholder: 'your own f(x)', check: checkF, apply: (r) => setRule(r) });
  for (const button of main.querySelectorAll('[data-set-rule]')) button.addEventListener('click', () => setRule(button.dataset.setRule));

  function setSet(s) {
    chooseSet(s);
    for (const node of main.querySelectorAll('[data-set]')) node.setAttribute('set', s);
    markActiveChips(setChips, (p) => p.canonical === checkSet(s).canonical);
    lesson.resetQuestions();
    return facts.refresh();
  }

  function setRule(rule) {
    chooseRule(rule);
    for (const node of main.querySelectorAll('[data-f]')) node.setAttribute('f', rule);
    markActiveChips(ruleChips, (r) => r.f === rule);
    lesson.resetQuestions();
    followRule();
    return facts.refresh();
  }

  markActiveChips(setChips, (p) => p.set === now.set);
  markActiveChips(ruleChips, (r) => r.f === now.f);
}

/** The chips' notes and titles in the page's language (l10n: worded again on a switch). */
const noteIds = {
  'the applet': 'cut-the-knot-s-note-applet', 'not a range': 'cut-the-knot-s-note-not-range', 'Fibonacci Nim': 'cut-the-knot-s-note-fibonacci',
  'no more than': 'cut-the-knot-s-note-no-more-than', 'less than twice': 'cut-the-knot-s-note-less-than-twice',
};
function localizeChips(setChips, ruleChips) {
  for (const list of [setChips, ruleChips]) {
    for (const note of list.querySelectorAll('.preset small')) if (noteIds[note.textContent]) l10n(note, noteIds[note.textContent]);
  }
  for (const button of setChips.querySelectorAll('.preset[data-set]')) {
    l10n(button, 'cut-the-knot-s-set-chip', { set: button.dataset.set });
    // ("Min 3, Max 5" as the rule's name says it)
    const mm = checkSet(button.dataset.set).minmax;
    const label = button.querySelector('span');
    if (mm && label) l10n(label, 'cut-the-knot-s-set-minmax', { min: mm.min, max: mm.max });
  }
}
