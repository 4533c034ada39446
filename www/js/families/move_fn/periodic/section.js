// The playground's periodic section: one pile with a move function f(n, x) periodic in n with
// period t (Holshouser & Reiter 2006). The f, t and range fields (checked live by the engine),
// the examples (Example 2 of the paper first), the analysis of the games G_0 … G_{t−1} (in the
// worker for long ranges, with progress and Cancel), the theorem checks and the Example 2 panel,
// the g_i tables and the bases, the multi-base representation of n in any G_i, and a game in any
// G_i against the engine. Settings: URL keys pf, t, pupto, pgame, ppile, pmax; who moves first
// is the page's own choice (not in the URL), as it always was here.

// the engine's sentences in the page's language
import '../../../i18n/move_fn/index.js';
// the section's words (and the example chips' "or", in move_fn_section)
import '../../../i18n/move_fn_periodic_section/index.js';
import '../../../i18n/move_fn_section/index.js';
import { l10n, localize, t as word, onLanguageChange } from '../../../core/i18n.js';
import { checkFn, periodicRepresentation } from '../engine.js';
import { app, slice, invalidate, writeSettingsToUrl, checkSetting, levelOptions } from '../../../core/page.js';
import { runIntoSlot, cancelAnalysis, newSlot } from '../../../core/jobs.js';
import { el, fill, fromHtml, part, setText, syncInput, fmtInt, errorText, expandPowerText } from '../../../core/dom.js';
import { renderCaretCheck, renderFieldError, renderPresetChips, markActiveChips, createProgress } from '../../../widgets/fields.js';
import { bindSetting, bindTogether, putSettings } from '../../../core/setting-fields.js';
import { buildSettingFields, typingDelay, playSection, ruleControls } from '../../../widgets/setting-field.js';
import { createPlayer } from '../../../widgets/player.js';
import { createTheorems, createExample2 } from './theorems.js';
import { createGTable, createBases } from './tables.js';
import { createChain } from './representation.js';
import { periodicGame, subDigits } from '../games.js';
import { examples, tryChips } from '../../../widgets/example-chips.js';
import { fnx, exampleLabel } from '../examples.js';
import { tNodes } from '../representation.js';

/** The examples after Example 2 (which is the engine's default f and t). */
const otherPresets = examples([fnx.twice, 't = 1: Fibonacci nim'], [fnx.plusN, 't = 3'], [fnx.sameOrTwice, 't = 2'],
  [fnx.halfPlusNOrTwice, 'fails condition (2)'], [fnx.thirdOrTwice, 'Theorem 1 fails']);

/** A chip's note in the language shown: its message, by its English (a note of maths stays). */
function noteWords(note) {
  const fib = /^(t = \d+): Fibonacci nim$/.exec(note);
  if (fib) return word('mfs-p-note-fibonacci', { t: fib[1] });
  const paper = /^the paper, (t = \d+)$/.exec(note);
  if (paper) return word('mfs-p-note-paper', { t: paper[1] });
  const id = { 'fails condition (2)': 'mfs-p-note-fails-2', 'Theorem 1 fails': 'mfs-p-note-theorem1-fails' }[note];
  return id ? word(id) : note;
}

const channel = 'periodic';
const ids = 'p-';

/** The first card's heading and introduction: static text (no result of the engine), which main.js
 *  also draws before the engine has arrived, where this card will be (families/index.js: head). */
const head = `
  <h2 id="p-title" data-l10n-id="mfs-p-title"></h2>
  <div class="section-intro">
    <p data-l10n-id="mfs-p-intro-rule"></p>
    <p data-l10n-id="mfs-p-intro-games"><a data-l10n-name="paper" href="https://www.combinatorics.org/ojs/index.php/eljc/article/view/v13i1n7" rel="noopener"></a></p>
  </div>`;

