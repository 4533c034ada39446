// Cut-the-Knot, part (c): Sprague–Grundy values of the dynamic positions (N, x) of a take-away
// game for any f — the table (a heat map beyond 60 piles) and the start values G(N, N − 1) —
// and a row of games against the engine, won by the nim-sum. The engine's GrundyTable runs in
// the part's worker for large N (core/jobs.js decides), so typing N = 8000 never freezes the
// page. URL keys: tf (the section's f), gupto, grow (and kfirst).

import { app, invalidate, levelOptions } from '../../../core/page.js';
import { fromHtml, part, setText, fmtInt } from '../../../core/dom.js';
import { bindSetting, renderSettings, putSettings } from '../../../core/setting-fields.js';
import { buildSettingFields, playSection } from '../../../widgets/setting-field.js';
import { createProgress } from '../../../widgets/fields.js';
import { createValueStrip } from '../../../widgets/strip.js';
import { createPlayer } from '../../../widgets/player.js';
import { sumGame } from '../games.js';
import { createGrundyPicture } from './views.js';
import { createPartAnalysis } from '../part-analysis.js';
import { localizePlay } from '../rule-field.js';
import { localize, t } from '../../../core/i18n.js';

// a DOM table up to 60 piles; beyond, a heat map of at most 720 × 720 samples
const rowsUpto = 60;
const heatSamples = 720;
const markup = `
<section id="kg-table-section" class="card" aria-labelledby="kg-table-title">
  <h2 id="kg-table-title" data-l10n-id="cks-g-table-title"></h2>
  <p class="explain" data-l10n-id="cks-g-table-explain"></p>
  <div class="control-row">
    <div class="field field-upto" data-setting="gupto" data-describedby="gupto-message"></div>
  </div>
  <div id="gupto-message" class="field-error" aria-live="polite"></div>
  <div id="kg-progress-host"></div>
  <p class="results-for" id="kg-results-line"><span data-l10n-id="cks-results-for"></span> <span id="kg-results-for" class="mono" dir="ltr"></span></p>
  <div id="kg-table-wrap" class="table-wrap kg-table-wrap"></div>
  <div class="plot-box kg-heat-box" id="kg-heat-box" hidden>
    <canvas id="kg-canvas" role="img" data-l10n-id="cks-g-canvas"></canvas>
  </div>
  <div id="kg-readout" class="plot-readout" aria-live="polite"></div>
  <p class="legend kg-legend" id="kg-legend"></p>
</section>

<section id="kg-start-section" class="card" aria-labelledby="kg-start-title" hidden>
  <h2 id="kg-start-title" data-l10n-id="cks-g-start-title"></h2>
  <p class="explain" data-l10n-id="cks-g-start-explain"></p>
  <div id="kg-start" class="k-strip"></div>
</section>

${playSection('kg-', `<div class="field" data-setting="grow" data-size="plain" data-describedby="grow-message"></div>`, { message: 'grow-message', intro: `
  <p class="explain" data-l10n-id="cks-g-play-explain"></p>` })}`;

/**
 * Builds part (c) into host. ctx: {s (the section's slice), onFirstChange(first)}.
 * Returns {start, render, setFirst, ruleChanged(delay), share}.
 */
export function mountGrundy(host, ctx) {
  host.append(fromHtml(markup));
  buildSettingFields(host);
  localizePlay(host, 'kg-', 'cks-g-play-title');
  localize(host);
  const $ = (id) => part(host, id);
  const s = ctx.s;
  let started = false;
  let strip = null;

  const analysis = createPartAnalysis({
    channel: 'grundy',
    request: () => ({ kind: 'grundy', f: app.settings.tf, upto: app.settings.gupto, rowsUpto, heat: heatSamples }),
    failure: (message, r) => t('cks-g-failure', { f: r.f, upto: Number(r.upto), message }),
    onDone: () => strip?.reset(),
    changed: invalidate,
    restore: (slot) => {
      const upto = slot.result.upto;
      putSettings(s, { gupto: upto });
      return t('cks-t-kept', { f: slot.result.f, upto: Number(upto) });
    },
  });
  const progress = createProgress($('kg-progress-host'), { ids: 'kg-', labelId: 'cks-g-progress-label', onCancel: analysis.cancel });
  const picture = createGrundyPicture({
    tableWrap: $('kg-table-wrap'), heatBox: $('kg-heat-box'), canvas: $('kg-canvas'), readout: $('kg-readout'), legend: $('kg-legend'),
  }, invalidate);
  strip = createValueStrip($('kg-start'), invalidate);
  const player = createPlayer($('kg-player-host'), {
    ...levelOptions(),
    kind: sumGame,
    ids: 'kg-',
    settings: () => ({ f: app.settings.tf, piles: app.settings.grow }),
    first: app.settings.kfirst,
    firstName: 'kfirst-g',
    onFirstChange: ctx.onFirstChange,
  });
  const restartGame = () => { if (started) player.restart(); };

  bindSetting($('gupto-input'), s, 'gupto', (_, delay) => { if (started) analysis.later(delay); });
  bindSetting($('grow-input'), s, 'grow', restartGame);
  $('kg-play-setup').addEventListener('submit', (e) => {
    e.preventDefault();
    restartGame();
  });
  const settingFields = ['gupto', 'grow'].map((key) => ({ key, input: $(`${key}-input`), message: $(`${key}-message`) }));

  function renderResult(a) {
    const r = a.result;
    setText($('kg-results-for'), r ? `f(x) = ${r.f}, N ≤ ${fmtInt(r.upto)}` : '');
    $('kg-results-line').hidden = !r;
    $('kg-start-section').hidden = !r;
    if (!r) return;
    picture.render(r, a.resultKey);
    strip.render({
      key: a.resultKey, from: 1, to: r.upto, value: (n) => r.start[n - 1],
      top: 'N', bottom: 'G(N, N − 1)', marked: (n, v) => v === 0,
      title: (n, v) => (v === 0 ? t('cks-g-strip-lose', { g: `G(${n}, ${n - 1}) = ${v}` }) : `G(${n}, ${n - 1}) = ${v}`),
    });
  }

  function render() {
    const a = analysis.slot;
    document.body.dataset.grundy = a.status;
    renderSettings(s, settingFields);
    progress.render(a, (slot, where) => t('cks-g-progress', { upto: fmtInt(slot.request.upto), where: where === 'in the background' ? 'worker' : 'page' }));
    renderResult(a);
    player.render();
  }

  function start() {
    if (started) return;
    started = true;
    player.setFirst(app.settings.kfirst);
    analysis.run();
  }

  /** f changed (and is good): the table and the game follow. */
  function ruleChanged(delay) {
    if (!started) return;
    analysis.later(delay);
    player.restart();
  }

  function setFirst(first) {
    if (started) player.setFirst(first);
  }

  function share() {
    const { tf: f, grow: piles, kfirst: first } = app.settings;
    return [{ label: t('cks-g-share-row'), widget: 'sum', attrs: { f, piles, first } }];
  }

  return { start, render, setFirst, ruleChanged, share };
}
