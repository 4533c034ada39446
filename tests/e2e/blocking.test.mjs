// The blocking Nim section (Flammenkamp, Holshouser & Reiter 2003): the paper's example with
// Theorem 1 holding; a preset where the summary's claim is contradicted (counterexample pile, red
// in the picture); bad sequences (the engine's message naming i, the caret) and recovery; the
// picture drawn at 60 and at 10^5 piles; the permalink; whole games with blocks both ways, by
// chips and by the inputs used over 60 options.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBrowser, openPage, waitForAnalysis, retype, showHintMove, axeCheckWidths, axeHintSteps, axeFinishedGame,
} from './harness.mjs';

const shared = sharedBrowser();

async function waitForBlocking(page, timeout = 60000) {
  await page.waitForSelector('body[data-ready="true"]', { timeout });
  await page.waitForFunction(() => document.body.dataset.blocking === 'done', null, { timeout });
}

/** Waits for a new result after a change (the one before is `key`). */
async function waitForNewResult(page, before, timeout = 60000) {
  await page.waitForFunction((old) => document.getElementById('b-results-for').textContent !== old
    && document.body.dataset.blocking === 'done', before, { timeout });
}

/** Pixels of the canvas: {inked: not transparent/white, red: the disagreement colour}. */
function canvasPixels(page) {
  return page.evaluate(() => {
    const canvas = document.getElementById('b-canvas');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    let red = 0;
    let blue = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      if (a > 0 && !(r > 245 && g > 245 && b > 245)) inked++;
      if (a > 200 && r > 150 && g < 70 && b < 70) red++;
      if (a > 200 && r < 60 && g > 80 && g < 120 && b > 140) blue++;
    }
    return { inked, red, blue, width: canvas.width, height: canvas.height };
  });
}

/** The state of the game controls: 'you' (take), 'block' (forbid for the engine), 'over'. */
async function gameTurn(page, minMoves) {
  const handle = await page.waitForFunction((min) => {
    const box = document.getElementById('b-move-controls');
    if (Number(box.dataset.moves) < min) return false;
    return ['you', 'block', 'over'].includes(box.dataset.turn) ? box.dataset.turn : false;
  }, minMoves, { timeout: 20000 });
  return handle.jsonValue();
}

const moveCount = (page) => page.locator('#b-move-log li').count();

