// The Cut-the-Knot section (Bogomolny's single-pile games, Schwenk's take-away games): the
// applet's Grundy table for Min 3, Max 5; a subtraction set's period; a malformed set (caret,
// page still usable); Schwenk's H for the presets; a failing hypothesis with a contradicted
// claim; the one-row representation of 20 for 2x; whole games in each of the three parts (the
// engine wins from a winning start); the G(N, x) table and heat map; permalinks and odd URL
// values.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBrowser, openPage, retype, waitTurn, showHintMove, axeCheckWidths, axeHintSteps, axeFinishedGame,
} from './harness.mjs';

const shared = sharedBrowser();

/** Waits until the page is ready and the shown part's computation is done. */
async function waitForPart(page, part, timeout = 60000) {
  await page.waitForSelector('body[data-ready="true"]', { timeout });
  const key = { minmax: 'subtraction', takeaway: 'takeaway', grundy: 'grundy' }[part];
  await page.waitForFunction((k) => document.body.dataset[k] === 'done', key, { timeout });
}

/** Waits for a new result line after a change (the one before is `before`). */
async function waitForNewResult(page, id, before, part) {
  await page.waitForFunction(([i, old]) => document.getElementById(i).textContent !== old, [id, before], { timeout: 30000 });
  await waitForPart(page, part);
}

const stripValues = (page, box) => page.locator(`#${box} td.strip-val`).allTextContents();

