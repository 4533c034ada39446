// The lesson "Cut The Knot's single-pile games" (www/lessons/cut-the-knot.html, after Bogomolny,
// Single Pile Games, 2002, and Schwenk, Take-Away Games, 1970): One Pile with Min/Max and its
// Grundy numbers, Schwenk's H and "remove the rightmost 1", a row of piles won by the nim-sum, two
// rules the student changes (the set of takes, and f), and Schwenk's claims outside his
// hypotheses. Every number and verdict the page shows comes from the engine for the rules chosen
// now; the page's prose holds no claim a rule change could falsify.

import '../../../elements/index.js';
import { startLesson, lessonReady } from '../../../lessons/runtime.js';
import {
  checkF, checkSet, bestMove, newGame, newSubtractionGame, newSumGame, subtractionAnalysis,
  subtractionGrundyAt, takeawayRepresentation, freeEngineObject,
} from '../../../core/engine.js';
import { jobResult } from '../../../core/jobs.js';
import { el, fmtInt, andList, errorText, withSubscripts } from '../../../core/dom.js';
import { renderPresetChips, markActiveChips, markInvalid, renderFieldError } from '../../../widgets/fields.js';
import { checkWidget } from '../../../core/spec.js';
import { buildSettingFields, settingInput } from '../../../widgets/setting-field.js';
import { createValueStrip } from '../../../widgets/strip.js';
import { createTakeawayRepresentation } from '../takeaway/representation.js';
import { renderHSequence, renderTakeawayClaims, renderTakeawayCompare } from '../takeaway/views.js';
import { createGrundyPicture } from '../grundy/views.js';

const sets = [
  { set: '3..5', label: 'Min 3, Max 5', note: 'the applet' },
  { set: '1..3', label: 'Min 1, Max 3', note: '' },
  { set: '2..7', label: 'Min 2, Max 7', note: '' },
  { set: '1, 3, 4', label: '{1, 3, 4}', note: 'not a range' },
  { set: '2, 5, 6', label: '{2, 5, 6}', note: 'not a range' },
];
const rules = [
  { f: '2x', label: '2x', note: 'Fibonacci Nim' },
  { f: 'x', label: 'x', note: 'no more than' },
  { f: '2x - 1', label: '2x − 1', note: 'less than twice' },
  { f: '3x', label: '3x', note: '' },
  { f: 'x^2', label: 'x²', note: '' },
];
/** The rule of step 8: 2x except at a single point, outside Schwenk's hypotheses. */
const brokenRule = 'if x == 3 then 1 else 2x';

const setUpto = 60;        // the One Pile table the questions use
const stripUpto = 40;      // the table drawn
const takeUpto = 1000;     // H, brute force and the claims
const startUpto = 30;      // the starting piles' Grundy numbers drawn
const rowsUpto = 12;       // the table of every (N, x)
const sumPiles = [4, 6, 9];

const main = document.querySelector('main.lesson');
const lesson = startLesson(main);
const $ = (selector) => main.querySelector(selector);
let set = '3..5';
let f = '2x';

// --- the engine, for any rule ---------------------------------------------------------------


/** Schwenk's H, his hypotheses, brute force and the claims for f on 1..takeUpto. */
const takeaway = (rule = f) => jobResult({ kind: 'takeaway', f: rule, upto: takeUpto });
/** G(N, x) for N ≤ startUpto: the start values and the rows. */
const grundyOf = (rule = f) => jobResult({ kind: 'grundy', f: rule, upto: startUpto, rowsUpto: startUpto, heat: 0 });

/** Small synchronous answers, once per key (prompts are written at once). */
const memo = new Map();
function once(key, compute) {
  if (!memo.has(key)) memo.set(key, compute());
  return memo.get(key);
}

/** The One Pile table of a set on 0..setUpto (the engine's subtractionAnalysis). */
const setTable = (s = set) => once(`set|${s}`, () => {
  const r = subtractionAnalysis(s, setUpto);
  return { ...r, grundy: Array.from(r.grundy), pPositions: Array.from(r.pPositions, Number) };
});

/** H up to `bound` (from the engine's representation of `bound`). */
const hUpTo = (rule, bound = 100000) => once(`H|${rule}|${bound}`, () => Array.from(takeawayRepresentation(rule, String(bound)).H, Number));

const ruleWords = (rule = f) => `f(x) = ${checkF(rule).canonical || rule}`;
const listWords = (values) => andList(Array.from(values, Number));
const orWords = (values) => andList(values).replace(/ and (\S+)$/, ' or $1');
/** The first `count` values: "1, 2 and 3", or "1, 2, 3, …" when there are more. */
const first = (values, count) => (values.length > count
  ? `${values.slice(0, count).map(fmtInt).join(', ')}, …` : listWords(values));

/** "Min 3, Max 5" or "the set {1, 3, 4}". */
function setName(s = set) {
  const check = checkSet(s);
  const mm = check.minmax;
  return mm ? `Min ${mm.min}, Max ${mm.max}` : `the set {${check.canonical || s}}`;
}

/** What a move of One Pile may take: "at least 3 and at most 5 counters." */
function setMoves(s = set) {
  const check = checkSet(s);
  const mm = check.minmax;
  if (mm) return mm.min === mm.max ? `exactly ${mm.min} counters.` : `at least ${mm.min} and at most ${mm.max} counters.`;
  const takes = Array.from(check.set || [], Number);
  return takes.length > 12 ? `a number of counters from {${check.canonical}}.` : `${orWords(takes)} counters.`;
}

/** The smallest and the largest take of a set (Min and Max when it is one range). */
function setBounds(s = set) {
  const takes = Array.from(checkSet(s).set || [], Number);
  return { min: takes[0], max: takes[takes.length - 1], count: takes.length };
}

