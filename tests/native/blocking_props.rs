//! Blocking Nim (Flammenkamp, Holshouser & Reiter 2003) against its slow twins, over random
//! sequences c, m, M: lists whose last value repeats, and expressions in i built from templates —
//! `a + i % b`, `a + min(i/d, b)` (typed with `if`: a text with a comma is read as a list),
//! `if i % 2 == 0 then a else b`, `if i <= t then a else b`, `a + i/d`,
//! `if i == 1 then … else …` and sums of these. Every sequence is parsed by `Rules::parse` and
//! its values checked against the test's own evaluation.
//!
//! What is joined to what:
//! 1. `brute::solve` (counting: the mover wins iff more than c_k options win) =
//!    `brute::literal_lost` (every forbidden set tried), on arbitrary small games — conditions
//!    (1)/(2) violated, every option blockable, and so on.
//! 2. Theorem 1 (must hold): for sequences built to satisfy (1) and (2), `formula::intervals` =
//!    brute force's maximal runs of safe piles at moves 1..=4, piles 0..=200, and `analyse`
//!    reports (1), (2) and Theorem 1 as holding.
//! 3. The formula = a slow twin that sums the paper's A_k and B_k term by term (shifted to the
//!    move K): `formula::intervals` for arbitrary sequences, `formula::classify` where Lemma 1
//!    holds on the range (it assumes increasing bounds), and for lists also at piles up to 10^12
//!    (the twin then sums the constant tails in closed form and finds k by bisection).
//! 4. `condition_one`/`condition_two`/`weak_condition`/`summary_inequality` = naive loops, and
//!    `analyse`'s levels, conditions and claim verdicts = what brute force and the twin say.
//! 5. Examples from the paper and classic Nim.
//! 6. `play::BlockingGame`: the engine, on the winning side by brute force, beats a random
//!    opponent; its blocks leave no winning take, and `hint()` names exactly the allowed takes
//!    that leave a safe pile (brute force).

use nimlab::games::blocking::analysis::{runs, Report};
use nimlab::games::blocking::formula::{self, Bound, Bounds};
use nimlab::games::blocking::{analyse, brute, BlockingGame, Rules, Step};
use proptest::prelude::*;
use std::sync::mpsc;
use std::time::Duration;

// ---------------------------------------------------------------------------------------------
// Random sequences, with the test's own evaluation of every value.

/// An expression in i, from a template, with its value computed here (not by the crate).
#[derive(Clone, Debug)]
enum Tpl {
    /// `a`
    Const(i64),
    /// `a + i % b`
    ModAdd(i64, i64),
    /// `a + min(i/d, b)`, typed as `a + (if i/d < b then i/d else b)`
    MinDiv(i64, i64, i64),
    /// `if i % 2 == 0 then a else b`
    Parity(i64, i64),
    /// `if i <= t then a else b`
    Step(i64, i64, i64),
    /// `a + i/d`
    Lin(i64, i64),
    /// `if i == 1 then v1 else if i == 2 then v2 … else v_last`
    Table(Vec<i64>),
    /// `(x) + (y) + …`
    Sum(Vec<Tpl>),
}

impl Tpl {
    fn at(&self, i: u64) -> i64 {
        let n = i as i64;
        match self {
            Tpl::Const(a) => *a,
            Tpl::ModAdd(a, b) => a + n % b,
            Tpl::MinDiv(a, d, b) => a + (n / d).min(*b),
            Tpl::Parity(a, b) => {
                if n % 2 == 0 {
                    *a
                } else {
                    *b
                }
            }
            Tpl::Step(t, a, b) => {
                if n <= *t {
                    *a
                } else {
                    *b
                }
            }
            Tpl::Lin(a, d) => a + n / d,
            Tpl::Table(v) => v[(i as usize).clamp(1, v.len()) - 1],
            Tpl::Sum(ts) => ts.iter().map(|t| t.at(i)).sum(),
        }
    }

    fn text(&self) -> String {
        match self {
            Tpl::Const(a) => a.to_string(),
            Tpl::ModAdd(a, b) => format!("{a} + i % {b}"),
            // min(i/d, b) written without a comma: a sequence with a comma is read as a list
            // (see `a_min_expression_is_not_a_list` below).
            Tpl::MinDiv(a, d, b) => format!("{a} + (if i/{d} < {b} then i/{d} else {b})"),
            Tpl::Parity(a, b) => format!("if i % 2 == 0 then {a} else {b}"),
            Tpl::Step(t, a, b) => format!("if i <= {t} then {a} else {b}"),
            Tpl::Lin(a, d) => format!("{a} + i/{d}"),
            Tpl::Table(v) => {
                let mut s = v[v.len() - 1].to_string();
                for j in (0..v.len() - 1).rev() {
                    s = format!("if i == {} then {} else {s}", j + 1, v[j]);
                }
                s
            }
            Tpl::Sum(ts) => ts
                .iter()
                .map(|t| format!("({})", t.text()))
                .collect::<Vec<_>>()
                .join(" + "),
        }
    }

    /// The text mentions i (the crate then cannot know the sequence is constant).
    fn uses_i(&self) -> bool {
        match self {
            Tpl::Const(_) => false,
            Tpl::Table(v) => v.len() > 1,
            Tpl::Sum(ts) => ts.iter().any(Tpl::uses_i),
            _ => true,
        }
    }
}

/// One sequence: a list (the last value repeats) or an expression.
#[derive(Clone, Debug)]
enum S {
    List(Vec<i64>),
    Expr(Tpl),
}

impl S {
    fn at(&self, i: u64) -> i64 {
        match self {
            S::List(v) => v[(i as usize).clamp(1, v.len()) - 1],
            S::Expr(t) => t.at(i),
        }
    }
    fn text(&self) -> String {
        match self {
            S::List(v) => v
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            S::Expr(t) => t.text(),
        }
    }
    fn as_tpl(&self) -> Tpl {
        match self {
            S::List(v) => Tpl::Table(v.clone()),
            S::Expr(t) => t.clone(),
        }
    }
    /// Constant from this index on, as far as the crate can tell.
    fn constant_from(&self) -> Option<u64> {
        match self {
            S::List(v) => Some(v.len() as u64),
            S::Expr(t) => (!t.uses_i()).then_some(1),
        }
    }
}

/// A game: the three sequences.
#[derive(Clone, Debug)]
struct Game {
    c: S,
    m: S,
    big: S,
}

