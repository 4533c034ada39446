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

/** The examples of f: the applet's three games, 3x, three not non-decreasing (all claims hold;
 *  H is not the losing starts; representations are not unique), one below x. */
export const takeawayPresets = examples([fx.same, 'no more than'], [fx.lessThanTwice, 'less than twice'], [fx.twice, 'Fibonacci nim'],
  [fx.thrice], [fx.twiceButAt2, 'not non-decreasing'], [fx.twiceButAt3, 'H ≠ losing starts'], [fx.sameOrThrice, 'not unique'],
  [fx.belowX, 'f(x) < x']);

const markup = `
<section id="kf-controls" class="card controls" aria-labelledby="kf-title" hidden>
  <h2 id="kf-title">Take-away games: after a take of <span class="math">x</span>, at most <span class="math">f(x)</span></h2>
  <div class="section-intro">
    <p>The first move may take anything but the whole pile; after a take of <i>x</i> counters the next player may take
      at most <i>f</i>(<i>x</i>). Whoever takes the last counter wins. The applet’s three games are
      <i>f</i>(<i>x</i>) = <i>x</i> (no more than), 2<i>x</i> − 1 (less than twice) and 2<i>x</i> (no more than twice:
      Fibonacci Nim).</p>
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
    (preset) => ({ label: preset.label, note: preset.note, mono: true, title: `f(x) = ${preset.f}`, data: { f: preset.f } }),
    (preset) => {
      input.value = preset.f;
      type(preset.f, 0);
    });

  function render(shown) {
    card.hidden = !shown;
    if (!shown) return;
    syncInput(input, s.typed.tf);
    const bad = check && !check.ok;
    renderCaretCheck(input, $('tf-message'), check,
      bad ? stillShowing('f(x) = ', el('span', { class: 'mono' }, app.settings.tf)) : null);
    markActiveChips($('kf-presets'), (preset) => !bad && preset.f === app.settings.tf);
    setText($('tf-info'), check && check.ok
      ? `Read as f(x) = ${check.canonical}${check.monotone ? ' — non-decreasing (proved from its form)' : ' — not provably non-decreasing'}`
      : '');
  }

  return { render };
}
