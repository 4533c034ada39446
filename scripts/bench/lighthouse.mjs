#!/usr/bin/env node
// Lighthouse on every page dist/ ships, served gzipped as a course host serves them:
//   node scripts/bench/lighthouse.mjs [--only TEXT] [--runs N] [--json] [--dry-run] [--from DIR] [--write-readme] [--strict]
// The pages come from what dist/ holds and the engine's spec (www/pkg): the playground at each
// section (the `sec` field's choices), embed.html for every game and view (elementSpec()'s
// widgets), every dist/lessons/*.html and every dist/examples/*.html. Each is measured alone, in
// order, by Lighthouse's default mobile preset (simulated slow 4G and 4× CPU), categories
// performance, accessibility and best practices, against the targets below (Core Web Vitals and
// the issue's scores). For a page that misses one, it names the audits that cost it and
// Lighthouse's opportunities and diagnostics (LCP element, layout shifts, long tasks,
// render-blocking requests, the heaviest files).
// --only TEXT: only the pages whose path holds TEXT; --runs N: N runs a page, the median one kept
// (Lighthouse's computeMedianRun; default 1); --json: the results as JSON on stdout;
// --from DIR: no run, an earlier one's reports instead (its folder, .tmp/lighthouse; copy it first,
// a new run writes there);
// --dry-run: list the pages and exit (no browser, no Lighthouse needed); --write-readme: write
// the Lighthouse part of README.md's performance block (scripts/bench/report.mjs); --strict: exit
// 1 when a page misses a target (the bench itself reports and goes on).
// Lighthouse is not a dev dependency (every `npm ci` would fetch it): `./build.sh bench` installs
// it into .tools/lighthouse (NIMLAB_LIGHTHOUSE: another install's folder). Chromium: CHROMIUM or
// CHROME_PATH, default /usr/bin/chromium. Each page's full report is kept in .tmp/lighthouse/.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { startGzipServer, SERVED } from './gzip-server.mjs';

export const LIGHTHOUSE_VERSION = '12.8.2';
export const TARGETS = { lcp: 2500, cls: 0.1, tbt: 200, performance: 90, accessibility: 100, bestPractices: 100 };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = path.join(repoRoot, 'dist');
const pkgDir = path.join(repoRoot, 'www', 'pkg');
const reportDir = path.join(repoRoot, '.tmp', 'lighthouse');
const toolDir = process.env.NIMLAB_LIGHTHOUSE || path.join(repoRoot, '.tools', 'lighthouse');
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM || '/usr/bin/chromium';

/** What kind of page a path is, for the per-kind summary. */
export function pageKind(p) {
  if (p.startsWith('index.html')) return 'playground';
  if (p.startsWith('embed.html')) return 'embed';
  if (p.startsWith('lessons/')) return 'lesson';
  if (p.startsWith('examples/')) return 'example';
  return 'other';
}

/** Every page dist/ ships, as paths under dist/: [{path, kind}]. */
export async function distPages() {
  for (const need of [path.join(distDir, 'index.html'), path.join(pkgDir, 'nimlab_bg.wasm')]) {
    if (!fs.existsSync(need)) throw new Error(`${path.relative(repoRoot, need)} is missing: run ./build.sh dist first`);
  }
  const pkg = await import(pathToFileURL(path.join(pkgDir, 'nimlab.js')).href);
  pkg.initSync({ module: fs.readFileSync(path.join(pkgDir, 'nimlab_bg.wasm')) });
  const sec = Array.from(pkg.specFields()).find((f) => f.key === 'sec');
  if (!sec?.choices?.length) throw new Error('the engine\'s spec has no `sec` field with choices');
  const widgets = pkg.elementSpec().widgets.map((w) => ({ name: w.name, kind: w.kind }));
  const html = (dir) => (fs.existsSync(path.join(distDir, dir))
    ? fs.readdirSync(path.join(distDir, dir)).filter((f) => f.endsWith('.html')).sort().map((f) => `${dir}/${f}`) : []);
  const paths = [
    ...sec.choices.map((s) => `index.html?sec=${s}`),
    ...(fs.existsSync(path.join(distDir, 'embed.html'))
      ? widgets.map((w) => `embed.html?${w.kind === 'view' ? 'view' : 'game'}=${w.name}`) : []),
    ...html('lessons'),
    ...html('examples'),
  ];
  return paths.map((p) => ({ path: p, kind: pageKind(p) }));
}

