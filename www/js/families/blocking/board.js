// The board of blocking Nim: the pile, and the move's options as chips (a number field and a
// comma list beyond 60 options). Before your take the engine has struck out what it forbids and
// a hint marks the winning takes; before the engine's take you toggle up to c_k chips to forbid
// them and press "Let the engine move". The engine judges every take and every block it is sent.
// Keys (while the game has focus): the chips are one tab stop (a toolbar: widgets/roving.js),
// ← → Home End go from chip to chip (past the forbidden ones), digits focus the chip with that
// number, Enter or Space presses the focused one.

import { el, fill, fmtInt, focusedIn } from '../../core/dom.js';
import { drawPile } from '../../widgets/pile.js';
import { createRoving } from '../../widgets/roving.js';
import { createTyped } from '../../widgets/typed.js';
import { phase, rangeText, listOf } from './turn.js';
import { t, onLanguageChange } from '../../core/i18n.js';
// (its words: the game's part, which a course page's game loads, not the section's)
import '../../i18n/blocking_play/index.js';

/** How many times the words changed (a language chosen, or a catalogue arriving after the board
 *  was drawn, as the page's language file of the game's words does): the controls are drawn again. */
let wordsSeen = 0;
onLanguageChange(() => { wordsSeen++; });

const chipLimit = 60;

/** The controls' data-turn: 'you' (take), 'block' (forbid before the engine's take), 'engine', 'over'. */
const turnNames = {
  over: 'over', 'you-take': 'you', 'you-block': 'block', thinking: 'engine', 'engine-blocks': 'engine',
  'engine-takes': 'engine', 'nothing-to-block': 'engine',
};

/** A comma list of options as typed: {list} or {error}. */
function parseList(text) {
  const parts = String(text).split(/[\s,;]+/).filter((x) => x !== '');
  if (parts.some((x) => !/^\d+$/.test(x))) return { error: t('bns-board-list-error') };
  return { list: parts.map(Number) };
}

/** The board (widgets/player.js): {render(view), digits(d), enter(), forget(), focus()}. Its state
 *  is one object, `st`, that the functions below read and write. */
export function blockingBoard(host, api) {
  const ids = api.ids;
  const st = {
    ids,
    api,
    pileView: el('div', { class: 'pile-view', id: `${ids}pile-view`, 'aria-hidden': 'true' }),
    // focusable itself, so that the keys still reach the game while the engine thinks
    controls: el('div', { class: 'move-controls b-move-controls', id: `${ids}move-controls`, tabindex: '-1' }),
    message: el('div', { class: 'field-error b-board-message', id: `${ids}board-message`, 'aria-live': 'polite' }),
    drawnKey: null,
    pileKey: null,
    stepKey: null,
    chosen: [],       // the options you forbid before the engine's take
    blockText: '',    // the comma list, over 60 options
    takeText: '',     // the number field, over 60 options
    input: null,      // that field, when shown
    typed: createTyped(),
    bar: null,        // the toolbar of chips, when shown
    barRoving: null,  // and its rover
    // one memory for the takes and one for the blocks: each phase keeps its own place
    takeRoving: createRoving({ key: (b) => b.dataset.option }),
    blockRoving: createRoving({ key: (b) => b.dataset.option }),
  };
  host.append(st.pileView, st.controls, st.message);
  return { render: (v) => render(st, v), digits: (d) => digits(st, d), enter: () => enter(st), forget: () => st.typed.forget(), focus: () => focus(st) };
}

