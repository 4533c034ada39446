// The page in the reader's language (www/js/core/i18n.js, catalogues in www/js/i18n/): every
// catalogue says the same messages with the same variables as English and opens with the same
// glossary; the languages are the engine's `lang` choices; the playground's shell shows each
// language (right to left in Arabic, without a sideways scroll; English without Fluent's
// library, by core/ftl.js, which words every English message as Fluent does), the pseudo-locale
// leaves no shell word in plain English, index.html's English is the catalogue's, and the
// language menu switches in place, keeping the game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from '@fluent/syntax';
import { repoRoot, sharedBrowser, openPage, axeCheck, phone, showHintMove, until, waitTurn, plainEnglish } from './harness.mjs';
import { settled, shownSteps, nextStep, answer, playToEnd, visibleText, messageText } from './lesson-harness.mjs';

const i18n = await import(new URL('../../www/js/core/i18n.js', import.meta.url).href);
const { pseudo } = await import(new URL('../../www/js/core/pseudo.js', import.meta.url).href);
const packs = await import(new URL('../../www/js/core/packs.js', import.meta.url).href);
const catalogueDir = path.join(repoRoot, 'www', 'js', 'i18n');

/** Every part's catalogues: {part: {code: FTL text}}. */
async function catalogues() {
  const out = {};
  for (const part of fs.readdirSync(catalogueDir)) {
    out[part] = {};
    for (const file of fs.readdirSync(path.join(catalogueDir, part)).filter((f) => f !== 'index.js')) {
      const code = file.replace(/\.js$/, '');
      out[part][code] = (await import(new URL(`../../www/js/i18n/${part}/${file}`, import.meta.url).href)).ftl;
    }
  }
  return out;
}

/** The variables a pattern element tree names ($x), the terms it uses (-x) and the
 *  data-l10n-name links of its text. */
function usesOf(node, found = { vars: new Set(), terms: new Set(), links: new Set() }) {
  if (!node || typeof node !== 'object') return found;
  if (node.type === 'VariableReference') found.vars.add(node.id.name);
  if (node.type === 'TermReference') found.terms.add(node.id.name);
  if (node.type === 'TextElement') for (const m of node.value.matchAll(/data-l10n-name="([^"]+)"/g)) found.links.add(m[1]);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((v) => usesOf(v, found));
    else if (value && typeof value === 'object') usesOf(value, found);
  }
  return found;
}

/** A catalogue's entries: id ('-term' for a term) → {attrs, vars, terms, links}. */
function entries(source, where) {
  const resource = parse(source, { withSpans: false });
  const junk = resource.body.filter((e) => e.type === 'Junk');
  assert.deepEqual(junk.map((j) => j.content.slice(0, 80)), [], `${where}: text Fluent cannot read`);
  const out = new Map();
  for (const e of resource.body.filter((x) => x.type === 'Message' || x.type === 'Term')) {
    const id = (e.type === 'Term' ? '-' : '') + e.id.name;
    const uses = usesOf(e);
    out.set(id, { attrs: e.attributes.map((a) => a.id.name).sort(), vars: [...uses.vars].sort(), terms: [...uses.terms].sort(), links: [...uses.links].sort() });
  }
  return { resource, entries: out };
}

const everyCatalogue = await catalogues();
test('there are catalogues', () => assert.ok(Object.keys(everyCatalogue).length > 0, 'no catalogues'));

for (const [part, byCode] of Object.entries(everyCatalogue)) {
  test(`every catalogue of ${part} has English's messages, attributes, variables and links, after the same glossary`, () => {
    const codes = i18n.LANGUAGES.map((l) => l.code);
    assert.deepEqual(Object.keys(byCode).sort(), [...codes].sort(), `${part}: a file for each language of the menu, no other`);
    const english = entries(byCode.en, `${part}/en`);
    const glossary = english.resource.body.filter((e) => e.type === 'Term').map((e) => e.id.name);
    for (const [code, source] of Object.entries(byCode)) {
      const where = `${part}/${code}`;
      const own = entries(source, where);
      assert.deepEqual([...own.entries.keys()].sort(), [...english.entries.keys()].sort(), `${where}: the same ids as English`);
      for (const [id, en] of english.entries) {
        const mine = own.entries.get(id);
        assert.deepEqual(mine.attrs, en.attrs, `${where} ${id}: attributes`);
        assert.deepEqual(mine.vars, en.vars, `${where} ${id}: variables`);
        assert.deepEqual(mine.links, en.links, `${where} ${id}: links`);
        for (const term of mine.terms) assert.ok(own.entries.has(`-${term}`), `${where} ${id}: the term -${term} is defined`);
      }
      // the glossary first: the catalogue's first entries are its terms, in English's order
      const first = own.resource.body.filter((e) => e.type === 'Message' || e.type === 'Term').slice(0, glossary.length);
      assert.deepEqual(first.map((e) => (e.type === 'Term' ? e.id.name : `message ${e.id.name}`)), glossary, `${where}: opens with the glossary`);
      if (code !== 'en') {
        const same = [...own.entries.keys()].filter((id) => !id.startsWith('-') && textOf(own.resource, id) === textOf(english.resource, id) && /[a-z]{4}/i.test(textOf(english.resource, id).replace(/<[^>]*>|Cut-the-Knot|Nim/g, '')));
        assert.deepEqual(same, [], `${where}: messages left in English`);
      }
    }
  });
}

test('no catalogue file interpolates: a "$" before "{" in its template literal would eat the "$"', () => {
  for (const part of fs.readdirSync(catalogueDir)) {
    for (const file of fs.readdirSync(path.join(catalogueDir, part))) {
      const text = fs.readFileSync(path.join(catalogueDir, part, file), 'utf8');
      assert.ok(!text.includes('${'), `${part}/${file}: "\${" in the catalogue's template literal`);
    }
  }
});

/** A language pack's parts as the page reads them (core/i18n.js: unpacked from the pack's
 *  alphabet, the ids given back where the part leaves them out): {part: FTL text}. */
async function packParts(file) {
  const pack = await import(new URL(`../../www/langpacks/${file}`, import.meta.url).href);
  const alphabet = packs.alphabetOf(pack.words, pack.swaps);
  return Object.fromEntries(Object.entries(pack.parts).map(([part, text]) => {
    const ftl = packs.unpack(text, alphabet);
    return [part, /^=/m.test(ftl) ? packs.withIds(ftl, everyCatalogue[part].en) : ftl];
  }));
}

test('every language pack words each message as its catalogue does (@fluent/bundle, plural and select variants included), holding them all but what PACK_MESSAGES leaves out', async () => {
  const { FluentBundle, FluentResource } = await import('@fluent/bundle');
  const { PACK_MESSAGES } = await import(new URL('../../scripts/build/langpacks.mjs', import.meta.url).href);
  const files = fs.readdirSync(path.join(repoRoot, 'www', 'langpacks')).filter((f) => /^[a-z_]+-[A-Za-z-]+\.js$/.test(f));
  assert.ok(files.length >= 6, 'the packs are written (./build.sh build)');
  let compared = 0;
  for (const file of files) {
    const [, kind, code] = /^([a-z_]+)-([A-Za-z-]+)\.js$/.exec(file);
    for (const [part, ftl] of Object.entries(await packParts(file))) {
      const where = `${file}, ${part}`;
      const bundle = (text) => {
        const b = new FluentBundle(code, { useIsolating: false });
        assert.deepEqual(b.addResource(new FluentResource(text)), [], `${where}: parses`);
        return b;
      };
      const [packed, catalogue] = [bundle(ftl), bundle(everyCatalogue[part][code])];
      const keeps = PACK_MESSAGES[kind]?.[part] || (() => true);
      const ids = packs.messageIds(everyCatalogue[part].en);
      assert.deepEqual(ids.filter((id) => packed.hasMessage(id)), ids.filter(keeps), `${where}: the messages held`);
      const vars = entries(everyCatalogue[part][code], where).entries;
      // each variable at once a number of each plural category and each variant key of the part
      const values = [...new Set([0, 1, 2, 3, 11, 100, 1.5, ...[...everyCatalogue[part][code].matchAll(/\[([a-z]+)\]/g)].map((m) => m[1])])];
      for (const id of ids.filter(keeps)) {
        for (const value of values) {
          const args = Object.fromEntries(vars.get(id).vars.map((v) => [v, value]));
          const words = (b) => {
            const m = b.getMessage(id);
            return [m.value && b.formatPattern(m.value, args), ...Object.entries(m.attributes).map(([name, a]) => `${name}=${b.formatPattern(a, args)}`)];
          };
          assert.deepEqual(words(packed), words(catalogue), `${where}: ${id} with ${JSON.stringify(args)}`);
          compared += 1;
        }
      }
    }
  }
  assert.ok(compared > 10000, `compared ${compared}`);
});

