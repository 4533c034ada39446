// embed.html: one game or view of Nim Lab in a course page's iframe. The query names the widget
// (game=move-fn, or view=table) and gives its attributes with the element's names; the widget is
// the custom element itself, so the checks, messages and API are the element's. The link sets
// nothing but the widget's own attributes (never style, hidden, id or an on… handler, which a
// crafted link could otherwise put on the page); what it held besides is listed above the widget.
// The page tells its parent (window.parent.postMessage, any origin: nothing private is sent):
//   {type: 'nimlab:ready', widget}             once the widget is drawn
//   {type: 'nimlab:resize', height}            whenever the page's height changes
//   {type: 'nimlab:move', who, take, pile, why, …} and {type: 'nimlab:gameover', winner}
// It never writes the parent's URL or storage.

import './elements/index.js';
import { ready } from './core/engine.js';
import { widgetAttrs, checkWidget } from './core/spec.js';
import { el } from './core/dom.js';
import { warmFonts } from './core/warm-fonts.js';
import { createNotices } from './widgets/notices.js';
import { linkPairs, repeatedKeys, quoted } from './core/link.js';
import { gameFamily, widgets, packageNames } from './core/registry.js';
import { elementSheet } from './elements/styles.js';
import { dirOf, l10n, language, languageAround, localize, onLanguageChange, preferPack, useLanguage } from './core/i18n.js';
import './i18n/frame/index.js';

const main = document.getElementById('embed');

function post(message) {
  if (window.parent === window) return;
  try { window.parent.postMessage(message, '*'); } catch (_) { /* a closed parent */ }
}

/** The link's last value of `key`, or null (the last of a repeated key is the one used). */
function lastValue(pairs, key) {
  return pairs.filter(([k]) => k === key).map(([, v]) => v).at(-1) ?? null;
}

/** The widget the link names (the last game= or view=; game= wins) with the attributes it reads
 *  set from the link, and a notice line ({key, text}) for each key of the link left unused. */
function widgetElement(pairs) {
  const last = (key) => lastValue(pairs, key);
  const view = last('view');
  const game = last('game');
  const viewTag = view !== null && /^[a-z][a-z0-9-]*$/.test(view) && customElements.get(`nim-lab-${view}`) ? `nim-lab-${view}` : null;
  const node = document.createElement(game === null && viewTag ? viewTag : 'nim-lab-game');
  const name = node.localName === 'nim-lab-game' ? game ?? view ?? '' : view;
  if (node.localName === 'nim-lab-game') node.setAttribute('game', name);
  const given = pairs.filter(([k]) => k !== 'game' && k !== 'view');
  let reads;
  let engineSays = [];
  try {
    reads = new Set(widgetAttrs(name));
    engineSays = checkWidget(name, Object.fromEntries(given)).errors || [];
  } catch (_) {
    reads = new Set(); // no engine: the element says so
  }
  const lines = [];
  for (const [key, value] of given) {
    if (reads.has(key)) node.setAttribute(key, value);
    else if (!lines.some((line) => line.key === key)) {
      const said = engineSays.find((e) => e.attr === key);
      lines.push(said ? { key, text: said.message } : { key, l10n: 'frame-not-a-setting', args: { key: quoted(key) } });
    }
  }
  if (game !== null && view !== null) lines.push({ key: 'view', l10n: 'frame-view-left-out', args: { view: quoted(view) } });
  for (const [key, count] of repeatedKeys(pairs)) {
    if (reads.has(key) || key === 'game' || key === 'view') lines.push({ key, l10n: 'frame-repeated', args: { key, count } });
  }
  return { node, lines };
}

/** The declaration of the link's widget (core/registry.js), or null for a name no family has. */
function linkDeclaration(pairs) {
  const last = (key) => lastValue(pairs, key) ?? '';
  const name = last('game') || last('view');
  return widgets('games')[name] || widgets('views')[name] || null;
}

/** The wasm packages that show the link's widget (its family's declaration: the engine's list,
 *  smallest first), or for a name no family has the first registered package (as the elements
 *  take: its vocabulary says what is wrong). scripts/dist.mjs gives the loader the same choice
 *  (data-embed), which starts it before this module runs. */
function linkPackages(pairs) {
  return linkDeclaration(pairs)?.packages || packageNames()[0] || 'nimlab';
}

/** What the widget needs besides the engine, asked for while the engine loads rather than after
 *  it (the element asks for the same and gets what is loading already): its family's module and
 *  the elements' stylesheet (all of it unless the widget's family says the core files do:
 *  elements/element.js). A failure is the element's to show. */
function preloadWidget(pairs) {
  const declaration = linkDeclaration(pairs);
  declaration?.load().catch(() => {});
  elementSheet(!!declaration?.coreStyles).catch(() => {});
}

/** The page's lang and dir for the widget's `lang` setting (core/i18n.js languageAround); returns
 *  the language's code. */
function showLanguage(setting) {
  const code = languageAround(null, setting);
  document.documentElement.lang = code;
  document.documentElement.dir = dirOf(code);
  return code;
}

/** Builds the page once the engine has loaded (the link is checked against its vocabulary). */
async function start() {
  // the element shows why the engine did not load; the fonts are laid out meanwhile (warmFonts)
  const pairs = linkPairs();
  // the page speaks the widget's language (the link's lang=, else the reader's browser), loaded
  // while the engine loads (its game's words in its family's one file); the element finds it
  // around itself, and the page's own words follow it
  const early = showLanguage(lastValue(pairs, 'lang'));
  preferPack(gameFamily(lastValue(pairs, 'game')));
  if (early !== language()) useLanguage(early, null).catch((err) => console.error(err));
  l10n(document.getElementById('open-full'), 'frame-open-full');
  onLanguageChange(() => localize(document.body));
  // (the engine asked for first: it is the largest download)
  const engine = ready(linkPackages(pairs)).catch(() => {});
  preloadWidget(pairs);
  // (a game's fonts by its game=, the last as widgetElement picks it; a view's: every font)
  const game = pairs.filter(([key]) => key === 'game').pop()?.[1];
  await Promise.all([engine, warmFonts(game ? `game=${game}` : '')]);
  const { node: widget, lines } = widgetElement(pairs);
  if (widget.getAttribute('theme')) document.documentElement.dataset.theme = widget.getAttribute('theme');
  // (the attribute as the widget reads it, which the engine has checked)
  showLanguage(widget.getAttribute('lang'));
  if (lines.length) {
    const box = el('div', { class: 'embed-notices', id: 'embed-notices' });
    main.append(box);
    const notices = createNotices(box, { onDismiss: () => notices.render([]) });
    notices.render([{ id: 1, title: { l10n: 'frame-link-unused' }, lines }]);
  }
  main.append(widget);
  sendHeight();

  widget.addEventListener('nimlab-ready', (e) => {
    if (widget.query) document.getElementById('open-full').href = `index.html?${widget.query}`;
    post({ type: 'nimlab:ready', widget: e.detail.widget });
  });
  widget.addEventListener('nimlab-move', (e) => post({ type: 'nimlab:move', ...e.detail }));
  widget.addEventListener('nimlab-gameover', (e) => post({ type: 'nimlab:gameover', ...e.detail }));
}

start();

let lastHeight = 0;
const sendHeight = () => {
  // (none before the widget is there: until then the page fills the iframe's height, embed.css)
  if (!main.firstChild) return;
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height !== lastHeight) {
    lastHeight = height;
    post({ type: 'nimlab:resize', height });
  }
};
new ResizeObserver(sendHeight).observe(document.documentElement);
