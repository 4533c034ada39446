// The wasm package in node against the native engine, on the same questions: g (a Solver's, and
// gSequence's), bestMove and bestMoveBig with their `why`, a Game's state, hints and moves (in both
// packages), representation, the periodic games (Game.periodic, periodicRepresentation) and the
// analyses' advance (and their reports' sentences and messages), at piles near 2^32, 2^33, 2^40, 10^12 and 2^53 − 1 (each ± a few), for move
// functions proved non-decreasing and not; blocking Nim (values, analysis, formula, games) with
// sequences whose values lie near 2^32, 2^53 and up to 2^63 − 1, and Cut The Knot (G(n) of a
// subtraction set, the take-away representation, a sum of games with f past 2^53). Every answer
// must be the same, or both refused with the same message. The native side is `nimlab ask`
// (src/bin/nimlab/ask.rs), fed every question at once.
// A wasm32 usize is 32 bits: an index taken `as usize` from a pile past 2^32 wraps there and not
// natively, which is what this catches (issue 24); and a whole number past 2^53 − 1 in an answer
// must come as the same decimal string, never as an 'internal' error of the package alone.
// Every package the families register (src/spec/packages.rs) is asked each question whose exports
// it has (a family's own: its family's; the course-page one: the game f(x)).
//
//   node scripts/differential.mjs [--nimlab target/debug/nimlab] [--pkg www/pkg] [--show N]
//
// Prints each mismatch (the question, both answers), at most --show of them (default 20), and a
// count; exit status 1 when any.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    nimlab: { type: 'string', default: path.join(ROOT, 'target/debug/nimlab') },
    pkg: { type: 'string', default: path.join(ROOT, 'www/pkg') },
    show: { type: 'string', default: '20' },
  },
});
const started = Date.now();

async function load(name) {
  const pkg = await import(pathToFileURL(path.join(opts.pkg, `${name}.js`)).href);
  pkg.initSync({ module: readFileSync(path.join(opts.pkg, `${name}_bg.wasm`)) });
  return pkg;
}
/** A question's export missing from a package (a family's own leaves the others' out): skipped. */
class Missing extends Error {}
/** `pkg` whose missing exports (and classes' statics) throw Missing instead of being undefined. */
function guarded(pkg) {
  return new Proxy(pkg, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target)) throw new Missing(key);
      const v = target[key];
      return typeof v === 'function' && typeof key === 'string' && /^[A-Z]/.test(key) ? guarded(v) : v;
    },
  });
}
await import('../www/js/families/index.js');
const { packageNames } = await import('../www/js/core/registry.js');
// every package the families register (src/spec/packages.rs): each answers what it holds
const packages = [];
for (const name of ['nimlab', ...packageNames()]) packages.push([name, guarded(await load(name))]);
const full = packages[0][1];

// --- the questions -----------------------------------------------------------------------------

const MAX_SAFE = 2n ** 53n - 1n;
const CENTRES = [2n ** 32n, 2n ** 33n, 2n ** 40n, 10n ** 12n, MAX_SAFE];
const OFFSETS = [-2n, -1n, 0n, 1n, 2n, 7n, 100n];
const BIG = [...new Set(CENTRES.flatMap((c) => OFFSETS.map((o) => c + o)))].sort((a, b) => (a < b ? -1 : 1));
/** Piles a JS number holds (Game, bestMove). */
const SAFE = BIG.filter((n) => n <= MAX_SAFE).map(Number);

// (one as a teacher types it: a head, a superscript, the pasted signs)
const PROVED = ['2x', 'x^2', 'x + 5', '4', 'x', 'min(x, 3)', '3x/2 + 1', 'f(x) = 3·x² − 1'];
const UNPROVED = [
  'if x > 3 then 1 else 2x',
  'if x % 3 == 0 then x/3 + 1 else 2x',
  'if x % 2 == 0 then x else 3x',
  'x % 7 + 1',
];
const FS = [...PROVED, ...UNPROVED];
/** [f, t, games] of periodic move functions, condition (2) proved or not. */
const PERIODIC = [
  ['if n % 2 == 0 then 2x else x', 2],
  ['if x == 3 and n % 2 == 1 then 4 else 2x', 2], // Example 2
  ['if n % 3 == 0 then x % 4 + 1 else 2x', 3],
];

const questions = [];
const ask = (q) => questions.push(q);
const str = (n) => String(n);

