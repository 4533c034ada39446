// The blocking Nim section (Flammenkamp, Holshouser & Reiter, "Dynamic One-Pile Blocking Nim",
// EJC 10 (2003) #N4): the three sequences c_i, m_i, M_i checked live by the engine (checkSeq's
// caret, then blockingValues' message naming the sequence and i), the examples, the piles/moves
// range, the brute-force analysis (in the worker for large ranges) and its views: the verdicts,
// the picture of safe piles, the runs table, the formula box and the game against the engine.
// Settings: URL keys bc, bmin, bmax, bupto, bmoves, bpile, bfirst.

import { checkSeq, blockingValues } from './engine.js';
import { app, slice, invalidate, writeSettingsToUrl, checkSetting, addNotice, levelOptions } from '../../core/page.js';
import { runIntoSlot, cancelAnalysis, newSlot } from '../../core/jobs.js';
import { el, fill, fromHtml, part, setText, syncInput, fmtInt, errorText, describedBy } from '../../core/dom.js';
import { renderCaretCheck, stillShowing, markInvalid, renderFieldError, renderPresetChips, markActiveChips, createProgress } from '../../widgets/fields.js';
import { bindSetting, renderSettings } from '../../core/setting-fields.js';
import { buildSettingFields, typingDelay, playSection, presetsGroup } from '../../widgets/setting-field.js';
import { createPlayer } from '../../widgets/player.js';
import { scrollRegion } from '../../widgets/scroll-region.js';
import { createVerdicts } from './verdicts.js';
import { createValuesTable } from './values.js';
import { createSafePiles } from './picture.js';
import { createRuns } from './runs.js';
import { createFormulaBox } from './formula.js';
import { blockingGame } from './games.js';
import { blockingPresets } from './presets.js';

const seqKeys = ['bc', 'bmin', 'bmax'];
const seqNames = { bc: 'c', bmin: 'm', bmax: 'M' };
/** How many values the small table shows. */
const valuesShown = 12;

/** The first card's heading and introduction: static text (no result of the engine), which main.js
 *  also draws before the engine has arrived, where this card will be (families/index.js: head). */
const head = `
  <h2 id="b-title">Blocking Nim: the sequences <span class="math">c<sub>i</sub></span>, <span class="math">m<sub>i</sub></span>, <span class="math">M<sub>i</sub></span></h2>
  <div class="section-intro">
    <p>Moves are numbered 1, 2, 3, … through the whole game. At move <i>i</i> the player to move must take
      <i>x</i> counters with <i>m<sub>i</sub></i> ≤ <i>x</i> ≤ <i>M<sub>i</sub></i> (and no more than the pile).
      Before that, the opponent may <strong>forbid</strong> up to <i>c<sub>i</sub></i> of these choices.
      A player left with no allowed choice loses. A pile is <strong>safe</strong> when the player to move
      loses from it; <i>u<sub>i</sub></i> = <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> − <i>c<sub>i</sub></i>
      is how many choices beyond one always survive the blocks.</p>
    <p>Type each sequence as an expression in <i>i</i> (<span class="mono">i + 2</span>, <span class="mono">i/3</span>,
      <span class="mono">min(i, 4)</span>, <span class="mono">if i % 2 == 0 then 3 else 5</span>) or as a list whose
      last value repeats (<span class="mono">1, 0, 0</span> means 1, 0, 0, 0, …).</p>
  </div>`;

