//! The blocking-Nim engine's sentences (its hints, the reasons of its blocks and moves, why a game
//! ended), as Fluent templates: the English catalogue `www/js/i18n/blocking/en.js` holds exactly
//! these lines (a test compares), and [`crate::message::Message::english`] renders them. Counts and
//! piles in prose are numbers; a subscript (`c_{ $i }`), the value of a sequence in an equation,
//! an interval's ends and a list of options are maths as written.

/// (id, English template).
pub const MESSAGES: &[(&str, &str)] = &[
    ("bn-list-none", "nothing"),
    ("bn-list-one", "{ $a }"),
    ("bn-list-and", "{ $rest } and { $last }"),
    ("bn-list-or", "{ $rest } or { $last }"),
    (
        "bn-list-long-and",
        "{ $first }, … and { $last } ({ $count } in all)",
    ),
    (
        "bn-list-long-or",
        "{ $first }, … or { $last } ({ $count } in all)",
    ),
    (
        "bn-end-small",
        "pile { $pile } is smaller than m_{ $i } = { $m }: no move is possible",
    ),
    (
        "bn-end-all-forbidden",
        "every option at move { $k } was forbidden: the player to move cannot move",
    ),
    (
        "bn-theorem-safe",
        "Theorem 1: { $pile } lies in the safe interval { $interval } at move { $k }",
    ),
    (
        "bn-theorem-unsafe",
        "Theorem 1: { $pile } lies in the unsafe interval { $interval } at move { $k }",
    ),
    (
        "bn-theorem-off",
        "Theorem 1's formula says otherwise here: it does not apply",
    ),
    (
        "bn-block-none",
        "No take wins for you at move { $k }: every option leaves a pile that is unsafe at move { $next } (a win for me).",
    ),
    (
        "bn-block-all",
        "Taking { $wins } would win for you ({ $n ->\n        [one] it leaves\n       *[other] each leaves\n    } a safe pile at move { $next }). I may forbid c_{ $i } = { $c ->\n        [one] { $c } option\n       *[other] { $c } options\n    }, so I forbid { $n ->\n        [one] it\n       *[other] them all\n    }: whatever you take now loses.",
    ),
    (
        "bn-block-few",
        "You have { $n ->\n        [one] { $n } winning take\n       *[other] { $n } winning takes\n    } ({ $wins }) and I may forbid only c_{ $i } = { $c }: you still have a winning move.",
    ),
    (
        "bn-block-also",
        "{ $why } I also forbid { $filler } (the smallest takes) to shorten the game.",
    ),
    (
        "bn-forbid-verdict-free",
        "You can win from here: no take the engine may make wins for it, so you may forbid up to { $c ->\n        [one] { $c } option\n       *[other] { $c } options\n    } and still win.",
    ),
    (
        "bn-forbid-verdict-win",
        "You can win from here: the engine has only { $n ->\n        [one] { $n } winning take\n       *[other] { $n } winning takes\n    } and you may forbid up to { $c ->\n        [one] { $c } option\n       *[other] { $c } options\n    }.",
    ),
    (
        "bn-forbid-verdict-lose",
        "The engine can win from here whatever you forbid, if it plays its best: it has { $n ->\n        [one] { $n } winning take\n       *[other] { $n } winning takes\n    } and you may forbid up to { $c ->\n        [one] { $c } option\n       *[other] { $c } options\n    }.",
    ),
    (
        "bn-forbid-structure",
        "What matters: a pile is safe when whoever must move from it loses with best play. The engine will take { $from } to { $to }, leaving { $low } to { $high }; { $n ->\n        [0] none of them is safe\n        [one] of those, only { $safe } is safe\n       *[other] of those, { $safe } are safe\n    } at move { $next }, where you move. A take that leaves a safe pile wins for the engine: { $n ->\n        [0] there is none\n        [one] that is { $wins }\n       *[other] those are { $wins }\n    }.",
    ),
    (
        "bn-forbid-any",
        "Forbid what you like, or nothing: every take leaves you a pile you can win from.",
    ),
    (
        "bn-forbid-all",
        "Forbid { $forbid }: then every take left to the engine leaves you a pile you can win from.",
    ),
    (
        "bn-forbid-some",
        "Forbid { $forbid }: the engine still has { $n ->\n        [one] { $n } winning take\n       *[other] { $n } winning takes\n    } ({ $left }), but it must find { $n ->\n        [one] it\n       *[other] one\n    }.",
    ),
    (
        "bn-because-win",
        "an allowed take leaves a pile that is safe at move { $next }, where the player to move loses.",
    ),
    (
        "bn-because-lose",
        "no allowed take leaves a pile that is safe at move { $next }.",
    ),
    ("bn-reached-none", "none of them is safe"),
    ("bn-reached-one", "of those, { $safe } is safe"),
    ("bn-reached-some", "of those, { $safe } are safe"),
    ("bn-reached-many", "of those, { $n } are safe ({ $first }, …)"),
    (
        "bn-forbidden-nothing",
        "Nothing may be forbidden at move { $k }.",
    ),
    (
        "bn-forbade-none",
        "Your opponent could forbid up to c_{ $i } = { $c ->\n        [one] { $c } take\n       *[other] { $c } takes\n    } and forbade none.",
    ),
    (
        "bn-forbade",
        "Your opponent could forbid up to c_{ $i } = { $c ->\n        [one] { $c } take\n       *[other] { $c } takes\n    } and forbade { $blocked }.",
    ),
    (
        "bn-structure",
        "What matters are the piles that are safe at move { $next }: there the player to move loses, because they cannot move or have no more winning takes than you may then forbid (c_{ $i } = { $c }). Taking { $from } to { $to } reaches the piles { $low } to { $high }, and { $reached }. { $forbidden }",
    ),
    (
        "bn-after-stuck",
        "the player to move there cannot move (fewer than m_{ $i } = { $m ->\n        [one] { $m } counter\n       *[other] { $m } counters\n    })",
    ),
    (
        "bn-after-blocked",
        "the player to move there has at most c_{ $i } = { $c ->\n        [one] { $c } winning take\n       *[other] { $c } winning takes\n    }, and the opponent forbids them all",
    ),
    (
        "bn-take-win",
        "Take { $x }: it leaves { $pile }, which is safe at move { $next } — { $after }.",
    ),
    (
        "bn-take-win-theorem",
        "Take { $x }: it leaves { $pile }, which is safe at move { $next } ({ $theorem }) — { $after }.",
    ),
    (
        "bn-i-take-win",
        "I take { $x }: it leaves { $pile }, which is safe at move { $next } — { $after }.",
    ),
    (
        "bn-i-take-win-theorem",
        "I take { $x }: it leaves { $pile }, which is safe at move { $next } ({ $theorem }) — { $after }.",
    ),
    (
        "bn-take-lose",
        "No allowed take wins: each of { $allowed } leaves a pile that is unsafe at move { $next }. Taking { $x } keeps the most counters in play.",
    ),
    (
        "bn-i-take-lose",
        "No allowed take wins: each of { $allowed } leaves a pile that is unsafe at move { $next }. I take { $x } to keep the most counters in play, hoping for a slip.",
    ),
    ("bn-you-forbade", "You forbade { $blocked }. { $why }"),
];

