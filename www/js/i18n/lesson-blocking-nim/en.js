// The words of the lesson page blocking-nim.html, in English: written by scripts/lesson-l10n.mjs from
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

blocking-nim-head-1 = Blocking Nim: the opponent forbids some moves — a Nim Lab lesson
blocking-nim-page-1 = Skip to the lesson
blocking-nim-head-2 = <a data-l10n-name="link1">Lessons</a> · <a data-l10n-name="link2">Nim Lab</a>
blocking-nim-head-5 = Language
blocking-nim-head-6 = Your browser’s language
blocking-nim-head-3 = Blocking Nim: the opponent forbids some moves
blocking-nim-head-4 = One pile of counters. The moves are numbered 1, 2, 3, … through the whole game. At move <i>k</i> the player to move must take between <i>m<sub>k</sub></i> and <i>M<sub>k</sub></i> counters — but first the <strong>opponent</strong> may forbid up to <i>c<sub>k</sub></i> of those choices. A player left with no allowed choice loses. Who wins, and how? Based on A. Flammenkamp, A. Holshouser and H. Reiter, <cite>Dynamic One-Pile Blocking Nim</cite>, Electronic Journal of Combinatorics 10 (2003) #N4.
blocking-nim-play-1 = 1. Play a few games
blocking-nim-play-2 = Three sequences make the rules: at move <i>k</i> you take at least <i>m<sub>k</sub></i> and at most <i>M<sub>k</sub></i> counters (never more than the pile), and the opponent may first forbid up to <i>c<sub>k</sub></i> of those choices. The lesson starts with the paper’s worked example; the sequences now are
blocking-nim-play-3 =
    .aria-label = The first values of the sequences
