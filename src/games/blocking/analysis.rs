//! The page's report: brute force and Theorem 1's formula side by side for the first moves, the
//! conditions, and every claim of the paper judged by brute force on the range — holds, does not
//! apply, or contradicted with the pile and move where formula and game differ.

use super::brute::{self, Levels};
use super::formula::{self, Check};
use super::seq::Rules;
pub use super::seq::Values;
use crate::error::{check_range, Error};
use crate::narrow;
use serde::Serialize;

/// The largest pile range the analysis covers.
pub const MAX_UPTO: u64 = 1_000_000;
/// The most moves shown.
pub const MAX_MOVES: u64 = 12;
/// Values listed in the report's table.
const LISTED: u64 = 40;

/// A pile where brute force and the formula disagree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diff {
    /// The pile.
    pub pile: u64,
    /// Safe by brute force.
    pub brute: bool,
    /// Safe by the formula.
    pub formula: bool,
}

/// One move number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Level {
    /// The move number k.
    #[serde(rename = "move")]
    pub move_no: u64,
    /// Brute force: 1 where the pile is safe (sent to JS as a typed array, not in JSON).
    #[serde(skip)]
    pub safe: Vec<u8>,
    /// Brute force's safe piles as maximal runs [a, b] (sent to JS as a flat typed array
    /// a0, b0, a1, b1, …: up to 5·10^5 runs per move, which as JS arrays of pairs took seconds).
    #[serde(skip)]
    pub runs: Vec<(u64, u64)>,
    /// Theorem 1's safe intervals meeting [0, upto], clipped (sent to JS flat, as `runs`).
    #[serde(skip)]
    pub intervals: Vec<(u64, u64)>,
    /// The formula's set equals brute force's on 0..=upto.
    pub matches: bool,
    /// The smallest pile where they differ.
    pub first_diff: Option<Diff>,
    /// The summary's condition for the game from this move.
    pub weak: Check,
}

/// The conditions on the sequences.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Conditions {
    /// Checked for i = 1..=indices.
    pub indices: u64,
    /// Every sequence is constant beyond `indices`, so the checks cover every i.
    pub whole: bool,
    /// (1) c nondecreasing.
    pub one: Check,
    /// (2) 0 ≤ u_i ≤ u_{i+1}.
    pub two: Check,
    /// The summary's condition, from move 1.
    pub weak: Check,
}

/// A statement of the paper and what brute force says of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Claim {
    /// `theorem1`, `lemma1`, `summary-sufficient`, `summary-necessary`.
    pub id: &'static str,
    /// A short name.
    pub title: &'static str,
    /// The statement, in the paper's terms.
    pub statement: &'static str,
    /// `holds`, `contradicted` or `not-applicable` (its hypothesis fails on the range).
    pub verdict: &'static str,
    /// What brute force showed.
    pub text: String,
}

/// Work done.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BruteStats {
    /// (pile, move) states solved.
    pub cells: u64,
}

/// The whole report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Report {
    /// Piles 0..=upto.
    pub upto: u64,
    /// Moves 1..=moves.
    pub moves: u64,
    /// The sequences' first values.
    pub values: Values,
    /// One entry per move.
    pub levels: Vec<Level>,
    /// The conditions.
    pub conditions: Conditions,
    /// The claims, judged.
    pub claims: Vec<Claim>,
    /// Work done.
    pub brute: BruteStats,
}

/// Maximal runs of 1s.
pub fn runs(safe: &[u8]) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    let mut start = None;
    for (p, &b) in safe.iter().enumerate() {
        match (b == 1, start) {
            (true, None) => start = Some(p as u64),
            (false, Some(s)) => {
                out.push((s, p as u64 - 1));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, safe.len() as u64 - 1));
    }
    out
}

fn first_diff(safe: &[u8], intervals: &[(u64, u64)]) -> Option<Diff> {
    let mut formula = vec![0u8; safe.len()];
    // (the intervals are clipped to 0..=upto, the table's piles)
    for &(a, b) in intervals {
        let (a, b) = (narrow::saturating(a), narrow::saturating(b));
        if let Some(cells) = formula.get_mut(a..=b) {
            cells.fill(1);
        }
    }
    safe.iter()
        .zip(&formula)
        .position(|(a, b)| a != b)
        .map(|p| Diff {
            pile: p as u64,
            brute: safe[p] == 1,
            formula: formula[p] == 1,
        })
}

