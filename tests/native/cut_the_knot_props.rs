//! Cut The Knot's single-pile games (Bogomolny 2002; Schwenk 1970) against
//! slow twins written from the games' definitions only (tests/common): a literal recursive mex
//! over the moves, win/lose recursion, a search of whole sums without Sprague–Grundy, Schwenk's
//! H from its definition, and representations counted by enumerating subsets of H.
//!
//! What is joined to what:
//! 1. Subtraction games (One Pile with Min/Max = the set {Min..Max}): `grundy` = literal mex,
//!    the P-positions = win/lose recursion, the applet's printed table, the paper's rule and the
//!    closed form for Min/Max, the detected period (holds far out, and is minimal), `grundy_at`
//!    = the table, the engine's play.
//! 2. Take-away games: Schwenk's H for f = x, 2x − 1, 2x, 3x = OEIS = brute-force losing starts
//!    = B_f of the move-function game; under Schwenk's hypotheses H = losing starts, every N has
//!    exactly one representation, `represent` obeys the consecutive condition and its smallest term
//!    wins; for any f the report's claims are what brute force says, with real counterexamples.
//! 3. Grundy values of (N, x) = literal mex; G = 0 exactly at the positions brute force loses.
//! 4. Sums: nim-sum ≠ 0 ⇔ the whole-tuple search says the mover wins; the hint's move is one
//!    brute force approves; the engine wins from every winning row.
//! 5. Bad input: errors that name what and where, never panics.

use nimlab::games::cut_the_knot::grundy::{self, GrundyTable};
use nimlab::games::cut_the_knot::schwenk::{
    self, analyse as takeaway, chain_ok, drawing, forced_sequence, h_sequence, represent,
    representation_counts, Claim, TakeawayReport,
};
use nimlab::games::cut_the_knot::subtraction::{
    self, analyse as sub_analyse, grundy, grundy_at, periodicity, Periodicity, SubtractionGame,
    SubtractionSet,
};
use nimlab::games::cut_the_knot::sum::{SumGame, SumState};
use nimlab::games::move_fn::{g_base, g_base_of};
use nimlab::rule::{FTable, MoveFn, MoveRule, TableRule};
use proptest::prelude::*;
use std::collections::HashMap;

use crate::common::{
    any_f, f_of, forced_sequence_twin, losing_starts_twin, mex, oeis, representation_counts_twin,
    schwenk_f, schwenk_h_twin, sub_grundy_twin, sub_wins_twin, sum_wins_twin, ta_grundy_twin,
    ta_wins_twin,
};

// ---------------------------------------------------------------------------------------------
// 1. Subtraction games.

/// G(0..=upto) by the twin's literal mex.
fn twin_table(set: &[u32], upto: u64) -> Vec<u32> {
    let mut memo = HashMap::new();
    (0..=upto)
        .map(|n| sub_grundy_twin(set, n, &mut memo))
        .collect()
}

/// P-positions 0..=upto by the twin's win/lose recursion.
fn twin_p_positions(set: &[u32], upto: u64) -> Vec<u64> {
    let mut memo = HashMap::new();
    (0..=upto)
        .filter(|&n| !sub_wins_twin(set, n, &mut memo))
        .collect()
}

/// A random subtraction set: 1..=6 distinct moves from 1..=40.
fn any_set() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::btree_set(1u32..=40, 1..=6).prop_map(|s| s.into_iter().collect())
}

/// The set as a user would type it, in a random order with random spacing.
fn typed(set: &[u32], rotate: usize, spaces: bool) -> String {
    let mut v = set.to_vec();
    let len = v.len();
    v.rotate_left(rotate % len);
    let items: Vec<String> = v.iter().map(u32::to_string).collect();
    items.join(if spaces { " ,  " } else { "," })
}

#[test]
fn the_applets_printed_table() {
    // Bogomolny, "Single Pile Games": Min = 3, Max = 5, pile sizes 0..20 (tests/data cites it).
    let want: Vec<u32> = oeis("knot_applet_minmax_3_5")
        .into_iter()
        .map(|g| g as u32)
        .collect();
    assert_eq!(want.len(), 21);
    let set = SubtractionSet::minmax(3, 5).unwrap();
    assert_eq!(grundy(&set, 20), want);
    assert_eq!(twin_table(&[3, 4, 5], 20), want, "the twin agrees");
    let r = sub_analyse(&set, 20).unwrap();
    assert_eq!(r.grundy, want);
    assert_eq!(r.p_positions, [0, 1, 2, 8, 9, 10, 16, 17, 18]);
    assert_eq!(r.minmax, Some((3, 5)));
    assert_eq!(r.canonical, "3..5");
    assert_eq!(
        (r.period.found, r.period.preperiod, r.period.period),
        (true, 0, 8)
    );
    let rule = r.rule.unwrap();
    assert!(rule.holds && rule.for_all && rule.counterexample.is_none());
    let formula = r.formula.unwrap();
    assert!(formula.holds && formula.for_all && formula.counterexample.is_none());
    // The same set typed by hand.
    assert_eq!(SubtractionSet::parse("3..5").unwrap(), set);
    assert_eq!(SubtractionSet::parse("5, 4, 3").unwrap(), set);
}

#[test]
fn the_subtraction_set_1_3_4() {
    // {1, 3, 4}: G = 0 1 0 1 2 3 2 0 1 0 1 2 3 2 …, period 7, P-positions ≡ 0, 2 (mod 7).
    let set = SubtractionSet::parse("1, 3, 4").unwrap();
    let g = grundy(&set, 27);
    assert_eq!(g, twin_table(&[1, 3, 4], 27));
    assert_eq!(&g[..7], [0, 1, 0, 1, 2, 3, 2]);
    let p = periodicity(&set);
    assert_eq!((p.found, p.preperiod, p.period), (true, 0, 7));
    let r = sub_analyse(&set, 27).unwrap();
    assert!(r.minmax.is_none() && r.rule.is_none() && r.formula.is_none());
    assert!(r.p_positions.iter().all(|s| s % 7 == 0 || s % 7 == 2));
}

