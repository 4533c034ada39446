#!/usr/bin/env node
// In-browser measurements of the wasm package (www/pkg) and the pages in headless Chromium:
//   node scripts/bench-browser.mjs [--json] [--only TEXT | --typed | --payload] [--write-readme]
// --only TEXT: only the timing cases whose name holds TEXT (and no page measurements);
// --typed: only the typed-f table (the wasm gSequence against the plain-JS peers);
// --payload: only what dist/examples/one-game.html transfers, file by file (for size work), and
//   dist/embed.html of one game (target 150 KB) and a lesson, first load and second page (cache);
// --write-readme: write the report into README.md's performance block (scripts/bench/report.mjs),
// with criterion's medians from target/criterion (those newer than NIMLAB_BENCH_SINCE, seconds
// since the epoch, when set). Each timing is the median of 5 runs. Needs ./build.sh dist first,
// playwright-core and Chromium (CHROMIUM, default /usr/bin/chromium).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { startServer, launchBrowser, openPage, repoRoot } from '../tests/e2e/harness.mjs';
import { measureTyped, copyFloorInPage, TYPED_N, TYPED_RUNS } from './bench/typed-f.mjs';
import { payload, firstTable, longTasks, LONG_TASK_LOADS, PAYLOAD_TARGET_KB, EMBED_PAGE, EMBED_TARGET_KB, LESSON_PAGE } from './bench/pages.mjs';
import { markdown, writeReadme, criterionResults } from './bench/report.mjs';

const runs = 5;
const bigCalls = 2000;
const queryCalls = 100000;
const formulaCalls = 10000;
const perCall = (kind) => ['bestMoveBig', 'solverG', 'solverMove', 'blockingFormula'].includes(kind);
// blocking Nim: the paper's example (c, m, M), as the page's default
const paper = { c: '0, 1, 2', m: '1, 3, 5', M: '3, 6, 10' };

const cases = [
  { name: 'gSequence("if x % 2 == 0 then x/2 else 3x", 10^7)', kind: 'gSequence', f: 'if x % 2 == 0 then x/2 else 3x', n: 1e7 },
  { name: 'new Analysis("2x", 10^6) to completion', kind: 'analysis', f: '2x', n: 1e6 },
  { name: 'new Analysis("if x % 2 == 0 then x/2 else 3x", 10^6) to completion', kind: 'analysis', f: 'if x % 2 == 0 then x/2 else 3x', n: 1e6 },
  { name: 'new PeriodicAnalysis("if n % 2 == 0 then 2x else x + n", t = 8, 10^6) to completion', kind: 'periodicAnalysis', f: 'if n % 2 == 0 then 2x else x + n', t: 8, n: 1e6 },
  { name: 'bases("if n % 2 == 0 then 2x else x + n", t = 8, 10^6)', kind: 'bases', f: 'if n % 2 == 0 then 2x else x + n', t: 8, n: 1e6 },
  { name: 'gTables("if n % 2 == 0 then 2x else x + n", t = 8, 10^6)', kind: 'gTables', f: 'if n % 2 == 0 then 2x else x + n', t: 8, n: 1e6 },
  { name: `bestMoveBig("2x", 10^18 + i, 10^18), per call (${bigCalls} calls)`, kind: 'bestMoveBig', f: '2x', n: bigCalls },
  { name: `bestMoveBig("3x", 10^18 + i, 10^18), per call (${bigCalls} calls)`, kind: 'bestMoveBig', f: '3x', n: bigCalls },
  { name: `prepared Solver("2x").g(10^18 + i), per call (${queryCalls} calls)`, kind: 'solverG', f: '2x', n: queryCalls },
  { name: `prepared Solver("2x").bestMove(10^18 + i, 10^18), with its reason, per call (${queryCalls} calls)`, kind: 'solverMove', f: '2x', n: queryCalls },
  { name: 'blockingAnalysis(paper\'s example, upto = 10^5, moves = 4) (target ≤ 200 ms)', kind: 'blockingAnalysis', ...paper, n: 1e5, moves: 4 },
  { name: 'blockingAnalysis(paper\'s example, upto = 10^6, moves = 12)', kind: 'blockingAnalysis', ...paper, n: 1e6, moves: 12 },
  { name: `blockingFormula(paper's example, 10^15 + i, move 1 + i % 7), per call (${formulaCalls} calls)`, kind: 'blockingFormula', ...paper, n: formulaCalls },
  // Cut-the-Knot: the Grundy table over (N, x), N ≤ upto (upto²/2 values), and its growth
  ...[1000, 2000, 5000, 8000].map((n) => ({
    name: `new GrundyTable("2x", N = ${n})${n === 5000 ? ' (target ≤ 500 ms)' : ''}`, kind: 'grundyTable', f: '2x', n,
  })),
  { name: 'new GrundyTable("if x == 2 then 1 else 2x", N = 5000)', kind: 'grundyTable', f: 'if x == 2 then 1 else 2x', n: 5000 },
  { name: 'subtractionAnalysis("1, 3, 4", upto = 10^5)', kind: 'subtraction', set: '1, 3, 4', n: 1e5 },
  { name: 'takeawayAnalysis("2x", upto = 10^4) (brute force to 8000)', kind: 'takeaway', f: '2x', n: 1e4 },
  // single-delete Nim: every position of k piles up to S solved (positions = C(S + k − 1, k))
  { name: 'new DeleteSolver(4, 64): 766 480 positions (target ≤ 2 s)', kind: 'deleteSolver', k: 4, n: 64, positions: 766480 },
  { name: 'new DeleteSolver(3, 177): 939 929 positions', kind: 'deleteSolver', k: 3, n: 177, positions: 939929 },
  { name: 'new DeleteSolver(2, 999): 499 500 positions (the slowest the work bound allows)', kind: 'deleteSolver', k: 2, n: 999, positions: 499500 },
  { name: 'new DeleteSolver(8, 12): 75 582 positions', kind: 'deleteSolver', k: 8, n: 12, positions: 75582 },
  { name: 'new DeleteSolver(8, 17): 735 471 positions', kind: 'deleteSolver', k: 8, n: 17, positions: 735471 },
  { name: 'DeleteSolver(4, 64).checks() (the six statements on every position)', kind: 'deleteChecks', k: 4, n: 64 },
  { name: 'DeleteSolver(4, 64).groups(4) (78 275 P-positions by valuation pattern)', kind: 'deleteGroups', k: 4, n: 64 },
];

