//! A conservative proof that an expression is *eventually* nondecreasing in `x`: from some
//! threshold `x0` on, with `n` and `i` fixed but unknown.
//!
//! Every subexpression gets an abstract value [`Ev`] whose facts hold for all `x >= x0`: the
//! direction and the interval of [`analysis`](super::analysis), plus a lower and an upper bound
//! that are affine in `x` with rational coefficients (`value >= (p x + q) / d`). The affine bounds
//! let a comparison such as `x == 3`, `2x + 1 > 9` or `x^2 < 10 + n % 4` be decided for all large
//! `x`: once the lower bound of one side exceeds the upper bound of the other, the comparison has
//! a known value. Conditions are then *known* (the same truth value for every `n`, `i` from the
//! threshold on) or *fixed* (constant in `x` for each fixed `n`, `i`, like `n % 2 == 1`), and an
//! `if` with such a condition is, from the threshold on, one branch or a choice that does not
//! change with `x`.
//!
//! Soundness: all facts are statements about the integers `x >= x0` at which the subexpression
//! evaluates without error ("wherever it evaluates"), combined with rules that are identities
//! or inequalities of integers; a fact that holds from `x0` holds from any larger threshold, so
//! combining children takes the largest of their thresholds. Any arithmetic overflow while
//! computing a bound drops that bound (falls back to the interval), never a wrong claim.

use std::cmp::Ordering;

use super::analysis::{self, Abs, Dir, Range};
use super::ast::{BinOp, CmpOp, Cond, Num, Var};

/// The affine function `(p x + q) / d` with `d > 0`, kept in lowest terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Aff {
    p: i128,
    q: i128,
    d: i128,
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    // Every value here is far below 2^127 (an overflow earlier would have given None).
    i128::try_from(a).unwrap_or(1)
}

impl Aff {
    const X: Aff = Aff { p: 1, q: 0, d: 1 };

    fn konst(c: i128) -> Aff {
        Aff { p: 0, q: c, d: 1 }
    }

    /// `(p x + q) / d` in lowest terms; `None` when `d <= 0` or a part is too large to combine
    /// safely later.
    fn make(p: i128, q: i128, d: i128) -> Option<Aff> {
        const LIMIT: u128 = 1 << 100;
        if d <= 0
            || p.unsigned_abs() > LIMIT
            || q.unsigned_abs() > LIMIT
            || d.unsigned_abs() > LIMIT
        {
            return None;
        }
        let g = gcd(gcd(p, q), d).max(1);
        Some(Aff {
            p: p / g,
            q: q / g,
            d: d / g,
        })
    }

    fn neg(self) -> Aff {
        Aff {
            p: -self.p,
            q: -self.q,
            d: self.d,
        }
    }

    fn add(self, o: Aff) -> Option<Aff> {
        let p = self
            .p
            .checked_mul(o.d)?
            .checked_add(o.p.checked_mul(self.d)?)?;
        let q = self
            .q
            .checked_mul(o.d)?
            .checked_add(o.q.checked_mul(self.d)?)?;
        Aff::make(p, q, self.d.checked_mul(o.d)?)
    }

    fn scale(self, k: i128) -> Option<Aff> {
        Aff::make(self.p.checked_mul(k)?, self.q.checked_mul(k)?, self.d)
    }

    /// `self / k` for `k > 0` (exact rational division).
    fn div(self, k: i128) -> Option<Aff> {
        Aff::make(self.p, self.q, self.d.checked_mul(k)?)
    }

    /// The slopes, then the intercepts, compared.
    fn cmp(self, o: Aff) -> Option<Ordering> {
        let slope = self.p.checked_mul(o.d)?.cmp(&o.p.checked_mul(self.d)?);
        let icpt = self.q.checked_mul(o.d)?.cmp(&o.q.checked_mul(self.d)?);
        Some(slope.then(icpt))
    }

