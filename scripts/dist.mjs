#!/usr/bin/env node
// Builds dist/, what a teacher uploads to a course site (after ./build.sh has written www/pkg):
//
//   dist/index.html                the playground: works from file:// and on any host
//   dist/embed.html                one widget (embed.html?game=move-fn&f=2x&…): works in
//                                  <iframe sandbox="allow-scripts"> (origin 'null'), in a sandboxed
//                                  srcdoc frame and from file://
//   dist/lessons/*.html            the lessons (link one, or put it whole in an iframe)
//   dist/nimlab-pages/             what those pages load, shared by all of them (names hold a hash
//                                  of the content: a second page or iframe takes them from the cache)
//   dist/nimlab-elements.js        the custom elements: an ES module (minified by esbuild) that
//                                  loads, on demand, its chunks in dist/nimlab-elements/, the
//   dist/css/                      CSS files its widgets need (minified; core.css: the four every
//                                  element needs, in one, less their rules for the page's own
//                                  <html> and <body>: build/shadow-css.mjs),
//   dist/nimlab-worker.js          its worker, and
//   dist/nimlab_bg.wasm            the engine, all from beside it: the full package, or
//   dist/nimlab_*_bg.wasm          a family's own when every element is that family's (the
//                                  course-page one, nimlab_move_fn, for move-function games)
//   dist/nimlab-resize.js          a classic script that sizes a course page's Nim Lab iframes
//   dist/nimlab-elements.css       each element's room before its script runs (a course page links it)
//   dist/examples/course-page.html a mock course page: prose, three elements, two iframes (and
//                                  its own .css; nimlab-resize.js sizes the iframes)
//   dist/lms/<standard>/<lesson>.zip  each lesson as a SCORM 1.2, SCORM 2004 and cmi5 package, and
//   dist/lms/<standard>/nim-lab-lessons.zip  the five in one (scripts/build/lms.mjs)
//
// The pages (index, embed, lessons) fetch nothing but a wasm package, and that only where fetch()
// works: a sandboxed frame (origin 'null') and a file:// page may not fetch() or load module
// scripts, but may load classic <script src> files from their own folder. So each page holds its own CSS (one inline <style>, minified: the first paint needs
// it) and loads, deferred, classic scripts of dist/nimlab-pages/:
//   loader-<hash>.js               scripts/build/pages-loader.js with the site's part of the
//                                  manifest (the packages, the CSS files, the worker's modules):
//                                  the module registry, import() as injected <script> tags, and the
//                                  hooks core/ reads (NIMLAB_WASM_BYTES, NIMLAB_CSS_TEXT,
//                                  NIMLAB_MAKE_WORKER); each page's tag for it lists the chunk files
//                                  that page may load (pageManifest), no other
//   <name>-<hash>.js               our modules in chunks (scripts/build/split.mjs, minified by
//                                  esbuild), computed over all the pages at once: a module's code
//                                  is in one chunk only; a page loads the chunks its entry imports
//                                  in a few files (pageGroups: one of the chunks the same pages load,
//                                  pages-<hash>.js), the rest come when something import()s them (a
//                                  family's game or view, a package's glue, a playground section);
//                                  embed.html's widget in one file (embed-widget-<hash>.js), which
//                                  its loader asks for at once
//   nimlab_bg-<hash>.js,           a wasm package's bytes as one string (a char a byte, from an
//   nimlab_move_fn_bg-<hash>.js    alphabet of its own; UTF-8 with a BOM), loaded when the engine is first asked
//                                  for that package and compiled asynchronously (never initSync),
//                                  where fetch() cannot work: from file:// and in a sandboxed frame
//                                  (origin 'null'). Served with an origin, the loader fetches the
//                                  package's .wasm instead (dist/<name>_bg.wasm, the elements'
//                                  file) and compiles it streaming, off the main thread, once the
//                                  engine asks and a frame is painted; the string script is its
//                                  fallback. The playground and the lessons, which start a package
//                                  at once, name it in the loader's data-wasm: where the string
//                                  script is the route, the loader preloads it as its first act.
//                                  embed.html's tag says data-embed instead (each widget's package):
//                                  the loader picks the link's and starts it at once, a fetch too
//                                  (the widget's drawing, its LCP, waits for the package)
//   elements-css-, views-css-…     the elements' CSS (the core files; the views' and families')
//
// The engine worker has no file of its own: the loader makes it a Blob of the code of its modules
// as the page has them defined (each module's function, Function.prototype.toString: the chunk's
// own text) — js/worker.js's, the families' engine modules and the glue of the page's package
// (workerModules; the chunks of those the page lacks are loaded first) — started as a classic
// worker (Chromium refuses module workers from Blob URLs on file://) and given the bytes of the
// page's package by postMessage. So a page downloads no second copy of the glue or the families'
// engine modules, and an LMS package bundles them with the rest (scripts/build/lms.mjs). If the
// worker cannot start, core/jobs.js computes on the page in time-sliced chunks.
//
// Each page keeps the Content-Security-Policy of its www/ source, made to allow what was inlined
// and nothing more: the SHA-256 of every inline <style> in style-src (and of an inline <script>,
// if a page had one, in script-src; computed from the final bytes; no 'unsafe-inline', no nonce:
// the files are static), and blob: in worker-src for the worker; its scripts are 'self'. A page
// with an inline event handler, a javascript: URL or a style attribute is refused, since its own
// policy would block it.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { foldStaticChunks } from './build/fold-chunks.mjs';
import { classesOf, shadowOnly } from './build/shadow-css.mjs';
import { splitPages } from './build/split.mjs';
import { BUDGET, buildLmsPackages } from './build/lms.mjs';
import { compactModule, isCatalogue } from './build/langpacks.mjs';
import '../www/js/families/index.js';
import { coreFiles, styleFiles } from '../www/js/elements/styles.js';
import { packageNames, registered } from '../www/js/core/registry.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const www = path.join(root, 'www');
const outDir = path.join(root, 'dist');

