// The playground's first section: one pile with an arbitrary move function f(x) (Holshouser &
// Reiter 2003). The f and range fields (checked live by the engine), the examples, the analysis
// (in the worker for long ranges) with its verdict, the g(N) table and plot, the g-base, the
// representation of any N, and a game against the engine. Settings: URL keys f, upto, n, pile,
// max, first.

// the engine's sentences in the page's language
import '../../i18n/move_fn/index.js';
import '../../i18n/move_fn_section/index.js';
import { l10n, localize, t, onLanguageChange } from '../../core/i18n.js';
import { checkF, representation } from './engine.js';
import { app, slice, invalidate, writeSettingsToUrl, checkSetting, levelOptions } from '../../core/page.js';
import { runIntoSlot, cancelAnalysis, newSlot } from '../../core/jobs.js';
import { el, fromHtml, part, setText, syncInput, fmtInt, errorText, expandPowerText } from '../../core/dom.js';
import { renderCaretCheck, renderFieldError, renderPresetChips, markActiveChips, createProgress } from '../../widgets/fields.js';
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
import { fx, exampleLabel } from './examples.js';

export const fnPresets = examples([fx.twice, 'Fibonacci nim'], [fx.same, 'powers of 2'], [fx.lessThanTwice], [fx.thrice],
  [fx.plusOne], [fx.thirdOrTwice, 'not monotone'], [fx.halfOrThrice, 'g bounded'], [fx.atMostThree, 'bounded']);

/** The messages of the example chips' notes, by their English. */
const noteIds = {
  'Fibonacci nim': 'mfs-note-fibonacci',
  'powers of 2': 'mfs-note-powers',
  'not monotone': 'mfs-note-not-monotone',
  'g bounded': 'mfs-note-g-bounded',
  bounded: 'mfs-note-bounded',
};

const markup = `
<section id="fn-section" class="card controls" aria-labelledby="fn-title">
  <h2 id="fn-title" class="visually-hidden" data-l10n-id="mfs-fn-title"></h2>
  ${ruleControls('f', { ranges: [['upto', 'field-upto']], presets: ['Example move functions', 'presets'], progress: 'fn-progress-host' })}
</section>

<section id="theorem-section" class="verdict" aria-labelledby="theorem-title" aria-live="polite" hidden>
  <h2 id="theorem-title" class="visually-hidden" data-l10n-id="mfs-theorem-title"></h2>
  <div id="theorem-body"></div>
</section>

<div class="grid-two" id="values-grid" hidden>
  <section id="table-section" class="card" aria-labelledby="table-title">
    <h2 id="table-title" data-l10n-id="mfs-table-title"></h2>
    <p class="results-for"><span data-l10n-id="mfs-results-for"></span> <span id="results-for" class="mono" dir="ltr"></span></p>
    <p class="explain" data-l10n-id="mfs-table-explain"></p>
    <div id="table-host"></div>
    <p class="legend"><span class="swatch swatch-base"></span> <span data-l10n-id="mfs-legend-base"></span></p>
  </section>

  <section id="plot-section" class="card" aria-labelledby="plot-title">
    <h2 id="plot-title" data-l10n-id="mfs-plot-title"></h2>
    <div id="plot-host"></div>
  </section>
</div>

<section id="base-section" class="card" aria-labelledby="base-title" hidden>
  <h2 id="base-title" data-l10n-id="mfs-base-title"></h2>
  <div id="base-body"></div>
</section>

<section id="repr-section" class="card" aria-labelledby="repr-title">
  <h2 id="repr-title" data-l10n-id="mfs-repr-title"></h2>
  <p class="explain" data-l10n-id="mfs-repr-explain"></p>
  <div class="control-row">
    <div class="field" data-setting="n" data-id="repr-input" data-describedby="repr-error"></div>
    <div class="repr-quick" role="group" data-l10n-id="mfs-repr-quick" id="repr-quick"></div>
  </div>
  <div id="repr-error" class="field-error" aria-live="polite"></div>
  <div id="repr-host"></div>
</section>

${playSection('', `<div class="field" data-setting="pile" data-size="small"></div>
    <div class="field" data-setting="max" data-size="small"></div>`)}`;

/** The section (families/index.js): the document title while shown and mount (the header's
 *  sentence, the rules and the paper, is in index.html: it shows before the engine). */
export const moveFnSection = {
  get title() { return t('mfs-doc-title'); },
  mount,
};

/** The words of widgets' markup in this section: the example chips' group, the play card's
 *  title, the progress bar's Cancel ("Examples:" and Start carry their own ids). */
function wordMarkup(host) {
  const group = part(host, 'presets').parentElement;
  l10n(group, 'mfs-presets-group');
  l10n(part(host, 'play-title'), 'mfs-play-title');
  localize(host);
}

