// The periodic section f(n, x) (seed 001): the f / t / range inputs with live checking,
// the examples, the long analysis (PeriodicAnalysis, in the worker for long ranges) and
// the wiring of its views: theorem checks, Example 2, g_i tables, bases, the
// multi-base representation and a game against the engine in any G_i.

import { checkFn, periodicRepresentation, newPeriodicGame } from './engine.js';
import { app, invalidate, writeSettingsToUrl, checkSetting } from './state.js';
import { runIntoSlot, cancelAnalysis } from './analysis.js';
import { byId, el, fill, setText, syncInput, fmtInt, errorText } from './dom.js';
import { renderCaretCheck, stillShowing, renderFieldError, renderPresetChips, markActiveChips, renderAnalysisStatus } from './fields.js';
import { createPlayer } from './play.js';
import { renderPeriodicTheorems, renderExample2 } from './view-ptheory.js';
import { setupPeriodicTable, renderPeriodicTable, renderPeriodicBases, periodicPageStart } from './view-ptables.js';
import { setupPeriodicRepr, renderPeriodicRepr } from './view-prepr.js';
import { expandPowerText } from './view-repr.js';

export const periodicPresets = [
  { f: 'if x == 3 and n % 2 == 1 then 4 else 2x', t: 2, label: 'Example 2', note: 'the paper, t = 2' },
  { f: '2x', t: 1, label: '2x', note: 't = 1: Fibonacci nim' },
  { f: 'x + n', t: 3, label: 'x + n', note: 't = 3' },
  { f: 'if n == 0 then x else 2x', t: 2, label: 'x or 2x', note: 't = 2' },
  { f: 'if x % 2 == 0 then x/2 + n else 2x', t: 2, label: 'x/2 + n or 2x', note: 'fails condition (2)' },
  { f: 'if x % 3 == 0 then x/3 + 1 else 2x', t: 2, label: 'x/3 + 1 or 2x', note: 'Theorem 1 fails' },
];
// The page's ceilings: t games side by side, and 10^6 values per game.
const periodicMaxT = 8;
const periodicUptoLimit = 1000000;
const periodicTypingDelayMs = 250;
let periodicTimer = null;
let gameOptionsKey = null;
let periodicStarted = false;

const P = () => app.periodic;

const periodicPlayer = createPlayer({
  prefix: 'p-',
  state: () => app.periodic.play,
  makeGame: () => {
    const s = app.settings;
    return newPeriodicGame(s.pf, s.t, s.pgame, s.ppile, s.pmax);
  },
  startPile: () => app.settings.ppile,
  firstName: 'pfirst',
  statusExtra: (view) => {
    const game = view.game ?? app.settings.pgame;
    return el('span', { class: 'turn' }, ' · game ', el('strong', null, `G${subDigits(game)}`));
  },
});

export function subDigits(k) {
  const digits = '₀₁₂₃₄₅₆₇₈₉';
  return String(k).replace(/\d/g, (d) => digits[Number(d)]);
}

// --- the analysis ---------------------------------------------------------------------------

function runPeriodicNow() {
  clearTimeout(periodicTimer);
  const { pf: f, t, pupto: upto } = app.settings;
  const a = P().analysis;
  runIntoSlot(a, { kind: 'periodic', f, t, upto }, {
    onDone: () => {
      const table = P().table;
      if (table.start > upto) table.start = periodicPageStart(upto, table.pageSize);
    },
    failure: (message) => `Could not compute the games for f(n, x) = ${f}, t = ${t}, up to ${fmtInt(upto)}: ${message}`,
  }, 'periodic');
}

function requestPeriodic(delay) {
  clearTimeout(periodicTimer);
  periodicTimer = setTimeout(runPeriodicNow, delay);
}

// --- representation and play ----------------------------------------------------------------

function updatePeriodicRepr() {
  const r = P().repr;
  const text = expandPowerText(r.n);
  const s = app.settings;
  r.key = `${s.pf}|${s.t}|${r.game}|${text}`;
  if (!/^\d+$/.test(text) || /^0+$/.test(text)) {
    r.error = 'Enter a whole number n ≥ 1.';
    r.result = null;
    invalidate();
    return;
  }
  try {
    r.result = periodicRepresentation(s.pf, s.t, r.game, text);
    r.error = null;
  } catch (err) {
    r.result = null;
    r.error = errorText(err);
  }
  invalidate();
}

function applyPeriodicPlaySettings() {
  const pl = P().play;
  const typed = P().typed;
  const pile = checkSetting('ppile', typed.ppile);
  const max = pile.error ? null : checkSetting('pmax', typed.pmax);
  const error = pile.error ? `Start pile: ${pile.error}` : max.error ? `First move: ${max.error}` : null;
  pl.setupError = error;
  setText(byId('p-play-setup-error'), error || '');
  if (error) return false;
  app.settings.ppile = Number(pile.value);
  app.settings.pmax = Number(max.value);
  writeSettingsToUrl();
  return true;
}

