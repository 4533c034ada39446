// The move-function game f(x) (Holshouser & Reiter 2003) in the playground's first section.
// Whole games against the engine: the engine wins from a winning start; the player
// wins by following the hints; only legal moves can be sent; the moves are one tab stop; a game
// goes on after the engine stopped (a real trap) and was reloaded. axe-core runs after each step of
// a game (the keys help, every hint step, the game over with its move log scrolled, its record,
// every theme), on a desktop and on a phone.
//
// And the g(N) table: known values for f = 2x and f = x, read from the page; live checking
// of a bad move function with the caret message, the page staying usable meanwhile.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBrowser, openPage, waitForAnalysis, waitTurn, showHintMove, axeCheckWidths, axeHintSteps, axeKeysHelp, axeGameRecord,
  engineTraps, reloadedMessage, tableValue, retype, plainEnglish, until,
} from './harness.mjs';

const shared = sharedBrowser();

function movesPlayed(page) {
  return page.locator('#move-log li').count();
}

/** The legal range the page offers right now. */
async function offered(page) {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll('#move-controls button[data-take]')].map((b) => Number(b.dataset.take));
    const input = document.getElementById('take-input');
    if (input) return { from: Number(input.min), to: Number(input.max), input: true };
    return { from: Math.min(...buttons), to: Math.max(...buttons), input: false, count: buttons.length };
  });
}

async function take(page, k) {
  const range = await offered(page);
  if (range.input) {
    await page.fill('#take-input', String(k));
    await page.click('#take-button');
  } else {
    await page.click(`#move-controls button[data-take="${k}"]`);
  }
}