const markup = `
<section id="p-controls" class="card controls" aria-labelledby="p-title">${head}
  ${ruleControls('pf', {
    ranges: [['t', 'field-t'], ['pupto', 'field-upto']], presets: ['Example periodic move functions', 'p-presets'], progress: 'p-progress-host',
  })}
</section>

<section id="p-theorems" class="card theorems" aria-labelledby="p-theorems-title" aria-live="polite" hidden>
  <h2 id="p-theorems-title" data-l10n-id="mfs-p-theorems-title"></h2>
  <p class="results-for"><span data-l10n-id="mfs-p-results-for"></span> <span id="p-results-for" class="mono" dir="ltr"></span></p>
  <div id="p-theorems-body"></div>
</section>

<section id="p-example2" class="card" aria-labelledby="p-example2-title" hidden>
  <h2 id="p-example2-title" data-l10n-id="mfs-p-example2-title"></h2>
  <div id="p-example2-body"></div>
</section>

<div class="grid-two" id="p-values" hidden>
  <section id="p-table-section" class="card" aria-labelledby="p-table-title">
    <h2 id="p-table-title" data-l10n-id="mfs-p-table-title"></h2>
    <p class="explain" data-l10n-id="mfs-p-table-explain"></p>
    <div id="p-table-host"></div>
    <p class="legend"><span class="swatch swatch-base"></span> <span data-l10n-id="mfs-p-legend-base"></span></p>
  </section>

  <section id="p-bases-section" class="card" aria-labelledby="p-bases-title">
    <h2 id="p-bases-title" data-l10n-id="mfs-p-bases-title"></h2>
    <p class="explain" data-l10n-id="mfs-p-bases-explain"></p>
    <div id="p-bases-body"></div>
  </section>
</div>

<section id="p-repr-section" class="card" aria-labelledby="p-repr-title">
  <h2 id="p-repr-title" data-l10n-id="mfs-p-repr-title"></h2>
  <p class="explain" data-l10n-id="mfs-p-repr-explain"></p>
  <div class="control-row">
    <div class="field">
      <label for="p-repr-game" data-l10n-id="mfs-p-game-label"></label>
      <select id="p-repr-game" class="game-select"></select>
    </div>
    <div class="field field-n" data-input="number" data-id="p-repr-input" data-describedby="p-repr-error"><label data-l10n-id="mfs-p-pile-label"></label></div>
    <div class="repr-quick" role="group" data-l10n-id="mfs-p-repr-quick" id="p-repr-quick"></div>
  </div>
  <div id="p-repr-error" class="field-error" aria-live="polite"></div>
  <div id="p-repr-host"></div>
</section>

${playSection('p-', `<div class="field" data-setting="pgame" data-id="p-game-input" data-control="select"></div>
    <div class="field" data-setting="ppile" data-id="p-pile-input" data-size="small"></div>
    <div class="field" data-setting="pmax" data-id="p-max-input" data-size="small"></div>`)}`;

/** The section (families/index.js): the document title while shown and mount (the header's
 *  sentence, the rules and the paper, is in index.html: it shows before the engine). */
export const periodicSection = {
  get title() { return word('mfs-p-doc-title'); },
  head,
  mount,
};

/** "0", "0, 1", "0, 1, 2", "0, 1, 2, 3", then "0, 1, …, t − 1". */
function residueList(t) {
  if (t <= 4) return Array.from({ length: t }, (_, i) => i).join(', ');
  return `0, 1, …, ${t - 1}`;
}

/** The options G₀ … G_{t−1} of a game select, `chosen` selected. */
function fillGameOptions(select, t, chosen) {
  const options = [];
  for (let i = 0; i < t; i++) options.push(el('option', { value: i, selected: i === chosen }, `G${subDigits(i)}`));
  fill(select, options);
  select.value = String(chosen);
}

/** The words of widgets' markup in this section: the example chips' group, "Try:", the play
 *  card's title, the progress bar's Cancel ("Examples:" and Start carry their own ids). */
function wordMarkup(host) {
  const group = part(host, 'p-presets').parentElement;
  l10n(group, 'mfs-p-presets-group');
  l10n(part(host, 'p-play-title'), 'mfs-p-play-title');
  localize(host);
}

/** The example chips, in the language shown. */
function drawChips(box, presets, choose) {
  box.replaceChildren();
  renderPresetChips(box, presets, (preset) => ({
    // (a label that is a formula alone is maths: marked so, as written in every language)
    label: preset.words ? exampleLabel(preset) : preset.labelId ? word(preset.labelId) : el('span', { translate: 'no' }, preset.label),
    note: noteWords(preset.note), mono: true, title: `f(n, x) = ${preset.f}, t = ${preset.t}`,
    data: { f: preset.f, t: preset.t },
  }), choose);
}

