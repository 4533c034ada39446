// The playground's single-delete Nim section (arXiv 2411.19453): k piles; a move deletes one
// pile and splits another. The fields (k, S, the map's fixed piles, the start of a game — each
// checked by the engine through the URL vocabulary, its message shown at the field), the solve of
// every position (solve.js, in a worker of its own, with its elapsed time and Cancel), the
// verdicts of the paper's statements (checks.js), the P-positions grouped by valuations
// (groups.js), the map with its explanations and "Play from" (map.js), and the game through the
// player widget (games.js, board.js). URL keys: dpiles, dmax, dfix, dstart, dfirst.

import { app, slice, invalidate, writeSettingsToUrl, levelOptions } from '../../core/page.js';
import { el, fill, fromHtml, part, setText, fmtInt } from '../../core/dom.js';
import { renderPresetChips, markActiveChips, createProgress } from '../../widgets/fields.js';
import { bindSetting, renderSettings, putSettings } from '../../core/setting-fields.js';
import { buildSettingFields, playSection, presetsGroup } from '../../widgets/setting-field.js';
import { createPlayer } from '../../widgets/player.js';
import { createDeleteSolve } from './solve.js';
import { renderDeleteChecks } from './checks.js';
import { createDeleteGroups } from './groups.js';
import { createDeleteMap } from './map.js';
import { pilesText } from './digits.js';
import { singleDeleteGame } from './games.js';

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

