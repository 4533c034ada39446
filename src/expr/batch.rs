//! Column-wise evaluation of a move function over a range of `x`: the tree becomes a short list
//! of instructions, each of which runs over a chunk of [`LANES`] values of `x` at once, so the
//! cost of dispatch is paid once per chunk instead of once per value.
//!
//! Subexpressions without `x` are *uniform*: they are evaluated once per call, with the `n` and
//! `i` of the call (their errors are kept and only count where the subexpression is reached).
//!
//! Errors are tracked per lane in *poison* arrays, one per lazy context: the whole expression is
//! context 0; each branch of an `if` and the right side of each `and`/`or` gets its own context,
//! which is merged into its parent only in the lanes where the branch is taken. Instructions
//! never panic (wrapping arithmetic, no division by zero), so a poisoned lane just holds a
//! meaningless value. When a chunk ends with any poisoned lane, the chunk is evaluated again with
//! the scalar evaluator, which gives the first failing `x` and its exact error.

use super::ast::{BinOp, CmpOp, Cond, Num, Var};
use super::compile::{self, NumFn};
use super::error::EvalError;
use super::eval::apply;
use super::{Compiled, Env, Expr};

/// Values of `x` evaluated together.
const LANES: usize = 256;
type Lanes = [i64; LANES];

/// A lane-wise binary operation.
#[derive(Clone, Copy, Debug)]
enum Op {
    Bin(BinOp),
    Min,
    Max,
    /// Gives 1 when the comparison holds, else 0.
    Cmp(CmpOp),
}

/// One step of the program. `d` is the register written; `x: true` means the lane operand is
/// `x` itself rather than the current content of register `d`; `p` is the poison context.
#[derive(Clone, Copy, Debug)]
enum Ins {
    /// `P[p] = 0`.
    Clear { p: usize },
    /// `R[d] = x`.
    LoadX { d: usize },
    /// `R[d] = U[u]` (all lanes poisoned when the uniform failed).
    LoadU { d: usize, u: usize, p: usize },
    /// `R[d] = a op U[u]`, or `U[u] op a` when `flip`; `a` is `R[d]` or `x`.
    BinU {
        op: Op,
        d: usize,
        x: bool,
        u: usize,
        flip: bool,
        p: usize,
    },
    /// `R[d] = R[d] op R[d + 1]`.
    BinR { op: Op, d: usize, p: usize },
    /// `R[d] = -a`.
    Neg { d: usize, x: bool, p: usize },
    /// `R[d] = abs(a)`.
    Abs { d: usize, x: bool, p: usize },
    /// `R[d] = not R[d]` (masks are 0/1).
    Not { d: usize },
    /// `R[d] = R[d] and R[d + 1]`; `P[p] |= R[d] & P[pb]` (the right side counts where the left
    /// side holds).
    And { d: usize, pb: usize, p: usize },
    /// `R[d] = R[d] or R[d + 1]`; `P[p] |= !R[d] & P[pb]`.
    Or { d: usize, pb: usize, p: usize },
    /// `R[d] = R[d] ? R[d + 1] : R[d + 2]`; `P[p] |= R[d] ? P[pa] : P[pa + 1]`.
    Select { d: usize, pa: usize, p: usize },
}

/// Where a compiled subexpression's value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Opnd {
    /// In register `d` (the one the subexpression was compiled at).
    Reg,
    /// It is `x` itself (not yet copied anywhere).
    X,
    /// A uniform (no `x`).
    U(usize),
}

/// A move function compiled for evaluation over ranges of `x` (see [`Expr::compile_batch`]).
pub struct Batch {
    ins: Vec<Ins>,
    uniforms: Vec<NumFn>,
    /// The result: register 0, or a uniform.
    root: Opnd,
    regs: usize,
    ctxs: usize,
    scalar: Compiled,
}

impl Batch {
    /// The instructions run per value of `x` (each over a lane of values): what tabulating one
    /// value costs, in the units the tables' budgets count.
    pub fn cost(&self) -> u64 {
        (self.ins.len() + 1) as u64
    }
}

impl std::fmt::Debug for Batch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Batch")
            .field("ins", &self.ins)
            .field("root", &self.root)
            .finish_non_exhaustive()
    }
}

fn num_uses_x(e: &Num) -> bool {
    let mut x = false;
    e.visit_vars(&mut |v| x |= v == Var::X);
    x
}

