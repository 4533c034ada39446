//! A conservative proof that an expression is nondecreasing in `x` for `x >= 1`, with `n` and
//! `i` fixed but unknown: an abstract interpretation that tracks, for every subexpression, its
//! direction in `x` and an interval containing all its values.
//!
//! Soundness argument: every rule below is a fact about integers (for example "if `a` and `b`
//! are nondecreasing and nonnegative, so is `a * b`"), and checked evaluation either returns the
//! exact integer or an error, so wherever the function evaluates without error its values obey
//! the proved direction. Intervals are intersected with the 64-bit range, which is sound for the
//! same reason: a value outside it is never returned.

use super::ast::{BinOp, Num, Var};
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
    pub(super) fn join(self, other: Dir) -> Dir {
        match (self, other) {
            (Dir::Const, d) | (d, Dir::Const) => d,
            (a, b) if a == b => a,
            _ => Dir::Unknown,
        }
    }
}

const MIN: i128 = i64::MIN as i128;
const MAX: i128 = i64::MAX as i128;

/// All values lie in `lo..=hi` (both within the 64-bit range). `lo > hi` means the
/// subexpression never evaluates without error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Range {
    pub(super) lo: i128,
    pub(super) hi: i128,
}

impl Range {
    const ANY: Range = Range { lo: MIN, hi: MAX };

    fn new(lo: i128, hi: i128) -> Range {
        Range {
            lo: lo.clamp(MIN, MAX),
            hi: hi.clamp(MIN, MAX),
        }
    }

    fn point(v: i128) -> Range {
        Range::new(v, v)
    }

    /// The smallest range containing all of `vals`.
    pub(super) fn hull(vals: impl IntoIterator<Item = i128>) -> Range {
        let (mut lo, mut hi) = (i128::MAX, i128::MIN);
        for v in vals {
            lo = lo.min(v);
            hi = hi.max(v);
        }
        if lo > hi {
            Range::ANY
        } else {
            Range::new(lo, hi)
        }
    }

    pub(super) fn ge0(self) -> bool {
        self.lo >= 0
    }
    pub(super) fn gt0(self) -> bool {
        self.lo > 0
    }
    pub(super) fn le0(self) -> bool {
        self.hi <= 0
    }
    fn lt0(self) -> bool {
        self.hi < 0
    }
    fn zero(self) -> bool {
        self.lo == 0 && self.hi == 0
    }
    pub(super) fn exact(self) -> Option<i128> {
        (self.lo == self.hi).then_some(self.lo)
    }

    fn neg(self) -> Range {
        Range::new(-self.hi, -self.lo)
    }

    fn add(self, o: Range) -> Range {
        Range::new(self.lo + o.lo, self.hi + o.hi)
    }

    fn mul(self, o: Range) -> Range {
        Range::hull([
            self.lo * o.lo,
            self.lo * o.hi,
            self.hi * o.lo,
            self.hi * o.hi,
        ])
    }

    fn div(self, o: Range) -> Range {
        let mut divisors = vec![o.lo, o.hi];
        if o.lo <= -1 && o.hi >= -1 {
            divisors.push(-1);
        }
        if o.lo <= 1 && o.hi >= 1 {
            divisors.push(1);
        }
        let mut q = Vec::new();
        for d in divisors.into_iter().filter(|&d| d != 0) {
            q.push(floor_div(self.lo, d));
            q.push(floor_div(self.hi, d));
        }
        Range::hull(q)
    }

    fn rem(self, o: Range) -> Range {
        if o.gt0() {
            let top = o.hi - 1;
            if self.ge0() {
                Range::new(0, top.min(self.hi))
            } else {
                Range::new(0, top)
            }
        } else if o.lt0() {
            Range::new(o.lo + 1, 0)
        } else {
            Range::new((o.lo + 1).min(0), (o.hi - 1).max(0))
        }
    }

