// The playground's first section: one pile with an arbitrary move function f(x) (Holshouser &
// Reiter 2003). The f and range fields (checked live by the engine), the examples, the analysis
// (in the worker for long ranges) with its verdict, the g(N) table and plot, the g-base, the
// representation of any N, and a game against the engine. Settings: URL keys f, upto, n, pile,
// max, first.

// the engine's sentences in the page's language
import '../../i18n/move_fn/index.js';
import { checkF, representation } from './engine.js';
import { app, slice, invalidate, writeSettingsToUrl, checkSetting, levelOptions } from '../../core/page.js';
import { runIntoSlot, cancelAnalysis, newSlot } from '../../core/jobs.js';
import { el, fromHtml, part, setText, syncInput, fmtInt, errorText, expandPowerText } from '../../core/dom.js';
import { renderCaretCheck, stillShowing, renderFieldError, renderPresetChips, markActiveChips, createProgress } from '../../widgets/fields.js';
import { bindSetting, bindTogether, putSettings } from '../../core/setting-fields.js';
import { buildSettingFields, typingDelay, playSection, ruleControls } from '../../widgets/setting-field.js';
import { createTable } from '../../widgets/table.js';
import { createPlot } from '../../widgets/plot.js';
import { createPlayer } from '../../widgets/player.js';
import { createTheorem, createBaseFacts } from './analysis-view.js';
import { createRepresentation } from './representation.js';
import { moveFnGame } from './games.js';
import { sortedMembership } from './views.js';
import { examples, tryChips } from '../../widgets/example-chips.js';
import { fx } from './examples.js';

export const fnPresets = examples([fx.twice, 'Fibonacci nim'], [fx.same, 'powers of 2'], [fx.lessThanTwice], [fx.thrice],
  [fx.plusOne], [fx.thirdOrTwice, 'not monotone'], [fx.halfOrThrice, 'g bounded'], [fx.atMostThree, 'bounded']);

const markup = `
<section id="fn-section" class="card controls" aria-labelledby="fn-title">
  <h2 id="fn-title" class="visually-hidden">Move function</h2>
  ${ruleControls('f', { ranges: [['upto', 'field-upto']], presets: ['Example move functions', 'presets'], progress: 'fn-progress-host' })}
</section>

<section id="theorem-section" class="verdict" aria-labelledby="theorem-title" aria-live="polite" hidden>
  <h2 id="theorem-title" class="visually-hidden">Main theorem check</h2>
  <div id="theorem-body"></div>
</section>

<div class="grid-two" id="values-grid" hidden>
  <section id="table-section" class="card" aria-labelledby="table-title">
    <h2 id="table-title">Smallest winning move <span class="math">g(N)</span></h2>
    <p class="results-for">for <span id="results-for" class="mono"></span></p>
    <p class="explain">From a pile of <i>N</i> you win exactly when you may take at least <i>g</i>(<i>N</i>) counters:
      taking <i>g</i>(<i>N</i>) is then a winning move.</p>
    <div id="table-host"></div>
    <p class="legend"><span class="swatch swatch-base"></span> <i>N</i> is in the base <i>B<sub>f</sub></i></p>
  </section>

  <section id="plot-section" class="card" aria-labelledby="plot-title">
    <h2 id="plot-title">Plot of <span class="math">g(N)</span></h2>
    <div id="plot-host"></div>
  </section>
</div>

<section id="base-section" class="card" aria-labelledby="base-title" hidden>
  <h2 id="base-title">The g-base <span class="math">B<sub>f</sub></span> and <span class="math">g<sub>0</sub></span></h2>
  <div id="base-body"></div>
</section>

<section id="repr-section" class="card" aria-labelledby="repr-title">
  <h2 id="repr-title">Representation of <span class="math">N</span> in the base</h2>
  <p class="explain">Write <i>N</i> greedily as a sum of base members (largest first, as in Zeckendorf’s
    Fibonacci representation). The smallest part is the winning move.</p>
  <div class="control-row">
    <div class="field" data-setting="n" data-id="repr-input" data-describedby="repr-error"></div>
    <div class="repr-quick" role="group" aria-label="Example values of N" id="repr-quick"></div>
  </div>
  <div id="repr-error" class="field-error" aria-live="polite"></div>
  <div id="repr-host"></div>
</section>

${playSection('', `<div class="field" data-setting="pile" data-size="small"></div>
    <div class="field" data-setting="max" data-size="small"></div>`)}`;

