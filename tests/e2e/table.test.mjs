// The g(N) table: known values for f = 2x and f = x, read from the page; live checking
// of a bad move function with the caret message, the page staying usable meanwhile.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, waitForAnalysis, tableValue, retype } from './harness.mjs';

const shared = sharedBrowser();

test('the table shows g(N) for Fibonacci nim (f = 2x) by default', async () => {
  const { page, context, errors } = await openPage(shared.browser, shared.server.url);
  await page.waitForSelector('#brute-check');
  assert.equal(await page.getAttribute('#brute-check', 'data-agrees'), 'true');
  assert.match(await page.textContent('#brute-check'), /brute force over every position \(n, x\), n ≤ 300/);
  await waitForAnalysis(page);
  assert.equal(await page.inputValue('#f-input'), '2x');
  const g = [];
  for (let n = 1; n <= 13; n++) g.push(await tableValue(page, n));
  // g(N) = the smallest part of N's Zeckendorf representation
  assert.deepEqual(g, [1, 2, 3, 1, 5, 1, 2, 8, 1, 2, 3, 1, 13]);
  // Fibonacci numbers are the base members, highlighted in the table
  assert.equal(await page.locator('#g-table-body td[data-n="13"]').getAttribute('class'), 'in-base');
  assert.equal(await page.locator('#g-table-body td[data-n="12"]').getAttribute('class'), null);
  await assertPageValues(page);
  assert.deepEqual(errors, []);
  await context.close();
});

async function assertPageValues(page) {
  assert.match(await page.textContent('#theorem-section'), /holds on 1 … 1000/);
  assert.match(await page.textContent('#table-range'), /N = 1 … 100 of 1000/);
  // paging
  await page.click('#table-next');
  assert.equal(await tableValue(page, 144), 144);
  assert.equal(await tableValue(page, 150), 1); // 150 = 144 + 5 + 1
  await page.click('#table-prev');
  assert.equal(await tableValue(page, 100), 3); // 100 = 89 + 8 + 3
  // "go to N"
  assert.equal(await tableValue(page, 987), 987);
  assert.equal(await page.locator('#g-table-body td[data-n="987"]').getAttribute('class'), 'in-base focus');
}

test('typing another move function recomputes the table (f = x: g(N) = largest power of 2 dividing N)', async () => {
  const { page, context, errors } = await openPage(shared.browser, shared.server.url);
  await waitForAnalysis(page);
  await retype(page, '#f-input', 'x');
  await page.waitForFunction(() => document.getElementById('results-for').textContent.startsWith('f(x) = x,'));
  await waitForAnalysis(page);
  const expect = { 1: 1, 2: 2, 3: 1, 4: 4, 6: 2, 8: 8, 12: 4, 24: 8, 40: 8, 64: 64, 96: 32 };
  for (const [n, g] of Object.entries(expect)) assert.equal(await tableValue(page, n), g, `g(${n})`);
  assert.match(await page.textContent('#f-info'), /non-decreasing/);
  // the base for f = x is the powers of 2
  const members = await page.locator('#base-body .member-b').allTextContents();
  assert.deepEqual(members.slice(0, 10), ['1', '2', '4', '8', '16', '32', '64', '128', '256', '512']);
  // a preset button does the same
  await page.click('.preset[data-f="3x"]');
  await page.waitForFunction(() => document.getElementById('results-for').textContent.startsWith('f(x) = 3x,'));
  assert.equal(await page.inputValue('#f-input'), '3x');
  assert.match(page.url(), /f=3x/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a bad move function shows the caret message; the page keeps working; fixing it clears the message', async () => {
  const { page, context, errors } = await openPage(shared.browser, shared.server.url);
  await waitForAnalysis(page);
  // in one step: typed key by key, a valid prefix (`2`) could be computed under load
  await page.fill('#f-input', '2x +');
  await page.waitForSelector('#f-message.shown');
  const caret = await page.textContent('#f-message pre.caret');
  assert.equal(caret, '2x +\n   ^', 'the caret stands under column 4');
  assert.match(await page.textContent('#f-message .caret-message'), /column 4: expected an expression after '\+'/);
  assert.equal(await page.getAttribute('#f-input', 'aria-invalid'), 'true');
  // the last good result stays, and the rest of the page still works
  assert.equal(await tableValue(page, 13), 13);
  assert.match(page.url(), /f=2x&/);
  await page.click('#table-next');
  assert.equal(await tableValue(page, 144), 144);
  await page.click('#move-controls button[data-take="1"]');
  await page.waitForSelector('#move-log li:nth-child(2)'); // my move and the engine's reply
  await retype(page, '#repr-input', '20');
  await page.waitForFunction(() => document.querySelector('.equation')?.textContent.startsWith('20 = 13 + 5 + 2'));
  // fixing it clears the message
  await retype(page, '#f-input', '2x + 1');
  await page.waitForSelector('#f-message:not(.shown)', { state: 'attached' });
  assert.equal(await page.textContent('#f-message'), '');
  assert.equal(await page.getAttribute('#f-input', 'aria-invalid'), 'false');
  await page.waitForFunction(() => document.getElementById('results-for').textContent.startsWith('f(x) = 2x + 1,'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the representation of a huge N (10^18) is drawn with the winning move', async () => {
  const { page, context, errors } = await openPage(shared.browser, shared.server.url);
  await waitForAnalysis(page);
  await page.click('#repr-quick button:has-text("10¹⁸")');
  await page.waitForFunction(() => document.querySelector('.equation')?.textContent.startsWith('1\u202f000'));
  // 10^18 = … + 21 + 2 in Zeckendorf form: the smallest part is 2
  assert.equal(await page.textContent('#repr-take'), '2');
  assert.match(await page.textContent('#repr-why'), /take 2/);
  assert.equal(await page.locator('.blocks .block.smallest').count(), 1);
  assert.match(page.url(), /n=1000000000000000000/);
  await page.fill('#repr-input', '12x');
  await page.waitForSelector('#repr-error:not(:empty)');
  assert.equal(await page.textContent('#repr-take'), '2', 'the last good drawing stays');
  assert.deepEqual(errors, []);
  await context.close();
});
