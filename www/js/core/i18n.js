// The page's words in the reader's language. Catalogues are Project Fluent (`.ftl` text: a message
// per id, with variables, plurals and selectors; @fluent/bundle formats them), one file a language
// and a part of the product (www/js/i18n/<part>/<code>.js: the shell's words now, a family's or a
// lesson's later), loaded only when that language is chosen. English is a catalogue like the
// others; `en-XA` is the pseudo-locale: the English catalogue with every letter accented (a
// FluentBundle transform, core/pseudo.js, so it cannot drift from English), for the tests that
// look for words left out of the catalogues. English is worded without Fluent's library
// (core/ftl.js reads the Fluent our English catalogues use; a test compares it with
// @fluent/bundle on every English message): the library loads with the first other language.
//
// Where the words go. A node built by the page carries `data-l10n-id` (and `data-l10n-args`, JSON
// of the message's variables); localize(root) fills its text from the message (a small set of
// inline tags allowed: see overlay) and its attributes from the message's attributes
// (`.aria-label = …`). Switching the language re-fills every such node in place and tells the
// listeners (onLanguageChange) to redraw what they format themselves: nothing is reloaded.
// Numbers in prose are formatted for the locale by Fluent; maths is passed as text, never as a
// number, and stays as written. Fluent's own isolation of each variable (FSI/PDI marks) is off:
// it split a subscript (G_1) from its letter; a right-to-left catalogue isolates its maths itself
// ({"\u2066"}…{"\u2069"}, left-to-right isolates, around each formula).

import { setFormatter } from './words.js';
import { EnglishBundle } from './ftl.js';


/** The languages of the menu, in its order: code (BCP 47, the `lang` URL key's values but
 *  `auto`), the name in that language, and the direction of its script. */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'zh-Hans', name: '简体中文', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
];

/** The pseudo-locale: English accented (not in the menu; `lang=en-XA`). */
export const PSEUDO = 'en-XA';

/** Every code the catalogues answer to. */
export const CODES = [...LANGUAGES.map((l) => l.code), PSEUDO];

/** The direction of a language's script. */
export function dirOf(code) {
  return LANGUAGES.find((l) => l.code === code)?.dir || 'ltr';
}

/** The language of ours that best serves a list of BCP 47 tags (a reader's browser languages, a
 *  host page's `lang`), in their order; English when none does. A tag matches by its language
 *  and, where we have two forms of one, by script or region: `pt`, `pt-PT` and `pt-BR` read
 *  Brazilian Portuguese (our one Portuguese), `zh`, `zh-CN` and `zh-SG` Simplified Chinese, but
 *  `zh-TW` and `zh-Hant` (Traditional script) are not served by it. */
export function negotiate(tags) {
  for (const tag of tags) {
    const code = matchTag(String(tag || '').trim());
    if (code) return code;
  }
  return 'en';
}

/** The languages whose tag is their code alone (not zh-Hans, pt-BR). */
const OWN_CODE = CODES.filter((c) => /^[a-z]{2}$/.test(c));

