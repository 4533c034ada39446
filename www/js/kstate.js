// What the three parts of the Cut-the-Knot section share: their slice of the page state, the
// typed number fields (checked by the engine through the URL vocabulary), who moves first in
// all three games, and the pause after typing.

import { app, invalidate, writeSettingsToUrl, checkSetting } from './state.js';
import { byId, syncInput } from './dom.js';
import { renderFieldError } from './fields.js';

export const knotTypingDelayMs = 250;

/** The section's state (app.knot). */
export function K() {
  return app.knot;
}

/**
 * A typed field of the section holding the URL key `key` (its input is `${key}-input`, its
 * message `${key}-message`): the engine checks the text; a good value becomes the setting, goes
 * into the URL and is passed to then(value). `limit` is the page's own ceiling, if any.
 */
export function typeKnotSetting(key, text, then, limit = null) {
  const k = K();
  k.typed[key] = text;
  const checked = checkSetting(key, text);
  if (!checked.error && limit && Number(checked.value) > limit.max) checked.error = limit.message(checked.value);
  k.errors[key] = checked.error || null;
  if (!checked.error) {
    app.settings[key] = typeof app.settings[key] === 'number' ? Number(checked.value) : String(checked.value);
    writeSettingsToUrl();
    then(app.settings[key]);
  }
  invalidate();
}

/** Wires `${key}-input` to typeKnotSetting. */
export function setupKnotSetting(key, then, limit = null) {
  const input = byId(`${key}-input`);
  input.value = K().typed[key];
  input.addEventListener('input', () => typeKnotSetting(key, input.value, then, limit));
}

/** Shows the typed text and the engine's message of each key's field. */
export function renderKnotSettings(keys) {
  const k = K();
  for (const key of keys) {
    const input = byId(`${key}-input`);
    syncInput(input, k.typed[key]);
    renderFieldError(input, byId(`${key}-message`), k.errors[key]);
  }
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
