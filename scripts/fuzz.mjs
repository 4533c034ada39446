// Fuzzes the built wasm package in node: calls every export, constructor, static and method with
// random arguments built from the declared signatures (www/pkg/nimlab.d.ts), each call in a worker
// under a watchdog. Fails on a trap, a throw that is not an Error, an Error without its kind (or
// with fields that do not fit it), an 'internal' Error (a bug the package reports about itself,
// such as an answer it cannot send exactly), a call over the bound, a 'limit' refusal that came
// late, or a module that stops answering; prints each distinct failure as a replayable snippet.
//
//   node scripts/fuzz.mjs [--seconds S] [--seed N] [--case K] [--pkg DIR] [--name NAME] [--log]
//   node scripts/fuzz.mjs --replay 'gSequence(2, 13)'    runs one snippet the same way
//
// --seed replays a run (the cases depend on the seed only; how many run depends on the time);
// --case K runs only case K of that seed; --log prints every call and how it ended; --name picks
// the package in DIR: nimlab (the full one, the default) or another in src/spec/packages.rs
// (nimlab_move_fn, the course page's; a family's own: nimlab_blocking, …).
// Exit status 1 when anything failed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Random } from './fuzz/random.mjs';
import { Runner } from './fuzz/runner.mjs';
import { checkAgainstPackage, readDts } from './fuzz/signatures.mjs';
import { argument, P_WILD, toSource } from './fuzz/values.mjs';

const BOUND_MS = 2000; // no call may take longer (measured in the worker, around the call)
const WATCHDOG_MS = BOUND_MS + 1000; // no answer by then: the worker is terminated
const REFUSAL_MS = 100; // a 'limit' refusal comes before the work (a text of megabytes included)
// The package's Errors say what they are (README, "Errors"): `kind` is 'input', 'limit', 'state'
// or 'internal'; a 'limit' names `what` it refused, with the `limit` that fits where it is known (a
// JS number up to 2^53 − 1, else a decimal string). A refusal that only doing part of the work can
// find (a step budget: the moves each pile's search tries, blocking Nim's states for sequences
// that never settle, the members of B_f below N, the parts of a periodic chain, the evaluation
// budget counted as f is evaluated) has `budget: true` and may come late (still within the bound).
const KINDS = ['input', 'limit', 'state', 'internal'];
// wasm-bindgen's glue throws these itself, kindless, for a call on a freed object or on one whose
// call is still running (the engine's door in www/js/core/engine.js gives them kind 'state').
const GLUE = /^(null pointer passed to rust|recursive use of an object detected which would lead to unsafe aliasing in rust)$/;
// After every call the module must still answer this (a check costs ~0.1 ms, and the call that
// broke the module is then the one reported).
// (a package without the move-function game, a family's own, answers its vocabulary instead)
let SANITY = { code: 'return checkF("2x");', show: 'checkF("2x");' };
const SANITY_VOCABULARY = {
  code: 'return { ok: elementSettings("move-fn", { pile: "7" }).settings.pile === 7 };',
  show: 'elementSettings("move-fn", { pile: "7" });',
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    seed: { type: 'string' },
    case: { type: 'string' },
    pkg: { type: 'string', default: path.join(ROOT, 'www/pkg') },
    name: { type: 'string', default: 'nimlab' },
    replay: { type: 'string' },
    log: { type: 'boolean', default: false },
  },
});
const seconds = Number(opts.seconds);
const seed = opts.seed === undefined ? (Math.random() * 2 ** 32) >>> 0 : Number(opts.seed);
if (!(seconds >= 0) || !Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) {
  die(`--seconds takes a number and --seed a whole number below 2^32 (got ${opts.seconds}, ${opts.seed})`);
}
const onlyCase = opts.case === undefined ? null : Number(opts.case);

// --- the package and its API -------------------------------------------------------------------