function die(message) {
  console.error(`dist: ${message}`);
  process.exit(1);
}

function read(file) {
  if (!fs.existsSync(file)) die(`${path.relative(root, file)} is missing${file.includes('pkg') ? ' (run ./build.sh first)' : ''}`);
  return fs.readFileSync(file, 'utf8');
}

// What a bundle leaves out of the modules its code loads on demand (import()): the elements never
// show a section (families/<family>/section.js, loaded by main.js alone; the light pages' chunks
// hold the sections, and no page but the playground loads them: lightPages checks); the worker
// holds the engine (the full package) and the families' engine modules, and nothing a page shows
// (sections, games, views, the small package).
const isSection = (file) => /[\\/]section\.js$/.test(file);
const notForWorker = (file) => !/[\\/]families[\\/][^\\/]+[\\/]engine\.js$|[\\/]pkg[\\/]nimlab\w*\.js$/.test(file);

/** An esbuild plugin that leaves the dynamic imports leaveOut(file) is true for as they are
 *  (external: never loaded, never in the output). */
function leavingOut(leaveOut) {
  return {
    name: 'nimlab-leave-out',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import' || !leaveOut(path.resolve(args.resolveDir, args.path))) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/** An esbuild plugin that ships each catalogue module compacted (build/langpacks.mjs
 *  compactModule), as the light pages' chunks do (build/bundle.mjs read). */
const compactedCatalogues = {
  name: 'nimlab-catalogues',
  setup(b) {
    b.onLoad({ filter: /[\\/]js[\\/]i18n[\\/][^\\/]+[\\/][^\\/]+\.js$/ }, (args) => (isCatalogue(args.path) ? { contents: compactModule(read(args.path), args.path), loader: 'js' } : undefined));
  },
};

const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
const wasmFile = path.join(www, 'pkg', 'nimlab_bg.wasm');
const smallWasmFile = path.join(www, 'pkg', 'nimlab_move_fn_bg.wasm');
for (const file of [wasmFile, smallWasmFile]) {
  if (!fs.existsSync(file)) die(`${path.relative(root, file)} is missing (run ./build.sh first)`);
}
const workerEntry = path.join(www, 'js', 'worker.js');

/** The light pages' engine worker (see the top of this file): the modules it defines — the static
 *  closure of js/worker.js and of what it may import(): the families' engine modules and the glue
 *  of its package (`pkg/<name>.js`, added by the loader), never a section, game or view — and the
 *  chunks that hold them. Returns {ids, chunks} with the glue left out. */
function workerModules(split) {
  const wanted = (id) => /^js\/families\/[^/]+\/engine\.js$/.test(id);
  const ids = new Set();
  const queue = [split.idOf(workerEntry)];
  while (queue.length) {
    for (const id of split.closure(path.join(www, queue.shift()))) {
      if (ids.has(id)) continue;
      ids.add(id);
      for (const target of split.modules.get(id).dynamic) if (wanted(target) && !ids.has(target)) queue.push(target);
    }
  }
  // the worker carries the engine and the families' declarations and engine modules, nothing a page shows
  const notWorkers = [...ids].filter((id) => /^pkg\//.test(id) || (/^js\/families\//.test(id) && !/^js\/families\/([^/]+\/)?(index|engine)\.js$/.test(id)));
  if (notWorkers.length) die(`the worker would carry ${notWorkers.join(', ')}`);
  const chunkOf = new Map(split.chunks.flatMap((c, i) => c.ids.map((id) => [id, i])));
  return { ids: [...ids].sort(), chunks: [...new Set([...ids].map((id) => chunkOf.get(id)))].sort((a, b) => a - b) };
}

/** The package a lesson page asks for first (the family whose lessons/package.js, the first import
 *  of every lesson's entry, is among the page's modules): the smaller one its family names for the
 *  lesson (`lessonPackage`: Fibonacci Nim's, the views' package, 38 KB less), else its family's
 *  first `lessonPackages`. Its LMS zips carry the same (scripts/build/lms.mjs). */
function lessonPackage(ids, page) {
  const names = ids.map((id) => /^js\/families\/([^/]+)\/lessons\/package\.js$/.exec(id)?.[1]).filter(Boolean);
  if (names.length !== 1) die(`a lesson page should load one families/<family>/lessons/package.js (found ${names.length})`);
  const family = registered().find((f) => f.name === names[0]);
  if (!family?.lessonPackages?.length) die(`the family ${names[0]} declares no lessonPackages`);
  const own = family.lessonPackage?.[path.basename(page, '.html')];
  // (lessons/package.js asks ready() for the family's lessonPackages, which must list it)
  if (own && !family.lessonPackages.includes(own)) die(`${family.name}'s lessonPackage for ${page}, ${own}, is not among its lessonPackages`);
  return own || family.lessonPackages[0];
}

const cspMeta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g;

/** html's Content-Security-Policy with what the inlining needs: a hash per inline script and
 *  style, and Blob URLs for the worker. */
function inlinePolicy(html, pageName, worker) {
  const metas = [...html.matchAll(cspMeta)];
  if (metas.length !== 1) die(`www/${pageName} has ${metas.length} Content-Security-Policy meta tags (one is needed)`);
  const hashes = { script: [], style: [] };
  const inline = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g;
  for (const [, tag, attrs, body] of html.matchAll(inline)) {
    if (tag === 'script' && /\ssrc=/.test(attrs)) continue;
    hashes[tag].push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  const markup = html.replace(inline, '');
  const blocked = markup.match(/\son[a-z]+\s*=|\sstyle\s*=|javascript:/gi);
  if (blocked) die(`www/${pageName} has ${blocked.join(', ')} in its markup, which its CSP blocks`);
  const directives = metas[0][1].split(';').map((d) => d.trim()).filter(Boolean).map((d) => d.split(/\s+/));
  const add = (name, sources) => {
    const directive = directives.find(([n]) => n === name);
    if (!directive) die(`www/${pageName}: its CSP has no ${name}`);
    directive.push(...sources.filter((s) => !directive.includes(s)));
  };
  add('script-src', hashes.script);
  add('style-src', hashes.style);
  if (worker || hashes.script.length) add('worker-src', ['blob:']);
  const policy = directives.map((d) => d.join(' ')).join('; ');
  return { html: html.replace(cspMeta, () => `<meta http-equiv="Content-Security-Policy" content="${policy}">`), hashes };
}

const pagesDir = 'nimlab-pages';
const hashOf = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10);
const minifyJs = (code, what) => {
  try {
    return esbuild.transformSync(code, { minify: true, legalComments: 'none', target: 'es2022' }).code;
  } catch (err) {
    return die(`esbuild (${what}): ${err.message}`);
  }
};
const minifyCss = (css) => esbuild.transformSync(css, { loader: 'css', minify: true }).code;

/** Writes dist/nimlab-pages/<name>-<hash of text>.js; returns its file name. */
function pagesFile(name, text) {
  const file = `${name}-${hashOf(text)}.js`;
  fs.mkdirSync(path.join(outDir, pagesDir), { recursive: true });
  fs.writeFileSync(path.join(outDir, pagesDir, file), text);
  return file;
}

/** A wasm package as a classic script: its bytes as one JS string, a char a byte, in a UTF-8 file
 *  with a BOM (which decides its charset whatever the server says; the loader checks the length and
 *  the magic number anyway). The chars are an alphabet of the package's own, in the script before
 *  the text: the 123 most frequent bytes (0x00 first: a tenth of a package) as the
 *  one-byte UTF-8 chars a JS string holds unescaped (U+0001–U+007F but LF, CR, " and \), the rest
 *  as two-byte chars from U+0080 on — nothing escaped. Gzipped it is within 3 % of the .wasm (the
 *  chars U+0000–U+00FF of bytes 0x00–0xFF, with NUL escaped, were 8–9 % over). */
function wasmScript(name, bytes) {
  const count = new Array(256).fill(0);
  for (const b of bytes) count[b]++;
  const order = [...count.keys()].sort((a, b) => count[b] - count[a] || a - b);
  const oneByte = [];
  for (let c = 1; c < 0x80; c++) if (![0x0a, 0x0d, 0x22, 0x5c].includes(c)) oneByte.push(c);
  const table = new Array(256);
  order.forEach((b, i) => { table[b] = String.fromCharCode(i < oneByte.length ? oneByte[i] : 0x80 + i - oneByte.length); });
  const parts = new Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) parts[i] = table[bytes[i]];
  return `\uFEFF__nl.w(${JSON.stringify(name)},${bytes.length},${JSON.stringify(table.join(''))},"${parts.join('')}");\n`;
}

/** The page (a path under www/): its own CSS inline (one <style>, minified: what the first paint
 *  needs), its module entry replaced by the loader and the chunks it needs (deferred <script src>);
 *  scripts(entry) → {scripts: the tags}. No <link rel=preload> of a package: which file a page
 *  needs (the .wasm or its string script) depends on where it is opened, which only the loader
 *  knows (its data-wasm). */
function lightPage(pageName, scripts) {
  const dir = path.dirname(path.join(www, pageName));
  let html = read(path.join(www, pageName));
  const sheets = [];
  html = html.replace(/[ \t]*<link rel="stylesheet" href="([^"]+)">\r?\n?/g, (_, href, offset) => {
    sheets.push([path.basename(href), minifyCss(read(path.join(dir, href))).replace(/<\/style/gi, '<\\/style')]);
    return sheets.length === 1 ? '\u0000STYLE\u0000' : '';
  });
  const entries = [...html.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)];
  if (entries.length > 1) die(`www/${pageName} loads more than one module`);
  const loads = entries.length ? scripts(path.join(dir, entries[0][1])) : { scripts: '' };
  if (entries.length) html = html.replace(entries[0][0], () => loads.scripts);
  // (a <style> a file, named: the loader gives an element the CSS the page holds from there, not
  // a second copy, NIMLAB_CSS_TEXT)
  html = html.replace('\u0000STYLE\u0000', () => sheets.map(([name, css]) => `  <style data-nl-css="${name}">${css}</style>\n`).join(''));
  const leftover = (html.match(/(?:src|href)="(?:\.\.\/)?(?:js|pkg|css)\/[^"]*"/g) || []);
  if (leftover.length) die(`www/${pageName} references files dist does not write: ${leftover.join(', ')}`);
  // the HTML parser reads CR LF as LF: hash what the browser will see
  const secured = inlinePolicy(html.replace(/\r\n?/g, '\n'), pageName, entries.length > 0);
  html = secured.html;
  fs.mkdirSync(path.dirname(path.join(outDir, pageName)), { recursive: true });
  fs.writeFileSync(path.join(outDir, pageName), html);
  const hashed = `CSP: ${secured.hashes.script.length} script and ${secured.hashes.style.length} style hashes`;
  console.log(`dist/${pageName}: ${kib(Buffer.byteLength(html))}, ${hashed}`);
}

