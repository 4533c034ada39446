//! The wasm API of the one vocabulary (`nimlab::spec`): the playground's URL state
//! (`parseState`, `printState`, `defaultState`).

use super::js::*;
use js_sys::{Array, Reflect};
use nimlab::wasm::*;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn url_state_round_trips_and_odd_state_is_reported() {
    let p = parse_state("?f=3x&upto=50&n=7&pile=10&max=9&first=engine".into()).unwrap();
    assert_eq!(Array::from(&get(&p, "errors")).length(), 0);
    let state = get(&p, "state");
    assert_eq!(
        print_state(state).unwrap(),
        "f=3x&upto=50&n=7&pile=10&max=9&first=engine"
    );
    let p = parse_state("?f=2x%2B&upto=-3&what=1".into()).unwrap();
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
    assert_eq!(fields.length(), 39);
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
    assert_eq!(text(&upto, "section"), "move-fn");
    let n = fields.get(2);
    assert_eq!(text(&n, "default"), "100");
    assert_eq!(text(&n, "max"), "18446744073709551615");
    let sec = fields.get(6);
    assert_eq!(text(&sec, "section"), "common");
    assert_eq!(
        strings(&get(&sec, "choices")),
        [
            "move-fn",
            "periodic",
            "blocking",
            "cut-the-knot",
            "single-delete"
        ]
    );
    let pupto = fields.iter().find(|f| text(f, "key") == "pupto").unwrap();
    assert_eq!(num(&pupto, "max"), 1e6);
    // how the page shows each field: its label (limits filled in) and the wait after a keystroke
    assert_eq!(text(&upto, "label"), "Table up to $N =$");
    assert_eq!(num(&upto, "delay"), 500.);
    assert_eq!(num(&fields.get(0), "delay"), 250.);
    assert_eq!(num(&fields.get(3), "delay"), 0.);
    let bmoves = fields.iter().find(|f| text(f, "key") == "bmoves").unwrap();
    assert_eq!(text(&bmoves, "label"), "Moves up to $K$ [1–12]");
    for f in fields.iter() {
        if text(&f, "kind") != "choice" {
            assert!(!text(&f, "label").is_empty(), "{}", text(&f, "key"));
        }
    }
    assert!(
        get(&fields.get(0), "min").is_undefined(),
        "text has no limits"
    );
}

#[wasm_bindgen_test]
fn element_spec_names_every_widget_and_attribute() {
    let spec = element_spec().unwrap();
    let widgets = Array::from(&get(&spec, "widgets"));
    let names: Vec<String> = widgets.iter().map(|w| text(&w, "name")).collect();
    assert_eq!(
        (names.len(), &names[0][..], &names[8][..]),
        (9, "move-fn", "plot")
    );
    let blocking = widgets.get(1);
    assert_eq!(text(&blocking, "family"), "blocking");
    assert_eq!(text(&blocking, "kind"), "game");
    assert_eq!(text(&blocking, "title"), "Blocking Nim");
    let attrs = Array::from(&get(&blocking, "attrs"));
    let pairs: Vec<(String, String)> = attrs
        .iter()
        .map(|a| (text(&a, "name"), text(&a, "key")))
        .collect();
    assert_eq!(pairs[1], ("min".to_string(), "bmin".to_string()));
    assert_eq!(num(&attrs.get(3), "max"), 1e6);
    let move_fn = Array::from(&get(&widgets.get(0), "attrs"));
    assert_eq!(text(&move_fn.get(0), "periodicKey"), "pf");
    assert_eq!(num(&move_fn.get(1), "default"), 1.);
    let common = Array::from(&get(&spec, "common"));
    assert_eq!(text(&common.get(1), "name"), "hints");
    assert_eq!(strings(&get(&common.get(1), "choices")), ["on", "off"]);
}

