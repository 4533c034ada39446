//! The engine's properties about piles and indices, with the same cases natively and compiled to
//! wasm32 (a module of both `tests/native` and `tests/wasm`): in wasm32 `usize` is 32 bits, and an
//! index taken from a pile past 2^32 wraps there and not natively, so the native run alone cannot
//! see it (issue 24). Each property is a function of its case, returning what failed; the cases
//! come from a seeded generator ([`Cases`], splitmix64), so both targets check exactly the same
//! ones. The native property tests (`move_fn_props`, `periodic_props`) call the same bodies with
//! proptest's cases too.
//!
//! * the move-function game's g by brute force = the direct recursion = g0 from B_f = the engine's
//!   g read through its tables' index; representations; gSequence's tables;
//! * the periodic games: Algorithm 1 = brute force, and Theorem 2's bases predict every g_i;
//! * the analyses' `advance` with any work (2^30, 2^32, 2^33 …): done in as many calls as stages;
//! * piles near 2^32, 2^33, 2^40, 10^12 and 2^53 − 1, after the tables grew for small piles: g,
//!   the advice, the representation answer as the reach says (refused with the limit past it),
//!   and a losing position's advice has a survival count only for piles in the survival table.
#![allow(dead_code)]

use nimlab::games::level::splitmix64;
use nimlab::games::move_fn::base::BaseBuilder;
use nimlab::games::move_fn::brute::g_brute;
use nimlab::games::move_fn::engine::REMOTENESS_LIMIT;
use nimlab::games::move_fn::multi::{Construction, MultiBuilder};
use nimlab::games::move_fn::periodic::PeriodicAnalysis;
use nimlab::games::move_fn::recursion::g_direct;
use nimlab::games::move_fn::{g_sequence_of, g_table_narrowest, Analysis, Engine};
use nimlab::rule::{FTable, MoveRule, PeriodicTable, TableRule};
use nimlab::Error;

/// A property's verdict: what failed, in words.
pub type Verdict = Result<(), String>;

macro_rules! ensure {
    ($cond:expr, $($what:tt)+) => {
        holds($cond, || format!($($what)+))?
    };
}

fn holds(ok: bool, what: impl FnOnce() -> String) -> Verdict {
    if ok {
        Ok(())
    } else {
        Err(what())
    }
}

fn say(e: Error) -> String {
    e.to_string()
}

/// A rule the tests own (a table rule, one row per residue for a periodic one).
pub trait Rule: MoveRule + Clone + 'static {}

impl<R: MoveRule + Clone + 'static> Rule for R {}

fn table(f: &impl Rule) -> FTable {
    FTable::new(Box::new(f.clone()))
}

/// The cases of a seed: splitmix64's stream.
pub struct Cases {
    seed: u64,
    drawn: u64,
}

/// Piles whose index wraps in wasm32, or would in a 32-bit index of a larger one.
pub const CENTRES: [u64; 5] = [1 << 32, 1 << 33, 1 << 40, 1_000_000_000_000, (1 << 53) - 1];

impl Cases {
    /// The stream of `seed`.
    pub fn new(seed: u64) -> Self {
        Cases { seed, drawn: 0 }
    }

    fn next(&mut self) -> u64 {
        self.drawn += 1;
        splitmix64(self.seed, self.drawn)
    }

