// A lesson's language. The page is written in English (its blocks of text carry data-l10n-id:
// scripts/lesson-l10n.mjs); the `lang` key of its link chooses another, as on the playground: a
// code of the menu, or `auto` (the default) for the reader's browser languages. A menu beside
// the crumbs switches in place — the step shown, the answers given, the games and the rule stay;
// the page's text, the lesson bar, the questions' frame and the elements are worded again — and
// puts the choice into the link (a student's reload, a teacher's copied address keep it).
//
// A learning-platform package is in one language (scripts/build/lms.mjs marks its pages with
// <html data-languages="es">, say): the lesson then offers only the languages its page names, the
// first when the reader's browser asks for none of them, and shows its page once its words are in
// place (until then a page coming in another language is hidden: <html data-l10n-pending>, base.css).

import { CODES, LANGUAGES, PSEUDO, dirOf, language, settingLanguage, useLanguage } from '../core/i18n.js';
import { el } from '../core/dom.js';

/** The codes this page can show: its <html data-languages> list, else every catalogue's. */
function offered() {
  const listed = document.documentElement.dataset.languages?.split(/\s+/).filter((c) => CODES.includes(c));
  return listed?.length ? listed : CODES;
}

/** The link's `lang` value: null when absent, else the text given. */
function linkSetting() {
  return new URLSearchParams(location.search).get('lang');
}

/** The language a setting asks for, among those offered (English, else the page's first, when the
 *  reader's browser asks for one the page does not ship). */
function resolve(setting) {
  const code = settingLanguage(setting);
  const codes = offered();
  return codes.includes(code) ? code : codes.includes('en') ? 'en' : codes[0];
}

/** The setting the page uses: the link's when it names a language offered (or `auto`), else `auto`. */
function usable(setting) {
  return setting === 'auto' || offered().includes(setting) ? setting : 'auto';
}

let setting = usable(linkSetting());

/** Shows the page in `code`: the document's lang and dir, then every catalogue of the language
 *  (its words fill the page; the listeners redraw what they word themselves). */
function show(code) {
  document.documentElement.lang = code;
  document.documentElement.dir = dirOf(code);
  packagesIn(code);
  return useLanguage(code);
}

/** Starts the lesson in its link's language: nothing to load for English (the page is its own
 *  English), the language's catalogues otherwise; then shows a page kept hidden until now. */
export function startLanguage() {
  const code = resolve(setting);
  const shown = () => document.documentElement.removeAttribute('data-l10n-pending');
  if (code === 'en' && language() === 'en') return Promise.resolve().then(shown);
  return show(code).catch((err) => console.error(err)).then(shown);
}

/** Points the page's links to learning-platform packages (../lms/<standard>/[<code>/]<lesson>.zip,
 *  the Lessons page's) at the packages in `code` (scripts/build/lms.mjs's packagePath; English
 *  for the pseudo-locale, which has none). */
function packagesIn(code) {
  const folder = LANGUAGES.some((l) => l.code === code) && code !== 'en' ? `${code}/` : '';
  for (const a of document.querySelectorAll('a[href$=".zip"]')) {
    const href = a.getAttribute('href');
    const m = /^(.*\blms\/[a-z0-9]+\/)(?:[A-Za-z-]+\/)?([\w-]+\.zip)$/.exec(href);
    if (m) a.setAttribute('href', `${m[1]}${folder}${m[2]}`);
  }
}

/** A notice's title for a `lang` in the link the page cannot use ({l10n, args}), or null. */
export function languageNotice() {
  const given = linkSetting();
  if (given === null || usable(given) === given) return null;
  return { l10n: 'lesson-link-bad-language', args: { value: given, codes: offered().filter((c) => c !== PSEUDO).join(', '), shown: resolve('auto') } };
}

/** The language menu: the page's <select id="lesson-lang"> (static markup beside the crumbs, its
 *  place taken before the script runs) filled with the languages offered, each named in itself;
 *  hidden when the page offers one. Internal links carry the choice (a lesson's crumbs back to
 *  the Lessons page, the Lessons page's links to each lesson). */
export function languageMenu() {
  const select = document.getElementById('lesson-lang');
  if (!select) return;
  const codes = offered();
  const menu = LANGUAGES.filter((l) => codes.includes(l.code));
  if (menu.length < 2) {
    select.closest('label').hidden = true;
    return;
  }
  select.append(...menu.map(({ code, name }) => el('option', { value: code, lang: code }, name)));
  // the pseudo-locale (tests) is reachable by the link only; the menu shows it as chosen
  if (setting === PSEUDO) select.append(el('option', { value: PSEUDO }, PSEUDO));
  select.value = setting;
  carryLanguage();
  select.addEventListener('change', () => {
    setting = select.value;
    const url = new URL(location.href);
    if (setting === 'auto') url.searchParams.delete('lang');
    else url.searchParams.set('lang', setting);
    history.replaceState(history.state, '', url);
    carryLanguage();
    show(resolve(setting)).catch((err) => console.error(err));
  });
}

/** Puts the language chosen (not `auto`) into the page's links to its own site's pages. */
function carryLanguage() {
  for (const a of document.querySelectorAll('a[href]')) {
    const href = a.getAttribute('href');
    if (!/^[\w./-]+\.html(\?[^#]*)?(#.*)?$/.test(href)) continue;
    const url = new URL(href, location.href);
    if (setting === 'auto') url.searchParams.delete('lang');
    else url.searchParams.set('lang', setting);
    const [path] = href.split(/[?#]/);
    a.setAttribute('href', `${path}${url.search}${url.hash}`);
  }
}
