// Screenshots of the page for a look by eye (not a test):
//   node tests/e2e/screens.mjs [outdir] [section]     (default .tmp/screens; every section)
// Writes desktop (1280x900), narrow (900 wide) and phone (390 wide) views of each section,
// error states and games in progress. `section` is one of move-fn, periodic, blocking, cut-the-knot, single-delete.

import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, startServer, launchBrowser, openPage, waitForAnalysis, retype, showHintMove } from './harness.mjs';

const outDir = path.resolve(process.argv[2] || path.join(repoRoot, '.tmp', 'screens'));
const only = process.argv[3] || null;
fs.mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();

/** The first section f(x): desktop, narrow and phone views, an error state, a game, progress. */
async function moveFnShots() {
  const shots = [
    { name: 'desktop-1280', width: 1280, height: 900, query: '' },
    { name: 'narrow-900', width: 900, height: 900, query: '' },
    { name: 'phone-390', width: 390, height: 844, query: '' },
    { name: 'nonmonotone-1280', width: 1280, height: 900, query: '?f=if%20x%20%25%202%20%3D%3D%200%20then%20x%2F2%20else%203x&upto=5000&n=1000000000000000000' },
    { name: 'bounded-1280', width: 1280, height: 900, query: '?f=min(x,%203)&upto=1000&n=1000' },
  ];
  for (const shot of shots) {
    const { page, context, errors } = await openPage(browser, server.url + shot.query, shot);
    await waitForAnalysis(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `${shot.name}.png`) });
    await page.screenshot({ path: path.join(outDir, `${shot.name}-full.png`), fullPage: true });
    if (errors.length) console.log(shot.name, errors);
    await context.close();
  }
  // an error state and a game in progress
  {
    const { page, context } = await openPage(browser, server.url, { width: 1280, height: 900 });
    await waitForAnalysis(page);
    await retype(page, '#f-input', '2x +');
    await page.waitForSelector('.f-message.shown');
    await page.click('#play-section button[data-take="1"]');
    await page.waitForTimeout(900);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(outDir, 'error-1280.png') });
    await page.locator('#play-section').screenshot({ path: path.join(outDir, 'play-1280.png') });
    await context.close();
  }
  {
    const { page, context } = await openPage(browser, `${server.url}?f=${encodeURIComponent('if x % 2 == 0 then x/2 else 3x')}&upto=10000000`, { width: 1280, height: 900 });
    await page.waitForSelector('#progress:not([hidden])');
    await page.waitForFunction(() => Number(document.getElementById('progress-bar').getAttribute('aria-valuenow')) > 20);
    await page.screenshot({ path: path.join(outDir, 'progress-1280.png') });
    await waitForAnalysis(page, 120000);
    await context.close();
  }
}

/** The periodic section f(n, x). */
async function periodicShots() {
  const shots = [
    { name: 'periodic-example2-1280', width: 1280, query: '?sec=periodic' },
    { name: 'periodic-example2-390', width: 390, query: '?sec=periodic' },
    { name: 'periodic-fails-1280', width: 1280, query: `?sec=periodic&pf=${encodeURIComponent('if x % 3 == 0 then x/3 + 1 else 2x')}&t=2` },
    { name: 'periodic-nonmonotone-1280', width: 1280, query: `?sec=periodic&pf=${encodeURIComponent('if x % 2 == 0 then x/2 + n else 2x')}&t=2` },
    { name: 'periodic-t8-1280', width: 1280, query: `?sec=periodic&pf=${encodeURIComponent('if n % 2 == 0 then 2x else x + n')}&t=8&pupto=1000` },
  ];
  for (const shot of shots) {
    const { page, context, errors } = await openPage(browser, server.url + shot.query, { width: shot.width, height: 900 });
    await page.waitForFunction(() => document.body.dataset.periodic === 'done', null, { timeout: 60000 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `${shot.name}.png`), fullPage: true });
    if (errors.length) console.log(shot.name, errors);
    await context.close();
  }
  {
    const { page, context } = await openPage(browser, `${server.url}?sec=periodic`, { width: 1280, height: 900 });
    await page.waitForFunction(() => document.body.dataset.periodic === 'done');
    await retype(page, '#pf-input', 'x + * n');
    await page.waitForSelector('#pf-message.shown');
    await page.locator('#p-controls').screenshot({ path: path.join(outDir, 'periodic-error-1280.png') });
    await page.selectOption('#p-game-input', '1');
    await page.click('#p-move-controls button[data-take="5"]');
    await page.waitForTimeout(900);
    await page.locator('#p-play-section').screenshot({ path: path.join(outDir, 'periodic-play-1280.png') });
    await context.close();
  }
}

