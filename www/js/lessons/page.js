// The lesson page's <main class="lesson"> and its runtime, for a lesson split into one module a
// step (families/<family>/lessons/<page>/): the page's entry calls begin() once, before the engine
// is ready, and every step reads `lesson` (a live binding) when it is set up.

import { startLesson } from './runtime.js';

export const main = document.querySelector('main.lesson');
/** The first node of the lesson matching `selector`. */
export const $ = (selector) => main.querySelector(selector);
/** The lesson's runtime (startLesson's answer), once begin() has run. */
export let lesson = null;

/** Starts the lesson in the page's main. */
export function begin() {
  lesson = startLesson(main);
  return lesson;
}
