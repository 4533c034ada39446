// The playground's shell, and nothing else: it loads the engine, reads the URL, builds the tabs,
// mounts each family's section (families/index.js, read from core/registry.js) with a Share /
// Embed button when it is first shown, shows one section at a time and redraws once per animation frame. Each section owns its
// DOM, its state slice and its computations.

import { ready } from './core/engine.js';
import { app, invalidate, onRedraw, loadSettingsFromUrl, writeSettingsToUrl, dismissNotice, permalink, sectionLink } from './core/page.js';
import { el, fromHtml, setText, errorText, nextTask } from './core/dom.js';
import { warmFonts } from './core/warm-fonts.js';
import { LANGUAGES, dirOf, l10n, language, localize, onLanguageChange, registerPack, settingLanguage, t, useLanguage } from './core/i18n.js';
import './i18n/shell/index.js';
import './i18n/engine/index.js';
import './i18n/errors/index.js';
import { createNotices, copyText } from './widgets/notices.js';
import { themeChanged } from './widgets/canvas.js';
import { field } from './core/spec.js';
import { openShareDialog } from './widgets/share.js';
import './families/index.js';
import { sections as registeredSections } from './core/registry.js';
import { loaders as playgroundPacks } from '../langpacks/playground.js';

// The playground's words in a language other than English come in one file a language, every
// section's at once (www/langpacks/, written by ./build.sh: scripts/build/langpacks.mjs), not in a
// file a part and language.
registerPack(playgroundPacks);

const sections = registeredSections();

const mounted = new Map();   // sec → {section, host, tab, loaded: {title, mount}, view: {start, render, share} once built, mounting, started}
let notices = null;
let tabsScrolledTo = null;

/** The section shown: the one named by the URL key 'sec' (the engine checked the value). */
function shownSec() {
  return mounted.has(app.settings.sec) ? app.settings.sec : sections[0].sec;
}

function buildTabs() {
  const list = document.getElementById('tabs');
  for (const section of sections) {
    const link = el('a', { href: `?sec=${section.sec}`, id: `tab-${section.sec}`, class: 'family', 'data-sec': section.sec });
    l10n(link, `tab-${section.sec}`);
    link.addEventListener('click', (e) => {
      if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      showSection(section.sec);
    });
    list.append(el('li', null, link));
    mounted.get(section.sec).tab = link;
  }
}

/** Every section gets its tab and its (empty, hidden) mount point at once; its DOM, state and
 *  computations only when it is first shown, so that loading the page builds one section. */
function mountSections() {
  const main = document.getElementById('main');
  for (const section of sections) {
    const host = el('div', { id: `sec-${section.sec}`, class: 'section-body', hidden: true });
    main.append(host);
    mounted.set(section.sec, { section, host, loaded: null, view: null, started: false, tab: null });
  }
}

/** Shows a freshly built section's cards one per frame: the first layout of a whole section in a
 *  fresh browser process (fonts, form controls, text shaping met for the first time) was one task
 *  of 100-200 ms; a card a frame keeps each frame short. The first card (the settings) shows at
 *  once, the others in page order, one frame apart. */
function revealGradually(body) {
  const cards = [...body.querySelectorAll('.card')].slice(1);
  for (const card of cards) card.classList.add('unrevealed');
  const start = performance.now();
  const next = () => {
    const card = cards[0];
    if (!card) return;
    if (patient(body, start) && waitsForResult(body, card)) {
      requestAnimationFrame(next);
      return;
    }
    cards.shift();
    card.classList.remove('unrevealed');
    requestAnimationFrame(next);
  };
  requestAnimationFrame(next);
}

/** Whether the cards still wait for a result above them: for 4 s after the section is built
 *  (its computation may not have started yet), then while it is computing (a progress bar shows:
 *  widgets/fields.js createProgress) — a slow machine's result comes late, and the cards then
 *  wait for it — and never past 30 s (a part may stay hidden by design, or after a failure). */
function patient(body, start) {
  const waited = performance.now() - start;
  return waited < 4000 || (waited < 30000 && !!body.querySelector('.progress:not([hidden])'));
}

/** A card shown below one the section keeps hidden until its first result would be pushed down
 *  when that result arrives (a layout shift under the reader's eyes): it waits while a part of
 *  the section above it is hidden (as long as patient() says). */
function waitsForResult(body, card) {
  return [...body.children].some((part) => part.hidden && !part.contains(card)
    && (part.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING));
}

/** Loads the section's module and builds its DOM (once; a second call waits for the first). */
function mountSection(entry) {
  entry.mounting ??= entry.section.load().then((loaded) => {
    entry.loaded = loaded;
    build(entry, loaded.mount);
  }, (err) => {
    entry.host.append(l10n(el('p', { class: 'field-error' }), 'section-failed', { reason: errorText(err) }));
    throw err;
  });
  return entry.mounting;
}

