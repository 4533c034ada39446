// The blocking-Nim section's words in English (www/js/families/blocking/: section.js and its
// views; the game's words, its board included, are the part blocking_play, which the section
// loads too). Project Fluent; core/i18n.js reads it (core/ftl.js, without Fluent's library, in English).
// Maths stays as written in every language: variables, sequences and formulas are passed as text.
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

## The first card: the rules and the sequences

bns-doc-title = Nim Lab — blocking Nim: the opponent forbids some moves
bns-title = Blocking Nim: the sequences <span class="math">c<sub>i</sub></span>, <span class="math">m<sub>i</sub></span>, <span class="math">M<sub>i</sub></span>
bns-intro-rules = Moves are numbered 1, 2, 3, … through the whole game. At move <i>i</i> the player to move must take
    <i>x</i> counters with <i>m<sub>i</sub></i> ≤ <i>x</i> ≤ <i>M<sub>i</sub></i> (and no more than the pile).
    Before that, the opponent may <strong>forbid</strong> up to <i>c<sub>i</sub></i> of these choices.
    A player left with no allowed choice loses. A pile is <strong>safe</strong> when the player to move
    loses from it; <i>u<sub>i</sub></i> = <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> − <i>c<sub>i</sub></i>
    is how many choices beyond one always survive the blocks.
bns-intro-typing = Type each sequence as an expression in <i>i</i> (<span class="mono">i + 2</span>, <span class="mono">i/3</span>,
    <span class="mono">min(i, 4)</span>, <span class="mono">if i % 2 == 0 then 3 else 5</span>) or as a list whose
    last value repeats (<span class="mono">1, 0, 0</span> means 1, 0, 0, 0, …).
bns-read-list = Read as { $seq }, … (the last value repeats)
bns-read-list-same = Read as { $seq }, … (the last value repeats) — the same at every move
bns-read-list-from = Read as { $seq }, … (the last value repeats) — constant from i = { $from }
bns-read-expr = Read as { $seq }
bns-read-expr-same = Read as { $seq } — the same at every move
bns-read-expr-from = Read as { $seq } — constant from i = { $from }
bns-link-unusable = Some of the blocking settings in the link could not be used:
bns-link-example-used = The paper’s example is used instead.
bns-presets-group = Example sequences
bns-values-table = The first values of the sequences
bns-values-region = The first values of the sequences
bns-values-caption = The first values of c, m, M and u = M − m − c
bns-progress-label = Solving the game by brute force
bns-progress = Solving every pile 0 … { $upto } at moves 1 … { $moves } by brute force { $where ->
        [worker] in the background
       *[page] on this page
    }…
bns-cancelled = Cancelled.
bns-cancelled-showing = Cancelled. Still showing piles 0 … { $upto }, moves 1 … { $moves }.
bns-share-game = The game

## The examples (label, note, caption)

bns-preset-paper = Paper’s example
bns-preset-paper-note = move 3: [5, 10], c = 2
bns-preset-paper-caption = The paper’s worked example: at move 3 the options are [5, 10] with c₃ = 2, so the opponent may forbid two of the six takes 5 … 10. Pile 15 at move 3 is safe: the only winning takes, 9 and 10, get forbidden (try it in the formula box below: pile 15, move 3).
bns-preset-nim = Take 1–3, no blocks
bns-preset-nim-note = Nim
bns-preset-nim-caption = No blocks at all (c = 0): the classic subtraction game. The safe piles are the multiples of 4.
bns-preset-block-one = Take 1–4, block 1
bns-preset-block-one-caption = Four takes, one of which the opponent may forbid: the safe piles come in pairs, every 5 counters.
bns-preset-growing = Growing
bns-preset-growing-note = take 1 to i + 2, block i/3
bns-preset-growing-caption = The range of takes and the number of blocks grow with the move number; conditions (1) and (2) hold.
bns-preset-summary-holds = Summary’s condition holds, formula fails
bns-preset-summary-holds-caption = c = 1, 0, 0, …: the blocks decrease, so condition (1) fails. The summary says its weaker condition (u_i ≥ 0 and Lemma 1) is enough — it holds here, yet brute force disagrees with the formula.
bns-preset-summary-fails = Formula right, summary’s condition fails
bns-preset-summary-fails-caption = The summary calls its condition necessary. Here it fails, yet the formula gives exactly the safe piles.
bns-preset-all-blocked = Everything can be blocked
bns-preset-all-blocked-caption = One choice each move, and the opponent may forbid it: u_i = −1, nobody can ever move, every pile is safe.

