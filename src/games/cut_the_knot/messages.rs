//! Cut The Knot's sentences as Fluent templates: [`MESSAGES`], what its games say (the take-away
//! game's hints in Schwenk's words, the subtraction game's and the sums' hints and reasons), and
//! [`ANALYSIS`], what only its analyses say. The English catalogues
//! `www/js/i18n/cut_the_knot/en.js` and `www/js/i18n/cut_the_knot_analysis/en.js` hold exactly
//! these lines (a test compares), and [`crate::message::Message::english`] renders them. Numbers inside maths (a pile in `G(17)`, a
//! sum of parts, a nim-sum) are passed as maths, so that no language reformats them.

/// (id, English template).
pub const MESSAGES: &[(&str, &str)] = &[
    (
        "ck-because-win",
        "the smallest take that wins from { $pile } is at most { $x }, the most you may take now.",
    ),
    (
        "ck-because-lose",
        "the smallest take that wins from { $pile } is { $g }, and you may take at most { $x }.",
    ),
    (
        "ck-look-one",
        "{ $pile } is itself one of Schwenk's numbers H, so its only part is { $pile }: compare it with the { $x } you may take.",
    ),
    (
        "ck-look",
        "Write { $pile } with Schwenk's numbers H, the largest that fits first: { $pile } = { $sum }. Look at its smallest part (the rightmost 1 in its digits): compare it with the { $x } you may take.",
    ),
    (
        "ck-look-digits",
        "Write { $pile } with Schwenk's numbers H, the largest that fits first: { $pile } = { $sum } (digits { $digits }). Look at its smallest part (the rightmost 1 in its digits): compare it with the { $x } you may take.",
    ),
    (
        "ck-look-no-rule",
        "Schwenk's rule (take the smallest part) is only sure to work when f never decreases and f(x) ≥ x, and the engine cannot rely on it for this f: it works out from the smaller piles the smallest take that wins from { $pile }. Compare that with the { $x } you may take.",
    ),
    (
        "ck-head-one",
        "{ $pile } is one of Schwenk's numbers H, so its smallest part is { $pile } itself",
    ),
    (
        "ck-head",
        "Written with Schwenk's numbers H, { $pile } = { $sum }; the smallest part is { $g }",
    ),
    (
        "ck-head-no-rule",
        "The smallest take that wins from { $pile } is { $g }",
    ),
    (
        "ck-lose",
        "{ $head }, more than the { $x } you may take: every move loses against best play; { $last }.",
    ),
    (
        "ck-take-all",
        "{ $head }, and you may take all { $pile }: take them and win.",
    ),
    (
        "ck-take-leaves-h",
        "{ $head }, so take { $g }. That leaves { $left }, one of Schwenk's numbers H, and your opponent may take at most f({ $g }) = { $fg }, fewer than { $gleft }: a losing pile for them.",
    ),
    (
        "ck-take-leaves",
        "{ $head }, so take { $g }. That leaves { $left } = { $sum }, whose smallest part is { $gleft }, and your opponent may take at most f({ $g }) = { $fg }, fewer than { $gleft }: a losing pile for them.",
    ),
    (
        "ck-take-leaves-no-rule",
        "{ $head }, so take { $g }. That leaves { $left }, where the smallest take that wins is { $gleft }, and your opponent may take at most f({ $g }) = { $fg }, fewer than { $gleft }: a losing pile for them.",
    ),
    ("ck-sub-p", "a P-position ({ $rule })"),
    (
        "ck-sub-win",
        "G({ $n }) = { $g } ≠ 0, so you win: take { $take }, leaving { $left }, { $why }. Every reply leaves G ≠ 0, and you can return to G = 0.",
    ),
    (
        "ck-sub-win-engine",
        "G({ $n }) = { $g } ≠ 0, so I win: I take { $take }, leaving you { $left }, { $why }. Every move you make leaves G ≠ 0, and I can return to G = 0.",
    ),
    (
        "ck-sub-because-win",
        "{ $n } is an N-position (G({ $n }) ≠ 0).",
    ),
    (
        "ck-sub-because-lose",
        "{ $n } is a P-position ({ $rule }).",
    ),
    (
        "ck-sub-structure-win",
        "What matters is the Grundy value G, the mex of G over the piles a move reaches: G({ $n }) = { $g }. A winning move goes to a pile with G = 0.",
    ),
    (
        "ck-sub-structure-win-minmax",
        "What matters is the Grundy value G, the mex of G over the piles a move reaches: G({ $n }) = { $g }. A winning move goes to a pile with G = 0 (here: a pile whose remainder mod { $cycle } is below { $min }).",
    ),
    (
        "ck-sub-structure-lose",
        "What matters is the Grundy value G, the mex of G over the piles a move reaches: G({ $n }) = 0, so every move goes to a pile with G ≠ 0, from which your opponent can move to G = 0 again.",
    ),
    (
        "ck-sub-structure-lose-minmax",
        "What matters is the Grundy value G, the mex of G over the piles a move reaches: G({ $n }) = 0, so every move goes to a pile with G ≠ 0, from which your opponent can move to G = 0 again (here: a pile whose remainder mod { $cycle } is below { $min }).",
    ),
    (
        "ck-sub-lost",
        "G({ $n }) = 0: every move leaves a pile with G ≠ 0",
    ),
    (
        "ck-sub-lost-minmax",
        "G({ $n }) = 0 ({ $rule }): every move leaves a pile with G ≠ 0",
    ),
    (
        "ck-sub-lose",
        "{ $lost }, so against best play you lose; taking the smallest move, { $take }, keeps the game going.",
    ),
    (
        "ck-sub-lose-engine",
        "{ $lost }, so against your best play I lose; I take the smallest move, { $take }, to keep the game going.",
    ),
    (
        "ck-sum-because-win",
        "the nim-sum of the piles' Grundy values is not 0.",
    ),
    (
        "ck-sum-because-lose",
        "the nim-sum of the piles' Grundy values is 0.",
    ),
    (
        "ck-sum-structure-win",
        "What matters is the nim-sum of the piles' Grundy values G(pile, the most it allows now): { $sum }. A winning move changes one pile's G to G ⊕ { $s }, which makes the nim-sum 0: look for a pile whose G can become that.",
    ),
    (
        "ck-sum-structure-lose",
        "What matters is the nim-sum of the piles' Grundy values G(pile, the most it allows now): { $sum }. Any move changes one pile's G and makes the nim-sum non-zero, and your opponent can make it 0 again.",
    ),
    (
        "ck-sum-win",
        "Nim-sum { $sum } ≠ 0, so you win. Take { $take } from pile { $pile } (G = { $g }): it becomes ({ $left }, at most f({ $take }) = { $fk }) with G = { $target } = { $g } ⊕ { $s }, and the nim-sum becomes 0 — every reply makes it non-zero again.",
    ),
    (
        "ck-sum-win-engine",
        "Nim-sum { $sum } ≠ 0, so I win. I take { $take } from pile { $pile } (G = { $g }): it becomes ({ $left }, at most f({ $take }) = { $fk }) with G = { $target } = { $g } ⊕ { $s }, and the nim-sum becomes 0 — every move you make makes it non-zero again.",
    ),
    (
        "ck-sum-lose",
        "Nim-sum { $sum }: every move changes one G and makes the nim-sum non-zero, so against best play you lose; taking 1 from pile { $pile } keeps the game going.",
    ),
    (
        "ck-sum-lose-engine",
        "Nim-sum { $sum }: every move changes one G and makes the nim-sum non-zero, so against your best play I lose; I take 1 from pile { $pile } to keep the game going.",
    ),
];

