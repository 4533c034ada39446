// The lesson "Single-delete Nim" (www/lessons/single-delete-nim.html, after arXiv 2411.19453): two
// piles played and predicted, "both odd" found on the engine's map (Theorem 1.1), three piles drawn
// in binary with the rightmost 1s aligned (Theorem 1.4), four piles searched and grouped by
// valuations (only condition (1) of Theorem 1.5 survived in the source), the doubling observation
// refuted by the engine's own counterexamples, and a rule the student changes (k piles up to S).
// Every verdict and number on the page comes from the engine's solver, run in a worker of its own
// (client.js) on small ranges; the page's prose holds no claim a rule change could falsify.

import '../../../elements/index.js';
import { startLesson, lessonReady } from '../../../lessons/runtime.js';
import { el, fill, fmtInt, andList, errorText, withSubscripts, typedInt } from '../../../core/dom.js';
import { renderPresetChips, markActiveChips, renderFieldError } from '../../../widgets/fields.js';
import { checkSetting } from '../../../core/spec.js';
import { buildSettingFields } from '../../../widgets/setting-field.js';
import { createDeleteChannel } from '../client.js';
import { alignedDigits, pilesText, statementTitle } from '../digits.js';
import { renderDeleteChecks } from '../checks.js';
import { createDeleteGroups } from '../groups.js';
import { createDeleteMap } from '../map.js';

/** The range each step solves for k piles (small: every solve takes milliseconds). */
const lessonRange = { 2: 24, 3: 32, 4: 24, 5: 16, 6: 12, 7: 12, 8: 10 };
/** The largest S the lesson lets the student choose for k piles (the playground goes further). */
const rangeLimit = { 2: 60, 3: 40, 4: 24, 5: 16, 6: 14, 7: 12, 8: 11 };
/** P-positions listed per group at first ("Show more" asks for more). */
const groupLimit = 4;
/** Every P-position (for the conjectures that need them all). */
const allLimit = 1e9;

const main = document.querySelector('main.lesson');
const lesson = startLesson(main);
const $ = (selector) => main.querySelector(selector);
const rule = { k: 5, S: 16 };

// --- the engine, in a worker of its own ------------------------------------------------------

const channel = createDeleteChannel();
const solves = new Map();

/** The solve of every position of k piles, each 1..S: {piles, max, positions, checks, groups,
 *  map (2 piles: the P-map)}, once per (k, S, limit). */
