// The lesson "Single-delete Nim" (arXiv 2411.19453), walked as a student: the steps appear one at
// a time; predictions answered wrongly, then rightly, each checked by the engine with its reason; a
// game won against the engine at "beginner" from a P-position, one lost at "perfect" from a
// P-position; the engine's map of two piles, the binary drawing, the groups of four piles and the
// doubling counterexamples; the rule changed (k piles up to S: the facts, the questions and the
// game follow it); the printed handout; axe-core with every step and the teacher's notes;
// screenshots on a desktop and a phone.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser } from './harness.mjs';
import { openLesson, settled, shownSteps, nextStep, answer, revealed, playToEnd, checkPrint, checkAllShown, assertAnswerHidden, visibleText, checkPaper, openLessonIn, scriptWords } from './lesson-harness.mjs';

const shared = sharedBrowser();
const slug = 'single-delete-nim';

/** Sets a game element's start as a teacher would, and waits until the element shows it. */
async function startFrom(page, selector, piles) {
  await page.evaluate(([sel, p]) => document.querySelector(sel).setAttribute('piles', p), [selector, piles]);
  await page.waitForFunction(([sel, p]) => {
    const s = document.querySelector(sel).state;
    return s.ready && !s.thinking && s.moves === 0 && (s.piles || []).join(', ') === p;
  }, [selector, piles], { timeout: 20000 });
}

const factText = async (page, name) => { await settled(page); return page.textContent(`[data-fact="${name}"]`); };

