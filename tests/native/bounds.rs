//! Every computation is bounded: the cases a fuzzer found (a trap at N = 2^53, calls that did not
//! return with a huge constant f, a quadratic construction), the refusals that come before any
//! work (naming the limit and the largest input that fits), the work budget that stops a
//! computation during the work, and property tests over every public entry point with extreme
//! values asserting that nothing panics. "Bounded" is never timed here: it is a refusal, the
//! work counters the solvers keep, or the size of what the chain walk lists. The peak memory of
//! the largest computation of each kind is measured by the `#[ignore]`d test at the end (run
//! with `cargo test --release --test native bounds::memory -- --ignored --nocapture`).

use nimlab::error::Error;
use nimlab::games::blocking;
use nimlab::games::cut_the_knot::{grundy, schwenk, subtraction, sum};
use nimlab::games::level::{Level, Strength};
use nimlab::games::move_fn::multi::{simple_bases, Base};
use nimlab::games::move_fn::periodic::{self, chain, Part, MAX_LISTED_PARTS};
use nimlab::games::move_fn::recursion::DirectG;
use nimlab::games::move_fn::{self, Analysis, Engine, Game};
use nimlab::games::single_delete::{self, game::DeleteGame, theorems};
use nimlab::games::EngineGame;
use nimlab::rule::{FTable, MoveFn, PeriodicTable, MAX_PERIOD, MAX_TABLE, MAX_WORK};
use proptest::prelude::*;
use std::panic::{catch_unwind, AssertUnwindSafe};

use crate::common::any_f;

const POW53: u64 = 1 << 53;

/// The numbers a fuzzer tries first.
const EDGES: [u64; 9] = [
    0,
    1,
    2,
    POW53 - 1,
    POW53,
    POW53 + 1,
    (1 << 63) - 1,
    1 << 63,
    u64::MAX,
];

/// Move functions at the edges: huge constants, one that overflows at once, slow and fast bases,
/// one the tables cannot prove non-decreasing.
const FS: [&str; 9] = [
    "2x",
    "1",
    "2",
    "1000000000",
    "9223372036854775807",
    "2^62*x",
    "x^2",
    "if x % 3 == 0 then x/3 + 1 else 2x",
    "1000000000 + x % 2",
];

fn f(src: &str) -> Box<MoveFn> {
    Box::new(MoveFn::parse(src).unwrap())
}

fn pf(src: &str, t: u32) -> Box<MoveFn> {
    Box::new(MoveFn::parse_periodic(src, t).unwrap())
}

/// Runs `body`, failing the test with `what` if it panics.
fn no_panic<T>(what: &str, body: impl FnOnce() -> T) -> T {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(v) => v,
        Err(_) => panic!("{what} panicked"),
    }
}

/// The largest value a refusal for size allows ([`Error::limit`]), or a failure naming what
/// came instead.
fn limit_of<T: std::fmt::Debug>(r: Result<T, Error>) -> u128 {
    match r.as_ref().err().and_then(Error::limit).and_then(|l| l.max) {
        Some(max) => max,
        None => panic!("expected a refusal naming its limit, got {r:?}"),
    }
}

// ---- the found cases ----

/// `periodicRepresentation("2", 5, 3, "9007199254740992")` trapped with "capacity overflow":
/// the chain through finite bases repeats their largest members 3·10^15 times. Now the listing
/// refuses at once, naming the largest N whose chain it lists, and g, the advice and the chain
/// answer for any N from the repeated block written once.
#[test]
fn periodic_representation_of_a_finite_base_at_2_pow_53() {
    for (t, game) in [(5, 3), (1, 0)] {
        let mut e = Engine::for_game(pf("2", t), game).unwrap();
        let fits = limit_of(e.multi_representation(POW53));
        assert!(fits >= u128::from(MAX_LISTED_PARTS), "{fits}");
        let listed = e.multi_representation(fits as u64).unwrap();
        assert!(listed.parts.len() as u64 <= MAX_LISTED_PARTS);
        assert_eq!(
            listed.parts.iter().map(|p| p.member).sum::<u64>(),
            fits as u64
        );
        for n in [POW53, u64::MAX] {
            let c = e.multi_chain(n).unwrap();
            assert!(c.parts.len() <= 64, "{} parts listed", c.parts.len());
            assert_eq!(chain_sum(&c), u128::from(n));
            assert_eq!(e.g(n).unwrap(), c.g);
            // the repeats in words: a block "× times" (t > 1), θ·b_t in the one base (t = 1)
            let a = e.advise(n, n).unwrap();
            let repeat = if t > 1 { ") × " } else { "·3" };
            assert!(a.why.contains(repeat), "{}", a.why);
        }
    }
}

