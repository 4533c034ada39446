// What every lesson page shares (www/lessons/*.html): steps revealed one at a time, the
// teacher's layer behind a toggle, the printable handout, and live facts — sentences about the
// mathematics computed by the engine and computed again whenever the student changes the rule,
// so the page never shows a claim that the current rule contradicts. Each family's lesson module
// (families/<family>/lessons/<page>.js, through lessons/page.js) calls startLesson() and its step
// modules fill the page's placeholders.
//
// The page's markup: <main class="lesson"> holding <section class="lesson-step"> each with an <h2>;
// <aside class="teacher-notes"> anywhere (shown in the teacher's layer and in print);
// <section class="handout"> (print only) with <div class="fill-table" data-first data-last
// data-columns> tables to fill in and <ol class="handout-questions"> filled with the questions.
// Also (the API for lesson authors is in notes/lesson-api.md and README's "Lessons"):
//   main[data-terms="P-position|mex|…"]  the glossary terms the lesson uses (lessons/glossary.js):
//     printed in the handout, shown on screen in every [data-glossary] placeholder;
//   .screen-only  words for the screen (how to type an answer, which button to press): hidden in
//     print and never copied into the handout's questions;
//   [data-reveal-by="name …"]  what answers question `name` (or each of several): hidden until
//     that question is answered right, its answer shown, or a later step shown;
//   the answer key: each question's answer from the engine (its check/solution), printed at the
//     end of the handout when the teacher's notes are on.

import { el, fill, errorText, withSubscripts, nextTask } from '../core/dom.js';
import { warmFonts } from '../core/warm-fonts.js';
import { ready } from '../core/engine.js';
import { linkPairs, shortened } from '../core/link.js';
import { createQuestion } from '../widgets/question.js';
import { createNotices } from '../widgets/notices.js';
import { glossaryEntries } from './glossary.js';
import { cmi5Keys } from '../lms/connect.js';
import { l10n, onLanguageChange, t } from '../core/i18n.js';
import { languageMenu, languageNotice, startLanguage } from './language.js';
import '../i18n/lessons/index.js';
// (a lesson words the engine's errors of its facts and fields at once)
import '../i18n/errors/index.js';

// resolved once the lesson's setup has run (its questions are made): what a gradebook restores
// (lms/connect.js) waits for it
let setUp;
const setupDone = new Promise((resolve) => { setUp = resolve; });

/** Runs `setup` once the engine has loaded and the page's fonts are laid out (warmFonts, the
 *  lesson's own (core/fonts.js fontPages, by the page's file name), a few a task, while the engine loads, so that the lesson's first frame does not ask the system for
 *  them), then marks the page ready (body[data-ready="true"], as the playground does). A lesson's
 *  setup is async and builds its steps a task each (`await nextTask()` between them): built in one
 *  go, a lesson's steps made one task of up to half a second on a phone-speed CPU (Lighthouse's
 *  Total Blocking Time counts every millisecond of a task past 50). */
export async function lessonReady(setup) {
  const page = location.pathname.split('/').pop().replace(/\.html$/, '');
  await Promise.all([ready(), warmFonts(`lesson=${page}`)]);
  await setup();
  setUp();
  document.body.dataset.ready = 'true';
}

/**
 * Starts the lesson in main. Returns {facts, fact, conjecture, question, resetQuestions,
 * revealAll, answerKey}: facts.add(node, compute) shows compute()'s nodes (or a Promise of them)
 * in node and again on facts.refresh(); the others are below.
 */
