// Writes the sizes of dist/lms's zips into README's "Packages for an LMS" table (the three size
// columns of each `| \`<lesson>.zip\` |` row, and the wasm package it carries with its size in
// the zip), after `./build.sh dist`. tests/e2e/lms.test.mjs checks the table against dist/lms
// within 1 KB; this saves typing it after a change that moves them.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const lms = path.join(root, 'dist', 'lms');
const readmePath = path.join(root, 'README.md');
const kb = (standard, zip) => (fs.statSync(path.join(lms, standard, zip)).size / 1000).toFixed(1);

/** The wasm package a SCORM 1.2 zip carries and its size in the zip (deflated), read by Python's zipfile. */
function wasmIn(zip) {
  const r = spawnSync('python3', ['-c', 'import re,sys,zipfile\nfor i in zipfile.ZipFile(sys.argv[1]).infolist():\n  m=re.match(r"nimlab-pages/(\\w+)_bg-", i.filename)\n  if m: print(m.group(1), i.compress_size)', path.join(lms, 'scorm12', zip)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  const [name, size] = r.stdout.trim().split(' ');
  return `\`${name}\` (${(Number(size) / 1000).toFixed(1)})`;
}

const readme = fs.readFileSync(readmePath, 'utf8');
let rows = 0;
const next = readme.replace(/^\| `([a-z0-9-]+\.zip)` \| [\d.]+ \| [\d.]+ \| [\d.]+ \| `\w+` \([\d.]+\) \|/gm, (_, zip) => {
  rows += 1;
  return `| \`${zip}\` | ${kb('scorm12', zip)} | ${kb('scorm2004', zip)} | ${kb('cmi5', zip)} | ${wasmIn(zip)} |`;
});
if (rows === 0) throw new Error('README.md: no "| `<lesson>.zip` | … |" rows found');
fs.writeFileSync(readmePath, next);
console.log(`README.md: ${rows} rows of "Packages for an LMS" from dist/lms`);
