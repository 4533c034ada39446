// The player's state and its calls to the engine (widgets/player.js): one object, `p`, that every
// part of the player reads and writes (as chessground's State), and what changes it: building a
// game and replaying moves, the engine's turns after its pause, the player's actions, hints, undo
// and the settings of the next game. Nothing here touches the DOM: a change ends in p.schedule()
// (drawn at the next frame by widgets/player/render.js) or, where it must show at once, p.render().

import { errorText } from '../../core/dom.js';
import { say } from '../../core/words.js';
import { t } from '../../core/i18n.js';
import '../play-words.js';

/** The engine's pause before it answers (long enough to see the move happen). */
export const enginePauseMs = 450;

/** The engine's strengths: key → the words the page uses (in its language when read). */
export const levels = {
  get perfect() { return t('play-level-perfect'); },
  get good() { return t('play-level-good'); },
  get beginner() { return t('play-level-beginner'); },
};

/** The state of a new player (options: those of createPlayer). p.schedule(), p.render() and
 *  p.board are set by createPlayer once the DOM is built. */
export function createState(options) {
  return {
    kind: options.kind,
    options,
    ids: options.ids || '',
    first: options.first === 'engine' ? 'engine' : 'you',
    hints: options.hints !== false,
    game: null,
    position: null,
    records: [],        // [{by: 'you' | 'engine' | 'auto', action, why, moved, position}]
    hint: null,
    hintStep: 0,        // how many of the hint's steps are shown
    level: Object.hasOwn(levels, options.level ?? '') ? options.level : 'perfect',
    replayAt: null,     // the move shown by the game record (null: the record is closed)
    error: null,
    thinking: null,     // null | 'acting' (the engine judges your move) | 'thinking' | 'blocking' | 'loading'
    epoch: 0,           // bumped by every new game and undo: late answers of old ones are dropped
    startPile: 0,
    lastTake: 0,
    announcement: '',
    helpOpen: false,
    recovering: false,  // the game is being built again after the engine stopped (failed)
    // (and while the engine pauses: timer, and wake(), which ends the pause at once when its game
    // is gone: a new game, undo, destroy)
    waiters: [],        // settled()'s promises
  };
}

/** The player's side: 0 moves first, 1 second. */
export const me = (p) => (p.first === 'you' ? 0 : 1);

/** The moves played so far (the records of actions that moved). */
export const movesMade = (p) => p.records.filter((r) => r.moved);

export const resultWords = (won) => t(won ? 'play-you-win' : 'play-engine-wins');

/** What the board and the texts need. */
export function view(p) {
  const pos = p.position;
  // the player acts: takes, or (blocking Nim) forbids before the engine's take
  const acting = !!pos && !pos.over && !p.thinking && !p.kind.next(pos, me(p));
  const myTurn = acting && pos.toMove === me(p);
  return {
    position: pos, me: me(p), myTurn, acting, thinking: p.thinking, over: !!pos && pos.over, hint: p.hint,
    lastTake: p.lastTake, startPile: p.startPile, records: p.records, epoch: p.epoch, ids: p.ids,
  };
}

async function read(p) {
  p.position = await p.kind.read(p.game);
}

export function clearTimer(p) {
  clearTimeout(p.timer);
  p.timer = null;
  // the pause's await ends (and its epoch check returns) instead of waiting forever
  const w = p.wake;
  p.wake = null;
  w?.();
}

/** Builds the game from the settings and replays `actions`; then lets the engine go on. `note`
 *  stays shown (why it was built again). */
async function build(p, actions, note = null) {
  const { kind } = p;
  clearTimer(p);
  const epoch = ++p.epoch;
  const old = p.game;
  p.game = null;
  p.position = null;
  p.hint = null;
  p.hintStep = 0;
  p.replayAt = null;
  p.error = note;
  p.thinking = 'loading';
  p.schedule();
  try { kind.free?.(old); } catch (_) { /* already freed */ }
  let game = null;
  try {
    game = await kind.create(p.options.settings());
    if (epoch !== p.epoch) {
      kind.free?.(game);
      return;
    }
    p.game = game;
    if (p.level !== 'perfect') await applyLevel(p, game);
    for (const record of actions) await kind.apply(game, record.action);
    await read(p);
    if (epoch !== p.epoch) return;
    if (!actions.length) p.startPile = Number(p.position.pile);
    p.records = actions;
  } catch (err) {
    if (epoch !== p.epoch) return;
    p.game = null;
    p.position = null;
    setError(p, err);
    p.records = [];
  }
  p.thinking = null;
  p.schedule();
  if (p.game) await advance(p, epoch);
  settle(p);
}

