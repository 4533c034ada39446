// The forms of our own ES modules that scripts/build/split.mjs turns into chunked classic scripts
// (no dependencies, no bundler to install): relative imports on their own lines, `import('./x.js')`
// of a module loaded on demand, `export function/class/const`, `export { a, b as c }`; anything
// else is refused rather than guessed. (It bundled the light pages' worker too, until the loader
// made the worker of the page's own modules: scripts/dist.mjs.)

import fs from 'node:fs';
import { compactModule, isCatalogue } from './langpacks.mjs';

export const importNamed = /^import\s+(\{[^}]*\}|\*\s+as\s+[\w$]+)\s+from\s+'([^']+)';[ \t]*$/gm;
export const importBare = /^import\s+'([^']+)';[ \t]*$/gm;
// import('./x.js') of a module loaded on demand: in a bundle it is there already.
export const importDynamic = /\bimport\(\s*'([^']+)'\s*\)/g;

export function fail(file, message) {
  throw new Error(`${file}: ${message}`);
}

/** A module's source as a page ships it: a catalogue compacted (langpacks.mjs compactModule:
 *  without the translators' comments, blank lines and unused glossary terms). */
export function read(file) {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing${file.includes('pkg') ? ' (run ./build.sh first)' : ''}`);
  const source = fs.readFileSync(file, 'utf8');
  return isCatalogue(file) ? compactModule(source, file) : source;
}

/** The relative specifiers a module imports, in order: its static imports, then its import()s. */
export function specifiers(source) {
  return [importNamed, importBare, importDynamic].flatMap((form) => [...source.matchAll(form)].map((m) => m.at(-1)));
}

/** `{ a, b as c }` → [['a', 'a'], ['b', 'c']] (imported or exported name, local name). */
export function nameList(list) {
  return list.replace(/[{}]/g, '').split(',').map((s) => s.trim()).filter(Boolean).map((item) => {
    const [name, local] = item.split(/\s+as\s+/);
    return [name.trim(), (local || name).trim()];
  });
}

/**
 * One module's body with its imports and exports rewritten (the forms this file accepts; any other
 * is refused): `from(spec)` is the expression an `import … from spec` reads, `bare(spec)` what an
 * `import spec` becomes, `dynamic(spec)` what an `import(spec)` becomes. Returns the body ending in
 * `return { its exports };` (also for scripts/build/split.mjs).
 */
export function rewriteModule(file, rel, { from, bare, dynamic }) {
  const exported = [];
  let body = read(file);
  body = body.replace(importNamed, (_, what, spec) => {
    if (what.startsWith('*')) return `const ${what.replace(/^\*\s+as\s+/, '')} = ${from(spec)};`;
    const pairs = nameList(what).map(([name, local]) => (name === local ? name : `${JSON.stringify(name)}: ${local}`));
    return `const { ${pairs.join(', ')} } = ${from(spec)};`;
  });
  body = body.replace(importBare, (_, spec) => bare(spec));
  body = body.replace(importDynamic, (_, spec) => dynamic(spec));
  if (/^\s*import[\s{*'"]/m.test(body) || /\bimport\s*\(/.test(body)) fail(rel, 'an import form the bundler does not understand');
  body = body.replace(/^export\s+((?:async\s+)?function\*?|class|const)\s+([\w$]+)/gm, (_, kind, name) => {
    exported.push([name, name]);
    return `${kind} ${name}`;
  });
  body = body.replace(/^export\s*(\{[^}]*\});?[ \t]*$/gm, (_, list) => {
    for (const [local, name] of nameList(list)) exported.push([name, local]);
    return '';
  });
  if (/^\s*export\s/m.test(body)) fail(rel, 'an export form the bundler does not understand (export let/default/…)');
  const entries = exported.map(([name, local]) => (name === local ? name : `${JSON.stringify(name)}: ${local}`));
  return `${body}\nreturn { ${entries.join(', ')} };`;
}