/** Lighthouse's node API and its chrome-launcher, from the install `./build.sh bench` makes. */
async function loadLighthouse() {
  const lhDir = path.join(toolDir, 'node_modules', 'lighthouse');
  const version = fs.existsSync(path.join(lhDir, 'package.json'))
    ? JSON.parse(fs.readFileSync(path.join(lhDir, 'package.json'), 'utf8')).version : null;
  if (!version) {
    throw new Error(`Lighthouse is not installed in ${path.relative(repoRoot, toolDir) || toolDir}: ` +
      `./build.sh bench installs it (or: npm install --prefix .tools/lighthouse lighthouse@${LIGHTHOUSE_VERSION} --no-audit --no-fund)`);
  }
  const lighthouse = (await import(pathToFileURL(path.join(lhDir, 'core', 'index.js')).href)).default;
  const launcher = await import(pathToFileURL(path.join(toolDir, 'node_modules', 'chrome-launcher', 'dist', 'index.js')).href);
  const { computeMedianRun } = await import(pathToFileURL(path.join(lhDir, 'core', 'lib', 'median-run.js')).href);
  return { lighthouse, launcher, version, computeMedianRun };
}

const num = (lhr, id) => lhr.audits[id]?.numericValue ?? null;
const score = (lhr, cat) => (lhr.categories[cat]?.score == null ? null : Math.round(lhr.categories[cat].score * 100));

/** The audits that cost a category points (weighted, scored below 1), by id. For performance,
 *  whose points are the metrics (columns of their own), the opportunities and diagnostics that
 *  Lighthouse marks as failed instead (scored below 0.9; hidden metrics left out): what to fix. */
function failing(lhr, cat) {
  const refs = lhr.categories[cat]?.auditRefs || [];
  const low = (id, under) => lhr.audits[id] && lhr.audits[id].score !== null && lhr.audits[id].score < under;
  if (cat === 'performance') {
    return refs.filter((r) => r.group !== 'metrics' && r.group !== 'hidden' && low(r.id, 0.9)
      && !['informative', 'notApplicable', 'manual'].includes(lhr.audits[r.id].scoreDisplayMode)).map((r) => r.id);
  }
  return refs.filter((r) => r.weight > 0 && low(r.id, 1)).map((r) => r.id);
}

