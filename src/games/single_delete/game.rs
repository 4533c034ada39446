//! Playing single-delete Nim against the engine: the board keeps its piles in order (the deleted
//! pile goes, the split pile is replaced in place by its two parts), the solver decides every
//! move, and each piece of advice names the paper's statement that shows the position left is P
//! — or says that search found the move.

use super::theorems::{hypothesis_message, name_message, show, valuations, verdict};
use super::{Move, Solver};
use crate::error::{check_range, Error};
use crate::games::level::splitmix64;
use crate::games::{graded_messages, no_move, EngineGame};
use crate::message::Message;
use serde::Serialize;

/// A move made in the game (indices into the board before the move).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DeleteMove {
    /// 0 = the player who moved first.
    pub by: u8,
    /// The index of the pile deleted.
    pub delete: usize,
    /// The index of the pile split.
    pub split: usize,
    /// The two parts.
    pub parts: (u32, u32),
    /// The board before the move.
    pub before: Vec<u32>,
}

/// The game as the page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DeleteState {
    /// The piles in board order.
    pub piles: Vec<u32>,
    /// 0 = the player who moved first.
    pub to_move: u8,
    /// True when every pile is 1 (no move is possible).
    pub over: bool,
    /// Who made the last move, once the game is over.
    pub winner: Option<u8>,
    /// The moves so far.
    pub moves: Vec<DeleteMove>,
}

/// The engine's advice: a move (indices into the board) and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DeleteAdvice {
    /// True when the move leaves a P-position (the mover wins with best play).
    pub winning: bool,
    /// The index of the pile to delete.
    pub delete: usize,
    /// The index of the pile to split.
    pub split: usize,
    /// The two parts.
    pub parts: (u32, u32),
    /// The position left, sorted.
    pub leaves: Vec<u32>,
    /// The statement that shows the position left is P (or, for a losing mover, that the
    /// position is P), else "search"; "careless" for a careless move of the engine.
    pub reason: &'static str,
    /// Why, in words, for the speaker.
    pub why: String,
    /// The hint in three steps (whether the position is winning, the valuations and the
    /// statement that decides it, the move); empty for the engine's own moves.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<String>,
    /// `why` as a message (the front end words it in the reader's language); none for a careless
    /// move's reason.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<Message>,
    /// `steps` as messages.
    #[serde(rename = "stepMessages", skip_serializing_if = "Vec::is_empty")]
    pub step_messages: Vec<Message>,
}

/// A game from a start position, with its own solver.
pub struct DeleteGame {
    solver: Solver,
    piles: Vec<u32>,
    moves: Vec<DeleteMove>,
}

/// Why a finished game takes no more moves (the id of its message: every pile is 1).
const OVER: &str = "err-over-no-split";

impl DeleteGame {
    /// A game from `piles` (2..=8 piles, each ≥ 1, in board order).
    ///
    /// # Errors
    /// A wrong number of piles, a pile of 0, or a start too large to solve.
    pub fn new(piles: &[u64]) -> Result<Self, Error> {
        check_range(
            "number of piles",
            piles.len() as u128,
            super::PILES.0.into(),
            super::PILES.1.into(),
            "single-delete Nim is played with 2 to 8 piles",
        )?;
        let piles = piles
            .iter()
            .map(|&p| crate::narrow::small("pile", p, 1, 1_000_000, ""))
            .collect::<Result<Vec<u32>, _>>()?;
        let max = piles.iter().copied().max().unwrap_or(1);
        let solver = Solver::new(piles.len() as u64, max.into())?;
        Ok(DeleteGame {
            solver,
            piles,
            moves: Vec::new(),
        })
    }

