// The sentences the lesson "Cut The Knot's single-pile games" composes in its script, in English
// (its questions' prompts and choices, the verdicts' answers, reasons and clues, the live facts,
// captions and chips, the evidence under the students' conjectures). Maths is passed as text and
// stays as written: a rule "f(x) = 2x", a set "{1, 3, 4}", lists of piles, "G(4, 3) = 2", "H_6".
// Numbers over 999 come as text, as the lesson writes them. kind is P or N; hold, wins are yes or
// no. The engine's own sentences (text, why: its periods, rules, hints, claims) are the
// cut_the_knot catalogue's, or its English where they have no message yet.
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

## Pieces that several steps share

cut-the-knot-s-two = { $first } { $second }
cut-the-knot-s-set-minmax = Min { $min }, Max { $max }
cut-the-knot-s-set-named = the set { $set }
cut-the-knot-s-moves-exactly = exactly { $n } counters.
cut-the-knot-s-moves-range = at least { $min } and at most { $max } counters.
cut-the-knot-s-moves-from = a number of counters from { $set }.
cut-the-knot-s-moves-set = { $takes } counters.
cut-the-knot-s-empty-pile = No move is possible from an empty pile: G(0) = { $g }.
cut-the-knot-s-no-move-from = No move is possible from { $n }: G({ $n }) = 0.
cut-the-knot-s-verdict-wins = The engine’s verdict: the first player wins from { $n } by taking { $take }.
cut-the-knot-s-verdict-loses = The engine’s verdict: every first move from { $n } loses.
cut-the-knot-s-choice-p = P: the player to move loses
cut-the-knot-s-choice-n = N: the player to move wins
cut-the-knot-s-is-kind = { $kind ->
        [P] { $n } is a P-position
       *[N] { $n } is an N-position
    }
cut-the-knot-s-engine-for = the engine, for { $rule }: { $text }
cut-the-knot-s-for-rule = For { $rule }: { $text }
cut-the-knot-s-for-text = for { $set }: { $text }
cut-the-knot-s-none = none
cut-the-knot-s-not-above = { $n } is not above { $bound }.
cut-the-knot-s-none-upto = none up to { $upto }
cut-the-knot-s-pile-empty = pile: type the number of counters to start from.

## Step 2: P or N?

cut-the-knot-s-p-positions = S = { $list } (every S ≤ { $upto }).
cut-the-knot-s-multiples-hold = for { $set } the P-positions up to { $upto } are exactly the multiples of { $sum }
cut-the-knot-s-multiples-p-not = for { $set }, { $s } is a P-position and not a multiple of { $sum }
cut-the-knot-s-multiples-n = for { $set }, { $s } is a multiple of { $sum } but an N-position
cut-the-knot-s-paper-rule-fails = for { $set } (smallest take { $min }, largest { $max }): S = { $s } is { $kind ->
        [P] a P-position
       *[N] an N-position
    }, G({ $s }) = { $g }
cut-the-knot-s-paper-rule-agrees = for { $set }, with Min and Max its smallest and largest take, it agrees with the engine on S ≤ { $upto }
cut-the-knot-s-pn-8-prompt = A pile of 8; a move takes { $moves } Is 8 a P-position or an N-position?
cut-the-knot-s-pn-8-clue = Work upwards from 0: which small piles have no move at all? Then: can a move from 8 reach one of them?
cut-the-knot-s-p-window-prompt = Name a P-position S between { $lo } and { $hi }: a pile from which the player to move loses.
cut-the-knot-s-p-window-general = Look at the P-positions you found below { $lo }: do they come back at regular distances?
cut-the-knot-s-p-window-negative = A pile has 0 or more counters.
cut-the-knot-s-p-window-outside = { $n } is a P-position — true, but it is not between { $lo } and { $hi }: find one in that range.
cut-the-knot-s-p-window-n = { $n } is an N-position, the player to move wins: { $why }
cut-the-knot-s-none-between = none between { $lo } and { $hi }
cut-the-knot-s-p-between = The P-positions between { $lo } and { $hi }: { $list }.

## Step 3: Grundy numbers, the period and the paper's rule

