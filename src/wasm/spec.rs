//! The one vocabulary of inputs (`crate::spec`): the playground's URL state, its fields, and the
//! widgets a course page embeds. The URL state's exports (`parseState`, `printState`,
//! `defaultState`, `specFields`) are the feature `playground`'s: the course-page package, whose
//! elements read only `elementSpec` and `elementSettings`, leaves them out. The values inside a state or a widget's attributes are read as
//! [`Given`] (text, a number, nothing, an object of those, or something else) and a wrong one is
//! reported, not thrown: `elementSettings` reads whatever a page wrote and never throws, while
//! `parseState` and `printState` throw a `TypeError` when the query is not a string or the state
//! not an object, as every export does for a parameter of the wrong type.
//!
//! Texts are measured before they are copied out of JavaScript: a value longer than
//! [`MAX_TEXT`] is reported by its length, unread, and so is a link's pair longer than
//! [`MAX_LINK_PAIR`] (`parseState` splits the query in JavaScript).

use super::args::number_text;
use super::{thrown, to_js, Args, JsResult};
use crate::message::Message;
use crate::spec::{elements, whole, FieldError, Given, State, FIELDS, MAX_ENTRIES, MAX_TEXT};
#[cfg(feature = "playground")]
use crate::spec::{Piece, MAX_LINK_PAIR, MAX_LINK_PAIRS};
use js_sys::JsString;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A JS value as the vocabulary reads it: an object's entries one level deep (at most
/// [`MAX_ENTRIES`] of them), a text only when it has at most [`MAX_TEXT`] characters.
fn given(v: &JsValue, entries: bool) -> Given {
    if v.is_null() || v.is_undefined() {
        Given::Missing
    } else if let Some(s) = v.dyn_ref::<JsString>() {
        match s.length() as usize {
            len if len > MAX_TEXT => Given::Long(len),
            _ => Given::Text(s.into()),
        }
    } else if let Some(f) = v.as_f64() {
        Given::Number(if f.fract() == 0.0 && f.abs() < 1e30 {
            whole(f)
        } else {
            number_text(v)
        })
    } else if js_sys::Array::is_array(v) {
        Given::Other(Message::new("err-given-array"))
    } else if entries && v.is_object() && !v.is_function() {
        let entries = js_sys::Object::entries(v.unchecked_ref());
        let count = entries.length();
        if count as usize > MAX_ENTRIES {
            return Given::Other(
                Message::new("err-given-entries")
                    .num("count", count.into())
                    .num("max", MAX_ENTRIES as u64),
            );
        }
        let mut pairs = Vec::new();
        for pair in entries.iter() {
            let pair = js_sys::Array::from(&pair);
            // (a name longer than any setting's is cut, unread, to name it)
            let key = pair.get(0).unchecked_into::<JsString>();
            let key = key.slice(0, super::args::js_len(MAX_TEXT)).into();
            pairs.push((key, given(&pair.get(1), false)));
        }
        Given::Object(pairs)
    } else {
        let kind = v.js_typeof().as_string().unwrap_or_default();
        Given::Other(Message::new("err-given-type").math("type", kind))
    }
}

/// Reads a URL query: `{state: {key: value, …} (every key; numbers as numbers), errors: [{key,
/// message}]}`. Never throws for a string; anything else is a `TypeError`.
#[cfg(feature = "playground")]
#[wasm_bindgen(js_name = parseState)]
pub fn parse_state(
    #[wasm_bindgen(unchecked_param_type = "string")] query: JsValue,
) -> JsResult<JsValue> {
    let what = "a URL query such as \"f=2x&n=100\"";
    let query = Args("parseState").string(&query, "query", what)?;
    // Split here, so that a pair too long to read is never copied out (its key is, to name it).
    let mut pieces = Vec::new();
    for (i, pair) in query
        .split_limit("&", super::args::js_len(MAX_LINK_PAIRS + 1))
        .iter()
        .enumerate()
    {
        let pair = pair.unchecked_into::<JsString>();
        let len = pair.length() as usize;
        pieces.push(if i == MAX_LINK_PAIRS {
            Piece::More
        } else if len <= MAX_LINK_PAIR {
            Piece::Pair(pair.into())
        } else {
            let key_end = u32::try_from(pair.index_of("=", 0)).unwrap_or(u32::MAX);
            let key = pair
                .slice(0, key_end.min(super::args::js_len(MAX_TEXT)))
                .into();
            Piece::Long { key, len }
        });
    }
    let (state, errors) = State::from_pieces(pieces);
    #[derive(Serialize)]
    struct Out {
        state: State,
        errors: Vec<FieldError>,
    }
    to_js(&Out { state, errors })
}

