// The page's one state object, the redraw-per-frame loop, and the URL
// (read and written only through the engine's parseState / printState).

import { parseState, printState, defaultState } from './engine.js';

export const app = {
  // last good values; these are what the URL holds (the p… keys: the periodic section)
  settings: {
    f: '2x', upto: 1000, n: '100', pile: 20, max: 19, first: 'you',
    sec: 'one', pf: 'if x == 3 and n % 2 == 1 then 4 else 2x', t: 2, pupto: 200, pgame: 0, ppile: 20, pmax: 19,
    bc: '0, 1, 2', bmin: '1, 3, 5', bmax: '3, 6, 10', bupto: 60, bmoves: 4, bpile: 40, bfirst: 'you',
    kpart: 'minmax', kset: '3..5', kupto: 20, kpile: 20, tf: '2x', tupto: 100, tn: '20', tpile: 20,
    gupto: 20, grow: '4, 6, 9', kfirst: 'you',
    dpiles: 4, dmax: 24, dfix: '6', dstart: '5, 6, 9, 12', dfirst: 'you',
  },
  // the section shown when the URL says nothing (engine's default for the key 'sec')
  defaultSec: 'one',
  // what is typed in the inputs right now (may be invalid)
  typed: { f: '2x', upto: '1000', n: '100', pile: '20', max: '19' },
  fCheck: null,             // engine.checkF(typed.f)
  uptoError: null,
  notices: [],              // [{id, title, lines: [..]}] dismissible
  analysis: {
    status: 'idle',         // 'idle' | 'running' | 'done' | 'error'
    progress: 0,
    where: 'sync',
    request: null,          // {kind, f, upto} being computed
    result: null,           // last good result (kept while a new one runs)
    resultFor: null,        // the request that result answers
    resultKey: 0,           // counts results, so views redraw once per result
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
  // the periodic section f(n, x) (seed 001); its settings live in app.settings (p… keys)
  periodic: {
    typed: { pf: '', t: '2', pupto: '200', pgame: '0', ppile: '20', pmax: '19' },
    fCheck: null,           // engine.checkFn(typed.pf, t)
    tError: null,
    uptoError: null,
    analysis: {
      status: 'idle', progress: 0, where: 'sync', request: null, result: null, resultKey: 0,
      error: null, note: null, job: null,
    },
    table: { start: 1, pageSize: 20, focusN: null },
    repr: { game: 0, n: '100', result: null, error: null, key: null },
    play: {
      first: 'you', game: null, view: null, legal: null, whys: [], hint: null, error: null,
      setupError: null, thinking: false, lastTake: 0, startPile: 20, gameId: 0,
    },
  },
  // blocking Nim (seed 002); its settings live in app.settings (b… keys)
  blocking: {
    typed: { bc: '', bmin: '', bmax: '', bupto: '60', bmoves: '4', bpile: '40' },
    checks: { bc: null, bmin: null, bmax: null },   // engine.checkSeq of each typed sequence
    valuesError: null,      // blockingValues' message for the typed sequences (they parse, but …)
    values: null,           // blockingValues of the accepted sequences, i = 1..valuesShown
    uptoError: null,
    movesError: null,
    analysis: {
      status: 'idle', progress: 0, where: 'sync', request: null, result: null, resultKey: 0,
      error: null, note: null, job: null,
    },
    formula: { pile: '15', move: '3', result: null, error: null },
    play: null,             // the blocking player's state (bplay.js)
  },
  // the Cut-the-Knot section (seed 003); its settings live in app.settings (k…, t…, g… keys);
  // knot.js fills in the rest
  knot: {
    typed: {},              // the inputs as typed, by URL key
  },
  // single-delete Nim (seed 004); its settings live in app.settings (d… keys); delete.js fills in the rest
  del: {
    typed: {},              // the inputs as typed, by URL key
  },
  version: 0,               // bumped by every change
};

/** The URL keys of the periodic section, as parseState reports them. */
export const periodicKeys = ['pf', 't', 'pupto', 'pgame', 'ppile', 'pmax'];
/** The URL keys of the blocking section. */
export const blockingKeys = ['bc', 'bmin', 'bmax', 'bupto', 'bmoves', 'bpile', 'bfirst'];
const blockingText = new Set(['bc', 'bmin', 'bmax', 'bfirst']);
/** The URL keys of the Cut-the-Knot section (text keys, then numbers). */
export const knotKeys = ['kpart', 'kset', 'tf', 'tn', 'grow', 'kfirst', 'kupto', 'kpile', 'tupto', 'tpile', 'gupto'];
const knotText = new Set(['kpart', 'kset', 'tf', 'tn', 'grow', 'kfirst']);
/** The URL keys of the single-delete section. */
export const deleteKeys = ['dpiles', 'dmax', 'dfix', 'dstart', 'dfirst'];
const deleteText = new Set(['dfix', 'dstart', 'dfirst']);
/** The keys of sections after the first: text values stay strings, the others are numbers. */
const laterKeys = [...blockingKeys, ...knotKeys, ...deleteKeys];
const textKeys = new Set([...blockingText, ...knotText, ...deleteText]);

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
  const d = app.settings;
  const has = (key) => parsed[key] !== undefined && parsed[key] !== null;
  return {
    f: String(parsed.f),
    upto: Number(parsed.upto),
    n: String(parsed.n),
    pile: Number(parsed.pile),
    max: Number(parsed.max),
    first: String(parsed.first || 'you'),
    sec: has('sec') ? String(parsed.sec) : d.sec,
    pf: has('pf') ? String(parsed.pf) : d.pf,
    t: has('t') ? Number(parsed.t) : d.t,
    pupto: has('pupto') ? Number(parsed.pupto) : d.pupto,
    pgame: has('pgame') ? Number(parsed.pgame) : d.pgame,
    ppile: has('ppile') ? Number(parsed.ppile) : d.ppile,
    pmax: has('pmax') ? Number(parsed.pmax) : d.pmax,
    ...Object.fromEntries(laterKeys.map((key) => [key,
      has(key) ? (textKeys.has(key) ? String(parsed[key]) : Number(parsed[key])) : d[key]])),
  };
}

