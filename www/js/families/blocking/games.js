// Blocking Nim against the engine (Flammenkamp, Holshouser & Reiter, "Dynamic One-Pile Blocking
// Nim", EJC 10 (2003) #N4), as the player widget drives it. The engine's BlockingGame holds the
// position, the options, the blocks, its own choices and the hints. Every move has two halves:
//   before your take:        the engine forbids up to c_k options (an engine step, 'blocking',
//                            recorded as {block: list} so that undo replays it), then you take;
//   before the engine's take: you forbid up to c_k options on the board and let it move
//                            (your action {block: list}), then the engine takes.
// The settings are the element's attributes: {c, min, max, pile, first} (the sequences c_i, m_i,
// M_i as typed, the start pile; `first` is the player's).

import { el, fmtInt, withSubscripts } from '../../core/dom.js';
import { t } from '../../core/i18n.js';
import { say } from '../../core/words.js';
import { freeEngineObject } from '../../core/engine.js';
import { newBlockingGame } from './engine.js';
import { blockingBoard } from './board.js';
import { phase, capitalised, allowedInWords, rangeText, listOf, tNodes } from './turn.js';
// (the engine's hints and reasons in the page's language, wherever the game is: an element too)
import '../../i18n/blocking/index.js';
// (the game's own words: its status line, hints, announcements and move log)
import '../../i18n/blocking_play/index.js';

function blockedOf(action) {
  return Array.from(action.block || [], Number);
}

/** The engine's reason for a block or a take it made, in the page's language where it is a message. */
const why = (r) => say(r.answer?.message, r.why || '');

/** Why the game ended, likewise: a sentence ("Pile 0 is smaller than m_1 = 1: no move is possible."). */
const reason = (p) => t('bns-game-sentence', { text: capitalised(say(p.reasonMessage, p.reason || '')) });

export const blockingGame = {
  name: 'blocking',

  // the <nim-lab-game> element offers a field for the next game's start pile (widgets/player.js)
  startField: 'pile',

  create: (s) => newBlockingGame(String(s.c), String(s.min), String(s.max), Number(s.pile)),

  read: (game) => game.state(),

  apply: (game, action) => (action.block ? game.block(blockedOf(action)) : game.play(Number(action.take))),

  next(p, me) {
    const now = phase(p, me);
    if (now === 'engine-blocks') {
      return {
        who: 'engine',
        doing: 'blocking',
        run: (game) => {
          const r = game.engineBlock();
          return { action: { block: Array.from(r.blocked || [], Number) }, why: r.why, message: r.message };
        },
      };
    }
    if (now === 'nothing-to-block') return { who: 'auto', action: { block: [] } };
    if (now !== 'engine-takes') return null;
    return {
      who: 'engine',
      doing: 'thinking',
      run: (game) => {
        const r = game.engineMove();
        return { action: { take: Number(r.take) }, why: r.why, message: r.message, winning: r.winning };
      },
    };
  },

  // the engine's hint in its steps; on the forbidding turn (before the engine's take) it says
  // what to forbid (h.forbid) and `winning` lists the engine's winning takes that leaves. The
  // reason and the steps go with their messages (the player words them in the page's language).
  hint(game) {
    const h = game.hint();
    const wins = Array.from(h.winning || [], Number);
    const said = { why: h.why, steps: Array.from(h.steps || []), message: h.message, stepMessages: h.stepMessages };
    if (h.forbid !== null && h.forbid !== undefined) {
      const forbid = Array.from(h.forbid, Number);
      return { take: null, forbid, winning: wins.length === 0, wins: [], ...said, action: { block: forbid } };
    }
    const take = h.take === null || h.take === undefined ? null : Number(h.take);
    return { take, winning: wins.length > 0, wins, ...said, action: take === null ? null : { take } };
  },

  hintText: (h) => (h.forbid ? (h.forbid.length ? t('bns-game-hint-forbid', { list: listOf(h.forbid) }) : t('bns-game-hint-forbid-nothing'))
    : h.take === null ? t('bns-game-hint-lose') : t('bns-game-hint-take', { take: fmtInt(h.take) })),

  hintAttrs: (h) => (h.forbid ? { 'data-forbid': h.forbid.join(',') } : {}),

  board: blockingBoard,

  status: (p, v) => el('span', { class: 'limit' }, tNodes('bns-game-status',
    { move: p.move, blocks: Number(p.c) > 0 ? 'some' : 'none', c: fmtInt(p.c) },
    { range: el('strong', { id: `${v.ids}range` }, rangeText(p)) })),

  said(r) {
    if (r.action.block) {
      const list = blockedOf(r.action);
      return el('span', { class: 'b-engine-blocked' },
        el('strong', null, list.length ? t('bns-game-engine-forbids', { list: listOf(list) }) : t('bns-game-engine-forbids-nothing')),
        withSubscripts(why(r)));
    }
    return el('span', { class: 'b-engine-took' },
      el('strong', null, t('bns-game-engine-took', { take: fmtInt(r.action.take) })), withSubscripts(why(r)));
  },

  announce(r, p, v) {
    const mine = r.by !== 'engine';
    const then = (first, second) => t('bns-game-then', { first, second });
    const youMayTake = () => t('bns-game-you-may-take', { takes: allowedInWords(p) });
    if (r.action.block) {
      const list = blockedOf(r.action);
      const who = mine ? 'bns-game-you-forbid' : 'bns-game-i-forbid';
      const head = list.length ? t(who, { list: listOf(list) }) : t(`${who}-nothing`);
      if (p.over) return then(head, reason(p));
      return mine ? head : then(head, youMayTake());
    }
    const took = t(mine ? 'bns-game-you-took' : 'bns-game-i-took', { take: fmtInt(r.action.take), pile: fmtInt(p.pile) });
    if (p.over) return then(took, reason(p));
    const now = phase(p, v.me);
    if (!mine && now === 'you-take') return then(took, youMayTake());
    if (mine && now === 'you-block') return then(took, t('bns-game-forbid-then', { c: fmtInt(p.c), range: rangeText(p) }));
    return took;
  },

  logOptions(v) {
    const moved = v.records.filter((r) => r.moved);
    return {
      attrs: (m) => ({ 'data-blocked': Array.from(m.blocked || []).join(',') }),
      lead: (m) => el('span', { class: 'move-k' }, t('bns-game-log-move', { move: m.move })),
      extra: (m, i, mine) => {
        const blocked = Array.from(m.blocked || [], Number);
        return blocked.length
          ? el('span', { class: 'move-blocks' }, t(mine ? 'bns-game-log-engine-forbade' : 'bns-game-log-you-forbade', { list: listOf(blocked) }))
          : el('span', { class: 'move-blocks none' }, t('bns-game-log-none'));
      },
      why: (i) => {
        const r = moved[i];
        return r && r.by === 'engine' && r.why ? withSubscripts(why(r)) : null;
      },
    };
  },

  overText: (p) => el('span', { class: 'b-reason' }, withSubscripts(p.reason ? reason(p) : '')),

  moveEvent(r, p) {
    const last = p.moves[p.moves.length - 1];
    return { take: Number(r.action.take), blocked: Array.from((last && last.blocked) || [], Number) };
  },

  free: freeEngineObject,
};