impl Game {
    fn step(&self, i: u64) -> Step {
        let (c, m, big) = (self.c.at(i), self.m.at(i), self.big.at(i));
        assert!(
            c >= 0 && m >= 1 && big >= m,
            "generator bug: {self:?} at {i}"
        );
        Step {
            c: c as u64,
            m: m as u64,
            max: big as u64,
        }
    }
    fn u(&self, i: u64) -> i64 {
        self.big.at(i) - self.m.at(i) - self.c.at(i)
    }
    fn tail(&self) -> Option<u64> {
        Some(
            self.c
                .constant_from()?
                .max(self.m.constant_from()?)
                .max(self.big.constant_from()?),
        )
    }
    fn is_lists(&self) -> bool {
        [&self.c, &self.m, &self.big]
            .iter()
            .all(|s| matches!(s, S::List(_)))
    }
    fn texts(&self) -> [String; 3] {
        [self.c.text(), self.m.text(), self.big.text()]
    }
    /// The rules as a user types them.
    fn rules(&self) -> Rules {
        let [c, m, big] = self.texts();
        Rules::parse(&c, &m, &big).unwrap_or_else(|e| panic!("{c} | {m} | {big}: {e}"))
    }
    /// The rules, checked value by value against this evaluation for i = 1..=n.
    fn checked_rules(&self, n: u64) -> Result<Rules, TestCaseError> {
        let r = self.rules();
        for i in 1..=n {
            prop_assert_eq!(
                r.step(i).unwrap(),
                self.step(i),
                "i = {}, {:?}",
                i,
                self.texts()
            );
        }
        prop_assert_eq!(r.constant_from(), self.tail());
        Ok(r)
    }
}

/// Pads lists to a common length with their last values.
fn padded(v: &[i64], len: usize) -> Vec<i64> {
    (0..len).map(|j| v[j.min(v.len() - 1)]).collect()
}

/// Expressions with values in [lo, hi].
fn tpl(lo: i64, hi: i64) -> BoxedStrategy<Tpl> {
    prop_oneof![
        (lo..=hi).prop_map(Tpl::Const),
        (lo..=hi)
            .prop_flat_map(move |a| (Just(a), 1..=hi - a + 1))
            .prop_map(|(a, b)| Tpl::ModAdd(a, b)),
        (lo..=hi)
            .prop_flat_map(move |a| (Just(a), 1i64..=4, 0..=hi - a))
            .prop_map(|(a, d, b)| Tpl::MinDiv(a, d, b)),
        (lo..=hi, lo..=hi).prop_map(|(a, b)| Tpl::Parity(a, b)),
        (1i64..=6, lo..=hi, lo..=hi).prop_map(|(t, a, b)| Tpl::Step(t, a, b)),
        prop::collection::vec(lo..=hi, 1..=4).prop_map(Tpl::Table),
    ]
    .boxed()
}

/// Nondecreasing expressions starting in [lo, hi] (`a + i/d` grows without bound).
fn tpl_up(lo: i64, hi: i64) -> BoxedStrategy<Tpl> {
    prop_oneof![
        (lo..=hi).prop_map(Tpl::Const),
        (lo..=hi, 1i64..=5, 0i64..=4).prop_map(|(a, d, b)| Tpl::MinDiv(a, d, b)),
        (1i64..=6, lo..=hi, 0i64..=3).prop_map(|(t, a, up)| Tpl::Step(t, a, a + up)),
        (lo..=hi, 2i64..=12).prop_map(|(a, d)| Tpl::Lin(a, d)),
        (lo..=hi, prop::collection::vec(0i64..=2, 0..=4))
            .prop_map(|(a, ups)| Tpl::Table(cumulative(a, &ups))),
    ]
    .boxed()
}

fn cumulative(start: i64, ups: &[i64]) -> Vec<i64> {
    let mut v = vec![start];
    for u in ups {
        v.push(v[v.len() - 1] + u);
    }
    v
}

fn seq(lo: i64, hi: i64, maxlen: usize, lists: bool) -> BoxedStrategy<S> {
    let list = prop::collection::vec(lo..=hi, 1..=maxlen).prop_map(S::List);
    if lists {
        return list.boxed();
    }
    prop_oneof![list, tpl(lo, hi).prop_map(S::Expr)].boxed()
}

/// M from m and M − m (a list when both are lists, else the expression `(m) + (extra)`).
fn with_max(c: S, m: S, extra: &S) -> Game {
    let big = match (&m, extra) {
        (S::List(a), S::List(b)) => {
            let n = a.len().max(b.len());
            let (a, b) = (padded(a, n), padded(b, n));
            S::List(a.iter().zip(&b).map(|(x, y)| x + y).collect())
        }
        _ => S::Expr(Tpl::Sum(vec![m.as_tpl(), extra.as_tpl()])),
    };
    Game { c, m, big }
}

/// Arbitrary games: c ∈ [0, cmax], m ∈ [1, mmax], M − m ∈ [0, emax], lists up to `maxlen` long.
/// Conditions (1) and (2) hold only by chance; c > M − m (every option blockable) is common.
/// `lists`: lists only.
fn any_game(
    cmax: i64,
    mmax: i64,
    emax: i64,
    maxlen: usize,
    lists: bool,
) -> impl Strategy<Value = Game> {
    (
        seq(0, cmax, maxlen, lists),
        seq(1, mmax, maxlen, lists),
        seq(0, emax, maxlen, lists),
    )
        .prop_map(|(c, m, e)| with_max(c, m, &e))
}

/// Games satisfying (1) and (2) by construction: c and u nondecreasing (u ≥ 0), any m ≥ 1,
/// M = m + c + u (tails consistent: lists are padded with their last values). `lists`: lists only.
fn theorem_game(lists: bool) -> impl Strategy<Value = Game> {
    let up_list = (0i64..=3, prop::collection::vec(0i64..=2, 0..=5))
        .prop_map(|(a, ups)| S::List(cumulative(a, &ups)));
    let m_list = prop::collection::vec(1i64..=5, 1..=6).prop_map(S::List);
    let (up, m) = if lists {
        (up_list.boxed(), m_list.boxed())
    } else {
        (
            prop_oneof![up_list, tpl_up(0, 4).prop_map(S::Expr)].boxed(),
            prop_oneof![
                m_list,
                tpl(1, 5).prop_map(S::Expr),
                (1i64..=3).prop_map(|b| S::Expr(Tpl::ModAdd(1, b))),
            ]
            .boxed(),
        )
    };
    (up.clone(), m, up).prop_map(|(c, m, u)| {
        let big = match (&c, &m, &u) {
            (S::List(c), S::List(m), S::List(u)) => {
                let n = c.len().max(m.len()).max(u.len());
                let (c, m, u) = (padded(c, n), padded(m, n), padded(u, n));
                S::List((0..n).map(|j| m[j] + c[j] + u[j]).collect())
            }
            _ => S::Expr(Tpl::Sum(vec![m.as_tpl(), c.as_tpl(), u.as_tpl()])),
        };
        Game { c, m, big }
    })
}

