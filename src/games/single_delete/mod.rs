//! # Single-delete Nim
//!
//! "Single-delete Nim", arXiv 2411.19453.
//!
//! **Rules.** k piles of counters. A move deletes one pile entirely and splits one of the
//! remaining piles into two non-empty piles, so there are always k piles. A player who cannot
//! move (no pile of 2 or more is left to split once one pile is deleted) loses.
//!
//! **What is computed.** Every position with all piles ≤ S, solved exactly ([`Solver`]): the
//! positions are multisets, ranked in colex order (the sorted tuple a_1 ≤ … ≤ a_k is ranked as
//! the k-subset {a_i + i − 1}), and every move leads to a position of smaller rank — the move
//! removes two piles and adds two smaller than one of them — so one pass in rank order solves
//! them all, a bit per position. The naive twin (unsorted piles, recursion from the definition)
//! is in the tests.
//!
//! [`theorems`] checks Theorems 1.1 and 1.4, Propositions 4.1 and 4.2 and the 4-pile condition
//! (1) against the solver, groups the P-positions by 2-adic valuations (the structure of Theorem
//! 1.5, whose conditions were lost in extraction) and explains a position by the statement that
//! decides it. [`game`] plays against the engine, each move's reason naming that statement or
//! saying that search found it. Those sentences (hints, reasons, verdicts, explanations) are
//! messages ([`messages`], ids `sd-…`) that the front end words in the reader's language.

pub mod game;
pub mod messages;
pub mod theorems;

use crate::error::Error;
use crate::message::Message;
use crate::narrow;

/// The most positions a solver stores (a byte each).
pub const MAX_POSITIONS: u64 = 60_000_000;

/// The most work a solve may take: positions × k(k − 1) × largest pile / 4, a bound on the
/// child positions looked at. 4 piles ≤ 64 are 1.5·10^8 (0.23 s native; most N-positions stop at
/// their first winning move); 2 piles come closest to the bound (every position scans about half
/// its children, 0.5 s at the bound). The bound lets 2 piles reach 999, 3 piles 177, 4 piles 67
/// and 8 piles 17.
pub const MAX_WORK: u64 = 250_000_000;

/// The number of piles: 2..=8.
pub const PILES: (u64, u64) = (2, 8);

/// P/N of every position with k piles, each of 1..=max counters.
pub struct Solver {
    k: usize,
    max: u32,
    /// `place[i · stride + v]` = C(v + i − 1, i + 1): what pile value v at sorted index i adds
    /// to the rank.
    place: Vec<u32>,
    /// max + 1.
    stride: usize,
    /// Bit `rank`: set when the player to move wins.
    win: Bits,
}

/// A move: delete a pile of `delete`, split a pile of `split` into `parts`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Move {
    /// The size of the pile deleted.
    pub delete: u32,
    /// The size of the pile split.
    pub split: u32,
    /// The two parts, smaller first.
    pub parts: (u32, u32),
}

