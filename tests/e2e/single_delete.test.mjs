// The single-delete Nim section (arXiv 2411.19453): the paper’s statements checked for 2, 3, 4 and 5 piles;
// the P-positions grouped by valuation pattern (counts compared with a naive search written here
// from the rules) and drawn with the rightmost 1s in one column; the 3-pile map against Theorem 1.4
// computed here from valuations; whole games (the hints win from an N-position, the engine wins
// from one; a whole game with the keyboard alone); bad input at the fields and in the link;
// permalinks; a large solve in the background.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  sharedBrowser, openPage, waitTurn, showHintMove, holdWorkerRequests, axeCheck, axeCheckWidths, axeKeysHelp, axeHintSteps,
  axeFinishedGame, phone, frames,
  repoRoot,
} from './harness.mjs';

const shared = sharedBrowser();

// The section's introduction is drawn before the engine arrives (its `head`), so its two worked
// examples are typed: the engine checks them here, read from the text as the page shows it.

/** Clicks the map's cell (a, b) (its canvas's data-left, -top, -side and -cell place it); returns
 *  the canvas's box. */
async function clickMapCell(page, a, b) {
  const canvas = page.locator('#d-map-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const d = await canvas.evaluate((c) => ({ ...c.dataset }));
  await page.mouse.click(box.x + Number(d.left) + (a - 0.5) * Number(d.cell), box.y + Number(d.top) + Number(d.side) - (b - 0.5) * Number(d.cell));
  return box;
}

test('the introduction\u2019s worked examples are the engine\u2019s: the move it describes and the valuation it names', async () => {
  // (its words are the English catalogue's: the messages the head's paragraphs show)
  const source = fs.readFileSync(path.join(repoRoot, 'www', 'js', 'i18n', 'single_delete_section', 'en.js'), 'utf8');
  const message = (id) => new RegExp(`^${id} = ([\\s\\S]*?)\\n(?=\\S)`, 'm').exec(source)[1];
  const intro = ['sds-intro-rules', 'sds-intro-engine'].map(message).join(' ').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
  const move = /from ([\d, ]+) a player may delete the (\d+) and split the (\d+) into (\d+) \+ (\d+), leaving ([\d, ]+)\./.exec(intro);
  const named = /(\d+) = ([01]+) has valuation (\d+)/.exec(intro);
  assert.ok(move && named, `the examples are where the test reads them: ${intro}`);
  const pkg = await import(new URL('../../www/pkg/nimlab_single_delete.js', import.meta.url).href);
  pkg.initSync({ module: fs.readFileSync(path.join(repoRoot, 'www', 'pkg', 'nimlab_single_delete_bg.wasm')) });
  const list = (t) => t.split(',').map(Number);
  const before = list(move[1]);
  const [del, split, x, y] = move.slice(2, 6).map(Number);
  const after = new pkg.DeleteGame(before).play(before.indexOf(del), before.indexOf(split), x);
  assert.deepEqual(after.moves[0].parts.map(Number), [x, y], 'the split the text names');
  assert.deepEqual(Array.from(after.piles, Number).sort((a, b) => a - b), list(move[6]), 'the position the text says it leaves');
  const [digits] = pkg.deleteDigits([Number(named[1])]);
  assert.deepEqual([digits.binary, Number(digits.valuation)], [named[2], Number(named[3])], 'the binary digits and valuation the text gives');
});

/** Waits until the page is ready, the solve of the section is done and the section shows every
 *  card: main.js's revealGradually uncovers the cards one a frame once the results above them are
 *  in, and a fast solve is done a few frames before (a Tab then skipped the game's hidden card,
 *  and the map's canvas had no width yet, each once in a clean-clone run). */
async function waitForSolve(page, timeout = 60000) {
  await page.waitForSelector('body[data-ready="true"]', { timeout });
  await page.waitForFunction(() => document.body.dataset.singleDelete === 'done', null, { timeout });
  await page.waitForFunction(() => !document.querySelector('#sec-single-delete .card.unrevealed'), null, { timeout });
}

/** Waits for the results of k piles up to S. */
async function waitForRange(page, k, S) {
  const line = `${k} piles, each 1 … ${S}`;
  await page.waitForFunction((l) => document.getElementById('d-results-for').textContent === l
    && document.body.dataset.singleDelete === 'done', line, { timeout: 60000 });
}

const valuation = (v) => {
  let n = 0;
  while (v % 2 === 0) { v /= 2; n++; }
  return n;
};

const binom = (n, r) => {
  let x = 1;
  for (let i = 1; i <= r; i++) x = (x * (n - r + i)) / i;
  return Math.round(x);
};

/** Every sorted position of k piles, each 1..S, with P (true) or N — the rules, searched naively. */
function naiveSearch(k, S) {
  const memo = new Map();
  const wins = (a) => {
    const key = a.join(',');
    if (memo.has(key)) return memo.get(key);
    let w = false;
    for (let d = 0; d < k && !w; d++) {
      for (let s = 0; s < k && !w; s++) {
        if (s === d) continue;
        for (let x = 1; x < a[s] && !w; x++) {
          const child = a.filter((_, i) => i !== d && i !== s);
          child.push(x, a[s] - x);
          child.sort((u, v) => u - v);
          if (!wins(child)) w = true;
        }
      }
    }
    memo.set(key, w);
    return w;
  };
  const out = [];
  const walk = (prefix, from) => {
    if (prefix.length === k) {
      out.push({ piles: prefix, p: !wins(prefix) });
      return;
    }
    for (let v = from; v <= S; v++) walk([...prefix, v], v);
  };
  walk([], 1);
  return out;
}

test('the statements for 2, 3, 4 and 5 piles: a verdict box each, with its range; the doubling observation fails for 2 and 5 piles', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=single-delete&dpiles=2&dmax=40`);
  await waitForSolve(page);
  assert.equal(await page.getAttribute('#tab-single-delete', 'aria-current'), 'page');
  assert.match(await page.title(), /single-delete/i);
  await waitForRange(page, 2, 40);
  assert.equal(await page.textContent('#d-positions'), String(binom(41, 2)));
  assert.match(await page.textContent('#d-time'), /^\d+ ms$|^\d+\.\d s$/);
  assert.equal(await page.getAttribute('#d-check-theorem-1-1', 'data-verdict'), 'holds');
  assert.match(await page.textContent('#d-check-theorem-1-1'), /Theorem 1\.1 holds.*both are odd.*820 positions/);
  assert.equal(await page.getAttribute('#d-check-prop-4-1', 'data-verdict'), 'holds');
  assert.equal(await page.getAttribute('#d-check-theorem-1-4', 'data-verdict'), 'na');
  assert.match(await page.textContent('.d-check-others'), /^Not about 2 piles: Theorem 1\.4; condition \(1\) of Theorem 1\.5\.$/);
  // the doubling observation (not in the paper) fails for 2 piles: 1, 1 is P, 2, 2 is N
  assert.equal(await page.getAttribute('#d-check-doubling', 'data-verdict'), 'fails');
  assert.match(await page.textContent('#d-check-doubling'), /The doubling observation fails.*not in the paper.*First counterexample: 1, 1/);
  assert.equal(await page.locator('#d-check-doubling .dd-lead').count(), 2);
  assert.match(await page.textContent('#d-check-doubling .d-cx-why'), /P-position/);

  await page.fill('#dpiles-input', '3');
  await waitForRange(page, 3, 40);
  assert.equal(await page.textContent('#d-positions'), fmt(binom(42, 3)));
  assert.equal(await page.getAttribute('#d-check-theorem-1-4', 'data-verdict'), 'holds');
  assert.match(await page.textContent('#d-check-theorem-1-4'), /same 2-adic valuation/);
  assert.equal(await page.getAttribute('#d-check-theorem-1-1', 'data-verdict'), 'na');

  await page.fill('#dmax-input', '24');
  await page.fill('#dpiles-input', '4');
  await waitForRange(page, 4, 24);
  assert.equal(await page.textContent('#d-positions'), fmt(binom(27, 4)));
  for (const id of ['condition-1', 'prop-4-1', 'prop-4-2']) {
    assert.equal(await page.getAttribute(`#d-check-${id}`, 'data-verdict'), 'holds', id);
  }
  assert.match(await page.textContent('#d-check-condition-1'), /Condition \(1\) of Theorem 1\.5 holds/);
  assert.equal(await page.getAttribute('#d-check-doubling', 'data-verdict'), 'holds');
  assert.match(page.url(), /sec=single-delete/);
  assert.doesNotMatch(page.url(), /dpiles=|dmax=/, 'the defaults (4 piles up to 24) are not printed');
  // 5 piles: doubling contradicted at 1, 1, 1, 1, 1 (Proposition 4.1 makes it P; 2, 2, 2, 2, 2 is N by 4.2)
  await page.click('#d-presets button[data-piles="5"]');
  await waitForRange(page, 5, 16);
  assert.equal(await page.getAttribute('#d-check-doubling', 'data-verdict'), 'fails');
  assert.match(await page.textContent('#d-check-doubling .d-cx'), /^1, 1, 1, 1, 1$/);
  assert.equal(await page.getAttribute('#d-check-prop-4-2', 'data-verdict'), 'holds');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the statements and the accounts of positions speak the page’s language: the verdict boxes, a counterexample’s account, the map’s', async () => {
  const shown = (text) => text.replace(/[\u2066-\u2069]/g, '').replace(/[ \n]+/g, ' ').trim();
  const { page, context, errors } = await openPage(shared.browser, null);
  // the words of a part of the page, maths (the piles, the binary digits, subscripts) left out
  const words = (selector) => page.evaluate((sel) => [...document.querySelectorAll(sel)].map((node) => {
    const copy = node.cloneNode(true);
    for (const kept of copy.querySelectorAll('i, sub, sup, .mono, table.dd')) kept.remove();
    const titles = [...node.querySelectorAll('[title]')].map((n) => n.title);
    return [copy.textContent, ...titles].join(' ');
  }).join(' '), selector);
  const plainIn = (text) => [...text.replace(/\(mod 3\)/g, '').matchAll(/[A-Za-z]{2,}/g)].map((m) => text.slice(Math.max(0, m.index - 40), m.index + 40));
  try {
    // the pseudo-locale: 2 piles (the doubling observation fails: its account of 1, 1), 5 piles
    // (Proposition 4.2, the doubling observation's counterexample)
    for (const [k, S] of [[2, 40], [5, 10]]) {
      await page.goto(`${shared.server.url}?sec=single-delete&dpiles=${k}&dmax=${S}&lang=en-XA`);
      await waitForSolve(page);
      await page.waitForFunction(() => document.querySelector('#d-check-doubling .d-cx-why'));
      assert.deepEqual(plainIn(await words('#d-checks-body')), [], `${k} piles: plain English in the pseudo-locale`);
    }
    // the map's account of a cell (4, 20, 12: P by Theorem 1.4)
    await page.goto(`${shared.server.url}?sec=single-delete&dpiles=3&dmax=24&dfix=12&lang=en-XA`);
    await waitForSolve(page);
    await page.waitForFunction(() => document.getElementById('d-map-canvas').dataset.rest === '12');
    await clickMapCell(page, 4, 20);
    await page.waitForFunction(() => document.getElementById('d-map-why')?.dataset.reason === 'theorem-1.4');
    assert.deepEqual(plainIn(await words('#d-map-why')), [], 'the map: plain English in the pseudo-locale');
    // Spanish: a statement, the doubling observation's name and its counterexample's verdict
    await page.goto(`${shared.server.url}?sec=single-delete&dpiles=2&dmax=40&lang=es`);
    await waitForSolve(page);
    assert.equal(shown(await page.textContent('#d-check-theorem-1-1 .verdict-what')), 'Dos montones: P exactamente cuando ambos son impares.');
    assert.match(shown(await page.textContent('#d-check-doubling .verdict-text')), /^La observación de la duplicación/);
    assert.equal(shown(await page.textContent('#d-check-doubling .verdict-explain')), 'Refutado en (1, 1): es una posición P, pero (2, 2) es una posición N.');
    // switched to English in place: the engine's own words
    await page.selectOption('#lang-select', 'en');
    await page.waitForFunction(() => document.querySelector('#d-check-theorem-1-1 .verdict-what')?.textContent === 'Two piles: P exactly when both are odd.');
    assert.match(await page.textContent('#d-check-doubling .verdict-text'), /^The doubling observation/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the game’s own words speak the page’s language: the piles, the engine’s move and reason, the announcement, the move log, the keys', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=single-delete&dfirst=engine&lang=en-XA`);
  try {
    await waitForSolve(page);
    await page.waitForFunction(() => document.querySelector('#d-engine-said')?.textContent.trim(), null, { timeout: 30000 });
    const text = await page.evaluate(() => {
      const parts = ['#d-play-status', '#d-engine-said', '#d-announce', '#d-move-log li', '#d-keys-help dd'].flatMap((s) => [...document.querySelectorAll(s)].map((node) => {
        const copy = node.cloneNode(true);
        for (const kept of copy.querySelectorAll('.mono, sub')) kept.remove();
        return copy.textContent;
      }));
      return parts.join(' | ').replace(/[\u2066-\u2069]/g, '');
    });
    const plain = [...text.matchAll(/[A-Za-z]{2,}/g)].map((m) => text.slice(Math.max(0, m.index - 30), m.index + 30));
    assert.deepEqual(plain, [], `plain English in the pseudo-locale: ${text}`);
    // English: the engine's words as before
    await page.goto(`${shared.server.url}?sec=single-delete&dfirst=engine&lang=en`);
    await waitForSolve(page);
    await page.waitForFunction(() => document.querySelector('#d-engine-said')?.textContent.trim(), null, { timeout: 30000 });
    assert.match(await page.textContent('#d-engine-said'), /^Engine: I delete pile \d/);
    assert.match(await page.textContent('#d-announce'), /^I deleted pile \d+ \(\d+\) and split \d+ into \d+ \+ \d+, leaving \([\d, ]+\)\. Your move: delete a pile and split another\.$/);
    assert.match(await page.textContent('#d-move-log li'), /^Engine deleted \d+ and split \d+ into \d+ \+ \d+: /);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

/** 1234567 → "1 234 567", as the page writes numbers. */
function fmt(n) {
  const s = String(n);
  return s.length <= 4 ? s : s.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

test('4 piles up to 24: the groups by valuation pattern agree with a naive search; the drawing aligns the rightmost 1s', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=single-delete`);
  await waitForSolve(page);
  await waitForRange(page, 4, 24);
  // the naive search, grouped the same way
  const expected = new Map();
  for (const { piles, p } of naiveSearch(4, 24)) {
    const key = piles.map(valuation).sort((a, b) => a - b).join(',');
    const g = expected.get(key) || { pCount: 0, total: 0 };
    g.total++;
    if (p) g.pCount++;
    expected.set(key, g);
  }
  const withP = [...expected].filter(([, g]) => g.pCount > 0);
  const pTotal = withP.reduce((s, [, g]) => s + g.pCount, 0);
  assert.match(await page.textContent('#d-groups-summary'), new RegExp(`^${fmt(pTotal)} P-positions in ${withP.length} valuation patterns\\.`));
  assert.equal(await page.locator('#d-groups .d-group').count(), 10);
  await page.click('#d-groups-all');
  await page.waitForFunction((n) => document.querySelectorAll('#d-groups .d-group').length === n, withP.length);
  const cards = await page.locator('#d-groups .d-group').evaluateAll((els) => els.map((e) => ({
    pattern: e.dataset.pattern, covered: e.dataset.covered, count: e.querySelector('.d-count').textContent,
    positions: [...e.querySelectorAll('.d-position')].map((f) => f.dataset.piles),
  })));
  for (const card of cards) {
    const g = expected.get(card.pattern);
    assert.ok(g, `pattern ${card.pattern}`);
    assert.match(card.count, new RegExp(`^${fmt(g.pCount)} of ${fmt(g.total)} positions? with this pattern (is|are) P`), card.pattern);
    assert.equal(card.positions.length, Math.min(4, g.pCount), card.pattern);
    for (const position of card.positions) {
      const piles = position.split(',').map(Number);
      assert.equal(piles.map(valuation).sort((a, b) => a - b).join(','), card.pattern, `${position} in ${card.pattern}`);
    }
    // a statement covers a group only when every position of the pattern is P
    if (card.covered !== 'search') assert.equal(g.pCount, g.total, `${card.pattern} covered by ${card.covered}`);
  }
  const byPattern = new Map(cards.map((c) => [c.pattern, c]));
  assert.equal(byPattern.get('0,0,0,0').covered, 'prop-4.1');
  assert.equal(byPattern.get('1,1,1,1').covered, 'condition-1');
  assert.match(await page.textContent('#d-groups .d-group[data-pattern="1,1,1,1"] .d-covered'), /^Condition \(1\) of Theorem 1\.5$/);

  // the drawing of 2, 3, 4, 4: one row per pile, the rightmost 1s in one column, highlighted
  const figure = page.locator('#d-groups .d-group[data-pattern="0,1,2,2"] .d-position').first();
  assert.equal(await figure.getAttribute('data-piles'), '2,3,4,4');
  const rows = await figure.locator('tr').evaluateAll((trs) => trs.map((tr) => {
    const lead = tr.querySelector('.dd-lead');
    const digits = [...tr.querySelectorAll('.dd-digit')].map((td) => td.textContent).join('');
    const tail = tr.querySelectorAll('.dd-tail').length;
    return { value: Number(tr.dataset.value), lead: lead.textContent, x: Math.round(lead.getBoundingClientRect().left), digits, tail };
  }));
  assert.deepEqual(rows.map((r) => r.digits), ['10', '11', '100', '100']);
  assert.deepEqual(rows.map((r) => r.tail), [1, 0, 2, 2]);
  assert.ok(rows.every((r) => r.lead === '1' && r.x === rows[0].x), `aligned: ${JSON.stringify(rows)}`);
  const leadColour = await figure.locator('.dd-lead').first().evaluate((td) => getComputedStyle(td).backgroundColor);
  assert.notEqual(leadColour, 'rgba(0, 0, 0, 0)', 'the column is highlighted');

  // "Show more" asks the engine for more positions of one group
  const group = page.locator('#d-groups .d-group[data-pattern="0,1,1,1"]');
  await group.locator('.d-more').click();
  await page.waitForFunction(() => Number(document.querySelector('#d-groups .d-group[data-pattern="0,1,1,1"]').dataset.shown) > 4);
  assert.equal(Number(await group.getAttribute('data-shown')), Math.min(16, expected.get('0,1,1,1').pCount));
  // only the groups no statement explains
  await page.check('input[name="d-groups-filter"][value="search"]');
  await page.waitForFunction(() => [...document.querySelectorAll('#d-groups .d-group')].every((g) => g.dataset.covered === 'search'));
  assert.ok(await page.locator('#d-groups .d-group').count() > 0);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The colours drawn at the centres of the map's cells, as colours[a][b] (1-based), in one call
 *  (the map shown: waitForSolve waits for its card). */
function cellColours(page) {
  return page.evaluate(() => {
    const c = document.getElementById('d-map-canvas');
    const d = c.dataset;
    const scale = c.width / c.getBoundingClientRect().width;
    const cell = Number(d.cell);
    const max = Number(d.max);
    const ctx = c.getContext('2d');
    const colours = [];
    for (let a = 1; a <= max; a++) {
      colours[a] = [];
      for (let b = 1; b <= max; b++) {
        const x = Math.floor((Number(d.left) + (a - 0.5) * cell) * scale);
        const y = Math.floor((Number(d.top) + Number(d.side) - (b - 0.5) * cell) * scale);
        colours[a][b] = [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
      }
    }
    return colours;
  });
}

/** Whether a drawn colour is the map's dark (P) colour, up to anti-aliasing. */
const isDarkColour = (colour) => colour.every((v, i) => Math.abs(v - [28, 100, 160][i]) < 8);

test('the 3-pile map with c = 12 agrees with Theorem 1.4; a cell explains itself and starts a game', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=single-delete&dpiles=3&dmax=24&dfix=12`);
  await waitForSolve(page);
  await waitForRange(page, 3, 24);
  await page.waitForFunction(() => document.getElementById('d-map-canvas').dataset.rest === '12');
  assert.equal(await page.textContent('#dfix-label'), 'The third pile c');
  const colours = await cellColours(page);
  const wrong = [];
  for (let a = 1; a <= 24; a++) {
    for (let b = 1; b <= 24; b++) {
      const p = valuation(a) === valuation(b) && valuation(b) === valuation(12);
      if (isDarkColour(colours[a][b]) !== p) wrong.push(`(${a}, ${b}): ${colours[a][b]}`);
    }
  }
  assert.deepEqual(wrong, []);
  // c changed: the map follows (c = 1: P exactly when a and b are odd)
  await page.fill('#dfix-input', '1');
  await page.waitForFunction(() => document.getElementById('d-map-canvas').dataset.rest === '1');
  const after = await cellColours(page);
  assert.ok(isDarkColour(after[3][5]), `(3, 5): ${after[3][5]}`);
  assert.ok(!isDarkColour(after[3][6]), `(3, 6): ${after[3][6]}`);
  await page.fill('#dfix-input', '12');
  await page.waitForFunction(() => document.getElementById('d-map-canvas').dataset.rest === '12');
  // clicking (4, 20) keeps it shown: 4, 20, 12 all have valuation 2
  const box = await clickMapCell(page, 4, 20);
  await page.mouse.move(box.x + box.width + 40, box.y);
  await page.waitForFunction(() => document.getElementById('d-map-why')?.dataset.reason);
  assert.equal(await page.textContent('#d-map-position'), 'a = 4, b = 20, c = 12');
  assert.equal(await page.textContent('#d-map-pn'), 'P');
  assert.equal(await page.getAttribute('#d-map-why', 'data-reason'), 'theorem-1.4');
  assert.match(await page.textContent('#d-map-why'), /Theorem 1\.4/);
  assert.equal(await page.locator('#d-map-readout .dd-lead').count(), 3);
  // an N cell: search names a winning move
  await clickMapCell(page, 5, 20);
  await page.waitForFunction(() => document.getElementById('d-map-position')?.textContent === 'a = 5, b = 20, c = 12'
    && document.getElementById('d-map-why')?.dataset.reason);
  assert.equal(await page.textContent('#d-map-pn'), 'N');
  // the arrow keys move the kept cell
  await page.focus('#d-map-canvas');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.getElementById('d-map-position')?.textContent === 'a = 4, b = 20, c = 12');
  await page.click('#d-map-play');
  await page.waitForFunction(() => location.search.includes('dstart=4,%2020,%2012'));
  assert.equal(await page.inputValue('#dstart-input'), '4, 20, 12');
  await page.waitForFunction(() => document.getElementById('d-piles')?.textContent === '4, 20, 12');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Plays the hinted move (pile indices and the first part from the hint's data). */
async function playHint(page) {
  await showHintMove(page, 'd-');
  await page.waitForSelector('#d-hint-text');
  const [del, split, x] = await Promise.all(['data-delete', 'data-split', 'data-x'].map((a) => page.getAttribute('#d-hint-text', a)));
  const text = await page.textContent('#d-hint-text .hint-step:last-child');
  // the hinted pile and gap are marked on the board
  assert.ok(await page.locator(`#d-board button.d-del.hinted[data-pile="${del}"]`).count() === 1);
  assert.ok(await page.locator(`#d-board button.d-gap.hinted[data-pile="${split}"][data-x="${x}"]`).count() === 1);
  await page.click(`#d-board button.d-del[data-pile="${del}"]`);
  await page.click(`#d-board button.d-gap[data-pile="${split}"][data-x="${x}"]`);
  return text;
}

test('a whole game: from 5, 6, 9, 12 (an N-position) the hints win; each engine move says why; axe-core after every step', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=single-delete`);
  await waitForSolve(page);
  await page.waitForFunction(() => document.getElementById('d-piles')?.textContent === '5, 6, 9, 12');
  // the board: each pile as counters, in binary with the rightmost 1s in one column
  assert.deepEqual(await page.locator('#d-board tr.d-pile').evaluateAll((trs) => trs.map((tr) => tr.dataset.size)), ['5', '6', '9', '12']);
  assert.equal(await page.locator('#d-board tr[data-pile="3"] .dot').count(), 12);
  assert.equal(await page.locator('#d-board tr[data-pile="3"] .d-gap').count(), 11);
  const leads = await page.locator('#d-board .dd-lead').evaluateAll((tds) => tds.map((td) => Math.round(td.getBoundingClientRect().left)));
  assert.equal(new Set(leads).size, 1, 'the rightmost 1s in one column');
  const game = page.locator('#d-player-host .player');
  let first = true;
  for (let turns = 0, expected = 0; ; turns++) {
    assert.ok(turns < 40, 'the game ends');
    if ((await waitTurn(page, expected, 'd-move-controls')) === 'over') break;
    const moves = await page.locator('#d-move-log li').count();
    expected = moves + 1;
    if (first) {
      await axeKeysHelp(page, game, 'single-delete Nim', { include: '#d-player-host' });
      await axeHintSteps(page, game, 'single-delete Nim', { include: '#d-player-host' });
    } else {
      // the engine is in a P-position: it says so, and which statement (or search) shows it
      assert.match(await page.textContent('#d-engine-said'), /^Engine: This is a P-position .* I delete pile \d/);
      assert.match(await page.textContent('#d-move-log li:last-child'), /^Engine deleted \d+ and split \d+ into \d+ \+ \d+: .* → .* — /);
    }
    assert.match(await playHint(page), /^Hint: Delete pile \d \(\d+\) and split pile \d \(\d+\) into \d+ \+ \d+.*\(why: (Theorem|Proposition|search found this move)/);
    if (first) {
      assert.match(await page.textContent('#d-move-log li'), /^You deleted 6 and split 12 into \d+ \+ \d+: 5, 6, 9, 12 → /);
      first = false;
    }
    await page.waitForFunction((n) => document.querySelectorAll('#d-move-log li').length > n, moves);
  }
  assert.match(await page.textContent('#d-play-status'), /^You win! The engine cannot move from 1, 1, 1, 1\.$/);
  assert.ok(await page.isVisible('#d-play-again'));
  await axeFinishedGame(page, game, 'single-delete Nim');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the engine moving first from 5, 6, 9, 12 wins; hints name a statement or say search found the move', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=single-delete&dfirst=engine`);
  await waitForSolve(page);
  assert.equal(await page.isChecked('input[name="dfirst"][value="engine"]'), true);
  const reasons = new Set();
  for (let turns = 0, expected = 1; ; turns++) {
    assert.ok(turns < 40, 'the game ends');
    if ((await waitTurn(page, expected, 'd-move-controls')) === 'over') break;
    const moves = await page.locator('#d-move-log li').count();
    expected = moves + 1;
    await showHintMove(page, 'd-');
    await page.waitForSelector('#d-hint-text');
    // after the engine's move the position is P: no winning move
    assert.match(await page.textContent('#d-hint-text .hint-step:last-child'), /^No winning move: /);
    reasons.add(await page.getAttribute('#d-hint-text', 'data-reason'));
    // the first pile that can be split, and any other pile deleted
    const split = await page.locator('#d-board button.d-gap:not([disabled])').first();
    const s = await split.getAttribute('data-pile');
    await page.click(`#d-board button.d-del[data-pile="${s === '0' ? 1 : 0}"]`);
    await split.click();
    await page.waitForFunction((n) => document.querySelectorAll('#d-move-log li').length > n, moves);
  }
  assert.match(await page.textContent('#d-play-status'), /^The engine wins\. You cannot move from 1(, 1){3}\.$/);
  assert.match(await page.textContent('#d-move-log li:first-child'), /^Engine deleted/);
  const known = ['theorem-1.1', 'theorem-1.4', 'prop-4.1', 'prop-4.2', 'condition-1', 'search'];
  assert.ok([...reasons].every((r) => known.includes(r)), [...reasons].join(', '));
  // on a phone the board fits the screen (each pile on two lines, the gaps 24 px targets); while
  // the engine thinks (its move held back from the worker here) its controls are closed
  await page.setViewportSize(phone);
  await holdWorkerRequests(page, { type: 'call', service: 'single-delete', request: { op: 'engineMove' } });
  await page.click('#d-play-again');
  await page.waitForFunction(() => document.getElementById('d-move-controls').dataset.turn === 'engine'
    && document.querySelectorAll('#d-board button.d-del').length === 4);
  await page.waitForTimeout(600); // past the engine's pause: its request is held now
  await frames(page);
  assert.ok(await page.locator('#d-board').evaluate((b) => b.scrollWidth <= b.clientWidth), 'the board fits at 390 px');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'so does the page');
  const sizes = await page.locator('#d-board button').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect())
    .map((r) => Math.min(r.width, r.height)));
  assert.ok(sizes.every((x) => x >= 24), `every target is at least 24 × 24 px: ${sizes.join(', ')}`);
  assert.equal(await page.locator('#d-board button:not(:disabled)').count(), 0, 'its controls are closed');
  await axeCheck(page, 'single-delete Nim at 390 px while the engine thinks', { include: '#d-player-host' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('bad input: k = 9, S = 0, a huge S, a malformed start, a bad move — clear messages, the page stays usable', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=single-delete`);
  await waitForSolve(page);
  await waitForRange(page, 4, 24);
  await page.fill('#dpiles-input', '9');
  await page.waitForFunction(() => /8/.test(document.getElementById('dpiles-message').textContent));
  assert.match(await page.textContent('#dpiles-message'), /^k = 9 is too large: .*2 to 8 piles/);
  assert.equal(await page.getAttribute('#dpiles-input', 'aria-invalid'), 'true');
  assert.equal(await page.textContent('#d-results-for'), '4 piles, each 1 … 24', 'the results stay');
  await page.fill('#dpiles-input', '4');
  await page.fill('#dmax-input', '0');
  await page.waitForFunction(() => /at least 1/.test(document.getElementById('dmax-message').textContent));
  assert.match(await page.textContent('#dmax-message'), /^S = 0 is too small/);
  // a range too large to solve: the engine says so at the field, the old results stay
  await page.fill('#dmax-input', '100000');
  await page.waitForFunction(() => document.body.dataset.singleDelete === 'error', null, { timeout: 60000 });
  assert.match(await page.textContent('#dmax-message'), /largest pile/);
  assert.equal(await page.getAttribute('#dmax-input', 'aria-invalid'), 'true');
  assert.match(await page.textContent('#d-solved'), /still those/);
  assert.equal(await page.textContent('#d-results-for'), '4 piles, each 1 … 24');
  // an example range recovers
  await page.click('#d-presets button[data-piles="3"]');
  await waitForRange(page, 3, 32);
  assert.equal(await page.textContent('#dmax-message'), '');
  assert.equal(await page.inputValue('#dmax-input'), '32');
  // a malformed start: the message at the field; the game goes on
  await page.fill('#dstart-input', '5, x, 9');
  await page.waitForFunction(() => /whole number/.test(document.getElementById('dstart-message').textContent));
  assert.match(await page.textContent('#dstart-message'), /^pile 2: 'x' is not a whole number/);
  assert.equal(await page.textContent('#d-piles'), '5, 6, 9, 12');
  // the pile being deleted cannot also be split: its gaps are closed while it is chosen (the
  // engine's own refusal of such a move: tests/wasm/single_delete.rs); choosing again opens them
  await page.click('#d-board button.d-del[data-pile="1"]');
  await page.waitForSelector('#d-board tr.d-pile.deleting[data-pile="1"]');
  assert.equal(await page.isDisabled('#d-board button.d-gap[data-pile="1"][data-x="2"]'), true);
  await page.click('#d-board button.d-del[data-pile="1"]');
  await page.waitForFunction(() => !document.querySelector('#d-board tr.d-pile.deleting'));
  assert.equal(await page.textContent('#d-piles'), '5, 6, 9, 12');
  assert.equal(await page.locator('#d-board button.d-del[aria-pressed="true"]').count(), 0, 'the choice is cleared');
  assert.equal(await page.locator('#d-board button.d-del:not([disabled])').count(), 4, 'still your move');
  assert.equal(await page.isDisabled('#d-board button.d-gap[data-pile="1"][data-x="2"]'), false);
  await page.fill('#dstart-input', '5');
  await page.waitForFunction(() => /at least 2/.test(document.getElementById('dstart-message').textContent));
  // a pile too large for counters gets a number field; a split the engine refuses is shown
  await page.fill('#dstart-input', '40, 3');
  await page.waitForFunction(() => document.getElementById('d-piles')?.textContent === '40, 3');
  // the board is drawn again when a pile is chosen: fill the field of the new drawing
  await page.click('#d-board button.d-del[data-pile="1"]');
  await page.waitForSelector('#d-board tr.d-pile.deleting[data-pile="1"]');
  await page.fill('#d-board input.d-split-input', '40');
  await page.click('#d-board button.d-split-go');
  await page.waitForFunction(() => document.getElementById('d-play-error').textContent !== '');
  assert.match(await page.textContent('#d-play-error'), /40/);
  await page.click('#d-board button.d-del[data-pile="1"]');
  await page.waitForSelector('#d-board tr.d-pile.deleting[data-pile="1"]');
  await page.fill('#d-board input.d-split-input', '20');
  await page.click('#d-board button.d-split-go');
  await page.waitForSelector('#d-move-log li');
  assert.match(await page.textContent('#d-move-log li'), /^You deleted 3 and split 40 into 20 \+ 20/);
  assert.equal(await page.textContent('#d-play-error'), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('odd values in the link are reported in a notice; defaults are used and the page works', async () => {
  const query = '?sec=single-delete&dpiles=9&dmax=0&dfix=x&dstart=1&dfirst=me';
  const { page, context, errors } = await openPage(shared.browser, shared.server.url + query);
  await waitForSolve(page);
  const items = await page.locator('#notices .notice li').allTextContents();
  for (const key of ['dpiles', 'dmax', 'dfix', 'dstart', 'dfirst']) {
    assert.ok(items.some((t) => t.includes(key)), `${key} reported: ${items.join(' | ')}`);
  }
  assert.equal(await page.inputValue('#dpiles-input'), '4');
  assert.equal(await page.inputValue('#dmax-input'), '24');
  assert.equal(await page.inputValue('#dstart-input'), '5, 6, 9, 12');
  await waitForRange(page, 4, 24);
  assert.doesNotMatch(page.url(), /dpiles=|dmax=|dfix=|dstart=|dfirst=/);
  await page.waitForSelector('#d-board button.d-del:not([disabled])');
  await axeCheckWidths(page, 'single-delete Nim with the notice of odd link values');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a permalink restores every key of the section; a random start goes into the link and survives a reload', async () => {
  const query = '?sec=single-delete&dpiles=3&dmax=20&dfix=4&dstart=3,%205,%206&dfirst=engine';
  const { page, context, errors } = await openPage(shared.browser, shared.server.url + query);
  await waitForSolve(page);
  await waitForRange(page, 3, 20);
  assert.equal(await page.inputValue('#dpiles-input'), '3');
  assert.equal(await page.inputValue('#dmax-input'), '20');
  assert.equal(await page.inputValue('#dfix-input'), '4');
  assert.equal(await page.inputValue('#dstart-input'), '3, 5, 6');
  assert.equal(await page.isChecked('input[name="dfirst"][value="engine"]'), true);
  await page.waitForFunction(() => document.getElementById('d-map-canvas').dataset.rest === '4');
  await page.waitForSelector('#d-move-log li');
  // edits and a random start: the link follows without new history entries
  const historyLength = await page.evaluate(() => history.length);
  await page.check('input[name="dfirst"][value="you"]');
  await page.click('#d-random');
  await page.waitForFunction(() => /dstart=/.test(location.search) && !/dstart=3,%205,%206/.test(location.search) && !/dfirst/.test(location.search));
  const start = await page.inputValue('#dstart-input');
  const piles = start.split(', ').map(Number);
  assert.equal(piles.length, 3);
  assert.ok(piles.every((v) => v >= 1 && v <= 20), start);
  await page.waitForFunction((s) => document.getElementById('d-piles')?.textContent === s, start);
  await page.fill('#dfix-input', '8');
  await page.waitForFunction(() => location.search.includes('dfix=8'));
  assert.equal(await page.evaluate(() => history.length), historyLength);
  await page.reload();
  await waitForSolve(page);
  assert.equal(await page.inputValue('#dstart-input'), start);
  assert.equal(await page.inputValue('#dfix-input'), '8');
  assert.equal(await page.isChecked('input[name="dfirst"][value="you"]'), true);
  await page.waitForFunction((s) => document.getElementById('d-piles')?.textContent === s, start);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a large solve runs in the background with a note; the page stays usable; Cancel keeps the results', async () => {
  const { page, context, errors } = await openPage(shared.browser, shared.server.url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.evaluate(() => { window.__noReload = true; });
  await page.click('#tab-single-delete');
  await waitForSolve(page);
  assert.match(page.url(), /sec=single-delete/);
  // The solver takes well under a second for any range allowed, faster than a test can click, so
  // the page's request for 3 piles ≤ 177 is held back from the worker: Cancel then meets a solve
  // still running, whatever the machine's speed.
  const held = await holdWorkerRequests(page, { type: 'call', service: 'single-delete', request: { op: 'solve', max: 177 } });
  await page.fill('#dpiles-input', '3');
  await page.fill('#dmax-input', '177');
  await page.waitForSelector('#d-progress:not([hidden])');
  await held();
  await page.click('#d-cancel-analysis');
  assert.match(await page.textContent('#d-progress-text'), /^Solving every position of 3 piles up to 177 in the background… \d+ s$/);
  await page.waitForFunction(() => document.body.dataset.singleDelete === 'done');
  assert.equal(await page.isHidden('#d-progress'), true);
  assert.match(await page.textContent('#d-solved'), /Cancelled\./);
  assert.equal(await page.inputValue('#dmax-input'), '24', 'the fields show the range still shown');
  // the results shown are the last range solved to the end: 4 piles ≤ 24, or 3 piles ≤ 24 when
  // typing k alone was solved before S changed (fast, and under load it may finish first)
  assert.match(await page.textContent('#d-results-for'), /^[34] piles, each 1 … 24$/);
  // solved to the end, in the background
  await page.click('#d-presets button[data-piles="4"][data-max="64"]');
  await page.waitForSelector('#d-progress:not([hidden])');
  // meanwhile the game plays (in a worker of its own)
  await showHintMove(page, 'd-');
  await page.waitForSelector('#d-hint-text');
  await waitForRange(page, 4, 64);
  assert.equal(await page.textContent('#d-positions'), '766\u202f480');
  assert.equal(await page.evaluate(() => window.__noReload), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the keyboard alone plays a whole game: Tab to the piles, a digit for a pile, ← → between gaps, Enter; Esc clears a choice', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=single-delete`);
  await waitForSolve(page);
  await waitTurn(page, 0, 'd-move-controls');
  const focused = () => page.evaluate(() => document.activeElement?.dataset.key || document.activeElement?.id || '');
  await page.focus('#dstart-input');
  for (let i = 0; i < 4 && !(await focused()).startsWith('del-'); i++) await page.keyboard.press('Tab');
  assert.equal(await focused(), 'del-0', 'Tab reaches the first pile’s Delete button');
  // the board is one tab stop (a toolbar): ↑ ↓ between piles, ← → along a pile, Home and End
  assert.equal(await page.getAttribute('#d-board', 'role'), 'toolbar');
  assert.deepEqual(await page.locator('#d-board [tabindex="0"]').evaluateAll((ns) => ns.map((n) => n.dataset.key)), ['del-0']);
  for (const [key, want] of [['ArrowDown', 'del-1'], ['ArrowRight', 'gap-1-1'], ['ArrowRight', 'gap-1-2'], ['End', 'gap-1-5'],
    ['ArrowDown', 'gap-2-5'], ['Home', 'del-2'], ['ArrowLeft', 'del-2'], ['ArrowUp', 'del-1'], ['ArrowUp', 'del-0'], ['ArrowUp', 'del-0']]) {
    await page.keyboard.press(key);
    assert.equal(await focused(), want, `${key} → ${want}`);
  }
  await page.keyboard.press('Tab');
  assert.doesNotMatch(await focused(), /^(del|gap)-/, 'one Tab leaves the board');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), 'del-0', 'and Shift+Tab comes back to where it was');
  // Esc takes a choice back; while pile 1 is to be deleted its gaps are closed (no control in
  // reach that the engine must refuse), and they open again
  await page.keyboard.press('Enter');
  await page.waitForSelector('#d-board tr.d-pile.deleting[data-pile="0"]');
  assert.equal(await page.locator('#d-board button.d-gap[data-pile="0"]:not(:disabled)').count(), 0, 'the gaps of the pile to delete are closed');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), 'del-0', '→ does not reach them');
  await page.keyboard.press('Tab');
  assert.doesNotMatch(await focused(), /^gap-0-/, 'nor does Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('#d-board tr.d-pile.deleting'));
  assert.equal(await page.locator('#d-board button.d-gap[data-pile="0"]:disabled').count(), 0);
  // a split chosen first closes that pile's Delete button
  await page.keyboard.press('2');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#d-board tr.d-pile.splitting[data-pile="1"]');
  assert.equal(await page.isDisabled('#d-board button[data-key="del-1"]'), true);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('#d-board tr.d-pile.splitting'));
  // N, the New game button and U keep the focus in the game: ? and H still answer
  await page.keyboard.press('n');
  await frames(page);
  await waitTurn(page, 0, 'd-move-controls');
  await page.waitForFunction(() => document.activeElement?.dataset.key === 'del-0');
  await page.keyboard.press('?');
  await page.waitForSelector('#d-keys-help', { state: 'visible' });
  await page.keyboard.press('?');
  await page.waitForSelector('#d-keys-help', { state: 'hidden' });
  await page.click('#d-new-game');
  await frames(page);
  await waitTurn(page, 0, 'd-move-controls');
  assert.ok(await page.evaluate(() => document.getElementById('d-player-host').contains(document.activeElement)), 'New game keeps the focus');
  await page.keyboard.press('h');
  await page.waitForSelector('#d-hint-text');
  await page.focus('#d-board button[data-key="del-0"]');
  await page.keyboard.press('Enter');
  await page.keyboard.press('4');
  await page.keyboard.press('Enter');
  await waitTurn(page, 2, 'd-move-controls');
  await page.keyboard.press('u');
  await page.waitForFunction(() => document.getElementById('d-move-controls').dataset.moves === '0'
    && document.getElementById('d-move-controls').dataset.turn === 'you');
  await page.waitForFunction(() => document.activeElement?.dataset.key?.startsWith('del-'));
  await page.keyboard.press('h');
  await page.waitForSelector('#d-hint-text');
  await page.keyboard.press('n');
  await frames(page);
  await waitTurn(page, 0, 'd-move-controls');
  await page.waitForFunction(() => document.activeElement?.dataset.key === 'del-0');
  for (let turns = 0, expected = 0; ; turns++) {
    assert.ok(turns < 40, 'the game ends');
    if ((await waitTurn(page, expected, 'd-move-controls')) === 'over') break;
    const moves = await page.locator('#d-move-log li').count();
    expected = moves + 1;
    assert.match(await focused(), /^del-/, 'the focus is back on the board at each turn');
    await showHintMove(page, 'd-', 'h');
    const [del, split, x] = (await Promise.all(['data-delete', 'data-split', 'data-x'].map((a) => page.getAttribute('#d-hint-text', a)))).map(Number);
    await page.keyboard.press(String(del + 1));
    await page.keyboard.press('Enter');
    await page.waitForSelector(`#d-board tr.d-pile.deleting[data-pile="${del}"]`);
    await page.keyboard.press(String(split + 1));
    for (let at = Number(await page.evaluate(() => document.activeElement.dataset.x)), steps = 0; at !== x; steps++) {
      assert.ok(steps < 40, 'the arrows reach the gap');
      await page.keyboard.press(at < x ? 'ArrowRight' : 'ArrowLeft');
      at = Number(await page.evaluate(() => document.activeElement.dataset.x));
    }
    assert.equal(await focused(), `gap-${split}-${x}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('#d-move-log li').length > n, moves);
  }
  assert.match(await page.textContent('#d-play-status'), /^You win!/);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'd-play-again', 'Play again has the focus');
  assert.match(await page.textContent('#d-announce'), /^You deleted pile \d \(\d+\) and split 2 into 1 \+ 1, leaving \(1, 1, 1, 1\)\. You win!$/);
  assert.deepEqual(errors, []);
  await context.close();
});