/** The example chips, in the language shown (their notes and the labels with words). */
function drawChips(box, choose) {
  box.replaceChildren();
  renderPresetChips(box, fnPresets,
    (preset) => ({
      // (a label that is a formula alone is maths: marked so, as written in every language)
      label: preset.words ? exampleLabel(preset) : el('span', { translate: 'no' }, preset.label),
      note: noteIds[preset.note] ? t(noteIds[preset.note]) : preset.note,
      mono: true, title: `f(x) = ${preset.f}`, data: { f: preset.f },
    }),
    choose);
}

/** "The results below are still those for f(x) = …." under a bad field. */
function stillShowing(f) {
  const p = el('p', { class: 'caret-keep' });
  const mark = '\ue000';
  for (const piece of t('mfs-still-showing', { f: mark }).split(/(\ue000)/)) {
    p.append(piece === mark ? el('span', { class: 'mono', dir: 'ltr' }, `f(x) = ${f}`) : piece);
  }
  return p;
}

function mount(host) {
  host.append(fromHtml(markup));
  buildSettingFields(host);
  wordMarkup(host);
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

  const progress = createProgress($('fn-progress-host'), { labelId: 'mfs-progress-label', onCancel: cancel });
  const cancelButton = $('cancel-analysis');
  l10n(cancelButton, 'mfs-cancel');
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
      failure: (message) => t('mfs-failure', { f: `f(x) = ${f}`, upto: fmtInt(upto), message }),
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
      a.noteWords = { id: 'mfs-cancelled-showing', args: { f: `f(x) = ${a.resultFor.f}`, upto: fmtInt(a.result.upto) } };
      putSettings(s, { upto: a.result.upto });
    } else {
      a.status = 'idle';
      a.noteWords = { id: 'mfs-cancelled' };
    }
    a.note = t(a.noteWords.id, a.noteWords.args);
    a.noteWords.text = a.note;
    invalidate();
  }

  // --- the representation and the game ---------------------------------------------------------
  function updateRepresentation() {
    const r = s.repr;
    const text = expandPowerText(r.typed);
    if (text === '') {
      r.error = t('mfs-repr-empty');
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
  const chips = () => drawChips($('presets'), (preset) => chooseF(preset.f));
  chips();
  $('repr-input').value = s.repr.typed;
  $('repr-input').addEventListener('input', (e) => { s.repr.typed = e.target.value; updateRepresentation(); });
  const quick = $('repr-quick');
  tryChips(quick, ['100', '1000', '10^6', '10^18'], (value) => { s.repr.typed = value; $('repr-input').value = value; updateRepresentation(); });
  l10n(quick.querySelector('.presets-label'), 'mfs-try');
  // the pile and the first move's maximum as typed: when both are good, a new game (their names
  // in the language shown when a message is made)
  const named = (id) => ({ toString: () => t(id) });
  const applyPlay = bindTogether(s, $('play-setup'),
    [['pile', $('pile-input'), named('mfs-start-pile')], ['max', $('max-input'), named('mfs-first-move')]], () => player.restart());
  // another language: the words this section composes itself are drawn again
  onLanguageChange(() => {
    chips();
    progress.bar.setAttribute('aria-label', t('mfs-progress-label'));
    if (s.repr.error && expandPowerText(s.repr.typed) === '') s.repr.error = t('mfs-repr-empty');
    if (s.playError) applyPlay();
    invalidate();
  });

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
  renderCaretCheck($('f-input'), $('f-message'), check, bad ? stillShowing(app.settings.f) : null);
  markActiveChips($('presets'), (preset) => preset.f === app.settings.f && !bad);
  setText($('f-info'), check && check.ok
    ? t(check.monotone ? 'mfs-f-read-monotone' : 'mfs-f-read', { f: `f(x) = ${check.canonical}` })
    : '');
  renderFieldError($('upto-input'), $('upto-message'), s.errors.upto);
  // (a note of ours, "Cancelled", in the language shown; a newer note is the jobs')
  if (a.noteWords) {
    if (a.note === a.noteWords.text) {
      a.note = t(a.noteWords.id, a.noteWords.args);
      a.noteWords.text = a.note;
    } else delete a.noteWords;
  }
  progress.render(a, (slot) => t('mfs-progress', {
    upto: fmtInt(slot.request.upto), pct: String(Math.round(slot.progress * 100)),
    where: ((slot.job && slot.job.where) || slot.where) === 'worker' ? 'worker' : 'page',
  }));

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
    { label: t('mfs-share-game'), widget: 'move-fn', attrs: { f, pile, max, first } },
    { label: t('mfs-view-table'), widget: 'table', attrs: { f, upto: Math.min(upto, 1000) } },
    { label: t('mfs-view-plot'), widget: 'plot', attrs: { f, upto } },
    { label: t('mfs-share-base'), widget: 'base', attrs: { f, n } },
  ];
}
