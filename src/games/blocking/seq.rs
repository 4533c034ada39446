//! The three sequences of blocking Nim, as a user types them: an expression in the move number
//! `i` (`i + 2`, `i/3`, `if i % 2 == 0 then 3 else 5`) or a list whose last value repeats
//! (`1, 0, 0` is 1, 0, 0, 0, …). [`Rules`] joins c, m and M, validates every value it hands out
//! (with the sequence and i named) and remembers them.

use crate::error::{check_length, check_range, Error};
use crate::expr::{self, Compiled, Env, Expr, ExprError, Vars};
use crate::message::Message;
use crate::spec::MAX_TEXT;
use serde::Serialize;
use std::cell::RefCell;

/// One typed sequence a_1, a_2, ….
pub enum Seq {
    /// Explicit values; the last one repeats forever.
    List(Vec<i64>),
    /// An expression in `i`.
    Expr(Expr, Compiled),
}

impl Seq {
    /// Parses a list (the text has a comma outside parentheses) or an expression in `i`.
    ///
    /// # Errors
    /// An [`ExprError`] with the column of the problem.
    ///
    /// ```
    /// use nimlab::games::blocking::Seq;
    /// assert_eq!(Seq::parse("1, 0, 0").unwrap().value(7), Ok(0));
    /// assert_eq!(Seq::parse("i + 2").unwrap().value(7), Ok(9));
    /// assert_eq!(Seq::parse("min(i/2, 3)").unwrap().value(9), Ok(3));
    /// assert_eq!(Seq::parse("1, x").err().unwrap().to_string(), "column 4: 'x' is not a whole number");
    /// ```
    pub fn parse(text: &str) -> Result<Seq, ExprError> {
        // A comma inside parentheses belongs to min(…, …) or max(…, …).
        let mut depth = 0i32;
        let top_comma = text.chars().any(|ch| {
            match ch {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            ch == ',' && depth == 0
        });
        if !top_comma {
            let e = expr::parse(text, Vars::I)?;
            let code = e.compile();
            return Ok(Seq::Expr(e, code));
        }
        let mut values = Vec::new();
        let mut col = 1; // 1-based column (in characters) where the current item starts
        for item in crate::error::list_items(text) {
            let lead = item.chars().take_while(|c| c.is_whitespace()).count();
            let word = item.trim();
            let at = col + lead;
            if word.is_empty() {
                return Err(ExprError::said(at, Message::new("err-want-number"), text));
            }
            if let Some(why) = crate::error::spaced_item(word, "numbers") {
                return Err(ExprError::said(at, why, text));
            }
            let digits = word.replace(['−', '–'], "-");
            match digits.parse::<i64>() {
                Ok(v) => values.push(v),
                Err(_) => {
                    let said = Message::new("err-not-whole-item").math("text", word);
                    return Err(ExprError::said(at, said, text));
                }
            }
            col += item.chars().count() + 1;
        }
        Ok(Seq::List(values))
    }

    /// a_i for i ≥ 1 (unvalidated: the rules check signs and order).
    ///
    /// # Errors
    /// The expression's evaluation error at i.
    pub fn value(&self, i: u64) -> Result<i64, expr::EvalError> {
        match self {
            // (past the list, its last value: any i past what the machine indexes is)
            Seq::List(v) => Ok(v[crate::narrow::saturating(i.max(1)).min(v.len()) - 1]),
            Seq::Expr(_, code) => code.eval(&Env {
                i: i64::try_from(i).unwrap_or(i64::MAX),
                ..Env::default()
            }),
        }
    }

    /// The index from which the sequence is known to be constant: a list's length, 1 for an
    /// expression without `i`, None when not known.
    pub fn constant_from(&self) -> Option<u64> {
        match self {
            Seq::List(v) => Some(v.len() as u64),
            Seq::Expr(e, _) => (!e.uses().i).then_some(1),
        }
    }

    /// The canonical text: a list as `a, b, c`, an expression as the language prints it.
    pub fn canonical(&self) -> String {
        match self {
            Seq::List(v) => v
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            Seq::Expr(e, _) => e.to_string(),
        }
    }

    /// "list" or "expr".
    pub fn kind(&self) -> &'static str {
        match self {
            Seq::List(_) => "list",
            Seq::Expr(..) => "expr",
        }
    }
}

