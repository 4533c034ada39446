// The playground's single-delete Nim section (arXiv 2411.19453): k piles; a move deletes one
// pile and splits another. The fields (k, S, the map's fixed piles, the start of a game — each
// checked by the engine through the URL vocabulary, its message shown at the field), the solve of
// every position (solve.js, in a worker of its own, with its elapsed time and Cancel), the
// verdicts of the paper's statements (checks.js), the P-positions grouped by valuations
// (groups.js), the map with its explanations and "Play from" (map.js), and the game through the
// player widget (games.js, board.js). URL keys: dpiles, dmax, dfix, dstart, dfirst.

import '../../i18n/single_delete/index.js';
import '../../i18n/single_delete_section/index.js';
import '../../i18n/single_delete_play/index.js';
import { l10n, localize, t, onLanguageChange, language } from '../../core/i18n.js';
import { app, slice, invalidate, writeSettingsToUrl, levelOptions } from '../../core/page.js';
import { el, errorText, fill, fromHtml, part, setText, fmtInt } from '../../core/dom.js';
import { renderPresetChips, markActiveChips, createProgress } from '../../widgets/fields.js';
import { bindSetting, renderSettings, putSettings } from '../../core/setting-fields.js';
import { buildSettingFields, playSection, presetsGroup } from '../../widgets/setting-field.js';
import { createPlayer } from '../../widgets/player.js';
import { createDeleteSolve } from './solve.js';
import { renderDeleteChecks } from './checks.js';
import { createDeleteGroups } from './groups.js';
import { createDeleteMap } from './map.js';
import { pilesText, tNodes } from './digits.js';
import { singleDeleteGame } from './games.js';

/** The map is drawn for S up to this (a cell per position: S² cells). */
const mapLimit = 600;
/** Random starts: piles up to this (or S when smaller), so that the counters can be drawn. */
const randomMax = 20;

/** The fields' names in the engine's messages (which name the URL key): "k = 9 is too large". */
const fieldNames = { dpiles: 'k', dmax: 'S', dfix: '', dstart: '' };