export function startLesson(main) {
  const steps = [...main.querySelectorAll('.lesson-step')];
  const questions = [];
  // what answers each question, by name, for questions made later (fact(…, {revealBy}))
  const pendingReveals = new Map();
  const keyList = el('ol', { class: 'answer-key-list' });
  const bar = main.querySelector('.lesson-tools');
  const progress = el('p', { class: 'lesson-progress', id: 'lesson-progress', 'aria-live': 'polite' });
  let shown = 1;
  const waiters = stepWaiters(steps);
  const reports = reporter();
  const { emit } = reports;

  stepButtons(steps, (n) => reveal(n, true));

  const teacher = l10n(el('button', { type: 'button', class: 'btn', id: 'teacher-toggle', 'aria-pressed': 'false' }), 'lesson-teacher-notes');
  teacher.addEventListener('click', () => {
    const on = !document.body.classList.contains('teacher');
    document.body.classList.toggle('teacher', on);
    teacher.setAttribute('aria-pressed', String(on));
    if (on) {
      reveal(steps.length, false);
      for (const { q } of questions) q.release();
      fillKey();
    }
  });
  const all = l10n(el('button', { type: 'button', class: 'btn', id: 'show-all' }), 'lesson-show-all');
  all.addEventListener('click', () => reveal(steps.length, false));
  const print = l10n(el('button', { type: 'button', class: 'btn', id: 'print-handout' }), 'lesson-print');
  print.addEventListener('click', async () => {
    if (document.body.classList.contains('teacher')) await fillKey();
    window.print();
  });
  bar?.append(progress, all, teacher, print);
  languageMenu();
  // (the link's language: loaded while the engine loads)
  startLanguage();

  function reveal(n, focus) {
    const before = shown;
    shown = Math.max(shown, Math.min(n, steps.length));
    steps.forEach((step, i) => {
      step.hidden = i >= shown;
      const next = step.querySelector('.next-step');
      if (next) next.hidden = i + 1 < shown;
    });
    if (shown >= steps.length) l10n(progress, 'lesson-progress-all', { steps: steps.length });
    else l10n(progress, 'lesson-progress', { shown, steps: steps.length });
    all.hidden = shown >= steps.length;
    // a question's step is behind the student: what answers it may show
    for (const { q, step } of questions) {
      q.setActive(step < shown);
      if (step >= 0 && step < shown - 1) q.release();
    }
    if (focus) steps[shown - 1].querySelector('h2')?.focus();
    if (shown !== before) emit('step', { shown, steps: steps.length });
    waiters.release(shown);
  }
  reveal(1, false);
  // the steps not reached are hidden: lessons.css stops laying out off-screen steps lazily
  main.classList.add('lesson-started');
  challengeReports(main, emit);
  // (the handout is for paper, hidden on screen: built a task later, off the page's first task)
  nextTask().then(() => fillHandout(main));
  fillGlossaries(main);
  linkNotice(main);

  const fillKey = answerKeyFiller(questions, keyList);
  const handout = main.querySelector('.handout');
  if (handout) {
    handout.append(l10n(el('section', { class: 'answer-key' }, l10n(el('h2'), 'lesson-answer-key-title'), keyList), 'lesson-answer-key'));
  }

  const facts = liveFacts();
  const teacherOn = () => document.body.classList.contains('teacher');
  // a language switch words again what the lesson's script wrote: each question (its answer and
  // verdict kept), each live fact, the answer key
  onLanguageChange(() => {
    for (const { q, prompt } of questions) q.reword(wordedPrompt(prompt));
    facts.refresh();
    if (teacherOn()) fillKey();
  });
  return {
    facts,
    revealAll: () => reveal(steps.length, false),
    /** Resolves when the step that holds `node` is shown (stepWaiters). */
    whenShown: (node) => waiters.whenShown(node, shown),
    /** Listens to what the student does (see reporter()); returns a function that stops it. */
    onProgress: reports.listen,
    /** Resolves once the lesson's setup has run (lessonReady): every question is made. */
    whenSetUp: () => setupDone,
    /** Where the student is: {step (the last shown), steps, questions: [{name, type}]}. */
    where: () => ({ step: shown, steps: steps.length, questions: questions.map(({ name, options }) => ({ name, type: options.answer === 'number' ? 'numeric' : 'choice' })) }),
    /** An earlier visit as saved ({step, answers: {name: {response, correct, shown}}}): the steps
     *  up to `step` shown (its heading focused, unless the student is there already) and each
     *  answer shown again; nothing is reported. */
    restore: ({ step, answers = {} }) => reports.silently(() => {
      for (const { name, q } of questions) if (answers[name]) q.restore(answers[name]);
      reveal(Number(step) || 1, Number(step) > shown);
    }),
    /** Resolves once the answer key holds the engine's answers for the rule now. */
    answerKey: fillKey,
    /** Fills every [data-fact=name] with compute()'s text or nodes, again on facts.refresh().
     *  options.revealBy: the name of the question these facts answer (hidden until it is). */
    fact(name, compute, options = {}) {
      const nodes = [...main.querySelectorAll(`[data-fact="${name}"]`)];
      for (const node of nodes) facts.add(node, compute);
      if (options.revealBy) revealBy(options.revealBy, nodes);
    },
    /** Hides `nodes` until question `name` is answered (it may be made before or after). */
    revealBy,
    /** A conjecture students make ([data-conjecture=name] in the teacher's notes), judged live:
     *  judge() → {holds, why}; the node is marked true or false by the computation only. */
    conjecture: (name, judge) => liveConjecture(main, facts, name, judge),
    /** A predict-then-check question in [data-question=name] (widgets/question.js); its prompt
     *  (text, or a function worded for the rule now). Returns the question, or null. */
    question(name, options) {
      const host = main.querySelector(`[data-question="${name}"]`);
      if (!host) return null;
      const prompt = typeof options.prompt === 'function' ? options.prompt : () => options.prompt;
      const given = typeof options.reveals === 'string' ? main.querySelectorAll(options.reveals) : options.reveals;
      const reveals = [...(given || []), ...main.querySelectorAll(`[data-reveal-by~="${name}"]`), ...(pendingReveals.get(name) || [])];
      // worded in a task of its own, like a fact: a prompt may ask the engine for a lot
      const step = steps.findIndex((s) => s.contains(host));
      // (with the question as worded now, as on paper: a gradebook shows it next to the answer)
      const report = (detail) => emit('answer', { name, prompt: paperText(host.querySelector('.question-prompt')), ...detail });
      const q = createQuestion(host, { ids: `q-${name}-`, ...options, reveals, report, prompt: '…', active: step < shown });
      questions.push({ name, q, prompt, options, step });
      if (teacherOn() || (step >= 0 && step < shown - 1)) q.release();
      nextTask().then(() => q.reset(wordedPrompt(prompt)));
      return q;
    },
    /** Every question worded again for a new rule, its answer cleared (and what answers it hidden
     *  again, unless the lesson has moved past it); the answer key follows. */
    resetQuestions() {
      for (const { q, prompt } of questions) q.reset(wordedPrompt(prompt));
      if (teacherOn()) fillKey();
    },
  };

  function revealBy(name, nodes) {
    const list = [...nodes];
    const made = questions.find((x) => x.name === name);
    if (made) made.q.addReveals(list);
    else pendingReveals.set(name, [...(pendingReveals.get(name) || []), ...list]);
  }
}

