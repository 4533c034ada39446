// What every lesson walk shares (tests/e2e/lesson-*.test.mjs): open a lesson as a student,
// go to the next step, answer a question (wrongly, then rightly), play a game element to its end,
// look at the printed handout, and take the screenshots a person looks at.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
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
  await fontCheck(opened.page, `the lesson ${slug} as it opens`);
  return opened;
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
    for (let i = 0; i < 200 && !game.state.over; i++) {
      if (game.state.toMove !== 'you' && !game.state.acting) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      const hint = await game.hint();
      if (how === 'hint') await game.play(hint.action ?? hint.take);
      else await game.play(1);
    }
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
