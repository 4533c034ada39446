// Deterministic zips for the learning-platform packages (scripts/build/lms.mjs): entries in sorted
// order, a fixed time (1980-01-01 00:00) and mode (0644), each deflated — the same files give the
// same bytes. A platform unzips them with any zip reader: the one method every reader knows
// (deflate, no zip64, no data descriptors).
//
// The wasm packages' string scripts, most of a package's bytes, are deflated by zopfli (npm
// @gfx/zopfli: the same deflate format, found by a slower search): 6-7 % smaller than zlib's level
// 9 (a lesson's package 96.0 KB against 102.8), which no other file repays for its time (3-4 % on
// the pages' scripts, at ~75 KB a second). They are deflated once for every zip that holds them,
// on two threads; the rest by zlib at level 9.
//
//   await writeZips([{out, entries: [[name in the zip, file]]}], {strong: (name) => bool})
//     → [size of each zip]

import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

if (!isMainThread) {
  // a deflating thread: {id, bytes} → {id, deflated}
  const zopfli = require('@gfx/zopfli');
  parentPort.on('message', ({ id, bytes }) => {
    zopfli.deflate(Buffer.from(bytes), { numiterations: 5 }, (err, out) => {
      parentPort.postMessage(err ? { id, error: String(err.message || err) } : { id, deflated: out });
    });
  });
}

/** Deflates each of `texts` (Map key → Buffer) by zopfli on up to two threads: Map key → Buffer. */
async function zopfliAll(texts) {
  const jobs = [...texts].sort(([, a], [, b]) => b.length - a.length);
  const out = new Map();
  if (!jobs.length) return out;
  const threads = Math.min(2, jobs.length);
  await Promise.all(Array.from({ length: threads }, () => new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url));
    const next = () => {
      const job = jobs.shift();
      if (!job) {
        worker.terminate().then(resolve, reject);
        return;
      }
      worker.postMessage({ id: job[0], bytes: job[1] });
    };
    worker.on('message', (m) => {
      if (m.error) {
        worker.terminate();
        reject(new Error(`zopfli: ${m.error}`));
        return;
      }
      out.set(m.id, Buffer.from(m.deflated));
      next();
    });
    worker.on('error', reject);
    next();
  })));
  return out;
}

const u16 = (n) => { const b = Buffer.alloc(2); b.writeUInt16LE(n); return b; };
const u32 = (n) => { const b = Buffer.alloc(4); b.writeUInt32LE(n >>> 0); return b; };
const DOS_TIME = 0; // 00:00:00
const DOS_DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01
const MODE = 0o100644; // a regular file, rw-r--r--

/** One zip's bytes: entries [[name, data, deflated]] in the order given. */
function zipBytes(entries) {
  const parts = [];
  const central = [];
  let offset = 0;
  for (const [name, data, deflated] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const common = Buffer.concat([
      u16(20), u16(0x0800), u16(8), u16(DOS_TIME), u16(DOS_DATE), // version needed, UTF-8 names, deflate
      u32(crc), u32(deflated.length), u32(data.length), u16(nameBytes.length), u16(0),
    ]);
    const local = Buffer.concat([u32(0x04034b50), common, nameBytes]);
    central.push(Buffer.concat([
      u32(0x02014b50), u16((3 << 8) | 20), common, // made by: unix (so that the mode is read)
      u16(0), u16(0), u16(0), u32(MODE << 16), u32(offset), nameBytes,
    ]));
    parts.push(local, deflated);
    offset += local.length + deflated.length;
  }
  const dir = Buffer.concat(central);
  if (offset + dir.length > 0xffffffff || entries.length > 0xffff) throw new Error('zip: too large for a zip without zip64');
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(dir.length), u32(offset), u16(0)]);
  return Buffer.concat([...parts, dir, end]);
}

/** Writes each zip of `spec` ([{out, entries: [[name, file]]}]); entries whose name `strong`
 *  accepts are deflated by zopfli. Returns the zips' sizes. */
export async function writeZips(spec, { strong = () => false } = {}) {
  const hash = (b) => createHash('sha256').update(b).digest('hex');
  const data = new Map();
  const readOnce = (file) => {
    if (!data.has(file)) data.set(file, fs.readFileSync(file));
    return data.get(file);
  };
  const heavy = new Map();
  for (const { entries } of spec) {
    const names = entries.map(([name]) => name);
    if (new Set(names).size !== names.length) throw new Error('zip: an entry twice');
    for (const [name, file] of entries) if (strong(name)) { const b = readOnce(file); heavy.set(hash(b), b); }
  }
  const deflatedHeavy = await zopfliAll(heavy);
  const light = new Map();
  const deflate = (name, b) => {
    const key = hash(b);
    if (strong(name)) return deflatedHeavy.get(key);
    if (!light.has(key)) light.set(key, zlib.deflateRawSync(b, { level: 9 }));
    return light.get(key);
  };
  return spec.map(({ out, entries }) => {
    const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const bytes = zipBytes(sorted.map(([name, file]) => { const b = readOnce(file); return [name, b, deflate(name, b)]; }));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(`${out}.part`, bytes);
    fs.renameSync(`${out}.part`, out);
    return bytes.length;
  });
}
