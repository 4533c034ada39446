//! Several bases built together (Holshouser & Reiter 2006, "Dynamic Single-Pile Nim Using
//! Multiple Bases"), of which the move-function game's single g-base is the period-1 case.
//!
//! f(n, x) is periodic in n with period t; game G_i uses f(i ⊕ n, x) (⊕ = addition mod t), where n
//! is the pile size before the move. The bases B_0, …, B_{t−1} are built jointly:
//!
//! * **Theorem 2** (any periodic f), [`Construction::Theta`]: b_{i0} = 1, b_{i1} = 2 (Θ = 1, 2);
//!   b_{i,k+1} = b_ik + b where b is the smallest member of B_{i ⊕ b_ik} with Θ(b) = b and
//!   f(i ⊕ b_ik ⊕ b, b) ≥ Θ_i(b_ik); Θ_i(b_{i,k+1}) = min{b + x̄ : 1 ≤ x̄ ≤ b_ik,
//!   f(i ⊕ b_{i,k+1}, b + x̄) < g_i(b_ik − x̄)}. For t = 1 this is the g-base B_f with g0 = Θ.
//! * **Theorem 1** (when f(n, x + 1) − f(n, x) ≥ −1, condition (2)), [`Construction::Identity`]:
//!   b_{i,k+1} = b_ik + the smallest b ∈ B_{i ⊕ b_ik} with f(i ⊕ b_ik ⊕ b, b) ≥ b_ik, and Θ is the
//!   identity. Built here for any f, so that its conclusions can be checked where (2) fails.
//!
//! [`MultiBuilder`] builds the bases over 1..=L in order of n, filling g_i(n) as the theorems say
//! (Θ at members; g_i(n) = g_{i ⊕ b_ik}(n − b_ik) between them). Because every member of every
//! base below n is known at step n, "the smallest member of B_{i ⊕ b_ik} that qualifies" is found
//! exactly: n is the next member of B_i iff n − b_ik qualifies. [`simple_bases`] is Theorem 1's
//! construction evaluating f at members only, for bases far beyond any table.

use super::recursion::INF;
use crate::error::Error;
use crate::message::Message;
use crate::narrow::{self, table_pile};
use crate::rule::{cap, FTable, Work, MAX_WORK};
use serde::Serialize;

/// x mod t, the games' ⊕; t = 1 (every game but the periodic ones) without a division, which took
/// a tenth of a construction where every pile is a member.
#[inline]
fn ring(x: usize, t: usize) -> usize {
    if t == 1 {
        0
    } else {
        x % t
    }
}

/// x mod t as the residue f is evaluated at.
#[inline]
fn residue(x: usize, t: usize) -> u32 {
    #[expect(
        clippy::cast_possible_truncation,
        reason = "below t ≤ MAX_PERIOD, the builder's period (a u32)"
    )]
    let r = ring(x, t) as u32;
    r
}

/// Moves searched one by one for Θ before the search skips moves that cannot win.
const SHORT_SEARCH: usize = 64;

/// The most members [`MultiBuilder::fast_forward`] looks back over to see a repeating run.
const RUN_CHECKED: usize = 64;

/// Piles per block in the largest-g summaries the long searches skip with.
const BLOCK: usize = 64;

/// Which theorem's construction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Construction {
    /// Theorem 2: Θ computed; valid for every periodic f.
    Theta,
    /// Theorem 1: Θ = identity; valid under condition (2).
    Identity,
}

/// One base B_i with Θ_i on its members, as far as known.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Base {
    /// The members, ascending.
    pub members: Vec<u64>,
    /// Θ_i of each member (for t = 1, g0).
    pub theta: Vec<u64>,
    /// True when the construction is known to have ended: the base is finite.
    pub finite: bool,
    /// Every member ≤ reach is listed.
    pub reach: u64,
}

/// A g value as a builder's tables hold it: `u32` for every builder but the one behind
/// `gSequence`, which builds in `u8` while g fits and widens when a value does not (a table a
/// quarter the size: at 10^7 piles the construction is bound by memory traffic).
pub trait Cell: Copy + Ord + Into<u32> + TryFrom<u32> + std::fmt::Debug + 'static {
    /// What g(0) = ∞ is stored as: the type's largest value (never read as a move's value: no
    /// move takes the whole pile in the searches, which stop before x̄ = b_ik).
    const INF: Self;
}

impl Cell for u8 {
    const INF: Self = u8::MAX;
}

impl Cell for u16 {
    const INF: Self = u16::MAX;
}

impl Cell for u32 {
    const INF: Self = INF;
}

