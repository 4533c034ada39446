// The move-function game's views as a course page embeds them (<nim-lab-table>, <nim-lab-base>,
// <nim-lab-plot>, and embed.html?view=…): each mounts its widgets in a host and, given the
// element's checked settings, asks the engine and draws. A view is
//   {name, title, mount(host, {ids, channel, changed}) → {update(settings) → Promise, destroy()}}
// where changed() tells the element its size may have changed. Their words are the section's
// catalogue's (www/js/i18n/move_fn_section/), drawn again in another language.

import '../../i18n/move_fn_section/index.js';
import { l10n, t, onLanguageChange } from '../../core/i18n.js';
import { representation } from './engine.js';
import { runIntoSlot, cancelAnalysis, newSlot } from '../../core/jobs.js';
import { el, setText, fmtInt, errorText, expandPowerText } from '../../core/dom.js';
import { createTable } from '../../widgets/table.js';
import { createPlot } from '../../widgets/plot.js';
import { createProgress } from '../../widgets/fields.js';
import { createRepresentation } from './representation.js';

/** {has(n)} over an ascending array, by binary search (the base can have 10^7 members). */
export function sortedMembership(sorted) {
  return {
    has(n) {
      let lo = 0;
      let hi = sorted.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] === n) return true;
        if (sorted[mid] < n) lo = mid + 1; else hi = mid - 1;
      }
      return false;
    },
  };
}

/** A view that draws g(1..upto) of f: the analysis runs (in a worker when long), then draw();
 *  its title is message `titleId`. */
function sequenceView(name, titleId, build) {
  return {
    name,
    get title() { return t(titleId); },
    mount(host, { ids = '', channel, changed = () => {} }) {
      const slot = newSlot();
      const caption = el('p', { class: 'results-for', id: `${ids}results-for` });
      // the caption takes the progress bar's room when the result comes (views.css: .view-status),
      // so that the drawing below does not move up then
      const status = el('div', { class: 'view-status' }, caption);
      host.append(status);
      const progress = createProgress(status, { ids, labelId: 'mfs-progress-label', onCancel: () => cancelAnalysis(channel) });
      l10n(progress.bar.closest('.progress').querySelector('button'), 'mfs-cancel');
      const draw = build(host, ids);
      let marked = null;
      const show = () => {
        progress.render(slot, (a) => t('mfs-progress', {
          upto: fmtInt(a.request.upto), pct: String(Math.round(a.progress * 100)),
          where: ((a.job && a.job.where) || a.where) === 'worker' ? 'worker' : 'page',
        }));
        if (slot.result) {
          setText(caption, `f(x) = ${slot.resultFor.f}, N ≤ ${fmtInt(slot.result.upto)}`);
          draw(slot, marked);
        }
        changed();
      };
      // each update's promise resolves once the slot is no longer running (an update that asks for
      // the request already running waits for that one: runIntoSlot does not start it again)
      const waiting = [];
      // another language: the progress bar's name and text, and the drawing's words
      const stop = onLanguageChange(() => {
        progress.bar.setAttribute('aria-label', t('mfs-progress-label'));
        show();
      });
      const settle = () => {
        if (slot.status !== 'running') for (const resolve of waiting.splice(0)) resolve();
      };
      return {
        update(settings) {
          return new Promise((resolve) => {
            waiting.push(resolve);
            runIntoSlot(slot, { kind: 'fn', f: settings.f, upto: Number(settings.upto) }, {
              onDone: (result) => { marked = sortedMembership(result.base); },
              failure: (message) => message,
              changed: () => {
                show();
                settle();
              },
            }, channel);
            show();
            settle();
          });
        },
        destroy: () => {
          stop();
          cancelAnalysis(channel);
        },
      };
    },
  };
}

export const tableView = sequenceView('table', 'mfs-view-table', (host, ids) => {
  const table = createTable(host, { ids });
  host.append(el('p', { class: 'legend' }, el('span', { class: 'swatch swatch-base' }), ' ', l10n(el('span'), 'mfs-legend-base')));
  return (slot, marked) => table.render({
    key: slot.resultKey, upto: slot.result.upto, value: (n) => slot.result.g[n - 1], marked: (n) => marked.has(n),
  });
});

export const plotView = sequenceView('plot', 'mfs-view-plot', (host, ids) => {
  const plot = createPlot(host, { ids });
  return (slot, marked) => plot.render({ key: slot.resultKey, upto: slot.result.upto, g: slot.result.g, marked });
});

/** The base and the Zeckendorf-style representation of N, with a field to choose N. */
export const baseView = {
  name: 'base',
  get title() { return t('mfs-view-base'); },
  mount(host, { ids = '', changed = () => {} }) {
    const input = el('input', {
      id: `${ids}repr-input`, class: 'mono small-input', type: 'text', inputmode: 'numeric', autocomplete: 'off',
      'aria-describedby': `${ids}repr-error`,
    });
    const error = el('div', { class: 'field-error', id: `${ids}repr-error`, 'aria-live': 'polite' });
    host.append(el('div', { class: 'control-row' }, el('div', { class: 'field' },
      l10n(el('label', { for: `${ids}repr-input` }), 'mfs-number-label'), input)),
    error);
    const repr = createRepresentation(host, { ids });
    let f = null;
    const draw = () => {
      const text = expandPowerText(input.value);
      try {
        repr.render(representation(f, text));
        setText(error, '');
        input.classList.remove('invalid');
      } catch (err) {
        repr.render(null);
        setText(error, errorText(err));
        input.classList.add('invalid');
      }
      changed();
    };
    input.addEventListener('input', draw);
    return {
      update(settings) {
        f = settings.f;
        input.value = String(settings.n);
        draw();
        return Promise.resolve();
      },
      destroy() {},
    };
  },
};
