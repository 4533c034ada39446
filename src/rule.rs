//! Move functions as the solvers see them: a [`MoveRule`] gives f(r, k), the largest move allowed
//! after a move of k counters, where r is the residue (mod the period) that periodic move
//! functions (Holshouser & Reiter 2006) index f by. The move-function game (Holshouser & Reiter
//! 2003) is the period-1 case, so r is always 0 there.
//!
//! [`MoveFn`] is a rule typed by a user in the move-function language; [`TableRule`] is a rule
//! given as a table (tests, presets). [`FTable`] tabulates a rule once per computation and grows
//! lazily, so a solver that needs f only at a few points (the base constructions) evaluates it only
//! there.

use crate::error::{check_range, over_budget, Error};
use crate::expr::{self, Batch, Compiled, Env, Expr, Vars};
use crate::narrow;

/// Values of f are stored in tables as `u32`; anything at or above this is stored as `CAP`. Piles
/// in tables are far smaller (see [`MAX_TABLE`]), and a limit at least the pile is no limit.
pub const CAP: u32 = u32::MAX - 1;

/// The largest pile size any table (g, f, …) may reach: 2·10^7 entries, 80 MB of `u32`.
pub const MAX_TABLE: u64 = 20_000_000;

/// The largest period t of a periodic move function f(n, x): the games G_0 … G_(t−1) are solved
/// together, so every table is t tables.
pub const MAX_PERIOD: u32 = 8;

/// The most steps of work one computation on tables may take (inner-loop steps of the
/// recursions and constructions, one per pile besides): about half a second in WebAssembly, a
/// second on a loaded machine (4·10^8 took 2.2 s there, so the largest size that fit, and the
/// refusal that comes once the budget is spent, passed the 2 s bound). A computation that would
/// pass it stops with a budget refusal ([`over_budget`]) naming the largest size that fit (see
/// [`work_exceeded`]).
pub const MAX_WORK: u64 = 200_000_000;

/// The most instruction-values tabulating f may take (piles × instructions of f per value, see
/// [`MoveRule::cost`]), checked before tabulating: about half a second in WebAssembly.
pub const MAX_EVAL_WORK: u64 = 500_000_000;

/// The refusal of a computation that ran out of [`MAX_WORK`]: `what` = `asked` is too large,
/// the limit `fits` (the largest size done within the budget).
#[cold]
#[inline(never)]
pub fn work_exceeded(what: &'static str, asked: u64, fits: u64) -> Error {
    over_budget(
        what,
        u128::from(asked),
        u128::from(fits),
        "the computation's work is capped at 2·10^8 steps, and this f needs many steps per \
         pile (g is large at many piles)",
    )
}

/// Counts the work of one computation against [`MAX_WORK`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    /// Steps done so far.
    pub done: u64,
    /// The size asked for (named in the refusal; 0 = the size being computed).
    pub asked: u64,
    /// The input the size came from, named in the refusal ("upto" when unset): a table's range,
    /// or the pile an engine grew its tables for.
    pub what: &'static str,
}

impl Work {
    /// Names the input `what` = `asked` in the refusal (the size asked for, not the one reached).
    pub fn aim(&mut self, what: &'static str, asked: u64) {
        self.what = what;
        self.asked = asked;
    }

    /// Adds `steps` done while computing size `at`; refuses when the total passes [`MAX_WORK`].
    ///
    /// # Errors
    /// [`work_exceeded`] with the largest size below `at`.
    #[inline(always)] // (the packages built for size inline less: see .cargo/config.toml)
    pub fn add(&mut self, steps: u64, at: u64) -> Result<(), Error> {
        self.done = self.done.saturating_add(steps);
        if self.done > MAX_WORK {
            return Err(work_exceeded(
                if self.what.is_empty() {
                    "upto"
                } else {
                    self.what
                },
                self.asked.max(at),
                at.saturating_sub(1),
            ));
        }
        Ok(())
    }
}

/// Checks a table range 1..=upto against [`MAX_TABLE`], in the words every interface uses, and
/// gives upto as an index of the tables.
///
/// # Errors
/// [`Error::OutOfRange`] for 0 or more than [`MAX_TABLE`].
pub fn check_upto(upto: u64) -> Result<usize, Error> {
    narrow::index("upto", upto, 1, MAX_TABLE, "tables stop at 2·10^7")
}

