// The board of blocking Nim: the pile, and the move's options as chips (a number field and a
// comma list beyond 60 options). Before your take the engine has struck out what it forbids and
// a hint marks the winning takes; before the engine's take you toggle up to c_k chips to forbid
// them and press "Let the engine move". The engine judges every take and every block it is sent.
// Keys (while the game has focus): the chips are one tab stop (a toolbar: widgets/roving.js),
// ← → Home End go from chip to chip (past the forbidden ones), digits focus the chip with that
// number, Enter or Space presses the focused one.

import { el, fill, fmtInt, andList, focusedIn } from '../../core/dom.js';
import { drawPile } from '../../widgets/pile.js';
import { createRoving } from '../../widgets/roving.js';
import { createTyped } from '../../widgets/typed.js';
import { phase, rangeText } from './turn.js';

const chipLimit = 60;

/** The controls' data-turn: 'you' (take), 'block' (forbid before the engine's take), 'engine', 'over'. */
const turnNames = {
  over: 'over', 'you-take': 'you', 'you-block': 'block', thinking: 'engine', 'engine-blocks': 'engine',
  'engine-takes': 'engine', 'nothing-to-block': 'engine',
};

/** A comma list of options as typed: {list} or {error}. */
function parseList(text) {
  const parts = String(text).split(/[\s,;]+/).filter((t) => t !== '');
  if (parts.some((t) => !/^\d+$/.test(t))) return { error: 'Forbid a list of whole numbers, like 5, 8, 9.' };
  return { list: parts.map(Number) };
}