test('the applet’s table: Min 3, Max 5, S = 0 … 20, the rule and the period', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=cut-the-knot`);
  await waitForPart(page, 'minmax');
  assert.equal(await page.getAttribute('#tab-cut-the-knot', 'aria-current'), 'page');
  assert.equal(await page.getAttribute('#kpart-tab-minmax', 'aria-selected'), 'true');
  assert.equal(await page.inputValue('#kmin-input'), '3');
  assert.equal(await page.inputValue('#kmax-input'), '5');
  assert.equal(await page.inputValue('#kset-input'), '3..5');
  assert.match(await page.textContent('#ks-presets .preset.active'), /Min 3, Max 5/);
  const values = (await stripValues(page, 'ks-table')).map(Number);
  assert.deepEqual(values, [0, 0, 0, 1, 1, 1, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 0, 0, 0, 1, 1]);
  // two rows: pile sizes above, Grundy numbers below; the P-positions highlighted
  const sizes = (await page.locator('#ks-table td.strip-arg').allTextContents()).map(Number);
  assert.deepEqual(sizes, Array.from({ length: 21 }, (_, i) => i));
  const marked = await page.locator('#ks-table td.strip-val.marked').evaluateAll((tds) => tds.map((td) => Number(td.dataset.n)));
  assert.deepEqual(marked, [0, 1, 2, 8, 9, 10, 16, 17, 18]);
  assert.match(await page.textContent('#ks-ppositions'), /0, 1, 2, 8, 9, 10, 16, 17, 18$/);
  // the paper's rule, the closed form (labelled as not in the paper) and the period
  assert.equal(await page.getAttribute('#ks-rule', 'data-verdict'), 'holds');
  assert.match(await page.textContent('#ks-rule'), /S mod \(Min \+ Max\) < Min/);
  assert.match(await page.textContent('#ks-rule'), /holds for every S/);
  assert.match(await page.textContent('#ks-rule'), /checked on 0\.\.20/);
  assert.equal(await page.getAttribute('#ks-formula', 'data-verdict'), 'holds');
  assert.match(await page.textContent('#ks-formula'), /not in the paper/);
  assert.match(await page.textContent('#ks-formula'), /⌊\(S mod \(Min \+ Max\)\) \/ Min⌋/);
  assert.match(await page.textContent('#ks-period'), /G is periodic from S = 0 with period 8/);
  // G(n) for a huge n, by the period: 10^18 mod 8 = 0 < 3
  assert.equal(await page.textContent('#ks-at-value'), '0');
  await retype(page, '#ks-at-input', '10^18 ');
  await retype(page, '#ks-at-input', '1000000000000000003');
  await page.waitForFunction(() => document.getElementById('ks-at-value')?.textContent === '1');
  // a longer table wraps into lines, each with its labels; Max typed: the set follows
  await retype(page, '#kupto-input', '100');
  await page.waitForFunction(() => document.querySelectorAll('#ks-table td.strip-val').length === 101);
  assert.ok(await page.locator('#ks-table .strip-line').count() >= 2, 'the table wraps');
  // 10^5 values: a page at a time, with a way to go to any S
  await retype(page, '#kupto-input', '100000');
  await page.waitForFunction(() => /S = 0 … 100\u202f000/.test(document.getElementById('ks-results-for').textContent)
    && document.body.dataset.subtraction === 'done');
  assert.equal(await page.locator('#ks-table td.strip-val').count(), 240);
  await page.fill('#ks-table .strip-pager input', '99990');
  await page.press('#ks-table .strip-pager input', 'Enter');
  await page.waitForFunction(() => document.querySelector('#ks-table td.strip-val')?.dataset.n === '99840');
  assert.equal(await page.locator('#ks-table td.strip-val').count(), 161);
  assert.equal(await page.textContent('#ks-table td.strip-val[data-n="99999"]'), String([0, 0, 0, 1, 1, 1, 2, 2][99999 % 8]));
  await retype(page, '#kupto-input', '20');
  await retype(page, '#kmax-input', '7');
  await page.waitForFunction(() => location.search.includes('kset=3..7'));
  assert.equal(await page.inputValue('#kset-input'), '3..7');
  await page.waitForFunction(() => /periodic from S = 0 with period 10/.test(document.getElementById('ks-period')?.textContent || ''));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a subtraction set {1, 3, 4} shows its period; the Min/Max rule is not applied to it', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=cut-the-knot`);
  await waitForPart(page, 'minmax');
  const before = await page.textContent('#ks-results-for');
  await page.click('#ks-presets button[data-set="1, 3, 4"]');
  await waitForNewResult(page, 'ks-results-for', before, 'minmax');
  assert.match(page.url(), /kset=1,%203,%204/);
  assert.equal(await page.inputValue('#kset-input'), '1, 3, 4');
  assert.equal(await page.inputValue('#kmin-input'), '', 'not one range: Min and Max are blank');
  const values = (await stripValues(page, 'ks-table')).map(Number);
  assert.deepEqual(values.slice(0, 14), [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
  assert.match(await page.textContent('#ks-period'), /G is periodic from S = 0 with period 7/);
  assert.equal(await page.getAttribute('#ks-rule', 'data-verdict'), 'na');
  assert.match(await page.textContent('#ks-rule'), /not one range/);
  // a set with a pre-period: {2, 5, 6}
  await retype(page, '#kset-input', '2, 5, 6');
  await page.waitForFunction(() => /\{2, 5, 6\}/.test(document.getElementById('ks-results-for').textContent)
    && document.body.dataset.subtraction === 'done');
  assert.match(await page.textContent('#ks-period'), /G is periodic from S = \d+ with period \d+/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a malformed set shows the caret under the column; the page stays usable; fixing it recovers', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=cut-the-knot`);
  await waitForPart(page, 'minmax');
  await retype(page, '#kset-input', '1, , 3');
  // the emptied field's own message may still be shown: wait for the one about the typed set
  await page.waitForFunction(() => document.querySelector('#kset-message.shown .caret')?.textContent.startsWith('1, , 3'));
  assert.equal(await page.textContent('#kset-message .caret'), '1, , 3\n   ^');
  assert.match(await page.textContent('#kset-message .caret-message'), /column 4/);
  // typed a character at a time, "1" was a good set on the way: that is what the results show
  assert.match(await page.textContent('#kset-message .caret-keep'), /still those for the set \{1\}/);
  assert.equal(await page.getAttribute('#kset-input', 'aria-invalid'), 'true');
  assert.match(page.url(), /kset=1(&|$)/, 'the last good set stays in the URL');
  // Min above Max: the engine's message under the inputs
  await retype(page, '#kmin-input', '6');
  await page.waitForFunction(() => /ends below its start/.test(document.getElementById('kminmax-message').textContent));
  await axeCheckWidths(page, 'Cut the Knot with a malformed set and Min above Max');
  // the game (of the set {1}) still plays, the table is still there
  assert.equal(await page.locator('#ks-table td.strip-val').count(), 21);
  await page.click('#ks-move-controls button[data-take="1"]');
  await page.waitForSelector('#ks-move-log li');
  // fixed
  await retype(page, '#kset-input', '1, 4..6');
  await page.waitForSelector('#kset-message:not(.shown)', { state: 'attached' });
  await page.waitForFunction(() => /\{1, 4\.\.6\}/.test(document.getElementById('ks-results-for').textContent));
  assert.equal(await page.getAttribute('#kset-input', 'aria-invalid'), 'false');
  assert.equal(await page.textContent('#kminmax-message'), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('take-away presets: H = 1, 2, 4, 8, … for x and 1, 2, 3, 5, 8, … for 2x; all claims hold', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=cut-the-knot&kpart=takeaway`);
  await waitForPart(page, 'takeaway');
  await page.waitForSelector('#kf-controls', { state: 'visible' }); // (cards show one per frame)
  assert.match(await page.textContent('#kt-h'), /^1, 2, 3, 5, 8, 13, 21, 34, 55, 89$/);
  const before = await page.textContent('#kt-results-for');
  await page.click('#kf-presets button[data-f="x"]');
  await waitForNewResult(page, 'kt-results-for', before, 'takeaway');
  assert.match(await page.textContent('#kt-h'), /^1, 2, 4, 8, 16, 32, 64$/);
  assert.match(page.url(), /tf=x/);
  for (const f of ['2x - 1', '2x']) {
    const old = await page.textContent('#kt-results-for');
    await page.click(`#kf-presets button[data-f="${f}"]`);
    await waitForNewResult(page, 'kt-results-for', old, 'takeaway');
  }
  assert.match(await page.textContent('#kt-h'), /^1, 2, 3, 5, 8, 13/);
  // steps: H_4 = H_3 + H_2 = 3 + 2 = 5
  assert.match(await page.textContent('#kt-h-body tr[data-k="4"]'), /3 \+ 2 = 5/);
  // hypotheses hold; every claim holds; the four sets agree
  assert.equal(await page.getAttribute('#kt-banner', 'data-hold'), 'true');
  assert.equal(await page.locator('#kt-claims-body [data-verdict="contradicted"]').count(), 0);
  assert.ok(await page.locator('#kt-claims-body [data-verdict="holds"]').count() >= 5);
  assert.equal(await page.getAttribute('#kt-compare-summary', 'data-differing'), '0');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a failing hypothesis: f(x) = max(1, x − 1) shows what still holds and each contradicted claim', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=cut-the-knot&kpart=takeaway`);
  await waitForPart(page, 'takeaway');
  const before = await page.textContent('#kt-results-for');
  await page.click('#kf-presets button[data-f="max(1, x - 1)"]');
  await waitForNewResult(page, 'kt-results-for', before, 'takeaway');
  assert.equal(await page.getAttribute('#kt-banner', 'data-hold'), 'false');
  assert.match(await page.textContent('#kt-banner'), /hypotheses fail/);
  assert.equal(await page.getAttribute('#kt-hyp-atleastx', 'data-status'), 'fails');
  const contradicted = page.locator('#kt-claims-body [data-verdict="contradicted"]');
  assert.ok(await contradicted.count() >= 1, 'a claim is contradicted');
  assert.match(await contradicted.first().textContent(), /contradicted.*Counterexample: \S/s);
  // what still holds is shown too, never hidden
  assert.ok(await page.locator('#kt-claims-body [data-verdict="holds"]').count() >= 1);
  assert.equal(await page.locator('#kt-claims-body li.claim').count(), 6);
  // H stops, and says why; 20 cannot be written with H = 1, 2 (no false equation is drawn)
  assert.match(await page.textContent('#kt-h-stop'), /H stops/);
  await page.waitForFunction(() => /^20 has no representation by H/.test(document.getElementById('tn-error').textContent));
  assert.equal(await page.locator('#kt-equation').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('outside the hypotheses H can miss the losing starts: f = 2x but f(3) = 1 (5 is a winning start, 7 a losing one)', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=cut-the-knot&kpart=takeaway`);
  await waitForPart(page, 'takeaway');
  const before = await page.textContent('#kt-results-for');
  await page.click('#kf-presets button[data-f="if x == 3 then 1 else 2x"]');
  await waitForNewResult(page, 'kt-results-for', before, 'takeaway');
  assert.equal(await page.getAttribute('#kt-claim-h-losing', 'data-verdict'), 'contradicted');
  assert.match(await page.textContent('#kt-claim-h-losing'), /N = 5 is in H but not in the losing starts/);
  assert.equal(await page.getAttribute('#kt-claim-base-losing', 'data-verdict'), 'holds');
  assert.ok(Number(await page.getAttribute('#kt-compare-summary', 'data-differing')) > 0);
  assert.equal(await page.locator('#kt-compare tr.differs[data-n="5"]').count(), 1);
  assert.equal(await page.locator('#kt-compare tr.differs[data-n="7"]').count(), 1);
  // the representation does not promise a win it does not have: 20 = 5 + 15, and taking 5 loses
  await retype(page, '#tn-input', '20');
  await page.waitForFunction(() => document.getElementById('kt-equation')?.textContent === '20 = 15 + 5');
  await page.waitForSelector('#kt-repr-body [data-wins="false"]');
  assert.match(await page.textContent('#kt-rightmost'), /would be 5 — and here it loses/);
  assert.match(await page.textContent('#kt-repr-text'), /taking the rightmost 1 \(5\) loses/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the representation of N = 20 for 2x: one row of digits, 20 = 13 + 5 + 2, remove the rightmost 1', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=cut-the-knot&kpart=takeaway&tf=2x&tn=20`);
  await waitForPart(page, 'takeaway');
  await page.waitForSelector('#kt-equation');
  assert.equal(await page.textContent('#kt-equation'), '20 = 13 + 5 + 2');
  assert.equal(await page.textContent('#kt-digit-string'), '101010');
  const cols = page.locator('#kt-repr-body .kt-digits .kt-digit-col');
  assert.equal(await cols.count(), 6, 'one row: H_6 … H_1');
  const hs = await cols.evaluateAll((cs) => cs.map((c) => Number(c.dataset.h)));
  assert.deepEqual(hs, [13, 8, 5, 3, 2, 1]);
  const ones = await cols.evaluateAll((cs) => cs.map((c) => (c.classList.contains('one') ? 1 : 0)));
  assert.deepEqual(ones, [1, 0, 1, 0, 1, 0]);
  const marked = await page.locator('#kt-repr-body .kt-digit-col.marked').evaluateAll((cs) => cs.map((c) => Number(c.dataset.h)));
  assert.deepEqual(marked, [2], 'the rightmost 1 is highlighted');
  assert.match(await page.textContent('#kt-rightmost'), /Remove the rightmost 1: take 2\./);
  // a large N
  await retype(page, '#tn-input', '10^15');
  await page.waitForFunction(() => /^1\u202f000\u202f000\u202f000\u202f000\u202f000 = /.test(document.getElementById('kt-equation')?.textContent || ''));
  await page.waitForFunction(() => location.search.includes('tn=1000000000000000'));
  assert.deepEqual(errors, []);
  await context.close();
});

/** Plays until the game is over, taking the first offered take; returns the final status text. */
async function playOut(page, prefix) {
  const controls = `${prefix}move-controls`;
  for (let turns = 0; ; turns++) {
    assert.ok(turns < 60, 'the game ends');
    const moves = await page.locator(`#${prefix}move-log li`).count();
    if ((await waitTurn(page, moves, controls)) === 'over') break;
    // counted again: the engine's answer may have come in since `moves` was read
    const before = await page.locator(`#${prefix}move-log li`).count();
    await page.click(`#${controls} button[data-take]`);
    await page.waitForFunction(([id, n]) => document.querySelectorAll(`#${id} li`).length > n, [`${prefix}move-log`, before]);
  }
  return page.textContent(`#${prefix}play-status`);
}

test('Min 3, Max 5: the engine moving first from 43 (not a P-position) wins; the hint explains', async () => {
  // (43: a game long enough for its move log to scroll)
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=cut-the-knot&kpile=43&kfirst=engine`);
  await waitForPart(page, 'minmax');
  assert.equal(await page.isChecked('input[name="kfirst-s"][value="engine"]'), true);
  await page.waitForSelector('#ks-move-log li');
  // only the legal takes are offered
  const offered = await page.locator('#ks-move-controls button[data-take]').evaluateAll((bs) => bs.map((b) => Number(b.dataset.take)));
  assert.ok(offered.every((k) => k >= 3 && k <= 5), offered.join(','));
  // a typed take that is not allowed (2, with 3 to 5 allowed) is refused in the engine's words,
  // in the live region; the focused take (3) is not played instead
  await waitTurn(page, 1, 'ks-move-controls');
  await page.locator('#ks-move-controls button[data-take="3"]').focus();
  await page.keyboard.press('2');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /not 2$/.test(document.getElementById('ks-play-error').textContent));
  assert.match(await page.textContent('#ks-announce'), /^illegal move: from 40 you may take 3, 4 or 5, not 2$/);
  await waitTurn(page, 1, 'ks-move-controls');
  assert.equal(await page.locator('#ks-move-log li').count(), 1, 'no move was played');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.take), '3', 'the focus stays on the moves');
  const game = page.locator('#ks-player-host .player');
  await axeHintSteps(page, game, 'the subtraction game', { include: '#ks-player-host' });
  assert.match(await page.textContent('#ks-hint-text .hint-step:last-child'), /^Hint: take \d+\. .*G\(\d+\)/);
  const status = await playOut(page, 'ks-');
  assert.match(status, /^The engine wins\./);
  const log = await page.locator('#ks-move-log li').allTextContents();
  assert.match(log[0], /^Engine took 3 \(pile 43 → 40\) — /);
  for (const line of log) if (line.startsWith('Engine')) assert.match(line, / — \S/, 'each engine move has its why');
  await axeFinishedGame(page, game, 'the subtraction game');
  await page.click('#ks-play-again');
  await page.waitForFunction(() => document.querySelectorAll('#ks-move-log li').length <= 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('take-away 2x: the engine moving first from 20 wins; each move shows the rightmost 1 going', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=cut-the-knot&kpart=takeaway&tpile=20&kfirst=engine`);
  await waitForPart(page, 'takeaway');
  await page.waitForSelector('#kt-move-log li');
  // the engine removed the rightmost 1 of 20 = 13 + 5 + 2
  await page.waitForSelector('#kt-play-before');
  assert.match(await page.textContent('#kt-play-before'), /The engine took 2 from 20 = 13 \+ 5 \+ 2 — the rightmost 1\./);
  assert.match(await page.textContent('#kt-play-now'), /Now 18 = 13 \+ 5/);
  const game = page.locator('#kt-player-host .player');
  await waitTurn(page, 1, 'kt-move-controls');
  await axeHintSteps(page, game, 'the take-away game', { include: '#kt-player-host' });
  const status = await playOut(page, 'kt-');
  assert.match(status, /^The engine wins\./);
  const log = await page.locator('#kt-move-log li').allTextContents();
  const total = log.reduce((sum, line) => sum + Number(/took (\d+)/.exec(line)[1]), 0);
  assert.equal(total, 20);
  await axeFinishedGame(page, game, 'the take-away game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the G(N, x) table for small N; the starts; a heat map for large N', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=cut-the-knot&kpart=grundy&gupto=12`);
  await waitForPart(page, 'grundy');
  // (a freshly built section shows its cards one per frame)
  await page.waitForSelector('#kg-table', { state: 'visible' });
  assert.equal(await page.locator('#kg-table tbody tr').count(), 13, 'rows N = 0 … 12');
  assert.equal(await page.locator('#kg-table tbody tr:nth-child(5) td[data-x]').count(), 5, 'row N = 4 has x = 0 … 4');
  // x = 0: no move, G = 0
  for (let n = 0; n <= 12; n++) assert.equal(await page.textContent(`#kg-table td[data-n="${n}"][data-x="0"]`), '0');
  // the start cells are outlined, and the zeros among them are Fibonacci's H for 2x
  const starts = await page.locator('#kg-table td.start').evaluateAll((tds) => tds.map((td) => [Number(td.dataset.n), Number(td.textContent)]));
  assert.equal(starts.length, 12);
  assert.deepEqual(starts.filter(([, g]) => g === 0).map(([n]) => n), [1, 2, 3, 5, 8]);
  // the strip of starts agrees with the table
  const strip = (await stripValues(page, 'kg-start')).map(Number);
  assert.deepEqual(strip, starts.map(([, g]) => g));
  assert.equal(await page.locator('#kg-table td.zero').count() > 0, true);
  // large N: a heat map in place of the table
  const before = await page.textContent('#kg-results-for');
  await retype(page, '#gupto-input', '400');
  await waitForNewResult(page, 'kg-results-for', before, 'grundy');
  assert.equal(await page.isVisible('#kg-canvas'), true);
  assert.equal(await page.locator('#kg-table').count(), 0);
  assert.equal(await page.getAttribute('#kg-canvas', 'data-size'), '401');
  const inked = await page.evaluate(() => {
    const c = document.getElementById('kg-canvas');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 0) n++;
    return n / (c.width * c.height);
  });
  assert.ok(inked > 0.3, `the triangle is drawn: ${inked}`);
  await page.locator('#kg-canvas').scrollIntoViewIfNeeded();
  const box = await page.locator('#kg-canvas').boundingBox();
  await page.mouse.move(box.x + 64 + 20, box.y + box.height - 60);
  assert.match(await page.textContent('#kg-readout'), /^N = [\d\u202f]+, x = [\d\u202f]+: G = \d+/);
  // the starts a page at a time
  assert.equal(await page.locator('#kg-start td.strip-val').count(), 240);
  await page.click('#kg-start .strip-pager button[aria-label="Next page"]');
  await page.waitForFunction(() => document.querySelector('#kg-start td.strip-val')?.dataset.n === '241');
  assert.equal(await page.locator('#kg-start td.strip-val').count(), 160);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a sum of games: the engine moving first from 4, 6, 9 (nim-sum ≠ 0) wins; hints name the nim-sum', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=cut-the-knot&kpart=grundy&kfirst=engine`);
  await waitForPart(page, 'grundy');
  assert.equal(await page.isChecked('input[name="kfirst-g"][value="engine"]'), true);
  await page.waitForSelector('#kg-move-log li');
  assert.match(await page.textContent('#kg-move-log li'), /^Engine took \d+ from pile \d \(\d+ → \d+\) — .*Nim-sum/);
  for (let turns = 0; ; turns++) {
    assert.ok(turns < 40, 'the game ends');
    const moves = await page.locator('#kg-move-log li').count();
    if ((await waitTurn(page, moves, 'kg-move-controls')) === 'over') break;
    const before = await page.locator('#kg-move-log li').count();
    // after the engine's move the nim-sum is 0, written out
    assert.match(await page.textContent('#kg-nimsum-text'), /^\d+( ⊕ \d+){2} = 0$/);
    const pile = page.locator('#kg-piles button.kg-pile:not([disabled])').first();
    await pile.click();
    await page.waitForSelector('#kg-move-controls button[data-take]');
    await page.click('#kg-move-controls button[data-take]');
    await page.waitForFunction((n) => document.querySelectorAll('#kg-move-log li').length > n, before);
  }
  assert.match(await page.textContent('#kg-play-status'), /^The engine wins\./);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a sum of games: following the hints from 4, 6, 9 you win', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=cut-the-knot&kpart=grundy`);
  await waitForPart(page, 'grundy');
  assert.equal(await page.textContent('#kg-nimsum-text'), '3 ⊕ 4 ⊕ 5 = 2');
  // the keyboard: the piles are a radio group (the arrows choose and go round, Home, End), then
  // the takes of the chosen pile are one tab stop (a toolbar), then Hint
  await waitTurn(page, 0, 'kg-move-controls');
  const focused = () => page.evaluate(() => {
    const a = document.activeElement;
    return a.dataset.component !== undefined ? `pile ${a.dataset.component}` : a.dataset.take ? `take ${a.dataset.take}` : a.id;
  });
  // (the section shows its cards one per frame: the game's card comes last)
  await page.locator('#kg-piles button[data-component="0"]').waitFor({ state: 'visible' });
  await page.focus('#kg-piles button[data-component="0"]');
  for (const [key, want] of [['ArrowRight', 'pile 1'], ['ArrowLeft', 'pile 0'], ['ArrowLeft', 'pile 2'], ['Home', 'pile 0'], ['End', 'pile 2'], ['ArrowDown', 'pile 0']]) {
    await page.keyboard.press(key);
    assert.equal(await focused(), want, `${key} → ${want}`);
    assert.equal(await page.getAttribute(`#kg-piles button[data-component="${want.slice(5)}"]`, 'aria-checked'), 'true', 'the arrows choose');
  }
  assert.equal(await page.getAttribute('#kg-take-buttons', 'role'), 'toolbar');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'take 1');
  await page.keyboard.press('End');
  assert.equal(await focused(), 'take 3', 'pile 1 of 4: at most 3 on the first move');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'kg-hint-button');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), 'take 3');
  const game = page.locator('#kg-player-host .player');
  await axeHintSteps(page, game, 'a sum of games', { include: '#kg-player-host' });
  for (let turns = 0; ; turns++) {
    assert.ok(turns < 40, 'the game ends');
    const moves = await page.locator('#kg-move-log li').count();
    if ((await waitTurn(page, moves, 'kg-move-controls')) === 'over') break;
    const before = await page.locator('#kg-move-log li').count();
    await showHintMove(page, 'kg-');
    await page.waitForSelector('#kg-hint-text');
    assert.match(await page.textContent('#kg-hint-text'), /⊕/);
    const take = await page.getAttribute('#kg-hint-text', 'data-take');
    await page.click(`#kg-move-controls button[data-take="${take}"]`);
    await page.waitForFunction((n) => document.querySelectorAll('#kg-move-log li').length > n, before);
  }
  assert.match(await page.textContent('#kg-play-status'), /^You win!/);
  await axeFinishedGame(page, game, 'a sum of games');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a permalink restores every key of the section; edits go into the URL and survive a reload', async () => {
  const query = '?sec=cut-the-knot&kpart=grundy&kset=1,%203,%204&kupto=30&kpile=17&tf=3x&tupto=200&tn=77&tpile=33&gupto=15&grow=5,%207&kfirst=engine';
  const { page, context, errors } = await openPage(shared.browser, shared.server.url + query);
  await waitForPart(page, 'grundy');
  assert.equal(await page.getAttribute('#kpart-tab-grundy', 'aria-selected'), 'true');
  assert.equal(await page.inputValue('#tf-input'), '3x');
  assert.equal(await page.inputValue('#gupto-input'), '15');
  assert.equal(await page.inputValue('#grow-input'), '5, 7');
  assert.equal(await page.isChecked('input[name="kfirst-g"][value="engine"]'), true);
  assert.equal(await page.locator('#kg-piles button.kg-pile').count(), 2);
  await page.click('#kpart-tab-minmax');
  await waitForPart(page, 'minmax');
  assert.equal(await page.inputValue('#kset-input'), '1, 3, 4');
  assert.equal(await page.inputValue('#kupto-input'), '30');
  assert.equal(await page.inputValue('#kpile-input'), '17');
  assert.equal(await page.isChecked('input[name="kfirst-s"][value="engine"]'), true);
  assert.doesNotMatch(page.url(), /kpart=/, 'the default part is not printed');
  await page.click('#kpart-tab-takeaway');
  await waitForPart(page, 'takeaway');
  assert.equal(await page.inputValue('#tupto-input'), '200');
  assert.equal(await page.inputValue('#tn-input'), '77');
  assert.equal(await page.inputValue('#tpile-input'), '33');
  assert.match(await page.textContent('#kt-results-for'), /^f\(x\) = 3x, N ≤ 200$/);
  // edits: the URL follows (no new history entries), and a reload restores them
  const historyLength = await page.evaluate(() => history.length);
  await retype(page, '#tf-input', 'x + 1');
  await retype(page, '#tupto-input', '150');
  await page.check('input[name="kfirst-t"][value="you"]');
  await page.waitForFunction(() => location.search.includes('tupto=150') && !location.search.includes('kfirst='));
  assert.equal(await page.evaluate(() => history.length), historyLength);
  await page.reload();
  await waitForPart(page, 'takeaway');
  assert.equal(await page.inputValue('#tf-input'), 'x + 1');
  assert.equal(await page.inputValue('#tupto-input'), '150');
  assert.equal(await page.isChecked('input[name="kfirst-t"][value="you"]'), true);
  assert.match(page.url(), /kpart=takeaway/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('odd values in the link are reported in a notice; defaults are used and the page works', async () => {
  const query = '?sec=cut-the-knot&kpart=nim&kset=1,,3&kupto=100001&tf=2x%2B&tn=0&gupto=9000&grow=4,x&kfirst=me';
  const { page, context, errors } = await openPage(shared.browser, shared.server.url + query);
  await waitForPart(page, 'minmax');
  const items = await page.locator('#notices .notice li').allTextContents();
  for (const key of ['kpart', 'kset', 'kupto', 'tf', 'tn', 'gupto', 'grow', 'kfirst']) {
    assert.ok(items.some((t) => t.startsWith(key) || t.includes(`${key}:`) || t.includes(`${key} `)), `${key} reported: ${items.join(' | ')}`);
  }
  assert.equal(await page.inputValue('#kset-input'), '3..5');
  assert.equal(await page.inputValue('#kupto-input'), '20');
  assert.equal((await stripValues(page, 'ks-table')).length, 21);
  assert.doesNotMatch(page.url(), /kset=|kupto=|gupto=|kfirst=/);
  await axeCheckWidths(page, 'Cut the Knot with the notice of odd link values');
  await page.click('#ks-move-controls button[data-take="3"]');
  await page.waitForSelector('#ks-move-log li');
  await page.click('#notices .notice-close');
  await page.waitForFunction(() => document.querySelectorAll('#notices .notice').length === 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Cut-the-Knot tab and its sub-tabs switch without a reload; each part computes when first shown', async () => {
  const { page, context, errors } = await openPage(shared.browser, shared.server.url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.evaluate(() => { window.__noReload = true; });
  await page.click('#tab-cut-the-knot');
  await waitForPart(page, 'minmax');
  assert.match(page.url(), /sec=cut-the-knot/);
  assert.match(await page.title(), /Cut The Knot/);
  assert.equal(await page.isHidden('#sec-move-fn'), true);
  assert.equal(await page.isHidden('#kf-controls'), true, 'no f in the Min/Max part');
  assert.equal(await page.evaluate(() => document.body.dataset.takeaway), undefined, 'part (b) not computed yet');
  await page.click('#kpart-tab-grundy');
  await waitForPart(page, 'grundy');
  assert.match(page.url(), /kpart=grundy/);
  assert.equal(await page.isVisible('#kf-controls'), true);
  assert.equal(await page.isHidden('#kpart-minmax'), true);
  // the keyboard moves between the sub-tabs
  await page.focus('#kpart-tab-grundy');
  await page.keyboard.press('ArrowLeft');
  await waitForPart(page, 'takeaway');
  assert.equal(await page.getAttribute('#kpart-tab-takeaway', 'aria-selected'), 'true');
  // f is shared by (b) and (c): a change in one is seen in the other
  await retype(page, '#tf-input', 'x');
  await page.waitForFunction(() => /^f\(x\) = x,/.test(document.getElementById('kt-results-for').textContent));
  await page.click('#kpart-tab-grundy');
  await page.waitForFunction(() => /^f\(x\) = x,/.test(document.getElementById('kg-results-for').textContent));
  await page.click('#tab-move-fn');
  await page.waitForSelector('#sec-move-fn:not([hidden])');
  assert.equal(await page.evaluate(() => window.__noReload), true, 'no reload');
  assert.deepEqual(errors, []);
  await context.close();
});
