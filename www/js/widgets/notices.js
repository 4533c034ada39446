// Dismissible notices, built in their host: what a link or an element's attributes asked for
// that the engine refused, and what was used instead. Also the one copy-to-clipboard helper.

import { el, fill } from '../core/dom.js';
import { readable } from '../core/link.js';

/** Returns {render(notices)}: notices [{id, title, lines}], a line being a text or {key, text}
 *  (the link's key or the attribute it is about, kept as the item's data-key); Dismiss calls
 *  onDismiss(id). Very long lines (a link's value quoted in full) are shortened. */
export function createNotices(host, { onDismiss }) {
  let drawn = null;
  const item = (line) => (typeof line === 'object'
    ? el('li', { 'data-key': line.key }, readable(line.text))
    : el('li', null, readable(line)));
  function render(notices) {
    if (drawn === notices) return;
    drawn = notices;
    fill(host, notices.map((n) => el('div', { class: 'notice', role: 'alert' },
      el('div', { class: 'notice-text' },
        el('strong', null, n.title),
        el('ul', null, n.lines.map(item))),
      onDismiss ? el('button', {
        type: 'button', class: 'btn btn-small notice-close', 'aria-label': 'Dismiss this notice',
        onclick: () => onDismiss(n.id),
      }, 'Dismiss') : null)));
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
