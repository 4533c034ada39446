// The player's keys and focus (widgets/player.js): H, U, N, ? and the digits typed into the board;
// the focus kept in the game when a redraw takes its control away.

import { focusedIn } from '../../core/dom.js';
import { showHint, undo, reset, toggleHelp } from './state.js';

/** The keys help of take games (a kind may bring its own: kind.keysHelp): [key, what it does],
 *  each as text or as {id, args}, a message of the catalogues (worded in the page's language). */
export const keysHelp = [
  [{ id: 'play-key-tab' }, { id: 'play-keys-tab' }],
  ['1 … 9, 0', { id: 'play-keys-digits' }],
  ['← →', { id: 'play-keys-arrows' }],
  [{ id: 'play-key-enter' }, { id: 'play-keys-enter' }],
  ['H', { id: 'play-keys-hint' }],
  ['U', { id: 'play-keys-undo' }],
  ['N', { id: 'play-keys-new' }],
  ['?', { id: 'play-keys-help' }],
];

/** The game's keydown handler. */
export function onKey(p, e) {
  const { board } = p;
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const target = e.composedPath ? e.composedPath()[0] : e.target;
  const typing = target && (target.tagName === 'INPUT' && target.type !== 'radio') || target?.tagName === 'TEXTAREA';
  if (!typing && /^[0-9]$/.test(e.key) && board.digits) {
    e.preventDefault();
    board.digits(e.key);
    return;
  }
  if (typing) return;
  // Enter after a typed number no move has: the board sends it to the engine, which refuses it
  // (not the focused move played instead)
  if (e.key === 'Enter' && board.enter?.()) {
    e.preventDefault();
    return;
  }
  if (e.key !== 'Shift') board.forget?.();
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const actions = { h: showHint, u: undo, n: reset, '?': toggleHelp };
  if (actions[key]) {
    e.preventDefault();
    actions[key](p);
  }
  // (the arrows belong to the board's groups of moves, widgets/roving.js, and to the radio buttons)
}

/** Focus stays in the game when a redraw takes its control away (N, U, New game, a move: the
 *  focused button is drawn again, or disabled while the engine answers): focusIn says the game had
 *  it, and the function returned, called after each redraw, gives it back to the board. A focus
 *  the user moves away (a click on the page, Tab) is theirs. */
export function keepFocus(p, root) {
  let focusIn = false;
  root.addEventListener('focusin', () => { focusIn = true; });
  root.addEventListener('focusout', (e) => {
    if (e.relatedTarget && root.contains(e.relatedTarget)) return;
    if (e.relatedTarget) {
      focusIn = false;
      return;
    }
    // lost to nothing: a control still there and usable lost it to a click on the page (the
    // user's choice); one removed or disabled by a redraw did not
    const from = e.target;
    queueMicrotask(() => {
      if (from.isConnected && !from.disabled && from.getClientRects().length > 0) focusIn = false;
    });
  });
  // gives the focus back to the board when a redraw lost it (nothing has it: <body>)
  return () => {
    if (!focusIn || !root.isConnected) return;
    const active = focusedIn(root);
    if (active && root.contains(active)) return;
    const doc = root.ownerDocument;
    const lost = (!active || active === doc.body) && (!doc.activeElement || doc.activeElement === doc.body);
    if (!lost) {
      focusIn = false;
      return;
    }
    p.board.focus?.();
    if (!root.contains(focusedIn(root))) root.focus({ preventScroll: true });
  };
}
