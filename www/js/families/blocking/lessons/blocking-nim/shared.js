// What every step of the lesson "Blocking Nim" (../blocking-nim.js) shares: the sequences chosen now
// ({c, m, M}, from the engine's defaults), the lesson's runtime, and small questions to the engine
// for any sequences: brute force beside Theorem 1, a game played to a position, the next safe
// pile, and the questions "safe or not?" and "the next safe pile" that several steps ask.

import { specFields, freeEngineObject } from '../../../../core/engine.js';
import { blockingValues, blockingAnalysis, blockingFormula, newBlockingGame } from '../../engine.js';
import { el, fmtInt } from '../../../../core/dom.js';
import { language, t, sayResult } from '../../../../core/i18n.js';
import { say } from '../../../../core/words.js';
import { pairs } from '../../runs.js';

import { main, $, lesson, begin } from '../../../../lessons/page.js';
import { joinWords, listWords as numberList } from '../../../../lessons/shared.js';

// the page's main and the lesson's runtime (lessons/page.js) and helpers, for every step; the
// sentences are messages of the part lesson-blocking-nim-steps, worded each time they are shown
export { main, $, lesson, begin, t };

/** A number for a message: a number (which Fluent formats and pluralises) while it is small, else
 *  the digits as the engine or the student wrote them (as English has always shown them: Fluent
 *  would group them, "12,345"; a BigInt past 2^53 keeps its digits). */
export const num = (value) => (Math.abs(Number(value)) < 1000 ? Number(value) : String(value));

/** "0, 7 to 12 and 22 to 27": words already made, joined as the page's language joins a list. */
export const listWords = (items) => joinWords(items);
/** Whole numbers in a list ("2, 4 and 7"), exact past 2^53. */
export const numbersWords = (values) => numberList(values);

/** The words joining items one after another: "a, then b, then c" (`id`: a message of
 *  {before, after}). */
export const chain = (items, id) => (items.length ? items.reduce((before, after) => t(id, { before, after })) : '');

/** Brute force covers piles 0..pilesUpto at moves 1..movesUpto (small: computed at once). */
export const pilesUpto = 60;
export const movesUpto = 4;
/** The first values of the sequences shown. */
export const valuesShown = 8;
/** A pile far beyond brute force, for Theorem 1. */
export const hugePile = '1000000000000';

/** The sequences in use: {c, m, M} as typed (set from the engine's defaults by initRule). */
export const now = { rule: null };
/** The engine's default sequences (once the engine is loaded). */
export function initRule() {
  const spec = Object.fromEntries(specFields().map((f) => [f.key, f.default]));
  now.rule = { c: String(spec.bc), m: String(spec.bmin), M: String(spec.bmax) };
}
/** New sequences (change-the-rule.js sets them; every step reads `rule`). */
export function chooseRule(next) {
  now.rule = { c: next.c, m: next.m, M: next.M };
}

// --- the engine, for any sequences ----------------------------------------------------------------

export const ruleKey = (r) => `${r.c}|${r.m}|${r.M}`;
const analyses = new Map();

/** Brute force beside Theorem 1 on piles 0..pilesUpto, moves 1..movesUpto, as a jobs.js-like
 *  slot (what the family's views draw), once per sequences. Throws the engine's message. */
export function slotFor(r = now.rule) {
  const key = ruleKey(r);
  if (!analyses.has(key)) {
    const result = blockingAnalysis(r.c, r.m, r.M, pilesUpto, movesUpto);
    analyses.set(key, { status: 'done', result, resultKey: `lesson|${key}`, resultFor: { ...r, upto: pilesUpto, moves: movesUpto } });
  }
  return analyses.get(key);
}
export const analysis = (r = now.rule) => slotFor(r).result;
export const level = (k, r = now.rule) => analysis(r).levels[k - 1];
export const isSafe = (p, k, r = now.rule) => level(k, r).safe[p] === 1;
export const values = (n = valuesShown, r = now.rule) => blockingValues(r.c, r.m, r.M, n);
export const formulaAt = (pile, k, r = now.rule) => blockingFormula(r.c, r.m, r.M, String(pile), k);
/** An engine result's sentence in the page's language (core/i18n.js). */
export const engineText = sayResult;

export const presetRule = (p) => ({ c: p.bc, m: p.bmin, M: p.bmax });
export const sameRule = (a, b) => ruleKey(a) === ruleKey(b);

/** "0, 1, 2, 2, 2, …" (as the engine sends them: a value past 2^53 − 1 is a decimal string, whose
 *  digits a Number would change). */
export const seqWords = (list) => `${Array.from(list, String).slice(0, 5).join(', ')}, …`;
export function ruleWords(r = now.rule) {
  const v = values(5, r);
  return `c = ${seqWords(v.c)}; m = ${seqWords(v.m)}; M = ${seqWords(v.M)}`;
}

export const runWords = ([a, b]) => (a === b ? fmtInt(a) : t('blocking-nim-s-run', { from: fmtInt(a), to: fmtInt(b) }));
/** "0, 7 to 12 and 22 to 27". */
export function runsWords(runs) {
  return listWords(runs.map(runWords)).replace(/(\d)\u202f(\d)/g, '$1 $2');
}
/** 'safe' or 'unsafe': a selector's key in the messages (their words are the catalogue's). */
export const safeWord = (safe) => (safe ? 'safe' : 'unsafe');

