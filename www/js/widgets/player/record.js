// The game record (widgets/player.js): a finished game stepped through move by move with the
// engine's reasons, and the game as text to copy or save. Loaded with the first finished game
// (render.js): a course page that shows a game fetches it only when someone has played one out.
// What it needs of the player comes in `use` (importing the player's modules here would make the
// bundler split them out of the elements' entry into a chunk of their own).

import { el, fill, setText } from '../../core/dom.js';
import { t, l10n } from '../../core/i18n.js';
import { number, parts } from '../play-words.js';

/** The record's box (hidden until the game is over), its render(position) and relabel() (the
 *  language changed: the next render words it again); id(name): the player's ids; use: {view,
 *  movesMade, logItems, recordText} (state.js, record-text.js). */
export function createRecordView(p, log, id, use) {
  const { view, movesMade, logItems, recordText } = use;
  const at = el('span', { class: 'record-at', id: id('record-at') });
  const line = el('p', { class: 'record-line', id: id('record-line') });
  const after = el('p', { class: 'record-after' });
  const prev = l10n(el('button', { type: 'button', class: 'btn btn-small', onclick: () => step(-1) }, '◀'), 'play-record-previous');
  const next = l10n(el('button', { type: 'button', class: 'btn btn-small', onclick: () => step(1) }, '▶'), 'play-record-next');
  const text = l10n(el('textarea', { class: 'mono record-text', id: id('record-text'), rows: 6, readonly: true }), 'play-record-text');
  const copied = el('span', { class: 'copy-status', role: 'status' });
  const copy = l10n(el('button', { type: 'button', class: 'btn btn-small', id: id('record-copy') }), 'play-record-copy');
  const save = l10n(el('a', { class: 'btn btn-small', id: id('record-save'), download: 'nim-lab-game.txt', href: '#' }), 'play-record-save');
  const box = el('details', { class: 'game-record', id: id('record'), hidden: true },
    l10n(el('summary'), 'play-record'),
    el('div', { class: 'record-nav' }, prev, at, next), line, after,
    el('div', { class: 'record-export' }, copy, save, copied), text);
  let drawn = null;
  let url = null;
  box.addEventListener('toggle', () => {
    p.replayAt = box.open ? (p.replayAt ?? 0) : null;
    p.schedule();
  });
  copy.addEventListener('click', async () => {
    text.select();
    let ok = false;
    try { await navigator.clipboard.writeText(text.value); ok = true; } catch (_) { ok = document.execCommand?.('copy') || false; }
    l10n(copied, ok ? 'play-record-copied' : 'play-record-copy-failed');
  });

  function step(direction) {
    const moves = movesMade(p).length;
    p.replayAt = Math.max(0, Math.min(moves - 1, (p.replayAt ?? 0) + direction));
    p.schedule();
  }

  function render(pos) {
    box.hidden = !pos.over;
    if (!pos.over) return;
    const moved = movesMade(p);
    const key = `${p.epoch}|${moved.length}|${p.replayAt}`;
    if (key === drawn) return;
    drawn = key;
    const items = logItems(log);
    const i = Math.max(0, Math.min(moved.length - 1, p.replayAt ?? 0));
    setText(at, t('play-record-at', { at: i + 1, moves: moved.length }));
    prev.disabled = i <= 0;
    next.disabled = i >= moved.length - 1;
    setText(line, items[i] || '');
    const shown = moved[i] && moved[i].position;
    fill(after, shown ? parts('play-record-after', {
      position: p.kind.positionText ? p.kind.positionText(shown, view(p))
        : parts('play-record-pile', { pile: el('strong', null, number(shown.pile)) }),
    }) : '');
    text.value = recordText(p, items, pos);
    if (url) URL.revokeObjectURL(url);
    url = URL.createObjectURL(new Blob([text.value], { type: 'text/plain' }));
    save.href = url;
  }

  return { box, render, relabel: () => { drawn = null; } };
}