const short = (url) => String(url || '').replace(/^https?:\/\/127\.0\.0\.1:\d+\//, '');
const clip = (s, n = 120) => (String(s).length > n ? `${String(s).slice(0, n - 1)}…` : String(s));

/** What Lighthouse says would help, for a page that misses a target: the LCP element and its
 *  phases, the layout shifts and their elements, the long tasks, the render-blocking requests,
 *  the heaviest files, and every other performance audit scored below 0.9 (id: display value). */
function diagnostics(lhr) {
  const a = lhr.audits;
  const items = (id) => a[id]?.details?.items || [];
  const out = {};
  const lcpEl = items('largest-contentful-paint-element');
  const node = lcpEl[0]?.items?.[0]?.node || lcpEl[0]?.node;
  if (node) {
    out.lcpElement = { selector: node.selector, snippet: clip(node.snippet, 160) };
    const phases = lcpEl[1]?.items || [];
    if (phases.length) out.lcpPhases = Object.fromEntries(phases.map((p) => [p.phase, Math.round(p.timing)]));
  }
  out.layoutShifts = items('layout-shifts').slice(0, 5).map((i) => ({ score: Number(i.score?.toFixed?.(4) ?? i.score), node: i.node?.selector || clip(i.node?.snippet || '', 80) }));
  out.longTasks = items('long-tasks').slice(0, 5).map((i) => ({ url: short(i.url), start: Math.round(i.startTime), ms: Math.round(i.duration) }));
  out.renderBlocking = [...items('render-blocking-resources'), ...items('render-blocking-insight')]
    .map((i) => ({ url: short(i.url), ms: Math.round(i.wastedMs ?? 0), bytes: i.totalBytes ?? i.transferSize ?? null }))
    .filter((v, k, all) => all.findIndex((w) => w.url === v.url) === k);
  out.heaviest = items('total-byte-weight').slice(0, 5).map((i) => ({ url: short(i.url), bytes: i.totalBytes }));
  out.mainThread = items('mainthread-work-breakdown').slice(0, 4).map((i) => ({ group: i.groupLabel || i.group, ms: Math.round(i.duration) }));
  out.bootup = items('bootup-time').slice(0, 4).map((i) => ({ url: short(i.url), ms: Math.round(i.total) }));
  const savings = (x) => Object.entries(x.metricSavings || {}).filter(([, v]) => v > 0).map(([k, v]) => `${k} −${k === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`}`);
  out.flagged = failing(lhr, 'performance').map((id) => a[id])
    .map((x) => `${x.id}${x.displayValue || savings(x).length ? ` (${[x.displayValue && clip(x.displayValue, 60), ...savings(x)].filter(Boolean).join(', ')})` : ''}`);
  return out;
}

/** One page's figures from its Lighthouse result. */
export function summarise(page, lhr) {
  const r = {
    path: page.path,
    kind: page.kind,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcp: num(lhr, 'first-contentful-paint'),
    lcp: num(lhr, 'largest-contentful-paint'),
    tbt: num(lhr, 'total-blocking-time'),
    cls: num(lhr, 'cumulative-layout-shift'),
    si: num(lhr, 'speed-index'),
    bytes: num(lhr, 'total-byte-weight'),
    requests: (lhr.audits['network-requests']?.details?.items || []).length,
    runtimeError: lhr.runtimeError?.code || null,
    // Lighthouse's CPU benchmark on this machine while it ran (lower = a slower or busier CPU;
    // the simulation scales the tasks it observed, so a busy CPU raises TBT)
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings || [],
  };
  r.failing = {
    performance: failing(lhr, 'performance'),
    accessibility: failing(lhr, 'accessibility'),
    bestPractices: failing(lhr, 'best-practices'),
  };
  const t = TARGETS;
  r.missed = [
    !(r.lcp !== null && r.lcp <= t.lcp) && 'LCP',
    !(r.cls !== null && r.cls <= t.cls) && 'CLS',
    !(r.tbt !== null && r.tbt <= t.tbt) && 'TBT',
    !(r.performance !== null && r.performance >= t.performance) && 'performance',
    !(r.accessibility !== null && r.accessibility >= t.accessibility) && 'accessibility',
    !(r.bestPractices !== null && r.bestPractices >= t.bestPractices) && 'best practices',
  ].filter(Boolean);
  r.pass = r.missed.length === 0 && !r.runtimeError;
  if (!r.pass) r.diagnostics = diagnostics(lhr);
  return r;
}

/** Lighthouse on one URL in a Chromium of its own (closed afterwards): the result (lhr). */
async function audit(tools, url) {
  const chrome = await tools.launcher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-component-update'],
    logLevel: 'silent',
  });
  try {
    const result = await tools.lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result?.lhr) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const slug = (p) => p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

/** The Chromium's version (its user agent says only the major one). */
function chromiumVersion() {
  try {
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).match(/[\d.]{5,}/)?.[0] || null;
  } catch {
    return null;
  }
}

/** nimlab-dist.zip's size in bytes (./build.sh dist makes it), or null. */
export function zipSize() {
  const zip = path.join(repoRoot, 'nimlab-dist.zip');
  return fs.existsSync(zip) ? fs.statSync(zip).size : null;
}

/** Runs Lighthouse over `pages` (sequentially) behind the gzip server; `say` gets a line a page. */
export async function runLighthouse(pages, say = () => {}, runs = 1) {
  const tools = await loadLighthouse();
  const server = await startGzipServer(distDir);
  fs.mkdirSync(reportDir, { recursive: true });
  const results = [];
  try {
    for (const page of pages) {
      const started = Date.now();
      let r;
      try {
        const lhrs = [];
        for (let i = 0; i < runs; i++) lhrs.push(await audit(tools, server.url + page.path));
        // several runs: Lighthouse's own choice of the median one (by FCP and TTI)
        const lhr = runs > 1 ? tools.computeMedianRun(lhrs) : lhrs[0];
        fs.writeFileSync(path.join(reportDir, `${slug(page.path)}.json`), JSON.stringify(lhr));
        r = summarise(page, lhr);
        if (runs > 1) r.performanceRuns = lhrs.map((x) => score(x, 'performance'));
      } catch (e) {
        r = { path: page.path, kind: page.kind, error: String(e.message || e).split('\n')[0], pass: false, missed: ['run'] };
      }
      r.seconds = Math.round((Date.now() - started) / 1000);
      results.push(r);
      say(line(r));
    }
  } finally {
    await server.stop();
  }
  return {
    date: new Date().toISOString().slice(0, 10),
    lighthouse: tools.version,
    chromium: chromiumVersion(),
    served: SERVED,
    zip: zipSize(),
    targets: TARGETS,
    runs,
    pages: results,
  };
}

const f0 = (x) => (x === null || x === undefined ? '—' : Math.round(x).toLocaleString('en-US'));
const sec = (msv) => (msv === null || msv === undefined ? '—' : `${(msv / 1000).toFixed(1)} s`);

/** One page's line for the console. */
export function line(r) {
  if (r.error) return `  ${r.path}: FAILED to run: ${r.error}`;
  const head = `  ${r.path}: perf ${r.performance}, a11y ${r.accessibility}, bp ${r.bestPractices}; FCP ${sec(r.fcp)}, LCP ${sec(r.lcp)}, ` +
    `TBT ${f0(r.tbt)} ms, CLS ${r.cls?.toFixed(3)}, SI ${sec(r.si)}; ${f0(r.bytes / 1000)} KB in ${r.requests} requests ` +
    `(${r.performanceRuns ? `median of performance ${r.performanceRuns.join(', ')}; ` : ''}CPU index ${f0(r.benchmarkIndex)}; ${r.seconds} s) ${r.pass ? 'pass' : `MISSES ${r.missed.join(', ')}`}`;
  if (r.pass) return head;
  const d = r.diagnostics || {};
  const more = [];
  for (const [cat, ids] of Object.entries(r.failing)) if (ids.length && cat !== 'performance') more.push(`${cat} audits below 1: ${ids.join(', ')}`);
  if (d.lcpElement) more.push(`LCP element: ${d.lcpElement.selector}${d.lcpPhases ? ` (${Object.entries(d.lcpPhases).map(([k, v]) => `${k} ${v} ms`).join(', ')})` : ''}`);
  if (d.layoutShifts?.length) more.push(`layout shifts: ${d.layoutShifts.map((s) => `${s.score} ${s.node}`).join('; ')}`);
  if (d.longTasks?.length) more.push(`long tasks: ${d.longTasks.map((t) => `${t.ms} ms ${t.url}`).join('; ')}`);
  if (d.renderBlocking?.length) more.push(`render-blocking: ${d.renderBlocking.map((b) => `${b.url}${b.ms ? ` (${b.ms} ms)` : ''}`).join('; ')}`);
  if (d.heaviest?.length) more.push(`heaviest: ${d.heaviest.map((h) => `${h.url} ${f0(h.bytes / 1000)} KB`).join('; ')}`);
  if (d.flagged?.length) more.push(`performance, to fix: ${d.flagged.join('; ')}`);
  return [head, ...more.map((m) => `      ${m}`)].join('\n');
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const arg = (name) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : null; };
  const only = arg('--only');
  const json = process.argv.includes('--json');
  const say = (text) => { if (!json) console.log(text); };
  const pages = (await distPages()).filter((p) => !only || p.path.includes(only));
  if (!pages.length) throw new Error(`no page's path holds '${only}'`);
  if (process.argv.includes('--dry-run')) {
    for (const p of pages) console.log(`${p.kind.padEnd(10)} ${p.path}`);
    process.exit(0);
  }
  const from = arg('--from');
  let report;
  if (from) {
    // the run's facts from its results.json; each page's figures summarised again from its full
    // report beside it (so that a change to what is summarised needs no new run)
    report = JSON.parse(fs.readFileSync(path.join(from, 'results.json'), 'utf8'));
    report.pages = report.pages.filter((r) => !only || r.path.includes(only)).map((r) => {
      const full = path.join(from, `${slug(r.path)}.json`);
      if (r.error || !fs.existsSync(full)) return r;
      return { ...summarise(r, JSON.parse(fs.readFileSync(full, 'utf8'))), seconds: r.seconds };
    });
    for (const r of report.pages) say(line(r));
  } else {
    say(`Lighthouse (mobile preset) on ${pages.length} pages of dist/, ${SERVED.replace(/`/g, '')}:`);
    const runs = Number(arg('--runs') || 1);
    if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number ≥ 1 (got '${arg('--runs')}')`);
    report = await runLighthouse(pages, say, runs);
    fs.writeFileSync(path.join(reportDir, 'results.json'), JSON.stringify(report, null, 2));
  }
  const { lighthouseMarkdown, writeLighthouseReadme } = await import('./report.mjs');
  if (json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const text = lighthouseMarkdown(report);
    console.log(`\n${text}`);
    if (process.argv.includes('--write-readme')) {
      const missing = pages.filter((p) => !report.pages.some((r) => r.path === p.path));
      if (only || missing.length) throw new Error(`--write-readme needs every page (no --only); not measured: ${missing.map((p) => p.path).join(', ')}`);
      writeLighthouseReadme(path.join(repoRoot, 'README.md'), text);
      console.log('\nwrote the Lighthouse part of README.md\'s performance block');
    }
  }
  const missed = report.pages.filter((r) => !r.pass);
  say(`\n${report.pages.length - missed.length} of ${report.pages.length} pages meet every target; full reports in ${from || path.relative(repoRoot, reportDir)}/`);
  if (process.argv.includes('--strict') && missed.length) process.exit(1);
}