export function blockingBoard(host, api) {
  const ids = api.ids;
  const pileView = el('div', { class: 'pile-view', id: `${ids}pile-view`, 'aria-hidden': 'true' });
  // focusable itself, so that the keys still reach the game while the engine thinks
  const controls = el('div', { class: 'move-controls b-move-controls', id: `${ids}move-controls`, tabindex: '-1' });
  const message = el('div', { class: 'field-error b-board-message', id: `${ids}board-message`, 'aria-live': 'polite' });
  host.append(pileView, controls, message);

  let drawnKey = null;
  let pileKey = null;
  let stepKey = null;
  let chosen = [];       // the options you forbid before the engine's take
  let blockText = '';    // the comma list, over 60 options
  let takeText = '';     // the number field, over 60 options
  let input = null;      // that field, when shown
  const typed = createTyped();
  let bar = null;        // the toolbar of chips, when shown
  let barRoving = null;  // and its rover
  // one memory for the takes and one for the blocks: each phase keeps its own place
  const takeRoving = createRoving({ key: (b) => b.dataset.option });
  const blockRoving = createRoving({ key: (b) => b.dataset.option });

  function render(v) {
    const p = v.position;
    if (!p) {
      fill(pileView);
      fill(controls);
      controls.dataset.turn = 'none';
      controls.dataset.moves = '0';
      drawnKey = null;
      pileKey = null;
      return;
    }
    const pk = `${p.pile}|${v.lastTake}|${v.startPile}`;
    if (pk !== pileKey) {
      pileKey = pk;
      drawPile(pileView, p.pile, v.lastTake, v.startPile);
    }
    const now = v.thinking ? 'thinking' : phase(p, v.me);
    controls.dataset.turn = turnNames[now];
    controls.dataset.moves = String(p.moves.length);
    const sk = `${v.epoch}|${p.moves.length}|${now}`;
    if (sk !== stepKey) {
      stepKey = sk;
      typed.hold(null);
      chosen = [];
      blockText = '';
      takeText = '';
      message.textContent = '';
    }
    const hint = v.hint && v.hint.wins ? v.hint.wins.join(',') : '';
    const key = `${sk}|${Array.from(p.blocked || []).join(',')}|${chosen.join(',')}|${hint}|${v.thinking}`;
    if (key === drawnKey) return;
    drawnKey = key;
    redraw(() => {
      input = null;
      bar = null;
      if (now === 'over') {
        return el('button', { type: 'button', class: 'btn btn-primary', id: `${ids}play-again`, onclick: () => api.reset() }, 'Play again');
      }
      if (now === 'you-take') return takeControls(p, v.hint);
      if (now === 'you-block') return blockControls(p);
      const words = v.thinking === 'loading' ? 'Setting up…'
        : v.thinking === 'blocking' || now === 'engine-blocks' ? 'The engine is choosing what to forbid…' : 'The engine is thinking…';
      return el('span', { class: 'waiting' }, words);
    });
  }

  /** Refills the controls, keeping the focus where it was (the same chip, or the first control). */
  function redraw(build) {
    const focused = focusedIn(controls);
    const had = !!focused && controls.contains(focused);
    const option = had && focused.dataset ? focused.dataset.option : undefined;
    const id = had ? focused.id : '';
    fill(controls, build());
    if (!had) return;
    const same = (option !== undefined && controls.querySelector(`[data-option="${option}"]:not(:disabled)`))
      || (id && id !== controls.id && controls.querySelector(`#${CSS.escape(id)}:not(:disabled)`));
    if (same) same.focus();
    else if (!focus()) controls.focus();
  }

  /** The chips as one tab stop. */
  function toolbar(roving, attrs, chips) {
    bar = el('div', { class: 'chips', role: 'toolbar', ...attrs }, chips);
    barRoving = roving;
    return roving.attach(bar);
  }

  function chip(x, attrs) {
    return el('button', { type: 'button', 'data-option': x, ...attrs }, fmtInt(x));
  }

  function takeControls(p, hint) {
    const from = Number(p.from);
    const to = Number(p.to);
    const blocked = Array.from(p.blocked || [], Number);
    if (Number(p.count) <= chipLimit) {
      const hinted = new Set(hint && hint.wins ? hint.wins : []);
      const chips = [];
      for (let x = from; x <= to; x++) {
        chips.push(blocked.includes(x)
          ? chip(x, {
            class: 'btn chip blocked', disabled: true, 'data-take': x, 'data-blocked': 'true',
            'aria-label': `${x}: forbidden by the engine`, title: 'forbidden by the engine',
          })
          : chip(x, {
            class: `btn chip take${hinted.has(x) ? ' hinted' : ''}`, 'data-take': x,
            'aria-label': `Take ${x}${hinted.has(x) ? ' (a winning take)' : ''}`, onclick: () => take(x),
          }));
      }
      return toolbar(takeRoving, { id: `${ids}take-chips`, 'aria-label': 'How many counters to take' }, chips);
    }
    input = el('input', {
      type: 'number', id: `${ids}take-input`, class: 'mono small-input', min: from, max: to, step: 1,
      value: takeText, 'aria-label': `Counters to take, ${from} to ${to}, not a forbidden one`,
    });
    input.addEventListener('input', () => { takeText = input.value; });
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') takeTyped();
    });
    return [
      el('div', { class: 'take-input-row' },
        el('label', { for: `${ids}take-input` }, `Take (${fmtInt(from)} … ${fmtInt(to)}):`), input,
        el('button', { type: 'button', class: 'btn', id: `${ids}take-button`, onclick: () => takeTyped() }, 'Take')),
      el('p', { class: 'b-forbidden-list' }, blocked.length ? `Forbidden: ${andList(blocked)}` : 'Nothing is forbidden.'),
    ];
  }

  function blockControls(p) {
    // c_k is typed and can pass 2^53 − 1 (then a decimal string): shown as sent, compared as a
    // Number (exact enough against the few blocks chosen)
    const c = Number(p.c);
    const cText = fmtInt(p.c);
    const used = chosen.length;
    const items = [];
    if (Number(p.count) <= chipLimit) {
      const chips = [];
      for (let x = Number(p.from); x <= Number(p.to); x++) {
        const on = chosen.includes(x);
        chips.push(chip(x, {
          class: `btn chip toggle${on ? ' blocked' : ''}`, 'aria-pressed': on ? 'true' : 'false', 'data-block': x,
          disabled: !on && used >= c, 'aria-label': `Forbid ${x}`, onclick: () => toggle(x, c),
        }));
      }
      items.push(
        el('p', { class: 'b-block-help', id: `${ids}block-help` }, `The engine will take ${rangeText(p)}. `
          + `Choose up to ${cText} of its choices to forbid:`),
        toolbar(blockRoving, { id: `${ids}block-chips`, 'aria-label': 'Choices to forbid the engine', 'aria-describedby': `${ids}block-help` }, chips),
        el('span', { class: 'b-block-count', id: `${ids}block-count`, 'aria-live': 'polite' },
          `${used} of ${cText} ${c === 1 ? 'block' : 'blocks'} used`));
    } else {
      input = el('input', {
        type: 'text', id: `${ids}block-input`, class: 'mono', value: blockText, autocomplete: 'off', spellcheck: 'false',
        'aria-label': `Choices to forbid, up to ${cText}, separated by commas`,
      });
      input.addEventListener('input', () => { blockText = input.value; });
      input.addEventListener('keydown', (e) => {
        if (e.key === 'Enter') go(p);
      });
      items.push(el('div', { class: 'take-input-row' },
        el('label', { for: `${ids}block-input` }, `Forbid up to ${cText} of ${rangeText(p)} (comma list):`), input));
    }
    items.push(el('button', { type: 'button', class: 'btn btn-primary', id: `${ids}engine-go`, onclick: () => go(p) }, 'Let the engine move'));
    return items;
  }

  function take(x) {
    message.textContent = '';
    api.act({ take: x });
  }

  function takeTyped() {
    const text = String(takeText).trim();
    if (!/^\d+$/.test(text)) {
      message.textContent = 'Type how many counters to take: a whole number.';
      return;
    }
    take(Number(text));
  }

  function toggle(x, c) {
    const at = chosen.indexOf(x);
    if (at >= 0) chosen = chosen.filter((y) => y !== x);
    else if (chosen.length < c) chosen = [...chosen, x];
    render(api.view());
  }

  /** Your blocks are set: the engine judges them, then takes. */
  function go(p) {
    let list = chosen.slice().sort((a, b) => a - b);
    if (Number(p.count) > chipLimit) {
      const parsed = parseList(blockText);
      if (parsed.error) {
        message.textContent = parsed.error;
        return;
      }
      list = parsed.list;
    }
    message.textContent = '';
    api.act({ block: list });
  }

  /** Digits typed while the game has focus: the chip with that number gets focus; a number no
   *  chip has (or a forbidden one) waits for Enter (widgets/typed.js). */
  function digits(d) {
    if (input) {
      if (input.type === 'number') {
        input.value = typed.add(d);
        takeText = input.value;
      } else {
        input.value = `${input.value}${d}`;
        blockText = input.value;
      }
      input.focus();
      return;
    }
    const n = typed.add(d);
    const button = controls.querySelector(`button[data-option="${n}"]:not(:disabled)`);
    typed.hold(button ? null : n);
    if (button) button.focus();
  }

  /** Enter after a number no open chip has: the engine is sent that take (or that block with the
   *  ones chosen) and refuses it in its own words. */
  function enter() {
    const n = typed.take();
    if (n === null) return false;
    const p = api.view().position;
    if (!p) return false;
    const now = phase(p, api.view().me);
    message.textContent = '';
    if (now === 'you-take') api.act({ take: Number(n) });
    else if (now === 'you-block') api.act({ block: [...chosen, Number(n)].sort((a, b) => a - b) });
    else return false;
    return true;
  }

  /** Focuses the chip that holds the tab stop, else the first control; false when there is none. */
  function focus() {
    if (bar && bar.isConnected && barRoving.focus(bar)) return true;
    const target = input || controls.querySelector('button:not(:disabled)');
    if (!target) return false;
    target.focus();
    return true;
  }

  return { render, digits, enter, forget: () => typed.forget(), focus };
}
