// dist's pages (dist/index.html, embed.html, written by scripts/dist.mjs) opened from file://, as
// after a double-click: table, worker (from a Blob URL), game; what they load from nimlab-pages/.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, launchBrowser, openPage, waitForAnalysis, tableValue, showHintMove } from './harness.mjs';

const distPage = path.join(repoRoot, 'dist', 'index.html');
const haveDist = fs.existsSync(distPage);
const skip = haveDist ? false : 'dist/index.html is missing: run ./build.sh dist (or node scripts/dist.mjs) first';
let browser;

before(async () => {
  if (haveDist) browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test('dist/index.html works from file://', { skip }, async () => {
  const url = pathToFileURL(distPage).href;
  const requests = [];
  const { page, context, errors } = await openPage(browser, null);
  page.on('request', (req) => requests.push(req.url()));
  await page.goto(url);
  await waitForAnalysis(page);
  const g = [];
  for (let n = 1; n <= 13; n++) g.push(await tableValue(page, n));
  assert.deepEqual(g, [1, 2, 3, 1, 5, 1, 2, 8, 1, 2, 3, 1, 13]);
  await page.click('#move-controls button[data-take="2"]');
  await page.waitForSelector('#move-log li:nth-child(2)');
  const outside = requests.filter((u) => !u.startsWith('file:') && !u.startsWith('blob:') && !u.startsWith('data:'));
  assert.deepEqual(outside, [], 'no network requests');
  assert.deepEqual(errors, []);
  await context.close();
});

test('dist/index.html computes large ranges from file:// (worker from a Blob URL)', { skip }, async () => {
  const { page, context, errors } = await openPage(browser, `${pathToFileURL(distPage).href}?f=x&upto=200000`);
  await waitForAnalysis(page, 60000);
  assert.match(await page.textContent('#table-range'), /of 200\u202f000$/);
  assert.equal(await tableValue(page, 196608), 65536); // 196608 = 3 · 2^16
  assert.deepEqual(errors, []);
  await context.close();
});

test('dist/index.html shows the blocking section from file://, 10^5 piles in the worker', { skip }, async () => {
  const { page, context, errors } = await openPage(browser, `${pathToFileURL(distPage).href}?sec=blocking&bupto=100000`);
  await page.waitForFunction(() => document.body.dataset.blocking === 'done', null, { timeout: 60000 });
  assert.equal(await page.getAttribute('#b-claim-theorem1', 'data-verdict'), 'holds');
  assert.equal(await page.getAttribute('#b-canvas', 'data-mode'), 'columns');
  assert.match(await page.textContent('#b-results-for'), /piles 0 … 100\u202f000/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('dist/index.html shows the Cut-the-Knot section from file://, G(N, x) for N ≤ 1500 in the worker', { skip }, async () => {
  const { page, context, errors } = await openPage(browser, `${pathToFileURL(distPage).href}?sec=cut-the-knot&kpart=grundy&gupto=1500`);
  await page.waitForFunction(() => document.body.dataset.grundy === 'done', null, { timeout: 60000 });
  assert.equal(await page.getAttribute('#kg-canvas', 'data-size'), '720');
  assert.match(await page.textContent('#kg-results-for'), /N ≤ 1500$/);
  await page.click('#kpart-tab-minmax');
  await page.waitForFunction(() => document.body.dataset.subtraction === 'done');
  const values = await page.locator('#ks-table td.strip-val').allTextContents();
  assert.deepEqual(values.map(Number), [0, 0, 0, 1, 1, 1, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 0, 0, 0, 1, 1]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('dist/index.html shows the single-delete section from file://: the solve and the game in workers from Blob URLs', { skip }, async () => {
  const { page, context, errors } = await openPage(browser, null);
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.goto(`${pathToFileURL(distPage).href}?sec=single-delete&dpiles=3&dmax=32`);
  await page.waitForFunction(() => document.body.dataset.singleDelete === 'done', null, { timeout: 60000 });
  assert.equal(await page.textContent('#d-results-for'), '3 piles, each 1 … 32');
  assert.equal(await page.getAttribute('#d-check-theorem-1-4', 'data-verdict'), 'holds');
  assert.ok(await page.locator('#d-groups .d-group .dd-lead').count() > 0, 'the groups are drawn');
  await page.waitForSelector('#d-board button.d-del:not([disabled])');
  await showHintMove(page, 'd-');
  await page.waitForSelector('#d-hint-text');
  const [del, split, x] = await Promise.all(['data-delete', 'data-split', 'data-x'].map((a) => page.getAttribute('#d-hint-text', a)));
  await page.click(`#d-board button.d-del[data-pile="${del}"]`);
  await page.click(`#d-board button.d-gap[data-pile="${split}"][data-x="${x}"]`);
  await page.waitForSelector('#d-move-log li:nth-child(2)');
  assert.ok(workers.length >= 2 && workers.every((u) => u.startsWith('blob:')), `workers: ${workers.join(', ')}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('dist/embed.html works from file:// too: one game, compact, playable', { skip }, async () => {
  const embed = pathToFileURL(path.join(repoRoot, 'dist', 'embed.html')).href;
  const { page, context, errors } = await openPage(browser, `${embed}?game=take-away&f=2x&pile=20&first=engine`, { width: 600, height: 700 });
  await page.waitForFunction(() => {
    const s = document.querySelector('nim-lab-game')?.state;
    return s && s.ready && s.toMove === 'you';
  }, null, { timeout: 30000 });
  const state = await page.evaluate(() => document.querySelector('nim-lab-game').state);
  assert.equal(state.moves, 1, 'the engine moved first');
  await page.locator('nim-lab-game button.take').first().click();
  await page.waitForFunction(() => document.querySelector('nim-lab-game').state.moves >= 3, null, { timeout: 20000 });
  assert.match(await page.getAttribute('#open-full', 'href'), /^index\.html\?.*sec=cut-the-knot/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('dist/nimlab-pages/: each wasm package as a script holds its exact bytes, one char a byte, UTF-8 with a BOM; every page loads the same shared files', { skip }, async () => {
  const pages = path.join(repoRoot, 'dist', 'nimlab-pages');
  const scripts = fs.readdirSync(pages).filter((f) => /_bg-[0-9a-f]{10}\.js$/.test(f));
  // one script a package: the full one and each the families register (core/registry.js)
  await import('../../www/js/families/index.js');
  const { packageNames } = await import('../../www/js/core/registry.js');
  assert.deepEqual(scripts.map((f) => f.replace(/-[0-9a-f]+\.js$/, '')).sort(), ['nimlab', ...packageNames()].map((n) => `${n}_bg`).sort());
  const vm = await import('node:vm');
  for (const file of scripts) {
    const raw = fs.readFileSync(path.join(pages, file));
    assert.deepEqual([...raw.subarray(0, 3)], [0xef, 0xbb, 0xbf], `${file} starts with a UTF-8 BOM`);
    let got = null;
    vm.runInNewContext(raw.toString('utf8'), { __nl: { w: (name, size, text) => { got = { name, size, text }; } } });
    const wasm = fs.readFileSync(path.join(repoRoot, 'www', 'pkg', `${got.name}_bg.wasm`));
    assert.equal(got.size, wasm.length, `${file}: the size it declares`);
    assert.equal(got.text.length, wasm.length, `${file}: one char a byte`);
    assert.ok(Buffer.from(got.text, 'latin1').equals(wasm), `${file}: the bytes of www/pkg/${got.name}_bg.wasm`);
  }
  // the shared files: each page names its files in nimlab-pages/, and two pages name the same ones
  const named = (page) => [...fs.readFileSync(path.join(repoRoot, 'dist', page), 'utf8').matchAll(/src="(?:\.\.\/)?nimlab-pages\/([^"]+)"/g)].map((m) => m[1]);
  const embed = named('embed.html');
  const lesson = named(path.join('lessons', 'fibonacci-nim.html'));
  for (const f of [...embed, ...lesson]) assert.ok(fs.existsSync(path.join(pages, f)), `nimlab-pages/${f} exists`);
  assert.equal(embed[0], lesson[0], 'one loader');
  assert.ok(embed.filter((f) => lesson.includes(f)).length >= 3, `embed.html and the lesson share their core chunks: ${embed.join(', ')} / ${lesson.join(', ')}`);
  assert.ok(fs.statSync(path.join(repoRoot, 'dist', 'embed.html')).size < 20000, 'embed.html holds no engine and no code');
});

test('dist/embed.html of a move-function game loads the small package alone, from file://; a periodic one switches to the family\'s whole one, not the full one', { skip }, async () => {
  const embed = pathToFileURL(path.join(repoRoot, 'dist', 'embed.html')).href;
  const { page, context, errors } = await openPage(browser, null);
  const requests = [];
  page.on('request', (req) => requests.push(req.url().replace(/^.*\//, '')));
  await page.goto(`${embed}?game=move-fn&f=2x&pile=20&max=19`);
  await page.waitForFunction(() => document.querySelector('nim-lab-game')?.state?.ready === true, null, { timeout: 30000 });
  const wasm = () => requests.filter((u) => /_bg-[0-9a-f]+\.js$/.test(u)).map((u) => u.replace(/-[0-9a-f]+\.js$/, ''));
  assert.deepEqual(wasm(), ['nimlab_move_fn_bg'], `requested: ${requests.join(', ')}`);
  assert.ok(!requests.some((u) => /^(worker|views-css)-/.test(u)), `no worker, no views' CSS: ${requests.join(', ')}`);
  // a periodic game (t = 2): the engine's elementSettings sends it to the move-function family's
  // whole package (src/spec/packages.rs), which holds the periodic games; never to the full one
  requests.length = 0;
  await page.goto(`${embed}?game=move-fn&t=2&pile=20`);
  await page.waitForFunction(() => document.querySelector('nim-lab-game')?.state?.ready === true, null, { timeout: 30000 });
  assert.ok(wasm().includes('nimlab_move_fn_all_bg') && !wasm().includes('nimlab_bg'), `requested: ${requests.join(', ')}`);
  assert.deepEqual(errors, []);
  await context.close();
});
