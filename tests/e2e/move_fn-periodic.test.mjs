// The periodic section f(n, x) (Holshouser & Reiter 2006): tabs switch without reload; Example 2 shows
// Theorems 1 and 2 holding and the paper's bases member by member; a non-monotone f
// shows condition (2) failing with Theorem 1's conclusions labelled; a bad f shows the
// caret; the multi-base representation; a whole game in G_1; the permalink; the engine's
// limits; the worker and Cancel.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBrowser, openPage, waitForAnalysis, retype, waitTurn, showHintMove, axeCheckWidths, axeHintSteps, axeFinishedGame,
  plainEnglish, until,
} from './harness.mjs';

const shared = sharedBrowser();

async function waitForPeriodic(page, timeout = 60000) {
  await page.waitForSelector('body[data-ready="true"]', { timeout });
  await page.waitForFunction(() => document.body.dataset.periodic === 'done', null, { timeout });
}

const numberOf = (text) => Number(String(text).replace(/[^\d]/g, ''));

/** The paper's Fibonacci numbers: F_0 = 1, F_1 = 2, F_2 = 3, … */
function fib(k) {
  let a = 1;
  let b = 2;
  for (let i = 0; i < k; i++) [a, b] = [b, a + b];
  return a;
}

/** B_0 and B_1 of Example 2 as the paper states them (k = 0, 1, …). */
function paperMember(game, k) {
  if (game === 0 && k <= 5) return fib(k);
  if (game === 1 && k <= 3) return fib(k);
  if (game === 1 && (k === 4 || k === 5)) return fib(k) + fib(1);
  const adjust = game === 0 ? [0, 1, 1, 0, -1, -1] : [0, -1, -1, 0, 1, 1];
  return fib(k) + fib(k - 5) + adjust[k % 6];
}

