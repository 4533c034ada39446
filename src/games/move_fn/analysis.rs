//! Everything the page shows about one f on 1..=L, computed in steps so that a worker can report
//! progress and be cancelled: g by the direct recursion, B_f and g0 by the general construction,
//! the main theorem g = g0 checked between them, the condition f(n + 1) − f(n) ≥ −1 (proved,
//! checked, or failing), the simple construction compared with the general one where it applies,
//! storage figures and the growth of B_f ([`growth`]: against the paper's conjecture, classified
//! from the data).

use super::base::{simple_members, BaseBuilder, Method};
pub use super::growth::{growth, Growth};
use super::recursion::DirectG;
use crate::error::Error;
use crate::message::Message;
use crate::narrow;
use crate::rule::{check_tables, check_upto, FTable, MoveRule};
use serde::Serialize;

/// The condition f(n + 1) − f(n) ≥ −1 under which the simple construction applies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Condition {
    /// "proved" (from the form of f, for every n), "checked" (on 1..=upto), or "fails".
    pub status: &'static str,
    /// The range looked at.
    pub upto: u64,
    /// Where it fails: f(at + 1) − f(at) < −1.
    pub at: Option<u64>,
    /// A sentence for the page (`message` in English).
    pub text: String,
    /// The sentence as a message, for the page's language.
    pub message: Message,
}

/// The main theorem g = g0, checked on 1..=checked_upto.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Theorem {
    /// True when g(N) = g0(N) for every N checked.
    pub holds: bool,
    /// The range checked.
    pub checked_upto: u64,
    /// The first N with g(N) ≠ g0(N): (N, g, g0).
    pub first_failure: Option<Failure>,
    /// A sentence for the page (`message` in English).
    pub text: String,
    /// The sentence as a message, for the page's language.
    pub message: Message,
}

/// A place where two computations disagree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Failure {
    /// The pile.
    pub n: u64,
    /// g(n) by the direct recursion.
    pub g: u64,
    /// g0(n) from the base.
    pub g0: u64,
}

/// How compactly B_f stores the strategy.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Storage {
    /// |B_f ∩ [1, L]|.
    pub base_members: u64,
    /// L.
    pub upto: u64,
    /// A sentence for the page (`message` in English).
    pub text: String,
    /// The sentence as a message, for the page's language.
    pub message: Message,
}

/// The result of an [`Analysis`].
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    /// L.
    pub upto: u64,
    /// g(0..=L) by the direct recursion (`g[0]` = ∞ as `u32::MAX`); passed to JS as a typed array.
    #[serde(skip)]
    pub g: Vec<u32>,
    /// B_f ∩ [1, L] by the general construction.
    pub base: Vec<u64>,
    /// g0 of each member.
    pub g0: Vec<u64>,
    /// True when the construction ended within [1, L].
    pub finite: bool,
    /// Members with g0(b) = b.
    pub self_members: u64,
    /// The construction listed ("general"; the simple one is compared in `condition`).
    pub method: Method,
    /// f(n + 1) − f(n) ≥ −1.
    pub condition: Condition,
    /// Where the condition holds: whether the simple construction gives the same base on 1..=L.
    pub simple_agrees: Option<bool>,
    /// g = g0.
    pub theorem: Theorem,
    /// The direct recursion against brute force on the first piles.
    pub brute: super::periodic::BruteCheck,
    /// Storage figures.
    pub storage: Storage,
    /// Growth of B_f.
    pub growth: Growth,
    /// N ≤ L with g(N) = N: the losing starting piles when the first move may take N − 1 (the
    /// take-away game of Cut The Knot).
    pub losing_starts: Vec<u64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Validate,
    Direct,
    Fast,
    Done,
}

/// A computation over 1..=L in steps.
pub struct Analysis {
    f: FTable,
    upto: usize,
    stage: Stage,
    direct: DirectG,
    fast: BaseBuilder,
    report: Option<Report>,
}

impl Analysis {
    /// Starts an analysis of `rule` on 1..=upto.
    ///
    /// # Errors
    /// When upto is 0 or above [`MAX_TABLE`](crate::rule::MAX_TABLE).
    pub fn new(rule: Box<dyn MoveRule>, upto: u64) -> Result<Self, Error> {
        let l = check_upto(upto)?;
        check_tables(rule.as_ref(), upto)?;
        let mut direct = DirectG::new(0);
        direct.aim("upto", upto);
        let mut fast = BaseBuilder::new();
        fast.aim("upto", upto);
        Ok(Analysis {
            f: FTable::new(rule),
            upto: l,
            stage: Stage::Validate,
            direct,
            fast,
            report: None,
        })
    }

    /// Does about `work` units of work (a pile, or a move tried in a search); returns the
    /// fraction done (1.0 when finished). The whole analysis stops with
    /// a budget refusal ([`Error::limit`]) when its recursion or its construction passes
    /// [`MAX_WORK`](crate::rule::MAX_WORK) steps, naming the largest upto that fit.
    ///
    /// # Errors
    /// When f fails at an argument the computation needs (the analysis stops there).
    pub fn advance(&mut self, work: u64) -> Result<f64, Error> {
        // (any work: a step past the end goes to the end, on every target)
        let work = work.max(1);
        let l = self.upto;
        match self.stage {
            Stage::Validate => {
                if self.f.validate_step(l as u64, work)? {
                    self.stage = Stage::Direct;
                }
            }
            Stage::Direct => {
                let to = narrow::ahead(self.direct.len(), work, l);
                if self.direct.extend_within(&mut self.f, to, work)? && to == l {
                    self.stage = Stage::Fast;
                }
            }
            Stage::Fast => {
                let work = work.saturating_mul(4);
                let to = narrow::ahead(self.fast.len(), work, l);
                if self.fast.extend_within(&mut self.f, to, work)? && to == l {
                    self.report = Some(self.finish()?);
                    self.stage = Stage::Done;
                }
            }
            Stage::Done => {}
        }
        Ok(self.progress())
    }

