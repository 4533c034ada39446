//! The wasm API of Cut The Knot's single-pile games (Bogomolny 2002), run by
//! wasm-bindgen-test in node (`cargo test --target wasm32-unknown-unknown --test wasm`) and in
//! headless Chromium (the same with `--features browser-tests`): `checkSet`,
//! `subtractionAnalysis`, `subtractionGrundyAt`, `SubtractionGame`, `takeawayAnalysis`,
//! `takeawayRepresentation`, `TakeawayGame`, `GrundyTable`, `SumGame` and the section's URL
//! keys. Bad input arrives as JS `Error`s with the core's message, and the module keeps working.

use super::js::*;
use js_sys::Array;
use nimlab::wasm::*;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

/// G(n, x) of a take-away game by the literal mex over all moves (small n only).
fn literal_grundy(f: &dyn Fn(u64) -> u64, n: u64, x: u64) -> u32 {
    let options: Vec<u32> = (1..=x.min(n))
        .map(|k| literal_grundy(f, n - k, f(k)))
        .collect();
    (0..).find(|v| !options.contains(v)).unwrap()
}

#[wasm_bindgen_test]
fn check_set_reads_sets_and_reports_the_caret_without_throwing() {
    let c = check_set("5, 3,4".into()).unwrap();
    assert!(flag(&c, "ok"));
    assert_eq!(text(&c, "canonical"), "3..5");
    assert_eq!(numbers(&get(&c, "set")), [3., 4., 5.]);
    let mm = get(&c, "minmax");
    assert_eq!((num(&mm, "min"), num(&mm, "max")), (3., 5.));
    let c = check_set("1, 3, 4".into()).unwrap();
    assert!(flag(&c, "ok"));
    assert_eq!(text(&c, "canonical"), "1, 3, 4");
    assert!(get(&c, "minmax").is_null());
    let c = check_set("1,,3".into()).unwrap();
    assert!(!flag(&c, "ok"));
    assert_eq!(num(&c, "column"), 3.);
    assert!(text(&c, "message").contains("column 3"));
    assert_eq!(text(&c, "caret"), "1,,3\n  ^");
    for bad in ["0", "5..2", "a", "", "1, 1001"] {
        let c = check_set(bad.into()).unwrap();
        assert!(!flag(&c, "ok"), "{bad:?}");
        assert!(!text(&c, "message").is_empty());
    }
}

#[wasm_bindgen_test]
fn subtraction_analysis_is_the_applets_table() {
    // Bogomolny, "Single Pile Games": Min = 3, Max = 5, S = 0..20.
    let r = subtraction_analysis("3..5".into(), 20.0.into()).unwrap();
    assert_eq!(
        typed(&get(&r, "grundy")),
        [0, 0, 0, 1, 1, 1, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 0, 0, 0, 1, 1]
    );
    assert_eq!(
        numbers(&get(&r, "pPositions")),
        [0., 1., 2., 8., 9., 10., 16., 17., 18.]
    );
    assert_eq!(numbers(&get(&r, "set")), [3., 4., 5.]);
    assert_eq!(text(&r, "canonical"), "3..5");
    assert_eq!(num(&r, "upto"), 20.);
    let mm = get(&r, "minmax");
    assert_eq!((num(&mm, "min"), num(&mm, "max")), (3., 5.));
    let p = get(&r, "period");
    assert!(flag(&p, "found"));
    assert_eq!((num(&p, "preperiod"), num(&p, "period")), (0., 8.));
    assert!(num(&p, "checkedUpto") >= 8.);
    assert!(!text(&p, "text").is_empty());
    for key in ["rule", "formula"] {
        let c = get(&r, key);
        assert!(flag(&c, "holds"), "{key}");
        assert!(get(&c, "counterexample").is_null(), "{key}");
        assert!(num(&c, "checkedUpto") >= 20.);
        assert!(!text(&c, "text").is_empty());
    }
    // A general set: no Min/Max rule, a period all the same.
    let r = subtraction_analysis("1, 3, 4".into(), 30.0.into()).unwrap();
    assert!(get(&r, "minmax").is_null());
    assert!(get(&r, "rule").is_null() && get(&r, "formula").is_null());
    assert_eq!(num(&get(&r, "period"), "period"), 7.);
    let g = typed(&get(&r, "grundy"));
    assert_eq!(g.len(), 31);
    assert_eq!(&g[..7], [0, 1, 0, 1, 2, 3, 2]);
}