/** Whether a pile is P (the engine's G), with the engine's reason. */
function pileVerdict(s, n) {
  const g = subtractionGrundyAt(s, String(n));
  let why = `G(${fmtInt(n)}) = ${fmtInt(g)}.`;
  if (n < 1) why = `No move is possible from an empty pile: G(0) = ${fmtInt(g)}.`;
  else if (n <= 1000000) {
    const game = newSubtractionGame(s, n);
    try {
      why = game.state().legal.length ? game.hint().why : `No move is possible from ${fmtInt(n)}: G(${fmtInt(n)}) = 0.`;
    } finally {
      freeEngineObject(game);
    }
  }
  return { p: g === 0, g, why };
}

/** Does taking k from a take-away start of n win? The engine plays it and judges what is left. */
function takeWins(rule, n, k) {
  const game = newGame(rule, n, n - 1);
  try {
    game.play(k);
    if (game.state().over) return true;
    return !game.hint().winning;
  } finally {
    freeEngineObject(game);
  }
}

/** The row's state after taking k from pile i (or now, without a move). */
function rowAfter(rule, piles, i = null, k = 0) {
  const game = newSumGame(rule, piles);
  try {
    if (i !== null) game.play(i, k);
    return game.state();
  } finally {
    freeEngineObject(game);
  }
}

function rowHint(rule, piles) {
  const game = newSumGame(rule, piles);
  try {
    return game.hint();
  } finally {
    freeEngineObject(game);
  }
}

const binary = (v, width) => Number(v).toString(2).padStart(width, '0');
/** 6 → "₆" (for answers, which are plain text). */
const subscript = (k) => String(k).replace(/\d/g, (d) => String.fromCharCode(0x2080 + Number(d)));

/** The engine's reason for its move from a start of n, in this lesson's words: the pile written
 *  with Schwenk's H (the engine's representation) and the engine's verdict, not the
 *  move-function game's base and g (newGame's hints speak of those; TakeawayGame's speak of H). */
function schwenkWhy(n, best, rule = f) {
  let rep = null;
  try {
    rep = takeawayRepresentation(rule, String(n));
  } catch (_) { /* no representation: the verdict alone */ }
  const verdict = best.winning ? `The engine’s verdict: the first player wins from ${n} by taking ${best.take}.` : `The engine’s verdict: every first move from ${n} loses.`;
  return rep && rep.valid ? `${rep.text} ${verdict}` : verdict;
}

