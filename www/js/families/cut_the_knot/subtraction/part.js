// Cut-the-Knot, part (a): One Pile with Min/Max and any subtraction set (Bogomolny 2002). The
// Min/Max inputs and the set field (checked live by the engine's checkSet), the examples, the
// Grundy table in the applet's layout, the paper's rule and the closed form with their checks,
// the period, G(n) for any n, and a game against the engine. Every value and verdict comes from
// the engine. URL keys: kset, kupto, kpile (and kfirst, shared by the section's games).

import { checkSet, subtractionGrundyAt } from '../engine.js';
import { app, invalidate, writeSettingsToUrl, levelOptions } from '../../../core/page.js';
import { el, fill, fromHtml, part, setText, syncInput, fmtInt, errorText, expandPowerText, focusedIn, describedBy } from '../../../core/dom.js';
import { bindSetting, renderSettings, putSettings } from '../../../core/setting-fields.js';
import { buildSettingFields, typingDelay, playSection, ruleControls } from '../../../widgets/setting-field.js';
import { createProgress, renderCaretCheck, stillShowing, markInvalid, renderFieldError, renderPresetChips, markActiveChips } from '../../../widgets/fields.js';
import { createValueStrip } from '../../../widgets/strip.js';
import { createPlayer } from '../../../widgets/player.js';
import { subtractionGame } from '../games.js';
import { createSubtractionVerdicts } from './verdicts.js';
import { createPartAnalysis } from '../part-analysis.js';
import { examples, tryChips } from '../../../widgets/example-chips.js';
import { sets } from '../examples.js';
import { localizePresets, localizePlay, localizeNotes } from '../rule-field.js';
import { l10n, localize, t, language } from '../../../core/i18n.js';
import { say } from '../../../core/words.js';
// (G(n) beyond the search: the engine's refusal says why in the analysis' words, "no period found")
import '../../../i18n/cut_the_knot_analysis/index.js';

/** The examples: the applet's Min 3, Max 5 first. */
export const subtractionPresets = examples([sets.applet, 'the applet'], [sets.oneToThree, 'take 1–3'], [sets.oneThreeFour],
  [sets.twoFiveSix], [sets.oneTwo], [sets.threeFourNine], [sets.oneFourToSix]);

// Min and Max: a set of one range typed as its ends (no URL key: the set is kset)
const minMaxFields = ['min', 'max'].map((end) => `
    <div class="field field-minmax" data-input="number" data-id="k${end}-input" data-describedby="kminmax-message"><label><span class="math">${end[0].toUpperCase()}${end.slice(1)}</span></label></div>`).join('');

const markup = `
<section id="ks-controls" class="card controls" aria-labelledby="ks-title">
  <h2 id="ks-title" data-l10n-id="cks-s-title"></h2>
  <div class="section-intro">
    <p data-l10n-id="cks-s-intro-rules"></p>
    <p data-l10n-id="cks-s-intro-typing"></p>
  </div>
  ${ruleControls('kset', {
    lead: { fields: minMaxFields, message: 'kminmax-message' },
    ranges: [['kupto', 'field-upto']], presets: ['Example subtraction sets', 'ks-presets'], progress: 'ks-progress-host',
  })}
</section>

<section id="ks-table-section" class="card" aria-labelledby="ks-table-title" hidden>
  <h2 id="ks-table-title" data-l10n-id="cks-s-table-title"></h2>
  <p class="results-for"><span data-l10n-id="cks-results-for"></span> <span id="ks-results-for" class="mono" dir="ltr"></span></p>
  <div id="ks-table" class="k-strip"></div>
  <p class="legend"><span class="swatch swatch-p"></span> <span data-l10n-id="cks-s-legend"></span></p>
  <p id="ks-ppositions" class="k-plist"></p>
</section>

<section id="ks-verdicts" class="card theorems" aria-labelledby="ks-verdicts-title" aria-live="polite" hidden>
  <h2 id="ks-verdicts-title" data-l10n-id="cks-s-verdicts-title"></h2>
  <div id="ks-verdicts-body"></div>
  <div class="k-at">
    <h3 data-l10n-id="cks-s-at-title"></h3>
    <div class="control-row">
      <div class="field field-n" data-input="number" data-id="ks-at-input" data-describedby="ks-at-error"><label data-l10n-id="cks-s-at-label"></label></div>
      <div class="repr-quick" role="group" data-l10n-id="cks-s-at-quick" id="ks-at-quick"></div>
    </div>
    <div id="ks-at-error" class="field-error" aria-live="polite"></div>
    <p id="ks-at-answer" class="k-at-answer" aria-live="polite"></p>
  </div>
</section>

${playSection('ks-', `<div class="field" data-setting="kpile" data-size="small" data-describedby="kpile-message"></div>`, { message: 'kpile-message' })}`;

