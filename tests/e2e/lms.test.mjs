// Lessons in a learning platform's gradebook (issue 28), tested against a real SCORM run-time:
// scorm-again (npm; the LMS side many platforms embed) on a host page that offers `API` (SCORM 1.2)
// or `API_1484_11` (SCORM 2004) and iframes a lesson served from www/. The lesson is played
// through its UI — a question right at the first try, one wrong, one right only after "Show the
// answer", the challenge won against the perfect engine with hints off by the engine's own best
// moves, every step shown — and the run-time's data read back: status, location, score,
// interactions, suspend data; then relaunched with the saved data, the lesson resumes at the same
// step with the same answers. Outside a platform the lesson loads nothing more and reports nothing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { sharedBrowser, openPage, repoRoot, freePort, until, startServer } from './harness.mjs';
import xapiValidation from '@learninglocker/xapi-validation';
import { settled, shownSteps, nextStep, answer, revealed, playToEnd, messageText } from './lesson-harness.mjs';
import { smallPng } from './png-small.mjs';
import { LANGUAGES } from '../../www/js/core/i18n.js';

const shared = sharedBrowser();
const runtimes = path.join(repoRoot, 'node_modules', 'scorm-again', 'dist');

const standards = {
  '1.2': {
    script: 'scorm12.min.js', global: 'API', make: 'new Scorm12API({ autocommit: false, logLevel: 4 })',
    status: 'cmi.core.lesson_status', location: 'cmi.core.lesson_location', raw: 'cmi.core.score.raw',
    get: 'LMSGetValue', wrong: 'wrong', response: 'student_response', other: 'performance',
  },
  2004: {
    script: 'scorm2004.min.js', global: 'API_1484_11', make: 'new Scorm2004API({ autocommit: false, logLevel: 4 })',
    status: 'cmi.completion_status', location: 'cmi.location', raw: 'cmi.score.raw',
    get: 'GetValue', wrong: 'incorrect', response: 'learner_response', other: 'other',
  },
};

/** The host page: the run-time of `standard` (with `saved`, flattened cmi data, loaded first, as a
 *  platform does on a second launch), and the lesson in an iframe. Served by the test on the
 *  lesson's origin (a platform serves its packages from its own). */
function hostPage(standard, slug, saved, src = `/lessons/${slug}.html`) {
  const s = standards[standard];
  const load = saved ? `window.${s.global}.loadFromFlattenedJSON(${JSON.stringify(saved).replace(/</g, '\\u003c')});` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A platform</title>
<script src="/__lms/${s.script}"></script>
<script>
window.${s.global} = ${s.make};
window.calls = [];
for (const name of ['Initialize', 'Commit', 'Terminate', 'LMSInitialize', 'LMSCommit', 'LMSFinish']) window.${s.global}.on(name, () => window.calls.push(name));
${load}
</script></head><body>
<iframe id="sco" title="The lesson" src="${src}" style="width: 1200px; height: 860px"></iframe>
</body></html>`;
}

/** Opens the host page (standard, lesson, saved data); resolves with the page and the lesson's
 *  frame once the lesson is ready. `requests` collects every URL the context asks for, `failed`
 *  those answered with an error or not at all. Options: base (the server, default www/'s), src
 *  (the lesson's address on it, default /lessons/<slug>.html), hold (a Promise: the SCORM adapter's
 *  module is answered only once it resolves, a slow network), init (called with the context
 *  before the host page opens: an init script). */
async function launch(standard, slug, saved = null, { base = shared.server.url, src, hold, init } = {}) {
  const opened = await openPage(shared.browser, null, { width: 1280, height: 1000 });
  const { page, context } = opened;
  if (init) await init(context);
  const requests = [];
  const failed = [];
  context.on('request', (r) => requests.push(r.url()));
  context.on('requestfailed', (r) => failed.push(r.url()));
  context.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.url()} (${r.status()})`); });
  await context.route('**/__lms/*', (route) => route.fulfill({ path: path.join(runtimes, path.basename(new URL(route.request().url()).pathname)), contentType: 'text/javascript' }));
  await context.route('**/__host.html', (route) => route.fulfill({ body: hostPage(standard, slug, saved, src), contentType: 'text/html' }));
  if (hold) await context.route(/\/js\/lms\/scorm(12|2004)\.js$/, async (route) => { await hold; await route.continue(); });
  await page.goto(`${base}__host.html`);
  const frame = await (await page.waitForSelector('#sco')).contentFrame();
  await frame.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  await settled(frame);
  return { ...opened, frame, requests, failed };
}

/** The run-time's value of `element` (its own Get call, as a platform reads it). */
const lmsValue = (page, standard, element) => page.evaluate(([g, get, e]) => window[g][get](e), [standards[standard].global, standards[standard].get, element]);
/** Everything the run-time holds (cmi as JSON, write-only elements included). */
const lmsData = (page, standard) => page.evaluate((g) => window[g].renderCMIToJSONObject(), standards[standard].global);

/** The interactions as the run-time keeps them: [{id, type, response, result}]. */
function interactions(data, standard) {
  const list = data.cmi?.interactions ?? data.interactions ?? {};
  const items = Array.isArray(list) ? list : Object.values(list.childArray ?? list);
  return items.filter((i) => i && typeof i === 'object' && i.id).map((i) => ({ id: i.id, type: i.type, response: i[standards[standard].response], result: i.result, time: i.time ?? i.timestamp, description: i.description }));
}

/**
 * Plays the game element `selector` in `frame` to its end with hints off, through its board: each
 * move the engine's own best move (families/move_fn/engine.js bestMove) for the pile and the
 * largest take the board offers. Returns the final state.
 */
async function winByBestMoves(frame, selector, rule) {
  await frame.evaluate((sel) => document.querySelector(sel).setAttribute('hints', 'off'), selector);
  await frame.waitForFunction((sel) => { const g = document.querySelector(sel); return g.shadowRoot.querySelector('[id$="hint-button"]')?.hidden !== false && g.state.ready; }, selector);
  const game = frame.locator(selector);
  for (let i = 0; i < 60; i++) {
    await frame.waitForFunction((sel) => { const s = document.querySelector(sel).state; return s.over || (s.toMove === 'you' && !s.thinking); }, selector);
    const state = await frame.evaluate((sel) => document.querySelector(sel).state, selector);
    if (state.over) return state;
    // (the board's take buttons or its field: on a loaded machine they may not be drawn yet)
    await game.locator('button[data-take], input[id$="take-input"]').first().waitFor();
    const buttons = game.locator('button[data-take]');
    const field = game.locator('input[id$="take-input"]');
    const max = (await buttons.count())
      ? Math.max(...(await buttons.evaluateAll((list) => list.map((b) => Number(b.dataset.take)))))
      : Number(await field.getAttribute('max'));
    const best = await frame.evaluate(async ([f, pile, m]) => {
      const engine = await import('/js/families/move_fn/engine.js');
      const r = engine.bestMove(f, pile, m);
      return { take: Number(r.take), winning: r.winning };
    }, [rule, state.pile, max]);
    assert.ok(best.winning, `from ${state.pile} (up to ${max}) the engine finds a winning move`);
    if (await buttons.count()) await game.locator(`button[data-take="${best.take}"]`).click();
    else {
      await field.fill(String(best.take));
      await game.locator('button[id$="take-button"]').click();
    }
    await frame.waitForFunction(([sel, moves]) => document.querySelector(sel).state.moves > moves, [selector, state.moves]);
  }
  throw new Error('the game did not end in 60 moves');
}

/**
 * The README's picture of what a gradebook receives (docs/lms-gradebook-scorm<12|2004>.png): on
 * the host page, beside the lesson (scrolled to its first questions), a panel of what the test
 * has just read back from the run-time — `fields` [[label, value]] and the interactions — then a
 * screenshot at desktop width, its colours reduced (png-small.mjs) to keep the repository light.
 * (No times in it: the same run gives the same picture.)
 */
async function gradebookShot(page, frame, standard, fields, list) {
  await page.setViewportSize({ width: 1280, height: 760 });
  await frame.evaluate(() => document.querySelector('[data-question="lose-8"]').closest('.lesson-step').scrollIntoView({ block: 'start' }));
  await page.evaluate(([title, rows, items]) => {
    const el = (tag, attrs, ...kids) => { const n = Object.assign(document.createElement(tag), attrs); n.append(...kids); return n; };
    document.body.style.cssText = 'margin: 0; font: 15px/1.4 system-ui, sans-serif; color: #1a1a2e; background: #eef1f5';
    const sco = document.getElementById('sco');
    sco.style.cssText = 'position: absolute; left: 0; top: 0; width: 800px; height: 760px; border: 0; border-right: 1px solid #c5ccd6; background: #fff';
    const cell = (text, head) => el(head ? 'th' : 'td', { textContent: text, style: 'text-align: left; padding: 4px 8px; border-bottom: 1px solid #d6dbe3' });
    const panel = el('section', { id: 'gradebook', style: 'position: absolute; left: 816px; top: 16px; width: 448px; background: #fff; border: 1px solid #c5ccd6; border-radius: 8px; padding: 14px 16px; box-sizing: border-box' },
      el('h1', { textContent: title, style: 'font-size: 17px; margin: 0 0 10px' }),
      el('table', { style: 'border-collapse: collapse; width: 100%; margin-bottom: 14px' }, ...rows.map(([k, v]) => el('tr', {}, cell(k, true), cell(v)))),
      el('h2', { textContent: 'Interactions (each answer, then the challenge)', style: 'font-size: 15px; margin: 0 0 6px' }),
      el('table', { style: 'border-collapse: collapse; width: 100%' }, el('tr', {}, ...['id', 'type', 'response', 'result'].map((h) => cell(h, true))),
        ...items.map((i) => el('tr', {}, cell(i.id), cell(i.type), cell(i.response), cell(i.result)))));
    document.body.append(panel);
  }, [`What the gradebook receives: SCORM ${standard} (read back from scorm-again)`, fields, list]);
  const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 1280, height: 760 } });
  const small = smallPng(shot);
  fs.mkdirSync(path.join(repoRoot, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, 'docs', `lms-gradebook-scorm${standard === '1.2' ? '12' : '2004'}.png`), small);
  return small.length;
}

/** Shows every step with "Next step" (the last one shown first); returns the steps shown. */
async function everyStep(frame) {
  let steps = await shownSteps(frame);
  const count = await frame.locator('.lesson-step').count();
  while (steps.length < count) steps = await nextStep(frame);
  return steps;
}