/** A conjecture students make ([data-conjecture=name] in the teacher's notes), judged live by
 *  judge() → {holds, why} among the lesson's facts: marked true or false by the computation only. */
function liveConjecture(main, facts, name, judge) {
  for (const node of main.querySelectorAll(`[data-conjecture="${name}"]`)) {
    const evidence = el('span', { class: 'conjecture-evidence' });
    // (the conjecture's words keep their message in a span of their own: a language switch
    // words them again and leaves the evidence)
    if (node.dataset.l10nId) {
      const words = el('span', { 'data-l10n-id': node.dataset.l10nId }, ...node.childNodes);
      delete node.dataset.l10nId;
      node.append(words);
    }
    node.append(' ', evidence);
    facts.add(evidence, async () => {
      const { holds, why } = await judge();
      node.classList.toggle('conjecture-true', holds);
      node.classList.toggle('conjecture-false', !holds);
      // (the stylesheet shows it before the conjecture: .conjecture-true::before)
      node.dataset.verdict = t(holds ? 'lesson-conjecture-true' : 'lesson-conjecture-false');
      return ['(', withSubscripts(why), ')'];
    });
  }
}

/** Promises that a lesson's step is shown: whenShown(node, shown) resolves once the step holding
 *  `node` is (at once if it is, or if no step holds it), when release(shown) says so. A widget of
 *  a later step builds its thousands of nodes then, not while the page loads (the single-delete
 *  lesson's lists of groups were 3,200 of its 4,200 elements). */
