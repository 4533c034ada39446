// What a visitor's browser does, measured in headless Chromium: the bytes a course page with one
// game transfers, how soon the playground shows its first table, and the main thread's long
// tasks (PerformanceObserver 'longtask') while each page loads and while a user plays and types.

import zlib from 'node:zlib';

export const PAYLOAD_TARGET_KB = 120;
/** dist/embed.html of one move-function game, the page itself counted (issue 27). */
export const EMBED_PAGE = 'embed.html?game=move-fn&f=2x&pile=20&max=19';
export const EMBED_TARGET_KB = 150;
/** A lesson of dist/ (the full package: its views need it). */
export const LESSON_PAGE = 'lessons/fibonacci-nim.html';
export const FIRST_TABLE_TARGET_MS = 1000;
export const LONG_TASK_LIMIT_MS = 100;
/** Loads of each page for its long tasks (the longest over all is reported). */
export const LONG_TASK_LOADS = 3;

/** Runs in every document before its scripts: records long tasks, the first table and ready
 *  events with their times since navigation. */
function probe() {
  window.__bench = { long: [], firstTable: null, ready: null };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__bench.long.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch { /* no long task API: nothing recorded */ }
  document.addEventListener('nimlab-ready', () => { window.__bench.ready ??= performance.now(); }, true);
  const seen = () => {
    if (window.__bench.firstTable === null && document.querySelector('#g-table-body td .cell-g')) {
      window.__bench.firstTable = performance.now();
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
}

async function newPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(probe);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, context, errors };
}

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

function kind(url, type) {
  if (/\.wasm$/.test(url)) return 'wasm';
  if (/\.css$/.test(url) || type === 'stylesheet') return 'css';
  if (/\.m?js$/.test(url) || type === 'script') return 'js';
  if (/\.html$|\/$/.test(url) || type === 'document') return 'html';
  return 'other';
}

/** Every byte the page at `path` fetches until its game is ready and the network is quiet:
 *  {total, byKind: {js, wasm, css, html, other} (gzip -9 bytes), files: [{url, kind, raw, gz}]}.
 *  `ownPage`: the page itself is Nim Lab's (embed.html, a lesson) and counts; else (a course
 *  page) it is the course author's and is left out. `warm`: pages visited first in the same
 *  browser context, so that only what `path` fetches beyond the browser's cache counts (a
 *  second page on the same site; a file revalidated with a 304 counts nothing). */
export async function payload(browser, server, path, { ownPage = false, warm = [] } = {}) {
  const { page, context, errors } = await newPage(browser);
  const settle = async (url) => {
    await page.goto(server.url + url);
    await page.waitForFunction(() => window.__bench.ready !== null, null, { timeout: 30000 });
    await page.waitForLoadState('networkidle');
  };
  for (const url of warm) await settle(url);
  // what the browser served from its cache (Chromium's DevTools protocol says so per request)
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const fromCache = new Set();
  const cachedUrls = new Set();
  cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId));
  // (a fetch() answered from the disk cache, as a light page's .wasm is, has no requestServedFromCache
  // event: its response says fromDiskCache)
  cdp.on('Network.responseReceived', (e) => { if (fromCache.has(e.requestId) || e.response.fromDiskCache) cachedUrls.add(e.response.url); });
  const responses = [];
  page.on('response', (r) => responses.push(r));
  await settle(path);
  const files = [];
  for (const r of responses) {
    // (a 304, a file from the cache, a worker's blob: URL: nothing crossed the network)
    if (r.status() >= 300 || cachedUrls.has(r.url()) || !r.url().startsWith(server.url)) continue;
    const body = await r.body().catch(() => null);
    if (!body) continue;
    const url = r.url().replace(server.url, '');
    files.push({ url, kind: kind(url, r.request().resourceType()), raw: body.length, gz: gz(body) });
  }
  const byKind = {};
  for (const f of files) byKind[f.kind] = (byKind[f.kind] || 0) + f.gz;
  const total = files.filter((f) => ownPage || f.url !== path).reduce((s, f) => s + f.gz, 0);
  await context.close();
  if (errors.length) throw new Error(`${path}: ${errors.join('; ')}`);
  return { path, total, byKind, files };
}

/** Milliseconds from navigation to the playground's first table with values (median of runs). */
export async function firstTable(browser, server, runs) {
  const times = [];
  for (let r = 0; r < runs; r++) {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    await page.waitForFunction(() => window.__bench.firstTable !== null, null, { timeout: 30000 });
    times.push(await page.evaluate(() => window.__bench.firstTable));
    await context.close();
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0], max: times[times.length - 1] };
}

/** Waits until the page has been quiet (no new long task, network idle) for `ms`. */
async function settle(page, ms = 800) {
  await page.waitForLoadState('networkidle').catch(() => {});
  let count = -1;
  for (let i = 0; i < 40; i++) {
    const now = await page.evaluate(() => window.__bench.long.length);
    const busy = await page.evaluate(() => document.body.dataset.analysis === 'running');
    if (now === count && !busy) return;
    count = now;
    await page.waitForTimeout(ms);
  }
}

/** A user's typing: into the first visible text field, one character and back, as typed. */
async function typeSomething(page) {
  const field = page.locator('input[type="text"]:visible, input:not([type]):visible').first();
  if (!(await field.count())) return false;
  await field.click();
  await page.keyboard.press('End');
  for (const key of [' ', '+', ' ', '1', 'Backspace', 'Backspace', 'Backspace', 'Backspace']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(60);
  }
  return true;
}

/** A user's play: asks for a hint, then takes the first move offered (the pages and embeds with a
 *  player; the lessons' and views' own controls are not driven). */
async function playSomething(page) {
  const frame = page.locator('[id$="hint-button"]:visible').first();
  if (!(await frame.count())) return false;
  await frame.click();
  await page.waitForTimeout(300);
  const take = page.locator('[id$="move-controls"] button[data-take]:not([disabled]):visible').first();
  if (await take.count()) await take.click();
  await page.waitForTimeout(300);
  return true;
}

/** The longest main-thread tasks of one page: while it loads (until quiet), then while a user
 *  types and plays. */
export async function longTasks(browser, server, path) {
  const { page, context, errors } = await newPage(browser);
  await page.goto(server.url + path);
  await page.waitForFunction(() => document.body.dataset.ready === 'true' || window.__bench.ready !== null
    || document.readyState === 'complete', null, { timeout: 30000 });
  await settle(page);
  const loading = await page.evaluate(() => window.__bench.long.slice());
  const typed = await typeSomething(page);
  await settle(page);
  const played = await playSomething(page);
  await settle(page);
  const all = await page.evaluate(() => window.__bench.long.slice());
  await context.close();
  const using = all.slice(loading.length);
  const longest = (list) => list.reduce((m, e) => Math.max(m, e.duration), 0);
  return {
    path,
    load: longest(loading),
    use: longest(using),
    interactions: [typed && 'typed', played && 'played'].filter(Boolean).join(', ') || 'none',
    over: all.filter((e) => e.duration > LONG_TASK_LIMIT_MS).length,
    errors,
  };
}
