// Dismissible notices, built in their host: what a link or an element's attributes asked for
// that the engine refused, and what was used instead. Also the one copy-to-clipboard helper.

import { el, fill } from '../core/dom.js';
import { readable } from '../core/link.js';
import { l10n, onLanguageChange, say } from '../core/i18n.js';
import '../i18n/frame/index.js';

/** Returns {render(notices)}: notices [{id, title, lines}], a title being a text or a message
 *  ({l10n: id, args}: worded in the page's language, again when it changes), a line a text or
 *  {key, text} (the link's key or the attribute it is about, kept as the item's data-key) or a
 *  message ({key, l10n, args}) or the engine's error ({key, message, text}: its message {id, args}
 *  worded in the page's language, its English text where it has none); Dismiss calls
 *  onDismiss(id). Very long lines (a link's value quoted in full) are shortened. */
export function createNotices(host, { onDismiss }) {
  let drawn = null;
  const words = (node, said) => (said?.l10n ? l10n(node, said.l10n, said.args) : node);
  /** The lines that are the engine's messages, worded again when the language changes. */
  let engineLines = [];
  const engineWords = (li, line) => {
    fill(li, readable(String(say(line.message, line.text))));
    return li;
  };
  // (listening only while such lines are shown: an element's notices, gone with the element,
  // leave no listener behind once they are cleared)
  let stopListening = null;
  const item = (line) => {
    if (typeof line !== 'object') return el('li', null, readable(line));
    const li = el('li', { 'data-key': line.key });
    if (line.message) {
      engineLines.push([li, line]);
      stopListening ??= onLanguageChange(() => engineLines.forEach(([node, said]) => engineWords(node, said)));
      return engineWords(li, line);
    }
    if (!line.l10n) fill(li, readable(line.text));
    return words(li, line);
  };
  function render(notices) {
    if (drawn === notices) return;
    drawn = notices;
    engineLines = [];
    stopListening?.();
    stopListening = null;
    fill(host, notices.map((n) => el('div', { class: 'notice', role: 'alert' },
      el('div', { class: 'notice-text' },
        words(el('strong', null, n.title?.l10n ? '' : n.title), n.title),
        el('ul', null, n.lines.map(item))),
      onDismiss ? l10n(el('button', {
        type: 'button', class: 'btn btn-small notice-close',
        onclick: () => onDismiss(n.id),
      }), 'notice-dismiss') : null)));
  }
  return { render };
}

/** Copies text; resolves true when it worked (the Clipboard API, else a hidden text field). */
export async function copyText(text, near = document.body) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (_) {
    const area = el('textarea', { class: 'copy-fallback', readonly: true, 'aria-hidden': 'true', tabindex: '-1' });
    area.value = text;
    near.append(area);
    area.select();
    let ok = false;
    try { ok = document.execCommand('copy'); } catch (_) { ok = false; }
    area.remove();
    return ok;
  }
}