/// A value of f as stored in tables.
#[inline]
pub fn cap(v: u64) -> u32 {
    u32::try_from(v).unwrap_or(CAP).min(CAP)
}

/// A move function f(r, k) ≥ 1.
pub trait MoveRule {
    /// f(r, k) for k ≥ 1 and r < period: the largest move the next player may make after a move
    /// of `k`. Implementations check f ≥ 1.
    ///
    /// # Errors
    /// [`Error::NonPositive`] or [`Error::Eval`] naming k.
    fn eval(&self, r: u32, k: u64) -> Result<u64, Error>;
    /// f(r, k) for k = start, start + 1, …, written into `out` capped at [`CAP`]; the error is the
    /// one at the smallest failing k. The default evaluates one value at a time.
    ///
    /// # Errors
    /// As [`MoveRule::eval`].
    fn eval_into(&self, r: u32, start: u64, out: &mut [u32]) -> Result<(), Error> {
        for (k, o) in (start..).zip(out.iter_mut()) {
            *o = cap(self.eval(r, k)?);
        }
        Ok(())
    }
    /// The period t of f in the preceding pile size (1 for a move function of x alone).
    fn period(&self) -> u32 {
        1
    }
    /// True only when f(r, k + 1) ≥ f(r, k) for all k ≥ 1 is *proved* (from the form of the
    /// expression, or because the table says so); false means "not known".
    fn proved_nondecreasing(&self) -> bool {
        false
    }
    /// Some(x0) when f(r, x + 1) ≥ f(r, x) is proved for every x ≥ x0 and every r (the part
    /// below x0 is left to a finite check); None when not known.
    fn nondecreasing_from(&self) -> Option<u64> {
        self.proved_nondecreasing().then_some(1)
    }
    /// Some((lo, hi)) when f(r, k) is *proved* to evaluate without error for every k in
    /// `from..=to`, with lo ≤ f(r, k) ≤ hi there (from the form of the expression, or because the
    /// table says so); None means "not known". A proof with lo ≥ 1 lets a solver skip tabulating f
    /// just to check it, and a lower bound over a range lets a search skip moves that cannot win.
    fn bounds(&self, _r: u32, _from: u64, _to: u64) -> Option<(i64, i64)> {
        None
    }
    /// What evaluating f at one value costs, in instructions (1 for a table): tabulating f on
    /// 1..=L costs L·t·cost, checked against [`MAX_EVAL_WORK`] before it starts.
    fn cost(&self) -> u64 {
        1
    }
    /// The rule as a user would write it.
    fn describe(&self) -> String;
}

/// A move function typed by a user: parsed once, compiled once.
///
/// Its bounds over ranges ([`MoveRule::bounds`], by interval arithmetic on the expression) come
/// with the crate's feature `move-fn` (the full package; native builds by default). The
/// course-page package (`move-fn-game` alone, built for size) proves none: the search for a
/// periodic game's Θ then reads f at every move instead of skipping the moves no value of f can
/// win with (the same bases, tested), which is slower only where the step budget caps the work
/// anyway (0.9 s against 0.2 s in node for a move refused by that budget).
pub struct MoveFn {
    expr: Expr,
    code: Compiled,
    batch: Batch,
    monotone: bool,
    period: u32,
}

impl MoveFn {
    /// Parses `src` as a move function of `x` (the size of the previous move).
    ///
    /// # Errors
    /// [`Error::Parse`] with the column and a caret.
    pub fn parse(src: &str) -> Result<Self, Error> {
        let expr = expr::parse(src, Vars::X)?;
        Ok(Self::from_expr(expr))
    }

    /// Parses `src` as a periodic move function f(n, x) (Holshouser & Reiter 2006) with period `t`:
    /// `n` is the pile size before the previous move, and f is evaluated at n mod t — so `n` in the
    /// expression always means n mod t, and f is periodic by construction.
    ///
    /// # Errors
    /// [`Error::Parse`], or t outside 1..=[`MAX_PERIOD`].
    pub fn parse_periodic(src: &str, t: u32) -> Result<Self, Error> {
        check_range(
            "period",
            u128::from(t),
            1,
            u128::from(MAX_PERIOD),
            "games G_0 … G_(t−1) are solved together",
        )?;
        let expr = expr::parse(src, Vars::XN)?;
        let mut m = Self::from_expr(expr);
        m.period = t;
        Ok(m)
    }

