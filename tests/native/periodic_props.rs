//! Periodic move functions f(n, x) with several bases (Holshouser & Reiter 2006) against their
//! slow twins, over random periodic move functions with t ≤ 6: Algorithm 1 = brute force; Theorem
//! 2's bases predict g_i exactly; Theorem 1's bases do too wherever condition (2) holds; the
//! member-only construction equals the table one; and t = 1 is the move-function game's engine.

use nimlab::games::move_fn::brute::win_table;
use nimlab::games::move_fn::multi::{simple_bases, Construction, MultiBuilder};
use nimlab::games::move_fn::periodic::PeriodicAnalysis;
use nimlab::games::move_fn::recursion::g_direct;
use nimlab::games::move_fn::{Analysis, Engine, Game};
use nimlab::rule::{FTable, MoveFn, MoveRule, PeriodicTable, TableRule};
use proptest::prelude::*;

use crate::cases;
use crate::common::{any_f, condition_f};

fn periodic(max_t: usize) -> impl Strategy<Value = PeriodicTable> {
    prop::collection::vec(any_f(200), 1..=max_t).prop_map(|rows| PeriodicTable { rows })
}

fn table(f: &PeriodicTable) -> FTable {
    FTable::new(Box::new(f.clone()))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    /// Algorithm 1 = brute force in every G_i, and Theorem 2's bases predict every g_i (on
    /// wasm32 too: `cases`).
    #[test]
    fn theorem_2_holds(f in periodic(6), n in 1usize..=200) {
        cases::theorem_2_holds(&f, n).map_err(TestCaseError::fail)?;
    }

    /// Where condition (2) holds, Theorem 1's bases (Θ = identity) predict every g_i, and the
    /// member-only construction lists the same bases.
    #[test]
    fn theorem_1_holds_under_condition_2(rows in prop::collection::vec(condition_f(200), 1..=6), n in 1usize..=300) {
        let f = PeriodicTable { rows };
        let t = f.rows.len();
        let mut b = MultiBuilder::new(Construction::Identity, t as u32);
        b.extend(&mut table(&f), n).unwrap();
        let (simple, _) = simple_bases(&table(&f), n as u64, usize::MAX).unwrap();
        for (i, s) in simple.iter().enumerate() {
            let direct = g_direct(&mut table(&f), i as u32, n).unwrap();
            prop_assert_eq!(&b.g(i)[1..], &direct[1..], "Theorem 1 in G_{}", i);
            prop_assert_eq!(&s.members, &b.base(i).members, "member-only B_{}", i);
        }
        // Theorem 2's construction gives the same bases, with Θ = identity.
        let mut b2 = MultiBuilder::new(Construction::Theta, t as u32);
        b2.extend(&mut table(&f), n).unwrap();
        for i in 0..t {
            prop_assert_eq!(&b2.base(i).members, &b.base(i).members);
            prop_assert_eq!(&b2.base(i).theta, &b.base(i).members);
        }
    }

    /// t = 1 is the move-function game: the one-base analysis and engine (its vocabulary: g, B_f,
    /// g0) and the periodic ones (G_0, B_0, Θ_0) give the same answers.
    #[test]
    fn period_one_is_the_move_function_game(values in prop::collection::vec(1u64..300, 1..300), tail in (0u64..3, 1u64..20), n in 1usize..=400, x in 1u64..400) {
        let row = TableRule { values, tail };
        let one = Analysis::new(Box::new(row.clone()), n as u64).unwrap().run().unwrap();
        let per = PeriodicAnalysis::new(Box::new(PeriodicTable { rows: vec![row.clone()] }), n as u64, false)
            .unwrap()
            .run()
            .unwrap();
        prop_assert_eq!(&one.g, &per.g[0]);
        prop_assert_eq!(&one.base, &per.theorem2.bases[0].members);
        prop_assert_eq!(&one.g0, &per.theorem2.bases[0].theta);
        prop_assert_eq!(one.finite, per.theorem2.bases[0].finite);
        prop_assert_eq!(one.theorem.holds, per.theorem2.holds);
        let pile = (n as u64).min(x);
        let a = Engine::new(Box::new(row.clone())).unwrap().advise(pile, x).unwrap();
        let b = Engine::for_game(Box::new(PeriodicTable { rows: vec![row] }), 0).unwrap().advise(pile, x).unwrap();
        prop_assert_eq!((a.winning, a.take), (b.winning, b.take));
    }

    /// In any G_i the engine's advice agrees with brute force, its winning move leaves a lost
    /// position, and a game it plays against itself ends as predicted.
    #[test]
    fn engine_in_any_game_matches_brute_force(f in periodic(4), game in 0u32..4, n in 1usize..=80, x in 1u64..90) {
        let t = f.rows.len() as u32;
        let game = game % t;
        let win = win_table(&mut table(&f), game, n).unwrap();
        let mut e = Engine::for_game(Box::new(f.clone()), game).unwrap();
        let xx = (x as usize).min(n);
        let a = e.advise(n as u64, x).unwrap();
        prop_assert_eq!(a.winning, win[n][xx]);
        if a.winning {
            let left = n - a.take as usize;
            let next = (e.next_limit(n as u64, a.take).unwrap() as usize).min(left);
            prop_assert!(!win[left][next]);
        }
        let mut g = Game::new(Engine::for_game(Box::new(f.clone()), game).unwrap(), n as u64, x).unwrap();
        while !g.state().over {
            g.engine_move().unwrap();
        }
        prop_assert_eq!(g.state().winner == Some(0), win[n][xx]);
    }
}