fn chain_sum(c: &periodic::Chain) -> u128 {
    let mut sum: u128 = c.parts.iter().map(|p| u128::from(p.member)).sum();
    for r in &c.repeats {
        let block: u128 = c.parts[r.start..r.start + r.len]
            .iter()
            .map(|p| u128::from(p.member))
            .sum();
        sum += block * u128::from(r.times - 1);
    }
    sum
}

/// `bestMoveBig("1000000000", "1000000", "8")`, `new Game("1000000000", 10^6, 8).engineMove()`
/// and `new Solver("9223372036854775807").g("10000000")` did not return: every pile up to f + 1
/// is a member, the simple base stops listing at 10^5 members, and the general construction
/// searched every move at every member. The search is skipped when no move can win (f at least
/// every g so far), so the work is one step per pile.
#[test]
fn huge_constant_f_in_the_engine() {
    let mut e = Engine::new(f("1000000000")).unwrap();
    let a = e.advise(1_000_000, 8).unwrap();
    assert!(!a.winning);
    assert_eq!(e.g(1_000_000).unwrap(), 1_000_000);
    let mut game = Game::new(Engine::new(f("1000000000")).unwrap(), 1_000_000, 8).unwrap();
    game.engine_move().unwrap();
    let mut s = Engine::new(f("9223372036854775807")).unwrap();
    assert_eq!(s.g(10_000_000).unwrap(), 10_000_000);
}

/// The search skip leaves the construction linear: one step per pile (and a few per member
/// found) where it was quadratic.
#[test]
fn huge_constant_f_costs_a_step_per_pile() {
    let n = 300_000;
    let mut ft = FTable::new(f("1000000000"));
    ft.validate(n).unwrap();
    let mut d = DirectG::new(0);
    d.extend(&mut ft, n as usize).unwrap();
    assert_eq!(d.work(), n);
    assert!(d.values()[1..]
        .iter()
        .enumerate()
        .all(|(i, &g)| g as usize == i + 1));
    let mut b = move_fn::multi::MultiBuilder::new(move_fn::multi::Construction::Theta, 2);
    let mut ft = FTable::new(pf("2^62", 2));
    ft.validate(n).unwrap();
    b.extend(&mut ft, n as usize).unwrap();
    assert!(b.work() <= 3 * n, "{} steps for {n} piles", b.work());
}

/// `gTables("2^62", 2, 1000000)` was quadratic (every pile a member of both bases, t > 1).
#[test]
fn g_tables_of_a_huge_constant_with_a_period() {
    let g = periodic::g_tables(pf("2^62", 2), 1_000_000).unwrap();
    for gi in &g {
        assert!(gi[1..]
            .iter()
            .enumerate()
            .all(|(i, &v)| v as usize == i + 1));
    }
}

/// `gSequence` of a huge constant f at 2·10^7 took 3.7 s in node: every pile is a member, and
/// the simple base was listed in 64-bit numbers and copied twice. g(N) = N throughout.
#[test]
fn g_sequence_of_a_huge_constant_at_the_table_limit() {
    let g = move_fn::g_table(f("9223372036854775807"), MAX_TABLE).unwrap();
    assert_eq!(g.len() as u64, MAX_TABLE + 1);
    assert!(g[1..].iter().enumerate().all(|(i, &v)| v as usize == i + 1));
}