fn cond_uses_x(e: &Cond) -> bool {
    let mut x = false;
    e.visit_vars(&mut |v| x |= v == Var::X);
    x
}

struct Builder {
    ins: Vec<Ins>,
    uniforms: Vec<NumFn>,
    regs: usize,
    ctxs: usize,
}

impl Builder {
    fn uniform(&mut self, f: NumFn) -> usize {
        self.uniforms.push(f);
        self.uniforms.len() - 1
    }

    fn touch(&mut self, d: usize, q: usize) {
        self.regs = self.regs.max(d + 3);
        self.ctxs = self.ctxs.max(q + 2);
    }

    /// Puts the value `o` of a subexpression compiled at `d` into register `d`.
    fn materialize(&mut self, o: Opnd, d: usize, p: usize) {
        match o {
            Opnd::Reg => {}
            Opnd::X => self.ins.push(Ins::LoadX { d }),
            Opnd::U(u) => self.ins.push(Ins::LoadU { d, u, p }),
        }
    }

    /// A binary lane operation on two compiled operands `a` (at `d`) and `b`.
    fn binary(&mut self, op: Op, a: &Num, b: &Num, d: usize, p: usize, q: usize) {
        let oa = self.num(a, d, p, q);
        if let Opnd::U(u) = oa {
            let ob = self.num(b, d, p, q);
            debug_assert!(ob != Opnd::Reg || num_uses_x(b));
            let x = ob == Opnd::X;
            self.ins.push(Ins::BinU {
                op,
                d,
                x,
                u,
                flip: true,
                p,
            });
            return;
        }
        if !num_uses_x(b) {
            let u = self.uniform(compile::num(b));
            self.ins.push(Ins::BinU {
                op,
                d,
                x: oa == Opnd::X,
                u,
                flip: false,
                p,
            });
            return;
        }
        self.materialize(oa, d, p);
        let ob = self.num(b, d + 1, p, q);
        self.materialize(ob, d + 1, p);
        self.ins.push(Ins::BinR { op, d, p });
    }

    /// Compiles `e` at register `d` in poison context `p`; contexts from `q` on are free.
    fn num(&mut self, e: &Num, d: usize, p: usize, q: usize) -> Opnd {
        if !num_uses_x(e) {
            return Opnd::U(self.uniform(compile::num(e)));
        }
        self.touch(d, q);
        match e {
            Num::Lit(_) | Num::Var(_) => Opnd::X,
            Num::Neg(a, _) => {
                let x = self.num(a, d, p, q) == Opnd::X;
                self.ins.push(Ins::Neg { d, x, p });
                Opnd::Reg
            }
            Num::Abs(a, _) => {
                let x = self.num(a, d, p, q) == Opnd::X;
                self.ins.push(Ins::Abs { d, x, p });
                Opnd::Reg
            }
            Num::Bin(op, a, b, _) => {
                self.binary(Op::Bin(*op), a, b, d, p, q);
                Opnd::Reg
            }
            Num::Min(args) | Num::Max(args) => {
                let op = if matches!(e, Num::Min(_)) {
                    Op::Min
                } else {
                    Op::Max
                };
                // Evaluate an argument with x first, then fold in the others (min and max are
                // commutative, and every argument is evaluated, so the order does not matter).
                let first = args.iter().position(num_uses_x).unwrap_or(0);
                let mut acc = self.num(&args[first], d, p, q);
                for (k, a) in args.iter().enumerate() {
                    if k == first {
                        continue;
                    }
                    if num_uses_x(a) {
                        self.materialize(acc, d, p);
                        let ob = self.num(a, d + 1, p, q);
                        self.materialize(ob, d + 1, p);
                        self.ins.push(Ins::BinR { op, d, p });
                    } else {
                        let u = self.uniform(compile::num(a));
                        self.ins.push(Ins::BinU {
                            op,
                            d,
                            x: acc == Opnd::X,
                            u,
                            flip: false,
                            p,
                        });
                    }
                    acc = Opnd::Reg;
                }
                self.materialize(acc, d, p);
                Opnd::Reg
            }
            Num::If(c, a, b) => {
                let oc = self.cond(c, d, p, q);
                self.materialize(oc, d, p);
                self.ins.push(Ins::Clear { p: q });
                let oa = self.num(a, d + 1, q, q + 2);
                self.materialize(oa, d + 1, q);
                self.ins.push(Ins::Clear { p: q + 1 });
                let ob = self.num(b, d + 2, q + 1, q + 2);
                self.materialize(ob, d + 2, q + 1);
                self.ins.push(Ins::Select { d, pa: q, p });
                Opnd::Reg
            }
        }
    }

