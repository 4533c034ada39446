//! The one vocabulary of inputs (`crate::spec`): the playground's URL state.

use super::{to_js, JsResult};
use crate::spec::{FieldError, State};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Reads a URL query: `{state, errors: [{key, message}]}`. Never throws.
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

/// The canonical query string of a state object (without `?`).
#[wasm_bindgen(js_name = printState)]
pub fn print_state(state: JsValue) -> JsResult<String> {
    let s: State = serde_wasm_bindgen::from_value(state)
        .map_err(|e| JsError::new(&format!("not a Nim Lab state: {e}")))?;
    Ok(s.to_query())
}

/// The default state.
#[wasm_bindgen(js_name = defaultState)]
pub fn default_state() -> JsResult<JsValue> {
    to_js(&State::default())
}
