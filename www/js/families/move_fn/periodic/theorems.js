// The periodic f(n, x) analysis, drawn (Holshouser & Reiter 2006): the theorem checks (Theorem 2
// for every periodic f; Theorem 1 with its condition (2), its conclusions shown failing where they
// fail, and labelled as not promised when the condition fails) and the Example 2 panel (the
// computed B_0, B_1 against the paper's Fibonacci formulas, member by member). Each builds its own
// DOM in a host; every verdict, number and sentence comes from the engine's PeriodicAnalysis.

import { el, fill, fmtInt, withSubscripts } from '../../../core/dom.js';

const conditionNote = '(condition (2) fails, so the theorem does not promise this)';

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
  return {
    render(result) {
      if (!result || result === drawn) return;
      drawn = result;
      fill(host, el('div', { class: 'theorem-grid' }, theorem2Block(result, ids), theorem1Block(result, ids)));
    },
  };
}

function theorem2Block(result, ids) {
  const t2 = result.theorem2;
  const ff = t2.firstFailure;
  const last = result.t - 1;
  const head = t2.holds
    ? ['Theorem 2 holds on 1 … ', fmtInt(result.upto), ' in every game ', gameName(0), last > 0 ? [' … ', gameName(last)] : null]
    : ff ? ['Theorem 2 fails first in ', gameName(ff.game), ` at n = ${fmtInt(ff.n)}`] : ['Theorem 2 fails'];
  return el('div', { class: `verdict-block ${t2.holds ? 'holds' : 'fails'}`, id: `${ids}theorem2`, 'data-holds': String(!!t2.holds) },
    el('div', { class: 'verdict-line' }, mark(t2.holds), el('span', { class: 'verdict-text' }, head)),
    el('p', { class: 'verdict-what' }, 'Any periodic f. Claim: at every member b of B', el('sub', null, 'i'),
      ', g', el('sub', null, 'i'), '(b) = Θ', el('sub', null, 'i'), '(b); between members, g', el('sub', null, 'i'),
      '(n) = g', el('sub', null, 'i ⊕ b'), '(n − b) for the largest member b below n.'),
    !t2.holds && ff
      ? el('p', { class: 'verdict-detail' }, `Algorithm 1 gives g${ff.game}(${fmtInt(ff.n)}) = ${fmtInt(ff.g)}, but the bases predict ${fmtInt(ff.predicted)}.`)
      : null,
    t2.text ? el('p', { class: 'verdict-explain' }, withSubscripts(t2.text)) : null,
    result.brute
      ? el('p', { class: 'verdict-explain', id: `${ids}brute-check`, 'data-agrees': String(!!result.brute.agrees) },
        result.brute.agrees ? '✓ ' : '✗ ', withSubscripts(result.brute.text))
      : null);
}

function conditionBlock(cond, ids) {
  const fails = cond.status === 'fails';
  const word = { proved: 'proved', checked: 'checked', fails: 'fails' }[cond.status] || cond.status;
  const at = fails && cond.at ? ` at n = ${cond.at.n}, x = ${cond.at.x}` : '';
  return el('p', { class: 'condition', id: `${ids}condition`, 'data-status': cond.status },
    el('strong', null, 'Condition (2): '), 'f(n, x + 1) − f(n, x) ≥ −1 ',
    el('span', { class: `status ${fails ? 'status-bad' : 'status-good'}` }, word + at), ' ', withSubscripts(cond.text || ''));
}