test('the single-delete Nim lesson, step by step, as a student', async () => {
  const { page, context, errors } = await openLesson(shared.browser, shared.server, slug);
  assert.deepEqual(await shownSteps(page), [1], 'one step at a time');

  // step 1: against the beginner, from 5 and 7 (a P-position: a perfect engine would win), new
  // games until the engine's mistakes let the student through
  const game = '#game-play';
  // (the element builds its game once its engine and worker answer: wait for that, not a guess)
  await page.evaluate((sel) => document.querySelector(sel).whenReady(), game);
  assert.equal(await page.evaluate((sel) => document.querySelector(sel).state.level, game), 'beginner');
  await startFrom(page, game, '5, 7');
  let won = false;
  for (let round = 0; round < 15 && !won; round++) {
    if (round) await page.evaluate((sel) => document.querySelector(sel).reset(), game);
    const end = await playToEnd(page, game);
    assert.equal(end.over, true, 'the game ends');
    won = end.winner === 'you';
  }
  assert.ok(won, 'a student following the hints beats the beginner from a P-position');

  // step 2: predictions, wrong then right, each with the engine's reason
  assert.deepEqual(await nextStep(page), [1, 2]);
  await assertAnswerHidden(page, '[data-question="pn-3-5"]', [/\(3, 5\) is a P-position/]);
  await assertAnswerHidden(page, '[data-question="split-12"]', [/x = 1, 3/, /\(5, 7\)/]);
  let verdict = await answer(page, 'pn-3-5', 'N');
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /^Not quite\. You answered I win \(an N-position\)\. If you win, one of your moves must leave your opponent a position they lose/);
  assert.match(await revealed(page, 'pn-3-5'), /The answer: \(3, 5\) is a P-position: the player to move loses/);
  verdict = await answer(page, 'pn-3-5', 'P');
  assert.equal(verdict.correct, true);
  // told by moves, not by step 3's pattern ("both piles odd"), which it would give away
  assert.match(verdict.text, /^Right: .*every move can be answered\. For example, after deleting the \d+ and splitting the \d+ into \d+ and \d+/);
  assert.doesNotMatch(verdict.text, /odd|Theorem/);
  verdict = await answer(page, 'split-12', 4);
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /You answered 4\. Splitting 12 into 4 and 8 leaves \(4, 8\): your opponent then wins by deleting the \d+ and splitting the \d+ into \d+ and \d+\./);
  verdict = await answer(page, 'split-12', 13);
  assert.match(verdict.text, /^Not quite \(2nd try\)\. You answered 13\. Both new piles must hold at least one counter, so x is 1 to 11/);
  verdict = await answer(page, 'split-12', 5);
  assert.equal(verdict.correct, true);
  assert.match(verdict.text, /leaves \(5, 7\)/);
  assert.doesNotMatch(verdict.text, /odd|Theorem/);

  // step 3: the engine's map of two piles; the pattern question; Theorem 1.1 checked
  assert.deepEqual(await nextStep(page), [1, 2, 3]);
  await page.waitForSelector('#m2-map-canvas[data-max="24"]');
  await page.focus('#m2-map-canvas');
  await page.keyboard.press('ArrowRight'); // the cell (1, 1), then (2, 1)
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#m2-map-position')?.dataset.piles === '2,1');
  await settled(page);
  assert.equal(await page.textContent('#m2-map-pn'), 'N');
  await page.waitForFunction(() => document.querySelector('#m2-map-why')?.dataset.reason === 'theorem-1.1');
  await settled(page);
  await page.click('#m2-map-play');
  await page.waitForFunction(() => (document.querySelector('#game-play').state.piles || []).join(',') === '2,1');
  await settled(page);
  // the question's own choices name the sentences; nothing else may say which is right
  await assertAnswerHidden(page, '[data-question="pattern-2"]', [/both (piles )?(are )?odd/i], { ignore: ['nim-lab-game', '#q-pattern-2-prompt', '#q-pattern-2-question .question-choices'] });
  verdict = await answer(page, 'pattern-2', 'sum');
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /^Almost\. You answered a \+ b is even\. “a \+ b is even” is true at every dark cell, but also at \(2, 2\), a light cell/);
  assert.equal(await page.isVisible('[data-reveal-by="pattern-2"]'), false);
  verdict = await answer(page, 'pattern-2', 'equal');
  assert.match(verdict.text, /^Not quite \(2nd try\)\. You answered The two piles are equal\. \(1, 3\) is a P-position, and “The two piles are equal” gets it wrong/);
  verdict = await answer(page, 'pattern-2', 'odd');
  assert.equal(verdict.correct, true);
  assert.match(verdict.text, /agrees with the engine on all 300 pairs up to 24/);
  assert.match(await factText(page, 'theorem-1-1'), /Holds for every position of 2 piles, each ≤ 24/);

  // step 4: three piles in binary; predictions; the challenge lost from a P-position at "perfect"
  assert.deepEqual(await nextStep(page), [1, 2, 3, 4]);
  // piles written with a space inside a number: the engine's words next to the box, linked to it
  await page.fill('#digits-input', '6, 10 12');
  await page.click('#digits-form button[type="submit"]');
  assert.match(await page.textContent('#digits-message'), /has a space inside: separate piles with commas \(10, 12\)/);
  assert.equal(await page.getAttribute('#digits-input', 'aria-invalid'), 'true');
  assert.match(await page.getAttribute('#digits-input', 'aria-describedby'), /\bdigits-message\b/);
  // a trailing comma is nothing
  await page.fill('#digits-input', '6, 10, 12,');
  await page.click('#digits-form button[type="submit"]');
  assert.equal(await page.locator('#digits-drawing .dd-lead').count(), 3, 'one rightmost 1 per pile, in one column');
  assert.equal(await page.textContent('#digits-verdict'), '', 'the drawing keeps the verdict until it is asked for');
  await assertAnswerHidden(page, '[data-question="pn-6-10-12"]', [/\(6, 10, 12\) is an N-position/, /same valuation/i]);
  await assertAnswerHidden(page, '[data-question="split-three"]', [/x = 2/, /\(2, 10, 10\)|\(10, 2, 10\)/]);
  verdict = await answer(page, 'pn-6-10-12', 'P');
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /You answered I lose \(a P-position\)\. If you lose, every one of your moves/);
  verdict = await answer(page, 'pn-6-10-12', 'N');
  assert.equal(verdict.correct, true);
  assert.match(verdict.text, /valuations \(1, 1, 2\) differ, so Theorem 1\.4 makes it N/);
  await page.click('#digits-ask');
  await page.waitForFunction(() => /Theorem 1\.4/.test(document.querySelector('#digits-verdict').textContent));
  await settled(page);
  verdict = await answer(page, 'split-three', 4);
  assert.equal(verdict.correct, false);
  assert.match(verdict.text, /Splitting 12 into 4 and 8 leaves \(4, 8, 10\): your opponent then wins by/);
  assert.equal((await answer(page, 'split-three', 2)).correct, true);
  assert.match(await factText(page, 'theorem-1-4'), /Holds for every position of 3 piles, each ≤ 32/);
  const challenge = '#game-challenge';
  assert.equal(await page.evaluate((sel) => document.querySelector(sel).state.level, challenge), 'perfect');
  assert.match(await factText(page, 'challenge-start'), /you can win from \(7, 10, 12\)/);
  await startFrom(page, challenge, '2, 6, 10');
  const lost = await playToEnd(page, challenge);
  assert.equal(lost.winner, 'engine', 'from (2, 6, 10), one valuation for all three piles, the perfect engine wins');

  // step 5: four piles by search, grouped by valuations
  assert.deepEqual(await nextStep(page), [1, 2, 3, 4, 5]);
  await assertAnswerHidden(page, '[data-question="pn-1-2-2-2"]', [/\(1, 2, 2, 2\)/]);
  assert.equal((await answer(page, 'pn-1-2-2-2', 'N')).correct, false);
  verdict = await answer(page, 'pn-1-2-2-2', 'P');
  assert.equal(verdict.correct, true);
  assert.match(verdict.text, /P-position by search/);
  await page.waitForSelector('#g4-groups .d-group[data-pattern="0,1,1,1"][data-covered="search"]');
  assert.match(await page.textContent('#g4-groups-summary'), /valuation patterns/);
  assert.match(await factText(page, 'condition-1'), /Holds for every position of 4 piles, each ≤ 24/);

  // step 6: the doubling observation, refuted by the engine's own counterexamples
  assert.deepEqual(await nextStep(page), [1, 2, 3, 4, 5, 6]);
  await assertAnswerHidden(page, '[data-question="double-2"]', [/\(2, 2\) is an N-position/]);
  await assertAnswerHidden(page, '[data-question="double-5"]', [/\(2, 2, 2, 2, 2\)/]);
  assert.equal((await answer(page, 'double-2', 'P')).correct, false);
  assert.equal((await answer(page, 'double-2', 'N')).correct, true);
  assert.equal((await answer(page, 'double-5', 'same')).correct, false);
  assert.equal((await answer(page, 'double-5', 'changes')).correct, true);
  const rows = await page.evaluate(() => [...document.querySelectorAll('#doubling-list li')].map((li) => [Number(li.dataset.k), li.dataset.verdict]));
  assert.deepEqual(rows.find(([k]) => k === 2), [2, 'fails']);
  assert.deepEqual(rows.find(([k]) => k === 3), [3, 'holds']);
  assert.deepEqual(rows.find(([k]) => k === 5), [5, 'fails']);
  assert.match(await page.textContent('#doubling-list li[data-k="2"]'), /Contradicted at \(1, 1\): it is a P-position, but \(2, 2\) is an N-position/);

  // step 7: another rule; the facts, the questions and the game follow it
  assert.deepEqual(await nextStep(page), [1, 2, 3, 4, 5, 6, 7]);
  assert.match(await factText(page, 'rule-summary'), /solved 15\u202f504 positions/);
  assert.equal(await page.getAttribute('#game-rule', 'piles'), '2, 3, 4, 5, 6');
  await settled(page);
  // five piles of 2 are step 6's doubled position: its verdict there waits for this question too
  await assertAnswerHidden(page, '[data-question="rule-twos"]', [/\(2, 2, 2, 2, 2\) is/]);
  await assertAnswerHidden(page, '[data-question="rule-patterns"]', [/P-positions, in \d+ valuation pattern/]);
  assert.equal(await page.isVisible('#q-double-5-feedback'), false);
  verdict = await answer(page, 'rule-twos', 'P');
  assert.equal(verdict.correct, false, 'five piles of 2: the player to move wins');
  await page.click('[data-rule-chips] button[data-k="3"]');
  await page.waitForFunction(() => /^the engine solved 5984 positions/.test(document.querySelector('[data-fact="rule-summary"]').textContent));
  await settled(page);
  assert.equal(await page.getAttribute('#game-rule', 'piles'), '2, 3, 4');
  await page.waitForFunction(() => (document.querySelector('#game-rule').state.piles || []).length === 3);
  await settled(page);
  assert.match(await page.textContent('[data-question="rule-twos"] .question-prompt'), /^3 piles of 2 each/);
  assert.equal(await page.getAttribute('[data-question="rule-twos"] .question', 'data-attempts'), '0', 'the question starts again');
  verdict = await answer(page, 'rule-twos', 'P');
  assert.equal(verdict.correct, true, 'three piles of 2: the player to move loses');
  assert.equal((await answer(page, 'rule-patterns', 6)).correct, true, 'three piles up to 32: one pattern per valuation 0 … 5');
  assert.match(await page.textContent('#d-check-theorem-1-4'), /Theorem 1\.4 holds/);
  // a range the lesson does not solve is refused at the field; one it does is solved
  await page.fill('#range-input', '500');
  await page.click('#range-form button[type="submit"]');
  assert.match(await page.textContent('#range-message'), /up to 40/);
  await page.fill('#range-input', '8');
  await page.click('#range-form button[type="submit"]');
  await page.waitForFunction(() => /^the engine solved 120 positions/.test(document.querySelector('[data-fact="rule-summary"]').textContent));
  await settled(page);
  assert.match(await page.textContent('[data-rule-words]'), /3 piles, each 1 … 8/);
  assert.equal((await answer(page, 'rule-patterns', 4)).correct, true, 'three piles up to 8: valuations 0 … 3');

  await checkPrint(page, slug);
  await checkPaper(page, slug);
  await checkPaper(page, slug, { teacher: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the single-delete Nim lesson: every step and the teacher’s notes pass axe-core; desktop and phone', async () => {
  for (const width of [1280, 390]) {
    const { page, context, errors } = await openLesson(shared.browser, shared.server, slug, { width, height: 900 });
    await checkAllShown(page, slug, width);
    // the teacher's verdicts on the students' conjectures are computed, not typed
    const verdicts = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-conjecture]')]
      .map((n) => [n.dataset.conjecture, n.classList.contains('conjecture-true') ? true : n.classList.contains('conjecture-false') ? false : null])));
    assert.deepEqual(verdicts, {
      'two-odd': true, 'two-sum-even': false, 'two-equal': false,
      'three-odd': false, 'three-nim': false, 'three-valuation': true,
      'four-equal-implies': true, 'four-equal-iff': false, 'four-pairs': false,
      'double-three': true, 'double-all': false,
      'rule-odd': true, 'rule-twos': false, 'rule-equal': false,
    });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/** Opens the lesson in a language (lesson-harness.mjs). */
