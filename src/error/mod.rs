//! The core's error type: every failure a user can cause, as a value with a sentence a teacher
//! understands. Nothing in the core panics on user input; the wasm layer turns these into JS
//! `Error`s (with the [`ErrorKind`] as their `kind`) and the CLI prints them on stderr.

use crate::decimal::whole;
use crate::expr::{EvalError, EvalErrorKind, ExprError};
use crate::message::{Arg, Message};
use std::borrow::Cow;
use std::fmt;

pub mod messages;

/// What a caller can do about an [`Error`]: fix the input, ask for less, use the object
/// differently, or report a bug. The wasm layer sets it as the thrown JS `Error`'s `kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The user can fix it: text that does not parse, f(k) ≤ 0, f failing at k, a malformed or
    /// negative number, a value of the wrong type, a number below its minimum.
    Input,
    /// A range or a budget refused the input: a smaller one fits ([`Error::limit`] says which
    /// quantity, and the largest value that fits where it is known).
    Limit,
    /// The call does not fit the object's state: an illegal move, a move after the game is
    /// over, a result asked for before it is computed.
    State,
    /// A bug to report.
    Internal,
}

impl ErrorKind {
    /// `input`, `limit`, `state` or `internal`.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Input => "input",
            ErrorKind::Limit => "limit",
            ErrorKind::State => "state",
            ErrorKind::Internal => "internal",
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The quantity a [`ErrorKind::Limit`] error refused, as [`Error::limit`] gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limit<'a> {
    /// Its name ("pile", "upto"; for a length, the text's or the list's: "f").
    pub what: &'a str,
    /// The largest value that fits, where it is known.
    pub max: Option<u128>,
    /// Whether only doing part of the work found it (a step budget, not a range checked first):
    /// such a refusal may come after a while.
    pub budget: bool,
    /// Whether the quantity is the length of `what` (a text's, in characters as JavaScript
    /// counts them, or a list's).
    pub length: bool,
}

/// What went wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The typed move function does not parse (carries the column and a caret rendering).
    Parse(ExprError),
    /// Evaluating the move function at `k` failed (division by zero, overflow, …).
    Eval {
        /// The argument at which f failed.
        k: u64,
        /// What failed.
        err: EvalError,
    },
    /// f(k) ≤ 0: a move function must allow at least one counter.
    NonPositive {
        /// The argument.
        k: u64,
        /// The value f(k) had.
        value: i64,
    },
    /// A number outside what the game or the machine allows (`what` names it, `limit` is the bound).
    OutOfRange {
        /// What the number is ("upto", "pile", …); empty for the caller to name ([`Error::named`]).
        what: Cow<'static, str>,
        /// The value given.
        value: u128,
        /// The smallest allowed value.
        min: u128,
        /// The largest allowed value.
        max: u128,
        /// Why the bound is there, as a short sentence (may be empty).
        why: &'static str,
    },
    /// A number that a step budget refused: only doing part of the work found that `value` is
    /// too large, and `max` is the largest that fits ([`Limit::budget`]). Worded as
    /// [`Error::OutOfRange`].
    OverBudget {
        /// What the number is ("upto", "pile", "N").
        what: Cow<'static, str>,
        /// The value given.
        value: u128,
        /// The largest value that fits.
        max: u128,
        /// Why the budget is there.
        why: &'static str,
    },
    /// A text or a list longer than its cap, refused before it is read or expanded.
    TooLong {
        /// What it is ("f", "kset"); empty for the caller to name ([`Error::named`]).
        what: Cow<'static, str>,
        /// Its length.
        len: usize,
        /// The cap.
        max: usize,
        /// The length's unit and measure, as the message says it after the number
        /// ("characters long").
        unit: &'static str,
    },
    /// Anything else the user can fix, as a message of the catalogue part `errors` (`err-…`): a
    /// malformed number, a bad item of a typed list, a value a setting does not take, a call
    /// that does not fit the object (a solver's number of piles).
    Wrong(Message),
    /// Any other refusal for size, as a message of the catalogue part `errors`: a number past
    /// 2^64 − 1 or 2^53 − 1, a budget spent, a bound that is not one number's range.
    Beyond {
        /// The quantity refused ("upto", "N"; empty for the caller to name, [`Error::named`]).
        what: Cow<'static, str>,
        /// The largest value that fits, where it is known.
        max: Option<u128>,
        /// Whether only doing part of the work found it ([`Limit::budget`]).
        budget: bool,
        /// The message.
        message: Message,
    },
    /// What the rules or the object's state forbid now: an illegal move, a move after the game
    /// is over (its sentence a message of the catalogue part `errors`: `err-…`).
    Illegal(Message),
    /// A bug to report (a contradiction the mathematics rules out).
    Bug(String),
}