function solve(k, S, limit = groupLimit) {
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
function explain(position, S) {
  const piles = Array.from(position, Number);
  const max = Math.max(S ?? lessonRange[piles.length], ...piles);
  return channel.call({ op: 'explain', piles: piles.length, max, position: piles })
    .then((e) => ({ ...e, text: String(e.text).replace(/\ba N-position/g, 'an N-position') }));
}

const hints = new Map();
let hintCount = 0;

/** The engine's best move from `start` ({winning, delete, split, parts, leaves, reason, why}). */
function engineHint(start) {
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
const checkOf = (result, id) => Array.from(result.checks).find((c) => c.id === id);
const sortedKey = (piles) => Array.from(piles, Number).sort((a, b) => a - b).join(',');
const show = (piles) => `(${pilesText(piles)})`;
const kindWords = (p) => (p ? 'a P-position' : 'an N-position');
const pTotal = (result) => Array.from(result.groups).reduce((sum, g) => sum + g.pCount, 0);
const twos = (k) => Array.from({ length: k }, () => 2);
const ruleWords = () => `${rule.k} piles, each 1 … ${rule.S}`;
/** The rule's game starts from 2, 3, …, k + 1 (each at most S). */
const ruleStart = () => Array.from({ length: rule.k }, (_, i) => Math.min(rule.S, i + 2));

/** The set of P-positions (sorted keys) of k piles up to S. */
async function pSet(k, S) {
  const result = await solve(k, S, allLimit);
  return new Set(Array.from(result.groups).flatMap((g) => Array.from(g.positions, sortedKey)));
}

/** Every sorted position of k piles, each 1..S, in lexicographic order. */
function* positions(k, S, from = 1, prefix = []) {
  if (prefix.length === k) {
    yield prefix;
    return;
  }
  for (let v = from; v <= S; v++) yield* positions(k, S, v, [...prefix, v]);
}

/** P on the 2-pile map of a solve (piles 1..max). */
function twoPileP(result) {
  const { pMap } = result.map;
  return (a, b) => pMap[(a - 1) * result.max + (b - 1)] === 1;
}

/**
 * The claim "P exactly when the sorted valuations satisfy `claim`", judged on a solve's groups:
 * a P-position whose pattern the claim calls N, or a pattern the claim calls P with an N-position
 * in range (fewer P than positions, or none at all: then its powers of 2 are N). `claimedFirst`
 * looks for the second kind first. Returns {holds, why}.
 */
function judgePatterns(result, claim, claimedFirst = false) {
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

const allSame = (pattern) => pattern.every((v) => v === pattern[0]);

/** Builds the lesson's live parts once the engine is loaded. */
function setup() {
  const facts = lesson.facts;
  const { fact, conjecture, question } = lesson;
  buildSettingFields(main);


  /** A statement as the engine checked it: its verdict, the range, and the counterexample. */
  function checkWords(check) {
    return [el('span', { class: `sdn-verdict ${check.holds ? 'holds' : 'fails'}` }, check.holds ? '✓ ' : '✗ '), withSubscripts(check.text)];
  }

  // --- the conjectures students make (the teacher's layer): each judged by the engine ---------


  /** A statement check of the engine as a conjecture's verdict. */
  const fromCheck = (check) => ({
    holds: check.holds,
    why: check.holds ? check.text.replace(/\.$/, '').replace(/^Holds/, 'holds') : check.text.replace(/\.$/, ''),
  });

  // --- questions --------------------------------------------------------------------------------


  const winLose = { choices: [['N', 'I win (an N-position)'], ['P', 'I lose (a P-position)']] };
  const pOrN = { choices: [['P', 'P: the player to move loses'], ['N', 'N: the player to move wins']] };

  /** A "win or lose from here?" question, checked by the engine's account of the position; the
   *  clue starts from what the student's answer would need. */
  function predictPN(position, clue, S, byMoves = false) {
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
  async function engineMove(position) {
    const h = await engineHint(position);
    if (h.delete === undefined || h.delete === null || !h.parts) return null;
    const [x, y] = Array.from(h.parts, Number);
    const leaves = [...position.filter((_, i) => i !== h.delete && i !== h.split), x, y];
    return { winning: !!h.winning, words: `deleting the ${position[h.delete]} and splitting the ${position[h.split]} into ${x} and ${y}`, leaves };
  }

  /** How the opponent wins from `position` after the student's move, from the engine's hint:
   *  "your opponent then wins by deleting the 5 and splitting the 7 into 3 and 4". */
  async function replyWords(position) {
    const m = await engineMove(position);
    return m && m.winning ? `your opponent then wins by ${m.words}.` : 'your opponent then has no winning move.';
  }

  /** Why a position is P or N told by moves alone, from the engine's play (step 2 comes before the
   *  pattern of step 3, which the engine's own reason names). */
  async function movesWhy(position, p) {
    const m = await engineMove(position);
    if (!m) return `No move is possible from ${show(position)}: the player to move loses.`;
    if (!p) return `From ${show(position)} the player to move wins by ${m.words}: that leaves ${show(m.leaves)}, and ${await replyOf(m.leaves)}`;
    const answerBack = await engineMove(m.leaves);
    return `From ${show(position)} every move can be answered. For example, after ${m.words} (leaving ${show(m.leaves)}), the other player wins by ${answerBack ? answerBack.words : 'a move of their own'}.`;
  }
  /** "whatever the opponent does, …" for a P-position left to the opponent, in moves. */
  async function replyOf(position) {
    const m = await engineMove(position);
    if (!m) return 'the other player cannot move at all.';
    const back = await engineMove(m.leaves);
    return `whatever the other player does, there is an answer: after ${m.words}, ${back ? `the reply is ${back.words}` : 'no move is left'}.`;
  }

  /** A "name a winning split x" check: from `keep` (the piles kept), the 12 split into x and 12 − x. */
  function splitCheck(winners, keep, byMoves = false) {
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

  // --- step 1: play ---------------------------------------------------------------------------

  const S2 = lessonRange[2];
  fact('small-two', async () => {
    const isP = twoPileP(await solve(2, S2));
    const p = [];
    const n = [];
    for (let a = 1; a <= 4; a++) for (let b = a; b <= 4; b++) (isP(a, b) ? p : n).push(show([a, b]));
    return `P: ${p.join(', ')}. N: ${n.join(', ')}.`;
  });
  fact('play-start', async () => (await explain([6, 9])).text);

  // --- step 2: predict --------------------------------------------------------------------------

  question('pn-3-5', {
    prompt: 'Piles of 3 and 5, your move. With best play on both sides, do you win or lose?',
    answer: winLose,
    check: predictPN([3, 5], 'Try every move on paper: delete one pile, split the other. What can your opponent do next?', undefined, true),
  });

  /** The x for which deleting the 7 of (12, 7) and splitting 12 into x + (12 − x) leaves a P-position. */
  async function winningSplitsOf12() {
    const isP = twoPileP(await solve(2, S2));
    const out = [];
    for (let x = 1; x <= 11; x++) if (isP(x, 12 - x)) out.push(x);
    return out;
  }

  question('split-12', {
    prompt: () => ['Piles of 12 and 7, your move. You delete the 7 and split the 12 into x and 12 − x. Name an x that wins.',
      el('span', { class: 'screen-only' }, ' (Type 0 if none does.)')],
    answer: 'number',
    check: splitCheck(winningSplitsOf12, [], true),
  });
  fact('answer-3-5', async () => (await explain([3, 5])).text);
  fact('answer-12', async () => {
    const winners = await winningSplitsOf12();
    return winners.length ? `From (12, 7), deleting the 7: the winning splits are x = ${andList(winners)}.` : 'From (12, 7), deleting the 7: no split wins.';
  });

  // --- step 3: the pattern for two piles --------------------------------------------------------

  fact('two-range', async () => {
    const r = await solve(2, S2);
    return `${r.max} (${fmtInt(r.positions)} pairs)`;
  });

  const twoPatterns = {
    odd: { words: 'both piles are odd', label: 'Both piles are odd', test: (a, b) => a % 2 === 1 && b % 2 === 1 },
    sum: { words: 'a + b is even', label: 'a + b is even', test: (a, b) => (a + b) % 2 === 0 },
    equal: { words: 'the two piles are equal', label: 'The two piles are equal', test: (a, b) => a === b },
    oneOdd: { words: 'at least one pile is odd', label: 'At least one pile is odd', test: (a, b) => a % 2 === 1 || b % 2 === 1 },
  };

  /** "P exactly when test(a, b)" against the engine's map: the first pair where they differ. */
  async function judgeTwo(test) {
    const r = await solve(2, S2);
    const isP = twoPileP(r);
    for (let a = 1; a <= r.max; a++) {
      for (let b = a; b <= r.max; b++) {
        if (test(a, b) !== isP(a, b)) return { holds: false, a, b, p: isP(a, b), max: r.max };
      }
    }
    return { holds: true, max: r.max, pairs: r.positions };
  }

  /** The first N-position where test holds (extra) and the first P-position where it fails (missed). */
  async function twoDirections(test) {
    const r = await solve(2, S2);
    const isP = twoPileP(r);
    let extra = null;
    let missed = null;
    for (let a = 1; a <= r.max; a++) {
      for (let b = a; b <= r.max; b++) {
        if (!extra && test(a, b) && !isP(a, b)) extra = { a, b };
        if (!missed && !test(a, b) && isP(a, b)) missed = { a, b };
      }
    }
    return { extra, missed };
  }

  async function twoWhy(test) {
    const j = await judgeTwo(test);
    return j.holds
      ? { holds: true, why: `the engine agrees on all ${fmtInt(j.pairs)} pairs up to ${j.max}` }
      : { holds: false, why: `the engine finds ${show([j.a, j.b])} ${kindWords(j.p)}` };
  }

  question('pattern-2', {
    prompt: 'Which sentence describes the two-pile P-positions (the dark cells of the map) — all of them, and nothing else: both piles odd, a + b even, the two piles equal, or at least one pile odd?',
    answer: { choices: Object.entries(twoPatterns).map(([value, p]) => [value, p.label]) },
    check: async (choice) => {
      const verdicts = await Promise.all(Object.entries(twoPatterns).map(async ([value, p]) => [value, p, await judgeTwo(p.test)]));
      const right = verdicts.filter(([, , j]) => j.holds).map(([, p]) => p.words);
      const [, pattern, j] = verdicts.find(([value]) => value === choice);
      // half right: the sentence holds at every P-position (but also elsewhere), or only at P-positions
      const { extra, missed } = await twoDirections(pattern.test);
      const chosen = { ...pattern, extra, missed, covers: !missed && !!extra, only: !extra && !!missed };
      return {
        correct: j.holds,
        answer: right.length ? right.join('; ') : 'none of these sentences',
        why: j.holds
          ? `“${chosen.words}” agrees with the engine on all ${fmtInt(j.pairs)} pairs up to ${j.max}.`
          : `At ${show([j.a, j.b])} the sentence “${chosen.words}” says ${j.p ? 'N' : 'P'}, but the engine finds ${kindWords(j.p)}.`,
        partly: !j.holds && (chosen.covers || chosen.only),
        clue: chosen.covers
          ? `“${chosen.label}” is true at every dark cell, but also at ${show([chosen.extra.a, chosen.extra.b])}, a light cell (an N-position). Which sentence fits the dark cells and nothing else?`
          : chosen.only
            ? `Every pair where “${chosen.label}” is true is a dark cell, but ${show([chosen.missed.a, chosen.missed.b])} is dark too. Which sentence fits all the dark cells?`
            : `${show([j.a, j.b])} is ${kindWords(j.p)}, and “${chosen.label}” gets it wrong. Point at a few dark cells and a few light ones: what do the piles of the dark ones have in common?`,
      };
    },
  });

  fact('theorem-1-1', async () => checkWords(checkOf(await solve(2, S2), 'theorem-1.1')));
  conjecture('two-odd', async () => fromCheck(checkOf(await solve(2, S2), 'theorem-1.1')));
  conjecture('two-sum-even', () => twoWhy(twoPatterns.sum.test));
  conjecture('two-equal', async () => {
    const isP = twoPileP(await solve(2, S2));
    for (let a = 1; a <= S2; a++) if (!isP(a, a)) return { holds: false, why: `the engine finds ${show([a, a])} an N-position` };
    return { holds: true, why: `the engine: every pair of equal piles up to ${S2} is P` };
  });

  // the map: every pair up to S2, the engine's reason for each; "Play from" starts step 1's game there
  const map = createDeleteMap($('#map-two'), {
    ids: 'm2-',
    explain: (position) => explain(position),
    names: () => ['a', 'b'],
    play: (position) => {
      const game = $('#game-play');
      game.setAttribute('piles', pilesText(position));
      game.scrollIntoView({ behavior: 'smooth', block: 'center' });
    },
  });
  solve(2, S2).then((r) => map.render({ piles: 2, max: r.max, rest: [], pMap: r.map.pMap }, `2|${r.max}`), () => {});

  // --- step 4: three piles ------------------------------------------------------------------------

  const S3 = lessonRange[3];
  const digitsInput = $('#digits-input');
  const digitsMessage = $('#digits-message');
  const drawing = $('#digits-drawing');
  let drawToken = 0;

  /** The typed piles, or null (with the message shown): the engine reads the row as the
   *  playground's start row of single-delete Nim (2 to 8 piles), then each of its numbers. */
  function typedPiles() {
    const checked = checkSetting('dstart', digitsInput.value);
    const problem = checked.error ? checked.error.replace(/^dstart: /, '') : null;
    renderFieldError(digitsInput, digitsMessage, problem);
    if (problem) return null;
    return String(checked.value).split(',').map((t) => t.trim()).filter((t) => t !== '')
      .map((t) => checkSetting('dmax', t).value);
  }

  /** Draws the typed piles in binary; with `ask`, the engine's verdict under them. */
  function draw(ask) {
    const piles = typedPiles();
    const token = ++drawToken;
    if (!piles) return;
    const k = piles.length;
    const verdict = el('p', { class: 'sdn-verdict-line', id: 'digits-verdict' });
    fill(drawing, alignedDigits(piles, { caption: `${pilesText(piles)} in binary, rightmost 1s aligned` }), verdict);
    if (!ask) return;
    if (Math.max(...piles) > rangeLimit[k]) {
      fill(verdict, `The lesson solves ${k} piles up to ${rangeLimit[k]}; the playground’s single-delete section goes further.`);
      return;
    }
    fill(verdict, '…');
    explain(piles).then((e) => {
      if (token !== drawToken) return;
      fill(verdict, el('span', { class: `d-pn ${e.p ? 'p' : 'n'}` }, e.p ? 'P' : 'N'), ' ', withSubscripts(e.text));
    }, (err) => {
      if (token === drawToken) fill(verdict, el('span', { class: 'fact-error' }, errorText(err)));
    });
  }
  $('#digits-form').addEventListener('submit', (e) => {
    e.preventDefault();
    draw(false);
  });
  $('#digits-ask').addEventListener('click', () => draw(true));
  draw(false);

  question('pn-6-10-12', {
    prompt: 'Piles of 6, 10 and 12, your move. Do you win or lose against best play?',
    answer: winLose,
    check: predictPN([6, 10, 12], 'Draw 6, 10 and 12 above. Do their rightmost 1s stand in one column?'),
  });

  /** The x for which deleting the 6 of (6, 10, 12) and splitting 12 into x + (12 − x) wins. */
  async function winningSplitsThree() {
    const p = await pSet(3, S3);
    const out = [];
    for (let x = 1; x <= 11; x++) if (p.has(sortedKey([x, 12 - x, 10]))) out.push(x);
    return out;
  }

  question('split-three', {
    prompt: () => ['From 6, 10 and 12 you delete the 6 and split the 12 into x and 12 − x, keeping the 10. Name an x that wins.',
      el('span', { class: 'screen-only' }, ' (Type 0 if none does; draw the piles above to compare their rightmost 1s.)')],
    answer: 'number',
    check: splitCheck(winningSplitsThree, [10]),
  });

  fact('theorem-1-4', async () => checkWords(checkOf(await solve(3, S3), 'theorem-1.4')));
  fact('challenge-start', async () => ((await explain([7, 10, 12])).p
    ? 'the engine’s own verdict is that (7, 10, 12) is a P-position: you cannot win against perfect play. Watch how it escapes.'
    : 'the engine’s own verdict is that you can win from (7, 10, 12), but only with exact play.'));
  fact('challenge-move', async () => (await engineHint([7, 10, 12])).why);

  conjecture('three-odd', async () => {
    const r = await solve(3, S3);
    const odd = checkOf(r, 'prop-4.1');
    if (!odd.holds) return fromCheck(odd);
    return judgePatterns(r, (pattern) => pattern.every((v) => v === 0));
  });
  conjecture('three-nim', async () => {
    const p = await pSet(3, S3);
    for (const a of positions(3, S3)) {
      const nim = (a[0] ^ a[1] ^ a[2]) === 0;
      const isP = p.has(a.join(','));
      if (nim !== isP) {
        return { holds: false, why: `${show(a)}: ${a.join(' XOR ')} = ${a[0] ^ a[1] ^ a[2]}, and the engine finds ${kindWords(isP)}` };
      }
    }
    return { holds: true, why: `the engine agrees on every position of 3 piles up to ${S3}` };
  });
  conjecture('three-valuation', async () => fromCheck(checkOf(await solve(3, S3), 'theorem-1.4')));

  // --- step 5: four piles, by search ------------------------------------------------------------------

  const S4 = lessonRange[4];
  fact('four-range', async () => {
    const r = await solve(4, S4);
    return `${r.max} (${fmtInt(r.positions)} positions)`;
  });
  fact('condition-1', async () => checkWords(checkOf(await solve(4, S4), 'condition-1')));
  const groupsFour = createDeleteGroups($('#groups-four'), {
    ids: 'g4-',
    more: (pattern, limit) => channel.call({ op: 'group', piles: 4, max: S4, pattern, limit }).then((a) => a.positions),
  });
  solve(4, S4).then((r) => groupsFour.render(r, `4|${S4}`, false), () => {});

  question('pn-1-2-2-2', {
    prompt: 'Piles of 1, 2, 2 and 2, your move. Their valuations are 0, 1, 1, 1: not all the same. Do you win or lose?',
    answer: winLose,
    check: predictPN([1, 2, 2, 2], 'Delete one pile and split another in every way you can: is any position left one you would like to face?'),
  });

  conjecture('four-equal-implies', async () => fromCheck(checkOf(await solve(4, S4), 'condition-1')));
  conjecture('four-equal-iff', async () => judgePatterns(await solve(4, S4), allSame));
  conjecture('four-pairs', async () => judgePatterns(await solve(4, S4), (v) => v[0] === v[1] && v[2] === v[3], true));

  // --- step 6: the doubling observation ---------------------------------------------------------------

  question('double-2', {
    prompt: 'Double both piles of 1 and 1: piles of 2 and 2, your move. Do you win or lose?',
    answer: winLose,
    check: async (answer) => {
      const [one, two] = await Promise.all([explain([1, 1]), explain([2, 2])]);
      const right = two.p ? 'P' : 'N';
      return {
        correct: answer === right,
        answer: `(2, 2) is ${kindWords(two.p)}; (1, 1) is ${kindWords(one.p)}`,
        why: `${two.text} ${one.text}`,
        clue: answer === 'N'
          ? 'From 2 and 2 there is only one kind of move: delete a 2, split the other into 1 and 1. Who is stuck after that?'
          : 'From 2 and 2 there is only one kind of move: delete a 2, split the other into 1 and 1. Can your opponent move after that?',
      };
    },
  });
  question('double-5', {
    prompt: 'Five piles of 1 doubled are five piles of 2. Does doubling keep the verdict (P stays P, N stays N) here?',
    answer: { choices: [['same', 'Yes, the same verdict'], ['changes', 'No, the verdict changes']] },
    check: async (answer) => {
      const [one, two] = await Promise.all([explain([1, 1, 1, 1, 1]), explain([2, 2, 2, 2, 2])]);
      const right = one.p === two.p ? 'same' : 'changes';
      return {
        correct: answer === right,
        answer: right === 'same' ? `the same: both are ${one.p ? 'P' : 'N'}` : `it changes: (1, 1, 1, 1, 1) is ${one.p ? 'P' : 'N'}, (2, 2, 2, 2, 2) is ${two.p ? 'P' : 'N'}`,
        why: `${one.text} ${two.text}`,
        clue: answer === 'same'
          ? 'Check each side: five piles of 1 — can the player to move split anything? Five piles of 2 — how many moves can the game last, and who makes the last one?'
          : 'Check each side: five piles of 1 — can the player to move split anything? Five piles of 2 — count the moves: each deletes a 2 and splits a 2. Who makes the last one?',
      };
    },
  });

  const everyK = [2, 3, 4, 5, 6, 7, 8];
  /** The doubling check for each number of piles, on the lesson's range for it. */
  const doublings = () => Promise.all(everyK.map(async (k) => ({ k, r: await solve(k, lessonRange[k]) })))
    .then((list) => list.map(({ k, r }) => ({ k, r, check: checkOf(r, 'doubling') })));

  fact('doubling-table', async () => {
    const list = await doublings();
    return el('ul', { class: 'sdn-doubling', id: 'doubling-list' }, list.map(({ k, r, check }) => {
      const cx = check.counterexample ? Array.from(check.counterexample) : null;
      return el('li', { class: `sdn-doubling-row ${check.holds ? 'holds' : 'fails'}`, 'data-k': k, 'data-verdict': check.holds ? 'holds' : 'fails' },
        el('p', { class: 'sdn-doubling-head' },
          el('strong', null, `${k} piles`), ` (each 1 … ${r.max}): `, checkWords(check)),
        cx ? el('div', { class: 'sdn-doubling-pair' },
          alignedDigits(cx, { compact: true, caption: `${pilesText(cx)} in binary` }),
          el('span', { class: 'sdn-arrow', 'aria-hidden': 'true' }, '→'),
          alignedDigits(cx.map((v) => 2 * v), { compact: true, caption: `${pilesText(cx.map((v) => 2 * v))} in binary` })) : null);
    }));
  });
  conjecture('double-three', async () => fromCheck(checkOf(await solve(3, S3), 'doubling')));
  conjecture('double-all', async () => {
    const list = await doublings();
    const bad = list.filter((d) => !d.check.holds);
    return bad.length
      ? { holds: false, why: `the engine finds counterexamples for ${andList(bad.map((d) => d.k))} piles; the first: ${bad[0].check.text.replace(/\.$/, '').replace(/^Contradicted/, 'contradicted')}` }
      : { holds: true, why: 'the engine finds no counterexample for 2 to 8 piles on its ranges' };
  });

  // --- step 7: the rule the student changes -----------------------------------------------------------

  const ruleSolve = () => solve(rule.k, rule.S);
  for (const node of main.querySelectorAll('[data-rule-words]')) facts.add(node, () => ruleWords());
  fact('rule-summary', async () => {
    const r = await ruleSolve();
    const p = pTotal(r);
    return `the engine solved ${fmtInt(r.positions)} positions; ${fmtInt(p)} of them are P-positions, in ${fmtInt(r.groups.length)} valuation pattern${r.groups.length === 1 ? '' : 's'}.`;
  });
  fact('rule-checks', async () => {
    const box = el('div', { class: 'sdn-checks' });
    renderDeleteChecks(box, await ruleSolve());
    return box;
  });
  fact('rule-answer', async () => {
    const [e, r] = await Promise.all([explain(twos(rule.k), rule.S), ruleSolve()]);
    return [withSubscripts(e.text), ' ', statementTitle('prop-4.2'), ' on this range: ', withSubscripts(fromCheck(checkOf(r, 'prop-4.2')).why), '.'];
  });

  question('rule-twos', {
    prompt: () => `${rule.k} piles of 2 each (${pilesText(twos(rule.k))}), your move. Do you win or lose?`,
    answer: winLose,
    check: (answer) => predictPN(twos(rule.k), 'Every move deletes a 2 and splits a 2 into 1 + 1. Count how many moves the game can last.', () => rule.S)(answer),
    // five piles of 2 are step 6's doubled position: its verdict waits for this question too
    reveals: [$('#q-double-5-feedback')],
  });
  question('rule-patterns', {
    prompt: () => `For ${ruleWords()}: in how many different patterns of valuations do the P-positions fall?`,
    answer: 'number',
    check: async (n) => {
      const r = await ruleSolve();
      const groups = Array.from(r.groups);
      const covered = groups.filter((g) => g.covered).length;
      return {
        correct: n === groups.length,
        answer: `${groups.length}`,
        why: `For ${ruleWords()}: ${fmtInt(pTotal(r))} P-positions in ${groups.length} pattern${groups.length === 1 ? '' : 's'}; a statement of the paper explains ${covered} of them, search found the others.`,
        clue: `${fmtInt(n)} is ${n > groups.length ? 'too many' : 'too few'}. With two piles every P-position has the pattern 0, 0; with three, the piles share one valuation. Which valuations can a pile of at most ${rule.S} have?`,
      };
    },
  });

  conjecture('rule-odd', async () => {
    const results = [await ruleSolve(), ...(await doublings()).map((d) => d.r)];
    const bad = results.map((r) => checkOf(r, 'prop-4.1')).find((c) => !c.holds);
    return bad ? fromCheck(bad)
      : { holds: true, why: `search agrees for ${ruleWords()}, and for 2 to 8 piles on the ranges of step 6` };
  });
  conjecture('rule-twos', async () => {
    const verdicts = await Promise.all(everyK.map(async (k) => ({ k, e: await explain(twos(k), 2) })));
    const wins = verdicts.filter((v) => !v.e.p).map((v) => v.k);
    return wins.length
      ? { holds: false, why: `the engine: the player to move wins from piles of 2 when there are ${andList(wins)} of them` }
      : { holds: true, why: 'the engine: the player to move loses for every number of piles from 2 to 8' };
  });
  conjecture('rule-equal', async () => judgePatterns(await ruleSolve(), allSame));

  const groupsRule = createDeleteGroups($('#groups-rule'), {
    ids: 'gr-',
    more: (pattern, limit) => channel.call({ op: 'group', piles: rule.k, max: rule.S, pattern, limit }).then((a) => a.positions),
  });
  function renderRuleGroups() {
    const asked = `${rule.k}|${rule.S}`;
    ruleSolve().then((r) => {
      if (asked === `${rule.k}|${rule.S}`) groupsRule.render(r, asked, false);
    }, () => {});
  }

  const chips = $('[data-rule-chips]');
  const rangeInput = $('#range-input');
  const rangeMessage = $('#range-message');
  chips.append(el('span', { class: 'presets-label' }, 'Piles k:'));
  renderPresetChips(chips, everyK.map((k) => ({ k })), ({ k }) => ({ label: `${k}`, title: `${k} piles`, data: { k } }), ({ k }) => setRule(k, lessonRange[k]));
  $('#range-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const S = typedInt(rangeInput.value);
    let problem = null;
    if (!Number.isInteger(S) || S < 2) problem = 'S is a whole number of at least 2.';
    else if (S > rangeLimit[rule.k]) problem = `With ${rule.k} piles the lesson solves piles up to ${rangeLimit[rule.k]} (the playground goes further).`;
    fill(rangeMessage, problem || '');
    rangeInput.setAttribute('aria-invalid', String(!!problem));
    if (!problem) setRule(rule.k, S);
  });

  /** A new rule: every element, fact and question of the exploration follows it. */
  function setRule(k, S) {
    Object.assign(rule, { k, S });
    rangeInput.value = String(S);
    fill(rangeMessage, '');
    rangeInput.setAttribute('aria-invalid', 'false');
    for (const node of main.querySelectorAll('[data-rule]')) node.setAttribute('piles', pilesText(ruleStart()));
    markActiveChips(chips, (c) => c.k === k);
    lesson.resetQuestions();
    renderRuleGroups();
    return facts.refresh();
  }

  rangeInput.value = String(rule.S);
  markActiveChips(chips, (c) => c.k === rule.k);
  renderRuleGroups();
}

lessonReady(setup);