const openIn = (code) => openLessonIn(shared.browser, shared.server, slug, code);

test('the single-delete Nim lesson in the pseudo-locale: no sentence of its script left in plain English; in Spanish, from its catalogue', async () => {
  const { page, context, errors } = await openIn('en-XA');
  await page.click('#show-all');
  await page.click('#teacher-toggle');
  await settled(page);
  // feedback: a wrong prediction (its clue), a wrong split (the engine's move in words), a sentence
  // "almost" right, the drawing's verdict, and a rule whose range the lesson refuses
  assert.equal((await answer(page, 'pn-3-5', 'N')).correct, false);
  assert.equal((await answer(page, 'split-12', 4)).correct, false);
  assert.equal((await answer(page, 'pattern-2', 'sum')).correct, false);
  assert.equal((await answer(page, 'double-5', 'changes')).correct, true);
  await page.click('#digits-ask');
  await page.waitForFunction(() => /\d/.test(document.querySelector('#digits-verdict')?.textContent || ''));
  await page.fill('#range-input', '500');
  await page.click('#range-form button[type="submit"]');
  await settled(page);
  await page.waitForFunction(() => document.querySelectorAll('.fact.computing').length === 0, null, { timeout: 30000 });
  // What may stay as written: maths (<i>, <var>, <sub>, <sup>, <code>), a cited title, the
  // emphasis the pseudo-locale keeps (<em>), the games (their own frame, tested with the
  // elements), the language menu's names and the radio buttons' values (not shown). The engine's
  // sentences are messages: the statements as their verdict boxes state them, the doubling
  // observation's name, the accounts of positions.
  const kept = ['nim-lab-game', 'i', 'em', 'var', 'sub', 'sup', 'code', 'cite', 'select', 'input[type="radio"]'];
  const text = await visibleText(page, { ignore: kept });
  const plain = [...text.matchAll(/[A-Za-z]{2,}/g)].map((m) => text.slice(Math.max(0, m.index - 40), m.index + 40));
  assert.deepEqual(plain, [], 'plain English in the pseudo-locale');
  assert.deepEqual(errors, []);
  await context.close();

  // Spanish: a question's prompt is the lesson's Spanish message
  const es = await openIn('es');
  const say = await scriptWords(slug, 'es');
  const wanted = say('single-delete-nim-s-pn-3-5');
  assert.equal(wanted, 'Montones de 3 y 5, te toca jugar. Si los dos jugáis lo mejor posible, ¿ganas o pierdes?');
  assert.equal(await es.page.textContent('#q-pn-3-5-prompt'), wanted);
  assert.deepEqual(es.errors, []);
  await es.context.close();
});