    /// Runs to the end.
    ///
    /// # Errors
    /// As [`Analysis::advance`].
    pub fn run(mut self) -> Result<Report, Error> {
        while self.stage != Stage::Done {
            self.advance(1 << 20)?;
        }
        Ok(self.report.take().expect("done"))
    }

    /// The fraction done.
    pub fn progress(&self) -> f64 {
        let l = self.upto as f64;
        match self.stage {
            Stage::Validate => 0.0,
            Stage::Direct => 0.1 + 0.7 * self.direct.len() as f64 / l,
            Stage::Fast => 0.8 + 0.2 * self.fast.len() as f64 / l,
            Stage::Done => 1.0,
        }
    }

    /// The report, once done.
    pub fn report(&self) -> Option<&Report> {
        self.report.as_ref()
    }

    fn finish(&mut self) -> Result<Report, Error> {
        let l = self.upto;
        let g = std::mem::replace(&mut self.direct, DirectG::new(0)).into_values();
        let g0 = self.fast.g();
        let first_failure = (1..=l).find(|&n| g[n] != g0[n]).map(|n| Failure {
            n: n as u64,
            g: u64::from(g[n]),
            g0: u64::from(g0[n]),
        });
        let message = match first_failure {
            None => Message::new("mfa-theorem-holds")
                .math("claim", "g = g0")
                .figure("upto", l as u64),
            Some(Failure { n, g, g0 }) => Message::new("mfa-theorem-fails")
                .math("g", format!("g({n}) = {g}"))
                .math("g0", format!("g0({n}) = {g0}")),
        };
        let theorem = Theorem {
            holds: first_failure.is_none(),
            checked_upto: l as u64,
            text: message.english(),
            message,
            first_failure,
        };
        let condition = self.condition()?;
        let simple_agrees = if condition.status == "fails" {
            None
        } else {
            // The simple construction's base, with g0 = identity: the same members, each its own g0.
            let s = simple_members(&self.f, l)?;
            let (members, g0) = self.fast.members();
            Some(s == members && members == g0)
        };
        let brute = super::periodic::brute_check(&mut self.f, std::slice::from_ref(&g))?;
        // Done with f's table and the construction's: free them before the base is copied out.
        self.f.release();
        let base = std::mem::take(&mut self.fast).into_base();
        let count = base.members.len() as u64;
        let message = Message::new("mfa-storage")
            .math("set", format!("B_f ∩ [1, {l}]"))
            .num("count", count)
            .figure("upto", l as u64)
            .math(
                "percent",
                crate::decimal::fixed(100.0 * count as f64 / l as f64, 3),
            )
            .num("values", l as u64);
        let storage = Storage {
            base_members: count,
            upto: l as u64,
            text: message.english(),
            message,
        };
        let g_max = g[1..].iter().copied().max().map_or(0, u64::from);
        let growth = growth(&base, g_max, l as u64);
        let losing_starts = (1..=l)
            .filter(|&n| g[n] as usize == n)
            .take(1000)
            .map(|n| n as u64)
            .collect();
        Ok(Report {
            brute,
            upto: l as u64,
            self_members: base.self_members() as u64,
            base: base.members,
            g0: base.g0,
            finite: base.finite,
            method: Method::General,
            g,
            condition,
            simple_agrees,
            theorem,
            storage,
            growth,
            losing_starts,
        })
    }

    fn condition(&mut self) -> Result<Condition, Error> {
        let l = self.upto as u64;
        if self.f.rule().proved_nondecreasing() {
            return Ok(Condition::new(
                "proved",
                l,
                None,
                Message::new("mfa-condition-proved").math("condition", CONDITION),
            ));
        }
        let mut prev = i64::from(self.f.get(0, 1)?);
        for n in 1..self.upto {
            let next = i64::from(self.f.get(0, n + 1)?);
            if next - prev < -1 {
                return Ok(Condition::new(
                    "fails",
                    l,
                    Some(n as u64),
                    Message::new("mfa-condition-fails").math(
                        "drop",
                        format!("f({}) − f({n}) = {} < −1", n + 1, next - prev),
                    ),
                ));
            }
            prev = next;
        }
        Ok(Condition::new(
            "checked",
            l,
            None,
            Message::new("mfa-condition-checked")
                .math("condition", CONDITION)
                .figure("upto", l),
        ))
    }
}

/// The condition under which the simple construction applies, as written.
const CONDITION: &str = "f(n + 1) − f(n) ≥ −1";

impl Condition {
    fn new(status: &'static str, upto: u64, at: Option<u64>, message: Message) -> Condition {
        Condition {
            status,
            upto,
            at,
            text: message.english(),
            message,
        }
    }
}
