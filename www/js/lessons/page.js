// The lesson page's <main class="lesson"> and its runtime, for a lesson split into one module a
// step (families/<family>/lessons/<page>/): the page's entry calls begin() once, before the engine
// is ready, and every step reads `lesson` when it is set up. (No `export let`: scripts/build/bundle.mjs
// copies what a module imports, so state that changes lives in an object.)

import { startLesson } from './runtime.js';

export const main = document.querySelector('main.lesson');
/** The first node of the lesson matching `selector`. */
export const $ = (selector) => main.querySelector(selector);
/** The lesson's runtime: startLesson's answer, copied in by begin() (one object from the start, so
 *  that every module may import it before the lesson starts). */
export const lesson = {};

/** Starts the lesson in the page's main. */
export function begin() {
  return Object.assign(lesson, startLesson(main));
}
