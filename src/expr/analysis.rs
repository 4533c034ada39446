//! A conservative proof that an expression is nondecreasing in `x` for `x >= 1`, with `n` and
//! `i` fixed but unknown: an abstract interpretation that tracks, for every subexpression, its
//! direction in `x` and what is known about its sign.
//!
//! Soundness argument: every rule below is a fact about integers (for example "if `a` and `b`
//! are nondecreasing and nonnegative, so is `a * b`"), and checked evaluation either returns the
//! exact integer or an error, so wherever the function evaluates without error its values obey
//! the proved direction.

use super::ast::{BinOp, Cond, Num, Var};
use super::eval::eval_num;
use super::Env;

/// How a value moves as `x` grows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dir {
    /// Does not depend on `x`.
    Const,
    /// Nondecreasing.
    Up,
    /// Nonincreasing.
    Down,
    /// Nothing known.
    Unknown,
}

impl Dir {
    fn flip(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            d => d,
        }
    }

    /// The direction of a sum, or of a function that is nondecreasing in both arguments
    /// (`min`, `max`, the choice of an `if` whose test does not depend on `x`).
    fn join(self, other: Dir) -> Dir {
        match (self, other) {
            (Dir::Const, d) | (d, Dir::Const) => d,
            (a, b) if a == b => a,
            _ => Dir::Unknown,
        }
    }
}

/// What is known about the sign, for all `x >= 1` and all `n`, `i`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct Sign {
    ge0: bool,
    gt0: bool,
    le0: bool,
    lt0: bool,
}

impl Sign {
    const ANY: Sign = Sign { ge0: false, gt0: false, le0: false, lt0: false };
    const POS: Sign = Sign { ge0: true, gt0: true, le0: false, lt0: false };

    fn of(v: i64) -> Sign {
        Sign { ge0: v >= 0, gt0: v > 0, le0: v <= 0, lt0: v < 0 }
    }

    fn zero(self) -> bool {
        self.ge0 && self.le0
    }

    fn neg(self) -> Sign {
        Sign { ge0: self.le0, gt0: self.lt0, le0: self.ge0, lt0: self.gt0 }
    }

    fn add(a: Sign, b: Sign) -> Sign {
        let ge0 = a.ge0 && b.ge0;
        let le0 = a.le0 && b.le0;
        Sign { ge0, gt0: ge0 && (a.gt0 || b.gt0), le0, lt0: le0 && (a.lt0 || b.lt0) }
    }

    fn mul(a: Sign, b: Sign) -> Sign {
        if a.zero() || b.zero() {
            return Sign::of(0);
        }
        Sign {
            ge0: (a.ge0 && b.ge0) || (a.le0 && b.le0),
            gt0: (a.gt0 && b.gt0) || (a.lt0 && b.lt0),
            le0: (a.ge0 && b.le0) || (a.le0 && b.ge0),
            lt0: (a.gt0 && b.lt0) || (a.lt0 && b.gt0),
        }
    }

    /// What holds in both cases.
    fn meet(a: Sign, b: Sign) -> Sign {
        Sign { ge0: a.ge0 && b.ge0, gt0: a.gt0 && b.gt0, le0: a.le0 && b.le0, lt0: a.lt0 && b.lt0 }
    }
}

/// The abstract value of a subexpression.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Abs {
    pub dir: Dir,
    sign: Sign,
    /// The exact value, when the subexpression has no variables and evaluates without error.
    value: Option<i64>,
}

impl Abs {
    fn unknown() -> Abs {
        Abs { dir: Dir::Unknown, sign: Sign::ANY, value: None }
    }

    fn konst(v: i64) -> Abs {
        Abs { dir: Dir::Const, sign: Sign::of(v), value: Some(v) }
    }

    fn dir_sign(dir: Dir, sign: Sign) -> Abs {
        Abs { dir, sign, value: None }
    }
}

