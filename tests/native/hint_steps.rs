//! Graded hints: every game's hint has `steps`, three sentences a student reveals one at a time —
//! whether the position is winning, which part of the structure matters, then the move. On
//! random positions of every game:
//! 1. step 1 says "You can win from here" exactly when the hint is winning, and "Every move
//!    loses against best play here" otherwise;
//! 2. step 2 speaks only of the structure: every number in it is one the test computes as part
//!    of the structure (the base's members, Grundy values and the nim-sum, safe piles and move
//!    numbers, 2-adic valuations …), so the move's number appears only when it belongs there
//!    (the smallest part of a representation is the move by the theorem), and it never says
//!    the move in words;
//! 3. step 3 is the hint's reason, which names the hinted move.

use nimlab::games::blocking::{brute, BlockingGame, Rules};
use nimlab::games::cut_the_knot::subtraction::{SubtractionGame, SubtractionSet};
use nimlab::games::cut_the_knot::sum::SumGame;
use nimlab::games::level::splitmix64;
use nimlab::games::move_fn::periodic::theorem2_bases;
use nimlab::games::move_fn::{g_base, Engine, Game};
use nimlab::games::single_delete::game::DeleteGame;
use nimlab::games::single_delete::theorems::valuation;
use nimlab::games::EngineGame;
use nimlab::rule::MoveFn;
use std::collections::BTreeSet;

/// Games from `seeds` starts, every position on the way (random legal moves between them) while
/// `turn` says the game is on: its hint's steps checked ([`steps_of`]), then the state, the hint
/// and step 2 handed to `check`.
fn positions<G: EngineGame>(
    seeds: u64,
    start: impl Fn(u64) -> G,
    turn: impl Fn(&mut G) -> bool,
    mut check: impl FnMut(G::State, G::Hint, String),
) {
    for seed in 0..seeds {
        let mut game = start(seed);
        let mut ply = 0;
        while turn(&mut game) {
            let hint = game.hint().unwrap();
            let step = hint_steps(&hint);
            check(game.state().unwrap(), hint, step);
            let count = game.legal_count().unwrap();
            let m = game.legal_move(splitmix64(seed, ply) % count).unwrap();
            game.play_move(&m).unwrap();
            ply += 1;
        }
    }
}

/// Step 2 of a hint, its steps checked ([`steps_of`]; `winning` is a flag, or blocking Nim's list
/// of winning takes).
fn hint_steps<H: serde::Serialize>(hint: &H) -> String {
    let h = serde_json::to_value(hint).unwrap();
    let steps: Vec<String> = serde_json::from_value(h["steps"].clone()).unwrap();
    let winning = h["winning"] == true || h["winning"].as_array().is_some_and(|w| !w.is_empty());
    steps_of(&steps, winning, h["why"].as_str().unwrap())
}

/// The whole numbers written in `text`, as written.
fn numbers(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|t| !t.is_empty())
        .collect()
}

/// The three steps, with the first checked against `winning` and the third against `why`.
fn steps_of(steps: &[String], winning: bool, why: &str) -> String {
    assert_eq!(steps.len(), 3, "{steps:?}");
    let lead = if winning {
        "You can win from here: "
    } else {
        "Every move loses against best play here: "
    };
    assert!(steps[0].starts_with(lead), "{steps:?}");
    assert_eq!(steps[2], why);
    steps[1].clone()
}

/// Step 2 names no number outside `structure` (`digits`: a row of 0s and 1s, the take-away
/// game's digits, is structure too).
fn only_structure(step: &str, structure: &BTreeSet<u64>, digits: bool) {
    let extra: Vec<&str> = numbers(step)
        .into_iter()
        .filter(|t| !(digits && t.len() > 1 && t.chars().all(|c| c == '0' || c == '1')))
        .filter(|t| t.parse().map_or(true, |v| !structure.contains(&v)))
        .collect();
    assert!(extra.is_empty(), "{extra:?} in: {step}");
}

