// Step 5 of the lesson "Blocking Nim": change the rule.

import { el, setText, fmtInt, errorText, withSubscripts } from '../../../../core/dom.js';
import { renderPresetChips, markActiveChips, renderCaretCheck } from '../../../../widgets/fields.js';
import { buildSettingFields } from '../../../../widgets/setting-field.js';
import { checkSeq } from '../../engine.js';
import { blockingPresets } from '../../presets.js';
import { pairs } from '../../runs.js';
import { diffText } from '../../verdicts.js';
import {
  $, main, lesson, now, chooseRule, pilesUpto, movesUpto, valuesShown, analysis, level, values, slotFor,
  ruleKey, presetRule, sameRule, ruleWords, runsWords, safeWord, predictNext,
} from './shared.js';

/** The safe piles and Theorem 1 for the sequences chosen, the conjectures and the question. */
export function changeTheRule() {
  const { fact, conjecture, question } = lesson;

  fact('upto', () => fmtInt(pilesUpto));

  fact('safe-move-1', () => `${runsWords(pairs(level(1).runs))} (brute force).`);

  fact('theorem-now', () => {
    const t1 = analysis().claims.find((c) => c.id === 'theorem1');
    const wrong = analysis().levels.filter((l) => !l.matches);
    return [withSubscripts(`${ruleWords()}: `), wrong.length
      ? withSubscripts(`The formula is wrong here, first at ${diffText(wrong[0])}. `)
      : `Theorem 1’s intervals are exactly the safe piles at moves 1 to ${movesUpto} (piles up to ${pilesUpto}). `,
    t1 ? withSubscripts(t1.text) : null];
  });

  conjecture('nim-4', () => {
    const safe = level(1, { c: '0', m: '1', M: '3' }).safe;
    const p = safe.findIndex((s, i) => s !== (i % 4 === 0 ? 1 : 0));
    return p < 0
      ? { holds: true, why: `brute force: the safe piles up to ${pilesUpto} are ${runsWords(pairs(level(1, { c: '0', m: '1', M: '3' }).runs))}` }
      : { holds: false, why: `brute force: pile ${p} is ${safeWord(safe[p] === 1)}` };
  });
  conjecture('pairs-5', () => {
    const r = { c: '1', m: '1', M: '4' };
    const safe = level(1, r).safe;
    const p = safe.findIndex((s, i) => s !== (i % 5 === 0 ? 1 : 0));
    return p < 0
      ? { holds: true, why: `brute force: the safe piles up to ${pilesUpto} are the multiples of 5` }
      : { holds: false, why: `brute force: pile ${p} is ${safeWord(safe[p] === 1)}; the safe piles are ${runsWords(pairs(level(1, r).runs).slice(0, 5))}, …` };
  });

  // step 5 asks step 3's question again for the student's own sequences (its answer shows nowhere
  // on the page until it is answered: step 2's lists and step 4's table wait for it too)
  const nextForRule = predictNext(1);
  question('rule-first', { ...nextForRule, prompt: () => {
    const [first, ...rest] = nextForRule.prompt();
    return [`For ${ruleWords()}: ${first.charAt(0).toLowerCase()}${first.slice(1)}`, ...rest];
  } });
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
  const neutral = new Map(counterexamples.map(([, preset], i) => [preset, `Example ${'AB'[i]}`]));
  const seqText = (p) => `c = ${p.bc}; m = ${p.bmin}; M = ${p.bmax}`;
  renderPresetChips(chips, blockingPresets, (p) => ({
    label: neutral.get(p) ?? p.label, note: neutral.has(p) ? seqText(p) : p.note,
    title: `c = ${p.bc} | m = ${p.bmin} | M = ${p.bmax}`, data: { bc: p.bc, bmin: p.bmin, bmax: p.bmax },
  }), (p) => setRule(presetRule(p)));

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
    buttons.append(el('button', { type: 'button', class: 'btn', 'data-counterexample': id, onclick: () => setRule(presetRule(preset)) },
      `Use ${neutral.get(preset)}: ${seqText(preset)}`), ' ');
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
