//! The wasm API of the move-function games: f(x) (Holshouser & Reiter 2003: `checkF`,
//! `gSequence`, `gBase`, `bestMove`, `bestMoveBig`, `representation`, `Solver`, `Analysis`,
//! `Game`) and periodic f(n, x) (Holshouser & Reiter 2006: `checkFn`, `gTables`, `bases`,
//! `periodicRepresentation`, `PeriodicAnalysis`, `Game.periodic`). Bad input arrives as JS
//! `Error`s with the core's message, and the module keeps working.

use super::js::*;
use js_sys::{Array, Uint16Array, Uint32Array, Uint8Array};
use nimlab::wasm::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn g_sequence_is_fibonacci_nim() {
    let g: Uint8Array = g_sequence("2x".into(), 13.0.into())
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(g.to_vec(), [1, 2, 3, 1, 5, 1, 2, 8, 1, 2, 3, 1, 13]);
}

/// The narrowest typed array that holds every value: a Uint8Array up to 255 (and for any pile
/// of a bounded f), a Uint16Array up to 65535, else a Uint32Array, with the same values.
#[wasm_bindgen_test]
fn g_sequence_reaches_js_as_the_narrowest_typed_array() {
    let small: Uint8Array = g_sequence("x".into(), 255.0.into())
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(small.get_index(127), 128); // g = 2^(the trailing zeros of N) for f = x
    let bounded: Uint8Array = g_sequence("min(x, 3)".into(), 1e6.into())
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(bounded.length(), 1_000_000);
    let mid: Uint16Array = g_sequence("x".into(), 256.0.into())
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(mid.to_vec()[..8], [1, 2, 1, 4, 1, 2, 1, 8]);
    assert_eq!(mid.get_index(255), 256);
    let wide: Uint32Array = g_sequence("x".into(), 65536.0.into())
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(wide.get_index(65535), 65536);
    // the general construction (f not proved non-decreasing) narrows its table after
    let general: Uint8Array = g_sequence("x % 3 + 1".into(), 1000.0.into())
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(general.length(), 1000);
}

