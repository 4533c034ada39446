//! The game families, one module each. Every module's `//!` header states the rules and cites the
//! paper they come from.

pub mod blocking;
pub mod cut_the_knot;
pub mod move_fn;
pub mod single_delete;

use crate::error::Error;
use serde::Serialize;

/// A game against the engine, as the page and the CLI drive it: where it stands, the engine's
/// advice for the player to move, and the engine's own move. Making a move takes arguments that
/// differ by family (a take; a pile and a take; a pile to delete and one to split), so each game
/// keeps its own `play`.
pub trait EngineGame {
    /// Where the game stands: the position, who moves, whether it is over, the moves so far.
    type State: Serialize;
    /// The engine's advice for the player to move, with its reason.
    type Hint: Serialize;
    /// The move the engine made, with its reason.
    type Move: Serialize;

    /// Where the game stands.
    ///
    /// # Errors
    /// When the rules fail at the current move (blocking Nim's sequences are evaluated lazily).
    fn state(&self) -> Result<Self::State, Error>;

    /// The engine's advice for the player to move (does not move).
    ///
    /// # Errors
    /// When the game is over, or the engine cannot answer.
    fn hint(&mut self) -> Result<Self::Hint, Error>;

    /// The engine moves for the player to move and says why.
    ///
    /// # Errors
    /// As [`EngineGame::hint`].
    fn engine_move(&mut self) -> Result<Self::Move, Error>;
}

/// Implements [`EngineGame`] for a game whose own `state` cannot fail and whose `hint` and
/// `engine_move` already return its advice.
macro_rules! engine_game {
    ($game:ty: $state:ty, $advice:ty) => {
        impl $crate::games::EngineGame for $game {
            type State = $state;
            type Hint = $advice;
            type Move = $advice;
            fn state(&self) -> Result<$state, $crate::error::Error> {
                Ok(<$game>::state(self))
            }
            fn hint(&mut self) -> Result<$advice, $crate::error::Error> {
                <$game>::hint(self)
            }
            fn engine_move(&mut self) -> Result<$advice, $crate::error::Error> {
                <$game>::engine_move(self)
            }
        }
    };
}
use engine_game;
