// dist's pages (dist/index.html, embed.html, written by scripts/dist.mjs) opened from file://, as
// after a double-click: table, worker (from a Blob URL), game; what they load from nimlab-pages/.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, launchBrowser, startServer, openPage, waitForAnalysis, tableValue, showHintMove } from './harness.mjs';
import { startGzipServer } from '../../scripts/bench/gzip-server.mjs';

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
  // from file:// (where fetch() fails) the package comes from its string script, never the .wasm
  assert.ok(requests.some((u) => /\/nimlab-pages\/nimlab_bg-[0-9a-f]{10}\.js$/.test(u)), `the string script: ${requests.join(', ')}`);
  assert.ok(!requests.some((u) => u.endsWith('.wasm')), `no .wasm: ${requests.join(', ')}`);
  assert.equal(await page.evaluate(async () => (await globalThis.NIMLAB_WASM_BYTES('nimlab')) instanceof Uint8Array), true, 'bytes, decoded from the string');
  const preloads = await page.evaluate(() => [...document.querySelectorAll('link[rel="preload"]')].map((l) => l.href.replace(/^.*\//, '')));
  assert.ok(preloads.length === 1 && /^nimlab_bg-[0-9a-f]{10}\.js$/.test(preloads[0]), `the loader preloads the string script (data-wasm): ${preloads}`);
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
  // each worker's URL and name (core/warm-fonts.js's, 'nimlab-fonts', is not the engine's)
  page.on('worker', (w) => workers.push(w.evaluate(() => self.name).catch(() => '(gone)').then((name) => [w.url(), name])));
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
  const engines = (await Promise.all(workers)).filter(([, name]) => name !== 'nimlab-fonts');
  assert.ok(engines.length >= 2 && engines.every(([url]) => url.startsWith('blob:')), `workers: ${engines.join(', ')}`);
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

test('dist/nimlab-pages/: each wasm package as a script holds its exact bytes, one char a byte, UTF-8 with a BOM, gzipped within 4 % of the .wasm; every page loads the same shared files', { skip }, async () => {
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
    vm.runInNewContext(raw.toString('utf8'), { __nl: { w: (name, size, alphabet, text) => { got = { name, size, alphabet, text }; } } });
    const wasm = fs.readFileSync(path.join(repoRoot, 'www', 'pkg', `${got.name}_bg.wasm`));
    assert.equal(got.size, wasm.length, `${file}: the size it declares`);
    assert.equal(got.text.length, wasm.length, `${file}: one char a byte`);
    assert.equal(new Set(got.alphabet).size, 256, `${file}: an alphabet of 256 different chars`);
    const byteOf = new Map([...got.alphabet].map((c, b) => [c, b]));
    assert.ok(Buffer.from([...got.text].map((c) => byteOf.get(c))).equals(wasm), `${file}: the bytes of www/pkg/${got.name}_bg.wasm`);
    // what the alphabet is for: as small as the .wasm where a page takes this route (an LMS package)
    const gz = (b) => zlib.gzipSync(b, { level: 9 }).length;
    assert.ok(gz(raw) <= 1.04 * gz(wasm), `${file}: ${gz(raw)} B gzipped, the .wasm ${gz(wasm)} B`);
  }
  // the shared files: each page names its files in nimlab-pages/, and two pages name the same ones
  const named = (page) => [...fs.readFileSync(path.join(repoRoot, 'dist', page), 'utf8').matchAll(/src="(?:\.\.\/)?nimlab-pages\/([^"]+)"/g)].map((m) => m[1]);
  const embed = named('embed.html');
  const lesson = named(path.join('lessons', 'fibonacci-nim.html'));
  for (const f of [...embed, ...lesson]) assert.ok(fs.existsSync(path.join(pages, f)), `nimlab-pages/${f} exists`);
  assert.equal(embed[0], lesson[0], 'one loader');
  assert.ok(embed.filter((f) => lesson.includes(f)).length >= 3, `embed.html and the lesson share their core chunks: ${embed.join(', ')} / ${lesson.join(', ')}`);
  // each page's loader tag lists the files its import()s may need, all there (the loader itself
  // lists none: the whole site's list was 7 KB gzipped on every page)
  assert.ok(!/(?:shared|pages)-[0-9a-f]{10}\.js/.test(fs.readFileSync(path.join(pages, embed[0]), 'utf8')), 'the loader lists no chunk file');
  for (const page of ['embed.html', path.join('lessons', 'fibonacci-nim.html')]) {
    const listed = /<script src="[^"]*loader-[^"]*"[^>]* data-files="([^"]*)"/.exec(fs.readFileSync(path.join(repoRoot, 'dist', page), 'utf8'))?.[1].split(' ') ?? [];
    assert.ok(listed.length > 10, `${page}: its loader's tag lists the files it may load`);
    for (const f of listed) assert.ok(fs.existsSync(path.join(pages, f)), `${page}: nimlab-pages/${f} exists`);
  }
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
  assert.ok(!requests.some((u) => u.endsWith('.wasm')), `no .wasm from file://: ${requests.join(', ')}`);
  assert.ok(!requests.some((u) => /^(worker-|css-(?!tokens-|base-|widgets-|elements-))/.test(u)), `no worker, no views' CSS: ${requests.join(', ')}`);
  // a periodic game (t = 2): the engine's elementSettings sends it to the move-function family's
  // whole package (src/spec/packages.rs), which holds the periodic games; never to the full one
  requests.length = 0;
  await page.goto(`${embed}?game=move-fn&t=2&pile=20`);
  await page.waitForFunction(() => document.querySelector('nim-lab-game')?.state?.ready === true, null, { timeout: 30000 });
  assert.ok(wasm().includes('nimlab_move_fn_all_bg') && !wasm().includes('nimlab_bg'), `requested: ${requests.join(', ')}`);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The packages a page requests, by file name: the .wasm files and the string scripts
 *  (nimlab-pages/<name>_bg-<hash>.js, as <name>_bg.js); seen.frames[i] is the frame of seen[i]. */
function packageRequests(page) {
  const seen = [];
  Object.defineProperty(seen, 'frames', { value: [] }); // (not enumerable: deepEqual compares the names)
  page.on('request', (req) => {
    const file = req.url().replace(/[?#].*$/, '').replace(/^.*\//, '');
    const name = file.endsWith('.wasm') ? file : /_bg-[0-9a-f]{10}\.js$/.test(file) ? file.replace(/-[0-9a-f]{10}\.js$/, '.js') : null;
    if (name) {
      seen.push(name);
      seen.frames.push(req.frame());
    }
  });
  return seen;
}

/** The package the loader gave (NIMLAB_WASM_BYTES): 'module' (fetched and compiled) or 'bytes'. */
const packageKind = (where, name) => where.evaluate(async (n) => {
  const got = await globalThis.NIMLAB_WASM_BYTES(n);
  return got instanceof WebAssembly.Module ? 'module' : got instanceof Uint8Array ? 'bytes' : String(got);
}, name);

const lessonBuilt = () => {
  const widgets = [...document.querySelectorAll('nim-lab-game, nim-lab-table, nim-lab-base, nim-lab-plot')];
  return widgets.length > 0 && widgets.every((e) => e.built);
};

test('served (a plain server, an origin): the playground and a lesson fetch the package\'s .wasm and compile it, load no string script, and the worker gets the compiled module; a sandboxed frame on the same site loads the string script', { skip }, async () => {
  const server = await startServer(path.join(repoRoot, 'dist'));
  try {
    const { page, context, errors } = await openPage(browser, null);
    const seen = packageRequests(page);
    const workers = [];
    page.on('worker', (w) => {
      workers.push(w);
      w.on('close', () => { w.closed = true; });
    });
    await page.goto(`${server.url}index.html?f=x&upto=200000`);
    await waitForAnalysis(page, 60000);
    assert.equal(await tableValue(page, 196608), 65536);
    assert.deepEqual(seen, ['nimlab_bg.wasm'], 'the .wasm alone, once');
    assert.equal(await page.evaluate(() => document.querySelectorAll('link[rel="preload"]').length), 0, 'no preload of the string script');
    assert.equal(await packageKind(page, 'nimlab'), 'module');
    assert.ok(workers.length >= 1 && workers.every((w) => w.url().startsWith('blob:')), `a worker from a Blob URL: ${workers.map((w) => w.url()).join(', ')}`);
    // (the engine's worker: the fonts' one, core/warm-fonts.js, has done and gone)
    const engineWorker = workers.find((w) => !w.closed);
    assert.ok(engineWorker, 'the engine\'s worker is running');
    const inWorker = await engineWorker?.evaluate(async () => (await globalThis.NIMLAB_WASM_BYTES()) instanceof WebAssembly.Module);
    assert.equal(inWorker, true, 'the worker was posted the compiled module');

    seen.length = 0;
    await page.goto(`${server.url}lessons/cut-the-knot.html`);
    await page.waitForFunction(lessonBuilt, null, { timeout: 30000 });
    const lessonPackage = await page.evaluate(() => document.querySelector('script[data-wasm]')?.dataset.wasm);
    assert.equal(lessonPackage, 'nimlab_cut_the_knot', "the lesson's loader names its family's package");
    assert.deepEqual(seen, [`${lessonPackage}_bg.wasm`], 'the lesson: the .wasm of its package');
    assert.deepEqual(errors, []);
    await context.close();

    // the course page: the elements and the plain iframe fetch .wasm files; the sandboxed iframe
    // (origin 'null', to which the server sends no CORS headers) loads its package's string script
    const course = await openPage(browser, null);
    const all = packageRequests(course.page);
    await course.page.goto(`${server.url}examples/course-page.html`);
    await course.page.locator('#frame-sandboxed').scrollIntoViewIfNeeded();
    const frame = await (await course.page.waitForSelector('#frame-sandboxed')).contentFrame();
    await frame.waitForFunction(() => document.querySelector('nim-lab-game')?.state?.ready === true, null, { timeout: 30000 });
    assert.equal(await frame.evaluate(() => origin), 'null');
    const sandboxed = all.filter((_, i) => all.frames[i] === frame);
    assert.ok(sandboxed.length > 0 && sandboxed.every((f) => f.endsWith('_bg.js')), `the sandboxed frame: string scripts only (${sandboxed.join(', ')})`);
    assert.equal(await packageKind(frame, sandboxed[0].replace(/_bg\.js$/, '')), 'bytes');
    const others = all.filter((_, i) => all.frames[i] !== frame);
    assert.ok(others.length >= 2 && others.every((f) => f.endsWith('.wasm')), `the elements and the plain iframe: .wasm files only (${others.join(', ')})`);
    assert.deepEqual(course.errors, []);
    await course.context.close();
  } finally {
    server.stop();
  }
});

test('served: embed.html starts its widget\'s package with the page (the loader, before its modules run and ask for it), fetched once, the worker given the same; an unknown game starts the default package; a periodic move-function game still moves on to its family\'s whole one', { skip }, async () => {
  await import('../../www/js/families/index.js');
  const { packageNames } = await import('../../www/js/core/registry.js');
  const server = await startServer(path.join(repoRoot, 'dist'));
  const drawn = () => document.querySelector('nim-lab-game')?.state?.ready === true;
  const wasmStarts = () => {
    const nav = performance.getEntriesByType('navigation')[0];
    const wasm = performance.getEntriesByType('resource').filter((e) => /\.wasm$/.test(e.name));
    return { starts: wasm.map((e) => Math.round(e.startTime)), domContentLoaded: Math.round(nav.domContentLoadedEventStart) };
  };
  try {
    const { page, context, errors } = await openPage(browser, null);
    const seen = packageRequests(page);
    await page.goto(`${server.url}embed.html?game=blocking`);
    await page.waitForFunction(drawn, null, { timeout: 30000 });
    const timing = await page.evaluate(wasmStarts);
    // (embed.js runs at DOMContentLoaded: a request it made would start after it)
    assert.ok(timing.starts.length === 1 && timing.starts[0] < timing.domContentLoaded, `the .wasm requested before DOMContentLoaded: ${JSON.stringify(timing)}`);
    const workerStarted = page.waitForEvent('worker');
    await page.evaluate(() => globalThis.NIMLAB_MAKE_WORKER().postMessage({ type: 'package', name: 'nimlab_blocking' }));
    const worker = await workerStarted;
    assert.equal(await worker.evaluate(async () => (await globalThis.NIMLAB_WASM_BYTES()) instanceof WebAssembly.Module), true, 'the worker was posted the compiled module');
    assert.equal(await packageKind(page, 'nimlab_blocking'), 'module');
    assert.deepEqual(seen, ['nimlab_blocking_bg.wasm'], 'its package\'s .wasm, once');

    seen.length = 0;
    await page.goto(`${server.url}embed.html?game=no-such-game`);
    await page.waitForFunction(() => document.querySelector('#embed nim-lab-game') && performance.getEntriesByType('resource').some((e) => /\.wasm$/.test(e.name)), null, { timeout: 30000 });
    assert.deepEqual(seen, [`${packageNames()[0]}_bg.wasm`], 'an unknown game: the default package (its vocabulary says what is wrong)');

    seen.length = 0;
    await page.goto(`${server.url}embed.html?game=move-fn&t=2&pile=20`);
    await page.waitForFunction(drawn, null, { timeout: 30000 });
    assert.deepEqual(seen, ['nimlab_move_fn_bg.wasm', 'nimlab_move_fn_all_bg.wasm'], 'the game\'s package at once, then the one its settings need, each once');
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    server.stop();
  }
});

test('served: a server without the .wasm (404) falls back to the string script; one that sends the .wasm with another type compiles its bytes', { skip }, async () => {
  const server = await startServer(path.join(repoRoot, 'dist'));
  try {
    const lesson = `${server.url}lessons/fibonacci-nim.html`;
    // (the lesson's package, as dist names it on its loader's tag: its family's lessonPackage)
    const pkg = /data-wasm="(\w+)"/.exec(fs.readFileSync(path.join(repoRoot, 'dist', 'lessons', 'fibonacci-nim.html'), 'utf8'))[1];
    const missing = await openPage(browser, null);
    await missing.page.route('**/*.wasm', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not here' }));
    const seen = packageRequests(missing.page);
    await missing.page.goto(lesson);
    await missing.page.waitForFunction(lessonBuilt, null, { timeout: 30000 });
    assert.deepEqual(seen, [`${pkg}_bg.wasm`, `${pkg}_bg.js`], 'the .wasm, then the string script');
    assert.equal(await packageKind(missing.page, pkg), 'bytes');
    // the browser's own line for the 404 is the only error
    assert.deepEqual(missing.errors.filter((e) => !/Failed to load resource.*404/.test(e)), []);
    await missing.context.close();

    const octet = await openPage(browser, null);
    const wasmFile = path.join(repoRoot, 'dist', `${pkg}_bg.wasm`);
    await octet.page.route('**/*.wasm', (route) => route.fulfill({ status: 200, contentType: 'application/octet-stream', body: fs.readFileSync(wasmFile) }));
    const got = packageRequests(octet.page);
    await octet.page.goto(lesson);
    await octet.page.waitForFunction(lessonBuilt, null, { timeout: 30000 });
    assert.deepEqual(got, [`${pkg}_bg.wasm`], 'no string script');
    assert.equal(await packageKind(octet.page, pkg), 'module');
    assert.deepEqual(octet.errors, []);
    await octet.context.close();
  } finally {
    server.stop();
  }
});

test('the HTTP cache (served as a course host serves, Cache-Control max-age): an iframe of embed.html takes the loader the Lessons page loaded, a second plain one every shared file; a sandboxed iframe (opaque origin) never does, not even after another sandboxed one', { skip }, async () => {
  const server = await startGzipServer(path.join(repoRoot, 'dist'));
  // the host: the Lessons page, which loads the loader itself (a page of the same site)
  const { page, context, errors } = await openPage(browser, `${server.url}lessons/index.html`);
  await page.waitForLoadState('networkidle');
  try {
    /** Adds an iframe of embed.html to the page; what the server sent for it, as 'status file'. */
    const frameLoads = async (id, sandbox, query) => {
      const from = server.log.length;
      await page.evaluate(([fid, sb, q]) => {
        const f = document.createElement('iframe');
        f.id = fid;
        f.title = fid;
        if (sb) f.setAttribute('sandbox', sb);
        f.src = `../embed.html?${q}`;
        document.body.prepend(f);
      }, [id, sandbox, query]);
      const frame = await (await page.waitForSelector(`#${id}`)).contentFrame();
      await frame.waitForFunction(() => document.querySelector('nim-lab-game')?.state?.ready === true, null, { timeout: 30000 });
      return server.log.slice(from).map((l) => `${l.status} ${l.path.replace(/[?#].*$/, '').replace(/^.*\//, '')}`);
    };
    const loader = (got) => got.filter((l) => /^200 loader-[0-9a-f]{10}\.js$/.test(l));
    const game = 'game=subtraction&set=3..5&pile=';
    const host = server.log.map((l) => `${l.status} ${l.path.replace(/[?#].*$/, '').replace(/^.*\//, '')}`);
    assert.equal(loader(host).length, 1, `the Lessons page downloads the loader: ${host.join(', ')}`);
    const plain1 = await frameLoads('plain1', null, `${game}20`);
    assert.equal(loader(plain1).length, 0, `the first iframe takes the loader from the cache: ${plain1.join(', ')}`);
    assert.ok(plain1.some((l) => /^200 nimlab_\w+_bg\.wasm$/.test(l)), `and its package's .wasm: ${plain1.join(', ')}`);
    const plain2 = await frameLoads('plain2', null, `${game}21`);
    assert.deepEqual(plain2, ['200 embed.html'], 'a second plain iframe: its HTML (another query), the rest from the cache');
    for (const id of ['sandboxed1', 'sandboxed2']) {
      const got = await frameLoads(id, 'allow-scripts', `${game}22`);
      assert.equal(loader(got).length, 1, `${id}: downloaded the loader again: ${got.join(', ')}`);
      assert.ok(got.some((l) => /^200 nimlab_\w+_bg-[0-9a-f]{10}\.js$/.test(l)), `${id}: downloaded its package's string script: ${got.join(', ')}`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await server.stop();
  }
});
