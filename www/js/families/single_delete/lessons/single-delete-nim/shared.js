// What every step of the lesson "Single-delete Nim" (../single-delete-nim.js) shares: the rule chosen now
// (k piles up to S), the lesson's runtime, the engine's solver in a worker of its own (client.js)
// with its answers kept once per question, and the checks the steps' questions share (win or
// lose, name a winning split) told by the engine's account of the position.

import { el, fmtInt, withSubscripts } from '../../../../core/dom.js';
import { t, language, sayResult } from '../../../../core/i18n.js';
import { createDeleteChannel } from '../../client.js';
import { pilesText } from '../../digits.js';
import { main, $, lesson, begin } from '../../../../lessons/page.js';
import { listWords } from '../../../../lessons/shared.js';
// (the engine's sentences in the page's language: its explanations, checks and hints carry messages;
// the first two are the analysis part's)
import '../../../../i18n/single_delete/index.js';
import '../../../../i18n/single_delete_analysis/index.js';

// the page's main and the lesson's runtime (lessons/page.js) and helpers, for every step
export { main, $, lesson, begin };

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

/** The engine's account of a position ({p, reason, text}, text in the page's language), from the
 *  solve of its k up to S. */
export function explain(position, S) {
  const piles = Array.from(position, Number);
  const max = Math.max(S ?? lessonRange[piles.length], ...piles);
  return channel.call({ op: 'explain', piles: piles.length, max, position: piles })
    .then((e) => ({ ...e, text: engineText(e) }));
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
/** P or N, the selector of the messages that say which a position is. */
export const kindOf = (p) => (p ? 'P' : 'N');
/** "(3, 5) is a P-position" in the page's language. */
export const isKind = (position, p) => t('single-delete-nim-s-is-kind', { position: show(position), kind: kindOf(p) });
/** Two sentences one after the other (a space between them, but in Chinese). */
export const twoSentences = (first, second) => t('single-delete-nim-s-two-sentences', { first, second });
/** "1, 3 and 5" as the page's language joins a list (lessons/shared.js). */
export const listOf = (values) => listWords(values);
/** A count in prose: the number (for the plural) and its digits as the lesson writes them. */
export const counted = (name, value) => ({ [`${name}n`]: Number(value), [name]: fmtInt(value) });
/** An engine result's sentence in the page's language (core/i18n.js). */
export const engineText = sayResult;
export const pTotal = (result) => Array.from(result.groups).reduce((sum, g) => sum + g.pCount, 0);
export const twos = (k) => Array.from({ length: k }, () => 2);
export const ruleWords = () => whereWords(rule.k, rule.S);
/** "5 piles, each 1 … 16". */
export const whereWords = (k, S) => t('single-delete-nim-s-where', { k, max: S });
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
  const where = whereWords(k, S);
  function pNotClaimed() {
    const g = groups.find((group) => !claim(Array.from(group.pattern)));
    return g && t('single-delete-nim-s-with-valuations', { position: show(g.positions[0]), kind: 'P', valuations: show(g.pattern) });
  }
  function claimedNotP() {
    const seen = new Set(groups.map((g) => Array.from(g.pattern).join(',')));
    for (const pattern of positions(k, Math.floor(Math.log2(S)) + 1)) {
      const valuations = pattern.map((v) => v - 1);
      if (claim(valuations) && !seen.has(valuations.join(','))) {
        return t('single-delete-nim-s-with-valuations', { position: show(valuations.map((v) => 2 ** v)), kind: 'N', valuations: show(valuations) });
      }
    }
    const g = groups.find((group) => claim(Array.from(group.pattern)) && group.pCount < group.total);
    return g && t('single-delete-nim-s-only-some-p', { ...counted('p', g.pCount), ...counted('total', g.total), valuations: show(g.pattern) });
  }
  const found = claimedFirst ? claimedNotP() || pNotClaimed() : pNotClaimed() || claimedNotP();
  return found ? { holds: false, why: t('single-delete-nim-s-for-where', { where, found }) } : { holds: true, why: t('single-delete-nim-s-agrees-where', { where }) };
}

export const allSame = (pattern) => pattern.every((v) => v === pattern[0]);

/** The fact `name`: the range solved for k piles up to S and how many pairs (`noun` 'pairs') or
 *  positions it holds ("24 (300 pairs)"). */
export function rangeFact(name, k, S, noun) {
  lesson.fact(name, async () => {
    const r = await solve(k, S);
    return t(`single-delete-nim-s-range-${noun}`, { max: r.max, ...counted('count', r.positions) });
  });
}

/** The doubling check for each number of piles, on the lesson's range for it. */
export const doublings = () => Promise.all(everyK.map(async (k) => ({ k, r: await solve(k, lessonRange[k]) })))
  .then((list) => list.map(({ k, r }) => ({ k, r, check: checkOf(r, 'doubling') })));

/** A statement as the engine checked it: its verdict, the range, and the counterexample. */
export function checkWords(check) {
  return [el('span', { class: `sdn-verdict ${check.holds ? 'holds' : 'fails'}` }, check.holds ? '✓ ' : '✗ '), withSubscripts(engineText(check))];
}

/** The engine's sentence of a check inside another sentence: without its full stop (and in
 *  English starting in lower case). */
