// Step 7 of the lesson "Single-delete Nim": change the rule, more piles and larger piles.

import { el, fill, fmtInt, withSubscripts, typedInt } from '../../../../core/dom.js';
import { t, l10n } from '../../../../core/i18n.js';
import { renderPresetChips, markActiveChips } from '../../../../widgets/fields.js';
import { pilesText, statementTitle } from '../../digits.js';
import { renderDeleteChecks } from '../../checks.js';
import { createDeleteGroups } from '../../groups.js';
import {
  $, main, lesson, lessonRange, rangeLimit, everyK, rule, channel, solve, explain, doublings, checkOf,
  pTotal, twos, ruleWords, ruleStart, judgePatterns, allSame, fromCheck, winLose, predictPN, counted, listOf,
} from './shared.js';

/** The rule the student changes (k piles up to S): its game, facts, questions, conjectures,
 *  groups and chips; every one follows it. */
export function changeTheRule() {
  const { facts, fact, conjecture, question } = lesson;

  const ruleSolve = () => solve(rule.k, rule.S);
  for (const node of main.querySelectorAll('[data-rule-words]')) facts.add(node, () => ruleWords());
  fact('rule-summary', async () => {
    const r = await ruleSolve();
    const p = pTotal(r);
    return t('single-delete-nim-s-rule-summary', { ...counted('count', r.positions), ...counted('p', p), ...counted('groups', r.groups.length) });
  });
  fact('rule-checks', async () => {
    const box = el('div', { class: 'sdn-checks' });
    renderDeleteChecks(box, await ruleSolve());
    return box;
  });
  fact('rule-answer', async () => {
    const [e, r] = await Promise.all([explain(twos(rule.k), rule.S), ruleSolve()]);
    return [withSubscripts(e.text), ' ', withSubscripts(t('single-delete-nim-s-on-this-range', { name: statementTitle('prop-4.2'), why: fromCheck(checkOf(r, 'prop-4.2')).why }))];
  });

  question('rule-twos', {
    prompt: () => t('single-delete-nim-s-rule-twos', { k: rule.k, piles: pilesText(twos(rule.k)) }),
    answer: winLose,
    check: (answer) => predictPN(twos(rule.k), 'single-delete-nim-s-clue-twos', () => rule.S)(answer),
    // five piles of 2 are step 6's doubled position: its verdict waits for this question too
    reveals: [$('#q-double-5-feedback')],
  });
  question('rule-patterns', {
    prompt: () => t('single-delete-nim-s-rule-patterns', { rule: ruleWords() }),
    answer: 'number',
    check: async (n) => {
      const r = await ruleSolve();
      const groups = Array.from(r.groups);
      const covered = groups.filter((g) => g.covered).length;
      return {
        correct: n === groups.length,
        answer: `${groups.length}`,
        why: t('single-delete-nim-s-rule-patterns-why', { rule: ruleWords(), ...counted('p', pTotal(r)), groups: groups.length, covered }),
        clue: t(n > groups.length ? 'single-delete-nim-s-too-many' : 'single-delete-nim-s-too-few', { typed: fmtInt(n), max: rule.S }),
      };
    },
  });

  conjecture('rule-odd', async () => {
    const results = [await ruleSolve(), ...(await doublings()).map((d) => d.r)];
    const bad = results.map((r) => checkOf(r, 'prop-4.1')).find((c) => !c.holds);
    return bad ? fromCheck(bad)
      : { holds: true, why: t('single-delete-nim-s-rule-odd-holds', { rule: ruleWords() }) };
  });
  conjecture('rule-twos', async () => {
    const verdicts = await Promise.all(everyK.map(async (k) => ({ k, e: await explain(twos(k), 2) })));
    const wins = verdicts.filter((v) => !v.e.p).map((v) => v.k);
    return wins.length
      ? { holds: false, why: t('single-delete-nim-s-rule-twos-fails', { list: listOf(wins) }) }
      : { holds: true, why: t('single-delete-nim-s-rule-twos-holds') };
  });
  conjecture('rule-equal', async () => judgePatterns(await ruleSolve(), allSame));

  const groupsRule = createDeleteGroups($('#groups-rule'), {
    ids: 'gr-',
    more: (pattern, limit) => channel.call({ op: 'group', piles: rule.k, max: rule.S, pattern, limit }).then((a) => a.positions),
  });
  function renderRuleGroups() {
    const asked = `${rule.k}|${rule.S}`;
    // (drawn when its step is shown: lesson.whenShown)
    Promise.all([ruleSolve(), lesson.whenShown($('#groups-rule'))]).then(([r]) => {
      if (asked === `${rule.k}|${rule.S}`) groupsRule.render(r, asked, false);
    }, () => {});
  }

  const chips = $('[data-rule-chips]');
  const rangeInput = $('#range-input');
  const rangeMessage = $('#range-message');
  chips.append(l10n(el('span', { class: 'presets-label' }), 'single-delete-nim-s-chips-label'));
  renderPresetChips(chips, everyK.map((k) => ({ k })), ({ k }) => ({ label: `${k}`, data: { k } }), ({ k }) => setRule(k, lessonRange[k]));
  // (each chip's title, "5 piles", worded again on a language switch)
  for (const chip of chips.querySelectorAll('button[data-k]')) l10n(chip, 'single-delete-nim-s-chip', { k: Number(chip.dataset.k) });
  $('#range-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const S = typedInt(rangeInput.value);
    let problem = null;
    if (!Number.isInteger(S) || S < 2) problem = ['single-delete-nim-s-range-whole'];
    else if (S > rangeLimit[rule.k]) problem = ['single-delete-nim-s-range-limit', { k: rule.k, max: rangeLimit[rule.k] }];
    // (worded again on a language switch: l10n)
    fill(rangeMessage, problem ? l10n(el('span'), ...problem) : '');
    rangeInput.setAttribute('aria-invalid', String(!!problem));
    if (!problem) setRule(rule.k, S);
  });

  /** A new rule: every element, fact and question of the exploration follows it. */
  function setRule(k, S) {
    Object.assign(rule, { k, S });
    rangeInput.value = String(S);
    fill(rangeMessage, '');
    rangeInput.setAttribute('aria-invalid', 'false');
    for (const node of main.querySelectorAll('[data-rule]')) node.setAttribute('piles', pilesText(ruleStart()));
    markActiveChips(chips, (c) => c.k === k);
    lesson.resetQuestions();
    renderRuleGroups();
    return facts.refresh();
  }

  rangeInput.value = String(rule.S);
  markActiveChips(chips, (c) => c.k === rule.k);
  renderRuleGroups();
}
