// Step 6 of the lesson "Blocking Nim": the paper's summary, tested.

import { withSubscripts } from '../../../../core/dom.js';
import { blockingPresets } from '../../presets.js';
import { diffText } from '../../verdicts.js';
import { lesson, now, pilesUpto, movesUpto, analysis, ruleKey, presetRule, ruleWords, chain, engineText, t } from './shared.js';

/** The summary's claims judged for the sequences chosen and on every example, and the question. */
export function summary() {
  const { fact, conjecture, question } = lesson;

  fact('summary-now', () => {
    const claims = analysis().claims.filter((c) => c.id.startsWith('summary'));
    const words = claims.map((c) => t('blocking-nim-s-claim-verdict', { claim: c.id === 'summary-sufficient' ? 'sufficiency' : 'necessity', verdict: c.verdict }));
    return t('blocking-nim-s-summary-now', { verdicts: chain(words, 'blocking-nim-s-and-also') });
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
        return { holds: false, why: t('blocking-nim-s-claim-false', { rule: ruleWords(r), upto: pilesUpto, moves: movesUpto, why: engineText(claim) }) };
      }
    }
    return { holds: true, why: t('blocking-nim-s-claim-true', { count: tested, upto: pilesUpto, moves: movesUpto }) };
  }
  conjecture('theorem-1', () => claimEverywhere('theorem1'));
  conjecture('summary-sufficient', () => claimEverywhere('summary-sufficient'));
  conjecture('summary-necessary', () => claimEverywhere('summary-necessary'));

  question('summary', {
    prompt: () => {
      const weak = analysis().conditions.weak;
      return withSubscripts(weak.holds ? t('blocking-nim-s-summary-holds', { rule: ruleWords(), moves: movesUpto })
        : t('blocking-nim-s-summary-fails', { rule: ruleWords(), why: engineText(weak), moves: movesUpto }));
    },
    // (the choices' words are functions: worded again on a language switch)
    answer: { choices: [['yes', () => t('blocking-nim-s-summary-yes')], ['no', () => t('blocking-nim-s-summary-no')]] },
    check: async (answer) => {
      const wrong = analysis().levels.filter((l) => !l.matches);
      return {
        correct: answer === (wrong.length ? 'no' : 'yes'),
        answer: t(wrong.length ? 'blocking-nim-s-no' : 'blocking-nim-s-yes'),
        why: wrong.length
          ? t('blocking-nim-s-summary-wrong', { diff: diffText(wrong[0]) })
          : t('blocking-nim-s-summary-right', { moves: movesUpto, upto: pilesUpto }),
        clue: t('blocking-nim-s-summary-clue', { move: 1, c: 'c₁' }),
      };
    },
  });
}
