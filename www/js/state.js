// The page's one state object, the redraw-per-frame loop, and the URL
// (read and written only through the engine's parseState / printState).

import { parseState, printState, defaultState } from './engine.js';

export const app = {
  // last good values; these are what the URL holds
  settings: { f: '2x', upto: 1000, n: '100', pile: 20, max: 19, first: 'you' },
  // what is typed in the inputs right now (may be invalid)
  typed: { f: '2x', upto: '1000', n: '100', pile: '20', max: '19' },
  fCheck: null,             // engine.checkF(typed.f)
  uptoError: null,
  notices: [],              // [{id, title, lines: [..]}] dismissible
  analysis: {
    status: 'idle',         // 'idle' | 'running' | 'done' | 'error'
    progress: 0,
    where: 'sync',
    request: null,          // {f, upto} being computed
    result: null,           // last good result (kept while a new one runs)
    resultF: null,
    error: null,
    note: null,
  },
  table: { start: 1, pageSize: 100 },
  repr: { result: null, error: null, key: null },
  play: {
    first: 'you',           // 'you' | 'engine'
    game: null,             // engine Game object
    view: null,             // game.state()
    legal: null,            // game.legal()
    log: [],                // [{who, take, pileBefore, why}]
    hint: null,
    error: null,
    thinking: false,
    lastTake: 0,
    startPile: 20,
  },
  version: 0,               // bumped by every change
};

let redrawQueued = false;
let redrawHandler = () => {};

export function onRedraw(handler) {
  redrawHandler = handler;
}

/** Marks the state changed; the page redraws once, on the next animation frame. */
export function invalidate() {
  app.version++;
  if (redrawQueued) return;
  redrawQueued = true;
  requestAnimationFrame(() => {
    redrawQueued = false;
    redrawHandler(app);
  });
}

let noticeCounter = 0;

export function addNotice(title, lines) {
  app.notices.push({ id: ++noticeCounter, title, lines });
  invalidate();
}

export function dismissNotice(id) {
  app.notices = app.notices.filter((n) => n.id !== id);
  invalidate();
}

function copySettings(parsed) {
  return {
    f: String(parsed.f),
    upto: Number(parsed.upto),
    n: String(parsed.n),
    pile: Number(parsed.pile),
    max: Number(parsed.max),
    first: String(parsed.first || 'you'),
  };
}

/** Reads settings from location.search; errors go to a notice and defaults are used. */
export function loadSettingsFromUrl() {
  const query = location.search.replace(/^\?/, '');
  let parsed;
  try {
    parsed = parseState(query);
  } catch (err) {
    parsed = { state: defaultState(), errors: [{ key: 'url', message: String(err.message || err) }] };
  }
  app.settings = copySettings(parsed.state);
  app.play.first = app.settings.first;
  const errors = parsed.errors || [];
  if (errors.length) {
    addNotice('Some of the link could not be used; defaults were taken instead:',
      errors.map((e) => e.message));
  }
  app.typed = {
    f: app.settings.f,
    upto: String(app.settings.upto),
    n: app.settings.n,
    pile: String(app.settings.pile),
    max: String(app.settings.max),
  };
}

/** The canonical query for the current settings (no '?'). */
export function settingsQuery() {
  const s = app.settings;
  return printState({ f: s.f, upto: s.upto, n: String(s.n), pile: s.pile, max: s.max, first: s.first });
}

/** Puts the settings in the address bar without adding history entries. */
export function writeSettingsToUrl() {
  let query;
  try {
    query = settingsQuery();
  } catch (_) {
    return;
  }
  const url = `${location.pathname}?${query}${location.hash}`;
  if (url !== `${location.pathname}${location.search}${location.hash}`) {
    try { history.replaceState(null, '', url); } catch (_) { /* some file:// pages refuse */ }
  }
}

export function permalink() {
  try {
    const base = location.href.split(/[?#]/)[0];
    return `${base}?${settingsQuery()}`;
  } catch (_) {
    return location.href;
  }
}
