// Step 4 of the lesson "Single-delete Nim": three piles, line up the rightmost 1s.

import { el, fill, errorText, withSubscripts } from '../../../../core/dom.js';
import { t, onLanguageChange } from '../../../../core/i18n.js';
import { renderFieldError } from '../../../../widgets/fields.js';
import { checkSetting } from '../../../../core/spec.js';
import { alignedDigits } from '../../digits.js';
import {
  $, lesson, rangeLimit, S3, solve, explain, engineHint, engineText, pSet, positions, judgePatterns, checkOf,
  sortedKey, show, kindOf, checkWords, fromCheck, winLose, predictPN, splitCheck,
} from './shared.js';

/** The typed piles drawn in binary, the questions about 6, 10 and 12, Theorem 1.4, the
 *  challenge and the conjectures. */
export function threePiles() {
  const { fact, conjecture, question } = lesson;

  const digitsInput = $('#digits-input');
  const digitsMessage = $('#digits-message');
  const drawing = $('#digits-drawing');
  let drawToken = 0;
  // whether the drawing shows the engine's verdict (drawn again in another language)
  let asked = false;

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
    asked = ask;
    if (!piles) return;
    const k = piles.length;
    const verdict = el('p', { class: 'sdn-verdict-line', id: 'digits-verdict' });
    // (the caption: "6, 10, 12 in binary, rightmost 1s aligned", the section's words)
    fill(drawing, alignedDigits(piles), verdict);
    if (!ask) return;
    if (Math.max(...piles) > rangeLimit[k]) {
      fill(verdict, t('single-delete-nim-s-digits-beyond', { k, max: rangeLimit[k] }));
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
  onLanguageChange(() => draw(asked));

  question('pn-6-10-12', {
    prompt: () => t('single-delete-nim-s-pn-6-10-12'),
    answer: winLose,
    check: predictPN([6, 10, 12], 'single-delete-nim-s-clue-6-10-12'),
  });

  /** The x for which deleting the 6 of (6, 10, 12) and splitting 12 into x + (12 − x) wins. */
  async function winningSplitsThree() {
    const p = await pSet(3, S3);
    const out = [];
    for (let x = 1; x <= 11; x++) if (p.has(sortedKey([x, 12 - x, 10]))) out.push(x);
    return out;
  }

  question('split-three', {
    prompt: () => [t('single-delete-nim-s-split-three'), el('span', { class: 'screen-only' }, ' ', t('single-delete-nim-s-split-three-note'))],
    answer: 'number',
    check: splitCheck(winningSplitsThree, [10]),
  });

  fact('theorem-1-4', async () => checkWords(checkOf(await solve(3, S3), 'theorem-1.4')));
  fact('challenge-start', async () => t((await explain([7, 10, 12])).p ? 'single-delete-nim-s-challenge-p' : 'single-delete-nim-s-challenge-n'));
  fact('challenge-move', async () => { const h = await engineHint([7, 10, 12]); return engineText(h, h.why); });

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
        const [x, y, z] = a.map(String);
        return { holds: false, why: t('single-delete-nim-s-three-nim', { position: show(a), a: x, b: y, c: z, value: String(a[0] ^ a[1] ^ a[2]), kind: kindOf(isP) }) };
      }
    }
    return { holds: true, why: t('single-delete-nim-s-agrees-three', { max: S3 }) };
  });
  conjecture('three-valuation', async () => fromCheck(checkOf(await solve(3, S3), 'theorem-1.4')));
}
