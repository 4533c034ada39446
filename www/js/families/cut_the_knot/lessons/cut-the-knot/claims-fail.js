// Step 8 of the lesson "Cut The Knot's single-pile games": where Schwenk's claims fail.

import { takeawayRepresentation } from '../../engine.js';
import { el, fmtInt, errorText } from '../../../../core/dom.js';
import { createTakeawayRepresentation } from '../../takeaway/representation.js';
import { renderTakeawayClaims, renderTakeawayCompare } from '../../takeaway/views.js';
import { $, lesson, now, brokenRule, takeaway, once, ruleWords, firstMove, t, engineWords } from './shared.js';

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
      words = t('cut-the-knot-s-counter-in-h', { rule: ruleWords(rule), pile: String(pile) });
    } else if (notH !== undefined) {
      pile = notH;
      words = t('cut-the-knot-s-counter-not-in-h', { rule: ruleWords(rule), pile: String(pile) });
    } else {
      pile = Array.from(r.H, Number).filter((n) => n >= 5)[0] ?? 5;
      words = t('cut-the-knot-s-counter-agree', { rule: ruleWords(rule), upto: fmtInt(r.bruteUpto), pile: String(pile) });
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
      const text = c.holds ? engineWords(c) : t('cut-the-knot-s-contradicted', { why: engineWords({ message: c.counterexampleMessage }, c.counterexample) });
      return { holds: c.holds, why: t('cut-the-knot-s-engine-for', { rule: ruleWords(brokenRule), text }) };
    };
  }
  conjecture('h-always', brokenClaim('h-losing'));
  conjecture('rightmost-always', brokenClaim('strategy'));
  conjecture('base-always', brokenClaim('base-losing'));

  question('h-losing', {
    prompt: () => t('cut-the-knot-s-h-losing-prompt', { rule: ruleWords() }),
    answer: { choices: [['yes', () => t('cut-the-knot-s-yes')], ['no', () => t('cut-the-knot-s-no')]] },
    check: async (answer) => {
      const r = await takeaway();
      const c = r.claims.find((x) => x.id === 'h-losing');
      // the reason, in other words than the answer (the claim's text repeats its counterexample):
      // the engine's own play from the first start where H and the losing starts differ
      let why = engineWords(c);
      if (!c.holds) {
        const h = new Set(Array.from(r.H, Number));
        const lose = new Set(Array.from(r.losingStarts, Number));
        let n = null;
        for (let x = 2; x <= r.bruteUpto && n === null; x++) if (h.has(x) !== lose.has(x)) n = x;
        if (n !== null) {
          const best = firstMove(now.f, n);
          why = best.winning
            ? t('cut-the-knot-s-tried-wins', { n: String(n), take: String(best.take) })
            : t('cut-the-knot-s-tried-loses', { n: String(n) });
        }
      }
      return { correct: answer === (c.holds ? 'yes' : 'no'),
        answer: c.holds ? t('cut-the-knot-s-yes-upto', { upto: fmtInt(c.checkedUpto) }) : t('cut-the-knot-s-no-because', { why: engineWords({ message: c.counterexampleMessage }, c.counterexample) }),
        why, clue: t('cut-the-knot-s-h-losing-clue') };
    },
  });
  question('rightmost', {
    prompt: () => {
      const n = rightmostPile();
      let parts = '';
      try {
        parts = ` = ${Array.from(takeawayRepresentation(now.f, String(n)).parts, Number).reverse().join(' + ')}`;
      } catch (_) { /* no representation: the prompt names N only */ }
      return t('cut-the-knot-s-rightmost-prompt', { rule: ruleWords(), start: `${n}${parts}` });
    },
    answer: { choices: [['yes', () => t('cut-the-knot-s-yes-wins')], ['no', () => t('cut-the-knot-s-no-loses')]] },
    check: async (answer) => {
      const n = rightmostPile();
      let r;
      try {
        r = takeawayRepresentation(now.f, String(n));
      } catch (err) {
        return { correct: false, answer: t('cut-the-knot-s-no-rightmost'), why: errorText(err), clue: t('cut-the-knot-s-write-with-h') };
      }
      const wins = r.wins !== false;
      return { correct: answer === (wins ? 'yes' : 'no'), answer: t(wins ? 'cut-the-knot-s-yes-take' : 'cut-the-knot-s-no-taking', { take: String(r.rightmost) }),
        why: engineWords(r), clue: t('cut-the-knot-s-rightmost-clue') };
    },
  });

  return showCounterRepresentation;
}
