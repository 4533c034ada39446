// Cut-the-Knot, part (b): take-away games (the first move takes anything but the whole pile,
// then at most f(previous take)). Schwenk's H, his hypotheses and the claims against brute
// force and seed 000's B_f (takeawayAnalysis), the game's binary representation of N, and a
// game against seed 000's engine with the representation of the pile before and after each
// move, so that the rightmost 1 is seen to go.

import { takeawayRepresentation, newGame } from './engine.js';
import { app, invalidate, writeSettingsToUrl } from './state.js';
import { runIntoSlot } from './analysis.js';
import { byId, el, fill, setText, syncInput, fmtInt, errorText } from './dom.js';
import { markInvalid, renderPresetChips, renderAnalysisStatus } from './fields.js';
import { createPlayer, newPlayState } from './play.js';
import { expandPowerText } from './view-repr.js';
import { renderHSequence, renderTakeawayClaims, renderTakeawayCompare, renderTakeawayRepr, digitRow, reprEquation } from './view-ktake.js';
import { K, knotTypingDelayMs, setupKnotSetting, renderKnotSettings, onKnotFirst, setKnotFirst } from './kstate.js';

const ktQuick = [
  { label: '20', value: '20' },
  { label: '100', value: '100' },
  { label: '1 000', value: '1000' },
  { label: '10⁶', value: '1000000' },
  { label: '10¹⁵', value: '1000000000000000' },
];

let ktStarted = false;
let ktTimer = null;
let ktDrawnKey = null;
let ktReprKey = null;
let ktPlayKey = null;

const T = () => K().take;

const ktPlayer = createPlayer({
  prefix: 'kt-',
  state: () => T().play,
  // the take-away game is seed 000's game started at (N, N − 1)
  makeGame: () => newGame(app.settings.tf, app.settings.tpile, app.settings.tpile - 1),
  startPile: () => app.settings.tpile,
  firstName: 'kfirst-t',
  onFirstChange: (value) => setKnotFirst(value),
});

// --- the analysis ---------------------------------------------------------------------------

function runTakeawayNow() {
  clearTimeout(ktTimer);
  const { tf: f, tupto: upto } = app.settings;
  runIntoSlot(T().analysis, { kind: 'takeaway', f, upto }, {
    onDone: () => {},
    failure: (message) => `Could not analyse f(x) = ${f} up to N = ${fmtInt(upto)}: ${message}`,
  }, 'knot-take');
}

function requestTakeaway(delay) {
  clearTimeout(ktTimer);
  if (delay) ktTimer = setTimeout(runTakeawayNow, delay); else runTakeawayNow();
}

// --- the representation -------------------------------------------------------------------------

function updateTakeawayRepr() {
  const r = T().repr;
  const text = expandPowerText(K().typed.tn);
  r.key = `${app.settings.tf}|${text}`;
  if (!/^\d+$/.test(text) || /^0+$/.test(text)) {
    Object.assign(r, { result: null, error: 'Enter a whole number N ≥ 1.' });
  } else {
    try {
      Object.assign(r, { result: takeawayRepresentation(app.settings.tf, text), error: null });
      app.settings.tn = text;
      writeSettingsToUrl();
    } catch (err) {
      Object.assign(r, { result: null, error: errorText(err) });
    }
  }
  invalidate();
}

function typeTn(text) {
  K().typed.tn = text;
  updateTakeawayRepr();
}

/** The representation of a pile during the game (cached; null when H stops before it). */
function pileRepr(pile) {
  const cache = T().pileReprs;
  const key = `${app.settings.tf}|${pile}`;
  if (!cache.has(key)) {
    let repr = null;
    try {
      repr = takeawayRepresentation(app.settings.tf, String(pile));
    } catch (err) {
      repr = { error: errorText(err) };
    }
    if (cache.size > 200) cache.clear();
    cache.set(key, repr);
  }
  return cache.get(key);
}

// --- setup --------------------------------------------------------------------------------------

export function initTakeawayPart() {
  K().take = {
    analysis: { status: 'idle', progress: 0, where: 'sync', request: null, result: null, resultKey: 0, error: null, note: null, job: null },
    repr: { result: null, error: null, key: null },
    play: newPlayState(app.settings.kfirst),
    pileReprs: new Map(),
  };
}

