// The game-playing widgets' words in English: the player (widgets/player.js and player/), the
// boards of take games (take-game.js, take-board.js), the pile, the move log, the game record
// and the value strip (strip.js). Imported with the widgets (see index.js). Numbers in prose are
// variables (each language formats them); maths comes as text and stays as written.
export const ftl = String.raw`
## Glossary: the fixed terms, in the words school mathematics uses (as the shell's catalogue).

-pile = pile
-counter = counter
-move = move
-engine = engine
-hint = hint
-level = level

## Numbers and lists

# a count in prose, alone
play-number = { $n }
# a list of choices: the items but the last, separated by play-list-comma, then "or" the last
play-list-comma = {", "}
play-list-or = { $most } or { $last }
# a range of takes ("1 to 6")
play-takes-range = { $from } to { $to }

## The player: its buttons and menus

# the game's name for assistive technology (its aria-label)
play-game = Game against the engine
play-hint = Hint
play-more-hint = More hint
play-show-move = Show the move
play-undo = Undo
play-new-game = New game
play-first = Who moves first
play-first-you = You
play-first-engine = Engine
# the label before the menu of the engine's strength
play-level-menu = Engine
play-level-perfect = Perfect
play-level-good = Good (errs now and then)
play-level-beginner = Beginner (mostly random)
play-keys = Keys
play-keys-title = Play with the keyboard (while the game has focus):
play-key-tab = Tab
play-key-enter = Enter or Space
play-keys-tab = reach the moves (one stop for all of them), then the buttons
play-keys-digits = type how many to take (several digits for large piles), then Enter
play-keys-arrows = go from one move to the next (Home, End: the first, the last)
play-keys-enter = play the move that has focus
play-keys-hint = hint (again: more of it)
play-keys-undo = undo your last move
play-keys-new = new game
play-keys-help = show or hide these keys
play-moves = Moves
# the move log's name for assistive technology (its aria-label)
play-log = Moves so far
play-log-empty = No moves yet.

## The player: the status line

play-setting-up-game = Setting up the game…
play-no-game = No game: fix the settings.
# { $pile } is the number, in bold
play-pile = Pile: { $pile }
play-turn-engine = engine’s move
play-turn-you = your move
play-you-win = You win!
play-engine-wins = The engine wins.
play-you-took-last = You took the last counter.
play-engine-took-last = It took the last counter.
# after the pile: { $max } is the number, in bold
play-may-take = may take 1 … { $max }
play-may-take-capped = may take 1 … { $max } (limit { $limit }, capped by the pile)
# a periodic move function's game, after the limit: { $game } is its name (G₁), in bold
play-in-game = game { $game }

## Take games: the engine's move, the hint, what a screen reader hears

# in bold before the engine's reason
play-engine-took = Engine took { $take }.{" "}
# in bold before the hint's reason
play-hint-take = Hint: take { $take }.{" "}
play-said-engine-last = I took { $take }, the last counter.
play-said-engine = I took { $take }, leaving { $pile }. You may take { $takes }.
play-said-you-last = You took { $take }, the last counter.
play-said-you = You took { $take }, leaving { $pile }.
play-undone = Your last move was taken back.

## The board of take games

play-again = Play again
play-setting-up = Setting up…
play-engine-thinking = The engine is thinking…
play-take-buttons =
    .aria-label = How many counters to take
play-take-button =
    .aria-label = Take { $take }
play-take-field =
    .aria-label = Counters to take, { $from } to { $to }
play-take-label = Take ({ $from } … { $to }):
play-take = Take
play-take-between = Take a whole number from { $from } to { $to }.
play-take-type = Type how many counters to take: a whole number.
# the pile drawn as a bar, when too large for counters
play-counters = { $n ->
        [one] { $n } counter
       *[other] { $n } counters
    }

## The move log

play-log-you = You
play-log-engine = Engine
# after the name: { $change } is the pile before and after ("20 → 17")
play-log-you-took = {" "}took { $take } (pile { $change })
play-log-engine-took = {" "}took { $take } (pile { $change })
play-pile-change = { $before } → { $after }

## The game record

play-record = Game record: step through the moves
play-record-previous =
    .aria-label = Previous move
play-record-next =
    .aria-label = Next move
play-record-at = Move { $at } of { $moves }
play-record-after = After it: { $position }
play-record-pile = pile { $pile }
play-record-copy = Copy as text
play-record-save = Save as a file
play-record-copied = Copied.
play-record-copy-failed = Select the text and copy it.
play-record-text =
    .aria-label = The game as text
# the game as text: { $level } is the level's key (perfect, good, beginner)
play-record-first-you = You moved first; the engine played at the level "{ $level }".
play-record-first-engine = The engine moved first; the engine played at the level "{ $level }".

## The value strip (a sequence a page at a time)

play-strip-previous =
    .aria-label = Previous page
play-strip-next =
    .aria-label = Next page
play-strip-goto = Go to
play-strip-goto-field =
    .aria-label = Go to
# the arguments shown, of all of them (numbers as the cells write them)
play-strip-range = { $first } … { $last } of { $from } … { $to }

## A section's example chips and play card (widgets/setting-field.js's presetsGroup and playSection)

play-examples = Examples:
# The hidden button that makes Enter in a game's settings start that game.
play-start = Start

## A long computation (widgets/fields.js's createProgress) and a field's bad value

play-cancel = Cancel
# Under a field whose new value is refused; { $what } is the setting still in use, as written (maths).
play-still-showing = The results below are still those for { $what }.
# The label of a game element's field for the pile a new game starts from (blocking Nim's).
play-start-pile = Start pile
# Before example numbers to try in a field ("Try: 20 100 1 000").
play-try = Try:
`;
