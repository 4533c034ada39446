// Step 5 of the lesson "Blocking Nim": change the rule.

import { el, setText, fmtInt, errorText, withSubscripts } from '../../../../core/dom.js';
import { l10n } from '../../../../core/i18n.js';
import { renderPresetChips, markActiveChips, renderCaretCheck } from '../../../../widgets/fields.js';
import { buildSettingFields } from '../../../../widgets/setting-field.js';
import { checkSeq } from '../../engine.js';
import { blockingPresets } from '../../presets.js';
import { pairs } from '../../runs.js';
import { diffText } from '../../verdicts.js';
import {
  $, main, lesson, now, chooseRule, pilesUpto, movesUpto, valuesShown, analysis, level, values, slotFor,
  ruleKey, presetRule, sameRule, ruleWords, runsWords, safeWord, predictNext, engineText, t,
} from './shared.js';

/** The safe piles and Theorem 1 for the sequences chosen, the conjectures and the question. */
export function changeTheRule() {
  const { fact, conjecture, question } = lesson;

  fact('upto', () => fmtInt(pilesUpto));

  fact('safe-move-1', () => t('blocking-nim-s-safe-move-1', { runs: runsWords(pairs(level(1).runs)) }));

  fact('theorem-now', () => {
    const t1 = analysis().claims.find((c) => c.id === 'theorem1');
    const wrong = analysis().levels.filter((l) => !l.matches);
    return [withSubscripts(wrong.length
      ? t('blocking-nim-s-theorem-now-wrong', { rule: ruleWords(), diff: diffText(wrong[0]) })
      : t('blocking-nim-s-theorem-now-right', { rule: ruleWords(), moves: movesUpto, upto: pilesUpto })),
    ' ', t1 ? withSubscripts(engineText(t1)) : null];
  });

  conjecture('nim-4', () => {
    const safe = level(1, { c: '0', m: '1', M: '3' }).safe;
    const p = safe.findIndex((s, i) => s !== (i % 4 === 0 ? 1 : 0));
    return p < 0
      ? { holds: true, why: t('blocking-nim-s-brute-safe-piles', { upto: pilesUpto, runs: runsWords(pairs(level(1, { c: '0', m: '1', M: '3' }).runs)) }) }
      : { holds: false, why: t('blocking-nim-s-brute-pile', { pile: p, safe: safeWord(safe[p] === 1) }) };
  });
  conjecture('pairs-5', () => {
    const r = { c: '1', m: '1', M: '4' };
    const safe = level(1, r).safe;
    const p = safe.findIndex((s, i) => s !== (i % 5 === 0 ? 1 : 0));
    return p < 0
      ? { holds: true, why: t('blocking-nim-s-multiples', { upto: pilesUpto, n: 5 }) }
      : { holds: false, why: t('blocking-nim-s-not-multiples', { pile: p, safe: safeWord(safe[p] === 1), runs: runsWords(pairs(level(1, r).runs).slice(0, 5)) }) };
  });

  // step 5 asks step 3's question again for the student's own sequences (its answer shows nowhere
  // on the page until it is answered: step 2's lists and step 4's table wait for it too)
  question('rule-first', predictNext(1, true));
}

/** The chips, the form and the counterexamples' buttons for the sequences the student changes.
 *  New sequences: every element, fact and question follows them, and `renderViews` (the
 *  family's views). Starts with the sequences now. */
export function sequencesForm(renderViews) {
  const { facts } = lesson;
  const chips = $('[data-rule-chips]');
  // the two examples where the engine contradicts the summary's claim, found by the engine; their
  // names in the playground say what step 6 asks the student to predict, so here they are
  // "Example A" and "Example B" with their sequences
  const counterexamples = ['summary-sufficient', 'summary-necessary'].map((id) => [id,
    blockingPresets.find((p) => analysis(presetRule(p)).claims.some((c) => c.id === id && c.verdict === 'contradicted'))])
    .filter(([, preset]) => preset);
  const neutral = new Map(counterexamples.map(([, preset], i) => [preset, 'AB'[i]]));
  const seqText = (p) => `c = ${p.bc}; m = ${p.bmin}; M = ${p.bmax}`;
  const chipsBefore = chips.children.length;
  renderPresetChips(chips, blockingPresets, (p) => ({
    label: neutral.has(p) ? `Example ${neutral.get(p)}` : p.label, note: neutral.has(p) ? seqText(p) : p.note,
    title: `c = ${p.bc} | m = ${p.bmin} | M = ${p.bmax}`, data: { bc: p.bc, bmin: p.bmin, bmax: p.bmax },
  }), (p) => setRule(presetRule(p)));
  // the chips' words: messages (the playground's names of the examples, the section's catalogue),
  // worded again on a language switch; a note of maths alone stays as written
  [...chips.children].slice(chipsBefore).forEach((chip, i) => {
    const p = blockingPresets[i];
    const [label, note] = chip.children;
    l10n(label, neutral.has(p) ? 'blocking-nim-s-example' : `bns-preset-${p.id}`, neutral.has(p) ? { name: neutral.get(p) } : null);
    if (note && p.noteWords && !neutral.has(p)) l10n(note, `bns-preset-${p.id}-note`);
  });

  const form = $('[data-seq-form]');
  const built = buildSettingFields(form);
  const inputs = { c: built.bc, m: built.bmin, M: built.bmax };
  const seqError = $('#seq-error');
  const syncInputs = () => { for (const key of Object.keys(inputs)) inputs[key].value = now.rule[key]; };
  for (const [key, input] of Object.entries(inputs)) {
    input.addEventListener('input', () => renderCaretCheck(input, $(`#seq-${key}-message`), checkSeq(input.value)));
  }
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const typed = Object.fromEntries(Object.entries(inputs).map(([key, input]) => [key, input.value.trim()]));
    const checks = Object.entries(inputs).map(([key, input]) => {
      const check = checkSeq(input.value);
      renderCaretCheck(input, $(`#seq-${key}-message`), check);
      return check.ok;
    });
    if (!checks.every(Boolean)) {
      setText(seqError, '');
      return;
    }
    try {
      values(valuesShown, typed);
      slotFor(typed);
    } catch (err) {
      setText(seqError, errorText(err));
      return;
    }
    setText(seqError, '');
    setRule(typed);
  });

  const buttons = $('[data-counterexamples]');
  for (const [id, preset] of counterexamples) {
    const button = el('button', { type: 'button', class: 'btn', 'data-counterexample': id, onclick: () => setRule(presetRule(preset)) });
    buttons.append(l10n(button, 'blocking-nim-s-use-example', { name: neutral.get(preset), rule: seqText(preset) }), ' ');
  }

  function setRule(next, first = false) {
    chooseRule(next);
    for (const node of main.querySelectorAll('[data-rule]')) {
      node.setAttribute('c', now.rule.c);
      node.setAttribute('min', now.rule.m);
      node.setAttribute('max', now.rule.M);
    }
    markActiveChips(chips, (p) => sameRule(presetRule(p), now.rule));
    syncInputs();
    for (const [key, input] of Object.entries(inputs)) renderCaretCheck(input, $(`#seq-${key}-message`), checkSeq(input.value));
    setText(seqError, '');
    lesson.resetQuestions();
    renderViews();
    document.body.dataset.rule = ruleKey(now.rule);
    return first ? null : facts.refresh();
  }

  setRule(now.rule, true);
}