/// f whose g is large at many piles but not provably so: the search cannot be skipped, and the
/// work budget stops the table, naming the largest upto that fit (which then computes).
#[test]
fn the_work_budget_stops_a_quadratic_table() {
    let src = "if x % 1000 == 0 then 1 else 1000000000";
    let refused = move_fn::g_table(f(src), MAX_TABLE).map(|_| ());
    let msg = refused.clone().unwrap_err().to_string();
    let fits = limit_of(refused);
    assert!(fits > 1000 && fits < u128::from(MAX_TABLE), "{fits}");
    assert!(
        msg.starts_with("upto = 20000000 is too large: the limit is"),
        "{msg}"
    );
    assert!(msg.contains("2·10^8 steps"), "{msg}");
    // Smaller tables of the same f compute (their work is below the budget).
    let mut d = DirectG::new(0);
    let mut ft = FTable::new(f(src));
    ft.validate(20_000).unwrap();
    d.extend(&mut ft, 20_000).unwrap();
    assert!(d.work() < MAX_WORK);
}

/// A game's limit can be any f value (2^62 after the first move here): the state sends it as a
/// decimal string, which JSON and JS hold exactly (a number threw in JS).
#[test]
fn a_huge_limit_is_sent_as_a_decimal_string() {
    let mut game = Game::new(Engine::new(f("4611686018427387904")).unwrap(), 35, 10).unwrap();
    assert_eq!(serde_json::to_value(game.state()).unwrap()["limit"], "10");
    game.play(1).unwrap();
    let state = serde_json::to_value(game.state()).unwrap();
    assert_eq!(state["limit"], "4611686018427387904");
    assert_eq!(state["max"], 34);
}

/// The work budget's refusal names the input the work came from: an engine grown for a pile
/// (g, the advice, a game) says "pile", a table "upto".
#[test]
fn the_work_budget_names_the_pile_it_grew_for() {
    let src = "if x % 1000 == 0 then 1 else 1000000000";
    let mut e = Engine::new(f(src)).unwrap();
    let msg = e.g(MAX_TABLE).unwrap_err().to_string();
    assert!(
        msg.starts_with("pile = 20000000 is too large: the limit is"),
        "{msg}"
    );
    let fits = limit_of(Engine::new(f(src)).unwrap().advise(MAX_TABLE, 1));
    assert!(fits > 1000 && fits < u128::from(MAX_TABLE), "{fits}");
    let msg = Engine::new(f(src))
        .unwrap()
        .advise(MAX_TABLE, 1)
        .unwrap_err()
        .to_string();
    assert!(msg.starts_with("pile = 20000000 is too large"), "{msg}");
    let msg = move_fn::g_table(f(src), MAX_TABLE).unwrap_err().to_string();
    assert!(msg.starts_with("upto = 20000000 is too large"), "{msg}");
}

/// The general construction behind `g_base` stops once more members are known than it lists
/// (every pile a member: it built and tabulated f on all of 1..=upto to list the first 10^6),
/// and lists what the construction run to the end and cut by hand lists (its slow twin).
#[test]
fn g_base_stops_once_its_listing_is_full() {
    use nimlab::games::move_fn::base::BaseBuilder;
    let upto = 3_000_000;
    for src in [
        "if x % 2 == 0 then x/2 else 3x",
        "1000000000 + x % 2",
        "if x % 3 == 0 then x/3 + 1 else 2x",
        "x % 7 + 1",
    ] {
        let got = move_fn::g_base_of(f(src), upto).unwrap();
        let mut b = BaseBuilder::new();
        let mut ft = FTable::new(f(src));
        ft.validate(upto).unwrap();
        b.extend(&mut ft, upto as usize).unwrap();
        let mut want = b.into_base();
        let max = move_fn::MAX_LISTED_MEMBERS;
        if want.members.len() > max {
            want.reach = want.members[max] - 1;
            want.members.truncate(max);
            want.g0.truncate(max);
            want.finite = false;
        }
        assert_eq!(got.members, want.members, "{src}");
        assert_eq!(got.g0, want.g0, "{src}");
        assert_eq!((got.finite, got.reach), (want.finite, want.reach), "{src}");
        assert_eq!(got.stopped.is_some(), want.members.len() == max, "{src}");
    }
    // f is not even evaluated far past the listing: it fails at 2.5·10^6, beyond 10^6 members.
    let b = move_fn::g_base_of(f("if x == 2500000 then 0 else 1000000000 + x % 2"), upto).unwrap();
    assert_eq!(b.reach, move_fn::MAX_LISTED_MEMBERS as u64);
}