/// Analyses `e`; see the module docs.
pub(crate) fn analyse(e: &Num) -> Abs {
    if e.is_closed() {
        return match eval_num(e, &Env::default()) {
            Ok(v) => Abs::konst(v),
            // Always an error: any claim is vacuously true; claim nothing about the sign.
            Err(_) => Abs::dir_sign(Dir::Const, Sign::ANY),
        };
    }
    match e {
        Num::Lit(v) => Abs::konst(*v),
        Num::Var(Var::X) => Abs::dir_sign(Dir::Up, Sign::POS),
        Num::Var(_) => Abs::dir_sign(Dir::Const, Sign::ANY),
        Num::Neg(a, _) => neg(analyse(a)),
        Num::Abs(a, _) => {
            let a = analyse(a);
            let sign = Sign { ge0: true, gt0: a.sign.gt0 || a.sign.lt0, le0: a.sign.zero(), lt0: false };
            let dir = if a.sign.ge0 {
                a.dir
            } else if a.sign.le0 {
                a.dir.flip()
            } else if a.dir == Dir::Const {
                Dir::Const
            } else {
                Dir::Unknown
            };
            Abs::dir_sign(dir, sign)
        }
        Num::Bin(op, a, b, _) => bin(*op, analyse(a), analyse(b)),
        Num::Min(args) | Num::Max(args) => {
            let is_min = matches!(e, Num::Min(_));
            let all: Vec<Abs> = args.iter().map(analyse).collect();
            let dir = all.iter().fold(Dir::Const, |d, a| d.join(a.dir));
            let every = |f: fn(&Sign) -> bool| all.iter().all(|a| f(&a.sign));
            let some = |f: fn(&Sign) -> bool| all.iter().any(|a| f(&a.sign));
            let sign = if is_min {
                Sign { ge0: every(|s| s.ge0), gt0: every(|s| s.gt0), le0: some(|s| s.le0), lt0: some(|s| s.lt0) }
            } else {
                Sign { ge0: some(|s| s.ge0), gt0: some(|s| s.gt0), le0: every(|s| s.le0), lt0: every(|s| s.lt0) }
            };
            Abs::dir_sign(dir, sign)
        }
        Num::If(c, a, b) => {
            let (a, b) = (analyse(a), analyse(b));
            let sign = Sign::meet(a.sign, b.sign);
            let mut x_in_test = false;
            c.visit_vars(&mut |v| x_in_test |= v == Var::X);
            if x_in_test {
                // The branch taken may change with x: only two equal-valued constants are safe.
                match (a.value, b.value) {
                    (Some(p), Some(q)) if p == q => Abs::konst(p),
                    _ => Abs::dir_sign(Dir::Unknown, sign),
                }
            } else {
                // For fixed n and i the same branch is taken for every x.
                Abs::dir_sign(a.dir.join(b.dir), sign)
            }
        }
    }
}

fn neg(a: Abs) -> Abs {
    Abs::dir_sign(a.dir.flip(), a.sign.neg())
}

fn bin(op: BinOp, a: Abs, b: Abs) -> Abs {
    match op {
        BinOp::Add => Abs::dir_sign(a.dir.join(b.dir), Sign::add(a.sign, b.sign)),
        BinOp::Sub => bin(BinOp::Add, a, neg(b)),
        BinOp::Mul => Abs::dir_sign(mul_dir(a, b), Sign::mul(a.sign, b.sign)),
        BinOp::Div => {
            let sign = if b.sign.gt0 && a.sign.ge0 || b.sign.lt0 && a.sign.le0 {
                Sign { ge0: true, ..Sign::ANY }
            } else if b.sign.gt0 && a.sign.le0 || b.sign.lt0 && a.sign.ge0 {
                Sign { le0: true, ..Sign::ANY }
            } else {
                Sign::ANY
            };
            let dir = match (a.dir, b.dir) {
                (Dir::Const, Dir::Const) => Dir::Const,
                // floor(a / k) is nondecreasing in a for k > 0, nonincreasing for k < 0.
                (d, Dir::Const) if b.sign.gt0 => d,
                (d, Dir::Const) if b.sign.lt0 => d.flip(),
                // floor(k / b) for b > 0: nonincreasing in b when k >= 0 and nondecreasing
                // when k <= 0.
                (Dir::Const, d) if b.sign.gt0 && a.sign.ge0 => d.flip(),
                (Dir::Const, d) if b.sign.gt0 && a.sign.le0 => d,
                _ => Dir::Unknown,
            };
            Abs::dir_sign(dir, sign)
        }
        BinOp::Mod => {
            let sign = if b.sign.gt0 {
                Sign { ge0: true, ..Sign::ANY }
            } else if b.sign.lt0 {
                Sign { le0: true, ..Sign::ANY }
            } else {
                Sign::ANY
            };
            let dir = if a.dir == Dir::Const && b.dir == Dir::Const { Dir::Const } else { Dir::Unknown };
            Abs::dir_sign(dir, sign)
        }
        BinOp::Pow => pow(a, b),
    }
}

