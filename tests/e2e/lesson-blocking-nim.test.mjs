// The lesson "Blocking Nim" (lessons/blocking-nim.html, after Flammenkamp, Holshouser & Reiter
// 2003), walked as a student: the steps appear one at a time; the games start from the engine's
// defaults (the paper's worked example); a game won at `beginner` from a safe pile (blocks both
// ways: the student forbids the engine's winning takes, found by the engine's brute force) and one
// lost at `perfect`; predictions answered wrongly then rightly, each checked by the engine with its
// reason; Theorem 1 beside brute force; a change of the sequences followed by the games, facts and
// questions; the summary's claim contradicted both ways by the two examples; the printed handout;
// axe-core and screenshots with every step and the teacher's notes shown; the script's sentences in
// the page's language (no plain English in the pseudo-locale; Spanish, then French, from the
// lesson-blocking-nim-steps catalogue).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser } from './harness.mjs';
import {
  openLesson, settled, shownSteps, nextStep, answer, revealed, checkPrint, checkAllShown, assertAnswerHidden, checkPaper, visibleText,
  openLessonIn, scriptWords,
} from './lesson-harness.mjs';

const shared = sharedBrowser();
const slug = 'blocking-nim';

/** Runs fn(engine, ...args) in the page with the page's own engine module (already loaded). The
 *  call is an expression evaluated through the DevTools protocol: `new Function` in the page
 *  would be refused by its CSP (no 'unsafe-eval'). */
function withEngine(page, fn, ...args) {
  return page.evaluate(`(async () => {
    const core = await import(\`\${location.origin}/js/core/engine.js\`);
    await core.ready();
    const engine = { ...core, ...await import(\`\${location.origin}/js/families/blocking/engine.js\`) };
    return (${fn.toString()})(engine, ...${JSON.stringify(args)});
  })()`);
}

/** The engine's defaults for the sequences (the URL keys bc, bmin, bmax). */
function defaults(page) {
  return withEngine(page, (engine) => {
    const spec = Object.fromEntries(engine.specFields().map((f) => [f.key, f.default]));
    return { c: String(spec.bc), m: String(spec.bmin), M: String(spec.bmax) };
  });
}

/** Brute force's safe piles at move k up to `upto` for the sequences r. */
function safePiles(page, r, k, upto = 60) {
  return withEngine(page, (engine, rule, move, n) => {
    const level = engine.blockingAnalysis(rule.c, rule.m, rule.M, n, move).levels[move - 1];
    return Array.from(level.safe).flatMap((s, p) => (s === 1 ? [p] : []));
  }, r, k, upto);
}

/**
 * Plays the game element `selector` to its end through its API, with both kinds of action: when
 * the student takes, the engine's hint; when the student forbids (before the engine's take), the
 * engine's winning takes, as many as c_k allows (found by the engine's brute force from the next
 * move). Returns the final state.
 */
function playToEnd(page, selector) {
  return page.evaluate(async (sel) => {
    const engine = await import(`${location.origin}/js/families/blocking/engine.js`);
    const game = document.querySelector(sel);
    await game.whenReady();
    const [c, m, M] = ['c', 'min', 'max'].map((name) => game.getAttribute(name));
    for (let i = 0; i < 300 && !game.state.over; i++) {
      const s = game.state;
      if (!s.acting) {
        await new Promise((r) => setTimeout(r, 30));
        continue;
      }
      if (s.toMove === 'you') {
        const hint = await game.hint();
        await game.play(hint.action ?? hint.take);
        continue;
      }
      const k = s.moves + 1;
      const v = engine.blockingValues(c, m, M, k);
      const [ck, mk, top] = [Number(v.c[k - 1]), Number(v.m[k - 1]), Math.min(Number(v.M[k - 1]), s.pile)];
      const wins = [];
      if (k + 1 <= 12) {
        const next = engine.blockingAnalysis(c, m, M, s.pile, k + 1).levels[k].safe;
        for (let x = top; x >= mk; x--) if (next[s.pile - x] === 1) wins.push(x);
      }
      await game.play({ block: wins.slice(0, ck) });
    }
    return game.state;
  }, selector);
}

