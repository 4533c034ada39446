#!/usr/bin/env node
// A language pack a page loads instead of its many catalogue parts (www/js/core/i18n.js,
// registerPack): the playground's is one file a language, www/langpacks/playground-<code>.js
// (git-ignored, written by ./build.sh build), holding the catalogue of every part the playground
// may show — its shell, dialogs, fields, the players, and each family's messages and section — as
// `export const parts = {part: FTL text}`. One file is the issue's "each language is its own file,
// loaded only when chosen": one request instead of sixteen, and gzip finds the words the parts
// share (the same terms, the same shapes of message) in one stream rather than in each file anew.
//
// The catalogue is the translators' file; the pack is what a reader's browser needs of it, so the
// pack leaves out what Fluent itself ignores or no message refers to: the comments (the glossary's
// explanations, the section headings), the glossary's terms when no message uses a term, the blank
// lines between entries and the spaces inside a placeable (`{ $n }` → `{$n}`). Each part of the
// pack is checked here against its catalogue: the same messages, parsed by @fluent/syntax to the
// same tree (the pack is refused otherwise). It also leaves out the messages' ids, which the page
// reads from the English catalogue it has anyway (unkeyed), most of Fluent's indentation
// (tightened), the plural and select variants worded as their default (defaulted), and the
// messages of a part its page never shows (PACK_MESSAGES: the playground's, the frame's of an
// element and errors its engine cannot return). And it is written in an alphabet of its own
// (packAlphabet), which core/i18n.js reads back as the pack loads (core/packs.js unpack): its
// frequent words as control chars, the language's frequent letters swapped with ASCII chars it
// seldom writes — what gzip makes of the playground's pack, 29.0 -> 24.9 KB in Arabic, 25.5 ->
// 23.6 in Chinese, 25.6 -> 24.6 in German (issue 29). English has no pack: its words ship with the
// page (core/ftl.js), and the pseudo-locale is made from them.
//
// A game element's pack (www/langpacks/game_<family>-<code>.js) holds the parts every game element
// loads (ELEMENT_PARTS) and its family's games' own (the family's `gameWords`, core/registry.js):
// a course page's one game loads one file of a language. The elements' pack
// (www/langpacks/elements-<code>.js) holds ELEMENT_PARTS alone, for a view's element. Each kind
// also has a module, www/langpacks/<kind>.js, naming its parts and a loader a language, which the
// page registers (main.js, elements/index.js); www/langpacks/games.js gathers the game packs',
// each imported with its first language.
//
//   node scripts/build/langpacks.mjs [outDir]      (default: www/langpacks)

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parse } from '@fluent/syntax';
import { LANGUAGES } from '../../www/js/core/i18n.js';
import { alphabetOf, messageIds, unpack, withIds } from '../../www/js/core/packs.js';
import '../../www/js/families/index.js';
import { registered } from '../../www/js/core/registry.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const catalogueDir = path.join(root, 'www', 'js', 'i18n');

/** The parts every game element loads, whatever its family (a course page's one game, a lesson's
 *  games, embed.html): the frame, the player's words, the hints' shared sentences, the refusals. */
export const ELEMENT_PARTS = ['frame', 'play', 'engine', 'refusals'];

/** The page kinds' packs: the parts each holds (null: every part but the lessons', the
 *  playground's); a game element's, by its family (gamePack). */
export const PACKS = {
  playground: null,
  elements: ELEMENT_PARTS,
  ...Object.fromEntries(registered().filter((f) => f.gameWords).map((f) => [gamePack(f.name), [...ELEMENT_PARTS, ...f.gameWords]])),
};

/** The errors the engine returns from one export alone, elementSettings (the elements' vocabulary:
 *  src/spec/elements.rs settings, which only src/wasm/spec.rs element_settings calls), which a page
 *  reaches through core/spec.js checkWidget: the elements and embed.html call it, no module of the
 *  playground does (a test of tests/e2e/i18n.test.mjs reads them and the engine's source). */
export const ELEMENT_SETTINGS_ERRORS = ['err-unknown-attr', 'err-not-widget', 'err-no-widget', 'err-attrs-object'];