const markup = `
<section id="b-controls" class="card controls" aria-labelledby="b-title">${head}
  <div class="b-seq-grid">
    <div class="field b-seq" data-setting="bc" data-describedby="bc-message bc-info">
      <div id="bc-message" class="f-message" aria-live="polite"></div>
      <div id="bc-info" class="f-info"></div>
    </div>
    <div class="field b-seq" data-setting="bmin" data-describedby="bmin-message bmin-info">
      <div id="bmin-message" class="f-message" aria-live="polite"></div>
      <div id="bmin-info" class="f-info"></div>
    </div>
    <div class="field b-seq" data-setting="bmax" data-describedby="bmax-message bmax-info">
      <div id="bmax-message" class="f-message" aria-live="polite"></div>
      <div id="bmax-info" class="f-info"></div>
    </div>
  </div>
  <div id="b-seq-error" class="b-seq-error" aria-live="polite"></div>
  ${presetsGroup('Example sequences', 'b-presets')}
  <p id="b-preset-caption" class="b-preset-caption" aria-live="polite"></p>
  <div class="b-range-row">
    <div class="field field-upto" data-setting="bupto" data-describedby="bupto-message">
      <div id="bupto-message" class="field-error" aria-live="polite"></div>
    </div>
    <div class="field field-moves" data-setting="bmoves" data-describedby="bmoves-message">
      <div id="bmoves-message" class="field-error" aria-live="polite"></div>
    </div>
    <div class="b-values-box" id="b-values-box">
      <table id="b-values" class="b-values" aria-label="The first values of the sequences"></table>
    </div>
  </div>
  <div id="b-progress-host"></div>
</section>

<section id="b-verdicts" class="card theorems" aria-labelledby="b-verdicts-title" aria-live="polite" hidden>
  <h2 id="b-verdicts-title">The paper’s claims against brute force</h2>
  <p class="results-for">for <span id="b-results-for" class="mono"></span></p>
  <div id="b-verdicts-body"></div>
</section>

<section id="b-picture-section" class="card" aria-labelledby="b-picture-title" hidden>
  <h2 id="b-picture-title">Safe and unsafe piles, move by move</h2>
  <p class="explain">One row for each move <i>k</i>. A filled square: pile <i>n</i> is safe at move <i>k</i> by brute
    force (the player to move loses). The bracket under a row: Theorem 1’s safe interval
    [<i>A<sub>j</sub></i>, <i>B<sub>j</sub></i> − 1] for the sequences from move <i>k</i> on.
    Red: brute force and the formula disagree — there the formula is wrong.
    Drag across the picture to zoom in on some piles; double-click to see them all.</p>
  <div id="b-picture-host"></div>
  <h3 class="b-runs-title">Safe runs by brute force beside Theorem 1’s intervals</h3>
  <div id="b-runs-host"></div>
</section>

<section id="b-formula-section" class="card" aria-labelledby="b-formula-title">
  <h2 id="b-formula-title">Theorem 1’s formula at any pile</h2>
  <p class="explain">The bounds <i>A<sub>j</sub></i> and <i>B<sub>j</sub></i> are sums of the sequences, so the
    formula answers at once even for 10<sup>18</sup> counters. It is a theorem only where its conditions hold;
    for piles and moves that brute force has solved above, its answer is shown beside.</p>
  <div class="control-row">
    <div class="field field-n" data-input="number" data-id="bf-pile" data-describedby="bf-error"><label>Pile <span class="math">n</span> (up to 10^18)</label></div>
    <div class="field field-moves" data-input="number" data-id="bf-move" data-describedby="bf-error"><label>at move <span class="math">k</span></label></div>
    <div class="repr-quick" role="group" aria-label="Example piles" id="bf-quick"></div>
  </div>
  <div id="bf-error" class="field-error" aria-live="polite"></div>
  <div id="bf-body" aria-live="polite"></div>
</section>

${playSection('b-', `<div class="field" data-setting="bpile" data-id="b-pile-input" data-size="small" data-describedby="b-play-setup-error"></div>`, { intro: `
  <p class="explain">Every move has two steps: first the opponent of the player to move forbids up to
    <i>c<sub>k</sub></i> of the choices, then the player takes one of the rest. The engine forbids before your
    moves; you forbid before its moves.</p>` })}`;

/** The section (families/index.js): the document title while shown and mount (the header's
 *  sentence, the rules and the paper, is in index.html: it shows before the engine). */
export const blockingSection = {
  title: 'Nim Lab — blocking Nim: the opponent forbids some moves',
  head,
  mount,
};

/** The three sequences of the link taken together (each was checked alone by the URL parser):
 *  what the engine refuses goes to a notice, and the paper's example is used instead. */
