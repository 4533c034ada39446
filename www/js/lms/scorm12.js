// The lesson's progress (lms/progress.js) in SCORM 1.2's data elements (loaded by lms/connect.js
// only when a platform offers `API`). README "Lessons in a gradebook" lists what is written.

import { runSco, readNumber, numericOr } from './sco.js';

const pad = (n, width = 2) => String(n).padStart(width, '0');

/** HH:MM:SS (CMITime) of a date, the time of day of an interaction. */
const timeOfDay = (d) => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** HHHH:MM:SS.SS (CMITimespan). */
function timespan(ms) {
  const s = ms / 1000;
  return `${pad(Math.floor(s / 3600), 4)}:${pad(Math.floor(s / 60) % 60)}:${(s % 60).toFixed(2).padStart(5, '0')}`;
}

export function connect(api, lesson, win, held) {
  const get = (element) => String(api.LMSGetValue(element) ?? '');
  const set = (element, value) => api.LMSSetValue(element, String(value));
  let platformMastery = null;
  return runSco(lesson, win, {
    init: () => String(api.LMSInitialize('')) === 'true',
    get,
    set,
    commit: () => api.LMSCommit(''),
    finish: () => api.LMSFinish(''),
    names: { location: 'cmi.core.lesson_location', suspend: 'cmi.suspend_data', exit: 'cmi.core.exit', sessionTime: 'cmi.core.session_time' },
    mastery() {
      platformMastery = readNumber(get('cmi.student_data.mastery_score'));
      return platformMastery;
    },
    begin() {
      const status = get('cmi.core.lesson_status');
      if (!['completed', 'passed', 'failed'].includes(status)) set('cmi.core.lesson_status', 'incomplete');
    },
    write(progress) {
      set('cmi.core.score.min', 0);
      set('cmi.core.score.max', 100);
      set('cmi.core.score.raw', progress.score());
      // 1.2 has one status: completed once every step is shown, or passed/failed when the
      // platform gave a mastery score (the manifest's adlcp:masteryscore)
      if (progress.completed()) {
        set('cmi.core.lesson_status', platformMastery === null ? 'completed' : progress.passed() ? 'passed' : 'failed');
      }
    },
    interaction(record) {
      const n = Number(get('cmi.interactions._count')) || 0;
      const at = `cmi.interactions.${n}.`;
      set(`${at}id`, record.id);
      set(`${at}type`, record.type === 'other' ? 'performance' : numericOr(record, 'fill-in'));
      set(`${at}student_response`, record.response);
      set(`${at}result`, record.correct ? 'correct' : 'wrong');
      set(`${at}time`, timeOfDay(record.time));
    },
    sessionTime: timespan,
  }, held);
}
