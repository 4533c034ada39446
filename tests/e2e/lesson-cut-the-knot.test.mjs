// The lesson "Cut The Knot's single-pile games", walked as a student: the steps appear one at a
// time; predictions (P or N, a Grundy number, the next member of H, a move, a nim-sum, a pile of a
// row) answered wrongly, then rightly, each checked by the engine; a game of One Pile won against
// the "beginner" from a P-position, a take-away game lost at "perfect" from a member of H; both
// rules changed (the set of takes and f: the facts, questions and games follow); Schwenk's claims
// contradicted live for f = 2x except f(3) = 1, where the student beats the perfect engine from a
// member of H; the printed handout; axe-core with every step and the teacher's notes; screenshots
// on a desktop and a phone.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser } from './harness.mjs';
import {
  openLesson, settled, shownSteps, nextStep, answer, revealed, playToEnd, checkPrint, checkAllShown, assertAnswerHidden, checkPaper,
  visibleText,
  openLessonIn, scriptWords,
} from './lesson-harness.mjs';

const shared = sharedBrowser();
const slug = 'cut-the-knot';

/** Sets a game element's attributes and waits until its game starts from `pile`. */
async function setGame(page, selector, attrs, pile) {
  await page.evaluate(([sel, a]) => {
    const g = document.querySelector(sel);
    for (const [k, v] of Object.entries(a)) g.setAttribute(k, v);
  }, [selector, attrs]);
  await page.waitForFunction(([sel, p]) => document.querySelector(sel).state.pile === p, [selector, pile]);
  await settled(page);
}

const factText = async (page, name) => { await settled(page); return page.textContent(`[data-fact="${name}"]`); };