    /// A number in lo..hi (hi > lo).
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo)
    }

    /// A number in lo..hi as an index.
    pub fn index(&mut self, lo: usize, hi: usize) -> usize {
        usize::try_from(self.range(lo as u64, hi as u64)).unwrap()
    }

    fn values(&mut self, lo: u64, hi: u64, len: usize) -> Vec<u64> {
        (0..len).map(|_| self.range(lo, hi)).collect()
    }

    /// A move function as `common::any_f` draws them: a table with a constant or linear tail,
    /// linear, arbitrary values (non-monotone), or small values (bounded).
    pub fn any_f(&mut self, len: usize) -> TableRule {
        match self.range(0, 4) {
            0 => {
                let n = self.index(0, 20);
                TableRule {
                    values: self.values(1, 30, n),
                    tail: (self.range(0, 3), self.range(1, 20)),
                }
            }
            1 => TableRule {
                values: vec![],
                tail: (self.range(0, 5), self.range(1, 10)),
            },
            2 => {
                let n = self.index(1, len);
                TableRule {
                    values: self.values(1, len as u64, n),
                    tail: (1, 0),
                }
            }
            _ => {
                let n = self.index(1, len);
                TableRule {
                    values: self.values(1, 6, n),
                    tail: (0, self.range(1, 6)),
                }
            }
        }
    }

    /// A move function proved non-decreasing (its table and tail are), so the engine answers
    /// from the simple construction at any pile it lists.
    pub fn nondecreasing_f(&mut self, len: usize) -> TableRule {
        let mut values = vec![self.range(1, 6)];
        for _ in 0..self.index(0, len) {
            let next = values.last().unwrap() + self.range(0, 4);
            values.push(next);
        }
        let (last, n) = (*values.last().unwrap(), values.len() as u64);
        // a·k + b ≥ last at k = n + 1; a = 0 makes the base finite
        let a = self.range(0, 3);
        let b = last.saturating_sub(a * (n + 1)) + self.range(0, 4);
        let f = TableRule {
            values,
            tail: (a, b.max(1)),
        };
        assert!(f.proved_nondecreasing(), "{f:?}");
        f
    }

    /// A periodic move function of period 1..=max_t, a row of `any_f(len)` per residue.
    pub fn periodic(&mut self, max_t: usize, len: usize) -> PeriodicTable {
        let t = self.index(1, max_t + 1);
        PeriodicTable {
            rows: (0..t).map(|_| self.any_f(len)).collect(),
        }
    }

    /// A pile near 2^32, 2^33, 2^40, 10^12 or 2^53 − 1: a few below or above, or a pile the
    /// tables hold past the centre (which a 32-bit index would read).
    pub fn big_pile(&mut self) -> u64 {
        let centre = CENTRES[self.index(0, CENTRES.len())];
        match self.range(0, 3) {
            0 => centre - self.range(1, 4),
            1 => centre + self.range(0, 8),
            _ => centre + self.range(1, 3000),
        }
    }
}

// --- the properties ----------------------------------------------------------------------------

/// g(1..=n) by brute force from the definition = the direct recursion = g0 from B_f (the main
/// theorem), and the engine's g, read through its tables' index, is the same.
pub fn g_is_brute_force(f: &TableRule, n: usize) -> Verdict {
    let brute = g_brute(&mut table(f), 0, n).map_err(say)?;
    let direct = g_direct(&mut table(f), 0, n).map_err(say)?;
    ensure!(
        brute[1..] == direct[1..],
        "brute force ≠ the direct recursion on 1..={n}"
    );
    let mut b = BaseBuilder::new();
    b.extend(&mut table(f), n).map_err(say)?;
    ensure!(
        b.g()[1..] == direct[1..],
        "the main theorem g = g0 fails on 1..={n}"
    );
    let mut e = Engine::new(Box::new(f.clone())).map_err(say)?;
    for (m, &want) in (0..).zip(&direct).skip(1) {
        let g = e.g(m).map_err(say)?;
        ensure!(
            g == u64::from(want),
            "the engine's g({m}) = {g}, not {want}"
        );
    }
    Ok(())
}

/// The representation of every N ≤ n uses distinct members (below b_t for a finite base), sums
/// to N, and its smallest part's g0 is g(N) (Definitions 3 and 4); the allocation-free walk
/// agrees.
pub fn representations_are_sound(f: &TableRule, n: usize) -> Verdict {
    let mut b = BaseBuilder::new();
    b.extend(&mut table(f), n).map_err(say)?;
    let base = b.base();
    let direct = g_direct(&mut table(f), 0, n).map_err(say)?;
    for m in 1..=n as u64 {
        let r = base.represent(m).map_err(say)?;
        let top = r.top.unwrap_or(0);
        ensure!(
            r.parts.iter().sum::<u64>() + r.theta * top == m,
            "{m}: the parts do not sum to it"
        );
        ensure!(
            r.parts.windows(2).all(|w| w[0] < w[1]),
            "{m}: parts not distinct"
        );
        ensure!(
            r.parts
                .iter()
                .all(|p| base.members.contains(p) && (top == 0 || *p < top)),
            "{m}: a part that is not a member below b_t"
        );
        let g = usize::try_from(m).map(|i| u64::from(direct[i])).unwrap();
        ensure!(
            r.g0 == g,
            "{m}: g0 of the smallest part is {}, g is {g}",
            r.g0
        );
        ensure!(
            base.g0_of(m).map_err(say)? == r.g0,
            "{m}: the allocation-free walk differs"
        );
    }
    Ok(())
}