/// Checks a reported period against the table: it holds over a long range beyond the
/// pre-period, the pre-period is minimal, and no smaller period works.
fn check_period(set: &SubtractionSet, p: &Periodicity) -> Result<(), TestCaseError> {
    prop_assert!(p.found, "{:?}: {}", set.moves(), p.text);
    prop_assert!(!p.text.is_empty());
    let (pre, q) = (p.preperiod as usize, p.period as usize);
    prop_assert!(q >= 1);
    let end = pre + 4 * q + 3000;
    let g = grundy(set, end + q);
    prop_assert!(
        (pre..=end).all(|n| g[n] == g[n + q]),
        "period {} from {} fails for {:?}",
        q,
        pre,
        set.moves()
    );
    if pre > 0 {
        prop_assert_ne!(
            g[pre - 1],
            g[pre - 1 + q],
            "the pre-period {} is not minimal for {:?}",
            pre,
            set.moves()
        );
    }
    // A smaller period q2 would hold from the pre-period on; since G cycles with q from there,
    // one full cycle of n decides it.
    for q2 in 1..q {
        prop_assert!(
            (pre..pre + q).any(|n| g[n] != g[n + q2]),
            "{} is a smaller period than {} for {:?}",
            q2,
            q,
            set.moves()
        );
    }
    Ok(())
}

// Every analysis and `grundy_at` call runs the period search, which is tens of milliseconds
// (the search tabulates G far ahead): these run fewer cases.
proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// One Pile with random Min ≤ Max: the table = literal mex, P-positions = win/lose recursion,
    /// the paper's rule and the closed form hold (and the report says so, for every S).
    #[test]
    fn minmax_tables_rule_and_closed_form(min in 1u64..=25, extra in 0u64..=25, upto in 0u64..400) {
        let max = min + extra;
        let set = SubtractionSet::minmax(min, max).unwrap();
        let moves: Vec<u32> = (min as u32..=max as u32).collect();
        prop_assert_eq!(set.moves(), &moves[..]);
        prop_assert_eq!(set.minmax_bounds(), Some((min as u32, max as u32)));
        let r = sub_analyse(&set, upto).unwrap();
        prop_assert_eq!(&r.grundy, &twin_table(&moves, upto));
        prop_assert_eq!(&r.p_positions, &twin_p_positions(&moves, upto));
        let c = min + max;
        for (s, &g) in r.grundy.iter().enumerate() {
            let s = s as u64;
            prop_assert_eq!(g == 0, s % c < min, "the paper's rule at S = {}", s);
            prop_assert_eq!(u64::from(g), (s % c) / min, "the closed form at S = {}", s);
        }
        let rule = r.rule.unwrap();
        prop_assert!(rule.holds && rule.for_all && rule.counterexample.is_none(), "{}", rule.text);
        prop_assert!(rule.checked_upto >= upto);
        let formula = r.formula.unwrap();
        prop_assert!(formula.holds && formula.for_all, "{}", formula.text);
        // The period of G is Min + Max from the start.
        prop_assert_eq!((r.period.preperiod, r.period.period), (0, c));
        check_period(&set, &r.period)?;
    }

    /// Random small sets: parse (any order, any spacing) gives the sorted set; the table =
    /// literal mex; the P-positions = win/lose recursion; rule and formula only for one range.
    #[test]
    fn random_sets_against_the_twins(
        moves in any_set(), upto in 0u64..300, rot in 0usize..6, spaces in any::<bool>(),
    ) {
        let set = SubtractionSet::parse(&typed(&moves, rot, spaces)).unwrap();
        prop_assert_eq!(set.moves(), &moves[..]);
        let reparsed = SubtractionSet::parse(&set.canonical()).unwrap();
        prop_assert_eq!(reparsed.moves(), &moves[..], "canonical {}", set.canonical());
        let one_range = moves.windows(2).all(|w| w[1] == w[0] + 1);
        prop_assert_eq!(set.minmax_bounds().is_some(), one_range);
        prop_assert_eq!(grundy(&set, upto as usize), twin_table(&moves, upto));
        let r = sub_analyse(&set, upto).unwrap();
        prop_assert_eq!(&r.set, &moves);
        prop_assert_eq!(&r.p_positions, &twin_p_positions(&moves, upto));
        prop_assert_eq!(r.rule.is_some(), one_range);
        prop_assert_eq!(r.formula.is_some(), one_range);
        if let Some(rule) = &r.rule {
            prop_assert!(rule.holds, "{}", rule.text);
        }
    }

}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// The detected period of random sets: it holds far beyond the window that proved it, and
    /// both the pre-period and the period are minimal. `grundy_at` = the table for n up to a
    /// few thousand, and far out = the table at the residue the (checked) period gives.
    #[test]
    fn periods_are_real_and_minimal(
        moves in any_set(), small in prop::collection::vec(0u64..5000, 2), huge in any::<u64>(),
    ) {
        let set = SubtractionSet::parse(&typed(&moves, 0, false)).unwrap();
        let p = periodicity(&set);
        check_period(&set, &p)?;
        let g = grundy(&set, 5000);
        for n in small {
            prop_assert_eq!(grundy_at(&set, n).unwrap(), g[n as usize], "G({})", n);
        }
        let (pre, q) = (p.preperiod, p.period);
        let far = grundy(&set, (pre + q) as usize);
        for n in [huge.max(pre), u64::MAX] {
            let r = pre + (n - pre) % q;
            prop_assert_eq!(grundy_at(&set, n).unwrap(), far[r as usize], "G({})", n);
        }
    }

}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// The engine plays a subtraction game: from a pile with G ≠ 0 it wins against a random
    /// opponent; every hint's move is legal, and a winning hint leaves a P-position (twin).
    #[test]
    fn the_engine_wins_subtraction_games(moves in any_set(), pile in 1u64..200, seed in any::<u64>()) {
        let set = SubtractionSet::parse(&typed(&moves, 0, false)).unwrap();
        let mut memo = HashMap::new();
        let mut game = SubtractionGame::new(set, pile).unwrap();
        let engine_side = if sub_wins_twin(&moves, pile, &mut memo) { 0 } else { 1 };
        let mut rng = seed;
        loop {
            let st = game.state();
            let legal: Vec<u64> = moves.iter().map(|&s| u64::from(s)).filter(|&s| s <= st.pile).collect();
            prop_assert_eq!(&st.legal, &legal);
            prop_assert_eq!(st.grundy, sub_grundy_twin(&moves, st.pile, &mut HashMap::new()));
            if st.over {
                prop_assert!(legal.is_empty());
                break;
            }
            let hint = game.hint().unwrap();
            prop_assert!(legal.contains(&hint.take));
            prop_assert_eq!(hint.winning, sub_wins_twin(&moves, st.pile, &mut memo));
            if hint.winning {
                prop_assert!(!sub_wins_twin(&moves, st.pile - hint.take, &mut memo), "{}", hint.why);
            }
            if st.to_move == engine_side {
                game.engine_move().unwrap();
            } else {
                rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                game.play(legal[(rng >> 33) as usize % legal.len()]).unwrap();
            }
        }
        let st = game.state();
        if engine_side == 0 {
            prop_assert_eq!(st.winner, Some(0), "the engine moved first from a winning pile");
        }
        prop_assert_eq!(st.moves.iter().map(|m| m.take).sum::<u64>(), pile - st.pile);
    }
}