/// The move-function game's reason names its take.
fn names_take(why: &str, take: u64) -> bool {
    [
        format!("take {take}"),
        format!("taking {take}"),
        format!("take all {take}"),
    ]
    .iter()
    .any(|s| why.contains(s.as_str()))
}

#[test]
fn move_function_and_take_away_hints_come_in_steps() {
    for f in [
        "2x",
        "x",
        "3x",
        "x^2",
        "if x % 2 == 0 then x/2 else 3x",
        "min(x, 3)",
    ] {
        for takeaway in [false, true] {
            let start = |seed: u64| {
                let pile = 2 + splitmix64(seed, 1) % 300;
                let max = if takeaway {
                    pile - 1
                } else {
                    1 + splitmix64(seed, 2) % pile
                };
                let engine = Engine::new(Box::new(MoveFn::parse(f).unwrap())).unwrap();
                Game::new(engine, pile, max).unwrap()
            };
            positions(
                60,
                start,
                |g| !g.state().over,
                |st, h, step| {
                    let base = g_base(f, st.pile).unwrap();
                    let mut structure: BTreeSet<u64> = base.members.iter().copied().collect();
                    let top = base.members.last().copied().unwrap_or(1);
                    // 0 is the name g0's; the rest is the pile, the most to take and θ·b_t.
                    structure.extend([0, st.pile, st.max, st.pile / top]);
                    only_structure(&step, &structure, takeaway);
                    assert!(
                        !step.contains("take ") && !step.contains("taking"),
                        "{step}"
                    );
                    assert!(names_take(&h.why, h.take), "{}", h.why);
                    if takeaway && !base.finite && base.members.len() <= 24 {
                        assert!(step.contains("rightmost 1"), "{step}");
                    }
                },
            );
        }
    }
}

#[test]
fn periodic_hints_come_in_steps() {
    let f = "if x == 3 and n % 2 == 1 then 4 else 2x";
    for game in 0..2 {
        let start = |seed: u64| {
            let pile = 2 + splitmix64(seed, 1) % 200;
            let rule = Box::new(MoveFn::parse_periodic(f, 2).unwrap());
            let max = 1 + splitmix64(seed, 2) % pile;
            Game::new(Engine::for_game(rule, game).unwrap(), pile, max).unwrap()
        };
        positions(
            60,
            start,
            |g| !g.state().over,
            |st, h, step| {
                let rule = Box::new(MoveFn::parse_periodic(f, 2).unwrap());
                let bases = theorem2_bases(rule, st.pile).unwrap();
                let mut structure: BTreeSet<u64> =
                    bases.iter().flat_map(|b| b.members.clone()).collect();
                structure.extend([0, 1, st.pile, st.max]);
                only_structure(&step, &structure, false);
                assert!(names_take(&h.why, h.take), "{}", h.why);
            },
        );
    }
}

#[test]
fn subtraction_hints_come_in_steps() {
    for set in ["3..5", "1, 3, 4", "2, 5, 6", "1..3"] {
        let s = SubtractionSet::parse(set).unwrap();
        let start =
            |seed: u64| SubtractionGame::new(s.clone(), 1 + splitmix64(seed, 1) % 200).unwrap();
        positions(
            60,
            start,
            |g| !g.state().over,
            |st, h, step| {
                let mut structure = BTreeSet::from([st.pile, u64::from(st.grundy), 0]);
                if let Some((lo, hi)) = s.minmax_bounds() {
                    structure.extend([u64::from(lo), u64::from(lo + hi)]);
                }
                only_structure(&step, &structure, false);
                assert!(
                    !step.contains("take ") && !step.contains("taking"),
                    "{step}"
                );
                let said = [
                    format!("take {},", h.take),
                    format!("take {}, ", h.take),
                    format!("move, {},", h.take),
                ];
                assert!(said.iter().any(|s| h.why.contains(s.as_str())), "{}", h.why);
            },
        );
    }
}

