// The lesson "Blocking Nim" (www/lessons/blocking-nim.html, after Flammenkamp, Holshouser &
// Reiter, "Dynamic One-Pile Blocking Nim", EJC 10 (2003) #N4): its questions, live facts,
// conjectures, views and the sequences the student changes. Every number and verdict the page
// shows comes from the engine for the sequences chosen now (brute force, Theorem 1's formula, the
// engine's own reasons as the opponent in a game); the page's prose holds no claim a change of
// the sequences could falsify.

import '../../../elements/index.js';
import { startLesson, lessonReady } from '../../../lessons/runtime.js';
import { specFields, freeEngineObject } from '../../../core/engine.js';
import { checkSeq, blockingValues, blockingAnalysis, blockingFormula, newBlockingGame } from '../engine.js';
import { el, setText, fmtInt, andList, errorText, withSubscripts } from '../../../core/dom.js';
import { renderPresetChips, markActiveChips, renderCaretCheck } from '../../../widgets/fields.js';
import { buildSettingFields } from '../../../widgets/setting-field.js';
import { blockingPresets } from '../presets.js';
import { createSafePiles } from '../picture.js';
import { createRuns, pairs } from '../runs.js';
import { createVerdicts, diffText } from '../verdicts.js';
import { createFormulaBox } from '../formula.js';
import { createValuesTable } from '../values.js';

/** Brute force covers piles 0..pilesUpto at moves 1..movesUpto (small: computed at once). */
const pilesUpto = 60;
const movesUpto = 4;
/** The first values of the sequences shown. */
const valuesShown = 8;
/** A pile far beyond brute force, for Theorem 1. */
const hugePile = '1000000000000';

const main = document.querySelector('main.lesson');
const lesson = startLesson(main);
const $ = (selector) => main.querySelector(selector);
/** The sequences in use: {c, m, M} as typed (set from the engine's defaults in setup). */
let rule = null;

// --- the engine, for any sequences ----------------------------------------------------------------

const ruleKey = (r) => `${r.c}|${r.m}|${r.M}`;
const analyses = new Map();

/** Brute force beside Theorem 1 on piles 0..pilesUpto, moves 1..movesUpto, as a jobs.js-like
 *  slot (what the family's views draw), once per sequences. Throws the engine's message. */
function slotFor(r = rule) {
  const key = ruleKey(r);
  if (!analyses.has(key)) {
    const result = blockingAnalysis(r.c, r.m, r.M, pilesUpto, movesUpto);
    analyses.set(key, { status: 'done', result, resultKey: `lesson|${key}`, resultFor: { ...r, upto: pilesUpto, moves: movesUpto } });
  }
  return analyses.get(key);
}
const analysis = (r = rule) => slotFor(r).result;
const level = (k, r = rule) => analysis(r).levels[k - 1];
const isSafe = (p, k, r = rule) => level(k, r).safe[p] === 1;
const values = (n = valuesShown, r = rule) => blockingValues(r.c, r.m, r.M, n);
const formulaAt = (pile, k, r = rule) => blockingFormula(r.c, r.m, r.M, String(pile), k);

const presetRule = (p) => ({ c: p.bc, m: p.bmin, M: p.bmax });
const sameRule = (a, b) => ruleKey(a) === ruleKey(b);

/** "0, 1, 2, 2, 2, …" (as the engine sends them: a value past 2^53 − 1 is a decimal string, whose
 *  digits a Number would change). */
const seqWords = (list) => `${Array.from(list, String).slice(0, 5).join(', ')}, …`;
function ruleWords(r = rule) {
  const v = values(5, r);
  return `c = ${seqWords(v.c)}; m = ${seqWords(v.m)}; M = ${seqWords(v.M)}`;
}

const runWords = ([a, b]) => (a === b ? fmtInt(a) : `${fmtInt(a)} to ${fmtInt(b)}`);
/** "0, 7 to 12 and 22 to 27". */
function runsWords(runs) {
  return andList(runs.map(runWords)).replace(/(\d)\u202f(\d)/g, '$1 $2');
}
const safeWord = (safe) => (safe ? 'safe' : 'unsafe');

