// Step 6 of the lesson "Blocking Nim": the paper's summary, tested.

import { withSubscripts } from '../../../../core/dom.js';
import { blockingPresets } from '../../presets.js';
import { diffText } from '../../verdicts.js';
import { lesson, now, pilesUpto, movesUpto, analysis, ruleKey, presetRule, ruleWords } from './shared.js';

/** The summary's claims judged for the sequences chosen and on every example, and the question. */
export function summary() {
  const { fact, conjecture, question } = lesson;

  fact('summary-now', () => {
    const claims = analysis().claims.filter((c) => c.id.startsWith('summary'));
    const word = (c) => (c.verdict === 'not-applicable' ? 'not tested here' : c.verdict);
    return `${claims.map((c) => `${c.id === 'summary-sufficient' ? 'sufficiency' : 'necessity'} — ${word(c)}`).join('; ')}.`;
  });

  /** The paper's claim `id` judged on every example and on the sequences chosen now. */
  function claimEverywhere(id) {
    const rules = [now.rule, ...blockingPresets.map(presetRule)];
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
}
