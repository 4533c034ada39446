#!/usr/bin/env node
// Where a wasm module's bytes go, function by function, from its name section:
//   node scripts/wasm-sizes.mjs A.wasm [B.wasm] [--top N]
// One file: its N largest functions (default 40), raw code bytes. Two files: the functions whose
// size changed from A to B, largest change first, and the totals. Use rustc's output, which keeps
// the names (wasm-opt strips them): for the course-page package,
//   cargo build --profile wasm-small --target wasm32-unknown-unknown --lib \
//     --no-default-features --features move-fn-game
// then target/wasm32-unknown-unknown/wasm-small/nimlab.wasm. The one-game page's payload target
// (≤ 120 KB gzipped) has had margins under 1 KB, and an inlining decision can take 2 KB raw: this
// shows which functions grew.

import fs from 'node:fs';

/** A Rust legacy-mangled name made readable, without its hash (which changes from build to build,
 *  so that two builds' functions match by name): _ZN6nimlab4expr5Batch10eval_range17h…E →
 *  nimlab::expr::Batch::eval_range. Other names are kept. */
export function demangle(name) {
  const m = /^_ZN(.*)E$/.exec(name);
  if (!m) return name;
  const parts = [];
  for (let rest = m[1]; rest.length;) {
    const len = /^\d+/.exec(rest);
    if (!len) return name;
    const start = len[0].length;
    parts.push(rest.slice(start, start + Number(len[0])));
    rest = rest.slice(start + Number(len[0]));
  }
  if (/^h[0-9a-f]{16}$/.test(parts.at(-1))) parts.pop();
  const codes = { SP: '@', BP: '*', RF: '&', LT: '<', GT: '>', LP: '(', RP: ')', C: ',' };
  return parts
    .map((part) => part.replace(/^_\$/, '$').replace(/\.\./g, '::')
      .replace(/\$([A-Z]{1,2})\$/g, (all, c) => codes[c] ?? all)
      .replace(/\$u([0-9a-f]+)\$/g, (_, hex) => String.fromCodePoint(parseInt(hex, 16))))
    .join('::');
}

/** {name → code bytes} of a module's functions (names from the name section, demangled, else fN;
 *  instances of one generic function that share a name are summed). */
export function functionSizes(file) {
  const b = fs.readFileSync(file);
  if (b.readUInt32LE(0) !== 0x6d736100) throw new Error(`${file} is not a wasm module`);
  let p = 8;
  const leb = () => {
    let r = 0;
    let shift = 0;
    let x;
    do {
      x = b[p++];
      r += (x & 0x7f) * 2 ** shift;
      shift += 7;
    } while (x & 0x80);
    return r;
  };
  const skipLimits = () => {
    const flags = b[p++];
    leb();
    if (flags & 1) leb();
  };
  let imported = 0;
  const sizes = [];
  const names = new Map();
  while (p < b.length) {
    const id = b[p++];
    const len = leb();
    const end = p + len;
    if (id === 2) {
      // imports: count the imported functions, which come first in the function index space
      for (let i = 0, n = leb(); i < n; i++) {
        const skip = () => {
          const l = leb(); // (read before p is: `p += leb()` would add to the old p)
          p += l;
        };
        skip(); // module
        skip(); // field
        const kind = b[p++];
        if (kind === 0) {
          leb();
          imported++;
        } else if (kind === 1) {
          p++; // element type
          skipLimits();
        } else if (kind === 2) {
          skipLimits();
        } else if (kind === 3) {
          p += 2; // value type, mutability
        } else {
          leb(); // a tag
          leb();
        }
      }
    } else if (id === 10) {
      for (let i = 0, n = leb(); i < n; i++) {
        const size = leb();
        sizes.push(size);
        p += size;
      }
    } else if (id === 0) {
      const nameLen = leb();
      const section = b.subarray(p, p + nameLen).toString();
      p += nameLen;
      while (section === 'name' && p < end) {
        const sub = b[p++];
        const subEnd = leb() + p;
        if (sub === 1) {
          for (let i = 0, n = leb(); i < n; i++) {
            const index = leb();
            const l = leb();
            names.set(index, b.subarray(p, p + l).toString());
            p += l;
          }
        }
        p = subEnd;
      }
    }
    p = end;
  }
  const out = new Map();
  sizes.forEach((size, i) => {
    const name = demangle(names.get(i + imported) || `f${i + imported}`);
    out.set(name, (out.get(name) || 0) + size);
  });
  return out;
}

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 40;
if (!args.length || args.length > 2 || !(top > 0)) {
  console.error('usage: node scripts/wasm-sizes.mjs A.wasm [B.wasm] [--top N]');
  process.exit(2);
}
const total = (m) => [...m.values()].reduce((a, c) => a + c, 0);
const short = (name) => (name.length > 140 ? `${name.slice(0, 137)}…` : name);
const [a, b] = args.map(functionSizes);
if (!b) {
  for (const [name, size] of [...a].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`${String(size).padStart(8)}  ${short(name)}`);
  console.log(`${String(total(a)).padStart(8)}  in all, ${a.size} functions`);
} else {
  const changed = [...new Set([...a.keys(), ...b.keys()])]
    .map((name) => [name, (b.get(name) || 0) - (a.get(name) || 0)])
    .filter(([, d]) => d !== 0)
    .sort((x, y) => Math.abs(y[1]) - Math.abs(x[1]));
  for (const [name, d] of changed.slice(0, top)) {
    const how = !a.has(name) ? ' (new)' : !b.has(name) ? ' (gone)' : '';
    console.log(`${(d > 0 ? '+' : '') + d}`.padStart(8) + `  ${short(name)}${how}`);
  }
  const d = total(b) - total(a);
  console.log(`${(d > 0 ? '+' : '') + d}`.padStart(8) + `  in all (${total(a)} → ${total(b)} bytes, ${a.size} → ${b.size} functions)`);
}
