#!/usr/bin/env node
// Builds dist/index.html: the whole page in one file that works when opened from
// file:// (double-click) and on any static host. No dependencies.
//
//   node scripts/dist.mjs            (after ./build.sh has written www/pkg)
//
// What it does:
// - CSS files linked from www/index.html are inlined as <style>;
// - the wasm bytes go in as base64 (globalThis.NIMLAB_WASM_BASE64; engine.js then calls initSync);
// - the wasm-bindgen module www/pkg/nimlab.js is wrapped in a function scope that returns its
//   exports as the object `wasmPkg` (the name engine.js imports it under);
// - our ES modules (www/js) are concatenated in dependency order into one inline
//   <script type="module">, with their `import … from './x.js'` lines and `export` keywords
//   removed (so every top-level name must be unique across www/js; this script checks);
// - the worker (worker.js + what it imports) is embedded as a string
//   (globalThis.NIMLAB_WORKER_SOURCE) and started from a Blob URL as a classic worker; if refused,
//   analysis.js computes on the page in time-sliced chunks instead.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

// --- the wasm-bindgen module, wrapped --------------------------------------------------------

function wrapWasmPackage(source) {
  if (/^\s*import\s/m.test(source)) die('www/pkg/nimlab.js imports other files; dist cannot inline it');
  const exported = new Map(); // exported name -> local name
  let body = source.replace(/^export\s+((?:async\s+)?(?:function\*?|class|const|let|var))\s+([A-Za-z_$][\w$]*)/gm,
    (_, kind, name) => {
      exported.set(name, name);
      return `${kind} ${name}`;
    });
  body = body.replace(/^export\s*\{([^}]*)\};?\s*$/gm, (_, list) => {
    for (const item of list.split(',')) {
      const parts = item.trim().split(/\s+as\s+/);
      if (parts[0]) exported.set((parts[1] || parts[0]).trim(), parts[0].trim());
    }
    return '';
  });
  if (/^export\s/m.test(body)) die('www/pkg/nimlab.js has an export form dist does not understand');
  if (!exported.has('default') || !exported.has('initSync')) die('www/pkg/nimlab.js lacks init/initSync');
  const entries = [...exported].map(([name, local]) => (name === local ? name : `${JSON.stringify(name)}: ${local}`));
  return `const wasmPkg = (() => {\n${body}\nreturn { ${entries.join(', ')} };\n})();\n`;
}

// --- our modules ------------------------------------------------------------------------------

const importLine = /^import\s+(?:\*\s+as\s+[\w$]+|\{[^}]*\}|[\w$]+)\s+from\s+'([^']+)';\s*$/gm;

function moduleImports(source) {
  return [...source.matchAll(importLine)].map((m) => m[1]);
}

/** Files of www/js reachable from entry, dependencies first. */
function moduleOrder(entry) {
  const order = [];
  const seen = new Set();
  const visit = (file, stack) => {
    if (seen.has(file)) return;
    if (stack.includes(file)) die(`import cycle: ${[...stack, file].join(' -> ')}`);
    const source = read(path.join(www, 'js', file));
    for (const spec of moduleImports(source)) {
      if (spec === '../pkg/nimlab.js') continue;
      if (!/^\.\/[\w-]+\.js$/.test(spec)) die(`${file}: import '${spec}' is not of the form './x.js'`);
      visit(spec.slice(2), [...stack, file]);
    }
    seen.add(file);
    order.push(file);
  };
  visit(entry, []);
  return order;
}

