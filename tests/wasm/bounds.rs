//! The calls a fuzzer found trapping or not returning, through the exports: each now answers, or
//! refuses with an `Error` that names the limit and the largest input that fits. The native
//! `bounds` tests hold the property tests and the memory caps; these check the same cases reach
//! JS as answers and Errors, not traps.

use super::js::*;
use js_sys::Uint32Array;
use nimlab::wasm::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

const POW53: &str = "9007199254740992";

/// `periodicRepresentation("2", 5, 3, "9007199254740992")` trapped after "capacity overflow"
/// (the chain through finite bases has 3·10^15 parts): now an Error naming the largest N whose
/// chain is listed, which then answers.
#[wasm_bindgen_test]
fn periodic_representation_of_a_finite_base_refuses_with_the_largest_n() {
    for (t, game) in [(5.0, 3.0), (1.0, 0.0)] {
        let e = periodic_representation("2".into(), t.into(), game.into(), POW53.into())
            .map(|_| ())
            .unwrap_err();
        let msg = message(e);
        assert!(
            msg.starts_with("N = 9007199254740992 is too large: the limit is "),
            "{msg}"
        );
        let fits: String = msg
            .trim_start_matches("N = 9007199254740992 is too large: the limit is ")
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        let r = periodic_representation("2".into(), t.into(), game.into(), fits.as_str().into())
            .unwrap();
        assert_eq!(text(&r, "n"), fits);
    }
    // The game at N = 2^53 still plays: its reasons write the repeated block once.
    let mut g =
        Game::periodic("2".into(), 5.0.into(), 3.0.into(), 9e15.into(), 9e15.into()).unwrap();
    let h = g.hint().unwrap();
    assert!(text(&h, "why").contains(") × "), "{}", text(&h, "why"));
}

/// `bestMoveBig("1000000000", "1000000", "8")`, `new Game("1000000000", 1e6, 8).engineMove()`
/// and `new Solver("9223372036854775807").g("10000000")` did not return within a minute.
#[wasm_bindgen_test]
fn huge_constant_f_answers() {
    let a = best_move_big("1000000000".into(), "1000000".into(), "8".into()).unwrap();
    assert!(!flag(&a, "winning"));
    let mut g = Game::new("1000000000".into(), 1e6.into(), 8.0.into()).unwrap();
    let m = g.engine_move().unwrap();
    assert_eq!(num(&get(&m, "state"), "pile"), 1e6 - 1.0);
    let mut s = Solver::new("9223372036854775807".into()).unwrap();
    assert_eq!(s.g("10000000".into()).unwrap(), "10000000");
}

/// `gTables("2^62", 2, 1000000)` was quadratic: every pile is a member of both bases.
#[wasm_bindgen_test]
fn g_tables_of_a_huge_constant() {
    let g = g_tables("2^62".into(), 2.0.into(), 1e6.into()).unwrap();
    assert_eq!(g.length(), 2);
    let g0 = typed(&g.get(0));
    assert_eq!(g0.len(), 1_000_000);
    assert!(g0.iter().enumerate().all(|(i, &v)| v as usize == i + 1));
}

/// `gSequence` of a huge constant f at 2·10^7 took 3.7 s.
#[wasm_bindgen_test]
fn g_sequence_of_a_huge_constant_at_the_limit() {
    let g: Uint32Array = g_sequence("1000000000".into(), 2e7.into())
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(g.length(), 20_000_000);
    assert_eq!(g.get_index(19_999_999), 20_000_000);
}

/// Out of range: refused before any work, naming the limit that fits.
#[wasm_bindgen_test]
fn refusals_name_the_largest_input_that_fits() {
    let refused = |r: Result<js_sys::Array, JsValue>| message(r.map(|_| ()).unwrap_err());
    let msg = refused(g_tables("x + n".into(), 8.0.into(), 2e7.into()));
    assert!(
        msg.starts_with("upto = 20000000 is too large: the limit is 2500000"),
        "{msg}"
    );
    let msg = refused(g_tables("x + n".into(), 9.0.into(), 10.0.into()));
    assert!(
        msg.starts_with("period = 9 is too large: the limit is 8"),
        "{msg}"
    );
    let msg = message(
        PeriodicAnalysis::new("x + n".into(), 8.0.into(), 2e6.into())
            .map(|_| ())
            .unwrap_err(),
    );
    assert!(
        msg.starts_with("upto = 2000000 is too large: the limit is 1000000"),
        "{msg}"
    );
}

/// A game whose limit passes 2^53 (f(1) = 2^62): its state, play, legal and engine move answer
/// (they threw "Error: Error: 4611686018427387904 can't be represented as a JavaScript number"),
/// the limit as a decimal string.
#[wasm_bindgen_test]
fn a_limit_past_2_pow_53_is_a_decimal_string() {
    let mut g = Game::new("4611686018427387904".into(), 35.0.into(), 10.0.into()).unwrap();
    assert_eq!(text(&g.state().unwrap(), "limit"), "10");
    let s = g.play(1.0.into()).unwrap();
    assert_eq!(text(&s, "limit"), "4611686018427387904");
    assert_eq!(num(&s, "max"), 34.0);
    assert_eq!(num(&g.legal().unwrap(), "to"), 34.0);
    let moved = g.engine_move().unwrap();
    assert!(num(&moved, "take") >= 1.0);
}