    /// Wraps an already parsed expression.
    pub fn from_expr(expr: Expr) -> Self {
        let code = expr.compile();
        let batch = expr.compile_batch();
        let monotone = expr.nondecreasing_in_x();
        MoveFn {
            expr,
            code,
            batch,
            monotone,
            period: 1,
        }
    }

    /// The canonical spelling of the expression.
    pub fn canonical(&self) -> String {
        self.expr.to_string()
    }

    /// The parsed expression.
    pub fn expr(&self) -> &Expr {
        &self.expr
    }
}

impl MoveRule for MoveFn {
    fn eval(&self, r: u32, k: u64) -> Result<u64, Error> {
        let x = i64::try_from(k).map_err(|_| Error::OutOfRange {
            what: "move size".into(),
            value: u128::from(k),
            min: 1,
            max: i64::MAX as u128,
            why: "f is evaluated in 64-bit signed integers",
        })?;
        let env = Env {
            x,
            n: i64::from(r),
            i: 0,
        };
        let v = self.code.eval(&env).map_err(|err| Error::Eval { k, err })?;
        if v <= 0 {
            return Err(Error::NonPositive { k, value: v });
        }
        Ok(v as u64)
    }
    fn eval_into(&self, r: u32, start: u64, out: &mut [u32]) -> Result<(), Error> {
        let len = out.len() as u64;
        let in_range = i64::try_from(start.saturating_add(len)).is_ok();
        if !in_range || start == 0 {
            // Beyond i64 (or k = 0): one at a time, which reports the exact problem.
            for (k, o) in (start..).zip(out.iter_mut()) {
                *o = cap(self.eval(r, k)?);
            }
            return Ok(());
        }
        let env = Env {
            x: 0,
            n: i64::from(r),
            i: 0,
        };
        let mut vals = vec![0i64; out.len()];
        let failed = self.batch.eval_range(&env, start as i64, &mut vals).err();
        // Values before the first evaluation error are filled; a non-positive one among them
        // comes first.
        let good = match &failed {
            // (x is in start..start + len: the offset is below out.len())
            Some((x, _)) => narrow::saturating(*x as u64 - start).min(out.len()),
            None => out.len(),
        };
        for (i, (o, &v)) in out.iter_mut().zip(&vals[..good]).enumerate() {
            if v <= 0 {
                return Err(Error::NonPositive {
                    k: start + i as u64,
                    value: v,
                });
            }
            *o = cap(v as u64);
        }
        match failed {
            Some((x, err)) => Err(Error::Eval { k: x as u64, err }),
            None => Ok(()),
        }
    }
    fn proved_nondecreasing(&self) -> bool {
        self.monotone
    }
    fn period(&self) -> u32 {
        self.period
    }
    // (only periodic games ask: without them, the trait's default keeps the analysis out)
    #[cfg(feature = "move-fn-periodic")]
    fn nondecreasing_from(&self) -> Option<u64> {
        self.expr
            .nondecreasing_from_x()
            .map(|x0| u64::try_from(x0).unwrap_or(1).max(1))
    }
    #[cfg(feature = "move-fn")]
    fn bounds(&self, r: u32, from: u64, to: u64) -> Option<(i64, i64)> {
        let from = i64::try_from(from).ok()?;
        let to = i64::try_from(to).ok()?;
        let b = self
            .expr
            .bounds_on((from, to), (i64::from(r), i64::from(r)))?;
        Some((b.lo, b.hi))
    }
    fn cost(&self) -> u64 {
        self.batch.cost()
    }
    fn describe(&self) -> String {
        self.canonical()
    }
}

/// A move function given by its first values, then `tail` for larger arguments:
/// `f(k) = values[k - 1]` for k ≤ len, else `tail.0 * k + tail.1`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRule {
    /// f(1), f(2), …, f(len).
    pub values: Vec<u64>,
    /// (a, b): f(k) = a·k + b beyond the table.
    pub tail: (u64, u64),
}