/// gSequence's tables (the narrowest type, and the plain one) are the direct recursion's g.
pub fn tables_are_the_recursion(f: &TableRule, n: usize) -> Verdict {
    let direct = g_direct(&mut table(f), 0, n).map_err(say)?;
    let seq = g_sequence_of(Box::new(f.clone()), n as u64).map_err(say)?;
    ensure!(
        seq == direct[1..],
        "g_sequence ≠ the direct recursion on 1..={n}"
    );
    let narrow = g_table_narrowest(Box::new(f.clone()), n as u64).map_err(say)?;
    ensure!(
        narrow.to_u32() == direct,
        "the narrowest table ≠ the direct recursion"
    );
    Ok(())
}

/// In every G_i of a periodic f: Algorithm 1 = brute force, and Theorem 2's bases predict g_i.
pub fn theorem_2_holds(f: &PeriodicTable, n: usize) -> Verdict {
    let t = u32::try_from(f.rows.len()).unwrap();
    let mut b = MultiBuilder::new(Construction::Theta, t);
    b.extend(&mut table(f), n).map_err(say)?;
    for i in 0..t {
        let direct = g_direct(&mut table(f), i, n).map_err(say)?;
        let brute = g_brute(&mut table(f), i, n).map_err(say)?;
        ensure!(
            direct[1..] == brute[1..],
            "Algorithm 1 ≠ brute force in G_{i}"
        );
        ensure!(
            b.g(i as usize)[1..] == direct[1..],
            "Theorem 2 fails in G_{i}"
        );
    }
    Ok(())
}

/// `advance(work)` with a work past what a 32-bit index holds (2^30 · 4, 2^32, 2^33, …) finishes
/// in as many calls as the analysis has stages, and the analysis's g is the direct recursion's;
/// with a small work, the progress never goes back and the analysis ends.
pub fn analyses_advance(f: &TableRule, p: &PeriodicTable, upto: u64, work: u64) -> Verdict {
    let big = work >= 1 << 30;
    let limit = if big { 3 } else { 10 * (upto + 10) };
    let mut a = Analysis::new(Box::new(f.clone()), upto).map_err(say)?;
    let (mut calls, mut last) = (0, 0.0);
    while a.report().is_none() {
        let done = a.advance(work).map_err(say)?;
        calls += 1;
        ensure!(done >= last, "progress went back from {last} to {done}");
        ensure!(
            calls <= limit,
            "Analysis on 1..={upto} not done after {calls} calls of {work}"
        );
        last = done;
    }
    let direct = g_direct(&mut table(f), 0, usize::try_from(upto).unwrap()).map_err(say)?;
    ensure!(
        a.report().unwrap().g == direct,
        "the analysis's g ≠ the direct recursion"
    );
    let t = p.rows.len() as u64;
    let limit = if big {
        t + 3
    } else {
        10 * (t + 3) * (upto + 10)
    };
    let mut a = PeriodicAnalysis::new(Box::new(p.clone()), upto, false).map_err(say)?;
    let (mut calls, mut last) = (0, 0.0);
    while a.report().is_none() {
        let done = a.advance(work).map_err(say)?;
        calls += 1;
        ensure!(
            done >= last,
            "periodic progress went back from {last} to {done}"
        );
        ensure!(
            calls <= limit,
            "PeriodicAnalysis not done after {calls} calls of {work}"
        );
        last = done;
    }
    Ok(())
}

