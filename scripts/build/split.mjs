// Our ES modules as CHUNKED CLASSIC scripts, for dist's light pages (scripts/dist.mjs): a page in a
// sandboxed iframe (origin 'null') or opened from file:// may load classic <script src> files from
// its own site, but neither fetch() nor module scripts (CORS), so the modules become classic
// scripts that define them in a registry (scripts/build/pages-loader.js, `__nl`):
//
//   __nl.d("js/core/engine.js", function (__r) { …the module's body…; return { its exports }; })
//
// A module is evaluated at its first __r (require), its imports first, in their order, as ESM
// would; `import('./x.js')` becomes __nl.i("js/x.js"), which injects the files that hold x's
// modules not defined yet, then requires it. The module forms are bundle.mjs's (relative
// imports on their own lines, export function/class/const and export { … }); a cycle is refused.
//
// The chunks are computed over every page at once (splitPages): the entry points are the pages'
// entries and every module some page may import(); a module's label is the set of entry points
// whose static imports reach it, and the modules of one label make one chunk. So a module's code
// lives in exactly one file, a page loads the chunks labelled with its entry (its own code and
// what it shares with other pages: one file for the same code on every page, cached once), and an
// import() loads the chunks labelled with its target, no more.
//
//   splitPages({root, www, entries: [file, …]}) → {modules: Map(id → {deps, dynamic}),
//     chunks: [{name, label, ids, code}], pageChunks(entryFile) → chunk indices,
//     dynamicChunks: {id → chunk indices}, idOf(file)}
// Module ids are paths under www/ ('js/core/engine.js', 'pkg/nimlab.js').

import path from 'node:path';
import { fail, importDynamic, read, rewriteModule, specifiers } from './bundle.mjs';

/** One module's body as a function of __r (require) returning its exports. */
function transform(file, idOf) {
  const target = (spec) => JSON.stringify(idOf(path.resolve(path.dirname(file), spec)));
  const rel = idOf(file);
  let body = rewriteModule(file, rel, {
    from: (spec) => `__r(${target(spec)})`,
    // a bare import is evaluated where it stands (a family registering itself, say)
    bare: (spec) => `__r(${target(spec)});`,
    dynamic: (spec) => `__nl.i(${target(spec)})`,
  });
  // (import.meta.url is read by wasm-bindgen's default wasm path and by the www/ fallbacks of
  // jobs.js and styles.js, none of which a light page takes: its loader's hooks answer first)
  body = body.replace(/import\.meta\.url/g, 'self.location.href');
  if (/\bimport\.meta\b/.test(body)) throw new Error(`${rel}: import.meta left in a classic script`);
  return `__nl.d(${JSON.stringify(rel)}, function (__r) {\n'use strict';\n${body}\n});`;
}

/** The chunks of every page's modules (see the top of this file). */
export function splitPages({ www, entries }) {
  const idOf = (file) => path.relative(www, file).split(path.sep).join('/');
  const modules = new Map(); // file → {deps: [file], dynamic: [file]}
  const visit = (file) => {
    if (modules.has(file)) return;
    const source = read(file);
    const resolve = (spec) => {
      if (!spec.startsWith('./') && !spec.startsWith('../')) fail(idOf(file), `import '${spec}' is not a relative path`);
      return path.resolve(path.dirname(file), spec);
    };
    const dynamic = [...source.matchAll(importDynamic)].map((m) => resolve(m[1]));
    const all = specifiers(source).map(resolve);
    const deps = all.filter((f, i) => i < all.length - dynamic.length);
    modules.set(file, { deps, dynamic });
    for (const f of [...deps, ...dynamic]) visit(f);
  };
  const pages = entries.map((e) => path.resolve(e));
  for (const page of pages) visit(page);
  // static closures, refusing cycles
  const closures = new Map();
  const closure = (file, stack = []) => {
    if (closures.has(file)) return closures.get(file);
    if (stack.includes(file)) fail(idOf(file), `import cycle: ${[...stack, file].map(idOf).join(' -> ')}`);
    const set = new Set([file]);
    for (const dep of modules.get(file).deps) for (const f of closure(dep, [...stack, file])) set.add(f);
    closures.set(file, set);
    return set;
  };
  const targets = [...new Set([...modules.values()].flatMap((m) => m.dynamic))].sort();
  const points = [...pages, ...targets.filter((t) => !pages.includes(t))];
  const labels = new Map(); // file → [entry point index]
  points.forEach((point, i) => {
    for (const file of closure(point)) {
      if (!labels.has(file)) labels.set(file, []);
      labels.get(file).push(i);
    }
  });
  const groups = new Map(); // label key → [file]
  for (const [file, label] of labels) {
    const key = label.join(',');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(file);
  }
  const chunks = [...groups.entries()].map(([key, files]) => {
    const label = key.split(',').map(Number);
    files.sort((a, b) => idOf(a).localeCompare(idOf(b)));
    const name = label.length === 1 ? path.basename(points[label[0]], '.js').replace(/[^\w-]/g, '') : 'shared';
    return { name, label, ids: files.map(idOf), code: files.map((f) => transform(f, idOf)).join('\n') };
  });
  const chunksOf = (point) => chunks.flatMap((c, i) => (c.label.includes(points.indexOf(point)) ? [i] : []));
  return {
    modules: new Map([...modules].map(([file, m]) => [idOf(file), { deps: m.deps.map(idOf), dynamic: m.dynamic.map(idOf) }])),
    chunks,
    pageChunks: (entry) => chunksOf(path.resolve(entry)),
    dynamicChunks: Object.fromEntries(targets.map((t) => [idOf(t), chunksOf(t)])),
    closure: (entry) => [...closure(path.resolve(entry))].map(idOf),
    idOf,
  };
}