fn safe_word(b: bool) -> &'static str {
    if b {
        "safe"
    } else {
        "unsafe"
    }
}

fn diff_words(l: &Level) -> String {
    match &l.first_diff {
        Some(d) => format!(
            "at move {}, pile {} is {} by brute force but {} by the formula",
            l.move_no,
            d.pile,
            safe_word(d.brute),
            safe_word(d.formula)
        ),
        None => format!("at move {} the formula agrees", l.move_no),
    }
}

/// Runs brute force and the formula for moves 1..=moves, piles 0..=upto, and judges the claims.
///
/// # Errors
/// A bad value in the sequences (named), upto above [`MAX_UPTO`], moves outside 1..=[`MAX_MOVES`],
/// or brute force beyond its budget.
pub fn analyse(rules: &Rules, upto: u64, moves: u64) -> Result<Report, Error> {
    check_range(
        "upto",
        u128::from(upto),
        1,
        u128::from(MAX_UPTO),
        "brute force covers piles up to 10^6",
    )?;
    check_range(
        "moves",
        u128::from(moves),
        1,
        u128::from(MAX_MOVES),
        "the page shows up to 12 moves",
    )?;
    let tail = rules.constant_from();
    let (indices, whole) = match tail {
        Some(t) => (t.max(moves) + 1, true),
        None => (moves + upto + 1, false),
    };
    // Validate every value that matters first, so errors name the smallest bad i.
    rules.step(indices)?;
    let solved: Levels = brute::solve(rules, 1, moves, upto)?;
    let mut levels = Vec::new();
    for (k, safe) in (1..=moves).zip(&solved.safe) {
        let safe = safe.clone();
        let intervals = formula::intervals(rules, k, upto)?;
        let diff = first_diff(&safe, &intervals);
        levels.push(Level {
            move_no: k,
            runs: runs(&safe),
            safe,
            intervals,
            matches: diff.is_none(),
            first_diff: diff,
            weak: formula::weak_condition(rules, k, upto)?,
        });
    }
    let conditions = Conditions {
        indices,
        whole,
        one: formula::condition_one(rules, indices, whole)?,
        two: formula::condition_two(rules, indices, whole)?,
        weak: levels[0].weak.clone(),
    };
    let values = rules.values(indices.min(LISTED))?;
    let claims = judge(&levels, &conditions);
    Ok(Report {
        upto,
        moves,
        values,
        levels,
        conditions,
        claims,
        brute: BruteStats {
            cells: solved.cells,
        },
    })
}

