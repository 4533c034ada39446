// The single-delete Nim section's words in English (www/js/families/single_delete/: section.js and
// its views; the game's words, its board and the piles in binary included, are the part
// single_delete_play, which the section loads too). Project Fluent; core/i18n.js reads it (core/ftl.js, without Fluent's library, in
// English). Maths stays as written in every language: piles, lists and formulas are passed as text.
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

## The first card: the rules, the range and its solve

sds-doc-title = Nim Lab — single-delete Nim: k piles, the theorems against search
sds-title = Single-delete Nim: the paper’s theorems against a complete search
sds-intro-rules = A position is a list of <i>k</i> piles, written smallest first. A move <strong>deletes</strong> one pile and
    <strong>splits</strong> another into two non-empty piles: from 5, 6, 9, 12 a player may delete the 6 and split
    the 12 into 4 + 8, leaving 4, 5, 8, 9. Whoever cannot move loses. A <strong>P-position</strong> is one the
    player to move loses against best play.
sds-intro-engine = The engine solves every position with <i>k</i> piles of 1 to <i>S</i> counters, then checks each statement
    of the paper on all of them. The <strong>2-adic valuation</strong> of a pile is how many 0s follow the
    rightmost 1 of its binary digits (12 = 1100 has valuation 2).
sds-solve = Solve
sds-presets-group = Example ranges
sds-preset-chip = { $piles } piles ≤ { $max }
sds-preset-note = { $count } positions
sds-progress-label = Solving every position
sds-progress = Solving every position of { $piles } piles up to { $max } { $where ->
        [page] on this page
       *[worker] in the background
    }… { $seconds } s
sds-ms = { $n } ms
sds-s = { $n } s
sds-solved = Solved { $positions } positions ({ $piles } piles, each 1 … { $max }) in { $time }; the statements checked and the P-positions grouped in { $checkTime }.
sds-solved-still = The results below are still those.
sds-cancelled = Cancelled.
sds-results-for = for
sds-results-range = { $piles } piles, each 1 … { $max }

## The paper's statements, checked

sds-checks-title = The paper’s statements, checked on every position
sds-check-holds = { $name } holds
sds-check-fails = { $name } fails
sds-first-cx = First counterexample: { $cx }
sds-cx-binary = The counterexample { $piles } in binary
sds-check-count = { $n ->
        [one] { $count } position.
       *[other] { $count } positions.
    }
sds-not-about = Not about { $piles } piles: { $list }.

## The P-positions, grouped by their valuations

sds-groups-title = The P-positions, grouped by their valuations
sds-groups-explain = Write each pile in binary and line the piles up so that their <strong>rightmost 1s</strong> stand in
    one column (highlighted). The zeros to the right of that column are the valuation. The paper’s Theorem 1.5
    describes the 4-pile P-positions by these patterns; its conditions were lost in extraction, so here every
    P-position found by search is shown, grouped by the sorted pattern of valuations.
sds-groups-found = { $pn ->
        [one] { $p } P-position
       *[other] { $p } P-positions
    } in { $gn ->
        [one] { $groups } valuation pattern.
       *[other] { $groups } valuation patterns.
    }
sds-groups-all-explained = { $n ->
        [one] A statement of the paper explains it.
       *[other] A statement of the paper explains every one of them.
    }
sds-groups-none-explained = No statement of the paper explains a whole pattern: search found them all.
sds-groups-some-explained = A statement of the paper explains { $cn ->
        [one] { $covered } pattern
       *[other] { $covered } patterns
    } ({ $positions } positions); the other { $rest } were found by search.
sds-filter = Which groups
sds-filter-all = All groups
sds-filter-search = Only groups no statement explains
sds-group-valuations = valuations { $pattern }
sds-group-count = { $p } of { $tn ->
        [one] { $total } position
       *[other] { $total } positions
    } with this pattern { $pn ->
        [one] is
       *[other] are
    } P
sds-group-all = — all of them
sds-search-only = search only
sds-loading = Loading…
sds-show-more = Show more ({ $count } in all)
sds-groups-none-search = Every group is explained by a statement.
sds-groups-none = No P-positions.
sds-show-all-groups = Show all { $count } groups

## The map of the P-positions

sds-map-title = A map of the P-positions
sds-map-big = The map has a cell for every pair (a, b), so it is drawn for S ≤ { $limit }.
sds-map-two = Every 2-pile position (a, b): filled in where the player to move loses.
sds-map-third = The positions (a, b, { $others }) with the third pile fixed: filled in where the player to move loses.
sds-map-others = The positions (a, b, { $others }) with the other { $n } piles fixed: filled in where the player to move loses.
sds-fix-third = The third pile c
sds-fix-others = The other piles { $others }
sds-fix-used = Used: { $list }
sds-map-canvas =
    .aria-label = P-positions over a and b; the arrow keys move the chosen cell, Enter plays from it
sds-key-p = P: the player to move loses
sds-key-n = N: the player to move wins
sds-map-reason = { $name }:
sds-map-search = Search:
sds-pn-loses = the player to move loses
sds-pn-wins = the player to move wins
sds-map-play = Play from { $piles }
sds-map-point = Point at a cell to see the position and why it is P or N; click to keep it (or use the arrow keys).
sds-engine-busy = The engine is solving a new range…

## The game

sds-play-title = Play against the engine
sds-random = Random start
sds-share-game = The game
`;
