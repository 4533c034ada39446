// The playground's one state object, its redraw-per-frame loop, its notices and its URL (read
// and written only through the engine's parseState / printState). Only the playground's shell
// and sections use this module: widgets and elements never touch the page's state or URL.
//
// app.settings holds every URL key (defaults from the engine's spec); app.sections[sec] is each
// section's slice, all of one shape: {typed: {key: text as typed}, errors: {key: message}, …}
// plus what the section keeps of its own.

import { parseState, printState } from './engine.js';
import { defaultSettings, sectionKeys, checkSetting } from './spec.js';
import { linkPairs, linkQuery, repeatedKeys, quoted } from './link.js';

export const app = {
  settings: {},             // last good value of every URL key
  defaults: {},             // the engine's defaults
  sections: {},             // by section: {typed, errors, …}
  notices: [],              // [{id, title, lines}], dismissible
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
  app.notices = [...app.notices, { id: ++noticeCounter, title, lines }];
  invalidate();
}

export function dismissNotice(id) {
  app.notices = app.notices.filter((n) => n.id !== id);
  invalidate();
}

/** A section's slice, made on first use with the typed text of its URL keys. */
export function slice(sec) {
  if (!app.sections[sec]) {
    const keys = sectionKeys(sec);
    app.sections[sec] = {
      typed: Object.fromEntries(keys.map((key) => [key, String(app.settings[key])])),
      errors: {},
    };
  }
  return app.sections[sec];
}

/** Reads the settings from location.search; what the engine refuses, and a key given more than
 *  once, go to a notice (one line per key, the key in the line's data-key). */
export function loadSettingsFromUrl() {
  app.defaults = defaultSettings();
  let parsed;
  try {
    parsed = parseState(linkQuery());
  } catch (err) {
    parsed = { state: app.defaults, errors: [{ key: 'url', message: String(err.message || err) }] };
  }
  app.settings = { ...app.defaults, ...parsed.state };
  app.sections = {};
  const lines = (parsed.errors || []).map((e) => ({ key: e.key, text: e.message, message: e.l10n }));
  for (const [key, count] of repeatedKeys(linkPairs())) {
    if (!Object.hasOwn(app.defaults, key)) continue; // an unknown key: the engine's line says so
    lines.push({ key, l10n: 'link-repeated', args: { key, count, value: quoted(app.settings[key]) }, text: `${key} is given ${count} times in the link; the value used is ${quoted(app.settings[key])}.` });
  }
  const unique = lines.filter((line, i) => lines.findIndex((l) => l.key === line.key && l.text === line.text) === i);
  if (unique.length) addNotice({ l10n: 'link-unusable' }, unique);
}

/** The canonical query for the current settings (no '?'). */
export function settingsQuery(settings = app.settings) {
  return printState(settings);
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

/** The address of the playground with the current settings. */
export function permalink() {
  try {
    return `${location.href.split(/[?#]/)[0]}?${settingsQuery()}`;
  } catch (_) {
    return location.href;
  }
}

/** A link to the page with the current settings, showing section sec. */
export function sectionLink(sec) {
  try {
    return `?${settingsQuery({ ...app.settings, sec })}`;
  } catch (_) {
    return `?sec=${sec}`;
  }
}

/** The text typed for a URL key: checked by the engine; a good value becomes the setting, goes
 *  into the URL and is passed to then(value); a bad one is kept as the field's message. */
export function typeSetting(s, key, text, then = () => {}) {
  s.typed[key] = text;
  const checked = checkSetting(key, text, key === 't' ? {} : { t: app.settings.t });
  s.errors[key] = checked.error || null;
  if (!checked.error) {
    app.settings[key] = checked.value;
    writeSettingsToUrl();
    then(checked.value);
  }
  invalidate();
  return !checked.error;
}

/** Several URL keys typed together (a game's start pile and first move): each is checked by the
 *  engine in turn; when all are good they become the settings and go into the URL. fields:
 *  [[key, label]]; returns null, or the first message led by its field's label. */
export function acceptTogether(s, fields) {
  const values = {};
  for (const [key, label] of fields) {
    const checked = checkSetting(key, s.typed[key], { t: app.settings.t });
    if (checked.error) return `${label}: ${checked.error}`;
    values[key] = checked.value;
  }
  Object.assign(app.settings, values);
  writeSettingsToUrl();
  return null;
}

/** The options of a section's player that follow the page's engine strength (URL key level). */
export function levelOptions() {
  return {
    level: app.settings.level,
    onLevelChange: (level) => {
      app.settings.level = level;
      writeSettingsToUrl();
    },
  };
}

export { checkSetting };
