// The game kind of every one-pile game whose move takes some counters (the move-function game,
// periodic f(n, x), subtraction sets, take-away games): the engine's game object has state(),
// play(take), hint() → {take, winning, why} and engineMove() → {take, why}; this file says how
// the player widget drives it, once for all of them. A family adds how to build its game and,
// if it likes, how to word the limit.

import { el, withSubscripts } from '../core/dom.js';
import { freeEngineObject } from '../core/engine.js';
import { say } from '../core/words.js';
import { takeBoard } from './take-board.js';
import { t } from '../core/i18n.js';
import { count, number, parts } from './play-words.js';

/** "1 to 6", "1, 3 or 4", "3" (in the page's language). */
export function takesInWords(l) {
  if (l.takes) {
    const words = Array.from(l.takes, number);
    if (words.length <= 1) return words.join('');
    return t('play-list-or', { most: words.slice(0, -1).join(t('play-list-comma')), last: words[words.length - 1] });
  }
  return l.from === l.to ? number(l.from) : t('play-takes-range', { from: count(l.from), to: count(l.to) });
}

/**
 * spec: {
 *   name          the widget name ('move-fn', 'subtraction', 'take-away')
 *   create(settings) → the engine's game object
 *   legal(position) → {from, to} | {takes} (default {from: 1, to: position.max})
 *   limit(position, view) → nodes for the status line (default " · may take 1 … max")
 *   overText(position, won) (optional)
 * }
 */
export function takeGameKind(spec) {
  const legal = spec.legal || ((p) => ({ from: 1, to: Number(p.max) }));
  return {
    name: spec.name,
    create: spec.create,
    read: (game) => game.state(),
    apply: (game, action) => game.play(action.take),
    next: (p, me) => (p.over || p.toMove === me ? null : {
      who: 'engine',
      doing: 'thinking',
      run: (game) => {
        const r = game.engineMove();
        return { action: { take: Number(r.take) }, why: r.why, message: r.message, winning: r.winning };
      },
    }),
    hint: (game) => {
      const h = game.hint();
      return { ...h, take: Number(h.take), action: { take: Number(h.take) } };
    },
    hintText: (h) => t('play-hint-take', { take: count(h.take) }),
    board: takeBoard(legal),
    legal,
    status: (p, v) => el('span', { class: 'limit' }, spec.limit ? spec.limit(p, v) : defaultLimit(p, v)),
    said: (r) => [el('strong', null, t('play-engine-took', { take: count(r.action.take) })), withSubscripts(say(r.answer?.message, r.why || ''))],
    announce: (r, p) => {
      const take = count(r.action.take);
      const pile = count(p.pile);
      if (r.by === 'engine') {
        if (p.over) return t('play-said-engine-last', { take });
        return t('play-said-engine', { take, pile, takes: takesInWords(legal(p)) });
      }
      return p.over ? t('play-said-you-last', { take }) : t('play-said-you', { take, pile });
    },
    overText: spec.overText,
    moveEvent: (r) => ({ take: Number(r.action.take) }),
    free: freeEngineObject,
  };
}

/** " · may take 1 … max", with the limit when the pile caps it. */
function defaultLimit(p, v) {
  const capped = Number(p.limit) > Number(p.pile);
  const max = el('strong', { id: `${v.ids}max-number` }, number(p.max));
  return [' · ', capped ? parts('play-may-take-capped', { max, limit: count(p.limit) }) : parts('play-may-take', { max })];
}