impl fmt::Display for Error {
    /// The English of [`Error::message`] where the error has one (rendered from its template:
    /// one source of English), else its text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Bug(m) => f.write_str(m),
            _ => match self.message() {
                Some(m) => f.write_str(&m.english()),
                // (a parse error without a message, a length in another unit: in words)
                None => match self {
                    Error::TooLong {
                        what,
                        len,
                        max,
                        unit,
                    } => {
                        let what = if what.is_empty() { "the text" } else { what };
                        write!(f, "{what} is {len} {unit}: the limit is {max}")
                    }
                    Error::Parse(p) => write!(f, "{p}"),
                    _ => Ok(()),
                },
            },
        }
    }
}

/// The message of a bound's reason: its `why-…` id where the sentence is one of the catalogue's,
/// else the sentence as written (English).
fn why_message(error: Message, why: &'static str) -> Message {
    if why.is_empty() {
        return error;
    }
    let because = Message::new("err-because").msg("error", error);
    match messages::why_id(why) {
        Some(id) => because.msg("why", Message::new(id)),
        None => because.math("why", why),
    }
}

impl Limit<'_> {
    /// The quantity's name: `what`, or "length of `what`".
    pub fn name(&self) -> String {
        let what = if self.what.is_empty() {
            "the text"
        } else {
            self.what
        };
        match self.length {
            true => ["length of ", what].concat(),
            false => what.to_string(),
        }
    }
}

impl Error {
    /// What a caller can do about it.
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::OutOfRange { value, max, .. } if value > max => ErrorKind::Limit,
            Error::OverBudget { .. } | Error::TooLong { .. } | Error::Beyond { .. } => {
                ErrorKind::Limit
            }
            Error::Illegal(_) => ErrorKind::State,
            Error::Bug(_) => ErrorKind::Internal,
            _ => ErrorKind::Input,
        }
    }

    /// The error as a message (`err-…`, catalogue part `errors`), for the variants that have
    /// one: a parse error whose sentence is one (its column in the message, its caret stays
    /// data), an evaluation's failure, f(k) ≤ 0, a number out of range or over a budget, a text
    /// or list too long, an illegal move or call ([`Error::Illegal`]), any other refusal
    /// ([`Error::Wrong`], [`Error::Beyond`]). `None` for a bug's report ([`Error::Bug`], in
    /// English on purpose).
    pub fn message(&self) -> Option<Message> {
        Some(match self {
            Error::Parse(e) => e.message()?,
            Error::Eval { k, err } => Message::new("err-eval")
                .figure("k", *k)
                .msg(
                    "problem",
                    Message::new(match err.kind {
                        EvalErrorKind::DivisionByZero => "err-div-zero",
                        EvalErrorKind::Overflow => "err-overflow",
                        EvalErrorKind::NegativeExponent => "err-neg-exp",
                    }),
                )
                .num("column", err.column as u64),
            Error::NonPositive { k, value } => Message::new("err-non-positive")
                .figure("k", *k)
                .math("value", value.to_string()),
            Error::OutOfRange {
                what,
                value,
                min,
                max,
                why,
            } => {
                let m = match value < min {
                    true => Message::new("err-small")
                        .math("what", &**what)
                        .math("value", whole(*value))
                        .math("min", whole(*min)),
                    false => Message::new("err-large")
                        .math("what", &**what)
                        .math("value", whole(*value))
                        .math("max", whole(*max)),
                };
                why_message(m, why)
            }
            Error::OverBudget {
                what,
                value,
                max,
                why,
            } => why_message(
                Message::new("err-large")
                    .math("what", &**what)
                    .math("value", whole(*value))
                    .math("max", whole(*max)),
                why,
            ),
            Error::TooLong {
                what,
                len,
                max,
                unit,
            } => {
                let id = match *unit {
                    "characters long" => "err-long",
                    "characters long as the link writes it" => "err-long-link",
                    "numbers long" => "err-long-list",
                    _ => return None,
                };
                let m = Message::new(id);
                let m = match what.is_empty() {
                    true => m.msg("what", Message::new("err-the-text")),
                    false => m.math("what", &**what),
                };
                m.num("len", *len as u64).num("max", *max as u64)
            }
            Error::Illegal(m) | Error::Wrong(m) | Error::Beyond { message: m, .. } => m.clone(),
            Error::Bug(_) => return None,
        })
    }

    /// For an [`ErrorKind::Limit`] error, the quantity refused and the largest value that fits;
    /// `None` for the other kinds.
    pub fn limit(&self) -> Option<Limit<'_>> {
        let (what, max, budget, length) = match self {
            Error::OutOfRange {
                what, value, max, ..
            } if value > max => (&**what, Some(*max), false, false),
            Error::OverBudget { what, max, .. } => (&**what, Some(*max), true, false),
            Error::TooLong { what, max, .. } => (&**what, Some(*max as u128), false, true),
            Error::Beyond {
                what, max, budget, ..
            } => (&**what, *max, *budget, false),
            _ => return None,
        };
        Some(Limit {
            what,
            max,
            budget,
            length,
        })
    }

    /// The error named by `name` (a parameter, a URL key, an attribute), its kind and limit
    /// kept: a number or a length that named no quantity takes `name` as its quantity ("upto is
    /// 200 characters long: …"); any other message is prefixed ("c: column 3: …", wrapped in the
    /// message `err-named`, so it stays a message), and a limit that named no quantity takes
    /// `name` too.
    pub fn named(self, name: &str) -> Error {
        self.named_as(name, Arg::Math(name.to_string()))
    }

    /// [`Error::named`] with the name shown as `shown` in the message (a message of its own, such
    /// as "pile 2" in words), `name` naming the limit's quantity.
    pub fn named_as(mut self, name: &str, shown: Arg) -> Error {
        // a number or a length that named no quantity takes the name, and says it
        if let Error::OutOfRange { what, .. } | Error::TooLong { what, .. } = &mut self {
            if what.is_empty() {
                *what = name.to_string().into();
                return self;
            }
        }
        if let Error::Beyond { what, .. } = &mut self {
            if what.is_empty() {
                *what = name.to_string().into();
            }
        }
        if let Error::Bug(message) = &mut self {
            *message = format!("{name}: {message}");
            return self;
        }
        let said = Message::new("err-named").with("name", shown);
        let said = match self.message() {
            Some(m) => said.msg("error", m),
            // (a parse error whose sentence is not a message: in English)
            None => said.math("error", self.to_string()),
        };
        match (&self, self.limit()) {
            (Error::Illegal(_), _) => Error::Illegal(said),
            (_, Some(l)) => Error::Beyond {
                what: l.name().into(),
                max: l.max,
                budget: l.budget,
                message: said,
            },
            (_, None) => Error::Wrong(said),
        }
    }
}

