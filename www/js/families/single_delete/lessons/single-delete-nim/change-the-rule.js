// Step 7 of the lesson "Single-delete Nim": change the rule, more piles and larger piles.

import { el, fill, fmtInt, andList, withSubscripts, typedInt } from '../../../../core/dom.js';
import { renderPresetChips, markActiveChips } from '../../../../widgets/fields.js';
import { pilesText, statementTitle } from '../../digits.js';
import { renderDeleteChecks } from '../../checks.js';
import { createDeleteGroups } from '../../groups.js';
import {
  $, main, lesson, lessonRange, rangeLimit, everyK, rule, channel, solve, explain, doublings, checkOf,
  pTotal, twos, ruleWords, ruleStart, judgePatterns, allSame, fromCheck, winLose, predictPN,
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
    return `the engine solved ${fmtInt(r.positions)} positions; ${fmtInt(p)} of them are P-positions, in ${fmtInt(r.groups.length)} valuation pattern${r.groups.length === 1 ? '' : 's'}.`;
  });
  fact('rule-checks', async () => {
    const box = el('div', { class: 'sdn-checks' });
    renderDeleteChecks(box, await ruleSolve());
    return box;
  });
  fact('rule-answer', async () => {
    const [e, r] = await Promise.all([explain(twos(rule.k), rule.S), ruleSolve()]);
    return [withSubscripts(e.text), ' ', statementTitle('prop-4.2'), ' on this range: ', withSubscripts(fromCheck(checkOf(r, 'prop-4.2')).why), '.'];
  });

  question('rule-twos', {
    prompt: () => `${rule.k} piles of 2 each (${pilesText(twos(rule.k))}), your move. Do you win or lose?`,
    answer: winLose,
    check: (answer) => predictPN(twos(rule.k), 'Every move deletes a 2 and splits a 2 into 1 + 1. Count how many moves the game can last.', () => rule.S)(answer),
    // five piles of 2 are step 6's doubled position: its verdict waits for this question too
    reveals: [$('#q-double-5-feedback')],
  });
  question('rule-patterns', {
    prompt: () => `For ${ruleWords()}: in how many different patterns of valuations do the P-positions fall?`,
    answer: 'number',
    check: async (n) => {
      const r = await ruleSolve();
      const groups = Array.from(r.groups);
      const covered = groups.filter((g) => g.covered).length;
      return {
        correct: n === groups.length,
        answer: `${groups.length}`,
        why: `For ${ruleWords()}: ${fmtInt(pTotal(r))} P-positions in ${groups.length} pattern${groups.length === 1 ? '' : 's'}; a statement of the paper explains ${covered} of them, search found the others.`,
        clue: `${fmtInt(n)} is ${n > groups.length ? 'too many' : 'too few'}. With two piles every P-position has the pattern 0, 0; with three, the piles share one valuation. Which valuations can a pile of at most ${rule.S} have?`,
      };
    },
  });

  conjecture('rule-odd', async () => {
    const results = [await ruleSolve(), ...(await doublings()).map((d) => d.r)];
    const bad = results.map((r) => checkOf(r, 'prop-4.1')).find((c) => !c.holds);
    return bad ? fromCheck(bad)
      : { holds: true, why: `search agrees for ${ruleWords()}, and for 2 to 8 piles on the ranges of step 6` };
  });
  conjecture('rule-twos', async () => {
    const verdicts = await Promise.all(everyK.map(async (k) => ({ k, e: await explain(twos(k), 2) })));
    const wins = verdicts.filter((v) => !v.e.p).map((v) => v.k);
    return wins.length
      ? { holds: false, why: `the engine: the player to move wins from piles of 2 when there are ${andList(wins)} of them` }
      : { holds: true, why: 'the engine: the player to move loses for every number of piles from 2 to 8' };
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
  chips.append(el('span', { class: 'presets-label' }, 'Piles k:'));
  renderPresetChips(chips, everyK.map((k) => ({ k })), ({ k }) => ({ label: `${k}`, title: `${k} piles`, data: { k } }), ({ k }) => setRule(k, lessonRange[k]));
  $('#range-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const S = typedInt(rangeInput.value);
    let problem = null;
    if (!Number.isInteger(S) || S < 2) problem = 'S is a whole number of at least 2.';
    else if (S > rangeLimit[rule.k]) problem = `With ${rule.k} piles the lesson solves piles up to ${rangeLimit[rule.k]} (the playground goes further).`;
    fill(rangeMessage, problem || '');
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