/**
 * The engine's own verdict and reason at pile p, move k: a game of these sequences is played to
 * that position (taking m_1, …, m_(k−1) with nothing forbidden), and the engine, as the opponent
 * of the player to move there, chooses its blocks and says why: {safe, why}, or null when no
 * game reaches that position.
 */
function position(p, k, r = rule) {
  const v = values(Math.max(k, 1), r);
  let start = p;
  for (let i = 0; i < k - 1; i++) start += Number(v.m[i]);
  if (start < 1) return null;
  let game = null;
  try {
    game = newBlockingGame(r.c, r.m, r.M, start);
    for (let i = 0; i < k - 1; i++) {
      if (!game.state().blocksSet) game.block([]);
      game.play(Number(v.m[i]));
    }
    const state = game.state();
    if (state.over) return { safe: true, why: `${capital(state.reason)}.` };
    const blocks = game.engineBlock();
    return { safe: !!blocks.winning, why: `The engine, forbidding for the opponent there: “${blocks.why}”` };
  } catch (err) {
    return null;
  } finally {
    freeEngineObject(game);
  }
}
const positionWhy = (p, k, r = rule) => position(p, k, r)?.why ?? '';
/** Brute force's word on pile p at move 1, within the analysis or from a game played there. */
const safeAtStart = (p) => (p <= pilesUpto ? isSafe(p, 1) : position(p, 1)?.safe);
const capital = (s) => String(s || '').charAt(0).toUpperCase() + String(s || '').slice(1);

/** The next safe pile after `after` at move k (brute force), or null up to pilesUpto. */
function nextSafe(after, k, r = rule) {
  const safe = level(k, r).safe;
  for (let p = after + 1; p <= pilesUpto; p++) if (safe[p] === 1) return p;
  return null;
}

/** Which safe run at move 1 question run-4 asks for: the fourth, [A_3, B_3 − 1]. */
const runAsked = 3;
/** Theorem 1's safe interval [A_index, B_index − 1] at move 1 and the intervals before it, from
 *  the formula alone: [{safe, from, to, index}] up to and including it (fewer when the formula's
 *  intervals stop: a pile past 10^18). */
function firstIntervals(index = runAsked, r = rule) {
  const out = [];
  let pile = 0n;
  for (let i = 0; i < 4 * index + 4; i++) {
    let f;
    try {
      f = formulaAt(pile, 1, r);
    } catch (err) {
      return out;
    }
    out.push(f);
    if (f.safe && f.index === String(index)) return out;
    pile = BigInt(f.to) + 1n;
  }
  return out;
}