    /// Compiles a condition (a 0/1 mask) at register `d`.
    fn cond(&mut self, e: &Cond, d: usize, p: usize, q: usize) -> Opnd {
        if !cond_uses_x(e) {
            let c = compile::cond(e);
            return Opnd::U(self.uniform(Box::new(move |env| c(env).map(i64::from))));
        }
        self.touch(d, q);
        match e {
            Cond::Cmp(op, a, b) => self.binary(Op::Cmp(*op), a, b, d, p, q),
            Cond::Not(a) => {
                let o = self.cond(a, d, p, q);
                self.materialize(o, d, p);
                self.ins.push(Ins::Not { d });
            }
            Cond::And(a, b) | Cond::Or(a, b) => {
                let oa = self.cond(a, d, p, q);
                self.materialize(oa, d, p);
                self.ins.push(Ins::Clear { p: q });
                let ob = self.cond(b, d + 1, q, q + 1);
                self.materialize(ob, d + 1, q);
                self.ins.push(if matches!(e, Cond::And(..)) {
                    Ins::And { d, pb: q, p }
                } else {
                    Ins::Or { d, pb: q, p }
                });
            }
        }
        Opnd::Reg
    }
}

impl Expr {
    /// Compiles for [`Batch::eval_range`]: evaluation over many consecutive values of `x`,
    /// several times faster per value than [`Compiled::eval`].
    pub fn compile_batch(&self) -> Batch {
        let mut b = Builder {
            ins: vec![Ins::Clear { p: 0 }],
            uniforms: Vec::new(),
            regs: 1,
            ctxs: 1,
        };
        let mut root = b.num(&self.root, 0, 0, 1);
        if root == Opnd::X {
            b.materialize(root, 0, 0);
            root = Opnd::Reg;
        }
        Batch {
            ins: b.ins,
            uniforms: b.uniforms,
            root,
            regs: b.regs,
            ctxs: b.ctxs,
            scalar: self.compile(),
        }
    }
}

/// Unsigned division by a constant that is not a power of two, by multiplication
/// (Granlund–Montgomery) for numerators below 2^63.
#[derive(Clone, Copy)]
struct Magic {
    m: u64,
    shift: u32,
}

impl Magic {
    /// For `3 <= k`, `k` not a power of two.
    fn new(k: u64) -> Magic {
        // l = ceil(log2 k); m = floor(2^(63 + l) / k) + 1 < 2^64; q = (n * m) >> (63 + l).
        let l = 64 - (k - 1).leading_zeros();
        #[expect(
            clippy::cast_possible_truncation,
            reason = "k ≥ 2^(l − 1) + 1, so 2^(63 + l) / k ≤ 2^64 − 2 and m < 2^64"
        )]
        let m = ((1u128 << (63 + l)) / u128::from(k) + 1) as u64;
        Magic { m, shift: l - 1 }
    }

    /// `n / k` for `n < 2^63`.
    #[inline(always)]
    fn div(self, n: u64) -> u64 {
        mulhi(n, self.m) >> self.shift
    }

    /// Floor division of any `a` by `k`: with `s` = the sign mask of `a`, `a ^ s` is `a` or
    /// `-a - 1`, and `floor(a / k) = !((-a - 1) / k)` for negative `a`.
    #[inline(always)]
    fn floor_div(self, a: i64) -> i64 {
        let s = a >> 63;
        (self.div((a ^ s) as u64) as i64) ^ s
    }
}

/// The high 64 bits of the 128-bit product.
#[inline(always)]
fn mulhi(a: u64, b: u64) -> u64 {
    #[cfg(target_pointer_width = "64")]
    {
        ((u128::from(a) * u128::from(b)) >> 64) as u64
    }
    #[cfg(not(target_pointer_width = "64"))]
    {
        mulhi_32(a, b)
    }
}

/// [`mulhi`] without 64x64->128 multiplication (wasm32 would call a library routine): four
/// 32x32->64 products (Hacker's Delight, `mulhu`).
#[cfg(any(test, not(target_pointer_width = "64")))]
#[inline(always)]
fn mulhi_32(a: u64, b: u64) -> u64 {
    const M: u64 = 0xffff_ffff;
    let (a0, a1, b0, b1) = (a & M, a >> 32, b & M, b >> 32);
    let t = a1 * b0 + ((a0 * b0) >> 32);
    let w1 = (t & M) + a0 * b1;
    a1 * b1 + (t >> 32) + (w1 >> 32)
}

