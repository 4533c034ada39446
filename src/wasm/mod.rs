//! The WebAssembly API: a translation table. Each export reads its arguments (`args`: a wrong JS
//! type is a thrown `TypeError` naming the export and the parameter), calls one core function
//! and converts the result or the error (a thrown JS `Error` with the core's message and its
//! `kind`, set in one place: [`thrown`]).
//! This is the only module that names wasm_bindgen, js_sys or web_sys. Names are camelCase; see
//! the README for the list. A file per game family, as in `src/games/`; this one holds what they
//! share (conversions, the answer of the `check…` exports, the verbs of every game) and `spec`
//! the vocabulary of URLs and elements.
//!
//! The families' files are gated on the crate's features (see Cargo.toml): the course-page
//! package has `move_fn`'s game alone, and leaves some of the shared helpers unused.
#![cfg_attr(
    not(all(
        feature = "move-fn",
        feature = "blocking",
        feature = "cut-the-knot",
        feature = "single-delete",
        feature = "playground"
    )),
    allow(dead_code, unused_imports, unused_macros)
)]

mod args;
#[cfg(feature = "blocking")]
mod blocking;
mod convert;
#[cfg(feature = "cut-the-knot")]
mod cut_the_knot;
#[cfg(feature = "move-fn-game")]
mod move_fn;
#[cfg(feature = "single-delete")]
mod single_delete;
mod spec;

#[cfg(feature = "blocking")]
pub use blocking::*;
#[cfg(feature = "cut-the-knot")]
pub use cut_the_knot::*;
#[cfg(feature = "move-fn-game")]
pub use move_fn::*;
#[cfg(feature = "single-delete")]
pub use single_delete::*;
pub use spec::*;

use crate::error::{Error, ErrorKind, Limit};
use crate::games::level::Strength;
use crate::games::EngineGame;
use crate::message::Message;
use crate::rule::{MoveFn, MoveRule};
use args::Args;
use convert::to_js;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// What an export returns: its value, or the thrown JS value (an `Error` with the core's
/// message, or a `TypeError` from [`Args`], each with its `kind`: see [`thrown`]).
type JsResult<T> = Result<T, JsValue>;

/// A core error as a thrown JS `Error` with the same message and its fields ([`thrown`]).
fn js(e: Error) -> JsValue {
    thrown(JsError::new(&e.to_string()).into(), &e)
}

/// `v`, a JS `Error` (or `TypeError`) about to be thrown for `e`, with the fields every thrown
/// error carries: `kind`, one of `'input'`, `'limit'`, `'state'`, `'internal'` (the core's
/// [`ErrorKind`](crate::error::ErrorKind)); for a limit also `what` (the quantity refused:
/// "pile", "upto", "length of f"), `limit` (the largest value that fits, where it is known: a
/// number up to 2^53 − 1, else a decimal string) and `budget: true` when only doing part of the
/// work found it (such a refusal may come late); and `l10n`, the error as a message (`{id,
/// args}`, as hints carry theirs: the page words it in its language, `message` is its English)
/// where the core has one ([`Error::message`]). The one place that sets them for a core error (a
/// wrong JS type's `TypeError` has its `kind` from [`type_error`]).
fn thrown(v: JsValue, e: &Error) -> JsValue {
    set(&v, "kind", e.kind().as_str().into());
    if let Some(said) = e.message().and_then(|m| to_js(&m).ok()) {
        set(&v, "l10n", said);
    }
    if let Some(limit) = e.limit() {
        set(&v, "what", limit.name().into());
        let Limit { max, budget, .. } = limit;
        if let Some(max) = max {
            let limit = if max <= u128::from(MAX_SAFE) {
                JsValue::from_f64(u64::try_from(max).map_or(f64::NAN, |m| m as f64))
            } else {
                crate::decimal::whole(max).into()
            };
            set(&v, "limit", limit);
        }
        if budget {
            set(&v, "budget", JsValue::TRUE);
        }
    }
    v
}

/// `v`, the `TypeError` of a value of the wrong JS type ([`Args`]) about to be thrown, with its
/// `kind`, `'input'`, and no `l10n`: its English is for the developer who wrote the call.
fn type_error(v: JsValue) -> JsValue {
    set(&v, "kind", ErrorKind::Input.as_str().into());
    v
}

/// `obj[key] = value` on a new object (which cannot fail).
#[inline(never)]
fn set(obj: &JsValue, key: &str, value: JsValue) {
    let _ = js_sys::Reflect::set(obj, &key.into(), &value);
}

/// 2^53 − 1, the largest whole number a JS number holds exactly.
const MAX_SAFE: u64 = (1 << 53) - 1;

