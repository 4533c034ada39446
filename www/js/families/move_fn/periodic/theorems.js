// The periodic f(n, x) analysis, drawn (Holshouser & Reiter 2006): the theorem checks (Theorem 2
// for every periodic f; Theorem 1 with its condition (2), its conclusions shown failing where they
// fail, and labelled as not promised when the condition fails) and the Example 2 panel (the
// computed B_0, B_1 against the paper's Fibonacci formulas, member by member). Each builds its own
// DOM in a host; every verdict, number and sentence comes from the engine's PeriodicAnalysis; the
// words around them are the section's catalogue's (www/js/i18n/move_fn_periodic_section/), the
// engine's sentences (each a message beside its English) the periodic analysis part's
// (www/js/i18n/move_fn_periodic_analysis/; the check against brute force move_fn_analysis's), drawn
// again in another language.

import '../../../i18n/move_fn_periodic_section/index.js';
import '../../../i18n/move_fn_analysis/index.js';
import '../../../i18n/move_fn_periodic_analysis/index.js';
import { l10n, t, say, onLanguageChange } from '../../../core/i18n.js';
import { el, fill, fmtInt, withSubscripts } from '../../../core/dom.js';
import { tNodes } from '../representation.js';

/** An engine sentence of the analysis ({text, message}, or a conclusion's {statement, message})
 *  in the language shown. */
function words(said, english = said?.text) {
  return said ? say(said.message, english || '') : '';
}

/** A conclusion's statement with its subscripts as <sub>: the engine writes b_i,k+1 (two indices),
 *  which withSubscripts alone would read as b_i then ",k+1". */
function statementNodes(text) {
  return withSubscripts(text.replace(/\b([A-Za-z])_([A-Za-z0-9]+,[A-Za-z0-9+]+)/g, '$1_($2)'));
}

function gameName(i) {
  return [el('i', null, 'G'), el('sub', null, String(i))];
}

function mark(ok) {
  return el('span', { class: `check-mark ${ok ? 'ok' : 'bad'}`, 'aria-hidden': 'true' }, ok ? '✓' : '✗');
}

function sameBases(a, b) {
  if (!a || !b || a.length !== b.length) return false;
  return a.every((x, i) => {
    const y = b[i];
    if (x.base.length !== y.base.length || !!x.finite !== !!y.finite) return false;
    for (let k = 0; k < x.base.length; k++) if (x.base[k] !== y.base[k]) return false;
    return true;
  });
}

/** Theorem 2 beside Theorem 1 for one result. Returns {render(result)}. */
export function createTheorems(host, { ids = '' } = {}) {
  let drawn = null;
  const draw = () => fill(host, el('div', { class: 'theorem-grid' }, theorem2Block(drawn, ids), theorem1Block(drawn, ids)));
  onLanguageChange(() => { if (drawn) draw(); });
  return {
    render(result) {
      if (!result || result === drawn) return;
      drawn = result;
      draw();
    },
  };
}

function theorem2Block(result, ids) {
  const t2 = result.theorem2;
  const ff = t2.firstFailure;
  const last = result.t - 1;
  const head = t2.holds
    ? tNodes('mfs-p-t2-holds', { upto: fmtInt(result.upto) },
      { games: el('span', null, gameName(0), last > 0 ? [' … ', gameName(last)] : null) })
    : ff ? tNodes('mfs-p-t2-fails-at', { n: fmtInt(ff.n) }, { game: el('span', null, gameName(ff.game)) }) : [t('mfs-p-t2-fails')];
  return el('div', { class: `verdict-block ${t2.holds ? 'holds' : 'fails'}`, id: `${ids}theorem2`, 'data-holds': String(!!t2.holds) },
    el('div', { class: 'verdict-line' }, mark(t2.holds), el('span', { class: 'verdict-text' }, head)),
    l10n(el('p', { class: 'verdict-what' }), 'mfs-p-t2-what'),
    !t2.holds && ff
      ? el('p', { class: 'verdict-detail' },
        t('mfs-p-t2-detail', { g: `g${ff.game}(${fmtInt(ff.n)}) = ${fmtInt(ff.g)}`, predicted: fmtInt(ff.predicted) }))
      : null,
    t2.text ? el('p', { class: 'verdict-explain' }, withSubscripts(words(t2))) : null,
    result.brute
      ? el('p', { class: 'verdict-explain', id: `${ids}brute-check`, 'data-agrees': String(!!result.brute.agrees) },
        result.brute.agrees ? '✓ ' : '✗ ', withSubscripts(words(result.brute)))
      : null);
}

