// The lesson "Blocking Nim" (www/lessons/blocking-nim.html, after Flammenkamp, Holshouser &
// Reiter, "Dynamic One-Pile Blocking Nim", EJC 10 (2003) #N4): its questions, live facts,
// conjectures, views and the sequences the student changes. Every number and verdict the page
// shows comes from the engine for the sequences chosen now (brute force, Theorem 1's formula, the
// engine's own reasons as the opponent in a game); the page's prose holds no claim a change of
// the sequences could falsify.
//
// This module is the page's entry: it starts the lesson and wires its steps, one module a step in
// blocking-nim/ (named after what the step teaches), the family's views in blocking-nim/views.js,
// and what they share in blocking-nim/shared.js. Its words: the page's catalogue
// (lesson-blocking-nim), the sentences its script composes (lesson-blocking-nim-steps) and the
// engine's reasons they quote (the family's engine catalogue, blocking).

// first: the page's wasm package (its elements then share it)
import './package.js';
import '../../../i18n/lesson-blocking-nim/index.js';
import '../../../i18n/lesson-blocking-nim-steps/index.js';
import '../../../i18n/blocking/index.js';
import '../../../elements/index.js';
import { lessonReady } from '../../../lessons/runtime.js';
import { nextTask } from '../../../core/dom.js';
import { begin, initRule, main, ruleWords } from './blocking-nim/shared.js';
import { familyViews } from './blocking-nim/views.js';
import { play } from './blocking-nim/play.js';
import { safePiles } from './blocking-nim/safe-piles.js';
import { nextSafePile } from './blocking-nim/next-safe.js';
import { safeRuns } from './blocking-nim/safe-runs.js';
import { changeTheRule, sequencesForm } from './blocking-nim/change-the-rule.js';
import { summary } from './blocking-nim/summary.js';

const lesson = begin();

/** Builds the lesson's live parts once the engine is loaded. */
async function setup() {
  const { facts } = lesson;
  initRule();
  const renderViews = familyViews();
  for (const node of main.querySelectorAll('[data-rule-words]')) facts.add(node, () => ruleWords());

  play();
  await nextTask();
  safePiles();
  await nextTask();
  nextSafePile();
  await nextTask();
  safeRuns();
  await nextTask();
  changeTheRule();
  await nextTask();
  summary();
  sequencesForm(renderViews);

  // a teacher may start a game elsewhere (its pile attribute): the sentences about it follow
  const piles = new MutationObserver(() => facts.refresh());
  for (const game of main.querySelectorAll('nim-lab-game')) piles.observe(game, { attributes: true, attributeFilter: ['pile'] });
}

lessonReady(setup);
