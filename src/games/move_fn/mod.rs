//! # The move-function game: one pile, arbitrary move function
//!
//! Holshouser & Reiter, "One Pile Nim with Arbitrary Move Function", Electronic Journal of
//! Combinatorics 10 (2003) #N7.
//!
//! **Rules.** A position (N, x): N counters, and at most x may be taken. A move takes k,
//! 1 ≤ k ≤ min(N, x), giving (N − k, f(k)) to the opponent, for a fixed move function
//! f: Z⁺ → Z⁺ (typed by the user, f ≥ 1). Whoever takes the last counter wins. The first move's
//! maximum is given with the starting pile.
//!
//! **What is computed.** g(N), the smallest winning move from N: (N, x) is a win for the player to
//! move iff x ≥ g(N). Three ways, each checked against the next:
//! * [`brute`]: F(N, x) from the definition (tests only);
//! * [`recursion`]: g(k) = the smallest x with f(x) < g(k − x), g(0) = ∞;
//! * [`base`]: the g-base B_f and g0 (general construction for every f; simple construction when
//!   f(n + 1) − f(n) ≥ −1), the representation of N, and the main theorem g = g0.
//!
//! Periodic move functions f(n, x) with several bases (Holshouser & Reiter, "Dynamic Single-Pile
//! Nim Using Multiple Bases", Electron. J. Combin. 13 (2006) #N7) are the generalisation: its
//! Algorithm 1 is [`recursion::DirectG`] with a period, and this game is its period-1 case.

pub mod analysis;
pub mod analysis_messages;
pub mod base;
pub mod brute;
pub mod engine;
pub mod example2;
pub mod growth;
pub mod messages;
pub mod multi;
pub mod periodic;
pub mod periodic_messages;
pub mod play;
pub mod recursion;

use crate::error::{check_range, Error};
use crate::rule::{check_upto, FTable, MoveFn, MoveRule, MAX_TABLE};
pub use analysis::{Analysis, Report};
pub use base::{GBase, Method, Representation};
pub use engine::{Advice, Engine};
pub use play::{Game, GameState, Notation};
use recursion::INF;

/// The most members [`g_base`] lists (then `reach` says how far the listing goes).
pub const MAX_LISTED_MEMBERS: usize = 1_000_000;

/// g(1), …, g(upto) for the move function `f` (the fast way: g0 from the general construction of
/// B_f, equal to g by the main theorem — which the tests and [`Analysis`] check).
///
/// # Errors
/// A malformed f, f failing on 1..=upto, or upto outside 1..=[`MAX_TABLE`].
///
/// ```
/// let g = nimlab::games::move_fn::g_sequence("2x", 13).unwrap();
/// assert_eq!(g, [1, 2, 3, 1, 5, 1, 2, 8, 1, 2, 3, 1, 13]);
/// ```
pub fn g_sequence(f: &str, upto: u64) -> Result<Vec<u32>, Error> {
    g_sequence_of(Box::new(MoveFn::parse(f)?), upto)
}

/// [`g_sequence`] for any rule.
///
/// # Errors
/// As [`g_sequence`].
pub fn g_sequence_of(rule: Box<dyn MoveRule>, upto: u64) -> Result<Vec<u32>, Error> {
    let mut g = g_table(rule, upto)?;
    g.remove(0);
    Ok(g)
}

/// g(0..=upto) with g(0) = ∞ (`u32::MAX`), as [`g_sequence_of`] computes it; `&g[1..]` is the
/// sequence without a copy.
///
/// # Errors
/// As [`g_sequence`].
pub fn g_table(rule: Box<dyn MoveRule>, upto: u64) -> Result<Vec<u32>, Error> {
    let (ft, to) = validated(rule, upto)?;
    if ft.rule().proved_nondecreasing() {
        // The simple construction evaluates f only at base members; the general one would scan f
        // across whole gaps. Both give the same base where f is non-decreasing (tested).
        return base::simple_g_table(&ft, to);
    }
    general_g_table(ft, upto, to)
}

/// f's table for a g table up to `upto`: f is evaluated only where the construction reads it
/// when its form proves it valid on 1..=upto; else it is tabulated and checked first. With upto
/// as an index of the tables.
fn validated(rule: Box<dyn MoveRule>, upto: u64) -> Result<(FTable, usize), Error> {
    let to = check_upto(upto)?;
    let mut ft = FTable::new(rule);
    ft.validate_lazily(upto)?;
    Ok((ft, to))
}

/// g(0..=upto) by the general construction (`to` = upto as an index).
fn general_g_table(mut ft: FTable, upto: u64, to: usize) -> Result<Vec<u32>, Error> {
    let mut b = base::BaseBuilder::new();
    b.aim("upto", upto);
    b.extend(&mut ft, to)?;
    Ok(b.into_g())
}