fn judge(levels: &[Level], cond: &Conditions) -> Vec<Claim> {
    let upto = levels[0].safe.len() - 1;
    let range = format!("piles 0..{upto}, moves 1..{}", levels.len());
    let hyp = cond.one.holds && cond.two.holds;
    let wrong = levels.iter().find(|l| !l.matches);
    let theorem1 = Claim {
        id: "theorem1",
        title: "Theorem 1",
        statement:
            "If (1) and (2) hold, the safe piles are the union of the intervals [A_k, B_k − 1] \
                    (at every move, with the sequences shifted).",
        verdict: match (hyp, wrong) {
            (false, _) => "not-applicable",
            (true, None) => "holds",
            (true, Some(_)) => "contradicted",
        },
        text: match (hyp, wrong) {
            (true, None) => format!("Brute force agrees with the formula on {range}."),
            (true, Some(l)) => format!("Counterexample: {}.", diff_words(l)),
            (false, w) => {
                let why = if cond.one.holds {
                    &cond.two.text
                } else {
                    &cond.one.text
                };
                match w {
                    None => format!(
                        "Its hypotheses fail ({why}); the formula agrees with brute force on {range} all the same."
                    ),
                    Some(l) => format!(
                        "Its hypotheses fail ({why}), and indeed the formula is wrong: {}.",
                        diff_words(l)
                    ),
                }
            }
        },
    };
    // Lemma 1 under (1) and (2): every level's Lemma-1 part of the weak check.
    let lemma_fail = levels.iter().find(|l| !l.weak.holds);
    let lemma1 = Claim {
        id: "lemma1",
        title: "Lemma 1",
        statement: "If (1) and (2) hold, A_k < B_k < A_(k+1) for every k: the intervals exist.",
        verdict: match (hyp, lemma_fail) {
            (false, _) => "not-applicable",
            (true, None) => "holds",
            (true, Some(_)) => "contradicted",
        },
        text: match (hyp, lemma_fail) {
            (false, _) => "Its hypotheses (1) and (2) fail on the range.".to_string(),
            (true, None) => format!("The bounds are strictly increasing on {range}."),
            (true, Some(l)) => format!("At move {}: {}.", l.move_no, l.weak.text),
        },
    };
    let weak_holds: Vec<&Level> = levels.iter().filter(|l| l.weak.holds).collect();
    let weak_fails: Vec<&Level> = levels.iter().filter(|l| !l.weak.holds).collect();
    let sufficient_bad = weak_holds.iter().find(|l| !l.matches);
    let sufficient = Claim {
        id: "summary-sufficient",
        title: "Summary: the weaker condition suffices",
        statement: "u_i ≥ 0 for all i together with Lemma 1 is enough for the intervals to be the \
                    safe piles (in place of (1) and (2)).",
        verdict: match (weak_holds.is_empty(), sufficient_bad) {
            (true, _) => "not-applicable",
            (false, None) => "holds",
            (false, Some(_)) => "contradicted",
        },
        text: match (weak_holds.is_empty(), sufficient_bad) {
            (true, _) => "The weaker condition fails at every move shown.".to_string(),
            (false, None) => format!(
                "Wherever the weaker condition holds (moves {}), the formula agrees with brute force on piles 0..{upto}.",
                move_list(&weak_holds)
            ),
            (false, Some(l)) => format!(
                "Counterexample: the weaker condition holds from move {} ({}), yet {}.",
                l.move_no,
                l.weak.text,
                diff_words(l)
            ),
        },
    };
    let necessary_bad = weak_fails.iter().find(|l| l.matches);
    let necessary = Claim {
        id: "summary-necessary",
        title: "Summary: the weaker condition is necessary",
        statement: "Where u_i ≥ 0 or Lemma 1 fails, the intervals are not the safe piles.",
        verdict: match (weak_fails.is_empty(), necessary_bad) {
            (true, _) => "not-applicable",
            (false, None) => "holds",
            (false, Some(_)) => "contradicted",
        },
        text: match (weak_fails.is_empty(), necessary_bad) {
            (true, _) => "The weaker condition holds at every move shown.".to_string(),
            (false, None) => format!(
                "Wherever the weaker condition fails (moves {}), the formula is indeed wrong on piles 0..{upto}.",
                move_list(&weak_fails)
            ),
            (false, Some(l)) => format!(
                "Counterexample on piles 0..{upto}: from move {} the weaker condition fails ({}), \
                 yet the formula agrees with brute force on every pile.",
                l.move_no, l.weak.text
            ),
        },
    };
    vec![theorem1, lemma1, sufficient, necessary]
}

fn move_list(levels: &[&Level]) -> String {
    levels
        .iter()
        .map(|l| l.move_no.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdicts(c: &str, m: &str, big: &str) -> Vec<&'static str> {
        let r = Rules::parse(c, m, big).unwrap();
        let rep = analyse(&r, 200, 4).unwrap();
        rep.claims.iter().map(|c| c.verdict).collect()
    }

    #[test]
    fn the_papers_example_satisfies_everything() {
        assert_eq!(
            verdicts("0, 1, 2", "1, 3, 5", "3, 6, 10"),
            ["holds", "holds", "holds", "not-applicable"]
        );
    }

    #[test]
    fn the_summarys_claim_fails_both_ways() {
        // Weaker condition holds from move 1, yet pile 2 is safe by brute force only.
        let v = verdicts("1, 0", "1", "3, 1");
        assert_eq!(v[0], "not-applicable");
        assert_eq!(v[2], "contradicted");
        // Lemma 1 fails at move 1 (B_0 = A_1 = 5), yet the formula is right.
        let v = verdicts("2, 0", "3, 1", "6, 4");
        assert_eq!(v[3], "contradicted");
    }

    #[test]
    fn runs_are_maximal() {
        assert_eq!(runs(&[1, 1, 0, 1, 0, 0, 1]), [(0, 1), (3, 3), (6, 6)]);
        assert_eq!(runs(&[0, 0]), []);
    }
}
