//! The wasm API of single-delete Nim (arXiv 2411.19453), run by wasm-bindgen-test in node
//! (`cargo test --target wasm32-unknown-unknown --test wasm`) and in headless Chromium
//! (the same with `--features browser-tests`): `DeleteSolver` (positions, isP, winningMoves,
//! pPositions, checks, groups, pMap, explain), `deleteDigits`, `DeleteGame` (state, play, hint,
//! engineMove, random) and the section's URL keys. Answers are compared with a naive twin
//! written here from the rules (unsorted piles, every index and split point); bad input arrives
//! as JS `Error`s with the core's message, and the module keeps working.

use super::js::*;
use js_sys::{Array, Uint8Array};
use nimlab::wasm::*;
use std::collections::{BTreeSet, HashMap};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

fn u32s(v: &JsValue) -> Vec<u32> {
    Array::from(v)
        .iter()
        .map(|x| x.as_f64().expect("a number") as u32)
        .collect()
}

fn rows(v: &JsValue) -> Vec<Vec<u32>> {
    Array::from(v).iter().map(|r| u32s(&r)).collect()
}

fn f64s(a: &[u32]) -> Vec<f64> {
    a.iter().map(|&v| f64::from(v)).collect()
}

/// The board after deleting pile `d` and splitting pile `p` into x and a_p − x (in place).
fn after(piles: &[u32], d: usize, p: usize, x: u32) -> Vec<u32> {
    let mut out = Vec::new();
    for (i, &v) in piles.iter().enumerate() {
        if i == p {
            out.push(x);
            out.push(v - x);
        } else if i != d {
            out.push(v);
        }
    }
    out
}

/// The rules, naively: does the player to move from `piles` (any order, never sorted) win?
fn wins(piles: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let k = piles.len();
    let w = (0..k).any(|d| {
        (0..k).any(|p| p != d && (1..piles[p]).any(|x| !wins(&after(piles, d, p, x), memo)))
    });
    memo.insert(piles.to_vec(), w);
    w
}

/// Sorted k-tuples of 1..=max in lexicographic order.
fn sorted_tuples(k: usize, max: u32) -> Vec<Vec<u32>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for rest in sorted_tuples(k - 1, max) {
        let from = rest.last().copied().unwrap_or(1);
        for v in from..=max {
            let mut a = rest.clone();
            a.push(v);
            out.push(a);
        }
    }
    out.sort();
    out
}

#[wasm_bindgen_test]
fn the_solver_is_the_rules() {
    for (k, max) in [(2usize, 9u32), (3, 7), (4, 5), (6, 3)] {
        let s = DeleteSolver::new(JsValue::from(k as f64), JsValue::from(f64::from(max))).unwrap();
        assert_eq!((s.piles(), s.max()), (k as f64, f64::from(max)));
        let all = sorted_tuples(k, max);
        assert_eq!(s.positions(), all.len() as f64);
        let mut memo = HashMap::new();
        let mut p_positions = Vec::new();
        for a in &all {
            let p = !wins(a, &mut memo);
            if p {
                p_positions.push(a.clone());
            }
            let mut rev = a.clone();
            rev.reverse();
            assert_eq!(s.is_p(JsValue::from(f64s(&rev))).unwrap(), p, "{rev:?}");
            // winningMoves: {delete, split, parts: [x, y]} by sizes, = the rules' set.
            let moves = Array::from(&s.winning_moves(JsValue::from(f64s(&rev))).unwrap());
            let got: BTreeSet<(u32, u32, Vec<u32>)> = moves
                .iter()
                .map(|m| {
                    (
                        num(&m, "delete") as u32,
                        num(&m, "split") as u32,
                        u32s(&get(&m, "parts")),
                    )
                })
                .collect();
            assert_eq!(got.len() as u32, moves.length(), "{a:?}: repeated moves");
            let mut want = BTreeSet::new();
            for d in 0..k {
                for q in 0..k {
                    for x in (1..a[q]).filter(|_| q != d) {
                        if !wins(&after(a, d, q, x), &mut memo) {
                            let y = a[q] - x;
                            want.insert((a[d], a[q], vec![x.min(y), x.max(y)]));
                        }
                    }
                }
            }
            assert_eq!(got, want, "{a:?}");
        }
        assert_eq!(rows(&s.p_positions().unwrap()), p_positions, "k = {k}");
    }
}