/// `a * b` and whether it overflows.
#[inline(always)]
fn mul_ovf(a: i64, b: i64) -> (i64, bool) {
    #[cfg(target_pointer_width = "64")]
    {
        a.overflowing_mul(b)
    }
    #[cfg(not(target_pointer_width = "64"))]
    {
        let small = |v: i64| i32::try_from(v).is_ok();
        let p = a.wrapping_mul(b);
        (p, !(small(a) && small(b)) && a.checked_mul(b).is_none())
    }
}

/// The `a` with `a * k` in range: `lo <= a <= hi`.
fn mul_bounds(k: i64) -> (i64, i64) {
    match k {
        0 => (i64::MIN, i64::MAX),
        -1 => (i64::MIN + 1, i64::MAX),
        k if k > 0 => (i64::MIN / k, i64::MAX / k),
        k => (i64::MAX / k, i64::MIN / k),
    }
}

/// Exact op result, as (value, failed).
#[inline(always)]
fn generic(op: Op, a: i64, b: i64) -> (i64, bool) {
    match op {
        Op::Bin(o) => match apply(o, a, b, 0) {
            Ok(v) => (v, false),
            Err(_) => (0, true),
        },
        Op::Min => (a.min(b), false),
        Op::Max => (a.max(b), false),
        Op::Cmp(c) => (i64::from(c.holds(a, b)), false),
    }
}

/// `R = f(a)` lane-wise, where `a` is `R` itself or (with `x = Some(base)`) `base + lane`;
/// poison where `f` fails.
#[inline(always)]
fn map(r: &mut Lanes, x: Option<i64>, poison: &mut Lanes, f: impl Fn(i64) -> (i64, bool)) {
    match x {
        Some(base) => {
            for (l, (r, e)) in r.iter_mut().zip(poison.iter_mut()).enumerate() {
                let (v, bad) = f(base.wrapping_add(l as i64));
                *r = v;
                *e |= i64::from(bad);
            }
        }
        None => {
            for (r, e) in r.iter_mut().zip(poison.iter_mut()) {
                let (v, bad) = f(*r);
                *r = v;
                *e |= i64::from(bad);
            }
        }
    }
}

/// `R = f(R, S)` lane-wise; poison where `f` fails.
#[inline(always)]
fn zip(r: &mut Lanes, s: &Lanes, poison: &mut Lanes, f: impl Fn(i64, i64) -> (i64, bool)) {
    for ((r, s), e) in r.iter_mut().zip(s.iter()).zip(poison.iter_mut()) {
        let (v, bad) = f(*r, *s);
        *r = v;
        *e |= i64::from(bad);
    }
}