/** The examples: Example 2 (the engine's default f(n, x) and t: its formula is never typed here) first. */
function sectionPresets() {
  return [
    { f: app.defaults.pf, t: Number(app.defaults.t), label: 'Example 2', labelId: 'mfs-p-example2', note: `the paper, t = ${app.defaults.t}` },
    ...otherPresets,
  ];
}

function mount(host) {
  host.append(fromHtml(markup));
  buildSettingFields(host);
  wordMarkup(host);
  const $ = (id) => part(host, id);
  const s = slice('periodic');
  for (const key of ['pf', 't', 'pupto', 'pgame', 'ppile', 'pmax']) {
    if (s.typed[key] === undefined) s.typed[key] = String(app.settings[key]);
  }
  Object.assign(s, {
    fCheck: null,
    analysis: newSlot(),
    repr: { game: 0, typed: '100', result: null, error: null },
    playError: null,
    first: 'you',
  });
  const presets = sectionPresets();
  let analysisTimer = null;
  let started = false;

  const progress = createProgress($('p-progress-host'), { ids, labelId: 'mfs-p-progress-label', onCancel: cancel });
  l10n($('p-cancel-analysis'), 'mfs-p-cancel');
  const theorems = createTheorems($('p-theorems-body'), { ids });
  const example2 = createExample2($('p-example2-body'), { ids });
  const gTable = createGTable($('p-table-host'), { ids });
  const bases = createBases($('p-bases-body'));
  const chain = createChain($('p-repr-host'), { ids });
  const player = createPlayer($('p-player-host'), {
    ...levelOptions(),
    kind: periodicGame,
    ids,
    settings: () => ({
      f: app.settings.pf, t: app.settings.t, i: app.settings.pgame, pile: app.settings.ppile, max: app.settings.pmax,
    }),
    first: s.first,
    firstName: 'pfirst',
    onFirstChange: (first) => { s.first = first; },
  });

  // --- the analysis ---------------------------------------------------------------------------
  function runNow() {
    clearTimeout(analysisTimer);
    const { pf: f, t, pupto: upto } = app.settings;
    runIntoSlot(s.analysis, { kind: 'periodic', f, t, upto }, {
      onDone: () => {},
      failure: (message) => word('mfs-p-failure', { rule: `f(n, x) = ${f}, t = ${t}`, upto: fmtInt(upto), message }),
      changed: invalidate,
    }, channel);
  }
  function requestAnalysis(delay) {
    clearTimeout(analysisTimer);
    analysisTimer = setTimeout(runNow, delay);
  }
  function cancel() {
    clearTimeout(analysisTimer);
    if (cancelAnalysis(channel)) keepShown(s);
  }

  // --- the representation and the game (updateRepresentation, acceptF, useT below) ---------------

  /** f or t changed (and f is good with t): everything follows. */
  function afterRuleChange(delay) {
    writeSettingsToUrl();
    if (delay) requestAnalysis(delay); else runNow();
    updateRepresentation(s);
    if (!s.playError) player.restart();
  }

  function typeF(text) {
    if (acceptF(s, text)) afterRuleChange(typingDelay('pf'));
    invalidate();
  }

  function typeT(text) {
    s.typed.t = text;
    const checked = checkSetting('t', text);
    s.errors.t = checked.error || null;
    if (!checked.error) {
      useT(s, Number(checked.value));
      if (acceptF(s, s.typed.pf)) afterRuleChange(typingDelay('pf'));
    }
    invalidate();
  }

  function choosePreset(preset) {
    useT(s, preset.t);
    $('t-input').value = String(preset.t);
    $('pf-input').value = preset.f;
    if (acceptF(s, preset.f)) afterRuleChange(0);
    invalidate();
  }

  function chooseGame(value) {
    app.settings.pgame = Number(value);
    s.typed.pgame = String(value);
    writeSettingsToUrl();
    if (!s.playError) player.restart();
    invalidate();
  }

  // --- wiring --------------------------------------------------------------------------------
  s.fCheck = checkFn(s.typed.pf, app.settings.t);
  $('pf-input').value = s.typed.pf;
  $('pf-input').addEventListener('input', (e) => typeF(e.target.value));
  $('t-input').value = s.typed.t;
  $('t-input').addEventListener('input', (e) => typeT(e.target.value));
  bindSetting($('pupto-input'), s, 'pupto', (_, delay) => requestAnalysis(delay));
  const chips = () => drawChips($('p-presets'), presets, choosePreset);
  chips();

  $('p-repr-input').value = s.repr.typed;
  $('p-repr-input').addEventListener('input', (e) => { s.repr.typed = e.target.value; updateRepresentation(s); });
  $('p-repr-game').addEventListener('change', (e) => { s.repr.game = Number(e.target.value); updateRepresentation(s); });
  const quick = $('p-repr-quick');
  tryChips(quick, ['20', '100', '1000', '10^6'], (value) => { s.repr.typed = value; $('p-repr-input').value = value; updateRepresentation(s); });
  l10n(quick.querySelector('.presets-label'), 'mfs-p-try');

  $('p-game-input').addEventListener('change', (e) => chooseGame(e.target.value));
  // the pile and the first move's maximum as typed: when both are good, a new game (their names
  // in the language shown when a message is made)
  const named = (id) => ({ toString: () => word(id) });
  const applyPlay = bindTogether(s, $('p-play-setup'),
    [['ppile', $('p-pile-input'), named('mfs-p-start-pile')], ['pmax', $('p-max-input'), named('mfs-p-first-move')]], () => player.restart());
  // another language: the words this section composes itself are drawn again
  onLanguageChange(() => {
    chips();
    progress.bar.setAttribute('aria-label', word('mfs-p-progress-label'));
    if (s.repr.error && expandPowerText(s.repr.typed) === '') updateRepresentation(s);
    if (s.playError) applyPlay();
    invalidate();
  });

  // --- drawing (draw and renderControls below: the parts they draw into) -------------------------
  const views = { $, s, progress, theorems, example2, gTable, bases, chain, player, optionsKey: null };
  const render = () => draw(views);

  function start() {
    if (started) return;
    started = true;
    if (!s.fCheck || !s.fCheck.ok) return;
    updateRepresentation(s);
    player.start();
    runNow();
  }

  return { start, render, share: () => share(s) };
}

