//! The CLI for Cut The Knot's single-pile games (Bogomolny 2002): `minmax`, `subtraction`,
//! `takeaway` and `grundy`, JSON on stdout, against the applet's printed table, OEIS files and the
//! slow twins of tests/common; bad input is a message on stderr and exit status 2.

use serde_json::{json, Value};
use std::collections::HashMap;

use crate::common::{
    cli_json, losing_starts_twin, nimlab, oeis, schwenk_h_twin, sub_grundy_twin, ta_grundy_twin,
};

fn numbers(v: &Value) -> Vec<u64> {
    v.as_array()
        .unwrap_or_else(|| panic!("an array, not {v}"))
        .iter()
        .map(|x| x.as_u64().expect("a whole number"))
        .collect()
}

#[test]
fn minmax_prints_the_applets_table() {
    // Bogomolny, "Single Pile Games": Min = 3, Max = 5, pile sizes 0..20.
    let v = cli_json(&["minmax", "--min", "3", "--max", "5", "--upto", "20"]);
    let want = oeis("knot_applet_minmax_3_5");
    assert_eq!(want.len(), 21);
    assert_eq!(numbers(&v["grundy"]), want);
    assert_eq!(v["p_positions"], json!([0, 1, 2, 8, 9, 10, 16, 17, 18]));
    assert_eq!(
        (v["preperiod"].clone(), v["period"].clone()),
        (json!(0), json!(8))
    );
    // The same game typed as a set.
    let s = cli_json(&["subtraction", "--set", "3..5", "--upto", "20"]);
    assert_eq!(s["grundy"], v["grundy"]);
    assert_eq!(s["p_positions"], v["p_positions"]);
}

#[test]
fn subtraction_1_3_4_matches_the_literal_mex() {
    let v = cli_json(&["subtraction", "--set", "1, 3, 4", "--upto", "30"]);
    let mut memo = HashMap::new();
    let want: Vec<u64> = (0..=30)
        .map(|n| u64::from(sub_grundy_twin(&[1, 3, 4], n, &mut memo)))
        .collect();
    assert_eq!(numbers(&v["grundy"]), want);
    let p: Vec<u64> = (0..=30).filter(|&n| want[n as usize] == 0).collect();
    assert_eq!(numbers(&v["p_positions"]), p);
    assert_eq!(
        (v["preperiod"].clone(), v["period"].clone()),
        (json!(0), json!(7))
    );
}

