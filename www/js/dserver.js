// What the single-delete worker answers (worker.js routes {type: 'delete'} messages here; where
// no worker can run, dclient.js calls it on the page). It keeps one solver (the last k and S
// solved) and one game between requests, so the map, the groups and the explanations of a solved
// range, and the moves of a game, are asked for without solving again. Requests:
//   {op: 'solve', piles, max, rest, limit}   → {piles, max, positions, ms, checkMs, checks, groups, limit, map}
//   {op: 'map', piles, max, rest}            → {rest, pMap} or {rest, error}
//   {op: 'group', piles, max, pattern, limit} → {pattern, limit, positions}
//   {op: 'explain', piles, max, position}    → the engine's {p, reason, text}
//   {op: 'game', start} / {op: 'random', k, max, seed} → the game's state()
//   {op: 'play', del, split, x} → state; {op: 'hint'} → hint; {op: 'engineMove'} → {…, state}

import { ready, newDeleteSolver, deletePMap, newDeleteGame, randomDeleteGame, freeEngineObject } from './engine.js';

const held = { solver: null, key: null, ms: 0, game: null };

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
    return { rest, error: String((err && err.message) || err) };
  }
}

function theGame() {
  if (!held.game) throw new Error('No game has been started.');
  return held.game;
}

function holdGame(game) {
  freeEngineObject(held.game);
  held.game = game;
  return game.state();
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
  game: ({ start }) => holdGame(newDeleteGame(start)),
  random: ({ k, max, seed }) => holdGame(randomDeleteGame(k, max, seed)),
  play: ({ del, split, x }) => theGame().play(del, split, x),
  hint: () => theGame().hint(),
  engineMove: () => theGame().engineMove(),
};

/** Answers one request (throws the engine's message). */
export async function deleteRequest(request) {
  await ready();
  const op = ops[request.op];
  if (!op) throw new Error(`unknown request '${request.op}'`);
  return op(request);
}

/** The buffers an answer can hand over without copying. */
export function deleteTransfers(answer) {
  const pMap = answer && (answer.pMap || (answer.map && answer.map.pMap));
  return pMap ? [pMap.buffer] : [];
}
