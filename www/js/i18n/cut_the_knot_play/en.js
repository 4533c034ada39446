// Cut The Knot's games' words in English: the subtraction game's end and the row of games' moves
// (games.js), the take-away game's board (takeaway/board.js, takeaway/digits.js) and the row's
// board (sum/board.js). A course page's game of the family loads this part, not the section's.
// Project Fluent; core/i18n.js reads it (core/ftl.js, without Fluent's library, in English).
export const ftl = String.raw`
## Glossary: the fixed terms, as in the shell's catalogue.

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

## (c) The board of a row of games

cks-b-choose-pile = Choose a pile
cks-b-pile-label = Pile { $i }: { $pile } counters, at most { $max } may be taken, Grundy value { $g }
cks-b-pile-name = Pile { $i }
cks-b-pile-max = take 1 … { $max }
cks-b-pile-empty = empty
cks-b-pile-no-move = no move
cks-b-nim-sum = Nim-sum:
cks-b-nim-sum-zero = — 0: the player to move loses against best play.
cks-b-nim-sum-not-zero = — not 0: the player to move can win.
cks-b-play-again = Play again
cks-b-setting-up = Setting up…
cks-b-thinking = The engine is thinking…
cks-b-choose = Choose a pile, then how many to take.
cks-b-take-button = Take { $k } from pile { $i }
cks-b-take-bar = How many to take from pile { $i }
cks-b-take-label = From pile { $i } take:
cks-b-take-input = Counters to take from pile { $i }, 1 to { $max }
cks-b-take-input-label = From pile { $i } take (1 … { $max }):
cks-b-take = Take

## The games: the subtraction game's end, the take-away game's board, the row of games

ckp-digits-label =
    .aria-label = { $n } in digits { $digits }, H from largest to smallest
ckp-flag-take = take
ckp-flag-taken = taken
ckp-took-rightmost = { $who ->
    [you] You took { $take } from { $sum } — the rightmost 1.
   *[engine] The engine took { $take } from { $sum } — the rightmost 1.
}
ckp-took-other = { $who ->
    [you] You took { $take } from { $sum } — not the rightmost 1.
   *[engine] The engine took { $take } from { $sum } — not the rightmost 1.
}
ckp-before-region = The pile before the last move, in digits
ckp-now = Now { $sum }
ckp-now-region = The pile now, in digits
ckp-may-take = may take { $takes }
ckp-no-move = no move possible
ckp-cannot-move = { $who ->
    [engine] The engine cannot move from a pile of { $pile }.
   *[you] You cannot move from a pile of { $pile }.
}
ckp-said-engine-stuck = I took { $take }, leaving { $pile }: you cannot move.
ckp-said-you-stuck = You took { $take }, leaving { $pile }: I cannot move.
ckp-hint = Hint: take { $take } from pile { $i }.{" "}
ckp-piles = Piles: { $piles }
ckp-engine-took = Engine took { $take } from pile { $i }.{" "}
ckp-said-last = { $who ->
    [engine] I took { $take } from pile { $i }, the last counter.
   *[you] You took { $take } from pile { $i }, the last counter.
}
ckp-said-left = { $who ->
    [engine] I took { $take } from pile { $i }, leaving { $left } there. Nim-sum { $sum }.
   *[you] You took { $take } from pile { $i }, leaving { $left } there. Nim-sum { $sum }.
}
ckp-said-emptied = { $who ->
    [engine] I took { $take } from pile { $i }, emptying it. Nim-sum { $sum }.
   *[you] You took { $take } from pile { $i }, emptying it. Nim-sum { $sum }.
}
ckp-log-took = { $who ->
    [you] {" "}took { $take } from pile { $i } ({ $change })
   *[engine] {" "}took { $take } from pile { $i } ({ $change })
}
`;
