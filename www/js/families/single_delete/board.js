// The board of single-delete Nim for the player widget: each pile as counters and in binary,
// the rows shifted so that their rightmost 1s stand in one column (the paper's picture), a
// Delete button per pile and a button in each gap between two counters ("split here"); a pile
// too large for counters gets a number field. A move is a pile to delete and a gap of another
// pile, in either order; once both are chosen the move goes to the engine, which judges it (a
// refusal is shown by the player and the choice is cleared). The board holds no rule of the
// game; it only keeps the two halves of one move apart: while a pile is chosen to delete its gaps
// are closed, and while it is chosen to split its Delete button (choose again, Esc or Clear to
// change), so that no control in reach is one that cannot be used.
//
// Keys (while the game has focus): the board is one tab stop (a toolbar: widgets/roving.js) —
// Tab reaches the control that had focus last (the first pile's Delete button at first); ← →
// go along a pile (its Delete button, then its gaps), Home and End to the pile's first and last,
// ↑ ↓ to the same control of the pile above or below, a digit to that pile; Enter or Space
// chooses, Esc clears the choice.

import { el, fill, fmtInt, focusedIn } from '../../core/dom.js';
import { t, onLanguageChange } from '../../core/i18n.js';
import { alignedCells, pilesText, tNodes } from './digits.js';
import { createRoving } from '../../widgets/roving.js';
import { scrollRegion } from '../../widgets/scroll-region.js';
// (its words: the game's part, which a course page's game loads, not the section's)
import '../../i18n/single_delete_play/index.js';

/** Piles drawn as counters with gaps to click; larger ones get a number field. */
const counterLimit = 32;

/** The board (widgets/player.js): {render(view), digits(d), focus()}. Its state is one object,
 *  `st`, that the functions below read and write. */
export function deleteBoard(host, api) {
  const ids = api.ids;
  const st = {
    ids,
    api,
    host,
    // one tab stop for every control (a toolbar); wider than a phone, it scrolls: while its controls
    // are closed (the engine's move) the board itself is then in the tab order (scroll-region.js)
    boardBox: scrollRegion(el('div', { class: 'd-board', id: `${ids}board`, tabindex: '-1', role: 'toolbar' }),
      { toString: () => t('sds-board-region') }, { keepRole: true }),
    controls: el('div', { class: 'move-controls d-move-controls', id: `${ids}move-controls` }),
    del: null,           // the pile chosen to delete (index)
    split: null,         // {index, x}: the pile chosen to split and where
    pending: false,      // the chosen move is with the engine
    positionKey: null,
    drawnKey: null,
    view: null,
    activeGap: new Map(),   // pile index → the gap that ↑ ↓ and a digit go to
    roving: null,
  };
  host.append(st.boardBox, st.controls);
  st.roving = createRoving({ navigate: (node, key) => navigate(st, node, key) });

  /** A gap reached (by arrows, a digit or the mouse) is the one its pile's ↑ ↓ come back to. */
  st.boardBox.addEventListener('focusin', (e) => {
    const gap = e.target;
    if (!gap.classList || !gap.classList.contains('d-gap')) return;
    const i = Number(gap.dataset.pile);
    st.activeGap.set(i, Number(gap.dataset.x));
    for (const other of st.boardBox.querySelectorAll(`button.d-gap[data-pile="${i}"]`)) other.toggleAttribute('data-active', other === gap);
  });

  st.host.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Escape' && (st.del !== null || st.split)) {
      e.preventDefault();
      clearChoice(st);
    }
  });

  // another language: the board's words are written again in it (while the board is on the page)
  const stop = onLanguageChange(() => {
    if (!st.host.isConnected) { stop(); return; }
    if (st.boardBox.hasAttribute('aria-label')) st.boardBox.setAttribute('aria-label', t('sds-board-region'));
    st.drawnKey = null;
    if (st.view) render(st, st.view);
  });

  return { render: (v) => render(st, v), digits: (d) => digits(st, d), focus: () => focus(st) };
}

const mine = (st) => !!st.view && st.view.myTurn && !st.pending;
const piles = (st) => Array.from(st.view.position.piles, Number);

