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