/// After the engine's tables grew to `warm`, a big pile is answered exactly when it is within
/// the engine's reach — and then as an engine that never saw `warm` answers it — and refused
/// with the limit (not read at the index it wraps to) past it: g, the advice, the
/// representation. A losing position's advice counts the moves left only for piles in the
/// survival table.
pub fn big_piles_answer_as_the_reach_says(
    rule: &impl Rule,
    game: u32,
    warm: u64,
    big: u64,
    x: u64,
) -> Verdict {
    let engine = || Engine::for_game(Box::new(rule.clone()), game).map_err(say);
    let mut e = engine()?;
    e.g(warm).map_err(say)?;
    let reach = e.reach();
    let got = e.g(big);
    if big > reach {
        ensure!(
            matches!(got, Err(Error::OutOfRange { .. })),
            "g({big}) past the reach {reach} (after g({warm})) is {got:?}, not refused"
        );
        let a = e.advise(big, x);
        ensure!(a.is_err(), "advice at {big} past the reach {reach}: {a:?}");
        if game == 0 && rule.period() == 1 {
            let r = e.representation_only(big);
            ensure!(
                matches!(r, Err(Error::OutOfRange { .. })),
                "the representation of {big} past the reach {reach} is {r:?}, not refused"
            );
        }
        return Ok(());
    }
    let fresh = engine()?.g(big);
    ensure!(
        got == fresh,
        "g({big}) after g({warm}) is {got:?}, fresh {fresh:?}"
    );
    let g = got.map_err(say)?;
    ensure!((1..=big).contains(&g), "g({big}) = {g}");
    let a = e.advise(big, x).map_err(say)?;
    let most = x.min(big);
    ensure!(
        a.winning == (g <= most),
        "advice at ({big}, {x}) says winning = {}",
        a.winning
    );
    if a.winning {
        ensure!(
            a.take == g,
            "the winning move from {big} is {}, not g = {g}",
            a.take
        );
    } else if big > REMOTENESS_LIMIT {
        ensure!(
            a.take == 1
                && a.why
                    .ends_with("(piles this large have no survival table)."),
            "a losing move at {big} claims a survival count: {}",
            a.why
        );
    }
    Ok(())
}

// --- the runs: the same cases on both targets --------------------------------------------------

/// A test function on both targets: `#[test]` natively, `#[wasm_bindgen_test]` in wasm32.
macro_rules! on_both {
    ($(#[$doc:meta])* fn $name:ident() $body:block) => {
        $(#[$doc])*
        #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
        #[cfg_attr(not(target_arch = "wasm32"), test)]
        fn $name() $body
    };
}

/// Runs `cases` cases of a property from seed `seed`, naming the first failing case.
fn run(seed: u64, cases: u64, check: impl Fn(&mut Cases) -> Verdict) {
    for case in 0..cases {
        let mut c = Cases::new(splitmix64(seed, case));
        if let Err(e) = check(&mut c) {
            panic!("case {case} of seed {seed}: {e}");
        }
    }
}

on_both! {
    /// g by brute force = the direct recursion = g0 = the engine's g.
    fn engine_g_is_brute_force_on_every_target() {
        run(1, 60, |c| {
            let f = c.any_f(80);
            g_is_brute_force(&f, c.index(1, 61))
        });
    }
}

on_both! {
    /// Representations and gSequence's tables.
    fn representations_and_tables_on_every_target() {
        run(2, 100, |c| {
            let f = c.any_f(300);
            let n = c.index(1, 401);
            representations_are_sound(&f, n)?;
            tables_are_the_recursion(&f, c.index(1, 3001))
        });
    }
}

on_both! {
    /// Theorem 2's bases in every G_i of a periodic f.
    fn periodic_bases_on_every_target() {
        run(3, 40, |c| {
            let f = c.periodic(4, 60);
            theorem_2_holds(&f, c.index(1, 41))
        });
    }
}

on_both! {
    /// The analyses advance with any work, 2^30 to 2^64 − 1 included.
    fn analyses_advance_with_any_work_on_every_target() {
        let works = [1 << 30, (1 << 31) + 5, 1 << 32, (1 << 33) + 1, u64::MAX];
        run(4, 30, |c| {
            let (f, p) = (c.any_f(200), c.periodic(3, 100));
            let upto = c.range(1, 1500);
            let work = if c.range(0, 4) == 0 {
                c.range(1, 5000)
            } else {
                works[c.index(0, works.len())]
            };
            analyses_advance(&f, &p, upto, work)
        });
    }
}

on_both! {
    /// Piles near 2^32 … 2^53 − 1 after small ones: the reach decides, never a wrapped index.
    fn big_piles_on_every_target() {
        run(5, 300, |c| {
            let (warm, big) = (c.range(1, 3001), c.big_pile());
            let x = if c.range(0, 2) == 0 { c.range(1, 6) } else { big };
            match c.range(0, 3) {
                0 => big_piles_answer_as_the_reach_says(&c.any_f(100), 0, warm, big, x),
                1 => big_piles_answer_as_the_reach_says(&c.nondecreasing_f(30), 0, warm, big, x),
                _ => {
                    let f = c.periodic(3, 60);
                    let game = u32::try_from(c.range(0, f.rows.len() as u64)).unwrap();
                    big_piles_answer_as_the_reach_says(&f, game, warm, big, x)
                }
            }
        });
    }
}
