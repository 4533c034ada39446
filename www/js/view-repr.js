// Representation of a chosen N in the base, drawn Zeckendorf-style: one block per
// base member (largest first), used members filled, the smallest part marked as the
// winning move, with the engine's explanation under it.

import { byId, el, fill, setText, syncInput, fmtInt } from './dom.js';

const reprQuickValues = [
  { label: '100', value: '100' },
  { label: '1 000', value: '1000' },
  { label: '10⁶', value: '1000000' },
  { label: '10¹⁸', value: '1000000000000000000' },
];
const reprMaxBlocks = 40;
let reprDrawnKey = null;

export function setupReprView(actions) {
  const input = byId('repr-input');
  input.addEventListener('input', () => actions.typeN(input.value));
  const quick = byId('repr-quick');
  quick.append(el('span', { class: 'presets-label' }, 'Try:'));
  for (const q of reprQuickValues) {
    quick.append(el('button', { type: 'button', class: 'preset', onclick: () => actions.chooseN(q.value) }, q.label));
  }
}

/** "10^18" or "2^60" typed by hand -> the decimal string; anything else unchanged. */
export function expandPowerText(text) {
  const m = /^\s*(\d+)\s*\^\s*(\d+)\s*$/.exec(text);
  if (!m || Number(m[2]) > 400) return text.trim();
  return (BigInt(m[1]) ** BigInt(m[2])).toString();
}

/** Short label for a possibly huge decimal string: 1234567890 -> "1.23·10⁹". */
function compactNumber(s) {
  if (s.length <= 7) return fmtInt(s);
  const sup = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  const exp = String(s.length - 1).replace(/\d/g, (d) => sup[Number(d)]);
  const mant = `${s[0]}.${s.slice(1, 3)}`.replace(/\.?0+$/, '');
  return `${mant}·10${exp}`;
}

function reprBlock(value, used, smallest, digit, flag) {
  return el('div', {
    class: `block${used ? ' used' : ''}${smallest ? ' smallest' : ''}`,
    title: `${value}${used ? ' — used' : ''}${smallest ? ' — the smallest part' : ''}`,
  },
  el('span', { class: 'block-digit', 'aria-hidden': 'true' }, digit),
  el('span', { class: 'block-value' }, compactNumber(value)),
  smallest ? el('span', { class: 'block-flag' }, flag) : null);
}

export function renderReprView(app) {
  syncInput(byId('repr-input'), app.typed.n);
  const r = app.repr;
  setText(byId('repr-error'), r.error || '');
  byId('repr-input').classList.toggle('invalid', !!r.error);
  byId('repr-input').setAttribute('aria-invalid', r.error ? 'true' : 'false');
  if (r.key === reprDrawnKey) return;
  reprDrawnKey = r.key;
  const res = r.result;
  if (!res) {
    fill(byId('repr-body'));
    return;
  }
  const used = new Set(res.parts);
  const hasTheta = res.theta && res.theta !== '0' && res.top;
  const descending = res.base.slice().reverse();
  const blocks = [];
  // the smallest part is the winning move when g0(smallest) = smallest; else it is marked as such
  const flag = res.g === res.smallest ? 'take' : 'smallest';
  let digits = '';
  for (const b of descending) digits += used.has(b) ? '1' : '0';
  if (hasTheta) {
    const thetaSmallest = res.smallest === res.top && res.parts.length === 0;
    blocks.push(el('div', {
      class: `block used theta${thetaSmallest ? ' smallest' : ''}`,
      title: `θ × b_t = ${res.theta} × ${res.top}`,
    },
    el('span', { class: 'block-digit' }, `θ = ${compactNumber(res.theta)}`),
    el('span', { class: 'block-value' }, `× ${compactNumber(res.top)}`),
    thetaSmallest ? el('span', { class: 'block-flag' }, flag) : null));
  }
  // the largest members, and every used one; skipped runs shown as "⋯ k"
  let skipped = 0;
  descending.forEach((b, i) => {
    if (hasTheta && b === res.top) return;
    if (i >= reprMaxBlocks && !used.has(b)) {
      skipped++;
      return;
    }
    if (skipped) blocks.push(el('div', { class: 'block more', title: `${skipped} unused members` }, `⋯ ${skipped}`));
    skipped = 0;
    blocks.push(reprBlock(b, used.has(b), b === res.smallest && used.has(b), used.has(b) ? '1' : '0', flag));
  });
  if (skipped) blocks.push(el('div', { class: 'block more', title: `${skipped} unused members` }, `⋯ ${skipped}`));

  const partsDesc = res.parts.slice().reverse().map((p) => fmtInt(p));
  const terms = [];
  if (hasTheta) terms.push(`${fmtInt(res.theta)} × ${fmtInt(res.top)}`);
  terms.push(...partsDesc);
  fill(byId('repr-body'),
    el('p', { class: 'equation mono' }, `${fmtInt(res.n)} = ${terms.join(' + ')}`),
    el('div', { class: 'blocks', role: 'img', 'aria-label': `Base members from largest to smallest; used ones filled: ${terms.join(' + ')}` }, blocks),
    hasTheta || digits.length > 120 ? null
      : el('p', { class: 'digits' }, 'Digits (largest member first): ', el('span', { class: 'mono' }, digits)),
    el('div', { class: 'winning' },
      el('p', { class: 'winning-move' },
        'Smallest winning move from ', el('strong', null, fmtInt(res.n)), ': take ',
        el('strong', { class: 'take-amount', id: 'repr-take' }, fmtInt(res.g)),
        res.g === res.smallest ? ' = the smallest part' : ` = g₀(${fmtInt(res.smallest)}), from the smallest part`,
        ' (it wins when the current maximum allows it)'),
      el('p', { class: 'why', id: 'repr-why' }, res.why)));
}
