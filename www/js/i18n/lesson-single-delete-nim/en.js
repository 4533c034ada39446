// The words of the lesson page single-delete-nim.html, in English: written by scripts/lesson-l10n.mjs from
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

single-delete-nim-head-1 = Single-delete Nim — a Nim Lab lesson
single-delete-nim-page-1 = Skip to the lesson
single-delete-nim-head-2 = <a data-l10n-name="link1">Lessons</a> · <a data-l10n-name="link2">Nim Lab</a>
single-delete-nim-head-5 = Language
single-delete-nim-head-6 = Your browser’s language
single-delete-nim-head-3 = Single-delete Nim
single-delete-nim-head-4 = Some piles of counters. A move has two parts: <strong>delete</strong> one pile entirely, then <strong>split</strong> one of the other piles into two non-empty piles — so the number of piles never changes. A player who cannot move loses. Who wins, and how can you tell? Based on <cite><a data-l10n-name="link1">Single-delete Nim</a></cite>, arXiv 2411.19453 (2024).
single-delete-nim-play-1 = 1. Play a few games with two piles
single-delete-nim-play-2 = Two piles, of 6 and 9 counters. On your move, delete one pile and split the other into two piles, each of at least one counter. Then your opponent does the same with the two piles you left. When both piles hold a single counter, the player to move cannot split anything and loses.
single-delete-nim-play-3 = The engine below plays as a <strong>beginner</strong>: it makes mistakes. Play it a few times and keep a note of the pairs of piles from which the player to move could not escape.
single-delete-nim-play-4 = Two words help: a <strong>P-position</strong> is one the player about to move <em>loses</em> if the opponent plays well (the <em>previous</em> player wins); an <strong>N-position</strong> is one the player about to move can win (the <em>next</em> player wins).
single-delete-nim-play-5 = For the teacher
single-delete-nim-play-6 = Goal
single-delete-nim-play-7 = Students learn the move (delete, then split) and notice that small positions decide the game.
single-delete-nim-play-8 = Ask
single-delete-nim-play-9 = “With piles of 1 and 1, can the player to move do anything? And with 1 and 2? With 2 and 2?”
single-delete-nim-play-10 = Vocabulary
single-delete-nim-play-11 = A <strong>P-position</strong> is one the player to move loses against best play (the <em>previous</em> player wins); an <strong>N-position</strong> is one the player to move wins (the <em>next</em> player).
single-delete-nim-play-12 = The engine’s answers for the small positions
single-delete-nim-play-13 = The start of the game
single-delete-nim-predict-1 = 2. Predict: win or lose?
single-delete-nim-predict-2 = Before you look anything up, predict. The engine knows every position with small piles and checks your answer.
single-delete-nim-predict-3 = For the teacher
single-delete-nim-predict-4 = Goal
single-delete-nim-predict-5 = Predicting first, then checking: students commit to an answer and then meet the engine’s reason.
single-delete-nim-predict-6 = Ask
single-delete-nim-predict-7 = “After your move, which positions do you want to leave your opponent? Which did you lose from in step 1?”
single-delete-nim-predict-8 = Answers
single-delete-nim-pattern-1 = 3. Which pairs are P-positions?
single-delete-nim-pattern-2 = The engine has solved every pair of piles <i>a</i>, <i>b</i> up to <span data-l10n-name="fact-two-range"></span>. Each cell of the map is one pair: dark where the player to move loses (a P-position). Point at a cell (or use the arrow keys) to see why; “Play from” starts the game of step 1 there.
single-delete-nim-pattern-3 = The paper proves it: <em>two piles are a P-position exactly when both are odd</em>. The engine checked it on every pair it solved: <span data-l10n-name="fact-theorem-1-1"></span>
single-delete-nim-pattern-4 = For the teacher
single-delete-nim-pattern-5 = Conjectures students usually make
single-delete-nim-pattern-6 = “P exactly when both piles are odd.”
single-delete-nim-pattern-7 = “P exactly when <i>a</i> + <i>b</i> is even.”
single-delete-nim-pattern-8 = “Equal piles lose for the player to move.”
single-delete-nim-pattern-9 = Why it works
single-delete-nim-pattern-10 = An even pile can be split into two odd piles; an odd pile can only be split into an odd and an even pile. So from two odd piles every move leaves an even pile, and from a position with an even pile the player to move deletes the other pile and splits the even one into two odd piles.
single-delete-nim-pattern-11 = Ask
single-delete-nim-pattern-12 = “You face 8 and 5. Which pile do you delete, and how do you split the other?”
single-delete-nim-three-1 = 4. Three piles: line up the rightmost 1s
single-delete-nim-three-2 = With three piles, is odd and even still the whole story? Write each pile in binary and shift the rows so that their <strong>rightmost 1s</strong> stand in one column (highlighted). Count the 0s after the rightmost 1: call it the pile’s <strong>valuation</strong>. It is the number of times you can halve the pile and still have a whole number; an odd pile has valuation 0.
single-delete-nim-three-3 = Piles to draw
single-delete-nim-three-4 = Draw
single-delete-nim-three-5 = P or N? Ask the engine
single-delete-nim-three-6 = The paper proves: <em>three piles are a P-position exactly when all three have the same valuation</em> (their rightmost 1s line up). The engine checked it on every position it solved: <span data-l10n-name="fact-theorem-1-4"></span>
single-delete-nim-three-7 = Explore further: the names in the paper
single-delete-nim-three-8 = The paper calls the valuation the <em>2-adic valuation</em> of the pile: the number of times 2 divides it. Its Theorem 1.1 is the rule for two piles of step 3, its Theorem 1.4 the rule for three piles above, and its Propositions 4.1 and 4.2 speak about any number of piles (step 7 checks them).
single-delete-nim-three-9 = <strong>Can you beat the engine from here?</strong> Piles of 7, 10 and 12, your move. The engine now plays <strong>perfectly</strong>: <span data-l10n-name="fact-challenge-start"></span>
single-delete-nim-three-10 = For the teacher
single-delete-nim-three-11 = Conjectures students usually make
single-delete-nim-three-12 = “Three piles: P exactly when all three are odd.”
single-delete-nim-three-13 = “Three piles: P exactly when <i>a</i> XOR <i>b</i> XOR <i>c</i> = 0, as in ordinary Nim.”
single-delete-nim-three-14 = “Three piles: P exactly when the rightmost 1s line up.”
single-delete-nim-three-15 = Ask
single-delete-nim-three-16 = “Doubling a number adds a 0 at the end of its binary digits. What does that do to the column of rightmost 1s?”
single-delete-nim-three-17 = The challenge
single-delete-nim-four-1 = 5. Four piles: no formula left, so search
single-delete-nim-four-2 = For four piles we have no complete rule to go by, only one part of one: <em>four piles with the same valuation are a P-position</em>. So the engine searches. It solves every position of four piles up to <span data-l10n-name="fact-four-range"></span> and groups the P-positions by their valuations, smallest first.
single-delete-nim-four-3 = That part of the rule, checked on every position: <span data-l10n-name="fact-condition-1"></span>
single-delete-nim-four-4 = Explore further: why only part of a rule?
single-delete-nim-four-5 = The paper states a rule for four piles (its Theorem 1.5), but its conditions were lost when the text was extracted; only its first condition survives: four piles with the same 2-adic valuation are a P-position. A complete search is evidence where no formula is known.
single-delete-nim-four-6 = For the teacher
single-delete-nim-four-7 = Goal
single-delete-nim-four-8 = When no formula is known, a complete search is evidence; the groups show which patterns of valuations a formula must explain.
single-delete-nim-four-9 = Conjectures students usually make
single-delete-nim-four-10 = “Four piles with the same valuation are P.”
single-delete-nim-four-11 = “Four piles: P exactly when all four have the same valuation.”
single-delete-nim-four-12 = “Four piles: P exactly when the valuations come in two equal pairs.”
single-delete-nim-four-13 = Ask
single-delete-nim-four-14 = “Pick a group that no statement explains. What do its positions have in common?”
single-delete-nim-doubling-1 = 6. An observation: doubling every pile
single-delete-nim-doubling-2 = Doubling a pile adds a 0 after its binary digits, so doubling every pile keeps the rightmost 1s of three piles lined up. A tempting observation follows: <em>doubling every pile keeps P-positions P and N-positions N</em>, whatever the number of piles. It is not in the paper. Test it before the engine does.
single-delete-nim-doubling-3 = The engine tests the observation on every position whose doubled piles it has also solved, for each number of piles:
single-delete-nim-doubling-4 = For the teacher
single-delete-nim-doubling-5 = Goal
single-delete-nim-doubling-6 = One counterexample is enough to refute a general claim; a pattern seen in one case (three piles) need not carry over.
single-delete-nim-doubling-7 = Conjectures students usually make
single-delete-nim-doubling-8 = “Doubling keeps P and N for three piles.”
single-delete-nim-doubling-9 = “Doubling keeps P and N for any number of piles.”
single-delete-nim-doubling-10 = Ask
single-delete-nim-doubling-11 = “Piles of 1 cannot be split, piles of 2 can. Why might doubling small piles change who wins?”
single-delete-nim-rule-1 = 7. Change the rule: more piles, larger piles
single-delete-nim-rule-2 = Choose the number of piles <i>k</i> and the largest pile <i>S</i>. The game, the questions, the paper’s statements and the groups below all follow your choice; the engine solves every position of <i>k</i> piles, each of 1 to <i>S</i> counters, in a worker of its own.
single-delete-nim-rule-3 =
    .aria-label = Number of piles
