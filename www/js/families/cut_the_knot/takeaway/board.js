// The take-away game's board: the board of every take-k game (widgets/take-board.js), with the
// pile written with Schwenk's H under it — before the last move, the take marked (so the
// rightmost 1 is seen to go), and now. The representations come with the position
// (games.js reads them from the engine). Its words: the catalogue part cut_the_knot_play (a
// course page's game loads it, not the section's), worded again when the language changes.

import { el, fill, fmtInt, part, errorText } from '../../../core/dom.js';
import { takeBoard } from '../../../widgets/take-board.js';
import { scrollRegion } from '../../../widgets/scroll-region.js';
import { l10n, t, language } from '../../../core/i18n.js';
import '../../../i18n/cut_the_knot_play/index.js';
import { digitRow, reprEquation } from './digits.js';

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
      // (an engine's refusal is worded when drawn: drawn again in a new language)
      const key = p ? `${v.epoch}|${p.moves.length}|${language()}` : '';
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
        const args = { who: last.by === v.me ? 'you' : 'engine', take: fmtInt(take), sum: reprEquation(before) };
        const id = take === Number(before.rightmost) ? 'ckp-took-rightmost' : 'ckp-took-other';
        rows.push(scrollRegion(el('div', { class: 'kt-play-row', id: `${ids}play-before` },
          l10n(el('p', { class: 'kt-play-caption' }), id, args),
          digitRow(before, { mark: take, flag: t('ckp-flag-taken') })), { toString: () => t('ckp-before-region') }));
      }
      if (now) {
        rows.push(now.error
          ? el('p', { class: 'small', id: `${ids}play-now` }, errorText(now.error))
          : scrollRegion(el('div', { class: 'kt-play-row', id: `${ids}play-now` },
            l10n(el('p', { class: 'kt-play-caption' }), 'ckp-now', { sum: reprEquation(now) }),
            digitRow(now, { mark: null })), { toString: () => t('ckp-now-region') }));
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
