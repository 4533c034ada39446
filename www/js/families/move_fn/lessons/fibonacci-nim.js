// The lesson "Fibonacci Nim and the move-function game" (www/lessons/fibonacci-nim.html, after
// Holshouser & Reiter 2003): its questions, live facts, conjectures and the rule the student
// changes. Every number and verdict the page shows comes from the engine for the rule chosen now;
// the page's prose holds no claim a rule change could falsify.

import '../../../elements/index.js';
import { startLesson, lessonReady } from '../../../lessons/runtime.js';
import { freeEngineObject } from '../../../core/engine.js';
import { checkF, bestMove, representation } from '../engine.js';
import { newGame } from '../games.js';
import { jobResult } from '../../../core/jobs.js';
import { el, fill, fmtInt, andList, errorText } from '../../../core/dom.js';
import { renderPresetChips, markActiveChips } from '../../../widgets/fields.js';
import { settingInput } from '../../../widgets/setting-field.js';

const rules = [
  { f: '2x', label: '2x', note: 'Fibonacci Nim' },
  { f: 'x', label: 'x', note: 'at most the same' },
  { f: '2x - 1', label: '2x − 1', note: '' },
  { f: '3x', label: '3x', note: '' },
  { f: 'x^2', label: 'x²', note: 'the conjecture' },
];
const tableUpto = 100;
const growthUpto = 1000000;

const main = document.querySelector('main.lesson');
const lesson = startLesson(main);
const $ = (selector) => main.querySelector(selector);
let f = '2x';

// --- the engine, for any rule ---------------------------------------------------------------

/** The engine's whole analysis of f on 1..upto (in a worker when long), once per (f, upto). */
const analysis = (rule, upto) => jobResult({ kind: 'fn', f: rule, upto });

const ruleWords = (rule = f) => `f(x) = ${checkF(rule).canonical || rule}`;
const listWords = (values) => andList(Array.from(values, Number));

/** The first player (who may take anything but the whole pile) loses from these N ≤ upto. */
async function losingStarts(rule = f, upto = tableUpto) {
  const result = await analysis(rule, upto);
  return Array.from(result.losingStarts || [], Number).filter((n) => n <= upto);
}

/** Does taking k from (pile, max) win? The engine plays it and judges the position left. */
function takeWins(rule, pile, max, k) {
  return afterTake(rule, pile, max, k).wins;
}

/** Taking k from (pile, max), played by the engine: {wins, left, limit, reply} — the pile left, how
 *  many the other player may then take, and the other player's winning reply when there is one. */
function afterTake(rule, pile, max, k) {
  const game = newGame(rule, pile, max);
  try {
    const state = game.play(k);
    const hint = game.hint();
    return { wins: !hint.winning, left: Number(state.pile), limit: Number(state.max), reply: hint.winning ? hint.take : null };
  } finally {
    freeEngineObject(game);
  }
}

/** What a wrong move does, in words: "Taking 4 leaves 14; the other player may then take up to 8
 *  and wins by taking 1." (from the engine), or why the move is not allowed. */
function moveClue(rule, pile, max, k) {
  if (k < 1 || k > max) return `From a pile of ${pile} you may take 1 to ${max}, so ${k} is not a move here.`;
  const r = afterTake(rule, pile, max, k);
  if (r.wins) return `Taking ${k} wins.`;
  return `Taking ${k} leaves ${r.left}; the other player may then take up to ${r.limit} and wins by taking ${r.reply}.`;
}