/// The rules at move i: take x ∈ [m, max] (x ≤ pile) after the opponent forbade up to c options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// c_i, the most options the opponent may forbid.
    pub c: u64,
    /// m_i ≥ 1, the smallest take.
    pub m: u64,
    /// M_i ≥ m_i, the largest take.
    pub max: u64,
}

impl Step {
    /// u_i = M_i − m_i − c_i (negative when the opponent can forbid every option).
    pub fn u(&self) -> i128 {
        i128::from(self.max) - i128::from(self.m) - i128::from(self.c)
    }
}

/// Values are remembered up to this index; later ones are evaluated each time.
const CACHE_LIMIT: u64 = 1 << 21;

/// The sequences c, m, M of one game.
pub struct Rules {
    c: Seq,
    m: Seq,
    big_m: Seq,
    cache: RefCell<Vec<Step>>,
    /// [`Rules::constant_from`], found once: it walks the expressions, and [`Rules::step`] asks
    /// it at every call (a tenth of a second per level of the analysis at 10^6 piles).
    tail: Option<u64>,
}

impl Rules {
    /// Parses the three sequences.
    ///
    /// # Errors
    /// [`Error::Wrong`] naming the sequence: "m: column 3: …"; [`Error::TooLong`] for a text
    /// longer than [`MAX_TEXT`] (before it is read).
    pub fn parse(c: &str, m: &str, big_m: &str) -> Result<Rules, Error> {
        let seq = |name: &'static str, text: &str| {
            check_length(name, text, MAX_TEXT)?;
            Seq::parse(text).map_err(|e| Error::Parse(e).named(name))
        };
        Ok(Rules::new(seq("c", c)?, seq("m", m)?, seq("M", big_m)?))
    }

    /// Rules from explicit lists (tests, presets): the last values repeat.
    ///
    /// # Panics
    /// When a list is empty.
    pub fn lists(c: &[i64], m: &[i64], big_m: &[i64]) -> Rules {
        assert!(!c.is_empty() && !m.is_empty() && !big_m.is_empty());
        Rules::new(
            Seq::List(c.to_vec()),
            Seq::List(m.to_vec()),
            Seq::List(big_m.to_vec()),
        )
    }

    fn new(c: Seq, m: Seq, big_m: Seq) -> Rules {
        let mut r = Rules {
            c,
            m,
            big_m,
            cache: RefCell::new(Vec::new()),
            tail: None,
        };
        r.tail = r.find_constant_from();
        r
    }

    /// The index from which all three sequences are known to be constant (None: not known).
    pub fn constant_from(&self) -> Option<u64> {
        self.tail
    }

    fn find_constant_from(&self) -> Option<u64> {
        Some(
            self.c
                .constant_from()?
                .max(self.m.constant_from()?)
                .max(self.big_m.constant_from()?),
        )
    }

    /// The sequences' canonical texts (c, m, M).
    pub fn canonical(&self) -> [String; 3] {
        [
            self.c.canonical(),
            self.m.canonical(),
            self.big_m.canonical(),
        ]
    }

    /// The rules at move i ≥ 1, validated.
    ///
    /// # Errors
    /// [`Error::Wrong`] naming the sequence and i: an evaluation error, c_i < 0, m_i < 1 or
    /// M_i < m_i.
    pub fn step(&self, i: u64) -> Result<Step, Error> {
        let i = match self.constant_from() {
            Some(t) => i.min(t),
            None => i,
        }
        .max(1);
        {
            let cache = self.cache.borrow();
            if let Some(s) = cache.get(crate::narrow::saturating(i - 1)) {
                return Ok(*s);
            }
        }
        if i > CACHE_LIMIT {
            return self.compute(i);
        }
        let mut cache = self.cache.borrow_mut();
        while (cache.len() as u64) < i {
            let s = self.compute(cache.len() as u64 + 1)?;
            cache.push(s);
        }
        // (the cache now ends at i)
        Ok(*cache.last().expect("i ≥ 1"))
    }

    fn compute(&self, i: u64) -> Result<Step, Error> {
        let get = |name: &'static str, s: &Seq| {
            s.value(i).map_err(|e| {
                let problem = Message::new(match e.kind {
                    expr::EvalErrorKind::DivisionByZero => "err-div-zero",
                    expr::EvalErrorKind::Overflow => "err-overflow",
                    expr::EvalErrorKind::NegativeExponent => "err-neg-exp",
                });
                let error = Message::new("err-at-column")
                    .msg("problem", problem)
                    .num("column", e.column as u64);
                Error::Wrong(
                    Message::new("err-seq-at")
                        .math("name", name)
                        .figure("i", i)
                        .msg("error", error),
                )
            })
        };
        let (c, m, big_m) = (
            get("c", &self.c)?,
            get("m", &self.m)?,
            get("M", &self.big_m)?,
        );
        let said = |id| Message::new(id).figure("i", i);
        if c < 0 {
            return Err(Error::Wrong(
                said("err-c-negative").math("c", c.to_string()),
            ));
        }
        if m < 1 {
            return Err(Error::Wrong(said("err-m-small").math("m", m.to_string())));
        }
        if big_m < m {
            let message = said("err-m-above-max")
                .math("m", m.to_string())
                .math("max", big_m.to_string());
            return Err(Error::Wrong(message));
        }
        Ok(Step {
            c: c as u64,
            m: m as u64,
            max: big_m as u64,
        })
    }

    /// The rules at moves `from`, `from + 1`, … (`n` of them).
    ///
    /// # Errors
    /// As [`Rules::step`].
    pub fn steps(&self, from: u64, n: u64) -> Result<Vec<Step>, Error> {
        (from..from + n).map(|i| self.step(i)).collect()
    }

    /// The table of the sequences for i = 1..=n (n ≤ [`MAX_VALUES`]).
    ///
    /// # Errors
    /// n out of range, or as [`Rules::step`].
    pub fn values(&self, n: u64) -> Result<Values, Error> {
        check_range("n", u128::from(n), 1, u128::from(MAX_VALUES), "")?;
        let steps = self.steps(1, n)?;
        Ok(Values {
            c: steps.iter().map(|s| s.c).collect(),
            m: steps.iter().map(|s| s.m).collect(),
            big_m: steps.iter().map(|s| s.max).collect(),
            // u fits an i64: the values are i64s with M ≥ m ≥ 1 and c ≥ 0.
            u: steps
                .iter()
                .map(|s| i64::try_from(s.u()).unwrap_or(i64::MIN))
                .collect(),
        })
    }
}

