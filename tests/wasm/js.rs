//! Reading the JS values the exports return (shared by every module of the wasm tests).

use js_sys::{Array, Reflect, Uint32Array};
use wasm_bindgen::{JsCast, JsValue};

pub fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &key.into()).expect("an object")
}

/// The message of a thrown JS `Error` (of any kind).
pub fn message(e: JsValue) -> String {
    let err: js_sys::Error = e.dyn_into().expect("a JS Error");
    err.message().into()
}

/// The message of a thrown JS `TypeError` (and fails for any other thrown value).
pub fn type_error(e: JsValue) -> String {
    let err: js_sys::TypeError = e.dyn_into().expect("a JS TypeError");
    let err: &js_sys::Error = err.as_ref();
    err.message().into()
}

pub fn numbers(v: &JsValue) -> Vec<f64> {
    Array::from(v).iter().map(|x| x.as_f64().unwrap()).collect()
}

pub fn typed(v: &JsValue) -> Vec<u32> {
    v.clone()
        .dyn_into::<Uint32Array>()
        .expect("a Uint32Array")
        .to_vec()
}

pub fn text(v: &JsValue, key: &str) -> String {
    get(v, key)
        .as_string()
        .unwrap_or_else(|| panic!("{key} is not a string"))
}

pub fn flag(v: &JsValue, key: &str) -> bool {
    get(v, key)
        .as_bool()
        .unwrap_or_else(|| panic!("{key} is not a boolean"))
}

pub fn num(v: &JsValue, key: &str) -> f64 {
    get(v, key)
        .as_f64()
        .unwrap_or_else(|| panic!("{key} is not a number"))
}

/// A whole number as JS holds it, written so that a number and a decimal string differ: `7` for
/// the number 7, `"7"` for the string (answers send a value past 2^53 − 1 as a string).
pub fn whole(v: &JsValue) -> String {
    match (v.as_f64(), v.as_string()) {
        (Some(x), _) => format!("{x}"),
        (_, Some(s)) => format!("{s:?}"),
        _ => panic!("{v:?} is neither a number nor a string"),
    }
}

/// [`whole`] of each element of a JS array.
pub fn wholes(v: &JsValue) -> Vec<String> {
    Array::from(v).iter().map(|x| whole(&x)).collect()
}
