// N written with Schwenk's H as one row of digits H_k … H_1, and its equation: what the take-away
// game's board and the section's representation card both draw (from the engine's
// takeawayRepresentation). Its words: the catalogue part cut_the_knot_play, which a course page's
// game loads (not the section's).

import { el, fmtInt } from '../../../core/dom.js';
import { l10n } from '../../../core/i18n.js';
import '../../../i18n/cut_the_knot_play/index.js';

/**
 * The representation as one row of digits H_k … H_1 with the values above them: 1s filled,
 * options.mark (default: the rightmost 1; null: none) highlighted with options.flag.
 */
export function digitRow(repr, options = {}) {
  const h = Array.from(repr.H || []);
  const digits = Array.from(repr.digits || []);
  const mark = options.mark === undefined ? Number(repr.rightmost) : options.mark;
  const cols = digits.map((d, i) => {
    const value = h[h.length - 1 - i];
    const marked = d === 1 && mark !== null && Number(value) === mark;
    return el('div', { class: `kt-digit-col${d === 1 ? ' one' : ''}${marked ? ' marked' : ''}`, 'data-h': value },
      el('span', { class: 'kt-digit-h' }, fmtInt(value)),
      el('span', { class: 'kt-digit' }, String(d)),
      marked && options.flag ? el('span', { class: 'block-flag' }, options.flag) : null);
  });
  return l10n(el('div', { class: 'kt-digits', role: 'img' }, cols), 'ckp-digits-label', { n: String(repr.n), digits: digits.join('') });
}

/** "20 = 13 + 5 + 2" (the parts from largest to smallest). */
export function reprEquation(repr) {
  const parts = Array.from(repr.parts || []).slice().reverse().map(fmtInt);
  return `${fmtInt(repr.n)} = ${parts.join(' + ')}`;
}
