// The game-playing widgets' words (catalogue part `play`, www/js/i18n/play/): a count as a
// message's argument, and a message whose arguments are nodes (a number in its <strong id=…>,
// a name in its span) put together in the language's word order. A widget that words anything
// imports this module (which registers the catalogues), and t / l10n from core/i18n.js.

import '../i18n/play/index.js';
// (the engine's sentences every family's hints share: 'You can win from here: …')
import '../i18n/engine/index.js';
// (the engine's refusals of an illegal move, which the player words at once)
import '../i18n/refusals/index.js';
import { t, pieces } from '../core/i18n.js';
import { fmtInt } from '../core/dom.js';

/** A count as a message's argument: a number (which each language formats and pluralises) when
 *  exact as one; past 2^53 (the engine's decimal strings) its digits as written, grouped. */
export function count(value) {
  if (typeof value === 'number') return value;
  const s = String(value);
  const n = Number(s);
  return /^\d+$/.test(s) && Number.isSafeInteger(n) ? n : fmtInt(s);
}

/** A count as the language writes it in prose. */
export const number = (value) => t('play-number', { n: count(value) });

/** Message `id` as a list of strings and nodes (core/i18n.js's pieces). */
export { pieces as parts };
