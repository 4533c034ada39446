// The one setting field: a label and an input built from the engine's spec of a URL key
// (specFields: label, kind, limits, typing delay), wired to the key (each edit checked by the
// engine, a good value kept, a bad one shown in the field's message box while the page keeps the
// last good value: core/setting-fields.js). Sections write a placeholder where a field stands:
//   <div class="field field-upto" data-setting="upto" data-describedby="upto-message"></div>
// (data-id: the input's id, `${key}-input` unless given; data-size: big (the default), small or
// plain; data-control="select" for a menu; data-label-id: the label's id) and
// buildSettingFields(root) fills every placeholder; a lesson builds one with
// settingField(key, {label, …}), and a lesson's page writes <input data-setting="bc" id="seq-c">
// for this widget to complete. Nothing here types a label, a limit or a delay: they are the
// engine's (a label worded in the reader's language from the catalogue www/js/i18n/fields/,
// whose English is the engine's table).

import { el } from '../core/dom.js';
import { field } from '../core/spec.js';
import { onLanguageChange, t } from '../core/i18n.js';
import '../i18n/fields/index.js';
// (the words of a section's example chips and play card: the player's catalogue)
import '../i18n/play/index.js';

const sizes = { big: 'mono big-input', small: 'mono small-input', plain: 'mono' };

/** A label with the spec's marks as nodes: `$…$` maths (`_x` a subscript), `[…]` a small note
 *  (given the id `${key}-range`). */
export function labelNodes(text, key) {
  return text.split(/(\$[^$]*\$|\[[^\]]*\])/).filter(Boolean).map((part) => {
    if (part.startsWith('$')) {
      return el('span', { class: 'math' }, part.slice(1, -1).split(/_(.)/).map((bit, i) => (i % 2 ? el('sub', null, bit) : bit)));
    }
    if (part.startsWith('[')) return el('small', { id: `${key}-range` }, part.slice(1, -1));
    return part;
  });
}

/** A field's label in the page's language: its catalogue message (the engine's labelId, with
 *  the field's limits), the engine's English where it has none. */
const specLabel = (spec) => (spec.labelId ? t(spec.labelId, spec.labelArgs) : spec.label);

/** The labels drawn from the engine's spec (label node → key): worded again when the language
 *  changes. */
const spoken = new Map();
onLanguageChange(() => {
  for (const [label, key] of spoken) label.replaceChildren(...labelNodes(specLabel(field(key)), key));
});

/**
 * The input of the URL key `key` as its kind asks (a number: the numeric keyboard; text: no
 * spelling checks, no capitals), made, or completed in place when `input` is given (a lesson's
 * own input keeps its id, class, value and data). Options: id (`${key}-input` by default), size
 * ('big', 'small', 'plain'), describedBy (ids of the message boxes, as aria-describedby), attrs
 * (more attributes: a lesson's placeholder or aria-label), kind (for an input of no URL key,
 * key null: 'number' or 'text').
 */
export function settingInput(key, { input, id, size = 'big', describedBy, attrs, kind = field(key).kind } = {}) {
  const number = kind === 'number';
  const node = input || el('input', { id: id || `${key}-input`, class: sizes[size] });
  const wanted = {
    type: 'text', inputmode: number ? 'numeric' : null, spellcheck: number ? null : 'false',
    autocomplete: 'off', autocapitalize: number ? null : 'off', 'aria-describedby': describedBy, ...attrs,
  };
  for (const [name, value] of Object.entries(wanted)) if (value) node.setAttribute(name, value);
  return node;
}

/**
 * One field of the URL key `key`: {field (a div.field, or `into`), label, input, delay}: the
 * spec's label (or `label`: the lesson's own words, as nodes or marked text; or the label `into`
 * holds already) and the input (settingInput, or a menu when control is 'select'). Options as
 * settingInput's, and: control, labelId (the label's id, for a section that rewords it), into
 * (an element to fill, at its start), className (the made div's extra classes).
 */
