// The board of every one-pile game where a move takes some counters (the move-function game,
// periodic f(n, x), subtraction sets, take-away games): the pile, and the legal takes as buttons
// (or, when there are many, a number field). The takes come from the engine (the game kind's
// legal()); the engine judges what is sent. Keys: the buttons are one tab stop (a toolbar:
// widgets/roving.js), ← → Home End walk them, digits go to the take with that number.

import { el, fill, describedBy } from '../core/dom.js';
import { l10n } from '../core/i18n.js';
import { count } from './play-words.js';
import { drawPile } from './pile.js';
import { createRoving } from './roving.js';
import { createTyped } from './typed.js';

const buttonLimit = 30;

/**
 * legal(position) → {from, to} or {takes: [...]} (sorted), the takes allowed now.
 * Returns a board factory for a game kind: board(host, api).
 */
export function takeBoard(legal) {
  return (host, api) => {
    const ids = api.ids;
    const pileView = el('div', { class: 'pile-view', id: `${ids}pile-view`, 'aria-hidden': 'true' });
    // tabindex -1: while the engine thinks the buttons are gone, and focus waits here (not on <body>)
    const controls = el('div', { class: 'move-controls', id: `${ids}move-controls`, tabindex: '-1' });
    host.append(pileView, controls);
    let drawnKey = null;
    const typed = createTyped();
    let input = null;
    let bar = null;        // the toolbar of take buttons, when shown
    const roving = createRoving();

    const offered = (l) => {
      if (l.takes) return l.takes.length <= buttonLimit ? l.takes : [];
      if (l.to - l.from + 1 > buttonLimit) return [];
      const takes = [];
      for (let k = l.from; k <= l.to; k++) takes.push(k);
      return takes;
    };
    const bounds = (l) => (l.takes ? { from: l.takes[0], to: l.takes[l.takes.length - 1] } : l);

    function render(v) {
      const p = v.position;
      if (!p) {
        fill(pileView);
        fill(controls);
        drawnKey = null;
        return;
      }
      drawPile(pileView, p.pile, v.lastTake, v.startPile);
      const key = `${v.epoch}|${p.moves.length}|${v.myTurn}|${p.over}|${v.thinking}`;
      controls.dataset.turn = p.over ? 'over' : v.myTurn ? 'you' : 'engine';
      controls.dataset.moves = String(p.moves.length);
      if (key === drawnKey) return;
      const hadFocus = controls.contains(focusedNode());
      drawnKey = key;
      typed.hold(null);
      input = null;
      bar = null;
      if (p.over) {
        fill(controls, l10n(el('button', { type: 'button', class: 'btn btn-primary', id: `${ids}play-again`, onclick: () => api.reset() }), 'play-again'));
      } else if (!v.myTurn) {
        fill(controls, l10n(el('span', { class: 'waiting' }), v.thinking === 'loading' ? 'play-setting-up' : 'play-engine-thinking'));
      } else {
        fill(controls, takeControls(legal(p)));
      }
      if (hadFocus) focus();
    }

    function focusedNode() {
      const root = host.getRootNode();
      return root.activeElement;
    }

    function takeControls(l) {
      const takes = offered(l);
      if (takes.length) {
        bar = l10n(el('div', { class: 'take-buttons', id: `${ids}take-buttons`, role: 'toolbar' },
          takes.map((k) => l10n(el('button', {
            type: 'button', class: 'btn take', 'data-take': k,
            onclick: () => api.act({ take: k }),
          }, String(k)), 'play-take-button', { take: count(k) }))), 'play-take-buttons');
        return roving.attach(bar);
      }
      const { from, to } = bounds(l);
      input = el('input', {
        type: 'number', id: `${ids}take-input`, class: 'mono small-input', min: from, max: to, step: 1,
        value: from,
      });
      l10n(input, 'play-take-field', { from: count(from), to: count(to) });
      const button = l10n(el('button', { type: 'button', class: 'btn', id: `${ids}take-button` }), 'play-take');
      const message = el('span', { class: 'field-error', id: `${ids}take-message`, 'aria-live': 'polite' });
      const value = () => Number(input.value);
      const typedIn = () => input.value.trim() !== '';
      describedBy(input, message);
      // marked with words next to it: the bounds are the engine's for this move (Enter still
      // sends any number, and the engine says why it refuses one)
      const update = () => {
        const bad = !typedIn() || !Number.isInteger(value()) || value() < from || value() > to;
        input.classList.toggle('invalid', bad);
        input.setAttribute('aria-invalid', String(bad));
        if (!bad) {
          delete message.dataset.l10nId;
          message.textContent = '';
        } else if (typedIn()) l10n(message, 'play-take-between', { from: count(from), to: count(to) });
        else l10n(message, 'play-take-type');
      };
      // any number goes to the engine, which plays it or says why not (never another move)
      const send = () => {
        if (typedIn()) api.act({ take: value() });
        else l10n(message, 'play-take-type');
      };
      input.addEventListener('input', update);
      input.addEventListener('keydown', (e) => {
        if (e.key === 'Enter') send();
      });
      button.addEventListener('click', send);
      return el('div', { class: 'take-input-row' },
        l10n(el('label', { for: `${ids}take-input` }), 'play-take-label', { from: count(from), to: count(to) }), input, button, message);
    }

    /** Digits typed while the game has focus: the take with that number gets focus; a number no
     *  take has waits for Enter (widgets/typed.js). */
    function digits(d) {
      const n = typed.add(d);
      if (input) {
        input.value = n;
        input.dispatchEvent(new Event('input'));
        input.focus();
        return;
      }
      const button = controls.querySelector(`button[data-take="${n}"]:not(:disabled)`);
      typed.hold(button ? null : n);
      if (button) button.focus();
    }

    /** Enter after a number that no take has: the engine is sent it (and refuses it). */
    function enter() {
      const n = typed.take();
      if (n === null) return false;
      api.act({ take: Number(n) });
      return true;
    }

    /** Focuses the take that holds the tab stop (or the field, or Play again). */
    function focus() {
      if (bar && roving.focus(bar)) return;
      const target = input || controls.querySelector('button:not(:disabled)') || controls;
      if (target) target.focus();
    }

    return { render, digits, enter, forget: () => typed.forget(), focus };
  };
}
