//! A proof that an expression evaluates without error on a whole box of `x` and `n`, with an
//! interval that holds every value: interval arithmetic in which an operation that *might* fail
//! (a divisor interval holding 0, a result interval leaving the 64-bit range, an exponent that
//! might be negative) gives no proof at all.
//!
//! Soundness argument: every rule below encloses the exact integer results of the operation over
//! the operands' intervals (operands are evaluated in full by [`eval_num`](super::eval::eval_num)
//! unless an `if`, `and` or `or` skips them, and a skipped side is only required to be safe where
//! it may be reached). Checked evaluation fails only on division or remainder by zero, a negative
//! exponent, or a result outside the 64-bit range; each rule proves its result interval excludes
//! those cases. So "proved on the box" means: for every x and n in it (and i = 0), the expression
//! evaluates without error, and its value lies in the interval.
//!
//! The move-function solvers use it to skip tabulating f just to check f ≥ 1, and to bound f over
//! a range of moves without evaluating it there.

use super::ast::{BinOp, CmpOp, Cond, Num, Var};

const MIN: i128 = i64::MIN as i128;
const MAX: i128 = i64::MAX as i128;

/// A closed interval of integers, `lo <= hi`, within the 64-bit range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interval {
    /// The least value.
    pub lo: i64,
    /// The greatest value.
    pub hi: i64,
}

/// The box of variable values: x ∈ `x`, n ∈ `n`, i = 0.
#[derive(Clone, Copy, Debug)]
struct Boxed {
    x: (i128, i128),
    n: (i128, i128),
}

/// An interval in 128 bits during the computation; `None` = no proof.
type Iv = Option<(i128, i128)>;

fn fits(lo: i128, hi: i128) -> Iv {
    (MIN <= lo && hi <= MAX && lo <= hi).then_some((lo, hi))
}

fn hull(vals: &[i128]) -> Iv {
    let lo = *vals.iter().min()?;
    let hi = *vals.iter().max()?;
    fits(lo, hi)
}

fn floor_div(a: i128, b: i128) -> i128 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// `a^k` exactly when it fits 128 bits comfortably, else None (beyond 64 bits anyway).
fn pow_exact(a: i128, k: i128) -> Option<i128> {
    match a {
        0 => Some(i128::from(k == 0)),
        1 => Some(1),
        -1 => Some(if k % 2 == 0 { 1 } else { -1 }),
        _ if k > 64 => None,
        _ => u32::try_from(k)
            .ok()
            .and_then(|k| a.checked_pow(k))
            .filter(|v| (MIN..=MAX).contains(v)),
    }
}

fn num(e: &Num, b: Boxed) -> Iv {
    match e {
        Num::Lit(v) => Some((i128::from(*v), i128::from(*v))),
        Num::Var(Var::X) => Some(b.x),
        Num::Var(Var::N) => Some(b.n),
        Num::Var(Var::I) => Some((0, 0)),
        Num::Neg(a, _) => {
            let (lo, hi) = num(a, b)?;
            fits(-hi, -lo)
        }
        Num::Abs(a, _) => {
            let (lo, hi) = num(a, b)?;
            if lo >= 0 {
                Some((lo, hi))
            } else if hi <= 0 {
                fits(-hi, -lo)
            } else {
                fits(0, (-lo).max(hi))
            }
        }
        Num::Bin(op, l, r, _) => {
            let (a, c) = num(l, b)?;
            let (d, e) = num(r, b)?;
            bin(*op, (a, c), (d, e))
        }
        Num::Min(args) | Num::Max(args) => {
            let mut out: Option<(i128, i128)> = None;
            for a in args {
                let (lo, hi) = num(a, b)?;
                out = Some(match (out, e) {
                    (None, _) => (lo, hi),
                    (Some((l, h)), Num::Min(_)) => (l.min(lo), h.min(hi)),
                    (Some((l, h)), _) => (l.max(lo), h.max(hi)),
                });
            }
            out
        }
        Num::If(c, t, f) => {
            let (when_true, when_false) = split(c, b)?;
            let t = when_true.map(|bt| num(t, bt));
            let f = when_false.map(|bf| num(f, bf));
            match (t, f) {
                (Some(t), Some(f)) => {
                    let (t, f) = (t?, f?);
                    Some((t.0.min(f.0), t.1.max(f.1)))
                }
                (Some(t), None) => t,
                (None, Some(f)) => f,
                // Neither branch can be reached: the condition always fails to be decided, which
                // `split` never claims.
                (None, None) => None,
            }
        }
    }
}

fn bin(op: BinOp, (a, c): (i128, i128), (d, e): (i128, i128)) -> Iv {
    match op {
        BinOp::Add => fits(a + d, c + e),
        BinOp::Sub => fits(a - e, c - d),
        BinOp::Mul => hull(&[a * d, a * e, c * d, c * e]),
        BinOp::Div => {
            if d <= 0 && e >= 0 {
                return None;
            }
            // For a divisor of one sign, floor(a / b) is monotone in each argument: the extremes
            // are at the corners.
            hull(&[
                floor_div(a, d),
                floor_div(a, e),
                floor_div(c, d),
                floor_div(c, e),
            ])
        }
        BinOp::Mod => {
            if d <= 0 && e >= 0 {
                return None;
            }
            if d > 0 {
                if a >= 0 && c < d {
                    Some((a, c))
                } else {
                    Some((0, e - 1))
                }
            } else {
                Some((d + 1, 0))
            }
        }
        BinOp::Pow => {
            if d < 0 {
                return None;
            }
            if d == e {
                let (lo, hi) = (pow_exact(a, d)?, pow_exact(c, d)?);
                if d % 2 == 1 || a >= 0 {
                    fits(lo, hi)
                } else if c <= 0 {
                    fits(hi, lo)
                } else {
                    fits(0, lo.max(hi))
                }
            } else if a >= 1 {
                fits(pow_exact(a, d)?, pow_exact(c, e)?)
            } else if a >= 0 {
                // 0^0 = 1, 0^k = 0; between 0 and c^e.
                fits(0, pow_exact(c, e)?.max(1))
            } else {
                None
            }
        }
    }
}

