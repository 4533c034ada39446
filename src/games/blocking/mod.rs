//! # Dynamic one-pile blocking Nim
//!
//! Flammenkamp, Holshouser & Reiter, "Dynamic One-Pile Blocking Nim", Electronic Journal of
//! Combinatorics 10 (2003) #N4.
//!
//! **Rules.** Three sequences c_i ≥ 0, m_i ≥ 1, M_i ≥ m_i (i = 1, 2, …: the global move number).
//! Before the k-th move the opponent of the mover forbids up to c_k of the options
//! x ∈ [m_k, M_k], x ≤ pile; the mover then takes an allowed x. A player with no allowed option
//! loses. A pile is *safe* when it is lost for the player to move.
//!
//! **What is computed.**
//! * [`brute`]: the safe piles at every move from the definition (the opponent forbids winning
//!   options first, so the mover wins iff more than c_k options win), and a literal solver that
//!   tries every forbidden set — its slow twin;
//! * [`formula`]: Theorem 1's intervals ∪ [A_k, B_k − 1], conditions (1) c nondecreasing and
//!   (2) 0 ≤ u_i = M_i − m_i − c_i nondecreasing, Lemma 1, and the summary's weaker condition;
//! * [`analysis`]: both side by side, each claim judged by brute force on the range (the
//!   summary's "necessary and sufficient" condition is contradicted in both directions there);
//! * [`play`]: a game against the engine with blocks both ways.

pub mod analysis;
pub mod brute;
pub mod formula;
pub mod messages;
pub mod play;
pub mod seq;

pub use analysis::{analyse, Report};
pub use play::BlockingGame;
pub use seq::{Rules, Seq, Step};

use crate::error::Error;
use serde::Serialize;

/// What `nimlab blocking` prints: the safe piles at one move by brute force, Theorem 1's intervals
/// meeting [0, upto], whether they agree, and the conditions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// The move number.
    #[serde(rename = "move")]
    pub move_no: u64,
    /// Piles 0..=upto lost for the player to move (brute force).
    pub safe: Vec<u64>,
    /// Theorem 1's safe intervals [A_k, B_k − 1] meeting [0, upto] (clipped).
    pub intervals: Vec<(u64, u64)>,
    /// The formula's set equals brute force's on 0..=upto.
    pub formula_matches: bool,
    /// The first pile where they differ.
    pub first_diff: Option<analysis::Diff>,
    /// The conditions (1), (2) and the summary's, and the claims judged.
    pub conditions: analysis::Conditions,
    /// The claims of the paper, judged by brute force on moves 1..=move.
    pub claims: Vec<analysis::Claim>,
}

/// The safe piles at move `move_no` for piles 0..=upto, and the formula beside them.
///
/// # Errors
/// Bad sequences (named), or ranges beyond the analysis' limits.
///
/// ```
/// use nimlab::games::blocking::{summary, Rules};
/// let s = summary(&Rules::parse("0", "1", "3").unwrap(), 12, 1).unwrap();
/// assert_eq!(s.safe, [0, 4, 8, 12]);
/// assert!(s.formula_matches);
/// ```
pub fn summary(rules: &Rules, upto: u64, move_no: u64) -> Result<Summary, Error> {
    let r = analyse(rules, upto, move_no)?;
    let l = r.levels.last().expect("at least one level");
    Ok(Summary {
        move_no,
        safe: l
            .safe
            .iter()
            .enumerate()
            .filter(|(_, &b)| b == 1)
            .map(|(p, _)| p as u64)
            .collect(),
        intervals: l.intervals.clone(),
        formula_matches: l.matches,
        first_diff: l.first_diff.clone(),
        conditions: r.conditions.clone(),
        claims: r.claims.clone(),
    })
}
