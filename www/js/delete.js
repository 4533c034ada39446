// Single-delete Nim (seed 004): k piles; a move deletes one pile and splits another. The fields
// (k, S, the map's fixed piles, the start of a game — each checked by the engine through the URL
// vocabulary, its message shown at the field), the solve of every position (in a worker of its
// own, dclient.js, so a large k and S never freeze the page), the verdicts of the paper's
// statements (view-dchecks.js), the P-positions grouped by valuations (view-dgroups.js), the map
// (view-dmap.js) and the game (dplay.js). Every value, verdict and reason comes from the engine.

import { app, invalidate, writeSettingsToUrl } from './state.js';
import { createDeleteChannel } from './dclient.js';
import { byId, el, fill, setText, fmtInt, errorText } from './dom.js';
import { renderPresetChips, markActiveChips } from './fields.js';
import { setupSettingField, renderSettingFields } from './setting-field.js';
import { renderDeleteChecks } from './view-dchecks.js';
import { renderDeleteGroups, patternKey } from './view-dgroups.js';
import { createDeleteMap } from './view-dmap.js';
import { createDeletePlayer, newDeletePlay } from './dplay.js';
import { pilesText } from './view-ddigits.js';

const deleteTypingDelayMs = 400;
/** P-positions drawn per group at first ("Show more" asks for four times as many). */
const groupLimit = 4;
/** The map is drawn for S up to this (a cell per position: S² cells). */
const mapLimit = 600;
/** Random starts: piles up to this (or S when smaller), so that the counters can be drawn. */
const randomMax = 20;

/** The fields' names in the engine's messages (which name the URL key): "k = 9 is too large". */
const fieldNames = { dpiles: 'k', dmax: 'S', dfix: '', dstart: '' };

/** Example ranges: k piles up to S. */
const rangePresets = [
  { piles: 2, max: 40 }, { piles: 3, max: 32 }, { piles: 4, max: 24 }, { piles: 4, max: 64, note: '766 480 positions' },
  { piles: 5, max: 16 }, { piles: 8, max: 12 },
];

const solver = createDeleteChannel();
let solveTimer = null;
let tickTimer = null;
let started = false;
let drawnResultKey = null;
let groupsKey = null;
let dmap = null;

const D = () => app.del;

const player = createDeletePlayer(() => D().play);

/** The names of the piles on the map: a, b, c, … */
function pileNames(k) {
  return 'abcdefgh'.slice(0, k).split('');
}

/** The k − 2 fixed piles of the map from the setting dfix: the first k − 2 given; missing ones are
 *  the last given (or 1). */
function mapRest(k, dfix) {
  const given = String(dfix).split(',').map((t) => t.trim()).filter((t) => t !== '').map(Number);
  const rest = [];
  for (let i = 0; i < k - 2; i++) rest.push(i < given.length ? given[i] : given.length ? given[given.length - 1] : 1);
  return rest;
}

// --- the solve --------------------------------------------------------------------------------

function runSolve() {
  clearTimeout(solveTimer);
  const { dpiles: piles, dmax: max } = app.settings;
  const v = D().solve;
  const key = `${piles}|${max}`;
  if (v.status === 'running' && v.key === key) return;
  if (v.status !== 'running' && v.result && v.key === key) return;
  if (v.status === 'running') solver.stop();
  const token = ++v.token;
  Object.assign(v, { status: 'running', key, error: null, note: null, startedAt: performance.now() });
  clearInterval(tickTimer);
  tickTimer = setInterval(invalidate, 500);
  const rest = max <= mapLimit ? mapRest(piles, app.settings.dfix) : null;
  solver.call({ op: 'solve', piles, max, rest, limit: groupLimit }).then((result) => {
    if (token !== v.token) return;
    Object.assign(v, { status: 'done', result, resultKey: v.resultKey + 1 });
    Object.assign(D().map, { answer: result.map, key: D().map.key + 1 });
    Object.assign(D().groups, { extra: new Map(), loading: new Set(), showAll: false });
    updateMap();
  }, (err) => {
    if (err.cancelled || token !== v.token) return;
    // the engine's refusal ("too many positions"): the worker keeps the solver of the range shown
    Object.assign(v, { status: 'error', error: errorText(err), key: null });
  }).finally(() => {
    if (token !== v.token) return;
    clearInterval(tickTimer);
    invalidate();
  });
  invalidate();
}

function requestSolve(delay) {
  clearTimeout(solveTimer);
  if (delay) solveTimer = setTimeout(runSolve, delay); else runSolve();
}

function cancelSolve() {
  clearTimeout(solveTimer);
  const d = D();
  const v = d.solve;
  if (v.status !== 'running') return;
  solver.stop();
  v.token++;
  clearInterval(tickTimer);
  if (v.result) {
    // back to what is shown
    Object.assign(v, { status: 'done', key: `${v.result.piles}|${v.result.max}`, note: 'Cancelled.' });
    app.settings.dpiles = v.result.piles;
    app.settings.dmax = v.result.max;
    d.typed.dpiles = String(v.result.piles);
    d.typed.dmax = String(v.result.max);
    d.errors.dpiles = null;
    d.errors.dmax = null;
    writeSettingsToUrl();
  } else {
    Object.assign(v, { status: 'idle', key: null, note: 'Cancelled.' });
  }
  invalidate();
}

