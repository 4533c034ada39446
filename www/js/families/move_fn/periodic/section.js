// The playground's periodic section: one pile with a move function f(n, x) periodic in n with
// period t (Holshouser & Reiter 2006). The f, t and range fields (checked live by the engine),
// the examples (Example 2 of the paper first), the analysis of the games G_0 … G_{t−1} (in the
// worker for long ranges, with progress and Cancel), the theorem checks and the Example 2 panel,
// the g_i tables and the bases, the multi-base representation of n in any G_i, and a game in any
// G_i against the engine. Settings: URL keys pf, t, pupto, pgame, ppile, pmax; who moves first
// is the page's own choice (not in the URL), as it always was here.

// the engine's sentences in the page's language
import '../../../i18n/move_fn/index.js';
import { checkFn, periodicRepresentation } from '../engine.js';
import { app, slice, invalidate, writeSettingsToUrl, checkSetting, levelOptions } from '../../../core/page.js';
import { runIntoSlot, cancelAnalysis, newSlot } from '../../../core/jobs.js';
import { el, fill, fromHtml, part, setText, syncInput, fmtInt, errorText, expandPowerText } from '../../../core/dom.js';
import { renderCaretCheck, stillShowing, renderFieldError, renderPresetChips, markActiveChips, createProgress } from '../../../widgets/fields.js';
import { bindSetting, bindTogether, putSettings } from '../../../core/setting-fields.js';
import { buildSettingFields, typingDelay, playSection, ruleControls } from '../../../widgets/setting-field.js';
import { createPlayer } from '../../../widgets/player.js';
import { createTheorems, createExample2 } from './theorems.js';
import { createGTable, createBases } from './tables.js';
import { createChain } from './representation.js';
import { periodicGame, subDigits } from '../games.js';
import { examples, tryChips } from '../../../widgets/example-chips.js';
import { fnx } from '../examples.js';

/** The examples after Example 2 (which is the engine's default f and t). */
const otherPresets = examples([fnx.twice, 't = 1: Fibonacci nim'], [fnx.plusN, 't = 3'], [fnx.sameOrTwice, 't = 2'],
  [fnx.halfPlusNOrTwice, 'fails condition (2)'], [fnx.thirdOrTwice, 'Theorem 1 fails']);

const channel = 'periodic';
const ids = 'p-';

/** The first card's heading and introduction: static text (no result of the engine), which main.js
 *  also draws before the engine has arrived, where this card will be (families/index.js: head). */
const head = `
  <h2 id="p-title">Periodic move function <span class="math">f(n, x)</span></h2>
  <div class="section-intro">
    <p>After your opponent takes <i>x</i> counters from a pile of <i>n</i> (the pile size <em>before</em> that
      move), you may take at most <i>f</i>(<i>n</i>, <i>x</i>). The function repeats in <i>n</i> with period
      <i>t</i>: <i>f</i>(<i>n</i> + <i>t</i>, <i>x</i>) = <i>f</i>(<i>n</i>, <i>x</i>).
      <strong class="mod-note">n is read mod t:</strong> the engine evaluates <i>f</i> at <i>n</i> mod <i>t</i>, so in
      the expression <i>n</i> is always one of 0, 1, …, <i>t</i> − 1. The first move may take at most a given maximum.</p>
    <p>There are <i>t</i> games <i>G</i><sub>0</sub>, …, <i>G</i><sub><i>t</i>−1</sub>: game <i>G<sub>i</sub></i> uses
      <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>), where <i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i>.
      <i>G</i><sub>0</sub> is the game itself; the others are needed to solve it, because after taking a base member
      <i>b</i> from game <i>G<sub>i</sub></i> the rest of the pile behaves like game <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>.
      Each game gets its own base <i>B<sub>i</sub></i>.
      Paper: <a href="https://www.combinatorics.org/ojs/index.php/eljc/article/view/v13i1n7" rel="noopener">Holshouser &amp; Reiter,
      <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, EJC 13 (2006) #N7</a>.</p>
  </div>`;

