// The take-away game's own binary representation of N (Schwenk 1970): N written greedily with
// members of H, drawn as one row of digits H_k … H_1 (1s filled, one digit marked), the equation,
// and the representation card (the move it suggests and the engine's words). The numbers, the
// verdict on the rightmost 1 and the text come from the engine's takeawayRepresentation(f, n).

import { el, fill, fmtInt, withSubscripts } from '../../../core/dom.js';
import { scrollRegion } from '../../../widgets/scroll-region.js';

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
  return el('div', { class: 'kt-digits', role: 'img', 'aria-label': `${repr.n} in digits ${digits.join('')}, H from largest to smallest` }, cols);
}

/** "20 = 13 + 5 + 2" (the parts from largest to smallest). */
export function reprEquation(repr) {
  const parts = Array.from(repr.parts || []).slice().reverse().map(fmtInt);
  return `${fmtInt(repr.n)} = ${parts.join(' + ')}`;
}

/** The representation card in host; ids: prefix of the ids inside. Returns {render(repr | null)}. */
export function createTakeawayRepresentation(host, { ids = 'kt-' } = {}) {
  const box = el('div', { id: `${ids}repr-body` });
  host.append(box);
  let drawn;

  function render(repr) {
    if (repr === drawn) return;
    drawn = repr;
    if (!repr) {
      fill(box);
      return;
    }
    const parts = Array.from(repr.parts || []);
    fill(box,
      el('p', { class: 'equation mono', id: `${ids}equation` }, reprEquation(repr)),
      scrollRegion(el('div', { class: 'kt-digits-wrap' }, digitRow(repr, { flag: parts.length > 1 ? 'take' : null })), 'The digits of N'),
      el('p', { class: 'digits' }, 'Digits: ', el('span', { class: 'mono', id: `${ids}digit-string` }, Array.from(repr.digits || []).join(''))),
      // wins: the engine's verdict on the rightmost 1 (false outside Schwenk's hypotheses, at times)
      el('div', { class: repr.wins === false ? 'winning loses' : 'winning', 'data-wins': String(repr.wins) },
        parts.length > 1
          ? el('p', { class: 'winning-move', id: `${ids}rightmost` },
            repr.wins === false ? 'Schwenk’s move, the rightmost 1, would be ' : 'Remove the rightmost 1: take ',
            el('strong', { class: 'take-amount' }, fmtInt(repr.rightmost)),
            repr.wins === false ? ' — and here it loses.' : '.')
          : el('p', { class: 'winning-move', id: `${ids}rightmost` }, 'A single 1: ', fmtInt(repr.n), ' is itself a member of H.'),
        repr.valid ? null : el('p', { class: 'kt-invalid' }, 'The condition f(t', el('sub', null, 'i'), ') < t', el('sub', null, 'i+1'),
          ' fails between consecutive parts: this greedy sum is not a representation in Schwenk’s sense.'),
        el('p', { class: 'why', id: `${ids}repr-text` }, withSubscripts(repr.text || ''))));
  }

  return { render };
}
