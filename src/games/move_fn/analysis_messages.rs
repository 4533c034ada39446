//! The sentences of the analysis of f(x) ([`super::analysis`], [`super::growth`]) and of the check
//! against brute force that the periodic analysis shares ([`super::periodic::brute_check`]), as
//! Fluent templates: the English catalogue `www/js/i18n/move_fn_analysis/en.js` holds exactly these
//! lines (a test compares). Only the analysis views and the lessons show them, so they are a part
//! of their own, which a course page's game does not load. Formulas and the numbers inside them are
//! maths (`.math()`, `.figure()`), counts in prose numbers (`.num()`).

/// (id, English template).
pub const MESSAGES: &[(&str, &str)] = &[
    (
        "mfa-theorem-holds",
        "{ $claim } on 1..{ $upto }: the main theorem holds here (g by the direct recursion, g0 from B_f).",
    ),
    (
        "mfa-theorem-fails",
        "The main theorem fails: { $g } by the direct recursion, but { $g0 } from B_f.",
    ),
    (
        "mfa-condition-proved",
        "f is non-decreasing by the form of its expression, so { $condition } for every n: the simple construction applies (g0 = identity on B_f).",
    ),
    (
        "mfa-condition-fails",
        "{ $drop }: the simple construction does not apply; B_f comes from the general construction.",
    ),
    (
        "mfa-condition-checked",
        "{ $condition } checked for n < { $upto } (not proved beyond): on 1..{ $upto } the simple construction applies.",
    ),
    (
        "mfa-storage",
        "{ $set } has { $count ->\n        [one] { $count } member\n       *[other] { $count } members\n    }: with g0 they store the whole strategy on 1..{ $upto } ({ $percent }% of the { $values ->\n        [one] { $values } value of g\n       *[other] { $values } values of g\n    }).",
    ),
    (
        "mfa-growth-finite",
        "B_f is finite (largest member { $top }), so g(N) depends only on N mod { $top }: g stays ≤ { $gmax }.",
    ),
    (
        "mfa-growth-few",
        "g reaches { $gmax } on 1..{ $upto }; B_f has only { $count ->\n        [one] { $count } member\n       *[other] { $count } members\n    } there, too few to tell how it grows.",
    ),
    (
        "mfa-growth-bounded",
        "g stays ≤ { $gmax } on 1..{ $upto }: g looks bounded here, and the paper's conjecture (exponential growth of B_f when g is unbounded) does not speak to that case. B_f grows slowly (log-log slope { $slope }, last ratio { $ratio }), so it stores the strategy inefficiently — like the paper's third example.",
    ),
    (
        "mfa-growth-exponential",
        "g reaches { $gmax } on 1..{ $upto }; the last members of B_f grow by a factor of about { $factor } each (last ratio { $ratio }), steadily: exponential growth, as the paper conjectures whenever g is unbounded — evidence on 1..{ $upto }, not a proof.",
    ),
    (
        "mfa-growth-polynomial",
        "g reaches { $gmax } on 1..{ $upto }, yet B_f grows polynomially: over its last { $count ->\n        [one] { $count } member\n       *[other] { $count } members\n    } the log-log slope of b_k against k stays near { $slope } ({ $first }, then { $second }), while the ratios b_(k+1)/b_k fall toward 1 (last { $ratio }). If this goes on, f is a counterexample to the paper's conjecture that B_f grows exponentially whenever g is unbounded — evidence on 1..{ $upto }, not a proof.",
    ),
    (
        "mfa-growth-polynomial-like",
        "g reaches { $gmax } on 1..{ $upto }, yet B_f grows polynomially: over its last { $count ->\n        [one] { $count } member\n       *[other] { $count } members\n    } the log-log slope of b_k against k stays near { $slope } ({ $first }, then { $second }), { $approx } at k = { $k }, while the ratios b_(k+1)/b_k fall toward 1 (last { $ratio }). If this goes on, f is a counterexample to the paper's conjecture that B_f grows exponentially whenever g is unbounded — evidence on 1..{ $upto }, not a proof.",
    ),
    (
        "mfa-growth-unclear",
        "g reaches { $gmax } on 1..{ $upto }; over the last { $count ->\n        [one] { $count } member\n       *[other] { $count } members\n    } of B_f neither the ratios b_(k+1)/b_k (last { $ratio }) nor the log-log slope ({ $first }, then { $second }) settle, so the data neither support nor contradict the paper's conjecture here.",
    ),
    (
        "mfa-brute-agrees",
        "g agrees with brute force over every position (n, x), n ≤ { $upto } (the game solved from its definition).",
    ),
    (
        "mfa-brute-agrees-games",
        "g agrees with brute force over every position (n, x), n ≤ { $upto } in every game G_0 … G_{ $last } (the game solved from its definition).",
    ),
    (
        "mfa-brute-differs",
        "g differs from brute force: in G_{ $game }, n = { $n }: brute force { $brute }, the recursion { $recursion }.",
    ),
];

#[cfg(test)]
mod tests {
    use crate::message::Message;

    /// The sentences no analysis of the tests reaches (the theorem and brute force never fail)
    /// read as the engine wrote them before they were messages.
    #[test]
    fn the_rare_sentences_keep_their_english() {
        let m = Message::new("mfa-theorem-fails")
            .math("g", "g(12) = 3")
            .math("g0", "g0(12) = 4");
        assert_eq!(
            m.english(),
            "The main theorem fails: g(12) = 3 by the direct recursion, but g0(12) = 4 from B_f."
        );
        let m = Message::new("mfa-brute-differs")
            .figure("game", 1)
            .figure("n", 7)
            .figure("brute", 2)
            .figure("recursion", 3);
        assert_eq!(
            m.english(),
            "g differs from brute force: in G_1, n = 7: brute force 2, the recursion 3."
        );
        let m = Message::new("mfa-storage")
            .math("set", "B_f ∩ [1, 1]")
            .num("count", 1)
            .figure("upto", 1)
            .math("percent", "100.000")
            .num("values", 1);
        assert_eq!(
            m.english(),
            "B_f ∩ [1, 1] has 1 member: with g0 they store the whole strategy on 1..1 (100.000% of \
             the 1 value of g)."
        );
    }
}
