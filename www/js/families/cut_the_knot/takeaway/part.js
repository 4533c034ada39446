// Cut-the-Knot, part (b): take-away games (Schwenk 1970) — the first move takes anything but
// the whole pile, then at most f(previous take). Schwenk's H, his hypotheses and the claims
// against brute force and the move-function game's B_f (the engine's takeawayAnalysis), the
// game's binary representation of N, and a game against the engine whose board writes the pile
// with H before and after each move, so that the rightmost 1 is seen to go.
// URL keys: tf (the section's f), tupto, tn, tpile (and kfirst).

import { takeawayRepresentation } from '../engine.js';
import { app, invalidate, writeSettingsToUrl, checkSetting, levelOptions } from '../../../core/page.js';
import { fromHtml, part, setText, syncInput, fmtInt, errorText, expandPowerText } from '../../../core/dom.js';
import { bindSetting, renderSettings, putSettings } from '../../../core/setting-fields.js';
import { buildSettingFields, playSection } from '../../../widgets/setting-field.js';
import { createProgress, renderFieldError } from '../../../widgets/fields.js';
import { tryChips } from '../../../widgets/example-chips.js';
import { createPlayer } from '../../../widgets/player.js';
import { takeawayGame } from '../games.js';
import { renderHSequence, renderTakeawayClaims, renderTakeawayCompare } from './views.js';
import { createTakeawayRepresentation } from './representation.js';
import { createPartAnalysis } from '../part-analysis.js';
import { localizePlay } from '../rule-field.js';
import { localize, onLanguageChange, t } from '../../../core/i18n.js';

const markup = `
<section id="kt-h-section" class="card" aria-labelledby="kt-h-title">
  <h2 id="kt-h-title" data-l10n-id="cks-t-h-title"></h2>
  <p class="explain" data-l10n-id="cks-t-h-explain"></p>
  <div class="control-row">
    <div class="field field-upto" data-setting="tupto" data-describedby="tupto-message"></div>
  </div>
  <div id="tupto-message" class="field-error" aria-live="polite"></div>
  <div id="kt-progress-host"></div>
  <p class="results-for"><span data-l10n-id="cks-results-for"></span> <span id="kt-results-for" class="mono" dir="ltr"></span></p>
  <div id="kt-h-body"></div>
</section>

<section id="kt-claims-section" class="card theorems" aria-labelledby="kt-claims-title" aria-live="polite" hidden>
  <h2 id="kt-claims-title" data-l10n-id="cks-t-claims-title"></h2>
  <div id="kt-claims-body"></div>
</section>

<section id="kt-compare-section" class="card" aria-labelledby="kt-compare-title" hidden>
  <h2 id="kt-compare-title" data-l10n-id="cks-t-compare-title"></h2>
  <div id="kt-compare-body"></div>
</section>

<section id="kt-repr-section" class="card" aria-labelledby="kt-repr-title">
  <h2 id="kt-repr-title" data-l10n-id="cks-t-repr-title"></h2>
  <p class="explain" data-l10n-id="cks-t-repr-explain"></p>
  <div class="control-row">
    <div class="field field-n" data-setting="tn" data-describedby="tn-error"></div>
    <div class="repr-quick" role="group" data-l10n-id="cks-t-repr-quick" id="tn-quick"></div>
  </div>
  <div id="tn-error" class="field-error" aria-live="polite"></div>
  <div id="kt-repr-host"></div>
</section>

${playSection('kt-', `<div class="field" data-setting="tpile" data-size="small" data-describedby="tpile-message"></div>`, { message: 'tpile-message', intro: `
  <p class="explain" data-l10n-id="cks-t-play-explain"></p>` })}`;

/**
 * Builds part (b) into host. ctx: {s (the section's slice), onFirstChange(first)}.
 * Returns {start, render, setFirst, ruleChanged(delay), share}.
 */