function checkLinkSequences() {
  const st = app.settings;
  try {
    blockingValues(st.bc, st.bmin, st.bmax, valuesShown);
  } catch (err) {
    addNotice('Some of the blocking settings in the link could not be used:', [errorText(err), 'The paper’s example is used instead.']);
    for (const key of seqKeys) st[key] = app.defaults[key];
  }
}

/** "Read as 1, 0, 0, … (the last value repeats)". */
function seqInfo(check) {
  const from = check.constantFrom;
  const constant = from === null || from === undefined ? '' : from <= 1 ? ' — the same at every move' : ` — constant from i = ${from}`;
  return check.kind === 'list'
    ? `Read as ${check.canonical}, … (the last value repeats)${constant}`
    : `Read as ${check.canonical}${constant}`;
}

function mount(host) {
  checkLinkSequences();
  host.append(fromHtml(markup));
  buildSettingFields(host);
  const $ = (id) => part(host, id);
  const s = slice('blocking');
  Object.assign(s, {
    checks: { bc: null, bmin: null, bmax: null },   // checkSeq of each typed sequence
    valuesError: null,      // blockingValues' message for the typed sequences (they parse, but …)
    values: null,           // blockingValues of the accepted sequences, i = 1 … valuesShown
    analysis: newSlot(),
    playError: null,
  });
  let analysisTimer = null;
  let started = false;

  const progress = createProgress($('b-progress-host'), { ids: 'b-', label: 'Solving the game by brute force', onCancel: cancel });
  progress.bar.classList.add('progress-busy');   // one engine call: no fractions to show
  const valuesTable = createValuesTable($('b-values'));
  scrollRegion($('b-values-box'), 'The first values of the sequences');
  const verdicts = createVerdicts($('b-verdicts-body'));
  const picture = createSafePiles($('b-picture-host'), { ids: 'b-' });
  const runs = createRuns($('b-runs-host'), { ids: 'b-' });
  const sequences = () => ({ c: app.settings.bc, m: app.settings.bmin, M: app.settings.bmax });
  const formula = createFormulaBox(
    { pileInput: $('bf-pile'), moveInput: $('bf-move'), quick: $('bf-quick'), error: $('bf-error'), body: $('bf-body') },
    { rules: sequences, analysis: () => s.analysis, changed: invalidate });
  const player = createPlayer($('b-player-host'), {
    ...levelOptions(),
    kind: blockingGame,
    ids: 'b-',
    settings: () => ({ c: app.settings.bc, min: app.settings.bmin, max: app.settings.bmax, pile: app.settings.bpile }),
    first: app.settings.bfirst,
    firstName: 'bfirst',
    onFirstChange: (first) => {
      app.settings.bfirst = first;
      writeSettingsToUrl();
    },
  });
  player.root.setAttribute('aria-label', 'Blocking Nim against the engine');

  // --- the analysis ---------------------------------------------------------------------------
  function runNow() {
    clearTimeout(analysisTimer);
    const { bc: c, bmin: m, bmax: M, bupto: upto, bmoves: moves } = app.settings;
    runIntoSlot(s.analysis, { kind: 'blocking', c, m, M, upto, moves }, {
      onDone: () => {}, // the views compare with the new result as they redraw
      failure: (message) => message,
      changed: invalidate,
    }, 'blocking');
  }
  function requestAnalysis(delay) {
    clearTimeout(analysisTimer);
    analysisTimer = setTimeout(runNow, delay);
  }
  function cancel() {
    clearTimeout(analysisTimer);
    if (cancelAnalysis('blocking')) keepShown(s, $);
  }

  // --- the sequences (typedValues below: the engine's values of the typed ones) -------------------

  /** Re-checks the typed sequences; when they are good, everything follows them. */
  function acceptSequences(delay) {
    for (const key of seqKeys) s.checks[key] = checkSeq(s.typed[key]);
    const checked = typedValues(s);
    s.valuesError = checked ? checked.error || null : null;
    if (!checked || checked.error) return;
    s.values = checked.values;
    const changed = seqKeys.some((key) => app.settings[key] !== s.typed[key].trim());
    for (const key of seqKeys) app.settings[key] = s.typed[key].trim();
    writeSettingsToUrl();
    if (delay) requestAnalysis(delay); else runNow();
    formula.update(delay);
    if (changed) player.restart();
  }

  function typeSequence(key, text) {
    s.typed[key] = text;
    acceptSequences(typingDelay(key));
    invalidate();
  }

  function choosePreset(preset) {
    for (const key of seqKeys) {
      s.typed[key] = preset[key];
      $(`${key}-input`).value = preset[key];
    }
    acceptSequences(0);
    invalidate();
  }

  /** The start pile as typed: when it is good, a new game. */
  function applyPile() {
    const pile = checkSetting('bpile', s.typed.bpile);
    // (worded as the f(x) section words its start pile: the URL key bpile is the game's pile)
    s.playError = pile.error ? `Start pile: ${pile.error.replace(/^bpile\b/, 'pile')}` : null;
    if (!pile.error) {
      app.settings.bpile = pile.value;
      writeSettingsToUrl();
      player.restart();
    }
    invalidate();
  }

  // --- wiring --------------------------------------------------------------------------------
  for (const key of seqKeys) {
    const input = $(`${key}-input`);
    input.value = s.typed[key];
    input.addEventListener('input', () => typeSequence(key, input.value));
    s.checks[key] = checkSeq(s.typed[key]);
  }
  const first = typedValues(s);
  if (first && first.values) s.values = first.values;
  const rangeFields = ['bupto', 'bmoves'].map((key) => {
    const input = $(`${key}-input`);
    bindSetting(input, s, key, (_, delay) => requestAnalysis(delay));
    return { key, input, message: $(`${key}-message`) };
  });
  renderPresetChips($('b-presets'), blockingPresets, (preset) => ({
    label: preset.label, note: preset.note, title: `c = ${preset.bc} | m = ${preset.bmin} | M = ${preset.bmax}`,
    data: { bc: preset.bc, bmin: preset.bmin, bmax: preset.bmax },
  }), (preset) => choosePreset(preset));
  $('b-pile-input').value = s.typed.bpile;
  $('b-pile-input').addEventListener('input', (e) => { s.typed.bpile = e.target.value; applyPile(); });
  $('b-play-setup').addEventListener('submit', (e) => { e.preventDefault(); applyPile(); });

  // --- drawing (draw and its helpers below: the parts they draw into) ---------------------------
  const views = { $, s, valuesTable, verdicts, picture, runs, formula, progress, player, rangeFields };
  const render = () => draw(views);

  function start() {
    if (started) return;
    started = true;
    formula.update();
    player.start();
    runNow();
  }

  return { start, render, share };
}