/** The blocking Nim section. */
async function blockingShots() {
  const shots = [
    { name: 'blocking-paper-1280', width: 1280, query: '?sec=blocking' },
    { name: 'blocking-paper-390', width: 390, query: '?sec=blocking' },
    { name: 'blocking-contradicted-1280', width: 1280, query: `?sec=blocking&bc=${encodeURIComponent('1, 0')}&bmin=1&bmax=${encodeURIComponent('3, 1')}` },
    { name: 'blocking-necessary-1280', width: 1280, query: `?sec=blocking&bc=${encodeURIComponent('2, 0')}&bmin=${encodeURIComponent('3, 1')}&bmax=${encodeURIComponent('6, 4')}` },
    { name: 'blocking-growing-1280', width: 1280, query: `?sec=blocking&bc=${encodeURIComponent('i/3')}&bmin=1&bmax=${encodeURIComponent('i + 2')}&bupto=200&bmoves=6` },
    { name: 'blocking-100000-1280', width: 1280, query: '?sec=blocking&bupto=100000' },
  ];
  for (const shot of shots) {
    const { page, context, errors } = await openPage(browser, server.url + shot.query, { width: shot.width, height: 900 });
    await page.waitForFunction(() => document.body.dataset.blocking === 'done', null, { timeout: 60000 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `${shot.name}.png`), fullPage: true });
    if (errors.length) console.log(shot.name, errors);
    await context.close();
  }
  {
    // a game in progress: you forbid for the engine, then the engine forbids for you
    const { page, context, errors } = await openPage(browser, `${server.url}?sec=blocking`, { width: 1280, height: 900 });
    await page.waitForFunction(() => document.body.dataset.blocking === 'done');
    await page.click('#b-move-controls button[data-take="2"]');
    await page.waitForSelector('#b-move-controls[data-turn="block"]');
    await page.click('#b-move-controls button[data-block="6"]');
    await page.locator('#b-play-section').screenshot({ path: path.join(outDir, 'blocking-play-you-block-1280.png') });
    await page.click('#b-engine-go');
    await page.waitForSelector('#b-move-controls[data-turn="you"]');
    await showHintMove(page, 'b-');
    await page.waitForSelector('#b-hint-text');
    await page.locator('#b-play-section').screenshot({ path: path.join(outDir, 'blocking-play-engine-blocked-1280.png') });
    // a bad sequence: the engine's message names i, the caret marks the column
    await retype(page, '#bmin-input', '1, 1, 0');
    await page.waitForSelector('#b-engine-message');
    await retype(page, '#bc-input', 'i +');
    await page.waitForSelector('#bc-message.shown');
    await page.locator('#b-controls').screenshot({ path: path.join(outDir, 'blocking-error-1280.png') });
    if (errors.length) console.log('blocking-play', errors);
    await context.close();
  }
}

