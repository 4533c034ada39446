// The pieces every control card shares: a typed field checked live by the engine (input marked,
// the engine's caret under the column and its message), a field's one-line error, the example
// chips, and the progress bar / note of a long computation (a widget with its own DOM).

import { el, fill, setText, describedBy } from '../core/dom.js';
import { say } from '../core/words.js';
import { l10n, onLanguageChange, t } from '../core/i18n.js';
import { parts } from './play-words.js';
// (a field words the engine's refusal of its value at once: the errors' catalogue comes with it)
import '../i18n/errors/index.js';

/** Marks an input as invalid (red, aria-invalid) or not. */
export function markInvalid(input, bad) {
  input.classList.toggle('invalid', !!bad);
  input.setAttribute('aria-invalid', bad ? 'true' : 'false');
}

/**
 * A field with a one-line error next to it (a range, a pile): the message, or nothing. The one
 * way a field says what is wrong: the engine's words in messageBox, linked to the input by
 * aria-describedby, and the input marked.
 */
export function renderFieldError(input, messageBox, error) {
  setText(messageBox, error || '');
  describedBy(input, messageBox);
  markInvalid(input, !!error);
}

/**
 * A typed field checked live by the engine: `check` is {ok: true, …} or {ok: false, message, l10n,
 * caret}. When bad, the box shows the caret line, the message (l10n in the page's language, the
 * English message without) and `keep` (a node saying what the results still show, or null); it is
 * redrawn only when one of them changes.
 */
export function renderCaretCheck(input, box, check, keep = null) {
  const bad = !!check && !check.ok;
  describedBy(input, box);
  markInvalid(input, bad);
  const said = bad ? say(check.l10n, check.message) : '';
  const key = bad ? `${said}\n${check.caret}\n${keep ? keep.textContent : ''}` : '';
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  if (bad) {
    fill(box,
      check.caret ? el('pre', { class: 'caret', 'aria-hidden': 'true' }, check.caret) : null,
      el('p', { class: 'caret-message' }, said),
      keep);
    box.classList.add('shown');
  } else {
    box.replaceChildren();
    box.classList.remove('shown');
  }
}

/** "The results below are still those for <what>." under a bad field (`what`: the setting in use,
 *  maths as written, kept left to right in a right-to-left page). */
export function stillShowing(...what) {
  return el('p', { class: 'caret-keep' }, ...parts('play-still-showing', { what: el('bdi', { dir: 'ltr' }, ...what) }));
}

const chipPresets = new WeakMap();

/**
 * Example chips: one button per preset, `{label, note, title, mono, data: {key: value}}` from
 * `describe(preset)`; clicking calls choose(preset).
 */
export function renderPresetChips(list, presets, describe, choose) {
  for (const preset of presets) {
    const d = describe(preset);
    const data = Object.fromEntries(Object.entries(d.data || {}).map(([key, value]) => [`data-${key}`, value]));
    const button = el('button', { type: 'button', class: 'preset', title: d.title, ...data, onclick: () => choose(preset) },
      el('span', { class: d.mono ? 'mono' : null }, d.label), d.note ? el('small', null, d.note) : null);
    chipPresets.set(button, preset);
    list.append(button);
  }
}

/** Highlights the chips whose preset is the one in use; returns that preset (or null). */
export function markActiveChips(list, isActive) {
  let active = null;
  for (const button of list.children) {
    const preset = chipPresets.get(button);
    const on = !!preset && isActive(preset);
    button.classList.toggle('active', on);
    if (on && !active) active = preset;
  }
  return active;
}

/**
 * The progress bar, Cancel button and note of a long computation, built in host. label names the
 * bar for screen readers; onCancel is called by Cancel. ids: prefix of the ids inside
 * (`${ids}progress`, `${ids}progress-bar`, `${ids}progress-text`, `${ids}cancel-analysis`,
 * `${ids}analysis-note`). Returns {render(slot, text, errorElsewhere)}: slot is a jobs.js slot;
 * text(slot, where) words the progress line; the note shows slot.note, or slot.error unless
 * errorElsewhere (the section shows its errors next to the inputs).
 */
export function createProgress(host, { ids = '', labelId, onCancel }) {
  const bar = el('div', {
    class: 'progress-bar', id: `${ids}progress-bar`, role: 'progressbar', 'aria-label': t(labelId),
    'aria-valuemin': '0', 'aria-valuemax': '100', 'aria-valuenow': '0',
  });
  // (its name again when the language changes or its catalogue arrives: a section is often built
  // before its words are in, and kept its English name for good)
  onLanguageChange(() => bar.setAttribute('aria-label', t(labelId)));
  const text = el('span', { class: 'progress-text', id: `${ids}progress-text` });
  const box = el('div', { class: 'progress', id: `${ids}progress`, hidden: true },
    el('div', { class: 'progress-track' }, bar), text,
    l10n(el('button', { type: 'button', class: 'btn btn-small', id: `${ids}cancel-analysis`, onclick: () => onCancel() }), 'play-cancel'));
  const note = el('div', { class: 'analysis-note', id: `${ids}analysis-note`, 'aria-live': 'polite' });
  host.append(box, note);

  function render(a, words, errorElsewhere = false) {
    const running = a.status === 'running';
    box.hidden = !running;
    if (running) {
      if (!bar.classList.contains('progress-busy')) {
        const pct = Math.round(a.progress * 100);
        bar.style.width = `${Math.max(2, pct)}%`;
        bar.setAttribute('aria-valuenow', String(pct));
      }
      // the job knows where it runs as soon as it starts (the slot only at its first progress)
      const where = (a.job && a.job.where) || a.where;
      setText(text, words(a, where === 'worker' ? 'in the background' : 'on this page'));
    }
    const failed = a.status === 'error';
    setText(note, failed ? (errorElsewhere ? '' : a.error) : (a.note || ''));
    note.classList.toggle('error', failed && !errorElsewhere);
  }

  return { render, bar };
}
