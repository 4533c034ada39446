// What every lesson walk shares (tests/e2e/lesson-*.test.mjs): open a lesson as a student,
// go to the next step, answer a question (wrongly, then rightly), play a game element to its end,
// look at the printed handout, and take the screenshots a person looks at.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { repoRoot, openPage, axeCheck, fontCheck } from './harness.mjs';

export const screens = path.join(repoRoot, '.tmp', 'screens');

/** Resolves once every fact is computed and every question worded: the lesson runtime does each
 *  in a task of its own (lessons/runtime.js), so a fact or prompt read at once after a rule change
 *  may still be the old one. */
export async function settled(page) {
  await page.waitForFunction(() => document.querySelectorAll('.fact.computing').length === 0
    && [...document.querySelectorAll('.fact')].every((n) => n.textContent.trim() !== '')
    && [...document.querySelectorAll('.question-prompt')].every((n) => n.textContent.trim() !== '…'), null, { timeout: 30000 });
}

/** Opens lessons/<slug>.html; resolves once the first step shows and the engine answered. */
export async function openLesson(browser, server, slug, options = {}) {
  const opened = await openPage(browser, `${server.url}lessons/${slug}.html`, options);
  await opened.page.waitForSelector('#lesson-progress:has-text("Step 1 of")');
  await opened.page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  await settled(opened.page);
  await fontCheck(opened.page, `the lesson ${slug} as it opens`, `lesson=${slug}`);
  return opened;
}

/** Opens lessons/<slug>.html in a language (`lang` of its link); resolves once its catalogues
 *  have worded it. */
export async function openLessonIn(browser, server, slug, code) {
  const opened = await openPage(browser, `${server.url}lessons/${slug}.html?lang=${code}`);
  await opened.page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  await opened.page.waitForFunction((c) => document.documentElement.lang === c, code);
  await settled(opened.page);
  return opened;
}

/** The messages of a lesson's script (its part lesson-<slug>-steps) in a language, worded by
 *  Fluent: say(id, args). */
export async function scriptWords(slug, code) {
  const { ftl } = await import(new URL(`../../www/js/i18n/lesson-${slug}-steps/${code}.js`, import.meta.url).href);
  const bundle = new FluentBundle(code, { useIsolating: false });
  assert.deepEqual(bundle.addResource(new FluentResource(ftl)), []);
  return (id, args) => bundle.formatPattern(bundle.getMessage(id).value, args);
}

/** A message of a catalogue part in a language, formatted by Fluent, as the reader sees its text
 *  (tags dropped, character references read, spaces collapsed). */
export async function messageText(part, code, id, args) {
  const { ftl } = await import(new URL(`../../www/js/i18n/${part}/${code}.js`, import.meta.url).href);
  const bundle = new FluentBundle(code, { useIsolating: false });
  assert.deepEqual(bundle.addResource(new FluentResource(ftl)), [], `${part}/${code}.js parses`);
  const message = bundle.getMessage(id);
  assert.ok(message?.value, `${part}/${code}.js has ${id}`);
  const html = bundle.formatPattern(message.value, args);
  return html.replace(/<[^>]*>/g, '').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}

/** The steps shown (their numbers). */
export function shownSteps(page) {
  return page.evaluate(() => [...document.querySelectorAll('.lesson-step')].filter((s) => !s.hidden).map((s) => Number(s.dataset.index)));
}

/** Presses the "Next step" button of the last step shown; returns the steps shown after. */
export async function nextStep(page) {
  const before = (await shownSteps(page)).length;
  await page.locator(`.lesson-step[data-index="${before}"] .next-step`).click();
  await page.waitForFunction((n) => document.querySelectorAll('.lesson-step:not([hidden])').length === n + 1, before);
  return shownSteps(page);
}

/** Answers question `name` ([data-question=name]) with value (a number, or a choice's value);
 *  returns {correct, text} of the feedback. */
export async function answer(page, name, value) {
  const q = page.locator(`[data-question="${name}"] .question`);
  const attempts = Number(await q.getAttribute('data-attempts'));
  if (await q.locator('input[type="radio"]').count()) await q.locator(`input[type="radio"][value="${value}"]`).check();
  else await q.locator('input.question-input').fill(String(value));
  await q.locator('.question-check').click();
  await page.waitForFunction(([n, a]) => {
    const node = document.querySelector(`[data-question="${n}"] .question`);
    return Number(node.dataset.attempts) > a && !node.querySelector('.question-check').disabled;
  }, [name, attempts]);
  return { correct: (await q.getAttribute('data-correct')) === 'true', text: await q.locator('.question-feedback').textContent() };
}

/** The right answer as the page reveals it after a wrong one ("The answer: …"). */
export async function revealed(page, name) {
  const q = page.locator(`[data-question="${name}"] .question`);
  await q.locator('.question-reveal').click();
  return q.locator('.question-feedback').textContent();
}

/**
 * Plays the game element `selector` to its end through its API: `move(state, hint)` picks the
 * player's move (default: the engine's hint). Returns the final state.
 */