/// [`general_g_table`] in the narrowest type: built in `u8` while every g fits, and where a
/// value does not, the tables so far are widened to `u16` (then `u32`) and the construction
/// goes on from that pile. At 10^7 piles the construction is bound by memory traffic, so a table
/// a quarter the size is most of the time saved (a bounded random-table f: 28 → 2.3 ms natively).
/// Its twin is [`g_table`], the same construction in `u32` (tested: the same values, in the
/// narrowest type that holds them).
fn general_g_narrowest(mut ft: FTable, upto: u64, to: usize) -> Result<GTable, Error> {
    let mut b = multi::MultiBuilder::<u8>::new_in(multi::Construction::Theta, 1);
    b.aim("upto", upto);
    if b.extend_within(&mut ft, to, u64::MAX)? {
        return Ok(GTable::U8(b.into_g(0)));
    }
    let mut b = b.widen::<u16>();
    if b.extend_within(&mut ft, to, u64::MAX)? {
        return Ok(GTable::U16(b.into_g(0)));
    }
    let mut b = b.widen::<u32>();
    b.extend(&mut ft, to)?;
    Ok(GTable::U32(b.into_g(0)))
}

/// g(0..=upto) in the narrowest unsigned type that holds every g(1..=upto); g(0) is that type's
/// largest value (∞, as in [`g_table`]). Its values are [`g_table`]'s (tested).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GTable {
    /// Every g ≤ 255 (a bounded f such as `min(x, 3)`).
    U8(Vec<u8>),
    /// Every g ≤ 65535.
    U16(Vec<u16>),
    /// Any g.
    U32(Vec<u32>),
}

impl GTable {
    /// The values as `u32`, g(0) = ∞ (`u32::MAX`): [`g_table`]'s table.
    pub fn to_u32(&self) -> Vec<u32> {
        let mut g: Vec<u32> = match self {
            GTable::U8(g) => g.iter().map(|&v| v.into()).collect(),
            GTable::U16(g) => g.iter().map(|&v| v.into()).collect(),
            GTable::U32(g) => g.clone(),
        };
        // (255 or 65535 may be a value further on)
        g[0] = INF;
        g
    }
}

/// [`g_table`] in the narrowest type ([`GTable`]). Where f is proved non-decreasing the simple
/// construction knows the largest value (its last member) first and fills that type directly;
/// else the general construction builds in `u8`, widening as values need.
///
/// # Errors
/// As [`g_table`].
pub fn g_table_narrowest(rule: Box<dyn MoveRule>, upto: u64) -> Result<GTable, Error> {
    Ok(match g_source(rule, upto)? {
        GSource::Table(g) => g,
        GSource::Simple(s) => s.table(),
    })
}

/// g(1..=upto) as gSequence copies it out: the whole table of the general construction, or, where
/// f is proved non-decreasing, the simple construction's members, from which g is filled whole
/// ([`SimpleG::table`]) or poured in pieces ([`SimpleG::pour`]).
///
/// # Errors
/// As [`g_table`].
pub fn g_source(rule: Box<dyn MoveRule>, upto: u64) -> Result<GSource, Error> {
    let (ft, to) = validated(rule, upto)?;
    if !ft.rule().proved_nondecreasing() {
        return general_g_narrowest(ft, upto, to).map(GSource::Table);
    }
    let members = base::simple_members(&ft, to)?;
    Ok(GSource::Simple(SimpleG { members, upto: to }))
}

/// gSequence's piece: values written into JS at a time (a buffer the cache holds); runs of g
/// longer than this are copied within the JS array ([`SimpleG::pour`]). Measured in Chromium
/// against 2^12 and 2^14 (and against a whole prefix of g kept in wasm): within noise for `2x` and
/// `x^2` at 10^7, each about 7 ms faster than copying a whole table out with `slice()`.
pub const POUR_PIECE: usize = 1 << 16;

/// What [`g_source`] gives.
pub enum GSource {
    /// g(0..=upto) of the general construction.
    Table(GTable),
    /// The simple construction's members.
    Simple(SimpleG),
}

/// g(1..=upto) of the simple construction, from its members ≤ upto; the last one is the largest
/// value, so the narrowest type is known before any g is written.
pub struct SimpleG {
    members: Vec<u32>,
    upto: usize,
}

