//! Integer-exact arithmetic and the direct (tree-walking) evaluator, the slow twin of
//! [`compile`](super::compile).

use super::ast::{BinOp, Cond, Num, Var};
use super::error::{EvalError, EvalErrorKind};
use super::Env;

type R = Result<i64, EvalError>;

fn err(column: usize, kind: EvalErrorKind) -> EvalError {
    EvalError { column, kind }
}

/// `a + b`, checked.
#[inline]
pub(crate) fn add(a: i64, b: i64, col: usize) -> R {
    a.checked_add(b).ok_or(EvalError::overflow(col))
}

/// `a - b`, checked.
#[inline]
pub(crate) fn sub(a: i64, b: i64, col: usize) -> R {
    a.checked_sub(b).ok_or(EvalError::overflow(col))
}

/// `a * b`, checked.
#[inline]
pub(crate) fn mul(a: i64, b: i64, col: usize) -> R {
    a.checked_mul(b).ok_or(EvalError::overflow(col))
}

/// Floor division: the quotient rounded towards minus infinity (`-7 / 2 = -4`).
#[inline]
pub(crate) fn div(a: i64, b: i64, col: usize) -> R {
    if b == 0 {
        return Err(err(col, EvalErrorKind::DivisionByZero));
    }
    let q = a.checked_div(b).ok_or(EvalError::overflow(col))?;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        Ok(q - 1)
    } else {
        Ok(q)
    }
}

/// Floor modulo: `a - b * floor(a / b)`, which has the sign of `b` (`-7 % 3 = 2`, `7 % -3 = -2`).
#[inline]
pub(crate) fn rem(a: i64, b: i64, col: usize) -> R {
    if b == 0 {
        return Err(err(col, EvalErrorKind::DivisionByZero));
    }
    if b == -1 {
        return Ok(0);
    }
    let r = a % b;
    if r != 0 && ((r < 0) != (b < 0)) {
        Ok(r + b)
    } else {
        Ok(r)
    }
}

/// `a ^ b` for `b >= 0` (`0 ^ 0 = 1`).
#[inline]
pub(crate) fn pow(a: i64, b: i64, col: usize) -> R {
    if b < 0 {
        return Err(err(col, EvalErrorKind::NegativeExponent));
    }
    match a {
        0 => Ok(i64::from(b == 0)),
        1 => Ok(1),
        -1 => Ok(if b % 2 == 0 { 1 } else { -1 }),
        _ if b > 64 => Err(EvalError::overflow(col)),
        _ => u32::try_from(b)
            .ok()
            .and_then(|b| a.checked_pow(b))
            .ok_or(EvalError::overflow(col)),
    }
}

/// Applies a binary operator.
#[inline]
pub(crate) fn apply(op: BinOp, a: i64, b: i64, col: usize) -> R {
    match op {
        BinOp::Add => add(a, b, col),
        BinOp::Sub => sub(a, b, col),
        BinOp::Mul => mul(a, b, col),
        BinOp::Div => div(a, b, col),
        BinOp::Mod => rem(a, b, col),
        BinOp::Pow => pow(a, b, col),
    }
}

/// The value of a variable in `env`.
#[inline]
pub(crate) fn var(v: Var, env: &Env) -> i64 {
    match v {
        Var::X => env.x,
        Var::N => env.n,
        Var::I => env.i,
    }
}

/// Evaluates a numeric tree directly from the definition (operands left to right, `if`,
/// `and`, `or` lazy).
pub(crate) fn eval_num(e: &Num, env: &Env) -> R {
    match e {
        Num::Lit(v) => Ok(*v),
        Num::Var(v) => Ok(var(*v, env)),
        Num::Neg(a, c) => eval_num(a, env)?
            .checked_neg()
            .ok_or(EvalError::overflow(c.0)),
        Num::Abs(a, c) => eval_num(a, env)?
            .checked_abs()
            .ok_or(EvalError::overflow(c.0)),
        Num::Bin(op, a, b, c) => apply(*op, eval_num(a, env)?, eval_num(b, env)?, c.0),
        Num::Min(args) => {
            let mut m = i64::MAX;
            for a in args {
                m = m.min(eval_num(a, env)?);
            }
            Ok(m)
        }
        Num::Max(args) => {
            let mut m = i64::MIN;
            for a in args {
                m = m.max(eval_num(a, env)?);
            }
            Ok(m)
        }
        Num::If(c, a, b) => {
            if eval_cond(c, env)? {
                eval_num(a, env)
            } else {
                eval_num(b, env)
            }
        }
    }
}

/// Evaluates a condition directly.
pub(crate) fn eval_cond(c: &Cond, env: &Env) -> Result<bool, EvalError> {
    match c {
        Cond::Cmp(op, a, b) => Ok(op.holds(eval_num(a, env)?, eval_num(b, env)?)),
        Cond::Not(a) => Ok(!eval_cond(a, env)?),
        Cond::And(a, b) => Ok(eval_cond(a, env)? && eval_cond(b, env)?),
        Cond::Or(a, b) => Ok(eval_cond(a, env)? || eval_cond(b, env)?),
    }
}