#[test]
fn twin_mex_is_the_smallest_missing_value() {
    assert_eq!(mex([]), 0);
    assert_eq!(mex([1, 2]), 0);
    assert_eq!(mex([0, 2, 1, 4]), 3);
}

#[test]
fn subtraction_bad_input_names_what_and_where() {
    let e = |t: &str| SubtractionSet::parse(t).unwrap_err().to_string();
    assert!(e("1,,3").contains("column 3"), "{}", e("1,,3"));
    assert!(e("1,,3").contains("expected a move size"));
    assert!(e("0").contains("move 0 is out of range"), "{}", e("0"));
    assert!(
        e("5..2").contains("5..2") && e("5..2").contains("below"),
        "{}",
        e("5..2")
    );
    assert!(
        e("a").contains("'a'") && e("a").contains("column 1"),
        "{}",
        e("a")
    );
    assert!(e("1, 1001").contains("1001") && e("1, 1001").contains("column 4"));
    assert!(e("").contains("empty"));
    // a trailing comma is what teachers type after a list: nothing; a second one is an error
    assert_eq!(SubtractionSet::parse("1, 2, ").unwrap().moves(), [1, 2]);
    assert!(e("1, 2,,").contains("column 6"), "{}", e("1, 2,,"));
    assert!(e("99999999999999999999999").contains("column 1"));
    let m = SubtractionSet::minmax(5, 3).unwrap_err().to_string();
    assert!(
        m.contains("Min") && m.contains('5') && m.contains('3'),
        "{m}"
    );
    assert!(SubtractionSet::minmax(0, 3)
        .unwrap_err()
        .to_string()
        .contains("Min"));
    assert!(SubtractionSet::minmax(1, 1001)
        .unwrap_err()
        .to_string()
        .contains("Max"));
    let set = SubtractionSet::minmax(3, 5).unwrap();
    let big = sub_analyse(&set, subtraction::MAX_UPTO + 1)
        .unwrap_err()
        .to_string();
    assert!(big.contains("upto"), "{big}");
    assert!(sub_analyse(&set, u64::MAX).is_err());
    assert!(SubtractionGame::new(set.clone(), 0)
        .unwrap_err()
        .to_string()
        .contains("pile"));
    assert!(SubtractionGame::new(set.clone(), u64::MAX).is_err());
    let mut game = SubtractionGame::new(set, 20).unwrap();
    let illegal = game.play(2).unwrap_err().to_string();
    assert!(
        illegal.contains("illegal") && illegal.contains("3, 4 or 5"),
        "{illegal}"
    );
    game.play(5).unwrap();
    game.play(5).unwrap();
    game.play(5).unwrap();
    assert_eq!(game.state().pile, 5);
    game.play(5).unwrap();
    assert!(game.state().over);
    assert_eq!(game.state().winner, Some(1));
    assert!(game.play(1).unwrap_err().to_string().contains("over"));
    assert!(game.hint().is_err());
    // Large sets: the whole table stays within the budget or is refused, never a panic.
    let wide = SubtractionSet::parse("1..1000").unwrap();
    assert_eq!(wide.canonical(), "1..1000");
    match sub_analyse(&wide, subtraction::MAX_UPTO) {
        Ok(r) => assert_eq!(r.grundy.len() as u64, subtraction::MAX_UPTO + 1),
        Err(e) => assert!(e.to_string().contains("moves"), "{e}"),
    }
}

// ---------------------------------------------------------------------------------------------
// 2. Take-away games and Schwenk's H.

fn ftable(rule: &TableRule) -> FTable {
    FTable::new(Box::new(rule.clone()))
}

fn fn_table(src: &str) -> FTable {
    FTable::new(Box::new(MoveFn::parse(src).unwrap()))
}

/// The N a counterexample names ("N = 12 is in H but …", "from N = 7 = 2 + 5, …").
fn named_n(text: &str) -> u64 {
    let at = text
        .find("N = ")
        .unwrap_or_else(|| panic!("no N in {text:?}"));
    text[at + 4..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or_else(|_| panic!("no number after N = in {text:?}"))
}

fn claim<'a>(r: &'a TakeawayReport, id: &str) -> &'a Claim {
    r.claims
        .iter()
        .find(|c| c.id == id)
        .unwrap_or_else(|| panic!("no claim {id}: {:?}", r.claims))
}

