//! The one vocabulary of inputs, shared by the page's URL (`?f=2x&upto=1000&n=100&pile=20&max=19`),
//! the CLI flags (`--f 2x --upto 1000 …`) and the wasm API (`parseState`, `printState`): the same
//! keys, the same validation, the same messages. A print/parse round trip is tested.

use crate::error::{check_range, parse_count, Error};
use crate::games::cut_the_knot::subtraction::{self, SubtractionSet};
use crate::games::cut_the_knot::{grundy, schwenk, sum};
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
    /// Blocking section: the sequence c_i (an expression in `i`, or a list whose last value repeats).
    #[serde(default = "paper_c")]
    pub bc: String,
    /// Blocking section: the sequence m_i.
    #[serde(default = "paper_m")]
    pub bmin: String,
    /// Blocking section: the sequence M_i.
    #[serde(default = "paper_big_m")]
    pub bmax: String,
    /// Blocking section: piles 0..=bupto in the table and picture.
    #[serde(default = "sixty")]
    pub bupto: u64,
    /// Blocking section: moves 1..=bmoves shown.
    #[serde(default = "four")]
    pub bmoves: u64,
    /// Blocking section: the starting pile of a game.
    #[serde(default = "forty")]
    pub bpile: u64,
    /// Blocking section: who moves first (`you` or `engine`).
    #[serde(default = "you")]
    pub bfirst: String,
    /// Cut-the-Knot section: the part shown (`minmax`, `takeaway` or `grundy`).
    #[serde(default = "minmax")]
    pub kpart: String,
    /// Cut-the-Knot: the subtraction set (`3..5` is One Pile with Min 3, Max 5).
    #[serde(default = "applet_set")]
    pub kset: String,
    /// Cut-the-Knot: the Grundy table covers S = 0..=kupto.
    #[serde(default = "twenty")]
    pub kupto: u64,
    /// Cut-the-Knot: the starting pile of the subtraction game.
    #[serde(default = "twenty")]
    pub kpile: u64,
    /// Cut-the-Knot: the take-away move function (also the Grundy part's).
    #[serde(default = "two_x")]
    pub tf: String,
    /// Cut-the-Knot: H, losing starts and B_f up to tupto.
    #[serde(default = "hundred")]
    pub tupto: u64,
    /// Cut-the-Knot: the N whose representation is drawn (decimal).
    #[serde(default = "twenty_text", deserialize_with = "string_or_number")]
    pub tn: String,
    /// Cut-the-Knot: the starting pile of the take-away game (the first move takes 1..tpile − 1).
    #[serde(default = "twenty")]
    pub tpile: u64,
    /// Cut-the-Knot: the Grundy table over (N, x) for N ≤ gupto.
    #[serde(default = "twenty")]
    pub gupto: u64,
    /// Cut-the-Knot: the row of piles of the sum game.
    #[serde(default = "row")]
    pub grow: String,
    /// Cut-the-Knot: who moves first in this section's games.
    #[serde(default = "you")]
    pub kfirst: String,
    /// Single-delete Nim: the number of piles of the analysis (2..=8).
    #[serde(default = "four_piles")]
    pub dpiles: u64,
    /// Single-delete Nim: the analysis covers piles 1..=dmax.
    #[serde(default = "twenty_four")]
    pub dmax: u64,
    /// Single-delete Nim: the fixed piles of the P map (the first k − 2 are used).
    #[serde(default = "fixed")]
    pub dfix: String,
    /// Single-delete Nim: the start of the game (a row of 2..=8 piles).
    #[serde(default = "delete_start")]
    pub dstart: String,
    /// Single-delete Nim: who moves first.
    #[serde(default = "you")]
    pub dfirst: String,
}

fn four_piles() -> u64 {
    4
}
fn twenty_four() -> u64 {
    24
}
fn fixed() -> String {
    "6".into()
}
fn delete_start() -> String {
    "5, 6, 9, 12".into()
}

/// Checks a typed row of single-delete Nim piles: min..=max piles, each 1..=10^6.
fn delete_row(value: &str, min: usize, max: usize, why: &'static str) -> Result<(), Error> {
    let piles = sum::parse_row(value)?;
    check_range(
        "number of piles",
        piles.len() as u128,
        min as u128,
        max as u128,
        why,
    )?;
    for p in piles {
        check_range("pile", u128::from(p), 1, 1_000_000, "")?;
    }
    Ok(())
}

