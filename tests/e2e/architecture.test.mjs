// The front end's architecture, read from the files (no browser): www/js/core/ names no family and
// imports nothing from families/ (the families register themselves: core/registry.js), and every
// family of src/games/ has each place of the README's checklist ("Adding a family"), the list
// read from the README itself, so that the README and this test cannot drift.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './harness.mjs';

const www = path.join(repoRoot, 'www');
const families = fs.readdirSync(path.join(repoRoot, 'src', 'games'), { withFileTypes: true })
  .filter((d) => d.isDirectory()).map((d) => d.name).sort();
const kebab = (name) => name.replace(/_/g, '-');
const read = (...parts) => fs.readFileSync(path.join(repoRoot, ...parts), 'utf8');
const exists = (...parts) => fs.existsSync(path.join(repoRoot, ...parts));

await import(pathToFileURL(path.join(www, 'js', 'families', 'index.js')).href);
const registry = await import(pathToFileURL(path.join(www, 'js', 'core', 'registry.js')).href);
const byName = new Map(registry.registered().map((f) => [f.name, f]));

/** The names core/ must not say: each family's (move_fn, move-fn, "move fn", any case) and its
 *  sub-parts' folders as words; the names its declaration registers (sections, widgets, jobs,
 *  services, packages) and the old job type 'delete' as quoted strings. */
function forbidden() {
  const words = new Set(families);
  for (const f of families) {
    for (const d of fs.readdirSync(path.join(www, 'js', 'families', f), { withFileTypes: true })) {
      if (d.isDirectory() && d.name !== 'lessons') words.add(d.name);
    }
  }
  const strings = new Set(['delete']);
  for (const f of registry.registered()) {
    for (const s of f.sections || []) strings.add(s.sec);
    for (const part of ['games', 'views', 'jobs', 'services', 'packages']) {
      for (const name of Object.keys(f[part] || {})) strings.add(name);
    }
  }
  return { words: [...words], strings: [...strings] };
}

/** What a module's source says that core must not: [{line, what}]. */
function familyMentions(source, { words, strings }) {
  const found = [];
  const lines = source.split('\n');
  const wordRes = words.map((w) => [w, new RegExp(`(^|[^a-z0-9])${w.split(/[_-]/).join('[_\\- ]?')}(?![a-z0-9])`, 'i')]);
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const stringRes = strings.map((s) => [s, new RegExp(`(['"\`])${escape(s)}\\1`)]);
  lines.forEach((text, i) => {
    if (/^\s*import\b.*families\//.test(text) || /import\(\s*['"`][^'"`]*families\//.test(text)) found.push({ line: i + 1, what: 'imports from families/' });
    for (const [w, re] of wordRes) if (re.test(text)) found.push({ line: i + 1, what: `names ${w}` });
    for (const [s, re] of stringRes) if (re.test(text)) found.push({ line: i + 1, what: `says '${s}'` });
  });
  return found;
}

test('the scan finds a family named in core (so the next test can fail)', () => {
  const names = forbidden();
  const probe = [
    "import { x } from '../families/blocking/index.js';",
    '// the Cut The Knot games',
    '  if (job.kind === \'grundy\') return 1;',
    "worker.postMessage({ type: 'delete' });",
    'const small = await ready(\'nimlab_move_fn\');',
    '// Single-delete Nim',
    '// a takeaway job',
  ].join('\n');
  const found = familyMentions(probe, names).map((m) => m.line);
  assert.deepEqual([...new Set(found)], [1, 2, 3, 4, 5, 6, 7], JSON.stringify(familyMentions(probe, names)));
  assert.deepEqual(familyMentions('jobResults.delete(key); // a job of some kind, in the worker loop', names), []);
});

test('www/js/core/ names no family and imports nothing from families/', () => {
  const names = forbidden();
  const dir = path.join(www, 'js', 'core');
  const problems = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js')).sort()) {
    for (const m of familyMentions(fs.readFileSync(path.join(dir, file), 'utf8'), names)) problems.push(`core/${file}:${m.line} ${m.what}`);
  }
  assert.deepEqual(problems, []);
});

