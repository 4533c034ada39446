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