impl MoveRule for TableRule {
    fn eval(&self, _r: u32, k: u64) -> Result<u64, Error> {
        let v = match usize::try_from(k).ok().filter(|&i| i >= 1) {
            Some(i) if i <= self.values.len() => self.values[i - 1],
            _ => self.tail.0.saturating_mul(k).saturating_add(self.tail.1),
        };
        if v == 0 {
            return Err(Error::NonPositive { k, value: 0 });
        }
        Ok(v)
    }
    fn proved_nondecreasing(&self) -> bool {
        let mut all: Vec<u64> = self.values.clone();
        let n = all.len() as u64;
        all.push(
            self.tail
                .0
                .saturating_mul(n + 1)
                .saturating_add(self.tail.1),
        );
        all.windows(2).all(|w| w[0] <= w[1])
    }
    fn bounds(&self, _r: u32, from: u64, to: u64) -> Option<(i64, i64)> {
        let from = from.max(1);
        if from > to {
            return None;
        }
        let len = self.values.len() as u64;
        let (mut lo, mut hi) = (u64::MAX, 0);
        if from <= len {
            // (both ends are at most len, the table's length)
            let (start, end) = (
                usize::try_from(from).ok()?,
                usize::try_from(to.min(len)).ok()?,
            );
            for &v in &self.values[start - 1..end] {
                lo = lo.min(v);
                hi = hi.max(v);
            }
        }
        if to > len {
            // a·k + b is non-decreasing in k: its least and greatest values are at the ends.
            let at = |k: u64| self.tail.0.saturating_mul(k).saturating_add(self.tail.1);
            lo = lo.min(at(from.max(len + 1)));
            hi = hi.max(at(to));
        }
        let clip = |v: u64| v.min(i64::MAX as u64) as i64;
        (lo >= 1).then(|| (clip(lo), clip(hi)))
    }
    fn describe(&self) -> String {
        format!(
            "table {:?} then {}k+{}",
            self.values, self.tail.0, self.tail.1
        )
    }
}

/// A periodic move function given by one [`TableRule`] per residue: f(r, k) = `rows[r]`(k).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeriodicTable {
    /// One row per residue 0..t.
    pub rows: Vec<TableRule>,
}

impl MoveRule for PeriodicTable {
    fn eval(&self, r: u32, k: u64) -> Result<u64, Error> {
        self.rows[r as usize].eval(0, k)
    }
    fn period(&self) -> u32 {
        u32::try_from(self.rows.len()).unwrap_or(u32::MAX)
    }
    fn proved_nondecreasing(&self) -> bool {
        self.rows.iter().all(TableRule::proved_nondecreasing)
    }
    fn bounds(&self, r: u32, from: u64, to: u64) -> Option<(i64, i64)> {
        self.rows[r as usize].bounds(0, from, to)
    }
    fn describe(&self) -> String {
        let rows: Vec<String> = self.rows.iter().map(TableRule::describe).collect();
        format!("periodic [{}]", rows.join("; "))
    }
}

/// One rule used by several solvers at once (each keeps its own [`FTable`]): clones share the
/// parsed and compiled expression.
#[derive(Clone)]
pub struct SharedRule(pub std::rc::Rc<dyn MoveRule>);

impl SharedRule {
    /// Shares `rule`.
    pub fn new(rule: Box<dyn MoveRule>) -> Self {
        SharedRule(std::rc::Rc::from(rule))
    }
}

impl MoveRule for SharedRule {
    fn eval(&self, r: u32, k: u64) -> Result<u64, Error> {
        self.0.eval(r, k)
    }
    fn eval_into(&self, r: u32, start: u64, out: &mut [u32]) -> Result<(), Error> {
        self.0.eval_into(r, start, out)
    }
    fn period(&self) -> u32 {
        self.0.period()
    }
    fn proved_nondecreasing(&self) -> bool {
        self.0.proved_nondecreasing()
    }
    fn nondecreasing_from(&self) -> Option<u64> {
        self.0.nondecreasing_from()
    }
    fn bounds(&self, r: u32, from: u64, to: u64) -> Option<(i64, i64)> {
        self.0.bounds(r, from, to)
    }
    fn cost(&self) -> u64 {
        self.0.cost()
    }
    fn describe(&self) -> String {
        self.0.describe()
    }
}

/// f tabulated per residue on 1..len, capped at [`CAP`], grown on demand up to a validated
/// limit. Index 0 of each column is unused.
pub struct FTable {
    rule: Box<dyn MoveRule>,
    cols: Vec<Vec<u32>>,
    /// The least value tabulated in each column.
    mins: Vec<u32>,
    /// (an index: what was validated is at most [`MAX_TABLE`])
    validated: usize,
    /// Set by [`FTable::validate_lazily`] when f's form proves it valid on 1..=validated: a lower
    /// bound of f per residue there, and the table is filled only where it is read.
    proved: Option<Vec<u32>>,
    /// In the proved mode: the upto asked for (named in the refusal) and the instruction-values
    /// spent evaluating f so far, against [`MAX_EVAL_WORK`].
    asked: u64,
    spent: u64,
}