export async function playToEnd(page, selector, strategy = 'hint') {
  return page.evaluate(async ([sel, how]) => {
    const game = document.querySelector(sel);
    await game.whenReady();
    // bounded by moves and by time, not by polls: on a loaded machine the engine's turns take many
    // 50 ms waits, which a count of 200 iterations once cut short (a game not over read as lost)
    const until = Date.now() + 120000;
    for (let moves = 0; moves < 200 && !game.state.over && Date.now() < until;) {
      if (game.state.toMove !== 'you' && !game.state.acting) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      const hint = await game.hint();
      if (how === 'hint') await game.play(hint.action ?? hint.take);
      else await game.play(1);
      moves++;
    }
    if (!game.state.over) throw new Error(`playToEnd: the game in ${sel} is not over (pile ${game.state.pile}, to move: ${game.state.toMove})`);
    return game.state;
  }, [selector, strategy]);
}

/** Starts a new game on the element, waiting until the player may move (or the game is over). */
export async function newGame(page, selector) {
  await page.evaluate(async (sel) => {
    const game = document.querySelector(sel);
    await game.reset();
  }, selector);
}

/** The handout as printed: only it shows, with its questions and a table to fill in. */
export async function checkPrint(page, slug) {
  // a browser fires beforeprint before it prints; emulated print media does not
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const view = await page.evaluate(() => ({
    handout: getComputedStyle(document.querySelector('.handout')).display,
    steps: [...document.querySelectorAll('.lesson-step')].map((s) => getComputedStyle(s).display),
    questions: [...document.querySelectorAll('.handout-questions li')].map((li) => li.textContent.trim()),
    cells: document.querySelectorAll('.handout-table td').length,
  }));
  assert.equal(view.handout, 'block', 'the handout prints');
  assert.ok(view.steps.every((d) => d === 'none'), 'the interactive steps do not print');
  assert.ok(view.questions.length >= 2 && view.questions.every((q) => q.length > 10), 'the questions print');
  assert.ok(view.cells > 10, 'a table to fill in');
  fs.mkdirSync(screens, { recursive: true });
  await page.pdf({ path: path.join(screens, `lesson-${slug}-handout.pdf`) });
  await page.emulateMedia({ media: 'screen' });
}

/** axe-core with every step and the teacher's notes shown, then screenshots (desktop or phone). */
export async function checkAllShown(page, slug, width) {
  await page.click('#show-all').catch(() => {});
  if ((await page.getAttribute('#teacher-toggle', 'aria-pressed')) !== 'true') await page.click('#teacher-toggle');
  await page.waitForFunction(() => document.querySelectorAll('.fact.computing').length === 0, null, { timeout: 30000 });
  await axeCheck(page, `the lesson ${slug}`);
  fs.mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: path.join(screens, `lesson-${slug}-${width}.png`), fullPage: true });
}

/**
 * The lesson's text a student can read now (or by opening a folded part): every text of
 * main.lesson, the shadow roots of its elements included, except what is hidden (the hidden
 * attribute, display: none — the teacher's notes while they are off, the handout, the steps not
 * yet shown) and the parts matching `ignore` (default: the game boards, whose piles and move
 * buttons are the student's to play with). The content of a closed <details> counts: one click
 * shows it.
 */
export async function visibleText(page, { ignore = ['nim-lab-game'] } = {}) {
  return page.evaluate((skip) => {
    const main = document.querySelector('main.lesson');
    const parts = [];
    const walk = (node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        parts.push(node.nodeValue);
        return;
      }
      if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return;
      if (node.nodeType === Node.ELEMENT_NODE) {
        if (skip.some((s) => node.matches(s))) return;
        if (node.hidden || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.tagName)) return;
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return;
        // a block's text does not run into its neighbour's ("6" then "8" is not "68")
        if (style.display !== 'inline') parts.push(' ');
        if (node.tagName === 'INPUT') parts.push(` ${node.value} `);
        if (node.shadowRoot) for (const child of node.shadowRoot.childNodes) walk(child);
      }
      for (const child of node.childNodes) walk(child);
      if (node.nodeType === Node.ELEMENT_NODE && getComputedStyle(node).display !== 'inline') parts.push(' ');
    };
    walk(main);
    return parts.join('').replace(/\s+/g, ' ');
  }, ignore);
}

/** Where `answer` (a number: as a whole number, not part of a larger one, also written with thin
 *  spaces or commas; a string: case-insensitively; a RegExp) occurs in text, or -1. */