function restartPeriodicGame() {
  if (!P().play.setupError) periodicPlayer.start();
}

// --- actions ---------------------------------------------------------------------------------

/** Re-checks f(n, x) against the current t; when it is good, everything follows it. */
function acceptPf(text) {
  const p = P();
  p.typed.pf = text;
  p.fCheck = checkFn(text, app.settings.t);
  if (!p.fCheck.ok) return false;
  app.settings.pf = text.trim();
  return true;
}

function afterRuleChange(delay) {
  writeSettingsToUrl();
  if (delay) requestPeriodic(delay); else runPeriodicNow();
  updatePeriodicRepr();
  restartPeriodicGame();
}

/** Keeps the chosen games inside 0 … t−1 after t changed. */
function clampGames() {
  const t = app.settings.t;
  if (app.settings.pgame >= t) {
    app.settings.pgame = 0;
    P().typed.pgame = '0';
  }
  if (P().repr.game >= t) P().repr.game = 0;
}

const periodicActions = {
  typePf(text) {
    if (acceptPf(text)) afterRuleChange(periodicTypingDelayMs);
    invalidate();
  },
  typeT(text) {
    const p = P();
    p.typed.t = text;
    const checked = checkSetting('t', text);
    if (!checked.error && Number(checked.value) > periodicMaxT) {
      checked.error = `t = ${checked.value} is too large for the page: it shows at most t = ${periodicMaxT} games side by side`;
    }
    p.tError = checked.error || null;
    if (!checked.error) {
      app.settings.t = Number(checked.value);
      clampGames();
      // f is checked again: the same text with another period
      if (acceptPf(p.typed.pf)) afterRuleChange(periodicTypingDelayMs);
    }
    invalidate();
  },
  typeUpto(text) {
    const p = P();
    p.typed.pupto = text;
    const checked = checkSetting('pupto', text);
    if (!checked.error && Number(checked.value) > periodicUptoLimit) {
      checked.error = `n = ${checked.value} is too large for the page: tables here stop at 10^6 = 1000000`;
    }
    p.uptoError = checked.error || null;
    if (!checked.error) {
      app.settings.pupto = Number(checked.value);
      writeSettingsToUrl();
      requestPeriodic(periodicTypingDelayMs * 2);
    }
    invalidate();
  },
  choosePreset(preset) {
    const p = P();
    p.typed.t = String(preset.t);
    p.tError = null;
    app.settings.t = preset.t;
    clampGames();
    byId('pf-input').value = preset.f;
    byId('t-input').value = String(preset.t);
    if (acceptPf(preset.f)) afterRuleChange(0);
    invalidate();
  },
  cancel() {
    clearTimeout(periodicTimer);
    if (!cancelAnalysis('periodic')) return;
    const a = P().analysis;
    if (a.result) {
      a.status = 'done';
      const r = a.resultFor;
      a.note = `Cancelled. Still showing f(n, x) = ${r.f}, t = ${r.t}, for n ≤ ${fmtInt(r.upto)}.`;
      app.settings.pupto = r.upto;
      P().typed.pupto = String(r.upto);
      byId('pupto-input').value = String(r.upto);
      P().uptoError = null;
      writeSettingsToUrl();
    } else {
      a.status = 'idle';
      a.note = 'Cancelled.';
    }
    invalidate();
  },
  tablePage(direction) {
    const result = P().analysis.result;
    if (!result) return;
    const table = P().table;
    const last = periodicPageStart(result.upto, table.pageSize);
    table.start = Math.max(1, Math.min(last, table.start + direction * table.pageSize));
    table.focusN = null;
    invalidate();
  },
  tableGoto(text) {
    const result = P().analysis.result;
    const n = Number(String(text).replace(/[\s\u202f,_]/g, ''));
    if (!result || !Number.isInteger(n) || n < 1) return;
    const target = Math.min(n, result.upto);
    P().table.start = periodicPageStart(target, P().table.pageSize);
    P().table.focusN = target;
    invalidate();
  },
  reprGame(value) {
    P().repr.game = Number(value);
    updatePeriodicRepr();
  },
  reprN(text) {
    P().repr.n = text;
    updatePeriodicRepr();
  },
  chooseReprN(text) {
    P().repr.n = text;
    byId('p-repr-input').value = text;
    updatePeriodicRepr();
  },
  playGame(value) {
    app.settings.pgame = Number(value);
    P().typed.pgame = String(value);
    writeSettingsToUrl();
    restartPeriodicGame();
  },
  playPile(text) {
    P().typed.ppile = text;
    if (applyPeriodicPlaySettings()) periodicPlayer.start();
  },
  playMax(text) {
    P().typed.pmax = text;
    if (applyPeriodicPlaySettings()) periodicPlayer.start();
  },
  newGame() {
    if (applyPeriodicPlaySettings()) periodicPlayer.start();
  },
};

