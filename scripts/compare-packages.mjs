#!/usr/bin/env node
// gSequence(f, 10^7) of two builds of the full wasm package side by side in node, interleaved
// call by call so that both see the same machine: issue 15 asks that no f become slower.
//   node scripts/compare-packages.mjs THEN_DIR [NOW_DIR] [--runs N] [--f EXPR]...
// Each DIR holds nimlab.js and nimlab_bg.wasm (NOW_DIR defaults to www/pkg). An older build:
//   git worktree add /tmp/then <commit>
//   (cd /tmp/then && cargo build --release --target wasm32-unknown-unknown --lib)
//   wasm-bindgen --target web --out-dir /tmp/then/pkg --out-name nimlab \
//     /tmp/then/target/wasm32-unknown-unknown/release/nimlab.wasm
// (wasm-bindgen of the crate's pinned version, as ./build.sh installs it; wasm-opt -O3 as
// build.sh runs it makes the two alike). Prints the median of each, and "refused" where a build
// refuses f (an older build may refuse what a newer one computes).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { randomTableF } from './bench/random-table-f.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const out = [];
  for (let at = args.indexOf(name); at >= 0; at = args.indexOf(name)) out.push(args.splice(at, 2)[1]);
  return out;
};
const runs = Number(option('--runs').pop() || 7);
const asked = option('--f');
if (!args.length || args.length > 2 || !(runs >= 1)) {
  console.error('usage: node scripts/compare-packages.mjs THEN_DIR [NOW_DIR] [--runs N] [--f EXPR]...');
  process.exit(2);
}
const [thenDir, nowDir = path.join(root, 'www', 'pkg')] = args.map((d) => path.resolve(d));

/** The issue's f's, the benchmark's random table, and f's of each kind the constructions treat
 *  differently: proved non-decreasing (the simple construction), bounded, every pile a member,
 *  growing and periodic general constructions. */
const fs_ = asked.length ? asked : [
  '2x', 'x^2', 'min(x, 3)', 'if x % 3 == 0 then x/3 + 1 else 2x', randomTableF().expr,
  'x', '3x', 'x + 5', '1', '7', '1000000000', 'x/2 + 1', 'max(x - 3, 1)', 'x % 3 + 1', 'x % 100 + 50',
  'if x % 2 == 0 then x/2 else 3x', 'if x % 2 == 0 then 3x else x', 'if x % 7 < 3 then x else 2x',
  'if x < 100 then 1 else x', 'if x < 1000 then 2x else 1',
];

async function load(dir) {
  const m = await import(path.join(dir, 'nimlab.js'));
  m.initSync({ module: fs.readFileSync(path.join(dir, 'nimlab_bg.wasm')) });
  return m;
}

const builds = [['then', await load(thenDir)], ['now', await load(nowDir)]];
const median = (t) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)];
const ms = (x) => (x === null ? 'refused' : `${x.toFixed(1)} ms`);
let slower = 0;
console.log(`gSequence(f, 10^7), median of ${runs}: then ${thenDir}, now ${nowDir}`);
for (const f of fs_) {
  const times = { then: [], now: [] };
  const refused = new Set();
  for (let r = 0; r < runs; r++) {
    for (const [name, m] of builds) {
      if (refused.has(name)) continue;
      const t0 = performance.now();
      try {
        m.gSequence(f, 1e7);
        times[name].push(performance.now() - t0);
      } catch (_) {
        refused.add(name);
      }
    }
  }
  const [a, b] = ['then', 'now'].map((k) => (refused.has(k) ? null : median(times[k])));
  const ratio = a !== null && b !== null ? `${(a / b).toFixed(2)}× as fast` : '';
  if (a !== null && (b === null || b > a * 1.05)) slower++;
  console.log(`  ${f.length > 44 ? `${f.slice(0, 43)}…` : f.padEnd(44)} then ${ms(a).padStart(9)}   now ${ms(b).padStart(9)}   ${ratio}`);
}
console.log(slower ? `${slower} f slower now (by more than 5 %) or refused` : 'no f slower now by more than 5 %');