    fn pow(self, e: Range) -> Range {
        let e_lo = e.lo.max(0);
        if let Some(k) = e.exact() {
            if k < 0 {
                return Range::ANY;
            }
            let (a, b) = (spow(self.lo, k), spow(self.hi, k));
            return if k % 2 == 1 || self.ge0() {
                Range::new(a, b)
            } else if self.le0() {
                Range::new(b, a)
            } else {
                Range::new(0, a.max(b))
            };
        }
        if self.lo >= 1 {
            Range::new(spow(self.lo, e_lo), spow(self.hi, e.hi))
        } else if self.ge0() {
            Range::new(0, spow(self.hi, e.hi).max(1))
        } else {
            Range::ANY
        }
    }

    fn abs(self) -> Range {
        if self.ge0() {
            self
        } else if self.le0() {
            self.neg()
        } else {
            Range::new(0, (-self.lo).max(self.hi))
        }
    }
}

fn floor_div(a: i128, b: i128) -> i128 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// `a^k` for `k >= 0`, saturated beyond the 64-bit range (the sign is kept).
fn spow(a: i128, k: i128) -> i128 {
    const BIG: i128 = 1 << 65;
    match a {
        0 => i128::from(k == 0),
        1 => 1,
        -1 => {
            if k % 2 == 0 {
                1
            } else {
                -1
            }
        }
        _ => {
            // |a| >= 2, so 70 factors are beyond BIG: saturate the magnitude, then give the
            // sign of the full power (negative exactly when a < 0 and k is odd).
            let mut v: i128 = 1;
            for _ in 0..k.min(70) {
                v = v.saturating_mul(a.abs()).min(BIG);
            }
            if a < 0 && k % 2 == 1 {
                -v
            } else {
                v
            }
        }
    }
}

/// The abstract value of a subexpression.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Abs {
    pub dir: Dir,
    pub(super) range: Range,
}

impl Abs {
    pub(super) fn new(dir: Dir, range: Range) -> Abs {
        Abs { dir, range }
    }
}

/// Analyses `e`; see the module docs.
pub(crate) fn analyse(e: &Num) -> Abs {
    if e.is_closed() {
        return match eval_num(e, &Env::default()) {
            Ok(v) => Abs::new(Dir::Const, Range::point(i128::from(v))),
            // Always an error: any claim is vacuously true.
            Err(_) => Abs::new(Dir::Const, Range::ANY),
        };
    }
    match e {
        Num::Lit(v) => Abs::new(Dir::Const, Range::point(i128::from(*v))),
        Num::Var(Var::X) => Abs::new(Dir::Up, Range::new(1, MAX)),
        Num::Var(_) => Abs::new(Dir::Const, Range::ANY),
        Num::Neg(a, _) => neg(analyse(a)),
        Num::Abs(a, _) => abs(analyse(a)),
        Num::Bin(op, a, b, _) => bin(*op, analyse(a), analyse(b)),
        Num::Min(args) | Num::Max(args) => {
            let all: Vec<Abs> = args.iter().map(analyse).collect();
            min_max(matches!(e, Num::Min(_)), &all)
        }
        Num::If(c, a, b) => {
            let (a, b) = (analyse(a), analyse(b));
            let range = Range::hull([a.range.lo, a.range.hi, b.range.lo, b.range.hi]);
            let mut x_in_test = false;
            c.visit_vars(&mut |v| x_in_test |= v == Var::X);
            if !x_in_test {
                // For fixed n and i the same branch is taken for every x.
                Abs::new(a.dir.join(b.dir), range)
            } else if a.range.exact().is_some() && a.range == b.range {
                // Both branches are the same constant.
                Abs::new(Dir::Const, range)
            } else {
                Abs::new(Dir::Unknown, range)
            }
        }
    }
}

pub(super) fn neg(a: Abs) -> Abs {
    Abs::new(a.dir.flip(), a.range.neg())
}

/// `abs(a)`.
pub(super) fn abs(a: Abs) -> Abs {
    let dir = if a.range.ge0() {
        a.dir
    } else if a.range.le0() {
        a.dir.flip()
    } else if a.dir == Dir::Const {
        Dir::Const
    } else {
        Dir::Unknown
    };
    Abs::new(dir, a.range.abs())
}