export function setupTakeawayPart() {
  setupKnotSetting('tupto', () => requestTakeaway(knotTypingDelayMs * 2));
  setupKnotSetting('tpile', () => ktPlayer.start());
  const tn = byId('tn-input');
  tn.value = K().typed.tn;
  tn.addEventListener('input', () => typeTn(tn.value));
  const quick = byId('tn-quick');
  quick.append(el('span', { class: 'presets-label' }, 'Try:'));
  renderPresetChips(quick, ktQuick, (q) => ({ label: q.label }), (q) => {
    tn.value = q.value;
    typeTn(q.value);
  });
  byId('kt-play-setup').addEventListener('submit', (e) => {
    e.preventDefault();
    ktPlayer.start();
  });
  ktPlayer.setup();
  onKnotFirst((value) => {
    T().play.first = value;
    if (ktStarted) ktPlayer.start();
  });
}

export function startTakeawayPart() {
  if (ktStarted) return;
  ktStarted = true;
  updateTakeawayRepr();
  ktPlayer.start();
  runTakeawayNow();
}

/** f changed (and is good): the analysis, the representation and the game follow. */
export function takeawayRuleChanged(delay) {
  if (!ktStarted) return;
  requestTakeaway(delay);
  updateTakeawayRepr();
  ktPlayer.start();
}

// --- rendering ----------------------------------------------------------------------------------

function renderTakeawayResults(a) {
  const r = a.result;
  setText(byId('kt-results-for'), r ? `f(x) = ${r.f}, N ≤ ${fmtInt(r.upto)}` : '');
  byId('kt-results-for').parentElement.hidden = !r;
  for (const id of ['kt-claims-section', 'kt-compare-section']) byId(id).hidden = !r;
  if (!r || ktDrawnKey === a.resultKey) return;
  ktDrawnKey = a.resultKey;
  renderHSequence(byId('kt-h-body'), r);
  renderTakeawayClaims(byId('kt-claims-body'), r);
  renderTakeawayCompare(byId('kt-compare-body'), r);
}

function renderReprCard() {
  const r = T().repr;
  syncInput(byId('tn-input'), K().typed.tn);
  setText(byId('tn-error'), r.error || '');
  markInvalid(byId('tn-input'), !!r.error);
  if (ktReprKey === r.key && (r.result || r.error)) return;
  ktReprKey = r.key;
  if (r.result) renderTakeawayRepr(byId('kt-repr-body'), r.result);
  else fill(byId('kt-repr-body'));
}

/** Under the pile: the representation before the last move (its take marked) and now. */
function renderPlayRepr() {
  const p = T().play;
  const v = p.view;
  const box = byId('kt-play-repr');
  const last = v && v.moves.length ? v.moves[v.moves.length - 1] : null;
  const key = v ? `${app.settings.tf}|${p.gameId}|${v.moves.length}` : '';
  if (key === ktPlayKey) return;
  ktPlayKey = key;
  if (!v) {
    box.replaceChildren();
    return;
  }
  const rows = [];
  if (last) {
    const before = pileRepr(last.pileBefore);
    const take = Number(last.take);
    const who = last.by === (p.first === 'you' ? 0 : 1) ? 'You' : 'The engine';
    if (before && !before.error) {
      const isRightmost = take === Number(before.rightmost);
      rows.push(el('div', { class: 'kt-play-row', id: 'kt-play-before' },
        el('p', { class: 'kt-play-caption' }, `${who} took ${fmtInt(take)} from ${reprEquation(before)}`,
          isRightmost ? ' — the rightmost 1.' : ' — not the rightmost 1.'),
        digitRow(before, { mark: take, flag: 'taken' })));
    }
  }
  if (v.pile > 0) {
    const now = pileRepr(v.pile);
    rows.push(now && !now.error
      ? el('div', { class: 'kt-play-row', id: 'kt-play-now' },
        el('p', { class: 'kt-play-caption' }, `Now ${reprEquation(now)}`),
        digitRow(now, { mark: null }))
      : el('p', { class: 'small' }, now ? now.error : ''));
  }
  fill(box, rows);
}

export function renderTakeawayPart() {
  const t = T();
  const a = t.analysis;
  document.body.dataset.knotTake = a.status;
  renderKnotSettings(['tupto', 'tpile']);
  renderAnalysisStatus('kt-', a, (job, where) => `Computing H, the losing starts and B_f up to N = ${fmtInt(job.request.upto)} ${where}…`);
  renderTakeawayResults(a);
  renderReprCard();
  ktPlayer.render();
  renderPlayRepr();
}