async function measure(page, c) {
  return page.evaluate(async ({ c, runs, per }) => {
    const m = await import('./pkg/nimlab.js');
    await m.default();
    // the query benchmarks time one call on a solver built beforehand
    const solver = ['deleteChecks', 'deleteGroups'].includes(c.kind) ? new m.DeleteSolver(c.k, c.n) : null;
    const times = [];
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      if (c.kind === 'gSequence') {
        const g = m.gSequence(c.f, c.n);
        if (g.length !== c.n) throw new Error('wrong length');
      } else if (c.kind === 'analysis') {
        const a = new m.Analysis(c.f, c.n);
        while (a.advance(200000) < 1) { /* chunks, as the worker does */ }
        a.result();
        a.free();
      } else if (c.kind === 'periodicAnalysis') {
        const a = new m.PeriodicAnalysis(c.f, c.t, c.n);
        while (a.advance(200000) < 1) { /* chunks, as the worker does */ }
        a.result();
        a.free();
      } else if (c.kind === 'bases') {
        const b = m.bases(c.f, c.t, c.n);
        if (b.bases.length !== c.t) throw new Error('wrong number of bases');
      } else if (c.kind === 'gTables') {
        const g = m.gTables(c.f, c.t, c.n);
        if (g.length !== c.t || g[0].length !== c.n) throw new Error('wrong tables');
      } else if (c.kind === 'blockingAnalysis') {
        const a = m.blockingAnalysis(c.c, c.m, c.M, c.n, c.moves);
        if (a.levels.length !== c.moves || a.levels[0].safe.length !== c.n + 1) throw new Error('wrong levels');
      } else if (c.kind === 'grundyTable') {
        const t = new m.GrundyTable(c.f, c.n);
        if (t.upto() !== c.n) throw new Error('wrong table size');
        t.free();
      } else if (c.kind === 'subtraction') {
        const a = m.subtractionAnalysis(c.set, c.n);
        if (a.grundy.length !== c.n + 1) throw new Error('wrong table');
      } else if (c.kind === 'takeaway') {
        const a = m.takeawayAnalysis(c.f, c.n);
        if (!a.H.length) throw new Error('no H');
      } else if (c.kind === 'deleteSolver') {
        const s = new m.DeleteSolver(c.k, c.n);
        if (s.positions() !== c.positions) throw new Error(`${s.positions()} positions`);
        s.free();
      } else if (c.kind === 'deleteChecks') {
        if (solver.checks().length < 5) throw new Error('checks missing');
      } else if (c.kind === 'deleteGroups') {
        if (!solver.groups(4).length) throw new Error('no groups');
      } else if (c.kind === 'blockingFormula') {
        const base = 10n ** 15n;
        for (let i = 0; i < c.n; i++) m.blockingFormula(c.c, c.m, c.M, String(base + BigInt(i)), 1 + (i % 7));
      } else if (c.kind === 'bestMoveBig') {
        const base = 10n ** 18n;
        for (let i = 0; i < c.n; i++) m.bestMoveBig(c.f, String(base + BigInt(i)), String(base));
      } else {
        // The decimal strings are made inside the timed loop, as a page would make them.
        const s = new m.Solver(c.f);
        const base = 10n ** 18n;
        if (c.kind === 'solverG') {
          for (let i = 0; i < c.n; i++) s.g(String(base + BigInt(i * 7919)));
        } else {
          const max = String(base);
          for (let i = 0; i < c.n; i++) s.bestMove(String(base + BigInt(i * 7919)), max);
        }
        s.free();
      }
      const ms = performance.now() - t0;
      times.push(per ? (ms * 1000) / c.n : ms);
    }
    solver?.free();
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)], min: times[0], max: times[times.length - 1] };
  }, { c, runs, per: perCall(c.kind) });
}