/// B_0, …, B_{t−1} and the g_i they predict on 1..=len, built in steps of n.
#[derive(Clone, Debug)]
pub struct MultiBuilder<T: Cell = u32> {
    construction: Construction,
    t: usize,
    /// g_i(0..=len) as the theorem predicts (g_i(0) = ∞).
    g: Vec<Vec<T>>,
    members: Vec<Vec<u32>>,
    theta: Vec<Vec<u32>>,
    /// `selfs[i]`: the members n of B_i with Θ_i(n) = n (the candidates other bases draw from),
    /// as a set of bits: n/8 bytes, where a list would be a copy of the members when every pile
    /// is one.
    selfs: Vec<Bits>,
    /// The largest n asked for so far: the lists of members and Θ never grow past it.
    limit: usize,
    /// `blocks[i][j]`: the largest g_i(n) over the j-th [`BLOCK`] piles, for the complete blocks
    /// a long search for Θ has needed (it skips blocks no move can win from).
    blocks: Vec<Vec<u32>>,
    /// For t = 1: the running maximum of f over self members, to see at once when no member can
    /// ever qualify again (the base is finite).
    self_fmax: u64,
    ended: Vec<bool>,
    /// The largest g_i(n) over every game and n ≥ 1 so far.
    gmax: u32,
    /// Set when a Θ did not fit `T` (t = 1 only): the tables end just before that member, and
    /// [`MultiBuilder::widen`] continues in a wider type.
    full: bool,
    work: Work,
}

impl MultiBuilder {
    /// Nothing built yet, for period `t` ≥ 1.
    pub fn new(construction: Construction, t: u32) -> Self {
        Self::new_in(construction, t)
    }
}

// (The construction's private steps are marked #[inline]: as generic functions, LLVM at the
// course-page package's opt-level "s" left them out of line, 0.5 KB more of it gzipped.)
impl<T: Cell> MultiBuilder<T> {
    /// Nothing built yet, for period `t` ≥ 1, the g tables in `T` (t = 1 for a `T` narrower
    /// than `u32`).
    pub fn new_in(construction: Construction, t: u32) -> Self {
        let t = t.max(1) as usize;
        MultiBuilder {
            construction,
            t,
            g: vec![vec![T::INF]; t],
            members: vec![Vec::new(); t],
            theta: vec![Vec::new(); t],
            selfs: vec![Bits::default(); t],
            limit: 0,
            blocks: vec![Vec::new(); t],
            self_fmax: 0,
            ended: vec![false; t],
            gmax: 0,
            full: false,
            work: Work::default(),
        }
    }

    /// The same builder with its g tables in a wider type, ready to go on where a value did not
    /// fit.
    pub fn widen<U: Cell + From<T>>(self) -> MultiBuilder<U> {
        let g = self
            .g
            .into_iter()
            .map(|g| {
                let mut wide: Vec<U> = Vec::with_capacity(g.capacity());
                wide.push(U::INF);
                wide.extend(g[1..].iter().map(|&v| U::from(v)));
                wide
            })
            .collect();
        MultiBuilder {
            construction: self.construction,
            t: self.t,
            g,
            members: self.members,
            theta: self.theta,
            selfs: self.selfs,
            limit: self.limit,
            blocks: self.blocks,
            self_fmax: self.self_fmax,
            ended: self.ended,
            gmax: self.gmax,
            full: false,
            work: self.work,
        }
    }

    /// Names the input `what` = `asked` (the size asked for) when the work budget refuses
    /// (else "upto" = the pile reached).
    pub fn aim(&mut self, what: &'static str, asked: u64) {
        self.work.aim(what, asked);
    }

    /// The steps of work done so far.
    pub fn work(&self) -> u64 {
        self.work.done
    }

    /// The period.
    pub fn period(&self) -> usize {
        self.t
    }

    /// The largest n done.
    pub fn len(&self) -> usize {
        self.g[0].len() - 1
    }

    /// True when nothing is built.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// g_i(0..=len) as the construction predicts (Θ at members, the recursion between).
    pub fn g(&self, i: usize) -> &[T] {
        &self.g[i]
    }

    /// Takes game i's predicted g table.
    pub fn into_g(mut self, i: usize) -> Vec<T> {
        std::mem::take(&mut self.g[i])
    }

    /// B_i as built so far.
    pub fn base(&self, i: usize) -> Base {
        Base {
            members: self.members[i].iter().map(|&m| u64::from(m)).collect(),
            theta: self.theta[i].iter().map(|&v| u64::from(v)).collect(),
            finite: self.ended[i],
            reach: self.len() as u64,
        }
    }