/** The section (families/index.js): the document title while shown and mount (the header's
 *  sentence, the rules and the paper, is in index.html: it shows before the engine). */
export const moveFnSection = {
  title: 'Nim Lab — one-pile take-away games',
  mount,
};

function mount(host) {
  host.append(fromHtml(markup));
  buildSettingFields(host);
  const $ = (id) => part(host, id);
  const s = slice('move-fn');
  Object.assign(s, {
    fCheck: null,
    analysis: newSlot(),
    baseSet: null,
    repr: { result: null, error: null, typed: String(app.settings.n) },
    playError: null,
  });
  let analysisTimer = null;
  let started = false;

  const progress = createProgress($('fn-progress-host'), { label: 'Computing g(N)', onCancel: cancel });
  const table = createTable($('table-host'));
  const plot = createPlot($('plot-host'));
  const theorem = createTheorem($('theorem-body'));
  const base = createBaseFacts($('base-body'));
  const repr = createRepresentation($('repr-host'));
  const player = createPlayer($('player-host'), {
    ...levelOptions(),
    kind: moveFnGame,
    settings: () => ({ f: app.settings.f, pile: app.settings.pile, max: app.settings.max }),
    first: app.settings.first,
    firstName: 'first',
    onFirstChange: (first) => {
      app.settings.first = first;
      writeSettingsToUrl();
    },
  });

  // --- the analysis ---------------------------------------------------------------------------
  function runNow() {
    clearTimeout(analysisTimer);
    const { f, upto } = app.settings;
    runIntoSlot(s.analysis, { kind: 'fn', f, upto }, {
      onDone: (result) => { s.baseSet = sortedMembership(result.base); },
      failure: (message) => `Could not compute g for f(x) = ${f} up to ${fmtInt(upto)}: ${message}`,
      changed: invalidate,
    });
  }
  function requestAnalysis(delay) {
    clearTimeout(analysisTimer);
    analysisTimer = setTimeout(runNow, delay);
  }
  function cancel() {
    clearTimeout(analysisTimer);
    if (!cancelAnalysis()) return;
    const a = s.analysis;
    if (a.result) {
      a.status = 'done';
      a.note = `Cancelled. Still showing f(x) = ${a.resultFor.f} for N ≤ ${fmtInt(a.result.upto)}.`;
      putSettings(s, { upto: a.result.upto });
    } else {
      a.status = 'idle';
      a.note = 'Cancelled.';
    }
    invalidate();
  }

  // --- the representation and the game ---------------------------------------------------------
  function updateRepresentation() {
    const r = s.repr;
    const text = expandPowerText(r.typed);
    if (text === '') {
      r.error = 'Enter a whole number N ≥ 1.';
      invalidate();
      return;
    }
    try {
      r.result = representation(app.settings.f, text);
      r.error = null;
      const checked = checkSetting('n', text);
      if (!checked.error) {
        app.settings.n = checked.value;
        writeSettingsToUrl();
      }
    } catch (err) {
      r.error = errorText(err);
    }
    invalidate();
  }

  function typeF(text) {
    s.typed.f = text;
    s.fCheck = checkF(text);
    if (s.fCheck.ok) {
      // the engine's value: as typed, without a leading f(x) = (the page's own label)
      app.settings.f = checkSetting('f', text).value ?? text.trim();
      writeSettingsToUrl();
      requestAnalysis(typingDelay('f'));
      updateRepresentation();
      if (!s.playError) player.restart();
    }
    invalidate();
  }
  function chooseF(text) {
    $('f-input').value = text;
    typeF(text);
    runNow();
  }

  // --- wiring --------------------------------------------------------------------------------
  s.fCheck = checkF(s.typed.f);
  $('f-input').value = s.typed.f;
  $('f-input').addEventListener('input', (e) => typeF(e.target.value));
  bindSetting($('upto-input'), s, 'upto', (_, delay) => requestAnalysis(delay));
  renderPresetChips($('presets'), fnPresets,
    (preset) => ({ label: preset.label, note: preset.note, mono: true, title: `f(x) = ${preset.f}`, data: { f: preset.f } }),
    (preset) => chooseF(preset.f));
  $('repr-input').value = s.repr.typed;
  $('repr-input').addEventListener('input', (e) => { s.repr.typed = e.target.value; updateRepresentation(); });
  const quick = $('repr-quick');
  tryChips(quick, ['100', '1000', '10^6', '10^18'], (value) => { s.repr.typed = value; $('repr-input').value = value; updateRepresentation(); });
  // the pile and the first move's maximum as typed: when both are good, a new game
  bindTogether(s, $('play-setup'), [['pile', $('pile-input'), 'Start pile'], ['max', $('max-input'), 'First move']], () => player.restart());

  // --- drawing (draw, below) -----------------------------------------------------------------
  const views = { $, s, progress, table, plot, theorem, base, repr, player };
  const render = () => draw(views);

  function start() {
    if (started) return;
    started = true;
    updateRepresentation();
    player.start();
    runNow();
  }

  return { start, render, share };
}

