// What every step of the lesson "Single-delete Nim" (../single-delete-nim.js) shares: the rule chosen now
// (k piles up to S), the lesson's runtime, the engine's solver in a worker of its own (client.js)
// with its answers kept once per question, and the checks the steps' questions share (win or
// lose, name a winning split) told by the engine's account of the position.

import { startLesson } from '../../../../lessons/runtime.js';
import { el, fmtInt, andList, withSubscripts } from '../../../../core/dom.js';
import { createDeleteChannel } from '../../client.js';
import { pilesText } from '../../digits.js';

/** The range each step solves for k piles (small: every solve takes milliseconds). */
export const lessonRange = { 2: 24, 3: 32, 4: 24, 5: 16, 6: 12, 7: 12, 8: 10 };
/** The largest S the lesson lets the student choose for k piles (the playground goes further). */
export const rangeLimit = { 2: 60, 3: 40, 4: 24, 5: 16, 6: 14, 7: 12, 8: 11 };
/** P-positions listed per group at first ("Show more" asks for more). */
export const groupLimit = 4;
/** Every P-position (for the conjectures that need them all). */
export const allLimit = 1e9;
/** The ranges the steps solve for two, three and four piles. */
export const S2 = lessonRange[2];
export const S3 = lessonRange[3];
export const S4 = lessonRange[4];
/** The numbers of piles the lesson solves (step 6's doubling table, step 7's chips). */
export const everyK = [2, 3, 4, 5, 6, 7, 8];

export const main = document.querySelector('main.lesson');
export const $ = (selector) => main.querySelector(selector);
/** The lesson's runtime (startLesson), made by begin() once every step's module is loaded: read
 *  as now.lesson at each use (dist's bundler gives each module its imports' values once: an
 *  exported `let` would not be seen to change). */
export const now = { lesson: null };
/** Starts the lesson (the page's entry calls it once, before the engine is ready). */
export function begin() {
  now.lesson = startLesson(main);
  return now.lesson;
}
/** The rule of step 7 now (change-the-rule.js sets it). */
export const rule = { k: 5, S: 16 };

// --- the engine, in a worker of its own ------------------------------------------------------

export const channel = createDeleteChannel();
const solves = new Map();

/** The solve of every position of k piles, each 1..S: {piles, max, positions, checks, groups,
 *  map (2 piles: the P-map)}, once per (k, S, limit). */
export function solve(k, S, limit = groupLimit) {
  const key = `${k}|${S}|${limit}`;
  if (!solves.has(key)) {
    const answer = channel.call({ op: 'solve', piles: k, max: S, rest: k === 2 ? [] : null, limit });
    answer.catch(() => solves.delete(key));
    solves.set(key, answer);
  }
  return solves.get(key);
}

/** The engine's account of a position ({p, reason, text}), from the solve of its k up to S. (The
 *  engine writes "a N-position" in some sentences; the page reads "an N-position".) */
export function explain(position, S) {
  const piles = Array.from(position, Number);
  const max = Math.max(S ?? lessonRange[piles.length], ...piles);
  return channel.call({ op: 'explain', piles: piles.length, max, position: piles })
    .then((e) => ({ ...e, text: String(e.text).replace(/\ba N-position/g, 'an N-position') }));
}

const hints = new Map();
let hintCount = 0;

/** The engine's best move from `start` ({winning, delete, split, parts, leaves, reason, why}). */
export function engineHint(start) {
  const key = start.join(',');
  if (!hints.has(key)) {
    const game = `lesson-hint-${++hintCount}`;
    const answer = channel.call({ op: 'game', start, game })
      .then(() => channel.call({ op: 'hint', game }))
      .finally(() => channel.call({ op: 'drop', game }).catch(() => {}));
    answer.catch(() => hints.delete(key));
    hints.set(key, answer);
  }
  return hints.get(key);
}

/** The statement `id` as the engine checked it on a solve. */
export const checkOf = (result, id) => Array.from(result.checks).find((c) => c.id === id);
export const sortedKey = (piles) => Array.from(piles, Number).sort((a, b) => a - b).join(',');
export const show = (piles) => `(${pilesText(piles)})`;
export const kindWords = (p) => (p ? 'a P-position' : 'an N-position');
export const pTotal = (result) => Array.from(result.groups).reduce((sum, g) => sum + g.pCount, 0);
export const twos = (k) => Array.from({ length: k }, () => 2);
export const ruleWords = () => `${rule.k} piles, each 1 … ${rule.S}`;
/** The rule's game starts from 2, 3, …, k + 1 (each at most S). */
export const ruleStart = () => Array.from({ length: rule.k }, (_, i) => Math.min(rule.S, i + 2));

