// The take-away game's board: the board of every take-k game (widgets/take-board.js), with the
// pile written with Schwenk's H under it — before the last move, the take marked (so the
// rightmost 1 is seen to go), and now. The representations come with the position
// (games.js reads them from the engine).

import { el, fill, fmtInt, part } from '../../../core/dom.js';
import { takeBoard } from '../../../widgets/take-board.js';
import { scrollRegion } from '../../../widgets/scroll-region.js';
import { digitRow, reprEquation } from './representation.js';

/** A board factory for a game kind, from the kind's legal(position). */
export function takeawayBoard(legal) {
  const base = takeBoard(legal);
  return (host, api) => {
    const board = base(host, api);
    const ids = api.ids;
    const box = el('div', { class: 'k-play-repr', id: `${ids}play-repr` });
    host.insertBefore(box, part(host, `${ids}move-controls`));
    let drawnKey = null;

    function renderRepr(v) {
      const p = v.position;
      const key = p ? `${v.epoch}|${p.moves.length}` : '';
      if (key === drawnKey) return;
      drawnKey = key;
      if (!p || !p.repr) {
        fill(box);
        return;
      }
      const rows = [];
      const last = p.moves.length ? p.moves[p.moves.length - 1] : null;
      const { before, now } = p.repr;
      if (last && before && !before.error) {
        const take = Number(last.take);
        const who = last.by === v.me ? 'You' : 'The engine';
        rows.push(scrollRegion(el('div', { class: 'kt-play-row', id: `${ids}play-before` },
          el('p', { class: 'kt-play-caption' }, `${who} took ${fmtInt(take)} from ${reprEquation(before)}`,
            take === Number(before.rightmost) ? ' — the rightmost 1.' : ' — not the rightmost 1.'),
          digitRow(before, { mark: take, flag: 'taken' })), 'The pile before the last move, in digits'));
      }
      if (now) {
        rows.push(now.error
          ? el('p', { class: 'small', id: `${ids}play-now` }, now.error)
          : scrollRegion(el('div', { class: 'kt-play-row', id: `${ids}play-now` },
            el('p', { class: 'kt-play-caption' }, `Now ${reprEquation(now)}`),
            digitRow(now, { mark: null })), 'The pile now, in digits'));
      }
      fill(box, rows);
    }

    return {
      ...board,
      render(v) {
        board.render(v);
        renderRepr(v);
      },
    };
  };
}
