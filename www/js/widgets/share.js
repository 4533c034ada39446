// The Share / Embed dialog of every playground section: for what the section shows now it builds
// the link to the section, the link to one widget alone, the <iframe> snippet and the custom
// element snippet, with options (which widget, who moves first, hints, the engine's strength,
// theme), a live preview (the widget itself, in an iframe of embed.html) and a Copy button for
// each. The snippets work as pasted into a page on another site: the iframe loads embed.html from
// this site, with nimlab-resize.js (a classic script, which any site may load) to size it; the
// element loads nimlab/nimlab-elements.js beside the course page (the dist/ folder uploaded as
// nimlab/: a module from another site needs CORS headers that a plain static host does not send),
// and holds a line of text a reader sees only if it cannot load. The dialog speaks the page's
// language (www/js/i18n/share/), and the snippets carry the language chosen in it (lang: the
// element's attribute, embed.html's key; `auto` leaves it out: the course page's, else the
// reader's browser).

import { el, setText } from '../core/dom.js';
import { copyText } from './notices.js';
import { widget as widgetInfo, field } from '../core/spec.js';
import { LANGUAGES, l10n, t } from '../core/i18n.js';
import '../i18n/share/index.js';

const themes = ['auto', 'light', 'dark', 'projector'];
/** Where a course page finds the files of dist/: the folder uploaded beside it. */
export const uploadFolder = 'nimlab/';
/** What an element snippet holds: shown only when nimlab-elements.js does not load from `from`
 *  (the element, once defined, shows its shadow root instead of its children). */
export function fallbackText(from = uploadFolder) {
  return from === uploadFolder ? t('share-fallback-upload', { folder: uploadFolder }) : t('share-fallback-site', { site: from });
}
/** The iframe snippet's listener written out, for a page that loads no script from elsewhere. */
const inlineListener = `<script>
  addEventListener('message', (e) => {
    if (e.data?.type !== 'nimlab:resize') return;
    for (const f of document.querySelectorAll('iframe')) if (f.contentWindow === e.source) f.style.height = \`\${e.data.height}px\`;
  });
</script>`;
const previewDelayMs = 300;

/** The tag of a widget's element: <nim-lab-game game="…"> or <nim-lab-table>, <nim-lab-base>, … */
export function elementTag(name) {
  const info = widgetInfo(name);
  return info && info.kind === 'view' ? `nim-lab-${name}` : 'nim-lab-game';
}