/// [`SimpleG::pour`] in the narrowest type.
pub enum GPour<'a> {
    /// Every g ≤ 255.
    U8(base::SimplePour<'a, u8>),
    /// Every g ≤ 65535.
    U16(base::SimplePour<'a, u16>),
    /// Any g.
    U32(base::SimplePour<'a, u32>),
}

impl SimpleG {
    /// The largest value: the last member.
    fn top(&self) -> u32 {
        self.members.last().copied().unwrap_or(0)
    }

    /// g(0..=upto) whole ([`base::simple_g_fill`]), g(0) = ∞, in the narrowest type.
    pub fn table(&self) -> GTable {
        let (members, upto, top) = (&self.members, self.upto, self.top());
        if top <= u8::MAX.into() {
            GTable::U8(base::simple_g_fill(members, upto, u8::MAX))
        } else if top <= u16::MAX.into() {
            GTable::U16(base::simple_g_fill(members, upto, u16::MAX))
        } else {
            GTable::U32(base::simple_g_fill(members, upto, INF))
        }
    }

    /// g(1..=upto) in pieces ([`base::SimplePour`], values at most `piece` at a time), in the
    /// narrowest type.
    pub fn pour(&self, piece: usize) -> GPour<'_> {
        let (members, upto, top) = (&self.members[..], self.upto, self.top());
        if top <= u8::MAX.into() {
            GPour::U8(base::SimplePour::new(members, upto, u8::MAX, piece))
        } else if top <= u16::MAX.into() {
            GPour::U16(base::SimplePour::new(members, upto, u16::MAX, piece))
        } else {
            GPour::U32(base::SimplePour::new(members, upto, INF, piece))
        }
    }
}

/// B_f ∩ [1, upto] with g0: by the simple construction when f is proved non-decreasing (any
/// upto), else by the general construction (upto ≤ [`MAX_TABLE`]). Either lists at most
/// [`MAX_LISTED_MEMBERS`] members, and `reach` says how far the listing goes.
///
/// # Errors
/// A malformed f, f failing where needed (the general construction looks at f up to about
/// twice the last pile it needs: all of 1..=upto, or until more members are known than are
/// listed), or upto out of range.
///
/// ```
/// let b = nimlab::games::move_fn::g_base("2x", 100).unwrap();
/// assert_eq!(b.members, [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
/// ```
pub fn g_base(f: &str, upto: u64) -> Result<GBase, Error> {
    g_base_of(Box::new(MoveFn::parse(f)?), upto)
}

/// [`g_base`] for any rule.
///
/// # Errors
/// As [`g_base`].
pub fn g_base_of(rule: Box<dyn MoveRule>, upto: u64) -> Result<GBase, Error> {
    check_range("upto", u128::from(upto), 1, u128::from(u64::MAX), "")?;
    let mut ft = FTable::new(rule);
    if ft.rule().proved_nondecreasing() {
        let mut b = base::simple_base(&ft, upto, MAX_LISTED_MEMBERS)?;
        b.members.retain(|&m| m <= upto);
        b.g0.truncate(b.members.len());
        return Ok(b);
    }
    let end = crate::narrow::index(
        "upto",
        upto,
        1,
        MAX_TABLE,
        "f is not provably non-decreasing, so B_f comes from tables, which stop at 2·10^7",
    )?;
    let mut b = base::BaseBuilder::new();
    b.aim("upto", upto);
    // Grown in doubling steps, stopping once more members are known than are listed: the piles
    // past them change nothing listed, and building them (f tabulated there, every pile copied)
    // was most of the time when every pile is a member (gBase of 3x/2-like f on 10^7: 1.1 s).
    let mut to = 0;
    while to < end && b.members().0.len() <= MAX_LISTED_MEMBERS {
        to = end.min(to.saturating_mul(2).max(1 << 16));
        ft.validate(to as u64)?;
        b.extend(&mut ft, to)?;
    }
    drop(ft);
    let mut base = b.into_base();
    // At most as many members as the simple construction lists: every member ≤ reach.
    if base.members.len() > MAX_LISTED_MEMBERS {
        base.reach = base.members[MAX_LISTED_MEMBERS] - 1;
        base.members.truncate(MAX_LISTED_MEMBERS);
        base.g0.truncate(MAX_LISTED_MEMBERS);
        base.finite = false;
        base.stopped = Some(
            crate::message::Message::new("err-base-listed")
                .num("count", MAX_LISTED_MEMBERS as u64)
                .figure("reach", base.reach),
        );
    }
    Ok(base)
}

/// The winning move from (pile, max), or the best losing one.
///
/// # Errors
/// A malformed f, pile or max 0, a pile beyond reach, or f failing where needed.
///
/// ```
/// let a = nimlab::games::move_fn::best_move("2x", 20, 19).unwrap();
/// assert!(a.winning);
/// assert_eq!(a.take, 2); // 20 = 2 + 5 + 13
/// ```
pub fn best_move(f: &str, pile: u64, max: u64) -> Result<Advice, Error> {
    Engine::new(Box::new(MoveFn::parse(f)?))?.advise(pile, max)
}
