// The sentences the lesson "Periodic rules and several bases" composes in its script
// (www/js/families/move_fn/lessons/periodic-bases/), in English: its questions' prompts and
// choices, the verdicts' answers and clues, the live facts and the evidence under the students'
// conjectures, the words of its rule form and of its representation tool. Variables: a count in
// prose is a number (pluralise it where the language needs; a large one comes as the lesson writes
// it, "100 000"); maths is text, written as it stands in every language: $rule is the rule
// (the message periodic-bases-s-example2, or periodic-bases-s-rule-with: "f(n, x) = 2x with t = 1"),
// $f a formula, $game, $g0 and $g1 games ("G₀"), $base a base ("B₁"), $g, $a, $b, $fodd, $feven
// equations ("g₀(18) = 5"); $list is a list of numbers already joined in the page's language
// ("1, 2 and 3"); $why, $text, $clue, $look, $limits, $error, $first and $second are sentences put
// in whole (the engine's reasons, some still in English, or another message of this file); a
// number the student typed ($k, $n, $v) comes as typed. $result is win or lose (win-lose and so
// on for two games), $agree yes or no, $size large or small.
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

periodic-bases-s-two-sentences = { $first } { $second }
periodic-bases-s-list-more = { $list }, …
periodic-bases-s-semicolon = {"; "}
periodic-bases-s-example2 = Example 2
periodic-bases-s-rule-with = { $f } with t = { $t }
periodic-bases-s-rule-paper = { $f } with t = { $t } (the paper’s Example 2)
periodic-bases-s-not-a-move = From a pile of { $pile } you may take 1 to { $max }, so { $k } is not a move here.
periodic-bases-s-take-wins = Taking { $k } wins.
periodic-bases-s-take-leaves = Taking { $k } leaves { $left }; the other player may then take up to { $limit } and wins by taking { $reply }.
periodic-bases-s-for-rule = for { $rule }: { $text }
periodic-bases-s-analysis-error = The engine could not compute the games for { $rule }: { $error }

## Step 1: play the paper’s game

periodic-bases-s-limits = after a move of { $x } from a pile of { $odd } the next player may take at most { $fodd }; from a pile of { $even }, at most { $feven }.
periodic-bases-s-limits-answer = In { $game }, for { $rule }: { $limits }

## Step 2: one pile, two games

periodic-bases-s-other-game = game { $game } against the same beginner
periodic-bases-s-other-game-same = game { $game }, which with t = 1 is { $first } itself (1 ⊕ n = 0 for every n)
periodic-bases-s-losing-starts = in { $g0 } the first player loses from N = { $list0 }; in { $g1 } from N = { $list1 } (every N ≤ { $upto }).
periodic-bases-s-losing-differ = Piles up to { $upto } that lose in one game and win in the other: { $list }.
periodic-bases-s-losing-differ-none = No pile up to { $upto } loses in one of { $g0 }, { $g1 } and wins in the other for this rule.
periodic-bases-s-residue = { $game } for t = { $t }
periodic-bases-s-same-losers-false = for { $rule } the first player loses from { $n } in { $g0 } but wins from it in { $g1 }
periodic-bases-s-same-losers-true = for { $rule } every losing pile of { $g0 } up to { $upto } loses in { $g1 } too
periodic-bases-s-fibonacci-true = for { $rule } they are exactly the Fibonacci numbers up to { $upto }
periodic-bases-s-fibonacci-false = for { $rule } they are { $list }
periodic-bases-s-pile-8 = { $rule }: a pile of { $pile }, the first move may take 1 to { $max }. With best play, does the first player win or lose in { $g0 } and in { $g1 }?
periodic-bases-s-wins-both = wins in both games
periodic-bases-s-wins-loses = wins in { $g0 }, loses in { $g1 }
periodic-bases-s-loses-wins = loses in { $g0 }, wins in { $g1 }
periodic-bases-s-loses-both = loses in both games
periodic-bases-s-pile-8-answer = { $result ->
        [win-win] the first player wins in { $g0 } and wins in { $g1 }
        [win-lose] the first player wins in { $g0 } and loses in { $g1 }
        [lose-win] the first player loses in { $g0 } and wins in { $g1 }
       *[lose-lose] the first player loses in { $g0 } and loses in { $g1 }
    }
