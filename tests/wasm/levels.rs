//! `setLevel(level, seed)` on every game export: `engineMove()` follows the level (a careless
//! move says so in its `why`), the same seed replays the same moves, and a bad level or seed
//! throws a readable `Error` while the game keeps working.

use super::js::*;
use nimlab::wasm::*;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

/// Plays Fibonacci Nim from 20 (max 19), every move the engine's, at `level` with `seed`: the
/// takes and the reasons.
fn fibonacci(level: &str, seed: f64) -> Vec<(f64, String)> {
    let mut g = Game::new("2x".into(), 20.0.into(), 19.0.into()).unwrap();
    g.set_level(level.into(), seed.into()).unwrap();
    let mut out = Vec::new();
    while !flag(&g.state().unwrap(), "over") {
        let m = g.engine_move().unwrap();
        out.push((num(&m, "take"), text(&m, "why")));
    }
    out
}

#[wasm_bindgen_test]
fn the_level_decides_the_engines_moves_and_the_seed_replays_them() {
    let perfect = fibonacci("perfect", 5.0);
    assert_eq!(perfect[0].0, 2.0, "20 = 2 + 5 + 13");
    assert!(perfect
        .iter()
        .all(|(_, why)| !why.contains("without thinking hard")));
    let beginner = fibonacci("beginner", 5.0);
    assert_eq!(
        beginner,
        fibonacci("beginner", 5.0),
        "the same seed, the same game"
    );
    let careless: Vec<String> = (0..20)
        .flat_map(|seed| fibonacci("beginner", f64::from(seed)))
        .map(|(_, why)| why)
        .filter(|why| why.contains("without thinking hard"))
        .collect();
    assert!(careless.len() > 20, "beginner is mostly careless");
    assert!(
        careless.iter().all(|w| w.starts_with("I take ")),
        "{careless:?}"
    );
    assert!(careless
        .iter()
        .any(|w| w.ends_with("(taking 2 would have won).")));
    // 2^53 is a seed too; the default is perfect.
    assert!(!fibonacci("good", 9_007_199_254_740_992.0).is_empty());
    let mut g = Game::new("2x".into(), 20.0.into(), 19.0.into()).unwrap();
    assert_eq!(num(&g.engine_move().unwrap(), "take"), 2.0);
}

#[wasm_bindgen_test]
fn a_bad_level_or_seed_throws_and_the_game_plays_on() {
    let mut g = Game::new("2x".into(), 20.0.into(), 19.0.into()).unwrap();
    assert_eq!(
        message(g.set_level("expert".into(), 1.0.into()).unwrap_err()),
        "level: 'expert' is not a level (perfect, good or beginner)"
    );
    assert_eq!(
        type_error(g.set_level(JsValue::from(3), 1.0.into()).unwrap_err()),
        "Game.setLevel: level must be a string ('perfect', 'good' or 'beginner'), not the number 3"
    );
    assert!(
        message(g.set_level("good".into(), JsValue::from(-1.0)).unwrap_err())
            .contains("whole number")
    );
    assert!(message(g.set_level("good".into(), 0.5.into()).unwrap_err()).contains("whole number"));
    assert!(message(
        g.set_level("good".into(), JsValue::from(2f64.powi(54)))
            .unwrap_err()
    )
    .contains("2^53"));
    assert_eq!(num(&g.engine_move().unwrap(), "take"), 2.0, "still perfect");
}

#[wasm_bindgen_test]
fn every_game_export_takes_a_level() {
    let beginner = || JsValue::from("beginner");
    let mut b = BlockingGame::new(
        "0, 1, 2".into(),
        "1, 3, 5".into(),
        "3, 6, 10".into(),
        40.0.into(),
    )
    .unwrap();
    b.set_level(beginner(), 1.0.into()).unwrap();
    assert!(!text(&b.engine_move().unwrap(), "why").is_empty());
    let mut s = SubtractionGame::new("3..5".into(), 20.0.into()).unwrap();
    s.set_level(beginner(), 1.0.into()).unwrap();
    assert!(!text(&s.engine_move().unwrap(), "why").is_empty());
    let mut r = SumGame::new("2x".into(), JsValue::from(vec![4.0, 6.0, 9.0])).unwrap();
    r.set_level(beginner(), 1.0.into()).unwrap();
    assert!(!text(&r.engine_move().unwrap(), "why").is_empty());
    let mut d = DeleteGame::new(JsValue::from(vec![4.0, 6.0, 7.0])).unwrap();
    d.set_level(beginner(), 1.0.into()).unwrap();
    assert!(!text(&d.engine_move().unwrap(), "why").is_empty());
    for refused in [
        b.set_level("x".into(), 0.0.into()),
        d.set_level("x".into(), 0.0.into()),
    ] {
        assert!(message(refused.unwrap_err()).contains("not a level"));
    }
}
