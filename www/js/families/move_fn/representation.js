// The representation of N in the g-base of the move-function game, drawn Zeckendorf-style: one
// block per base member (largest first), used members filled, the smallest part marked as the
// winning move, and the engine's explanation under it. Built in its host; the numbers and the
// reason come from the engine's representation(f, n); the words around them are the section's
// catalogue's (www/js/i18n/move_fn_section/), the reason (a message beside its English) the
// engine's move_fn part's, drawn again in another language.

import '../../i18n/move_fn_section/index.js';
import '../../i18n/move_fn/index.js';
import { t, say, onLanguageChange, tNodes } from '../../core/i18n.js';
import { el, fill, fmtInt, compactNumber } from '../../core/dom.js';

const reprMaxBlocks = 40;

function reprBlock(value, used, smallest, digit, flag) {
  return el('div', {
    class: `block${used ? ' used' : ''}${smallest ? ' smallest' : ''}`,
    title: used ? t(smallest ? 'mfs-block-smallest' : 'mfs-block-used', { value: String(value) }) : String(value),
  },
  el('span', { class: 'block-digit', 'aria-hidden': 'true' }, digit),
  el('span', { class: 'block-value' }, compactNumber(value)),
  smallest ? el('span', { class: 'block-flag' }, flag) : null);
}

/** "k unused members", a skipped run's title. */
const unusedTitle = (count) => t('mfs-unused-members', { count, shown: fmtInt(count) });

/** A message with nodes in it (core/i18n.js). */
export { tNodes };

/** Returns {render(result)}: result is representation(f, n), or null for nothing. */
export function createRepresentation(host, { ids = '' } = {}) {
  const box = el('div', { class: 'repr-body', id: `${ids}repr-body` });
  host.append(box);
  let drawn = null;
  onLanguageChange(() => { if (drawn) draw(drawn); });
  function render(res) {
    if (res === drawn) return;
    drawn = res;
    if (!res) {
      fill(box);
      return;
    }
    draw(res);
  }
  function draw(res) {
    const used = new Set(res.parts);
    const hasTheta = res.theta && res.theta !== '0' && res.top;
    const descending = res.base.slice().reverse();
    const blocks = [];
    // the smallest part is the winning move when g0(smallest) = smallest; else it is marked as such
    const flag = t(res.g === res.smallest ? 'mfs-flag-take' : 'mfs-flag-smallest');
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
      if (skipped) blocks.push(el('div', { class: 'block more', title: unusedTitle(skipped) }, `⋯ ${skipped}`));
      skipped = 0;
      blocks.push(reprBlock(b, used.has(b), b === res.smallest && used.has(b), used.has(b) ? '1' : '0', flag));
    });
    if (skipped) blocks.push(el('div', { class: 'block more', title: unusedTitle(skipped) }, `⋯ ${skipped}`));

    const partsDesc = res.parts.slice().reverse().map((p) => fmtInt(p));
    const terms = [];
    if (hasTheta) terms.push(`${fmtInt(res.theta)} × ${fmtInt(res.top)}`);
    terms.push(...partsDesc);
    fill(box,
      el('p', { class: 'equation mono' }, `${fmtInt(res.n)} = ${terms.join(' + ')}`),
      el('div', { class: 'blocks', role: 'img', 'aria-label': t('mfs-blocks-label', { terms: terms.join(' + ') }) }, blocks),
      hasTheta || digits.length > 120 ? null
        : el('p', { class: 'digits' }, `${t('mfs-digits')} `, el('span', { class: 'mono' }, digits)),
      el('div', { class: 'winning' },
        el('p', { class: 'winning-move' }, ...tNodes(
          res.g === res.smallest ? 'mfs-winning-smallest' : 'mfs-winning-g0', { g0: `g₀(${fmtInt(res.smallest)})` }, {
            n: el('strong', null, fmtInt(res.n)),
            take: el('strong', { class: 'take-amount', id: `${ids}repr-take` }, fmtInt(res.g)),
          })),
        el('p', { class: 'why', id: `${ids}repr-why` }, say(res.message, res.why))));
  }
  return { render };
}
