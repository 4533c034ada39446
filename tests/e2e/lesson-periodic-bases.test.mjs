// The lesson "Periodic rules and several bases" (Holshouser & Reiter 2006), walked as a student: the
// steps appear one at a time; predictions answered wrongly, then rightly, each checked by the
// engine (win or lose in G_0 and G_1, a losing pile of G_1, g_0(18) and g_1(18), the winning move
// from 100, a member of Example 2's B_1, condition (2), a member of Theorem 1's base); a game won
// against the engine at "beginner" from a losing start, one lost at "perfect" from a member of B_0;
// Example 2 against the paper's formulas; the rule changed (facts, table, games and questions
// follow it, with t = 3 and t = 1); the rule whose Theorem 1 conclusions fail; the printed handout;
// axe-core with every step and the teacher's notes; screenshots on a desktop and a phone; the
// sentences the script composes in the reader's language (no plain English in the pseudo-locale but
// the engine's own sentences, a Spanish prompt worded again in German after a switch).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser } from './harness.mjs';
import { openLesson, settled, shownSteps, nextStep, answer, revealed, playToEnd, checkPrint, checkAllShown, assertAnswerHidden, checkPaper, openLessonIn, scriptWords } from './lesson-harness.mjs';

const shared = sharedBrowser();
const slug = 'periodic-bases';

/** Sets a game element's attributes as a teacher would and waits for the new game. */
async function startFrom(page, selector, pile, max) {
  await page.evaluate(([sel, p, m]) => {
    const g = document.querySelector(sel);
    g.setAttribute('pile', String(p));
    g.setAttribute('max', String(m));
  }, [selector, pile, max]);
  await page.waitForFunction(([sel, p]) => document.querySelector(sel).state.pile === p, [selector, pile]);
  await settled(page);
}

const factText = async (page, name) => { await settled(page); return page.textContent(`[data-fact="${name}"]`); };

