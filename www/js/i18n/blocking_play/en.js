// Blocking Nim's game's words in English: its board (board.js), the lists and ranges of takes
// (turn.js) and the game's status line, hints, announcements and move log (games.js). A course
// page's game of the family loads this part, not the section's (the section loads both).
// Project Fluent; core/i18n.js reads it (core/ftl.js, without Fluent's library, in English).
// Maths stays as written in every language: lists and ranges of takes are passed as text.
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

## Play against the engine: the board

bns-board-again = Play again
bns-board-setting-up = Setting up…
bns-board-engine-forbidding = The engine is choosing what to forbid…
bns-board-engine-thinking = The engine is thinking…
bns-board-chip-forbidden = { $x }: forbidden by the engine
bns-board-forbidden-title = forbidden by the engine
bns-board-chip-take = Take { $x }
bns-board-chip-take-winning = Take { $x } (a winning take)
bns-board-take-chips = How many counters to take
bns-board-take-input = Counters to take, { $from } to { $to }, not a forbidden one
bns-board-take-label = Take ({ $range }):
bns-board-take = Take
bns-board-forbidden = Forbidden: { $list }
bns-board-forbidden-none = Nothing is forbidden.
bns-board-chip-forbid = Forbid { $x }
bns-board-chip-forbid-advised = Forbid { $x } (the hint’s advice)
bns-board-block-help = The engine will take { $range }. Choose up to { $c } of its choices to forbid:
bns-board-block-chips = Choices to forbid the engine
bns-board-block-count = { $used } of { $c } { $count ->
        [one] block
       *[other] blocks
    } used
bns-board-block-input = Choices to forbid, up to { $c }, separated by commas
bns-board-block-label = Forbid up to { $c } of { $range } (comma list):
bns-board-go = Let the engine move
bns-board-take-error = Type how many counters to take: a whole number.
bns-board-list-error = Forbid a list of whole numbers, like 5, 8, 9.

## Lists and ranges of takes

bns-list-and = { $rest } and { $last }
bns-list-or = { $rest } or { $last }
bns-allowed-nothing = nothing
bns-allowed-range = { $from } to { $to }
bns-allowed-except = { $from } to { $to } except { $list }
bns-range-nothing = nothing possible

## The game's words (games.js): the status line, the hint's first words, the engine's moves in
## bold, what a screen reader hears, the move log

# after the pile: { $range } is the takes now, in bold; { $c } the most that may be forbidden
bns-game-status = {" "}· move { $move }: take { $range }{ $blocks ->
        [none] , no blocks at this move
       *[some] , up to { $c } may be forbidden
    }
bns-game-hint-forbid = Hint: forbid { $list }.{" "}
bns-game-hint-forbid-nothing = Hint: forbid nothing.{" "}
bns-game-hint-lose = Hint: every allowed take loses.{" "}
bns-game-hint-take = Hint: take { $take }.{" "}
bns-game-engine-forbids = Engine forbids { $list }.{" "}
bns-game-engine-forbids-nothing = Engine forbids nothing.{" "}
bns-game-engine-took = Engine took { $take }.{" "}
bns-game-you-forbid = You forbid { $list }.
bns-game-you-forbid-nothing = You forbid nothing.
bns-game-i-forbid = I forbid { $list }.
bns-game-i-forbid-nothing = I forbid nothing.
bns-game-you-may-take = You may take { $takes }.
bns-game-you-took = You took { $take }, leaving { $pile }.
bns-game-i-took = I took { $take }, leaving { $pile }.
bns-game-forbid-then = Forbid up to { $c } of the engine’s choices { $range }, then let it move.
# two sentences one after the other
bns-game-then = { $first } { $second }
# a sentence of the engine (why the game ended) with its full stop
bns-game-sentence = { $text }.
bns-game-log-move = Move { $move }:{" "}
bns-game-log-engine-forbade = {" "}· the engine had forbidden { $list }
bns-game-log-you-forbade = {" "}· you had forbidden { $list }
bns-game-log-none = {" "}· nothing forbidden
`;
