// The words of the lesson page fibonacci-nim.html, in English: written by scripts/lesson-l10n.mjs from
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

fibonacci-nim-head-1 = Fibonacci Nim and the move-function game — a Nim Lab lesson
fibonacci-nim-page-1 = Skip to the lesson
fibonacci-nim-head-2 = <a data-l10n-name="link1">Lessons</a> · <a data-l10n-name="link2">Nim Lab</a>
fibonacci-nim-head-5 = Language
fibonacci-nim-head-6 = Your browser’s language
fibonacci-nim-head-3 = Fibonacci Nim and the move-function game
fibonacci-nim-head-4 = One pile of counters. The first player may take up to a given number; after that, each player may take at most <strong>twice</strong> what the opponent just took. Whoever takes the last counter wins. Who wins, and how? Based on A. Holshouser and H. Reiter, <cite>One Pile Nim with Arbitrary Move Function</cite>, Electronic Journal of Combinatorics 10 (2003) #N7.
fibonacci-nim-play-1 = 1. Play a few games
fibonacci-nim-play-2 = A pile of 20 counters. On the first move you may take 1 to 19 counters. After a move of <i>k</i> counters, the other player may take at most 2<i>k</i>. Take the last counter to win.
fibonacci-nim-play-3 = The engine below plays as a <strong>beginner</strong>: it makes mistakes. Play it a few times and keep a note of the piles from which the player to move could not escape.
fibonacci-nim-play-4 = For the teacher
fibonacci-nim-play-5 = Goal
fibonacci-nim-play-6 = Students get a feel for the game and notice that small piles decide it.
fibonacci-nim-play-7 = Ask
fibonacci-nim-play-8 = “With a pile of 3 and the right to take 2, who wins? And with a pile of 3 and the right to take 1?”
fibonacci-nim-play-9 = Let them try
fibonacci-nim-play-10 = The engine’s level can be changed under the board: “Perfect” never makes a mistake.
fibonacci-nim-lose-1 = 2. From which piles does the first player lose?
fibonacci-nim-lose-2 = Imagine a new game from a pile of <i>N</i> counters, where the first move may take anything except the whole pile. From some piles the first player can always win. From others the first player loses if the other player makes no mistake: call those <strong>losing starts</strong>. Work it out for small piles on paper first.
fibonacci-nim-lose-3 = The engine’s list of losing starts
fibonacci-nim-lose-4 = For <span data-l10n-name="rule"></span> the first player loses from <span data-l10n-name="fact-losing-starts"></span>
fibonacci-nim-lose-5 = For the teacher
fibonacci-nim-lose-6 = Conjectures students usually make
fibonacci-nim-lose-7 = “The first player loses from every even pile.”
fibonacci-nim-lose-8 = “The losing piles are the Fibonacci numbers 1, 2, 3, 5, 8, 13, …”
fibonacci-nim-lose-9 = Answer
fibonacci-nim-lose-10 = The losing piles are exactly the members of the base <i>B<sub>f</sub></i> of Holshouser and Reiter (for 2x, the Fibonacci numbers): the engine’s list above.
fibonacci-nim-predict-1 = 3. Predict the smallest winning move
fibonacci-nim-predict-2 = From a pile of <i>N</i>, some moves win and some lose. Write <i>g</i>(<i>N</i>) for the <strong>smallest number of counters that wins</strong>. If the rules let you take at least <i>g</i>(<i>N</i>), you can win; if not, you lose. Predict <i>g</i>(<i>N</i>) before the engine tells you.
fibonacci-nim-predict-3 = Compare with the engine’s table
fibonacci-nim-predict-4 = The highlighted piles are the losing starts of step 2.
fibonacci-nim-predict-5 = For the teacher
fibonacci-nim-predict-6 = Ask
fibonacci-nim-predict-7 = “Where does <i>g</i>(<i>N</i>) = <i>N</i>?” (At the highlighted piles: there no move smaller than the whole pile wins.)
fibonacci-nim-predict-8 = Answer
fibonacci-nim-zeckendorf-1 = 4. The strategy: write <i>N</i> as a sum
fibonacci-nim-zeckendorf-2 = Here is the winning recipe. The engine builds a list of numbers from the rule, called its <strong>base</strong> (<span data-l10n-name="fact-base-is-losing"></span>). Write the pile <i>N</i> as a sum of base numbers: take the largest that fits, then the largest that fits in what is left, and so on. Then <strong>take the smallest part</strong>. <span data-l10n-name="shown-later">For example, <span data-l10n-name="fact-example-20"></span></span> <span class="screen-only">The drawing does this for any pile: type a number.</span>
fibonacci-nim-zeckendorf-3 = Explore further: the names mathematicians use
fibonacci-nim-zeckendorf-4 = The list the recipe uses is called the <em>base</em> <i>B<sub>f</sub></i> of the rule <i>f</i>; for 2<i>x</i> it is the Fibonacci numbers, and the sum is <em>Zeckendorf’s representation</em> of <i>N</i>. Holshouser and Reiter’s main theorem computes the smallest winning move <i>g</i>(<i>N</i>) from the smallest part; the engine checks that theorem on every range it computes.
fibonacci-nim-zeckendorf-5 = <strong>Can you beat the engine from here?</strong> A pile of 50, first move up to 49. The engine now plays <strong>perfectly</strong>: <span data-l10n-name="fact-challenge-50"></span>
fibonacci-nim-zeckendorf-6 = For the teacher
fibonacci-nim-zeckendorf-7 = Why it works
fibonacci-nim-zeckendorf-8 = Taking the smallest part leaves a pile whose smallest part is too big for the opponent to take (Holshouser and Reiter’s main theorem: <i>g</i> equals <i>g</i><sub>0</sub> computed from the base). The engine checks that theorem on every range it computes.
fibonacci-nim-zeckendorf-9 = Ask
fibonacci-nim-zeckendorf-10 = “After you take the smallest part, why can the opponent never take the next smallest part?”
fibonacci-nim-rule-1 = 5. Change the rule
fibonacci-nim-rule-2 = Replace “at most twice what was just taken” by another move function <i>f</i>. Every game, table and sentence on this page follows the rule you choose.
fibonacci-nim-rule-3 =
    .aria-label = Move functions