/** Keeps an error's words and its kind (core/engine.js: 'input', 'limit', 'state', 'internal'). */
function setError(p, err) {
  p.error = errorText(err);
  p.errorKind = err?.kind || 'internal';
}

/** Shows an engine error. After a trap the engine was rebuilt (core/engine.js) and this game's
 *  object died with the old one (err.reloaded): the game is built again from the moves kept, so
 *  the next action works; once (a second stop while doing so is only shown). */
function failed(p, err) {
  setError(p, err);
  if (!err?.reloaded || p.recovering) return;
  p.recovering = true;
  build(p, p.records, p.error).finally(() => { p.recovering = false; });
}

/** Runs what happens without the player until it is the player's turn or the game is over. */
async function advance(p, epoch) {
  try {
    await advanceSteps(p, epoch);
  } catch (err) {
    if (epoch !== p.epoch) return;
    p.thinking = null;
    failed(p, err);
    p.schedule();
  }
}

async function advanceSteps(p, epoch) {
  const { kind } = p;
  for (;;) {
    if (epoch !== p.epoch || !p.position || p.position.over) return;
    const step = kind.next(p.position, me(p));
    if (!step) return;
    if (step.who === 'auto') {
      await kind.apply(p.game, step.action);
      if (epoch !== p.epoch) return;
      await record(p, 'auto', step.action, null);
      continue;
    }
    p.thinking = step.doing || 'thinking';
    p.schedule();
    await new Promise((resolve) => {
      p.wake = resolve;
      p.timer = setTimeout(resolve, p.options.pauseMs ?? enginePauseMs);
    });
    if (epoch !== p.epoch) return;
    let answer;
    try {
      answer = await step.run(p.game);
    } catch (err) {
      if (epoch !== p.epoch) return;
      p.thinking = null;
      failed(p, err);
      p.schedule();
      return;
    }
    if (epoch !== p.epoch) return;
    p.thinking = null;
    await record(p, 'engine', answer.action, answer.why, answer);
  }
}

/** Notes an action that was applied: the position after it, events and the announcement. */
async function record(p, by, action, why, answer = null) {
  const { kind } = p;
  const before = p.position;
  await read(p);
  const pos = p.position;
  const moved = pos.moves.length > before.moves.length;
  const entry = { by, action, why, moved, answer, position: pos };
  p.records = [...p.records, entry];
  if (moved) {
    const last = pos.moves[pos.moves.length - 1];
    if (last && last.take !== undefined) p.lastTake = Number(last.take);
    const who = by === 'engine' ? 'engine' : 'you';
    p.options.emit?.('move', { who, why: why || null, pile: Number(pos.pile), ...(kind.moveEvent ? kind.moveEvent(entry, pos) : {}) });
  }
  if (by !== 'auto') p.announcement = kind.announce(entry, pos, view(p)) || '';
  if (pos.over) {
    const won = pos.winner === me(p);
    p.announcement = `${p.announcement} ${resultWords(won)}`.trim();
    p.options.emit?.('gameover', { winner: won ? 'you' : 'engine' });
  }
  p.schedule();
}

/** The player's action (a take, a block, …): the engine judges it. */
export async function act(p, action) {
  const pos = p.position;
  if (!p.game || !pos || pos.over || p.thinking) return false;
  const epoch = p.epoch;
  // drawn at once, not at the next frame: the moves are no longer offered while the engine judges
  p.thinking = 'acting';
  p.render();
  try {
    await p.kind.apply(p.game, action);
    if (epoch !== p.epoch) return false;
    p.error = null;
    p.hint = null;
    await record(p, 'you', action, null);
  } catch (err) {
    if (epoch !== p.epoch) return false;
    p.thinking = null;
    failed(p, err);
    p.announcement = p.error;
    p.schedule();
    return false;
  }
  p.thinking = null;
  await advance(p, epoch);
  settle(p);
  return true;
}

