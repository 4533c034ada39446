//! The engine for one f: the smallest winning move g(N) for any N it can reach, the winning move
//! from any position (N, x) with its reason, and — for lost positions — the move that survives
//! longest (remoteness), as far as tables allow.
//!
//! How g(N) is found: if f is *proved* non-decreasing (from the form of its expression), the
//! simple base reaches 2^62 and more at once and g(N) is the smallest part of N's representation;
//! otherwise the general construction fills g0 = g (main theorem) on 1..=N, for N up to
//! [`MAX_TABLE`].

use super::base::{simple_base, BaseBuilder, GBase, Representation};
use crate::error::{check_range, Error};
use crate::rule::{FTable, MoveRule, MAX_TABLE};
use serde::Serialize;

/// Positions with piles up to this get the longest-surviving losing move (remoteness table,
/// about PILE²/2 cells of 2 bytes).
pub const REMOTENESS_LIMIT: usize = 1500;

/// The engine lists at most this many members of a simple base (a base that grows slowly is
/// answered from tables instead, beyond that).
pub const SIMPLE_MEMBERS: usize = 100_000;

/// What to do from a position, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Advice {
    /// True when the player to move wins with best play.
    pub winning: bool,
    /// The move to make: g(N) when winning; when losing, the move that survives longest.
    pub take: u64,
    /// One or two sentences a student can follow.
    pub why: String,
}

/// The engine for one move function.
pub struct Engine {
    f: FTable,
    simple: Option<GBase>,
    general: BaseBuilder,
    remoteness: Remoteness,
}

impl Engine {
    /// An engine for `rule`.
    ///
    /// # Errors
    /// When f fails at 1 or 2.
    pub fn new(rule: Box<dyn MoveRule>) -> Result<Self, Error> {
        let f = FTable::new(rule);
        let simple = if f.rule().proved_nondecreasing() {
            Some(simple_base(&f, u64::MAX, SIMPLE_MEMBERS)?)
        } else {
            f.exact(0, 1)?;
            None
        };
        Ok(Engine {
            f,
            simple,
            general: BaseBuilder::new(),
            remoteness: Remoteness::default(),
        })
    }

    /// The move function's table.
    pub fn f(&mut self) -> &mut FTable {
        &mut self.f
    }

    /// The exact f(k).
    ///
    /// # Errors
    /// As [`MoveRule::eval`].
    pub fn f_exact(&self, k: u64) -> Result<u64, Error> {
        self.f.exact(0, k)
    }

    /// The largest N for which g(N) can be answered.
    pub fn reach(&self) -> u64 {
        match &self.simple {
            Some(b) if b.finite => u64::MAX,
            Some(b) => b.reach.max(MAX_TABLE),
            None => MAX_TABLE,
        }
    }

    /// The base that answers for `n`: the simple one when it reaches, else the general one
    /// built to n.
    fn base_for(&mut self, n: u64) -> Result<GBase, Error> {
        if let Some(b) = &self.simple {
            if b.finite || n <= b.reach {
                return Ok(b.clone());
            }
        }
        self.grow("N", n)?;
        Ok(self.general.base())
    }

    fn grow(&mut self, what: &'static str, n: u64) -> Result<(), Error> {
        if n as usize > self.general.len() {
            check_range(
                what,
                u128::from(n),
                1,
                u128::from(self.reach()),
                if self.simple.is_some() {
                    "beyond the base the simple construction could list"
                } else {
                    "f is not provably non-decreasing, so g is tabulated, and tables stop at 2·10^7"
                },
            )?;
            self.f.validate(n)?;
            self.general.extend(&mut self.f, n as usize)?;
        }
        Ok(())
    }

    /// g(n): the smallest winning move from a pile of n (n ≥ 1).
    ///
    /// # Errors
    /// When n is 0 or beyond [`Engine::reach`], or f fails where it is needed.
    pub fn g(&mut self, n: u64) -> Result<u64, Error> {
        check_range("pile", u128::from(n), 1, u128::from(u64::MAX), "")?;
        if let Some(b) = &self.simple {
            if b.finite || n <= b.reach {
                return b.g0_of(n);
            }
        }
        self.grow("pile", n)?;
        Ok(u64::from(self.general.g()[n as usize]))
    }

    /// The representation of n in B_f (from the simple base when f is proved non-decreasing).
    ///
    /// # Errors
    /// As [`Engine::g`].
    pub fn representation(&mut self, n: u64) -> Result<(Representation, GBase), Error> {
        check_range("N", u128::from(n), 1, u128::from(u64::MAX), "")?;
        let base = self.base_for(n)?;
        Ok((base.represent(n)?, base))
    }

