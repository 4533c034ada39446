//! What every thrown value carries besides its message: `kind` ('input', 'limit', 'state' or
//! 'internal'), and for a limit `what` it refused, the `limit` that fits (a number up to
//! 2^53 − 1, else a decimal string) and `budget: true` when only doing part of the work found
//! it. One example of each kind per family, and a text or a list of megabytes for every kind of
//! parameter, refused by its length before it is read (the message says so: no range was
//! expanded, no expression parsed). ('internal' is a bug: no call reaches it; the native tests
//! of `Error::kind` cover it.)

use super::js::*;
use js_sys::{Array, Object, Reflect};
use nimlab::wasm::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

/// A thrown value's fields: (kind, what, limit, budget), the limit written `n:…` for a JS
/// number and `s:…` for a decimal string.
fn fields(e: &JsValue) -> (String, Option<String>, Option<String>, bool) {
    assert!(e.is_instance_of::<js_sys::Error>(), "a JS Error: {e:?}");
    let kind = get(e, "kind")
        .as_string()
        .expect("every thrown Error has a kind");
    let what = get(e, "what").as_string();
    let limit = get(e, "limit");
    let limit = match (limit.as_f64(), limit.as_string()) {
        (Some(n), _) => Some(format!("n:{n}")),
        (_, Some(s)) => Some(format!("s:{s}")),
        _ => None,
    };
    (kind, what, limit, get(e, "budget").as_bool() == Some(true))
}

/// The fields of the error `r` threw.
fn thrown<T>(r: Result<T, JsValue>) -> (String, Option<String>, Option<String>, bool) {
    fields(&r.map(|_| ()).expect_err("a refusal"))
}

fn input() -> (String, Option<String>, Option<String>, bool) {
    ("input".into(), None, None, false)
}

fn state() -> (String, Option<String>, Option<String>, bool) {
    ("state".into(), None, None, false)
}

/// A limit of `what`, with the largest value that fits `limit` (n:… or s:…).
fn limit(what: &str, limit: &str) -> (String, Option<String>, Option<String>, bool) {
    ("limit".into(), Some(what.into()), Some(limit.into()), false)
}

/// A text of `n` characters.
fn long(n: usize) -> JsValue {
    "1..1000, ".repeat(n / 9).into()
}

/// An array of `n` ones.
fn ones(n: u32) -> JsValue {
    let a = Array::new_with_length(n);
    a.fill(&1.0.into(), 0, n);
    a.into()
}

#[wasm_bindgen_test]
fn move_function_errors_have_their_kinds() {
    let g = |f: &str, pile: f64, max: f64| Game::new(f.into(), pile.into(), max.into());
    assert_eq!(thrown(g("2x +", 20.0, 19.0)), input());
    assert_eq!(thrown(g("2x", 0.0, 19.0)), input(), "below its minimum");
    assert_eq!(thrown(g("2x", 1.5, 19.0)), input());
    let e = Game::new(2.0.into(), 20.0.into(), 19.0.into()).map(|_| ());
    let e = e.unwrap_err();
    assert!(e.is_instance_of::<js_sys::TypeError>());
    assert_eq!(fields(&e), input(), "a TypeError is 'input' too");
    assert_eq!(
        thrown(g("2x", 2f64.powi(53), 19.0)),
        limit("pile", "n:9007199254740991")
    );
    assert_eq!(
        thrown(g_sequence("2x".into(), (2e7 + 1.0).into())),
        limit("upto", "n:20000000")
    );
    // past 2^53 − 1, the limit is a decimal string
    let mut s = Solver::new("2x".into()).unwrap();
    assert_eq!(
        thrown(s.g("18446744073709551616".into())),
        limit("n", "s:18446744073709551615")
    );
    // a budget refusal: the chain through finite bases would list 3·10^15 parts
    let (kind, what, fits, budget) = thrown(periodic_representation(
        "2".into(),
        5.0.into(),
        3.0.into(),
        "9007199254740992".into(),
    ));
    assert_eq!(
        (kind.as_str(), what.as_deref(), budget),
        ("limit", Some("N"), true)
    );
    assert!(fits.is_some_and(|l| l.starts_with("n:")));
    // texts past their caps, refused unread
    let e = g("x".repeat(2_000_000).as_str(), 20.0, 19.0)
        .map(|_| ())
        .unwrap_err();
    assert_eq!(fields(&e), limit("length of f", "n:10000"));
    assert_eq!(
        message(e),
        "f is 2000000 characters long: the limit is 10000"
    );
    assert_eq!(
        thrown(s.g("1".repeat(2_000_000).into())),
        limit("length of n", "n:100")
    );
    let checked = check_f("x".repeat(2_000_000).into()).unwrap();
    assert!(
        !flag(&checked, "ok"),
        "checkF answers, never throws for a string"
    );
    assert_eq!(
        text(&checked, "message"),
        "f is 2000000 characters long: the limit is 10000"
    );
    // state: an illegal move, a move after the game is over, a result before it is computed
    let mut game = g("2x", 3.0, 2.0).unwrap();
    assert_eq!(thrown(game.play(3.0.into())), state());
    game.play(1.0.into()).unwrap();
    game.play(2.0.into()).unwrap();
    assert_eq!(thrown(game.hint()), state(), "the game is over");
    let a = Analysis::new("2x".into(), 100.0.into()).unwrap();
    assert_eq!(thrown(a.result()), state());
}