/** Each widget's first package and the module that draws it: name → [package, module]. */
function embedTable() {
  const table = new Map();
  for (const what of ['views', 'games']) {
    for (const family of registered()) {
      for (const [name, d] of Object.entries(family[what] || {})) table.set(name, [d.packages?.[0], `js/families/${family.name}/${what}.js`]);
    }
  }
  return table;
}

/** The modules that draw embed.html's widgets. */
const embedModules = () => [...new Set([...embedTable().values()].map(([, module]) => module))];

/** The modules that draw the widgets a page's markup shows (<nim-lab-game game="X">, <nim-lab-X>):
 *  its loader's data-early, whose files it loads at once (as embed.html's widget's). */
function shownModules(html) {
  const table = embedTable();
  const names = [...html.matchAll(/<nim-lab-([a-z-]+)\b([^>]*)>/g)].map(([, tag, attrs]) => (tag === 'game' ? /\sgame="([^"]+)"/.exec(attrs)?.[1] : tag));
  return [...new Set(names.map((name) => table.get(name)?.[1]).filter(Boolean))].sort();
}

/** embed.html's data-embed (scripts/build/pages-loader.js reads it): 'widget:package:module …',
 *  each widget's first package (its family's `packages`: what js/embed.js asks ready() for; a game
 *  wins over a view of the same name, as there) and the module that draws it (its family's games.js
 *  or views.js: the loader loads its files at once, with the package's glue, not a round trip after
 *  the page's modules have run), and '*:package' for a name no family has (the first registered
 *  package, as embed.js and the elements take). */
