// The refusals of an illegal move in English: exactly the templates of REFUSALS in
// src/error/messages.rs (a Rust test compares). Every game's player loads them (widgets/play-words.js).
export const ftl = String.raw`
err-game-over = the game is over: start a new one
err-over-no-move = the game is over: no move is legal, start a new one
err-over-no-pile = the game is over: no pile has a legal move, start a new one
err-over-no-split = the game is over: every pile is 1, so no pile can be split; start a new one
err-no-numbered = there is no legal move numbered { $i }: there are { $count }
err-not-finished = the analysis is not finished: call advance() until it returns 1
err-take-max = illegal move: take must be between 1 and { $max } (the maximum now), not { $take }
err-take-range = illegal move: take must be between { $from } and { $to }, not { $take }
err-take-set = illegal move: from { $pile } you may take { $takes }, not { $take }
err-list-or = { $rest } or { $last }
err-take-forbidden = illegal move: taking { $take } was forbidden
err-blocks-set = the options for move { $k } are already forbidden: now the player to move takes
err-forbidden-twice = an option is forbidden twice
err-forbid-many = at most c_{ $i } = { $c ->
        [one] { $c } option
       *[other] { $c } options
    } may be forbidden at move { $k }, not { $n }
err-not-option = { $x } is not an option: the options are { $from }..{ $to }
err-block-first = first the opponent forbids up to c_{ $i } options (block, even if none)
err-no-blocks = the opponent has not forbidden anything yet
err-no-pile-row = there is no pile { $i }: the row has piles 1..{ $count }
err-pile-stuck = pile { $i } has no legal move (it holds { $pile } with limit { $limit })
err-take-from-pile = illegal move: from pile { $i } take between 1 and { $max }, not { $take }
err-no-pile-to = illegal move: there is no pile { $i } to { $what ->
        [delete] delete
       *[split] split
    }; the piles are 1 to { $count }
err-delete-split = illegal move: pile { $i } cannot be both deleted and split; split another pile
err-split-one = illegal move: pile { $i } has 1 counter and cannot be split
err-split-range = illegal move: pile { $i } of { $pile } splits into x + { $pile } − x with x from 1 to { $max }, not { $x }
`;
