//! The WebAssembly API: a translation table. Each export checks its arguments, calls one core
//! function and converts the result or the error (a thrown JS `Error` with the core's message).
//! This is the only module that names wasm_bindgen, js_sys or web_sys. Names are camelCase; see
//! the README for the list. A file per game family, as in `src/games/`; this one holds what they
//! share (conversions, the answer of the `check…` exports, the verbs of every game) and `spec`
//! the vocabulary of URLs and elements.

mod blocking;
mod cut_the_knot;
mod move_fn;
mod single_delete;
mod spec;

pub use blocking::*;
pub use cut_the_knot::*;
pub use move_fn::*;
pub use single_delete::*;
pub use spec::*;

use crate::error::{count_from_f64, Error};
use crate::games::level::{Level, Strength};
use crate::games::EngineGame;
use crate::rule::{MoveFn, MoveRule};
use serde::Serialize;
use wasm_bindgen::prelude::*;

type JsResult<T> = Result<T, JsError>;

/// A core error as a thrown JS `Error` with the same message.
fn js(e: Error) -> JsError {
    JsError::new(&e.to_string())
}

/// A value as a plain JS object (JSON-shaped: `None` becomes `null`).
fn to_js<T: Serialize + ?Sized>(v: &T) -> JsResult<JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}

/// A typed move function f(x).
fn rule(f: &str) -> JsResult<Box<dyn MoveRule>> {
    Ok(Box::new(MoveFn::parse(f).map_err(js)?))
}

/// The report of a finished analysis, or the error that says to keep advancing.
fn finished<T>(report: Option<T>) -> JsResult<T> {
    report.ok_or_else(|| {
        JsError::new("the analysis is not finished: call advance() until it returns 1")
    })
}

/// `value` as an object with the game's `state` attached (what every `engineMove` returns).
fn with_state<T: Serialize + ?Sized>(value: &T, state: &JsValue) -> JsResult<JsValue> {
    let obj = to_js(value)?;
    attach(&obj, "state", state)?;
    Ok(obj)
}

/// Sets `obj[key] = value` (typed arrays and other values serde does not make).
fn attach(obj: &JsValue, key: &str, value: &JsValue) -> JsResult<()> {
    js_sys::Reflect::set(obj, &key.into(), value)
        .map(|_| ())
        .map_err(|_| JsError::new(&format!("could not attach {key}")))
}

/// A whole number from a JS number.
fn count(what: &str, v: f64) -> JsResult<u64> {
    count_from_f64(what, v).map_err(js)
}

/// A small whole number (a period, a game number) from a JS number; too large becomes
/// `u32::MAX`, which the core refuses with its own limit.
fn small(what: &str, v: f64) -> JsResult<u32> {
    Ok(u32::try_from(count(what, v)?).unwrap_or(u32::MAX))
}

/// Piles from JS numbers (each a whole number).
fn piles(values: Vec<f64>) -> JsResult<Vec<u64>> {
    values.into_iter().map(|p| count("pile", p)).collect()
}

/// A 0-based index from a JS number (too large becomes usize::MAX, which the core refuses).
fn index(what: &str, v: f64) -> JsResult<usize> {
    Ok(usize::try_from(count(what, v)?).unwrap_or(usize::MAX))
}

/// Installs the panic hook (debugging aid only: errors are returned, never panicked).
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The answer of every `check…` export: `{ok: true, canonical, …}` with the fields that apply, or
/// `{ok: false, message, column, caret}` (column and caret for parse errors only).
#[derive(Serialize, Default)]
#[serde(rename_all = "camelCase")]
struct Check {
    ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    canonical: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    monotone: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    kind: Option<&'static str>,
    /// Kept as `null` when unknown (the page tells "constant from i" from "not known").
    #[serde(skip_serializing_if = "is_absent")]
    constant_from: Option<Option<u64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    set: Option<Vec<u32>>,
    #[serde(skip_serializing_if = "is_absent")]
    minmax: Option<Option<MinMax>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    column: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    caret: Option<String>,
}

fn is_absent<T>(v: &Option<Option<T>>) -> bool {
    v.is_none()
}