function conditionBlock(cond, ids) {
  const fails = cond.status === 'fails';
  const word = fails && cond.at ? t('mfs-p-status-fails-at', { n: String(cond.at.n), x: String(cond.at.x) })
    : ['proved', 'checked', 'fails'].includes(cond.status) ? t(`mfs-p-status-${cond.status}`) : cond.status;
  return el('p', { class: 'condition', id: `${ids}condition`, 'data-status': cond.status },
    el('strong', null, t('mfs-p-condition')), ' ', el('span', { dir: 'ltr' }, 'f(n, x + 1) − f(n, x) ≥ −1'), ' ',
    el('span', { class: `status ${fails ? 'status-bad' : 'status-good'}` }, word), ' ', withSubscripts(words(cond)));
}

function conclusionItem(c, conditionFails, upto) {
  const ce = c.counterexample;
  // c.checked counts the cases looked at; with none, the conclusion was not tested at all
  const untested = c.holds && !c.checked;
  const outcome = untested
    ? el('span', { class: 'outcome none' }, t('mfs-p-nothing-to-check', { upto: fmtInt(upto) }))
    : c.holds
      ? el('span', { class: 'outcome ok' }, t('mfs-p-holds-on', { upto: fmtInt(upto), count: Number(c.checked), shown: fmtInt(c.checked) }))
      : el('span', { class: 'outcome bad' }, `${t('mfs-p-outcome-fails')} `,
        ce ? [withSubscripts(words(ce)), ce.text ? ' ' : '', el('span', { class: 'where' }, ['(', gameName(ce.game), `, n = ${fmtInt(ce.n)})`])]
          : t('mfs-p-counterexample-found'));
  return el('li', {
    class: `conclusion ${untested ? 'untested' : c.holds ? 'holds' : 'fails'}`, 'data-name': c.name,
    'data-holds': String(!!c.holds), 'data-checked': c.checked,
  },
  untested ? el('span', { class: 'check-mark na', 'aria-hidden': 'true' }, '–') : mark(c.holds),
  el('div', { class: 'conclusion-body' },
    el('span', { class: 'conclusion-name' }, `${t('mfs-p-conclusion', { name: String(c.name) })} `),
    el('span', { class: 'conclusion-statement' }, statementNodes(words(c, c.statement))),
    el('div', null, outcome,
      conditionFails ? el('span', { class: 'not-promised' }, ` ${t('mfs-p-not-promised')}`) : null)));
}

function theorem1Block(result, ids) {
  const t1 = result.theorem1;
  const cond = t1.condition || {};
  const fails = cond.status === 'fails';
  const conclusions = t1.conclusions || [];
  const allHold = conclusions.every((c) => c.holds);
  let head;
  let cls;
  if (fails) {
    head = t('mfs-p-t1-not-apply');
    cls = 'na';
  } else if (allHold) {
    head = t('mfs-p-t1-holds', { upto: fmtInt(result.upto) });
    cls = 'holds';
  } else {
    head = t('mfs-p-t1-fails');
    cls = 'fails';
  }
  const same = sameBases(t1.bases, result.theorem2.bases);
  return el('div', { class: `verdict-block ${cls}`, id: `${ids}theorem1`, 'data-applies': String(!fails) },
    el('div', { class: 'verdict-line' },
      fails ? el('span', { class: 'check-mark na', 'aria-hidden': 'true' }, '!') : mark(allHold),
      el('span', { class: 'verdict-text' }, head)),
    el('p', { class: 'verdict-what' }, l10n(el('span'), 'mfs-p-t1-what'), ' ', t(same ? 'mfs-p-t1-same' : 'mfs-p-t1-differ')),
    conditionBlock(cond, ids),
    fails
      ? l10n(el('p', { class: 'applied-anyway' }), 'mfs-p-applied-anyway')
      : null,
    el('ol', { class: 'conclusions', 'aria-label': t('mfs-p-conclusions') }, conclusions.map((c) => conclusionItem(c, fails, result.upto))),
    t1.text ? el('p', { class: 'verdict-explain' }, withSubscripts(words(t1))) : null);
}

