// Step 4 of the lesson "Blocking Nim": the strategy, where the safe runs are.

import { errorText, fmtInt, withSubscripts } from '../../../../core/dom.js';
import { pairs } from '../../runs.js';
import { diffText } from '../../verdicts.js';
import {
  $, lesson, pilesUpto, movesUpto, hugePile, analysis, level, values, formulaAt, ruleWords, runWords, safeWord,
  safeAtStart, runAsked, firstIntervals, safeOrNot,
} from './shared.js';

/** Theorem 1's conditions and runs, the challenge, the questions and the conjectures. */
export function safeRuns() {
  const { fact, conjecture, question } = lesson;

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

  fact('challenge-pile', () => $('#game-challenge').getAttribute('pile'));
  fact('challenge', () => {
    const pile = Number($('#game-challenge').getAttribute('pile'));
    return safeAtStart(pile)
      ? `The engine’s verdict (brute force): the pile is safe at move 1 — the first player cannot win against best play. Watch how it forbids.`
      : `The engine’s verdict (brute force): the pile is unsafe at move 1 — the first player can win, but only with exact takes and exact blocks.`;
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
}