    /// The function with the smaller slope and the smaller intercept: below both for `x >= 0`.
    fn meet(self, o: Aff) -> Option<Aff> {
        let p = self.p.checked_mul(o.d)?.min(o.p.checked_mul(self.d)?);
        let q = self.q.checked_mul(o.d)?.min(o.q.checked_mul(self.d)?);
        Aff::make(p, q, self.d.checked_mul(o.d)?)
    }
}

/// Of two lower bounds, the one that is eventually larger (`a` when they cannot be compared).
fn best_lower(a: Aff, b: Aff) -> Aff {
    match a.cmp(b) {
        Some(Ordering::Less) => b,
        _ => a,
    }
}

/// Of two upper bounds, the one that is eventually smaller.
fn best_upper(a: Aff, b: Aff) -> Aff {
    best_lower(a.neg(), b.neg()).neg()
}

/// Above both upper bounds (for `x >= 0`).
fn join_upper(a: Aff, b: Aff) -> Option<Aff> {
    Some(a.neg().meet(b.neg())?.neg())
}

/// The abstract value of a subexpression; every fact holds for all `x >= x0` at which the
/// subexpression evaluates.
#[derive(Clone, Copy, Debug)]
struct Ev {
    abs: Abs,
    /// `value >= lo(x)`.
    lo: Aff,
    /// `value <= hi(x)`.
    hi: Aff,
    x0: i64,
}

impl Ev {
    /// Combines affine bounds (if any) with the interval.
    fn new(abs: Abs, lo: Option<Aff>, hi: Option<Aff>, x0: i64) -> Ev {
        let (rlo, rhi) = (Aff::konst(abs.range.lo), Aff::konst(abs.range.hi));
        Ev {
            abs,
            lo: lo.map_or(rlo, |l| best_lower(l, rlo)),
            hi: hi.map_or(rhi, |h| best_upper(h, rhi)),
            x0,
        }
    }

    fn neg(self) -> Ev {
        Ev {
            abs: analysis::neg(self.abs),
            lo: self.hi.neg(),
            hi: self.lo.neg(),
            x0: self.x0,
        }
    }

    fn range(&self) -> Range {
        self.abs.range
    }
}

/// The proved threshold, if the whole expression is eventually nondecreasing.
pub(crate) fn nondecreasing_from(e: &Num) -> Option<i64> {
    let v = ev(e);
    matches!(v.abs.dir, Dir::Const | Dir::Up).then_some(v.x0.max(1))
}

fn uses_x(e: &Num) -> bool {
    let mut x = false;
    e.visit_vars(&mut |v| x |= v == Var::X);
    x
}

fn ev(e: &Num) -> Ev {
    if !uses_x(e) {
        // Constant in x: the plain analysis is exact about that.
        return Ev::new(analysis::analyse(e), None, None, 1);
    }
    match e {
        Num::Lit(_) => Ev::new(analysis::analyse(e), None, None, 1),
        Num::Var(Var::X) => Ev::new(
            Abs::new(Dir::Up, Range::hull([1, i128::from(i64::MAX)])),
            Some(Aff::X),
            Some(Aff::X),
            1,
        ),
        Num::Var(_) => Ev::new(analysis::analyse(e), None, None, 1),
        Num::Neg(a, _) => ev(a).neg(),
        Num::Abs(a, _) => {
            let a = ev(a);
            let abs = analysis::abs(a.abs);
            // |v| >= v and |v| >= -v.
            let lo = best_lower(a.lo, a.hi.neg());
            let hi = if a.range().ge0() {
                Some(a.hi)
            } else if a.range().le0() {
                Some(a.lo.neg())
            } else {
                None
            };
            Ev::new(abs, Some(lo), hi, a.x0)
        }
        Num::Bin(op, a, b, _) => bin(*op, ev(a), ev(b)),
        Num::Min(args) | Num::Max(args) => {
            let is_min = matches!(e, Num::Min(_));
            let all: Vec<Ev> = args.iter().map(ev).collect();
            let abs = analysis::min_max(is_min, &all.iter().map(|a| a.abs).collect::<Vec<_>>());
            let x0 = all.iter().map(|a| a.x0).max().unwrap_or(1);
            let Some((&first, rest)) = all.split_first() else {
                return Ev::new(abs, None, None, x0);
            };
            let mut rest = rest.iter();
            let (lo, hi) = if is_min {
                // min <= every argument; min >= the least of the lower bounds.
                let lo = rest.clone().try_fold(first.lo, |l, a| l.meet(a.lo));
                let hi = rest.fold(first.hi, |h, a| best_upper(h, a.hi));
                (lo, Some(hi))
            } else {
                let lo = rest.clone().fold(first.lo, |l, a| best_lower(l, a.lo));
                // max >= every argument; max <= the greatest of the upper bounds.
                let hi = rest.try_fold(first.hi, |h, a| join_upper(h, a.hi));
                (Some(lo), hi)
            };
            Ev::new(abs, lo, hi, x0)
        }
        Num::If(c, a, b) => if_ev(&cond(c), ev(a), ev(b)),
    }
}

