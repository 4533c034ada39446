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

// a DOM table up to 60 piles; beyond, a heat map of at most 720 × 720 samples
const rowsUpto = 60;
const heatSamples = 720;
const markup = `
<section id="kg-table-section" class="card" aria-labelledby="kg-table-title">
  <h2 id="kg-table-title">Grundy values <span class="math">G(N, x)</span></h2>
  <p class="explain">A position is a pile of <i>N</i> counters where the player to move may take at most <i>x</i>.
    <i>G</i>(0, <i>x</i>) = 0 and <i>G</i>(<i>N</i>, <i>x</i>) = mex { <i>G</i>(<i>N</i> − <i>k</i>, <i>f</i>(<i>k</i>)) : 1 ≤ <i>k</i> ≤ min(<i>N</i>, <i>x</i>) }.
    A game starts at (<i>N</i>, <i>N</i> − 1); it is lost for the player to move exactly when <i>G</i> = 0.</p>
  <div class="control-row">
    <div class="field field-upto" data-setting="gupto" data-describedby="gupto-message"></div>
  </div>
  <div id="gupto-message" class="field-error" aria-live="polite"></div>
  <div id="kg-progress-host"></div>
  <p class="results-for" id="kg-results-line">for <span id="kg-results-for" class="mono"></span></p>
  <div id="kg-table-wrap" class="table-wrap kg-table-wrap"></div>
  <div class="plot-box kg-heat-box" id="kg-heat-box" hidden>
    <canvas id="kg-canvas" role="img" aria-label="Grundy values G(N, x) as colours"></canvas>
  </div>
  <div id="kg-readout" class="plot-readout" aria-live="polite"></div>
  <p class="legend kg-legend" id="kg-legend"></p>
</section>

<section id="kg-start-section" class="card" aria-labelledby="kg-start-title" hidden>
  <h2 id="kg-start-title">Every start: <span class="math">G(N, N − 1)</span></h2>
  <p class="explain">The Grundy value of a game started with <i>N</i> counters (the first move may take anything but
    the whole pile). The zeros are the losing starts — Schwenk’s <i>H</i> when his hypotheses hold.</p>
  <div id="kg-start" class="k-strip"></div>
</section>

${playSection('kg-', `<div class="field" data-setting="grow" data-size="plain" data-describedby="grow-message"></div>`, { message: 'grow-message', title: 'A row of piles: the sum of games', intro: `
  <p class="explain">Each pile is its own take-away game, started as above; a move takes from one pile, within that
    pile’s own limit. Whoever takes the last counter of the last pile wins. The player to move wins exactly when the
    <strong>nim-sum</strong> (binary XOR, ⊕) of the piles’ Grundy values is not 0.</p>` })}`;

/**
 * Builds part (c) into host. ctx: {s (the section's slice), onFirstChange(first)}.
 * Returns {start, render, setFirst, ruleChanged(delay), share}.
 */
export function mountGrundy(host, ctx) {
  host.append(fromHtml(markup));
  buildSettingFields(host);
  const $ = (id) => part(host, id);
  const s = ctx.s;
  let started = false;
  let strip = null;

  const analysis = createPartAnalysis({
    channel: 'grundy',
    request: () => ({ kind: 'grundy', f: app.settings.tf, upto: app.settings.gupto, rowsUpto, heat: heatSamples }),
    failure: (message, r) => `Could not compute G(N, x) for f(x) = ${r.f} up to N = ${fmtInt(r.upto)}: ${message}`,
    onDone: () => strip?.reset(),
    changed: invalidate,
    restore: (slot) => {
      const upto = slot.result.upto;
      putSettings(s, { gupto: upto });
      return `Still showing f(x) = ${slot.result.f} for N ≤ ${fmtInt(upto)}.`;
    },
  });
  const progress = createProgress($('kg-progress-host'), { ids: 'kg-', label: 'Computing the Grundy values', onCancel: analysis.cancel });
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
      title: (n, v) => `G(${n}, ${n - 1}) = ${v}${v === 0 ? ' — a losing start' : ''}`,
    });
  }

  function render() {
    const a = analysis.slot;
    document.body.dataset.grundy = a.status;
    renderSettings(s, settingFields);
    progress.render(a, (slot, where) => `Computing G(N, x) for every N ≤ ${fmtInt(slot.request.upto)} ${where}…`);
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
    return [{ label: 'The row of games', widget: 'sum', attrs: { f, piles, first } }];
  }

  return { start, render, setFirst, ruleChanged, share };
}
