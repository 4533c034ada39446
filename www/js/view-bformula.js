// Blocking Nim: Theorem 1's formula at any pile (a decimal string up to 10^18) and move,
// with brute force's answer beside it whenever the analysis has solved that pile and move.

import { blockingFormula } from './engine.js';
import { app, invalidate } from './state.js';
import { byId, el, fill, setText, syncInput, fmtInt, errorText } from './dom.js';
import { expandPowerText } from './view-repr.js';

const formulaQuick = [
  { label: 'pile 15, move 3', pile: '15', move: '3' },
  { label: '10¹⁵', pile: '1000000000000000', move: '1' },
  { label: '10¹⁶ + 7', pile: '10000000000000007', move: '2' },
  { label: '10¹⁸', pile: '1000000000000000000', move: '1' },
];
let formulaDrawnKey = null;

const F = () => app.blocking.formula;

// The formula is instant for sequences that become constant, but may take a second or two
// for sequences that keep growing and a huge pile: typing waits for a pause.
const formulaTypingDelayMs = 250;
let formulaTimer = null;

/** Asks the engine again for the typed pile and move (after `delay` ms, the last call winning). */
export function updateBlockingFormula(delay = 0) {
  clearTimeout(formulaTimer);
  if (delay > 0) {
    formulaTimer = setTimeout(() => updateBlockingFormula(0), delay);
    return;
  }
  const f = F();
  const s = app.settings;
  const pile = expandPowerText(f.pile);
  const move = Number(f.move.trim());
  f.result = null;
  if (!/^\d+$/.test(pile)) f.error = 'Enter a pile: a whole number n ≥ 0 (10^18 works too).';
  else if (!/^\d+$/.test(f.move.trim()) || move < 1) f.error = 'Enter a move number k ≥ 1.';
  else {
    try {
      f.result = blockingFormula(s.bc, s.bmin, s.bmax, pile, move);
      f.error = null;
    } catch (err) {
      f.error = errorText(err);
    }
  }
  invalidate();
}

export function setupBlockingFormula() {
  const f = F();
  const pileInput = byId('bf-pile');
  const moveInput = byId('bf-move');
  pileInput.value = f.pile;
  moveInput.value = f.move;
  pileInput.addEventListener('input', () => { f.pile = pileInput.value; updateBlockingFormula(formulaTypingDelayMs); });
  moveInput.addEventListener('input', () => { f.move = moveInput.value; updateBlockingFormula(formulaTypingDelayMs); });
  const quick = byId('bf-quick');
  quick.append(el('span', { class: 'presets-label' }, 'Try:'));
  for (const q of formulaQuick) {
    quick.append(el('button', {
      type: 'button', class: 'preset',
      onclick: () => {
        f.pile = q.pile;
        f.move = q.move;
        pileInput.value = q.pile;
        moveInput.value = q.move;
        updateBlockingFormula();
      },
    }, q.label));
  }
}

/** Brute force's word on (pile, move) when the shown analysis covers it: true/false, else null. */
function bruteSafe(analysis, pile, move) {
  const result = analysis.result;
  const r = analysis.resultFor;
  const s = app.settings;
  if (!result || !r || r.c !== s.bc || r.m !== s.bmin || r.M !== s.bmax) return null;
  if (pile.length > 7 || Number(pile) > result.upto || move > result.levels.length) return null;
  return result.levels[move - 1].safe[Number(pile)] === 1;
}

function theoremApplies(analysis) {
  const claims = (analysis.result && analysis.result.claims) || [];
  const t1 = claims.find((c) => c.id === 'theorem1');
  return t1 ? t1.verdict !== 'not-applicable' : null;
}

export function renderBlockingFormula(b) {
  const f = b.formula;
  syncInput(byId('bf-pile'), f.pile);
  syncInput(byId('bf-move'), f.move);
  setText(byId('bf-error'), f.error || '');
  const r = f.result;
  const brute = r ? bruteSafe(b.analysis, String(r.pile), Number(r.move)) : null;
  const applies = theoremApplies(b.analysis);
  const key = r ? `${JSON.stringify(r)}|${brute}|${applies}|${b.analysis.resultKey}` : `none|${f.error}`;
  if (key === formulaDrawnKey) return;
  formulaDrawnKey = key;
  const body = byId('bf-body');
  if (!r) {
    fill(body);
    return;
  }
  const word = r.safe ? 'safe' : 'unsafe';
  const who = r.safe ? 'the player to move loses' : 'the player to move wins';
  const kind = r.safe ? 'safe' : 'unsafe';
  const wrong = brute !== null && brute !== r.safe;
  fill(body,
    el('p', { class: `b-formula-answer ${wrong ? 'wrong' : kind}`, id: 'bf-answer', 'data-safe': String(r.safe) },
      'Theorem 1: pile ', el('strong', null, fmtInt(r.pile)), ` at move ${r.move} is `,
      el('strong', { class: 'b-formula-word' }, word), ` (${who}).`),
    el('p', { class: 'b-formula-interval', id: 'bf-interval' },
      `It lies in the ${kind} interval `, el('strong', { class: 'mono' }, `[${fmtInt(r.from)}, ${fmtInt(r.to)}]`),
      r.safe
        ? [' = [A', el('sub', null, String(r.index)), ', B', el('sub', null, String(r.index)), ' − 1]']
        : [' = [B', el('sub', null, String(r.index)), ', A', el('sub', null, String(BigInt(r.index) + 1n)), ' − 1]'],
      ' for the sequences from move ', String(r.move), ' on.'),
    r.text ? el('p', { class: 'verdict-explain' }, r.text) : null,
    r.steps ? el('p', { class: 'verdict-explain' }, `The engine stepped through ${fmtInt(r.steps)} pair${r.steps === 1 ? '' : 's'} of bounds `
      + '(A_j, B_j) and, where the sequences are constant, jumped ahead by division.') : null,
    brute === null
      ? el('p', { class: 'b-formula-check', id: 'bf-check', 'data-check': 'none' }, applies === false
        ? 'Beyond the piles solved above, and conditions (1) and (2) fail here: the theorem does not promise this answer.'
        : 'Beyond the piles and moves solved above by brute force.')
      : el('p', { class: `b-formula-check ${wrong ? 'wrong' : 'agrees'}`, id: 'bf-check', 'data-check': wrong ? 'wrong' : 'agrees' },
        wrong
          ? [el('strong', null, 'The formula is wrong here: '), `brute force finds pile ${fmtInt(r.pile)} at move ${r.move} ${brute ? 'safe' : 'unsafe'}.`]
          : `✓ Brute force agrees: pile ${fmtInt(r.pile)} at move ${r.move} is ${brute ? 'safe' : 'unsafe'}.`));
}
