//! The move-function language: the expression a user types for `f`, parsed into a typed tree,
//! printed back canonically, compiled to a fast evaluator, and analysed for monotonicity.
//!
//! All arithmetic is on 64-bit integers and exact: a result that does not fit is an error, never
//! a wrapped or rounded value.
//!
//! | Syntax | Meaning |
//! |---|---|
//! | `x` | the size of the previous move |
//! | `n` | the pile size before the previous move (only in games that provide it) |
//! | `i` | the move number (only in games that provide it) |
//! | `42` | a whole number (up to 9223372036854775807; write `-5` for a negative one) |
//! | `a + b`, `a - b`, `a * b` | sum, difference, product |
//! | `2x`, `3(x + 1)`, `(x + 1)(x - 1)`, `2 x` | implicit multiplication, same precedence as `*` |
//! | `a / b` | division rounded down: `7 / 2 = 3`, `-7 / 2 = -4` |
//! | `a % b`, `a mod b` | remainder with the sign of `b`: `-7 % 3 = 2`, `7 % -3 = -2` |
//! | `a ^ b` | power, `b >= 0`, right-associative: `2^3^2 = 2^9` |
//! | `-a` | negation: `-x^2 = -(x^2)`, `2x^2 = 2(x^2)` |
//! | `min(a, b, ...)`, `max(a, b, ...)` | smallest / largest of two or more numbers |
//! | `abs(a)` | absolute value |
//! | `a == b`, `a != b`, `a < b`, `a <= b`, `a > b`, `a >= b` | comparisons (true/false); `a < b < c` is an error |
//! | `c and d`, `c or d`, `not c` (also `&&`, `\|\|`, `!`) | logic on comparisons |
//! | `if c then a else b` | `a` when `c` holds, else `b`; only the branch chosen is evaluated |
//! | `( … )` | grouping |
//! | `x²`, `(x + 1)³`, `2x¹⁰` | superscript digits: the power `x^2`, `(x + 1)^3`, `2x^10` |
//! | `2×x`, `2·x`, `2⋅x`, `x − 1`, `x – 1` | the pasted signs: `*` and `-` |
//! | `f(x) = 2x`, `f(n, x) = n - x` | a leading head naming the game's variables is skipped |
//!
//! Precedence, loosest first: `if … then … else …`; `or`; `and`; `not`; comparisons; `+ -`;
//! `* / % mod` and implicit multiplication; unary `-`; `^`.
//!
//! Comparisons and logic give true/false and may only be used as conditions; the move function
//! itself must be a number.
//!
//! ```
//! use nimlab::expr::{parse, Env, Vars};
//! let f = parse("if x % 3 == 0 then x else 2x+1", Vars::X).unwrap();
//! assert_eq!(f.to_string(), "if x % 3 == 0 then x else 2x + 1");
//! let c = f.compile();
//! assert_eq!(c.eval(&Env { x: 4, ..Env::default() }), Ok(9));
//! assert!(!f.nondecreasing_in_x());
//! ```

mod analysis;
mod ast;
mod batch;
mod compile;
mod error;
mod eval;
mod eventual;
mod interval;
mod lexer;
mod parser;
mod print;
#[cfg(test)]
mod tests;

use std::fmt;

pub use ast::{BinOp, CmpOp, Col, Cond, Num, Var};
pub use batch::Batch;
pub use error::{EvalError, EvalErrorKind, ExprError};
pub use interval::Interval;

/// Which variables a game provides to its move function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vars {
    /// `x`, the size of the previous move.
    pub x: bool,
    /// `n`, the pile size before the previous move.
    pub n: bool,
    /// `i`, the move number.
    pub i: bool,
}

impl Vars {
    /// Only `x` (classic take-away games: `f(x)`).
    pub const X: Vars = Vars {
        x: true,
        n: false,
        i: false,
    };
    /// `x` and `n` (games with `f(n, x)`).
    pub const XN: Vars = Vars {
        x: true,
        n: true,
        i: false,
    };
    /// Only `i` (blocking Nim: functions of the move number).
    pub const I: Vars = Vars {
        x: false,
        n: false,
        i: true,
    };
    /// `x`, `n` and `i`.
    pub const ALL: Vars = Vars {
        x: true,
        n: true,
        i: true,
    };
    /// No variables (constants only).
    pub const NONE: Vars = Vars {
        x: false,
        n: false,
        i: false,
    };
}

