//! The CLI's JSON interface (issue 2 §4) and its errors: a message on stderr, exit status 2.

use crate::common::{cli_json as json, nimlab};

#[test]
fn g_prints_the_sequence() {
    let v = json(&["g", "--f", "2x", "--upto", "13"]);
    assert_eq!(
        v["g"],
        serde_json::json!([1, 2, 3, 1, 5, 1, 2, 8, 1, 2, 3, 1, 13])
    );
}

#[test]
fn base_prints_members_g0_and_finiteness() {
    let v = json(&["base", "--f", "2x", "--upto", "100"]);
    assert_eq!(
        v["base"],
        serde_json::json!([1, 2, 3, 5, 8, 13, 21, 34, 55, 89])
    );
    assert_eq!(v["g0"], v["base"]);
    assert_eq!(v["finite"], false);
    let v = json(&["base", "--f", "min(x, 3)", "--upto", "100"]);
    assert_eq!(v["base"], serde_json::json!([1, 2, 4]));
    assert_eq!(v["finite"], true);
    // Far beyond any table: f = 2x is proved non-decreasing, so the simple construction runs.
    let v = json(&["base", "--f", "2x", "--upto", "10^18"]);
    assert_eq!(v["base"].as_array().unwrap().len(), 86);
}

#[test]
fn move_answers_winning_and_take() {
    let v = json(&["move", "--f", "2x", "--pile", "20", "--max", "19"]);
    assert_eq!(
        (v["winning"].clone(), v["take"].clone()),
        (true.into(), 2.into())
    );
    let v = json(&["move", "--f", "2x", "--pile", "21", "--max", "20"]);
    assert_eq!(v["winning"], false);
    let v = json(&[
        "move",
        "--f",
        "2x",
        "--pile",
        "1000000000000000000",
        "--max",
        "10^18",
    ]);
    assert_eq!(v["take"], 2);
}

#[test]
fn bad_input_is_a_message_and_exit_2() {
    let (code, out, err) = nimlab(&["g", "--f", "2x +", "--upto", "5"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "nimlab: f: column 4: expected an expression after '+'\n2x +\n   ^\n"
    );
    let (code, _, err) = nimlab(&["g", "--f", "4-x", "--upto", "5"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("f(4) = 0, but a move function must allow at least one counter"),
        "{err}"
    );
    for args in [
        &["g", "--f", "2x"][..],
        &["g", "--f", "2x", "--upto", "0"],
        &["g", "--f", "2x", "--upto", "many"],
        &["g", "--f", "2x", "--upto", "10^12"],
        &["move", "--f", "2x", "--pile", "0", "--max", "1"],
        &["fly"],
        &["g", "--f", "2x", "--upto", "5", "--pile", "3"],
        &[],
    ] {
        let (code, out, err) = nimlab(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty() && !err.is_empty(), "{args:?}");
    }
}

#[test]
fn periodic_g_and_bases_match_the_one_base_results_at_period_1() {
    let one = json(&["g", "--f", "2x", "--upto", "40"]);
    let per = json(&["g", "--f", "2x", "--period", "1", "--upto", "40"]);
    assert_eq!(per["g"][0], one["g"]);
    let one = json(&[
        "base",
        "--f",
        "if x % 3 == 0 then x/3 + 1 else 2x",
        "--upto",
        "500",
    ]);
    let per = json(&[
        "base",
        "--f",
        "if x % 3 == 0 then x/3 + 1 else 2x",
        "--period",
        "1",
        "--upto",
        "500",
    ]);
    assert_eq!(per["bases"][0]["base"], one["base"]);
    assert_eq!(per["bases"][0]["theta"], one["g0"]);
    assert_eq!(per["bases"][0]["finite"], one["finite"]);
}

#[test]
fn periodic_g_has_one_row_per_game() {
    let v = json(&[
        "g",
        "--f",
        "if x == 3 and n % 2 == 1 then 4 else 2x",
        "--period",
        "2",
        "--upto",
        "10",
    ]);
    assert_eq!(
        v["g"],
        serde_json::json!([
            [1, 2, 3, 1, 5, 1, 2, 8, 1, 2],
            [1, 2, 3, 1, 5, 1, 2, 3, 1, 10]
        ])
    );
    let v = json(&["base", "--f", "x + n", "--period", "3", "--upto", "50"]);
    assert_eq!(v["bases"].as_array().unwrap().len(), 3);
    let (code, _, err) = nimlab(&["g", "--f", "x + n", "--period", "0", "--upto", "5"]);
    assert_eq!(code, 2);
    assert!(err.contains("period = 0"), "{err}");
    let (code, _, err) = nimlab(&["g", "--f", "x + n", "--upto", "5"]);
    assert_eq!(code, 2, "n needs --period");
    assert!(err.contains("`n`"), "{err}");
    let (code, _, _) = nimlab(&[
        "move", "--f", "2x", "--game", "1", "--pile", "5", "--max", "4",
    ]);
    assert_eq!(code, 2, "--game needs --period");
}

#[test]
fn blocking_prints_safe_piles_intervals_and_the_verdict() {
    // Take 1–3 without blocks: Nim, safe piles are the multiples of 4.
    let v = json(&[
        "blocking", "--c", "0", "--m", "1", "--M", "3", "--upto", "12",
    ]);
    assert_eq!(v["safe"], serde_json::json!([0, 4, 8, 12]));
    assert_eq!(
        v["intervals"],
        serde_json::json!([[0, 0], [4, 4], [8, 8], [12, 12]])
    );
    assert_eq!(v["formula_matches"], true);
    assert_eq!(v["conditions"]["one"]["holds"], true);
    // The paper's example seen from move 3, and the formula at 10^15.
    let v = json(&[
        "blocking", "--c", "0, 1, 2", "--m", "1, 3, 5", "--M", "3, 6, 10", "--upto", "30",
        "--move", "3", "--pile", "10^15",
    ]);
    assert!(v["safe"]
        .as_array()
        .unwrap()
        .contains(&serde_json::json!(15)));
    assert_eq!(v["formula_at"]["pile"], 1_000_000_000_000_000u64);
    // The summary's condition holds but the formula is wrong: shown, not hidden.
    let v = json(&[
        "blocking", "--c", "1, 0", "--m", "1", "--M", "3, 1", "--upto", "10",
    ]);
    assert_eq!(v["formula_matches"], false);
    assert_eq!(v["first_diff"]["pile"], 2);
}

#[test]
fn blocking_names_the_bad_value() {
    let (code, _, err) = nimlab(&[
        "blocking", "--c", "0", "--m", "1, 0", "--M", "3", "--upto", "10",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("m_2 = 0"), "{err}");
    let (code, _, err) = nimlab(&["blocking", "--c", "0", "--m", "1", "--upto", "10"]);
    assert_eq!(code, 2);
    assert!(err.contains("missing --M"), "{err}");
}
