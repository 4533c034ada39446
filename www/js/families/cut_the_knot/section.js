// The Cut-the-Knot section (Bogomolny, Single Pile Games, 2002; Schwenk, Take-Away Games, 1970):
// three parts behind sub-tabs (URL key kpart) — (a) One Pile with Min/Max and subtraction sets
// (subtraction.js), (b) take-away games and Schwenk's H (takeaway.js), (c) Grundy values of
// (N, x) and sums (grundy.js) — the move function f that (b) and (c) share (rule-field.js), and
// who moves first, shared by the three games (URL key kfirst). Each part computes when it is
// first shown; only the part shown is drawn.

import '../../i18n/cut_the_knot/index.js';
// The take-away game's longest loss is the move-function engine's sentence.
import '../../i18n/move_fn/index.js';
import '../../i18n/cut_the_knot_section/index.js';
import { localize, t } from '../../core/i18n.js';
import { app, slice, invalidate, writeSettingsToUrl } from '../../core/page.js';
import { fromHtml, part } from '../../core/dom.js';
import { readingKey } from '../../widgets/roving.js';
import { mountRuleField } from './rule-field.js';
import { mountSubtraction } from './subtraction/part.js';
import { mountTakeaway } from './takeaway/part.js';
import { mountGrundy } from './grundy/part.js';

const markup = `
<div class="k-section">
  <div class="k-tabs" role="tablist" data-l10n-id="cks-tabs">
    <button type="button" role="tab" id="kpart-tab-minmax" class="k-tab" data-kpart="minmax" aria-controls="kpart-minmax" data-l10n-id="cks-tab-minmax"></button>
    <button type="button" role="tab" id="kpart-tab-takeaway" class="k-tab" data-kpart="takeaway" aria-controls="kpart-takeaway" data-l10n-id="cks-tab-takeaway"></button>
    <button type="button" role="tab" id="kpart-tab-grundy" class="k-tab" data-kpart="grundy" aria-controls="kpart-grundy" data-l10n-id="cks-tab-grundy"></button>
  </div>
  <div id="kf-host"></div>
  <div id="kpart-minmax" class="k-part" role="tabpanel" aria-labelledby="kpart-tab-minmax"></div>
  <div id="kpart-takeaway" class="k-part" role="tabpanel" aria-labelledby="kpart-tab-takeaway" hidden></div>
  <div id="kpart-grundy" class="k-part" role="tabpanel" aria-labelledby="kpart-tab-grundy" hidden></div>
</div>`;

/** The parts by the value of kpart, and whether each uses f. */
const partNames = ['minmax', 'takeaway', 'grundy'];
const usesF = { minmax: false, takeaway: true, grundy: true };

/** The section (families/index.js): the document title while shown and mount (the header's
 *  sentence, the rules and the paper, is in index.html: it shows before the engine). */
export const cutTheKnotSection = {
  get title() { return t('cks-doc-title'); },
  mount,
};

function mount(host) {
  host.append(fromHtml(markup));
  const $ = (id) => part(host, id);
  const s = slice('cut-the-knot');

  /** Who moves first, chosen in one game: the setting, and the other games follow. */
  function onFirstChange(first) {
    app.settings.kfirst = first;
    writeSettingsToUrl();
    for (const name of partNames) if (name !== shownPart()) parts[name].setFirst(first);
    invalidate();
  }

  const ctx = { s, onFirstChange };
  const parts = {
    minmax: mountSubtraction($('kpart-minmax'), ctx),
    takeaway: mountTakeaway($('kpart-takeaway'), ctx),
    grundy: mountGrundy($('kpart-grundy'), ctx),
  };
  const rule = mountRuleField($('kf-host'), s, (delay) => {
    parts.takeaway.ruleChanged(delay);
    parts.grundy.ruleChanged(delay);
  });
  const tabs = partNames.map((name) => $(`kpart-tab-${name}`));
  localize(host);

  function shownPart() {
    return partNames.includes(app.settings.kpart) ? app.settings.kpart : 'minmax';
  }

  function showPart(name) {
    app.settings.kpart = name;
    writeSettingsToUrl();
    parts[shownPart()].start();
    invalidate();
  }

  for (const tab of tabs) {
    tab.addEventListener('click', () => showPart(tab.dataset.kpart));
    tab.addEventListener('keydown', (e) => {
      // (→ to the next tab as the tabs read: leftwards in Arabic)
      const step = { ArrowRight: 1, ArrowLeft: -1 }[readingKey(tab, e.key)];
      if (!step) return;
      e.preventDefault();
      const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length];
      next.focus();
      showPart(next.dataset.kpart);
    });
  }

  function render() {
    const shown = shownPart();
    document.body.dataset.kpart = shown;
    for (const tab of tabs) {
      const on = tab.dataset.kpart === shown;
      tab.setAttribute('aria-selected', on ? 'true' : 'false');
      tab.tabIndex = on ? 0 : -1;
      tab.classList.toggle('active', on);
    }
    for (const name of partNames) $(`kpart-${name}`).hidden = name !== shown;
    $('kf-host').hidden = !usesF[shown];
    rule.render(usesF[shown]);
    parts[shown].render();
  }

  /** Computes what the shown part needs (each part once, when it is first shown). */
  function start() {
    parts[shownPart()].start();
  }

  function share() {
    return parts[shownPart()].share();
  }

  return { start, render, share };
}
