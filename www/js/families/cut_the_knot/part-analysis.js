// One part's computation (core/jobs.js: on the page for small ranges, in the part's own worker
// channel for large ones): its slot, the pause after typing, and Cancel, which keeps the results
// shown and puts the range setting back to theirs.

import { runIntoSlot, cancelAnalysis, newSlot } from '../../core/jobs.js';
import { t } from '../../core/i18n.js';

/**
 * options: {
 *   channel      the jobs channel ('subtraction', …)
 *   request()    the job for the current settings
 *   failure(message, request) → the words of an error
 *   onDone(result)             (optional)
 *   changed()    asks for a redraw
 *   restore(slot) → the words after "Cancelled." when a result is kept (it also puts the
 *                range setting back to the result's)
 * }
 * Returns {slot, run(), later(delay), cancel()}.
 */
export function createPartAnalysis(options) {
  const slot = newSlot();
  let timer = null;

  function run() {
    clearTimeout(timer);
    const request = options.request();
    runIntoSlot(slot, request, {
      onDone: options.onDone || (() => {}),
      failure: (message) => options.failure(message, request),
      changed: options.changed,
    }, options.channel);
  }

  function later(delay) {
    clearTimeout(timer);
    if (delay) timer = setTimeout(run, delay);
    else run();
  }

  function cancel() {
    clearTimeout(timer);
    if (!cancelAnalysis(options.channel)) return;
    slot.status = slot.result ? 'done' : 'idle';
    slot.note = slot.result ? t('cks-cancelled-kept', { kept: options.restore(slot) }) : t('cks-cancelled');
    options.changed();
  }

  return { slot, run, later, cancel };
}
