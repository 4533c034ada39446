//! Whole numbers in answers, exact for JavaScript. A JS number holds every whole number up to
//! 2^53 − 1 ([`JS_SAFE`]) and no longer all of them past it (2^53 + 1 reads as 2^53), so a field of
//! an answer that can pass it is sent as a JSON number up to 2^53 − 1 and as its decimal string
//! beyond ("4611686018427387905"): the page shows the string as it is and compares it with
//! `Number(v)` or `BigInt(v)`. The same serialiser writes the CLI's JSON and the wasm package's
//! objects, so the two stay equal (`scripts/differential.mjs`).
//!
//! Use it on each field whose values come from what a user typed and are not capped below 2^53
//! (blocking Nim's sequences, a move function's value): `#[serde(serialize_with =
//! "crate::exact::number")]` for one value, `"crate::exact::numbers"` for a list. A field that
//! can pass 2^53 − 1 without it is refused by the wasm layer as an `'internal'` error naming the
//! field (a bug: the fuzzer fails on it).

use crate::spec::JS_SAFE;
use serde::{Serialize, Serializer};

/// A whole number, written as a JSON number while a JS number holds it exactly, else as text.
struct Exact(i128);

impl Serialize for Exact {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.0.unsigned_abs() > u128::from(JS_SAFE) {
            // (written without core's 128-bit formatting: crate::decimal::whole)
            return s.serialize_str(&crate::decimal::signed(self.0));
        }
        match u64::try_from(self.0) {
            Ok(v) => s.serialize_u64(v),
            // (−(2^53 − 1) ≤ v < 0 here)
            Err(_) => s.serialize_i64(i64::try_from(self.0).unwrap_or(i64::MIN)),
        }
    }
}

/// One whole number (`u64` or `i64`): a number up to 2^53 − 1 in size, else a decimal string.
///
/// # Errors
/// The serialiser's.
pub fn number<T, S>(v: &T, s: S) -> Result<S::Ok, S::Error>
where
    T: Copy + Into<i128>,
    S: Serializer,
{
    Exact((*v).into()).serialize(s)
}

/// A list of whole numbers, each as [`number`] writes it.
///
/// # Errors
/// The serialiser's.
pub fn numbers<T, S>(v: &[T], s: S) -> Result<S::Ok, S::Error>
where
    T: Copy + Into<i128>,
    S: Serializer,
{
    s.collect_seq(v.iter().map(|&x| Exact(x.into())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[derive(Serialize)]
    struct Answer {
        #[serde(serialize_with = "number")]
        one: u64,
        #[serde(serialize_with = "numbers")]
        many: Vec<i64>,
    }

    fn json_of(one: u64, many: &[i64]) -> serde_json::Value {
        serde_json::to_value(Answer {
            one,
            many: many.to_vec(),
        })
        .unwrap()
    }

    #[test]
    fn numbers_up_to_2_to_the_53_minus_1_stay_numbers_and_larger_ones_are_text() {
        let safe = (1i64 << 53) - 1;
        assert_eq!(
            json_of(JS_SAFE, &[0, safe, -safe, 7]),
            json!({"one": 9_007_199_254_740_991u64, "many": [0, safe, -safe, 7]})
        );
        assert_eq!(
            json_of(JS_SAFE + 1, &[safe + 1, -safe - 1, i64::MIN, i64::MAX]),
            json!({
                "one": "9007199254740992",
                "many": ["9007199254740992", "-9007199254740992", "-9223372036854775808",
                         "9223372036854775807"]
            })
        );
        assert_eq!(json_of(u64::MAX, &[])["one"], "18446744073709551615");
    }
}
