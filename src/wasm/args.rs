//! Reading the arguments of the exports. Every parameter arrives as a `JsValue` (wasm-bindgen's
//! glue checks no types: a number given for a `&str` traps, a string given for an `f64` becomes
//! `NaN` or a number silently), so each export reads its own through [`Args`]. A value of the
//! wrong JS type, or a missing one, is a thrown JS `TypeError` that names the export, the
//! parameter, what it expects and what came:
//!
//! `gSequence: f must be a string (a move function such as "2x"), not the number 2`
//!
//! A value of the right type that the core refuses (a fraction, a negative count, text that does
//! not parse) is a plain JS `Error` with the core's message, as before. Both carry their `kind`
//! (`'input'` for a `TypeError`: see [`super::thrown`] and [`super::type_error`]).
//!
//! Text and arrays are measured before they are copied out of JavaScript: a longer one than its
//! cap ([`MAX_TEXT`] characters, [`MAX_NUMBER_TEXT`] for a number, [`MAX_NUMBERS`] numbers) is a
//! `'limit'` error naming it ("f is 2000000 characters long: the limit is 10000").
//!
//! The conventions, one reader each:
//! - [`Args::text`]: a JS string, never a number written for one.
//! - [`Args::whole`] (and [`Args::small`], [`Args::index`]): a JS number, never a numeric string
//!   or a bigint; then a whole number from 0 to 2^53 − 1 (a value error otherwise).
//! - [`Args::decimal`]: a count that may pass 2^53: a decimal string (as the core reads it:
//!   `1000`, `10^18`, `1e6`, `2^63`), a whole JS number up to 2^53 − 1, or a bigint; up to
//!   2^64 − 1.
//! - [`Args::numbers`]: an array (or typed array) of JS numbers, each read as [`Args::whole`].
//! - [`Args::object`]: a plain object (not an array, a function or `null`).

use super::{js, type_error, JsResult};
use crate::error::{beyond_js, not_count, parse_count, Error};
use crate::games::level::{Level, Strength};
use crate::message::Message;
use crate::spec::{MAX_NUMBERS, MAX_NUMBER_TEXT, MAX_TEXT};
use js_sys::JsString;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The longest stretch of a wrong string quoted back in a message.
const QUOTED: usize = 40;

/// A cap of characters or items (a small constant: at most 10^5) as the `u32` that JS lengths and
/// `slice` take.
pub(super) const fn js_len(cap: usize) -> u32 {
    assert!(cap <= u32::MAX as usize, "a cap past a JS length");
    #[expect(clippy::cast_possible_truncation, reason = "checked just above")]
    let n = cap as u32;
    n
}

/// 2^53 − 1, the largest whole number a JS number holds exactly.
const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

