// The lesson "Periodic rules and several bases" (www/lessons/periodic-bases.html, after Holshouser &
// Reiter 2006, "Dynamic Single-Pile Nim Using Multiple Bases"): its questions, live facts,
// conjectures, the views of the periodic analysis (the g_i table, the bases B_i, the multi-base
// representation, the theorem checks, Example 2 member by member) and the rule the student changes.
// Example 2 is the engine's default f(n, x) and t, read from the engine's spec; every number and
// verdict the page shows comes from the engine for the rule chosen now (step 5 is always about
// Example 2, the paper's rule).

import '../../../elements/index.js';
import { startLesson, lessonReady } from '../../../lessons/runtime.js';
import { freeEngineObject } from '../../../core/engine.js';
import { checkFn, periodicRepresentation } from '../engine.js';
import { field, checkSetting } from '../../../core/spec.js';
import { jobResult } from '../../../core/jobs.js';
import { el, fill, setText, fmtInt, andList, errorText, expandPowerText, withSubscripts } from '../../../core/dom.js';
import { renderPresetChips, markActiveChips, renderCaretCheck, renderFieldError } from '../../../widgets/fields.js';
import { settingField } from '../../../widgets/setting-field.js';
import { createGTable, createBases } from '../periodic/tables.js';
import { createTheorems, createExample2 } from '../periodic/theorems.js';
import { createChain } from '../periodic/representation.js';
import { subDigits, newPeriodicGame } from '../games.js';

/** The rules offered after Example 2 (which is the engine's default and is read from it). */
const otherRules = [
  { f: '2x', t: 1, label: '2x', note: 't = 1: Fibonacci Nim' },
  { f: 'if n == 0 then x else 2x', t: 2, label: 'x or 2x', note: 't = 2' },
  { f: '2x + n', t: 2, label: '2x + n', note: 't = 2' },
  { f: 'x + n', t: 3, label: 'x + n', note: 't = 3' },
  { f: 'if x % 2 == 0 then x/2 + n else 2x', t: 2, label: 'x/2 + n or 2x', note: 't = 2' },
  { f: 'if x % 3 == 0 then 1 else 2x + n', t: 2, label: '1 or 2x + n', note: 't = 2', fails: true },
];
const tableUpto = 1000;    // the analysis of the rule chosen now: g_i, the bases, the theorems
const listUpto = 60;       // the losing piles listed in sentences
const example2Upto = 100000;
const quickPiles = [['20', '20'], ['40', '40'], ['1 000', '1000'], ['10⁶', '1000000']];

const main = document.querySelector('main.lesson');
const lesson = startLesson(main);
const $ = (selector) => main.querySelector(selector);
const G = (i) => `G${subDigits(i)}`;
const B = (i) => `B${subDigits(i)}`;

// --- the engine, for any rule -----------------------------------------------------------------

/** The engine's analysis of the periodic rule on 1..upto (in a worker when long), once each. */
const analysis = (rule, upto = tableUpto) => jobResult({ kind: 'periodic', f: rule.f, t: rule.t, upto });

/** A game G_i of the rule from (pile, max), handed to `use` and freed after. */
function withGame(rule, i, pile, max, use) {
  const game = newPeriodicGame(rule.f, rule.t, i % rule.t, pile, max);
  try {
    return use(game);
  } finally {
    freeEngineObject(game);
  }
}

/** The engine's advice from (pile, max) in G_i: {winning, take, why}. */
const advice = (rule, i, pile, max) => withGame(rule, i, pile, max, (game) => game.hint());

/** Does taking k from (pile, max) in G_i win? The engine plays it and judges what is left. */
const takeWins = (rule, i, pile, max, k) => withGame(rule, i, pile, max, (game) => {
  game.play(k);
  return !game.hint().winning;
});

/** Taking k from (pile, max) in G_i, played by the engine: {wins, left, limit, reply} — the pile
 *  left, how many the other player may then take, and the other player's winning reply. */
const afterTake = (rule, i, pile, max, k) => withGame(rule, i, pile, max, (game) => {
  const state = game.play(k);
  const hint = game.hint();
  return { wins: !hint.winning, left: Number(state.pile), limit: Number(state.max), reply: hint.winning ? hint.take : null };
});