#[wasm_bindgen_test]
fn subtraction_grundy_at_any_n_follows_the_period() {
    // G(S) = ⌊(S mod 8) / 3⌋ for Min 3, Max 5.
    for (n, g) in [("0", 0), ("20", 1), ("1000000", 0), ("1000006", 2)] {
        assert_eq!(
            subtraction_grundy_at("3..5".into(), n.into()).unwrap(),
            g,
            "G({n})"
        );
    }
    let big = u64::MAX;
    assert_eq!(
        subtraction_grundy_at("3..5".into(), JsValue::from(&big.to_string())).unwrap(),
        ((big % 8) / 3) as u32
    );
    assert_eq!(
        subtraction_grundy_at("1, 3, 4".into(), "700000000000".into()).unwrap(),
        0
    );
    assert!(
        message(subtraction_grundy_at("3..5".into(), "lots".into()).unwrap_err())
            .contains("whole number")
    );
    assert!(
        message(subtraction_grundy_at("1,,3".into(), "5".into()).unwrap_err()).contains("column 3")
    );
}

#[wasm_bindgen_test]
fn a_subtraction_game_against_the_engine_to_the_end() {
    let mut g = SubtractionGame::new("3..5".into(), 20.0.into()).unwrap();
    let s = g.state().unwrap();
    assert_eq!(num(&s, "pile"), 20.);
    assert_eq!(numbers(&get(&s, "legal")), [3., 4., 5.]);
    assert_eq!(num(&s, "grundy"), 1.);
    let h = g.hint().unwrap();
    assert!(flag(&h, "winning"));
    // 20 − 3 = 17 and 20 − 4 = 16 are both P-positions (S mod 8 < 3): either take wins.
    let take = num(&h, "take") as u64;
    let left = 20 - take;
    assert!((3..=5).contains(&take) && left % 8 < 3, "take {take}");
    let why = text(&h, "why");
    assert!(
        why.contains(&format!("{left} mod 8 = {} < 3", left % 8)),
        "{why}"
    );
    let e = message(g.play(2.0.into()).unwrap_err());
    assert!(e.contains("illegal") && e.contains("3, 4 or 5"), "{e}");
    let m = g.engine_move().unwrap();
    assert_eq!(num(&m, "take"), take as f64);
    assert_eq!(num(&get(&m, "state"), "pile"), left as f64);
    // The opponent plays 3 each time; the engine answers back to a multiple of 8 (or below 3).
    loop {
        let s = g.state().unwrap();
        if flag(&s, "over") {
            assert_eq!(num(&s, "winner"), 0., "the engine started from G ≠ 0");
            break;
        }
        let s = g.play(3.0.into()).unwrap();
        if flag(&s, "over") {
            panic!("the opponent cannot take the last counter from a P-position");
        }
        let m = g.engine_move().unwrap();
        assert!(flag(&m, "winning"), "{}", text(&m, "why"));
        let pile = num(&get(&m, "state"), "pile") as u64;
        assert!(pile % 8 < 3, "left {pile}");
    }
    let s = g.state().unwrap();
    let moves = Array::from(&get(&s, "moves"));
    let taken: f64 = moves.iter().map(|m| num(&m, "take")).sum();
    assert_eq!(taken, 20. - num(&s, "pile"));
    assert_eq!(num(&moves.get(0), "pileBefore"), 20.);
    assert!(g.play(3.0.into()).is_err(), "no moves after the end");
    assert!(message(
        SubtractionGame::new("3..5".into(), 0.0.into())
            .err()
            .unwrap()
    )
    .contains("pile = 0"));
    assert!(SubtractionGame::new("5..2".into(), 10.0.into()).is_err());
}

