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
import { renderFieldError, createProgress } from '../../../widgets/fields.js';
import { tryChips } from '../../../widgets/example-chips.js';
import { createPlayer } from '../../../widgets/player.js';
import { takeawayGame } from '../games.js';
import { renderHSequence, renderTakeawayClaims, renderTakeawayCompare } from './views.js';
import { createTakeawayRepresentation } from './representation.js';
import { createPartAnalysis } from '../part-analysis.js';

const markup = `
<section id="kt-h-section" class="card" aria-labelledby="kt-h-title">
  <h2 id="kt-h-title">Schwenk’s sequence <span class="math">H</span></h2>
  <p class="explain"><i>H</i><sub>1</sub> = 1 and <i>H</i><sub><i>k</i>+1</sub> = <i>H<sub>k</sub></i> + <i>H<sub>m</sub></i>,
    where <i>m</i> is the smallest <i>j</i> with <i>f</i>(<i>H<sub>j</sub></i>) ≥ <i>H<sub>k</sub></i>.
    Schwenk: when <i>f</i> is non-decreasing and <i>f</i>(<i>x</i>) ≥ <i>x</i>, the losing starting piles are exactly
    the members of <i>H</i>.</p>
  <div class="control-row">
    <div class="field field-upto" data-setting="tupto" data-describedby="tupto-message"></div>
  </div>
  <div id="tupto-message" class="field-error" aria-live="polite"></div>
  <div id="kt-progress-host"></div>
  <p class="results-for">for <span id="kt-results-for" class="mono"></span></p>
  <div id="kt-h-body"></div>
</section>

<section id="kt-claims-section" class="card theorems" aria-labelledby="kt-claims-title" aria-live="polite" hidden>
  <h2 id="kt-claims-title">Schwenk’s hypotheses and what holds</h2>
  <div id="kt-claims-body"></div>
</section>

<section id="kt-compare-section" class="card" aria-labelledby="kt-compare-title" hidden>
  <h2 id="kt-compare-title"><span class="math">H</span> beside the losing starts, <span class="math">B<sub>f</sub></span> and <span class="math">g(N) = N</span></h2>
  <div id="kt-compare-body"></div>
</section>

<section id="kt-repr-section" class="card" aria-labelledby="kt-repr-title">
  <h2 id="kt-repr-title">The game’s own binary representation of <span class="math">N</span></h2>
  <p class="explain">Write <i>N</i> greedily with members of <i>H</i>, largest first: one digit per member,
    <i>H<sub>k</sub></i> … <i>H</i><sub>1</sub> from left to right, 1 where it is used. From a pile that is not in
    <i>H</i>, the winning move is to <strong>remove the rightmost 1</strong>: take the smallest part.</p>
  <div class="control-row">
    <div class="field field-n" data-setting="tn" data-describedby="tn-error"></div>
    <div class="repr-quick" role="group" aria-label="Example values of N" id="tn-quick"></div>
  </div>
  <div id="tn-error" class="field-error" aria-live="polite"></div>
  <div id="kt-repr-host"></div>
</section>

${playSection('kt-', `<div class="field" data-setting="tpile" data-size="small" data-describedby="tpile-message"></div>`, { message: 'tpile-message', intro: `
  <p class="explain">Under the pile: the pile written with <i>H</i> before the last move (the take marked) and now.</p>` })}`;

/**
 * Builds part (b) into host. ctx: {s (the section's slice), onFirstChange(first)}.
 * Returns {start, render, setFirst, ruleChanged(delay), share}.
 */
export function mountTakeaway(host, ctx) {
  host.append(fromHtml(markup));
  buildSettingFields(host);
  const $ = (id) => part(host, id);
  const s = ctx.s;
  const repr = { result: null, error: null };
  let started = false;
  let drawnKey = null;

  const analysis = createPartAnalysis({
    channel: 'takeaway',
    request: () => ({ kind: 'takeaway', f: app.settings.tf, upto: app.settings.tupto }),
    failure: (message, r) => `Could not analyse f(x) = ${r.f} up to N = ${fmtInt(r.upto)}: ${message}`,
    changed: invalidate,
    restore: (slot) => {
      const upto = slot.result.upto;
      putSettings(s, { tupto: upto });
      return `Still showing f(x) = ${slot.result.f} for N ≤ ${fmtInt(upto)}.`;
    },
  });
  const progress = createProgress($('kt-progress-host'), { ids: 'kt-', label: 'Computing H and the losing starts', onCancel: analysis.cancel });
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
      Object.assign(repr, { result: null, error: 'Enter a whole number N ≥ 1.' });
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
    if (!r || drawnKey === a.resultKey) return;
    drawnKey = a.resultKey;
    renderHSequence($('kt-h-body'), r);
    renderTakeawayClaims($('kt-claims-body'), r);
    renderTakeawayCompare($('kt-compare-body'), r);
  }

  function render() {
    const a = analysis.slot;
    document.body.dataset.takeaway = a.status;
    renderSettings(s, settingFields);
    progress.render(a, (slot, where) => `Computing H, the losing starts and B_f up to N = ${fmtInt(slot.request.upto)} ${where}…`);
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
      { label: 'The game', widget: 'take-away', attrs: { f, pile, first } },
      { label: 'The move-function game with the same f', widget: 'move-fn', attrs: { f, pile, max: pile - 1, first } },
    ];
  }

  return { start, render, setFirst, ruleChanged, share };
}
