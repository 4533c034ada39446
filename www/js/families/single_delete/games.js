// Single-delete Nim (arXiv 2411.19453) as the player widget drives it: k piles; a move deletes
// one pile and splits another into two. The engine's DeleteGame lives in a worker of its own
// (client.js, engine.js: a start with large piles is solved first, and the page never waits for
// it), so every call of this kind returns a Promise. It holds the position, judges every move,
// answers with its own moves and gives hints with the statement of the paper behind them.
//
// Settings: {piles, first}: piles is the start row as typed ("5, 6, 9, 12") or an array. A
// section may ask for a random start instead: {piles: 'random', k, max, seed, onStart(piles)}
// (the engine draws k piles of 1..max from the seed; onStart is told the start it drew).
// An action is {delete, split, x}: board indices, as DeleteGame.play(delete, split, x).

import { el, fmtInt, withSubscripts } from '../../core/dom.js';
import { t } from '../../core/i18n.js';
import { say } from '../../core/words.js';
import { createDeleteChannel } from './client.js';
import { pilesText, reasonWords, tNodes } from './digits.js';
import { deleteBoard } from './board.js';
// (the engine's hints and reasons in the page's language, wherever the game is: an element too)
import '../../i18n/single_delete/index.js';
// (the game's own words: its hints, announcements, move log and keys)
import '../../i18n/single_delete_play/index.js';

/** Idle workers kept for the next game (a new game, an undo) instead of starting another. */
const idle = [];
const idleLimit = 2;
let gameCounter = 0;

/** The piles of a start: "5, 6, 9, 12" or [5, 6, 9, 12]. */
function startPiles(piles) {
  const list = Array.isArray(piles) || ArrayBuffer.isView(piles) ? Array.from(piles) : String(piles).split(',');
  return list.map((p) => Number(String(p).trim()));
}

/** A game: its worker, its key there, and the last state the engine sent. */
async function createGame(settings) {
  const game = { channel: idle.pop() || createDeleteChannel(), key: `g${++gameCounter}`, state: null };
  const call = (request) => game.channel.call({ ...request, game: game.key });
  game.call = call;
  try {
    if (settings.piles === 'random') {
      const seed = settings.seed ?? Math.floor(Math.random() * 2 ** 32);
      game.state = await call({ op: 'random', k: Number(settings.k), max: Number(settings.max), seed });
      settings.onStart?.(Array.from(game.state.piles, Number));
    } else {
      game.state = await call({ op: 'game', start: startPiles(settings.piles) });
    }
  } catch (err) {
    freeGame(game);
    throw err;
  }
  return game;
}

/** The game's worker goes back to the idle ones (or ends, if it is still busy or enough wait). */
function freeGame(game) {
  if (!game || !game.channel) return;
  const { channel } = game;
  game.channel = null;
  if (channel.busy || idle.length >= idleLimit) {
    channel.stop();
    return;
  }
  channel.call({ op: 'drop', game: game.key }).catch(() => {});
  idle.push(channel);
}

function actionOf(advice) {
  return { delete: Number(advice.delete), split: Number(advice.split), x: Number(advice.parts[0]) };
}

/** A move's numbers for its words: the pile deleted (its place and size), the one split and its parts. */
function moveArgs(m) {
  const before = Array.from(m.before);
  return { i: m.delete + 1, deleted: fmtInt(before[m.delete]), whole: fmtInt(before[m.split]), a: fmtInt(m.parts[0]), b: fmtInt(m.parts[1]) };
}

/** "I deleted pile 2 (6) and split 9 into 4 + 5, leaving (5, 4, 5, 12).": for the announcer. */
function moveSentence(m, piles, mine) {
  return t(mine ? 'sds-game-you-moved' : 'sds-game-engine-moved', { ...moveArgs(m), piles: pilesText(piles) });
}

function lastMove(p) {
  return p.moves[p.moves.length - 1];
}

/** The catalogue's names of the statements a hint's reason may name (src/games/single_delete/messages.rs). */
const reasonIds = {
  'theorem-1.1': 'sd-name-theorem-1-1',
  'theorem-1.4': 'sd-name-theorem-1-4',
  'prop-4.1': 'sd-name-prop-4-1',
  'prop-4.2': 'sd-name-prop-4-2',
  'condition-1': 'sd-name-condition-1',
  search: 'sd-search-found',
};