/// `R[d] = a op k` (or `k op a` when `flip`).
fn bin_uniform(op: Op, r: &mut Lanes, x: Option<i64>, k: i64, flip: bool, poison: &mut Lanes) {
    match op {
        Op::Bin(BinOp::Add) => map(r, x, poison, |a| a.overflowing_add(k)),
        Op::Bin(BinOp::Sub) if flip => map(r, x, poison, |a| k.overflowing_sub(a)),
        Op::Bin(BinOp::Sub) => map(r, x, poison, |a| a.overflowing_sub(k)),
        Op::Bin(BinOp::Mul) => {
            let (lo, hi) = mul_bounds(k);
            map(r, x, poison, |a| (a.wrapping_mul(k), a < lo || a > hi));
        }
        Op::Bin(BinOp::Div) if !flip && k > 0 => {
            if k.count_ones() == 1 {
                let sh = k.trailing_zeros();
                map(r, x, poison, |a| (a >> sh, false));
            } else {
                let m = Magic::new(k as u64);
                map(r, x, poison, |a| (m.floor_div(a), false));
            }
        }
        Op::Bin(BinOp::Mod) if !flip && k > 0 => {
            if k.count_ones() == 1 {
                map(r, x, poison, |a| (a & (k - 1), false));
            } else {
                let m = Magic::new(k as u64);
                map(r, x, poison, |a| {
                    (a.wrapping_sub(m.floor_div(a).wrapping_mul(k)), false)
                });
            }
        }
        Op::Bin(BinOp::Pow) if !flip && k == 2 => map(r, x, poison, |a| {
            (a.wrapping_mul(a), a.unsigned_abs() > 3_037_000_499)
        }),
        Op::Bin(BinOp::Pow) if !flip && (3..=64).contains(&k) => map(r, x, poison, |a| {
            let (mut v, mut bad) = (a, false);
            for _ in 1..k {
                let (w, o) = mul_ovf(v, a);
                v = w;
                bad |= o;
            }
            (v, bad)
        }),
        Op::Min => map(r, x, poison, |a| (a.min(k), false)),
        Op::Max => map(r, x, poison, |a| (a.max(k), false)),
        Op::Cmp(c) => {
            // `k op a` is `a op' k` with the operator mirrored.
            let c = if flip { c.mirrored() } else { c };
            // One loop per operator: a `match` inside the loop would not be hoisted.
            match c {
                CmpOp::Eq => map(r, x, poison, |a| (i64::from(a == k), false)),
                CmpOp::Ne => map(r, x, poison, |a| (i64::from(a != k), false)),
                CmpOp::Lt => map(r, x, poison, |a| (i64::from(a < k), false)),
                CmpOp::Le => map(r, x, poison, |a| (i64::from(a <= k), false)),
                CmpOp::Gt => map(r, x, poison, |a| (i64::from(a > k), false)),
                CmpOp::Ge => map(r, x, poison, |a| (i64::from(a >= k), false)),
            }
        }
        _ if flip => map(r, x, poison, |a| generic(op, k, a)),
        _ => map(r, x, poison, |a| generic(op, a, k)),
    }
}

/// `R[d] = R[d] op R[d + 1]`.
fn bin_lanes(op: Op, r: &mut Lanes, s: &Lanes, poison: &mut Lanes) {
    match op {
        Op::Bin(BinOp::Add) => zip(r, s, poison, i64::overflowing_add),
        Op::Bin(BinOp::Sub) => zip(r, s, poison, i64::overflowing_sub),
        Op::Bin(BinOp::Mul) => zip(r, s, poison, mul_ovf),
        Op::Min => zip(r, s, poison, |a, b| (a.min(b), false)),
        Op::Max => zip(r, s, poison, |a, b| (a.max(b), false)),
        Op::Cmp(CmpOp::Eq) => zip(r, s, poison, |a, b| (i64::from(a == b), false)),
        Op::Cmp(CmpOp::Ne) => zip(r, s, poison, |a, b| (i64::from(a != b), false)),
        Op::Cmp(CmpOp::Lt) => zip(r, s, poison, |a, b| (i64::from(a < b), false)),
        Op::Cmp(CmpOp::Le) => zip(r, s, poison, |a, b| (i64::from(a <= b), false)),
        Op::Cmp(CmpOp::Gt) => zip(r, s, poison, |a, b| (i64::from(a > b), false)),
        Op::Cmp(CmpOp::Ge) => zip(r, s, poison, |a, b| (i64::from(a >= b), false)),
        _ => zip(r, s, poison, |a, b| generic(op, a, b)),
    }
}

impl Batch {
    /// Evaluates `f` at `x = start, start + 1, …, start + out.len() - 1` (with `n` and `i` from
    /// `env`; `env.x` is ignored), writing the values into `out`.
    ///
    /// # Errors
    /// The error at the smallest `x` where evaluation fails, as `(x, error)`: the same error
    /// [`Compiled::eval`] gives at that `x`. Evaluation is as lazy as [`Compiled::eval`]: an
    /// error in a branch of `if` that is not taken, or in the right side of `and`/`or` that is
    /// not needed, does not count. On error, `out` holds the values for the `x` before the
    /// failing one; the rest of `out` is unspecified.
    ///
    /// # Panics
    /// When the last `x`, `start + out.len() - 1`, does not fit in an `i64`.
    ///
    /// ```
    /// use nimlab::expr::{parse, Env, EvalErrorKind, Vars};
    /// let b = parse("if x > 2 then 12 / (x - 4) else 1", Vars::X).unwrap().compile_batch();
    /// let mut out = [0; 8];
    /// let (x, err) = b.eval_range(&Env::default(), -1, &mut out).unwrap_err();
    /// assert_eq!((x, err.kind, err.column), (4, EvalErrorKind::DivisionByZero, 18));
    /// assert_eq!(&out[..5], &[1, 1, 1, 1, -12]);
    /// ```
    pub fn eval_range(
        &self,
        env: &Env,
        start: i64,
        out: &mut [i64],
    ) -> Result<(), (i64, EvalError)> {
        self.eval_range_counting(env, start, out, &mut 0)
    }

