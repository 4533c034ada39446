// The move function f that the take-away part and the Grundy part share (URL key tf): typed
// once, checked live by the engine (caret and message), with the examples — the applet's three
// games, 3x, and some that break Schwenk's hypotheses.

import { checkF } from './engine.js';
import { app, invalidate, writeSettingsToUrl, checkSetting } from '../../core/page.js';
import { el, fromHtml, part, setText, syncInput } from '../../core/dom.js';
import { buildSettingFields, typingDelay, ruleControls } from '../../widgets/setting-field.js';
import { renderCaretCheck, stillShowing, renderPresetChips, markActiveChips } from '../../widgets/fields.js';
import { examples } from '../../widgets/example-chips.js';
import { fx } from '../move_fn/examples.js';
import { l10n, t } from '../../core/i18n.js';

/** The examples of f: the applet's three games, 3x, three not non-decreasing (all claims hold;
 *  H is not the losing starts; representations are not unique), one below x. */
export const takeawayPresets = examples([fx.same, 'no more than'], [fx.lessThanTwice, 'less than twice'], [fx.twice, 'Fibonacci nim'],
  [fx.thrice], [fx.twiceButAt2, 'not non-decreasing'], [fx.twiceButAt3, 'H ≠ losing starts'], [fx.sameOrThrice, 'not unique'],
  [fx.belowX, 'f(x) < x']);

const markup = `
<section id="kf-controls" class="card controls" aria-labelledby="kf-title" hidden>
  <h2 id="kf-title" data-l10n-id="cks-f-title"></h2>
  <div class="section-intro">
    <p data-l10n-id="cks-f-intro"></p>
  </div>
  ${ruleControls('tf', { presets: ['Example move functions', 'kf-presets'] })}
</section>`;

/**
 * Builds the card in host. s: the section's slice (typed.tf); onChange(delay) runs when a good f
 * was typed (delay: the pause before recomputing). Returns {render(shown)}.
 */
export function mountRuleField(host, s, onChange) {
  host.append(fromHtml(markup));
  buildSettingFields(host);
  const $ = (id) => part(host, id);
  const card = $('kf-controls');
  localizePresets($('kf-presets'), 'cks-f-presets');
  const input = $('tf-input');
  let check = checkF(s.typed.tf);

  function type(text, delay = typingDelay('tf')) {
    s.typed.tf = text;
    check = checkF(text);
    if (check.ok) {
      // the engine's value: as typed, without a leading f(x) = (the page's own label)
      app.settings.tf = checkSetting('tf', text).value ?? text.trim();
      writeSettingsToUrl();
      onChange(delay);
    }
    invalidate();
  }

  input.value = s.typed.tf;
  input.addEventListener('input', () => type(input.value));
  renderPresetChips($('kf-presets'), takeawayPresets,
    (preset) => ({ label: ruleLabel(preset), note: preset.note, mono: true, title: `f(x) = ${preset.f}`, data: { f: preset.f } }),
    (preset) => {
      input.value = preset.f;
      type(preset.f, 0);
    });
  localizeNotes($('kf-presets'));

  function render(shown) {
    card.hidden = !shown;
    if (!shown) return;
    syncInput(input, s.typed.tf);
    const bad = check && !check.ok;
    renderCaretCheck(input, $('tf-message'), check,
      bad ? stillShowing('f(x) = ', el('span', { class: 'mono' }, app.settings.tf)) : null);
    markActiveChips($('kf-presets'), (preset) => !bad && preset.f === app.settings.tf);
    setText($('tf-info'), check && check.ok
      ? t(check.monotone ? 'cks-f-read-monotone' : 'cks-f-read', { f: check.canonical })
      : '');
  }

  return { render };
}

/** Names an example chips' group (widgets/setting-field.js's presetsGroup; list: its list) by the
 *  message `id` (its .aria-label); its "Examples:" is the markup's own (the player's catalogue). */
export function localizePresets(list, id) {
  const group = list.parentElement;
  l10n(group, id);
}

/** The messages of the examples' words ("x or 3x", "2x, but f(2) = 1"), by the move-function
 *  family's (its section's catalogue, which this section does not load). */
const wordIds = { 'mfs-example-or': 'cks-example-or', 'mfs-example-but': 'cks-example-but' };

/** An example f's label: its words in the language shown, or the formula as written. */
function ruleLabel(preset) {
  const [id, args] = preset.words || [];
  return wordIds[id] ? l10n(el('span'), wordIds[id], args) : el('span', { translate: 'no' }, preset.label);
}

/** Marks a play card's title (widgets/setting-field.js's playSection, ids `ids`) by the message
 *  `title`; its Start button is the markup's own. */
export function localizePlay(root, ids, title = 'cks-play-title') {
  l10n(part(root, `${ids}play-title`), title);
}

/** The messages of the example chips' notes, by their English. */
const noteIds = {
  'no more than': 'cks-note-no-more-than',
  'less than twice': 'cks-note-less-than-twice',
  'Fibonacci nim': 'cks-note-fibonacci',
  'not non-decreasing': 'cks-note-not-non-decreasing',
  'H ≠ losing starts': 'cks-note-h-not-losing',
  'not unique': 'cks-note-not-unique',
  'the applet': 'cks-note-applet',
  'take 1–3': 'cks-note-take-1-3',
};

/** Marks the notes of the chips in list (renderPresetChips's) whose English has a message. */
export function localizeNotes(list) {
  for (const note of list.querySelectorAll('.preset small')) {
    const id = noteIds[note.textContent];
    if (id) l10n(note, id);
  }
}
