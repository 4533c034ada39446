// Cut-the-Knot, part (a): One Pile with Min/Max and any subtraction set. The Min/Max inputs
// and the set field (checked live by checkSet), the examples, the Grundy table in the applet's
// layout, the paper's rule and the closed form with their checks, the period, G(n) for any n,
// and a game against the engine. Every value and verdict comes from the engine.

import { checkSet, subtractionGrundyAt, newSubtractionGame } from './engine.js';
import { app, invalidate, writeSettingsToUrl } from './state.js';
import { runIntoSlot } from './analysis.js';
import { byId, el, fill, setText, syncInput, fmtInt, errorText } from './dom.js';
import { renderCaretCheck, stillShowing, markInvalid, renderPresetChips, markActiveChips, renderAnalysisStatus } from './fields.js';
import { createPlayer, newPlayState } from './play.js';
import { createValueStrip } from './view-strip.js';
import { expandPowerText } from './view-repr.js';
import { K, knotTypingDelayMs, setupKnotSetting, renderKnotSettings, onKnotFirst, setKnotFirst } from './kstate.js';

/** The examples: the applet's Min 3, Max 5 first. */
export const subtractionPresets = [
  { set: '3..5', label: 'Min 3, Max 5', note: 'the applet' },
  { set: '1..3', label: 'Min 1, Max 3', note: 'take 1–3' },
  { set: '1, 3, 4', label: '{1, 3, 4}', note: '' },
  { set: '2, 5, 6', label: '{2, 5, 6}', note: '' },
  { set: '1, 2', label: '{1, 2}', note: '' },
  { set: '3, 4, 9', label: '{3, 4, 9}', note: '' },
  { set: '1, 4..6', label: '{1, 4..6}', note: '' },
];
const ksAtQuick = [
  { label: '100', value: '100' },
  { label: '10⁶', value: '1000000' },
  { label: '10¹⁸', value: '1000000000000000000' },
  { label: '2⁶⁴ − 1', value: '18446744073709551615' },
];

let ksStarted = false;
let ksStrip = null;
let ksDrawnKey = null;
let ksTimer = null;

const S = () => K().sub;

const ksPlayer = createPlayer({
  prefix: 'ks-',
  state: () => S().play,
  makeGame: () => newSubtractionGame(app.settings.kset, app.settings.kpile),
  startPile: () => app.settings.kpile,
  firstName: 'kfirst-s',
  onFirstChange: (value) => setKnotFirst(value),
  legal: (game, view) => ({ takes: Array.from(view.legal || []) }),
  limitText: (view) => (view.legal && view.legal.length
    ? [' · may take ', el('strong', { id: 'ks-takes' }, orList(Array.from(view.legal)))]
    : ' · no move possible'),
  overText: (view, won) => (won ? `The engine cannot move from a pile of ${fmtInt(view.pile)}.`
    : `You cannot move from a pile of ${fmtInt(view.pile)}.`),
});

/** "3, 4 or 5". */
function orList(values) {
  const v = values.map((x) => fmtInt(x));
  if (v.length <= 1) return v.join('');
  return `${v.slice(0, -1).join(', ')} or ${v[v.length - 1]}`;
}

// --- the analysis ---------------------------------------------------------------------------

function runSubtractionNow() {
  clearTimeout(ksTimer);
  const { kset: set, kupto: upto } = app.settings;
  runIntoSlot(S().analysis, { kind: 'subtraction', set, upto }, {
    onDone: () => ksStrip?.reset(),
    failure: (message) => `Could not compute the Grundy numbers for {${set}} up to S = ${fmtInt(upto)}: ${message}`,
  }, 'knot-sub');
}

function requestSubtraction(delay) {
  clearTimeout(ksTimer);
  if (delay) ksTimer = setTimeout(runSubtractionNow, delay); else runSubtractionNow();
}

// --- the set, Min and Max ---------------------------------------------------------------------