/** "Read as {3, 4, 5} — one range: Min 3, Max 5". */
function setInfo(check) {
  const members = Array.from(check.set || []);
  const shown = members.length > 30 ? `${members.slice(0, 30).join(', ')}, … (${t('cks-s-takes', { n: members.length })})` : members.join(', ');
  const mm = check.minmax;
  return mm ? t('cks-s-read-range', { set: `{${shown}}`, min: mm.min, max: mm.max }) : t('cks-s-read', { set: `{${shown}}` });
}

/** A chip's label: "Min 3, Max 5" in the language shown for one range, else the set as written. */
function chipLabel(preset) {
  const range = /^(\d+)\.\.(\d+)$/.exec(preset.set);
  return range ? l10n(el('span'), 'cks-s-chip-minmax', { min: range[1], max: range[2] }) : el('span', { translate: 'no' }, preset.label);
}

/** Min and Max as the set says (blank when the set is not one range). */
function minMaxOf(check) {
  const mm = check && check.ok ? check.minmax : null;
  return mm ? { min: String(mm.min), max: String(mm.max) } : { min: '', max: '' };
}

/**
 * Builds part (a) into host. ctx: {s (the section's slice), onFirstChange(first)}.
 * Returns {start, render, setFirst, share}.
 */
export function mountSubtraction(host, ctx) {
  host.append(fromHtml(markup));
  buildSettingFields(host);
  const $ = (id) => part(host, id);
  localizePresets($('ks-presets'), 'cks-s-presets');
  localizePlay(host, 'ks-');
  localize(host);
  const s = ctx.s;
  const sub = {
    check: checkSet(s.typed.kset),
    typedMinMax: { min: '', max: '' },
    minmaxError: null,
    at: { text: '1000000000000000000', n: null, value: null, error: null },
  };
  sub.typedMinMax = minMaxOf(sub.check);
  let started = false;
  let strip = null;

  const analysis = createPartAnalysis({
    channel: 'subtraction',
    request: () => ({ kind: 'subtraction', set: app.settings.kset, upto: app.settings.kupto }),
    failure: (message, r) => t('cks-s-failure', { set: `{${r.set}}`, upto: Number(r.upto), message }),
    onDone: () => strip?.reset(),
    changed: invalidate,
    restore: (slot) => {
      const upto = slot.result.upto;
      putSettings(s, { kupto: upto });
      return t('cks-s-kept', { set: `{${slot.result.canonical}}`, upto: Number(upto) });
    },
  });
  const progress = createProgress($('ks-progress-host'), { ids: 'ks-', labelId: 'cks-s-progress-label', onCancel: analysis.cancel });
  strip = createValueStrip($('ks-table'), invalidate);
  const verdicts = createSubtractionVerdicts($('ks-verdicts-body'));
  const player = createPlayer($('ks-player-host'), {
    ...levelOptions(),
    kind: subtractionGame,
    ids: 'ks-',
    settings: () => ({ set: app.settings.kset, pile: app.settings.kpile }),
    first: app.settings.kfirst,
    firstName: 'kfirst-s',
    onFirstChange: ctx.onFirstChange,
  });
  const restartGame = () => { if (started) player.restart(); };

  // --- the set, Min and Max -------------------------------------------------------------------

  /** The typed set is good: everything follows it. */
  function acceptSet(check, delay) {
    app.settings.kset = check.canonical;
    sub.minmaxError = null;
    writeSettingsToUrl();
    if (!started) return;
    analysis.later(delay);
    updateGrundyAt(sub);
    player.restart();
  }

  function typeSet(text, delay = typingDelay('kset')) {
    s.typed.kset = text;
    sub.check = checkSet(text);
    if (sub.check.ok) acceptSet(sub.check, delay);
    invalidate();
  }

  // (Min and Max typed: typeMinMax; G(n) for any n: updateGrundyAt; the drawing: renderControls,
  // renderTable, renderGrundyAt — module functions below)

  // --- wiring ---------------------------------------------------------------------------------

  const setInput = $('kset-input');
  setInput.value = s.typed.kset;
  setInput.addEventListener('input', () => typeSet(setInput.value));
  for (const which of ['min', 'max']) {
    const input = $(`k${which}-input`);
    input.value = sub.typedMinMax[which];
    input.addEventListener('input', () => typeMinMax(sub, s, which, input.value, acceptSet));
  }
  for (const preset of subtractionPresets) preset.canonical = checkSet(preset.set).canonical;
  renderPresetChips($('ks-presets'), subtractionPresets,
    (preset) => ({ label: chipLabel(preset), note: preset.note, data: { set: preset.set } }),
    (preset) => {
      setInput.value = preset.set;
      typeSet(preset.set, 0);
    });
  // (each chip's title, "the set 3..5", in the language shown)
  for (const button of $('ks-presets').querySelectorAll('.preset[data-set]')) l10n(button, 'cks-s-chip', { set: button.dataset.set });
  localizeNotes($('ks-presets'));
  bindSetting($('kupto-input'), s, 'kupto', (_, delay) => { if (started) analysis.later(delay); });
  bindSetting($('kpile-input'), s, 'kpile', restartGame);
  $('ks-play-setup').addEventListener('submit', (e) => {
    e.preventDefault();
    restartGame();
  });
  const atInput = $('ks-at-input');
  atInput.value = sub.at.text;
  atInput.addEventListener('input', () => {
    sub.at.text = atInput.value;
    updateGrundyAt(sub);
  });
  const quick = $('ks-at-quick');
  tryChips(quick, ['100', '10^6', '10^18', '2^64 - 1'], (value) => {
    atInput.value = value;
    sub.at.text = value;
    updateGrundyAt(sub);
  });
  const settingFields = ['kupto', 'kpile'].map((key) => ({ key, input: $(`${key}-input`), message: $(`${key}-message`) }));
  // the parts the drawing functions below draw into
  const views = { $, s, sub, setInput, atInput, progress, strip, settingFields };

  // --- drawing --------------------------------------------------------------------------------

  function render() {
    const a = analysis.slot;
    document.body.dataset.subtraction = a.status;
    $('ks-table-section').hidden = !a.result;
    $('ks-verdicts').hidden = !a.result;
    renderControls(views, a);
    renderTable(views, a);
    verdicts.render(a);
    renderGrundyAt(views);
    player.render();
  }

  /** Computes what the part shows (once, when it is first shown). */
  function start() {
    if (started) return;
    started = true;
    updateGrundyAt(sub);
    player.setFirst(app.settings.kfirst);
    analysis.run();
  }

  function setFirst(first) {
    if (started) player.setFirst(first);
  }

  return { start, render, setFirst, share };
}