/// Either kind, for the properties that must hold for every game.
fn mixed_game() -> BoxedStrategy<Game> {
    prop_oneof![3 => any_game(4, 5, 6, 5, false), 1 => theorem_game(false)].boxed()
}

/// Lists only, of either kind.
fn list_game() -> BoxedStrategy<Game> {
    prop_oneof![any_game(4, 5, 6, 6, true), theorem_game(true)].boxed()
}

// ---------------------------------------------------------------------------------------------
// The slow twin of Theorem 1's formula: the paper's sums, term by term.

/// The values (c'_i, m'_i, M'_i) for i = 1..=n (index 0 unused), s'_i being the rules at move
/// first + i − 1, from the test's own evaluation.
fn shifted(g: &Game, first: u64, n: u64) -> Vec<(i128, i128, i128)> {
    (0..=n)
        .map(|i| {
            let s = g.step(first + i.max(1) - 1);
            (i128::from(s.c), i128::from(s.m), i128::from(s.max))
        })
        .collect()
}

/// A_k = Σ_{i≤k} M'_{2i−1} + Σ_{i≤k} m'_{2i} + Σ_{i≤2k} (−1)^i c'_i, term by term.
fn a_sum(v: &[(i128, i128, i128)], k: usize) -> i128 {
    let mut s = 0i128;
    for i in 1..=k {
        s += v[2 * i - 1].2;
    }
    for i in 1..=k {
        s += v[2 * i].1;
    }
    for (i, t) in v.iter().enumerate().take(2 * k + 1).skip(1) {
        s += if i % 2 == 0 { t.0 } else { -t.0 };
    }
    s
}

/// B_k = Σ_{i≤k} M'_{2i} + Σ_{i≤k+1} m'_{2i−1} + Σ_{i≤2k+1} (−1)^{i+1} c'_i, term by term.
fn b_sum(v: &[(i128, i128, i128)], k: usize) -> i128 {
    let mut s = 0i128;
    for i in 1..=k {
        s += v[2 * i].2;
    }
    for i in 1..=k + 1 {
        s += v[2 * i - 1].1;
    }
    for (i, t) in v.iter().enumerate().take(2 * k + 2).skip(1) {
        s += if i % 2 == 1 { t.0 } else { -t.0 };
    }
    s
}

fn a_direct(g: &Game, first: u64, k: u64) -> i128 {
    a_sum(&shifted(g, first, 2 * k + 2), k as usize)
}

fn b_direct(g: &Game, first: u64, k: u64) -> i128 {
    b_sum(&shifted(g, first, 2 * k + 2), k as usize)
}

/// (A_k, B_k) for k = 0..=kmax, each summed from scratch.
fn bounds_direct(g: &Game, first: u64, kmax: u64) -> Vec<(i128, i128)> {
    let v = shifted(g, first, 2 * kmax + 2);
    (0..=kmax as usize)
        .map(|k| (a_sum(&v, k), b_sum(&v, k)))
        .collect()
}

