// A typed field holding one URL key of a section (its input is `${key}-input`, its message
// `${key}-message`): the engine checks the text through the URL vocabulary; a good value becomes
// the setting, goes into the URL and is passed on; a bad one is shown at the field while the page
// keeps the last good value. `slice` is the section's state, with `typed` and `errors` by key.

import { app, invalidate, writeSettingsToUrl, checkSetting } from './state.js';
import { byId, syncInput } from './dom.js';
import { renderFieldError } from './fields.js';

/** The text typed for `key`: checked, and when good passed to then(value). `limit` is the page's
 *  own ceiling, if any: {max, message(value)}. */
function typeSetting(slice, key, text, then, limit = null) {
  slice.typed[key] = text;
  const checked = checkSetting(key, text);
  if (!checked.error && limit && Number(checked.value) > limit.max) checked.error = limit.message(checked.value);
  slice.errors[key] = checked.error || null;
  if (!checked.error) {
    app.settings[key] = typeof app.settings[key] === 'number' ? Number(checked.value) : String(checked.value);
    writeSettingsToUrl();
    then(app.settings[key]);
  }
  invalidate();
}

/** Wires `${key}-input` to typeSetting. */
export function setupSettingField(slice, key, then, limit = null) {
  const input = byId(`${key}-input`);
  input.value = slice.typed[key];
  input.addEventListener('input', () => typeSetting(slice, key, input.value, then, limit));
}

/** Shows the typed text and the message of each key's field; `later` holds messages about a
 *  good value that the engine turned down when it was used (shown when the text itself is good);
 *  `names` words the URL key at the head of a message as the field's own name ({dmax: 'S'}). */
export function renderSettingFields(slice, keys, later = {}, names = {}) {
  for (const key of keys) {
    const input = byId(`${key}-input`);
    syncInput(input, slice.typed[key]);
    let message = slice.errors[key] || later[key] || null;
    if (message && key in names) {
      message = message.replace(new RegExp(`^${key}(: | = )`), (_, sep) => (names[key] ? `${names[key]}${sep}` : ''));
    }
    renderFieldError(input, byId(`${key}-message`), message);
  }
}
