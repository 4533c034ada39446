// The move-function section: f input with live checking (caret message), examples,
// the table range, and the analysis progress bar with Cancel.

import { byId, el, setText, syncInput, fmtInt } from './dom.js';
import { renderCaretCheck, stillShowing, renderFieldError, renderPresetChips, markActiveChips, renderAnalysisStatus } from './fields.js';

export const fnPresets = [
  { f: '2x', label: '2x', note: 'Fibonacci nim' },
  { f: 'x', label: 'x', note: 'powers of 2' },
  { f: '2x-1', label: '2x − 1', note: '' },
  { f: '3x', label: '3x', note: '' },
  { f: 'x+1', label: 'x + 1', note: '' },
  { f: 'if x % 3 == 0 then x/3 + 1 else 2x', label: 'x/3+1 or 2x', note: 'not monotone' },
  { f: 'if x % 2 == 0 then x/2 else 3x', label: 'x/2 or 3x', note: 'g bounded' },
  { f: 'min(x, 3)', label: 'min(x, 3)', note: 'bounded' },
];

export function setupFunctionView(actions) {
  byId('f-input').addEventListener('input', (e) => actions.typeF(e.target.value));
  byId('upto-input').addEventListener('input', (e) => actions.typeUpto(e.target.value));
  byId('cancel-analysis').addEventListener('click', () => actions.cancelAnalysis());
  renderPresetChips(byId('presets'), fnPresets,
    (preset) => ({ label: preset.label, note: preset.note, mono: true, title: `f(x) = ${preset.f}`, data: { f: preset.f } }),
    (preset) => actions.chooseF(preset.f));
}

export function renderFunctionView(app) {
  const fInput = byId('f-input');
  syncInput(fInput, app.typed.f);
  syncInput(byId('upto-input'), app.typed.upto);

  const check = app.fCheck;
  const bad = check && !check.ok;
  renderCaretCheck(fInput, byId('f-message'), check,
    bad ? stillShowing('f(x) = ', el('span', { class: 'mono' }, app.settings.f)) : null);
  markActiveChips(byId('presets'), (preset) => preset.f === app.settings.f && !bad);

  const info = byId('f-info');
  if (check && check.ok) {
    setText(info, `Read as f(x) = ${check.canonical}${check.monotone ? ' — non-decreasing (proved from its form)' : ' — not provably non-decreasing'}`);
  } else {
    setText(info, '');
  }

  renderFieldError(byId('upto-input'), byId('upto-message'), app.uptoError);
  renderAnalysisStatus('', app.analysis, (a, where) => `Computing g(N) for N ≤ ${fmtInt(a.request.upto)} ${where}: ${Math.round(a.progress * 100)}%`);
}