for (const f of FS) {
  // A Solver asked small piles first (its tables grow to them), then large ones: a wrapped index
  // reads the small piles' entries.
  const calls = [['g', '100'], ['g', '1000000'], ...BIG.map((n) => ['g', str(n)])];
  for (const n of BIG) calls.push(['bestMove', str(n), '2'], ['bestMove', str(n), str(n)]);
  for (let n = 1; n <= 30; n++) calls.push(['g', str(n)]);
  ask({ op: 'solver', f, calls });
  ask({ op: 'gSequence', f, upto: 3000 });
  for (const upto of [20_000_000 + 1, 2 ** 32, 2 ** 32 + 7]) ask({ op: 'gSequence', f, upto });
  for (const n of BIG) {
    for (const max of [1n, 2n, 1000n, n - 1n, n]) ask({ op: 'bestMoveBig', f, pile: str(n), max: str(max) });
    ask({ op: 'representation', f, n: str(n) });
  }
  for (const n of SAFE) {
    for (const max of [1, 2, n - 1]) ask({ op: 'bestMove', f, pile: n, max });
  }
  for (const n of [...SAFE, 20, 1500, 1501]) {
    for (const max of [2, n - 1, n]) ask({ op: 'game', f, pile: n, max, script: gameScript() });
  }
  for (const work of [[2 ** 32, 2 ** 32, 2 ** 32, 2 ** 32], [2 ** 30, 2 ** 30, 2 ** 30, 2 ** 30], [1000, 2 ** 31 + 5, 2 ** 33]]) {
    ask({ op: 'analysis', f, upto: 5000, work, result: true });
  }
}
for (const [f, t] of PERIODIC) {
  for (let game = 0; game < t; game++) {
    for (const n of BIG) ask({ op: 'periodicRepresentation', f, t, game, n: str(n) });
    for (const n of [...SAFE, 20, 1500, 1501]) {
      for (const max of [2, n]) ask({ op: 'game', f, t, game, pile: n, max, script: gameScript() });
    }
  }
  ask({ op: 'periodicAnalysis', f, t, upto: 3000, work: [2 ** 32, 2 ** 32, 2 ** 32, 2 ** 32, 2 ** 32, 2 ** 32], result: true });
  ask({ op: 'periodicAnalysis', f, t, upto: 3000, work: [2 ** 30, 2 ** 30, 2 ** 30, 2 ** 30, 2 ** 30, 2 ** 30] });
}

// --- blocking Nim and Cut The Knot: values a user types past 2^53 ----------------------------------

/** Sequence values and move functions' values near 2^32, 2^53 and up to 2^63 − 1 (i64's last). */
const HUGE = [2n ** 32n + 1n, MAX_SAFE - 1n, MAX_SAFE, MAX_SAFE + 1n, MAX_SAFE + 2n, 2n ** 62n,
  2n ** 62n + 1n, 10n ** 18n, 2n ** 63n - 1n].map(str);
const PAPER = { c: '0, 1, 2', m: '1, 3, 5', M: '3, 6, 10' };

for (const v of HUGE) {
  const seqs = [
    { c: v, m: '1', M: '3' }, // "forbid as many as you like"
    { c: '0', m: '1', M: v }, // "take as many as you like"
    { c: '1', m: '1', M: `4, ${v}` },
    { c: `0, ${v}`, m: '1', M: `${v}, 5` },
    { c: '0', m: `1, ${v}`, M: v }, // m_2 past every pile: the game ends at move 2
    { c: `if i % 2 == 0 then ${v} else 1`, m: '1', M: `${v} - i` },
  ];
  for (const s of seqs) {
    ask({ op: 'blockingValues', ...s, n: 6 });
    ask({ op: 'blockingAnalysis', ...s, upto: 40, moves: 3 });
    for (const pile of [0n, 5n, 2n ** 32n + 1n, MAX_SAFE + 1n, 2n ** 64n - 1n]) {
      ask({ op: 'blockingFormula', ...s, pile: str(pile), move: 1 });
    }
    for (const pile of [1, 9, 20]) ask({ op: 'blockingGame', ...s, pile, script: blockingScript() });
  }
  ask({ op: 'blockingValues', c: '0', m: '1', M: `i + ${v}`, n: 1000 }); // i64 overflow: refused
  for (const f of [v, `x + ${v}`, `if x > 3 then ${v} else 2x`, `${v} - x`]) {
    for (const piles of [[4, 6, 9], [1], [2000, 1999, 3]]) ask({ op: 'sumGame', f, piles, script: sumScript() });
    // (a pile near 2^32 costs the engine's verdict ~0.5 s for such an f: the list below has those)
    for (const n of [1n, 20n, 1000n, MAX_SAFE]) ask({ op: 'takeawayRepresentation', f, n: str(n) });
  }
}
for (const n of [...BIG, 2n ** 64n - 1n, 2n ** 64n]) {
  for (const set of ['1, 3, 4', '3..5', '2, 5', '1..1000']) ask({ op: 'subtractionGrundyAt', set, n: str(n) });
  ask({ op: 'blockingFormula', ...PAPER, pile: str(n), move: 1 });
  ask({ op: 'blockingFormula', c: '0', m: '1', M: '3', pile: str(n), move: 1000000 });
  for (const f of ['2x', 'x', 'if x > 3 then 1 else 2x']) ask({ op: 'takeawayRepresentation', f, n: str(n) });
}
for (const pile of [1000000, 1000001, 2 ** 32 + 1]) ask({ op: 'blockingGame', ...PAPER, pile, script: [['state']] });
for (const upto of [1000000, 2 ** 32 + 1]) ask({ op: 'blockingAnalysis', ...PAPER, upto, moves: 1 });
for (const piles of [[2001], [2 ** 32 + 4], [1, 2, 3, 4, 5, 6, 7, 8, 9]]) ask({ op: 'sumGame', f: '2x', piles, script: [['state']] });

