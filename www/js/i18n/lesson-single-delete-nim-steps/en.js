// The sentences the lesson "Single-delete Nim" composes in its script, in English (its questions'
// prompts and choices, the verdicts' answers, reasons and clues, the live facts and the evidence
// under the students' conjectures). Maths is passed as text and stays as written: a position
// "(3, 5)", a list of piles, valuations, "x = 1, 3 and 5". A count in prose comes twice: the
// number (countn, pn, totaln, groupsn: for the plural) and its digits as the lesson writes them
// (count, p, total, groups). kind is P or N. The engine's own sentences (its reasons, checks and
// hints) are the single_delete catalogue's.
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

## Pieces that several sentences share

single-delete-nim-s-is-kind = { $kind ->
        [P] { $position } is a P-position
       *[N] { $position } is an N-position
    }
single-delete-nim-s-two-sentences = { $first } { $second }
single-delete-nim-s-both = { $first }; { $second }
single-delete-nim-s-list-semicolon = {"; "}
single-delete-nim-s-where = { $k } piles, each 1 … { $max }
single-delete-nim-s-engine-finds = { $kind ->
        [P] the engine finds { $position } a P-position
       *[N] the engine finds { $position } an N-position
    }
single-delete-nim-s-range-pairs = { $max } ({ $countn ->
        [one] { $count } pair
       *[other] { $count } pairs
    })
single-delete-nim-s-range-positions = { $max } ({ $countn ->
        [one] { $count } position
       *[other] { $count } positions
    })

## Win or lose? (the questions of steps 2, 4, 5 and 7)

single-delete-nim-s-choice-win = I win (an N-position)
single-delete-nim-s-choice-lose = I lose (a P-position)
single-delete-nim-s-need-win = If you win, one of your moves must leave your opponent a position they lose (a P-position). Can you find it?
single-delete-nim-s-need-lose = If you lose, every one of your moves must leave your opponent a position they win (an N-position). Is there one that does not?
single-delete-nim-s-pn-answer = { $kind ->
        [P] { $position } is a P-position: the player to move loses against best play
       *[N] { $position } is an N-position: the player to move wins against best play
    }

## The engine's moves, told in words (step 2)

# move-by follows "wins by" and "the reply is"; move-after follows "after".
single-delete-nim-s-move-by = deleting the { $deleted } and splitting the { $split } into { $x } and { $y }
single-delete-nim-s-move-after = deleting the { $deleted } and splitting the { $split } into { $x } and { $y }
single-delete-nim-s-opponent-wins = your opponent then wins by { $move }.
single-delete-nim-s-opponent-stuck = your opponent then has no winning move.
single-delete-nim-s-no-move = No move is possible from { $position }: the player to move loses.
single-delete-nim-s-moves-win = From { $position } the player to move wins by { $move }: that leaves { $leaves }, and { $reply }
single-delete-nim-s-moves-lose = From { $position } every move can be answered. For example, after { $move } (leaving { $leaves }), the other player wins by { $reply }.
single-delete-nim-s-own-move = a move of their own
single-delete-nim-s-reply-none = the other player cannot move at all.
single-delete-nim-s-reply-of = whatever the other player does, there is an answer: after { $move }, the reply is { $reply }.
single-delete-nim-s-reply-last = whatever the other player does, there is an answer: after { $move }, no move is left.

## Name a winning split x of the 12 (steps 2 and 4)

single-delete-nim-s-split-none = no x wins
single-delete-nim-s-split-wins = Splitting 12 into { $x } + { $y } wins.
single-delete-nim-s-split-all-n = Every split leaves an N-position.
single-delete-nim-s-split-some = Some x wins. Try the splits one by one: after which one does your opponent lose?
single-delete-nim-s-split-try = Try the splits one by one.
single-delete-nim-s-split-range = Both new piles must hold at least one counter: x is 1 to 11.
single-delete-nim-s-split-range-clue = Both new piles must hold at least one counter, so x is 1 to 11 ({ $typed } is not).
single-delete-nim-s-leaves-reply = Your move leaves { $leaves }: { $reply }
single-delete-nim-s-leaves-why = Your move leaves { $leaves }. { $why }
single-delete-nim-s-split-leaves = Splitting 12 into { $x } and { $y } leaves { $leaves }: { $reply }

## Step 1: play

single-delete-nim-s-small-two = P: { $p }. N: { $n }.

## Step 2: predict