const onlyAt = process.argv.indexOf('--only');
const typedOnly = process.argv.includes('--typed');
// (--typed: a name no case holds, so that only the typed-f table runs)
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : typedOnly ? '\u0000' : null;
const json = process.argv.includes('--json');
const say = (text) => { if (!json) console.log(text); };

/** The wasm packages as built: every .wasm and .js under www/pkg*, gzip -9. */
function packages() {
  const out = [];
  const www = path.join(repoRoot, 'www');
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(wasm|js)$/.test(e.name)) {
        const body = fs.readFileSync(p);
        out.push({ url: path.relative(www, p), raw: body.length, gz: zlib.gzipSync(body, { level: 9 }).length });
      }
    }
  };
  for (const e of fs.readdirSync(www)) if (/^pkg/.test(e)) walk(path.join(www, e));
  return out.sort((a, b) => a.url.localeCompare(b.url));
}

if (process.argv.includes('--payload')) {
  const distServer = await startServer(path.join(repoRoot, 'dist'));
  const browser = await launchBrowser();
  try {
    const p = await payload(browser, distServer, 'examples/one-game.html');
    for (const f of p.files) console.log(`${String(f.gz).padStart(8)}  ${f.url}`);
    console.log(`${String(p.total).padStart(8)}  bytes gzipped, the course page itself left out (target ${PAYLOAD_TARGET_KB * 1000})`);
    // dist's light pages (embed.html in an iframe, a lesson): first load, then as the second page
    // of the site (the other one visited first: the shared files come from the browser's cache)
    const anotherEmbed = 'embed.html?game=move-fn&f=3x&pile=30&max=29';
    for (const [page, others, target] of [[EMBED_PAGE, [anotherEmbed, LESSON_PAGE], EMBED_TARGET_KB * 1000], [LESSON_PAGE, [EMBED_PAGE, 'lessons/periodic-bases.html'], null]]) {
      const first = await payload(browser, distServer, page, { ownPage: true });
      console.log(`\n${page}:`);
      for (const f of first.files) console.log(`${String(f.gz).padStart(8)}  ${f.url}`);
      console.log(`${String(first.total).padStart(8)}  bytes gzipped, first load, the page included${target ? ` (target ${target})` : ''}`);
      for (const other of others) {
        const second = await payload(browser, distServer, page, { ownPage: true, warm: [other] });
        console.log(`${String(second.total).padStart(8)}  bytes gzipped after ${other} (${second.files.length} files not from the cache: ${second.files.map((f) => f.url.replace(/^.*\//, '')).join(', ')})`);
      }
    }
  } finally {
    await browser.close();
    distServer.stop();
  }
  process.exit(0);
}

