// Cut The Knot's sentences that only its analyses show, in English: exactly the templates of
// ANALYSIS in src/games/cut_the_knot/messages.rs (a Rust test compares): the subtraction
// analysis' period of G and checks of the paper's rule, the take-away analysis' hypotheses and
// claims, and the representation of a pile by Schwenk's H. The playground's section and the lesson
// load this part; a course page's game does not. See core/i18n.js.
export const ftl = String.raw`
ck-period-start = G is periodic from the start with period { $q }.
ck-period-from = G is periodic from S = { $p } on with period { $q } (pre-period { $p }): the window of { $s ->
        [one] { $s } value
       *[other] { $s } values
    } at S = { $m } returns at S = { $n }.
ck-period-none = No period found for S ≤ { $upto }: no window of { $s ->
        [one] { $s } value
       *[other] { $s } values
    } repeated.
ck-rule-contradicted = Contradicted at S = { $s }: G({ $s }) = { $g }, against { $statement }.
ck-rule-p = the rule "P exactly when S mod { $cycle } < { $min }"
ck-rule-formula = the closed form ⌊(S mod { $cycle }) / { $min }⌋
ck-rule-for-all = Holds for every S: checked on 0..{ $end }, which covers a whole period of G and of the rule.
ck-rule-holds = Holds for S = 0..{ $end }.
ck-hyp-rising-proved = f is non-decreasing (proved from its form).
ck-hyp-rising-fails = f is not non-decreasing: f({ $next }) = { $fnext } < f({ $x }) = { $fx }.
ck-hyp-rising-checked = f is non-decreasing on 1..{ $upto } (checked).
ck-hyp-at-least-x-fails = f(x) ≥ x fails: f({ $x }) = { $fx } < { $x }.
ck-hyp-at-least-x-checked = f(x) ≥ x on 1..{ $upto } (checked).
ck-claim-contradicted = Contradicted: { $why }.
ck-claim-h-losing = H equals the losing starts (brute force) on 1..{ $upto }.
ck-claim-h-base = H equals B_f on 1..{ $upto }.
ck-claim-base-losing = g(N) = N exactly at the losing starts on 1..{ $upto }.
ck-claim-unique = Every N ≤ { $upto } has exactly one representation.
ck-claim-converse = The only increasing sequence that represents every N ≤ { $upto } exactly once is H.
ck-claim-strategy = Removing the smallest term wins from every start N ≤ { $upto } not in H.
ck-in-not-in = N = { $n } is in { $inside } but not in { $outside }
ck-set-losing = the losing starts
ck-set-forced = the forced sequence
ck-count-none = N = { $n } has no representation by H
ck-count-none-forced = N = { $n } has no representation by it
ck-count-one = N = { $n } has one representation, { $sum }
ck-count-two = N = { $n } has two representations by H: { $a } and { $b }
ck-count-two-forced = N = { $n } has two representations by it: { $a } and { $b }
ck-converse-fails = no increasing sequence has unique representations up to { $upto }: the only candidate (1, { $second }, …) gives { $count }
ck-strategy-no-rep = N = { $n } has no representation by H (H stops at { $last }), so there is no rightmost 1 to remove
ck-strategy-loses = from N = { $n } = { $sum }, taking the smallest term { $t } leaves ({ $left }, f({ $t }) = { $ft }), which the opponent wins
ck-st-h-losing = H is the set of losing starting piles
ck-st-h-base = H is the base B_f of the move-function game (Holshouser & Reiter 2003)
ck-st-base-losing = The losing starts are the N with g(N) = N in the move-function game
ck-st-unique = Every N has exactly one representation t_1 + … + t_r by H with f(t_i) < t_(i+1)
ck-st-converse = An increasing sequence with unique representations must be H
ck-st-strategy = From a start not in H, removing the rightmost 1 (the smallest term) wins
ck-rep-in-h = { $n } = H_{ $k } is in H: a losing start — every first move lets the opponent win.
ck-rep-take = { $n } = { $sum }: remove the rightmost 1, i.e. take { $t }. The opponent may then take at most f({ $t }), too little to remove the next 1.
ck-rep-note = { $text } Note: { $stop }.
ck-rep-broken = { $text } The greedy sum breaks the rule f(t_i) < t_(i+1), so this is not a Schwenk representation (his hypotheses fail for this f).
ck-rep-loses = { $n } = { $sum }, but here taking the rightmost 1 ({ $t }) loses: it leaves { $left } with up to f({ $t }) = { $ft } to take, and { $left } needs only a move of g = { $g } to win (by the move-function game). Schwenk's strategy needs his hypotheses.
`;
