// Play against the engine, for every game of every family: the one player widget of the
// playground's sections, the <nim-lab-game> element and the embed. It builds its own DOM in a
// host element: the status line, the game's board, what the engine said, Hint / Undo / New game /
// who moves first, the keys help, an aria-live announcer and the move log.
//
// The rules stay in the engine. A game kind (families/<family>/games.js) tells the player how to
// drive one engine game object; every call may return a Promise (single-delete games live in a
// worker):
//   create(settings)          → the engine's game (throws the engine's message)
//   read(game)                → the position {pile, toMove: 0|1, over, winner: 0|1|null, moves, …}
//   next(position, me)        → what happens now without the player: null (the player acts), or
//                               {who: 'engine', doing: 'thinking' | 'blocking', run(game) → {action, why}}
//                               (run after the engine's pause; it has already played when it returns),
//                               or {who: 'auto', action} (applied at once, e.g. nothing to forbid)
//   apply(game, action)       → plays one recorded action (the player's, or the engine's on replay)
//   hint(game, position)      → {action, winning, why, …}
//   board(host, api)          → {render(view), digits?(d), enter?(), forget?(), focus?()}: draws the
//                               position and takes input; api = {ids, act(action), reset(), view()}.
//                               A group of many moves is one tab stop with arrows within
//                               (widgets/roving.js); a typed number no move has waits for Enter,
//                               which sends it to the engine (enter() → true; widgets/typed.js)
//   status(position, view)    → nodes after "Pile: 17" (the limit, the move number, …)
//   positionText(position, view) → nodes in place of "Pile: 17" (games of several piles; optional)
//   said(record)              → nodes for the engine's last action ("Engine took 3. " + why)
//   hintText(hint)            → the hint's first words ("Hint: take 2. ")
//   hintAttrs(hint)           → more attributes of the hint's paragraph ({'data-split': 2}; optional)
//   announce(record, position, view) → one sentence for screen readers ("I took 3, leaving 17. …")
//   logOptions(view)          → options of renderMoveLog (widgets/movelog.js), optional
//   overText(position, won)   → the words after "You win!" / "The engine wins."
//   moveEvent(record, position) → the detail of a nimlab-move event beyond {who, why, pile}
//   free(game)                → frees the engine object (optional)
//   setLevel(game, level, seed) → how well the engine plays: 'perfect' | 'good' | 'beginner'
//                               (default game.setLevel(level, seed); the engine's mistakes follow the seed)
//   keysHelp                  → [[key, what it does]] in place of the keys help of take games (optional)
// An action is whatever the kind's apply() understands ({take: 3}, {block: [5, 6]}, …). Undo
// builds the game again and replays the actions kept, so it needs nothing of the engine.
// Hints come in the engine's steps (hint.steps): is the position winning, which part of the
// position matters, then the move; each press of Hint shows one more. A finished game can be
// stepped through move by move with the engine's reasons, and copied or saved as text.

import { el, fill, setText, fmtInt, errorText, withSubscripts, frameScheduler, focusedIn } from '../core/dom.js';
import { renderMoveLog } from './movelog.js';

/** The engine's pause before it answers (long enough to see the move happen). */
export const enginePauseMs = 450;

/** The engine's strengths, in the words the page uses. */
export const levels = { perfect: 'Perfect', good: 'Good (errs now and then)', beginner: 'Beginner (mostly random)' };

const keysHelp = [
  ['Tab', 'reach the moves (one stop for all of them), then the buttons'],
  ['1 … 9, 0', 'type how many to take (several digits for large piles), then Enter'],
  ['← →', 'go from one move to the next (Home, End: the first, the last)'],
  ['Enter or Space', 'play the move that has focus'],
  ['H', 'hint (again: more of it)'],
  ['U', 'undo your last move'],
  ['N', 'new game'],
  ['?', 'show or hide these keys'],
];

