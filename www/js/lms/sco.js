// A lesson as a SCORM SCO: the session both SCORM adapters share (lms/scorm12.js, lms/scorm2004.js
// say what each writes and in which words). On launch: initialise, mark the attempt begun (unless
// it is completed already), show again the step and the answers saved last time; after each change
// (a step, an answer, the challenge): write the model (lms/progress.js) and commit; on pagehide:
// the session time, commit and finish.

import { createProgress } from './progress.js';

/**
 * rt: the adapter — {init() → bool, get(element), set(element, value), commit(), finish(),
 * mastery() → 0–100 or null, names: {location, suspend, exit, sessionTime}, begin(), write(progress),
 * interaction(record), sessionTime(ms)}; held: what the student did before (lms/connect.js,
 * reported after the saved visit is restored). Returns {progress, finish()} or null when the
 * platform refuses to initialise.
 */
export function runSco(lesson, win, rt, held) {
  if (!rt.init()) return null;
  const started = Date.now();
  const progress = createProgress(lesson, {
    mastery: rt.mastery() ?? undefined,
    held,
    onChange(kind, detail) {
      if (kind === 'answer' || kind === 'challenge') rt.interaction(detail);
      save();
    },
  });
  rt.begin();
  progress.restore(rt.get(rt.names.suspend), rt.get(rt.names.location));
  function save() {
    rt.set(rt.names.location, progress.location());
    rt.set(rt.names.suspend, progress.suspendData());
    rt.write(progress);
    rt.commit();
  }
  save();

  let finished = false;
  function finish() {
    if (finished) return;
    finished = true;
    progress.stop();
    // the attempt stays open: a second launch resumes where the student left
    rt.set(rt.names.exit, 'suspend');
    rt.set(rt.names.sessionTime, rt.sessionTime(Date.now() - started));
    rt.commit();
    rt.finish();
  }
  win.addEventListener('pagehide', finish);
  return { progress, finish };
}

/** A number read from the platform, or null when it gives none. */
export function readNumber(text) {
  const n = text === '' || text === null || text === undefined ? NaN : Number(text);
  return Number.isFinite(n) ? n : null;
}

/** The type and response as SCORM numeric allows (at most 10 digits), else as typed words. */
export function numericOr(record, other) {
  return record.type === 'numeric' && !/^-?\d{1,10}$/.test(record.response) ? other : record.type;
}