#[wasm_bindgen_test]
fn checks_hold_or_show_a_counterexample() {
    let s = DeleteSolver::new(3.0.into(), 16.0.into()).unwrap();
    let checks = Array::from(&s.checks().unwrap());
    let ids: Vec<String> = checks.iter().map(|c| text(&c, "id")).collect();
    assert_eq!(
        ids,
        [
            "theorem-1.1",
            "theorem-1.4",
            "prop-4.1",
            "prop-4.2",
            "condition-1",
            "doubling"
        ]
    );
    for c in checks.iter() {
        assert!(flag(&c, "holds"), "{}", text(&c, "text"));
        assert!(get(&c, "counterexample").is_null());
        assert!(!text(&c, "statement").is_empty());
    }
    assert!(!flag(&checks.get(0), "applies"));
    assert!(text(&checks.get(0), "text").contains("does not apply to 3 piles"));
    assert!(flag(&checks.get(1), "applies"));
    assert!(text(&checks.get(1), "text").contains("3 piles"));
    // Five piles: the doubling observation is contradicted at five 1s (P by Proposition 4.1)
    // against five 2s (N by Proposition 4.2).
    let s = DeleteSolver::new(5.0.into(), 4.0.into()).unwrap();
    let checks = Array::from(&s.checks().unwrap());
    let doubling = checks.iter().find(|c| text(c, "id") == "doubling").unwrap();
    assert!(!flag(&doubling, "holds"));
    assert_eq!(u32s(&get(&doubling, "counterexample")), [1, 1, 1, 1, 1]);
    assert!(text(&doubling, "text").contains(
        "Contradicted at (1, 1, 1, 1, 1): it is a P-position, but (2, 2, 2, 2, 2) is an N-position."
    ));
}

#[wasm_bindgen_test]
fn groups_count_patterns_and_name_what_covers_them() {
    let (k, max) = (4usize, 8u32);
    let s = DeleteSolver::new(JsValue::from(k as f64), JsValue::from(f64::from(max))).unwrap();
    let groups = Array::from(&s.groups(2.0.into()).unwrap());
    let mut memo = HashMap::new();
    let pattern = |a: &[u32]| {
        let mut p: Vec<u32> = a.iter().map(|v| v.trailing_zeros()).collect();
        p.sort_unstable();
        p
    };
    let mut seen = 0.0;
    let mut last: Option<Vec<u32>> = None;
    for g in groups.iter() {
        let pat = u32s(&get(&g, "pattern"));
        assert!(last.as_ref().is_none_or(|l| *l < pat), "patterns sorted");
        last = Some(pat.clone());
        let members: Vec<Vec<u32>> = sorted_tuples(k, max)
            .into_iter()
            .filter(|a| pattern(a) == pat)
            .collect();
        let p: Vec<Vec<u32>> = members
            .iter()
            .filter(|a| !wins(a, &mut memo))
            .cloned()
            .collect();
        assert_eq!(num(&g, "total"), members.len() as f64, "{pat:?}");
        assert_eq!(num(&g, "pCount"), p.len() as f64, "{pat:?}");
        assert_eq!(rows(&get(&g, "positions")), p[..p.len().min(2)], "{pat:?}");
        let covered = get(&g, "covered");
        let equal = pat.iter().all(|&v| v == pat[0]);
        if equal {
            // All odd (Proposition 4.1) or equal valuations (condition (1)): whole groups.
            let id = covered.as_string().expect("named");
            assert!(["prop-4.1", "condition-1"].contains(&id.as_str()), "{id}");
            assert_eq!(p.len(), members.len());
        } else {
            assert!(covered.is_null(), "{pat:?}");
        }
        seen += num(&g, "pCount");
    }
    assert_eq!(seen, Array::from(&s.p_positions().unwrap()).length() as f64);
}