    /// B_i as built so far, taking the builder (its tables are freed before B_i is copied into
    /// 64-bit numbers).
    pub fn into_base(self, i: usize) -> Base {
        self.into_bases().swap_remove(i)
    }

    /// Every g_i table, taking the builder (no copy).
    pub fn into_tables(self) -> Vec<Vec<T>> {
        self.g
    }

    /// Every base as built so far, taking the builder: the g tables are freed first, and each
    /// base's 32-bit lists as soon as it is copied.
    pub fn into_bases(mut self) -> Vec<Base> {
        let reach = self.len() as u64;
        let ended = std::mem::take(&mut self.ended);
        let members = std::mem::take(&mut self.members);
        let theta = std::mem::take(&mut self.theta);
        drop(self);
        members
            .into_iter()
            .zip(theta)
            .zip(ended)
            .map(|((members, theta), finite)| Base {
                members: members.into_iter().map(u64::from).collect(),
                theta: theta.into_iter().map(u64::from).collect(),
                finite,
                reach,
            })
            .collect()
    }

    /// True when B_i is known to be finite.
    pub fn finite(&self, i: usize) -> bool {
        self.ended[i]
    }

    /// B_i's members so far.
    pub fn members(&self, i: usize) -> &[u32] {
        &self.members[i]
    }

    /// Θ_i of B_i's members so far.
    pub fn thetas(&self, i: usize) -> &[u32] {
        &self.theta[i]
    }

    /// Is n a member of B_i (n ≤ len)?
    pub fn is_member(&self, i: usize, n: u64) -> bool {
        u32::try_from(n).is_ok_and(|n| self.members[i].binary_search(&n).is_ok())
    }

    /// Extends every base and g_i to n = `to` (t·`to` ≤ [`MAX_TABLE`](crate::rule::MAX_TABLE)).
    ///
    /// # Errors
    /// When f fails at an argument the construction looks at, `to` is too large, f's period
    /// is not the builder's, or the work passes [`MAX_WORK`].
    pub fn extend(&mut self, f: &mut FTable, to: usize) -> Result<(), Error> {
        self.extend_within(f, to, u64::MAX).map(|_| ())
    }

    /// Extends toward n = `to`, stopping at the end of a block once about `steps` steps of work
    /// are done, or where a value does not fit `T` (then [`MultiBuilder::widen`]); returns true
    /// when `to` is reached.
    ///
    /// # Errors
    /// As [`MultiBuilder::extend`].
    pub fn extend_within(&mut self, f: &mut FTable, to: usize, steps: u64) -> Result<bool, Error> {
        // (to ≤ MAX_TABLE from here on: every pile of the tables fits u32, see table_pile)
        f.check_size(to as u64)?;
        let stop = self.work.done.saturating_add(steps);
        // The tables' final sizes are known: no doubling past them.
        for g in &mut self.g {
            g.reserve_exact((to + 1).saturating_sub(g.len()));
        }
        self.limit = self.limit.max(to);
        if f.rule().period() as usize != self.t {
            return Err(Error::Bug(format!(
                "the move function has period {}, the bases {}",
                f.rule().period(),
                self.t
            )));
        }
        while self.len() < to {
            if self.work.done >= stop || self.full {
                return Ok(false);
            }
            let n0 = self.len() + 1;
            if n0 <= 2 {
                self.step_all(f, n0)?;
                continue;
            }
            if self.t == 1 && self.ended[0] && self.fill_periodic(to, stop) {
                continue;
            }
            if self.t == 1 && !self.ended[0] && self.fast_forward(to, stop) {
                continue;
            }
            // Within a block no longer than the smallest last member, every candidate b = n − b_ik
            // and every g value copied lies below the block: each game runs on its own.
            let s = self
                .members
                .iter()
                .map(|m| *m.last().expect("b_i0, b_i1") as usize)
                .min()
                .expect("t ≥ 1");
            let n1 = (to + 1).min(n0 + s);
            for i in 0..self.t {
                self.run_block(f, i, n0, n1)?;
            }
        }
        Ok(true)
    }