test('the paper’s example loads from ?sec=blocking and Theorem 1 holds', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=blocking`);
  await waitForBlocking(page);
  assert.equal(await page.getAttribute('#tab-blocking', 'aria-current'), 'page');
  assert.equal(await page.isHidden('#sec-move-fn'), true);
  assert.equal(await page.isHidden('#sec-periodic'), true);
  assert.equal(await page.inputValue('#bc-input'), '0, 1, 2');
  assert.equal(await page.inputValue('#bmin-input'), '1, 3, 5');
  assert.equal(await page.inputValue('#bmax-input'), '3, 6, 10');
  // the worked example, named in the caption
  const caption = await page.textContent('#b-preset-caption');
  assert.match(caption, /move 3 the options are \[5, 10\] with c₃ = 2/);
  assert.match(caption, /Pile 15 at move 3 is safe/);
  assert.match(await page.getAttribute('#b-presets .preset.active', 'title'), /c = 0, 1, 2/);
  // the verdicts: conditions, Theorem 1
  assert.equal(await page.getAttribute('#b-claim-theorem1', 'data-verdict'), 'holds');
  assert.match(await page.textContent('#b-claim-theorem1'), /holds/i);
  for (const cond of ['one', 'two', 'weak']) assert.equal(await page.getAttribute(`#b-cond-${cond}`, 'data-holds'), 'true');
  assert.equal(await page.getAttribute('#b-banner', 'data-matches'), 'true');
  // the small table of values: c, m, M, u for i = 1, 2, 3, 4
  const row = (name) => page.locator(`#b-values tr[data-row="${name}"] td`).allTextContents();
  assert.deepEqual((await row('c')).slice(0, 4), ['0', '1', '2', '2']);
  assert.deepEqual((await row('M')).slice(0, 4), ['3', '6', '10', '10']);
  assert.deepEqual((await row('u')).slice(0, 4), ['2', '2', '3', '3']);
  // runs beside intervals: at move 3, 15 … 21 is safe both ways; every level agrees
  assert.equal(await page.locator('#b-runs-body tr').count(), 4);
  assert.equal(await page.locator('#b-runs-body tr[data-matches="false"]').count(), 0);
  const move3 = page.locator('#b-runs-body tr[data-move="3"]');
  assert.equal(await move3.locator('.b-run.brute[data-run="15,21"]').count(), 1);
  assert.equal(await move3.locator('.b-run.formula[data-run="15,21"]').count(), 1);
  // the formula box opens on the paper's pile 15 at move 3, brute force beside it
  assert.equal(await page.getAttribute('#bf-answer', 'data-safe'), 'true');
  assert.match(await page.textContent('#bf-interval'), /\[15, 21\]/);
  assert.equal(await page.getAttribute('#bf-check', 'data-check'), 'agrees');
  // a huge pile: instant, beyond brute force
  await retype(page, '#bf-pile', '10^15');
  await page.waitForFunction(() => /000/.test(document.getElementById('bf-answer')?.textContent || ''));
  assert.equal(await page.getAttribute('#bf-check', 'data-check'), 'none');
  assert.match(await page.textContent('#bf-answer'), /1\u202f000\u202f000\u202f000\u202f000\u202f000/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('tabs switch to and from the blocking section without a reload', async () => {
  const { page, context, errors } = await openPage(shared.browser, shared.server.url);
  await waitForAnalysis(page);
  await page.evaluate(() => { window.__noReload = true; });
  await page.click('#tab-blocking');
  await waitForBlocking(page);
  assert.match(page.url(), /sec=blocking/);
  assert.equal(await page.isHidden('#sec-move-fn'), true);
  assert.equal(await page.isVisible('#sec-blocking'), true);
  assert.match(await page.title(), /blocking/i);
  await page.click('#tab-periodic');
  await page.waitForFunction(() => document.body.dataset.periodic === 'done');
  assert.equal(await page.isHidden('#sec-blocking'), true);
  assert.match(page.url(), /sec=periodic/);
  await page.click('#tab-move-fn');
  await page.waitForSelector('#sec-move-fn:not([hidden])');
  assert.doesNotMatch(page.url(), /sec=/);
  assert.equal(await page.evaluate(() => window.__noReload), true, 'no reload');
  assert.deepEqual(errors, []);
  await context.close();
});

test('“Summary’s condition holds, formula fails”: the claim is contradicted at a named pile, in red', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=blocking`);
  await waitForBlocking(page);
  const before = await page.textContent('#b-results-for');
  await page.getByRole('button', { name: /Summary’s condition holds, formula fails/ }).click();
  await waitForNewResult(page, before);
  assert.match(page.url(), /bc=1,%200/);
  // the summary's sufficiency claim: contradicted, with the counterexample's pile and move
  const claim = page.locator('#b-claim-summary-sufficient');
  assert.equal(await claim.getAttribute('data-verdict'), 'contradicted');
  assert.match(await claim.textContent(), /contradicted/i);
  assert.match(await claim.textContent(), /pile 2\b/);
  assert.match(await claim.textContent(), /move 1\b/);
  // conditions: (1) fails at i = 1, the summary's weaker one holds
  assert.equal(await page.getAttribute('#b-cond-one', 'data-holds'), 'false');
  assert.equal(await page.getAttribute('#b-cond-one', 'data-at'), '1');
  assert.equal(await page.getAttribute('#b-cond-weak', 'data-holds'), 'true');
  // the formula is never shown as the answer: "the formula is wrong here", first differing pile
  assert.equal(await page.getAttribute('#b-banner', 'data-matches'), 'false');
  assert.match(await page.textContent('#b-banner'), /The formula is wrong here/);
  assert.match(await page.textContent('#b-banner'), /pile 2 at move 1: brute force says safe, the formula says unsafe/);
  const level1 = page.locator('#b-runs-body tr[data-move="1"]');
  assert.equal(await level1.getAttribute('data-matches'), 'false');
  assert.match(await level1.textContent(), /the formula is wrong here/);
  assert.ok(await level1.locator('.b-run.miss').count() > 0, 'mismatched runs are highlighted');
  // red marks in the picture
  assert.ok(Number(await page.getAttribute('#b-canvas', 'data-mismatches')) > 0);
  const pixels = await canvasPixels(page);
  assert.ok(pixels.red > 200, `red pixels drawn: ${pixels.red}`);
  // the formula box says so too, at pile 2, move 1
  await retype(page, '#bf-pile', '2');
  await retype(page, '#bf-move', '1');
  await page.waitForFunction(() => document.getElementById('bf-check')?.dataset.check === 'wrong');
  assert.match(await page.textContent('#bf-check'), /The formula is wrong here/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('bad sequences: the engine’s message names i, the caret marks the column; the page recovers', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=blocking`);
  await waitForBlocking(page);
  // a list that reaches 0 at i = 3, entered in one step (typed key by key, the valid prefix
  // "1, 1" could be computed under load and become the "last results")
  await page.fill('#bmin-input', '1, 1, 0');
  await page.waitForSelector('#b-engine-message');
  assert.match(await page.textContent('#b-engine-message'), /^m_3 = 0: .*m_i ≥ 1/);
  assert.equal(await page.evaluate(() => document.getElementById('bmin-input').classList.contains('invalid')), true);
  assert.match(await page.textContent('#b-seq-error'), /still those for c = 0, 1, 2, m = 1, 3, 5/);
  assert.equal(await page.isVisible('#b-verdicts'), true, 'the last results stay');
  // m = 0 everywhere
  await retype(page, '#bmin-input', '0');
  await page.waitForFunction(() => /^m_1 = 0/.test(document.getElementById('b-engine-message')?.textContent || ''));
  // a malformed expression: caret under the column
  await retype(page, '#bmax-input', 'i + * 2');
  await page.waitForSelector('#bmax-message.shown');
  const caret = await page.textContent('#bmax-message .caret');
  assert.equal(caret, 'i + * 2\n    ^');
  assert.match(await page.textContent('#bmax-message .caret-message'), /column 5/);
  assert.equal(await page.getAttribute('#bmax-input', 'aria-invalid'), 'true');
  // the rest of the page still works meanwhile: the game takes a move
  await page.click('#b-move-controls button[data-take="1"]');
  await page.waitForSelector('#b-move-log li');
  // fixed: messages gone, the analysis runs again, the URL is back to the defaults
  await retype(page, '#bmax-input', 'i + 2');
  await page.waitForSelector('#bmax-message:not(.shown)', { state: 'attached' });
  await retype(page, '#bmin-input', '1');
  await page.waitForFunction(() => !document.getElementById('b-engine-message'));
  await page.waitForFunction(() => /M = i \+ 2/.test(document.getElementById('b-results-for').textContent)
    && document.body.dataset.blocking === 'done');
  assert.equal(await page.getAttribute('#bmin-input', 'aria-invalid'), 'false');
  assert.match(page.url(), /bmax=i%20%2B%202|bmax=i\+%2B\+2|bmax=i%20\+%202/);
  // a brute force too large for sequences that never settle: the engine's message, then recovery
  await retype(page, '#bupto-input', '100000');
  await page.waitForFunction(() => /upto = 100000 is too large: the limit is \d+ \(brute force solves at most/.test(document.getElementById('b-engine-message')?.textContent || ''), null, { timeout: 30000 });
  await retype(page, '#bupto-input', '80');
  await page.waitForFunction(() => !document.getElementById('b-engine-message') && document.body.dataset.blocking === 'done'
    && /piles 0 … 80,/.test(document.getElementById('b-results-for').textContent));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the picture is drawn at 60 piles (one square each) and at 10^5 (aggregated per pixel, drag to zoom)', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=blocking`);
  await waitForBlocking(page);
  assert.equal(await page.getAttribute('#b-canvas', 'data-mode'), 'cells');
  let pixels = await canvasPixels(page);
  assert.ok(pixels.inked > pixels.width * pixels.height * 0.05, `inked: ${pixels.inked}`);
  assert.ok(pixels.blue > 1000, `safe squares drawn: ${pixels.blue}`);
  assert.equal(pixels.red, 0, 'no disagreement in the paper’s example');
  // hovering reads a pile
  await page.locator('#b-canvas').scrollIntoViewIfNeeded();
  const box = await page.locator('#b-canvas').boundingBox();
  await page.mouse.move(box.x + box.width - 40, box.y + 25);
  assert.match(await page.textContent('#b-readout'), /^Move 1, pile \d+: (safe|unsafe) by brute force; Theorem 1: (safe|unsafe)/);
  const before = await page.textContent('#b-results-for');
  await retype(page, '#bupto-input', '100000');
  await waitForNewResult(page, before);
  assert.equal(await page.getAttribute('#b-canvas', 'data-mode'), 'columns');
  pixels = await canvasPixels(page);
  assert.ok(pixels.inked > pixels.width * pixels.height * 0.05, `inked: ${pixels.inked}`);
  assert.match(await page.textContent('#b-legend-scale'), /Each pixel column covers about/);
  // drag to zoom in on a few piles: one square per pile again; double-click for all
  await page.locator('#b-canvas').scrollIntoViewIfNeeded();
  const frame = await page.locator('#b-canvas').boundingBox();
  const drag = async (x1, x2) => {
    const y = frame.y + 30;
    await page.mouse.move(frame.x + x1, y);
    await page.mouse.down();
    await page.mouse.move(frame.x + x2, y, { steps: 4 });
    await page.mouse.up();
  };
  await drag(200, 210);
  await page.waitForFunction(() => Number(document.getElementById('b-canvas').dataset.from) > 0);
  await drag(200, 500);
  await page.waitForFunction(() => document.getElementById('b-canvas').dataset.mode === 'cells');
  const to = Number(await page.getAttribute('#b-canvas', 'data-to'));
  const from = Number(await page.getAttribute('#b-canvas', 'data-from'));
  assert.ok(from > 0 && to - from < 1000, `zoomed to ${from} … ${to}`);
  await page.dblclick('#b-canvas');
  await page.waitForFunction(() => document.getElementById('b-canvas').dataset.to === '100000');
  assert.match(await page.textContent('#b-runs-body tr[data-move="1"]'), /more/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a permalink restores the blocking section; edits survive a reload; odd values are reported', async () => {
  const query = '?sec=blocking&bc=1&bmin=1&bmax=4&bupto=30&bmoves=3&bpile=17&bfirst=engine';
  const { page, context, errors } = await openPage(shared.browser, shared.server.url + query);
  await waitForBlocking(page);
  assert.equal(await page.inputValue('#bc-input'), '1');
  assert.equal(await page.inputValue('#bmax-input'), '4');
  assert.equal(await page.inputValue('#bupto-input'), '30');
  assert.equal(await page.inputValue('#bmoves-input'), '3');
  assert.equal(await page.inputValue('#b-pile-input'), '17');
  assert.equal(await page.isChecked('input[name="bfirst"][value="engine"]'), true);
  assert.match(await page.textContent('#b-presets .preset.active'), /Take 1–4, block 1/);
  assert.equal(await page.locator('#b-runs-body tr').count(), 3);
  assert.match(await page.textContent('#b-results-for'), /piles 0 … 30, moves 1 … 3/);
  // the engine moves first: you forbid first
  assert.equal(await gameTurn(page, 0), 'block');
  await retype(page, '#bupto-input', '45');
  await retype(page, '#bc-input', '0');
  await page.waitForFunction(() => location.search.includes('bupto=45') && location.search.includes('bc=0'));
  await page.reload();
  await waitForBlocking(page);
  assert.equal(await page.inputValue('#bupto-input'), '45');
  assert.equal(await page.inputValue('#bc-input'), '0');
  assert.match(await page.textContent('#b-results-for'), /^c = 0 \| m = 1 \| M = 4; piles 0 … 45, moves 1 … 3$/);
  assert.deepEqual(errors, []);
  await context.close();

  // odd values: the messages in a notice, defaults used
  const odd = await openPage(shared.browser, `${shared.server.url}?sec=blocking&bmin=0&bmoves=99&bfirst=nobody`);
  await waitForBlocking(odd.page);
  const items = await odd.page.locator('#notices .notice li').allTextContents();
  assert.ok(items.some((t) => /bmoves/.test(t)), items.join(' | '));
  assert.ok(items.some((t) => /m_1 = 0/.test(t)), items.join(' | '));
  assert.equal(await odd.page.inputValue('#bmin-input'), '1, 3, 5');
  assert.equal(await odd.page.inputValue('#bmoves-input'), '4');
  assert.doesNotMatch(odd.page.url(), /bmin=|bmoves=/);
  await axeCheckWidths(odd.page, 'blocking Nim with the notice of odd link values');
  assert.deepEqual(odd.errors, []);
  await odd.context.close();
});

test('a whole game with blocks both ways: you forbid before the engine moves, the engine before you; axe-core after every step', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=blocking&bpile=40`);
  await waitForBlocking(page);
  const game = page.locator('#b-player-host .player');
  const axePart = { include: '#b-player-host' };
  let youBlocked = 0;
  let engineBlocked = 0;
  let rejectedTried = false;
  for (let turns = 0; ; turns++) {
    assert.ok(turns < 40, 'the game ends');
    const n = await moveCount(page);
    const turn = await gameTurn(page, n);
    if (turn === 'over') break;
    if (turn === 'you') {
      const struck = page.locator('#b-move-controls button[data-blocked="true"]');
      const count = await struck.count();
      if (count) {
        engineBlocked++;
        // struck out, and neither clickable nor accepted
        assert.equal(await struck.first().isDisabled(), true);
        // (the engine's lines are the player widget's, one per action: found by class)
        assert.match(await page.textContent('#b-engine-said .b-engine-blocked'), /^Engine forbids \d/);
        if (!rejectedTried) {
          rejectedTried = true;
          await struck.first().click({ force: true });
          await page.waitForTimeout(200);
          assert.equal(await moveCount(page), n, 'a forbidden take is not played');
          // the chips with the engine's blocks, each step of the hint
          await axeHintSteps(page, game, 'blocking Nim', axePart);
        }
      }
      await showHintMove(page, 'b-');
      await page.waitForSelector('#b-hint-text');
      const hinted = await page.getAttribute('#b-hint-text', 'data-take');
      const take = hinted || await page.getAttribute('#b-move-controls button.take', 'data-take');
      await page.click(`#b-move-controls button.take[data-take="${take}"]`);
    } else {
      // forbid as many of the engine's choices as allowed (the largest takes)
      const c = Number(/up to (\d+)/.exec(await page.textContent('#b-play-status'))[1]);
      const options = await page.locator('#b-move-controls button[data-block]').evaluateAll((bs) => bs.map((b) => Number(b.dataset.block)));
      const chosen = options.slice().reverse().slice(0, c);
      for (const [i, x] of chosen.entries()) {
        await page.click(`#b-move-controls button[data-block="${x}"]`);
        await page.waitForFunction((text) => document.getElementById('b-block-count')?.textContent === text,
          `${i + 1} of ${c} block${c === 1 ? '' : 's'} used`);
      }
      if (chosen.length && !youBlocked) await axeCheckWidths(page, 'blocking Nim, your blocks chosen', axePart);
      if (chosen.length) youBlocked++;
      if (chosen.length === c && options.length > c) {
        const free = options.find((x) => !chosen.includes(x));
        assert.equal(await page.isDisabled(`#b-move-controls button[data-block="${free}"]`), true, 'no more than c_k blocks');
      }
      await page.click('#b-engine-go');
    }
    await page.waitForFunction((min) => document.querySelectorAll('#b-move-log li').length > min
      || document.getElementById('b-move-controls').dataset.turn === 'over', n);
  }
  assert.ok(youBlocked > 0, 'you forbade before an engine move');
  assert.ok(engineBlocked > 0, 'the engine forbade before your move');
  assert.match(await page.textContent('#b-play-status'), /^(You win!|The engine wins\.) \S/);
  assert.notEqual((await page.textContent('#b-play-status .b-reason')).trim(), '');
  const log = await page.locator('#b-move-log li').allTextContents();
  assert.ok(log.some((line) => /You took .* · the engine had forbidden \d/.test(line)), log.join('\n'));
  assert.ok(log.some((line) => /Engine took .* · you had forbidden \d/.test(line)), log.join('\n'));
  assert.ok(log.filter((line) => line.includes('Engine took')).every((line) => / — \S/.test(line)), 'each engine move has its why');
  await axeFinishedGame(page, game, 'blocking Nim');
  await page.click('#b-play-again');
  await page.waitForFunction(() => document.getElementById('b-move-controls').dataset.turn === 'you');
  assert.equal(await page.textContent('#b-pile-number'), '40');
  assert.deepEqual(errors, []);
  await context.close();
});