function build(entry, mount) {
  const { section, host } = entry;
  const shareButton = l10n(el('button', { type: 'button', class: 'btn share-button', id: `share-${section.sec}`, 'aria-haspopup': 'dialog' }), 'share-open');
  host.append(el('div', { class: 'section-bar' }, shareButton));
  const body = el('div', { class: 'section-main' });
  host.append(body);
  entry.view = mount(body);
  revealGradually(body);
  shareButton.addEventListener('click', () => openShareDialog({
    title: entry.loaded.title.replace(/^Nim Lab — /, ''),
    options: entry.view.share(),
    playground: permalink(),
    opener: shareButton,
    theme: app.settings.theme,
    level: app.settings.level,
    lang: app.settings.lang,
  }));
}

function showSection(sec) {
  app.settings.sec = sec;
  writeSettingsToUrl();
  startShown();
  invalidate();
}

async function startShown() {
  const entry = mounted.get(shownSec());
  if (!entry.view) {
    await mountSection(entry);
    // the section's DOM is built in one task, its games and first computations started in the next
    // (together, the periodic section's were one task of 0.2 s at 4x CPU throttling)
    await nextTask();
  }
  if (!entry.started) {
    entry.started = true;
    entry.view.start();
    invalidate();
  }
}

function renderTabs(shown) {
  for (const [sec, entry] of mounted) {
    const active = sec === shown;
    entry.tab.classList.toggle('active', active);
    if (active) entry.tab.setAttribute('aria-current', 'page'); else entry.tab.removeAttribute('aria-current');
    const href = sectionLink(sec);
    if (entry.tab.getAttribute('href') !== href) entry.tab.setAttribute('href', href);
    // (the shown section stays hidden while index.html's placeholder is there: boot() swaps them
    // in one task. A redraw asked for while a slow section was still being built showed its
    // first bar below the placeholder, and the placeholder's removal moved it up: CLS 0.2)
    entry.host.hidden = !active || !!document.getElementById('loading');
  }
  const { section, loaded } = mounted.get(shown);
  showTagline(shown);
  // (the title comes with the section's module, loaded at boot for the first one)
  if (loaded && document.title !== loaded.title) document.title = loaded.title;
  document.body.dataset.section = section.sec;
  // on a phone the tabs scroll sideways: bring the shown one into view (once per section)
  // (after this frame: reading the widths forces a layout of the whole page)
  const activeTab = mounted.get(shown).tab;
  if (tabsScrolledTo !== shown) {
    tabsScrolledTo = shown;
    setTimeout(() => {
      const bar = activeTab.closest('ul');
      if (bar.scrollWidth > bar.clientWidth) bar.scrollLeft = activeTab.offsetLeft - bar.offsetLeft - 16;
    }, 0);
  }
}

/** Shows the section's sentence in the header (index.html holds each section's; the others stay
 *  laid out unseen, so that the header keeps its height whichever is shown: nothing moves). */
function showTagline(sec) {
  for (const p of document.querySelectorAll('#tagline > .tagline')) p.classList.toggle('tagline-off', p.dataset.sec !== sec);
}

function renderAll() {
  notices.render(app.notices);
  const shown = shownSec();
  renderTabs(shown);
  mounted.get(shown).view?.render(); // (mounted by startShown, a task after the shell)
}

function setupCopyLink() {
  const status = document.getElementById('copy-status');
  let timer = null;
  document.getElementById('copy-link').addEventListener('click', async () => {
    const link = permalink();
    const ok = await copyText(link);
    setText(status, ok ? t('copy-done') : t('copy-manual', { link }));
    clearTimeout(timer);
    timer = setTimeout(() => setText(status, ''), 4000);
  });
}

/** The theme menu (URL key theme): auto follows the reader's system; projector is for a classroom. */
function setupTheme() {
  const select = document.getElementById('theme-select');
  for (const choice of field('theme').choices) select.append(l10n(el('option', { value: choice }, choice), `theme-${choice}`));
  const apply = () => {
    const theme = app.settings.theme;
    select.value = theme;
    if (theme === 'auto') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
    themeChanged();
  };
  select.addEventListener('change', () => {
    app.settings.theme = select.value;
    writeSettingsToUrl();
    apply();
  });
  apply();
}

/** The page's language: the URL key lang (`auto`: the reader's browser languages). Its catalogues
 *  load when it is chosen; index.html's English shows until they are here. */
function showLanguage(setting) {
  const code = settingLanguage(setting);
  document.documentElement.lang = code;
  document.documentElement.dir = dirOf(code);
  return useLanguage(code);
}