    /// Game i over n0..n1: block copies between members (g_i(n) = g_(i ⊕ b_ik)(n − b_ik)), a scan
    /// for the next member, and [`MultiBuilder::step`] at each member found.
    #[inline]
    fn run_block(&mut self, f: &mut FTable, i: usize, n0: usize, n1: usize) -> Result<(), Error> {
        let t = self.t;
        let mut n = n0;
        while n < n1 {
            let bk32 = *self.members[i].last().expect("b_i0, b_i1");
            let bk = bk32 as usize;
            let i2 = ring(i + bk, t);
            let mut member = None;
            if !self.ended[i] {
                let threshold = match self.construction {
                    Construction::Theta => *self.theta[i].last().expect("≥ 2"),
                    Construction::Identity => bk32,
                };
                // The candidates are few (self members, or members): walk them from n − b_ik.
                // (one loop for each construction: an Option of either iterator, flattened and
                // chained, was a call per candidate in the packages built for size, which inline
                // less: .cargo/config.toml)
                let (from, below) = (n - bk, n1 - bk);
                match self.construction {
                    Construction::Theta => {
                        for b in self.selfs[i2].iter(from, below) {
                            if f.get(residue(i + bk + b, t), b)? >= threshold {
                                member = Some(bk + b);
                                break;
                            }
                        }
                    }
                    // (galloping: the first candidate is usually near the list's start, and a
                    // binary search over every pile of a base where each is a member took most
                    // of the time)
                    Construction::Identity => {
                        let list = &self.members[i2];
                        for &b in &list[first_at_least(list, 0, table_pile(from))..] {
                            let b = b as usize;
                            if b >= below {
                                break;
                            }
                            if f.get(residue(i + bk + b, t), b)? >= threshold {
                                member = Some(bk + b);
                                break;
                            }
                        }
                    }
                }
            }
            let end = member.unwrap_or(n1);
            self.work.add((end - n) as u64 + 1, end as u64)?;
            if end > n {
                if i2 == i {
                    self.g[i].extend_from_within(n - bk..end - bk);
                } else {
                    let mut gi = std::mem::take(&mut self.g[i]);
                    gi.extend_from_slice(&self.g[i2][n - bk..end - bk]);
                    self.g[i] = gi;
                }
            }
            let Some(m) = member else { break };
            let th = self.theta_of(f, i, m, bk)?;
            let Ok(cell) = T::try_from(th) else {
                // (everything up to m − 1 is done: a wider builder starts again at m)
                debug_assert_eq!(t, 1, "narrow tables are built for one game");
                self.full = true;
                return Ok(());
            };
            self.gmax = self.gmax.max(th);
            self.g[i].push(cell);
            if th as usize == m {
                self.selfs[i].insert(m);
            }
            self.push_member(i, m, th);
            if t == 1 {
                self.note_self_member_t1(f, m, th)?;
            }
            n = m + 1;
        }
        Ok(())
    }

