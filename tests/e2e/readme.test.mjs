// The README's table of the embeddable widgets against the engine's own vocabulary
// (elementSpec): every widget has its row, with exactly its attributes and their defaults, so the
// documentation a course author reads cannot drift from what the elements accept. No browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './harness.mjs';

const pkgDir = path.join(repoRoot, 'www', 'pkg');
const pkg = await import(pathToFileURL(path.join(pkgDir, 'nimlab.js')).href);
pkg.initSync({ module: fs.readFileSync(path.join(pkgDir, 'nimlab_bg.wasm')) });
const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('### The widgets and their attributes'), readme.indexOf('### Playing with the keyboard'));
const rows = section.split('\n').filter((line) => line.startsWith('| `<nim-lab-') || line.startsWith('| every '));

/** `name` (default) pairs of a row's attribute column, defaults as written. */
function attributes(row) {
  const column = row.split(' | ')[1] || '';
  return [...column.matchAll(/`([a-z]+)` \((`([^`]*)`|[\d]+)/g)].map((m) => [m[1], m[3] ?? m[2]]);
}

test('the README lists every widget with exactly its attributes and defaults', () => {
  const spec = pkg.elementSpec();
  const common = new Set(spec.common.map((a) => a.name));
  for (const w of spec.widgets) {
    const tag = w.kind === 'game' ? `<nim-lab-game game="${w.name}">` : `<nim-lab-${w.name}>`;
    const row = rows.find((line) => line.startsWith(`| \`${tag}\``));
    assert.ok(row, `a README row for ${tag}`);
    const documented = attributes(row);
    const own = w.attrs.filter((a) => !common.has(a.name) && a.name !== 'first');
    assert.deepEqual(documented.map(([name]) => name).sort(), own.map((a) => a.name).sort(), `${tag}: the attributes`);
    for (const [name, value] of documented) {
      const attr = own.find((a) => a.name === name);
      assert.equal(String(value), String(attr.default), `${tag}: the default of ${name}`);
    }
  }
  const everyGame = rows.find((line) => line.startsWith('| every game'));
  const everyWidget = rows.find((line) => line.startsWith('| every widget'));
  for (const a of spec.common) assert.match(`${everyGame}${everyWidget}`, new RegExp(`\`${a.name}\``), `the common attribute ${a.name}`);
  for (const choice of spec.common.find((a) => a.name === 'theme').choices) assert.match(everyWidget, new RegExp(`\`${choice}\``));
  for (const w of spec.widgets.filter((x) => x.kind === 'game')) {
    assert.ok(w.attrs.some((a) => a.name === 'first'), `${w.name} takes first`);
  }
});

// The API table says each export's documented range: every export and class of the package has its
// row there (a new export cannot go undocumented), with the parameters it declares, and every row
// names something the package has.
test('the README API table has a row for every export with its declared parameters', () => {
  const start = readme.indexOf('| export | documented range | returns |');
  assert.ok(start > 0, 'the API table');
  const table = readme.slice(start, readme.indexOf('\n\n', start));
  const firstCells = table.split('\n').slice(2).map((line) => line.split(' | ')[0]);
  const calls = firstCells.flatMap((cell) => [...cell.matchAll(/`(?:new )?([A-Za-z.]+)\(([^)]*)\)`/g)])
    .map((m) => ({ name: m[1], params: m[2] ? m[2].split(', ') : [] }));
  // (the glue's own: init, and __reinstantiate, which ./build.sh adds for the engine door)
  const skip = new Set(['default', 'initSync', 'start', '__reinstantiate']);
  const dts = fs.readFileSync(path.join(pkgDir, 'nimlab.d.ts'), 'utf8');
  for (const name of Object.keys(pkg).filter((n) => !skip.has(n))) {
    const row = calls.find((c) => c.name === name);
    assert.ok(row, `a README row for ${name}`);
    const declared = typeof pkg[name] === 'function' && /^[A-Z]/.test(name)
      ? dts.match(new RegExp(`class ${name} \\{[^]*?constructor\\(([^)]*)\\)`))?.[1]
      : dts.match(new RegExp(`export function ${name}\\(([^)]*)\\)`))?.[1];
    if (declared === undefined) continue; // a class without a constructor (made by a static)
    const names = [...declared.matchAll(/(?:^|, )(\w+)\??:/g)].map((m) => m[1]);
    assert.deepEqual(row.params, names, `${name}: the README's parameters`);
  }
  for (const c of calls) {
    const [owner] = c.name.split('.');
    if (owner) assert.ok(owner in pkg, `README row ${c.name} names an export of the package`);
  }
});

test('the README\u2019s performance figures are a block the benchmark wrote, for the cases it measures', async () => {
  const { BEGIN, END } = await import('../../scripts/bench/report.mjs');
  const { typedCases } = await import('../../scripts/bench/typed-f.mjs');
  const a = readme.indexOf(BEGIN);
  const b = readme.indexOf(END);
  assert.ok(a > 0 && b > a, 'the performance block\u2019s markers');
  const block = readme.slice(a + BEGIN.length, b);
  assert.match(block, /^\nMeasured by `\.\/build\.sh bench` on \d{4}-\d{2}-\d{2}:/, 'the block starts as the benchmark writes it');
  for (const c of typedCases) assert.ok(block.includes(c.label || `\`${c.f}\``), `a row for ${c.f}`);
  const section = readme.slice(readme.indexOf('## Performance'), a);
  assert.doesNotMatch(section, /\d+(\.\d+)? ?(ms|µs|KiB|KB)\b/, 'no measured figure outside the block');
});
