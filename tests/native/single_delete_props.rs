//! Single-delete Nim (arXiv 2411.19453)
//! against a slow twin written from the game's definition only, and the paper's statements as
//! property tests.
//!
//! What is joined to what:
//! 1. The twin: unsorted piles, every deletion index, every split index and every split point,
//!    plain recursion memoised on the UNSORTED vector (no sorting anywhere, so nothing is shared
//!    with the solver's multiset ranking). `Solver::is_p` = the twin on every ordering of every
//!    position of small ranges, k = 2..=8; `winning_moves` = the twin's set of winning
//!    (deleted size, split size, parts), each legal, none repeated, empty exactly at P.
//! 2. A certificate on larger ranges: the solver's labels satisfy "P ⇔ no move leads to P" at
//!    every position (moves generated from the definition), which by induction on the number of
//!    counters is the game's labelling.
//! 3. The paper: Theorem 1.1, Theorem 1.4, Proposition 4.1 (k = 2..8), Proposition 4.2
//!    (k = 2..8, tests/data/delete_prop_4_2.txt), the 4-pile condition (1) — exhaustively and on
//!    random positions in random order — and `theorems::checks` saying so with its range.
//! 4. `by_valuation_pattern` partitions the P-positions; the groups the theorems predict are
//!    whole; with 5 piles equal valuations no longer decide (the paper's remark on 4.2).
//! 5. `p_positions` is lexicographic and equals the CLI's `nimlab delete`.
//! 6. Bad input: errors with a message, never panics.
//! 7. The page's helpers: `verdict` and `explain` name a statement only where its hypothesis
//!    holds (and then agree with search), `groups` counts and `covered`, `p_map`, `digits`.
//! 8. `DeleteGame`: hints win whole games from N starts, the engine never loses from N against
//!    random play, illegal moves are errors that change nothing, reasons name a statement only
//!    when the position they speak of satisfies its hypothesis.

use nimlab::games::single_delete::game::{DeleteAdvice, DeleteGame};
use nimlab::games::single_delete::theorems::{
    by_valuation_pattern, checks, digits, explain, groups, name, pattern_covered, show, valuation,
    verdict,
};
use nimlab::games::single_delete::{Move, Solver, MAX_POSITIONS, MAX_WORK};
use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::OnceLock;

use crate::common::{cli_json, nimlab};

// ---------------------------------------------------------------------------------------------
// The twin, from Definition 1.2 only.

/// A move by sizes, as the solver reports it: (deleted, split, (smaller part, larger part)).
type SizeMove = (u32, u32, (u32, u32));

/// The board after deleting pile `d` and splitting pile `p` (p ≠ d) into `x` and a_p − x, the
/// parts in the split pile's place. The order is whatever falls out: the twin never sorts.
fn after(piles: &[u32], d: usize, p: usize, x: u32) -> Vec<u32> {
    let mut out = Vec::with_capacity(piles.len());
    for (i, &v) in piles.iter().enumerate() {
        if i == p {
            out.push(x);
            out.push(v - x);
        } else if i != d {
            out.push(v);
        }
    }
    out
}

/// Win/lose by plain recursion over every (deletion index, split index, split point), memoised
/// on the piles exactly as given (unsorted).
#[derive(Default)]
pub(crate) struct Twin {
    memo: HashMap<Vec<u32>, bool>,
}

impl Twin {
    /// Does the player to move from `piles` (any order) win? No move at all is a loss.
    pub(crate) fn wins(&mut self, piles: &[u32]) -> bool {
        if let Some(&w) = self.memo.get(piles) {
            return w;
        }
        let k = piles.len();
        let mut w = false;
        'search: for d in 0..k {
            for p in 0..k {
                if p == d {
                    continue;
                }
                for x in 1..piles[p] {
                    if !self.wins(&after(piles, d, p, x)) {
                        w = true;
                        break 'search;
                    }
                }
            }
        }
        self.memo.insert(piles.to_vec(), w);
        w
    }

    /// Every move from `piles` that leaves a P-position, by sizes.
    fn winning_moves(&mut self, piles: &[u32]) -> BTreeSet<SizeMove> {
        let k = piles.len();
        let mut out = BTreeSet::new();
        for d in 0..k {
            for p in 0..k {
                if p == d {
                    continue;
                }
                for x in 1..piles[p] {
                    if !self.wins(&after(piles, d, p, x)) {
                        let y = piles[p] - x;
                        out.insert((piles[d], piles[p], (x.min(y), x.max(y))));
                    }
                }
            }
        }
        out
    }
}

// ---------------------------------------------------------------------------------------------
// Enumerations written here (not the solver's colex order).

/// Every k-tuple with entries 1..=max, in every order (max^k of them).
fn all_tuples(k: usize, max: u32) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    let mut a = vec![1u32; k];
    loop {
        out.push(a.clone());
        let mut i = 0;
        while i < k && a[i] == max {
            a[i] = 1;
            i += 1;
        }
        if i == k {
            return out;
        }
        a[i] += 1;
    }
}