/** The Cut-the-Knot section: its three parts, a failing hypothesis, the heat map, an error, games. */
async function cutTheKnotShots() {
  const shots = [
    { name: 'cut-the-knot-minmax-1280', width: 1280, query: '?sec=cut-the-knot', part: 'subtraction' },
    { name: 'cut-the-knot-minmax-390', width: 390, query: '?sec=cut-the-knot', part: 'subtraction' },
    { name: 'cut-the-knot-set-134-1280', width: 1280, query: `?sec=cut-the-knot&kset=${encodeURIComponent('1, 3, 4')}&kupto=60`, part: 'subtraction' },
    { name: 'cut-the-knot-takeaway-1280', width: 1280, query: '?sec=cut-the-knot&kpart=takeaway', part: 'takeaway' },
    { name: 'cut-the-knot-takeaway-390', width: 390, query: '?sec=cut-the-knot&kpart=takeaway', part: 'takeaway' },
    { name: 'cut-the-knot-takeaway-fails-1280', width: 1280, query: `?sec=cut-the-knot&kpart=takeaway&tf=${encodeURIComponent('max(1, x - 1)')}`, part: 'takeaway' },
    { name: 'cut-the-knot-takeaway-nonmonotone-1280', width: 1280, query: `?sec=cut-the-knot&kpart=takeaway&tf=${encodeURIComponent('if x == 2 then 1 else 2x')}`, part: 'takeaway' },
    { name: 'cut-the-knot-takeaway-h-misses-1280', width: 1280, query: `?sec=cut-the-knot&kpart=takeaway&tf=${encodeURIComponent('if x == 3 then 1 else 2x')}&tupto=40`, part: 'takeaway' },
    { name: 'cut-the-knot-grundy-1280', width: 1280, query: '?sec=cut-the-knot&kpart=grundy', part: 'grundy' },
    { name: 'cut-the-knot-grundy-390', width: 390, query: '?sec=cut-the-knot&kpart=grundy', part: 'grundy' },
    { name: 'cut-the-knot-grundy-heat-1280', width: 1280, query: '?sec=cut-the-knot&kpart=grundy&gupto=2000', part: 'grundy' },
    { name: 'cut-the-knot-grundy-heat-390', width: 390, query: '?sec=cut-the-knot&kpart=grundy&gupto=300', part: 'grundy' },
  ];
  for (const shot of shots) {
    const { page, context, errors } = await openPage(browser, server.url + shot.query, { width: shot.width, height: 900 });
    await page.waitForFunction((key) => document.body.dataset[key] === 'done', shot.part, { timeout: 60000 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `${shot.name}.png`), fullPage: true });
    if (errors.length) console.log(shot.name, errors);
    await context.close();
  }
  {
    const { page, context, errors } = await openPage(browser, `${server.url}?sec=cut-the-knot&kfirst=engine`, { width: 1280, height: 900 });
    await page.waitForFunction(() => document.body.dataset.subtraction === 'done');
    await page.waitForSelector('#ks-move-controls[data-turn="you"]');
    await page.click('#ks-move-controls button[data-take="4"]');
    await page.waitForSelector('#ks-move-controls[data-turn="you"][data-moves="3"]');
    await showHintMove(page, 'ks-');
    await page.waitForSelector('#ks-hint-text');
    await page.locator('#ks-play-section').screenshot({ path: path.join(outDir, 'cut-the-knot-play-minmax-1280.png') });
    await retype(page, '#kset-input', '1, , 4');
    await page.waitForSelector('#kset-message.shown');
    await page.locator('#ks-controls').screenshot({ path: path.join(outDir, 'cut-the-knot-error-1280.png') });
    if (errors.length) console.log('cut-the-knot-play-minmax', errors);
    await context.close();
  }
  for (const width of [1280, 390]) {
    const { page, context, errors } = await openPage(browser, `${server.url}?sec=cut-the-knot&kpart=takeaway&kfirst=engine&tpile=50`, { width, height: 900 });
    await page.waitForFunction(() => document.body.dataset.takeaway === 'done');
    await page.waitForSelector('#kt-move-controls[data-turn="you"]');
    await page.click('#kt-move-controls button[data-take="1"]');
    await page.waitForSelector('#kt-move-controls[data-turn="you"][data-moves="3"]');
    await page.locator('#kt-play-section').screenshot({ path: path.join(outDir, `knot-play-takeaway-${width}.png`) });
    if (errors.length) console.log('cut-the-knot-play-takeaway', errors);
    await context.close();
  }
  for (const width of [1280, 390]) {
    const { page, context, errors } = await openPage(browser, `${server.url}?sec=cut-the-knot&kpart=grundy&grow=${encodeURIComponent('4, 6, 9, 12')}`, { width, height: 900 });
    await page.waitForFunction(() => document.body.dataset.grundy === 'done');
    await page.waitForSelector('#kg-move-controls[data-turn="you"]');
    await showHintMove(page, 'kg-');
    await page.waitForSelector('#kg-hint-text');
    await page.click(`#kg-move-controls button[data-take="${await page.getAttribute('#kg-hint-text', 'data-take')}"]`);
    await page.waitForSelector('#kg-move-controls[data-turn="you"][data-moves="2"]');
    await page.click('#kg-piles button.kg-pile:not([disabled])');
    await page.locator('#kg-play-section').screenshot({ path: path.join(outDir, `knot-play-sum-${width}.png`) });
    if (errors.length) console.log('cut-the-knot-play-sum', errors);
    await context.close();
  }
}