export function settingField(key, options = {}) {
  const spec = key ? field(key) : { label: '', delay: 0 };
  const id = options.id || `${key}-input`;
  const input = options.control === 'select'
    ? el('select', { id, class: 'game-select' })
    : settingInput(key, { ...options, id });
  const div = options.into || el('div', { class: ['field', options.className].filter(Boolean).join(' ') });
  let label = div.querySelector(':scope > label');
  if (label) {
    label.setAttribute('for', id);
    label.after(input);
  } else {
    const words = options.label ?? specLabel(spec);
    label = el('label', { for: id, id: options.labelId }, typeof words === 'string' ? labelNodes(words, key) : words);
    if (options.label == null && spec.labelId) spoken.set(label, key);
    div.prepend(label, input);
  }
  return { field: div, label, input, delay: spec.delay };
}

/** Builds every `[data-setting]` placeholder in root (see the top of this file): an element
 *  gets its label and input, an `<input>` is completed in place. A placeholder of an input that
 *  is no URL key (a pile to look at) says data-input="number" and holds its own label.
 *  Returns {key or id: input}. */
export function buildSettingFields(root) {
  const built = {};
  for (const into of root.querySelectorAll('[data-setting], [data-input]')) {
    const d = into.dataset;
    const key = d.setting || null;
    built[key || d.id] = into.tagName === 'INPUT'
      ? settingInput(key, { input: into, kind: d.input })
      : settingField(key, {
        into, id: d.id, size: d.size, describedBy: d.describedby, control: d.control, labelId: d.labelId, kind: d.input,
      }).input;
  }
  return built;
}

/** The wait after a keystroke in the field of `key` before the work it starts (the engine's). */
export function typingDelay(key) {
  return field(key).delay;
}

/**
 * The markup of a game's card: its title ("Play against the engine" unless `title`), `intro`, a
 * form of the setting fields (`fields`: their placeholders' markup, and `buttons` after them),
 * the hidden Start button that makes Enter start a game, the message box
 * (`${ids}play-setup-error` unless `message` names a field's own) and the player's host
 * (`${ids}player-host`); the ids start with `ids`.
 */
export function playSection(ids, fields, options = {}) {
  const { title = 'Play against the engine', intro = '', message = `${ids}play-setup-error`, buttons = '' } = options;
  return `<section id="${ids}play-section" class="card" aria-labelledby="${ids}play-title">
  <h2 id="${ids}play-title">${title}</h2>${intro}
  <form id="${ids}play-setup" class="control-row play-setup">
    ${fields}${buttons}
    <button type="submit" class="btn visually-hidden" tabindex="-1" data-l10n-id="play-start">Start</button>
  </form>
  <div id="${message}" class="field-error" aria-live="polite"></div>
  <div id="${ids}player-host" class="play-area"></div>
</section>`;
}

/** The markup of example chips: a group named `label` whose list (id `id`) renderPresetChips fills. */
export function presetsGroup(label, id, className = 'presets') {
  return `<div class="${className}" role="group" aria-label="${label}">
    <span class="presets-label" data-l10n-id="play-examples">Examples:</span>
    <div id="${id}" class="preset-list"></div>
  </div>`;
}

/**
 * The markup of a rule's controls: a row of the rule's field (`rule`, checked live: its caret
 * message `${rule}-message` and its reading `${rule}-info`) and of `ranges` ([[key, class]]: each
 * with its message `${key}-message`), then the message boxes, the example chips (`presets`:
 * [label, id], see presetsGroup), the reading and the progress host (`progress`: its id, or
 * none). `lead`: {fields, message}, fields before the rule's (their markup) with a message box of
 * their own.
 */
export function ruleControls(rule, { ranges = [], presets, progress, lead } = {}) {
  const range = ranges.map(([key, cls]) => `
    <div class="field ${cls}" data-setting="${key}" data-describedby="${key}-message"></div>`).join('');
  const box = (id, cls) => `
  <div id="${id}" class="${cls}" aria-live="polite"></div>`;
  return `<div class="control-row">${lead ? lead.fields : ''}
    <div class="field field-f" data-setting="${rule}" data-describedby="${rule}-message ${rule}-info"></div>${range}
  </div>${lead ? box(lead.message, 'field-error') : ''}${box(`${rule}-message`, 'f-message')}${ranges.map(([key]) => box(`${key}-message`, 'field-error')).join('')}
  ${presetsGroup(...presets)}
  <div id="${rule}-info" class="f-info"></div>${progress ? `
  <div id="${progress}"></div>` : ''}`;
}
