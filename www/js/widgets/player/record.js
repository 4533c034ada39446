// The game record (widgets/player.js): a finished game stepped through move by move with the
// engine's reasons, and the game as text to copy or save.

import { el, fill, setText, fmtInt } from '../../core/dom.js';
import { me, view, movesMade, resultWords } from './state.js';

/** The move log's lines as text, one a move. */
export const logItems = (log) => [...log.children].map((li) => li.textContent.replace(/\s+/g, ' ').trim());

/** The record's box (hidden until the game is over) and its render(position); id(name): the
 *  player's ids. */
export function createRecordView(p, log, id) {
  const at = el('span', { class: 'record-at', id: id('record-at') });
  const line = el('p', { class: 'record-line', id: id('record-line') });
  const after = el('p', { class: 'record-after' });
  const prev = el('button', { type: 'button', class: 'btn btn-small', 'aria-label': 'Previous move', onclick: () => step(-1) }, '◀');
  const next = el('button', { type: 'button', class: 'btn btn-small', 'aria-label': 'Next move', onclick: () => step(1) }, '▶');
  const text = el('textarea', { class: 'mono record-text', id: id('record-text'), rows: 6, readonly: true, 'aria-label': 'The game as text' });
  const copied = el('span', { class: 'copy-status', role: 'status' });
  const copy = el('button', { type: 'button', class: 'btn btn-small', id: id('record-copy') }, 'Copy as text');
  const save = el('a', { class: 'btn btn-small', id: id('record-save'), download: 'nim-lab-game.txt', href: '#' }, 'Save as a file');
  const box = el('details', { class: 'game-record', id: id('record'), hidden: true },
    el('summary', null, 'Game record: step through the moves'),
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
    setText(copied, ok ? 'Copied.' : 'Select the text and copy it.');
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
    setText(at, `Move ${i + 1} of ${moved.length}`);
    prev.disabled = i <= 0;
    next.disabled = i >= moved.length - 1;
    setText(line, items[i] || '');
    const shown = moved[i] && moved[i].position;
    fill(after, shown ? ['After it: ', p.kind.positionText ? p.kind.positionText(shown, view(p))
      : ['pile ', el('strong', null, fmtInt(shown.pile))]] : '');
    text.value = recordText(p, items, pos);
    if (url) URL.revokeObjectURL(url);
    url = URL.createObjectURL(new Blob([text.value], { type: 'text/plain' }));
    save.href = url;
  }

  return { box, render };
}

/** The game as text: what was played, by whom, with the engine's reasons, and the result. */
export function recordText(p, items, pos) {
  const settings = Object.entries(p.options.settings() || {})
    .filter(([k, v]) => !['theme', 'hints', 'widget', 'first', 'level', 'onStart'].includes(k) && typeof v !== 'function')
    .map(([k, v]) => `${k} = ${v}`).join(', ');
  const won = pos.winner === me(p);
  return [
    `Nim Lab — ${p.options.title || p.kind.name}${settings ? ` (${settings})` : ''}`,
    `${p.first === 'you' ? 'You' : 'The engine'} moved first; the engine played at the level "${p.level}".`,
    ...items.map((item, i) => `${i + 1}. ${item}`),
    resultWords(won),
  ].join('\n');
}