/// The smallest element in exactly one of two sets (both ascending, cut at `upto`).
fn first_difference(a: &[u64], b: &[u64], upto: u64) -> Option<u64> {
    let a: std::collections::BTreeSet<u64> = a.iter().copied().filter(|&v| v <= upto).collect();
    let b: std::collections::BTreeSet<u64> = b.iter().copied().filter(|&v| v <= upto).collect();
    a.symmetric_difference(&b).min().copied()
}

/// A move function as the twins take it.
type F = dyn Fn(u64) -> u64;

#[test]
fn h_for_the_prototypes_is_oeis_brute_force_and_b_f() {
    let powers = oeis("A000079");
    assert_eq!(powers.len(), 34);
    let fib: Vec<u64> = oeis("A000045").into_iter().skip(2).collect();
    assert_eq!(fib[..5], [1, 2, 3, 5, 8], "A000045 from its index 2 on");
    let a003411 = oeis("A003411");
    let cases: [(&str, &F, &[u64]); 4] = [
        ("x", &|x| x, &powers),
        ("2x - 1", &|x| 2 * x - 1, &powers),
        ("2x", &|x| 2 * x, &fib),
        ("3x", &|x| 3 * x, &a003411),
    ];
    for (src, f, want) in cases {
        let top = *want.last().unwrap();
        // The definition (twin) and the core, as far as the file goes.
        assert_eq!(schwenk_h_twin(f, top), want, "twin H for {src}");
        let hs = h_sequence(&mut fn_table(src), top).unwrap();
        assert_eq!(hs.h, want, "H for {src}");
        assert_eq!(hs.stop, None);
        assert_eq!(hs.m.len(), hs.h.len() - 1);
        for (k, &m) in hs.m.iter().enumerate() {
            // H_{k+2} = H_{k+1} + H_m, m the least j with f(H_j) ≥ H_{k+1}.
            assert_eq!(hs.h[k + 1], hs.h[k] + hs.h[m - 1], "{src} step {k}");
            assert!(f(hs.h[m - 1]) >= hs.h[k]);
            assert!(hs.h[..m - 1].iter().all(|&t| f(t) < hs.h[k]));
        }
        // The move-function game's base B_f (the same engine; simple construction, f monotone).
        assert_eq!(g_base(src, top).unwrap().members, want, "B_f for {src}");
        // The losing starts by brute force of the definition.
        let small: Vec<u64> = want.iter().copied().filter(|&v| v <= 200).collect();
        assert_eq!(losing_starts_twin(f, 200), small, "losing starts for {src}");
        // The report: everything holds, and its brute force is the twin's.
        let r = takeaway(Box::new(MoveFn::parse(src).unwrap()), 200).unwrap();
        assert_eq!(r.h, small);
        assert_eq!(r.losing_starts, small);
        assert_eq!(r.base, small);
        assert_eq!(r.engine_losing, small);
        assert!(r.hypotheses.hold, "{src}: {:?}", r.hypotheses);
        for c in &r.claims {
            assert!(c.holds && c.counterexample.is_none(), "{src}: {c:?}");
        }
        assert_eq!(r.claims.len(), 6);
    }
}