function conclusionItem(c, conditionFails, upto) {
  const ce = c.counterexample;
  // c.checked counts the cases looked at; with none, the conclusion was not tested at all
  const untested = c.holds && !c.checked;
  const outcome = untested
    ? el('span', { class: 'outcome none' }, `nothing to check on 1 … ${fmtInt(upto)} (no case meets its “if”)`)
    : c.holds
      ? el('span', { class: 'outcome ok' }, `holds on 1 … ${fmtInt(upto)} (${fmtInt(c.checked)} cases checked)`)
      : el('span', { class: 'outcome bad' }, 'fails: ',
        ce ? [withSubscripts(ce.text || ''), ce.text ? ' ' : '', el('span', { class: 'where' }, ['(', gameName(ce.game), `, n = ${fmtInt(ce.n)})`])] : 'counterexample found');
  return el('li', {
    class: `conclusion ${untested ? 'untested' : c.holds ? 'holds' : 'fails'}`, 'data-name': c.name,
    'data-holds': String(!!c.holds), 'data-checked': c.checked,
  },
  untested ? el('span', { class: 'check-mark na', 'aria-hidden': 'true' }, '–') : mark(c.holds),
  el('div', { class: 'conclusion-body' },
    el('span', { class: 'conclusion-name' }, `Conclusion ${c.name}. `),
    // plain: the engine writes b_i,k+1, which withSubscripts would read as b_i then ",k+1"
    el('span', { class: 'conclusion-statement' }, c.statement || ''),
    el('div', null, outcome,
      conditionFails ? el('span', { class: 'not-promised' }, ` ${conditionNote}`) : null)));
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
    head = 'Theorem 1 does not apply: condition (2) fails';
    cls = 'na';
  } else if (allHold) {
    head = `Theorem 1 applies, and its conclusions hold on 1 … ${fmtInt(result.upto)}`;
    cls = 'holds';
  } else {
    head = 'Theorem 1’s conclusions fail although condition (2) holds';
    cls = 'fails';
  }
  const same = sameBases(t1.bases, result.theorem2.bases);
  return el('div', { class: `verdict-block ${cls}`, id: `${ids}theorem1`, 'data-applies': String(!fails) },
    el('div', { class: 'verdict-line' },
      fails ? el('span', { class: 'check-mark na', 'aria-hidden': 'true' }, '!') : mark(allHold),
      el('span', { class: 'verdict-text' }, head)),
    el('p', { class: 'verdict-what' }, 'Needs condition (2). Its bases use no Θ: b', el('sub', null, 'i,k+1'), ' = b', el('sub', null, 'ik'),
      ' + the smallest member b of B', el('sub', null, 'i ⊕ b_ik'), ' with f(i ⊕ b', el('sub', null, 'ik'), ' ⊕ b, b) ≥ b', el('sub', null, 'ik'), '. ',
      same ? 'Here they are the same bases as Theorem 2’s.' : 'Here they differ from Theorem 2’s bases.'),
    conditionBlock(cond, ids),
    fails
      ? el('p', { class: 'applied-anyway' }, 'Theorem 1 applied anyway, to the bases built as it says — ',
        el('strong', null, 'condition (2) fails, so the theorem does not promise any of this:'))
      : null,
    el('ol', { class: 'conclusions', 'aria-label': 'Conclusions of Theorem 1' }, conclusions.map((c) => conclusionItem(c, fails, result.upto))),
    t1.text ? el('p', { class: 'verdict-explain' }, withSubscripts(t1.text)) : null);
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
    el('h3', null, 'B', el('sub', null, String(game)), ' (game ', gameName(game), ')'),
    el('div', { class: 'ex2-scroll', tabindex: '0', role: 'region', 'aria-label': `B${game} against the paper` },
      el('table', { class: 'ex2-table', id: `${ids}ex2-b${game}` },
        el('thead', null, el('tr', null,
          el('th', { scope: 'col' }, 'k'),
          el('th', { scope: 'col' }, 'computed'),
          el('th', { scope: 'col' }, 'paper'),
          el('th', { scope: 'col' }, 'value'),
          el('th', { scope: 'col' }, el('span', { class: 'visually-hidden' }, 'agrees')))),
        el('tbody', null, rows.map((r) => el('tr', {
          class: r.agrees ? 'agrees' : 'differs', 'data-game': r.game, 'data-k': r.k,
        },
        el('td', { class: 'ex2-k' }, String(r.k)),
        el('td', { class: 'ex2-computed' }, r.computed === null || r.computed === undefined ? '—' : fmtInt(r.computed)),
        el('td', { class: 'ex2-expression' }, r.expression ? fibExpression(r.expression) : '—'),
        el('td', { class: 'ex2-value' }, r.formula === null || r.formula === undefined ? '—' : fmtInt(r.formula)),
        el('td', { class: 'ex2-mark' }, mark(r.agrees), el('span', { class: 'visually-hidden' }, r.agrees ? 'agrees' : 'differs'))))))));
}

/** The Example 2 panel (drawn when the engine recognised the paper's f). Returns {render(result)}. */
export function createExample2(host, { ids = '' } = {}) {
  let drawn = null;
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
    el('p', { class: 'explain' }, 'The paper states B', el('sub', null, '0'), ' and B', el('sub', null, '1'),
      ' for f(n, 3) = 4 when n is odd, f(n, x) = 2x otherwise (t = 2), through the Fibonacci numbers F',
      el('sub', null, '0'), ' = 1, F', el('sub', null, '1'), ' = 2, F', el('sub', null, '2'), ' = 3, F', el('sub', null, '3'),
      ' = 5, … (the paper counts from F', el('sub', null, '0'), ' = 1). Each computed member is set against the formula.'),
    el('div', { class: `ex2-verdict ${ex.agrees ? 'holds' : 'fails'}`, id: `${ids}ex2-verdict` },
      mark(ex.agrees), ' ', el('strong', null, ex.text ? withSubscripts(ex.text) : (ex.agrees
        ? `All ${ex.rows.length} members agree with the paper.`
        : `${disagree} of ${ex.rows.length} members differ from the paper.`))),
    el('div', { class: 'ex2-cols' }, games.map((g) => example2Table(ex.rows.filter((r) => r.game === g), g, ids))));
}