/// An analysis advances by about `work` steps per call however slow its f, so a worker's
/// calls stay short; with a budget over the total.
#[test]
fn analyses_advance_by_steps_not_piles() {
    let src = "if x % 1000 == 0 then 1 else 1000000000";
    let mut a = Analysis::new(f(src), 100_000).unwrap();
    let mut calls = 0;
    while a.advance(1_000_000).unwrap() < 1.0 {
        calls += 1;
    }
    // about 5·10^7 steps of recursion and construction in calls of 10^6
    assert!(calls > 20, "{calls} calls");
}

/// For f non-decreasing, a search over moves stops once f(x) ≥ n − x (no larger move can win):
/// the lesson's analysis of x² on 1..10^6 does a few steps per pile instead of passing the
/// budget at 7·10^5 (every member of B_f searched all its moves).
#[test]
fn monotone_searches_stop_early() {
    let n = 1_000_000;
    let mut ft = FTable::new(f("x^2"));
    ft.validate(n).unwrap();
    let mut d = DirectG::new(0);
    d.extend(&mut ft, n as usize).unwrap();
    assert!(d.work() < 20 * n, "{} steps for {n} piles", d.work());
    let r = Analysis::new(f("x^2"), n).unwrap().run().unwrap();
    assert!(r.theorem.holds);
}

// ---- refusals before any work ----

/// Sizes beyond the tables, periods beyond 8, long move functions on long tables, and t
/// tables sharing the entries: refused at once with the limit that fits.
#[test]
fn refusals_come_before_the_work() {
    assert_eq!(
        limit_of(move_fn::g_table(f("2x"), MAX_TABLE + 1)),
        u128::from(MAX_TABLE)
    );
    assert!(MoveFn::parse_periodic("x", MAX_PERIOD + 1).is_err());
    for t in 2..=MAX_PERIOD {
        let fits = u128::from(MAX_TABLE / u64::from(t));
        assert_eq!(
            limit_of(periodic::g_tables(pf("x + n", t), MAX_TABLE)),
            fits
        );
        assert_eq!(
            limit_of(periodic::theorem2_bases(pf("x + n", t), MAX_TABLE)),
            fits
        );
        assert_eq!(
            limit_of(
                periodic::PeriodicAnalysis::of(
                    MoveFn::parse_periodic("x + n", t).unwrap(),
                    MAX_TABLE
                )
                .map(|_| ())
            ),
            fits
        );
    }
    // The periodic analysis keeps four tables per game: t·upto ≤ 8·10^6.
    let analysis = |t: u32, upto: u64| {
        periodic::PeriodicAnalysis::of(MoveFn::parse_periodic("x + n", t).unwrap(), upto)
            .map(|_| ())
    };
    assert_eq!(
        limit_of(analysis(8, MAX_TABLE / 8)),
        u128::from(periodic::MAX_ANALYSIS_CELLS / 8)
    );
    assert!(analysis(8, periodic::MAX_ANALYSIS_CELLS / 8).is_ok());
    // A move function of 200 terms costs about 600 instructions a value. Its values are counted
    // against the evaluation budget: before any work when f must be checked everywhere, as they
    // are evaluated when f ≥ 1 is proved from its form (this one is) and only the piles the
    // construction reads are evaluated; the limit named is the same.
    let long: Vec<String> = (1..=200).map(|i| format!("x * {i} + {i}")).collect();
    let long = format!("max({}) + x % 2", long.join(", "));
    let fits = limit_of(move_fn::g_table(f(&long), MAX_TABLE));
    assert!(fits < u128::from(MAX_TABLE) && fits > 100_000, "{fits}");
    assert!(move_fn::g_table(f(&long), fits as u64 / 100).is_ok());
    // A move function of more than 10^4 characters is refused as it is read.
    let long = format!("max({})", vec!["x"; 6000].join(", "));
    let e = MoveFn::parse(&long).map(|_| ()).unwrap_err().to_string();
    assert!(e.contains("longer than 10000 characters"), "{e}");
    // A proof of monotonicity from 10^9 on is not checked below it one value at a time.
    let e = Engine::for_game(pf("if x < 1000000000 then 1000000000 - x else x", 2), 1);
    assert!(e.is_ok());
}