// --- choosing ----------------------------------------------------------------------------------

async function playChosen(st) {
  if (st.del === null || !st.split || !mine(st)) return;
  st.pending = true;
  redraw(st);
  await st.api.act({ delete: st.del, split: st.split.index, x: st.split.x });
  // played (the position moved on) or refused (the player shows the engine's message)
  st.pending = false;
  st.del = null;
  st.split = null;
  redraw(st);
}

function chooseDelete(st, i) {
  if (!mine(st)) return;
  st.del = st.del === i ? null : i;
  redraw(st);
  playChosen(st);
}

function chooseSplit(st, i, x) {
  if (!mine(st)) return;
  st.split = { index: i, x };
  st.activeGap.set(i, x);
  redraw(st);
  playChosen(st);
}

function clearChoice(st) {
  st.del = null;
  st.split = null;
  redraw(st);
}

// --- drawing -----------------------------------------------------------------------------------

function hinted(st) {
  const h = st.view && st.view.hint;
  return h && h.winning !== false ? h : null;
}

/** The gap of pile i that ↑ ↓ and a digit reach. */
function tabGap(st, i, pile, hint) {
  const x = st.activeGap.get(i) ?? (st.split && st.split.index === i ? st.split.x : hint && hint.split === i ? hint.x : Math.ceil(pile / 2));
  return Math.min(pile - 1, Math.max(1, x));
}

/** The counters of pile i with a button in each gap, or a bar and a number field. */
function counters(st, pile, i, open, hint) {
  const hintX = hint && hint.split === i ? hint.x : null;
  const chosen = st.split && st.split.index === i ? st.split.x : null;
  if (pile > counterLimit) {
    const input = el('input', {
      type: 'number', class: 'mono d-split-input', step: 1, min: 1, value: chosen || hintX || 1, 'data-key': `split-${i}`,
      'aria-label': t('sds-split-input', { i: i + 1, count: fmtInt(pile) }), disabled: !open || st.del === i, 'data-pile': i,
    });
    const go = () => chooseSplit(st, i, Number(input.value));
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        go();
      }
    });
    return el('div', { class: 'd-split-row' },
      el('div', { class: 'pile-bar d-bar', 'aria-hidden': 'true' }, el('div', { class: 'pile-bar-fill', style: { width: '100%' } }),
        el('span', { class: 'pile-bar-label' }, t('sds-bar-counters', { n: pile, count: fmtInt(pile) }))),
      el('label', { class: 'd-split-label' }, `${t('sds-split-after')} `, input),
      el('button', {
        type: 'button', class: 'btn btn-small d-split-go', 'data-pile': i, 'data-key': `go-${i}`, disabled: !open || st.del === i, onclick: go,
        'aria-label': t('sds-split-there', { i: i + 1 }),
      }, t('sds-split')));
  }
  const items = [];
  const tab = tabGap(st, i, pile, hint);
  const gapsOpen = open && st.del !== i;
  for (let c = 1; c <= pile; c++) {
    items.push(el('span', { class: `dot${chosen !== null && c > chosen ? ' d-right' : ''}`, 'aria-hidden': 'true' }));
    if (c < pile) {
      items.push(el('button', {
        type: 'button', class: `d-gap${hintX === c ? ' hinted' : ''}${chosen === c ? ' chosen' : ''}`,
        'data-pile': i, 'data-x': c, 'data-key': `gap-${i}-${c}`, disabled: !gapsOpen, 'data-active': c === tab ? 'true' : null,
        title: t('sds-gap-title', { c: String(c), d: String(pile - c) }), 'aria-label': t('sds-gap-label', { i: i + 1, c: String(c), d: String(pile - c) }),
        'aria-pressed': chosen === c ? 'true' : 'false', onclick: () => chooseSplit(st, i, c),
      }));
    }
  }
  return el('div', {
    class: 'd-counters', role: 'group',
    'aria-label': t(st.del === i ? 'sds-pile-counters-deleted' : 'sds-pile-counters', { i: i + 1, n: pile, count: fmtInt(pile) }),
  }, items);
}

