//! Single-delete Nim's sentences (the engine's hints and the reasons of its moves, the paper's
//! statements by name and why a position is P or N), as Fluent templates: the English catalogue
//! `www/js/i18n/single_delete/en.js` holds exactly these lines (a test compares), and
//! [`crate::message::Message::english`] renders them. Positions and valuations, "(1, 3, 5)", are
//! passed as maths, so that no language reformats them.

/// (id, English template). The page adds `sd-hint-why` to a winning hint's reason, naming the
/// statement (`sd-name-…`) or `sd-search-found`.
pub const MESSAGES: &[(&str, &str)] = &[
    ("sd-name-theorem-1-1", "Theorem 1.1"),
    ("sd-name-theorem-1-4", "Theorem 1.4"),
    ("sd-name-prop-4-1", "Proposition 4.1"),
    ("sd-name-prop-4-2", "Proposition 4.2"),
    ("sd-name-condition-1", "condition (1) of Theorem 1.5"),
    ("sd-search-found", "search found this move"),
    (
        "sd-hint-why",
        "{ $why } (why: { $reason })",
    ),
    ("sd-hyp-theorem-1-1", "two piles, both odd"),
    (
        "sd-hyp-theorem-1-4",
        "three piles with the same 2-adic valuation",
    ),
    ("sd-hyp-prop-4-1", "every pile odd"),
    (
        "sd-hyp-condition-1",
        "four piles with the same 2-adic valuation",
    ),
    (
        "sd-hyp-prop-4-2",
        "every pile 2, and a number of piles that is not 2 more than a multiple of 3",
    ),
    ("sd-both-odd", "both piles are odd"),
    ("sd-both-odd-start", "Both piles are odd"),
    ("sd-a-pile-even", "a pile is even"),
    (
        "sd-three-same",
        "all three piles have 2-adic valuation { $v }",
    ),
    (
        "sd-three-same-start",
        "All three piles have 2-adic valuation { $v }",
    ),
    ("sd-three-differ", "the 2-adic valuations { $vals } differ"),
    ("sd-all-odd", "every pile is odd"),
    ("sd-all-odd-start", "Every pile is odd"),
    (
        "sd-four-same",
        "all four piles have 2-adic valuation { $v }",
    ),
    (
        "sd-four-same-start",
        "All four piles have 2-adic valuation { $v }",
    ),
    (
        "sd-twos",
        "{ $k } piles of 2, and { $k } ≡ { $r } (mod 3)",
    ),
    (
        "sd-twos-start",
        "{ $k } piles of 2, and { $k } ≡ { $r } (mod 3)",
    ),
    (
        "sd-head",
        "Delete pile { $delete } ({ $deleted }) and split pile { $split } ({ $whole }) into { $a } + { $b }: this leaves { $leaves }",
    ),
    (
        "sd-head-engine",
        "I delete pile { $delete } ({ $deleted }) and split pile { $split } ({ $whole }) into { $a } + { $b }, leaving you { $leaves }",
    ),
    (
        "sd-reply",
        "every reply leaves an N-position, and you can answer each with a P-position again",
    ),
    (
        "sd-reply-engine",
        "whatever you do next, I can answer with a P-position again",
    ),
    (
        "sd-win",
        "{ $head }; { $because }, so it is a P-position by { $name } — { $reply }.",
    ),
    (
        "sd-win-search",
        "{ $head }, a P-position: search found this move (no statement of the paper covers 2-adic valuations { $vals }) — { $reply }.",
    ),
    (
        "sd-because-win",
        "{ $piles } is an N-position: some move leaves a P-position.",
    ),
    (
        "sd-structure-win",
        "What matters are the piles' 2-adic valuations (how many times 2 divides each): { $vals }. Aim for a position that { $name } makes P: { $hyp }.",
    ),
    (
        "sd-structure-win-search",
        "What matters are the piles' 2-adic valuations (how many times 2 divides each): { $vals }. No statement of the paper shows a position you can move to is P; search finds one that is.",
    ),
    (
        "sd-here-p",
        "This is a P-position by { $name }: { $piles }, { $because }",
    ),
    ("sd-here-p-search", "This is a P-position by search: { $piles }"),
    (
        "sd-lose",
        "{ $here }. Every move leaves an N-position, so against best play you lose. Deleting pile { $delete } ({ $deleted }) and splitting 1 off pile { $split } ({ $whole }) keeps the game going.",
    ),
    (
        "sd-lose-engine",
        "{ $here }. Every move leaves you an N-position, so against your best play I lose. I delete pile { $delete } ({ $deleted }) and split 1 off pile { $split } ({ $whole }) to keep the game going.",
    ),
    (
        "sd-because-lose",
        "{ $piles } is a P-position by { $name }.",
    ),
    ("sd-because-lose-search", "{ $piles } is a P-position by search."),
    (
        "sd-structure-lose",
        "What matters are the piles' 2-adic valuations (how many times 2 divides each): { $vals }. { $because }, so { $name } makes the position P: every move leaves an N-position.",
    ),
    (
        "sd-structure-lose-search",
        "What matters are the piles' 2-adic valuations (how many times 2 divides each): { $vals }. No statement of the paper decides this position; search shows that every move leaves an N-position.",
    ),
    ("sd-name-careless", "a careless move"),
    ("sd-name-search", "search"),
];

