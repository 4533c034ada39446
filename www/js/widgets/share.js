// The Share / Embed dialog of every playground section: for what the section shows now it builds
// the link to the section, the link to one widget alone, the <iframe> snippet and the custom
// element snippet, with options (which widget, who moves first, hints, the engine's strength,
// theme), a live preview (the widget itself, in an iframe of embed.html) and a Copy button for
// each. The snippets work as pasted into a page on another site: the iframe loads embed.html from
// this site, with nimlab-resize.js (a classic script, which any site may load) to size it; the
// element loads nimlab/nimlab-elements.js beside the course page (the dist/ folder uploaded as
// nimlab/: a module from another site needs CORS headers that a plain static host does not send),
// and holds a line of text a reader sees only if it cannot load.

import { el, setText } from '../core/dom.js';
import { copyText } from './notices.js';
import { widget as widgetInfo, field } from '../core/spec.js';
import { levels } from './player.js';

const themes = ['auto', 'light', 'dark', 'projector'];
/** Where a course page finds the files of dist/: the folder uploaded beside it. */
export const uploadFolder = 'nimlab/';
/** What an element snippet holds: shown only when nimlab-elements.js does not load from `from`
 *  (the element, once defined, shows its shadow root instead of its children). */
export function fallbackText(from = uploadFolder) {
  return from === uploadFolder
    ? `If this text stays, Nim Lab could not load from ${uploadFolder}: this page needs JavaScript, and Nim Lab’s dist/ folder uploaded as ${uploadFolder} beside it.`
    : `If this text stays, Nim Lab could not load from ${from}: this page needs JavaScript, and that site has to allow other sites to load its files (CORS).`;
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
 * chosen at first; base: the folder of embed.html, nimlab-resize.js and nimlab-elements.js
 * (default: the page's own folder).
 */
export function openShareDialog({ title, options, playground, opener, theme = 'auto', level = null, base = new URL('.', location.href).href }) {
  const levelChoices = field('level').choices;
  const opts = { choice: 0, first: 'you', hints: 'on', level: levelChoices.includes(level) ? level : field('level').default, theme };
  const first = options.find((o) => o.attrs.first);
  if (first) opts.first = first.attrs.first;

  const outputs = {};
  const output = (key, label, rows, note = null) => {
    const area = el('textarea', { class: 'mono share-code', id: `share-${key}`, rows, readonly: true, spellcheck: 'false' });
    const status = el('span', { class: 'copy-status', role: 'status' });
    const button = el('button', { type: 'button', class: 'btn btn-small', 'data-copy': key }, `Copy`);
    button.addEventListener('click', async () => {
      const ok = await copyText(area.value, dialog);
      setText(status, ok ? 'Copied.' : 'Select the text and copy it by hand.');
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
    levelChoices.map((value) => el('option', { value, selected: value === opts.level }, levels[value] || value)));
  levelSelect.addEventListener('change', () => { opts.level = levelSelect.value; update(); });
  const gameOnly = el('div', { class: 'share-game-options' },
    radioGroup('first', 'Who moves first', ['you', 'engine'], ['The student', 'The engine']),
    radioGroup('hints', 'Hints', ['on', 'off'], ['On', 'Off']),
    el('div', { class: 'share-choice share-level' }, el('label', { for: 'share-level' }, 'Engine strength'), levelSelect));
  const preview = el('iframe', { class: 'share-preview', title: 'Preview of the embedded widget', loading: 'lazy' });
  const heading = el('h2', { id: 'share-title' }, `Share or embed: ${title}`);
  const close = el('button', { type: 'button', class: 'btn', id: 'share-close' }, 'Close');
  const dialog = el('dialog', { class: 'share-dialog', 'aria-labelledby': 'share-title' },
    el('div', { class: 'share-head' }, heading, close),
    el('div', { class: 'share-body' },
      el('div', { class: 'share-settings' },
        radioGroup('choice', 'What to embed', options.map((_, i) => i), options.map((o) => o.label)),
        gameOnly,
        radioGroup('theme', 'Theme', themes, ['Automatic (the reader’s setting)', 'Light', 'Dark', 'Projector'])),
      el('div', { class: 'share-outputs' },
        el('p', { class: 'share-note', id: 'share-where' }, web
          ? `This playground’s files live at ${base} (embed.html, nimlab-resize.js, nimlab-elements.js and the rest of Nim Lab’s dist/ folder).`
          : `This playground is opened from a file (${base}): the links and the iframe work on this computer only. Put Nim Lab’s dist/ folder on a web site to share them.`),
        output('link', 'Link to this section of Nim Lab', 2),
        output('embed-link', 'Link to the widget alone', 2),
        output('iframe', 'Iframe (works on any site, also sandboxed)', 5,
          `The iframe loads from ${web ? site : 'this folder'}; the script tag (one per page, for any number of iframes) makes each as tall as its content.`),
        alternative('A page that loads no script from another site: the listener written out instead of the script tag',
          output('resize-inline', 'Iframe listener, inline', 6)),
        output('element', 'Custom element (one script tag, then the element)', 5,
          `Upload Nim Lab’s dist/ folder as ${uploadFolder} beside your page: the script tag loads ${uploadFolder}nimlab-elements.js. The text inside the element shows only if it cannot load.`),
        web && alternative(`Without uploading: the element loaded from ${site}`,
          el('p', { class: 'share-note' }, `This works only if ${site} sends CORS headers (Access-Control-Allow-Origin) for its files: `
            + 'a browser refuses a module from another site without them, and many plain static hosts do not send them. '
            + 'This dialog cannot tell for your page; if the element stays empty but for its text, upload dist/ as above.'),
          output('element-absolute', `Custom element, from ${site} (needs CORS)`, 4)))),
    el('h3', { class: 'share-preview-title' }, 'Preview'),
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