/// A g of a proved non-decreasing f is poured into its JS array: values set from wasm memory and
/// long runs copied within the array (`copyWithin`). For `2x` (Fibonacci Nim) g(N) is the
/// smallest term of N's Zeckendorf representation (Whinihan 1963), written here from that
/// definition; at 10^6 the runs past 317 811 and 832 040 are longer than a piece of values.
#[wasm_bindgen_test]
fn g_sequence_pours_fibonacci_nim_into_js() {
    let g: Uint32Array = g_sequence("2x".into(), 1e6.into())
        .unwrap()
        .dyn_into()
        .unwrap();
    let mut fib = vec![1u32, 2];
    while fib[fib.len() - 1] < 1_000_000 {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    let smallest_term = |mut n: u32| loop {
        let f = *fib.iter().rev().find(|&&f| f <= n).unwrap();
        if f == n {
            return f;
        }
        n -= f;
    };
    let got = g.to_vec();
    assert_eq!(got.len(), 1_000_000);
    for (i, &v) in got.iter().enumerate() {
        let n = i as u32 + 1;
        assert_eq!(v, smallest_term(n), "g({n})");
    }
}

#[wasm_bindgen_test]
fn g_base_lists_members_with_g0() {
    let b = g_base("2x".into(), 100.0.into()).unwrap();
    assert_eq!(
        numbers(&get(&b, "base")),
        [1., 2., 3., 5., 8., 13., 21., 34., 55., 89.]
    );
    assert_eq!(get(&b, "finite").as_bool(), Some(false));
    let b = g_base("min(x, 3)".into(), 100.0.into()).unwrap();
    assert_eq!(numbers(&get(&b, "base")), [1., 2., 4.]);
    assert_eq!(get(&b, "finite").as_bool(), Some(true));
    let b = g_base("if x % 2 == 0 then 3x else x".into(), 50.0.into()).unwrap();
    assert_eq!(get(&b, "method").as_string().as_deref(), Some("general"));
}

#[wasm_bindgen_test]
fn best_move_wins_or_says_lost() {
    let m = best_move("2x".into(), 20.0.into(), 19.0.into()).unwrap();
    assert_eq!(get(&m, "winning").as_bool(), Some(true));
    assert_eq!(get(&m, "take").as_f64(), Some(2.0));
    let m = best_move("2x".into(), 21.0.into(), 20.0.into()).unwrap();
    assert_eq!(get(&m, "winning").as_bool(), Some(false));
    let m = best_move_big("2x".into(), "10^18".into(), "10^18".into()).unwrap();
    assert_eq!(get(&m, "take").as_string().as_deref(), Some("2"));
}

#[wasm_bindgen_test]
fn bad_input_throws_readable_errors_and_the_module_keeps_working() {
    assert_eq!(
        message(g_sequence("2x +".into(), 10.0.into()).unwrap_err()),
        "column 4: expected an expression after '+'"
    );
    assert_eq!(
        message(g_sequence("4 - x".into(), 10.0.into()).unwrap_err()),
        "f(4) = 0, but a move function must allow at least one counter"
    );
    assert!(
        message(g_sequence("6 / (x - 3) + 10".into(), 10.0.into()).unwrap_err())
            .starts_with("f(3): division by zero")
    );
    assert!(
        message(g_sequence("2x".into(), 0.0.into()).unwrap_err()).contains("upto = 0 is too small")
    );
    assert!(message(g_sequence("2x".into(), 1e12.into()).unwrap_err()).contains("too large"));
    assert!(message(g_sequence("2x".into(), 2.5.into()).unwrap_err()).contains("whole number"));
    assert!(
        message(best_move("2x".into(), 0.0.into(), 3.0.into()).unwrap_err()).contains("pile = 0")
    );
    assert!(message(g_base("x +".into(), 10.0.into()).unwrap_err()).starts_with("column 3:"));
    assert!(
        message(g_base("if x > 2 then 1 else 2x".into(), 1e9.into()).unwrap_err())
            .contains("too large")
    );
    assert!(
        message(g_base("2x".into(), JsValue::from(-1.0)).unwrap_err()).contains("whole number")
    );
    assert!(message(
        Game::new("2x".into(), 5.0.into(), 0.0.into())
            .err()
            .unwrap()
    )
    .contains("max = 0"));
    assert!(message(
        best_move("if x > 2 then 1 else 2x".into(), 3e7.into(), 3.0.into()).unwrap_err()
    )
    .contains("too large"));
    assert!(
        message(best_move_big("2x".into(), "lots".into(), "1".into()).unwrap_err())
            .contains("not a whole number")
    );
    assert!(message(representation("2x".into(), "0".into()).unwrap_err()).contains("N = 0"));
    // Still working after all that:
    assert_eq!(
        Uint8Array::new(&g_sequence("2x".into(), 3.0.into()).unwrap()).to_vec(),
        [1, 2, 3]
    );
}

#[wasm_bindgen_test]
fn check_f_reports_the_caret_without_throwing() {
    let c = check_f("2x +".into()).unwrap();
    assert_eq!(get(&c, "ok").as_bool(), Some(false));
    assert_eq!(get(&c, "column").as_f64(), Some(4.0));
    assert_eq!(get(&c, "caret").as_string().as_deref(), Some("2x +\n   ^"));
    // the message as data beside its English: {id, args}, the sentence a message inside
    let said = get(&c, "l10n");
    assert_eq!(get(&said, "id").as_string().as_deref(), Some("err-parse"));
    let args = get(&said, "args");
    assert_eq!(get(&args, "column").as_f64(), Some(4.0));
    let problem = get(&args, "problem");
    assert_eq!(
        get(&problem, "id").as_string().as_deref(),
        Some("err-after")
    );
    assert_eq!(
        get(&get(&problem, "args"), "after").as_string().as_deref(),
        Some("'+'")
    );
    let c = check_f("2 x".into()).unwrap();
    assert_eq!(get(&c, "ok").as_bool(), Some(true));
    assert_eq!(get(&c, "monotone").as_bool(), Some(true));
    let c = check_f("if x < 3 then 5 else 1".into()).unwrap();
    assert_eq!(get(&c, "monotone").as_bool(), Some(false));
}

#[wasm_bindgen_test]
fn a_prepared_solver_answers_huge_piles() {
    let mut s = Solver::new("2x".into()).unwrap();
    assert_eq!(s.g("1000000000000000000".into()).unwrap(), "2");
    assert_eq!(s.g("12".into()).unwrap(), "1");
    let m = s.best_move("21".into(), "20".into()).unwrap();
    assert_eq!(get(&m, "winning").as_bool(), Some(false));
    let e = s.g("0".into()).unwrap_err();
    // a thrown error carries its message as data beside its kind
    let said = get(&e, "l10n");
    assert_eq!(get(&said, "id").as_string().as_deref(), Some("err-small"));
    assert_eq!(
        get(&get(&said, "args"), "what").as_string().as_deref(),
        Some("pile")
    );
    assert!(message(e).contains("pile = 0"));
    let mut t = Solver::new("if x > 3 then 1 else 2x".into()).unwrap();
    assert!(message(t.g("10^18".into()).unwrap_err()).contains("is too large"));
    assert!(Solver::new("2x +".into()).is_err());
}

#[wasm_bindgen_test]
fn representation_marks_the_smallest_part() {
    let r = representation("2x".into(), "20".into()).unwrap();
    let parts: Vec<String> = Array::from(&get(&r, "parts"))
        .iter()
        .map(|v| v.as_string().unwrap())
        .collect();
    assert_eq!(parts, ["2", "5", "13"]);
    assert_eq!(get(&r, "g").as_string().as_deref(), Some("2"));
    let r = representation("min(x, 3)".into(), "11".into()).unwrap();
    assert_eq!(get(&r, "theta").as_string().as_deref(), Some("2"));
    assert_eq!(get(&r, "top").as_string().as_deref(), Some("4"));
    let r = representation("2x".into(), "1000000000000000000".into()).unwrap();
    assert_eq!(get(&r, "smallest").as_string().as_deref(), Some("2"));
}

#[wasm_bindgen_test]
fn analysis_runs_in_steps_and_reports() {
    let mut a = Analysis::new("2x".into(), 1000.0.into()).unwrap();
    assert!(a.result().is_err(), "no result before it is done");
    let mut steps = 0;
    while a.advance(100.0.into()).unwrap() < 1.0 {
        steps += 1;
        assert!(steps < 1000);
    }
    assert!(steps > 3, "it really went in steps");
    let r = a.result().unwrap();
    let g: Uint32Array = get(&r, "g").dyn_into().unwrap();
    assert_eq!(g.length(), 1000);
    assert_eq!(g.get_index(12), 13);
    assert_eq!(get(&get(&r, "theorem"), "holds").as_bool(), Some(true));
    assert_eq!(get(&get(&r, "brute"), "agrees").as_bool(), Some(true));
    assert_eq!(get(&get(&r, "brute"), "upto").as_f64(), Some(300.0));
    assert_eq!(
        get(&get(&r, "condition"), "status").as_string().as_deref(),
        Some("proved")
    );
    assert_eq!(
        numbers(&get(&r, "losingStarts"))[..6],
        [1., 2., 3., 5., 8., 13.]
    );
    let growth = get(&r, "growth");
    assert_eq!(text(&growth, "class"), "exponential");
    assert!((num(&growth, "factor") - 1.618).abs() < 0.001);
    // f = x²: B_f grows like k²/4, a polynomial (slope near 2), reported as the data show it.
    let mut sq = Analysis::new("x^2".into(), 10000.0.into()).unwrap();
    while sq.advance(10000.0.into()).unwrap() < 1.0 {}
    let growth = get(&sq.result().unwrap(), "growth");
    assert_eq!(text(&growth, "class"), "polynomial");
    assert!((num(&growth, "slope") - 2.0).abs() < 0.1);
    assert!(get(&growth, "factor").is_null());
    assert!(Analysis::new("2x".into(), 0.0.into()).is_err());
    let mut bad = Analysis::new("if x == 7 then 0 else x".into(), 100.0.into()).unwrap();
    assert!(message(bad.advance(1000.0.into()).unwrap_err()).starts_with("f(7) = 0"));
}

#[wasm_bindgen_test]
fn a_game_against_the_engine_to_the_end() {
    let mut g = Game::new("2x".into(), 20.0.into(), 19.0.into()).unwrap();
    assert_eq!(get(&g.legal().unwrap(), "to").as_f64(), Some(19.0));
    assert!(message(g.play(20.0.into()).unwrap_err()).starts_with("illegal move"));
    let first = g.engine_move().unwrap();
    assert_eq!(get(&first, "take").as_f64(), Some(2.0));
    assert!(get(&first, "why")
        .as_string()
        .unwrap()
        .contains("20 = 2 + 5 + 13"));
    let mut moves = 1;
    loop {
        let s = g.state().unwrap();
        if get(&s, "over").as_bool() == Some(true) {
            assert_eq!(
                get(&s, "winner").as_f64(),
                Some(0.0),
                "the engine started from a win"
            );
            break;
        }
        let hint = g.hint().unwrap();
        if moves % 2 == 1 {
            assert_eq!(get(&hint, "winning").as_bool(), Some(false));
            g.play(1.0.into()).unwrap();
        } else {
            g.engine_move().unwrap();
        }
        moves += 1;
        assert!(moves < 100);
    }
    assert!(g.play(1.0.into()).is_err(), "no moves after the end");
    assert!(Game::new("2x".into(), 0.0.into(), 1.0.into()).is_err());
}

#[wasm_bindgen_test]
fn periodic_exports_solve_example_2_and_report_errors() {
    let ex2 = "if x == 3 and n % 2 == 1 then 4 else 2x";
    let tables = g_tables(ex2.into(), 2.0.into(), 50.0.into()).unwrap();
    assert_eq!(tables.length(), 2);
    let g0: Uint32Array = tables.get(0).dyn_into().unwrap();
    assert_eq!(g0.length(), 50);
    let b = bases(ex2.into(), 2.0.into(), 100.0.into()).unwrap();
    let b1 = Array::from(&get(&b, "bases")).get(1);
    assert_eq!(
        numbers(&get(&b1, "members")),
        [1., 2., 3., 5., 10., 15., 23., 36., 59., 97.]
    );
    let mut a = PeriodicAnalysis::new(ex2.into(), 2.0.into(), 300.0.into()).unwrap();
    while a.advance(100.0.into()).unwrap() < 1.0 {}
    let r = a.result().unwrap();
    assert_eq!(get(&get(&r, "theorem2"), "holds").as_bool(), Some(true));
    assert_eq!(
        get(&get(&get(&r, "theorem1"), "condition"), "status")
            .as_string()
            .as_deref(),
        Some("proved")
    );
    assert_eq!(get(&get(&r, "example2"), "agrees").as_bool(), Some(true));
    assert_eq!(Array::from(&get(&r, "g")).length(), 2);
    let rep = periodic_representation(ex2.into(), 2.0.into(), 1.0.into(), "20".into()).unwrap();
    assert!(get(&rep, "why")
        .as_string()
        .unwrap()
        .starts_with("In G_1: 20 ="));
    let mut game =
        Game::periodic(ex2.into(), 2.0.into(), 1.0.into(), 20.0.into(), 19.0.into()).unwrap();
    let mut moves = 0;
    while get(&game.state().unwrap(), "over").as_bool() != Some(true) {
        game.engine_move().unwrap();
        moves += 1;
        assert!(moves < 100);
    }
    // bad input
    let c = check_fn("x + y".into(), 2.0.into()).unwrap();
    assert_eq!(get(&c, "ok").as_bool(), Some(false));
    assert_eq!(get(&c, "column").as_f64(), Some(5.0));
    assert!(
        get(&check_fn("x + n".into(), 0.0.into()).unwrap(), "message")
            .as_string()
            .unwrap()
            .contains("period = 0")
    );
    assert!(
        message(g_tables("x + n".into(), 2.0.into(), 0.0.into()).unwrap_err()).contains("upto = 0")
    );
    assert!(message(
        Game::periodic(ex2.into(), 2.0.into(), 5.0.into(), 20.0.into(), 19.0.into())
            .err()
            .unwrap()
    )
    .contains("game = 5"));
    assert!(message(
        periodic_representation(ex2.into(), 2.0.into(), 0.0.into(), "0".into()).unwrap_err()
    )
    .contains("N = 0"));
}
