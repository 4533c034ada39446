// What every lesson page shares (www/lessons/*.html): steps revealed one at a time, the
// teacher's layer behind a toggle, the printable handout, and live facts — sentences about the
// mathematics computed by the engine and computed again whenever the student changes the rule,
// so the page never shows a claim that the current rule contradicts. Each family's lesson module
// (families/<family>/lesson.js) calls startLesson() and fills the page's placeholders.
//
// The page's markup: <main class="lesson"> holding <section class="lesson-step"> each with an <h2>;
// <aside class="teacher-notes"> anywhere (shown in the teacher's layer and in print);
// <section class="handout"> (print only) with <div class="fill-table" data-first data-last
// data-columns> tables to fill in and <ol class="handout-questions"> filled with the questions.

import { el, fill, setText, errorText, frameScheduler, withSubscripts, nextTask } from '../core/dom.js';
import { warmFonts } from '../core/warm-fonts.js';
import { ready } from '../core/engine.js';
import { linkPairs, shortened } from '../core/link.js';
import { createQuestion } from '../widgets/question.js';
import { createNotices } from '../widgets/notices.js';

/** Runs `setup` once the engine has loaded and the page's fonts are laid out (warmFonts, a few
 *  a task, while the engine loads, so that the lesson's first frame does not ask the system for
 *  them), then marks the page ready (body[data-ready="true"], as the playground does). */
export async function lessonReady(setup) {
  await Promise.all([ready(), warmFonts()]);
  await setup();
  document.body.dataset.ready = 'true';
}

/**
 * Starts the lesson in main. Returns {facts, fact, conjecture, question, resetQuestions,
 * revealAll}: facts.add(node, compute) shows compute()'s nodes (or a Promise of them) in node and
 * again on facts.refresh(); the others are below.
 */
export function startLesson(main) {
  const steps = [...main.querySelectorAll('.lesson-step')];
  const bar = main.querySelector('.lesson-tools');
  const progress = el('p', { class: 'lesson-progress', id: 'lesson-progress', 'aria-live': 'polite' });
  let shown = 1;

  steps.forEach((step, i) => {
    step.dataset.index = String(i + 1);
    const heading = step.querySelector('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.id = heading.id || `step-${i + 1}`;
    }
    if (i < steps.length - 1) {
      const next = el('button', { type: 'button', class: 'btn btn-primary next-step', 'data-next': i + 2 }, 'Next step →');
      next.addEventListener('click', () => reveal(i + 2, true));
      step.append(el('div', { class: 'step-nav' }, next));
    }
  });

  const teacher = el('button', { type: 'button', class: 'btn', id: 'teacher-toggle', 'aria-pressed': 'false' }, 'Teacher’s notes');
  teacher.addEventListener('click', () => {
    const on = !document.body.classList.contains('teacher');
    document.body.classList.toggle('teacher', on);
    teacher.setAttribute('aria-pressed', String(on));
    if (on) reveal(steps.length, false);
  });
  const all = el('button', { type: 'button', class: 'btn', id: 'show-all' }, 'Show every step');
  all.addEventListener('click', () => reveal(steps.length, false));
  const print = el('button', { type: 'button', class: 'btn', id: 'print-handout' }, 'Print the handout');
  print.addEventListener('click', () => window.print());
  bar?.append(progress, all, teacher, print);

  function reveal(n, focus) {
    shown = Math.max(shown, Math.min(n, steps.length));
    steps.forEach((step, i) => {
      step.hidden = i >= shown;
      const next = step.querySelector('.next-step');
      if (next) next.hidden = i + 1 < shown;
    });
    setText(progress, shown >= steps.length ? `All ${steps.length} steps shown` : `Step ${shown} of ${steps.length}`);
    all.hidden = shown >= steps.length;
    if (focus) steps[shown - 1].querySelector('h2')?.focus();
  }
  reveal(1, false);
  fillHandout(main);
  linkNotice(main);

  const facts = liveFacts();
  const questions = [];
  return {
    facts,
    revealAll: () => reveal(steps.length, false),
    /** Fills every [data-fact=name] with compute()'s text or nodes, again on facts.refresh(). */
    fact(name, compute) {
      for (const node of main.querySelectorAll(`[data-fact="${name}"]`)) facts.add(node, compute);
    },
    /** A conjecture students make ([data-conjecture=name] in the teacher's notes), judged live:
     *  judge() → {holds, why}; the node is marked true or false by the computation only. */
    conjecture(name, judge) {
      for (const node of main.querySelectorAll(`[data-conjecture="${name}"]`)) {
        const evidence = el('span', { class: 'conjecture-evidence' });
        node.append(' ', evidence);
        facts.add(evidence, async () => {
          const { holds, why } = await judge();
          node.classList.toggle('conjecture-true', holds);
          node.classList.toggle('conjecture-false', !holds);
          return ['(', withSubscripts(why), ')'];
        });
      }
    },
    /** A predict-then-check question in [data-question=name] (widgets/question.js); its prompt
     *  (text, or a function worded for the rule now). Returns the question, or null. */
    question(name, options) {
      const host = main.querySelector(`[data-question="${name}"]`);
      if (!host) return null;
      const prompt = typeof options.prompt === 'function' ? options.prompt : () => options.prompt;
      // worded in a task of its own, like a fact: a prompt may ask the engine for a lot
      const q = createQuestion(host, { ids: `q-${name}-`, ...options, prompt: '…' });
      questions.push({ q, prompt });
      nextTask().then(() => q.reset(wordedPrompt(prompt)));
      return q;
    },
    /** Every question worded again for a new rule, its answer cleared. */
    resetQuestions() {
      for (const { q, prompt } of questions) q.reset(wordedPrompt(prompt));
    },
  };
}