    /// A random start: `k` piles of 1..=max (not all 1), from `seed`.
    ///
    /// # Errors
    /// As [`DeleteGame::new`]; max must be at least 2.
    pub fn random(k: u64, max: u64, seed: u64) -> Result<Self, Error> {
        check_range(
            "number of piles",
            u128::from(k),
            super::PILES.0.into(),
            super::PILES.1.into(),
            "single-delete Nim is played with 2 to 8 piles",
        )?;
        check_range(
            "largest pile",
            u128::from(max),
            2,
            1_000_000,
            "a game needs a pile to split",
        )?;
        // splitmix64: every seed its own sequence (xorshift seeded with `seed | 1` gave seeds
        // 2n and 2n + 1 the same start).
        let mut piles: Vec<u64> = (1..=k).map(|i| 1 + splitmix64(seed, i) % max).collect();
        if piles.iter().all(|&p| p == 1) {
            piles[0] = max;
        }
        DeleteGame::new(&piles)
    }

    /// True when every pile is 1: no pile can be split.
    fn over(&self) -> bool {
        self.piles.iter().all(|&p| p == 1)
    }

    /// The board, whose turn, and the moves so far.
    pub fn state(&self) -> DeleteState {
        let over = self.over();
        let n = self.moves.len();
        DeleteState {
            piles: self.piles.clone(),
            to_move: crate::games::player(n),
            over,
            winner: over.then_some(crate::games::player(n + 1)),
            moves: self.moves.clone(),
        }
    }

    /// Deletes pile `delete` and splits pile `split` into `x` and the rest (0-based indices).
    ///
    /// # Errors
    /// The game is over, an index is out of range or both are the same, the pile to split has
    /// one counter, or x is not in 1..pile.
    pub fn play(&mut self, delete: usize, split: usize, x: u64) -> Result<(), Error> {
        if self.over() {
            return Err(Error::Illegal(Message::new(OVER)));
        }
        let k = self.piles.len();
        for (what, i) in [("delete", delete), ("split", split)] {
            if i >= k {
                return Err(Error::Illegal(
                    Message::new("err-no-pile-to")
                        .num("i", (i as u64).saturating_add(1))
                        .math("what", what)
                        .num("count", k as u64),
                ));
            }
        }
        if delete == split {
            return Err(Error::Illegal(
                Message::new("err-delete-split").num("i", delete as u64 + 1),
            ));
        }
        let pile = self.piles[split];
        if pile < 2 {
            return Err(Error::Illegal(
                Message::new("err-split-one").num("i", split as u64 + 1),
            ));
        }
        if x == 0 || x >= u64::from(pile) {
            return Err(Error::Illegal(
                Message::new("err-split-range")
                    .num("i", split as u64 + 1)
                    .figure("pile", pile.into())
                    .figure("max", u64::from(pile) - 1)
                    .figure("x", x),
            ));
        }
        // (0 < x < pile, a u32)
        let (x, _) = self.parts(split, x);
        self.moves.push(DeleteMove {
            by: crate::games::player(self.moves.len()),
            delete,
            split,
            parts: (x, pile - x),
            before: self.piles.clone(),
        });
        let mut next = Vec::with_capacity(k);
        for (i, &p) in self.piles.iter().enumerate() {
            if i == split {
                next.push(x);
                next.push(pile - x);
            } else if i != delete {
                next.push(p);
            }
        }
        self.piles = next;
        Ok(())
    }

    /// The advice for the player to move.
    ///
    /// # Errors
    /// The game is over.
    pub fn hint(&self) -> Result<DeleteAdvice, Error> {
        self.advise(false)
    }

    /// The engine plays its advice and returns it, worded for the engine.
    ///
    /// # Errors
    /// The game is over.
    pub fn engine_move(&mut self) -> Result<DeleteAdvice, Error> {
        EngineGame::engine_move(self)
    }

    fn piles64(&self) -> Vec<u64> {
        self.piles.iter().map(|&p| u64::from(p)).collect()
    }

    /// The board indices of a move given by sizes.
    fn indices(&self, m: &Move) -> (usize, usize) {
        let d = self
            .piles
            .iter()
            .position(|&p| p == m.delete)
            .expect("the move's pile is on the board");
        let s = (0..self.piles.len())
            .find(|&i| i != d && self.piles[i] == m.split)
            .expect("the move's pile is on the board");
        (d, s)
    }