function table(st, p, open, hint) {
  const rows = alignedCells(p.piles).map((row, i) => {
    const deleting = st.del === i;
    const hintDelete = !!hint && hint.delete === i;
    const hintSplit = !!hint && hint.split === i;
    const splitting = !!st.split && st.split.index === i;
    // (explicit roles: on a phone the rows are laid out as flex boxes, css/single_delete.css)
    for (const cell of row.cells) cell.setAttribute('role', 'cell');
    return el('tr', {
      role: 'row',
      class: `d-pile${deleting ? ' deleting' : ''}${st.split && st.split.index === i ? ' splitting' : ''}${hintDelete ? ' hint-delete' : ''}${hintSplit ? ' hint-split' : ''}`,
      'data-pile': i, 'data-size': row.value,
    },
    el('th', { scope: 'row', role: 'rowheader', class: 'd-pile-name' }, t('sds-pile', { i: i + 1 })),
    el('td', { role: 'cell', class: 'd-del-cell' }, el('button', {
      type: 'button', class: `btn btn-small d-del${hintDelete ? ' hinted' : ''}`, 'data-pile': i, 'data-key': `del-${i}`,
      disabled: !open || splitting, title: splitting ? t('sds-to-split') : null,
      'aria-pressed': deleting ? 'true' : 'false', 'aria-label': t(deleting ? 'sds-deleting-label' : 'sds-delete-label', { i: i + 1, count: fmtInt(row.value) }),
      onclick: () => chooseDelete(st, i),
    }, el('span', { class: 'd-del-word' }, t(deleting ? 'sds-deleting' : 'sds-delete')), el('span', { class: 'd-del-icon', 'aria-hidden': 'true' }, '✕'))),
    el('td', { role: 'cell', class: 'd-counter-cell' }, counters(st, row.value, i, open, hint)),
    el('td', { role: 'cell', class: 'd-size' }, fmtInt(row.value)),
    row.cells);
  });
  return el('table', { class: 'd-board-table dd', id: `${st.ids}board-table`, role: 'table' },
    el('caption', { class: 'visually-hidden' }, t('sds-board-caption', { piles: pilesText(p.piles) })),
    el('tbody', { role: 'rowgroup' }, rows));
}

function choiceLine(st, p) {
  if (st.del === null && !st.split) {
    return el('span', { class: 'd-choose' }, tNodes('sds-choose', null, {
      delete: el('strong', null, el('span', { class: 'd-del-word' }, t('sds-delete')), el('span', { class: 'd-del-icon' }, '✕')),
    }));
  }
  const v = piles(st);
  const parts = [
    st.del === null ? t('sds-choose-delete') : t('sds-choice-delete', { count: fmtInt(v[st.del]), i: st.del + 1 }),
    st.split ? t('sds-choice-split', { count: fmtInt(v[st.split.index]), x: fmtInt(st.split.x), y: fmtInt(v[st.split.index] - st.split.x) })
      : t('sds-choose-split'),
  ];
  return el('span', { class: 'd-choose', id: `${st.ids}choice` }, t('sds-your-move', { first: parts[0], second: parts[1] }));
}

function controlsView(st, p, open) {
  if (p.over) {
    return el('button', { type: 'button', class: 'btn btn-primary', id: `${st.ids}play-again`, 'data-key': 'again', onclick: () => st.api.reset() }, t('sds-play-again'));
  }
  if (!open) {
    const words = t(st.pending ? 'sds-playing' : st.view.thinking === 'loading' ? 'sds-setting-up' : 'sds-thinking');
    return el('span', { class: 'waiting' }, words);
  }
  return [
    choiceLine(st, p),
    st.del !== null || st.split ? el('button', {
      type: 'button', class: 'btn btn-small btn-quiet', id: `${st.ids}clear`, 'data-key': 'clear', onclick: () => clearChoice(st),
    }, t('sds-clear')) : null,
  ];
}

/** The data-key of the focused control of the board (or 'board'), or null. */
function focusedKey(st) {
  const node = focusedIn(st.host);
  if (!node || !st.host.contains(node)) return null;
  return node.dataset.key || 'board';
}

