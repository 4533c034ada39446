//! The core's error type: every failure a user can cause, as a value with a sentence a teacher
//! understands. Nothing in the core panics on user input; the wasm layer turns these into JS
//! `Error`s and the CLI prints them on stderr.

use crate::expr::{EvalError, ExprError};
use std::borrow::Cow;
use std::fmt;

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
        /// What the number is ("upto", "pile", …).
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
    /// Anything else the user did that the rules forbid (an illegal move, a malformed number).
    Invalid(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse(e) => write!(f, "{e}"),
            Error::Eval { k, err } => write!(f, "f({k}): {err}"),
            Error::NonPositive { k, value } => write!(
                f,
                "f({k}) = {value}, but a move function must allow at least one counter"
            ),
            Error::OutOfRange {
                what,
                value,
                min,
                max,
                why,
            } => {
                if value < min {
                    write!(
                        f,
                        "{what} = {value} is too small: it must be at least {min}"
                    )?;
                } else {
                    write!(f, "{what} = {value} is too large: the limit is {max}")?;
                }
                if !why.is_empty() {
                    write!(f, " ({why})")?;
                }
                Ok(())
            }
            Error::Invalid(msg) => write!(f, "{msg}"),
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

/// Parses a decimal number typed by a user ("1000", " 10^18 ", "1e6", "1_000_000").
///
/// Accepts plain digits (with `_` or `,` separators), `a^b` and `aeb` forms, exactly.
///
/// # Errors
/// [`Error::Invalid`] naming `what` when the text is not such a number or exceeds `u64`.
pub fn parse_count(what: &str, text: &str) -> Result<u64, Error> {
    parse_whole(text).map_err(|e| Error::Invalid(format!("{what}: {e}")))
}

/// [`parse_count`] with a message that names nothing, for a caller to name.
///
/// # Errors
/// [`Error::Invalid`] when the text is not such a number or exceeds `u64`.
pub fn parse_whole(text: &str) -> Result<u64, Error> {
    let t: String = text
        .trim()
        .chars()
        .filter(|c| *c != '_' && *c != ',')
        .collect();
    let bad = || {
        Error::Invalid(format!(
            "'{}' is not a whole number (examples: 1000, 10^18, 1e6)",
            text.trim()
        ))
    };
    let big = || Error::Invalid(format!("{} is larger than 2^64 − 1", text.trim()));
    let digits = |s: &str| -> Result<u64, Error> {
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        s.parse::<u64>().map_err(|_| big())
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
/// [`Error::Invalid`] naming `what`.
pub fn count_from_f64(what: &str, v: f64) -> Result<u64, Error> {
    if !v.is_finite() || v.fract() != 0.0 || v < 0.0 {
        return Err(Error::Invalid(format!(
            "{what} must be a whole number ≥ 0, not {v}"
        )));
    }
    if v > 9_007_199_254_740_991.0 {
        return Err(Error::Invalid(format!(
            "{what} = {v} is beyond 2^53 − 1; pass it as a decimal string instead"
        )));
    }
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a whole number from 0 to 2^53 − 1, checked above"
    )]
    let n = v as u64;
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let msg = parse_count("pile", "abc").unwrap_err().to_string();
        assert!(
            msg.starts_with("pile: 'abc' is not a whole number"),
            "{msg}"
        );
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
