//! The wasm API of dynamic one-pile blocking Nim (Flammenkamp, Holshouser & Reiter 2003):
//! `checkSeq`, `blockingValues`, `blockingAnalysis`, `blockingFormula` and `BlockingGame` (state,
//! block, engineBlock, play, hint, engineMove). Games are played to the end with blocks both
//! ways; bad input arrives as JS `Error`s with the core's message, and the module keeps working.

use super::js::*;
use js_sys::Array;
use nimlab::wasm::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

/// The paper's worked example: move 3 offers [5, 10] with c_3 = 2.
const PAPER: (&str, &str, &str) = ("0, 1, 2", "1, 3, 5", "3, 6, 10");

/// Is `pile` safe (lost for the player to move) at move 1, by the analysis?
fn safe_at_move_1(pile: u32) -> bool {
    let (c, m, big) = PAPER;
    let r = blocking_analysis(
        c.into(),
        m.into(),
        big.into(),
        JsValue::from(f64::from(pile)),
        1.0.into(),
    )
    .unwrap();
    let level = Array::from(&get(&r, "levels")).get(0);
    let safe: js_sys::Uint8Array = get(&level, "safe").dyn_into().unwrap();
    safe.get_index(pile) == 1
}

#[wasm_bindgen_test]
fn blocking_exports_check_the_papers_example_and_report_bad_sequences() {
    let ok = check_seq("1, 0, 0".into()).unwrap();
    assert_eq!(get(&ok, "kind").as_string().as_deref(), Some("list"));
    assert_eq!(get(&ok, "constantFrom").as_f64(), Some(3.0));
    let bad = check_seq("i +".into()).unwrap();
    assert_eq!(get(&bad, "ok").as_bool(), Some(false));
    assert_eq!(get(&bad, "column").as_f64(), Some(3.0));

    let (c, m, big) = ("0, 1, 2", "1, 3, 5", "3, 6, 10");
    let v = blocking_values(c.into(), m.into(), big.into(), 4.0.into()).unwrap();
    assert_eq!(numbers(&get(&v, "M")), [3., 6., 10., 10.]);
    assert_eq!(numbers(&get(&v, "u")), [2., 2., 3., 3.]);
    let e =
        message(blocking_values("0".into(), "1, 1, 0".into(), "3".into(), 5.0.into()).unwrap_err());
    assert!(e.starts_with("m_3 = 0"), "{e}");
    let e = message(
        blocking_values("0".into(), "1, 5".into(), "i + 2".into(), 5.0.into()).unwrap_err(),
    );
    assert!(e.starts_with("m_2 = 5 > M_2 = 4"), "{e}");
    let e = message(blocking_values("0".into(), "1 +".into(), "3".into(), 5.0.into()).unwrap_err());
    assert!(e.starts_with("m: column 3"), "{e}");

    let r = blocking_analysis(c.into(), m.into(), big.into(), 40.0.into(), 3.0.into()).unwrap();
    let levels = Array::from(&get(&r, "levels"));
    let third = levels.get(2);
    let safe: js_sys::Uint8Array = get(&third, "safe").dyn_into().unwrap();
    assert_eq!(safe.length(), 41);
    assert_eq!(
        safe.get_index(15),
        1,
        "the paper's pile 15 at move 3 is safe"
    );
    assert_eq!(get(&third, "matches").as_bool(), Some(true));
    let claims = Array::from(&get(&r, "claims"));
    assert_eq!(
        get(&claims.get(0), "verdict").as_string().as_deref(),
        Some("holds")
    );
    let r = blocking_analysis(
        "1, 0".into(),
        "1".into(),
        "3, 1".into(),
        40.0.into(),
        2.0.into(),
    )
    .unwrap();
    let claims = Array::from(&get(&r, "claims"));
    let sufficient = claims.get(2);
    assert_eq!(
        get(&sufficient, "verdict").as_string().as_deref(),
        Some("contradicted")
    );
    assert!(get(&sufficient, "text")
        .as_string()
        .unwrap()
        .contains("pile 2"));
    assert!(blocking_analysis(c.into(), m.into(), big.into(), 0.0.into(), 3.0.into()).is_err());
    assert!(blocking_analysis(c.into(), m.into(), big.into(), 40.0.into(), 13.0.into()).is_err());

    let f = blocking_formula(c.into(), m.into(), big.into(), "10^15".into(), 1.0.into()).unwrap();
    assert_eq!(
        get(&f, "pile").as_string().as_deref(),
        Some("1000000000000000")
    );
    assert!(get(&f, "safe").as_bool().is_some());
    assert!(blocking_formula(c.into(), m.into(), big.into(), "-3".into(), 1.0.into()).is_err());
}