impl std::error::Error for Error {}

impl From<ExprError> for Error {
    fn from(e: ExprError) -> Self {
        Error::Parse(e)
    }
}

/// Checks `min ≤ value ≤ max`, naming the quantity in the error.
///
/// # Errors
/// [`Error::OutOfRange`] when the value is outside the bounds.
pub fn check_range(
    what: &'static str,
    value: u128,
    min: u128,
    max: u128,
    why: &'static str,
) -> Result<(), Error> {
    if value < min || value > max {
        Err(Error::OutOfRange {
            what: what.into(),
            value,
            min,
            max,
            why,
        })
    } else {
        Ok(())
    }
}

/// A refusal that only doing part of the work found (a step budget spent): "`what` = `value`
/// is too large: the limit is `max` (`why`)", `max` the largest value that fits.
pub fn over_budget(what: &'static str, value: u128, max: u128, why: &'static str) -> Error {
    Error::OverBudget {
        what: what.into(),
        value,
        max,
        why,
    }
}

/// The largest starting pile of the games solved by tables (blocking Nim, subtraction games).
pub const MAX_START_PILE: u64 = 1_000_000;

/// Checks a game's starting pile against 1..=[`MAX_START_PILE`].
///
/// # Errors
/// [`Error::OutOfRange`] naming the pile.
pub fn check_start_pile(pile: u64) -> Result<(), Error> {
    check_range(
        "pile",
        u128::from(pile),
        1,
        u128::from(MAX_START_PILE),
        "games start with at most 10^6 counters",
    )
}

/// Checks that `text` is at most `max` characters long, as JavaScript counts them (UTF-16 code
/// units: `string.length`), before anything reads it; `what` names it (empty for the caller to
/// name, [`Error::named`]).
///
/// # Errors
/// [`Error::TooLong`] naming `what`.
pub fn check_length(what: &str, text: &str, max: usize) -> Result<(), Error> {
    // (UTF-8 never has fewer bytes than UTF-16 has code units: short texts are not counted)
    if text.len() <= max {
        return Ok(());
    }
    // UTF-16 code units: one per character, two for those of four UTF-8 bytes
    let len = (text.bytes())
        .map(|b| usize::from(b & 0xC0 != 0x80) + usize::from(b >= 0xF0))
        .sum();
    if len <= max {
        return Ok(());
    }
    Err(Error::TooLong {
        what: what.to_string().into(),
        len,
        max,
        unit: "characters long",
    })
}

/// Parses a decimal number typed by a user ("1000", " 10^18 ", "1e6", "1_000_000", "10 000").
///
/// Accepts plain digits (with `_` or `,` separators, or spaces between groups of three digits:
/// the space, the no-break space, the thin space and the narrow no-break space), `a^b` and `aeb`
/// forms, exactly.
///
/// # Errors
/// As [`parse_whole`], named by `what`.
pub fn parse_count(what: &str, text: &str) -> Result<u64, Error> {
    parse_whole(text).map_err(|e| e.named(what))
}