/** The analysis was cancelled: the last result stays shown, with its range in the field. */
function keepShown(s) {
  const a = s.analysis;
  if (a.result) {
    const r = a.resultFor;
    a.status = 'done';
    a.noteWords = { id: 'mfs-p-cancelled-showing', args: { rule: `f(n, x) = ${r.f}, t = ${r.t}`, upto: fmtInt(r.upto) } };
    putSettings(s, { pupto: r.upto });
  } else {
    a.status = 'idle';
    a.noteWords = { id: 'mfs-p-cancelled' };
  }
  a.note = word(a.noteWords.id, a.noteWords.args);
  a.noteWords.text = a.note;
  invalidate();
}

/** n in the multi-base representation of the game chosen (s.repr), from the engine. */
function updateRepresentation(s) {
  const r = s.repr;
  const text = expandPowerText(r.typed);
  r.result = null;
  if (text === '') {
    r.error = word('mfs-p-repr-empty');
  } else {
    try {
      r.result = periodicRepresentation(app.settings.pf, app.settings.t, r.game, text);
      r.error = null;
    } catch (err) {
      r.error = errorText(err);
    }
  }
  invalidate();
}

/** Checks f(n, x) against the current t; when it is good, it becomes the setting. */
function acceptF(s, text) {
  s.typed.pf = text;
  s.fCheck = checkFn(text, app.settings.t);
  if (!s.fCheck.ok) return false;
  // the engine's value: as typed, without a leading f(n, x) = (the page's own label)
  app.settings.pf = checkSetting('pf', text, { t: app.settings.t }).value ?? text.trim();
  return true;
}