test('the playground\'s language pack leaves out only messages no module of the playground names, the errors of an engine export none of them calls and those of code its engine package leaves out (langpacks.mjs PACK_MESSAGES)', async () => {
  const { PACK_MESSAGES, ELEMENT_SETTINGS_ERRORS, FULL_PACKAGE_LACKS } = await import(new URL('../../scripts/build/langpacks.mjs', import.meta.url).href);
  const { specifiers } = await import(new URL('../../scripts/build/bundle.mjs', import.meta.url).href);
  // the playground's modules: main.js and every module it imports, at once or with import() (the
  // catalogues and the packs aside: they hold the words, they do not show them)
  const modules = new Map();
  const visit = (file) => {
    if (modules.has(file) || /[\\/](i18n|langpacks|vendor|pkg)[\\/]/.test(file)) return;
    const source = fs.readFileSync(file, 'utf8');
    modules.set(file, source);
    for (const spec of specifiers(source)) if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
  };
  visit(path.join(repoRoot, 'www', 'js', 'main.js'));
  assert.ok(modules.size > 50, `${modules.size} modules`);
  for (const [part, keeps] of Object.entries(PACK_MESSAGES.playground)) {
    const left = packs.messageIds(everyCatalogue[part].en).filter((id) => !keeps(id));
    assert.ok(left.length > 0, `${part}: leaves some out`);
    for (const id of left) {
      // the id, or the start of it a module could build it from (`frame-title-${name}`); an error
      // of the engine is its words, which no module builds (checked below)
      const prefixes = [...ELEMENT_SETTINGS_ERRORS, ...FULL_PACKAGE_LACKS].includes(id) ? [] : [...id.matchAll(/-/g)].map((m) => id.slice(0, m.index + 1));
      for (const [file, source] of modules) {
        const named = new RegExp(`(?<![\\w-])${id}(?![\\w-])`).test(source) || prefixes.some((p) => new RegExp(`['"\`]${p}`).test(source));
        assert.ok(!named, `${path.relative(repoRoot, file)} may show ${id}, which the playground's pack leaves out`);
      }
    }
  }
  // the errors of the elements' vocabulary (ELEMENT_SETTINGS_ERRORS): the engine writes them (its
  // tests and its table of English, src/error/messages.rs, aside) in src/spec/elements.rs alone,
  // after its last public function, settings(), and in functions no code before it calls; only the
  // export elementSettings (src/wasm/spec.rs) calls settings()
  assert.ok(ELEMENT_SETTINGS_ERRORS.every((id) => !PACK_MESSAGES.playground.errors(id)), 'the playground\'s pack leaves them out');
  const rust = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? rust(path.join(dir, d.name)) : d.name.endsWith('.rs') ? [path.join(dir, d.name)] : []));
  const code = new Map(rust(path.join(repoRoot, 'src')).map((f) => [path.relative(repoRoot, f).split(path.sep).join('/'), fs.readFileSync(f, 'utf8').split(/#\[cfg\(test\)\]\s*mod /)[0]]));
  for (const id of ELEMENT_SETTINGS_ERRORS) {
    const where = [...code].filter(([f, text]) => f !== 'src/error/messages.rs' && text.includes(`"${id}"`)).map(([f]) => f);
    assert.deepEqual(where, ['src/spec/elements.rs'], `the engine writes ${id} in`);
  }
  const elements = code.get('src/spec/elements.rs');
  const at = elements.indexOf('pub fn settings(');
  assert.ok(at > 0 && !/\bpub\b/.test(elements.slice(at + 3)), 'settings() is the last public function of src/spec/elements.rs');
  for (const id of ELEMENT_SETTINGS_ERRORS) assert.ok(!elements.slice(0, at).includes(`"${id}"`), `${id} after settings()`);
  for (const [, name] of elements.slice(at).matchAll(/\bfn (\w+)/g)) assert.ok(!new RegExp(`\\b${name}\\(`).test(elements.slice(0, at)), `${name}() called before settings()`);
  const callers = [...code].filter(([, text]) => /\bsettings\(/.test(text.replace(/fn settings\(/, '')) && /elements::/.test(text)).map(([f]) => f);
  assert.deepEqual(callers, ['src/wasm/spec.rs'], 'the code calling elements::settings()');
  assert.match(code.get('src/wasm/spec.rs'), /#\[wasm_bindgen\(js_name = elementSettings\)\]\s*pub fn element_settings\([^{]*\{\s*to_js\(&elements::settings\(/, 'elementSettings calls settings()');
  assert.equal([...code.get('src/wasm/spec.rs').matchAll(/elements::settings\(/g)].length, 1, 'src/wasm/spec.rs calls settings() once');
  // and no module of the playground calls elementSettings but core/spec.js's checkWidget, which
  // none calls (comments aside)
  for (const [file, source] of modules) {
    const name = path.relative(repoRoot, file).split(path.sep).join('/');
    const text = source.replace(/\/\*[^]*?\*\/|(^|\s)\/\/.*$/gm, '$1');
    // (what may name them: the door's wrapper, checkWidget and its import of the wrapper)
    const allowed = {
      'www/js/core/engine.js': [/export function elementSettings\(widget, attrs\) \{\s*return engine\.elementSettings\(widget, attrs\);\s*\}/],
      'www/js/core/spec.js': [/import \{[^}]*\belementSettings\b[^}]*\} from '\.\/engine\.js';/, /export function checkWidget\(name, attrs\) \{\s*return elementSettings\(name, attrs\);\s*\}/],
    }[name] || [];
    const rest = allowed.reduce((t, re) => {
      assert.match(t, re, `${name}: ${re}`);
      return t.replace(re, '');
    }, text);
    for (const word of ['elementSettings', 'checkWidget']) assert.doesNotMatch(rest, new RegExp(`\\b${word}\\b`), `${name} names ${word}`);
  }
  // the errors of code the full package leaves out (FULL_PACKAGE_LACKS): each written in the
  // engine's source (its tests and its table of English aside) in one function, compiled only
  // when some features are off (`#[cfg(not(feature = …))]`, `#[cfg(not(all(feature = …, …)))]`),
  // each of which the full package, nimlab, has: the crate's default features (Cargo.toml), as the
  // table of packages builds it (src/spec/packages.rs: `features: &[]`)
  assert.ok(FULL_PACKAGE_LACKS.every((id) => !PACK_MESSAGES.playground.errors(id)), 'the playground\'s pack leaves them out');
  const cargo = fs.readFileSync(path.join(repoRoot, 'Cargo.toml'), 'utf8');
  const table = Object.fromEntries([...cargo.split(/^\[features\]$/m)[1].split(/^\[/m)[0].matchAll(/^([\w-]+) = \[([^\]]*)\]/gm)].map(([, name, list]) => [name, [...list.matchAll(/"([\w-]+)"/g)].map((m) => m[1])]));
  const on = new Set();
  const turnOn = (f) => { if (!on.has(f)) { on.add(f); (table[f] || []).forEach(turnOn); } };
  table.default.forEach(turnOn);
  assert.match(code.get('src/spec/packages.rs'), /Package \{ name: "nimlab", [^}]*features: &\[\] \}/, 'nimlab is built with the default features');
  for (const id of FULL_PACKAGE_LACKS) {
    const where = [...code].filter(([f, text]) => f !== 'src/error/messages.rs' && text.includes(`"${id}"`));
    assert.equal(where.length, 1, `the engine writes ${id} in one file`);
    const [file, text] = where[0];
    assert.equal(text.split(`"${id}"`).length, 2, `${file} writes ${id} once`);
    const before = text.slice(0, text.indexOf(`"${id}"`));
    const m = /#\[cfg\(not\(((?:(?!#\[)[^])*?)\)\)\]\s*(?:pub(?:\(\w+\))? )?(?:const )?fn \w+(?:(?!\bfn\s)[^])*$/.exec(before);
    assert.ok(m, `${file}: the function writing ${id} is compiled only without some features`);
    const features = [...m[1].matchAll(/feature = "([\w-]+)"/g)].map((f) => f[1]);
    assert.match(m[1], /^(all\((\s*feature = "[\w-]+",?)+\s*\)|feature = "[\w-]+")$/, `${file}: its condition (${m[1]})`);
    for (const f of features) assert.ok(on.has(f), `nimlab has the feature ${f} (${id})`);
  }
  // and the playground loads no other package: each of its modules and its worker's asks the
  // engine's door for the package loaded already, else the full one (ready()); the worker is told
  // the page's (core/jobs.js pagePackage); the packages a visit of each section asks for are
  // counted by the test of each language's bytes below
  const workerModules = new Map();
  const visitWorker = (file) => {
    if (workerModules.has(file) || modules.has(file) || /[\\/](i18n|langpacks|vendor|pkg)[\\/]/.test(file)) return;
    const source = fs.readFileSync(file, 'utf8');
    workerModules.set(file, source);
    for (const spec of specifiers(source)) if (spec.startsWith('.')) visitWorker(path.resolve(path.dirname(file), spec));
  };
  visitWorker(path.join(repoRoot, 'www', 'js', 'worker.js'));
  assert.ok(workerModules.size > 0, 'the worker\'s modules');
  for (const [file, source] of [...modules, ...workerModules]) {
    const name = path.relative(repoRoot, file).split(path.sep).join('/');
    const text = source.replace(/\/\*[^]*?\*\/|(^|\s)\/\/.*$/gm, '$1');
    const allowed = { 'www/js/core/engine.js': ['ready(names = last)'], 'www/js/core/worker-loop.js': ['ready(msg.name || \'nimlab\')'] }[name] || [];
    for (const [call] of text.matchAll(/\bready\((?:[^()]|\([^()]*\))*\)/g)) assert.ok(call === 'ready()' || allowed.includes(call), `${name}: ${call}`);
  }
  assert.match(modules.get(path.join(repoRoot, 'www', 'js', 'core', 'jobs.js')), /postMessage\(\{ type: 'package', name: pagePackage\(\) \}\)/, 'the worker is told the page\'s package');
});

/** A message's text as written (its value and attributes). */
function textOf(resource, id) {
  const e = resource.body.find((x) => x.type === 'Message' && x.id.name === id);
  const text = (p) => (p?.elements || []).map((el) => el.value ?? '').join('');
  return [text(e.value), ...e.attributes.map((a) => text(a.value))].join('|');
}

test('the languages are the engine\'s lang choices, and a reader\'s tags find theirs', async () => {
  const pkg = await import(new URL('../../www/pkg/nimlab.js', import.meta.url).href);
  pkg.initSync({ module: fs.readFileSync(path.join(repoRoot, 'www', 'pkg', 'nimlab_bg.wasm')) });
  const lang = Array.from(pkg.specFields()).find((f) => f.key === 'lang');
  assert.equal(lang.default, 'auto');
  assert.deepEqual(lang.choices, ['auto', ...i18n.CODES]);
  const cases = [
    [['de-AT', 'en'], 'de'], [['pt-PT'], 'pt-BR'], [['pt'], 'pt-BR'], [['zh-CN'], 'zh-Hans'], [['zh'], 'zh-Hans'],
    [['zh-TW', 'fr'], 'fr'], [['zh-Hant'], 'en'], [['ar-EG'], 'ar'], [['it', 'es-MX'], 'es'], [['x-bad!', 'fr-CA'], 'fr'],
    [[], 'en'], [['en-XA'], 'en-XA'], [['en-US'], 'en'], [['es-419'], 'es'], [['de-CH-1996'], 'de'],
    [['en-Latn-GB'], 'en'], [['fr-', 'it'], 'en'], [['cmn-CN'], 'zh-Hans'],
  ];
  for (const [tags, code] of cases) assert.equal(i18n.negotiate(tags), code, tags.join(', '));
  assert.equal(i18n.dirOf('ar'), 'rtl');
  assert.equal(pseudo('Take <em>N</em> of <i>f</i>(x) <a data-l10n-name="p">Paper</a>'), 'Ţàķé <em>N</em> öƒ <i>f</i>(ẋ) <a data-l10n-name="p">Ƥàƥéŕ</a>');
});

test('English without Fluent (core/ftl.js) words every English message as @fluent/bundle does', async () => {
  const { FluentBundle, FluentResource } = await import('@fluent/bundle');
  const { EnglishBundle } = await import(new URL('../../www/js/core/ftl.js', import.meta.url).href);
  const all = await catalogues();
  let compared = 0;
  for (const [part, byCode] of Object.entries(all)) {
    const fluent = new FluentBundle('en', { useIsolating: false });
    assert.deepEqual(fluent.addResource(new FluentResource(byCode.en)), [], `${part}/en parses`);
    const mine = new EnglishBundle(byCode.en);
    const { entries: ids } = entries(byCode.en, `${part}/en`);
    for (const [id, uses] of ids) {
      if (id.startsWith('-')) continue;
      const theirs = fluent.getMessage(id);
      const ours = mine.getMessage(id);
      assert.ok(ours, `${part}: ${id} read`);
      assert.deepEqual(Object.keys(ours.attributes).sort(), Object.keys(theirs.attributes).sort(), `${part} ${id}: attributes`);
      // each variable at values that pick every English variant: 0, 1, 2, a large number, text
      for (const value of [0, 1, 2, 12345, 'x']) {
        const args = Object.fromEntries(uses.vars.map((v) => [v, value]));
        const patterns = [[theirs.value, ours.value], ...Object.keys(theirs.attributes).map((a) => [theirs.attributes[a], ours.attributes[a]])];
        for (const [pattern, text] of patterns) {
          if (!pattern) { assert.equal(text, null, `${part} ${id}: no value`); continue; }
          assert.equal(mine.formatPattern(text, args), fluent.formatPattern(pattern, args), `${part} ${id} with ${value}`);
          compared += 1;
        }
      }
    }
  }
  assert.ok(compared > 100, `compared ${compared}`);
});

test('English numbers and plurals without Intl (core/ftl.js) are what Intl gives', async () => {
  const { englishNumber, englishPlural } = await import(new URL('../../www/js/core/ftl.js', import.meta.url).href);
  const numbers = new Intl.NumberFormat('en');
  const plurals = new Intl.PluralRules('en');
  const values = [0, -0, 1, -1, 2, 999, 1000, -1000, 12345, 1234567, 2 ** 53 - 1, -(2 ** 53 - 1), 2 ** 53, 1e21, 1.5, -0.25, 0.0005, NaN, Infinity, -Infinity];
  // integers of every length, both signs (a fixed generator: a failure names a value seen again)
  for (let k = 1, x = 7; k <= 16; k += 1) for (let i = 0; i < 200; i += 1) {
    x = (x * 48271) % 2147483647;
    values.push((i % 2 ? -1 : 1) * Math.floor((x / 2147483647) * 10 ** k));
  }
  for (const v of values) {
    assert.equal(englishNumber(v), numbers.format(v), `the number ${v}`);
    assert.equal(englishPlural(v), plurals.select(v), `the plural of ${v}`);
  }
});

/** The text of the element carrying `data-l10n-id="id"` in an HTML text (tags and their
 *  attributes dropped, entities of ours decoded, spaces collapsed). */
function htmlText(html, id) {
  const at = html.indexOf(`data-l10n-id="${id}"`);
  const open = html.lastIndexOf('<', at);
  const tag = /^<([a-z0-9-]+)/i.exec(html.slice(open))[1];
  let depth = 0;
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  re.lastIndex = open;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (!depth) return plain(html.slice(html.indexOf('>', open) + 1, m.index));
  }
  throw new Error(`${id}: no closing </${tag}>`);
}

const plain = (text) => text.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&nbsp;/g, '\u00a0').replace(/\s+/g, ' ').trim();

test('the English index.html shows before its catalogue loads is the catalogue\'s English', async () => {
  const all = await catalogues();
  const { EnglishBundle } = await import(new URL('../../www/js/core/ftl.js', import.meta.url).href);
  const english = new EnglishBundle(all.shell.en);
  const html = fs.readFileSync(path.join(repoRoot, 'www', 'index.html'), 'utf8');
  const ids = [...html.matchAll(/data-l10n-id="([^"]+)"/g)].map((m) => m[1]);
  let withText = 0;
  for (const id of ids) {
    const message = english.getMessage(id);
    assert.ok(message, `${id} is in the shell's English`);
    if (!message.value) continue;
    const args = Object.fromEntries([...message.value.matchAll(/\{ \$(\w+) \}/g)].map((m) => [m[1], `{$${m[1]}}`]));
    assert.equal(htmlText(html, id), plain(english.formatPattern(message.value, args)), `index.html's ${id}`);
    withText += 1;
  }
  assert.ok(withText > 10, `compared ${withText}`);
});

test('the page names only messages the English catalogue has', async () => {
  const all = await catalogues();
  const known = new Set();
  for (const byCode of Object.values(all)) for (const id of entries(byCode.en, 'en').entries.keys()) known.add(id);
  const html = fs.readFileSync(path.join(repoRoot, 'www', 'index.html'), 'utf8');
  const named = [...html.matchAll(/data-l10n-id="([^"]+)"/g)].map((m) => m[1]);
  const js = fs.readFileSync(path.join(repoRoot, 'www', 'js', 'main.js'), 'utf8');
  named.push(...[...js.matchAll(/\b(?:t|l10n)\((?:[^()'`]*, )?'([a-z0-9-]+)'/g)].map((m) => m[1]));
  assert.ok(named.length > 15, `found ${named.length}`);
  for (const id of named) assert.ok(known.has(id), `${id} is in no English catalogue`);
});

const shared = sharedBrowser();

async function ready(page) {
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
}

/** The shell's words as shown: each localized node's text (maths, code and titles left out). */
function shownWords(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-l10n-id]')].map((node) => {
    const copy = node.cloneNode(true);
    for (const kept of copy.querySelectorAll('i, em, var, sub, sup, code, cite')) kept.remove();
    return [node.dataset.l10nId, copy.textContent.replace(/\s+/g, ' ').trim(), node.getAttribute('aria-label') || ''];
  }));
}

test('the shell shows each language, Arabic right to left, the pseudo-locale with no plain English', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  const fluent = [];
  page.on('request', (r) => { if (/fluent-bundle/.test(r.url())) fluent.push(r.url()); });
  try {
    for (const { code, dir } of [...i18n.LANGUAGES, { code: 'en-XA', dir: 'ltr' }]) {
      await page.goto(`${shared.server.url}?sec=blocking&lang=${code}`);
      await ready(page);
      await page.waitForFunction((c) => document.documentElement.lang === c, code);
      // English is worded by core/ftl.js: Fluent's library loads with the first other language
      if (code === 'en') assert.deepEqual(fluent, [], 'an English page loaded @fluent/bundle');
      if (code === 'es') assert.equal(fluent.length, 1, 'Spanish loads @fluent/bundle once');
      assert.equal(await page.evaluate(() => document.documentElement.dir), dir, code);
      const words = await shownWords(page);
      for (const [id, text, label] of words) assert.ok(text || label, `${code} ${id}: empty`);
      if (code === 'en-XA') {
        // a run of plain letters is English the catalogue did not give (names of papers' authors
        // and the product are accented too; only maths, code and cited titles stay as written)
        const plain = words.filter(([, text, label]) => /[A-Za-z]{2,}/.test(text.replace(/https?:\S+|arXiv|EJC|WebAssembly|Rust/g, '') + label));
        assert.deepEqual(plain, [], 'plain English in the pseudo-locale');
      }
      // a setting field's label: the engine's catalogue id with the field's limits, as maths
      const label = { en: 'Moves up to K 1–12', de: 'Züge bis K 1–12', fr: 'Coups jusqu’à K 1–12' }[code];
      if (label) await until(async () => (await page.locator('label[for="bmoves-input"]').textContent()).replace(/\s+/g, ' ') === label, `${code}: the label ${label}`);
      const tab = await page.locator('#tabs a[aria-current="page"]').textContent();
      const english = { en: 'Blocking Nim', es: 'Nim con bloqueo', de: 'Blockier-Nim' }[code];
      if (english) assert.equal(tab, english, code);
    }
    // Arabic mirrors without a sideways scroll, on a desktop and a phone, and passes axe
    for (const size of [{ width: 1280, height: 900 }, phone]) {
      await page.setViewportSize(size);
      await page.goto(`${shared.server.url}?sec=blocking&lang=ar`);
      await ready(page);
      const { scroll, inner, start } = await page.evaluate(() => ({
        scroll: document.scrollingElement.scrollWidth,
        inner: document.documentElement.clientWidth,
        start: document.querySelector('.brand h1').getBoundingClientRect().right,
      }));
      assert.ok(scroll <= inner, `${size.width} px: the page scrolls sideways (${scroll} > ${inner})`);
      assert.ok(start > inner / 2, `${size.width} px: the title starts on the right`);
      await page.screenshot({ path: path.join(repoRoot, '.tmp', `i18n-ar-${size.width}.png`) });
    }
    await axeCheck(page, 'the blocking section in Arabic');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('arrows follow the reading direction: in Arabic the takes run from the right, ← goes to the next, → back; ↑ ↓ and a tab strip alike', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=move-fn&f=2x&pile=20&max=19&lang=ar`);
  try {
    await ready(page);
    const take = (n) => page.locator(`#move-controls button[data-take="${n}"]`);
    await take(1).waitFor({ state: 'visible' });
    const x = async (n) => (await take(n).boundingBox()).x;
    assert.ok(await x(2) < await x(1), 'take 2 is laid out left of take 1 (right to left)');
    const focused = () => page.evaluate(() => document.activeElement?.dataset.take ?? document.activeElement?.id);
    await take(1).focus();
    for (const [key, want] of [['ArrowLeft', '2'], ['ArrowLeft', '3'], ['ArrowRight', '2'], ['ArrowDown', '3'], ['ArrowUp', '2'], ['ArrowRight', '1'], ['ArrowRight', '1'], ['End', '19']]) {
      await page.keyboard.press(key);
      assert.equal(await focused(), want, `${key} → take ${want}`);
    }
    // Cut The Knot's part tabs: ← shows the next part, as the tabs read
    await page.goto(`${shared.server.url}?sec=cut-the-knot&lang=ar`);
    await ready(page);
    const tabs = page.locator('button[data-kpart]');
    const parts = await tabs.evaluateAll((ts) => ts.map((t) => t.dataset.kpart));
    const first = page.locator(`button[data-kpart="${parts[0]}"]`);
    await first.click();
    const box = async (name) => (await page.locator(`button[data-kpart="${name}"]`).boundingBox()).x;
    assert.ok(await box(parts[1]) < await box(parts[0]), 'the second tab is left of the first');
    await first.focus();
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.kpart), parts[1], '← to the next part');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.kpart), parts[0], '→ back');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

/** Issue 29's budgets for a language other than English, gzipped: what a course page's one game
 *  and what the whole playground load of that language's catalogue files. */
const LANGUAGE_BUDGET = { oneGame: 6000, playground: 25000 };

test('each language loads only when chosen: its files for a course page\'s one game at most 6 KB gzipped (one file), for the whole playground at most 25 KB', async (t) => {
  const { page, context, errors } = await openPage(shared.browser, null);
  // the catalogue files and language packs asked for (www/js/i18n/<part>/<code>.js,
  // www/langpacks/<page>-<code>.js: {file, code}), sized as the files gzipped (dist ships them as
  // they are, one chunk each)
  const asked = new Map();
  // (and the wasm packages: the playground's are one, the full package — langpacks.mjs
  // FULL_PACKAGE_LACKS)
  const packages = new Set();
  page.on('request', (r) => {
    const where = new URL(r.url()).pathname;
    if (where.endsWith('.wasm')) packages.add(path.basename(where));
    const m = /\/js\/i18n\/([^/]+)\/([A-Za-z-]+)\.js$/.exec(where) || /\/langpacks\/([a-z_]+)-([A-Za-z-]+)\.js$/.exec(where);
    if (m) asked.set(where, { file: where.includes('/langpacks/') ? path.join(repoRoot, 'www', 'langpacks', `${m[1]}-${m[2]}.js`) : path.join(catalogueDir, m[1], `${m[2]}.js`), name: m[1], code: m[2] });
  });
  const of = (code) => [...asked.values()].filter((f) => f.code === code && code !== 'en');
  const gz = (files) => files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(f.file), { level: 9 }).length, 0);
  const course = `${shared.server.url}examples/course-one-game.html`;
  // a course page's one game of each family (every language for the move-function game, the
  // other families' in three: the largest scripts)
  const families = { 'move-fn': 'move_fn', blocking: 'blocking', 'take-away': 'cut_the_knot', 'single-delete': 'single_delete' };
  const games = {
    'move-fn': 'game="move-fn" f="2x" pile="20" max="19"',
    blocking: 'game="blocking" pile="40"',
    'take-away': 'game="take-away" f="2x" pile="20"',
    'single-delete': 'game="single-delete" piles="5, 6, 9"',
  };
  /** The files of `code` a course page with one game (`attrs`) loads. */
  const oneGameFiles = async (code, attrs) => {
    asked.clear();
    await page.route(course, (route) => route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${code}"><head><meta charset="utf-8"><title>Course</title>
        <script type="module" src="../nimlab-elements.js"></script></head>
        <body><main><nim-lab-game id="g" ${attrs}></nim-lab-game></main></body></html>`,
    }));
    await page.goto(course);
    await page.waitForFunction(() => document.getElementById('g')?.state?.ready === true, null, { timeout: 30000 });
    await page.waitForLoadState('networkidle');
    await page.unroute(course);
    return of(code);
  };
  try {
    const rows = [];
    for (const { code } of i18n.LANGUAGES.filter((l) => l.code !== 'en')) {
      const oneGame = {};
      for (const [game, attrs] of Object.entries(games)) {
        if (game === 'move-fn' || ['es', 'zh-Hans', 'ar'].includes(code)) oneGame[game] = await oneGameFiles(code, attrs);
      }
      asked.clear();
      packages.clear();
      // every section by its tab, and Cut The Knot's parts (no reload: one page, as a visitor)
      await page.goto(`${shared.server.url}?lang=${code}`);
      await ready(page);
      for (const tab of ['#tab-periodic', '#tab-blocking', '#tab-cut-the-knot', '#kpart-tab-takeaway', '#kpart-tab-grundy', '#tab-single-delete']) {
        await page.click(tab);
        await page.waitForLoadState('networkidle');
      }
      await page.waitForTimeout(500);
      rows.push({
        code,
        oneGame: Object.fromEntries(Object.entries(oneGame).map(([game, files]) => [game, { bytes: gz(files), parts: files.map((f) => f.name) }])),
        playground: gz(of(code)), playgroundFiles: of(code).length, playgroundList: of(code).map((f) => f.name),
        packages: [...packages],
      });
    }
    for (const r of rows) {
      const games = Object.entries(r.oneGame).map(([game, g]) => `${game} ${g.bytes} B (${g.parts.join(', ')})`).join('; ');
      t.diagnostic(`${r.code}: one game: ${games}; the playground ${r.playground} B in ${r.playgroundFiles} files (${r.playgroundList.join(', ')})`);
    }
    assert.ok(rows.every((r) => Object.values(r.oneGame).every((g) => g.parts.length > 0) && r.playgroundFiles > 0), 'each language loaded files of its own');
    for (const r of rows) assert.deepEqual(r.packages, ['nimlab_bg.wasm'], `${r.code}: the wasm packages the playground loads`);
    assert.deepEqual(errors, []);
    for (const r of rows) {
      for (const [game, g] of Object.entries(r.oneGame)) {
        assert.ok(g.bytes <= LANGUAGE_BUDGET.oneGame, `${r.code}: a course page's one ${game} game loads ${g.bytes} B of its words (budget ${LANGUAGE_BUDGET.oneGame})`);
        // its family's game pack alone: the frame's words and the game's in one file
        assert.deepEqual(g.parts, [`game_${families[game]}`], `${r.code}: a course page's one ${game} game loads one file of its language`);
      }
    }
    const within = (r) => assert.ok(r.playground <= LANGUAGE_BUDGET.playground, `${r.code}: the playground loads ${r.playground} B of its words (budget ${LANGUAGE_BUDGET.playground})`);
    await t.test('the whole playground at most 25 KB in each language', () => rows.forEach(within));
  } finally {
    await context.close();
  }
});