cut-the-knot-s-strip-caption = G(S) for { $set }, S = 0 … { $upto }:
cut-the-knot-s-strip-top = Pile size
cut-the-knot-s-strip-bottom = Grundy number
cut-the-knot-s-strip-title-p = { $g } — a P-position
cut-the-knot-s-period-found = The engine finds the period: { $text } So G(S + { $period }) = G(S) for every S ≥ { $from }.
cut-the-knot-s-period-none = The engine finds no period: { $text }
cut-the-knot-s-rule-not-stated = Not stated for { $set }
cut-the-knot-s-rule-not-range = Bogomolny states the rule for One Pile, where the takes are one range Min … Max; this set is not one range.
cut-the-knot-s-rule-fails-at = The rule fails at S = { $s }
cut-the-knot-s-rule-holds-all = The rule holds for every S
cut-the-knot-s-rule-holds-upto = The rule holds for S = 0 … { $upto }
cut-the-knot-s-rule-here = Here Min = { $min }, Max = { $max }, Min + Max = { $sum }: P exactly when S mod { $sum } < { $min }.
cut-the-knot-s-g-14-answer = For { $set }: G(14) = { $g }; the largest Grundy number up to S = { $upto } is { $largest }.
cut-the-knot-s-period-is-sum = for { $set } the period is { $period } = { $min } + { $max }
cut-the-knot-s-period-is-not-sum = for { $set } the period is { $period }, and { $min } + { $max } = { $sum }
cut-the-knot-s-g-small-holds = for { $set } every G(S) up to { $upto } is 0, 1 or 2; G is at most the number of takes, { $count }
cut-the-knot-s-g-small-fails = for { $set }, { $g }
cut-the-knot-s-g-14-prompt = Predict G(14) for { $set }: the smallest number that is not the Grundy number of a pile one move away from 14.
cut-the-knot-s-g-14-general = List the piles one move away from 14 and their Grundy numbers (work up from 0), then take the smallest number missing.
cut-the-knot-s-g-14-reached = { $k } is the Grundy number of a pile one move away from 14, so it is not missing from the list.
cut-the-knot-s-g-14-not-smallest = { $k } is missing from the list, but it is not the smallest number missing.
cut-the-knot-s-g-14-why = From 14 a move reaches { $below }; the smallest number missing from these is { $g }.
cut-the-knot-s-g-14-no-move = No move is possible from 14, so G(14) = { $g }.
cut-the-knot-s-pn-big-prompt = A pile of 1 000 000 for { $set }: P or N? Use the period.
cut-the-knot-s-pn-big-screen = (The engine answers this without playing a single game.)
cut-the-knot-s-pn-big-answer = 1 000 000 is { $kind ->
        [P] a P-position
       *[N] an N-position
    } (G = { $g })
cut-the-knot-s-pn-big-why = So { $g }.
cut-the-knot-s-pn-big-clue = Find where 1 000 000 falls in the period: its remainder decides.

## Step 4: take-away games and Schwenk's H (H_j, m = 3 and the like are maths, as text)

cut-the-knot-s-fibonacci-upto = the engine’s H for 2x up to { $upto }: { $list }
cut-the-knot-s-fibonacci = the engine’s H for 2x: { $list }
cut-the-knot-s-same-h = the engine finds the same H for both up to { $upto }: { $list } — Bogomolny calls it a surprise
cut-the-knot-s-other-h = x gives { $a }; 2x − 1 gives { $b }
cut-the-knot-s-h-prompt = For { $rule }, H begins { $list }. Predict the next member, { $member }.
cut-the-knot-s-h-step = { $sum }: { $m } is the smallest j with { $bound }.
cut-the-knot-s-h-general = Find the smallest j with { $bound }, then add { $add } to { $last }.
cut-the-knot-s-h-not-above = { $n } is not above { $last }: each new member is larger than the one before.
cut-the-knot-s-h-earlier = { $n } is { $last } plus an earlier member, but not the one the rule picks: the smallest j with { $bound }.

## Step 5: remove the rightmost 1

cut-the-knot-s-repr-empty = Type a whole number N ≥ 1.
cut-the-knot-s-move-answer = From { $n } for { $rule }:
cut-the-knot-s-move-prompt = A pile of { $n }, the first move anything up to { $most }, { $rule }. How many counters do you take to win?
cut-the-knot-s-first-move-range = The first move takes 1 to { $most }.
cut-the-knot-s-move-clue = Type { $n } above and look at the rightmost 1.
cut-the-knot-s-first-move-not-all = The first move takes 1 to { $most } (not the whole pile).
cut-the-knot-s-taking-leaves = Taking { $k } leaves { $left }, and from there the engine wins.
cut-the-knot-s-move-take = take { $take } (the smallest winning move)
cut-the-knot-s-every-move-loses = every move loses here

