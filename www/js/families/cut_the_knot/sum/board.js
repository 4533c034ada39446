// The board of a row of take-away games (a sum): one card per pile (its counters, the most that
// may be taken there and its Grundy value, all from the engine's state), the nim-sum, and the
// takes of the chosen pile. The engine judges the move sent ({pile, take}).
// Keyboard: the piles are a radio group — Tab reaches it, ← → choose a pile; then a digit (or
// Tab: the takes are one tab stop, a toolbar) reaches the take with that number, ← → Home End
// go between the takes, and Enter plays it. After a move, focus comes back to the pile played
// once it is the player's turn again. Both groups rove with widgets/roving.js.

import { el, fill, fmtInt, focusedIn } from '../../../core/dom.js';
import { createRoving } from '../../../widgets/roving.js';
import { createTyped } from '../../../widgets/typed.js';
// The board shows in embeds and lessons too.
import '../../../i18n/cut_the_knot_play/index.js';
import { t, language } from '../../../core/i18n.js';

const buttonLimit = 30;

/** The board (see widgets/player.js): board(host, api) → {render, digits, enter, forget, focus}.
 *  Its state is one object, `st`, that the functions below read and write. */
export function sumBoard(host, api) {
  const ids = api.ids;
  const st = {
    ids,
    api,
    host,
    pileRow: el('div', { class: 'kg-piles', id: `${ids}piles`, role: 'radiogroup', 'aria-label': t('cks-b-choose-pile') }),
    nimSum: el('p', { class: 'kg-nimsum', id: `${ids}nimsum` }),
    controls: el('div', { class: 'move-controls', id: `${ids}move-controls` }),
    cards: [],
    selected: null,     // the chosen pile (0-based), or null
    seen: '',           // epoch and moves of the position the choice belongs to
    hintKey: '',
    pilesKey: null,
    controlsKey: null,
    focusLater: null,   // the pile to focus once the player may move again
    input: null,
    typed: createTyped(),
    bar: null,          // the toolbar of takes, when shown
    pileRoving: null,
    // the takes: a toolbar
    takeRoving: createRoving(),
  };
  host.append(st.pileRow, st.nimSum, st.controls);
  // the piles: a radio group (the arrows choose, and go round)
  st.pileRoving = createRoving({
    items: () => st.cards, key: (card) => card.dataset.component, wrap: true,
    activate: (card) => choose(st, Number(card.dataset.component)),
  });
  return { render: (v) => render(st, v), digits: (d) => digits(st, d), enter: () => enter(st), forget: () => st.typed.forget(), focus: () => focus(st) };
}

const focused = (st) => focusedIn(st.host);
const canMove = (v, c) => v.myTurn && Number(c.max) > 0;

function render(st, v) {
  const p = v.position;
  if (!p) {
    fill(st.pileRow);
    fill(st.nimSum);
    fill(st.controls);
    st.cards = [];
    st.selected = null;
    st.pilesKey = null;
    st.controlsKey = null;
    return;
  }
  const now = `${v.epoch}|${p.moves.length}`;
  if (now !== st.seen) {
    st.seen = now;
    st.selected = null;
  }
  const h = v.hint && !p.over ? v.hint : null;
  const hk = h ? `${now}|${h.component}|${h.take}` : '';
  if (hk && hk !== st.hintKey) st.selected = h.component;
  st.hintKey = hk;
  if (st.selected !== null && !(p.components[st.selected] && canMove(v, p.components[st.selected]))) st.selected = null;
  st.controls.dataset.turn = p.over ? 'over' : v.myTurn ? 'you' : 'engine';
  st.controls.dataset.moves = String(p.moves.length);

  const before = focused(st);
  const hadFocus = !!before && st.host.contains(before);
  const focusedCard = st.cards.indexOf(before);
  const pk = `${now}|${v.myTurn}|${p.over}|${v.thinking}|${hk}|${language()}`; // (redrawn in another language)
  if (pk !== st.pilesKey) st.pileRow.setAttribute('aria-label', t('cks-b-choose-pile'));
  if (pk !== st.pilesKey) {
    st.pilesKey = pk;
    drawPiles(st, p, v, h);
  }
  markChoice(st);
  const ck = `${pk}|${st.selected}`;
  if (ck !== st.controlsKey) {
    st.controlsKey = ck;
    drawControls(st, p, v, h);
  }
  settleFocus(st, p, v, hadFocus, focusedCard);
}

