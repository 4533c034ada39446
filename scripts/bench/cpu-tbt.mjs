#!/usr/bin/env node
// Total Blocking Time from the main thread's CPU time, for comparing two builds on a busy machine:
//   node scripts/bench/cpu-tbt.mjs PAGE [--loads N] [--dist DIR[,DIR2…]] [--cpu X] [--tasks]
// Lighthouse's mobile preset (and scripts/bench/long-tasks.mjs) time tasks by the wall clock, which
// another process on the same two cores stretches: the same build measured 160-380 ms one hour and
// 600-1,700 ms the next while a compiler ran. Here each page loads unthrottled under a trace, and
// every top-level task of the page's renderer main thread counts its thread (CPU) time times X
// (default 4, Lighthouse's phone) past 50 ms, which hardly moves when the cores are shared. It is
// a stand-in for comparing, not Lighthouse's figure: Lighthouse also counts waits (the browser
// process's font lookups, a busy core) that CPU time leaves out.
// PAGE is a path under each DIR (default dist/; e.g. 'index.html?sec=periodic'), served gzipped
// by scripts/bench/gzip-server.mjs; with several DIRs the loads alternate between them (an A/B of
// a change: copy dist/ before it). --tasks lists each load's long tasks: their trace events and
// the call paths (our files' last three frames) that the sampling profile found in them.
// The renderer is the one that committed PAGE's navigation: headless Chromium also runs pages
// of its own (the omnibox popup's WebUI) whose module evaluations are no page's.

import path from 'node:path';

import { launchBrowser, repoRoot } from '../../tests/e2e/harness.mjs';
import { startGzipServer } from './gzip-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : fallback; };
const page = args.find((a, i) => !a.startsWith('--') && !['--loads', '--dist', '--cpu'].includes(args[i - 1]));
if (!page) throw new Error("which page? e.g. node scripts/bench/cpu-tbt.mjs 'index.html?sec=periodic' --dist /tmp/before,dist");
const loads = Number(option('--loads', '3'));
const dirs = option('--dist', path.join(repoRoot, 'dist')).split(',').map((d) => path.resolve(d));
const cpu = Number(option('--cpu', '4'));
const listTasks = args.includes('--tasks');

const CATEGORIES = 'disabled-by-default-devtools.timeline,devtools.timeline,toplevel,__metadata,disabled-by-default-v8.cpu_profiler';
const TASK = 'ThreadControllerImpl::RunTask';
const file = (url) => (url || '').replace(/^.*\//, '');
const frame = (cf) => `${cf.functionName || '(anon)'}@${file(cf.url)}:${cf.columnNumber ?? ''}`;
const mean = (xs) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);

/** One load's trace events. */
async function trace(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await tab.goto(url);
  await tab.waitForTimeout(5000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

/** The sampling profile of one thread: [[time µs, leaf-first call frames]]. */
function samplesOf(events, pid, tid) {
  const start = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!start) return [];
  const nodes = new Map();
  const out = [];
  let t = start.args.data.startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== start.id) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const n of cpuProfile.nodes || []) nodes.set(n.id, n);
    (cpuProfile.samples || []).forEach((id, i) => {
      t += timeDeltas[i];
      out.push([t, id]);
    });
  }
  return out.map(([ts, id]) => {
    const frames = [];
    for (let n = nodes.get(id); n; n = nodes.get(n.parent)) frames.push(n.callFrame);
    return [ts, frames];
  });
}

/** {tbt, cpuMs, long: [{cpuMs, events, paths}]} of one load. */
function measure(events) {
  const commit = events.find((e) => e.name === 'FrameCommittedInBrowser' && /^https?:/.test(e.args?.data?.url || ''));
  if (!commit) throw new Error('the trace has no navigation to the page');
  const pid = commit.args.data.processId;
  const main = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error(`no renderer main thread in process ${pid}`);
  const mine = events.filter((e) => e.pid === pid && e.tid === main.tid && e.ph === 'X' && e.tdur != null);
  const tasks = mine.filter((e) => e.name === TASK);
  const inner = mine.filter((e) => e.name !== TASK && e.name !== 'RunTask');
  const samples = listTasks ? samplesOf(events, pid, main.tid) : [];
  const long = tasks.filter((e) => (e.tdur / 1000) * cpu > 50).map((task) => {
    const end = task.ts + task.dur;
    const byName = new Map();
    for (const k of inner) {
      if (k.ts < task.ts || k.ts >= end) continue;
      const key = k.name + (k.args?.data?.url ? `@${file(k.args.data.url)}` : '');
      byName.set(key, Math.max(byName.get(key) || 0, k.tdur / 1000));
    }
    const byPath = new Map();
    let prev = null;
    for (const [ts, frames] of samples) {
      if (ts >= task.ts && ts < end && prev !== null) {
        const ours = frames.filter((cf) => /^https?:/.test(cf.url || ''));
        const key = ours.slice(0, 3).reverse().map(frame).join(' > ') || frames[0]?.functionName || '?';
        byPath.set(key, (byPath.get(key) || 0) + Math.min(ts - prev, 1000) / 1000);
      }
      prev = ts;
    }
    const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, ms]) => `${ms.toFixed(1)} ms ${k}`);
    return { cpuMs: task.tdur / 1000, events: top(byName, 4), paths: top(byPath, 5) };
  });
  return {
    tbt: long.reduce((sum, t) => sum + t.cpuMs * cpu - 50, 0),
    cpuMs: tasks.reduce((sum, t) => sum + t.tdur / 1000, 0),
    long,
  };
}

const servers = await Promise.all(dirs.map((d) => startGzipServer(d)));
const browser = await launchBrowser();
try {
  const results = dirs.map(() => []);
  for (let i = 0; i < loads; i++) {
    for (let d = 0; d < dirs.length; d++) {
      const url = new URL(page, servers[d].url.endsWith('/') ? servers[d].url : `${servers[d].url}/`).href;
      const run = measure(await trace(browser, url));
      results[d].push(run);
      if (!listTasks) continue;
      console.log(`${dirs[d]}, load ${i + 1}: TBT from CPU time ${Math.round(run.tbt)} ms`);
      for (const t of run.long) {
        console.log(`  a task of ${Math.round(t.cpuMs * cpu)} ms at ${cpu}×: ${t.events.join(', ')}`);
        for (const p of t.paths) console.log(`      ${p}`);
      }
    }
  }
  for (let d = 0; d < dirs.length; d++) {
    const tbt = results[d].map((r) => Math.round(r.tbt));
    const ms = results[d].map((r) => Math.round(r.cpuMs));
    console.log(`${page} from ${dirs[d]}: TBT from CPU time ×${cpu}: ${tbt.join(', ')} ms, mean ${mean(tbt)}; the main thread's CPU: ${ms.join(', ')} ms, mean ${mean(ms)}`);
  }
} finally {
  await browser.close();
  for (const s of servers) await s.stop();
}
