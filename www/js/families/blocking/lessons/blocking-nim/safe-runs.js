// Step 4 of the lesson "Blocking Nim": the strategy, where the safe runs are.

import { errorText, fmtInt, withSubscripts } from '../../../../core/dom.js';
import { pairs } from '../../runs.js';
import { diffText } from '../../verdicts.js';
import {
  $, lesson, pilesUpto, movesUpto, hugePile, analysis, level, values, formulaAt, ruleWords, runWords, safeWord,
  safeAtStart, runAsked, firstIntervals, safeOrNot, chain, num, engineText, t,
} from './shared.js';

/** Theorem 1's conditions and runs, the challenge, the questions and the conjectures. */
export function safeRuns() {
  const { fact, conjecture, question } = lesson;

  fact('conditions-now', () => {
    const { one, two } = analysis().conditions;
    return withSubscripts(t(one.holds && two.holds ? 'blocking-nim-s-conditions-apply' : 'blocking-nim-s-conditions-fail', { one: engineText(one), two: engineText(two) }));
  });
  fact('theorem-check', () => {
    const t1 = analysis().claims.find((c) => c.id === 'theorem1');
    return t1 ? withSubscripts(engineText(t1)) : '';
  });

  fact('challenge-pile', () => $('#game-challenge').getAttribute('pile'));
  fact('challenge', () => {
    const pile = Number($('#game-challenge').getAttribute('pile'));
    return t(safeAtStart(pile) ? 'blocking-nim-s-challenge-safe' : 'blocking-nim-s-challenge-unsafe', { move: 1 });
  });

  conjecture('formula-exact', () => {
    const wrong = analysis().levels.filter((l) => !l.matches);
    return wrong.length
      ? { holds: false, why: t('blocking-nim-s-formula-exact-false', { rule: ruleWords(), diff: diffText(wrong[0]) }) }
      : { holds: true, why: t('blocking-nim-s-formula-exact-true', { rule: ruleWords(), moves: movesUpto, upto: pilesUpto }) };
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
      return { holds: false, why: t('blocking-nim-s-shrunk-none', { rule: ruleWords(), error: errorText(err) }) };
    }
    for (const l of analysis().levels) {
      const o = other.levels[l.move - 1].safe;
      const p = l.safe.findIndex((s, i) => s !== o[i]);
      if (p >= 0) {
        const words = { rule: ruleWords(), pile: p, move: l.move, blocks: safeWord(l.safe[p] === 1), without: safeWord(o[p] === 1) };
        return { holds: false, why: t('blocking-nim-s-shrunk-false', words) };
      }
    }
    return { holds: true, why: t('blocking-nim-s-shrunk-true', { rule: ruleWords(), moves: movesUpto, upto: pilesUpto }) };
  });

  // "first" … "fifth": the message of an index (0 … 4), the catalogue's words for it
  const ordinal = (index) => t('blocking-nim-s-ordinal', { index: Number(index) });
  question('run-4', {
    prompt: () => t('blocking-nim-s-run-4', { nth: ordinal(runAsked), move: 1, second: '(M₁ − c₁) + (m₂ + c₂)', next: '(M₃ − c₃) + (m₄ + c₄)' }),
    answer: 'number',
    check: async (n) => {
      const list = firstIntervals();
      const last = list[list.length - 1];
      const found = last && last.safe && last.index === String(runAsked);
      const start = found ? Number(last.from) : null;
      const words = chain(list.map((f) => t('blocking-nim-s-interval', { safe: safeWord(f.safe), run: runWords([Number(f.from), Number(f.to)]) })), 'blocking-nim-s-then');
      const brute = pairs(level(1).runs)[runAsked];
      const safeRuns = list.filter((f) => f.safe);
      const before = safeRuns.find((f) => Number(f.from) === n);
      let clue = t('blocking-nim-s-run-4-clue', { values: 'M₁, m₂, c₁, c₂', step: 1 });
      const typed = num(n);
      if (before) clue = `${t('blocking-nim-s-run-4-before', { n: typed, nth: ordinal(before.index), asked: ordinal(runAsked) })} ${clue}`;
      else if (start !== null && n === start - 1) clue = `${t('blocking-nim-s-run-4-short', { n: typed })} ${clue}`;
      else if (start !== null && n > start && n <= Number(last.to)) clue = `${t('blocking-nim-s-run-4-inside', { n: typed })} ${clue}`;
      const bruteRun = brute ? runWords(brute) : t('blocking-nim-s-none-up-to', { upto: pilesUpto });
      return {
        correct: n === start,
        answer: start === null ? t('blocking-nim-s-run-4-no-run') : t('blocking-nim-s-run-4-answer', { nth: ordinal(runAsked), start: num(start) }),
        partly: !!before || (start !== null && n > start && n <= Number(last.to)),
        why: t('blocking-nim-s-run-4-why', { move: 1, pile: 0, intervals: words, nth: ordinal(runAsked), found: bruteRun }),
        clue,
      };
    },
  });

  question('huge', {
    prompt: () => t('blocking-nim-s-huge', { pile: fmtInt(hugePile), move: 1 }),
    answer: safeOrNot,
    check: async (answer) => {
      const f = formulaAt(hugePile, 1);
      const t1 = analysis().claims.find((c) => c.id === 'theorem1');
      const right = safeWord(f.safe);
      const sure = t(t1 && t1.verdict === 'holds' ? 'blocking-nim-s-huge-sure' : 'blocking-nim-s-huge-unsure');
      const interval = `[${fmtInt(f.from)}, ${fmtInt(f.to)}]`;
      return {
        correct: answer === right, answer: t('blocking-nim-s-formula-says', { safe: right }),
        why: `${t('blocking-nim-s-huge-why', { pile: fmtInt(hugePile), safe: right, interval, move: 1, steps: num(f.steps) })} ${sure}`,
        clue: t('blocking-nim-s-huge-clue'),
      };
    },
  });
}