## Step 6: Grundy values and a row of piles

cut-the-knot-s-start-caption = G(N, N − 1) for { $rule }, N = 1 … { $upto }:
cut-the-knot-s-start-title-losing = { $g } — a losing start
cut-the-knot-s-rows-caption = G(N, x) for { $rule }, N ≤ { $upto }: rows N, columns x (the most that may be taken).
cut-the-knot-s-sum-answer = For { $rule } and piles { $piles }: { $why }
cut-the-knot-s-ordinary-sum = for { $rule }, piles { $a } and { $b } have G = { $g } each: the sum is { $sum }, the nim-sum { $nimsum }, and the engine says the player to move { $wins ->
        [yes] wins
       *[no] loses
    }
cut-the-knot-s-no-two-share = for { $rule } no two starts up to { $upto } share a Grundy number other than 0
cut-the-knot-s-no-losing-start = for { $rule } there is no losing start above 1 to try
cut-the-knot-s-row-wins = for { $rule } the row { $row } has nim-sum { $nimsum }, and the engine says the player to move wins
cut-the-knot-s-row-loses = for { $rule } the losing starts { $row } each have G = 0, so the nim-sum is { $nimsum }, and the engine says the player to move loses
cut-the-knot-s-pile-choice = pile { $i } ({ $n } counters)
cut-the-knot-s-nim-sum-prompt = Piles { $piles }, each a take-away game with { $rule }. What is the nim-sum G(4, 3) ⊕ G(6, 5) ⊕ G(9, 8)?
cut-the-knot-s-nim-sum-general = Read the three Grundy numbers in the strip above, write them in binary and add each column without carrying.
cut-the-knot-s-nim-sum-ordinary = { $n } is the ordinary sum; the nim-sum adds in binary without carrying.
cut-the-knot-s-nim-sum-why = { $gs }; in binary { $binary }, that is { $nimsum }.
cut-the-knot-s-sum-pile-prompt = It is your move in that row. From which pile do you take to win?
cut-the-knot-s-sum-pile-none = none: every move loses
cut-the-knot-s-sum-pile-answer = pile { $piles }
cut-the-knot-s-sum-pile-zero = none: the nim-sum is already 0
cut-the-knot-s-sum-pile-clue = A winning move makes the nim-sum 0: which pile’s Grundy number can be changed into the nim-sum of the other two?
cut-the-knot-s-sum-take-prompt = And how many counters do you take from the pile you chose?
cut-the-knot-s-sum-take-best = take { $take } from pile { $pile }
cut-the-knot-s-no-move-wins = no move wins
cut-the-knot-s-sum-take-choose = Choose a pile in the question above first.
cut-the-knot-s-sum-take-range = From pile { $pile } you may take 1 to { $max }.
cut-the-knot-s-sum-take-zero = Taking { $k } from pile { $pile } leaves Grundy numbers { $sum }: the nim-sum is 0, so the opponent loses.
cut-the-knot-s-sum-take-leaves = Taking { $k } from pile { $pile } leaves Grundy numbers { $sum }.
cut-the-knot-s-sum-take-clue = Taking { $k } gives pile { $pile } the Grundy number { $g }, and the nim-sum becomes { $nimsum }. After your move the nim-sum must be 0: pile { $pile } must get Grundy number { $target } (the nim-sum of the other piles).

## Step 7: change the rule

cut-the-knot-s-set-summary = the P-positions are S = { $list }; { $period }
cut-the-knot-s-summary-rule-holds = Bogomolny’s rule (P exactly when S mod { $cycle } < { $min }) holds.
cut-the-knot-s-summary-rule-fails = Bogomolny’s rule (P exactly when S mod { $cycle } < { $min }) fails at S = { $s }.
cut-the-knot-s-summary-rule-not-stated = Bogomolny’s rule is not stated for it (not one range).
cut-the-knot-s-f-summary = { $h }; the losing starts (brute force) are { $losing }; Schwenk’s hypotheses { $hold ->
        [yes] hold
       *[no] fail
    }; { $agree }.