    /// The move to make from (pile, limit) — limit is the most the rule allows now — and why.
    ///
    /// # Errors
    /// When pile or limit is 0, the pile is beyond reach, or f fails where needed.
    pub fn advise(&mut self, pile: u64, limit: u64) -> Result<Advice, Error> {
        check_range("pile", u128::from(pile), 1, u128::from(u64::MAX), "")?;
        check_range("max", u128::from(limit), 1, u128::from(u64::MAX), "")?;
        let x = limit.min(pile);
        let (rep, _) = self.representation(pile)?;
        let g = rep.g0;
        let rep_text = describe_rep(&rep);
        if x >= g {
            let why = if g == pile {
                format!("{rep_text}, so g({pile}) = {pile}: take all {pile} and win.")
            } else {
                let left = pile - g;
                let fg = self.f_exact(g)?;
                let g_left = self.g(left)?;
                format!(
                    "{rep_text}, so g({pile}) = {g} ≤ {x}: take {g}. That leaves {left} with at \
                     most f({g}) = {fg} to take, but {left} needs a move of at least g({left}) = \
                     {g_left} to win."
                )
            };
            return Ok(Advice {
                winning: true,
                take: g,
                why,
            });
        }
        let lose =
            format!("{rep_text}, so g({pile}) = {g} > {x}: every move loses against best play");
        if pile as usize <= REMOTENESS_LIMIT {
            self.remoteness.extend(&mut self.f, pile as usize)?;
            let (take, r) = self
                .remoteness
                .longest_loss(&mut self.f, pile as usize, x as usize)?;
            Ok(Advice {
                winning: false,
                take,
                why: format!(
                    "{lose}; taking {take} makes the game last longest ({r} more moves with best play)."
                ),
            })
        } else {
            Ok(Advice {
                winning: false,
                take: 1,
                why: format!("{lose}; taking 1 (piles this large have no survival table)."),
            })
        }
    }
}

/// "20 = 2 + 5 + 13 in B_f" (long sums shortened).
fn describe_rep(rep: &super::base::Representation) -> String {
    let mut terms: Vec<String> = rep.parts.iter().map(u64::to_string).collect();
    if terms.len() > 8 {
        let n = terms.len();
        terms = [&terms[..3], &["…".to_string()], &terms[n - 3..]].concat();
    }
    if let Some(top) = rep.top {
        if rep.theta > 0 {
            terms.push(format!("{}·{top}", rep.theta));
        }
    }
    let mut s = format!("{} = {} in B_f", rep.n, terms.join(" + "));
    if rep.g0 != rep.smallest {
        s.push_str(&format!(
            "; its smallest part {} has g0({}) = {}",
            rep.smallest, rep.smallest, rep.g0
        ));
    } else {
        s.push_str(&format!("; its smallest part is {}", rep.smallest));
    }
    s
}

/// Remoteness R(n, x) for n ≤ len, x ≤ n (triangular), by the standard rule: R(0, ·) = 0; a
/// position with a move to an even-R position has R = 1 + the least such; otherwise R = 1 + the
/// largest child. Odd R ⇔ the player to move wins.
#[derive(Clone, Debug, Default)]
pub struct Remoteness {
    cells: Vec<u16>,
    len: usize,
}

impl Remoteness {
    fn at(&self, n: usize, x: usize) -> u16 {
        if n == 0 {
            return 0;
        }
        let x = x.min(n);
        self.cells[n * (n - 1) / 2 + x - 1]
    }

    /// R(n, x).
    pub fn get(&self, n: usize, x: usize) -> u16 {
        self.at(n, x)
    }

    /// Extends to piles ≤ `to`.
    ///
    /// # Errors
    /// When f fails at a move size ≤ to.
    pub fn extend(&mut self, f: &mut FTable, to: usize) -> Result<(), Error> {
        for n in self.len + 1..=to {
            let mut best_even: Option<u16> = None;
            let mut worst: u16 = 0;
            for k in 1..=n {
                let child = self.at(n - k, f.get(0, k)? as usize);
                if child.is_multiple_of(2) {
                    best_even = Some(best_even.map_or(child, |b| b.min(child)));
                }
                worst = worst.max(child);
                let r = match best_even {
                    Some(b) => b + 1,
                    None => worst + 1,
                };
                self.cells.push(r);
            }
            self.len = n;
        }
        Ok(())
    }

    /// The losing move from (n, x) that keeps the game going longest: (take, R after it).
    fn longest_loss(&self, f: &mut FTable, n: usize, x: usize) -> Result<(u64, u16), Error> {
        let mut best = (1u64, 0u16);
        for k in 1..=x.min(n) {
            let r = self.at(n - k, f.get(0, k)? as usize);
            if k == 1 || r > best.1 {
                best = (k as u64, r);
            }
        }
        Ok(best)
    }
}
