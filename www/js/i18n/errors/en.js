// The engine's errors in English: exactly the templates of src/error/messages.rs, MESSAGES then
// FAMILIES (a Rust test compares): the sentences of its errors, the parser's, the refusals of an
// illegal move, the reasons of its bounds, then the refusals of the families' own parsers and
// analyses. See core/i18n.js.
export const ftl = String.raw`
err-parse = column { $column }: { $problem }
err-eval = f({ $k }): { $problem } (column { $column })
err-div-zero = division by zero
err-overflow = the value overflows 64-bit integers
err-neg-exp = negative exponent
err-non-positive = f({ $k }) = { $value }, but a move function must allow at least one counter
err-small = { $what } = { $value } is too small: it must be at least { $min }
err-large = { $what } = { $value } is too large: the limit is { $max }
err-because = { $error } ({ $why })
err-long = { $what } is { $len } characters long: the limit is { $max }
err-long-link = { $what } is { $len } characters long as the link writes it: the limit is { $max }
err-long-list = { $what } is { $len } numbers long: the limit is { $max }
err-the-text = the text
err-long-expr = the expression is longer than { $max } characters
err-empty = the expression is empty
err-write-after = write the move function after { $head }, e.g. { $example }
err-assign = unexpected character '='; use == to compare
err-unmatched = unmatched ')'
err-unclosed = this '(' is never closed
err-want-op = expected an operator, found { $found }
err-want-op-or = expected an operator or { $or }, found { $found }
err-want-op-list = expected an operator, ',' or ')', found { $found }
err-want-expr = expected an expression, found { $found }
err-after = expected an expression after { $after }
err-after-found = expected an expression after { $after }, found { $found }
err-the-end = the end
err-comparison = { $text } is a comparison (true/false), but a number is needed here; use if … then … else …
err-condition = { $text } is a condition (true/false), but a number is needed here; use if … then … else …
err-number = { $text } is a number, but a condition (true/false) is needed here, e.g. x > 2
err-nested = the expression is nested too deeply (more than { $max } levels)
err-deep = the expression is too long or nested too deeply (more than { $max } levels)
err-chained = comparisons cannot be chained; write { $good } instead of { $bad }
err-unknown-name = unknown name { $name }; the move function may use { $vars }
err-vars = { $count ->
        [0] no variables here
        [1] { $a }
        [2] { $a } and { $b }
       *[other] { $a }, { $b } and { $c }
    }
err-not-listed = { $name } is not among the variables of { $head }; write { $want } = … to use it
err-unavailable = { $name } ({ $var ->
        [x] the size of the last move
        [n] the pile size before the last move
       *[i] the move number
    }) is not available in this game; the move function may use { $vars }
err-no-word = this { $if } has no { $word }; write if … then … else …
err-call = { $name } must be followed by its arguments in parentheses, e.g. { $example }
err-abs = abs takes exactly 1 number, e.g. { $example }; found { $found }
err-min-max = { $name } needs at least 2 numbers separated by commas, e.g. { $example }; found { $found }
err-called-f = the move function is called f: write { $want } = … or only the expression after { $eq }
err-not-var = { $name } is not a variable of this game; write { $want } = …
err-twice = { $name } is listed twice; write { $want } = …
err-big-number = the number { $digits } is too large for 64-bit integers (the largest is { $max })
err-decimal = decimal numbers are not supported; the move function works with whole numbers
err-char = unexpected character '{ $char }'
err-char-hint = unexpected character '{ $char }'; { $hint }
err-use-or = use { $word } (or { $symbol })
err-use = use { $symbol }
err-use-divide = use / to divide (it rounds down)
err-use-minus = use - (the minus on the keyboard)
err-use-parens = use ( and ) for grouping
err-no-decimals = decimal numbers are not supported
err-power = a power is a whole number 0 or more: write x^2 or x²
err-no-root = there is no square root: the move function works with whole numbers
err-named = { $name }: { $error }
err-not-whole = '{ $text }' is not a whole number (examples: 1000, 10^18, 1e6)
err-spaced-number = '{ $text }' is not a whole number: write it without spaces (like 10000 or 10_000)
err-past-u64 = { $text } is larger than 2^64 − 1
err-bigint = a bigint larger than 2^64 − 1
err-not-count = { $what } must be a whole number ≥ 0, not { $value }
err-beyond-js = { $what } = { $value } is beyond 2^53 − 1; pass it as a decimal string instead
err-too-large = { $what } = { $value } is too large: { $why }
err-no-value = please enter a value.
err-unknown-setting = unknown setting '{ $key }' (known: { $keys })
err-not-choice = '{ $text }' is not { $what ->
        [first] who moves first
        [theme] a theme
        [language] a language
        [level] a level
        [section] a section
        [part] a part
       *[hints] a hints setting
    } ({ $choices })
err-not-state = not a Nim Lab state: { $what }
err-want-text = expected text or a number, not { $what }
err-given-text = the text '{ $text }'
err-given-number = the number { $n }
err-given-nothing = nothing
err-given-object = an object
err-given-array = an array
err-given-long = a text of { $len } characters
err-given-entries = an object of { $count } entries (at most { $max } are read)
err-given-type = a { $type }
err-link-pairs = the link has more than { $max } key=value pairs: the rest were not read
err-elsewhere = this engine package (one family's) does not read { $what ->
        [f] move functions f(x)
        [pf] move functions f(n, x)
        [seq] blocking Nim's sequences
        [set] subtraction sets
       *[row] rows of piles
    }: a page with this widget loads the full package
err-unknown-attr = unknown attribute '{ $name }' for the { $widget } { $kind ->
        [view] view
       *[game] game
    } (known: { $known })
err-not-widget = '{ $name }' is not a Nim Lab widget (games: { $games }; views: { $views })
err-no-widget = no widget is not a Nim Lab widget (games: { $games }; views: { $views })
err-attrs-object = the attributes must be an object, not { $what }
err-no-periodic = f has period { $t }: periodic games need the feature move-fn-periodic, which this build leaves out
err-past-base = N = { $n } is beyond the computed base (members are known up to { $reach })
err-past-base-why = N = { $n } is beyond the computed base (members are known up to { $reach }; { $why })
err-chain-reach = N = { $n }: B_{ $i } is known only up to { $reach }, and the representation needs { $rest }
err-base-drawn = B_{ $i } is listed up to { $reach }: B_{ $j }, which it draws from, stopped short
err-base-slow = B_{ $i }: listed the first { $count ->
        [one] { $count } member
       *[other] { $count } members
    }, up to { $reach }: it grows slowly
err-base-failed = B_{ $i } is listed up to { $reach } because { $error }, which the next member needs
err-base-listed = listed the first { $count } members, up to { $reach }
why-starts = games start with at most 10^6 counters
why-upto = the page's tables stop at 10^7
why-t = the page solves up to 8 games at once
why-pupto = the periodic tables stop at 10^6
why-brute = brute force covers piles up to 10^6
why-bmoves = the page shows up to 12 moves
why-kupto = the page's table stops at 10^5
why-tupto = the take-away analysis stops at 10^6
why-tn = the page draws N up to 2^53 − 1
why-gupto = the Grundy table stops at N = 8000
why-dpiles = single-delete Nim is solved for 2 to 8 piles
why-row = a row has 1 to 8 piles
why-map = the map fixes up to 6 piles
why-start-row = single-delete Nim is played with 2 to 8 piles
why-period = games G_0 … G_(t−1) are solved together
why-tables = tables stop at 2·10^7
why-i64 = f is evaluated in 64-bit signed integers
why-reach = the engine's reach for this f
why-plays = the page plays piles up to 2^53 − 1
why-tn-exact = the page draws N up to 2^53 − 1, where its terms are exact JavaScript numbers
why-steps = tabulating f is capped at 5·10^8 instruction steps, and this f is long
why-members = the representation comes with the members of B_f below N, at most 10^5
why-games = the games are G_0 … G_(t−1)
why-first = the first move must leave a counter
why-periodic-tables = the analysis keeps four tables per game, and the t games share 8·10^6 entries
why-row-piles = piles in a row stop at 2000
why-chain = its chain would list more than 10^4 parts: the largest members of finite bases repeat
why-condition = f is not proved to satisfy condition (2), so the bases come from tables, which stop at 2·10^7
why-index = beyond what this machine can index
why-simple = beyond the base the simple construction could list
why-split = a game needs a pile to split
why-shared = tables stop at 2·10^7 entries, shared by the t games
why-js-exact = a whole JS number is exact up to 2^53 − 1
why-js-string = a whole JS number is exact up to 2^53 − 1: pass a string or a bigint
why-seed = a seed is a whole number up to 2^53
why-tabulated = f is not provably non-decreasing, so g is tabulated, and tables stop at 2·10^7
err-spaced-item = '{ $item }' has a space inside: separate { $noun ->
        [piles] piles
        [moves] moves
       *[numbers] numbers
    } with commas ({ $parts }), and write a number without spaces ({ $joined })
err-pile-i = pile { $i }
err-not-pile = '{ $text }' is not a whole number (type piles like 4, 6, 9)
err-set-empty = the set is empty: type moves like 1, 3, 4 or 3..5
err-want-move = expected a move size before ','
err-not-move = '{ $text }' is not a move size (a whole number, or a range a..b)
err-move-range = move { $move } is out of range: moves are 1..{ $max }
err-range-backwards = the range { $lo }..{ $hi } ends below its start
err-min-above-max = Min = { $min } is larger than Max = { $max }
err-set-work = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } × { $piles ->
        [one] { $piles } pile
       *[other] { $piles } piles
    } is more work than the page does at once (limit { $limit }); use fewer moves or a smaller range
err-out-of-reach = G({ $n }) is out of reach: { $why }
err-want-number = expected a number between the commas
err-not-whole-item = '{ $text }' is not a whole number
err-at-column = { $problem } (column { $column })
err-seq-at = { $name }_{ $i }: { $error }
err-c-negative = c_{ $i } = { $c } is negative: c_i counts the options that may be forbidden (c_i ≥ 0)
err-m-small = m_{ $i } = { $m }: every move must take at least one counter (m_i ≥ 1)
err-m-above-max = m_{ $i } = { $m } > M_{ $i } = { $max }: the moves [m_i, M_i] must not be empty (M_i ≥ m_i)
err-no-rep = { $n } has no representation by H: { $why }
err-h-stops = H stops at H_{ $k } = { $h }: no j has f(H_j) ≥ { $h } (f({ $h }) = { $fh } < { $h }, so f(x) ≥ x fails there)
err-h-past = H_{ $next } would pass 2^64 (H_{ $k } = { $h })
err-h-many = H has more than { $max } terms below { $upto }: f grows so fast that H is almost every number; the listing stops at H_{ $max } = { $h }
err-h-short = H is too short
err-brute-zero = brute force would solve more than { $max } (pile, move) states even for upto = 0: let the sequences become constant (a list repeats its last value)
err-formula-budget = the formula needs more than { $max } intervals to reach pile { $pile }: sequences that become constant (a list, or an expression without i) are solved at once
err-positions = { $k } piles of up to { $max } are { $count } positions, too many to solve here; with { $k } piles the largest pile can be at most { $fit }
err-solver-piles = this solver is for { $k } piles, not { $given }
err-map-fixes = the map of { $k } piles fixes { $fixed } of them, not { $given }
err-pile-zero = pile { $i } is 0: piles hold at least 1
err-count-work = counting representations up to { $bound } is more work than allowed at once
why-count-cells = counting representations keeps at most 4·10^7 cells
why-table-size = the table's size
`;