const pkgDir = path.resolve(opts.pkg);
const pkgName = opts.name;
if (!/^[a-z_]+$/.test(pkgName)) die(`--name takes a package name such as nimlab_move_fn (got ${pkgName})`);
const pkgUrl = pathToFileURL(path.join(pkgDir, `${pkgName}.js`)).href;
const module = new WebAssembly.Module(readFileSync(path.join(pkgDir, `${pkgName}_bg.wasm`)));
const pkg = await import(pkgUrl);
pkg.initSync({ module });
const api = readDts(readFileSync(path.join(pkgDir, `${pkgName}.d.ts`), 'utf8'));
checkAgainstPackage(api, pkg);
if (!api.functions.some((f) => f.name === 'checkF')) SANITY = SANITY_VOCABULARY;
if (!api.functions.some((f) => f.name === 'elementSettings')) die('the package has no elementSettings, the fuzzer\'s sanity call');
const vocab = vocabulary(pkg);
const targets = [
  ...api.functions.map((sig) => ({ name: sig.name, sig })),
  ...api.classes.map((cls) => ({ name: cls.name, cls })),
];
const runner = new Runner({ pkgUrl, module, watchdogMs: WATCHDOG_MS });

if (opts.replay !== undefined) {
  process.exit(await replay(opts.replay));
}

// --- the run -----------------------------------------------------------------------------------

const stats = { calls: new Map(), kinds: new Map(), messages: new Map(), slowest: [], memory: { bytes: 0, show: '' }, total: 0 };
const failures = new Map();

const methods = api.classes.reduce((n, c) => n + c.methods.length + c.statics.length + (c.ctor ? 1 : 0), 0);
console.log(`fuzz: ${api.functions.length} functions and ${api.classes.length} classes (${methods} constructors, ` +
  `statics and methods) from ${path.relative(ROOT, pkgDir)}/${pkgName}.d.ts`);
const pkgArg = (pkgDir === path.join(ROOT, 'www/pkg') ? '' : ` --pkg ${pkgDir}`) + (pkgName === 'nimlab' ? '' : ` --name ${pkgName}`);
console.log(`fuzz: seed ${seed}, ${seconds} s, bound ${BOUND_MS} ms per call ` +
  `(replay: node scripts/fuzz.mjs --seed ${seed} --seconds ${seconds}${pkgArg})`);

const rng = new Random(seed);
const started = Date.now();
const deadline = started + seconds * 1000;
let caseNo = 0;
for (; onlyCase === null ? Date.now() < deadline : caseNo <= onlyCase; caseNo++) {
  const ops = makeCase(rng, rng.pick(targets));
  if (onlyCase !== null && caseNo !== onlyCase) continue;
  await runCase(ops, caseNo);
}
runner.stop();
report((Date.now() - started) / 1000);
process.exit(failures.size ? 1 : 0);

// --- cases -------------------------------------------------------------------------------------

/** One case: a function call, or a class built and a random sequence of its methods called
 * (sometimes after free()). Each op: {target, code (run in the worker), show (the snippet)}. */
function makeCase(r, target) {
  const wild = r.chance(P_WILD);
  if (target.sig) {
    const args = makeArgs(r, target.sig, target.name, wild);
    return [{ target: target.name, code: `return ${target.name}(${args});`, show: `${target.name}(${args});` }];
  }
  const cls = target.cls;
  const factories = cls.statics.filter((s) => s.returns === cls.name);
  const makers = [...(cls.ctor && !cls.ctorPrivate ? [cls.ctor] : []), ...factories];
  const ops = [];
  if (makers.length) {
    const maker = r.pick(makers);
    const args = makeArgs(r, maker, `${cls.name}.${maker.name}`, wild);
    const call = maker === cls.ctor ? `new ${cls.name}(${args})` : `${cls.name}.${maker.name}(${args})`;
    ops.push({ target: `${cls.name}.${maker.name}`, code: `return (S.o = ${call});`, show: `const o = ${call};`, makes: true });
  }
  const others = cls.statics.filter((s) => !factories.includes(s));
  const own = makers.length ? [...cls.methods.filter((m) => m.name !== 'free'), ...cls.props] : [];
  const calls = [...own, ...others];
  if (!calls.length) return ops;
  const count = r.int(1, 6);
  const freeAt = makers.length && r.chance(0.15) ? r.int(0, count - 1) : -1;
  // A computation in steps is mostly run to the end first in tame cases, so that its result
  // is there to read.
  if (!wild && calls.some((m) => m.name === 'advance') && r.chance(0.7)) {
    const work = r.pick([1e6, 1e7, 2 ** 32]);
    ops.push({ target: `${cls.name}.advance`, code: `return S.o.advance(${work});`, show: `o.advance(${work});` });
  }
  for (let i = 0; i < count; i++) {
    if (i === freeAt) ops.push(method(r, cls, { name: 'free', params: [] }, wild)); // then one last call
    ops.push(method(r, cls, r.pick(calls), wild));
    if (i === freeAt) break;
  }
  return ops;
}