/// What an export hands to JS is bounded too: a representation comes with at most 10^5 members
/// below N (refused beyond, naming the largest N that has that many), and a listed base holds at
/// most 10^6 members with `reach` saying how far it goes.
#[test]
fn listings_are_bounded() {
    use nimlab::games::move_fn::engine::MAX_DRAWN_MEMBERS;
    let mut e = Engine::new(f("1000000000")).unwrap();
    let fits = limit_of(e.representation(MAX_TABLE).map(|_| ()));
    assert_eq!(fits, MAX_DRAWN_MEMBERS as u128);
    let (_, base) = e.representation(fits as u64).unwrap();
    assert_eq!(base.members_upto(fits as u64).len(), MAX_DRAWN_MEMBERS);
    assert_eq!(e.representation_only(MAX_TABLE).unwrap().g0, MAX_TABLE);
    let b = move_fn::g_base_of(f("1000000000 + x % 2"), 3_000_000).unwrap();
    assert_eq!(b.members.len(), move_fn::MAX_LISTED_MEMBERS);
    assert_eq!(b.reach, move_fn::MAX_LISTED_MEMBERS as u64);
    assert!(b.stopped.is_some());
    let bases = periodic::theorem2_bases(pf("2^62", 4), 1_000_000).unwrap();
    for b in bases {
        assert_eq!(b.members.len(), move_fn::MAX_LISTED_MEMBERS / 4);
        assert_eq!(b.reach, b.members.len() as u64);
    }
}

// ---- the chain walk ----

/// The walk of the old representation, one part at a time (the slow twin).
fn walk(bases: &[Base], game: usize, n: u64) -> Option<(Vec<Part>, u64)> {
    let t = bases.len();
    let (mut i, mut rest, mut parts) = (game, n, Vec::new());
    loop {
        let b = &bases[i];
        if !b.finite && rest > b.reach {
            return None;
        }
        let k = b.members.partition_point(|&m| m <= rest);
        let bk = b.members[k - 1];
        parts.push(Part {
            game: i,
            member: bk,
        });
        if bk == rest {
            return Some((parts, b.theta[k - 1]));
        }
        rest -= bk;
        i = ((i as u64 + bk) % t as u64) as usize;
    }
}

fn periodic_rule(max_t: usize) -> impl Strategy<Value = PeriodicTable> {
    prop::collection::vec(any_f(30), 1..=max_t).prop_map(|rows| PeriodicTable { rows })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// The chain with its repeated blocks spread out is the walk part for part, and its g; for
    /// any n, huge ones included, it lists few parts (the repeats are skipped).
    #[test]
    fn the_chain_is_the_walk_with_repeats_written_once(
        rule in periodic_rule(4),
        game in 0usize..4,
        n in 1u64..3000,
        big in prop::sample::select(EDGES.to_vec()),
    ) {
        let ft = FTable::new(Box::new(rule.clone()));
        let (bases, _) = simple_bases(&ft, 5000, 5000).unwrap();
        let game = game % bases.len();
        match (chain(&bases, game, n), walk(&bases, game, n)) {
            (Ok(c), Some((parts, g))) => {
                prop_assert_eq!(c.expand(u64::MAX).unwrap(), parts);
                prop_assert_eq!(c.g, g);
            }
            (Err(_), None) => {}
            (c, w) => prop_assert!(false, "chain {:?}, walk {:?}", c, w),
        }
        if big > 0 {
            if let Ok(c) = no_panic("chain", || chain(&bases, game, big)) {
                prop_assert!(c.parts.len() <= 4 * 5000 + 64, "{} parts", c.parts.len());
                prop_assert_eq!(chain_sum(&c), u128::from(big));
            }
        }
    }
}

