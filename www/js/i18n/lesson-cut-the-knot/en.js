// The words of the lesson page cut-the-knot.html, in English: written by scripts/lesson-l10n.mjs from
// the page (its blocks of text, by data-l10n-id), which is their source; translate the other
// languages' files of this folder, and run the script again after changing the page.
export const ftl = String.raw`
## Glossary: the fixed terms, as every catalogue names them.

-pile = pile
-move = move
-counter = counter
-base = base
-g-base = g-base
-grundy-value = Grundy value
-p-position = P-position
-n-position = N-position
-nim-sum = nim-sum
-engine = engine
-hint = hint
-level = level

cut-the-knot-head-1 = Cut The Knot’s single-pile games — a Nim Lab lesson
cut-the-knot-page-1 = Skip to the lesson
cut-the-knot-head-2 = <a data-l10n-name="link1">Lessons</a> · <a data-l10n-name="link2">Nim Lab</a>
cut-the-knot-head-5 = Language
cut-the-knot-head-6 = Your browser’s language
cut-the-knot-head-3 = Cut The Knot’s single-pile games
cut-the-knot-head-4 = One pile of counters and a rule that limits each move: take between <i>Min</i> and <i>Max</i> counters, or take at most <i>f</i> of what the opponent just took. Who wins, how do you know before playing, and what happens when several piles are played at once? Based on A. Bogomolny, <cite>Single Pile Games</cite>, Cut The Knot (2002), and A. J. Schwenk, <cite>Take-Away Games</cite>, Fibonacci Quarterly 8 (1970) 225–234.
cut-the-knot-play-1 = 1. Play One Pile with Min and Max
cut-the-knot-play-2 = One pile of counters. Players take turns; a move takes <span data-l10n-name="part1"></span> The player who cannot move loses (a few counters may be left that nobody can take).
cut-the-knot-play-3 = The engine below plays as a <strong>beginner</strong>: it makes mistakes. Play it a few times, from different piles, and note the piles from which the player to move could not escape.
cut-the-knot-play-4 = Start from a pile of
cut-the-knot-play-5 = For the teacher
cut-the-knot-play-6 = Goal
cut-the-knot-play-7 = Students get a feel for a game with a lower limit as well as an upper one, and notice that a pile too small to move from is a loss for the player to move.
cut-the-knot-play-8 = Ask
cut-the-knot-play-9 = “From which small piles can the player to move not move at all? Who wins then?”
cut-the-knot-play-10 = Let them try
cut-the-knot-play-11 = Different start piles (the field above the board), and the engine’s level under the board (“Perfect” never makes a mistake).
cut-the-knot-play-12 = The rule now
cut-the-knot-predict-1 = 2. P or N? Predict who wins
cut-the-knot-predict-2 = A pile is a <strong>P-position</strong> when the <strong>P</strong>revious player (the one who just moved) wins with best play: whoever has to move from it loses. It is an <strong>N-position</strong> when the <strong>N</strong>ext player (the one to move) wins. A pile is N exactly when some move leads to a P-position.
cut-the-knot-predict-3 = The engine’s P-positions for <span data-l10n-name="part1"></span>: <span data-l10n-name="fact-p-positions"></span>
cut-the-knot-predict-4 = For the teacher
cut-the-knot-predict-5 = Goal
cut-the-knot-predict-6 = Working backwards from the end: the piles nobody can move from are P; a pile is N when one move reaches a P-position; it is P when every move reaches an N-position.
cut-the-knot-predict-7 = Ask
cut-the-knot-predict-8 = “Which piles are P because there is no move at all? Which is the first pile that is P although a move is possible?”
cut-the-knot-predict-9 = Conjectures students usually make
cut-the-knot-predict-10 = “The P-positions are the multiples of Min + Max.”
cut-the-knot-predict-11 = “S is a P-position exactly when S mod (Min + Max) &lt; Min.” (Bogomolny’s rule)
cut-the-knot-grundy-1 = 3. Grundy numbers, the period and the paper’s rule
cut-the-knot-grundy-2 = The <strong>Grundy number</strong> G(<i>S</i>) of a pile of <i>S</i> counters is worked out from the bottom up. A pile with no move has G = 0. Otherwise, list the Grundy numbers of the piles one move away; G(<i>S</i>) is the smallest whole number (0, 1, 2, …) <em>missing</em> from that list (the <dfn>mex</dfn>, short for “minimum excluded”). The P-positions are exactly the piles with G = 0.
cut-the-knot-grundy-3 = The engine’s table, in the layout of Cut The Knot’s applet (the P-positions highlighted):
cut-the-knot-grundy-4 = Bogomolny writes: <em>the P-positions are the piles whose size S satisfies 0 ≤ S mod (Min + Max) &lt; Min</em>. In words: divide <i>S</i> by Min + Max; the pile is P when the <dfn>remainder</dfn> (“<i>S</i> mod (Min + Max)”) is smaller than Min. The engine checks that rule against its table:
cut-the-knot-grundy-5 = For the teacher
cut-the-knot-grundy-6 = Why a period
cut-the-knot-grundy-7 = G(<i>S</i>) depends only on the Grundy numbers of the last Max piles below it, so as soon as a window of Max values repeats, the whole sequence repeats. The engine finds the first repeat and uses it to answer for piles of any size.
cut-the-knot-grundy-8 = Ask
cut-the-knot-grundy-9 = “Why can G(<i>S</i>) never be larger than the number of different moves?”
cut-the-knot-grundy-10 = Conjectures students usually make
cut-the-knot-grundy-11 = “The Grundy numbers repeat with period Min + Max.”
cut-the-knot-grundy-12 = “G(S) is always 0, 1 or 2.”
cut-the-knot-grundy-13 = Answer
cut-the-knot-takeaway-1 = 4. Take-away games and Schwenk’s sequence <i>H</i>
cut-the-knot-takeaway-2 = A new kind of limit. The first move may take any number of counters <strong>except the whole pile</strong>. After that, a player may take at most <i>f</i>(<i>k</i>) counters, where <i>k</i> is what the opponent just took. Whoever takes the last counter wins. Here <span data-l10n-name="rule"></span>.
cut-the-knot-takeaway-3 = Start from a pile of
cut-the-knot-takeaway-4 = Schwenk builds a sequence from <i>f</i>: <i>H</i><sub>1</sub> = 1 and <i>H</i><sub><i>k</i>+1</sub> = <i>H<sub>k</sub></i> + <i>H<sub>m</sub></i>, where <i>m</i> is the smallest <i>j</i> with <i>f</i>(<i>H<sub>j</sub></i>) ≥ <i>H<sub>k</sub></i>. His theorem: when <i>f</i> never decreases and <i>f</i>(<i>x</i>) ≥ <i>x</i>, the starting piles from which the first player loses are exactly the members of <i>H</i>.
cut-the-knot-takeaway-5 = For the teacher
cut-the-knot-takeaway-6 = Goal
cut-the-knot-takeaway-7 = Building a sequence from a rule, one step at a time, and linking it to the game.
cut-the-knot-takeaway-8 = Ask
cut-the-knot-takeaway-9 = “Why is a pile of 1 lost for the first player?” (The first move may not take the whole pile: there is no move.) “And a pile of 2?”
cut-the-knot-takeaway-10 = Conjectures students usually make
cut-the-knot-takeaway-11 = “For f(x) = 2x (Fibonacci Nim), H is the Fibonacci numbers 1, 2, 3, 5, 8, 13, …”
cut-the-knot-takeaway-12 = “f(x) = x and f(x) = 2x − 1 are different rules, so they give different sequences H.”
cut-the-knot-takeaway-13 = Answer
cut-the-knot-strategy-1 = 5. The strategy: remove the rightmost 1
cut-the-knot-strategy-2 = Check your predictions: the engine’s <i>H</i> for <span data-l10n-name="rule"></span>, and how each member is found.
cut-the-knot-strategy-3 = Write <i>N</i> as a sum of members of <i>H</i>: take the largest member that fits, then the largest that fits in what is left, and so on. That gives <i>N</i> its own row of digits, like <dfn>binary</dfn>: one digit for each member of <i>H</i>, 1 where it is used, 0 where not. Schwenk’s winning move is to <strong>remove the rightmost 1</strong> — take the smallest part.
cut-the-knot-strategy-4 = Write <i>N</i> =
cut-the-knot-strategy-5 = <strong>Can you beat the engine from here?</strong> A pile of 50, the first move anything up to 49. The engine now plays <strong>perfectly</strong>: <span data-l10n-name="fact-challenge-50"></span>
cut-the-knot-strategy-6 = For the teacher
cut-the-knot-strategy-7 = Why it works (under Schwenk’s hypotheses)
cut-the-knot-strategy-8 = After you take the smallest part <i>t</i>, the opponent may take at most <i>f</i>(<i>t</i>), and in a representation <i>f</i>(<i>t</i>) is smaller than the next part: the opponent cannot remove a 1, so the number of 1s drops only on your moves. Under the board of the game, the pile is written with <i>H</i> before and after each move.
cut-the-knot-strategy-9 = Ask
cut-the-knot-strategy-10 = “After you remove the rightmost 1, why can the opponent never remove the next one?”
cut-the-knot-strategy-11 = Answer
cut-the-knot-sum-1 = 6. Grundy values and a row of piles
cut-the-knot-sum-2 = Now several piles, each its own take-away game with its own limit. A move takes from <strong>one</strong> pile; whoever takes the last counter of the last pile wins. Each pile gets a Grundy number by the mex rule, and the row is won by the <strong>nim-sum</strong> (⊕): write the Grundy numbers in binary and add each column without carrying — a column with an even number of 1s gives 0, an odd number gives 1. The player to move wins exactly when the nim-sum is not 0 (the Sprague–Grundy theorem).
cut-the-knot-sum-3 = The engine’s Grundy numbers of the starting piles, G(<i>N</i>, <i>N</i> − 1) for <span data-l10n-name="rule"></span> (the first move may take up to <i>N</i> − 1; the losing starts highlighted):
cut-the-knot-sum-4 = Every position (<i>N</i>, <i>x</i>): a pile of <i>N</i> where at most <i>x</i> may be taken
cut-the-knot-sum-5 = Now play a row against the engine (a beginner again). The board shows each pile’s Grundy number and the nim-sum.
cut-the-knot-sum-6 = For the teacher
cut-the-knot-sum-7 = Goal
cut-the-knot-sum-8 = A game that is a sum of games is won by combining one number per game, and the right way to combine them is the nim-sum, not the ordinary sum.
cut-the-knot-sum-9 = Ask
cut-the-knot-sum-10 = “Which pile can you change so that its Grundy number becomes the nim-sum of the others?”
cut-the-knot-sum-11 = Conjectures students usually make
cut-the-knot-sum-12 = “The player to move wins when the ordinary sum of the Grundy numbers is not 0.”
cut-the-knot-sum-13 = “A row made only of losing starts is lost for the player to move.”
cut-the-knot-sum-14 = Answer
cut-the-knot-rule-1 = 7. Change the rule
cut-the-knot-rule-2 = Choose another set of takes for One Pile, and another <i>f</i> for the take-away games. Every game, table, sentence and question on this page follows the rules you choose.
cut-the-knot-rule-3 =
    .aria-label = Sets of takes for One Pile
cut-the-knot-rule-4 = For <span data-l10n-name="part1"></span>: <span data-l10n-name="fact-set-summary"></span>
cut-the-knot-rule-5 =
    .aria-label = Move functions f for the take-away games
cut-the-knot-rule-6 = For <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-f-summary"></span>
cut-the-knot-rule-7 = For the teacher
cut-the-knot-rule-8 = Goal
cut-the-knot-rule-9 = Seeing which statements survive a change of rule, and which were only true of one example.
cut-the-knot-rule-10 = Ask
cut-the-knot-rule-11 = “With the set {"{"}1, 3, 4{"}"}, is Bogomolny’s rule still true? Is it even stated?” (It is stated only when the takes are one range Min … Max.)
cut-the-knot-rule-12 = Conjectures students usually make
cut-the-knot-rule-13 = “A faster-growing f gives fewer losing starts: f(x) = 3x has fewer than f(x) = 2x.”
cut-the-knot-rule-14 = Answer
cut-the-knot-schwenk-1 = 8. Where Schwenk’s claims fail
cut-the-knot-schwenk-2 = Schwenk’s theorem has hypotheses: <i>f</i> never decreases, and <i>f</i>(<i>x</i>) ≥ <i>x</i>. Cut The Knot’s page also claims that every <i>N</i> has exactly one representation by <i>H</i>, and that only <i>H</i> has that property. The engine checks each claim by trying every game (brute force), for any <i>f</i>. Try a rule that differs from 2<i>x</i> at a single point:
cut-the-knot-schwenk-3 = Use f(x) = 2x, except f(3) = 1
cut-the-knot-schwenk-4 = That start written with <i>H</i>, checked by the engine:
cut-the-knot-schwenk-5 = Every claim, checked by the engine for <span data-l10n-name="rule"></span>:
cut-the-knot-schwenk-6 = Explore further: <i>H</i> beside the losing starts and the move-function game’s base <i>B<sub>f</sub></i>
cut-the-knot-schwenk-7 = For the teacher
cut-the-knot-schwenk-8 = Goal
cut-the-knot-schwenk-9 = A theorem is only as good as its hypotheses: outside them a statement may still hold, or fail, and only a proof or a counterexample settles it.
cut-the-knot-schwenk-10 = Ask
cut-the-knot-schwenk-11 = “Which hypothesis fails for this f, and where?” “Does the losing-start set still have a simple description?” (Compare with the <i>N</i> where <i>g</i>(<i>N</i>) = <i>N</i> in Holshouser and Reiter’s move-function game: the engine checks that claim too, with no hypothesis on <i>f</i>.)
cut-the-knot-schwenk-12 = Conjectures students usually make
cut-the-knot-schwenk-13 = “Whatever f, the losing starts are exactly H.” (tested on f(x) = 2x except f(3) = 1)
cut-the-knot-schwenk-14 = “Removing the rightmost 1 always wins from a start not in H.” (same f)
cut-the-knot-schwenk-15 = “The losing starts are the N with g(N) = N in the move-function game.” (same f)
cut-the-knot-page-2 =
    .aria-label = Handout
cut-the-knot-handout-1 = Cut The Knot’s single-pile games — handout
cut-the-knot-handout-2 = <strong>One Pile (<span data-l10n-name="part1"></span>).</strong> One pile of counters. A move takes <span data-l10n-name="part2"></span> The player who cannot move loses.
cut-the-knot-handout-3 = <strong>Take-away with <span data-l10n-name="rule"></span>.</strong> One pile. The first move takes anything except the whole pile; after a move of <i>k</i> counters the other player may take at most <i>f</i>(<i>k</i>). Whoever takes the last counter wins.
cut-the-knot-handout-4 = Fill in: One Pile, <span data-l10n-name="part1"></span>
cut-the-knot-handout-7 =
    .data-columns = S|P or N?|Grundy number G(S)
cut-the-knot-handout-5 = Fill in: take-away with <span data-l10n-name="rule"></span>, starting from a pile of <i>N</i>
cut-the-knot-handout-8 =
    .data-columns = N|first player wins or loses?|a winning first move
cut-the-knot-handout-6 = Questions
`;