fn bin(op: BinOp, a: Ev, b: Ev) -> Ev {
    let abs = analysis::bin(op, a.abs, b.abs);
    let x0 = a.x0.max(b.x0);
    let (lo, hi) = match op {
        BinOp::Add => (a.lo.add(b.lo), a.hi.add(b.hi)),
        BinOp::Sub => (a.lo.add(b.hi.neg()), a.hi.add(b.lo.neg())),
        BinOp::Mul => {
            let (l1, h1) = mul_bounds(&a, &b);
            let (l2, h2) = mul_bounds(&b, &a);
            (pick(l1, l2, best_lower), pick(h1, h2, best_upper))
        }
        BinOp::Div => div_bounds(&a, &b),
        BinOp::Pow => (pow_lower(&a, &b), None),
        BinOp::Mod => (None, None),
    };
    Ev::new(abs, lo, hi, x0)
}

fn pick(a: Option<Aff>, b: Option<Aff>, best: fn(Aff, Aff) -> Aff) -> Option<Aff> {
    match (a, b) {
        (Some(a), Some(b)) => Some(best(a, b)),
        (a, b) => a.or(b),
    }
}

/// Bounds of `k * v` from the interval of `k` and the affine bounds of `v`.
fn mul_bounds(k: &Ev, v: &Ev) -> (Option<Aff>, Option<Aff>) {
    let (klo, khi) = (k.range().lo, k.range().hi);
    if let Some(c) = k.range().exact() {
        // Exactly c (any sign of v).
        return if c >= 0 {
            (v.lo.scale(c), v.hi.scale(c))
        } else {
            (v.hi.scale(c), v.lo.scale(c))
        };
    }
    if v.range().ge0() {
        // klo * v <= k * v <= khi * v.
        let lo = if klo >= 0 {
            v.lo.scale(klo)
        } else {
            v.hi.scale(klo)
        };
        let hi = if khi >= 0 {
            v.hi.scale(khi)
        } else {
            v.lo.scale(khi)
        };
        (lo, hi)
    } else if v.range().le0() {
        // k * v = -(k * (-v)).
        let (lo, hi) = mul_bounds(k, &v.neg());
        (hi.map(Aff::neg), lo.map(Aff::neg))
    } else {
        (None, None)
    }
}

/// Bounds of `floor(a / b)`.
fn div_bounds(a: &Ev, b: &Ev) -> (Option<Aff>, Option<Aff>) {
    let rb = b.range();
    if let Some(k) = rb.exact() {
        if k < 0 {
            // floor(a / k) = floor(-a / -k).
            return div_bounds(&a.neg(), &b.neg());
        }
    }
    if !rb.gt0() {
        return (None, None);
    }
    let (blo, bhi) = (rb.lo, rb.hi);
    if blo == bhi {
        // a / k - 1 < floor(a / k) <= a / k; as floor(a/k) is an integer, >= (a - k + 1) / k.
        let lo = a.lo.add(Aff::konst(1 - bhi)).and_then(|l| l.div(bhi));
        (lo, a.hi.div(bhi))
    } else if a.range().ge0() {
        // 0 <= a, blo <= b <= bhi: floor(a / bhi) <= floor(a / b) <= a / blo.
        let lo = a.lo.add(Aff::konst(1 - bhi)).and_then(|l| l.div(bhi));
        (lo, a.hi.div(blo))
    } else {
        (None, None)
    }
}