/** The errors of engine code that only a package without some of the crate's default features
 *  holds (a family's package reading no other family's text, err-elsewhere; one without the
 *  periodic games, err-no-periodic): the playground loads the full package, nimlab, which has
 *  them all (a test of tests/e2e/i18n.test.mjs reads the engine's source, its table of packages,
 *  the playground's modules and the packages a visit of every section loads). */
export const FULL_PACKAGE_LACKS = ['err-elsewhere', 'err-no-periodic'];

/** The messages of a part that a kind's pack holds, when not all (id → whether it does): the
 *  playground shows the frame's notices (widgets/notices.js, their dismiss button) but not the
 *  frame of an element or of embed.html (elements/, embed.js), which none of its modules name, nor
 *  the errors of the elements' vocabulary (ELEMENT_SETTINGS_ERRORS) or of code its engine package
 *  leaves out (FULL_PACKAGE_LACKS); a test of
 *  tests/e2e/i18n.test.mjs reads them. A part without ids (unkeyed) writes a message it leaves out
 *  as a bare `=` line, which the page reads as no message (core/i18n.js withIds): the English one
 *  shows, should it ever be asked for. */
export const PACK_MESSAGES = {
  playground: {
    frame: (id) => id === 'notice-dismiss',
    errors: (id) => !ELEMENT_SETTINGS_ERRORS.includes(id) && !FULL_PACKAGE_LACKS.includes(id),
  },
};

/** A compacted catalogue's entries, each with its further lines and a closing newline: a term's
 *  opens with `-`, a message's with its id (entryId). */
const entryChunks = (ftl) => ftl.split(/\n(?=[A-Za-z-])/).map((c) => c.replace(/\n?$/, '\n'));
const entryId = (chunk) => /^[A-Za-z][\w-]*/.exec(chunk)[0];

/** `ftl` (a compacted catalogue) with only the messages `keep` (id → boolean) keeps, and its terms. */
function keepOnly(ftl, keep) {
  return entryChunks(ftl).filter((c) => c.startsWith('-') || keep(entryId(c))).join('');
}

/** The pack kind of a family's games. */
export function gamePack(family) {
  return `game_${family}`;
}

/** The FTL text of a catalogue module (`export const ftl = String.raw\`…\``). */
function ftlOf(file) {
  const source = fs.readFileSync(file, 'utf8');
  const m = /export const ftl = String\.raw`([\s\S]*)`;?\s*$/.exec(source);
  if (!m) throw new Error(`${file}: not a catalogue module (export const ftl = String.raw\`…\`)`);
  return m[1];
}

/** The messages and terms of an FTL text as comparable trees (no spans, no comments). */
function entries(ftl, where) {
  const body = parse(ftl, { withSpans: false }).body;
  const junk = body.filter((e) => e.type === 'Junk');
  if (junk.length) throw new Error(`${where}: text Fluent cannot read: ${junk[0].content.slice(0, 80)}`);
  return body.filter((e) => e.type === 'Message' || e.type === 'Term')
    .map((e) => JSON.stringify({ ...e, comment: null }));
}

