// Step 1 of the lesson "Periodic rules and several bases": play the paper's game.

import { lesson, now, G, limitAfter, ruleWords } from './shared.js';

/** The limits after a move, as the engine sets them for the rule now. */
export function play() {
  const { fact } = lesson;

  const limitsSentence = () => {
    const [odd, even] = [limitAfter(now.rule, 15, 3), limitAfter(now.rule, 16, 3)];
    return `after a move of 3 from a pile of 15 the next player may take at most f(15, 3) = ${odd}; from a pile of 16, at most f(16, 3) = ${even}.`;
  };
  fact('limits', limitsSentence);
  fact('limits-answer', () => `In ${G(0)}, for ${ruleWords()}: ${limitsSentence()}`);
}
