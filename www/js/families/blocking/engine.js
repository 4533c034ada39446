// Blocking Nim's engine wrappers (Flammenkamp, Holshouser & Reiter 2003; src/wasm/blocking), on
// core/engine.js's door: sequences c_i, m_i, M_i, each an expression in i or a list.

import { engine, make, asU32, asU8, oneStepJob } from '../../core/engine.js';

/** {ok, canonical, kind, constantFrom} or {ok: false, message, column, caret}; never throws. */
export function checkSeq(text) {
  return engine.checkSeq(text);
}

/** {c, m, M, u}: the values at i = 1..n; throws the engine's message naming the sequence and i. */
export function blockingValues(c, m, M, n) {
  return engine.blockingValues(c, m, M, n);
}

/** Brute force for moves 1..moves on piles 0..upto beside Theorem 1, the conditions and the claims. */
export function blockingAnalysis(c, m, M, upto, moves) {
  const result = engine.blockingAnalysis(c, m, M, upto, moves);
  for (const level of result.levels || []) {
    level.safe = asU8(level.safe);
    level.runs = asU32(level.runs); // pairs laid flat: a0, b0, a1, b1, …
    level.intervals = asU32(level.intervals);
  }
  return result;
}

/** Theorem 1's formula at any pile (a decimal string, up to 10^18) at move `move`. */
export function blockingFormula(c, m, M, pile, move) {
  return engine.blockingFormula(c, m, M, String(pile), move);
}

/** A game of blocking Nim from `pile`; blocks and moves go through the object. */
export function newBlockingGame(c, m, M, pile) {
  return make('BlockingGame', c, m, M, pile);
}

/** The job {kind: 'blocking', c, m, M, upto, moves} (index.js declares it): blockingAnalysis. */
export const analysisJob = ({ c, m, M, upto, moves }) => oneStepJob(() => blockingAnalysis(c, m, M, upto, moves));