/// The three truth values a condition can take over a box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Truth {
    Always,
    Never,
    Maybe,
}

fn cmp_truth(op: CmpOp, (a, c): (i128, i128), (d, e): (i128, i128)) -> Truth {
    let (always, never) = match op {
        CmpOp::Lt => (c < d, a >= e),
        CmpOp::Le => (c <= d, a > e),
        CmpOp::Gt => (a > e, c <= d),
        CmpOp::Ge => (a >= e, c < d),
        CmpOp::Eq => (a == c && c == d && d == e, c < d || e < a),
        CmpOp::Ne => (c < d || e < a, a == c && c == d && d == e),
    };
    if always {
        Truth::Always
    } else if never {
        Truth::Never
    } else {
        Truth::Maybe
    }
}

/// `None` = no proof that the condition evaluates without error on the box; else its truth.
fn cond(c: &Cond, b: Boxed) -> Option<Truth> {
    match c {
        Cond::Cmp(op, l, r) => Some(cmp_truth(*op, num(l, b)?, num(r, b)?)),
        Cond::Not(a) => Some(match cond(a, b)? {
            Truth::Always => Truth::Never,
            Truth::Never => Truth::Always,
            Truth::Maybe => Truth::Maybe,
        }),
        Cond::And(l, r) => match cond(l, b)? {
            Truth::Never => Some(Truth::Never),
            Truth::Always => cond(r, b),
            Truth::Maybe => Some(match cond(r, b)? {
                Truth::Never => Truth::Never,
                _ => Truth::Maybe,
            }),
        },
        Cond::Or(l, r) => match cond(l, b)? {
            Truth::Always => Some(Truth::Always),
            Truth::Never => cond(r, b),
            Truth::Maybe => Some(match cond(r, b)? {
                Truth::Always => Truth::Always,
                _ => Truth::Maybe,
            }),
        },
    }
}

/// The boxes where the `then` and the `else` branch may run (`None` for a branch that never
/// runs), or `None` when the condition is not proved safe. A comparison of `x` with a value that
/// does not depend on `x` narrows x in each branch (`if x < 10 then … else …`).
#[allow(clippy::type_complexity)]
fn split(c: &Cond, b: Boxed) -> Option<(Option<Boxed>, Option<Boxed>)> {
    let truth = cond(c, b)?;
    Some(match truth {
        Truth::Always => (Some(b), None),
        Truth::Never => (None, Some(b)),
        Truth::Maybe => (
            narrow(c, b, true).or(Some(b)),
            narrow(c, b, false).or(Some(b)),
        ),
    })
}

/// The box narrowed to where `c` is `holds`, when `c` compares x with a closed (variable-free)
/// value; `None` when nothing is narrowed.
fn narrow(c: &Cond, b: Boxed, holds: bool) -> Option<Boxed> {
    let Cond::Cmp(op, l, r) = c else { return None };
    let (op, other) = match (&**l, &**r) {
        (Num::Var(Var::X), o) if o.is_closed() => (*op, o),
        (o, Num::Var(Var::X)) if o.is_closed() => (op.mirrored(), o),
        _ => return None,
    };
    let (k, k2) = num(other, b)?;
    if k != k2 {
        return None;
    }
    let op = if holds { op } else { op.negated() };
    let (lo, hi) = b.x;
    let (lo, hi) = match op {
        CmpOp::Lt => (lo, hi.min(k - 1)),
        CmpOp::Le => (lo, hi.min(k)),
        CmpOp::Gt => (lo.max(k + 1), hi),
        CmpOp::Ge => (lo.max(k), hi),
        CmpOp::Eq => (lo.max(k), hi.min(k)),
        CmpOp::Ne if k == lo => (lo + 1, hi),
        CmpOp::Ne if k == hi => (lo, hi - 1),
        CmpOp::Ne => (lo, hi),
    };
    // `cond` said the branch may run, so the narrowed box is not empty.
    (lo <= hi).then_some(Boxed { x: (lo, hi), ..b })
}

/// Proves that `e` evaluates without error for every x in `x.0..=x.1` and n in `n.0..=n.1`
/// (i = 0), returning an interval holding every value; `None` when no proof is found (or a box
/// is empty).
pub(crate) fn prove(e: &Num, x: (i64, i64), n: (i64, i64)) -> Option<Interval> {
    if x.0 > x.1 || n.0 > n.1 {
        return None;
    }
    let b = Boxed {
        x: (i128::from(x.0), i128::from(x.1)),
        n: (i128::from(n.0), i128::from(n.1)),
    };
    let (lo, hi) = num(e, b)?;
    Some(Interval {
        lo: i64::try_from(lo).ok()?,
        hi: i64::try_from(hi).ok()?,
    })
}