periodic-bases-s-look-again = look again at { $game }: try every first move from { $pile } on paper — after a move of k, the opponent may take up to { $limit }.
periodic-bases-s-half-right = Your answer for { $game } is right; { $look }
periodic-bases-s-both-wrong = Both halves need another look. Try every first move from { $pile } on paper: after a move of k, the opponent may take up to { $f0 } in { $g0 } and { $f1 } in { $g1 }.
periodic-bases-s-lose-other = { $rule }: name a pile N above { $above } from which the first player (who may take anything but the whole pile) loses in { $game }.
periodic-bases-s-at-least-one = N must be a pile of at least one counter.
periodic-bases-s-at-least-two = A game needs a pile of at least { $count } counters (the first move may not take the whole pile).
periodic-bases-s-losing-not-above = { $n } is a losing pile of { $game }, but it is not above { $above }.
periodic-bases-s-losing-smaller = { $n } is a losing pile of { $game }, but there is a smaller one above { $above }.
periodic-bases-s-losing-in-other = { $n } is a losing pile of { $g0 }, but in { $g1 } the first player wins from it by taking { $take }.
periodic-bases-s-wins-by-taking = From { $n } in { $game } the first player wins by taking { $take }.
periodic-bases-s-smaller-pile = Look for a smaller pile: one up to { $upto }.
periodic-bases-s-for-example = for example { $list }
periodic-bases-s-none-up-to = none up to { $upto }

## Step 3: the smallest winning move in each game

periodic-bases-s-g-examples = { $g0 } and { $g1 } for { $rule }.
periodic-bases-s-g-order-false = for { $rule }: { $a } but { $b }
periodic-bases-s-g-order-true = for { $rule } on every n ≤ { $upto }
periodic-bases-s-predict-g = Predict { $g } for { $rule }: the smallest number of counters that wins from a pile of { $pile } in { $game }.
periodic-bases-s-wins-too = Taking { $k } wins too, but a smaller number of counters also wins from { $pile } in { $game }.
periodic-bases-s-in-game = In { $game }: { $clue }

## Step 4: the strategy, several bases

periodic-bases-s-member-wins = for { $rule }: { $b } is in { $base }, yet the first player wins from it in { $game }
periodic-bases-s-member-wins-theta = for { $rule }: { $b } is in { $base }, yet the first player wins from it in { $game } by taking { $theta }
periodic-bases-s-loser-not-member = for { $rule }: the first player loses from { $n } in { $game }, which is not in { $base }
periodic-bases-s-losers-are-base = for { $rule } in every game, on every pile up to { $upto }
periodic-bases-s-example-piles =
    .aria-label = Example piles
periodic-bases-s-try = Try:
periodic-bases-s-game-label = Game
periodic-bases-s-pile-label = Pile
periodic-bases-s-repr-empty = Enter a whole number { $formula }.
periodic-bases-s-move-100 = { $rule }, game { $game }: a pile of { $pile }, the first move up to { $max }. How many counters do you take to win?
periodic-bases-s-write-pile = Write { $pile } in game { $game } with the tool above and look at its last part.
periodic-bases-s-take-smallest = take { $take } (the smallest winning move)
periodic-bases-s-every-move-loses = every move loses here

## Step 5: Example 2 against the paper