test('the Cut The Knot lesson, step by step, as a student', async () => {
  const { page, context, errors } = await openLesson(shared.browser, shared.server, slug);
  assert.deepEqual(await shownSteps(page), [1], 'one step at a time');
  assert.match(await page.textContent('[data-set-words]'), /at least 3 and at most 5 counters/);

  // step 1: One Pile (Min 3, Max 5) against the beginner, from 16 (a P-position: a perfect engine
  // would win); new games until the engine's mistakes let the student through
  const minmax = '#game-minmax';
  // a typo in the pile box: the engine's words next to it (linked to it), the game unchanged
  for (const [typo, words] of [['1G', /pile: '1G' is not a whole number/], ['0', /pile = 0 is too small/]]) {
    await page.fill('#minmax-pile', typo);
    await page.press('#minmax-pile', 'Tab');
    await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('minmax-pile-message')?.textContent || ''), words.source);
    assert.equal(await page.getAttribute('#minmax-pile', 'aria-invalid'), 'true');
    assert.match(await page.getAttribute('#minmax-pile', 'aria-describedby'), /\bminmax-pile-message\b/);
    assert.equal(await page.locator('#minmax-pile-message').isVisible(), true);
    assert.equal(await page.evaluate((sel) => document.querySelector(sel).state.pile, minmax), 20);
  }
  await page.fill('#minmax-pile', '16');
  await page.press('#minmax-pile', 'Tab');
  await page.waitForFunction((sel) => document.querySelector(sel).state.pile === 16, minmax);
  assert.equal(await page.textContent('#minmax-pile-message'), '');
  assert.equal(await page.getAttribute('#minmax-pile', 'aria-invalid'), 'false');
  await settled(page);
  assert.equal(await page.evaluate((sel) => document.querySelector(sel).state.level, minmax), 'beginner');
  let won = false;
  for (let round = 0; round < 12 && !won; round++) {
    if (round) await page.evaluate((sel) => document.querySelector(sel).reset(), minmax);
    const end = await playToEnd(page, minmax);
    won = end.winner === 'you';
  }
  assert.ok(won, 'a student following the hints beats the beginner from a P-position');

  // step 2: P or N, then a P-position between 20 and 30
  assert.deepEqual(await nextStep(page), [1, 2]);
  await assertAnswerHidden(page, '[data-question="pn-8"]', [/8 is a P-position/i, /S = 0, 1, 2, 8/]);
  await assertAnswerHidden(page, '[data-question="p-window"]', [24, 25, 26]);
  let verdict = await answer(page, 'pn-8', 'N');
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /Not quite/);
  assert.match(await revealed(page, 'pn-8'), /The answer: 8 is a P-position/);
  verdict = await answer(page, 'pn-8', 'P');
  assert.equal(verdict.correct, true);
  assert.match(verdict.text, /^Right: 8 is a P-position\. G\(8\) = 0/);
  // a P-position outside the range is a true fact, not an error; an N-position gets other words
  verdict = await answer(page, 'p-window', 33);
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /^Almost\. You answered 33\. 33 is a P-position — true, but it is not between 20 and 30/);
  assert.doesNotMatch(verdict.text, /Not quite/);
  verdict = await answer(page, 'p-window', 21);
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /^Not quite \(2nd try\)\. You answered 21\. 21 is an N-position, the player to move wins: /);
  verdict = await answer(page, 'p-window', 25);
  assert.equal(verdict.correct, true);
  assert.match(await factText(page, 'p-positions'), /^S = 0, 1, 2, 8, 9, 10, 16, 17, 18, 24, 25, 26, 32, 33, 34 and 40/);

  // step 3: a Grundy number, the strip, the paper's rule checked, and a pile of a million
  await nextStep(page);
  await assertAnswerHidden(page, '[data-question="g-14"]', [/G\(14\) = 2/, /Grundy number 0 0 0 1 1 1 2 2/]);
  verdict = await answer(page, 'g-14', 1);
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /You answered 1\. 1 is the Grundy number of a pile one move away from 14/);
  verdict = await answer(page, 'g-14', 3);
  assert.match(verdict.text, /\(2nd try\)\. You answered 3\. 3 is missing from the list, but it is not the smallest/);
  verdict = await answer(page, 'g-14', 2);
  assert.equal(verdict.correct, true);
  assert.match(verdict.text, /G\(11\) = 1, G\(10\) = 0, G\(9\) = 0/);
  assert.equal(await page.textContent('[data-view="grundy-strip"] td.strip-val[data-n="14"]'), '2');
  assert.equal(await page.getAttribute('#paper-rule-verdict', 'data-verdict'), 'holds');
  assert.match(await factText(page, 'period'), /period 8/);
  await assertAnswerHidden(page, '[data-question="pn-big"]', [/1\D?000\D?000 is (a P|an N)/, /G\(1\D?000\D?000\) =/]);
  assert.equal((await answer(page, 'pn-big', 'N')).correct, false);
  assert.equal((await answer(page, 'pn-big', 'P')).correct, true);

  // step 4: the next member of H for 2x, then for 3x; the game starts below H6 = 13, so that the
  // board, which writes the pile with the members of H up to it, does not show the answer
  await nextStep(page);
  await page.waitForFunction(() => document.querySelector('#game-takeaway').state.pile === 12);
  assert.equal(await page.inputValue('#takeaway-pile'), '12');
  assert.doesNotMatch(await page.evaluate(() => document.querySelector('#game-takeaway').shadowRoot.textContent), /13/);
  assert.match(await page.textContent('[data-question="h-next"] .question-prompt'), /H begins 1, 2, 3, 5, 8\. Predict the next member, H6/);
  await assertAnswerHidden(page, '[data-question="h-next"]', [/H6 = 13/, /1, 2, 3, 5, 8, 13/, /8 \+ 5 = 13/, /Digits: .*13/]);
  await assertAnswerHidden(page, '[data-question="h-other"]', [/H6 = 8/, /1, 2, 3, 4, 6, 8/]);
  assert.equal((await answer(page, 'h-next', 12)).correct, false);
  verdict = await answer(page, 'h-next', 13);
  assert.equal(verdict.correct, true);
  assert.match(verdict.text, /H6 = H5 \+ H4 = 8 \+ 5 = 13/);
  assert.equal((await answer(page, 'h-other', 9)).correct, false);
  assert.equal((await answer(page, 'h-other', 8)).correct, true);

  // step 5: the representation, a winning move, and the challenge lost from a member of H
  await nextStep(page);
  assert.match(await page.textContent('#kt-h'), /^1, 2, 3, 5, 8, 13, 21, 34, 55, 89/);
  await page.fill('#repr-n', '100');
  await page.waitForFunction(() => document.querySelector('#repr-equation')?.textContent === '100 = 89 + 8 + 3');
  await settled(page);
  assert.equal(await page.textContent('#repr-rightmost .take-amount'), '3');
  await assertAnswerHidden(page, '[data-question="move-win"]', [/30 = 1 \+ 8 \+ 21/, /30 = 21 \+ 8 \+ 1/, /take 1\b/]);
  verdict = await answer(page, 'move-win', 2);
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /Taking 2 leaves 28, and from there the engine wins/);
  verdict = await answer(page, 'move-win', 1);
  assert.equal(verdict.correct, true);
  // in this lesson's words: the pile written with H, not the move-function game's base and g
  assert.match(verdict.text, /30 = 1 \+ 8 \+ 21: remove the rightmost 1/);
  assert.doesNotMatch(verdict.text, /B_f|Bf|g\(30\)/);
  const challenge = '#game-challenge';
  assert.equal(await page.evaluate((sel) => document.querySelector(sel).state.level, challenge), 'perfect');
  // the game's Hint, step by step, speaks this lesson's notation (the engine words it): 50 written
  // with Schwenk's H and its smallest part, not the move-function game's B_f and g(50)
  const hintText = page.locator(`${challenge} [id$="hint-text"]`);
  for (let step = 1; step <= 3; step++) {
    await page.locator(`${challenge} [id$="hint-button"]`).click();
    await page.waitForFunction(([sel, n]) => document.querySelector(sel).shadowRoot.querySelector('[id$="hint-text"]')?.dataset.step === String(n), [challenge, step]);
    if (await hintText.getAttribute('data-step') === await hintText.getAttribute('data-steps')) break;
  }
  const hint = await hintText.textContent();
  assert.match(hint, /Schwenk.s numbers H\b/);
  assert.match(hint, /50 = 34 \+ 13 \+ 3/);
  assert.match(hint, /the smallest part is 3, so take 3/);
  assert.doesNotMatch(hint, /B_f|Bf|\bg\(/);
  await setGame(page, challenge, { pile: '55' }, 55);
  const lost = await playToEnd(page, challenge);
  assert.equal(lost.winner, 'engine', 'from 55, a member of H, the perfect engine wins');

  // step 6: the nim-sum of a row and a winning move in it
  await nextStep(page);
  await assertAnswerHidden(page, '[data-question="nim-sum"]', [/⊕[^=?]*= 2\b/]);
  await assertAnswerHidden(page, '[data-question="sum-pile"]', [/from pile 1\b/]);
  await assertAnswerHidden(page, '[data-question="sum-take"]', [/take 3 from pile 1/]);
  verdict = await answer(page, 'nim-sum', 7);
  assert.equal(verdict.correct, false);
  verdict = await answer(page, 'nim-sum', 2);
  assert.equal(verdict.correct, true);
  assert.match(verdict.text, /011 ⊕ 100 ⊕ 101 = 010/);
  assert.equal((await answer(page, 'sum-pile', '2')).correct, false);
  assert.equal((await answer(page, 'sum-pile', '0')).correct, true);
  assert.equal((await answer(page, 'sum-take', 1)).correct, false);
  verdict = await answer(page, 'sum-take', 3);
  assert.equal(verdict.correct, true);
  assert.match(verdict.text, /the nim-sum is 0/);

  // step 7: another set of takes, another f; the facts, questions and games follow
  await nextStep(page);
  await page.click('[data-set-chips] button[data-set="1, 3, 4"]');
  await page.waitForFunction(() => /^S = 0, 2, 7, 9, 14, 16, 21/.test(document.querySelector('[data-fact="p-positions"]').textContent));
  await settled(page);
  assert.equal(await page.getAttribute(minmax, 'set'), '1, 3, 4');
  assert.match(await page.textContent('[data-set-words]'), /1, 3 or 4 counters/);
  assert.match(await factText(page, 'paper-rule'), /Not stated for the set \{1, 3, 4\}/);
  assert.match(await factText(page, 'set-summary'), /not stated for it/);
  assert.match(await page.textContent('[data-question="pn-8"] .question-prompt'), /1, 3 or 4 counters/);
  await assertAnswerHidden(page, '[data-question="p-rule"]', [/\b9, 14\b/, /\b14, 16\b/, /P-position above 10 is/]);
  verdict = await answer(page, 'p-rule', 16);
  assert.match(verdict.text, /^Almost\. You answered 16\. 16 is a P-position — but there is a smaller one above 10/);
  verdict = await answer(page, 'p-rule', 13);
  assert.match(verdict.text, /^Not quite \(2nd try\)\. You answered 13\. 13 is an N-position/);
  assert.equal((await answer(page, 'p-rule', 14)).correct, true);
  await page.click('[data-rule-chips] button[data-f="x"]');
  await page.waitForFunction(() => /^H = 1, 2, 4, 8, 16, 32, 64, 128, 256 and 512;/.test(document.querySelector('[data-fact="f-summary"]').textContent));
  await settled(page);
  assert.equal(await page.getAttribute('#game-takeaway', 'f'), 'x');
  assert.equal(await page.getAttribute('#game-sum', 'f'), 'x');
  assert.match(await page.textContent('[data-question="h-next"] .question-prompt'), /f\(x\) = x, H begins 1, 2, 4, 8, 16/);
  // (step 5's representation of the N the student typed is a tool, like the boards: it writes N
  // with the members of H for this f, which the student may use to build H)
  await assertAnswerHidden(page, '[data-question="lose-rule"]', [32], { ignore: ['nim-lab-game', '[data-view="representation"]'] });
  verdict = await answer(page, 'lose-rule', 16);
  assert.match(verdict.text, /^Not quite\. You answered 16\. 16 is not above 20/);
  verdict = await answer(page, 'lose-rule', 64);
  assert.match(verdict.text, /^Almost \(2nd try\)\. You answered 64\. The first player loses from 64 — but there is a smaller such start above 20/);
  verdict = await answer(page, 'lose-rule', 30);
  assert.match(verdict.text, /You answered 30\. From 30 the first player wins/);
  assert.equal((await answer(page, 'lose-rule', 32)).correct, true);

  // step 8: f = 2x except f(3) = 1 — Schwenk's hypotheses fail, and so does his claim
  await nextStep(page);
  await page.click('button[data-set-rule="if x == 3 then 1 else 2x"]');
  await page.waitForSelector('#kt-banner[data-hold="false"]', { state: 'attached' });
  assert.equal(await page.getAttribute('#kt-claim-h-losing', 'data-verdict'), 'contradicted');
  assert.equal(await page.getAttribute('#kt-claim-base-losing', 'data-verdict'), 'holds');
  await settled(page);
  await assertAnswerHidden(page, '[data-question="h-losing"]', [/5 is in H, yet/, /is in H but not in the losing starts/, /Contradicted/]);
  await assertAnswerHidden(page, '[data-question="rightmost"]', [/taking the smallest term 2/, /taking 2 loses/, /taking the rightmost 1 \(2\) loses/]);
  assert.equal((await answer(page, 'h-losing', 'yes')).correct, false);
  verdict = await answer(page, 'h-losing', 'no');
  assert.equal(verdict.correct, true);
  assert.match(verdict.text, /N = 5 is in H but not in the losing starts/);
  assert.equal(verdict.text.split('is in H but not in the losing starts').length, 2, 'the feedback says it once');
  assert.match(verdict.text, /The engine tried every game from 5: the first player wins by taking \d+, although 5 is in H\./);
  // the counterexample, live: 5 is in H, yet the student beats the perfect engine from it
  const counter = '#game-counter';
  await page.waitForFunction((sel) => document.querySelector(sel).state.pile === 5 && document.querySelector(sel).getAttribute('f') === 'if x == 3 then 1 else 2x', counter);
  await settled(page);
  assert.match(await factText(page, 'counter-game'), /5 is in H, yet the engine’s brute force finds that the first player wins from 5/);
  assert.equal(await page.evaluate((sel) => document.querySelector(sel).state.level, counter), 'perfect');
  const beaten = await playToEnd(page, counter);
  assert.equal(beaten.winner, 'you', 'from 5, a member of H, the student beats the perfect engine');
  assert.match(await page.textContent('[data-question="rightmost"] .question-prompt'), /from a start of 7 = 5 \+ 2/);
  assert.equal((await answer(page, 'rightmost', 'yes')).correct, false);
  assert.equal((await answer(page, 'rightmost', 'no')).correct, true);

  await checkPrint(page, slug);
  await checkPaper(page, slug);
  await checkPaper(page, slug, { teacher: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Cut The Knot lesson: every step and the teacher’s notes pass axe-core; desktop and phone', async () => {
  for (const width of [1280, 390]) {
    const { page, context, errors } = await openLesson(shared.browser, shared.server, slug, { width, height: 900 });
    // the folded parts too ("Explore further", the glossary): axe checks what they hold
    await page.evaluate(() => { for (const d of document.querySelectorAll('main details')) d.open = true; });
    await checkAllShown(page, slug, width);
    // the teacher's verdicts on the students' conjectures are computed, not typed
    const verdicts = await page.evaluate(() => [...document.querySelectorAll('[data-conjecture]')]
      .map((n) => [n.dataset.conjecture, n.classList.contains('conjecture-true') ? 'true' : n.classList.contains('conjecture-false') ? 'false' : '?']));
    assert.deepEqual(verdicts, [
      ['multiples', 'false'], ['paper-rule', 'true'], ['period-sum', 'true'], ['g-small', 'true'],
      ['fibonacci', 'true'], ['same-h', 'false'], ['ordinary-sum', 'false'], ['all-losing', 'true'],
      ['faster-fewer', 'false'], ['h-always', 'false'], ['rightmost-always', 'false'], ['base-always', 'true'],
    ]);
    // a change of set turns a verdict: with takes 1 to 3, G reaches 3
    await page.click('[data-set-chips] button[data-set="1..3"]');
    await page.waitForFunction(() => document.querySelector('[data-conjecture="g-small"]').classList.contains('conjecture-false'));
    await settled(page);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/** Opens the lesson in a language (lesson-harness.mjs). */
const openIn = (code) => openLessonIn(shared.browser, shared.server, slug, code);

test('the Cut The Knot lesson in the pseudo-locale: no sentence of its script left in plain English; in Spanish, from its catalogue', async () => {
  const { page, context, errors } = await openIn('en-XA');
  await page.click('#show-all');
  await page.click('#teacher-toggle');
  await settled(page);
  // feedback: a wrong prediction (its clue and the echo) and a right one (the answer and the
  // engine's reason, a message of the cut_the_knot catalogue)
  assert.equal((await answer(page, 'pn-8', 'N')).correct, false);
  assert.equal((await answer(page, 'g-14', 2)).correct, true);
  await settled(page);
  await page.waitForFunction(() => document.querySelectorAll('.fact.computing').length === 0, null, { timeout: 30000 });
  // What may stay as written: maths (<i>, <var>, <sub>, <sup>, <code>), a cited title, the
  // emphasis the pseudo-locale keeps (<em>), the games (their own frame, tested with the
  // elements), the language menu's names and the radio buttons' values (not shown). Still the
  // engine's English (no messages yet, a separate task): the family's views of Schwenk's H, its
  // claims and the comparison with B_f (takeaway/views.js: facts h-sequence, claims, compare),
  // the representation of N by H (takeaway/representation.js: the two representation views), and
  // the representation's sentence inside a verdict of step 5 (marked lang="en" by the lesson). And
  // step 8's rule as written in the move-function language ("if x == 3 then 1 else 2x": maths).
  const kept = ['nim-lab-game', 'i', 'em', 'var', 'sub', 'sup', 'code', 'cite', 'select', 'input[type="radio"]',
    '[data-fact="h-sequence"]', '[data-fact="claims"]', '[data-fact="compare"]', '[data-view="representation"]',
    '[data-view="counter-representation"]', '[lang="en"]'];
  const text = (await visibleText(page, { ignore: kept })).replaceAll('if x == 3 then 1 else 2x', '');
  const plain = [...text.matchAll(/[A-Za-z]{2,}/g)].map((m) => text.slice(Math.max(0, m.index - 40), m.index + 40));
  assert.deepEqual(plain, [], 'plain English in the pseudo-locale');
  assert.deepEqual(errors, []);
  await context.close();

  // Spanish: a question's prompt is the lesson's Spanish message
  const es = await openIn('es');
  const say = await scriptWords(slug, 'es');
  const wanted = say('cut-the-knot-s-pn-8-prompt', { moves: say('cut-the-knot-s-moves-range', { min: 3, max: 5 }) });
  assert.equal(wanted, 'Un montón de 8; en cada jugada se quitan al menos 3 y como mucho 5 fichas. ¿Es 8 una posición P o una posición N?');
  assert.equal(await es.page.textContent('[data-question="pn-8"] .question-prompt'), wanted);
  assert.deepEqual(es.errors, []);
  await es.context.close();
});
