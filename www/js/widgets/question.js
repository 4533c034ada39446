// A predict-then-check question of a lesson: the student answers (a number, a choice such as P or
// N, a move), the engine checks the answer and says why; a wrong answer can be tried again. The
// question holds no mathematics: check(answer) asks the engine and returns the verdict.

import { el, fill, setText, errorText, withSubscripts, typedInt } from '../core/dom.js';

/**
 * host: where to build. options:
 *   ids        prefix of the ids inside
 *   prompt     nodes or text: the question
 *   answer     'number' (a whole number typed) or {choices: [[value, words], …]} (one picked)
 *   check(answer) → Promise of {correct, answer (the right one, in words), why (the engine's
 *              reason), clue (optional: what to look at, without the answer)}, from the engine
 *   onAnswered(correct) (optional)
 * Returns {root, reset(), refresh()}: reset() clears the answer (after the rule changed);
 * root carries data-attempts and data-correct for scripts.
 */
export function createQuestion(host, options) {
  const ids = options.ids || '';
  const feedback = el('div', { class: 'question-feedback', id: `${ids}feedback`, 'aria-live': 'polite' });
  const check = el('button', { type: 'submit', class: 'btn btn-primary question-check', id: `${ids}check` }, 'Check');
  let input = null;
  let field;
  if (options.answer === 'number') {
    input = el('input', {
      type: 'text', inputmode: 'numeric', autocomplete: 'off', class: 'mono small-input question-input',
      id: `${ids}answer`, 'aria-describedby': `${ids}feedback`,
    });
    field = el('div', { class: 'question-answer' }, el('label', { for: `${ids}answer`, class: 'visually-hidden' }, 'Your answer'), input);
  } else {
    field = el('fieldset', { class: 'question-answer question-choices' },
      el('legend', { class: 'visually-hidden' }, 'Your answer'),
      options.answer.choices.map(([value, words]) => el('label', null,
        el('input', { type: 'radio', name: `${ids}choice`, value }), ` ${words}`)));
  }
  const prompt = el('p', { class: 'question-prompt', id: `${ids}prompt` });
  const form = el('form', { class: 'question-form', 'aria-labelledby': `${ids}prompt` }, field, check);
  const root = el('div', { class: 'question', id: `${ids}question`, 'data-attempts': '0', 'data-correct': 'false' },
    el('span', { class: 'question-mark', 'aria-hidden': 'true' }, '?'), prompt, form, feedback);
  host.append(root);
  fill(prompt, options.prompt);

  function answer() {
    if (input) return input.value.trim() === '' ? null : typedInt(input.value);
    const picked = form.querySelector('input[type="radio"]:checked');
    return picked ? picked.value : null;
  }

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const value = answer();
    if (value === null || (input && !Number.isInteger(value))) {
      setText(feedback, input ? 'Type a whole number first.' : 'Choose an answer first.');
      feedback.className = 'question-feedback';
      return;
    }
    root.dataset.attempts = String(Number(root.dataset.attempts) + 1);
    check.disabled = true;
    try {
      const verdict = await options.check(value);
      root.dataset.correct = String(!!verdict.correct);
      feedback.className = `question-feedback ${verdict.correct ? 'right' : 'wrong'}`;
      if (verdict.correct) {
        fill(feedback, el('strong', null, `Right: ${verdict.answer}. `), withSubscripts(verdict.why || ''));
      } else {
        const reveal = el('button', { type: 'button', class: 'btn btn-small question-reveal', id: `${ids}reveal` }, 'Show the answer');
        reveal.addEventListener('click', () => fill(feedback,
          el('strong', null, `The answer: ${verdict.answer}. `), withSubscripts(verdict.why || '')));
        fill(feedback, el('strong', null, 'Not quite. '), withSubscripts(verdict.clue || 'Try again.'), ' ', reveal);
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
    /** A new question text (the rule changed): the answer and verdict are cleared. */
    reset(nextPrompt) {
      if (nextPrompt) fill(prompt, nextPrompt);
      if (input) input.value = '';
      for (const radio of form.querySelectorAll('input[type="radio"]')) radio.checked = false;
      fill(feedback);
      feedback.className = 'question-feedback';
      root.dataset.attempts = '0';
      root.dataset.correct = 'false';
    },
  };
}
