//! The page's report: brute force and Theorem 1's formula side by side for the first moves, the
//! conditions, and every claim of the paper judged by brute force on the range — holds, does not
//! apply, or contradicted with the pile and move where formula and game differ.

use super::brute::{self, Levels};
use super::formula::{self, Check};
use super::seq::Rules;
pub use super::seq::Values;
use crate::error::{check_range, Error};
use crate::message::Message;
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
#[serde(rename_all = "camelCase")]
pub struct Claim {
    /// `theorem1`, `lemma1`, `summary-sufficient`, `summary-necessary`.
    pub id: &'static str,
    /// A short name.
    pub title: String,
    /// The statement, in the paper's terms.
    pub statement: String,
    /// `holds`, `contradicted` or `not-applicable` (its hypothesis fails on the range).
    pub verdict: &'static str,
    /// What brute force showed.
    pub text: String,
    /// `title`, `statement` and `text` as messages (the front end words them in the reader's
    /// language).
    pub title_message: Message,
    /// See `title_message`.
    pub statement_message: Message,
    /// See `title_message`.
    pub message: Message,
}

impl Claim {
    /// The claim `id` (its title and statement are the messages `bna-title-<id>` and
    /// `bna-statement-<id>`) judged `verdict`, brute force's finding `message`.
    fn new(
        id: &'static str,
        (title, statement): (&'static str, &'static str),
        verdict: &'static str,
        message: Message,
    ) -> Claim {
        let title = Message::new(title);
        // (the one statement with maths in it: the intervals of Theorem 1)
        let statement = match id {
            "theorem1" => Message::new(statement).math("intervals", "[A_k, B_k − 1]"),
            _ => Message::new(statement),
        };
        Claim {
            id,
            title: title.english(),
            statement: statement.english(),
            verdict,
            text: message.english(),
            title_message: title,
            statement_message: statement,
            message,
        }
    }
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

/// "at move 2, pile 9 is safe by brute force but unsafe by the formula".
fn diff_words(l: &Level) -> Message {
    match &l.first_diff {
        Some(d) => Message::new("bna-diff")
            .num("move", l.move_no)
            .num("pile", d.pile)
            .math("brute", safe_word(d.brute))
            .math("formula", safe_word(d.formula)),
        None => Message::new("bna-diff-none").num("move", l.move_no),
    }
}

/// A verdict from whether the hypothesis fails (`na`) and a counterexample was found.
fn verdict_of<T>(na: bool, bad: Option<T>) -> &'static str {
    match (na, bad) {
        (true, _) => "not-applicable",
        (false, None) => "holds",
        (false, Some(_)) => "contradicted",
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
    let upto = (levels[0].safe.len() - 1) as u64;
    let range = || {
        Message::new("bna-range")
            .figure("upto", upto)
            .figure("moves", levels.len() as u64)
    };
    let hyp = cond.one.holds && cond.two.holds;
    let wrong = levels.iter().find(|l| !l.matches);
    let why = || {
        if cond.one.holds {
            cond.two.message.clone()
        } else {
            cond.one.message.clone()
        }
    };
    let theorem1 = Claim::new(
        "theorem1",
        ("bna-title-theorem1", "bna-statement-theorem1"),
        verdict_of(!hyp, wrong),
        match (hyp, wrong) {
            (true, None) => Message::new("bna-theorem1-holds").msg("range", range()),
            (true, Some(l)) => Message::new("bna-theorem1-contradicted").msg("diff", diff_words(l)),
            (false, None) => Message::new("bna-theorem1-na-agrees")
                .msg("why", why())
                .msg("range", range()),
            (false, Some(l)) => Message::new("bna-theorem1-na-wrong")
                .msg("why", why())
                .msg("diff", diff_words(l)),
        },
    );
    // Lemma 1 under (1) and (2): every level's Lemma-1 part of the weak check.
    let lemma_fail = levels.iter().find(|l| !l.weak.holds);
    let lemma1 = Claim::new(
        "lemma1",
        ("bna-title-lemma1", "bna-statement-lemma1"),
        verdict_of(!hyp, lemma_fail),
        match (hyp, lemma_fail) {
            (false, _) => Message::new("bna-lemma1-na"),
            (true, None) => Message::new("bna-lemma1-holds").msg("range", range()),
            (true, Some(l)) => Message::new("bna-lemma1-contradicted")
                .num("move", l.move_no)
                .msg("why", l.weak.message.clone()),
        },
    );
    let weak_holds: Vec<&Level> = levels.iter().filter(|l| l.weak.holds).collect();
    let weak_fails: Vec<&Level> = levels.iter().filter(|l| !l.weak.holds).collect();
    let sufficient_bad = weak_holds.iter().find(|l| !l.matches);
    let sufficient = Claim::new(
        "summary-sufficient",
        (
            "bna-title-summary-sufficient",
            "bna-statement-summary-sufficient",
        ),
        verdict_of(weak_holds.is_empty(), sufficient_bad),
        match (weak_holds.is_empty(), sufficient_bad) {
            (true, _) => Message::new("bna-sufficient-na"),
            (false, None) => Message::new("bna-sufficient-holds")
                .math("moves", move_list(&weak_holds))
                .figure("upto", upto),
            (false, Some(l)) => Message::new("bna-sufficient-contradicted")
                .num("move", l.move_no)
                .msg("why", l.weak.message.clone())
                .msg("diff", diff_words(l)),
        },
    );
    let necessary_bad = weak_fails.iter().find(|l| l.matches);
    let necessary = Claim::new(
        "summary-necessary",
        (
            "bna-title-summary-necessary",
            "bna-statement-summary-necessary",
        ),
        verdict_of(weak_fails.is_empty(), necessary_bad),
        match (weak_fails.is_empty(), necessary_bad) {
            (true, _) => Message::new("bna-necessary-na"),
            (false, None) => Message::new("bna-necessary-holds")
                .math("moves", move_list(&weak_fails))
                .figure("upto", upto),
            (false, Some(l)) => Message::new("bna-necessary-contradicted")
                .figure("upto", upto)
                .num("move", l.move_no)
                .msg("why", l.weak.message.clone()),
        },
    );
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
