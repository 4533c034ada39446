// The list of moves of a game against the engine, shared by every player on the page: who
// took how many, the pile before and after, and the engine's reason for each of its moves.

import { el, fill } from '../core/dom.js';
import { t } from '../core/i18n.js';
import { count } from './play-words.js';

/**
 * Fills `list` (an <ol>) with the moves [{by, take, pileBefore}], oldest first; `me` is the
 * player's index. Options:
 *   what(m, i)         the words after the name (default " took k (pile a → b)")
 *   lead(m, i)         nodes before the name (e.g. "Move 3: ")
 *   extra(m, i, mine)  nodes after the words
 *   why(i)             the engine's reason for move i (shown for its own moves)
 *   attrs(m, i)        more attributes of the item
 */
export function renderMoveLog(list, moves, me, options = {}) {
  const items = Array.from(moves, (m, i) => {
    const mine = m.by === me;
    const why = !mine && options.why ? options.why(i) : null;
    return el('li', { class: mine ? 'move mine' : 'move engine', ...(options.attrs ? options.attrs(m, i) : {}) },
      options.lead ? options.lead(m, i) : null,
      el('span', { class: 'move-who' }, t(mine ? 'play-log-you' : 'play-log-engine')),
      options.what ? options.what(m, i)
        : t(mine ? 'play-log-you-took' : 'play-log-engine-took', { take: count(m.take), change: pileChange(m.pileBefore, m.take) }),
      options.extra ? options.extra(m, i, mine) : null,
      why ? el('span', { class: 'move-why' }, ' — ', why) : null);
  });
  fill(list, items);
}

/** "20 → 17": the pile before a take and after it (in the page's language). */
export function pileChange(before, take) {
  return t('play-pile-change', { before: count(before), after: count(Number(before) - Number(take)) });
}