#[wasm_bindgen_test]
fn p_map_and_explain() {
    let (max, c) = (10u32, 6u32);
    let s = DeleteSolver::new(3.0.into(), JsValue::from(f64::from(max))).unwrap();
    let map: Uint8Array = s.p_map(JsValue::from(vec![f64::from(c)])).unwrap();
    assert_eq!(map.length(), max * max);
    let mut memo = HashMap::new();
    for a in 1..=max {
        for b in 1..=max {
            let p = !wins(&[a, b, c], &mut memo);
            assert_eq!(
                map.get_index((a - 1) * max + (b - 1)) == 1,
                p,
                "({a}, {b}, {c})"
            );
        }
    }
    assert!(message(s.p_map(JsValue::from(Vec::<f64>::new())).unwrap_err()).contains("fixes 1"));
    assert!(message(s.p_map(JsValue::from(vec![11.0])).unwrap_err()).contains("pile = 11"));
    // Theorem 1.4 decides every 3-pile position.
    let e = s.explain(JsValue::from(vec![6.0, 2.0, 10.0])).unwrap();
    assert!(flag(&e, "p"));
    assert_eq!(text(&e, "reason"), "theorem-1.4");
    assert!(
        text(&e, "text").contains("Theorem 1.4"),
        "{}",
        text(&e, "text")
    );
    let e = s.explain(JsValue::from(vec![4.0, 2.0, 10.0])).unwrap();
    assert!(!flag(&e, "p"));
    assert_eq!(text(&e, "reason"), "theorem-1.4");
    // Four piles with unequal valuations and a piece of 2 piles: search.
    let s = DeleteSolver::new(4.0.into(), 8.0.into()).unwrap();
    let e = s.explain(JsValue::from(vec![1.0, 1.0, 2.0, 4.0])).unwrap();
    assert_eq!(text(&e, "reason"), "search");
    assert_eq!(flag(&e, "p"), !wins(&[1, 1, 2, 4], &mut HashMap::new()));
    assert!(message(s.explain(JsValue::from(vec![1.0, 2.0])).unwrap_err()).contains("4 piles"));
}

#[wasm_bindgen_test]
fn digits_for_the_aligned_drawing() {
    let d = Array::from(&delete_digits(JsValue::from(vec![5.0, 6.0, 12.0, 40.0])).unwrap());
    let got: Vec<(f64, String, f64)> = d
        .iter()
        .map(|x| (num(&x, "value"), text(&x, "binary"), num(&x, "valuation")))
        .collect();
    assert_eq!(
        got,
        [
            (5.0, "101".to_string(), 0.0),
            (6.0, "110".to_string(), 1.0),
            (12.0, "1100".to_string(), 2.0),
            (40.0, "101000".to_string(), 3.0),
        ]
    );
    assert!(
        message(delete_digits(JsValue::from(vec![3.0, 0.0])).unwrap_err()).contains("pile 2 is 0")
    );
    assert!(message(delete_digits(JsValue::from(vec![1.5])).unwrap_err()).contains("whole number"));
}

