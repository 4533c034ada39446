//! The g-base B_f and g0 of the move-function game (Holshouser & Reiter 2003, "Generating
//! g-bases", Definitions 3 and 4, Lemmas 1 and 2).
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

use super::multi::{simple_bases, Construction, MultiBuilder};
use super::recursion::INF;
use crate::error::{check_range, Error};
use crate::message::Message;
use crate::narrow::{self, table_pile};
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
    /// Why the listing stops before the requested bound, if it does (a message of the catalogue
    /// part `errors`, said in a refusal past `reach`).
    pub stopped: Option<Message>,
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
    /// The members ≤ n (ascending), e.g. those a drawing of n shows.
    pub fn members_upto(&self, n: u64) -> &[u64] {
        &self.members[..self.members.partition_point(|&b| b <= n)]
    }

    /// The representation of `n` (n ≥ 1).
    ///
    /// # Errors
    /// When `n` is 0, or beyond `reach` of an infinite base (the members needed are unknown).
    pub fn represent(&self, n: u64) -> Result<Representation, Error> {
        represent_in(
            BaseView {
                members: &self.members,
                g0: &self.g0,
                finite: self.finite,
                reach: self.reach,
                stopped: self.stopped.as_ref(),
            },
            n,
        )
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
        let mut last = 0; // members[k − 1]
        while g.len() <= upto {
            let n = g.len();
            if self.members.get(k) == Some(&(n as u64)) {
                // (g0(b) ≤ b = n, a pile of the table)
                g.push(u32::try_from(self.g0[k]).unwrap_or(INF));
                k += 1;
                last = n;
                continue;
            }
            let next = self
                .members
                .get(k)
                .map_or(usize::MAX, |&b| usize::try_from(b).unwrap_or(usize::MAX));
            let end = next.min(upto + 1).min(n + last);
            g.extend_from_within(n - last..end - last);
        }
        g
    }

    /// How many members have g0(b) = b (for these, g(b) = b: the losing starts of the take-away
    /// game).
    pub fn self_members(&self) -> usize {
        self.members
            .iter()
            .zip(&self.g0)
            .filter(|(b, g)| b == g)
            .count()
    }
}

/// A base as slices, of `u64` (a [`GBase`]) or of `u32` (a builder's tables, without a copy).
#[derive(Clone, Copy, Debug)]
pub struct BaseView<'a, T> {
    /// The members, ascending.
    pub members: &'a [T],
    /// g0 of each member.
    pub g0: &'a [T],
    /// The base is finite.
    pub finite: bool,
    /// Every member ≤ reach is listed.
    pub reach: u64,
    /// Why the listing stopped, if it did.
    pub stopped: Option<&'a Message>,
}

/// [`GBase::represent`] over a [`BaseView`].
///
/// # Errors
/// As [`GBase::represent`].
pub fn represent_in<T: Copy + Into<u64>>(
    b: BaseView<'_, T>,
    n: u64,
) -> Result<Representation, Error> {
    check_range("N", u128::from(n), 1, u128::from(u64::MAX), "")?;
    if !b.finite && n > b.reach {
        let message = match b.stopped {
            Some(why) => Message::new("err-past-base-why").msg("why", why.clone()),
            None => Message::new("err-past-base"),
        };
        return Err(Error::Beyond {
            what: "N".into(),
            max: Some(u128::from(b.reach)),
            budget: false,
            message: message.figure("n", n).figure("reach", b.reach),
        });
    }
    let member = |i: usize| -> u64 { b.members[i].into() };
    let (theta, top, mut rest, usable) = if b.finite {
        let top = member(b.members.len() - 1);
        (n / top, Some(top), n % top, b.members.len() - 1)
    } else {
        (0, None, n, b.members.len())
    };
    let mut parts = Vec::new();
    let mut smallest_at = None;
    for i in (0..usable).rev() {
        let m = member(i);
        if m <= rest {
            parts.push(m);
            rest -= m;
            smallest_at = Some(i);
        }
    }
    debug_assert_eq!(rest, 0, "b0 = 1 and the g-base property leave nothing over");
    parts.reverse();
    let idx = smallest_at.unwrap_or(b.members.len() - 1);
    Ok(Representation {
        n,
        parts,
        theta,
        top,
        smallest: member(idx),
        g0: b.g0[idx].into(),
    })
}

