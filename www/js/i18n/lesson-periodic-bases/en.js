// The words of the lesson page periodic-bases.html, in English: written by scripts/lesson-l10n.mjs from
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

periodic-bases-head-1 = Periodic rules and several bases — a Nim Lab lesson
periodic-bases-page-1 = Skip to the lesson
periodic-bases-head-2 = <a data-l10n-name="link1">Lessons</a> · <a data-l10n-name="link2">Nim Lab</a>
periodic-bases-head-5 = Language
periodic-bases-head-6 = Your browser’s language
periodic-bases-head-3 = Periodic rules and several bases
periodic-bases-head-4 = One pile of counters. After your opponent takes <i>x</i> counters from a pile of <i>n</i>, you may take at most <i>f</i>(<i>n</i>, <i>x</i>): the limit depends on the move just made <em>and</em> on the pile it was made from, and <i>f</i> repeats in <i>n</i> with a period <i>t</i>. Whoever takes the last counter wins. Based on A. Holshouser and H. Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, Electronic Journal of Combinatorics 13 (2006) #N7, and its Example 2.
periodic-bases-play-1 = 1. Play the paper’s game
periodic-bases-play-2 = A pile of 20 counters. On the first move you may take 1 to 19. After that, when your opponent has just taken <i>x</i> counters from a pile of <i>n</i> (the pile <em>before</em> their move), you may take at most <i>f</i>(<i>n</i>, <i>x</i>). Take the last counter to win.
periodic-bases-play-3 = The paper’s Example 2 is Fibonacci Nim (take at most twice what was just taken) with one exception: after a move of 3 from an <em>odd</em> pile, the limit is 4. So the rule looks at whether the pile was odd or even; it repeats every two piles, and we say it has <strong>period</strong> <i>t</i> = 2.
periodic-bases-play-4 = The rule on this page now: <span data-l10n-name="rule"></span>. For instance, <span data-l10n-name="fact-limits"></span>
periodic-bases-play-5 = The engine below plays as a <strong>beginner</strong>: it makes mistakes. Play a few games and note the piles from which the player to move could not escape.
periodic-bases-play-6 = For the teacher
periodic-bases-play-7 = Goal
periodic-bases-play-8 = Students get a feel for a rule that looks at the pile as well as at the last move.
periodic-bases-play-9 = Ask
periodic-bases-play-10 = “Your opponent just took 3 from a pile of 15. How many may you take? And if the pile had been 16?”
periodic-bases-play-11 = Answer
periodic-bases-play-12 = Let them try
periodic-bases-play-13 = The engine’s level can be changed under the board: “Perfect” never makes a mistake.
periodic-bases-games-1 = 2. One pile, two games
periodic-bases-games-2 = The paper’s trick is to look at two games at once. Game <i>G</i><sub>0</sub> is the game of step 1. Game <i>G</i><sub>1</sub> is the same game, except that the rule reads every pile as if it held one counter more: an odd pile counts as even, an even pile as odd.
periodic-bases-games-3 = Why a second game? In the middle of a game, the rest of the pile plays like a fresh pile in one of the two games — which one depends on how many counters have been taken (“Explore further” below says exactly how).
periodic-bases-games-4 = Here is <span data-l10n-name="fact-other-game-name"></span>, from the same pile of 20:
periodic-bases-games-5 = The engine’s answer for <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-losing-starts"></span>
periodic-bases-games-6 = Explore further: the games <i>G<sub>i</sub></i> in the paper’s words
periodic-bases-games-7 = For a rule of period <i>t</i> the paper looks at <i>t</i> games at once. Game <i>G<sub>i</sub></i> is the same game with <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>) in place of <i>f</i>(<i>n</i>, <i>x</i>), where <i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i>, the remainder after dividing by <i>t</i>.
periodic-bases-games-8 = Take <i>b</i> counters in game <i>G<sub>i</sub></i>: the rest of the pile then plays exactly like a fresh pile in game <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>, because the <i>b</i> counters taken still count in <i>i</i> ⊕ <i>n</i>.
periodic-bases-games-9 = For the teacher
periodic-bases-games-10 = Goal
periodic-bases-games-11 = The same pile can be a win in one game and a loss in another: what the rule did to the piles <em>before</em> matters, so one list of losing piles is not enough.
periodic-bases-games-12 = Ask
periodic-bases-games-13 = “You take 5 from a pile of 20 in <i>G</i><sub>0</sub>. Which game is the rest of 15 in?” (<i>G</i><sub>0 ⊕ 5</sub>, that is <span data-l10n-name="fact-residue-5"></span>.)
periodic-bases-games-14 = Conjectures students usually make
periodic-bases-games-15 = “A pile that loses in <i>G</i><sub>0</sub> loses in <i>G</i><sub>1</sub> too.”
periodic-bases-games-16 = “The losing piles of <i>G</i><sub>0</sub> are the Fibonacci numbers 1, 2, 3, 5, 8, 13, …”
periodic-bases-predict-1 = 3. Predict the smallest winning move in each game
periodic-bases-predict-2 = From a pile of <i>n</i>, some moves win and some lose. Write <i>g</i><sub>0</sub>(<i>n</i>) for the <strong>smallest number of counters that wins</strong> from a pile of <i>n</i> in game <i>G</i><sub>0</sub>, and <i>g</i><sub>1</sub>(<i>n</i>) for the same in <i>G</i><sub>1</sub>. If the rules let you take at least that many, you can win; if not, you lose.
periodic-bases-predict-3 = Now compare with the engine’s table for <span data-l10n-name="rule"></span> (a highlighted cell: <i>n</i> is a member of that game’s base, step 4):
periodic-bases-predict-4 = Explore further: the paper’s Algorithm 1
periodic-bases-predict-5 = The paper computes the smallest winning move of game <i>G<sub>i</sub></i> pile by pile: <i>g<sub>i</sub></i>(<i>n</i>) is the smallest <i>k</i> with <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>k</i>) &lt; <i>g<sub>i</sub></i>(<i>n</i> − <i>k</i>), where <i>g<sub>i</sub></i>(0) = ∞: a move of <i>k</i> wins when the opponent may not take enough to win from what is left.
periodic-bases-predict-6 = For the teacher
periodic-bases-predict-7 = Ask
periodic-bases-predict-8 = “In which rows do the two columns differ? Where is <i>g<sub>i</sub></i>(<i>n</i>) = <i>n</i>?”
periodic-bases-predict-9 = Answer
periodic-bases-predict-10 = Conjectures students usually make
periodic-bases-predict-11 = “<i>g</i><sub>0</sub>(<i>n</i>) is never larger than <i>g</i><sub>1</sub>(<i>n</i>).”
periodic-bases-bases-1 = 4. The strategy: several bases
periodic-bases-bases-2 = Each game gets its own list of special piles, its <strong>base</strong>: <i>B</i><sub>0</sub> for <i>G</i><sub>0</sub> and <i>B</i><sub>1</sub> for <i>G</i><sub>1</sub>. The engine builds them:
periodic-bases-bases-3 = To play from a pile of <i>n</i>: take off the largest member of the game’s base that fits. The rest plays like a fresh pile in one of the games: write it in <em>that</em> game’s base, and so on. The last part tells you the winning move. <span class="screen-only">Try a few piles:</span>
periodic-bases-bases-4 = Explore further: how the bases are built
periodic-bases-bases-5 = The bases are built together: each starts 1, 2, and the next member of <i>B<sub>i</sub></i> is its last member <i>b</i> plus the smallest member <i>c</i> of the base of game <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub> that the opponent could not answer (<i>f</i>(<i>i</i> ⊕ <i>b</i> ⊕ <i>c</i>, <i>c</i>) ≥ <i>b</i>; in general a value Θ takes the place of <i>b</i>, the paper’s Theorem 2).
periodic-bases-bases-6 = <strong>Can you beat the engine from here?</strong> A pile of 50 in game <i>G</i><sub>0</sub>, first move up to 49. The engine now plays <strong>perfectly</strong>: <span data-l10n-name="fact-challenge-50"></span>
periodic-bases-bases-7 = For the teacher
periodic-bases-bases-8 = Why it works
periodic-bases-bases-9 = Taking the last part leaves a pile whose own last part is too large for the opponent to take (Theorems 1 and 2 of the paper). The engine checks both theorems against Algorithm 1 on every pile it computes (step 7).
periodic-bases-bases-10 = Ask
periodic-bases-bases-11 = “Why does the base you write the rest in change from part to part?” (Each part taken shifts the game: <i>G<sub>i</sub></i> becomes <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>.)
periodic-bases-bases-12 = Conjectures students usually make
periodic-bases-bases-13 = “The piles from which the first player loses in <i>G<sub>i</sub></i> are exactly the members of <i>B<sub>i</sub></i>.”
periodic-bases-example2-1 = 5. Explore further: Example 2 against the paper
periodic-bases-example2-2 = The paper does not list <i>B</i><sub>0</sub> and <i>B</i><sub>1</sub> for Example 2: it gives them by formulas in the Fibonacci numbers, with a pattern of six terms that repeats. First work out one member yourself, then see the engine set every member it computes against the paper’s formula. (This step is always about the paper’s rule, whatever rule you choose in step 6.)
periodic-bases-example2-3 = The paper also remarks that for <i>f</i>(<i>n</i>, <i>x</i>) = 2<i>x</i> (then <i>t</i> = 1) the base is the Fibonacci numbers: Fibonacci Nim. The engine: <span data-l10n-name="fact-fibonacci-nim"></span>
periodic-bases-example2-4 = For the teacher
periodic-bases-example2-5 = Goal
periodic-bases-example2-6 = A printed result checked line by line: a formula in a paper is a claim, and a computation can confirm it (as far as it reaches) or find a misprint.
periodic-bases-example2-7 = Ask
periodic-bases-example2-8 = “Where do the bases of Example 2 first leave the Fibonacci numbers, and why there?” (The one exception of the rule is a move of 3.)
periodic-bases-example2-9 = What the engine finds
periodic-bases-example2-10 = Conjectures students usually make
periodic-bases-example2-11 = “The members of <i>B</i><sub>0</sub> grow like the Fibonacci numbers: each about 1.618 times the one before.”
periodic-bases-rule-1 = 6. Change the rule
periodic-bases-rule-2 = Choose another periodic <i>f</i>(<i>n</i>, <i>x</i>) and period <i>t</i>, or type your own (the rule sees <i>n</i> as the remainder after dividing the pile by <i>t</i>, so one of 0, 1, …, <i>t</i> − 1). Every game, table and sentence on this page follows the rule you choose, except the check of Example 2 in step 5.
periodic-bases-rule-3 =
    .aria-label = Periodic move functions
