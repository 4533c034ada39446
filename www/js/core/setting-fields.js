// A typed field holding one URL key of a playground section: the engine checks the text through
// the URL vocabulary; a good value becomes the setting, goes into the URL and is passed on; a bad
// one is shown at the field (its message box) while the page keeps the last good value.
// `s` is the section's slice (core/page.js), with `typed` and `errors` by key.

import { app, typeSetting, writeSettingsToUrl, acceptTogether, invalidate } from './page.js';
import { field } from './spec.js';
import { setText, syncInput, describedBy } from './dom.js';

/** Wires input to the URL key: each edit is checked, and a good value is passed to
 *  then(value, delay), delay being the field's typing delay (the engine's spec). */
export function bindSetting(input, s, key, then) {
  const { delay } = field(key);
  input.value = s.typed[key];
  input.addEventListener('input', () => typeSetting(s, key, input.value, (value) => then(value, delay)));
}

/**
 * Fields read together (a game's start pile and first move): fields is [[key, input, name]]; each
 * edit and the form's submit check them all, s.playError is the first message (headed by its
 * field's name), and when there is none they become the settings and then() runs (a new game).
 * Returns that check, for the section to run again.
 */
export function bindTogether(s, form, fields, then) {
  const apply = () => {
    s.playError = acceptTogether(s, fields.map(([key, , name]) => [key, name]));
    if (!s.playError) then();
    invalidate();
  };
  for (const [key, input] of fields) {
    input.value = s.typed[key];
    input.addEventListener('input', () => { s.typed[key] = input.value; apply(); });
  }
  form.addEventListener('submit', (e) => { e.preventDefault(); apply(); });
  return apply;
}

/** Sets URL keys from the page itself (a cancelled run's range, a chosen example, a map's cell):
 *  each value becomes the setting and its field's text, without a message; then the URL. */
export function putSettings(s, values) {
  for (const [key, value] of Object.entries(values)) {
    app.settings[key] = value;
    s.typed[key] = String(value);
    s.errors[key] = null;
  }
  writeSettingsToUrl();
}

/**
 * Shows the typed text and the message of each field: fields is [{key, input, message}];
 * `later` holds messages about a good value that the engine turned down when it was used (shown
 * when the text itself is good); `names` words the URL key at the head of a message as the
 * field's own name ({dmax: 'S'}; '' drops it).
 */
export function renderSettings(s, fields, later = {}, names = {}) {
  for (const { key, input, message: box } of fields) {
    syncInput(input, s.typed[key]);
    let message = s.errors[key] || later[key] || null;
    if (message && key in names) {
      message = message.replace(new RegExp(`^${key}(: | = )`), (_, sep) => (names[key] ? `${names[key]}${sep}` : ''));
    }
    setText(box, message || '');
    describedBy(input, box);
    input.classList.toggle('invalid', !!message);
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
  }
}
