// The multi-base representation of n in a game G_i (Holshouser & Reiter 2006): a chain of blocks
// n = b (in B_i) + b' (in B_{i ⊕ b}) + …, the last part marked as the winning move, and the
// engine's explanation under it. Built in its host; the parts, the move and the reason come from
// the engine's periodicRepresentation(f, t, game, n); the words around them are the section's
// catalogue's (www/js/i18n/move_fn_periodic_section/), the reason (a message beside its English)
// the engine's move_fn part's, drawn again in another language.

import '../../../i18n/move_fn_periodic_section/index.js';
import '../../../i18n/move_fn/index.js';
import { t, say, onLanguageChange } from '../../../core/i18n.js';
import { el, fill, fmtInt, withSubscripts } from '../../../core/dom.js';
import { tNodes } from '../representation.js';

function baseLabel(game) {
  return ['B', el('sub', null, String(game))];
}

/** Returns {render(res)}: res is periodicRepresentation's answer, or null for nothing. */
export function createChain(host, { ids = '' } = {}) {
  const box = el('div', { class: 'repr-body', id: `${ids}repr-body` });
  host.append(box);
  let drawn = null;
  onLanguageChange(() => { if (drawn) draw(box, drawn, ids); });
  return {
    render(res) {
      if (res === drawn) return;
      drawn = res;
      if (res) draw(box, res, ids); else fill(box);
    },
  };
}

function draw(box, res, ids) {
  const parts = res.parts || [];
  const blocks = [];
  parts.forEach((p, k) => {
    const last = k === parts.length - 1;
    if (k > 0) blocks.push(el('span', { class: 'chain-plus', 'aria-hidden': 'true' }, '+'));
    blocks.push(el('div', {
      class: `block used chain-block${last ? ' smallest' : ''}`, 'data-game': p.game,
      title: t('mfs-p-block', { member: String(p.member), base: `B${p.game}`, game: `G${p.game}` }),
    },
    el('span', { class: 'block-digit' }, ...tNodes('mfs-p-block-in', {}, { base: el('span', null, baseLabel(p.game)) })),
    el('span', { class: 'block-value' }, fmtInt(p.member)),
    last ? el('span', { class: 'block-flag' }, t('mfs-p-flag-take', { take: fmtInt(res.g) })) : null));
  });
  const n = parts.reduce((sum, p) => sum + BigInt(p.member), 0n);
  const w = res.winning || {};
  fill(box,
    el('p', { class: 'equation mono', id: `${ids}repr-equation` },
      `${fmtInt(n.toString())} = ${parts.map((p) => fmtInt(p.member)).join(' + ')}`),
    el('div', {
      class: 'blocks chain', id: `${ids}repr-chain`, role: 'img',
      'aria-label': t('mfs-p-chain-label', {
        parts: parts.map((p) => t('mfs-p-chain-part', { member: String(p.member), base: `B${p.game}` })).join(`${t('mfs-p-chain-then')} `),
      }),
    }, blocks),
    el('p', { class: 'chain-steps small' }, parts.map((p, k) => (k === 0
      ? t('mfs-p-step-start', { game: `G${p.game}` })
      : t('mfs-p-step-next', { step: `G${parts[k - 1].game} ⊕ ${fmtInt(parts[k - 1].member)} = G${p.game}` })))),
    el('div', { class: 'winning' },
      el('p', { class: 'winning-move' }, ...tNodes(w.member !== undefined ? 'mfs-p-winning-theta' : 'mfs-p-winning', {}, {
        take: el('strong', { class: 'take-amount', id: `${ids}repr-take` }, fmtInt(res.g)),
        theta: el('span', null, 'Θ', el('sub', null, String(w.game)), `(${fmtInt(w.member)})`),
      })),
      el('p', { class: 'why', id: `${ids}repr-why` }, withSubscripts(say(res.message, res.why || '')))));
}
