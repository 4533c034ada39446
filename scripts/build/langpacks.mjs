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
// same tree (the pack is refused otherwise). English has no pack: its words ship with the page
// (core/ftl.js), and the pseudo-locale is made from them.
//
//   node scripts/build/langpacks.mjs [outDir]      (default: www/langpacks)

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@fluent/syntax';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const catalogueDir = path.join(root, 'www', 'js', 'i18n');

/** The parts a page kind's pack holds: the playground's are every part but the lessons'. */
export const PACKS = {
  playground: (part) => !/^lesson/.test(part),
};

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

/** The catalogue `ftl` as its pack carries it. */
export function compact(ftl) {
  const usesTerms = /\{\s*-[a-z]/.test(ftl);
  const lines = [];
  for (const line of ftl.split('\n')) {
    if (/^#/.test(line)) continue; // a comment (Fluent's start at the line's first column)
    if (!usesTerms && /^-[a-z]/.test(line)) continue; // a glossary term no message uses
    if (/^\s*$/.test(line)) continue; // a blank line (a pattern's own blank lines are dropped by Fluent too)
    lines.push(line.replace(/\{ (\$[A-Za-z][\w-]*) \}/g, '{$1}'));
  }
  return `${lines.join('\n')}\n`;
}

/** Writes every pack of every language but English into `outDir`; returns the files written. */
export function writePacks(outDir = path.join(root, 'www', 'langpacks')) {
  fs.mkdirSync(outDir, { recursive: true });
  const partsOf = fs.readdirSync(catalogueDir).filter((p) => fs.statSync(path.join(catalogueDir, p)).isDirectory()).sort();
  const codes = fs.readdirSync(path.join(catalogueDir, 'shell')).filter((f) => f !== 'index.js' && f !== 'en.js').map((f) => f.replace(/\.js$/, ''));
  const written = [];
  for (const [kind, wanted] of Object.entries(PACKS)) {
    for (const code of codes) {
      const parts = {};
      for (const part of partsOf.filter(wanted)) {
        const file = path.join(catalogueDir, part, `${code}.js`);
        if (!fs.existsSync(file)) continue;
        const ftl = ftlOf(file);
        const packed = compact(ftl);
        // the same entries as the catalogue, the terms aside when the pack leaves them out
        const was = entries(ftl, file).filter((e) => packed.includes('\n-') || !e.startsWith('{"type":"Term"'));
        const now = entries(packed, `${kind}-${code} pack, ${part}`);
        const at = was.findIndex((e, i) => e !== now[i]);
        if (at >= 0 || was.length !== now.length) throw new Error(`${kind}-${code} pack: ${part}'s entry ${at} differs from its catalogue's`);
        parts[part] = packed;
      }
      const out = path.join(outDir, `${kind}-${code}.js`);
      // (as the catalogues are written: String.raw, which no catalogue's text can end or interpolate
      // in — a test of tests/e2e/i18n.test.mjs sees to that)
      const body = Object.entries(parts).map(([part, ftl]) => `${JSON.stringify(part)}:String.raw\`${ftl}\``).join(',\n');
      const text = `// Generated by scripts/build/langpacks.mjs from www/js/i18n/*/${code}.js: do not edit.\nexport const parts = {\n${body}};\n`;
      if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== text) fs.writeFileSync(out, text);
      written.push(out);
    }
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = writePacks(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`langpacks: ${files.length} files`);
}