## The verdicts

bns-verdicts-title = The paper’s claims against brute force
bns-results-for = for
bns-results-range = c = { $c } | m = { $m } | M = { $M }; piles 0 … { $upto }, moves 1 … { $moves }
bns-diff = pile { $pile } at move { $move }: brute force says { $brute ->
        [safe] safe
       *[unsafe] unsafe
    }, the formula says { $formula ->
        [safe] safe
       *[unsafe] unsafe
    }
bns-banner-holds = Theorem 1’s intervals are exactly the safe piles at every move 1 … { $moves } (piles 0 … { $upto }).
bns-banner-fails = The formula is wrong here: brute force disagrees with Theorem 1’s intervals at { $count ->
        [one] move
       *[other] moves
    } { $moves }.
bns-banner-first = First difference: { $diff }.
bns-banner-explain = The safe piles below are the brute-force ones; the formula’s intervals are drawn beside them for comparison.
bns-conditions-title = The conditions
bns-cond-one = blocks never decrease
bns-cond-two = at least one choice survives the blocks, and never fewer as the game goes on
bns-cond-weak-name = Summary
bns-cond-weak-and = and
bns-cond-weak = the summary’s weaker condition (Lemma 1’s inequalities)
bns-cond-holds = holds
bns-cond-fails = fails
bns-cond-at = at i = { $at }
bns-coverage-whole = Every sequence is constant from some i on, so these checks cover every move.
bns-coverage-part = Checked for i = 1 … { $indices } (a sequence here keeps changing, so no finite check covers every i).
bns-claims-title = The claims, tested
bns-claims-list = The paper’s claims
bns-verdict-holds = holds
bns-verdict-contradicted = contradicted
bns-verdict-not-applicable = not applicable

## The picture of safe piles

bns-picture-title = Safe and unsafe piles, move by move
bns-picture-explain = One row for each move <i>k</i>. A filled square: pile <i>n</i> is safe at move <i>k</i> by brute
    force (the player to move loses). The bracket under a row: Theorem 1’s safe interval [<i>A<sub>j</sub></i>, <i>B<sub>j</sub></i> − 1] for the sequences from move <i>k</i> on.
    Red: brute force and the formula disagree — there the formula is wrong.
    Drag across the picture to zoom in on some piles; double-click to see them all.
bns-picture-label = Safe piles by move
bns-legend-safe = safe (brute force)
bns-legend-unsafe = unsafe
bns-legend-interval = Theorem 1’s safe interval
bns-legend-diff = brute force and Theorem 1 disagree
bns-readout = Point at a row to read a pile. Drag across the picture to zoom in.
bns-readout-zoomed = Point at a row to read a pile. Drag across the picture to zoom in; double-click to see every pile again.
bns-readout-pile = Move { $move }, pile { $pile }: { $brute ->
        [safe] safe
       *[unsafe] unsafe
    } by brute force; Theorem 1: { $formula ->
        [safe] safe
       *[unsafe] unsafe
    }.
bns-readout-pile-interval = Move { $move }, pile { $pile }: { $brute ->
        [safe] safe
       *[unsafe] unsafe
    } by brute force; Theorem 1: { $formula ->
        [safe] safe
       *[unsafe] unsafe
    } (interval { $interval }).
bns-readout-pile-disagree = Move { $move }, pile { $pile }: { $brute ->
        [safe] safe
       *[unsafe] unsafe
    } by brute force; Theorem 1: { $formula ->
        [safe] safe
       *[unsafe] unsafe
    } — they disagree: the formula is wrong here.
