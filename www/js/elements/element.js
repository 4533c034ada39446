// What every Nim Lab element shares: an open shadow root with the shared stylesheet, one engine
// load per page (the smallest package every Nim Lab element on the page can use: a family's own
// when they are all that family's, else the full one: see pagePackages; the engine's
// elementSettings then says which packages the settings need), the attributes checked by the engine's element vocabulary (elementSettings: the
// same names, defaults, limits and messages as the playground's URL), the engine's messages
// shown inside the element, events that bubble out of the shadow root, and good manners in
// someone else's page (no focus taken, no storage, no URL, no alert; keys only while focused).
//
// A subclass sets `widgetName()` (from its attributes) and implements build(settings) and
// update(settings, previous), both may be async: each resolves once the widget exists and has
// taken the settings, to {work} — a Promise of the rest (the engine's first move, a table
// computed), or nothing.
//
// Updates are serialised, one chain per element: an attribute changed while a build or an update
// still awaits (the engine, the family's module, the stylesheet) is applied once it is done,
// with the attributes as they are then (every change in between coalesced into one update).
// Only the wait for the widget's `work` gives way to a newer change: the widgets drop work that
// newer settings replace (the player's epochs, the analysis slots), so nothing waits for it.

import { ready } from '../core/engine.js';
import { checkWidget, widget, widgetAttrs } from '../core/spec.js';
import { el, fill, errorText, kindError, nextTask } from '../core/dom.js';
import { createNotices } from '../widgets/notices.js';
import { elementSheet } from './styles.js';
import { gameFamily, widgets, packageNames } from '../core/registry.js';
import { rooms } from './rooms.js';
import { dirOf, l10n, language, languageAround, localize, onLanguageChange, partReady, preferPack, t, useLanguage } from '../core/i18n.js';
import '../i18n/frame/index.js';

let elementCounter = 0;
let plainSheet = null;

/** `:host{display:block}`, the widget's room (nothing below it moves when it is drawn) and a
 *  plain frame filling it until the shared stylesheet arrives, one sheet for every element. */
function hostSheet() {
  if (!plainSheet) {
    const rules = (i) => Object.entries(rooms).map(([key, px]) => {
      const [tag, game] = key.split('=');
      return `:host(nim-lab-${tag}${game ? `[game="${game}"]` : ''}){min-height:${px[i]}px}`;
    }).join('');
    plainSheet = new CSSStyleSheet();
    plainSheet.replaceSync(`:host{display:block}.nl-frame{box-sizing:border-box;min-height:inherit;border:1px solid #d5dbe1;border-radius:10px;padding:.9em 1.1em}${rules(0)}@media (max-width:700px){${rules(1)}}`);
  }
  return plainSheet;
}

/** Every Nim Lab element's tag (the families registered by then: elements/index.js). */
const tags = () => ['nim-lab-game', ...Object.keys(widgets('views')).map((name) => `nim-lab-${name}`)];

/** The widget an element shows, from its tag and attributes, before the engine is loaded. */
function widgetOf(element) {
  return element.localName === 'nim-lab-game' ? element.getAttribute('game') || '' : element.localName.slice('nim-lab-'.length);
}

/** A widget's declaration (its family's, core/registry.js), or null for a name no family has. */
const declared = (name) => widgets('games')[name] || widgets('views')[name] || null;

/** The wasm packages the page can load (core/engine.js), smallest first, the full one last: those
 *  that every Nim Lab element in the document (and `element`, wherever it is) can use (each
 *  widget's `packages`, the engine's list (a Rust test compares): a family's own when they are all that family's, the
 *  move-function family's whole one for its game and views together, else 'nimlab'). A page of
 *  unknown names only: the first package registered, whose vocabulary says what is wrong. Read
 *  when an element is first drawn: the elements of a course page are all there by then (a module
 *  script runs after parsing); an element added later that needs a bigger package, or whose
 *  settings need one (the engine's elementSettings says so: apply()), loads it then, and every
 *  element uses it from that moment. */
function pagePackages(element) {
  const lists = declarations(element).filter(Boolean).map((d) => d.packages);
  return lists.length ? lists.reduce((shared, list) => shared.filter((name) => list.includes(name))) : [packageNames()[0] || 'nimlab'];
}

/** The declarations of the page's Nim Lab elements and `element`'s (null: an unknown name). */
const declarations = (element) => [element, ...document.querySelectorAll(tags().join(','))].map((e) => declared(widgetOf(e)));

