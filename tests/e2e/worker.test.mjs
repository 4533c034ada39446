// Long computations run in the module worker: progress is shown, the page stays
// responsive, the result arrives; Cancel stops the worker and keeps the last result.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, waitForAnalysis, tableValue, retype } from './harness.mjs';

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
