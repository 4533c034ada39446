// The blocking Nim section (seed 002): the three sequence inputs c_i, m_i, M_i with live
// checking (checkSeq's caret, then blockingValues' message naming the sequence and i), the
// examples, the piles/moves range, the brute-force analysis (in the worker for large ranges)
// and the wiring of its views: verdicts, picture, runs table, formula box and the game.

import { checkSeq, blockingValues } from './engine.js';
import { app, invalidate, writeSettingsToUrl, checkSetting, addNotice } from './state.js';
import { runIntoSlot, cancelAnalysis } from './analysis.js';
import { byId, el, fill, setText, syncInput, fmtInt, errorText } from './dom.js';
import { renderBlockingVerdicts, renderBlockingValues } from './view-bverdicts.js';
import { setupBlockingPlot, renderBlockingPlot } from './view-bplot.js';
import { renderBlockingRuns } from './view-bruns.js';
import { setupBlockingFormula, renderBlockingFormula, updateBlockingFormula } from './view-bformula.js';
import { createBlockingPlayer } from './bplay.js';
import { renderCaretCheck, stillShowing, renderFieldError, renderPresetChips, markActiveChips, renderAnalysisStatus } from './fields.js';

/** The examples (the contract's presets); the paper's worked example first. */
export const blockingPresets = [
  {
    label: 'Paper’s example', note: 'move 3: [5, 10], c = 2', bc: '0, 1, 2', bmin: '1, 3, 5', bmax: '3, 6, 10',
    caption: 'The paper’s worked example: at move 3 the options are [5, 10] with c₃ = 2, so the opponent may forbid '
      + 'two of the six takes 5 … 10. Pile 15 at move 3 is safe: the only winning takes, 9 and 10, get forbidden '
      + '(try it in the formula box below: pile 15, move 3).',
  },
  {
    label: 'Take 1–3, no blocks', note: 'Nim', bc: '0', bmin: '1', bmax: '3',
    caption: 'No blocks at all (c = 0): the classic subtraction game. The safe piles are the multiples of 4.',
  },
  {
    label: 'Take 1–4, block 1', note: '', bc: '1', bmin: '1', bmax: '4',
    caption: 'Four takes, one of which the opponent may forbid: the safe piles come in pairs, every 5 counters.',
  },
  {
    label: 'Growing', note: 'take 1 to i + 2, block i/3', bc: 'i/3', bmin: '1', bmax: 'i + 2',
    caption: 'The range of takes and the number of blocks grow with the move number; conditions (1) and (2) hold.',
  },
  {
    label: 'Summary’s condition holds, formula fails', note: '', bc: '1, 0', bmin: '1', bmax: '3, 1',
    caption: 'c = 1, 0, 0, …: the blocks decrease, so condition (1) fails. The summary says its weaker condition '
      + '(u_i ≥ 0 and Lemma 1) is enough — it holds here, yet brute force disagrees with the formula.',
  },
  {
    label: 'Formula right, summary’s condition fails', note: '', bc: '2, 0', bmin: '3, 1', bmax: '6, 4',
    caption: 'The summary calls its condition necessary. Here it fails, yet the formula gives exactly the safe piles.',
  },
  {
    label: 'Everything can be blocked', note: 'm = M = 2, c = 1', bc: '1', bmin: '2', bmax: '2',
    caption: 'One choice each move, and the opponent may forbid it: u_i = −1, nobody can ever move, every pile is safe.',
  },
];

const blockingSeqKeys = ['bc', 'bmin', 'bmax'];
const blockingSeqNames = { bc: 'c', bmin: 'm', bmax: 'M' };
const blockingTypingDelayMs = 250;
// How many values the small table shows, and the page's ceilings.
const blockingValuesShown = 12;
const blockingUptoLimit = 1000000;
const blockingMovesLimit = 12;
const blockingDefaultSequences = { bc: '0, 1, 2', bmin: '1, 3, 5', bmax: '3, 6, 10' };

let blockingTimer = null;
let blockingStarted = false;

const B = () => app.blocking;

const blockingPlayer = createBlockingPlayer();

// --- the analysis ---------------------------------------------------------------------------

function runBlockingNow() {
  clearTimeout(blockingTimer);
  const { bc: c, bmin: m, bmax: M, bupto: upto, bmoves: moves } = app.settings;
  runIntoSlot(B().analysis, { kind: 'blocking', c, m, M, upto, moves }, {
    onDone: () => {}, // the views compare with the new result as they redraw
    failure: (message) => message,
  }, 'blocking');
}

function requestBlocking(delay) {
  clearTimeout(blockingTimer);
  blockingTimer = setTimeout(runBlockingNow, delay);
}

// --- the sequences --------------------------------------------------------------------------