single-delete-nim-rule-4 = Largest pile <i>S</i>
single-delete-nim-rule-5 = Solve
single-delete-nim-rule-6 = For <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-rule-summary"></span>
single-delete-nim-rule-7 = The paper’s statements, checked for <span data-l10n-name="rule"></span>
single-delete-nim-rule-8 = The P-positions, grouped by valuations (predict the number of patterns first)
single-delete-nim-rule-9 = For the teacher
single-delete-nim-rule-10 = Goal
single-delete-nim-rule-11 = Telling the statements about every number of piles (Propositions 4.1 and 4.2) from those about one (Theorems 1.1 and 1.4), and seeing how much of the game is found only by search.
single-delete-nim-rule-12 = Ask
single-delete-nim-rule-13 = “Before you choose k: which of the paper’s statements will the engine check, and which do you expect to hold?”
single-delete-nim-rule-14 = Conjectures students usually make
single-delete-nim-rule-15 = “With any number of piles, all piles odd: the player to move loses.”
single-delete-nim-rule-16 = “Piles of 2 only: the player to move always loses.”
single-delete-nim-rule-17 = “P exactly when all piles have the same valuation.”
single-delete-nim-rule-18 = Answer
single-delete-nim-page-2 =
    .aria-label = Handout
single-delete-nim-handout-1 = Single-delete Nim — handout
single-delete-nim-handout-2 = <strong>Rules.</strong> Some piles of counters. On your move, delete one pile entirely, then split one of the other piles into two piles of at least one counter each. A player who cannot move loses. A <strong>P-position</strong> is one the player to move loses against best play; an <strong>N-position</strong> one the player to move wins.
single-delete-nim-handout-3 = Fill in: two piles <i>a</i> and <i>b</i>, P or N?
single-delete-nim-handout-6 =
    .data-columns = a|b = 1|b = 2|b = 3|b = 4|b = 5|b = 6|b = 7|b = 8
single-delete-nim-handout-4 = Fill in: binary digits and valuation
single-delete-nim-handout-7 =
    .data-columns = n|n in binary|0s after the rightmost 1 (the valuation)
single-delete-nim-handout-5 = Questions
`;
