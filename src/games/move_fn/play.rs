//! A game in progress against the engine: the position, the legal moves, the history. The page
//! and the CLI ask this for everything; no rule of the game lives in the UI.

use super::base::Method;
use super::engine::{smallest_part, take_words, Advice, Engine};
use crate::error::{check_range, Error};
use crate::games::{numbered, player, EngineGame};
use crate::message::Message;
use serde::Serialize;

/// The most digits a take-away hint writes out.
const MAX_DIGITS: usize = 24;

/// One move made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Move {
    /// 0 = the player who moved first, 1 = the other.
    pub by: u8,
    /// Counters taken.
    pub take: u64,
    /// The pile before the move.
    pub pile_before: u64,
    /// The largest legal move before it.
    pub max_before: u64,
}

/// Where a game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameState {
    /// Counters left.
    pub pile: u64,
    /// The largest legal move now: min(pile, limit) (0 when the game is over).
    pub max: u64,
    /// The rule's limit before capping by the pile: the first-move maximum, then f(last move).
    /// Serialised as a decimal string: f can pass 2^53, which a JS number does not hold.
    #[serde(serialize_with = "decimal")]
    pub limit: u64,
    /// Who moves next (0 = whoever moved first).
    pub to_move: u8,
    /// True when the pile is empty.
    pub over: bool,
    /// The player who took the last counter.
    pub winner: Option<u8>,
    /// The moves so far.
    pub moves: Vec<Move>,
    /// The game G_i played (0 for a move function of x alone).
    pub game: usize,
    /// The residue i ⊕ pile at which f is evaluated after the next move (0 for f of x alone).
    pub residue: u32,
}

/// A number as its decimal string (exact in JSON and JS at any size).
fn decimal<S: serde::Serializer>(v: &u64, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(v)
}

/// How a game's hints word the engine's facts. Without one, a game speaks the move-function
/// game's notation (the base B_f, g(N)); a family whose lesson has its own (Cut The Knot's
/// take-away game: Schwenk's H) passes its notation with [`Game::in_notation`], which words the
/// same advice from the position.
pub trait Notation: Sync {
    /// The engine's `advice` (in B_f and g) from a pile of `pile` with at most `limit` to take,
    /// worded in this notation: the same `winning` and `take`, another `why` and `steps`.
    ///
    /// # Errors
    /// When the engine fails for a fact the words need.
    fn reword(
        &self,
        engine: &mut Engine,
        pile: u64,
        limit: u64,
        advice: Advice,
    ) -> Result<Advice, Error>;
}

/// A game of the move-function game from (pile, first-move maximum).
pub struct Game {
    engine: Engine,
    pile: u64,
    limit: u64,
    moves: Vec<Move>,
    /// Started from (N, N − 1) with f of x alone: a take-away game, whose hints speak of the
    /// digits of B_f and the rightmost 1 (Schwenk 1970) — unless a [`Notation`] words them (Cut
    /// The Knot's take-away game passes Schwenk's).
    takeaway: bool,
    /// The notation of the hints, when not the move-function game's own.
    notation: Option<&'static dyn Notation>,
}

impl Game {
    /// A new game.
    ///
    /// # Errors
    /// When pile or max is 0, or the pile is beyond what the engine can solve.
    pub fn new(engine: Engine, pile: u64, max: u64) -> Result<Self, Error> {
        check_range(
            "pile",
            u128::from(pile),
            1,
            u128::from(engine.reach()),
            "the engine's reach for this f",
        )?;
        check_range("max", u128::from(max), 1, u128::from(u64::MAX), "")?;
        let takeaway = engine.game().1 == 1 && max.checked_add(1) == Some(pile);
        Ok(Game {
            engine,
            pile,
            limit: max,
            moves: Vec::new(),
            takeaway,
            notation: None,
        })
    }

    /// The same game, its hints and the engine's reasons worded in `notation`.
    pub fn in_notation(self, notation: &'static dyn Notation) -> Self {
        Game {
            notation: Some(notation),
            ..self
        }
    }

    /// The position and history.
    pub fn state(&self) -> GameState {
        let over = self.pile == 0;
        GameState {
            pile: self.pile,
            max: if over { 0 } else { self.limit.min(self.pile) },
            limit: self.limit,
            to_move: player(self.moves.len()),
            over,
            winner: over.then(|| player(self.moves.len() + 1)),
            moves: self.moves.clone(),
            game: self.engine.game().0,
            residue: self.engine.residue(self.pile),
        }
    }

    /// The legal moves: take `from..=to` (empty when over).
    pub fn legal(&self) -> (u64, u64) {
        (
            1,
            if self.pile == 0 {
                0
            } else {
                self.limit.min(self.pile)
            },
        )
    }