single-delete-nim-s-pn-3-5 = Piles of 3 and 5, your move. With best play on both sides, do you win or lose?
single-delete-nim-s-clue-3-5 = Try every move on paper: delete one pile, split the other. What can your opponent do next?
single-delete-nim-s-split-12 = Piles of 12 and 7, your move. You delete the 7 and split the 12 into x and 12 − x. Name an x that wins.
single-delete-nim-s-split-12-note = (Type 0 if none does.)
single-delete-nim-s-answer-12 = From (12, 7), deleting the 7: the winning splits are x = { $list }.
single-delete-nim-s-answer-12-none = From (12, 7), deleting the 7: no split wins.

## Step 3: which pairs are P-positions?

single-delete-nim-s-pattern-2 = Which sentence describes the two-pile P-positions (the dark cells of the map) — all of them, and nothing else: both piles odd, a + b even, the two piles equal, or at least one pile odd?
# each sentence on its own (a choice) and inside another sentence (-words)
single-delete-nim-s-pattern-odd = Both piles are odd
single-delete-nim-s-pattern-odd-words = both piles are odd
single-delete-nim-s-pattern-sum = a + b is even
single-delete-nim-s-pattern-sum-words = a + b is even
single-delete-nim-s-pattern-equal = The two piles are equal
single-delete-nim-s-pattern-equal-words = the two piles are equal
single-delete-nim-s-pattern-one-odd = At least one pile is odd
single-delete-nim-s-pattern-one-odd-words = at least one pile is odd
single-delete-nim-s-pattern-none = none of these sentences
single-delete-nim-s-pattern-agrees = “{ $words }” agrees with the engine on all { $countn ->
        [one] { $count } pair
       *[other] { $count } pairs
    } up to { $max }.
single-delete-nim-s-pattern-says = { $kind ->
        [P] At { $position } the sentence “{ $words }” says N, but the engine finds a P-position.
       *[N] At { $position } the sentence “{ $words }” says P, but the engine finds an N-position.
    }
single-delete-nim-s-pattern-covers = “{ $label }” is true at every dark cell, but also at { $position }, a light cell (an N-position). Which sentence fits the dark cells and nothing else?
single-delete-nim-s-pattern-only = Every pair where “{ $label }” is true is a dark cell, but { $position } is dark too. Which sentence fits all the dark cells?
# is: "(1, 3) is a P-position"
single-delete-nim-s-pattern-wrong = { $is }, and “{ $label }” gets it wrong. Point at a few dark cells and a few light ones: what do the piles of the dark ones have in common?
single-delete-nim-s-agrees-pairs = the engine agrees on all { $countn ->
        [one] { $count } pair
       *[other] { $count } pairs
    } up to { $max }
single-delete-nim-s-equal-all-p = the engine: every pair of equal piles up to { $max } is P

## Step 4: three piles

single-delete-nim-s-digits-beyond = The lesson solves { $k } piles up to { $max }; the playground’s single-delete section goes further.
single-delete-nim-s-pn-6-10-12 = Piles of 6, 10 and 12, your move. Do you win or lose against best play?
single-delete-nim-s-clue-6-10-12 = Draw 6, 10 and 12 above. Do their rightmost 1s stand in one column?
single-delete-nim-s-split-three = From 6, 10 and 12 you delete the 6 and split the 12 into x and 12 − x, keeping the 10. Name an x that wins.
single-delete-nim-s-split-three-note = (Type 0 if none does; draw the piles above to compare their rightmost 1s.)
single-delete-nim-s-challenge-p = the engine’s own verdict is that (7, 10, 12) is a P-position: you cannot win against perfect play. Watch how it escapes.
single-delete-nim-s-challenge-n = the engine’s own verdict is that you can win from (7, 10, 12), but only with exact play.
single-delete-nim-s-three-nim = { $kind ->
        [P] { $position }: { $a } XOR { $b } XOR { $c } = { $value }, and the engine finds a P-position
       *[N] { $position }: { $a } XOR { $b } XOR { $c } = { $value }, and the engine finds an N-position
    }
single-delete-nim-s-agrees-three = the engine agrees on every position of 3 piles up to { $max }

## Step 5: four piles, and the conjectures judged on the groups of valuations

single-delete-nim-s-pn-1-2-2-2 = Piles of 1, 2, 2 and 2, your move. Their valuations are 0, 1, 1, 1: not all the same. Do you win or lose?
single-delete-nim-s-clue-1-2-2-2 = Delete one pile and split another in every way you can: is any position left one you would like to face?
single-delete-nim-s-with-valuations = { $kind ->
        [P] { $position } is a P-position, with valuations { $valuations }
       *[N] { $position } is an N-position, with valuations { $valuations }
    }
