// The move-function game's analysis, drawn: the main-theorem verdict banner (g = g0 on the range,
// and the check against brute force), and the g-base (members, g0, finiteness, construction,
// condition, storage, growth, Cut The Knot's losing starts). Each builds its own DOM in a host;
// every verdict, number and sentence comes from the engine's Analysis.

import { el, fill, fmtInt } from '../../core/dom.js';
import { scrollRegion } from '../../widgets/scroll-region.js';

const baseShowFirst = 120;
const baseShowLast = 20;

/** The verdict banner; host is the banner itself (its class says holds / fails).
 *  Returns {render(result)}. */
export function createTheorem(host, { ids = '' } = {}) {
  let drawn = null;
  return {
    render(result) {
      if (!result || result === drawn) return;
      drawn = result;
      drawTheorem(host, result, ids);
    },
  };
}

function drawTheorem(box, result, ids) {
  const t = result.theorem;
  box.classList.toggle('holds', !!t.holds);
  box.classList.toggle('fails', !t.holds);
  let headline;
  let detail = null;
  if (t.holds) {
    headline = `Main theorem holds on 1 … ${fmtInt(t.checkedUpto)}: g(N) = g₀(N) for every N`;
  } else {
    const ff = t.firstFailure;
    headline = ff ? `Main theorem fails first at N = ${fmtInt(ff.n)}` : 'Main theorem fails';
    if (ff) detail = `g(${fmtInt(ff.n)}) = ${fmtInt(ff.g)} from the game, but g₀(${fmtInt(ff.n)}) = ${fmtInt(ff.g0)} from the base.`;
  }
  fill(box,
    el('div', { class: 'verdict-line' },
      el('span', { class: 'verdict-mark', 'aria-hidden': 'true' }, t.holds ? '✓' : '✗'),
      el('span', { class: 'verdict-text', id: `${ids}theorem-headline` }, headline)),
    detail ? el('p', { class: 'verdict-detail' }, detail) : null,
    el('p', { class: 'verdict-explain' }, t.text || ''),
    result.brute
      ? el('p', { class: 'verdict-explain', id: `${ids}brute-check`, 'data-agrees': String(!!result.brute.agrees) },
        result.brute.agrees ? '✓ ' : '✗ ', result.brute.text)
      : null);
}

function baseMemberChip(b, g0) {
  const self = g0 === b;
  return el('li', {
    class: self ? 'member self' : 'member',
    title: self ? `${b} is in the base and g₀(${b}) = ${b}` : `${b} is in the base, g₀(${b}) = ${g0}`,
  }, el('span', { class: 'member-b' }, fmtInt(b)),
  self ? null : el('span', { class: 'member-g0' }, `g₀ = ${fmtInt(g0)}`));
}

/** The base's facts, members, storage and growth. Returns {render(result)}. */
export function createBaseFacts(host) {
  let drawn = null;
  return {
    render(result) {
      if (!result || result === drawn) return;
      drawn = result;
      drawBase(host, result);
    },
  };
}

