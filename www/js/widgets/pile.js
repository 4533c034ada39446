// A pile of counters: dots (the counters just taken shown as ghosts) or, when large, a bar with
// the count. Decorative: the player's status line says the number in words.

import { el, fill } from '../core/dom.js';
import { l10n } from '../core/i18n.js';
import { count } from './play-words.js';

const dotLimit = 60;

/** Draws `pile` counters into box (lastTake of them just taken; startPile scales the bar). */
export function drawPile(box, pile, lastTake = 0, startPile = pile) {
  const n = Number(pile);
  const ghost = lastTake && n + lastTake <= dotLimit ? lastTake : 0;
  if (n + ghost <= dotLimit) {
    const dots = [];
    for (let i = 0; i < n; i++) dots.push(el('span', { class: 'dot' }));
    for (let i = 0; i < ghost; i++) dots.push(el('span', { class: 'dot ghost' }));
    fill(box, el('div', { class: 'dots' }, dots));
  } else {
    const pct = Math.max(0.5, (100 * n) / Math.max(1, Number(startPile)));
    fill(box, el('div', { class: 'pile-bar' },
      el('div', { class: 'pile-bar-fill', style: { width: `${Math.min(100, pct)}%` } }),
      l10n(el('span', { class: 'pile-bar-label' }), 'play-counters', { n: count(pile) })));
  }
}
