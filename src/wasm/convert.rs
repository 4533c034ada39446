//! Answers as JS values: [`to_js`]. The full package (every family: the default features) has
//! serde-wasm-bindgen's serializer, the fastest answers; every other package, built for size, the
//! converter through `serde_json::Value` ([`imp`] is one or the other: the features are listed
//! once for each side here).

#[cfg(all(
    feature = "move-fn",
    feature = "blocking",
    feature = "cut-the-knot",
    feature = "single-delete",
    feature = "playground"
))]
mod imp {
    use super::super::{js, JsResult, MAX_SAFE};
    use crate::error::Error;
    use serde::Serialize;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;

    /// A value as a plain JS object (JSON-shaped: `None` becomes `null`). An answer that cannot be
    /// one (a whole number past 2^53 − 1 in a field meant for numbers: the exports send such
    /// fields as decimal strings, so this is a bug to report) is an `Error` naming the field. This
    /// one is the full package's (every family, the default features): serde-wasm-bindgen's
    /// serializer, the fastest answers; every other package has the one below.
    pub(crate) fn to_js<T: Serialize + ?Sized>(v: &T) -> JsResult<JsValue> {
        v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
            .map_err(|e| {
                // serde_wasm_bindgen's error is a JS Error already; its Display would prefix
                // "Error: " to the message again.
                let message = JsValue::from(e)
                    .dyn_into::<js_sys::Error>()
                    .map(|e| String::from(e.message()))
                    .unwrap_or_else(|v| format!("{v:?}"));
                js(Error::Bug(inexact_field(v).unwrap_or(message)))
            })
    }

    /// The first field of `v` holding a whole number a JS number cannot hold exactly, in words.
    /// `v` is converted again with its 64-bit numbers as bigints (by the same serializer: no second
    /// serialization of every answer in the package, as serde_json's `Value` was), and the first
    /// bigint past ±(2^53 − 1) is named by its path. None, as from `Value`, when a 128-bit number
    /// passes the 64 bits (u64 or i64) that a `Value` holds.
    fn inexact_field<T: Serialize + ?Sized>(v: &T) -> Option<String> {
        /// Walks all of `v` (at `path`), setting `found` at the first number past 2^53 − 1; false
        /// for a number past 64 bits.
        fn walk(v: &JsValue, path: &mut String, found: &mut Option<String>) -> bool {
            let mut within = true;
            let mut at = |key: &str, item: &JsValue, path: &mut String| {
                let len = path.len();
                path.push_str(key);
                within &= walk(item, path, found);
                path.truncate(len);
            };
            if v.is_bigint() {
                let beyond =
                    |max: f64| v.gt(&JsValue::from_f64(max)) || v.lt(&JsValue::from_f64(-max));
                if found.is_none() && beyond(MAX_SAFE as f64) {
                    let n = v.unchecked_ref::<js_sys::BigInt>().to_string(10);
                    let n = n.map(String::from).unwrap_or_default();
                    *found = Some(if path.is_empty() {
                        n
                    } else {
                        format!("{path} = {n}")
                    });
                }
                // (2^64 and 2^63 are exact as f64: within is −2^63 ≤ v < 2^64)
                within = !v.lt(&JsValue::from_f64(-9_223_372_036_854_775_808.0))
                    && v.lt(&JsValue::from_f64(18_446_744_073_709_551_616.0));
            } else if js_sys::Array::is_array(v) {
                for (i, item) in v.unchecked_ref::<js_sys::Array>().iter().enumerate() {
                    at(&format!("[{i}]"), &item, path);
                }
            } else if v.is_object() {
                // (an answer's keys are its fields' names, in their order: none reads as an index)
                for entry in js_sys::Object::entries(v.unchecked_ref()).iter() {
                    let entry = entry.unchecked_into::<js_sys::Array>();
                    let key = entry.get(0).as_string().unwrap_or_default();
                    let dot = if path.is_empty() { "" } else { "." };
                    at(&format!("{dot}{key}"), &entry.get(1), path);
                }
            }
            within
        }
        let bigints = serde_wasm_bindgen::Serializer::json_compatible()
            .serialize_large_number_types_as_bigints(true);
        let mut found = None;
        if !walk(&v.serialize(&bigints).ok()?, &mut String::new(), &mut found) {
            return None;
        }
        Some(format!(
            "the answer's {} passes 2^53 − 1, the largest whole number a JS number holds exactly (a \
             field that can be this large should be a decimal string: please report it)",
            found?
        ))
    }
}