/// A list of whole numbers as a typed array (copied once, no JS number per element made by
/// serde): a `Uint32Array` when every value fits 32 bits, else a `Float64Array`, exact up to
/// 2^53 − 1; a larger value is an `Error` naming the field `what`.
fn numbers(what: &str, values: &[u64]) -> JsResult<JsValue> {
    let narrow: Option<Vec<u32>> = values.iter().map(|&v| u32::try_from(v).ok()).collect();
    if let Some(narrow) = narrow {
        return Ok(js_sys::Uint32Array::from(&narrow[..]).into());
    }
    if let Some(v) = values.iter().find(|&&v| v > MAX_SAFE) {
        return Err(js(Error::Bug(format!(
            "the answer's {what} holds {v}, which passes 2^53 − 1, the largest whole number a JS \
             number holds exactly (please report it)"
        ))));
    }
    let wide: Vec<f64> = values.iter().map(|&v| v as f64).collect();
    Ok(js_sys::Float64Array::from(&wide[..]).into())
}

/// What a move function's text is, for the `TypeError` of a wrong type.
const MOVE_FN: &str = "a move function such as \"2x\"";

/// A typed move function f(x), the parameter `f` of the call `a`.
fn rule(a: Args, f: &JsValue) -> JsResult<Box<dyn MoveRule>> {
    Ok(Box::new(
        MoveFn::parse(&a.text(f, "f", MOVE_FN)?).map_err(js)?,
    ))
}

/// A parsed move function's answer to `checkF`/`checkFn`.
#[cfg(any(feature = "move-fn-game", feature = "cut-the-knot"))]
fn checked(parsed: Result<MoveFn, Error>) -> JsResult<JsValue> {
    Check::of(parsed, |m| Check {
        monotone: Some(m.proved_nondecreasing()),
        canonical: Some(m.canonical()),
        ..Check::default()
    })
}

/// Validates a move function as typed: `{ok, canonical, monotone}` or `{ok: false, message,
/// column, caret}`. Never throws for a string (one longer than the cap is an answer with `ok:
/// false` too); anything else is a `TypeError`, as for every export. (Also in Cut The Knot's
/// own package: its lesson's rule fields read it.)
#[cfg(any(feature = "move-fn-game", feature = "cut-the-knot"))]
#[wasm_bindgen(js_name = checkF)]
pub fn check_f(#[wasm_bindgen(unchecked_param_type = "string")] f: JsValue) -> JsResult<JsValue> {
    checked(
        Args("checkF")
            .measured(&f, "f", MOVE_FN)?
            .and_then(|f| MoveFn::parse(&f)),
    )
}

/// The report of a finished analysis, or the error that says to keep advancing.
fn finished<T>(report: Option<T>) -> JsResult<T> {
    report.ok_or_else(|| {
        js(Error::Illegal(crate::message::Message::new(
            "err-not-finished",
        )))
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
        .map_err(|_| js(Error::Bug(format!("could not attach {key}"))))
}

/// Installs the panic hook (debugging aid only: errors are returned, never panicked). Only the
/// full package (every family: the default features) has it: the hook formats the panic's
/// message and place, which took 4 KB gzipped of the course-page package and of each package
/// built for size (a panic there is a bare `RuntimeError: unreachable`; the same call on the full
/// package shows the message).
#[cfg(all(
    feature = "move-fn",
    feature = "blocking",
    feature = "cut-the-knot",
    feature = "single-delete",
    feature = "playground"
))]
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The answer of every `check…` export: `{ok: true, canonical, …}` with the fields that apply, or
/// `{ok: false, message, l10n, column, caret}` (column and caret for parse errors only; `l10n`
/// the message as data where the core has one, as a thrown error carries it).
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
    l10n: Option<Message>,
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
            l10n: e.message(),
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

/// `{from, to}`: the legal takes of a move-function game (to = 0 when the game is over), for
/// both of its exports (`Game` and the take-away game's `TakeawayGame`).
#[cfg(any(feature = "move-fn-game", feature = "cut-the-knot"))]
fn take_range(game: &crate::games::move_fn::Game) -> JsResult<JsValue> {
    let (from, to) = game.legal();
    #[derive(serde::Serialize)]
    struct Range {
        from: u64,
        to: u64,
    }
    to_js(&Range { from, to })
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
            /// any other level (a `TypeError` for a level that is not a string).
            #[wasm_bindgen(js_name = setLevel)]
            pub fn set_level(
                &mut self,
                #[wasm_bindgen(unchecked_param_type = "'perfect' | 'good' | 'beginner'")]
                level: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
            ) -> $crate::wasm::JsResult<()> {
                let a = $crate::wasm::Args(concat!(stringify!($export), ".setLevel"));
                self.1 = a.strength(&level, &seed)?;
                Ok(())
            }
        }
    };
}
use engine_game;

/// The packages' allocator: talc in place of Rust's default for wasm (dlmalloc), 2.4 KB smaller
/// gzipped in the course-page package at the same speed on the engine's hardest calls.
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