// ---- every entry point at the edges: no panic ----

/// The move-function game's entry points with every edge number, every edge f and t up to 8:
/// each answers or refuses, none panics.
#[test]
fn move_function_entry_points_never_panic() {
    for src in FS {
        for &n in &EDGES {
            let what = format!("f = {src}, n = {n}");
            no_panic(&what, || {
                let _ = move_fn::g_base_of(f(src), n);
                let _ = move_fn::g_base_of(f(src), n);
                if let Ok(mut e) = Engine::new(f(src)) {
                    let _ = e.g(n);
                    let _ = e.advise(n, n);
                    let _ = e.advise(n, 1);
                    let _ = e.representation(n);
                    let _ = e.multi_representation(n);
                    let _ = e.multi_chain(n);
                }
                if let Ok(e) = Engine::new(f(src)) {
                    if let Ok(mut g) = Game::new(e, n, n) {
                        let _ = g.hint();
                        let _ = g.engine_move_at(Strength::new(Level::Beginner, n));
                        let _ = g.play(1);
                    }
                }
                let _ = schwenk::drawing(f(src), n);
            });
        }
        for upto in [0, 1, 2, 1000, MAX_TABLE + 1, u64::MAX] {
            no_panic(&format!("tables of {src} to {upto}"), || {
                let _ = move_fn::g_table(f(src), upto);
                let _ = Analysis::new(f(src), upto).map(Analysis::run);
                let _ = schwenk::analyse(f(src), upto.min(10_000));
                let mut ft = FTable::new(f(src));
                let _ = grundy::GrundyTable::new(&mut ft, upto.min(300));
            });
        }
        no_panic(&format!("sum of {src}"), || {
            if let Ok(mut g) = sum::SumGame::new(f(src), &[2000; 8]) {
                let _ = g.hint();
                let _ = g.engine_move_at(Strength::new(Level::Good, 1));
            }
        });
    }
}

/// Periodic f(n, x) with t = 1..=8 and every game, at the edge numbers.
#[test]
fn periodic_entry_points_never_panic() {
    for src in [
        "2",
        "2^62",
        "x + n",
        "if n % 2 == 0 then 2x else x + n",
        "2^62*x",
    ] {
        for t in 1..=MAX_PERIOD {
            no_panic(&format!("{src}, t = {t}"), || {
                let _ = periodic::g_tables(pf(src, t), 2000);
                let _ = periodic::theorem2_bases(pf(src, t), 2000);
                let _ =
                    periodic::PeriodicAnalysis::of(MoveFn::parse_periodic(src, t).unwrap(), 300)
                        .map(periodic::PeriodicAnalysis::run);
            });
            for game in [0, t - 1, t] {
                for &n in &EDGES {
                    no_panic(&format!("{src}, t = {t}, G_{game}, n = {n}"), || {
                        if let Ok(mut e) = Engine::for_game(pf(src, t), game) {
                            let _ = e.g(n);
                            let _ = e.advise(n, n);
                            let _ = e.multi_representation(n);
                            let _ = e.multi_chain(n);
                        }
                    });
                }
            }
        }
    }
}

