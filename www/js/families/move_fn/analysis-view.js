// The move-function game's analysis, drawn: the main-theorem verdict banner (g = g0 on the range,
// and the check against brute force), and the g-base (members, g0, finiteness, construction,
// condition, storage, growth, Cut The Knot's losing starts). Each builds its own DOM in a host;
// every verdict, number and sentence comes from the engine's Analysis; the words around them are
// the section's catalogue's (www/js/i18n/move_fn_section/), the engine's sentences (each a message
// beside its English) the analysis part's (www/js/i18n/move_fn_analysis/), drawn again in another
// language.

import '../../i18n/move_fn_section/index.js';
import '../../i18n/move_fn_analysis/index.js';
import { l10n, t, say, onLanguageChange } from '../../core/i18n.js';
import { el, fill, fmtInt } from '../../core/dom.js';
import { scrollRegion } from '../../widgets/scroll-region.js';

const baseShowFirst = 120;
const baseShowLast = 20;

/** The verdict banner; host is the banner itself (its class says holds / fails).
 *  Returns {render(result)}. */
export function createTheorem(host, { ids = '' } = {}) {
  let drawn = null;
  onLanguageChange(() => { if (drawn) drawTheorem(host, drawn, ids); });
  return {
    render(result) {
      if (!result || result === drawn) return;
      drawn = result;
      drawTheorem(host, result, ids);
    },
  };
}

function drawTheorem(box, result, ids) {
  const th = result.theorem;
  box.classList.toggle('holds', !!th.holds);
  box.classList.toggle('fails', !th.holds);
  let headline;
  let detail = null;
  if (th.holds) {
    headline = t('mfs-theorem-holds', { upto: fmtInt(th.checkedUpto) });
  } else {
    const ff = th.firstFailure;
    headline = ff ? t('mfs-theorem-fails-at', { n: fmtInt(ff.n) }) : t('mfs-theorem-fails');
    if (ff) {
      detail = t('mfs-theorem-detail',
        { g: `g(${fmtInt(ff.n)}) = ${fmtInt(ff.g)}`, g0: `g₀(${fmtInt(ff.n)}) = ${fmtInt(ff.g0)}` });
    }
  }
  fill(box,
    el('div', { class: 'verdict-line' },
      el('span', { class: 'verdict-mark', 'aria-hidden': 'true' }, th.holds ? '✓' : '✗'),
      el('span', { class: 'verdict-text', id: `${ids}theorem-headline` }, headline)),
    detail ? el('p', { class: 'verdict-detail' }, detail) : null,
    el('p', { class: 'verdict-explain' }, words(th)),
    result.brute
      ? el('p', { class: 'verdict-explain', id: `${ids}brute-check`, 'data-agrees': String(!!result.brute.agrees) },
        result.brute.agrees ? '✓ ' : '✗ ', words(result.brute))
      : null);
}

/** An engine sentence of the analysis ({text, message}) in the language shown. */
function words(said) {
  return said ? say(said.message, said.text || '') : '';
}

function baseMemberChip(b, g0) {
  const self = g0 === b;
  return el('li', {
    class: self ? 'member self' : 'member',
    title: self ? t('mfs-member-self', { b: String(b), g0: `g₀(${b}) = ${b}` }) : t('mfs-member', { b: String(b), g0: `g₀(${b}) = ${g0}` }),
  }, el('span', { class: 'member-b' }, fmtInt(b)),
  self ? null : el('span', { class: 'member-g0' }, `g₀ = ${fmtInt(g0)}`));
}