test('the periodic-bases lesson, step by step, as a student', async () => {
  const { page, context, errors } = await openLesson(shared.browser, shared.server, slug);
  assert.deepEqual(await shownSteps(page), [1], 'one step at a time');
  // (a fact is computed in a task of its own: wait for it)
  await page.waitForFunction(() => /the paper’s Example 2/.test(document.querySelector('#step-play [data-rule-words]')?.textContent || ''));
  await settled(page);
  assert.match(await factText(page, 'limits'), /f\(15, 3\) = 4; from a pile of 16, at most f\(16, 3\) = 6/);
  assert.equal(await page.getAttribute('#game-play', 'f'), null, 'the element takes Example 2 from the engine');

  // step 1: against the beginner in G_0, from 23 (a member of B_0: a perfect engine would win),
  // new games until the engine's mistakes let the student through
  const game = '#game-play';
  await startFrom(page, game, 23, 22);
  assert.equal(await page.evaluate((sel) => document.querySelector(sel).state.level, game), 'beginner');
  let won = false;
  for (let round = 0; round < 12 && !won; round++) {
    if (round) await page.evaluate((sel) => document.querySelector(sel).reset(), game);
    const end = await playToEnd(page, game);
    won = end.winner === 'you';
  }
  assert.ok(won, 'a student following the hints beats the beginner from a losing start');

  // step 2: one pile, two games
  assert.deepEqual(await nextStep(page), [1, 2]);
  assert.equal(await page.getAttribute('#game-other', 'i'), '1');
  await settled(page);
  await assertAnswerHidden(page, '[data-question="pile-8"]', [/G₀ the first player loses from/, /\b8, 10\b/]);
  await assertAnswerHidden(page, '[data-question="lose-other"]', [10, 36, 59]);
  let verdict = await answer(page, 'pile-8', 'win-win');
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /^Almost\. You answered wins in both games\. Your answer for G₁ is right; look again at G₀/);
  verdict = await answer(page, 'pile-8', 'win-lose');
  assert.match(verdict.text, /^Not quite \(2nd try\)\. You answered wins in G₀, loses in G₁\. Both halves need another look/);
  assert.match(await revealed(page, 'pile-8'), /The answer: the first player loses in G₀ and wins in G₁/);
  verdict = await answer(page, 'pile-8', 'lose-win');
  assert.equal(verdict.correct, true);
  assert.match(verdict.text, /^Right/);
  assert.match(verdict.text, /In G0: 8 = 8 \(B0\)/, 'the engine’s reason, with subscripts');
  verdict = await answer(page, 'lose-other', 11);
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /You answered 11\. From 11 in G₁ the first player wins by taking \d+\./);
  verdict = await answer(page, 'lose-other', 13);
  assert.match(verdict.text, /^Almost \(2nd try\)\. You answered 13\. 13 is a losing pile of G₀, but in G₁ the first player wins from it by taking \d+\./);
  assert.equal(await page.$eval('[data-reveal-by~="lose-other"]', (n) => n.hidden), true, 'the engine’s lists wait for the right answer');
  assert.equal((await answer(page, 'lose-other', 10)).correct, true);
  assert.equal(await page.$eval('[data-reveal-by~="lose-other"]', (n) => n.hidden), false);
  assert.match(await factText(page, 'losing-starts'),
    /in G₀ the first player loses from N = 1, 2, 3, 5, 8, 13, 23 and 38; in G₁ from N = 1, 2, 3, 5, 10, 15, 23, 36 and 59/);
  assert.match(await factText(page, 'losing-differ'), /8, 10, 13, 15, 36, 38 and 59/);

  // step 3: g_0(18) and g_1(18), then the engine's table
  await nextStep(page);
  await assertAnswerHidden(page, '[data-question="g0-18"]', [/g₀\(18\) = 5/]);
  await assertAnswerHidden(page, '[data-question="g1-18"]', [/g₁\(18\) = 3/]);
  assert.equal(await page.isVisible('#pl-g-table-body'), false, 'the table of g waits for the predictions');
  verdict = await answer(page, 'g0-18', 3);
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /You answered 3\. In G₀: Taking 3 leaves 15; the other player may then take up to \d+ and wins by taking \d+\./);
  assert.equal((await answer(page, 'g0-18', 5)).correct, true);
  assert.equal((await answer(page, 'g1-18', 3)).correct, true);
  assert.equal(await page.isVisible('#pl-g-table-body'), true);
  assert.equal(await page.locator('#pl-g-table-head th').count(), 3, 'n, g₀, g₁');
  assert.match(await page.getAttribute('#pl-g-table-body td[data-game="1"][data-n="10"]', 'class'), /in-base/);
  assert.doesNotMatch(await page.getAttribute('#pl-g-table-body td[data-game="0"][data-n="10"]', 'class') || '', /in-base/);

  // step 4: the bases, the representation, the winning move from 100, the challenge at "perfect"
  await nextStep(page);
  await assertAnswerHidden(page, '[data-question="move-100"]', [/100 = /, /g\(100\)/]);
  await page.fill('#pl-repr-input', '100');
  await page.waitForFunction(() => document.getElementById('pl-repr-take')?.textContent === '3');
  await settled(page);
  assert.match(await page.textContent('#pl-repr-equation'), /100 = 97 \+ 3/);
  assert.equal((await answer(page, 'move-100', 1)).correct, false);
  assert.equal((await answer(page, 'move-100', 3)).correct, true);
  const challenge = '#game-challenge';
  assert.equal(await page.evaluate((sel) => document.querySelector(sel).state.level, challenge), 'perfect');
  await startFrom(page, challenge, 61, 60);
  const lost = await playToEnd(page, challenge);
  assert.equal(lost.winner, 'engine', 'from 61, a member of B₀, the perfect engine wins');

  // step 5: Example 2 against the paper, member by member
  await nextStep(page);
  assert.match(await page.textContent('[data-question="ex2-member"] .question-prompt'), /member number 7 of B₁ .* F₇ \+ F₂ − 1/);
  await assertAnswerHidden(page, '[data-question="ex2-member"]', [36]);
  verdict = await answer(page, 'ex2-member', 35);
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /You answered 35\. 35 is too small\./);
  verdict = await answer(page, 'ex2-member', 40);
  assert.match(verdict.text, /\(2nd try\)\. You answered 40\. 40 is too large\./);
  verdict = await answer(page, 'ex2-member', 36);
  assert.equal(verdict.correct, true);
  assert.match(verdict.text, /computed member 7 of B₁ as 36;.*they agree/);
  await page.waitForSelector('#pl-ex2-verdict');
  assert.match(await page.textContent('#pl-ex2-verdict'), /All \d+ members .* agree/);
  assert.equal(await page.locator('.ex2-table tr.differs').count(), 0);
  assert.ok(await page.locator('.ex2-table tr.agrees').count() >= 40);

  // step 6: another rule (t = 3): the facts, the table, the games and a question follow it
  await nextStep(page);
  await page.click('[data-rule-chips] button[data-f="x + n"]');
  await page.waitForFunction(() => /^B₀ begins 1, 2, 4, 7, 14, 32/.test(document.querySelector('[data-fact="bases-start"]').textContent));
  await settled(page);
  assert.match(await factText(page, 'bases-start'), /B₂ begins/);
  for (const sel of ['#game-play', '#game-other', '#game-challenge']) {
    assert.equal(await page.getAttribute(sel, 't'), '3');
    assert.equal(await page.getAttribute(sel, 'f'), 'x + n');
  }
  await page.waitForFunction(() => document.querySelectorAll('#pl-g-table-head th').length === 4);
  await settled(page);
  assert.match(await page.textContent('[data-question="lose-rule"] .question-prompt'), /x \+ n with t = 3/);
  // the table of step 3 and the games are tools, step 5's table is Example 2's (numbered 0, 1, …);
  // no list or sentence gives 14 away
  await assertAnswerHidden(page, '[data-question="lose-rule"]', [14], { ignore: ['nim-lab-game', '.periodic-table', '[data-view="example2"]'] });
  verdict = await answer(page, 'lose-rule', 7);
  assert.match(verdict.text, /^Almost\. You answered 7\. 7 is a losing pile of G₀, but it is not above 10\./);
  assert.equal((await answer(page, 'lose-rule', 13)).correct, false);
  assert.equal((await answer(page, 'lose-rule', 14)).correct, true);
  assert.match(await page.textContent('#step-play [data-rule-words]'), /x \+ n with t = 3/);
  assert.match(await page.textContent('.fact[data-fact="limits"]'), /f\(15, 3\) = 3; from a pile of 16, at most f\(16, 3\) = 4/);

  // t = 1: Fibonacci Nim; the second game is G_0 itself
  await page.click('[data-rule-chips] button[data-f="2x"]');
  await page.waitForFunction(() => /G₀ itself/.test(document.querySelector('[data-fact="other-game-name"]').textContent));
  await settled(page);
  assert.equal(await page.getAttribute('#game-other', 'i'), '0');
  await page.waitForFunction(() => /^B₀ begins 1, 2, 3, 5, 8, 13, 21, 34/.test(document.querySelector('[data-fact="bases-start"]').textContent));
  await settled(page);
  await page.waitForFunction(() => document.querySelector('#game-other').state.pile === 20);
  await settled(page);

  // a typed rule, checked by the engine (a bad one shows the caret and changes nothing)
  await page.fill('#rule-f-input', 'x + * n');
  await page.fill('#rule-t-input', '2');
  await page.click('.rule-form button[type="submit"]');
  await page.waitForSelector('#rule-message.shown');
  assert.equal(await page.getAttribute('#game-play', 'f'), '2x');
  await page.fill('#rule-f-input', '2x + n');
  await page.click('.rule-form button[type="submit"]');
  await page.waitForFunction(() => document.querySelector('#game-play').getAttribute('f') === '2x + n');
  await settled(page);
  assert.equal(await page.getAttribute('[data-rule-chips] button[data-f="2x + n"]', 'class'), 'preset active');

  // step 7: the rule where condition (2) fails and Theorem 1's conclusions fail
  await nextStep(page);
  await page.click('button[data-set-rule="fails"]');
  await page.waitForSelector('#pl-condition[data-status="fails"]', { state: 'attached' });
  await settled(page);
  await assertAnswerHidden(page, '[data-question="condition"]', [/fails at n = 0, x = 2/]);
  await assertAnswerHidden(page, '[data-question="theorem1-member"]', [/wins from 5 in G₀/, /by taking Θ/]);
  assert.equal((await answer(page, 'condition', 'yes')).correct, false);
  verdict = await answer(page, 'condition', 'no');
  assert.equal(verdict.correct, true);
  assert.match(verdict.text, /fails at n = 0, x = 2/);
  assert.match(await page.textContent('[data-question="theorem1-member"] .question-prompt'), /puts 5 in B₀\. From a pile of 5 in G₀/);
  assert.equal((await answer(page, 'theorem1-member', 'lose')).correct, false);
  assert.equal((await answer(page, 'theorem1-member', 'win')).correct, true);
  assert.equal(await page.isVisible('#pl-theorem1'), true, 'both answered: the engine’s check of the theorems shows');
  assert.equal(await page.getAttribute('#pl-theorem1 li.conclusion[data-name="1"]', 'data-holds'), 'false');
  assert.equal(await page.getAttribute('#pl-theorem1 li.conclusion[data-name="3a"]', 'data-holds'), 'false');
  assert.equal(await page.getAttribute('#pl-theorem2', 'data-holds'), 'true');
  await page.waitForFunction(() => document.querySelector('[data-conjecture="losers-are-base"]').classList.contains('conjecture-false'));
  await settled(page);
  assert.match(await page.textContent('[data-conjecture="losers-are-base"]'), /5 is in B₀, yet the first player wins from it in G₀ by taking Θ = 3/);
  await page.click('button[data-set-rule="paper"]');
  await page.waitForSelector('#pl-condition[data-status="proved"]', { state: 'attached' });
  assert.match(await page.textContent('[data-rule-chips] button.active'), /Example 2/);
  assert.equal(await page.getAttribute('#game-play', 'f'), await page.getAttribute('[data-rule-chips] button.active', 'data-f'));

  await checkPrint(page, slug);
  await checkPaper(page, slug);
  await checkPaper(page, slug, { teacher: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the periodic-bases lesson: every step and the teacher’s notes pass axe-core; desktop and phone', async () => {
  for (const width of [1280, 390]) {
    const { page, context, errors } = await openLesson(shared.browser, shared.server, slug, { width, height: 900 });
    await checkAllShown(page, slug, width);
    // the teacher's verdicts on the students' conjectures are computed, not typed
    const verdicts = await page.evaluate(() => [...document.querySelectorAll('[data-conjecture]')]
      .map((n) => [n.dataset.conjecture, n.classList.contains('conjecture-true'), n.classList.contains('conjecture-false')]));
    assert.deepEqual(verdicts, [
      ['same-losers', false, true], ['fibonacci', false, true], ['g-order', false, true], ['losers-are-base', true, false],
      ['golden', true, false], ['starts-123', true, false], ['t-bases', true, false], ['condition-needed', false, true],
      ['theorem2-always', true, false],
    ]);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/** Opens the lesson in a language (lesson-harness.mjs). */
const openIn = (code) => openLessonIn(shared.browser, shared.server, slug, code);

/** A message of the script's catalogue in a language, worded by Fluent. */
const scriptMessage = async (code, id, args) => (await scriptWords(slug, code))(id, args);

test('the periodic-bases lesson’s script speaks the page’s language: no plain English in the pseudo-locale, a Spanish prompt', async () => {
  const { page, context, errors } = await openIn('en-XA');
  await page.click('#show-all');
  await page.click('#teacher-toggle');
  // feedback of each kind the script words: a clue (wrong or almost), an answer and its reason (right)
  assert.equal((await answer(page, 'pile-8', 'win-win')).correct, false);
  assert.equal((await answer(page, 'lose-other', 13)).correct, false);
  assert.equal((await answer(page, 'g0-18', 3)).correct, false);
  assert.equal((await answer(page, 'move-100', 3)).correct, true);
  assert.equal((await answer(page, 'ex2-member', 35)).correct, false);
  assert.equal((await answer(page, 'condition', 'yes')).correct, true);
  assert.equal((await answer(page, 'theorem1-member', 'win')).correct, false);
  await settled(page);
  // the engine's own sentences (a representation's reason, the theorems' and Example 2's verdicts,
  // the checks against brute force) are messages, accented too (the facts and views are worded
  // again once the analysis parts' catalogues are there); the rules are maths
  await page.waitForFunction(() => !/\b(holds|agree|conclusions?|members?)\b/.test(document.querySelector('main.lesson').textContent), null, { timeout: 30000 });
  const rules = await page.evaluate(async () => {
    const engine = await import('../js/families/move_fn/engine.js');
    // the rules of the page as maths, in the engine's language of rules ("if x == 3 … then 4 else 2x")
    return [...document.querySelectorAll('[data-rule-chips] button[data-f]')]
      .map((b) => `f(n, x) = ${engine.checkFn(b.dataset.f, Number(b.dataset.t)).canonical}`)
      .sort((a, b) => b.length - a.length);
  });
  const text = await page.evaluate(() => {
    // every text shown in main, but maths, code and cited titles (kept as written in every
    // language: <i>, <sub>, <sup>, <code>, <cite>, <var>, <em>, which the pseudo-locale keeps too),
    // what is hidden, and the game boards (the player's words are the play part's, checked by
    // tests/e2e/i18n.test.mjs, its status line's "game G₁" by tests/e2e/move_fn-periodic.test.mjs)
    const parts = [];
    const walk = (node) => {
      if (node.nodeType === Node.TEXT_NODE) { parts.push(node.nodeValue); return; }
      if (node.nodeType === Node.ELEMENT_NODE) {
        if (node.matches('i, em, sub, sup, code, cite, var, script, style, template, nim-lab-game') || node.hidden) return;
        const style = getComputedStyle(node);
        if (style.display === 'none') return;
        if (style.display !== 'inline') parts.push(' ');
        if (node.shadowRoot) walk(node.shadowRoot);
      }
      for (const child of node.childNodes) walk(child);
      if (node.nodeType === Node.ELEMENT_NODE && getComputedStyle(node).display !== 'inline') parts.push(' ');
    };
    walk(document.querySelector('main.lesson'));
    return parts.join('').replace(/\s+/g, ' ');
  });
  let rest = text;
  for (const rule of rules) rest = rest.split(rule).join(' ');
  // the name of the product
  rest = rest.replace(/Nim Lab/g, ' ');
  const plain = [...rest.matchAll(/[A-Za-z]{2,}/g)].map((m) => rest.slice(Math.max(0, m.index - 40), m.index + 40));
  assert.deepEqual(plain, [], 'plain English in the pseudo-locale');
  assert.deepEqual(errors, []);
  await context.close();

  // in Spanish: a prompt is the Spanish message (the rule named by its message too), and its
  // choices; a switch to German words them again
  const es = await openIn('es');
  const rule = await scriptMessage('es', 'periodic-bases-s-example2');
  assert.equal(await es.page.textContent('#q-pile-8-prompt'), await scriptMessage('es', 'periodic-bases-s-pile-8', { rule, pile: 8, max: 7, g0: 'G₀', g1: 'G₁' }));
  const choices = await es.page.$$eval('#q-condition-question .question-choice-words', (list) => list.map((n) => n.textContent.trim()));
  assert.deepEqual(choices, [await scriptMessage('es', 'periodic-bases-s-it-holds'), await scriptMessage('es', 'periodic-bases-s-it-fails')]);
  await es.page.selectOption('#lesson-lang', 'de');
  const german = await scriptMessage('de', 'periodic-bases-s-pile-8', { rule: await scriptMessage('de', 'periodic-bases-s-example2'), pile: 8, max: 7, g0: 'G₀', g1: 'G₁' });
  await es.page.waitForFunction((words) => document.querySelector('#q-pile-8-prompt').textContent === words, german);
  assert.deepEqual(es.errors, []);
  await es.context.close();
});
