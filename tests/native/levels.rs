//! The engine's levels (`perfect`, `good`, `beginner`), written once over `EngineGame`, in every
//! game against the engine: the move-function game (f(x), periodic f(n, x), and the take-away
//! game, which is the move-function game from (N, N − 1)), subtraction games, sums of take-away
//! games, blocking Nim and single-delete Nim.
//!
//! What is joined to what:
//! 1. At `perfect` nothing changes: the same moves and words as `engine_move`, on random games.
//! 2. At `good` and `beginner` every engine move is legal by the rules as the state states them
//!    (for the move-function game, also the limit f(previous take) computed here), a careless
//!    move is never the engine's best and a careful one is exactly it, and the share of careless
//!    moves over many seeds is near the level's (1/4, 3/4).
//! 3. The same seed gives the same game; other seeds give other games.
//! 4. A careless move's reason names a better move exactly when the brute-force twin says the
//!    position was won and the move taken loses it, and the move it names wins (twin).

use crate::common::{sub_wins_twin, sum_wins_twin};
use crate::single_delete_props::Twin;
use nimlab::games::blocking::{brute, BlockingGame, Rules};
use nimlab::games::cut_the_knot::subtraction::{SubtractionGame, SubtractionSet};
use nimlab::games::cut_the_knot::sum::SumGame;
use nimlab::games::level::{splitmix64, Level, Strength};
use nimlab::games::move_fn::brute::win_table;
use nimlab::games::move_fn::{Engine, Game};
use nimlab::games::single_delete::game::DeleteGame;
use nimlab::games::EngineGame;
use nimlab::rule::{FTable, MoveFn, MoveRule};
use std::collections::HashMap;

/// The words of a careless move, and of one that threw a won position away.
const CARELESS: &str = "without thinking hard";
const WOULD_HAVE_WON: &str = "would have won)";

/// A rule about a move from a state.
type Legality<G> = Box<dyn Fn(&<G as EngineGame>::State, &<G as EngineGame>::Play) -> bool>;
/// A verdict on a state.
type Verdict<G> = Box<dyn Fn(&<G as EngineGame>::State) -> bool>;

/// One family under test: how to start a game from a seed, whether a move is legal by the rules
/// as the state before it states them, and the twin's verdict on a state (does the player to
/// move win against best play?).
struct Family<G: EngineGame> {
    name: &'static str,
    start: Box<dyn Fn(u64) -> G>,
    /// Before each engine move (blocking Nim: the engine's blocks); false when the game is over.
    turn: Box<dyn Fn(&mut G) -> bool>,
    legal: Legality<G>,
    twin: Verdict<G>,
}

/// What one engine move looked like.
struct Seen<G: EngineGame> {
    before: G::State,
    after: G::State,
    best: G::Play,
    made: G::Play,
    legal: u64,
    why: String,
    json: String,
}

fn why_of<T: serde::Serialize>(m: &T) -> String {
    let v = serde_json::to_value(m).unwrap();
    v["why"].as_str().unwrap().to_string()
}

/// A game played to the end, every move the engine's at `strength`.
fn play_out<G: EngineGame>(fam: &Family<G>, start: u64, strength: Strength) -> Vec<Seen<G>> {
    let mut game = (fam.start)(start);
    let mut seen = Vec::new();
    while (fam.turn)(&mut game) {
        let before = game.state().unwrap();
        let best = G::move_of(&game.engine_choice().unwrap());
        let legal = game.legal_count().unwrap();
        let m = game.engine_move_at(strength).unwrap();
        seen.push(Seen {
            before,
            after: game.state().unwrap(),
            best,
            made: G::move_of(&m),
            legal,
            why: why_of(&m),
            json: serde_json::to_string(&m).unwrap(),
        });
        assert!(seen.len() < 10_000, "{}: the game ends", fam.name);
    }
    seen
}

/// 1: at `perfect`, `engine_move_at` is `engine_move`, word for word.
fn perfect_is_engine_move<G: EngineGame>(fam: &Family<G>, starts: u64) {
    for start in 0..starts {
        let (mut a, mut b) = ((fam.start)(start), (fam.start)(start));
        let seed = splitmix64(start, 7);
        while (fam.turn)(&mut a) {
            assert!((fam.turn)(&mut b));
            let x = a
                .engine_move_at(Strength::new(Level::Perfect, seed))
                .unwrap();
            let y = b.engine_move().unwrap();
            assert_eq!(
                serde_json::to_string(&x).unwrap(),
                serde_json::to_string(&y).unwrap(),
                "{} from start {start}",
                fam.name
            );
        }
    }
}