/** Min or Max typed: the set becomes the range Min..Max (the engine checks it). */
function typeMinMax(sub, s, which, text, acceptSet) {
  sub.typedMinMax[which] = text;
  const { min, max } = sub.typedMinMax;
  const bad = [['Min', min], ['Max', max]].find(([, value]) => !/^\s*\d+\s*$/.test(value));
  if (bad) {
    sub.minmaxError = t('cks-s-whole-number', { end: bad[0] });
  } else {
    const check = checkSet(`${min.trim()}..${max.trim()}`);
    sub.minmaxError = check.ok ? null : t('cks-s-minmax-error', { min: min.trim(), max: max.trim(), error: say(check.l10n, check.message) });
    if (check.ok) {
      s.typed.kset = check.canonical;
      sub.check = check;
      acceptSet(check, typingDelay('kset'));
    }
  }
  invalidate();
}

/** G(n) of the n typed (sub.at), from the engine. */
function updateGrundyAt(sub) {
  const at = sub.at;
  const text = expandPowerText(at.text);
  if (!/^\d+$/.test(text)) {
    Object.assign(at, { n: null, value: null, error: t('cks-s-at-error') });
  } else {
    try {
      Object.assign(at, { n: text, value: subtractionGrundyAt(app.settings.kset, text), error: null });
    } catch (err) {
      Object.assign(at, { n: null, value: null, error: errorText(err) });
    }
  }
  invalidate();
}

