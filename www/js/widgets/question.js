// A predict-then-check question of a lesson: the student answers (a number, a choice such as P or
// N, a move), the engine checks the answer and says why; a wrong answer can be tried again. The
// question holds no mathematics: check(answer) asks the engine and returns the verdict.
//
// Nothing that answers the question shows before the student has answered it: the nodes given as
// `reveals` (a table, a list of the engine's answers, a fact) stay hidden until the question is
// answered right, "Show the answer" is pressed, or the lesson moves past the question's step
// (release(), called by the lesson runtime).

import { el, fill, setText, errorText, withSubscripts, typedInt } from '../core/dom.js';
import { l10n } from '../core/i18n.js';
import '../i18n/lessons/index.js';
// (a question words the engine's refusal of an answer at once: the errors' catalogue comes with it)
import '../i18n/errors/index.js';

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

/** What answers a question: nodes it hides until isOpen() (answered, released, or not on screen
 *  yet), with the other questions hiding the same node (owners). add(nodes) hides more; show()
 *  sets each node's visibility and root's data-revealed (isRevealed()) again. */
function revealTracker(root, wait, isOpen, isRevealed) {
  const reveals = new Set();
  const self = { isOpen, root, wait, reveals };
  function show() {
    root.dataset.revealed = String(isRevealed());
    for (const node of reveals) node.hidden = ![...owners.get(node)].every((owner) => owner.isOpen());
    refreshWaits();
  }
  function add(nodes) {
    for (const node of [...(nodes || [])].filter(Boolean)) {
      if (reveals.has(node)) continue;
      reveals.add(node);
      if (!owners.has(node)) owners.set(node, new Set());
      owners.get(node).add(self);
      hiders.add(self);
      node.classList.add('question-reveals');
    }
    show();
  }
  return { show, add };
}

/** A question's nodes: its prompt (filled with `words`), its form (the answer field and Check)
 *  and its feedback. */
function questionDom(answer, ids, words) {
  const feedback = el('div', { class: 'question-feedback', id: `${ids}feedback`, 'aria-live': 'polite' });
  const check = said('button', { type: 'submit', class: 'btn btn-primary question-check', id: `${ids}check` }, 'question-check');
  const { input, field, choiceWords, relabel } = answerField(answer, ids);
  const prompt = el('p', { class: 'question-prompt', id: `${ids}prompt` });
  const form = el('form', { class: 'question-form', 'aria-labelledby': `${ids}prompt` }, field, check);
  const root = el('div', { class: 'question', id: `${ids}question`, 'data-attempts': '0', 'data-correct': 'false', 'data-revealed': 'false' },
    el('span', { class: 'question-mark', 'aria-hidden': 'true' }, '?'), prompt, form, feedback);
  fill(prompt, words);
  return { root, prompt, form, feedback, check, input, choiceWords, relabel };
}

/** Why an answer read from the form cannot be checked ([message id, args]), or null when it can:
 *  no choice made, no number typed, or not a whole number. */
function unreadable(input, value) {
  if (!input) return value === null ? ['question-need-choice'] : null;
  if (value === null) return ['question-need-number'];
  return Number.isInteger(value) ? null : ['question-not-a-number', { typed: input.value.trim() }];
}

