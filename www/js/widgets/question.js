// A predict-then-check question of a lesson: the student answers (a number, a choice such as P or
// N, a move), the engine checks the answer and says why; a wrong answer can be tried again. The
// question holds no mathematics: check(answer) asks the engine and returns the verdict.
//
// Nothing that answers the question shows before the student has answered it: the nodes given as
// `reveals` (a table, a list of the engine's answers, a fact) stay hidden until the question is
// answered right, "Show the answer" is pressed, or the lesson moves past the question's step
// (release(), called by the lesson runtime).

import { el, fill, setText, errorText, withSubscripts, typedInt } from '../core/dom.js';

/** node → the questions that hide it: a node that answers two questions shows once both are open. */
const owners = new WeakMap();

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
 * Returns {root, reset(), release(), addReveals(nodes), revealed}: reset() clears the answer (after
 * the rule changed) and hides the reveals again unless released; root carries data-attempts,
 * data-correct and data-revealed for scripts.
 */
export function createQuestion(host, options) {
  const ids = options.ids || '';
  const feedback = el('div', { class: 'question-feedback', id: `${ids}feedback`, 'aria-live': 'polite' });
  const check = el('button', { type: 'submit', class: 'btn btn-primary question-check', id: `${ids}check` }, 'Check');
  let input = null;
  let field;
  const choiceWords = new Map();
  if (options.answer === 'number') {
    input = el('input', {
      type: 'text', inputmode: 'numeric', autocomplete: 'off', class: 'mono small-input question-input',
      id: `${ids}answer`, 'aria-describedby': `${ids}feedback`,
    });
    field = el('div', { class: 'question-answer' }, el('label', { for: `${ids}answer`, class: 'visually-hidden' }, 'Your answer'), input);
  } else {
    for (const [value, words] of options.answer.choices) choiceWords.set(String(value), words);
    field = el('fieldset', { class: 'question-answer question-choices' },
      el('legend', { class: 'visually-hidden' }, 'Your answer'),
      options.answer.choices.map(([value, words]) => el('label', null,
        el('input', { type: 'radio', name: `${ids}choice`, value }), ` ${words}`)));
  }
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
    'The engine’s own answer shows on the page once you have checked yours (or pressed “Show the answer”).');
  root.append(wait);
  const isOpen = () => released || answered || !active;
  function showReveals() {
    const open = isOpen();
    root.dataset.revealed = String(released || answered);
    for (const node of reveals) node.hidden = ![...owners.get(node)].every((opened) => opened());
    wait.hidden = open || reveals.size === 0 || ![...reveals].some((node) => node.hidden);
  }
  function addReveals(nodes) {
    const list = [...(nodes || [])].filter(Boolean);
    for (const node of list) {
      if (reveals.has(node)) continue;
      reveals.add(node);
      if (!owners.has(node)) owners.set(node, new Set());
      owners.get(node).add(isOpen);
      node.classList.add('question-reveals');
    }
    showReveals();
  }
  addReveals(options.reveals);

  function answer() {
    if (input) return input.value.trim() === '' ? null : typedInt(input.value);
    const picked = form.querySelector('input[type="radio"]:checked');
    return picked ? picked.value : null;
  }

  /** The student's answer in words, to echo in the feedback ("You answered 33."). */
  function echo(value) {
    return input ? String(value) : (choiceWords.get(String(value)) || String(value));
  }

  // tries of this wording: every Check of a wrong answer changes the feedback visibly
  let tries = 0;
  const ordinal = (n) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] || 'th'}`;

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const value = answer();
    if (value === null || (input && !Number.isInteger(value))) {
      setText(feedback, input ? `Type a whole number first${value === null ? '' : ` (“${input.value.trim()}” is not one)`}.` : 'Choose an answer first.');
      feedback.className = 'question-feedback';
      return;
    }
    root.dataset.attempts = String(Number(root.dataset.attempts) + 1);
    check.disabled = true;
    try {
      const verdict = await options.check(value);
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
          showReveals();
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
      if (input) input.value = '';
      for (const radio of form.querySelectorAll('input[type="radio"]')) radio.checked = false;
      fill(feedback);
      feedback.className = 'question-feedback';
      root.dataset.attempts = '0';
      root.dataset.correct = 'false';
      tries = 0;
      answered = false;
      showReveals();
    },
  };
}