/** The README's checklist: the code span that opens each item of "Adding a family". */
function checklist() {
  const readme = read('README.md');
  const start = readme.indexOf('### Adding a family');
  assert.ok(start >= 0, 'the README has a section "Adding a family"');
  const end = readme.indexOf('\n#', start + 5);
  return [...readme.slice(start, end).matchAll(/^\d+\.\s+`([^`]+)`/gm)].map((m) => m[1]);
}

const pkg = await import(pathToFileURL(path.join(www, 'pkg', 'nimlab.js')).href);
pkg.initSync({ module: fs.readFileSync(path.join(www, 'pkg', 'nimlab_bg.wasm')) });

/** Each item of the checklist, by its code span: f → a problem (a string) or null. */
const checks = {
  'src/games/<f>/': (f) => (exists('src', 'games', f, 'mod.rs') ? null : 'no mod.rs'),
  'src/wasm/<f>': (f) => (exists('src', 'wasm', `${f}.rs`) || exists('src', 'wasm', f, 'mod.rs') ? null : 'missing'),
  'Cargo.toml <kebab>': (f) => {
    const features = read('Cargo.toml').split('[features]')[1].split('\n[')[0];
    if (!new RegExp(`^${kebab(f)} = `, 'm').test(features)) return `no feature ${kebab(f)}`;
    return new RegExp(`^default = \\[[^\\]]*"${kebab(f)}"`, 'm').test(features) ? null : 'not in default';
  },
  'src/spec/fields.rs': (f) => {
    const secs = (byName.get(f)?.sections || []).map((s) => s.sec);
    const keyed = secs.filter((sec) => pkg.specFields().some((field) => field.section === sec));
    return secs.length && keyed.length === secs.length ? null : `sections without URL keys: ${secs.filter((s) => !keyed.includes(s))}`;
  },
  'src/spec/form.rs': (f) => {
    const secs = (byName.get(f)?.sections || []).map((s) => s.sec);
    const unlabelled = secs.filter((sec) => !pkg.specFields().some((field) => field.section === sec && field.label));
    return secs.length && !unlabelled.length ? null : `sections with no labelled field: ${unlabelled}`;
  },
  'src/spec/elements.rs': (f) => {
    const family = byName.get(f);
    const declared = Object.keys({ ...family?.games, ...family?.views }).sort();
    const engine = pkg.elementSpec().widgets.filter((w) => w.family === f).map((w) => w.name).sort();
    return engine.length && JSON.stringify(engine) === JSON.stringify(declared) ? null : `engine ${engine}, index.js ${declared}`;
  },
  'src/spec/packages.rs': (f) => {
    // every widget of the family shows in a package of the family's own, which the family
    // registers and build.sh builds (a row of src/spec/packages.rs)
    const family = byName.get(f);
    const declared = Object.values({ ...family?.games, ...family?.views });
    const own = new Set(declared.map((w) => (w.packages || []).filter((p) => p.startsWith(`nimlab_${f}`)).at(-1)));
    const engine = pkg.elementSpec().widgets.filter((w) => w.family === f).map((w) => w.package);
    if (!engine.every((p) => p.startsWith(`nimlab_${f}`))) return `the engine names ${engine}`;
    const [name] = own;
    if (own.size !== 1 || !name) return `the family's widgets name ${[...own]}`;
    if (!Object.hasOwn(byName.get(f).packages || {}, name)) return `${name} not registered in its index.js`;
    return read('src', 'spec', 'packages.rs').includes(`Package { name: "${name}",`) ? null : `${name} not in the table`;
  },
  'www/js/families/<f>/index.js': async (f) => {
    const module = await import(pathToFileURL(path.join(www, 'js', 'families', f, 'index.js')).href);
    return module.family && module.family === byName.get(f) ? null : 'does not register the family of that name';
  },
  'www/js/families/index.js': (f) => (read('www', 'js', 'families', 'index.js').includes(`import './${f}/index.js';`) ? null : 'no import line'),
  'www/js/families/<f>/engine.js': async (f) => {
    const file = path.join(www, 'js', 'families', f, 'engine.js');
    if (!fs.existsSync(file)) return 'missing';
    return (await byName.get(f).engine()) === (await import(pathToFileURL(file).href)) ? null : 'not what index.js loads as its engine';
  },
  'www/css/<f>.css': (f) => {
    if (!exists('www', 'css', `${f}.css`)) return 'missing';
    if (!(byName.get(f).styles || []).includes(`${f}.css`)) return 'not in its styles';
    return read('www', 'index.html').includes(`<link rel="stylesheet" href="css/${f}.css">`) ? null : 'not linked in www/index.html';
  },
  'tests/native/<f>_props.rs': (f) => (exists('tests', 'native', `${f}_props.rs`) && read('tests', 'native', 'main.rs').includes(`mod ${f}_props;`) ? null : 'missing'),
  'tests/wasm/<f>.rs': (f) => (exists('tests', 'wasm', `${f}.rs`) && read('tests', 'wasm', 'main.rs').includes(`mod ${f};`) ? null : 'missing'),
  'tests/e2e/<f>.test.mjs': (f) => (exists('tests', 'e2e', `${f}.test.mjs`) ? null : 'missing'),
  'www/lessons/<page>.html': (f) => {
    const lessons = fs.readdirSync(path.join(www, 'lessons')).filter((p) => p.endsWith('.html')).filter((p) => {
      const page = p.replace(/\.html$/, '');
      const src = `../js/families/${f}/lessons/${page}.js`;
      return read('www', 'lessons', p).includes(`<script type="module" src="${src}"></script>`) && exists('www', 'js', 'families', f, 'lessons', `${page}.js`);
    });
    return lessons.length ? null : 'no lesson page';
  },
};

test('the README\u2019s checklist for adding a family is the one this test walks, and every family has every item', async () => {
  const items = checklist();
  assert.deepEqual([...items].sort(), Object.keys(checks).sort(), 'the README\u2019s items and this test\u2019s');
  assert.deepEqual([...byName.keys()].sort(), families, 'the families registered are those of src/games/');
  const problems = [];
  for (const f of families) {
    for (const item of items) {
      const problem = await checks[item](f);
      if (problem) problems.push(`${f}: ${item}: ${problem}`);
    }
  }
  assert.deepEqual(problems, []);
});