    /// Pile `s` split into x and the rest, for a legal x (0 < x < the pile, a u32 as piles are).
    ///
    /// # Panics
    /// For an x that is not (callers check).
    fn parts(&self, s: usize, x: u64) -> (u32, u32) {
        let pile = self.piles[s];
        let x = u32::try_from(x)
            .ok()
            .filter(|&x| 0 < x && x < pile)
            .expect("a legal split");
        (x, pile - x)
    }

    fn leaves(&self, d: usize, s: usize, parts: (u32, u32)) -> Vec<u32> {
        let mut a: Vec<u32> = (0..self.piles.len())
            .filter(|&i| i != d && i != s)
            .map(|i| self.piles[i])
            .chain([parts.0, parts.1])
            .collect();
        a.sort_unstable();
        a
    }

    fn advise(&self, engine: bool) -> Result<DeleteAdvice, Error> {
        if self.over() {
            return Err(Error::Illegal(Message::new(OVER)));
        }
        let moves = self.solver.winning_moves(&self.piles64())?;
        // Prefer a move whose position left a statement of the paper shows P.
        let explained = moves.iter().find(|m| {
            let (d, s) = self.indices(m);
            verdict(&self.leaves(d, s, m.parts)).is_some_and(|v| v.p)
        });
        if let Some(m) = explained.or(moves.first()) {
            let (d, s) = self.indices(m);
            let leaves = self.leaves(d, s, m.parts);
            let v = verdict(&leaves).filter(|v| v.p);
            let head = Message::new(if engine { "sd-head-engine" } else { "sd-head" })
                .num("delete", d as u64 + 1)
                .figure("deleted", m.delete.into())
                .num("split", s as u64 + 1)
                .figure("whole", m.split.into())
                .figure("a", m.parts.0.into())
                .figure("b", m.parts.1.into())
                .math("leaves", show(&leaves));
            let reply = Message::new(if engine {
                "sd-reply-engine"
            } else {
                "sd-reply"
            });
            let why = match &v {
                Some(v) => Message::new("sd-win")
                    .msg("head", head)
                    .msg("because", v.message.clone())
                    .msg("name", name_message(v.id)),
                None => Message::new("sd-win-search")
                    .msg("head", head)
                    .math("vals", valuations(&leaves)),
            }
            .msg("reply", reply);
            let structure = match &v {
                Some(v) => Message::new("sd-structure-win")
                    .math("vals", valuations(&self.piles))
                    .msg("name", name_message(v.id))
                    .msg("hyp", hypothesis_message(v.id)),
                None => {
                    Message::new("sd-structure-win-search").math("vals", valuations(&self.piles))
                }
            };
            let because = Message::new("sd-because-win").math("piles", show(&self.piles));
            return Ok(DeleteAdvice {
                delete: d,
                split: s,
                parts: m.parts,
                leaves,
                reason: v.map_or("search", |v| v.id),
                ..said(true, why, engine, because, structure)
            });
        }
        // A P-position: every move loses against best play. Delete the smallest pile and split
        // 1 off the largest other pile, to keep the game going.
        let d = (0..self.piles.len())
            .min_by_key(|&i| self.piles[i])
            .expect("piles");
        let s = (0..self.piles.len())
            .filter(|&i| i != d)
            .max_by_key(|&i| self.piles[i])
            .expect("two piles");
        let pile = self.piles[s];
        let parts = (1, pile - 1);
        let mut here = self.piles.clone();
        here.sort_unstable();
        let v = verdict(&here).filter(|v| v.p);
        let here_p = match &v {
            Some(v) => Message::new("sd-here-p")
                .msg("name", name_message(v.id))
                .math("piles", show(&here))
                .msg("because", v.message.clone()),
            None => Message::new("sd-here-p-search").math("piles", show(&here)),
        };
        let why = Message::new(if engine { "sd-lose-engine" } else { "sd-lose" })
            .msg("here", here_p)
            .num("delete", d as u64 + 1)
            .figure("deleted", self.piles[d].into())
            .num("split", s as u64 + 1)
            .figure("whole", pile.into());
        let vals = valuations(&self.piles);
        let (because, structure) = match &v {
            Some(v) => (
                Message::new("sd-because-lose")
                    .math("piles", show(&here))
                    .msg("name", name_message(v.id)),
                Message::new("sd-structure-lose")
                    .math("vals", vals)
                    .msg("because", v.message_at_start())
                    .msg("name", name_message(v.id)),
            ),
            None => (
                Message::new("sd-because-lose-search").math("piles", show(&here)),
                Message::new("sd-structure-lose-search").math("vals", vals),
            ),
        };
        Ok(DeleteAdvice {
            delete: d,
            split: s,
            parts,
            leaves: self.leaves(d, s, parts),
            reason: v.map_or("search", |v| v.id),
            ..said(false, why, engine, because, structure)
        })
    }
}

