// The periodic move-function section's words in English (www/js/families/move_fn/periodic/:
// section.js and its views). Project Fluent; core/i18n.js reads it (core/ftl.js, without Fluent's
// library, in English). Maths stays as written in every language: f, games, bases, sums and
// formulas are passed as text.
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

## The first card: the rules, f(n, x) and t

mfs-p-doc-title = Nim Lab — periodic f(n, x): several games, several bases
mfs-p-title = Periodic move function <span class="math">f(n, x)</span>
mfs-p-intro-rule = After your opponent takes <i>x</i> counters from a pile of <i>n</i> (the pile size <em>before</em> that
    move), you may take at most <i>f</i>(<i>n</i>, <i>x</i>). The function repeats in <i>n</i> with period
    <i>t</i>: <i>f</i>(<i>n</i> + <i>t</i>, <i>x</i>) = <i>f</i>(<i>n</i>, <i>x</i>).
    <strong class="mod-note">n is read mod t:</strong> the engine evaluates <i>f</i> at <i>n</i> mod <i>t</i>, so in
    the expression <i>n</i> is always one of 0, 1, …, <i>t</i> − 1. The first move may take at most a given maximum.
mfs-p-intro-games = There are <i>t</i> games <i>G</i><sub>0</sub>, …, <i>G</i><sub><i>t</i>−1</sub>: game <i>G<sub>i</sub></i> uses
    <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>), where <i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i>.
    <i>G</i><sub>0</sub> is the game itself; the others are needed to solve it, because after taking a base member
    <i>b</i> from game <i>G<sub>i</sub></i> the rest of the pile behaves like game <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>.
    Each game gets its own base <i>B<sub>i</sub></i>.
    Paper: <a data-l10n-name="paper">Holshouser &amp; Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, EJC 13 (2006) #N7</a>.
mfs-p-presets-group =
    .aria-label = Example periodic move functions
mfs-p-example2 = Example 2
mfs-p-note-paper = the paper, { $t }
mfs-p-note-fibonacci = { $t }: Fibonacci nim
mfs-p-note-fails-2 = fails condition (2)
mfs-p-note-theorem1-fails = Theorem 1 fails
mfs-p-f-read = Read as { $f }, with n read mod { $t } (n is one of { $residues })
mfs-p-f-read-monotone = Read as { $f }, with n read mod { $t } (n is one of { $residues }) — non-decreasing in x (proved from its form)
mfs-p-still-showing = The results below are still those for { $rule }.
mfs-p-progress-label = Computing the games
mfs-p-progress = Computing { $gs } and the bases for n ≤ { $upto } { $where ->
        [worker] in the background
       *[page] on this page
    }: { $pct }%
mfs-p-cancel = Cancel
mfs-p-cancelled = Cancelled.
mfs-p-cancelled-showing = Cancelled. Still showing { $rule }, for n ≤ { $upto }.
mfs-p-failure = Could not compute the games for { $rule }, up to { $upto }: { $message }

## The cards' headings and explanations

mfs-p-theorems-title = Checking the theorems
mfs-p-results-for = for
mfs-p-example2-title = Example 2 of the paper, member by member
mfs-p-table-title = Smallest winning moves <span class="math">g<sub>i</sub>(n)</span>
mfs-p-table-explain = From a pile of <i>n</i> in game <i>G<sub>i</sub></i> you win exactly when you may take at least
    <i>g<sub>i</sub></i>(<i>n</i>) counters (Algorithm 1 of the paper, computed directly).
mfs-p-legend-base = <i>n</i> is a member of the base <i>B<sub>i</sub></i> of that column’s game
mfs-p-bases-title = The bases <span class="math">B<sub>0</sub>, …, B<sub>t−1</sub></span> and <span class="math">Θ</span>
mfs-p-bases-explain = Built together as before Theorem 2: <i>b<sub>i,k+1</sub></i> = <i>b<sub>ik</sub></i> + the smallest
    member <i>b</i> of <i>B</i><sub><i>i</i> ⊕ <i>b<sub>ik</sub></i></sub> with Θ(<i>b</i>) = <i>b</i> and
    <i>f</i>(<i>i</i> ⊕ <i>b<sub>ik</sub></i> ⊕ <i>b</i>, <i>b</i>) ≥ Θ<sub><i>i</i></sub>(<i>b<sub>ik</sub></i>).
    Θ<sub><i>i</i></sub>(<i>b</i>) is the smallest winning move from a pile of <i>b</i> in <i>G<sub>i</sub></i>.
mfs-p-repr-title = Writing <span class="math">n</span> with several bases
mfs-p-repr-explain = In game <i>G<sub>i</sub></i>: take the largest member <i>b</i> of <i>B<sub>i</sub></i> below
    <i>n</i>; the rest <i>n</i> − <i>b</i> is written in the base of game <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>, and so on,
    until the rest is itself a member of a base. Theorems 1 and 2: the winning move is Θ of that last part.
mfs-p-game-label = Game
mfs-p-pile-label = Pile <span class="math">n</span>
mfs-p-repr-quick =
    .aria-label = Example values of n
mfs-p-try = Try:
mfs-p-repr-empty = Enter a whole number n ≥ 1.
mfs-p-play-title = Play against the engine
mfs-p-start-pile = Start pile
mfs-p-first-move = First move
mfs-p-share-game = The game { $game }