/** The typed set is good: everything follows it. */
function acceptSet(check, delay) {
  const s = S();
  app.settings.kset = check.canonical;
  s.minmaxError = null;
  writeSettingsToUrl();
  requestSubtraction(delay);
  updateGrundyAt();
  ksPlayer.start();
}

function typeSet(text, delay = knotTypingDelayMs) {
  const s = S();
  K().typed.kset = text;
  s.check = checkSet(text);
  if (s.check.ok) acceptSet(s.check, delay);
  invalidate();
}

/** Min or Max typed: the set becomes the range Min..Max (the engine checks it). */
function typeMinMax(which, text) {
  const s = S();
  s.typedMinMax[which] = text;
  const { min, max } = s.typedMinMax;
  const bad = [['Min', min], ['Max', max]].find(([, value]) => !/^\s*\d+\s*$/.test(value));
  if (bad) {
    s.minmaxError = `${bad[0]}: please enter a whole number.`;
  } else {
    const check = checkSet(`${min.trim()}..${max.trim()}`);
    s.minmaxError = check.ok ? null : `Min ${min.trim()}, Max ${max.trim()}: ${check.message}`;
    if (check.ok) {
      K().typed.kset = check.canonical;
      s.check = check;
      acceptSet(check, knotTypingDelayMs);
    }
  }
  invalidate();
}

/** Min and Max as the set says (blank when the set is not one range). */
function minMaxOf(check) {
  const mm = check && check.ok ? check.minmax : null;
  return mm ? { min: String(mm.min), max: String(mm.max) } : { min: '', max: '' };
}

// --- G(n) for any n ---------------------------------------------------------------------------

function updateGrundyAt() {
  const at = S().at;
  const text = expandPowerText(at.text);
  if (!/^\d+$/.test(text)) {
    Object.assign(at, { n: null, value: null, error: 'Enter a whole number n ≥ 0.' });
  } else {
    try {
      Object.assign(at, { n: text, value: subtractionGrundyAt(app.settings.kset, text), error: null });
    } catch (err) {
      Object.assign(at, { n: null, value: null, error: errorText(err) });
    }
  }
  invalidate();
}

// --- setup --------------------------------------------------------------------------------------

/** The part's own state (called before setup, after the link was read). */
export function initSubtractionPart() {
  const k = K();
  k.sub = {
    check: checkSet(k.typed.kset), typedMinMax: { min: '', max: '' }, minmaxError: null,
    analysis: { status: 'idle', progress: 0, where: 'sync', request: null, result: null, resultKey: 0, error: null, note: null, job: null },
    at: { text: '1000000000000000000', n: null, value: null, error: null },
    play: newPlayState(app.settings.kfirst),
  };
  k.sub.typedMinMax = minMaxOf(k.sub.check);
}

export function setupSubtractionPart() {
  const s = S();
  const setInput = byId('kset-input');
  setInput.value = K().typed.kset;
  setInput.addEventListener('input', () => typeSet(setInput.value));
  for (const which of ['min', 'max']) {
    const input = byId(`k${which}-input`);
    input.value = s.typedMinMax[which];
    input.addEventListener('input', () => typeMinMax(which, input.value));
  }
  for (const preset of subtractionPresets) preset.canonical = checkSet(preset.set).canonical;
  renderPresetChips(byId('ks-presets'), subtractionPresets,
    (preset) => ({ label: preset.label, note: preset.note, title: `the set ${preset.set}`, data: { set: preset.set } }),
    (preset) => {
      setInput.value = preset.set;
      typeSet(preset.set, 0);
    });
  setupKnotSetting('kupto', () => requestSubtraction(knotTypingDelayMs * 2));
  setupKnotSetting('kpile', () => ksPlayer.start());
  byId('ks-play-setup').addEventListener('submit', (e) => {
    e.preventDefault();
    ksPlayer.start();
  });
  const atInput = byId('ks-at-input');
  atInput.value = s.at.text;
  atInput.addEventListener('input', () => {
    s.at.text = atInput.value;
    updateGrundyAt();
  });
  const quick = byId('ks-at-quick');
  quick.append(el('span', { class: 'presets-label' }, 'Try:'));
  renderPresetChips(quick, ksAtQuick, (q) => ({ label: q.label }), (q) => {
    atInput.value = q.value;
    s.at.text = q.value;
    updateGrundyAt();
  });
  ksStrip = createValueStrip(byId('ks-table'), invalidate);
  ksPlayer.setup();
  onKnotFirst((value) => {
    S().play.first = value;
    if (ksStarted) ksPlayer.start();
  });
}

