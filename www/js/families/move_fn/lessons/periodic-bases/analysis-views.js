// The views of the periodic analysis in the lesson "Periodic rules and several bases": the g_i
// table (step 3), the bases B_i (step 4) and the theorem checks (step 7), drawn again for each rule.

import { el, setText, errorText } from '../../../../core/dom.js';
import { createGTable, createBases } from '../../periodic/tables.js';
import { createTheorems } from '../../periodic/theorems.js';
import { onLanguageChange } from '../../../../core/i18n.js';
import { now, analysis, ruleWords, viewHost, t } from './shared.js';

/** Builds the views; returns drawViews (they follow the rule chosen). */
export function analysisViews() {
  const viewError = el('p', { class: 'fact-error', id: 'pl-analysis-error', 'aria-live': 'polite' });
  viewHost('g-table').before(viewError);
  const gTable = createGTable(viewHost('g-table'), { ids: 'pl-', pageSize: 15 });
  const bases = createBases(viewHost('bases'));
  const theorems = createTheorems(viewHost('theorems'), { ids: 'pl-' });
  // the engine's error for the rule now, if any (worded again on a language switch)
  let failed = null;
  const showError = () => setText(viewError, failed ? t('periodic-bases-s-analysis-error', { rule: ruleWords(failed.rule), error: errorText(failed.err) }) : '');
  onLanguageChange(showError);

  async function drawViews() {
    const wanted = now.rule;
    try {
      const result = await analysis(wanted);
      if (wanted !== now.rule) return;
      failed = null;
      showError();
      gTable.render(result);
      bases.render(result);
      theorems.render(result);
    } catch (err) {
      if (wanted !== now.rule) return;
      failed = { rule: wanted, err };
      showError();
    }
  }
  return drawViews;
}
