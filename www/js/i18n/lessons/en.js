// The lessons' own words (www/js/lessons/: the lesson bar, steps, handout, glossary; the questions'
// frame, www/js/widgets/question.js), in English. A lesson's page text is its own part
// (lesson-<page>); the questions' prompts and the engine's reasons are the lesson's and the
// engine's.
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

## The lesson bar

lesson-teacher-notes = Teacher’s notes
lesson-show-all = Show every step
lesson-print = Print the handout
lesson-progress = Step { $shown } of { $steps }
lesson-progress-all = { $steps ->
    [one] The one step shown
   *[other] All { $steps } steps shown
    }
lesson-next-step = Next step →
lesson-conjecture-true = true
lesson-conjecture-false = false
lesson-link-unused = A lesson reads nothing from its link (the playground does); not used:
lesson-link-empty-key = an empty key{ $given }
lesson-link-bad-language = lang = { $value }: not one of the lesson’s languages ({ $codes }); the page stays in { $shown }

## A lesson's challenge against the perfect engine, by the engine's verdict

lesson-challenge-can-win = the { -engine }’s own verdict is that the first player can win from { $pile }, but only with exact play.
lesson-challenge-cannot-win = the { -engine }’s own verdict is that the first player cannot win from { $pile } with this rule: watch how it escapes.

## The handout

lesson-answer-key =
    .aria-label = Answer key
lesson-answer-key-title = Answer key (for the teacher)
lesson-key-error = the { -engine } could not answer: { $error }
lesson-glossary-summary = Words used in this lesson
lesson-handout-glossary =
    .aria-label = Glossary
lesson-handout-glossary-title = Words used

## A question

question-answer-label = Your answer
question-check = Check
question-show-answer = Show the answer
question-wait = More of the { -engine }’s answers show on the page once yours is right (or you press “Show the answer”).
question-need-number = Type a whole number first.
question-not-a-number = Type a whole number first (“{ $typed }” is not one).
question-need-choice = Choose an answer first.
question-right = Right: { $answer }.
question-shown = The answer: { $answer }.
question-almost = Almost.
question-not-quite = Not quite.
question-almost-again = Almost ({ $tries ->
    [2] 2nd
    [3] 3rd
   *[other] { $tries }th
    } try).
question-not-quite-again = Not quite ({ $tries ->
    [2] 2nd
    [3] 3rd
   *[other] { $tries }th
    } try).
question-you-answered = You answered { $answer }.
question-try-again = Try again.
question-restored-shown = Your last visit: the answer was shown.
question-restored-right = Your last visit: you answered { $answer } (right).
question-restored-was-shown = Your last visit: you answered { $answer } (the answer was shown).
question-restored-wrong = Your last visit: you answered { $answer } (not right yet: try again).

## The glossary: each word the lessons use, defined for a class of fourteen-year-olds

glossary-p-position = P-position
glossary-p-position-means = a position the player about to move loses, however well they play, if the opponent plays well: the Previous player (the one who just moved) wins.
glossary-n-position = N-position
glossary-n-position-means = a position the player about to move can win by playing well: the Next player wins.
glossary-winning-move = winning move
glossary-winning-move-means = a move after which the opponent loses, however well they play (it leaves them a P-position).
glossary-losing-start = losing start
glossary-losing-start-means = a pile from which the first player loses against good play.
glossary-move-function = move function <i>f</i>
glossary-move-function-means = the rule that says how many counters a player may take at most, given what the opponent just took (and, in some games, the size of the pile).
glossary-base = base (<i>B<sub>f</sub></i>)
glossary-base-means = a list of numbers built from the rule <i>f</i>, used for the strategy: write the pile as a sum of members of the list, largest first, and take the smallest part.
glossary-fibonacci-numbers = Fibonacci numbers
glossary-fibonacci-numbers-means = 1, 2, 3, 5, 8, 13, 21, …: each number is the sum of the two before it.
glossary-zeckendorf = Zeckendorf’s representation
glossary-zeckendorf-means = writing a number as a sum of Fibonacci numbers, taking the largest one that fits each time (for example 20 = 13 + 5 + 2); no two of them are neighbours in the list.
glossary-period = period
glossary-period-means = a rule has period <i>t</i> when it repeats every <i>t</i> piles: it treats a pile of <i>n</i> and a pile of <i>n</i> + <i>t</i> the same way (with <i>t</i> = 2, it only looks at whether the pile is odd or even).
glossary-remainder = remainder (mod)
glossary-remainder-means = what is left over after dividing: 17 mod 5 = 2, because 17 = 15 + 2 and 15 is three fives.
glossary-mex = mex
glossary-mex-means = short for “minimum excluded”: the smallest whole number 0, 1, 2, … that is not in a list. The mex of 0, 1, 3 is 2.
glossary-grundy-value = Grundy value
glossary-grundy-value-means = a number for each position: 0 for a position with no moves, otherwise the mex of the values of the positions one move away. The positions with value 0 are the P-positions.
glossary-binary = binary
glossary-binary-means = writing a number with the powers of two 1, 2, 4, 8, 16, …, each used at most once: 13 = 8 + 4 + 1 is 1101 in binary.
glossary-nim-sum = nim-sum (⊕)
glossary-nim-sum-means = adding numbers in binary without carrying (also called “exclusive or”): 5 ⊕ 3 = 6, because 101 ⊕ 011 = 110. In a game of several piles, the nim-sum of the Grundy values tells who wins.
glossary-h = <i>H</i> (Schwenk’s sequence)
glossary-h-means = a list of numbers built like the Fibonacci numbers from a take-away rule: it starts 1, and each new member is the last one plus an earlier member chosen by the rule. Schwenk proved that, for many rules, these are the piles from which the first player loses.
glossary-blocking = blocking
glossary-blocking-means = before you move, your opponent may forbid some of the moves you could make; you then choose among the others.
glossary-split = split
glossary-split-means = to divide one pile into two smaller piles, each of at least one counter.
glossary-conjecture = conjecture
glossary-conjecture-means = a statement someone believes but has not proved; one counterexample shows it false.
glossary-theorem = theorem
glossary-theorem-means = a statement that has been proved: it holds in every case it speaks about.
glossary-counterexample = counterexample
glossary-counterexample-means = one case in which a statement fails.
glossary-safe-pile = safe pile
glossary-safe-pile-means = in blocking Nim, a pile the player about to move loses from, however well they play, if the opponent forbids and plays well; “unsafe” means the player to move can win.
glossary-brute-force = brute force
glossary-brute-force-means = finding an answer by trying every possible game, move by move, instead of using a formula.
`;
