// A predict-then-check question of a lesson: the student answers (a number, a choice such as P or
// N, a move), the engine checks the answer and says why; a wrong answer can be tried again. The
// question holds no mathematics: check(answer) asks the engine and returns the verdict.
//
// Nothing that answers the question shows before the student has answered it: the nodes given as
// `reveals` (a table, a list of the engine's answers, a fact) stay hidden until the question is
// answered right, "Show the answer" is pressed, or the lesson moves past the question's step
// (release(), called by the lesson runtime).

import { el, fill, setText, errorText, withSubscripts, typedInt } from '../core/dom.js';

/** node → the questions that hide it ({isOpen, root, wait}): a node that answers two questions
 *  shows once both are open. */
const owners = new WeakMap();
/** Every question that hides something, for the "shows once yours is right" lines. */
const hiders = new Set();

/** One waiting line per hidden node, on the last question before it that still hides it (two
 *  questions over one table: the line sits under the second, then under whichever is left). */
function refreshWaits() {
  const shown = new Set();
  for (const q of hiders) {
    for (const node of q.reveals) {
      if (!node.hidden) continue;
      const waiting = [...owners.get(node)].filter((o) => !o.isOpen() && o.root.isConnected);
      waiting.sort((a, b) => (a.root.compareDocumentPosition(b.root) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      if (waiting.length) shown.add(waiting[waiting.length - 1]);
    }
  }
  for (const q of hiders) q.wait.hidden = !shown.has(q);
}

/** Where the student answers: a text field for a number, or radio buttons for choices. */
function answerField(answer, ids) {
  const choiceWords = new Map();
  if (answer === 'number') {
    const input = el('input', {
      type: 'text', inputmode: 'numeric', autocomplete: 'off', class: 'mono small-input question-input',
      id: `${ids}answer`, 'aria-describedby': `${ids}feedback`,
    });
    return { input, choiceWords, field: el('div', { class: 'question-answer' }, el('label', { for: `${ids}answer`, class: 'visually-hidden' }, 'Your answer'), input) };
  }
  for (const [value, words] of answer.choices) choiceWords.set(String(value), words);
  const field = el('fieldset', { class: 'question-answer question-choices' },
    el('legend', { class: 'visually-hidden' }, 'Your answer'),
    answer.choices.map(([value, words]) => el('label', null,
      el('input', { type: 'radio', name: `${ids}choice`, value }), ` ${words}`)));
  return { input: null, field, choiceWords };
}

/** The answer given: a number typed (null if none), or the value of the choice picked. */
function readAnswer(input, form) {
  if (input) return input.value.trim() === '' ? null : typedInt(input.value);
  const picked = form.querySelector('input[type="radio"]:checked');
  return picked ? picked.value : null;
}

/** Puts an answer in the field, or picks its choice ('' clears either). */
function setAnswer(input, form, value) {
  if (input) input.value = value;
  for (const radio of form.querySelectorAll('input[type="radio"]')) radio.checked = value !== '' && radio.value === value;
}

const ordinal = (n) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] || 'th'}`;

/** The feedback of an answer saved in an earlier visit: [class, words]. */
function restoredFeedback(saved, echo) {
  if (saved.response === undefined) return saved.shown ? ['shown', 'Your last visit: the answer was shown.'] : ['', ''];
  const [kind, words] = saved.correct ? ['right', 'right'] : saved.shown ? ['shown', 'the answer was shown'] : ['', 'not right yet: try again'];
  return [kind, `Your last visit: you answered ${echo(saved.response)} (${words}).`];
}

/**
 * host: where to build. options:
 *   ids        prefix of the ids inside
 *   prompt     nodes or text: the question
 *   answer     'number' (a whole number typed) or {choices: [[value, words], …]} (one picked)
 *   check(answer) → Promise of a verdict from the engine:
 *              {correct, answer (the right one, in words), why (the engine's reason),
 *               clue (optional, may depend on the answer: what to look at, without the answer),
 *               partly (optional: the answer is a true fact but not what was asked — shown as
 *               "Almost", never as an error)}
 *   reveals    nodes hidden until the question is answered (right), shown, or released; a node
 *              several questions hide shows once each of them is open
 *   active     false while the question's step is not shown (it then hides nothing); setActive()
 *   onAnswered(correct) (optional)
 *   report(detail) (optional): what the student did, for a gradebook (lms/progress.js) —
 *              {response, type: 'numeric' | 'choice', correct, firstTry} after each Check (correct
 *              is false after "Show the answer"; firstTry: right at the first Check of this
 *              wording), {shown: true} when "Show the answer" is pressed
 * Returns {root, reset(), release(), addReveals(nodes), revealed, restore(saved)}: reset() clears
 * the answer (after the rule changed) and hides the reveals again unless released; root carries
 * data-attempts, data-correct and data-revealed for scripts.
 */
export function createQuestion(host, options) {
  const ids = options.ids || '';
  const feedback = el('div', { class: 'question-feedback', id: `${ids}feedback`, 'aria-live': 'polite' });
  const check = el('button', { type: 'submit', class: 'btn btn-primary question-check', id: `${ids}check` }, 'Check');
  const { input, field, choiceWords } = answerField(options.answer, ids);
  const prompt = el('p', { class: 'question-prompt', id: `${ids}prompt` });
  const form = el('form', { class: 'question-form', 'aria-labelledby': `${ids}prompt` }, field, check);
  const root = el('div', { class: 'question', id: `${ids}question`, 'data-attempts': '0', 'data-correct': 'false', 'data-revealed': 'false' },
    el('span', { class: 'question-mark', 'aria-hidden': 'true' }, '?'), prompt, form, feedback);
  host.append(root);
  fill(prompt, options.prompt);

  // what answers the question: hidden until answered, shown or released
  const reveals = new Set();
  let released = false;
  let answered = false;
  // a question on a step not shown yet claims nothing: what it hides may answer an earlier one
  let active = options.active ?? true;
  const wait = el('p', { class: 'reveal-wait screen-only', id: `${ids}wait`, hidden: true },
    'More of the engine’s answers show on the page once yours is right (or you press “Show the answer”).');
  root.append(wait);
  const isOpen = () => released || answered || !active;
  const self = { isOpen, root, wait, reveals };
  function showReveals() {
    root.dataset.revealed = String(released || answered);
    for (const node of reveals) node.hidden = ![...owners.get(node)].every((owner) => owner.isOpen());
    refreshWaits();
  }
  function addReveals(nodes) {
    const list = [...(nodes || [])].filter(Boolean);
    for (const node of list) {
      if (reveals.has(node)) continue;
      reveals.add(node);
      if (!owners.has(node)) owners.set(node, new Set());
      owners.get(node).add(self);
      hiders.add(self);
      node.classList.add('question-reveals');
    }
    showReveals();
  }
  addReveals(options.reveals);

  /** The student's answer in words, to echo in the feedback ("You answered 33."). */
  function echo(value) {
    return input ? String(value) : (choiceWords.get(String(value)) || String(value));
  }

  // tries of this wording: every Check of a wrong answer changes the feedback visibly
  let tries = 0;
  // "Show the answer" was pressed for this wording: a right answer after it is not the student's
  let shownAnswer = false;
  const type = input ? 'numeric' : 'choice';

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const value = readAnswer(input, form);
    if (value === null || (input && !Number.isInteger(value))) {
      setText(feedback, input ? `Type a whole number first${value === null ? '' : ` (“${input.value.trim()}” is not one)`}.` : 'Choose an answer first.');
      feedback.className = 'question-feedback';
      return;
    }
    root.dataset.attempts = String(Number(root.dataset.attempts) + 1);
    check.disabled = true;
    try {
      const verdict = await options.check(value);
      options.report?.({ response: String(value), type, correct: !!verdict.correct && !shownAnswer, firstTry: !!verdict.correct && tries === 0 && !shownAnswer });
      root.dataset.correct = String(!!verdict.correct);
      if (verdict.correct) {
        feedback.className = 'question-feedback right';
        fill(feedback, el('strong', null, `Right: ${verdict.answer}. `), withSubscripts(verdict.why || ''));
        answered = true;
        showReveals();
      } else {
        tries += 1;
        const again = tries > 1 ? ` (${ordinal(tries)} try)` : '';
        const reveal = el('button', { type: 'button', class: 'btn btn-small question-reveal', id: `${ids}reveal` }, 'Show the answer');
        reveal.addEventListener('click', () => {
          feedback.className = 'question-feedback shown';
          fill(feedback, el('strong', null, `The answer: ${verdict.answer}. `), withSubscripts(verdict.why || ''));
          answered = true;
          shownAnswer = true;
          showReveals();
          options.report?.({ shown: true });
        });
        feedback.className = `question-feedback ${verdict.partly ? 'partly' : 'wrong'}`;
        fill(feedback,
          el('strong', null, `${verdict.partly ? 'Almost' : 'Not quite'}${again}.`), ' ',
          el('span', { class: 'question-echo' }, `You answered ${echo(value)}. `),
          withSubscripts(verdict.clue || 'Try again.'), ' ', reveal);
      }
      options.onAnswered?.(!!verdict.correct);
    } catch (err) {
      feedback.className = 'question-feedback wrong';
      setText(feedback, errorText(err));
    }
    check.disabled = false;
  });

  return {
    root,
    addReveals,
    /** The question's step is shown (true) or not yet (false): only a question on screen hides
     *  what answers it. */
    setActive(on) {
      if (active === on) return;
      active = on;
      showReveals();
    },
    /** The lesson moved past the question: what answers it may show from now on. */
    release() {
      released = true;
      showReveals();
    },
    get revealed() {
      return released || answered;
    },
    /** A new question text (the rule changed): the answer and verdict are cleared, and what answers
     *  it is hidden again unless the lesson has moved past it. */
    reset(nextPrompt) {
      if (nextPrompt) fill(prompt, nextPrompt);
      setAnswer(input, form, '');
      fill(feedback);
      feedback.className = 'question-feedback';
      root.dataset.attempts = '0';
      root.dataset.correct = 'false';
      tries = 0;
      answered = false;
      shownAnswer = false;
      showReveals();
    },
    /** The answer saved in an earlier visit (lms/progress.js: {response, correct, shown}), shown
     *  again as the student left it, without a new Check (nothing is reported). */
    restore(saved) {
      setAnswer(input, form, saved.response ?? '');
      shownAnswer = !!saved.shown;
      if (saved.response !== undefined && !saved.correct) tries = 1;
      answered = !!saved.correct || shownAnswer;
      root.dataset.correct = String(!!saved.correct);
      root.dataset.restored = 'true';
      const [kind, words] = restoredFeedback(saved, echo);
      feedback.className = `question-feedback ${kind}`.trim();
      setText(feedback, words);
      showReveals();
    },
  };
}
