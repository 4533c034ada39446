// The blocking-Nim engine's sentences (its hints, the reasons of its blocks and moves, why a game
// ended) in English: exactly the templates of src/games/blocking/messages.rs (a Rust test compares).
// See core/i18n.js.
export const ftl = String.raw`
bn-list-none = nothing
bn-list-one = { $a }
bn-list-and = { $rest } and { $last }
bn-list-or = { $rest } or { $last }
bn-list-long-and = { $first }, … and { $last } ({ $count } in all)
bn-list-long-or = { $first }, … or { $last } ({ $count } in all)
bn-end-small = pile { $pile } is smaller than m_{ $i } = { $m }: no move is possible
bn-end-all-forbidden = every option at move { $k } was forbidden: the player to move cannot move
bn-theorem-safe = Theorem 1: { $pile } lies in the safe interval { $interval } at move { $k }
bn-theorem-unsafe = Theorem 1: { $pile } lies in the unsafe interval { $interval } at move { $k }
bn-theorem-off = Theorem 1's formula says otherwise here: it does not apply
bn-block-none = No take wins for you at move { $k }: every option leaves a pile that is unsafe at move { $next } (a win for me).
bn-block-all = Taking { $wins } would win for you ({ $n ->
        [one] it leaves
       *[other] each leaves
    } a safe pile at move { $next }). I may forbid c_{ $i } = { $c ->
        [one] { $c } option
       *[other] { $c } options
    }, so I forbid { $n ->
        [one] it
       *[other] them all
    }: whatever you take now loses.
bn-block-few = You have { $n ->
        [one] { $n } winning take
       *[other] { $n } winning takes
    } ({ $wins }) and I may forbid only c_{ $i } = { $c }: you still have a winning move.
bn-block-also = { $why } I also forbid { $filler } (the smallest takes) to shorten the game.
bn-forbid-verdict-free = You can win from here: no take the engine may make wins for it, so you may forbid up to { $c ->
        [one] { $c } option
       *[other] { $c } options
    } and still win.
bn-forbid-verdict-win = You can win from here: the engine has only { $n ->
        [one] { $n } winning take
       *[other] { $n } winning takes
    } and you may forbid up to { $c ->
        [one] { $c } option
       *[other] { $c } options
    }.
bn-forbid-verdict-lose = The engine can win from here whatever you forbid, if it plays its best: it has { $n ->
        [one] { $n } winning take
       *[other] { $n } winning takes
    } and you may forbid up to { $c ->
        [one] { $c } option
       *[other] { $c } options
    }.
bn-forbid-structure = What matters: a pile is safe when whoever must move from it loses with best play. The engine will take { $from } to { $to }, leaving { $low } to { $high }; { $n ->
        [0] none of them is safe
        [one] of those, only { $safe } is safe
       *[other] of those, { $safe } are safe
    } at move { $next }, where you move. A take that leaves a safe pile wins for the engine: { $n ->
        [0] there is none
        [one] that is { $wins }
       *[other] those are { $wins }
    }.
bn-forbid-any = Forbid what you like, or nothing: every take leaves you a pile you can win from.
bn-forbid-all = Forbid { $forbid }: then every take left to the engine leaves you a pile you can win from.
bn-forbid-some = Forbid { $forbid }: the engine still has { $n ->
        [one] { $n } winning take
       *[other] { $n } winning takes
    } ({ $left }), but it must find { $n ->
        [one] it
       *[other] one
    }.
bn-because-win = an allowed take leaves a pile that is safe at move { $next }, where the player to move loses.
bn-because-lose = no allowed take leaves a pile that is safe at move { $next }.
bn-reached-none = none of them is safe
bn-reached-one = of those, { $safe } is safe
bn-reached-some = of those, { $safe } are safe
bn-reached-many = of those, { $n } are safe ({ $first }, …)
bn-forbidden-nothing = Nothing may be forbidden at move { $k }.
bn-forbade-none = Your opponent could forbid up to c_{ $i } = { $c ->
        [one] { $c } take
       *[other] { $c } takes
    } and forbade none.
bn-forbade = Your opponent could forbid up to c_{ $i } = { $c ->
        [one] { $c } take
       *[other] { $c } takes
    } and forbade { $blocked }.
bn-structure = What matters are the piles that are safe at move { $next }: there the player to move loses, because they cannot move or have no more winning takes than you may then forbid (c_{ $i } = { $c }). Taking { $from } to { $to } reaches the piles { $low } to { $high }, and { $reached }. { $forbidden }
bn-after-stuck = the player to move there cannot move (fewer than m_{ $i } = { $m ->
        [one] { $m } counter
       *[other] { $m } counters
    })
bn-after-blocked = the player to move there has at most c_{ $i } = { $c ->
        [one] { $c } winning take
       *[other] { $c } winning takes
    }, and the opponent forbids them all
bn-take-win = Take { $x }: it leaves { $pile }, which is safe at move { $next } — { $after }.
bn-take-win-theorem = Take { $x }: it leaves { $pile }, which is safe at move { $next } ({ $theorem }) — { $after }.
bn-i-take-win = I take { $x }: it leaves { $pile }, which is safe at move { $next } — { $after }.
bn-i-take-win-theorem = I take { $x }: it leaves { $pile }, which is safe at move { $next } ({ $theorem }) — { $after }.
bn-take-lose = No allowed take wins: each of { $allowed } leaves a pile that is unsafe at move { $next }. Taking { $x } keeps the most counters in play.
bn-i-take-lose = No allowed take wins: each of { $allowed } leaves a pile that is unsafe at move { $next }. I take { $x } to keep the most counters in play, hoping for a slip.
bn-you-forbade = You forbade { $blocked }. { $why }
`;
