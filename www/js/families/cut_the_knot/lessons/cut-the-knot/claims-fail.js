// Step 8 of the lesson "Cut The Knot's single-pile games": where Schwenk's claims fail.

import { takeawayRepresentation } from '../../engine.js';
import { el, fmtInt, errorText } from '../../../../core/dom.js';
import { createTakeawayRepresentation } from '../../takeaway/representation.js';
import { renderTakeawayClaims, renderTakeawayCompare } from '../../takeaway/views.js';
import { $, lesson, now, brokenRule, takeaway, once, ruleWords, firstMove } from './shared.js';

/** Schwenk's claims, the counterexample's game and representation, and the questions.
 *  Returns showCounterRepresentation (it follows the rule chosen). */
export function claimsFail() {
  const { fact, conjecture, question } = lesson;

  fact('claims', async () => {
    const r = await takeaway();
    const box = el('div');
    renderTakeawayClaims(box, r);
    return box;
  });
  fact('compare', async () => {
    const r = await takeaway();
    const box = el('div');
    renderTakeawayCompare(box, r);
    return box;
  });

  // step 8: the representation where the rightmost 1 fails (or 20)
  const counterRepr = createTakeawayRepresentation($('[data-view="counter-representation"]'), { ids: 'counter-' });

  fact('counter-game', async () => {
    const rule = now.f;
    const r = await takeaway(rule);
    const h = new Set(Array.from(r.H, Number));
    const losing = Array.from(r.losingStarts, Number);
    const lose = new Set(losing);
    const inH = Array.from(r.H, Number).find((n) => n <= r.bruteUpto && !lose.has(n));
    const notH = losing.find((n) => !h.has(n));
    const game = $('#game-counter');
    let pile;
    let words;
    if (inH !== undefined && (notH === undefined || inH <= notH)) {
      pile = inH;
      words = `For ${ruleWords(rule)}, ${pile} is in H, yet the engine’s brute force finds that the first player wins from ${pile}. Below, a pile of ${pile} against the perfect engine: Schwenk’s H says you lose — find the win.`;
    } else if (notH !== undefined) {
      pile = notH;
      words = `For ${ruleWords(rule)}, ${pile} is not in H, yet the engine’s brute force finds that the first player loses from ${pile}. Below, a pile of ${pile} against the perfect engine: Schwenk’s H says you win — try.`;
    } else {
      pile = Array.from(r.H, Number).filter((n) => n >= 5)[0] ?? 5;
      words = `For ${ruleWords(rule)}, H and the losing starts agree on every N ≤ ${fmtInt(r.bruteUpto)}. Below, a pile of ${pile}, a member of H, against the perfect engine.`;
    }
    if (rule === now.f && game.getAttribute('pile') !== String(pile)) game.setAttribute('pile', String(pile));
    return words;
  });

  /** The first N not in H from which Schwenk's move loses (by the engine), else 20. */
  function rightmostPile(rule = now.f) {
    return once(`rightmost|${rule}`, () => {
      for (let n = 2; n <= 200; n++) {
        try {
          if (takeawayRepresentation(rule, String(n)).wins === false) return n;
        } catch (_) {
          return 20;
        }
      }
      return 20;
    });
  }
  function showCounterRepresentation() {
    try {
      counterRepr.render(takeawayRepresentation(now.f, String(rightmostPile())));
    } catch (err) {
      counterRepr.render(null);
    }
  }

  function brokenClaim(id) {
    return async () => {
      const c = (await takeaway(brokenRule)).claims.find((x) => x.id === id);
      return { holds: c.holds, why: `the engine, for ${ruleWords(brokenRule)}: ${c.holds ? c.text : `contradicted: ${c.counterexample}`}` };
    };
  }
  conjecture('h-always', brokenClaim('h-losing'));
  conjecture('rightmost-always', brokenClaim('strategy'));
  conjecture('base-always', brokenClaim('base-losing'));

  question('h-losing', {
    prompt: () => `For ${ruleWords()}: is H exactly the set of starting piles from which the first player loses?`,
    answer: { choices: [['yes', 'Yes'], ['no', 'No']] },
    check: async (answer) => {
      const r = await takeaway();
      const c = r.claims.find((x) => x.id === 'h-losing');
      // the reason, in other words than the answer (the claim's text repeats its counterexample):
      // the engine's own play from the first start where H and the losing starts differ
      let why = c.text;
      if (!c.holds) {
        const h = new Set(Array.from(r.H, Number));
        const lose = new Set(Array.from(r.losingStarts, Number));
        let n = null;
        for (let x = 2; x <= r.bruteUpto && n === null; x++) if (h.has(x) !== lose.has(x)) n = x;
        if (n !== null) {
          const best = firstMove(now.f, n);
          why = best.winning
            ? `The engine tried every game from ${n}: the first player wins by taking ${best.take}, although ${n} is in H.`
            : `The engine tried every game from ${n}: every first move loses, although ${n} is not in H.`;
        }
      }
      return { correct: answer === (c.holds ? 'yes' : 'no'),
        answer: c.holds ? `yes, on every N ≤ ${fmtInt(c.checkedUpto)}` : `no: ${c.counterexample}`,
        why, clue: 'Compare H with the piles you cannot win from: build H for this f, then try the smallest members in the game.' };
    },
  });
  question('rightmost', {
    prompt: () => {
      const n = rightmostPile();
      let parts = '';
      try {
        parts = ` = ${Array.from(takeawayRepresentation(now.f, String(n)).parts, Number).reverse().join(' + ')}`;
      } catch (_) { /* no representation: the prompt names N only */ }
      return `For ${ruleWords()}: from a start of ${n}${parts}, does removing the rightmost 1 win?`;
    },
    answer: { choices: [['yes', 'Yes, it wins'], ['no', 'No, it loses']] },
    check: async (answer) => {
      const n = rightmostPile();
      let r;
      try {
        r = takeawayRepresentation(now.f, String(n));
      } catch (err) {
        return { correct: false, answer: 'there is no rightmost 1 here', why: errorText(err), clue: 'Write the pile with H first.' };
      }
      const wins = r.wins !== false;
      return { correct: answer === (wins ? 'yes' : 'no'), answer: wins ? `yes: take ${r.rightmost}` : `no: taking ${r.rightmost} loses`,
        why: r.text, clue: `After taking the smallest part, how much may the opponent take, and what does the engine say about the pile left?` };
    },
  });

  return showCounterRepresentation;
}
