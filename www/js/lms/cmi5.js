// The lesson's progress (lms/progress.js) as cmi5 statements, through @xapi/cmi5 (npm; its ES module
// build is copied to www/vendor/cmi5.js by build.sh): loaded by lms/connect.js only when a cmi5
// platform launched the page (its link carries endpoint, fetch, actor, registration, activityId).
// README "Lessons in a gradebook" lists what is sent.
//
//   launch       (what the student does meanwhile is held, lms/connect.js, and sent once the
//                session is up and the saved visit restored, in order)
//                the library fetches the auth token, reads LMS.LaunchData (context template, launch
//                mode, mastery score, moveOn) and the learner's preferences, sends "initialized";
//                our State document (stateId below) gives the step and the answers to show again
//   an answer    "answered" (a cmi5 allowed statement: the launch's context template), the
//                question as a cmi.interaction activity (numeric or choice), result.success and
//                result.response; the challenge the same (interactionType other)
//   progress     the State document written again (location, suspend data, what was sent)
//   every step   "completed", once in a registration
//   the score    "passed" once it reaches the mastery score (LaunchData's masteryScore, 0–1, else
//                0.8), "failed" once the lesson is completed below it — each once in a registration,
//                no "failed" after "passed"; judged only when moveOn asks for a pass (Passed,
//                CompletedAndPassed, CompletedOrPassed) or the platform gives a mastery score.
//                In Browse and Review modes neither completed nor passed/failed (cmi5 forbids them);
//                in Review nothing is written to the State either
//   pagehide     "terminated" — with fetch(keepalive), not the library's XMLHttpRequest, which the
//                browser cancels as the page goes: statements still waiting to be sent go with it,
//                in order, and the State if its last write has not been acknowledged

import { createProgress, defaultMastery } from './progress.js';
import { numericOr } from './sco.js';
import { default as Cmi5 } from '../../vendor/cmi5.js';

/** Our State document (the platform's own is LMS.LaunchData). */
export const stateId = 'https://nimlab.dev/xapi/state/lesson-progress';
const interactionActivity = 'http://adlnet.gov/expapi/activities/cmi.interaction';
const passMoves = ['Passed', 'CompletedAndPassed', 'CompletedOrPassed'];
const warn = (err) => console.warn('Nim Lab: the cmi5 platform refused a request:', err?.message || err);
/** Sends what f() makes (the library refuses some at once: a throw, not a rejection). */
function attempt(f) {
  try {
    f().catch(warn);
  } catch (err) {
    warn(err);
  }
}

export async function connect(_api, lesson, win, held) {
  // statements in the order the lesson makes them (one request at a time); at pagehide the ones
  // still waiting leave with "terminated" in one keepalive request
  let queue = Promise.resolve();
  let leaving = false;
  const waiting = [];
  const shaped = (statement, options) => (typeof options?.transform === 'function' ? options.transform(statement) : statement);
  const keepalive = (url, method, body) => fetch(url, { method, keepalive: true, headers: au.xapi.headers, body: JSON.stringify(body) });

  class LessonAu extends Cmi5 {
    sendXapiStatement(statement, options) {
      if (leaving) {
        const batch = [...waiting.splice(0).map((w) => shaped(w.statement, w.options)), shaped(statement, options)];
        return keepalive(`${this.xapi.endpoint}statements`, 'POST', batch);
      }
      const item = { statement, options };
      waiting.push(item);
      const sent = queue.then(() => {
        const at = waiting.indexOf(item);
        if (at < 0) return null; // sent at pagehide
        waiting.splice(at, 1);
        return super.sendXapiStatement(statement, options);
      });
      queue = sent.catch(warn);
      return sent;
    }
  }

  const au = new LessonAu();
  await au.initialize();
  const launch = au.getLaunchData() || {};
  const params = au.getLaunchParameters();
  const mode = launch.launchMode || 'Normal';
  const normal = mode === 'Normal';
  const given = launch.masteryScore;
  const hasMastery = given !== undefined && given !== null && given !== '' && Number.isFinite(Number(given));
  // 0–1 in cmi5, 0–100 in the model (rounded off 0.7 × 100 = 70.00000000000001)
  const mastery = hasMastery ? Math.round(Number(given) * 1e6) / 1e4 : defaultMastery;
  const judging = hasMastery || passMoves.includes(launch.moveOn);

  const where = { agent: params.actor, activityId: params.activityId, registration: params.registration, stateId };
  // the State's ids first: a document not there yet is a 404, which the browser logs as an error
  let saved = {};
  const { stateId: _, ...all } = where;
  const ids = (await au.xapi.getStates(all)).data;
  if (Array.isArray(ids) && ids.includes(stateId)) {
    const data = (await au.xapi.getState(where)).data;
    if (data && typeof data === 'object') saved = data;
  }
  // what this registration has been sent already (cmi5: completed and passed once each)
  const sent = { completed: !!saved.completed, passed: !!saved.passed, failed: !!saved.failed };

  // (what the student did while the session was coming up: held by lms/connect.js, sent after
  // the saved visit is restored)
  const progress = createProgress(lesson, {
    mastery,
    held,
    onChange(kind, detail) {
      if (kind === 'answer' || kind === 'challenge') answered(detail);
      judge();
      save();
    },
  });

  function answered(record) {
    const type = numericOr(record, 'fill-in'); // (the challenge: other)
    const definition = { type: interactionActivity, interactionType: type, name: { en: record.id } };
    if (record.description) definition.description = { en: record.description };
    attempt(() => au.interaction('lesson', record.id, String(record.response), definition, !!record.correct));
  }

  const scoreOf = () => {
    const raw = progress.score();
    return { scaled: raw / 100, raw, min: 0, max: 100 };
  };
  function judge() {
    if (!normal) return;
    const done = progress.completed();
    if (done && !sent.completed) {
      sent.completed = true;
      attempt(() => au.complete());
    }
    if (!judging || sent.passed) return;
    if (progress.passed()) {
      sent.passed = true;
      attempt(() => au.pass(scoreOf()));
    } else if (done && !sent.failed) {
      sent.failed = true;
      attempt(() => au.fail(scoreOf()));
    }
  }

  // the State document: written after each change, one write at a time, the last one winning
  const stateDoc = () => ({ location: progress.location(), suspendData: progress.suspendData(), ...sent });
  let written = JSON.stringify(saved);
  let writing = Promise.resolve();
  function save() {
    if (mode === 'Review') return;
    const state = stateDoc();
    const text = JSON.stringify(state);
    if (text === written) return;
    writing = writing.then(() => au.xapi.setState({ ...where, state })).then(() => { written = text; }, warn);
  }
  // the earlier visit shown again, then what the student did meanwhile sent (progress.js)
  progress.restore(typeof saved.suspendData === 'string' ? saved.suspendData : '', saved.location);
  judge();
  save();

  let finished = false;
  function finish() {
    if (finished) return;
    finished = true;
    progress.stop();
    leaving = true;
    const state = stateDoc();
    if (mode !== 'Review' && JSON.stringify(state) !== written) {
      const query = new URLSearchParams({ activityId: where.activityId, agent: JSON.stringify(where.agent), registration: where.registration, stateId });
      keepalive(`${au.xapi.endpoint}activities/state?${query}`, 'PUT', state).catch(warn);
    }
    attempt(() => au.terminate());
  }
  win.addEventListener('pagehide', finish);
  return { progress, finish, au, mode };
}