/** Whether a catalogue's messages use its glossary's terms (`{ -pile }`): else the pack drops them. */
const usesTerms = (ftl) => /\{\s*-[a-z]/.test(ftl);

/** The catalogue `ftl` as its pack carries it. */
export function compact(ftl) {
  const terms = usesTerms(ftl);
  const lines = [];
  for (const line of ftl.split('\n')) {
    if (/^#/.test(line)) continue; // a comment (Fluent's start at the line's first column)
    if (!terms && /^-[a-z]/.test(line)) continue; // a glossary term no message uses
    if (/^\s*$/.test(line)) continue; // a blank line (a pattern's own blank lines are dropped by Fluent too)
    lines.push(line.replace(/\{ (\$[A-Za-z][\w-]*) \}/g, '{$1}'));
  }
  return `${lines.join('\n')}\n`;
}

/** The catalogue `ftl` compacted (compact), refused unless it holds the catalogue's entries, the
 *  terms aside when it leaves them out. */
export function compactChecked(ftl, where) {
  const packed = compact(ftl);
  const was = entries(ftl, where).filter((e) => usesTerms(ftl) || !e.startsWith('{"type":"Term"'));
  const now = entries(packed, `${where}, compacted`);
  const at = was.findIndex((e, i) => e !== now[i]);
  if (at >= 0 || was.length !== now.length) throw new Error(`${where}: entry ${at} of the compacted catalogue differs from the catalogue's`);
  return packed;
}

/** A part's compacted catalogue without its messages' ids (`= value` for `id = value`), its
 *  messages in the order of the English catalogue's (`english`), its terms first: core/i18n.js
 *  (withIds) gives the nth `=` the English catalogue's nth message id. The ids are a fifth of a
 *  pack's bytes (the playground's Spanish 31.8 -> 25.3 KB gzipped), and the page has the English
 *  catalogue anyway, its fallback. A catalogue whose messages are not the English's (a translation
 *  under way, which the catalogue test of tests/e2e/i18n.test.mjs fails) keeps its ids. Refused
 *  unless, given its ids back as the page gives them, it parses to the catalogue's entries. Only
 *  the messages `keep` (id → boolean) keeps: one it leaves out is a bare `=` line, which takes its
 *  id and is no message (withIds). */
export function unkeyed(packed, english, where, keep = () => true) {
  const ids = messageIds(english);
  const parsedIds = parse(english, { withSpans: false }).body.filter((e) => e.type === 'Message').map((e) => e.id.name);
  if (ids.join() !== parsedIds.join()) throw new Error(`${where}: the English catalogue's messages do not each open a line with their id`);
  const chunks = entryChunks(packed);
  const terms = chunks.filter((c) => c.startsWith('-'));
  const byId = new Map(chunks.filter((c) => !c.startsWith('-')).map((c) => [entryId(c), c]));
  const kept = keepOnly(packed, keep);
  if (byId.size !== ids.length || !ids.every((id) => byId.has(id))) return kept;
  const text = terms.join('') + ids.map((id) => (keep(id) ? byId.get(id).replace(/^[A-Za-z][\w-]* *=/, '=') : '=\n')).join('');
  const key = (t) => entries(t, where).sort().join('\n');
  if (key(withIds(text, english)) !== key(kept)) throw new Error(`${where}: the pack's part without ids does not read back as the catalogue`);
  return text;
}

/** A pack's part with less of Fluent's layout than its catalogue: a select's variants and its
 *  closing brace open their lines (`[one] …`, `}`), a pattern's further lines and its attributes
 *  are indented by one space (Fluent drops a pattern's common indent), a selector has no space
 *  after its brace (`{$n ->`). Refused unless it parses to the same entries (@fluent/syntax); the
 *  runtime's parser (@fluent/bundle) reads each form too (a test of tests/e2e/i18n.test.mjs
 *  formats every message of every pack both ways). */
export function tightened(packed, where) {
  const text = packed
    .replace(/^ +(?=[[*}])/gm, '')
    .replace(/^ {2,}(?=[^ [*}])/gm, ' ')
    .replace(/\{ (\$[A-Za-z][\w-]*) ->/g, '{$1 ->');
  const was = entries(packed, where);
  const now = entries(text, `${where}, tightened`);
  if (was.length !== now.length || was.some((e, i) => e !== now[i])) return packed; // (a pattern whose lines are indented unevenly keeps its layout)
  return text;
}

/** A pack's part without the variants a select needs not write: a variant keyed by a name (a
 *  plural category, a select's key — never a number such as `[0]`) whose value is its default
 *  variant's, which Fluent shows anyway when the selector matches no variant (`[few] X` beside
 *  `*[other] X`; a select inside a variant is looked at first): Arabic, with its six plural
 *  forms, repeats a default the most. Refused unless it parses to the
 *  catalogue's entries with exactly those variants gone (@fluent/syntax); a test of
 *  tests/e2e/i18n.test.mjs formats every message at every plural category and key both ways. */
export function defaulted(packed, where) {
  const body = (text, withSpans) => {
    const all = parse(text, { withSpans }).body;
    if (all.some((e) => e.type === 'Junk')) throw new Error(`${where}: text Fluent cannot read`);
    return all.filter((e) => e.type === 'Message' || e.type === 'Term');
  };
  const cuts = [];
  /** `node` as a spanless tree without the variants its selects need not write (each cut's span
   *  kept in cuts, unless inside one already cut). */
  const plain = (node, cutting, drop = true) => {
    if (Array.isArray(node)) return node.map((n) => plain(n, cutting, drop));
    if (!node || typeof node !== 'object') return node;
    if (drop && node.type === 'SelectExpression') {
      const values = node.variants.map((v) => JSON.stringify(plain(v.value, false)));
      const other = values[node.variants.findIndex((v) => v.default)];
      const kept = node.variants.filter((v, i) => {
        const needless = !v.default && v.key.type === 'Identifier' && values[i] === other;
        if (needless && cutting) cuts.push(v.span);
        return !needless;
      });
      return { type: node.type, selector: plain(node.selector, false), variants: kept.map((v) => plain(v, cutting)) };
    }
    return Object.fromEntries(Object.entries(node).filter(([k]) => k !== 'span' && k !== 'comment').map(([k, v]) => [k, plain(v, cutting, drop)]));
  };
  const want = body(packed, true).map((e) => JSON.stringify(plain(e, true)));
  if (!cuts.length) return packed;
  let text = packed;
  for (const span of cuts.sort((a, b) => b.start - a.start)) {
    if (text[span.end] !== '\n' || text[span.start - 1] !== '\n') throw new Error(`${where}: a variant not on lines of its own`);
    text = text.slice(0, span.start) + text.slice(span.end + 1);
  }
  // (the part as written, no variant left out in reading it)
  const now = body(text, false).map((e) => JSON.stringify(plain(e, false, false)));
  if (want.length !== now.length || want.some((e, i) => e !== now[i])) throw new Error(`${where}: the pack's part without its needless variants does not read back as the catalogue without them`);
  return text;
}

/** The chars a pack's alphabet may give a string of its own: one-byte chars a template literal
 *  holds unescaped that no catalogue writes (the C0 controls but TAB, LF and CR, which a template
 *  literal reads as LF; DEL). */
const CODES = [...Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)).filter((c) => !'\t\n\r'.includes(c)), '\x7f'];

/** The one-byte chars a pack's alphabet may swap with more frequent chars of its language:
 *  printable ASCII but `, $, { and \\, which could end or interpolate in the pack's String.raw. */
const SWAPPABLE = [...Array(94)].map((_, i) => String.fromCharCode(0x21 + i)).filter((c) => !'`${\\'.includes(c)).join('');

/** A pack's alphabet (core/packs.js alphabetOf: char → the text it stands for), chosen for the
 *  bytes gzipped of the pack's module as `size(alphabet)` measures them: (1) each of SWAPPABLE
 *  the pack writes less often than some letter of its language swaps places with it (an Arabic
 *  letter is two bytes in UTF-8, a Chinese one three), the most frequent letter first; (2) each of
 *  CODES stands for one of the parts' frequent words or pieces of markup (tried by occurrences ×
 *  its bytes less one, no piece inside another). Each is kept only if the pack gzips smaller with
 *  it: a small pack may keep few. */
export function packAlphabet(texts, size) {
  const all = texts.join('\n');
  const count = new Map();
  const add = (w) => count.set(w, (count.get(w) || 0) + 1);
  for (const m of all.matchAll(/[\p{L}\p{M}]{2,} ?|\n= |\{\$|\n\[|\n\*\[|<\/|<i>|sub>|<span class="|\{"\\u[0-9a-f]{4}"\}|, |: /gu)) add(m[0]);
  const bytes = (w) => Buffer.byteLength(w);
  const ranked = [...count].filter(([w, n]) => n > 2 && !w.endsWith('\\')).sort(([a, n], [b, m]) => m * (bytes(b) - 1) - n * (bytes(a) - 1) || (a < b ? -1 : 1)).map(([w]) => w);
  const free = CODES.filter((c) => !all.includes(c));
  let alphabet = {};
  let best = size(alphabet);
  /** Keeps `more` if the pack is smaller with it. */
  const tryWith = (more) => {
    const next = { ...alphabet, ...more };
    const bytesNow = size(next);
    if (bytesNow >= best) return false;
    [alphabet, best] = [next, bytesNow];
    return true;
  };
  const freq = new Map();
  for (const c of all) freq.set(c, (freq.get(c) || 0) + 1);
  const byFreq = (a, b) => (freq.get(b) || 0) - (freq.get(a) || 0) || a.codePointAt(0) - b.codePointAt(0);
  const oneByte = new Set([...SWAPPABLE, ...[...freq.keys()].filter((c) => c.codePointAt(0) > 0x7f)].sort(byFreq).slice(0, SWAPPABLE.length));
  const incoming = [...oneByte].filter((c) => !SWAPPABLE.includes(c));
  const outgoing = [...SWAPPABLE].filter((c) => !oneByte.has(c)).sort(byFreq).reverse();
  let o = 0;
  for (const c of incoming) if (tryWith({ [outgoing[o]]: c, [c]: outgoing[o] })) o++;
  const words = [];
  for (const w of ranked.slice(0, 6 * free.length)) {
    if (words.length === free.length) break;
    if (words.some((d) => d.includes(w) || w.includes(d))) continue;
    if (tryWith({ [free[words.length]]: w })) words.push(w);
  }
  return alphabet;
}

/** `text` written in `alphabet` (core/packs.js alphabetOf's table): its words, in their codes'
 *  order, then its swapped chars. Refused unless core/packs.js's unpack gives `text` back. */
export function packed(text, alphabet, where) {
  let out = text;
  const swaps = {};
  for (const [code, w] of Object.entries(alphabet)) {
    if (CODES.includes(code)) out = out.split(w).join(code);
    else swaps[code] = w;
  }
  out = [...out].map((c) => (c in swaps ? swaps[c] : c)).join('');
  if (unpack(out, alphabet) !== text) throw new Error(`${where}: the pack's alphabet does not give its text back`);
  return out;
}

/** Whether `file` is a catalogue module (www/js/i18n/<part>/<code>.js, not a part's index.js). */
export const isCatalogue = (file) => /[\\/]js[\\/]i18n[\\/][^\\/]+[\\/](?!index\.js$)[^\\/]+\.js$/.test(file);

/** A catalogue module as a page ships it (dist): its catalogue compacted, its comments gone. */
export function compactModule(source, where) {
  const m = /export const ftl = String\.raw`([\s\S]*)`;?\s*$/.exec(source);
  if (!m) throw new Error(`${where}: not a catalogue module (export const ftl = String.raw\`…\`)`);
  return `export const ftl = String.raw\`${compactChecked(m[1], where)}\`;\n`;
}

/** The file of `outDir` that keeps, for each pack, the hashes of what it was made from and of
 *  what was written. */
const MADE = '.made.json';

const sha = (text) => crypto.createHash('sha256').update(text).digest('hex');

/** Writes every pack of every language but English into `outDir`; returns the files written. */
export function writePacks(outDir = path.join(root, 'www', 'langpacks')) {
  fs.mkdirSync(outDir, { recursive: true });
  const partsOf = fs.readdirSync(catalogueDir).filter((p) => fs.statSync(path.join(catalogueDir, p)).isDirectory()).sort();
  const codes = LANGUAGES.map((l) => l.code).filter((code) => code !== 'en');
  const written = [];
  /** Writes `text` to `file` unless it holds it already (a fresh pack keeps its time). */
  const write = (file, text) => {
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
    written.push(file);
  };
  const kinds = [];
  const madeFile = path.join(outDir, MADE);
  const made = fs.existsSync(madeFile) ? JSON.parse(fs.readFileSync(madeFile, 'utf8')) : {};
  const maker = [fileURLToPath(import.meta.url), ...['i18n.js', 'packs.js'].map((f) => path.join(root, 'www', 'js', 'core', f))].map((f) => fs.readFileSync(f, 'utf8'));
  for (const [kind, list] of Object.entries(PACKS)) {
    const wanted = list ? (part) => list.includes(part) : (part) => !/^lesson/.test(part);
    // the kind's module: the parts its packs hold and a loader a language (core/i18n.js registerPack)
    const loaders = codes.map((code) => `  ${JSON.stringify(code)}: () => import('./${kind}-${code}.js'),`).join('\n');
    const index = `// Generated by scripts/build/langpacks.mjs: the ${kind} language packs (one file a language).\nexport const parts = ${JSON.stringify(list)};\nexport const loaders = {\n${loaders}\n};\n`;
    write(path.join(outDir, `${kind}.js`), index);
    kinds.push(kind);
    for (const code of codes) {
      const parts = {};
      for (const part of partsOf.filter(wanted)) {
        // (the same entries as the catalogue, the terms aside when the pack leaves them out)
        const where = `${kind}-${code} pack, ${part}/${code}.js`;
        const catalogue = defaulted(tightened(compactChecked(ftlOf(path.join(catalogueDir, part, `${code}.js`)), where), where), where);
        parts[part] = unkeyed(catalogue, ftlOf(path.join(catalogueDir, part, 'en.js')), where, PACK_MESSAGES[kind]?.[part]);
      }
      const module = (alphabet) => {
        // the alphabet as core/packs.js alphabetOf reads it: each word after its code char, and the
        // letters swapped in pairs
        const words = Object.entries(alphabet).filter(([c]) => CODES.includes(c)).map(([c, w]) => c + w).join('');
        const swaps = Object.entries(alphabet).filter(([c]) => SWAPPABLE.includes(c)).map(([c, w]) => c + w).join('');
        const table = alphabetOf(words, swaps);
        // (as the catalogues are written: String.raw, which no catalogue's text can end or
        // interpolate in — a test of tests/e2e/i18n.test.mjs sees to that — and an alphabet's chars
        // are controls and chars other than \`, $, { and \; its words are pieces of the
        // catalogues', none ending in \. Its chars as themselves: esbuild writes a string's
        // non-ASCII chars as \u escapes, a String.raw's as they are)
        const body = Object.entries(parts).map(([part, ftl]) => `${JSON.stringify(part)}:String.raw\`${packed(ftl, table, `${kind}-${code} pack, ${part}`)}\``).join(',\n');
        return `// Generated by scripts/build/langpacks.mjs from www/js/i18n/*/${code}.js: do not edit.\nexport const words = String.raw\`${words}\`;\nexport const swaps = String.raw\`${swaps}\`;\nexport const parts = {\n${body}};\n`;
      };
      // (choosing the alphabet gzips the pack a hundred times or so: a pack whose parts and whose
      // making are as when it was written, and the file as written, by the hashes MADE keeps, is
      // left as it is)
      const file = path.join(outDir, `${kind}-${code}.js`);
      const hashes = [JSON.stringify([parts, maker]), fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''].map(sha);
      if (made[path.basename(file)] === hashes.join()) {
        written.push(file);
        continue;
      }
      const text = module(packAlphabet(Object.values(parts), (alphabet) => zlib.gzipSync(module(alphabet), { level: 9 }).length));
      write(file, text);
      made[path.basename(file)] = [hashes[0], sha(text)].join();
    }
  }
  fs.writeFileSync(madeFile, `${JSON.stringify(made, null, 1)}\n`);
  // the game packs in one module (elements/index.js registers each under its family's name): the
  // parts each holds, and a loader a language that imports the family's module (game_<family>.js)
  // first. The elements' entry names one module a family rather than one file a language (every
  // course page downloaded the 24 names, 0.3 KB gzipped, and an English one uses none); a page in
  // another language asks for its family's module, 0.3 KB, as it starts, beside the engine
  const games = registered().filter((f) => f.gameWords).map((f) => [f.name, gamePack(f.name)]);
  write(path.join(outDir, 'games.js'), [
    "// Generated by scripts/build/langpacks.mjs: the game elements' language packs, by family.",
    `const codes = ${JSON.stringify(codes)};`,
    'const lazily = (module) => Object.fromEntries(codes.map((code) => [code, () => module().then((m) => m.loaders[code]())]));',
    '',
    'export const packs = {',
    ...games.map(([family, kind]) => `  ${family}: { parts: ${JSON.stringify(PACKS[kind])}, loaders: lazily(() => import('./${kind}.js')) },`),
    '};',
    '',
  ].join('\n'));
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = writePacks(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`langpacks: ${files.length} files`);
}
