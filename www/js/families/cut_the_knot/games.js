// The Cut-the-Knot family's games as the player widget drives them (Bogomolny 2002; Schwenk
// 1970). The settings are the element's attributes:
//   subtraction {set, pile}  take a number of counters from the set (One Pile with Min/Max when
//                            the set is one range Min..Max); who cannot move loses
//   take-away   {f, pile}    the move-function game of f started at (N, N − 1): the first move
//                            takes anything but the whole pile, then at most f(previous take);
//                            the position carries the pile written with Schwenk's H, before and
//                            after the last move (drawn by the board)
//   sum         {f, piles}   a row of take-away games (piles "4, 6, 9"); a move plays in one
//                            pile: the action is {pile (0-based), take}
// The engine holds the positions, the legal takes, its replies and the hints (the take-away
// game's in Schwenk's words: H and the smallest part, not the move-function game's B_f and g).

import { el, fmtInt, withSubscripts } from '../../core/dom.js';
import { freeEngineObject } from '../../core/engine.js';
import { say } from '../../core/words.js';
import { t } from '../../core/i18n.js';
import { newSubtractionGame, newTakeawayGame, newSumGame, takeawayRepresentation } from './engine.js';
import { takeGameKind, takesInWords } from '../../widgets/take-game.js';
import { count, parts } from '../../widgets/play-words.js';
import { pileChange } from '../../widgets/movelog.js';
import { takeawayBoard } from './takeaway/board.js';
import { sumBoard, nimSumText } from './sum/board.js';
// The games' own words (the subtraction game's end, the row's moves): a course page's game loads
// this part, not the section's.
import '../../i18n/cut_the_knot/index.js';
import '../../i18n/cut_the_knot_play/index.js';

// --- subtraction games ----------------------------------------------------------------------

/** The takes the engine allows now (its state lists them). */
const subtractionLegal = (p) => ({ takes: Array.from(p.legal || [], Number) });

const subtractionKind = takeGameKind({
  name: 'subtraction',
  create: (s) => newSubtractionGame(String(s.set), Number(s.pile)),
  legal: subtractionLegal,
  limit: (p, v) => [' · ', p.legal && p.legal.length
    ? parts('ckp-may-take', { takes: el('strong', { id: `${v.ids}takes` }, takesInWords(subtractionLegal(p))) })
    : t('ckp-no-move')],
  overText: (p, won) => t('ckp-cannot-move', { who: won ? 'engine' : 'you', pile: count(p.pile) }),
});

export const subtractionGame = {
  ...subtractionKind,
  // the game may end with counters left (fewer than the smallest take)
  announce: (r, p) => {
    const take = count(r.action.take);
    const pile = count(p.pile);
    if (r.by === 'engine') {
      if (p.over) return t('ckp-said-engine-stuck', { take, pile });
      return t('play-said-engine', { take, pile, takes: takesInWords(subtractionLegal(p)) });
    }
    return p.over ? t('ckp-said-you-stuck', { take, pile }) : t('play-said-you', { take, pile });
  },
};

// --- take-away games ------------------------------------------------------------------------

/** Each game's f (the board writes its piles with H). */
const rules = new WeakMap();
const reprCache = new Map();
const reprCacheSize = 200;

/** The engine's representation of a pile by H, or {error} when H cannot write it. */
function pileRepresentation(f, pile) {
  const key = `${f}|${pile}`;
  if (!reprCache.has(key)) {
    let repr;
    try {
      repr = takeawayRepresentation(f, String(pile));
    } catch (err) {
      // (the refusal itself: the board words it in the language shown)
      repr = { error: err };
    }
    if (reprCache.size >= reprCacheSize) reprCache.clear();
    reprCache.set(key, repr);
  }
  return reprCache.get(key);
}

const takeawayKind = takeGameKind({
  name: 'take-away',
  create: (s) => {
    const game = newTakeawayGame(String(s.f), Number(s.pile));
    rules.set(game, String(s.f));
    return game;
  },
});

export const takeawayGame = {
  ...takeawayKind,
  /** The position, with repr: {before (the pile before the last move), now}, each the engine's
   *  takeawayRepresentation, {error}, or null. */
  read: (game) => {
    const p = game.state();
    const f = rules.get(game);
    const last = p.moves.length ? p.moves[p.moves.length - 1] : null;
    p.repr = {
      before: last ? pileRepresentation(f, last.pileBefore) : null,
      now: Number(p.pile) > 0 ? pileRepresentation(f, p.pile) : null,
    };
    return p;
  },
  board: takeawayBoard(takeawayKind.legal),
};

// --- a row of take-away games (a sum) -------------------------------------------------------

/** The piles of the row "4, 6, 9" (the engine checked it), or an array of numbers. */
function rowPiles(piles) {
  if (Array.isArray(piles)) return piles.map(Number);
  return String(piles).split(',').map((p) => Number(p.trim()));
}

export const sumGame = {
  name: 'sum',
  create: (s) => newSumGame(String(s.f), rowPiles(s.piles)),
  read: (game) => {
    const p = game.state();
    p.piles = Array.from(p.components, (c) => Number(c.pile));
    return p;
  },
  apply: (game, action) => game.play(Number(action.pile), Number(action.take)),
  next: (p, me) => (p.over || p.toMove === me ? null : {
    who: 'engine',
    doing: 'thinking',
    run: (game) => {
      const r = game.engineMove();
      return { action: { pile: Number(r.component), take: Number(r.take) }, why: r.why, message: r.message, winning: r.winning };
    },
  }),
  hint: (game) => {
    const h = game.hint();
    const pile = Number(h.component);
    const take = Number(h.take);
    return { ...h, component: pile, take, action: { pile, take } };
  },
  hintText: (h) => t('ckp-hint', { take: count(h.take), i: h.component + 1 }),
  board: sumBoard,
  positionText: (p) => el('span', { class: 'pile-count' }, parts('ckp-piles', { piles: el('strong', null, p.piles.map(fmtInt).join(', ')) })),
  said: (r) => [el('strong', null, t('ckp-engine-took', { take: count(r.action.take), i: r.action.pile + 1 })),
    withSubscripts(say(r.answer?.message, r.why || ''))],
  announce: (r, p) => {
    const { pile, take } = r.action;
    const args = { who: r.by === 'engine' ? 'engine' : 'you', take: count(take), i: pile + 1 };
    if (p.over) return t('ckp-said-last', args);
    const left = Number(p.components[pile].pile);
    return t(left ? 'ckp-said-left' : 'ckp-said-emptied', { ...args, left: count(left), sum: nimSumText(p) });
  },
  logOptions: (v) => ({
    what: (m) => t('ckp-log-took', { who: m.by === v.me ? 'you' : 'engine', take: count(m.take), i: m.component + 1, change: pileChange(m.pileBefore, m.take) }),
    why: (i) => {
      const r = v.records.filter((x) => x.moved)[i];
      return r && r.by === 'engine' && r.why ? withSubscripts(say(r.answer?.message, r.why)) : null;
    },
  }),
  // pile: the index played (as in the action), left: what is left there
  moveEvent: (r, p) => ({
    pile: r.action.pile, take: r.action.take, left: p.piles[r.action.pile], piles: p.piles, nimSum: Number(p.nimSum),
  }),
  free: freeEngineObject,
};
