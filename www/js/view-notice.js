// Dismissible notices (e.g. a permalink with values the engine refused) and the
// "Copy link" button.

import { dismissNotice, permalink } from './state.js';
import { byId, el, fill, setText } from './dom.js';

let noticesDrawn = null;
let copyStatusTimer = null;

export function renderNotices(app) {
  if (noticesDrawn === app.notices) return;
  noticesDrawn = app.notices;
  fill(byId('notices'), app.notices.map((n) => el('div', { class: 'notice', role: 'alert' },
    el('div', { class: 'notice-text' },
      el('strong', null, n.title),
      el('ul', null, n.lines.map((line) => el('li', null, line)))),
    el('button', {
      type: 'button', class: 'btn btn-small notice-close', 'aria-label': 'Dismiss this notice',
      onclick: () => dismissNotice(n.id),
    }, 'Dismiss'))));
}

function showCopyStatus(text) {
  setText(byId('copy-status'), text);
  clearTimeout(copyStatusTimer);
  copyStatusTimer = setTimeout(() => setText(byId('copy-status'), ''), 4000);
}

function copyByHand(link) {
  // Clipboard API unavailable (e.g. file:// or an old browser): select a text field instead.
  const area = el('textarea', { class: 'copy-fallback', readonly: true, 'aria-label': 'Link to this page' });
  area.value = link;
  document.body.append(area);
  area.select();
  let ok = false;
  try { ok = document.execCommand('copy'); } catch (_) { ok = false; }
  area.remove();
  return ok;
}

export function setupCopyLink() {
  byId('copy-link').addEventListener('click', async () => {
    const link = permalink();
    try {
      await navigator.clipboard.writeText(link);
      showCopyStatus('Link copied.');
    } catch (_) {
      showCopyStatus(copyByHand(link) ? 'Link copied.' : `Copy this link: ${link}`);
    }
  });
}