#[test]
fn takeaway_2x_is_fibonacci() {
    let v = cli_json(&["takeaway", "--f", "2x", "--upto", "100"]);
    // A000045 from its index 2 on: 1, 2, 3, 5, 8, …
    let fib: Vec<u64> = oeis("A000045")
        .into_iter()
        .skip(2)
        .filter(|&n| n <= 100)
        .collect();
    assert_eq!(fib, [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
    assert_eq!(numbers(&v["H"]), fib);
    assert_eq!(numbers(&v["losing_starts"]), fib);
    assert_eq!(losing_starts_twin(&|x| 2 * x, 100), fib, "the twin agrees");
}

#[test]
fn takeaway_x_is_powers_of_two() {
    let v = cli_json(&["takeaway", "--f", "x", "--upto", "64"]);
    let pow: Vec<u64> = oeis("A000079").into_iter().filter(|&n| n <= 64).collect();
    assert_eq!(pow, [1, 2, 4, 8, 16, 32, 64]);
    assert_eq!(numbers(&v["H"]), pow);
    assert_eq!(numbers(&v["losing_starts"]), pow);
    assert_eq!(schwenk_h_twin(&|x| x, 64), pow);
    // f = 2x − 1 has the same H ("A surprise!").
    let v = cli_json(&["takeaway", "--f", "2x - 1", "--upto", "64"]);
    assert_eq!(numbers(&v["H"]), pow);
    assert_eq!(numbers(&v["losing_starts"]), pow);
}

#[test]
fn takeaway_3x_is_a003411() {
    let v = cli_json(&["takeaway", "--f", "3x", "--upto", "1000"]);
    let want: Vec<u64> = oeis("A003411").into_iter().filter(|&n| n <= 1000).collect();
    assert_eq!(numbers(&v["H"]), want);
    assert_eq!(numbers(&v["losing_starts"]), want);
}

#[test]
fn takeaway_where_schwenks_hypotheses_fail_still_brute_forces() {
    // f = 1 (take one at a time after the first move): not ≥ x, H stops early; the losing starts
    // come from the definition anyway.
    let v = cli_json(&["takeaway", "--f", "1", "--upto", "30"]);
    assert_eq!(numbers(&v["losing_starts"]), losing_starts_twin(&|_| 1, 30));
    let v = cli_json(&[
        "takeaway",
        "--f",
        "if x % 2 == 0 then 1 else 3x",
        "--upto",
        "60",
    ]);
    let f = |x: u64| if x.is_multiple_of(2) { 1 } else { 3 * x };
    assert_eq!(numbers(&v["losing_starts"]), losing_starts_twin(&f, 60));
}

#[test]
fn grundy_starts_match_the_literal_mex() {
    let v = cli_json(&["grundy", "--f", "2x", "--upto", "20"]);
    let mut memo = HashMap::new();
    let want: Vec<u64> = (1..=20)
        .map(|n| u64::from(ta_grundy_twin(&|x| 2 * x, n, n - 1, &mut memo)))
        .collect();
    assert_eq!(numbers(&v["start"]), want);
    // Losing starts are exactly the zeros.
    let zeros: Vec<u64> = (1..=20).filter(|&n| want[n as usize - 1] == 0).collect();
    assert_eq!(zeros, [1, 2, 3, 5, 8, 13]);
    let v = cli_json(&["grundy", "--f", "x + 1", "--upto", "40"]);
    let mut memo = HashMap::new();
    let want: Vec<u64> = (1..=40)
        .map(|n| u64::from(ta_grundy_twin(&|x| x + 1, n, n - 1, &mut memo)))
        .collect();
    assert_eq!(numbers(&v["start"]), want);
}

#[test]
fn bad_input_is_a_message_and_exit_2() {
    let fails = |args: &[&str], wants: &[&str]| {
        let (code, out, err) = nimlab(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        for w in wants {
            assert!(err.contains(w), "{args:?}: {err:?} lacks {w:?}");
        }
    };
    fails(
        &["minmax", "--min", "5", "--max", "3", "--upto", "20"],
        &["Min"],
    );
    fails(
        &["minmax", "--min", "0", "--max", "3", "--upto", "20"],
        &["Min"],
    );
    fails(
        &["minmax", "--min", "1", "--max", "1001", "--upto", "20"],
        &["Max"],
    );
    fails(&["minmax", "--min", "3", "--upto", "20"], &["--max"]);
    fails(
        &["minmax", "--min", "3", "--max", "5", "--upto", "10^12"],
        &["upto"],
    );
    fails(
        &["subtraction", "--set", "1,,3", "--upto", "20"],
        &["column 3"],
    );
    fails(&["subtraction", "--set", "5..2", "--upto", "20"], &["5..2"]);
    fails(&["subtraction", "--set", "0", "--upto", "20"], &["0"]);
    fails(&["subtraction", "--set", "a", "--upto", "20"], &["'a'"]);
    fails(&["subtraction", "--upto", "20"], &["--set"]);
    fails(&["takeaway", "--f", "2x +", "--upto", "20"], &["column 4"]);
    fails(&["takeaway", "--f", "4 - x", "--upto", "20"], &["f(4) = 0"]);
    fails(&["takeaway", "--f", "2x", "--upto", "0"], &["upto"]);
    fails(&["takeaway", "--f", "2x", "--upto", "many"], &["upto"]);
    fails(&["grundy", "--f", "2x", "--upto", "8001"], &["upto"]);
    fails(&["grundy", "--f", "x - 3", "--upto", "20"], &["f(1)"]);
    fails(&["grundy", "--upto", "20"], &["--f"]);
    // upto = 0: no starts to list (the table over N ≤ 0 is just (0, 0)), or a refusal.
    match nimlab(&["grundy", "--f", "2x", "--upto", "0"]) {
        (0, out, _) => {
            let v: Value = serde_json::from_str(&out).unwrap();
            assert_eq!(v["start"], json!([]));
        }
        (code, _, err) => assert!(code == 2 && err.contains("upto"), "{code}: {err}"),
    }
}