test('the engine wins a whole game when it starts from a winning position', async () => {
  // pile 20, first move up to 19: 20 is not a Fibonacci number, so the first player wins
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?f=2x&pile=20&max=19`);
  await waitForAnalysis(page);
  await page.check('input[name="first"][value="engine"]');
  let moves = 0;
  while ((await waitTurn(page, await movesPlayed(page))) === 'move') {
    const range = await offered(page);
    assert.equal(range.from, 1);
    const shownMax = Number(await page.textContent('#max-number'));
    assert.equal(range.to, shownMax, 'the offered moves are exactly 1..max');
    if (!range.input) assert.equal(range.count, shownMax);
    // a player who keeps taking as much as allowed, then as little
    const before = await movesPlayed(page);
    await take(page, moves % 2 === 0 ? range.to : 1);
    await waitTurn(page, before + 1);
    moves++;
    assert.ok(moves < 40, 'the game ends');
  }
  assert.match(await page.textContent('#play-status'), /The engine wins/);
  const log = await page.locator('#move-log li').allTextContents();
  assert.ok(log.length >= 2);
  assert.match(log[0], /^Engine took 2 \(pile 20 → 18\) — .*take 2/, 'the engine explains its first move');
  for (const line of log) if (line.startsWith('Engine')) assert.match(line, / — \S/, 'each engine move has its why');
  const total = log.reduce((sum, line) => sum + Number(/took (\d+)/.exec(line)[1]), 0);
  assert.equal(total, 20);
  // new game
  await page.click('#play-again');
  await page.waitForFunction(() => document.querySelectorAll('#move-log li').length <= 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the player wins by following the hints (number input for large maxima, then buttons); axe-core after every step, in every theme', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?f=2x&pile=100&max=99`);
  await waitForAnalysis(page);
  assert.equal(await page.inputValue('#pile-input'), '100');
  const game = page.locator('#player-host .player');
  let turns = 0;
  let usedInput = false;
  let readerKept = null; // where the log stayed when scrolled up before a move (see below)
  while ((await waitTurn(page, await movesPlayed(page))) === 'move') {
    const range = await offered(page);
    usedInput ||= range.input;
    if (turns === 1) {
      // a hint step by step, the keys help: no serious or critical axe finding, desktop and phone
      // (the page is checked whole once the game is over; here only the game changes)
      await axeKeysHelp(page, game, 'the f(x) game', { include: '#player-host' });
      await axeHintSteps(page, game, 'the f(x) game', { include: '#player-host' });
      for (const theme of ['dark', 'projector', 'light']) {
        await page.selectOption('#theme-select', theme);
        await axeCheckWidths(page, `the f(x) game, the hint shown, theme ${theme}`, { include: '#player-host', rules: ['color-contrast'] });
      }
      await page.selectOption('#theme-select', 'auto');
    }
    await showHintMove(page, '');
    await page.waitForSelector('#hint-text');
    const k = Number(await page.getAttribute('#hint-text', 'data-take'));
    assert.match(await page.textContent('#hint-text .hint-step:last-child'), /^Hint: take \d+\. \S/);
    if (turns === 0) assert.equal(k, 3, 'g(100) = 3: 100 = 89 + 8 + 3');
    assert.ok(k >= range.from && k <= range.to, 'the hint is a legal move');
    const before = await movesPlayed(page);
    // the move log follows the newest move, unless the reader scrolled up: once it overflows, one
    // move is made with the log scrolled to its top (it stays there), then it is scrolled back down
    const log = page.locator('#move-log');
    const overflows = await log.evaluate((l) => l.scrollHeight > l.clientHeight + 8);
    if (overflows && readerKept === null) await log.evaluate((l) => { l.scrollTop = 0; });
    await take(page, k);
    await waitTurn(page, before + 1);
    if (overflows && readerKept === null) {
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      readerKept = await log.evaluate((l) => l.scrollTop);
      await log.evaluate((l) => { l.scrollTop = l.scrollHeight; });
    }
    turns++;
    assert.ok(turns < 60, 'the game ends');
  }
  assert.equal(readerKept, 0, 'a reader scrolled up to the first moves is left there by the next move');
  await page.waitForFunction(() => { const l = document.getElementById('move-log'); return l.scrollTop + l.clientHeight >= l.scrollHeight - 8; }, null, { timeout: 5000 })
    .catch(() => assert.fail('the move log shows the newest move'));
  assert.ok(usedInput, 'the first move (max 99) used the number input');
  assert.match(await page.textContent('#play-status'), /You win!/);
  assert.ok(await page.locator('#move-log').evaluate((l) => l.scrollHeight > l.clientHeight), 'the move log scrolls');
  await axeCheckWidths(page, 'the f(x) game over, its move log scrolled');
  // the theme menu: every theme's colours (the rest does not change with the theme)
  for (const theme of ['dark', 'projector', 'light']) {
    await page.selectOption('#theme-select', theme);
    await axeCheckWidths(page, `the f(x) game over, theme ${theme}`, { rules: ['color-contrast'] });
  }
  await page.selectOption('#theme-select', 'auto');
  // the finished game, stepped through move by move with the engine's reasons, and as text
  const moves = await movesPlayed(page);
  await page.click('#record summary');
  await page.waitForFunction((n) => document.getElementById('record-at').textContent === `Move 1 of ${n}`, moves);
  assert.match(await page.textContent('#record-line'), /^You took 3 \(pile 100 → 97\)/);
  await page.click('#record button[aria-label="Next move"]');
  await page.waitForFunction((n) => document.getElementById('record-at').textContent === `Move 2 of ${n}`, moves);
  assert.match(await page.textContent('#record-line'), /^Engine took \d+ \(pile 97 → \d+\) — \S/, 'the engine’s reason');
  const text = await page.inputValue('#record-text');
  const lines = text.split('\n');
  assert.match(lines[0], /^Nim Lab — .*f = 2x, pile = 100, max = 99/);
  assert.equal(lines.filter((l) => /^\d+\. (You|Engine) took/.test(l)).length, moves);
  assert.equal(lines.at(-1), 'You win!');
  const saved = await page.getAttribute('#record-save', 'href');
  assert.match(saved, /^blob:/);
  await axeGameRecord(page, game, 'the f(x) game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the engine strength: a URL key and a menu; graded hints show one step per press', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?f=2x&pile=21&max=20&level=beginner`);
  await waitForAnalysis(page);
  assert.equal(await page.inputValue('#level'), 'beginner');
  await page.selectOption('#level', 'good');
  assert.match(page.url(), /level=good/);
  await page.selectOption('#level', 'perfect');
  assert.doesNotMatch(page.url(), /level=/, 'perfect is the default');
  // a graded hint: one step per press
  await page.click('#move-controls button[data-take="1"]');
  await waitTurn(page, 2);
  await page.click('#hint-button');
  assert.equal(await page.getAttribute('#hint-text', 'data-step'), '1');
  assert.equal(await page.getAttribute('#hint-text', 'data-take'), '', 'the move is not shown yet');
  assert.match(await page.textContent('#hint-text'), /^(You can win from here|Every move loses)/);
  assert.equal(await page.textContent('#hint-button'), 'More hint');
  assert.deepEqual(errors, []);
  await context.close();
});

test('illegal amounts cannot be sent', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?pile=100&max=40`);
  await waitForAnalysis(page);
  await page.waitForSelector('#take-input');
  assert.equal(await page.getAttribute('#take-input', 'max'), '40');
  // each is refused with the engine's words (in the live region too), or asked for again when empty
  // (each message ends with the value it refuses: a pattern the one before matches would let the
  // wait pass before this one is shown)
  for (const [bad, words] of [['41', /take must be between 1 and 40 .*not 41$/], ['0', /between 1 and 40 .*not 0$/],
    ['2.5', /whole number.*not 2\.5$/], ['-3', /whole number.*not -3$/],
    ['', /^Type how many counters to take: a whole number\.$/]]) {
    await page.fill('#take-input', bad);
    assert.equal(await page.getAttribute('#take-input', 'class'), 'mono small-input invalid', `'${bad}' is marked`);
    // with words next to it, linked to it, before anything is sent
    assert.match(await page.textContent('#take-message'), bad === '' ? /^Type how many counters to take/ : /^Take a whole number from 1 to 40\.$/);
    assert.match(await page.getAttribute('#take-input', 'aria-describedby'), /\btake-message\b/);
    await page.press('#take-input', 'Enter');
    const where = bad === '' ? '#take-message' : '#play-error';
    await page.waitForFunction(([w, re]) => new RegExp(re).test(document.querySelector(w).textContent), [where, words.source]);
    if (bad !== '') {
      const [said, shown] = await page.evaluate(() => ['announce', 'play-error'].map((i) => document.getElementById(i).textContent));
      assert.equal(said, shown, `'${bad}': the live region says what the error shows`);
    }
    await waitTurn(page, 0);
  }
  assert.equal(await page.locator('#move-log li').count(), 0, 'nothing was played');
  await page.fill('#take-input', '40');
  assert.equal(await page.isDisabled('#take-button'), false);
  await page.click('#take-button');
  await page.waitForSelector('#move-log li:nth-child(2)');
  // after taking 40 with f = 2x, the engine may take up to 80 but only 60 remain
  assert.match(await page.textContent('#move-log li:nth-child(2)'), /^Engine took \d+ \(pile 60 →/);
  // bad settings show the engine's message and keep the page usable
  await page.fill('#pile-input', '0');
  await page.waitForSelector('#play-setup-error:not(:empty)');
  assert.match(await page.textContent('#play-setup-error'), /Start pile/);
  await axeCheckWidths(page, 'the f(x) section with a refused start pile');
  await page.fill('#pile-input', '12');
  await page.waitForFunction(() => document.getElementById('pile-number')?.textContent === '12');
  assert.equal(await page.locator('#pile-view .dot:not(.ghost)').count(), 12, 'a pile of 12 is drawn as 12 counters');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the moves are one tab stop: a toolbar with arrows, Home and End; digits and Enter play; the stop is kept after a move', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?f=2x&pile=40&max=19`);
  await waitForAnalysis(page);
  await waitTurn(page, 0);
  const focused = () => page.evaluate(() => {
    const a = document.activeElement;
    return a.dataset.take ? `take ${a.dataset.take}` : a.id || a.tagName;
  });
  const stops = () => page.locator('#move-controls button[data-take][tabindex="0"]').evaluateAll((bs) => bs.map((b) => b.dataset.take));
  const bar = page.locator('#move-controls [role="toolbar"]');
  assert.equal(await bar.getAttribute('aria-label'), 'How many counters to take');
  assert.equal(await bar.locator('button[data-take]').count(), 19);
  assert.deepEqual(await stops(), ['1'], 'one button of 19 is in the tab order');
  // from the last field before the game: one Tab to the moves, one more to Hint (the section
  // shows its cards one per frame: the game's card comes last)
  await page.locator('#move-controls button[data-take="1"]').waitFor({ state: 'visible' });
  await page.focus('#max-input');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'take 1');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'hint-button', 'Hint is two presses away, not twenty');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), 'take 1');
  // arrows within (both pairs), stopping at the ends; Home and End
  for (const [key, want] of [['ArrowRight', 'take 2'], ['ArrowDown', 'take 3'], ['ArrowLeft', 'take 2'], ['ArrowUp', 'take 1'],
    ['ArrowLeft', 'take 1'], ['End', 'take 19'], ['ArrowRight', 'take 19'], ['Home', 'take 1'], ['End', 'take 19']]) {
    await page.keyboard.press(key);
    assert.equal(await focused(), want, `${key} → ${want}`);
  }
  assert.deepEqual(await stops(), ['19'], 'the stop follows the focus');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'take 19', 'Tab comes back to the move that had focus');
  // the radio buttons keep their own arrows (the board does not take them)
  await page.focus('input[name="first"][value="you"]');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.value), 'engine', 'the arrow moved between the radio buttons');
  await page.waitForFunction(() => document.getElementById('move-controls').dataset.turn !== 'none');
  await page.check('input[name="first"][value="you"]');
  await waitTurn(page, 0);
  // typed digits focus that take (1, then 12), Enter plays it
  await page.locator('#move-controls button[data-take="5"]').focus();
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  assert.equal(await focused(), 'take 12');
  await page.keyboard.press('Enter');
  await waitTurn(page, 2);
  assert.match(await page.textContent('#move-log li:first-child'), /^You took 12 \(pile 40 → 28\)/);
  // after the engine's answer the focus is back in the toolbar, on one stop
  assert.match(await focused(), /^take \d+$/, 'the focus comes back to the moves');
  assert.equal((await stops()).length, 1);
  // a typed number that no take has (25: above the maximum, at most 24, and the pile, at most
  // 27) is refused in the engine's words, in the live region: not 2, nor 5, played instead
  const before = await page.textContent('#pile-number');
  await page.keyboard.press('2');
  await page.keyboard.press('5');
  assert.match(await focused(), /^take \d+$/);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /not 25/.test(document.getElementById('play-error').textContent));
  assert.match(await page.textContent('#announce'), /illegal move: take must be between 1 and \d+ \(the maximum now\), not 25/);
  await waitTurn(page, 2);
  assert.equal(await page.locator('#move-log li').count(), 2, 'no move was played');
  assert.equal(await page.textContent('#pile-number'), before);
  assert.match(await focused(), /^take \d+$/, 'the focus stays on the moves');
  // a number typed, then an arrow: it is forgotten, Enter plays the move with focus
  await page.keyboard.press('0');
  await page.keyboard.press('Home');
  assert.equal(await focused(), 'take 1');
  await page.keyboard.press('Enter');
  await waitTurn(page, 3);
  assert.match(await page.textContent('#move-log li:nth-child(3)'), /^You took 1 /);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The player's error line, once it says `text`. */
