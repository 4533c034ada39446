// Step 1 of the lesson "Periodic rules and several bases": play the paper's game.

import { lesson, now, G, limitAfter, ruleWords, t } from './shared.js';

/** The limits after a move, as the engine sets them for the rule now. */
export function play() {
  const { fact } = lesson;

  const limitsSentence = () => {
    const [odd, even] = [limitAfter(now.rule, 15, 3), limitAfter(now.rule, 16, 3)];
    return t('periodic-bases-s-limits', { x: 3, odd: 15, even: 16, fodd: `f(15, 3) = ${odd}`, feven: `f(16, 3) = ${even}` });
  };
  fact('limits', limitsSentence);
  fact('limits-answer', () => t('periodic-bases-s-limits-answer', { game: G(0), rule: ruleWords(), limits: limitsSentence() }));
}
