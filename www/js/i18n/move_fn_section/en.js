// The move-function section's words in English (www/js/families/move_fn/: section.js and its
// views). Project Fluent; core/i18n.js reads it (core/ftl.js, without Fluent's library, in English).
// Maths stays as written in every language: f, sums, formulas and their numbers are passed as text.
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

## The section's cards

mfs-doc-title = Nim Lab — one-pile take-away games
mfs-fn-title = Move function
mfs-presets-group =
    .aria-label = Example move functions
mfs-theorem-title = Main theorem check
mfs-table-title = Smallest winning move <span class="math">g(N)</span>
mfs-results-for = for
mfs-table-explain = From a pile of <i>N</i> you win exactly when you may take at least <i>g</i>(<i>N</i>) counters:
    taking <i>g</i>(<i>N</i>) is then a winning move.
mfs-legend-base = <i>N</i> is in the base <i>B<sub>f</sub></i>
mfs-plot-title = Plot of <span class="math">g(N)</span>
mfs-base-title = The g-base <span class="math">B<sub>f</sub></span> and <span class="math">g<sub>0</sub></span>
mfs-repr-title = Representation of <span class="math">N</span> in the base
mfs-repr-explain = Write <i>N</i> greedily as a sum of base members (largest first, as in Zeckendorf’s
    Fibonacci representation). The smallest part is the winning move.
mfs-repr-quick =
    .aria-label = Example values of N
mfs-try = Try:
mfs-repr-empty = Enter a whole number N ≥ 1.
mfs-play-title = Play against the engine
mfs-start-pile = Start pile
mfs-first-move = First move
mfs-f-read = Read as { $f } — not provably non-decreasing
mfs-f-read-monotone = Read as { $f } — non-decreasing (proved from its form)
mfs-still-showing = The results below are still those for { $f }.

## The examples' notes

mfs-note-fibonacci = Fibonacci nim
mfs-note-powers = powers of 2
mfs-note-not-monotone = not monotone
mfs-note-g-bounded = g bounded
mfs-note-bounded = bounded
mfs-example-or = { $a } or { $b }
mfs-example-but = { $a }, but { $b }

## The analysis: progress, cancel, failure

mfs-progress-label = Computing g(N)
mfs-progress = Computing g(N) for N ≤ { $upto } { $where ->
        [worker] in the background
       *[page] on this page
    }: { $pct }%
mfs-cancel = Cancel
mfs-cancelled = Cancelled.
mfs-cancelled-showing = Cancelled. Still showing { $f } for N ≤ { $upto }.
mfs-failure = Could not compute g for { $f } up to { $upto }: { $message }

## The verdict banner

mfs-theorem-holds = Main theorem holds on 1 … { $upto }: g(N) = g₀(N) for every N
mfs-theorem-fails-at = Main theorem fails first at N = { $n }
mfs-theorem-fails = Main theorem fails
mfs-theorem-detail = { $g } from the game, but { $g0 } from the base.

## The g-base's facts

mfs-member-self = { $b } is in the base and { $g0 }
mfs-member = { $b } is in the base, { $g0 }
mfs-members-more = … { $count } more …
mfs-base-finite = finite: { $last }; every N is { $theta } + (smaller members)
mfs-base-infinite = no end found up to { $upto } (infinite as far as computed)
mfs-method-simple = <strong>simple construction</strong>: <span class="math">b<sub>k+1</sub></span> = <span class="math">b<sub>k</sub></span> + (the smallest <span class="math">b<sub>i</sub></span>
    with f(<span class="math">b<sub>i</sub></span>) ≥ <span class="math">b<sub>k</sub></span>), and g<sub>0</sub> is the identity on the base
mfs-method-general = <strong>general construction</strong>: g<sub>0</sub> and the base are taken from the computed g
mfs-method-general-same = <strong>general construction</strong>: g<sub>0</sub> and the base are taken from the computed g
    (the simple construction gives the same base)
mfs-status-proved = proved
mfs-status-checked = checked
mfs-status-fails = fails
mfs-size = Size
mfs-built-by = Built by
mfs-size-members = { $count ->
        [one] { $shown } member
       *[other] { $shown } members
    } ≤ { $upto },
mfs-self-members = { $self } of { $count ->
        [one] { $shown } member
       *[other] { $shown } members
    }
mfs-members-region = Base members in increasing order
mfs-legend-other = g₀(b) < b (value shown)
mfs-storage = Storage
mfs-storage-of = { $count ->
        [one] number stores
       *[other] numbers store
    } the strategy for all N ≤ { $upto }
mfs-storage-meter = { $pct } percent
mfs-growth = Growth
mfs-conjecture = <strong>Conjecture</strong> (Holshouser &amp; Reiter): if g is unbounded, the members of B<sub>f</sub>
    grow exponentially. Not proved — here is what this f shows:
mfs-ratios = <span class="math">b<sub>k+1</sub></span> / <span class="math">b<sub>k</sub></span> for the last members:
mfs-gmax = largest g(N) seen: { $gmax }.
mfs-losing = <strong>Cut-the-Knot start</strong> (the first move may take anything but the whole pile): the first player loses from N =

## The representation of N

mfs-block-used = { $value } — used
mfs-block-smallest = { $value } — used — the smallest part
mfs-flag-take = take
mfs-flag-smallest = smallest
mfs-unused-members = { $count ->
        [one] { $shown } unused member
       *[other] { $shown } unused members
    }
mfs-blocks-label = Base members from largest to smallest; used ones filled: { $terms }
mfs-digits = Digits (largest member first):
mfs-winning-smallest = Smallest winning move from { $n }: take { $take } = the smallest part (it wins when the current maximum allows it)
mfs-winning-g0 = Smallest winning move from { $n }: take { $take } = { $g0 }, from the smallest part (it wins when the current maximum allows it)

## The views of a course page and the Share dialog

mfs-view-table = Table of g(N)
mfs-view-plot = Plot of g(N)
mfs-view-base = The g-base and the representation of N
mfs-number-label = Number <span class="math">N</span> (any size, e.g. 10^18)
mfs-share-game = The game
mfs-share-base = The base and N

## The table of g(N) and the plot

mfs-table-previous =
    .aria-label = Previous page
mfs-table-next =
    .aria-label = Next page
mfs-table-goto = Go to N
mfs-table-region = The table of values
mfs-table-range = N = { $from } … { $to } of { $upto }
mfs-table-in-base = — N is in the base
mfs-table-caption = { $gn } for N from { $from } to { $to }; each cell shows N above { $gn }
mfs-plot-label = Plot of g(N) against N
mfs-plot-label-range = Plot of g(N) for N from { $from } to { $to }; largest g(N) shown is { $gmax }
mfs-plot-log = logarithmic scale for g
mfs-plot-hint = Drag to zoom, double-click to reset.
mfs-plot-readout = Point at the plot to read g(N).
mfs-plot-axis-log = g(N)  (log scale)
`;
