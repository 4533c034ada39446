// Blocking Nim against the engine, with blocks both ways. The engine's BlockingGame holds the
// position, the options, the blocks, the engine's choices and the hints; this module shows
// them and passes the player's choices back. Each move has two steps:
//   you to move:    the engine forbids (engineBlock), then you click one of the allowed chips;
//   engine to move: you toggle up to c_k chips as forbidden and press "Let the engine move"
//                   (block(list), then engineMove); with c_k = 0 that happens by itself.
// Over 60 options, a number input replaces the chips for taking and a comma list for blocking.

import { newBlockingGame, freeEngineObject } from './engine.js';
import { app, invalidate, writeSettingsToUrl, checkSetting } from './state.js';
import { byId, el, fill, setText, fmtInt, errorText, withSubscripts } from './dom.js';
import { drawPileView } from './play.js';
import { renderMoveLog } from './movelog.js';

const bplayDelayMs = 450;
const chipLimit = 60;

function capitalised(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "6 and 10", "4, 7 and 9". */
function andList(values) {
  const v = values.map((x) => fmtInt(x));
  if (v.length <= 1) return v.join('');
  return `${v.slice(0, -1).join(', ')} and ${v[v.length - 1]}`;
}

export function createBlockingPlayer() {
  let timer = null;
  let controlsKey = null;

  const P = () => {
    const b = app.blocking;
    if (!b.play) {
      b.play = {
        first: app.settings.bfirst,
        game: null, view: null, error: null, setupError: null, thinking: null,
        engineBlock: null,   // {blocked, why}: what the engine forbade for your current move
        whys: [],            // by move index: {block, take} (the engine's reasons)
        chosen: [],          // the options you forbid for the engine's current move
        blockText: '', takeText: '',
        hint: null, lastTake: 0, startPile: 40, gameId: 0,
      };
    }
    return b.play;
  };
  const me = () => (P().first === 'you' ? 0 : 1);

  function whyAt(index) {
    const p = P();
    if (!p.whys[index]) p.whys[index] = {};
    return p.whys[index];
  }

  /** Runs fn after the engine's pause, unless a new game started meanwhile. */
  function later(what, fn) {
    const p = P();
    const gameId = p.gameId;
    p.thinking = what;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (gameId !== p.gameId || !p.game) return;
      p.thinking = null;
      try {
        fn();
      } catch (err) {
        p.error = errorText(err);
        invalidate();
        return;
      }
      step();
    }, bplayDelayMs);
    invalidate();
  }

  /** Moves the game on as far as it goes without the player. */
  function step() {
    const p = P();
    const v = p.view;
    invalidate();
    if (!p.game || !v || v.over) return;
    const index = v.moves.length;
    if (v.toMove === me()) {
      if (!v.blocksSet) {
        later('block', () => {
          const r = p.game.engineBlock();
          p.engineBlock = { blocked: Array.from(r.blocked || []), why: r.why };
          whyAt(index).block = r.why;
          p.view = r.state;
        });
      }
      return;
    }
    if (!v.blocksSet) {
      // nothing for you to choose: no blocks this move, or no option at all
      if (v.c === 0 || v.count === 0) {
        p.view = p.game.block([]);
        step();
      }
      return;
    }
    later('move', () => {
      const r = p.game.engineMove();
      whyAt(index).take = r.why;
      p.lastTake = Number(r.take);
      p.view = r.state;
      p.engineBlock = null;
      p.chosen = [];
    });
  }

  function checkPile() {
    const p = P();
    const checked = checkSetting('bpile', app.blocking.typed.bpile);
    p.setupError = checked.error ? `Start pile: ${checked.error}` : null;
    if (checked.error) return false;
    app.settings.bpile = Number(checked.value);
    writeSettingsToUrl();
    return true;
  }

  /** Starts a new game from the current settings. */
  function start() {
    const p = P();
    clearTimeout(timer);
    freeEngineObject(p.game);
    Object.assign(p, {
      game: null, view: null, error: null, thinking: null, engineBlock: null, whys: [], chosen: [],
      blockText: '', takeText: '', hint: null, lastTake: 0, gameId: p.gameId + 1,
    });
    if (!checkPile()) {
      invalidate();
      return;
    }
    const s = app.settings;
    try {
      p.game = newBlockingGame(s.bc, s.bmin, s.bmax, s.bpile);
      p.startPile = s.bpile;
      p.view = p.game.state();
    } catch (err) {
      p.game = null;
      p.error = errorText(err);
    }
    step();
  }

  /** A new game after the rules changed (the sequences are good). */
  function restart() {
    start();
  }

  function myTurnToTake() {
    const p = P();
    const v = p.view;
    return !!(p.game && v && !v.over && !p.thinking && v.toMove === me() && v.blocksSet);
  }

  function myTurnToBlock() {
    const p = P();
    const v = p.view;
    return !!(p.game && v && !v.over && !p.thinking && v.toMove !== me() && !v.blocksSet);
  }

  function userTake(x) {
    const p = P();
    if (!myTurnToTake()) return;
    // The engine judges the take (range, forbidden options) and says what is wrong.
    try {
      p.view = p.game.play(x);
    } catch (err) {
      p.error = errorText(err);
      invalidate();
      return;
    }
    Object.assign(p, { error: null, hint: null, lastTake: x, engineBlock: null, takeText: '' });
    step();
  }

  function toggleBlock(x) {
    const p = P();
    if (!myTurnToBlock()) return;
    const at = p.chosen.indexOf(x);
    if (at >= 0) p.chosen.splice(at, 1);
    else if (p.chosen.length < p.view.c) p.chosen.push(x);
    p.error = null;
    invalidate();
  }

  /** The comma list typed for blocking (over 60 options): numbers, or an error. */
  function parseBlockText(text) {
    const parts = text.split(/[\s,;]+/).filter((t) => t !== '');
    if (parts.some((t) => !/^\d+$/.test(t))) return { error: 'Forbid a list of whole numbers, like 5, 8, 9.' };
    return { list: [...new Set(parts.map(Number))] };
  }

  function letEngineMove() {
    const p = P();
    if (!myTurnToBlock()) return;
    let list = p.chosen.slice().sort((a, b) => a - b);
    if (p.view.count > chipLimit) {
      const parsed = parseBlockText(p.blockText);
      if (parsed.error) {
        p.error = parsed.error;
        invalidate();
        return;
      }
      list = parsed.list;
    }
    try {
      p.view = p.game.block(list);
    } catch (err) {
      p.error = errorText(err);
      invalidate();
      return;
    }
    Object.assign(p, { error: null, hint: null, blockText: '' });
    step();
  }

  function showHint() {
    const p = P();
    if (!p.game || !p.view || p.view.over) return;
    try {
      const h = p.game.hint();
      p.hint = { winning: Array.from(h.winning || []), take: h.take, why: h.why };
    } catch (err) {
      p.error = errorText(err);
    }
    invalidate();
  }

  function setup() {
    const p = P();
    for (const radio of document.querySelectorAll('input[name="bfirst"]')) {
      radio.checked = radio.value === p.first;
      radio.addEventListener('change', () => {
        p.first = radio.value;
        app.settings.bfirst = radio.value;
        writeSettingsToUrl();
        start();
      });
    }
    const pileInput = byId('b-pile-input');
    pileInput.value = app.blocking.typed.bpile;
    pileInput.addEventListener('input', () => {
      app.blocking.typed.bpile = pileInput.value;
      start();
    });
    byId('b-play-setup').addEventListener('submit', (e) => {
      e.preventDefault();
      start();
    });
  }

  // --- rendering ------------------------------------------------------------------------------

  function chip(x, attrs, label) {
    return el('button', { type: 'button', class: 'btn chip', 'data-option': x, ...attrs }, label ?? fmtInt(x));
  }

  function takeControls(v, p) {
    const hinted = new Set(p.hint ? p.hint.winning : []);
    const items = [];
    if (v.count <= chipLimit) {
      const chips = [];
      for (let x = v.from; x <= v.to; x++) {
        const blocked = v.blocked.includes(x);
        chips.push(chip(x, blocked
          ? { class: 'btn chip blocked', disabled: true, 'data-take': x, 'data-blocked': 'true', 'aria-label': `${x}: forbidden by the engine`, title: 'forbidden by the engine' }
          : { class: `btn chip take${hinted.has(x) ? ' hinted' : ''}`, 'data-take': x, 'aria-label': `Take ${x}`, onclick: () => userTake(x) }));
      }
      items.push(el('div', { class: 'chips', role: 'group', 'aria-label': 'How many counters to take' }, chips));
    } else {
      const input = el('input', {
        type: 'number', id: 'b-take-input', class: 'mono small-input', min: v.from, max: v.to, step: 1,
        value: p.takeText || '', 'aria-label': `Counters to take, ${v.from} to ${v.to}, not a forbidden one`,
      });
      input.addEventListener('input', () => { p.takeText = input.value; });
      input.addEventListener('keydown', (e) => { if (e.key === 'Enter') userTake(Number(input.value)); });
      items.push(el('div', { class: 'take-input-row' },
        el('label', { for: 'b-take-input' }, `Take (${fmtInt(v.from)} … ${fmtInt(v.to)}):`), input,
        el('button', { type: 'button', class: 'btn', id: 'b-take-button', onclick: () => userTake(Number(input.value)) }, 'Take')),
      el('p', { class: 'b-forbidden-list' }, v.blocked.length ? `Forbidden: ${andList(v.blocked)}` : 'Nothing is forbidden.'));
    }
    items.push(el('button', { type: 'button', class: 'btn btn-quiet', id: 'b-hint-button', onclick: () => showHint() }, 'Hint'));
    return items;
  }

  function blockControls(v, p) {
    const items = [];
    const used = p.chosen.length;
    const noun = v.c === 1 ? 'block' : 'blocks';
    if (v.count <= chipLimit) {
      const chips = [];
      for (let x = v.from; x <= v.to; x++) {
        const on = p.chosen.includes(x);
        chips.push(chip(x, {
          class: `btn chip toggle${on ? ' blocked' : ''}`, 'aria-pressed': on ? 'true' : 'false', 'data-block': x,
          disabled: !on && used >= v.c, 'aria-label': on ? `${x}: forbidden (click to allow)` : `Forbid ${x}`,
          onclick: () => toggleBlock(x),
        }));
      }
      items.push(el('p', { class: 'b-block-help' }, `The engine will take ${fmtInt(v.from)} … ${fmtInt(v.to)}. `
        + `Click up to ${v.c} of its choices to forbid them:`),
      el('div', { class: 'chips', role: 'group', 'aria-label': 'Choices to forbid the engine' }, chips),
      el('span', { class: 'b-block-count', id: 'b-block-count' }, `${used} of ${v.c} ${noun} used`));
    } else {
      const input = el('input', {
        type: 'text', id: 'b-block-input', class: 'mono', value: p.blockText, autocomplete: 'off',
        'aria-label': `Choices to forbid, up to ${v.c}, separated by commas`,
      });
      input.addEventListener('input', () => { p.blockText = input.value; });
      input.addEventListener('keydown', (e) => { if (e.key === 'Enter') letEngineMove(); });
      items.push(el('div', { class: 'take-input-row' },
        el('label', { for: 'b-block-input' }, `Forbid up to ${v.c} of ${fmtInt(v.from)} … ${fmtInt(v.to)} (comma list):`), input));
    }
    items.push(el('button', { type: 'button', class: 'btn btn-primary', id: 'b-engine-go', onclick: () => letEngineMove() }, 'Let the engine move'));
    return items;
  }

  function controls(v, p) {
    if (v.over) {
      return [el('button', { type: 'button', class: 'btn btn-primary', id: 'b-play-again', onclick: () => start() }, 'New game')];
    }
    if (p.thinking) {
      return [el('span', { class: 'waiting' }, p.thinking === 'block'
        ? 'The engine is choosing what to forbid…' : 'The engine is thinking…')];
    }
    if (v.toMove === me()) return v.blocksSet ? takeControls(v, p) : [];
    return v.blocksSet ? [] : blockControls(v, p);
  }

  function turnName(v, p) {
    if (v.over) return 'over';
    if (p.thinking) return 'engine';
    if (v.toMove === me()) return v.blocksSet ? 'you' : 'engine';
    return v.blocksSet ? 'engine' : 'block';
  }

  function renderStatus(v, p) {
    const status = byId('b-play-status');
    status.className = 'play-status';
    if (v.over) {
      const won = v.winner === me();
      status.classList.add(won ? 'won' : 'lost');
      fill(status, el('strong', { id: 'b-result' }, won ? 'You win! ' : 'The engine wins. '),
        el('span', { class: 'b-reason', id: 'b-reason' }, withSubscripts(capitalised(v.reason || ''))));
      return;
    }
    const mine = v.toMove === me();
    fill(status,
      el('span', { class: 'pile-count' }, 'Pile: ', el('strong', { id: 'b-pile-number' }, fmtInt(v.pile))),
      el('span', { class: 'limit' }, ` · move ${v.move}: take `,
        el('strong', { id: 'b-range' }, v.count === 0 ? 'nothing possible'
          : v.from === v.to ? fmtInt(v.from) : `${fmtInt(v.from)} … ${fmtInt(v.to)}`),
        v.c > 0 ? `, up to ${v.c} may be forbidden` : ', no blocks at this move'),
      el('span', { class: 'turn' }, mine ? ' · your move' : ' · engine’s move'));
  }

  function renderEngineSaid(v, p) {
    const lines = [];
    const last = v.moves[v.moves.length - 1];
    const lastWhy = p.whys[v.moves.length - 1];
    if (last && last.by !== me() && lastWhy && lastWhy.take) {
      lines.push(el('p', { class: 'engine-said', id: 'b-engine-took' },
        el('strong', null, `Engine took ${fmtInt(last.take)}. `), withSubscripts(lastWhy.take)));
    }
    if (p.engineBlock) {
      const list = p.engineBlock.blocked;
      lines.push(el('p', { class: 'engine-said b-engine-blocked', id: 'b-engine-blocked' },
        el('strong', null, list.length ? `Engine forbids ${andList(list)}. ` : 'Engine forbids nothing. '), withSubscripts(p.engineBlock.why)));
    }
    fill(byId('b-engine-said'), lines);
  }

  function renderHint(v, p) {
    const h = p.hint;
    if (!h || v.over) {
      fill(byId('b-hint-view'));
      return;
    }
    const good = h.winning.length > 0;
    const head = h.take !== null && h.take !== undefined ? `Hint: take ${fmtInt(h.take)}. ` : 'Hint: every allowed take loses. ';
    fill(byId('b-hint-view'), el('p', { class: `hint${good ? ' good' : ''}`, id: 'b-hint-text', 'data-take': h.take ?? '' },
      el('strong', null, head), withSubscripts(h.why)));
  }

  function renderLog(v, p) {
    renderMoveLog(byId('b-move-log'), v.moves, me(), {
      attrs: (m) => ({ 'data-blocked': Array.from(m.blocked || []).join(',') }),
      lead: (m) => el('span', { class: 'move-k' }, `Move ${m.move}: `),
      extra: (m, i, mine) => {
        const blocked = Array.from(m.blocked || []);
        return blocked.length
          ? el('span', { class: 'move-blocks' }, ` · ${mine ? 'the engine' : 'you'} had forbidden ${andList(blocked)}`)
          : el('span', { class: 'move-blocks none' }, ' · nothing forbidden');
      },
      why: (i) => (p.whys[i] && p.whys[i].take ? withSubscripts(p.whys[i].take) : null),
    });
  }

  function render() {
    const p = P();
    setText(byId('b-play-setup-error'), p.setupError || '');
    byId('b-pile-input').classList.toggle('invalid', !!p.setupError);
    setText(byId('b-play-error'), p.error || '');
    const v = p.view;
    if (!p.game || !v) {
      setText(byId('b-play-status'), p.setupError || p.error ? 'No game: fix the settings above.' : '');
      for (const id of ['b-pile-view', 'b-move-controls', 'b-hint-view', 'b-engine-said', 'b-move-log']) fill(byId(id));
      controlsKey = null;
      return;
    }
    renderStatus(v, p);
    drawPileView(byId('b-pile-view'), v.pile, p.lastTake, p.startPile);
    renderEngineSaid(v, p);
    const turn = turnName(v, p);
    const hintKey = p.hint ? `${p.hint.take}|${p.hint.winning}` : '';
    const key = `${p.gameId}|${v.moves.length}|${turn}|${v.blocked}|${p.chosen}|${hintKey}|${p.thinking}`;
    if (key !== controlsKey) {
      controlsKey = key;
      const box = byId('b-move-controls');
      const focused = document.activeElement && box.contains(document.activeElement) ? document.activeElement.dataset.option : null;
      fill(box, controls(v, p));
      box.dataset.turn = turn;
      box.dataset.moves = String(v.moves.length);
      if (focused !== null && focused !== undefined) box.querySelector(`[data-option="${focused}"]:not(:disabled)`)?.focus();
    }
    renderHint(v, p);
    renderLog(v, p);
  }

  return { start, restart, setup, render };
}
