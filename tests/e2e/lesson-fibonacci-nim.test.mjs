// The lesson "Fibonacci Nim and the move-function game", walked as a student: the steps appear one
// at a time; predictions answered wrongly, then rightly, each checked by the engine; a game won
// against the engine at "beginner" from a losing start, one lost at "perfect" from a P-position;
// the rule changed (the facts, the table and the game follow it); the printed handout; axe-core with
// every step and the teacher's notes; screenshots on a desktop and a phone.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { sharedBrowser, openPage, axeCheck, repoRoot } from './harness.mjs';
import { openLesson, settled, shownSteps, nextStep, answer, revealed, playToEnd, checkPrint, checkAllShown, assertAnswerHidden, visibleText, checkPaper, screens, openLessonIn, scriptWords } from './lesson-harness.mjs';

const shared = sharedBrowser();
const slug = 'fibonacci-nim';

test('the Fibonacci Nim lesson, step by step, as a student', async () => {
  const { page, context, errors } = await openLesson(shared.browser, shared.server, slug);
  assert.deepEqual(await shownSteps(page), [1], 'one step at a time');

  // step 1: against the beginner, from 21 (a losing start: a perfect engine would win), play new
  // games until the engine's mistakes let the student through
  const game = '#game-play';
  await page.evaluate((sel) => { const g = document.querySelector(sel); g.setAttribute('pile', '21'); g.setAttribute('max', '20'); }, game);
  await page.waitForFunction((sel) => document.querySelector(sel).state.pile === 21, game);
  await settled(page);
  assert.equal(await page.evaluate((sel) => document.querySelector(sel).state.level, game), 'beginner');
  let won = false;
  for (let round = 0; round < 12 && !won; round++) {
    if (round) await page.evaluate((sel) => document.querySelector(sel).reset(), game);
    const end = await playToEnd(page, game);
    won = end.winner === 'you';
  }
  assert.ok(won, 'a student following the hints beats the beginner from a losing start');

  // step 2: nothing on the page answers its questions before they are answered
  assert.deepEqual(await nextStep(page), [1, 2]);
  await assertAnswerHidden(page, '[data-question="lose-8"]', [/loses? from 8/i, /\b5, 8\b/]);
  await assertAnswerHidden(page, '[data-question="lose-range"]', [21, 34]);
  // the helper can fail: the same list, shown, is found
  assert.match(await page.textContent('[data-fact="losing-starts"]'), /^N = 1, 2, 3, 5, 8, 13, 21, 34, 55 and 89/);
  assert.equal(await page.isVisible('[data-fact="losing-starts"]'), false, 'the engine’s list waits for the answers');
  // one waiting line for the list the two questions share, under the second
  assert.deepEqual(await page.$$eval('.reveal-wait', (list) => list.filter((n) => !n.hidden).map((n) => n.id)), ['q-lose-range-wait']);
  // a prediction answered wrongly, then rightly
  let verdict = await answer(page, 'lose-8', 'win');
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /^Not quite\. You answered The first player wins\./);
  assert.match(await revealed(page, 'lose-8'), /The answer: the first player loses from 8/);
  verdict = await answer(page, 'lose-8', 'lose');
  assert.equal(verdict.correct, true);
  assert.match(verdict.text, /^Right/);
  // two different wrong answers get different words; a true fact outside the range is "Almost"
  verdict = await answer(page, 'lose-range', 30);
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /^Not quite\. You answered 30\. From 30 the first player wins by taking \d+/);
  const second = await answer(page, 'lose-range', 13);
  assert.match(second.text, /^Almost \(2nd try\)\. You answered 13\. 13 is a losing start, but it is outside 20 to 40/);
  assert.equal(await page.getAttribute('#q-lose-range-feedback', 'class'), 'question-feedback partly', 'not shown as an error');
  assert.equal(await page.isVisible('[data-fact="losing-starts"]'), false);
  verdict = await answer(page, 'lose-range', 34);
  assert.equal(verdict.correct, true);
  assert.equal(await page.$eval('[data-reveal-by~="lose-range"]', (n) => n.hidden), false, 'both answered: the engine’s list shows');
  assert.match(await visibleText(page), /the first player loses from N = 1, 2, 3, 5, 8, 13, 21, 34/);

  // step 3: g(N), checked by the engine; the table waits for both predictions
  await nextStep(page);
  await assertAnswerHidden(page, '[data-question="g-18"]', [/g\(18\) = 5/]);
  await assertAnswerHidden(page, '[data-question="g-42"]', [/g\(42\) = 8/]);
  assert.equal(await page.isVisible('#table'), false, 'the table of g waits for the predictions');
  verdict = await answer(page, 'g-18', 3);
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /You answered 3\. Taking 3 leaves 15; the other player may then take up to 6 and wins by taking \d+\./);
  verdict = await answer(page, 'g-18', 4);
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /^Not quite \(2nd try\)\. You answered 4\. Taking 4 leaves 14; the other player may then take up to 8/);
  assert.equal((await answer(page, 'g-18', 5)).correct, true);
  assert.equal(await page.isVisible('#table'), false, 'g(42) is still to predict');
  await answer(page, 'g-42', 1);
  await revealed(page, 'g-42');
  assert.equal(await page.isVisible('[data-reveal-by~="g-42"] summary'), true, '“Show the answer” shows the table');

  // step 4: a winning move from 100, then the challenge lost from a P-position at "perfect"
  await nextStep(page);
  await assertAnswerHidden(page, '[data-question="move-100"]', [/100 = /, /take 3\b/]);
  assert.match(await page.textContent('[data-fact="example-20"]'), /^for f\(x\) = 2x: 20 = 13 \+ 5 \+ 2, the smallest part is 2, and the engine’s smallest winning move from 20 is 2\.$/);
  assert.equal(await page.textContent('[data-fact="base-is-losing"]'), 'for f(x) = 2x, up to 100 it is exactly the list of losing starts');
  assert.equal((await answer(page, 'move-100', 1)).correct, false);
  assert.equal((await answer(page, 'move-100', 3)).correct, true);
  const challenge = '#game-challenge';
  assert.equal(await page.evaluate((sel) => document.querySelector(sel).state.level, challenge), 'perfect');
  await page.evaluate((sel) => { const g = document.querySelector(sel); g.setAttribute('pile', '55'); g.setAttribute('max', '54'); }, challenge);
  await page.waitForFunction((sel) => document.querySelector(sel).state.pile === 55, challenge);
  await settled(page);
  const lost = await playToEnd(page, challenge);
  assert.equal(lost.winner, 'engine', 'from 55, a Fibonacci number, the perfect engine wins');

  // step 5: another rule; the facts, the table and the games follow it
  await nextStep(page);
  await page.click('[data-rule-chips] button[data-f="x"]');
  await page.waitForFunction(() => /^N = 1, 2, 4, 8, 16, 32 and 64 /.test(document.querySelector('[data-fact="losing-starts"]').textContent));
  await settled(page);
  assert.equal(await page.getAttribute('#table', 'f'), 'x');
  assert.equal(await page.getAttribute('#game-play', 'f'), 'x');
  assert.match(await page.textContent('[data-fact="base-start"]'), /^1, 2, 4, 8, 16, 32 and 64/);
  // the table and the drawing of earlier steps are tools to work with; no sentence gives 16 away
  await assertAnswerHidden(page, '[data-question="lose-rule"]', [16], { ignore: ['nim-lab-game', 'nim-lab-table', 'nim-lab-base'] });
  verdict = await answer(page, 'lose-rule', 8);
  assert.match(verdict.text, /^Almost\. You answered 8\. 8 is a losing start, but it is not above 10\./);
  verdict = await answer(page, 'lose-rule', 12);
  assert.match(verdict.text, /^Not quite \(2nd try\)\. You answered 12\. From 12 the first player wins by taking 4\./);
  assert.equal((await answer(page, 'lose-rule', 16)).correct, true);
  assert.match(await visibleText(page), /For f\(x\) = x, the base begins 1, 2, 4, 8, 16/);

  // step 6: the conjecture, with x²
  await nextStep(page);
  await page.click('button[data-set-rule="x^2"]');
  await page.waitForFunction(() => /x\^2|x²/.test(document.querySelector('[data-fact="growth"]').textContent));
  await settled(page);
  await assertAnswerHidden(page, '[data-question="conjecture"]', [/polynomial/i, /yes: g is unbounded/i]);
  assert.equal((await answer(page, 'conjecture', 'no')).correct, false);
  assert.equal((await answer(page, 'conjecture', 'yes')).correct, true);

  await checkPrint(page, slug);
  await checkPaper(page, slug);
  await checkPaper(page, slug, { teacher: true });
  const key = await page.$$eval('.answer-key-list li', (items) => items.map((li) => li.textContent));
  assert.equal(key.length, 7);
  assert.match(key[0], /^the first player (win|lose)s from 8$/, 'the key holds the engine’s answers');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Fibonacci Nim lesson: every step and the teacher’s notes pass axe-core; desktop and phone', async () => {
  for (const width of [1280, 390]) {
    const { page, context, errors } = await openLesson(shared.browser, shared.server, slug, { width, height: 900 });
    await checkAllShown(page, slug, width);
    // the teacher's verdicts on the students' conjectures are computed, not typed
    const verdicts = await page.evaluate(() => [...document.querySelectorAll('[data-conjecture]')]
      .map((n) => [n.dataset.conjecture, n.classList.contains('conjecture-true'), n.classList.contains('conjecture-false')]));
    assert.deepEqual(verdicts, [['even', false, true], ['fibonacci', true, false], ['powers-of-two', true, false], ['sparser', false, true]]);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the Fibonacci Nim lesson: moving on shows what answered the step left behind; the teacher sees all', async () => {
  const { page, context, errors } = await openLesson(shared.browser, shared.server, slug);
  await nextStep(page);
  await nextStep(page);
  const hidden = () => page.evaluate(() => [...document.querySelectorAll('[data-reveal-by]')].map((n) => [n.dataset.revealBy, n.hidden]));
  // (a question on a step not shown yet hides nothing: its step hides it all)
  assert.deepEqual(await hidden(), [['lose-8 lose-range lose-rule', false], ['g-18 g-42', true], ['lose-rule', false], ['lose-rule', false], ['conjecture', false]]);
  await page.click('#teacher-toggle');
  assert.deepEqual((await hidden()).filter(([, h]) => h), []);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Opens the lesson in a language (lesson-harness.mjs). */
const openIn = (code) => openLessonIn(shared.browser, shared.server, slug, code);

/** A message of the script's catalogue in a language, worded by Fluent. */
const scriptMessage = async (code, id, args) => (await scriptWords(slug, code))(id, args);

test('the Fibonacci Nim lesson’s script speaks the page’s language: no plain English in the pseudo-locale, Spanish prompts', async () => {
  const { page, context, errors } = await openIn('en-XA');
  await page.click('#show-all');
  await page.click('#teacher-toggle');
  // a verdict of each kind the script words: wrong (a clue), right (the answer and its reason)
  assert.equal((await answer(page, 'lose-8', 'win')).correct, false);
  assert.equal((await answer(page, 'g-18', 3)).correct, false);
  assert.equal((await answer(page, 'conjecture', 'no')).correct, false);
  assert.equal((await answer(page, 'lose-rule', 13)).correct, true);
  await settled(page);
  // (the script's words are there, accented)
  assert.match(await page.textContent('#q-lose-8-prompt'), /^À ƥîļé öƒ 8; ţĥé ƒîŕšţ ɱöṽé ɱàý ţàķé 1 ţö 7\./);
  assert.match(await page.textContent('#q-lose-rule-feedback'), /Ţĥé ļöšîñĝ šţàŕţš ƒöŕ f\(x\) = 2x: 1, 2, 3, 5, 8, 13, 21, 34, 55 àñđ 89\./);
  // the engine's own sentences (a reason, the growth of the base) are messages, accented too (the
  // facts are worded again once the analysis part's catalogue is there)
  await page.waitForFunction(() => [...document.querySelectorAll('.fact')].every((f) => !/\b(reaches|grows|members)\b/.test(f.textContent)), null, { timeout: 30000 });
  const text = await page.evaluate(() => {
    // every text shown in main but maths, code and cited titles (kept as written in every
    // language: <i>, <sub>, <sup>, <code>, <cite>, <var>, and <em>, which the pseudo-locale keeps
    // too), what is hidden, and the elements (the game, the table, the drawing: their own words
    // and the engine's, not this lesson's script)
    const parts = [];
    const walk = (node) => {
      if (node.nodeType === Node.TEXT_NODE) { parts.push(node.nodeValue); return; }
      if (node.nodeType === Node.ELEMENT_NODE) {
        if (node.matches('i, em, sub, sup, code, cite, var, script, style, template') || node.hidden) return;
        if (node.localName.startsWith('nim-lab-') || getComputedStyle(node).display === 'none') return;
        parts.push(' ');
      }
      for (const child of node.childNodes) walk(child);
    };
    walk(document.querySelector('main.lesson'));
    return parts.join('');
  });
  // the rule as maths ("f(x) = 2x"), the name of the product
  const rest = text.replace(/f\(x\) = [^\s,:;.)]+/g, ' ').replace(/Nim Lab/g, ' ');
  const plain = [...rest.matchAll(/[A-Za-z]{2,}/g)].map((m) => rest.slice(Math.max(0, m.index - 30), m.index + 30).replace(/\s+/g, ' '));
  assert.deepEqual(plain, [], 'plain English in the pseudo-locale');
  assert.deepEqual(errors, []);
  await context.close();

  // in Spanish: a prompt is the Spanish message, and a switch to French words it again
  const es = await openIn('es');
  assert.equal(await es.page.textContent('#q-lose-8-prompt'), await scriptMessage('es', 'fibonacci-nim-s-lose-8', { pile: 8, max: 7 }));
  assert.equal(await es.page.textContent('#q-g-18-prompt'), await scriptMessage('es', 'fibonacci-nim-s-predict-g', { g: 'g(18)', rule: 'f(x) = 2x', n: 18 }));
  const choices = await es.page.$$eval('#q-lose-8-question .question-choice-words', (list) => list.map((n) => n.textContent.trim()));
  assert.deepEqual(choices, [await scriptMessage('es', 'fibonacci-nim-s-first-wins'), await scriptMessage('es', 'fibonacci-nim-s-first-loses')]);
  // the verdict's reason is the engine's message (mf-lose of the move_fn part), worded in Spanish
  await es.page.click('#show-all');
  const verdict = await answer(es.page, 'lose-8', 'lose');
  assert.equal(verdict.correct, true);
  const { ftl } = await import(new URL('../../www/js/i18n/move_fn/es.js', import.meta.url).href);
  const spanishLose = /^mf-lose = (.*)$/m.exec(ftl)[1].split(/\{[^}]*\}/).map((piece) => piece.trim()).sort((a, b) => b.length - a.length)[0];
  assert.ok(verdict.text.includes(spanishLose), `the reason in Spanish ("${spanishLose}"): ${verdict.text}`);
  assert.doesNotMatch(verdict.text, /every move loses|smallest part/);
  await es.page.selectOption('#lesson-lang', 'fr');
  const french = await scriptMessage('fr', 'fibonacci-nim-s-lose-8', { pile: 8, max: 7 });
  await es.page.waitForFunction((words) => document.querySelector('#q-lose-8-prompt').textContent === words, french);
  assert.deepEqual(es.errors, []);
  await es.context.close();
});

