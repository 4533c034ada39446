// The lesson "Single-delete Nim" (www/lessons/single-delete-nim.html, after arXiv 2411.19453): two
// piles played and predicted, "both odd" found on the engine's map (Theorem 1.1), three piles drawn
// in binary with the rightmost 1s aligned (Theorem 1.4), four piles searched and grouped by
// valuations (only condition (1) of Theorem 1.5 survived in the source), the doubling observation
// refuted by the engine's own counterexamples, and a rule the student changes (k piles up to S).
// Every verdict and number on the page comes from the engine's solver, run in a worker of its own
// (client.js) on small ranges; the page's prose holds no claim a rule change could falsify.
//
// This module is the page's entry: it starts the lesson and wires its steps, one module a step in
// single-delete-nim/ (named after what the step teaches), with what they share in
// single-delete-nim/shared.js.

// first: the page's wasm package (its elements then share it)
import './package.js';
import '../../../i18n/lesson-single-delete-nim/index.js';
import '../../../i18n/lesson-single-delete-nim-steps/index.js';
import '../../../elements/index.js';
import { lessonReady } from '../../../lessons/runtime.js';
import { nextTask } from '../../../core/dom.js';
import { buildSettingFields } from '../../../widgets/setting-field.js';
import { begin, main } from './single-delete-nim/shared.js';
import { play } from './single-delete-nim/play.js';
import { predict } from './single-delete-nim/predict.js';
import { twoPiles } from './single-delete-nim/two-piles.js';
import { threePiles } from './single-delete-nim/three-piles.js';
import { fourPiles } from './single-delete-nim/four-piles.js';
import { doubling } from './single-delete-nim/doubling.js';
import { changeTheRule } from './single-delete-nim/change-the-rule.js';

begin();

/** Builds the lesson's live parts once the engine is loaded. */
async function setup() {
  buildSettingFields(main);
  play();
  await nextTask();
  predict();
  await nextTask();
  twoPiles();
  await nextTask();
  threePiles();
  await nextTask();
  fourPiles();
  await nextTask();
  doubling();
  await nextTask();
  changeTheRule();
}

lessonReady(setup);