/** Draws the section's state into its views (v: {$, s, progress, table, plot, theorem, base, repr,
 *  player}: the section's parts, built by mount). */
function draw(v) {
  const { $, s, progress, table, plot, theorem, base, repr, player } = v;
  const a = s.analysis;
  document.body.dataset.analysis = a.status;
  for (const id of ['theorem-section', 'values-grid', 'base-section']) $(id).hidden = !a.result;

  syncInput($('f-input'), s.typed.f);
  syncInput($('upto-input'), s.typed.upto);
  const check = s.fCheck;
  const bad = check && !check.ok;
  renderCaretCheck($('f-input'), $('f-message'), check,
    bad ? stillShowing('f(x) = ', el('span', { class: 'mono' }, app.settings.f)) : null);
  markActiveChips($('presets'), (preset) => preset.f === app.settings.f && !bad);
  setText($('f-info'), check && check.ok
    ? `Read as f(x) = ${check.canonical}${check.monotone ? ' — non-decreasing (proved from its form)' : ' — not provably non-decreasing'}`
    : '');
  renderFieldError($('upto-input'), $('upto-message'), s.errors.upto);
  progress.render(a, (slot, where) => `Computing g(N) for N ≤ ${fmtInt(slot.request.upto)} ${where}: ${Math.round(slot.progress * 100)}%`);

  if (a.result) {
    const result = a.result;
    setText($('results-for'), `f(x) = ${a.resultFor.f}, N ≤ ${fmtInt(result.upto)}`);
    theorem.render(result);
    $('theorem-section').classList.toggle('holds', !!result.theorem.holds);
    $('theorem-section').classList.toggle('fails', !result.theorem.holds);
    const data = { key: a.resultKey, upto: result.upto, value: (n) => result.g[n - 1], marked: (n) => s.baseSet.has(n) };
    table.render(data);
    plot.render({ key: a.resultKey, upto: result.upto, g: result.g, marked: s.baseSet });
    base.render(result);
  }

  syncInput($('repr-input'), s.repr.typed);
  renderFieldError($('repr-input'), $('repr-error'), s.repr.error);
  repr.render(s.repr.result); // the last good drawing stays under an error

  syncInput($('pile-input'), s.typed.pile);
  syncInput($('max-input'), s.typed.max);
  setText($('play-setup-error'), s.playError || '');
  player.render();
}

function share() {
  const { f, upto, n, pile, max, first } = app.settings;
  return [
    { label: 'The game', widget: 'move-fn', attrs: { f, pile, max, first } },
    { label: 'Table of g(N)', widget: 'table', attrs: { f, upto: Math.min(upto, 1000) } },
    { label: 'Plot of g(N)', widget: 'plot', attrs: { f, upto } },
    { label: 'The base and N', widget: 'base', attrs: { f, n } },
  ];
}
