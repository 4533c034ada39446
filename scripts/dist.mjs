#!/usr/bin/env node
// Builds dist/, what a teacher uploads to a course site (after ./build.sh has written www/pkg):
//
//   dist/index.html                the playground in one file: works from file:// and on any host
//   dist/embed.html                one widget in one file (embed.html?game=move-fn&f=2x&…): works
//                                  in <iframe sandbox="allow-scripts"> (origin 'null') and file://
//   dist/nimlab-elements.js        the custom elements: an ES module (minified by esbuild) that
//                                  loads, on demand, its chunks in dist/nimlab-elements/, the
//   dist/css/                      CSS files its widgets need (minified),
//   dist/nimlab-worker.js          its worker, and
//   dist/nimlab_bg.wasm            the engine, all from beside it: the full package, or
//   dist/nimlab_*_bg.wasm          a family's own when every element is that family's (the
//                                  course-page one, nimlab_move_fn, for move-function games)
//   dist/nimlab-resize.js          a classic script that sizes a course page's Nim Lab iframes
//   dist/examples/course-page.html a mock course page: prose, three elements, two iframes (and
//                                  its own .css; nimlab-resize.js sizes the iframes)
//   dist/lessons/*.html            the lessons, each one file (link one, or put it whole in an iframe)
//
// The self-contained pages inline: the CSS as <style>; the full wasm package's bytes as base64
// (globalThis.NIMLAB_WASM_BASE64; core/engine.js then uses that package alone, with initSync); the worker's code as a
// string (globalThis.NIMLAB_WORKER_SOURCE, started from a Blob URL as a classic worker; if that is
// refused, core/jobs.js computes on the page in time-sliced chunks); our modules bundled by
// scripts/build/bundle.mjs into one inline <script type="module">.
//
// Each page keeps the Content-Security-Policy of its www/ source, made to allow what was inlined
// and nothing more: the SHA-256 of every inline <script> in script-src and of every <style> in
// style-src (computed from the final bytes; no 'unsafe-inline', no nonce: the files are static),
// and blob: in worker-src for the worker. A page with an inline event handler, a javascript: URL
// or a style attribute is refused, since its own policy would block it.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { bundle } from './build/bundle.mjs';
import '../www/js/families/index.js';
import { styleFiles } from '../www/js/elements/styles.js';
import { packageNames } from '../www/js/core/registry.js';

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

// What a bundle leaves out of the modules its code loads on demand (import()): a page other than
// the playground never shows a section (families/<family>/section.js, loaded by main.js alone);
// the worker holds the engine (the full package) and the families' engine modules, and nothing a
// page shows (sections, games, views, the small package).
const isSection = (file) => /[\\/]section\.js$/.test(file);
const notForWorker = (file) => !/[\\/]families[\\/][^\\/]+[\\/]engine\.js$|[\\/]pkg[\\/]nimlab\.js$/.test(file);
const leaveOutOf = (entry) => (entry === 'js/main.js' ? () => false : entry === 'js/worker.js' ? notForWorker : isSection);

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

function build(entry, options = {}) {
  try {
    return bundle(path.join(www, entry), { root, leaveOut: leaveOutOf(entry), ...options });
  } catch (err) {
    return die(err.message);
  }
}

function scriptSafe(code) {
  return code.replace(/<\/script/gi, '<\\/script').replace(/<!--/g, '<\\!--');
}