/** Keeps the chosen games inside G_0 … G_{t−1} after t changed. */
function keepGamesInRange(s) {
  const t = app.settings.t;
  if (app.settings.pgame >= t) {
    app.settings.pgame = 0;
    s.typed.pgame = '0';
  }
  if (s.repr.game >= t) s.repr.game = 0;
}

/** A good t: the games follow, and f is checked again (the same text with another period). */
function useT(s, t) {
  app.settings.t = t;
  s.typed.t = String(t);
  s.errors.t = null;
  keepGamesInRange(s);
}

/** The rule's fields, the progress and the games' menus (w: the section's parts, built by mount). */
function renderControls(w) {
  const { $, s, progress } = w;
  const t = app.settings.t;
  syncInput($('pf-input'), s.typed.pf);
  syncInput($('t-input'), s.typed.t);
  syncInput($('pupto-input'), s.typed.pupto);
  const check = s.fCheck;
  const bad = check && !check.ok;
  renderCaretCheck($('pf-input'), $('pf-message'), check, bad
    ? el('p', { class: 'caret-keep' }, ...tNodes('mfs-p-still-showing', {}, {
      rule: el('span', { class: 'mono', dir: 'ltr' }, `f(n, x) = ${app.settings.pf}, t = ${t}`),
    }))
    : null);
  markActiveChips($('p-presets'), (preset) => preset.f === app.settings.pf && preset.t === t && !bad);
  setText($('pf-info'), check && check.ok
    ? word(check.monotone ? 'mfs-p-f-read-monotone' : 'mfs-p-f-read',
      { f: `f(n, x) = ${check.canonical}`, t: String(t), residues: residueList(t) })
    : '');
  renderFieldError($('t-input'), $('t-message'), s.errors.t);
  renderFieldError($('pupto-input'), $('pupto-message'), s.errors.pupto);
  const a = s.analysis;
  // (a note of ours, "Cancelled", in the language shown; a newer note is the jobs')
  if (a.noteWords) {
    if (a.note === a.noteWords.text) {
      a.note = word(a.noteWords.id, a.noteWords.args);
      a.noteWords.text = a.note;
    } else delete a.noteWords;
  }
  progress.render(a, (slot) => word('mfs-p-progress', {
    gs: `g₀ … g${subDigits(slot.request.t - 1)}`, upto: fmtInt(slot.request.upto), pct: String(Math.round(slot.progress * 100)),
    where: ((slot.job && slot.job.where) || slot.where) === 'worker' ? 'worker' : 'page',
  }));
  const key = `${t}|${app.settings.pgame}|${s.repr.game}`;
  if (key !== w.optionsKey) {
    w.optionsKey = key;
    fillGameOptions($('p-game-input'), t, app.settings.pgame);
    fillGameOptions($('p-repr-game'), t, s.repr.game);
  }
}

/** Draws the section's state into its parts. */
function draw(w) {
  const { $, s, theorems, example2, gTable, bases, chain, player } = w;
  const a = s.analysis;
  const result = a.result;
  document.body.dataset.periodic = a.status;
  $('p-theorems').hidden = !result;
  $('p-values').hidden = !result;
  $('p-example2').hidden = !(result && result.example2);
  renderControls(w);
  if (result) {
    const r = a.resultFor;
    setText($('p-results-for'), `f(n, x) = ${r.f}, t = ${r.t}, n ≤ ${fmtInt(r.upto)}`);
    theorems.render(result);
    example2.render(result);
    gTable.render(result);
    bases.render(result);
  }

  syncInput($('p-repr-input'), s.repr.typed);
  renderFieldError($('p-repr-input'), $('p-repr-error'), s.repr.error);
  chain.render(s.repr.error ? null : s.repr.result);

  syncInput($('p-pile-input'), s.typed.ppile);
  syncInput($('p-max-input'), s.typed.pmax);
  setText($('p-play-setup-error'), s.playError || '');
  player.render();
}

function share(s) {
  const { pf, t, pgame, ppile, pmax } = app.settings;
  return [
    {
      label: word('mfs-p-share-game', { game: `G${subDigits(pgame)}` }),
      widget: 'move-fn',
      attrs: { f: pf, t, i: pgame, pile: ppile, max: pmax, first: s.first },
    },
  ];
}