/// In the proved mode of [`FTable::validate_lazily`], a read of f at most this far past the end
/// of the table tabulates this many values beyond it (a solver reading in order); a read farther
/// out evaluates that one value (a solver reading sparsely), as long as the budget lasts.
const NEAR: usize = 1 << 10;

/// Checks that t tables of 1..=upto fit [`MAX_TABLE`] entries together, and that tabulating f on
/// them fits [`MAX_EVAL_WORK`].
///
/// # Errors
/// [`Error::OutOfRange`] naming upto and the largest that fits.
pub fn check_tables(rule: &dyn MoveRule, upto: u64) -> Result<(), Error> {
    let t = u64::from(rule.period().max(1));
    check_range(
        "upto",
        u128::from(upto),
        0,
        u128::from(MAX_TABLE / t),
        if t == 1 {
            "tables stop at 2·10^7"
        } else {
            "tables stop at 2·10^7 entries, shared by the t games"
        },
    )?;
    let per_pile = t.saturating_mul(rule.cost().max(1));
    check_range(
        "upto",
        u128::from(upto),
        0,
        u128::from(MAX_EVAL_WORK / per_pile),
        "tabulating f is capped at 5·10^8 instruction steps, and this f is long",
    )
}

impl FTable {
    /// A table over `rule`, empty until used.
    pub fn new(rule: Box<dyn MoveRule>) -> Self {
        let t = rule.period().max(1) as usize;
        FTable {
            rule,
            cols: vec![vec![0]; t],
            mins: vec![CAP; t],
            validated: 0,
            proved: None,
            asked: 0,
            spent: 0,
        }
    }

    /// The rule behind the table.
    pub fn rule(&self) -> &dyn MoveRule {
        self.rule.as_ref()
    }

    /// Makes sure f is a valid move function on 1..=upto (f ≥ 1, no evaluation error), so that
    /// later lookups up to `upto` cannot fail. For a rule proved non-decreasing this evaluates only
    /// the end points (a monotone expression that is in range at both ends is in range between);
    /// otherwise it tabulates every value, which later lookups reuse.
    ///
    /// # Errors
    /// The first k where f fails, or `upto` beyond [`MAX_TABLE`].
    pub fn validate(&mut self, upto: u64) -> Result<(), Error> {
        self.validate_step(upto, u64::MAX).map(|_| ())
    }

    /// [`FTable::validate`] in steps of at most `work` evaluations; returns true when done.
    ///
    /// # Errors
    /// As [`FTable::validate`].
    pub fn validate_step(&mut self, upto: u64, work: u64) -> Result<bool, Error> {
        if upto <= self.validated as u64 {
            return Ok(true);
        }
        check_tables(self.rule.as_ref(), upto)?;
        if upto <= self.validated as u64 {
            return Ok(true);
        }
        if self.rule.proved_nondecreasing() {
            for r in 0..self.rule.period() {
                self.rule.eval(r, 1)?;
                if upto > 1 {
                    self.rule.eval(r, upto)?;
                }
            }
            self.validated = narrow::saturating(upto);
            return Ok(true);
        }
        // (check_tables refused anything past MAX_TABLE / t: upto and target ≤ upto are exact)
        let end = narrow::saturating(upto);
        let target = upto.min((self.len() as u64).saturating_add(work.max(1)));
        // The table's final size is known: no doubling past it.
        for col in &mut self.cols {
            col.reserve_exact((end + 1).saturating_sub(col.len()));
        }
        let target = narrow::saturating(target);
        self.grow(target)?;
        self.validated = target;
        Ok(target == end)
    }