/// 2^62 + 1: a sequence's value a JS number cannot hold (it reads as 2^62).
const HUGE: &str = "4611686018427387905";

#[wasm_bindgen_test]
fn blocking_values_past_2_to_the_53_are_decimal_strings() {
    // M = 10^18-like "as good as unlimited", and the largest value a JS number holds exactly.
    let v = blocking_values(
        format!("0, {HUGE}").into(),
        "1".into(),
        format!("9007199254740991, {HUGE}, 9007199254740992").into(),
        3.0.into(),
    )
    .unwrap();
    assert_eq!(
        wholes(&get(&v, "c")),
        ["0", &format!("{HUGE:?}"), &format!("{HUGE:?}")]
    );
    assert_eq!(wholes(&get(&v, "m")), ["1", "1", "1"]);
    assert_eq!(
        wholes(&get(&v, "M")),
        [
            "9007199254740991",
            &format!("{HUGE:?}"),
            "\"9007199254740992\""
        ]
    );
    // u = M − m − c: 2^53 − 2, −1, and 2^53 − 1 − (2^62 + 1) = −4602678819172646914
    assert_eq!(
        wholes(&get(&v, "u")),
        ["9007199254740990", "-1", "\"-4602678819172646914\""]
    );
}

#[wasm_bindgen_test]
fn blocking_analysis_values_past_2_to_the_53_are_decimal_strings() {
    let r = blocking_analysis(
        "0".into(),
        "1".into(),
        "2^62 + 1".into(),
        10.0.into(),
        2.0.into(),
    )
    .unwrap();
    let values = get(&r, "values");
    assert_eq!(wholes(&get(&values, "M"))[0], format!("{HUGE:?}"));
    assert_eq!(wholes(&get(&values, "u"))[0], "\"4611686018427387904\"");
    assert_eq!(wholes(&get(&values, "c"))[0], "0");
}

#[wasm_bindgen_test]
fn a_blocking_games_c_and_from_past_2_to_the_53_are_decimal_strings() {
    // c = 2^62 + 1: the opponent may forbid every option, as a teacher's "unlimited" would.
    let mut g = BlockingGame::new(HUGE.into(), "1".into(), "3".into(), 10.0.into()).unwrap();
    assert_eq!(whole(&get(&g.state().unwrap(), "c")), format!("{HUGE:?}"));
    let b = g.engine_block().unwrap();
    assert_eq!(whole(&get(&get(&b, "state"), "c")), format!("{HUGE:?}"));
    // m_2 = 2^60 ends the game at move 2 with the options [2^60, pile], none of them possible.
    let mut g = BlockingGame::new(
        "0".into(),
        "1, 1152921504606846976".into(),
        "2^61".into(),
        5.0.into(),
    )
    .unwrap();
    assert_eq!(whole(&get(&g.state().unwrap(), "from")), "1");
    let s = g.play(1.0.into()).unwrap();
    assert!(flag(&s, "over"));
    assert_eq!(whole(&get(&s, "from")), "\"1152921504606846976\"");
    assert_eq!(whole(&get(&s, "to")), "4");
    assert!(text(&s, "reason").contains("m_2 = 1152921504606846976"));
}