function stepWaiters(steps) {
  let waiting = []; // [step index, resolve]
  return {
    whenShown(node, shown) {
      const i = steps.findIndex((step) => step.contains(node));
      return i < shown ? Promise.resolve() : new Promise((resolve) => waiting.push([i, resolve]));
    },
    release(shown) {
      const due = waiting.filter(([i]) => i < shown);
      waiting = waiting.filter(([i]) => i >= shown);
      for (const [, resolve] of due) resolve();
    },
  };
}

/** What the student does, for whoever listens (a gradebook: lms/connect.js; the runtime itself
 *  knows no learning platform): emit(type, detail) with 'step' {shown, steps}, 'answer' {name, prompt,
 *  response, type, correct, firstTry} or {name, prompt, shown: true}, 'challenge' {winner, hinted};
 *  listen(listener) → stop(); silently(f) runs f with nothing reported (a visit restored). */
function reporter() {
  const listeners = new Set();
  let quiet = false;
  return {
    emit(type, detail) {
      if (!quiet) for (const listener of listeners) listener(type, detail);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    silently(f) {
      quiet = true;
      try {
        f();
      } finally {
        quiet = false;
      }
    },
  };
}

/** Each step's number and focusable heading, and its "Next step" button (but the last's). */
function stepButtons(steps, showStep) {
  steps.forEach((step, i) => {
    step.dataset.index = String(i + 1);
    const heading = step.querySelector('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.id = heading.id || `step-${i + 1}`;
    }
    if (i < steps.length - 1) {
      const next = l10n(el('button', { type: 'button', class: 'btn btn-primary next-step', 'data-next': i + 2 }), 'lesson-next-step');
      next.addEventListener('click', () => showStep(i + 2));
      step.append(el('div', { class: 'step-nav' }, next));
    }
  });
}

/** The answer key: each question's answer as the engine gives it for the rule now (the last
 *  call's answers win). */
function answerKeyFiller(questions, keyList) {
  let keyToken = 0;
  return async function fillKey() {
    const token = ++keyToken;
    const items = await Promise.all(questions.map(async ({ options }) => {
      try {
        if (options.solution) return await options.solution();
        const probe = options.answer === 'number' ? 0 : options.answer.choices[0][0];
        return (await options.check(probe)).answer;
      } catch (err) {
        return l10n(el('span'), 'lesson-key-error', { error: errorText(err) });
      }
    }));
    if (token === keyToken) fill(keyList, items.map((text) => el('li', null, typeof text === 'string' ? withSubscripts(text) : text)));
  };
}

/**
 * A finished challenge (a game in .challenge) reports its winner when the engine made every move
 * of it at the level "perfect" (read at each of its moves: a level chosen under the board counts
 * from the next move) and whether the student asked for a hint (the game's Hint button or its H
 * key, seen as they leave the game's shadow root). Both are judged since the last finished game:
 * a game abandoned for a new one passes its marks on, never counting more than was played.
 */
function challengeReports(main, emit) {
  const marks = new WeakMap(); // the challenge's game → {perfect, hinted} of the game played now
  const gameOf = (e) => (e.target.localName === 'nim-lab-game' && e.target.closest('.challenge') ? e.target : null);
  const marksOf = (game) => {
    if (!marks.has(game)) marks.set(game, { perfect: true, hinted: false });
    return marks.get(game);
  };
  main.addEventListener('nimlab-move', (e) => {
    const game = gameOf(e);
    if (game && e.detail?.who === 'engine' && game.state.level !== 'perfect') marksOf(game).perfect = false;
  });
  const hinted = (e) => {
    const game = gameOf(e);
    if (!game) return;
    const hint = e.type === 'click'
      ? e.composedPath().some((n) => n.id?.endsWith?.('hint-button'))
      : e.defaultPrevented && e.key.toLowerCase() === 'h';
    if (hint) marksOf(game).hinted = true;
  };
  main.addEventListener('click', hinted);
  main.addEventListener('keydown', hinted);
  main.addEventListener('nimlab-gameover', (e) => {
    const game = gameOf(e);
    if (!game) return;
    const { perfect, hinted: usedHints } = marksOf(game);
    marks.delete(game);
    if (perfect && game.state.level === 'perfect') emit('challenge', { winner: e.detail.winner, hinted: usedHints });
  });
}

/** Every [data-glossary] placeholder: the lesson's terms (main[data-terms]), or its own list. */
function fillGlossaries(main) {
  const all = (main.dataset.terms || '').split('|').map((t) => t.trim()).filter(Boolean);
  const list = (terms) => el('dl', { class: 'glossary-list' },
    glossaryEntries(terms).map(([term, words]) => [l10n(el('dt'), term), l10n(el('dd'), words)]));
  for (const box of main.querySelectorAll('[data-glossary]')) {
    const own = box.dataset.glossary.split('|').map((t) => t.trim()).filter(Boolean);
    const terms = own.length ? own : all;
    if (!terms.length) continue;
    fill(box, el('details', { class: 'glossary' }, l10n(el('summary'), 'lesson-glossary-summary'), list(terms)));
  }
  const handout = main.querySelector('.handout');
  if (handout && all.length) {
    const section = l10n(el('section', { class: 'handout-glossary' }, l10n(el('h2'), 'lesson-handout-glossary-title'), list(all)), 'lesson-handout-glossary');
    // where the lesson puts it, else after the rules (the handout's first paragraph)
    const here = handout.querySelector('.handout-glossary-here');
    const rules = handout.querySelector(':scope > p');
    if (here) here.replaceWith(section);
    else if (rules) rules.after(section);
    else handout.append(section);
  }
}

/** A question's prompt as worded for the rule now, or what went wrong. */
function wordedPrompt(prompt) {
  try {
    return prompt();
  } catch (err) {
    return errorText(err);
  }
}

/** A lesson starts as written: a query in its link (a teacher trying ?f=3x) is named, not used
 *  (a cmi5 platform's launch keys are read by lms/connect.js, not named). */
function linkNotice(main) {
  // (the language is read from the link: lessons/language.js; a value it cannot use is named)
  const pairs = linkPairs().filter(([key]) => !cmi5Keys.includes(key) && key !== 'lang');
  const language = languageNotice();
  if (!pairs.length && !language) return;
  const box = el('div', { class: 'lesson-notices', id: 'lesson-notices' });
  main.prepend(box);
  const notices = createNotices(box, { onDismiss: () => notices.render([]) });
  const lines = pairs.map(([key, value]) => {
    const given = value === '' ? '' : ` = ${shortened(value)}`;
    return key === '' ? { key, l10n: 'lesson-link-empty-key', args: { given } } : { key, text: `${shortened(key)}${given}` };
  });
  const list = [];
  if (lines.length) list.push({ id: 1, title: { l10n: 'lesson-link-unused' }, lines });
  if (language) list.push({ id: 2, title: language, lines: [] });
  notices.render(list);
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
  fillTables(handout);
  // (a table's column heads are its data-columns, which a language switch words again)
  onLanguageChange(() => fillTables(handout));
  const list = handout.querySelector('.handout-questions');
  if (!list) return;
  // the questions as they read when the page is printed: lessons make them after the engine
  // loads, and reword them when the rule changes (a browser fires beforeprint before it prints;
  // print media is the fallback; no watch of the page's every change, which cost each frame of
  // the lesson's first second a copy of every question)
  let drawn = null;
  const fillQuestions = () => {
    const prompts = [...main.querySelectorAll('.question-prompt')].map(paperText);
    const key = prompts.join('\n');
    if (key === drawn) return;
    drawn = key;
    fill(list, prompts.map((text) => el('li', null, text, el('span', { class: 'answer-line' }))));
  };
  fillQuestions();
  window.addEventListener('beforeprint', fillQuestions);
  window.matchMedia('print').addEventListener('change', (e) => { if (e.matches) fillQuestions(); });
}

/** The handout's tables to fill in: a row a pile, the heads from data-columns. */
function fillTables(handout) {
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
}

/** A node's text as it goes on paper: without its .screen-only parts. */
function paperText(node) {
  const copy = node.cloneNode(true);
  for (const part of copy.querySelectorAll('.screen-only')) part.remove();
  return copy.textContent.replace(/\s+/g, ' ').trim();
}