/** What a move does, in words from the engine: "Taking 4 leaves 14; the other player may then take
 *  up to 8 and wins by taking 1.", or why it is not a move. */
function moveClue(rule, i, pile, max, k) {
  if (k < 1 || k > max) return `From a pile of ${pile} you may take 1 to ${max}, so ${k} is not a move here.`;
  const r = afterTake(rule, i, pile, max, k);
  if (r.wins) return `Taking ${k} wins.`;
  return `Taking ${k} leaves ${r.left}; the other player may then take up to ${r.limit} and wins by taking ${r.reply}.`;
}

/** f(n, x) of the rule: the limit after a move of x from a pile of n in G_0, as the engine sets it. */
const limitAfter = (rule, n, x) => withGame(rule, 0, n, x, (game) => {
  game.play(x);
  return Number(game.state().limit);
});

/** The piles n ≤ upto from which the first player (who may take anything but the whole pile)
 *  loses in G_i: g_i(n) = n. */
function losingPiles(result, i, upto = result.upto) {
  const g = result.g[i % result.t];
  const out = [];
  for (let n = 1; n <= Math.min(upto, g.length); n++) if (g[n - 1] === n) out.push(n);
  return out;
}

const members = (result, i) => Array.from(result.theorem2.bases[i % result.t].base, Number);
const listWords = (values) => andList(values.map(Number));
const shortList = (values, count = 12) => `${listWords(values.slice(0, count))}${values.length > count ? ', …' : ''}`;

