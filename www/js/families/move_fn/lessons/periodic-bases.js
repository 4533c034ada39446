// The lesson "Periodic rules and several bases" (www/lessons/periodic-bases.html, after Holshouser &
// Reiter 2006, "Dynamic Single-Pile Nim Using Multiple Bases"): its questions, live facts,
// conjectures, the views of the periodic analysis (the g_i table, the bases B_i, the multi-base
// representation, the theorem checks, Example 2 member by member) and the rule the student changes.
// Example 2 is the engine's default f(n, x) and t, read from the engine's spec; every number and
// verdict the page shows comes from the engine for the rule chosen now (step 5 is always about
// Example 2, the paper's rule).
//
// This module is the page's entry: it starts the lesson and wires its steps, one module a step in
// periodic-bases/ (named after what the step teaches), the views of the analysis in
// periodic-bases/analysis-views.js, and what they share in periodic-bases/shared.js.

// first: the page's wasm package (its elements then share it)
import './package.js';
import '../../../i18n/lesson-periodic-bases/index.js';
import '../../../i18n/lesson-periodic-bases-steps/index.js';
import '../../../elements/index.js';
import { lessonReady } from '../../../lessons/runtime.js';
import { nextTask } from '../../../core/dom.js';
import { begin, initRules, main, ruleNodes } from './periodic-bases/shared.js';
import { play } from './periodic-bases/play.js';
import { twoGames } from './periodic-bases/two-games.js';
import { smallestMove } from './periodic-bases/smallest-move.js';
import { severalBases } from './periodic-bases/several-bases.js';
import { example2 } from './periodic-bases/example-2.js';
import { changeTheRule, ruleForm } from './periodic-bases/change-the-rule.js';
import { theorem1 } from './periodic-bases/theorem-1.js';
import { analysisViews } from './periodic-bases/analysis-views.js';

const lesson = begin();

/** Builds the lesson's live parts once the engine is loaded. */
async function setup() {
  initRules();
  for (const node of main.querySelectorAll('[data-rule-words]')) lesson.facts.add(node, () => ruleNodes());

  play();
  await nextTask();
  twoGames();
  await nextTask();
  smallestMove();
  await nextTask();
  const followChain = severalBases();
  await nextTask();
  example2();
  await nextTask();
  changeTheRule();
  await nextTask();
  theorem1();
  await nextTask();
  const drawViews = analysisViews();
  await nextTask();

  // what follows the rule besides the elements, facts and questions
  const follow = () => {
    followChain();
    drawViews();
  };
  ruleForm(follow);
  follow();
}

lessonReady(setup);
