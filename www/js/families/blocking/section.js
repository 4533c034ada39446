// The blocking Nim section (Flammenkamp, Holshouser & Reiter, "Dynamic One-Pile Blocking Nim",
// EJC 10 (2003) #N4): the three sequences c_i, m_i, M_i checked live by the engine (checkSeq's
// caret, then blockingValues' message naming the sequence and i), the examples, the piles/moves
// range, the brute-force analysis (in the worker for large ranges) and its views: the verdicts,
// the picture of safe piles, the runs table, the formula box and the game against the engine.
// Settings: URL keys bc, bmin, bmax, bupto, bmoves, bpile, bfirst.

import '../../i18n/blocking/index.js';
import '../../i18n/blocking_section/index.js';
import '../../i18n/blocking_play/index.js';
import { l10n, localize, t, onLanguageChange } from '../../core/i18n.js';
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
  <h2 id="b-title" data-l10n-id="bns-title"></h2>
  <div class="section-intro">
    <p data-l10n-id="bns-intro-rules"></p>
    <p data-l10n-id="bns-intro-typing"></p>
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
      <table id="b-values" class="b-values"></table>
    </div>
  </div>
  <div id="b-progress-host"></div>
</section>

<section id="b-verdicts" class="card theorems" aria-labelledby="b-verdicts-title" aria-live="polite" hidden>
  <h2 id="b-verdicts-title" data-l10n-id="bns-verdicts-title"></h2>
  <p class="results-for"><span data-l10n-id="bns-results-for"></span> <span id="b-results-for" class="mono"></span></p>
  <div id="b-verdicts-body"></div>
</section>

<section id="b-picture-section" class="card" aria-labelledby="b-picture-title" hidden>
  <h2 id="b-picture-title" data-l10n-id="bns-picture-title"></h2>
  <p class="explain" data-l10n-id="bns-picture-explain"></p>
  <div id="b-picture-host"></div>
  <h3 class="b-runs-title" data-l10n-id="bns-runs-title"></h3>
  <div id="b-runs-host"></div>
</section>

<section id="b-formula-section" class="card" aria-labelledby="b-formula-title">
  <h2 id="b-formula-title" data-l10n-id="bns-formula-title"></h2>
  <p class="explain" data-l10n-id="bns-formula-explain"></p>
  <div class="control-row">
    <div class="field field-n" data-input="number" data-id="bf-pile" data-describedby="bf-error"><label data-l10n-id="bns-formula-pile"></label></div>
    <div class="field field-moves" data-input="number" data-id="bf-move" data-describedby="bf-error"><label data-l10n-id="bns-formula-move"></label></div>
    <div class="repr-quick" role="group" data-l10n-id="bns-formula-quick" id="bf-quick"></div>
  </div>
  <div id="bf-error" class="field-error" aria-live="polite"></div>
  <div id="bf-body" aria-live="polite"></div>
</section>