/// The analysis' sentences (the conditions checked, the claims of the paper with their verdicts'
/// reasons), as Fluent templates: the English catalogue `www/js/i18n/blocking_analysis/en.js`
/// holds exactly these lines. Only the section's views and the lesson show them (a part that a
/// course page's one game does not load). Indices, values of the sequences and bounds are maths
/// as written (`c_{ $i } = { $a }`); a move or a pile in prose is a number.
pub const ANALYSIS: &[(&str, &str)] = &[
    (
        "bna-one-fails",
        "(1) fails at i = { $i }: c_{ $i } = { $a } > c_{ $next } = { $b }",
    ),
    (
        "bna-one-holds-whole",
        "(1) c_i ≤ c_(i+1) holds for every i (the sequences are constant from there on)",
    ),
    ("bna-one-holds-upto", "(1) c_i ≤ c_(i+1) holds for i ≤ { $n }"),
    (
        "bna-two-negative",
        "(2) fails at i = { $i }: u_{ $i } = M_{ $i } − m_{ $i } − c_{ $i } = { $u } < 0",
    ),
    (
        "bna-two-fails",
        "(2) fails at i = { $i }: u_{ $i } = { $u } > u_{ $next } = { $v }",
    ),
    (
        "bna-two-holds-whole",
        "(2) 0 ≤ u_i ≤ u_(i+1) holds for every i (the sequences are constant from there on)",
    ),
    ("bna-two-holds-upto", "(2) 0 ≤ u_i ≤ u_(i+1) holds for i ≤ { $n }"),
    (
        "bna-weak-negative",
        "u_{ $i } = { $u } < 0: the opponent can forbid every option at move { $move }",
    ),
    (
        "bna-weak-lemma",
        "Lemma 1 fails at k = { $k }: A = { $a }, B = { $b }, next A = { $next } (needs A < B < next A)",
    ),
    (
        "bna-weak-holds-whole",
        "u_i ≥ 0 and Lemma 1 hold for every k (the sequences are constant from there on)",
    ),
    (
        "bna-weak-holds-upto",
        "u_i ≥ 0 and Lemma 1 hold for the intervals up to pile { $upto }",
    ),
    (
        "bna-diff",
        "at move { $move }, pile { $pile } is { $brute ->\n        [safe] safe\n       *[unsafe] unsafe\n    } by brute force but { $formula ->\n        [safe] safe\n       *[unsafe] unsafe\n    } by the formula",
    ),
    ("bna-diff-none", "at move { $move } the formula agrees"),
    ("bna-range", "piles 0..{ $upto }, moves 1..{ $moves }"),
    ("bna-title-theorem1", "Theorem 1"),
    (
        "bna-statement-theorem1",
        "If (1) and (2) hold, the safe piles are the union of the intervals { $intervals } (at every move, with the sequences shifted).",
    ),
    (
        "bna-theorem1-holds",
        "Brute force agrees with the formula on { $range }.",
    ),
    ("bna-theorem1-contradicted", "Counterexample: { $diff }."),
    (
        "bna-theorem1-na-agrees",
        "Its hypotheses fail ({ $why }); the formula agrees with brute force on { $range } all the same.",
    ),
    (
        "bna-theorem1-na-wrong",
        "Its hypotheses fail ({ $why }), and indeed the formula is wrong: { $diff }.",
    ),
    ("bna-title-lemma1", "Lemma 1"),
    (
        "bna-statement-lemma1",
        "If (1) and (2) hold, A_k < B_k < A_(k+1) for every k: the intervals exist.",
    ),
    (
        "bna-lemma1-na",
        "Its hypotheses (1) and (2) fail on the range.",
    ),
    (
        "bna-lemma1-holds",
        "The bounds are strictly increasing on { $range }.",
    ),
    ("bna-lemma1-contradicted", "At move { $move }: { $why }."),
    (
        "bna-title-summary-sufficient",
        "Summary: the weaker condition suffices",
    ),
    (
        "bna-statement-summary-sufficient",
        "u_i ≥ 0 for all i together with Lemma 1 is enough for the intervals to be the safe piles (in place of (1) and (2)).",
    ),
    (
        "bna-sufficient-na",
        "The weaker condition fails at every move shown.",
    ),
    (
        "bna-sufficient-holds",
        "Wherever the weaker condition holds (moves { $moves }), the formula agrees with brute force on piles 0..{ $upto }.",
    ),
    (
        "bna-sufficient-contradicted",
        "Counterexample: the weaker condition holds from move { $move } ({ $why }), yet { $diff }.",
    ),
    (
        "bna-title-summary-necessary",
        "Summary: the weaker condition is necessary",
    ),
    (
        "bna-statement-summary-necessary",
        "Where u_i ≥ 0 or Lemma 1 fails, the intervals are not the safe piles.",
    ),
    (
        "bna-necessary-na",
        "The weaker condition holds at every move shown.",
    ),
    (
        "bna-necessary-holds",
        "Wherever the weaker condition fails (moves { $moves }), the formula is indeed wrong on piles 0..{ $upto }.",
    ),
    (
        "bna-necessary-contradicted",
        "Counterexample on piles 0..{ $upto }: from move { $move } the weaker condition fails ({ $why }), yet the formula agrees with brute force on every pile.",
    ),
];