function stripModule(file) {
  const source = read(path.join(www, 'js', file));
  let body = source.replace(importLine, (line, spec) => {
    if (spec === '../pkg/nimlab.js' && !/^import\s+\*\s+as\s+wasmPkg\s/.test(line)) {
      die(`${file}: import the wasm package as "import * as wasmPkg from '../pkg/nimlab.js'"`);
    }
    return '';
  });
  if (/^\s*import[\s{*]/m.test(body)) die(`${file}: an import dist cannot strip (keep them on one line)`);
  body = body.replace(/^export\s+(?=(?:async\s+)?(?:function|class|const|let)\b)/gm, '');
  if (/^export\s/m.test(body)) die(`${file}: an export form dist does not understand`);
  return body;
}

function topLevelNames(body) {
  const names = [];
  for (const m of body.matchAll(/^(?:async\s+)?function\*?\s+([\w$]+)|^(?:const|let|var|class)\s+([\w$]+)/gm)) {
    names.push(m[1] || m[2]);
  }
  return names;
}

function bundle(entry) {
  const files = moduleOrder(entry);
  const owner = new Map([['wasmPkg', 'pkg/nimlab.js']]);
  const parts = [];
  for (const file of files) {
    const body = stripModule(file);
    for (const name of topLevelNames(body)) {
      if (owner.has(name)) die(`top-level name '${name}' is declared in both ${owner.get(name)} and js/${file}`);
      owner.set(name, `js/${file}`);
    }
    parts.push(`// ---- js/${file} ----\n${body}`);
  }
  return { files, code: parts.join('\n') };
}

// --- the page ---------------------------------------------------------------------------------

function scriptSafe(code) {
  return code.replace(/<\/script/gi, '<\\/script').replace(/<!--/g, '<\\!--');
}

function build() {
  let html = read(path.join(www, 'index.html'));
  const wasmPackage = wrapWasmPackage(read(path.join(www, 'pkg', 'nimlab.js')));
  const wasmFile = path.join(www, 'pkg', 'nimlab_bg.wasm');
  if (!fs.existsSync(wasmFile)) die('www/pkg/nimlab_bg.wasm is missing (run ./build.sh first)');
  const wasmBase64 = fs.readFileSync(wasmFile).toString('base64');

  html = html.replace(/<link rel="stylesheet" href="([^"]+)">/g, (_, href) => {
    const css = read(path.join(www, href));
    return `<style>/* ${href} */\n${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  const vendorRefs = html.match(/(?:src|href)="(?:vendor|js|pkg|css)\/[^"]*"/g) || [];
  const page = bundle('main.js');
  const worker = bundle('worker.js');
  // The worker runs as a classic script (Chromium refuses module workers from Blob URLs on
  // file:// pages); import.meta only appears in wasm-bindgen's default-path branch, unused here.
  const workerSource = `${wasmPackage}\n${worker.code}`.replace(/import\.meta\.url/g, 'self.location.href');
  if (/\bimport\.meta\b|^\s*(?:import|export)\s/m.test(workerSource)) die('the worker code is not a classic script');
  const pageScript = [
    `<script>globalThis.NIMLAB_WASM_BASE64 = "${wasmBase64}";</script>`,
    `<script>globalThis.NIMLAB_WORKER_SOURCE = ${scriptSafe(JSON.stringify(workerSource))};</script>`,
    `<script type="module">\n${scriptSafe(`${wasmPackage}\n${page.code}`)}\n</script>`,
  ].join('\n');
  const entryTag = '<script type="module" src="js/main.js"></script>';
  if (!html.includes(entryTag)) die(`www/index.html must load the page with ${entryTag}`);
  html = html.replace(entryTag, () => pageScript);
  const leftover = vendorRefs.filter((ref) => !ref.includes('js/main.js') && !/href="css\//.test(ref));
  if (leftover.length) die(`www/index.html references files dist does not inline: ${leftover.join(', ')}`);

  fs.mkdirSync(outDir, { recursive: true });
  const outFile = path.join(outDir, 'index.html');
  fs.writeFileSync(outFile, html);
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`dist/index.html: ${kib(Buffer.byteLength(html))} (wasm ${kib(wasmBase64.length * 0.75)}; ` +
    `page modules: ${page.files.join(', ')}; worker modules: ${worker.files.join(', ')})`);
}

build();