/// 2–4 at one level over many seeds; returns (careless moves, moves with a choice).
fn careless_share<G: EngineGame>(fam: &Family<G>, level: Level, seeds: u64) -> (u64, u64) {
    let (mut careless, mut choices) = (0, 0);
    for seed in 0..seeds {
        let strength = Strength::new(level, splitmix64(seed, 99));
        let moves = play_out(fam, seed, strength);
        for s in &moves {
            let ctx = format!("{} seed {seed}: {}", fam.name, s.why);
            assert!((fam.legal)(&s.before, &s.made), "illegal: {ctx}");
            let is_careless = s.why.contains(CARELESS);
            assert_eq!(is_careless, s.made != s.best, "{ctx}");
            if s.legal >= 2 {
                choices += 1;
                careless += u64::from(is_careless);
            }
            let threw_away = (fam.twin)(&s.before) && (fam.twin)(&s.after);
            assert_eq!(
                s.why.contains(WOULD_HAVE_WON),
                is_careless && threw_away,
                "the claim: {ctx}"
            );
            if is_careless && !threw_away {
                assert!(s.why.ends_with(&format!("{CARELESS}.")), "{ctx}");
            }
        }
        // 3: the same seed, the same game.
        let again = play_out(fam, seed, strength);
        let texts = |v: &[Seen<G>]| v.iter().map(|s| s.json.clone()).collect::<Vec<_>>();
        assert_eq!(texts(&moves), texts(&again), "{} seed {seed}", fam.name);
    }
    (careless, choices)
}

/// Every check on one family.
fn check_family<G: EngineGame>(fam: &Family<G>, seeds: u64) {
    perfect_is_engine_move(fam, seeds / 4);
    for (level, target) in [(Level::Good, 0.25), (Level::Beginner, 0.75)] {
        let (careless, choices) = careless_share(fam, level, seeds);
        assert!(
            choices >= 300,
            "{}: only {choices} moves with a choice",
            fam.name
        );
        let share = careless as f64 / choices as f64;
        assert!(
            (share - target).abs() < 0.06,
            "{} at {level:?}: {careless} careless of {choices} ({share:.3}, target {target})",
            fam.name
        );
    }
    // Other seeds, other games: at beginner, the first ten seeds do not all play alike.
    let games: std::collections::HashSet<Vec<String>> = (0..10)
        .map(|seed| {
            let s = Strength::new(Level::Beginner, seed);
            play_out(fam, 0, s).into_iter().map(|m| m.json).collect()
        })
        .collect();
    assert!(games.len() > 1, "{}: every seed played the same", fam.name);
}

// ---------------------------------------------------------------------------------------------
// The move-function game, periodic games and the take-away game.

/// The move-function game of `f` (period `t`, game G_i) from a pile and first-move maximum
/// drawn from the start seed (`takeaway`: from (N, N − 1)).
fn move_fn_family(name: &'static str, f: &'static str, t: u32, takeaway: bool) -> Family<Game> {
    let rule = move || -> Box<dyn MoveRule> { Box::new(MoveFn::parse_periodic(f, t).unwrap()) };
    let setup = move |start: u64| {
        let pile = 2 + splitmix64(start, 1) % 40;
        let max = if takeaway {
            pile - 1
        } else {
            1 + splitmix64(start, 2) % pile
        };
        let game = (splitmix64(start, 3) % u64::from(t)) as u32;
        (pile, max, game)
    };
    let tables: HashMap<u32, Vec<Vec<bool>>> = (0..t)
        .map(|i| {
            let mut ft = FTable::new(rule());
            (i, win_table(&mut ft, i, 41).unwrap())
        })
        .collect();
    let ft = FTable::new(rule());
    Family {
        name,
        start: Box::new(move |start| {
            let (pile, max, game) = setup(start);
            Game::new(Engine::for_game(rule(), game).unwrap(), pile, max).unwrap()
        }),
        turn: Box::new(|g| !g.state().over),
        legal: Box::new(move |st, &take| {
            // The limit is the first move's maximum, then f(i ⊕ pile before, previous take).
            let limit = st.moves.last().map_or(st.limit, |m| {
                let residue = (st.game as u64 + m.pile_before) % u64::from(t);
                ft.exact(residue as u32, m.take).unwrap()
            });
            limit == st.limit && (1..=st.pile.min(limit)).contains(&take)
        }),
        twin: Box::new(move |st| tables[&(st.game as u32)][st.pile as usize][st.max as usize]),
    }
}

#[test]
fn the_move_function_game_at_every_level() {
    for f in [
        "2x",
        "x",
        "x^2",
        "if x % 2 == 0 then x/2 else 3x",
        "min(x, 3)",
    ] {
        check_family(&move_fn_family(f, f, 1, false), 300);
    }
}

#[test]
fn periodic_games_and_the_take_away_game_at_every_level() {
    let periodic = "if n % 2 == 0 then 2x else x + n";
    check_family(&move_fn_family("periodic", periodic, 2, false), 300);
    check_family(&move_fn_family("take-away 2x", "2x", 1, true), 300);
    check_family(&move_fn_family("take-away 3x", "3x", 1, true), 300);
}

// ---------------------------------------------------------------------------------------------
// Cut The Knot: subtraction games and sums of take-away games.

