//! The move-function engine's sentences (its hints and the reasons of its moves), as Fluent
//! templates: the English catalogue `www/js/i18n/move_fn/en.js` holds exactly these lines (a test
//! compares), and [`crate::message::Message::english`] renders them. Numbers inside maths (a pile
//! in `g(20)`, a sum) are passed as maths, so that no language reformats them.

/// (id, English template).
pub const MESSAGES: &[(&str, &str)] = &[
    // (a periodic game's: only the packages that play them say it)
    #[cfg(any(feature = "move-fn-periodic", test))]
    (
        "mf-look-multi",
        "In G_{ $game }, write { $pile } as a chain of members across the bases: { $pile } = { $sum }. Look at its last part: its Θ is g({ $pile }), to compare with the { $x } you may take.",
    ),
    (
        "mf-look",
        "Write { $pile } in the base B_f, the largest member that fits first: { $pile } = { $sum }. Look at its smallest part: { $smallest }",
    ),
    (
        "mf-smallest-is-g",
        "that is g({ $n }), the smallest winning move from { $n }; compare it with the { $x } you may take.",
    ),
    (
        "mf-smallest-via-g0",
        "g({ $n }) is g0({ $part }), the smallest winning move from a pile of that part alone; compare it with the { $x } you may take.",
    ),
    (
        "mf-because-win",
        "g({ $pile }), the smallest winning move from { $pile }, is at most { $x }, the most you may take now.",
    ),
    (
        "mf-because-lose",
        "the smallest winning move from { $pile } is g({ $pile }) = { $g }, and you may take at most { $x }.",
    ),
    (
        "mf-take-all",
        "{ $rep }, so g({ $pile }) = { $pile }: take all { $pile } and win.",
    ),
    (
        "mf-take-g",
        "{ $rep }, so g({ $pile }) = { $g } ≤ { $x }: take { $g }. That leaves { $left } with at most { $fname } = { $fg } to take, but { $left } needs a move of at least g({ $left }) = { $gleft } to win.",
    ),
    (
        "mf-lose",
        "{ $rep }, so g({ $pile }) = { $g } > { $x }: every move loses against best play; { $last }.",
    ),
    (
        "mf-longest-loss",
        "taking { $take } makes the game last longest ({ $moves ->\n        [one] { $moves } more move\n       *[other] { $moves } more moves\n    } with best play)",
    ),
    (
        "mf-longest-loss-huge",
        "taking 1 (piles this large have no survival table)",
    ),
    (
        "mf-digits",
        "Write { $pile } in the digits of B_f ({ $members }): { $pile } is { $digits }. Look at the rightmost 1, the smallest part: { $smallest }",
    ),
    (
        "mf-digits-schwenk",
        "Write { $pile } in the digits of B_f, which is Schwenk's H for this f ({ $members }): { $pile } is { $digits }. Look at the rightmost 1, the smallest part: { $smallest }",
    ),
    (
        "mf-rep",
        "{ $n } = { $sum } in B_f; its smallest part is { $smallest }",
    ),
    (
        "mf-rep-g0",
        "{ $n } = { $sum } in B_f; its smallest part { $smallest } has g0({ $smallest }) = { $g0 }",
    ),
    // (a periodic game's: only the packages that play them say it)
    #[cfg(any(feature = "move-fn-periodic", test))]
    (
        "mf-rep-multi",
        "In G_{ $game }: { $n } = { $sum }; the last part { $part } is a member of B_{ $base } with Θ = { $theta }",
    ),
];
