// The take-away game's own binary representation of N (Schwenk 1970): N written greedily with
// members of H, drawn as one row of digits H_k … H_1 (1s filled, one digit marked), the equation,
// and the representation card (the move it suggests and the engine's words). The numbers, the
// verdict on the rightmost 1 and the text come from the engine's takeawayRepresentation(f, n);
// the words from the catalogues (the card's: cut_the_knot_section; the engine's sentence, a
// message: cut_the_knot_analysis), in lessons too.

import { el, fill, fmtInt, withSubscripts } from '../../../core/dom.js';
import { scrollRegion } from '../../../widgets/scroll-region.js';
import { say } from '../../../core/words.js';
import { l10n, t, language, onLanguageChange } from '../../../core/i18n.js';
import '../../../i18n/cut_the_knot_section/index.js';
import '../../../i18n/cut_the_knot_analysis/index.js';
import { digitRow, reprEquation } from './digits.js';

export { digitRow, reprEquation };

/** The representation card in host; ids: prefix of the ids inside. Returns {render(repr | null)}. */
export function createTakeawayRepresentation(host, { ids = 'kt-' } = {}) {
  const box = el('div', { id: `${ids}repr-body` });
  host.append(box);
  let drawn;
  let drawnIn;
  // (the engine's sentence is worded when drawn: drawn again in a new language)
  onLanguageChange(() => { drawnIn = null; });

  function render(repr) {
    if (repr === drawn && drawnIn === language()) return;
    drawn = repr;
    drawnIn = language();
    if (!repr) {
      fill(box);
      return;
    }
    const parts = Array.from(repr.parts || []);
    const take = fmtInt(repr.rightmost);
    fill(box,
      el('p', { class: 'equation mono', id: `${ids}equation` }, reprEquation(repr)),
      scrollRegion(el('div', { class: 'kt-digits-wrap' }, digitRow(repr, { flag: parts.length > 1 ? t('ckp-flag-take') : null })), { toString: () => t('cks-t-digits-region') }),
      el('p', { class: 'digits' }, l10n(el('span'), 'cks-t-digits'), ' ', el('span', { class: 'mono', id: `${ids}digit-string` }, Array.from(repr.digits || []).join(''))),
      // wins: the engine's verdict on the rightmost 1 (false outside Schwenk's hypotheses, at times)
      el('div', { class: repr.wins === false ? 'winning loses' : 'winning', 'data-wins': String(repr.wins) },
        parts.length > 1
          ? l10n(el('p', { class: 'winning-move', id: `${ids}rightmost` }), repr.wins === false ? 'cks-t-rightmost-loses' : 'cks-t-rightmost-wins', { take })
          : l10n(el('p', { class: 'winning-move', id: `${ids}rightmost` }), 'cks-t-single', { n: fmtInt(repr.n) }),
        repr.valid ? null : l10n(el('p', { class: 'kt-invalid' }), 'cks-t-invalid'),
        el('p', { class: 'why', id: `${ids}repr-text` }, withSubscripts(say(repr.message, repr.text || '')))));
  }

  return { render };
}
