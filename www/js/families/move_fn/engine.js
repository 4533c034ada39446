// The move-function family's engine wrappers (src/wasm/move_fn), on core/engine.js's door: the
// game f(x) (Holshouser & Reiter 2003) and the periodic f(n, x) (2006); the games themselves are
// made in games.js (so that a course page's game loads none of the analyses). checkF and the
// vocabulary are in the course-page package (nimlab_move_fn) too; the rest is the family's whole
// package's (nimlab_move_fn_all) and the full one's; the f(x) analyses the views draw are in
// the views' package (nimlab_move_fn_views) too.

import { engine, make, asU32, freeEngineObject, steppedJob } from '../../core/engine.js';

/** {ok, canonical, monotone} or {ok: false, message, column, caret}; never throws. */
export function checkF(f) {
  return engine.checkF(f);
}

/** The engine's move from (pile, max): {winning, take, why}. */
export function bestMove(f, pile, max) {
  return engine.bestMove(f, pile, max);
}

export function representation(f, n) {
  return engine.representation(f, String(n));
}

/** A running analysis of f on 1..upto; step it with .advance(work) until it returns 1. */
export function newAnalysis(f, upto) {
  return make('Analysis', f, upto);
}

/** The result of a finished analysis, with g, base and g0 as Uint32Arrays; frees the wasm object. */
export function takeAnalysisResult(analysis) {
  try {
    const result = analysis.result();
    result.g = asU32(result.g);
    result.base = asU32(result.base);
    result.g0 = asU32(result.g0);
    return result;
  } finally {
    freeEngineObject(analysis);
  }
}

// ---- periodic f(n, x) (Holshouser & Reiter 2006): games G_0 … G_{t−1}, one base per game ----

/** Like checkF, for an expression in n and x with period t; never throws. */
export function checkFn(f, t) {
  return engine.checkFn(f, t);
}

/** g_i(1..upto) for i = 0..t−1, each a Uint32Array. */
export function gTables(f, t, upto) {
  return Array.from(engine.gTables(f, t, upto), asU32);
}

/** n = b_ik + rest, rest in B_{i ⊕ b_ik}, …; the last part gives the winning move. */
export function periodicRepresentation(f, t, game, n) {
  return engine.periodicRepresentation(f, t, game, String(n));
}

/** A running analysis of the games G_0 … G_{t−1} on 1..upto; step with .advance(work). */
export function newPeriodicAnalysis(f, t, upto) {
  return make('PeriodicAnalysis', f, t, upto);
}

function baseArrays(bases) {
  for (const b of bases || []) {
    // the engine names the members `members` (contract: `base`)
    b.base = asU32(b.base ?? b.members);
    delete b.members;
    if (b.theta) b.theta = asU32(b.theta);
  }
}

/** The result of a finished periodic analysis (g, bases and Θ as Uint32Arrays); frees it. */
export function takePeriodicResult(analysis) {
  try {
    const result = analysis.result();
    result.g = Array.from(result.g, asU32);
    baseArrays(result.theorem2 && result.theorem2.bases);
    baseArrays(result.theorem1 && result.theorem1.bases);
    return result;
  } finally {
    freeEngineObject(analysis);
  }
}

// ---- the jobs (index.js declares them) ----

/** {kind: 'fn', f, upto}: g(1..upto), the base and the theorems' checks. */
export const analysisJob = ({ f, upto }) => steppedJob(newAnalysis(f, upto), takeAnalysisResult);

/** {kind: 'periodic', f, t, upto}: the games G_0 … G_{t−1}, their bases and the theorems. */
export const periodicAnalysisJob = ({ f, t, upto }) => steppedJob(newPeriodicAnalysis(f, t, upto), takePeriodicResult);