/** A question's prompt as worded for the rule now, or what went wrong. */
function wordedPrompt(prompt) {
  try {
    return prompt();
  } catch (err) {
    return errorText(err);
  }
}

/** A lesson starts as written: a query in its link (a teacher trying ?f=3x) is named, not used. */
function linkNotice(main) {
  const pairs = linkPairs();
  if (!pairs.length) return;
  const box = el('div', { class: 'lesson-notices', id: 'lesson-notices' });
  main.prepend(box);
  const notices = createNotices(box, { onDismiss: () => notices.render([]) });
  const lines = pairs.map(([key, value]) => {
    const given = value === '' ? '' : ` = ${shortened(value)}`;
    return { key, text: key === '' ? `an empty key${given}` : `${shortened(key)}${given}` };
  });
  notices.render([{ id: 1, title: 'A lesson reads nothing from its link (the playground does); not used:', lines }]);
}

/** Facts computed by the engine: facts.add(node, compute); facts.refresh() after a rule change. */
export function liveFacts() {
  const list = [];
  async function show(item) {
    const token = ++item.token;
    item.node.classList.add('computing');
    // each fact in a task of its own: a lesson's dozens of facts are one long task otherwise
    await nextTask();
    if (token !== item.token) return;
    try {
      const nodes = await item.compute();
      if (token !== item.token) return;
      fill(item.node, nodes);
    } catch (err) {
      if (token !== item.token) return;
      fill(item.node, el('span', { class: 'fact-error' }, errorText(err)));
    }
    item.node.classList.remove('computing');
  }
  return {
    add(node, compute) {
      const item = { node, compute, token: 0 };
      node.classList.add('fact');
      list.push(item);
      return show(item);
    },
    refresh() {
      return Promise.all(list.map(show));
    },
  };
}

/** The handout: the tables to fill in, and the page's questions in order. */
function fillHandout(main) {
  const handout = main.querySelector('.handout');
  if (!handout) return;
  for (const box of handout.querySelectorAll('.fill-table')) {
    const first = Number(box.dataset.first);
    const last = Number(box.dataset.last);
    const columns = box.dataset.columns.split('|');
    const rows = [];
    for (let n = first; n <= last; n++) rows.push(el('tr', null, el('th', { scope: 'row' }, String(n)), columns.slice(1).map(() => el('td'))));
    fill(box, el('table', { class: 'handout-table' },
      el('thead', null, el('tr', null, columns.map((c) => el('th', { scope: 'col' }, c)))),
      el('tbody', null, rows)));
  }
  const list = handout.querySelector('.handout-questions');
  if (!list) return;
  // the questions as they read now: lessons make them after the engine loads, and reword them
  // when the rule changes, so the list follows the page (and is filled again before printing)
  let drawn = null;
  const fillQuestions = () => {
    const prompts = [...main.querySelectorAll('.question-prompt')].map((p) => p.textContent);
    const key = prompts.join('\n');
    if (key === drawn) return;
    drawn = key;
    fill(list, prompts.map((text) => el('li', null, text, el('span', { class: 'answer-line' }))));
  };
  fillQuestions();
  new MutationObserver(frameScheduler(fillQuestions)).observe(main, { childList: true, subtree: true, characterData: true });
  window.addEventListener('beforeprint', fillQuestions);
}