const markup = `
<section id="p-controls" class="card controls" aria-labelledby="p-title">${head}
  ${ruleControls('pf', {
    ranges: [['t', 'field-t'], ['pupto', 'field-upto']], presets: ['Example periodic move functions', 'p-presets'], progress: 'p-progress-host',
  })}
</section>

<section id="p-theorems" class="card theorems" aria-labelledby="p-theorems-title" aria-live="polite" hidden>
  <h2 id="p-theorems-title">Checking the theorems</h2>
  <p class="results-for">for <span id="p-results-for" class="mono"></span></p>
  <div id="p-theorems-body"></div>
</section>

<section id="p-example2" class="card" aria-labelledby="p-example2-title" hidden>
  <h2 id="p-example2-title">Example 2 of the paper, member by member</h2>
  <div id="p-example2-body"></div>
</section>

<div class="grid-two" id="p-values" hidden>
  <section id="p-table-section" class="card" aria-labelledby="p-table-title">
    <h2 id="p-table-title">Smallest winning moves <span class="math">g<sub>i</sub>(n)</span></h2>
    <p class="explain">From a pile of <i>n</i> in game <i>G<sub>i</sub></i> you win exactly when you may take at least
      <i>g<sub>i</sub></i>(<i>n</i>) counters (Algorithm 1 of the paper, computed directly).</p>
    <div id="p-table-host"></div>
    <p class="legend"><span class="swatch swatch-base"></span> <i>n</i> is a member of the base <i>B<sub>i</sub></i> of that column’s game</p>
  </section>

  <section id="p-bases-section" class="card" aria-labelledby="p-bases-title">
    <h2 id="p-bases-title">The bases <span class="math">B<sub>0</sub>, …, B<sub>t−1</sub></span> and <span class="math">Θ</span></h2>
    <p class="explain">Built together as before Theorem 2: <i>b<sub>i,k+1</sub></i> = <i>b<sub>ik</sub></i> + the smallest
      member <i>b</i> of <i>B</i><sub><i>i</i> ⊕ <i>b<sub>ik</sub></i></sub> with Θ(<i>b</i>) = <i>b</i> and
      <i>f</i>(<i>i</i> ⊕ <i>b<sub>ik</sub></i> ⊕ <i>b</i>, <i>b</i>) ≥ Θ<sub><i>i</i></sub>(<i>b<sub>ik</sub></i>).
      Θ<sub><i>i</i></sub>(<i>b</i>) is the smallest winning move from a pile of <i>b</i> in <i>G<sub>i</sub></i>.</p>
    <div id="p-bases-body"></div>
  </section>
</div>

<section id="p-repr-section" class="card" aria-labelledby="p-repr-title">
  <h2 id="p-repr-title">Writing <span class="math">n</span> with several bases</h2>
  <p class="explain">In game <i>G<sub>i</sub></i>: take the largest member <i>b</i> of <i>B<sub>i</sub></i> below
    <i>n</i>; the rest <i>n</i> − <i>b</i> is written in the base of game <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>, and so on,
    until the rest is itself a member of a base. Theorems 1 and 2: the winning move is Θ of that last part.</p>
  <div class="control-row">
    <div class="field">
      <label for="p-repr-game">Game</label>
      <select id="p-repr-game" class="game-select"></select>
    </div>
    <div class="field field-n" data-input="number" data-id="p-repr-input" data-describedby="p-repr-error"><label>Pile <span class="math">n</span></label></div>
    <div class="repr-quick" role="group" aria-label="Example values of n" id="p-repr-quick"></div>
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
  title: 'Nim Lab — periodic f(n, x): several games, several bases',
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

function mount(host) {
  host.append(fromHtml(markup));
  buildSettingFields(host);
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
  // Example 2 is the engine's default f(n, x) and t: its formula is never typed here
  const presets = [
    { f: app.defaults.pf, t: Number(app.defaults.t), label: 'Example 2', note: `the paper, t = ${app.defaults.t}` },
    ...otherPresets,
  ];
  let analysisTimer = null;
  let started = false;

  const progress = createProgress($('p-progress-host'), { ids, label: 'Computing the games', onCancel: cancel });
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
      failure: (message) => `Could not compute the games for f(n, x) = ${f}, t = ${t}, up to ${fmtInt(upto)}: ${message}`,
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
  renderPresetChips($('p-presets'), presets, (preset) => ({
    label: preset.label, note: preset.note, mono: true, title: `f(n, x) = ${preset.f}, t = ${preset.t}`,
    data: { f: preset.f, t: preset.t },
  }), choosePreset);

  $('p-repr-input').value = s.repr.typed;
  $('p-repr-input').addEventListener('input', (e) => { s.repr.typed = e.target.value; updateRepresentation(s); });
  $('p-repr-game').addEventListener('change', (e) => { s.repr.game = Number(e.target.value); updateRepresentation(s); });
  const quick = $('p-repr-quick');
  tryChips(quick, ['20', '100', '1000', '10^6'], (value) => { s.repr.typed = value; $('p-repr-input').value = value; updateRepresentation(s); });

  $('p-game-input').addEventListener('change', (e) => chooseGame(e.target.value));
  // the pile and the first move's maximum as typed: when both are good, a new game
  bindTogether(s, $('p-play-setup'), [['ppile', $('p-pile-input'), 'Start pile'], ['pmax', $('p-max-input'), 'First move']], () => player.restart());

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
    a.note = `Cancelled. Still showing f(n, x) = ${r.f}, t = ${r.t}, for n ≤ ${fmtInt(r.upto)}.`;
    putSettings(s, { pupto: r.upto });
  } else {
    a.status = 'idle';
    a.note = 'Cancelled.';
  }
  invalidate();
}

/** n in the multi-base representation of the game chosen (s.repr), from the engine. */
function updateRepresentation(s) {
  const r = s.repr;
  const text = expandPowerText(r.typed);
  r.result = null;
  if (text === '') {
    r.error = 'Enter a whole number n ≥ 1.';
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
  renderCaretCheck($('pf-input'), $('pf-message'), check,
    bad ? stillShowing('f(n, x) = ', el('span', { class: 'mono' }, app.settings.pf), `, t = ${t}`) : null);
  markActiveChips($('p-presets'), (preset) => preset.f === app.settings.pf && preset.t === t && !bad);
  setText($('pf-info'), check && check.ok
    ? `Read as f(n, x) = ${check.canonical}, with n read mod ${t} (n is one of ${residueList(t)})`
      + `${check.monotone ? ' — non-decreasing in x (proved from its form)' : ''}`
    : '');
  renderFieldError($('t-input'), $('t-message'), s.errors.t);
  renderFieldError($('pupto-input'), $('pupto-message'), s.errors.pupto);
  progress.render(s.analysis, (a, where) => `Computing g₀ … g${subDigits(a.request.t - 1)} and the bases`
    + ` for n ≤ ${fmtInt(a.request.upto)} ${where}: ${Math.round(a.progress * 100)}%`);
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
      label: `The game G${subDigits(pgame)}`,
      widget: 'move-fn',
      attrs: { f: pf, t, i: pgame, pile: ppile, max: pmax, first: s.first },
    },
  ];
}