/** A blocking game's steps: both halves of a move each way, hints, a careless level. */
function blockingScript() {
  return [['state'], ['engineBlock'], ['hint'], ['engineMove'], ['state'], ['block', []], ['play', 1],
    ['hint'], ['setLevel', 'good', 5], ['engineBlock'], ['engineMove'], ['block', [2]], ['engineMove'], ['state']];
}

/** A row's steps: look, hints, moves both ways, a careless level. */
function sumScript() {
  return [['state'], ['hint'], ['engineMove'], ['play', 0, 1], ['hint'], ['setLevel', 'good', 5],
    ['engineMove'], ['play', 1, 1], ['engineMove'], ['state']];
}

/** A game's steps: look, move both ways, and at a careless level. */
function gameScript() {
  return [['state'], ['hint'], ['engineMove'], ['hint'], ['play', 1], ['hint'], ['legal'],
    ['setLevel', 'good', 5], ['engineMove'], ['engineMove'], ['state']];
}

// --- the native answers ------------------------------------------------------------------------

const oracle = spawnSync(opts.nimlab, ['ask'], {
  input: questions.map((q) => JSON.stringify(q)).join('\n') + '\n',
  maxBuffer: 1 << 30,
  encoding: 'utf8',
});
if (oracle.error || oracle.status !== 0) {
  console.error(`differential: ${opts.nimlab} ask failed: ${oracle.error ?? oracle.stderr}`);
  process.exit(2);
}
const native = oracle.stdout.trim().split('\n').map((l) => JSON.parse(l));
if (native.length !== questions.length) {
  console.error(`differential: ${questions.length} questions, ${native.length} native answers`);
  process.exit(2);
}
const nativeMs = Date.now() - started;

// --- the package's answers ---------------------------------------------------------------------

/** {ok: value} (plain JSON: typed arrays as arrays), {error: message} for a thrown Error, or
 * {trap: …} for anything else thrown (a RuntimeError is a trap: never an answer). */
function outcome(call) {
  try {
    return { ok: plain(call()) };
  } catch (e) {
    if (e instanceof Missing) throw e;
    if (e instanceof Error && !(e instanceof WebAssembly.RuntimeError) && e.name === 'Error') return { error: e.message };
    return { trap: `${e?.name}: ${e?.message ?? e}` };
  }
}

function plain(v) {
  if (v === undefined) return null;
  return JSON.parse(JSON.stringify(v, (_, x) => (ArrayBuffer.isView(x) ? Array.from(x) : x)));
}

