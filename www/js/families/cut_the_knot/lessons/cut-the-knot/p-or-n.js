// Step 2 of the lesson "Cut The Knot's single-pile games": P or N? Predict who wins.

import { fmtInt } from '../../../../core/dom.js';
import {
  now, $, setUpto, stripUpto, setTable, setName, setMoves, setBounds, pileVerdict, listWords, orWords, pOrN,
} from './shared.js';

/** The P-positions of One Pile: its fact, conjectures and questions. */
export function pOrNStep() {
  const { fact, conjecture, question } = now.lesson;

  fact('p-positions', async () => {
    const p = setTable().pPositions.filter((s) => s <= stripUpto);
    return `S = ${listWords(p)} (every S ≤ ${stripUpto}).`;
  });

  conjecture('multiples', async () => {
    const { min, max } = setBounds();
    const p = setTable().pPositions;
    const odd = p.find((s) => s % (min + max) !== 0);
    const missed = [];
    for (let s = 0; s <= setUpto; s += min + max) if (!p.includes(s)) missed.push(s);
    if (odd === undefined && !missed.length) return { holds: true, why: `for ${setName()} the P-positions up to ${setUpto} are exactly the multiples of ${min + max}` };
    return { holds: false, why: odd !== undefined
      ? `for ${setName()}, ${odd} is a P-position and not a multiple of ${min + max}`
      : `for ${setName()}, ${missed[0]} is a multiple of ${min + max} but an N-position` };
  });
  conjecture('paper-rule', async () => {
    const r = setTable();
    if (r.rule) {
      return r.rule.holds
        ? { holds: true, why: `the engine, for ${setName()}: ${r.rule.text}` }
        : { holds: false, why: `the engine, for ${setName()}: ${r.rule.text}` };
    }
    // not one range: read Min and Max as the smallest and largest take
    const { min, max } = setBounds();
    const p = new Set(r.pPositions);
    for (let s = 0; s <= setUpto; s++) {
      if (p.has(s) !== (s % (min + max) < min)) {
        return { holds: false, why: `for ${setName()} (smallest take ${min}, largest ${max}): S = ${s} is ${p.has(s) ? 'a P' : 'an N'}-position, G(${s}) = ${r.grundy[s]}` };
      }
    }
    return { holds: true, why: `for ${setName()}, with Min and Max its smallest and largest take, it agrees with the engine on S ≤ ${setUpto}` };
  });

  question('pn-8', {
    prompt: () => `A pile of 8; a move takes ${setMoves()} Is 8 a P-position or an N-position?`,
    answer: pOrN,
    check: async (answer) => {
      const v = pileVerdict(now.set, 8);
      const right = v.p ? 'P' : 'N';
      return { correct: answer === right, answer: `8 is ${v.p ? 'a P' : 'an N'}-position`, why: v.why,
        clue: 'Work upwards from 0: which small piles have no move at all? Then: can a move from 8 reach one of them?' };
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
      return `Name a P-position S between ${lo} and ${hi}: a pile from which the player to move loses.`;
    },
    answer: 'number',
    check: async (n) => {
      const [lo, hi] = pWindow();
      const here = setTable().pPositions.filter((s) => s >= lo && s <= hi);
      const inside = n >= lo && n <= hi;
      const v = n >= 0 ? pileVerdict(now.set, n) : null;
      const general = `Look at the P-positions you found below ${lo}: do they come back at regular distances?`;
      let clue = general;
      if (!v) clue = `A pile has 0 or more counters. ${general}`;
      else if (!inside && v.p) clue = `${fmtInt(n)} is a P-position — true, but it is not between ${lo} and ${hi}: find one in that range. ${general}`;
      else if (!v.p) clue = `${fmtInt(n)} is an N-position, the player to move wins: ${v.why} ${general}`;
      return {
        correct: inside && !!v?.p,
        partly: !inside && !!v?.p,
        answer: here.length ? `S = ${orWords(here)}` : `none between ${lo} and ${hi}`,
        why: v && inside ? v.why : `The P-positions between ${lo} and ${hi}: ${here.length ? orWords(here) : 'none'}.`,
        clue,
      };
    },
  });
}