/// [`parse_count`] with a message that names nothing, for a caller to name.
///
/// # Errors
/// [`Error::Wrong`] when the text is not such a number, [`Error::Beyond`] when it exceeds
/// `u64`.
pub fn parse_whole(text: &str) -> Result<u64, Error> {
    let t: String = text
        .trim()
        .chars()
        .filter(|c| *c != '_' && *c != ',')
        .collect();
    let bad = || Error::Wrong(Message::new("err-not-whole").math("text", text.trim()));
    let big = || Error::Beyond {
        what: "".into(),
        max: Some(u128::from(u64::MAX)),
        budget: false,
        message: Message::new("err-past-u64").math("text", text.trim()),
    };
    let digits = |s: &str| -> Result<u64, Error> {
        // "10 000": digits in groups of three after the first, split by spaces of any of the
        // four widths; anything else ("4 6") is refused and told how to write it.
        let mut joined = String::new();
        let (mut group, mut groups, mut grouped) = (0, 0, true);
        for c in s.trim().chars() {
            if is_group_space(c) {
                grouped &= group > 0 && group <= 3 && (groups == 0 || group == 3);
                (group, groups) = (0, groups + 1);
            } else {
                joined.push(c);
                group += 1;
            }
        }
        if !grouped || (groups > 0 && group != 3) {
            return Err(Error::Wrong(
                Message::new("err-spaced-number").math("text", text.trim()),
            ));
        }
        if joined.is_empty() || !joined.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        joined.parse::<u64>().map_err(|_| big())
    };
    let (base, exp, ten) = if let Some((a, b)) = t.split_once('^') {
        (digits(a)?, digits(b)?, false)
    } else if let Some((a, b)) = t.split_once(['e', 'E']) {
        (digits(a)?, digits(b)?, true)
    } else {
        return digits(&t);
    };
    let exp = u32::try_from(exp).map_err(|_| big())?;
    if ten {
        10u64
            .checked_pow(exp)
            .and_then(|p| base.checked_mul(p))
            .ok_or_else(big)
    } else {
        base.checked_pow(exp).ok_or_else(big)
    }
}

/// A whole number received as a JavaScript number (f64): must be finite, whole, within 0..=2^53 − 1.
///
/// # Errors
/// [`Error::Wrong`] naming `what`; [`Error::Beyond`] past 2^53 − 1.
pub fn count_from_f64(what: &str, v: f64) -> Result<u64, Error> {
    count_written(what, v, || v.to_string())
}

/// [`count_from_f64`] with the number written by `written` in its messages (the wasm layer writes
/// it as JavaScript does, and so carries no float formatting of its own).
///
/// # Errors
/// As [`count_from_f64`].
pub fn count_written(what: &str, v: f64, written: impl Fn() -> String) -> Result<u64, Error> {
    if !v.is_finite() || v.fract() != 0.0 || v < 0.0 {
        return Err(not_count(what, written()));
    }
    if v > 9_007_199_254_740_991.0 {
        let message = Message::new("err-beyond-js")
            .math("what", what)
            .math("value", written());
        return Err(beyond_js(what, message));
    }
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a whole number from 0 to 2^53 − 1, checked above"
    )]
    let n = v as u64;
    Ok(n)
}

/// The refusal of a number that is not a whole number ≥ 0 (`written` as it came) as `what`.
#[cold]
#[inline(never)]
pub fn not_count(what: &str, written: String) -> Error {
    Error::Wrong(
        Message::new("err-not-count")
            .math("what", what)
            .math("value", written),
    )
}

#[cold]
#[inline(never)]
/// The refusal of a JavaScript number past 2^53 − 1 (where JS numbers stop being exact) as
/// `what`, with its message.
pub fn beyond_js(what: &str, message: Message) -> Error {
    Error::Beyond {
        what: what.to_string().into(),
        max: Some((1 << 53) - 1),
        budget: false,
        message,
    }
}

/// The spaces written between groups of digits: the space, the no-break space (U+00A0), the thin
/// space (U+2009) and the narrow no-break space (U+202F). (Matched one by one: no Unicode tables.)
fn is_group_space(c: char) -> bool {
    matches!(c, ' ' | '\u{a0}' | '\u{2009}' | '\u{202f}')
}

/// The items of a typed list: the text split at its commas, a trailing comma (`1, 2, 3,`)
/// ignored. Every parser of lists (rows of piles, subtraction sets, blocking Nim's sequences)
/// reads through this one.
pub fn list_items(text: &str) -> Vec<&str> {
    let mut items: Vec<&str> = text.split(',').collect();
    if items.len() > 1 && items.last().is_some_and(|s| s.trim().is_empty()) {
        items.pop();
    }
    items
}