#[test]
fn sum_hints_come_in_steps() {
    for f in ["2x", "x", "x + 1"] {
        let start = |seed: u64| {
            let k = 1 + splitmix64(seed, 1) % 4;
            let piles: Vec<u64> = (0..k).map(|i| 1 + splitmix64(seed, 2 + i) % 40).collect();
            SumGame::new(Box::new(MoveFn::parse(f).unwrap()), &piles).unwrap()
        };
        positions(
            60,
            start,
            |g| !g.state().over,
            |st, h, step| {
                let mut structure: BTreeSet<u64> =
                    st.components.iter().map(|c| u64::from(c.grundy)).collect();
                structure.extend([u64::from(st.nim_sum), 0]);
                only_structure(&step, &structure, false);
                assert!(!step.contains("from pile"), "{step}");
                let said = format!(" {} from pile {}", h.take, h.component + 1);
                assert!(h.why.contains(&said), "{}", h.why);
            },
        );
    }
}

#[test]
fn blocking_hints_come_in_steps() {
    for (c, m, big_m) in [
        ("0, 1, 2", "1, 3, 5", "3, 6, 10"),
        ("1", "1", "4"),
        ("2", "1", "6"),
    ] {
        let rules = Rules::parse(c, m, big_m).unwrap();
        let start = |seed: u64| {
            let rules = Rules::parse(c, m, big_m).unwrap();
            BlockingGame::new(rules, 1 + splitmix64(seed, 1) % 80).unwrap()
        };
        let turn = |g: &mut BlockingGame| {
            if !g.state().unwrap().over {
                g.engine_block().unwrap();
            }
            !g.state().unwrap().over
        };
        positions(60, start, turn, |st, h, step| {
            let (k, next) = (st.move_no, st.move_no + 1);
            let levels = brute::solve(&rules, next, 1, st.pile).unwrap();
            let safe: Vec<u64> = (st.from..=st.to)
                .map(|x| st.pile - x)
                .filter(|&p| levels.is_safe(p, next))
                .collect();
            let mut structure: BTreeSet<u64> = safe.iter().copied().collect();
            structure.extend([
                k,
                next,
                st.c,
                st.from,
                st.to,
                st.pile - st.to,
                st.pile - st.from,
            ]);
            structure.extend([safe.len() as u64, rules.step(next).unwrap().c]);
            structure.extend(st.blocked.iter().copied());
            only_structure(&step, &structure, false);
            assert!(!step.contains("Take"), "{step}");
            let x = h.take.unwrap();
            assert!(names_take(&h.why.to_lowercase(), x), "{}", h.why);
        });
    }
}

#[test]
fn single_delete_hints_come_in_steps() {
    let start = |seed: u64| DeleteGame::random(2 + seed % 3, 12, seed).unwrap();
    positions(
        60,
        start,
        |g| !g.state().over,
        |st, h, step| {
            let k = st.piles.len() as u64;
            // The valuations, the statements' numbers (Theorem 1.1, 1.4, 1.5, Propositions 4.1,
            // 4.2, "2-adic", piles of 2 and their number mod 3) and nothing else.
            let mut structure: BTreeSet<u64> =
                st.piles.iter().map(|&p| u64::from(valuation(p))).collect();
            structure.extend([1, 2, 3, 4, 5, k, k % 3]);
            only_structure(&step, &structure, false);
            assert!(!step.contains("split") && !step.contains("elete"), "{step}");
            let said = format!("pile {} ({})", h.delete + 1, st.piles[h.delete]);
            assert!(h.why.contains(&said), "{}", h.why);
        },
    );
}

#[test]
fn the_engines_own_moves_carry_no_steps() {
    let engine = Engine::new(Box::new(MoveFn::parse("2x").unwrap())).unwrap();
    let mut g = Game::new(engine, 20, 19).unwrap();
    let json = serde_json::to_value(g.engine_move().unwrap()).unwrap();
    assert!(json.get("steps").is_none(), "{json}");
    let hint = serde_json::to_value(g.hint().unwrap()).unwrap();
    assert_eq!(hint["steps"].as_array().map(Vec::len), Some(3));
}
