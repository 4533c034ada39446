//! The native integration tests, one binary with a module per file (one link instead of
//! eleven): property tests joining every fast path with its slow twin, known values from
//! `tests/data`, the CLI, and the vocabulary's round trips. `tests/common` is shared by them;
//! proptest keeps its regression seeds in `tests/proptest-regressions/<module>.txt`. `tests/common/cases.rs`
//! runs here and in the wasm binary alike: the same cases on both targets.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../common/mod.rs"]
mod common;

#[path = "../common/alloc_count.rs"]
mod alloc_count;

#[path = "../common/cases.rs"]
mod cases;

mod blocking_props;
mod bounds;
mod cli;
mod cut_the_knot_cli;
mod cut_the_knot_props;
mod decimal_props;
mod expr_props;
mod hint_steps;
mod known_values;
mod levels;
mod move_fn_g_sequence_props;
mod move_fn_growth;
mod move_fn_props;
mod periodic_example2;
mod periodic_props;
mod single_delete_props;
mod spec_props;
