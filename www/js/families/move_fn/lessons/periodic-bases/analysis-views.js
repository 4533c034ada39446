// The views of the periodic analysis in the lesson "Periodic rules and several bases": the g_i
// table (step 3), the bases B_i (step 4) and the theorem checks (step 7), drawn again for each rule.

import { el, setText, errorText } from '../../../../core/dom.js';
import { createGTable, createBases } from '../../periodic/tables.js';
import { createTheorems } from '../../periodic/theorems.js';
import { now, analysis, ruleWords, viewHost } from './shared.js';

/** Builds the views; returns drawViews (they follow the rule chosen). */
export function analysisViews() {
  const viewError = el('p', { class: 'fact-error', id: 'pl-analysis-error', 'aria-live': 'polite' });
  viewHost('g-table').before(viewError);
  const gTable = createGTable(viewHost('g-table'), { ids: 'pl-', pageSize: 15 });
  const bases = createBases(viewHost('bases'));
  const theorems = createTheorems(viewHost('theorems'), { ids: 'pl-' });

  async function drawViews() {
    const wanted = now.rule;
    try {
      const result = await analysis(wanted);
      if (wanted !== now.rule) return;
      setText(viewError, '');
      gTable.render(result);
      bases.render(result);
      theorems.render(result);
    } catch (err) {
      if (wanted === now.rule) setText(viewError, `The engine could not compute the games for ${ruleWords(wanted)}: ${errorText(err)}`);
    }
  }
  return drawViews;
}