/** The language menu (URL key lang): each language named in itself; switching redraws in place. */
function setupLanguage() {
  const select = document.getElementById('lang-select');
  select.append(el('option', { value: 'auto' }, ''));
  l10n(select.firstChild, 'language-auto');
  for (const { code, name } of LANGUAGES) select.append(el('option', { value: code, lang: code }, name));
  select.value = app.settings.lang;
  select.addEventListener('change', () => {
    app.settings.lang = select.value;
    writeSettingsToUrl();
    showLanguage(select.value).catch((err) => console.error(err));
  });
  onLanguageChange(() => invalidate());
}

/** Draws the section's `head` (families/index.js: its first card's heading and introduction,
 *  static text) into index.html's placeholder card, where the section's card will draw the same:
 *  the text shows before the engine, and it does not move when the section replaces the
 *  placeholder (the card's rest is drawn below it). The copy's ids go: the section's own are
 *  unique. Returns whether there was a head to draw. */
function showHead(loaded) {
  const card = document.querySelector('#loading .loading-card');
  if (!loaded?.head || !card) return false;
  const head = fromHtml(loaded.head);
  // (its words from the section's catalogue: English at once, the reader's language when loaded)
  localize(head);
  for (const node of head.querySelectorAll('[id]')) node.removeAttribute('id');
  // (named for onScreen below)
  for (const node of head.querySelectorAll('h2, p')) node.setAttribute('elementtiming', 'nimlab-head');
  card.classList.add('loading-head');
  // (the words "Loading the engine" go below, as a new node: a node that moved would count as a
  // layout shift)
  card.replaceChildren(head, l10n(el('p', { class: 'loading-text' }, card.textContent.trim()), 'loading-engine'));
  return true;
}

/** Resolves once the head is on the screen: when the browser reports its text painted and shown
 *  (Element Timing, in Chromium), else (or when it is below the fold: no text of it is painted)
 *  after a frame has been drawn; after 500 ms at the latest (a background tab draws nothing). The
 *  engine's compilation, a long task, starts after it. */
function onScreen() {
  return new Promise((resolve) => {
    let observer = null;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, 500);
    const inView = document.querySelector('#loading .loading-head').getBoundingClientRect().top < innerHeight;
    if (inView && PerformanceObserver.supportedEntryTypes?.includes('element')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((e) => e.identifier === 'nimlab-head')) done();
      });
      observer.observe({ type: 'element', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}

async function boot() {
  const loading = document.getElementById('loading');
  // The section the link most likely shows is fetched while the engine loads (only a guess to
  // save time: the engine checks the link below, and a wrong guess just loads one module more).
  const guess = new URLSearchParams(location.search).get('sec');
  const likely = sections.find((s) => s.sec === guess) || sections[0];
  showTagline(likely.sec);
  // the language is read from the link before the engine checks it (a wrong value is reported then)
  const words = showLanguage(new URLSearchParams(location.search).get('lang')).catch((err) => console.error(err))
    // (a page kept hidden until worded: index.html's head, base.css)
    .finally(() => document.documentElement.removeAttribute('data-l10n-pending'));
  const fonts = warmFonts(`sec=${likely.sec}`);
  // The section's module is small and the engine is not: its heading and introduction are drawn
  // first, and the engine is asked for once they are on the screen (its bytes are preloaded
  // meanwhile: index.html), so that reading can start while the engine compiles.
  const head = await likely.load().then(showHead, () => false); // (a failure is shown when the section is mounted)
  if (head) await onScreen();
  try {
    await ready();
    await fonts;
  } catch (err) {
    l10n(loading.querySelector('.loading-text'), 'loading-failed', { reason: errorText(err) });
    loading.classList.add('error');
    return;
  }
  // Each step below is a task of its own, so that none of them holds the page for long (the
  // engine's instantiation, the shell, the shown section's DOM, its first computation).
  await nextTask();
  notices = createNotices(document.getElementById('notices'), { onDismiss: dismissNotice });
  loadSettingsFromUrl();
  mountSections();
  buildTabs();
  setupCopyLink();
  setupTheme();
  setupLanguage();
  await words;
  if (settingLanguage(app.settings.lang) !== language()) await showLanguage(app.settings.lang);
  writeSettingsToUrl();
  onRedraw(renderAll);
  if (shownSec() !== sections[0].sec) document.body.dataset.analysis = 'idle';
  await nextTask();
  // the placeholder (index.html: the first card's frame) stays until the section's DOM is built,
  // and goes in the frame that shows it: no frame without either, nothing below moves up and back
  try {
    await startShown();
  } finally {
    loading.remove();
    renderTabs(shownSec());
  }
  document.body.dataset.ready = 'true';
  invalidate();
}

boot();