export const singleDeleteGame = {
  name: 'single-delete',
  create: createGame,
  setLevel: (game, level, seed) => game.call({ op: 'level', level, seed }),
  /** The engine's state, with `pile` = the counters on the board (the generic players' number). */
  read: (game) => ({ ...game.state, pile: Array.from(game.state.piles).reduce((a, b) => a + Number(b), 0) }),
  next: (p, me) => (p.over || p.toMove === me ? null : {
    who: 'engine',
    doing: 'thinking',
    run: async (game) => {
      const r = await game.call({ op: 'engineMove' });
      game.state = r.state;
      return { action: actionOf(r), why: r.why, message: r.message, reason: r.reason, winning: r.winning };
    },
  }),
  apply: async (game, action) => {
    game.state = await game.call({ op: 'play', del: action.delete, split: action.split, x: action.x });
  },
  hint: async (game) => {
    const h = await game.call({ op: 'hint' });
    const tag = h.winning && h.reason ? ` (why: ${reasonWords(h.reason)})` : '';
    // The reason's name as a message (the catalogue's sd-hint-why), to word the tag with the reason.
    const reason = reasonIds[h.reason];
    const message = tag ? reason && h.message && { id: 'sd-hint-why', args: { why: h.message, reason: { id: reason, args: {} } } } : h.message;
    return { ...h, message: message || undefined, action: actionOf(h), x: Number(h.parts[0]), why: `${h.why}${tag}` };
  },
  hintText: (h) => t(h.winning ? 'sds-game-hint' : 'sds-game-hint-none'),
  hintAttrs: (h) => ({ 'data-delete': h.delete, 'data-split': h.split, 'data-x': h.x, 'data-reason': h.reason }),
  board: deleteBoard,
  positionText: (p, v) => el('span', { class: 'pile-count d-now' },
    tNodes('sds-game-piles', null, { piles: el('strong', { id: `${v.ids}piles` }, pilesText(p.piles)) })),
  // (the engine's reason, in the page's language where it is a message)
  said: (r) => [el('strong', null, t('sds-game-engine')), withSubscripts(say(r.answer?.message, r.why || ''))],
  announce: (r, p) => {
    const m = lastMove(p);
    if (!m) return '';
    if (r.by === 'engine') {
      const said = moveSentence(m, p.piles, false);
      return p.over ? said : t('sds-game-then', { first: said, second: t('sds-game-your-move') });
    }
    return moveSentence(m, p.piles, true);
  },
  logOptions: (v) => {
    const p = v.position;
    const played = v.records.filter((r) => r.moved);
    const after = (i) => (i + 1 < p.moves.length ? p.moves[i + 1].before : p.piles);
    return {
      what: (m, i) => [t(m.by === v.me ? 'sds-game-log-you' : 'sds-game-log-engine', moveArgs(m)),
        el('span', { class: 'mono' }, `${pilesText(m.before)} → ${pilesText(after(i))}`)],
      why: (i) => {
        const r = played[i];
        return r && r.by === 'engine' && r.answer && r.answer.reason ? reasonWords(r.answer.reason) : null;
      },
    };
  },
  overText: (p, won) => t(won ? 'sds-game-engine-stuck' : 'sds-game-you-stuck', { piles: pilesText(p.piles) }),
  moveEvent: (r, p) => {
    const m = lastMove(p);
    return { piles: Array.from(p.piles, Number), delete: m.delete, split: m.split, parts: Array.from(m.parts, Number) };
  },
  free: freeGame,
  // (each as text or as a message: the game's catalogue (single_delete_play), and the player's where the words are its own)
  keysHelp: [
    [{ id: 'play-key-tab' }, { id: 'sds-keys-tab' }],
    ['1 … 8', { id: 'sds-keys-digits' }],
    ['← →', { id: 'sds-keys-arrows' }],
    ['↑ ↓', { id: 'sds-keys-up-down' }],
    [{ id: 'play-key-enter' }, { id: 'sds-keys-enter' }],
    ['Esc', { id: 'sds-keys-esc' }],
    ['H', { id: 'sds-keys-hint' }],
    ['U', { id: 'play-keys-undo' }],
    ['N', { id: 'play-keys-new' }],
    ['?', { id: 'play-keys-help' }],
  ],
};
