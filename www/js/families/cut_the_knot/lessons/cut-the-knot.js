// The lesson "Cut The Knot's single-pile games" (www/lessons/cut-the-knot.html, after Bogomolny,
// Single Pile Games, 2002, and Schwenk, Take-Away Games, 1970): One Pile with Min/Max and its
// Grundy numbers, Schwenk's H and "remove the rightmost 1", a row of piles won by the nim-sum, two
// rules the student changes (the set of takes, and f), and Schwenk's claims outside his
// hypotheses. Every number and verdict the page shows comes from the engine for the rules chosen
// now; the page's prose holds no claim a rule change could falsify.
//
// This module is the page's entry: it starts the lesson and wires its steps, one module a step in
// cut-the-knot/ (named after what the step teaches), with what they share in cut-the-knot/shared.js.

// first: the page's wasm package (its elements then share it)
import './package.js';
import '../../../i18n/lesson-cut-the-knot/index.js';
import '../../../i18n/lesson-cut-the-knot-steps/index.js';
import '../../../elements/index.js';
import { lessonReady } from '../../../lessons/runtime.js';
import { checkWidget } from '../../../core/spec.js';
import { el, nextTask, errorText } from '../../../core/dom.js';
import { t } from '../../../core/i18n.js';
import { renderFieldError } from '../../../widgets/fields.js';
import { buildSettingFields } from '../../../widgets/setting-field.js';
import { begin, main, $, ruleWords, setName, setMoves } from './cut-the-knot/shared.js';
import { pOrNStep } from './cut-the-knot/p-or-n.js';
import { grundyNumbers } from './cut-the-knot/grundy-numbers.js';
import { schwenkH } from './cut-the-knot/schwenk-h.js';
import { rightmostOne } from './cut-the-knot/rightmost-one.js';
import { rowOfPiles } from './cut-the-knot/row-of-piles.js';
import { changeTheRule, ruleChips } from './cut-the-knot/change-the-rule.js';
import { claimsFail } from './cut-the-knot/claims-fail.js';

const lesson = begin();

/** The start piles: the engine checks the number as the game's own `pile` attribute; its words
 *  show next to the box. */
function pileInputs() {
  for (const input of main.querySelectorAll('[data-pile-for]')) {
    const game = $(`#${input.dataset.pileFor}`);
    const message = el('span', { class: 'field-error', id: `${input.id}-message`, 'aria-live': 'polite' });
    input.after(message);
    input.addEventListener('change', () => {
      const text = input.value.trim();
      const checked = text === '' ? null : checkWidget(game.getAttribute('game'), { pile: text });
      const said = checked && (checked.errors || []).find((e) => e.attr === 'pile');
      const error = !checked ? t('cut-the-knot-s-pile-empty') : said ? errorText(said) : null;
      renderFieldError(input, message, error);
      if (!error) game.setAttribute('pile', String(checked.settings.pile));
    });
  }
}

/** Builds the lesson's live parts once the engine is loaded. */
async function setup() {
  buildSettingFields(main);
  const { facts } = lesson;
  for (const node of main.querySelectorAll('[data-rule-words]')) facts.add(node, () => ruleWords());
  for (const node of main.querySelectorAll('[data-set-name]')) facts.add(node, () => setName());
  for (const node of main.querySelectorAll('[data-set-words]')) facts.add(node, () => setMoves());

  pOrNStep();
  await nextTask();
  grundyNumbers();
  await nextTask();
  const startTakeaway = schwenkH();
  await nextTask();
  const showRepresentation = rightmostOne();
  await nextTask();
  rowOfPiles();
  await nextTask();
  changeTheRule();
  await nextTask();
  const showCounterRepresentation = claimsFail();
  pileInputs();
  await nextTask();

  // what follows f besides the elements, facts and questions: the games and representations
  const followRule = () => {
    startTakeaway();
    showRepresentation();
    showCounterRepresentation();
  };
  ruleChips(followRule);
  followRule();
}

lessonReady(setup);