#[wasm_bindgen_test]
fn takeaway_analysis_of_fibonacci_nim() {
    let r = takeaway_analysis("2x".into(), 100.0.into()).unwrap();
    let fib = [1., 2., 3., 5., 8., 13., 21., 34., 55., 89.];
    assert_eq!(text(&r, "f"), "2x");
    assert_eq!(num(&r, "upto"), 100.);
    assert_eq!(numbers(&get(&r, "H")), fib);
    assert_eq!(numbers(&get(&r, "losingStarts")), fib);
    assert_eq!(numbers(&get(&r, "base")), fib);
    assert_eq!(numbers(&get(&r, "engineLosing")), fib);
    assert_eq!(num(&r, "bruteUpto"), 100.);
    assert!(get(&r, "hStop").is_null());
    let steps = Array::from(&get(&r, "steps"));
    assert_eq!(steps.length(), 9);
    for s in steps.iter() {
        // H_{k+1} = H_k + H_m.
        let k = num(&s, "k") as usize;
        assert_eq!(num(&s, "h"), fib[k]);
        assert_eq!(num(&s, "h"), fib[k - 1] + num(&s, "hm"));
        assert_eq!(num(&s, "hm"), fib[num(&s, "m") as usize - 1]);
    }
    let hyp = get(&r, "hypotheses");
    assert!(flag(&hyp, "hold"));
    assert_eq!(text(&get(&hyp, "nondecreasing"), "status"), "proved");
    assert_ne!(text(&get(&hyp, "atLeastX"), "status"), "fails");
    let claims = Array::from(&get(&r, "claims"));
    let ids: Vec<String> = claims.iter().map(|c| text(&c, "id")).collect();
    assert_eq!(
        ids,
        [
            "h-losing",
            "h-base",
            "base-losing",
            "unique",
            "converse",
            "strategy"
        ]
    );
    for c in claims.iter() {
        assert!(flag(&c, "holds"), "{}", text(&c, "text"));
        assert!(get(&c, "counterexample").is_null());
        assert!(!text(&c, "statement").is_empty());
    }
    assert!(num(&r, "uniqueUpto") >= 100.);
    // f = x and 2x − 1: powers of 2.
    for f in ["x", "2x - 1"] {
        let r = takeaway_analysis(f.into(), 64.0.into()).unwrap();
        assert_eq!(
            numbers(&get(&r, "H")),
            [1., 2., 4., 8., 16., 32., 64.],
            "{f}"
        );
        assert_eq!(numbers(&get(&r, "losingStarts")), numbers(&get(&r, "H")));
    }
}

#[wasm_bindgen_test]
fn takeaway_ranges_are_the_analysis_ranges() {
    let r = takeaway_ranges().unwrap();
    assert_eq!(num(&r, "maxUpto"), 1e6);
    // the brute force stops at bruteUpto: an analysis past it says so
    let brute = num(&r, "bruteUpto");
    assert!(brute >= 100.);
    let a = takeaway_analysis("2x".into(), (brute + 50.).into()).unwrap();
    assert_eq!(num(&a, "bruteUpto"), brute);
    assert!(num(&a, "uniqueUpto") <= num(&r, "uniqueUpto"));
}

#[wasm_bindgen_test]
fn takeaway_analysis_outside_schwenks_hypotheses_says_what_fails() {
    // f = 1: f(x) ≥ x fails at 2, H stops at 2; the losing starts come from the definition.
    let r = takeaway_analysis("1".into(), 40.0.into()).unwrap();
    assert_eq!(numbers(&get(&r, "H")), [1., 2.]);
    assert!(text(&r, "hStop").contains("f(2) = 1 < 2"));
    let hyp = get(&r, "hypotheses");
    assert!(!flag(&hyp, "hold"));
    let below = get(&hyp, "atLeastX");
    assert_eq!(text(&below, "status"), "fails");
    assert_eq!(num(&below, "at"), 2.);
    // With f = 1 every later move takes one counter, so the first player leaves an even pile
    // when it can: only N = 1 and N = 2 are lost. The literal mex agrees.
    let losing: Vec<f64> = numbers(&get(&r, "losingStarts"));
    let twin: Vec<f64> = (1..=40u64)
        .filter(|&n| literal_grundy(&|_| 1, n, n - 1) == 0)
        .map(|n| n as f64)
        .collect();
    assert_eq!(losing, twin);
    assert_eq!(losing, [1., 2.]);
    let claims = Array::from(&get(&r, "claims"));
    let converse = claims.iter().find(|c| text(c, "id") == "converse").unwrap();
    assert!(!flag(&converse, "holds"));
    assert!(!text(&converse, "counterexample").is_empty());
    let base_losing = claims
        .iter()
        .find(|c| text(c, "id") == "base-losing")
        .unwrap();
    assert!(
        flag(&base_losing, "holds"),
        "g(N) = N at the losing starts holds for any f (Holshouser & Reiter 2003)"
    );
}