/** Builds the lesson's live parts once the engine is loaded. */
function setup() {
  const facts = lesson.facts;
  const { fact, conjecture, question } = lesson;

  // --- facts ------------------------------------------------------------------------------------


  fact('example-20', async () => {
    const r = representation(f, '20');
    const parts = Array.from(r.parts, String).reverse();
    return `for ${ruleWords()}: 20 = ${parts.join(' + ')}, the smallest part is ${r.smallest}, and the engine’s smallest winning move from 20 is ${r.g}.`;
  });
  fact('base-is-losing', async () => {
    const [result, losing] = await Promise.all([analysis(f, tableUpto), losingStarts()]);
    const base = Array.from(result.base, Number).filter((n) => n <= tableUpto);
    const same = base.length === losing.length && base.every((v, i) => v === losing[i]);
    return same
      ? `for ${ruleWords()}, up to ${tableUpto} it is exactly the list of losing starts`
      : `for ${ruleWords()}, up to ${tableUpto} it is not the list of losing starts`;
  });
  fact('losing-starts', async () => `N = ${listWords(await losingStarts())} (every N ≤ ${tableUpto}).`);
  fact('losing-starts-short', async () => `${ruleWords()}: the first player loses from ${listWords((await losingStarts()).slice(0, 10))}, …`);
  fact('g-examples', async () => {
    const [a, b] = [representation(f, '18'), representation(f, '42')];
    return `g(18) = ${a.g} and g(42) = ${b.g} for ${ruleWords()}: ${a.why}`;
  });
  fact('challenge-50', async () => (bestMove(f, 50, 49).winning
    ? 'the engine’s own verdict is that the first player can win from 50, but only with exact play.'
    : 'the engine’s own verdict is that the first player cannot win from 50 with this rule: watch how it escapes.'));
  fact('base-start', async () => {
    const result = await analysis(f, tableUpto);
    const base = Array.from(result.base, Number);
    return `${listWords(base.slice(0, 12))}${base.length > 12 ? ', …' : ''} (${result.finite ? 'it is finite' : `${base.length} members up to ${tableUpto}`}).`;
  });
  fact('growth', async () => {
    const result = await analysis(f, growthUpto);
    return `For ${ruleWords()}: ${result.growth.text}`;
  });
  fact('growth-x2', async () => (await analysis('x^2', growthUpto)).growth.text);
  fact('growth-table', async () => {
    const result = await analysis(f, growthUpto);
    const base = Array.from(result.base, Number);
    if (base.length < 3) return el('p', null, `The base of ${ruleWords()} has only ${base.length} members up to ${fmtInt(growthUpto)}.`);
    const rows = [];
    for (let k = Math.max(2, base.length - 5); k <= base.length; k++) {
      const b = base[k - 1];
      rows.push(el('tr', null, el('td', null, fmtInt(k)), el('td', null, fmtInt(b)),
        el('td', null, fmtInt(Math.round((k * k) / 4))), el('td', null, (b / base[k - 2]).toFixed(4))));
    }
    return el('table', { class: 'growth-table' },
      el('caption', null, `The last members of B_f ≤ ${fmtInt(growthUpto)} for ${ruleWords()}`),
      el('thead', null, el('tr', null, ['k', 'b_k', 'k²/4', 'b_k / b_(k−1)'].map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', null, rows));
  });
  for (const node of main.querySelectorAll('[data-rule-words]')) facts.add(node, () => ruleWords());

  // --- conjectures students make (the teacher's layer): each judged by the engine ----------------


  /** The Fibonacci numbers 1, 2, 3, 5, 8, … up to `upto` (what the students' conjecture names). */
  function fibonacci(upto) {
    const out = [1, 2];
    while (out[out.length - 1] + out[out.length - 2] <= upto) out.push(out[out.length - 1] + out[out.length - 2]);
    return out;
  }

  const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

  conjecture('even', async () => {
    const losing = new Set(await losingStarts());
    const even = [];
    for (let n = 2; n <= tableUpto; n += 2) if (!losing.has(n)) even.push(n);
    return even.length
      ? { holds: false, why: `for ${ruleWords()} the first player wins from ${even[0]}, an even pile` }
      : { holds: true, why: `for ${ruleWords()} every even pile up to ${tableUpto} is a losing start` };
  });
  conjecture('fibonacci', async () => {
    const losing = await losingStarts();
    const fib = fibonacci(tableUpto);
    return same(losing, fib)
      ? { holds: true, why: `for ${ruleWords()} the losing starts up to ${tableUpto} are exactly ${listWords(fib)}` }
      : { holds: false, why: `for ${ruleWords()} they are ${listWords(losing.slice(0, 12))}${losing.length > 12 ? ', …' : ''}` };
  });
  conjecture('powers-of-two', async () => {
    const losing = await losingStarts('x');
    const powers = losing.filter((n) => (n & (n - 1)) === 0);
    return powers.length === losing.length && losing.length === Math.floor(Math.log2(tableUpto)) + 1
      ? { holds: true, why: `the engine: ${listWords(losing)} up to ${tableUpto}` }
      : { holds: false, why: `the engine: ${listWords(losing)}` };
  });
  conjecture('sparser', async () => {
    const [x, y] = await Promise.all([losingStarts('x', 1000), losingStarts('2x - 1', 1000)]);
    return y.length < x.length
      ? { holds: true, why: `up to 1000: ${y.length} losing piles for 2x − 1, ${x.length} for x` }
      : { holds: false, why: `up to 1000 both have ${x.length} losing piles${same(x, y) ? ', the same ones' : ''}` };
  });

  // --- questions --------------------------------------------------------------------------------


  const winLose = { choices: [['win', 'The first player wins'], ['lose', 'The first player loses']] };

  question('lose-8', {
    prompt: () => 'A pile of 8; the first move may take 1 to 7. With best play, does the first player win or lose?',
    answer: winLose,
    check: async (answer) => {
      const r = bestMove(f, 8, 7);
      const right = r.winning ? 'win' : 'lose';
      return { correct: answer === right, answer: `the first player ${right}s from 8`, why: r.why,
        clue: answer === 'win'
          ? 'If the first player wins, some first move must win. Try the first moves 1, 2, 3 … on paper: after each, can the other player answer with a move that wins?'
          : 'If the first player loses, every first move must lose. Look for a first move after which the other player is stuck.' };
    },
  });

  /** The window [20, b] holding at least one losing start of the rule. */
  async function loseWindow() {
    const losing = await losingStarts();
    const inside = losing.find((n) => n >= 20);
    return [20, Math.max(40, inside ?? 40)];
  }

  question('lose-range', {
    prompt: () => 'Name a pile N between 20 and 40 that is a losing start: the first player (who may take anything but the whole pile) loses.',
    answer: 'number',
    check: async (n) => {
      const [lo, hi] = await loseWindow();
      const losing = await losingStarts();
      const here = losing.filter((x) => x >= lo && x <= hi);
      const right = here.includes(n);
      const why = n >= 1 ? representation(f, String(n)).why : 'N must be a pile of at least one counter.';
      let clue;
      let partly = false;
      if (n < 2) clue = 'A game needs a pile of at least 2 counters (the first move may not take the whole pile).';
      else if (losing.includes(n)) {
        partly = true;
        clue = `${n} is a losing start, but it is outside ${lo} to ${hi}.`;
      } else {
        const best = bestMove(f, n, n - 1);
        clue = `From ${n} the first player wins by taking ${best.take}. Look at the piles you could not win from in step 1, and at how they grow.`;
      }
      return {
        correct: right && n >= lo && n <= hi,
        partly,
        answer: here.length ? `${listWords(here)}` : `none between ${lo} and ${hi}`,
        why: `For ${ruleWords()}: ${why}`,
        clue,
      };
    },
  });

  function predictG(n) {
    return {
      prompt: () => `Predict g(${n}) for ${ruleWords()}: the smallest number of counters that wins from a pile of ${n}.`,
      answer: 'number',
      check: async (k) => {
        const r = representation(f, String(n));
        const g = Number(r.g);
        const wins = k >= 1 && k < n && takeWins(f, n, n - 1, k);
        return { correct: g === k, answer: `g(${n}) = ${r.g}`, why: r.why,
          partly: wins && k > g,
          clue: wins && k > g ? `Taking ${k} wins too, but a smaller number of counters also wins from ${n}.` : moveClue(f, n, n - 1, k) };
      },
    };
  }
  question('g-18', predictG(18));
  question('g-42', predictG(42));

  question('move-100', {
    prompt: () => `A pile of 100, the first move up to 99, ${ruleWords()}. How many counters do you take to win?`,
    answer: 'number',
    check: async (k) => {
      const best = bestMove(f, 100, 99);
      let wins = false;
      let why = best.why;
      try {
        wins = k >= 1 && k <= 99 && takeWins(f, 100, 99, k);
      } catch (err) {
        why = errorText(err);
      }
      let clue;
      try {
        clue = `${moveClue(f, 100, 99, k)} Write 100 as a sum with the drawing above and look at its smallest part.`;
      } catch (err) {
        clue = errorText(err);
      }
      return { correct: wins, answer: best.winning ? `take ${best.take} (the smallest winning move)` : 'every move loses here', why, clue };
    },
  });

  question('lose-rule', {
    prompt: () => `Predict for ${ruleWords()}: what is the smallest losing start above 10 (the smallest pile above 10 from which the first player loses)?`,
    answer: 'number',
    check: async (n) => {
      const losing = await losingStarts();
      const first = losing.find((x) => x > 10);
      let clue;
      let partly = false;
      if (losing.includes(n)) {
        partly = true;
        clue = n <= 10 ? `${n} is a losing start, but it is not above 10.` : `${n} is a losing start, but there is a smaller one above 10.`;
      } else if (n >= 2 && n <= tableUpto) clue = `From ${n} the first player wins by taking ${bestMove(f, n, n - 1).take}. The table of step 3 highlights the piles where g(N) = N.`;
      else clue = 'The table of step 3 highlights the piles where g(N) = N: those are the losing starts.';
      return { correct: n === first, partly, answer: first ? `${first}` : `none up to ${tableUpto}`,
        why: `The losing starts for ${ruleWords()}: ${listWords(losing.slice(0, 12))}${losing.length > 12 ? ', …' : ''}.`, clue };
    },
  });

  question('conjecture', {
    prompt: () => 'Is f(x) = x² a counterexample to the conjecture: is g unbounded there, while the losing starts do not grow exponentially?',
    answer: { choices: [['yes', 'Yes, it is a counterexample'], ['no', 'No, it agrees with the conjecture']] },
    check: async (answer) => {
      const growth = (await analysis('x^2', growthUpto)).growth;
      const counter = growth.class === 'polynomial';
      return { correct: answer === (counter ? 'yes' : 'no'),
        answer: counter ? 'yes: g is unbounded, yet B_f grows polynomially' : `no: the engine classifies the growth as ${growth.class}`,
        why: growth.text,
        clue: answer === 'yes'
          ? 'A counterexample needs losing starts that do not grow by a fixed factor. Set f(x) = x² and look at the last column of the table: do the ratios stay above some number larger than 1?'
          : 'If the losing starts grew exponentially, each would be at least some fixed factor larger than the one before. Set f(x) = x² and look at the last column of the table: do the ratios stay above some number larger than 1, or creep down towards 1?' };
    },
  });

  // --- the rule the student changes ------------------------------------------------------------

  const chips = $('[data-rule-chips]');
  const custom = settingInput('f', { id: 'rule-input', size: 'small', attrs: { 'aria-label': 'Your own f(x)', placeholder: 'your own f(x)' } });
  const customMessage = el('span', { class: 'field-error', id: 'rule-message', 'aria-live': 'polite' });
  renderPresetChips(chips, rules, (r) => ({ label: r.label, note: r.note, mono: true, title: `f(x) = ${r.f}`, data: { f: r.f } }), (r) => setRule(r.f));
  chips.append(el('label', { for: 'rule-input' }, 'or type one: '), custom, customMessage);
  custom.addEventListener('change', () => {
    const check = checkF(custom.value);
    fill(customMessage, check.ok ? '' : check.message);
    if (check.ok) setRule(custom.value.trim());
  });
  for (const button of main.querySelectorAll('[data-set-rule]')) button.addEventListener('click', () => setRule(button.dataset.setRule));

  /** A new rule: every element, fact and question follows it. */
  function setRule(rule) {
    f = rule;
    for (const node of main.querySelectorAll('[data-rule]')) node.setAttribute('f', rule);
    markActiveChips(chips, (r) => r.f === rule);
    lesson.resetQuestions();
    return facts.refresh();
  }

  markActiveChips(chips, (r) => r.f === f);
}

lessonReady(setup);
