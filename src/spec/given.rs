//! Values as JavaScript hands them to the vocabulary (`printState`'s state object,
//! `elementSettings`' widget and attributes): read without throwing, whatever their type.

use super::MAX_TEXT;
use crate::error::Error;
use crate::message::Message;

/// A value as JavaScript hands it to the vocabulary (`printState`, `elementSettings`).
#[derive(Clone, Debug, PartialEq)]
pub enum Given {
    /// A string.
    Text(String),
    /// A number, as its text: JavaScript's (`20`, `2.5`, `1e-7`), whole numbers in plain digits.
    /// Text rather than an `f64`, so that the wasm package carries no float formatting.
    Number(String),
    /// `null` or `undefined`.
    Missing,
    /// A plain object: its entries, in order.
    Object(Vec<(String, Given)>),
    /// A string longer than [`MAX_TEXT`], not read: its length.
    Long(usize),
    /// Anything else ("an array", "a boolean"), as a message names it (catalogue part
    /// `errors`).
    Other(Message),
}

impl Given {
    /// The text of the setting `name`: a number is read as its text, nothing is no value.
    ///
    /// # Errors
    /// Neither text nor a number ([`Error::Wrong`]), or text longer than [`MAX_TEXT`]
    /// ([`Error::TooLong`]), named by `name`.
    pub fn text(&self, name: &str) -> Result<Option<String>, Error> {
        match self {
            Given::Missing => Ok(None),
            Given::Text(s) => Ok(Some(s.clone())),
            Given::Number(text) => Ok(Some(text.clone())),
            Given::Long(len) => Err(Error::TooLong {
                what: name.to_string().into(),
                len: *len,
                max: MAX_TEXT,
                unit: "characters long",
            }),
            other => {
                let error = Message::new("err-want-text").msg("what", other.what());
                Err(Error::Wrong(error).named(name))
            }
        }
    }

    /// What it is, as a message names it (catalogue part `errors`).
    pub fn what(&self) -> Message {
        match self {
            Given::Text(s) => Message::new("err-given-text").math("text", s),
            Given::Number(text) => Message::new("err-given-number").math("n", text),
            Given::Missing => Message::new("err-given-nothing"),
            Given::Object(_) => Message::new("err-given-object"),
            Given::Long(len) => Message::new("err-given-long").num("len", *len as u64),
            Given::Other(what) => what.clone(),
        }
    }
}

/// A whole number below 10^30 in plain digits (`1e21` as `1000000000000000000000`), as the
/// vocabulary reads a number given for a setting.
pub fn whole(f: f64) -> String {
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a whole number below 10^30 (the callers' check), exact in i128"
    )]
    let n = f as i128;
    // (not n.to_string(): core's 128-bit formatting, 2.5 KB in every package)
    crate::decimal::signed(n)
}

/// JSON as JavaScript would hand it over (for native callers).
impl From<&serde_json::Value> for Given {
    fn from(v: &serde_json::Value) -> Self {
        use serde_json::Value as J;
        match v {
            J::Null => Given::Missing,
            J::String(s) => Given::Text(s.clone()),
            J::Number(n) => Given::Number(match n.as_f64() {
                Some(f) if f.fract() == 0.0 && f.abs() < 1e30 => whole(f),
                _ => n.to_string(),
            }),
            J::Object(map) => {
                Given::Object(map.iter().map(|(k, v)| (k.clone(), v.into())).collect())
            }
            J::Array(_) => Given::Other(Message::new("err-given-array")),
            J::Bool(b) => {
                Given::Other(Message::new("err-given-type").math("type", format!("boolean ({b})")))
            }
        }
    }
}