function drawPiles(st, p, v, h) {
  st.cards = Array.from(p.components, (c, i) => {
    const card = el('button', {
      type: 'button', role: 'radio', 'aria-checked': 'false', tabindex: '-1',
      class: `kg-pile${h && h.component === i ? ' hinted' : ''}${Number(c.pile) === 0 ? ' empty' : ''}`,
      'data-component': i, disabled: !canMove(v, c),
      'aria-label': t('cks-b-pile-label', { i: i + 1, pile: Number(c.pile), max: Number(c.max), g: Number(c.grundy) }),
      onclick: () => choose(st, i),
    },
    el('span', { class: 'kg-pile-name' }, t('cks-b-pile-name', { i: i + 1 })),
    el('span', { class: 'kg-pile-count' }, fmtInt(c.pile)),
    el('span', { class: 'kg-pile-max' }, Number(c.max) > 0 ? t('cks-b-pile-max', { max: fmtInt(c.max) }) : t(Number(c.pile) === 0 ? 'cks-b-pile-empty' : 'cks-b-pile-no-move')),
    el('span', { class: 'kg-pile-g' }, 'G = ', el('strong', null, fmtInt(c.grundy))));
    return card;
  });
  fill(st.pileRow, st.cards);
  fill(st.nimSum, `${t('cks-b-nim-sum')} `, el('span', { class: 'mono', id: `${st.ids}nimsum-text` }, nimSumText(p)),
    p.over ? '' : ` ${t(Number(p.nimSum) === 0 ? 'cks-b-nim-sum-zero' : 'cks-b-nim-sum-not-zero')}`);
}

/** The chosen card checked; the one reached by Tab is the chosen one, else the one last focused. */
function markChoice(st) {
  st.cards.forEach((card, i) => {
    card.classList.toggle('selected', i === st.selected);
    card.setAttribute('aria-checked', i === st.selected ? 'true' : 'false');
  });
  st.pileRoving.attach(st.pileRow, st.selected);
}

function drawControls(st, p, v, h) {
  st.input = null;
  st.bar = null;
  if (p.over) {
    fill(st.controls, el('button', { type: 'button', class: 'btn btn-primary', id: `${st.ids}play-again`, onclick: () => st.api.reset() }, t('cks-b-play-again')));
    return;
  }
  if (!v.myTurn) {
    fill(st.controls, el('span', { class: 'waiting' }, t(v.thinking === 'loading' ? 'cks-b-setting-up' : 'cks-b-thinking')));
    return;
  }
  const c = st.selected === null ? null : p.components[st.selected];
  if (!c) {
    fill(st.controls, el('span', { class: 'kg-choose' }, t('cks-b-choose')));
    return;
  }
  const at = st.selected;
  const max = Number(c.max);
  if (max <= buttonLimit) {
    const buttons = [];
    for (let k = 1; k <= max; k++) {
      const hinted = h && h.component === at && h.take === k;
      buttons.push(el('button', {
        type: 'button', class: `btn take${hinted ? ' hinted' : ''}`, 'data-take': k,
        'aria-label': t('cks-b-take-button', { k, i: at + 1 }), onclick: () => play(st, at, k),
      }, String(k)));
    }
    st.bar = el('div', { class: 'take-buttons', id: `${st.ids}take-buttons`, role: 'toolbar', 'aria-label': t('cks-b-take-bar', { i: at + 1 }) }, buttons);
    fill(st.controls, el('span', { class: 'kg-take-label' }, t('cks-b-take-label', { i: at + 1 })), st.takeRoving.attach(st.bar));
    return;
  }
  st.input = el('input', {
    type: 'number', id: `${st.ids}take-input`, class: 'mono small-input', min: 1, max, step: 1,
    value: h && h.component === at ? h.take : 1,
    'aria-label': t('cks-b-take-input', { i: at + 1, max }),
  });
  const box = st.input;
  const go = () => play(st, at, Number(box.value));
  box.addEventListener('keydown', (e) => { if (e.key === 'Enter') go(); });
  fill(st.controls, el('div', { class: 'take-input-row' },
    el('label', { for: `${st.ids}take-input` }, t('cks-b-take-input-label', { i: at + 1, max: fmtInt(max) })), box,
    el('button', { type: 'button', class: 'btn', id: `${st.ids}take-button`, onclick: go }, t('cks-b-take'))));
}