for (const standard of ['1.2', '2004']) {
  test(`SCORM ${standard}: the Fibonacci Nim lesson reports its steps, answers and challenge, and resumes`, async () => {
    const s = standards[standard];
    const { page, frame, context, errors, requests } = await launch(standard, 'fibonacci-nim');
    await page.waitForFunction(() => window.calls.includes('Initialize') || window.calls.includes('LMSInitialize'));
    assert.equal(await lmsValue(page, standard, s.status), 'incomplete', 'launched: the attempt is begun');
    assert.equal(await lmsValue(page, standard, s.location), '1');
    assert.ok(requests.some((u) => u.endsWith(`/js/lms/scorm${standard === '1.2' ? '12' : '2004'}.js`)), 'the adapter was loaded');

    // step 2: one question right at the first try, one wrong (left so)
    await nextStep(frame);
    assert.equal((await answer(frame, 'lose-8', 'lose')).correct, true);
    assert.equal((await answer(frame, 'lose-range', 30)).correct, false);
    // step 3: wrong, "Show the answer", then the answer shown typed in: not the student's
    await nextStep(frame);
    assert.equal((await answer(frame, 'g-18', 3)).correct, false);
    const shownAnswer = await revealed(frame, 'g-18');
    const g18 = Number(/^The answer: g\(18\) = (\d+)\./.exec(shownAnswer)?.[1]);
    assert.ok(g18 > 0, `the answer shown: ${shownAnswer}`);
    assert.equal((await answer(frame, 'g-18', g18)).correct, true, 'the page says right…');
    // step 4: the challenge, won against the perfect engine by the engine's own best moves
    await nextStep(frame);
    assert.equal(await frame.evaluate(() => document.querySelector('#game-challenge').state.level), 'perfect');
    const end = await winByBestMoves(frame, '#game-challenge', '2x');
    assert.equal(end.winner, 'you');
    await page.waitForFunction(([g, get]) => /"challenge"/.test(window[g][get]('cmi.suspend_data')), [s.global, s.get]);
    assert.equal(await lmsValue(page, standard, s.status), 'incomplete', 'not every step shown yet');
    assert.equal(await lmsValue(page, standard, s.location), '4');
    const steps = await everyStep(frame);
    assert.deepEqual(steps, [1, 2, 3, 4, 5, 6]);

    // read back as the platform sees it
    const questions = await frame.locator('.question').count();
    const score = Math.round((100 * 2) / (questions + 1)); // lose-8 and the challenge, of 7 questions + the challenge
    assert.equal(questions, 7);
    await page.waitForFunction(([g, get, loc]) => window[g][get](loc) === '6', [s.global, s.get, s.location]);
    assert.equal(await lmsValue(page, standard, s.status), 'completed', 'every step shown: completed');
    assert.equal(Number(await lmsValue(page, standard, s.raw)), score);
    if (standard === '2004') {
      assert.equal(Number(await lmsValue(page, standard, 'cmi.score.scaled')), score / 100);
      assert.equal(await lmsValue(page, standard, 'cmi.success_status'), 'failed', `${score} is below the mastery score 80`);
    }
    const data = await lmsData(page, standard);
    const list = interactions(data, standard);
    assert.deepEqual(list.map(({ id, type, response, result }) => [id, type, response, result]), [
      ['lose-8', 'choice', 'lose', 'correct'],
      ['lose-range', 'numeric', '30', s.wrong],
      ['g-18', 'numeric', '3', s.wrong],
      ['g-18', 'numeric', String(g18), s.wrong],
      ['challenge', s.other, 'won', 'correct'],
    ], 'each answer and the challenge as an interaction; an answer after "Show the answer" is not correct');
    for (const i of list) assert.match(String(i.time), standard === '1.2' ? /^\d\d:\d\d:\d\d$/ : /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d\dZ$/);
    if (standard === '2004') {
      // the question's words next to the answer, as on paper (without the screen's instructions)
      assert.match(list[0].description, /^A pile of 8; the first move may take 1 to 7\. With best play, does the first player win or lose\?$/);
      assert.match(list[4].description, /beat the engine/);
    }
    const suspend = JSON.parse(await lmsValue(page, standard, 'cmi.suspend_data'));
    assert.equal(suspend.step, 6);
    assert.deepEqual(Object.keys(suspend.answers), ['lose-8', 'lose-range', 'g-18']);
    // the README's picture of it, beside the lesson
    const fields = standard === '1.2'
      ? [['cmi.core.lesson_status', await lmsValue(page, standard, s.status)], ['cmi.core.score.raw (0–100)', await lmsValue(page, standard, s.raw)], ['cmi.core.lesson_location (step)', await lmsValue(page, standard, s.location)]]
      : [['cmi.completion_status', await lmsValue(page, standard, s.status)], ['cmi.success_status (mastery 80)', await lmsValue(page, standard, 'cmi.success_status')],
        ['cmi.score.raw (0–100) / scaled', `${await lmsValue(page, standard, s.raw)} / ${await lmsValue(page, standard, 'cmi.score.scaled')}`], ['cmi.location (step)', await lmsValue(page, standard, s.location)]];
    const bytes = await gradebookShot(page, frame, standard, fields, list);
    assert.ok(bytes < 120000, `the picture is small (${bytes} bytes)`);

    // leaving: commit and finish
    await page.evaluate(() => { document.getElementById('sco').src = 'about:blank'; });
    await page.waitForFunction(() => window.calls.includes('Terminate') || window.calls.includes('LMSFinish'));
    const finished = await lmsData(page, standard);
    if (process.env.LMS_DUMP) console.log(JSON.stringify(finished, null, 1));
    const exit = standard === '1.2' ? finished.cmi.core.exit : finished.cmi.exit;
    assert.equal(exit, 'suspend', 'the attempt stays open to resume');
    // what the platform keeps of the attempt (the run-time's data after Terminate/LMSFinish)
    const kept = standard === '1.2' ? { location: finished.cmi.core.lesson_location, status: finished.cmi.core.lesson_status } : { location: finished.cmi.location, status: finished.cmi.completion_status };
    assert.deepEqual(kept, { location: '6', status: 'completed' });
    const saved = { [s.location]: kept.location, 'cmi.suspend_data': finished.cmi.suspend_data, [s.status]: kept.status };
    assert.deepEqual(errors, []);
    await context.close();

    // a second launch: the same step, the same answers, nothing reported again
    const again = await launch(standard, 'fibonacci-nim', saved);
    await again.frame.waitForFunction(() => document.querySelectorAll('.lesson-step:not([hidden])').length === 6);
    assert.equal(await again.frame.evaluate(() => document.activeElement?.closest('.lesson-step')?.dataset.index), '6', 'the student is at step 6');
    assert.equal(await again.frame.isChecked('[data-question="lose-8"] input[value="lose"]'), true);
    assert.match(await again.frame.textContent('#q-lose-8-feedback'), /^Your last visit: you answered The first player loses \(right\)\.$/);
    assert.equal(await again.frame.inputValue('#q-lose-range-answer'), '30');
    assert.match(await again.frame.textContent('#q-lose-range-feedback'), /\(not right yet: try again\)/);
    assert.match(await again.frame.textContent('#q-g-18-feedback'), /\(the answer was shown\)/);
    await again.page.waitForFunction(() => window.calls.includes('Commit') || window.calls.includes('LMSCommit'));
    assert.equal(await lmsValue(again.page, standard, s.status), 'completed', 'a completed lesson stays completed');
    assert.equal(Number(await lmsValue(again.page, standard, s.raw)), score, 'the same score');
    assert.deepEqual(interactions(await lmsData(again.page, standard), standard), [], 'nothing answered again');
    // answering on: the first try stays the first
    assert.equal((await answer(again.frame, 'lose-range', 34)).correct, true);
    await again.page.waitForFunction(([g, get, raw, n]) => Number(window[g][get](raw)) === n, [s.global, s.get, s.raw, score]);
    assert.deepEqual(again.errors, []);
    await again.context.close();
  });
}