#[wasm_bindgen_test]
fn blocking_errors_have_their_kinds() {
    // c_i = 1: the opponent forbids up to one option before each take
    let seqs = || ("1".into(), "1".into(), "3".into());
    let (_, m, big_m) = seqs();
    assert_eq!(
        thrown(blocking_values("-1".into(), m, big_m, 3.0.into())),
        input()
    );
    let (c, m, big_m) = seqs();
    assert_eq!(
        thrown(BlockingGame::new(c, m, big_m, 2e6.into())),
        limit("pile", "n:1000000")
    );
    let (c, m, big_m) = seqs();
    let mut g = BlockingGame::new(c, m, big_m, 40.0.into()).unwrap();
    assert_eq!(
        thrown(g.play(1.0.into())),
        state(),
        "first the opponent forbids"
    );
    assert_eq!(
        thrown(g.block(ones(2_000_000))),
        limit("length of list", "n:10000")
    );
    let (_, m, big_m) = seqs();
    let e = blocking_values(long(2_000_000), m, big_m, 3.0.into());
    assert_eq!(thrown(e), limit("length of c", "n:10000"));
}

#[wasm_bindgen_test]
fn cut_the_knot_errors_have_their_kinds() {
    assert_eq!(
        thrown(subtraction_analysis("5..3".into(), 10.0.into())),
        input()
    );
    assert_eq!(
        thrown(subtraction_analysis("1".into(), 1_000_001.0.into())),
        limit("upto", "n:1000000")
    );
    // 2 MB of ranges: refused by its length, not expanded to 2·10^8 moves
    let e = subtraction_analysis(long(2_000_000), 10.0.into()).unwrap_err();
    assert_eq!(fields(&e), limit("length of set", "n:10000"));
    assert_eq!(
        message(e),
        "set is 1999998 characters long: the limit is 10000"
    );
    let checked = check_set(long(2_000_000)).unwrap();
    assert!(!flag(&checked, "ok"));
    let mut g = SubtractionGame::new("1, 2".into(), 5.0.into()).unwrap();
    assert_eq!(thrown(g.play(3.0.into())), state());
    let t = GrundyTable::new("2x".into(), 10.0.into()).unwrap();
    assert_eq!(thrown(t.row(11.0.into())), limit("n", "n:10"));
    assert_eq!(
        thrown(SumGame::new("2x".into(), ones(2_000_000))),
        limit("length of piles", "n:10000")
    );
}

#[wasm_bindgen_test]
fn single_delete_errors_have_their_kinds() {
    let position = |piles: &[f64]| -> JsValue {
        piles
            .iter()
            .map(|&p| JsValue::from(p))
            .collect::<Array>()
            .into()
    };
    assert_eq!(thrown(DeleteGame::new(position(&[0.0, 3.0]))), input());
    let (kind, what, fits, _) = thrown(DeleteSolver::new(8.0.into(), 1e6.into()));
    assert_eq!((kind.as_str(), what.as_deref()), ("limit", Some("max")));
    assert!(fits.is_some_and(|l| l.starts_with("n:")));
    let mut g = DeleteGame::new(position(&[2.0, 3.0])).unwrap();
    assert_eq!(
        thrown(g.play(0.0.into(), 0.0.into(), 1.0.into())),
        state(),
        "a pile cannot be both deleted and split"
    );
    let s = DeleteSolver::new(2.0.into(), 4.0.into()).unwrap();
    assert_eq!(
        thrown(s.is_p(ones(2_000_000))),
        limit("length of position", "n:10000")
    );
}

/// `printState` throws with its first value's kind; `parseState` and `elementSettings` never
/// throw, and name a value of megabytes by its length, unread.
#[wasm_bindgen_test]
fn vocabulary_errors_have_their_kinds() {
    let state = |key: &str, value: JsValue| {
        let o = Object::new();
        Reflect::set(&o, &key.into(), &value).unwrap();
        print_state(o.into())
    };
    assert_eq!(thrown(state("f", "2x +".into())), input());
    assert_eq!(
        thrown(state("upto", 1e9.into())),
        limit("upto", "n:10000000")
    );
    assert_eq!(
        thrown(state("f", long(2_000_000))),
        limit("length of f", "n:10000")
    );
    let q = format!("upto=77&kset={}", "1..1000%2C".repeat(200_000));
    let parsed = parse_state(q.into()).unwrap();
    let errors = Array::from(&get(&parsed, "errors"));
    assert_eq!(errors.length(), 1);
    assert_eq!(text(&errors.get(0), "key"), "kset");
    assert_eq!(
        text(&errors.get(0), "message"),
        "kset is 2000005 characters long as the link writes it: the limit is 100000"
    );
    assert_eq!(num(&get(&parsed, "state"), "upto"), 77.0);
    let attrs = Object::new();
    Reflect::set(&attrs, &"f".into(), &long(2_000_000)).unwrap();
    let checked = element_settings("move-fn".into(), attrs.into()).unwrap();
    let errors = Array::from(&get(&checked, "errors"));
    assert_eq!(text(&errors.get(0), "attr"), "f");
    assert_eq!(
        text(&errors.get(0), "message"),
        "f is 1999998 characters long: the limit is 10000"
    );
    assert_eq!(text(&get(&checked, "settings"), "f"), "2x");
}
