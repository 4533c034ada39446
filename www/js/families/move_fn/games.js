// The move-function game as the player widget drives it (Holshouser & Reiter 2003), and its
// periodic generalisation f(n, x) in the game G_i (Holshouser & Reiter 2006). The settings are
// the element's attributes (the engine's elementSpec): {f, t, i (the game G_i), pile, max}; which
// of the two an element plays is the engine's word (elementSettings' section: elements/game.js).

import { el } from '../../core/dom.js';
import { make, makeWith } from '../../core/engine.js';
import { takeGameKind } from '../../widgets/take-game.js';
import { parts } from '../../widgets/play-words.js';
import '../../i18n/move_fn/index.js';

/** A game of f from (pile, max); the engine keeps the position and the legal moves. */
export function newGame(f, pile, max) {
  return make('Game', f, pile, max);
}

/** A game G_game of the periodic f from (pile, max). */
export function newPeriodicGame(f, t, game, pile, max) {
  return makeWith('Game', 'periodic', f, t, game, pile, max);
}

/** G₁₂ for game 12. */
export function subDigits(k) {
  const digits = '₀₁₂₃₄₅₆₇₈₉';
  return String(k).replace(/\d/g, (d) => digits[Number(d)]);
}

export const moveFnGame = takeGameKind({
  name: 'move-fn',
  create: (s) => newGame(s.f, Number(s.pile), Number(s.max)),
});

/** The periodic game: the same, always built as a periodic game (with t = 1 too, where f may
 *  still name n), with the game G_i named in the status line (in the play part's words). */
export const periodicGame = {
  ...moveFnGame,
  create: (s) => newPeriodicGame(s.f, Number(s.t), Number(s.i || 0), Number(s.pile), Number(s.max)),
  status: (p, v) => [moveFnGame.status(p, v),
    el('span', { class: 'turn' }, ' · ', parts('play-in-game', { game: el('strong', null, `G${subDigits(p.game ?? 0)}`) }))],
};

/** The kind an element plays for each section elementSettings names (by default moveFnGame). */
moveFnGame.variants = { periodic: periodicGame };