/** blockingValues of the typed sequences when all three parse: {values} or {error}. */
function typedValues() {
  const b = B();
  if (!blockingSeqKeys.every((key) => b.checks[key] && b.checks[key].ok)) return null;
  try {
    return { values: blockingValues(b.typed.bc.trim(), b.typed.bmin.trim(), b.typed.bmax.trim(), blockingValuesShown) };
  } catch (err) {
    return { error: errorText(err) };
  }
}

/** Re-checks the typed sequences; when they are good, everything follows them. */
function acceptSequences(delay) {
  const b = B();
  for (const key of blockingSeqKeys) b.checks[key] = checkSeq(b.typed[key]);
  const checked = typedValues();
  if (!checked) {
    b.valuesError = null;
    return;
  }
  b.valuesError = checked.error || null;
  if (checked.error) return;
  b.values = checked.values;
  for (const key of blockingSeqKeys) app.settings[key] = b.typed[key].trim();
  writeSettingsToUrl();
  if (delay) requestBlocking(delay); else runBlockingNow();
  updateBlockingFormula(delay);
  blockingPlayer.restart();
}

const blockingActions = {
  typeSeq(key, text) {
    B().typed[key] = text;
    acceptSequences(blockingTypingDelayMs);
    invalidate();
  },
  choosePreset(preset) {
    const b = B();
    for (const key of blockingSeqKeys) {
      b.typed[key] = preset[key];
      byId(`${key}-input`).value = preset[key];
    }
    acceptSequences(0);
    invalidate();
  },
  typeRange(key, text) {
    const b = B();
    b.typed[key] = text;
    const checked = checkSetting(key, text);
    if (!checked.error && key === 'bupto' && Number(checked.value) > blockingUptoLimit) {
      checked.error = `N = ${checked.value} is too large: the page solves piles up to 10^6 = 1000000`;
    }
    if (!checked.error && key === 'bmoves' && Number(checked.value) > blockingMovesLimit) {
      checked.error = `K = ${checked.value}: the page shows at most ${blockingMovesLimit} moves`;
    }
    b[key === 'bupto' ? 'uptoError' : 'movesError'] = checked.error || null;
    if (!checked.error) {
      app.settings[key] = Number(checked.value);
      writeSettingsToUrl();
      requestBlocking(blockingTypingDelayMs * 2);
    }
    invalidate();
  },
  cancel() {
    clearTimeout(blockingTimer);
    if (!cancelAnalysis('blocking')) return;
    const a = B().analysis;
    if (a.result) {
      a.status = 'done';
      const r = a.resultFor;
      a.note = `Cancelled. Still showing piles 0 … ${fmtInt(r.upto)}, moves 1 … ${r.moves}.`;
      for (const [key, value] of [['bupto', r.upto], ['bmoves', r.moves]]) {
        app.settings[key] = value;
        B().typed[key] = String(value);
        byId(`${key}-input`).value = String(value);
      }
      B().uptoError = null;
      B().movesError = null;
      writeSettingsToUrl();
    } else {
      a.status = 'idle';
      a.note = 'Cancelled.';
    }
    invalidate();
  },
};

// --- setup ------------------------------------------------------------------------------------

/** The blocking settings from the link, within the page's limits (called before setup). */
export function checkBlockingLink() {
  const s = app.settings;
  const notes = [];
  if (s.bupto > blockingUptoLimit) {
    notes.push(`bupto = ${s.bupto}; the page solves piles up to 10^6, so bupto = 1000000 is used.`);
    s.bupto = blockingUptoLimit;
  }
  if (s.bmoves > blockingMovesLimit) {
    notes.push(`bmoves = ${s.bmoves}; the page shows at most ${blockingMovesLimit} moves, so bmoves = ${blockingMovesLimit} is used.`);
    s.bmoves = blockingMovesLimit;
  }
  const bad = blockingSeqKeys.map((key) => [key, checkSeq(s[key])]).filter(([, check]) => !check.ok);
  let valuesError = null;
  if (!bad.length) {
    try {
      blockingValues(s.bc, s.bmin, s.bmax, blockingValuesShown);
    } catch (err) {
      valuesError = errorText(err);
    }
  }
  if (bad.length || valuesError) {
    for (const [key, check] of bad) notes.push(`${blockingSeqNames[key]}_i = ${s[key]}: ${check.message}`);
    if (valuesError) notes.push(valuesError);
    notes.push('The paper’s example is used instead.');
    Object.assign(s, blockingDefaultSequences);
  }
  if (notes.length) addNotice('Some of the blocking settings in the link could not be used:', notes);
  B().typed = {
    bc: s.bc, bmin: s.bmin, bmax: s.bmax, bupto: String(s.bupto), bmoves: String(s.bmoves), bpile: String(s.bpile),
  };
}

