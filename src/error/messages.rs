//! The core's errors as messages (catalogue part `errors`, `www/js/i18n/errors/<code>.js`): the
//! sentences of [`Error`](super::Error)'s structured variants, the parser's sentences that a
//! [`Parse`](super::Error::Parse) error carries, the refusals of an illegal move or call
//! ([`Illegal`](super::Error::Illegal)), and the common reasons (`why`) of a range's bounds.
//! Written in Fluent's syntax; the English of every error is rendered from them.

/// The templates by id (`err-…`; a `why-…` is a bound's reason, found by its English text).
pub const MESSAGES: &[(&str, &str)] = &[
    ("err-parse", "column { $column }: { $problem }"),
    ("err-eval", "f({ $k }): { $problem } (column { $column })"),
    ("err-div-zero", "division by zero"),
    ("err-overflow", "the value overflows 64-bit integers"),
    ("err-neg-exp", "negative exponent"),
    (
        "err-non-positive",
        "f({ $k }) = { $value }, but a move function must allow at least one counter",
    ),
    (
        "err-small",
        "{ $what } = { $value } is too small: it must be at least { $min }",
    ),
    (
        "err-large",
        "{ $what } = { $value } is too large: the limit is { $max }",
    ),
    ("err-because", "{ $error } ({ $why })"),
    (
        "err-long",
        "{ $what } is { $len } characters long: the limit is { $max }",
    ),
    (
        "err-long-link",
        "{ $what } is { $len } characters long as the link writes it: the limit is { $max }",
    ),
    (
        "err-long-list",
        "{ $what } is { $len } numbers long: the limit is { $max }",
    ),
    ("err-the-text", "the text"),
    (
        "err-long-expr",
        "the expression is longer than { $max } characters",
    ),
    ("err-empty", "the expression is empty"),
    (
        "err-write-after",
        "write the move function after { $head }, e.g. { $example }",
    ),
    ("err-assign", "unexpected character '='; use == to compare"),
    ("err-unmatched", "unmatched ')'"),
    ("err-unclosed", "this '(' is never closed"),
    ("err-want-op", "expected an operator, found { $found }"),
    (
        "err-want-op-or",
        "expected an operator or { $or }, found { $found }",
    ),
    (
        "err-want-op-list",
        "expected an operator, ',' or ')', found { $found }",
    ),
    ("err-want-expr", "expected an expression, found { $found }"),
    ("err-after", "expected an expression after { $after }"),
    (
        "err-after-found",
        "expected an expression after { $after }, found { $found }",
    ),
    ("err-the-end", "the end"),
    (
        "err-comparison",
        "{ $text } is a comparison (true/false), but a number is needed here; use if … then … else …",
    ),
    (
        "err-condition",
        "{ $text } is a condition (true/false), but a number is needed here; use if … then … else …",
    ),
    (
        "err-number",
        "{ $text } is a number, but a condition (true/false) is needed here, e.g. x > 2",
    ),
    (
        "err-nested",
        "the expression is nested too deeply (more than { $max } levels)",
    ),
    (
        "err-deep",
        "the expression is too long or nested too deeply (more than { $max } levels)",
    ),
    (
        "err-chained",
        "comparisons cannot be chained; write { $good } instead of { $bad }",
    ),
    (
        "err-unknown-name",
        "unknown name { $name }; the move function may use { $vars }",
    ),
    (
        "err-vars",
        "{ $count ->
        [0] no variables here
        [1] { $a }
        [2] { $a } and { $b }
       *[other] { $a }, { $b } and { $c }
    }",
    ),
    (
        "err-not-listed",
        "{ $name } is not among the variables of { $head }; write { $want } = … to use it",
    ),
    (
        "err-unavailable",
        "{ $name } ({ $var ->
        [x] the size of the last move
        [n] the pile size before the last move
       *[i] the move number
    }) is not available in this game; the move function may use { $vars }",
    ),
    (
        "err-no-word",
        "this { $if } has no { $word }; write if … then … else …",
    ),
    (
        "err-call",
        "{ $name } must be followed by its arguments in parentheses, e.g. { $example }",
    ),
    (
        "err-abs",
        "abs takes exactly 1 number, e.g. { $example }; found { $found }",
    ),
    (
        "err-min-max",
        "{ $name } needs at least 2 numbers separated by commas, e.g. { $example }; found { $found }",
    ),
    (
        "err-called-f",
        "the move function is called f: write { $want } = … or only the expression after { $eq }",
    ),
    (
        "err-not-var",
        "{ $name } is not a variable of this game; write { $want } = …",
    ),
    ("err-twice", "{ $name } is listed twice; write { $want } = …"),
    (
        "err-big-number",
        "the number { $digits } is too large for 64-bit integers (the largest is { $max })",
    ),
    (
        "err-decimal",
        "decimal numbers are not supported; the move function works with whole numbers",
    ),
    ("err-char", "unexpected character '{ $char }'"),
    ("err-char-hint", "unexpected character '{ $char }'; { $hint }"),
    ("err-use-or", "use { $word } (or { $symbol })"),
    ("err-use", "use { $symbol }"),
    ("err-use-divide", "use / to divide (it rounds down)"),
    ("err-use-minus", "use - (the minus on the keyboard)"),
    ("err-use-parens", "use ( and ) for grouping"),
    ("err-no-decimals", "decimal numbers are not supported"),
    (
        "err-power",
        "a power is a whole number 0 or more: write x^2 or x²",
    ),
    (
        "err-no-root",
        "there is no square root: the move function works with whole numbers",
    ),
    ("err-named", "{ $name }: { $error }"),
    (
        "err-not-whole",
        "'{ $text }' is not a whole number (examples: 1000, 10^18, 1e6)",
    ),
    (
        "err-spaced-number",
        "'{ $text }' is not a whole number: write it without spaces (like 10000 or 10_000)",
    ),
    ("err-past-u64", "{ $text } is larger than 2^64 − 1"),
    ("err-bigint", "a bigint larger than 2^64 − 1"),
    (
        "err-not-count",
        "{ $what } must be a whole number ≥ 0, not { $value }",
    ),
    (
        "err-beyond-js",
        "{ $what } = { $value } is beyond 2^53 − 1; pass it as a decimal string instead",
    ),
    ("err-too-large", "{ $what } = { $value } is too large: { $why }"),
    // (the page's own refusal of an empty field, `err-named` around it: core/spec.js)
    ("err-no-value", "please enter a value."),
    (
        "err-unknown-setting",
        "unknown setting '{ $key }' (known: { $keys })",
    ),
    (
        "err-not-choice",
        "'{ $text }' is not { $what ->\n        [first] who moves first\n        [theme] a theme\n        [language] a language\n        [level] a level\n        [section] a section\n        [part] a part\n       *[hints] a hints setting\n    } ({ $choices })",
    ),
    ("err-not-state", "not a Nim Lab state: { $what }"),
    ("err-want-text", "expected text or a number, not { $what }"),
    ("err-given-text", "the text '{ $text }'"),
    ("err-given-number", "the number { $n }"),
    ("err-given-nothing", "nothing"),
    ("err-given-object", "an object"),
    ("err-given-array", "an array"),
    (
        "err-given-long",
        "a text of { $len } characters",
    ),
    (
        "err-given-entries",
        "an object of { $count } entries (at most { $max } are read)",
    ),
    ("err-given-type", "a { $type }"),
    (
        "err-link-pairs",
        "the link has more than { $max } key=value pairs: the rest were not read",
    ),
    (
        "err-elsewhere",
        "this engine package (one family's) does not read { $what ->\n        [f] move functions f(x)\n        [pf] move functions f(n, x)\n        [seq] blocking Nim's sequences\n        [set] subtraction sets\n       *[row] rows of piles\n    }: a page with this widget loads the full package",
    ),
    (
        "err-unknown-attr",
        "unknown attribute '{ $name }' for the { $widget } { $kind ->\n        [view] view\n       *[game] game\n    } (known: { $known })",
    ),
    (
        "err-not-widget",
        "'{ $name }' is not a Nim Lab widget (games: { $games }; views: { $views })",
    ),
    (
        "err-no-widget",
        "no widget is not a Nim Lab widget (games: { $games }; views: { $views })",
    ),
    (
        "err-attrs-object",
        "the attributes must be an object, not { $what }",
    ),
    (
        "err-no-periodic",
        "f has period { $t }: periodic games need the feature move-fn-periodic, which this build leaves out",
    ),
    (
        "err-past-base",
        "N = { $n } is beyond the computed base (members are known up to { $reach })",
    ),
    (
        "err-past-base-why",
        "N = { $n } is beyond the computed base (members are known up to { $reach }; { $why })",
    ),
    (
        "err-chain-reach",
        "N = { $n }: B_{ $i } is known only up to { $reach }, and the representation needs { $rest }",
    ),
    (
        "err-base-drawn",
        "B_{ $i } is listed up to { $reach }: B_{ $j }, which it draws from, stopped short",
    ),
    (
        "err-base-slow",
        "B_{ $i }: listed the first { $count ->\n        [one] { $count } member\n       *[other] { $count } members\n    }, up to { $reach }: it grows slowly",
    ),
    (
        "err-base-failed",
        "B_{ $i } is listed up to { $reach } because { $error }, which the next member needs",
    ),
    (
        "err-base-listed",
        "listed the first { $count } members, up to { $reach }",
    ),
    ("why-starts", "games start with at most 10^6 counters"),
    ("why-upto", "the page's tables stop at 10^7"),
    ("why-t", "the page solves up to 8 games at once"),
    ("why-pupto", "the periodic tables stop at 10^6"),
    ("why-brute", "brute force covers piles up to 10^6"),
    ("why-bmoves", "the page shows up to 12 moves"),
    ("why-kupto", "the page's table stops at 10^5"),
    ("why-tupto", "the take-away analysis stops at 10^6"),
    ("why-tn", "the page draws N up to 2^53 − 1"),
    ("why-gupto", "the Grundy table stops at N = 8000"),
    ("why-dpiles", "single-delete Nim is solved for 2 to 8 piles"),
    ("why-row", "a row has 1 to 8 piles"),
    ("why-map", "the map fixes up to 6 piles"),
    ("why-start-row", "single-delete Nim is played with 2 to 8 piles"),
    ("why-period", "games G_0 … G_(t−1) are solved together"),
    ("why-tables", "tables stop at 2·10^7"),
    ("why-i64", "f is evaluated in 64-bit signed integers"),
    ("why-reach", "the engine's reach for this f"),
    ("why-plays", "the page plays piles up to 2^53 − 1"),
    (
        "why-tn-exact",
        "the page draws N up to 2^53 − 1, where its terms are exact JavaScript numbers",
    ),
    (
        "why-steps",
        "tabulating f is capped at 5·10^8 instruction steps, and this f is long",
    ),
    (
        "why-members",
        "the representation comes with the members of B_f below N, at most 10^5",
    ),
    ("why-games", "the games are G_0 … G_(t−1)"),
    ("why-first", "the first move must leave a counter"),
    (
        "why-periodic-tables",
        "the analysis keeps four tables per game, and the t games share 8·10^6 entries",
    ),
    ("why-row-piles", "piles in a row stop at 2000"),
    (
        "why-chain",
        "its chain would list more than 10^4 parts: the largest members of finite bases repeat",
    ),
    (
        "why-condition",
        "f is not proved to satisfy condition (2), so the bases come from tables, which stop at 2·10^7",
    ),
    ("why-index", "beyond what this machine can index"),
    ("why-simple", "beyond the base the simple construction could list"),
    ("why-split", "a game needs a pile to split"),
    (
        "why-shared",
        "tables stop at 2·10^7 entries, shared by the t games",
    ),
    ("why-js-exact", "a whole JS number is exact up to 2^53 − 1"),
    (
        "why-js-string",
        "a whole JS number is exact up to 2^53 − 1: pass a string or a bigint",
    ),
    ("why-seed", "a seed is a whole number up to 2^53"),
    (
        "why-tabulated",
        "f is not provably non-decreasing, so g is tabulated, and tables stop at 2·10^7",
    ),
];