periodic-bases-rule-4 = For <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-bases-start"></span>
periodic-bases-rule-5 = For the teacher
periodic-bases-rule-6 = Conjectures students usually make
periodic-bases-rule-7 = “Every base begins 1, 2, 3.”
periodic-bases-rule-8 = “With period <i>t</i> there are <i>t</i> different bases.”
periodic-bases-rule-9 = Answer
periodic-bases-rule-10 = For the rule chosen now: <span data-l10n-name="fact-losing-starts-short"></span>
periodic-bases-theorem-1 = 7. Explore further: Theorem 1’s condition, and where its conclusions fail
periodic-bases-theorem-2 = A <strong>theorem</strong> says: <em>if</em> its conditions hold, <em>then</em> its conclusions hold. What happens to a rule that breaks a condition? The engine can look.
periodic-bases-theorem-3 = Theorem 1 of the paper assumes, besides the period, condition (2): <i>f</i>(<i>n</i>, <i>x</i> + 1) − <i>f</i>(<i>n</i>, <i>x</i>) ≥ −1 (allowing one more counter never lowers the limit by more than one). It then concludes: (1) <i>g<sub>i</sub></i>(<i>b</i>) = <i>b</i> at every member <i>b</i> of <i>B<sub>i</sub></i>; (2) <i>g<sub>i</sub></i>(<i>n</i>) &lt; <i>n</i> at every other pile; (3) between members, <i>g<sub>i</sub></i>(<i>n</i>) = <i>g</i><sub><i>i</i> ⊕ <i>b</i></sub>(<i>n</i> − <i>b</i>). Theorem 2 drops condition (2) and builds its bases with the values Θ instead. The engine builds Theorem 1’s bases for any rule and checks every conclusion against Algorithm 1.
periodic-bases-theorem-4 = Try a rule where condition (2) fails
periodic-bases-theorem-5 = Back to Example 2
periodic-bases-theorem-6 = Predict first, for <span data-l10n-name="rule"></span>:
periodic-bases-theorem-7 = Now the engine’s check of both theorems against Algorithm 1:
periodic-bases-theorem-8 = For the teacher
periodic-bases-theorem-9 = Goal
periodic-bases-theorem-10 = What a hypothesis is for: without it the proof breaks, and the engine shows where the conclusions break too — or that they may survive anyway.
periodic-bases-theorem-11 = Ask
periodic-bases-theorem-12 = “Does a failing condition mean a failing conclusion?”
periodic-bases-theorem-13 = Conjectures students usually make
periodic-bases-theorem-14 = “When condition (2) fails, Theorem 1’s conclusions fail too.”
periodic-bases-theorem-15 = “Theorem 2, with its values Θ, describes <i>g<sub>i</sub></i> for every periodic rule.”
periodic-bases-theorem-16 = What the engine finds for the rule now
periodic-bases-page-2 =
    .aria-label = Handout
periodic-bases-handout-1 = Periodic rules and several bases — handout
periodic-bases-handout-2 = <strong>Rules.</strong> One pile of counters. The first player may take any number except the whole pile. After a move of <i>x</i> counters from a pile of <i>n</i>, the other player may take at most <i>f</i>(<i>n</i>, <i>x</i>). In the paper’s Example 2, <i>f</i>(<i>n</i>, <i>x</i>) = 2<i>x</i>, except that after a move of 3 from an odd pile the limit is 4. Game <i>G</i><sub>0</sub> uses this rule; game <i>G</i><sub>1</sub> reads every pile as if it held one counter more. Whoever takes the last counter wins.
periodic-bases-handout-3 = Fill in: who wins when the first player starts from a pile of <i>N</i>?
periodic-bases-handout-5 =
    .data-columns = N|in G₀: first player wins or loses?|in G₁: wins or loses?|a winning first move in G₀
periodic-bases-handout-4 = Questions
`;
