// The loader of dist's light pages (scripts/dist.mjs writes it, minified and with its manifest,
// into dist/nimlab-pages/loader-<hash>.js). A classic script, the first of a page's deferred
// <script src> tags; data-main names the page's entry module, required once the document is parsed
// (after every deferred chunk has defined its modules). It works where the page works: from
// file://, in <iframe sandbox="allow-scripts"> (origin 'null'), on a plain server: it injects
// <script src> files of its own folder (CSP script-src 'self'), and fetches one kind of file only,
// a wasm package, and only where fetch() can work (below).
//
//   __nl.d(id, fn)  a chunk defines a module (scripts/build/split.mjs); __nl.i(id) is import()
//   __nl.w(name, size, alphabet, text)  a wasm file: the package's bytes, a char of text per byte,
//                   byte b written as alphabet[b] (scripts/dist.mjs, wasmScript)
//   __nl.s({file: css})       elements' CSS files (minified; the core ones, and the rest)
// and the hooks core/ reads: NIMLAB_WASM_BYTES(name) → a Promise of a package: its bytes or, when
// fetched, its compiled WebAssembly.Module (the glue instantiates either, async: never initSync on
// the page), NIMLAB_CSS_TEXT(files) → a Promise of their text, NIMLAB_MAKE_WORKER() → a Worker (a
// stand-in until its code and its package are here: then a classic worker from a Blob URL of its
// modules' code as this page has them defined (M.worker, scripts/dist.mjs), given the package,
// bytes or Module, by postMessage first).
//
// A package's two routes. Served over http(s) with a real origin, the loader fetches the package's
// .wasm (M.bin: dist/<name>_bg.wasm, the file the elements load too, so the browser caches one copy)
// and compiles it streaming (WebAssembly.compileStreaming: off the main thread, as it downloads;
// a server that sends another Content-Type gets WebAssembly.compile of its bytes). From file:// and
// in a sandboxed frame (origin 'null'), where fetch() fails, or if the fetch or the compile fails (a
// server without the .wasm), it loads the package's string script instead (M.wasm), whose
// evaluation and decoding on the main thread cost a long task.
// When. The fetch starts when the engine asks for the package, after the next frame is painted: the
// page's own scripts (requested from its HTML first) are not slowed by a download of hundreds of KB,
// and the page paints its text first (started with the loader, the download delayed the
// playground's first paint of its section text, and Lighthouse's LCP counted the whole download:
// 3.5 s against 1.8 s). Not on embed.html: there the LCP is the widget's first drawing, which needs
// the package, so the loader fetches the link's package as its first act (data-embed on its tag
// maps each widget to its package), before the page's modules run and ask for it, and loads the
// files of the widget's module (a round trip less before the drawing). Every page's package's glue
// comes at once too. The string script is only evaluated when asked for too (never before the
// page's first paint), but downloaded from the start: data-wasm on the loader's tag names the
// package a page starts at once (the playground, the lessons; embed.html's from its data-embed),
// which the loader preloads as its first act where it will load the string script (no <link
// rel=preload> in the HTML: it would be right on one route only, and download both forms on the
// other).
(function () {
  'use strict';
  // the site's part of the manifest, the same on every page: {wasm: {name: file}, bin: {name: url
  // of its .wasm}, css: [[file, [css file]]] (the first coreCss: the files every element needs),
  // coreCss, worker: {ids: [module id]}}
  var M = /*MANIFEST*/null;
  var me = document.currentScript;
  // the page's part, on its tag (scripts/dist.mjs, pageManifest): only the chunk files it may load
  // (the whole site's, in this file, were 7 KB gzipped on every page), in attributes of plain words
  // (no JSON: no quotes to escape, no inline script for the CSP to allow):
  //   data-files="file …"        M.files, [file]
  //   data-dyn="id:index,index …"  M.dyn, {id: [index into M.files]}: the files an import(id)
  //                              needs that the page's tags do not load
  //   data-worker="index,index"  M.worker.chunks: the files of the worker's modules it lacks
  //   data-early="id …"          modules whose files it loads at once (below)
  function words(name) {
    var v = me.getAttribute(name);
    return v ? v.split(' ') : [];
  }
  function indices(list) {
    return list ? list.split(',').map(Number) : [];
  }
  M.files = words('data-files');
  M.dyn = Object.create(null);
  words('data-dyn').forEach(function (w) {
    var k = w.lastIndexOf(':');
    M.dyn[w.slice(0, k)] = indices(w.slice(k + 1));
  });
  M.worker.chunks = indices(me.getAttribute('data-worker'));
  var base = new URL('.', me.src).href;
  var files = Object.create(null);
  var wasm = Object.create(null);
  var bytes = Object.create(null);
  var css = Object.create(null);

  /** A module registry: d(id, fn) defines a module, r(id) requires it (evaluated at its first
   *  require, its own requires first; `missing` says why one may not be there). The page's, and —
   *  as its text — the engine worker's (workerPrefix). */
  function registry(missing) {
    var defs = Object.create(null);
    var done = Object.create(null);
    function r(id) {
      if (id in done) return done[id];
      var f = defs[id];
      if (!f) throw new Error('Nim Lab: the module ' + id + ' is not loaded (' + missing + ')');
      return (done[id] = f(r));
    }
    return { defs: defs, d: function (id, f) { if (!(id in defs)) defs[id] = f; }, r: r };
  }
  var modules = registry('a file of ' + base + ' is missing?');
  var defs = modules.defs;
  var r = modules.r;

  /** Injects one file of this folder once: a Promise that it ran. */
  function load(file) {
    if (!files[file]) {
      files[file] = new Promise(function (resolve, reject) {
        var s = document.createElement('script');
        s.src = base + file;
        s.onload = resolve;
        s.onerror = function () {
          delete files[file];
          reject(new Error('Nim Lab could not load ' + base + file));
        };
        document.head.appendChild(s);
      });
    }
    return files[file];
  }

  /** The chunk files `chunks` (indices into M.files), loaded (each once: load). */
  function loadChunks(chunks) {
    return Promise.all(chunks.map(function (c) { return load(M.files[c]); }));
  }

  /** import(id): the files holding its modules, then the module. (The page's own files are not in
   *  M.dyn, and an LMS package, whose bundles define every module its lessons may load, lists
   *  none. Not "defined already, so loaded": a file of a chunk may have run while the others of
   *  the same import() are still on their way.) */
  function i(id) {
    return loadChunks(M.dyn[id] || []).then(function () { return r(id); });
  }

  /** Whether fetch() can reach this folder: http(s), and an origin (a sandboxed frame's is 'null',
   *  to which the server sends no CORS headers); and the page does not hold the string scripts
   *  alone (data-engine="script": an LMS package, scripts/build/lms.mjs, ships no .wasm). */
  var canFetch = (location.protocol === 'http:' || location.protocol === 'https:') && self.origin !== 'null'
    && me.getAttribute('data-engine') !== 'script';

  /** A package's bytes from its string script (a Promise of a Uint8Array, decoded once). */
  function scriptBytes(name) {
    return (M.wasm[name] ? load(M.wasm[name]) : Promise.reject(new Error('no wasm package ' + name))).then(function () {
      var entry = wasm[name];
      var alphabet = entry[1];
      var text = entry[2];
      var n = text.length;
      var out = new Uint8Array(n);
      var byteOf = new Uint8Array(0x180); // the alphabet's chars are below U+0180
      for (var b = 0; b < 256; b++) byteOf[alphabet.charCodeAt(b)] = b;
      for (var k = 0; k < n; k++) out[k] = byteOf[text.charCodeAt(k)];
      delete wasm[name];
      if (n !== entry[0] || out[0] !== 0 || out[1] !== 0x61 || out[2] !== 0x73 || out[3] !== 0x6d) {
        throw new Error('Nim Lab: ' + M.wasm[name] + ' was not read as UTF-8 (' + n + ' characters for ' + entry[0] + ' bytes): the server gave it another charset');
      }
      return out;
    });
  }

  /** A package fetched and compiled (a Promise of a WebAssembly.Module): streaming when the server
   *  says application/wasm, else from its bytes (which must be a wasm file's). */
  function fetchModule(name) {
    return fetch(base + M.bin[name]).then(function (response) {
      if (!response.ok) throw new Error(response.status + ' ' + response.statusText);
      if (/^application\/wasm\b/.test(response.headers.get('Content-Type') || '')) return WebAssembly.compileStreaming(response);
      return response.arrayBuffer().then(function (buffer) {
        var b = new Uint8Array(buffer, 0, Math.min(4, buffer.byteLength));
        if (b.length < 4 || b[0] !== 0 || b[1] !== 0x61 || b[2] !== 0x73 || b[3] !== 0x6d) throw new Error('not a wasm file');
        return WebAssembly.compile(buffer);
      });
    });
  }

  /** A Promise that the page has painted a frame since (or that 100 ms passed: a hidden page paints
   *  nothing). */
  function afterPaint() {
    return new Promise(function (resolve) {
      requestAnimationFrame(function () { setTimeout(resolve, 0); });
      setTimeout(resolve, 100);
    });
  }

  /** A package (see the top of this file): a Promise of its compiled Module (fetched) or of its
   *  bytes (its string script), asked for once; `now`: fetched at once, not after a paint. */
  function wasmBytes(name, now) {
    if (!bytes[name]) {
      bytes[name] = canFetch && M.bin[name]
        ? (now ? fetchModule(name) : afterPaint().then(function () { return fetchModule(name); })).catch(function () { return scriptBytes(name); })
        : scriptBytes(name);
      bytes[name].catch(function () { delete bytes[name]; });
    }
    return bytes[name];
  }

  /** A CSS file's text from the page's own <style> of it (scripts/dist.mjs: a <style
   *  data-nl-css="file"> each; the same minified text as its file of nimlab-pages/), if it has one. */
  function ownCss(f) {
    if (!(f in css)) {
      var own = document.querySelector('style[data-nl-css="' + f + '"]');
      if (own) css[f] = own.textContent;
    }
    return f in css;
  }

  function cssText(list) {
    // (a file's CSS already defined or in the page is not asked for again: an LMS package bundles
    // it, lms.mjs)
    list.forEach(ownCss);
    var need = M.css.filter(function (c) { return list.some(function (f) { return !(f in css) && c[1].indexOf(f) >= 0; }); });
    return Promise.all(need.map(function (c) { return load(c[0]); })).then(function () {
      return list.map(function (f) {
        if (!(f in css)) throw new Error('Nim Lab: no css/' + f + ' in ' + base);
        return css[f];
      }).join('\n');
    });
  }

  /** embed.html's widget: data-embed lists each widget's package and module ('name:package:module
   *  …', scripts/dist.mjs: the first of its family's `packages`, what js/embed.js asks for, and its
   *  family's games.js or views.js) and '*:package' for a name no family has; the link's widget is
   *  picked as embed.js picks it (the last game=, else the last view=). → [package, module]. */
  function embedWidget(table) {
    var map = Object.create(null);
    table.split(' ').forEach(function (row) {
      var w = row.split(':');
      map[w[0]] = w.slice(1);
    });
    var game = '';
    var view = '';
    new URLSearchParams(location.search).forEach(function (value, key) {
      if (key === 'game') game = value;
      else if (key === 'view') view = value;
    });
    return map[game || view] || map['*'];
  }

  var workerPrefix = 'var __nlBytes=new Promise(function(ok){self.addEventListener("message",function f(e){'
    + 'if(e.data&&e.data.type==="nimlab:wasm"){self.removeEventListener("message",f);ok(e.data.bytes)}})});'
    + 'globalThis.NIMLAB_WASM_BYTES=function(){return __nlBytes};\n'
    // the worker's registry, the page's own function; import() of a module it lacks (a page's
    // part) rejects
    + 'var __nl=(' + registry + ')("the engine worker holds only its own");'
    + '__nl.i=function(id){return new Promise(function(ok){ok(__nl.r(id))})};\n';

  /** The engine worker's code for the package `name` (a Promise of a string): its modules (M.worker
   *  and the package's glue) as this page defined them, loading first the files of those it lacks;
   *  then js/worker.js required. */
  function workerSource(name) {
    var glue = 'pkg/' + name + '.js';
    var ids = M.worker.ids.concat([glue]);
    return loadChunks(M.worker.chunks.concat(M.dyn[glue] || [])).then(function () {
      // (a module the page neither holds nor may load is left out: an LMS package, which lists no
      // file, holds the engine modules of its lesson's families alone, scripts/build/lms.mjs; the
      // worker is only asked for those)
      return workerPrefix + ids.filter(function (id) { return id in defs || id === glue || id === 'js/worker.js'; }).map(function (id) {
        if (!defs[id]) throw new Error('Nim Lab: the module ' + id + ' is not loaded (a file of ' + base + ' is missing?)');
        return '__nl.d(' + JSON.stringify(id) + ',' + defs[id].toString() + ');\n';
      }).join('') + '__nl.r("js/worker.js");\n';
    });
  }

  /** A Worker (postMessage, terminate, onmessage, onerror) that starts once its code and its
   *  package are loaded (the page's own: its compiled Module, which a worker of this page may be
   *  posted and instantiates without compiling again, or its bytes); messages posted meanwhile wait. Its package: the one the first
   *  message names ({type: 'package', name}, which core/jobs.js posts as soon as it has made the
   *  worker), else the full one. If it cannot start, its onerror hears it (core/jobs.js then
   *  computes on the page). */
  function makeWorker() {
    var real = null;
    var queue = [];
    var dead = false;
    var name = 'nimlab';
    var proxy = {
      onmessage: null,
      onerror: null,
      postMessage: function (m, t) {
        if (real) real.postMessage(m, t || []);
        else {
          if (!queue.length && m && m.type === 'package' && m.name) name = m.name;
          queue.push([m, t || []]);
        }
      },
      terminate: function () {
        dead = true;
        if (real) real.terminate();
      },
    };
    // (a microtask later: core/jobs.js posts the package message right after this returns)
    Promise.resolve().then(function () {
      return Promise.all([workerSource(name), wasmBytes(name)]);
    }).then(function (got) {
      if (dead) return;
      var url = URL.createObjectURL(new Blob([got[0]], { type: 'text/javascript' }));
      // a classic worker: Chromium refuses module workers from Blob URLs on file:// pages
      real = new Worker(url);
      real.onmessage = function (e) { if (proxy.onmessage) proxy.onmessage(e); };
      real.onerror = function (e) { if (proxy.onerror) proxy.onerror(e); };
      real.postMessage({ type: 'nimlab:wasm', bytes: got[1] });
      for (var k = 0; k < queue.length; k++) real.postMessage(queue[k][0], queue[k][1]);
      queue = null;
    }).catch(function (err) {
      if (!dead && proxy.onerror) proxy.onerror({ message: String((err && err.message) || err), preventDefault: function () {} });
    });
    return proxy;
  }

  globalThis.__nl = {
    d: modules.d,
    i: i,
    r: r,
    w: function (name, size, alphabet, text) { wasm[name] = [size, alphabet, text]; },
    s: function (texts) { Object.assign(css, texts); },
  };
  globalThis.NIMLAB_WASM_BYTES = function (name) { return wasmBytes(name); };
  globalThis.NIMLAB_CSS_TEXT = cssText;
  globalThis.NIMLAB_MAKE_WORKER = makeWorker;
  // the package the page starts at once, downloaded from now on where it comes as a string script;
  // embed.html's (data-embed) is also fetched from now on where it comes as a .wasm
  var embed = me.getAttribute('data-embed');
  var widget = embed ? embedWidget(embed) : [];
  var first = embed ? widget[0] : me.getAttribute('data-wasm');
  // the page's package, which core/engine.js's ready() takes when a module lists it (a lesson of
  // an LMS package of the five lessons names the full one, the one package that zip ships)
  if (!embed && first) globalThis.NIMLAB_PAGE_WASM = first;
  if (embed && first && canFetch && M.bin[first]) wasmBytes(first, true);
  else if (first && M.wasm[first] && !(canFetch && M.bin[first])) {
    var preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'script';
    preload.href = base + M.wasm[first];
    document.head.appendChild(preload);
  }
  // the files of the glue of the package the page starts at once, of the modules that draw its
  // widgets (on embed.html the link's, with the elements' core CSS), from now on, not a round trip
  // after the page's modules have run and asked (their modules are only defined: they run when the
  // page asks; a file that fails is asked for again then, and its error told there)
  var early = (first && M.dyn['pkg/' + first + '.js']) || [];
  // (and the modules that draw the widgets of a page's markup, data-early: a lesson's)
  words('data-early').concat(widget.slice(1)).forEach(function (id) { early = early.concat(M.dyn[id] || []); });
  var cssEarly = widget.length ? M.css.slice(0, M.coreCss).filter(function (c) { return !c[1].every(ownCss); }) : [];
  early.map(function (c) { return M.files[c]; }).concat(cssEarly.map(function (c) { return c[0]; })).forEach(function (f) { load(f).catch(function () {}); });
  var main = me.getAttribute('data-main');
  if (main) document.addEventListener('DOMContentLoaded', function () { r(main); });
}());