blocking-nim-play-4 = The last row, <i>u</i>, says how much choice the blocks leave. At move <i>i</i> there are <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> + 1 different takes; the opponent forbids up to <i>c<sub>i</sub></i> of them, so on a big pile at least <i>u<sub>i</sub></i> + 1 takes are left, where <i>u<sub>i</sub></i> = <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> − <i>c<sub>i</sub></i>. When <i>u<sub>i</sub></i> is below 0, the opponent can forbid every take.
blocking-nim-play-5 = Every move has two halves. Before <em>your</em> take the engine forbids some choices (they are struck out); before the <em>engine’s</em> take you forbid: press up to <i>c<sub>k</sub></i> of its choices, then “Let the engine move”. The engine below plays as a <strong>beginner</strong>: it makes mistakes. Play it a few times, from other piles too: type a start pile under the board, then “New game”.
blocking-nim-play-6 = For the teacher
blocking-nim-play-7 = Goal
blocking-nim-play-8 = Students get a feel for the two halves of a move (forbid, then take) and for the move number changing the rules as the game goes on.
blocking-nim-play-9 = Ask
blocking-nim-play-10 = “When you forbid, which of the engine’s choices do you forbid first?” (The ones that would win for it.) “When can the engine forbid <em>all</em> your choices?”
blocking-nim-play-11 = Conjectures students usually make
blocking-nim-play-12 = “Moving first is always an advantage: the first player wins from every pile.”
blocking-nim-play-13 = Answer
blocking-nim-play-14 = Let them try
blocking-nim-play-15 = The engine’s level can be changed under the board: “Perfect” never makes a mistake.
blocking-nim-safe-1 = 2. Safe piles, move by move
blocking-nim-safe-2 = A pile is <strong>safe</strong> at move <i>k</i> when the player to move there loses against best play (the opponent forbids the winning takes first, then answers well); otherwise it is <strong>unsafe</strong>. The same pile can be safe at one move and unsafe at another, because the sequences change with the move number. Predict, then check: the engine tries every game from that pile (<dfn>brute force</dfn>) and says why.
blocking-nim-safe-3 = The engine’s safe piles at move 3: <span data-l10n-name="fact-safe-list-3"></span>
blocking-nim-safe-4 = The engine’s safe piles at move 2: <span data-l10n-name="fact-safe-list-2"></span>
blocking-nim-safe-5 = For the teacher
blocking-nim-safe-6 = Goal
blocking-nim-safe-7 = The idea of a safe pile, and that it depends on the move number.
blocking-nim-safe-8 = Ask
blocking-nim-safe-9 = “A pile is unsafe when you have a take that leaves a safe pile. Why is that not enough here?” (The opponent may forbid that take: you need <em>more</em> winning takes than <i>c<sub>k</sub></i>.)
blocking-nim-safe-10 = Conjectures students usually make
blocking-nim-safe-11 = “Every pile smaller than <i>m<sub>k</sub></i> + <i>c<sub>k</sub></i> is safe at move <i>k</i>.”
blocking-nim-safe-12 = “The safe piles are the same at every move.”
blocking-nim-next-1 = 3. Predict the next safe pile
blocking-nim-next-2 = The safe piles come in <em>runs</em> of consecutive piles. Just above a run the player to move has more takes that leave a safe pile at the next move than the opponent may forbid; the next safe pile is the first one where that is no longer so. Predict where the next run begins.
blocking-nim-next-3 = For the teacher
blocking-nim-next-4 = Ask
blocking-nim-next-5 = “From a pile just above the end of a run, what can the player to move reach at the next move? How far up does that last?”
blocking-nim-next-6 = Conjectures students usually make
blocking-nim-next-7 = “After the first one, the safe runs at move 1 are evenly spaced.”
blocking-nim-next-8 = “All the safe runs at move 1 have the same length.”
blocking-nim-theorem-1 = 4. The strategy: where the safe runs are
blocking-nim-theorem-2 = Flammenkamp, Holshouser and Reiter found where every safe run at move 1 begins and ends, without trying a single game. The first run starts at 0. The second run begins at (<i>M</i><sub>1</sub> − <i>c</i><sub>1</sub>) + (<i>m</i><sub>2</sub> + <i>c</i><sub>2</sub>): the most you may take at move 1 less its blocks, plus the least you must take at move 2 plus its blocks. Each later run adds two more such brackets. Their <dfn>theorem</dfn> (Theorem 1) says these runs are exactly the safe piles whenever two conditions hold: <strong>(1)</strong> the number of blocks <i>c</i> never goes down from one move to the next, and <strong>(2)</strong> the number of takes left after the blocks (<i>u</i>, step 1) is never below 0 and never goes down.
blocking-nim-theorem-3 = <strong>The strategy:</strong> from an unsafe pile, take so that your opponent faces a pile in a safe run at the next move — the theorem says you then always have more such takes than your opponent may forbid. For the sequences chosen now: <span data-l10n-name="fact-conditions-now"></span>
blocking-nim-theorem-4 = <span data-l10n-name="fact-theorem-check"></span> Every game tried (filled squares) beside Theorem 1’s runs (brackets), one row per move:
blocking-nim-theorem-5 = Explore further: the formula for every run
blocking-nim-theorem-6 = The paper writes the safe runs at move 1 as the intervals [<i>A<sub>k</sub></i>, <i>B<sub>k</sub></i> − 1], <i>k</i> = 0, 1, 2, …, with
blocking-nim-theorem-7 = <i>A<sub>k</sub></i> = (<i>M</i><sub>1</sub> − <i>c</i><sub>1</sub>) + (<i>m</i><sub>2</sub> + <i>c</i><sub>2</sub>) + (<i>M</i><sub>3</sub> − <i>c</i><sub>3</sub>) + (<i>m</i><sub>4</sub> + <i>c</i><sub>4</sub>) + … + (<i>M</i><sub>2<i>k</i>−1</sub> − <i>c</i><sub>2<i>k</i>−1</sub>) + (<i>m</i><sub>2<i>k</i></sub> + <i>c</i><sub>2<i>k</i></sub>),<br> <i>B<sub>k</sub></i> = (<i>m</i><sub>1</sub> + <i>c</i><sub>1</sub>) + (<i>M</i><sub>2</sub> − <i>c</i><sub>2</sub>) + (<i>m</i><sub>3</sub> + <i>c</i><sub>3</sub>) + … + (<i>M</i><sub>2<i>k</i></sub> − <i>c</i><sub>2<i>k</i></sub>) + (<i>m</i><sub>2<i>k</i>+1</sub> + <i>c</i><sub>2<i>k</i>+1</sub>)
blocking-nim-theorem-8 = (at a later move, start the sequences there). Condition (1) is <i>c<sub>i</sub></i> ≤ <i>c<sub>i+1</sub></i>; condition (2) is 0 ≤ <i>u<sub>i</sub></i> ≤ <i>u<sub>i+1</sub></i>.
blocking-nim-theorem-9 = Theorem 1 also answers for piles far too big to try every game:
blocking-nim-theorem-10 = Explore further: Theorem 1 at any pile, even a huge one
blocking-nim-theorem-11 = Pile <i>n</i> (up to 10^18)
blocking-nim-theorem-12 = at move <i>k</i>
blocking-nim-theorem-13 =
    .aria-label = Example piles
blocking-nim-theorem-14 = <strong>Can you beat the engine from here?</strong> You move first from a pile of <span data-l10n-name="fact-challenge-pile"></span>; the engine now plays and forbids <strong>perfectly</strong>. <span data-l10n-name="fact-challenge"></span>
blocking-nim-theorem-15 = For the teacher
blocking-nim-theorem-16 = Why it works
blocking-nim-theorem-17 = From a pile in [<i>B<sub>k</sub></i>, <i>A<sub>k+1</sub></i> − 1] the player to move can reach the safe interval below with at least <i>m</i> + <i>c</i> and at most <i>M</i> − <i>c</i> counters, so the <i>c</i> blocks cannot stop it; from a safe interval every take the opponent leaves lands in the unsafe interval below (the paper’s induction, relations (10) and (11)).
blocking-nim-theorem-18 = Ask
blocking-nim-theorem-19 = “Why does <i>M</i> − <i>c</i> appear with the odd moves in <i>A<sub>k</sub></i> and <i>m</i> + <i>c</i> with the even ones?”
blocking-nim-theorem-20 = Conjectures students usually make
blocking-nim-theorem-21 = “Theorem 1’s intervals are exactly the safe piles at every move.”
blocking-nim-theorem-22 = “Forbidding <i>c</i> choices is the same as a game without blocks where you must take between <i>m<sub>k</sub></i> + <i>c<sub>k</sub></i> and <i>M<sub>k</sub></i> − <i>c<sub>k</sub></i>.”
blocking-nim-rule-1 = 5. Change the rule
blocking-nim-rule-2 = Choose other sequences: an example, or your own (an expression in <i>i</i> such as <span class="mono">i + 2</span> or <span class="mono">i/3</span>, or a list whose last value repeats, such as <span class="mono">1, 0</span>). Every game, picture and sentence on this page follows the sequences you choose.
blocking-nim-rule-3 =
    .aria-label = Example sequences
