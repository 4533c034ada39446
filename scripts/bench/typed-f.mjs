// g(1..10^7) for a typed f: the wasm package's gSequence against what a course author would
// write in plain JS, side by side in one Chromium page: the ten-line direct recursion
// g(k) = min{x : f(x) < g(k − x)} with g = [Infinity] and g.push(x), f a JS arrow function (the
// issue's peer); and, for comparison, the same recursion tuned by someone who knows typed arrays
// (a preallocated Uint32Array, g(0) = 2^32 − 1). Each peer runs once, capped at PEER_CAP_MS:
// where it does not finish, its figure is a lower bound (the piles it reached are shown) and so
// is the ratio. The targets are against the first peer.

import { randomTableF } from './random-table-f.mjs';

export const TYPED_N = 1e7;
export const TYPED_TARGET_MS = 50;
export const TYPED_RATIO = 10;
export const PEER_CAP_MS = 20000;
/** wasm calls per f (the median is reported): a call takes 5–40 ms, so more runs than the other
 *  timings' five cost little and steady the median on shared cores. */
export const TYPED_RUNS = 9;

const table = randomTableF();

/** The f's the issue names: the expression typed into Nim Lab and the same f as a JS peer (by
 *  name: the page builds the arrow functions itself, as a course author's script would). */
export const typedCases = [
  { f: '2x', peer: 'twice' },
  { f: 'x^2', peer: 'square' },
  { f: 'min(x, 3)', peer: 'min3' },
  { f: 'if x % 3 == 0 then x/3 + 1 else 2x', peer: 'thirds' },
  { f: table.expr, peer: 'table', label: 'a random table: f(x) = a[x % 16]·x + b[x % 16] (seed 15)', a: table.a, b: table.b },
];

/** Runs in the page: the wasm figure (median of `runs`), then the plain-JS peer once; checks that
 *  both agree on every pile the peer reached. */
export async function typedInPage({ c, n, runs, cap }) {
  const m = await import('./pkg/nimlab.js');
  await m.default();
  const peers = {
    twice: (x) => 2 * x,
    square: (x) => x * x,
    min3: (x) => Math.min(x, 3),
    thirds: (x) => (x % 3 === 0 ? Math.floor(x / 3) + 1 : 2 * x),
    table: (x) => c.a[x % c.a.length] * x + c.b[x % c.b.length],
  };
  const times = [];
  let wasm = null;
  for (let r = 0; r < runs; r++) {
    wasm = null;
    const t0 = performance.now();
    wasm = m.gSequence(c.f, n);
    times.push(performance.now() - t0);
    if (wasm.length !== n) throw new Error(`gSequence(${c.f}) gave ${wasm.length} values`);
  }
  times.sort((a, b) => a - b);

  const f = peers[c.peer];
  /** Runs a peer's loop (body(k) computes g(k)) until done or past the cap; checks its values. */
  const run = (g, body) => {
    let reached = n;
    const t0 = performance.now();
    for (let k = 1; k <= n; k++) {
      body(k);
      if ((k & 0xffff) === 0 && performance.now() - t0 > cap) {
        reached = k;
        break;
      }
    }
    const ms = performance.now() - t0;
    for (let k = 1; k <= reached; k++) {
      if (g[k] !== wasm[k - 1]) throw new Error(`g(${k}) of ${c.f}: wasm ${wasm[k - 1]}, plain JS ${g[k]}`);
    }
    return { ms, reached };
  };
  // The course author's version: a plain array.
  const plain = [Infinity];
  const author = run(plain, (k) => {
    let x = 1;
    while (x < k && !(f(x) < plain[k - x])) x++;
    plain.push(x);
  });
  plain.length = 0;
  // The tuned version: a typed array allocated once.
  const typed = new Uint32Array(n + 1);
  typed[0] = 0xffffffff;
  const tuned = run(typed, (k) => {
    let x = 1;
    while (x < k && !(f(x) < typed[k - x])) x++;
    typed[k] = x;
  });
  return {
    array: wasm.constructor.name,
    median: times[Math.floor(times.length / 2)],
    min: times[0],
    max: times[times.length - 1],
    peerMs: author.ms,
    reached: author.reached,
    tunedMs: tuned.ms,
    tunedReached: tuned.reached,
  };
}

/** Runs in the page: the least gSequence(f, n) costs when g needs 32 bits: writing n values into
 *  a new Uint32Array (copied out of wasm memory whole, or poured in pieces), timed as slice() of a
 *  warm array of n values (median of `runs`, in ms). A g that fits 8 or 16 bits comes back as a
 *  Uint8Array or Uint16Array: a quarter or half of that. */
export function copyFloorInPage({ n, runs }) {
  const warm = new Uint32Array(n).fill(1);
  const times = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const copy = warm.slice();
    times.push(performance.now() - t0);
    if (copy.length !== n) throw new Error('slice() lost values');
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** Measures every typed case on `page`. */
export async function measureTyped(page, log = () => {}) {
  const runs = TYPED_RUNS;
  const out = [];
  for (const c of typedCases) {
    let r;
    try {
      r = await page.evaluate(typedInPage, { c, n: TYPED_N, runs, cap: PEER_CAP_MS });
    } catch (err) {
      // a refusal or a disagreement is a result to show, not a reason to stop measuring
      const row = { f: c.f, label: c.label || `\`${c.f}\``, error: String(err.message || err).split('\n')[0], ok: false };
      log(row);
      out.push(row);
      continue;
    }
    const finished = r.reached === TYPED_N;
    const ratio = r.peerMs / r.median;
    const tunedFinished = r.tunedReached === TYPED_N;
    const tunedRatio = r.tunedMs / r.median;
    const row = {
      f: c.f,
      label: c.label || `\`${c.f}\``,
      ...r,
      finished,
      ratio,
      tunedFinished,
      tunedRatio,
      ok: r.median <= TYPED_TARGET_MS && ratio >= TYPED_RATIO,
    };
    log(row);
    out.push(row);
  }
  return out;
}
