// The one setting field: a label and an input built from the engine's spec of a URL key
// (specFields: label, kind, limits, typing delay), wired to the key (each edit checked by the
// engine, a good value kept, a bad one shown in the field's message box while the page keeps the
// last good value: core/setting-fields.js). Sections write a placeholder where a field stands:
//   <div class="field field-upto" data-setting="upto" data-describedby="upto-message"></div>
// (data-id: the input's id, `${key}-input` unless given; data-size: big (the default), small or
// plain; data-control="select" for a menu; data-label-id: the label's id) and
// buildSettingFields(root) fills every placeholder; a lesson builds one with
// settingField(key, {label, …}). Nothing here types a label, a limit or a delay: they are the
// engine's.

import { el } from '../core/dom.js';
import { field } from '../core/spec.js';

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

/**
 * One field of the URL key `key`: {field (a div.field, or `into`), label, input, delay}.
 * Options: id (the input's, `${key}-input` by default), size ('big', 'small', 'plain'),
 * describedBy (ids of the message boxes, as aria-describedby), control ('select' for a menu),
 * labelId (the label's id, for a section that rewords it),
 * label (the lesson's own words, as nodes or marked text, instead of the spec's), into (an
 * existing element to fill, at its start), className (the div's extra classes).
 */
export function settingField(key, options = {}) {
  const spec = field(key);
  const id = options.id || `${key}-input`;
  const number = spec.kind === 'number';
  const input = options.control === 'select'
    ? el('select', { id, class: 'game-select' })
    : el('input', {
      id, class: sizes[options.size || 'big'], type: 'text', inputmode: number ? 'numeric' : null,
      spellcheck: number ? null : 'false', autocomplete: 'off', autocapitalize: number ? null : 'off',
      'aria-describedby': options.describedBy || null,
    });
  const words = options.label ?? spec.label;
  const label = el('label', { for: id, id: options.labelId }, typeof words === 'string' ? labelNodes(words, key) : words);
  const div = options.into || el('div', { class: ['field', options.className].filter(Boolean).join(' ') });
  div.prepend(label, input);
  return { field: div, label, input, delay: spec.delay };
}

/** Fills every `[data-setting]` placeholder in root (see the top of this file); returns
 *  {key: {input, label, delay}} (a key shown twice: the last). */
export function buildSettingFields(root) {
  const built = {};
  for (const into of root.querySelectorAll('[data-setting]')) {
    const d = into.dataset;
    built[d.setting] = settingField(d.setting, {
      into, id: d.id, size: d.size, describedBy: d.describedby, control: d.control, labelId: d.labelId,
    });
  }
  return built;
}

/** The wait after a keystroke in the field of `key` before the work it starts (the engine's). */
export function typingDelay(key) {
  return field(key).delay;
}