/** The set's field, Min and Max, the settings and the progress (w: the part's views, built by
 *  mountSubtraction). */
function renderControls(w, a) {
  const { $, s, sub, setInput, progress, settingFields } = w;
  const check = sub.check;
  const bad = check && !check.ok;
  syncInput(setInput, s.typed.kset);
  renderCaretCheck(setInput, $('kset-message'), check,
    bad ? stillShowing(`${t('cks-s-still')} `, el('span', { class: 'mono' }, `{${app.settings.kset}}`)) : null);
  // Min and Max follow the set while it is one range; what is typed in them stays while typing
  const mm = minMaxOf(app.settings.kset === (check && check.canonical) ? check : checkSet(app.settings.kset));
  for (const which of ['min', 'max']) {
    const box = $(`k${which}-input`);
    if (focusedIn(box) !== box && !sub.minmaxError) sub.typedMinMax[which] = mm[which];
    syncInput(box, sub.typedMinMax[which]);
    box.placeholder = mm[which] === '' ? '—' : '';
    describedBy(box, $('kminmax-message'));
    markInvalid(box, !!sub.minmaxError);
  }
  setText($('kminmax-message'), sub.minmaxError || '');
  markActiveChips($('ks-presets'), (preset) => !bad && preset.canonical === app.settings.kset);
  setText($('kset-info'), check && check.ok ? setInfo(check) : '');
  renderSettings(s, settingFields);
  progress.render(a, (slot, where) => t('cks-s-progress', { upto: fmtInt(slot.request.upto), where: where === 'in the background' ? 'worker' : 'page' }));
}

function renderTable(w, a) {
  const { $, strip } = w;
  const r = a.result;
  setText($('ks-results-for'), r ? `{${r.canonical}}, S = 0 … ${fmtInt(r.upto)}` : '');
  if (!r) return;
  strip.render({
    key: a.resultKey, from: 0, to: r.upto, value: (i) => r.grundy[i],
    top: t('cks-s-strip-top'), bottom: t('cks-s-strip-bottom'), marked: (i, v) => v === 0,
    title: (i, v) => (v === 0 ? t('cks-s-strip-p', { g: `G(${i}) = ${v}` }) : `G(${i}) = ${v}`),
    // lines a multiple of the period (once G is periodic from the start): equal G in a column
    period: r.period && r.period.found && r.period.preperiod === 0 ? r.period.period : null,
  });
  const p = Array.from(r.pPositions || []);
  const shown = p.slice(0, 40).map(fmtInt).join(', ');
  setText($('ks-ppositions'), t('cks-s-ppositions', { upto: Number(r.upto), count: p.length, list: `${shown}${p.length > 40 ? ', …' : ''}` }));
}

function renderGrundyAt(w) {
  const { $, sub, atInput } = w;
  const at = sub.at;
  syncInput(atInput, at.text);
  renderFieldError(atInput, $('ks-at-error'), at.error);
  const box = $('ks-at-answer');
  const key = at.n === null ? '' : `${app.settings.kset}|${at.n}|${at.value}|${language()}`;
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  if (at.n === null) {
    fill(box);
    return;
  }
  fill(box, 'G(', el('span', { class: 'mono' }, fmtInt(at.n)), ') = ', el('strong', { id: 'ks-at-value' }, fmtInt(at.value)),
    ` ${t(at.value === 0 ? 'cks-s-at-loses' : 'cks-s-at-wins')}`);
}

function share() {
  const { kset, kpile, kfirst } = app.settings;
  return [{ label: t('cks-share-game'), widget: 'subtraction', attrs: { set: kset, pile: kpile, first: kfirst } }];
}