/** Computes what the part shows (once, when it is first shown). */
export function startSubtractionPart() {
  if (ksStarted) return;
  ksStarted = true;
  updateGrundyAt();
  ksPlayer.start();
  runSubtractionNow();
}

// --- rendering ----------------------------------------------------------------------------------

function renderSubtractionControls() {
  const s = S();
  const input = byId('kset-input');
  syncInput(input, K().typed.kset);
  const check = s.check;
  const bad = check && !check.ok;
  renderCaretCheck(input, byId('kset-message'), check,
    bad ? stillShowing('the set ', el('span', { class: 'mono' }, `{${app.settings.kset}}`)) : null);
  // Min and Max follow the set while it is one range; what is typed in them stays while typing
  const mm = minMaxOf(app.settings.kset === (check && check.canonical) ? check : checkSet(app.settings.kset));
  for (const which of ['min', 'max']) {
    const box = byId(`k${which}-input`);
    if (document.activeElement !== box && !s.minmaxError) s.typedMinMax[which] = mm[which];
    syncInput(box, s.typedMinMax[which]);
    box.placeholder = mm[which] === '' ? '—' : '';
    markInvalid(box, !!s.minmaxError);
  }
  setText(byId('kminmax-message'), s.minmaxError || '');
  markActiveChips(byId('ks-presets'), (preset) => !bad && preset.canonical === app.settings.kset);
  setText(byId('kset-info'), check && check.ok ? setInfo(check) : '');
  renderKnotSettings(['kupto', 'kpile']);
  renderAnalysisStatus('ks-', s.analysis, (a, where) => `Computing G(0 … ${fmtInt(a.request.upto)}) ${where}…`);
}

function setInfo(check) {
  const members = Array.from(check.set || []);
  const shown = members.length > 30 ? `${members.slice(0, 30).join(', ')}, … (${members.length} takes)` : members.join(', ');
  const mm = check.minmax;
  return `Read as {${shown}}${mm ? ` — one range: Min ${mm.min}, Max ${mm.max}` : ''}`;
}

function renderSubtractionTable(a) {
  const r = a.result;
  setText(byId('ks-results-for'), r ? `{${r.canonical}}, S = 0 … ${fmtInt(r.upto)}` : '');
  if (!r) return;
  ksStrip.render({
    key: a.resultKey, from: 0, to: r.upto, value: (i) => r.grundy[i],
    top: 'Pile size', bottom: 'Grundy number', marked: (i, v) => v === 0,
    title: (i, v) => `G(${i}) = ${v}${v === 0 ? ' — a P-position' : ''}`,
    // lines a multiple of the period (once G is periodic from the start): equal G in a column
    period: r.period && r.period.found && r.period.preperiod === 0 ? r.period.period : null,
  });
  const p = Array.from(r.pPositions || []);
  const shown = p.slice(0, 40).map(fmtInt).join(', ');
  setText(byId('ks-ppositions'), `P-positions up to S = ${fmtInt(r.upto)} (${fmtInt(p.length)} of them): ${shown}${p.length > 40 ? ', …' : ''}`);
}