## The theorem checks

mfs-p-t2-holds = Theorem 2 holds on 1 … { $upto } in every game { $games }
mfs-p-t2-fails-at = Theorem 2 fails first in { $game } at n = { $n }
mfs-p-t2-fails = Theorem 2 fails
mfs-p-t2-what = Any periodic f. Claim: at every member b of B<sub>i</sub>, g<sub>i</sub>(b) = Θ<sub>i</sub>(b); between members,
    g<sub>i</sub>(n) = g<sub>i ⊕ b</sub>(n − b) for the largest member b below n.
mfs-p-t2-detail = Algorithm 1 gives { $g }, but the bases predict { $predicted }.
mfs-p-condition = Condition (2):
mfs-p-status-proved = proved
mfs-p-status-checked = checked
mfs-p-status-fails = fails
mfs-p-status-fails-at = fails at n = { $n }, x = { $x }
mfs-p-not-promised = (condition (2) fails, so the theorem does not promise this)
mfs-p-nothing-to-check = nothing to check on 1 … { $upto } (no case meets its “if”)
mfs-p-holds-on = holds on 1 … { $upto } ({ $count ->
        [one] { $shown } case checked
       *[other] { $shown } cases checked
    })
mfs-p-outcome-fails = fails:
mfs-p-counterexample-found = counterexample found
mfs-p-conclusion = Conclusion { $name }.
mfs-p-t1-not-apply = Theorem 1 does not apply: condition (2) fails
mfs-p-t1-holds = Theorem 1 applies, and its conclusions hold on 1 … { $upto }
mfs-p-t1-fails = Theorem 1’s conclusions fail although condition (2) holds
mfs-p-t1-what = Needs condition (2). Its bases use no Θ: b<sub>i,k+1</sub> = b<sub>ik</sub> + the smallest member b of
    B<sub>i ⊕ b_ik</sub> with f(i ⊕ b<sub>ik</sub> ⊕ b, b) ≥ b<sub>ik</sub>.
mfs-p-t1-same = Here they are the same bases as Theorem 2’s.
mfs-p-t1-differ = Here they differ from Theorem 2’s bases.
mfs-p-applied-anyway = Theorem 1 applied anyway, to the bases built as it says —
    <strong>condition (2) fails, so the theorem does not promise any of this:</strong>
mfs-p-conclusions = Conclusions of Theorem 1

## Example 2 of the paper

mfs-p-ex2-heading = { $base } (game { $game })
mfs-p-ex2-region = { $base } against the paper
mfs-p-ex2-computed = computed
mfs-p-ex2-paper = paper
mfs-p-ex2-value = value
mfs-p-ex2-agrees = agrees
mfs-p-ex2-differs = differs
mfs-p-ex2-explain = The paper states B<sub>0</sub> and B<sub>1</sub> for f(n, 3) = 4 when n is odd, f(n, x) = 2x otherwise (t = 2),
    through the Fibonacci numbers F<sub>0</sub> = 1, F<sub>1</sub> = 2, F<sub>2</sub> = 3, F<sub>3</sub> = 5, … (the paper counts
    from F<sub>0</sub> = 1). Each computed member is set against the formula.
mfs-p-ex2-all-agree = All { $shown } members agree with the paper.
mfs-p-ex2-some-differ = { $differ } of { $shown } members differ from the paper.

## The table of g_i(n) and the bases

mfs-p-previous = Previous page
mfs-p-next = Next page
mfs-p-goto = Go to n
mfs-p-table-region = The table of values
mfs-p-table-range = n = { $from } … { $to } of { $upto }
mfs-p-cell = { $g } in game { $game }
mfs-p-cell-base = { $g } in game { $game } — { $n } is in { $base }
mfs-p-cell-in-base = (in { $base })
mfs-p-table-caption = g_i(n) for n from { $from } to { $to }, one column per game { $games }
mfs-p-member-self = { $b } is in { $base } and { $theta }
mfs-p-member = { $b } is in { $base }, { $theta }
mfs-p-members-more = … { $count } more …
mfs-p-base-game = for game { $game }
mfs-p-base-size = { $count ->
        [one] { $shown } member
       *[other] { $shown } members
    } ≤ { $upto }
mfs-p-base-finite = finite (ends here)
mfs-p-base-other-theta = { $shown } with Θ ≠ b
mfs-p-members-region = Members of { $base } in increasing order
mfs-p-legend-self = Θ(b) = b: taking all b counters wins
mfs-p-legend-other = Θ(b) < b (value shown): take Θ(b)

## The representation of n

mfs-p-block = { $member } is a member of { $base } (game { $game })
mfs-p-block-in = in { $base }
mfs-p-flag-take = take { $take }
mfs-p-chain-label = The parts, each in the base of its game: { $parts }
mfs-p-chain-part = { $member } in { $base }
mfs-p-chain-then = , then
mfs-p-step-start = start in game { $game }
mfs-p-step-next = , then { $step }
mfs-p-winning = Smallest winning move: take { $take } (it wins when the current maximum allows it)
mfs-p-winning-theta = Smallest winning move: take { $take } = { $theta }, from the last part (it wins when the current maximum allows it)
`;
