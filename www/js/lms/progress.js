// What a lesson has done, as a gradebook sees it (the same model for every learning platform:
// lms/scorm12.js and lms/scorm2004.js write it in their own words): the steps shown, each
// predict-then-check question's answers, the challenge against the engine playing perfectly, the
// score, completion and success, the place to resume and the answers to show again there.
// It listens to the lesson runtime's reports (lessons/runtime.js onProgress) and knows no
// standard: an adapter reads it and writes the data elements.
//
//   score       the share, 0–100, of the lesson's questions right at the first Check (an answer
//               after "Show the answer" is never right) and of the challenge won without hints
//   completed   every step has been shown
//   passed      score ≥ the mastery score (the platform's, else 80)
//   location    the last step shown; suspend data: that step and every answer (restore())

export const defaultMastery = 80;

/**
 * lesson: the runtime (its where(), onProgress(), restore()). options.mastery: 0–100.
 * options.onChange(kind, detail): after each change — 'step', 'answer' (detail: the interaction
 * {id, type, response, correct, time, description: the question's words}), 'shown', 'challenge' (the interaction).
 * options.held: {reports: [[kind, detail], …], stop()} — what the student did before the platform's
 * session was up (lms/connect.js listens from the start): taken over here, and applied (each
 * change reported, in order) once restore() has put back the earlier visit, so nothing is lost.
 */
export function createProgress(lesson, options = {}) {
  const mastery = Number.isFinite(options.mastery) ? options.mastery : defaultMastery;
  const where = lesson.where();
  const state = { step: where.step, answers: {}, challenge: null };
  const hasChallenge = options.challenge ?? true;

  // (an answer is a number or a choice's value: short; kept short whatever was typed, as SCORM's
  // responses and 1.2's 4096 characters of suspend data want)
  const short = (response) => String(response).slice(0, 200);
  function interaction(id, type, response, correct, description = '') {
    return { id, type, response: short(response), correct, time: new Date(), description: description.slice(0, 250) };
  }

  function onReport(kind, detail) {
    if (kind === 'step') {
      state.step = Math.max(state.step, detail.shown);
      options.onChange?.('step', detail);
    } else if (kind === 'answer') {
      const saved = state.answers[detail.name] || (state.answers[detail.name] = { attempts: 0 });
      if (detail.shown) {
        saved.shown = true;
        options.onChange?.('shown', { id: detail.name });
        return;
      }
      // right first time: decided by the first Check ever made of this question
      if (saved.attempts === 0) saved.first = !!detail.firstTry;
      saved.attempts += 1;
      saved.response = short(detail.response);
      saved.correct = !!detail.correct;
      options.onChange?.('answer', interaction(detail.name, detail.type, detail.response, !!detail.correct, detail.prompt || ''));
    } else if (kind === 'challenge') {
      const won = detail.winner === 'you' && !detail.hinted;
      // a win counts once; a later lost game does not take it away
      if (!state.challenge?.won) state.challenge = { won, hinted: !!detail.hinted };
      const response = detail.winner === 'you' ? (detail.hinted ? 'won-with-hints' : 'won') : 'lost';
      options.onChange?.('challenge', interaction('challenge', 'other', response, won, 'Can you beat the engine from here? (the engine playing perfectly)'));
    }
  }
  // (held reports, and any made until restore(), wait in `pending`; then each is applied in order)
  let pending = options.held ? options.held.reports : null;
  const stop = lesson.onProgress((kind, detail) => (pending ? pending.push([kind, detail]) : onReport(kind, detail)));
  options.held?.stop();
  function release() {
    const list = pending || [];
    pending = null;
    for (const [kind, detail] of list) onReport(kind, detail);
  }

  const questions = () => lesson.where().questions;
  return {
    mastery,
    stop,
    /** 0–100, rounded. */
    score() {
      const list = questions();
      const parts = list.length + (hasChallenge ? 1 : 0);
      if (!parts) return 0;
      const right = list.filter(({ name }) => state.answers[name]?.first).length + (hasChallenge && state.challenge?.won ? 1 : 0);
      return Math.round((100 * right) / parts);
    },
    completed: () => state.step >= lesson.where().steps,
    passed() {
      return this.score() >= mastery;
    },
    location: () => String(state.step),
    /** The step and the answers, as a short text (SCORM 1.2 keeps 4096 characters). */
    suspendData() {
      const answers = {};
      for (const [name, a] of Object.entries(state.answers)) {
        answers[name] = [a.response ?? null, a.correct ? 1 : 0, a.first ? 1 : 0, a.shown ? 1 : 0, a.attempts];
      }
      return JSON.stringify({ v: 1, step: state.step, answers, challenge: state.challenge ? [state.challenge.won ? 1 : 0, state.challenge.hinted ? 1 : 0] : null });
    },
    /** An earlier visit (suspendData() and the location): kept, and shown again by the lesson;
     *  then what the student did meanwhile (options.held) is applied on top of it: a question
     *  answered meanwhile keeps the new answer on the page, its first try still the visit's.
     *  A text that is not ours is left alone (false). */
    restore(text, location) {
      try {
        return restoreVisit(text, location);
      } finally {
        release();
      }
    },
  };

  function restoreVisit(text, location) {
    let data = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch (_) {
      data = null;
    }
    const step = Number(data?.step ?? location) || 1;
    if (!data || data.v !== 1) {
      if (step > 1) lesson.restore({ step, answers: {} });
      return false;
    }
    // (a question the student has answered meanwhile keeps what the page shows now)
    const meanwhile = new Set((pending || []).filter(([kind]) => kind === 'answer').map(([, detail]) => detail.name));
    const shown = {};
    for (const [name, entry] of Object.entries(data.answers || {})) {
      if (!Array.isArray(entry)) continue;
      const [response, correct, first, wasShown, attempts] = entry;
      state.answers[name] = { response: response ?? undefined, correct: !!correct, first: !!first, shown: !!wasShown, attempts: Number(attempts) || 0 };
      if (!meanwhile.has(name)) shown[name] = { response: response === null ? undefined : String(response), correct: !!correct, shown: !!wasShown };
    }
    if (Array.isArray(data.challenge)) state.challenge = { won: !!data.challenge[0], hinted: !!data.challenge[1] };
    state.step = Math.max(state.step, step);
    lesson.restore({ step, answers: shown });
    return true;
  }
}
