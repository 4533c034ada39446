// Cut The Knot's engine wrappers (Bogomolny 2002, Schwenk 1970; src/wasm/cut_the_knot), on
// core/engine.js's door: subtraction sets, Schwenk's take-away games, Grundy values of (N, x) and
// sums of take-away games.

import { engine, make, asU32, freeEngineObject, oneStepJob } from '../../core/engine.js';

/** The take-away rule f checked as the move-function game checks it: {ok, canonical, monotone}
 *  or {ok: false, message, column, caret}; never throws. */
export function checkF(f) {
  return engine.checkF(f);
}

/** {ok, canonical, set, minmax} or {ok: false, message, column, caret}; never throws. */
export function checkSet(text) {
  return engine.checkSet(text);
}

/** The Grundy table G(0..upto) (a Uint32Array), P-positions, period and the rules' checks. */
export function subtractionAnalysis(set, upto) {
  const result = engine.subtractionAnalysis(set, upto);
  result.grundy = asU32(result.grundy);
  return result;
}

/** G(n) for any n (a decimal string), by the detected period. */
export function subtractionGrundyAt(set, n) {
  return engine.subtractionGrundyAt(set, String(n));
}

/** A subtraction game from `pile`; its state() lists the legal takes. */
export function newSubtractionGame(set, pile) {
  return make('SubtractionGame', set, pile);
}

/** Schwenk's H, its steps and hypotheses, beside brute force, B_f and the claims. */
export function takeawayAnalysis(f, upto) {
  return engine.takeawayAnalysis(f, upto);
}

/** n (a decimal string) written with H: digits H_k … H_1, the parts, the rightmost 1. */
export function takeawayRepresentation(f, n) {
  return engine.takeawayRepresentation(f, String(n));
}

/** Cut The Knot's take-away game of f from a pile (the first move takes 1 to pile − 1): a Game
 *  whose hints and reasons speak Schwenk's H. */
export function newTakeawayGame(f, pile) {
  return make('TakeawayGame', f, pile);
}

/** G(N, x) for N ≤ upto; get/row/start; free() when done. */
export function newGrundyTable(f, upto) {
  return make('GrundyTable', f, upto);
}

/** A sum of take-away games, one per pile, each from (pile, pile − 1). */
export function newSumGame(f, piles) {
  return make('SumGame', f, piles);
}

/** What the Grundy part draws, from one GrundyTable (freed here): the start values G(n, n − 1),
 *  the rows x = 0..n when upto ≤ rowsUpto, else a heat map of heat × heat samples (N, x), the
 *  sample for pixel (i, j) being G(⌊i·upto/(heat−1)⌋, x) with x at the same fraction of N. */
export function grundyPicture(f, upto, rowsUpto, heat) {
  const table = newGrundyTable(f, upto);
  try {
    const start = asU32(table.start());
    const picture = { f, upto, start, rows: null, heat: null };
    if (upto <= rowsUpto) {
      picture.rows = [];
      for (let n = 0; n <= upto; n++) picture.rows.push(asU32(table.row(n)));
      return picture;
    }
    const size = Math.min(heat, upto + 1);
    const ns = new Uint32Array(size);
    const cells = new Uint32Array(size * size);
    for (let i = 0; i < size; i++) ns[i] = Math.round((i * upto) / (size - 1));
    for (let i = 0; i < size; i++) {
      const n = ns[i];
      for (let j = 0; j <= i; j++) cells[i * size + j] = table.get(n, ns[j]);
    }
    picture.heat = { size, ns, cells };
    return picture;
  } finally {
    freeEngineObject(table);
  }
}

// ---- the jobs (index.js declares them), each one engine call ----

/** {kind: 'subtraction', set, upto} */
export const subtractionJob = ({ set, upto }) => oneStepJob(() => subtractionAnalysis(set, upto));
/** {kind: 'takeaway', f, upto} */
export const takeawayJob = ({ f, upto }) => oneStepJob(() => takeawayAnalysis(f, upto));
/** {kind: 'grundy', f, upto, rowsUpto, heat} */
export const grundyJob = ({ f, upto, rowsUpto, heat }) => oneStepJob(() => grundyPicture(f, upto, rowsUpto, heat));