#[wasm_bindgen_test]
fn a_game_against_the_engine_to_the_end() {
    let start = [5u32, 6, 9, 12];
    let mut memo = HashMap::new();
    assert!(wins(&start, &mut memo), "the page's default start is N");
    let mut g = DeleteGame::new(JsValue::from(f64s(&start))).unwrap();
    let s = g.state().unwrap();
    assert_eq!(u32s(&get(&s, "piles")), start);
    assert_eq!(num(&s, "toMove"), 0.);
    assert!(!flag(&s, "over"));
    assert!(get(&s, "winner").is_null());
    assert_eq!(Array::from(&get(&s, "moves")).length(), 0);
    let h = g.hint().unwrap();
    assert!(flag(&h, "winning"));
    let leaves = u32s(&get(&h, "leaves"));
    assert!(!wins(&leaves, &mut memo), "the hint leaves P");
    assert!(!text(&h, "reason").is_empty() && !text(&h, "why").is_empty());
    // Errors are JS errors with the core's message, and change nothing.
    for (d, sp, x, needle) in [
        (0.0, 0.0, 1.0, "both deleted and split"),
        (4.0, 0.0, 1.0, "no pile 5"),
        (0.0, 1.0, 6.0, "not 6"),
        (0.0, 1.0, 0.5, "whole number"),
        (-1.0, 1.0, 1.0, "whole number"),
    ] {
        let e = message(g.play(d.into(), sp.into(), x.into()).unwrap_err());
        assert!(e.contains(needle), "({d}, {sp}, {x}): {e}");
    }
    assert_eq!(u32s(&get(&g.state().unwrap(), "piles")), start);
    // The engine moves first; the opponent plays the first legal move each time.
    let mut turns = 0;
    loop {
        let m = g.engine_move().unwrap();
        assert!(flag(&m, "winning"), "{}", text(&m, "why"));
        assert!(text(&m, "why").starts_with("I "), "{}", text(&m, "why"));
        let s = get(&m, "state");
        let piles = u32s(&get(&s, "piles"));
        assert!(!wins(&piles, &mut memo), "the engine left {piles:?}");
        if flag(&s, "over") {
            assert_eq!(num(&s, "winner"), 0.);
            break;
        }
        let k = piles.len();
        let (d, sp) = (0..k)
            .flat_map(|d| (0..k).map(move |sp| (d, sp)))
            .find(|&(d, sp)| d != sp && piles[sp] >= 2)
            .expect("a move: the game is not over");
        let s = g
            .play(
                JsValue::from(d as f64),
                JsValue::from(sp as f64),
                1.0.into(),
            )
            .unwrap();
        assert_eq!(u32s(&get(&s, "piles")), after(&piles, d, sp, 1));
        assert!(!flag(&s, "over"), "the opponent cannot win from P");
        turns += 1;
        assert!(turns < 40);
    }
    let s = g.state().unwrap();
    let moves = Array::from(&get(&s, "moves"));
    let first = moves.get(0);
    assert_eq!(num(&first, "by"), 0.);
    assert_eq!(u32s(&get(&first, "before")), start);
    assert_eq!(u32s(&get(&first, "parts")).len(), 2);
    assert!(message(g.engine_move().unwrap_err()).contains("game is over"));
    assert!(message(g.hint().unwrap_err()).contains("game is over"));
    assert!(
        message(g.play(0.0.into(), 1.0.into(), 1.0.into()).unwrap_err()).contains("game is over")
    );
}

#[wasm_bindgen_test]
fn random_games_and_bad_starts() {
    let a = DeleteGame::random(5.0.into(), 9.0.into(), 12345.0.into()).unwrap();
    let b = DeleteGame::random(5.0.into(), 9.0.into(), 12345.0.into()).unwrap();
    let pa = u32s(&get(&a.state().unwrap(), "piles"));
    assert_eq!(pa, u32s(&get(&b.state().unwrap(), "piles")));
    assert_eq!(pa.len(), 5);
    assert!(pa.iter().all(|&p| (1..=9).contains(&p)) && pa.iter().any(|&p| p > 1));
    let e = |r: Result<DeleteGame, JsValue>| message(r.err().expect("an error"));
    assert!(
        e(DeleteGame::random(1.0.into(), 9.0.into(), 1.0.into())).contains("number of piles = 1")
    );
    assert!(e(DeleteGame::random(3.0.into(), 1.0.into(), 1.0.into())).contains("largest pile = 1"));
    assert!(e(DeleteGame::random(
        3.0.into(),
        9.0.into(),
        JsValue::from(-1.0)
    ))
    .contains("whole number"));
    assert!(e(DeleteGame::new(JsValue::from(vec![4.0]))).contains("number of piles = 1"));
    assert!(e(DeleteGame::new(JsValue::from(vec![4.0, 0.0]))).contains("pile = 0"));
    assert!(e(DeleteGame::new(JsValue::from(vec![4.0, f64::NAN]))).contains("whole number"));
    assert!(e(DeleteGame::new(JsValue::from(vec![1.0, 1.0, 1.0, 500.0]))).contains("at most"));
    // A start of all 1s is over at once: the first player cannot move.
    let g = DeleteGame::new(JsValue::from(vec![1.0, 1.0])).unwrap();
    let s = g.state().unwrap();
    assert!(flag(&s, "over"));
    assert_eq!(num(&s, "winner"), 1.);
}