single-delete-nim-s-only-some-p = only { $p } of the { $totaln ->
        [one] { $total } position
       *[other] { $total } positions
    } with valuations { $valuations } are P
# where: "4 piles, each 1 … 24"; found: one of the two sentences above
single-delete-nim-s-for-where = for { $where }: { $found }
single-delete-nim-s-agrees-where = the engine agrees on every position of { $where }

## Step 6: doubling every pile

single-delete-nim-s-double-2 = Double both piles of 1 and 1: piles of 2 and 2, your move. Do you win or lose?
single-delete-nim-s-double-2-clue-n = From 2 and 2 there is only one kind of move: delete a 2, split the other into 1 and 1. Who is stuck after that?
single-delete-nim-s-double-2-clue-p = From 2 and 2 there is only one kind of move: delete a 2, split the other into 1 and 1. Can your opponent move after that?
single-delete-nim-s-double-5 = Five piles of 1 doubled are five piles of 2. Does doubling keep the verdict (P stays P, N stays N) here?
single-delete-nim-s-choice-same = Yes, the same verdict
single-delete-nim-s-choice-changes = No, the verdict changes
single-delete-nim-s-double-5-same = the same: both are { $kind }
single-delete-nim-s-double-5-changes = it changes: (1, 1, 1, 1, 1) is { $one }, (2, 2, 2, 2, 2) is { $two }
single-delete-nim-s-double-5-clue-same = Check each side: five piles of 1 — can the player to move split anything? Five piles of 2 — how many moves can the game last, and who makes the last one?
single-delete-nim-s-double-5-clue-changes = Check each side: five piles of 1 — can the player to move split anything? Five piles of 2 — count the moves: each deletes a 2 and splits a 2. Who makes the last one?
# a row of the doubling table: "5 piles (each 1 … 16): ✗ Contradicted at …"
single-delete-nim-s-doubling-k = { $k } piles
single-delete-nim-s-doubling-range = (each 1 … { $max }):
single-delete-nim-s-in-binary = { $piles } in binary
# first: the engine's first counterexample, "contradicted at (1, 1): …"
single-delete-nim-s-double-all = the engine finds counterexamples for { $list } piles; the first: { $first }
single-delete-nim-s-double-all-holds = the engine finds no counterexample for 2 to 8 piles on its ranges

## Step 7: change the rule

# rule: "5 piles, each 1 … 16"
single-delete-nim-s-rule-summary = the engine solved { $countn ->
        [one] { $count } position
       *[other] { $count } positions
    }; { $p } of them are P-positions, in { $groupsn ->
        [one] { $groups } valuation pattern.
       *[other] { $groups } valuation patterns.
    }
# name: "Proposition 4.2"; why: the engine's check of it
single-delete-nim-s-on-this-range = { $name } on this range: { $why }.
single-delete-nim-s-rule-twos = { $k } piles of 2 each ({ $piles }), your move. Do you win or lose?
single-delete-nim-s-clue-twos = Every move deletes a 2 and splits a 2 into 1 + 1. Count how many moves the game can last.
single-delete-nim-s-rule-patterns = For { $rule }: in how many different patterns of valuations do the P-positions fall?
single-delete-nim-s-rule-patterns-why = For { $rule }: { $p } P-positions in { $groups ->
        [one] { $groups } pattern
       *[other] { $groups } patterns
    }; a statement of the paper explains { $covered } of them, search found the others.
single-delete-nim-s-too-many = { $typed } is too many. With two piles every P-position has the pattern 0, 0; with three, the piles share one valuation. Which valuations can a pile of at most { $max } have?
single-delete-nim-s-too-few = { $typed } is too few. With two piles every P-position has the pattern 0, 0; with three, the piles share one valuation. Which valuations can a pile of at most { $max } have?
single-delete-nim-s-rule-odd-holds = search agrees for { $rule }, and for 2 to 8 piles on the ranges of step 6
single-delete-nim-s-rule-twos-fails = the engine: the player to move wins from piles of 2 when there are { $list } of them
single-delete-nim-s-rule-twos-holds = the engine: the player to move loses for every number of piles from 2 to 8
single-delete-nim-s-chips-label = Piles k:
single-delete-nim-s-chip =
    .title = { $k } piles
single-delete-nim-s-range-whole = S is a whole number of at least 2.
single-delete-nim-s-range-limit = With { $k } piles the lesson solves piles up to { $max } (the playground goes further).
`;