cut-the-knot-s-h-equals-losing = H equals the losing starts up to { $upto }
cut-the-knot-s-h-not-losing = H is not the set of losing starts: { $why }
cut-the-knot-s-rule-answer-set = For { $set }: the smallest P-position above 10 is { $p }.
cut-the-knot-s-rule-answer-f = For { $rule }: the smallest losing start above 20 is { $start }.
cut-the-knot-s-beyond-table = beyond the table
cut-the-knot-s-beyond = beyond { $upto }
cut-the-knot-s-faster-fewer = up to { $upto }: { $three } losing starts for 3x, { $two } for 2x
cut-the-knot-s-p-rule-prompt = For { $set }: what is the smallest P-position above 10?
cut-the-knot-s-p-rule-general = Work upwards from 0 with the mex rule, or look for the period.
cut-the-knot-s-p-rule-smaller = { $n } is a P-position — but there is a smaller one above 10.
cut-the-knot-s-p-rule-n = { $n } is an N-position: { $why }
cut-the-knot-s-p-rule-why = The P-positions for { $set }: { $list }.
cut-the-knot-s-lose-rule-prompt = For { $rule }: what is the smallest starting pile above 20 from which the first player loses?
cut-the-knot-s-lose-rule-general = Build H for this f, then check it against the game — Schwenk’s hypotheses may not hold.
cut-the-knot-s-lose-rule-smaller = The first player loses from { $n } — but there is a smaller such start above 20.
cut-the-knot-s-lose-rule-wins = From { $n } the first player wins (the engine’s winning first move: take { $take }).
cut-the-knot-s-lose-rule-why = The losing starts for { $rule } (every game tried): { $list }.
cut-the-knot-s-type-one = or type one:{" "}
cut-the-knot-s-set-input =
    .aria-label = Your own set of takes
    .placeholder = e.g. 2..6 or 1, 4
cut-the-knot-s-rule-input =
    .aria-label = Your own f(x)
    .placeholder = your own f(x)
cut-the-knot-s-set-chip =
    .title = takes { $set }
cut-the-knot-s-note-applet = the applet
cut-the-knot-s-note-not-range = not a range
cut-the-knot-s-note-fibonacci = Fibonacci Nim
cut-the-knot-s-note-no-more-than = no more than
cut-the-knot-s-note-less-than-twice = less than twice

## Step 8: where Schwenk's claims fail

cut-the-knot-s-counter-in-h = For { $rule }, { $pile } is in H, yet the engine’s brute force finds that the first player wins from { $pile }. Below, a pile of { $pile } against the perfect engine: Schwenk’s H says you lose — find the win.
cut-the-knot-s-counter-not-in-h = For { $rule }, { $pile } is not in H, yet the engine’s brute force finds that the first player loses from { $pile }. Below, a pile of { $pile } against the perfect engine: Schwenk’s H says you win — try.
cut-the-knot-s-counter-agree = For { $rule }, H and the losing starts agree on every N ≤ { $upto }. Below, a pile of { $pile }, a member of H, against the perfect engine.
cut-the-knot-s-contradicted = contradicted: { $why }
cut-the-knot-s-h-losing-prompt = For { $rule }: is H exactly the set of starting piles from which the first player loses?
cut-the-knot-s-yes = Yes
cut-the-knot-s-no = No
cut-the-knot-s-tried-wins = The engine tried every game from { $n }: the first player wins by taking { $take }, although { $n } is in H.
cut-the-knot-s-tried-loses = The engine tried every game from { $n }: every first move loses, although { $n } is not in H.
cut-the-knot-s-yes-upto = yes, on every N ≤ { $upto }
cut-the-knot-s-no-because = no: { $why }
cut-the-knot-s-h-losing-clue = Compare H with the piles you cannot win from: build H for this f, then try the smallest members in the game.
cut-the-knot-s-rightmost-prompt = For { $rule }: from a start of { $start }, does removing the rightmost 1 win?
cut-the-knot-s-yes-wins = Yes, it wins
cut-the-knot-s-no-loses = No, it loses
cut-the-knot-s-no-rightmost = there is no rightmost 1 here
cut-the-knot-s-write-with-h = Write the pile with H first.
cut-the-knot-s-yes-take = yes: take { $take }
cut-the-knot-s-no-taking = no: taking { $take } loses
cut-the-knot-s-rightmost-clue = After taking the smallest part, how much may the opponent take, and what does the engine say about the pile left?
`;