function errorShown(page, text) {
  return page.waitForFunction((t) => document.getElementById('play-error').textContent === t, text);
}

test('the engine stops (a real trap): the door says so (kind internal) and reloads it; the game is built again from its moves and plays on', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  await engineTraps(context);
  await page.goto(`${shared.server.url}?f=2x&pile=20&max=19`);
  await waitForAnalysis(page);
  await take(page, 1);
  assert.equal(await waitTurn(page, 2), 'move');
  const pile = await page.textContent('#pile-number');
  // the game's own call traps: its object points past the end of wasm memory
  assert.equal(await page.evaluate(() => window.nimlabTrap.now()), 1, 'one engine object is alive: the game');
  await page.click('#hint-button');
  await errorShown(page, reloadedMessage);
  await waitTurn(page, 2);
  assert.equal(await page.textContent('#pile-number'), pile, 'the position is the one before, replayed');
  assert.equal(await movesPlayed(page), 2);
  await showHintMove(page, '');
  await take(page, Number(await page.getAttribute('#hint-text', 'data-take')));
  await waitTurn(page, 4);
  assert.equal(await page.textContent('#play-error'), '', 'the next move clears the message');

  // the door as the page loaded it (ES modules from www/, the package from init with a URL)
  const door = await page.evaluate(async () => {
    const load = (file) => import(new URL(file, document.baseURI).href);
    const e = { ...await load('js/core/engine.js'), ...await load('js/families/move_fn/games.js') };
    const fields = (call) => {
      try {
        return { returned: call() };
      } catch (err) {
        return { kind: err.kind, reloaded: err.reloaded, message: err.message };
      }
    };
    const a = e.newGame('2x', 20, 19);
    const b = e.newGame('2x', 20, 19);
    a.__wbg_ptr = 0xfffffff0;
    const trapped = fields(() => a.hint());
    const c = e.newGame('2x', 20, 19);
    const old = fields(() => b.hint());
    const fresh = fields(() => c.hint().take);
    for (const g of [a, b, c]) e.freeEngineObject(g);
    return { trapped, old, fresh };
  });
  assert.deepEqual(door.trapped, { kind: 'internal', reloaded: true, message: reloadedMessage });
  assert.deepEqual(door.old, { kind: 'state', reloaded: true, message: reloadedMessage }, 'an old object is refused, not trapped again');
  assert.deepEqual(door.fresh, { returned: 2 });
  // the widget's game died with that instance too: its next call says so and builds it again
  const moves = await movesPlayed(page);
  await take(page, 1);
  await errorShown(page, reloadedMessage);
  await waitTurn(page, moves);
  assert.equal(await movesPlayed(page), moves, 'that move was not played; the game is as it was');
  await take(page, 1);
  await waitTurn(page, moves + 1);
  assert.equal(await page.textContent('#play-error'), '');
  assert.deepEqual(errors, []);
  await context.close();
});

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

