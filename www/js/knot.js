// The Cut-the-Knot section (seed 003): three parts behind sub-tabs (URL key kpart) — (a) One
// Pile with Min/Max and subtraction sets (ksub.js), (b) take-away games and Schwenk's H
// (ktake.js), (c) Grundy values of (N, x) and sums (kgrundy.js) — and the move function f that
// (b) and (c) share, typed once and checked live.

import { checkF } from './engine.js';
import { app, invalidate, writeSettingsToUrl, addNotice } from './state.js';
import { byId, el, setText, syncInput } from './dom.js';
import { renderCaretCheck, stillShowing, renderPresetChips, markActiveChips } from './fields.js';
import { K, knotTypingDelayMs } from './kstate.js';
import { initSubtractionPart, setupSubtractionPart, startSubtractionPart, renderSubtractionPart } from './ksub.js';
import { initTakeawayPart, setupTakeawayPart, startTakeawayPart, renderTakeawayPart, takeawayRuleChanged } from './ktake.js';
import { initGrundyPart, setupGrundyPart, startGrundyPart, renderGrundyPart, grundyRuleChanged } from './kgrundy.js';

/** The examples of f: the applet's three games, 3x, three not non-decreasing (all claims hold;
 *  H is not the losing starts; representations are not unique), one below x. */
export const takeawayPresets = [
  { f: 'x', label: 'x', note: 'no more than' },
  { f: '2x - 1', label: '2x − 1', note: 'less than twice' },
  { f: '2x', label: '2x', note: 'Fibonacci nim' },
  { f: '3x', label: '3x', note: '' },
  { f: 'if x == 2 then 1 else 2x', label: '2x, but f(2) = 1', note: 'not non-decreasing' },
  { f: 'if x == 3 then 1 else 2x', label: '2x, but f(3) = 1', note: 'H ≠ losing starts' },
  { f: 'if x % 2 == 0 then x else 3x', label: 'x or 3x', note: 'not unique' },
  { f: 'max(1, x - 1)', label: 'max(1, x − 1)', note: 'f(x) < x' },
];

/** The parts, by the value of kpart: what starts and redraws each. */
const knotParts = {
  minmax: { start: startSubtractionPart, render: renderSubtractionPart, usesF: false },
  takeaway: { start: startTakeawayPart, render: renderTakeawayPart, usesF: true },
  grundy: { start: startGrundyPart, render: renderGrundyPart, usesF: true },
};

function shownPart() {
  return knotParts[app.settings.kpart] ? app.settings.kpart : 'minmax';
}

/** The section's values from the link that the engine's URL check lets through but the page
 *  cannot use (called before setup); then every part's state. */
export function checkKnotLink() {
  const s = app.settings;
  const k = K();
  k.errors = {};
  k.fCheck = checkF(s.tf);
  if (!k.fCheck.ok) {
    addNotice('The take-away move function in the link cannot be used; f(x) = 2x is used instead:',
      [`f(x) = ${s.tf}: ${k.fCheck.message}`]);
    s.tf = '2x';
    k.typed.tf = '2x';
    k.fCheck = checkF('2x');
  }
  initSubtractionPart();
  initTakeawayPart();
  initGrundyPart();
}

function typeTf(text, delay = knotTypingDelayMs) {
  const k = K();
  k.typed.tf = text;
  k.fCheck = checkF(text);
  if (k.fCheck.ok) {
    app.settings.tf = text.trim();
    writeSettingsToUrl();
    takeawayRuleChanged(delay);
    grundyRuleChanged(delay);
  }
  invalidate();
}

function showPart(part) {
  app.settings.kpart = part;
  writeSettingsToUrl();
  knotParts[shownPart()].start();
  invalidate();
}

export function setupKnotSection() {
  const input = byId('tf-input');
  input.value = K().typed.tf;
  input.addEventListener('input', () => typeTf(input.value));
  renderPresetChips(byId('kf-presets'), takeawayPresets,
    (preset) => ({ label: preset.label, note: preset.note, mono: true, title: `f(x) = ${preset.f}`, data: { f: preset.f } }),
    (preset) => {
      input.value = preset.f;
      typeTf(preset.f, 0);
    });
  const tabs = [...document.querySelectorAll('#sec-knot .k-tab')];
  for (const tab of tabs) {
    tab.addEventListener('click', () => showPart(tab.dataset.kpart));
    tab.addEventListener('keydown', (e) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
      if (!step) return;
      const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length];
      next.focus();
      showPart(next.dataset.kpart);
    });
  }
  setupSubtractionPart();
  setupTakeawayPart();
  setupGrundyPart();
}

/** Computes what the shown part needs (each part once, when it is first shown). */
export function startKnotSection() {
  knotParts[shownPart()].start();
}

function renderKnotF() {
  const k = K();
  const input = byId('tf-input');
  syncInput(input, k.typed.tf);
  const check = k.fCheck;
  const bad = check && !check.ok;
  renderCaretCheck(input, byId('tf-message'), check,
    bad ? stillShowing('f(x) = ', el('span', { class: 'mono' }, app.settings.tf)) : null);
  markActiveChips(byId('kf-presets'), (preset) => !bad && preset.f === app.settings.tf);
  setText(byId('tf-info'), check && check.ok
    ? `Read as f(x) = ${check.canonical}${check.monotone ? ' — non-decreasing (proved from its form)' : ' — not provably non-decreasing'}`
    : '');
}

export function renderKnotSection() {
  const part = shownPart();
  document.body.dataset.kpart = part;
  for (const tab of document.querySelectorAll('#sec-knot .k-tab')) {
    const on = tab.dataset.kpart === part;
    tab.setAttribute('aria-selected', on ? 'true' : 'false');
    tab.tabIndex = on ? 0 : -1;
    tab.classList.toggle('active', on);
  }
  for (const name of Object.keys(knotParts)) byId(`kpart-${name}`).hidden = name !== part;
  byId('kf-controls').hidden = !knotParts[part].usesF;
  if (knotParts[part].usesF) renderKnotF();
  knotParts[part].render();
}