/**
 * host: the element to build into. options:
 *   kind          the game kind (see above)
 *   settings()    the settings the game starts from (passed to kind.create)
 *   ids           prefix of the ids inside (unique on the page; '' for the first section)
 *   first         'you' | 'engine'
 *   hints         false hides the Hint button
 *   level         'perfect' | 'good' | 'beginner' (how well the engine plays; default perfect)
 *   seed          the seed of the engine's mistakes (default: a new one for every game)
 *   onLevelChange(level)       after the player chose the engine's strength
 *   firstName     name of the "who moves first" radio buttons (default `${ids}first`)
 *   onFirstChange(first)       after the player chose who moves first (the playground stores it)
 *   emit(type, detail)         'move' {who, why, pile, …}, 'gameover' {winner}, 'ready'
 *   pauseMs       the engine's pause (default enginePauseMs)
 *   title         a heading over the game (optional)
 * Returns the controller: {start(), restart(), render(), state(), play(action), hint(full), undo(),
 *   reset(), setFirst(first), setHints(on), setLevel(level), record(), settled(), destroy()}.
 */
export function createPlayer(host, options) {
  const kind = options.kind;
  const ids = options.ids || '';
  const firstName = options.firstName || `${ids}first`;
  const pauseMs = options.pauseMs ?? enginePauseMs;
  const emit = options.emit || (() => {});

  const s = {
    first: options.first === 'engine' ? 'engine' : 'you',
    hints: options.hints !== false,
    game: null,
    position: null,
    records: [],        // [{by: 'you' | 'engine' | 'auto', action, why, moved, position}]
    hint: null,
    hintStep: 0,        // how many of the hint's steps are shown
    level: levels[options.level] ? options.level : 'perfect',
    replayAt: null,     // the move shown by the game record (null: the record is closed)
    error: null,
    thinking: null,     // null | 'acting' (the engine judges your move) | 'thinking' | 'blocking' | 'loading'
    epoch: 0,           // bumped by every new game and undo: late answers of old ones are dropped
    startPile: 0,
    lastTake: 0,
    announcement: '',
    helpOpen: false,
    recovering: false,  // the game is being built again after the engine stopped (failed)
  };
  let timer = null;
  let wake = null;      // ends the engine's pause at once (its game is gone: a new game, undo, destroy)
  let waiters = [];
  const me = () => (s.first === 'you' ? 0 : 1);

  // --- DOM -----------------------------------------------------------------------------------
  const id = (name) => `${ids}${name}`;
  const status = el('div', { class: 'play-status', id: id('play-status') });
  const boardHost = el('div', { class: 'board' });
  const engineSaid = el('div', { class: 'engine-said', id: id('engine-said') });
  const hintView = el('div', { class: 'hint-view', id: id('hint-view') });
  const errorView = el('div', { class: 'field-error play-error', id: id('play-error'), role: 'alert' });
  const announcer = el('div', { class: 'visually-hidden', id: id('announce'), 'aria-live': 'polite', 'aria-atomic': 'true' });
  const hintButton = el('button', { type: 'button', class: 'btn', id: id('hint-button'), 'aria-keyshortcuts': 'H', onclick: () => showHint() }, 'Hint');
  const undoButton = el('button', { type: 'button', class: 'btn', id: id('undo-button'), 'aria-keyshortcuts': 'U', onclick: () => undo() }, 'Undo');
  const newButton = el('button', { type: 'button', class: 'btn', id: id('new-game'), 'aria-keyshortcuts': 'N', onclick: () => reset() }, 'New game');
  const radios = ['you', 'engine'].map((value) => {
    const input = el('input', { type: 'radio', name: firstName, value });
    input.addEventListener('change', () => {
      if (!input.checked) return;
      setFirst(value);
      options.onFirstChange?.(value);
    });
    return { value, input, label: el('label', null, input, value === 'you' ? ' You' : ' Engine') };
  });
  const firstBox = el('fieldset', { class: 'first-mover' }, el('legend', null, 'Who moves first'), radios.map((r) => r.label));
  const levelSelect = el('select', { id: id('level'), class: 'level-select' },
    Object.entries(levels).map(([value, words]) => el('option', { value }, words)));
  levelSelect.addEventListener('change', () => {
    setLevel(levelSelect.value);
    options.onLevelChange?.(levelSelect.value);
  });
  const levelBox = el('label', { class: 'level-menu', for: id('level') }, 'Engine ', levelSelect);
  const recordView = createRecordView();
  const helpButton = el('button', {
    type: 'button', class: 'btn btn-quiet keys-toggle', 'aria-expanded': 'false', 'aria-controls': id('keys-help'),
    'aria-keyshortcuts': 'Shift+?', onclick: () => toggleHelp(),
  }, 'Keys');
  const helpPanel = el('div', { class: 'keys-help', id: id('keys-help'), hidden: true },
    el('p', { class: 'keys-title' }, 'Play with the keyboard (while the game has focus):'),
    el('dl', null, (kind.keysHelp || keysHelp).map(([k, what]) => [el('dt', null, el('kbd', null, k)), el('dd', null, what)])));
  // a scroll box once the game is long: in the tab order with a name, so the keyboard reaches
  // every move (the arrows scroll it)
  const log = el('ol', { class: 'move-log', id: id('move-log'), tabindex: '0', 'aria-label': 'Moves so far' });
  const root = el('div', { class: 'player', role: 'group', 'aria-label': options.title || 'Game against the engine' },
    options.title ? el('h3', { class: 'player-title' }, options.title) : null,
    status,
    boardHost,
    engineSaid,
    el('div', { class: 'player-actions' }, hintButton, undoButton, newButton, firstBox, levelBox, helpButton),
    hintView,
    errorView,
    helpPanel,
    announcer,
    el('h3', { class: 'log-title' }, 'Moves'),
    log,
    recordView.box);
  host.append(root);

  const api = {
    ids,
    act: (action) => act(action),
    reset: () => reset(),
    view: () => view(),
  };
  const board = kind.board(boardHost, api);
  root.addEventListener('keydown', onKey);
  root.addEventListener('pointerdown', () => board.forget?.());

  const schedule = frameScheduler(render);

  // --- the game ------------------------------------------------------------------------------

  /** What the board and the texts need. */
  function view() {
    const p = s.position;
    const myTurn = !!p && !p.over && !s.thinking && p.toMove === me() && !pendingAuto(p);
    return {
      position: p, me: me(), myTurn, thinking: s.thinking, over: !!p && p.over, hint: s.hint,
      lastTake: s.lastTake, startPile: s.startPile, records: s.records, epoch: s.epoch, ids,
    };
  }

  function pendingAuto(p) {
    return !!kind.next(p, me());
  }

  async function read() {
    s.position = await kind.read(s.game);
  }

  function clearTimer() {
    clearTimeout(timer);
    timer = null;
    // the pause's await ends (and its epoch check returns) instead of waiting forever
    const w = wake;
    wake = null;
    w?.();
  }

  /** Builds the game from the settings and replays `actions`; then lets the engine go on. `note`
   *  stays shown (why it was built again). */
  async function build(actions, note = null) {
    clearTimer();
    const epoch = ++s.epoch;
    const old = s.game;
    s.game = null;
    s.position = null;
    s.hint = null;
    s.hintStep = 0;
    s.replayAt = null;
    s.error = note;
    s.thinking = 'loading';
    schedule();
    try { kind.free?.(old); } catch (_) { /* already freed */ }
    let game = null;
    try {
      game = await kind.create(options.settings());
      if (epoch !== s.epoch) {
        kind.free?.(game);
        return;
      }
      s.game = game;
      if (s.level !== 'perfect') await applyLevel(game);
      for (const record of actions) await kind.apply(game, record.action);
      await read();
      if (epoch !== s.epoch) return;
      if (!actions.length) s.startPile = Number(s.position.pile);
      s.records = actions;
    } catch (err) {
      if (epoch !== s.epoch) return;
      s.game = null;
      s.position = null;
      setError(err);
      s.records = [];
    }
    s.thinking = null;
    schedule();
    if (s.game) await advance(epoch);
    settle();
  }

  /** Keeps an error's words and its kind (core/engine.js: 'input', 'limit', 'state', 'internal'). */
  function setError(err) {
    s.error = errorText(err);
    s.errorKind = err?.kind || 'internal';
  }

  /** Shows an engine error. After a trap the engine was rebuilt (core/engine.js) and this game's
   *  object died with the old one (err.reloaded): the game is built again from the moves kept, so
   *  the next action works; once (a second stop while doing so is only shown). */
  function failed(err) {
    setError(err);
    if (!err?.reloaded || s.recovering) return;
    s.recovering = true;
    build(s.records, s.error).finally(() => { s.recovering = false; });
  }

  /** Runs what happens without the player until it is the player's turn or the game is over. */
  async function advance(epoch) {
    try {
      await advanceSteps(epoch);
    } catch (err) {
      if (epoch !== s.epoch) return;
      s.thinking = null;
      failed(err);
      schedule();
    }
  }

  async function advanceSteps(epoch) {
    for (;;) {
      if (epoch !== s.epoch || !s.position || s.position.over) return;
      const step = kind.next(s.position, me());
      if (!step) return;
      if (step.who === 'auto') {
        await kind.apply(s.game, step.action);
        if (epoch !== s.epoch) return;
        await record('auto', step.action, null);
        continue;
      }
      s.thinking = step.doing || 'thinking';
      schedule();
      await new Promise((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, pauseMs);
      });
      if (epoch !== s.epoch) return;
      let answer;
      try {
        answer = await step.run(s.game);
      } catch (err) {
        if (epoch !== s.epoch) return;
        s.thinking = null;
        failed(err);
        schedule();
        return;
      }
      if (epoch !== s.epoch) return;
      s.thinking = null;
      await record('engine', answer.action, answer.why, answer);
    }
  }

  /** Notes an action that was applied: the position after it, events and the announcement. */
  async function record(by, action, why, answer = null) {
    const before = s.position;
    await read();
    const p = s.position;
    const moved = p.moves.length > before.moves.length;
    const entry = { by, action, why, moved, answer, position: p };
    s.records = [...s.records, entry];
    if (moved) {
      const last = p.moves[p.moves.length - 1];
      if (last && last.take !== undefined) s.lastTake = Number(last.take);
      const who = by === 'engine' ? 'engine' : 'you';
      emit('move', { who, why: why || null, pile: Number(p.pile), ...(kind.moveEvent ? kind.moveEvent(entry, p) : {}) });
    }
    if (by !== 'auto') s.announcement = kind.announce(entry, p, view()) || '';
    if (p.over) {
      const won = p.winner === me();
      s.announcement = `${s.announcement} ${won ? 'You win!' : 'The engine wins.'}`.trim();
      emit('gameover', { winner: won ? 'you' : 'engine' });
    }
    schedule();
  }

  /** The player's action (a take, a block, …): the engine judges it. */
  async function act(action) {
    const p = s.position;
    if (!s.game || !p || p.over || s.thinking) return false;
    const epoch = s.epoch;
    // drawn at once, not at the next frame: the moves are no longer offered while the engine judges
    s.thinking = 'acting';
    render();
    try {
      await kind.apply(s.game, action);
      if (epoch !== s.epoch) return false;
      s.error = null;
      s.hint = null;
      await record('you', action, null);
    } catch (err) {
      if (epoch !== s.epoch) return false;
      s.thinking = null;
      failed(err);
      s.announcement = s.error;
      schedule();
      return false;
    }
    s.thinking = null;
    await advance(epoch);
    settle();
    return true;
  }

  /** One more step of the hint (all of them with full: true); the hint of this position. */
  async function showHint(full = false) {
    // (only when the player takes: not while the engine moves, nor while the player forbids in blocking Nim)
    if (!s.hints || !s.game || !view().myTurn) return null;
    const epoch = s.epoch;
    try {
      if (!s.hint) {
        const h = await kind.hint(s.game, s.position);
        if (epoch !== s.epoch) return null;
        s.hint = h;
        s.hintStep = 0;
      }
      const steps = hintSteps(s.hint);
      s.hintStep = full ? steps.length : Math.min(steps.length, s.hintStep + 1);
      s.announcement = steps[s.hintStep - 1];
    } catch (err) {
      failed(err);
    }
    schedule();
    return s.hint;
  }

  /** The hint's steps as sentences; the last one names the move. */
  function hintSteps(h) {
    const last = `${kind.hintText(h)}${h.why || ''}`;
    const steps = Array.from(h.steps || []).slice(0, -1);
    return [...steps, last];
  }

  /** Takes back the player's last move (and the engine's answer to it). */
  async function undo() {
    const records = s.records;
    let cut = -1;
    for (let i = records.length - 1; i >= 0; i--) {
      if (records[i].by === 'you' && records[i].moved) { cut = i; break; }
    }
    if (cut < 0) return false;
    s.announcement = 'Your last move was taken back.';
    await build(records.slice(0, cut));
    return true;
  }

  function reset() {
    s.lastTake = 0;
    s.announcement = '';
    return build([]);
  }

  function setFirst(first) {
    s.first = first === 'engine' ? 'engine' : 'you';
    return reset();
  }

  /** How well the engine plays from now on (the current game goes on). */
  async function setLevel(level) {
    s.level = levels[level] ? level : 'perfect';
    if (s.game) await applyLevel(s.game);
    schedule();
  }

  async function applyLevel(game) {
    const seed = options.seed ?? Math.floor(Math.random() * 2 ** 32);
    try {
      await (kind.setLevel ? kind.setLevel(game, s.level, seed) : game.setLevel(s.level, seed));
    } catch (err) {
      setError(err);
    }
  }

  function setHints(on) {
    s.hints = !!on;
    if (!s.hints) s.hint = null;
    schedule();
  }

  function toggleHelp(open = !s.helpOpen) {
    s.helpOpen = open;
    schedule();
  }

  /** Resolves once no engine answer is pending (after a move, a reset or an undo). */
  function settled() {
    if (!s.thinking) return Promise.resolve();
    return new Promise((resolve) => waiters.push(resolve));
  }

  function settle() {
    if (s.thinking) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  // --- keys ----------------------------------------------------------------------------------

  function onKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.composedPath ? e.composedPath()[0] : e.target;
    const typing = target && (target.tagName === 'INPUT' && target.type !== 'radio') || target?.tagName === 'TEXTAREA';
    if (!typing && /^[0-9]$/.test(e.key) && board.digits) {
      e.preventDefault();
      board.digits(e.key);
      return;
    }
    if (typing) return;
    // Enter after a typed number no move has: the board sends it to the engine, which refuses it
    // (not the focused move played instead)
    if (e.key === 'Enter' && board.enter?.()) {
      e.preventDefault();
      return;
    }
    if (e.key !== 'Shift') board.forget?.();
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    const actions = { h: showHint, u: undo, n: reset, '?': () => toggleHelp() };
    if (actions[key]) {
      e.preventDefault();
      actions[key]();
    }
    // (the arrows belong to the board's groups of moves, widgets/roving.js, and to the radio buttons)
  }

  // --- drawing -------------------------------------------------------------------------------

  let drawnLog = null;
  let drawnSaid = null;

  function render() {
    const p = s.position;
    const v = view();
    for (const r of radios) if (r.input.checked !== (r.value === s.first)) r.input.checked = r.value === s.first;
    setText(errorView, s.error || '');
    hintButton.hidden = !s.hints;
    hintButton.disabled = !v.myTurn || (!!s.hint && s.hintStep >= hintSteps(s.hint).length);
    setText(hintButton, !s.hint || !s.hintStep ? 'Hint' : s.hintStep < hintSteps(s.hint).length - 1 ? 'More hint' : 'Show the move');
    if (levelSelect.value !== s.level) levelSelect.value = s.level;
    undoButton.disabled = !!s.thinking || !s.records.some((r) => r.by === 'you' && r.moved);
    helpPanel.hidden = !s.helpOpen;
    helpButton.setAttribute('aria-expanded', String(s.helpOpen));
    setText(announcer, s.announcement);
    root.dataset.turn = !p ? 'none' : p.over ? 'over' : v.myTurn ? 'you' : 'engine';
    root.dataset.moves = String(p ? p.moves.length : 0);

    status.className = 'play-status';
    if (!p) {
      setText(status, s.thinking === 'loading' ? 'Setting up the game…' : s.error ? 'No game: fix the settings.' : '');
      fill(engineSaid);
      fill(hintView);
      fill(log);
      drawnLog = null;
      recordView.box.hidden = true;
      board.render(v);
      return;
    }
    if (p.over) {
      const won = p.winner === me();
      status.classList.add(won ? 'won' : 'lost');
      fill(status, el('strong', { id: id('result') }, won ? 'You win!' : 'The engine wins.'),
        ' ', kind.overText ? kind.overText(p, won) : won ? 'You took the last counter.' : 'It took the last counter.');
    } else {
      fill(status,
        kind.positionText ? kind.positionText(p, v)
          : el('span', { class: 'pile-count' }, 'Pile: ', el('strong', { id: id('pile-number') }, fmtInt(p.pile))),
        kind.status ? kind.status(p, v) : null,
        el('span', { class: 'turn' }, s.thinking ? ' · engine’s move' : v.myTurn ? ' · your move' : ' · engine’s move'));
    }
    board.render(v);
    renderSaid();
    renderHint(p);
    const logKey = `${s.epoch}|${s.records.length}`;
    if (logKey !== drawnLog) {
      drawnLog = logKey;
      // the newest move stays in view, unless the reader has scrolled up to an older one
      const atEnd = log.scrollTop + log.clientHeight >= log.scrollHeight - 8;
      renderMoveLog(log, p.moves, me(), kind.logOptions ? kind.logOptions(v) : {
        why: (i) => {
          const r = s.records.filter((x) => x.moved)[i];
          return r && r.by === 'engine' && r.why ? withSubscripts(r.why) : null;
        },
      });
      if (atEnd) log.scrollTop = log.scrollHeight;
    }
    recordView.render(p);
  }

  /** The engine's actions since the player's last one. */
  function renderSaid() {
    const since = [];
    for (let i = s.records.length - 1; i >= 0 && s.records[i].by !== 'you'; i--) {
      if (s.records[i].by === 'engine') since.unshift(s.records[i]);
    }
    const key = `${s.epoch}|${s.records.length}`;
    if (key === drawnSaid) return;
    drawnSaid = key;
    fill(engineSaid, since.map((r) => el('p', { class: 'engine-said-line' }, kind.said(r))));
  }

  function renderHint(p) {
    const h = s.hint;
    if (!h || p.over || !s.hintStep) {
      fill(hintView);
      return;
    }
    const steps = hintSteps(h);
    const shown = steps.slice(0, s.hintStep);
    const complete = s.hintStep >= steps.length;
    fill(hintView, el('div', {
      class: h.winning ? 'hint good' : 'hint', id: id('hint-text'), 'data-step': s.hintStep, 'data-steps': steps.length,
      'data-take': complete ? h.take ?? '' : '', ...(complete && kind.hintAttrs ? kind.hintAttrs(h) : {}),
    }, shown.map((line, i) => el('p', { class: 'hint-step' },
      i === steps.length - 1 ? [el('strong', null, kind.hintText(h)), withSubscripts(h.why)] : withSubscripts(line)))));
  }

  /** The finished game, move by move with the engine's reasons, and as text to copy or save. */
  function createRecordView() {
    const at = el('span', { class: 'record-at', id: id('record-at') });
    const line = el('p', { class: 'record-line', id: id('record-line') });
    const after = el('p', { class: 'record-after' });
    const prev = el('button', { type: 'button', class: 'btn btn-small', 'aria-label': 'Previous move', onclick: () => step(-1) }, '◀');
    const next = el('button', { type: 'button', class: 'btn btn-small', 'aria-label': 'Next move', onclick: () => step(1) }, '▶');
    const text = el('textarea', { class: 'mono record-text', id: id('record-text'), rows: 6, readonly: true, 'aria-label': 'The game as text' });
    const copied = el('span', { class: 'copy-status', role: 'status' });
    const copy = el('button', { type: 'button', class: 'btn btn-small', id: id('record-copy') }, 'Copy as text');
    const save = el('a', { class: 'btn btn-small', id: id('record-save'), download: 'nim-lab-game.txt', href: '#' }, 'Save as a file');
    const box = el('details', { class: 'game-record', id: id('record'), hidden: true },
      el('summary', null, 'Game record: step through the moves'),
      el('div', { class: 'record-nav' }, prev, at, next), line, after,
      el('div', { class: 'record-export' }, copy, save, copied), text);
    let drawn = null;
    let url = null;
    box.addEventListener('toggle', () => {
      s.replayAt = box.open ? (s.replayAt ?? 0) : null;
      schedule();
    });
    copy.addEventListener('click', async () => {
      text.select();
      let ok = false;
      try { await navigator.clipboard.writeText(text.value); ok = true; } catch (_) { ok = document.execCommand?.('copy') || false; }
      setText(copied, ok ? 'Copied.' : 'Select the text and copy it.');
    });

    function step(direction) {
      const moves = s.records.filter((r) => r.moved).length;
      s.replayAt = Math.max(0, Math.min(moves - 1, (s.replayAt ?? 0) + direction));
      schedule();
    }

    function render(p) {
      box.hidden = !p.over;
      if (!p.over) return;
      const moved = s.records.filter((r) => r.moved);
      const key = `${s.epoch}|${moved.length}|${s.replayAt}`;
      if (key === drawn) return;
      drawn = key;
      const items = [...log.children].map((li) => li.textContent.replace(/\s+/g, ' ').trim());
      const i = Math.max(0, Math.min(moved.length - 1, s.replayAt ?? 0));
      setText(at, `Move ${i + 1} of ${moved.length}`);
      prev.disabled = i <= 0;
      next.disabled = i >= moved.length - 1;
      setText(line, items[i] || '');
      const pos = moved[i] && moved[i].position;
      fill(after, pos ? ['After it: ', kind.positionText ? kind.positionText(pos, view())
        : ['pile ', el('strong', null, fmtInt(pos.pile))]] : '');
      text.value = recordText(items, p);
      if (url) URL.revokeObjectURL(url);
      url = URL.createObjectURL(new Blob([text.value], { type: 'text/plain' }));
      save.href = url;
    }

    return { box, render };
  }

  /** The game as text: what was played, by whom, with the engine's reasons, and the result. */
  function recordText(items, p) {
    const settings = Object.entries(options.settings() || {})
      .filter(([k, v]) => !['theme', 'hints', 'widget', 'first', 'level', 'onStart'].includes(k) && typeof v !== 'function')
      .map(([k, v]) => `${k} = ${v}`).join(', ');
    const won = p.winner === me();
    return [
      `Nim Lab — ${options.title || kind.name}${settings ? ` (${settings})` : ''}`,
      `${s.first === 'you' ? 'You' : 'The engine'} moved first; the engine played at the level "${s.level}".`,
      ...items.map((item, i) => `${i + 1}. ${item}`),
      won ? 'You win!' : 'The engine wins.',
    ].join('\n');
  }

  // --- the controller --------------------------------------------------------------------------

  /** The game as a course page's script sees it. */
  function state() {
    const p = s.position;
    const name = (x) => (x === null || x === undefined ? null : x === me() ? 'you' : 'engine');
    return {
      game: kind.name,
      ready: !!p,
      pile: p && p.pile !== undefined ? Number(p.pile) : null,
      piles: p && p.piles ? Array.from(p.piles, Number) : undefined,
      toMove: p && !p.over ? name(p.toMove) : null,
      over: !!p && !!p.over,
      winner: p && p.over ? name(p.winner) : null,
      moves: p ? p.moves.length : 0,
      first: s.first,
      level: s.level,
      thinking: !!s.thinking,
      // the player acts now (takes; in blocking Nim also forbids before the engine's take)
      acting: !!p && !p.over && !s.thinking && !kind.next(p, me()),
      error: s.error,
      errorKind: s.error ? s.errorKind : null,
      position: p,
    };
  }

  function destroy() {
    clearTimer();
    s.epoch++;
    try { kind.free?.(s.game); } catch (_) { /* already freed */ }
    s.game = null;
    root.removeEventListener('keydown', onKey);
    root.remove();
  }

  return {
    root,
    start: () => reset(),
    restart: () => reset(),
    render: schedule,
    state,
    play: (action) => act(action),
    hint: (full) => showHint(full),
    undo: () => undo(),
    reset: () => reset(),
    setFirst,
    setHints,
    setLevel,
    record: () => (s.position && s.position.over ? recordText([...log.children].map((li) => li.textContent.replace(/\s+/g, ' ').trim()), s.position) : null),
    settled,
    destroy,
    focus: () => (board.focus ? board.focus() : root.querySelector('button:not(:disabled)')?.focus()),
    hasFocus: () => root.contains(focusedIn(root)),
  };
}