test('values past 2^53 − 1 (c = 2^62 + 1, M = 10^18: “as many as you like”) are shown digit for digit', async () => {
  // A JS Number reads 2^62 + 1 as 2^62 and prints it 4611686018427388000: the engine sends such
  // values as decimal strings, and the page shows them as they came.
  const query = '?sec=blocking&bc=4611686018427387905&bmin=1&bmax=1000000000000000000&bupto=30&bmoves=2&bpile=9&bfirst=engine';
  const { page, context, errors } = await openPage(shared.browser, shared.server.url + query);
  await waitForBlocking(page);
  assert.equal(await page.locator('#notices .notice').count(), 0, 'the sequences are accepted');
  const row = (name) => page.locator(`#b-values tr[data-row="${name}"] td`).allTextContents();
  assert.deepEqual((await row('c')).slice(0, 2), ['4611686018427387905', '4611686018427387905']);
  assert.deepEqual((await row('M')).slice(0, 2), ['1000000000000000000', '1000000000000000000']);
  // u = 10^18 − 1 − (2^62 + 1), marked as negative
  assert.deepEqual((await row('u')).slice(0, 2), ['−3611686018427387906', '−3611686018427387906']);
  assert.equal(await page.locator('#b-values tr[data-row="u"] td.bad').count(), (await row('u')).length - 1);
  // the game: the engine moves first, so you may forbid up to c_1 of its 9 choices
  assert.equal(await gameTurn(page, 0), 'block');
  const c = '4\u202f611\u202f686\u202f018\u202f427\u202f387\u202f905';
  assert.match(await page.textContent('#b-play-status'), new RegExp(`up to ${c} may be forbidden`));
  assert.match(await page.textContent('#b-block-help'), new RegExp(`Choose up to ${c} of its choices`));
  await page.click('#b-move-controls button[data-block="9"]');
  await page.waitForFunction((text) => document.getElementById('b-block-count')?.textContent === text, `1 of ${c} blocks used`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('over 60 options: a number to take (forbidden ones refused) and a comma list to block', async () => {
  const query = `?sec=blocking&bc=3&bmin=1&bmax=100&bpile=300&bupto=200&bfirst=engine`;
  const { page, context, errors } = await openPage(shared.browser, shared.server.url + query);
  await waitForBlocking(page);
  assert.equal(await gameTurn(page, 0), 'block');
  assert.equal(await page.locator('#b-move-controls button[data-block]').count(), 0, 'no chips over 60 options');
  await page.fill('#b-block-input', '1, 2, 3, 4');
  await page.click('#b-engine-go');
  await page.waitForFunction(() => document.getElementById('b-play-error').textContent !== '');
  assert.equal(await moveCount(page), 0, 'four blocks are refused when c_1 = 3');
  await page.fill('#b-block-input', '1, 2, 3');
  await page.click('#b-engine-go');
  assert.equal(await gameTurn(page, 1), 'you');
  assert.match(await page.textContent('#b-move-log li'), /Engine took \d+ .* you had forbidden 1, 2 and 3/);
  const forbidden = (await page.textContent('#b-move-controls .b-forbidden-list')).match(/\d+/g).map(Number);
  assert.equal(forbidden.length, 3);
  await page.fill('#b-take-input', String(forbidden[0]));
  await page.click('#b-take-button');
  await page.waitForFunction(() => /forbidden/.test(document.getElementById('b-play-error').textContent));
  assert.equal(await moveCount(page), 1);
  const allowed = [1, 2, 3, 4, 5].find((x) => !forbidden.includes(x));
  await page.fill('#b-take-input', String(allowed));
  await page.click('#b-take-button');
  await page.waitForFunction(() => document.querySelectorAll('#b-move-log li').length === 2);
  assert.match(await page.textContent('#b-move-log li:nth-child(2)'), new RegExp(`You took ${allowed} .* the engine had forbidden`));
  assert.equal(await page.textContent('#b-play-error'), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the engine’s sentences speak the page’s language: the hint’s steps, its blocks and its takes', async () => {
  // (Fluent's isolation marks and the maths' isolates dropped; French puts a no-break space before ':')
  const shown = (texts) => texts.map((t) => t.replace(/[\u2066-\u2069]/g, ''));
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=blocking&bpile=40&lang=fr`);
  await waitForBlocking(page);
  // pile 40 at move 1 of the paper's example is safe: every take loses, and the hint says why in French
  await showHintMove(page, 'b-');
  const steps = shown(await page.locator('#b-hint-text .hint-step').allTextContents());
  assert.equal(steps.length, 3);
  assert.match(steps[0], /^Ici, tout coup perd face à un jeu parfait\u00a0: aucune prise autorisée ne laisse un tas qui soit sûr au coup 2\.$/);
  assert.match(steps[1], /^Ce qui compte, ce sont les tas qui sont sûrs au coup 2\u00a0: .* \(c_?2 = 1\)\. Prendre de 1 à 3 mène aux tas de 37 à 39, et aucun de ces tas n’est sûr\. Rien ne peut être interdit au coup 1\.$/);
  assert.match(steps[2], /Aucune prise autorisée ne gagne\u00a0: chacune de 1, 2 et 3 laisse un tas qui n’est pas sûr au coup 2\. Prendre 1 garde le plus de jetons en jeu\.$/);
  // take 1; forbid nothing; the engine's take and its reason, then its blocks, in French
  await page.click('#b-move-controls button.take[data-take="1"]');
  assert.equal(await gameTurn(page, 1), 'block');
  await page.click('#b-engine-go');
  assert.equal(await gameTurn(page, 2), 'you');
  const took = shown([await page.textContent('#b-engine-said .b-engine-took')])[0];
  assert.match(took, /Je prends \d+\u00a0: il reste \d+, un tas sûr au coup 3 .*— /);
  const blocked = shown([await page.textContent('#b-engine-said .b-engine-blocked')])[0];
  assert.match(blocked, /(Au coup 3, aucune prise ne vous fait gagner|Prendre .* vous ferait gagner|Vous avez \d+ prises gagnantes)/);
  const log = shown(await page.locator('#b-move-log li').allTextContents());
  assert.ok(log.some((line) => /Je prends \d+\u00a0: il reste/.test(line)), log.join('\n'));
  // the pseudo-locale: the steps before the move come from the catalogue, no plain English
  await page.goto(`${shared.server.url}?sec=blocking&bpile=40&lang=en-XA`);
  await waitForBlocking(page);
  await showHintMove(page, 'b-');
  const pseudo = shown(await page.locator('#b-hint-text .hint-step').allTextContents());
  assert.ok(pseudo.slice(0, -1).every((line) => !/\b(the|you|move|safe|pile|take|forbidden)\b/i.test(line)), pseudo.join(' | '));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the analysis speaks the page’s language: the conditions, the claims (name, statement, finding) and the summary’s condition per move', async () => {
  // (the maths' isolates dropped; the page shows an index as a subscript)
  const shown = (text) => text.replace(/[\u2066-\u2069]/g, '').replace(/[ \n]+/g, ' ').trim();
  const url = (lang, rule) => `${shared.server.url}?sec=blocking&${rule}&lang=${lang}`;
  const { page, context, errors } = await openPage(shared.browser, null);
  // the verdicts' words and the runs' titles, maths (subscripts, formulas) left out
  const words = () => page.evaluate(() => {
    const copy = document.getElementById('b-verdicts').cloneNode(true);
    for (const kept of copy.querySelectorAll('i, sub, sup, .math')) kept.remove();
    const titles = [...document.querySelectorAll('#b-runs-body .b-weak')].map((p) => p.title.replace(/_(\([^()]*\)|\w+)/g, ''));
    return [copy.textContent, ...titles].join(' ');
  });
  try {
    // the pseudo-locale, on the paper's example (everything holds) and on two where a condition,
    // Lemma 1 or a claim fails: every sentence from a catalogue, accented
    for (const rule of ['bc=0,%201,%202&bmin=1,%203,%205&bmax=3,%206,%2010', 'bc=1,%200&bmin=1&bmax=3,%201', 'bc=2,%200&bmin=3,%201&bmax=6,%204', 'bc=1&bmin=1&bmax=1']) {
      await page.goto(url('en-XA', rule));
      await waitForBlocking(page);
      const text = await words();
      const plain = [...text.matchAll(/[A-Za-z]{2,}/g)].map((m) => text.slice(Math.max(0, m.index - 40), m.index + 40));
      assert.deepEqual(plain, [], `${rule}: plain English in the pseudo-locale`);
    }
    // French: the claim's finding with the weaker condition inside it, a condition, a name and a statement
    await page.goto(url('fr', 'bc=1,%200&bmin=1&bmax=3,%201'));
    await waitForBlocking(page);
    assert.equal(shown(await page.textContent('#b-claim-summary-sufficient .claim-text')),
      'Contre-exemple\u00a0: la condition plus faible est vérifiée à partir du coup 1 (ui ≥ 0 et le lemme 1 sont vérifiés pour tout k (les suites sont constantes à partir de là)), et pourtant au coup 1, le tas 2 est sûr selon la force brute, mais non sûr selon la formule.');
    assert.equal(shown(await page.textContent('#b-cond-one .check-text')), '(1) n’est pas vérifiée en i = 1\u00a0: c1 = 1 > c2 = 0');
    assert.equal(shown(await page.textContent('#b-claim-lemma1 .conclusion-name')), 'Lemme 1.');
    assert.match(shown(await page.textContent('#b-claim-theorem1 .conclusion-statement')), /^Si \(1\) et \(2\) sont vérifiées, les tas sûrs sont la réunion des intervalles \[Ak, Bk − 1\]/);
    assert.equal(await page.getAttribute('#b-runs-body tr[data-move="1"] .b-weak', 'title'), 'u_i ≥ 0 et le lemme 1 sont vérifiés pour tout k (les suites sont constantes à partir de là)');
    // switched to English in place: the engine's own words
    await page.selectOption('#lang-select', 'en');
    await page.waitForFunction(() => document.querySelector('#b-claim-lemma1 .conclusion-name')?.textContent === 'Lemma 1. ');
    assert.equal(shown(await page.textContent('#b-claim-summary-sufficient .claim-text')),
      'Counterexample: the weaker condition holds from move 1 (ui ≥ 0 and Lemma 1 hold for every k (the sequences are constant from there on)), yet at move 1, pile 2 is safe by brute force but unsafe by the formula.');
    assert.equal(shown(await page.textContent('#b-cond-one .check-text')), '(1) fails at i = 1: c1 = 1 > c2 = 0');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the game’s own words speak the page’s language: the status line, the engine’s blocks and take, the announcement, the move log', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=blocking&bfirst=engine&bpile=30&lang=en-XA`);
  try {
    await waitForBlocking(page);
    // the engine takes, then forbids before the player's take
    await page.waitForFunction(() => document.querySelector('#b-engine-said .b-engine-blocked'), null, { timeout: 20000 });
    const text = await page.evaluate(() => ['#b-play-status', '#b-engine-said strong', '#b-announce', '#b-move-log .move-k', '#b-move-log .move-blocks', '#b-move-log .move-who']
      .flatMap((s) => [...document.querySelectorAll(s)].map((n) => n.textContent)).join(' | '));
    const plain = [...text.matchAll(/[A-Za-z]{2,}/g)].map((m) => text.slice(Math.max(0, m.index - 30), m.index + 30));
    assert.deepEqual(plain, [], `plain English in the pseudo-locale: ${text}`);
    // German: the same words from the catalogue
    await page.goto(`${shared.server.url}?sec=blocking&bfirst=engine&bpile=30&lang=de`);
    await waitForBlocking(page);
    await page.waitForFunction(() => document.querySelector('#b-engine-said .b-engine-blocked'), null, { timeout: 20000 });
    assert.match(await page.textContent('#b-engine-said .b-engine-took strong'), /^Die Engine hat \d+ genommen\. $/);
    assert.match(await page.textContent('#b-move-log .move-k'), /^Zug 1: $/);
    assert.match(await page.textContent('#b-play-status'), /· Zug 2: nimm .*, Verbote erlaubt: bis zu 1/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('keys alone: digits and Space forbid, Enter lets the engine move and takes; U replays the engine’s blocks', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=blocking&bpile=30`);
  await waitForBlocking(page);
  const focusInGame = () => page.evaluate(() => !!document.activeElement.closest('#b-player-host'));
  // Tab from the start pile into the game; 3 focuses the chip "3", Enter takes it
  await page.focus('#b-pile-input');
  await page.keyboard.press('Tab');
  await page.keyboard.press('3');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.take), '3');
  await page.keyboard.press('Enter');
  // move 2 (c₂ = 1): forbid 6 for the engine, then Tab to "Let the engine move"
  assert.equal(await gameTurn(page, 1), 'block');
  assert.ok(await focusInGame(), 'the focus stays in the game');
  // the forbidding turn has its hint, in the engine's steps: can you win, what matters, what to
  // forbid (marked on the chips)
  assert.equal(await page.isDisabled('#b-hint-button'), false, 'Hint is open while you choose what to forbid');
  await showHintMove(page, 'b-', 'h');
  const steps = await page.locator('#b-hint-text .hint-step').allTextContents();
  assert.equal(steps.length, 3);
  assert.match(steps[0], /^(You can win from here|The engine can win from here whatever you forbid)/);
  assert.match(steps[1], /^What matters: a pile is safe when whoever must move from it loses with best play\. The engine will take 3 to 6, leaving 21 to 24/);
  assert.match(steps[2], /^Hint: forbid (\d+|nothing)\. Forbid /);
  const advised = await page.getAttribute('#b-hint-text', 'data-forbid');
  assert.deepEqual(await page.locator('#b-block-chips button.hinted').evaluateAll((bs) => bs.map((b) => b.dataset.block).join(',')), advised);
  // a typed number that is not one of the engine's choices is refused in the engine's words
  await page.keyboard.press('9');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /9 is not an option: the options are 3\.\.6/.test(document.getElementById('b-play-error').textContent));
  assert.equal(await gameTurn(page, 1), 'block');
  await page.keyboard.press('6');
  await page.keyboard.press('Space');
  assert.equal(await page.textContent('#b-block-count'), '1 of 1 block used');
  // a count of blocks is a normal state, in the text's colour (not the errors' red)
  assert.ok(await page.evaluate(() => getComputedStyle(document.getElementById('b-block-count')).color
    === getComputedStyle(document.body).color), 'the count is not shown as an error');
  assert.equal(await page.getAttribute('#b-move-controls button[data-block="6"]', 'aria-pressed'), 'true');
  // the chips are one tab stop (a toolbar): one Tab goes on to "Let the engine move"
  assert.equal(await page.getAttribute('#b-block-chips', 'role'), 'toolbar');
  assert.equal(await page.locator('#b-block-chips button[tabindex="0"]').count(), 1);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'b-engine-go');
  await page.keyboard.press('Enter');
  // move 3: the engine took, then forbade; H marks the hint, its digits and Enter take it
  assert.equal(await gameTurn(page, 2), 'you');
  assert.ok(await focusInGame(), 'the focus stays in the game');
  assert.match(await page.textContent('#b-announce'), /^I forbid .+\. You may take /);
  const struck = await page.locator('#b-move-controls button[data-blocked="true"]').evaluateAll((bs) => bs.map((b) => b.dataset.take));
  assert.equal(struck.length, 2);
  // the arrows, Home and End pass over the forbidden chips (disabled: they cannot be played)
  const open = await page.locator('#b-take-chips button:not(:disabled)').evaluateAll((bs) => bs.map((b) => b.dataset.take));
  await page.keyboard.press('Home');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.take), open[0]);
  for (const want of open.slice(1)) {
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.take), want);
  }
  await page.keyboard.press('Home');
  await page.keyboard.press('End');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.take), open.at(-1));
  await showHintMove(page, 'b-', 'h');
  const take = await page.getAttribute('#b-hint-text', 'data-take');
  for (const d of take) await page.keyboard.press(d);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => Number(document.getElementById('b-move-controls').dataset.moves) >= 3);
  // U takes the move back: the engine's blocks of move 3 are replayed, not chosen again
  await page.keyboard.press('u');
  await page.waitForFunction(() => document.getElementById('b-move-controls').dataset.turn === 'you'
    && document.getElementById('b-move-controls').dataset.moves === '2');
  assert.deepEqual(await page.locator('#b-move-controls button[data-blocked="true"]').evaluateAll((bs) => bs.map((b) => b.dataset.take)), struck);
  assert.equal(await page.locator('#b-move-log li').count(), 2);
  assert.deepEqual(errors, []);
  await context.close();
});