#[test]
fn the_drawing_of_20_in_fibonacci_nim() {
    let d = drawing(Box::new(MoveFn::parse("2x").unwrap()), 20).unwrap();
    assert_eq!(d.h, [1, 2, 3, 5, 8, 13]);
    assert_eq!(d.parts, [2, 5, 13]);
    // H_6 … H_1 = 13 8 5 3 2 1.
    assert_eq!(d.digits, [1, 0, 1, 0, 1, 0]);
    assert_eq!(d.rightmost, 2);
    assert!(d.valid);
    let d = drawing(Box::new(MoveFn::parse("2x").unwrap()), 21).unwrap();
    assert_eq!((d.parts.clone(), d.rightmost), (vec![21], 21));
    // 2^62 for f = x: one digit 1, then 62 zeros.
    let d = drawing(Box::new(MoveFn::parse("x").unwrap()), 1 << 62).unwrap();
    assert_eq!(d.digits.len(), 63);
    assert_eq!(d.digits.iter().filter(|&&b| b == 1).count(), 1);
    // 10^18 in Fibonacci Nim: Zeckendorf's representation (no two consecutive Fibonacci numbers).
    let n = 1_000_000_000_000_000_000;
    let d = drawing(Box::new(MoveFn::parse("2x").unwrap()), n).unwrap();
    assert_eq!(d.parts.iter().sum::<u64>(), n);
    assert!(d.parts.windows(2).all(|w| 2 * w[0] < w[1]) && d.valid);
    assert_eq!(d.rightmost, d.parts[0]);
    let ones: Vec<u64> =
        d.h.iter()
            .rev()
            .zip(&d.digits)
            .filter(|(_, &b)| b == 1)
            .map(|(&t, _)| t)
            .collect();
    assert_eq!(ones.into_iter().rev().collect::<Vec<_>>(), d.parts);
    // Near 2^63, f(H_k) leaves 64-bit arithmetic: an error that names f, or a true sum.
    for (src, n) in [("2x", 1u64 << 63), ("x", 1 << 63), ("3x", u64::MAX)] {
        match drawing(Box::new(MoveFn::parse(src).unwrap()), n) {
            Ok(d) => assert_eq!(d.parts.iter().sum::<u64>(), n, "{src}"),
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
}

#[test]
fn a_drawing_where_h_stops_before_n_is_refused() {
    // f = 1: H = 1, 2 and stops (f(2) = 1 < 2). The contract: takeawayRepresentation throws when
    // H stops before N, saying why; whatever it returns must not claim 100 = 1 + 2.
    match drawing(Box::new(MoveFn::parse("1").unwrap()), 100) {
        Ok(d) => panic!(
            "a representation of 100 that sums to {}: {:?} ({})",
            d.parts.iter().sum::<u64>(),
            d.parts,
            d.text
        ),
        Err(e) => assert!(e.to_string().contains("stops"), "{e}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Under Schwenk's hypotheses (f non-decreasing, f(x) ≥ x): H = the definition's twin = the
    /// losing starts by brute force = B_f; every N has exactly one representation (the subset
    /// enumeration and the core's counts agree); the forced sequence is H; `represent` gives
    /// that representation, and taking its smallest term wins by brute force.
    #[test]
    fn schwenk_theorem_under_the_hypotheses(f in schwenk_f(40), upto in 1u64..=70) {
        let fx = f_of(&f);
        let hs = h_sequence(&mut ftable(&f), upto).unwrap();
        prop_assert_eq!(&hs.h, &schwenk_h_twin(&fx, upto));
        prop_assert_eq!(hs.stop, None);
        prop_assert_eq!(&hs.h, &losing_starts_twin(&fx, upto), "H = losing starts");
        prop_assert_eq!(&g_base_of(Box::new(f.clone()), upto).unwrap().members, &hs.h, "H = B_f");
        let counts = representation_counts(&hs.h, &mut ftable(&f), upto).unwrap();
        let twin = representation_counts_twin(&hs.h, &fx, upto);
        prop_assert_eq!(counts[0], 0);
        for n in 1..=upto as usize {
            prop_assert_eq!(twin[n], 1, "N = {} has {} representations", n, twin[n]);
            prop_assert_eq!(counts[n], 1);
        }
        prop_assert_eq!(&forced_sequence(&mut ftable(&f), upto).unwrap(), &hs.h);
        prop_assert_eq!(&forced_sequence_twin(&fx, upto), &hs.h);
        let ft = ftable(&f);
        let mut memo = HashMap::new();
        for n in 1..=upto {
            let parts = represent(&hs.h, n);
            prop_assert_eq!(parts.iter().sum::<u64>(), n);
            prop_assert!(parts.iter().all(|t| hs.h.contains(t)));
            prop_assert!(parts.windows(2).all(|w| fx(w[0]) < w[1]), "{} = {:?}", n, parts);
            prop_assert!(chain_ok(&ft, &parts).unwrap());
            if !hs.h.contains(&n) {
                let t = parts[0];
                prop_assert!(parts.len() >= 2 && t < n);
                prop_assert!(
                    !ta_wins_twin(&fx, n - t, fx(t), &mut memo),
                    "from {} = {:?}, taking {} must win", n, parts, t
                );
            }
        }
        let r = takeaway(Box::new(f.clone()), upto).unwrap();
        prop_assert!(r.hypotheses.hold, "{:?}", r.hypotheses);
        prop_assert_eq!(&r.losing_starts, &hs.h);
        prop_assert_eq!(&r.engine_losing, &hs.h);
        for c in &r.claims {
            prop_assert!(c.holds, "{:?}", c);
        }
    }

    /// Any f (hypotheses or not): H = its twin, the counts and the forced sequence = subset
    /// enumeration, and each claim of the report holds exactly when brute force says so, with a
    /// counterexample that is the first real one.
    #[test]
    fn claims_are_what_brute_force_says(f in any_f(40), upto in 1u64..=60) {
        let fx = f_of(&f);
        let hs = h_sequence(&mut ftable(&f), upto).unwrap();
        let h = schwenk_h_twin(&fx, upto);
        prop_assert_eq!(&hs.h, &h);
        prop_assert_eq!(hs.stop.is_some(), !h.iter().any(|&t| fx(t) >= h[h.len() - 1]));
        let brute = losing_starts_twin(&fx, upto);
        let counts = representation_counts(&h, &mut ftable(&f), upto).unwrap();
        let twin_counts = representation_counts_twin(&h, &fx, upto);
        for n in 0..=upto as usize {
            prop_assert_eq!(u64::from(counts[n]), twin_counts[n].min(2), "count of {}", n);
        }
        let forced = forced_sequence_twin(&fx, upto);
        prop_assert_eq!(&forced_sequence(&mut ftable(&f), upto).unwrap(), &forced);

        let r = takeaway(Box::new(f.clone()), upto).unwrap();
        prop_assert_eq!(&r.h, &h);
        prop_assert_eq!(r.brute_upto, upto);
        prop_assert_eq!(&r.losing_starts, &brute);
        let base = g_base_of(Box::new(f.clone()), upto).unwrap().members;
        prop_assert_eq!(&r.base, &base);
        prop_assert_eq!(&r.engine_losing, &brute, "g(N) = N exactly at the losing starts");
        // The hypotheses, on the range.
        let drop = (1..upto).find(|&k| fx(k + 1) < fx(k));
        let below = (1..=upto).find(|&k| fx(k) < k);
        prop_assert_eq!(r.hypotheses.nondecreasing.status == "fails", drop.is_some());
        prop_assert_eq!(r.hypotheses.nondecreasing.at, drop);
        prop_assert_eq!(r.hypotheses.at_least_x.status == "fails", below.is_some());
        prop_assert_eq!(r.hypotheses.at_least_x.at, below);
        prop_assert_eq!(r.hypotheses.hold, drop.is_none() && below.is_none());

        let judge = |id: &str, twin: Option<u64>| -> Result<(), TestCaseError> {
            let c = claim(&r, id);
            prop_assert_eq!(c.holds, twin.is_none(), "{}: {:?}", id, c);
            prop_assert_eq!(c.counterexample.is_some(), !c.holds);
            if let (Some(text), Some(n)) = (&c.counterexample, twin) {
                prop_assert_eq!(named_n(text), n, "{}: {}", id, text);
            }
            Ok(())
        };
        judge("h-losing", first_difference(&h, &brute, upto))?;
        judge("h-base", first_difference(&h, &base, upto))?;
        judge("base-losing", None)?;
        let bound = r.unique_upto;
        prop_assert_eq!(bound, upto);
        judge("unique", (1..=bound).find(|&n| twin_counts[n as usize] != 1))?;
        // The converse: the forced sequence is the only candidate; it holds iff that sequence
        // represents every N ≤ bound exactly once and is H.
        let forced_counts = representation_counts_twin(&forced, &fx, bound);
        let forced_unique = (1..=bound).all(|n| forced_counts[n as usize] == 1);
        let c = claim(&r, "converse");
        prop_assert_eq!(c.holds, forced_unique && first_difference(&forced, &h, bound).is_none(), "{:?}", c);
        if c.holds {
            prop_assert!((1..=bound).all(|n| forced_counts[n as usize] == 1));
        }
        // The strategy: from every start N ∉ H, the greedy representation sums to N and taking
        // its smallest term leaves a position brute force says the opponent loses.
        let mut memo = HashMap::new();
        let strategy_fails = (2..=upto).filter(|n| !h.contains(n)).find(|&n| {
            let parts = represent(&h, n);
            parts.iter().sum::<u64>() != n
                || parts[0] >= n
                || ta_wins_twin(&fx, n - parts[0], fx(parts[0]), &mut memo)
        });
        judge("strategy", strategy_fails)?;
    }
}

// ---------------------------------------------------------------------------------------------
// 3. Grundy values of (N, x).

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Every G(N, x) with N ≤ 40 (and limits past N) = the literal mex over all moves; G = 0
    /// exactly where brute force says the player to move loses; start(n) = G(n, n − 1);
    /// row(n) = G(n, 0..=n).
    #[test]
    fn grundy_table_is_the_literal_mex(f in any_f(50), upto in 0u64..=40) {
        let fx = f_of(&f);
        let t = GrundyTable::new(&mut ftable(&f), upto).unwrap();
        prop_assert_eq!(t.upto(), upto);
        let mut gm = HashMap::new();
        let mut wm = HashMap::new();
        for n in 0..=upto {
            for x in 0..=n + 2 {
                let g = ta_grundy_twin(&fx, n, x, &mut gm);
                prop_assert_eq!(t.get(n, x), g, "G({}, {})", n, x);
                prop_assert_eq!(g == 0, !ta_wins_twin(&fx, n, x, &mut wm), "({}, {})", n, x);
            }
            let row: Vec<u32> = t.row(n).iter().map(|&v| u32::from(v)).collect();
            prop_assert_eq!(row.len() as u64, n + 1);
            prop_assert!(row.iter().enumerate().all(|(x, &g)| g == t.get(n, x as u64)));
            if n >= 1 {
                prop_assert_eq!(t.start(n), t.get(n, n - 1));
            }
        }
    }
}

#[test]
fn grundy_starts_of_fibonacci_nim() {
    // G(n, n − 1) for f = 2x, n = 1..=20, by the twin; zero exactly at the Fibonacci numbers.
    let t = GrundyTable::new(&mut fn_table("2x"), 300).unwrap();
    let mut memo = HashMap::new();
    let twin: Vec<u32> = (1..=20)
        .map(|n| ta_grundy_twin(&|x| 2 * x, n, n - 1, &mut memo))
        .collect();
    let core: Vec<u32> = (1..=20).map(|n| t.start(n)).collect();
    assert_eq!(core, twin);
    let zeros: Vec<u64> = (1..=300).filter(|&n| t.start(n) == 0).collect();
    let fib: Vec<u64> = oeis("A000045")
        .into_iter()
        .skip(2)
        .filter(|&v| v <= 300)
        .collect();
    assert_eq!(zeros, fib);
    // G(N, x) ≤ x: a position with limit x has at most x options.
    assert!((0..=300).all(|n| (0..=n).all(|x| u64::from(t.get(n, x)) <= x)));
}

// ---------------------------------------------------------------------------------------------
// 4. Sums of take-away games.

/// A row of 2–3 small piles.
fn any_row() -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(1u64..=9, 2..=3)
}

/// The row as the twin sees it: (pile, limit) per component.
fn row_of(st: &SumState) -> Vec<(u64, u64)> {
    st.components.iter().map(|c| (c.pile, c.limit)).collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 150, ..ProptestConfig::default() })]

    /// Nim-sum ≠ 0 ⇔ the whole-row search says the mover wins, at the start and after random
    /// moves; the components' G are the twin's; a winning hint leaves a row the search says is
    /// lost for the opponent, with nim-sum 0.
    #[test]
    fn nim_sum_is_the_whole_row_search(f in any_f(20), piles in any_row(), seed in any::<u64>()) {
        let fx = f_of(&f);
        let mut game = SumGame::new(Box::new(f.clone()), &piles).unwrap();
        let mut sm = HashMap::new();
        let mut gm = HashMap::new();
        let mut rng = seed;
        loop {
            let st = game.state();
            prop_assert_eq!(st.components.len(), piles.len());
            let mut x = 0;
            for c in &st.components {
                prop_assert_eq!(c.max, c.pile.min(c.limit));
                let g = ta_grundy_twin(&fx, c.pile, c.limit, &mut gm);
                prop_assert_eq!(c.grundy, g, "G({}, {})", c.pile, c.limit);
                x ^= g;
            }
            prop_assert_eq!(st.nim_sum, x);
            let row = row_of(&st);
            prop_assert_eq!(st.nim_sum != 0, sum_wins_twin(&fx, &row, &mut sm), "{:?}", row);
            prop_assert_eq!(st.over, st.components.iter().all(|c| c.max == 0));
            if st.over {
                prop_assert_eq!(st.winner, Some(((st.moves.len() + 1) % 2) as u8));
                break;
            }
            let hint = game.hint().unwrap();
            prop_assert_eq!(hint.winning, st.nim_sum != 0, "{}", hint.why);
            let c = &st.components[hint.component];
            prop_assert!(hint.take >= 1 && hint.take <= c.max);
            if hint.winning {
                let mut after = row.clone();
                after[hint.component] = (c.pile - hint.take, fx(hint.take));
                prop_assert!(!sum_wins_twin(&fx, &after, &mut sm), "{:?} → {:?}: {}", row, after, hint.why);
                prop_assert!(hint.why.contains('⊕') || piles.len() == 1, "{}", hint.why);
            }
            // A random legal move.
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let movable: Vec<usize> = (0..st.components.len()).filter(|&i| st.components[i].max > 0).collect();
            let i = movable[(rng >> 33) as usize % movable.len()];
            let take = 1 + (rng >> 13) % st.components[i].max;
            game.play(i, take).unwrap();
            let after = game.state();
            prop_assert_eq!(after.components[i].pile, st.components[i].pile - take);
            prop_assert_eq!(after.components[i].limit, fx(take));
            let last = after.moves.last().unwrap();
            prop_assert_eq!((last.component, last.take, last.pile_before), (i, take, st.components[i].pile));
        }
    }

    /// From a winning row the engine, moving first, beats a random opponent every time; after
    /// each of its moves the nim-sum is 0 and the search says the opponent is lost.
    #[test]
    fn the_engine_wins_every_winning_row(f in any_f(20), piles in any_row(), seed in any::<u64>()) {
        let fx = f_of(&f);
        let mut game = SumGame::new(Box::new(f.clone()), &piles).unwrap();
        let mut sm = HashMap::new();
        let start: Vec<(u64, u64)> = piles.iter().map(|&p| (p, p - 1)).collect();
        prop_assume!(sum_wins_twin(&fx, &start, &mut sm));
        let mut rng = seed;
        let mut turns = 0;
        loop {
            let st = game.state();
            if st.over {
                break;
            }
            if st.to_move == 0 {
                let a = game.engine_move().unwrap();
                prop_assert!(a.winning, "{}", a.why);
                let after = game.state();
                prop_assert_eq!(after.nim_sum, 0);
                prop_assert!(!sum_wins_twin(&fx, &row_of(&after), &mut sm));
            } else {
                rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let movable: Vec<usize> = (0..st.components.len()).filter(|&i| st.components[i].max > 0).collect();
                let i = movable[(rng >> 33) as usize % movable.len()];
                let take = 1 + (rng >> 13) % st.components[i].max;
                game.play(i, take).unwrap();
            }
            turns += 1;
            prop_assert!(turns <= 30, "a row of at most 27 counters ends within 27 moves");
        }
        prop_assert_eq!(game.state().winner, Some(0), "the engine moved first from a winning row");
    }
}