/// The paper's safe intervals [A_k, B_k − 1] meeting [0, upto], clipped, in order along the
/// pile axis without repeats (where Lemma 1 fails, several k can give the same interval).
fn twin_intervals(bounds: &[(i128, i128)], upto: u64) -> Vec<(u64, u64)> {
    let top = i128::from(upto);
    let mut v: Vec<(u64, u64)> = bounds
        .iter()
        .filter_map(|&(a, b)| {
            let (lo, hi) = (a.max(0), (b - 1).min(top));
            (lo <= hi).then_some((lo as u64, hi as u64))
        })
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// 1 where the union of the intervals covers the pile.
fn cover(intervals: &[(u64, u64)], upto: u64) -> Vec<u8> {
    let mut v = vec![0u8; upto as usize + 1];
    for &(a, b) in intervals {
        for x in &mut v[a as usize..=b as usize] {
            *x = 1;
        }
    }
    v
}

/// Lemma 1 at k: A_k < B_k < A_{k+1}.
fn lemma(bounds: &[(i128, i128)], k: usize) -> bool {
    let (a, b) = bounds[k];
    a < b && b < bounds[k + 1].0
}

/// How far the twin looks: far beyond the k where the formula's loop must stop.
fn kmax_for(upto: u64) -> u64 {
    // the k the engine's formula looks at (its own bounds are computed the engine's way; these
    // are the direct sums)
    formula::k_window(upto)
}

/// Σ_{t<count} v(start + 2t) for a list sequence, the constant tail in closed form.
fn ap_sum(v: &[i64], start: u64, count: u64) -> i128 {
    let len = v.len() as u64;
    let at = |i: u64| i128::from(v[(i.clamp(1, len) - 1) as usize]);
    let mut s = 0i128;
    let mut t = 0;
    while t < count && start + 2 * t < len {
        s += at(start + 2 * t);
        t += 1;
    }
    s + i128::from(count - t) * at(len)
}

/// A_k and B_k for list sequences at any k: the same sums, regrouped by parity of the index.
fn bounds_closed(c: &[i64], m: &[i64], big: &[i64], first: u64, k: u64) -> (i128, i128) {
    let a = ap_sum(big, first, k) + ap_sum(m, first + 1, k) + ap_sum(c, first + 1, k)
        - ap_sum(c, first, k);
    let b = ap_sum(big, first + 1, k) + ap_sum(m, first, k + 1) + ap_sum(c, first, k + 1)
        - ap_sum(c, first + 1, k);
    (a, b)
}

fn lists_of(g: &Game) -> (Vec<i64>, Vec<i64>, Vec<i64>) {
    match (&g.c, &g.m, &g.big) {
        (S::List(c), S::List(m), S::List(b)) => (c.clone(), m.clone(), b.clone()),
        _ => panic!("not lists"),
    }
}

// ---------------------------------------------------------------------------------------------
// 1. Counting brute force = literal game tree.

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    /// `brute::solve` (more than c_k winning options ⇔ win) equals `brute::literal_lost` (every
    /// forbidden set of at most c_k options tried) at moves first..first+moves−1, piles 0..=16,
    /// for arbitrary small games: c ∈ 0..=3, m ∈ 1..=4, M − m ∈ 0..=5 (at most 6 options).
    #[test]
    fn counting_brute_force_is_the_literal_game(
        g in any_game(3, 4, 5, 4, false),
        first in 1u64..=3,
        moves in 1u64..=3,
    ) {
        let rules = g.checked_rules(40)?;
        let l = brute::solve(&rules, first, moves, 16).unwrap();
        prop_assert_eq!(l.safe.len() as u64, moves);
        for k in first..first + moves {
            for p in 0..=16 {
                prop_assert_eq!(
                    l.is_safe(p, k),
                    brute::literal_lost(&rules, p, k).unwrap(),
                    "pile {} at move {}, {:?}", p, k, g.texts()
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 2. Theorem 1 under (1) and (2).

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    /// For sequences satisfying (1) and (2) by construction, Theorem 1's intervals are exactly
    /// brute force's maximal runs of safe piles at moves 1..=4 (piles 0..=200), and the analysis
    /// says (1), (2), Theorem 1 and Lemma 1 hold.
    #[test]
    fn theorem_1_holds_under_conditions_1_and_2(g in theorem_game(false), moves in 1u64..=4) {
        let upto = 200;
        let rules = g.checked_rules(250)?;
        // The construction really gives (1) and (2).
        for i in 1..=250 {
            prop_assert!(g.step(i).c <= g.step(i + 1).c);
            prop_assert!(0 <= g.u(i) && g.u(i) <= g.u(i + 1));
        }
        let l = brute::solve(&rules, 1, moves, upto).unwrap();
        for k in 1..=moves {
            let iv = formula::intervals(&rules, k, upto).unwrap();
            let brute_runs = runs(&l.safe[(k - 1) as usize]);
            prop_assert_eq!(&iv, &brute_runs, "Theorem 1 at move {}, {:?}", k, g.texts());
        }
        let rep = analyse(&rules, upto, moves).unwrap();
        prop_assert!(rep.conditions.one.holds, "{}", rep.conditions.one.text);
        prop_assert!(rep.conditions.two.holds, "{}", rep.conditions.two.text);
        prop_assert!(rep.levels.iter().all(|l| l.matches && l.weak.holds));
        prop_assert_eq!(verdict(&rep, "theorem1"), "holds");
        prop_assert_eq!(verdict(&rep, "lemma1"), "holds");
        prop_assert_eq!(verdict(&rep, "summary-sufficient"), "holds");
        prop_assert_eq!(verdict(&rep, "summary-necessary"), "not-applicable");
    }
}

fn verdict(rep: &Report, id: &str) -> &'static str {
    rep.claims
        .iter()
        .find(|c| c.id == id)
        .unwrap_or_else(|| panic!("no claim {id}"))
        .verdict
}

// ---------------------------------------------------------------------------------------------
// 3. The formula against its slow twin.

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    /// `formula::intervals` lists the paper's intervals [A_k, B_k − 1] ∩ [0, 200] for every k
    /// (sorted, without repeats), the bounds summed term by term — for arbitrary sequences
    /// (Lemma 1 may fail: empty, repeated or overlapping intervals, bounds drifting down). Where
    /// Lemma 1 holds up to the first A_k above the range (classify assumes increasing bounds),
    /// `formula::classify` places every pile ≤ 200 in the twin's interval. The crate's own `Bounds`
    /// iterator gives the twin's A_k, B_k.
    #[test]
    fn the_formula_is_the_papers_sums(g in mixed_game(), first in 1u64..=5) {
        let upto = 200;
        let kmax = kmax_for(upto);
        g.checked_rules(20)?;
        let rules = g.rules();
        let bounds = bounds_direct(&g, first, kmax);
        let mut it = Bounds::new(&rules, first).unwrap();
        for (k, &(a, b)) in bounds.iter().enumerate().take(60) {
            prop_assert_eq!(it.next_bound().unwrap(), Bound { k: k as u64, a, b });
        }
        let iv = formula::intervals(&rules, first, upto).unwrap();
        prop_assert_eq!(&iv, &twin_intervals(&bounds, upto), "{:?} from move {}", g.texts(), first);

        let top = i128::from(upto);
        // (A_k may never pass 200 when the bounds drift down: then Lemma 1 fails anyway.)
        let above = bounds.iter().position(|&(a, _)| a > top);
        if let Some(above) = above.filter(|&n| (0..n).all(|k| lemma(&bounds, k))) {
            for p in 0..=upto {
                let got = formula::classify(&rules, first, p).unwrap();
                let pi = i128::from(p);
                let k = bounds[..=above].iter().rposition(|&(a, _)| a <= pi).unwrap();
                let (a, b) = bounds[k];
                let (safe, from, to) = if pi < b { (true, a, b - 1) } else { (false, b, bounds[k + 1].0 - 1) };
                prop_assert_eq!(
                    (got.safe, got.index, got.from, got.to),
                    (safe, k as u64, from, to),
                    "pile {} from move {}, {:?}", p, first, g.texts()
                );
            }
        }
    }

    /// For lists (constant tails) and piles up to 10^12: classify = the paper's sums with the
    /// tail summed in closed form and k found by bisection, where Lemma 1 holds for every k (it
    /// suffices to check it until the tail is reached). The closed form is first checked against
    /// the term-by-term sums.
    #[test]
    fn classify_far_out_is_the_papers_sums(
        g in list_game(),
        first in 1u64..=5,
        piles in prop::collection::vec(0u64..=1_000_000_000_000, 1..=8),
    ) {
        prop_assert!(g.is_lists());
        let rules = g.checked_rules(20)?;
        let (c, m, big) = lists_of(&g);
        for k in 0..=30 {
            prop_assert_eq!(
                bounds_closed(&c, &m, &big, first, k),
                (a_direct(&g, first, k), b_direct(&g, first, k))
            );
        }
        let len = c.len().max(m.len()).max(big.len()) as u64;
        let bounds: Vec<_> = (0..=len + 4).map(|k| bounds_closed(&c, &m, &big, first, k)).collect();
        if !(0..=len as usize + 3).all(|k| lemma(&bounds, k)) {
            return Ok(()); // classify assumes increasing bounds
        }
        for &p in &piles {
            let pi = i128::from(p);
            // The largest k with A_k ≤ p (A_k grows by ≥ 2 per k under Lemma 1, so k ≤ p/2 + 1).
            let (mut lo, mut hi) = (0u64, p / 2 + 2);
            prop_assert!(bounds_closed(&c, &m, &big, first, hi).0 > pi);
            while hi - lo > 1 {
                let mid = (lo + hi) / 2;
                if bounds_closed(&c, &m, &big, first, mid).0 <= pi { lo = mid } else { hi = mid }
            }
            let (a, b) = bounds_closed(&c, &m, &big, first, lo);
            let next_a = bounds_closed(&c, &m, &big, first, lo + 1).0;
            let want = if pi < b { (true, lo, a, b - 1) } else { (false, lo, b, next_a - 1) };
            let got = formula::classify(&rules, first, p).unwrap();
            prop_assert_eq!((got.safe, got.index, got.from, got.to), want, "pile {} from move {}", p, first);
            prop_assert!(got.steps <= len + 4, "the tail is solved by division: {} steps", got.steps);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 4. Conditions and claims.

/// The first i < n with c_i > c_{i+1}.
fn naive_one(g: &Game, n: u64) -> Option<u64> {
    (1..n).find(|&i| g.step(i).c > g.step(i + 1).c)
}

/// The first i ≤ n with u_i < 0, or (i < n) u_i > u_{i+1}.
fn naive_two(g: &Game, n: u64) -> Option<u64> {
    (1..=n).find(|&i| g.u(i) < 0 || (i < n && g.u(i) > g.u(i + 1)))
}

/// The summary's inequality at k as printed (shifted to move `first`):
/// 0 < m_{2k+1} + c_{2k+1} + Σ_{i≤k} (M_{2i} − m_{2i} − 2c_{2i} − M_{2i−1} + m_{2i−1} + 2c_{2i−1})
///   < M_{2k+1} − c_{2k+1} + m_{2k+2} + c_{2k+2}.
fn naive_summary(g: &Game, first: u64, k: u64) -> bool {
    let at = |i: u64| {
        let s = g.step(first + i - 1);
        (i128::from(s.c), i128::from(s.m), i128::from(s.max))
    };
    let (c1, m1, _) = at(2 * k + 1);
    let mut mid = m1 + c1;
    for i in 1..=k {
        let (ce, me, be) = at(2 * i);
        let (co, mo, bo) = at(2 * i - 1);
        mid += be - me - 2 * ce - bo + mo + 2 * co;
    }
    let (c1, _, b1) = at(2 * k + 1);
    let (c2, m2, _) = at(2 * k + 2);
    0 < mid && mid < b1 - c1 + m2 + c2
}

/// The weaker condition from move `first`, naively: for k = 0, 1, …, u ≥ 0 at moves
/// first + 2k and first + 2k + 1 (failing: that move), then A_k < B_k < A_{k+1} (failing: k);
/// looked at up to k = upto + 2, or until the sequences are constant (first + 2k > t) and A_k
/// has passed upto — the range the crate documents ("every k whose interval reaches into
/// [0, upto], and one more"). `all_k`: instead look at every k ≤ kmax.
fn naive_weak(
    g: &Game,
    bounds: &[(i128, i128)],
    first: u64,
    upto: u64,
    all_k: bool,
) -> Option<u64> {
    let top = i128::from(upto);
    for k in 0..bounds.len() as u64 - 1 {
        for mv in [first + 2 * k, first + 2 * k + 1] {
            if g.u(mv) < 0 {
                return Some(mv);
            }
        }
        if !lemma(bounds, k as usize) {
            return Some(k);
        }
        let settled = g.tail().is_some_and(|t| first + 2 * k > t);
        if !all_k && ((bounds[k as usize].0 > top && settled) || k > upto + 1) {
            return None;
        }
    }
    assert!(all_k, "the twin's range is too short");
    None
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Conditions (1) and (2) report the first failing i of a naive loop.
    #[test]
    fn conditions_report_the_first_failure(g in mixed_game(), n in 1u64..=40, whole: bool) {
        let rules = g.checked_rules(n + 1)?;
        let one = formula::condition_one(&rules, n, whole).unwrap();
        let two = formula::condition_two(&rules, n, whole).unwrap();
        prop_assert_eq!((one.holds, one.at), (naive_one(&g, n).is_none(), naive_one(&g, n)), "{}", one.text);
        prop_assert_eq!((two.holds, two.at), (naive_two(&g, n).is_none(), naive_two(&g, n)), "{}", two.text);
        if let Some(i) = one.at {
            prop_assert!(one.text.contains(&format!("i = {i}")), "{}", one.text);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    /// The weaker condition = the naive loop (u_i ≥ 0 and A_k < B_k < A_{k+1}); Lemma 1 at each k
    /// = the summary's inequality as printed = `formula::summary_inequality`; for lists the
    /// crate's finite range decides for every k. Then `analyse`: brute force per level, the
    /// formula's intervals, `matches`, the conditions, and each claim's verdict as the paper's
    /// statement and brute force dictate. Theorem 1 is never "contradicted" (a contradiction would
    /// be a real finding about the paper).
    #[test]
    fn weak_condition_and_claims_are_judged_by_brute_force(g in mixed_game(), moves in 1u64..=4, upto in 1u64..=60) {
        let kmax = kmax_for(upto);
        let rules = g.checked_rules(20)?;
        let all_bounds: Vec<_> = (1..=moves).map(|k| bounds_direct(&g, k, kmax)).collect();
        for (j, bounds) in all_bounds.iter().enumerate() {
            let first = j as u64 + 1;
            for k in 0..(upto + 3).min(kmax) {
                let l = lemma(bounds, k as usize);
                prop_assert_eq!(naive_summary(&g, first, k), l, "printed inequality, k = {}", k);
                prop_assert_eq!(formula::summary_inequality(&rules, first, k).unwrap(), l, "k = {}", k);
            }
            let w = formula::weak_condition(&rules, first, upto).unwrap();
            let want = naive_weak(&g, bounds, first, upto, false);
            prop_assert_eq!((w.holds, w.at), (want.is_none(), want), "{} from move {}", w.text, first);
            if g.tail().is_some() {
                prop_assert_eq!(want, naive_weak(&g, bounds, first, upto, true), "lists: the range decides all k");
            }
        }

        let rep = analyse(&rules, upto, moves).unwrap();
        let solved = brute::solve(&rules, 1, moves, upto).unwrap();
        for (j, l) in rep.levels.iter().enumerate() {
            let truth = &solved.safe[j];
            let twin = twin_intervals(&all_bounds[j], upto);
            prop_assert_eq!(&l.safe, truth);
            prop_assert_eq!(&l.intervals, &twin);
            prop_assert_eq!(l.matches, *truth == cover(&twin, upto), "move {}", j + 1);
            let want = naive_weak(&g, &all_bounds[j], j as u64 + 1, upto, false);
            prop_assert_eq!(l.weak.at, want);
        }
        let n = rep.conditions.indices;
        prop_assert_eq!(rep.conditions.one.at, naive_one(&g, n));
        prop_assert_eq!(rep.conditions.two.at, naive_two(&g, n));
        prop_assert_eq!(&rep.conditions.weak, &rep.levels[0].weak);

        let hyp = naive_one(&g, n).is_none() && naive_two(&g, n).is_none();
        let mismatch = rep.levels.iter().any(|l| !l.matches);
        let t1 = verdict(&rep, "theorem1");
        prop_assert_eq!(t1, match (hyp, mismatch) { (false, _) => "not-applicable", (true, false) => "holds", (true, true) => "contradicted" });
        prop_assert_ne!(t1, "contradicted", "Theorem 1 contradicted by brute force: {:?}", g.texts());
        let lemma_fails = rep.levels.iter().any(|l| !l.weak.holds);
        prop_assert_eq!(verdict(&rep, "lemma1"), match (hyp, lemma_fails) { (false, _) => "not-applicable", (true, false) => "holds", (true, true) => "contradicted" });
        let some_weak = rep.levels.iter().any(|l| l.weak.holds);
        let suff_bad = rep.levels.iter().any(|l| l.weak.holds && !l.matches);
        prop_assert_eq!(verdict(&rep, "summary-sufficient"), match (some_weak, suff_bad) { (false, _) => "not-applicable", (true, false) => "holds", (true, true) => "contradicted" });
        let some_fail = rep.levels.iter().any(|l| !l.weak.holds);
        let nec_bad = rep.levels.iter().any(|l| !l.weak.holds && l.matches);
        prop_assert_eq!(verdict(&rep, "summary-necessary"), match (some_fail, nec_bad) { (false, _) => "not-applicable", (true, false) => "holds", (true, true) => "contradicted" });
    }
}

// ---------------------------------------------------------------------------------------------
// 5. Examples from the paper, and classic Nim.

/// The paper's example (text before Theorem 1): at move 3, [m_3, M_3] = [5, 10] and c_3 = 2
/// (sequences c = 0, 1, 2; m = 1, 3, 5; M = 3, 6, 10). "If we modify the example so that
/// p_3 = 6 and the opponent prohibits the removal of 5 or 6 counters, the player-to-move can not
/// move at all and loses": pile 6 is safe at move 3, by both solvers and by the formula, and a
/// game reaching it ends when 5 and 6 are forbidden.
#[test]
fn the_papers_modified_example_pile_6_at_move_3() {
    let rules = Rules::parse("0, 1, 2", "1, 3, 5", "3, 6, 10").unwrap();
    assert_eq!(
        rules.step(3).unwrap(),
        Step {
            c: 2,
            m: 5,
            max: 10
        }
    );
    let l = brute::solve(&rules, 3, 1, 20).unwrap();
    assert!(l.is_safe(6, 3));
    assert!(brute::literal_lost(&rules, 6, 3).unwrap());
    assert!(formula::classify(&rules, 3, 6).unwrap().safe);
    // The paper's unmodified p_3 = 15: forbidding 6 and 10 leaves 5, 7, 8, 9.
    let mut g = BlockingGame::new(rules, 10).unwrap();
    g.play(1).unwrap(); // move 1: c_1 = 0, take 1 → 9
    g.block(&[]).unwrap();
    g.play(3).unwrap(); // move 2: take 3 → 6
    let st = g.state().unwrap();
    assert_eq!((st.pile, st.move_no, st.from, st.to, st.c), (6, 3, 5, 6, 2));
    g.block(&[5, 6]).unwrap();
    let st = g.state().unwrap();
    assert!(st.over);
    assert_eq!(
        st.winner,
        Some(1),
        "the player making move 3 (the first player) cannot move"
    );
}

/// The paper's p_3 = 15 example: with 6 and 10 forbidden the mover may take 5, 7, 8 or 9.
#[test]
fn the_papers_example_pile_15_options() {
    let rules = Rules::parse("0, 1, 2", "1, 3, 5", "3, 6, 10").unwrap();
    let mut g = BlockingGame::new(rules, 19).unwrap();
    g.play(1).unwrap();
    g.block(&[]).unwrap();
    g.play(3).unwrap();
    assert_eq!(g.state().unwrap().pile, 15);
    g.block(&[6, 10]).unwrap();
    let st = g.state().unwrap();
    let allowed: Vec<u64> = (st.from..=st.to)
        .filter(|x| !st.blocked.contains(x))
        .collect();
    assert_eq!(allowed, [5, 7, 8, 9]);
    assert!(g.play(6).is_err() && g.play(10).is_err());
}

/// Classic Nim without blocks (c = 0, m = 1, M = k): the safe piles are the multiples of k + 1,
/// at every move, by brute force and by the formula (A_j = j(k + 1), B_j = A_j + 1).
#[test]
fn classic_nim_safe_piles_are_multiples_of_k_plus_1() {
    for k in 1..=10u64 {
        let rules = Rules::parse("0", "1", &k.to_string()).unwrap();
        let l = brute::solve(&rules, 1, 3, 300).unwrap();
        for mv in 1..=3 {
            for p in 0..=300 {
                assert_eq!(l.is_safe(p, mv), p % (k + 1) == 0, "k = {k}, pile {p}");
            }
            let want: Vec<(u64, u64)> = (0..=300 / (k + 1))
                .map(|j| (j * (k + 1), j * (k + 1)))
                .collect();
            assert_eq!(formula::intervals(&rules, mv, 300).unwrap(), want);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    /// The proof of Theorem 1: the first safe interval is [A_0, B_0 − 1] = [0, m_1 + c_1 − 1] and
    /// the first unsafe one [B_0, A_1 − 1] = [m_1 + c_1, M_1 − c_1 + m_2 + c_2 − 1], by brute force
    /// and by the formula, for sequences satisfying (1) and (2).
    #[test]
    fn the_first_safe_and_unsafe_intervals_of_the_proof(g in theorem_game(false)) {
        let rules = g.checked_rules(10)?;
        let (s1, s2) = (g.step(1), g.step(2));
        let b0 = s1.m + s1.c;
        let a1 = s1.max - s1.c + s2.m + s2.c;
        let l = brute::solve(&rules, 1, 1, a1 + 1).unwrap();
        for p in 0..a1 {
            prop_assert_eq!(l.is_safe(p, 1), p < b0, "pile {}, {:?}", p, g.texts());
        }
        prop_assert!(l.is_safe(a1, 1), "A_1 = {} is safe", a1);
        let iv = formula::intervals(&rules, 1, a1).unwrap();
        prop_assert_eq!(iv[0], (0, b0 - 1));
        prop_assert_eq!(iv[1].0, a1);
    }
}

// ---------------------------------------------------------------------------------------------
// 6. Play.

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // splitmix64
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// The engine takes the side that wins by brute force and plays it against a random opponent
    /// (random blocks of random size ≤ c_k, random allowed takes): its blocks leave the mover no
    /// winning take, its takes leave safe piles, it wins; at every move `hint()` names exactly
    /// the allowed takes that leave a pile safe at the next move (brute force), and a take.
    #[test]
    fn the_engine_wins_and_hints_are_right(g in mixed_game(), pile in 1u64..=40, seed: u64) {
        let rules = g.checked_rules(60)?;
        let engine = u8::from(brute::solve(&rules, 1, 1, pile).unwrap().is_safe(pile, 1));
        let mut game = BlockingGame::new(g.rules(), pile).unwrap();
        let mut rng = Rng(seed);
        loop {
            let st = game.state().unwrap();
            if st.over {
                break;
            }
            let engine_moves = st.to_move == engine;
            if engine_moves {
                let options: Vec<u64> = (st.from..=st.to).collect();
                let size = rng.below(st.c.min(options.len() as u64) + 1) as usize;
                let mut b = options.clone();
                for j in 0..size {
                    let r = j + rng.below((b.len() - j) as u64) as usize;
                    b.swap(j, r);
                }
                b.truncate(size);
                game.block(&b).unwrap();
            } else {
                let ch = game.engine_block().unwrap();
                prop_assert!(ch.winning, "the engine's side must win at move {}", st.move_no);
            }
            let st = game.state().unwrap();
            if st.over {
                break;
            }
            let next = brute::solve(&rules, st.move_no + 1, 1, st.pile).unwrap();
            let allowed: Vec<u64> = (st.from..=st.to).filter(|x| !st.blocked.contains(x)).collect();
            let wins: Vec<u64> = allowed
                .iter()
                .copied()
                .filter(|&x| next.is_safe(st.pile - x, st.move_no + 1))
                .collect();
            let h = game.hint().unwrap();
            prop_assert_eq!(&h.options, &wins, "hint at pile {} move {}, {:?}", st.pile, st.move_no, g.texts());
            prop_assert_eq!(h.winning, !wins.is_empty());
            let take = h.take.unwrap();
            prop_assert!(allowed.contains(&take));
            if h.winning {
                prop_assert!(wins.contains(&take));
            }
            prop_assert_eq!(!wins.is_empty(), engine_moves, "the winning side is the engine's at move {}", st.move_no);
            if engine_moves {
                let ch = game.engine_move().unwrap();
                prop_assert_eq!(ch.take, Some(take));
            } else {
                game.play(allowed[rng.below(allowed.len() as u64) as usize]).unwrap();
            }
        }
        prop_assert_eq!(game.state().unwrap().winner, Some(engine), "pile {}, {:?}", pile, g.texts());
    }
}

// ---------------------------------------------------------------------------------------------
// Known trouble.

/// Runs `f` on another thread; None when it has not returned within `secs` seconds (the thread
/// is then left behind).
fn within<T: Send + 'static>(secs: u64, f: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(secs)).ok()
}

/// c = 2·(i mod 2) (2 at odd moves, 0 at even), m = M = 1: A_{k+1} − A_k = M_{2k+1} − c_{2k+1} +
/// m_{2k+2} + c_{2k+2} = 1 − 2 + 1 + 0 = 0, so A_k = 0 for every k while B_k grows. Until
/// d0168c4 `formula::intervals` looped until A_k passed upto, which never happens, and `analyse`
/// and `summary` (the page, the CLI) hung with it. Now it must return the paper's intervals
/// [0, B_k − 1] clipped (nested, so their union is [0, upto]).
#[test]
fn intervals_end_when_the_bounds_do_not_grow() {
    let g = Game {
        c: S::Expr(Tpl::Parity(0, 2)),
        m: S::Expr(Tpl::Const(1)),
        big: S::Expr(Tpl::Const(1)),
    };
    let bounds = bounds_direct(&g, 1, kmax_for(30));
    assert!(bounds.iter().all(|&(a, _)| a == 0), "{bounds:?}");
    for upto in [1u64, 7, 30] {
        let want = twin_intervals(&bounds, upto);
        assert_eq!(want.last(), Some(&(0, upto)));
        let got = within(5, move || {
            let r = Rules::parse("2 * (i % 2)", "1", "1").unwrap();
            let iv = formula::intervals(&r, 1, upto).unwrap();
            let rep = analyse(&r, upto, 2).unwrap();
            (iv, rep.levels[0].intervals.clone())
        });
        let (iv, from_analyse) = got.expect("formula::intervals and analyse return within 5 s");
        assert_eq!(iv, want);
        assert_eq!(from_analyse, want);
    }
}

/// The summary's "necessary and sufficient" condition (u_i ≥ 0 for all i, and Lemma 1) against
/// brute force, with the smallest list counterexamples found by exhausting lists of length ≤ 2
/// (c ≤ 2, m ≤ 3, M − m ≤ 3, piles ≤ 40):
/// * not sufficient: c = 1, 0; m = 1; M = 3 — u = 1, 2, 2, … ≥ 0 (so (2) holds; only (1) fails)
///   and Lemma 1 holds for every k, yet every pile is safe at move 1 (from move 2 on the safe
///   piles are the multiples of 4, at most one of p − 1, p − 2, p − 3 is one, and that take is
///   forbidden) while the formula's first intervals are [0, 1] safe, [2, 2] unsafe;
/// * not necessary: c = 0; m = 1; M = 2, 1 — u ≥ 0 but Lemma 1 fails at k = 1 (A_1 = B_1 = 3),
///   yet the formula's set {0} is exactly the safe piles; and c = m = M = 1 (u = −1, every option
///   forbidden: every pile is safe, and the intervals [2k, 2k + 1] cover them all).
#[test]
fn the_summarys_condition_is_contradicted_both_ways() {
    let upto = 40;
    let case = |c: &[i64], m: &[i64], big: &[i64]| {
        let g = Game {
            c: S::List(c.to_vec()),
            m: S::List(m.to_vec()),
            big: S::List(big.to_vec()),
        };
        let bounds = bounds_direct(&g, 1, kmax_for(upto));
        let rules = g.rules();
        let truth = brute::solve(&rules, 1, 1, upto).unwrap().safe[0].clone();
        let weak = naive_weak(&g, &bounds, 1, upto, true).is_none();
        let matches = truth == cover(&twin_intervals(&bounds, upto), upto);
        let rep = analyse(&rules, upto, 1).unwrap();
        (weak, matches, truth, rep)
    };
    let (weak, matches, truth, rep) = case(&[1, 0], &[1], &[3]);
    assert!(weak && !matches);
    assert!(truth.iter().all(|&b| b == 1));
    assert_eq!(
        formula::intervals(&Rules::parse("1, 0", "1", "3").unwrap(), 1, 6).unwrap(),
        [(0, 1), (3, 5)]
    );
    assert_eq!(verdict(&rep, "summary-sufficient"), "contradicted");
    assert_eq!(verdict(&rep, "theorem1"), "not-applicable");
    let (weak, matches, truth, rep) = case(&[0], &[1], &[2, 1]);
    assert!(!weak && matches);
    assert_eq!(runs(&truth), [(0, 0)]);
    assert_eq!(verdict(&rep, "summary-necessary"), "contradicted");
    let (weak, matches, truth, rep) = case(&[1], &[1], &[1]);
    assert!(!weak && matches && truth.iter().all(|&b| b == 1));
    assert_eq!(verdict(&rep, "summary-necessary"), "contradicted");
}

/// The expression language has `min(a, b)` and `max(a, b)`, and the brief's sequences use them
/// (c = "min(i/a, b)"): only a comma outside parentheses makes a list (this once failed).
#[test]
fn a_min_expression_is_not_a_list() {
    let r = Rules::parse("min(i/2, 3)", "1", "max(5, i)").unwrap();
    for i in 1..=20u64 {
        let s = r.step(i).unwrap();
        assert_eq!((s.c, s.m, s.max), ((i / 2).min(3), 1, i.max(5)));
    }
}

/// The engine's blocks from the definition, with plain linear searches: the largest c_k winning
/// takes (brute force at the next move), then the smallest other options.
fn naive_blocks(rules: &Rules, pile: u64, k: u64) -> Vec<u64> {
    let s = rules.step(k).unwrap();
    let l = brute::solve(rules, k, 2, pile).unwrap();
    let opts: Vec<u64> = (s.m..=s.max.min(pile)).collect();
    let wins: Vec<u64> = opts
        .iter()
        .copied()
        .filter(|&x| l.is_safe(pile - x, k + 1))
        .collect();
    let mut blocked: Vec<u64> = wins.iter().rev().copied().take(s.c as usize).collect();
    for &x in &opts {
        if blocked.len() as u64 >= s.c {
            break;
        }
        if !blocked.contains(&x) {
            blocked.push(x);
        }
    }
    blocked.sort_unstable();
    blocked
}

/// Many options and many blocks (c_k in the hundreds, M_k far beyond the pile): the engine's
/// blocks (found by binary search in sorted lists) are the naive ones, the allowed takes are the
/// options less the blocks, and a sentence names at most a dozen options however many there are.
#[test]
fn many_blocks_are_the_naive_blocks_and_sentences_stay_short() {
    for (c, pile) in [("300", 5000), ("1, 40", 3000), ("1000", 20_000)] {
        let rules = || Rules::parse(c, "1", "1000000000").unwrap();
        let mut g = BlockingGame::new(rules(), pile).unwrap();
        let ch = g.engine_block().unwrap();
        assert_eq!(
            ch.blocked,
            naive_blocks(&rules(), pile, 1),
            "c = {c}, pile {pile}"
        );
        let st = g.state().unwrap();
        assert_eq!(st.blocked, ch.blocked);
        let hint = g.hint().unwrap();
        let mv = g.engine_move().unwrap();
        for why in [&ch.why, &hint.why, &mv.why] {
            let numbers = why
                .split(|ch: char| !ch.is_ascii_digit())
                .filter(|w| !w.is_empty());
            assert!(numbers.count() < 40, "c = {c}: {why}");
        }
        let take = mv.take.unwrap();
        assert!(!ch.blocked.contains(&take) && (1..=pile).contains(&take));
    }
}

/// Once the sequences are constant the bounds step by a fixed amount without reading the rules:
/// for Nim with moves of exactly m (c = 0) the safe piles are those with ⌊p/m⌋ even, on a range
/// long enough to cross many intervals, from several starting moves.
#[test]
fn constant_tails_give_the_periodic_intervals() {
    for m in [1u64, 2, 5] {
        let r = Rules::parse("0", &m.to_string(), &m.to_string()).unwrap();
        for first in [1, 2, 7] {
            let iv = formula::intervals(&r, first, 100_000).unwrap();
            let want: Vec<(u64, u64)> = (0..)
                .map(|j| (2 * j * m, (2 * j * m + m - 1).min(100_000)))
                .take_while(|&(a, _)| a <= 100_000)
                .collect();
            assert_eq!(iv, want, "m = {m}, move {first}");
            let l = brute::solve(&r, first, 1, 100_000).unwrap();
            assert_eq!(runs(&l.safe[0]), want, "brute force, m = {m}");
            assert!(formula::weak_condition(&r, first, 100_000).unwrap().holds);
        }
    }
}