/// The general construction of B_f and g0 (Holshouser & Reiter 2003), together with g0 on
/// 1..=len, in steps: the period-1 case of the several bases' [`MultiBuilder`] (Holshouser &
/// Reiter 2006, Theorem 2 with t = 1, Θ = g0).
#[derive(Clone, Debug)]
pub struct BaseBuilder(MultiBuilder);

impl Default for BaseBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl BaseBuilder {
    /// Nothing built yet.
    pub fn new() -> Self {
        BaseBuilder(MultiBuilder::new(Construction::Theta, 1))
    }

    /// g0(0..=len) (g0(0) = ∞): by the main theorem, the smallest winning moves.
    pub fn g(&self) -> &[u32] {
        self.0.g(0)
    }

    /// Takes the g0 table.
    pub fn into_g(self) -> Vec<u32> {
        self.0.into_g(0)
    }

    /// The largest N done.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True when nothing is built.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The base as built so far (members ≤ len).
    pub fn base(&self) -> GBase {
        Self::gbase(self.0.base(0))
    }

    /// [`BaseBuilder::base`], taking the builder (its tables are freed first).
    pub fn into_base(self) -> GBase {
        Self::gbase(self.0.into_base(0))
    }

    fn gbase(b: super::multi::Base) -> GBase {
        GBase {
            members: b.members,
            g0: b.theta,
            finite: b.finite,
            reach: b.reach,
            method: Method::General,
            stopped: None,
        }
    }

    /// Extends the construction to N = `to` (≤ [`MAX_TABLE`]).
    ///
    /// # Errors
    /// When f fails at an argument the construction looks at, or `to` is too large.
    pub fn extend(&mut self, f: &mut FTable, to: usize) -> Result<(), Error> {
        self.0.extend(f, to)
    }

    /// [`BaseBuilder::extend`] stopping once about `steps` steps of work are done; true when
    /// `to` is reached.
    ///
    /// # Errors
    /// As [`BaseBuilder::extend`].
    pub fn extend_within(&mut self, f: &mut FTable, to: usize, steps: u64) -> Result<bool, Error> {
        self.0.extend_within(f, to, steps)
    }

    /// Names the input `what` = `asked` in the work budget's refusal.
    pub fn aim(&mut self, what: &'static str, asked: u64) {
        self.0.aim(what, asked);
    }

    /// The members so far and their g0, as the builder keeps them.
    pub fn members(&self) -> (&[u32], &[u32]) {
        (self.0.members(0), self.0.thetas(0))
    }

    /// The base so far as slices of the builder's tables (no copy).
    pub fn view(&self) -> BaseView<'_, u32> {
        BaseView {
            members: self.0.members(0),
            g0: self.0.thetas(0),
            finite: self.0.finite(0),
            reach: self.len() as u64,
            stopped: None,
        }
    }
}

/// The simple construction, for f with f(n + 1) − f(n) ≥ −1: members up to `limit`; the period-1
/// case of [`simple_bases`] (Theorem 1 with t = 1), g0 = identity.
///
/// The caller decides that the condition holds (proved for the whole base, or checked on
/// 1..=limit); this function does not check it. f is evaluated exactly at members only.
///
/// # Errors
/// Only when f fails at 1 or 2: a failure further out ends the listing there and says why in
/// `stopped`, as does a base that grows so slowly it passes `max_members`.
pub fn simple_base(f: &FTable, limit: u64, max_members: usize) -> Result<GBase, Error> {
    let (mut bases, note) = simple_bases(f, limit, max_members)?;
    let b = bases.swap_remove(0);
    Ok(GBase {
        g0: b.members.clone(),
        members: b.members,
        finite: b.finite,
        reach: b.reach,
        method: Method::Simple,
        stopped: note,
    })
}

