// The Cut-the-Knot section's words in English (www/js/families/cut_the_knot/: section.js, the
// move function's card and the three parts). Project Fluent; core/i18n.js reads it (core/ftl.js,
// without Fluent's library, in English). Maths stays as written in every language: sets,
// formulas and lists of values are passed as text.
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

## The section: its title and tabs

cks-doc-title = Nim Lab — Cut The Knot’s single-pile games: Min/Max, take-away, Grundy values
cks-tabs =
    .aria-label = Cut-the-Knot games
cks-tab-minmax = One pile (Min/Max) & subtraction sets
cks-tab-takeaway = Take-away games (Schwenk)
cks-tab-grundy = Grundy values & sums
cks-play-title = Play against the engine
cks-cancelled = Cancelled.
cks-cancelled-kept = Cancelled. { $kept }
cks-share-game = The game

## The move function f (parts b and c)

cks-f-title = Take-away games: after a take of <span class="math">x</span>, at most <span class="math">f(x)</span>
cks-f-intro = The first move may take anything but the whole pile; after a take of <i>x</i> counters the next player may take
    at most <i>f</i>(<i>x</i>). Whoever takes the last counter wins. The applet’s three games are
    <i>f</i>(<i>x</i>) = <i>x</i> (no more than), 2<i>x</i> − 1 (less than twice) and 2<i>x</i> (no more than twice:
    Fibonacci Nim).
cks-f-presets =
    .aria-label = Example move functions
cks-note-no-more-than = no more than
cks-note-less-than-twice = less than twice
cks-note-fibonacci = Fibonacci nim
cks-note-not-non-decreasing = not non-decreasing
cks-note-h-not-losing = H ≠ losing starts
cks-note-not-unique = not unique
cks-example-or = { $a } or { $b }
cks-example-but = { $a }, but { $b }
cks-f-read-monotone = Read as f(x) = { $f } — non-decreasing (proved from its form)
cks-f-read = Read as f(x) = { $f } — not provably non-decreasing

## (a) One pile with Min/Max and subtraction sets

cks-s-title = One pile: take between <span class="math">Min</span> and <span class="math">Max</span> counters
cks-s-intro-rules = A move removes at least <i>Min</i> and at most <i>Max</i> counters — or, more generally, any number from a
    <strong>subtraction set</strong> such as {"{"}1, 3, 4{"}"}. A player who cannot move loses.
    The <strong>Grundy number</strong> of a pile of <i>S</i> counters is the smallest number that is not the Grundy
    number of a pile one move away (the <em>mex</em> rule); the piles with Grundy number 0 are the
    <strong>P-positions</strong>: whoever has to move from them loses.
cks-s-intro-typing = Type a set as numbers and ranges separated by commas, each from 1 to 1000: for example
    <span class="mono k-example">3..5</span> or <span class="mono k-example">1, 3, 4</span> or
    <span class="mono k-example">1, 4..6</span>.
cks-s-presets =
    .aria-label = Example subtraction sets
cks-note-applet = the applet
cks-note-take-1-3 = take 1–3
cks-s-table-title = Grundy numbers by the mex rule
cks-results-for = for
cks-s-legend = a P-position (Grundy number 0): the player to move loses
cks-s-verdicts-title = The rule, the closed form and the period
cks-s-at-title = G(<span class="math">n</span>) for any pile, by the period
cks-s-at-label = Pile <span class="math">n</span> (any size, e.g. 10^18)
cks-s-at-quick =
    .aria-label = Example piles
cks-s-read = Read as { $set }
cks-s-read-range = Read as { $set } — one range: Min { $min }, Max { $max }
cks-s-takes = { $n ->
    [one] { $n } take
   *[other] { $n } takes
}
cks-s-whole-number = { $end }: please enter a whole number.
cks-s-at-error = Enter a whole number n ≥ 0.
cks-s-failure = Could not compute the Grundy numbers for { $set } up to S = { $upto }: { $message }
cks-s-kept = Still showing { $set } for S = 0 … { $upto }.
cks-s-progress-label = Computing the Grundy numbers
cks-s-progress = Computing G(0 … { $upto }) { $where ->
        [worker] in the background
       *[page] on this page
    }…
cks-s-still = the set
cks-s-strip-top = Pile size
cks-s-strip-bottom = Grundy number
cks-s-strip-p = { $g } — a P-position
cks-s-ppositions = { $count ->
    [one] P-positions up to S = { $upto } ({ $count } of them): { $list }
   *[other] P-positions up to S = { $upto } ({ $count } of them): { $list }
}
cks-s-at-loses = — a P-position: the player to move loses.
cks-s-at-wins = — the player to move wins.

