// Play against the engine, for every one-pile game: the engine's game object (Game for
// f(x), Game.periodic for f(n, x), SubtractionGame for a subtraction set) holds the position,
// the legal moves, the engine's replies and the hints; this module only shows them and passes
// the player's choice back. createPlayer() makes one player per game on the page; its
// elements have the ids `${prefix}play-status`, `${prefix}move-controls`, … (prefix '' for the
// first section).

import { freeEngineObject } from './engine.js';
import { invalidate } from './state.js';
import { byId, el, fill, setText, fmtInt, errorText, withSubscripts } from './dom.js';
import { renderMoveLog } from './movelog.js';

export const engineDelayMs = 450;
const dotLimit = 60;
const buttonLimit = 30;

/** The pile as dots (with the counters just taken as ghosts) or, when large, as a bar. */
export function drawPileView(box, pile, lastTake, startPile) {
  const ghost = lastTake && pile + lastTake <= dotLimit ? lastTake : 0;
  if (pile + ghost <= dotLimit) {
    const dots = [];
    for (let i = 0; i < pile; i++) dots.push(el('span', { class: 'dot' }));
    for (let i = 0; i < ghost; i++) dots.push(el('span', { class: 'dot ghost' }));
    fill(box, el('div', { class: 'dots' }, dots));
  } else {
    const pct = Math.max(0.5, (100 * pile) / Math.max(1, startPile));
    fill(box, el('div', { class: 'pile-bar' },
      el('div', { class: 'pile-bar-fill', style: { width: `${Math.min(100, pct)}%` } }),
      el('span', { class: 'pile-bar-label' }, `${fmtInt(pile)} counters`)));
  }
}

/**
 * Runs move() (the engine's move) after the engine's pause, unless a new game started meanwhile
 * (p.gameId changed); p.thinking is true while waiting, an error goes to p.error. Returns the timer.
 */
export function afterEnginePause(p, move) {
  p.thinking = true;
  invalidate();
  const gameId = p.gameId;
  return setTimeout(() => {
    if (gameId !== p.gameId || !p.game) return;
    try {
      move();
    } catch (err) {
      p.error = errorText(err);
    }
    p.thinking = false;
    invalidate();
  }, engineDelayMs);
}

/** A fresh play state (what a player's state() returns). */
export function newPlayState(first) {
  return {
    first,                  // 'you' | 'engine'
    game: null,             // engine game object
    view: null,             // game.state()
    legal: null,            // game.legal()
    whys: [],               // the engine's reasons, by move index
    hint: null,
    error: null,
    setupError: null,
    thinking: false,
    lastTake: 0,
    startPile: 20,
    gameId: 0,
  };
}

/**
 * options: {
 *   prefix: '' | 'p-' | …         element ids
 *   state: () => play state       (newPlayState)
 *   makeGame: () => engine game   (throws the engine's message when the settings are bad)
 *   startPile: () => number
 *   firstName: 'first' | …        the name of the "who moves first" radio buttons
 *   onFirstChange: (value) => {}  after the radio changed (the player restarts itself)
 *   statusExtra: (view) => nodes  more about the position (optional)
 *   legal: (game, view) => {from, to} | {takes: [..]}   the legal takes (default game.legal())
 *   limitText: (view, legal) => nodes    what may be taken now (default "may take 1 … max")
 *   overText: (view, won) => text        after "You win!" / "The engine wins." (default: the last counter)
 * }
 */