/// Advice whose reason is `why` (its English beside it), with the hint's three steps unless the
/// engine is the speaker; the move's fields are the caller's.
fn said(
    winning: bool,
    why: Message,
    engine: bool,
    because: Message,
    structure: Message,
) -> DeleteAdvice {
    let steps = if engine {
        Vec::new()
    } else {
        graded_messages(winning, because, structure, why.clone())
    };
    DeleteAdvice {
        winning,
        delete: 0,
        split: 0,
        parts: (0, 0),
        leaves: Vec::new(),
        reason: "search",
        why: why.english(),
        steps: steps.iter().map(Message::english).collect(),
        message: Some(why),
        step_messages: steps,
    }
}

impl EngineGame for DeleteGame {
    type State = DeleteState;
    type Hint = DeleteAdvice;
    type Move = DeleteAdvice;
    /// (pile to delete, pile to split, x): board indices and the first part.
    type Play = (usize, usize, u64);
    fn state(&self) -> Result<DeleteState, Error> {
        Ok(DeleteGame::state(self))
    }
    fn hint(&mut self) -> Result<DeleteAdvice, Error> {
        DeleteGame::hint(self)
    }
    fn engine_choice(&mut self) -> Result<DeleteAdvice, Error> {
        self.advise(true)
    }
    fn move_of(m: &DeleteAdvice) -> (usize, usize, u64) {
        (m.delete, m.split, u64::from(m.parts.0))
    }
    fn play_move(&mut self, &(delete, split, x): &(usize, usize, u64)) -> Result<(), Error> {
        self.play(delete, split, x)
    }
    fn ply(&self) -> u64 {
        self.moves.len() as u64
    }
    /// Every (delete, split, x), in that order of nesting.
    fn legal_count(&self) -> Result<u64, Error> {
        if self.over() {
            return Err(Error::Illegal(Message::new(OVER)));
        }
        let splits: u64 = self.piles.iter().map(|&p| u64::from(p) - 1).sum();
        // Deleting pile d leaves every split but d's own.
        Ok((0..self.piles.len())
            .map(|d| splits - (u64::from(self.piles[d]) - 1))
            .sum())
    }
    fn legal_move(&self, i: u64) -> Result<(usize, usize, u64), Error> {
        let mut rest = i;
        for d in 0..self.piles.len() {
            for s in (0..self.piles.len()).filter(|&s| s != d) {
                let xs = u64::from(self.piles[s]) - 1;
                if rest < xs {
                    return Ok((d, s, rest + 1));
                }
                rest -= xs;
            }
        }
        Err(no_move(i, self.legal_count()?))
    }
    /// A move wins when the position it leaves is P.
    fn wins(&mut self, &(d, s, x): &(usize, usize, u64)) -> Result<bool, Error> {
        let parts = self.parts(s, x);
        let leaves: Vec<u64> = self
            .leaves(d, s, parts)
            .into_iter()
            .map(u64::from)
            .collect();
        self.solver.is_p(&leaves)
    }
    fn told(&self, &(d, s, x): &(usize, usize, u64), gerund: bool) -> String {
        let (del, split) = if gerund {
            ("deleting", "splitting")
        } else {
            ("delete", "split")
        };
        let pile = self.piles[s];
        format!(
            "{del} pile {} ({}) and {split} pile {} ({pile}) into {x} + {}",
            d + 1,
            self.piles[d],
            s + 1,
            u64::from(pile) - x
        )
    }
    /// The reason is `careless`: no statement speaks for the move.
    fn careless(
        &self,
        best: DeleteAdvice,
        &(d, s, x): &(usize, usize, u64),
        why: String,
    ) -> DeleteAdvice {
        let parts = self.parts(s, x);
        DeleteAdvice {
            delete: d,
            split: s,
            parts,
            leaves: self.leaves(d, s, parts),
            reason: "careless",
            why,
            message: None,
            ..best
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_starts_differ_by_seed() {
        let starts: std::collections::HashSet<Vec<u32>> = (0..50)
            .map(|seed| DeleteGame::random(4, 30, seed).unwrap().state().piles)
            .collect();
        assert!(starts.len() >= 48, "{} distinct starts of 50", starts.len());
    }

    #[test]
    fn the_board_keeps_its_order() {
        let mut g = DeleteGame::new(&[3, 8, 5]).unwrap();
        g.play(0, 1, 3).unwrap();
        assert_eq!(g.state().piles, vec![3, 5, 5]);
        assert_eq!(g.state().to_move, 1);
        assert_eq!(g.state().moves[0].before, vec![3, 8, 5]);
    }

    #[test]
    fn illegal_moves_leave_the_game_as_it_was() {
        let mut g = DeleteGame::new(&[1, 4]).unwrap();
        for ((d, s, x), english) in [
            (
                (0, 0, 1),
                "illegal move: pile 1 cannot be both deleted and split; split another pile",
            ),
            (
                (1, 0, 1),
                "illegal move: pile 1 has 1 counter and cannot be split",
            ),
            (
                (0, 2, 1),
                "illegal move: there is no pile 3 to split; the piles are 1 to 2",
            ),
            (
                (2, 1, 1),
                "illegal move: there is no pile 3 to delete; the piles are 1 to 2",
            ),
            (
                (0, 1, 0),
                "illegal move: pile 2 of 4 splits into x + 4 − x with x from 1 to 3, not 0",
            ),
            (
                (0, 1, 4),
                "illegal move: pile 2 of 4 splits into x + 4 − x with x from 1 to 3, not 4",
            ),
        ] {
            let e = g.play(d, s, x).unwrap_err();
            assert_eq!(e.to_string(), english, "({d}, {s}, {x})");
            assert!(e.message().is_some_and(|m| m.id.starts_with("err-")));
        }
        assert_eq!(g.state().piles, vec![1, 4]);
        assert!(g.state().moves.is_empty());
    }

    #[test]
    fn hints_win_and_name_the_theorem() {
        // (2, 6): Theorem 1.1 — split the 6 into two odd piles.
        let mut g = DeleteGame::new(&[2, 6]).unwrap();
        let h = g.hint().unwrap();
        assert!(h.winning);
        assert_eq!(h.reason, "theorem-1.1");
        assert!(h.why.starts_with("Delete pile"), "{}", h.why);
        let e = g.engine_move().unwrap();
        assert!(e.why.starts_with("I delete"), "{}", e.why);
        assert!(g.solver.is_p(&g.piles64()).unwrap());
        // The engine, now in a P-position, says it loses.
        let h = g.hint().unwrap();
        assert!(!h.winning);
    }

    #[test]
    fn engine_against_itself_ends_and_the_first_player_wins_from_n() {
        let mut g = DeleteGame::new(&[4, 6, 7, 9]).unwrap();
        let first_wins = !g.solver.is_p(&g.piles64()).unwrap();
        while !g.state().over {
            g.engine_move().unwrap();
        }
        assert_eq!(g.state().winner, Some(if first_wins { 0 } else { 1 }));
        assert!(g.hint().is_err());
    }
}