/** The analysis was cancelled: the last result stays shown, with its range in the fields. */
function keepShown(s, $) {
  const a = s.analysis;
  if (a.result) {
    a.status = 'done';
    const r = a.resultFor;
    a.note = `Cancelled. Still showing piles 0 … ${fmtInt(r.upto)}, moves 1 … ${r.moves}.`;
    for (const [key, value] of [['bupto', r.upto], ['bmoves', r.moves]]) {
      app.settings[key] = value;
      s.typed[key] = String(value);
      s.errors[key] = null;
      $(`${key}-input`).value = String(value);
    }
    writeSettingsToUrl();
  } else {
    a.status = 'idle';
    a.note = 'Cancelled.';
  }
  invalidate();
}

/** blockingValues of the typed sequences when all three parse: {values} or {error}; else null. */
function typedValues(s) {
  if (!seqKeys.every((key) => s.checks[key] && s.checks[key].ok)) return null;
  try {
    return { values: blockingValues(s.typed.bc.trim(), s.typed.bmin.trim(), s.typed.bmax.trim(), valuesShown) };
  } catch (err) {
    return { error: errorText(err) };
  }
}

/** The columns of the small table where the shown analysis finds (1) or (2) failing. */
function failingColumns(w) {
  const { s } = w;
  const a = s.analysis;
  const out = { c: new Set(), u: new Set() };
  const r = a.resultFor;
  const st = app.settings;
  if (!a.result || !r || r.c !== st.bc || r.m !== st.bmin || r.M !== st.bmax) return out;
  const { one, two } = a.result.conditions || {};
  if (one && !one.holds && one.at) { out.c.add(one.at); out.c.add(one.at + 1); }
  if (two && !two.holds && two.at) { out.u.add(two.at); if (s.values && s.values.u[two.at - 1] >= 0) out.u.add(two.at + 1); }
  return out;
}