test('the lessons index says for each lesson the age, the time and what students need', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}lessons/index.html`, { width: 390, height: 844 });
  const cards = await page.$$eval('.lesson-card', (list) => list.map((card) => ({
    link: card.querySelector('h2 a').getAttribute('href'),
    facts: Object.fromEntries([...card.querySelectorAll('.lesson-facts dt')].map((dt) => [dt.textContent, dt.nextElementSibling.textContent])),
  })));
  assert.equal(cards.length, 5);
  for (const { link, facts } of cards) {
    assert.deepEqual(Object.keys(facts), ['Age', 'Time', 'Students need'], link);
    assert.match(facts.Age, /^\d+–\d+/, `${link}: an age range`);
    assert.match(facts.Time, /45-minute period/, `${link}: the time in periods`);
    assert.ok(facts['Students need'].length > 20, `${link}: what students need to know`);
  }
  assert.equal(cards[0].link, 'fibonacci-nim.html');
  assert.match(cards[0].facts.Age, /^12–14/, 'the first lesson is for 12 to 14 year olds');
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, 'no sideways scroll at 390 px');
  await axeCheck(page, 'the lessons index');
  fs.mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: path.join(screens, 'lessons-index-390.png'), fullPage: true });

  // the teacher's guide to the learning-platform packages: folded, opened from the keyboard
  const guide = page.locator('details.lms-guide');
  assert.equal(await guide.evaluate((d) => d.open), false, 'folded at first');
  await page.keyboard.press('Tab'); // (the skip link, the breadcrumb, the five lessons' links, then the guide)
  for (let i = 0; i < 12 && !(await page.evaluate(() => document.activeElement?.matches('.lms-guide > summary'))); i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.matches('.lms-guide > summary')), true, 'the guide is reached with Tab');
  await page.keyboard.press('Enter');
  assert.equal(await guide.evaluate((d) => d.open), true, 'Enter opens it');
  // a zip of each standard for each lesson (named by its page) and for the five
  const pages = cards.map(({ link }) => link.replace(/\.html$/, ''));
  const zips = await guide.locator('.lms-files a').evaluateAll((list) => list.map((a) => a.getAttribute('href')));
  assert.deepEqual(zips, [...pages, 'nim-lab-lessons'].flatMap((name) => ['scorm12', 'scorm2004', 'cmi5'].map((std) => `../lms/${std}/${name}.zip`)));
  for (const box of await guide.locator('.lms-files a').evaluateAll((list) => list.map((a) => { const r = a.getBoundingClientRect(); return [a.textContent, r.width, r.height]; }))) {
    assert.ok(box[1] >= 24 && box[2] >= 24, `the link ${box[0]} is at least 24 × 24 px (${box[1]} × ${box[2]})`);
  }
  // in the built site the links lead to the packages (dist/lessons/index.html → dist/lms/)
  const dist = path.join(repoRoot, 'dist');
  if (fs.existsSync(path.join(dist, 'lms', 'scorm12'))) {
    const built = fs.readFileSync(path.join(dist, 'lessons', 'index.html'), 'utf8');
    for (const href of zips) {
      assert.ok(built.includes(`href="${href}"`), `dist's index links ${href}`);
      assert.ok(fs.existsSync(path.join(dist, 'lessons', href)), `dist/lessons/${href} is there`);
    }
  }
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, 'open: no sideways scroll at 390 px');
  await axeCheck(page, 'the lessons index, the teacher’s guide open');
  await page.screenshot({ path: path.join(screens, 'lessons-index-guide-390.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});