impl Solver {
    /// Solves every position of `k` piles with piles ≤ `max`.
    ///
    /// # Errors
    /// k outside 2..=8, max 0, or more than [`MAX_POSITIONS`] positions or [`MAX_WORK`].
    pub fn new(k: u64, max: u64) -> Result<Self, Error> {
        let k = narrow::index(
            "piles",
            k,
            PILES.0,
            PILES.1,
            "single-delete Nim is solved for 2 to 8 piles",
        )?;
        let max = narrow::small("max", max, 1, 1_000_000, "")?;
        // Sorted tuples with values 1..=max ↔ k-subsets of 1..=max + k − 1.
        let cost = |m: u64| {
            let count = multisets(k, m);
            (
                count,
                count.saturating_mul((k * (k - 1)) as u64).saturating_mul(m) / 4,
            )
        };
        let (count, work) = cost(max.into());
        if count > MAX_POSITIONS || work > MAX_WORK {
            // The largest max that fits (cost grows with m): a binary search.
            let (mut lo, mut hi) = (1u64, max.into());
            while hi - lo > 1 {
                let mid = lo + (hi - lo) / 2;
                let (c, w) = cost(mid);
                if c <= MAX_POSITIONS && w <= MAX_WORK {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            return Err(Error::Beyond {
                what: "max".into(),
                max: Some(u128::from(lo)),
                budget: false,
                message: Message::new("err-positions")
                    .num("k", k as u64)
                    .num("max", max.into())
                    .num("count", count)
                    .num("fit", lo),
            });
        }
        let n = max as usize + k;
        let mut binom = vec![vec![0u64; k + 1]; n + 1];
        binom[0][0] = 1;
        for r in 1..=n {
            binom[r][0] = 1;
            for i in 1..=k {
                binom[r][i] = binom[r - 1][i - 1].saturating_add(binom[r - 1][i]);
            }
        }
        // (each place is at most the count of positions, ≤ MAX_POSITIONS < 2^32)
        let place = (0..k)
            .flat_map(|i| {
                let binom = &binom;
                (0..=max as usize).map(move |v| {
                    if v == 0 {
                        Ok(0)
                    } else {
                        narrow::small("positions", binom[v + i - 1][i + 1], 0, u32::MAX, "")
                    }
                })
            })
            .collect::<Result<_, _>>()?;
        let mut s = Solver {
            k,
            max,
            place,
            stride: max as usize + 1,
            win: Bits::with_capacity(narrow::index("positions", count, 0, MAX_POSITIONS, "")?),
        };
        let mut a = vec![1u32; k];
        loop {
            let w = s.first_winning(&a).is_some();
            s.win.push(w);
            if !next_colex(&mut a, s.max) {
                break;
            }
        }
        Ok(s)
    }

    /// The number of piles.
    pub fn piles(&self) -> usize {
        self.k
    }

    /// The largest pile.
    pub fn max(&self) -> u32 {
        self.max
    }

    /// The number of positions solved.
    pub fn positions(&self) -> usize {
        self.win.len
    }

    /// Colex rank of a sorted tuple.
    fn rank(&self, a: &[u32]) -> usize {
        a.iter().enumerate().map(|(i, &v)| self.place(i, v)).sum()
    }

    /// What pile value v at sorted index i adds to the rank.
    #[inline]
    fn place(&self, i: usize, v: u32) -> usize {
        self.place[i * self.stride + v as usize] as usize
    }

    /// Calls `visit(move, child is P)` for each move from sorted `a` (distinct deletions and
    /// splits by size) until it returns true; returns that move.
    ///
    /// The children of one (deletion, split) are the other piles `rest` plus x and y = pile − x.
    /// Their ranks come in O(1) each: a rest pile's index in the child shifts by how many of x, y
    /// sort before it (0, 1 or 2), so prefix sums of its three possible contributions, and two
    /// pointers (how many rest piles are below x, below y) moving monotonically, give the sum.
    fn scan(&self, a: &[u32], mut visit: impl FnMut(Move, bool) -> bool) -> Option<Move> {
        let k = a.len();
        let n = k - 2;
        let mut rest = [0u32; 8];
        let (mut p0, mut p1, mut p2) = ([0usize; 9], [0usize; 9], [0usize; 9]);
        for d in 0..k {
            if d > 0 && a[d] == a[d - 1] {
                continue;
            }
            for p in 0..k {
                if p == d || a[p] < 2 || (p > 0 && a[p] == a[p - 1] && p - 1 != d) {
                    continue;
                }
                let mut m = 0;
                for (i, &v) in a.iter().enumerate() {
                    if i != d && i != p {
                        rest[m] = v;
                        m += 1;
                    }
                }
                for j in 0..n {
                    p0[j + 1] = p0[j] + self.place(j, rest[j]);
                    p1[j + 1] = p1[j] + self.place(j + 1, rest[j]);
                    p2[j + 1] = p2[j] + self.place(j + 2, rest[j]);
                }
                let pile = a[p];
                let (mut below_x, mut below_y) = (0usize, n);
                for x in 1..=pile / 2 {
                    let y = pile - x;
                    while below_x < n && rest[below_x] < x {
                        below_x += 1;
                    }
                    while below_y > 0 && rest[below_y - 1] >= y {
                        below_y -= 1;
                    }
                    let r = self.place(below_x, x)
                        + self.place(below_y + 1, y)
                        + p0[below_x]
                        + (p1[below_y] - p1[below_x])
                        + (p2[n] - p2[below_y]);
                    let mv = Move {
                        delete: a[d],
                        split: pile,
                        parts: (x, y),
                    };
                    if visit(mv, !self.win.get(r)) {
                        return Some(mv);
                    }
                }
            }
        }
        None
    }

    /// The first move from sorted `a` to a P-position (children are solved already).
    fn first_winning(&self, a: &[u32]) -> Option<Move> {
        self.scan(a, |_, child_p| child_p)
    }

    fn sorted(&self, piles: &[u64]) -> Result<Vec<u32>, Error> {
        if piles.len() != self.k {
            return Err(Error::Wrong(
                Message::new("err-solver-piles")
                    .num("k", self.k as u64)
                    .num("given", piles.len() as u64),
            ));
        }
        let mut a = Vec::with_capacity(self.k);
        for &p in piles {
            a.push(narrow::small(
                "pile",
                p,
                1,
                self.max,
                "the solver's largest pile",
            )?);
        }
        a.sort_unstable();
        Ok(a)
    }

    /// True when the player to move from `piles` loses (a P-position).
    ///
    /// # Errors
    /// The wrong number of piles, or a pile outside 1..=max.
    pub fn is_p(&self, piles: &[u64]) -> Result<bool, Error> {
        let a = self.sorted(piles)?;
        Ok(!self.win.get(self.rank(&a)))
    }

    /// Every move from `piles` to a P-position (distinct by sizes).
    ///
    /// # Errors
    /// As [`Solver::is_p`].
    pub fn winning_moves(&self, piles: &[u64]) -> Result<Vec<Move>, Error> {
        let a = self.sorted(piles)?;
        let mut out = Vec::new();
        self.scan(&a, |m, child_p| {
            if child_p && !out.contains(&m) {
                out.push(m);
            }
            false
        });
        Ok(out)
    }

    /// P/N over (a, b) ∈ 1..=max² with the other k − 2 piles `rest`: entry (a − 1)·max + (b − 1)
    /// is true when (a, b, rest…) is a P-position.
    ///
    /// # Errors
    /// `rest` without k − 2 piles, or a pile outside 1..=max.
    pub fn p_map(&self, rest: &[u64]) -> Result<Vec<bool>, Error> {
        if rest.len() + 2 != self.k {
            return Err(Error::Wrong(
                Message::new("err-map-fixes")
                    .num("k", self.k as u64)
                    .num("fixed", self.k as u64 - 2)
                    .num("given", rest.len() as u64),
            ));
        }
        let mut piles: Vec<u64> = vec![1, 1];
        piles.extend_from_slice(rest);
        // Checked once; then each cell is a sort of k numbers on the stack and one lookup.
        let fixed = &self.sorted(&piles)?[..];
        let (k, max) = (self.k, self.max);
        let mut out = Vec::with_capacity((max * max) as usize);
        let mut a = [0u32; 8];
        for x in 1..=max {
            for y in 1..=max {
                a[..k - 2].copy_from_slice(&fixed[2..]);
                a[k - 2] = x;
                a[k - 1] = y;
                a[..k].sort_unstable();
                out.push(!self.win.get(self.rank(&a[..k])));
            }
        }
        Ok(out)
    }

    /// Calls `visit(sorted piles, is P)` for every position, in rank (colex) order.
    pub fn each(&self, mut visit: impl FnMut(&[u32], bool)) {
        let mut a = vec![1u32; self.k];
        let mut r = 0;
        loop {
            visit(&a, !self.win.get(r));
            r += 1;
            if !next_colex(&mut a, self.max) {
                break;
            }
        }
    }

    /// P for sorted piles already known to be in range (no checks, no allocation); None when a
    /// pile is outside 1..=max.
    pub fn p_sorted(&self, a: &[u32]) -> Option<bool> {
        (a.len() == self.k && a.iter().all(|&v| (1..=self.max).contains(&v)))
            .then(|| !self.win.get(self.rank(a)))
    }

    /// Every P-position, sorted piles, in lexicographic order.
    pub fn p_positions(&self) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        self.each(|a, p| {
            if p {
                out.push(a.to_vec());
            }
        });
        out.sort();
        out
    }
}

/// C(m + k − 1, k): the sorted k-tuples of 1..=m (saturating).
fn multisets(k: usize, m: u64) -> u64 {
    let mut c: u128 = 1;
    for i in 1..=k as u128 {
        // c · (m − 1 + i) / i stays whole: the product of i consecutive numbers over i!.
        c = c.saturating_mul(u128::from(m) - 1 + i) / i;
        if c > u128::from(u64::MAX) {
            return u64::MAX;
        }
    }
    u64::try_from(c).unwrap_or(u64::MAX)
}

/// A bit per position (a byte each was 8× the memory, and the random child lookups missed the
/// caches: 2 piles ≤ 3000 took 72 s with bytes).
struct Bits {
    words: Vec<u64>,
    len: usize,
}

impl Bits {
    fn with_capacity(n: usize) -> Self {
        Bits {
            words: Vec::with_capacity(n.div_ceil(64)),
            len: 0,
        }
    }