/// A One Pile with Min/Max set's bounds.
#[derive(Serialize, Clone, Copy)]
struct MinMax {
    min: u32,
    max: u32,
}

impl Check {
    /// The answer for text that parsed, with whatever the family adds.
    fn of<T>(parsed: Result<T, Error>, ok: impl FnOnce(T) -> Check) -> JsResult<JsValue> {
        to_js(&match parsed {
            Ok(v) => Check { ok: true, ..ok(v) },
            Err(e) => Check::failed(&e),
        })
    }

    fn failed(e: &Error) -> Self {
        let (column, caret) = match e {
            Error::Parse(p) => (Some(p.column), Some(p.caret())),
            _ => (None, None),
        };
        Check {
            message: Some(e.to_string()),
            column,
            caret,
            ..Check::default()
        }
    }
}

/// A game's state as JS.
fn game_state<G: EngineGame>(game: &G) -> JsResult<JsValue> {
    to_js(&game.state().map_err(js)?)
}

/// The engine's advice for the player to move, as JS.
fn game_hint<G: EngineGame>(game: &mut G) -> JsResult<JsValue> {
    to_js(&game.hint().map_err(js)?)
}

/// The engine moves at its strength: its reasons with the new `state` attached.
fn game_move<G: EngineGame>(game: &mut G, strength: Strength) -> JsResult<JsValue> {
    let done = game.engine_move_at(strength).map_err(js)?;
    with_state(&done, &game_state(game)?)
}

/// A level and a seed from JS: the level a string naming one of [`Level::NAMES`], the seed a
/// whole number up to 2^53.
fn strength(level: &JsValue, seed: f64) -> JsResult<Strength> {
    let Some(name) = level.as_string() else {
        return Err(JsError::new(&format!(
            "level must be a string: {}",
            Level::NAMES.join(", ")
        )));
    };
    let level = Level::parse(&name).map_err(js)?;
    // 2^53 itself is exact in a JS number, so it is allowed too.
    let seed = if seed == 9_007_199_254_740_992.0 {
        1 << 53
    } else {
        count("seed", seed)?
    };
    Ok(Strength::new(level, seed))
}

/// The state after a move of the player to move, or the core's refusal of it.
fn game_after<G: EngineGame>(game: &G, played: Result<(), Error>) -> JsResult<JsValue> {
    played.map_err(js)?;
    game_state(game)
}

/// The verbs every game export shares, over [`EngineGame`]: `state()`, `hint()`,
/// `engineMove()` and `setLevel(level, seed)`. The export is a tuple of the core game and its
/// [`Strength`]; each game adds its constructor and its own `play` (which returns `game_after`).
/// The two texts document the shapes of its state and its hint. The calling module imports
/// `wasm_bindgen::prelude::*`.
macro_rules! engine_game {
    ($export:ident, $state:literal, $hint:literal) => {
        #[wasm_bindgen]
        impl $export {
            #[doc = $state]
            pub fn state(&self) -> $crate::wasm::JsResult<JsValue> {
                $crate::wasm::game_state(&self.0)
            }

            #[doc = $hint]
            pub fn hint(&mut self) -> $crate::wasm::JsResult<JsValue> {
                $crate::wasm::game_hint(&mut self.0)
            }

            /// The engine moves for the player to move, at its level: its reasons, with the new
            /// `state`.
            #[wasm_bindgen(js_name = engineMove)]
            pub fn engine_move(&mut self) -> $crate::wasm::JsResult<JsValue> {
                $crate::wasm::game_move(&mut self.0, self.1)
            }

            /// How strongly the engine plays from now on: `level` is `'perfect'` (the default),
            /// `'good'` (a careless move about one move in four) or `'beginner'` (about three in
            /// four); `seed`, a whole number up to 2^53, decides which moves are careless, so the
            /// same seed and the same moves replay the same game. Throws naming the levels for
            /// any other level.
            #[wasm_bindgen(js_name = setLevel)]
            pub fn set_level(&mut self, level: JsValue, seed: f64) -> $crate::wasm::JsResult<()> {
                self.1 = $crate::wasm::strength(&level, seed)?;
                Ok(())
            }
        }
    };
}
use engine_game;