// The engine's sentences of the analysis (src/games/move_fn/analysis_messages.rs) and the reason of
// a representation, where the section shows them.
const ENGINE_SENTENCES = '#theorem-body .verdict-explain, #base-body dd, #base-body .small, #repr-why';

test('the analysis speaks the page\'s language: the theorem\'s and brute force\'s verdicts, the condition, storage and growth, and the representation\'s reason', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  try {
    // the condition failing, exponential growth; the condition proved, polynomial growth (x²)
    for (const f of ['if x == 3 then 1 else 2x', 'x^2']) {
      await page.goto(`${shared.server.url}?sec=move-fn&f=${encodeURIComponent(f)}&upto=3000&n=20&lang=en-XA`);
      await waitForAnalysis(page);
      await page.waitForSelector('#repr-why');
      // (accented once the analysis part's catalogue is there: the page draws again)
      let plain;
      await until(async () => (plain = await plainEnglish(page, ENGINE_SENTENCES)).length === 0, `f = ${f}: no plain English`).catch(() => {});
      assert.deepEqual(plain, [], `f = ${f}: plain English in the pseudo-locale`);
      assert.match(await page.textContent('#brute-check'), /ĝ àĝŕééš ŵîţĥ ƀŕûţé ƒöŕçé/);
    }
    // German: each sentence from the catalogue, its maths as written
    await page.goto(`${shared.server.url}?sec=move-fn&f=x%5E2&upto=3000&n=20&lang=de`);
    await waitForAnalysis(page);
    await page.waitForFunction(() => /vollständigen Suche/.test(document.getElementById('brute-check')?.textContent || ''));
    const shown = await page.$$eval(ENGINE_SENTENCES, (nodes) => nodes.map((n) => n.textContent).join(' | '));
    assert.match(shown, /g = g0 auf 1\.\.3000: Der Hauptsatz gilt hier/);
    assert.match(shown, /f\(n \+ 1\) − f\(n\) ≥ −1 für jedes n: Die einfache Konstruktion ist anwendbar/);
    assert.match(shown, /B_f ∩ \[1, 3000\] hat \d+ Elemente/);
    assert.match(shown, /wächst B_f polynomiell/);
    assert.doesNotMatch(shown, /\b(the|of|by|with|grows|smallest|members?)\b/, shown);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