/// Every sorted k-tuple a_1 ≤ … ≤ a_k ≤ max, in lexicographic order (recursive, from the
/// definition of the order).
fn sorted_tuples(k: usize, max: u32) -> Vec<Vec<u32>> {
    fn go(k: usize, from: u32, max: u32, prefix: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        if prefix.len() == k {
            out.push(prefix.clone());
            return;
        }
        for v in from..=max {
            prefix.push(v);
            go(k, v, max, prefix, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    go(k, 1, max, &mut Vec::new(), &mut out);
    out
}

fn u64s(a: &[u32]) -> Vec<u64> {
    a.iter().map(|&v| u64::from(v)).collect()
}

fn sorted(a: &[u32]) -> Vec<u32> {
    let mut v = a.to_vec();
    v.sort_unstable();
    v
}

fn size_move(m: &Move) -> SizeMove {
    (m.delete, m.split, m.parts)
}

/// Plays a move given by sizes on `piles`: the first pile of the deleted size goes, then the
/// first other pile of the split size is split. None when the move is not legal there.
fn play_sizes(piles: &[u32], m: &Move) -> Option<Vec<u32>> {
    let (x, y) = m.parts;
    if x == 0 || x > y || x + y != m.split {
        return None;
    }
    let d = piles.iter().position(|&v| v == m.delete)?;
    let p = (0..piles.len()).find(|&i| i != d && piles[i] == m.split)?;
    Some(after(piles, d, p, x))
}

fn binomial(n: u64, r: u64) -> u64 {
    (0..r).fold(1u64, |acc, i| acc * (n - i) / (i + 1))
}

fn same_valuation(a: &[u32]) -> bool {
    a.iter()
        .all(|&v| v.trailing_zeros() == a[0].trailing_zeros())
}

// ---------------------------------------------------------------------------------------------
// Shared solvers (each test thread would otherwise solve the same ranges again).

/// The largest pile of the shared solver for k piles (k = 2..=8).
const SHARED_MAX: [u64; 9] = [0, 0, 300, 64, 64, 20, 12, 10, 9];

fn shared(k: usize) -> &'static Solver {
    static S: [OnceLock<Solver>; 9] = [const { OnceLock::new() }; 9];
    S[k].get_or_init(|| Solver::new(k as u64, SHARED_MAX[k]).unwrap())
}

// ---------------------------------------------------------------------------------------------
// 1. The solver against the twin.

/// (k, max) ranges the twin covers in every order (max^k unsorted positions each).
const TWIN_RANGES: [(usize, u32); 8] = [
    (2, 24),
    (3, 12),
    (4, 8),
    (5, 6),
    (6, 4),
    (7, 4),
    (8, 3),
    (8, 4),
];

#[test]
fn is_p_is_the_twin_on_every_ordering() {
    for (k, max) in TWIN_RANGES {
        let s = Solver::new(k as u64, u64::from(max)).unwrap();
        assert_eq!((s.piles(), s.max()), (k, max));
        assert_eq!(
            s.positions() as u64,
            binomial(u64::from(max) + k as u64 - 1, k as u64),
            "multisets of size {k} from 1..={max}"
        );
        let mut twin = Twin::default();
        for a in all_tuples(k, max) {
            assert_eq!(
                s.is_p(&u64s(&a)).unwrap(),
                !twin.wins(&a),
                "k = {k}, max = {max}: {a:?}"
            );
        }
    }
}

#[test]
fn winning_moves_are_the_twins() {
    // Every ordering where it is cheap, sorted positions where max^k is large.
    for (k, max) in TWIN_RANGES {
        let s = Solver::new(k as u64, u64::from(max)).unwrap();
        let mut twin = Twin::default();
        let positions = if k <= 5 {
            all_tuples(k, max)
        } else {
            sorted_tuples(k, max)
        };
        for a in positions {
            let moves = s.winning_moves(&u64s(&a)).unwrap();
            let listed: BTreeSet<SizeMove> = moves.iter().map(size_move).collect();
            assert_eq!(listed.len(), moves.len(), "{a:?}: a move listed twice");
            assert_eq!(listed, twin.winning_moves(&a), "{a:?}");
            assert_eq!(moves.is_empty(), s.is_p(&u64s(&a)).unwrap(), "{a:?}");
            for m in &moves {
                let child = play_sizes(&a, m).unwrap_or_else(|| panic!("{a:?}: {m:?} illegal"));
                assert!(
                    !twin.wins(&child),
                    "{a:?}: {m:?} leaves {child:?}, an N-position"
                );
            }
        }
    }
}

#[test]
fn the_twin_alone_on_the_smallest_positions() {
    // Worked by hand from the rules: all 1s cannot move; (1, 2) → (1, 1) wins; (2, 2) → (1, 1)
    // wins; (1, 3) → (1, 2) or (2, 1), both N; (1, 1, 2) → (1, 1, 1) wins.
    let mut twin = Twin::default();
    assert!(!twin.wins(&[1, 1]));
    assert!(!twin.wins(&[1, 1, 1, 1, 1, 1, 1, 1]));
    assert!(twin.wins(&[1, 2]) && twin.wins(&[2, 1]) && twin.wins(&[2, 2]));
    assert!(!twin.wins(&[1, 3]) && !twin.wins(&[3, 1]));
    assert!(twin.wins(&[1, 1, 2]) && twin.wins(&[2, 1, 1]));
    assert_eq!(
        twin.winning_moves(&[1, 2]),
        BTreeSet::from([(1, 2, (1, 1))])
    );
    assert_eq!(twin.winning_moves(&[1, 1]), BTreeSet::new());
    assert_eq!(after(&[5, 6, 9, 12], 0, 2, 4), [6, 4, 5, 12]);
}

// ---------------------------------------------------------------------------------------------
// 2. A certificate on the larger ranges.

/// Does some move from `a` (from the definition: every index pair and split point) lead to a
/// position the solver calls P?
fn some_move_to_p(s: &Solver, a: &[u32]) -> bool {
    let k = a.len();
    (0..k).any(|d| {
        (0..k).any(|p| p != d && (1..a[p]).any(|x| s.is_p(&u64s(&after(a, d, p, x))).unwrap()))
    })
}

#[test]
fn the_solver_labels_are_the_unique_consistent_labelling() {
    // If P ⇔ (no move leads to P) holds at every position of a range closed under moves, the
    // labels are the game's (induction on the number of counters). The moves come from the
    // definition; only the lookups use the solver.
    for (k, max) in [
        (2usize, 120u32),
        (3, 40),
        (4, 24),
        (5, 12),
        (6, 8),
        (7, 6),
        (8, 5),
    ] {
        let s = Solver::new(k as u64, u64::from(max)).unwrap();
        for a in sorted_tuples(k, max) {
            assert_eq!(
                s.is_p(&u64s(&a)).unwrap(),
                !some_move_to_p(&s, &a),
                "k = {k}: {a:?}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// Random positions of the shared ranges, in a random order: is_p and winning_moves do not
    /// depend on the order; each winning move is legal and leaves P; N ⇔ a winning move exists.
    #[test]
    fn any_order_same_answer(
        k in 2usize..=8, raw in prop::collection::vec(1u32..=300, 8), shuffle in any::<u64>(),
    ) {
        let s = shared(k);
        let a: Vec<u32> = raw[..k].iter().map(|&v| (v - 1) % s.max() + 1).collect();
        let mut b = a.clone();
        let mut r = shuffle;
        for i in (1..k).rev() {
            r = r.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            b.swap(i, (r >> 33) as usize % (i + 1));
        }
        let p = s.is_p(&u64s(&a)).unwrap();
        prop_assert_eq!(s.is_p(&u64s(&b)).unwrap(), p, "{:?} and {:?}", a, b);
        prop_assert_eq!(s.is_p(&u64s(&sorted(&a))).unwrap(), p);
        let moves = s.winning_moves(&u64s(&a)).unwrap();
        let mb: BTreeSet<SizeMove> = s.winning_moves(&u64s(&b)).unwrap().iter().map(size_move).collect();
        prop_assert_eq!(moves.iter().map(size_move).collect::<BTreeSet<_>>(), mb);
        prop_assert_eq!(moves.is_empty(), p);
        for m in &moves {
            let child = play_sizes(&b, m);
            prop_assert!(child.is_some(), "{:?}: {:?} illegal", b, m);
            prop_assert!(s.is_p(&u64s(&child.unwrap())).unwrap(), "{:?}: {:?}", b, m);
        }
        prop_assert_eq!(p, !some_move_to_p(s, &b), "{:?}", b);
    }
}

// ---------------------------------------------------------------------------------------------
// 3. The paper's statements.

#[test]
fn theorem_1_1_two_piles_p_iff_both_odd() {
    let s = shared(2);
    for a in 1..=300u64 {
        for b in 1..=300u64 {
            assert_eq!(
                s.is_p(&[a, b]).unwrap(),
                a % 2 == 1 && b % 2 == 1,
                "({a}, {b})"
            );
        }
    }
}

#[test]
fn theorem_1_4_three_piles_p_iff_equal_valuations() {
    let s = shared(3);
    for a in sorted_tuples(3, 64) {
        assert_eq!(s.is_p(&u64s(&a)).unwrap(), same_valuation(&a), "{a:?}");
    }
}

#[test]
fn proposition_4_1_all_odd_is_p_for_2_to_8_piles() {
    for k in 2..=8 {
        let s = shared(k);
        let odd: Vec<Vec<u32>> = sorted_tuples(k, s.max())
            .into_iter()
            .filter(|a| a.iter().all(|v| v % 2 == 1))
            .collect();
        assert!(!odd.is_empty());
        for a in odd {
            assert!(s.is_p(&u64s(&a)).unwrap(), "{a:?} is all odd but N");
        }
    }
}

/// tests/data/delete_prop_4_2.txt: (k, P?) for k piles of 2.
fn prop_4_2_table() -> Vec<(usize, bool)> {
    let path = format!(
        "{}/tests/data/delete_prop_4_2.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (k, o) = l.split_once(' ').expect("k outcome");
            (k.parse().expect("k"), o.trim() == "P")
        })
        .collect()
}

#[test]
fn proposition_4_2_piles_of_two() {
    let table = prop_4_2_table();
    assert_eq!(
        table.iter().map(|&(k, _)| k).collect::<Vec<_>>(),
        (2..=8).collect::<Vec<_>>()
    );
    let mut twin = Twin::default();
    for (k, p) in table {
        // The statement itself, and the file written from it.
        assert_eq!(p, k % 3 != 2, "k = {k}");
        let twos = vec![2u32; k];
        assert_eq!(
            Solver::new(k as u64, 2)
                .unwrap()
                .is_p(&u64s(&twos))
                .unwrap(),
            p
        );
        assert_eq!(shared(k).is_p(&u64s(&twos)).unwrap(), p, "k = {k}");
        assert_eq!(!twin.wins(&twos), p, "twin, k = {k}");
        // The proof's reduction: j piles of 2 and k − j piles of 1 is a take-1-or-2 game on j
        // after the first move (which takes 2); so the winning first move deletes a 2 and splits
        // a 2 exactly when N.
        let moves = shared(k).winning_moves(&u64s(&twos)).unwrap();
        if p {
            assert!(moves.is_empty());
        } else {
            assert_eq!(
                moves,
                [Move {
                    delete: 2,
                    split: 2,
                    parts: (1, 1)
                }]
            );
        }
    }
}

#[test]
fn condition_1_four_piles_equal_valuations_is_p() {
    let s = shared(4);
    let mut seen = 0;
    for a in sorted_tuples(4, 64) {
        if same_valuation(&a) {
            seen += 1;
            assert!(s.is_p(&u64s(&a)).unwrap(), "{a:?}");
        }
    }
    // Valuation v: the 32 / 2^v odd multiples of 2^v up to 64, four from them with repeats.
    let want: u64 = (0..=6u32)
        .map(|v| {
            let m = (64u64 >> v).div_ceil(2);
            binomial(m + 3, 4)
        })
        .sum();
    assert_eq!(seen, want);
}

/// A random position with one valuation: odd multiples of 2^v, each ≤ `max`.
fn equal_valuation(k: usize, max: u32) -> impl Strategy<Value = Vec<u32>> {
    (0u32..=max.ilog2(), prop::collection::vec(any::<u32>(), k)).prop_map(move |(v, r)| {
        let odds = (max >> v).div_ceil(2); // odd m with m·2^v ≤ max
        r.into_iter().map(|x| (2 * (x % odds) + 1) << v).collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    /// Theorem 1.1 on random pairs in either order.
    #[test]
    fn random_theorem_1_1(a in 1u64..=300, b in 1u64..=300) {
        prop_assert_eq!(shared(2).is_p(&[a, b]).unwrap(), a % 2 == 1 && b % 2 == 1);
        prop_assert_eq!(shared(2).is_p(&[b, a]).unwrap(), a % 2 == 1 && b % 2 == 1);
    }

    /// Theorem 1.4 on random triples, and on triples built with one valuation (rare at random).
    #[test]
    fn random_theorem_1_4(a in prop::collection::vec(1u32..=64, 3), e in equal_valuation(3, 64)) {
        prop_assert_eq!(shared(3).is_p(&u64s(&a)).unwrap(), same_valuation(&a), "{:?}", a);
        prop_assert!(shared(3).is_p(&u64s(&e)).unwrap(), "{:?}", e);
    }

    /// Proposition 4.1 on random all-odd positions, k = 2..=8.
    #[test]
    fn random_proposition_4_1(k in 2usize..=8, r in prop::collection::vec(any::<u32>(), 8)) {
        let s = shared(k);
        let a: Vec<u32> = r[..k].iter().map(|x| 2 * (x % s.max().div_ceil(2)) + 1).collect();
        prop_assert!(s.is_p(&u64s(&a)).unwrap(), "{:?}", a);
    }

    /// Condition (1) on random 4-pile positions with one valuation.
    #[test]
    fn random_condition_1(e in equal_valuation(4, 64)) {
        prop_assert!(shared(4).is_p(&u64s(&e)).unwrap(), "{:?}", e);
    }
}

/// (id, applies) for k piles with piles ≤ max: which statements speak about this range.
fn applies(k: usize, max: u32) -> [(&'static str, bool); 6] {
    [
        ("theorem-1.1", k == 2),
        ("theorem-1.4", k == 3),
        ("prop-4.1", true),
        ("prop-4.2", max >= 2),
        ("condition-1", k == 4),
        ("doubling", max >= 2),
    ]
}

/// The doubling observation (not in the paper: doubling every pile keeps P and N), where the
/// doubled position is in range: the first counterexample in lexicographic order, by `p`.
fn doubling_counterexample(
    k: usize,
    max: u32,
    p: &mut dyn FnMut(&[u32]) -> bool,
) -> Option<Vec<u32>> {
    sorted_tuples(k, max).into_iter().find(|a| {
        let doubled: Vec<u32> = a.iter().map(|&v| 2 * v).collect();
        doubled.iter().all(|&v| v <= max) && p(a) != p(&doubled)
    })
}

/// Checks `checks(s)` against what the paper says (every statement of it holds) and against
/// the doubling observation's first counterexample `doubling`.
fn check_checks(s: &Solver, doubling: Option<Vec<u32>>) {
    let (k, max) = (s.piles(), s.max());
    let cs = checks(s);
    let want = applies(k, max);
    assert_eq!(
        cs.iter().map(|c| c.id).collect::<Vec<_>>(),
        want.iter().map(|w| w.0).collect::<Vec<_>>()
    );
    for (c, (id, applies)) in cs.iter().zip(want) {
        assert!(!c.statement.is_empty());
        assert_eq!(c.applies, applies, "k = {k}, max = {max}: {id}");
        let ce = if id == "doubling" {
            doubling.clone()
        } else {
            None
        };
        assert_eq!(
            c.counterexample, ce,
            "k = {k}, max = {max}: {id}: {}",
            c.text
        );
        assert_eq!(
            c.holds,
            ce.is_none(),
            "k = {k}, max = {max}: {id}: {}",
            c.text
        );
        if let Some(a) = &ce {
            // The contradicted shape: the sentence names the position.
            assert!(c.text.contains("Contradicted"), "{id}: {}", c.text);
            let shown: Vec<String> = a.iter().map(u32::to_string).collect();
            let shown = format!("({})", shown.join(", "));
            assert!(c.text.contains(&shown), "{id}: {}", c.text);
        } else if applies {
            assert!(
                c.text.contains(&format!("{k} piles")) && c.text.contains(&format!("≤ {max}")),
                "k = {k}, max = {max}: {id}: {}",
                c.text
            );
            assert!(!c.text.contains("not apply"), "{id}: {}", c.text);
        } else {
            assert!(
                c.text.to_lowercase().contains("does not apply"),
                "{id}: {}",
                c.text
            );
        }
    }
}

#[test]
fn checks_hold_or_give_the_first_counterexample() {
    let mut ranges: Vec<(usize, u32)> = (2..=8).map(|k| (k, 1)).collect();
    ranges.extend((2..=8).map(|k| (k, 2)));
    ranges.extend([(2, 40), (3, 24), (4, 16), (5, 8), (6, 6), (7, 5), (8, 4)]);
    for (k, max) in ranges {
        let s = Solver::new(k as u64, u64::from(max)).unwrap();
        // The observation's counterexample by the twin (independent of the solver).
        let mut twin = Twin::default();
        let ce = doubling_counterexample(k, max, &mut |a| !twin.wins(a));
        check_checks(&s, ce);
    }
    // The shared ranges (4 piles ≤ 64 among them), by the certified solver.
    for s in [shared(2), shared(3), shared(4)] {
        let ce = doubling_counterexample(s.piles(), s.max(), &mut |a| s.is_p(&u64s(a)).unwrap());
        check_checks(s, ce);
    }
}

#[test]
fn the_doubling_observation_fails_where_the_paper_says_so() {
    // Not in the paper, but the paper decides its failures: (1, 1) is P by Theorem 1.1 and
    // (2, 2) N; five 1s are P by Proposition 4.1 and five 2s N by Proposition 4.2 (5 ≡ 2 mod 3),
    // and likewise eight piles. Those are the first positions in lexicographic order.
    for (k, fails) in [(2, true), (5, true), (8, true), (3, false), (4, false)] {
        let s = Solver::new(k as u64, 4).unwrap();
        let c = checks(&s).into_iter().find(|c| c.id == "doubling").unwrap();
        assert_eq!(c.holds, !fails, "k = {k}: {}", c.text);
        let ones = vec![1u32; k];
        assert_eq!(c.counterexample, fails.then_some(ones), "k = {k}");
    }
    assert!(name("doubling").contains("doubling"));
}

#[test]
fn check_statements_say_what_they_check() {
    let cs = checks(&Solver::new(4, 4).unwrap());
    let by_id: BTreeMap<&str, &str> = cs.iter().map(|c| (c.id, c.statement.as_str())).collect();
    assert!(by_id["theorem-1.1"].contains("odd"));
    assert!(by_id["theorem-1.4"].contains("valuation"));
    assert!(by_id["prop-4.1"].contains("odd"));
    assert!(by_id["prop-4.2"].contains("mod 3"));
    assert!(by_id["condition-1"].contains("Four piles"));
    // Serialised as the wasm layer and the CLI would.
    let v = serde_json::to_value(&cs[0]).unwrap();
    for key in ["id", "statement", "holds", "counterexample", "text"] {
        assert!(v.get(key).is_some(), "{key} in {v}");
    }
    assert!(v["counterexample"].is_null());
}

// ---------------------------------------------------------------------------------------------
// 4. Valuation groups.

/// How many positions of the range have each sorted valuation pattern.
fn pattern_totals(k: usize, max: u32) -> BTreeMap<Vec<u32>, usize> {
    let mut totals = BTreeMap::new();
    for a in sorted_tuples(k, max) {
        let mut pat: Vec<u32> = a.iter().map(|v| v.trailing_zeros()).collect();
        pat.sort_unstable();
        *totals.entry(pat).or_insert(0) += 1;
    }
    totals
}

/// The groups partition the P-positions, each member has its group's pattern, members are
/// lexicographic; returns (pattern → (P count, total in range)).
fn check_groups(s: &Solver) -> BTreeMap<Vec<u32>, (usize, usize)> {
    let (k, max) = (s.piles(), s.max());
    let groups = by_valuation_pattern(s);
    let p = s.p_positions();
    let totals = pattern_totals(k, max);
    let mut union = BTreeSet::new();
    let mut out = BTreeMap::new();
    for (pat, members) in &groups {
        assert_eq!(pat.len(), k);
        assert!(pat.windows(2).all(|w| w[0] <= w[1]), "{pat:?} not sorted");
        assert!(!members.is_empty(), "{pat:?} empty");
        assert!(
            members.windows(2).all(|w| w[0] < w[1]),
            "{pat:?} not lexicographic"
        );
        for a in members {
            let mut mine: Vec<u32> = a.iter().map(|&v| valuation(v)).collect();
            mine.sort_unstable();
            assert_eq!(&mine, pat, "{a:?}");
            assert!(s.is_p(&u64s(a)).unwrap(), "{a:?} in a group but N");
            assert!(union.insert(a.clone()), "{a:?} in two groups");
        }
        out.insert(pat.clone(), (members.len(), totals[pat]));
    }
    assert_eq!(union.len(), p.len());
    assert_eq!(union.into_iter().collect::<Vec<_>>(), p);
    out
}

#[test]
fn valuation_groups_partition_the_p_positions() {
    for (k, max) in [(2usize, 40u32), (3, 32), (5, 10), (6, 6), (8, 4)] {
        let s = Solver::new(k as u64, u64::from(max)).unwrap();
        let g = check_groups(&s);
        if k <= 3 {
            // Theorems 1.1 and 1.4: exactly the equal patterns, each whole.
            for (pat, (p, total)) in &g {
                assert!(pat.iter().all(|&v| v == pat[0]), "{pat:?}");
                assert_eq!(p, total, "{pat:?} not whole");
            }
            if k == 2 {
                assert_eq!(g.keys().collect::<Vec<_>>(), [&vec![0, 0]]);
            } else {
                let n = g.len() as u32;
                assert_eq!(n, max.ilog2() + 1, "one group per valuation ≤ log2 {max}");
            }
        }
        // Proposition 4.1: all odd is a whole group.
        let (p, total) = g[&vec![0; k]];
        assert_eq!(p, total, "k = {k}: all odd");
    }
    // The paper's remark after 4.2: from 5 piles on, equal valuations do not decide. 5 piles of
    // 2 is N, so the all-1 pattern is not whole.
    let s = Solver::new(5, 10).unwrap();
    let g = check_groups(&s);
    let (p, total) = g[&vec![1; 5]];
    assert!(p < total, "{p} of {total}");
}

#[test]
fn four_piles_to_64_condition_1_groups_are_whole() {
    let s = shared(4);
    let g = check_groups(s);
    for v in 0..=6u32 {
        let (p, total) = g[&vec![v; 4]];
        assert_eq!(p, total, "valuation {v}");
    }
    // Theorem 1.5 has more P-positions than condition (1): some unequal patterns hold P.
    assert!(g.keys().any(|pat| pat.iter().any(|&v| v != pat[0])));
    // Not a published figure: the solver's own count, stated in the README and the contract
    // (766 480 positions, 78 275 P, 98 patterns). Pinned so that a change is noticed.
    assert_eq!(s.positions(), 766_480);
    assert_eq!(binomial(64 + 3, 4), 766_480);
    assert_eq!(s.p_positions().len(), 78_275);
    assert_eq!(g.len(), 98);
}

// ---------------------------------------------------------------------------------------------
// 5. p_positions and the CLI.

#[test]
fn p_positions_are_the_twins_in_lexicographic_order() {
    for (k, max) in [(2usize, 16u32), (3, 10), (4, 7), (5, 5), (8, 3)] {
        let s = Solver::new(k as u64, u64::from(max)).unwrap();
        let mut twin = Twin::default();
        let want: Vec<Vec<u32>> = sorted_tuples(k, max)
            .into_iter()
            .filter(|a| !twin.wins(a))
            .collect();
        assert_eq!(s.p_positions(), want, "k = {k}, max = {max}");
    }
}

#[test]
fn the_cli_prints_p_positions() {
    for (k, max) in [(2u64, 9u64), (3, 12), (4, 10), (6, 4), (8, 3), (3, 1)] {
        let v = cli_json(&[
            "single-delete",
            "--piles",
            &k.to_string(),
            "--max",
            &max.to_string(),
        ]);
        let s = Solver::new(k, max).unwrap();
        assert_eq!(
            v,
            serde_json::json!({ "p_positions": s.p_positions() }),
            "k = {k}, max = {max}"
        );
    }
    let v = cli_json(&["single-delete", "--piles", "2", "--max", "5"]);
    assert_eq!(
        v["p_positions"],
        serde_json::json!([[1, 1], [1, 3], [1, 5], [3, 3], [3, 5], [5, 5]])
    );
    let v = cli_json(&["single-delete", "--piles", "3", "--max", "4"]);
    assert_eq!(
        v["p_positions"],
        serde_json::json!([
            [1, 1, 1],
            [1, 1, 3],
            [1, 3, 3],
            [2, 2, 2],
            [3, 3, 3],
            [4, 4, 4]
        ])
    );
    for (args, needle) in [
        (
            &["single-delete", "--piles", "9", "--max", "3"][..],
            "piles = 9",
        ),
        (
            &["single-delete", "--piles", "1", "--max", "3"][..],
            "piles = 1",
        ),
        (
            &["single-delete", "--piles", "3", "--max", "0"][..],
            "max = 0",
        ),
        (
            &["single-delete", "--piles", "8", "--max", "1000"][..],
            "largest pile",
        ),
    ] {
        let (code, out, err) = nimlab(args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

// ---------------------------------------------------------------------------------------------
// 6. Bad input.

#[test]
fn bad_sizes_are_errors_with_a_message() {
    let e = |k: u64, max: u64| Solver::new(k, max).err().expect("an error").to_string();
    assert!(e(1, 5).contains("piles = 1 is too small"), "{}", e(1, 5));
    assert!(e(1, 5).contains("2 to 8 piles"), "{}", e(1, 5));
    assert!(e(0, 5).contains("piles = 0"), "{}", e(0, 5));
    assert!(e(9, 2).contains("piles = 9 is too large"), "{}", e(9, 2));
    assert!(e(u64::MAX, 2).contains("too large"));
    assert!(e(3, 0).contains("max = 0 is too small"), "{}", e(3, 0));
    assert!(e(2, u64::MAX).contains("max"), "{}", e(2, u64::MAX));
    for (k, max) in [
        (4, 1000),
        (8, 100),
        (3, 1_000_000),
        (8, 1_000_000),
        (2, 20_000),
    ] {
        let m = e(k, max);
        assert!(
            m.contains("largest pile") && m.contains("positions"),
            "k = {k}, max = {max}: {m}"
        );
        // "… the largest pile can be at most M": M is the largest within both bounds, by the
        // documented cost (positions, and positions × k(k − 1) × max / 4).
        let at_most: u64 = m
            .rsplit("at most ")
            .next()
            .and_then(|t| t.trim_end_matches('.').parse().ok())
            .unwrap_or_else(|| panic!("no bound in {m}"));
        let fits = |m: u64| {
            let count = binomial(m + k - 1, k);
            count <= MAX_POSITIONS && count * k * (k - 1) * m / 4 <= MAX_WORK
        };
        assert!(
            fits(at_most) && !fits(at_most + 1),
            "k = {k}: at most {at_most}"
        );
        assert!(Solver::new(k, at_most + 1).is_err());
    }
    assert_eq!(Solver::new(3, 1).unwrap().positions(), 1);
}

#[test]
fn bad_positions_are_errors_with_a_message() {
    let s = Solver::new(4, 10).unwrap();
    let e = |piles: &[u64]| s.is_p(piles).expect_err("an error").to_string();
    let w = |piles: &[u64]| s.winning_moves(piles).expect_err("an error").to_string();
    for piles in [&[1u64, 2, 3][..], &[1, 2, 3, 4, 5], &[]] {
        let m = e(piles);
        assert!(
            m.contains("4 piles") && m.contains(&piles.len().to_string()),
            "{m}"
        );
        assert_eq!(w(piles), m);
    }
    let m = e(&[1, 0, 3, 4]);
    assert!(m.contains("pile = 0 is too small"), "{m}");
    assert_eq!(w(&[1, 0, 3, 4]), m);
    let m = e(&[1, 2, 11, 4]);
    assert!(
        m.contains("pile = 11 is too large") && m.contains("10"),
        "{m}"
    );
    assert_eq!(w(&[1, 2, 11, 4]), m);
    assert!(e(&[u64::MAX, 1, 1, 1]).contains("too large"));
    // The solver keeps working after errors.
    assert!(s.is_p(&[1, 1, 1, 1]).unwrap());
    assert!(s.winning_moves(&[1, 1, 1, 1]).unwrap().is_empty());
}

// ---------------------------------------------------------------------------------------------
// 7. The page's helpers.

/// The statements' ids, in the order `checks` lists them.
const IDS: [&str; 5] = [
    "theorem-1.1",
    "theorem-1.4",
    "prop-4.1",
    "prop-4.2",
    "condition-1",
];

/// What statement `id` says about sorted position `a`, from the paper's wording alone: None when
/// its hypothesis does not hold, else Some(true for P).
fn hypothesis(id: &str, a: &[u32]) -> Option<bool> {
    let k = a.len();
    let all_odd = a.iter().all(|v| v % 2 == 1);
    match id {
        "theorem-1.1" => (k == 2).then_some(all_odd),
        "theorem-1.4" => (k == 3).then(|| same_valuation(a)),
        "prop-4.1" => all_odd.then_some(true),
        "prop-4.2" => a.iter().all(|&v| v == 2).then_some(k % 3 != 2),
        "condition-1" => (k == 4 && same_valuation(a)).then_some(true),
        _ => panic!("unknown statement {id}"),
    }
}

/// Some statement's hypothesis holds at `a` and makes it P.
fn a_statement_shows_p(a: &[u32]) -> bool {
    IDS.iter().any(|id| hypothesis(id, a) == Some(true))
}

#[test]
fn verdicts_and_explanations_name_a_statement_only_where_it_applies() {
    for (k, max) in [
        (2usize, 20u32),
        (3, 16),
        (4, 12),
        (5, 7),
        (6, 5),
        (7, 4),
        (8, 4),
    ] {
        let s = Solver::new(k as u64, u64::from(max)).unwrap();
        for a in sorted_tuples(k, max) {
            let p = s.is_p(&u64s(&a)).unwrap();
            let deciding: Vec<&str> = IDS
                .iter()
                .copied()
                .filter(|id| hypothesis(id, &a).is_some())
                .collect();
            match verdict(&a) {
                Some(v) => {
                    assert_eq!(hypothesis(v.id, &a), Some(v.p), "{a:?}: {v:?}");
                    assert_eq!(
                        v.p, p,
                        "{a:?}: the statement {} disagrees with search",
                        v.id
                    );
                    assert!(!v.because.is_empty());
                }
                None => assert!(deciding.is_empty(), "{a:?}: {deciding:?} apply"),
            }
            // Any order, and the explanation agrees.
            let mut rev = a.clone();
            rev.reverse();
            let e = explain(&s, &u64s(&rev)).unwrap();
            assert_eq!(e.p, p, "{a:?}");
            let kind = if p { "P-position" } else { "N-position" };
            assert!(e.text.contains(kind), "{a:?}: {}", e.text);
            assert!(e.text.contains(&show(&a)), "{a:?}: {}", e.text);
            if e.reason == "search" {
                assert!(deciding.is_empty(), "{a:?}: {deciding:?} apply: {}", e.text);
            } else {
                assert_eq!(hypothesis(e.reason, &a), Some(p), "{a:?}: {}", e.text);
                assert!(e.text.contains(&name(e.reason)), "{}", e.text);
                assert!(!e.text.contains("contradicted"), "{}", e.text);
            }
            if !p && e.reason == "search" {
                // The move it names wins.
                let m = s.winning_moves(&u64s(&a)).unwrap()[0];
                let named = format!(
                    "delete {}, split {} into {} + {}",
                    m.delete, m.split, m.parts.0, m.parts.1
                );
                assert!(e.text.contains(&named), "{}", e.text);
            }
        }
    }
    let s = Solver::new(3, 5).unwrap();
    assert_eq!(
        explain(&s, &[1, 2]).unwrap_err().to_string(),
        s.is_p(&[1, 2]).unwrap_err().to_string()
    );
    assert!(explain(&s, &[1, 2, 6]).is_err());
    assert!(verdict(&[]).is_none() || verdict(&[]).is_some_and(|v| v.p));
}

#[test]
fn statement_names_and_shown_positions() {
    for (id, want) in [
        ("theorem-1.1", "Theorem 1.1"),
        ("theorem-1.4", "Theorem 1.4"),
        ("prop-4.1", "Proposition 4.1"),
        ("prop-4.2", "Proposition 4.2"),
        ("condition-1", "Theorem 1.5"),
    ] {
        assert!(name(id).contains(want), "{id}: {}", name(id));
    }
    assert_eq!(name("search"), "search");
    assert_eq!(show(&[1, 3, 5]), "(1, 3, 5)");
}

#[test]
fn groups_count_every_pattern_and_cover_only_whole_groups() {
    for (k, max, limit) in [
        (2usize, 20u32, 3usize),
        (3, 16, 0),
        (4, 16, 5),
        (5, 8, 1000),
        (8, 4, 2),
    ] {
        let s = Solver::new(k as u64, u64::from(max)).unwrap();
        let gs = groups(&s, limit);
        let by = by_valuation_pattern(&s);
        let totals = pattern_totals(k, max);
        assert_eq!(
            gs.iter().map(|g| &g.pattern).collect::<Vec<_>>(),
            by.keys().collect::<Vec<_>>(),
            "patterns sorted, one group per pattern with a P-position"
        );
        for g in &gs {
            let members = &by[&g.pattern];
            assert_eq!(g.p_count, members.len());
            assert_eq!(g.total, totals[&g.pattern], "{:?}", g.pattern);
            assert!(g.p_count <= g.total);
            assert_eq!(g.positions.len(), members.len().min(limit));
            assert_eq!(&g.positions[..], &members[..g.positions.len()]);
            assert_eq!(g.covered, pattern_covered(&g.pattern));
            if let Some(id) = g.covered {
                assert_eq!(
                    g.p_count, g.total,
                    "{:?} covered by {id} but not whole",
                    g.pattern
                );
                // The statement's hypothesis holds for the pattern (a position with it: 2^v each).
                let rep: Vec<u32> = g.pattern.iter().map(|&v| 1 << v).collect();
                assert_eq!(hypothesis(id, &rep), Some(true), "{:?}: {id}", g.pattern);
            }
        }
        // Every whole group a statement predicts is marked.
        for g in &gs {
            let rep: Vec<u32> = g.pattern.iter().map(|&v| 1 << v).collect();
            let predicted = ["theorem-1.1", "theorem-1.4", "prop-4.1", "condition-1"]
                .iter()
                .any(|id| hypothesis(id, &rep) == Some(true));
            assert_eq!(g.covered.is_some(), predicted, "k = {k}: {:?}", g.pattern);
        }
    }
    // The 4-pile JSON as the page reads it.
    let v = serde_json::to_value(&groups(&Solver::new(4, 8).unwrap(), 1)[0]).unwrap();
    for key in ["pattern", "pCount", "total", "covered", "positions"] {
        assert!(v.get(key).is_some(), "{key} in {v}");
    }
}

#[test]
fn p_maps_are_is_p_over_the_square() {
    for (k, max, rest) in [
        (2usize, 15u32, vec![]),
        (3, 12, vec![6u64]),
        (3, 12, vec![1]),
        (4, 9, vec![3, 6]),
        (4, 9, vec![6, 1]),
        (5, 6, vec![2, 4, 6]),
    ] {
        let s = Solver::new(k as u64, u64::from(max)).unwrap();
        let map = s.p_map(&rest).unwrap();
        assert_eq!(map.len(), (max * max) as usize);
        for a in 1..=max {
            for b in 1..=max {
                let mut piles = vec![u64::from(a), u64::from(b)];
                piles.extend(&rest);
                let i = ((a - 1) * max + (b - 1)) as usize;
                assert_eq!(map[i], s.is_p(&piles).unwrap(), "{piles:?}");
            }
        }
    }
    let s = Solver::new(3, 10).unwrap();
    for (rest, needle) in [
        (&[][..], "fixes 1 of them, not 0"),
        (&[1, 2][..], "not 2"),
        (&[0][..], "pile = 0"),
        (&[11][..], "pile = 11"),
    ] {
        let e = s.p_map(rest).unwrap_err().to_string();
        assert!(e.contains(needle), "{rest:?}: {e}");
    }
}

#[test]
fn digits_are_binary_with_the_valuation() {
    let d = digits(&[1, 12, 40, 64, 255, 1 << 40]).unwrap();
    let got: Vec<(u64, &str, u32)> = d
        .iter()
        .map(|d| (d.value, d.binary.as_str(), d.valuation))
        .collect();
    assert_eq!(
        got,
        [
            (1, "1", 0),
            (12, "1100", 2),
            (40, "101000", 3),
            (64, "1000000", 6),
            (255, "11111111", 0),
            (1 << 40, &*format!("1{}", "0".repeat(40)), 40),
        ]
    );
    for v in 1..=300u32 {
        let d = &digits(&[u64::from(v)]).unwrap()[0];
        // The rightmost 1 is followed by exactly `valuation` zeros.
        let tail = &d.binary[d.binary.rfind('1').unwrap() + 1..];
        assert!(tail.chars().all(|c| c == '0') && tail.len() as u32 == d.valuation);
        assert_eq!(d.valuation, valuation(v));
        assert_eq!(u64::from_str_radix(&d.binary, 2).unwrap(), u64::from(v));
    }
}

// ---------------------------------------------------------------------------------------------
// 8. The game.

/// A small random start: k piles with the largest ≤ the shared solver's range and small enough
/// that each game solves in a millisecond or so.
fn any_start() -> impl Strategy<Value = Vec<u64>> {
    (2usize..=8).prop_flat_map(|k| {
        let max = [0, 0, 40, 24, 14, 9, 6, 6, 5][k];
        prop::collection::vec(1u64..=max, k)
    })
}

/// The sorted position left by a move at board indices.
fn leaves(piles: &[u32], d: usize, s: usize, parts: (u32, u32)) -> Vec<u32> {
    let mut v = after(piles, d, s, parts.0);
    assert_eq!(v.len(), piles.len());
    v.sort_unstable();
    assert_eq!(piles[s], parts.0 + parts.1);
    v
}

/// Checks one piece of advice against the shared (twin-checked) solver and the statements.
fn check_advice(piles: &[u32], a: &DeleteAdvice) -> Result<(), TestCaseError> {
    let k = piles.len();
    let s = shared(k);
    let here_p = s.is_p(&u64s(piles)).unwrap();
    prop_assert_eq!(a.winning, !here_p, "{:?}: {}", piles, a.why);
    prop_assert!(
        a.delete < k && a.split < k && a.delete != a.split,
        "{:?}",
        a
    );
    prop_assert!(piles[a.split] >= 2);
    prop_assert!(a.parts.0 >= 1 && a.parts.0 <= a.parts.1, "{:?}", a.parts);
    let left = leaves(piles, a.delete, a.split, a.parts);
    prop_assert_eq!(&a.leaves, &left);
    prop_assert!(
        a.reason == "search" || IDS.contains(&a.reason),
        "{}",
        a.reason
    );
    if a.winning {
        prop_assert!(
            s.is_p(&u64s(&left)).unwrap(),
            "{:?} leaves N {:?}",
            piles,
            left
        );
        if a.reason == "search" {
            // No winning move leaves a position a statement shows P (those are preferred).
            for m in s.winning_moves(&u64s(piles)).unwrap() {
                let child = sorted(&play_sizes(piles, &m).unwrap());
                prop_assert!(
                    !a_statement_shows_p(&child),
                    "{:?}: {:?} is explained",
                    piles,
                    child
                );
            }
            prop_assert!(a.why.contains("search found this move"), "{}", a.why);
        } else {
            prop_assert_eq!(
                hypothesis(a.reason, &left),
                Some(true),
                "{:?}: {}",
                left,
                a.why
            );
            prop_assert!(a.why.contains(&name(a.reason)), "{}", a.why);
        }
    } else {
        let here = sorted(piles);
        if a.reason == "search" {
            prop_assert!(!a_statement_shows_p(&here), "{:?}: {}", here, a.why);
        } else {
            prop_assert_eq!(
                hypothesis(a.reason, &here),
                Some(true),
                "{:?}: {}",
                here,
                a.why
            );
            prop_assert!(a.why.contains(&name(a.reason)), "{}", a.why);
        }
    }
    Ok(())
}

/// Every legal (delete index, split index, x) on a board.
fn legal_moves(piles: &[u32]) -> Vec<(usize, usize, u64)> {
    let k = piles.len();
    let mut out = Vec::new();
    for d in 0..k {
        for (s, &pile) in piles.iter().enumerate() {
            if s != d {
                out.extend((1..pile).map(|x| (d, s, u64::from(x))));
            }
        }
    }
    out
}

fn lcg(r: &mut u64) -> u64 {
    *r = r
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *r >> 33
}

/// Plays `game` to the end: side 0 by `first`, side 1 by `second` (true = hints, false = random
/// legal moves); checks the board, the record and every hint on the way. Returns the winner.
fn play_out(
    game: &mut DeleteGame,
    hints: [bool; 2],
    engine: [bool; 2],
    seed: u64,
) -> Result<u8, TestCaseError> {
    let mut r = seed;
    let start = game.state().piles;
    let mut total: u32 = start.iter().sum();
    loop {
        let st = game.state();
        prop_assert_eq!(st.over, st.piles.iter().all(|&p| p == 1));
        prop_assert_eq!(st.to_move as usize, st.moves.len() % 2);
        if st.over {
            prop_assert_eq!(st.winner, Some(((st.moves.len() + 1) % 2) as u8));
            prop_assert!(game.hint().is_err() && game.engine_move().is_err());
            prop_assert!(game.play(0, 1, 1).is_err());
            prop_assert_eq!(&game.state(), &st);
            // The record replays to the board.
            let mut board = start.clone();
            for (i, m) in st.moves.iter().enumerate() {
                prop_assert_eq!(m.by as usize, i % 2);
                prop_assert_eq!(&m.before, &board);
                board = after(&board, m.delete, m.split, m.parts.0);
            }
            prop_assert_eq!(&board, &st.piles);
            return Ok(st.winner.unwrap());
        }
        prop_assert_eq!(st.winner, None);
        let side = st.to_move as usize;
        let hint = game.hint().unwrap();
        check_advice(&st.piles, &hint)?;
        let before = st.piles.clone();
        let (d, s, x) = if engine[side] {
            let a = game.engine_move().unwrap();
            prop_assert_eq!(
                (a.delete, a.split, a.parts, a.winning, a.reason),
                (
                    hint.delete,
                    hint.split,
                    hint.parts,
                    hint.winning,
                    hint.reason
                )
            );
            prop_assert!(
                a.why.starts_with("I ") || a.why.contains("I lose. I delete"),
                "{}",
                a.why
            );
            (a.delete, a.split, u64::from(a.parts.0))
        } else {
            let (d, s, x) = if hints[side] {
                (hint.delete, hint.split, u64::from(hint.parts.0))
            } else {
                let legal = legal_moves(&before);
                legal[lcg(&mut r) as usize % legal.len()]
            };
            game.play(d, s, x).unwrap();
            (d, s, x)
        };
        let now = game.state();
        prop_assert_eq!(&now.piles, &after(&before, d, s, x as u32));
        let m = now.moves.last().unwrap();
        prop_assert_eq!((m.by as usize, m.delete, m.split), (side, d, s));
        prop_assert_eq!(m.parts, (x as u32, before[s] - x as u32));
        // Each move removes a whole pile: the counters strictly drop.
        let t: u32 = now.piles.iter().sum();
        prop_assert_eq!(t, total - before[d]);
        total = t;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Both sides play the hints: from an N start the first player wins, from a P start the
    /// second; every hint is checked on the way (legal, winning ⇔ N, leaves P, reason).
    #[test]
    fn hints_decide_whole_games(start in any_start()) {
        let k = start.len();
        let n_start = !shared(k).is_p(&start).unwrap();
        let mut g = DeleteGame::new(&start).unwrap();
        prop_assert_eq!(g.state().piles, start.iter().map(|&v| v as u32).collect::<Vec<_>>());
        let winner = play_out(&mut g, [true, true], [false, false], 0)?;
        prop_assert_eq!(winner, if n_start { 0 } else { 1 }, "{:?}", start);
    }

    /// The engine, first from an N start, beats a random opponent; and as the second player it
    /// wins whenever the random first player leaves it an N-position (checked move by move in
    /// `check_advice`: its move then leaves P).
    #[test]
    fn the_engine_never_loses_from_n(start in any_start(), seed in any::<u64>(), hints in any::<bool>()) {
        let k = start.len();
        let n_start = !shared(k).is_p(&start).unwrap();
        let mut g = DeleteGame::new(&start).unwrap();
        let winner = play_out(&mut g, [false, hints], [true, false], seed)?;
        if n_start {
            prop_assert_eq!(winner, 0, "{:?}", start);
        }
        let mut g = DeleteGame::new(&start).unwrap();
        let winner = play_out(&mut g, [false, false], [false, true], seed)?;
        let st = g.state();
        if let Some(i) = (0..st.moves.len()).step_by(2).find(|&i| {
            !shared(k).is_p(&u64s(&after(
                &st.moves[i].before, st.moves[i].delete, st.moves[i].split, st.moves[i].parts.0,
            ))).unwrap()
        }) {
            // The random player left an N-position at move i: the engine wins from there.
            prop_assert_eq!(winner, 1, "{:?}, move {}", start, i);
        }
    }

    /// Random starts: k piles of 1..=max, not all 1, the same for the same seed.
    #[test]
    fn random_starts(k in 2u64..=8, max in 2u64..=5, seed in any::<u64>()) {
        let a = DeleteGame::random(k, max, seed).unwrap().state();
        prop_assert_eq!(a.piles.len() as u64, k);
        prop_assert!(a.piles.iter().all(|&p| (1..=max as u32).contains(&p)), "{:?}", a.piles);
        prop_assert!(!a.over && a.moves.is_empty() && a.to_move == 0);
        prop_assert_eq!(DeleteGame::random(k, max, seed).unwrap().state(), a);
    }
}

#[test]
fn random_starts_vary_with_the_seed() {
    // Seeds as the page draws them (any 32-bit number).
    let starts: BTreeSet<Vec<u32>> = (1..=50u64)
        .map(|i| i.wrapping_mul(0x9E37_79B9) & 0xFFFF_FFFF)
        .map(|seed| DeleteGame::random(4, 20, seed).unwrap().state().piles)
        .collect();
    assert!(starts.len() > 40, "{} distinct starts of 50", starts.len());
    for (k, max, needle) in [
        (1u64, 5u64, "number of piles = 1"),
        (9, 5, "number of piles = 9"),
        (3, 1, "largest pile = 1"),
        (3, 0, "largest pile = 0"),
        (4, 1000, "largest pile can be at most"),
    ] {
        let e = DeleteGame::random(k, max, 7)
            .err()
            .expect("an error")
            .to_string();
        assert!(e.contains(needle), "({k}, {max}): {e}");
    }
}

#[test]
fn illegal_moves_are_errors_that_change_nothing() {
    let mut g = DeleteGame::new(&[5, 1, 9, 12]).unwrap();
    g.play(1, 3, 4).unwrap(); // delete the 1, split 12 into 4 + 8: (5, 9, 4, 8)
    assert_eq!(g.state().piles, [5, 9, 4, 8]);
    let st = g.state();
    let hint = g.hint().unwrap();
    for (d, s, x, needle) in [
        (0, 0, 1, "cannot be both deleted and split"),
        (4, 0, 1, "no pile 5 to delete"),
        (0, 4, 1, "no pile 5 to split"),
        (usize::MAX, 0, 1, "no pile"),
        (0, 1, 0, "x from 1 to 8, not 0"),
        (0, 1, 9, "not 9"),
        (0, 1, u64::MAX, "not"),
        (3, 2, 4, "not 4"),
    ] {
        let e = g.play(d, s, x).unwrap_err().to_string();
        assert!(
            e.contains("illegal move") && e.contains(needle),
            "({d}, {s}, {x}): {e}"
        );
        assert_eq!(g.state(), st, "({d}, {s}, {x}) changed the game");
        assert_eq!(g.hint().unwrap(), hint);
    }
    // A pile of 1 cannot be split.
    let mut g = DeleteGame::new(&[1, 1, 4]).unwrap();
    let st = g.state();
    let e = g.play(2, 0, 1).unwrap_err().to_string();
    assert!(e.contains("pile 1 has 1 counter"), "{e}");
    assert_eq!(g.state(), st);
    // A start of all 1s is over: the first player cannot move and loses.
    let mut g = DeleteGame::new(&[1, 1, 1]).unwrap();
    let st = g.state();
    assert!(st.over && st.winner == Some(1));
    for e in [
        g.hint().unwrap_err().to_string(),
        g.engine_move().unwrap_err().to_string(),
        g.play(0, 1, 1).unwrap_err().to_string(),
    ] {
        assert!(e.contains("game is over"), "{e}");
    }
    assert_eq!(g.state(), st);
}

#[test]
fn bad_starts_are_errors_with_a_message() {
    for (start, needle) in [
        (&[4u64][..], "number of piles = 1"),
        (&[][..], "number of piles = 0"),
        (&[1, 2, 3, 4, 5, 6, 7, 8, 9][..], "number of piles = 9"),
        (&[3, 0, 5][..], "pile = 0"),
        (&[3, 2_000_000][..], "pile = 2000000"),
        (&[1, 1, 1, 200][..], "largest pile can be at most"),
    ] {
        let e = DeleteGame::new(start).err().expect("an error").to_string();
        assert!(e.contains(needle), "{start:?}: {e}");
    }
}

#[test]
fn hint_reasons_on_every_small_position() {
    // Every sorted position of small ranges, as a typed start, in two orders.
    for (k, max) in [(2usize, 16u32), (3, 10), (4, 8), (5, 5), (6, 4), (8, 3)] {
        for a in sorted_tuples(k, max) {
            if a.iter().all(|&v| v == 1) {
                continue;
            }
            let mut rev = a.clone();
            rev.reverse();
            for board in [a.clone(), rev] {
                let g = DeleteGame::new(&u64s(&board)).unwrap();
                let h = g.hint().unwrap();
                check_advice(&board, &h).unwrap_or_else(|e| panic!("{board:?}: {e}"));
            }
        }
    }
}

#[test]
fn the_paper_names_in_hints() {
    // (2, 6): split the 6 into two odd piles (Theorem 1.1).
    let h = DeleteGame::new(&[2, 6]).unwrap().hint().unwrap();
    assert_eq!((h.winning, h.reason), (true, "theorem-1.1"));
    assert_eq!((h.delete, h.split), (0, 1));
    assert!(h.parts.0 % 2 == 1 && h.parts.1 % 2 == 1);
    // Five piles of 2 (Proposition 4.2, N): delete a 2 and split a 2; (1, 1, 2, 2, 2) is left,
    // which no statement covers.
    let h = DeleteGame::new(&[2; 5]).unwrap().hint().unwrap();
    assert!(h.winning);
    assert_eq!(h.leaves, [1, 1, 2, 2, 2]);
    assert_eq!(h.reason, "search");
    // Four piles of 2 is P by condition (1) (and Proposition 4.2): the mover is told it loses.
    let h = DeleteGame::new(&[2; 4]).unwrap().hint().unwrap();
    assert!(!h.winning);
    assert!(
        ["condition-1", "prop-4.2"].contains(&h.reason),
        "{}",
        h.reason
    );
    // Six piles of 2 is P by Proposition 4.2 alone.
    let h = DeleteGame::new(&[2; 6]).unwrap().hint().unwrap();
    assert_eq!((h.winning, h.reason), (false, "prop-4.2"));
}

/// Single-delete Nim (arXiv 2411.19453): two piles are P exactly when both are odd
/// (Theorem 1.1), and three piles when their 2-adic valuations are equal (Theorem 1.4).
#[test]
fn the_cli_p_positions_for_two_and_three_piles() {
    let v = cli_json(&["single-delete", "--piles", "2", "--max", "7"]);
    let want: Vec<Vec<u64>> = (1..=7u64)
        .step_by(2)
        .flat_map(|a| (a..=7).step_by(2).map(move |b| vec![a, b]))
        .collect();
    assert_eq!(v["p_positions"], serde_json::json!(want));
    let v = cli_json(&["single-delete", "--piles", "3", "--max", "12"]);
    let got: Vec<Vec<u64>> = serde_json::from_value(v["p_positions"].clone()).unwrap();
    let mut want = Vec::new();
    for a in 1..=12u64 {
        for b in a..=12 {
            for c in b..=12 {
                if a.trailing_zeros() == b.trailing_zeros()
                    && b.trailing_zeros() == c.trailing_zeros()
                {
                    want.push(vec![a, b, c]);
                }
            }
        }
    }
    assert_eq!(got, want);
    let (code, _, err) = nimlab(&["single-delete", "--piles", "9", "--max", "5"]);
    assert_eq!(code, 2);
    assert!(err.contains("piles = 9 is too large"), "{err}");
}

/// `nimlab delete`, the command's old name, still runs (older scripts call it).
#[test]
fn the_cli_reads_the_old_command_name() {
    let args = ["--piles", "3", "--max", "6"];
    let old = cli_json(&[&["delete"][..], &args].concat());
    assert_eq!(old, cli_json(&[&["single-delete"][..], &args].concat()));
}
