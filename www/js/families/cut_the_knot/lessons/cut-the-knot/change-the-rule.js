// Step 7 of the lesson "Cut The Knot's single-pile games": change the rule (the set of takes
// and f), and the facts and questions that follow it.

import { checkF, checkSet } from '../../engine.js';
import { el, fmtInt } from '../../../../core/dom.js';
import { renderPresetChips, markActiveChips, renderFieldError } from '../../../../widgets/fields.js';
import { settingInput } from '../../../../widgets/setting-field.js';
import {
  $, main, lesson, now, sets, rules, setUpto, takeaway, setTable, setName, ruleWords, first, pileVerdict,
  chooseSet, chooseRule, firstMove,
} from './shared.js';

/** The summaries for the rules chosen, and the questions about them. */
export function changeTheRule() {
  const { fact, conjecture, question } = lesson;

  fact('set-summary', async () => {
    const r = setTable();
    const mm = r.minmax;
    const rule = r.rule
      ? ` Bogomolny’s rule (P exactly when S mod ${mm.min + mm.max} < ${mm.min}) ${r.rule.holds ? 'holds' : `fails at S = ${r.rule.counterexample}`}.`
      : ' Bogomolny’s rule is not stated for it (not one range).';
    return `the P-positions are S = ${first(r.pPositions, 14)}; ${r.period.text}${rule}`;
  });
  fact('f-summary', async () => {
    const r = await takeaway();
    const agree = r.claims.find((c) => c.id === 'h-losing');
    return `H = ${first(Array.from(r.H, Number), 12)}; the losing starts (brute force) are ${first(Array.from(r.losingStarts, Number), 12)}; `
      + `Schwenk’s hypotheses ${r.hypotheses.hold ? 'hold' : 'fail'}; ${agree.holds ? `H equals the losing starts up to ${fmtInt(agree.checkedUpto)}` : `H is not the set of losing starts: ${agree.counterexample}`}.`;
  });
  fact('rule-answer', async () => {
    const r = await takeaway();
    const losing = Array.from(r.losingStarts, Number);
    return `For ${setName()}: the smallest P-position above 10 is ${smallestPAbove10() ?? 'beyond the table'}. `
      + `For ${ruleWords()}: the smallest losing start above 20 is ${losing.find((n) => n > 20) ?? `beyond ${fmtInt(r.bruteUpto)}`}.`;
  });

  conjecture('faster-fewer', async () => {
    const [two, three] = await Promise.all([takeaway('2x'), takeaway('3x')]);
    const [a, b] = [two.losingStarts.length, three.losingStarts.length];
    const upto = Math.min(two.bruteUpto, three.bruteUpto);
    return b < a
      ? { holds: true, why: `up to ${upto}: ${b} losing starts for 3x, ${a} for 2x` }
      : { holds: false, why: `up to ${upto}: ${b} losing starts for 3x, ${a} for 2x` };
  });

  function smallestPAbove10() {
    return setTable().pPositions.find((s) => s > 10);
  }
  question('p-rule', {
    prompt: () => `For ${setName()}: what is the smallest P-position above 10?`,
    answer: 'number',
    check: async (n) => {
      const right = smallestPAbove10();
      const general = 'Work upwards from 0 with the mex rule, or look for the period.';
      const v = n >= 0 && n <= setUpto ? pileVerdict(now.set, n) : null;
      let clue = general;
      let partly = false;
      if (n <= 10) clue = `${n} is not above 10. ${general}`;
      else if (v && v.p) {
        partly = true;
        clue = `${n} is a P-position — but there is a smaller one above 10. ${general}`;
      } else if (v) clue = `${n} is an N-position: ${v.why} ${general}`;
      return { correct: n === right, answer: right === undefined ? `none up to ${setUpto}` : `${right}`, partly: partly && n !== right,
        why: `The P-positions for ${setName()}: ${first(setTable().pPositions, 14)}.`,
        clue };
    },
  });
  question('lose-rule', {
    prompt: () => `For ${ruleWords()}: what is the smallest starting pile above 20 from which the first player loses?`,
    answer: 'number',
    check: async (n) => {
      const r = await takeaway();
      const losing = Array.from(r.losingStarts, Number);
      const right = losing.find((x) => x > 20);
      const general = 'Build H for this f, then check it against the game — Schwenk’s hypotheses may not hold.';
      let clue = general;
      let partly = false;
      if (n <= 20) clue = `${n} is not above 20. ${general}`;
      else if (losing.includes(n)) {
        partly = true;
        clue = `The first player loses from ${n} — but there is a smaller such start above 20. ${general}`;
      } else if (n >= 2 && n <= r.bruteUpto) clue = `From ${n} the first player wins (the engine’s winning first move: take ${firstMove(now.f, n).take}). ${general}`;
      return { correct: n === right, answer: right ? `${right}` : `none up to ${fmtInt(r.bruteUpto)}`, partly: partly && n !== right,
        why: `The losing starts for ${ruleWords()} (every game tried): ${first(losing, 12)}.`,
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
  for (const preset of sets) preset.canonical = checkSet(preset.set).canonical;

  /** A field for the student's own rule beside the chips. */
  function ownRule(chips, { key, id, label, placeholder, check, apply }) {
    const input = settingInput(key, { id, size: 'small', attrs: { 'aria-label': label, placeholder } });
    const message = el('span', { class: 'field-error', id: `${id}-message`, 'aria-live': 'polite' });
    chips.append(el('label', { for: id }, 'or type one: '), input, message);
    input.addEventListener('change', () => {
      const c = check(input.value);
      renderFieldError(input, message, c.ok ? '' : c.message);
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