test('tabs switch sections without a reload and put sec=periodic in the URL', async () => {
  const { page, context, errors } = await openPage(shared.browser, shared.server.url);
  await waitForAnalysis(page);
  await page.evaluate(() => { window.__noReload = true; });
  assert.equal(await page.isHidden('#sec-periodic'), true);
  await page.click('#tab-periodic');
  await waitForPeriodic(page);
  assert.equal(await page.evaluate(() => window.__noReload), true, 'no reload');
  assert.match(page.url(), /sec=periodic/);
  assert.equal(await page.isHidden('#sec-move-fn'), true);
  assert.equal(await page.getAttribute('#tab-periodic', 'aria-current'), 'page');
  assert.match(await page.textContent('#p-controls'), /n is read mod t/);
  await page.click('#tab-move-fn');
  await page.waitForSelector('#sec-move-fn:not([hidden])');
  assert.doesNotMatch(page.url(), /sec=periodic/);
  assert.equal(await page.locator('#g-table-body td[data-n="13"] .cell-g').textContent(), '13');
  assert.equal(await page.evaluate(() => window.__noReload), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Example 2 (the default): Theorems 1 and 2 hold and B_0, B_1 agree with the paper', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=periodic`);
  await waitForPeriodic(page);
  assert.equal(await page.inputValue('#t-input'), '2');
  assert.equal(await page.getAttribute('#p-theorem2', 'data-holds'), 'true');
  assert.match(await page.textContent('#p-theorem2 .verdict-text'), /Theorem 2 holds on 1 … 200/);
  // and Algorithm 1 itself against brute force over every position, live
  assert.equal(await page.getAttribute('#p-brute-check', 'data-agrees'), 'true');
  assert.match(await page.textContent('#p-brute-check'), /brute force .* n ≤ 200 in every game G_?0 … G_?1/);
  assert.equal(await page.getAttribute('#p-theorem1', 'data-applies'), 'true');
  assert.match(await page.getAttribute('#p-condition', 'data-status'), /^(proved|checked)$/);
  const holds = await page.locator('#p-theorem1 li.conclusion').evaluateAll((items) => items.map((li) => [li.dataset.name, li.dataset.holds]));
  assert.deepEqual(holds.map(([name]) => name), ['1', '2', '3a', '3b']);
  for (const [name, h] of holds) assert.equal(h, 'true', `conclusion ${name} holds`);
  // Example 2's table, member by member, against the formulas computed here
  await page.waitForSelector('#p-example2', { state: 'visible' }); // (cards show one per frame)
  assert.match(await page.textContent('#p-ex2-verdict'), /agree/i);
  for (const game of [0, 1]) {
    const rows = await page.locator(`#p-ex2-b${game} tbody tr`).evaluateAll((trs) => trs.map((tr) => ({
      k: Number(tr.dataset.k), computed: tr.querySelector('.ex2-computed').textContent,
    })));
    assert.ok(rows.length >= 10, `B${game} has at least 10 rows (members ≤ 200)`);
    for (const row of rows) {
      if (row.computed === '—') continue; // beyond the computed range
      assert.equal(numberOf(row.computed), paperMember(game, row.k), `B${game}, member ${row.k}`);
    }
  }
  const b0 = await page.locator('#p-ex2-b0 tbody tr .ex2-computed').allTextContents();
  assert.deepEqual(b0.slice(0, 7).map(numberOf), [1, 2, 3, 5, 8, 13, 23]); // …, F6 + F1 = 21 + 2
  // the g_i table and the bases
  assert.match(await page.textContent('#p-g-table-head'), /g0.*g1/);
  assert.equal(await page.locator('#p-bases-body .pbase').count(), 2);
  await page.fill('#p-table-goto', '23');
  await page.press('#p-table-goto', 'Enter');
  await page.waitForSelector('#p-g-table-body td[data-game="0"][data-n="23"]');
  assert.equal(await page.locator('#p-g-table-body td.in-base[data-game="0"][data-n="23"]').count(), 1, '23 ∈ B0');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a non-monotone f: condition (2) fails and Theorem 1 is labelled as not promised', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=periodic`);
  await waitForPeriodic(page);
  const before = await page.evaluate(() => document.getElementById('p-results-for').textContent);
  await page.click('#p-presets button[data-f="if x % 2 == 0 then x/2 + n else 2x"]');
  await page.waitForFunction((old) => document.body.dataset.periodic === 'done'
    && document.getElementById('p-results-for').textContent !== old, before);
  assert.equal(await page.getAttribute('#p-condition', 'data-status'), 'fails');
  assert.match(await page.textContent('#p-condition'), /fails at n = \d+, x = \d+/);
  assert.equal(await page.getAttribute('#p-theorem1', 'data-applies'), 'false');
  assert.match(await page.textContent('#p-theorem1 .verdict-text'), /does not apply/);
  assert.doesNotMatch(await page.textContent('#p-theorem1 .verdict-text'), /holds/);
  const items = await page.locator('#p-theorem1 li.conclusion').evaluateAll((lis) => lis.map((li) => ({
    holds: li.dataset.holds, text: li.textContent,
  })));
  assert.equal(items.length, 4);
  for (const item of items) {
    assert.match(item.text, /condition \(2\) fails, so the theorem does not promise this/);
    if (item.holds === 'false') assert.match(item.text, /fails: /);
    else assert.match(item.text, /holds on 1 … 200 \(\d+ cases checked\)|nothing to check on 1 … 200/);
  }
  assert.equal(await page.isHidden('#p-example2'), true, 'Example 2 only for its own f');
  // another f failing (2) where Theorem 1's conclusions really fail: shown with counterexamples
  const before2 = await page.textContent('#p-results-for');
  await page.click('#p-presets button[data-f="if x % 3 == 0 then x/3 + 1 else 2x"]');
  await page.waitForFunction((old) => document.body.dataset.periodic === 'done'
    && document.getElementById('p-results-for').textContent !== old, before2);
  const c1 = page.locator('#p-theorem1 li.conclusion[data-name="1"]');
  assert.equal(await c1.getAttribute('data-holds'), 'false');
  assert.match(await c1.textContent(), /fails: .*G0, n = \d+\).*does not promise this/);
  assert.doesNotMatch(await c1.textContent(), /holds on/);
  assert.equal(await page.getAttribute('#p-theorem2', 'data-holds'), 'true', 'Theorem 2 still holds');
  assert.match(page.url(), /pf=if%20x%20%25%203/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a bad f(n, x) shows the caret and keeps the last results', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=periodic`);
  await waitForPeriodic(page);
  // in one step: typed key by key, a valid prefix (`x`) could be computed under load
  await page.fill('#pf-input', 'x + * n');
  await page.waitForSelector('#pf-message.shown');
  const caret = await page.textContent('#pf-message .caret');
  assert.match(caret, /^x \+ \* n\n *\^$/);
  assert.match(await page.textContent('#pf-message .caret-message'), /column \d+/);
  assert.equal(await page.getAttribute('#pf-input', 'aria-invalid'), 'true');
  assert.match(await page.textContent('#p-results-for'), /then 4 else 2x, t = 2/);
  await retype(page, '#pf-input', 'x + n');
  await page.waitForFunction(() => !document.getElementById('pf-message').classList.contains('shown'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the multi-base representation of n in G_i ends with the winning part', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=periodic`);
  await waitForPeriodic(page);
  await page.selectOption('#p-repr-game', '1');
  await retype(page, '#p-repr-input', '100');
  await page.waitForFunction(() => /^100 = /.test(document.getElementById('p-repr-equation')?.textContent || ''));
  const blocks = page.locator('#p-repr-chain .chain-block');
  const n = await blocks.count();
  assert.ok(n >= 1);
  const values = (await blocks.locator('.block-value').allTextContents()).map(numberOf);
  assert.equal(values.reduce((a, b) => a + b, 0), 100, 'the parts add up to n');
  assert.equal(await blocks.first().getAttribute('data-game'), '1', 'the first part is in B1');
  assert.equal(await blocks.nth(n - 1).evaluate((b) => b.classList.contains('smallest')), true);
  assert.match(await blocks.nth(n - 1).textContent(), /take \d+/);
  assert.ok(numberOf(await page.textContent('#p-repr-take')) >= 1);
  assert.notEqual((await page.textContent('#p-repr-why')).trim(), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a whole game in G_1 against the engine, following the hints; axe-core after every step', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=periodic&ppile=30&pmax=29`);
  await waitForPeriodic(page);
  await page.selectOption('#p-game-input', '1');
  await page.waitForFunction(() => location.search.includes('pgame=1'));
  // The link is written at once; the new game in G_1 is built by the engine just after.
  await page.waitForFunction(() => /game G₁/.test(document.getElementById('p-play-status')?.textContent || ''));
  let turns = 0;
  let firstHintWins = null;
  const game = page.locator('#p-player-host .player');
  while ((await waitTurn(page, await page.locator('#p-move-log li').count(), 'p-move-controls')) === 'move') {
    if (turns === 1) {
      await axeHintSteps(page, game, 'the periodic game', { include: '#p-player-host' });
    }
    await showHintMove(page, 'p-');
    await page.waitForSelector('#p-hint-text');
    if (firstHintWins === null) firstHintWins = await page.evaluate(() => document.getElementById('p-hint-text').classList.contains('good'));
    const k = Number(await page.getAttribute('#p-hint-text', 'data-take'));
    const before = await page.locator('#p-move-log li').count();
    const input = await page.$('#p-take-input');
    if (input) {
      await page.fill('#p-take-input', String(k));
      await page.click('#p-take-button');
    } else {
      await page.click(`#p-move-controls button[data-take="${k}"]`);
    }
    await waitTurn(page, before + 1, 'p-move-controls');
    turns++;
    assert.ok(turns < 40, 'the game ends');
  }
  const log = await page.locator('#p-move-log li').allTextContents();
  const total = log.reduce((sum, line) => sum + Number(/took (\d+)/.exec(line)[1]), 0);
  assert.equal(total, 30, 'every counter was taken');
  for (const line of log) if (line.startsWith('Engine')) assert.match(line, / — \S/, 'each engine move has its why');
  assert.match(await page.textContent('#p-play-status'), firstHintWins ? /You win!/ : /(You win!|The engine wins\.)/);
  await axeFinishedGame(page, game, 'the periodic game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a permalink restores the periodic section', async () => {
  const query = `?sec=periodic&pf=${encodeURIComponent('x + n')}&t=3&pupto=300&pgame=2&ppile=33&pmax=7`;
  const { page, context, errors } = await openPage(shared.browser, shared.server.url + query);
  await waitForPeriodic(page);
  assert.equal(await page.isHidden('#sec-move-fn'), true);
  assert.equal(await page.inputValue('#pf-input'), 'x + n');
  assert.equal(await page.inputValue('#t-input'), '3');
  assert.equal(await page.inputValue('#pupto-input'), '300');
  assert.equal(await page.inputValue('#p-game-input'), '2');
  assert.match(await page.textContent('#p-table-range'), /of 300$/);
  assert.equal(await page.locator('#p-g-table-head th').count(), 4, 'n and three games');
  assert.equal(await page.textContent('#p-pile-number'), '33');
  assert.equal(await page.textContent('#p-max-number'), '7');
  // edits go into the URL and survive a reload
  await retype(page, '#t-input', '4');
  await retype(page, '#pupto-input', '250');
  await page.waitForFunction(() => location.search.includes('pupto=250') && location.search.includes('t=4'));
  await page.reload();
  await waitForPeriodic(page);
  assert.equal(await page.inputValue('#t-input'), '4');
  assert.match(await page.textContent('#p-table-range'), /of 250$/);
  assert.equal(await page.locator('#p-g-table-head th').count(), 5);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page limits are the engine\'s: t ≤ 8 and tables ≤ 10^6, refused in its words', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=periodic`);
  await waitForPeriodic(page);
  assert.equal(await page.textContent('#t-range'), '1–8', 'the range of t, from the engine\'s spec');
  // each in one step (typed key by key, 100000 would be a good range on the way to 1000001)
  await page.fill('#t-input', '9');
  await page.waitForFunction(() => document.getElementById('t-message').textContent !== '');
  assert.match(await page.textContent('#t-message'), /t = 9 is too large: the limit is 8/);
  assert.equal(await page.getAttribute('#t-input', 'aria-invalid'), 'true');
  await page.fill('#pupto-input', '1000001');
  await page.waitForFunction(() => document.getElementById('pupto-message').textContent !== '');
  assert.match(await page.textContent('#pupto-message'), /the limit is 1000000/);
  await axeCheckWidths(page, 'the periodic section with two refused values');
  assert.doesNotMatch(page.url(), /t=9|pupto=1000001/);
  assert.equal(await page.locator('#p-g-table-head th').count(), 3, 'still t = 2');
  assert.match(await page.textContent('#p-table-range'), /of 200$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('long periodic ranges run in the worker with progress; Cancel keeps the last result', async () => {
  // A heavy job (t = 8, f not monotone, so f is tabulated and every game is solved) that cannot
  // finish before Cancel is clicked.
  const heavy = encodeURIComponent('if x % 3 == 0 then 1 else 2x + n');
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=periodic&t=8&pf=${heavy}`);
  await waitForPeriodic(page);
  await retype(page, '#pupto-input', '1000000');
  await page.waitForSelector('#p-progress:not([hidden])');
  assert.match(await page.textContent('#p-progress-text'), /in the background/);
  await page.click('#p-cancel-analysis');
  await page.waitForSelector('#p-progress', { state: 'hidden' });
  assert.match(await page.textContent('#p-analysis-note'), /Cancelled/);
  assert.equal(await page.inputValue('#pupto-input'), '200');
  assert.match(await page.textContent('#p-table-range'), /of 200$/);
  await retype(page, '#pupto-input', '100000');
  await page.waitForFunction(() => /of 100\u202f000$/.test(document.getElementById('p-table-range').textContent), null, { timeout: 90000 });
  assert.equal(await page.getAttribute('#p-theorem2', 'data-holds'), 'true');
  assert.deepEqual(errors, []);
  await context.close();
});

// The engine's sentences of the periodic analysis (src/games/move_fn/periodic_messages.rs, and the
// brute-force check of analysis_messages.rs), the reason of a representation and the game's status
// line, where the section shows them.
const ENGINE_SENTENCES = '#p-theorems-body .verdict-explain, #p-condition, #p-theorems-body .conclusion-statement, '
  + '#p-theorems-body .outcome.bad, #p-example2-body .ex2-verdict, #p-repr-why, #p-play-status';

test('the theorem checks speak the page\'s language: Theorems 1 and 2, condition (2), the conclusions and their counterexamples, Example 2, the brute-force check, a representation\'s reason, the game in the status line', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  try {
    // Example 2 (condition (2) proved from x = 4 on, every theorem holding, the paper's bases);
    // a rule failing condition (2) and Theorem 1's conclusions (counterexamples)
    for (const query of ['pgame=1', `pf=${encodeURIComponent('if x % 3 == 0 then x/3 + 1 else 2x')}&t=2&pgame=1`]) {
      await page.goto(`${shared.server.url}?sec=periodic&${query}&lang=en-XA`);
      await waitForPeriodic(page);
      await page.waitForSelector('#p-repr-why');
      let plain;
      await until(async () => (plain = await plainEnglish(page, ENGINE_SENTENCES)).length === 0, `${query}: no plain English`).catch(() => {});
      assert.deepEqual(plain, [], `${query}: plain English in the pseudo-locale`);
      assert.match(await page.textContent('#p-play-status'), /ĝàɱé G₁/);
    }
    assert.match(await page.textContent('#p-theorem1 li.conclusion[data-name="1"] .outcome'), /ƀûţ/, 'a counterexample, accented');
    // German: each sentence from the catalogue, its maths as written
    await page.goto(`${shared.server.url}?sec=periodic&pgame=1&lang=de`);
    await waitForPeriodic(page);
    await page.waitForFunction(() => /vollständigen Suche/.test(document.getElementById('p-brute-check')?.textContent || ''));
    const shown = await page.$$eval(ENGINE_SENTENCES, (nodes) => nodes.map((n) => n.textContent).join(' | '));
    // (Θ_i with its index as a subscript, as B_f and g_i: a Greek letter too)
    assert.match(shown, /Satz 2 gilt auf 1\.\.200: In jedem Spiel G0 … G1 ergeben Θi an den Elementen/);
    assert.match(shown, /Die Folgerungen 1, 2, 3a und 3b von Satz 1 gelten auf 1\.\.200\./);
    assert.match(shown, /monoton wachsend in x, und f\(n, x \+ 1\) − f\(n, x\) ≥ −1 wurde für x < 4 bei jedem n mod 2 geprüft/);
    assert.match(shown, /jedes Element b von Bi erfüllt gi\(b\) = b/);
    assert.match(shown, /ist Bi endlich und n größer als sein größtes Element bik, so gilt gi\(n\) = gi ⊕ b_ik\(n − bik\)/);
    assert.match(shown, /Fibonacci-Formeln des Artikels/);
    assert.match(shown, /Spiel G₁/);
    assert.doesNotMatch(shown, /\b(the|of|by|with|holds|every|member|game)\b/, shown);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