/// `min(args)` or `max(args)`: nondecreasing in every argument.
pub(super) fn min_max(is_min: bool, all: &[Abs]) -> Abs {
    let dir = all.iter().fold(Dir::Const, |d, a| d.join(a.dir));
    let los = all.iter().map(|a| a.range.lo);
    let his = all.iter().map(|a| a.range.hi);
    let range = if is_min {
        Range::new(los.min().unwrap_or(MIN), his.min().unwrap_or(MAX))
    } else {
        Range::new(los.max().unwrap_or(MIN), his.max().unwrap_or(MAX))
    };
    Abs::new(dir, range)
}

pub(super) fn bin(op: BinOp, a: Abs, b: Abs) -> Abs {
    match op {
        BinOp::Add => Abs::new(a.dir.join(b.dir), a.range.add(b.range)),
        BinOp::Sub => bin(BinOp::Add, a, neg(b)),
        BinOp::Mul => Abs::new(mul_dir(a, b), a.range.mul(b.range)),
        BinOp::Div => {
            let (ra, rb) = (a.range, b.range);
            let dir = match (a.dir, b.dir) {
                (Dir::Const, Dir::Const) => Dir::Const,
                // floor(a / k) is nondecreasing in a for k > 0, nonincreasing for k < 0.
                (d, Dir::Const) if rb.gt0() => d,
                (d, Dir::Const) if rb.lt0() => d.flip(),
                // floor(k / b) for b > 0: nonincreasing in b when k >= 0, nondecreasing
                // when k <= 0.
                (Dir::Const, d) if rb.gt0() && ra.ge0() => d.flip(),
                (Dir::Const, d) if rb.gt0() && ra.le0() => d,
                _ => Dir::Unknown,
            };
            Abs::new(dir, ra.div(rb))
        }
        BinOp::Mod => {
            let dir = if a.dir == Dir::Const && b.dir == Dir::Const {
                Dir::Const
            } else {
                Dir::Unknown
            };
            Abs::new(dir, a.range.rem(b.range))
        }
        BinOp::Pow => Abs::new(pow_dir(a, b), a.range.pow(b.range)),
    }
}

/// Direction of a product.
fn mul_dir(a: Abs, b: Abs) -> Dir {
    // A factor that does not depend on x and has a known sign scales (or flips) the other one.
    let scaled = |k: Abs, d: Dir| {
        if k.range.zero() || d == Dir::Const {
            Dir::Const
        } else if k.range.ge0() {
            d
        } else if k.range.le0() {
            d.flip()
        } else {
            Dir::Unknown
        }
    };
    if a.dir == Dir::Const {
        return scaled(a, b.dir);
    }
    if b.dir == Dir::Const {
        return scaled(b, a.dir);
    }
    // Both vary: if each has a constant sign and its magnitude |v| is nondecreasing, the
    // product's magnitude is nondecreasing and its sign is fixed.
    let magnitude_up = |v: Abs| match v.dir {
        Dir::Up if v.range.ge0() => Some(true),
        Dir::Down if v.range.le0() => Some(false),
        _ => None,
    };
    match (magnitude_up(a), magnitude_up(b)) {
        (Some(pa), Some(pb)) if pa == pb => Dir::Up,
        (Some(_), Some(_)) => Dir::Down,
        _ => Dir::Unknown,
    }
}

/// Direction of `a ^ b`.
fn pow_dir(a: Abs, b: Abs) -> Dir {
    if b.dir == Dir::Const {
        let Some(k) = b.range.exact() else {
            return if a.dir == Dir::Const {
                Dir::Const
            } else {
                Dir::Unknown
            };
        };
        if k <= 0 {
            // 1, or always an error.
            return Dir::Const;
        }
        let even = k % 2 == 0;
        // |a|^k moves with |a|; the sign of a^k is fixed when that of a is.
        return match a.dir {
            Dir::Const => Dir::Const,
            d if a.range.ge0() => d,
            Dir::Down if a.range.le0() => {
                if even {
                    Dir::Up
                } else {
                    Dir::Down
                }
            }
            Dir::Up if a.range.le0() => {
                if even {
                    Dir::Down
                } else {
                    Dir::Up
                }
            }
            _ => Dir::Unknown,
        };
    }
    // A base >= 1 that does not depend on x: a^b grows with b (negative b is an error).
    if a.dir == Dir::Const && a.range.lo >= 1 {
        return b.dir;
    }
    Dir::Unknown
}
