// The sentences of the analysis of f(x) in English: exactly the templates of
// src/games/move_fn/analysis_messages.rs (a Rust test compares). The f(x) analysis view
// (families/move_fn/analysis-view.js), the periodic theorem checks (the brute-force check) and the
// lessons show them; a course page's game does not load this part. See core/i18n.js.
export const ftl = String.raw`
mfa-theorem-holds = { $claim } on 1..{ $upto }: the main theorem holds here (g by the direct recursion, g0 from B_f).
mfa-theorem-fails = The main theorem fails: { $g } by the direct recursion, but { $g0 } from B_f.
mfa-condition-proved = f is non-decreasing by the form of its expression, so { $condition } for every n: the simple construction applies (g0 = identity on B_f).
mfa-condition-fails = { $drop }: the simple construction does not apply; B_f comes from the general construction.
mfa-condition-checked = { $condition } checked for n < { $upto } (not proved beyond): on 1..{ $upto } the simple construction applies.
mfa-storage = { $set } has { $count ->
        [one] { $count } member
       *[other] { $count } members
    }: with g0 they store the whole strategy on 1..{ $upto } ({ $percent }% of the { $values ->
        [one] { $values } value of g
       *[other] { $values } values of g
    }).
mfa-growth-finite = B_f is finite (largest member { $top }), so g(N) depends only on N mod { $top }: g stays ≤ { $gmax }.
mfa-growth-few = g reaches { $gmax } on 1..{ $upto }; B_f has only { $count ->
        [one] { $count } member
       *[other] { $count } members
    } there, too few to tell how it grows.
mfa-growth-bounded = g stays ≤ { $gmax } on 1..{ $upto }: g looks bounded here, and the paper's conjecture (exponential growth of B_f when g is unbounded) does not speak to that case. B_f grows slowly (log-log slope { $slope }, last ratio { $ratio }), so it stores the strategy inefficiently — like the paper's third example.
mfa-growth-exponential = g reaches { $gmax } on 1..{ $upto }; the last members of B_f grow by a factor of about { $factor } each (last ratio { $ratio }), steadily: exponential growth, as the paper conjectures whenever g is unbounded — evidence on 1..{ $upto }, not a proof.
mfa-growth-polynomial = g reaches { $gmax } on 1..{ $upto }, yet B_f grows polynomially: over its last { $count ->
        [one] { $count } member
       *[other] { $count } members
    } the log-log slope of b_k against k stays near { $slope } ({ $first }, then { $second }), while the ratios b_(k+1)/b_k fall toward 1 (last { $ratio }). If this goes on, f is a counterexample to the paper's conjecture that B_f grows exponentially whenever g is unbounded — evidence on 1..{ $upto }, not a proof.
mfa-growth-polynomial-like = g reaches { $gmax } on 1..{ $upto }, yet B_f grows polynomially: over its last { $count ->
        [one] { $count } member
       *[other] { $count } members
    } the log-log slope of b_k against k stays near { $slope } ({ $first }, then { $second }), { $approx } at k = { $k }, while the ratios b_(k+1)/b_k fall toward 1 (last { $ratio }). If this goes on, f is a counterexample to the paper's conjecture that B_f grows exponentially whenever g is unbounded — evidence on 1..{ $upto }, not a proof.
mfa-growth-unclear = g reaches { $gmax } on 1..{ $upto }; over the last { $count ->
        [one] { $count } member
       *[other] { $count } members
    } of B_f neither the ratios b_(k+1)/b_k (last { $ratio }) nor the log-log slope ({ $first }, then { $second }) settle, so the data neither support nor contradict the paper's conjecture here.
mfa-brute-agrees = g agrees with brute force over every position (n, x), n ≤ { $upto } (the game solved from its definition).
mfa-brute-agrees-games = g agrees with brute force over every position (n, x), n ≤ { $upto } in every game G_0 … G_{ $last } (the game solved from its definition).
mfa-brute-differs = g differs from brute force: in G_{ $game }, n = { $n }: brute force { $brute }, the recursion { $recursion }.
`;
