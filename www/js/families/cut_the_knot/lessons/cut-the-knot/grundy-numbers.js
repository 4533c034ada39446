// Step 3 of the lesson "Cut The Knot's single-pile games": Grundy numbers, the period and the
// paper's rule.

import { checkSet, subtractionGrundyAt } from '../../engine.js';
import { el, fmtInt } from '../../../../core/dom.js';
import {
  now, $, setUpto, stripUpto, setTable, setName, setBounds, stripView, pOrN,
} from './shared.js';

/** One Pile's Grundy numbers: the strip, the period, Bogomolny's rule and their questions. */
export function grundyNumbers() {
  const { fact, conjecture, question } = now.lesson;

  stripView($('[data-view="grundy-strip"]'), async () => {
    const r = setTable();
    return {
      caption: `G(S) for ${setName()}, S = 0 … ${stripUpto}:`,
      spec: {
        key: `set|${r.canonical}`, from: 0, to: stripUpto, value: (i) => r.grundy[i],
        top: 'Pile size', bottom: 'Grundy number', marked: (i, v) => v === 0,
        title: (i, v) => `G(${i}) = ${v}${v === 0 ? ' — a P-position' : ''}`,
        period: r.period.found && r.period.preperiod === 0 ? Number(r.period.period) : null,
      },
    };
  });

  fact('period', async () => {
    const per = setTable().period;
    return per.found
      ? `The engine finds the period: ${per.text} So G(S + ${fmtInt(per.period)}) = G(S) for every S ≥ ${fmtInt(per.preperiod)}.`
      : `The engine finds no period: ${per.text}`;
  });
  fact('paper-rule', async () => {
    const r = setTable();
    const mm = r.minmax;
    if (!r.rule || !mm) {
      return el('div', { class: 'verdict-block na', 'data-verdict': 'na' },
        el('p', { class: 'verdict-text' }, `Not stated for ${setName()}`),
        el('p', null, 'Bogomolny states the rule for One Pile, where the takes are one range Min … Max; this set is not one range.'));
    }
    const c = r.rule;
    const state = c.holds ? 'holds' : 'fails';
    const headline = !c.holds ? `The rule fails at S = ${fmtInt(c.counterexample)}`
      : c.forAll ? 'The rule holds for every S' : `The rule holds for S = 0 … ${fmtInt(c.checkedUpto)}`;
    return el('div', { class: `verdict-block ${state}`, id: 'paper-rule-verdict', 'data-verdict': state },
      el('div', { class: 'verdict-line' },
        el('span', { class: `check-mark ${c.holds ? 'ok' : 'bad'}`, 'aria-hidden': 'true' }, c.holds ? '✓' : '✗'),
        el('span', { class: 'verdict-text' }, headline)),
      el('p', null, `Here Min = ${mm.min}, Max = ${mm.max}, Min + Max = ${mm.min + mm.max}: P exactly when S mod ${mm.min + mm.max} < ${mm.min}. ${c.text}`));
  });
  fact('g-14-answer', async () => {
    const r = setTable();
    return `For ${setName()}: G(14) = ${r.grundy[14]}; the largest Grundy number up to S = ${setUpto} is ${Math.max(...r.grundy)}.`;
  });

  conjecture('period-sum', async () => {
    const { min, max } = setBounds();
    const per = setTable().period;
    if (!per.found) return { holds: false, why: `for ${setName()}: ${per.text}` };
    return Number(per.period) === min + max
      ? { holds: true, why: `for ${setName()} the period is ${per.period} = ${min} + ${max}` }
      : { holds: false, why: `for ${setName()} the period is ${per.period}, and ${min} + ${max} = ${min + max}` };
  });
  conjecture('g-small', async () => {
    const g = setTable().grundy;
    const at = g.findIndex((v) => v > 2);
    return at < 0
      ? { holds: true, why: `for ${setName()} every G(S) up to ${setUpto} is 0, 1 or 2; G is at most the number of takes, ${setBounds().count}` }
      : { holds: false, why: `for ${setName()}, G(${at}) = ${g[at]}` };
  });

  question('g-14', {
    prompt: () => `Predict G(14) for ${setName()}: the smallest number that is not the Grundy number of a pile one move away from 14.`,
    answer: 'number',
    check: async (k) => {
      const r = setTable();
      const takes = Array.from(checkSet(now.set).set || [], Number).filter((t) => t <= 14);
      const g = subtractionGrundyAt(now.set, '14');
      const below = takes.map((t) => `G(${14 - t}) = ${r.grundy[14 - t]}`);
      const reached = takes.map((t) => r.grundy[14 - t]);
      const general = 'List the piles one move away from 14 and their Grundy numbers (work up from 0), then take the smallest number missing.';
      let clue = general;
      if (k !== g && reached.includes(k)) clue = `${k} is the Grundy number of a pile one move away from 14, so it is not missing from the list. ${general}`;
      else if (k > g) clue = `${k} is missing from the list, but it is not the smallest number missing. ${general}`;
      return { correct: k === g, answer: `G(14) = ${g}`,
        why: takes.length ? `From 14 a move reaches ${below.join(', ')}; the smallest number missing from these is ${g}.` : `No move is possible from 14, so G(14) = ${g}.`,
        clue };
    },
  });

  question('pn-big', {
    prompt: () => [`A pile of 1 000 000 for ${setName()}: P or N? Use the period.`,
      el('span', { class: 'screen-only' }, ' (The engine answers this without playing a single game.)')],
    answer: pOrN,
    check: async (answer) => {
      const g = subtractionGrundyAt(now.set, '1000000');
      const per = setTable().period;
      const right = g === 0 ? 'P' : 'N';
      const r = per.found ? Number(per.preperiod) + ((1000000 - Number(per.preperiod)) % Number(per.period)) : null;
      return { correct: answer === right, answer: `1 000 000 is ${g === 0 ? 'a P' : 'an N'}-position (G = ${g})`,
        why: per.found ? `${per.text} So G(1 000 000) = G(${r}) = ${g}.` : `G(1 000 000) = ${g}.`,
        clue: 'Find where 1 000 000 falls in the period: its remainder decides.' };
    },
  });

}