/** The base's facts, members, storage and growth. Returns {render(result)}. */
export function createBaseFacts(host) {
  let drawn = null;
  onLanguageChange(() => { if (drawn) drawBase(host, drawn); });
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
      chips.push(el('li', { class: 'member gap' }, t('mfs-members-more', { count: fmtInt(total - baseShowFirst - baseShowLast) })));
      i = total - baseShowLast - 1;
      continue;
    }
    chips.push(baseMemberChip(base[i], g0[i]));
  }

  const finiteText = result.finite
    ? t('mfs-base-finite', {
      last: `b₀ … b${subscript(total - 1)} = ${fmtInt(base[total - 1])}`, theta: `θ·b${subscript(total - 1)}`,
    })
    : t('mfs-base-infinite', { upto: fmtInt(result.upto) });
  const methodId = result.method === 'simple' ? 'mfs-method-simple' : result.simpleAgrees ? 'mfs-method-general-same' : 'mfs-method-general';
  const cond = result.condition || {};
  const condClass = cond.status === 'fails' ? 'status-bad' : 'status-good';
  const condWord = ['proved', 'checked', 'fails'].includes(cond.status) ? t(`mfs-status-${cond.status}`) : cond.status;

  const storage = result.storage || {};
  const growth = result.growth || {};
  const ratios = growth.ratios || [];
  const storagePct = storage.upto ? (100 * storage.baseMembers) / storage.upto : 0;

  const losing = result.losingStarts || [];

  fill(box,
    el('dl', { class: 'facts' },
      el('dt', null, t('mfs-size')),
      el('dd', null, `${t('mfs-size-members', { count: total, shown: fmtInt(total), upto: fmtInt(result.upto) })} `, el('strong', null, finiteText)),
      el('dt', null, t('mfs-built-by')),
      l10n(el('dd'), methodId),
      el('dt', null, 'f(n+1) − f(n) ≥ −1'),
      el('dd', null, el('span', { class: `status ${condClass}` }, condWord), ' ', words(cond)),
      el('dt', null, 'g₀(b) = b'),
      el('dd', null, t('mfs-self-members', { self: fmtInt(result.selfMembers), count: total, shown: fmtInt(total) }))),
    scrollRegion(el('ul', { class: 'members' }, chips), t('mfs-members-region'), { keepRole: true }),
    el('p', { class: 'legend' },
      el('span', { class: 'swatch swatch-self' }), ' g₀(b) = b   ',
      el('span', { class: 'swatch swatch-other' }), ' ', t('mfs-legend-other')),
    el('div', { class: 'base-columns' },
      el('div', { class: 'sub-card' },
        el('h3', null, t('mfs-storage')),
        el('p', { class: 'big-number' },
          fmtInt(storage.baseMembers ?? total), el('span', { class: 'of' },
            ` ${t('mfs-storage-of', { count: Number(storage.baseMembers ?? total), upto: fmtInt(storage.upto ?? result.upto) })}`)),
        el('div', { class: 'meter', role: 'img', 'aria-label': t('mfs-storage-meter', { pct: storagePct.toFixed(3) }) },
          el('div', { class: 'meter-fill', style: { width: `${Math.max(0.5, Math.min(100, storagePct))}%` } })),
        el('p', { class: 'small' }, words(storage))),
      el('div', { class: 'sub-card' },
        el('h3', null, t('mfs-growth')),
        l10n(el('p', { class: 'small conjecture' }), 'mfs-conjecture'),
        ratios.length
          ? el('p', { class: 'ratios' }, l10n(el('span'), 'mfs-ratios'), ' ',
            ratios.map((r) => el('span', { class: 'ratio mono' }, Number(r).toFixed(3))))
          : null,
        el('p', { class: 'small' }, `${t('mfs-gmax', { gmax: fmtInt(growth.gMax ?? '') })} `, words(growth)))),
    losing.length
      ? el('p', { class: 'losing' },
        l10n(el('span'), 'mfs-losing'), ' ',
        el('span', { class: 'mono', dir: 'ltr' }, losing.slice(0, 40).map(fmtInt).join(', ')),
        losing.length > 40 ? ', …' : '')
      : null);
}

function subscript(k) {
  const digits = '₀₁₂₃₄₅₆₇₈₉';
  return String(k).replace(/\d/g, (d) => digits[Number(d)]);
}