#[wasm_bindgen_test]
fn takeaway_representation_draws_one_row_of_digits() {
    let d = takeaway_representation("2x".into(), "20".into()).unwrap();
    assert_eq!(text(&d, "n"), "20");
    assert_eq!(numbers(&get(&d, "H")), [1., 2., 3., 5., 8., 13.]);
    assert_eq!(numbers(&get(&d, "digits")), [1., 0., 1., 0., 1., 0.]);
    assert_eq!(numbers(&get(&d, "parts")), [2., 5., 13.]);
    assert_eq!(num(&d, "rightmost"), 2.);
    assert!(flag(&d, "valid"));
    assert!(text(&d, "text").contains("take 2"), "{}", text(&d, "text"));
    let d = takeaway_representation("x".into(), "96".into()).unwrap();
    assert_eq!(numbers(&get(&d, "parts")), [32., 64.]);
    assert_eq!(numbers(&get(&d, "digits")), [1., 1., 0., 0., 0., 0., 0.]);
    assert!(
        message(takeaway_representation("2x".into(), "0".into()).unwrap_err()).contains("N = 0")
    );
    assert!(
        message(takeaway_representation("2x +".into(), "5".into()).unwrap_err())
            .contains("column 4")
    );
    assert!(
        message(takeaway_representation("2x".into(), "many".into()).unwrap_err())
            .contains("whole number")
    );
}

#[wasm_bindgen_test]
fn grundy_table_is_the_literal_mex() {
    let f = |x: u64| 2 * x;
    let t = GrundyTable::new("2x".into(), 20.0.into()).unwrap();
    assert_eq!(t.upto(), 20.0);
    let starts = t.start().to_vec();
    assert_eq!(starts.len(), 20);
    for n in 1..=20u64 {
        assert_eq!(
            starts[n as usize - 1],
            literal_grundy(&f, n, n - 1),
            "start {n}"
        );
        let row = t.row(JsValue::from(n as f64)).unwrap().to_vec();
        assert_eq!(row.len() as u64, n + 1);
        for x in 0..=n {
            let g = literal_grundy(&f, n, x);
            assert_eq!(row[x as usize], g, "G({n}, {x})");
            assert_eq!(
                t.get(JsValue::from(n as f64), JsValue::from(x as f64))
                    .unwrap(),
                g
            );
        }
        assert_eq!(
            t.get(JsValue::from(n as f64), 1e6.into()).unwrap(),
            row[n as usize],
            "x capped at n"
        );
    }
    assert!(message(t.get(21.0.into(), 1.0.into()).unwrap_err()).contains("n = 21"));
    assert!(t.row(JsValue::from(-1.0)).is_err());
    drop(t);
    assert!(message(GrundyTable::new("2x".into(), 8001.0.into()).err().unwrap()).contains("8000"));
    assert!(
        message(GrundyTable::new("x - 1".into(), 5.0.into()).err().unwrap()).contains("f(1) = 0")
    );
    let t = GrundyTable::new("if x % 2 == 0 then 1 else x + 2".into(), 12.0.into()).unwrap();
    let g = |x: u64| if x.is_multiple_of(2) { 1 } else { x + 2 };
    for n in 1..=12u64 {
        assert_eq!(
            t.start().get_index(n as u32 - 1),
            literal_grundy(&g, n, n - 1)
        );
    }
}

