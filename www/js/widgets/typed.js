// A number typed on a board while the game has focus (digits, then Enter). The board focuses the
// move with that number; a number that no move has stays pending, and Enter sends it to the
// engine as it was typed, which refuses it with its own words ("from 20 you may take 3 to 5, not
// 2"): a typed number is never replaced by another move. Any other key, or a click, forgets it.

/** resetMs: a pause after which the next digit starts a new number. */
export function createTyped(resetMs = 1200) {
  let typed = '';
  let pending = null;
  let timer = null;
  return {
    /** Adds a digit; returns the number typed so far (a decimal string, no leading zeros). */
    add(d) {
      clearTimeout(timer);
      timer = setTimeout(() => { typed = ''; }, resetMs);
      typed = `${typed}${d}`.replace(/^0+(?=\d)/, '').slice(0, 16);
      return typed;
    },
    /** The number no move has (Enter sends it), or null when the typed one has focus. */
    hold(n) { pending = n; },
    /** The pending number, forgotten; null when there is none. */
    take() {
      const n = pending;
      pending = null;
      return n;
    },
    forget() {
      pending = null;
      typed = '';
      clearTimeout(timer);
    },
  };
}