test('the playground in the pseudo-locale: every section, its analyses done, and Cut The Knot\'s parts show no word outside the catalogues (the engine\'s sentences included)', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  try {
    await page.goto(`${shared.server.url}?lang=en-XA`);
    await ready(page);
    const found = [];
    for (const tab of ['#tab-move-fn', '#tab-periodic', '#tab-blocking', '#tab-cut-the-knot', '#kpart-tab-takeaway', '#kpart-tab-grundy', '#tab-single-delete']) {
      if (!(await page.locator(tab).count())) {
        found.push(`${tab}: no such tab`);
        continue;
      }
      await page.click(tab);
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => document.body.dataset.analysis !== 'running', null, { timeout: 30000 }).catch(() => {});
      await page.waitForTimeout(300);
      for (const line of await plainEnglish(page, 'body')) found.push(`${tab} ${line}`);
    }
    assert.deepEqual([...new Set(found)], [], 'plain English in the pseudo-locale');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the language guard is one script in every page that has it, naming every language but English', () => {
  const pages = ['index.html', ...fs.readdirSync(path.join(repoRoot, 'www', 'lessons')).filter((f) => f.endsWith('.html')).map((f) => `lessons/${f}`)];
  const guards = pages.map((p) => [p, /<script>([^<]*data-l10n-pending[^<]*)<\/script>/.exec(fs.readFileSync(path.join(repoRoot, 'www', p), 'utf8'))?.[1]]);
  assert.deepEqual(guards.filter(([, g]) => !g).map(([p]) => p), [], 'every page with a language menu holds the guard');
  assert.equal(new Set(guards.map(([, g]) => g)).size, 1, 'the same guard everywhere (its hash is in each page\'s CSP)');
  // its list of languages is the catalogues' (by their primary subtag), English aside
  const listed = /\^\(([a-z|]+)\)/.exec(guards[0][1])?.[1].split('|').sort();
  assert.deepEqual(listed, [...new Set(i18n.LANGUAGES.map((l) => l.code.split('-')[0]).filter((c) => c !== 'en'))].sort());
});

