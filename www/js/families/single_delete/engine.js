// Single-delete Nim's engine wrappers (arXiv 2411.19453; src/wasm/single_delete), on
// core/engine.js's door: k piles; a move deletes one pile and splits another; and what its
// worker answers (index.js declares the service).

import { ready, engine, make, makeWith, asU8, freeEngineObject } from '../../core/engine.js';

/** Every position of `piles` piles, each 1..max, solved: positions(), isP, winningMoves, checks(),
 *  groups(limit), pMap(rest), explain(piles); free() when done. Throws the engine's message. */
export function newDeleteSolver(piles, max) {
  return make('DeleteSolver', piles, max);
}

/** The P-map of a solver over (a, b) in 1..max with the other piles `rest`: a Uint8Array,
 *  index (a − 1)·max + (b − 1), 1 where (a, b, ...rest) is a P-position. */
export function deletePMap(solver, rest) {
  return asU8(solver.pMap(rest));
}

/** Each pile's binary digits and 2-adic valuation: [{value, binary, valuation}]. */
export function deleteDigits(piles) {
  return engine.deleteDigits(piles);
}

/** A statement of the paper by its id, in the engine's words: "Theorem 1.4", "condition (1) of
 *  Theorem 1.5", "the doubling observation"; "search" for any other id. */
export function deleteStatementName(id) {
  return engine.deleteStatementName(id);
}

/** A game from the typed start (the engine solves every position up to its largest pile). */
export function newDeleteGame(piles) {
  return make('DeleteGame', piles);
}

/** A game from a random start of k piles, each 1..max. */
export function randomDeleteGame(k, max, seed) {
  return makeWith('DeleteGame', 'random', k, max, seed);
}

// ---- what its worker answers (the service 'single-delete': the worker loop, core/worker-loop.js,
// routes {type: 'call', service: 'single-delete'} messages here; where no worker can run,
// client.js calls it on the page). It keeps one solver (the last k and S
// solved) and the games, by the key `game` of their requests (several games answered on one
// page must not meet), between requests, so the map, the groups and the explanations of a
// solved range, and the moves of a game, are asked for without solving again. Requests:
//   {op: 'solve', piles, max, rest, limit}   → {piles, max, positions, ms, checkMs, checks, groups, limit, map}
//   {op: 'map', piles, max, rest}            → {rest, pMap} or {rest, error}
//   {op: 'group', piles, max, pattern, limit} → {pattern, limit, positions}
//   {op: 'explain', piles, max, position}    → the engine's {p, reason, text}
//   {op: 'game', start, game} / {op: 'random', k, max, seed, game} → the game's state()
//   {op: 'play', del, split, x, game} → state; {op: 'hint', game} → hint;
//   {op: 'engineMove', game} → {…, state}; {op: 'level', level, seed, game} → true (how well the
//   engine plays); {op: 'drop', game} → true (the game is freed)
// (`game` may be left out: one game, as before.)

const held = { solver: null, key: null, ms: 0, games: new Map() };

/** The solver for (piles, max), solved now unless it is the one held. */
function solverFor(piles, max) {
  const key = `${piles}|${max}`;
  if (held.key !== key) {
    // built before the held one is freed: a range the engine refuses keeps the one on screen
    const t0 = performance.now();
    const solver = newDeleteSolver(piles, max);
    held.ms = performance.now() - t0;
    freeEngineObject(held.solver);
    held.solver = solver;
    held.key = key;
  }
  return held.solver;
}

/** The P-map for `rest`, or the engine's message (a fixed pile outside 1..max, say). */
function mapOf(solver, rest) {
  try {
    return { rest, pMap: deletePMap(solver, rest) };
  } catch (err) {
    // (its words and its message, for the page to word in its language: core/dom.js errorText)
    return { rest, error: { message: String((err && err.message) || err), l10n: err?.l10n ?? null } };
  }
}

const gameKey = (request) => String(request.game ?? '');

function theGame(request) {
  const game = held.games.get(gameKey(request));
  if (!game) throw Object.assign(new Error('No game has been started.'), { kind: 'state' });
  return game;
}

function holdGame(request, game) {
  dropGame(request);
  held.games.set(gameKey(request), game);
  return game.state();
}

function dropGame(request) {
  freeEngineObject(held.games.get(gameKey(request)));
  held.games.delete(gameKey(request));
  return true;
}

const ops = {
  solve({ piles, max, rest, limit }) {
    const s = solverFor(piles, max);
    const t0 = performance.now();
    const checks = s.checks();
    // a counterexample comes with the engine's account of it
    for (const c of checks) if (c.counterexample) c.explained = s.explain(Array.from(c.counterexample));
    const groups = s.groups(limit);
    return {
      piles, max, positions: s.positions(), ms: held.ms, checkMs: performance.now() - t0, checks, groups, limit,
      map: rest ? mapOf(s, rest) : null,
    };
  },
  map: ({ piles, max, rest }) => mapOf(solverFor(piles, max), rest),
  group({ piles, max, pattern, limit }) {
    const key = String(pattern);
    const group = solverFor(piles, max).groups(limit).find((g) => String(g.pattern) === key);
    return { pattern, limit, positions: group ? group.positions : [] };
  },
  explain: ({ piles, max, position }) => solverFor(piles, max).explain(position),
  game: (r) => holdGame(r, newDeleteGame(r.start)),
  random: (r) => holdGame(r, randomDeleteGame(r.k, r.max, r.seed)),
  play: (r) => theGame(r).play(r.del, r.split, r.x),
  hint: (r) => theGame(r).hint(),
  engineMove: (r) => theGame(r).engineMove(),
  level: (r) => theGame(r).setLevel(r.level, r.seed) ?? true,
  drop: (r) => dropGame(r),
};

/** Answers one request (throws the engine's error). */
export async function deleteRequest(request) {
  await ready();
  const op = ops[request.op];
  if (!op) throw new Error(`unknown request '${request.op}'`);
  try {
    return op(request);
  } catch (err) {
    // the engine stopped and was rebuilt (core/engine.js): the solver held died with it, and is
    // solved again when next asked for; each game held fails once more, and its player builds it again
    if (err.reloaded) held.key = null;
    throw err;
  }
}
