// <nim-lab-game game="move-fn" f="2x" pile="20" max="19" first="you">: a game against the engine
// for a course page, built on the player widget with the family's game kind (its family's
// declaration, core/registry.js: loaded when first shown).
//
// JS API: el.state ({game, pile, piles?, toMove, over, winner: 'you' | 'engine' | null, moves,
// first, thinking, error, errorKind}); el.play(move) → Promise, resolved after the engine has answered
// (move: a number of counters, or the game's action object: {pile, take} for a sum, {delete,
// split, x} for single-delete Nim, {block: [..]} in blocking Nim); el.hint() → Promise of
// {take, winning, why, steps, action}; el.undo(), el.reset() → Promises; el.record() → the finished
// game as text; el.whenReady(). Events (bubbling,
// composed): nimlab-ready, nimlab-move {who, take, pile, why, …}, nimlab-gameover {winner}.

import { NimLabElement } from './element.js';
import { createPlayer } from '../widgets/player.js';
import { el, kindError } from '../core/dom.js';
import { l10n, say } from '../core/i18n.js';
import { checkWidget } from '../core/spec.js';
import { widgets } from '../core/registry.js';

/** The settings that make a different game (a change restarts it). */
function gameKey(settings) {
  const skip = new Set(['theme', 'hints', 'first', 'widget', 'level', 'lang']);
  return JSON.stringify(Object.entries(settings).filter(([k]) => !skip.has(k)));
}

/** The game kind of the settings' widget (loaded once), or its variant for the section the
 *  engine's elementSettings names (settings.section: a periodic move-function game, say). */
async function gameKind(settings) {
  const base = await widgets('games')[settings.widget].load();
  return base.variants?.[settings.section] ?? base;
}

export class NimLabGame extends NimLabElement {
  widgetName() {
    return this.getAttribute('game') || '';
  }

  async build(settings) {
    const kind = await gameKind(settings);
    this.kind = kind;
    const title = this.titleNode();
    const host = el('div', { part: 'player' });
    this.body.append(title, host);
    // a kind with a start field (blocking Nim: `pile`) offers it: New game starts from the pile
    // typed there, checked as the attribute is (the engine's element vocabulary)
    const name = this.widgetName();
    const field = kind.startField;
    this.startValue = null;
    this.player = createPlayer(host, {
      kind,
      ids: this.ids,
      settings: () => (this.startValue === null ? this.settings : { ...this.settings, [field]: this.startValue }),
      startField: field ? {
        label: l10n(el('span'), 'play-start-pile'),
        value: String(settings[field] ?? ''),
        check: (text) => {
          const checked = checkWidget(name, { ...this.readAttrs(name), [field]: text.trim() });
          const error = (checked.errors || []).find((e) => e.attr === field);
          return error ? { error: say(error.l10n, error.message) } : { value: checked.settings[field] };
        },
        set: (value) => { this.startValue = value; },
        // (the engine's errors' catalogue, for a value it refuses: loaded when the field is first used)
        prepare: () => import('../i18n/errors/index.js'),
      } : null,
      first: settings.first,
      hints: settings.hints !== 'off',
      level: settings.level,
      firstName: `${this.ids}first`,
      emit: (type, detail) => this.emit(type, detail),
    });
    // ("Blocking Nim against the engine": the title, then the frame's words)
    const against = l10n(el('span', { id: `${this.ids}against`, hidden: true }), 'frame-against-engine');
    this.body.append(against);
    this.player.root.setAttribute('aria-labelledby', `${title.id} ${against.id}`);
    this.destroyWidget = () => this.player.destroy();
    this.key = gameKey(settings);
    // the game is set up (and the engine has made its first move, if it starts) in the work
    return { work: this.player.start() };
  }

  async update(settings, previous) {
    this.player.setHints(settings.hints !== 'off');
    const level = settings.level !== previous.level ? this.player.setLevel(settings.level) : null;
    const key = gameKey(settings);
    if (key !== this.key) {
      // other rules: maybe another variant of the kind (another section, the engine says)
      const kind = await gameKind(settings);
      if (kind !== this.kind) {
        this.teardown();
        this.built = true;
        return this.build(settings);
      }
      this.key = key;
      this.startValue = null; // (the attributes changed: they say where the game starts)
      return { work: this.player.reset() };
    }
    if (settings.first !== previous.first) return { work: this.player.setFirst(settings.first) };
    return { work: level };
  }

  get state() {
    if (!this.player) return { ready: false, over: false, winner: null, pile: null };
    const { position, ...rest } = this.player.state();
    return rest;
  }

  async play(move) {
    await this.whenReady();
    await this.player.settled();
    const action = typeof move === 'number' || typeof move === 'string' ? { take: Number(move) } : move;
    const before = this.player.state();
    if (before.over) throw kindError('the game is over: call reset() for a new one', 'state');
    if (!(before.acting ?? before.toMove === 'you')) throw kindError('it is not your move', 'state');
    const ok = await this.player.play(action);
    if (!ok) throw this.refusal('that move is not allowed here');
    return this.state;
  }

  async hint() {
    await this.whenReady();
    await this.player.settled();
    const h = await this.player.hint(true);
    if (!h) throw this.refusal('no hint: it is not your move');
    return h; // {take, winning, why, steps, action (what play() takes: the hinted move), …}
  }

  /** The player's last error as a thrown Error with its kind, else `otherwise` (a state). */
  refusal(otherwise) {
    const { error, errorKind } = this.player.state();
    return kindError(error || otherwise, error ? errorKind : 'state');
  }

  async undo() {
    await this.whenReady();
    await this.player.settled();
    await this.player.undo();
    return this.state;
  }

  /** The finished game as text (what was played, with the engine's reasons), or null. */
  record() {
    return this.player ? this.player.record() : null;
  }

  async reset() {
    await this.whenReady();
    await this.player.reset();
    return this.state;
  }
}
