// Nim Lab page: loads the engine, reads the URL, wires the inputs to the one state
// object, and redraws all views once per animation frame.

import { ready, checkF, checkFn, representation, newGame } from './engine.js';
import { app, invalidate, onRedraw, addNotice, loadSettingsFromUrl, writeSettingsToUrl, checkSetting, shownSection, sectionLink } from './state.js';
import { runIntoSlot, cancelAnalysis } from './analysis.js';
import { byId, setText, fmtInt, errorText } from './dom.js';
import { setupFunctionView, renderFunctionView } from './view-fn.js';
import { setupTableView, renderTableView, tablePageStart } from './view-table.js';
import { setupPlotView, renderPlotView } from './plot.js';
import { renderBaseView, renderTheoremView } from './view-base.js';
import { setupReprView, renderReprView, expandPowerText } from './view-repr.js';
import { createPlayer } from './play.js';
import { setupPeriodicSection, renderPeriodicSection, startPeriodicSection } from './periodic.js';
import { setupBlockingSection, renderBlockingSection, startBlockingSection, checkBlockingLink } from './blocking.js';
import { checkKnotLink, setupKnotSection, startKnotSection, renderKnotSection } from './knot.js';
import { checkDeleteLink, setupDeleteSection, startDeleteSection, renderDeleteSection } from './delete.js';
import { renderNotices, setupCopyLink } from './view-notice.js';

const typingDelayMs = 250;
// The page's own ceiling for tables (the engine accepts up to 2·10^7; the page keeps g, the
// base and the plot in memory, so it stops at 10^7).
const pageUptoLimit = 10000000;
let analysisTimer = null;

const fnPlayer = createPlayer({
  prefix: '',
  state: () => app.play,
  makeGame: () => newGame(app.settings.f, app.settings.pile, app.settings.max),
  startPile: () => app.settings.pile,
  firstName: 'first',
  onFirstChange: (value) => {
    app.settings.first = value;
    writeSettingsToUrl();
  },
});

function startNewGame() {
  fnPlayer.start();
}

function setupPlayView(actions) {
  byId('play-setup').addEventListener('submit', (e) => {
    e.preventDefault();
    actions.newGameFromInputs();
  });
  byId('pile-input').addEventListener('input', (e) => actions.typePile(e.target.value));
  byId('max-input').addEventListener('input', (e) => actions.typeMax(e.target.value));
  fnPlayer.setup();
}

function runAnalysisNow() {
  clearTimeout(analysisTimer);
  const f = app.settings.f;
  const upto = app.settings.upto;
  const a = app.analysis;
  runIntoSlot(a, { kind: 'fn', f, upto }, {
    onDone: (result) => {
      a.baseSet = sortedMembership(result.base);
      if (app.table.start > result.upto) app.table.start = tablePageStart(result.upto, app.table.pageSize);
    },
    failure: (message) => `Could not compute g for f(x) = ${f} up to ${fmtInt(upto)}: ${message}`,
  });
}

/** {has(n)} over an ascending array, by binary search (the base can have 10^7 members). */
function sortedMembership(sorted) {
  return {
    has(n) {
      let lo = 0;
      let hi = sorted.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] === n) return true;
        if (sorted[mid] < n) lo = mid + 1; else hi = mid - 1;
      }
      return false;
    },
  };
}

function requestAnalysis(delay) {
  clearTimeout(analysisTimer);
  analysisTimer = setTimeout(runAnalysisNow, delay);
}

function updateRepresentation() {
  const r = app.repr;
  const text = expandPowerText(app.typed.n);
  if (text === '') {
    r.error = 'Enter a whole number N ≥ 1.';
    invalidate();
    return;
  }
  try {
    const result = representation(app.settings.f, text);
    r.result = result;
    r.error = null;
    r.key = `${app.settings.f}|${text}`;
    app.settings.n = text;
    writeSettingsToUrl();
  } catch (err) {
    r.error = errorText(err);
  }
  invalidate();
}

function applyPlaySettings() {
  const checked = checkSettingPair(app.typed.pile, app.typed.max);
  if (checked.error) {
    app.play.setupError = checked.error;
    setText(byId('play-setup-error'), checked.error);
    return false;
  }
  app.play.setupError = null;
  setText(byId('play-setup-error'), '');
  app.settings.pile = checked.pile;
  app.settings.max = checked.max;
  writeSettingsToUrl();
  return true;
}

function checkSettingPair(pileText, maxText) {
  const pile = checkSetting('pile', pileText);
  if (pile.error) return { error: `Start pile: ${pile.error}` };
  const max = checkSetting('max', maxText);
  if (max.error) return { error: `First move: ${max.error}` };
  return { pile: Number(pile.value), max: Number(max.value) };
}