/// The most moves [`Rules::values`] lists, and the moves [`check_one`] checks of a sequence that
/// does not settle.
pub const MAX_VALUES: u64 = 1000;

/// Which of the three sequences a typed text is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    /// c_i ≥ 0, the options the opponent may forbid.
    C,
    /// m_i ≥ 1, the smallest take.
    M,
    /// M_i ≥ m_i, the largest take.
    BigM,
}

/// Checks one typed sequence on its own, before the game is played: it parses, and its values on
/// the moves until it settles (the first [`MAX_VALUES`] moves if it never does) are what `which`
/// needs — c_i ≥ 0, m_i ≥ 1, or M_i ≥ m_i against the typed `m`.
///
/// # Errors
/// The parse error (with its column), or the first bad value named as [`Rules::step`] names it
/// ("m_2 = 0: every move must take at least one counter (m_i ≥ 1)").
pub fn check_one(which: Which, text: &str, m: &str) -> Result<(), Error> {
    Seq::parse(text)?;
    let rules = match which {
        Which::C => Rules::parse(text, "1", "1"),
        Which::M => Rules::parse("0", text, text),
        Which::BigM => Rules::parse("0", m, text),
    }?;
    let moves = rules.constant_from().unwrap_or(MAX_VALUES);
    rules.steps(1, moves.clamp(1, MAX_VALUES)).map(drop)
}

