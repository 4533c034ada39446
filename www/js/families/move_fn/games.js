// The move-function game as the player widget drives it (Holshouser & Reiter 2003), and its
// periodic generalisation f(n, x) in the game G_i (Holshouser & Reiter 2006) when t ≥ 2. The
// settings are the element's attributes (the engine's elementSpec): {f, t, i (the game G_i), pile, max}.

import { el } from '../../core/dom.js';
import { newGame, newPeriodicGame } from '../../core/engine.js';
import { takeGameKind } from '../../widgets/take-game.js';

/** G₁₂ for game 12. */
export function subDigits(k) {
  const digits = '₀₁₂₃₄₅₆₇₈₉';
  return String(k).replace(/\d/g, (d) => digits[Number(d)]);
}

export const moveFnGame = takeGameKind({
  name: 'move-fn',
  create: (s) => (Number(s.t) > 1
    ? newPeriodicGame(s.f, Number(s.t), Number(s.i || 0), Number(s.pile), Number(s.max))
    : newGame(s.f, Number(s.pile), Number(s.max))),
});

/** The periodic game: the same, always built as a periodic game (with t = 1 too, where f may
 *  still name n), with the game G_i named in the status line. */
export const periodicGame = {
  ...moveFnGame,
  create: (s) => newPeriodicGame(s.f, Number(s.t), Number(s.i || 0), Number(s.pile), Number(s.max)),
  status: (p, v) => [moveFnGame.status(p, v),
    el('span', { class: 'turn' }, ' · game ', el('strong', null, `G${subDigits(p.game ?? 0)}`))],
};

/** An element's move-function game is the periodic one when its period t is 2 or more. */
moveFnGame.variant = (settings) => (Number(settings.t) > 1 ? periodicGame : moveFnGame);
