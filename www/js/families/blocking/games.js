// Blocking Nim against the engine (Flammenkamp, Holshouser & Reiter, "Dynamic One-Pile Blocking
// Nim", EJC 10 (2003) #N4), as the player widget drives it. The engine's BlockingGame holds the
// position, the options, the blocks, its own choices and the hints. Every move has two halves:
//   before your take:        the engine forbids up to c_k options (an engine step, 'blocking',
//                            recorded as {block: list} so that undo replays it), then you take;
//   before the engine's take: you forbid up to c_k options on the board and let it move
//                            (your action {block: list}), then the engine takes.
// The settings are the element's attributes: {c, min, max, pile, first} (the sequences c_i, m_i,
// M_i as typed, the start pile; `first` is the player's).

import { el, fmtInt, andList, withSubscripts } from '../../core/dom.js';
import { say } from '../../core/words.js';
import { freeEngineObject } from '../../core/engine.js';
import { newBlockingGame } from './engine.js';
import { blockingBoard } from './board.js';
import { phase, capitalised, allowedInWords, rangeText } from './turn.js';

function blockedOf(action) {
  return Array.from(action.block || [], Number);
}

/** The engine's reason for a block or a take it made, in the page's language where it is a message. */
const why = (r) => say(r.answer?.message, r.why || '');

/** Why the game ended, likewise. */
const reason = (p) => say(p.reasonMessage, p.reason || '');

export const blockingGame = {
  name: 'blocking',

  // the <nim-lab-game> element offers a field for the next game's start pile (widgets/player.js)
  startField: 'pile',
  startFieldLabel: 'Start pile',

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

  hintText: (h) => (h.forbid ? (h.forbid.length ? `Hint: forbid ${andList(h.forbid)}. ` : 'Hint: forbid nothing. ')
    : h.take === null ? 'Hint: every allowed take loses. ' : `Hint: take ${fmtInt(h.take)}. `),

  hintAttrs: (h) => (h.forbid ? { 'data-forbid': h.forbid.join(',') } : {}),

  board: blockingBoard,

  status: (p, v) => el('span', { class: 'limit' }, ` · move ${p.move}: take `,
    el('strong', { id: `${v.ids}range` }, rangeText(p)),
    Number(p.c) > 0 ? `, up to ${fmtInt(p.c)} may be forbidden` : ', no blocks at this move'),

  said(r) {
    if (r.action.block) {
      const list = blockedOf(r.action);
      return el('span', { class: 'b-engine-blocked' },
        el('strong', null, list.length ? `Engine forbids ${andList(list)}. ` : 'Engine forbids nothing. '),
        withSubscripts(why(r)));
    }
    return el('span', { class: 'b-engine-took' },
      el('strong', null, `Engine took ${fmtInt(r.action.take)}. `), withSubscripts(why(r)));
  },

  announce(r, p, v) {
    const mine = r.by !== 'engine';
    if (r.action.block) {
      const list = blockedOf(r.action);
      const head = `${mine ? 'You' : 'I'} forbid ${list.length ? andList(list) : 'nothing'}.`;
      if (p.over) return `${head} ${capitalised(reason(p))}.`;
      return mine ? head : `${head} You may take ${allowedInWords(p)}.`;
    }
    const took = `${mine ? 'You' : 'I'} took ${fmtInt(r.action.take)}, leaving ${fmtInt(p.pile)}.`;
    if (p.over) return `${took} ${capitalised(reason(p))}.`;
    const now = phase(p, v.me);
    if (!mine && now === 'you-take') return `${took} You may take ${allowedInWords(p)}.`;
    if (mine && now === 'you-block') {
      return `${took} Forbid up to ${fmtInt(p.c)} of the engine’s choices ${rangeText(p)}, then let it move.`;
    }
    return took;
  },

  logOptions(v) {
    const moved = v.records.filter((r) => r.moved);
    return {
      attrs: (m) => ({ 'data-blocked': Array.from(m.blocked || []).join(',') }),
      lead: (m) => el('span', { class: 'move-k' }, `Move ${m.move}: `),
      extra: (m, i, mine) => {
        const blocked = Array.from(m.blocked || [], Number);
        return blocked.length
          ? el('span', { class: 'move-blocks' }, ` · ${mine ? 'the engine' : 'you'} had forbidden ${andList(blocked)}`)
          : el('span', { class: 'move-blocks none' }, ' · nothing forbidden');
      },
      why: (i) => {
        const r = moved[i];
        return r && r.by === 'engine' && r.why ? withSubscripts(why(r)) : null;
      },
    };
  },

  overText: (p) => el('span', { class: 'b-reason' }, withSubscripts(p.reason ? `${capitalised(reason(p))}.` : '')),

  moveEvent(r, p) {
    const last = p.moves[p.moves.length - 1];
    return { take: Number(r.action.take), blocked: Array.from((last && last.blocked) || [], Number) };
  },

  free: freeEngineObject,
};