export function setupBlockingSection() {
  const a = blockingActions;
  const b = B();
  for (const key of blockingSeqKeys) {
    const input = byId(`${key}-input`);
    input.value = b.typed[key];
    input.addEventListener('input', (e) => a.typeSeq(key, e.target.value));
    b.checks[key] = checkSeq(b.typed[key]);
  }
  const values = typedValues();
  if (values && values.values) b.values = values.values;
  for (const key of ['bupto', 'bmoves']) {
    const input = byId(`${key}-input`);
    input.value = b.typed[key];
    input.addEventListener('input', (e) => a.typeRange(key, e.target.value));
  }
  byId('b-cancel').addEventListener('click', () => a.cancel());
  renderPresetChips(byId('b-presets'), blockingPresets, (preset) => ({
    label: preset.label, note: preset.note, title: `c = ${preset.bc} | m = ${preset.bmin} | M = ${preset.bmax}`,
    data: { bc: preset.bc, bmin: preset.bmin, bmax: preset.bmax },
  }), (preset) => a.choosePreset(preset));
  setupBlockingPlot();
  setupBlockingFormula();
  blockingPlayer.setup();
}

/** Computes what the section shows (once, when it is first shown). */
export function startBlockingSection() {
  if (blockingStarted) return;
  blockingStarted = true;
  updateBlockingFormula();
  blockingPlayer.start();
  runBlockingNow();
}

// --- rendering --------------------------------------------------------------------------------

function samePresetSequences(preset, s) {
  return blockingSeqKeys.every((key) => preset[key] === s[key]);
}

function renderSequenceInput(key) {
  const b = B();
  const input = byId(`${key}-input`);
  syncInput(input, b.typed[key]);
  const check = b.checks[key];
  renderCaretCheck(input, byId(`${key}-message`), check);
  // the engine names the sequence first: "m_3 = 0: …", "M: column 3: …"
  const named = /^\s*([cmM])(?:_|:)/.exec(b.valuesError || '');
  if (named && blockingSeqNames[key] === named[1]) input.classList.add('invalid');
  setText(byId(`${key}-info`), check && check.ok ? seqInfo(check) : '');
}

/** "Read as 1, 0, 0, … (the last value repeats)". */
function seqInfo(check) {
  const from = check.constantFrom;
  const constant = from === null || from === undefined ? '' : from <= 1 ? ' — the same at every move' : ` — constant from i = ${from}`;
  return check.kind === 'list'
    ? `Read as ${check.canonical}, … (the last value repeats)${constant}`
    : `Read as ${check.canonical}${constant}`;
}

function renderBlockingControls() {
  const b = B();
  const s = app.settings;
  for (const key of blockingSeqKeys) renderSequenceInput(key);
  for (const [key, error] of [['bupto', b.uptoError], ['bmoves', b.movesError]]) {
    syncInput(byId(`${key}-input`), b.typed[key]);
    renderFieldError(byId(`${key}-input`), byId(`${key}-message`), error);
  }

  // the engine's message about sequences that parse but break a rule (or about the analysis)
  const a = b.analysis;
  const anyBad = blockingSeqKeys.some((key) => b.checks[key] && !b.checks[key].ok);
  const message = b.valuesError || (a.status === 'error' ? a.error : null);
  const errorBox = byId('b-seq-error');
  const errorKey = message || anyBad ? `${message}|${anyBad}|${a.resultKey}` : '';
  if (errorBox.dataset.key !== errorKey) {
    errorBox.dataset.key = errorKey;
    const keep = a.result && a.resultFor
      ? stillShowing('c = ', el('span', { class: 'mono' }, a.resultFor.c),
        ', m = ', el('span', { class: 'mono' }, a.resultFor.m), ', M = ', el('span', { class: 'mono' }, a.resultFor.M))
      : null;
    if (message) fill(errorBox, el('p', { class: 'b-engine-message', id: 'b-engine-message' }, message), keep);
    else if (anyBad) fill(errorBox, keep);
    else errorBox.replaceChildren();
    errorBox.classList.toggle('shown', !!message || (anyBad && !!keep));
    errorBox.classList.toggle('keep-only', !message);
  }

  const active = markActiveChips(byId('b-presets'), (preset) => !anyBad && !b.valuesError && samePresetSequences(preset, s));
  setText(byId('b-preset-caption'), active ? active.caption : '');

  renderBlockingValues(b, byId('b-values'), s);

  renderAnalysisStatus('b-', a, (job, where) => `Solving every pile 0 … ${fmtInt(job.request.upto)} at moves 1 … `
    + `${job.request.moves} by brute force ${where}…`, true);
}

export function renderBlockingSection() {
  const b = B();
  const a = b.analysis;
  document.body.dataset.blocking = a.status;
  for (const id of ['b-verdicts', 'b-picture-section']) byId(id).hidden = !a.result;
  const r = a.resultFor;
  setText(byId('b-results-for'), r && a.result
    ? `c = ${r.c} | m = ${r.m} | M = ${r.M}; piles 0 … ${fmtInt(a.result.upto)}, moves 1 … ${a.result.moves}` : '');
  renderBlockingControls();
  renderBlockingVerdicts(b);
  renderBlockingPlot(b);
  renderBlockingRuns(b);
  renderBlockingFormula(b);
  blockingPlayer.render();
}