const server = await startServer();
const browser = await launchBrowser();
const report = { runs, chromium: browser.version(), date: new Date().toISOString().slice(0, 10),
  machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() || 'unknown CPU'}), ${os.platform()}` };
try {
  const { page, errors } = await openPage(browser, server.url);
  if (!only || typedOnly) {
    say(`typed f, g(1..10^7), wasm against the plain-JS recursion (Chromium ${report.chromium}):`);
    report.typed = await measureTyped(page, (t) => say(t.error ? `  ${t.f.slice(0, 60)}: failed: ${t.error}`
      : `  ${t.f.slice(0, 60)}: wasm ${t.median.toFixed(1)} ms, plain JS ${t.finished ? '' : '> '}${t.peerMs.toFixed(0)} ms, ` +
      `${t.finished ? '' : '> '}${t.ratio.toFixed(1)}×${t.ok ? '' : '  (target missed)'}`));
    report.copyFloor = await page.evaluate(copyFloorInPage, { n: TYPED_N, runs: TYPED_RUNS });
    say(`  returning 10^7 values as a new Uint32Array (slice() of a warm one): ${report.copyFloor.toFixed(1)} ms`);
  }
  report.cases = [];
  for (const c of cases.filter((x) => !only || x.name.includes(only))) {
    const r = await measure(page, c);
    report.cases.push({ case: c.name, unit: perCall(c.kind) ? 'µs/call' : 'ms', ...r });
    say(`  ${c.name}: ${r.median.toFixed(1)} (${r.min.toFixed(1)}–${r.max.toFixed(1)}) ${perCall(c.kind) ? 'µs/call' : 'ms'}`);
  }
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  if (!only) {
    // The target is the course page as the README's Embedding section has a teacher make it: from
    // dist/ (the elements minified and split by scripts/dist.mjs); www/'s unminified sources beside it.
    const distDir = path.join(repoRoot, 'dist');
    if (!fs.existsSync(path.join(distDir, 'examples', 'one-game.html'))) throw new Error('dist/ is missing: run ./build.sh dist first');
    const distServer = await startServer(distDir);
    try {
      report.payload = await payload(browser, distServer, 'examples/one-game.html');
    } finally {
      distServer.stop();
    }
    report.sourcePayload = await payload(browser, server, 'examples/one-game.html');
    for (const [where, p] of [['dist', report.payload], ['www', report.sourcePayload]]) {
      say(`payload of ${where}/examples/one-game.html: ${(p.total / 1000).toFixed(1)} KB gzipped ` +
        `(${Object.entries(p.byKind).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(', ')})`);
    }
    report.packages = packages();
    report.firstTable = await firstTable(browser, server, runs);
    say(`first table: ${report.firstTable.median.toFixed(0)} ms after navigation`);
    const spec = await page.evaluate(async () => {
      const m = await import('./pkg/nimlab.js');
      await m.default();
      return m.elementSpec().widgets.map((w) => ({ name: w.name, kind: w.kind }));
    });
    const lessons = fs.readdirSync(path.join(repoRoot, 'www', 'lessons')).filter((f) => f.endsWith('.html'));
    const paths = [
      ...['move-fn', 'periodic', 'blocking', 'cut-the-knot', 'single-delete'].map((s) => `index.html?sec=${s}`),
      ...spec.map((w) => `embed.html?${w.kind === 'view' ? 'view' : 'game'}=${w.name}`),
      'examples/one-game.html', 'examples/course-page.html',
      ...lessons.map((l) => `lessons/${l}`),
    ];
    report.longTasks = [];
    // The font lookups and the browser's other work vary from load to load: each page is loaded
    // LONG_TASK_LOADS times, and its longest task over all of them is the figure.
    for (const p of paths) {
      const loads = [];
      for (let i = 0; i < LONG_TASK_LOADS; i++) loads.push(await longTasks(browser, server, p));
      const l = {
        path: p,
        load: Math.max(...loads.map((x) => x.load)),
        use: Math.max(...loads.map((x) => x.use)),
        interactions: loads[0].interactions,
        over: loads.reduce((s, x) => s + x.over, 0),
        errors: loads.flatMap((x) => x.errors),
      };
      report.longTasks.push(l);
      say(`long tasks on ${p}: loading ${l.load.toFixed(0)} ms, using ${l.use.toFixed(0)} ms (${l.interactions}), ${l.over} over the limit`);
      if (l.errors.length) throw new Error(`${p}: ${l.errors.join('; ')}`);
    }
  }
} finally {
  await browser.close();
  server.stop();
}

const since = Number(process.env.NIMLAB_BENCH_SINCE || 0) * 1000;
report.native = criterionResults(repoRoot).filter((c) => c.mtime >= since);
if (json) {
  console.log(JSON.stringify(report, null, 2));
} else if (!only) {
  const text = markdown(report);
  console.log(`\n${text}`);
  if (process.argv.includes('--write-readme')) {
    writeReadme(path.join(repoRoot, 'README.md'), text);
    console.log('\nwrote the performance block of README.md');
  }
} else {
  for (const c of report.cases) console.log(`| ${c.case} | ${c.median.toFixed(1)} | ${c.min.toFixed(1)} | ${c.max.toFixed(1)} | ${c.unit} |`);
}