/// The refusals of an illegal move (a take out of range, a forbidden take, a pile that cannot be
/// split, a move after the game is over): catalogue part `refusals`, which every game's player
/// loads (a course page's game words a refused move at once, without the `errors` part, whose
/// parser and setting sentences only a refused setting needs).
pub const REFUSALS: &[(&str, &str)] = &[
    ("err-game-over", "the game is over: start a new one"),
    #[cfg(any(feature = "cut-the-knot", test))]
    (
        "err-over-no-move",
        "the game is over: no move is legal, start a new one",
    ),
    #[cfg(any(feature = "cut-the-knot", test))]
    (
        "err-over-no-pile",
        "the game is over: no pile has a legal move, start a new one",
    ),
    #[cfg(any(feature = "single-delete", test))]
    (
        "err-over-no-split",
        "the game is over: every pile is 1, so no pile can be split; start a new one",
    ),
    (
        "err-no-numbered",
        "there is no legal move numbered { $i }: there are { $count }",
    ),
    (
        "err-not-finished",
        "the analysis is not finished: call advance() until it returns 1",
    ),
    (
        "err-take-max",
        "illegal move: take must be between 1 and { $max } (the maximum now), not { $take }",
    ),
    #[cfg(any(feature = "blocking", test))]
    (
        "err-take-range",
        "illegal move: take must be between { $from } and { $to }, not { $take }",
    ),
    #[cfg(any(feature = "cut-the-knot", test))]
    (
        "err-take-set",
        "illegal move: from { $pile } you may take { $takes }, not { $take }",
    ),
    ("err-list-or", "{ $rest } or { $last }"),
    #[cfg(any(feature = "blocking", test))]
    (
        "err-take-forbidden",
        "illegal move: taking { $take } was forbidden",
    ),
    #[cfg(any(feature = "blocking", test))]
    (
        "err-blocks-set",
        "the options for move { $k } are already forbidden: now the player to move takes",
    ),
    #[cfg(any(feature = "blocking", test))]
    ("err-forbidden-twice", "an option is forbidden twice"),
    #[cfg(any(feature = "blocking", test))]
    (
        "err-forbid-many",
        "at most c_{ $i } = { $c ->\n        [one] { $c } option\n       *[other] { $c } options\n    } may be forbidden at move { $k }, not { $n }",
    ),
    #[cfg(any(feature = "blocking", test))]
    (
        "err-not-option",
        "{ $x } is not an option: the options are { $from }..{ $to }",
    ),
    #[cfg(any(feature = "blocking", test))]
    (
        "err-block-first",
        "first the opponent forbids up to c_{ $i } options (block, even if none)",
    ),
    #[cfg(any(feature = "blocking", test))]
    (
        "err-no-blocks",
        "the opponent has not forbidden anything yet",
    ),
    #[cfg(any(feature = "cut-the-knot", test))]
    (
        "err-no-pile-row",
        "there is no pile { $i }: the row has piles 1..{ $count }",
    ),
    #[cfg(any(feature = "cut-the-knot", test))]
    (
        "err-pile-stuck",
        "pile { $i } has no legal move (it holds { $pile } with limit { $limit })",
    ),
    #[cfg(any(feature = "cut-the-knot", test))]
    (
        "err-take-from-pile",
        "illegal move: from pile { $i } take between 1 and { $max }, not { $take }",
    ),
    #[cfg(any(feature = "single-delete", test))]
    (
        "err-no-pile-to",
        "illegal move: there is no pile { $i } to { $what ->\n        [delete] delete\n       *[split] split\n    }; the piles are 1 to { $count }",
    ),
    #[cfg(any(feature = "single-delete", test))]
    (
        "err-delete-split",
        "illegal move: pile { $i } cannot be both deleted and split; split another pile",
    ),
    #[cfg(any(feature = "single-delete", test))]
    (
        "err-split-one",
        "illegal move: pile { $i } has 1 counter and cannot be split",
    ),
    #[cfg(any(feature = "single-delete", test))]
    (
        "err-split-range",
        "illegal move: pile { $i } of { $pile } splits into x + { $pile } − x with x from 1 to { $max }, not { $x }",
    ),
];