#[wasm_bindgen_test]
fn bad_solver_input_throws_and_the_module_keeps_working() {
    let e = |r: Result<DeleteSolver, JsValue>| message(r.err().expect("an error"));
    assert!(e(DeleteSolver::new(1.0.into(), 5.0.into())).contains("piles = 1"));
    assert!(e(DeleteSolver::new(9.0.into(), 2.0.into())).contains("piles = 9"));
    assert!(e(DeleteSolver::new(3.0.into(), 0.0.into())).contains("max = 0"));
    assert!(e(DeleteSolver::new(2.5.into(), 3.0.into())).contains("whole number"));
    assert!(
        e(DeleteSolver::new(3.0.into(), JsValue::from(f64::INFINITY))).contains("whole number")
    );
    let big = e(DeleteSolver::new(4.0.into(), 1000.0.into()));
    assert!(big.contains("at most"), "{big}");
    let s = DeleteSolver::new(3.0.into(), 6.0.into()).unwrap();
    assert!(message(s.is_p(JsValue::from(vec![1.0, 2.0])).unwrap_err()).contains("3 piles"));
    assert!(message(s.is_p(JsValue::from(vec![1.0, 2.0, 7.0])).unwrap_err()).contains("pile = 7"));
    assert!(message(s.is_p(JsValue::from(vec![1.0, 0.0, 3.0])).unwrap_err()).contains("pile = 0"));
    assert!(message(
        s.winning_moves(JsValue::from(vec![1.0, 2.0, 3.5]))
            .unwrap_err()
    )
    .contains("whole number"));
    // Still working after all that:
    assert!(s.is_p(JsValue::from(vec![2.0, 6.0, 2.0])).unwrap());
    assert_eq!(Array::from(&s.groups(0.0.into()).unwrap()).length(), 3);
}

#[wasm_bindgen_test]
fn url_state_carries_the_delete_keys() {
    let d = default_state().unwrap();
    assert_eq!(num(&d, "dpiles"), 4.);
    assert_eq!(num(&d, "dmax"), 24.);
    assert_eq!(text(&d, "dfix"), "6");
    assert_eq!(text(&d, "dstart"), "5, 6, 9, 12");
    assert_eq!(text(&d, "dfirst"), "you");
    let q = "sec=single-delete&dpiles=3&dmax=40&dfix=7&dstart=3%2C%208%2C%2012&dfirst=engine";
    let p = parse_state(JsValue::from(&format!("?{q}"))).unwrap();
    assert_eq!(Array::from(&get(&p, "errors")).length(), 0);
    let state = get(&p, "state");
    assert_eq!(text(&state, "sec"), "single-delete");
    assert_eq!(num(&state, "dpiles"), 3.);
    assert_eq!(num(&state, "dmax"), 40.);
    assert_eq!(text(&state, "dstart"), "3, 8, 12");
    assert_eq!(text(&state, "dfirst"), "engine");
    let printed = print_state(state).unwrap();
    let again = parse_state(JsValue::from(&format!("?{printed}"))).unwrap();
    assert_eq!(print_state(get(&again, "state")).unwrap(), printed);
    let p = parse_state("?sec=single-delete&dpiles=9&dstart=5".into()).unwrap();
    assert_eq!(Array::from(&get(&p, "errors")).length(), 2);
    assert_eq!(num(&get(&p, "state"), "dpiles"), 4.);
}

#[wasm_bindgen_test]
fn statement_names_come_from_the_engine() {
    let name = |id: &str| delete_statement_name(id.into()).unwrap();
    assert_eq!(name("theorem-1.4"), "Theorem 1.4");
    assert_eq!(name("condition-1"), "condition (1) of Theorem 1.5");
    assert_eq!(name("nonsense"), "search");
}