/// A lower bound of `a ^ b` (which is an error for `b < 0`).
fn pow_lower(a: &Ev, b: &Ev) -> Option<Aff> {
    let ra = a.range();
    let from_base = match b.range().exact() {
        // a ^ k >= a when a >= 1 and k >= 1.
        Some(k) if k >= 1 && ra.lo >= 1 => Some(a.lo),
        _ => None,
    };
    // a ^ b >= 2 ^ b >= b + 1 when a >= 2 and b >= 0.
    let from_exponent = if ra.lo >= 2 {
        b.lo.add(Aff::konst(1))
    } else {
        None
    };
    pick(from_base, from_exponent, best_lower)
}

/// What is known about a condition from a threshold on.
#[derive(Clone, Copy, Debug, Default)]
struct CEv {
    /// The same truth value for every `n`, `i` wherever it evaluates at `x >= threshold`.
    known: Option<(bool, i64)>,
    /// Constant in `x` (for each fixed `n`, `i`) wherever it evaluates at `x >= threshold`.
    fixed: Option<i64>,
}

impl CEv {
    /// A known condition is also fixed.
    fn fixed_from(&self) -> Option<i64> {
        match (self.fixed, self.known) {
            (Some(f), Some((_, k))) => Some(f.min(k)),
            (f, k) => f.or(k.map(|(_, x)| x)),
        }
    }
}

/// Smallest `x >= 1` with `p x + q > 0` for all larger `x` too (`p >= 0`), as an `i64`.
fn crossing(p: i128, q: i128) -> Option<i64> {
    let x = match p.cmp(&0) {
        Ordering::Greater => {
            // p x + q > 0  <=>  x > -q / p  <=>  x >= floor(-q / p) + 1.
            let nq = q.checked_neg()?;
            nq.div_euclid(p).checked_add(1)?
        }
        Ordering::Equal if q > 0 => 1,
        _ => return None,
    };
    i64::try_from(x.max(1)).ok()
}

/// From which `x` on `a > b` is proved (`strict`), or `a >= b`.
fn dominates(a: &Ev, b: &Ev, strict: bool) -> Option<i64> {
    let los = [a.lo, Aff::konst(a.range().lo)];
    let his = [b.hi, Aff::konst(b.range().hi)];
    let mut best: Option<i64> = None;
    for lo in los {
        for hi in his {
            // diff = lo - hi = (p x + q) / d; a - b >= diff, and a - b is an integer, so
            // a - b >= 1 once diff > 0, and a - b >= 0 once diff > -1.
            let Some(diff) = lo.add(hi.neg()) else {
                continue;
            };
            let q = if strict {
                Some(diff.q)
            } else {
                diff.q.checked_add(diff.d)
            };
            if let Some(x) = q.and_then(|q| crossing(diff.p, q)) {
                best = Some(best.map_or(x, |b| b.min(x)));
            }
        }
    }
    best.map(|x| x.max(a.x0).max(b.x0))
}

fn min_opt(a: Option<i64>, b: Option<i64>) -> Option<i64> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

fn cond(c: &Cond) -> CEv {
    match c {
        Cond::Cmp(op, a, b) => cmp(*op, &ev(a), &ev(b)),
        Cond::Not(c) => {
            let c = cond(c);
            CEv {
                known: c.known.map(|(v, x)| (!v, x)),
                fixed: c.fixed,
            }
        }
        Cond::And(p, q) => and_or(false, cond(p), cond(q)),
        Cond::Or(p, q) => and_or(true, cond(p), cond(q)),
    }
}

