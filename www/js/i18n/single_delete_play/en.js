// Single-delete Nim's game's words in English: the piles in binary and why a move is good
// (digits.js), the board (board.js) and the game's hints, announcements, move log and keys
// (games.js). A course page's game of the family loads this part, not the section's (the
// section loads both). Project Fluent; core/i18n.js reads it (core/ftl.js, without Fluent's
// library, in English). Maths stays as written in every language: piles and lists are passed as text.
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

## The piles in binary, and a move's reason (digits.js)

sds-binary-aligned = { $piles } in binary, rightmost 1s aligned
sds-valuation-title = { $v ->
        [one] valuation { $v }: { $v } zero after the rightmost 1
       *[other] valuation { $v }: { $v } zeros after the rightmost 1
    }
sds-reason-search = search found this move

## The game: the board

sds-board-region = Your move: delete a pile and split another
sds-board-caption = The piles { $piles }: counters, then binary digits with the rightmost 1s aligned
sds-pile = Pile { $i }
sds-pile-counters = { $n ->
        [one] Pile { $i }: { $count } counter
       *[other] Pile { $i }: { $count } counters
    }
sds-pile-counters-deleted = { $n ->
        [one] Pile { $i }: { $count } counter, to be deleted
       *[other] Pile { $i }: { $count } counters, to be deleted
    }
sds-bar-counters = { $n ->
        [one] { $count } counter
       *[other] { $count } counters
    }
sds-split-input = Split pile { $i } of { $count }: the first part
sds-split-after = split after
sds-split-there = Split pile { $i } there
sds-split = Split
sds-gap-title = split into { $c } + { $d }
sds-gap-label = Split pile { $i } into { $c } + { $d }
sds-to-split = this pile is to be split
sds-delete = Delete
sds-deleting = Deleting
sds-delete-label = Delete pile { $i } ({ $count })
sds-deleting-label = Deleting pile { $i } ({ $count })
sds-choose = Choose { $delete } on one pile and a gap between two counters of another pile to split it there.
sds-choose-delete = choose a pile to delete
sds-choice-delete = delete { $count } (pile { $i })
sds-choice-split = split { $count } into { $x } + { $y }
sds-choose-split = choose where to split another pile
sds-your-move = Your move: { $first }, then { $second }.
sds-play-again = Play again
sds-playing = Playing your move…
sds-setting-up = Setting up…
sds-thinking = The engine is thinking…
sds-clear = Clear

## The game's words (games.js): the hint's first words, the piles, the engine's moves, what a
## screen reader hears, the move log, the keys

sds-game-hint = Hint:{" "}
sds-game-hint-none = No winning move:{" "}
# { $piles } in bold
sds-game-piles = Piles: { $piles }
# in bold before the engine's reason
sds-game-engine = Engine:{" "}
sds-game-engine-moved = I deleted pile { $i } ({ $deleted }) and split { $whole } into { $a } + { $b }, leaving ({ $piles }).
sds-game-your-move = Your move: delete a pile and split another.
sds-game-you-moved = You deleted pile { $i } ({ $deleted }) and split { $whole } into { $a } + { $b }, leaving ({ $piles }).
# the move log, after "You" or "Engine"; the piles before and after follow
sds-game-log-you = {" "}deleted { $deleted } and split { $whole } into { $a } + { $b }:{" "}
sds-game-log-engine = {" "}deleted { $deleted } and split { $whole } into { $a } + { $b }:{" "}
sds-game-engine-stuck = The engine cannot move from { $piles }.
sds-game-you-stuck = You cannot move from { $piles }.
# two sentences one after the other
sds-game-then = { $first } { $second }
sds-keys-tab = reach the board (one stop for every pile), then the buttons
sds-keys-digits = go to pile 1 … 8 (its Delete button, or its gaps once a pile is chosen)
sds-keys-arrows = go along a pile: its Delete button, then its gaps (Home, End: the ends)
sds-keys-up-down = go to the pile above or below
sds-keys-enter = delete the pile, or split at the gap, that has focus
sds-keys-esc = clear the choice
sds-keys-hint = hint
`;