    /// [`Batch::eval_range`], counting the chunks evaluated again by the scalar evaluator.
    fn eval_range_counting(
        &self,
        env: &Env,
        start: i64,
        out: &mut [i64],
        fallbacks: &mut usize,
    ) -> Result<(), (i64, EvalError)> {
        if out.is_empty() {
            return Ok(());
        }
        let len = i64::try_from(out.len() - 1).ok();
        assert!(
            len.and_then(|l| start.checked_add(l)).is_some(),
            "eval_range: x = {start} + {} does not fit in 64 bits",
            out.len() - 1
        );
        let us: Vec<Result<i64, EvalError>> = self.uniforms.iter().map(|f| f(env)).collect();
        if let Opnd::U(u) = self.root {
            return match &us[u] {
                Ok(v) => {
                    out.fill(*v);
                    Ok(())
                }
                Err(e) => Err((start, e.clone())),
            };
        }
        let mut regs: Vec<Lanes> = vec![[0; LANES]; self.regs];
        let mut ctx: Vec<Lanes> = vec![[0; LANES]; self.ctxs];
        for (c, chunk) in out.chunks_mut(LANES).enumerate() {
            // No overflow: this is at most the last x.
            let base = start + (c * LANES) as i64;
            self.run(&us, base, &mut regs, &mut ctx);
            let n = chunk.len();
            if ctx[0][..n].iter().fold(0, |acc, &e| acc | e) == 0 {
                chunk.copy_from_slice(&regs[0][..n]);
                continue;
            }
            *fallbacks += 1;
            for (l, v) in chunk.iter_mut().enumerate() {
                let x = base + l as i64;
                let env = Env { x, ..*env };
                *v = self.scalar.eval(&env).map_err(|e| (x, e))?;
            }
        }
        Ok(())
    }