${playSection('b-', `<div class="field" data-setting="bpile" data-id="b-pile-input" data-size="small" data-describedby="b-play-setup-error"></div>`, { intro: `
  <p class="explain" data-l10n-id="bns-play-intro"></p>` })}`;

/** The section (families/index.js): the document title while shown and mount (the header's
 *  sentence, the rules and the paper, is in index.html: it shows before the engine). */
export const blockingSection = {
  get title() { return t('bns-doc-title'); },
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
    addNotice(t('bns-link-unusable'), [errorText(err), t('bns-link-example-used')]);
    for (const key of seqKeys) st[key] = app.defaults[key];
  }
}

/** "Read as 1, 0, 0, … (the last value repeats)". */
function seqInfo(check) {
  const from = check.constantFrom;
  const kind = check.kind === 'list' ? 'list' : 'expr';
  const tail = from === null || from === undefined ? '' : from <= 1 ? '-same' : '-from';
  return t(`bns-read-${kind}${tail}`, { seq: check.canonical, from: tail === '-from' ? Number(from) : null });
}

/** The words of widgets' markup in this section (the play card's title; the chips' "Examples:"
 *  and the Start button carry their own ids); the chips' group. */
function wordMarkup(host) {
  const group = part(host, 'b-presets').parentElement;
  l10n(part(host, 'b-play-title'), 'bns-play-title');
  localize(host);
  return group;
}

/** The game of the sequences in the settings, its first player kept in the URL. */
function blockingPlayer(host) {
  return createPlayer(host, {
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
}

/** The example chips, in the language shown. */
function drawChips(box, choose) {
  box.replaceChildren();
  renderPresetChips(box, blockingPresets, (preset) => ({
    label: presetLabel(preset), note: presetNote(preset), title: `c = ${preset.bc} | m = ${preset.bmin} | M = ${preset.bmax}`,
    data: { bc: preset.bc, bmin: preset.bmin, bmax: preset.bmax },
  }), choose);
}

function mount(host) {
  checkLinkSequences();
  host.append(fromHtml(markup));
  buildSettingFields(host);
  const group = wordMarkup(host);
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

  const progress = createProgress($('b-progress-host'), { ids: 'b-', labelId: 'bns-progress-label', onCancel: cancel });
  progress.bar.classList.add('progress-busy');   // one engine call: no fractions to show
  const valuesTable = createValuesTable($('b-values'));
  // (the region's name, whenever scroll-region.js sets it, in the language shown)
  scrollRegion($('b-values-box'), { toString: () => t('bns-values-region') });
  const verdicts = createVerdicts($('b-verdicts-body'));
  const picture = createSafePiles($('b-picture-host'), { ids: 'b-' });
  const runs = createRuns($('b-runs-host'), { ids: 'b-' });
  const sequences = () => ({ c: app.settings.bc, m: app.settings.bmin, M: app.settings.bmax });
  const formula = createFormulaBox(
    { pileInput: $('bf-pile'), moveInput: $('bf-move'), quick: $('bf-quick'), error: $('bf-error'), body: $('bf-body') },
    { rules: sequences, analysis: () => s.analysis, changed: invalidate });
  const player = blockingPlayer($('b-player-host'));
  // (names of boxes that hold other words than theirs: set here, again in another language)
  const names = () => {
    group.setAttribute('aria-label', t('bns-presets-group'));
    $('b-values').setAttribute('aria-label', t('bns-values-table'));
    player.root.setAttribute('aria-label', t('bns-player'));
  };
  names();

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
    s.playError = pile.error ? t('bns-start-pile-error', { error: pile.error.replace(/^bpile\b/, 'pile') }) : null;
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
  const chips = () => drawChips($('b-presets'), choosePreset);
  chips();
  // another language: the words this section composes itself are drawn again
  onLanguageChange(() => {
    chips();
    names();
    progress.bar.setAttribute('aria-label', t('bns-progress-label'));
    if ($('b-values-box').hasAttribute('aria-label')) $('b-values-box').setAttribute('aria-label', t('bns-values-region'));
    if (s.playError) applyPile();
    invalidate();
  });
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
    a.noteWords = { id: 'bns-cancelled-showing', args: { upto: fmtInt(r.upto), moves: r.moves } };
    a.note = t(a.noteWords.id, a.noteWords.args);
    a.noteWords.text = a.note;
    for (const [key, value] of [['bupto', r.upto], ['bmoves', r.moves]]) {
      app.settings[key] = value;
      s.typed[key] = String(value);
      s.errors[key] = null;
      $(`${key}-input`).value = String(value);
    }
    writeSettingsToUrl();
  } else {
    a.status = 'idle';
    a.noteWords = { id: 'bns-cancelled' };
    a.note = t(a.noteWords.id);
    a.noteWords.text = a.note;
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
    ? t('bns-results-range', { c: r.c, m: r.m, M: r.M, upto: fmtInt(a.result.upto), moves: a.result.moves }) : '');
  // (a note of ours, "Cancelled", in the language shown; a newer note is the jobs')
  if (a.noteWords) {
    if (a.note === a.noteWords.text) {
      a.note = t(a.noteWords.id, a.noteWords.args);
      a.noteWords.text = a.note;
    } else delete a.noteWords;
  }

  renderSequences(w);
  renderSettings(s, rangeFields, {}, { bupto: 'N', bmoves: 'K' });
  renderSequenceError(w);
  const anyBad = seqKeys.some((key) => s.checks[key] && !s.checks[key].ok);
  const active = markActiveChips($('b-presets'),
    (preset) => !anyBad && !s.valuesError && seqKeys.every((key) => preset[key] === app.settings[key]));
  setText($('b-preset-caption'), active ? t(`bns-preset-${active.id}-caption`) : '');
  valuesTable.render(s.values, failingColumns(w));
  progress.render(a, (slot) => t('bns-progress', {
    upto: fmtInt(slot.request.upto), moves: slot.request.moves,
    where: ((slot.job && slot.job.where) || slot.where) === 'worker' ? 'worker' : 'page',
  }), true);

  verdicts.render(a);
  picture.render(a);
  runs.render(a);
  formula.render();

  syncInput($('b-pile-input'), s.typed.bpile);
  renderFieldError($('b-pile-input'), $('b-play-setup-error'), s.playError);
  player.render();
}

/** A preset's chip: its label, and its note where it has words (a note of maths stays as written). */
const presetLabel = (preset) => t(`bns-preset-${preset.id}`);
const presetNote = (preset) => (preset.noteWords ? t(`bns-preset-${preset.id}-note`) : preset.note);

function share() {
  const { bc, bmin, bmax, bpile, bfirst } = app.settings;
  return [{ label: t('bns-share-game'), widget: 'blocking', attrs: { c: bc, min: bmin, max: bmax, pile: bpile, first: bfirst } }];
}