    fn push(&mut self, bit: bool) {
        if self.len.is_multiple_of(64) {
            self.words.push(0);
        }
        if bit {
            self.words[self.len / 64] |= 1 << (self.len % 64);
        }
        self.len += 1;
    }

    #[inline]
    fn get(&self, i: usize) -> bool {
        self.words[i / 64] >> (i % 64) & 1 == 1
    }
}

/// The next sorted tuple in colex order (compare the largest pile first), or false after the
/// last. Ranks go 0, 1, 2, … along this order.
fn next_colex(a: &mut [u32], max: u32) -> bool {
    // Increase the smallest index that can grow without passing its right neighbour (or max),
    // and reset everything left of it to 1.
    let k = a.len();
    for i in 0..k {
        let limit = if i + 1 < k { a[i + 1] } else { max };
        if a[i] < limit {
            a[i] += 1;
            for v in &mut a[..i] {
                *v = 1;
            }
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition, naively: unsorted piles, every deletion and every split.
    fn naive_wins(piles: &[u32]) -> bool {
        (0..piles.len()).any(|d| {
            (0..piles.len()).any(|p| {
                p != d
                    && (1..piles[p]).any(|x| {
                        let mut child: Vec<u32> = piles
                            .iter()
                            .enumerate()
                            .filter(|&(i, _)| i != d && i != p)
                            .map(|(_, &v)| v)
                            .collect();
                        child.push(x);
                        child.push(piles[p] - x);
                        !naive_wins(&child)
                    })
            })
        })
    }

    #[test]
    fn ranks_follow_the_enumeration() {
        let s = Solver::new(3, 6).unwrap();
        let mut a = vec![1u32; 3];
        let mut r = 0;
        loop {
            assert_eq!(s.rank(&a), r, "{a:?}");
            r += 1;
            if !next_colex(&mut a, 6) {
                break;
            }
        }
        assert_eq!(r, s.positions());
    }

    #[test]
    fn solver_equals_the_naive_definition() {
        for (k, max) in [(2usize, 9u32), (3, 7), (4, 5)] {
            let s = Solver::new(k as u64, max.into()).unwrap();
            for p in s.p_positions() {
                assert!(!naive_wins(&p), "{p:?} P by the solver");
            }
            let mut a = vec![1u32; k];
            loop {
                let piles: Vec<u64> = a.iter().map(|&v| u64::from(v)).collect();
                assert_eq!(s.is_p(&piles).unwrap(), !naive_wins(&a), "{a:?}");
                if !next_colex(&mut a, max) {
                    break;
                }
            }
        }
    }

    #[test]
    fn two_piles_both_odd() {
        // Theorem 1.1 on the range.
        let s = Solver::new(2, 40).unwrap();
        for a in 1..=40u64 {
            for b in a..=40 {
                assert_eq!(
                    s.is_p(&[a, b]).unwrap(),
                    a % 2 == 1 && b % 2 == 1,
                    "({a}, {b})"
                );
            }
        }
    }
}
