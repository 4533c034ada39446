//! The sentences of the periodic analysis ([`super::periodic`]: Theorems 1 and 2, condition (2),
//! the conclusions and their counterexamples, Example 2), as Fluent templates: the English
//! catalogue `www/js/i18n/move_fn_periodic_analysis/en.js` holds exactly these lines (a test
//! compares). Only the periodic views and their lesson show them, so they are a part of their own.
//! The check against brute force is the f(x) analysis's ([`super::analysis_messages`]). Formulas
//! and the numbers inside them are maths (`.math()`, `.figure()`), counts in prose numbers
//! (`.num()`).

/// (id, English template).
pub const MESSAGES: &[(&str, &str)] = &[
    (
        "mfpa-theorem2-holds",
        "Theorem 2 holds on 1..{ $upto }: in every game G_0 … G_{ $last }, Θ_i at the members and { $rule } between them give exactly g_i by Algorithm 1.",
    ),
    (
        "mfpa-theorem2-fails",
        "Theorem 2 fails: in G_{ $game }, { $value } by Algorithm 1, but the bases predict { $predicted }.",
    ),
    (
        "mfpa-theorem1-holds",
        "Theorem 1's conclusions 1, 2, 3a and 3b hold on 1..{ $upto }.",
    ),
    (
        "mfpa-theorem1-fails",
        "A conclusion of Theorem 1 fails on 1..{ $upto } although condition (2) holds — a counterexample to the theorem as stated.",
    ),
    (
        "mfpa-theorem1-fails-in-range",
        "A conclusion of Theorem 1 fails on 1..{ $upto } although condition (2) holds on the range — a counterexample to the theorem as stated.",
    ),
    (
        "mfpa-theorem1-holds-anyway",
        "Condition (2) fails, so Theorem 1 promises nothing here; its conclusions happen to hold on 1..{ $upto } anyway.",
    ),
    (
        "mfpa-theorem1-not-apply",
        "Condition (2) fails, and Theorem 1's conclusions indeed fail on 1..{ $upto }: the theorem does not apply to this f.",
    ),
    (
        "mfpa-condition-fails",
        "{ $drop }: condition (2) fails (n = { $residue } mod { $t }).",
    ),
    (
        "mfpa-condition-proved",
        "f is non-decreasing in x by the form of its expression: condition (2) holds for every n and x.",
    ),
    (
        "mfpa-condition-proved-from",
        "f is non-decreasing in x for x ≥ { $from } by the form of its expression, and { $condition } was checked for x < { $from } at every n mod { $t }: condition (2) holds everywhere.",
    ),
    (
        "mfpa-condition-checked",
        "{ $condition } checked for x < { $upto } at every n mod { $t } (not proved beyond).",
    ),
    (
        "mfpa-conclusion-1",
        "every member b of B_i has { $claim }",
    ),
    (
        "mfpa-conclusion-2",
        "every n outside B_i has { $claim }",
    ),
    (
        "mfpa-conclusion-3a",
        "{ $between } ⇒ { $claim }",
    ),
    (
        "mfpa-conclusion-3b",
        "B_i finite, n beyond its largest member b_ik ⇒ { $claim }",
    ),
    (
        "mfpa-counter-member",
        "{ $member }, but { $value }",
    ),
    (
        "mfpa-counter-outside",
        "{ $outside }, but { $value }, not < { $n }",
    ),
    (
        "mfpa-counter-rule",
        "{ $value }, but { $expected }",
    ),
    (
        "mfpa-example2-agrees",
        "All { $count ->\n        [one] { $count } member\n       *[other] { $count } members\n    } of B_0 and B_1 up to { $limit } agree with the paper's Fibonacci formulas.",
    ),
    (
        "mfpa-example2-differs",
        "The paper's formulas and the computed bases differ first in B_{ $game } at position { $k }: computed { $computed }, printed { $printed }.",
    ),
];

#[cfg(test)]
mod tests {
    use crate::message::Message;

    /// The sentences no analysis of the tests reaches (the theorems hold wherever they apply)
    /// read as the engine wrote them before they were messages.
    #[test]
    fn the_rare_sentences_keep_their_english() {
        let m = Message::new("mfpa-theorem2-fails")
            .figure("game", 1)
            .math("value", "g_1(9) = 2")
            .figure("predicted", 3);
        assert_eq!(
            m.english(),
            "Theorem 2 fails: in G_1, g_1(9) = 2 by Algorithm 1, but the bases predict 3."
        );
        for (id, holds) in [
            ("mfpa-theorem1-fails", "holds"),
            ("mfpa-theorem1-fails-in-range", "holds on the range"),
        ] {
            assert_eq!(
                Message::new(id).figure("upto", 50).english(),
                format!(
                    "A conclusion of Theorem 1 fails on 1..50 although condition (2) {holds} — a \
                     counterexample to the theorem as stated."
                )
            );
        }
        let m = Message::new("mfpa-example2-differs")
            .figure("game", 1)
            .figure("k", 7)
            .math("computed", "—")
            .math("printed", "F7 + F2 − 1 = 36");
        assert_eq!(
            m.english(),
            "The paper's formulas and the computed bases differ first in B_1 at position 7: \
             computed —, printed F7 + F2 − 1 = 36."
        );
    }
}