/** One more step of the hint (all of them with full: true); the hint of this position. */
export async function showHint(p, full = false) {
  // (whenever the player acts: takes, or forbids in blocking Nim; not while the engine moves)
  if (!p.hints || !p.game || !view(p).acting) return null;
  const epoch = p.epoch;
  try {
    if (!p.hint) {
      const h = await p.kind.hint(p.game, p.position);
      if (epoch !== p.epoch) return null;
      p.hint = h;
      p.hintStep = 0;
    }
    const steps = hintSteps(p, p.hint);
    p.hintStep = full ? steps.length : Math.min(steps.length, p.hintStep + 1);
    p.announcement = steps[p.hintStep - 1];
  } catch (err) {
    failed(p, err);
  }
  p.schedule();
  return p.hint;
}

/** The hint's steps as sentences; the last one names the move. */
export function hintSteps(p, h) {
  const last = `${p.kind.hintText(h)}${hintWhy(h)}`;
  const words = Array.from(h.steps || [], (step, i) => say(h.stepMessages?.[i], step));
  return [...words.slice(0, -1), last];
}

/** Why the hint's move: in the page's language where the engine says it as a message. */
export function hintWhy(h) {
  return say(h.message, h.why || '');
}

/** Takes back the player's last move (and the engine's answer to it). */
export async function undo(p) {
  const records = p.records;
  let cut = -1;
  for (let i = records.length - 1; i >= 0; i--) {
    if (records[i].by === 'you' && records[i].moved) { cut = i; break; }
  }
  if (cut < 0) return false;
  p.announcement = t('play-undone');
  await build(p, records.slice(0, cut));
  return true;
}

/** A new game from the settings. */
export function reset(p) {
  p.lastTake = 0;
  p.announcement = '';
  return build(p, []);
}

export function setFirst(p, first) {
  p.first = first === 'engine' ? 'engine' : 'you';
  return reset(p);
}

/** How well the engine plays from now on (the current game goes on). */
export async function setLevel(p, level) {
  p.level = Object.hasOwn(levels, level ?? '') ? level : 'perfect';
  if (p.game) await applyLevel(p, p.game);
  p.schedule();
}

async function applyLevel(p, game) {
  const seed = p.options.seed ?? Math.floor(Math.random() * 2 ** 32);
  try {
    await (p.kind.setLevel ? p.kind.setLevel(game, p.level, seed) : game.setLevel(p.level, seed));
  } catch (err) {
    setError(p, err);
  }
}

export function setHints(p, on) {
  p.hints = !!on;
  if (!p.hints) p.hint = null;
  p.schedule();
}

export function toggleHelp(p, open = !p.helpOpen) {
  p.helpOpen = open;
  p.schedule();
}

/** Resolves once no engine answer is pending (after a move, a reset or an undo). */
export function settled(p) {
  if (!p.thinking) return Promise.resolve();
  return new Promise((resolve) => p.waiters.push(resolve));
}

function settle(p) {
  if (p.thinking) return;
  const done = p.waiters;
  p.waiters = [];
  for (const resolve of done) resolve();
}

/** The game as a course page's script sees it. */
export function snapshot(p) {
  const pos = p.position;
  const name = (x) => (x === null || x === undefined ? null : x === me(p) ? 'you' : 'engine');
  return {
    game: p.kind.name,
    ready: !!pos,
    pile: pos && pos.pile !== undefined ? Number(pos.pile) : null,
    piles: pos && pos.piles ? Array.from(pos.piles, Number) : undefined,
    toMove: pos && !pos.over ? name(pos.toMove) : null,
    over: !!pos && !!pos.over,
    winner: pos && pos.over ? name(pos.winner) : null,
    moves: pos ? pos.moves.length : 0,
    first: p.first,
    level: p.level,
    thinking: !!p.thinking,
    // the player acts now (takes; in blocking Nim also forbids before the engine's take)
    acting: view(p).acting,
    error: p.error,
    errorKind: p.error ? p.errorKind : null,
    position: pos,
  };
}

/** Ends the game: late answers are dropped and the engine's object is freed. */
export function stop(p) {
  clearTimer(p);
  p.epoch++;
  try { p.kind.free?.(p.game); } catch (_) { /* already freed */ }
  p.game = null;
}
