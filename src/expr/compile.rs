//! A tree to a tree of boxed closures: one indirect call per node, no matching on node kinds
//! at evaluation time. Subexpressions without variables are evaluated once, here (unless their
//! evaluation fails, in which case the failure is kept for evaluation time, so that
//! `if x > 0 then 5 else 1/0` still works).

use super::ast::{BinOp, Cond, Num, Var};
use super::error::EvalError;
use super::eval::{self, apply, eval_num};
use super::Env;

/// A compiled numeric expression.
pub(crate) type NumFn = Box<dyn Fn(&Env) -> Result<i64, EvalError> + Send + Sync>;
pub(crate) type CondFn = Box<dyn Fn(&Env) -> Result<bool, EvalError> + Send + Sync>;

/// The value of `e` if it has no variables and evaluates without error.
fn constant(e: &Num) -> Option<i64> {
    if e.is_closed() {
        eval_num(e, &Env::default()).ok()
    } else {
        None
    }
}

/// Compiles a numeric tree.
pub(crate) fn num(e: &Num) -> NumFn {
    if let Some(v) = constant(e) {
        return Box::new(move |_| Ok(v));
    }
    match e {
        Num::Lit(v) => {
            let v = *v;
            Box::new(move |_| Ok(v))
        }
        Num::Var(Var::X) => Box::new(|env| Ok(env.x)),
        Num::Var(Var::N) => Box::new(|env| Ok(env.n)),
        Num::Var(Var::I) => Box::new(|env| Ok(env.i)),
        Num::Neg(a, c) => {
            let (a, c) = (num(a), c.0);
            Box::new(move |env| a(env)?.checked_neg().ok_or(EvalError::overflow(c)))
        }
        Num::Abs(a, c) => {
            let (a, c) = (num(a), c.0);
            Box::new(move |env| a(env)?.checked_abs().ok_or(EvalError::overflow(c)))
        }
        Num::Bin(op, a, b, c) => bin(*op, a, b, c.0),
        Num::Min(args) => {
            let args: Vec<NumFn> = args.iter().map(num).collect();
            Box::new(move |env| {
                let mut m = i64::MAX;
                for a in &args {
                    m = m.min(a(env)?);
                }
                Ok(m)
            })
        }
        Num::Max(args) => {
            let args: Vec<NumFn> = args.iter().map(num).collect();
            Box::new(move |env| {
                let mut m = i64::MIN;
                for a in &args {
                    m = m.max(a(env)?);
                }
                Ok(m)
            })
        }
        Num::If(c, a, b) => {
            let (c, a, b) = (cond(c), num(a), num(b));
            Box::new(move |env| if c(env)? { a(env) } else { b(env) })
        }
    }
}

/// A binary node, specialised for the common shapes `x op k` and `a op k` with a constant `k`.
fn bin(op: BinOp, a: &Num, b: &Num, c: usize) -> NumFn {
    if let Some(k) = constant(b) {
        if let Num::Var(Var::X) = a {
            return match op {
                BinOp::Add => Box::new(move |env| eval::add(env.x, k, c)),
                BinOp::Sub => Box::new(move |env| eval::sub(env.x, k, c)),
                BinOp::Mul => Box::new(move |env| eval::mul(env.x, k, c)),
                BinOp::Mod if k > 0 => Box::new(move |env| Ok(env.x.rem_euclid(k))),
                BinOp::Div if k > 0 => Box::new(move |env| Ok(env.x.div_euclid(k))),
                _ => Box::new(move |env| apply(op, env.x, k, c)),
            };
        }
        let a = num(a);
        return match op {
            BinOp::Add => Box::new(move |env| eval::add(a(env)?, k, c)),
            BinOp::Sub => Box::new(move |env| eval::sub(a(env)?, k, c)),
            BinOp::Mul => Box::new(move |env| eval::mul(a(env)?, k, c)),
            // For a positive divisor, floor division and modulo are the Euclidean ones.
            BinOp::Mod if k > 0 => Box::new(move |env| Ok(a(env)?.rem_euclid(k))),
            BinOp::Div if k > 0 => Box::new(move |env| Ok(a(env)?.div_euclid(k))),
            _ => Box::new(move |env| apply(op, a(env)?, k, c)),
        };
    }
    if let Some(k) = constant(a) {
        if let Num::Var(Var::X) = b {
            return match op {
                BinOp::Add => Box::new(move |env| eval::add(k, env.x, c)),
                BinOp::Sub => Box::new(move |env| eval::sub(k, env.x, c)),
                BinOp::Mul => Box::new(move |env| eval::mul(k, env.x, c)),
                _ => Box::new(move |env| apply(op, k, env.x, c)),
            };
        }
        let b = num(b);
        return match op {
            BinOp::Add => Box::new(move |env| eval::add(k, b(env)?, c)),
            BinOp::Mul => Box::new(move |env| eval::mul(k, b(env)?, c)),
            _ => Box::new(move |env| apply(op, k, b(env)?, c)),
        };
    }
    let (a, b) = (num(a), num(b));
    match op {
        BinOp::Add => Box::new(move |env| eval::add(a(env)?, b(env)?, c)),
        BinOp::Sub => Box::new(move |env| eval::sub(a(env)?, b(env)?, c)),
        BinOp::Mul => Box::new(move |env| eval::mul(a(env)?, b(env)?, c)),
        BinOp::Div => Box::new(move |env| eval::div(a(env)?, b(env)?, c)),
        BinOp::Mod => Box::new(move |env| eval::rem(a(env)?, b(env)?, c)),
        BinOp::Pow => Box::new(move |env| eval::pow(a(env)?, b(env)?, c)),
    }
}

/// Compiles a condition.
pub(crate) fn cond(e: &Cond) -> CondFn {
    match e {
        Cond::Cmp(op, a, b) => {
            let op = *op;
            let a = num(a);
            if let Some(k) = constant(b) {
                return Box::new(move |env| Ok(op.holds(a(env)?, k)));
            }
            let b = num(b);
            Box::new(move |env| Ok(op.holds(a(env)?, b(env)?)))
        }
        Cond::Not(a) => {
            let a = cond(a);
            Box::new(move |env| Ok(!a(env)?))
        }
        Cond::And(a, b) => {
            let (a, b) = (cond(a), cond(b));
            Box::new(move |env| Ok(a(env)? && b(env)?))
        }
        Cond::Or(a, b) => {
            let (a, b) = (cond(a), cond(b));
            Box::new(move |env| Ok(a(env)? || b(env)?))
        }
    }
}