/// The refusals that only the families' own parsers and analyses make (a typed list's item, a
/// subtraction set, blocking Nim's sequences, Schwenk's H): the same catalogue part, `errors`,
/// whose English catalogue holds [`MESSAGES`] then these. Only the packages of those families
/// carry them (`message::CATALOGUES`): a course page's move-function game never says them.
pub const FAMILIES: &[(&str, &str)] = &[
    (
        "err-spaced-item",
        "'{ $item }' has a space inside: separate { $noun ->\n        [piles] piles\n        [moves] moves\n       *[numbers] numbers\n    } with commas ({ $parts }), and write a number without spaces ({ $joined })",
    ),
    ("err-pile-i", "pile { $i }"),
    (
        "err-not-pile",
        "'{ $text }' is not a whole number (type piles like 4, 6, 9)",
    ),
    (
        "err-set-empty",
        "the set is empty: type moves like 1, 3, 4 or 3..5",
    ),
    ("err-want-move", "expected a move size before ','"),
    (
        "err-not-move",
        "'{ $text }' is not a move size (a whole number, or a range a..b)",
    ),
    (
        "err-move-range",
        "move { $move } is out of range: moves are 1..{ $max }",
    ),
    (
        "err-range-backwards",
        "the range { $lo }..{ $hi } ends below its start",
    ),
    (
        "err-min-above-max",
        "Min = { $min } is larger than Max = { $max }",
    ),
    (
        "err-set-work",
        "{ $moves ->\n        [one] { $moves } move\n       *[other] { $moves } moves\n    } × { $piles ->\n        [one] { $piles } pile\n       *[other] { $piles } piles\n    } is more work than the page does at once (limit { $limit }); use fewer moves or a smaller range",
    ),
    ("err-out-of-reach", "G({ $n }) is out of reach: { $why }"),
    ("err-want-number", "expected a number between the commas"),
    ("err-not-whole-item", "'{ $text }' is not a whole number"),
    ("err-at-column", "{ $problem } (column { $column })"),
    ("err-seq-at", "{ $name }_{ $i }: { $error }"),
    (
        "err-c-negative",
        "c_{ $i } = { $c } is negative: c_i counts the options that may be forbidden (c_i ≥ 0)",
    ),
    (
        "err-m-small",
        "m_{ $i } = { $m }: every move must take at least one counter (m_i ≥ 1)",
    ),
    (
        "err-m-above-max",
        "m_{ $i } = { $m } > M_{ $i } = { $max }: the moves [m_i, M_i] must not be empty (M_i ≥ m_i)",
    ),
    (
        "err-no-rep",
        "{ $n } has no representation by H: { $why }",
    ),
    (
        "err-h-stops",
        "H stops at H_{ $k } = { $h }: no j has f(H_j) ≥ { $h } (f({ $h }) = { $fh } < { $h }, so f(x) ≥ x fails there)",
    ),
    ("err-h-past", "H_{ $next } would pass 2^64 (H_{ $k } = { $h })"),
    (
        "err-h-many",
        "H has more than { $max } terms below { $upto }: f grows so fast that H is almost every number; the listing stops at H_{ $max } = { $h }",
    ),
    ("err-h-short", "H is too short"),
    (
        "err-brute-zero",
        "brute force would solve more than { $max } (pile, move) states even for upto = 0: let the sequences become constant (a list repeats its last value)",
    ),
    (
        "err-formula-budget",
        "the formula needs more than { $max } intervals to reach pile { $pile }: sequences that become constant (a list, or an expression without i) are solved at once",
    ),
    (
        "err-positions",
        "{ $k } piles of up to { $max } are { $count } positions, too many to solve here; with { $k } piles the largest pile can be at most { $fit }",
    ),
    ("err-solver-piles", "this solver is for { $k } piles, not { $given }"),
    (
        "err-map-fixes",
        "the map of { $k } piles fixes { $fixed } of them, not { $given }",
    ),
    ("err-pile-zero", "pile { $i } is 0: piles hold at least 1"),
    (
        "err-count-work",
        "counting representations up to { $bound } is more work than allowed at once",
    ),
    (
        "why-count-cells",
        "counting representations keeps at most 4·10^7 cells",
    ),
    ("why-table-size", "the table's size"),
];

/// The id of the reason `why` (a bound's, as the fields and the engines write it) in the
/// catalogue, where it is one.
pub fn why_id(why: &str) -> Option<&'static str> {
    #[cfg(any(
        feature = "blocking",
        feature = "cut-the-knot",
        feature = "single-delete",
        test
    ))]
    let families = FAMILIES;
    #[cfg(not(any(
        feature = "blocking",
        feature = "cut-the-knot",
        feature = "single-delete",
        test
    )))]
    let families: &[(&str, &str)] = &[];
    (MESSAGES.iter().chain(families))
        .find(|(id, t)| id.starts_with("why-") && *t == why)
        .map(|(id, _)| *id)
}