test('outside a platform a lesson loads nothing more and reports nothing (also in an iframe of another origin with an API)', async () => {
  const lmsFiles = (requests) => requests.filter((u) => /\/js\/lms\//.test(u)).map((u) => new URL(u).pathname);
  // opened directly
  const direct = await openPage(shared.browser, null);
  const seen = [];
  direct.context.on('request', (r) => seen.push(r.url()));
  // (with a rule and two of cmi5's five launch keys in its link: not a launch; the notice names the rule alone)
  await direct.page.goto(`${shared.server.url}lessons/fibonacci-nim.html?f=3x&endpoint=https%3A%2F%2Flrs.example%2F&registration=r`);
  await direct.page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  assert.deepEqual(await direct.page.locator('#lesson-notices li').allTextContents(), ['f = 3x']);
  await nextStep(direct.page);
  await answer(direct.page, 'lose-8', 'lose');
  assert.deepEqual(lmsFiles(seen), ['/js/lms/connect.js'], 'only the discovery');
  assert.ok(!seen.some((u) => /\/vendor\//.test(u)), 'nothing of cmi5');
  // (blob: the fonts' worker, core/warm-fonts.js: no network)
  assert.ok(seen.every((u) => u.startsWith(shared.server.url) || u.startsWith('blob:')), 'no request leaves the lesson’s server');
  assert.deepEqual(direct.errors, []);
  await direct.context.close();

  // in an iframe of a page of another origin that offers an API: the lesson cannot read it. (Both
  // origins are the test's: Chromium refuses a page the test serves itself to frame the loopback
  // server, so the lesson's origin is another port whose requests the test passes on to it.)
  const host = `http://127.0.0.1:${await freePort()}/`;
  const lessonOrigin = `http://127.0.0.1:${await freePort()}/`;
  const framed = await openPage(shared.browser, null);
  const framedSeen = [];
  framed.context.on('request', (r) => framedSeen.push(r.url()));
  await framed.context.route(`${host}__other.html`, (route) => route.fulfill({ contentType: 'text/html',
    body: `<!doctype html><title>x</title><script>window.API = { LMSInitialize() { window.touched = true; return 'true'; } };</script><iframe id="sco" title="The lesson" src="${lessonOrigin}lessons/fibonacci-nim.html" style="width: 1000px; height: 800px"></iframe>` }));
  await framed.context.route(`${lessonOrigin}**`, async (route) => route.fulfill({ response: await route.fetch({ url: route.request().url().replace(lessonOrigin, shared.server.url) }) }));
  await framed.page.goto(`${host}__other.html`);
  const frame = await (await framed.page.waitForSelector('#sco')).contentFrame();
  await frame.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  await nextStep(frame);
  await answer(frame, 'lose-8', 'win');
  assert.equal(await framed.page.evaluate(() => window.touched ?? false), false, 'the API of another origin is not called');
  assert.deepEqual(lmsFiles(framedSeen), ['/js/lms/connect.js']);
  assert.deepEqual(framed.errors, []);
  await framed.context.unrouteAll({ behavior: 'ignoreErrors' });
  await framed.context.close();
});

// the other four lessons, a lighter pass (two in each standard): launched, the first question
// answered, every step shown, completed
const others = [['periodic-bases', '1.2'], ['blocking-nim', '2004'], ['cut-the-knot', '1.2'], ['single-delete-nim', '2004']];
for (const [slug, standard] of others) {
  test(`SCORM ${standard}: the lesson ${slug} reports an answer and its completion`, async () => {
    const s = standards[standard];
    // (periodic-bases: on a slow network, the adapter arrives only after the answer: nothing is lost)
    const slow = slug === 'periodic-bases';
    let letGo;
    const hold = slow ? new Promise((resolve) => { letGo = resolve; }) : undefined;
    const { page, frame, context, errors } = await launch(standard, slug, null, { hold });
    if (!slow) await page.waitForFunction(([g, get, st]) => window[g][get](st) === 'incomplete', [s.global, s.get, s.status]);
    // the first question, on its step, answered with a number or its first choice
    const first = await frame.evaluate(() => {
      const host = document.querySelector('[data-question]');
      const radio = host.querySelector('input[type="radio"]');
      return { name: host.dataset.question, step: Number(host.closest('.lesson-step').dataset.index), value: radio ? radio.value : '1', type: radio ? 'choice' : 'numeric' };
    });
    while ((await shownSteps(frame)).length < first.step) await nextStep(frame);
    const verdict = await answer(frame, first.name, first.value);
    if (slow) {
      assert.deepEqual(await page.evaluate(() => window.calls), [], 'not initialised yet: the adapter is still on its way');
      letGo();
      await page.waitForFunction(() => window.calls.includes('Initialize') || window.calls.includes('LMSInitialize'));
    }
    const steps = await everyStep(frame);
    await page.waitForFunction(([g, get, loc, n]) => window[g][get](loc) === String(n), [s.global, s.get, s.location, steps.length]);
    assert.equal(await lmsValue(page, standard, s.status), 'completed');
    const list = interactions(await lmsData(page, standard), standard);
    assert.deepEqual(list.map(({ id, type, response, result }) => [id, type, response, result]),
      [[first.name, first.type, first.value, verdict.correct ? 'correct' : s.wrong]], 'the answer as the page judged it');
    const questions = await frame.locator('.question').count();
    assert.equal(Number(await lmsValue(page, standard, s.raw)), Math.round((100 * (verdict.correct ? 1 : 0)) / (questions + 1)));
    assert.deepEqual(Object.keys(JSON.parse(await lmsValue(page, standard, 'cmi.suspend_data')).answers), [first.name]);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('SCORM 2004: a challenge counts only against the perfect engine for the whole game, and not with hints', async () => {
  const s = standards[2004];
  const { page, frame, context, errors } = await launch('2004', 'periodic-bases');
  await everyStep(frame);
  const challenge = '#game-challenge';
  const challenges = async () => interactions(await lmsData(page, '2004'), '2004').filter((i) => i.id === 'challenge');
  // the engine's strength chosen under the board: one of its moves at "good", then back to
  // "perfect" to the end: the game is not the challenge
  const level = frame.locator(`${challenge} select.level-select`);
  await level.selectOption('good');
  await frame.evaluate(async (sel) => { const g = document.querySelector(sel); await g.play((await g.hint()).take); }, challenge);
  await level.selectOption('perfect');
  let end = await playToEnd(frame, challenge);
  assert.equal(end.over, true);
  assert.ok(end.moves >= 2, 'the engine moved at "good"');
  assert.deepEqual(await challenges(), [], 'a game the engine did not play perfectly throughout is not reported');
  // a new game at perfect, the Hint button pressed: reported, never as a win that counts
  await frame.evaluate((sel) => document.querySelector(sel).reset(), challenge);
  await frame.locator(`${challenge} [id$="hint-button"]`).click();
  end = await playToEnd(frame, challenge);
  await page.waitForFunction(([g]) => /"challenge":\[/.test(window[g].GetValue('cmi.suspend_data')), [s.global]);
  const list = await challenges();
  assert.deepEqual(list.map(({ type, response, result }) => [type, response, result]), [['other', end.winner === 'you' ? 'won-with-hints' : 'lost', 'incorrect']]);
  assert.equal(Number(await lmsValue(page, '2004', s.raw)), 0, 'no question answered, no challenge won without hints');
  assert.deepEqual(errors, []);
  await context.close();
});

// the model and the discovery on their own (plain modules: no browser needed)
const lmsModule = (name) => import(path.join(repoRoot, 'www', 'js', 'lms', name));

/** A lesson runtime as lms/progress.js sees it: its reports are sent by report(type, detail). */
function fakeLesson(steps, names) {
  const listeners = new Set();
  const restored = [];
  let step = 1;
  return {
    where: () => ({ step, steps, questions: names.map((name) => ({ name, type: 'numeric' })) }),
    onProgress: (f) => { listeners.add(f); return () => listeners.delete(f); },
    restore: (saved) => restored.push(saved),
    report(type, detail) {
      if (type === 'step') step = detail.shown;
      for (const f of listeners) f(type, detail);
    },
    restored,
  };
}

test('the progress model: right first time, "Show the answer", the challenge, completion, mastery, restore', async () => {
  const { createProgress } = await lmsModule('progress.js');
  const lesson = fakeLesson(3, ['a', 'b', 'c']);
  const changes = [];
  const progress = createProgress(lesson, { onChange: (kind, detail) => changes.push([kind, detail.id ?? detail.shown]) });
  assert.equal(progress.mastery, 80, 'the default mastery score');
  lesson.report('answer', { name: 'a', response: '5', type: 'numeric', correct: true, firstTry: true });
  lesson.report('answer', { name: 'b', response: '4', type: 'numeric', correct: false, firstTry: false });
  lesson.report('answer', { name: 'b', shown: true });
  lesson.report('answer', { name: 'b', response: '5', type: 'numeric', correct: false, firstTry: false });
  lesson.report('answer', { name: 'c', response: '1', type: 'numeric', correct: false, firstTry: false });
  lesson.report('answer', { name: 'c', response: '2', type: 'numeric', correct: true, firstTry: false });
  assert.equal(progress.score(), 25, 'a of a, b, c and the challenge');
  lesson.report('challenge', { winner: 'you', hinted: true });
  assert.equal(progress.score(), 25, 'a win with hints does not count');
  lesson.report('challenge', { winner: 'you', hinted: false });
  lesson.report('challenge', { winner: 'engine', hinted: false });
  assert.equal(progress.score(), 50, 'a win counts, a later loss does not take it away');
  assert.equal(progress.completed(), false);
  lesson.report('step', { shown: 3, steps: 3 });
  assert.equal(progress.completed(), true);
  assert.equal(progress.passed(), false);
  assert.equal(progress.location(), '3');
  assert.deepEqual(changes.map(([kind]) => kind), ['answer', 'answer', 'shown', 'answer', 'answer', 'answer', 'challenge', 'challenge', 'challenge', 'step']);
  const saved = progress.suspendData();
  assert.ok(saved.length < 4096, 'fits SCORM 1.2’s suspend data');

  // a second visit: the answers and the step come back, the score with them
  const next = fakeLesson(3, ['a', 'b', 'c']);
  const again = createProgress(next, { mastery: 50 });
  assert.equal(again.restore(saved, '1'), true);
  assert.equal(again.score(), 50);
  assert.equal(again.passed(), true, 'against the platform’s mastery score');
  assert.deepEqual(next.restored, [{ step: 3, answers: { a: { response: '5', correct: true, shown: false }, b: { response: '5', correct: false, shown: true }, c: { response: '2', correct: true, shown: false } } }]);
  // another package's suspend data is left alone; its location is still the step
  const foreign = fakeLesson(3, ['a']);
  assert.equal(createProgress(foreign).restore('viewed=1,2|last=2', '2'), false);
  assert.deepEqual(foreign.restored, [{ step: 2, answers: {} }]);
});

test('the progress model: what the student did before the session was up is applied after the saved visit, in order', async () => {
  const { createProgress } = await lmsModule('progress.js');
  const earlier = fakeLesson(3, ['a', 'b']);
  const first = createProgress(earlier);
  earlier.report('answer', { name: 'a', response: '4', type: 'numeric', correct: false, firstTry: false });
  earlier.report('step', { shown: 2, steps: 3 });
  const saved = first.suspendData();

  // the second visit: the student answers 'a' again and 'b' while the platform is still answering
  // (lms/connect.js holds the reports), then the adapter takes over and restores the visit
  const lesson = fakeLesson(3, ['a', 'b']);
  const held = { reports: [] };
  held.stop = lesson.onProgress((kind, detail) => held.reports.push([kind, detail]));
  lesson.report('answer', { name: 'a', response: '5', type: 'numeric', correct: true, firstTry: false });
  lesson.report('answer', { name: 'b', response: '7', type: 'numeric', correct: true, firstTry: true });
  const changes = [];
  const progress = createProgress(lesson, { held, onChange: (kind, detail) => changes.push([kind, detail.id, detail.response]) });
  lesson.report('answer', { name: 'b', shown: true }); // still before restore(): held too
  assert.deepEqual(changes, [], 'nothing reported before the visit is restored');
  assert.equal(progress.restore(saved, '2'), true);
  assert.deepEqual(changes, [['answer', 'a', '5'], ['answer', 'b', '7'], ['shown', 'b', undefined]], 'then each, in order');
  assert.deepEqual(lesson.restored, [{ step: 2, answers: {} }], 'the page keeps the answers given meanwhile');
  const data = JSON.parse(progress.suspendData());
  assert.deepEqual(data.answers, { a: ['5', 1, 0, 0, 2], b: ['7', 1, 1, 1, 1] }, 'a: the first try still the earlier visit’s');
  assert.equal(progress.score(), 33, 'b of a, b and the challenge');
  assert.equal(progress.location(), '2');
  lesson.report('step', { shown: 3, steps: 3 });
  assert.deepEqual(changes.at(-1), ['step', undefined, undefined], 'live after that');
  assert.equal(progress.completed(), true);
});

test('the discovery: parents (at most ten up), the opener, another origin skipped, a look-alike refused', async () => {
  const { findApi } = await lmsModule('connect.js');
  const api12 = { LMSInitialize() {} };
  const api2004 = { Initialize() {} };
  const chain = (depth, top) => {
    let win = top;
    for (let i = 0; i < depth; i++) win = { parent: win };
    return win;
  };
  const top = (props) => { const w = { ...props }; w.parent = w; return w; };
  assert.deepEqual(findApi(chain(3, top({ API: api12 }))), { version: '1.2', api: api12 });
  assert.deepEqual(findApi(chain(3, top({ API: api12, API_1484_11: api2004 }))), { version: '2004', api: api2004 }, '2004 first');
  assert.equal(findApi(chain(10, top({ API: api12 })))?.api, api12, 'ten parents up');
  assert.equal(findApi(chain(11, top({ API: api12 }))), null, 'not eleven');
  assert.equal(findApi(top({ opener: chain(2, top({ API_1484_11: api2004 })) }))?.api, api2004, 'the opener’s');
  const foreign = { get API() { throw new DOMException('Blocked a frame', 'SecurityError'); } };
  foreign.parent = foreign;
  assert.equal(findApi({ parent: foreign }), null, 'another origin: no error, nothing found');
  assert.equal(findApi(top({ API: { LMSInitialize: 'no' } })), null, 'an object without the calls is not an API');
  assert.equal(findApi(top({})), null);
});

// ---- cmi5 ----
// The lesson as a cmi5 AU (lms/cmi5.js, through @xapi/cmi5), launched the way a cmi5 platform
// launches it: the five keys in its link, LMS.LaunchData in the State first, a "launched"
// statement of the platform's own. The LRS stand-in is a small HTTP server of the test's on the
// lesson's origin (it passes every other request on to the lesson's server): it hands out the
// auth token once, answers the State API, the learner's preferences and the statements, checks
// each request's token and xAPI version header, and every statement with xapi-validation
// (npm @learninglocker/xapi-validation, Learning Locker's conformance-tested validator).

const xapiWarnings = xapiValidation.default; // (a CommonJS module: its exports.default)
const cmi5Category = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
const moveOnCategory = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
const sessionKey = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';
const verbs = {
  launched: 'http://adlnet.gov/expapi/verbs/launched', initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  answered: 'http://adlnet.gov/expapi/verbs/answered', completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed', failed: 'http://adlnet.gov/expapi/verbs/failed',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
};
const verbName = (s) => Object.keys(verbs).find((k) => verbs[k] === s.verb.id) ?? s.verb.id;

/** The LRS stand-in (see above), in front of the lesson server `upstream`. */
async function startLrs(upstream) {
  const { createServer } = await import('node:http');
  const { randomUUID } = await import('node:crypto');
  const lrs = { statements: [], state: new Map(), problems: [], tokens: new Set(), fetched: new Set() };
  const stateKey = (q) => JSON.stringify([q.get('activityId'), JSON.parse(q.get('agent') || 'null'), q.get('registration') || '', q.get('stateId')]);
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url, 'http://lrs');
    const send = (status, data, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type, 'x-experience-api-version': '1.0.3' });
      res.end(data === undefined ? '' : typeof data === 'string' ? data : JSON.stringify(data));
    };
    try {
      if (url.pathname === '/__lms/returned.html') return send(200, '<!doctype html><title>The platform</title><p>Back in the course.', 'text/html');
      if (!url.pathname.startsWith('/__lrs/')) {
        const r = await fetch(upstream + req.url.slice(1));
        res.writeHead(r.status, { 'content-type': r.headers.get('content-type') || 'application/octet-stream' });
        return res.end(Buffer.from(await r.arrayBuffer()));
      }
      const resource = url.pathname.slice('/__lrs/'.length);
      // (a slow platform: the test may hold every answer of the LRS until it lets them go)
      if (lrs.held) await lrs.held;
      if (resource === 'fetch') {
        // cmi5 8.2: POST, and the token once per launch (the key in the fetch URL)
        const key = url.searchParams.get('k');
        if (req.method !== 'POST' || lrs.fetched.has(key)) return send(200, { 'error-code': '1', 'error-text': 'the fetch URL was used already' });
        lrs.fetched.add(key);
        const token = Buffer.from(`au:${randomUUID()}`).toString('base64');
        lrs.tokens.add(token);
        return send(200, { 'auth-token': token });
      }
      const auth = /^Basic (.+)$/.exec(req.headers.authorization || '')?.[1];
      if (!lrs.tokens.has(auth)) lrs.problems.push(`${req.method} ${resource}: no valid auth token`);
      if (!/^1\.0\.\d$/.test(req.headers['x-experience-api-version'] || '')) lrs.problems.push(`${req.method} ${resource}: no X-Experience-API-Version`);
      if (resource === 'statements' && (req.method === 'POST' || req.method === 'PUT')) {
        const given = JSON.parse(body);
        const list = Array.isArray(given) ? given : [given];
        if (req.method === 'PUT') list[0].id ??= url.searchParams.get('statementId');
        for (const s of list) {
          s.id ??= randomUUID();
          for (const w of xapiWarnings(s)) lrs.problems.push(`statement ${s.verb?.id}: ${w.path?.join('.')} ${w.message} (${JSON.stringify(w.data)?.slice(0, 80)})`);
          lrs.statements.push(s);
        }
        return req.method === 'PUT' ? send(204) : send(200, list.map((s) => s.id));
      }
      if (resource === 'activities/state') {
        const key = stateKey(url.searchParams);
        if (req.method === 'GET' && !url.searchParams.has('stateId')) {
          // the ids of the documents of an activity, agent and registration
          const prefix = key.replace(/,null\]$/, ',');
          return send(200, [...lrs.state.keys()].filter((k) => k.startsWith(prefix)).map((k) => JSON.parse(k)[3]));
        }
        if (req.method === 'GET') return lrs.state.has(key) ? send(200, lrs.state.get(key)) : send(404, { error: 'no such document' });
        if (req.method === 'PUT') { lrs.state.set(key, body); return send(204); }
        if (req.method === 'DELETE') { lrs.state.delete(key); return send(204); }
      }
      if (resource === 'agents/profile' && req.method === 'GET' && url.searchParams.get('profileId') === 'cmi5LearnerPreferences') {
        return send(200, { languagePreference: 'en-US,fr-FR', audioPreference: 'on' });
      }
      lrs.problems.push(`unexpected ${req.method} ${resource}`);
      return send(400, { error: 'not in this stand-in' });
    } catch (err) {
      lrs.problems.push(`${req.method} ${url.pathname}: ${err.message}`);
      return send(500, { error: err.message });
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  lrs.url = `http://127.0.0.1:${server.address().port}/`;
  lrs.stop = () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); });
  /** Our State document for the launch (parsed), or null. */
  lrs.stateOf = (launch, stateId) => {
    const text = lrs.state.get(JSON.stringify([launch.activityId, launch.actor, launch.registration, stateId]));
    return text === undefined ? null : JSON.parse(text);
  };
  return lrs;
}

/** What a cmi5 platform does to launch an AU: a session, LMS.LaunchData written, "launched" sent,
 *  and the AU's URL with the five keys. Returns {url, session, ...launch}. */
async function cmi5Launch(lrs, launch, launchData) {
  const { randomUUID } = await import('node:crypto');
  const session = randomUUID();
  const contextTemplate = {
    contextActivities: { grouping: [{ objectType: 'Activity', id: 'https://example.edu/courses/nim-lab' }] },
    extensions: { [sessionKey]: session },
  };
  lrs.state.set(JSON.stringify([launch.activityId, launch.actor, launch.registration, 'LMS.LaunchData']),
    JSON.stringify({ contextTemplate, launchMode: 'Normal', moveOn: 'CompletedAndPassed', returnURL: `${lrs.url}__lms/returned.html`, ...launchData }));
  lrs.statements.push({
    id: randomUUID(), actor: launch.actor, verb: { id: verbs.launched, display: { 'en-US': 'Launched' } },
    object: { objectType: 'Activity', id: launch.activityId },
    context: { ...contextTemplate, registration: launch.registration, contextActivities: { ...contextTemplate.contextActivities, category: [{ id: cmi5Category }] } },
    result: { extensions: { 'https://w3id.org/xapi/cmi5/result/extensions/launchmode': launchData.launchMode ?? 'Normal' } }, timestamp: new Date().toISOString(),
  });
  const query = new URLSearchParams({
    endpoint: `${lrs.url}__lrs/`, fetch: `${lrs.url}__lrs/fetch?k=${session}`, actor: JSON.stringify(launch.actor),
    registration: launch.registration, activityId: launch.activityId,
  });
  // (launch.au: the AU's url from a package's cmi5.xml, relative to the LRS stand-in's upstream)
  return { url: `${lrs.url}${launch.au ?? `lessons/${launch.slug}.html`}?${query}`, session, ...launch };
}

/** Checks the statements of one session: the platform's "launched" first, then the AU's —
 *  "initialized" first, "terminated" last, all with the launch's registration, session and
 *  context template; cmi5-defined ones in the cmi5 category, allowed ones (answered) not. Returns
 *  the AU's statements. */
function sessionStatements(lrs, launch) {
  const list = lrs.statements.filter((s) => s.context?.extensions?.[sessionKey] === launch.session);
  assert.equal(verbName(list[0]), 'launched', 'the platform launched the session first');
  const au = list.slice(1);
  assert.equal(verbName(au[0]), 'initialized', 'the AU initialized first');
  assert.equal(verbName(au.at(-1)), 'terminated', 'terminated last');
  for (const s of au) {
    assert.equal(s.context.registration, launch.registration);
    assert.deepEqual(s.actor, launch.actor);
    assert.deepEqual(s.context.contextActivities.grouping, [{ objectType: 'Activity', id: 'https://example.edu/courses/nim-lab' }], 'the context template');
    const categories = (s.context.contextActivities.category ?? []).map((c) => c.id);
    if (verbName(s) === 'answered') assert.ok(!categories.includes(cmi5Category), 'an allowed statement is not in the cmi5 category');
    else {
      assert.ok(categories.includes(cmi5Category), `${verbName(s)}: in the cmi5 category`);
      assert.equal(s.object.id, launch.activityId);
    }
    if (['completed', 'passed', 'failed'].includes(verbName(s))) assert.ok(categories.includes(moveOnCategory), `${verbName(s)}: a moveOn statement`);
  }
  return au;
}

test('cmi5: the Fibonacci Nim lesson sends its statements and State through @xapi/cmi5, and resumes', async () => {
  if (!process.env.NIMLAB_E2E_ROOT) {
    assert.ok(fs.existsSync(path.join(repoRoot, 'www', 'vendor', 'cmi5.js')), 'www/vendor/cmi5.js is missing: ./build.sh build (or dist) copies it from node_modules/@xapi/cmi5');
  }
  const lrs = await startLrs(shared.server.url);
  try {
    const { randomUUID } = await import('node:crypto');
    const base = { slug: 'fibonacci-nim', activityId: 'https://example.edu/au/nim-lab/fibonacci-nim', registration: randomUUID(), actor: { objectType: 'Agent', name: 'A student', account: { homePage: 'https://example.edu', name: 'student-7' } } };
    const first = await cmi5Launch(lrs, base, {});
    const { page, context, errors } = await openPage(shared.browser, null, { width: 1280, height: 1000 });
    const requests = [];
    context.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(first.url);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    await settled(page);
    await until(() => lrs.statements.some((s) => verbName(s) === 'initialized'), 'the AU initialized');
    // (www/: vendor/cmi5.js; dist/: nimlab-pages/cmi5-<hash>.js, the adapter and the library)
    assert.ok(requests.some((p) => /\/(vendor\/|nimlab-pages\/)cmi5[-.]/.test(p)), '@xapi/cmi5 loaded');
    assert.ok(!requests.some((p) => /scorm/.test(p)), 'no SCORM adapter');
    assert.equal(await page.locator('#lesson-notices').count(), 0, 'the launch keys are not named as unused');

    // one question right, one wrong, the challenge won by the engine's best moves, every step
    await nextStep(page);
    assert.equal((await answer(page, 'lose-8', 'lose')).correct, true);
    assert.equal((await answer(page, 'lose-range', 30)).correct, false);
    await nextStep(page);
    await nextStep(page);
    assert.equal((await winByBestMoves(page, '#game-challenge', '2x')).winner, 'you');
    assert.deepEqual(await everyStep(page), [1, 2, 3, 4, 5, 6]);
    const questions = await page.locator('.question').count();
    const raw = Math.round((100 * 2) / (questions + 1)); // lose-8 and the challenge
    await until(() => lrs.statements.some((s) => verbName(s) === 'failed'), 'failed was sent');
    await until(() => lrs.stateOf(first, 'https://nimlab.dev/xapi/state/lesson-progress')?.location === '6', 'the State holds step 6');

    // leaving (the tab closed): terminated reaches the LRS as the page goes (fetch keepalive: the
    // library's XMLHttpRequest may be cancelled with the page)
    await page.close({ runBeforeUnload: false });
    await until(() => lrs.statements.some((s) => verbName(s) === 'terminated'), 'terminated was sent');
    assert.deepEqual(lrs.problems, [], 'every request and statement valid');
    const au = sessionStatements(lrs, first);
    assert.deepEqual(au.map(verbName), ['initialized', 'answered', 'answered', 'answered', 'completed', 'failed', 'terminated']);
    const answered = au.filter((s) => verbName(s) === 'answered').map((s) => [s.object.id.split('/').pop(), s.object.definition.interactionType, s.result.response, s.result.success]);
    assert.deepEqual(answered, [['lose-8', 'choice', 'lose', true], ['lose-range', 'numeric', '30', false], ['challenge', 'other', 'won', true]]);
    const lose8 = au[1];
    assert.equal(lose8.object.definition.type, 'http://adlnet.gov/expapi/activities/cmi.interaction');
    assert.match(lose8.object.definition.description.en, /^A pile of 8; the first move may take 1 to 7\./);
    assert.ok(lose8.object.id.startsWith(`${base.activityId}/`), 'the question is an activity under the AU');
    const failed = au.find((s) => verbName(s) === 'failed');
    assert.deepEqual(failed.result.score, { scaled: raw / 100, raw, min: 0, max: 100 });
    assert.equal(failed.result.success, false, `${raw} is below the default mastery score 0.8`);
    assert.equal(au.find((s) => verbName(s) === 'completed').result.completion, true);
    const state = lrs.stateOf(first, 'https://nimlab.dev/xapi/state/lesson-progress');
    assert.equal(state.location, '6');
    assert.deepEqual(Object.keys(JSON.parse(state.suspendData).answers), ['lose-8', 'lose-range']);
    assert.deepEqual([state.completed, state.failed, state.passed], [true, true, false]);
    assert.deepEqual(lrs.problems, [], 'every request and statement valid');
    assert.deepEqual(errors, []);
    await context.close();

    // a second launch of the same registration: the same step and answers; completed and failed
    // are not sent again (once in a registration)
    const second = await cmi5Launch(lrs, base, {});
    const again = await openPage(shared.browser, second.url, { width: 1280, height: 1000 });
    await again.page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    await again.page.waitForFunction(() => document.querySelectorAll('.lesson-step:not([hidden])').length === 6);
    assert.equal(await again.page.evaluate(() => document.activeElement?.closest('.lesson-step')?.dataset.index), '6', 'the student is at step 6');
    assert.equal(await again.page.isChecked('[data-question="lose-8"] input[value="lose"]'), true);
    assert.equal(await again.page.inputValue('#q-lose-range-answer'), '30');
    // answering on: right now, but not at the first try: the score stays below mastery
    assert.equal((await answer(again.page, 'lose-range', 34)).correct, true);
    await until(() => lrs.statements.filter((s) => s.context?.extensions?.[sessionKey] === second.session && verbName(s) === 'answered').length === 1, 'the answer was sent');
    await again.page.goto(`${lrs.url}__lms/returned.html`);
    await until(() => lrs.statements.some((s) => s.context?.extensions?.[sessionKey] === second.session && verbName(s) === 'terminated'), 'terminated was sent');
    assert.deepEqual(sessionStatements(lrs, second).map(verbName), ['initialized', 'answered', 'terminated']);
    assert.deepEqual(lrs.problems, []);
    assert.deepEqual(again.errors, []);
    await again.context.close();

    // the platform's mastery score (0.1: one question right is enough) and moveOn Passed: passed as
    // soon as the score reaches it, completed when every step is shown; in Browse mode neither
    // (cmi5 forbids completed, passed and failed there), the answers still sent and the place kept
    // (and in Review nothing written to the State)
    for (const [launchData, expected] of [
      [{ masteryScore: 0.1, moveOn: 'Passed' }, ['initialized', 'answered', 'passed', 'completed', 'terminated']],
      [{ launchMode: 'Browse' }, ['initialized', 'answered', 'terminated']],
      [{ launchMode: 'Review' }, ['initialized', 'answered', 'terminated']],
    ]) {
      const launch = await cmi5Launch(lrs, { ...base, registration: randomUUID() }, launchData);
      const other = await openPage(shared.browser, launch.url, { width: 1280, height: 1000 });
      await other.page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
      await until(() => lrs.statements.some((s) => s.context?.extensions?.[sessionKey] === launch.session && verbName(s) === 'initialized'), 'initialized');
      await nextStep(other.page);
      await answer(other.page, 'lose-8', 'lose');
      await everyStep(other.page);
      if (launchData.launchMode === 'Review') await until(() => lrs.statements.some((s) => s.context?.extensions?.[sessionKey] === launch.session && verbName(s) === 'answered'), 'answered');
      else await until(() => lrs.stateOf(launch, 'https://nimlab.dev/xapi/state/lesson-progress')?.location === '6', 'the State holds step 6');
      await other.page.close({ runBeforeUnload: false });
      await until(() => lrs.statements.some((s) => s.context?.extensions?.[sessionKey] === launch.session && verbName(s) === 'terminated'), 'terminated was sent');
      const list = sessionStatements(lrs, launch);
      assert.deepEqual(list.map(verbName), expected, JSON.stringify(launchData));
      if (launchData.launchMode === 'Review') assert.equal(lrs.stateOf(launch, 'https://nimlab.dev/xapi/state/lesson-progress'), null);
      const passed = list.find((s) => verbName(s) === 'passed');
      if (passed) {
        assert.equal(passed.result.score.scaled, Math.round(100 / (questions + 1)) / 100);
        assert.equal(passed.context.extensions['https://w3id.org/xapi/cmi5/context/extensions/masteryscore'], 0.1);
      }
      assert.deepEqual(lrs.problems, []);
      assert.deepEqual(other.errors, []);
      await other.context.close();
    }

    // a slow platform: the LRS answers nothing (not even the auth token) until the student has
    // answered a question and moved on; nothing is lost — the answer is sent after "initialized"
    // and the State holds it
    let letGo;
    lrs.held = new Promise((resolve) => { letGo = resolve; });
    const slow = await cmi5Launch(lrs, { ...base, registration: randomUUID() }, {});
    const early = await openPage(shared.browser, slow.url, { width: 1280, height: 1000 });
    await early.page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    await nextStep(early.page);
    assert.equal((await answer(early.page, 'lose-8', 'lose')).correct, true);
    await nextStep(early.page);
    assert.equal(lrs.statements.some((s) => s.context?.extensions?.[sessionKey] === slow.session && verbName(s) !== 'launched'), false, 'the session is not up yet');
    lrs.held = null;
    letGo();
    // (the State is written again after each change: wait for the last)
    const slowState = () => lrs.stateOf(slow, 'https://nimlab.dev/xapi/state/lesson-progress');
    await until(() => slowState()?.location === '3' && JSON.parse(slowState().suspendData).answers['lose-8'], 'the State holds step 3 and the answer');
    assert.deepEqual(JSON.parse(slowState().suspendData).answers['lose-8'], ['lose', 1, 1, 0, 1], 'the answer given before the session was up');
    await early.page.close({ runBeforeUnload: false });
    await until(() => lrs.statements.some((s) => s.context?.extensions?.[sessionKey] === slow.session && verbName(s) === 'terminated'), 'terminated was sent');
    const slowList = sessionStatements(lrs, slow);
    assert.deepEqual(slowList.map(verbName), ['initialized', 'answered', 'terminated']);
    assert.deepEqual([slowList[1].object.id.split('/').pop(), slowList[1].result.response, slowList[1].result.success], ['lose-8', 'lose', true]);
    assert.deepEqual(lrs.problems, []);
    assert.deepEqual(early.errors, []);
    await early.context.close();
  } finally {
    await lrs.stop();
  }
});

// ---- the packages a platform imports (dist/lms/, written by scripts/build/lms.mjs; `./build.sh dist`
// or `node scripts/dist.mjs` first) ----

const lmsDist = path.join(repoRoot, 'dist', 'lms');
const lmsTmp = path.join(repoRoot, '.tmp', 'lms-packages');
const schemaFile = /\.(xsd|dtd)$/;

/** The lessons, as dist finds them: www/lessons/*.html pages with a module entry. */
function lessonSlugs() {
  const dir = path.join(repoRoot, 'www', 'lessons');
  // (a lesson is a page with a script of its own; the Lessons page, index.html, lists them)
  return fs.readdirSync(dir).filter((f) => f.endsWith('.html') && f !== 'index.html' && /<script type="module" src=/.test(fs.readFileSync(path.join(dir, f), 'utf8'))).map((f) => f.replace(/\.html$/, '')).sort();
}

/** A zip's entries [{name, time: [y, m, d, h, min, s], size}] in their order, read by Python's zipfile. */
function zipEntries(zip) {
  const r = spawnSync('python3', ['-c', 'import json,sys,zipfile; print(json.dumps([{"name": i.filename, "time": list(i.date_time), "size": i.file_size} for i in zipfile.ZipFile(sys.argv[1]).infolist()]))', zip], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

/** Unzips each of `pairs` [[zip, dir]] into a new folder (one Python for all) but its wasm
 *  package's string script (nimlab-pages/<package>_bg-<hash>.js, most of its bytes, which these
 *  checks do not read): Map zip → its entries as zipEntries gives them. */
function unzipAll(pairs) {
  for (const [, dir] of pairs) fs.rmSync(dir, { recursive: true, force: true });
  const r = spawnSync('python3', ['-c', 'import json,re,sys,zipfile\nout={}\nfor z,d in json.load(sys.stdin):\n  f=zipfile.ZipFile(z); f.extractall(d, [n for n in f.namelist() if not re.match(r"nimlab-pages/\\w+_bg-", n)]); out[z]=[{"name": i.filename, "time": list(i.date_time), "size": i.file_size} for i in f.infolist()]\nprint(json.dumps(out))'], { input: JSON.stringify(pairs), encoding: 'utf8', maxBuffer: 64 << 20 });
  assert.equal(r.status, 0, r.stderr);
  return new Map(Object.entries(JSON.parse(r.stdout)));
}

/** Unzips `zip` into a new folder `dir` (under .tmp/lms-packages/). */
function unzipTo(zip, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const r = spawnSync('python3', ['-m', 'zipfile', '-e', zip, dir], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return dir;
}

/** xmllint's verdict: {ok, out}. */
function xmllint(args) {
  const r = spawnSync('xmllint', ['--noout', '--nonet', ...args], { encoding: 'utf8' });
  assert.ok(!r.error, `xmllint cannot run (${r.error?.message}): ./build.sh test installs it (Debian's libxml2-utils)`);
  return { ok: r.status === 0, out: `${r.stdout}${r.stderr}` };
}

/** A SCORM manifest checked against the schemas it names in xsi:schemaLocation, from its own
 *  folder: one schema importing each namespace from the file the manifest names. */
function validateScorm(dir, manifest = 'imsmanifest.xml') {
  const xml = fs.readFileSync(path.join(dir, manifest), 'utf8');
  const pairs = /xsi:schemaLocation="([^"]+)"/.exec(xml)[1].trim().split(/\s+/);
  const imports = [];
  for (let i = 0; i < pairs.length; i += 2) {
    assert.ok(fs.existsSync(path.join(dir, pairs[i + 1])), `${pairs[i + 1]} (named by the manifest) is in the package`);
    imports.push(`<xs:import namespace="${pairs[i]}" schemaLocation="${pairs[i + 1]}"/>`);
  }
  const wrapper = path.join(dir, '__all-schemas.xsd');
  fs.writeFileSync(wrapper, `<?xml version="1.0"?>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n${imports.join('\n')}\n</xs:schema>\n`);
  const verdict = xmllint(['--schema', wrapper, path.join(dir, manifest)]);
  fs.rmSync(wrapper);
  return verdict;
}

/** The page's title and description as the manifest should carry them: in English its <title>
 *  (less its suffix) and description, in another language its heading and summary as that
 *  language's catalogue words them. */
async function lessonText(slug, code = 'en') {
  const html = fs.readFileSync(path.join(repoRoot, 'dist', 'lessons', `${slug}.html`), 'utf8');
  const un = (s) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  if (code === 'en') return { title: un(/<title[^>]*>([^<]*)</.exec(html)[1]).replace(/ — a Nim Lab lesson$/, ''), description: un(/<meta name="description" content="([^"]*)"/.exec(html)[1]) };
  const id = (open) => new RegExp(`${open}[^>]*data-l10n-id="([^"]+)"`).exec(html)[1];
  return { title: await messageText(`lesson-${slug}`, code, id('<h1 ')), description: await messageText(`lesson-${slug}`, code, id('<p class="lesson-summary"')) };
}

/** The languages of the packages (English at dist/lms/<standard>/, each other in a folder of its code). */
const codes = LANGUAGES.map((l) => l.code);
const inFolder = (standard, code) => path.join(lmsDist, standard, ...(code === 'en' ? [] : [code]));

const xmlText = (s) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

test('the packages: every lesson and the five together in each standard and language, manifest at the root, valid against the schemas they ship, every file listed, mastery 80, deterministic, in their language', async () => {
  assert.ok(fs.existsSync(lmsDist), 'dist/lms/ is missing: run ./build.sh dist (or node scripts/dist.mjs) first');
  const slugs = lessonSlugs();
  assert.equal(slugs.length, 5);
  let refused = 0;
  // (every check in English, Spanish and Arabic; the other languages' packages are the same
  // build: their language's marks, catalogues and titles are checked, not their schemas again)
  const whole = ['en', 'es', 'ar'];
  for (const standard of ['scorm12', 'scorm2004', 'cmi5']) {
    assert.deepEqual(fs.readdirSync(path.join(lmsDist, standard)).filter((f) => !f.endsWith('.zip')).sort(), codes.filter((c) => c !== 'en').sort(), `dist/lms/${standard}/: a folder a language`);
    for (const code of codes) {
    const zips = fs.readdirSync(inFolder(standard, code)).filter((f) => f.endsWith('.zip')).sort();
    assert.deepEqual(zips, [...slugs, 'nim-lab-lessons'].map((n) => `${n}.zip`).sort(), `dist/lms/${standard}/ in ${code}`);
    const unpacked = unzipAll(zips.map((zip) => [path.join(inFolder(standard, code), zip), path.join(lmsTmp, standard, code, zip)]));
    for (const zip of zips) {
      const what = `${standard}/${code === 'en' ? '' : `${code}/`}${zip}`;
      const entries = unpacked.get(path.join(inFolder(standard, code), zip));
      const names = entries.map((e) => e.name);
      assert.deepEqual(names, [...names].sort(), `${what}: entries sorted`);
      assert.ok(entries.every((e) => e.time.join() === '1980,1,1,0,0,0'), `${what}: fixed times`);
      const manifest = standard === 'cmi5' ? 'cmi5.xml' : 'imsmanifest.xml';
      assert.ok(names.includes(manifest), `${what}: ${manifest} at the root`);
      const dir = path.join(lmsTmp, standard, code, zip);
      const xml = fs.readFileSync(path.join(dir, manifest), 'utf8');
      const inPackage = slugs.filter((s) => zip === 'nim-lab-lessons.zip' || zip === `${s}.zip`);
      const content = names.filter((n) => n !== manifest && !schemaFile.test(n));
      const expected = await Promise.all(inPackage.map((slug) => lessonText(slug, code)));
      // in its language: the pages marked with it (shown once worded), its catalogues and no
      // other language's but the English the engine's words start from; Fluent only when not English
      const defines = new Set(content.filter((n) => n.endsWith('.js') && !/_bg-/.test(n)).flatMap((n) => [...fs.readFileSync(path.join(dir, n), 'utf8').matchAll(/__nl\.d\("([^"]+)"/g)].map((m) => m[1])));
      for (const slug of inPackage) {
        const head = /<html [^>]*>/.exec(fs.readFileSync(path.join(dir, 'lessons', `${slug}.html`), 'utf8'))[0];
        const rtl = LANGUAGES.find((l) => l.code === code).dir === 'rtl' ? ' dir="rtl"' : '';
        assert.equal(head, `<html lang="${code}"${rtl} data-languages="${code}"${code === 'en' ? '' : ' data-l10n-pending'}>`, `${what}: lessons/${slug}.html's language`);
        assert.equal(defines.has(`js/i18n/lesson-${slug}/${code}.js`), code !== 'en', `${what}: the lesson's catalogue in ${code}${code === 'en' ? ' (none: the page is its English)' : ''}`);
      }
      const languages = new Set([...defines].map((m) => /^js\/i18n\/[^/]+\/([^/]+)\.js$/.exec(m)?.[1] ?? /^langpacks\/[a-z_]+-([A-Za-z-]+)\.js$/.exec(m)?.[1]).filter((c) => c && c !== 'index'));
      assert.deepEqual([...languages].sort(), [...new Set(['en', code])].sort(), `${what}: catalogues in ${code} (and English) only`);
      assert.equal(defines.has('vendor/fluent-bundle.js'), code !== 'en', `${what}: Fluent's library only in another language than English`);
      if (!whole.includes(code)) {
        const titles = [...xml.matchAll(/<title>(?:<langstring lang="[^"]+">)?([^<]+)</g)].map((m) => xmlText(m[1]));
        for (const e of expected) assert.ok(titles.includes(e.title), `${what}: the title ${e.title}`);
        continue;
      }
      // one wasm package (its string script and worker), the one every lesson page's loader names
      // (data-wasm): a lesson's zip its family's own, the five lessons' the full one, which
      // holds every family (their four own together were 574 KB of the 843 KB zip)
      const wasm = content.map((n) => /^nimlab-pages\/(\w+?)_bg-[0-9a-f]+\.js$/.exec(n)?.[1]).filter(Boolean);
      assert.equal(wasm.length, 1, `${what}: one wasm package (${wasm})`);
      assert.equal(wasm[0] === 'nimlab', zip === 'nim-lab-lessons.zip', `${what}: ${wasm[0]}`);
      // the engine worker is made of the page's modules (scripts/dist.mjs): the package defines
      // its entry and the glue of its wasm package
      const defined = new Set(content.filter((n) => n.endsWith('.js') && !/_bg-/.test(n)).flatMap((n) => [...fs.readFileSync(path.join(dir, n), 'utf8').matchAll(/__nl\.d\("([^"]+)"/g)].map((m) => m[1])));
      assert.ok(defined.has('js/worker.js') && defined.has(`pkg/${wasm[0]}.js`), `${what}: the engine worker's modules`);
      // a link of a lesson page leads into the package (the breadcrumbs to pages it lacks are text)
      for (const slug of inPackage) {
        const page = `lessons/${slug}.html`;
        assert.equal(/<script src="[^"]*\/loader-[^"]*" [^>]*data-wasm="([^"]+)"/.exec(fs.readFileSync(path.join(dir, page), 'utf8'))?.[1], wasm[0], `${what}: ${page}'s loader names the package`);
        const links = [...fs.readFileSync(path.join(dir, page), 'utf8').matchAll(/<a\s[^>]*href="([^"#:]+)(?:#[^"]*)?"/g)].map((m) => path.posix.join('lessons', m[1]));
        assert.deepEqual(links.filter((l) => !names.includes(l)), [], `${what}: ${page} links outside the package`);
        // a cmi5 AU may post to an LRS on another https: origin; a SCORM page requests nothing outside
        const connect = /connect-src ([^;"]*)/.exec(fs.readFileSync(path.join(dir, page), 'utf8'))[1].trim();
        assert.equal(connect, standard === 'cmi5' ? "'self' https:" : "'self'", `${what}: ${page}'s connect-src`);
      }
      if (standard === 'cmi5') {
        // no npm package ships cmi5's CourseStructure.xsd: well-formed, and its rules read here
        assert.ok(xmllint([path.join(dir, manifest)]).ok, `${what}: cmi5.xml is well-formed`);
        assert.match(xml, /<courseStructure xmlns="https:\/\/w3id\.org\/xapi\/profiles\/cmi5\/v1\/CourseStructure\.xsd">/);
        const aus = [...xml.matchAll(new RegExp(`<au id="([^"]+)" moveOn="([^"]+)" masteryScore="([^"]+)"[^>]*>\\s*<title><langstring lang="${code}">([^<]+)</langstring></title>\\s*<description><langstring lang="${code}">([^<]+)</langstring></description>\\s*<url>([^<]+)</url>\\s*</au>`, 'g'))];
        assert.deepEqual(aus.map((m) => m[6]), inPackage.map((s) => `lessons/${s}.html`), `${what}: an AU a lesson, launching its page`);
        assert.deepEqual(aus.map((m) => [m[2], m[3]]), inPackage.map(() => ['CompletedAndPassed', '0.8']));
        assert.deepEqual(aus.map((m) => ({ title: xmlText(m[4]), description: xmlText(m[5]) })), expected);
        assert.equal(new Set(aus.map((m) => m[1])).size, aus.length, 'AU ids differ');
        assert.ok(names.every((n) => !schemaFile.test(n)), 'no schema files');
        continue;
      }
      // valid against the schemas in the package, and the check can fail: a broken copy is refused
      const verdict = validateScorm(dir);
      assert.ok(verdict.ok && /validates/.test(verdict.out), `${what}: ${verdict.out}`);
      fs.writeFileSync(path.join(dir, 'broken.xml'), xml.replace('<resources>', '<resources>\n    <resource identifier="x"/>'));
      if (!validateScorm(dir, 'broken.xml').ok) refused++;
      fs.rmSync(path.join(dir, 'broken.xml'));
      // the schema files: each named by the manifest or by another shipped schema, none missing
      const shipped = names.filter((n) => schemaFile.test(n));
      const refs = new Set(/xsi:schemaLocation="([^"]+)"/.exec(xml)[1].trim().split(/\s+/).filter((_, i) => i % 2));
      for (const f of shipped) {
        const text = fs.readFileSync(path.join(dir, f), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
        for (const m of text.matchAll(/(?:schemaLocation\s*=\s*"|<!DOCTYPE[^>]*?"|PUBLIC\s+'[^']*'\s+')([^"':]+\.(?:xsd|dtd))/g)) refs.add(m[1]);
      }
      assert.deepEqual(shipped, [...refs].sort(), `${what}: the schema files it needs, no more`);
      // one SCO a lesson, launching its page; the files each lists are the package's content
      const resources = [...xml.matchAll(/<resource identifier="[^"]+" type="webcontent" adlcp:scorm[tT]ype="sco" href="([^"]+)">([\s\S]*?)<\/resource>/g)];
      assert.deepEqual(resources.map((m) => m[1]), inPackage.map((s) => `lessons/${s}.html`), `${what}: a SCO a lesson`);
      const listed = new Set(resources.flatMap((m) => [...m[2].matchAll(/<file href="([^"]+)"\/>/g)].map((f) => f[1])));
      assert.deepEqual([...listed].sort(), content, `${what}: the files the resources list are the files shipped`);
      const titles = [...xml.matchAll(/<item identifier="[^"]+" identifierref="[^"]+" isvisible="true">\s*<title>([^<]+)<\/title>/g)].map((m) => xmlText(m[1]));
      assert.deepEqual(titles, expected.map((e) => e.title), `${what}: the lessons' titles`);
      if (standard === 'scorm12') assert.equal(xml.match(/<adlcp:masteryscore>80<\/adlcp:masteryscore>/g)?.length, inPackage.length, `${what}: mastery 80`);
      else assert.equal(xml.match(/<imsss:primaryObjective objectiveID="[^"]+" satisfiedByMeasure="true">\s*<imsss:minNormalizedMeasure>0\.8<\/imsss:minNormalizedMeasure>/g)?.length, inPackage.length, `${what}: mastery 0.8 by measure`);
    }
    }
  }
  assert.equal(refused, 12 * whole.length, 'every broken manifest is refused by the schemas');
});

test('the packages\u2019 sizes: a lesson\u2019s zip at most 200 KB, the five lessons\u2019 at most 450 KB', { todo: 'issue 28: most are over (a lesson up to 293 KB, the five 564-592 KB), most of it its wasm package (README "Packages for an LMS")' }, () => {
  const over = [];
  for (const standard of ['scorm12', 'scorm2004', 'cmi5']) {
    for (const zip of fs.readdirSync(path.join(lmsDist, standard)).filter((f) => f.endsWith('.zip')).sort()) {
      const size = fs.statSync(path.join(lmsDist, standard, zip)).size;
      const budget = zip === 'nim-lab-lessons.zip' ? 450_000 : 200_000;
      if (size > budget) over.push(`${standard}/${zip}: ${(size / 1000).toFixed(1)} KB (budget ${budget / 1000} KB)`);
    }
  }
  assert.deepEqual(over, []);
});

test('README\u2019s table of the packages\u2019 sizes is the zips dist/lms holds (within 1 KB: it is typed from `./build.sh dist`\u2019s output)', () => {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| `([a-z0-9-]+\.zip)` \| ([\d.]+) \| ([\d.]+) \| ([\d.]+) \|/gm)];
  const zips = fs.readdirSync(path.join(lmsDist, 'scorm12')).filter((f) => f.endsWith('.zip')).sort();
  assert.deepEqual(rows.map((m) => m[1]).sort(), zips, 'a row for every zip');
  const stale = [];
  for (const [, zip, ...kb] of rows) {
    ['scorm12', 'scorm2004', 'cmi5'].forEach((standard, i) => {
      const size = fs.statSync(path.join(lmsDist, standard, zip)).size / 1000;
      if (Math.abs(size - Number(kb[i])) > 1) stale.push(`${standard}/${zip}: README ${kb[i]} KB, dist ${size.toFixed(1)} KB`);
    });
  }
  assert.deepEqual(stale, [], 'README "Packages for an LMS" gives the sizes `./build.sh dist` prints (`node scripts/readme-lms-sizes.mjs` writes them)');
});

/** Unzips dist/lms/<standard>/[<code>/]<name>.zip under root/<folder>/; the launch addresses its manifest
 *  gives (lessons' pages, in order) and its content files (neither manifest nor schema). */
function unpack(root, folder, standard, name, code = 'en') {
  const zip = path.join(inFolder(standard, code), `${name}.zip`);
  const dir = unzipTo(zip, path.join(root, folder));
  const xml = fs.readFileSync(path.join(dir, 'imsmanifest.xml'), 'utf8');
  const hrefs = [...xml.matchAll(/<resource [^>]*adlcp:scorm[tT]ype="sco" href="([^"]+)"/g)].map((m) => m[1]);
  const content = zipEntries(zip).map((e) => e.name).filter((n) => n !== 'imsmanifest.xml' && !schemaFile.test(n));
  return { hrefs, content };
}

test('a lesson\u2019s SCORM 1.2 and 2004 packages and the five-lesson one, unzipped and launched from their manifests in scorm-again: connected, every request inside the package, every file it ships loaded', async () => {
  const root = path.join(lmsTmp, 'served');
  fs.rmSync(root, { recursive: true, force: true });
  const cases = [
    // (the whole lesson played once: the files a lesson ships are the same in every standard but
    // its adapter, which the launch loads)
    { folder: 'one12', standard: 'scorm12', name: 'fibonacci-nim', whole: true },
    { folder: 'one2004', standard: 'scorm2004', name: 'fibonacci-nim' },
    // (its family's own package, no move-function export: the take-away games are its own)
    { folder: 'ctk12', standard: 'scorm12', name: 'cut-the-knot' },
    { folder: 'all2004', standard: 'scorm2004', name: 'nim-lab-lessons' },
  ];
  for (const c of cases) Object.assign(c, unpack(root, c.folder, c.standard, c.name));
  const server = await startServer(root);
  try {
    for (const c of cases) {
      const std = c.standard === 'scorm12' ? '1.2' : '2004';
      const s = standards[std];
      // the five-lesson package: its first and last SCO (two families, one wasm package: the full one)
      const hrefs = c.hrefs.length > 1 ? [c.hrefs[0], c.hrefs.at(-1)] : c.hrefs;
      for (const href of hrefs) {
        const what = `${c.standard}/${c.name}.zip, ${href}`;
        const slug = path.basename(href, '.html');
        const run = await launch(std, slug, null, { base: server.url, src: `/${c.folder}/${href}` });
        await run.page.waitForFunction(([g, get, loc]) => window[g][get](loc) === '1', [s.global, s.get, s.location]);
        assert.equal(await lmsValue(run.page, std, s.status), 'incomplete', `${what}: launched, incomplete`);
        if (c.whole) {
          // the whole lesson: every step, the challenge played to its end (its record's code)
          await everyStep(run.frame);
          await playToEnd(run.frame, '#game-challenge');
          await run.page.waitForFunction(([g, get]) => /"challenge"/.test(window[g][get]('cmi.suspend_data')), [s.global, s.get]);
          await run.frame.waitForFunction(() => !document.querySelector('#game-challenge').state.thinking);
          // the game record's view comes with the first finished game, a moment after it ends
          await run.frame.waitForSelector('#game-challenge .record-line', { state: 'attached' });
        }
        const own = `${server.url}${c.folder}/`;
        const outside = run.requests.filter((u) => !u.startsWith(own) && !/\/__(host\.html|lms\/)/.test(u) && !u.startsWith('data:') && !u.startsWith('blob:'));
        assert.deepEqual(outside, [], `${what}: no request outside the package's folder`);
        assert.deepEqual(run.failed, [], `${what}: every file the page asks for is in the package`);
        assert.deepEqual(run.errors, []);
        const loaded = [...new Set(run.requests.filter((u) => u.startsWith(own)).map((u) => new URL(u).pathname.slice(`/${c.folder}/`.length)))].sort();
        for (const file of loaded) assert.ok(c.content.includes(file), `${what}: ${file} is in the zip`);
        if (c.whole) assert.deepEqual(c.content.filter((f) => !loaded.includes(f)), [], `${what}: nothing shipped that the lesson does not load`);
        await run.context.close();
      }
    }
  } finally {
    server.stop();
  }
});

test('the Lessons page links to the packages in the language it is shown in, and each link is a zip dist/lms holds', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}lessons/index.html?lang=es`);
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  await settled(page);
  const zips = () => page.evaluate(() => [...document.querySelectorAll('a[href$=".zip"]')].map((a) => a.getAttribute('href')));
  const spanish = await zips();
  assert.equal(spanish.length, 18, 'three standards for each of the five lessons and the five together');
  for (const href of spanish) {
    assert.match(href, /^\.\.\/lms\/(scorm12|scorm2004|cmi5)\/es\/[a-z-]+\.zip$/);
    assert.ok(fs.existsSync(path.join(repoRoot, 'dist', 'lessons', href)), `${href} (from dist/lessons/) is a file`);
  }
  // the menu back to English: the English packages, which are at the standards' folders
  await page.selectOption('#lesson-lang', 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  const english = await zips();
  assert.deepEqual(english, spanish.map((h) => h.replace('/es/', '/')));
  for (const href of english) assert.ok(fs.existsSync(path.join(repoRoot, 'dist', 'lessons', href)), `${href} is a file`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a lesson\u2019s package in Spanish and in Arabic, launched from its manifest in scorm-again: in its language from its first paint (never English first), its answer reported, every request inside the package', async () => {
  const root = path.join(lmsTmp, 'served-languages');
  fs.rmSync(root, { recursive: true, force: true });
  const cases = [
    { folder: 'es12', standard: 'scorm12', code: 'es', name: 'fibonacci-nim' },
    { folder: 'ar2004', standard: 'scorm2004', code: 'ar', name: 'cut-the-knot' },
  ];
  for (const c of cases) Object.assign(c, unpack(root, c.folder, c.standard, c.name, c.code));
  const server = await startServer(root);
  try {
    for (const c of cases) {
      const std = c.standard === 'scorm12' ? '1.2' : '2004';
      const s = standards[std];
      const what = `${c.standard}/${c.code}/${c.name}.zip`;
      const { title } = await lessonText(c.name, c.code);
      const english = (await lessonText(c.name)).title;
      // every heading the student could see, frame by frame, from the page's first paint
      const run = await launch(std, c.name, null, { base: server.url, src: `/${c.folder}/${c.hrefs[0]}`, init: (context) => context.addInitScript(() => {
        if (!/\/lessons\//.test(location.pathname)) return;
        window.headingsSeen = [];
        const look = () => {
          const h = document.querySelector('h1');
          if (h && document.body && getComputedStyle(document.body).visibility !== 'hidden') window.headingsSeen.push(h.textContent.trim());
          if (window.headingsSeen.length < 400) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }) });
      await run.page.waitForFunction(([g, get, st]) => window[g][get](st) === 'incomplete', [s.global, s.get, s.status]);
      const shown = await run.frame.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir, pending: document.documentElement.hasAttribute('data-l10n-pending'), h1: document.querySelector('h1').textContent.trim(), menu: !!document.getElementById('lesson-lang') }));
      assert.deepEqual(shown, { lang: c.code, dir: c.code === 'ar' ? 'rtl' : 'ltr', pending: false, h1: title, menu: false }, `${what}: shown in ${c.code}, no language menu`);
      assert.notEqual(title, english);
      const seen = await run.frame.evaluate(() => window.headingsSeen);
      assert.ok(seen.length > 0, `${what}: the heading was seen`);
      assert.deepEqual([...new Set(seen)], [title], `${what}: never shown in English first`);
      // the first question, answered with a number or its first choice, reaches the run-time
      const first = await run.frame.evaluate(() => {
        const host = document.querySelector('[data-question]');
        const radio = host.querySelector('input[type="radio"]');
        return { name: host.dataset.question, step: Number(host.closest('.lesson-step').dataset.index), value: radio ? radio.value : '1', type: radio ? 'choice' : 'numeric' };
      });
      while ((await shownSteps(run.frame)).length < first.step) await nextStep(run.frame);
      const verdict = await answer(run.frame, first.name, first.value);
      await run.page.waitForFunction(([g]) => window.calls.some((n) => /Commit/.test(n)), [s.global]);
      const list = interactions(await lmsData(run.page, std), std);
      assert.deepEqual(list.map(({ id, type, response, result }) => [id, type, response, result]), [[first.name, first.type, first.value, verdict.correct ? 'correct' : s.wrong]], `${what}: the answer reported`);
      const own = `${server.url}${c.folder}/`;
      const outside = run.requests.filter((u) => !u.startsWith(own) && !/\/__(host\.html|lms\/)/.test(u) && !u.startsWith('data:') && !u.startsWith('blob:'));
      assert.deepEqual(outside, [], `${what}: no request outside the package's folder`);
      assert.deepEqual(run.failed, [], `${what}: every file the page asks for is in the package`);
      assert.deepEqual(run.errors, []);
      await run.context.close();
    }
  } finally {
    server.stop();
  }
});

test('a lesson\u2019s cmi5 package, unzipped and launched from its cmi5.xml\u2019s AU url with the five keys: it initializes, its answers reach the LRS, every request stays in the package or goes to the LRS', async () => {
  const root = path.join(lmsTmp, 'served-cmi5');
  const zip = path.join(lmsDist, 'cmi5', 'fibonacci-nim.zip');
  const dir = unzipTo(zip, path.join(root, 'fibonacci-nim'));
  const xml = fs.readFileSync(path.join(dir, 'cmi5.xml'), 'utf8');
  const aus = [...xml.matchAll(/<au id="([^"]+)"[\s\S]*?<url>([^<]+)<\/url>/g)].map((m) => ({ id: xmlText(m[1]), url: xmlText(m[2]) }));
  assert.equal(aus.length, 1, 'one AU');
  const content = zipEntries(zip).map((e) => e.name).filter((n) => n !== 'cmi5.xml');
  assert.ok(content.includes(aus[0].url), `the AU's url ${aus[0].url} is a file of the package`);
  // the package served from its folder; the LRS stand-in in front of it (a cmi5 player serves
  // content and LRS from one origin here: an http: LRS on another origin is not https:)
  const server = await startServer(root);
  const lrs = await startLrs(`${server.url}fibonacci-nim/`);
  try {
    const { randomUUID } = await import('node:crypto');
    const launch = await cmi5Launch(lrs, {
      slug: 'fibonacci-nim', au: aus[0].url, activityId: aus[0].id, registration: randomUUID(),
      actor: { objectType: 'Agent', name: 'A student', account: { homePage: 'https://example.edu', name: 'student-8' } },
    }, {});
    assert.deepEqual([...new URL(launch.url).searchParams.keys()].sort(), ['activityId', 'actor', 'endpoint', 'fetch', 'registration']);
    const { page, context, errors } = await openPage(shared.browser, null, { width: 1280, height: 1000 });
    const requests = [];
    const failed = [];
    context.on('request', (r) => requests.push(r.url()));
    context.on('requestfailed', (r) => failed.push(r.url()));
    context.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.url()} (${r.status()})`); });
    await page.goto(launch.url);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    await settled(page);
    await until(() => lrs.statements.some((s) => s.context?.extensions?.[sessionKey] === launch.session && verbName(s) === 'initialized'), 'the AU initialized');
    await nextStep(page);
    assert.equal((await answer(page, 'lose-8', 'lose')).correct, true);
    await until(() => lrs.statements.some((s) => s.context?.extensions?.[sessionKey] === launch.session && verbName(s) === 'answered'), 'the answer reached the LRS');
    await page.close({ runBeforeUnload: false });
    await until(() => lrs.statements.some((s) => s.context?.extensions?.[sessionKey] === launch.session && verbName(s) === 'terminated'), 'terminated was sent');
    assert.deepEqual(sessionStatements(lrs, launch).map(verbName), ['initialized', 'answered', 'terminated']);
    const lose8 = lrs.statements.find((s) => s.context?.extensions?.[sessionKey] === launch.session && verbName(s) === 'answered');
    assert.ok(lose8.object.id.startsWith(`${aus[0].id}/`), `${lose8.object.id}: an activity under the AU`);
    assert.deepEqual([lose8.object.id.split('/').pop(), lose8.result.response, lose8.result.success], ['lose-8', 'lose', true]);
    assert.deepEqual(lrs.problems, [], 'every request and statement valid');
    // every request: a file of the package (the cmi5 adapter's among them) or the LRS
    const files = [];
    for (const u of requests) {
      if (u.startsWith('blob:') || u.startsWith('data:')) continue;
      assert.ok(u.startsWith(lrs.url), `${u}: on the package's and the LRS's origin`);
      const file = decodeURIComponent(new URL(u).pathname.slice(1));
      if (!file.startsWith('__lrs/')) files.push(file);
    }
    assert.deepEqual([...new Set(files)].filter((f) => !content.includes(f)), [], 'no request outside the package');
    // (a package bundles a page's modules, lms.mjs: the modules the files loaded define)
    const modules = new Set(files.filter((f) => f.endsWith('.js')).flatMap((f) => [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/__nl\.d\("([^"]+)"/g)].map((m) => m[1])));
    assert.ok(modules.has('js/lms/cmi5.js') && modules.has('vendor/cmi5.js'), `the cmi5 adapter and library loaded from the package: ${files.join(', ')}`);
    assert.ok(![...modules].some((id) => /scorm/.test(id)) && !files.some((f) => /scorm/.test(f)), 'no SCORM adapter');
    assert.deepEqual(failed, [], 'every file the page asks for is in the package');
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await lrs.stop();
    server.stop();
  }
});
