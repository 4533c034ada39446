// Everything lives in the URL: a permalink restores f, upto, n, pile and max; odd
// URL values show the engine's messages in a dismissible notice and fall back to
// defaults; "Copy link" copies the current state.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, waitForAnalysis, tableValue, retype } from './harness.mjs';

const shared = sharedBrowser();

test('a permalink restores f, upto, n, pile and max', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?f=x&upto=500&n=77&pile=33&max=7`);
  await waitForAnalysis(page);
  assert.equal(await page.inputValue('#f-input'), 'x');
  assert.equal(await page.inputValue('#upto-input'), '500');
  assert.equal(await page.inputValue('#repr-input'), '77');
  assert.equal(await page.inputValue('#pile-input'), '33');
  assert.equal(await page.inputValue('#max-input'), '7');
  assert.match(await page.textContent('#table-range'), /of 500$/);
  assert.equal(await tableValue(page, 12), 4);
  assert.equal(await page.textContent('#pile-number'), '33');
  assert.equal(await page.textContent('#max-number'), '7');
  assert.match(await page.textContent('.equation'), /^77 = 64 \+ 8 \+ 4 \+ 1$/);

  // edits go into the URL (replaceState, no new history entries) and survive a reload
  const historyLength = await page.evaluate(() => history.length);
  await retype(page, '#f-input', '3x');
  await retype(page, '#pile-input', '50');
  await retype(page, '#repr-input', '1000');
  await page.waitForFunction(() => location.search.includes('n=1000'));
  assert.equal(await page.evaluate(() => history.length), historyLength);
  const url = page.url();
  assert.match(url, /f=3x/);
  assert.match(url, /pile=50/);
  await page.reload();
  await waitForAnalysis(page);
  assert.equal(await page.inputValue('#f-input'), '3x');
  assert.equal(await page.inputValue('#pile-input'), '50');
  assert.equal(await page.inputValue('#repr-input'), '1000');
  assert.equal(await page.inputValue('#max-input'), '7');
  assert.match(await page.textContent('#results-for'), /^f\(x\) = 3x, N ≤ 500$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('who moves first is in the link too', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?f=2x&pile=20&max=19&first=engine`);
  await waitForAnalysis(page);
  assert.equal(await page.isChecked('input[name="first"][value="engine"]'), true);
  // the engine opens: 20 = 2 + 5 + 13, so it takes 2
  await page.waitForFunction(() => document.querySelector('#pile-number')?.textContent === '18');
  await page.check('input[name="first"][value="you"]');
  await page.waitForFunction(() => location.search.includes('first=you'));
  // a new game starts with you to move (the view redraws on the next animation frame)
  await page.waitForFunction(() => document.querySelector('#pile-number')?.textContent === '20');
  assert.deepEqual(errors, []);
  await context.close();
});

test('odd URL values show the engine’s messages in a dismissible notice and fall back to defaults', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?f=2x%2B&upto=abc&bogus=1&pile=9`);
  await waitForAnalysis(page);
  const notice = page.locator('#notices .notice');
  await notice.waitFor();
  const items = await notice.locator('li').allTextContents();
  assert.equal(items.length, 3, items.join(' | '));
  assert.ok(items.some((t) => /column/.test(t)), 'the f error names the column');
  assert.ok(items.some((t) => /bogus/.test(t)), 'the unknown key is named');
  // defaults where the link was wrong, the good value (pile=9) kept
  assert.equal(await page.inputValue('#f-input'), '2x');
  assert.equal(await page.inputValue('#upto-input'), '1000');
  assert.equal(await page.inputValue('#pile-input'), '9');
  assert.equal(await tableValue(page, 13), 13);
  await notice.locator('button').click();
  await notice.waitFor({ state: 'detached' });
  assert.doesNotMatch(page.url(), /bogus/, 'the URL is rewritten to the state in use');
  assert.deepEqual(errors, []);
  await context.close();
});

test('"Copy link" copies a link that restores the page', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?f=x%2B1&pile=30&max=5`, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await waitForAnalysis(page);
  await page.click('#copy-link');
  await page.waitForFunction(() => document.getElementById('copy-status').textContent !== '');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(copied.startsWith(shared.server.url), copied);
  const { page: page2, context: context2, errors: errors2 } = await openPage(shared.browser, copied);
  await waitForAnalysis(page2);
  assert.equal(await page2.inputValue('#f-input'), await page.inputValue('#f-input'));
  assert.equal(await page2.inputValue('#pile-input'), '30');
  assert.equal(await page2.inputValue('#max-input'), '5');
  assert.deepEqual(errors, []);
  assert.deepEqual(errors2, []);
  await context.close();
  await context2.close();
});

// The sections took their family's name (move-fn, cut-the-knot, single-delete); links shared with
// the old values (sec=one, knot, delete) still open their sections, and the page's own links name
// the section anew. The aliases live in the engine's spec (src/spec/fields.rs, ALIASES).
for (const [old, sec, probe] of [['one', 'move-fn', '#f-input'], ['knot', 'cut-the-knot', '#kpart-tab-minmax'], ['delete', 'single-delete', '#sec-single-delete .player']]) {
  test(`an old link with sec=${old} opens the ${sec} section`, async () => {
    const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=${old}`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    await page.waitForSelector(`#sec-${sec}:not([hidden]) ${probe.replace(`#sec-${sec} `, '')}`);
    assert.equal(await page.getAttribute(`#tab-${sec}`, 'aria-current'), 'page');
    assert.equal(await page.locator('#notices .notice').count(), 0, 'no notice: the value is good');
    const href = await page.getAttribute(`#tab-${sec}`, 'href');
    assert.doesNotMatch(href, new RegExp(`sec=${old}(&|$)`));
    if (sec !== 'move-fn') assert.match(href, new RegExp(`sec=${sec}(&|$)`));
    assert.deepEqual(errors, []);
    await context.close();
  });
}