function render(st, v) {
  const p = v.position;
  if (!p) {
    fill(st.pileView);
    fill(st.controls);
    st.controls.dataset.turn = 'none';
    st.controls.dataset.moves = '0';
    st.drawnKey = null;
    st.pileKey = null;
    return;
  }
  const pk = `${p.pile}|${v.lastTake}|${v.startPile}`;
  if (pk !== st.pileKey) {
    st.pileKey = pk;
    drawPile(st.pileView, p.pile, v.lastTake, v.startPile);
  }
  const now = v.thinking ? 'thinking' : phase(p, v.me);
  st.controls.dataset.turn = turnNames[now];
  st.controls.dataset.moves = String(p.moves.length);
  const sk = `${v.epoch}|${p.moves.length}|${now}`;
  if (sk !== st.stepKey) {
    st.stepKey = sk;
    st.typed.hold(null);
    st.chosen = [];
    st.blockText = '';
    st.takeText = '';
    st.message.textContent = '';
  }
  const hint = v.hint ? `${(v.hint.wins || []).join(',')}/${(v.hint.forbid || []).join(',')}` : '';
  const key = `${sk}|${Array.from(p.blocked || []).join(',')}|${st.chosen.join(',')}|${hint}|${v.thinking}|${wordsSeen}`;
  if (key === st.drawnKey) return;
  st.drawnKey = key;
  redraw(st, () => {
    st.input = null;
    st.bar = null;
    if (now === 'over') {
      return el('button', { type: 'button', class: 'btn btn-primary', id: `${st.ids}play-again`, onclick: () => st.api.reset() }, t('bns-board-again'));
    }
    if (now === 'you-take') return takeControls(st, p, v.hint);
    if (now === 'you-block') return blockControls(st, p, v.hint);
    const words = t(v.thinking === 'loading' ? 'bns-board-setting-up'
      : v.thinking === 'blocking' || now === 'engine-blocks' ? 'bns-board-engine-forbidding' : 'bns-board-engine-thinking');
    return el('span', { class: 'waiting' }, words);
  });
}

/** Refills the controls, keeping the focus where it was (the same chip, or the first control). */
function redraw(st, build) {
  const focused = focusedIn(st.controls);
  const had = !!focused && st.controls.contains(focused);
  const option = had && focused.dataset ? focused.dataset.option : undefined;
  const id = had ? focused.id : '';
  fill(st.controls, build());
  if (!had) return;
  const same = (option !== undefined && st.controls.querySelector(`[data-option="${option}"]:not(:disabled)`))
    || (id && id !== st.controls.id && st.controls.querySelector(`#${CSS.escape(id)}:not(:disabled)`));
  if (same) same.focus();
  else if (!focus(st)) st.controls.focus();
}

/** The chips as one tab stop. */
function toolbar(st, roving, attrs, chips) {
  st.bar = el('div', { class: 'chips', role: 'toolbar', ...attrs }, chips);
  st.barRoving = roving;
  return roving.attach(st.bar);
}

function chip(x, attrs) {
  return el('button', { type: 'button', 'data-option': x, ...attrs }, fmtInt(x));
}

function takeControls(st, p, hint) {
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
          'aria-label': t('bns-board-chip-forbidden', { x }), title: t('bns-board-forbidden-title'),
        })
        : chip(x, {
          class: `btn chip take${hinted.has(x) ? ' hinted' : ''}`, 'data-take': x,
          'aria-label': t(hinted.has(x) ? 'bns-board-chip-take-winning' : 'bns-board-chip-take', { x }), onclick: () => take(st, x),
        }));
    }
    return toolbar(st, st.takeRoving, { id: `${st.ids}take-chips`, 'aria-label': t('bns-board-take-chips') }, chips);
  }
  st.input = el('input', {
    type: 'number', id: `${st.ids}take-input`, class: 'mono small-input', min: from, max: to, step: 1,
    value: st.takeText, 'aria-label': t('bns-board-take-input', { from, to }),
  });
  st.input.addEventListener('input', () => { st.takeText = st.input.value; });
  st.input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') takeTyped(st);
  });
  return [
    el('div', { class: 'take-input-row' },
      el('label', { for: `${st.ids}take-input` }, t('bns-board-take-label', { range: `${fmtInt(from)} … ${fmtInt(to)}` })), st.input,
      el('button', { type: 'button', class: 'btn', id: `${st.ids}take-button`, onclick: () => takeTyped(st) }, t('bns-board-take'))),
    el('p', { class: 'b-forbidden-list' }, blocked.length ? t('bns-board-forbidden', { list: listOf(blocked) }) : t('bns-board-forbidden-none')),
  ];
}

