//! # The classic single-pile games of Cut The Knot
//!
//! Bogomolny, "Single Pile Games", Cut The Knot (2002)
//! (www.cut-the-knot.org), and A. J. Schwenk, "Take-Away Games", Fibonacci Quarterly 8 (1970).
//!
//! **Rules.**
//! * *One Pile with Min/Max* and, more generally, *subtraction games* ([`subtraction`]): one pile;
//!   a move removes s counters for some s in a fixed set (for One Pile, Min ≤ s ≤ Max), s ≤ pile.
//!   A player who cannot move loses. Grundy numbers by the mex rule; the paper's P-positions are
//!   the S with S mod (Min + Max) < Min.
//! * *Take-away games* ([`schwenk`]): one pile of N; the first move takes 1..N − 1 (anything but
//!   the whole pile), every later move at most f(the previous move). Whoever takes the last
//!   counter wins. The prototypes are f = x, 2x − 1 and 2x (Fibonacci Nim); Schwenk's sequence H
//!   gives the losing starts and a Zeckendorf-like representation whose smallest term is the
//!   winning move. This is the move-function game (Holshouser & Reiter 2003) from (N, N − 1), so
//!   its losing starts are the N with g(N) = N there, and H is compared with its base B_f.
//! * The take-away game's hints ([`hints`]) speak Schwenk's notation (H, the smallest part), not
//!   the move-function game's B_f and g(N).
//! * *Grundy values* ([`grundy`]) of the dynamic positions (N, x) for any f, and *sums* of
//!   take-away games ([`sum`]) played by the nim-sum.
//! * The sentences of the three games' hints and reasons, and of the subtraction game's verdicts,
//!   are messages ([`messages`], ids `ck-…`) that the front end words in the reader's language.

pub mod grundy;
pub mod hints;
pub mod messages;
pub mod schwenk;
pub mod subtraction;
pub mod sum;

pub use crate::games::move_fn::Advice;