function wasm(q, pkg = full) {
  switch (q.op) {
    case 'solver': {
      let s;
      const made = outcome(() => { s = new pkg.Solver(q.f); });
      if (!('ok' in made)) return made;
      const out = { ok: q.calls.map(([m, ...args]) => outcome(() => s[m](...args))) };
      s.free();
      return out;
    }
    case 'gSequence': return outcome(() => pkg.gSequence(q.f, q.upto));
    case 'bestMove': return outcome(() => pkg.bestMove(q.f, q.pile, q.max));
    case 'bestMoveBig': return outcome(() => pkg.bestMoveBig(q.f, q.pile, q.max));
    case 'representation': return outcome(() => pkg.representation(q.f, q.n));
    case 'periodicRepresentation': return outcome(() => pkg.periodicRepresentation(q.f, q.t, q.game, q.n));
    case 'game': {
      let g;
      const made = outcome(() => {
        g = q.t === undefined ? new pkg.Game(q.f, q.pile, q.max) : pkg.Game.periodic(q.f, q.t, q.game, q.pile, q.max);
      });
      if (!('ok' in made)) return made;
      const out = { ok: q.script.map(([m, ...args]) => outcome(() => g[m](...args))) };
      g.free();
      return out;
    }
    case 'analysis':
    case 'periodicAnalysis': {
      let a;
      const made = outcome(() => {
        a = q.op === 'analysis' ? new pkg.Analysis(q.f, q.upto) : new pkg.PeriodicAnalysis(q.f, q.t, q.upto);
      });
      if (!('ok' in made)) return made;
      const out = { ok: q.work.map((w) => outcome(() => a.advance(w))) };
      // the report's sentences and messages, without the lists the package attaches as typed arrays
      // and the growth's slope and factor (ln and exp: wasm's libm may round the last place otherwise)
      if (q.result) {
        out.ok.push(outcome(() => {
          const r = a.result();
          for (const key of ['g', 'base', 'g0']) delete r[key];
          if (r.growth) for (const key of ['slope', 'factor']) delete r.growth[key];
          for (const key of ['theorem1', 'theorem2']) if (r[key]) delete r[key].bases;
          return r;
        }));
      }
      a.free();
      return out;
    }
    case 'blockingValues': return outcome(() => pkg.blockingValues(q.c, q.m, q.M, q.n));
    case 'blockingAnalysis': return outcome(() => pkg.blockingAnalysis(q.c, q.m, q.M, q.upto, q.moves));
    case 'blockingFormula': return outcome(() => pkg.blockingFormula(q.c, q.m, q.M, q.pile, q.move));
    case 'blockingGame': return script(() => new pkg.BlockingGame(q.c, q.m, q.M, q.pile), q.script);
    case 'sumGame': return script(() => new pkg.SumGame(q.f, q.piles), q.script);
    case 'subtractionGrundyAt': return outcome(() => pkg.subtractionGrundyAt(q.set, q.n));
    case 'takeawayRepresentation': return outcome(() => pkg.takeawayRepresentation(q.f, q.n));
    default: throw new Error(`no op ${q.op}`);
  }
}

/** A game made by `make`, then each step of its script ([method, ...args]) answered in turn. */
function script(make, steps) {
  let g;
  const made = outcome(() => { g = make(); });
  if (!('ok' in made)) return made;
  const out = { ok: steps.map(([m, ...args]) => outcome(() => g[m](...args))) };
  g.free();
  return out;
}

/** JSON with object keys sorted, so that two answers compare by content. */
function canonical(v) {
  return JSON.stringify(v, (_, x) => (x && typeof x === 'object' && !Array.isArray(x)
    ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, x[k]]))
    : x));
}

const mismatches = [];
let compared = 0;
for (const [i, q] of questions.entries()) {
  for (const [name, pkg] of packages) {
    let got;
    try {
      got = wasm(q, pkg);
    } catch (e) {
      if (e instanceof Missing && name !== 'nimlab') continue;
      throw e;
    }
    compared++;
    if (canonical(got) !== canonical(native[i])) mismatches.push({ q, name, got, want: native[i] });
  }
}

// --- the report --------------------------------------------------------------------------------

/** Where two answers first differ: the path and both values. */
function firstDifference(a, b, at = '') {
  if (canonical(a) === canonical(b)) return null;
  const keys = (v) => Object.keys(v).sort().join();
  if (a && b && typeof a === 'object' && typeof b === 'object' && keys(a) === keys(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[k], b[k], Array.isArray(a) ? `${at}[${k}]` : `${at}.${k}`);
      if (d) return d;
    }
  }
  return { at: at || '(answer)', wasm: a, native: b };
}

const shown = Number(opts.show);
for (const m of mismatches.slice(0, shown)) {
  const d = firstDifference(m.got, m.want);
  const cut = (v) => { const s = String(JSON.stringify(v)); return s.length > 400 ? `${s.slice(0, 400)}…` : s; };
  console.log(`MISMATCH ${m.name}: ${cut(m.q)}\n  at ${d.at}\n  wasm:   ${cut(d.wasm)}\n  native: ${cut(d.native)}`);
}
if (mismatches.length > shown) console.log(`… and ${mismatches.length - shown} more`);
const byOp = {};
for (const m of mismatches) byOp[m.q.op] = (byOp[m.q.op] ?? 0) + 1;
console.log(`differential: ${questions.length} questions (${compared} package answers) in ` +
  `${((Date.now() - started) / 1000).toFixed(1)} s (native ${(nativeMs / 1000).toFixed(1)} s): ` +
  (mismatches.length ? `${mismatches.length} mismatches ${JSON.stringify(byOp)}` : 'every answer the same'));
process.exit(mismatches.length ? 1 : 0);