/// Why an item of a list has a space inside ("4 6", "10 000"), or `None`: a list reads no
/// number with spaces (is "100 200" one number or two?), and the message says how to write it.
/// `noun` names the items ("piles", "moves", "numbers": the message's selector).
pub fn spaced_item(item: &str, noun: &'static str) -> Option<Message> {
    let t = item.trim();
    if !t.contains(|c: char| c.is_whitespace()) {
        return None;
    }
    let parts: Vec<&str> = t
        .split(|c: char| c.is_whitespace())
        .filter(|p| !p.is_empty())
        .collect();
    Some(
        Message::new("err-spaced-item")
            .math("item", t)
            .math("noun", noun)
            .math("parts", parts.join(", "))
            .math("joined", parts.concat()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_take_a_trailing_comma_and_refuse_spaced_numbers() {
        assert_eq!(list_items("1, 2, 3,"), ["1", " 2", " 3"]);
        assert_eq!(list_items("1, 2, 3, "), ["1", " 2", " 3"]);
        assert_eq!(list_items("1,,"), ["1", ""]);
        assert_eq!(list_items(","), [""]);
        assert_eq!(list_items(""), [""]);
        assert_eq!(spaced_item(" 12 ", "piles"), None);
        assert_eq!(
            spaced_item(" 100 200 ", "piles").map(|m| m.english()).as_deref(),
            Some("'100 200' has a space inside: separate piles with commas (100, 200), and write a number without spaces (100200)")
        );
        for (noun, english) in [("moves", "separate moves"), ("numbers", "separate numbers")] {
            let m = spaced_item("4 6", noun).unwrap().english();
            assert!(m.contains(english), "{m}");
        }
    }

    #[test]
    fn counts_parse_in_the_forms_users_type() {
        assert_eq!(parse_count("n", "1000"), Ok(1000));
        assert_eq!(parse_count("n", " 1_000_000 "), Ok(1_000_000));
        assert_eq!(parse_count("n", "10^18"), Ok(1_000_000_000_000_000_000));
        assert_eq!(parse_count("n", "2^63"), Ok(1 << 63));
        assert_eq!(parse_count("n", "3e6"), Ok(3_000_000));
        assert!(parse_count("n", "2^64").is_err());
        assert!(parse_count("n", "-5").is_err());
        assert!(parse_count("n", "").is_err());
        assert!(parse_count("n", "12x").is_err());
        assert!(parse_count("n", "99999999999999999999999").is_err());
        // Spaces between groups of three digits, any of the four widths, also around ^.
        assert_eq!(parse_count("n", "10 000"), Ok(10_000));
        assert_eq!(parse_count("n", "1\u{2009}000\u{202f}000"), Ok(1_000_000));
        assert_eq!(parse_count("n", "1\u{a0}000"), Ok(1000));
        assert_eq!(parse_count("n", "10 ^ 6"), Ok(1_000_000));
        for spaced in ["4 6", "1 0000", "1000 000", "10  000", " 1 00"] {
            let msg = parse_count("n", spaced).unwrap_err().to_string();
            assert!(
                msg.ends_with(
                    "is not a whole number: write it without spaces (like 10000 or 10_000)"
                ),
                "{spaced}: {msg}"
            );
        }
        let msg = parse_count("pile", "abc").unwrap_err().to_string();
        assert!(
            msg.starts_with("pile: 'abc' is not a whole number"),
            "{msg}"
        );
    }

    /// One error of each variant and what a caller reads of it: the kind, and for a limit the
    /// quantity, the largest value that fits and whether a budget found it.
    #[test]
    fn every_error_has_a_kind() {
        use ErrorKind::*;
        let limit = |e: &Error| e.limit().map(|l| (l.name(), l.max, l.budget));
        use crate::rule::{MoveFn, MoveRule};
        let parse = MoveFn::parse("2x +").err().unwrap();
        /// An error, its kind, and its limit: (what, max, budget).
        type Case = (Error, ErrorKind, Option<(&'static str, Option<u128>, bool)>);
        let cases: Vec<Case> = vec![
            (parse, Input, None),
            (
                MoveRule::eval(&MoveFn::parse("1/(x-x)").unwrap(), 0, 1).unwrap_err(),
                Input,
                None,
            ),
            (Error::NonPositive { k: 4, value: 0 }, Input, None),
            (check_range("upto", 0, 1, 10, "").unwrap_err(), Input, None),
            (
                check_range("upto", 11, 1, 10, "").unwrap_err(),
                Limit,
                Some(("upto", Some(10), false)),
            ),
            (
                check_length("f", &"x".repeat(12), 10).unwrap_err(),
                Limit,
                Some(("length of f", Some(10), false)),
            ),
            (
                over_budget("N", 9, 5, "why"),
                Limit,
                Some(("N", Some(5), true)),
            ),
            (
                parse_count("n", "2^64").unwrap_err(),
                Limit,
                Some(("n", Some(u128::from(u64::MAX)), false)),
            ),
            (parse_count("n", "abc").unwrap_err(), Input, None),
            (
                count_from_f64("n", 1e300).unwrap_err(),
                Limit,
                Some(("n", Some((1 << 53) - 1), false)),
            ),
            (Error::Illegal(Message::new("err-game-over")), State, None),
            (Error::Wrong(Message::new("err-h-short")), Input, None),
            (
                Error::Beyond {
                    what: "max".into(),
                    max: Some(5),
                    budget: false,
                    message: Message::new("err-h-short"),
                },
                Limit,
                Some(("max", Some(5), false)),
            ),
            (Error::Bug("a contradiction".into()), Internal, None),
        ];
        for (e, kind, lim) in cases {
            assert_eq!(e.kind(), kind, "{e}");
            let lim = lim.map(|(w, m, b)| (w.to_string(), m, b));
            assert_eq!(limit(&e), lim, "{e}");
        }
        assert_eq!(
            [Input, Limit, State, Internal].map(|k| k.to_string()),
            ["input", "limit", "state", "internal"]
        );
    }

    /// Naming an error keeps its kind and limit: an unnamed quantity takes the name, any other
    /// message is prefixed.
    #[test]
    fn named_errors_keep_their_kind() {
        let long = check_length("", &"1".repeat(200), 100).unwrap_err();
        assert_eq!(
            long.to_string(),
            "the text is 200 characters long: the limit is 100"
        );
        let named = long.named("upto");
        assert_eq!(
            named.to_string(),
            "upto is 200 characters long: the limit is 100"
        );
        assert_eq!(named.limit().unwrap().name(), "length of upto");
        let big = parse_count("pile", "10^30").unwrap_err();
        assert_eq!(big.to_string(), "pile: 10^30 is larger than 2^64 − 1");
        assert_eq!(big.limit().unwrap().what, "pile");
        let range = check_range("pgame", 2, 0, 1, "").unwrap_err().named("t");
        assert_eq!(
            range.to_string(),
            "t: pgame = 2 is too large: the limit is 1"
        );
        assert_eq!(range.limit().unwrap().max, Some(1));
        let state = Error::Illegal(Message::new("err-game-over")).named("play");
        assert_eq!(
            (state.kind(), state.to_string().as_str()),
            (ErrorKind::State, "play: the game is over: start a new one")
        );
        assert_eq!(state.message().unwrap().id, "err-named");
        assert_eq!(
            Error::Bug("x".into()).named("y").kind(),
            ErrorKind::Internal
        );
        assert_eq!(Error::Bug("x".into()).named("y"), Error::Bug("y: x".into()));
        // any other refusal is wrapped in err-named, its kind and limit kept
        let wrong = Error::Wrong(Message::new("err-pile-zero").num("i", 2)).named("y");
        assert_eq!(
            (wrong.kind(), wrong.to_string().as_str()),
            (ErrorKind::Input, "y: pile 2 is 0: piles hold at least 1")
        );
        let beyond = Error::Beyond {
            what: "".into(),
            max: None,
            budget: true,
            message: Message::new("err-brute-zero").num("max", 7),
        }
        .named("upto");
        assert_eq!(beyond.kind(), ErrorKind::Limit);
        assert!(
            beyond.to_string().starts_with("upto: brute force"),
            "{beyond}"
        );
        let l = beyond.limit().unwrap();
        assert_eq!((l.name(), l.max, l.budget), ("upto".into(), None, true));
    }

    /// The refusals of an illegal move or call are messages, and their English is the sentence
    /// the engine has always said (the pages and the README quote some).
    #[test]
    fn illegal_moves_are_messages_with_their_english() {
        let m = Message::new;
        let list = Message::new("err-list-or")
            .math("rest", "3, 4")
            .figure("last", 5);
        let cases = [
            (m("err-game-over"), "the game is over: start a new one"),
            (
                m("err-over-no-split"),
                "the game is over: every pile is 1, so no pile can be split; start a new one",
            ),
            (
                m("err-no-numbered").num("i", 7).num("count", 3),
                "there is no legal move numbered 7: there are 3",
            ),
            (
                m("err-take-max").figure("max", 4).figure("take", 7),
                "illegal move: take must be between 1 and 4 (the maximum now), not 7",
            ),
            (
                m("err-take-set")
                    .figure("pile", 40)
                    .msg("takes", list)
                    .figure("take", 2),
                "illegal move: from 40 you may take 3, 4 or 5, not 2",
            ),
            (
                m("err-forbid-many")
                    .figure("i", 2)
                    .num("c", 1)
                    .num("k", 2)
                    .num("n", 2),
                "at most c_2 = 1 option may be forbidden at move 2, not 2",
            ),
            (
                m("err-forbid-many")
                    .figure("i", 2)
                    .num("c", 0)
                    .num("k", 2)
                    .num("n", 1),
                "at most c_2 = 0 options may be forbidden at move 2, not 1",
            ),
            (
                m("err-no-pile-to")
                    .num("i", 4)
                    .math("what", "delete")
                    .num("count", 3),
                "illegal move: there is no pile 4 to delete; the piles are 1 to 3",
            ),
            (
                m("err-no-pile-to")
                    .num("i", 4)
                    .math("what", "split")
                    .num("count", 3),
                "illegal move: there is no pile 4 to split; the piles are 1 to 3",
            ),
            (
                m("err-split-range")
                    .num("i", 2)
                    .figure("pile", 5)
                    .figure("max", 4)
                    .figure("x", 5),
                "illegal move: pile 2 of 5 splits into x + 5 − x with x from 1 to 4, not 5",
            ),
        ];
        for (message, english) in cases {
            let e = Error::Illegal(message.clone());
            assert_eq!(e.to_string(), english);
            assert_eq!(e.message(), Some(message));
            assert_eq!(e.kind(), ErrorKind::State);
        }
    }

    #[test]
    fn lengths_are_counted_as_javascript_counts_them() {
        // 'é' is 2 bytes and 1 unit, '😀' 4 bytes and 2 units: a text of 10 units passes 10
        assert!(check_length("s", &"é".repeat(10), 10).is_ok());
        assert!(check_length("s", &"😀".repeat(5), 10).is_ok());
        let e = check_length("s", &"😀".repeat(6), 10).unwrap_err();
        assert_eq!(e.to_string(), "s is 12 characters long: the limit is 10");
    }

    /// Every error with a message says exactly its English: Display is the message's English
    /// (one source), for each variant and for the parser's sentences.
    #[test]
    fn every_message_is_the_errors_english() {
        use crate::expr::{parse, Vars};
        use crate::rule::{MoveFn, MoveRule};
        let mut errors: Vec<Error> = vec![
            MoveRule::eval(&MoveFn::parse("1/(x-x)").unwrap(), 0, 1).unwrap_err(),
            MoveRule::eval(&MoveFn::parse("2^(0-x)").unwrap(), 0, 1).unwrap_err(),
            MoveRule::eval(&MoveFn::parse("x^x^x^x").unwrap(), 0, 9).unwrap_err(),
            Error::NonPositive { k: 4, value: -3 },
            check_range("upto", 0, 1, 10, "").unwrap_err(),
            check_range("upto", 11, 1, 10, "memory").unwrap_err(),
            check_start_pile(2_000_000).unwrap_err(),
            over_budget("N", 9, 5, "the engine's reach for this f"),
            check_length("f", &"x".repeat(12), 10).unwrap_err(),
            check_length("", &"x".repeat(12), 10).unwrap_err(),
        ];
        for (text, vars) in [
            ("", Vars::X),
            ("2x +", Vars::X),
            ("2x )", Vars::X),
            ("(2x", Vars::X),
            ("x = 2", Vars::X),
            ("2.5x", Vars::X),
            ("99999999999999999999", Vars::X),
            ("x & 2", Vars::X),
            ("x ≤ 2", Vars::X),
            ("x # 2", Vars::X),
            ("x < 2", Vars::X),
            ("if x then 1 else 2", Vars::X),
            ("if x > 1 then 2", Vars::X),
            ("if x > 1 2", Vars::X),
            ("1 < x < 3", Vars::X),
            ("y + 1", Vars::X),
            ("n + 1", Vars::X),
            ("f(n, x) = 2x", Vars::X),
            ("f(x) =", Vars::X),
            ("g(x) = 2x", Vars::X),
            ("f(x, x) = 2x", Vars::XN),
            ("f(x) = n", Vars::XN),
            ("abs(1, 2)", Vars::X),
            ("min(1)", Vars::X),
            ("min 1", Vars::X),
            ("min(1 2)", Vars::X),
            ("2 3", Vars::X),
            (&"x+".repeat(700), Vars::X),
            (&"(".repeat(100), Vars::X),
        ] {
            let e = parse(text, vars).unwrap_err();
            assert!(e.message().is_some(), "{text}: {e}");
            errors.push(Error::Parse(e));
        }
        for e in errors {
            let m = e.message().unwrap_or_else(|| panic!("{e}: a message"));
            assert_eq!(m.english(), e.to_string(), "{m:?}");
        }
        // a bug's report has none (English on purpose)
        assert_eq!(Error::Bug("x".into()).message(), None);
        // a malformed number, a number past 2^64 − 1 or 2^53 − 1, named or not, have theirs
        for e in [
            parse_count("n", "abc").unwrap_err(),
            parse_count("n", "10 00").unwrap_err(),
            parse_count("pile", "10^30").unwrap_err(),
            parse_whole("12x").unwrap_err(),
            count_from_f64("n", 2.5).unwrap_err(),
            count_from_f64("n", 1e300).unwrap_err(),
        ] {
            let m = e.message().unwrap_or_else(|| panic!("{e}: a message"));
            assert_eq!(m.english(), e.to_string());
        }
        assert_eq!(
            parse_count("n", "abc").unwrap_err().to_string(),
            "n: 'abc' is not a whole number (examples: 1000, 10^18, 1e6)"
        );
        assert_eq!(
            count_from_f64("n", 2.5).unwrap_err().to_string(),
            "n must be a whole number ≥ 0, not 2.5"
        );
        assert_eq!(
            count_from_f64("n", 1e300).unwrap_err().to_string(),
            format!(
                "n = {} is beyond 2^53 − 1; pass it as a decimal string instead",
                1e300
            )
        );
        // an unknown reason is passed as written, a known one as its message
        let e = check_range("upto", 11, 1, 10, "memory").unwrap_err();
        assert!(
            matches!(&e.message().unwrap().args[1].1, crate::message::Arg::Math(w) if w == "memory")
        );
        let e = check_range("pile", 0, 1, 10, "").unwrap_err();
        assert_eq!(e.message().unwrap().id, "err-small");
        let e = check_start_pile(2_000_000).unwrap_err();
        assert!(
            matches!(&e.message().unwrap().args[1].1, crate::message::Arg::Msg(w) if w.id == "why-starts")
        );
    }

    /// The refusals that were free English texts before they were messages say the same English
    /// (the CLI prints it, the pages' tests match it).
    #[test]
    fn the_former_free_texts_keep_their_english() {
        let m = Message::new;
        let failed = Message::new("err-div-zero");
        let cases = [
            (
                m("err-unknown-attr")
                    .math("name", "zoom")
                    .math("widget", "blocking")
                    .math("kind", "game")
                    .math("known", "c, min"),
                "unknown attribute 'zoom' for the blocking game (known: c, min)",
            ),
            (
                m("err-unknown-attr")
                    .math("name", "zoom")
                    .math("widget", "table")
                    .math("kind", "view")
                    .math("known", "f"),
                "unknown attribute 'zoom' for the table view (known: f)",
            ),
            (
                m("err-no-widget").math("games", "a, b").math("views", "c"),
                "no widget is not a Nim Lab widget (games: a, b; views: c)",
            ),
            (
                m("err-no-periodic").num("t", 3),
                "f has period 3: periodic games need the feature move-fn-periodic, which this build leaves out",
            ),
            (
                m("err-past-base-why")
                    .msg("why", m("err-base-listed").num("count", 1_000_000).figure("reach", 99))
                    .figure("n", 120)
                    .figure("reach", 99),
                "N = 120 is beyond the computed base (members are known up to 99; listed the first 1000000 members, up to 99)",
            ),
            (
                m("err-base-slow").figure("i", 0).num("count", 1).figure("reach", 5),
                "B_0: listed the first 1 member, up to 5: it grows slowly",
            ),
            (
                m("err-base-failed")
                    .figure("i", 1)
                    .figure("reach", 40)
                    .msg("error", failed),
                "B_1 is listed up to 40 because division by zero, which the next member needs",
            ),
            (
                m("err-brute-zero").num("max", 100_000_000),
                "brute force would solve more than 100000000 (pile, move) states even for upto = 0: let the sequences become constant (a list repeats its last value)",
            ),
            (
                m("err-formula-budget").num("max", 2_000_000).num("pile", 7),
                "the formula needs more than 2000000 intervals to reach pile 7: sequences that become constant (a list, or an expression without i) are solved at once",
            ),
            (
                m("err-positions")
                    .num("k", 8)
                    .num("max", 100)
                    .num("count", 26_075_790)
                    .num("fit", 60),
                "8 piles of up to 100 are 26075790 positions, too many to solve here; with 8 piles the largest pile can be at most 60",
            ),
            (
                m("err-map-fixes").num("k", 3).num("fixed", 1).num("given", 0),
                "the map of 3 piles fixes 1 of them, not 0",
            ),
            (
                m("err-pile-zero").num("i", 2),
                "pile 2 is 0: piles hold at least 1",
            ),
        ];
        for (message, english) in cases {
            assert_eq!(message.english(), english);
        }
    }

    /// The reason of every setting field's bound is a message of the catalogue.
    #[test]
    fn the_fields_reasons_are_messages() {
        for f in crate::spec::FIELDS {
            if let Some(why) = f.limits().get("why").and_then(|w| w.as_str()) {
                assert!(
                    messages::MESSAGES
                        .iter()
                        .any(|(id, t)| id.starts_with("why-") && *t == why),
                    "{}: {why}",
                    f.key
                );
            }
        }
    }

    #[test]
    fn range_errors_say_which_bound() {
        let e = check_range("upto", 0, 1, 10, "").unwrap_err().to_string();
        assert_eq!(e, "upto = 0 is too small: it must be at least 1");
        let e = check_range("upto", 11, 1, 10, "memory")
            .unwrap_err()
            .to_string();
        assert_eq!(e, "upto = 11 is too large: the limit is 10 (memory)");
    }
}
