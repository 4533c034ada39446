// The multi-base representation of a chosen n in a chosen game G_i: a chain of blocks
// n = b (in B_i) + b' (in B_{i ⊕ b}) + …, the last part marked as the winning move.

import { byId, el, fill, setText, syncInput, fmtInt } from './dom.js';

const preprQuickValues = [
  { label: '20', value: '20' },
  { label: '100', value: '100' },
  { label: '1 000', value: '1000' },
  { label: '10⁶', value: '1000000' },
];
let preprDrawnKey = null;

export function setupPeriodicRepr(actions) {
  const input = byId('p-repr-input');
  input.addEventListener('input', () => actions.reprN(input.value));
  byId('p-repr-game').addEventListener('change', (e) => actions.reprGame(e.target.value));
  const quick = byId('p-repr-quick');
  quick.append(el('span', { class: 'presets-label' }, 'Try:'));
  for (const q of preprQuickValues) {
    quick.append(el('button', { type: 'button', class: 'preset', onclick: () => actions.chooseReprN(q.value) }, q.label));
  }
}

function baseLabel(game) {
  return ['B', el('sub', null, String(game))];
}

export function renderPeriodicRepr(p) {
  const r = p.repr;
  syncInput(byId('p-repr-input'), r.n);
  setText(byId('p-repr-error'), r.error || '');
  byId('p-repr-input').classList.toggle('invalid', !!r.error);
  byId('p-repr-input').setAttribute('aria-invalid', r.error ? 'true' : 'false');
  const key = `${r.key}|${r.error}`;
  if (key === preprDrawnKey) return;
  preprDrawnKey = key;
  const res = r.result;
  if (!res) {
    fill(byId('p-repr-body'));
    return;
  }
  const parts = res.parts || [];
  const blocks = [];
  parts.forEach((part, k) => {
    const last = k === parts.length - 1;
    if (k > 0) blocks.push(el('span', { class: 'chain-plus', 'aria-hidden': 'true' }, '+'));
    blocks.push(el('div', {
      class: `block used chain-block${last ? ' smallest' : ''}`, 'data-game': part.game,
      title: `${part.member} is a member of B${part.game} (game G${part.game})`,
    },
    el('span', { class: 'block-digit' }, 'in ', baseLabel(part.game)),
    el('span', { class: 'block-value' }, fmtInt(part.member)),
    last ? el('span', { class: 'block-flag' }, `take ${fmtInt(res.g)}`) : null));
  });
  const n = parts.reduce((sum, part) => sum + BigInt(part.member), 0n);
  const w = res.winning || {};
  fill(byId('p-repr-body'),
    el('p', { class: 'equation mono', id: 'p-repr-equation' },
      `${fmtInt(n.toString())} = ${parts.map((part) => fmtInt(part.member)).join(' + ')}`),
    el('div', { class: 'blocks chain', id: 'p-repr-chain', role: 'img', 'aria-label': `The parts, each in the base of its game: ${parts.map((part) => `${part.member} in B${part.game}`).join(', then ')}` }, blocks),
    el('p', { class: 'chain-steps small' }, parts.map((part, k) => (k === 0
      ? [`start in game G${part.game}`]
      : [`, then G${parts[k - 1].game} ⊕ ${fmtInt(parts[k - 1].member)} = G${part.game}`]))),
    el('div', { class: 'winning' },
      el('p', { class: 'winning-move' },
        'Smallest winning move: take ', el('strong', { class: 'take-amount', id: 'p-repr-take' }, fmtInt(res.g)),
        w.member !== undefined ? [' = Θ', el('sub', null, String(w.game)), `(${fmtInt(w.member)}), from the last part`] : null,
        ' (it wins when the current maximum allows it)'),
      el('p', { class: 'why', id: 'p-repr-why' }, res.why || ''),
      res.text && res.text !== res.why ? el('p', { class: 'small' }, res.text) : null));
}