export function mountTakeaway(host, ctx) {
  host.append(fromHtml(markup));
  buildSettingFields(host);
  localizePlay(host, 'kt-');
  localize(host);
  const $ = (id) => part(host, id);
  const s = ctx.s;
  const repr = { result: null, error: null };
  let started = false;
  let drawnKey = null;
  let wordsSeen = 0;
  onLanguageChange(() => { wordsSeen++; });

  const analysis = createPartAnalysis({
    channel: 'takeaway',
    request: () => ({ kind: 'takeaway', f: app.settings.tf, upto: app.settings.tupto }),
    failure: (message, r) => t('cks-t-failure', { f: r.f, upto: Number(r.upto), message }),
    changed: invalidate,
    restore: (slot) => {
      const upto = slot.result.upto;
      putSettings(s, { tupto: upto });
      return t('cks-t-kept', { f: slot.result.f, upto: Number(upto) });
    },
  });
  const progress = createProgress($('kt-progress-host'), { ids: 'kt-', labelId: 'cks-t-progress-label', onCancel: analysis.cancel });
  const reprView = createTakeawayRepresentation($('kt-repr-host'), { ids: 'kt-' });
  const player = createPlayer($('kt-player-host'), {
    ...levelOptions(),
    kind: takeawayGame,
    ids: 'kt-',
    settings: () => ({ f: app.settings.tf, pile: app.settings.tpile }),
    first: app.settings.kfirst,
    firstName: 'kfirst-t',
    onFirstChange: ctx.onFirstChange,
  });
  const restartGame = () => { if (started) player.restart(); };

  /** The representation of the N typed (the engine writes it, or says why it cannot). */
  function updateRepresentation() {
    const text = expandPowerText(s.typed.tn);
    if (!/^\d+$/.test(text) || /^0+$/.test(text)) {
      Object.assign(repr, { result: null, error: t('cks-t-n-error') });
    } else {
      try {
        Object.assign(repr, { result: takeawayRepresentation(app.settings.tf, text), error: null });
        const checked = checkSetting('tn', text);
        if (!checked.error) {
          app.settings.tn = checked.value;
          writeSettingsToUrl();
        }
      } catch (err) {
        Object.assign(repr, { result: null, error: errorText(err) });
      }
    }
    invalidate();
  }

  function typeN(text) {
    s.typed.tn = text;
    updateRepresentation();
  }

  // --- wiring ---------------------------------------------------------------------------------

  bindSetting($('tupto-input'), s, 'tupto', (_, delay) => { if (started) analysis.later(delay); });
  bindSetting($('tpile-input'), s, 'tpile', restartGame);
  const nInput = $('tn-input');
  nInput.value = s.typed.tn;
  nInput.addEventListener('input', () => typeN(nInput.value));
  const quick = $('tn-quick');
  tryChips(quick, ['20', '100', '1000', '10^6', '10^15'], (value) => {
    nInput.value = value;
    typeN(value);
  });
  $('kt-play-setup').addEventListener('submit', (e) => {
    e.preventDefault();
    restartGame();
  });
  const settingFields = ['tupto', 'tpile'].map((key) => ({ key, input: $(`${key}-input`), message: $(`${key}-message`) }));

  // --- drawing --------------------------------------------------------------------------------

  function renderResults(a) {
    const r = a.result;
    setText($('kt-results-for'), r ? `f(x) = ${r.f}, N ≤ ${fmtInt(r.upto)}` : '');
    $('kt-results-for').parentElement.hidden = !r;
    $('kt-claims-section').hidden = !r;
    $('kt-compare-section').hidden = !r;
    // (drawn again when the words change, a language or a catalogue arriving: the engine's
    // sentences are worded when drawn)
    const key = `${a.resultKey}|${wordsSeen}`;
    if (!r || drawnKey === key) return;
    drawnKey = key;
    renderHSequence($('kt-h-body'), r);
    renderTakeawayClaims($('kt-claims-body'), r);
    renderTakeawayCompare($('kt-compare-body'), r);
  }

  function render() {
    const a = analysis.slot;
    document.body.dataset.takeaway = a.status;
    renderSettings(s, settingFields);
    progress.render(a, (slot, where) => t('cks-t-progress', { upto: fmtInt(slot.request.upto), where: where === 'in the background' ? 'worker' : 'page' }));
    renderResults(a);
    syncInput(nInput, s.typed.tn);
    renderFieldError(nInput, $('tn-error'), repr.error);
    reprView.render(repr.result);
    player.render();
  }

  function start() {
    if (started) return;
    started = true;
    updateRepresentation();
    player.setFirst(app.settings.kfirst);
    analysis.run();
  }

  /** f changed (and is good): the analysis, the representation and the game follow. */
  function ruleChanged(delay) {
    if (!started) return;
    analysis.later(delay);
    updateRepresentation();
    player.restart();
  }

  function setFirst(first) {
    if (started) player.setFirst(first);
  }

  function share() {
    const { tf: f, tpile: pile, kfirst: first } = app.settings;
    return [
      { label: t('cks-share-game'), widget: 'take-away', attrs: { f, pile, first } },
      { label: t('cks-t-share-move-fn'), widget: 'move-fn', attrs: { f, pile, max: pile - 1, first } },
    ];
  }

  return { start, render, setFirst, ruleChanged, share };
}