/// g(0..=upto) (g(0) = ∞) by the simple construction, for f with f(n + 1) − f(n) ≥ −1 (the
/// caller decides, as for [`simple_base`]): the members, g0 = identity at them and g0(N) =
/// g0(N − b_k) between them, without listing a [`GBase`]. f is evaluated exactly at members
/// only, and every table is of `u32`, so a base of every pile up to 2·10^7 takes two tables of
/// 80 MB besides the answer.
///
/// # Errors
/// When f fails at a member (outside what the caller validated).
pub fn simple_g_table(f: &FTable, upto: usize) -> Result<Vec<u32>, Error> {
    Ok(simple_g_fill(&simple_members(f, upto)?, upto, INF))
}

/// [`simple_g_table`] from its members (as [`simple_members`] lists them), in any type `T` that
/// holds the last member: g0 is the identity at members and copies between them, so the last
/// member ≤ upto is the largest value. g(0) is `inf` (never copied).
///
/// # Panics
/// When `T` does not hold a member.
pub fn simple_g_fill<T: Copy + TryFrom<u32>>(members: &[u32], upto: usize, inf: T) -> Vec<T> {
    let mut g = Vec::with_capacity(upto + 1);
    g.push(inf);
    let mut k = 0; // index of the next member
    while g.len() <= upto {
        let n = g.len();
        if let Some(&b) = members.get(k).filter(|&&b| b as usize == n) {
            g.push(T::try_from(b).ok().expect("T holds every member"));
            k += 1;
            continue;
        }
        let last = members[k - 1] as usize;
        // Past the last member up to upto, g(N) = g(N − last) throughout: g is periodic there
        // with period `last`, so the copy may come from any multiple of it and doubles.
        let (next, back) = match members.get(k) {
            Some(&b) => (b as usize, last),
            None => (usize::MAX, (n - 1) / last * last),
        };
        let end = next.min(upto + 1).min(n + back);
        g.extend_from_within(n - back..end - back);
    }
    g
}

/// [`simple_g_fill`]'s g(1..=upto) poured in order, as pieces that a caller applies to an array
/// of its own (wasm: a JS typed array), so that wasm memory never holds the whole table. Between
/// members b_k < N < b_{k+1}, g(N) = g(N − b_k), and N − b_k < b_k (the gap is an earlier
/// member); past the last member g repeats with its period. So a long run of g is a copy of
/// values already poured ([`Piece::Copy`]), done where the array is (JS `copyWithin`); short runs
/// come from a short prefix of g kept here, and members are written, in a buffer of values
/// ([`Piece::Values`]). For `2x` at 10^7 piles that is a few dozen pieces, with no 15 MB prefix
/// and no 40 MB table in wasm memory. Its twin is [`simple_g_fill`] (tested: pieces of any
/// length give the same values).
pub struct SimplePour<'a, T> {
    members: &'a [u32],
    /// g(0..P): the runs that read only these are served from here.
    prefix: Vec<T>,
    /// The values of the next [`Piece::Values`]; its capacity is the piece length.
    buf: Vec<T>,
    /// The next pile to pour.
    n: usize,
    /// The index of the next member ≥ n.
    k: usize,
    upto: usize,
}

/// What [`SimplePour::next_piece`] gives: the next values g(at..), in pile order.
#[derive(Debug, PartialEq, Eq)]
pub enum Piece<'p, T> {
    /// g(at..at + values.len()).
    Values { at: usize, values: &'p [T] },
    /// g(at..at + len) = g(from..from + len): values poured before (from + len ≤ at).
    Copy { at: usize, from: usize, len: usize },
}

impl<'a, T: Copy + TryFrom<u32>> SimplePour<'a, T> {
    /// From [`simple_members`]'s members ≤ upto, in a type `T` that holds the last one; `inf` is
    /// g(0), never poured. Runs that read g(1..piece) only come as values, at most `piece` (≥ 1)
    /// at a time; longer ones as copies.
    pub fn new(members: &'a [u32], upto: usize, inf: T, piece: usize) -> Self {
        // The prefix: g(0..P), P a piece (or upto + 1); the runs longer than it are copies. (The
        // longest gap would do, but finding it is a scan of every member, 10^7 when every pile is
        // one, and 64K values take microseconds.)
        let piece = piece.max(1);
        let p = piece.min(upto + 1);
        SimplePour {
            members,
            prefix: simple_g_fill(members, p - 1, inf),
            buf: Vec::with_capacity(piece),
            n: 1,
            k: 0,
            upto,
        }
    }