/** The sections of the page, by their value of the URL key 'sec'. */
export const sectionNames = ['one', 'periodic', 'blocking', 'knot', 'delete'];

/** The section shown: 'one' (f(x)), 'periodic', 'blocking', 'knot' or 'delete'. */
export function shownSection() {
  const sec = app.settings.sec;
  return sectionNames.includes(sec) ? sec : 'one';
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
  try {
    const defaults = defaultState();
    if (defaults && defaults.sec) app.defaultSec = String(defaults.sec);
  } catch (_) { /* keep 'one' */ }
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
  const s = app.settings;
  app.periodic.typed = {
    pf: s.pf, t: String(s.t), pupto: String(s.pupto), pgame: String(s.pgame), ppile: String(s.ppile), pmax: String(s.pmax),
  };
  app.blocking.typed = {
    bc: s.bc, bmin: s.bmin, bmax: s.bmax, bupto: String(s.bupto), bmoves: String(s.bmoves), bpile: String(s.bpile),
  };
  app.knot.typed = Object.fromEntries(knotKeys.map((key) => [key, String(s[key])]));
  app.del.typed = Object.fromEntries(deleteKeys.map((key) => [key, String(s[key])]));
}

/** The canonical query for the current settings (no '?'). */
export function settingsQuery() {
  const s = app.settings;
  return printState({
    f: s.f, upto: s.upto, n: String(s.n), pile: s.pile, max: s.max, first: s.first,
    sec: s.sec, pf: s.pf, t: s.t, pupto: s.pupto, pgame: s.pgame, ppile: s.ppile, pmax: s.pmax,
    ...Object.fromEntries(laterKeys.map((key) => [key, s[key]])),
  });
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

/** The engine's verdict on one URL key's value: {value} or {error}. */
export function checkSetting(key, text) {
  if (String(text).trim() === '') return { error: 'Please enter a whole number.' };
  const parsed = parseState(`${key}=${encodeURIComponent(String(text).trim())}`);
  const err = (parsed.errors || []).find((e) => e.key === key) || (parsed.errors || [])[0];
  if (err) return { error: err.message };
  return { value: parsed.state[key] };
}

/** A link to the page with the current settings, showing section sec. */
export function sectionLink(sec) {
  const saved = app.settings.sec;
  try {
    app.settings.sec = sec;
    return `?${settingsQuery()}`;
  } catch (_) {
    return `?sec=${sec}`;
  } finally {
    app.settings.sec = saved;
  }
}
