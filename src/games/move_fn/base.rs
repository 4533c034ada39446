//! The g-base B_f and g0 of seed 000 ("Generating g-bases", Definitions 3 and 4, Lemmas 1 and 2).
//!
//! * [`BaseBuilder`] is the paper's general construction, valid for every f: b0 = 1, b1 = 2,
//!   b_{k+1} = b_k + (the smallest b_i with g0(b_i) = b_i and f(b_i) ≥ g0(b_k)); g0(b_{k+1}) =
//!   min({b_{k+1}} ∪ {b_{k+1} − b_k + x : 1 ≤ x < b_k, f(b_{k+1} − b_k + x) < g0(b_k − x)}).
//!   It fills g0 on 1..=L as it goes (g0(N) = g0(N − b_k) between members, Definition 4), which
//!   is the fast way to get g, by the main theorem g = g0.
//! * [`simple_base`] is the construction for f with f(n + 1) − f(n) ≥ −1 (g0 = identity,
//!   b_{k+1} = b_k + the smallest b_i with f(b_i) ≥ b_k). It evaluates f only at base members, so
//!   an exponentially growing base reaches 10^18 at once.
//! * [`GBase::represent`] is the representation of N (Lemma 1; Lemma 2 with θ·b_t for a finite
//!   base) and its smallest part (Definition 3).

use super::recursion::INF;
use crate::error::{check_range, Error};
use crate::rule::{FTable, MAX_TABLE};
use serde::Serialize;

/// Which construction produced a base.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Method {
    /// The paper's general construction with g0, from g on 1..=L.
    General,
    /// The construction for f(n + 1) − f(n) ≥ −1: f at base members only, g0 = identity.
    Simple,
}

/// A g-base B_f with g0 on its members, listed up to `reach`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GBase {
    /// b0 = 1 < b1 = 2 < … : every member ≤ `reach` (and for a finite base, all of them).
    pub members: Vec<u64>,
    /// g0(b) of each member.
    pub g0: Vec<u64>,
    /// True when the construction ended: no member qualified, so the base is finite.
    pub finite: bool,
    /// Every member ≤ reach is listed.
    pub reach: u64,
    /// How it was built.
    pub method: Method,
    /// Why the listing stops before the requested bound, if it does.
    pub stopped: Option<String>,
}

/// The representation of N in a g-base (Lemmas 1 and 2) and what it says (Definitions 3, 4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Representation {
    /// The number represented.
    pub n: u64,
    /// The distinct members used (below b_t for a finite base), ascending.
    pub parts: Vec<u64>,
    /// θ: how many times b_t is used (0 for an infinite base).
    pub theta: u64,
    /// b_t, the largest member, for a finite base.
    pub top: Option<u64>,
    /// g(N) of Definition 3: the smallest part, or b_t when N = θ·b_t.
    pub smallest: u64,
    /// g0(N) = g0(smallest): by the main theorem, the smallest winning move from N.
    pub g0: u64,
}

impl GBase {
    /// The representation of `n` (n ≥ 1).
    ///
    /// # Errors
    /// When `n` is 0, or beyond `reach` of an infinite base (the members needed are unknown).
    pub fn represent(&self, n: u64) -> Result<Representation, Error> {
        check_range("N", u128::from(n), 1, u128::from(u64::MAX), "")?;
        if !self.finite && n > self.reach {
            return Err(Error::Invalid(format!(
                "N = {n} is beyond the computed base (members are known up to {}{})",
                self.reach,
                self.stopped
                    .as_deref()
                    .map(|s| format!("; {s}"))
                    .unwrap_or_default()
            )));
        }
        let (theta, top, mut rest, usable) = if self.finite {
            let top = *self.members.last().expect("a base has b0 = 1");
            (n / top, Some(top), n % top, self.members.len() - 1)
        } else {
            (0, None, n, self.members.len())
        };
        let mut parts = Vec::new();
        for &b in self.members[..usable].iter().rev() {
            if b <= rest {
                parts.push(b);
                rest -= b;
            }
        }
        debug_assert_eq!(rest, 0, "b0 = 1 and the g-base property leave nothing over");
        parts.reverse();
        let smallest = parts.first().copied().or(top).expect("n ≥ 1");
        let idx = self
            .members
            .binary_search(&smallest)
            .expect("parts are members");
        Ok(Representation {
            n,
            parts,
            theta,
            top,
            smallest,
            g0: self.g0[idx],
        })
    }