/** The set of P-positions (sorted keys) of k piles up to S. */
export async function pSet(k, S) {
  const result = await solve(k, S, allLimit);
  return new Set(Array.from(result.groups).flatMap((g) => Array.from(g.positions, sortedKey)));
}

/** Every sorted position of k piles, each 1..S, in lexicographic order. */
export function* positions(k, S, from = 1, prefix = []) {
  if (prefix.length === k) {
    yield prefix;
    return;
  }
  for (let v = from; v <= S; v++) yield* positions(k, S, v, [...prefix, v]);
}

/** P on the 2-pile map of a solve (piles 1..max). */
export function twoPileP(result) {
  const { pMap } = result.map;
  return (a, b) => pMap[(a - 1) * result.max + (b - 1)] === 1;
}

/**
 * The claim "P exactly when the sorted valuations satisfy `claim`", judged on a solve's groups:
 * a P-position whose pattern the claim calls N, or a pattern the claim calls P with an N-position
 * in range (fewer P than positions, or none at all: then its powers of 2 are N). `claimedFirst`
 * looks for the second kind first. Returns {holds, why}.
 */
export function judgePatterns(result, claim, claimedFirst = false) {
  const k = result.piles;
  const S = result.max;
  const groups = Array.from(result.groups);
  const where = `${k} piles, each 1 … ${S}`;
  function pNotClaimed() {
    const g = groups.find((group) => !claim(Array.from(group.pattern)));
    return g && `${show(g.positions[0])} is a P-position, with valuations ${show(g.pattern)}`;
  }
  function claimedNotP() {
    const seen = new Set(groups.map((g) => Array.from(g.pattern).join(',')));
    for (const pattern of positions(k, Math.floor(Math.log2(S)) + 1)) {
      const valuations = pattern.map((v) => v - 1);
      if (claim(valuations) && !seen.has(valuations.join(','))) {
        return `${show(valuations.map((v) => 2 ** v))} is an N-position, with valuations ${show(valuations)}`;
      }
    }
    const g = groups.find((group) => claim(Array.from(group.pattern)) && group.pCount < group.total);
    return g && `only ${fmtInt(g.pCount)} of the ${fmtInt(g.total)} positions with valuations ${show(g.pattern)} are P`;
  }
  const found = claimedFirst ? claimedNotP() || pNotClaimed() : pNotClaimed() || claimedNotP();
  return found ? { holds: false, why: `for ${where}: ${found}` } : { holds: true, why: `the engine agrees on every position of ${where}` };
}

export const allSame = (pattern) => pattern.every((v) => v === pattern[0]);

/** The fact `name`: the range solved for k piles up to S and how many `noun` it holds ("24 (300
 *  pairs)"). */
export function rangeFact(name, k, S, noun) {
  now.lesson.fact(name, async () => {
    const r = await solve(k, S);
    return `${r.max} (${fmtInt(r.positions)} ${noun})`;
  });
}

/** The doubling check for each number of piles, on the lesson's range for it. */
export const doublings = () => Promise.all(everyK.map(async (k) => ({ k, r: await solve(k, lessonRange[k]) })))
  .then((list) => list.map(({ k, r }) => ({ k, r, check: checkOf(r, 'doubling') })));

/** A statement as the engine checked it: its verdict, the range, and the counterexample. */
export function checkWords(check) {
  return [el('span', { class: `sdn-verdict ${check.holds ? 'holds' : 'fails'}` }, check.holds ? '✓ ' : '✗ '), withSubscripts(check.text)];
}

/** A statement check of the engine as a conjecture's verdict. */
export const fromCheck = (check) => ({
  holds: check.holds,
  why: check.holds ? check.text.replace(/\.$/, '').replace(/^Holds/, 'holds') : check.text.replace(/\.$/, ''),
});

export const winLose = { choices: [['N', 'I win (an N-position)'], ['P', 'I lose (a P-position)']] };