/// The export being called (`gSequence`, `new Solver`, `Solver.g`), whose readers check its
/// arguments and name it in their `TypeError`s.
#[derive(Clone, Copy)]
pub(super) struct Args(pub &'static str);

impl Args {
    /// The `TypeError` for `param`, which expects `expects` and received `got`.
    fn wrong(self, param: &str, expects: &str, got: &JsValue) -> JsValue {
        let hint = if expects == "a number" && is_number(got) {
            " (write the number without quotes)"
        } else {
            ""
        };
        let call = self.0;
        let got = describe(got);
        let e = js_sys::TypeError::new(&format!(
            "{call}: {param} must be {expects}, not {got}{hint}"
        ));
        type_error(e.into())
    }

    /// A string, not yet copied out of JavaScript; `what` says what it holds (`a move function
    /// such as "2x"`).
    pub fn string<'v>(self, v: &'v JsValue, param: &str, what: &str) -> JsResult<&'v JsString> {
        v.dyn_ref()
            .ok_or_else(|| self.wrong(param, &format!("a string ({what})"), v))
    }

    /// A string of at most [`MAX_TEXT`] characters; `what` says what it holds.
    pub fn text(self, v: &JsValue, param: &str, what: &str) -> JsResult<String> {
        self.text_within(v, param, what, MAX_TEXT)
    }

    /// [`Args::text`] with a longer string's refusal as a value, not thrown (the `check…`
    /// exports answer it).
    pub fn measured(self, v: &JsValue, param: &str, what: &str) -> JsResult<Result<String, Error>> {
        let s = self.string(v, param, what)?;
        Ok(check_length(param, s.length(), MAX_TEXT, "characters long").map(|()| s.into()))
    }

    /// A string of at most `max` characters (measured before it is copied).
    fn text_within(self, v: &JsValue, param: &str, what: &str, max: usize) -> JsResult<String> {
        let s = self.string(v, param, what)?;
        check_length(param, s.length(), max, "characters long").map_err(js)?;
        Ok(s.into())
    }

    /// A JS number, as it came (for a caller that reads the value itself).
    pub fn number(self, v: &JsValue, param: &str) -> JsResult<f64> {
        v.as_f64().ok_or_else(|| self.wrong(param, "a number", v))
    }

    /// A whole JS number from 0 to 2^53 − 1.
    pub fn whole(self, v: &JsValue, param: &str) -> JsResult<u64> {
        let n = self.number(v, param)?;
        safe_whole(param, v, n, "why-js-exact")
    }

    /// A small whole number (a period, a game number): too large becomes `u32::MAX`, which the
    /// core refuses with its own limit.
    pub fn small(self, v: &JsValue, param: &str) -> JsResult<u32> {
        Ok(u32::try_from(self.whole(v, param)?).unwrap_or(u32::MAX))
    }

    /// A 0-based index (too large becomes `usize::MAX`, which the core refuses).
    pub fn index(self, v: &JsValue, param: &str) -> JsResult<usize> {
        Ok(usize::try_from(self.whole(v, param)?).unwrap_or(usize::MAX))
    }

    /// A count up to 2^64 − 1: a decimal string, a whole JS number or a bigint.
    pub fn decimal(self, v: &JsValue, param: &str) -> JsResult<u64> {
        let expects = "a whole number: a string such as \"10^18\", a number up to \
                       2^53 − 1 or a bigint";
        if v.is_string() {
            let s = self.text_within(v, param, expects, MAX_NUMBER_TEXT)?;
            parse_count(param, &s).map_err(js)
        } else if let Some(n) = v.as_f64() {
            safe_whole(param, v, n, "why-js-string")
        } else if v.is_bigint() {
            // (compared before it is written out: a bigint can have millions of digits)
            if v.gt(&JsValue::from(u64::MAX)) {
                let message = Message::new("err-named")
                    .math("name", param)
                    .msg("error", Message::new("err-bigint"));
                return Err(js(Error::Beyond {
                    what: param.to_string().into(),
                    max: Some(u128::from(u64::MAX)),
                    budget: false,
                    message,
                }));
            }
            parse_count(param, &bigint_text(v)).map_err(js)
        } else {
            Err(self.wrong(param, expects, v))
        }
    }

    /// An array (or typed array) of whole JS numbers; an element of the wrong type is named by
    /// its index (`piles[1]`).
    pub fn numbers(self, v: &JsValue, param: &str) -> JsResult<Vec<u64>> {
        if !js_sys::Array::is_array(v) && !is_typed_array(v) {
            return Err(self.wrong(param, "an array of numbers", v));
        }
        // (`length`, read as a property, is an array's and a typed array's alike)
        let len = v.unchecked_ref::<js_sys::Array>().length();
        check_length(param, len, MAX_NUMBERS, "numbers long").map_err(js)?;
        let items = js_sys::Array::from(v);
        items
            .iter()
            .enumerate()
            .map(|(i, x)| self.whole(&x, &format!("{param}[{i}]")))
            .collect()
    }

    /// A plain object; `what` says what it holds.
    pub fn object<'v>(self, v: &'v JsValue, param: &str, what: &str) -> JsResult<&'v JsValue> {
        if v.is_object() && !v.is_function() && !js_sys::Array::is_array(v) {
            Ok(v)
        } else {
            Err(self.wrong(param, &format!("an object ({what})"), v))
        }
    }

    /// The engine's level and seed: `level` one of [`Level::NAMES`], `seed` a whole number up to
    /// 2^53 (2^53 itself is exact in a JS number, so it is allowed too).
    pub fn strength(self, level: &JsValue, seed: &JsValue) -> JsResult<Strength> {
        let names = match Level::NAMES {
            [first @ .., last] => format!("'{}' or '{last}'", first.join("', '")),
        };
        let level = Level::parse(&self.text(level, "level", &names)?).map_err(js)?;
        let seed = match self.number(seed, "seed")? {
            n if n == MAX_SAFE + 1.0 => 1 << 53,
            n => safe_whole("seed", seed, n, "why-seed")?,
        };
        Ok(Strength::new(level, seed))
    }
}