/** "24 ms" or "1.6 s". */
function duration(ms) {
  return ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The first card's heading and introduction: static text (no result of the engine), which main.js
 *  also draws before the engine has arrived, where this card will be (families/index.js: head). */
const head = `
  <h2 id="d-title">Single-delete Nim: the paper’s theorems against a complete search</h2>
  <div class="section-intro">
    <p>A position is a list of <i>k</i> piles, written smallest first. A move <strong>deletes</strong> one pile and
      <strong>splits</strong> another into two non-empty piles: from 5, 6, 9, 12 a player may delete the 6 and split
      the 12 into 4 + 8, leaving 4, 5, 8, 9. Whoever cannot move loses. A <strong>P-position</strong> is one the
      player to move loses against best play.</p>
    <p>The engine solves every position with <i>k</i> piles of 1 to <i>S</i> counters, then checks each statement
      of the paper on all of them. The <strong>2-adic valuation</strong> of a pile is how many 0s follow the
      rightmost 1 of its binary digits (12 = 1100 has valuation 2).</p>
  </div>`;

const markup = `
<section id="d-controls" class="card controls" aria-labelledby="d-title">${head}
  <form id="d-setup" class="control-row">
    <div class="field field-dk" data-setting="dpiles" data-describedby="dpiles-message"></div>
    <div class="field field-dmax" data-setting="dmax" data-describedby="dmax-message"></div>
    <button type="submit" id="d-solve" class="btn btn-primary">Solve</button>
    ${presetsGroup('Example ranges', 'd-presets', 'presets d-presets')}
  </form>
  <div id="dpiles-message" class="field-error" aria-live="polite"></div>
  <div id="dmax-message" class="field-error" aria-live="polite"></div>
  <div id="d-progress-host"></div>
  <p id="d-solved" class="d-solved" aria-live="polite"></p>
</section>

<section id="d-checks" class="card theorems" aria-labelledby="d-checks-title" aria-live="polite" hidden>
  <h2 id="d-checks-title">The paper’s statements, checked on every position</h2>
  <p class="results-for">for <span id="d-results-for" class="mono"></span></p>
  <div id="d-checks-body"></div>
</section>

<section id="d-groups-section" class="card" aria-labelledby="d-groups-title" hidden>
  <h2 id="d-groups-title">The P-positions, grouped by their valuations</h2>
  <p class="explain">Write each pile in binary and line the piles up so that their <strong>rightmost 1s</strong> stand in
    one column (highlighted). The zeros to the right of that column are the valuation. The paper’s Theorem 1.5
    describes the 4-pile P-positions by these patterns; its conditions were lost in extraction, so here every
    P-position found by search is shown, grouped by the sorted pattern of valuations.</p>
  <div id="d-groups-host"></div>
</section>

<section id="d-map-section" class="card" aria-labelledby="d-map-title" hidden>
  <h2 id="d-map-title">A map of the P-positions</h2>
  <p class="explain" id="d-map-explain"></p>
  <div class="control-row" id="dfix-row">
    <div class="field field-dfix" data-setting="dfix" data-label-id="dfix-label" data-describedby="dfix-message dfix-info"></div>
    <p id="dfix-info" class="d-fix-info"></p>
  </div>
  <div id="dfix-message" class="field-error" aria-live="polite"></div>
  <div id="d-map-host"></div>
</section>

${playSection('d-', `<div class="field field-dstart" data-setting="dstart" data-size="plain" data-describedby="dstart-message"></div>`, { message: 'dstart-message', buttons: `
    <button type="button" id="d-random" class="btn">Random start</button>` })}`;

/** The section (families/index.js): the document title while shown and mount (the header's
 *  sentence, the rules and the paper, is in index.html: it shows before the engine). */
export const singleDeleteSection = {
  title: 'Nim Lab — single-delete Nim: k piles, the theorems against search',
  head,
  mount,
};

function mount(host) {
  host.append(fromHtml(markup));
  buildSettingFields(host);
  const $ = (id) => part(host, id);
  const s = slice('single-delete');
  const fields = ['dpiles', 'dmax', 'dfix', 'dstart'].map((key) => ({ key, input: $(`${key}-input`), message: $(`${key}-message`) }));
  let solveTimer = null;
  let started = false;
  let drawnResultKey = null;
  let randomAsked = null;      // {k, max, seed}: the next game starts at random
  let startCount = 0;          // bumped by each start asked for: a random start drawn late is not kept

  const solve = createDeleteSolve({ changed: invalidate });
  const progress = createProgress($('d-progress-host'), { ids: 'd-', label: 'Solving every position', onCancel: cancelSolve });
  progress.bar.classList.add('progress-busy');
  const groups = createDeleteGroups($('d-groups-host'), { ids: 'd-', more: (pattern, limit) => solve.group(pattern, limit) });
  const map = createDeleteMap($('d-map-host'), {
    ids: 'd-', explain: (position) => solve.explain(position), play: playFrom, names: pileNames,
  });
  const player = createPlayer($('d-player-host'), {
    ...levelOptions(),
    kind: singleDeleteGame,
    ids: 'd-',
    settings: gameSettings,
    first: app.settings.dfirst,
    firstName: 'dfirst',
    onFirstChange: (first) => {
      app.settings.dfirst = first;
      s.typed.dfirst = first;
      writeSettingsToUrl();
    },
  });

  /** The game's settings: the start setting, or (once) the random start asked for, whose piles
   *  then become the start setting. */
  function gameSettings() {
    if (randomAsked) {
      const asked = randomAsked;
      const count = startCount;
      randomAsked = null;
      return {
        piles: 'random', ...asked, first: app.settings.dfirst,
        onStart: (piles) => { if (count === startCount) setStart(piles); },
      };
    }
    return { piles: app.settings.dstart, first: app.settings.dfirst };
  }

  /** A new game from the start setting, or at random. */
  function newGame(random = null) {
    startCount++;
    randomAsked = random;
    player.restart();
  }

  // --- the solve -------------------------------------------------------------------------------

  function runSolve() {
    clearTimeout(solveTimer);
    const { dpiles: piles, dmax: max } = app.settings;
    solve.run(piles, max, max <= mapLimit ? mapRest(piles, app.settings.dfix) : null);
  }

  function requestSolve(delay) {
    clearTimeout(solveTimer);
    if (delay) solveTimer = setTimeout(runSolve, delay); else runSolve();
  }

  function cancelSolve() {
    clearTimeout(solveTimer);
    const shown = solve.cancel();
    if (!shown) return;
    // the fields go back to the range still shown
    putSettings(s, { dpiles: shown.piles, dmax: shown.max });
    invalidate();
  }

  // --- the game ----------------------------------------------------------------------------------

  /** The start setting becomes `piles` (a map cell, a random start). */
  function setStart(piles) {
    putSettings(s, { dstart: pilesText(piles).replace(/\u202f/g, '') });
    invalidate();
  }

  function playFrom(piles) {
    setStart(piles);
    newGame();
    $('d-play-section').scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function randomStart() {
    const { dpiles: k, dmax: max } = app.settings;
    newGame({ k, max: Math.min(max, randomMax), seed: Math.floor(Math.random() * 2 ** 32) });
  }

  // --- wiring ------------------------------------------------------------------------------------

  const solveSoon = (_, delay) => requestSolve(delay);
  bindSetting($('dpiles-input'), s, 'dpiles', solveSoon);
  bindSetting($('dmax-input'), s, 'dmax', solveSoon);
  bindSetting($('dfix-input'), s, 'dfix', () => invalidate());
  bindSetting($('dstart-input'), s, 'dstart', () => newGame());
  $('d-setup').addEventListener('submit', (e) => {
    e.preventDefault();
    if (!s.errors.dpiles && !s.errors.dmax) requestSolve(0);
  });
  $('d-play-setup').addEventListener('submit', (e) => {
    e.preventDefault();
    if (!s.errors.dstart) newGame();
  });
  $('d-random').addEventListener('click', randomStart);
  renderPresetChips($('d-presets'), rangePresets,
    (preset) => ({ label: `${preset.piles} piles ≤ ${preset.max}`, note: preset.note || '', data: { piles: preset.piles, max: preset.max } }),
    (preset) => {
      putSettings(s, { dpiles: preset.piles, dmax: preset.max });
      requestSolve(0);
    });

  // --- drawing (renderControls and renderMap below: the parts they draw into) ----------------------
  const views = { $, s, fields, solve, progress, map };

  function render() {
    const v = solve.state;
    document.body.dataset.singleDelete = v.status;
    renderControls(views);
    const r = v.result;
    for (const id of ['d-checks', 'd-groups-section', 'd-map-section']) $(id).hidden = !r;
    if (r) {
      if (drawnResultKey !== v.resultKey) {
        drawnResultKey = v.resultKey;
        setText($('d-results-for'), `${r.piles} piles, each 1 … ${fmtInt(r.max)}`);
        renderDeleteChecks($('d-checks-body'), r);
      }
      groups.render(r, v.resultKey, v.status === 'running');
      renderMap(views, r);
    }
    renderSettings(s, fields.filter((f) => f.key === 'dstart'), {}, fieldNames);
    player.render();
  }

  function start() {
    if (started) return;
    started = true;
    player.start();
    runSolve();
  }

  return { start, render, share };
}

/** The solve's controls and its line of results (w: the section's parts, built by mount). */
function renderControls(w) {
  const { $, s, fields, solve, progress } = w;
  const v = solve.state;
  // a failed solve is about the range: its message goes under S (not in the progress note)
  renderSettings(s, fields.filter((f) => f.key === 'dpiles' || f.key === 'dmax'), { dmax: v.status === 'error' ? v.error : null }, fieldNames);
  markActiveChips($('d-presets'), (preset) => preset.piles === app.settings.dpiles && preset.max === app.settings.dmax);
  progress.render({ status: v.status, progress: 0, where: solve.where, note: null, error: null }, (_, where) => {
    const seconds = Math.floor((performance.now() - v.startedAt) / 1000);
    const [piles, max] = (v.key || '|').split('|');
    return `Solving every position of ${piles} piles up to ${fmtInt(max)} ${where}… ${seconds} s`;
  }, true);
  const r = v.result;
  const solved = $('d-solved');
  const key = r ? `${v.resultKey}|${v.note}|${v.status}` : String(v.note);
  if (solved.dataset.key === key) return;
  solved.dataset.key = key;
  fill(solved, r ? [
    'Solved ', el('strong', { id: 'd-positions' }, fmtInt(r.positions)), ` positions (${r.piles} piles, each 1 … ${fmtInt(r.max)}) in `,
    el('strong', { id: 'd-time' }, duration(r.ms)), `; the statements checked and the P-positions grouped in ${duration(r.checkMs)}.`,
    v.note ? ` ${v.note}` : '',
    v.status === 'error' ? ' The results below are still those.' : '',
  ] : v.note || '');
}

/** The map of P-positions over (a, b) of the result r (w: as renderControls). */
function renderMap(w, r) {
  const { $, s, fields, solve, map } = w;
  const v = solve.state;
  const k = r.piles;
  const big = r.max > mapLimit;
  const others = pileNames(k).slice(2);
  setText($('d-map-explain'), big
    ? `The map has a cell for every pair (a, b), so it is drawn for S ≤ ${fmtInt(mapLimit)}.`
    : k === 2 ? 'Every 2-pile position (a, b): filled in where the player to move loses.'
      : `The positions (a, b, ${others.join(', ')}) with the ${k === 3 ? 'third pile' : `other ${k - 2} piles`} fixed: filled in where the player to move loses.`);
  $('d-map-host').hidden = big;
  $('dfix-row').hidden = big || k === 2;
  setText($('dfix-label'), k === 3 ? 'The third pile c' : `The other piles ${others.join(', ')}`);
  const rest = mapRest(k, app.settings.dfix);
  setText($('dfix-info'), k > 3 ? `Used: ${others.map((n, i) => `${n} = ${rest[i]}`).join(', ')}` : '');
  if (!big) solve.map(rest);
  const answer = v.map;
  renderSettings(s, fields.filter((f) => f.key === 'dfix'), { dfix: answer && answer.error }, fieldNames);
  if (big || !answer || !answer.pMap) return;
  map.render({ piles: k, max: r.max, rest: Array.from(answer.rest), pMap: answer.pMap }, `${v.resultKey}|${v.mapKey}`);
}

function share() {
  const { dstart, dfirst } = app.settings;
  return [{ label: 'The game', widget: 'single-delete', attrs: { piles: dstart, first: dfirst } }];
}
