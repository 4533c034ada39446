// Where a game of blocking Nim stands for the player, read from the engine's state ({toMove,
// blocksSet, c, count, from, to, blocked, over}), and the words for it. Each move has two halves:
// the opponent of the player to move forbids, then the player to move takes.

import { fmtInt } from '../../core/dom.js';
import { t, tNodes } from '../../core/i18n.js';
// (its words: the game's part, which a course page's game loads, not the section's)
import '../../i18n/blocking_play/index.js';

/** Allowed takes listed one by one up to this many; beyond, "1 to 100 except …". */
const listedTakes = 12;

/**
 * What happens now, `me` being the player's index:
 *   'over'; 'engine-blocks' (before your take), 'you-take';
 *   'you-block' (before the engine's take), 'nothing-to-block' (c_k = 0 or no option), 'engine-takes'.
 */
export function phase(p, me) {
  if (!p || p.over) return 'over';
  if (p.toMove === me) return p.blocksSet ? 'you-take' : 'engine-blocks';
  if (p.blocksSet) return 'engine-takes';
  return Number(p.c) === 0 || Number(p.count) === 0 ? 'nothing-to-block' : 'you-block';
}

export function capitalised(text) {
  const s = String(text || '');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "5, 7, 8 and 9" (or "… or 9"), in the language shown. */
export function listOf(values, join = 'and') {
  const v = values.map((x) => fmtInt(x));
  if (v.length <= 1) return v.join('');
  return t(`bns-list-${join}`, { rest: v.slice(0, -1).join(', '), last: v[v.length - 1] });
}

/** The options not forbidden now (only asked for when there are few of them). */
function allowedTakes(p) {
  const blocked = Array.from(p.blocked || [], Number);
  const takes = [];
  for (let x = Number(p.from); x <= Number(p.to); x++) if (!blocked.includes(x)) takes.push(x);
  return takes;
}

/** The takes allowed now, in words: "5, 7, 8 or 9", "3 to 6", "1 to 100 except 1, 2 and 3". */
export function allowedInWords(p) {
  const blocked = Array.from(p.blocked || [], Number);
  const allowed = Number(p.count) - blocked.length;
  if (allowed <= 0) return t('bns-allowed-nothing');
  if (allowed <= listedTakes) return listOf(allowedTakes(p), 'or');
  const range = { from: fmtInt(p.from), to: fmtInt(p.to) };
  return blocked.length ? t('bns-allowed-except', { ...range, list: listOf(blocked) }) : t('bns-allowed-range', range);
}

/** A message with nodes in it (core/i18n.js). */
export { tNodes };

/** "5 … 10", "3", or "nothing possible". */
export function rangeText(p) {
  if (Number(p.count) === 0) return t('bns-range-nothing');
  return Number(p.from) === Number(p.to) ? fmtInt(p.from) : `${fmtInt(p.from)} … ${fmtInt(p.to)}`;
}
