// One tab stop for a group of controls: the roving tabindex of the WAI-ARIA toolbar pattern
// (https://www.w3.org/WAI/ARIA/apg/patterns/toolbar/), shared by every board whose moves are
// many buttons (the takes, blocking Nim's chips, the piles and takes of a sum, single-delete
// Nim's Delete buttons and gaps). Tab reaches the group once, on the control that last had focus
// (tabindex 0; the others -1); ← → (and ↑ ↓) move within it (← → as the group reads: mirrored
// right to left), Home and End go to its ends; Enter
// or Space press the focused control as ever. Disabled controls are skipped, as native disabled
// buttons take no focus (blocking Nim's announcement names the forbidden takes, and what may be
// taken). The boards draw their controls again after
// every move: the group remembers the focused control by a key and gives the tab stop back to it
// (or to the one nearest where it was) in the new drawing.
//
// A board makes one rover and calls attach(container) on each new drawing of the group; typed
// digits and clicks that focus a control move the tab stop too (focusin).

/** The keys that move within a group, by direction (in a left-to-right group). */
const keyMoves = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** ← and → as the group reads: in a right-to-left one (a page or element in Arabic lays its
 *  rows out from the right) → goes back and ← on, as the APG asks; a group the stylesheet keeps
 *  left to right (digits, a plot) keeps them, and so do ↑ ↓. */
export function readingKey(node, key) {
  if ((key !== 'ArrowLeft' && key !== 'ArrowRight') || getComputedStyle(node).direction !== 'rtl') return key;
  return key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
}

/** Controls that keep ← → and Home / End for their caret (a number field keeps ↑ ↓ too). */
function editsText(node) {
  return node.tagName === 'TEXTAREA' || (node.tagName === 'INPUT' && !['radio', 'checkbox', 'button'].includes(node.type));
}

const enabled = (node) => !!node && !node.disabled;

/**
 * options:
 *   items(container)        the group's controls in order (default: its buttons and inputs)
 *   key(node)               what identifies a control across drawings (default data-key, data-take,
 *                           data-option, id)
 *   wrap                    ← on the first goes to the last and → on the last to the first (a
 *                           radio group); default false: they stop at the ends (a toolbar)
 *   navigate(node, key, items) → a control, null (no move), or undefined (the default move):
 *                           a board's own geometry (single-delete Nim's rows of gaps)
 *   activate(node)          instead of focusing the control reached (a radio group chooses it)
 * Returns {attach(container, current?), focus(container) → bool}.
 */
export function createRoving(options = {}) {
  const items = options.items || ((container) => [...container.querySelectorAll('button, input, select')]);
  const keyOf = options.key || ((node) => node.dataset.key ?? node.dataset.take ?? node.dataset.option ?? node.id);
  let remembered = null;   // the key of the control that had focus last
  let rememberedAt = 0;    // and its place in the group then

  /** The control that gets the tab stop: the remembered one, else the enabled one nearest its place. */
  function stop(list) {
    const open = list.filter(enabled);
    if (!open.length || remembered === null) return open[0] || null;
    const same = open.find((n) => keyOf(n) === remembered);
    if (same) return same;
    const distance = (n) => Math.abs(list.indexOf(n) - rememberedAt);
    return open.reduce((best, n) => (distance(n) < distance(best) ? n : best));
  }

  function mark(container, target) {
    for (const n of items(container)) n.tabIndex = n === target ? 0 : -1;
  }

  function remember(container, node) {
    const list = items(container);
    if (!list.includes(node)) return;
    remembered = keyOf(node);
    rememberedAt = list.indexOf(node);
    mark(container, node);
  }

  /** Focuses the control reached (focusin remembers it), or chooses it (a radio group, whose
   *  drawing again gives the stop to the chosen one). */
  function move(node) {
    if (options.activate) options.activate(node);
    else node.focus();
  }

  function onKey(container, e) {
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    const target = e.target;
    const list = items(container);
    if (!list.includes(target)) return;
    const key = readingKey(container, e.key);
    const direction = keyMoves[key];
    if (!direction && key !== 'Home' && key !== 'End') return;
    const vertical = key === 'ArrowUp' || key === 'ArrowDown';
    if (editsText(target) && (!vertical || target.type === 'number')) return;
    const open = list.filter(enabled);
    let next;
    if (options.navigate) next = options.navigate(target, key, list);
    if (next === undefined) {
      const at = open.indexOf(target);
      if (key === 'Home') next = open[0];
      else if (key === 'End') next = open[open.length - 1];
      else if (at < 0) next = open[0];
      else if (options.wrap) next = open[(at + direction + open.length) % open.length];
      else next = open[Math.max(0, Math.min(open.length - 1, at + direction))];
    }
    e.preventDefault();
    if (next && next !== target) move(next);
  }

  /** Gives the tab stop of a new drawing of the group, and listens to its keys and focus.
   *  `current`: the key that must hold the stop (a radio group's chosen one), if any. */
  function attach(container, current = null) {
    if (current !== null && current !== undefined) remembered = String(current);
    if (!container.dataset.roving) {
      container.dataset.roving = 'true';
      container.addEventListener('keydown', (e) => onKey(container, e));
      container.addEventListener('focusin', (e) => remember(container, e.target));
    }
    mark(container, stop(items(container)));
    return container;
  }

  /** Focuses the group's tab stop; false when no control is open. */
  function focus(container) {
    const target = stop(items(container));
    if (!target) return false;
    mark(container, target);
    target.focus();
    return true;
  }

  return { attach, focus };
}