cks-s-rule-statement = S is a P-position exactly when S mod (Min + Max) &lt; Min
cks-s-formula-statement = G(S) = ⌊(S mod (Min + Max)) / Min⌋
cks-s-rule-na = The paper’s rule: only for Min/Max games
cks-s-formula-na = Known closed form (not in the paper): only for Min/Max games
cks-s-na-what = is stated for a game whose takes are one range Min … Max; this set is not one range.
cks-s-rule-fails = The paper’s rule fails at S = { $s }
cks-s-formula-fails = Known closed form (not in the paper) fails at S = { $s }
cks-s-rule-holds-all = The paper’s rule holds for every S
cks-s-formula-holds-all = Known closed form (not in the paper) holds for every S
cks-s-rule-holds-upto = The paper’s rule holds (checked for S = 0 … { $upto })
cks-s-formula-holds-upto = Known closed form (not in the paper) holds (checked for S = 0 … { $upto })
cks-s-here = — here Min = { $min }, Max = { $max }, Min + Max = { $sum }.
cks-s-counterexample = Counterexample: S = { $s } (checked for S = 0 … { $upto }).
cks-s-periodic = G is periodic from S = { $from } with period { $period }
cks-s-no-period = No period found
cks-s-period-what = Pre-period { $from }, period { $period }: G(S + { $period }) = G(S) for every S ≥ { $from }.
cks-s-searched = Searched up to S = { $upto }.
cks-s-minmax-error = Min { $min }, Max { $max }: { $error }
cks-s-chip =
    .title = the set { $set }
cks-s-chip-minmax = Min { $min }, Max { $max }

## (b) Take-away games (Schwenk)

cks-t-h-title = Schwenk’s sequence <span class="math">H</span>
cks-t-h-explain = <i>H</i><sub>1</sub> = 1 and <i>H</i><sub><i>k</i>+1</sub> = <i>H<sub>k</sub></i> + <i>H<sub>m</sub></i>,
    where <i>m</i> is the smallest <i>j</i> with <i>f</i>(<i>H<sub>j</sub></i>) ≥ <i>H<sub>k</sub></i>.
    Schwenk: when <i>f</i> is non-decreasing and <i>f</i>(<i>x</i>) ≥ <i>x</i>, the losing starting piles are exactly
    the members of <i>H</i>.
cks-t-claims-title = Schwenk’s hypotheses and what holds
cks-t-compare-title = <span class="math">H</span> beside the losing starts, <span class="math">B<sub>f</sub></span> and <span class="math">g(N) = N</span>
cks-t-repr-title = The game’s own binary representation of <span class="math">N</span>
cks-t-repr-explain = Write <i>N</i> greedily with members of <i>H</i>, largest first: one digit per member,
    <i>H<sub>k</sub></i> … <i>H</i><sub>1</sub> from left to right, 1 where it is used. From a pile that is not in
    <i>H</i>, the winning move is to <strong>remove the rightmost 1</strong>: take the smallest part.
cks-t-repr-quick =
    .aria-label = Example values of N
cks-t-play-explain = Under the pile: the pile written with <i>H</i> before the last move (the take marked) and now.
cks-t-n-error = Enter a whole number N ≥ 1.
cks-t-failure = Could not analyse f(x) = { $f } up to N = { $upto }: { $message }
cks-t-kept = Still showing f(x) = { $f } for N ≤ { $upto }.
cks-t-progress-label = Computing H and the losing starts
cks-t-progress = Computing H, the losing starts and B_f up to N = { $upto } { $where ->
        [worker] in the background
       *[page] on this page
    }…
cks-t-share-move-fn = The move-function game with the same f

cks-t-step-why = m = { $m }: the smallest j with f(<span class="math">H<sub>j</sub></span>) ≥ <span class="math">H<sub>{ $k }</sub></span>
cks-t-members = — { $count ->
    [one] { $count } member
   *[other] { $count } members
    } ≤ { $upto }
cks-t-h-stops = H stops:
cks-t-steps-summary = How each member is found ({ $count ->
    [one] { $count } step
   *[other] { $count } steps
    })
