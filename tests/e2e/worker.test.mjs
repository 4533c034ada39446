// Long computations run in the module worker: progress is shown, the page stays
// responsive, the result arrives; Cancel stops the worker and keeps the last result; after the
// engine stopped in a worker (a real trap) the worker's engine is reloaded and the job says so, and
// jobResult computes again what it had kept as that error.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, waitForAnalysis, tableValue, retype, engineTraps, reloadedMessage } from './harness.mjs';

const shared = sharedBrowser();

// Records every progress value the page shows and whether a module worker was started.
function recordProgress() {
  window.__progressSeen = [];
  window.__workersStarted = 0;
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      window.__workersStarted++;
    }
  };
  new MutationObserver(() => {
    const bar = document.getElementById('progress-bar');
    const box = document.getElementById('progress');
    if (bar && box && !box.hidden) window.__progressSeen.push(Number(bar.getAttribute('aria-valuenow')));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-valuenow', 'hidden'] });
}

test('upto = 10^6 runs in the worker with progress and completes', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  await page.addInitScript(recordProgress);
  await page.goto(`${shared.server.url}?upto=1000000`);
  await waitForAnalysis(page, 120000);
  const seen = await page.evaluate(() => window.__progressSeen);
  assert.ok(seen.length > 0, 'the progress bar was shown');
  assert.ok(await page.evaluate(() => window.__workersStarted) >= 1, 'a worker was started');
  assert.equal(await page.isHidden('#progress'), true);
  assert.match(await page.textContent('#table-range'), /of 1\u202f000\u202f000$/);
  // 10^6 = 832040 + 121393 + 46368 + 144 + 55: g = 55; 832040 is a Fibonacci number
  assert.equal(await tableValue(page, 1000000), 55);
  assert.equal(await tableValue(page, 832040), 832040);
  assert.match(await page.textContent('#theorem-section'), /holds on 1 … 1\u202f000\u202f000/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Cancel stops a long computation; the page stays responsive and keeps the last result', async () => {
  // a non-monotone f: general construction, ~2 s of work for 10^7 on this machine kind
  const f = encodeURIComponent('if x % 2 == 0 then x/2 else 3x');
  const { page, context, errors } = await openPage(shared.browser, null);
  await page.addInitScript(recordProgress);
  await page.goto(`${shared.server.url}?f=${f}&upto=2000`);
  await waitForAnalysis(page);
  await retype(page, '#upto-input', '10000000');
  await page.waitForSelector('#progress:not([hidden])');
  // the page answers while the worker computes
  const t0 = Date.now();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  assert.ok(Date.now() - t0 < 1000, 'the page is responsive during the computation');
  await page.click('#cancel-analysis');
  await page.waitForSelector('#progress', { state: 'hidden' });
  assert.match(await page.textContent('#analysis-note'), /Cancelled/);
  assert.equal(await page.inputValue('#upto-input'), '2000');
  assert.match(page.url(), /upto=2000/);
  assert.equal(await page.evaluate(() => document.body.dataset.analysis), 'done');
  assert.match(await page.textContent('#table-range'), /of 2000$/);
  assert.equal(await tableValue(page, 4), 2);
  // a new computation works after the cancel (a fresh worker)
  await retype(page, '#upto-input', '30000');
  await page.waitForFunction(() => /of 30\u202f000$/.test(document.getElementById('table-range').textContent), null, { timeout: 60000 });
  assert.ok(await page.evaluate(() => window.__workersStarted) >= 2, 'a fresh worker after Cancel');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a trap in a worker: the request says the engine stopped (kind internal), the worker reloads it, its old objects are refused as state, the next job works', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  await engineTraps(context);
  await page.goto(`${shared.server.url}?upto=30000`);
  await waitForAnalysis(page, 60000);
  const seen = await page.evaluate(async () => {
    const load = (file) => import(new URL(file, document.baseURI).href);
    const { createDeleteChannel } = await load('js/families/single_delete/client.js');
    const { startAnalysis } = await load('js/core/jobs.js');
    const outcome = (promise) => promise.then(
      (value) => ({ value }),
      (err) => ({ kind: err.kind, reloaded: err.reloaded, message: err.message }),
    );
    // single-delete games, held in a worker of their own between requests (client.js, engine.js)
    const channel = createDeleteChannel();
    const start = [5, 6, 9, 12];
    await channel.call({ op: 'game', start, game: 'a' });
    await channel.call({ op: 'game', start, game: 'b' });
    const hint = await channel.call({ op: 'hint', game: 'b' });
    const solve = { op: 'solve', piles: 3, max: 8, rest: null, limit: 4 };
    const solved = (await channel.call(solve)).positions;
    window.nimlabWorkers.at(-1).postMessage({ type: 'nimlab-test-trap' });
    const trapped = await outcome(channel.call({ op: 'hint', game: 'a' }));
    const old = await outcome(channel.call({ op: 'hint', game: 'b' }));
    await channel.call({ op: 'game', start, game: 'c' });
    const fresh = await outcome(channel.call({ op: 'hint', game: 'c' }).then((h) => JSON.stringify(h) === JSON.stringify(hint)));
    // the solver it held died too: the same range is solved again
    const resolved = await outcome(channel.call(solve).then((answer) => answer.positions === solved));
    channel.stop();
    // analysis jobs on one channel (one worker, jobs.js): the second one's Analysis traps
    const job = (upto) => new Promise((resolve) => {
      const running = startAnalysis({ kind: 'fn', f: '2x', upto }, {
        onProgress() {},
        onDone: (result) => resolve({ g: Array.from(result.g.subarray(0, 8)), where: running.where }),
        onError: (message, err) => resolve({ message, kind: err.kind, reloaded: err.reloaded, where: running.where }),
      }, 'trap-test');
    });
    const before = await job(30001);
    window.nimlabWorkers.at(-1).postMessage({ type: 'nimlab-test-trap', arm: true });
    const during = await job(30002);
    const after = await job(30003);
    // a small computation runs on the page (jobs.js), here asked for through jobResult, which
    // keeps its answer for the page's life but not one that says the engine stopped
    const { jobResult } = await load('js/core/jobs.js');
    window.nimlabTrap.arm();
    const small = { kind: 'fn', f: '3x', upto: 100 };
    const once = await outcome(jobResult(small));
    const again = await outcome(jobResult(small).then((r) => Array.from(r.g.subarray(0, 8))));
    return { trapped, old, fresh, resolved, before, during, after, once, again };
  });
  assert.deepEqual(seen.trapped, { kind: 'internal', reloaded: true, message: reloadedMessage });
  assert.deepEqual(seen.old, { kind: 'state', reloaded: true, message: reloadedMessage }, 'an old game is refused, not trapped again');
  assert.deepEqual(seen.fresh, { value: true }, 'a new game in the same worker gives the hint the old one gave');
  assert.deepEqual(seen.resolved, { value: true }, 'the solver is built again, with the same answer');
  const g = [1, 2, 3, 1, 5, 1, 2, 8];
  assert.deepEqual(seen.before, { g, where: 'worker' });
  assert.deepEqual(seen.during, { message: reloadedMessage, kind: 'internal', reloaded: true, where: 'worker' });
  assert.deepEqual(seen.after, { g, where: 'worker' }, 'the next job in the same worker works');
  assert.deepEqual(seen.once, { kind: 'internal', reloaded: true, message: reloadedMessage });
  assert.deepEqual(seen.again, { value: [1, 2, 3, 4, 1, 6, 1, 8] }, 'asked again, it is computed again');
  // and the playground says so where a computation's error goes, then computes again (its own
  // worker, the first one started)
  await page.evaluate(() => window.nimlabWorkers[0].postMessage({ type: 'nimlab-test-trap', arm: true }));
  await retype(page, '#upto-input', '40000');
  await page.waitForFunction(() => document.body.dataset.analysis === 'error', null, { timeout: 60000 });
  assert.match(await page.textContent('#analysis-note'), new RegExp(`${reloadedMessage}$`));
  await retype(page, '#upto-input', '50000');
  await waitForAnalysis(page, 60000);
  assert.equal(await tableValue(page, 46368), 46368, 'a Fibonacci number is its own g');
  assert.deepEqual(errors, []);
  await context.close();
});