#[wasm_bindgen_test]
fn element_settings_read_the_course_page_example() {
    let attrs = object(&[
        ("f", "2x".into()),
        ("pile", "20".into()),
        ("max", "19".into()),
        ("first", "you".into()),
    ]);
    let s = element_settings("move-fn".into(), attrs).unwrap();
    assert_eq!(Array::from(&get(&s, "errors")).length(), 0);
    assert_eq!(text(&s, "widget"), "move-fn");
    assert_eq!(text(&s, "family"), "move_fn");
    assert_eq!(text(&s, "section"), "move-fn");
    let settings = get(&s, "settings");
    assert_eq!((num(&settings, "pile"), num(&settings, "t")), (20., 1.));
    assert_eq!(
        (text(&settings, "f"), text(&settings, "theme")),
        ("2x".into(), "auto".into())
    );
    assert_eq!(
        text(&s, "query"),
        "f=2x&upto=1000&n=100&pile=20&max=19&first=you"
    );
    // The link opens the same game in the playground.
    let p = parse_state(JsValue::from(&text(&s, "query"))).unwrap();
    assert_eq!(num(&get(&p, "state"), "pile"), 20.);
    // t ≥ 2: the periodic section's keys.
    let attrs = object(&[("t", 3.into()), ("i", "2".into()), ("f", "x + n".into())]);
    let s = element_settings("move-fn".into(), attrs).unwrap();
    assert_eq!(text(&s, "section"), "periodic");
    assert!(text(&s, "query").contains("sec=periodic&pf=x%20%2B%20n&t=3&pgame=2"));
}

#[wasm_bindgen_test]
fn element_settings_report_bad_attributes_and_never_throw() {
    let attrs = object(&[
        ("min", "1, 0".into()),
        ("zoom", "2".into()),
        ("pile", 0.into()),
    ]);
    let s = element_settings("blocking".into(), attrs).unwrap();
    let errors = Array::from(&get(&s, "errors"));
    let got: Vec<(String, String)> = errors
        .iter()
        .map(|e| (text(&e, "attr"), text(&e, "message")))
        .collect();
    assert_eq!(got[0].0, "min");
    assert!(got[0]
        .1
        .starts_with("min: m_2 = 0: every move must take at least one counter"));
    assert_eq!(
        got[1],
        (
            "zoom".to_string(),
            "unknown attribute 'zoom' for the blocking game (known: c, min, max, pile, first, theme, hints, level, lang)".to_string()
        )
    );
    assert!(got[2].1.starts_with("pile = 0 is too small"), "{got:?}");
    let settings = get(&s, "settings");
    assert_eq!(
        (text(&settings, "min"), num(&settings, "pile")),
        ("1, 3, 5".into(), 40.)
    );
    // No widget, or not a widget: reported on `game`, or on `view` for a view.
    for widget in [
        JsValue::from("chess"),
        JsValue::UNDEFINED,
        JsValue::NULL,
        7.into(),
        Array::new().into(),
    ] {
        let s = element_settings(widget, JsValue::UNDEFINED).unwrap();
        assert!(get(&s, "widget").is_null());
        let e = Array::from(&get(&s, "errors")).get(0);
        assert_eq!(text(&e, "attr"), "game");
        assert!(
            text(&e, "message").contains("games: move-fn, blocking"),
            "{}",
            text(&e, "message")
        );
    }
    let s = element_settings("graph".into(), object(&[("view", "graph".into())])).unwrap();
    assert_eq!(
        text(&Array::from(&get(&s, "errors")).get(0), "attr"),
        "view"
    );
    // Wrong types: a function, an array, a number as the attributes; arrays as values.
    let f = js_sys::Function::new_no_args("return 1");
    for attrs in [
        f.into(),
        Array::new().into(),
        5.into(),
        object(&[("f", Array::new().into())]),
    ] {
        let s = element_settings("table".into(), attrs).unwrap();
        assert_eq!(text(&s, "widget"), "table");
        assert_eq!(text(&get(&s, "settings"), "f"), "2x");
    }
}