function embedPackages(wasm, modules) {
  const rows = [...embedTable()].map(([name, [pkg, module]]) => [name, pkg, module]);
  rows.push(['*', packageNames()[0] || 'nimlab']);
  for (const [name, pkg, module] of rows) {
    if (!/^(?:[a-z][a-z0-9-]*|\*)$/.test(name) || !wasm[pkg]) die(`embed.html: the widget '${name}' names the package '${pkg}', which dist does not write`);
    if (module && !modules.has(module)) die(`embed.html: the widget '${name}' is drawn by ${module}, which no page loads`);
  }
  return rows.map((row) => row.join(':')).join(' ');
}

/** A page's part of the loader's manifest, as its tag's attributes (scripts/build/pages-loader.js
 *  reads them): the chunk files it may load — those of every module some module it may hold
 *  import()s, followed from module to module, and of the engine worker's modules (`workerChunks`)
 *  —, but for those its tags load (`chunks`) and the playground's sections on any page but the
 *  playground (no other page shows one: the elements' bundle and the LMS packages leave them out
 *  too). Chunk indices are the page's own, into its data-files. */
function pageManifest(split, chunkFiles, chunks, workerChunks, playground, merge = null) {
  const loaded = new Set(chunks);
  const files = [];
  const index = new Map(); // file → index into files
  const at = (file) => {
    if (!index.has(file)) {
      index.set(file, files.length);
      files.push(file);
    }
    return index.get(file);
  };
  const lacking = (list) => list.filter((c) => !loaded.has(c));
  const found = []; // [target, its chunks the page lacks]
  const seen = new Set();
  const queue = [...chunks, ...workerChunks].flatMap((c) => split.chunks[c].ids);
  const targets = new Set();
  while (queue.length) {
    const id = queue.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    for (const target of split.modules.get(id).dynamic) {
      if (targets.has(target) || (!playground && isSection(target))) continue;
      targets.add(target);
      const list = split.dynamicChunks[target];
      if (lacking(list).length) found.push([target, lacking(list)]);
      for (const c of list) queue.push(...split.chunks[c].ids);
    }
  }
  // merge.targets: the modules whose chunks come in one file (merge.file(chunks) writes it), but
  // for a chunk that another import() or the worker loads too (not twice on one page)
  const alone = new Set([...workerChunks, ...found.filter(([t]) => !merge?.targets.has(t)).flatMap(([, list]) => list)]);
  const dyn = found.map(([target, list]) => {
    const together = merge?.targets.has(target) ? list.filter((c) => !alone.has(c)) : [];
    const own = together.length > 1 ? [at(merge.file(together))] : [];
    return `${target}:${[...own, ...list.filter((c) => !own.length || !together.includes(c)).map((c) => at(chunkFiles[c]))].join(',')}`;
  });
  const worker = lacking(workerChunks).map((c) => at(chunkFiles[c])).join(',');
  const bad = [...files, ...dyn].find((w) => /[\s"&<>:]/.test(w.replace(/:[\d,]*$/, '')));
  if (bad) die(`a module or file name the loader's words cannot carry: ${bad}`);
  return ` data-files="${files.join(' ')}" data-dyn="${dyn.join(' ')}"${worker ? ` data-worker="${worker}"` : ''}`;
}

/** The files of the pages' own modules (their tags'): each page's chunks (split.mjs's) in as few
 *  files as keep a file the same on every page that loads it — one file of the chunks the same
 *  pages load (a page's chunks, split over every page and every import() target, were 13-29 files;
 *  each gzipped alone, they were 4 KB more on embed.html, 8 KB on a lesson, and as many requests).
 *  The chunks stay, each in its own file, for the import()s of a page that lacks them (the
 *  loader's data-dyn). pageChunks: [[page, chunk indices]] → [{pages, chunks, file}]. */
function pageGroups(pageChunks, split, minified, chunkFiles) {
  const pagesOf = new Map();
  for (const [page, chunks] of pageChunks) for (const c of chunks) pagesOf.set(c, [...(pagesOf.get(c) ?? []), page]);
  const byPages = new Map();
  for (const [c, pages] of [...pagesOf].sort((a, b) => a[0] - b[0])) byPages.set(pages.join(' '), [...(byPages.get(pages.join(' ')) ?? []), c]);
  return [...byPages].map(([key, chunks]) => {
    const pages = key.split(' ');
    const name = pages.length === 1 ? path.basename(pages[0], '.html') : 'pages';
    return { pages, chunks, file: chunks.length === 1 ? chunkFiles[chunks[0]] : pagesFile(name, chunks.map((c) => minified[c]).join('')) };
  });
}

/** The Lessons page: a page of lessons/ that is not a lesson. */
const lessonsIndex = 'lessons/index.html';

/** dist's pages and dist/nimlab-pages/, the classic scripts they share (see the top of this file). */
function lightPages() {
  const pages = ['index.html', 'embed.html', ...fs.readdirSync(path.join(www, 'lessons')).filter((f) => f.endsWith('.html')).sort().map((f) => `lessons/${f}`)];
  const entryOf = new Map();
  for (const page of pages) {
    const html = read(path.join(www, page));
    const m = html.match(/<script type="module" src="([^"]+)"><\/script>/);
    if (m) entryOf.set(page, path.resolve(path.dirname(path.join(www, page)), m[1]));
  }
  let split;
  try {
    // (the engine worker's modules too: its Blob is made of them, workerModules)
    split = splitPages({ www, entries: [...entryOf.values(), workerEntry] });
  } catch (err) {
    return die(err.message);
  }
  const minified = split.chunks.map((c) => minifyJs(c.code, c.ids[0]));
  const chunkFiles = split.chunks.map((c, i) => pagesFile(c.name, minified[i]));
  const groups = pageGroups(pages.map((page) => [page, entryOf.has(page) ? split.pageChunks(entryOf.get(page)) : []]), split, minified, chunkFiles);
  const wasm = {};
  const bin = {};
  for (const name of ['nimlab', ...packageNames()]) {
    const file = path.join(www, 'pkg', `${name}_bg.wasm`);
    if (!fs.existsSync(file)) die(`${path.relative(root, file)} is missing (run ./build.sh first)`);
    wasm[name] = pagesFile(`${name}_bg`, wasmScript(name, fs.readFileSync(file)));
    // the .wasm the loader fetches when it can (relative to nimlab-pages/): the file the elements
    // load (elementsModule writes it), so that a site caches one copy
    bin[name] = `../${name}_bg.wasm`;
  }
  // the elements' CSS, a file each (the core ones first): a page loads those it does not hold in
  // its own <style> elements (a lesson holds all but elements.css and the other families')
  const cssFile = (name, files) => [pagesFile(name, `__nl.s(${JSON.stringify(Object.fromEntries(files.map((file) => [file, minifyCss(read(path.join(www, 'css', file)))])))});\n`), files];
  // the whole site's manifest (scripts/build/lms.mjs reads it); the loader holds the part every
  // page shares, each page's tag the files it may load (pageManifest)
  const manifest = {
    files: split.chunks.map((c, i) => [chunkFiles[i], c.ids[0]]),
    dyn: split.dynamicChunks,
    wasm,
    bin,
    css: styleFiles().map((file) => cssFile(`css-${file.replace(/\.css$/, '').replace(/_/g, '-')}`, [file])),
    coreCss: coreFiles.length,
    // the engine worker's modules (its package's glue added by the loader): the loader makes its
    // Blob of their code as this page has it defined
    worker: workerModules(split),
  };
  const template = read(path.join(root, 'scripts', 'build', 'pages-loader.js'));
  if (!template.includes('/*MANIFEST*/null')) die('scripts/build/pages-loader.js has no /*MANIFEST*/null');
  const loaderFor = (shared) => minifyJs(template.replace('/*MANIFEST*/null', () => JSON.stringify(shared)), 'the loader');
  const loader = pagesFile('loader', loaderFor({ wasm, bin, css: manifest.css, coreCss: manifest.coreCss, worker: { ids: manifest.worker.ids } }));
  const lessons = [];
  for (const page of pages) {
    lightPage(page, (entry) => {
      const up = path.relative(path.dirname(path.join(www, page)), www).split(path.sep).filter(Boolean).map(() => '../').join('');
      const chunks = split.pageChunks(entry);
      const ids = chunks.flatMap((c) => split.chunks[c].ids);
      const sections = page === 'index.html' ? [] : ids.filter((id) => isSection(id));
      if (sections.length) die(`www/${page} would load the playground's ${sections.join(', ')}`);
      // the playground and the lessons start their package at once (ready()): the loader preloads
      // its string script (data-wasm) where that is the route; embed.html picks the package its
      // link's widget needs (data-embed: the loader picks it from the link and starts it at once)
      // (the Lessons page has no engine: its script words the page and offers the languages)
      const first = page === 'index.html' ? 'nimlab' : page === 'embed.html' || page === lessonsIndex ? null : lessonPackage(ids, page);
      if (page.startsWith('lessons/') && page !== lessonsIndex) lessons.push({ page, package: first });
      const starts = page === 'embed.html' ? ` data-embed="${embedPackages(wasm, split.modules)}"` : first ? ` data-wasm="${first}"` : '';
      // (embed.html: its widget's games.js or views.js in one file, data-embed's module)
      const merge = page !== 'embed.html' ? null : {
        targets: new Set(embedModules()),
        file: (list) => pagesFile('embed-widget', list.map((c) => minified[c]).join('')),
      };
      const own = pageManifest(split, chunkFiles, chunks, manifest.worker.chunks, page === 'index.html', merge);
      const early = page === 'embed.html' ? [] : shownModules(read(path.join(www, page)));
      const soon = early.length ? ` data-early="${early.join(' ')}"` : '';
      return {
        scripts: [
          `<script src="${up}${pagesDir}/${loader}" data-main="${split.idOf(entry)}"${starts}${own}${soon} defer></script>`,
          ...groups.filter((g) => g.pages.includes(page)).map((g) => `<script src="${up}${pagesDir}/${g.file}" defer></script>`),
        ].join('\n  '),
      };
    });
  }
  const size = (file) => fs.statSync(path.join(outDir, pagesDir, file)).size;
  const total = fs.readdirSync(path.join(outDir, pagesDir)).reduce((n, f) => n + size(f), 0);
  console.log(`dist/${pagesDir}/: ${kib(total)}: the loader, ${chunkFiles.length} chunks (${split.modules.size} modules), `
    + `${Object.keys(wasm).map((n) => `${n} ${kib(size(wasm[n]))}`).join(', ')}, the elements' CSS`);
  const chunks = split.chunks.map((c, i) => ({ file: chunkFiles[i], ids: c.ids }));
  const pageFiles = groups.map((g) => ({ file: g.file, chunks: g.chunks }));
  // (loaderFor: an LMS package's loader, with its own part of the site's manifest)
  return { lessons, pages: { manifest, chunks, pageFiles, loaderFor, modules: split.modules, closure: (id) => split.closure(path.join(www, id)), families: registered(), isSection: (id) => isSection(id) } };
}

/** dist/lms/: the lessons as learning-platform packages (scripts/build/lms.mjs), with their sizes
 *  against the issue's budgets. */
async function lmsPackages({ lessons, pages }) {
  let written;
  try {
    written = await buildLmsPackages({ root, distDir: outDir, lessons, pages, index: 'lessons/index.html' });
  } catch (err) {
    return die(`the learning-platform packages: ${err.message}`);
  }
  const kb = (n) => (n / 1000).toFixed(1);
  for (const w of written.filter((x) => x.code === 'en')) {
    const over = w.size > w.budget ? ` — over the ${w.budget / 1000} KB budget by ${kb(w.size - w.budget)} KB` : '';
    console.log(`dist/lms/${w.standard}/${w.name}.zip: ${kb(w.size)} KB, ${w.files.length} files${over}`);
  }
  // the other languages' packages: how much each adds to its English twin
  const range = (list) => `${kb(Math.min(...list))}-${kb(Math.max(...list))}`;
  for (const code of new Set(written.map((w) => w.code).filter((c) => c !== 'en'))) {
    const own = written.filter((w) => w.code === code);
    const more = (w) => w.size - written.find((e) => e.code === 'en' && e.standard === w.standard && e.name === w.name).size;
    const [all, one] = [own.filter((w) => w.budget === BUDGET.all), own.filter((w) => w.budget !== BUDGET.all)].map((list) => range(list.map(more)));
    console.log(`dist/lms/<standard>/${code}/: ${own.length} zips, a lesson's ${one} KB more than its English one, the five lessons' ${all} KB more`);
  }
}

/** dist/nimlab-elements.js and what it loads from beside it: minified by esbuild and split, so that
 *  a course page fetches the code of the widgets it shows (the families' modules, each wasm
 *  package's glue and the CSS files are loaded on demand, as from www/). The entry names its own
 *  folder in globalThis.NIMLAB_BASE_URL (core/engine.js finds the .wasm files there,
 *  elements/styles.js the css/ folder) and the worker's file in NIMLAB_WORKER_URL, before the
 *  elements are defined. */
async function elementsModule() {
  // (and the elements' CSS with the core files in one, css/core.css: one request for four, 0.6 KB
  // less gzipped; elements/styles.js asks the hook, whose files start with the core ones)
  const globals = [
    "globalThis.NIMLAB_BASE_URL ??= new URL('./', import.meta.url).href;",
    "globalThis.NIMLAB_WORKER_URL ??= new URL('./nimlab-worker.js', import.meta.url).href;",
    `const core = ${JSON.stringify(coreFiles)};`,
    'globalThis.NIMLAB_CSS_TEXT ??= (files) => {',
    '  const list = core.every((f, i) => files[i] === f) ? [\'core.css\', ...files.slice(core.length)] : files;',
    '  return Promise.all(list.map(async (f) => {',
    '    const response = await fetch(new URL(`css/${f}`, globalThis.NIMLAB_BASE_URL));',
    '    if (!response.ok) throw new Error(`css/${f}: HTTP ${response.status}`);',
    '    return response.text();',
    "  })).then((texts) => texts.join('\\n'));",
    '};',
  ].join('\n');
  const entry = [
    "import 'nimlab:globals';",
    `import ${JSON.stringify(path.join(www, 'nimlab-elements.js'))};`,
  ].join('\n');
  const banner = '// Nim Lab custom elements, minified from www/ by scripts/dist.mjs. A course page loads\n'
    + '// nimlab-elements.js; it fetches its chunks (nimlab-elements/), css/, the .wasm and the worker beside it.\n';
  // (the banner heads the entry and the worker only: on each of a dozen chunks it cost the one-game
  // page 1.5 KB gzipped, a comment no browser reads)
  const common = { bundle: true, format: 'esm', minify: true, legalComments: 'none', target: 'es2022', logLevel: 'warning' };
  let result;
  let folded = [];
  try {
    result = await esbuild.build({
      ...common,
      stdin: { contents: entry, resolveDir: www, sourcefile: 'dist-entry.js' },
      splitting: true,
      outdir: outDir,
      entryNames: 'nimlab-elements',
      chunkNames: 'nimlab-elements/[name]-[hash]',
      metafile: true,
      plugins: [leavingOut(isSection), compactedCatalogues, {
        name: 'nimlab-globals',
        setup(b) {
          b.onResolve({ filter: /^nimlab:globals$/ }, () => ({ path: 'globals', namespace: 'nimlab' }));
          b.onLoad({ filter: /.*/, namespace: 'nimlab' }, () => ({ contents: globals, loader: 'js' }));
        },
      }],
    });
    // (the chunks the entry imports statically, in it: folded, scripts/build/fold-chunks.mjs)
    folded = await foldStaticChunks(path.join(outDir, 'nimlab-elements.js'), result.metafile, common);
    await esbuild.build({ ...common, entryPoints: [path.join(www, 'js', 'worker.js')], outfile: path.join(outDir, 'nimlab-worker.js'), plugins: [leavingOut(notForWorker)] });
    for (const file of ['nimlab-elements.js', 'nimlab-worker.js']) {
      const out = path.join(outDir, file);
      fs.writeFileSync(out, banner + fs.readFileSync(out, 'utf8'));
    }
  } catch (err) {
    die(`esbuild: ${err.message}`);
  }
  const inputs = Object.keys(result.metafile.inputs);
  // the elements never carry the playground: its state, URL and sections stay out of a course page
  const playground = inputs.filter((f) => /core\/page\.js$|section\.js$|core\/setting-fields\.js$/.test(f));
  if (playground.length) die(`nimlab-elements.js would load the playground's ${playground.join(', ')}`);
  fs.mkdirSync(path.join(outDir, 'css'), { recursive: true });
  for (const file of styleFiles()) {
    const css = esbuild.transformSync(read(path.join(www, 'css', file)), { loader: 'css', minify: true });
    fs.writeFileSync(path.join(outDir, 'css', file), css.code);
  }
  // (core.css is the elements' alone: without the rules for the page's own <html> and <body>,
  // which cannot match in a shadow root, build/shadow-css.mjs; each class keeps its rules)
  const core = coreFiles.map((file) => fs.readFileSync(path.join(outDir, 'css', file), 'utf8')).join('\n');
  const shadow = shadowOnly(core);
  const lost = [...classesOf(core)].filter((c) => !classesOf(shadow.css).has(c));
  if (lost.length) die(`css/core.css would lose the rules of ${lost.join(', ')} (build/shadow-css.mjs dropped ${shadow.dropped.join(', ')})`);
  fs.writeFileSync(path.join(outDir, 'css', 'core.css'), shadow.css);
  // every package the families register (the elements load the one their page needs)
  for (const name of ['nimlab', ...packageNames()]) {
    const file = path.join(www, 'pkg', `${name}_bg.wasm`);
    if (!fs.existsSync(file)) die(`${path.relative(root, file)} is missing (run ./build.sh first)`);
    fs.copyFileSync(file, path.join(outDir, `${name}_bg.wasm`));
  }
  const outputs = Object.keys(result.metafile.outputs);
  const size = fs.statSync(path.join(outDir, 'nimlab-elements.js')).size;
  console.log(`dist/nimlab-elements.js: ${kib(size)} and ${outputs.length - 1 - folded.length} chunks in dist/nimlab-elements/ (${inputs.length} modules), css/, nimlab-worker.js, ${['nimlab', ...packageNames()].map((n) => `${n}_bg.wasm`).join(', ')}`);
}

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(path.join(outDir, 'examples'), { recursive: true });
const light = lightPages();
await elementsModule();
// the .wasm files the light pages' loader fetches (its manifest's bin) are the elements' files
for (const name of ['nimlab', ...packageNames()]) {
  if (!fs.existsSync(path.join(outDir, `${name}_bg.wasm`))) die(`dist/${name}_bg.wasm is missing (the light pages fetch it)`);
}
fs.copyFileSync(path.join(www, 'nimlab-resize.js'), path.join(outDir, 'nimlab-resize.js'));
console.log('dist/nimlab-resize.js');
fs.copyFileSync(path.join(www, 'nimlab-elements.css'), path.join(outDir, 'nimlab-elements.css'));
console.log('dist/nimlab-elements.css');
for (const file of fs.readdirSync(path.join(www, 'examples')).sort()) {
  fs.copyFileSync(path.join(www, 'examples', file), path.join(outDir, 'examples', file));
  console.log(`dist/examples/${file}`);
}
await lmsPackages(light);