/// The canonical query string (without `?`) of a state object as `parseState` gives it (numbers
/// may come as numeric strings; missing keys keep their defaults). Throws, naming the keys, for a
/// value the playground would not accept (a `TypeError` when `state` is not an object).
#[cfg(feature = "playground")]
#[wasm_bindgen(js_name = printState)]
pub fn print_state(
    #[wasm_bindgen(unchecked_param_type = "Record<string, string | number | null>")] state: JsValue,
) -> JsResult<String> {
    let state = Args("printState").object(&state, "state", "a state as parseState gives it")?;
    let (s, errors) = State::from_object(&given(state, true));
    match errors.first() {
        None => Ok(s.to_query()),
        Some(first) => {
            // every message, with the first one's kind and limit
            let messages: Vec<&str> = errors.iter().map(|e| e.message.as_str()).collect();
            let e = JsError::new(&messages.join("; "));
            Err(thrown(e.into(), &first.error))
        }
    }
}

/// The default state (the object `parseState` returns as `state`).
#[cfg(feature = "playground")]
#[wasm_bindgen(js_name = defaultState)]
pub fn default_state() -> JsResult<JsValue> {
    to_js(&State::default())
}

/// Every URL field in key order: `[{key, section, kind: 'number'|'text'|'choice', default, min?,
/// max?, choices?, why?}]` (a `max` beyond 2^53 − 1 as a decimal string).
#[cfg(feature = "playground")]
#[wasm_bindgen(js_name = specFields)]
pub fn spec_fields() -> JsResult<JsValue> {
    to_js(&FIELDS.iter().map(|f| f.describe()).collect::<Vec<_>>())
}

/// The widgets a course page embeds: `{widgets: [{name, kind: 'game'|'view', family, package
/// (the smallest wasm package that shows the widget), section, title, attrs: [{name, key,
/// periodicKey?, kind, default, min?, max?, choices?, why?}]}],
/// common: [{name, kind, default, choices}]}`.
#[wasm_bindgen(js_name = elementSpec)]
pub fn element_spec() -> JsResult<JsValue> {
    let full = cfg!(all(
        feature = "move-fn",
        feature = "blocking",
        feature = "cut-the-knot",
        feature = "single-delete",
        feature = "playground"
    ));
    if full {
        to_js(&elements::spec())
    } else {
        // the packages built for size: the same answer from its JSON, written before the build
        // (elements::SPEC_JSON), without the code that builds it
        js_sys::JSON::parse(elements::SPEC_JSON)
    }
}

/// A widget's attributes (a plain object of strings; missing names take their defaults) read and
/// checked: `{widget, kind, family, package, section, settings: {attr: value}, errors: [{attr, message}],
/// query}`; `widget: null` and an error on `game` (or `view`) for an unknown widget. Never throws
/// on any input: a widget name that is not a string, attributes that are not an object, or an
/// attribute that is neither text nor a number are reported among the `errors`, as a page's
/// wrong attribute is.
#[wasm_bindgen(js_name = elementSettings)]
pub fn element_settings(
    #[wasm_bindgen(unchecked_param_type = "string")] widget: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "Record<string, string | null>")] attrs: JsValue,
) -> JsResult<JsValue> {
    to_js(&elements::settings(
        &given(&widget, false),
        &given(&attrs, true),
    ))
}
