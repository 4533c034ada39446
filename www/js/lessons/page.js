// The lesson page's <main class="lesson"> and its runtime, for a lesson split into one module a
// step (families/<family>/lessons/<page>/): the page's entry calls begin() once, before the engine
// is ready, and every step reads `lesson` when it is set up. (No `export let`: scripts/build/bundle.mjs
// copies what a module imports, so state that changes lives in an object.)

import { startLesson } from './runtime.js';
import { connectLms } from '../lms/connect.js';

export const main = document.querySelector('main.lesson');
/** The first node of the lesson matching `selector`. */
export const $ = (selector) => main.querySelector(selector);
/** The lesson's runtime: startLesson's answer, copied in by begin() (one object from the start, so
 *  that every module may import it before the lesson starts). */
export const lesson = {};

/** Starts the lesson in the page's main, and reports to a learning platform's gradebook if the
 *  page was launched by one (lms/connect.js: outside a platform it finds none and does nothing). */
export function begin() {
  Object.assign(lesson, startLesson(main));
  connectLms(lesson).catch((err) => console.warn('Nim Lab: the learning platform could not be reached:', err));
  return lesson;
}
