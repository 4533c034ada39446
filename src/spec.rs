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
    /// The section shown: `one` (seed 000) or `periodic` (seed 001).
    #[serde(default = "one")]
    pub sec: String,
    /// Periodic section: f(n, x) as typed.
    #[serde(default = "example2")]
    pub pf: String,
    /// Periodic section: the period t.
    #[serde(default = "two")]
    pub t: u32,
    /// Periodic section: tables cover 1..=pupto.
    #[serde(default = "two_hundred")]
    pub pupto: u64,
    /// Periodic section: the game G_i played.
    #[serde(default)]
    pub pgame: u32,
    /// Periodic section: the starting pile.
    #[serde(default = "twenty")]
    pub ppile: u64,
    /// Periodic section: the first move's maximum.
    #[serde(default = "nineteen")]
    pub pmax: u64,
}

fn one() -> String {
    "one".into()
}
fn example2() -> String {
    crate::games::move_fn::example2::SOURCE.into()
}
fn two() -> u32 {
    2
}
fn two_hundred() -> u64 {
    200
}
fn twenty() -> u64 {
    20
}
fn nineteen() -> u64 {
    19
}

/// The largest period the page offers.
pub const MAX_PERIOD: u32 = 8;

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
pub const KEYS: [&str; 13] = [
    "f", "upto", "n", "pile", "max", "first", "sec", "pf", "t", "pupto", "pgame", "ppile", "pmax",
];

impl Default for State {
    fn default() -> Self {
        State {
            f: "2x".into(),
            upto: 1000,
            n: "100".into(),
            pile: 20,
            max: 19,
            first: you(),
            sec: one(),
            pf: example2(),
            t: two(),
            pupto: two_hundred(),
            pgame: 0,
            ppile: twenty(),
            pmax: nineteen(),
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
            "sec" => match value {
                "one" | "periodic" => self.sec = value.to_string(),
                _ => {
                    return Err(Error::Invalid(format!(
                        "sec: '{value}' is not a section (one or periodic)"
                    )))
                }
            },
            "t" => {
                let v = parse_count("t", value)?;
                check_range(
                    "t",
                    u128::from(v),
                    1,
                    u128::from(MAX_PERIOD),
                    "the page solves up to 8 games at once",
                )?;
                self.t = v as u32;
                self.pgame = self.pgame.min(self.t - 1);
            }
            "pf" => {
                MoveFn::parse_periodic(value, self.t).map_err(named)?;
                self.pf = value.to_string();
            }
            "pupto" => {
                let v = parse_count("pupto", value)?;
                check_upto(v)?;
                self.pupto = v;
            }
            "pgame" => {
                let v = parse_count("pgame", value)?;
                check_range(
                    "pgame",
                    u128::from(v),
                    0,
                    u128::from(self.t - 1),
                    "the games are G_0 … G_(t−1)",
                )?;
                self.pgame = v as u32;
            }
            "ppile" => {
                let v = parse_count("ppile", value)?;
                check_range(
                    "ppile",
                    u128::from(v),
                    1,
                    u128::from(JS_SAFE),
                    "the page plays piles up to 2^53 − 1",
                )?;
                self.ppile = v;
            }
            "pmax" => {
                let v = parse_count("pmax", value)?;
                check_range(
                    "pmax",
                    u128::from(v),
                    1,
                    u128::from(JS_SAFE),
                    "the page plays up to 2^53 − 1",
                )?;
                self.pmax = v;
            }
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
        let mut pairs: Vec<(String, String)> = query
            .trim_start_matches('?')
            .split('&')
            .filter(|p| !p.is_empty())
            .map(|pair| {
                let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
                (decode(k), decode(v))
            })
            .collect();
        // The period first: the game number is checked against it.
        pairs.sort_by_key(|(k, _)| k != "t");
        for (k, v) in pairs {
            if let Err(e) = s.set(&k, &v) {
                errors.push(FieldError {
                    key: k,
                    message: e.to_string(),
                });
            }
        }
        (s, errors)
    }

    /// The canonical query, without `?`, in [`KEYS`] order: every key of the first section, and
    /// the others only where they differ from the defaults (links stay short; a round trip is
    /// exact either way).
    pub fn to_query(&self) -> String {
        let d = State::default();
        let mut q = format!(
            "f={}&upto={}&n={}&pile={}&max={}&first={}",
            encode(&self.f),
            self.upto,
            encode(&self.n),
            self.pile,
            self.max,
            encode(&self.first)
        );
        let optional = [
            ("sec", encode(&self.sec), encode(&d.sec)),
            ("pf", encode(&self.pf), encode(&d.pf)),
            ("t", self.t.to_string(), d.t.to_string()),
            ("pupto", self.pupto.to_string(), d.pupto.to_string()),
            ("pgame", self.pgame.to_string(), d.pgame.to_string()),
            ("ppile", self.ppile.to_string(), d.ppile.to_string()),
            ("pmax", self.pmax.to_string(), d.pmax.to_string()),
        ];
        for (k, v, default) in optional {
            if v != default {
                q.push_str(&format!("&{k}={v}"));
            }
        }
        q
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
            sec: "periodic".into(),
            pf: "if n == 1 then x + 1 else 2x".into(),
            t: 3,
            pgame: 2,
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