function renderSequences(w) {
  const { $, s } = w;
  // the engine names the sequence first: "m_3 = 0: …", "M: column 3: …"
  const named = /^\s*([cmM])(?:_|:)/.exec(s.valuesError || '');
  for (const key of seqKeys) {
    const input = $(`${key}-input`);
    syncInput(input, s.typed[key]);
    const check = s.checks[key];
    renderCaretCheck(input, $(`${key}-message`), check);
    if (named && seqNames[key] === named[1]) {
      // the engine's words about this sequence are in the box under the three fields
      describedBy(input, $('b-seq-error'));
      markInvalid(input, true);
    }
    setText($(`${key}-info`), check && check.ok ? seqInfo(check) : '');
  }
}

/** The engine's message about sequences that parse but break a rule (or about the analysis). */
function renderSequenceError(w) {
  const { $, s } = w;
  const a = s.analysis;
  const anyBad = seqKeys.some((key) => s.checks[key] && !s.checks[key].ok);
  const message = s.valuesError || (a.status === 'error' ? a.error : null);
  const box = $('b-seq-error');
  const key = message || anyBad ? `${message}|${anyBad}|${a.resultKey}` : '';
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  const keep = a.result && a.resultFor
    ? stillShowing('c = ', el('span', { class: 'mono' }, a.resultFor.c),
      ', m = ', el('span', { class: 'mono' }, a.resultFor.m), ', M = ', el('span', { class: 'mono' }, a.resultFor.M))
    : null;
  if (message) fill(box, el('p', { class: 'b-engine-message', id: 'b-engine-message' }, message), keep);
  else if (anyBad) fill(box, keep);
  else box.replaceChildren();
  box.classList.toggle('shown', !!message || (anyBad && !!keep));
  box.classList.toggle('keep-only', !message);
}

/** Draws the section's state into its parts (w: built by mount). */
function draw(w) {
  const { $, s, valuesTable, verdicts, picture, runs, formula, progress, player, rangeFields } = w;
  const a = s.analysis;
  document.body.dataset.blocking = a.status;
  $('b-verdicts').hidden = !a.result;
  $('b-picture-section').hidden = !a.result;
  const r = a.resultFor;
  setText($('b-results-for'), r && a.result
    ? `c = ${r.c} | m = ${r.m} | M = ${r.M}; piles 0 … ${fmtInt(a.result.upto)}, moves 1 … ${a.result.moves}` : '');

  renderSequences(w);
  renderSettings(s, rangeFields, {}, { bupto: 'N', bmoves: 'K' });
  renderSequenceError(w);
  const anyBad = seqKeys.some((key) => s.checks[key] && !s.checks[key].ok);
  const active = markActiveChips($('b-presets'),
    (preset) => !anyBad && !s.valuesError && seqKeys.every((key) => preset[key] === app.settings[key]));
  setText($('b-preset-caption'), active ? active.caption : '');
  valuesTable.render(s.values, failingColumns(w));
  progress.render(a, (slot, where) => `Solving every pile 0 … ${fmtInt(slot.request.upto)} at moves 1 … `
    + `${slot.request.moves} by brute force ${where}…`, true);

  verdicts.render(a);
  picture.render(a);
  runs.render(a);
  formula.render();

  syncInput($('b-pile-input'), s.typed.bpile);
  renderFieldError($('b-pile-input'), $('b-play-setup-error'), s.playError);
  player.render();
}

function share() {
  const { bc, bmin, bmax, bpile, bfirst } = app.settings;
  return [{ label: 'The game', widget: 'blocking', attrs: { c: bc, min: bmin, max: bmax, pile: bpile, first: bfirst } }];
}
