#!/usr/bin/env node
// Which code makes a page's long tasks, for Total Blocking Time work (Lighthouse says how much,
// not whose):
//   node scripts/bench/long-tasks.mjs PAGE [--loads N] [--cpu X] [--under FUNCTION@FILE]
// PAGE is a path under dist/ (e.g. 'lessons/cut-the-knot.html', 'index.html?sec=periodic'),
// served gzipped by scripts/bench/gzip-server.mjs. Each load runs with Chromium's CPU slowed X
// times (default 4, as Lighthouse's phone) and a sampling profile; it prints the long tasks (start
// and length in ms, after navigation), their sum past 50 ms each (TBT as the slowed CPU gives it),
// and for each long task the call paths (last three frames of our files) that took its time.
// --loads N: N loads (default 1), then their TBT sorted and the mean: one load varies by a factor
// of two on a busy machine, compare means. --under F@FILE: the time below that frame, by the
// frames it calls (a minified name, e.g. 's@shared-7629a8aaab.js'). --dist DIR: serve another copy of
// dist/ (an A/B of one changed file). Needs ./build.sh dist first.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { launchBrowser, repoRoot } from '../../tests/e2e/harness.mjs';
import { startGzipServer } from './gzip-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : fallback; };
const page = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!page) throw new Error('which page? e.g. node scripts/bench/long-tasks.mjs lessons/cut-the-knot.html');
const loads = Number(option('--loads', '1'));
const cpu = Number(option('--cpu', '4'));
const under = option('--under', null);
const distDir = path.resolve(option('--dist', path.join(repoRoot, 'dist')));

const file = (url) => url.replace(/^.*\//, '');
const frame = (cf) => `${cf.functionName || '(anon)'}@${file(cf.url)}`;

/** One load of the page: {tasks: [[start, ms]], tbt, profile, mark (the marker's page time)}. */
async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await tab.goto(url);
  await tab.waitForTimeout(6000);
  // a marker the profile and the page both time: how the profile's clock maps to the page's
  const mark = await tab.evaluate(() => {
    const t0 = performance.now();
    (function __marker() { while (performance.now() - t0 < 40); })();
    return t0;
  });
  const { profile } = await cdp.send('Profiler.stop');
  const tasks = await tab.evaluate(() => window.__longTasks);
  await context.close();
  return { tasks, tbt: tasks.reduce((sum, [, ms]) => sum + Math.max(0, ms - 50), 0), profile, mark };
}

/** Each long task's time by call path (our files' last three frames), biggest first. */
function attribute({ tasks, profile, mark }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n);
  const times = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));
  const at = profile.samples.findIndex((id) => byId.get(id).callFrame.functionName === '__marker');
  const offset = times[at] - mark * 1000;
  const chain = (id) => {
    const out = [];
    for (let n = byId.get(id); n; n = parent.get(n.id)) out.push(n.callFrame);
    return out; // leaf first
  };
  const lines = [];
  for (const [start, ms] of tasks) {
    const paths = new Map();
    profile.samples.forEach((id, i) => {
      const when = (times[i] - offset) / 1000;
      if (when < start || when >= start + ms) return;
      const ours = chain(id).filter((cf) => cf.url);
      const key = ours.slice(0, 3).reverse().map(frame).join(' > ') || byId.get(id).callFrame.functionName;
      paths.set(key, (paths.get(key) || 0) + (profile.timeDeltas[i] || 0));
    });
    const top = [...paths].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, us]) => `${Math.round(us / 1000)} ms ${k}`);
    lines.push(`  @${start} ms, ${ms} ms: ${top.join(' | ')}`);
  }
  if (under) {
    const below = new Map();
    profile.samples.forEach((id, i) => {
      const frames = chain(id);
      const k = frames.findIndex((cf) => frame(cf) === under);
      if (k < 0) return;
      const key = frames.slice(Math.max(0, k - 3), k).reverse().map((cf) => `${frame(cf)}:${cf.lineNumber}:${cf.columnNumber}`).join(' > ') || '(itself)';
      below.set(key, (below.get(key) || 0) + (profile.timeDeltas[i] || 0));
    });
    lines.push(`  below ${under}:`, ...[...below].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, us]) => `    ${Math.round(us / 1000)} ms ${k}`));
  }
  return lines;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const server = await startGzipServer(distDir);
  const browser = await launchBrowser();
  try {
    const url = new URL(page, server.url.endsWith('/') ? server.url : `${server.url}/`).href;
    const tbts = [];
    for (let i = 0; i < loads; i++) {
      const run = await load(browser, url);
      tbts.push(run.tbt);
      console.log(`${page}, load ${i + 1} (CPU ${cpu}× slower): long tasks ${JSON.stringify(run.tasks)}, TBT ${run.tbt} ms`);
      console.log(attribute(run).join('\n'));
    }
    if (loads > 1) console.log(`TBT over ${loads} loads: ${tbts.sort((a, b) => a - b).join(', ')} ms; mean ${Math.round(tbts.reduce((a, b) => a + b, 0) / loads)} ms`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