cks-t-steps-explain = Each step adds <span class="math">H<sub>m</sub></span>, where m is the smallest j with f(<span class="math">H<sub>j</sub></span>) ≥ <span class="math">H<sub>k</sub></span>.
cks-t-steps-region = How each member is found
cks-t-steps-more = { $count ->
    [one] … and { $count } more step.
   *[other] … and { $count } more steps.
}
cks-t-status-proved = proved
cks-t-status-checked = checked
cks-t-status-fails = fails
cks-t-at = at x = { $x }
cks-t-hyp-nondecreasing = f is non-decreasing
cks-t-hold = Schwenk’s hypotheses hold: his theorem applies.
cks-t-hold-failing = { $count ->
    [one] Yet { $count } of the claims below is contradicted by computation — see it in red.
   *[other] Yet { $count } of the claims below are contradicted by computation — see them in red.
}
cks-t-hold-all = Every claim below is confirmed by computation in the range checked.
cks-t-fail = Schwenk’s hypotheses fail: his theorem promises nothing here.
cks-t-fail-some = What still holds and what does not, by computation: { $holding } of { $total } claims hold, { $failing ->
    [one] { $failing } is contradicted.
   *[other] { $failing } are contradicted.
}
cks-t-fail-none = Yet every claim below holds in the range checked: here the hypotheses are not needed.
cks-t-hypotheses = Hypotheses
cks-t-claims = Claims, checked
cks-t-verdict-holds = holds
cks-t-verdict-contradicted = contradicted
cks-t-counterexample = Counterexample:
cks-t-col-losing = losing start
cks-t-col-brute = brute force, N ≤ { $upto }
cks-t-col-game = the move-function game
cks-t-compare-explain = Each row is a number in at least one of the four sets; ● marks membership. A red row: the sets disagree there. — : beyond the range brute force covers.
cks-t-agree = All four sets agree on N ≤ { $brute } (and H, B<sub>f</sub>, g(N) = N on N ≤ { $upto }).
cks-t-disagree = { $count ->
    [one] The sets disagree at { $count } number.
   *[other] The sets disagree at { $count } numbers.
}
cks-t-disagree-first = { $count ->
    [one] The sets disagree at { $count } number (the first rows are shown).
   *[other] The sets disagree at { $count } numbers (the first rows are shown).
}
cks-t-compare-region = The four sets compared
cks-t-compare-more = { $count ->
    [one] … { $count } more number up to { $upto }.
   *[other] … { $count } more numbers up to { $upto }.
}
cks-t-compare-counts = H: { $h } · losing starts: { $losing } · B<sub>f</sub>: { $base } · g(N) = N: { $engine }
cks-t-digits-region = The digits of N
cks-t-digits = Digits:
cks-t-rightmost-wins = Remove the rightmost 1: take <strong class="take-amount">{ $take }</strong>.
cks-t-rightmost-loses = Schwenk’s move, the rightmost 1, would be <strong class="take-amount">{ $take }</strong> — and here it loses.
cks-t-single = A single 1: { $n } is itself a member of H.
cks-t-invalid = The condition f(t<sub>i</sub>) &lt; t<sub>i+1</sub> fails between consecutive parts: this greedy sum is not a representation in Schwenk’s sense.

## (c) Grundy values and sums

cks-g-table-title = Grundy values <span class="math">G(N, x)</span>
cks-g-table-explain = A position is a pile of <i>N</i> counters where the player to move may take at most <i>x</i>.
    <i>G</i>(0, <i>x</i>) = 0 and <i>G</i>(<i>N</i>, <i>x</i>) = mex {"{"} <i>G</i>(<i>N</i> − <i>k</i>, <i>f</i>(<i>k</i>)) : 1 ≤ <i>k</i> ≤ min(<i>N</i>, <i>x</i>) {"}"}.
    A game starts at (<i>N</i>, <i>N</i> − 1); it is lost for the player to move exactly when <i>G</i> = 0.
cks-g-canvas =
    .aria-label = Grundy values G(N, x) as colours
cks-g-start-title = Every start: <span class="math">G(N, N − 1)</span>
cks-g-start-explain = The Grundy value of a game started with <i>N</i> counters (the first move may take anything but
    the whole pile). The zeros are the losing starts — Schwenk’s <i>H</i> when his hypotheses hold.
cks-g-play-title = A row of piles: the sum of games
cks-g-play-explain = Each pile is its own take-away game, started as above; a move takes from one pile, within that
    pile’s own limit. Whoever takes the last counter of the last pile wins. The player to move wins exactly when the
    <strong>nim-sum</strong> (binary XOR, ⊕) of the piles’ Grundy values is not 0.
cks-g-caption = G(N, x): rows N, columns x
cks-g-region = The table of G(N, x)
cks-g-cell-start = { $cell } — the start of a game of { $n }
cks-g-readout = Point at the picture to read G(N, x).
cks-g-axis-x = x (the most that may be taken)
cks-g-axis-n = N (the pile)
cks-g-heat-max = { $g } (the largest value sampled).
cks-g-heat-samples = Each cell is one sample: { $size } values (N, x) out of { $all }.
cks-g-heat-cells = One cell per (N, x).
cks-g-legend-zero = G = 0: the player to move loses
cks-g-legend-start = the start (N, N − 1) of a game of N
cks-g-failure = Could not compute G(N, x) for f(x) = { $f } up to N = { $upto }: { $message }
cks-g-progress-label = Computing the Grundy values
cks-g-progress = Computing G(N, x) for every N ≤ { $upto } { $where ->
        [worker] in the background
       *[page] on this page
    }…
cks-g-strip-lose = { $g } — a losing start
cks-g-share-row = The row of games
`;
