//! The one vocabulary's round trips over random settings: any state the fields accept prints to
//! a query and a state object that read back as itself (`parse(print(x)) == x`), whatever
//! characters its texts hold.

use nimlab::games::blocking::seq::Which;
use nimlab::spec::fields::Kind;
use nimlab::spec::{State, FIELDS};
use proptest::prelude::*;

/// Texts a field of this kind accepts (or, past the list, the random text, which it may refuse).
fn candidates(kind: Kind) -> &'static [&'static str] {
    match kind {
        Kind::Expr => &[
            "2x",
            "if x % 2 == 0 then x/2 else 3x + 1",
            "min(x, 3) + 1",
            "x^2 + 1",
        ],
        Kind::Periodic => &[
            "x + n",
            "if n == 1 then x + 1 else 2x",
            "if x == 3 and n % 2 == 1 then 4 else 2x",
        ],
        Kind::Sequence(Which::C) => &["0", "i/3", "1, 0, 2"],
        Kind::Sequence(Which::M) => &["1", "1, 2, 3", "i % 3 + 1"],
        Kind::Sequence(Which::BigM) => &["5", "i % 3 + 4", "10, 4"],
        Kind::Set => &["3..5", "1, 3, 4", "1, 4..6"],
        Kind::Row(..) => &["4, 6, 9", "1, 2", "3, 8, 12", "", "7"],
        _ => &[],
    }
}

/// The text a field is given from the random draw (`n`, `s`, `pick`).
fn text(kind: Kind, n: u64, s: &str, pick: usize) -> String {
    match kind {
        Kind::Number(min, max, _) | Kind::Digits(min, max, _) => {
            (min + n % (max - min).saturating_add(1)).to_string()
        }
        Kind::Game => (n % 8).to_string(),
        Kind::Choice(words, _) => words[pick % words.len()].to_string(),
        kind => candidates(kind)
            .get(pick)
            .map_or(s.to_string(), |c| c.to_string()),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_accepted_state_reads_back_as_itself(
        draws in prop::collection::vec((any::<u64>(), "[ -~]{0,12}", 0usize..8), FIELDS.len())
    ) {
        let mut s = State::default();
        for (f, (n, text_drawn, pick)) in FIELDS.iter().zip(&draws) {
            // A refused text keeps the value before: the state stays one the fields accept.
            let _ = s.set(f.key, &text(f.kind, *n, text_drawn, *pick));
        }
        let q = s.to_query();
        prop_assert_eq!(State::from_query(&q), (s.clone(), vec![]), "{}", q);
        let json = serde_json::to_value(&s).unwrap();
        prop_assert_eq!(State::from_object(&(&json).into()), (s, vec![]));
    }
}