#[test]
fn sums_of_fibonacci_nim() {
    // Two equal piles: the second player mirrors, nim-sum G ⊕ G = 0.
    for p in 2..=12 {
        let g = SumGame::new(Box::new(MoveFn::parse("2x").unwrap()), &[p, p]).unwrap();
        assert_eq!(g.state().nim_sum, 0, "{p}, {p}");
        assert!(!g.hint().unwrap().winning);
    }
    // 4, 6, 9 (the page's default row): G = 3, 4, 5 by the twin, nim-sum 2.
    let mut memo = HashMap::new();
    let gs: Vec<u32> = [4u64, 6, 9]
        .iter()
        .map(|&p| ta_grundy_twin(&|x| 2 * x, p, p - 1, &mut memo))
        .collect();
    let g = SumGame::new(Box::new(MoveFn::parse("2x").unwrap()), &[4, 6, 9]).unwrap();
    let st = g.state();
    let core: Vec<u32> = st.components.iter().map(|c| c.grundy).collect();
    assert_eq!(core, gs);
    assert_eq!(st.nim_sum, gs[0] ^ gs[1] ^ gs[2]);
    let h = g.hint().unwrap();
    assert_eq!(h.winning, st.nim_sum != 0);
    assert!(
        h.why
            .contains(&format!("{} ⊕ {} ⊕ {}", gs[0], gs[1], gs[2])),
        "{}",
        h.why
    );
}

