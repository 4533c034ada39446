// The one door to the engine (www/js/core/engine.js) in node, on the built package (www/pkg,
// loaded as dist's light pages load it: its bytes from the NIMLAB_WASM_BYTES hook): a real trap in the real
// engine (an object pointed past the end of wasm memory) comes out as kind 'internal' and "the
// engine stopped; reloaded", the instance is rebuilt, an object of the dropped instance is refused
// as 'state' (and never reaches wasm again), and the dropped instance's finalisers free nothing
// in the new one. The pages, the elements and the workers: move_fn.test.mjs, embed.test.mjs,
// worker.test.mjs. No browser here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { pathToFileURL } from 'node:url';
import { repoRoot, reloadedMessage } from './harness.mjs';

const wasm = path.join(repoRoot, 'www', 'pkg', 'nimlab_bg.wasm');
const skip = fs.existsSync(wasm) ? false : 'www/pkg is missing: run ./build.sh build first';
/** An address past the end of wasm memory: a call on an object pointed there traps. */
const outside = 0xfffffff0;

let engine = null;
async function door() {
  if (!engine) {
    globalThis.NIMLAB_WASM_BYTES = async () => new Uint8Array(fs.readFileSync(wasm));
    const core = await import(pathToFileURL(path.join(repoRoot, 'www', 'js', 'core', 'engine.js')).href);
    await core.ready();
    // a game and a function of the engine, through the door as the families' wrappers call them
    engine = {
      ...core,
      newGame: (...args) => core.make('Game', ...args),
      newAnalysis: (...args) => core.make('Analysis', ...args),
      representation: (f, n) => core.engine.representation(f, String(n)),
    };
  }
  return engine;
}

/** What `call` throws: {name, kind, reloaded, message, limit, what}, or null when it returns. */
function thrown(call) {
  try {
    call();
    return null;
  } catch (err) {
    const { name, kind, reloaded, message, limit, what } = err;
    return { name, kind, reloaded, message, limit, what };
  }
}

test('a trap at the door: kind internal, the engine rebuilt, objects of the old one refused as state, new ones answer as before', { skip }, async () => {
  const e = await door();
  const game = e.newGame('2x', 20, 19);
  const other = e.newGame('2x', 100, 99);
  const hintBefore = game.hint();
  const valueBefore = e.representation('2x', 100).g;
  game.__wbg_ptr = outside; // through the door's wrapper, as a bad pointer from a bug would be
  assert.deepEqual(thrown(() => game.hint()),
    { name: 'Error', kind: 'internal', reloaded: true, message: reloadedMessage, limit: undefined, what: undefined });
  // an object of the dropped instance: refused before it reaches wasm, as often as it is called
  const fresh = e.newGame('2x', 20, 19);
  for (const old of [other, game, other]) {
    assert.deepEqual(thrown(() => old.hint()),
      { name: 'Error', kind: 'state', reloaded: true, message: reloadedMessage, limit: undefined, what: undefined });
  }
  // …and nothing trapped again: the object made after the trap still answers, like the old one did
  assert.deepEqual(fresh.hint(), hintBefore);
  assert.equal(fresh.play(hintBefore.take).pile, 20 - hintBefore.take);
  assert.equal(e.representation('2x', 100).g, valueBefore);
  other.free(); // nothing to free: the old instance is gone (no throw, no call into the new one)
  e.freeEngineObject(game);
  fresh.free();
  assert.equal(thrown(() => fresh.hint()).kind, 'state', 'a freed object is kind state (the glue\'s null pointer)');
  assert.match(thrown(() => fresh.hint()).message, /null pointer passed to rust/);
  assert.equal(thrown(() => fresh.hint()).reloaded, undefined);
});

test('the finalisers of a dropped instance free nothing in the new one', { skip }, async () => {
  v8.setFlagsFromString('--expose_gc');
  const gc = vm.runInNewContext('gc');
  const e = await door();
  const trap = () => {
    const bomb = e.newGame('2x', 20, 19);
    bomb.__wbg_ptr = outside;
    assert.equal(thrown(() => bomb.state()).kind, 'internal');
  };
  // two fresh instances given the same calls hand out the same addresses: a stale finaliser
  // would free the new games' memory under them
  trap();
  let olds = Array.from({ length: 20 }, (_, i) => e.newGame('2x', 20 + i, 19));
  const addresses = olds.map((g) => g.__wbg_ptr);
  trap();
  const games = Array.from({ length: 20 }, (_, i) => e.newGame('2x', 20 + i, 19));
  assert.ok(games.filter((g, i) => g.__wbg_ptr === addresses[i]).length >= 10, 'the new games sit where the old ones were');
  olds = null;
  for (let i = 0; i < 5; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const [i, g] of games.entries()) {
    assert.equal(thrown(() => g.hint()), null, `new game ${i} answers`);
    assert.equal(Number(g.state().pile), 20 + i);
  }
  for (const g of games) g.free();
});

test('every engine error through the door has a kind: input, limit (with the largest value that fits), state', { skip }, async () => {
  const e = await door();
  assert.equal(thrown(() => e.representation('2x', 'abc')).kind, 'input');
  const limit = thrown(() => e.newAnalysis('2x', 1e12));
  assert.deepEqual([limit.kind, limit.what, limit.limit], ['limit', 'upto', 20000000]);
  const game = e.newGame('2x', 20, 19);
  assert.equal(thrown(() => game.play(50)).kind, 'state');
  game.free();
});