const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
const wasmFile = path.join(www, 'pkg', 'nimlab_bg.wasm');
const smallWasmFile = path.join(www, 'pkg', 'nimlab_move_fn_bg.wasm');
for (const file of [wasmFile, smallWasmFile]) {
  if (!fs.existsSync(file)) die(`${path.relative(root, file)} is missing (run ./build.sh first)`);
}
const wasmBytes = fs.readFileSync(wasmFile);
const wasmBase64 = wasmBytes.toString('base64');
const elementCss = styleFiles().map((file) => `/* css/${file} */\n${read(path.join(www, 'css', file))}`).join('\n');
const worker = build('js/worker.js', { classic: true });
// the worker carries the engine and the families' declarations and engine modules, nothing a page shows
const notWorkers = worker.files.filter((f) => /families\//.test(f) && !/families\/([^/]+\/)?(index|engine)\.js$/.test(f));
if (notWorkers.length) die(`the worker would carry ${notWorkers.join(', ')}`);

const cspMeta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g;

/** html's Content-Security-Policy with what the inlining needs: a hash per inline script and
 *  style, and Blob URLs for the worker. */
function inlinePolicy(html, pageName) {
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
  if (hashes.script.length) add('worker-src', ['blob:']);
  const policy = directives.map((d) => d.join(' ')).join('; ');
  return { html: html.replace(cspMeta, () => `<meta http-equiv="Content-Security-Policy" content="${policy}">`), hashes };
}

/** One of www's pages (a path under www/) with its CSS, modules, wasm and worker inlined. */
function selfContained(pageName) {
  const dir = path.dirname(path.join(www, pageName));
  let html = read(path.join(www, pageName));
  html = html.replace(/<link rel="stylesheet" href="([^"]+)">/g, (_, href) => {
    const css = read(path.join(dir, href));
    return `<style>/* ${href} */\n${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  const entries = [...html.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)];
  if (entries.length > 1) die(`www/${pageName} loads more than one module`);
  let modules = 0;
  if (entries.length) {
    const [tag, src] = entries[0];
    const page = build(path.relative(www, path.join(dir, src)));
    modules = page.files.length;
    const sections = pageName === 'index.html' ? [] : page.files.filter(isSection);
    if (sections.length) die(`www/${pageName} would carry the playground's ${sections.join(', ')}`);
    const script = [
      `<script>globalThis.NIMLAB_WASM_BASE64 = "${wasmBase64}";</script>`,
      `<script>globalThis.NIMLAB_WORKER_SOURCE = ${scriptSafe(JSON.stringify(worker.code))};</script>`,
      `<script>globalThis.NIMLAB_CSS = ${scriptSafe(JSON.stringify(elementCss))};</script>`,
      `<script type="module">\n${scriptSafe(page.code)}\n</script>`,
    ].join('\n');
    html = html.replace(tag, () => script);
  }
  const leftover = (html.match(/(?:src|href)="(?:\.\.\/)?(?:js|pkg|css)\/[^"]*"/g) || []);
  if (leftover.length) die(`www/${pageName} references files dist does not inline: ${leftover.join(', ')}`);
  // the HTML parser reads CR LF as LF: hash what the browser will see
  const secured = inlinePolicy(html.replace(/\r\n?/g, '\n'), pageName);
  html = secured.html;
  fs.mkdirSync(path.dirname(path.join(outDir, pageName)), { recursive: true });
  fs.writeFileSync(path.join(outDir, pageName), html);
  const hashed = `CSP: ${secured.hashes.script.length} script and ${secured.hashes.style.length} style hashes`;
  console.log(`dist/${pageName}: ${kib(Buffer.byteLength(html))}${modules ? ` (${modules} modules, wasm ${kib(wasmBytes.length)})` : ''}, ${hashed}`);
}

/** dist/nimlab-elements.js and what it loads from beside it: minified by esbuild and split, so that
 *  a course page fetches the code of the widgets it shows (the families' modules, each wasm
 *  package's glue and the CSS files are loaded on demand, as from www/). The entry names its own
 *  folder in globalThis.NIMLAB_BASE_URL (core/engine.js finds the .wasm files there,
 *  elements/styles.js the css/ folder) and the worker's file in NIMLAB_WORKER_URL, before the
 *  elements are defined. */
async function elementsModule() {
  const globals = [
    "globalThis.NIMLAB_BASE_URL ??= new URL('./', import.meta.url).href;",
    "globalThis.NIMLAB_WORKER_URL ??= new URL('./nimlab-worker.js', import.meta.url).href;",
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
  try {
    result = await esbuild.build({
      ...common,
      stdin: { contents: entry, resolveDir: www, sourcefile: 'dist-entry.js' },
      splitting: true,
      outdir: outDir,
      entryNames: 'nimlab-elements',
      chunkNames: 'nimlab-elements/[name]-[hash]',
      metafile: true,
      plugins: [leavingOut(isSection), {
        name: 'nimlab-globals',
        setup(b) {
          b.onResolve({ filter: /^nimlab:globals$/ }, () => ({ path: 'globals', namespace: 'nimlab' }));
          b.onLoad({ filter: /.*/, namespace: 'nimlab' }, () => ({ contents: globals, loader: 'js' }));
        },
      }],
    });
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
  // every package the families register (the elements load the one their page needs)
  for (const name of ['nimlab', ...packageNames()]) {
    const file = path.join(www, 'pkg', `${name}_bg.wasm`);
    if (!fs.existsSync(file)) die(`${path.relative(root, file)} is missing (run ./build.sh first)`);
    fs.copyFileSync(file, path.join(outDir, `${name}_bg.wasm`));
  }
  const outputs = Object.keys(result.metafile.outputs);
  const size = fs.statSync(path.join(outDir, 'nimlab-elements.js')).size;
  console.log(`dist/nimlab-elements.js: ${kib(size)} and ${outputs.length - 1} chunks in dist/nimlab-elements/ (${inputs.length} modules), css/, nimlab-worker.js, ${['nimlab', ...packageNames()].map((n) => `${n}_bg.wasm`).join(', ')}`);
}

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(path.join(outDir, 'examples'), { recursive: true });
selfContained('index.html');
selfContained('embed.html');
for (const lesson of fs.readdirSync(path.join(www, 'lessons')).filter((f) => f.endsWith('.html')).sort()) {
  selfContained(`lessons/${lesson}`);
}
await elementsModule();
fs.copyFileSync(path.join(www, 'nimlab-resize.js'), path.join(outDir, 'nimlab-resize.js'));
console.log('dist/nimlab-resize.js');
for (const file of fs.readdirSync(path.join(www, 'examples')).sort()) {
  fs.copyFileSync(path.join(www, 'examples', file), path.join(outDir, 'examples', file));
  console.log(`dist/examples/${file}`);
}