function blockControls(st, p, hint) {
  // c_k is typed and can pass 2^53 − 1 (then a decimal string): shown as sent, compared as a
  // Number (exact enough against the few blocks chosen)
  const c = Number(p.c);
  const cText = fmtInt(p.c);
  const used = st.chosen.length;
  const items = [];
  if (Number(p.count) <= chipLimit) {
    const chips = [];
    // the hint's advice on what to forbid is marked as a winning take is on the take chips
    const advised = new Set(hint && hint.forbid ? hint.forbid : []);
    for (let x = Number(p.from); x <= Number(p.to); x++) {
      const on = st.chosen.includes(x);
      chips.push(chip(x, {
        class: `btn chip toggle${on ? ' blocked' : ''}${advised.has(x) ? ' hinted' : ''}`, 'aria-pressed': on ? 'true' : 'false', 'data-block': x,
        disabled: !on && used >= c, 'aria-label': t(advised.has(x) ? 'bns-board-chip-forbid-advised' : 'bns-board-chip-forbid', { x }), onclick: () => toggle(st, x, c),
      }));
    }
    items.push(
      el('p', { class: 'b-block-help', id: `${st.ids}block-help` }, t('bns-board-block-help', { range: rangeText(p), c: cText, count: c })),
      toolbar(st, st.blockRoving, { id: `${st.ids}block-chips`, 'aria-label': t('bns-board-block-chips'), 'aria-describedby': `${st.ids}block-help` }, chips),
      el('span', { class: 'b-block-count', id: `${st.ids}block-count`, 'aria-live': 'polite' },
        t('bns-board-block-count', { used, c: cText, count: c })));
  } else {
    st.input = el('input', {
      type: 'text', id: `${st.ids}block-input`, class: 'mono', value: st.blockText, autocomplete: 'off', spellcheck: 'false',
      'aria-label': t('bns-board-block-input', { c: cText, count: c }),
    });
    st.input.addEventListener('input', () => { st.blockText = st.input.value; });
    st.input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') go(st, p);
    });
    items.push(el('div', { class: 'take-input-row' },
      el('label', { for: `${st.ids}block-input` }, t('bns-board-block-label', { c: cText, count: c, range: rangeText(p) })), st.input));
  }
  items.push(el('button', { type: 'button', class: 'btn btn-primary', id: `${st.ids}engine-go`, onclick: () => go(st, p) }, t('bns-board-go')));
  return items;
}

function take(st, x) {
  st.message.textContent = '';
  st.api.act({ take: x });
}

function takeTyped(st) {
  const text = String(st.takeText).trim();
  if (!/^\d+$/.test(text)) {
    st.message.textContent = t('bns-board-take-error');
    return;
  }
  take(st, Number(text));
}

function toggle(st, x, c) {
  const at = st.chosen.indexOf(x);
  if (at >= 0) st.chosen = st.chosen.filter((y) => y !== x);
  else if (st.chosen.length < c) st.chosen = [...st.chosen, x];
  render(st, st.api.view());
}

/** Your blocks are set: the engine judges them, then takes. */
function go(st, p) {
  let list = st.chosen.slice().sort((a, b) => a - b);
  if (Number(p.count) > chipLimit) {
    const parsed = parseList(st.blockText);
    if (parsed.error) {
      st.message.textContent = parsed.error;
      return;
    }
    list = parsed.list;
  }
  st.message.textContent = '';
  st.api.act({ block: list });
}

/** Digits typed while the game has focus: the chip with that number gets focus; a number no
 *  chip has (or a forbidden one) waits for Enter (widgets/typed.js). */
function digits(st, d) {
  if (st.input) {
    if (st.input.type === 'number') {
      st.input.value = st.typed.add(d);
      st.takeText = st.input.value;
    } else {
      st.input.value = `${st.input.value}${d}`;
      st.blockText = st.input.value;
    }
    st.input.focus();
    return;
  }
  const n = st.typed.add(d);
  const button = st.controls.querySelector(`button[data-option="${n}"]:not(:disabled)`);
  st.typed.hold(button ? null : n);
  if (button) button.focus();
}

/** Enter after a number no open chip has: the engine is sent that take (or that block with the
 *  ones chosen) and refuses it in its own words. */
function enter(st) {
  const n = st.typed.take();
  if (n === null) return false;
  const p = st.api.view().position;
  if (!p) return false;
  const now = phase(p, st.api.view().me);
  st.message.textContent = '';
  if (now === 'you-take') st.api.act({ take: Number(n) });
  else if (now === 'you-block') st.api.act({ block: [...st.chosen, Number(n)].sort((a, b) => a - b) });
  else return false;
  return true;
}

/** Focuses the chip that holds the tab stop, else the first control; false when there is none. */
function focus(st) {
  if (st.bar && st.bar.isConnected && st.barRoving.focus(st.bar)) return true;
  const target = st.input || st.controls.querySelector('button:not(:disabled)');
  if (!target) return false;
  target.focus();
  return true;
}