#[cfg(not(all(
    feature = "move-fn",
    feature = "blocking",
    feature = "cut-the-knot",
    feature = "single-delete",
    feature = "playground"
)))]
mod imp {
    use super::super::{attach, js, JsResult, MAX_SAFE};
    use crate::error::Error;
    use serde::Serialize;
    use wasm_bindgen::prelude::*;

    /// [`to_js`] in every package but the full one (the course-page package and each family's own,
    /// built for size): the value goes through `serde_json::Value` and one
    /// converter ([`json_to_js`]), the same objects in less code (serde-wasm-bindgen's serializer,
    /// inlined into every export that answers with an object, was most of that package's glue), but
    /// slower per answer, each key crossing into JS on its own (a game's `state()`: 45 µs against 15
    /// in node once warm; the analyses' larger answers up to 3 times slower): the full package keeps
    /// the serializer, and a move of the course-page game stays near a millisecond.
    pub(crate) fn to_js<T: Serialize + ?Sized>(v: &T) -> JsResult<JsValue> {
        // (only a map with keys that are not text fails here; its Display would carry serde_json's
        // messages into the package)
        let json = serde_json::to_value(v).map_err(|_| {
            js(Error::Bug(
                "an answer that is not JSON (please report it)".into(),
            ))
        })?;
        json_to_js(&json, &mut String::new())
    }

    /// `v` as a JS value; `path` names where `v` is in the answer, for the error of a number a JS
    /// number cannot hold exactly.
    fn json_to_js(v: &serde_json::Value, path: &mut String) -> JsResult<JsValue> {
        use serde_json::Value as J;
        Ok(match v {
            J::Null => JsValue::NULL,
            J::Bool(b) => JsValue::from_bool(*b),
            J::String(s) => JsValue::from_str(s),
            J::Number(n) => {
                let exact = n.as_u64().is_none_or(|n| n <= MAX_SAFE)
                    && n.as_i64().is_none_or(|n| n >= -(MAX_SAFE as i64));
                if !exact {
                    let at = if path.is_empty() {
                        String::new()
                    } else {
                        format!("{path} = ")
                    };
                    // (written from its integer: a float's Display would bring float formatting
                    // into the package, and only a whole number can be inexact here)
                    let n = n
                        .as_u64()
                        .map_or_else(|| n.as_i64().unwrap_or(0).to_string(), |n| n.to_string());
                    return Err(js(Error::Bug(format!(
                        "the answer's {at}{n} passes 2^53 − 1, the largest whole number a JS number \
                         holds exactly (a field that can be this large should be a decimal string: \
                         please report it)"
                    ))));
                }
                JsValue::from_f64(n.as_f64().unwrap_or(f64::NAN))
            }
            J::Array(items) => {
                // (a JS array's indices are u32; an answer's lists are far shorter)
                let long = || {
                    js(Error::Bug(
                        "an answer's list is longer than a JS array (please report it)".into(),
                    ))
                };
                let out =
                    js_sys::Array::new_with_length(u32::try_from(items.len()).map_err(|_| long())?);
                for (i, item) in (0..).zip(items) {
                    let len = path.len();
                    path.push_str(&format!("[{i}]"));
                    out.set(i, json_to_js(item, path)?);
                    path.truncate(len);
                }
                out.into()
            }
            J::Object(fields) => {
                let out = js_sys::Object::new();
                for (key, item) in fields {
                    let len = path.len();
                    if !path.is_empty() {
                        path.push('.');
                    }
                    path.push_str(key);
                    attach(&out, key, &json_to_js(item, path)?)?;
                    path.truncate(len);
                }
                out.into()
            }
        })
    }
}

pub(crate) use imp::to_js;
