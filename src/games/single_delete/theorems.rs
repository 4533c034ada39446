//! The paper's statements checked against the solver on its whole range: each says "holds on
//! piles ≤ S" or gives the first counterexample (in lexicographic order). The 4-pile case
//! (Theorem 1.5, whose conditions were lost in extraction) is shown as condition (1) checked
//! plus every other P-position, grouped by the pattern of 2-adic valuations.

use super::Solver;
use serde::Serialize;
use std::collections::BTreeMap;

/// A statement checked on a solver's range.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Check {
    /// "theorem-1.1", "theorem-1.4", "prop-4.1", "prop-4.2", "condition-1".
    pub id: &'static str,
    /// The statement, in words.
    pub statement: &'static str,
    /// True when no position in range contradicts it.
    pub holds: bool,
    /// The first counterexample (sorted piles).
    pub counterexample: Option<Vec<u32>>,
    /// A sentence for the page.
    pub text: String,
}

/// The 2-adic valuation: how many times 2 divides v (v ≥ 1).
pub fn valuation(v: u32) -> u32 {
    v.trailing_zeros()
}

/// Every sorted position of the solver's range, in lexicographic order.
fn positions(s: &Solver) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    let mut a = vec![1u32; s.piles()];
    loop {
        out.push(a.clone());
        if !super::next_colex(&mut a, s.max()) {
            break;
        }
    }
    out.sort();
    out
}

fn check(
    s: &Solver,
    id: &'static str,
    statement: &'static str,
    applies: bool,
    claim: impl Fn(&[u32], bool) -> bool,
) -> Check {
    if !applies {
        return Check {
            id,
            statement,
            holds: true,
            counterexample: None,
            text: "Does not apply to this number of piles.".into(),
        };
    }
    let bad = positions(s).into_iter().find(|a| {
        let piles: Vec<u64> = a.iter().map(|&v| u64::from(v)).collect();
        let p = s.is_p(&piles).expect("in range");
        !claim(a, p)
    });
    let text = match &bad {
        Some(a) => format!("Contradicted at {a:?}."),
        None => format!(
            "Holds for every position of {} piles, each ≤ {} (search).",
            s.piles(),
            s.max()
        ),
    };
    Check {
        id,
        statement,
        holds: bad.is_none(),
        counterexample: bad,
        text,
    }
}

fn same_valuation(a: &[u32]) -> bool {
    a.iter().all(|&v| valuation(v) == valuation(a[0]))
}

/// The paper's statements for the solver's number of piles.
pub fn checks(s: &Solver) -> Vec<Check> {
    let k = s.piles();
    vec![
        check(
            s,
            "theorem-1.1",
            "Two piles: P exactly when both are odd",
            k == 2,
            |a, p| p == a.iter().all(|v| v % 2 == 1),
        ),
        check(
            s,
            "theorem-1.4",
            "Three piles: P exactly when all three have the same 2-adic valuation",
            k == 3,
            |a, p| p == same_valuation(a),
        ),
        check(s, "prop-4.1", "All piles odd ⇒ P", true, |a, p| {
            p || a.iter().any(|v| v % 2 == 0)
        }),
        check(
            s,
            "prop-4.2",
            "k piles of 2: N exactly when k ≡ 2 (mod 3)",
            s.max() >= 2,
            |a, p| !a.iter().all(|&v| v == 2) || (p != (k % 3 == 2)),
        ),
        check(
            s,
            "condition-1",
            "Four piles with equal 2-adic valuations ⇒ P (Theorem 1.5, condition (1))",
            k == 4,
            |a, p| p || !same_valuation(a),
        ),
    ]
}

/// The P-positions grouped by their sorted pattern of 2-adic valuations, with the count in each
/// group (the structure Theorem 1.5 describes for four piles).
pub fn by_valuation_pattern(s: &Solver) -> BTreeMap<Vec<u32>, Vec<Vec<u32>>> {
    let mut groups: BTreeMap<Vec<u32>, Vec<Vec<u32>>> = BTreeMap::new();
    for a in s.p_positions() {
        let mut pattern: Vec<u32> = a.iter().map(|&v| valuation(v)).collect();
        pattern.sort_unstable();
        groups.entry(pattern).or_default().push(a);
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_paper_on_small_ranges() {
        for (k, max) in [(2u64, 30u64), (3, 24), (4, 16), (5, 8)] {
            let s = Solver::new(k, max).unwrap();
            for c in checks(&s) {
                // Proposition 4.2 is checked with k = 2..=8 below; the rest hold here.
                assert!(c.holds, "k = {k}: {} {:?}", c.id, c.counterexample);
            }
        }
        // Proposition 4.2 for k = 2..=8 piles of 2.
        for k in 2..=8u64 {
            let s = Solver::new(k, 2).unwrap();
            let all_two = vec![2u64; k as usize];
            assert_eq!(!s.is_p(&all_two).unwrap(), k % 3 == 2, "k = {k}");
        }
    }

    #[test]
    fn four_pile_groups_include_condition_one() {
        let s = Solver::new(4, 12).unwrap();
        let g = by_valuation_pattern(&s);
        assert!(g.contains_key(&vec![0, 0, 0, 0]));
        assert!(g.contains_key(&vec![1, 1, 1, 1]));
        let total: usize = g.values().map(Vec::len).sum();
        assert_eq!(total, s.p_positions().len());
    }
}