function escapeAttr(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The attributes of a choice with the dialog's options applied (defaults left out). */
function finalAttrs(choice, opts) {
  const info = widgetInfo(choice.widget);
  const attrs = { ...choice.attrs };
  if (info.kind === 'game') {
    attrs.first = opts.first;
    if (opts.hints === 'off') attrs.hints = 'off';
    if (opts.level !== field('level').default) attrs.level = opts.level;
  }
  if (opts.theme !== 'auto') attrs.theme = opts.theme;
  if (opts.lang !== 'auto') attrs.lang = opts.lang;
  return attrs;
}

/** embed.html's query for a widget: game= or view=, then its attributes. */
export function embedQuery(name, attrs) {
  const info = widgetInfo(name);
  const pairs = [[info.kind === 'view' ? 'view' : 'game', name], ...Object.entries(attrs)];
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&');
}

/** The custom element's markup for a widget, with `fallback` (text) inside. */
export function elementMarkup(name, attrs, fallback = '') {
  const tag = elementTag(name);
  const pairs = tag === 'nim-lab-game' ? [['game', name], ...Object.entries(attrs)] : Object.entries(attrs);
  const text = fallback.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<${tag} ${pairs.map(([k, v]) => `${k}="${escapeAttr(v)}"`).join(' ')}>${text}</${tag}>`;
}

/**
 * Opens the dialog. options: [{label, widget, attrs}] (the section's share()); playground: the
 * link to the section as it is; opener: the button to give focus back to; theme, level: the ones
 * chosen at first; lang: the page's language setting (a language chosen in the playground is
 * the snippets' at first; `auto` leaves it to the course page); base: the folder of embed.html,
 * nimlab-resize.js and nimlab-elements.js (default: the page's own folder).
 */
export function openShareDialog({ title, options, playground, opener, theme = 'auto', level = null, lang = 'auto', base = new URL('.', location.href).href }) {
  const levelChoices = field('level').choices;
  const langChoices = ['auto', ...LANGUAGES.map((l) => l.code)];
  const opts = {
    choice: 0, first: 'you', hints: 'on', level: levelChoices.includes(level) ? level : field('level').default, theme,
    lang: langChoices.includes(lang) ? lang : 'auto',
  };
  const first = options.find((o) => o.attrs.first);
  if (first) opts.first = first.attrs.first;

  const outputs = {};
  const output = (key, label, rows, note = null) => {
    const area = el('textarea', { class: 'mono share-code', id: `share-${key}`, rows, readonly: true, spellcheck: 'false' });
    const status = el('span', { class: 'copy-status', role: 'status' });
    const button = el('button', { type: 'button', class: 'btn btn-small', 'data-copy': key }, t('share-copy'));
    button.addEventListener('click', async () => {
      const ok = await copyText(area.value, dialog);
      setText(status, t(ok ? 'share-copied' : 'share-copy-manual'));
      if (!ok) area.select();
    });
    outputs[key] = area;
    return el('div', { class: 'share-output' },
      el('div', { class: 'share-output-head' }, el('label', { for: `share-${key}` }, label), button, status),
      note && el('p', { class: 'share-note', id: `share-${key}-note` }, note), area);
  };
  /** A second form of a snippet, folded under the first. */
  const alternative = (summary, ...content) => el('details', { class: 'share-alternative' }, el('summary', null, summary), ...content);
  const web = /^https?:$/.test(new URL(base).protocol);
  const site = web ? new URL(base).host : null;
  const radioGroup = (name, legend, values, words) => el('fieldset', { class: 'share-choice' }, el('legend', null, legend),
    values.map((value, i) => {
      const input = el('input', { type: 'radio', name: `share-${name}`, value: String(value), checked: String(opts[name]) === String(value) });
      input.addEventListener('change', () => { opts[name] = typeof opts[name] === 'number' ? Number(value) : value; update(); });
      return el('label', null, input, ` ${words ? words[i] : value}`);
    }));

  const levelSelect = el('select', { id: 'share-level', name: 'share-level', class: 'level-select' },
    levelChoices.map((value) => l10n(el('option', { value, selected: value === opts.level }), `play-level-${value}`)));
  levelSelect.addEventListener('change', () => { opts.level = levelSelect.value; update(); });
  const langSelect = el('select', { id: 'share-lang', name: 'share-lang', class: 'level-select' },
    langChoices.map((value) => el('option', { value, selected: value === opts.lang, lang: value === 'auto' ? null : value },
      value === 'auto' ? t('share-language-auto') : LANGUAGES.find((l) => l.code === value).name)));
  langSelect.addEventListener('change', () => { opts.lang = langSelect.value; update(); });
  const gameOnly = el('div', { class: 'share-game-options' },
    radioGroup('first', t('share-first'), ['you', 'engine'], [t('share-first-you'), t('share-first-engine')]),
    radioGroup('hints', t('share-hints'), ['on', 'off'], [t('share-hints-on'), t('share-hints-off')]),
    el('div', { class: 'share-choice share-level' }, el('label', { for: 'share-level' }, t('share-level')), levelSelect));
  const preview = l10n(el('iframe', { class: 'share-preview', loading: 'lazy' }), 'share-preview-frame');
  const heading = el('h2', { id: 'share-title' }, t('share-title', { title }));
  const close = el('button', { type: 'button', class: 'btn', id: 'share-close' }, t('share-close'));
  const dialog = el('dialog', { class: 'share-dialog', 'aria-labelledby': 'share-title' },
    el('div', { class: 'share-head' }, heading, close),
    el('div', { class: 'share-body' },
      el('div', { class: 'share-settings' },
        radioGroup('choice', t('share-what'), options.map((_, i) => i), options.map((o) => o.label)),
        gameOnly,
        radioGroup('theme', t('share-theme'), themes, themes.map((theme) => t(`share-theme-${theme}`))),
        el('div', { class: 'share-choice share-lang' }, el('label', { for: 'share-lang' }, t('share-language')), langSelect)),
      el('div', { class: 'share-outputs' },
        el('p', { class: 'share-note', id: 'share-where' }, t(web ? 'share-where-web' : 'share-where-file', { base })),
        output('link', t('share-link'), 2),
        output('embed-link', t('share-embed-link'), 2),
        output('iframe', t('share-iframe'), 5, web ? t('share-iframe-note-web', { site }) : t('share-iframe-note-file')),
        alternative(t('share-inline-summary'), output('resize-inline', t('share-inline'), 6)),
        output('element', t('share-element'), 5, t('share-element-note', { folder: uploadFolder })),
        web && alternative(t('share-absolute-summary', { site }),
          el('p', { class: 'share-note' }, t('share-absolute-note', { site })),
          output('element-absolute', t('share-absolute', { site }), 4)))),
    el('h3', { class: 'share-preview-title' }, t('share-preview')),
    preview);
  let timer = null;

  function update() {
    const choice = options[opts.choice];
    const info = widgetInfo(choice.widget);
    gameOnly.hidden = info.kind !== 'game';
    const attrs = finalAttrs(choice, opts);
    const query = embedQuery(choice.widget, attrs);
    const embedUrl = `${base}embed.html?${query}`;
    outputs.link.value = playground;
    outputs['embed-link'].value = embedUrl;
    // a first height until the frame says how tall it is (nimlab-resize.js)
    const height = info.kind === 'game' ? 560 : 480;
    const frame = `<iframe src="${escapeAttr(embedUrl)}" title="${escapeAttr(info.title)} (Nim Lab)" `
      + `width="100%" height="${height}" style="border:0" loading="lazy"></iframe>`;
    outputs.iframe.value = `${frame}\n<script src="${escapeAttr(base)}nimlab-resize.js"></script>`;
    outputs['resize-inline'].value = `${frame}\n${inlineListener}`;
    const markup = elementMarkup(choice.widget, attrs, fallbackText());
    outputs.element.value = `<script type="module" src="${uploadFolder}nimlab-elements.js"></script>\n${markup}`;
    if (outputs['element-absolute']) {
      outputs['element-absolute'].value = `<script type="module" src="${escapeAttr(base)}nimlab-elements.js"></script>\n${elementMarkup(choice.widget, attrs, fallbackText(site))}`;
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (preview.getAttribute('src') !== embedUrl) preview.setAttribute('src', embedUrl);
    }, previewDelayMs);
  }

  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    clearTimeout(timer);
    dialog.remove();
    opener?.focus();
  });
  document.body.append(dialog);
  update();
  dialog.showModal();
  close.focus();
  return dialog;
}