const actions = {
  typeF(text) {
    app.typed.f = text;
    app.fCheck = checkF(text);
    if (app.fCheck.ok) {
      app.settings.f = text.trim();
      writeSettingsToUrl();
      requestAnalysis(typingDelayMs);
      updateRepresentation();
      if (!app.play.setupError) startNewGame();
    }
    invalidate();
  },
  chooseF(text) {
    app.typed.f = text;
    byId('f-input').value = text;
    actions.typeF(text);
    runAnalysisNow();
  },
  typeUpto(text) {
    app.typed.upto = text;
    const checked = checkSetting('upto', text);
    if (!checked.error && Number(checked.value) > pageUptoLimit) {
      checked.error = `upto = ${checked.value} is too large for the page: tables stop at 10^7 = 10000000`;
    }
    app.uptoError = checked.error || null;
    if (!checked.error) {
      app.settings.upto = Number(checked.value);
      writeSettingsToUrl();
      requestAnalysis(typingDelayMs * 2);
    }
    invalidate();
  },
  cancelAnalysis() {
    clearTimeout(analysisTimer);
    if (!cancelAnalysis()) return;
    const a = app.analysis;
    if (a.result) {
      a.status = 'done';
      a.note = `Cancelled. Still showing f(x) = ${a.resultFor.f} for N ≤ ${fmtInt(a.result.upto)}.`;
      app.settings.upto = a.result.upto;
      app.typed.upto = String(a.result.upto);
      byId('upto-input').value = app.typed.upto;
      app.uptoError = null;
      writeSettingsToUrl();
    } else {
      a.status = 'idle';
      a.note = 'Cancelled.';
    }
    invalidate();
  },
  tablePage(direction) {
    const result = app.analysis.result;
    if (!result) return;
    const t = app.table;
    t.start = Math.max(1, Math.min(tablePageStart(result.upto, t.pageSize), t.start + direction * t.pageSize));
    t.focusN = null;
    invalidate();
  },
  tableGoto(text) {
    const result = app.analysis.result;
    const n = Number(String(text).replace(/[\s\u202f,_]/g, ''));
    if (!result || !Number.isInteger(n) || n < 1) return;
    const target = Math.min(n, result.upto);
    app.table.start = tablePageStart(target, app.table.pageSize);
    app.table.focusN = target;
    invalidate();
  },
  typeN(text) {
    app.typed.n = text;
    updateRepresentation();
  },
  chooseN(text) {
    app.typed.n = text;
    byId('repr-input').value = text;
    updateRepresentation();
  },
  typePile(text) {
    app.typed.pile = text;
    if (applyPlaySettings()) startNewGame();
  },
  typeMax(text) {
    app.typed.max = text;
    if (applyPlaySettings()) startNewGame();
  },
  newGameFromInputs() {
    if (applyPlaySettings()) startNewGame();
  },
};

function renderResultsFor(a) {
  const caption = byId('results-for');
  if (!caption) return;
  setText(caption, a.result ? `f(x) = ${a.resultFor.f}, N ≤ ${fmtInt(a.result.upto)}` : '');
}

const resultSections = ['theorem-section', 'values-grid', 'base-section'];
let fnStarted = false;

/** The page's sections, by the value of the URL key 'sec': the element holding each (also
 *  its tab's and tagline's data-sec), the document title, and how it starts and redraws. */
const sections = {
  one: {
    name: 'fn', title: 'Nim Lab — one-pile take-away games',
    start: () => startFnSection(), render: (state) => renderFnSection(state),
  },
  periodic: {
    name: 'periodic', title: 'Nim Lab — periodic f(n, x): several games, several bases',
    start: () => startPeriodicSection(), render: (state) => renderPeriodicSection(state),
  },
  blocking: {
    name: 'blocking', title: 'Nim Lab — blocking Nim: the opponent forbids some moves',
    start: () => startBlockingSection(), render: (state) => renderBlockingSection(state),
  },
  knot: {
    name: 'knot', title: 'Nim Lab — Cut The Knot’s single-pile games: Min/Max, take-away, Grundy values',
    start: () => startKnotSection(), render: () => renderKnotSection(),
  },
  delete: {
    name: 'delete', title: 'Nim Lab — single-delete Nim: k piles, the theorems against search',
    start: () => startDeleteSection(), render: () => renderDeleteSection(),
  },
};

/** The URL value of 'sec' that a tab, tagline or section element's data-sec stands for. */
function secOf(name) {
  if (name === 'fn' || name === 'one') return 'one';
  return sections[name] ? name : 'one';
}

let tabsScrolledTo = null;

function renderTabs() {
  const shown = shownSection();
  for (const tab of document.querySelectorAll('.families a[data-sec]')) {
    const sec = secOf(tab.dataset.sec);
    const active = sec === shown;
    tab.classList.toggle('active', active);
    if (active) tab.setAttribute('aria-current', 'page'); else tab.removeAttribute('aria-current');
    const href = sectionLink(sec === 'one' ? app.defaultSec : sec);
    if (tab.getAttribute('href') !== href) tab.setAttribute('href', href);
  }
  // on a phone the tabs scroll sideways: bring the shown one into view (once per section)
  const activeTab = document.querySelector('.families a.active');
  if (activeTab && tabsScrolledTo !== shown) {
    tabsScrolledTo = shown;
    const bar = activeTab.closest('ul');
    if (bar.scrollWidth > bar.clientWidth) bar.scrollLeft = activeTab.offsetLeft - bar.offsetLeft - 16;
  }
  for (const p of document.querySelectorAll('.tagline[data-sec]')) p.hidden = secOf(p.dataset.sec) !== shown;
  for (const [sec, section] of Object.entries(sections)) byId(`sec-${section.name}`).hidden = sec !== shown;
  const { title, name } = sections[shown];
  if (document.title !== title) document.title = title;
  document.body.dataset.section = name;
}

