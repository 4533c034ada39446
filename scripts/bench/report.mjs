// The benchmark's report: markdown tables made from one run's figures, printed, and written into
// README.md between the markers below, so that the README never shows numbers no run produced.

import fs from 'node:fs';
import path from 'node:path';

import { TYPED_N, TYPED_TARGET_MS, TYPED_RATIO, PEER_CAP_MS, TYPED_RUNS } from './typed-f.mjs';
import { PAYLOAD_TARGET_KB, FIRST_TABLE_TARGET_MS, LONG_TASK_LIMIT_MS, LONG_TASK_LOADS } from './pages.mjs';

export const BEGIN = '<!-- performance:begin (written by ./build.sh bench; do not edit by hand) -->';
export const END = '<!-- performance:end -->';

/** Criterion's medians from target/criterion: [{id, ns}], in id order. */
export function criterionResults(root) {
  const dir = path.join(root, 'target', 'criterion');
  const out = [];
  const walk = (d) => {
    for (const e of fs.existsSync(d) ? fs.readdirSync(d, { withFileTypes: true }) : []) {
      const p = path.join(d, e.name);
      if (!e.isDirectory()) continue;
      if (e.name === 'new') {
        const bench = path.join(p, 'benchmark.json');
        const est = path.join(p, 'estimates.json');
        if (fs.existsSync(bench) && fs.existsSync(est)) {
          const id = JSON.parse(fs.readFileSync(bench, 'utf8')).full_id;
          const ns = JSON.parse(fs.readFileSync(est, 'utf8')).median.point_estimate;
          const mtime = fs.statSync(est).mtimeMs;
          out.push({ id, ns, mtime });
        }
      } else if (e.name !== 'report' && e.name !== 'base') walk(p);
    }
  };
  walk(dir);
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

const ms = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const kb = (bytes) => (bytes / 1000).toFixed(1);
const mark = (ok) => (ok ? 'yes' : '**no**');

function duration(ns) {
  if (ns >= 1e9) return `${(ns / 1e9).toFixed(2)} s`;
  if (ns >= 1e6) return `${ms(ns / 1e6)} ms`;
  if (ns >= 1e3) return `${ms(ns / 1e3)} µs`;
  return `${ns.toFixed(0)} ns`;
}

/** The whole report as markdown. */
export function markdown(r) {
  const lines = [];
  const push = (...l) => lines.push(...l);
  push(`Measured by \`./build.sh bench\` on ${r.date}: ${r.machine}; headless Chromium ${r.chromium}, ` +
    `median of ${r.runs} runs unless said. Timings on shared cores vary by ±30 %; no test asserts them.`, '');

  push(`**g(1..10^7) for a typed f** (\`gSequence\`, which returns a new typed array: the narrowest of ` +
    `\`Uint8Array\`, \`Uint16Array\` and \`Uint32Array\` that holds every g; median of ${TYPED_RUNS} calls, the first ` +
    `after the page loads included), against the ten-line ` +
    `direct recursion g(k) = min{x : f(x) < g(k − x)} a course author would write in plain JS (\`g = [Infinity]\`, ` +
    `\`g.push(x)\`, f an arrow function), run in the same page and checked equal. Targets: ≤ ${TYPED_TARGET_MS} ms and ` +
    `≥ ${TYPED_RATIO}× that recursion. The last columns are the same recursion tuned by someone who knows typed ` +
    `arrays (one preallocated \`Uint32Array\`): for an f whose g is cheap, most of either side's time is writing ` +
    `fresh memory (40 MB as 32-bit values). Where plain JS did not finish in ${PEER_CAP_MS / 1000} s, its figure and the ratio are ` +
    `lower bounds.`, '');
  push('| f | wasm in Chromium | array | plain JS | plain JS / wasm | tuned JS | tuned JS / wasm | native (criterion) | target met |');
  push('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | :---: |');
  for (const t of r.typed) {
    if (t.error) {
      push(`| ${t.label} | failed: ${t.error.replace(/\|/g, '\\|')} | — | — | — | — | — | — | **no** |`);
      continue;
    }
    // criterion names the case by f's canonical spelling (`x / 3`), the page by the typed one
    const bare = (s) => s.replace(/\s+/g, '');
    const native = r.native.find((c) => bare(c.id) === bare(`g(1..10^7)/${t.f}`));
    const peer = (done, time, reached) => (done ? `${ms(time)} ms` : `> ${ms(time)} ms (reached ${reached.toLocaleString('en')})`);
    const times = (done, x) => `${done ? '' : '> '}${x >= 100 ? x.toFixed(0) : x.toFixed(1)}×`;
    push(`| ${t.label} | ${ms(t.median)} ms (${ms(t.min)}–${ms(t.max)}) | \`${t.array}\` | ${peer(t.finished, t.peerMs, t.reached)} | ` +
      `${times(t.finished, t.ratio)} | ${peer(t.tunedFinished, t.tunedMs, t.tunedReached)} | ${times(t.tunedFinished, t.tunedRatio)} | ` +
      `${native ? duration(native.ns) : '—'} | ${mark(t.ok)} |`);
  }
  push('');
  if (r.copyFloor !== undefined) {
    const wide = r.typed.filter((t) => t.array === 'Uint32Array').map((t) => t.label);
    push(`Writing 10^7 values into a new \`Uint32Array\` took ${ms(r.copyFloor)} ms in this run (\`slice()\` of a warm ` +
      `array, median of ${TYPED_RUNS}): the least \`gSequence\` takes when g needs 32 bits (here ` +
      `${wide.length ? wide.join(', ') : 'none of the f above'}), whether the general construction's table is copied ` +
      `out of wasm memory whole or the simple construction's g is poured into the array in pieces (an f proved ` +
      `non-decreasing: values set from a buffer, long runs copied within the array). A g that fits 8 or 16 bits ` +
      `comes back as a \`Uint8Array\` or \`Uint16Array\`, a quarter or half of that.`, '');
  }

  const p = r.payload;
  const kinds = (x) => Object.entries(x.byKind).filter(([k]) => k !== 'html').map(([k, v]) => `${k} ${kb(v)} KB`).join(', ');
  push(`**Payload.** A course page with one \`<nim-lab-game game="move-fn">\` as a teacher uploads it ` +
    `(\`dist/examples/one-game.html\`: the elements minified and split into chunks by \`scripts/dist.mjs\`) ` +
    `transfers ${p.total.toLocaleString('en-US')} bytes (${kb(p.total)} KB) gzipped besides the page itself ` +
    `(target ≤ ${PAYLOAD_TARGET_KB} KB${p.total > PAYLOAD_TARGET_KB * 1000 ? `: **over by ${p.total - PAYLOAD_TARGET_KB * 1000} bytes**` : ', met'}): ` +
    `${kinds(p)} (each file gzip -9, ${p.files.length - 1} files).` +
    (r.sourcePayload ? ` The same page served from \`www/\` (the unminified sources) transfers ${kb(r.sourcePayload.total)} KB: ${kinds(r.sourcePayload)}.` : '') +
    ` The playground shows its first table ` +
    `${ms(r.firstTable.median)} ms after navigation (${ms(r.firstTable.min)}–${ms(r.firstTable.max)}; ` +
    `target ≤ ${FIRST_TABLE_TARGET_MS} ms).`, '');
  push('| package | raw | gzipped |', '| --- | ---: | ---: |');
  for (const f of r.packages) push(`| \`${f.url}\` | ${kb(f.raw)} KB | ${kb(f.gz)} KB |`);
  push('');

  push(`**Long tasks** (Chromium's \`PerformanceObserver('longtask')\`): the longest main-thread task while each ` +
    `page loads, and while a user types into its first field and plays a hinted move, over ${LONG_TASK_LOADS} loads ` +
    `of each page in fresh browser contexts. Limit ${LONG_TASK_LIMIT_MS} ms.`, '');
  push(`| page | loading | typing and playing | tasks over the limit in ${LONG_TASK_LOADS} loads |`, '| --- | ---: | ---: | ---: |');
  for (const l of r.longTasks) {
    push(`| \`${l.path}\` | ${l.load ? `${ms(l.load)} ms` : 'none'} | ${l.use ? `${ms(l.use)} ms` : 'none'}${l.interactions === 'none' ? ' (not driven)' : ''} | ${l.over} |`);
  }
  push('');

  push('**Other timings, wasm in headless Chromium.**', '');
  push('| case | median | min | max | unit |', '| --- | ---: | ---: | ---: | --- |');
  for (const c of r.cases) push(`| ${c.case} | ${ms(c.median)} | ${ms(c.min)} | ${ms(c.max)} | ${c.unit} |`);
  push('');
  if (r.native.length) {
    push('**Native, criterion** (`cargo bench`, median).', '');
    push('| benchmark | median |', '| --- | ---: |');
    for (const c of r.native) push(`| ${c.id} | ${duration(c.ns)} |`);
  } else {
    push('No criterion results were found in target/criterion (run `./build.sh bench`).');
  }
  return lines.join('\n');
}

/** Replaces the README's block between BEGIN and END with `text`, keeping the Lighthouse part
 *  (LH_BEGIN … LH_END, written by scripts/bench/lighthouse.mjs) at its end when it has one. */
export function writeReadme(file, text) {
  const readme = fs.readFileSync(file, 'utf8');
  const a = readme.indexOf(BEGIN);
  const b = readme.indexOf(END);
  if (a < 0 || b < a) throw new Error(`${file} has no ${BEGIN} … ${END} block`);
  const old = readme.slice(a, b);
  const la = old.indexOf(LH_BEGIN);
  const lb = old.indexOf(LH_END);
  const kept = la >= 0 && lb > la ? `\n${old.slice(la, lb + LH_END.length)}\n` : '';
  fs.writeFileSync(file, `${readme.slice(0, a + BEGIN.length)}\n${text}\n${kept}${readme.slice(b)}`);
}

// --- Lighthouse (scripts/bench/lighthouse.mjs) ------------------------------------------------

export const LH_BEGIN = '<!-- lighthouse:begin (written by scripts/bench/lighthouse.mjs in ./build.sh bench) -->';
export const LH_END = '<!-- lighthouse:end -->';

/** Writes `text` as the Lighthouse part at the end of the performance block (replacing the old). */
export function writeLighthouseReadme(file, text) {
  const readme = fs.readFileSync(file, 'utf8');
  const a = readme.indexOf(BEGIN);
  const b = readme.indexOf(END);
  if (a < 0 || b < a) throw new Error(`${file} has no ${BEGIN} … ${END} block`);
  let block = readme.slice(a + BEGIN.length, b);
  const la = block.indexOf(LH_BEGIN);
  const lb = block.indexOf(LH_END);
  if (la >= 0 && lb > la) block = block.slice(0, la) + block.slice(lb + LH_END.length).replace(/^\n+/, '');
  block = `${block.replace(/\n+$/, '')}\n\n${LH_BEGIN}\n${text}\n${LH_END}\n`;
  fs.writeFileSync(file, `${readme.slice(0, a + BEGIN.length)}${block}${readme.slice(b)}`);
}

const kbLh = (bytes) => (bytes == null ? '—' : `${(bytes / 1000).toFixed(0)} KB`);
const secLh = (x) => (x == null ? '—' : `${(x / 1000).toFixed(1)} s`);
const kindNames = { playground: ['playground section', 'playground sections'], embed: ['embed.html page', 'embed.html pages (a game or view each)'],
  lesson: ['lesson page', 'lesson pages (the index included)'], example: ['example course page', 'example course pages'] };

/** The Lighthouse table as markdown, from one run's report (lighthouse.mjs runLighthouse()). */
export function lighthouseMarkdown(r) {
  const t = r.targets;
  const lines = [];
  const push = (...l) => lines.push(...l);
  const pass = r.pages.filter((p) => p.pass).length;
  push(`**Lighthouse** ${r.lighthouse} (mobile preset: simulated slow 4G, 4× CPU slowdown; headless Chromium ` +
    `${r.chromium || '?'}) on every page \`dist/\` ships${r.runs > 1 ? ` (${r.runs} runs a page, Lighthouse's median run shown)` : ''}, on ${r.date}, ${r.served}. Targets: LCP ≤ ${t.lcp / 1000} s, ` +
    `CLS ≤ ${t.cls}, TBT ≤ ${t.tbt} ms, performance ≥ ${t.performance}, accessibility and best practices ${t.accessibility}. ` +
    `${pass} of ${r.pages.length} page${r.pages.length === 1 ? '' : 's'} ${pass === 1 ? 'meets' : 'meet'} every target. Transferred: what the page downloads as served (gzip included), ` +
    `by Lighthouse's \`total-byte-weight\`. The last column names what to fix: the accessibility and best-practices audits ` +
    `that cost points, and the performance opportunities and diagnostics Lighthouse marks failed (the metrics have their own columns).`, '');
  const bench = r.pages.map((p) => p.benchmarkIndex).filter((x) => x != null).sort((a, b) => a - b);
  if (bench.length) {
    const [lo, hi] = [Math.round(bench[0]), Math.round(bench[bench.length - 1])];
    push(`Lighthouse's CPU benchmark index on this machine during the run: ${lo === hi ? lo : `${lo}–${hi}`} ` +
      `(higher is faster; a busy shared machine scores lower). Lighthouse simulates the phone by scaling the main-thread work it ` +
      `observed (4×), so a busy machine's slower tasks raise TBT: compare runs by this index.`, '');
  }
  push('| page | performance | FCP | LCP | TBT | CLS | Speed Index | transferred | accessibility | best practices | targets met | audits to fix |');
  push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: | --- |');
  for (const p of r.pages) {
    if (p.error) {
      push(`| \`${p.path}\` | failed: ${p.error.replace(/\|/g, '\\|')} | — | — | — | — | — | — | — | — | **no** | — |`);
      continue;
    }
    const ids = [...new Set(Object.values(p.failing).flat())];
    push(`| \`${p.path}\` | ${p.performance} | ${secLh(p.fcp)} | ${secLh(p.lcp)} | ${Math.round(p.tbt)} ms | ${p.cls.toFixed(3)} | ` +
      `${secLh(p.si)} | ${kbLh(p.bytes)} | ${p.accessibility} | ${p.bestPractices} | ` +
      `${p.pass ? 'yes' : `**no** (${p.missed.join(', ')})`} | ${ids.length ? ids.map((i) => `\`${i}\``).join(', ') : '—'} |`);
  }
  push('');
  const kinds = {};
  for (const p of r.pages) {
    const k = (kinds[p.kind] ||= { n: 0, pass: 0, min: Infinity, max: 0 });
    k.n++;
    if (p.pass) k.pass++;
    if (p.bytes != null) { k.min = Math.min(k.min, p.bytes); k.max = Math.max(k.max, p.bytes); }
  }
  const each = Object.entries(kinds).map(([kind, k]) => `${k.n === 1 ? 'the' : `the ${k.n}`} ${(kindNames[kind] || [kind, kind])[k.n === 1 ? 0 : 1]} ` +
    `${k.min === k.max ? kbLh(k.min) : `${kbLh(k.min)}–${kbLh(k.max)}`}${k.n === 1 ? '' : ' each'} (${k.pass} of ${k.n} meeting every target)`);
  push(`**What a visitor downloads.** ${r.zip != null ? `\`nimlab-dist.zip\` (what a teacher uploads: \`dist/\` zipped by ` +
    `\`./build.sh dist\`) is ${r.zip.toLocaleString('en-US')} bytes (${kbLh(r.zip)}). ` : ''}Transferred per page, from this run: ` +
    `${each.join('; ')}.`);
  return lines.join('\n');
}
