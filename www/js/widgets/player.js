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
//   board(host, api)          → {render(view), digits?(d), enter?(), forget?(), focus?(), relabel?()}: draws the
//                               position and takes input; api = {ids, act(action), reset(), view()}.
//                               A group of many moves is one tab stop with arrows within
//                               (widgets/roving.js); a typed number no move has waits for Enter,
//                               which sends it to the engine (enter() → true; widgets/typed.js);
//                               relabel(): the language changed, the next render words again what
//                               it keeps
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
//   keysHelp                  → [[key, what it does]] in place of the keys help of take games (optional;
//                               each as text or as a message {id, args})
// An action is whatever the kind's apply() understands ({take: 3}, {block: [5, 6]}, …). Undo
// builds the game again and replays the actions kept, so it needs nothing of the engine.
// Hints come in the engine's steps (hint.steps): is the position winning, which part of the
// position matters, then the move; each press of Hint shows one more. A finished game can be
// stepped through move by move with the engine's reasons, and copied or saved as text.
//
// Its parts, by role (widgets/player/): state.js the state and the engine's calls (build, the
// engine's turns, act, hint, undo), render.js the DOM and its drawing, keys.js the keys and the
// focus, record.js the game record (loaded with the first finished game) and record-text.js the
// game as text. This file wires them together and is the controller.
//
// Words: the catalogue part `play` (www/js/i18n/play/; widgets/play-words.js). Nodes built once name
// their message and are filled again when the language changes; what a draw composes is worded
// then, and the player draws again (relabel) on each change of language.

import { frameScheduler, focusedIn } from '../core/dom.js';
import {
  enginePauseMs, levels, createState, act, showHint, undo, reset, setFirst, setLevel, setHints, settled, snapshot, stop,
} from './player/state.js';
import { createView } from './player/render.js';
import { onKey, keepFocus } from './player/keys.js';
import { logItems, recordText } from './player/record-text.js';
import { localize, onLanguageChange } from '../core/i18n.js';
import './play-words.js';

export { enginePauseMs, levels };

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
 *   startField    {label, value, check(text) → {value} | {error}, set(value), prepare()}: a field
 *                 for the start of the next new game (the <nim-lab-game> element's blocking Nim:
 *                 its pile), checked as typed by check (the engine's spec), taken by New game;
 *                 prepare (optional) is called when the field is first focused; optional
 * Returns the controller: {start(), restart(), render(), state(), play(action), hint(full), undo(),
 *   reset(), setFirst(first), setHints(on), setLevel(level), record(), settled(), destroy()}.
 */
export function createPlayer(host, options) {
  const p = createState(options);
  // the controller's and the board's calls: the state functions with this player's state
  const bound = (f) => (...args) => f(p, ...args);
  const { root, log, draw, relabel } = createView(p, host);
  const refocus = keepFocus(p, root);
  const render = () => {
    draw();
    refocus();
  };
  p.render = render;
  p.schedule = frameScheduler(render);
  const { board } = p;
  const keydown = (e) => onKey(p, e);
  root.addEventListener('keydown', keydown);
  root.addEventListener('pointerdown', () => board.forget?.());
  // (a player inside a shadow root, an element's, is not reached by the page's own localize)
  const unlisten = onLanguageChange(() => {
    localize(root);
    relabel();
    p.schedule();
  });

  return {
    root,
    start: bound(reset),
    restart: bound(reset),
    render: p.schedule,
    state: bound(snapshot),
    play: bound(act),
    hint: bound(showHint),
    undo: bound(undo),
    reset: bound(reset),
    setFirst: bound(setFirst),
    setHints: bound(setHints),
    setLevel: bound(setLevel),
    record: () => (p.position && p.position.over ? recordText(p, logItems(log), p.position) : null),
    settled: bound(settled),
    destroy() {
      stop(p);
      unlisten();
      root.removeEventListener('keydown', keydown);
      root.remove();
    },
    focus: () => (board.focus ? board.focus() : root.querySelector('button:not(:disabled)')?.focus()),
    hasFocus: () => root.contains(focusedIn(root)),
  };
}