export function innerCheckText(check) {
  const text = engineText(check);
  // (in the Romance languages a sentence after a colon or in brackets starts in lower case)
  if (['es', 'fr', 'pt-BR'].includes(language())) return (text.charAt(0).toLowerCase() + text.slice(1)).replace(/\.$/, '');
  if (language() !== 'en') return text.replace(/[.。]$/, '');
  return check.holds ? text.replace(/\.$/, '').replace(/^Holds/, 'holds') : text.replace(/\.$/, '');
}

/** A statement check of the engine as a conjecture's verdict. */
export const fromCheck = (check) => ({ holds: check.holds, why: innerCheckText(check) });

export const winLose = { choices: [['N', () => t('single-delete-nim-s-choice-win')], ['P', () => t('single-delete-nim-s-choice-lose')]] };

/** A "win or lose from here?" question, checked by the engine's account of the position; the
 *  clue (the message `clue`) starts from what the student's answer would need. */
export function predictPN(position, clue, S, byMoves = false) {
  return async (answer) => {
    const e = await explain(position, typeof S === 'function' ? S() : S);
    if (byMoves) e.text = await movesWhy(position, e.p);
    const right = kindOf(e.p);
    const need = t(answer === 'N' ? 'single-delete-nim-s-need-win' : 'single-delete-nim-s-need-lose');
    return {
      correct: answer === right,
      answer: t('single-delete-nim-s-pn-answer', { position: show(position), kind: right }),
      why: e.text,
      clue: twoSentences(need, t(clue)),
    };
  };
}

/** The engine's move from `position`: {winning, by, after, leaves} — the move in words after
 *  "wins by …" and after "after …" ("deleting the 5 and splitting the 7 into 3 and 4", in a
 *  language where the two differ, worded for each), the piles it leaves, and whether it wins;
 *  null when there is no move. */
export async function engineMove(position) {
  const h = await engineHint(position);
  if (h.delete === undefined || h.delete === null || !h.parts) return null;
  const [x, y] = Array.from(h.parts, Number);
  const leaves = [...position.filter((_, i) => i !== h.delete && i !== h.split), x, y];
  const move = { deleted: Number(position[h.delete]), split: Number(position[h.split]), x, y };
  return { winning: !!h.winning, by: t('single-delete-nim-s-move-by', move), after: t('single-delete-nim-s-move-after', move), leaves };
}

/** How the opponent wins from `position` after the student's move, from the engine's hint:
 *  "your opponent then wins by deleting the 5 and splitting the 7 into 3 and 4". */
export async function replyWords(position) {
  const m = await engineMove(position);
  return m && m.winning ? t('single-delete-nim-s-opponent-wins', { move: m.by }) : t('single-delete-nim-s-opponent-stuck');
}

/** Why a position is P or N told by moves alone, from the engine's play (step 2 comes before the
 *  pattern of step 3, which the engine's own reason names). */
export async function movesWhy(position, p) {
  const m = await engineMove(position);
  if (!m) return t('single-delete-nim-s-no-move', { position: show(position) });
  if (!p) return t('single-delete-nim-s-moves-win', { position: show(position), move: m.by, leaves: show(m.leaves), reply: await replyOf(m.leaves) });
  const answerBack = await engineMove(m.leaves);
  return t('single-delete-nim-s-moves-lose', {
    position: show(position), move: m.after, leaves: show(m.leaves), reply: answerBack ? answerBack.by : t('single-delete-nim-s-own-move'),
  });
}
/** "whatever the opponent does, …" for a P-position left to the opponent, in moves. */
export async function replyOf(position) {
  const m = await engineMove(position);
  if (!m) return t('single-delete-nim-s-reply-none');
  const back = await engineMove(m.leaves);
  return back ? t('single-delete-nim-s-reply-of', { move: m.after, reply: back.by }) : t('single-delete-nim-s-reply-last', { move: m.after });
}

/** A "name a winning split x" check: from `keep` (the piles kept), the 12 split into x and 12 − x. */
export function splitCheck(winners, keep, byMoves = false) {
  return async (x) => {
    const list = await winners();
    const answerWords = list.length ? `x = ${listOf(list)}` : t('single-delete-nim-s-split-none');
    if (x === 0) {
      return {
        correct: list.length === 0,
        answer: answerWords,
        why: list.length ? t('single-delete-nim-s-split-wins', { x: list[0], y: 12 - list[0] }) : t('single-delete-nim-s-split-all-n'),
        clue: t(list.length ? 'single-delete-nim-s-split-some' : 'single-delete-nim-s-split-try'),
      };
    }
    if (x < 1 || x > 11) {
      return { correct: false, answer: answerWords, why: t('single-delete-nim-s-split-range'), clue: t('single-delete-nim-s-split-range-clue', { typed: String(x) }) };
    }
    const left = [x, 12 - x, ...keep];
    const e = await explain(left);
    return {
      correct: e.p,
      answer: answerWords,
      why: byMoves && e.p ? t('single-delete-nim-s-leaves-reply', { leaves: show(left), reply: await replyOf(left) })
        : t('single-delete-nim-s-leaves-why', { leaves: show(left), why: e.text }),
      clue: e.p ? '' : t('single-delete-nim-s-split-leaves', { x, y: 12 - x, leaves: show(left), reply: await replyWords(left) }),
    };
  };
}