/// The analysis' sentences (the paper's statements checked on a solved range, their verdicts, why a
/// position is P or N), as Fluent templates: the English catalogue
/// `www/js/i18n/single_delete_analysis/en.js` holds exactly these lines. Only the section's views
/// and the lesson show them (a part that a course page's one game does not load).
pub const ANALYSIS: &[(&str, &str)] = &[
    ("sd-name-doubling", "the doubling observation"),
    (
        "sd-statement-theorem-1-1",
        "Two piles: P exactly when both are odd",
    ),
    (
        "sd-statement-theorem-1-4",
        "Three piles: P exactly when all three have the same 2-adic valuation",
    ),
    ("sd-statement-prop-4-1", "All piles odd ⇒ P"),
    (
        "sd-statement-prop-4-2",
        "k piles of 2: N exactly when k ≡ 2 (mod 3)",
    ),
    (
        "sd-statement-condition-1",
        "Four piles with equal 2-adic valuations ⇒ P (Theorem 1.5, condition (1))",
    ),
    (
        "sd-statement-doubling",
        "Doubling every pile keeps P and N (an observation, not in the paper; checked where the doubled piles stay in range)",
    ),
    (
        "sd-check-other-piles",
        "About { $piles } piles: does not apply to { $k } piles.",
    ),
    ("sd-check-no-twos", "Does not apply: no pile of 2 is in range."),
    (
        "sd-check-contradicted-p",
        "Contradicted at { $at }: search finds a P-position.",
    ),
    (
        "sd-check-contradicted-n",
        "Contradicted at { $at }: search finds an N-position.",
    ),
    (
        "sd-check-holds",
        "Holds for every position of { $piles } piles, each ≤ { $max } (search).",
    ),
    (
        "sd-doubling-contradicted-p",
        "Contradicted at { $at }: it is a P-position, but { $doubled } is an N-position.",
    ),
    (
        "sd-doubling-contradicted-n",
        "Contradicted at { $at }: it is an N-position, but { $doubled } is a P-position.",
    ),
    (
        "sd-explain-agrees-p",
        "{ $piles } is a P-position: { $because }, so { $name } makes it P (search agrees).",
    ),
    (
        "sd-explain-agrees-n",
        "{ $piles } is an N-position: { $because }, so { $name } makes it N (search agrees).",
    ),
    (
        "sd-explain-contradicted-p",
        "Search finds { $piles } a P-position, but { $name } says otherwise ({ $because }): the statement is contradicted here.",
    ),
    (
        "sd-explain-contradicted-n",
        "Search finds { $piles } an N-position, but { $name } says otherwise ({ $because }): the statement is contradicted here.",
    ),
    (
        "sd-explain-search-p",
        "{ $piles } is a P-position by search: every move leaves an N-position. No statement of the paper covers the valuations { $vals }.",
    ),
    (
        "sd-explain-search-n",
        "{ $piles } is an N-position by search: delete { $delete }, split { $split } into { $a } + { $b }, and a P-position is left.",
    ),
];
