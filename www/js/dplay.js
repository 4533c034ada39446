// Single-delete Nim against the engine. The engine's DeleteGame (in a worker of its own, through
// dclient.js: a start with large piles is solved first) holds the position, judges every move,
// answers with its own moves and gives hints with their reasons; this module draws the board —
// each pile as counters and in binary with the rightmost 1s aligned — and passes the player's
// choice back: a pile to delete, and a gap between two counters of another pile to split it.

import { app, invalidate } from './state.js';
import { createDeleteChannel } from './dclient.js';
import { byId, el, fill, setText, fmtInt, errorText, withSubscripts } from './dom.js';
import { renderMoveLog } from './movelog.js';
import { engineDelayMs } from './play.js';
import { alignedCells, pilesText, statementName } from './view-ddigits.js';

/** Piles drawn as counters with gaps to click; larger ones get a number field. */
const counterLimit = 32;

/** The piles of a start setting "5, 6, 9, 12" (the engine checked it as a URL value). */
function startPiles(text) {
  return String(text).split(',').map((p) => Number(p.trim()));
}

export function newDeletePlay(first) {
  return {
    first,                  // 'you' | 'engine'
    view: null,             // the game's state()
    hint: null,
    whys: [],               // the engine's words for its moves, by move index
    reasons: [],            // the statement behind each of its moves (or 'search'), by move index
    error: null,
    busy: null,             // what the engine is doing before the game can start, or null
    thinking: false,
    del: null,              // the pile chosen to delete (index)
    split: null,            // {index, x}: the pile chosen to split and where
    gameId: 0,
  };
}

