// Step 2 of the lesson "Cut The Knot's single-pile games": P or N? Predict who wins.

import { fmtInt } from '../../../../core/dom.js';
import {
  $, lesson, now, setUpto, stripUpto, setTable, setName, setMoves, setBounds, pileVerdict, listWords, orWords, engineWords,
  pOrN, t, kindOf, twoSentences,
} from './shared.js';

/** The P-positions of One Pile: its fact, conjectures and questions. */
export function pOrNStep() {
  const { fact, conjecture, question } = lesson;

  fact('p-positions', async () => {
    const p = setTable().pPositions.filter((s) => s <= stripUpto);
    return t('cut-the-knot-s-p-positions', { list: listWords(p), upto: stripUpto });
  });

  conjecture('multiples', async () => {
    const { min, max } = setBounds();
    const p = setTable().pPositions;
    const odd = p.find((s) => s % (min + max) !== 0);
    const missed = [];
    for (let s = 0; s <= setUpto; s += min + max) if (!p.includes(s)) missed.push(s);
    const args = { set: setName(), sum: min + max };
    if (odd === undefined && !missed.length) return { holds: true, why: t('cut-the-knot-s-multiples-hold', { ...args, upto: setUpto }) };
    return { holds: false, why: odd !== undefined
      ? t('cut-the-knot-s-multiples-p-not', { ...args, s: odd })
      : t('cut-the-knot-s-multiples-n', { ...args, s: missed[0] }) };
  });
  conjecture('paper-rule', async () => {
    const r = setTable();
    if (r.rule) {
      return { holds: !!r.rule.holds, why: t('cut-the-knot-s-engine-for', { rule: setName(), text: engineWords(r.rule) }) };
    }
    // not one range: read Min and Max as the smallest and largest take
    const { min, max } = setBounds();
    const p = new Set(r.pPositions);
    for (let s = 0; s <= setUpto; s++) {
      if (p.has(s) !== (s % (min + max) < min)) {
        return { holds: false, why: t('cut-the-knot-s-paper-rule-fails', { set: setName(), min, max, s, kind: kindOf(p.has(s)), g: r.grundy[s] }) };
      }
    }
    return { holds: true, why: t('cut-the-knot-s-paper-rule-agrees', { set: setName(), upto: setUpto }) };
  });

  question('pn-8', {
    prompt: () => t('cut-the-knot-s-pn-8-prompt', { moves: setMoves() }),
    answer: pOrN,
    check: async (answer) => {
      const v = pileVerdict(now.set, 8);
      const right = v.p ? 'P' : 'N';
      return { correct: answer === right, answer: t('cut-the-knot-s-is-kind', { n: '8', kind: right }), why: v.why,
        clue: t('cut-the-knot-s-pn-8-clue') };
    },
  });

  /** The window [20, b] holding at least one P-position of the set. */
  function pWindow() {
    const p = setTable().pPositions;
    return [20, Math.max(30, p.find((s) => s >= 20) ?? 30)];
  }
  question('p-window', {
    prompt: () => {
      const [lo, hi] = pWindow();
      return t('cut-the-knot-s-p-window-prompt', { lo, hi });
    },
    answer: 'number',
    check: async (n) => {
      const [lo, hi] = pWindow();
      const here = setTable().pPositions.filter((s) => s >= lo && s <= hi);
      const inside = n >= lo && n <= hi;
      const v = n >= 0 ? pileVerdict(now.set, n) : null;
      const general = t('cut-the-knot-s-p-window-general', { lo });
      let clue = general;
      if (!v) clue = twoSentences(t('cut-the-knot-s-p-window-negative'), general);
      else if (!inside && v.p) clue = twoSentences(t('cut-the-knot-s-p-window-outside', { n: fmtInt(n), lo, hi }), general);
      else if (!v.p) clue = twoSentences(t('cut-the-knot-s-p-window-n', { n: fmtInt(n), why: v.why }), general);
      return {
        correct: inside && !!v?.p,
        partly: !inside && !!v?.p,
        answer: here.length ? `S = ${orWords(here)}` : t('cut-the-knot-s-none-between', { lo, hi }),
        why: v && inside ? v.why : t('cut-the-knot-s-p-between', { lo, hi, list: here.length ? orWords(here) : t('cut-the-knot-s-none') }),
        clue,
      };
    },
  });
}
