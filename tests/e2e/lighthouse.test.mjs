// The Lighthouse bench's parts that need no browser and no Lighthouse (`./build.sh bench` runs it;
// this file keeps it from rotting in every test run, in well under a second): its page list
// covers every page dist/ ships, its server sends what a course host sends, and its README part
// survives the browser bench's rewrite of the performance block.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './harness.mjs';
import { startGzipServer } from '../../scripts/bench/gzip-server.mjs';
import { BEGIN, END, LH_BEGIN, LH_END, writeReadme, writeLighthouseReadme, lighthouseMarkdown } from '../../scripts/bench/report.mjs';

const dist = path.join(repoRoot, 'dist');
const haveDist = fs.existsSync(path.join(dist, 'index.html')) && fs.existsSync(path.join(repoRoot, 'www', 'pkg', 'nimlab_bg.wasm'));
const skip = haveDist ? false : 'dist/ or www/pkg is missing: run ./build.sh dist (or node scripts/dist.mjs) first';

test('the Lighthouse bench measures every page dist/ ships: each HTML file, each section, each widget', { skip }, async () => {
  const { distPages } = await import('../../scripts/bench/lighthouse.mjs');
  const pages = (await distPages()).map((p) => p.path);
  const html = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.html')) html.push(path.relative(dist, p).split(path.sep).join('/'));
    }
  };
  walk(dist);
  for (const file of html) assert.ok(pages.some((p) => p.split('?')[0] === file), `${file} is not in the list`);
  // the sections and widgets the engine's spec names (read here through the elements' own code path)
  const pkg = await import(new URL('../../www/pkg/nimlab.js', import.meta.url).href);
  pkg.initSync({ module: fs.readFileSync(path.join(repoRoot, 'www', 'pkg', 'nimlab_bg.wasm')) });
  const secs = Array.from(pkg.specFields()).find((f) => f.key === 'sec').choices;
  const widgets = pkg.elementSpec().widgets;
  assert.equal(pages.filter((p) => p.startsWith('index.html?sec=')).length, secs.length);
  for (const w of widgets) assert.ok(pages.includes(`embed.html?${w.kind === 'view' ? 'view' : 'game'}=${w.name}`), w.name);
  assert.equal(new Set(pages).size, pages.length, 'no page twice');
});

test('the bench\u2019s server gzips text and wasm with their types, answers 304 and 404, and sends no CORS header', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nimlab-gz-'));
  fs.mkdirSync(path.join(dir, 'sub'));
  const page = '<!doctype html><title>x</title>'.repeat(200);
  fs.writeFileSync(path.join(dir, 'sub', 'index.html'), page);
  fs.writeFileSync(path.join(dir, 'a.wasm'), Buffer.alloc(5000, 7));
  fs.writeFileSync(path.join(dir, 'b.png'), Buffer.alloc(5000, 1));
  const server = await startGzipServer(dir);
  try {
    const get = (p, headers = {}) => fetch(server.url + p, { headers: { 'accept-encoding': 'gzip', ...headers }, redirect: 'manual' });
    const wasm = await get('a.wasm');
    assert.equal(wasm.headers.get('content-type'), 'application/wasm');
    assert.equal(wasm.headers.get('content-encoding'), 'gzip');
    assert.ok(Number(wasm.headers.get('content-length')) < 5000, 'sent compressed');
    assert.deepEqual(Buffer.from(await wasm.arrayBuffer()), Buffer.alloc(5000, 7), 'the same bytes once decoded');
    assert.equal(wasm.headers.get('access-control-allow-origin'), null);
    const html = await get('sub/?x=1');
    assert.match(html.headers.get('content-type'), /^text\/html/);
    assert.equal(html.headers.get('content-encoding'), 'gzip');
    assert.equal(await html.text(), page);
    assert.match(html.headers.get('cache-control'), /max-age=\d+/);
    assert.equal((await get('sub/index.html', { 'if-none-match': html.headers.get('etag') })).status, 304);
    assert.equal((await get('sub')).status, 301);
    const png = await get('b.png');
    assert.equal(png.headers.get('content-encoding'), null, 'images are not compressed again');
    assert.equal((await get('missing.js')).status, 404);
    assert.equal((await get('..%2f..%2fetc/passwd')).status, 403);
    const plain = await fetch(server.url + 'a.wasm', { headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers.get('content-encoding'), null, 'no gzip for a client that does not accept it');
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the Lighthouse part of the performance block survives the browser bench\u2019s rewrite, and is replaced by its own', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nimlab-readme-'));
  const file = path.join(dir, 'README.md');
  try {
    fs.writeFileSync(file, `# x\n\n${BEGIN}\nold figures\n${END}\n\nafter\n`);
    const report = {
      date: '2026-01-01', lighthouse: '12.8.2', chromium: '1.2.3', served: 'served gzipped', zip: 123456,
      targets: { lcp: 2500, cls: 0.1, tbt: 200, performance: 90, accessibility: 100, bestPractices: 100 },
      pages: [{ path: 'embed.html?game=move-fn', kind: 'embed', performance: 59, accessibility: 100, bestPractices: 96,
        fcp: 3900, lcp: 4200, tbt: 654, cls: 0.069, si: 3900, bytes: 629000, pass: false,
        missed: ['LCP', 'TBT', 'performance', 'best practices'], failing: { performance: ['unused-javascript'], accessibility: [], bestPractices: ['font-size'] } }],
    };
    writeLighthouseReadme(file, lighthouseMarkdown(report));
    writeReadme(file, 'new figures');
    let text = fs.readFileSync(file, 'utf8');
    assert.ok(text.includes('new figures') && !text.includes('old figures'));
    assert.equal(text.split(LH_BEGIN).length, 2, 'the Lighthouse part once');
    assert.ok(text.indexOf(LH_BEGIN) > text.indexOf('new figures') && text.indexOf(LH_END) < text.indexOf(END), 'at the block\u2019s end');
    assert.match(text, /\| `embed\.html\?game=move-fn` \| 59 \| 3\.9 s \| 4\.2 s \| 654 ms \| 0\.069 \|.*\*\*no\*\* \(LCP, TBT, performance, best practices\) \| `unused-javascript`, `font-size` \|/);
    assert.match(text, /`nimlab-dist\.zip`.* is 123,456 bytes/);
    writeLighthouseReadme(file, lighthouseMarkdown({ ...report, date: '2026-02-02' }));
    text = fs.readFileSync(file, 'utf8');
    assert.equal(text.split(LH_BEGIN).length, 2, 'replaced, not added');
    assert.ok(text.includes('2026-02-02') && !text.includes('2026-01-01') && text.includes('new figures') && text.endsWith('\nafter\n'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
