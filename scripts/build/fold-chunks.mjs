// The chunks an entry always loads, folded into it (scripts/dist.mjs, for dist/nimlab-elements.js).
// esbuild's code splitting gives a module its own chunk when an entry and a dynamic import() both
// reach it, even when the import() can only run after the entry has loaded it: the elements' entry
// statically imported six chunks (core/dom.js, i18n.js, engine.js, …) that every course page
// loads with it, each a request and a gzip stream of its own (1.4 KB of the one-game page).
// Here a second esbuild pass bundles the entry with the chunks it imports statically (and
// theirs), the entry re-exporting what those chunks exported, under names of its own (`_<chunk
// index><name>`); every other chunk then imports those from the entry instead of the chunk files,
// which are removed. Nothing else moves: the import() targets stay where they are, their paths
// rewritten for the entry's folder.

import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*"([^"]+)"|import\s*"([^"]+)"/g;

/** Folds the static chunks of `entry` (an absolute path esbuild wrote) into it. `metafile`:
 *  esbuild's, whose keys are relative to `cwd`; `options`: the first pass's (minify, target…).
 *  → the chunk files removed (absolute paths). */
export async function foldStaticChunks(entry, metafile, options, cwd = process.cwd()) {
  const abs = (key) => path.resolve(cwd, key);
  const outputs = new Map(Object.entries(metafile.outputs).map(([key, o]) => [abs(key), o]));
  if (!outputs.has(entry)) throw new Error(`fold: ${entry} is not among esbuild's outputs`);
  // the chunks the entry loads before it runs: its static imports, and theirs
  const folded = [];
  for (let todo = [entry]; todo.length;) {
    const file = todo.shift();
    for (const im of outputs.get(file).imports) {
      const target = abs(im.path);
      if (im.kind === 'import-statement' && outputs.has(target) && target !== entry && !folded.includes(target)) {
        folded.push(target);
        todo.push(target);
      }
    }
  }
  if (!folded.length) return [];
  const dir = path.dirname(entry);
  const rel = (from, to) => {
    const r = path.relative(path.dirname(from), to).split(path.sep).join('/');
    return r.startsWith('.') ? r : `./${r}`;
  };
  const renamed = (i, name) => `_${i}${name}`;
  const stdin = [
    `import ${JSON.stringify(rel(entry, entry))};`,
    ...folded.map((chunk, i) => `export {${outputs.get(chunk).exports.map((e) => `${e} as ${renamed(i, e)}`).join(',')}} from ${JSON.stringify(rel(entry, chunk))};`),
  ].join('\n');
  const result = await esbuild.build({
    ...options,
    stdin: { contents: stdin, resolveDir: dir, sourcefile: 'fold-entry.js' },
    bundle: true,
    format: 'esm',
    splitting: false,
    write: false,
    metafile: false,
    plugins: [{
      name: 'fold-externals',
      setup(b) {
        // (anything but the entry and its folded chunks stays a file of its own, its path now
        // from the entry's folder)
        b.onResolve({ filter: /.*/ }, (args) => {
          if (args.kind === 'entry-point') return null;
          const target = path.resolve(args.resolveDir, args.path);
          if (target === entry || folded.includes(target)) return { path: target };
          return { path: rel(entry, target), external: true };
        });
      },
    }],
  });
  const code = result.outputFiles[0].text;
  // every other JS output imports what it took from a folded chunk from the entry
  const index = new Map(folded.map((chunk, i) => [chunk, i]));
  for (const file of outputs.keys()) {
    if (file === entry || index.has(file) || !file.endsWith('.js')) continue;
    const text = fs.readFileSync(file, 'utf8');
    const next = text.replace(IMPORT, (whole, names, from, bare) => {
      const target = path.resolve(path.dirname(file), from ?? bare);
      if (!index.has(target)) return whole;
      if (bare) return `import${JSON.stringify(rel(file, entry))}`;
      const i = index.get(target);
      const list = names.split(',').map((s) => s.trim()).filter(Boolean).map((item) => {
        const [name, local = name] = item.split(/\s+as\s+/);
        return `${renamed(i, name)} as ${local}`;
      });
      return `import{${list.join(',')}}from${JSON.stringify(rel(file, entry))}`;
    });
    const left = folded.find((chunk) => next.includes(path.basename(chunk)));
    if (left) throw new Error(`fold: ${path.basename(file)} still names ${path.basename(left)}`);
    if (next !== text) fs.writeFileSync(file, next);
  }
  fs.writeFileSync(entry, code);
  for (const chunk of folded) fs.rmSync(chunk);
  return folded;
}