// --- setup and rendering ---------------------------------------------------------------------

export function setupPeriodicSection() {
  const a = periodicActions;
  const s = app.settings;
  const p = P();
  p.fCheck = checkFn(p.typed.pf, s.t);
  byId('pf-input').value = p.typed.pf;
  byId('t-input').value = p.typed.t;
  byId('pupto-input').value = p.typed.pupto;
  byId('p-pile-input').value = p.typed.ppile;
  byId('p-max-input').value = p.typed.pmax;
  byId('p-repr-input').value = p.repr.n;
  byId('pf-input').addEventListener('input', (e) => a.typePf(e.target.value));
  byId('t-input').addEventListener('input', (e) => a.typeT(e.target.value));
  byId('pupto-input').addEventListener('input', (e) => a.typeUpto(e.target.value));
  byId('p-cancel').addEventListener('click', () => a.cancel());
  renderPresetChips(byId('p-presets'), periodicPresets, (preset) => ({
    label: preset.label, note: preset.note, mono: true, title: `f(n, x) = ${preset.f}, t = ${preset.t}`,
    data: { f: preset.f, t: preset.t },
  }), (preset) => a.choosePreset(preset));
  byId('p-play-setup').addEventListener('submit', (e) => {
    e.preventDefault();
    a.newGame();
  });
  byId('p-game-input').addEventListener('change', (e) => a.playGame(e.target.value));
  byId('p-pile-input').addEventListener('input', (e) => a.playPile(e.target.value));
  byId('p-max-input').addEventListener('input', (e) => a.playMax(e.target.value));
  periodicPlayer.setup();
  setupPeriodicTable(a);
  setupPeriodicRepr(a);
}

/** Computes what the section shows (once, when it is first shown). */
export function startPeriodicSection() {
  if (periodicStarted) return;
  periodicStarted = true;
  const p = P();
  if (!p.fCheck || !p.fCheck.ok) return;
  updatePeriodicRepr();
  periodicPlayer.start();
  runPeriodicNow();
}

function gameOptions(select, t, chosen) {
  const options = [];
  for (let i = 0; i < t; i++) {
    options.push(el('option', { value: i, selected: i === chosen }, `G${subDigits(i)}`));
  }
  fill(select, options);
  select.value = String(chosen);
}

function renderPeriodicControls() {
  const p = P();
  const s = app.settings;
  const input = byId('pf-input');
  syncInput(input, p.typed.pf);
  syncInput(byId('t-input'), p.typed.t);
  syncInput(byId('pupto-input'), p.typed.pupto);

  const check = p.fCheck;
  const bad = check && !check.ok;
  renderCaretCheck(input, byId('pf-message'), check,
    bad ? stillShowing('f(n, x) = ', el('span', { class: 'mono' }, s.pf), `, t = ${s.t}`) : null);
  markActiveChips(byId('p-presets'), (preset) => preset.f === s.pf && preset.t === s.t && !bad);
  setText(byId('pf-info'), check && check.ok
    ? `Read as f(n, x) = ${check.canonical}, with n read mod ${s.t} (n is one of ${residueList(s.t)})`
      + `${check.monotone ? ' — non-decreasing in x (proved from its form)' : ''}`
    : '');

  for (const [id, error] of [['t', p.tError], ['pupto', p.uptoError]]) {
    renderFieldError(byId(`${id}-input`), byId(`${id}-message`), error);
  }

  renderAnalysisStatus('p-', p.analysis, (a, where) => `Computing g₀ … g${subDigits(a.request.t - 1)} and the bases`
    + ` for n ≤ ${fmtInt(a.request.upto)} ${where}: ${Math.round(a.progress * 100)}%`);

  const optionsKey = `${s.t}|${s.pgame}|${p.repr.game}`;
  if (optionsKey !== gameOptionsKey) {
    gameOptionsKey = optionsKey;
    gameOptions(byId('p-game-input'), s.t, s.pgame);
    gameOptions(byId('p-repr-game'), s.t, p.repr.game);
  }
}

function residueList(t) {
  if (t === 1) return '0';
  if (t === 2) return '0, 1';
  return `0, 1, …, ${t - 1}`;
}

export function renderPeriodicSection() {
  const p = P();
  const a = p.analysis;
  document.body.dataset.periodic = a.status;
  for (const id of ['p-theorems', 'p-values']) byId(id).hidden = !a.result;
  byId('p-example2').hidden = !(a.result && a.result.example2);
  const r = a.resultFor;
  setText(byId('p-results-for'), r ? `f(n, x) = ${r.f}, t = ${r.t}, n ≤ ${fmtInt(r.upto)}` : '');
  renderPeriodicControls();
  renderPeriodicTheorems(p);
  renderExample2(p);
  renderPeriodicTable(p);
  renderPeriodicBases(p);
  renderPeriodicRepr(p);
  periodicPlayer.render();
}