function method(r, cls, member, wild) {
  const target = `${cls.name}.${member.name}`;
  if (!member.params) return { target, code: `return S.o.${member.name};`, show: `o.${member.name};` }; // a property
  const args = makeArgs(r, member, target, wild);
  if (cls.statics.includes(member)) {
    return { target, code: `return ${cls.name}.${member.name}(${args});`, show: `${cls.name}.${member.name}(${args});` };
  }
  return { target, code: `return S.o.${member.name}(${args});`, show: `o.${member.name}(${args});` };
}

// The arguments' source; in wild cases sometimes one too few or one too many.
function makeArgs(r, sig, target, wild) {
  const ctx = { vocab, target, wild, periodic: sig.params.some((p) => p.name === 't') };
  const args = sig.params.filter((p) => !p.rest).map((p) => toSource(argument(r, p, ctx)));
  if (wild && args.length && r.chance(0.1)) args.length = r.int(0, args.length - 1);
  else if (wild && r.chance(0.1)) args.push(toSource(r.pick([1, '2x', null, [1], {}])));
  return args.join(', ');
}

async function runCase(ops, no) {
  for (let i = 0; i < ops.length; i++) {
    if (onlyCase === null && Date.now() > deadline) return;
    const op = ops[i];
    const result = await runner.run(op.code);
    count(op, result);
    if (opts.log) console.log(`${String(no).padStart(5)} ${outcome(result).padEnd(60).slice(0, 60)} ${short(op.show)}`);
    const failure = judge(result);
    if (failure) return fail(failure, op, ops.slice(0, i + 1), no);
    const sane = await runner.run(SANITY.code);
    if (!answers(sane)) {
      const failure = { kind: 'stopped answering', message: `then ${SANITY.show} ${outcome(sane)}` };
      return fail(failure, op, [...ops.slice(0, i + 1), SANITY], no);
    }
    if (op.makes && result.threw) return; // no instance to call methods on
  }
}

// Whether the sanity call got its answer in time.
function answers(sane) {
  return sane.status === 'done' && !sane.threw && sane.ret?.ok === true && sane.ms <= BOUND_MS;
}

/** A failure for a call's result, or null. */
function judge(result) {
  if (result.harnessError) die(result.harnessError);
  if (result.status === 'timeout') {
    return { kind: 'hang', message: `no answer within ${WATCHDOG_MS} ms (bound ${BOUND_MS} ms): the worker was terminated` };
  }
  if (result.status === 'died') return { kind: 'worker died', message: result.message };
  const panic = result.printed?.length ? ` [console: ${result.printed.join(' | ').slice(0, 300)}]` : '';
  if (result.threw && result.trap) return { kind: 'trap', message: `${result.name}: ${result.message}${panic}` };
  if (result.threw && !result.isError) return { kind: 'non-Error throw', message: `threw a ${result.name}: ${result.message}` };
  if (result.ms > BOUND_MS) return { kind: 'over the bound', message: `took ${result.ms.toFixed(0)} ms (bound ${BOUND_MS} ms)` };
  if (result.threw) {
    const wrong = wrongFields(result);
    if (wrong) return { kind: 'no kind', message: `${wrong}: ${result.name}: ${result.message}` };
    // A question a user can ask that the package answers with "please report it": a bug (an
    // answer's whole number past 2^53 − 1 sent as a number was one, for a sequence typed as 2^62).
    if (result.kind === 'internal') return { kind: 'internal', message: `${result.name}: ${result.message}` };
    if (result.kind === 'limit' && !result.budget && result.ms > REFUSAL_MS) {
      return { kind: 'slow refusal', message: `refused after ${result.ms.toFixed(0)} ms (> ${REFUSAL_MS} ms): ${result.message}` };
    }
  }
  return null;
}

