// The sentences the Fibonacci Nim lesson's script composes (www/js/families/move_fn/lessons/
// fibonacci-nim/), in English: its questions, verdicts, live facts and conjectures, for the rule
// chosen now. Variables: a count in prose is a number (pluralise it where the language needs);
// maths is text, written as it stands in every language: $rule is the rule ("f(x) = 2x"), $f1 and
// $f2 move functions ("2x − 1", "x"), $g and $sum equations ("g(18) = 5", "20 = 13 + 5 + 2"), $set the
// base's name or bound ("B_f", "B_f <= 1 000 000"), $formula "g(N) = N"; $list is a list of
// numbers already joined in the page's language ("1, 2 and 3"); $why and $clue are sentences put
// in whole (the engine's reasons, still in English, or another message of this file); a number
// the student typed ($k, $n in some messages) comes as typed.
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

## What a move does (steps 3 and 4)

fibonacci-nim-s-not-a-move = From a pile of { $pile } you may take 1 to { $max }, so { $k } is not a move here.
fibonacci-nim-s-take-wins = Taking { $k } wins.
fibonacci-nim-s-take-leaves = Taking { $k } leaves { $left }; the other player may then take up to { $limit } and wins by taking { $reply }.
fibonacci-nim-s-wins-by-taking = From { $pile } the first player wins by taking { $take }.
fibonacci-nim-s-for-rule = For { $rule }: { $why }

## Step 2: from which piles does the first player lose?

fibonacci-nim-s-losing-starts = N = { $list } (every N ≤ { $upto }).
fibonacci-nim-s-list-more = { $list }, …
fibonacci-nim-s-even-false = for { $rule } the first player wins from { $pile }, an even pile
fibonacci-nim-s-even-true = for { $rule } every even pile up to { $upto } is a losing start
fibonacci-nim-s-fibonacci-true = for { $rule } the losing starts up to { $upto } are exactly { $list }
fibonacci-nim-s-fibonacci-false = for { $rule } they are { $list }
fibonacci-nim-s-first-wins = The first player wins
fibonacci-nim-s-first-loses = The first player loses
fibonacci-nim-s-lose-8 = A pile of { $pile }; the first move may take 1 to { $max }. With best play, does the first player win or lose?
fibonacci-nim-s-lose-8-answer = { $result ->
        [win] the first player wins from { $pile }
       *[lose] the first player loses from { $pile }
    }
fibonacci-nim-s-lose-8-clue-win = If the first player wins, some first move must win. Try the first moves 1, 2, 3 … on paper: after each, can the other player answer with a move that wins?
fibonacci-nim-s-lose-8-clue-lose = If the first player loses, every first move must lose. Look for a first move after which the other player is stuck.
fibonacci-nim-s-lose-range = Name a pile N between { $lo } and { $hi } that is a losing start: the first player (who may take anything but the whole pile) loses.
fibonacci-nim-s-at-least-one = N must be a pile of at least one counter.
fibonacci-nim-s-at-least-two = A game needs a pile of at least 2 counters (the first move may not take the whole pile).
fibonacci-nim-s-losing-outside = { $n } is a losing start, but it is outside { $lo } to { $hi }.
fibonacci-nim-s-look-step-1 = Look at the piles you could not win from in step 1, and at how they grow.
fibonacci-nim-s-none-between = none between { $lo } and { $hi }

## Step 3: the smallest winning move

fibonacci-nim-s-g-examples = { $g18 } and { $g42 } for { $rule }: { $why }
fibonacci-nim-s-predict-g = Predict { $g } for { $rule }: the smallest number of counters that wins from a pile of { $n }.
fibonacci-nim-s-wins-too = Taking { $k } wins too, but a smaller number of counters also wins from { $n }.

## Step 4: write N as a sum

fibonacci-nim-s-example-20 = for { $rule }: { $sum }, the smallest part is { $smallest }, and the engine’s smallest winning move from { $pile } is { $take }.
fibonacci-nim-s-base-is-losing = for { $rule }, up to { $upto } it is exactly the list of losing starts
fibonacci-nim-s-base-is-not-losing = for { $rule }, up to { $upto } it is not the list of losing starts
fibonacci-nim-s-move-100 = A pile of { $pile }, the first move up to { $max }, { $rule }. How many counters do you take to win?
fibonacci-nim-s-write-as-sum = Write { $pile } as a sum with the drawing above and look at its smallest part.
fibonacci-nim-s-take-smallest = take { $take } (the smallest winning move)
fibonacci-nim-s-every-move-loses = every move loses here

## Step 5: change the rule

fibonacci-nim-s-losing-starts-short = { $rule }: the first player loses from { $list }, …
fibonacci-nim-s-base-start-finite = { $list } (it is finite).
fibonacci-nim-s-base-start = { $list } ({ $count } members up to { $upto }).
fibonacci-nim-s-powers-true = the engine: { $list } up to { $upto }
fibonacci-nim-s-powers-false = the engine: { $list }
fibonacci-nim-s-sparser-true = up to { $upto }: { $fewer } losing piles for { $f1 }, { $more } for { $f2 }
fibonacci-nim-s-sparser-false = up to { $upto } both have { $count } losing piles
fibonacci-nim-s-sparser-false-same = up to { $upto } both have { $count } losing piles, the same ones
fibonacci-nim-s-lose-rule = Predict for { $rule }: what is the smallest losing start above { $above } (the smallest pile above { $above } from which the first player loses)?
fibonacci-nim-s-losing-not-above = { $n } is a losing start, but it is not above { $above }.
fibonacci-nim-s-losing-smaller = { $n } is a losing start, but there is a smaller one above { $above }.
fibonacci-nim-s-look-table = The table of step 3 highlights the piles where { $formula }.
fibonacci-nim-s-look-table-losing = The table of step 3 highlights the piles where { $formula }: those are the losing starts.
fibonacci-nim-s-none-up-to = none up to { $upto }
fibonacci-nim-s-lose-rule-why = The losing starts for { $rule }: { $list }.
fibonacci-nim-s-chip-fibonacci = Fibonacci Nim
fibonacci-nim-s-chip-same = at most the same
fibonacci-nim-s-chip-conjecture = the conjecture
fibonacci-nim-s-or-type = or type one:
fibonacci-nim-s-own-rule =
    .aria-label = Your own f(x)
    .placeholder = your own f(x)

## Step 6: a published conjecture, tested

fibonacci-nim-s-few-members = The base of { $rule } has only { $count } members up to { $upto }.
fibonacci-nim-s-growth-caption = The last members of { $set } for { $rule }
fibonacci-nim-s-conjecture = Is { $rule } a counterexample to the conjecture: is g unbounded there, while the losing starts do not grow exponentially?
fibonacci-nim-s-counterexample = Yes, it is a counterexample
fibonacci-nim-s-agrees = No, it agrees with the conjecture
fibonacci-nim-s-conjecture-yes = yes: g is unbounded, yet { $set } grows polynomially
fibonacci-nim-s-conjecture-no = no: the engine classifies the growth as { $class ->
        [exponential] exponential
        [polynomial] polynomial
        [bounded] bounded
        [unclear] unclear
       *[other] { $class }
    }
fibonacci-nim-s-conjecture-clue-yes = A counterexample needs losing starts that do not grow by a fixed factor. Set { $rule } and look at the last column of the table: do the ratios stay above some number larger than 1?
fibonacci-nim-s-conjecture-clue-no = If the losing starts grew exponentially, each would be at least some fixed factor larger than the one before. Set { $rule } and look at the last column of the table: do the ratios stay above some number larger than 1, or creep down towards 1?
`;
