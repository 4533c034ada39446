// The family's views in the lesson "Blocking Nim": the safe piles beside Theorem 1's runs (step
// 4), the brute-force-or-formula box (step 4) and the summary's verdicts (step 6), drawn again
// for each set of sequences.

import { createSafePiles } from '../../picture.js';
import { createRuns } from '../../runs.js';
import { createVerdicts } from '../../verdicts.js';
import { createFormulaBox } from '../../formula.js';
import { onLanguageChange } from '../../../../core/i18n.js';
import { now, $, slotFor } from './shared.js';

/** Builds the views in the lesson's own DOM; returns renderViews (they follow the sequences). */
export function familyViews() {
  const picture = createSafePiles($('#safe-picture'), { ids: 'safe-' });
  const runs = createRuns($('#safe-runs'), { ids: 'safe-' });
  const verdicts = createVerdicts($('#verdicts'));
  let formula = null;
  formula = createFormulaBox(
    { pileInput: $('#bf-pile'), moveInput: $('#bf-move'), quick: $('#bf-quick'), error: $('#bf-error'), body: $('#bf-body') },
    { rules: () => ({ ...now.rule }), analysis: () => slotFor(), changed: () => formula?.render() });

  function renderViews() {
    const slot = slotFor();
    picture.render(slot);
    runs.render(slot);
    verdicts.render(slot);
    formula.update();
  }
  // (their words in the language chosen: the views draw again in it, the engine's sentences too)
  onLanguageChange(() => renderViews());
  return renderViews;
}