/** Example ranges: k piles up to S. */
const rangePresets = [
  { piles: 2, max: 40 }, { piles: 3, max: 32 }, { piles: 4, max: 24 }, { piles: 4, max: 64, count: 766480 },
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

/** "24 ms" or "1.6 s" (the decimal as the language shown writes it). */
function duration(ms) {
  if (ms < 1000) return t('sds-ms', { n: Math.max(1, Math.round(ms)) });
  const seconds = new Intl.NumberFormat(language() === 'en-XA' ? 'en' : language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t('sds-s', { n: seconds.format(Math.round(ms / 100) / 10) });
}

/** The first card's heading and introduction: static text (no result of the engine), which main.js
 *  also draws before the engine has arrived, where this card will be (families/index.js: head). */
const head = `
  <h2 id="d-title" data-l10n-id="sds-title"></h2>
  <div class="section-intro">
    <p data-l10n-id="sds-intro-rules"></p>
    <p data-l10n-id="sds-intro-engine"></p>
  </div>`;

const markup = `
<section id="d-controls" class="card controls" aria-labelledby="d-title">${head}
  <form id="d-setup" class="control-row">
    <div class="field field-dk" data-setting="dpiles" data-describedby="dpiles-message"></div>
    <div class="field field-dmax" data-setting="dmax" data-describedby="dmax-message"></div>
    <button type="submit" id="d-solve" class="btn btn-primary" data-l10n-id="sds-solve"></button>
    ${presetsGroup('Example ranges', 'd-presets', 'presets d-presets')}
  </form>
  <div id="dpiles-message" class="field-error" aria-live="polite"></div>
  <div id="dmax-message" class="field-error" aria-live="polite"></div>
  <div id="d-progress-host"></div>
  <p id="d-solved" class="d-solved" aria-live="polite"></p>
</section>

<section id="d-checks" class="card theorems" aria-labelledby="d-checks-title" aria-live="polite" hidden>
  <h2 id="d-checks-title" data-l10n-id="sds-checks-title"></h2>
  <p class="results-for"><span data-l10n-id="sds-results-for"></span> <span id="d-results-for" class="mono"></span></p>
  <div id="d-checks-body"></div>
</section>

<section id="d-groups-section" class="card" aria-labelledby="d-groups-title" hidden>
  <h2 id="d-groups-title" data-l10n-id="sds-groups-title"></h2>
  <p class="explain" data-l10n-id="sds-groups-explain"></p>
  <div id="d-groups-host"></div>
</section>

<section id="d-map-section" class="card" aria-labelledby="d-map-title" hidden>
  <h2 id="d-map-title" data-l10n-id="sds-map-title"></h2>
  <p class="explain" id="d-map-explain"></p>
  <div class="control-row" id="dfix-row">
    <div class="field field-dfix" data-setting="dfix" data-label-id="dfix-label" data-describedby="dfix-message dfix-info"></div>
    <p id="dfix-info" class="d-fix-info"></p>
  </div>
  <div id="dfix-message" class="field-error" aria-live="polite"></div>
  <div id="d-map-host"></div>
</section>

${playSection('d-', `<div class="field field-dstart" data-setting="dstart" data-size="plain" data-describedby="dstart-message"></div>`, { message: 'dstart-message', buttons: `
    <button type="button" id="d-random" class="btn" data-l10n-id="sds-random"></button>` })}`;

/** The section (families/index.js): the document title while shown and mount (the header's
 *  sentence, the rules and the paper, is in index.html: it shows before the engine). */
export const singleDeleteSection = {
  get title() { return t('sds-doc-title'); },
  head,
  mount,
};

/** The words of widgets' markup in this section (the play card's title; the chips' "Examples:"
 *  and the Start button carry their own ids); the chips' box. */
function wordMarkup(host, $) {
  const presetsBox = $('d-presets').parentElement;
  l10n($('d-play-title'), 'sds-play-title');
  localize(host);
  return presetsBox;
}

/** The game: its settings from `settings()`, its first player kept in the URL. */
function deletePlayer(host, s, settings) {
  return createPlayer(host, {
    ...levelOptions(),
    kind: singleDeleteGame,
    ids: 'd-',
    settings,
    first: app.settings.dfirst,
    firstName: 'dfirst',
    onFirstChange: (first) => {
      app.settings.dfirst = first;
      s.typed.dfirst = first;
      writeSettingsToUrl();
    },
  });
}

/** The example ranges as chips, in the language shown. */
function drawChips(box, choose) {
  box.replaceChildren();
  renderPresetChips(box, rangePresets,
    (preset) => ({
      label: t('sds-preset-chip', { piles: preset.piles, max: preset.max }),
      note: preset.count ? t('sds-preset-note', { count: fmtInt(preset.count) }) : '',
      data: { piles: preset.piles, max: preset.max },
    }),
    choose);
}

function mount(host) {
  host.append(fromHtml(markup));
  buildSettingFields(host);
  const $ = (id) => part(host, id);
  const presetsBox = wordMarkup(host, $);
  const names = () => presetsBox.setAttribute('aria-label', t('sds-presets-group'));
  names();
  const s = slice('single-delete');
  const fields = ['dpiles', 'dmax', 'dfix', 'dstart'].map((key) => ({ key, input: $(`${key}-input`), message: $(`${key}-message`) }));
  let solveTimer = null;
  let started = false;
  let drawnResultKey = null;
  let randomAsked = null;      // {k, max, seed}: the next game starts at random
  let startCount = 0;          // bumped by each start asked for: a random start drawn late is not kept

  const solve = createDeleteSolve({ changed: invalidate });
  const progress = createProgress($('d-progress-host'), { ids: 'd-', labelId: 'sds-progress-label', onCancel: cancelSolve });
  progress.bar.classList.add('progress-busy');
  const groups = createDeleteGroups($('d-groups-host'), { ids: 'd-', more: (pattern, limit) => solve.group(pattern, limit) });
  const map = createDeleteMap($('d-map-host'), {
    ids: 'd-', explain: (position) => solve.explain(position), play: playFrom, names: pileNames,
  });
  const player = deletePlayer($('d-player-host'), s, gameSettings);

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
  const chips = () => drawChips($('d-presets'), (preset) => {
    putSettings(s, { dpiles: preset.piles, dmax: preset.max });
    requestSolve(0);
  });
  chips();
  // another language: the words this section composes itself are drawn again
  onLanguageChange(() => {
    chips();
    names();
    progress.bar.setAttribute('aria-label', t('sds-progress-label'));
    drawnResultKey = null;
    invalidate();
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
        setText($('d-results-for'), t('sds-results-range', { piles: r.piles, max: fmtInt(r.max) }));
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
    return t('sds-progress', { piles: Number(piles), max: fmtInt(max), where: where === 'on this page' ? 'page' : 'worker', seconds });
  }, true);
  const r = v.result;
  const solved = $('d-solved');
  if (v.noteId) v.note = t(v.noteId); // (our note, "Cancelled.", in the language shown)
  const key = `${language()}|${r ? `${v.resultKey}|${v.note}|${v.status}` : String(v.note)}`;
  if (solved.dataset.key === key) return;
  solved.dataset.key = key;
  fill(solved, r ? [
    tNodes('sds-solved', { piles: r.piles, max: fmtInt(r.max), checkTime: duration(r.checkMs) }, {
      positions: el('strong', { id: 'd-positions' }, fmtInt(r.positions)), time: el('strong', { id: 'd-time' }, duration(r.ms)),
    }),
    v.note ? ` ${v.note}` : '',
    v.status === 'error' ? ` ${t('sds-solved-still')}` : '',
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
    ? t('sds-map-big', { limit: fmtInt(mapLimit) })
    : k === 2 ? t('sds-map-two')
      : t(k === 3 ? 'sds-map-third' : 'sds-map-others', { others: others.join(', '), n: k - 2 }));
  $('d-map-host').hidden = big;
  $('dfix-row').hidden = big || k === 2;
  setText($('dfix-label'), k === 3 ? t('sds-fix-third') : t('sds-fix-others', { others: others.join(', ') }));
  const rest = mapRest(k, app.settings.dfix);
  setText($('dfix-info'), k > 3 ? t('sds-fix-used', { list: others.map((n, i) => `${n} = ${rest[i]}`).join(', ') }) : '');
  if (!big) solve.map(rest);
  const answer = v.map;
  renderSettings(s, fields.filter((f) => f.key === 'dfix'), { dfix: answer && answer.error && errorText(answer.error) }, fieldNames);
  if (big || !answer || !answer.pMap) return;
  map.render({ piles: k, max: r.max, rest: Array.from(answer.rest), pMap: answer.pMap }, `${v.resultKey}|${v.mapKey}`);
}

function share() {
  const { dstart, dfirst } = app.settings;
  return [{ label: t('sds-share-game'), widget: 'single-delete', attrs: { piles: dstart, first: dfirst } }];
}