// --- the map, the groups, the explanations ---------------------------------------------------

/** Asks for the map of the shown range with the fixed piles of the setting (when they changed). */
function updateMap() {
  const d = D();
  const r = d.solve.result;
  // while a solve runs the worker is busy with it; its success handler asks for the map again
  if (!r || r.max > mapLimit || d.solve.status === 'running') return;
  const rest = mapRest(r.piles, app.settings.dfix);
  const shown = d.map.answer;
  if (shown && shown.rest && shown.rest.join(',') === rest.join(',')) return;
  const token = ++d.map.token;
  solver.call({ op: 'map', piles: r.piles, max: r.max, rest }).then((answer) => {
    if (token !== d.map.token || d.solve.result !== r) return;
    Object.assign(d.map, { answer, key: d.map.key + 1 });
    invalidate();
  }, (err) => {
    if (err.cancelled || token !== d.map.token) return;
    Object.assign(d.map, { answer: { rest, error: errorText(err) }, key: d.map.key + 1 });
    invalidate();
  });
}

function explainPosition(position) {
  const r = D().solve.result;
  if (D().solve.status === 'running') return Promise.resolve({ reason: '', text: 'The engine is solving a new range…' });
  return solver.call({ op: 'explain', piles: r.piles, max: r.max, position });
}

const groupActions = {
  showMore(pattern, shown) {
    const d = D();
    const r = d.solve.result;
    // the buttons are disabled while a solve runs (the worker would solve the old range again)
    if (d.solve.status === 'running') return;
    const key = patternKey(pattern);
    d.groups.loading.add(key);
    invalidate();
    solver.call({ op: 'group', piles: r.piles, max: r.max, pattern: Array.from(pattern), limit: shown * 4 }).then((answer) => {
      if (d.solve.result !== r) return;
      d.groups.extra.set(key, answer.positions);
    }, () => {}).finally(() => {
      d.groups.loading.delete(key);
      invalidate();
    });
  },
  showAllGroups() {
    D().groups.showAll = true;
    invalidate();
  },
};

// --- the game ---------------------------------------------------------------------------------