/** Where the student answers: a text field for a number, or radio buttons for choices. */
function answerField(answer, ids) {
  const choiceWords = new Map();
  if (answer === 'number') {
    const input = el('input', {
      type: 'text', inputmode: 'numeric', autocomplete: 'off', class: 'mono small-input question-input',
      id: `${ids}answer`, 'aria-describedby': `${ids}feedback`,
    });
    return { input, choiceWords, relabel: () => {}, field: el('div', { class: 'question-answer' }, l10n(el('label', { for: `${ids}answer`, class: 'visually-hidden' }), 'question-answer-label'), input) };
  }
  const field = el('fieldset', { class: 'question-answer question-choices' },
    l10n(el('legend', { class: 'visually-hidden' }), 'question-answer-label'),
    answer.choices.map(([value]) => el('label', null,
      el('input', { type: 'radio', name: `${ids}choice`, value }), el('span', { class: 'question-choice-words' }))));
  // (a choice's words: text, or a function wording it in the page's language, called again on a
  // language switch: relabel())
  const relabel = () => {
    answer.choices.forEach(([value, words], i) => {
      const text = typeof words === 'function' ? words() : words;
      choiceWords.set(String(value), text);
      setText(field.querySelectorAll('.question-choice-words')[i], ` ${text}`);
    });
  };
  relabel();
  return { input: null, field, choiceWords, relabel };
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

/** The feedback of an answer saved in an earlier visit: [class, message id or null, args]. */
function restoredFeedback(saved, echo) {
  if (saved.response === undefined) return saved.shown ? ['shown', 'question-restored-shown'] : ['', null];
  const [kind, id] = saved.correct ? ['right', 'question-restored-right'] : saved.shown ? ['shown', 'question-restored-was-shown'] : ['', 'question-restored-wrong'];
  return [kind, id, { answer: echo(saved.response) }];
}

/** A node worded by message `id` (`args`), again when the language changes. */
const said = (tag, attrs, id, args) => l10n(el(tag, attrs), id, args);

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
  const { root, prompt, form, feedback, check, input, choiceWords, relabel } = questionDom(options.answer, ids, options.prompt);
  host.append(root);

  // what answers the question: hidden until answered, shown or released
  let released = false;
  let answered = false;
  // a question on a step not shown yet claims nothing: what it hides may answer an earlier one
  let active = options.active ?? true;
  const wait = said('p', { class: 'reveal-wait screen-only', id: `${ids}wait`, hidden: true }, 'question-wait');
  root.append(wait);
  const { show: showReveals, add: addReveals } = revealTracker(root, wait, () => released || answered || !active, () => released || answered);
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
  // the verdict on screen ({kind: 'right' | 'wrong' | 'shown', value, verdict, tries}), to word
  // again after a language switch (reword)
  let shownVerdict = null;

  /** Draws a verdict of the engine into the feedback. */
  function drawVerdict(state) {
    shownVerdict = state;
    const { kind, value, verdict } = state;
    if (kind === 'right' || kind === 'shown') {
      feedback.className = `question-feedback ${kind}`;
      fill(feedback, said('strong', null, kind === 'right' ? 'question-right' : 'question-shown', { answer: verdict.answer }), ' ', withSubscripts(verdict.why || ''));
      return;
    }
    const verdictId = `question-${verdict.partly ? 'almost' : 'not-quite'}${state.tries > 1 ? '-again' : ''}`;
    const reveal = said('button', { type: 'button', class: 'btn btn-small question-reveal', id: `${ids}reveal` }, 'question-show-answer');
    reveal.addEventListener('click', () => {
      drawVerdict({ ...state, kind: 'shown' });
      answered = true;
      shownAnswer = true;
      showReveals();
      options.report?.({ shown: true });
    });
    feedback.className = `question-feedback ${verdict.partly ? 'partly' : 'wrong'}`;
    fill(feedback,
      said('strong', null, verdictId, state.tries > 1 ? { tries: state.tries } : null), ' ',
      said('span', { class: 'question-echo' }, 'question-you-answered', { answer: echo(value) }), ' ',
      verdict.clue ? withSubscripts(verdict.clue) : said('span', null, 'question-try-again'), ' ', reveal);
  }

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const value = readAnswer(input, form);
    const unread = unreadable(input, value);
    if (unread) {
      fill(feedback, said('span', null, ...unread));
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
        drawVerdict({ kind: 'right', value, verdict });
        answered = true;
        showReveals();
      } else {
        tries += 1;
        drawVerdict({ kind: 'wrong', value, verdict, tries });
      }
      options.onAnswered?.(!!verdict.correct);
    } catch (err) {
      shownVerdict = null;
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
      shownVerdict = null;
      fill(feedback);
      feedback.className = 'question-feedback';
      root.dataset.attempts = '0';
      root.dataset.correct = 'false';
      tries = 0;
      answered = false;
      shownAnswer = false;
      showReveals();
    },
    /** The same question worded again in the page's language (after a switch): its prompt, its
     *  choices and the verdict on screen (asked of the engine again, not reported); the answer,
     *  the tries and what it revealed stay. */
    async reword(nextPrompt) {
      if (nextPrompt) fill(prompt, nextPrompt);
      relabel();
      const state = shownVerdict;
      if (!state) return;
      try {
        const verdict = await options.check(state.value);
        if (shownVerdict === state) drawVerdict({ ...state, verdict });
      } catch (err) {
        if (shownVerdict === state) setText(feedback, errorText(err));
      }
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
      const [kind, id, args] = restoredFeedback(saved, echo);
      feedback.className = `question-feedback ${kind}`.trim();
      fill(feedback, id ? said('span', null, id, args) : '');
      showReveals();
    },
  };
}
