// What the three parts of the Cut-the-Knot section share: their slice of the page state, the
// typed number fields (checked by the engine through the URL vocabulary), who moves first in
// all three games, and the pause after typing.

import { app, writeSettingsToUrl } from './state.js';
import { setupSettingField, renderSettingFields } from './setting-field.js';

export const knotTypingDelayMs = 250;

/** The section's state (app.knot). */
export function K() {
  return app.knot;
}

/** Wires `${key}-input`, a typed field of the section holding the URL key `key` (setting-field.js). */
export function setupKnotSetting(key, then, limit = null) {
  setupSettingField(K(), key, then, limit);
}

/** Shows the typed text and the engine's message of each key's field. */
export function renderKnotSettings(keys) {
  renderSettingFields(K(), keys);
}

const knotFirstListeners = [];

/** fn(value) runs when who moves first changes (each game restarts). */
export function onKnotFirst(fn) {
  knotFirstListeners.push(fn);
}

/** Who moves first in all three games of the section ('you' or 'engine'). */
export function setKnotFirst(value) {
  app.settings.kfirst = value;
  writeSettingsToUrl();
  for (const fn of knotFirstListeners) fn(value);
}