export function answerAt(text, answer) {
  if (answer instanceof RegExp) return text.search(answer);
  if (typeof answer === 'number' || typeof answer === 'bigint') {
    const plain = String(answer);
    const forms = new Set([plain, plain.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f'), plain.replace(/\B(?=(\d{3})+(?!\d))/g, ',')]);
    const alternatives = [...forms].map((f) => f.replace(/[,\u202f]/g, '[,\\u202f ]')).join('|');
    return text.search(new RegExp(`(?<![\\d.,\\u202f])(?:${alternatives})(?![\\d]|[.,\\u202f]\\d)`));
  }
  return text.toLowerCase().indexOf(String(answer).toLowerCase());
}

/**
 * Before the student answers the question at `questionSelector` (its [data-question] host or the
 * .question inside), the page shows none of `answers` (numbers, strings or RegExps, see answerAt)
 * anywhere a student can read (visibleText). The question must be on screen and not yet answered,
 * and the teacher's notes off. Returns the text read.
 */
export async function assertAnswerHidden(page, questionSelector, answers, options = {}) {
  const q = page.locator(questionSelector).locator('xpath=descendant-or-self::*[contains(concat(" ", @class, " "), " question ")]').first();
  await q.waitFor({ state: 'visible' });
  const state = await q.evaluate((node) => ({
    feedback: node.querySelector('.question-feedback').textContent.trim(),
    teacher: document.body.classList.contains('teacher'),
  }));
  assert.equal(state.teacher, false, 'read as a student: the teacher’s notes are off');
  assert.equal(state.feedback, '', `${questionSelector} is not answered yet`);
  const text = await visibleText(page, options);
  for (const answer of answers) {
    const at = answerAt(text, answer);
    assert.equal(at, -1, `${questionSelector}: its answer ${answer} is visible before the student answers: “…${text.slice(Math.max(0, at - 80), at + 40)}…”`);
  }
  return text;
}

/**
 * The handout on paper, A4 and Letter (15 mm margins, lessons.css): no table or other part wider
 * than the printable width, no screen instructions in the questions, the glossary, and — with the
 * teacher's notes on — an answer key with one answer per question. Writes a PDF and a print
 * screenshot of each size for a person to look at.
 */
export async function checkPaper(page, slug, { teacher = false } = {}) {
  const sizes = [['A4', 210, 297], ['Letter', 215.9, 279.4]];
  const before = page.viewportSize();
  // By keyboard, and polled by a timer: after a page.pdf() headless Chromium has been seen (once, in
  // CI) to draw no frame for 30 s, and a click waits for two frames to call the button stable.
  if (teacher && (await page.getAttribute('#teacher-toggle', 'aria-pressed')) !== 'true') {
    await page.focus('#teacher-toggle');
    await page.keyboard.press('Enter');
  }
  if (teacher) {
    await page.waitForFunction(() => {
      const items = [...document.querySelectorAll('.answer-key-list li')];
      return items.length > 0 && items.length === document.querySelectorAll('.question-prompt').length;
    }, null, { timeout: 30000, polling: 100 });
  }
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  fs.mkdirSync(screens, { recursive: true });
  for (const [name, widthMm, heightMm] of sizes) {
    const px = (mm) => Math.floor(((mm - 30) * 96) / 25.4);
    await page.setViewportSize({ width: px(widthMm), height: px(heightMm) });
    const view = await page.evaluate(() => {
      const handout = document.querySelector('.handout');
      const width = document.documentElement.clientWidth;
      const wide = [...handout.querySelectorAll('*')].filter((n) => n.getClientRects().length && n.getBoundingClientRect().right > width + 0.5)
        .map((n) => `${n.tagName.toLowerCase()}.${n.className} (${Math.round(n.getBoundingClientRect().right)} px > ${width})`);
      const visible = (n) => n && getComputedStyle(n).display !== 'none';
      return {
        wide,
        scroll: document.documentElement.scrollWidth - width,
        questions: [...handout.querySelectorAll('.handout-questions li')].map((li) => li.textContent.trim()),
        glossary: [...handout.querySelectorAll('.handout-glossary dt')].map((dt) => dt.textContent.trim()),
        key: visible(handout.querySelector('.answer-key')) ? [...handout.querySelectorAll('.answer-key-list li')].map((li) => li.textContent.trim()) : null,
      };
    });
    assert.deepEqual(view.wide, [], `${slug} on ${name}: nothing is wider than the page`);
    assert.ok(view.scroll <= 0, `${slug} on ${name}: the page does not scroll sideways`);
    for (const q of view.questions) {
      assert.doesNotMatch(q, /\b(type|press|click|tap|button|scroll)\b|the engine (answers|checks)/i, `a question on paper holds no screen instruction: “${q}”`);
    }
    assert.ok(view.glossary.length >= 2, `${slug}: the handout defines its words`);
    if (teacher) {
      assert.ok(view.key && view.key.length === view.questions.length, `${slug}: the answer key prints with the teacher’s notes on`);
      for (const a of view.key) assert.ok(a.length > 0 && !/could not answer/.test(a), `an answer in the key: “${a}”`);
    } else assert.equal(view.key, null, `${slug}: no answer key on the students’ copy`);
    const suffix = `${name.toLowerCase()}${teacher ? '-teacher' : ''}`;
    await page.screenshot({ path: path.join(screens, `lesson-${slug}-print-${suffix}.png`), fullPage: true });
    await page.pdf({ path: path.join(screens, `lesson-${slug}-handout-${suffix}.pdf`), format: name });
  }
  await page.emulateMedia({ media: 'screen' });
  if (before) await page.setViewportSize(before);
}
