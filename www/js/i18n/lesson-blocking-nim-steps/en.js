// The sentences the Blocking Nim lesson's script composes (www/js/families/blocking/lessons/
// blocking-nim/), in English: its questions, verdicts, live facts and conjectures, for the
// sequences chosen now. Variables: a count in prose is a number (pluralise it where the language
// needs); maths is text, written as it stands in every language: $rule is the sequences
// ("c = 0, 1, 2, 2, 2, …; m = …; M = …"), $least, $most, $blocks, $bound, $c, $values, $second and
// $next terms of the sequences ("m_3 = 5", "c₂", "(M₁ − c₁) + (m₂ + c₂)"), $interval an interval
// ("[0, 4]"); $runs, $starts and $bounds are lists already joined in the page's language ("0, 7 to
// 12 and 22 to 27"), $run a run ("7 to 12", this file's blocking-nim-s-run); $safe, $first, $then,
// $blocks and $without are "safe" or "unsafe" (choose the words), $claim "sufficiency" or
// "necessity", $verdict "holds", "contradicted" or "not-applicable", $index 0 to 4 (an ordinal);
// $why, $diff, $error, $intervals, $found, $before, $after, $verdicts and $nth are sentences or
// phrases put in whole (the engine's reasons, or another message of this file or of the section's
// catalogue); a pile the student typed ($n, $pile in the clues) comes as typed.
export const ftl = String.raw`
## Glossary: the fixed terms, as every catalogue names them.

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

## Shared words: runs, the engine's reasons, the choices

blocking-nim-s-run = { $from } to { $to }
blocking-nim-s-then = { $before }, then { $after }
blocking-nim-s-and-also = { $before }; { $after }
blocking-nim-s-game-over = { $why }.
blocking-nim-s-engine-forbids = The engine, forbidding for the opponent there: “{ $why }”
blocking-nim-s-choice-safe = Safe: the player to move loses
blocking-nim-s-choice-unsafe = Unsafe: the player to move wins
blocking-nim-s-none-up-to = none up to { $upto }

## Step 1: play a few games

blocking-nim-s-move-3 = At move { $move }, for example, the player to move takes between { $least } and { $most } counters, and the opponent may first forbid up to { $blocks } of those { $count } choices.
blocking-nim-s-play-start = from a pile of { $pile } at move { $move } the first player { $safe ->
        [safe] loses against best play: the pile is safe
       *[unsafe] wins with best play: the pile is unsafe
    } (brute force).
blocking-nim-s-first-wins-false = for { $rule }: pile { $pile } is safe at move { $move }, so the first player loses from it
blocking-nim-s-first-wins-true = for { $rule } no pile from { $from } to { $upto } is safe at move { $move }

## Step 2: safe piles, move by move

blocking-nim-s-safe-list = { $runs } (every pile up to { $upto } tried).
blocking-nim-s-safe-list-none = none (every pile up to { $upto } tried).
blocking-nim-s-small-safe-false = pile { $pile } is unsafe at move { $move }, below { $bound }
blocking-nim-s-small-safe-true = for { $rule }: at moves 1 to { $moves } every pile below { $bounds } is safe — there the opponent can forbid every choice
blocking-nim-s-same-every-move-false = pile { $pile } is { $first ->
        [safe] safe
       *[unsafe] unsafe
    } at move 1 but { $then ->
        [safe] safe
       *[unsafe] unsafe
    } at move { $move }
blocking-nim-s-same-every-move-true = for { $rule } moves 1 to { $moves } have the same safe piles up to { $upto }
blocking-nim-s-is-safe = Is a pile of { $pile } safe at move { $move }?
blocking-nim-s-pile-is = pile { $pile } is { $safe ->
        [safe] safe
       *[unsafe] unsafe
    } at move { $move }
blocking-nim-s-brute-pile-is = Brute force: pile { $pile } at move { $move } is { $safe ->
        [safe] safe
       *[unsafe] unsafe
    }.
blocking-nim-s-clue-safe-15-3 = List the takes allowed at move { $move } from { $pile }. Which of them leave a pile that is safe at move { $next } — and how many can the opponent forbid?
blocking-nim-s-clue-safe-4-2 = Which takes are allowed at move { $move } from { $pile }, and what does each leave for move { $next }? Count the winning takes against { $c }.

## Step 3: predict the next safe pile (and step 5, for the sequences chosen)

blocking-nim-s-next = At move { $move } the safe piles begin { $runs }. What is the next safe pile at move { $move } after { $after }?
blocking-nim-s-next-rule = For { $rule }: at move { $move } the safe piles begin { $runs }. What is the next safe pile at move { $move } after { $after }?
blocking-nim-s-type-0 = (Type 0 if there is none up to { $upto }.)
blocking-nim-s-next-why-none = Brute force: every pile from { $from } to { $upto } is unsafe at move { $move }.
blocking-nim-s-next-why-gap = Brute force: piles { $from } to { $to } are unsafe at move { $move }, and pile { $pile } is safe.
blocking-nim-s-next-why = Brute force: pile { $pile } is safe.
blocking-nim-s-clue-general = From a pile just above { $after }, which takes leave a pile that is safe at move { $next }? Are there more of them than { $c }, the most the opponent may forbid?
blocking-nim-s-clue-there-is = There is a safe pile after { $after } up to { $upto }.
blocking-nim-s-clue-not-above = { $n } is not above { $after }: the question asks for the first safe pile after { $after }.
blocking-nim-s-clue-beyond = { $n } is beyond the piles the engine tried here (up to { $upto }).
blocking-nim-s-clue-not-first = Pile { $pile } is safe at move { $move } — but it is not the first safe pile after { $after }: there is a smaller one.
blocking-nim-s-clue-unsafe = Pile { $pile } is unsafe at move { $move }.
blocking-nim-s-clue-too-few = Try a pile where the player to move has too few winning takes.
blocking-nim-s-too-few-runs = too few safe runs up to { $upto } to say: { $runs }
blocking-nim-s-even-runs-true = up to { $upto } the runs after the first start at { $starts }, every { $gap } piles
blocking-nim-s-even-runs-false = up to { $upto } the runs after the first start at { $starts }
blocking-nim-s-same-length-true = up to { $upto } each run has { $length ->
        [one] { $length } pile
       *[other] { $length } piles
    }
blocking-nim-s-same-length-false = up to { $upto } the runs are { $runs }

## Step 4: the strategy, where the safe runs are

blocking-nim-s-conditions-apply = { $one }; { $two }. So Theorem 1 applies.
blocking-nim-s-conditions-fail = { $one }; { $two }. So Theorem 1 promises nothing here: compare below.
blocking-nim-s-challenge-safe = The engine’s verdict (brute force): the pile is safe at move { $move } — the first player cannot win against best play. Watch how it forbids.
blocking-nim-s-challenge-unsafe = The engine’s verdict (brute force): the pile is unsafe at move { $move } — the first player can win, but only with exact takes and exact blocks.
blocking-nim-s-formula-exact-false = for { $rule } the formula is wrong at { $diff }
blocking-nim-s-formula-exact-true = for { $rule } they agree at moves 1 to { $moves }, piles up to { $upto }
blocking-nim-s-shrunk-none = for { $rule } there is no such game: { $error }
blocking-nim-s-shrunk-false = for { $rule } pile { $pile } at move { $move } is { $blocks ->
        [safe] safe
       *[unsafe] unsafe
    } with blocks but { $without ->
        [safe] safe
       *[unsafe] unsafe
    } without
blocking-nim-s-shrunk-true = for { $rule } both games have the same safe piles at moves 1 to { $moves }, piles up to { $upto }
blocking-nim-s-ordinal = { $index ->
        [0] first
        [1] second
        [2] third
        [3] fourth
       *[other] fifth
    }
blocking-nim-s-run-4 = Use the rule above: where does the { $nth } safe run at move { $move } begin? The second begins at { $second }; each later run adds the next two brackets, { $next }, and so on.
blocking-nim-s-interval = { $safe ->
        [safe] safe
       *[unsafe] unsafe
    } { $run }
blocking-nim-s-run-4-clue = Read { $values } and the next values in the table of step { $step }, and add the brackets one by one.
blocking-nim-s-run-4-before = { $n } is where the { $nth } safe run begins, not the { $asked }: add the next two brackets.
blocking-nim-s-run-4-short = { $n } is one short: the run begins right at the sum of the brackets.
blocking-nim-s-run-4-inside = { $n } lies inside that safe run, but it is not where the run begins.
blocking-nim-s-run-4-no-run = the formula gives no such run
blocking-nim-s-run-4-answer = the { $nth } safe run begins at { $start }
blocking-nim-s-run-4-why = Theorem 1 at move { $move }, from pile { $pile } up: { $intervals }. The { $nth } safe run found by trying every game: { $found }.
blocking-nim-s-huge = Use Theorem 1’s formula: is a pile of { $pile } safe at move { $move }? (Brute force cannot reach it.)
blocking-nim-s-formula-says = the formula says { $safe ->
        [safe] safe
       *[unsafe] unsafe
    }
blocking-nim-s-huge-why = Theorem 1: { $pile } lies in the { $safe ->
        [safe] safe
       *[unsafe] unsafe
    } interval { $interval } at move { $move } (the engine stepped through { $steps } pairs of bounds and jumped ahead where the sequences are constant).
blocking-nim-s-huge-sure = Conditions (1) and (2) hold for these sequences, so Theorem 1 guarantees it.
blocking-nim-s-huge-unsure = Conditions (1) and (2) fail for these sequences: this is only what the formula says, not a theorem.
blocking-nim-s-huge-clue = Where the sequences are constant, the intervals repeat with a fixed period: find it, then divide.

## Step 5: change the rule

blocking-nim-s-safe-move-1 = { $runs } (brute force).
blocking-nim-s-theorem-now-wrong = { $rule }: The formula is wrong here, first at { $diff }.
blocking-nim-s-theorem-now-right = { $rule }: Theorem 1’s intervals are exactly the safe piles at moves 1 to { $moves } (piles up to { $upto }).
blocking-nim-s-brute-safe-piles = brute force: the safe piles up to { $upto } are { $runs }
blocking-nim-s-brute-pile = brute force: pile { $pile } is { $safe ->
        [safe] safe
       *[unsafe] unsafe
    }
blocking-nim-s-multiples = brute force: the safe piles up to { $upto } are the multiples of { $n }
blocking-nim-s-not-multiples = brute force: pile { $pile } is { $safe ->
        [safe] safe
       *[unsafe] unsafe
    }; the safe piles are { $runs }, …
blocking-nim-s-example = Example { $name }
blocking-nim-s-use-example = Use Example { $name }: { $rule }

## Step 6: the paper's summary, tested

blocking-nim-s-claim-verdict = { $claim ->
        [sufficiency] sufficiency
       *[necessity] necessity
    } — { $verdict ->
        [holds] holds
        [contradicted] contradicted
       *[not-applicable] not tested here
    }
blocking-nim-s-summary-now = { $verdicts }.
blocking-nim-s-claim-false = for { $rule } (piles up to { $upto }, moves 1 to { $moves }): { $why }
blocking-nim-s-claim-true = no counterexample on the { $count } sets of sequences where it applies (the examples and the sequences chosen now; piles up to { $upto }, moves 1 to { $moves })
blocking-nim-s-summary-holds = For { $rule }: the weaker condition holds at every move. Predict: are the formula’s runs exactly the safe piles at moves 1 to { $moves }?
blocking-nim-s-summary-fails = For { $rule }: the weaker condition fails ({ $why }). Predict: are the formula’s runs exactly the safe piles at moves 1 to { $moves }?
blocking-nim-s-summary-yes = Yes, the runs are the safe piles
blocking-nim-s-summary-no = No, trying every game finds other safe piles
blocking-nim-s-yes = yes
blocking-nim-s-no = no
blocking-nim-s-summary-wrong = The formula is wrong at { $diff }.
blocking-nim-s-summary-right = Brute force agrees with the intervals at moves 1 to { $moves }, piles up to { $upto }.
blocking-nim-s-summary-clue = Try the smallest piles at move { $move } by hand: for each, count the winning takes against { $c }.
`;
