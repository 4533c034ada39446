//! The canonical text of a tree, with as few parentheses as the grammar allows.
//!
//! `2 * x` prints as `2x` (also `2x^3`, `-2x`); other products print with ` * `. Operators are
//! spaced except `^`; `%` stands for both `%` and `mod`; `and`, `or`, `not` are spelled out.
//! An `if` is parenthesised unless it is the whole expression, a branch of an `if`, or an
//! argument of `min`/`max`/`abs`.

use std::fmt::{self, Write};

use super::ast::{BinOp, Cond, Num};

const IF: u8 = 0;
const OR: u8 = 1;
const AND: u8 = 2;
const NOT: u8 = 3;
const CMP: u8 = 4;
const SUM: u8 = 5;
const MUL: u8 = 6;
const NEG: u8 = 7;
const POW: u8 = 8;
const ATOM: u8 = 9;

fn prec_num(e: &Num) -> u8 {
    match e {
        Num::Lit(v) if *v < 0 => NEG,
        Num::Lit(_) | Num::Var(_) | Num::Abs(..) | Num::Min(_) | Num::Max(_) => ATOM,
        Num::Neg(..) => NEG,
        Num::Bin(BinOp::Add | BinOp::Sub, ..) => SUM,
        Num::Bin(BinOp::Mul | BinOp::Div | BinOp::Mod, ..) => MUL,
        Num::Bin(BinOp::Pow, ..) => POW,
        Num::If(..) => IF,
    }
}

fn prec_cond(c: &Cond) -> u8 {
    match c {
        Cond::Cmp(..) => CMP,
        Cond::Not(_) => NOT,
        Cond::And(..) => AND,
        Cond::Or(..) => OR,
    }
}

/// Writes `e`, parenthesised if it binds less tightly than `min`.
pub(crate) fn num(f: &mut impl Write, e: &Num, min: u8) -> fmt::Result {
    let paren = prec_num(e) < min;
    if paren {
        f.write_char('(')?;
    }
    match e {
        Num::Lit(v) => write!(f, "{v}")?,
        Num::Var(v) => f.write_str(v.name())?,
        Num::Neg(a, _) => {
            f.write_char('-')?;
            num(f, a, NEG)?;
        }
        Num::Bin(op, a, b, _) => match op {
            BinOp::Add | BinOp::Sub => {
                num(f, a, SUM)?;
                f.write_str(if *op == BinOp::Add { " + " } else { " - " })?;
                num(f, b, SUM + 1)?;
            }
            BinOp::Mul if implicit(a, b) => {
                num(f, a, MUL)?;
                num(f, b, MUL + 1)?;
            }
            BinOp::Mul | BinOp::Div | BinOp::Mod => {
                num(f, a, MUL)?;
                f.write_str(match op {
                    BinOp::Mul => " * ",
                    BinOp::Div => " / ",
                    _ => " % ",
                })?;
                num(f, b, MUL + 1)?;
            }
            BinOp::Pow => {
                num(f, a, ATOM)?;
                f.write_char('^')?;
                num(f, b, NEG)?;
            }
        },
        Num::Abs(a, _) => {
            f.write_str("abs(")?;
            num(f, a, IF)?;
            f.write_char(')')?;
        }
        Num::Min(args) | Num::Max(args) => {
            f.write_str(if matches!(e, Num::Min(_)) {
                "min("
            } else {
                "max("
            })?;
            for (k, a) in args.iter().enumerate() {
                if k > 0 {
                    f.write_str(", ")?;
                }
                num(f, a, IF)?;
            }
            f.write_char(')')?;
        }
        Num::If(c, a, b) => {
            f.write_str("if ")?;
            cond(f, c, IF)?;
            f.write_str(" then ")?;
            num(f, a, IF)?;
            f.write_str(" else ")?;
            num(f, b, IF)?;
        }
    }
    if paren {
        f.write_char(')')?;
    }
    Ok(())
}

/// `2x`, `3x^2`, `-2x`: a non-negative literal (or its negation) times a variable or a power of
/// a variable is written without `*`.
fn implicit(a: &Num, b: &Num) -> bool {
    let lit = match a {
        Num::Lit(v) => *v >= 0,
        Num::Neg(x, _) => matches!(**x, Num::Lit(v) if v >= 0),
        _ => false,
    };
    let var = match b {
        Num::Var(_) => true,
        Num::Bin(BinOp::Pow, base, _, _) => matches!(**base, Num::Var(_)),
        _ => false,
    };
    lit && var
}

/// Writes `c`, parenthesised if it binds less tightly than `min`.
pub(crate) fn cond(f: &mut impl Write, c: &Cond, min: u8) -> fmt::Result {
    let paren = prec_cond(c) < min;
    if paren {
        f.write_char('(')?;
    }
    match c {
        Cond::Cmp(op, a, b) => {
            num(f, a, SUM)?;
            write!(f, " {} ", op.symbol())?;
            num(f, b, SUM)?;
        }
        Cond::Not(a) => {
            f.write_str("not ")?;
            cond(f, a, NOT)?;
        }
        Cond::And(a, b) => {
            cond(f, a, AND)?;
            f.write_str(" and ")?;
            cond(f, b, AND + 1)?;
        }
        Cond::Or(a, b) => {
            cond(f, a, OR)?;
            f.write_str(" or ")?;
            cond(f, b, OR + 1)?;
        }
    }
    if paren {
        f.write_char(')')?;
    }
    Ok(())
}

/// Writes a whole expression.
pub(crate) fn top(f: &mut impl Write, e: &Num) -> fmt::Result {
    num(f, e, IF)
}