/// Direction of a product.
fn mul_dir(a: Abs, b: Abs) -> Dir {
    // A factor of known constant sign scales (or flips) the other one.
    let scaled = |k: Abs, d: Dir| {
        if k.sign.zero() {
            Some(Dir::Const)
        } else if k.sign.ge0 {
            Some(d)
        } else if k.sign.le0 {
            Some(d.flip())
        } else if d == Dir::Const {
            Some(Dir::Const)
        } else {
            None
        }
    };
    if a.dir == Dir::Const {
        return scaled(a, b.dir).unwrap_or(Dir::Unknown);
    }
    if b.dir == Dir::Const {
        return scaled(b, a.dir).unwrap_or(Dir::Unknown);
    }
    // Both vary: if each has a constant sign and its magnitude |v| is nondecreasing, the
    // product's magnitude is nondecreasing and its sign is fixed.
    let magnitude_up = |v: Abs| -> Option<bool> {
        match v.dir {
            Dir::Up if v.sign.ge0 => Some(true),
            Dir::Down if v.sign.le0 => Some(false),
            _ => None,
        }
    };
    match (magnitude_up(a), magnitude_up(b)) {
        (Some(pa), Some(pb)) => {
            if pa == pb {
                Dir::Up
            } else {
                Dir::Down
            }
        }
        _ => Dir::Unknown,
    }
}

/// `a ^ b`.
fn pow(a: Abs, b: Abs) -> Abs {
    if let Some(k) = b.value {
        if k < 0 {
            // Always an error.
            return Abs::dir_sign(Dir::Const, Sign::ANY);
        }
        if k == 0 {
            return Abs::konst(1);
        }
        let even = k % 2 == 0;
        let sign = Sign {
            ge0: even || a.sign.ge0,
            gt0: a.sign.gt0 || (even && (a.sign.lt0)),
            le0: !even && a.sign.le0 && !a.sign.gt0 || a.sign.zero(),
            lt0: !even && a.sign.lt0,
        };
        // |a|^k is nondecreasing when |a| is; the sign of a^k is fixed when that of a is.
        let dir = match a.dir {
            Dir::Const => Dir::Const,
            Dir::Up if a.sign.ge0 => Dir::Up,
            Dir::Down if a.sign.ge0 => Dir::Down,
            Dir::Down if a.sign.le0 => {
                if even {
                    Dir::Up
                } else {
                    Dir::Down
                }
            }
            Dir::Up if a.sign.le0 => {
                if even {
                    Dir::Down
                } else {
                    Dir::Up
                }
            }
            _ => Dir::Unknown,
        };
        return Abs::dir_sign(dir, sign);
    }
    // A base >= 1 that does not depend on x: k^b grows with b (negative b is an error).
    if a.dir == Dir::Const && a.sign.gt0 {
        let dir = if b.dir == Dir::Const { Dir::Const } else { b.dir };
        return Abs::dir_sign(dir, Sign::POS);
    }
    if a.dir == Dir::Const && b.dir == Dir::Const {
        return Abs::dir_sign(Dir::Const, Sign::ANY);
    }
    Abs::unknown()
}

/// Whether a condition mentions `x` (exposed for tests).
#[allow(dead_code)]
pub(crate) fn cond_uses_x(c: &Cond) -> bool {
    let mut uses = false;
    c.visit_vars(&mut |v| uses |= v == Var::X);
    uses
}
