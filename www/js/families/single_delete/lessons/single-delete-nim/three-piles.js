// Step 4 of the lesson "Single-delete Nim": three piles, line up the rightmost 1s.

import { el, fill, errorText, withSubscripts } from '../../../../core/dom.js';
import { renderFieldError } from '../../../../widgets/fields.js';
import { checkSetting } from '../../../../core/spec.js';
import { alignedDigits, pilesText } from '../../digits.js';
import {
  $, lesson, rangeLimit, S3, solve, explain, engineHint, pSet, positions, judgePatterns, checkOf,
  sortedKey, show, kindWords, checkWords, fromCheck, winLose, predictPN, splitCheck,
} from './shared.js';

/** The typed piles drawn in binary, the questions about 6, 10 and 12, Theorem 1.4, the
 *  challenge and the conjectures. */
export function threePiles() {
  const { fact, conjecture, question } = lesson;

  const digitsInput = $('#digits-input');
  const digitsMessage = $('#digits-message');
  const drawing = $('#digits-drawing');
  let drawToken = 0;

  /** The typed piles, or null (with the message shown): the engine reads the row as the
   *  playground's start row of single-delete Nim (2 to 8 piles), then each of its numbers. */
  function typedPiles() {
    const checked = checkSetting('dstart', digitsInput.value);
    const problem = checked.error ? checked.error.replace(/^dstart: /, '') : null;
    renderFieldError(digitsInput, digitsMessage, problem);
    if (problem) return null;
    return String(checked.value).split(',').map((t) => t.trim()).filter((t) => t !== '')
      .map((t) => checkSetting('dmax', t).value);
  }

  /** Draws the typed piles in binary; with `ask`, the engine's verdict under them. */
  function draw(ask) {
    const piles = typedPiles();
    const token = ++drawToken;
    if (!piles) return;
    const k = piles.length;
    const verdict = el('p', { class: 'sdn-verdict-line', id: 'digits-verdict' });
    fill(drawing, alignedDigits(piles, { caption: `${pilesText(piles)} in binary, rightmost 1s aligned` }), verdict);
    if (!ask) return;
    if (Math.max(...piles) > rangeLimit[k]) {
      fill(verdict, `The lesson solves ${k} piles up to ${rangeLimit[k]}; the playground’s single-delete section goes further.`);
      return;
    }
    fill(verdict, '…');
    explain(piles).then((e) => {
      if (token !== drawToken) return;
      fill(verdict, el('span', { class: `d-pn ${e.p ? 'p' : 'n'}` }, e.p ? 'P' : 'N'), ' ', withSubscripts(e.text));
    }, (err) => {
      if (token === drawToken) fill(verdict, el('span', { class: 'fact-error' }, errorText(err)));
    });
  }
  $('#digits-form').addEventListener('submit', (e) => {
    e.preventDefault();
    draw(false);
  });
  $('#digits-ask').addEventListener('click', () => draw(true));
  draw(false);

  question('pn-6-10-12', {
    prompt: 'Piles of 6, 10 and 12, your move. Do you win or lose against best play?',
    answer: winLose,
    check: predictPN([6, 10, 12], 'Draw 6, 10 and 12 above. Do their rightmost 1s stand in one column?'),
  });

  /** The x for which deleting the 6 of (6, 10, 12) and splitting 12 into x + (12 − x) wins. */
  async function winningSplitsThree() {
    const p = await pSet(3, S3);
    const out = [];
    for (let x = 1; x <= 11; x++) if (p.has(sortedKey([x, 12 - x, 10]))) out.push(x);
    return out;
  }

  question('split-three', {
    prompt: () => ['From 6, 10 and 12 you delete the 6 and split the 12 into x and 12 − x, keeping the 10. Name an x that wins.',
      el('span', { class: 'screen-only' }, ' (Type 0 if none does; draw the piles above to compare their rightmost 1s.)')],
    answer: 'number',
    check: splitCheck(winningSplitsThree, [10]),
  });

  fact('theorem-1-4', async () => checkWords(checkOf(await solve(3, S3), 'theorem-1.4')));
  fact('challenge-start', async () => ((await explain([7, 10, 12])).p
    ? 'the engine’s own verdict is that (7, 10, 12) is a P-position: you cannot win against perfect play. Watch how it escapes.'
    : 'the engine’s own verdict is that you can win from (7, 10, 12), but only with exact play.'));
  fact('challenge-move', async () => (await engineHint([7, 10, 12])).why);

  conjecture('three-odd', async () => {
    const r = await solve(3, S3);
    const odd = checkOf(r, 'prop-4.1');
    if (!odd.holds) return fromCheck(odd);
    return judgePatterns(r, (pattern) => pattern.every((v) => v === 0));
  });
  conjecture('three-nim', async () => {
    const p = await pSet(3, S3);
    for (const a of positions(3, S3)) {
      const nim = (a[0] ^ a[1] ^ a[2]) === 0;
      const isP = p.has(a.join(','));
      if (nim !== isP) {
        return { holds: false, why: `${show(a)}: ${a.join(' XOR ')} = ${a[0] ^ a[1] ^ a[2]}, and the engine finds ${kindWords(isP)}` };
      }
    }
    return { holds: true, why: `the engine agrees on every position of 3 piles up to ${S3}` };
  });
  conjecture('three-valuation', async () => fromCheck(checkOf(await solve(3, S3), 'theorem-1.4')));
}