#[wasm_bindgen_test]
fn a_blocking_game_with_blocks_both_ways() {
    // Pile 40 at move 1 of the paper's example.
    let mut g = BlockingGame::new(
        "0, 1, 2".into(),
        "1, 3, 5".into(),
        "3, 6, 10".into(),
        40.0.into(),
    )
    .unwrap();
    let mut turns = 0;
    loop {
        let s = g.state().unwrap();
        if get(&s, "over").as_bool() == Some(true) {
            assert!(get(&s, "reason").as_string().is_some());
            break;
        }
        let (from, c) = (
            get(&s, "from").as_f64().unwrap(),
            get(&s, "c").as_f64().unwrap(),
        );
        if turns % 2 == 0 {
            // The engine moves; "we" forbid the smallest options we may.
            if get(&s, "blocksSet").as_bool() != Some(true) {
                let list: Vec<f64> = (0..c as u64).map(|j| from + j as f64).collect();
                let to = get(&s, "to").as_f64().unwrap();
                let list: Vec<f64> = list.into_iter().filter(|&x| x <= to).collect();
                g.block(list.into()).unwrap();
            }
            if get(&g.state().unwrap(), "over").as_bool() == Some(true) {
                break;
            }
            let m = g.engine_move().unwrap();
            assert!(!get(&m, "why").as_string().unwrap().is_empty());
        } else {
            if get(&s, "blocksSet").as_bool() != Some(true) {
                let b = g.engine_block().unwrap();
                assert!(!get(&b, "why").as_string().unwrap().is_empty());
                let blocked = numbers(&get(&b, "blocked"));
                if let Some(&x) = blocked.first() {
                    assert!(message(g.play(x.into()).unwrap_err()).contains("forbidden"));
                }
            }
            if get(&g.state().unwrap(), "over").as_bool() == Some(true) {
                break;
            }
            let h = g.hint().unwrap();
            g.play(JsValue::from(get(&h, "take").as_f64().unwrap()))
                .unwrap();
        }
        turns += 1;
        assert!(turns < 100);
    }
    assert!(g.play(1.0.into()).is_err(), "no moves after the end");
    assert!(BlockingGame::new("0".into(), "1".into(), "3".into(), 0.0.into()).is_err());
    assert!(BlockingGame::new("0".into(), "0".into(), "3".into(), 5.0.into()).is_err());
}

#[wasm_bindgen_test]
fn the_engine_against_itself_ends_as_the_analysis_says() {
    let (c, m, big) = PAPER;
    for pile in [15, 16, 40] {
        let mut g = BlockingGame::new(
            c.into(),
            m.into(),
            big.into(),
            JsValue::from(f64::from(pile)),
        )
        .unwrap();
        let mut turns = 0;
        while !flag(&g.state().unwrap(), "over") {
            let s = g.state().unwrap();
            if !flag(&s, "blocksSet") {
                let b = g.engine_block().unwrap();
                assert!(!text(&b, "why").is_empty());
                if flag(&get(&b, "state"), "over") {
                    break;
                }
            }
            let played = g.engine_move().unwrap();
            assert!(get(&played, "take").as_f64().is_some());
            assert!(get(&played, "state").is_object());
            turns += 1;
            assert!(turns < 100);
        }
        let s = g.state().unwrap();
        let winner = num(&s, "winner");
        // A safe start is lost for the first player: the second one (1) wins.
        let expected = if safe_at_move_1(pile) { 1. } else { 0. };
        assert_eq!(winner, expected, "pile {pile}: {}", text(&s, "reason"));
        assert_eq!(Array::from(&get(&s, "moves")).length() as usize, turns);
    }
}

#[wasm_bindgen_test]
fn check_seq_names_its_kind_and_when_it_settles() {
    let s = check_seq("i/3".into()).unwrap();
    assert!(flag(&s, "ok"));
    assert_eq!(text(&s, "kind"), "expr");
    assert!(get(&s, "constantFrom").is_null(), "i/3 never settles");
    let s = check_seq("4".into()).unwrap();
    assert_eq!(text(&s, "canonical"), "4");
    let s = check_seq("1,, 2".into()).unwrap();
    assert!(!flag(&s, "ok"));
    assert_eq!(
        text(&s, "message"),
        "column 3: expected a number between the commas"
    );
    assert_eq!(text(&s, "caret"), "1,, 2\n  ^");
}