/// Cut The Knot's, blocking Nim's and single-delete Nim's entry points at the edges.
#[test]
fn other_families_never_panic() {
    for set in ["1..1000", "1000", "1, 3, 4", "999..1000"] {
        let s = subtraction::SubtractionSet::parse(set).unwrap();
        for &n in &EDGES {
            no_panic(&format!("set {set}, n = {n}"), || {
                let _ = subtraction::grundy_at(&s, n);
                let _ = subtraction::analyse(&s, n.min(100_000));
                if let Ok(mut g) = subtraction::SubtractionGame::new(s.clone(), n) {
                    let _ = g.hint();
                    let _ = g.engine_move_at(Strength::new(Level::Beginner, n));
                }
            });
        }
    }
    for (c, m, big_m) in [
        ("0, 1, 2", "1, 3, 5", "3, 6, 10"),
        ("0", "1", "2^62"),
        ("1000", "1", "1000000000"),
        ("i % 7", "1", "i*1000 + 5"),
    ] {
        let rules = || blocking::Rules::parse(c, m, big_m).unwrap();
        for &n in &EDGES {
            no_panic(&format!("blocking {c} | {m} | {big_m}, n = {n}"), || {
                let _ = rules().values(n);
                let _ = blocking::formula::classify(&rules(), 12, n);
                let _ = blocking::formula::classify(&rules(), n, n);
                let _ = blocking::analyse(&rules(), n.min(2000), 12);
                if let Ok(mut g) = blocking::BlockingGame::new(rules(), n) {
                    let _ = g.engine_block();
                    let _ = g.hint();
                    let _ = g.engine_move_at(Strength::new(Level::Beginner, 1));
                }
            });
        }
    }
    for k in [0, 1, 2, 3, 8, 9, u64::MAX] {
        for &max in &EDGES {
            no_panic(&format!("single-delete k = {k}, max = {max}"), || {
                let _ = DeleteGame::random(k, max, max);
                if k <= 8 && max <= 1_000_000 {
                    // the solver's own estimate refuses what it cannot solve before solving
                    let _ = single_delete::Solver::new(k, max.min(if k <= 2 { 1000 } else { 12 }));
                } else {
                    assert!(single_delete::Solver::new(k, max).is_err());
                }
            });
        }
    }
    for piles in [
        vec![u64::MAX, u64::MAX - 1, 3],
        vec![POW53; 8],
        vec![1, 1],
        vec![0, 5],
    ] {
        no_panic(&format!("single-delete {piles:?}"), || {
            let _ = theorems::digits(&piles);
            if let Ok(mut g) = DeleteGame::new(&piles) {
                let _ = g.hint();
                let _ = g.engine_move_at(Strength::new(Level::Good, 2));
            }
        });
    }
}

// ---- memory ----