periodic-bases-s-fibonacci-nim = for { $rule }, { $base } = { $list } (every member up to { $upto }).
periodic-bases-s-golden = in Example 2 the last two members of { $base } up to { $upto } are { $a } and { $b }: a ratio of { $ratio }; the golden ratio is { $phi }
periodic-bases-s-ex2-member = The paper writes member number { $k } of { $base } in Example 2 (counting from 0) as { $expression }, with { $fib }. What number is that?
periodic-bases-s-nothing = nothing (beyond its range)
periodic-bases-s-ex2-why = The engine computed member { $k } of { $base } as { $computed }; the paper’s formula gives { $formula }: { $agree ->
        [yes] they agree
       *[no] they differ
    }.
periodic-bases-s-ex2-clue = { $size ->
        [large] { $v } is too large.
       *[small] { $v } is too small.
    } List the Fibonacci numbers from { $fib } (each the sum of the two before), pick the ones the formula names and add or subtract as it says.

## Step 6: change the rule

periodic-bases-s-base-begins = { $base } begins { $list }
periodic-bases-s-bases-start = { $parts }.
periodic-bases-s-losing-starts-short = { $rule }: in { $game } the first player loses from { $list }
periodic-bases-s-starts-123-true = for { $rule } every base does
periodic-bases-s-starts-123-false = for { $rule }, { $base } begins { $list }
periodic-bases-s-t-bases = for { $rule }: { $bases } up to { $upto } for { $games }
periodic-bases-s-bases-count = { $count ->
        [one] { $count } different base
       *[other] { $count } different bases
    }
periodic-bases-s-games-count = { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
periodic-bases-s-lose-rule = Predict for { $rule }: what is the smallest pile above { $above } from which the first player loses in { $game }?
periodic-bases-s-look-table = The table of step 3 shows where { $formula }.
periodic-bases-s-look-table-losing = The table of step 3 shows the piles where { $formula }: those are the losing piles.
periodic-bases-s-lose-rule-why = The losing piles of { $game } for { $rule }: { $list }.
periodic-bases-s-example2-label = Example 2
periodic-bases-s-note-paper = the paper, { $t }
periodic-bases-s-note-fibonacci = { $t }: Fibonacci Nim
periodic-bases-s-or-type = or type one:
periodic-bases-s-period = period
periodic-bases-s-use-rule = Use this rule

## Step 7: Theorem 1’s condition, and where its conclusions fail

periodic-bases-s-condition-survivor = for { $rule } condition (2) fails, yet every conclusion holds on 1 … { $upto }
periodic-bases-s-condition-needed = for each rule on this page where condition (2) fails ({ $count }), a conclusion fails too
periodic-bases-s-condition-never-fails = no rule on this page fails condition (2)
periodic-bases-s-condition = For { $rule }: does condition (2), { $formula }, hold for every n and x?
periodic-bases-s-it-holds = Yes, it holds
periodic-bases-s-it-fails = No, it fails somewhere
periodic-bases-s-condition-holds = yes, it holds
periodic-bases-s-condition-fails = no, it fails at { $at }
periodic-bases-s-condition-clue-yes = Look for a drop: for each { $range }, compare { $next } with { $now } for small x. Does the limit ever fall by 2 or more when x grows by 1?
periodic-bases-s-condition-clue-no = A drop of exactly 1 is allowed. For each { $range }, compare { $next } with { $now }: is any drop larger than 1?
periodic-bases-s-theorem1-member = For { $rule }, Theorem 1’s construction puts { $n } in { $base }. From a pile of { $n } in { $game }, the first move up to { $max }, does the first player win or lose?
periodic-bases-s-first-wins = The first player wins
periodic-bases-s-first-loses = The first player loses
periodic-bases-s-member-answer = { $result ->
        [win] the first player wins from { $n } in { $game }
       *[lose] the first player loses from { $n } in { $game }
    }
periodic-bases-s-member-clue-lose = Conclusion 1 of Theorem 1 says the first player loses from every member of the base — but only when condition (2) holds. Does it hold here? Try the first moves on paper.
periodic-bases-s-member-clue-win = Try every first move on paper: after each, can the opponent answer with a move that wins?
`;