export class NimLabElement extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    elementCounter += 1;
    /** A prefix for the ids inside (scoped by the shadow root; kept short and unique anyway). */
    this.ids = `e${elementCounter}-`;
    this.frame = el('div', { class: 'nl-frame', part: 'frame' });
    this.noticeBox = el('div', { part: 'notice' });
    this.body = el('div', { class: 'nl-body' });
    this.loading = l10n(el('p', { class: 'nl-loading' }), 'frame-loading');
    this.frame.append(this.noticeBox, this.loading, this.body);
    // shown plainly until the shared stylesheet arrives (a few ms after the first element); a
    // constructable sheet, not a <style>, which a course page's CSP without 'unsafe-inline' blocks
    this.shadowRoot.adoptedStyleSheets = [hostSheet()];
    // (the element's own children, a course page's fallback text for when this script does not
    // load, are no longer shown: the shadow root has no <slot>)
    this.shadowRoot.append(this.frame);
    this.notices = createNotices(this.noticeBox, {});
    this.settings = null;
    this.built = false;
    this.failure = null;    // why the element cannot show anything (an unknown game, no engine)
    this.waiters = [];      // whenReady() calls waiting for the build
    this.chain = Promise.resolve();  // the refreshes, one after the other
    this.queued = false;    // a refresh is queued (it reads the attributes when it starts)
    this.running = false;   // a refresh runs
    this.giveWay = null;    // ends the running refresh's wait for its widget's work
    this.announce = null;   // the widget built and not yet announced (nimlab-ready)
    this.observer = new MutationObserver(() => this.scheduleUpdate());
  }

  /** Resolves once the element is built (the engine loaded, the game or view set up) and every
   *  attribute change so far is applied; rejects with the reason when it cannot be (an unknown
   *  game name, the engine not loading). */
  whenReady() {
    // attributes set just before (their mutation records not delivered yet) count as changes so far
    if (this.isConnected && this.observer.takeRecords().length) this.scheduleUpdate();
    const busy = this.queued || this.running;
    if (!busy && this.built) return Promise.resolve(this);
    if (!busy && this.failure) return Promise.reject(kindError(...this.failure));
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** Answers the whenReady() calls waiting: with the element, or with why it cannot be built. */
  settleWaiters(failure) {
    this.failure = failure; // [message, kind]
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) {
      if (failure) w.reject(kindError(...failure));
      else w.resolve(this);
    }
  }

  connectedCallback() {
    this.observer.observe(this, { attributes: true });
    // (the words inside, again in the page's language when it changes; the widget redraws what
    // it words itself)
    this.stopWords = onLanguageChange((code) => {
      // (one language a page: a lesson's menu, or another element's choice, switches this one too)
      this.frame.lang = code;
      this.frame.dir = dirOf(code);
      localize(this.shadowRoot);
    });
    // its words in the language around it while the engine loads (the attribute as written; the
    // engine checks it once here), its game's in its family's one file
    if (!this.built) {
      preferPack(gameFamily(this.widgetName()));
      this.speak(this.getAttribute('lang')).catch(() => {});
    }
    this.scheduleUpdate();
  }

  disconnectedCallback() {
    this.observer.disconnect();
    this.stopWords?.();
  }

  /** Shows the element in its language (its `lang` setting, else the page's around it, else the
   *  reader's browser: core/i18n.js's languageAround): one language a page, the last element's
   *  choice (a course page in one language is the case served; switching loads nothing twice). */
  async speak(setting) {
    const code = languageAround(this, setting);
    this.frame.lang = code;
    this.frame.dir = dirOf(code);
    if (code !== language()) await useLanguage(code, null);
  }

  /** Queues a refresh after the one running (if none is queued yet: it will read every change). */
  scheduleUpdate() {
    this.giveWay?.();
    if (this.queued) return;
    this.queued = true;
    this.chain = this.chain
      .then(() => {
        this.queued = false;
        return this.refresh();
      })
      .catch((err) => this.showFailure(err))
      .then(() => this.idle());
  }

  /** After a refresh: once none is queued, the element is ready (nimlab-ready after a build). */
  idle() {
    if (this.queued || !this.built) return;
    const widget = this.announce;
    this.announce = null;
    this.settleWaiters(null);
    if (widget) this.emit('ready', { widget });
  }

  /** Waits for the widget's work (a first move, a table), unless a newer change comes first. */
  async finish(result) {
    const work = result && result.work;
    if (!work) return;
    const gaveWay = new Promise((resolve) => {
      this.giveWay = resolve;
      if (this.queued) resolve();
    });
    let failed = null;
    // (work that a newer change replaced is the widget's to drop: its failure is not ours)
    const done = Promise.resolve(work).then(() => null, (err) => { failed = err; });
    await Promise.race([done, gaveWay]);
    this.giveWay = null;
    if (failed) throw failed;
  }

  /** The attributes this widget reads, as a plain object of strings. */
  readAttrs(name) {
    const attrs = {};
    for (const attr of widgetAttrs(name)) {
      if (this.hasAttribute(attr)) attrs[attr] = this.getAttribute(attr);
    }
    return attrs;
  }

  async refresh() {
    this.running = true;
    try {
      await this.apply();
    } finally {
      this.running = false;
      this.giveWay = null;
    }
  }

  /** Reads the attributes and builds the widget, or updates it. */
  async apply() {
    // (the core CSS files alone when every element looks right with them: the course-page games)
    const [sheet, pkg] = await Promise.all([elementSheet(declarations(this).every((d) => d?.coreStyles)), ready(pagePackages(this))]);
    // each element in a task of its own: the elements of a page all wait for the same engine, and
    // built in one go they were one long task
    await nextTask();
    if (!this.shadowRoot.adoptedStyleSheets.includes(sheet)) this.shadowRoot.adoptedStyleSheets = [hostSheet(), sheet];
    if (!this.isConnected) return;
    const name = this.widgetName();
    let checked = checkWidget(name, this.readAttrs(name));
    // the packages that show these settings: from the one the engine names on, in the widget's
    // list (each holds the ones before it)
    const list = declared(checked.widget)?.packages || [];
    const needed = list.slice(list.indexOf(checked.package));
    if (needed.length && !needed.includes(pkg)) {
      // settings the page's package leaves out (the engine says which package they need): that
      // one answers from now on
      await ready(needed);
      if (!this.isConnected) return;
      checked = checkWidget(name, this.readAttrs(name));
    }
    // (a game's words in its family's one file a language: asked for before they load)
    preferPack(gameFamily(checked.widget));
    await this.speak(checked.settings?.lang);
    if (!this.isConnected) return;
    const problems = [...(checked.errors || [])];
    const unknown = this.unknownAttrs(name);
    if (unknown.length) {
      const args = { names: unknown.join(', '), known: widgetAttrs(name).join(', ') };
      problems.push({ attr: unknown[0], message: t('frame-unknown-attrs', args), l10n: 'frame-unknown-attrs', args });
    }
    this.notices.render(problems.length ? [{
      id: 1,
      title: { l10n: checked.widget ? 'frame-attrs-unused' : 'frame-cannot-show' },
      // (an id of the frame's: its own line; the engine's {id, args}: its words, errorText)
      lines: problems.map((e) => (typeof e.l10n === 'string' ? { key: e.attr, l10n: e.l10n, args: e.args } : errorText(e))),
    }] : []);
    if (!checked.widget) {
      this.loading.remove();
      this.teardown();
      this.settleWaiters([problems.map((e) => e.message).join('; '), 'input']);
      return;
    }
    const settings = checked.settings;
    const previous = this.settings;
    this.settings = settings;
    this.widgetInfo = widget(checked.widget);
    this.query = checked.query;
    this.loading.remove();
    if (!this.built || previous.widget !== checked.widget) {
      this.teardown();
      this.built = true;
      this.settings.widget = checked.widget;
      this.settings.section = checked.section;
      const result = await this.build(settings);
      this.announce = checked.widget;
      await this.finish(result);
    } else {
      settings.widget = checked.widget;
      settings.section = checked.section;
      // the canvases redraw in the new colours (canvas.js is loaded already wherever one is drawn)
      if (settings.theme !== previous.theme) import('../widgets/canvas.js').then((canvas) => canvas.themeChanged());
      await this.finish(await this.update(settings, previous));
    }
  }

  /** The widget's title (p.nl-title) in the element's language: the frame's catalogue words it
   *  (frame-title-<widget>, whose English is the engine's title: a test compares). */
  titleNode() {
    return l10n(el('p', { class: 'nl-title', part: 'title', id: `${this.ids}title` }), `frame-title-${this.widgetName()}`);
  }

  /** Attributes that are neither ours nor the ones every HTML element has. */
  unknownAttrs(name) {
    const known = new Set([...widgetAttrs(name), 'game', 'view', 'id', 'class', 'style', 'title', 'lang', 'dir', 'hidden', 'tabindex', 'slot', 'part']);
    return this.getAttributeNames().filter((a) => !known.has(a) && !a.startsWith('data-') && !a.startsWith('aria-'));
  }

  teardown() {
    this.destroyWidget?.();
    this.destroyWidget = null;
    this.built = false;
    fill(this.body);
  }

  /** A refused setting (or a widget that could not be built): its message in the element's
   *  language. The engine's errors' catalogue loads only then (a course page's game that works
   *  never needs it); a widget that words errors as it runs (a view, a field) imports it itself. */
  async showFailure(err) {
    this.loading.remove();
    // (built again from scratch by the next attribute change)
    this.teardown();
    if (err?.l10n) {
      await import('../i18n/errors/index.js');
      await partReady('errors').catch(() => {});
    }
    this.notices.render([{ id: 1, title: { l10n: 'frame-failed' }, lines: [errorText(err)] }]);
    this.settleWaiters([errorText(err), err?.kind || 'internal']);
  }

  /** Dispatches nimlab-<type> from the element (bubbling and composed, for the host page). */
  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(`nimlab-${type}`, { detail, bubbles: true, composed: true }));
  }
}