// ---------------------------------------------------------------------------------------------
// 5. Bad input: errors that name what and where, never panics.

#[test]
fn takeaway_bad_input_names_what_and_where() {
    let rule = |s: &str| -> Box<dyn MoveRule> { Box::new(MoveFn::parse(s).unwrap()) };
    let e = takeaway(rule("x - 1"), 10).unwrap_err().to_string();
    assert!(e.contains("f(1) = 0"), "{e}");
    let e = takeaway(rule("if x == 7 then 0 else 2x"), 100)
        .unwrap_err()
        .to_string();
    assert!(e.contains("f(7) = 0"), "{e}");
    let e = takeaway(rule("6 / (x - 3) + 10"), 10)
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("f(3)") && e.contains("division by zero"),
        "{e}"
    );
    let e = takeaway(rule("2x"), 0).unwrap_err().to_string();
    assert!(e.contains("upto = 0"), "{e}");
    let e = takeaway(rule("2x"), schwenk::MAX_UPTO + 1)
        .unwrap_err()
        .to_string();
    assert!(e.contains("upto") && e.contains("too large"), "{e}");
    assert!(takeaway(rule("2x"), u64::MAX).is_err());
    let table_zero = TableRule {
        values: vec![2, 0],
        tail: (1, 0),
    };
    let e = takeaway(Box::new(table_zero.clone()), 10)
        .unwrap_err()
        .to_string();
    assert!(e.contains("f(2) = 0"), "{e}");
    let e = h_sequence(&mut ftable(&table_zero), 100)
        .unwrap_err()
        .to_string();
    assert!(e.contains("f(2) = 0"), "{e}");
    let e = GrundyTable::new(&mut ftable(&table_zero), 10)
        .unwrap_err()
        .to_string();
    assert!(e.contains("f(2) = 0"), "{e}");
    let e = GrundyTable::new(&mut fn_table("2x"), grundy::MAX_PILE + 1)
        .unwrap_err()
        .to_string();
    assert!(e.contains("upto") && e.contains("8000"), "{e}");
    assert!(GrundyTable::new(&mut fn_table("2x"), u64::MAX).is_err());
    assert!(drawing(rule("2x"), 0)
        .unwrap_err()
        .to_string()
        .contains("N = 0"));
    // H stops early (f(2) = 1 < 2), with the reason.
    let hs = h_sequence(&mut fn_table("1"), 100).unwrap();
    assert_eq!(hs.h, [1, 2]);
    assert!(hs.stop.unwrap().english().contains("f(2) = 1 < 2"));
}

