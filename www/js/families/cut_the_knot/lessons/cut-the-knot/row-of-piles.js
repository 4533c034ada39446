// Step 6 of the lesson "Cut The Knot's single-pile games": Grundy values and a row of piles.

import { el } from '../../../../core/dom.js';
import { createGrundyPicture } from '../../grundy/views.js';
import {
  now, $, startUpto, rowsUpto, sumPiles, grundyOf, takeaway, ruleWords, listWords, orWords, rowAfter, rowHint, binary, stripView,
} from './shared.js';

/** The Grundy values of the starts, the table of G(N, x), and the row of piles won by the
 *  nim-sum. */
export function rowOfPiles() {
  const { facts, fact, conjecture, question } = now.lesson;

  stripView($('[data-view="start-strip"]'), async () => {
    const rule = now.f;
    const r = await grundyOf(rule);
    const start = Array.from(r.start, Number);
    return {
      caption: `G(N, N − 1) for ${ruleWords(rule)}, N = 1 … ${startUpto}:`,
      spec: {
        key: `start|${rule}`, from: 1, to: startUpto, value: (n) => start[n - 1],
        top: 'N', bottom: 'G(N, N − 1)', marked: (n, v) => v === 0,
        title: (n, v) => `G(${n}, ${n - 1}) = ${v}${v === 0 ? ' — a losing start' : ''}`,
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
      return `G(N, x) for ${ruleWords(rule)}, N ≤ ${upto}: rows N, columns x (the most that may be taken).`;
    });
  }

  fact('sum-answer', async () => {
    const h = rowHint(now.f, sumPiles);
    return `For ${ruleWords()} and piles ${listWords(sumPiles)}: ${h.why}`;
  });

  conjecture('ordinary-sum', async () => {
    const start = Array.from((await grundyOf()).start, Number);
    for (let a = 1; a <= startUpto; a++) {
      for (let b = a + 1; b <= startUpto; b++) {
        if (start[a - 1] > 0 && start[a - 1] === start[b - 1]) {
          const s = rowAfter(now.f, [a, b]);
          const winning = rowHint(now.f, [a, b]).winning;
          return { holds: false, why: `for ${ruleWords()}, piles ${a} and ${b} have G = ${start[a - 1]} each: the sum is ${2 * start[a - 1]}, the nim-sum ${s.nimSum}, and the engine says the player to move ${winning ? 'wins' : 'loses'}` };
        }
      }
    }
    return { holds: true, why: `for ${ruleWords()} no two starts up to ${startUpto} share a Grundy number other than 0` };
  });
  conjecture('all-losing', async () => {
    const r = await takeaway();
    const starts = Array.from(r.losingStarts, Number).filter((n) => n >= 2 && n <= 2000).slice(-3);
    if (!starts.length) return { holds: true, why: `for ${ruleWords()} there is no losing start above 1 to try` };
    const s = rowAfter(now.f, starts);
    const winning = rowHint(now.f, starts).winning;
    return winning
      ? { holds: false, why: `for ${ruleWords()} the row ${listWords(starts)} has nim-sum ${s.nimSum}, and the engine says the player to move wins` }
      : { holds: true, why: `for ${ruleWords()} the losing starts ${listWords(starts)} each have G = 0, so the nim-sum is ${s.nimSum}, and the engine says the player to move loses` };
  });

  const pileChoices = sumPiles.map((p, i) => [String(i), `pile ${i + 1} (${p} counters)`]);
  question('nim-sum', {
    prompt: () => `Piles ${listWords(sumPiles)}, each a take-away game with ${ruleWords()}. What is the nim-sum G(4, 3) ⊕ G(6, 5) ⊕ G(9, 8)?`,
    answer: 'number',
    check: async (n) => {
      const s = rowAfter(now.f, sumPiles);
      const gs = s.components.map((c) => Number(c.grundy));
      const width = Math.max(1, ...gs.map((g) => g.toString(2).length));
      const plain = gs.reduce((a, b) => a + b, 0);
      const general = 'Read the three Grundy numbers in the strip above, write them in binary and add each column without carrying.';
      return { correct: n === Number(s.nimSum), answer: `${gs.join(' ⊕ ')} = ${s.nimSum}`,
        ...(n === plain && plain !== Number(s.nimSum) ? { clue: `${n} is the ordinary sum; the nim-sum adds in binary without carrying. ${general}` } : {}),
        why: `G(4, 3) = ${gs[0]}, G(6, 5) = ${gs[1]}, G(9, 8) = ${gs[2]}; in binary ${gs.map((g) => binary(g, width)).join(' ⊕ ')} = ${binary(s.nimSum, width)}, that is ${s.nimSum}.`,
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
    prompt: () => `It is your move in that row. From which pile do you take to win?`,
    answer: { choices: [...pileChoices, ['none', 'none: every move loses']] },
    check: async (answer) => {
      const wins = winningTakes(now.f);
      const good = wins.map((t, i) => (t.length ? i : null)).filter((i) => i !== null);
      const correct = answer === 'none' ? good.length === 0 : wins[Number(answer)].length > 0;
      return { correct,
        answer: good.length ? `pile ${orWords(good.map((i) => i + 1))}` : 'none: the nim-sum is already 0',
        why: rowHint(now.f, sumPiles).why,
        clue: 'A winning move makes the nim-sum 0: which pile’s Grundy number can be changed into the nim-sum of the other two?' };
    },
  });
  question('sum-take', {
    prompt: () => 'And how many counters do you take from the pile you chose?',
    answer: 'number',
    check: async (k) => {
      const picked = $('[data-question="sum-pile"] input[type="radio"]:checked');
      const hint = rowHint(now.f, sumPiles);
      const best = hint.winning ? `take ${hint.take} from pile ${Number(hint.component) + 1}` : 'no move wins';
      if (!picked || picked.value === 'none') {
        return { correct: false, answer: best, why: hint.why, clue: 'Choose a pile in the question above first.' };
      }
      const i = Number(picked.value);
      const max = Number(rowAfter(now.f, sumPiles).components[i].max);
      if (k < 1 || k > max) {
        return { correct: false, answer: best, why: hint.why, clue: `From pile ${i + 1} you may take 1 to ${max}.` };
      }
      const after = rowAfter(now.f, sumPiles, i, k);
      const gs = after.components.map((c) => Number(c.grundy));
      return { correct: Number(after.nimSum) === 0, answer: best,
        why: `Taking ${k} from pile ${i + 1} leaves Grundy numbers ${gs.join(' ⊕ ')} = ${after.nimSum}${Number(after.nimSum) === 0 ? ': the nim-sum is 0, so the opponent loses.' : '.'}`,
        clue: `Taking ${k} gives pile ${i + 1} the Grundy number ${gs[i]}, and the nim-sum becomes ${after.nimSum}. After your move the nim-sum must be 0: pile ${i + 1} must get Grundy number ${gs.reduce((a, b, j) => (j === i ? a : a ^ b), 0)} (the nim-sum of the other piles).` };
    },
  });
}
