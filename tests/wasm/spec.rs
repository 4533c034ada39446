//! The wasm API of the one vocabulary (`nimlab::spec`): the playground's URL state
//! (`parseState`, `printState`, `defaultState`).

use super::js::*;
use js_sys::{Array, Reflect};
use nimlab::wasm::*;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn url_state_round_trips_and_odd_state_is_reported() {
    let p = parse_state("?f=3x&upto=50&n=7&pile=10&max=9&first=engine").unwrap();
    assert_eq!(Array::from(&get(&p, "errors")).length(), 0);
    let state = get(&p, "state");
    assert_eq!(
        print_state(state).unwrap(),
        "f=3x&upto=50&n=7&pile=10&max=9&first=engine"
    );
    let p = parse_state("?f=2x%2B&upto=-3&what=1").unwrap();
    assert_eq!(Array::from(&get(&p, "errors")).length(), 3);
    assert_eq!(
        get(&get(&p, "state"), "f").as_string().as_deref(),
        Some("2x")
    );
    assert!(print_state(JsValue::from_str("nope")).is_err());
    // n may come back from JS as a number.
    let obj = js_sys::Object::new();
    for (k, v) in [
        ("f", JsValue::from("x")),
        ("upto", 9.into()),
        ("n", 5.into()),
        ("pile", 4.into()),
        ("max", 3.into()),
    ] {
        Reflect::set(&obj, &k.into(), &v).unwrap();
    }
    assert_eq!(
        print_state(obj.into()).unwrap(),
        "f=x&upto=9&n=5&pile=4&max=3&first=you"
    );
    let d = default_state().unwrap();
    assert_eq!(get(&d, "pile").as_f64(), Some(20.0));
}

/// A JS object from pairs.
fn object(pairs: &[(&str, JsValue)]) -> JsValue {
    let obj = js_sys::Object::new();
    for (k, v) in pairs {
        Reflect::set(&obj, &(*k).into(), v).unwrap();
    }
    obj.into()
}

fn strings(v: &JsValue) -> Vec<String> {
    Array::from(v)
        .iter()
        .map(|x| x.as_string().unwrap())
        .collect()
}

#[wasm_bindgen_test]
fn print_state_refuses_what_the_playground_would_not_accept() {
    let obj = object(&[("upto", 0.into()), ("pile", "20".into())]);
    let e = message(print_state(obj).unwrap_err());
    assert!(e.starts_with("upto = 0 is too small"), "{e}");
    let e = message(print_state(object(&[("zoom", 1.into())])).unwrap_err());
    assert!(e.starts_with("unknown setting 'zoom'"), "{e}");
    // The period first, whatever the object's order.
    let obj = object(&[
        ("pgame", 2.into()),
        ("t", 3.into()),
        ("sec", "periodic".into()),
    ]);
    assert_eq!(
        print_state(obj).unwrap(),
        "f=2x&upto=1000&n=100&pile=20&max=19&first=you&sec=periodic&t=3&pgame=2"
    );
}

#[wasm_bindgen_test]
fn spec_fields_give_every_key_its_default_and_limits() {
    let fields = Array::from(&spec_fields().unwrap());
    assert_eq!(fields.length(), 36);
    let keys: Vec<String> = fields.iter().map(|f| text(&f, "key")).collect();
    let state = default_state().unwrap();
    for f in fields.iter() {
        let key = text(&f, "key");
        assert_eq!(get(&f, "default"), get(&state, &key), "{key}");
        assert!(["number", "text", "choice"].contains(&text(&f, "kind").as_str()));
    }
    assert_eq!(&keys[..6], ["f", "upto", "n", "pile", "max", "first"]);
    let upto = fields.get(1);
    assert_eq!((num(&upto, "min"), num(&upto, "max")), (1., 1e7));
    assert_eq!(text(&upto, "why"), "the page's tables stop at 10^7");
    assert_eq!(text(&upto, "section"), "one");
    let n = fields.get(2);
    assert_eq!(text(&n, "default"), "100");
    assert_eq!(text(&n, "max"), "18446744073709551615");
    let sec = fields.get(6);
    assert_eq!(text(&sec, "section"), "common");
    assert_eq!(
        strings(&get(&sec, "choices")),
        ["one", "periodic", "blocking", "knot", "delete"]
    );
    let pupto = fields.iter().find(|f| text(f, "key") == "pupto").unwrap();
    assert_eq!(num(&pupto, "max"), 1e6);
    assert!(
        get(&fields.get(0), "min").is_undefined(),
        "text has no limits"
    );
}
