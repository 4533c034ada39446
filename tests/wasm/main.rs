//! The wasm API, run by wasm-bindgen-test in node (`cargo test --target wasm32-unknown-unknown
//! --test wasm`) and in headless Chromium (the same with `--features browser-tests`). Every
//! export, bad input included: errors arrive as JS `Error`s with the core's message and their
//! `kind` (`errors`), arguments of the wrong JS type as `TypeError`s naming the parameter
//! (`arguments`), and the module keeps working. One test binary, a module per family (one link
//! and one runner start instead of three).
#![cfg(target_arch = "wasm32")]

#[cfg(feature = "browser-tests")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

#[path = "../common/cases.rs"]
mod cases;

mod arguments;
mod blocking;
mod bounds;
mod cut_the_knot;
mod errors;
mod hints;
mod js;
mod levels;
mod move_fn;
mod single_delete;
mod spec;
