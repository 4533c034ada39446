//! The one vocabulary of inputs (`crate::spec`): the playground's URL state, its fields, and the
//! widgets a course page embeds. Values arriving from JS are read as JSON (`serde_json::Value`),
//! so a number where text is expected is its text and nothing here throws on a wrong type.

use super::{to_js, JsResult};
use crate::spec::{elements, FieldError, State, FIELDS};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Any JS value as JSON (`null` for what JSON cannot hold, such as a function).
fn json(v: JsValue) -> serde_json::Value {
    serde_wasm_bindgen::from_value(v).unwrap_or_default()
}

/// Reads a URL query: `{state: {key: value, …} (all 36 keys; numbers as numbers), errors: [{key,
/// message}]}`. Never throws.
#[wasm_bindgen(js_name = parseState)]
pub fn parse_state(query: &str) -> JsResult<JsValue> {
    let (state, errors) = State::from_query(query);
    #[derive(Serialize)]
    struct Out {
        state: State,
        errors: Vec<FieldError>,
    }
    to_js(&Out { state, errors })
}

/// The canonical query string (without `?`) of a state object as `parseState` gives it (numbers
/// may come as numeric strings; missing keys keep their defaults). Throws, naming the keys, for a
/// value the playground would not accept.
#[wasm_bindgen(js_name = printState)]
pub fn print_state(state: JsValue) -> JsResult<String> {
    let (s, errors) = State::from_json(&json(state));
    if errors.is_empty() {
        Ok(s.to_query())
    } else {
        let messages: Vec<String> = errors.into_iter().map(|e| e.message).collect();
        Err(JsError::new(&messages.join("; ")))
    }
}

/// The default state (the object `parseState` returns as `state`).
#[wasm_bindgen(js_name = defaultState)]
pub fn default_state() -> JsResult<JsValue> {
    to_js(&State::default())
}

/// Every URL field in key order: `[{key, section, kind: 'number'|'text'|'choice', default, min?,
/// max?, choices?, why?}]` (a `max` beyond 2^53 − 1 as a decimal string).
#[wasm_bindgen(js_name = specFields)]
pub fn spec_fields() -> JsResult<JsValue> {
    to_js(&FIELDS.iter().map(|f| f.describe()).collect::<Vec<_>>())
}

/// The widgets a course page embeds: `{widgets: [{name, kind: 'game'|'view', family, section,
/// title, attrs: [{name, key, periodicKey?, kind, default, min?, max?, choices?, why?}]}],
/// common: [{name, kind, default, choices}]}`.
#[wasm_bindgen(js_name = elementSpec)]
pub fn element_spec() -> JsResult<JsValue> {
    to_js(&elements::spec())
}

/// A widget's attributes (a plain object of strings; missing names take their defaults) read and
/// checked: `{widget, kind, family, section, settings: {attr: value}, errors: [{attr, message}],
/// query}`; `widget: null` and an error on `game` (or `view`) for an unknown widget. Never throws
/// on any input.
#[wasm_bindgen(js_name = elementSettings)]
pub fn element_settings(widget: JsValue, attrs: JsValue) -> JsResult<JsValue> {
    to_js(&elements::settings(&json(widget), &json(attrs)))
}