    /// One pile size n in every game.
    #[inline]
    fn step_all(&mut self, f: &mut FTable, n: usize) -> Result<(), Error> {
        let t = self.t;
        {
            for i in 0..t {
                let (gv, theta) = if n <= 2 {
                    (table_pile(n), Some(table_pile(n)))
                } else {
                    self.step(f, i, n)?
                };
                self.gmax = self.gmax.max(gv);
                self.g[i].push(T::try_from(gv).ok().expect("g(1), g(2) fit every type"));
                if theta == Some(table_pile(n)) {
                    self.selfs[i].insert(n);
                }
                if let Some(th) = theta {
                    self.push_member(i, n, th);
                    if t == 1 {
                        self.note_self_member_t1(f, n, th)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Game i at pile n ≥ 3: (g_i(n) as predicted, Some(Θ_i(n)) when n joins B_i).
    #[inline]
    fn step(&mut self, f: &mut FTable, i: usize, n: usize) -> Result<(u32, Option<u32>), Error> {
        let t = self.t;
        let bk32 = *self.members[i].last().expect("b_i0, b_i1 exist");
        let bk = bk32 as usize;
        let i2 = ring(i + bk, t);
        let b = n - bk;
        let r = residue(i + n, t); // i ⊕ b_ik ⊕ b = i ⊕ n
        let joins = !self.ended[i] && {
            let (candidate, threshold) = match self.construction {
                Construction::Theta => (
                    self.selfs[i2].contains(b),
                    *self.theta[i].last().expect("≥ 2"),
                ),
                Construction::Identity => {
                    (self.members[i2].binary_search(&table_pile(b)).is_ok(), bk32)
                }
            };
            candidate && f.get(r, b)? >= threshold
        };
        if !joins {
            return Ok((self.g[i2][b].into(), None));
        }
        let theta = self.theta_of(f, i, n, bk)?;
        Ok((theta, Some(theta)))
    }

    /// Θ_i(n) for a new member n = b_ik + b (Theorem 2's formula; n itself under Theorem 1).
    #[inline]
    fn theta_of(&mut self, f: &mut FTable, i: usize, n: usize, bk: usize) -> Result<u32, Error> {
        if self.construction == Construction::Identity {
            return Ok(table_pile(n));
        }
        let r = residue(i + n, self.t);
        let b = n - bk;
        // No move qualifies when f(b + x̄) ≥ every g so far (g_i(bk − x̄) ≤ the largest).
        if f.min_upto(r, n - 1)? >= self.gmax {
            return Ok(table_pile(n));
        }
        let mono = f.rule().proved_nondecreasing();
        // The first moves one by one (Θ is mostly found among them), then the rest skipping the
        // moves no f value there can win with.
        let found = match self.search_moves(f, i, r, b, bk, 1, bk.min(SHORT_SEARCH), mono)? {
            Some(found) => Some(found),
            None if bk <= SHORT_SEARCH => None,
            None if mono => self.search_moves(f, i, r, b, bk, SHORT_SEARCH, bk, mono)?,
            None => self.sparse_search(f, i, r, b, bk)?,
        };
        Ok(match found {
            Some((xb, theta)) => {
                self.work.add(xb as u64, n as u64)?;
                theta
            }
            None => {
                self.work.add(bk as u64, n as u64)?;
                table_pile(n)
            }
        })
    }

    /// The plain search for Θ over x̄ in `from..to`: Some((x̄, Θ)) at the first x̄ with
    /// f(b + x̄) < g_i(b_ik − x̄) (Θ = b + x̄), or where a non-decreasing f shows no larger move
    /// wins (Θ = n).
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn search_moves(
        &self,
        f: &mut FTable,
        i: usize,
        r: u32,
        b: usize,
        bk: usize,
        from: usize,
        to: usize,
        mono: bool,
    ) -> Result<Option<(usize, u32)>, Error> {
        let g = &self.g[i];
        for xb in from..to {
            // x̄ = b_ik would take the whole pile: g_i(0) = ∞ always qualifies, giving n
            let fx = f.get(r, b + xb)?;
            if fx < g[bk - xb].into() {
                return Ok(Some((xb, table_pile(b + xb))));
            }
            // For f non-decreasing in x, f ≥ b_ik − x̄ ≥ g_i(b_ik − x̄) from here on.
            if mono && fx as usize + xb >= bk {
                return Ok(Some((xb, table_pile(b + bk))));
            }
        }
        Ok(None)
    }

    /// [`MultiBuilder::search_moves`] over x̄ in [`SHORT_SEARCH`]..b_ik for any f, equal to the
    /// plain search: with lo a lower bound of f(b + x̄) over these moves (proved from the rule's
    /// form), a move with g_i(b_ik − x̄) ≤ lo cannot win, so f is read only where g_i is larger,
    /// and whole blocks of piles whose largest g_i is at most lo are skipped.
    #[inline]
    fn sparse_search(
        &mut self,
        f: &mut FTable,
        i: usize,
        r: u32,
        b: usize,
        bk: usize,
    ) -> Result<Option<(usize, u32)>, Error> {
        let lo = match f
            .rule()
            .bounds(r, (b + SHORT_SEARCH) as u64, (b + bk - 1) as u64)
        {
            Some((lo, _)) if lo >= 1 => cap(lo as u64),
            _ => return self.search_moves(f, i, r, b, bk, SHORT_SEARCH, bk, false),
        };
        // Blocks entirely below b_ik.
        let whole = bk / BLOCK;
        let (g, blocks) = (&self.g[i], &mut self.blocks[i]);
        while blocks.len() < whole {
            let j = blocks.len();
            blocks.push(
                g[j * BLOCK..(j + 1) * BLOCK]
                    .iter()
                    .map(|&v| v.into())
                    .max()
                    .unwrap_or(0),
            );
        }
        let mut xb = SHORT_SEARCH;
        while xb < bk {
            let m = bk - xb;
            // m ends its block (block 0 holds g_i(0) = ∞ and is never skipped): skip it whole.
            if m % BLOCK == BLOCK - 1 && m >= BLOCK && blocks[m / BLOCK] <= lo {
                xb += BLOCK;
                continue;
            }
            let gm: u32 = g[m].into();
            if gm > lo && f.get(r, b + xb)? < gm {
                return Ok(Some((xb, table_pile(b + xb))));
            }
            xb += 1;
        }
        Ok(None)
    }

    /// t = 1 with a finite base: past its last member b_t, g is periodic with period b_t (g(n) =
    /// g(n − b_t)), so the table doubles instead of being copied b_t piles at a time. The work
    /// counted is the block copies' (one step per pile and one per block of b_t piles), stopping
    /// where they would stop. False (nothing done) when the work budget would refuse on the
    /// way: the block copies then find the exact place.
    #[inline]
    fn fill_periodic(&mut self, to: usize, stop: u64) -> bool {
        let bt = *self.members[0].last().expect("b_0, b_1") as usize;
        let n0 = self.len() + 1;
        let per_block = bt as u64 + 1;
        let all = (to + 1 - n0).div_ceil(bt) as u64;
        let done = self.work.done;
        let before_stop = stop.saturating_sub(done).div_ceil(per_block);
        let blocks = all.min(before_stop);
        let end = if blocks == all {
            to + 1
        } else {
            #[expect(
                clippy::cast_possible_truncation,
                reason = "blocks < all, a count of blocks of the usize piles n0..=to"
            )]
            let blocks = blocks as usize;
            n0 + blocks * bt
        };
        let steps = (end - n0) as u64 + blocks;
        if done.saturating_add(steps) > MAX_WORK || blocks == 0 {
            return false;
        }
        self.work.done += steps;
        let g = &mut self.g[0];
        while g.len() < end {
            let n = g.len();
            let period = (n - 1) / bt * bt;
            let len = (end - n).min(period);
            g.extend_from_within(n - period..n - period + len);
        }
        true
    }

    /// t = 1, Theorem 2: when the last members are evenly spaced, p apart, with the same Θ =
    /// p + x̄ (x̄ ≥ 1), none a self member, the construction repeats itself for ever: the next
    /// member is again p on (the same candidate list, the same threshold Θ), and Θ is found again
    /// at x̄, as the search reads g(b_k − x̄') for x̄' ≤ x̄ and finds what the search before read.
    /// For x̄ < p those piles lie in the last gap, a copy of the one before: the last three
    /// members suffice (the Θ of the first of them does not matter). For x̄ ≥ p they reach back
    /// over members: the last m = 2 + ⌈x̄/p⌉ members must all hold Θ, the first included, as g(N)
    /// = g(N − p) from the run's second member on (members hold Θ, the piles between them copy
    /// g(1..p − 1)); an f whose every pile is a member, with g constant, has p = 1 and m = 2 + x̄.
    /// The skips that did not apply cannot apply as n grows. So g is periodic with period p past
    /// b_(k−2), and the members are b_k plus the multiples of p: filled at once, the g table by
    /// doubling. The work counted is the
    /// member-by-member construction's (a step per pile, and x̄ + 1 per member); false (nothing
    /// done) when that could reach the work budget or the steps asked for, when the pattern does
    /// not hold, or when it would take more than [`RUN_CHECKED`] members to see.
    #[inline]
    fn fast_forward(&mut self, to: usize, stop: u64) -> bool {
        let (members, thetas) = (&self.members[0], &self.theta[0]);
        let k = members.len();
        if k < 3 || self.construction != Construction::Theta {
            return false;
        }
        let (a, b, c) = (
            members[k - 3] as usize,
            members[k - 2] as usize,
            members[k - 1] as usize,
        );
        let (p, theta) = (c - b, thetas[k - 1]);
        let th = theta as usize;
        if b - a != p || thetas[k - 2] != theta || th <= p || th == b || th == c {
            return false;
        }
        // When x̄ ≥ p the search reads piles behind the last gap: the run must reach x̄ piles
        // behind its second member, m ≥ 2 + ⌈x̄/p⌉ members, the first of them included.
        if th - p >= p {
            let m = 2 + (th - p).div_ceil(p);
            if m > RUN_CHECKED.min(k) {
                return false;
            }
            // (one loop of plain comparisons: the course-page package carries this code too)
            for j in k - m..k - 1 {
                let gap = members[j + 1] - members[j];
                if gap as usize != p || thetas[j] != theta || members[j] == theta {
                    return false;
                }
            }
        }
        let n0 = self.len() + 1;
        let remaining = (to + 1).saturating_sub(n0) as u64;
        let new_members = (to.saturating_sub(c) / p) as u64;
        let steps = remaining + new_members * (th - p + 1) as u64;
        let done = self.work.done;
        if remaining == 0 || done.saturating_add(steps) > MAX_WORK.min(stop) {
            return false;
        }
        self.work.done += steps;
        let more = (to - c) / p;
        self.members[0].reserve_exact(more);
        self.theta[0].reserve_exact(more);
        let mut next = c + p;
        while next <= to {
            self.members[0].push(table_pile(next));
            self.theta[0].push(theta);
            next += p;
        }
        let g = &mut self.g[0];
        while g.len() <= to {
            let n = g.len();
            let period = (n - a - 1) / p * p;
            let len = (to + 1 - n).min(period);
            g.extend_from_within(n - period..n - period + len);
        }
        true
    }

    /// Adds n to B_i with Θ_i(n) = `theta`. The lists double as usual, but never past the largest
    /// n asked for: when every pile is a member they end at its size, not up to twice it.
    #[inline]
    fn push_member(&mut self, i: usize, n: usize, theta: u32) {
        for v in [&mut self.members[i], &mut self.theta[i]] {
            if v.len() == v.capacity() {
                let room = self.limit.saturating_sub(v.len()).max(1);
                v.reserve_exact(v.capacity().max(8).min(room));
            }
        }
        self.members[i].push(table_pile(n));
        self.theta[i].push(theta);
    }

    /// t = 1: the candidates for the next member are exactly the self members so far, so the
    /// base is finite as soon as none of them has f(b) ≥ the threshold.
    #[inline(always)] // (the packages built for size inline less: see .cargo/config.toml)
    fn note_self_member_t1(&mut self, f: &mut FTable, n: usize, th: u32) -> Result<(), Error> {
        if th as usize == n {
            let fb = u64::from(f.get(0, n)?);
            self.self_fmax = self.self_fmax.max(fb);
        }
        if n >= 2 {
            let threshold = match self.construction {
                Construction::Theta => u64::from(th),
                Construction::Identity => n as u64,
            };
            let fmax = match self.construction {
                Construction::Theta => self.self_fmax,
                // every member is a candidate under Theorem 1; self_fmax covers them all
                Construction::Identity => self.self_fmax,
            };
            if fmax < threshold {
                self.ended[0] = true;
            }
        }
        Ok(())
    }
}

/// Theorem 1's bases evaluating f only at members (exactly, in 64 bits), up to `limit`, at most
/// `max_members` per base. Valid as game solutions where condition (2) holds (the caller decides).
///
/// B_i's next member is b_ik + the smallest b ∈ B_j, j = i ⊕ b_ik, with f(j ⊕ b, b) ≥ b_ik: the
/// first place where the running maximum of f(j ⊕ b, b) over B_j reaches b_ik. A base whose
/// source is still growing waits; bases that wait on each other with nothing left are finite.
///
/// # Errors
/// Only when f fails at 1 or 2; a failure further out ends the listing of that base, said in
/// the returned note.
pub fn simple_bases(
    f: &FTable,
    limit: u64,
    max_members: usize,
) -> Result<(Vec<Base>, Option<Message>), Error> {
    let period = f.rule().period().max(1);
    let t = period as usize;
    // (j < t: no overflow)
    let residue = |j: usize, b: u64| {
        narrow::residue(j as u64 + u64::from(narrow::residue(b, period)), period)
    };
    let mut members: Vec<Vec<u64>> = vec![Vec::new(); t];
    // fmax[j][k] = max over the first k + 1 members b of B_j of f(j ⊕ b, b); it may be one
    // shorter than members[j] when f failed at the last member (that member is then not offered).
    let mut fmax: Vec<Vec<u64>> = vec![Vec::new(); t];
    let mut state = vec![State::Growing; t];
    let mut note: Option<Message> = None;
    let mut cursors = vec![0usize; t * t];
    for j in 0..t {
        for b in [1, 2].into_iter().filter(|&b| b <= limit.max(1)) {
            let v = f.exact(residue(j, b), b)?;
            members[j].push(b);
            let m = fmax[j].last().copied().unwrap_or(0).max(v);
            fmax[j].push(m);
        }
        if limit < 2 {
            state[j] = State::Complete;
        }
    }
    loop {
        let mut progress = false;
        for i in 0..t {
            if state[i] != State::Growing {
                continue;
            }
            let bk = *members[i].last().expect("nonempty");
            let j = residue(i, bk) as usize;
            // bk grows, so the answer only moves forward for each pair (i, j).
            let k = first_at_least(&fmax[j], cursors[i * t + j], bk);
            cursors[i * t + j] = k;
            if k == fmax[j].len() {
                match state[j] {
                    State::Growing => continue, // wait for B_j
                    State::Complete => state[i] = State::Complete,
                    State::Stopped(_) => {
                        state[i] = State::Stopped(bk);
                        note.get_or_insert_with(|| {
                            Message::new("err-base-drawn")
                                .figure("i", i as u64)
                                .figure("reach", bk)
                                .figure("j", j as u64)
                        });
                    }
                }
                progress = true;
                continue;
            }
            progress = true;
            let next = match bk.checked_add(members[j][k]) {
                Some(next) if next <= limit => next,
                _ => {
                    state[i] = State::Complete;
                    continue;
                }
            };
            if members[i].len() >= max_members {
                state[i] = State::Stopped(bk);
                note.get_or_insert_with(|| {
                    Message::new("err-base-slow")
                        .figure("i", i as u64)
                        .num("count", max_members as u64)
                        .figure("reach", bk)
                });
                continue;
            }
            members[i].push(next);
            match f.exact(residue(i, next), next) {
                Ok(v) => {
                    let m = fmax[i].last().copied().unwrap_or(0).max(v);
                    fmax[i].push(m);
                }
                Err(e) => {
                    state[i] = State::Stopped(next);
                    note.get_or_insert_with(|| {
                        let failed = Message::new("err-base-failed")
                            .figure("i", i as u64)
                            .figure("reach", next);
                        match e.message() {
                            Some(m) => failed.msg("error", m),
                            None => failed.math("error", e.to_string()),
                        }
                    });
                }
            }
        }
        if !progress {
            break;
        }
    }
    // Still growing = waiting in a cycle with nothing left to offer: finite.
    let out = (0..t)
        .map(|i| {
            let last = *members[i].last().expect("nonempty");
            let (finite, reach) = match state[i] {
                State::Growing => (true, limit.max(last)),
                State::Complete => (false, limit),
                State::Stopped(r) => (false, r),
            };
            Base {
                theta: members[i].clone(),
                members: std::mem::take(&mut members[i]),
                finite,
                reach,
            }
        })
        .collect();
    Ok((out, note))
}

/// The smallest k ≥ `from` with v[k] ≥ x (v non-decreasing, every v[..from] < x), found by
/// galloping from `from`: a step costs the logarithm of how far the answer moved.
fn first_at_least<T: Copy + Ord>(v: &[T], from: usize, x: T) -> usize {
    let (mut lo, mut step) = (from, 1);
    loop {
        let probe = lo + step - 1;
        if probe >= v.len() {
            return lo + v[lo..].partition_point(|&m| m < x);
        }
        if v[probe] >= x {
            return lo + v[lo..probe].partition_point(|&m| m < x);
        }
        lo = probe + 1;
        step *= 2;
    }
}

/// A set of pile sizes inserted in increasing order, one bit each.
#[derive(Clone, Debug, Default)]
struct Bits(Vec<u64>);

impl Bits {
    fn insert(&mut self, n: usize) {
        let w = n / 64;
        if self.0.len() <= w {
            self.0.resize(w + 1, 0);
        }
        self.0[w] |= 1 << (n % 64);
    }

    fn contains(&self, n: usize) -> bool {
        self.0.get(n / 64).is_some_and(|w| w >> (n % 64) & 1 == 1)
    }

    /// The members in `from..below`, ascending (a word at a time over the gaps).
    fn iter(&self, from: usize, below: usize) -> impl Iterator<Item = usize> + '_ {
        let mut n = from;
        std::iter::from_fn(move || {
            while n < below {
                let w = *self.0.get(n / 64)? >> (n % 64);
                if w == 0 {
                    n = (n / 64 + 1) * 64;
                    continue;
                }
                let found = n + w.trailing_zeros() as usize;
                n = found + 1;
                return (found < below).then_some(found);
            }
            None
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    Growing,
    Complete,
    Stopped(u64),
}

#[cfg(test)]
mod tests {
    use super::Bits;

    /// The set of bits against a plain list: every window of an irregular set that crosses
    /// empty words, full words and the set's end.
    #[test]
    fn bits_list_what_a_list_would() {
        let list: Vec<usize> = (0..700)
            .filter(|n| n % 7 == 3 || (128..192).contains(n) || *n == 63 || *n == 64)
            .filter(|n| !(300..500).contains(n))
            .collect();
        let mut bits = Bits::default();
        for &n in &list {
            bits.insert(n);
        }
        for from in 0..720 {
            for below in from..from + 140 {
                let want: Vec<usize> = list
                    .iter()
                    .copied()
                    .filter(|&n| n >= from && n < below)
                    .collect();
                assert_eq!(
                    bits.iter(from, below).collect::<Vec<_>>(),
                    want,
                    "{from}..{below}"
                );
            }
            assert_eq!(bits.contains(from), list.contains(&from), "{from}");
        }
    }
}
