// Cut-the-Knot, part (c): a row of take-away games (a sum) against the engine. The engine's
// SumGame holds the piles, each pile's limit and Grundy value, the nim-sum, the legal moves,
// its replies and the hints; this module draws the piles and passes the player's choice of a
// pile and a take back.

import { newSumGame, freeEngineObject } from './engine.js';
import { app, invalidate } from './state.js';
import { byId, el, fill, setText, fmtInt, errorText } from './dom.js';
import { renderMoveLog, pileChange } from './movelog.js';
import { afterEnginePause } from './play.js';

const ksumButtonLimit = 30;

/** The piles of the row setting "4, 6, 9" (the engine checked it as a URL value). */
function rowPiles(text) {
  return String(text).split(',').map((p) => Number(p.trim()));
}

export function createSumPlayer(state) {
  let timer = null;
  let controlsKey = null;
  const me = () => (state().first === 'you' ? 0 : 1);

  function start() {
    const p = state();
    clearTimeout(timer);
    freeEngineObject(p.game);
    Object.assign(p, { game: null, view: null, whys: [], hint: null, error: null, thinking: false, selected: null, gameId: p.gameId + 1 });
    try {
      p.game = newSumGame(app.settings.tf, rowPiles(app.settings.grow));
      p.view = p.game.state();
    } catch (err) {
      p.game = null;
      p.error = errorText(err);
    }
    invalidate();
    if (p.game && !p.view.over && p.view.toMove !== me()) scheduleEngine();
  }

  function scheduleEngine() {
    const p = state();
    timer = afterEnginePause(p, () => {
      const reply = p.game.engineMove();
      p.whys[p.view.moves.length] = reply.why;
      p.view = reply.state;
    });
  }

  function myTurn() {
    const p = state();
    return !!(p.game && p.view && !p.view.over && !p.thinking && p.view.toMove === me());
  }

  function select(component) {
    const p = state();
    if (!myTurn()) return;
    p.selected = component;
    p.error = null;
    invalidate();
  }

  function userTake(component, take) {
    const p = state();
    if (!myTurn()) return;
    try {
      p.view = p.game.play(component, take);
    } catch (err) {
      p.error = errorText(err);
      invalidate();
      return;
    }
    Object.assign(p, { error: null, hint: null, selected: null });
    invalidate();
    if (!p.view.over) scheduleEngine();
  }

  function showHint() {
    const p = state();
    if (!myTurn()) return;
    try {
      p.hint = p.game.hint();
      p.selected = p.hint.component;
    } catch (err) {
      p.error = errorText(err);
    }
    invalidate();
  }

  // --- rendering ------------------------------------------------------------------------------

  function pileCard(c, i, p) {
    const selected = p.selected === i;
    const hinted = p.hint && p.hint.component === i;
    const canMove = myTurn() && c.max > 0;
    return el('button', {
      type: 'button', class: `kg-pile${selected ? ' selected' : ''}${hinted ? ' hinted' : ''}${c.pile === 0 ? ' empty' : ''}`,
      'data-component': i, 'aria-pressed': selected ? 'true' : 'false', disabled: !canMove,
      'aria-label': `Pile ${i + 1}: ${c.pile} counters, at most ${c.max} may be taken, Grundy value ${c.grundy}`,
      onclick: () => select(i),
    },
    el('span', { class: 'kg-pile-name' }, `Pile ${i + 1}`),
    el('span', { class: 'kg-pile-count' }, fmtInt(c.pile)),
    el('span', { class: 'kg-pile-max' }, c.pile === 0 ? 'empty' : `take 1 … ${fmtInt(c.max)}`),
    el('span', { class: 'kg-pile-g' }, 'G = ', el('strong', null, fmtInt(c.grundy))));
  }

  function takeControls(v, p) {
    if (v.over) return [el('button', { type: 'button', class: 'btn btn-primary', id: 'kg-play-again', onclick: () => start() }, 'New game')];
    if (!myTurn()) return [el('span', { class: 'waiting' }, 'The engine is thinking…')];
    const items = [];
    const c = p.selected === null ? null : v.components[p.selected];
    if (!c) {
      items.push(el('span', { class: 'kg-choose' }, 'Click a pile, then how many to take.'));
    } else if (c.max <= ksumButtonLimit) {
      const buttons = [];
      for (let k = 1; k <= c.max; k++) {
        const hinted = p.hint && p.hint.component === p.selected && p.hint.take === k;
        buttons.push(el('button', {
          type: 'button', class: `btn take${hinted ? ' hinted' : ''}`, 'data-take': k,
          'aria-label': `Take ${k} from pile ${p.selected + 1}`, onclick: () => userTake(p.selected, k),
        }, String(k)));
      }
      items.push(el('span', { class: 'kg-take-label' }, `From pile ${p.selected + 1} take:`),
        el('div', { class: 'take-buttons', role: 'group', 'aria-label': `How many to take from pile ${p.selected + 1}` }, buttons));
    } else {
      const input = el('input', {
        type: 'number', id: 'kg-take-input', class: 'mono small-input', min: 1, max: c.max, step: 1, value: 1,
        'aria-label': `Counters to take from pile ${p.selected + 1}, 1 to ${c.max}`,
      });
      const go = () => userTake(p.selected, Number(input.value));
      input.addEventListener('keydown', (e) => { if (e.key === 'Enter') go(); });
      items.push(el('div', { class: 'take-input-row' },
        el('label', { for: 'kg-take-input' }, `From pile ${p.selected + 1} take (1 … ${fmtInt(c.max)}):`), input,
        el('button', { type: 'button', class: 'btn', id: 'kg-take-button', onclick: go }, 'Take')));
    }
    items.push(el('button', { type: 'button', class: 'btn btn-quiet', id: 'kg-hint-button', onclick: () => showHint() }, 'Hint'));
    return items;
  }

  function render() {
    const p = state();
    setText(byId('kg-play-error'), p.error || '');
    for (const radio of document.querySelectorAll('input[name="kfirst-g"]')) radio.checked = radio.value === p.first;
    const v = p.view;
    if (!p.game || !v) {
      setText(byId('kg-play-status'), p.error ? 'No game: fix the settings above.' : '');
      for (const id of ['kg-piles', 'kg-nimsum', 'kg-move-controls', 'kg-hint-view', 'kg-engine-said', 'kg-move-log']) fill(byId(id));
      controlsKey = null;
      return;
    }
    const status = byId('kg-play-status');
    status.className = 'play-status';
    if (v.over) {
      const won = v.winner === me();
      status.classList.add(won ? 'won' : 'lost');
      fill(status, el('strong', { id: 'kg-result' }, won ? 'You win!' : 'The engine wins.'),
        won ? ' You took the last counter.' : ' It took the last counter.');
    } else {
      fill(status, el('span', { class: 'turn' }, v.toMove === me() && !p.thinking ? 'Your move' : 'Engine’s move'));
    }
    // redrawn only when something changed (a click must not land on a replaced card)
    const key = `${p.gameId}|${v.moves.length}|${myTurn()}|${v.over}|${p.selected}|${p.hint ? `${p.hint.component}.${p.hint.take}` : ''}`;
    if (key !== controlsKey) {
      controlsKey = key;
      fill(byId('kg-piles'), v.components.map((c, i) => pileCard(c, i, p)));
      const gs = v.components.map((c) => fmtInt(c.grundy));
      fill(byId('kg-nimsum'), 'Nim-sum: ', el('span', { class: 'mono', id: 'kg-nimsum-text' }, `${gs.join(' ⊕ ')} = ${fmtInt(v.nimSum)}`),
        v.over ? '' : v.nimSum === 0 ? ' — 0: the player to move loses against best play.' : ' — not 0: the player to move can win.');
      const box = byId('kg-move-controls');
      fill(box, takeControls(v, p));
      box.dataset.turn = v.over ? 'over' : myTurn() ? 'you' : 'engine';
      box.dataset.moves = String(v.moves.length);
    }
    const last = v.moves[v.moves.length - 1];
    if (last && last.by !== me() && p.whys[v.moves.length - 1]) {
      fill(byId('kg-engine-said'), el('strong', null, `Engine took ${fmtInt(last.take)} from pile ${last.component + 1}. `), p.whys[v.moves.length - 1]);
    } else {
      fill(byId('kg-engine-said'));
    }
    if (p.hint && !v.over) {
      fill(byId('kg-hint-view'), el('p', {
        class: p.hint.winning ? 'hint good' : 'hint', id: 'kg-hint-text', 'data-component': p.hint.component, 'data-take': p.hint.take,
      }, el('strong', null, `Hint: take ${fmtInt(p.hint.take)} from pile ${p.hint.component + 1}. `), p.hint.why));
    } else {
      fill(byId('kg-hint-view'));
    }
    renderMoveLog(byId('kg-move-log'), v.moves, me(), {
      what: (m) => ` took ${fmtInt(m.take)} from pile ${m.component + 1} (${pileChange(m.pileBefore, m.take)})`,
      why: (i) => p.whys[i],
    });
  }

  return { start, render };
}