/// The long lists of the move-function answers are typed arrays (serde made a JS number per
/// member: Analysis.result took 2.6 s with every pile to 2·10^7 a member), equal to what the
/// core lists.
#[wasm_bindgen_test]
fn base_lists_are_typed_arrays() {
    let want = nimlab::games::move_fn::g_base("2x", 100).unwrap();
    let b = g_base("2x".into(), 100.0.into()).unwrap();
    let members: Vec<u64> = typed(&get(&b, "base")).into_iter().map(u64::from).collect();
    assert_eq!(members, want.members);
    let g0: Vec<u64> = typed(&get(&b, "g0")).into_iter().map(u64::from).collect();
    assert_eq!(g0, want.g0);
    // Past 2^32 the simple construction's members come as a Float64Array, exactly.
    let b = g_base("2x".into(), 1e15.into()).unwrap();
    let big = js_sys::Float64Array::from(get(&b, "base")).to_vec();
    let want = nimlab::games::move_fn::g_base("2x", 1_000_000_000_000_000).unwrap();
    assert_eq!(
        big,
        want.members.iter().map(|&m| m as f64).collect::<Vec<_>>()
    );

    let mut a = Analysis::new("if x % 3 == 0 then x/3 + 1 else 2x".into(), 500.0.into()).unwrap();
    while a.advance(1e6.into()).unwrap() < 1.0 {}
    let r = a.result().unwrap();
    let want = nimlab::games::move_fn::g_base("if x % 3 == 0 then x/3 + 1 else 2x", 500).unwrap();
    let members: Vec<u64> = typed(&get(&r, "base")).into_iter().map(u64::from).collect();
    assert_eq!(members, want.members);
    assert_eq!(typed(&get(&r, "g0")).len(), want.g0.len());
    assert!(get(&r, "condition").is_object() && get(&r, "growth").is_object());

    let mut p = PeriodicAnalysis::new(
        "if n % 2 == 0 then 2x else x".into(),
        2.0.into(),
        100.0.into(),
    )
    .unwrap();
    while p.advance(1e6.into()).unwrap() < 1.0 {}
    let r = p.result().unwrap();
    let direct = bases(
        "if n % 2 == 0 then 2x else x".into(),
        2.0.into(),
        100.0.into(),
    )
    .unwrap();
    for theorem in ["theorem2", "theorem1"] {
        let list = js_sys::Array::from(&get(&get(&r, theorem), "bases"));
        assert_eq!(list.length(), 2);
        assert!(!typed(&get(&list.get(0), "members")).is_empty());
        assert!(!typed(&get(&list.get(0), "theta")).is_empty());
    }
    let t2 = js_sys::Array::from(&get(&get(&r, "theorem2"), "bases"));
    let d = js_sys::Array::from(&get(&direct, "bases"));
    for i in 0..2 {
        assert_eq!(
            typed(&get(&t2.get(i), "members")),
            typed(&get(&d.get(i), "members"))
        );
    }
    assert!(get(&get(&r, "theorem2"), "text").is_string());
}

/// blockingAnalysis with a safe run at every other pair of piles (c = 0, m = M = 2: 2.5·10^5
/// runs per move at 10^6 piles) answers, its runs and intervals `Uint32Array`s of pairs laid
/// flat that are exactly the maximal runs of the level's `safe` array (Theorem 1 holds here).
#[wasm_bindgen_test]
fn blocking_analysis_sends_runs_flat() {
    use wasm_bindgen::JsCast;
    let r = blocking_analysis(
        "0".into(),
        "2".into(),
        "2".into(),
        1_000_000.0.into(),
        10.0.into(),
    )
    .unwrap();
    let levels = js_sys::Array::from(&get(&r, "levels"));
    assert_eq!(levels.length(), 10);
    for l in levels.iter() {
        let safe = js_sys::Uint8Array::from(get(&l, "safe")).to_vec();
        let mut want = Vec::new();
        for (p, &b) in safe.iter().enumerate() {
            let prev = p > 0 && safe[p - 1] == 1;
            let next = p + 1 < safe.len() && safe[p + 1] == 1;
            if b == 1 && !prev {
                want.push(p as u32);
            }
            if b == 1 && !next {
                want.push(p as u32);
            }
        }
        // [4j, 4j + 1] for 4j ≤ 10^6, the last cut to [10^6, 10^6].
        assert_eq!(want.len(), 2 * 250_001);
        let runs = get(&l, "runs");
        assert!(runs.is_instance_of::<js_sys::Uint32Array>());
        assert_eq!(js_sys::Uint32Array::from(runs).to_vec(), want);
        let intervals = js_sys::Uint32Array::from(get(&l, "intervals")).to_vec();
        assert_eq!(intervals, want);
    }
}

/// takeawayAnalysis of a huge constant f at 10^6 (every pile in H, B_f and g(N) = N) answers
/// with typed arrays holding every pile, the first 1000 steps and stepsTotal counting them all.
#[wasm_bindgen_test]
fn takeaway_analysis_of_a_huge_constant_sends_typed_arrays() {
    use wasm_bindgen::JsCast;
    let r = takeaway_analysis("1000000000".into(), 1_000_000.0.into()).unwrap();
    let all: Vec<u32> = (1..=1_000_000).collect();
    for key in ["H", "base", "engineLosing"] {
        let v = get(&r, key);
        assert!(v.is_instance_of::<js_sys::Uint32Array>(), "{key}");
        assert_eq!(js_sys::Uint32Array::from(v).to_vec(), all, "{key}");
    }
    assert_eq!(
        js_sys::Uint32Array::from(get(&r, "losingStarts")).to_vec(),
        all[..3000]
    );
    assert_eq!(num(&r, "stepsTotal"), 999_999.);
    let steps = js_sys::Array::from(&get(&r, "steps"));
    assert_eq!(steps.length(), 1000);
    assert_eq!(num(&steps.get(999), "h"), 1001.);
}
