//! The one vocabulary of inputs, shared by the page's URL (`?f=2x&upto=1000&n=100&pile=20&max=19`),
//! the CLI flags (`--f 2x --upto 1000 …`) and the wasm API (`parseState`, `printState`): the same
//! keys, the same validation, the same messages. A print/parse round trip is tested.

use crate::error::{check_range, parse_count, Error};
use crate::rule::{check_upto, MoveFn};
use serde::{Deserialize, Serialize};

/// The largest whole number JavaScript represents exactly (2^53 − 1): piles played in the page.
pub const JS_SAFE: u64 = (1 << 53) - 1;

/// Every input of the seed-000 section.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The move function, as typed.
    pub f: String,
    /// Tables and checks cover 1..=upto.
    pub upto: u64,
    /// The N whose representation is drawn (decimal; may exceed 2^53). Read from a string or a
    /// number.
    #[serde(deserialize_with = "string_or_number")]
    pub n: String,
    /// The starting pile of a game.
    pub pile: u64,
    /// The first move's maximum.
    pub max: u64,
    /// Who moves first in the page's game: `you` or `engine`.
    #[serde(default = "you")]
    pub first: String,
}

fn you() -> String {
    "you".into()
}

/// A key that could not be used, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FieldError {
    /// The key ("f", "upto", …).
    pub key: String,
    /// What was wrong.
    pub message: String,
}

/// The keys, in printing order.
pub const KEYS: [&str; 6] = ["f", "upto", "n", "pile", "max", "first"];

impl Default for State {
    fn default() -> Self {
        State {
            f: "2x".into(),
            upto: 1000,
            n: "100".into(),
            pile: 20,
            max: 19,
            first: you(),
        }
    }
}

impl State {
    /// Sets `key` from user text, validating it; leaves the state unchanged on error.
    ///
    /// # Errors
    /// An unknown key, or a value that is not acceptable for it (the message names the key).
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), Error> {
        let named = |e: Error| Error::Invalid(format!("{key}: {e}"));
        match key {
            "f" => {
                MoveFn::parse(value).map_err(named)?;
                self.f = value.to_string();
            }
            "upto" => {
                let v = parse_count("upto", value)?;
                check_upto(v)?;
                self.upto = v;
            }
            "n" => {
                let v = parse_count("n", value)?;
                check_range("n", u128::from(v), 1, u128::from(u64::MAX), "")?;
                self.n = v.to_string();
            }
            "pile" => {
                let v = parse_count("pile", value)?;
                check_range(
                    "pile",
                    u128::from(v),
                    1,
                    u128::from(JS_SAFE),
                    "the page plays piles up to 2^53 − 1",
                )?;
                self.pile = v;
            }
            "max" => {
                let v = parse_count("max", value)?;
                check_range(
                    "max",
                    u128::from(v),
                    1,
                    u128::from(JS_SAFE),
                    "the page plays up to 2^53 − 1",
                )?;
                self.max = v;
            }
            "first" => match value {
                "you" | "engine" => self.first = value.to_string(),
                _ => {
                    return Err(Error::Invalid(format!(
                        "first: '{value}' is not who moves first (you or engine)"
                    )))
                }
            },
            _ => {
                return Err(Error::Invalid(format!(
                    "unknown setting '{key}' (known: {})",
                    KEYS.join(", ")
                )))
            }
        }
        Ok(())
    }

    /// Reads a URL query (with or without the leading `?`). Bad or unknown entries are reported
    /// and skipped, keeping the defaults; it never fails.
    pub fn from_query(query: &str) -> (State, Vec<FieldError>) {
        let mut s = State::default();
        let mut errors = Vec::new();
        for pair in query
            .trim_start_matches('?')
            .split('&')
            .filter(|p| !p.is_empty())
        {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            let (k, v) = (decode(k), decode(v));
            if let Err(e) = s.set(&k, &v) {
                errors.push(FieldError {
                    key: k,
                    message: e.to_string(),
                });
            }
        }
        (s, errors)
    }

    /// The canonical query, without `?`: every key, in [`KEYS`] order.
    pub fn to_query(&self) -> String {
        format!(
            "f={}&upto={}&n={}&pile={}&max={}&first={}",
            encode(&self.f),
            self.upto,
            encode(&self.n),
            self.pile,
            self.max,
            encode(&self.first)
        )
    }
}

fn string_or_number<'de, D: serde::Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Either {
        S(String),
        U(u64),
        F(f64),
    }
    Ok(match Either::deserialize(d)? {
        Either::S(s) => s,
        Either::U(u) => u.to_string(),
        Either::F(f) if f.fract() == 0.0 && (0.0..9.007_199_254_740_992e15).contains(&f) => {
            (f as u64).to_string()
        }
        Either::F(f) => {
            return Err(serde::de::Error::custom(format!(
                "n must be a whole number, not {f}"
            )))
        }
    })
}

/// Percent-encodes all but unreserved characters (and a few that read well in a URL).
fn encode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~*()!,".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Decodes `%XX` and `+` (a space in queries); malformed escapes are kept as they are.
fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                match u8::from_str_radix(
                    std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("zz"),
                    16,
                ) {
                    Ok(v) => {
                        out.push(v);
                        i += 2;
                    }
                    Err(_) => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_round_trips() {
        let s = State::default();
        assert_eq!(State::from_query(&s.to_query()), (s, vec![]));
    }

    #[test]
    fn expressions_with_url_characters_round_trip() {
        let s = State {
            f: "if x % 2 == 0 then x/2 else 3x + 1".into(),
            n: "1000000000000000000".into(),
            first: "engine".into(),
            ..State::default()
        };
        let q = s.to_query();
        assert!(!q.contains(' ') && !q.contains('+'), "{q}");
        assert_eq!(State::from_query(&format!("?{q}")), (s, vec![]));
    }

    #[test]
    fn odd_urls_are_reported_and_fall_back() {
        let (s, errs) = State::from_query("?f=2x+%2B&upto=0&pile=abc&zoom=3&max=5&n=%&first=me");
        assert_eq!(s.f, "2x");
        assert_eq!(s.upto, 1000);
        assert_eq!(s.pile, 20);
        assert_eq!(s.max, 5);
        let keys: Vec<&str> = errs.iter().map(|e| e.key.as_str()).collect();
        assert_eq!(keys, ["f", "upto", "pile", "zoom", "n", "first"]);
        assert_eq!(s.first, "you");
        assert!(
            errs[0].message.starts_with("f: column 4:"),
            "{}",
            errs[0].message
        );
        assert!(errs[3].message.contains("unknown setting 'zoom'"));
    }
}