fibonacci-nim-rule-4 = For <span data-l10n-name="rule"></span>, the base begins <span data-l10n-name="fact-base-start"></span>
fibonacci-nim-rule-5 = For the teacher
fibonacci-nim-rule-6 = Conjectures students usually make
fibonacci-nim-rule-7 = “With f(x) = x (never more than the opponent took) the losing piles are the powers of 2.”
fibonacci-nim-rule-8 = “A faster-growing f always makes the base sparser: 2x − 1 gives fewer losing piles than x.”
fibonacci-nim-rule-9 = Answer
fibonacci-nim-rule-10 = For the rule chosen now: <span data-l10n-name="fact-losing-starts-short"></span>
fibonacci-nim-conjecture-1 = 6. Explore further: a published conjecture, tested
fibonacci-nim-conjecture-2 = A <strong>conjecture</strong> is a statement someone believes but has not proved. Holshouser and Reiter conjecture: <em>if the smallest winning move g(N) gets as large as you like, then the losing starts grow exponentially</em> — each at least some fixed factor larger than the one before. One counterexample would show it false; the engine can look for evidence. <span class="screen-only">Choose <strong>x²</strong> above, or use the button:</span>
fibonacci-nim-conjecture-3 = Use f(x) = x²
fibonacci-nim-conjecture-4 = The table shows the last losing starts <i>b<sub>k</sub></i> the engine found, and in the last column how many times larger each is than the one before.
fibonacci-nim-conjecture-5 = For the teacher
fibonacci-nim-conjecture-6 = Goal
fibonacci-nim-conjecture-7 = Telling a conjecture from a theorem, and evidence from proof.
fibonacci-nim-conjecture-8 = Why x²
fibonacci-nim-conjecture-9 = When f is non-decreasing, the next member of the base is the last one plus the smallest member <i>b</i> with f(<i>b</i>) at least the last one; with f(x) = x² that is about its square root, so the members creep up like a multiple of <i>k</i>² (the table shows <i>b<sub>k</sub></i> beside <i>k</i>²/4) instead of multiplying.
fibonacci-nim-conjecture-10 = What the engine finds for x²
fibonacci-nim-page-2 =
    .aria-label = Handout
fibonacci-nim-handout-1 = Fibonacci Nim — handout
fibonacci-nim-handout-2 = <strong>Rules.</strong> One pile of counters. The first player may take any number except the whole pile. After a move of <i>k</i> counters the other player may take at most 2<i>k</i>. Whoever takes the last counter wins.
fibonacci-nim-handout-3 = Fill in: who wins when the first player starts from a pile of <i>N</i>?
fibonacci-nim-handout-5 =
    .data-columns = N|first player wins or loses?|a winning first move
fibonacci-nim-handout-4 = Questions
`;