    /// Makes a move.
    ///
    /// # Errors
    /// An illegal move (says the legal range), or f failing at `take`.
    pub fn play(&mut self, take: u64) -> Result<(), Error> {
        let (lo, hi) = self.legal();
        if hi == 0 {
            return Err(Error::Illegal(Message::new("err-game-over")));
        }
        if take < lo || take > hi {
            return Err(Error::Illegal(
                Message::new("err-take-max")
                    .figure("max", hi)
                    .figure("take", take),
            ));
        }
        let next_limit = self.engine.next_limit(self.pile, take)?;
        self.moves.push(Move {
            by: player(self.moves.len()),
            take,
            pile_before: self.pile,
            max_before: hi,
        });
        self.pile -= take;
        self.limit = next_limit;
        Ok(())
    }

    /// The engine's advice for the player to move (does not move).
    ///
    /// # Errors
    /// When the game is over, or the engine fails.
    pub fn hint(&mut self) -> Result<Advice, Error> {
        if self.pile == 0 {
            return Err(Error::Illegal(Message::new("err-game-over")));
        }
        let mut advice = self.engine.advise(self.pile, self.limit)?;
        if let Some(notation) = self.notation {
            return notation.reword(&mut self.engine, self.pile, self.limit, advice);
        }
        if self.takeaway {
            if let Some(digits) = self.digits()? {
                advice.steps[1] = digits.english();
                advice.step_messages[1] = digits;
            }
        }
        Ok(advice)
    }

    /// The take-away game's second step: the pile in the digits of the base, and its rightmost
    /// 1 (None when the base has too many members below the pile to write out, or is finite and
    /// used more than once).
    fn digits(&mut self) -> Result<Option<Message>, Error> {
        let (pile, x) = (self.pile, self.limit.min(self.pile));
        if self.engine.members_upto(pile)? > MAX_DIGITS {
            return Ok(None);
        }
        let (rep, base) = self.engine.representation(pile)?;
        let members = base.members_upto(pile);
        if members.len() > MAX_DIGITS || rep.theta > 0 {
            return Ok(None);
        }
        let top_first = members.iter().rev();
        let digits: String = top_first
            .clone()
            .map(|b| if rep.parts.contains(b) { '1' } else { '0' })
            .collect();
        let names: Vec<String> = top_first.map(u64::to_string).collect();
        let id = if base.method == Method::Simple {
            "mf-digits-schwenk"
        } else {
            "mf-digits"
        };
        Ok(Some(
            Message::new(id)
                .figure("pile", pile)
                .math("members", names.join(", "))
                .math("digits", digits)
                .msg("smallest", smallest_part(&rep, x)),
        ))
    }

    /// The engine moves (its advice) and returns the advice it followed.
    ///
    /// # Errors
    /// As [`Game::hint`].
    pub fn engine_move(&mut self) -> Result<Advice, Error> {
        EngineGame::engine_move(self)
    }

    /// The engine, for other questions about the same f.
    pub fn engine(&mut self) -> &mut Engine {
        &mut self.engine
    }
}

impl EngineGame for Game {
    type State = GameState;
    type Hint = Advice;
    type Move = Advice;
    type Play = u64;
    fn state(&self) -> Result<GameState, Error> {
        Ok(Game::state(self))
    }
    fn hint(&mut self) -> Result<Advice, Error> {
        Game::hint(self)
    }
    fn engine_choice(&mut self) -> Result<Advice, Error> {
        let mut a = Game::hint(self)?;
        a.steps.clear();
        a.step_messages.clear();
        Ok(a)
    }
    fn move_of(m: &Advice) -> u64 {
        m.take
    }
    fn play_move(&mut self, take: &u64) -> Result<(), Error> {
        self.play(*take)
    }
    fn ply(&self) -> u64 {
        self.moves.len() as u64
    }
    /// Takes 1..=max, in order.
    fn legal_count(&self) -> Result<u64, Error> {
        match self.legal() {
            (_, 0) => Err(Error::Illegal(Message::new("err-game-over"))),
            (_, hi) => Ok(hi),
        }
    }
    fn legal_move(&self, i: u64) -> Result<u64, Error> {
        numbered(i, self.legal_count()?)?;
        Ok(i + 1)
    }
    /// Taking `take` wins when it empties the pile, or leaves less to take than g of the rest.
    fn wins(&mut self, &take: &u64) -> Result<bool, Error> {
        let left = self.pile - take;
        if left == 0 {
            return Ok(true);
        }
        let next = self.engine.next_limit(self.pile, take)?;
        Ok(next.min(left) < self.engine.g(left)?)
    }
    fn told(&self, &take: &u64, gerund: bool) -> String {
        take_words(take, gerund)
    }
    fn careless(&self, best: Advice, &take: &u64, why: String) -> Advice {
        best.instead(take, why)
    }
}