/**
 * The engine's own verdict and reason at pile p, move k: a game of these sequences is played to
 * that position (taking m_1, …, m_(k−1) with nothing forbidden), and the engine, as the opponent
 * of the player to move there, chooses its blocks and says why: {safe, why}, or null when no
 * game reaches that position.
 */
export function position(p, k, r = now.rule) {
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
    // (the engine's reasons are messages: say() words them in the page's language)
    const state = game.state();
    if (state.over) return { safe: true, why: t('blocking-nim-s-game-over', { why: capital(say(state.reasonMessage, state.reason)) }) };
    const blocks = game.engineBlock();
    return { safe: !!blocks.winning, why: t('blocking-nim-s-engine-forbids', { why: say(blocks.message, blocks.why) }) };
  } catch (err) {
    return null;
  } finally {
    freeEngineObject(game);
  }
}
export const positionWhy = (p, k, r = now.rule) => position(p, k, r)?.why ?? '';
/** Brute force's word on pile p at move 1, within the analysis or from a game played there. */
export const safeAtStart = (p) => (p <= pilesUpto ? isSafe(p, 1) : position(p, 1)?.safe);
export const capital = (s) => String(s || '').charAt(0).toUpperCase() + String(s || '').slice(1);

/** The next safe pile after `after` at move k (brute force), or null up to pilesUpto. */
export function nextSafe(after, k, r = now.rule) {
  const safe = level(k, r).safe;
  for (let p = after + 1; p <= pilesUpto; p++) if (safe[p] === 1) return p;
  return null;
}

/** Which safe run at move 1 question run-4 asks for: the fourth, [A_3, B_3 − 1]. */
export const runAsked = 3;
/** Theorem 1's safe interval [A_index, B_index − 1] at move 1 and the intervals before it, from
 *  the formula alone: [{safe, from, to, index}] up to and including it (fewer when the formula's
 *  intervals stop: a pile past 10^18). */
export function firstIntervals(index = runAsked, r = now.rule) {
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

// (the choices' words are functions: worded again on a language switch)
export const safeOrNot = { choices: [['safe', () => t('blocking-nim-s-choice-safe')], ['unsafe', () => t('blocking-nim-s-choice-unsafe')]] };

/** The runs shown in the question, the pile after which to look, and the answer (or null). */
export function nextSetup(k) {
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
/** "What is the next safe pile at move k?" (step 3, and step 5 for the sequences chosen: `forRule`,
 *  the prompt names them). */
export function predictNext(k, forRule = false) {
  return {
    prompt: () => {
      const { shown, after } = nextSetup(k);
      const args = { move: k, runs: runsWords(shown), after };
      return [forRule ? t('blocking-nim-s-next-rule', { rule: ruleWords(), ...args }) : t('blocking-nim-s-next', args),
        el('span', { class: 'screen-only' }, ` ${t('blocking-nim-s-type-0', { upto: pilesUpto })}`)];
    },
    answer: 'number',
    check: async (n) => {
      const { after, next } = nextSetup(k);
      const cK = `c${k === 1 ? '₁' : '₂'}`;
      let why;
      if (next === null) why = t('blocking-nim-s-next-why-none', { from: after + 1, upto: pilesUpto, move: k });
      else {
        const found = next - 1 > after ? t('blocking-nim-s-next-why-gap', { from: after + 1, to: next - 1, move: k, pile: next })
          : t('blocking-nim-s-next-why', { pile: next });
        why = `${found} ${positionWhy(next, k)}`;
      }
      return {
        correct: n === (next ?? 0),
        ...nextClue(n, k, after, next, cK),
        answer: next === null ? t('blocking-nim-s-none-up-to', { upto: pilesUpto }) : `${next}`,
        why,
      };
    },
  };
}
/** The clue for a typed next safe pile: each kind of wrong answer gets its own words (a pile not
 *  above the run, an unsafe pile with the engine's reason, a safe pile further up: true, but
 *  not the first). */
export function nextClue(n, k, after, next, cK) {
  const general = t('blocking-nim-s-clue-general', { after, next: k + 1, c: cK });
  const typed = num(n);
  if (n === (next ?? 0)) return {};
  if (n === 0) return { clue: `${t('blocking-nim-s-clue-there-is', { after, upto: pilesUpto })} ${general}` };
  if (n <= after) return { clue: `${t('blocking-nim-s-clue-not-above', { n: typed, after })} ${general}` };
  if (n > pilesUpto) return { clue: `${t('blocking-nim-s-clue-beyond', { n: typed, upto: pilesUpto })} ${general}` };
  if (isSafe(n, k)) return { partly: true, clue: `${t('blocking-nim-s-clue-not-first', { pile: typed, move: k, after })} ${general}` };
  return { clue: `${t('blocking-nim-s-clue-unsafe', { pile: typed, move: k })} ${positionWhy(n, k)} ${t('blocking-nim-s-clue-too-few')}` };
}