    /// [`FTable::validate`] for a solver that reads f only where it needs it: when the rule's
    /// form proves f ≥ 1 without evaluation errors on 1..=upto ([`MoveRule::bounds`]), nothing is
    /// evaluated now, and later lookups evaluate f where they read it (tabulating near the
    /// table's end, one value at a time far beyond it). Else exactly [`FTable::validate`].
    ///
    /// The evaluation budget [`MAX_EVAL_WORK`] then counts the values actually evaluated: a
    /// lookup that would pass it refuses with the same limit the up-front check names, which is
    /// reached only when upto is beyond that limit.
    ///
    /// # Errors
    /// As [`FTable::validate`]; in the proved mode, upto beyond [`MAX_TABLE`] (shared by the t
    /// tables) at once, and the evaluation budget during the lookups.
    pub fn validate_lazily(&mut self, upto: u64) -> Result<(), Error> {
        if upto <= self.validated as u64 {
            return Ok(());
        }
        let t = self.rule.period().max(1);
        if !self.rule.proved_nondecreasing() && (self.proved.is_some() || self.len() == 0) {
            let lows: Option<Vec<u32>> = (0..t)
                .map(|r| {
                    self.rule
                        .bounds(r, 1, upto)
                        .filter(|b| b.0 >= 1)
                        .map(|b| cap(b.0 as u64))
                })
                .collect();
            if let Some(lows) = lows {
                check_range(
                    "upto",
                    u128::from(upto),
                    0,
                    u128::from(MAX_TABLE / u64::from(t)),
                    if t == 1 {
                        "tables stop at 2·10^7"
                    } else {
                        "tables stop at 2·10^7 entries, shared by the t games"
                    },
                )?;
                self.proved = Some(lows);
                // (at most MAX_TABLE / t, just checked: exact)
                self.validated = narrow::saturating(upto);
                self.asked = upto;
                return Ok(());
            }
        }
        self.validate(upto)
    }

    /// Checks `upto` as [`check_tables`] does, except that in the proved mode of
    /// [`FTable::validate_lazily`] the evaluation budget is counted as f is evaluated instead.
    ///
    /// # Errors
    /// As [`check_tables`].
    pub fn check_size(&self, upto: u64) -> Result<(), Error> {
        if self.proved.is_some() && upto <= self.validated as u64 {
            return Ok(());
        }
        check_tables(self.rule.as_ref(), upto)
    }

    /// In the proved mode, a lower bound of f(r, ·) on 1..=validated from the rule's form.
    pub fn proved_low(&self, r: u32) -> Option<u32> {
        self.proved.as_ref().map(|l| l[r as usize])
    }

    /// Counts `values` evaluations of f against [`MAX_EVAL_WORK`] (the proved mode only).
    fn spend(&mut self, values: u64) -> Result<(), Error> {
        if self.proved.is_none() {
            return Ok(());
        }
        self.spent = self
            .spent
            .saturating_add(values.saturating_mul(self.rule.cost().max(1)));
        if self.spent > MAX_EVAL_WORK {
            let per_pile =
                u64::from(self.rule.period().max(1)).saturating_mul(self.rule.cost().max(1));
            let fits = MAX_EVAL_WORK / per_pile;
            if self.asked > fits {
                return Err(over_budget(
                    "upto",
                    u128::from(self.asked),
                    u128::from(fits),
                    "tabulating f is capped at 5·10^8 instruction steps, and this f is long",
                ));
            }
        }
        Ok(())
    }

    /// How far f has been tabulated.
    fn len(&self) -> usize {
        self.cols[0].len() - 1
    }

    fn grow(&mut self, to: usize) -> Result<(), Error> {
        const CHUNK: usize = 1 << 14;
        let more = (to + 1).saturating_sub(self.cols[0].len());
        self.spend((more * self.cols.len()) as u64)?;
        let validated = self.validated;
        // (the columns are the t ≤ MAX_PERIOD residues)
        for (r, col) in (0u32..).zip(self.cols.iter_mut()) {
            if col.capacity() <= to {
                // Doubling, but not past the size validated: a table read to its end would
                // otherwise hold up to twice what it needs.
                let size = (to + 1).max((2 * col.len()).min(validated.saturating_add(1)));
                col.reserve_exact(size - col.len());
            }
            while col.len() <= to {
                let start = col.len();
                let end = (to + 1).min(start + CHUNK);
                col.resize(end, 0);
                if let Err(e) = self.rule.eval_into(r, start as u64, &mut col[start..end]) {
                    col.truncate(start);
                    return Err(e);
                }
                let least = col[start..end].iter().copied().min().unwrap_or(CAP);
                let min = &mut self.mins[r as usize];
                *min = (*min).min(least);
            }
        }
        Ok(())
    }

    /// f(r, k), capped at [`CAP`], for 1 ≤ k ≤ [`MAX_TABLE`]. Grows the table as needed.
    ///
    /// # Errors
    /// When f fails at some argument the table must evaluate.
    #[inline(always)] // (the packages built for size inline less: see .cargo/config.toml)
    pub fn get(&mut self, r: u32, k: usize) -> Result<u32, Error> {
        if let Some(v) = self.cols[r as usize].get(k) {
            return Ok(*v);
        }
        self.slow_get(r, k)
    }

