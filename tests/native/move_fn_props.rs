//! Every fast path of the move-function game (Holshouser & Reiter 2003) against its slow twin,
//! over thousands of random move functions: brute force (definition) = direct recursion = g0 from
//! B_f (main theorem); simple construction = general construction where f(n + 1) − f(n) ≥ −1;
//! representations; the engine's advice.

use nimlab::games::move_fn::base::{simple_base, BaseBuilder};
use nimlab::games::move_fn::brute::win_table;
use nimlab::games::move_fn::{Engine, Game};
use nimlab::rule::{FTable, TableRule};
use proptest::prelude::*;

use crate::cases;
use crate::common::{any_f, condition_f};

fn table(f: &TableRule) -> FTable {
    FTable::new(Box::new(f.clone()))
}

/// Does f satisfy f(n + 1) − f(n) ≥ −1 on 1..n?
fn condition_holds(f: &TableRule, n: u64) -> bool {
    let ft = table(f);
    (1..n).all(|k| ft.exact(0, k + 1).unwrap() + 1 >= ft.exact(0, k).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    /// Direct recursion = brute force from the definition, g0 from B_f = g (main theorem), and
    /// the engine's g (the body runs on wasm32 too: `cases`).
    #[test]
    fn brute_direct_and_base_agree(f in any_f(300), n in 1usize..=300) {
        cases::g_is_brute_force(&f, n).map_err(TestCaseError::fail)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    /// Building the base in steps gives the same as in one go.
    #[test]
    fn base_in_steps_is_the_same(f in any_f(300), n in 1usize..=400, step in 1usize..50) {
        let mut ft = table(&f);
        let mut whole = BaseBuilder::new();
        whole.extend(&mut ft, n).unwrap();
        let mut ft = table(&f);
        let mut parts = BaseBuilder::new();
        let mut to = 0;
        while to < n {
            to = (to + step).min(n);
            parts.extend(&mut ft, to).unwrap();
        }
        prop_assert_eq!(whole.g(), parts.g());
        prop_assert_eq!(whole.base(), parts.base());
    }

    /// Where f(n + 1) − f(n) ≥ −1 holds on the range, the simple construction (f at members only,
    /// g0 = identity) gives the general construction's base.
    #[test]
    fn simple_construction_equals_general_where_it_applies(f in condition_f(300), n in 1usize..=400) {
        prop_assert!(condition_holds(&f, n as u64 + 1));
        let mut ft = table(&f);
        let mut b = BaseBuilder::new();
        b.extend(&mut ft, n).unwrap();
        let general = b.base();
        let simple = simple_base(&ft, n as u64, usize::MAX).unwrap();
        prop_assert_eq!(&simple.members, &general.members);
        prop_assert_eq!(&simple.g0, &general.g0);
        prop_assert_eq!(&simple.g0_table(n), &b.g().to_vec(), "g0 filled from the simple base");
        if general.finite {
            prop_assert!(simple.finite);
        }
    }

    /// The representation uses distinct members (below b_t for a finite base), sums to N, and
    /// its smallest part's g0 is g(N) (Definitions 3 and 4); on wasm32 too (`cases`).
    #[test]
    fn representations_are_sound(f in any_f(300), n in 1usize..=400) {
        cases::representations_are_sound(&f, n).map_err(TestCaseError::fail)?;
    }

    /// The engine's advice is right about who wins, and its winning move leaves a position that
    /// brute force says is lost for the opponent; a played-out game against itself ends with the
    /// predicted winner.
    #[test]
    fn engine_advice_matches_brute_force(f in any_f(300), n in 1usize..=120, x in 1u64..130) {
        let win = win_table(&mut table(&f), 0, n).unwrap();
        let mut e = Engine::new(Box::new(f.clone())).unwrap();
        let xx = (x as usize).min(n);
        let a = e.advise(n as u64, x).unwrap();
        prop_assert_eq!(a.winning, win[n][xx]);
        prop_assert!(a.take >= 1 && a.take as usize <= xx);
        if a.winning {
            let left = n - a.take as usize;
            let fx = (table(&f).exact(0, a.take).unwrap() as usize).min(left);
            prop_assert!(!win[left][fx], "the winning move must leave a lost position");
        }
        let mut game = Game::new(Engine::new(Box::new(f.clone())).unwrap(), n as u64, x).unwrap();
        while !game.state().over {
            game.engine_move().unwrap();
        }
        let winner = game.state().winner.unwrap();
        prop_assert_eq!(winner == 0, win[n][xx]);
    }
}

#[test]
fn remoteness_parity_is_the_winner() {
    // A lost position's engine move must be legal and the position must stay lost for it.
    let f = TableRule {
        values: vec![3, 1, 4, 1, 5, 9, 2, 6],
        tail: (1, 0),
    };
    let win = win_table(&mut table(&f), 0, 200).unwrap();
    let mut e = Engine::new(Box::new(f.clone())).unwrap();
    for (n, row) in win.iter().enumerate().skip(1) {
        for (x, &wins) in row.iter().enumerate().skip(1) {
            let a = e.advise(n as u64, x as u64).unwrap();
            assert_eq!(a.winning, wins, "({n}, {x})");
        }
    }
}

#[test]
fn illegal_moves_are_refused_with_the_legal_range() {
    let f = TableRule {
        values: vec![],
        tail: (2, 0),
    };
    let mut g = Game::new(Engine::new(Box::new(f)).unwrap(), 20, 19).unwrap();
    let e = g.play(20).unwrap_err().to_string();
    assert_eq!(
        e,
        "illegal move: take must be between 1 and 19 (the maximum now), not 20"
    );
    assert!(g.play(0).is_err());
    g.play(3).unwrap();
    assert_eq!(g.state().max, 6);
    assert!(g.play(7).is_err());
    assert_eq!(g.state().pile, 17);
}