function matchTag(tag) {
  if (!tag) return null;
  const exact = CODES.find((c) => c.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  // a region or variant of a language whose code is its own (en-US, es-419, fr-CA): ours without
  // Intl.Locale, whose first use costs a page 4-8 ms (ICU's likely subtags; ×4 on a phone)
  const plain = /^([a-z]{2})(?:-[a-z]{2}|-\d{3}|-[a-z0-9]{5,8})*$/i.exec(tag);
  if (plain && OWN_CODE.includes(plain[1].toLowerCase())) return plain[1].toLowerCase();
  let locale;
  try {
    locale = new Intl.Locale(tag).maximize();
  } catch {
    return null; // not a language tag
  }
  if (locale.language === 'zh') return locale.script === 'Hans' ? 'zh-Hans' : null;
  if (locale.language === 'pt') return 'pt-BR';
  return LANGUAGES.find((l) => l.code === locale.language)?.code || null;
}

/** The language a page setting asks for: `auto` (or nothing) reads the reader's browser. */
export function settingLanguage(setting) {
  if (setting && setting !== 'auto' && CODES.includes(setting)) return setting;
  return negotiate(typeof navigator === 'undefined' ? [] : navigator.languages || [navigator.language]);
}

/** The language of a widget in someone else's page: its own setting (an element's `lang`
 *  attribute, checked by the engine) unless `auto`, else the nearest `lang` around it (through
 *  shadow roots), else the reader's browser; a tag we have no catalogue for gives way to the
 *  next (a page in Italian, a reader's browser in French: French). */
export function languageAround(node, setting) {
  if (setting && setting !== 'auto' && CODES.includes(setting)) return setting;
  const tags = [];
  for (let at = node?.parentNode; at; at = at.parentNode || at.host) {
    const lang = at.getAttribute?.('lang');
    if (lang && lang !== 'auto') { tags.push(lang); break; }
  }
  if (typeof navigator !== 'undefined') tags.push(...(navigator.languages || [navigator.language]));
  return negotiate(tags);
}

// --- catalogues ----------------------------------------------------------------------------

/** The parts' catalogues: part → {code → () => import of its module (its FTL text as `ftl`)}. */
const parts = new Map();

/** Declares a part's catalogues (`loaders`: code → a function importing its module; English may
 *  be the FTL text itself, imported statically, when the part's words must show at once — a
 *  widget's, on a page that never chooses a language). A part declared after a language was
 *  chosen (a module loaded later, e.g. with a section) is loaded for it at once, and the
 *  listeners told when it is there. */
export function registerCatalogues(part, loaders) {
  if (parts.has(part)) return;
  parts.set(part, loaders);
  if (!chosen) return;
  const code = current;
  arriving.set(part, Promise.all([bundle(code, part), bundle('en', part)]).then(([own, english]) => {
    if (code !== current || shown.includes(english)) return; // switched since, or useLanguage has it
    shown = code === 'en' ? [...shown, english] : [own, ...shown, english];
    // (the part's nodes already in the page, e.g. a section's markup built as its module loaded)
    if (localized) localize(localized);
    tell();
  }, (err) => console.error(err)));
}

/** part → the promise of its catalogues' arrival, for a part declared after a language was chosen. */
const arriving = new Map();

/** Resolves once `part` (declared: its index.js imported) is worded in the language shown — a part
 *  a page imports only when it needs it, e.g. the engine's errors on a course page's element, which
 *  only a refused setting needs. */
export function partReady(part) {
  return Promise.all([arriving.get(part), choosing]).then(() => {});
}

/** The language packs a page registered: code → [{parts (a Set, or null: every part), kind (a
 *  name, or null), load: a function giving, once, the promise of its module ({parts: {part: FTL
 *  text}})}] (scripts/build/langpacks.mjs writes them: the playground's, the elements', a game's). */
const packs = new Map();

/** The kinds of pack the page's widgets asked for (preferPack), in their order. */
const preferred = [];

/** Declares language packs (`loaders`: code → a function importing its module; `parts`: the
 *  parts they hold, or null for every part a page may show; `kind`: a name preferPack may ask
 *  for): a part's catalogue in a language with a pack holding it comes from the pack, one file for
 *  all those parts; a part no pack holds (or every part, if the pack cannot load: ./build.sh
 *  writes them) from its own file. */
export function registerPack(loaders, parts = null, kind = null) {
  for (const [code, load] of Object.entries(loaders)) {
    let loaded = null;
    const once = () => (loaded ??= load().catch((err) => {
      console.warn(`the ${code} language pack did not load (${err?.message || err}): each part loads its own file`);
      return { parts: {} };
    }));
    packs.set(code, [...(packs.get(code) || []), { parts: parts && new Set(parts), kind, load: once }]);
  }
}

/** Asks that a part held by the packs of `kind` come from them rather than from another pack
 *  holding it too (a game element names its family's before its words load: its frame's and its
 *  game's words in one file). The first kind asked for wins a part both hold. */
export function preferPack(kind) {
  if (kind && !preferred.includes(kind)) preferred.push(kind);
}

/** The FTL text of `part` in `code` (a language with a catalogue for it): from the pack of every
 *  part if the page has one (the playground's), else from a preferred pack holding it, else from
 *  any pack holding it, else its own file. */
function catalogueText(code, part, loaders) {
  if (typeof loaders[code] === 'string') return Promise.resolve(loaders[code]);
  const own = () => loaders[code]().then((m) => m.ftl);
  const holding = (packs.get(code) || []).filter((p) => !p.parts || p.parts.has(part));
  const rank = (p) => {
    const at = preferred.indexOf(p.kind);
    return !p.parts ? -1 : at >= 0 ? at : preferred.length;
  };
  const pack = holding.reduce((best, p) => (best && rank(best) <= rank(p) ? best : p), null);
  // (the reader of packs, core/packs.js, comes with the first pack, in parallel: a page in
  // English loads neither)
  if (!pack) return own();
  return Promise.all([pack.load(), import('./packs.js')]).then(([m, { partOf }]) => (part in m.parts ? partOf(m, part, () => catalogueText('en', part, loaders)) : own()));
}

/** code → part → Promise of its bundle: a FluentBundle, or for English an EnglishBundle
 *  (core/ftl.js: English never loads Fluent's library). */
const bundles = new Map();

/** part → the EnglishBundle of a part whose English is static text (made when first needed). */
const staticEnglish = new Map();

function englishOf(part) {
  const text = parts.get(part)?.en;
  if (typeof text !== 'string') return null;
  if (!staticEnglish.has(part)) staticEnglish.set(part, new EnglishBundle(text));
  return staticEnglish.get(part);
}

/** The bundle of one part in one language (loaded once). A catalogue that fails to load or parse
 *  is an error (a broken file of ours, not the reader's). */
function bundle(code, part) {
  if (!bundles.has(code)) bundles.set(code, new Map());
  const byPart = bundles.get(code);
  if (!byPart.has(part)) {
    const loaders = parts.get(part);
    if (!loaders) throw new Error(`no catalogues for '${part}'`);
    const source = code === PSEUDO ? 'en' : code;
    if (!loaders[source]) throw new Error(`no ${source} catalogue for '${part}'`);
    const text = catalogueText(source, part, loaders);
    if (code === 'en') {
      byPart.set(part, text.then((ftl) => englishOf(part) || new EnglishBundle(ftl)));
    } else {
      // (Fluent's formatter is loaded with the first catalogue of another language than English,
      // the pseudo-locale's accents with its first: a page in English loads neither)
      const accents = code === PSEUDO ? import('./pseudo.js') : null;
      byPart.set(part, Promise.all([text, import('../../vendor/fluent-bundle.js'), accents]).then(([ftl, { FluentBundle, FluentResource }, accented]) => {
        const made = new FluentBundle(code === PSEUDO ? 'en' : code, { useIsolating: false, ...(accented ? { transform: accented.pseudo } : {}) });
        const errors = made.addResource(new FluentResource(ftl));
        if (errors.length) throw new Error(`the ${code} catalogue of '${part}': ${errors[0].message}`);
        return made;
      }));
    }
  }
  return byPart.get(part);
}

let current = 'en';
/** Whether a language was chosen (useLanguage called): parts declared later load at once. */
let chosen = false;
/** The loaded bundles of the language shown, English's after it (a message a catalogue lacks
 *  shows in English rather than as its id). */
let shown = [];
const listeners = new Set();

/** The language shown. */
export function language() {
  return current;
}

/** Loads `code`'s catalogues of every registered part (English's too) and makes it the language
 *  shown; then localizes `root` and tells the listeners. */
export function useLanguage(code, root = document) {
  chosen = true;
  choosing = loadLanguage(code, root);
  return choosing;
}

/** The last useLanguage's work (partReady waits for it). */
let choosing = null;

/** The root the last useLanguage localized (the page's document; null for an element, which
 *  words its own shadow root when told): a part arriving later is worded there too. */
let localized = null;

async function loadLanguage(code, root) {
  const wanted = CODES.includes(code) ? code : 'en';
  let names;
  let own;
  let english;
  do { // (a part declared meanwhile is loaded too)
    names = [...parts.keys()];
    [own, english] = await Promise.all([wanted, 'en'].map((c) => Promise.all(names.map((p) => bundle(c, p)))));
  } while (parts.size > names.length);
  current = wanted;
  shown = wanted === 'en' ? english : [...own, ...english];
  localized = root;
  if (root) localize(root);
  tell();
}

function tell() {
  for (const listener of listeners) listener(current);
}

/** Calls `listener(code)` after each language change. Returns a function that stops it. */
export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The characters that stand for node arguments while the message is formatted (private use). */
const SLOT = 0xe000;

/** Message `id` as a list of strings and nodes, for el() or fill(): `args` whose values are
 *  nodes (or lists of them) are put where the message names them (each a private-use mark while
 *  the message is formatted, in the language's word order), the rest formatted as usual. */
export function pieces(id, args) {
  const nodes = [];
  const plain = {};
  for (const [name, value] of Object.entries(args)) {
    if (value && typeof value === 'object') {
      plain[name] = String.fromCharCode(SLOT + nodes.length);
      nodes.push(value);
    } else {
      plain[name] = value;
    }
  }
  return t(id, plain).split(/([\ue000-\ue0ff])/)
    .map((piece, i) => (i % 2 ? nodes[piece.charCodeAt(0) - SLOT] : piece))
    .filter((piece) => piece !== '');
}

/** An engine result's sentence in the language shown: its `message`, else its English (`text`,
 *  or `why`). */
export const sayResult = (result, english = result.text ?? result.why) => say(result.message, english);

/** pieces() with the nodes apart: `nodes` (name → a node) and the plain `args`. */
export const tNodes = (id, args, nodes) => pieces(id, { ...args, ...nodes });

/** A message's text (its value), formatted with `args`: from the language shown, else English;
 *  the id itself (so that the gap shows) when no loaded catalogue has it. */
export function t(id, args = null) {
  const found = find(id);
  if (!found?.message.value) return id;
  return found.bundle.formatPattern(found.message.value, args);
}

/** An engine message ({id, args}: src/message.rs) in the language shown, its arguments formatted
 *  first where they are messages themselves; `english` (the engine's own English, which a test
 *  keeps equal to the English catalogue) when English is shown or no catalogue has the id. The
 *  widgets reach it through core/words.js. */
export function say(message, english) {
  if (!message?.id || current === 'en' || !find(message.id)) return english;
  const args = {};
  for (const [name, value] of Object.entries(message.args || {})) {
    args[name] = value && typeof value === 'object' ? say(value, '') : value;
  }
  return t(message.id, args);
}

/** The message `id` in the language shown, else in English: the loaded bundles, then the static
 *  English of every part (words a widget shows before, or without, a language being chosen). */
function find(id) {
  for (const b of shown) {
    const message = b.getMessage(id);
    if (message) return { bundle: b, message };
  }
  for (const part of parts.keys()) {
    const b = englishOf(part);
    const message = b?.getMessage(id);
    if (message) return { bundle: b, message };
  }
  return null;
}

/** A message's attributes, formatted: {name: text}. */
function attributesOf(found, args) {
  const out = {};
  for (const [name, pattern] of Object.entries(found.message.attributes)) out[name] = found.bundle.formatPattern(pattern, args);
  return out;
}

/** Marks `node` as showing message `id` (with `args`) and fills it now. */
export function l10n(node, id, args = null) {
  node.dataset.l10nId = id;
  if (args) node.dataset.l10nArgs = JSON.stringify(args);
  else delete node.dataset.l10nArgs;
  translate(node);
  return node;
}

/** Fills every node under `root` (and root) that names a message. */
export function localize(root) {
  const nodes = root.querySelectorAll ? [...root.querySelectorAll('[data-l10n-id]')] : [];
  if (root.dataset?.l10nId) nodes.unshift(root);
  for (const node of nodes) translate(node);
}

/** The attributes a message may set on its node. */
const ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription', 'data-columns']);

function translate(node) {
  const found = find(node.dataset.l10nId);
  if (!found) return; // no catalogue loaded yet: the node keeps its words (index.html's English)
  let args = null;
  try {
    args = node.dataset.l10nArgs ? JSON.parse(node.dataset.l10nArgs) : null;
  } catch {
    args = null;
  }
  if (found.message.value) overlay(node, found.bundle.formatPattern(found.message.value, args));
  for (const [name, text] of Object.entries(attributesOf(found, args))) {
    if (ATTRIBUTES.has(name) && node.getAttribute(name) !== text) node.setAttribute(name, text);
  }
}

// --- the text into the node ----------------------------------------------------------------

/** The inline tags a message may hold. An element of the page is not written in a catalogue:
 *  `<x data-l10n-name="n">` stands for the node's own descendant of that name (a link, whose
 *  href is the page's whatever the language, as @fluent/dom does; a placeholder the page fills,
 *  such as a lesson's live fact), which is kept and put where the translation places it: with the
 *  message's content for it when the message gives some, with its own content (computed, not
 *  words) when the message's element is empty. */
const INLINE = new Set(['I', 'EM', 'STRONG', 'SUB', 'SUP', 'CITE', 'CODE', 'VAR', 'BDI', 'BR', 'SPAN', 'A', 'DFN', 'B', 'SMALL']);

/** Sets `node`'s content to `text`: plain text as a text node; text with tags or character
 *  references (`&amp;`) through an inert <template>, keeping only INLINE elements (their class,
 *  lang and dir, no other attribute), the node's own named elements, and text. */
function overlay(node, text) {
  if (!/[<&]/.test(text)) {
    if (node.childElementCount || node.textContent !== text) node.textContent = text;
    return;
  }
  const template = document.createElement('template');
  template.innerHTML = text;
  const own = new Map([...node.querySelectorAll('[data-l10n-name]')].map((n) => [n.dataset.l10nName, n]));
  const clean = (from) => {
    const out = document.createDocumentFragment();
    for (const child of [...from.childNodes]) {
      if (child.nodeType === Node.TEXT_NODE) out.append(child.textContent);
      else if (child.nodeType === Node.ELEMENT_NODE && child.hasAttribute('data-l10n-name')) {
        const kept = own.get(child.getAttribute('data-l10n-name'));
        if (!kept) { out.append(child.textContent); continue; }
        if (child.childNodes.length) kept.replaceChildren(clean(child));
        out.append(kept);
      } else if (child.nodeType === Node.ELEMENT_NODE && INLINE.has(child.tagName) && child.tagName !== 'A') {
        const made = document.createElement(child.tagName);
        for (const attr of ['class', 'lang', 'dir']) if (child.hasAttribute(attr)) made.setAttribute(attr, child.getAttribute(attr));
        made.append(clean(child));
        out.append(made);
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        out.append(child.textContent);
      }
    }
    return out;
  };
  const made = clean(template.content);
  // (a <title> shows its text children only: its message's tags are dropped, their text kept)
  if (node.tagName === 'TITLE') node.textContent = made.textContent;
  else node.replaceChildren(made);
}

setFormatter(say);
