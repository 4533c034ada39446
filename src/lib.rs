//! # Nim Lab
//!
//! Exact solvers for one-pile take-away games, for the browser (through `src/wasm/`, the only
//! module that knows about WebAssembly, a file per game family) and the command line
//! (`src/bin/nimlab.rs`).
//!
//! * [`expr`]: the move-function language users type (`2x`, `if x % 2 == 0 then x/2 else 3x`).
//! * [`rule`]: move functions as solvers see them, tabulated once per computation.
//! * [`games`]: one module per game family, each stating its rules and citing its paper.
//! * [`spec`]: the one vocabulary of inputs: one table of fields for the page's URLs and the wasm
//!   API, and the attributes of the widgets a course page embeds.
//! * [`decimal`]: a figure in a message written as `format!` writes an f64, without core's
//!   float formatting in the wasm packages.
//! * [`error`]: every failure a user can cause, as a value with a readable message.
//! * [`message`]: the engine's sentences as data (a catalogue id and typed arguments), and their
//!   English.
//! * [`exact`]: whole numbers in answers, exact for JavaScript (a decimal string past 2^53 − 1).
//! * [`narrow`]: one arithmetic on every target: users' numbers stay `u64`, and every narrowing
//!   to an index or a table's `u32` is checked against its limit.

// A narrowing `as` wraps silently in wasm32 and not natively: every narrowing is checked
// ([`narrow`]), and an `as` that cannot lose anything says why where it is.
#![deny(clippy::cast_possible_truncation)]

pub mod decimal;
pub mod error;
pub mod exact;
pub mod expr;
pub mod games;
pub mod message;
pub mod narrow;
pub mod rule;
pub mod spec;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use error::Error;