/** Builds the lesson's live parts once the engine is loaded. */
function setup() {
  const facts = lesson.facts;
  const { fact, conjecture, question } = lesson;
  // Example 2 is the engine's default periodic rule: its formula is read, never typed here
  const paper = { f: field('pf').default, t: Number(field('t').default) };
  const rules = [{ ...paper, label: 'Example 2', note: `the paper, t = ${paper.t}` }, ...otherRules];
  let rule = { ...paper };

  const canonical = (r) => checkFn(r.f, r.t).canonical || r.f;
  const isPaper = (r) => r.t === paper.t && canonical(r) === canonical(paper);
  /** The rule in a sentence: Example 2 by its name, any other by its formula. */
  const ruleWords = (r = rule) => (isPaper(r) ? 'Example 2' : `f(n, x) = ${canonical(r)} with t = ${r.t}`);
  /** The second game of the lesson: G_1, which for t = 1 is G_0 itself. */
  const other = () => 1 % rule.t;

  // --- facts ------------------------------------------------------------------------------------

  /** The rule as a sentence's nodes: the formula as code. */
  const ruleNodes = (r = rule) => ['f(n, x) = ', el('code', { class: 'rule-code' }, canonical(r)),
    ` with t = ${r.t}${isPaper(r) ? ' (the paper’s Example 2)' : ''}`];
  for (const node of main.querySelectorAll('[data-rule-words]')) facts.add(node, () => ruleNodes());

  const limitsSentence = () => {
    const [odd, even] = [limitAfter(rule, 15, 3), limitAfter(rule, 16, 3)];
    return `after a move of 3 from a pile of 15 the next player may take at most f(15, 3) = ${odd}; from a pile of 16, at most f(16, 3) = ${even}.`;
  };
  fact('limits', limitsSentence);
  fact('limits-answer', () => `In ${G(0)}, for ${ruleWords()}: ${limitsSentence()}`);
  fact('other-game-name', () => (rule.t > 1
    ? `game ${G(1)} against the same beginner`
    : `game ${G(1)}, which with t = 1 is ${G(0)} itself (1 ⊕ n = 0 for every n)`));
  fact('losing-starts', async () => {
    const result = await analysis(rule);
    return `in ${G(0)} the first player loses from N = ${listWords(losingPiles(result, 0, listUpto))}; `
      + `in ${G(1)} from N = ${listWords(losingPiles(result, other(), listUpto))} (every N ≤ ${listUpto}).`;
  });
  fact('losing-differ', async () => {
    const result = await analysis(rule);
    const a = new Set(losingPiles(result, 0, listUpto));
    const b = new Set(losingPiles(result, other(), listUpto));
    const differ = [];
    for (let n = 1; n <= listUpto; n++) if (a.has(n) !== b.has(n)) differ.push(n);
    return differ.length
      ? `Piles up to ${listUpto} that lose in one game and win in the other: ${listWords(differ)}.`
      : `No pile up to ${listUpto} loses in one of ${G(0)}, ${G(1)} and wins in the other for this rule.`;
  });
  fact('residue-5', () => `${G(5 % rule.t)} for t = ${rule.t}`);
  fact('g-examples', () => {
    const [a, b] = [periodicRepresentation(rule.f, rule.t, 0, 18), periodicRepresentation(rule.f, rule.t, other(), 18)];
    return withSubscripts(`g₀(18) = ${a.g} and g₁(18) = ${b.g} for ${ruleWords()}. ${a.why} ${b.why}`);
  });
  fact('challenge-50', () => (advice(rule, 0, 50, 49).winning
    ? 'the engine’s own verdict is that the first player can win from 50, but only with exact play.'
    : 'the engine’s own verdict is that the first player cannot win from 50 with this rule: watch how it escapes.'));
  fact('example2-verdict', async () => withSubscripts((await analysis(paper, example2Upto)).example2.text));
  fact('fibonacci-nim', async () => {
    const result = await analysis({ f: '2x', t: 1 });
    return `for f(n, x) = 2x with t = 1, ${B(0)} = ${shortList(members(result, 0), 14)} (every member up to ${fmtInt(tableUpto)}).`;
  });
  fact('bases-start', async () => {
    const result = await analysis(rule);
    const parts = result.theorem2.bases.map((entry, i) => `${B(i)} begins ${shortList(Array.from(entry.base, Number), 10)}`);
    return `${parts.join('; ')}.`;
  });
  fact('losing-starts-short', async () => {
    const result = await analysis(rule);
    return `${ruleWords()}: in ${G(0)} the first player loses from ${shortList(losingPiles(result, 0), 10)}`;
  });
  fact('theorem1-text', async () => {
    const result = await analysis(rule);
    return withSubscripts(`${result.theorem1.condition.text} ${result.theorem1.text} ${result.theorem2.text}`);
  });

  // --- conjectures students make (the teacher's layer): each judged by the engine ----------------


  conjecture('same-losers', async () => {
    const result = await analysis(rule);
    const b = new Set(losingPiles(result, other()));
    const n = losingPiles(result, 0).find((x) => !b.has(x));
    return n
      ? { holds: false, why: `for ${ruleWords()} the first player loses from ${n} in ${G(0)} but wins from it in ${G(1)}` }
      : { holds: true, why: `for ${ruleWords()} every losing pile of ${G(0)} up to ${fmtInt(tableUpto)} loses in ${G(1)} too` };
  });
  conjecture('fibonacci', async () => {
    const losing = losingPiles(await analysis(rule), 0);
    const fib = [1, 2];
    while (fib[fib.length - 1] + fib[fib.length - 2] <= tableUpto) fib.push(fib[fib.length - 1] + fib[fib.length - 2]);
    const k = fib.findIndex((v, i) => losing[i] !== v);
    return k < 0 && losing.length === fib.length
      ? { holds: true, why: `for ${ruleWords()} they are exactly the Fibonacci numbers up to ${fmtInt(tableUpto)}` }
      : { holds: false, why: `for ${ruleWords()} they are ${shortList(losing, 10)}` };
  });
  conjecture('g-order', async () => {
    const result = await analysis(rule);
    const [g0, g1] = [result.g[0], result.g[other()]];
    const n = g0.findIndex((v, k) => v > g1[k]) + 1;
    return n
      ? { holds: false, why: `for ${ruleWords()}: g₀(${n}) = ${g0[n - 1]} but g₁(${n}) = ${g1[n - 1]}` }
      : { holds: true, why: `for ${ruleWords()} on every n ≤ ${fmtInt(tableUpto)}` };
  });
  conjecture('losers-are-base', async () => {
    const result = await analysis(rule);
    for (let i = 0; i < result.t; i++) {
      const losing = new Set(losingPiles(result, i));
      const base = members(result, i);
      const inBase = new Set(base);
      const b = base.find((x) => !losing.has(x));
      if (b) {
        const theta = result.theorem2.bases[i].theta?.[base.indexOf(b)];
        return { holds: false, why: `for ${ruleWords()}: ${b} is in ${B(i)}, yet the first player wins from it in ${G(i)}${theta ? ` by taking Θ = ${theta}` : ''}` };
      }
      const n = [...losing].find((x) => !inBase.has(x));
      if (n) return { holds: false, why: `for ${ruleWords()}: the first player loses from ${n} in ${G(i)}, which is not in ${B(i)}` };
    }
    return { holds: true, why: `for ${ruleWords()} in every game, on every pile up to ${fmtInt(tableUpto)}` };
  });
  conjecture('golden', async () => {
    const base = members(await analysis(paper, example2Upto), 0);
    const [a, b] = base.slice(-2);
    const ratio = b / a;
    const phi = (1 + Math.sqrt(5)) / 2;
    return {
      holds: Math.abs(ratio - phi) < 0.01,
      why: `in Example 2 the last two members of ${B(0)} up to ${fmtInt(example2Upto)} are ${fmtInt(a)} and ${fmtInt(b)}: a ratio of ${ratio.toFixed(4)}; the golden ratio is ${phi.toFixed(4)}`,
    };
  });
  conjecture('starts-123', async () => {
    const result = await analysis(rule);
    const i = result.theorem2.bases.findIndex((entry) => [1, 2, 3].some((v, k) => entry.base[k] !== v));
    return i < 0
      ? { holds: true, why: `for ${ruleWords()} every base does` }
      : { holds: false, why: `for ${ruleWords()}, ${B(i)} begins ${shortList(members(result, i), 4)}` };
  });
  conjecture('t-bases', async () => {
    const result = await analysis(rule);
    const distinct = new Set(result.theorem2.bases.map((entry) => Array.from(entry.base).join(',')));
    return {
      holds: distinct.size === result.t,
      why: `for ${ruleWords()}: ${distinct.size} different ${distinct.size === 1 ? 'base' : 'bases'} up to ${fmtInt(tableUpto)} for ${result.t} ${result.t === 1 ? 'game' : 'games'}`,
    };
  });
  conjecture('condition-needed', async () => {
    const seen = [...rules, rule].filter((r, k, all) => all.findIndex((s) => s.f === r.f && s.t === r.t) === k);
    const results = await Promise.all(seen.map((r) => analysis(r)));
    const failing = seen.map((r, k) => ({ r, result: results[k] })).filter(({ result }) => result.theorem1.condition.status === 'fails');
    const survivor = failing.find(({ result }) => result.theorem1.conclusions.every((c) => c.holds));
    if (survivor) {
      return { holds: false, why: `for ${ruleWords(survivor.r)} condition (2) fails, yet every conclusion holds on 1 … ${fmtInt(tableUpto)}` };
    }
    return failing.length
      ? { holds: true, why: `for each rule on this page where condition (2) fails (${failing.length}), a conclusion fails too` }
      : { holds: true, why: 'no rule on this page fails condition (2)' };
  });
  conjecture('theorem2-always', async () => {
    const t2 = (await analysis(rule)).theorem2;
    return { holds: !!t2.holds, why: `for ${ruleWords()}: ${t2.text}` };
  });

  // --- the views of the analysis (they follow the rule) -----------------------------------------

  const viewHost = (name) => $(`[data-view="${name}"]`);
  const viewError = el('p', { class: 'fact-error', id: 'pl-analysis-error', 'aria-live': 'polite' });
  viewHost('g-table').before(viewError);
  const gTable = createGTable(viewHost('g-table'), { ids: 'pl-', pageSize: 15 });
  const bases = createBases(viewHost('bases'));
  const theorems = createTheorems(viewHost('theorems'), { ids: 'pl-' });
  const example2 = createExample2(viewHost('example2'), { ids: 'pl-' });

  async function drawViews() {
    const wanted = rule;
    try {
      const result = await analysis(wanted);
      if (wanted !== rule) return;
      setText(viewError, '');
      gTable.render(result);
      bases.render(result);
      theorems.render(result);
    } catch (err) {
      if (wanted === rule) setText(viewError, `The engine could not compute the games for ${ruleWords(wanted)}: ${errorText(err)}`);
    }
  }
  analysis(paper, example2Upto).then((result) => example2.render(result), (err) => {
    fill(viewHost('example2'), el('p', { class: 'fact-error' }, errorText(err)));
  });

  // the multi-base representation of a pile in a game of the student's choice
  const repr = { game: 0, typed: '40' };
  const gameSelect = el('select', { id: 'pl-repr-game', class: 'game-select' });
  const pileInput = el('input', {
    id: 'pl-repr-input', class: 'mono big-input', type: 'text', inputmode: 'numeric', autocomplete: 'off',
    'aria-describedby': 'pl-repr-error', value: repr.typed,
  });
  const pileError = el('div', { id: 'pl-repr-error', class: 'field-error', 'aria-live': 'polite' });
  const quick = el('div', { class: 'repr-quick', role: 'group', 'aria-label': 'Example piles' },
    el('span', { class: 'presets-label' }, 'Try:'),
    quickPiles.map(([label, value]) => el('button', {
      type: 'button', class: 'preset', onclick: () => { pileInput.value = value; repr.typed = value; drawChain(); },
    }, label)));
  fill(viewHost('chain-controls'), el('div', { class: 'control-row' },
    el('div', { class: 'field' }, el('label', { for: 'pl-repr-game' }, 'Game'), gameSelect),
    el('div', { class: 'field field-n' }, el('label', { for: 'pl-repr-input' }, 'Pile ', el('span', { class: 'math' }, 'n')), pileInput),
    quick), pileError);
  const chain = createChain(viewHost('chain'), { ids: 'pl-' });
  gameSelect.addEventListener('change', () => { repr.game = Number(gameSelect.value); drawChain(); });
  pileInput.addEventListener('input', () => { repr.typed = pileInput.value; drawChain(); });

  function fillGames() {
    repr.game = Math.min(repr.game, rule.t - 1);
    fill(gameSelect, Array.from({ length: rule.t }, (_, i) => el('option', { value: i, selected: i === repr.game }, G(i))));
    gameSelect.value = String(repr.game);
  }

  function drawChain() {
    const text = expandPowerText(repr.typed);
    let error = null;
    let result = null;
    if (text === '') error = 'Enter a whole number n ≥ 1.';
    else {
      try {
        result = periodicRepresentation(rule.f, rule.t, repr.game, text);
      } catch (err) {
        error = errorText(err);
      }
    }
    renderFieldError(pileInput, pileError, error);
    chain.render(result);
  }

  // --- questions --------------------------------------------------------------------------------

  /** A prompt that needs the engine: a fixed node, filled (and filled again) as a fact. */
  function livePrompt(compute) {
    const node = el('span', { class: 'live-prompt' });
    facts.add(node, compute);
    node.classList.remove('fact');
    return () => node;
  }

  const winLose = (winning) => (winning ? 'win' : 'lose');

  question('pile-8', {
    prompt: () => `${ruleWords()}: a pile of 8, the first move may take 1 to 7. With best play, does the first player win or lose in ${G(0)} and in ${G(1)}?`,
    answer: { choices: [
      ['win-win', `wins in both games`],
      ['win-lose', `wins in ${G(0)}, loses in ${G(1)}`],
      ['lose-win', `loses in ${G(0)}, wins in ${G(1)}`],
      ['lose-lose', 'loses in both games'],
    ] },
    check: async (answer) => {
      const [a, b] = [advice(rule, 0, 8, 7), advice(rule, other(), 8, 7)];
      const right = `${winLose(a.winning)}-${winLose(b.winning)}`;
      const [say0, say1] = answer.split('-');
      const ok0 = say0 === winLose(a.winning);
      const ok1 = say1 === winLose(b.winning);
      const look = (i) => `look again at ${G(i)}: try every first move from 8 on paper — after a move of k, the opponent may take up to f(${8 + i}, k).`;
      return {
        correct: answer === right,
        partly: ok0 !== ok1,
        answer: `the first player ${winLose(a.winning)}s in ${G(0)} and ${winLose(b.winning)}s in ${G(1)}`,
        why: `${a.why} ${b.why}`,
        clue: ok0 !== ok1
          ? `Your answer for ${ok0 ? G(0) : G(1)} is right; ${look(ok0 ? 1 : 0)}`
          : `Both halves need another look. Try every first move from 8 on paper: after a move of k, the opponent may take up to f(8, k) in ${G(0)} and f(9, k) in ${G(1)}.`,
      };
    },
  });

  question('lose-other', {
    prompt: () => `${ruleWords()}: name a pile N above 8 from which the first player (who may take anything but the whole pile) loses in ${G(1)}.`,
    answer: 'number',
    check: async (n) => {
      const result = await analysis(rule);
      const losing = losingPiles(result, other()).filter((x) => x > 8);
      let why;
      let loses = false;
      if (n < 1) why = 'N must be a pile of at least one counter.';
      else {
        try {
          const r = periodicRepresentation(rule.f, rule.t, other(), n);
          loses = Number(r.g) === n;
          why = r.why;
        } catch (err) {
          why = errorText(err);
        }
      }
      let clue;
      let partly = false;
      const losesIn = (i) => n >= 2 && n <= tableUpto && losingPiles(result, i).includes(n);
      if (n < 2) clue = 'A game needs a pile of at least 2 counters (the first move may not take the whole pile).';
      else if (loses) {
        partly = true;
        clue = `${n} is a losing pile of ${G(1)}, but it is not above 8.`;
      } else if (n <= tableUpto && losesIn(0)) {
        partly = true;
        clue = `${n} is a losing pile of ${G(0)}, but in ${G(1)} the first player wins from it by taking ${advice(rule, other(), n, n - 1).take}.`;
      } else if (n <= tableUpto) clue = `From ${n} in ${G(1)} the first player wins by taking ${advice(rule, other(), n, n - 1).take}.`;
      else clue = `Look for a smaller pile: one up to ${fmtInt(tableUpto)}.`;
      return {
        correct: n > 8 && loses,
        partly,
        answer: losing.length ? `for example ${listWords(losing.slice(0, 3))}` : `none up to ${fmtInt(tableUpto)}`,
        why,
        clue,
      };
    },
  });

  function predictG(i) {
    return {
      prompt: () => `Predict g${subDigits(i)}(18) for ${ruleWords()}: the smallest number of counters that wins from a pile of 18 in ${G(i)}.`,
      answer: 'number',
      check: async (k) => {
        const game = i % rule.t;
        const r = periodicRepresentation(rule.f, rule.t, game, 18);
        const g = Number(r.g);
        const wins = k >= 1 && k < 18 && takeWins(rule, game, 18, 17, k);
        return { correct: g === k, answer: `g${subDigits(i)}(18) = ${r.g}`, why: r.why,
          partly: wins && k > g,
          clue: wins && k > g ? `Taking ${k} wins too, but a smaller number of counters also wins from 18 in ${G(i)}.` : `In ${G(i)}: ${moveClue(rule, game, 18, 17, k)}` };
      },
    };
  }
  question('g0-18', predictG(0));
  question('g1-18', predictG(1));

  question('move-100', {
    prompt: () => `${ruleWords()}, game ${G(0)}: a pile of 100, the first move up to 99. How many counters do you take to win?`,
    answer: 'number',
    check: async (k) => {
      const best = advice(rule, 0, 100, 99);
      let wins = false;
      let why = best.why;
      try {
        wins = k >= 1 && k <= 99 && takeWins(rule, 0, 100, 99, k);
      } catch (err) {
        why = errorText(err);
      }
      let clue;
      try {
        clue = `${moveClue(rule, 0, 100, 99, k)} Write 100 in game ${G(0)} with the tool above and look at its last part.`;
      } catch (err) {
        clue = errorText(err);
      }
      return { correct: wins, answer: best.winning ? `take ${best.take} (the smallest winning move)` : 'every move loses here', why, clue };
    },
  });

  /** The row of Example 2 the question asks about: a member of B_1 whose formula has a − 1. */
  async function example2Row() {
    const rows = (await analysis(paper, example2Upto)).example2.rows;
    return rows.find((r) => r.game === 1 && /−/.test(r.expression || '') && r.formula !== null)
      || rows.find((r) => r.formula !== null && /\+/.test(r.expression || ''));
  }
  const fibText = (expression) => String(expression).replace(/F_?\{?(\d+)\}?/g, (_, d) => `F${subDigits(d)}`);

  question('ex2-member', {
    prompt: livePrompt(async () => {
      const row = await example2Row();
      return `The paper writes member number ${row.k} of ${B(row.game)} in Example 2 (counting from 0) as ${fibText(row.expression)}, with F₀ = 1, F₁ = 2, F₂ = 3, F₃ = 5, F₄ = 8, …. What number is that?`;
    }),
    answer: 'number',
    check: async (v) => {
      const row = await example2Row();
      const computed = row.computed === null || row.computed === undefined ? 'nothing (beyond its range)' : fmtInt(row.computed);
      return {
        correct: v === Number(row.formula),
        answer: `${fibText(row.expression)} = ${fmtInt(row.formula)}`,
        why: `The engine computed member ${row.k} of ${B(row.game)} as ${computed}; the paper’s formula gives ${fmtInt(row.formula)}: ${row.agrees ? 'they agree' : 'they differ'}.`,
        clue: `${fmtInt(v)} is ${v > Number(row.formula) ? 'too large' : 'too small'}. List the Fibonacci numbers from F₀ = 1, F₁ = 2 (each the sum of the two before), pick the ones the formula names and add or subtract as it says.`,
      };
    },
  });

  question('lose-rule', {
    prompt: () => `Predict for ${ruleWords()}: what is the smallest pile above 10 from which the first player loses in ${G(0)}?`,
    answer: 'number',
    check: async (n) => {
      const losing = losingPiles(await analysis(rule), 0);
      const first = losing.find((x) => x > 10);
      let clue;
      let partly = false;
      if (losing.includes(n)) {
        partly = true;
        clue = n <= 10 ? `${n} is a losing pile of ${G(0)}, but it is not above 10.` : `${n} is a losing pile of ${G(0)}, but there is a smaller one above 10.`;
      } else if (n >= 2 && n <= tableUpto) clue = `From ${n} in ${G(0)} the first player wins by taking ${advice(rule, 0, n, n - 1).take}. The table of step 3 shows where g₀(N) = N.`;
      else clue = 'The table of step 3 shows the piles where g₀(N) = N: those are the losing piles.';
      return { correct: n === first, partly, answer: first ? `${first}` : `none up to ${fmtInt(tableUpto)}`,
        why: `The losing piles of ${G(0)} for ${ruleWords()}: ${shortList(losing, 12)}.`, clue };
    },
  });

  question('condition', {
    prompt: () => `For ${ruleWords()}: does condition (2), f(n, x + 1) − f(n, x) ≥ −1, hold for every n and x?`,
    answer: { choices: [['yes', 'Yes, it holds'], ['no', 'No, it fails somewhere']] },
    check: async (answer) => {
      const cond = (await analysis(rule)).theorem1.condition;
      const holds = cond.status !== 'fails';
      return { correct: answer === (holds ? 'yes' : 'no'),
        answer: holds ? 'yes, it holds' : `no, it fails at n = ${cond.at.n}, x = ${cond.at.x}`,
        why: cond.text,
        clue: answer === 'yes'
          ? 'Look for a drop: for each n = 0, …, t − 1, compare f(n, x + 1) with f(n, x) for small x. Does the limit ever fall by 2 or more when x grows by 1?'
          : 'A drop of exactly 1 is allowed. For each n = 0, …, t − 1, compare f(n, x + 1) with f(n, x): is any drop larger than 1?' };
    },
  });

  /** The member of Theorem 1's bases the last question asks about: the first counterexample to
   *  conclusion 1 when there is one, else the fifth member of B_0. */
  async function theorem1Member() {
    const result = await analysis(rule);
    const ce = result.theorem1.conclusions.find((c) => c.name === '1')?.counterexample;
    if (ce) return { game: ce.game, n: Number(ce.n) };
    const base = Array.from(result.theorem1.bases[0].base, Number);
    return { game: 0, n: base[Math.min(4, base.length - 1)] };
  }

  question('theorem1-member', {
    prompt: livePrompt(async () => {
      const { game, n } = await theorem1Member();
      return `For ${ruleWords()}, Theorem 1’s construction puts ${n} in ${B(game)}. From a pile of ${n} in ${G(game)}, the first move up to ${n - 1}, does the first player win or lose?`;
    }),
    answer: { choices: [['win', 'The first player wins'], ['lose', 'The first player loses']] },
    check: async (answer) => {
      const { game, n } = await theorem1Member();
      const a = advice(rule, game, n, n - 1);
      return { correct: answer === winLose(a.winning), answer: `the first player ${winLose(a.winning)}s from ${n} in ${G(game)}`, why: a.why,
        clue: answer === 'lose'
          ? 'Conclusion 1 of Theorem 1 says the first player loses from every member of the base — but only when condition (2) holds. Does it hold here? Try the first moves on paper.'
          : 'Try every first move on paper: after each, can the opponent answer with a move that wins?' };
    },
  });

  // --- the rule the student changes ------------------------------------------------------------

  const chips = $('[data-rule-chips]');
  renderPresetChips(chips, rules, (r) => ({
    label: r.label, note: r.note, mono: true, title: `f(n, x) = ${r.f}, t = ${r.t}`, data: { f: r.f, t: r.t },
  }), (r) => setRule({ f: r.f, t: r.t }));

  const own = settingField('pf', { id: 'rule-f-input', size: 'plain', describedBy: 'rule-message', label: 'or type one: $f(n, x) =$', className: 'field-f' });
  const period = settingField('t', { id: 'rule-t-input', size: 'small', describedBy: 'rule-t-message', label: 'period $t =$', className: 'field-t' });
  const [fInput, tInput] = [own.input, period.input];
  const message = el('div', { class: 'f-message', id: 'rule-message', 'aria-live': 'polite' });
  const tMessage = el('div', { class: 'field-error', id: 'rule-t-message', 'aria-live': 'polite' });
  const apply = el('button', { type: 'submit', class: 'btn' }, 'Use this rule');
  const form = el('form', { class: 'control-row rule-form' }, own.field, period.field, apply);
  fill($('[data-rule-custom]'), form, tMessage, message);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const t = checkSetting('t', tInput.value);
    renderFieldError(tInput, tMessage, t.error);
    if (t.error) return;
    const check = checkFn(fInput.value, Number(t.value));
    renderCaretCheck(fInput, message, check);
    if (check.ok) setRule({ f: fInput.value.trim(), t: Number(t.value) });
  });
  for (const button of main.querySelectorAll('[data-set-rule]')) {
    button.addEventListener('click', () => {
      const r = button.dataset.setRule === 'fails' ? rules.find((x) => x.fails) : paper;
      setRule({ f: r.f, t: r.t });
    });
  }

  /** A new rule: every element, view, fact and question follows it. */
  function setRule(next) {
    rule = { f: next.f, t: next.t };
    for (const node of main.querySelectorAll('[data-rule]')) {
      node.setAttribute('t', String(rule.t));
      node.setAttribute('f', rule.f);
      node.setAttribute('i', String(Number(node.dataset.gameIndex || 0) % rule.t));
    }
    fInput.value = rule.f;
    tInput.value = String(rule.t);
    markActiveChips(chips, (r) => r.f === rule.f && r.t === rule.t);
    lesson.resetQuestions();
    fillGames();
    drawChain();
    drawViews();
    return facts.refresh();
  }

  fInput.value = rule.f;
  tInput.value = String(rule.t);
  markActiveChips(chips, (r) => r.f === rule.f && r.t === rule.t);
  fillGames();
  drawChain();
  drawViews();
}

lessonReady(setup);
