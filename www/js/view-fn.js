// The move-function section: f input with live checking (caret message), examples,
// the table range, and the analysis progress bar with Cancel.

import { byId, el, fill, setText, syncInput, fmtInt } from './dom.js';

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

let fnLastMessageKey = null;

export function setupFunctionView(actions) {
  byId('f-input').addEventListener('input', (e) => actions.typeF(e.target.value));
  byId('upto-input').addEventListener('input', (e) => actions.typeUpto(e.target.value));
  byId('cancel-analysis').addEventListener('click', () => actions.cancelAnalysis());
  const list = byId('presets');
  for (const preset of fnPresets) {
    list.append(el('button', {
      type: 'button', class: 'preset', 'data-f': preset.f,
      title: `f(x) = ${preset.f}`,
      onclick: () => actions.chooseF(preset.f),
    }, el('span', { class: 'mono' }, preset.label), preset.note ? el('small', null, preset.note) : null));
  }
}

export function renderFunctionView(app) {
  const fInput = byId('f-input');
  syncInput(fInput, app.typed.f);
  syncInput(byId('upto-input'), app.typed.upto);

  const check = app.fCheck;
  const bad = check && !check.ok;
  fInput.setAttribute('aria-invalid', bad ? 'true' : 'false');
  fInput.classList.toggle('invalid', !!bad);

  const msgBox = byId('f-message');
  const messageKey = bad ? `${check.message}\n${check.caret}` : '';
  if (messageKey !== fnLastMessageKey) {
    fnLastMessageKey = messageKey;
    if (bad) {
      fill(msgBox,
        el('pre', { class: 'caret', 'aria-hidden': 'true' }, check.caret),
        el('p', { class: 'caret-message' }, check.message),
        el('p', { class: 'caret-keep' }, 'The results below are still those for f(x) = ', el('span', { class: 'mono' }, app.settings.f), '.'));
      msgBox.classList.add('shown');
    } else {
      msgBox.replaceChildren();
      msgBox.classList.remove('shown');
    }
  }

  for (const button of byId('presets').children) {
    button.classList.toggle('active', button.dataset.f === app.settings.f && !bad);
  }

  const info = byId('f-info');
  if (check && check.ok) {
    setText(info, `Read as f(x) = ${check.canonical}${check.monotone ? ' — non-decreasing (proved from its form)' : ' — not provably non-decreasing'}`);
  } else {
    setText(info, '');
  }

  setText(byId('upto-message'), app.uptoError || '');
  byId('upto-input').classList.toggle('invalid', !!app.uptoError);
  byId('upto-input').setAttribute('aria-invalid', app.uptoError ? 'true' : 'false');

  const a = app.analysis;
  const running = a.status === 'running';
  const progress = byId('progress');
  progress.hidden = !running;
  if (running) {
    const pct = Math.round(a.progress * 100);
    const bar = byId('progress-bar');
    bar.style.width = `${Math.max(2, pct)}%`;
    bar.setAttribute('aria-valuenow', String(pct));
    const where = a.where === 'worker' ? 'in the background' : 'on this page';
    setText(byId('progress-text'),
      `Computing g(N) for N ≤ ${fmtInt(a.request.upto)} ${where}: ${pct}%`);
  }
  const note = a.status === 'error' ? a.error : (a.note || '');
  const noteBox = byId('analysis-note');
  setText(noteBox, note);
  noteBox.classList.toggle('error', a.status === 'error');
}