/// `p and q` (`dominant = false`: a false operand decides) or `p or q` (`dominant = true`).
/// Both short-circuit: `q` is evaluated only when `p` is not the dominant value.
fn and_or(dominant: bool, p: CEv, q: CEv) -> CEv {
    // Either operand known to be the dominant value decides (if q is evaluated, it decides;
    // if it is not, p did).
    let decided = [p.known, q.known]
        .into_iter()
        .flatten()
        .filter(|&(v, _)| v == dominant)
        .map(|(_, x)| x)
        .min();
    let known = match (decided, p.known, q.known) {
        (Some(x), _, _) => Some((dominant, x)),
        (None, Some((_, xp)), Some((_, xq))) => Some((!dominant, xp.max(xq))),
        _ => None,
    };
    let fixed = match (p.fixed_from(), q.fixed_from()) {
        (Some(a), Some(b)) => Some(a.max(b)),
        _ => None,
    };
    CEv {
        known,
        fixed: min_opt(fixed, decided),
    }
}

fn cmp(op: CmpOp, a: &Ev, b: &Ev) -> CEv {
    let base = a.x0.max(b.x0);
    if let (Some(u), Some(v)) = (a.range().exact(), b.range().exact()) {
        if let (Ok(u), Ok(v)) = (i64::try_from(u), i64::try_from(v)) {
            return CEv {
                known: Some((op.holds(u, v), base)),
                fixed: Some(base),
            };
        }
    }
    let a_gt = dominates(a, b, true);
    let a_ge = dominates(a, b, false);
    let b_gt = dominates(b, a, true);
    let b_ge = dominates(b, a, false);
    let known_if = |v: bool, x: Option<i64>| x.map(|x| (v, x));
    let cands = match op {
        CmpOp::Eq => [known_if(false, min_opt(a_gt, b_gt)), None],
        CmpOp::Ne => [known_if(true, min_opt(a_gt, b_gt)), None],
        CmpOp::Lt => [known_if(false, a_ge), known_if(true, b_gt)],
        CmpOp::Le => [known_if(false, a_gt), known_if(true, b_ge)],
        CmpOp::Gt => [known_if(true, a_gt), known_if(false, b_ge)],
        CmpOp::Ge => [known_if(true, a_ge), known_if(false, b_gt)],
    };
    let known = cands.into_iter().flatten().min_by_key(|&(_, x)| x);
    let fixed = (a.abs.dir == Dir::Const && b.abs.dir == Dir::Const).then_some(base);
    CEv { known, fixed }
}

fn if_ev(c: &CEv, a: Ev, b: Ev) -> Ev {
    let range = Range::hull([a.range().lo, a.range().hi, b.range().lo, b.range().hi]);
    let lo = a.lo.meet(b.lo);
    let hi = join_upper(a.hi, b.hi);
    let mut cands = Vec::new();
    if let Some((v, x)) = c.known {
        let chosen = if v { a } else { b };
        cands.push(Ev {
            x0: chosen.x0.max(x),
            ..chosen
        });
    }
    if let Some(x) = c.fixed_from() {
        // For fixed n and i the same branch is taken for every x >= x0.
        let abs = Abs::new(a.abs.dir.join(b.abs.dir), range);
        cands.push(Ev::new(abs, lo, hi, x.max(a.x0).max(b.x0)));
    }
    let dir = if a.range().exact().is_some() && a.range() == b.range() {
        Dir::Const
    } else {
        Dir::Unknown
    };
    cands.push(Ev::new(Abs::new(dir, range), lo, hi, a.x0.max(b.x0)));
    // A known direction first, then the smaller threshold.
    cands
        .into_iter()
        .min_by_key(|v| (v.abs.dir == Dir::Unknown, v.x0))
        .unwrap_or(b)
}
