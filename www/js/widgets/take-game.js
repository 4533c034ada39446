// The game kind of every one-pile game whose move takes some counters (the move-function game,
// periodic f(n, x), subtraction sets, take-away games): the engine's game object has state(),
// play(take), hint() → {take, winning, why} and engineMove() → {take, why}; this file says how
// the player widget drives it, once for all of them. A family adds how to build its game and,
// if it likes, how to word the limit.

import { el, fmtInt, withSubscripts, andList } from '../core/dom.js';
import { freeEngineObject } from '../core/engine.js';
import { takeBoard } from './take-board.js';

/** "1 to 6", "1, 3 or 4", "3". */
export function takesInWords(l) {
  if (l.takes) {
    if (l.takes.length <= 1) return l.takes.map((k) => fmtInt(k)).join('');
    return andList(l.takes).replace(/ and (\S+)$/, ' or $1');
  }
  return l.from === l.to ? fmtInt(l.from) : `${fmtInt(l.from)} to ${fmtInt(l.to)}`;
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
        return { action: { take: Number(r.take) }, why: r.why, winning: r.winning };
      },
    }),
    hint: (game) => {
      const h = game.hint();
      return { ...h, take: Number(h.take), action: { take: Number(h.take) } };
    },
    hintText: (h) => `Hint: take ${fmtInt(h.take)}. `,
    board: takeBoard(legal),
    legal,
    status: (p, v) => el('span', { class: 'limit' }, spec.limit ? spec.limit(p, v) : defaultLimit(p, v)),
    said: (r) => [el('strong', null, `Engine took ${fmtInt(r.action.take)}. `), withSubscripts(r.why || '')],
    announce: (r, p) => {
      const took = fmtInt(r.action.take);
      const left = `leaving ${fmtInt(p.pile)}`;
      if (r.by === 'engine') {
        if (p.over) return `I took ${took}, the last counter.`;
        return `I took ${took}, ${left}. You may take ${takesInWords(legal(p))}.`;
      }
      return p.over ? `You took ${took}, the last counter.` : `You took ${took}, ${left}.`;
    },
    overText: spec.overText,
    moveEvent: (r) => ({ take: Number(r.action.take) }),
    free: freeEngineObject,
  };
}

/** " · may take 1 … max", with the limit when the pile caps it. */
function defaultLimit(p, v) {
  const capped = Number(p.limit) > Number(p.pile);
  return [' · may take 1 … ', el('strong', { id: `${v.ids}max-number` }, fmtInt(p.max)),
    capped ? ` (limit ${fmtInt(p.limit)}, capped by the pile)` : ''];
}
