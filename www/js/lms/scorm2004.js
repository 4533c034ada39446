// The lesson's progress (lms/progress.js) in SCORM 2004's data elements (loaded by lms/connect.js
// only when a platform offers `API_1484_11`). README "Lessons in a gradebook" lists what is written.

import { runSco, readNumber, numericOr } from './sco.js';

/** A timestamp (time (second, 10,0)): YYYY-MM-DDThh:mm:ss.ssZ. */
const timestamp = (d) => d.toISOString().replace(/\.(\d\d)\dZ$/, '.$1Z');

export function connect(api, lesson, win, held) {
  const get = (element) => String(api.GetValue(element) ?? '');
  const set = (element, value) => api.SetValue(element, String(value));
  return runSco(lesson, win, {
    init: () => String(api.Initialize('')) === 'true',
    get,
    set,
    commit: () => api.Commit(''),
    finish: () => api.Terminate(''),
    names: { location: 'cmi.location', suspend: 'cmi.suspend_data', exit: 'cmi.exit', sessionTime: 'cmi.session_time' },
    // the manifest's passing score (imsss:minNormalizedMeasure), scaled 0–1
    mastery() {
      const scaled = readNumber(get('cmi.scaled_passing_score'));
      return scaled === null ? null : Math.round(scaled * 100);
    },
    begin() {
      if (get('cmi.completion_status') !== 'completed') set('cmi.completion_status', 'incomplete');
    },
    write(progress) {
      const score = progress.score();
      const { step, steps } = lesson.where();
      set('cmi.score.min', 0);
      set('cmi.score.max', 100);
      set('cmi.score.raw', score);
      set('cmi.score.scaled', score / 100);
      set('cmi.progress_measure', Math.min(1, step / steps).toFixed(2));
      const done = progress.completed();
      if (done) set('cmi.completion_status', 'completed');
      // passed as soon as the score reaches the mastery score; failed only once it is complete
      set('cmi.success_status', progress.passed() ? 'passed' : done ? 'failed' : 'unknown');
    },
    interaction(record) {
      const n = Number(get('cmi.interactions._count')) || 0;
      const at = `cmi.interactions.${n}.`;
      set(`${at}id`, record.id);
      set(`${at}type`, numericOr(record, 'fill-in'));
      set(`${at}learner_response`, record.response);
      set(`${at}result`, record.correct ? 'correct' : 'incorrect');
      set(`${at}timestamp`, timestamp(record.time));
      if (record.description) set(`${at}description`, record.description);
    },
    sessionTime: (ms) => `PT${(ms / 1000).toFixed(2)}S`,
  }, held);
}