fn minmax() -> String {
    "minmax".into()
}
fn applet_set() -> String {
    "3..5".into()
}
fn two_x() -> String {
    "2x".into()
}
fn hundred() -> u64 {
    100
}
fn twenty_text() -> String {
    "20".into()
}
fn row() -> String {
    "4, 6, 9".into()
}

/// The parts of the Cut-the-Knot section.
pub const KNOT_PARTS: [&str; 3] = ["minmax", "takeaway", "grundy"];

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
// The paper's worked example: move 3 offers [5, 10] with c_3 = 2.
fn paper_c() -> String {
    "0, 1, 2".into()
}
fn paper_m() -> String {
    "1, 3, 5".into()
}
fn paper_big_m() -> String {
    "3, 6, 10".into()
}
fn sixty() -> u64 {
    60
}
fn four() -> u64 {
    4
}
fn forty() -> u64 {
    40
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
pub const KEYS: [&str; 36] = [
    "f", "upto", "n", "pile", "max", "first", "sec", "pf", "t", "pupto", "pgame", "ppile", "pmax",
    "bc", "bmin", "bmax", "bupto", "bmoves", "bpile", "bfirst", "kpart", "kset", "kupto", "kpile",
    "tf", "tupto", "tn", "tpile", "gupto", "grow", "kfirst", "dpiles", "dmax", "dfix", "dstart",
    "dfirst",
];

/// The sections of the page.
pub const SECTIONS: [&str; 5] = ["one", "periodic", "blocking", "knot", "delete"];

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
            bc: paper_c(),
            bmin: paper_m(),
            bmax: paper_big_m(),
            bupto: sixty(),
            bmoves: four(),
            bpile: forty(),
            bfirst: you(),
            kpart: minmax(),
            kset: applet_set(),
            kupto: twenty(),
            kpile: twenty(),
            tf: two_x(),
            tupto: hundred(),
            tn: twenty_text(),
            tpile: twenty(),
            gupto: twenty(),
            grow: row(),
            kfirst: you(),
            dpiles: four_piles(),
            dmax: twenty_four(),
            dfix: fixed(),
            dstart: delete_start(),
            dfirst: you(),
        }
    }
}

/// Why piles and maxima stop at 2^53 − 1.
const PLAYS: &str = "the page plays piles up to 2^53 − 1";

/// A whole number for `key` within min..=max.
fn number(
    key: &'static str,
    value: &str,
    min: u64,
    max: u64,
    why: &'static str,
) -> Result<u64, Error> {
    let v = parse_count(key, value)?;
    check_range(key, u128::from(v), u128::from(min), u128::from(max), why)?;
    Ok(v)
}

