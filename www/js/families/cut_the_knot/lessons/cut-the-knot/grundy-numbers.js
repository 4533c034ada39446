// Step 3 of the lesson "Cut The Knot's single-pile games": Grundy numbers, the period and the
// paper's rule.

import { checkSet, subtractionGrundyAt } from '../../engine.js';
import { el, fmtInt } from '../../../../core/dom.js';
import {
  $, lesson, now, setUpto, stripUpto, setTable, setName, setBounds, stripView, pOrN, t, kindOf, engineWords, twoSentences,
} from './shared.js';

/** One Pile's Grundy numbers: the strip, the period, Bogomolny's rule and their questions. */
export function grundyNumbers() {
  const { fact, conjecture, question } = lesson;

  stripView($('[data-view="grundy-strip"]'), async () => {
    const r = setTable();
    return {
      caption: t('cut-the-knot-s-strip-caption', { set: setName(), upto: stripUpto }),
      spec: {
        key: `set|${r.canonical}`, from: 0, to: stripUpto, value: (i) => r.grundy[i],
        top: t('cut-the-knot-s-strip-top'), bottom: t('cut-the-knot-s-strip-bottom'), marked: (i, v) => v === 0,
        title: (i, v) => (v === 0 ? t('cut-the-knot-s-strip-title-p', { g: `G(${i}) = ${v}` }) : `G(${i}) = ${v}`),
        period: r.period.found && r.period.preperiod === 0 ? Number(r.period.period) : null,
      },
    };
  });

  fact('period', async () => {
    const per = setTable().period;
    return per.found
      ? t('cut-the-knot-s-period-found', { text: engineWords(per), period: fmtInt(per.period), from: fmtInt(per.preperiod) })
      : t('cut-the-knot-s-period-none', { text: engineWords(per) });
  });
  fact('paper-rule', async () => {
    const r = setTable();
    const mm = r.minmax;
    if (!r.rule || !mm) {
      return el('div', { class: 'verdict-block na', 'data-verdict': 'na' },
        el('p', { class: 'verdict-text' }, t('cut-the-knot-s-rule-not-stated', { set: setName() })),
        el('p', null, t('cut-the-knot-s-rule-not-range')));
    }
    const c = r.rule;
    const state = c.holds ? 'holds' : 'fails';
    const headline = !c.holds ? t('cut-the-knot-s-rule-fails-at', { s: fmtInt(c.counterexample) })
      : c.forAll ? t('cut-the-knot-s-rule-holds-all') : t('cut-the-knot-s-rule-holds-upto', { upto: fmtInt(c.checkedUpto) });
    return el('div', { class: `verdict-block ${state}`, id: 'paper-rule-verdict', 'data-verdict': state },
      el('div', { class: 'verdict-line' },
        el('span', { class: `check-mark ${c.holds ? 'ok' : 'bad'}`, 'aria-hidden': 'true' }, c.holds ? '✓' : '✗'),
        el('span', { class: 'verdict-text' }, headline)),
      el('p', null, twoSentences(t('cut-the-knot-s-rule-here', { min: mm.min, max: mm.max, sum: mm.min + mm.max }), engineWords(c))));
  });
  fact('g-14-answer', async () => {
    const r = setTable();
    return t('cut-the-knot-s-g-14-answer', { set: setName(), g: r.grundy[14], upto: setUpto, largest: Math.max(...r.grundy) });
  });

  conjecture('period-sum', async () => {
    const { min, max } = setBounds();
    const per = setTable().period;
    if (!per.found) return { holds: false, why: t('cut-the-knot-s-for-text', { set: setName(), text: engineWords(per) }) };
    const args = { set: setName(), period: fmtInt(per.period), min, max };
    return Number(per.period) === min + max
      ? { holds: true, why: t('cut-the-knot-s-period-is-sum', args) }
      : { holds: false, why: t('cut-the-knot-s-period-is-not-sum', { ...args, sum: min + max }) };
  });
  conjecture('g-small', async () => {
    const g = setTable().grundy;
    const at = g.findIndex((v) => v > 2);
    return at < 0
      ? { holds: true, why: t('cut-the-knot-s-g-small-holds', { set: setName(), upto: setUpto, count: setBounds().count }) }
      : { holds: false, why: t('cut-the-knot-s-g-small-fails', { set: setName(), g: `G(${at}) = ${g[at]}` }) };
  });

  question('g-14', {
    prompt: () => t('cut-the-knot-s-g-14-prompt', { set: setName() }),
    answer: 'number',
    check: async (k) => {
      const r = setTable();
      const takes = Array.from(checkSet(now.set).set || [], Number).filter((t) => t <= 14);
      const g = subtractionGrundyAt(now.set, '14');
      const below = takes.map((t) => `G(${14 - t}) = ${r.grundy[14 - t]}`);
      const reached = takes.map((t) => r.grundy[14 - t]);
      const general = t('cut-the-knot-s-g-14-general');
      let clue = general;
      if (k !== g && reached.includes(k)) clue = twoSentences(t('cut-the-knot-s-g-14-reached', { k: String(k) }), general);
      else if (k > g) clue = twoSentences(t('cut-the-knot-s-g-14-not-smallest', { k: String(k) }), general);
      return { correct: k === g, answer: `G(14) = ${g}`,
        why: takes.length ? t('cut-the-knot-s-g-14-why', { below: below.join(', '), g }) : t('cut-the-knot-s-g-14-no-move', { g }),
        clue };
    },
  });

  question('pn-big', {
    prompt: () => [t('cut-the-knot-s-pn-big-prompt', { set: setName() }),
      el('span', { class: 'screen-only' }, ' ', t('cut-the-knot-s-pn-big-screen'))],
    answer: pOrN,
    check: async (answer) => {
      const g = subtractionGrundyAt(now.set, '1000000');
      const per = setTable().period;
      const right = g === 0 ? 'P' : 'N';
      const r = per.found ? Number(per.preperiod) + ((1000000 - Number(per.preperiod)) % Number(per.period)) : null;
      return { correct: answer === right, answer: t('cut-the-knot-s-pn-big-answer', { kind: kindOf(g === 0), g }),
        why: per.found ? twoSentences(engineWords(per), t('cut-the-knot-s-pn-big-why', { g: `G(1 000 000) = G(${r}) = ${g}` })) : `G(1 000 000) = ${g}.`,
        clue: t('cut-the-knot-s-pn-big-clue') };
    },
  });

}