/** A "win or lose from here?" question, checked by the engine's account of the position; the
 *  clue starts from what the student's answer would need. */
export function predictPN(position, clue, S, byMoves = false) {
  return async (answer) => {
    const e = await explain(position, typeof S === 'function' ? S() : S);
    if (byMoves) e.text = await movesWhy(position, e.p);
    const right = e.p ? 'P' : 'N';
    const need = answer === 'N'
      ? 'If you win, one of your moves must leave your opponent a position they lose (a P-position). Can you find it?'
      : 'If you lose, every one of your moves must leave your opponent a position they win (an N-position). Is there one that does not?';
    return {
      correct: answer === right,
      answer: `${show(position)} is ${kindWords(e.p)}: the player to move ${e.p ? 'loses' : 'wins'} against best play`,
      why: e.text,
      clue: `${need} ${clue}`,
    };
  };
}

/** The engine's move from `position` in words ("deleting the 5 and splitting the 7 into 3 and
 *  4"), the piles it leaves, and whether it wins; null when there is no move. */
export async function engineMove(position) {
  const h = await engineHint(position);
  if (h.delete === undefined || h.delete === null || !h.parts) return null;
  const [x, y] = Array.from(h.parts, Number);
  const leaves = [...position.filter((_, i) => i !== h.delete && i !== h.split), x, y];
  return { winning: !!h.winning, words: `deleting the ${position[h.delete]} and splitting the ${position[h.split]} into ${x} and ${y}`, leaves };
}

/** How the opponent wins from `position` after the student's move, from the engine's hint:
 *  "your opponent then wins by deleting the 5 and splitting the 7 into 3 and 4". */
export async function replyWords(position) {
  const m = await engineMove(position);
  return m && m.winning ? `your opponent then wins by ${m.words}.` : 'your opponent then has no winning move.';
}

/** Why a position is P or N told by moves alone, from the engine's play (step 2 comes before the
 *  pattern of step 3, which the engine's own reason names). */
export async function movesWhy(position, p) {
  const m = await engineMove(position);
  if (!m) return `No move is possible from ${show(position)}: the player to move loses.`;
  if (!p) return `From ${show(position)} the player to move wins by ${m.words}: that leaves ${show(m.leaves)}, and ${await replyOf(m.leaves)}`;
  const answerBack = await engineMove(m.leaves);
  return `From ${show(position)} every move can be answered. For example, after ${m.words} (leaving ${show(m.leaves)}), the other player wins by ${answerBack ? answerBack.words : 'a move of their own'}.`;
}
/** "whatever the opponent does, …" for a P-position left to the opponent, in moves. */
export async function replyOf(position) {
  const m = await engineMove(position);
  if (!m) return 'the other player cannot move at all.';
  const back = await engineMove(m.leaves);
  return `whatever the other player does, there is an answer: after ${m.words}, ${back ? `the reply is ${back.words}` : 'no move is left'}.`;
}

/** A "name a winning split x" check: from `keep` (the piles kept), the 12 split into x and 12 − x. */
export function splitCheck(winners, keep, byMoves = false) {
  return async (x) => {
    const list = await winners();
    const answerWords = list.length ? `x = ${andList(list)}` : 'no x wins';
    if (x === 0) {
      return { correct: list.length === 0, answer: answerWords, why: list.length ? `Splitting 12 into ${list[0]} + ${12 - list[0]} wins.` : 'Every split leaves an N-position.',
        clue: list.length ? 'Some x wins. Try the splits one by one: after which one does your opponent lose?' : 'Try the splits one by one.' };
    }
    if (x < 1 || x > 11) return { correct: false, answer: answerWords, why: 'Both new piles must hold at least one counter: x is 1 to 11.', clue: `Both new piles must hold at least one counter, so x is 1 to 11 (${x} is not).` };
    const left = [x, 12 - x, ...keep];
    const e = await explain(left);
    return {
      correct: e.p,
      answer: answerWords,
      why: byMoves && e.p ? `Your move leaves ${show(left)}: ${await replyOf(left)}` : `Your move leaves ${show(left)}. ${e.text}`,
      clue: e.p ? '' : `Splitting 12 into ${x} and ${12 - x} leaves ${show(left)}: ${await replyWords(left)}`,
    };
  };
}