/** The single-delete section: 4 piles with the groups, 3 piles with the map, 2 piles, a phone,
 *  a game in progress with a hint, bad input, a large solve in progress. */
async function singleDeleteShots() {
  const shots = [
    { name: 'single-delete-4-piles-1280', width: 1280, query: '?sec=single-delete' },
    { name: 'single-delete-4-piles-390', width: 390, query: '?sec=single-delete' },
    { name: 'single-delete-3-piles-1280', width: 1280, query: '?sec=single-delete&dpiles=3&dmax=32&dfix=12' },
    { name: 'single-delete-2-piles-1280', width: 1280, query: '?sec=single-delete&dpiles=2&dmax=40' },
    { name: 'single-delete-5-piles-1280', width: 1280, query: '?sec=single-delete&dpiles=5&dmax=16' },
    { name: 'single-delete-8-piles-1280', width: 1280, query: '?sec=single-delete&dpiles=8&dmax=12&dfix=1,%202,%203' },
  ];
  for (const shot of shots) {
    const { page, context, errors } = await openPage(browser, server.url + shot.query, { width: shot.width, height: 900 });
    await page.waitForFunction(() => document.body.dataset.singleDelete === 'done', null, { timeout: 60000 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `${shot.name}.png`), fullPage: true });
    if (errors.length) console.log(shot.name, errors);
    await context.close();
  }
  for (const width of [1280, 390]) {
    // a game: your move played, the engine's answer, a hint shown; the map with a cell kept
    const { page, context, errors } = await openPage(browser, `${server.url}?sec=single-delete&dpiles=3&dfix=4`, { width, height: 900 });
    await page.waitForFunction(() => document.body.dataset.singleDelete === 'done');
    await page.waitForSelector('#d-move-controls[data-turn="you"]');
    await page.click('#d-board button.d-del[data-pile="1"]');
    await page.click('#d-board button.d-gap[data-pile="3"][data-x="4"]');
    await page.waitForSelector('#d-move-controls[data-turn="you"][data-moves="2"]');
    await showHintMove(page, 'd-');
    await page.waitForSelector('#d-hint-text');
    await page.click('#d-board button.d-del[data-pile="0"]');
    await page.locator('#d-play-section').screenshot({ path: path.join(outDir, `delete-play-${width}.png`) });
    const canvas = page.locator('#d-map-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    const d = await canvas.evaluate((c) => ({ ...c.dataset }));
    await page.mouse.click(box.x + Number(d.left) + 11.5 * Number(d.cell), box.y + Number(d.top) + Number(d.side) - 19.5 * Number(d.cell));
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => document.getElementById('d-map-why')?.dataset.reason);
    await page.locator('#d-map-section').screenshot({ path: path.join(outDir, `delete-map-${width}.png`) });
    if (errors.length) console.log('single-delete-play', errors);
    await context.close();
  }
  {
    const { page, context, errors } = await openPage(browser, `${server.url}?sec=single-delete`, { width: 1280, height: 900 });
    await page.waitForFunction(() => document.body.dataset.singleDelete === 'done');
    await page.fill('#dpiles-input', '9');
    await page.fill('#dstart-input', '5, x');
    await page.waitForSelector('#dstart-message:not(:empty)');
    await page.locator('#d-controls').screenshot({ path: path.join(outDir, 'single-delete-error-1280.png') });
    await page.fill('#dpiles-input', '3');
    await page.fill('#dmax-input', '177');
    await page.waitForSelector('#d-progress:not([hidden])');
    await page.waitForTimeout(1200);
    await page.locator('#d-controls').screenshot({ path: path.join(outDir, 'single-delete-solving-1280.png') });
    await page.waitForFunction(() => document.body.dataset.singleDelete === 'done', null, { timeout: 120000 });
    await page.screenshot({ path: path.join(outDir, 'single-delete-3-piles-177-1280.png'), fullPage: true });
    if (errors.length) console.log('single-delete-error', errors);
    await context.close();
  }
}

const sections = { 'move-fn': moveFnShots, periodic: periodicShots, blocking: blockingShots, 'cut-the-knot': cutTheKnotShots, 'single-delete': singleDeleteShots };
try {
  for (const [name, shoot] of Object.entries(sections)) {
    if (!only || only === name) await shoot();
  }
  console.log(`screenshots in ${outDir}`);
} finally {
  await browser.close();
  server.stop();
}