function renderAll(state) {
  renderNotices(state);
  renderTabs();
  sections[shownSection()].render(state);
}

function renderFnSection(state) {
  document.body.dataset.analysis = state.analysis.status;
  // the result sections appear with the first result (the rest of the page works meanwhile)
  for (const id of resultSections) byId(id).hidden = !state.analysis.result;
  renderFunctionView(state);
  renderResultsFor(state.analysis);
  renderTheoremView(state);
  renderTableView(state);
  renderPlotView(state);
  renderBaseView(state);
  renderReprView(state);
  fnPlayer.render();
}

/** Computes what the first section shows (once, when it is first shown). */
function startFnSection() {
  if (fnStarted) return;
  fnStarted = true;
  updateRepresentation();
  startNewGame();
  runAnalysisNow();
}

/** Shows section sec (a key of `sections`; anything else: the first section), without reloading. */
function showSection(sec) {
  const target = secOf(sec);
  app.settings.sec = target === 'one' ? app.defaultSec : target;
  writeSettingsToUrl();
  sections[shownSection()].start();
  invalidate();
}

function setupTabs() {
  for (const tab of document.querySelectorAll('.families a[data-sec]')) {
    tab.addEventListener('click', (e) => {
      if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      showSection(tab.dataset.sec);
    });
  }
}

async function boot() {
  try {
    await ready();
  } catch (err) {
    setText(byId('loading'), `The engine could not be loaded: ${errorText(err)}`);
    byId('loading').classList.add('error');
    return;
  }
  loadSettingsFromUrl();
  app.fCheck = checkF(app.typed.f);
  if (!app.fCheck.ok) {
    addNotice('The move function in the link has an error; f(x) = 2x is used instead:', [app.fCheck.message]);
    app.settings.f = '2x';
    app.typed.f = '2x';
    app.fCheck = checkF('2x');
  }
  if (app.settings.upto > pageUptoLimit) {
    addNotice('The table range in the link is too large for the page:', [
      `upto = ${app.settings.upto}; the page shows tables up to 10^7, so upto = 10000000 is used.`]);
    app.settings.upto = pageUptoLimit;
    app.typed.upto = String(pageUptoLimit);
  }
  checkPeriodicLink();
  checkBlockingLink();
  checkKnotLink();
  checkDeleteLink();
  byId('pile-input').value = app.typed.pile;
  byId('max-input').value = app.typed.max;
  byId('repr-input').value = app.typed.n;

  setupFunctionView(actions);
  setupTableView(actions);
  setupPlotView(invalidate);
  setupReprView(actions);
  setupPlayView(actions);
  setupPeriodicSection();
  setupBlockingSection();
  setupKnotSection();
  setupDeleteSection();
  setupTabs();
  setupCopyLink();

  byId('loading').remove();
  for (const id of ['fn-section', 'repr-section', 'play-section']) {
    byId(id).hidden = false;
  }
  writeSettingsToUrl();
  onRedraw(renderAll);
  if (shownSection() !== 'one') document.body.dataset.analysis = 'idle';
  sections[shownSection()].start();
  document.body.dataset.ready = 'true';
  invalidate();
}

/** The periodic section's values from the link, within the page's limits. */
function checkPeriodicLink() {
  const s = app.settings;
  const p = app.periodic;
  const notes = [];
  if (s.t > 8) {
    notes.push(`t = ${s.t}; the page shows at most 8 games side by side, so t = 2 is used.`);
    s.t = 2;
  }
  if (s.pupto > 1000000) {
    notes.push(`pupto = ${s.pupto}; the periodic tables stop at 10^6, so pupto = 1000000 is used.`);
    s.pupto = 1000000;
  }
  if (s.pgame >= s.t) {
    notes.push(`pgame = ${s.pgame}; with t = ${s.t} the games are G0 … G${s.t - 1}, so G0 is used.`);
    s.pgame = 0;
  }
  const check = checkFn(s.pf, s.t);
  if (!check.ok) {
    const fallback = 'if x == 3 and n % 2 == 1 then 4 else 2x';
    notes.push(`f(n, x) = ${s.pf}: ${check.message}; Example 2 is used instead.`);
    s.pf = fallback;
    s.t = 2;
  }
  if (notes.length) addNotice('Some of the periodic settings in the link could not be used:', notes);
  p.typed = {
    pf: s.pf, t: String(s.t), pupto: String(s.pupto), pgame: String(s.pgame), ppile: String(s.ppile), pmax: String(s.pmax),
  };
}

boot();