/// The JS number `n` (the value `v`) as a whole number from 0 to 2^53 − 1; `why` (the id of a
/// reason of the catalogue part `errors`) says why a larger one is refused.
fn safe_whole(param: &str, v: &JsValue, n: f64, why: &'static str) -> JsResult<u64> {
    if n.fract() == 0.0 && (0.0..=MAX_SAFE).contains(&n) {
        #[expect(
            clippy::cast_possible_truncation,
            reason = "a whole number from 0 to 2^53 − 1"
        )]
        let n = n as u64;
        Ok(n)
    } else if n.is_finite() && n > MAX_SAFE {
        let message = Message::new("err-too-large")
            .math("what", param)
            .math("value", number_text(v))
            .msg("why", Message::new(why));
        Err(js(beyond_js(param, message)))
    } else {
        Err(js(not_count(param, number_text(v))))
    }
}

/// Refuses a text or an array of `len` items (UTF-16 code units for a text) past `max`, before
/// it is copied, naming `param`.
fn check_length(param: &str, len: u32, max: usize, unit: &'static str) -> Result<(), Error> {
    let len = len as usize;
    if len <= max {
        return Ok(());
    }
    let what = param.to_string().into();
    Err(Error::TooLong {
        what,
        len,
        max,
        unit,
    })
}

/// Whether `v` is a string JavaScript reads as a number (`Number(s)`, and not only white
/// space): "13", " 2.5 ", "1e3", "Infinity".
fn is_number(v: &JsValue) -> bool {
    v.dyn_ref::<JsString>()
        .is_some_and(|s| s.trim().length() > 0)
        && !js_sys::Number::from(v.clone()).value_of().is_nan()
}

/// A whole number from a JS number `n` (the value `v`), as [`crate::error::count_from_f64`] reads
/// it, with the number written as JavaScript writes it (the package then carries no float
/// formatting of its own).
pub(super) fn count(what: &str, v: &JsValue, n: f64) -> Result<u64, Error> {
    crate::error::count_written(what, n, || number_text(v))
}

/// A JS number as JS writes it (`2`, `2.5`, `1e+300`, `Infinity`).
pub(super) fn number_text(v: &JsValue) -> String {
    let n = v.unchecked_ref::<js_sys::Number>().to_string_with_radix(10);
    n.map(String::from).unwrap_or_default()
}

/// A bigint's decimal digits.
fn bigint_text(v: &JsValue) -> String {
    v.unchecked_ref::<js_sys::BigInt>()
        .to_string(10)
        .map(String::from)
        .unwrap_or_default()
}

fn is_typed_array(v: &JsValue) -> bool {
    js_sys::ArrayBuffer::is_view(v) && !v.is_instance_of::<js_sys::DataView>()
}

/// What a JS value is, for a message: `the number 2`, `the string "2x"`, `undefined`, `an
/// array`, `a Uint32Array`.
fn describe(v: &JsValue) -> String {
    if v.is_undefined() {
        "undefined".into()
    } else if v.is_null() {
        "null".into()
    } else if let Some(s) = v.dyn_ref::<JsString>() {
        // (only the start is copied out: the string can be megabytes)
        let start = String::from(s.slice(0, js_len(2 * QUOTED)));
        let short: String = start.chars().take(QUOTED).collect();
        let more = if short.encode_utf16().count() < s.length() as usize {
            "…"
        } else {
            ""
        };
        // JSON's quoting, as Rust's {:?} quotes plain text (and no Unicode tables in the package)
        let quoted = serde_json::to_string(&short).unwrap_or_default();
        format!("the string {quoted}{more}")
    } else if let Some(b) = v.as_bool() {
        format!("the boolean {b}")
    } else if v.as_f64().is_some() {
        format!("the number {}", number_text(v))
    } else if v.is_bigint() {
        format!("the bigint {}n", bigint_text(v))
    } else if v.is_symbol() {
        "a symbol".into()
    } else if v.is_function() {
        "a function".into()
    } else if js_sys::Array::is_array(v) {
        "an array".into()
    } else {
        let class = js_sys::Reflect::get(v, &"constructor".into())
            .and_then(|c| js_sys::Reflect::get(&c, &"name".into()))
            .ok()
            .and_then(|name| name.as_string())
            .unwrap_or_default();
        match class.as_str() {
            "" | "Object" => "an object".into(),
            c if c.starts_with(['A', 'E', 'I', 'O']) => format!("an {c}"),
            c => format!("a {c}"),
        }
    }
}