    /// How many values are left to pour.
    pub fn left(&self) -> usize {
        self.upto + 1 - self.n
    }

    /// The next piece, or None when g(1..=upto) is all poured.
    ///
    /// # Panics
    /// When `T` does not hold a member.
    pub fn next_piece(&mut self) -> Option<Piece<'_, T>> {
        let at = self.n;
        self.buf.clear();
        while self.n <= self.upto {
            let n = self.n;
            let room = self.buf.capacity() - self.buf.len();
            let next = self.members.get(self.k).map_or(usize::MAX, |&b| b as usize);
            if next == n {
                if room == 0 {
                    break;
                }
                // a run of consecutive members (g(N) = N at each), as many as fit
                let members = self.members;
                let run = members[self.k..]
                    .iter()
                    .zip(n..)
                    .take(room)
                    .take_while(|(&b, m)| b as usize == *m)
                    .count();
                let values = members[self.k..self.k + run].iter();
                self.buf
                    .extend(values.map(|&v| T::try_from(v).ok().expect("T holds every member")));
                self.k += run;
                self.n += run;
                continue;
            }
            let last = self.members[self.k - 1] as usize;
            // Past the last member up to upto, g(N) = g(N − last) throughout: g is periodic
            // there with period `last`, so the copy may come from any multiple of it and doubles.
            let back = if next == usize::MAX {
                (n - 1) / last * last
            } else {
                last
            };
            let (from, len) = (n - back, (next.min(self.upto + 1) - n).min(back));
            if from + len <= self.prefix.len() {
                if room == 0 {
                    break;
                }
                let len = len.min(room);
                self.buf.extend_from_slice(&self.prefix[from..from + len]);
                self.n += len;
            } else if self.buf.is_empty() {
                self.n += len;
                return Some(Piece::Copy { at, from, len });
            } else {
                break;
            }
        }
        (!self.buf.is_empty()).then_some(Piece::Values {
            at,
            values: &self.buf,
        })
    }
}

/// The members ≤ upto of the simple construction's base (upto ≤
/// [`MAX_TABLE`]), as [`simple_g_table`] lists them.
///
/// # Errors
/// When f fails at a member.
///
/// # Errors
/// When f fails at a member, or upto is past [`MAX_TABLE`].
pub fn simple_members(f: &FTable, upto: usize) -> Result<Vec<u32>, Error> {
    // (then every member, at most upto, fits u32)
    narrow::index("upto", upto as u64, 0, MAX_TABLE, "tables stop at 2·10^7")?;
    let mut members: Vec<u32> = Vec::new();
    // fmax[k]: the largest f over the first k + 1 members, capped (every threshold is ≤ upto).
    let mut fmax: Vec<u32> = Vec::new();
    let push = |members: &mut Vec<u32>, fmax: &mut Vec<u32>, m: usize| -> Result<(), Error> {
        // From the table when f is tabulated there (an analysis), else evaluated at m alone.
        let v = match f.tabulated(0, m as u64) {
            Some(v) => v,
            None => crate::rule::cap(f.exact(0, m as u64)?),
        };
        let top = fmax.last().copied().unwrap_or(0).max(v);
        members.push(table_pile(m));
        fmax.push(top);
        Ok(())
    };
    for m in [1, 2].into_iter().filter(|&m| m <= upto) {
        push(&mut members, &mut fmax, m)?;
    }
    // The smallest member whose running maximum reaches b_k only moves forward as b_k grows.
    let mut k = 0;
    while members.len() >= 2 {
        let bk = *members.last().expect("two members") as usize;
        while k < fmax.len() && (fmax[k] as usize) < bk {
            k += 1;
        }
        let Some(&b) = members.get(k) else { break }; // finite: no member qualifies
        let next = bk + b as usize;
        if next > upto {
            break;
        }
        push(&mut members, &mut fmax, next)?;
    }
    Ok(members)
}
