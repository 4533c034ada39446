// The one vocabulary, read from the engine (src/spec.rs): the playground's URL fields with their
// defaults and limits, and the widgets a course page embeds with their attributes. Nothing here
// re-types a default, a limit or a rule; call after engine.ready().

import { specFields, elementSpec, elementSettings, parseState } from './engine.js';
import { say } from './words.js';

let fields = null;
let elements = null;

/** Every URL field: {key, section, kind, default, min?, max?, choices?, why?}, in key order. */
export function allFields() {
  if (!fields) fields = Array.from(specFields());
  return fields;
}

/** One URL field by key. */
export function field(key) {
  const found = allFields().find((f) => f.key === key);
  if (!found) throw new Error(`no setting '${key}'`);
  return found;
}

/** The URL keys of a section (its `sec`: a family's section, core/registry.js). */
export function sectionKeys(section) {
  return allFields().filter((f) => f.section === section).map((f) => f.key);
}

/** The defaults of every URL key. */
export function defaultSettings() {
  return Object.fromEntries(allFields().map((f) => [f.key, f.default]));
}

/** The engine's verdict on one URL key's text: {value} or {error} (the message names the key;
 *  in the page's language where the engine says it as a message, l10n, and the page has the
 *  errors' catalogue). `context` holds the settings it depends on (the period t for f(n, x) and
 *  the game G_i). */
export function checkSetting(key, text, context = {}) {
  if (String(text).trim() === '') {
    const l10n = { id: 'err-named', args: { name: key, error: { id: 'err-no-value', args: {} } } };
    return { error: say(l10n, `${key}: please enter a value.`) };
  }
  const pairs = [...Object.entries(context), [key, String(text).trim()]];
  const parsed = parseState(pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));
  const err = (parsed.errors || []).find((e) => e.key === key) || (parsed.errors || [])[0];
  if (err) return { error: say(err.l10n, err.message) };
  return { value: parsed.state[key] };
}

/** The widgets: {widgets: [{name, kind, family, section, title, attrs}], common: [...]}. */
export function widgetSpec() {
  if (!elements) elements = elementSpec();
  return elements;
}

/** One widget by name (elementSpec()'s), or null. */
export function widget(name) {
  return widgetSpec().widgets.find((w) => w.name === name) || null;
}

/** The attribute names a widget reads (its own, then the common ones). */
export function widgetAttrs(name) {
  const w = widget(name);
  return [...(w ? w.attrs.map((a) => a.name) : []), ...widgetSpec().common.map((a) => a.name)];
}

/** A widget's attributes checked by the engine: {widget, settings, errors, query, …}. */
export function checkWidget(name, attrs) {
  return elementSettings(name, attrs);
}