#[wasm_bindgen_test]
fn bad_input_throws_readable_errors_and_the_module_keeps_working() {
    let (c, m, big) = PAPER;
    let e = message(blocking_values(c.into(), m.into(), big.into(), 0.0.into()).unwrap_err());
    assert_eq!(e, "n = 0 is too small: it must be at least 1");
    let e = message(blocking_values(c.into(), m.into(), big.into(), 1001.0.into()).unwrap_err());
    assert!(e.starts_with("n = 1001 is too large"), "{e}");
    let e = message(blocking_values("1, -1".into(), m.into(), big.into(), 3.0.into()).unwrap_err());
    assert!(e.starts_with("c_2 = -1 is negative"), "{e}");
    let e = message(
        blocking_analysis(c.into(), m.into(), big.into(), 0.0.into(), 3.0.into()).unwrap_err(),
    );
    assert!(e.contains("upto = 0"), "{e}");
    let e = message(
        blocking_analysis(c.into(), m.into(), big.into(), 40.0.into(), 13.0.into()).unwrap_err(),
    );
    assert!(e.contains("13"), "{e}");
    let e = message(
        blocking_formula(c.into(), m.into(), big.into(), "15".into(), 0.0.into()).unwrap_err(),
    );
    assert_eq!(e, "move = 0 is too small: it must be at least 1");
    let e = message(
        blocking_formula(c.into(), m.into(), big.into(), "many".into(), 1.0.into()).unwrap_err(),
    );
    assert!(e.starts_with("pile: 'many' is not a whole number"), "{e}");
    let e = message(
        BlockingGame::new(c.into(), "1 +".into(), big.into(), 5.0.into())
            .err()
            .unwrap(),
    );
    assert!(e.starts_with("m: column 3:"), "{e}");
    let e = message(
        BlockingGame::new(c.into(), m.into(), big.into(), 2e6.into())
            .err()
            .unwrap(),
    );
    assert!(e.starts_with("pile = 2000000 is too large"), "{e}");

    // Pile 40 at move 1: take 1..3, nothing forbidden (c_1 = 0).
    let mut g = BlockingGame::new(c.into(), m.into(), big.into(), 40.0.into()).unwrap();
    let e = message(g.play(4.0.into()).unwrap_err());
    assert_eq!(e, "illegal move: take must be between 1 and 3, not 4");
    let e = message(g.play(2.5.into()).unwrap_err());
    assert!(e.contains("whole number"), "{e}");
    g.play(1.0.into()).unwrap();
    // Move 2 offers [3, 6] with c_2 = 1: the take waits for the block (the hint is then the
    // forbidding turn's, tests/wasm/hints.rs).
    let e = message(g.play(3.0.into()).unwrap_err());
    assert_eq!(
        e,
        "first the opponent forbids up to c_2 options (block, even if none)"
    );
    assert!(get(&g.hint().unwrap(), "take").is_null());
    let e = message(g.block(JsValue::from(vec![3.0, 4.0])).unwrap_err());
    assert_eq!(
        e,
        "at most c_2 = 1 option may be forbidden at move 2, not 2"
    );
    let e = message(g.block(JsValue::from(vec![9.0])).unwrap_err());
    assert_eq!(e, "9 is not an option: the options are 3..6");
    g.block(JsValue::from(vec![3.0])).unwrap();
    let e = message(g.play(3.0.into()).unwrap_err());
    assert_eq!(e, "illegal move: taking 3 was forbidden");
    let e = message(g.block(JsValue::from(vec![4.0])).unwrap_err());
    assert!(e.contains("already forbidden"), "{e}");
    // Still working after all that:
    let h = g.hint().unwrap();
    let take = num(&h, "take");
    assert!((4.0..=6.0).contains(&take));
    let s = g.play(take.into()).unwrap();
    assert_eq!(num(&s, "move"), 3.);
    assert_eq!(
        numbers(&get(
            &blocking_values(c.into(), m.into(), big.into(), 3.0.into()).unwrap(),
            "c"
        )),
        [0., 1., 2.]
    );
}
