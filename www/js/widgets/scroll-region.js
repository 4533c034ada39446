// A box that scrolls (a wide table on a phone, a tall table, a long row of digits, a board wider
// than the screen) must be reachable by keyboard, or its hidden part is out of reach (axe
// scrollable-region-focusable): while its content overflows it and nothing inside it is in the
// tab order, the box itself is — a named region (tabindex 0, the page's focus ring; the arrows
// scroll it). A box that fits, or whose buttons are reachable anyway, adds no tab stop and no
// landmark. Its size, its content's size and its content's focusability are watched, so a
// table drawn again, a phone turned or a board whose moves are closed while the engine thinks
// is followed.

import { focusedIn } from '../core/dom.js';

/** What Tab reaches inside a box (enough for our widgets: no contenteditable, no audio). */
const tabbable = ['[tabindex]:not([tabindex^="-"])', 'a[href]', 'summary', 'textarea:not(:disabled)', 'select:not(:disabled)',
  'button:not(:disabled):not([tabindex^="-"])', 'input:not(:disabled):not([type="hidden"]):not([tabindex^="-"])'].join(',');

/**
 * Makes `box` reachable while it scrolls, named `label`. options.keepRole: the box keeps its own
 * role (a list stays a list, a toolbar a toolbar; its label is set always, and only tabindex
 * follows the overflow). Returns the box.
 */
export function scrollRegion(box, label, options = {}) {
  const keepRole = !!options.keepRole;
  const initialTabindex = box.getAttribute('tabindex');
  if (keepRole) box.setAttribute('aria-label', label);
  const check = () => {
    const over = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
    if (over && !box.querySelector(tabbable)) {
      if (box.getAttribute('tabindex') !== '0') box.setAttribute('tabindex', '0');
      if (!keepRole && box.getAttribute('role') !== 'region') {
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', label);
      }
    } else if (box.getAttribute('tabindex') === '0' && initialTabindex !== '0' && focusedIn(box) !== box) {
      // (a focused box keeps its stop until the focus leaves: the reader is in it)
      if (initialTabindex === null) box.removeAttribute('tabindex');
      else box.setAttribute('tabindex', initialTabindex);
      if (!keepRole) {
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    }
  };
  const sizes = new ResizeObserver(check);
  const watchChildren = () => {
    for (const child of box.children) sizes.observe(child);
  };
  sizes.observe(box);
  watchChildren();
  new MutationObserver((records) => {
    if (records.some((r) => r.type === 'childList' && r.target === box)) watchChildren();
    check();
  }).observe(box, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'tabindex', 'hidden'] });
  box.addEventListener('focusout', check);
  return box;
}
