// The lesson "Fibonacci Nim and the move-function game" (www/lessons/fibonacci-nim.html, after
// Holshouser & Reiter 2003): its questions, live facts, conjectures and the rule the student
// changes. Every number and verdict the page shows comes from the engine for the rule chosen now;
// the page's prose holds no claim a rule change could falsify.
//
// This module is the page's entry: it starts the lesson and wires its steps, one module a step in
// fibonacci-nim/ (named after what the step teaches), with what they share in
// fibonacci-nim/shared.js. (Step 1, play, needs no code of its own.)

// first: the page's wasm package (its elements then share it)
import './package.js';
import '../../../i18n/lesson-fibonacci-nim/index.js';
import '../../../i18n/lesson-fibonacci-nim-steps/index.js';
import '../../../elements/index.js';
import { lessonReady } from '../../../lessons/runtime.js';
import { nextTask } from '../../../core/dom.js';
import { begin, main, ruleWords } from './fibonacci-nim/shared.js';
import { losingStartsStep } from './fibonacci-nim/losing-starts.js';
import { smallestMove } from './fibonacci-nim/smallest-move.js';
import { baseSum } from './fibonacci-nim/base-sum.js';
import { changeTheRule, ruleChips } from './fibonacci-nim/change-the-rule.js';
import { publishedConjecture } from './fibonacci-nim/conjecture.js';

const lesson = begin();

/** Builds the lesson's live parts once the engine is loaded. */
async function setup() {
  for (const node of main.querySelectorAll('[data-rule-words]')) lesson.facts.add(node, () => ruleWords());
  losingStartsStep();
  await nextTask();
  smallestMove();
  await nextTask();
  baseSum();
  await nextTask();
  changeTheRule();
  await nextTask();
  publishedConjecture();
  ruleChips();
}

lessonReady(setup);