/// A rule as the course-page package sees a typed f: the same values, but no bounds from its
/// form (that package leaves out the interval proof, see `MoveFn`), so the search for Θ reads f
/// at every move instead of skipping the moves no f value there can win with.
struct Unbounded(MoveFn);

impl MoveRule for Unbounded {
    fn eval(&self, r: u32, k: u64) -> Result<u64, nimlab::Error> {
        self.0.eval(r, k)
    }
    fn eval_into(&self, r: u32, start: u64, out: &mut [u32]) -> Result<(), nimlab::Error> {
        self.0.eval_into(r, start, out)
    }
    fn period(&self) -> u32 {
        self.0.period()
    }
    fn proved_nondecreasing(&self) -> bool {
        self.0.proved_nondecreasing()
    }
    fn nondecreasing_from(&self) -> Option<u64> {
        self.0.nondecreasing_from()
    }
    fn cost(&self) -> u64 {
        self.0.cost()
    }
    fn describe(&self) -> String {
        self.0.describe()
    }
}

/// Theorem 2's bases are the same with and without bounds of f: the sparse search for Θ (the
/// full package) equals the plain one (the course-page package), for f whose values are large
/// where Θ is searched, and the engine advises the same in every game.
#[test]
fn bases_without_bounds_of_f_are_the_same() {
    for (src, t, n) in [
        ("if x % 2 == 0 then 1000 else 2000 + n", 2, 30_000),
        ("if x % 2 == 0 then 100 else 200 + n", 2, 30_000),
        ("x % 7 + 1000 + n", 3, 20_000),
        ("abs(x - 1000) + 500 + n", 4, 20_000),
        ("3x - x % 2 + n", 2, 20_000),
    ] {
        let rule = || MoveFn::parse_periodic(src, t).unwrap();
        assert!(rule().bounds(0, 65, 1000).is_some(), "{src}: bounded");
        let mut with = MultiBuilder::new(Construction::Theta, t);
        with.extend(&mut FTable::new(Box::new(rule())), n).unwrap();
        let mut without = MultiBuilder::new(Construction::Theta, t);
        without
            .extend(&mut FTable::new(Box::new(Unbounded(rule()))), n)
            .unwrap();
        for i in 0..t as usize {
            assert_eq!(with.g(i), without.g(i), "{src}: g_{i}");
        }
        for game in 0..t {
            let a = Engine::for_game(Box::new(rule()), game)
                .unwrap()
                .advise(n as u64, n as u64);
            let b = Engine::for_game(Box::new(Unbounded(rule())), game)
                .unwrap()
                .advise(n as u64, n as u64);
            assert_eq!(
                a.map(|a| (a.winning, a.take, a.why)),
                b.map(|b| (b.winning, b.take, b.why)),
                "{src}: G_{game}"
            );
        }
    }
}
