//! Error values: [`ExprError`] for text that is not a valid move function, [`EvalError`] for
//! an evaluation that has no integer result.

use crate::message::Message;
use std::fmt;

/// Why a text is not a valid move function, with the column (1-based, in characters) to point at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExprError {
    /// 1-based column in characters.
    pub column: usize,
    /// The sentence, without the "column N: " prefix.
    pub message: String,
    /// The text that was parsed.
    pub source: String,
    /// The sentence as a message (`message` is its English), where it is one.
    pub said: Option<Message>,
}

impl ExprError {
    pub(crate) fn new(column: usize, message: impl Into<String>, source: &str) -> ExprError {
        ExprError {
            column,
            message: message.into(),
            source: source.to_string(),
            said: None,
        }
    }

    /// An error whose sentence is a message (its English is `message`).
    pub(crate) fn said(column: usize, said: Message, source: &str) -> ExprError {
        ExprError {
            said: Some(said.clone()),
            ..ExprError::new(column, said.english(), source)
        }
    }

    /// The whole error as a message, as [`Display`](fmt::Display) words it: "column 4: …" (the
    /// column a number in prose), just the sentence for a blank source; `None` when the sentence
    /// is not a message.
    pub fn message(&self) -> Option<Message> {
        let said = self.said.clone()?;
        Some(match self.source.trim().is_empty() {
            true => said,
            false => Message::new("err-parse")
                .num("column", self.column as u64)
                .msg("problem", said),
        })
    }

    /// Two lines: the source (tabs and line breaks shown as spaces), then a `^` under the column.
    ///
    /// ```
    /// let e = nimlab::expr::parse("2x +", nimlab::expr::Vars::X).unwrap_err();
    /// assert_eq!(e.caret(), "2x +\n   ^");
    /// ```
    pub fn caret(&self) -> String {
        let line: String = self
            .source
            .chars()
            .map(|c| if c.is_whitespace() { ' ' } else { c })
            .collect();
        format!("{line}\n{}^", " ".repeat(self.column.saturating_sub(1)))
    }
}

impl fmt::Display for ExprError {
    /// "column 4: expected an expression after '+'"; a blank source gives just
    /// "the expression is empty".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.source.trim().is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "column {}: {}", self.column, self.message)
        }
    }
}

impl std::error::Error for ExprError {}

/// What went wrong while evaluating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EvalErrorKind {
    /// `a / 0` or `a % 0`.
    DivisionByZero,
    /// A result outside the 64-bit signed range.
    Overflow,
    /// `a ^ b` with `b < 0`.
    NegativeExponent,
}

/// An evaluation without an integer result, with the column of the operator responsible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalError {
    /// 1-based column of the operator in the parsed text.
    pub column: usize,
    /// What went wrong.
    pub kind: EvalErrorKind,
}

impl EvalError {
    pub(crate) fn overflow(column: usize) -> EvalError {
        EvalError {
            column,
            kind: EvalErrorKind::Overflow,
        }
    }
}

impl fmt::Display for EvalError {
    /// "division by zero (column 5)", "the value overflows 64-bit integers (column 3)",
    /// "negative exponent (column 2)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.kind {
            EvalErrorKind::DivisionByZero => "division by zero",
            EvalErrorKind::Overflow => "the value overflows 64-bit integers",
            EvalErrorKind::NegativeExponent => "negative exponent",
        };
        write!(f, "{what} (column {})", self.column)
    }
}

impl std::error::Error for EvalError {}