function drawBase(box, result) {
  const base = result.base;
  const g0 = result.g0;
  const chips = [];
  const total = base.length;
  const cut = total > baseShowFirst + baseShowLast;
  for (let i = 0; i < total; i++) {
    if (cut && i === baseShowFirst) {
      chips.push(el('li', { class: 'member gap' }, `… ${fmtInt(total - baseShowFirst - baseShowLast)} more …`));
      i = total - baseShowLast - 1;
      continue;
    }
    chips.push(baseMemberChip(base[i], g0[i]));
  }

  const finiteText = result.finite
    ? `finite: b₀ … b${subscript(total - 1)} = ${fmtInt(base[total - 1])}; every N is θ·b${subscript(total - 1)} + (smaller members)`
    : `no end found up to ${fmtInt(result.upto)} (infinite as far as computed)`;
  const methodText = result.method === 'simple'
    ? [el('strong', null, 'simple construction'), ': ', bsub('k+1'), ' = ', bsub('k'), ' + (the smallest ', bsub('i'),
      ' with f(', bsub('i'), ') ≥ ', bsub('k'), '), and g', el('sub', null, '0'), ' is the identity on the base']
    : [el('strong', null, 'general construction'), ': g', el('sub', null, '0'), ' and the base are taken from the computed g',
      result.simpleAgrees ? ' (the simple construction gives the same base)' : ''];
  const cond = result.condition || {};
  const condClass = cond.status === 'fails' ? 'status-bad' : 'status-good';
  const condWord = { proved: 'proved', checked: 'checked', fails: 'fails' }[cond.status] || cond.status;

  const storage = result.storage || {};
  const growth = result.growth || {};
  const ratios = growth.ratios || [];
  const storagePct = storage.upto ? (100 * storage.baseMembers) / storage.upto : 0;

  const losing = result.losingStarts || [];

  fill(box,
    el('dl', { class: 'facts' },
      el('dt', null, 'Size'),
      el('dd', null, `${fmtInt(total)} members ≤ ${fmtInt(result.upto)}, `, el('strong', null, finiteText)),
      el('dt', null, 'Built by'),
      el('dd', null, methodText),
      el('dt', null, 'f(n+1) − f(n) ≥ −1'),
      el('dd', null, el('span', { class: `status ${condClass}` }, condWord), ' ', cond.text || ''),
      el('dt', null, 'g₀(b) = b'),
      el('dd', null, `${fmtInt(result.selfMembers)} of ${fmtInt(total)} members`)),
    scrollRegion(el('ul', { class: 'members' }, chips), 'Base members in increasing order', { keepRole: true }),
    el('p', { class: 'legend' },
      el('span', { class: 'swatch swatch-self' }), ' g₀(b) = b   ',
      el('span', { class: 'swatch swatch-other' }), ' g₀(b) < b (value shown)'),
    el('div', { class: 'base-columns' },
      el('div', { class: 'sub-card' },
        el('h3', null, 'Storage'),
        el('p', { class: 'big-number' },
          fmtInt(storage.baseMembers ?? total), el('span', { class: 'of' }, ` numbers store the strategy for all N ≤ ${fmtInt(storage.upto ?? result.upto)}`)),
        el('div', { class: 'meter', role: 'img', 'aria-label': `${storagePct.toFixed(3)} percent` },
          el('div', { class: 'meter-fill', style: { width: `${Math.max(0.5, Math.min(100, storagePct))}%` } })),
        el('p', { class: 'small' }, storage.text || '')),
      el('div', { class: 'sub-card' },
        el('h3', null, 'Growth'),
        el('p', { class: 'small conjecture' },
          el('strong', null, 'Conjecture'), ' (Holshouser & Reiter): if g is unbounded, the members of B',
          el('sub', null, 'f'), ' grow exponentially. Not proved — here is what this f shows:'),
        ratios.length
          ? el('p', { class: 'ratios' }, bsub('k+1'), ' / ', bsub('k'), ' for the last members: ',
            ratios.map((r) => el('span', { class: 'ratio mono' }, Number(r).toFixed(3))))
          : null,
        el('p', { class: 'small' }, `largest g(N) seen: ${fmtInt(growth.gMax ?? '')}. `, growth.text || ''))),
    losing.length
      ? el('p', { class: 'losing' },
        el('strong', null, 'Cut-the-Knot start'), ' (the first move may take anything but the whole pile): the first player loses from N = ',
        el('span', { class: 'mono' }, losing.slice(0, 40).map(fmtInt).join(', ')),
        losing.length > 40 ? ', …' : '')
      : null);
}

function bsub(k) {
  return el('span', { class: 'math' }, 'b', el('sub', null, k));
}

function subscript(k) {
  const digits = '₀₁₂₃₄₅₆₇₈₉';
  return String(k).replace(/\d/g, (d) => digits[Number(d)]);
}