export function createPlayer(options) {
  const id = (name) => byId(`${options.prefix}${name}`);
  const pid = (name) => `${options.prefix}${name}`;
  let controlsKey = null;
  let engineTimer = null;

  const playerIndex = () => (options.state().first === 'you' ? 0 : 1);

  function refreshGameView() {
    const p = options.state();
    p.view = p.game.state();
    p.legal = options.legal ? options.legal(p.game, p.view) : p.game.legal();
  }

  /** The takes to offer as buttons ([] when there are too many: then a number field). */
  function offeredTakes(legal) {
    if (legal.takes) return legal.takes.length <= buttonLimit ? legal.takes : [];
    if (legal.to > buttonLimit) return [];
    const takes = [];
    for (let k = legal.from; k <= legal.to; k++) takes.push(k);
    return takes;
  }

  /** Starts a new game from the current settings. */
  function start() {
    const p = options.state();
    clearTimeout(engineTimer);
    p.thinking = false;
    freeEngineObject(p.game);
    p.game = null;
    p.view = null;
    p.legal = null;
    p.hint = null;
    p.error = null;
    p.whys = [];
    p.lastTake = 0;
    p.gameId = (p.gameId || 0) + 1;
    try {
      p.game = options.makeGame();
      p.startPile = options.startPile();
      refreshGameView();
    } catch (err) {
      p.game = null;
      p.error = errorText(err);
    }
    invalidate();
    if (p.game && !p.view.over && p.view.toMove !== playerIndex()) scheduleEngineMove();
  }

  function scheduleEngineMove() {
    const p = options.state();
    engineTimer = afterEnginePause(p, () => {
      const reply = p.game.engineMove();
      p.whys[p.view.moves.length] = reply.why;
      p.lastTake = Number(reply.take);
      refreshGameView();
    });
  }

  function userTake(take) {
    const p = options.state();
    if (!p.game || p.thinking || p.view.over || p.view.toMove !== playerIndex()) return;
    // the engine judges the take; a list of takes is not re-checked here
    if (!Number.isInteger(take) || (!p.legal.takes && (take < p.legal.from || take > p.legal.to))) return;
    p.hint = null;
    p.error = null;
    try {
      p.game.play(take);
      p.lastTake = take;
      refreshGameView();
    } catch (err) {
      p.error = errorText(err);
      invalidate();
      return;
    }
    invalidate();
    if (!p.view.over) scheduleEngineMove();
  }

  function showHint() {
    const p = options.state();
    if (!p.game || p.view.over) return;
    try {
      p.hint = p.game.hint();
    } catch (err) {
      p.error = errorText(err);
    }
    invalidate();
  }

  /** Wires the "who moves first" radio buttons. */
  function setup() {
    syncFirst();
    for (const radio of document.querySelectorAll(`input[name="${options.firstName}"]`)) {
      radio.addEventListener('change', () => {
        options.state().first = radio.value;
        options.onFirstChange?.(radio.value);
        start();
      });
    }
  }

  /** Shows who moves first (it may be changed elsewhere, e.g. by another game of the section). */
  function syncFirst() {
    for (const radio of document.querySelectorAll(`input[name="${options.firstName}"]`)) {
      const on = radio.value === options.state().first;
      if (radio.checked !== on) radio.checked = on;
    }
  }

  function drawPile(view) {
    const p = options.state();
    drawPileView(id('pile-view'), view.pile, p.lastTake, p.startPile);
  }

  function moveControls(view, legal, myTurn) {
    if (view.over) {
      return [el('button', { type: 'button', class: 'btn btn-primary', id: pid('play-again'), onclick: () => start() }, 'New game')];
    }
    if (!myTurn) return [el('span', { class: 'waiting' }, 'The engine is thinking…')];
    const items = [];
    const takes = offeredTakes(legal);
    if (takes.length) {
      const buttons = takes.map((k) => el('button', {
        type: 'button', class: 'btn take', 'data-take': k,
        'aria-label': `Take ${k}`, onclick: () => userTake(k),
      }, String(k)));
      items.push(el('div', { class: 'take-buttons', role: 'group', 'aria-label': 'How many counters to take' }, buttons));
    } else {
      const from = legal.takes ? legal.takes[0] : legal.from;
      const to = legal.takes ? legal.takes[legal.takes.length - 1] : legal.to;
      const input = el('input', {
        type: 'number', id: pid('take-input'), class: 'mono small-input', min: from, max: to, step: 1,
        value: from, 'aria-label': `Counters to take, ${from} to ${to}`,
      });
      const button = el('button', { type: 'button', class: 'btn', id: pid('take-button') }, 'Take');
      const valid = () => {
        const v = Number(input.value);
        return input.value.trim() !== '' && Number.isInteger(v) && v >= from && v <= to;
      };
      const update = () => {
        button.disabled = !valid();
        input.classList.toggle('invalid', !valid());
      };
      input.addEventListener('input', update);
      input.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' && valid()) userTake(Number(input.value));
      });
      button.addEventListener('click', () => {
        if (valid()) userTake(Number(input.value));
      });
      items.push(el('div', { class: 'take-input-row' },
        el('label', { for: pid('take-input') }, `Take (${from} … ${fmtInt(to)}):`), input, button));
    }
    items.push(el('button', { type: 'button', class: 'btn btn-quiet', id: pid('hint-button'), onclick: () => showHint() }, 'Hint'));
    return items;
  }

  function render() {
    const p = options.state();
    setText(id('play-error'), p.error || '');
    const status = id('play-status');
    if (!p.game || !p.view) {
      setText(status, p.error ? 'No game: fix the settings above.' : '');
      fill(id('pile-view'));
      fill(id('move-controls'));
      fill(id('hint-view'));
      fill(id('engine-said'));
      fill(id('move-log'));
      controlsKey = null;
      return;
    }
    const view = p.view;
    const me = playerIndex();
    const myTurn = !view.over && !p.thinking && view.toMove === me;
    syncFirst();
    status.className = 'play-status';
    if (view.over) {
      const won = view.winner === me;
      status.classList.add(won ? 'won' : 'lost');
      fill(status, el('strong', { id: pid('result') }, won ? 'You win!' : 'The engine wins.'),
        options.overText ? ` ${options.overText(view, won)}` : won ? ' You took the last counter.' : ' It took the last counter.');
    } else {
      fill(status,
        el('span', { class: 'pile-count' }, 'Pile: ', el('strong', { id: pid('pile-number') }, fmtInt(view.pile))),
        el('span', { class: 'limit' }, options.limitText ? options.limitText(view, p.legal) : defaultLimitText(view)),
        el('span', { class: 'turn' }, myTurn ? ' · your move' : ' · engine’s move'),
        options.statusExtra ? options.statusExtra(view) : null);
    }
    drawPile(view);

    const key = `${p.gameId}|${view.moves.length}|${myTurn}|${view.over}`;
    if (key !== controlsKey) {
      controlsKey = key;
      const controls = id('move-controls');
      fill(controls, moveControls(view, p.legal, myTurn));
      controls.dataset.turn = view.over ? 'over' : myTurn ? 'you' : 'engine';
      controls.dataset.moves = String(view.moves.length);
    }

    const last = view.moves[view.moves.length - 1];
    const engineSaid = id('engine-said');
    if (last && last.by !== me && p.whys[view.moves.length - 1]) {
      fill(engineSaid, el('strong', null, `Engine took ${fmtInt(last.take)}. `), withSubscripts(p.whys[view.moves.length - 1]));
    } else {
      fill(engineSaid);
    }

    const hint = p.hint;
    if (hint) {
      fill(id('hint-view'), el('p', { class: hint.winning ? 'hint good' : 'hint', id: pid('hint-text'), 'data-take': hint.take },
        el('strong', null, `Hint: take ${fmtInt(hint.take)}. `), withSubscripts(hint.why)));
    } else {
      fill(id('hint-view'));
    }

    renderMoveLog(id('move-log'), view.moves, me, { why: (i) => (p.whys[i] ? withSubscripts(p.whys[i]) : null) });
  }

  /** " · may take 1 … max", with the limit when the pile caps it. */
  function defaultLimitText(view) {
    const capped = view.limit > view.pile;
    return [' · may take 1 … ', el('strong', { id: pid('max-number') }, fmtInt(view.max)),
      capped ? ` (limit ${fmtInt(view.limit)}, capped by the pile)` : ''];
  }

  return { start, setup, render };
}
