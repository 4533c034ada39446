//! The game families, one module each. Every module's `//!` header states the rules and cites the
//! paper they come from. [`level`] is how strongly the engine plays any of them, through
//! [`EngineGame`].

pub mod blocking;
pub mod cut_the_knot;
pub mod level;
pub mod move_fn;
pub mod single_delete;

use crate::error::Error;
use crate::message::Message;
use level::Strength;
use serde::Serialize;

/// A game against the engine, as the page and the CLI drive it: where it stands, the engine's
/// advice for the player to move, and the engine's own move at a [`level::Level`]. Making a move
/// takes arguments that differ by family (a take; a pile and a take; a pile to delete and one to
/// split): [`EngineGame::Play`] holds them, and each game keeps its own `play` too.
///
/// The levels are written once, in [`EngineGame::engine_move_at`]: a game lists its legal moves,
/// plays one, says whether one wins and how a careless one is told.
pub trait EngineGame {
    /// Where the game stands: the position, who moves, whether it is over, the moves so far.
    type State: Serialize;
    /// The engine's advice for the player to move, with its reason.
    type Hint: Serialize;
    /// The move the engine made, with its reason.
    type Move: Serialize;
    /// A move of the player to move, as the game's `play` takes it.
    type Play: Clone + PartialEq + std::fmt::Debug;

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

    /// The engine's best move for the player to move, worded as its own, not played yet.
    ///
    /// # Errors
    /// As [`EngineGame::hint`].
    fn engine_choice(&mut self) -> Result<Self::Move, Error>;

    /// The move that a move of the engine makes.
    fn move_of(m: &Self::Move) -> Self::Play;

    /// Plays a move of the player to move.
    ///
    /// # Errors
    /// An illegal move, or the rules failing.
    fn play_move(&mut self, m: &Self::Play) -> Result<(), Error>;

    /// How many moves have been made.
    fn ply(&self) -> u64;

    /// How many legal moves the player to move has (numbered 0.., always in the same order).
    ///
    /// # Errors
    /// When the game is over or cannot move yet (blocking Nim before the blocks).
    fn legal_count(&self) -> Result<u64, Error>;

    /// The legal move numbered `i` (< [`EngineGame::legal_count`]).
    ///
    /// # Errors
    /// As [`EngineGame::legal_count`], or `i` out of range.
    fn legal_move(&self, i: u64) -> Result<Self::Play, Error>;

    /// True when the legal move `m` wins: it leaves a position lost for the opponent against
    /// best play.
    ///
    /// # Errors
    /// When the engine cannot answer.
    fn wins(&mut self, m: &Self::Play) -> Result<bool, Error>;

    /// The move in words, after "I" ("take 3") or as a gerund ("taking 3").
    fn told(&self, m: &Self::Play, gerund: bool) -> String;

    /// The engine's move `m` instead of its best, with the reason `why`; what `best` says of the
    /// position (whether it is winning) is kept.
    fn careless(&self, best: Self::Move, m: &Self::Play, why: String) -> Self::Move;

    /// The move as a message, for a family whose moves are messages: the engine's own in the first
    /// person ("I take 3", [`take_told`]) when `gerund` is false, else as a gerund ("taking 3").
    /// `None` (the default) leaves a careless move's reason to [`EngineGame::told`], in English.
    fn told_message(&self, _m: &Self::Play, _gerund: bool) -> Option<Message> {
        None
    }

    /// [`EngineGame::careless`] with the reason as a message (a family that answers
    /// [`EngineGame::told_message`] keeps it on its move); by default its English.
    fn careless_said(&self, best: Self::Move, m: &Self::Play, why: Message) -> Self::Move {
        self.careless(best, m, why.english())
    }

    /// The engine plays its best move for the player to move and says why.
    ///
    /// # Errors
    /// As [`EngineGame::hint`].
    fn engine_move(&mut self) -> Result<Self::Move, Error> {
        let best = self.engine_choice()?;
        self.play_move(&Self::move_of(&best))?;
        Ok(best)
    }

    /// The engine moves at `strength`: its best move, or — as often as the level says, and only
    /// when there is another legal move — a careless one, drawn from the seed and the number of
    /// moves made. A careless move's reason says so, and names the better move only when the
    /// position was won and the careless move loses it.
    ///
    /// # Errors
    /// As [`EngineGame::hint`].
    fn engine_move_at(&mut self, strength: Strength) -> Result<Self::Move, Error> {
        let legal = self.legal_count()?;
        let Some(pick) = strength.careless_pick(self.ply(), legal) else {
            return self.engine_move();
        };
        let best = self.engine_choice()?;
        let top = Self::move_of(&best);
        let mut m = self.legal_move(pick)?;
        if m == top {
            // The draw numbers the moves other than the best: the last one stands in for it.
            m = self.legal_move(legal - 1)?;
        }
        let throws_away = self.wins(&top)? && !self.wins(&m)?;
        let said = if let Some(mine) = self.told_message(&m, false) {
            let why = match self.told_message(&top, true).filter(|_| throws_away) {
                Some(better) => Message::new("careless-won")
                    .msg("move", mine)
                    .msg("better", better),
                None => Message::new("careless").msg("move", mine),
            };
            self.careless_said(best, &m, why)
        } else {
            let why = if throws_away {
                format!(
                    "I {} without thinking hard ({} would have won).",
                    self.told(&m, false),
                    self.told(&top, true)
                )
            } else {
                format!("I {} without thinking hard.", self.told(&m, false))
            };
            self.careless(best, &m, why)
        };
        self.play_move(&m)?;
        Ok(said)
    }
}