/// The peak memory of the largest allowed computation of each kind, measured with this test
/// binary's counting allocator (per thread: tests run in parallel). Slow and large: run alone.
#[test]
#[ignore]
fn memory() {
    use crate::alloc_count::peak_during as peak;
    let mb = |b: usize| b as f64 / 1e6;
    type Row<'a> = (&'a str, Box<dyn FnOnce() -> usize>, f64);
    let rows: Vec<Row> = vec![
        (
            "gSequence, every pile a member, 2·10^7",
            // (what gSequence computes: the table in the narrowest type, u32 here)
            Box::new(|| {
                peak(|| move_fn::g_table_narrowest(f("1000000000"), MAX_TABLE).map(|_| ()))
            }),
            300.0,
        ),
        (
            "gSequence, not provably monotone, every pile a member, 2·10^7",
            Box::new(|| {
                peak(|| move_fn::g_table_narrowest(f("1000000000 + x % 2"), MAX_TABLE).map(|_| ()))
            }),
            500.0,
        ),
        (
            "gBase, not provably monotone, every pile a member, 2·10^7",
            Box::new(|| {
                peak(|| move_fn::g_base_of(f("1000000000 + x % 2"), MAX_TABLE).map(|_| ()))
            }),
            500.0,
        ),
        (
            "Analysis, every pile a member, 2·10^7",
            Box::new(|| {
                peak(|| {
                    Analysis::new(f("1000000000 + x % 2"), MAX_TABLE)?
                        .run()
                        .map(|_| ())
                })
            }),
            900.0,
        ),
        (
            "gTables, t = 8, every pile a member, 2.5·10^6",
            Box::new(|| peak(|| periodic::g_tables(pf("2^62", 8), MAX_TABLE / 8).map(|_| ()))),
            550.0,
        ),
        (
            "PeriodicAnalysis, t = 8, every pile a member, 10^6",
            Box::new(|| {
                peak(|| {
                    periodic::PeriodicAnalysis::of(
                        MoveFn::parse_periodic("2^62", 8).unwrap(),
                        1_000_000,
                    )?
                    .run()
                    .map(|_| ())
                })
            }),
            600.0,
        ),
        (
            "Solver.g(2·10^7), f = 1000000000 + x % 2",
            Box::new(|| {
                peak(|| {
                    Engine::new(f("1000000000 + x % 2"))?
                        .g(MAX_TABLE)
                        .map(|_| ())
                })
            }),
            500.0,
        ),
        (
            "GrundyTable 8000",
            Box::new(|| {
                peak(|| {
                    let mut ft = FTable::new(f("1000000000"));
                    grundy::GrundyTable::new(&mut ft, grundy::MAX_PILE).map(|_| ())
                })
            }),
            100.0,
        ),
        (
            "takeawayAnalysis 10^6",
            Box::new(|| {
                peak(|| schwenk::analyse(f("1000000000 + x % 2"), schwenk::MAX_UPTO).map(|_| ()))
            }),
            200.0,
        ),
        (
            "subtractionAnalysis 10^6, set 1..400 (its work bound)",
            Box::new(|| {
                peak(|| {
                    let s = subtraction::SubtractionSet::parse("1..400").unwrap();
                    subtraction::analyse(&s, subtraction::MAX_UPTO).map(|_| ())
                })
            }),
            50.0,
        ),
        (
            "blockingAnalysis 10^6, 12 moves",
            Box::new(|| {
                peak(|| {
                    let rules = blocking::Rules::parse("0, 1, 2", "1, 3, 5", "3, 6, 10").unwrap();
                    blocking::analyse(&rules, blocking::analysis::MAX_UPTO, 12).map(|_| ())
                })
            }),
            100.0,
        ),
        (
            "DeleteSolver at its work bound (the most of k = 2..8 at the largest max each allows)",
            Box::new(|| {
                [
                    (2, 999),
                    (3, 177),
                    (4, 71),
                    (5, 40),
                    (6, 28),
                    (7, 21),
                    (8, 17),
                ]
                .into_iter()
                .map(|(k, max)| peak(|| single_delete::Solver::new(k, max).map(|_| ())))
                .max()
                .unwrap_or(0)
            }),
            50.0,
        ),
    ];
    // every row measured and printed, then every row over its cap named
    let mut over = Vec::new();
    for (what, measure, cap) in rows {
        let bytes = measure();
        println!("{:>9.1} MB (cap {cap} MB)  {what}", mb(bytes));
        if mb(bytes) >= cap {
            over.push(format!("{what}: {:.1} MB (cap {cap} MB)", mb(bytes)));
        }
    }
    assert!(over.is_empty(), "over the cap: {}", over.join("; "));
}

/// A cheap memory bound that runs by default: a table of 10^6 piles, every pile a member and a
/// self member, holds f, g, the members and Θ (4 bytes a pile each) and a bit a pile for the self
/// members, with under a byte a pile to spare: a fifth table, or lists doubled past the size
/// asked for, would fail it (a list of self members beside the members took the larger
/// computations over their caps once).
#[test]
fn a_table_costs_four_words_a_pile() {
    let n = 1_000_000;
    let bytes = crate::alloc_count::peak_during(|| {
        move_fn::g_table(f("1000000000 + x % 2"), n).map(|_| ())
    });
    assert!(bytes < 17 * n as usize, "{bytes} bytes for {n} piles");
}