/** Builds the lesson's live parts once the engine is loaded. */
function setup() {
  const facts = lesson.facts;
  const { fact, conjecture, question } = lesson;
  buildSettingFields(main);

  for (const node of main.querySelectorAll('[data-rule-words]')) facts.add(node, () => ruleWords());
  for (const node of main.querySelectorAll('[data-set-name]')) facts.add(node, () => setName());
  for (const node of main.querySelectorAll('[data-set-words]')) facts.add(node, () => setMoves());

  // --- views: the family's strips, representations and claims -----------------------------------

  /** A strip of values in host (the family's applet-style table) with a caption computed live. */
  function stripView(host, load) {
    const caption = el('p', { class: 'strip-caption' });
    const box = el('div', { class: 'k-strip' });
    host.append(caption, box);
    let spec = null;
    let token = 0;
    const strip = createValueStrip(box, () => { if (spec) strip.render(spec); });
    facts.add(caption, async () => {
      const mine = ++token;
      const loaded = await load();
      if (mine === token) {
        spec = loaded.spec;
        strip.reset();
        strip.render(spec);
      }
      return loaded.caption;
    });
  }

  stripView($('[data-view="grundy-strip"]'), async () => {
    const r = setTable();
    return {
      caption: `G(S) for ${setName()}, S = 0 … ${stripUpto}:`,
      spec: {
        key: `set|${r.canonical}`, from: 0, to: stripUpto, value: (i) => r.grundy[i],
        top: 'Pile size', bottom: 'Grundy number', marked: (i, v) => v === 0,
        title: (i, v) => `G(${i}) = ${v}${v === 0 ? ' — a P-position' : ''}`,
        period: r.period.found && r.period.preperiod === 0 ? Number(r.period.period) : null,
      },
    };
  });

  stripView($('[data-view="start-strip"]'), async () => {
    const rule = f;
    const r = await grundyOf(rule);
    const start = Array.from(r.start, Number);
    return {
      caption: `G(N, N − 1) for ${ruleWords(rule)}, N = 1 … ${startUpto}:`,
      spec: {
        key: `start|${rule}`, from: 1, to: startUpto, value: (n) => start[n - 1],
        top: 'N', bottom: 'G(N, N − 1)', marked: (n, v) => v === 0,
        title: (n, v) => `G(${n}, ${n - 1}) = ${v}${v === 0 ? ' — a losing start' : ''}`,
      },
    };
  });

  // the family's table of G(N, x), rows N ≤ rowsUpto (built once, drawn again for each f)
  {
    const host = $('[data-view="grundy-rows"]');
    const caption = el('p');
    const tableWrap = el('div', { class: 'table-wrap kg-table-wrap' });
    const heatBox = el('div', { hidden: true }, el('canvas', { 'aria-hidden': 'true' }));
    const legend = el('p', { class: 'legend kg-legend' });
    host.append(caption, tableWrap, legend, heatBox);
    const picture = createGrundyPicture({ tableWrap, heatBox, canvas: heatBox.firstChild, readout: el('div'), legend }, () => {});
    let token = 0;
    facts.add(caption, async () => {
      const mine = ++token;
      const rule = f;
      const r = await grundyOf(rule);
      const upto = Math.min(rowsUpto, r.upto);
      if (mine === token) picture.render({ ...r, upto, rows: r.rows.slice(0, upto + 1), heat: null }, `rows|${rule}`);
      return `G(N, x) for ${ruleWords(rule)}, N ≤ ${upto}: rows N, columns x (the most that may be taken).`;
    });
  }

  fact('h-sequence', async () => {
    const r = await takeaway();
    const box = el('div');
    renderHSequence(box, r);
    return box;
  });
  fact('claims', async () => {
    const r = await takeaway();
    const box = el('div');
    renderTakeawayClaims(box, r);
    return box;
  });
  fact('compare', async () => {
    const r = await takeaway();
    const box = el('div');
    renderTakeawayCompare(box, r);
    return box;
  });

  // the game's binary representation of the N typed
  const reprInput = $('#repr-n');
  const reprMessage = $('#repr-message');
  const repr = createTakeawayRepresentation($('[data-view="representation"]'), { ids: 'repr-' });
  function showRepresentation() {
    const text = reprInput.value.trim();
    let error = null;
    let result = null;
    if (text === '') error = 'Type a whole number N ≥ 1.';
    else {
      try {
        // the engine reads the number as typed ("10 000", "10^6") and words what it refuses
        result = takeawayRepresentation(f, text);
      } catch (err) {
        error = errorText(err);
      }
    }
    renderFieldError(reprInput, reprMessage, error);
    repr.render(result);
  }
  reprInput.addEventListener('input', showRepresentation);

  // step 8: the representation where the rightmost 1 fails (or 20)
  const counterRepr = createTakeawayRepresentation($('[data-view="counter-representation"]'), { ids: 'counter-' });

  // --- facts --------------------------------------------------------------------------------------

  fact('p-positions', async () => {
    const p = setTable().pPositions.filter((s) => s <= stripUpto);
    return `S = ${listWords(p)} (every S ≤ ${stripUpto}).`;
  });
  fact('period', async () => {
    const per = setTable().period;
    return per.found
      ? `The engine finds the period: ${per.text} So G(S + ${fmtInt(per.period)}) = G(S) for every S ≥ ${fmtInt(per.preperiod)}.`
      : `The engine finds no period: ${per.text}`;
  });
  fact('paper-rule', async () => {
    const r = setTable();
    const mm = r.minmax;
    if (!r.rule || !mm) {
      return el('div', { class: 'verdict-block na', 'data-verdict': 'na' },
        el('p', { class: 'verdict-text' }, `Not stated for ${setName()}`),
        el('p', null, 'Bogomolny states the rule for One Pile, where the takes are one range Min … Max; this set is not one range.'));
    }
    const c = r.rule;
    const state = c.holds ? 'holds' : 'fails';
    const headline = !c.holds ? `The rule fails at S = ${fmtInt(c.counterexample)}`
      : c.forAll ? 'The rule holds for every S' : `The rule holds for S = 0 … ${fmtInt(c.checkedUpto)}`;
    return el('div', { class: `verdict-block ${state}`, id: 'paper-rule-verdict', 'data-verdict': state },
      el('div', { class: 'verdict-line' },
        el('span', { class: `check-mark ${c.holds ? 'ok' : 'bad'}`, 'aria-hidden': 'true' }, c.holds ? '✓' : '✗'),
        el('span', { class: 'verdict-text' }, headline)),
      el('p', null, `Here Min = ${mm.min}, Max = ${mm.max}, Min + Max = ${mm.min + mm.max}: P exactly when S mod ${mm.min + mm.max} < ${mm.min}. ${c.text}`));
  });
  fact('g-14-answer', async () => {
    const r = setTable();
    return `For ${setName()}: G(14) = ${r.grundy[14]}; the largest Grundy number up to S = ${setUpto} is ${Math.max(...r.grundy)}.`;
  });
  fact('h-answer', async () => `For ${ruleWords()}: H = ${first(hUpTo(f, takeUpto), 14)}`);
  fact('challenge-50', async () => (bestMove(f, 50, 49).winning
    ? 'the engine’s own verdict is that the first player can win from 50, but only with exact play.'
    : 'the engine’s own verdict is that the first player cannot win from 50 with this rule: watch how it escapes.'));
  fact('move-answer', async () => {
    const n = movePile();
    const best = bestMove(f, n, n - 1);
    return `From ${n} for ${ruleWords()}: ${schwenkWhy(n, best)}`;
  });
  fact('sum-answer', async () => {
    const h = rowHint(f, sumPiles);
    return `For ${ruleWords()} and piles ${listWords(sumPiles)}: ${h.why}`;
  });
  fact('set-summary', async () => {
    const r = setTable();
    const mm = r.minmax;
    const rule = r.rule
      ? ` Bogomolny’s rule (P exactly when S mod ${mm.min + mm.max} < ${mm.min}) ${r.rule.holds ? 'holds' : `fails at S = ${r.rule.counterexample}`}.`
      : ' Bogomolny’s rule is not stated for it (not one range).';
    return `the P-positions are S = ${first(r.pPositions, 14)}; ${r.period.text}${rule}`;
  });
  fact('f-summary', async () => {
    const r = await takeaway();
    const agree = r.claims.find((c) => c.id === 'h-losing');
    return `H = ${first(Array.from(r.H, Number), 12)}; the losing starts (brute force) are ${first(Array.from(r.losingStarts, Number), 12)}; `
      + `Schwenk’s hypotheses ${r.hypotheses.hold ? 'hold' : 'fail'}; ${agree.holds ? `H equals the losing starts up to ${fmtInt(agree.checkedUpto)}` : `H is not the set of losing starts: ${agree.counterexample}`}.`;
  });
  fact('rule-answer', async () => {
    const r = await takeaway();
    const losing = Array.from(r.losingStarts, Number);
    return `For ${setName()}: the smallest P-position above 10 is ${smallestPAbove10() ?? 'beyond the table'}. `
      + `For ${ruleWords()}: the smallest losing start above 20 is ${losing.find((n) => n > 20) ?? `beyond ${fmtInt(r.bruteUpto)}`}.`;
  });
  fact('counter-game', async () => {
    const rule = f;
    const r = await takeaway(rule);
    const h = new Set(Array.from(r.H, Number));
    const losing = Array.from(r.losingStarts, Number);
    const lose = new Set(losing);
    const inH = Array.from(r.H, Number).find((n) => n <= r.bruteUpto && !lose.has(n));
    const notH = losing.find((n) => !h.has(n));
    const game = $('#game-counter');
    let pile;
    let words;
    if (inH !== undefined && (notH === undefined || inH <= notH)) {
      pile = inH;
      words = `For ${ruleWords(rule)}, ${pile} is in H, yet the engine’s brute force finds that the first player wins from ${pile}. Below, a pile of ${pile} against the perfect engine: Schwenk’s H says you lose — find the win.`;
    } else if (notH !== undefined) {
      pile = notH;
      words = `For ${ruleWords(rule)}, ${pile} is not in H, yet the engine’s brute force finds that the first player loses from ${pile}. Below, a pile of ${pile} against the perfect engine: Schwenk’s H says you win — try.`;
    } else {
      pile = Array.from(r.H, Number).filter((n) => n >= 5)[0] ?? 5;
      words = `For ${ruleWords(rule)}, H and the losing starts agree on every N ≤ ${fmtInt(r.bruteUpto)}. Below, a pile of ${pile}, a member of H, against the perfect engine.`;
    }
    if (rule === f && game.getAttribute('pile') !== String(pile)) game.setAttribute('pile', String(pile));
    return words;
  });

  /** The first N not in H from which Schwenk's move loses (by the engine), else 20. */
  function rightmostPile(rule = f) {
    return once(`rightmost|${rule}`, () => {
      for (let n = 2; n <= 200; n++) {
        try {
          if (takeawayRepresentation(rule, String(n)).wins === false) return n;
        } catch (_) {
          return 20;
        }
      }
      return 20;
    });
  }
  function showCounterRepresentation() {
    try {
      counterRepr.render(takeawayRepresentation(f, String(rightmostPile())));
    } catch (err) {
      counterRepr.render(null);
    }
  }

  // --- conjectures students make (the teacher's layer): each judged by the engine ----------------

  const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

  conjecture('multiples', async () => {
    const { min, max } = setBounds();
    const p = setTable().pPositions;
    const odd = p.find((s) => s % (min + max) !== 0);
    const missed = [];
    for (let s = 0; s <= setUpto; s += min + max) if (!p.includes(s)) missed.push(s);
    if (odd === undefined && !missed.length) return { holds: true, why: `for ${setName()} the P-positions up to ${setUpto} are exactly the multiples of ${min + max}` };
    return { holds: false, why: odd !== undefined
      ? `for ${setName()}, ${odd} is a P-position and not a multiple of ${min + max}`
      : `for ${setName()}, ${missed[0]} is a multiple of ${min + max} but an N-position` };
  });
  conjecture('paper-rule', async () => {
    const r = setTable();
    if (r.rule) {
      return r.rule.holds
        ? { holds: true, why: `the engine, for ${setName()}: ${r.rule.text}` }
        : { holds: false, why: `the engine, for ${setName()}: ${r.rule.text}` };
    }
    // not one range: read Min and Max as the smallest and largest take
    const { min, max } = setBounds();
    const p = new Set(r.pPositions);
    for (let s = 0; s <= setUpto; s++) {
      if (p.has(s) !== (s % (min + max) < min)) {
        return { holds: false, why: `for ${setName()} (smallest take ${min}, largest ${max}): S = ${s} is ${p.has(s) ? 'a P' : 'an N'}-position, G(${s}) = ${r.grundy[s]}` };
      }
    }
    return { holds: true, why: `for ${setName()}, with Min and Max its smallest and largest take, it agrees with the engine on S ≤ ${setUpto}` };
  });
  conjecture('period-sum', async () => {
    const { min, max } = setBounds();
    const per = setTable().period;
    if (!per.found) return { holds: false, why: `for ${setName()}: ${per.text}` };
    return Number(per.period) === min + max
      ? { holds: true, why: `for ${setName()} the period is ${per.period} = ${min} + ${max}` }
      : { holds: false, why: `for ${setName()} the period is ${per.period}, and ${min} + ${max} = ${min + max}` };
  });
  conjecture('g-small', async () => {
    const g = setTable().grundy;
    const at = g.findIndex((v) => v > 2);
    return at < 0
      ? { holds: true, why: `for ${setName()} every G(S) up to ${setUpto} is 0, 1 or 2; G is at most the number of takes, ${setBounds().count}` }
      : { holds: false, why: `for ${setName()}, G(${at}) = ${g[at]}` };
  });
  conjecture('fibonacci', async () => {
    const h = hUpTo('2x', takeUpto);
    const fib = [1, 2];
    while (fib[fib.length - 1] + fib[fib.length - 2] <= takeUpto) fib.push(fib[fib.length - 1] + fib[fib.length - 2]);
    return same(h, fib)
      ? { holds: true, why: `the engine’s H for 2x up to ${takeUpto}: ${listWords(h)}` }
      : { holds: false, why: `the engine’s H for 2x: ${first(h, 14)}` };
  });
  conjecture('same-h', async () => {
    const [a, b] = [hUpTo('x'), hUpTo('2x - 1')];
    return same(a, b)
      ? { holds: false, why: `the engine finds the same H for both up to 100 000: ${first(a, 8)} — Bogomolny calls it a surprise` }
      : { holds: true, why: `x gives ${first(a, 8)}; 2x − 1 gives ${first(b, 8)}` };
  });
  conjecture('ordinary-sum', async () => {
    const start = Array.from((await grundyOf()).start, Number);
    for (let a = 1; a <= startUpto; a++) {
      for (let b = a + 1; b <= startUpto; b++) {
        if (start[a - 1] > 0 && start[a - 1] === start[b - 1]) {
          const s = rowAfter(f, [a, b]);
          const winning = rowHint(f, [a, b]).winning;
          return { holds: false, why: `for ${ruleWords()}, piles ${a} and ${b} have G = ${start[a - 1]} each: the sum is ${2 * start[a - 1]}, the nim-sum ${s.nimSum}, and the engine says the player to move ${winning ? 'wins' : 'loses'}` };
        }
      }
    }
    return { holds: true, why: `for ${ruleWords()} no two starts up to ${startUpto} share a Grundy number other than 0` };
  });
  conjecture('all-losing', async () => {
    const r = await takeaway();
    const starts = Array.from(r.losingStarts, Number).filter((n) => n >= 2 && n <= 2000).slice(-3);
    if (!starts.length) return { holds: true, why: `for ${ruleWords()} there is no losing start above 1 to try` };
    const s = rowAfter(f, starts);
    const winning = rowHint(f, starts).winning;
    return winning
      ? { holds: false, why: `for ${ruleWords()} the row ${listWords(starts)} has nim-sum ${s.nimSum}, and the engine says the player to move wins` }
      : { holds: true, why: `for ${ruleWords()} the losing starts ${listWords(starts)} each have G = 0, so the nim-sum is ${s.nimSum}, and the engine says the player to move loses` };
  });
  conjecture('faster-fewer', async () => {
    const [two, three] = await Promise.all([takeaway('2x'), takeaway('3x')]);
    const [a, b] = [two.losingStarts.length, three.losingStarts.length];
    const upto = Math.min(two.bruteUpto, three.bruteUpto);
    return b < a
      ? { holds: true, why: `up to ${upto}: ${b} losing starts for 3x, ${a} for 2x` }
      : { holds: false, why: `up to ${upto}: ${b} losing starts for 3x, ${a} for 2x` };
  });
  function brokenClaim(id) {
    return async () => {
      const c = (await takeaway(brokenRule)).claims.find((x) => x.id === id);
      return { holds: c.holds, why: `the engine, for ${ruleWords(brokenRule)}: ${c.holds ? c.text : `contradicted: ${c.counterexample}`}` };
    };
  }
  conjecture('h-always', brokenClaim('h-losing'));
  conjecture('rightmost-always', brokenClaim('strategy'));
  conjecture('base-always', brokenClaim('base-losing'));

  // --- questions --------------------------------------------------------------------------------

  const pOrN = { choices: [['P', 'P: the player to move loses'], ['N', 'N: the player to move wins']] };

  question('pn-8', {
    prompt: () => `A pile of 8; a move takes ${setMoves()} Is 8 a P-position or an N-position?`,
    answer: pOrN,
    check: async (answer) => {
      const v = pileVerdict(set, 8);
      const right = v.p ? 'P' : 'N';
      return { correct: answer === right, answer: `8 is ${v.p ? 'a P' : 'an N'}-position`, why: v.why,
        clue: 'Work upwards from 0: which small piles have no move at all? Then: can a move from 8 reach one of them?' };
    },
  });

  /** The window [20, b] holding at least one P-position of the set. */
  function pWindow() {
    const p = setTable().pPositions;
    return [20, Math.max(30, p.find((s) => s >= 20) ?? 30)];
  }
  question('p-window', {
    prompt: () => {
      const [lo, hi] = pWindow();
      return `Name a P-position S between ${lo} and ${hi}: a pile from which the player to move loses.`;
    },
    answer: 'number',
    check: async (n) => {
      const [lo, hi] = pWindow();
      const here = setTable().pPositions.filter((s) => s >= lo && s <= hi);
      const inside = n >= lo && n <= hi;
      const v = n >= 0 ? pileVerdict(set, n) : null;
      const general = `Look at the P-positions you found below ${lo}: do they come back at regular distances?`;
      let clue = general;
      if (!v) clue = `A pile has 0 or more counters. ${general}`;
      else if (!inside && v.p) clue = `${fmtInt(n)} is a P-position — true, but it is not between ${lo} and ${hi}: find one in that range. ${general}`;
      else if (!v.p) clue = `${fmtInt(n)} is an N-position, the player to move wins: ${v.why} ${general}`;
      return {
        correct: inside && !!v?.p,
        partly: !inside && !!v?.p,
        answer: here.length ? `S = ${orWords(here)}` : `none between ${lo} and ${hi}`,
        why: v && inside ? v.why : `The P-positions between ${lo} and ${hi}: ${here.length ? orWords(here) : 'none'}.`,
        clue,
      };
    },
  });

  question('g-14', {
    prompt: () => `Predict G(14) for ${setName()}: the smallest number that is not the Grundy number of a pile one move away from 14.`,
    answer: 'number',
    check: async (k) => {
      const r = setTable();
      const takes = Array.from(checkSet(set).set || [], Number).filter((t) => t <= 14);
      const g = subtractionGrundyAt(set, '14');
      const below = takes.map((t) => `G(${14 - t}) = ${r.grundy[14 - t]}`);
      const reached = takes.map((t) => r.grundy[14 - t]);
      const general = 'List the piles one move away from 14 and their Grundy numbers (work up from 0), then take the smallest number missing.';
      let clue = general;
      if (k !== g && reached.includes(k)) clue = `${k} is the Grundy number of a pile one move away from 14, so it is not missing from the list. ${general}`;
      else if (k > g) clue = `${k} is missing from the list, but it is not the smallest number missing. ${general}`;
      return { correct: k === g, answer: `G(14) = ${g}`,
        why: takes.length ? `From 14 a move reaches ${below.join(', ')}; the smallest number missing from these is ${g}.` : `No move is possible from 14, so G(14) = ${g}.`,
        clue };
    },
  });

  question('pn-big', {
    prompt: () => [`A pile of 1 000 000 for ${setName()}: P or N? Use the period.`,
      el('span', { class: 'screen-only' }, ' (The engine answers this without playing a single game.)')],
    answer: pOrN,
    check: async (answer) => {
      const g = subtractionGrundyAt(set, '1000000');
      const per = setTable().period;
      const right = g === 0 ? 'P' : 'N';
      const r = per.found ? Number(per.preperiod) + ((1000000 - Number(per.preperiod)) % Number(per.period)) : null;
      return { correct: answer === right, answer: `1 000 000 is ${g === 0 ? 'a P' : 'an N'}-position (G = ${g})`,
        why: per.found ? `${per.text} So G(1 000 000) = G(${r}) = ${g}.` : `G(1 000 000) = ${g}.`,
        clue: 'Find where 1 000 000 falls in the period: its remainder decides.' };
    },
  });

  /** H_1 … H_(k−1) shown, H_k asked (k ≤ 6; H has at least H_1 = 1 and H_2 = 2). */
  function hQuestion(ruleOf) {
    const shown = () => {
      const h = hUpTo(ruleOf(), 100000);
      const k = Math.min(6, h.length);
      return { h, k };
    };
    return {
      prompt: () => {
        const { h, k } = shown();
        return withSubscripts(`For ${ruleWords(ruleOf())}, H begins ${h.slice(0, k - 1).join(', ')}. Predict the next member, H_${k}.`);
      },
      answer: 'number',
      check: async (n) => {
        const rule = ruleOf();
        const { h, k } = shown();
        const r = await takeaway(rule);
        const step = (r.steps || []).find((s) => s.k + 1 === k);
        const why = step
          ? `H_${k} = H_${k - 1} + H_${step.m} = ${h[k - 2]} + ${step.hm} = ${step.h}: m = ${step.m} is the smallest j with f(H_j) ≥ H_${k - 1} = ${h[k - 2]}.`
          : `H = ${listWords(h.slice(0, k))}.`;
        const general = `Find the smallest j with f(H_j) ≥ ${h[k - 2]}, then add H_j to ${h[k - 2]}.`;
        let clue = general;
        if (n <= h[k - 2]) clue = `${n} is not above H_${k - 1} = ${h[k - 2]}: each new member is larger than the one before. ${general}`;
        else if (h.slice(0, k - 2).some((x) => x + h[k - 2] === n)) clue = `${n} is ${h[k - 2]} plus an earlier member, but not the one the rule picks: the smallest j with f(H_j) ≥ ${h[k - 2]}. ${general}`;
        return { correct: n === h[k - 1], answer: `H${subscript(k)} = ${h[k - 1]}`, why, clue };
      },
    };
  }
  question('h-next', hQuestion(() => f));
  const otherRule = () => (f === '3x' ? '2x' : '3x');
  question('h-other', hQuestion(otherRule));

  /** The first start N ≥ 30 from which the first player wins (by the engine). */
  function movePile(rule = f) {
    return once(`move|${rule}`, () => {
      for (let n = 30; n < 200; n++) if (bestMove(rule, n, n - 1).winning) return n;
      return 30;
    });
  }
  question('move-win', {
    prompt: () => {
      const n = movePile();
      return `A pile of ${n}, the first move anything up to ${n - 1}, ${ruleWords()}. How many counters do you take to win?`;
    },
    answer: 'number',
    check: async (k) => {
      const n = movePile();
      const best = bestMove(f, n, n - 1);
      let wins = false;
      let why = schwenkWhy(n, best);
      try {
        wins = k >= 1 && k <= n - 1 && takeWins(f, n, k);
      } catch (err) {
        why = errorText(err);
      }
      if (k < 1 || k > n - 1) why = `The first move takes 1 to ${n - 1}. ${why}`;
      let clue = `Type ${n} above and look at the rightmost 1.`;
      if (k < 1 || k > n - 1) clue = `The first move takes 1 to ${n - 1} (not the whole pile). ${clue}`;
      else if (!wins) clue = `Taking ${k} leaves ${n - k}, and from there the engine wins. ${clue}`;
      return { correct: wins, answer: best.winning ? `take ${best.take} (the smallest winning move)` : 'every move loses here', why, clue };
    },
  });

  const pileChoices = sumPiles.map((p, i) => [String(i), `pile ${i + 1} (${p} counters)`]);
  question('nim-sum', {
    prompt: () => `Piles ${listWords(sumPiles)}, each a take-away game with ${ruleWords()}. What is the nim-sum G(4, 3) ⊕ G(6, 5) ⊕ G(9, 8)?`,
    answer: 'number',
    check: async (n) => {
      const s = rowAfter(f, sumPiles);
      const gs = s.components.map((c) => Number(c.grundy));
      const width = Math.max(1, ...gs.map((g) => g.toString(2).length));
      const plain = gs.reduce((a, b) => a + b, 0);
      const general = 'Read the three Grundy numbers in the strip above, write them in binary and add each column without carrying.';
      return { correct: n === Number(s.nimSum), answer: `${gs.join(' ⊕ ')} = ${s.nimSum}`,
        ...(n === plain && plain !== Number(s.nimSum) ? { clue: `${n} is the ordinary sum; the nim-sum adds in binary without carrying. ${general}` } : {}),
        why: `G(4, 3) = ${gs[0]}, G(6, 5) = ${gs[1]}, G(9, 8) = ${gs[2]}; in binary ${gs.map((g) => binary(g, width)).join(' ⊕ ')} = ${binary(s.nimSum, width)}, that is ${s.nimSum}.`,
        ...(n === plain && plain !== Number(s.nimSum) ? {} : { clue: general }) };
    },
  });

  /** The piles with a winning move (the engine's nim-sum after each legal take). */
  function winningTakes(rule) {
    const s = rowAfter(rule, sumPiles);
    return s.components.map((c, i) => {
      const takes = [];
      for (let k = 1; k <= Number(c.max); k++) if (Number(rowAfter(rule, sumPiles, i, k).nimSum) === 0) takes.push(k);
      return takes;
    });
  }
  question('sum-pile', {
    prompt: () => `It is your move in that row. From which pile do you take to win?`,
    answer: { choices: [...pileChoices, ['none', 'none: every move loses']] },
    check: async (answer) => {
      const wins = winningTakes(f);
      const good = wins.map((t, i) => (t.length ? i : null)).filter((i) => i !== null);
      const correct = answer === 'none' ? good.length === 0 : wins[Number(answer)].length > 0;
      return { correct,
        answer: good.length ? `pile ${orWords(good.map((i) => i + 1))}` : 'none: the nim-sum is already 0',
        why: rowHint(f, sumPiles).why,
        clue: 'A winning move makes the nim-sum 0: which pile’s Grundy number can be changed into the nim-sum of the other two?' };
    },
  });
  question('sum-take', {
    prompt: () => 'And how many counters do you take from the pile you chose?',
    answer: 'number',
    check: async (k) => {
      const picked = $('[data-question="sum-pile"] input[type="radio"]:checked');
      const hint = rowHint(f, sumPiles);
      const best = hint.winning ? `take ${hint.take} from pile ${Number(hint.component) + 1}` : 'no move wins';
      if (!picked || picked.value === 'none') {
        return { correct: false, answer: best, why: hint.why, clue: 'Choose a pile in the question above first.' };
      }
      const i = Number(picked.value);
      const max = Number(rowAfter(f, sumPiles).components[i].max);
      if (k < 1 || k > max) {
        return { correct: false, answer: best, why: hint.why, clue: `From pile ${i + 1} you may take 1 to ${max}.` };
      }
      const after = rowAfter(f, sumPiles, i, k);
      const gs = after.components.map((c) => Number(c.grundy));
      return { correct: Number(after.nimSum) === 0, answer: best,
        why: `Taking ${k} from pile ${i + 1} leaves Grundy numbers ${gs.join(' ⊕ ')} = ${after.nimSum}${Number(after.nimSum) === 0 ? ': the nim-sum is 0, so the opponent loses.' : '.'}`,
        clue: `Taking ${k} gives pile ${i + 1} the Grundy number ${gs[i]}, and the nim-sum becomes ${after.nimSum}. After your move the nim-sum must be 0: pile ${i + 1} must get Grundy number ${gs.reduce((a, b, j) => (j === i ? a : a ^ b), 0)} (the nim-sum of the other piles).` };
    },
  });

  function smallestPAbove10() {
    return setTable().pPositions.find((s) => s > 10);
  }
  question('p-rule', {
    prompt: () => `For ${setName()}: what is the smallest P-position above 10?`,
    answer: 'number',
    check: async (n) => {
      const right = smallestPAbove10();
      const general = 'Work upwards from 0 with the mex rule, or look for the period.';
      const v = n >= 0 && n <= setUpto ? pileVerdict(set, n) : null;
      let clue = general;
      let partly = false;
      if (n <= 10) clue = `${n} is not above 10. ${general}`;
      else if (v && v.p) {
        partly = true;
        clue = `${n} is a P-position — but there is a smaller one above 10. ${general}`;
      } else if (v) clue = `${n} is an N-position: ${v.why} ${general}`;
      return { correct: n === right, answer: right === undefined ? `none up to ${setUpto}` : `${right}`, partly: partly && n !== right,
        why: `The P-positions for ${setName()}: ${first(setTable().pPositions, 14)}.`,
        clue };
    },
  });
  question('lose-rule', {
    prompt: () => `For ${ruleWords()}: what is the smallest starting pile above 20 from which the first player loses?`,
    answer: 'number',
    check: async (n) => {
      const r = await takeaway();
      const losing = Array.from(r.losingStarts, Number);
      const right = losing.find((x) => x > 20);
      const general = 'Build H for this f, then check it against the game — Schwenk’s hypotheses may not hold.';
      let clue = general;
      let partly = false;
      if (n <= 20) clue = `${n} is not above 20. ${general}`;
      else if (losing.includes(n)) {
        partly = true;
        clue = `The first player loses from ${n} — but there is a smaller such start above 20. ${general}`;
      } else if (n >= 2 && n <= r.bruteUpto) clue = `From ${n} the first player wins (the engine’s winning first move: take ${bestMove(f, n, n - 1).take}). ${general}`;
      return { correct: n === right, answer: right ? `${right}` : `none up to ${fmtInt(r.bruteUpto)}`, partly: partly && n !== right,
        why: `The losing starts for ${ruleWords()} (every game tried): ${first(losing, 12)}.`,
        clue };
    },
  });

  question('h-losing', {
    prompt: () => `For ${ruleWords()}: is H exactly the set of starting piles from which the first player loses?`,
    answer: { choices: [['yes', 'Yes'], ['no', 'No']] },
    check: async (answer) => {
      const r = await takeaway();
      const c = r.claims.find((x) => x.id === 'h-losing');
      // the reason, in other words than the answer (the claim's text repeats its counterexample):
      // the engine's own play from the first start where H and the losing starts differ
      let why = c.text;
      if (!c.holds) {
        const h = new Set(Array.from(r.H, Number));
        const lose = new Set(Array.from(r.losingStarts, Number));
        let n = null;
        for (let x = 2; x <= r.bruteUpto && n === null; x++) if (h.has(x) !== lose.has(x)) n = x;
        if (n !== null) {
          const best = bestMove(f, n, n - 1);
          why = best.winning
            ? `The engine tried every game from ${n}: the first player wins by taking ${best.take}, although ${n} is in H.`
            : `The engine tried every game from ${n}: every first move loses, although ${n} is not in H.`;
        }
      }
      return { correct: answer === (c.holds ? 'yes' : 'no'),
        answer: c.holds ? `yes, on every N ≤ ${fmtInt(c.checkedUpto)}` : `no: ${c.counterexample}`,
        why, clue: 'Compare H with the piles you cannot win from: build H for this f, then try the smallest members in the game.' };
    },
  });
  question('rightmost', {
    prompt: () => {
      const n = rightmostPile();
      let parts = '';
      try {
        parts = ` = ${Array.from(takeawayRepresentation(f, String(n)).parts, Number).reverse().join(' + ')}`;
      } catch (_) { /* no representation: the prompt names N only */ }
      return `For ${ruleWords()}: from a start of ${n}${parts}, does removing the rightmost 1 win?`;
    },
    answer: { choices: [['yes', 'Yes, it wins'], ['no', 'No, it loses']] },
    check: async (answer) => {
      const n = rightmostPile();
      let r;
      try {
        r = takeawayRepresentation(f, String(n));
      } catch (err) {
        return { correct: false, answer: 'there is no rightmost 1 here', why: errorText(err), clue: 'Write the pile with H first.' };
      }
      const wins = r.wins !== false;
      return { correct: answer === (wins ? 'yes' : 'no'), answer: wins ? `yes: take ${r.rightmost}` : `no: taking ${r.rightmost} loses`,
        why: r.text, clue: `After taking the smallest part, how much may the opponent take, and what does the engine say about the pile left?` };
    },
  });

  /** Step 4's game starts just below the member of H its question asks for: the board writes the
   *  pile with the members of H up to the pile, and a larger start would show the answer. */
  function startTakeaway() {
    const h = hUpTo(f, 100000);
    const k = Math.min(6, h.length);
    const pile = Math.max(2, h[k - 1] - 1);
    const input = $('#takeaway-pile');
    input.value = String(pile);
    // (a message the box showed goes with the typed value it was about)
    const box = main.querySelector('#takeaway-pile-message');
    if (box) renderFieldError(input, box, null);
    else markInvalid(input, false);
    $('#game-takeaway').setAttribute('pile', String(pile));
  }

  // --- start piles: the engine checks the number as the game's own `pile` attribute; its words
  // show next to the box ---------------------------------------------------------------------------

  for (const input of main.querySelectorAll('[data-pile-for]')) {
    const game = $(`#${input.dataset.pileFor}`);
    const message = el('span', { class: 'field-error', id: `${input.id}-message`, 'aria-live': 'polite' });
    input.after(message);
    input.addEventListener('change', () => {
      const text = input.value.trim();
      const checked = text === '' ? null : checkWidget(game.getAttribute('game'), { pile: text });
      const said = checked && (checked.errors || []).find((e) => e.attr === 'pile');
      const error = !checked ? 'pile: type the number of counters to start from.' : said ? said.message : null;
      renderFieldError(input, message, error);
      if (!error) game.setAttribute('pile', String(checked.settings.pile));
    });
  }

  // --- the rules the student changes ------------------------------------------------------------

  const setChips = $('[data-set-chips]');
  const ruleChips = $('[data-rule-chips]');
  renderPresetChips(setChips, sets, (s) => ({ label: s.label, note: s.note, title: `takes ${s.set}`, data: { set: s.set } }), (s) => setSet(s.set));
  renderPresetChips(ruleChips, rules, (r) => ({ label: r.label, note: r.note, mono: true, title: `f(x) = ${r.f}`, data: { f: r.f } }), (r) => setRule(r.f));
  for (const preset of sets) preset.canonical = checkSet(preset.set).canonical;

  /** A field for the student's own rule beside the chips. */
  function ownRule(chips, { key, id, label, placeholder, check, apply }) {
    const input = settingInput(key, { id, size: 'small', attrs: { 'aria-label': label, placeholder } });
    const message = el('span', { class: 'field-error', id: `${id}-message`, 'aria-live': 'polite' });
    chips.append(el('label', { for: id }, 'or type one: '), input, message);
    input.addEventListener('change', () => {
      const c = check(input.value);
      renderFieldError(input, message, c.ok ? '' : c.message);
      if (c.ok) apply(input.value.trim());
    });
  }
  ownRule(setChips, { key: 'kset', id: 'set-input', label: 'Your own set of takes', placeholder: 'e.g. 2..6 or 1, 4', check: checkSet, apply: (s) => setSet(s) });
  ownRule(ruleChips, { key: 'tf', id: 'rule-input', label: 'Your own f(x)', placeholder: 'your own f(x)', check: checkF, apply: (r) => setRule(r) });
  for (const button of main.querySelectorAll('[data-set-rule]')) button.addEventListener('click', () => setRule(button.dataset.setRule));


  /** A new set of takes: every One Pile element, fact and question follows it. */
  function setSet(s) {
    set = s;
    for (const node of main.querySelectorAll('[data-set]')) node.setAttribute('set', s);
    markActiveChips(setChips, (p) => p.canonical === checkSet(s).canonical);
    lesson.resetQuestions();
    return facts.refresh();
  }

  /** A new f: every take-away element, fact and question follows it. */
  function setRule(rule) {
    f = rule;
    for (const node of main.querySelectorAll('[data-f]')) node.setAttribute('f', rule);
    markActiveChips(ruleChips, (r) => r.f === rule);
    lesson.resetQuestions();
    startTakeaway();
    showRepresentation();
    showCounterRepresentation();
    return facts.refresh();
  }

  markActiveChips(setChips, (p) => p.set === set);
  markActiveChips(ruleChips, (r) => r.f === f);
  startTakeaway();
  showRepresentation();
  showCounterRepresentation();
}

lessonReady(setup);
