// Step 6 of the lesson "Cut The Knot's single-pile games": Grundy values and a row of piles.

import { el } from '../../../../core/dom.js';
import { createGrundyPicture } from '../../grundy/views.js';
import {
  $, lesson, now, startUpto, rowsUpto, sumPiles, grundyOf, takeaway, ruleWords, listWords, orWords, rowAfter,
  rowHint, binary, stripView, t, engineWords, twoSentences,
} from './shared.js';

/** The Grundy values of the starts, the table of G(N, x), and the row of piles won by the
 *  nim-sum. */
export function rowOfPiles() {
  const { facts, fact, conjecture, question } = lesson;

  stripView($('[data-view="start-strip"]'), async () => {
    const rule = now.f;
    const r = await grundyOf(rule);
    const start = Array.from(r.start, Number);
    return {
      caption: t('cut-the-knot-s-start-caption', { rule: ruleWords(rule), upto: startUpto }),
      spec: {
        key: `start|${rule}`, from: 1, to: startUpto, value: (n) => start[n - 1],
        top: 'N', bottom: 'G(N, N − 1)', marked: (n, v) => v === 0,
        title: (n, v) => (v === 0 ? t('cut-the-knot-s-start-title-losing', { g: `G(${n}, ${n - 1}) = ${v}` }) : `G(${n}, ${n - 1}) = ${v}`),
      },
    };
  });

  // the family's table of G(N, x), rows N ≤ rowsUpto (built once, drawn again for each f)
  {
    const host = $('[data-view="grundy-rows"]');
    const caption = el('p');
    const tableWrap = el('div', { class: 'table-wrap kg-table-wrap' });
    const heatBox = el('div', { hidden: true }, el('canvas', { 'aria-hidden': 'true' }));
    const legend = el('p', { class: 'legend kg-legend' });
    host.append(caption, tableWrap, legend, heatBox);
    const picture = createGrundyPicture({ tableWrap, heatBox, canvas: heatBox.firstChild, readout: el('div'), legend }, () => {});
    let token = 0;
    facts.add(caption, async () => {
      const mine = ++token;
      const rule = now.f;
      const r = await grundyOf(rule);
      const upto = Math.min(rowsUpto, r.upto);
      if (mine === token) picture.render({ ...r, upto, rows: r.rows.slice(0, upto + 1), heat: null }, `rows|${rule}`);
      return t('cut-the-knot-s-rows-caption', { rule: ruleWords(rule), upto });
    });
  }

  fact('sum-answer', async () => {
    const h = rowHint(now.f, sumPiles);
    return t('cut-the-knot-s-sum-answer', { rule: ruleWords(), piles: listWords(sumPiles), why: engineWords(h) });
  });

  conjecture('ordinary-sum', async () => {
    const start = Array.from((await grundyOf()).start, Number);
    for (let a = 1; a <= startUpto; a++) {
      for (let b = a + 1; b <= startUpto; b++) {
        if (start[a - 1] > 0 && start[a - 1] === start[b - 1]) {
          const s = rowAfter(now.f, [a, b]);
          const winning = rowHint(now.f, [a, b]).winning;
          return { holds: false, why: t('cut-the-knot-s-ordinary-sum', { rule: ruleWords(), a, b, g: start[a - 1], sum: 2 * start[a - 1], nimsum: String(s.nimSum), wins: winning ? 'yes' : 'no' }) };
        }
      }
    }
    return { holds: true, why: t('cut-the-knot-s-no-two-share', { rule: ruleWords(), upto: startUpto }) };
  });
  conjecture('all-losing', async () => {
    const r = await takeaway();
    const starts = Array.from(r.losingStarts, Number).filter((n) => n >= 2 && n <= 2000).slice(-3);
    if (!starts.length) return { holds: true, why: t('cut-the-knot-s-no-losing-start', { rule: ruleWords() }) };
    const s = rowAfter(now.f, starts);
    const winning = rowHint(now.f, starts).winning;
    return winning
      ? { holds: false, why: t('cut-the-knot-s-row-wins', { rule: ruleWords(), row: listWords(starts), nimsum: String(s.nimSum) }) }
      : { holds: true, why: t('cut-the-knot-s-row-loses', { rule: ruleWords(), row: listWords(starts), nimsum: String(s.nimSum) }) };
  });

  const pileChoices = sumPiles.map((p, i) => [String(i), () => t('cut-the-knot-s-pile-choice', { i: i + 1, n: p })]);
  question('nim-sum', {
    prompt: () => t('cut-the-knot-s-nim-sum-prompt', { piles: listWords(sumPiles), rule: ruleWords() }),
    answer: 'number',
    check: async (n) => {
      const s = rowAfter(now.f, sumPiles);
      const gs = s.components.map((c) => Number(c.grundy));
      const width = Math.max(1, ...gs.map((g) => g.toString(2).length));
      const plain = gs.reduce((a, b) => a + b, 0);
      const general = t('cut-the-knot-s-nim-sum-general');
      return { correct: n === Number(s.nimSum), answer: `${gs.join(' ⊕ ')} = ${s.nimSum}`,
        ...(n === plain && plain !== Number(s.nimSum) ? { clue: twoSentences(t('cut-the-knot-s-nim-sum-ordinary', { n: String(n) }), general) } : {}),
        why: t('cut-the-knot-s-nim-sum-why', { gs: `G(4, 3) = ${gs[0]}, G(6, 5) = ${gs[1]}, G(9, 8) = ${gs[2]}`, binary: `${gs.map((g) => binary(g, width)).join(' ⊕ ')} = ${binary(s.nimSum, width)}`, nimsum: String(s.nimSum) }),
        ...(n === plain && plain !== Number(s.nimSum) ? {} : { clue: general }) };
    },
  });

  /** The piles with a winning move (the engine's nim-sum after each legal take). */
  function winningTakes(rule) {
    const s = rowAfter(rule, sumPiles);
    return s.components.map((c, i) => {
      const takes = [];
      for (let k = 1; k <= Number(c.max); k++) if (Number(rowAfter(rule, sumPiles, i, k).nimSum) === 0) takes.push(k);
      return takes;
    });
  }
  question('sum-pile', {
    prompt: () => t('cut-the-knot-s-sum-pile-prompt'),
    answer: { choices: [...pileChoices, ['none', () => t('cut-the-knot-s-sum-pile-none')]] },
    check: async (answer) => {
      const wins = winningTakes(now.f);
      const good = wins.map((t, i) => (t.length ? i : null)).filter((i) => i !== null);
      const correct = answer === 'none' ? good.length === 0 : wins[Number(answer)].length > 0;
      return { correct,
        answer: good.length ? t('cut-the-knot-s-sum-pile-answer', { piles: orWords(good.map((i) => i + 1)) }) : t('cut-the-knot-s-sum-pile-zero'),
        why: engineWords(rowHint(now.f, sumPiles)),
        clue: t('cut-the-knot-s-sum-pile-clue') };
    },
  });
  question('sum-take', {
    prompt: () => t('cut-the-knot-s-sum-take-prompt'),
    answer: 'number',
    check: async (k) => {
      const picked = $('[data-question="sum-pile"] input[type="radio"]:checked');
      const hint = rowHint(now.f, sumPiles);
      const best = hint.winning ? t('cut-the-knot-s-sum-take-best', { take: String(hint.take), pile: Number(hint.component) + 1 }) : t('cut-the-knot-s-no-move-wins');
      const why = engineWords(hint);
      if (!picked || picked.value === 'none') {
        return { correct: false, answer: best, why, clue: t('cut-the-knot-s-sum-take-choose') };
      }
      const i = Number(picked.value);
      const max = Number(rowAfter(now.f, sumPiles).components[i].max);
      if (k < 1 || k > max) {
        return { correct: false, answer: best, why, clue: t('cut-the-knot-s-sum-take-range', { pile: i + 1, max: String(max) }) };
      }
      const after = rowAfter(now.f, sumPiles, i, k);
      const gs = after.components.map((c) => Number(c.grundy));
      return { correct: Number(after.nimSum) === 0, answer: best,
        why: t(Number(after.nimSum) === 0 ? 'cut-the-knot-s-sum-take-zero' : 'cut-the-knot-s-sum-take-leaves', { k: String(k), pile: i + 1, sum: `${gs.join(' ⊕ ')} = ${after.nimSum}` }),
        clue: t('cut-the-knot-s-sum-take-clue', { k: String(k), pile: i + 1, g: String(gs[i]), nimsum: String(after.nimSum), target: String(gs.reduce((a, b, j) => (j === i ? a : a ^ b), 0)) }) };
    },
  });
}