/** What is wrong with a thrown Error's fields (kind, what, limit, budget), or null. */
function wrongFields(r) {
  if (r.kind === undefined && GLUE.test(r.message)) return null;
  if (!KINDS.includes(r.kind)) return `kind ${JSON.stringify(r.kind)}, not one of ${KINDS.join(', ')}`;
  const exact = (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0)
    || (typeof v === 'string' && /^\d+$/.test(v) && BigInt(v) > BigInt(Number.MAX_SAFE_INTEGER));
  if (r.kind === 'limit') {
    if (typeof r.what !== 'string' || !r.what) return `a limit without what it refused (what: ${JSON.stringify(r.what)})`;
    if (r.limit !== undefined && !exact(r.limit)) return `limit ${JSON.stringify(r.limit)} is neither a whole JS number nor a decimal string past 2^53 − 1`;
    if (r.budget !== undefined && r.budget !== true) return `budget ${JSON.stringify(r.budget)}`;
  } else if (r.what !== undefined || r.limit !== undefined || r.budget !== undefined) {
    return `a ${r.kind} error with a limit's fields`;
  }
  return null;
}

function fail(failure, op, ops, no) {
  runner.stop(); // a fresh module for the next case
  const key = `${op.target}|${failure.kind}|${normalize(failure.message)}`;
  const snippet = ops.map((o) => o.show).join('\n');
  const seen = failures.get(key);
  if (seen) {
    seen.count++;
    if (snippet.length < seen.snippet.length) Object.assign(seen, { snippet, caseNo: no });
    return;
  }
  failures.set(key, { ...failure, target: op.target, snippet, caseNo: no, count: 1 });
  console.log(`\nFAIL [${failure.kind}] ${op.target} (seed ${seed}, case ${no}): ${failure.message}\n${indent(snippet)}`);
}

// A message with its numbers and quoted values blurred, so one fault is reported once.
function normalize(message) {
  return message.replace(/\[console:.*$/, '').replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '"…"').replace(/\d+/g, '#').slice(0, 120);
}

function count(op, result) {
  stats.total++;
  const c = stats.calls.get(op.target) ?? { calls: 0, threw: 0 };
  c.calls++;
  if (result.threw) {
    c.threw++;
    const kind = result.isError ? `${result.name} ${result.kind ?? 'kindless'}${result.budget ? ' (budget)' : ''}` : `non-Error (${result.name})`;
    stats.kinds.set(kind, (stats.kinds.get(kind) ?? 0) + 1);
    const m = `${result.name}: ${normalize(result.message)}`;
    stats.messages.set(m, (stats.messages.get(m) ?? 0) + 1);
  } else if (result.status !== 'done') {
    stats.kinds.set(result.status, (stats.kinds.get(result.status) ?? 0) + 1);
  }
  stats.calls.set(op.target, c);
  if (result.ms !== undefined) {
    stats.slowest.push({ ms: result.ms, show: result.status === 'timeout' ? `${op.show}  (watchdog)` : op.show });
    stats.slowest.sort((a, b) => b.ms - a.ms);
    stats.slowest.length = Math.min(stats.slowest.length, 10);
  }
  if (result.memory > stats.memory.bytes) stats.memory = { bytes: result.memory, show: op.show };
}

// --- the report --------------------------------------------------------------------------------