blocking-nim-rule-4 =
    .aria-label = Your own sequences
blocking-nim-rule-5 = Blocks <i>c<sub>i</sub></i> =
blocking-nim-rule-6 = Take at least <i>m<sub>i</sub></i> =
blocking-nim-rule-7 = Take at most <i>M<sub>i</sub></i> =
blocking-nim-rule-8 = Use these sequences
blocking-nim-rule-9 =
    .aria-label = The first values of the sequences
blocking-nim-rule-10 = At move 1 the safe piles up to <span data-l10n-name="fact-upto"></span> are <span data-l10n-name="fact-safe-move-1"></span>
blocking-nim-rule-11 = For the teacher
blocking-nim-rule-12 = Conjectures students usually make
blocking-nim-rule-13 = “With no blocks, taking 1 to 3 (<i>c</i> = 0, <i>m</i> = 1, <i>M</i> = 3), the safe piles are the multiples of 4.”
blocking-nim-rule-14 = “Taking 1 to 4 with one block (<i>c</i> = 1, <i>m</i> = 1, <i>M</i> = 4), the safe piles are the multiples of 5.”
blocking-nim-rule-15 = Answer
blocking-nim-rule-16 = For the sequences chosen now: <span data-l10n-name="fact-theorem-now"></span>
blocking-nim-summary-1 = 6. The paper’s summary, tested
blocking-nim-summary-2 = After the proof, the paper’s summary makes a bolder claim: a <em>weaker</em> condition than (1) and (2) is <em>enough</em> for the runs to be exactly the safe piles, and it is also <em>needed</em> — wherever it fails, the runs are wrong. The weaker condition: <i>u</i> is never below 0, and the runs of the formula really are runs (each one ends before the next begins). The summary gives no proof, so the claim is only a <dfn>conjecture</dfn>. The engine tests both halves on the sequences chosen now, against every game: where the condition holds, are the runs the safe piles? Where it fails, are they wrong? Try the two examples in which the engine finds a <dfn>counterexample</dfn>:
blocking-nim-summary-3 = The engine’s verdicts for <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-summary-now"></span>
blocking-nim-summary-4 = Explore further: every condition and claim, as the paper states them
blocking-nim-summary-5 = Explore further: the summary in the paper’s words
blocking-nim-summary-6 = The summary says that conditions (1) and (2) can be replaced by <i>u<sub>i</sub></i> ≥ 0 for every <i>i</i> together with Lemma 1’s inequalities <i>A<sub>k</sub></i> &lt; <i>B<sub>k</sub></i> &lt; <i>A<sub>k+1</sub></i>, and calls that condition <em>necessary and sufficient</em> for the intervals to be the safe piles: “sufficient” is the first half above (enough), “necessary” the second (needed).
blocking-nim-summary-7 = For the teacher
blocking-nim-summary-8 = Goal
blocking-nim-summary-9 = Reading a published claim critically: a theorem with its proof, and a remark in a summary without one. The engine judges both on the same sequences.
blocking-nim-summary-10 = Conjectures students usually make
blocking-nim-summary-11 = “Theorem 1 holds: where (1) and (2) hold, the intervals are the safe piles.”
blocking-nim-summary-12 = “The summary’s condition is sufficient: where it holds, the intervals are the safe piles.”
blocking-nim-summary-13 = “The summary’s condition is necessary: where it fails, the intervals are not the safe piles.”
blocking-nim-summary-14 = Ask
blocking-nim-summary-15 = “Which part of the proof of Theorem 1 uses condition (1)? What goes wrong when the blocks decrease?”
blocking-nim-page-2 =
    .aria-label = Handout
blocking-nim-handout-1 = Blocking Nim — handout
blocking-nim-handout-2 = <strong>Rules.</strong> One pile of counters; the moves are numbered 1, 2, 3, … through the whole game. At move <i>k</i> the player to move takes between <i>m<sub>k</sub></i> and <i>M<sub>k</sub></i> counters (no more than the pile), but first the opponent may forbid up to <i>c<sub>k</sub></i> of those choices. A player with no allowed choice loses. A pile is <strong>safe</strong> at move <i>k</i> when the player to move there loses. The sequences: <span data-l10n-name="rule"></span>.
blocking-nim-handout-3 = Fill in: is pile <i>n</i> safe?
blocking-nim-handout-5 =
    .data-columns = pile n|safe at move 1?|safe at move 2?|a take that wins at move 1
blocking-nim-handout-4 = Questions
`;