    /// g0(n) of Definition 4 without building the representation: the greedy walk keeps only
    /// the last (smallest) part it takes. Same reach rules as [`GBase::represent`].
    ///
    /// # Errors
    /// As [`GBase::represent`].
    pub fn g0_of(&self, n: u64) -> Result<u64, Error> {
        if n == 0 || (!self.finite && n > self.reach) {
            return self.represent(n).map(|r| r.g0);
        }
        let (mut rest, usable) = if self.finite {
            let top = *self.members.last().expect("a base has b0 = 1");
            (n % top, self.members.len() - 1)
        } else {
            (n, self.members.len())
        };
        if rest == 0 {
            return Ok(*self.g0.last().expect("nonempty"));
        }
        // Start at the largest usable member ≤ rest.
        let mut i = self.members[..usable].partition_point(|&b| b <= rest);
        let mut smallest = 0;
        while rest > 0 {
            i -= 1;
            if self.members[i] <= rest {
                rest -= self.members[i];
                smallest = i;
            }
        }
        Ok(self.g0[smallest])
    }

    /// g0(0..=upto) from the members (g0(0) = ∞): g0 at members, and g0(N) = g0(N − b_k) for
    /// b_k < N < b_{k+1} (Definition 4), filled by block copies. The base must list every member
    /// ≤ upto (or be finite).
    pub fn g0_table(&self, upto: usize) -> Vec<u32> {
        let mut g = Vec::with_capacity(upto + 1);
        g.push(INF);
        let mut k = 0; // index of the largest member ≤ the next N
        while g.len() <= upto {
            let n = g.len();
            if self.members.get(k) == Some(&(n as u64)) {
                g.push(self.g0[k] as u32);
                k += 1;
                continue;
            }
            let last = self.members[k - 1] as usize;
            let next = self.members.get(k).map_or(usize::MAX, |&b| b as usize);
            let end = next.min(upto + 1).min(n + last);
            g.extend_from_within(n - last..end - last);
        }
        g
    }

    /// How many members have g0(b) = b (for these, g(b) = b: the losing starts of seed 003).
    pub fn self_members(&self) -> usize {
        self.members
            .iter()
            .zip(&self.g0)
            .filter(|(b, g)| b == g)
            .count()
    }
}

/// The general construction of B_f and g0 (seed 000), together with g0 on 1..=len, in steps.
#[derive(Clone, Debug)]
pub struct BaseBuilder {
    g: Vec<u32>,
    // Members and g0 of a table-built base are ≤ MAX_TABLE: u32 halves the memory when every N
    // is a member (bounded g).
    members: Vec<u32>,
    g0: Vec<u32>,
    /// Members with g0(b) = b, ascending, and the running maximum of f over them.
    selfs: Vec<u64>,
    self_fmax: Vec<u64>,
    /// The next member when known; None after b1 means the base ended (finite).
    next: Option<u64>,
}

impl Default for BaseBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl BaseBuilder {
    /// Nothing built yet.
    pub fn new() -> Self {
        BaseBuilder {
            g: vec![INF],
            members: Vec::new(),
            g0: Vec::new(),
            selfs: Vec::new(),
            self_fmax: Vec::new(),
            next: Some(1),
        }
    }

    /// g0(0..=len) (g0(0) = ∞): by the main theorem, the smallest winning moves.
    pub fn g(&self) -> &[u32] {
        &self.g
    }

    /// Takes the g0 table.
    pub fn into_g(self) -> Vec<u32> {
        self.g
    }

    /// The largest N done.
    pub fn len(&self) -> usize {
        self.g.len() - 1
    }

    /// True when nothing is built.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The base as built so far (members ≤ len).
    pub fn base(&self) -> GBase {
        GBase {
            members: self.members.iter().map(|&m| u64::from(m)).collect(),
            g0: self.g0.iter().map(|&v| u64::from(v)).collect(),
            finite: self.next.is_none(),
            reach: self.len() as u64,
            method: Method::General,
            stopped: None,
        }
    }