export function createDeletePlayer(state) {
  const channel = createDeleteChannel();
  let controlsKey = null;
  let boardKey = null;
  const me = () => (state().first === 'you' ? 0 : 1);

  function myTurn() {
    const p = state();
    return !!(p.view && !p.view.over && !p.thinking && !p.busy && p.view.toMove === me());
  }

  /** Starts a game from the engine's answer to `request` ({op: 'game', start} or {op: 'random', …}). */
  function begin(request, busyText, then) {
    const p = state();
    // a game still being set up (a large start) is dropped with its worker; otherwise the worker stays
    if (p.busy) channel.stop();
    Object.assign(p, {
      view: null, hint: null, whys: [], reasons: [], error: null, busy: busyText, thinking: false, del: null, split: null, gameId: p.gameId + 1,
    });
    const gameId = p.gameId;
    invalidate();
    channel.call(request).then((view) => {
      if (gameId !== p.gameId) return;
      p.busy = null;
      p.view = view;
      then?.(view);
      invalidate();
      if (!view.over && view.toMove !== me()) scheduleEngine();
    }, (err) => {
      if (err.cancelled || gameId !== p.gameId) return;
      p.busy = null;
      p.error = errorText(err);
      invalidate();
    });
  }

  /** A game from the start setting. */
  function start() {
    const piles = startPiles(app.settings.dstart);
    begin({ op: 'game', start: piles }, `Setting up the game: the engine solves every position of ${piles.length} piles up to ${fmtInt(Math.max(...piles))}…`);
  }

  /** A game from a random start of k piles up to max; then(piles) gets the start. */
  function random(k, max, then) {
    const seed = Math.floor(Math.random() * 2 ** 32);
    begin({ op: 'random', k, max, seed }, `Setting up a random game of ${k} piles up to ${fmtInt(max)}…`, (view) => then(view.piles));
  }

  /** Stops the engine's setting up of a game. */
  function stop() {
    const p = state();
    channel.stop();
    p.gameId++;
    p.busy = null;
    p.error = 'Stopped. Choose a start with smaller piles.';
    invalidate();
  }

  function scheduleEngine() {
    const p = state();
    p.thinking = true;
    invalidate();
    const gameId = p.gameId;
    setTimeout(() => {
      if (gameId !== p.gameId) return;
      channel.call({ op: 'engineMove' }).then((reply) => {
        if (gameId !== p.gameId) return;
        p.whys[reply.state.moves.length - 1] = reply.why;
        p.reasons[reply.state.moves.length - 1] = reply.reason;
        p.view = reply.state;
        p.thinking = false;
        invalidate();
      }, (err) => {
        if (err.cancelled || gameId !== p.gameId) return;
        p.thinking = false;
        p.error = errorText(err);
        invalidate();
      });
    }, engineDelayMs);
  }

  /** Plays the chosen move once both halves are chosen (the engine judges it). */
  function playChosen() {
    const p = state();
    if (p.del === null || !p.split || !myTurn()) return;
    const { del, split } = p;
    const gameId = p.gameId;
    p.thinking = true;
    invalidate();
    channel.call({ op: 'play', del, split: split.index, x: split.x }).then((view) => {
      if (gameId !== p.gameId) return;
      Object.assign(p, { view, thinking: false, hint: null, error: null, del: null, split: null });
      invalidate();
      if (!view.over) scheduleEngine();
    }, (err) => {
      if (err.cancelled || gameId !== p.gameId) return;
      Object.assign(p, { thinking: false, error: errorText(err), del: null, split: null });
      invalidate();
    });
  }

  function chooseDelete(i) {
    const p = state();
    if (!myTurn()) return;
    p.error = null;
    p.del = p.del === i ? null : i;
    invalidate();
    playChosen();
  }

  function chooseSplit(i, x) {
    const p = state();
    if (!myTurn()) return;
    p.error = null;
    p.split = { index: i, x };
    invalidate();
    playChosen();
  }

  function clearChoice() {
    const p = state();
    p.del = null;
    p.split = null;
    invalidate();
  }

  function showHint() {
    const p = state();
    if (!myTurn()) return;
    const gameId = p.gameId;
    channel.call({ op: 'hint' }).then((hint) => {
      if (gameId !== p.gameId) return;
      p.hint = hint;
      invalidate();
    }, (err) => {
      if (err.cancelled || gameId !== p.gameId) return;
      p.error = errorText(err);
      invalidate();
    });
  }

  // --- rendering ------------------------------------------------------------------------------

  /** The counters of pile i with a button in each gap ("split here"), or a number field. */
  function counters(pile, i, p, canSplit) {
    const hinted = p.hint && p.hint.winning !== false && p.hint.split === i ? p.hint.parts[0] : null;
    const chosen = p.split && p.split.index === i ? p.split.x : null;
    if (pile > counterLimit) {
      const input = el('input', {
        type: 'number', class: 'mono d-split-input', step: 1, value: chosen || hinted || 1,
        'aria-label': `Split pile ${i + 1} of ${pile}: the first part`, disabled: !canSplit, 'data-pile': i,
      });
      const go = () => chooseSplit(i, Number(input.value));
      input.addEventListener('keydown', (e) => { if (e.key === 'Enter') go(); });
      return el('div', { class: 'd-split-row' },
        el('div', { class: 'pile-bar d-bar' }, el('div', { class: 'pile-bar-fill', style: { width: '100%' } }),
          el('span', { class: 'pile-bar-label' }, `${fmtInt(pile)} counters`)),
        el('label', { class: 'd-split-label' }, 'split after ', input),
        el('button', { type: 'button', class: 'btn btn-small d-split-go', 'data-pile': i, disabled: !canSplit, onclick: go }, 'Split'));
    }
    const items = [];
    for (let c = 1; c <= pile; c++) {
      items.push(el('span', { class: `dot${chosen !== null && c > chosen ? ' d-right' : ''}` }));
      if (c < pile) {
        items.push(el('button', {
          type: 'button', class: `d-gap${hinted === c ? ' hinted' : ''}${chosen === c ? ' chosen' : ''}`,
          'data-pile': i, 'data-x': c, disabled: !canSplit, title: `split into ${c} + ${pile - c}`,
          'aria-label': `Split pile ${i + 1} into ${c} + ${pile - c}`, onclick: () => chooseSplit(i, c),
        }));
      }
    }
    return el('div', { class: 'd-counters' }, items);
  }

  function board(v, p) {
    const mine = myTurn();
    const rows = alignedCells(v.piles).map((row, i) => {
      const deleting = p.del === i;
      const hintDelete = p.hint && p.hint.winning !== false && p.hint.delete === i;
      const hintSplit = p.hint && p.hint.winning !== false && p.hint.split === i;
      return el('tr', {
        class: `d-pile${deleting ? ' deleting' : ''}${p.split && p.split.index === i ? ' splitting' : ''}${hintDelete ? ' hint-delete' : ''}${hintSplit ? ' hint-split' : ''}`,
        'data-pile': i, 'data-size': row.value,
      },
      el('th', { scope: 'row', class: 'd-pile-name' }, `Pile ${i + 1}`),
      el('td', { class: 'd-del-cell' }, el('button', {
        type: 'button', class: `btn btn-small d-del${hintDelete ? ' hinted' : ''}`, 'data-pile': i, disabled: !mine,
        'aria-pressed': deleting ? 'true' : 'false', 'aria-label': `Delete pile ${i + 1} (${row.value})`,
        onclick: () => chooseDelete(i),
      }, el('span', { class: 'd-del-word' }, deleting ? 'Deleting' : 'Delete'), el('span', { class: 'd-del-icon', 'aria-hidden': 'true' }, '✕'))),
      el('td', { class: 'd-counter-cell' }, counters(row.value, i, p, mine)),
      el('td', { class: 'd-size' }, fmtInt(row.value)),
      row.cells);
    });
    return el('table', { class: 'd-board-table dd', id: 'd-board-table' },
      el('caption', { class: 'visually-hidden' }, `The piles ${pilesText(v.piles)}: counters, then binary digits with the rightmost 1s aligned`),
      el('tbody', null, rows));
  }

  /** "delete 6 and split 12 into 4 + 8". */
  function moveWords(m) {
    const before = Array.from(m.before);
    return `deleted ${fmtInt(before[m.delete])} and split ${fmtInt(before[m.split])} into ${fmtInt(m.parts[0])} + ${fmtInt(m.parts[1])}`;
  }

  function choiceLine(v, p) {
    if (p.del === null && !p.split) {
      return el('span', { class: 'd-choose' }, 'Click ', el('strong', null, el('span', { class: 'd-del-word' }, 'Delete'), el('span', { class: 'd-del-icon' }, '✕')),
        ' on one pile and a gap between two counters of another pile to split it there.');
    }
    const parts = [];
    parts.push(p.del === null ? 'choose a pile to delete' : `delete ${fmtInt(v.piles[p.del])} (pile ${p.del + 1})`);
    parts.push(p.split ? `split ${fmtInt(v.piles[p.split.index])} into ${fmtInt(p.split.x)} + ${fmtInt(v.piles[p.split.index] - p.split.x)}`
      : 'choose where to split another pile');
    return el('span', { class: 'd-choose', id: 'd-choice' }, 'Your move: ', parts.join(', then '), '.');
  }

  function controls(v, p) {
    if (v.over) return [el('button', { type: 'button', class: 'btn btn-primary', id: 'd-play-again', onclick: () => start() }, 'Play again')];
    if (!myTurn()) return [el('span', { class: 'waiting' }, 'The engine is thinking…')];
    return [
      choiceLine(v, p),
      p.del !== null || p.split ? el('button', { type: 'button', class: 'btn btn-small btn-quiet', id: 'd-clear', onclick: () => clearChoice() }, 'Clear') : null,
      el('button', { type: 'button', class: 'btn btn-quiet', id: 'd-hint-button', onclick: () => showHint() }, 'Hint'),
    ];
  }

/** "Proposition 4.1" or "search found this move": what shows the move is good. */
  function reasonWords(reason) {
    return reason === 'search' ? 'search found this move' : statementName(reason);
  }

  function hintView(hint) {
    if (!hint) return null;
    return el('p', {
      class: hint.winning ? 'hint good' : 'hint', id: 'd-hint-text', 'data-delete': hint.delete, 'data-split': hint.split,
      'data-x': hint.parts[0], 'data-reason': hint.reason,
    },
    el('strong', null, hint.winning ? 'Hint: ' : 'No winning move: '), withSubscripts(hint.why),
    hint.winning && hint.reason ? el('span', { class: 'd-why-tag' }, ` (why: ${reasonWords(hint.reason)})`) : null);
  }

  function render() {
    const p = state();
    for (const radio of document.querySelectorAll('input[name="dfirst"]')) {
      if (radio.checked !== (radio.value === p.first)) radio.checked = radio.value === p.first;
    }
    setText(byId('d-play-error'), p.error || '');
    const status = byId('d-play-status');
    const v = p.view;
    if (!v) {
      status.className = 'play-status';
      fill(status, p.busy ? [el('span', { class: 'waiting' }, p.busy), ' ',
        el('button', { type: 'button', class: 'btn btn-small', id: 'd-stop', onclick: () => stop() }, 'Stop')]
        : p.error ? 'No game: fix the start above.' : '');
      for (const id of ['d-board', 'd-engine-said', 'd-move-controls', 'd-hint-view', 'd-move-log']) fill(byId(id));
      byId('d-move-controls').dataset.turn = 'none';
      controlsKey = null;
      boardKey = null;
      return;
    }
    status.className = 'play-status';
    if (v.over) {
      const won = v.winner === me();
      status.classList.add(won ? 'won' : 'lost');
      fill(status, el('strong', { id: 'd-result' }, won ? 'You win!' : 'The engine wins.'),
        won ? ` The engine cannot move from ${pilesText(v.piles)}.` : ` You cannot move from ${pilesText(v.piles)}.`);
    } else {
      fill(status, el('span', { class: 'turn' }, myTurn() ? 'Your move' : 'Engine’s move'),
        el('span', { class: 'd-now' }, ' · piles ', el('strong', { id: 'd-piles' }, pilesText(v.piles))));
    }
    const hint = p.hint;
    const key = `${p.gameId}|${v.moves.length}|${myTurn()}|${v.over}|${p.del}|${p.split ? `${p.split.index}.${p.split.x}` : ''}|${hint ? `${hint.delete}.${hint.split}.${hint.parts}` : ''}`;
    if (key !== boardKey) {
      boardKey = key;
      fill(byId('d-board'), board(v, p));
    }
    if (key !== controlsKey) {
      controlsKey = key;
      const box = byId('d-move-controls');
      fill(box, controls(v, p));
      box.dataset.turn = v.over ? 'over' : myTurn() ? 'you' : 'engine';
      box.dataset.moves = String(v.moves.length);
      fill(byId('d-hint-view'), v.over ? null : hintView(hint));
    }
    const last = v.moves[v.moves.length - 1];
    if (last && last.by !== me() && p.whys[v.moves.length - 1]) {
      fill(byId('d-engine-said'), el('strong', null, 'Engine: '), withSubscripts(p.whys[v.moves.length - 1]));
    } else {
      fill(byId('d-engine-said'));
    }
    const after = (i) => (i + 1 < v.moves.length ? v.moves[i + 1].before : v.piles);
    renderMoveLog(byId('d-move-log'), v.moves, me(), {
      what: (m, i) => [` ${moveWords(m)}: `, el('span', { class: 'mono' }, `${pilesText(m.before)} → ${pilesText(after(i))}`)],
      why: (i) => (p.reasons[i] ? reasonWords(p.reasons[i]) : null),
    });
  }

  return { start, random, render };
}