function restoreFocus(st, key, open, p) {
  if (!key) return;
  const enabled = (k) => {
    const node = k && st.host.querySelector(`[data-key="${k}"]`);
    return node && !node.disabled ? node : null;
  };
  const pile = /^(?:del|gap|split|go)-(\d+)/.exec(key);
  const target = enabled(key)
    || (p.over ? enabled('again') : null)
    || (open && pile ? enabled(`del-${pile[1]}`) : null)
    || (open ? st.boardBox.querySelector('button.d-del:not(:disabled)') : null);
  (target || st.boardBox).focus();
}

function render(st, v) {
  st.view = v;
  const p = v.position;
  if (!p) {
    fill(st.boardBox);
    fill(st.controls);
    st.controls.dataset.turn = 'none';
    st.controls.dataset.moves = '0';
    st.drawnKey = null;
    st.positionKey = null;
    return;
  }
  const pk = `${v.epoch}|${p.moves.length}`;
  if (pk !== st.positionKey) {
    st.positionKey = pk;
    st.del = null;
    st.split = null;
    st.activeGap.clear();
  }
  const open = mine(st);
  st.controls.dataset.turn = p.over ? 'over' : v.myTurn ? 'you' : 'engine';
  st.controls.dataset.moves = String(p.moves.length);
  const hint = hinted(st);
  const key = [pk, open, p.over, v.thinking, st.pending, st.del, st.split ? `${st.split.index}.${st.split.x}` : '',
    hint ? `${hint.delete}.${hint.split}.${hint.x}` : ''].join('|');
  if (key === st.drawnKey) return;
  st.drawnKey = key;
  const focused = focusedKey(st);
  fill(st.boardBox, table(st, p, open, hint));
  st.roving.attach(st.boardBox);
  fill(st.controls, controlsView(st, p, open));
  restoreFocus(st, focused, open, p);
}

function redraw(st) {
  if (st.view) render(st, { ...st.api.view() });
}

// --- keys --------------------------------------------------------------------------------------

/** The control of pile i that a key goes to: its gap (or number field) once a pile is chosen to
 *  delete (and it is another), else its Delete button. */
function controlOf(st, i, gapsFirst) {
  const row = st.boardBox.querySelector(`tr.d-pile[data-pile="${i}"]`);
  if (!row) return null;
  const gap = row.querySelector('button.d-gap[data-active]:not(:disabled)') || row.querySelector('input.d-split-input:not(:disabled)');
  const delButton = row.querySelector('button.d-del:not(:disabled)');
  return gapsFirst ? gap || delButton : delButton;
}

/** Digits: the pile with that number. */
function digits(st, d) {
  if (!st.view || !st.view.position) return;
  const i = Number(d) - 1;
  const target = controlOf(st, i, st.del !== null && st.del !== i);
  if (target) target.focus();
}

/** Where an arrow, Home or End goes from `node` (null: nowhere): along its pile's row
 *  (Delete, then the gaps or the field and Split), or to the same control of the next pile. */
function navigate(st, node, key) {
  const m = /^(del|gap|split|go)-(\d+)/.exec(node.dataset.key || '');
  if (!m) return null;
  const i = Number(m[2]);
  if (key === 'ArrowUp' || key === 'ArrowDown') return controlOf(st, i + (key === 'ArrowDown' ? 1 : -1), m[1] !== 'del');
  const row = [...st.boardBox.querySelectorAll(`tr.d-pile[data-pile="${i}"] [data-key]`)].filter((n) => !n.disabled);
  const at = row.indexOf(node);
  if (key === 'Home') return row[0] || null;
  if (key === 'End') return row[row.length - 1] || null;
  return row[Math.max(0, Math.min(row.length - 1, at + (key === 'ArrowRight' ? 1 : -1)))] || null;
}

function focus(st) {
  const again = st.controls.querySelector('[data-key="again"]');
  if (again) again.focus();
  else if (!st.roving.focus(st.boardBox)) st.boardBox.focus();
}
