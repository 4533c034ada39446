// Cut-the-Knot, part (c): Sprague–Grundy values of the dynamic positions (N, x) of a take-away
// game for any f — the table (a heat map beyond 60 piles), the start values G(N, N − 1) — and
// a row of games against the engine, won by the nim-sum. GrundyTable runs in the worker for
// large N (analysis.js decides), so typing N = 8000 never freezes the page.

import { app, invalidate } from './state.js';
import { runIntoSlot } from './analysis.js';
import { byId, el, fill, setText, fmtInt } from './dom.js';
import { renderAnalysisStatus } from './fields.js';
import { newPlayState } from './play.js';
import { createValueStrip } from './view-strip.js';
import { renderGrundyRows, setupGrundyHeat, renderGrundyHeat } from './view-kgrundy.js';
import { createSumPlayer } from './ksum.js';
import { K, knotTypingDelayMs, setupKnotSetting, renderKnotSettings, onKnotFirst, setKnotFirst } from './kstate.js';

// a DOM table up to 60 piles; beyond, a heat map of at most 720 × 720 samples
const kgRowsUpto = 60;
const kgHeatSamples = 720;

let kgStarted = false;
let kgTimer = null;
let kgStrip = null;
let kgDrawnKey = null;

const G = () => K().grundy;

const kgSum = createSumPlayer(() => G().sum);

function runGrundyNow() {
  clearTimeout(kgTimer);
  const { tf: f, gupto: upto } = app.settings;
  runIntoSlot(G().analysis, { kind: 'grundy', f, upto, rowsUpto: kgRowsUpto, heat: kgHeatSamples }, {
    onDone: () => kgStrip?.reset(),
    failure: (message) => `Could not compute G(N, x) for f(x) = ${f} up to N = ${fmtInt(upto)}: ${message}`,
  }, 'knot-grundy');
}

function requestGrundy(delay) {
  clearTimeout(kgTimer);
  if (delay) kgTimer = setTimeout(runGrundyNow, delay); else runGrundyNow();
}

export function initGrundyPart() {
  K().grundy = {
    analysis: { status: 'idle', progress: 0, where: 'sync', request: null, result: null, resultKey: 0, error: null, note: null, job: null },
    sum: { ...newPlayState(app.settings.kfirst), selected: null },
  };
}

export function setupGrundyPart() {
  setupKnotSetting('gupto', () => requestGrundy(knotTypingDelayMs * 2));
  setupKnotSetting('grow', () => kgSum.start());
  byId('kg-play-setup').addEventListener('submit', (e) => {
    e.preventDefault();
    kgSum.start();
  });
  for (const radio of document.querySelectorAll('input[name="kfirst-g"]')) {
    radio.addEventListener('change', () => setKnotFirst(radio.value));
  }
  kgStrip = createValueStrip(byId('kg-start'), invalidate);
  setupGrundyHeat(invalidate);
  onKnotFirst((value) => {
    G().sum.first = value;
    if (kgStarted) kgSum.start();
  });
}

export function startGrundyPart() {
  if (kgStarted) return;
  kgStarted = true;
  kgSum.start();
  runGrundyNow();
}

/** f changed (and is good): the table and the game follow. */
export function grundyRuleChanged(delay) {
  if (!kgStarted) return;
  requestGrundy(delay);
  kgSum.start();
}

function renderGrundyResult(a) {
  const r = a.result;
  setText(byId('kg-results-for'), r ? `f(x) = ${r.f}, N ≤ ${fmtInt(r.upto)}` : '');
  byId('kg-results-line').hidden = !r;
  byId('kg-start-section').hidden = !r;
  if (!r) return;
  byId('kg-table-wrap').hidden = !r.rows;
  byId('kg-heat-box').hidden = !r.heat;
  if (r.heat) {
    if (kgDrawnKey !== a.resultKey) fill(byId('kg-table-wrap'));
    kgDrawnKey = a.resultKey;
    renderGrundyHeat(r, a.resultKey);
  } else if (kgDrawnKey !== a.resultKey) {
    kgDrawnKey = a.resultKey;
    renderGrundyRows(byId('kg-table-wrap'), r);
    setText(byId('kg-readout'), '');
    fill(byId('kg-legend'), el('span', { class: 'b-key' }, el('span', { class: 'swatch swatch-p' }), 'G = 0: the player to move loses'),
      el('span', { class: 'b-key' }, el('span', { class: 'swatch swatch-start' }), 'the start (N, N − 1) of a game of N'));
  }
  kgStrip.render({
    key: a.resultKey, from: 1, to: r.upto, value: (n) => r.start[n - 1],
    top: 'N', bottom: 'G(N, N − 1)', marked: (n, v) => v === 0,
    title: (n, v) => `G(${n}, ${n - 1}) = ${v}${v === 0 ? ' — a losing start' : ''}`,
  });
}

export function renderGrundyPart() {
  const g = G();
  const a = g.analysis;
  document.body.dataset.knotGrundy = a.status;
  renderKnotSettings(['gupto', 'grow']);
  renderAnalysisStatus('kg-', a, (job, where) => `Computing G(N, x) for every N ≤ ${fmtInt(job.request.upto)} ${where}…`);
  renderGrundyResult(a);
  kgSum.render();
}