    #[cold]
    fn slow_get(&mut self, r: u32, k: usize) -> Result<u32, Error> {
        check_range(
            "move size",
            k as u128,
            1,
            u128::from(MAX_TABLE),
            "table size",
        )?;
        let len = self.len();
        if self.proved.is_some() && k > len + NEAR && k <= self.validated {
            // Far beyond the table (a solver that reads f sparsely): one value, not a table up
            // to it, as long as the budget lasts.
            let per_value = self.rule.cost().max(1);
            if self.spent.saturating_add(per_value) <= MAX_EVAL_WORK / 2 {
                self.spent += per_value;
                return Ok(cap(self.rule.eval(r, k as u64)?));
            }
        }
        // Grow geometrically, but never past what was validated unless asked for (so an f that
        // fails at large k is not evaluated there when no move of that size is looked at).
        let validated = self.validated;
        let want = if self.proved.is_some() {
            // Just past the end: a short stretch (a doubling would fill what is read sparsely).
            k.max((k + NEAR).min(validated))
        } else {
            k.max((2 * len).min(validated))
        };
        self.grow(want)?;
        Ok(self.cols[r as usize][k])
    }

    /// A lower bound of f(r, k) over 1 ≤ k ≤ `upto` (the least value tabulated, once the table
    /// reaches `upto`); [`CAP`] for `upto` = 0. A solver skips a search over moves with it when
    /// no move can be small enough. In the proved mode of [`FTable::validate_lazily`] nothing is
    /// tabulated for it: past the table, the proved lower bound counts too.
    ///
    /// # Errors
    /// As [`FTable::get`].
    #[inline]
    pub fn min_upto(&mut self, r: u32, upto: usize) -> Result<u32, Error> {
        if upto == 0 {
            return Ok(CAP);
        }
        if let Some(low) = self.proved_low(r) {
            if upto > self.len() {
                return Ok(self.mins[r as usize].min(low));
            }
            return Ok(self.mins[r as usize]);
        }
        self.get(r, upto)?;
        Ok(self.mins[r as usize])
    }

    /// f(r, k) capped at [`CAP`] when it is tabulated already (no evaluation).
    #[inline]
    pub fn tabulated(&self, r: u32, k: u64) -> Option<u32> {
        let k = usize::try_from(k).ok().filter(|&k| k >= 1)?;
        self.cols[r as usize].get(k).copied()
    }

    /// Frees the tabulated values (a computation done with the table); lookups tabulate again.
    pub fn release(&mut self) {
        for col in &mut self.cols {
            *col = vec![0];
        }
        self.validated = 0;
        self.proved = None;
        self.spent = 0;
    }

    /// The exact f(r, k) (not capped), for any k ≥ 1.
    ///
    /// # Errors
    /// As [`MoveRule::eval`].
    pub fn exact(&self, r: u32, k: u64) -> Result<u64, Error> {
        self.rule.eval(r, k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The batch path of [`MoveFn::eval_into`] agrees with one-at-a-time evaluation, errors
    /// included (the smallest failing k, a non-positive value before an evaluation error).
    #[test]
    fn batch_tabulation_equals_single_evaluation() {
        for src in [
            "2x",
            "if x % 3 == 0 then x / 3 + 1 else 2x",
            "100 - x",
            "6 / (x - 40) + 10",
            "if x == 30 then 0 else 1 / (x - 50) + 2",
            "x^9",
            "x % 7 + 1",
        ] {
            let f = MoveFn::parse(src).unwrap();
            for start in [1u64, 2, 17, 900, (1 << 62) - 100] {
                let mut batch = vec![0u32; 300];
                let got = f.eval_into(0, start, &mut batch);
                let mut want = Ok(());
                let mut single = vec![0u32; 300];
                for (k, o) in (start..).zip(single.iter_mut()) {
                    match f.eval(0, k) {
                        Ok(v) => *o = cap(v),
                        Err(e) => {
                            want = Err(e);
                            break;
                        }
                    }
                }
                assert_eq!(got, want, "{src} from {start}");
                if got.is_ok() {
                    assert_eq!(batch, single, "{src} from {start}");
                }
            }
        }
    }
}