/** Sets attributes on a game element as a teacher would, and waits for its new game. */
async function setGame(page, selector, attrs) {
  await page.evaluate(async ([sel, a]) => {
    const game = document.querySelector(sel);
    for (const [name, value] of Object.entries(a)) game.setAttribute(name, value);
    await new Promise((r) => setTimeout(r, 50));
    await game.whenReady();
  }, [selector, attrs]);
  await page.waitForFunction(([sel, pile]) => {
    const s = document.querySelector(sel).state;
    return s.ready && s.pile === pile && s.moves === 0;
  }, [selector, Number(attrs.pile)]);
}

const factText = async (page, name) => { await settled(page); return page.locator(`[data-fact="${name}"]`).first().textContent(); };
const factsSettled = (page) => page.waitForFunction(() => document.querySelectorAll('.fact.computing').length === 0);

test('a student walks the lesson: play, safe piles, predictions, Theorem 1, other sequences, the summary tested', async (t) => {
  const { page, context, errors } = await openLesson(shared.browser, shared.server, slug);
  assert.deepEqual(await shownSteps(page), [1], 'only the first step at first');
  const rule = await defaults(page);

  // the games start from the engine's defaults (the paper's worked example), the student first
  for (const sel of ['#game-play', '#game-challenge']) {
    const attrs = await page.evaluate((s) => ['c', 'min', 'max', 'first'].map((n) => document.querySelector(s).getAttribute(n)), sel);
    assert.deepEqual(attrs, [rule.c, rule.m, rule.M, 'you'], `${sel} plays the engine's default sequences`);
  }
  assert.equal(await page.getAttribute('#game-play', 'level'), 'beginner');
  assert.equal(await page.getAttribute('#game-challenge', 'level'), 'perfect');
  assert.match(await factText(page, 'move-3'), /m3 = \d+ and M3 = \d+.*c3 = \d+/);

  // step 1's start pile is the game's own field (checked by the engine): a typo is named next to
  // it and changes nothing; a number starts there with New game
  const startField = page.locator('#game-play [id$="start-input"]');
  const startMessage = page.locator('#game-play [id$="start-message"]');
  await startField.fill('1O');
  assert.match(await startMessage.textContent(), /pile/);
  assert.equal(await startField.getAttribute('aria-invalid'), 'true');
  await page.locator('#game-play [id$="new-game"]').click();
  await page.waitForFunction(() => document.querySelector('#game-play').state.ready);
  assert.equal(await page.evaluate(() => document.querySelector('#game-play').state.pile), 20, 'a refused pile is not used');
  await startField.fill('17');
  assert.equal(await startMessage.textContent(), '');
  await startField.press('Enter');
  await page.waitForFunction(() => document.querySelector('#game-play').state.pile === 17 && document.querySelector('#game-play').state.moves === 0);
  assert.equal(await page.locator('#play-pile').count(), 0, 'one start-pile field: the game\'s');

  // win at beginner from a safe pile at move 1 (a losing start): new games until the engine slips
  const safe1 = await safePiles(page, rule, 1);
  const losingStart = safe1.find((p) => p >= 30);
  assert.ok(losingStart, 'a safe pile at move 1 between 30 and 60');
  await setGame(page, '#game-play', { pile: String(losingStart), level: 'beginner' });
  let won = null;
  for (let tries = 0; tries < 25 && !won; tries++) {
    if (tries > 0) await page.evaluate(() => document.querySelector('#game-play').reset());
    const end = await playToEnd(page, '#game-play');
    assert.equal(end.over, true, 'the game ends');
    if (end.winner === 'you') won = tries + 1;
  }
  assert.ok(won, `the student beats the beginner from the safe pile ${losingStart} within 25 games`);
  t.diagnostic(`won at beginner from ${losingStart} in game ${won}`);

  // step 2: is a pile safe at move k? wrongly, then rightly, with the engine's reason
  assert.deepEqual(await nextStep(page), [1, 2]);
  const safe3 = await safePiles(page, rule, 3);
  const right15 = safe3.includes(15) ? 'safe' : 'unsafe';
  const wrong15 = right15 === 'safe' ? 'unsafe' : 'safe';
  const run15 = safe3.includes(15) ? `${safe3.filter((p) => p <= 15).pop()} to` : null;
  await assertAnswerHidden(page, '[data-question="safe-15-3"]', [/pile 15 at move 3 is/i, /safe piles at move 3/i, ...(run15 ? [run15] : [])]);
  let r = await answer(page, 'safe-15-3', wrong15);
  assert.equal(r.correct, false);
  assert.match(r.text, /Not quite/);
  r = await answer(page, 'safe-15-3', right15);
  assert.equal(r.correct, true);
  assert.match(r.text, new RegExp(`Brute force: pile 15 at move 3 is ${right15}`));
  assert.match(r.text, /The engine, forbidding for the opponent there: “.*c3 = \d+/, 'the engine’s own reason as the opponent');
  const right4 = (await safePiles(page, rule, 2)).includes(4) ? 'safe' : 'unsafe';
  await assertAnswerHidden(page, '[data-question="safe-4-2"]', [/pile 4 at move 2 is/i, /safe piles at move 2/i]);
  r = await answer(page, 'safe-4-2', right4);
  assert.equal(r.correct, true);
  // the engine's lists (shown once answered) stop short of step 3's answers
  const list3 = await factText(page, 'safe-list-3');
  const upto3 = Number(/up to (\d+) tried/.exec(list3)[1]);
  assert.ok(upto3 >= 15, 'the move-3 list reaches the pile asked about');
  const list2 = await factText(page, 'safe-list-2');
  const upto2 = Number(/up to (\d+) tried/.exec(list2)[1]);
  const safe2 = await safePiles(page, rule, 2);
  const next2 = safe2.find((p) => p > 18);
  assert.ok(upto2 < next2, `the move-2 list (up to ${upto2}) stops before step 3's answer ${next2}`);

  // step 3: the next safe pile after the second run at move 1
  assert.deepEqual(await nextStep(page), [1, 2, 3]);
  const prompt = await page.locator('[data-question="next-1"] .question-prompt').textContent();
  const after = Number(/after (\d+)\?/.exec(prompt)[1]);
  const next = safe1.find((p) => p > after);
  await assertAnswerHidden(page, '[data-question="next-1"]', [next]);
  const prompt2 = await page.locator('[data-question="next-2"] .question-prompt').textContent();
  const after2 = Number(/after (\d+)\?/.exec(prompt2)[1]);
  await assertAnswerHidden(page, '[data-question="next-2"]', [safe2.find((p) => p > after2)]);
  r = await answer(page, 'next-1', after + 1);
  assert.equal(r.correct, false);
  assert.match(await revealed(page, 'next-1'), new RegExp(`The answer: ${next}\\.`));
  r = await answer(page, 'next-1', next);
  assert.equal(r.correct, true);
  assert.match(r.text, new RegExp(`pile ${next} is safe`));

  // step 4: Theorem 1 beside brute force; A_1 from the formula; a pile beyond brute force
  assert.deepEqual(await nextStep(page), [1, 2, 3, 4]);
  const a3 = await withEngine(page, (engine, ru) => {
    let pile = 0n;
    for (;;) {
      const f = engine.blockingFormula(ru.c, ru.m, ru.M, String(pile), 1);
      if (f.safe && f.index === '3') return Number(f.from);
      pile = BigInt(f.to) + 1n;
    }
  }, rule);
  const starts1 = safe1.filter((p, i) => i === 0 || safe1[i - 1] !== p - 1);
  assert.equal(a3, starts1[3], 'A_3 is where brute force’s fourth run begins (the paper’s example satisfies (1) and (2))');
  await assertAnswerHidden(page, '[data-question="run-4"]', [a3, /✓ the same/]);
  r = await answer(page, 'run-4', a3 - 1);
  assert.equal(r.correct, false);
  assert.match(r.text, new RegExp(`You answered ${a3 - 1}\\. ${a3 - 1} is one short`));
  r = await answer(page, 'run-4', starts1[2]);
  assert.equal(r.correct, false);
  assert.match(r.text, new RegExp(`${starts1[2]} is where the third safe run begins, not the fourth`), 'another wrong answer, other words');
  r = await answer(page, 'run-4', a3);
  assert.equal(r.correct, true);
  assert.match(r.text, /Theorem 1 at move 1/);
  const huge = await withEngine(page, (engine, ru) => engine.blockingFormula(ru.c, ru.m, ru.M, '1000000000000', 1).safe, rule);
  await assertAnswerHidden(page, '[data-question="huge"]', [/1\D?000\D?000\D?000\D?000 (is|lies in the) (safe|unsafe)/, /the formula says (safe|unsafe)/]);
  r = await answer(page, 'huge', huge ? 'safe' : 'unsafe');
  assert.equal(r.correct, true);
  assert.match(r.text, /Conditions \(1\) and \(2\) hold/);
  await page.waitForFunction(() => document.querySelector('#safe-canvas').dataset.mismatches === '0');
  await settled(page);
  assert.equal(await page.locator('#safe-runs-body tr[data-matches="true"]').count(), 4, 'the formula agrees at every move shown');
  assert.match(await page.locator('#bf-answer').textContent(), /pile 15 at move 3 is (safe|unsafe)/);

  // the challenge: from a safe pile the perfect engine wins whatever the student does
  assert.equal(await page.getAttribute('#game-challenge', 'level'), 'perfect');
  await setGame(page, '#game-challenge', { pile: String(losingStart) });
  await page.waitForFunction((p) => document.querySelector('[data-fact="challenge-pile"]').textContent === String(p), losingStart);
  await settled(page);
  await factsSettled(page);
  assert.match(await factText(page, 'challenge'), /the pile is safe at move 1/, 'the sentence follows the pile the teacher set');
  const lost = await playToEnd(page, '#game-challenge');
  assert.equal(lost.over, true);
  assert.equal(lost.winner, 'engine', `the perfect engine wins from the safe pile ${losingStart}`);

  // step 5: other sequences — the games, facts and questions follow
  assert.deepEqual(await nextStep(page), [1, 2, 3, 4, 5]);
  const before = await factText(page, 'safe-move-1');
  await page.locator('[data-rule-chips] button.preset', { hasText: 'Take 1–3, no blocks' }).click();
  await page.waitForFunction((old) => document.querySelector('[data-fact="safe-move-1"]').textContent !== old, before);
  await settled(page);
  await factsSettled(page);
  const nim = { c: await page.getAttribute('#game-play', 'c'), m: await page.getAttribute('#game-play', 'min'), M: await page.getAttribute('#game-play', 'max') };
  assert.deepEqual(nim, { c: '0', m: '1', M: '3' }, 'the game follows the chosen example');
  assert.equal(await page.getAttribute('#game-challenge', 'max'), '3');
  const nimSafe = await safePiles(page, nim, 1);
  assert.ok((await factText(page, 'safe-move-1')).startsWith(`${nimSafe[0]}, ${nimSafe[1]}, ${nimSafe[2]}`), 'the fact follows');
  assert.match(await factText(page, 'sequences'), /Mi3333/);
  await page.waitForFunction(() => {
    const g = document.querySelector('#game-play');
    return g.state.ready && g.state.moves === 0 && g.shadowRoot.textContent.includes('take 1 … 3');
  });
  const rulePrompt = await page.locator('[data-question="rule-first"] .question-prompt').textContent();
  assert.match(rulePrompt, /c = 0, 0, 0/);
  // step 3's question again, for these sequences: its answer shows nowhere (step 2's lists and
  // step 4's table of the same sequences wait for it), and the prompt of step 3 stops before it
  const ruleAfter = Number(/after (\d+)\?/.exec(rulePrompt)[1]);
  const ruleNext = nimSafe.find((p) => p > ruleAfter);
  await assertAnswerHidden(page, '[data-question="rule-first"]', [new RegExp(`\\b${ruleAfter}(,| and) ${ruleNext}\\b`), /safe piles up to 60 are/]);
  assert.equal(await page.isVisible('#safe-runs'), false, 'step 4’s table of the safe runs waits for the question');
  r = await answer(page, 'rule-first', ruleNext + 1);
  assert.equal(r.correct, false);
  r = await answer(page, 'rule-first', ruleNext);
  assert.equal(r.correct, true);
  // the student's own sequences: a bad one shows the engine's message, a good one is used
  await page.fill('#seq-c', 'i +');
  await page.click('#seq-use');
  await page.waitForSelector('#seq-c-message.shown');
  assert.equal(await page.getAttribute('#game-play', 'c'), '0', 'a bad sequence changes nothing');
  await page.fill('#seq-c', '1');
  await page.fill('#seq-m', '1');
  await page.fill('#seq-M', '4');
  await page.click('#seq-use');
  await page.waitForFunction(() => document.querySelector('#game-play').getAttribute('max') === '4');
  await settled(page);
  await factsSettled(page);
  const pairs = await safePiles(page, { c: '1', m: '1', M: '4' }, 1);
  assert.ok((await factText(page, 'safe-move-1')).startsWith(`${pairs[0]} to ${pairs[1]}`));
  // c = 2^62 + 1 ("forbid as many as you like"), a value a JS Number cannot hold (it reads 2^62):
  // the sentences show its digits as the engine sent them, and the count of choices stays exact
  const bigC = '4611686018427387905';
  await page.fill('#seq-c', bigC);
  await page.fill('#seq-M', '10');
  await page.click('#seq-use');
  await page.waitForFunction((c) => document.querySelector('#game-play').getAttribute('c') === c, bigC);
  await settled(page);
  await factsSettled(page);
  assert.match(await factText(page, 'move-3'), new RegExp(`M3 = 10 counters, and the opponent may first forbid up to c3 = ${bigC} of those 10 choices`));
  assert.match(await page.locator('[data-rule-words]').first().textContent(), new RegExp(`^c = ${bigC}, ${bigC}, ${bigC}, `));

  // step 6: the summary's claim, contradicted both ways by the engine, live
  assert.deepEqual(await nextStep(page), [1, 2, 3, 4, 5, 6]);
  await page.click('[data-counterexample="summary-sufficient"]');
  await page.waitForSelector('#b-claim-summary-sufficient[data-verdict="contradicted"]', { state: 'attached' });
  assert.equal(await page.getAttribute('#b-banner', 'data-matches'), 'false', 'brute force disagrees with the formula');
  assert.equal(await page.getAttribute('#b-cond-weak', 'data-holds'), 'true', 'although the summary’s condition holds');
  assert.match(await page.locator('#b-claim-summary-sufficient').textContent(), /Counterexample/);
  await settled(page);
  await assertAnswerHidden(page, '[data-question="summary"]', [/intervals are exactly the safe piles/i, /the formula is wrong/i, /agrees with the formula/i,
    /brute force says (safe|unsafe)/i, /sufficiency — /, /✓ the same/, /formula fails/i, /formula right/i]);
  r = await answer(page, 'summary', 'yes');
  assert.equal(r.correct, false);
  r = await answer(page, 'summary', 'no');
  assert.equal(r.correct, true);
  assert.match(r.text, /brute force says safe, the formula says unsafe/);
  // answered: step 4's picture and table show again, with the difference drawn
  await page.waitForFunction(() => Number(document.querySelector('#safe-canvas').dataset.mismatches) > 0);
  assert.equal(await page.isVisible('#safe-runs'), true);
  await page.click('[data-counterexample="summary-necessary"]');
  await page.waitForSelector('#b-claim-summary-necessary[data-verdict="contradicted"]', { state: 'attached' });
  assert.equal(await page.getAttribute('#b-banner', 'data-matches'), 'true', 'the formula is right');
  assert.equal(await page.getAttribute('#b-cond-weak', 'data-holds'), 'false', 'although the summary’s condition fails');
  await factsSettled(page);
  for (const name of ['summary-sufficient', 'summary-necessary']) {
    assert.ok(await page.locator(`[data-conjecture="${name}"].conjecture-false`).count(), `the teacher's conjecture ${name} is judged false`);
  }
  assert.ok(await page.locator('[data-conjecture="theorem-1"].conjecture-true').count(), 'Theorem 1 is judged true');
  assert.match(await factText(page, 'summary-now'), /necessity — contradicted/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the handout prints: the rules of the sequences chosen, a table to fill in, the questions', async () => {
  const { page, context, errors } = await openLesson(shared.browser, shared.server, slug);
  await checkPrint(page, slug);
  await checkPaper(page, slug);
  await checkPaper(page, slug, { teacher: true });
  const rules = await page.locator('.handout [data-rule-words]').textContent();
  assert.match(rules, /^c = .*; m = .*; M = /);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [width, height] of [[1280, 900], [390, 844]]) {
  test(`axe-core and a screenshot with every step and the teacher's notes shown, ${width} px`, async () => {
    const { page, context, errors } = await openLesson(shared.browser, shared.server, slug, { width, height });
    // the folded parts too ("Explore further", the glossary): axe checks what they hold
    await page.evaluate(() => { for (const d of document.querySelectorAll('main details')) d.open = true; });
    await checkAllShown(page, slug, width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `nothing wider than the screen (${overflow} px too wide)`);
    // the runs table with its Verdict column: it fits, or it is a scroll region a keyboard reaches
    const runs = await page.evaluate(() => {
      const wrap = document.querySelector('#safe-runs .table-wrap');
      const verdict = document.querySelector('#safe-runs thead th:last-child').getBoundingClientRect();
      return { fits: wrap.scrollWidth <= wrap.clientWidth + 1, inside: verdict.right <= wrap.getBoundingClientRect().right + 1,
        tab: wrap.getAttribute('tabindex'), role: wrap.getAttribute('role'), shadows: getComputedStyle(wrap).backgroundImage.includes('gradient') };
    });
    assert.ok(runs.shadows, 'the box shows a shadow where it hides columns');
    if (width <= 390) assert.ok(runs.fits && runs.inside, `at ${width} px the Verdict column is on screen: ${JSON.stringify(runs)}`);
    if (!runs.fits) assert.deepEqual([runs.tab, runs.role], ['0', 'region'], 'a table that scrolls is a tab stop');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** Opens the lesson in a language (lesson-harness.mjs). */
const openIn = (code) => openLessonIn(shared.browser, shared.server, slug, code);

/** A message of the script's catalogue in a language, worded by Fluent. */
const scriptMessage = async (code, id, args) => (await scriptWords(slug, code))(id, args);

test('the Blocking Nim lesson’s script speaks the page’s language: no plain English in the pseudo-locale, a Spanish prompt, a switch to French', async () => {
  const { page, context, errors } = await openIn('en-XA');
  await page.click('#show-all');
  await page.click('#teacher-toggle');
  await settled(page);
  // feedback of each kind the script words: a right answer (its answer, the engine's reason as the
  // opponent, brute force's word), wrong ones (a clue for a typed pile, a wrong run's start, a
  // wrong prediction of the summary)
  const rule = await defaults(page);
  const right15 = (await safePiles(page, rule, 3)).includes(15) ? 'safe' : 'unsafe';
  assert.equal((await answer(page, 'safe-15-3', right15)).correct, true);
  assert.equal((await answer(page, 'next-1', 1)).correct, false);
  assert.equal((await answer(page, 'run-4', 1)).correct, false);
  assert.equal((await answer(page, 'summary', 'no')).correct, false);
  await page.waitForFunction(() => document.querySelectorAll('.fact.computing').length === 0, null, { timeout: 30000 });
  // the engine's sentences of the analysis are messages too: the conditions' and the claims' (the
  // facts of steps 4 to 6, the verdict cards' names, statements and findings, and the teacher's
  // conjectures judged on every example)
  // What may stay as written: maths (<i>, <var>, <sub>, <sup>, <code>), a cited title, the
  // emphasis the pseudo-locale keeps (<em>), the games (their own frame, tested with the elements),
  // the language menu's names and the choices' values (radio buttons: not shown); an index shown
  // as a subscript (c_1, A_(k+1)) is maths too.
  const kept = ['nim-lab-game', 'i', 'em', 'var', 'sub', 'sup', 'code', 'cite', 'select', 'input[type="radio"]'];
  const rest = (await visibleText(page, { ignore: kept })).replace(/\b([A-Za-z])_(?:\([^()]*\)|[A-Za-z0-9]+)/g, '$1');
  const plain = [...rest.matchAll(/[A-Za-z]{2,}/g)].map((m) => rest.slice(Math.max(0, m.index - 40), m.index + 40));
  assert.deepEqual(plain, [], 'plain English in the pseudo-locale');
  assert.deepEqual(errors, []);
  await context.close();

  // Spanish: a question's prompt and its choices are the lesson's Spanish messages
  const es = await openIn('es');
  const wanted = await scriptMessage('es', 'blocking-nim-s-is-safe', { pile: 15, move: 3 });
  assert.equal(wanted, '¿Es seguro un montón de 15 en la jugada 3?');
  assert.equal(await es.page.textContent('#q-safe-15-3-prompt'), wanted);
  const choices = await es.page.$$eval('#q-safe-15-3-question .question-choice-words', (list) => list.map((n) => n.textContent.trim()));
  assert.deepEqual(choices, [await scriptMessage('es', 'blocking-nim-s-choice-safe'), await scriptMessage('es', 'blocking-nim-s-choice-unsafe')]);
  // a switch to French words the prompt again, in place
  await es.page.selectOption('#lesson-lang', 'fr');
  const french = await scriptMessage('fr', 'blocking-nim-s-is-safe', { pile: 15, move: 3 });
  await es.page.waitForFunction((words) => document.querySelector('#q-safe-15-3-prompt').textContent === words, french);
  assert.deepEqual(es.errors, []);
  await es.context.close();
});