#[test]
fn subtraction_games_at_every_level() {
    for set in ["3..5", "1, 3, 4", "2, 5, 6"] {
        let moves: Vec<u32> = SubtractionSet::parse(set).unwrap().moves().to_vec();
        let memo = std::cell::RefCell::new(HashMap::new());
        let fam = Family {
            name: set,
            start: Box::new(move |start| {
                let s = SubtractionSet::parse(set).unwrap();
                SubtractionGame::new(s, 1 + splitmix64(start, 1) % 60).unwrap()
            }),
            turn: Box::new(|g| !g.state().over),
            legal: Box::new(|st, take| st.legal.contains(take) && *take <= st.pile),
            twin: Box::new(move |st| sub_wins_twin(&moves, st.pile, &mut memo.borrow_mut())),
        };
        check_family(&fam, 300);
    }
}

#[test]
fn sums_of_take_away_games_at_every_level() {
    for f in ["2x", "x"] {
        let fv = move |k: u64| MoveFn::parse(f).unwrap().eval(0, k).unwrap();
        let memo = std::cell::RefCell::new(HashMap::new());
        let fam = Family {
            name: f,
            start: Box::new(move |start| {
                let k = 2 + splitmix64(start, 1) % 2;
                let piles: Vec<u64> = (0..k).map(|i| 1 + splitmix64(start, 2 + i) % 7).collect();
                SumGame::new(Box::new(MoveFn::parse(f).unwrap()), &piles).unwrap()
            }),
            turn: Box::new(|g| !g.state().over),
            legal: Box::new(|st, &(c, take)| {
                st.components
                    .get(c)
                    .is_some_and(|p| (1..=p.max).contains(&take))
            }),
            twin: Box::new(move |st| {
                let row: Vec<(u64, u64)> =
                    st.components.iter().map(|c| (c.pile, c.limit)).collect();
                sum_wins_twin(&fv, &row, &mut memo.borrow_mut())
            }),
        };
        check_family(&fam, 300);
    }
}

// ---------------------------------------------------------------------------------------------
// Blocking Nim: the engine blocks at its best at every level; its takes follow the level.

#[test]
fn blocking_nim_at_every_level() {
    // The paper's worked example, and one where every option can be forbidden at move 2.
    for (c, m, big_m) in [("0, 1, 2", "1, 3, 5", "3, 6, 10"), ("1", "1", "4")] {
        let rules = move || Rules::parse(c, m, big_m).unwrap();
        let literal = rules();
        let fam = Family {
            name: c,
            start: Box::new(move |start| {
                BlockingGame::new(rules(), 1 + splitmix64(start, 1) % 30).unwrap()
            }),
            turn: Box::new(|g| {
                if !g.state().unwrap().over {
                    g.engine_block().unwrap();
                }
                !g.state().unwrap().over
            }),
            legal: Box::new(|st, take| {
                st.blocks_set && (st.from..=st.to).contains(take) && !st.blocked.contains(take)
            }),
            twin: Box::new(move |st| {
                if st.over {
                    return false;
                }
                let lost = |p: u64, k: u64| brute::literal_lost(&literal, p, k).unwrap();
                if !st.blocks_set {
                    return !lost(st.pile, st.move_no);
                }
                (st.from..=st.to)
                    .filter(|x| !st.blocked.contains(x))
                    .any(|x| lost(st.pile - x, st.move_no + 1))
            }),
        };
        check_family(&fam, 300);
    }
}

// ---------------------------------------------------------------------------------------------
// Single-delete Nim.

#[test]
fn single_delete_nim_at_every_level() {
    let twin = std::cell::RefCell::new(Twin::default());
    let fam = Family {
        name: "single-delete",
        start: Box::new(|start| DeleteGame::random(2 + start % 2, 9, start).unwrap()),
        turn: Box::new(|g| !g.state().over),
        legal: Box::new(|st, &(d, s, x)| {
            let k = st.piles.len();
            d < k && s < k && d != s && (1..u64::from(st.piles[s])).contains(&x)
        }),
        twin: Box::new(move |st| twin.borrow_mut().wins(&st.piles)),
    };
    check_family(&fam, 300);
}

// ---------------------------------------------------------------------------------------------
// The words.

#[test]
fn a_careless_move_says_so_in_the_engines_voice() {
    // Fibonacci Nim from 20 (max 19): the engine's move is 2; at beginner some seed is careless
    // at the first move and throws the win away, and says which take would have won.
    let said = (0..200)
        .find_map(|seed| {
            let engine = Engine::new(Box::new(MoveFn::parse("2x").unwrap())).unwrap();
            let mut g = Game::new(engine, 20, 19).unwrap();
            let m = g
                .engine_move_at(Strength::new(Level::Beginner, seed))
                .unwrap();
            m.why.contains(WOULD_HAVE_WON).then_some(m)
        })
        .unwrap();
    assert!(said.winning, "the position stays a won one");
    assert_ne!(said.take, 2);
    assert_eq!(
        said.why,
        format!(
            "I take {} without thinking hard (taking 2 would have won).",
            said.take
        )
    );
    // Level names as the page and the URL write them.
    assert_eq!(Level::NAMES, ["perfect", "good", "beginner"]);
    for name in Level::NAMES {
        assert_eq!(Level::parse(name).unwrap().name(), name);
    }
}