/// The sentences only the analyses show, never a game's hint, reason or refusal (the subtraction
/// analysis' period of G and checks of the paper's rule, the take-away analysis' hypotheses and
/// claims, the representation of a pile by H): the catalogue part `cut_the_knot_analysis`, which
/// the playground's section and the lesson load, not a course page's game. In
/// [`crate::message::CATALOGUES`] only with the `cut-the-knot` feature (or in tests), as are the
/// exports that run the analyses. (id, English template.)
pub const ANALYSIS: &[(&str, &str)] = &[
    ("ck-period-start", "G is periodic from the start with period { $q }."),
    (
        "ck-period-from",
        "G is periodic from S = { $p } on with period { $q } (pre-period { $p }): the window of { $s ->\n        [one] { $s } value\n       *[other] { $s } values\n    } at S = { $m } returns at S = { $n }.",
    ),
    (
        "ck-period-none",
        "No period found for S ≤ { $upto }: no window of { $s ->\n        [one] { $s } value\n       *[other] { $s } values\n    } repeated.",
    ),
    (
        "ck-rule-contradicted",
        "Contradicted at S = { $s }: G({ $s }) = { $g }, against { $statement }.",
    ),
    (
        "ck-rule-p",
        "the rule \"P exactly when S mod { $cycle } < { $min }\"",
    ),
    ("ck-rule-formula", "the closed form ⌊(S mod { $cycle }) / { $min }⌋"),
    (
        "ck-rule-for-all",
        "Holds for every S: checked on 0..{ $end }, which covers a whole period of G and of the rule.",
    ),
    ("ck-rule-holds", "Holds for S = 0..{ $end }."),
    ("ck-hyp-rising-proved", "f is non-decreasing (proved from its form)."),
    ("ck-hyp-rising-fails", "f is not non-decreasing: f({ $next }) = { $fnext } < f({ $x }) = { $fx }."),
    ("ck-hyp-rising-checked", "f is non-decreasing on 1..{ $upto } (checked)."),
    ("ck-hyp-at-least-x-fails", "f(x) ≥ x fails: f({ $x }) = { $fx } < { $x }."),
    ("ck-hyp-at-least-x-checked", "f(x) ≥ x on 1..{ $upto } (checked)."),
    ("ck-claim-contradicted", "Contradicted: { $why }."),
    ("ck-claim-h-losing", "H equals the losing starts (brute force) on 1..{ $upto }."),
    ("ck-claim-h-base", "H equals B_f on 1..{ $upto }."),
    ("ck-claim-base-losing", "g(N) = N exactly at the losing starts on 1..{ $upto }."),
    ("ck-claim-unique", "Every N ≤ { $upto } has exactly one representation."),
    ("ck-claim-converse", "The only increasing sequence that represents every N ≤ { $upto } exactly once is H."),
    ("ck-claim-strategy", "Removing the smallest term wins from every start N ≤ { $upto } not in H."),
    ("ck-in-not-in", "N = { $n } is in { $inside } but not in { $outside }"),
    ("ck-set-losing", "the losing starts"),
    ("ck-set-forced", "the forced sequence"),
    ("ck-count-none", "N = { $n } has no representation by H"),
    ("ck-count-none-forced", "N = { $n } has no representation by it"),
    ("ck-count-one", "N = { $n } has one representation, { $sum }"),
    ("ck-count-two", "N = { $n } has two representations by H: { $a } and { $b }"),
    ("ck-count-two-forced", "N = { $n } has two representations by it: { $a } and { $b }"),
    ("ck-converse-fails", "no increasing sequence has unique representations up to { $upto }: the only candidate (1, { $second }, …) gives { $count }"),
    ("ck-strategy-no-rep", "N = { $n } has no representation by H (H stops at { $last }), so there is no rightmost 1 to remove"),
    ("ck-strategy-loses", "from N = { $n } = { $sum }, taking the smallest term { $t } leaves ({ $left }, f({ $t }) = { $ft }), which the opponent wins"),
    ("ck-st-h-losing", "H is the set of losing starting piles"),
    (
        "ck-st-h-base",
        "H is the base B_f of the move-function game (Holshouser & Reiter 2003)",
    ),
    (
        "ck-st-base-losing",
        "The losing starts are the N with g(N) = N in the move-function game",
    ),
    (
        "ck-st-unique",
        "Every N has exactly one representation t_1 + … + t_r by H with f(t_i) < t_(i+1)",
    ),
    (
        "ck-st-converse",
        "An increasing sequence with unique representations must be H",
    ),
    (
        "ck-st-strategy",
        "From a start not in H, removing the rightmost 1 (the smallest term) wins",
    ),
    (
        "ck-rep-in-h",
        "{ $n } = H_{ $k } is in H: a losing start — every first move lets the opponent win.",
    ),
    (
        "ck-rep-take",
        "{ $n } = { $sum }: remove the rightmost 1, i.e. take { $t }. The opponent may then take at most f({ $t }), too little to remove the next 1.",
    ),
    ("ck-rep-note", "{ $text } Note: { $stop }."),
    (
        "ck-rep-broken",
        "{ $text } The greedy sum breaks the rule f(t_i) < t_(i+1), so this is not a Schwenk representation (his hypotheses fail for this f).",
    ),
    (
        "ck-rep-loses",
        "{ $n } = { $sum }, but here taking the rightmost 1 ({ $t }) loses: it leaves { $left } with up to f({ $t }) = { $ft } to take, and { $left } needs only a move of g = { $g } to win (by the move-function game). Schwenk's strategy needs his hypotheses.",
    ),
];