    fn add_member(&mut self, f: &mut FTable, b: u64, g0: u64) -> Result<(), Error> {
        self.members.push(b as u32);
        self.g0.push(g0 as u32);
        if g0 == b {
            let fb = u64::from(f.get(0, b as usize)?);
            let m = self.self_fmax.last().copied().unwrap_or(0).max(fb);
            self.selfs.push(b);
            self.self_fmax.push(m);
        }
        self.next = if b == 1 {
            Some(2)
        } else {
            // The smallest self member b_i with f(b_i) ≥ g0(b): the first place the running
            // maximum of f over self members reaches g0(b).
            let j = self.self_fmax.partition_point(|&m| m < g0);
            self.selfs.get(j).map(|&bi| b + bi)
        };
        Ok(())
    }

    /// Extends the construction to N = `to` (≤ [`MAX_TABLE`]).
    ///
    /// # Errors
    /// When f fails at an argument the construction looks at, or `to` is too large.
    pub fn extend(&mut self, f: &mut FTable, to: usize) -> Result<(), Error> {
        check_range("upto", to as u128, 0, u128::from(MAX_TABLE), "table size")?;
        self.g.reserve(to.saturating_sub(self.len()));
        while self.len() < to {
            let n = self.g.len();
            if self.next == Some(n as u64) {
                let g0 = if n <= 2 {
                    n as u64
                } else {
                    let bk = *self.members.last().expect("b0, b1 exist") as usize;
                    let d = n - bk;
                    let mut g0 = n as u64;
                    for x in 1..bk {
                        if f.get(0, d + x)? < self.g[bk - x] {
                            g0 = (d + x) as u64;
                            break;
                        }
                    }
                    g0
                };
                self.g.push(g0 as u32);
                self.add_member(f, n as u64, g0)?;
            } else {
                // Between members b_k < N < b_{k+1}: g0(N) = g0(N − b_k) (Definition 4). The whole
                // gap is a block copy of g0(1..), which lies below b_k, so it cannot overlap. After
                // the last member of a finite base the copy repeats, b_t values at a time.
                let last = *self.members.last().expect("b0 = 1 comes first") as usize;
                let gap_end = self.next.map_or(usize::MAX, |b| b as usize);
                let end = gap_end.min(to + 1).min(n + last); // exclusive
                self.g.extend_from_within(n - last..end - last);
            }
        }
        Ok(())
    }
}

/// The simple construction, for f with f(n + 1) − f(n) ≥ −1: members up to `limit`.
///
/// The caller decides that the condition holds (proved for the whole base, or checked on
/// 1..=limit); this function does not check it. f is evaluated exactly at members only.
///
/// # Errors
/// When f fails at a member before the listing could reach `limit` is *not* an error: the listing
/// stops there and says why in `stopped`. Errors are only for f failing at 1 or 2. A base that grows
/// slowly stops after `max_members` members, also saying so.
pub fn simple_base(f: &FTable, limit: u64, max_members: usize) -> Result<GBase, Error> {
    let mut members = vec![1u64];
    let mut fmax = vec![f.exact(0, 1)?];
    let mut stopped = None;
    let mut finite = false;
    if limit >= 2 {
        members.push(2);
        fmax.push(fmax[0].max(f.exact(0, 2)?));
    }
    let mut reach = limit;
    while members.len() >= 2 {
        let bk = *members.last().expect("nonempty");
        let j = fmax.partition_point(|&m| m < bk);
        let Some(&bi) = members.get(j) else {
            finite = true;
            break;
        };
        let next = match bk.checked_add(bi) {
            Some(v) if v <= limit => v,
            _ => break,
        };
        if members.len() >= max_members {
            reach = bk;
            stopped = Some(format!(
                "listed the first {max_members} members, up to {bk}: this base grows slowly"
            ));
            break;
        }
        match f.exact(0, next) {
            Ok(v) => {
                members.push(next);
                let m = fmax.last().copied().unwrap_or(0).max(v);
                fmax.push(m);
            }
            Err(e) => {
                // b_{k+1} = next is a member (it did not need f(next)); members beyond it would.
                members.push(next);
                reach = next;
                stopped = Some(format!(
                    "listed up to {next} because {e}, which the next member needs"
                ));
                break;
            }
        }
    }
    if finite {
        reach = limit.max(*members.last().expect("nonempty"));
    }
    let g0 = members.clone();
    Ok(GBase {
        members,
        g0,
        finite,
        reach,
        method: Method::Simple,
        stopped,
    })
}