/** Builds the lesson's live parts once the engine is loaded. */
function setup() {
  const facts = lesson.facts;
  const { fact, conjecture, question } = lesson;
  const spec = Object.fromEntries(specFields().map((f) => [f.key, f.default]));
  rule = { c: String(spec.bc), m: String(spec.bmin), M: String(spec.bmax) };

  // --- the family's views, in the lesson's own DOM ------------------------------------------------

  const picture = createSafePiles($('#safe-picture'), { ids: 'safe-' });
  const runs = createRuns($('#safe-runs'), { ids: 'safe-' });
  const verdicts = createVerdicts($('#verdicts'));
  let formula = null;
  formula = createFormulaBox(
    { pileInput: $('#bf-pile'), moveInput: $('#bf-move'), quick: $('#bf-quick'), error: $('#bf-error'), body: $('#bf-body') },
    { rules: () => ({ ...rule }), analysis: () => slotFor(), changed: () => formula?.render() });

  function renderViews() {
    const slot = slotFor();
    picture.render(slot);
    runs.render(slot);
    verdicts.render(slot);
    formula.update();
  }

  // --- facts ------------------------------------------------------------------------------------

  for (const node of main.querySelectorAll('[data-rule-words]')) facts.add(node, () => ruleWords());

  fact('upto', () => fmtInt(pilesUpto));
  fact('sequences', () => {
    const table = el('table', { class: 'b-values', 'aria-label': 'The first values of the sequences' });
    createValuesTable(table).render(values(), { c: new Set(), u: new Set() });
    return table;
  });
  fact('move-3', () => {
    const v = values(3);
    // (BigInt: the values reach 2^63 − 1, past what a Number holds exactly)
    const [c, m, M] = [BigInt(v.c[2]), BigInt(v.m[2]), BigInt(v.M[2])];
    return withSubscripts(`At move 3, for example, the player to move takes between m_3 = ${m} and M_3 = ${M} counters, `
      + `and the opponent may first forbid up to c_3 = ${c} of those ${M - m + 1n} choices.`);
  });
  fact('play-start', () => {
    const pile = Number($('#game-play').getAttribute('pile'));
    return withSubscripts(`from a pile of ${pile} at move 1 the first player ${safeAtStart(pile) ? 'loses against best play: the pile is safe' : 'wins with best play: the pile is unsafe'} (brute force). ${positionWhy(pile, 1)}`);
  });
  /** How far step 2's lists of safe piles go at move k: up to 20, but short of the next safe pile
   *  step 3 asks for (moves 1 and 2), so that the list does not answer a later question; never
   *  below the pile step 2 asks about. */
  function listUpto(k, asked) {
    let upto = 20;
    if (k <= 2) {
      const { next } = nextSetup(k);
      if (next !== null) upto = Math.min(upto, next - 1);
    }
    return Math.max(upto, asked);
  }

  for (const [k, asked] of [[3, 15], [2, 4]]) {
    fact(`safe-list-${k}`, () => {
      const upto = listUpto(k, asked);
      const runs = pairs(level(k).runs).filter(([a]) => a <= upto).map(([a, b]) => [a, Math.min(b, upto)]);
      return `${runs.length ? runsWords(runs) : 'none'} (every pile up to ${upto} tried).`;
    });
  }
  fact('safe-move-1', () => `${runsWords(pairs(level(1).runs))} (brute force).`);
  fact('conditions-now', () => {
    const { one, two } = analysis().conditions;
    const t1 = analysis().claims.find((c) => c.id === 'theorem1');
    return [withSubscripts(`${one.text}; ${two.text}. `),
      one.holds && two.holds ? 'So Theorem 1 applies.' : 'So Theorem 1 promises nothing here: compare below.'];
  });
  fact('theorem-check', () => {
    const t1 = analysis().claims.find((c) => c.id === 'theorem1');
    return t1 ? withSubscripts(t1.text) : '';
  });
  fact('theorem-now', () => {
    const t1 = analysis().claims.find((c) => c.id === 'theorem1');
    const wrong = analysis().levels.filter((l) => !l.matches);
    return [withSubscripts(`${ruleWords()}: `), wrong.length
      ? withSubscripts(`The formula is wrong here, first at ${diffText(wrong[0])}. `)
      : `Theorem 1’s intervals are exactly the safe piles at moves 1 to ${movesUpto} (piles up to ${pilesUpto}). `,
    t1 ? withSubscripts(t1.text) : null];
  });
  fact('challenge-pile', () => $('#game-challenge').getAttribute('pile'));
  fact('challenge', () => {
    const pile = Number($('#game-challenge').getAttribute('pile'));
    return safeAtStart(pile)
      ? `The engine’s verdict (brute force): the pile is safe at move 1 — the first player cannot win against best play. Watch how it forbids.`
      : `The engine’s verdict (brute force): the pile is unsafe at move 1 — the first player can win, but only with exact takes and exact blocks.`;
  });
  fact('summary-now', () => {
    const claims = analysis().claims.filter((c) => c.id.startsWith('summary'));
    const word = (c) => (c.verdict === 'not-applicable' ? 'not tested here' : c.verdict);
    return `${claims.map((c) => `${c.id === 'summary-sufficient' ? 'sufficiency' : 'necessity'} — ${word(c)}`).join('; ')}.`;
  });

  // --- conjectures students make (the teacher's layer): each judged by the engine ----------------


  conjecture('first-wins', () => {
    const safe = level(1).safe;
    let p = 1;
    while (p <= pilesUpto && safe[p] !== 1) p++;
    return p <= pilesUpto
      ? { holds: false, why: `for ${ruleWords()}: pile ${p} is safe at move 1, so the first player loses from it` }
      : { holds: true, why: `for ${ruleWords()} no pile from 1 to ${pilesUpto} is safe at move 1` };
  });
  conjecture('small-safe', () => {
    const v = analysis().values;
    const bounds = [];
    for (const l of analysis().levels) {
      const bound = BigInt(v.m[l.move - 1]) + BigInt(v.c[l.move - 1]); // exact past 2^53
      bounds.push(bound);
      for (let p = 0; p <= pilesUpto && BigInt(p) < bound; p++) {
        if (l.safe[p] !== 1) return { holds: false, why: `pile ${p} is unsafe at move ${l.move}, below m_${l.move} + c_${l.move} = ${bound}` };
      }
    }
    return { holds: true, why: `for ${ruleWords()}: at moves 1 to ${movesUpto} every pile below ${andList(bounds)} is safe — there the opponent can forbid every choice` };
  });
  conjecture('same-every-move', () => {
    const [first, ...rest] = analysis().levels;
    for (const l of rest) {
      const p = first.safe.findIndex((s, i) => s !== l.safe[i]);
      if (p >= 0) return { holds: false, why: `pile ${p} is ${safeWord(first.safe[p] === 1)} at move 1 but ${safeWord(l.safe[p] === 1)} at move ${l.move}` };
    }
    return { holds: true, why: `for ${ruleWords()} moves 1 to ${movesUpto} have the same safe piles up to ${pilesUpto}` };
  });
  /** Runs of move 1 that end before pilesUpto (the last one may be cut off by the range). */
  const wholeRuns = () => pairs(level(1).runs).filter(([, b]) => b < pilesUpto);
  conjecture('even-runs', () => {
    const starts = wholeRuns().map(([a]) => a).slice(1);
    if (starts.length < 3) return { holds: false, why: `too few safe runs up to ${pilesUpto} to say: ${runsWords(pairs(level(1).runs))}` };
    const gaps = starts.slice(1).map((a, i) => a - starts[i]);
    return gaps.every((g) => g === gaps[0])
      ? { holds: true, why: `up to ${pilesUpto} the runs after the first start at ${andList(starts)}, every ${gaps[0]} piles` }
      : { holds: false, why: `up to ${pilesUpto} the runs after the first start at ${andList(starts)}` };
  });
  conjecture('same-length', () => {
    const lengths = wholeRuns().map(([a, b]) => b - a + 1);
    return lengths.every((n) => n === lengths[0])
      ? { holds: true, why: `up to ${pilesUpto} each run has ${lengths[0]} pile${lengths[0] === 1 ? '' : 's'}` }
      : { holds: false, why: `up to ${pilesUpto} the runs are ${runsWords(wholeRuns())}` };
  });
  conjecture('formula-exact', () => {
    const wrong = analysis().levels.filter((l) => !l.matches);
    return wrong.length
      ? { holds: false, why: `for ${ruleWords()} the formula is wrong at ${diffText(wrong[0])}` }
      : { holds: true, why: `for ${ruleWords()} they agree at moves 1 to ${movesUpto}, piles up to ${pilesUpto}` };
  });
  conjecture('shrunk', () => {
    // the game without blocks, taking m_i + c_i … M_i − c_i: enough values for every move a pile
    // up to pilesUpto can reach from move movesUpto (each move takes at least one counter)
    const n = movesUpto + pilesUpto + 1;
    const v = values(n);
    // (BigInt: a value past 2^53 − 1 comes as a decimal string, and its sum must stay exact)
    const take = (a, b, sign) => Array.from(a, (x, i) => BigInt(x) + sign * BigInt(b[i])).join(', ');
    const shrunk = { c: '0', m: take(v.m, v.c, 1n), M: take(v.M, v.c, -1n) };
    let other;
    try {
      other = analysis(shrunk);
    } catch (err) {
      return { holds: false, why: `for ${ruleWords()} there is no such game: ${errorText(err)}` };
    }
    for (const l of analysis().levels) {
      const o = other.levels[l.move - 1].safe;
      const p = l.safe.findIndex((s, i) => s !== o[i]);
      if (p >= 0) {
        return { holds: false, why: `for ${ruleWords()} pile ${p} at move ${l.move} is ${safeWord(l.safe[p] === 1)} with blocks but ${safeWord(o[p] === 1)} without` };
      }
    }
    return { holds: true, why: `for ${ruleWords()} both games have the same safe piles at moves 1 to ${movesUpto}, piles up to ${pilesUpto}` };
  });
  conjecture('nim-4', () => {
    const safe = level(1, { c: '0', m: '1', M: '3' }).safe;
    const p = safe.findIndex((s, i) => s !== (i % 4 === 0 ? 1 : 0));
    return p < 0
      ? { holds: true, why: `brute force: the safe piles up to ${pilesUpto} are ${runsWords(pairs(level(1, { c: '0', m: '1', M: '3' }).runs))}` }
      : { holds: false, why: `brute force: pile ${p} is ${safeWord(safe[p] === 1)}` };
  });
  conjecture('pairs-5', () => {
    const r = { c: '1', m: '1', M: '4' };
    const safe = level(1, r).safe;
    const p = safe.findIndex((s, i) => s !== (i % 5 === 0 ? 1 : 0));
    return p < 0
      ? { holds: true, why: `brute force: the safe piles up to ${pilesUpto} are the multiples of 5` }
      : { holds: false, why: `brute force: pile ${p} is ${safeWord(safe[p] === 1)}; the safe piles are ${runsWords(pairs(level(1, r).runs).slice(0, 5))}, …` };
  });

  /** The paper's claim `id` judged on every example and on the sequences chosen now. */
  function claimEverywhere(id) {
    const rules = [rule, ...blockingPresets.map(presetRule)];
    const seen = new Set();
    let tested = 0;
    for (const r of rules) {
      if (seen.has(ruleKey(r))) continue;
      seen.add(ruleKey(r));
      const claim = analysis(r).claims.find((c) => c.id === id);
      if (!claim || claim.verdict === 'not-applicable') continue;
      tested++;
      if (claim.verdict === 'contradicted') {
        return { holds: false, why: `for ${ruleWords(r)} (piles up to ${pilesUpto}, moves 1 to ${movesUpto}): ${claim.text}` };
      }
    }
    return { holds: true, why: `no counterexample on the ${tested} sets of sequences where it applies (the examples and the sequences chosen now; piles up to ${pilesUpto}, moves 1 to ${movesUpto})` };
  }
  conjecture('theorem-1', () => claimEverywhere('theorem1'));
  conjecture('summary-sufficient', () => claimEverywhere('summary-sufficient'));
  conjecture('summary-necessary', () => claimEverywhere('summary-necessary'));

  // --- questions --------------------------------------------------------------------------------


  const safeOrNot = { choices: [['safe', 'Safe: the player to move loses'], ['unsafe', 'Unsafe: the player to move wins']] };

  function predictSafe(pile, k, clue) {
    return {
      prompt: () => `Is a pile of ${pile} safe at move ${k}?`,
      answer: safeOrNot,
      check: async (answer) => {
        const safe = isSafe(pile, k);
        const right = safeWord(safe);
        return {
          correct: answer === right, answer: `pile ${pile} is ${right} at move ${k}`,
          why: `${positionWhy(pile, k)} Brute force: pile ${pile} at move ${k} is ${right}.`,
          clue,
        };
      },
    };
  }
  question('safe-15-3', predictSafe(15, 3,
    'List the takes allowed at move 3 from 15. Which of them leave a pile that is safe at move 4 — and how many can the opponent forbid?'));
  question('safe-4-2', predictSafe(4, 2,
    'Which takes are allowed at move 2 from 4, and what does each leave for move 3? Count the winning takes against c₂.'));

  /** The runs shown in the question, the pile after which to look, and the answer (or null). */
  function nextSetup(k) {
    const list = pairs(level(k).runs);
    const shown = list.slice(0, Math.max(1, Math.min(2, list.length - 1)));
    let after = shown[shown.length - 1][1];
    if (after >= pilesUpto) {
      // one run covers every pile solved: show only its beginning, and ask what comes next
      const [a] = shown[shown.length - 1];
      after = Math.min(a + 3, pilesUpto - 1);
      shown[shown.length - 1] = [a, after];
    }
    return { shown, after, next: nextSafe(after, k) };
  }
  function predictNext(k) {
    return {
      prompt: () => {
        const { shown, after } = nextSetup(k);
        return [`At move ${k} the safe piles begin ${runsWords(shown)}. What is the next safe pile at move ${k} after ${after}?`,
          el('span', { class: 'screen-only' }, ` (Type 0 if there is none up to ${pilesUpto}.)`)];
      },
      answer: 'number',
      check: async (n) => {
        const { after, next } = nextSetup(k);
        const between = next === null ? `every pile from ${after + 1} to ${pilesUpto}` : `piles ${after + 1} to ${next - 1}`;
        const cK = `c${k === 1 ? '₁' : '₂'}`;
        return {
          correct: n === (next ?? 0),
          ...nextClue(n, k, after, next, cK),
          answer: next === null ? `none up to ${pilesUpto}` : `${next}`,
          why: next === null
            ? `Brute force: ${between} is unsafe at move ${k}.`
            : `Brute force: ${next - 1 > after ? `${between} are unsafe at move ${k}, and ` : ''}pile ${next} is safe. ${positionWhy(next, k)}`,
        };
      },
    };
  }
  /** The clue for a typed next safe pile: each kind of wrong answer gets its own words (a pile not
   *  above the run, an unsafe pile with the engine's reason, a safe pile further up: true, but
   *  not the first). */
  function nextClue(n, k, after, next, cK) {
    const general = `From a pile just above ${after}, which takes leave a pile that is safe at move ${k + 1}? Are there more of them than ${cK}, the most the opponent may forbid?`;
    if (n === (next ?? 0)) return {};
    if (n === 0) return { clue: `There is a safe pile after ${after} up to ${pilesUpto}. ${general}` };
    if (n <= after) return { clue: `${n} is not above ${after}: the question asks for the first safe pile after ${after}. ${general}` };
    if (n > pilesUpto) return { clue: `${n} is beyond the piles the engine tried here (up to ${pilesUpto}). ${general}` };
    if (isSafe(n, k)) return { partly: true, clue: `Pile ${n} is safe at move ${k} — but it is not the first safe pile after ${after}: there is a smaller one. ${general}` };
    return { clue: `Pile ${n} is unsafe at move ${k}. ${positionWhy(n, k)} Try a pile where the player to move has too few winning takes.` };
  }
  question('next-1', predictNext(1));
  question('next-2', predictNext(2));

  const ordinalWords = ['first', 'second', 'third', 'fourth', 'fifth'];
  question('run-4', {
    prompt: () => `Use the rule above: where does the ${ordinalWords[runAsked]} safe run at move 1 begin? `
      + 'The second begins at (M₁ − c₁) + (m₂ + c₂); each later run adds the next two brackets, (M₃ − c₃) + (m₄ + c₄), and so on.',
    answer: 'number',
    check: async (n) => {
      const list = firstIntervals();
      const last = list[list.length - 1];
      const found = last && last.safe && last.index === String(runAsked);
      const start = found ? Number(last.from) : null;
      const words = list.map((f) => `${f.safe ? 'safe' : 'unsafe'} ${runWords([Number(f.from), Number(f.to)])}`).join(', then ');
      const brute = pairs(level(1).runs)[runAsked];
      const safeRuns = list.filter((f) => f.safe);
      const before = safeRuns.find((f) => Number(f.from) === n);
      let clue = 'Read M₁, m₂, c₁, c₂ and the next values in the table of step 1, and add the brackets one by one.';
      if (before) clue = `${n} is where the ${ordinalWords[Number(before.index)]} safe run begins, not the ${ordinalWords[runAsked]}: add the next two brackets. ${clue}`;
      else if (start !== null && n === start - 1) clue = `${n} is one short: the run begins right at the sum of the brackets. ${clue}`;
      else if (start !== null && n > start && n <= Number(last.to)) clue = `${n} lies inside that safe run, but it is not where the run begins. ${clue}`;
      return {
        correct: n === start, answer: start === null ? 'the formula gives no such run' : `the ${ordinalWords[runAsked]} safe run begins at ${start}`,
        partly: !!before || (start !== null && n > start && n <= Number(last.to)),
        why: `Theorem 1 at move 1, from pile 0 up: ${words}. The ${ordinalWords[runAsked]} safe run found by trying every game: ${brute ? runWords(brute) : `none up to ${pilesUpto}`}.`,
        clue,
      };
    },
  });

  question('huge', {
    prompt: () => `Use Theorem 1’s formula: is a pile of ${fmtInt(hugePile)} safe at move 1? (Brute force cannot reach it.)`,
    answer: safeOrNot,
    check: async (answer) => {
      const f = formulaAt(hugePile, 1);
      const t1 = analysis().claims.find((c) => c.id === 'theorem1');
      const right = safeWord(f.safe);
      const sure = t1 && t1.verdict === 'holds'
        ? 'Conditions (1) and (2) hold for these sequences, so Theorem 1 guarantees it.'
        : 'Conditions (1) and (2) fail for these sequences: this is only what the formula says, not a theorem.';
      return {
        correct: answer === right, answer: `the formula says ${right}`,
        why: `Theorem 1: ${fmtInt(hugePile)} lies in the ${right} interval [${fmtInt(f.from)}, ${fmtInt(f.to)}] at move 1 (the engine stepped through ${f.steps} pairs of bounds and jumped ahead where the sequences are constant). ${sure}`,
        clue: 'Where the sequences are constant, the intervals repeat with a fixed period: find it, then divide.',
      };
    },
  });

  // step 5 asks step 3's question again for the student's own sequences (its answer shows nowhere
  // on the page until it is answered: step 2's lists and step 4's table wait for it too)
  const nextForRule = predictNext(1);
  question('rule-first', { ...nextForRule, prompt: () => {
    const [first, ...rest] = nextForRule.prompt();
    return [`For ${ruleWords()}: ${first.charAt(0).toLowerCase()}${first.slice(1)}`, ...rest];
  } });

  question('summary', {
    prompt: () => {
      const weak = analysis().conditions.weak;
      return withSubscripts(`For ${ruleWords()}: the weaker condition ${weak.holds ? 'holds at every move' : `fails (${weak.text})`}. `
        + `Predict: are the formula’s runs exactly the safe piles at moves 1 to ${movesUpto}?`);
    },
    answer: { choices: [['yes', 'Yes, the runs are the safe piles'], ['no', 'No, trying every game finds other safe piles']] },
    check: async (answer) => {
      const wrong = analysis().levels.filter((l) => !l.matches);
      return {
        correct: answer === (wrong.length ? 'no' : 'yes'),
        answer: wrong.length ? 'no' : 'yes',
        why: wrong.length
          ? `The formula is wrong at ${diffText(wrong[0])}.`
          : `Brute force agrees with the intervals at moves 1 to ${movesUpto}, piles up to ${pilesUpto}.`,
        clue: 'Try the smallest piles at move 1 by hand: for each, count the winning takes against c₁.',
      };
    },
  });

  // --- the sequences the student changes -------------------------------------------------------

  const chips = $('[data-rule-chips]');
  // the two examples where the engine contradicts the summary's claim, found by the engine; their
  // names in the playground say what step 6 asks the student to predict, so here they are
  // "Example A" and "Example B" with their sequences
  const counterexamples = ['summary-sufficient', 'summary-necessary'].map((id) => [id,
    blockingPresets.find((p) => analysis(presetRule(p)).claims.some((c) => c.id === id && c.verdict === 'contradicted'))])
    .filter(([, preset]) => preset);
  const neutral = new Map(counterexamples.map(([, preset], i) => [preset, `Example ${'AB'[i]}`]));
  const seqText = (p) => `c = ${p.bc}; m = ${p.bmin}; M = ${p.bmax}`;
  renderPresetChips(chips, blockingPresets, (p) => ({
    label: neutral.get(p) ?? p.label, note: neutral.has(p) ? seqText(p) : p.note,
    title: `c = ${p.bc} | m = ${p.bmin} | M = ${p.bmax}`, data: { bc: p.bc, bmin: p.bmin, bmax: p.bmax },
  }), (p) => setRule(presetRule(p)));

  const form = $('[data-seq-form]');
  const built = buildSettingFields(form);
  const inputs = { c: built.bc, m: built.bmin, M: built.bmax };
  const seqError = $('#seq-error');
  const syncInputs = () => { for (const key of Object.keys(inputs)) inputs[key].value = rule[key]; };
  for (const [key, input] of Object.entries(inputs)) {
    input.addEventListener('input', () => renderCaretCheck(input, $(`#seq-${key}-message`), checkSeq(input.value)));
  }
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const typed = Object.fromEntries(Object.entries(inputs).map(([key, input]) => [key, input.value.trim()]));
    const checks = Object.entries(inputs).map(([key, input]) => {
      const check = checkSeq(input.value);
      renderCaretCheck(input, $(`#seq-${key}-message`), check);
      return check.ok;
    });
    if (!checks.every(Boolean)) {
      setText(seqError, '');
      return;
    }
    try {
      values(valuesShown, typed);
      slotFor(typed);
    } catch (err) {
      setText(seqError, errorText(err));
      return;
    }
    setText(seqError, '');
    setRule(typed);
  });

  const buttons = $('[data-counterexamples]');
  for (const [id, preset] of counterexamples) {
    buttons.append(el('button', { type: 'button', class: 'btn', 'data-counterexample': id, onclick: () => setRule(presetRule(preset)) },
      `Use ${neutral.get(preset)}: ${seqText(preset)}`), ' ');
  }

  /** New sequences: every element, view, fact and question follows them. */
  function setRule(next, first = false) {
    rule = { c: next.c, m: next.m, M: next.M };
    for (const node of main.querySelectorAll('[data-rule]')) {
      node.setAttribute('c', rule.c);
      node.setAttribute('min', rule.m);
      node.setAttribute('max', rule.M);
    }
    markActiveChips(chips, (p) => sameRule(presetRule(p), rule));
    syncInputs();
    for (const [key, input] of Object.entries(inputs)) renderCaretCheck(input, $(`#seq-${key}-message`), checkSeq(input.value));
    setText(seqError, '');
    lesson.resetQuestions();
    renderViews();
    document.body.dataset.rule = ruleKey(rule);
    return first ? null : facts.refresh();
  }

  setRule(rule, true);

  // a teacher may start a game elsewhere (its pile attribute): the sentences about it follow
  const piles = new MutationObserver(() => facts.refresh());
  for (const game of main.querySelectorAll('nim-lab-game')) piles.observe(game, { attributes: true, attributeFilter: ['pile'] });
}

lessonReady(setup);