#[wasm_bindgen_test]
fn a_sum_game_against_the_engine_to_the_end() {
    let f = |x: u64| 2 * x;
    let mut g = SumGame::new("2x".into(), JsValue::from(vec![4.0, 6.0, 9.0])).unwrap();
    let s = g.state().unwrap();
    let comps = Array::from(&get(&s, "components"));
    let gs: Vec<u32> = [4u64, 6, 9]
        .iter()
        .map(|&p| literal_grundy(&f, p, p - 1))
        .collect();
    for (c, (&p, &want)) in comps.iter().zip([4u64, 6, 9].iter().zip(&gs)) {
        assert_eq!(num(&c, "pile"), p as f64);
        assert_eq!(num(&c, "limit"), (p - 1) as f64);
        assert_eq!(num(&c, "max"), (p - 1) as f64);
        assert_eq!(num(&c, "grundy"), f64::from(want));
    }
    let x = gs[0] ^ gs[1] ^ gs[2];
    assert_eq!(num(&s, "nimSum"), f64::from(x));
    assert_eq!(num(&s, "toMove"), 0.);
    let h = g.hint().unwrap();
    assert_eq!(flag(&h, "winning"), x != 0);
    assert!(text(&h, "why").contains('⊕'), "{}", text(&h, "why"));
    assert!(message(g.play(3.0.into(), 1.0.into()).unwrap_err()).contains("no pile 4"));
    assert!(message(g.play(0.0.into(), 4.0.into()).unwrap_err()).contains("between 1 and 3"));
    // The engine plays first from nim-sum ≠ 0; the opponent takes 1 from the first pile it can.
    assert_ne!(x, 0, "4, 6, 9 is a win for the first player");
    let mut turns = 0;
    loop {
        let m = g.engine_move().unwrap();
        assert!(flag(&m, "winning"), "{}", text(&m, "why"));
        let s = get(&m, "state");
        assert_eq!(num(&s, "nimSum"), 0.);
        if flag(&s, "over") {
            assert_eq!(num(&s, "winner"), 0.);
            break;
        }
        let comps = Array::from(&get(&s, "components"));
        let i = comps.iter().position(|c| num(&c, "max") > 0.).unwrap();
        let s = g.play(JsValue::from(i as f64), 1.0.into()).unwrap();
        assert!(!flag(&s, "over"), "the opponent cannot win from nim-sum 0");
        turns += 1;
        assert!(turns < 30);
    }
    let s = g.state().unwrap();
    let moves = Array::from(&get(&s, "moves"));
    let first = moves.get(0);
    assert_eq!(num(&first, "by"), 0.);
    assert!(num(&first, "pileBefore") >= num(&first, "take"));
    assert!(num(&first, "component") < 3.);
    assert!(g.engine_move().is_err(), "no moves after the end");
    assert!(message(
        SumGame::new("2x".into(), JsValue::from(Vec::<f64>::new()))
            .err()
            .unwrap()
    )
    .contains("piles"));
    assert!(message(
        SumGame::new("2x".into(), JsValue::from(vec![4.0, 2001.0]))
            .err()
            .unwrap()
    )
    .contains("2001"));
    assert!(message(
        SumGame::new("2x".into(), JsValue::from(vec![4.5]))
            .err()
            .unwrap()
    )
    .contains("whole number"));
}

#[wasm_bindgen_test]
fn bad_input_throws_readable_errors_and_the_module_keeps_working() {
    assert!(
        message(subtraction_analysis("1,,3".into(), 20.0.into()).unwrap_err()).contains("column 3")
    );
    assert!(
        message(subtraction_analysis("3..5".into(), JsValue::from(-1.0)).unwrap_err())
            .contains("whole number")
    );
    assert!(message(subtraction_analysis("3..5".into(), 1e7.into()).unwrap_err()).contains("upto"));
    assert!(
        message(takeaway_analysis("2x +".into(), 10.0.into()).unwrap_err()).contains("column 4")
    );
    assert!(
        message(takeaway_analysis("4 - x".into(), 10.0.into()).unwrap_err()).contains("f(4) = 0")
    );
    assert!(message(takeaway_analysis("2x".into(), 0.0.into()).unwrap_err()).contains("upto = 0"));
    assert!(
        message(takeaway_analysis("2x".into(), 2.5.into()).unwrap_err()).contains("whole number")
    );
    assert!(message(takeaway_analysis("2x".into(), 1e7.into()).unwrap_err()).contains("too large"));
    // Still working after all that:
    let r = subtraction_analysis("3..5".into(), 3.0.into()).unwrap();
    assert_eq!(typed(&get(&r, "grundy")), [0, 0, 0, 1]);
}

#[wasm_bindgen_test]
fn url_state_carries_the_knot_keys() {
    let d = default_state().unwrap();
    assert_eq!(text(&d, "kpart"), "minmax");
    assert_eq!(text(&d, "kset"), "3..5");
    assert_eq!(text(&d, "tf"), "2x");
    assert_eq!(text(&d, "grow"), "4, 6, 9");
    let q = "sec=cut-the-knot&kpart=grundy&kset=1%2C%203%2C%204&tf=3x&gupto=40&grow=4%2C%207";
    let p = parse_state(JsValue::from(&format!("?{q}"))).unwrap();
    assert_eq!(Array::from(&get(&p, "errors")).length(), 0);
    let state = get(&p, "state");
    assert_eq!(text(&state, "kpart"), "grundy");
    assert_eq!(text(&state, "kset"), "1, 3, 4");
    assert_eq!(num(&state, "gupto"), 40.);
    let printed = print_state(state).unwrap();
    let again = parse_state(JsValue::from(&format!("?{printed}"))).unwrap();
    assert_eq!(print_state(get(&again, "state")).unwrap(), printed);
    let p = parse_state("?sec=cut-the-knot&kset=1,,3&gupto=9000".into()).unwrap();
    let errors = Array::from(&get(&p, "errors"));
    assert_eq!(errors.length(), 2);
    assert_eq!(text(&get(&p, "state"), "kset"), "3..5");
}