/// A count with its noun, singular for exactly one: `plural(1, "move", "moves")` shows "1 move",
/// `plural(5, "more move", "more moves")` "5 more moves". Every count the engines print whose
/// value is not fixed goes through this, in `format!` as any value.
pub fn plural<'a>(n: u64, one: &'a str, many: &'a str) -> Counted<'a> {
    Counted { n, one, many }
}

/// What [`plural`] shows.
#[derive(Clone, Copy, Debug)]
pub struct Counted<'a> {
    n: u64,
    one: &'a str,
    many: &'a str,
}

impl std::fmt::Display for Counted<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let noun = if self.n == 1 { self.one } else { self.many };
        write!(f, "{} {noun}", self.n)
    }
}

/// The player to move after `ply` moves (0 = whoever moved first, 1 = the other); the player
/// who made the last of them is `player(ply + 1)`.
pub(crate) fn player(ply: usize) -> u8 {
    u8::from(ply % 2 == 1)
}

/// Checks that `i` numbers one of `count` legal moves.
///
/// # Errors
/// When it does not ([`no_move`]).
pub(crate) fn numbered(i: u64, count: u64) -> Result<(), Error> {
    if i < count {
        Ok(())
    } else {
        Err(no_move(i, count))
    }
}

/// The legal move numbered `i` in a list of them.
///
/// # Errors
/// When there is none ([`no_move`]).
pub(crate) fn nth<T: Clone>(legal: &[T], i: u64) -> Result<T, Error> {
    usize::try_from(i)
        .ok()
        .and_then(|k| legal.get(k))
        .cloned()
        .ok_or_else(|| no_move(i, legal.len() as u64))
}

/// The error for a legal move numbered `i` among `count`, which does not exist.
pub(crate) fn no_move(i: u64, count: u64) -> Error {
    Error::Illegal(
        Message::new("err-no-numbered")
            .num("i", i)
            .num("count", count),
    )
}

/// The sentences every family's hints share (see [`crate::message`]): the first step of a hint,
/// and a careless move of the engine (`$move` and `$better` are a family's words for moves, such
/// as [`take_told`]'s).
pub const MESSAGES: &[(&str, &str)] = &[
    ("hint-win", "You can win from here: { $because }"),
    (
        "hint-lose",
        "Every move loses against best play here: { $because }",
    ),
    ("careless", "{ $move } without thinking hard."),
    (
        "careless-won",
        "{ $move } without thinking hard ({ $better } would have won).",
    ),
    ("i-take", "I take { $take }"),
    ("taking", "taking { $take }"),
];

/// A take as [`EngineGame::told_message`] says it: "I take 3", or "taking 3".
pub fn take_told(take: u64, gerund: bool) -> Message {
    Message::new(if gerund { "taking" } else { "i-take" }).num("take", take)
}

/// A hint in three steps, revealed one at a time: whether the position is winning for the
/// player to move and `because`, which part of the structure matters (`structure`, without the
/// move), then the move with its reason (`why`).
pub(crate) fn graded_messages(
    winning: bool,
    because: Message,
    structure: Message,
    why: Message,
) -> Vec<Message> {
    let verdict =
        Message::new(if winning { "hint-win" } else { "hint-lose" }).msg("because", because);
    vec![verdict, structure, why]
}

/// The numbers written with `sep` between them ("2 + 5 + 13", "3, 5"), in a plain loop that the
/// families' sentences share (an iterator chain, a collect and a join at each were bytes of the
/// wasm).
pub(crate) fn joined(parts: &[u64], sep: &str) -> String {
    let mut text = String::new();
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            text.push_str(sep);
        }
        text.push_str(&p.to_string());
    }
    text
}

#[cfg(test)]
mod tests {
    use super::plural;

    #[test]
    fn counts_are_singular_for_one_only() {
        assert_eq!(plural(1, "move", "moves").to_string(), "1 move");
        assert_eq!(plural(0, "move", "moves").to_string(), "0 moves");
        assert_eq!(
            plural(5, "more move", "more moves").to_string(),
            "5 more moves"
        );
        assert_eq!(
            format!("({} left)", plural(1, "option", "options")),
            "(1 option left)"
        );
    }
}