/** Keeps the keyboard in the board: focus lost by a redraw goes back to a pile when one can be chosen. */
function settleFocus(st, p, v, hadFocus, focusedCard) {
  const now = focused(st);
  if (now && st.host.contains(now)) {
    if (v.myTurn || p.over) st.focusLater = null;
    return;
  }
  if (hadFocus && st.focusLater === null) st.focusLater = focusedCard >= 0 ? focusedCard : st.selected ?? 0;
  if (st.focusLater === null) return;
  // only when focus went nowhere (the user did not move it elsewhere meanwhile)
  const active = st.host.ownerDocument.activeElement;
  if (active && active !== st.host.ownerDocument.body) {
    st.focusLater = null;
    return;
  }
  if (p.over) {
    st.controls.querySelector('button')?.focus();
    st.focusLater = null;
    return;
  }
  if (!v.myTurn) return;
  const wanted = st.cards[st.focusLater] && !st.cards[st.focusLater].disabled ? st.focusLater : st.cards.findIndex((c) => !c.disabled);
  st.focusLater = null;
  if (wanted >= 0) choose(st, wanted);
}

/** Chooses pile i (a click, ← →, or focus coming back): its takes are shown, the card has focus. */
function choose(st, i) {
  const v = st.api.view();
  const c = v.position && v.position.components[i];
  if (!c || !canMove(v, c)) return;
  st.selected = i;
  render(st, v);
  st.cards[i]?.focus();
}

function play(st, pile, take) {
  // the keyboard comes back to this pile after the engine's answer
  const f = focused(st);
  if (f && st.host.contains(f)) st.focusLater = pile;
  st.api.act({ pile, take });
}

/** Digits typed while the game has focus: the take with that number of the chosen pile. */
function digits(st, d) {
  if (st.selected === null) {
    const at = st.cards.indexOf(focused(st));
    if (at < 0) return;
    choose(st, at);
    if (st.selected === null) return;
  }
  const n = st.typed.add(d);
  if (st.input) {
    st.input.value = n;
    st.input.focus();
    return;
  }
  // a number no take has waits for Enter, which sends it to the engine (widgets/typed.js)
  const button = st.controls.querySelector(`button[data-take="${n}"]`);
  st.typed.hold(button ? null : n);
  button?.focus();
}

/** Enter after a number that no take of the chosen pile has: the engine refuses it in its words. */
function enter(st) {
  const n = st.typed.take();
  if (n === null || st.selected === null) return false;
  play(st, st.selected, Number(n));
  return true;
}

function focus(st) {
  const card = st.cards.find((c) => c.tabIndex === 0 && !c.disabled);
  (card || st.controls.querySelector('button, input'))?.focus();
}

/** "3 ⊕ 4 ⊕ 5 = 2": the piles' Grundy values and their nim-sum, as the engine gives them. */
export function nimSumText(p) {
  return `${Array.from(p.components, (c) => fmtInt(c.grundy)).join(' ⊕ ')} = ${fmtInt(p.nimSum)}`;
}