/** A game from `piles` (a map cell, say): it becomes the start setting. */
function playFrom(piles) {
  const d = D();
  const text = pilesText(piles).replace(/\u202f/g, '');
  app.settings.dstart = text;
  d.typed.dstart = text;
  d.errors.dstart = null;
  writeSettingsToUrl();
  player.start();
  byId('d-play-section').scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function randomStart() {
  const { dpiles: k, dmax: max } = app.settings;
  player.random(k, Math.min(max, randomMax), (piles) => {
    const text = Array.from(piles).join(', ');
    app.settings.dstart = text;
    D().typed.dstart = text;
    D().errors.dstart = null;
    writeSettingsToUrl();
  });
}

// --- setup ------------------------------------------------------------------------------------

/** The section's state (called before setup, after the link was read). */
export function checkDeleteLink() {
  const d = D();
  d.errors = {};
  d.solve = { status: 'idle', key: null, token: 0, result: null, resultKey: 0, error: null, note: null, startedAt: 0 };
  d.map = { answer: null, key: 0, token: 0 };
  d.groups = { filter: 'all', showAll: false, extra: new Map(), loading: new Set() };
  d.play = newDeletePlay(app.settings.dfirst);
}

export function setupDeleteSection() {
  const solveSoon = () => requestSolve(deleteTypingDelayMs);
  setupSettingField(D(), 'dpiles', solveSoon);
  setupSettingField(D(), 'dmax', solveSoon);
  setupSettingField(D(), 'dfix', () => updateMap());
  setupSettingField(D(), 'dstart', () => player.start());
  byId('d-setup').addEventListener('submit', (e) => {
    e.preventDefault();
    if (!D().errors.dpiles && !D().errors.dmax) requestSolve(0);
  });
  byId('d-cancel').addEventListener('click', cancelSolve);
  renderPresetChips(byId('d-presets'), rangePresets,
    (preset) => ({ label: `${preset.piles} piles ≤ ${preset.max}`, note: preset.note || '', data: { piles: preset.piles, max: preset.max } }),
    (preset) => {
      const d = D();
      Object.assign(app.settings, { dpiles: preset.piles, dmax: preset.max });
      Object.assign(d.typed, { dpiles: String(preset.piles), dmax: String(preset.max) });
      Object.assign(d.errors, { dpiles: null, dmax: null });
      writeSettingsToUrl();
      requestSolve(0);
    });
  byId('d-play-setup').addEventListener('submit', (e) => {
    e.preventDefault();
    if (!D().errors.dstart) player.start();
  });
  byId('d-random').addEventListener('click', randomStart);
  for (const radio of document.querySelectorAll('input[name="dfirst"]')) {
    radio.addEventListener('change', () => {
      app.settings.dfirst = radio.value;
      D().play.first = radio.value;
      writeSettingsToUrl();
      player.start();
    });
  }
  for (const radio of document.querySelectorAll('input[name="d-groups-filter"]')) {
    radio.addEventListener('change', () => {
      D().groups.filter = radio.value;
      invalidate();
    });
  }
  dmap = createDeleteMap({
    canvas: byId('d-map-canvas'), box: byId('d-map-box'), readout: byId('d-map-readout'),
    explain: explainPosition, play: playFrom, names: pileNames,
  });
}

/** Solves the range and starts the game (once, when the section is first shown). */
export function startDeleteSection() {
  if (started) return;
  started = true;
  player.start();
  runSolve();
}

// --- rendering ----------------------------------------------------------------------------------

function renderControls() {
  const d = D();
  const v = d.solve;
  renderSettingFields(d, ['dpiles', 'dmax', 'dstart'], {
    // a failed solve is about the range: its message goes under S
    dmax: v.status === 'error' ? v.error : null,
  }, fieldNames);
  markActiveChips(byId('d-presets'), (preset) => preset.piles === app.settings.dpiles && preset.max === app.settings.dmax);
  const running = v.status === 'running';
  byId('d-progress').hidden = !running;
  if (running) {
    const seconds = Math.floor((performance.now() - v.startedAt) / 1000);
    const [piles, max] = v.key.split('|');
    setText(byId('d-progress-text'), `Solving every position of ${piles} piles up to ${fmtInt(max)}${solver.where === 'worker' ? ' in the background' : ''}… ${seconds} s`);
  }
  const r = v.result;
  const solved = byId('d-solved');
  const line = r ? [
    'Solved ', el('strong', { id: 'd-positions' }, fmtInt(r.positions)), ` positions (${r.piles} piles, each 1 … ${fmtInt(r.max)}) in `,
    el('strong', { id: 'd-time' }, duration(r.ms)), `; the statements checked and the P-positions grouped in ${duration(r.checkMs)}.`,
    v.note ? ` ${v.note}` : '',
    v.status === 'error' ? ' The results below are still those.' : '',
  ] : v.note || '';
  const key = r ? `${v.resultKey}|${v.note}|${v.status}` : String(v.note);
  if (solved.dataset.key !== key) {
    solved.dataset.key = key;
    fill(solved, line);
  }
}

/** "24 ms" or "1.6 s". */
function duration(ms) {
  return ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function renderMap(r) {
  const d = D();
  const section = byId('d-map-section');
  const k = r.piles;
  const big = r.max > mapLimit;
  setText(byId('d-map-explain'), big
    ? `The map has a cell for every pair (a, b), so it is drawn for S ≤ ${fmtInt(mapLimit)}.`
    : k === 2 ? 'Every 2-pile position (a, b): dark where the player to move loses.'
      : `The positions (a, b, ${pileNames(k).slice(2).join(', ')}) with the ${k === 3 ? 'third pile' : `other ${k - 2} piles`} fixed: dark where the player to move loses.`);
  byId('d-map-box').hidden = big;
  section.querySelector('.d-map-side').hidden = big;
  const fixRow = byId('dfix-input').closest('.control-row');
  fixRow.hidden = big || k === 2;
  setText(byId('dfix-label'), k === 3 ? 'The third pile c' : `The other piles ${pileNames(k).slice(2).join(', ')}`);
  const rest = mapRest(k, app.settings.dfix);
  setText(byId('dfix-info'), k > 3 ? `Used: ${pileNames(k).slice(2).map((n, i) => `${n} = ${rest[i]}`).join(', ')}` : '');
  const answer = d.map.answer;
  renderSettingFields(d, ['dfix'], { dfix: answer && answer.error }, fieldNames);
  if (big || !answer) return;
  if (answer.pMap) dmap.render({ piles: k, max: r.max, rest: Array.from(answer.rest), pMap: answer.pMap }, `${d.solve.resultKey}|${d.map.key}`);
}

export function renderDeleteSection() {
  const d = D();
  const v = d.solve;
  document.body.dataset.delete = v.status;
  renderControls();
  const r = v.result;
  for (const id of ['d-checks', 'd-groups-section', 'd-map-section']) byId(id).hidden = !r;
  if (r) {
    if (drawnResultKey !== v.resultKey) {
      drawnResultKey = v.resultKey;
      setText(byId('d-results-for'), `${r.piles} piles, each 1 … ${fmtInt(r.max)}`);
      renderDeleteChecks(byId('d-checks-body'), r);
    }
    const g = d.groups;
    const running = v.status === 'running';
    const gKey = `${v.resultKey}|${g.filter}|${g.showAll}|${[...g.extra.keys()]}|${[...g.loading]}|${running}`;
    if (gKey !== groupsKey) {
      groupsKey = gKey;
      renderDeleteGroups(r, { ...g, running }, groupActions, { summary: byId('d-groups-summary'), list: byId('d-groups'), more: byId('d-groups-more') });
    }
    renderMap(r);
  }
  player.render();
}

