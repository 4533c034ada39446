// Step 3 of the lesson "Blocking Nim": predict the next safe pile.

import { pairs } from '../../runs.js';
import { lesson, pilesUpto, level, runsWords, predictNext, numbersWords, num, t } from './shared.js';

/** The questions of the next safe pile at moves 1 and 2, and the conjectures of the runs. */
export function nextSafePile() {
  const { conjecture, question } = lesson;

  /** Runs of move 1 that end before pilesUpto (the last one may be cut off by the range). */
  const wholeRuns = () => pairs(level(1).runs).filter(([, b]) => b < pilesUpto);
  conjecture('even-runs', () => {
    const starts = wholeRuns().map(([a]) => a).slice(1);
    if (starts.length < 3) return { holds: false, why: t('blocking-nim-s-too-few-runs', { upto: pilesUpto, runs: runsWords(pairs(level(1).runs)) }) };
    const gaps = starts.slice(1).map((a, i) => a - starts[i]);
    return gaps.every((g) => g === gaps[0])
      ? { holds: true, why: t('blocking-nim-s-even-runs-true', { upto: pilesUpto, starts: numbersWords(starts), gap: num(gaps[0]) }) }
      : { holds: false, why: t('blocking-nim-s-even-runs-false', { upto: pilesUpto, starts: numbersWords(starts) }) };
  });
  conjecture('same-length', () => {
    const lengths = wholeRuns().map(([a, b]) => b - a + 1);
    return lengths.every((n) => n === lengths[0])
      ? { holds: true, why: t('blocking-nim-s-same-length-true', { upto: pilesUpto, length: num(lengths[0]) }) }
      : { holds: false, why: t('blocking-nim-s-same-length-false', { upto: pilesUpto, runs: runsWords(wholeRuns()) }) };
  });

  question('next-1', predictNext(1));
  question('next-2', predictNext(2));
}
