//! The game families, one module each. Every module's `//!` header states the rules and cites the
//! seed document they come from.

pub mod blocking;
pub mod cut_the_knot;
pub mod move_fn;
pub mod single_delete;
