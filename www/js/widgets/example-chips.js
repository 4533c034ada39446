// The example chips of the sections and lessons, each example written once: the move functions
// and sets a place offers with its own note beside each (examples()), and the example numbers
// typed as the page shows them (tryChips: '1000' is the chip "1 000", '10^6' is "10⁶").

import { el } from '../core/dom.js';
import { l10n } from '../core/i18n.js';
import '../i18n/play/index.js';

/** A place's chips: [example, note] pairs in the order shown (an example is an object of the
 *  family's examples.js; the note may be left out). */
export const examples = (...pairs) => pairs.map(([example, note = '']) => ({ ...example, note }));

const superscript = (digits) => digits.replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]);

/** The label and value of an example number: '20', '1000' (1 000), '10^6' (10⁶), '2^64 - 1'. */
export function exampleNumber(text) {
  const m = /^(\d+)(?:\^(\d+))?(?: ([-+]) (\d+))?$/.exec(text);
  if (!m) throw new Error(`not an example number: ${text}`);
  const power = m[2] ? BigInt(m[1]) ** BigInt(m[2]) : BigInt(m[1]);
  const value = m[3] ? power + (m[3] === '-' ? -1n : 1n) * BigInt(m[4]) : power;
  const head = m[2] ? `${m[1]}${superscript(m[2])}` : m[1].replace(/\B(?=(\d{3})+$)/g, ' ');
  return { label: m[3] ? `${head} ${m[3] === '-' ? '−' : '+'} ${m[4]}` : head, value: String(value) };
}

/** "Try:" and a chip per example number into host; choose(value) when one is clicked. */
export function tryChips(host, texts, choose) {
  host.append(l10n(el('span', { class: 'presets-label' }), 'play-try'), ...texts.map((text) => {
    const { label, value } = exampleNumber(text);
    return el('button', { type: 'button', class: 'preset', onclick: () => choose(value) }, label);
  }));
}