bns-readout-pile-interval-disagree = Move { $move }, pile { $pile }: { $brute ->
        [safe] safe
       *[unsafe] unsafe
    } by brute force; Theorem 1: { $formula ->
        [safe] safe
       *[unsafe] unsafe
    } (interval { $interval }) — they disagree: the formula is wrong here.
bns-canvas-axis = pile n →
bns-canvas-move = move { $move }
bns-canvas-right = formula right
bns-canvas-wrong = formula wrong
bns-canvas-right-short = right
bns-canvas-wrong-short = wrong
bns-canvas-label = Safe piles { $from } to { $to } at moves 1 to { $rows }: brute force filled, Theorem 1's intervals as brackets; { $mismatches ->
        [one] { $mismatches } pile
       *[other] { $mismatches } piles
    } where they disagree
bns-scale-cells = One square per pile.
bns-scale-columns = Each pixel column covers about { $piles } piles; its shade is the share of safe piles.

## The runs table

bns-runs-title = Safe runs by brute force beside Theorem 1’s intervals
bns-runs-move = Move
bns-runs-brute = Safe piles by brute force
bns-runs-formula = Theorem 1’s safe intervals
bns-runs-verdict = Verdict
bns-runs-more = … and { $more } more
bns-runs-more-differ = … and { $more } more ({ $missing } of them differ)
bns-runs-none = none
bns-runs-same = the same
bns-runs-wrong = the formula is wrong here
bns-runs-first = first at { $diff }
bns-runs-weak-holds = Summary’s condition from move { $move }: holds
bns-runs-weak-fails = Summary’s condition from move { $move }: fails

## The formula box

bns-formula-title = Theorem 1’s formula at any pile
bns-formula-explain = The bounds <i>A<sub>j</sub></i> and <i>B<sub>j</sub></i> are sums of the sequences, so the
    formula answers at once even for 10<sup>18</sup> counters. It is a theorem only where its conditions hold;
    for piles and moves that brute force has solved above, its answer is shown beside.
bns-formula-pile = Pile <span class="math">n</span> (up to 10^18)
bns-formula-move = at move <span class="math">k</span>
bns-formula-quick =
    .aria-label = Example piles
bns-quick-try = Try:
bns-quick-paper = pile 15, move 3
bns-formula-enter-pile = Enter a pile: a whole number n ≥ 0 (10^18 works too).
bns-formula-enter-move = Enter a move number k ≥ 1.
bns-formula-answer = Theorem 1: pile <strong>{ $pile }</strong> at move { $move } is <strong class="b-formula-word">{ $safe ->
        [safe] safe
       *[unsafe] unsafe
    }</strong> ({ $safe ->
        [safe] the player to move loses
       *[unsafe] the player to move wins
    }).
bns-formula-interval = It lies in the { $safe ->
        [safe] safe
       *[unsafe] unsafe
    } interval <strong class="mono">[{ $from }, { $to }]</strong>{ $bounds } for the sequences from move { $move } on.
bns-formula-steps = The engine stepped through { $steps ->
        [one] { $steps } pair
       *[other] { $steps } pairs
    } of bounds (A_j, B_j) and, where the sequences are constant, jumped ahead by division.
bns-formula-beyond = Beyond the piles and moves solved above by brute force.
bns-formula-beyond-fails = Beyond the piles solved above, and conditions (1) and (2) fail here: the theorem does not promise this answer.
bns-formula-wrong = The formula is wrong here:
bns-formula-wrong-brute = brute force finds pile { $pile } at move { $move } { $safe ->
        [safe] safe
       *[unsafe] unsafe
    }.
bns-formula-agrees = Brute force agrees: pile { $pile } at move { $move } is { $safe ->
        [safe] safe
       *[unsafe] unsafe
    }.

## Play against the engine: the card

bns-play-title = Play against the engine
bns-play-intro = Every move has two steps: first the opponent of the player to move forbids up to
    <i>c<sub>k</sub></i> of the choices, then the player takes one of the rest. The engine forbids before your
    moves; you forbid before its moves.
bns-player = Blocking Nim against the engine
bns-start-pile-error = Start pile: { $error }
`;