/** "F6 + F1 − 1" with the indices as subscripts. */
function fibExpression(text) {
  const parts = [];
  let last = 0;
  for (const m of String(text).matchAll(/F_?\{?(\d+)\}?/g)) {
    parts.push(text.slice(last, m.index), 'F', el('sub', null, m[1]));
    last = m.index + m[0].length;
  }
  parts.push(String(text).slice(last));
  return parts;
}

function example2Table(rows, game, ids) {
  return el('div', { class: 'ex2-col' },
    el('h3', null, ...tNodes('mfs-p-ex2-heading', {}, {
      base: el('span', null, 'B', el('sub', null, String(game))), game: el('span', null, gameName(game)),
    })),
    el('div', { class: 'ex2-scroll', tabindex: '0', role: 'region', 'aria-label': t('mfs-p-ex2-region', { base: `B${game}` }) },
      el('table', { class: 'ex2-table', id: `${ids}ex2-b${game}` },
        el('thead', null, el('tr', null,
          el('th', { scope: 'col' }, 'k'),
          el('th', { scope: 'col' }, t('mfs-p-ex2-computed')),
          el('th', { scope: 'col' }, t('mfs-p-ex2-paper')),
          el('th', { scope: 'col' }, t('mfs-p-ex2-value')),
          el('th', { scope: 'col' }, el('span', { class: 'visually-hidden' }, t('mfs-p-ex2-agrees'))))),
        el('tbody', null, rows.map((r) => el('tr', {
          class: r.agrees ? 'agrees' : 'differs', 'data-game': r.game, 'data-k': r.k,
        },
        el('td', { class: 'ex2-k' }, String(r.k)),
        el('td', { class: 'ex2-computed' }, r.computed === null || r.computed === undefined ? '—' : fmtInt(r.computed)),
        el('td', { class: 'ex2-expression' }, r.expression ? fibExpression(r.expression) : '—'),
        el('td', { class: 'ex2-value' }, r.formula === null || r.formula === undefined ? '—' : fmtInt(r.formula)),
        el('td', { class: 'ex2-mark' }, mark(r.agrees), el('span', { class: 'visually-hidden' }, t(r.agrees ? 'mfs-p-ex2-agrees' : 'mfs-p-ex2-differs')))))))));
}

/** The Example 2 panel (drawn when the engine recognised the paper's f). Returns {render(result)}. */
export function createExample2(host, { ids = '' } = {}) {
  let drawn = null;
  onLanguageChange(() => { if (drawn) drawExample2(host, drawn.example2, ids); });
  return {
    render(result) {
      if (!result || !result.example2 || result === drawn) return;
      drawn = result;
      drawExample2(host, result.example2, ids);
    },
  };
}

function drawExample2(host, ex, ids) {
  const games = [...new Set(ex.rows.map((r) => r.game))].sort((a, b) => a - b);
  const disagree = ex.rows.filter((r) => !r.agrees).length;
  fill(host,
    l10n(el('p', { class: 'explain' }), 'mfs-p-ex2-explain'),
    el('div', { class: `ex2-verdict ${ex.agrees ? 'holds' : 'fails'}`, id: `${ids}ex2-verdict` },
      mark(ex.agrees), ' ', el('strong', null, ex.text ? withSubscripts(words(ex)) : (ex.agrees
        ? t('mfs-p-ex2-all-agree', { shown: fmtInt(ex.rows.length) })
        : t('mfs-p-ex2-some-differ', { differ: fmtInt(disagree), shown: fmtInt(ex.rows.length) })))),
    el('div', { class: 'ex2-cols' }, games.map((g) => example2Table(ex.rows.filter((r) => r.game === g), g, ids))));
}