    fn run(&self, us: &[Result<i64, EvalError>], base: i64, regs: &mut [Lanes], ctx: &mut [Lanes]) {
        let xs = |x: bool| if x { Some(base) } else { None };
        for ins in &self.ins {
            match *ins {
                Ins::Clear { p } => ctx[p] = [0; LANES],
                Ins::LoadX { d } => {
                    for (l, r) in regs[d].iter_mut().enumerate() {
                        *r = base.wrapping_add(l as i64);
                    }
                }
                // A failed uniform poisons its lanes and leaves 0 in the register: the lanes'
                // values are meaningless, but they must stay valid 0/1 masks, because `and`,
                // `or` and `not` combine masks even where a poisoned side does not count.
                Ins::LoadU { d, u, p } => match us[u] {
                    Ok(v) => regs[d] = [v; LANES],
                    Err(_) => {
                        ctx[p] = [1; LANES];
                        regs[d] = [0; LANES];
                    }
                },
                Ins::BinU {
                    op,
                    d,
                    x,
                    u,
                    flip,
                    p,
                } => match us[u] {
                    Ok(k) => bin_uniform(op, &mut regs[d], xs(x), k, flip, &mut ctx[p]),
                    Err(_) => {
                        ctx[p] = [1; LANES];
                        regs[d] = [0; LANES];
                    }
                },
                Ins::BinR { op, d, p } => {
                    let (lo, hi) = regs.split_at_mut(d + 1);
                    bin_lanes(op, &mut lo[d], &hi[0], &mut ctx[p]);
                }
                Ins::Neg { d, x, p } => map(&mut regs[d], xs(x), &mut ctx[p], |a| {
                    (a.wrapping_neg(), a == i64::MIN)
                }),
                Ins::Abs { d, x, p } => map(&mut regs[d], xs(x), &mut ctx[p], |a| {
                    (a.wrapping_abs(), a == i64::MIN)
                }),
                Ins::Not { d } => regs[d].iter_mut().for_each(|m| *m ^= 1),
                Ins::And { d, pb, p } | Ins::Or { d, pb, p } => {
                    let (lo, hi) = regs.split_at_mut(d + 1);
                    let (a, b) = (&mut lo[d], &hi[0]);
                    let (clo, chi) = ctx.split_at_mut(pb);
                    let (pp, pbb) = (&mut clo[p], &chi[0]);
                    // The right side counts where it is evaluated: where a holds (and), where
                    // it does not (or).
                    if matches!(ins, Ins::And { .. }) {
                        for l in 0..LANES {
                            pp[l] |= a[l] & pbb[l];
                            a[l] &= b[l];
                        }
                    } else {
                        for l in 0..LANES {
                            pp[l] |= (a[l] ^ 1) & pbb[l];
                            a[l] |= b[l];
                        }
                    }
                }
                Ins::Select { d, pa, p } => {
                    let (lo, hi) = regs.split_at_mut(d + 1);
                    let (m, a, b) = (&mut lo[d], &hi[0], &hi[1]);
                    let (clo, chi) = ctx.split_at_mut(pa);
                    let (pp, pa, pb) = (&mut clo[p], &chi[0], &chi[1]);
                    for l in 0..LANES {
                        let t = m[l] != 0;
                        pp[l] |= if t { pa[l] } else { pb[l] };
                        m[l] = if t { a[l] } else { b[l] };
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_division_is_floor_division() {
        let mut ks: Vec<i64> = (3..2000).filter(|k: &i64| k.count_ones() > 1).collect();
        ks.extend([
            1_000_000_007,
            (1 << 40) + 1,
            (1 << 62) + 1,
            i64::MAX,
            i64::MAX - 1,
            (1 << 62) - 1,
            3 << 60,
        ]);
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for k in ks {
            let m = Magic::new(k as u64);
            let mut ns = vec![
                i64::MIN,
                i64::MIN + 1,
                -1,
                0,
                1,
                i64::MAX,
                i64::MAX - 1,
                k,
                -k,
                k - 1,
                1 - k,
            ];
            for _ in 0..200 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                ns.push(seed as i64);
                ns.push((seed >> (seed % 64)) as i64);
            }
            for a in ns {
                assert_eq!(m.floor_div(a), a.div_euclid(k), "{a} / {k}");
            }
        }
    }

    /// Errors in branches that are not taken poison nothing, so no chunk is evaluated again.
    #[test]
    fn untaken_errors_do_not_poison() {
        let cases = [
            ("if x > 5 then 100 / (x - 5) else 1", 1, 0),
            ("if x != 0 and 10 / x > 1 then 1 else 2", 1, 0),
            ("if x == 0 or 10 / x > 1 then 1 else 2", 1, 0),
            ("if x < 10 then 2^x else x", 1, 0),
            ("if x < 10 then x^3 else x", 1, 0),
            ("if x > 300 then 5 else min(1 / 0, x)", 1, 1),
            (
                "if x > 300 and (x > 900 or 1 / (x - 1) > 0) then 5 else 7",
                1,
                0,
            ),
            (
                "if x > 300 and (x > 900 or 1 / (x - 500) > 0) then 5 else 7",
                1,
                1,
            ),
            ("x^2", 3_037_000_000, 1),
            ("x / (x - 700)", 1, 1),
        ];
        for (text, start, fallbacks) in cases {
            let e = crate::expr::parse(text, crate::expr::Vars::X).unwrap();
            let b = e.compile_batch();
            let mut out = vec![0; 5000];
            let mut count = 0;
            let got = b.eval_range_counting(&Env::default(), start, &mut out, &mut count);
            assert_eq!(count, fallbacks, "{text}: {got:?}");
        }
    }

    #[test]
    fn batch_is_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<Batch>();
    }

    #[test]
    fn mulhi_and_bounds() {
        for (a, b) in [
            (u64::MAX, u64::MAX),
            (1 << 63, 3),
            (12345, 678910),
            (u64::MAX, 1),
        ] {
            let want = ((u128::from(a) * u128::from(b)) >> 64) as u64;
            assert_eq!(mulhi(a, b), want);
            assert_eq!(mulhi_32(a, b), want);
        }
        for k in [-3, -2, -1, 0, 1, 2, 3, 7, i64::MAX, i64::MIN, i64::MIN + 1] {
            let (lo, hi) = mul_bounds(k);
            for a in [lo, hi] {
                assert!(a.checked_mul(k).is_some(), "{a} * {k}");
            }
            if lo > i64::MIN {
                assert!((lo - 1).checked_mul(k).is_none(), "{} * {k}", lo - 1);
            }
            if hi < i64::MAX {
                assert!((hi + 1).checked_mul(k).is_none(), "{} * {k}", hi + 1);
            }
        }
    }
}