#[test]
fn sum_bad_input_names_what_and_where() {
    let rule = || -> Box<dyn MoveRule> { Box::new(MoveFn::parse("2x").unwrap()) };
    let err = |piles: &[u64]| SumGame::new(rule(), piles).err().unwrap().to_string();
    assert!(err(&[]).contains("piles"), "{}", err(&[]));
    assert!(err(&[1; 9]).contains("piles"), "{}", err(&[1; 9]));
    assert!(err(&[4, 0]).contains("pile = 0"), "{}", err(&[4, 0]));
    assert!(
        err(&[4, 2001]).contains("pile = 2001"),
        "{}",
        err(&[4, 2001])
    );
    assert!(err(&[u64::MAX]).contains("pile"));
    let e = SumGame::new(Box::new(MoveFn::parse("x - 2").unwrap()), &[5])
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("f(1)"), "{e}");
    let mut g = SumGame::new(rule(), &[4, 6, 9]).unwrap();
    let e = g.play(3, 1).unwrap_err().to_string();
    assert!(e.contains("no pile 4"), "{e}");
    let e = g.play(1, 6).unwrap_err().to_string();
    assert!(e.contains("pile 2") && e.contains("between 1 and 5"), "{e}");
    assert!(g.play(0, 0).unwrap_err().to_string().contains("illegal"));
    assert!(g.state().moves.is_empty(), "refused moves change nothing");
    g.play(0, 1).unwrap();
    // Pile 1 now holds 3 with limit f(1) = 2.
    let e = g.play(0, 3).unwrap_err().to_string();
    assert!(e.contains("between 1 and 2"), "{e}");
    assert!(nimlab::games::cut_the_knot::sum::parse_row("4, , 9")
        .unwrap_err()
        .to_string()
        .contains("pile 2"));
    // A row of piles of 1 (limit 0): nobody can move, the game is over at once.
    let g = SumGame::new(rule(), &[1, 1]).unwrap();
    assert!(g.state().over);
    assert!(g.hint().unwrap_err().to_string().contains("over"));
}

#[test]
fn the_largest_pile_number_is_refused_without_a_panic() {
    // The wasm layer hands a component that does not fit a usize over as usize::MAX.
    let mut g = SumGame::new(Box::new(MoveFn::parse("2x").unwrap()), &[4, 6, 9]).unwrap();
    let e = g.play(usize::MAX, 1).unwrap_err().to_string();
    assert!(e.contains("no pile"), "{e}");
}

/// The core keeps the diagonal and the 256 most-read columns also column by column: every
/// G(N, x) with N ≤ 150 is the literal mex for a huge constant, f = 1, an f alternating between
/// 1 and 3x, f = 2x and f = x + 20; and at 700 piles, where f = x and f = x % 300 + 1 read more
/// columns than are kept (so reads come from the copies, the diagonal and the triangle), the
/// table is the recurrence G(n, x) = mex{G(n − k, min(f(k), n − k)) : k ≤ x} over plain rows.
#[test]
fn grundy_tables_read_from_column_copies_are_the_literal_mex() {
    let fs: [(&str, &dyn Fn(u64) -> u64); 5] = [
        ("1000000000", &|_| 1_000_000_000),
        ("1", &|_| 1),
        ("if x % 2 == 0 then 1 else 3x", &|x| {
            if x % 2 == 0 {
                1
            } else {
                3 * x
            }
        }),
        ("2x", &|x| 2 * x),
        ("x + 20", &|x| x + 20),
    ];
    for (src, fx) in fs {
        let t = GrundyTable::new(&mut fn_table(src), 150).unwrap();
        let mut memo = HashMap::new();
        for n in 0..=150 {
            for x in 0..=n {
                assert_eq!(
                    t.get(n, x),
                    ta_grundy_twin(fx, n, x, &mut memo),
                    "{src}: G({n}, {x})"
                );
            }
        }
    }
    let fs: [(&str, &dyn Fn(usize) -> usize); 2] =
        [("x", &|x| x), ("x % 300 + 1", &|x| x % 300 + 1)];
    for (src, fx) in fs {
        let upto = 700;
        let t = GrundyTable::new(&mut fn_table(src), upto as u64).unwrap();
        let mut rows: Vec<Vec<u32>> = vec![vec![0]];
        for n in 1..=upto {
            let mut row = vec![0u32];
            let mut seen = vec![false; n + 2];
            let mut g = 0;
            for x in 1..=n {
                let left = n - x;
                seen[rows[left][fx(x).min(left)] as usize] = true;
                while seen[g] {
                    g += 1;
                }
                row.push(g as u32);
            }
            rows.push(row);
        }
        for (n, row) in rows.iter().enumerate() {
            for (x, &g) in row.iter().enumerate() {
                assert_eq!(t.get(n as u64, x as u64), g, "{src}: G({n}, {x})");
            }
        }
    }
}

/// Where H holds every pile (a huge constant f), counting representations up to 20000 would
/// need 20000 columns of 20001 cells: the range is halved before any work to the largest
/// 20000 / 2^j whose columns fit in 4·10^7 cells, and there every N is H's single term N
/// (f(t) < t' never holds, so no sum of two terms is a representation).
#[test]
fn uniqueness_of_a_huge_constant_is_checked_on_the_range_that_fits() {
    let r = takeaway(Box::new(MoveFn::parse("1000000000").unwrap()), 20_000).unwrap();
    let fits = (0..)
        .map(|j| 20_000u64 >> j)
        .find(|&b| b * (b + 1) <= 40_000_000)
        .unwrap();
    assert_eq!(r.unique_upto, fits);
    let c = claim(&r, "unique");
    assert!(c.holds && c.checked_upto == fits, "{c:?}");
}