test('a page coming in another language is never shown in English first (the playground and a lesson by the link\'s lang, a lesson by the browser\'s language); an English page paints at once', async () => {
  const cases = [
    { what: 'the playground, lang=es', url: '?lang=es', selector: '.tagline:not(.tagline-off)', code: 'es' },
    { what: 'a lesson, lang=ar', url: 'lessons/fibonacci-nim.html?lang=ar', selector: 'h1', code: 'ar' },
    { what: 'a lesson, a German browser', url: 'lessons/blocking-nim.html', locale: 'de-DE', selector: 'h1', code: 'de' },
    { what: 'the playground in English', url: '', selector: '.tagline:not(.tagline-off)', code: 'en' },
  ];
  for (const c of cases) {
    const { page, context, errors } = await openPage(shared.browser, null, { locale: c.locale });
    try {
      // what a reader could see, frame by frame from the first: the heading's text whenever the
      // body is visible, and whether the page was ever held hidden
      await context.addInitScript((selector) => {
        window.seen = [];
        window.held = false;
        const look = () => {
          if (document.documentElement.hasAttribute('data-l10n-pending')) window.held = true;
          const node = document.querySelector(selector);
          if (node && document.body && getComputedStyle(document.body).visibility !== 'hidden') window.seen.push(node.textContent.replace(/\s+/g, ' ').trim());
          if (window.seen.length < 600) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, c.selector);
      await page.goto(`${shared.server.url}${c.url}`);
      await page.waitForFunction((code) => document.documentElement.lang === code && !document.documentElement.hasAttribute('data-l10n-pending'), c.code);
      await page.waitForFunction(() => window.seen.length > 5);
      const { seen, held, now } = await page.evaluate((selector) => ({ seen: window.seen, held: window.held, now: document.querySelector(selector).textContent.replace(/\s+/g, ' ').trim() }), c.selector);
      assert.deepEqual([...new Set(seen)], [now], `${c.what}: only its words were ever shown`);
      assert.equal(held, c.code !== 'en', `${c.what}: ${c.code === 'en' ? 'never held hidden' : 'held hidden until worded'}`);
      assert.deepEqual(errors, [], c.what);
    } finally {
      await context.close();
    }
  }
});

test('the language menu switches in place: the game, the section and the link stay', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  try {
    await page.goto(`${shared.server.url}?sec=blocking&bpile=33`);
    await ready(page);
    await page.evaluate(() => { window.stillHere = true; });
    const german = [];
    page.on('request', (r) => { if (/\/de\.js$|-de\.js$/.test(r.url())) german.push(new URL(r.url()).pathname.replace(/^.*\/www\//, '/')); });
    await page.focus('#lang-select');
    await page.selectOption('#lang-select', 'de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    await page.waitForFunction(() => document.getElementById('copy-link').textContent === 'Link kopieren');
    assert.equal(await page.evaluate(() => window.stillHere), true, 'no reload');
    const query = new URLSearchParams(await page.evaluate(() => location.search));
    assert.equal(query.get('lang'), 'de');
    assert.equal(query.get('bpile'), '33');
    assert.equal(query.get('sec'), 'blocking');
    assert.equal(await page.locator('#tabs a[aria-current="page"]').textContent(), 'Blockier-Nim');
    assert.equal(await page.locator('nav.families').getAttribute('aria-label'), 'Spielfamilien');
    // another section's German comes with it too: the playground's German is one file, its language pack (./build.sh writes www/langpacks/)
    await page.click('#tab-cut-the-knot');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(german.map((f) => f.replace(/^.*\/langpacks\//, 'langpacks/')), ['langpacks/playground-de.js'], 'the German words asked for');
    // back to the reader's own (Chromium here says en-US)
    await page.selectOption('#lang-select', 'auto');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal(await page.locator('#copy-link').textContent(), 'Copy link');
    assert.equal(new URLSearchParams(await page.evaluate(() => location.search)).get('lang'), null, 'auto is the default: not in the link');
    // a language the page does not have is reported by its key, in English
    await page.goto(`${shared.server.url}?lang=xx`);
    await ready(page);
    assert.match(await page.locator('#notices').textContent(), /lang/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the engine\'s hint speaks the page\'s language: its steps and reason are messages, worded from the catalogue', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  /** The hint's steps as shown, after asking until the move shows. */
  const hintLines = async () => {
    await showHintMove(page, '');
    return page.$$eval('#hint-text .hint-step', (steps) => steps.map((s) => s.textContent));
  };
  try {
    // 20 counters, at most 19 now, f = 2x: a winning position (its g-base representation: 20 = 13 + 5 + 2)
    await page.goto(`${shared.server.url}?sec=move-fn&f=2x&pile=20&max=19`);
    await ready(page);
    const english = await hintLines();
    assert.match(english[0], /^You can win from here: g\(20\), the smallest winning move from 20, is at most 19/);
    assert.match(english.at(-1), /so g\(20\) = 2 ≤ 19: take 2\./);
    // the same position in Spanish: the engine's sentence from the catalogue, its maths unchanged
    await page.selectOption('#lang-select', 'es');
    await page.waitForFunction(() => document.querySelector('#hint-text .hint-step')?.textContent.startsWith('Desde aquí'));
    const spanish = await page.$$eval('#hint-text .hint-step', (steps) => steps.map((s) => s.textContent.replace(/[\u2068\u2069]/g, '')));
    assert.match(spanish[0], /^Desde aquí puedes ganar: g\(20\), la jugada ganadora más pequeña desde 20, es como mucho 19/);
    assert.match(spanish.at(-1), /20 = 2 \+ 5 \+ 13 en Bf; su parte más pequeña es 2, así que g\(20\) = 2 ≤ 19: quita 2\./);
    // a lost position in German: the plural of the moves the longest loss leaves
    await page.goto(`${shared.server.url}?sec=move-fn&f=2x&pile=21&max=20&lang=de`);
    await ready(page);
    const german = (await hintLines()).map((line) => line.replace(/[\u2068\u2069]/g, ''));
    assert.match(german[0], /^Hier verliert jeder Zug gegen bestes Spiel: /);
    assert.match(german.at(-1), /lässt das Spiel am längsten dauern \(noch \d+ Züge? bei bestem Spiel\)\.$/);
    // the pseudo-locale: every step worded from the catalogue (accented), maths as written
    await page.goto(`${shared.server.url}?sec=move-fn&f=2x&pile=20&max=19&lang=en-XA`);
    await ready(page);
    const pseudo = await hintLines();
    assert.match(pseudo[0], /^Ýöû çàñ ŵîñ ƒŕöɱ ĥéŕé/);
    assert.ok(pseudo.slice(0, -1).every((line) => !/\b(the|you|move|from|smallest|part|write|look)\b/i.test(line)), pseudo.join(' | '));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the engine\'s errors speak the page\'s language: a bad move function\'s message and an analysis\' refusal are messages', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  // the message of `typed` (the field checks a moment after typing: wait for the new message)
  const caretMessage = async (typed) => {
    const before = await page.evaluate(() => document.querySelector('#f-message .caret-message')?.textContent ?? '');
    await page.fill('#f-input', typed);
    await page.waitForFunction((b) => {
      const shown = document.querySelector('#f-message.shown .caret-message');
      return shown && shown.textContent !== b;
    }, before);
    return (await page.textContent('#f-message .caret-message')).replace(/[\u2066-\u2069]/g, '');
  };
  try {
    await page.goto(`${shared.server.url}?sec=move-fn&f=2x&upto=100&lang=es`);
    await ready(page);
    // the parser's sentence from the catalogue, its column a number and the code quoted as typed
    assert.equal(await caretMessage('2x +'), 'columna 4: falta una expresión después de \'+\'');
    assert.match(await caretMessage('2x + y'), /^columna 6: nombre desconocido `y`; la función de jugada puede usar x$/);
    // switching the language rewords the message in place
    await page.selectOption('#lang-select', 'fr');
    await page.waitForFunction(() => document.querySelector('#f-message .caret-message')?.textContent.startsWith('colonne 6'));
    // a move function that parses but fails at k = 1: the analysis' error (the engine's, thrown)
    // (upto = 100 runs on the page, 10^5 in the worker: the message crosses from it as data)
    for (const upto of [100, 100000]) {
      await page.goto(`${shared.server.url}?sec=move-fn&f=x-x&upto=${upto}&lang=es`);
      await page.waitForFunction(() => /f\(1\) = 0, pero una función de jugada debe permitir quitar al menos una ficha/.test(document.getElementById('analysis-note')?.textContent || ''));
    }
    // the pseudo-locale: the sentence accented, the code and the column as written
    await page.goto(`${shared.server.url}?sec=move-fn&f=2x&upto=100&lang=en-XA`);
    await ready(page);
    const pseudo = await caretMessage('2x +');
    assert.match(pseudo, /^çöļûɱñ 4: .*'\+'$/, pseudo);
    assert.ok(!/\b(column|expected|expression|after)\b/.test(pseudo), pseudo);
    // English: the engine's own words
    await page.goto(`${shared.server.url}?sec=move-fn&f=2x&upto=100&lang=en`);
    await ready(page);
    assert.equal(await caretMessage('2x +'), 'column 4: expected an expression after \'+\'');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a refusal once worded in English alone speaks the page\'s language: single-delete Nim\'s range too large to solve (a limit of the engine, from the errors catalogue)', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  /** The refusal under S once the solve of 4 piles up to 1000 is refused, in `lang`. */
  const refused = async (lang) => {
    await page.goto(`${shared.server.url}?sec=single-delete&dpiles=4&dmax=1000&lang=${lang}`);
    await page.waitForFunction(() => document.body.dataset.singleDelete === 'error' && document.getElementById('dmax-message')?.textContent, null, { timeout: 30000 });
    return (await page.textContent('#dmax-message')).replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
  };
  try {
    // Spanish: the catalogue's sentence, its counts in Spanish figures
    assert.equal(await refused('es'), '4 montones de hasta 1000 son 41.917.125.250 posiciones, demasiadas para resolverlas aquí; con 4 montones, el montón más grande puede ser como mucho 71');
    // the pseudo-locale: accented, nothing left in plain English
    const pseudo = await refused('en-XA');
    assert.ok(!/\b(piles|positions|too|many|solve|here|largest|pile|most)\b/.test(pseudo), pseudo);
    // English: the engine's own words, as before
    assert.equal(await refused('en'), '4 piles of up to 1000 are 41917125250 positions, too many to solve here; with 4 piles the largest pile can be at most 71');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the list parsers\' and the numbers\' refusals speak the page\'s language: a subtraction set, a row of piles, a typed number (Cut The Knot)', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  /** The text of `box` once `typed` is in `input` (the field checks a moment after typing). */
  const refusal = async (input, box, typed) => {
    const before = await page.evaluate((b) => document.querySelector(b)?.textContent ?? '', box);
    await page.fill(input, typed);
    await page.waitForFunction(([b, old]) => {
      const text = document.querySelector(b)?.textContent || '';
      return text && text !== old;
    }, [box, before]);
    return (await page.textContent(box)).replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
  };
  const words = /\b(column|has|space|inside|separate|with|commas|write|number|without|spaces|range|ends|below|start|not|whole|examples|type|piles|pile|larger|than)\b/;
  try {
    // the pseudo-locale: the sentences accented (nothing left in plain English), the code, the
    // column and the numbers as typed
    await page.goto(`${shared.server.url}?sec=cut-the-knot&lang=en-XA`);
    await ready(page);
    const set = await refusal('#kset-input', '#kset-message .caret-message', '1, 4 6');
    assert.match(set, /^çöļûɱñ 4: '4 6' .*\(4, 6\).*\(46\)$/, set);
    assert.ok(!words.test(set), set);
    const upto = await refusal('#kupto-input', '#kupto-message', 'abc');
    assert.match(upto, /^kupto: 'abc' .*1000, 10\^18/, upto);
    assert.ok(!words.test(upto.replace(/^kupto/, '')), upto);
    await page.goto(`${shared.server.url}?sec=cut-the-knot&kpart=grundy&lang=en-XA`);
    await ready(page);
    const row = await refusal('#grow-input', '#grow-message', '4, x, 9');
    assert.match(row, /^grow: ƥîļé 2: 'x' /, row);
    assert.ok(!words.test(row.replace(/^grow/, '')), row);
    // Spanish: the catalogue's sentences, word for word
    await page.goto(`${shared.server.url}?sec=cut-the-knot&lang=es`);
    await ready(page);
    assert.equal(await refusal('#kset-input', '#kset-message .caret-message', '5..3'), 'columna 1: el intervalo 5..3 termina por debajo de su inicio');
    assert.equal(await refusal('#kupto-input', '#kupto-message', '10 00'), 'kupto: \'10 00\' no es un número entero: escríbelo sin espacios (como 10000 o 10_000)');
    await page.goto(`${shared.server.url}?sec=cut-the-knot&kpart=grundy&lang=es`);
    await ready(page);
    assert.equal(await refusal('#grow-input', '#grow-message', '4 6, 9'), 'grow: montón 1: \'4 6\' tiene un espacio dentro: separa los montones con comas (4, 6) y escribe cada número sin espacios (46)');
    // English: the engine's own words, as before
    await page.goto(`${shared.server.url}?sec=cut-the-knot&kpart=grundy&lang=en`);
    await ready(page);
    assert.equal(await refusal('#grow-input', '#grow-message', '4 6, 9'), 'grow: pile 1: \'4 6\' has a space inside: separate piles with commas (4, 6), and write a number without spaces (46)');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('Cut The Knot\'s take-away analysis speaks the page\'s language: the claims, where H stops, the representation of N and a pile H cannot write', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  const done = () => page.waitForFunction(() => document.body.dataset.takeaway === 'done', null, { timeout: 60000 });
  try {
    // f = 1 breaks Schwenk's hypotheses: H stops at 2, and 7 has no representation by H
    await page.goto(`${shared.server.url}?sec=cut-the-knot&kpart=takeaway&tf=1&tupto=100&tn=7&lang=en-XA`);
    await ready(page);
    await done();
    await page.waitForSelector('#kt-h-stop');
    // (the analysis' cards and the representation's; the example chips' "Try:" is the shared widget's)
    assert.deepEqual(await plainEnglish(page, '#kt-h-section, #kt-claims-section, #kt-compare-section, #kt-repr-host, #tn-error'), []);
    assert.match(await page.textContent('#tn-error'), /^7 ĥàš ñö ŕéƥŕéšéñţàţîöñ ƀý Ĥ: Ĥ šţöƥš àţ Ĥ_2 = 2/);
    // f = 2x (Fibonacci Nim) in Spanish: the banner, a claim, the representation of 20
    await page.goto(`${shared.server.url}?sec=cut-the-knot&kpart=takeaway&tf=2x&tupto=100&tn=20&lang=es`);
    await ready(page);
    await done();
    await page.waitForSelector('#kt-rightmost');
    assert.match(await page.textContent('#kt-banner'), /^✓Las hipótesis de Schwenk se cumplen: su teorema se aplica\./);
    assert.match(await page.textContent('#kt-claim-h-losing'), /^se cumple H es el conjunto de los montones iniciales perdedores \(N ≤ 100\)/);
    assert.equal(await page.textContent('#kt-rightmost'), 'Quita el 1 de más a la derecha: retira 2.');
    assert.equal((await page.textContent('#kt-repr-text')).replace(/\s+/g, ' '), '20 = 2 + 5 + 13: quita el 1 de más a la derecha, es decir, quita 2. Entonces el rival puede quitar como mucho f(2), demasiado poco para quitar el siguiente 1.');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('an illegal move is refused in the page\'s language: the engine\'s message and its list of takes, from the catalogue', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  try {
    for (const [code, wanted] of [['es', 'jugada no válida: de 40 puedes quitar 3, 4 o 5, no 2'], ['en', 'illegal move: from 40 you may take 3, 4 or 5, not 2']]) {
      // Cut The Knot's Min 3, Max 5 from 43, the engine first (it takes 3): 2 typed is not a take
      await page.goto(`${shared.server.url}?sec=cut-the-knot&kpile=43&kfirst=engine&lang=${code}`);
      await ready(page);
      await page.waitForFunction(() => document.body.dataset.subtraction === 'done', null, { timeout: 60000 });
      await waitTurn(page, 1, 'ks-move-controls');
      await page.locator('#ks-move-controls button[data-take="3"]').focus();
      await page.keyboard.press('2');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => /2$/.test(document.getElementById('ks-play-error').textContent));
      assert.equal((await page.textContent('#ks-announce')).replace(/[\u2066-\u2069]/g, ''), wanted, code);
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('an element speaks the course page\'s language, or its own lang; embed.html its link\'s lang', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  try {
    // a course page in German (no language of its element's own): the element's frame and notice
    const course = `${shared.server.url}examples/course-de.html`;
    await page.route(course, (route) => route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Kurs</title>
        <script type="module" src="../nimlab-elements.js"></script></head>
        <body><main><h1>Kurs</h1><div lang="it"><nim-lab-game id="g" game="blocking" pile="40" zoom="3"></nim-lab-game></div></main></body></html>`,
    }));
    await page.goto(course);
    const game = page.locator('#g');
    await page.waitForFunction(() => document.querySelector('#g')?.shadowRoot?.querySelector('.notice'));
    const frameLang = () => game.evaluate((g) => [g.shadowRoot.querySelector('.nl-frame').lang, g.shadowRoot.querySelector('.nl-frame').dir]);
    // (the nearest lang is Italian, which has no catalogue: the reader's browser (English here)
    // would come next, so the German around it must not win — Italian gives way to the browser)
    assert.deepEqual(await frameLang(), ['en', 'ltr']);
    await game.evaluate((g) => g.parentElement.removeAttribute('lang'));
    await game.evaluate((g) => g.setAttribute('theme', 'light')); // (a change: the element looks again)
    await page.waitForFunction(() => document.querySelector('#g').shadowRoot.querySelector('.nl-frame').lang === 'de');
    const notice = () => game.evaluate((g) => g.shadowRoot.querySelector('.notice').innerText);
    await until(async () => /konnte einige Attribute nicht verwenden/.test(await notice()), 'the notice in German');
    assert.match(await notice(), /kein Attribut dieses Elements: zoom/);
    // its title and its start field's label too, and the game's name for a screen reader
    const shown = () => game.evaluate((g) => [g.shadowRoot.querySelector('.nl-title').textContent, g.shadowRoot.querySelector('.start-field label').textContent.trim()]);
    await until(async () => (await shown())[0] === 'Blockier-Nim', 'the title in German');
    assert.deepEqual(await shown(), ['Blockier-Nim', 'Starthaufen']);
    assert.equal(await page.locator('#g').getByRole('group', { name: 'Blockier-Nim gegen die Engine', exact: true }).count(), 1, 'the game named in German');
    // its own lang wins, switched in place
    await game.evaluate((g) => g.setAttribute('lang', 'es'));
    await until(async () => /no pudo usar algunos atributos/.test(await notice()), 'the notice in Spanish');
    assert.deepEqual(await frameLang(), ['es', 'ltr']);
    await game.evaluate((g) => g.setAttribute('lang', 'xx'));
    await until(async () => /lang/.test(await notice()), 'a lang we have not is reported');
    await axeCheck(page, 'an element on a German course page');

    // embed.html in Arabic: the page right to left, its words and its notice in Arabic
    await page.goto(`${shared.server.url}embed.html?game=blocking&pile=40&lang=ar&zoom=1`);
    await page.waitForFunction(() => document.querySelector('#embed-notices .notice'));
    assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ar', 'rtl']);
    await until(async () => (await page.locator('#open-full').textContent()) === 'افتح في Nim Lab', 'the embed page\'s link in Arabic');
    assert.match(await page.locator('#embed-notices').innerText(), /ما لم يُستخدم من الرابط/);
    await axeCheck(page, 'embed.html in Arabic');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the Share dialog speaks the page\'s language, and its snippets carry the language chosen', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?sec=move-fn&lang=es`);
  try {
    await ready(page);
    await until(async () => (await page.locator('#share-move-fn').textContent()) === 'Compartir / Insertar', 'the Share button in Spanish');
    await page.locator('#share-move-fn').click();
    const dialog = page.locator('dialog.share-dialog');
    await dialog.waitFor();
    assert.match(await dialog.locator('#share-title').textContent(), /^Compartir o insertar: /);
    assert.equal(await dialog.locator('#share-close').textContent(), 'Cerrar');
    // a language chosen in the playground is the snippets' at first: the element's lang, embed.html's key
    assert.equal(await dialog.locator('#share-lang').inputValue(), 'es');
    assert.match(await dialog.locator('#share-element').inputValue(), /<nim-lab-game [^>]*lang="es"[^>]*>Si este texto no desaparece/);
    assert.match(await dialog.locator('#share-embed-link').inputValue(), /[?&]lang=es(&|$)/);
    await dialog.locator('#share-lang').selectOption('auto');
    assert.doesNotMatch(await dialog.locator('#share-element').inputValue(), /lang=/);
    await dialog.locator('#share-lang').selectOption('ar');
    const link = await dialog.locator('#share-embed-link').inputValue();
    assert.match(link, /[?&]lang=ar(&|$)/);
    await axeCheck(page, 'the Share dialog in Spanish');
    // the link as a course page's iframe would open it: Arabic, right to left
    await page.goto(link);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// --- the lessons ----------------------------------------------------------------------------

const lessonL10n = await import(new URL('../../scripts/lesson-l10n.mjs', import.meta.url).href);

test('every text of a lesson page sits in a block with a message id, and each page\'s en.js is what the page says', () => {
  const stale = lessonL10n.englishCatalogues().filter(([, file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text);
  assert.deepEqual(stale.map(([page]) => page), [], 'run node scripts/lesson-l10n.mjs: the pages changed since their en.js was written');
  // (elements and scripts draw their own words, from their own catalogues)
  const drawn = new Set(['script', 'style', 'template']);
  for (const page of lessonL10n.lessonPages()) {
    const tree = lessonL10n.parse(fs.readFileSync(path.join(repoRoot, 'www', 'lessons', `${page}.html`), 'utf8'));
    const loose = [];
    const walk = (node, inside) => {
      for (const child of node.children) {
        if ('text' in child) {
          if (!inside && child.text.trim()) loose.push(child.text.trim().slice(0, 60));
        } else if (!drawn.has(child.tag) && !child.tag.startsWith('nim-lab-')) {
          walk(child, inside || child.attrs.some(([name]) => name === 'data-l10n-id'));
        }
        if (!('text' in child)) {
          const label = child.attrs.find(([name]) => name === 'aria-label');
          if (label && !inside && !child.attrs.some(([name]) => name === 'data-l10n-id')) loose.push(`aria-label=${label[1]}`);
        }
      }
    };
    walk(tree, false);
    assert.deepEqual(loose, [], `${page}.html: words outside any message (run node scripts/lesson-l10n.mjs --annotate)`);
  }
});

const lessonUrl = (page, query = '') => `${shared.server.url}lessons/${page}.html${query}`;
const text = (page, selector) => page.locator(selector).first().evaluate((n) => n.textContent.replace(/\s+/g, ' ').trim());

test('a lesson in Spanish, then Arabic by its menu: the page, its bar, glossary and questions\' frame from the catalogues; the step, the answer and the game stay; the link keeps lang', async () => {
  const { page, context, errors } = await openPage(shared.browser, lessonUrl('fibonacci-nim', '?lang=es'));
  try {
    await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    assert.equal(await text(page, 'h1'), await messageText('lesson-fibonacci-nim', 'es', 'fibonacci-nim-head-3'));
    assert.equal(await page.title(), await messageText('lesson-fibonacci-nim', 'es', 'fibonacci-nim-head-1'));
    assert.equal(await text(page, '#show-all'), await messageText('lessons', 'es', 'lesson-show-all'));
    assert.equal(await text(page, '#lesson-progress'), await messageText('lessons', 'es', 'lesson-progress', { shown: 1, steps: 6 }));
    assert.equal(await page.locator('#lesson-lang').inputValue(), 'es');
    // the step's live fact keeps its place inside a translated sentence (a named element)
    await page.locator('#step-play .next-step').click();
    await page.locator('#q-lose-8-question input[value="lose"]').check();
    await page.locator('#q-lose-8-check').click();
    await page.waitForSelector('#q-lose-8-feedback strong');
    assert.equal(await text(page, '#q-lose-8-check'), await messageText('lessons', 'es', 'question-check'));
    await page.evaluate(() => { window.stillHere = true; });

    // Arabic by the menu: right to left, in place
    await page.selectOption('#lesson-lang', 'ar');
    await page.waitForFunction(() => document.documentElement.lang === 'ar' && document.documentElement.dir === 'rtl');
    await until(async () => (await text(page, 'h1')) === await messageText('lesson-fibonacci-nim', 'ar', 'fibonacci-nim-head-3'), 'the heading in Arabic');
    assert.equal(await page.evaluate(() => window.stillHere), true, 'no reload');
    assert.equal(new URLSearchParams(await page.evaluate(() => location.search)).get('lang'), 'ar');
    assert.equal(await text(page, '#lesson-progress'), await messageText('lessons', 'ar', 'lesson-progress', { shown: 2, steps: 6 }));
    assert.equal(await page.locator('#q-lose-8-question input[value="lose"]').isChecked(), true, 'the answer stays');
    assert.equal(await page.locator('#step-lose').isVisible(), true, 'the step stays');
    assert.equal(await text(page, '#q-lose-8-check'), await messageText('lessons', 'ar', 'question-check'));
    const fact = await page.locator('#step-lose [data-fact="losing-starts"]').count();
    assert.equal(fact, 1, 'the live fact is still in its sentence');
    // the game inside speaks Arabic too, right to left
    await page.waitForFunction(() => document.querySelector('#game-play').shadowRoot.querySelector('.nl-frame').dir === 'rtl');
    for (const size of [{ width: 1280, height: 900 }, phone]) {
      await page.setViewportSize(size);
      const { scroll, inner } = await page.evaluate(() => ({ scroll: document.scrollingElement.scrollWidth, inner: document.documentElement.clientWidth }));
      assert.ok(scroll <= inner, `${size.width} px: the lesson scrolls sideways in Arabic (${scroll} > ${inner})`);
      await page.screenshot({ path: path.join(repoRoot, '.tmp', `lesson-ar-${size.width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await axeCheck(page, 'the Fibonacci Nim lesson in Arabic');
    // German's long words, on a phone
    await page.selectOption('#lesson-lang', 'de');
    await page.waitForFunction(() => document.documentElement.lang === 'de' && document.documentElement.dir === 'ltr');
    await page.setViewportSize(phone);
    const { scroll, inner } = await page.evaluate(() => ({ scroll: document.scrollingElement.scrollWidth, inner: document.documentElement.clientWidth }));
    assert.ok(scroll <= inner, `390 px: the lesson scrolls sideways in German (${scroll} > ${inner})`);
    await page.screenshot({ path: path.join(repoRoot, '.tmp', 'lesson-de-390.png') });
    await axeCheck(page, 'the Fibonacci Nim lesson in German (390 px)');
    // back to the reader's browser's (English here): the page's own words again
    await page.selectOption('#lesson-lang', 'auto');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal(await text(page, 'h1'), 'Fibonacci Nim and the move-function game');
    assert.equal(new URLSearchParams(await page.evaluate(() => location.search)).get('lang'), null);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

/** The English sentences of catalogue parts as a reader would see them: each message's text
 *  between its placeables and tags, the maths, code and cited titles a translation keeps left out;
 *  pieces of 24 characters and four words or more (shorter ones may be a name or maths). */
function englishPieces(parts) {
  const kept = /<(cite|code|var|i|em|sub|sup)\b[^>]*>[\s\S]*?<\/\1>/g;
  const pieces = new Set();
  for (const part of parts) {
    for (const entry of parse(everyCatalogue[part].en, { withSpans: false }).body) {
      if (entry.type !== 'Message') continue;
      for (const pattern of [entry.value, ...entry.attributes.map((a) => a.value)]) {
        const raw = (pattern?.elements || []).map((e) => (e.type === 'TextElement' ? e.value : '|')).join('');
        for (const piece of raw.replace(kept, '|').replace(/<[^>]*>/g, '|').split(/[|\n]/)) {
          const words = piece.replace(/\s+/g, ' ').trim();
          if (words.length >= 24 && words.split(' ').filter((w) => /[a-z]{2}/i.test(w)).length >= 4) pieces.add(words);
        }
      }
    }
  }
  return [...pieces];
}

for (const [slug, code, family] of [['fibonacci-nim', 'es', ['move_fn']], ['cut-the-knot', 'ar', ['cut_the_knot', 'cut_the_knot_play']]]) {
  test(`the lesson ${slug} played whole in ${code === 'es' ? 'Spanish' : 'Arabic'}: every step shown, every question answered, its challenge played to the end, no sentence of its English left and axe-clean`, async () => {
    const { page, context, errors } = await openPage(shared.browser, lessonUrl(slug, `?lang=${code}`));
    try {
      await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
      await page.waitForFunction((c) => document.documentElement.lang === c && !document.documentElement.hasAttribute('data-l10n-pending'), code);
      await settled(page);
      // every step, and each question answered as a student might: its first choice, or 1
      const steps = await page.locator('.lesson-step').count();
      while ((await shownSteps(page)).length < steps) await nextStep(page);
      const questions = await page.evaluate(() => [...document.querySelectorAll('[data-question]')].map((host) => {
        const radio = host.querySelector('input[type="radio"]');
        return { name: host.dataset.question, value: radio ? radio.value : '1' };
      }));
      assert.ok(questions.length >= 3, `${slug}: its questions (${questions.length})`);
      for (const q of questions) await answer(page, q.name, q.value);
      // the challenge, to its end (the engine's hints: a game the student wins or loses alike)
      const end = await playToEnd(page, '#game-challenge');
      assert.equal(end.over, true);
      await settled(page);
      assert.equal(await page.evaluate(() => document.documentElement.dir), code === 'ar' ? 'rtl' : 'ltr');
      // what the page shows now, the games' shadow roots included: no English sentence of the
      // lesson, its script, the lessons' frame or the games' words
      const shown = await visibleText(page, { ignore: [] });
      const left = englishPieces([`lesson-${slug}`, `lesson-${slug}-steps`, 'lessons', 'play', 'frame', 'engine', 'refusals', ...family]).filter((piece) => shown.includes(piece));
      assert.deepEqual(left, [], `${slug} in ${code}: English left on the page`);
      await axeCheck(page, `the ${slug} lesson played whole in ${code}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('every lesson in the pseudo-locale: no word of its page, bar, glossary or handout left in plain English; a lang it has not is named', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  try {
    for (const name of lessonL10n.lessonPages()) {
      await page.goto(lessonUrl(name, '?lang=en-XA'));
      if (name !== 'index') await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
      await page.waitForFunction(() => document.documentElement.lang === 'en-XA');
      if (name !== 'index') {
        await page.locator('#show-all').click();
        await page.locator('#teacher-toggle').click();
      }
      await page.waitForFunction(() => !document.querySelector('h1').textContent.includes('e'));
      const plain = await page.evaluate(() => [...document.querySelectorAll('[data-l10n-id]')].flatMap((node) => {
        const copy = node.cloneNode(true);
        // maths, code and cited titles stay as written; a live value (a fact, the rule: the
        // lesson's script words it, not this catalogue) is left to the lesson's own checks
        for (const kept of copy.querySelectorAll('i, em, var, sub, sup, code, cite, .fact, [data-rule-words], [data-set-name], [data-set-words]')) kept.remove();
        // (text node by text node: a chip's name "Example A" and its note "c = 1, 0" are two)
        const texts = [];
        const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) texts.push(walker.currentNode.data);
        const words = `${texts.join(' ')} ${node.getAttribute('aria-label') || ''} ${node.dataset.columns || ''}`.replace(/Nim Lab|https?:\S+|\bSCORM\b|cmi5|xAPI|LMS|Moodle|Canvas|Blackboard|Brightspace/g, '');
        return /[A-Za-z]{2,}/.test(words) ? [`${node.dataset.l10nId}: ${words.replace(/\s+/g, ' ').trim().slice(0, 80)}`] : [];
      }));
      assert.deepEqual(plain, [], `${name}: plain English in the pseudo-locale`);
    }
    // the Lessons page too, its links to the lessons carrying the language
    await page.goto(lessonUrl('index', '?lang=en-XA'));
    await page.waitForFunction(() => document.documentElement.lang === 'en-XA');
    await until(async () => (await text(page, 'h1')) !== 'Lessons', 'the Lessons page worded');
    const links = await page.evaluate(() => [...document.querySelectorAll('.lesson-card h2 a')].map((a) => a.getAttribute('href')));
    assert.equal(links.length, 5);
    for (const href of links) assert.match(href, /\.html\?lang=en-XA$/, href);
    await page.goto(lessonUrl('cut-the-knot', '?lang=xx'));
    await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
    assert.match(await text(page, '#lesson-notices'), /lang = xx/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