/** One verdict: ✓/✗/– with a headline, the checked range and the engine's words. */
function verdictBlock(id, state, headline, details) {
  const mark = { holds: '✓', fails: '✗', na: '–' }[state];
  return el('div', { class: `thm-block ${state}`, id, 'data-verdict': state },
    el('div', { class: 'verdict-line' },
      el('span', { class: `check-mark ${state === 'holds' ? 'ok' : state === 'fails' ? 'bad' : 'na'}`, 'aria-hidden': 'true' }, mark),
      el('span', { class: 'verdict-text' }, headline)),
    details);
}

function ruleBlock(id, name, statement, check, minmax) {
  if (!check) {
    return verdictBlock(id, 'na', `${name}: only for Min/Max games`, el('p', { class: 'thm-what' },
      statement, ' is stated for a game whose takes are one range Min … Max; this set is not one range.'));
  }
  const checked = `checked for S = 0 … ${fmtInt(check.checkedUpto)}`;
  // forAll: the range checked covers a whole period, so the check is a proof for every S
  const headline = !check.holds ? `${name} fails at S = ${fmtInt(check.counterexample)}`
    : check.forAll ? `${name} holds for every S` : `${name} holds (${checked})`;
  return verdictBlock(id, check.holds ? 'holds' : 'fails', headline, [
    el('p', { class: 'thm-what' }, statement, minmax ? ` — here Min = ${minmax.min}, Max = ${minmax.max}, Min + Max = ${minmax.min + minmax.max}.` : ''),
    check.holds ? null : el('p', { class: 'verdict-detail' }, `Counterexample: S = ${fmtInt(check.counterexample)} (${checked}).`),
    el('p', { class: 'verdict-explain' }, check.text || '')]);
}

function renderSubtractionVerdicts(a) {
  const r = a.result;
  if (!r || ksDrawnKey === a.resultKey) return;
  ksDrawnKey = a.resultKey;
  const per = r.period || {};
  const periodState = per.found ? 'holds' : 'na';
  const periodHeadline = per.found
    ? `G is periodic from S = ${fmtInt(per.preperiod)} with period ${fmtInt(per.period)}`
    : 'No period found';
  fill(byId('ks-verdicts-body'), el('div', { class: 'k-verdict-grid' },
    ruleBlock('ks-rule', 'The paper’s rule', 'S is a P-position exactly when S mod (Min + Max) < Min', r.rule, r.minmax),
    ruleBlock('ks-formula', 'Known closed form (not in the paper)', 'G(S) = ⌊(S mod (Min + Max)) / Min⌋', r.formula, r.minmax),
    verdictBlock('ks-period', periodState, periodHeadline, [
      el('p', { class: 'thm-what' }, per.found
        ? `Pre-period ${fmtInt(per.preperiod)}, period ${fmtInt(per.period)}: G(S + ${fmtInt(per.period)}) = G(S) for every S ≥ ${fmtInt(per.preperiod)}.`
        : `Searched up to S = ${fmtInt(per.checkedUpto)}.`),
      el('p', { class: 'verdict-explain' }, per.text || '')])));
}

function renderGrundyAt() {
  const at = S().at;
  syncInput(byId('ks-at-input'), at.text);
  setText(byId('ks-at-error'), at.error || '');
  markInvalid(byId('ks-at-input'), !!at.error);
  const box = byId('ks-at-answer');
  const key = at.n === null ? '' : `${app.settings.kset}|${at.n}|${at.value}`;
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  if (at.n === null) {
    box.replaceChildren();
    return;
  }
  fill(box, 'G(', el('span', { class: 'mono' }, fmtInt(at.n)), ') = ', el('strong', { id: 'ks-at-value' }, fmtInt(at.value)),
    at.value === 0 ? ' — a P-position: the player to move loses.' : ' — the player to move wins.');
}

export function renderSubtractionPart() {
  const a = S().analysis;
  document.body.dataset.knotSub = a.status;
  for (const id of ['ks-table-section', 'ks-verdicts']) byId(id).hidden = !a.result;
  renderSubtractionControls();
  renderSubtractionTable(a);
  renderSubtractionVerdicts(a);
  renderGrundyAt();
  ksPlayer.render();
}
