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

const buttonLimit = 30;

/** The board (see widgets/player.js): board(host, api) → {render, digits, focus}. */
export function sumBoard(host, api) {
  const ids = api.ids;
  const pileRow = el('div', { class: 'kg-piles', id: `${ids}piles`, role: 'radiogroup', 'aria-label': 'Choose a pile' });
  const nimSum = el('p', { class: 'kg-nimsum', id: `${ids}nimsum` });
  const controls = el('div', { class: 'move-controls', id: `${ids}move-controls` });
  host.append(pileRow, nimSum, controls);

  let cards = [];
  let selected = null;     // the chosen pile (0-based), or null
  let seen = '';           // epoch and moves of the position the choice belongs to
  let hintKey = '';
  let pilesKey = null;
  let controlsKey = null;
  let focusLater = null;   // the pile to focus once the player may move again
  let input = null;
  const typed = createTyped();
  let bar = null;          // the toolbar of takes, when shown
  // the piles: a radio group (the arrows choose, and go round); the takes: a toolbar
  const pileRoving = createRoving({
    items: () => cards, key: (card) => card.dataset.component, wrap: true,
    activate: (card) => choose(Number(card.dataset.component)),
  });
  const takeRoving = createRoving();

  const focused = () => focusedIn(host);
  const canMove = (v, c) => v.myTurn && Number(c.max) > 0;

  function render(v) {
    const p = v.position;
    if (!p) {
      fill(pileRow);
      fill(nimSum);
      fill(controls);
      cards = [];
      selected = null;
      pilesKey = null;
      controlsKey = null;
      return;
    }
    const now = `${v.epoch}|${p.moves.length}`;
    if (now !== seen) {
      seen = now;
      selected = null;
    }
    const h = v.hint && !p.over ? v.hint : null;
    const hk = h ? `${now}|${h.component}|${h.take}` : '';
    if (hk && hk !== hintKey) selected = h.component;
    hintKey = hk;
    if (selected !== null && !(p.components[selected] && canMove(v, p.components[selected]))) selected = null;
    controls.dataset.turn = p.over ? 'over' : v.myTurn ? 'you' : 'engine';
    controls.dataset.moves = String(p.moves.length);

    const before = focused();
    const hadFocus = !!before && host.contains(before);
    const focusedCard = cards.indexOf(before);
    const pk = `${now}|${v.myTurn}|${p.over}|${v.thinking}|${hk}`;
    if (pk !== pilesKey) {
      pilesKey = pk;
      drawPiles(p, v, h);
    }
    markChoice();
    const ck = `${pk}|${selected}`;
    if (ck !== controlsKey) {
      controlsKey = ck;
      drawControls(p, v, h);
    }
    settleFocus(p, v, hadFocus, focusedCard);
  }

  function drawPiles(p, v, h) {
    cards = Array.from(p.components, (c, i) => {
      const card = el('button', {
        type: 'button', role: 'radio', 'aria-checked': 'false', tabindex: '-1',
        class: `kg-pile${h && h.component === i ? ' hinted' : ''}${Number(c.pile) === 0 ? ' empty' : ''}`,
        'data-component': i, disabled: !canMove(v, c),
        'aria-label': `Pile ${i + 1}: ${c.pile} counters, at most ${c.max} may be taken, Grundy value ${c.grundy}`,
        onclick: () => choose(i),
      },
      el('span', { class: 'kg-pile-name' }, `Pile ${i + 1}`),
      el('span', { class: 'kg-pile-count' }, fmtInt(c.pile)),
      el('span', { class: 'kg-pile-max' }, Number(c.max) > 0 ? `take 1 … ${fmtInt(c.max)}` : Number(c.pile) === 0 ? 'empty' : 'no move'),
      el('span', { class: 'kg-pile-g' }, 'G = ', el('strong', null, fmtInt(c.grundy))));
      return card;
    });
    fill(pileRow, cards);
    fill(nimSum, 'Nim-sum: ', el('span', { class: 'mono', id: `${ids}nimsum-text` }, nimSumText(p)),
      p.over ? '' : Number(p.nimSum) === 0 ? ' — 0: the player to move loses against best play.' : ' — not 0: the player to move can win.');
  }

  /** The chosen card checked; the one reached by Tab is the chosen one, else the one last focused. */
  function markChoice() {
    cards.forEach((card, i) => {
      card.classList.toggle('selected', i === selected);
      card.setAttribute('aria-checked', i === selected ? 'true' : 'false');
    });
    pileRoving.attach(pileRow, selected);
  }

  function drawControls(p, v, h) {
    input = null;
    bar = null;
    if (p.over) {
      fill(controls, el('button', { type: 'button', class: 'btn btn-primary', id: `${ids}play-again`, onclick: () => api.reset() }, 'Play again'));
      return;
    }
    if (!v.myTurn) {
      fill(controls, el('span', { class: 'waiting' }, v.thinking === 'loading' ? 'Setting up…' : 'The engine is thinking…'));
      return;
    }
    const c = selected === null ? null : p.components[selected];
    if (!c) {
      fill(controls, el('span', { class: 'kg-choose' }, 'Choose a pile, then how many to take.'));
      return;
    }
    const at = selected;
    const max = Number(c.max);
    if (max <= buttonLimit) {
      const buttons = [];
      for (let k = 1; k <= max; k++) {
        const hinted = h && h.component === at && h.take === k;
        buttons.push(el('button', {
          type: 'button', class: `btn take${hinted ? ' hinted' : ''}`, 'data-take': k,
          'aria-label': `Take ${k} from pile ${at + 1}`, onclick: () => play(at, k),
        }, String(k)));
      }
      bar = el('div', { class: 'take-buttons', id: `${ids}take-buttons`, role: 'toolbar', 'aria-label': `How many to take from pile ${at + 1}` }, buttons);
      fill(controls, el('span', { class: 'kg-take-label' }, `From pile ${at + 1} take:`), takeRoving.attach(bar));
      return;
    }
    input = el('input', {
      type: 'number', id: `${ids}take-input`, class: 'mono small-input', min: 1, max, step: 1,
      value: h && h.component === at ? h.take : 1,
      'aria-label': `Counters to take from pile ${at + 1}, 1 to ${max}`,
    });
    const box = input;
    const go = () => play(at, Number(box.value));
    box.addEventListener('keydown', (e) => { if (e.key === 'Enter') go(); });
    fill(controls, el('div', { class: 'take-input-row' },
      el('label', { for: `${ids}take-input` }, `From pile ${at + 1} take (1 … ${fmtInt(max)}):`), box,
      el('button', { type: 'button', class: 'btn', id: `${ids}take-button`, onclick: go }, 'Take')));
  }

  /** Keeps the keyboard in the board: focus lost by a redraw goes back to a pile when one can be chosen. */
  function settleFocus(p, v, hadFocus, focusedCard) {
    const now = focused();
    if (now && host.contains(now)) {
      if (v.myTurn || p.over) focusLater = null;
      return;
    }
    if (hadFocus && focusLater === null) focusLater = focusedCard >= 0 ? focusedCard : selected ?? 0;
    if (focusLater === null) return;
    // only when focus went nowhere (the user did not move it elsewhere meanwhile)
    const active = host.ownerDocument.activeElement;
    if (active && active !== host.ownerDocument.body) {
      focusLater = null;
      return;
    }
    if (p.over) {
      controls.querySelector('button')?.focus();
      focusLater = null;
      return;
    }
    if (!v.myTurn) return;
    const wanted = cards[focusLater] && !cards[focusLater].disabled ? focusLater : cards.findIndex((c) => !c.disabled);
    focusLater = null;
    if (wanted >= 0) choose(wanted);
  }

  /** Chooses pile i (a click, ← →, or focus coming back): its takes are shown, the card has focus. */
  function choose(i) {
    const v = api.view();
    const c = v.position && v.position.components[i];
    if (!c || !canMove(v, c)) return;
    selected = i;
    render(v);
    cards[i]?.focus();
  }

  function play(pile, take) {
    // the keyboard comes back to this pile after the engine's answer
    const f = focused();
    if (f && host.contains(f)) focusLater = pile;
    api.act({ pile, take });
  }

  /** Digits typed while the game has focus: the take with that number of the chosen pile. */
  function digits(d) {
    if (selected === null) {
      const at = cards.indexOf(focused());
      if (at < 0) return;
      choose(at);
      if (selected === null) return;
    }
    const n = typed.add(d);
    if (input) {
      input.value = n;
      input.focus();
      return;
    }
    // a number no take has waits for Enter, which sends it to the engine (widgets/typed.js)
    const button = controls.querySelector(`button[data-take="${n}"]`);
    typed.hold(button ? null : n);
    button?.focus();
  }

  /** Enter after a number that no take of the chosen pile has: the engine refuses it in its words. */
  function enter() {
    const n = typed.take();
    if (n === null || selected === null) return false;
    play(selected, Number(n));
    return true;
  }

  function focus() {
    const card = cards.find((c) => c.tabIndex === 0 && !c.disabled);
    (card || controls.querySelector('button, input'))?.focus();
  }

  return { render, digits, enter, forget: () => typed.forget(), focus };
}

/** "3 ⊕ 4 ⊕ 5 = 2": the piles' Grundy values and their nim-sum, as the engine gives them. */
export function nimSumText(p) {
  return `${Array.from(p.components, (c) => fmtInt(c.grundy)).join(' ⊕ ')} = ${fmtInt(p.nimSum)}`;
}