/// Values of the variables for one evaluation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Env {
    /// `x`, the size of the previous move.
    pub x: i64,
    /// `n`, the pile size before the previous move.
    pub n: i64,
    /// `i`, the move number.
    pub i: i64,
}

impl Env {
    /// An environment with only `x` set (`n = i = 0`).
    pub fn x(x: i64) -> Env {
        Env {
            x,
            ..Env::default()
        }
    }
}

/// A parsed, well-typed move function (a numeric expression).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expr {
    /// The tree. Built by [`parse`], its literals are non-negative.
    pub root: Num,
}

/// Parses a move function, allowing the variables in `vars`.
///
/// # Errors
/// An [`ExprError`] with the column (1-based, in characters) of the problem and a message a
/// teacher can read: unknown names, variables the game does not provide, dangling operators,
/// unbalanced parentheses, an empty text, bad characters, numbers beyond 64 bits, `if` without
/// `then`/`else`, wrong argument counts, a comparison where a number is needed (or the reverse),
/// chained comparisons, nesting deeper than 64 levels (tree height above 200).
///
/// ```
/// use nimlab::expr::{parse, Vars};
/// let e = parse("2x +", Vars::X).unwrap_err();
/// assert_eq!(e.to_string(), "column 4: expected an expression after '+'");
/// ```
pub fn parse(src: &str, vars: Vars) -> Result<Expr, ExprError> {
    parser::parse(src, vars).map(|root| Expr { root })
}

/// `src` without the leading head `f(x) =` that [`parse`] skips, from the first character after
/// the blanks that follow `=`; `src` itself when it has no such head (or a head `parse` refuses).
/// What a page keeps and shows as the function typed: "f(x) = " is its own label.
///
/// ```
/// use nimlab::expr::{body, Vars};
/// assert_eq!(body("f(x) = 2x²", Vars::X), "2x²");
/// assert_eq!(body("f(n, x)=n - x", Vars::XN), "n - x");
/// assert_eq!(body(" 2x ", Vars::X), " 2x ");
/// assert_eq!(body("g(y) = 2y", Vars::X), "g(y) = 2y");
/// ```
pub fn body(src: &str, vars: Vars) -> &str {
    let chars: Vec<char> = src.chars().collect();
    let Ok(toks) = lexer::lex(&chars) else {
        return src;
    };
    match parser::head(&toks, &chars, vars, src) {
        // (from the first token after `=`, or the end)
        Ok(Some((len, ..))) => {
            let byte = src
                .char_indices()
                .nth(toks[len].start)
                .map_or(src.len(), |(b, _)| b);
            src.get(byte..).unwrap_or(src)
        }
        _ => src,
    }
}

impl fmt::Display for Expr {
    /// The canonical text: minimal parentheses, `2x` for products of a number and a variable
    /// (or its power), spaced operators. `parse(&e.to_string(), vars) == Ok(e)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print::top(f, &self.root)
    }
}

impl Expr {
    /// Compiles to a tree of closures; subexpressions without variables are precomputed.
    pub fn compile(&self) -> Compiled {
        Compiled {
            f: compile::num(&self.root),
        }
    }

    /// Evaluates directly on the tree: the slow reference for [`Compiled::eval`].
    ///
    /// # Errors
    /// As [`Compiled::eval`].
    pub fn eval(&self, env: &Env) -> Result<i64, EvalError> {
        eval::eval_num(&self.root, env)
    }

    /// Which variables occur.
    pub fn uses(&self) -> Vars {
        let mut used = Vars::NONE;
        self.root.visit_vars(&mut |v| match v {
            Var::X => used.x = true,
            Var::N => used.n = true,
            Var::I => used.i = true,
        });
        used
    }

    /// A conservative proof that `f(x + 1) >= f(x)` for all `x >= 1` (with `n` and `i` fixed,
    /// any values) wherever both sides evaluate. `true` only when proved; `false` means unknown.
    ///
    /// Proves, for example, `2x`, `x + 1`, `x^2`, `min(2x, 100)`, `max(x, 5)`, `x/2 + 1`,
    /// `2x + n`; does not claim `-x`, `x % 3`, `x * (x - 5)`, `abs(x - 5)` or any `if` whose
    /// condition involves `x`.
    pub fn nondecreasing_in_x(&self) -> bool {
        matches!(
            analysis::analyse(&self.root).dir,
            analysis::Dir::Const | analysis::Dir::Up
        )
    }

