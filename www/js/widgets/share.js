// The Share / Embed dialog of every playground section: for what the section shows now it builds
// the link to the section, the link to one widget alone, the <iframe> snippet and the custom
// element snippet, with options (which widget, who moves first, hints, theme), a live preview
// (the widget itself, in an iframe of embed.html) and a Copy button for each.

import { el, setText } from '../core/dom.js';
import { copyText } from './notices.js';
import { widget as widgetInfo } from '../core/spec.js';

const themes = ['auto', 'light', 'dark', 'projector'];
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

/** The custom element's markup for a widget. */
export function elementMarkup(name, attrs) {
  const tag = elementTag(name);
  const pairs = tag === 'nim-lab-game' ? [['game', name], ...Object.entries(attrs)] : Object.entries(attrs);
  return `<${tag} ${pairs.map(([k, v]) => `${k}="${escapeAttr(v)}"`).join(' ')}></${tag}>`;
}

/**
 * Opens the dialog. options: [{label, widget, attrs}] (the section's share()); playground: the
 * link to the section as it is; opener: the button to give focus back to; theme: the one chosen
 * at first; base: the folder of
 * embed.html and nimlab-elements.js (default: the page's own folder).
 */
export function openShareDialog({ title, options, playground, opener, theme = 'auto', base = new URL('.', location.href).href }) {
  const opts = { choice: 0, first: 'you', hints: 'on', theme };
  const first = options.find((o) => o.attrs.first);
  if (first) opts.first = first.attrs.first;

  const outputs = {};
  const output = (key, label, rows) => {
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
      el('div', { class: 'share-output-head' }, el('label', { for: `share-${key}` }, label), button, status), area);
  };
  const radioGroup = (name, legend, values, words) => el('fieldset', { class: 'share-choice' }, el('legend', null, legend),
    values.map((value, i) => {
      const input = el('input', { type: 'radio', name: `share-${name}`, value: String(value), checked: String(opts[name]) === String(value) });
      input.addEventListener('change', () => { opts[name] = typeof opts[name] === 'number' ? Number(value) : value; update(); });
      return el('label', null, input, ` ${words ? words[i] : value}`);
    }));

  const gameOnly = el('div', { class: 'share-game-options' },
    radioGroup('first', 'Who moves first', ['you', 'engine'], ['The student', 'The engine']),
    radioGroup('hints', 'Hints', ['on', 'off'], ['On', 'Off']));
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
        output('link', 'Link to this section of Nim Lab', 2),
        output('embed-link', 'Link to the widget alone', 2),
        output('iframe', 'Iframe (works on any site, also sandboxed)', 3),
        output('element', 'Custom element (one script tag, then the element)', 4))),
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
    const height = info.kind === 'game' ? 560 : 480;
    outputs.iframe.value = `<iframe src="${escapeAttr(embedUrl)}" title="${escapeAttr(info.title)} (Nim Lab)" `
      + `width="100%" height="${height}" style="border:0" loading="lazy"></iframe>`;
    outputs.element.value = `<script type="module" src="${base}nimlab-elements.js"></script>\n${elementMarkup(choice.widget, attrs)}`;
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