/// c_i, m_i, M_i and u_i = M_i − m_i − c_i for i = 1..=n, as the page's table shows them.
/// Each value is typed and reaches 2^63 − 1 (a teacher's M = 10^18, "as good as unlimited"):
/// sent as a number up to 2^53 − 1 in size, else a decimal string ([`crate::exact`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Values {
    /// c_1, …, c_n.
    #[serde(serialize_with = "crate::exact::numbers")]
    pub c: Vec<u64>,
    /// m_1, …, m_n.
    #[serde(serialize_with = "crate::exact::numbers")]
    pub m: Vec<u64>,
    /// M_1, …, M_n.
    #[serde(rename = "M", serialize_with = "crate::exact::numbers")]
    pub big_m: Vec<u64>,
    /// u_1, …, u_n (from −(2^63 − 1) to 2^63 − 2).
    #[serde(serialize_with = "crate::exact::numbers")]
    pub u: Vec<i64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_repeat_their_last_value() {
        let r = Rules::parse("0, 1, 2", "1, 3, 5", "3, 6, 10").unwrap();
        assert_eq!(
            r.step(3).unwrap(),
            Step {
                c: 2,
                m: 5,
                max: 10
            }
        );
        assert_eq!(r.step(1000).unwrap(), r.step(3).unwrap());
        assert_eq!(r.constant_from(), Some(3));
        assert_eq!(r.canonical()[0], "0, 1, 2");
    }

    #[test]
    fn bad_values_name_the_sequence_and_i() {
        let msg = |c: &str, m: &str, big: &str, i| {
            Rules::parse(c, m, big)
                .unwrap()
                .step(i)
                .unwrap_err()
                .to_string()
        };
        assert!(msg("0", "1, 1, 0", "3", 3).starts_with("m_3 = 0:"));
        assert!(msg("0", "1, 5", "i + 2", 2).starts_with("m_2 = 5 > M_2 = 4:"));
        assert!(msg("1, -1", "1", "3", 2).starts_with("c_2 = -1 is negative"));
        assert!(msg("0", "1", "10 / (i - 2) + 20", 2).starts_with("M_2: division by zero"));
        // The first bad value is reported even when a later one is asked for.
        assert!(msg("0", "1, 0", "3", 9).starts_with("m_2 = 0:"));
    }

    #[test]
    fn lists_as_typed() {
        let list = |t: &str| match Seq::parse(t) {
            Ok(Seq::List(v)) => v,
            _ => panic!("{t} is not read as a list"),
        };
        assert_eq!(list("0, 1, 2,"), [0, 1, 2]);
        assert_eq!(list("5,"), [5]);
        assert_eq!(list("1, −1"), [1, -1]);
        let e = Seq::parse("1, 10 0").err().unwrap().to_string();
        assert_eq!(
            e,
            "column 4: '10 0' has a space inside: separate numbers with commas (10, 0), and \
             write a number without spaces (100)"
        );
        assert_eq!(
            Seq::parse("1,,").err().unwrap().to_string(),
            "column 3: expected a number between the commas"
        );
    }

    #[test]
    fn parse_errors_point_at_the_item() {
        let e = Rules::parse("0", "1,, 2", "3").err().unwrap().to_string();
        assert_eq!(e, "m: column 3: expected a number between the commas");
        let e = Rules::parse("0", "1", "x + 1").err().unwrap().to_string();
        assert!(e.starts_with("M: column 1:"), "{e}");
    }
}
