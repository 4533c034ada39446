// Blocking Nim: Theorem 1's formula at any pile (a decimal string up to 10^18) and move, with
// brute force's answer beside it whenever the shown analysis has solved that pile and move.

import { blockingFormula } from './engine.js';
import { typingDelay } from '../../widgets/setting-field.js';
import { el, fill, setText, syncInput, fmtInt, errorText, expandPowerText, withSubscripts } from '../../core/dom.js';
import { t, language, l10n } from '../../core/i18n.js';
import '../../i18n/blocking_section/index.js';

/** The quick piles: a label of words is a message of the section's catalogue (`id`). */
const formulaQuick = [
  { id: 'bns-quick-paper', label: 'pile 15, move 3', pile: '15', move: '3' },
  { label: '10¹⁵', pile: '1000000000000000', move: '1' },
  { label: '10¹⁶ + 7', pile: '10000000000000007', move: '2' },
  { label: '10¹⁸', pile: '1000000000000000000', move: '1' },
];

/**
 * parts: {pileInput, moveInput, quick, error, body} (nodes of the section's form).
 * rules() → {c, m, M} (the sequences in use); analysis() → the shown analysis slot;
 * changed() asks for a redraw. Returns {update(delay), render()}. The formula is instant for
 * sequences that become constant, but may take a second or two for sequences that keep growing
 * and a huge pile: typing waits for a pause, the sequences' own (it is computed from them).
 */
export function createFormulaBox({ pileInput, moveInput, quick, error, body }, { rules, analysis, changed }) {
  const typing = typingDelay('bc');
  const f = { pile: '15', move: '3', result: null, error: null };
  let timer = null;
  let drawnKey = null;

  /** Asks the engine again for the typed pile and move (after `delay` ms, the last call winning). */
  function update(delay = 0) {
    clearTimeout(timer);
    if (delay > 0) {
      timer = setTimeout(() => update(0), delay);
      return;
    }
    const pile = expandPowerText(f.pile);
    const move = Number(f.move.trim());
    f.result = null;
    if (!/^\d+$/.test(pile)) f.error = { id: 'bns-formula-enter-pile' };
    else if (!/^\d+$/.test(f.move.trim()) || move < 1) f.error = { id: 'bns-formula-enter-move' };
    else {
      try {
        const { c, m, M } = rules();
        f.result = blockingFormula(c, m, M, pile, move);
        f.error = null;
      } catch (err) {
        f.error = errorText(err);
      }
    }
    changed();
  }

  pileInput.value = f.pile;
  moveInput.value = f.move;
  pileInput.addEventListener('input', () => { f.pile = pileInput.value; update(typing); });
  moveInput.addEventListener('input', () => { f.move = moveInput.value; update(typing); });
  quick.append(l10n(el('span', { class: 'presets-label' }), 'bns-quick-try'));
  for (const q of formulaQuick) {
    quick.append(el('button', {
      type: 'button', class: 'preset',
      onclick: () => {
        f.pile = q.pile;
        f.move = q.move;
        pileInput.value = q.pile;
        moveInput.value = q.move;
        update();
      },
    }, q.id ? l10n(el('span'), q.id) : q.label));
  }

  /** Brute force's word on (pile, move) when the shown analysis covers it: true/false, else null. */
  function bruteSafe(pile, move) {
    const a = analysis();
    const result = a.result;
    const r = a.resultFor;
    const s = rules();
    if (!result || !r || r.c !== s.c || r.m !== s.m || r.M !== s.M) return null;
    if (pile.length > 7 || Number(pile) > result.upto || move > result.levels.length) return null;
    return result.levels[move - 1].safe[Number(pile)] === 1;
  }

  function theoremApplies() {
    const a = analysis();
    const claims = (a.result && a.result.claims) || [];
    const t1 = claims.find((c) => c.id === 'theorem1');
    return t1 ? t1.verdict !== 'not-applicable' : null;
  }

  function render() {
    syncInput(pileInput, f.pile);
    syncInput(moveInput, f.move);
    // (our words in the language shown; the engine's as it gave them)
    setText(error, !f.error ? '' : f.error.id ? t(f.error.id) : f.error);
    const r = f.result;
    const brute = r ? bruteSafe(String(r.pile), Number(r.move)) : null;
    const applies = theoremApplies();
    const key = r ? `${JSON.stringify(r)}|${brute}|${applies}|${analysis().resultKey}|${language()}` : 'none';
    if (key === drawnKey) return;
    drawnKey = key;
    if (!r) {
      fill(body);
      return;
    }
    const word = r.safe ? 'safe' : 'unsafe';
    const wrong = brute !== null && brute !== r.safe;
    const at = { pile: fmtInt(r.pile), move: Number(r.move) };
    // the bounds' names are maths, handed to the message as markup (A and B with their index)
    const j = String(r.index);
    const bounds = r.safe ? ` = [A<sub>${j}</sub>, B<sub>${j}</sub> − 1]` : ` = [B<sub>${j}</sub>, A<sub>${String(BigInt(r.index) + 1n)}</sub> − 1]`;
    fill(body,
      l10n(el('p', { class: `b-formula-answer ${wrong ? 'wrong' : word}`, id: 'bf-answer', 'data-safe': String(r.safe) }),
        'bns-formula-answer', { ...at, safe: word }),
      l10n(el('p', { class: 'b-formula-interval', id: 'bf-interval' }),
        'bns-formula-interval', { safe: word, from: fmtInt(r.from), to: fmtInt(r.to), bounds, move: Number(r.move) }),
      r.steps ? el('p', { class: 'verdict-explain' }, withSubscripts(t('bns-formula-steps', { steps: Number(r.steps) }))) : null,
      brute === null
        ? el('p', { class: 'b-formula-check', id: 'bf-check', 'data-check': 'none' }, t(applies === false
          ? 'bns-formula-beyond-fails' : 'bns-formula-beyond'))
        : el('p', { class: `b-formula-check ${wrong ? 'wrong' : 'agrees'}`, id: 'bf-check', 'data-check': wrong ? 'wrong' : 'agrees' },
          wrong
            ? [el('strong', null, t('bns-formula-wrong')), ' ', t('bns-formula-wrong-brute', { ...at, safe: brute ? 'safe' : 'unsafe' })]
            : `✓ ${t('bns-formula-agrees', { ...at, safe: brute ? 'safe' : 'unsafe' })}`));
  }

  return { update, render };
}
