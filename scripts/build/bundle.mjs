// A small bundler for our own ES modules (no dependencies, no bundler to install): every module
// reachable from an entry, dependencies first, each in its own function scope, its imports read
// from the modules before it. Enough for the code in www/ (relative imports on their own lines,
// `import('./x.js')` of a module loaded on demand, which the bundle holds already and resolves at
// once, `export function/class/const`, `export { a, b as c }`), and it refuses anything else
// rather than guess.
//
//   bundle(entryFile, {classic, leaveOut})  → {code, files}
// classic: true makes a classic script (for a worker started from a Blob URL): `import.meta.url`
// (only in wasm-bindgen's default wasm path, unused there) becomes `self.location.href`.
// leaveOut(file): true for a module loaded on demand that this bundle never loads (the
// playground's sections in an element's page, say: scripts/dist.mjs); its import() rejects.
// (scripts/build/split.mjs reads modules with the same forms, into chunked classic scripts.)

import fs from 'node:fs';
import path from 'node:path';

export const importNamed = /^import\s+(\{[^}]*\}|\*\s+as\s+[\w$]+)\s+from\s+'([^']+)';[ \t]*$/gm;
export const importBare = /^import\s+'([^']+)';[ \t]*$/gm;
// import('./x.js') of a module loaded on demand: in a bundle it is there already.
export const importDynamic = /\bimport\(\s*'([^']+)'\s*\)/g;

export function fail(file, message) {
  throw new Error(`${file}: ${message}`);
}

export function read(file) {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing${file.includes('pkg') ? ' (run ./build.sh first)' : ''}`);
  return fs.readFileSync(file, 'utf8');
}

/** The relative specifiers a module imports, in order (those leaveOut(file) is true for left out). */
export function specifiers(source, file, leaveOut) {
  const kept = (form) => (spec) => form !== importDynamic || !leaveOut(path.resolve(path.dirname(file), spec));
  return [importNamed, importBare, importDynamic].flatMap((form) => [...source.matchAll(form)].map((m) => m.at(-1)).filter(kept(form)));
}

/** Files reachable from entry, dependencies first (no cycles). */
function moduleOrder(entry, leaveOut) {
  const order = [];
  const done = new Set();
  const visit = (file, stack) => {
    if (done.has(file)) return;
    if (stack.includes(file)) fail(file, `import cycle: ${[...stack, file].join(' -> ')}`);
    const source = read(file);
    for (const spec of specifiers(source, file, leaveOut)) {
      if (!spec.startsWith('./') && !spec.startsWith('../')) fail(file, `import '${spec}' is not a relative path`);
      visit(path.resolve(path.dirname(file), spec), [...stack, file]);
    }
    done.add(file);
    order.push(file);
  };
  visit(path.resolve(entry), []);
  return order;
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

/** One module as a function body returning its exports; ids maps files to their variables. */
function transform(file, ids, rel, leaveOut) {
  const resolve = (spec) => path.resolve(path.dirname(file), spec);
  return rewriteModule(file, rel, {
    from: (spec) => ids.get(resolve(spec)),
    bare: () => '',
    // import('./x.js') of a module loaded on demand: in a bundle it is there already
    dynamic: (spec) => (leaveOut(resolve(spec))
      ? `Promise.reject(new Error(${JSON.stringify(`${spec} is not in this bundle`)}))`
      : `Promise.resolve(${ids.get(resolve(spec))})`),
  });
}

/** The bundle of entry and everything it imports. */
export function bundle(entry, { classic = false, root = process.cwd(), leaveOut = () => false } = {}) {
  const files = moduleOrder(entry, leaveOut);
  const ids = new Map(files.map((file, i) => [file, `__nl${i}`]));
  const parts = files.map((file) => {
    const rel = path.relative(root, file);
    return `// ---- ${rel} ----\nconst ${ids.get(file)} = (function () {\n'use strict';\n${transform(file, ids, rel, leaveOut)}\n})();`;
  });
  let code = parts.join('\n');
  if (classic) {
    code = code.replace(/import\.meta\.url/g, 'self.location.href');
    if (/\bimport\.meta\b/.test(code)) throw new Error(`${entry}: import.meta left in a classic script`);
  }
  return { code, files: files.map((file) => path.relative(root, file)) };
}