/// A term as JS sees it: a number, or a decimal string where a number would lose digits.
fn term(v: &JsValue) -> u64 {
    match v.as_f64() {
        Some(x) => x as u64,
        None => v
            .as_string()
            .expect("a number or a string")
            .parse()
            .unwrap(),
    }
}

#[wasm_bindgen_test]
fn a_representation_beyond_2_to_the_53_is_refused_with_the_limit() {
    // The page's terms are JavaScript numbers, so N stops at 2^53 − 1 (the URL key `tn` too);
    // the largest N is drawn exactly.
    let d = takeaway_representation("2x".into(), "9007199254740991".into()).unwrap();
    assert_eq!(text(&d, "n"), "9007199254740991");
    let parts: Vec<u64> = Array::from(&get(&d, "parts"))
        .iter()
        .map(|v| term(&v))
        .collect();
    assert_eq!(parts.iter().sum::<u64>(), 9_007_199_254_740_991);
    let msg =
        message(takeaway_representation("2x".into(), "1000000000000000000".into()).unwrap_err());
    assert!(
        msg.contains("N = 1000000000000000000 is too large"),
        "{msg}"
    );
    assert!(msg.contains("2^53 − 1"), "{msg}");
}

#[wasm_bindgen_test]
fn a_sum_games_limit_past_2_to_the_53_is_a_decimal_string() {
    // f = 2^62 + 1, "as good as unlimited": after a take the pile's limit is f(take).
    let mut g = SumGame::new("2^62 + 1".into(), JsValue::from(vec![4.0, 6.0])).unwrap();
    let s = g.play(0.0.into(), 1.0.into()).unwrap();
    let comps = Array::from(&get(&s, "components"));
    assert_eq!(
        whole(&get(&comps.get(0), "limit")),
        "\"4611686018427387905\""
    );
    assert_eq!(whole(&get(&comps.get(0), "max")), "3");
    assert_eq!(whole(&get(&comps.get(1), "limit")), "5");
    let m = g.engine_move().unwrap();
    let comps = Array::from(&get(&get(&m, "state"), "components"));
    assert!(comps
        .iter()
        .any(|c| whole(&get(&c, "limit")) == "\"4611686018427387905\""));
}

#[wasm_bindgen_test]
fn the_take_away_games_hints_speak_schwenks_h_where_the_move_function_game_says_b_f() {
    // The same position, Fibonacci Nim from 20: the move-function game's Game words it with
    // B_f and g, Cut The Knot's TakeawayGame with Schwenk's H and the smallest part.
    let mut b = Game::new("2x".into(), 20.0.into(), 19.0.into()).unwrap();
    let mut h = TakeawayGame::new("2x".into(), 20.0.into()).unwrap();
    let (bh, hh) = (b.hint().unwrap(), h.hint().unwrap());
    assert_eq!(num(&hh, "take"), 2.);
    assert_eq!(num(&hh, "take"), num(&bh, "take"));
    assert!(text(&bh, "why").contains("in B_f"), "{}", text(&bh, "why"));
    let steps: Vec<String> = Array::from(&get(&hh, "steps"))
        .iter()
        .map(|s| s.as_string().unwrap())
        .collect();
    assert_eq!(steps.len(), 3);
    assert!(steps[1].contains("20 = 13 + 5 + 2"), "{}", steps[1]);
    let why = text(&hh, "why");
    assert!(
        why.contains("Schwenk's numbers H, 20 = 13 + 5 + 2; the smallest part is 2, so take 2"),
        "{why}"
    );
    for t in steps.iter().chain([&why]) {
        assert!(!t.contains("B_f") && !t.contains("g("), "{t}");
    }
    // The engine's reasons too, after a move of the player.
    assert_eq!(num(&h.state().unwrap(), "max"), 19.);
    h.play(1.0.into()).unwrap();
    let m = h.engine_move().unwrap();
    let why = text(&m, "why");
    assert!(
        why.contains("Schwenk's numbers H") && !why.contains("g("),
        "{why}"
    );
    let legal = h.legal().unwrap();
    assert_eq!(num(&legal, "from"), 1.);
    // A pile of 1 has no first move.
    let e = TakeawayGame::new("2x".into(), 1.0.into()).err().unwrap();
    assert!(message(e).contains("pile"));
}