function report(elapsed) {
  const line = (s) => console.log(s);
  line(`\n=== fuzz summary: ${stats.total} calls in ${elapsed.toFixed(1)} s, ${caseNo} cases, seed ${seed}, ` +
    `${runner.starts} worker(s) started ===`);
  line('calls per export (threw):');
  const names = [...api.functions.map((f) => f.name), ...api.classes.flatMap((c) =>
    [...(c.ctor && !c.ctorPrivate ? ['constructor'] : []), ...c.statics.map((s) => s.name), ...c.methods.map((m) => m.name),
      ...c.props.map((p) => p.name)].map((m) => `${c.name}.${m}`))];
  const cells = names.map((n) => {
    const c = stats.calls.get(n) ?? { calls: 0, threw: 0 };
    return `${n} ${c.calls} (${c.threw})`;
  });
  for (let i = 0; i < cells.length; i += 3) line(`  ${cells.slice(i, i + 3).map((c) => c.padEnd(40)).join('').trimEnd()}`);
  line(`throws by kind: ${[...stats.kinds].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
  line('most common messages:');
  for (const [m, n] of [...stats.messages].sort((a, b) => b[1] - a[1]).slice(0, 8)) line(`  ${String(n).padStart(6)}  ${m}`);
  line('slowest calls:');
  for (const s of stats.slowest) line(`  ${s.ms.toFixed(0).padStart(6)} ms  ${short(s.show)}`);
  line(`peak wasm memory: ${(stats.memory.bytes / 2 ** 20).toFixed(0)} MiB (reached by ${short(stats.memory.show)})`);
  if (!failures.size) {
    line('fuzz: no failures');
    return;
  }
  line(`\n=== ${failures.size} distinct failure(s); replay each snippet with node scripts/fuzz.mjs --replay '<snippet>'${pkgArg} ===`);
  for (const f of failures.values()) {
    line(`[${f.kind}] ${f.target} ×${f.count}: ${f.message}\n  seed ${seed}, case ${f.caseNo}:\n${indent(f.snippet)}`);
  }
}

function short(text) {
  const one = text.replace(/\n/g, ' ');
  return one.length > 160 ? `${one.slice(0, 157)}...` : one;
}

function indent(text) {
  return text.split('\n').map((l) => `    ${l.length > 2000 ? `${l.slice(0, 2000)}...` : l}`).join('\n');
}

// --- replay ------------------------------------------------------------------------------------

async function replay(snippet) {
  // A lone expression is returned, so that the answer shows what it gave back.
  let code = `return (${snippet.trim().replace(/;$/, '')});`;
  try {
    new Function(code);
  } catch {
    code = snippet;
  }
  const result = await runner.run(code);
  let failure = judge(result);
  console.log(outcome(result));
  if (!failure) {
    const sane = await runner.run(SANITY.code);
    if (!answers(sane)) failure = { kind: 'stopped answering', message: `then ${SANITY.show} ${outcome(sane)}` };
  }
  runner.stop();
  if (failure) console.log(`FAIL [${failure.kind}]: ${failure.message}`);
  return failure ? 1 : 0;
}

// --- helpers -----------------------------------------------------------------------------------

// How a call ended, in a line.
function outcome(result) {
  const how = result.status !== 'done' ? `${result.status}${result.message ? `: ${result.message}` : ''}` : result.threw
    ? `threw ${result.isError ? '' : 'a non-Error '}${result.name}${result.kind ? ` [${result.kind}${result.budget ? ', budget' : ''}]` : ''}: ${result.message}`
    : `returned ${result.ret?.type}`;
  return `${how} (${(result.ms ?? 0).toFixed(1)} ms)`;
}

// The URL fields and the widgets, for plausible query strings, states and attributes.
function vocabulary(p) {
  const vocab = { fields: [], widgets: [], common: [] };
  try {
    vocab.fields = p.specFields?.() ?? [];
    const spec = p.elementSpec?.() ?? {};
    vocab.widgets = spec.widgets ?? [];
    vocab.common = spec.common ?? [];
  } catch (e) {
    console.log(`fuzz: no vocabulary from specFields/elementSpec (${e.message}); random keys only`);
  }
  return vocab;
}

function die(message) {
  console.error(`fuzz: ${message}`);
  process.exit(2);
}