    /// A conservative proof that `f` is *eventually* nondecreasing in `x`: `Some(x0)` when it is
    /// proved that `f(x + 1) >= f(x)` for every `x >= x0` (with `n` and `i` fixed, any values)
    /// wherever both sides evaluate; `None` when no such proof is found. Always `x0 >= 1`, and
    /// [`nondecreasing_in_x`](Expr::nondecreasing_in_x) implies `Some(1)`.
    ///
    /// Besides everything `nondecreasing_in_x` proves, it handles an `if` whose condition is
    /// eventually decided: comparisons where one side eventually exceeds the other (tracked with
    /// bounds affine in `x`, such as `x == 3`, `x < 10`, `2x + 1 > 9`), conditions that do not
    /// change with `x` (`n % 2 == 1`), and `and`/`or`/`not` of these. The threshold can be large
    /// (`if x < 10^9 then ...`); the part below it is for the caller to check.
    ///
    /// ```
    /// use nimlab::expr::{parse, Vars};
    /// let f = |s| parse(s, Vars::XN).unwrap().nondecreasing_from_x();
    /// assert_eq!(f("if x == 3 and n % 2 == 1 then 4 else 2x"), Some(4));
    /// assert_eq!(f("if x < 10 then 100 else x"), Some(10));
    /// assert_eq!(f("2x"), Some(1));
    /// assert_eq!(f("if x > n then 1 else x"), None);
    /// assert_eq!(f("x % 3"), None);
    /// ```
    pub fn nondecreasing_from_x(&self) -> Option<i64> {
        if self.nondecreasing_in_x() {
            return Some(1);
        }
        eventual::nondecreasing_from(&self.root)
    }

    /// A proof that the expression evaluates without error for every `x` in `x.0..=x.1` and `n`
    /// in `n.0..=n.1` (with `i = 0`), and an interval holding every value there; `None` when no
    /// proof is found. Conservative interval arithmetic: a divisor that may be 0, a result that
    /// may leave the 64-bit range or an exponent that may be negative gives no proof, except in a
    /// branch of `if` that cannot run on the box (a test comparing `x` with a constant narrows x
    /// in each branch).
    ///
    /// ```
    /// use nimlab::expr::{parse, Interval, Vars};
    /// let f = |s| parse(s, Vars::X).unwrap().bounds_on((1, 1000), (0, 0));
    /// assert_eq!(f("if x % 3 == 0 then x/3 + 1 else 2x"), Some(Interval { lo: 1, hi: 2000 }));
    /// assert_eq!(f("if x > 5 then 100 / (x - 5) else 1"), Some(Interval { lo: 0, hi: 100 }));
    /// assert_eq!(f("6 / (x - 40)"), None); // x = 40 divides by zero
    /// assert_eq!(f("x^7"), None); // 1000^7 passes 2^63
    /// ```
    pub fn bounds_on(&self, x: (i64, i64), n: (i64, i64)) -> Option<Interval> {
        interval::prove(&self.root, x, n)
    }

    /// The value, if the expression has no variables and evaluates without error.
    pub fn constant_value(&self) -> Option<i64> {
        if self.root.is_closed() {
            self.eval(&Env::default()).ok()
        } else {
            None
        }
    }
}

/// A compiled move function: cheap to call, no allocation per evaluation.
pub struct Compiled {
    f: compile::NumFn,
}

impl Compiled {
    /// Evaluates at `env`.
    ///
    /// # Errors
    /// An [`EvalError`] with the column of the operator when a division or remainder by zero,
    /// an overflow of 64-bit integers, or a negative exponent occurs.
    #[inline]
    pub fn eval(&self, env: &Env) -> Result<i64, EvalError> {
        (self.f)(env)
    }

    /// Evaluates with only `x` set (`n = i = 0`).
    ///
    /// # Errors
    /// As [`Compiled::eval`].
    #[inline]
    pub fn eval_x(&self, x: i64) -> Result<i64, EvalError> {
        (self.f)(&Env::x(x))
    }
}

impl fmt::Debug for Compiled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Compiled")
    }
}