/// `you` or `engine`.
fn who(key: &str, value: &str) -> Result<String, Error> {
    match value {
        "you" | "engine" => Ok(value.to_string()),
        _ => Err(Error::Invalid(format!(
            "{key}: '{value}' is not who moves first (you or engine)"
        ))),
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
            "pile" => self.pile = number("pile", value, 1, JS_SAFE, PLAYS)?,
            "max" => self.max = number("max", value, 1, JS_SAFE, PLAYS)?,
            "first" => self.first = who(key, value)?,
            "sec" => {
                if !SECTIONS.contains(&value) {
                    return Err(Error::Invalid(format!(
                        "sec: '{value}' is not a section ({})",
                        SECTIONS.join(", ")
                    )));
                }
                self.sec = value.to_string();
            }
            "t" => {
                let v = number(
                    "t",
                    value,
                    1,
                    u64::from(MAX_PERIOD),
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
                let v = number(
                    "pgame",
                    value,
                    0,
                    u64::from(self.t - 1),
                    "the games are G_0 … G_(t−1)",
                )?;
                self.pgame = v as u32;
            }
            "ppile" => self.ppile = number("ppile", value, 1, JS_SAFE, PLAYS)?,
            "pmax" => self.pmax = number("pmax", value, 1, JS_SAFE, PLAYS)?,
            "bc" | "bmin" | "bmax" => {
                crate::games::blocking::Seq::parse(value).map_err(|e| named(e.into()))?;
                match key {
                    "bc" => self.bc = value.to_string(),
                    "bmin" => self.bmin = value.to_string(),
                    _ => self.bmax = value.to_string(),
                }
            }
            "bupto" => {
                self.bupto = number(
                    "bupto",
                    value,
                    1,
                    1_000_000,
                    "brute force covers piles up to 10^6",
                )?;
            }
            "bmoves" => {
                self.bmoves = number("bmoves", value, 1, 12, "the page shows up to 12 moves")?;
            }
            "bpile" => {
                self.bpile = number(
                    "bpile",
                    value,
                    1,
                    1_000_000,
                    "games start with at most 10^6 counters",
                )?;
            }
            "bfirst" => self.bfirst = who(key, value)?,
            "kpart" => {
                if !KNOT_PARTS.contains(&value) {
                    return Err(Error::Invalid(format!(
                        "kpart: '{value}' is not a part ({})",
                        KNOT_PARTS.join(", ")
                    )));
                }
                self.kpart = value.to_string();
            }
            "kset" => {
                SubtractionSet::parse(value).map_err(named)?;
                self.kset = value.to_string();
            }
            "kupto" => {
                self.kupto = number("kupto", value, 0, 100_000, "the page's table stops at 10^5")?;
            }
            "kpile" => {
                self.kpile = number(
                    "kpile",
                    value,
                    1,
                    subtraction::MAX_PILE,
                    "games start with at most 10^6 counters",
                )?;
            }
            "tf" => {
                MoveFn::parse(value).map_err(named)?;
                self.tf = value.to_string();
            }
            "tupto" => {
                self.tupto = number(
                    "tupto",
                    value,
                    1,
                    schwenk::MAX_UPTO,
                    "the take-away analysis stops at 10^6",
                )?;
            }
            "tn" => {
                let v = number("tn", value, 1, JS_SAFE, "the page draws N up to 2^53 − 1")?;
                self.tn = v.to_string();
            }
            "tpile" => self.tpile = number("tpile", value, 2, JS_SAFE, PLAYS)?,
            "gupto" => {
                self.gupto = number(
                    "gupto",
                    value,
                    1,
                    grundy::MAX_PILE,
                    "the Grundy table stops at N = 8000",
                )?;
            }
            "grow" => {
                let piles = sum::parse_row(value).map_err(named)?;
                check_range(
                    "number of piles",
                    piles.len() as u128,
                    1,
                    sum::MAX_PILES as u128,
                    "a row has 1 to 8 piles",
                )
                .map_err(named)?;
                for p in piles {
                    check_range(
                        "pile",
                        u128::from(p),
                        1,
                        u128::from(sum::MAX_PILE),
                        "piles in a row stop at 2000",
                    )
                    .map_err(named)?;
                }
                self.grow = value.to_string();
            }
            "kfirst" => self.kfirst = who(key, value)?,
            "dpiles" => {
                self.dpiles = number(
                    "dpiles",
                    value,
                    2,
                    8,
                    "single-delete Nim is solved for 2 to 8 piles",
                )?;
            }
            "dmax" => {
                self.dmax = number("dmax", value, 1, 1_000_000, "")?;
            }
            "dfix" => {
                if !value.trim().is_empty() {
                    delete_row(value, 1, 6, "the map fixes up to 6 piles").map_err(named)?;
                }
                self.dfix = value.to_string();
            }
            "dstart" => {
                delete_row(value, 2, 8, "single-delete Nim is played with 2 to 8 piles")
                    .map_err(named)?;
                self.dstart = value.to_string();
            }
            "dfirst" => self.dfirst = who(key, value)?,
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
            ("bc", encode(&self.bc), encode(&d.bc)),
            ("bmin", encode(&self.bmin), encode(&d.bmin)),
            ("bmax", encode(&self.bmax), encode(&d.bmax)),
            ("bupto", self.bupto.to_string(), d.bupto.to_string()),
            ("bmoves", self.bmoves.to_string(), d.bmoves.to_string()),
            ("bpile", self.bpile.to_string(), d.bpile.to_string()),
            ("bfirst", encode(&self.bfirst), encode(&d.bfirst)),
            ("kpart", encode(&self.kpart), encode(&d.kpart)),
            ("kset", encode(&self.kset), encode(&d.kset)),
            ("kupto", self.kupto.to_string(), d.kupto.to_string()),
            ("kpile", self.kpile.to_string(), d.kpile.to_string()),
            ("tf", encode(&self.tf), encode(&d.tf)),
            ("tupto", self.tupto.to_string(), d.tupto.to_string()),
            ("tn", encode(&self.tn), encode(&d.tn)),
            ("tpile", self.tpile.to_string(), d.tpile.to_string()),
            ("gupto", self.gupto.to_string(), d.gupto.to_string()),
            ("grow", encode(&self.grow), encode(&d.grow)),
            ("kfirst", encode(&self.kfirst), encode(&d.kfirst)),
            ("dpiles", self.dpiles.to_string(), d.dpiles.to_string()),
            ("dmax", self.dmax.to_string(), d.dmax.to_string()),
            ("dfix", encode(&self.dfix), encode(&d.dfix)),
            ("dstart", encode(&self.dstart), encode(&d.dstart)),
            ("dfirst", encode(&self.dfirst), encode(&d.dfirst)),
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
            bc: "i/3".into(),
            bmin: "1, 2".into(),
            bmax: "if i % 2 == 0 then 5 else 3".into(),
            bupto: 1000,
            bmoves: 6,
            bpile: 77,
            bfirst: "engine".into(),
            kpart: "grundy".into(),
            kset: "1, 3..5".into(),
            kupto: 0,
            kpile: 7,
            tf: "if x == 2 then 1 else 2x".into(),
            tupto: 500,
            tn: "9007199254740991".into(),
            tpile: 33,
            gupto: 8000,
            grow: "1, 2000".into(),
            kfirst: "engine".into(),
            dpiles: 3,
            dmax: 64,
            dfix: "7".into(),
            dstart: "3, 8, 12".into(),
            dfirst: "engine".into(),
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

    #[test]
    fn odd_knot_values_name_their_key() {
        let (s, errs) = State::from_query(
            "?sec=knot&kpart=nim&kset=1,,3&kupto=100001&tf=2x%2B&tn=0&tpile=1&gupto=9000&grow=4,x&kfirst=me",
        );
        assert_eq!(s.sec, "knot");
        assert_eq!(
            s,
            State {
                sec: "knot".into(),
                ..State::default()
            }
        );
        let got: Vec<(&str, &str)> = errs
            .iter()
            .map(|e| (e.key.as_str(), e.message.as_str()))
            .collect();
        let keys: Vec<&str> = got.iter().map(|g| g.0).collect();
        assert_eq!(
            keys,
            ["kpart", "kset", "kupto", "tf", "tn", "tpile", "gupto", "grow", "kfirst"]
        );
        assert!(got[1].1.starts_with("kset: column 3:"), "{}", got[1].1);
        assert!(got[7].1.contains("pile 2"), "{}", got[7].1);
    }

    #[test]
    fn odd_delete_values_name_their_key() {
        let (s, errs) = State::from_query(
            "?sec=delete&dpiles=9&dmax=0&dfix=1,2,3,4,5,6,7&dstart=5&dfirst=nobody&dstart=4,0",
        );
        assert_eq!(
            s,
            State {
                sec: "delete".into(),
                ..State::default()
            }
        );
        let got: Vec<(&str, &str)> = errs
            .iter()
            .map(|e| (e.key.as_str(), e.message.as_str()))
            .collect();
        let keys: Vec<&str> = got.iter().map(|g| g.0).collect();
        assert_eq!(
            keys,
            ["dpiles", "dmax", "dfix", "dstart", "dfirst", "dstart"]
        );
        assert!(got[0].1.contains("2 to 8 piles"), "{}", got[0].1);
        assert!(got[3].1.contains("2 to 8 piles"), "{}", got[3].1);
        assert!(got[5].1.contains("pile"), "{}", got[5].1);
        // An empty map row is allowed (2 piles fix nothing).
        let (s, errs) = State::from_query("?dpiles=2&dfix=");
        assert!(errs.is_empty(), "{errs:?}");
        assert_eq!((s.dpiles, s.dfix.as_str()), (2, ""));
    }
}
