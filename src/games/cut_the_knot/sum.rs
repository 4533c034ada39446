//! A row of take-away games played together (a sum of games): each pile is its own game from
//! (N_i, N_i − 1) with the same f; a move plays in one pile. By Sprague–Grundy the mover wins iff
//! the nim-sum G_1 ⊕ G_2 ⊕ … of the piles' Grundy values is not 0, and a winning move makes it 0
//! (tested against brute force of the whole row in `tests/cut_the_knot_props.rs`).

use super::grundy::GrundyTable;
use crate::error::{check_range, Error, ErrorKind};
use crate::games::move_fn::engine::take_words;
use crate::games::{graded_messages, no_move, EngineGame};
use crate::message::{Arg, Message};
use crate::rule::{FTable, MoveRule};
use serde::Serialize;

/// The most piles in a row.
pub const MAX_PILES: usize = 8;

/// The largest pile of a row.
pub const MAX_PILE: u64 = 2000;

/// One pile of the row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Component {
    /// Counters left.
    pub pile: u64,
    /// The rule's limit: N − 1 at the start, then f(last take in this pile), which can pass 2^53
    /// (f = 10^18 for "as many as you like"): a decimal string past 2^53 − 1 ([`crate::exact`]).
    #[serde(serialize_with = "crate::exact::number")]
    pub limit: u64,
    /// The largest legal take now: min(pile, limit).
    pub max: u64,
    /// G(pile, max).
    pub grundy: u32,
}

/// One move made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SumMove {
    /// 0 = whoever moved first.
    pub by: u8,
    /// The pile played (0-based).
    pub component: usize,
    /// Counters taken.
    pub take: u64,
    /// That pile before the move.
    pub pile_before: u64,
}

/// Where the row stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SumState {
    /// The piles.
    pub components: Vec<Component>,
    /// The XOR of their Grundy values.
    pub nim_sum: u32,
    /// Who moves next (0 = whoever moved first).
    pub to_move: u8,
    /// True when no pile has a legal move.
    pub over: bool,
    /// The player who made the last move, once over.
    pub winner: Option<u8>,
    /// The moves so far.
    pub moves: Vec<SumMove>,
}

/// Advice in a row: which pile, how many, why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SumAdvice {
    /// True when the player to move wins with best play.
    pub winning: bool,
    /// The pile to play (0-based).
    pub component: usize,
    /// Counters to take.
    pub take: u64,
    /// The nim-sum argument, in words.
    pub why: String,
    /// The hint in three steps (whether the row is winning, the nim-sum, the move); empty for
    /// the engine's own moves.
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

/// Why a finished row takes no more moves (the id of its message: no pile has a legal move).
const OVER: &str = "err-over-no-pile";

/// A sum of take-away games against the engine.
pub struct SumGame {
    /// f(k) for every take k ≤ the largest pile (evaluated once).
    fv: Vec<u64>,
    table: GrundyTable,
    piles: Vec<(u64, u64)>,
    moves: Vec<SumMove>,
}

impl SumGame {
    /// A row of take-away games from `piles` (each starts at (N, N − 1)).
    ///
    /// # Errors
    /// No pile or more than [`MAX_PILES`], a pile outside 1..=[`MAX_PILE`], or f failing.
    pub fn new(rule: Box<dyn MoveRule>, piles: &[u64]) -> Result<Self, Error> {
        check_range(
            "number of piles",
            piles.len() as u128,
            1,
            MAX_PILES as u128,
            "a row has 1 to 8 piles",
        )?;
        for &p in piles {
            check_range(
                "pile",
                u128::from(p),
                1,
                u128::from(MAX_PILE),
                "piles in a row stop at 2000",
            )?;
        }
        let mut f = FTable::new(rule);
        let top = piles.iter().copied().max().unwrap_or(1);
        f.validate(top)?;
        let table = GrundyTable::new(&mut f, top)?;
        // (plain loops here and below: iterator chains that collect were bytes of the wasm)
        let mut fv = vec![0];
        for k in 1..=top {
            fv.push(f.exact(0, k)?);
        }
        let mut starts = Vec::with_capacity(piles.len());
        for &p in piles {
            starts.push((p, p - 1));
        }
        Ok(SumGame {
            fv,
            table,
            piles: starts,
            moves: Vec::new(),
        })
    }

    /// f(k) for a take k (at most the largest pile: the table holds every one).
    fn f(&self, k: u64) -> u64 {
        usize::try_from(k)
            .ok()
            .and_then(|k| self.fv.get(k))
            .copied()
            .expect("a take is at most the largest pile")
    }

    fn component(&self, i: usize) -> Component {
        let (pile, limit) = self.piles[i];
        let max = pile.min(limit);
        Component {
            pile,
            limit,
            max,
            grundy: self.table.get(pile, max),
        }
    }

    fn nim_sum(&self) -> u32 {
        let mut s = 0;
        for i in 0..self.piles.len() {
            s ^= self.component(i).grundy;
        }
        s
    }

    /// The row and the history.
    pub fn state(&self) -> SumState {
        let mut components = Vec::with_capacity(self.piles.len());
        let (mut over, mut nim_sum) = (true, 0);
        for i in 0..self.piles.len() {
            let c = self.component(i);
            over &= c.max == 0;
            nim_sum ^= c.grundy;
            components.push(c);
        }
        SumState {
            nim_sum,
            components,
            to_move: crate::games::player(self.moves.len()),
            over,
            winner: over.then(|| crate::games::player(self.moves.len() + 1)),
            moves: self.moves.clone(),
        }
    }

    /// Takes `take` from pile `component` (0-based).
    ///
    /// # Errors
    /// An unknown pile, an illegal take (the message gives the legal range), a finished game.
    pub fn play(&mut self, component: usize, take: u64) -> Result<(), Error> {
        if self.state().over {
            return Err(Error::Illegal(Message::new(OVER)));
        }
        let Some(&(pile, _)) = self.piles.get(component) else {
            return Err(Error::Illegal(
                Message::new("err-no-pile-row")
                    .num("i", (component as u64).saturating_add(1))
                    .figure("count", self.piles.len() as u64),
            ));
        };
        let c = self.component(component);
        if c.max == 0 {
            return Err(Error::Illegal(
                Message::new("err-pile-stuck")
                    .num("i", component as u64 + 1)
                    .figure("pile", pile)
                    .figure("limit", c.limit),
            ));
        }
        if take == 0 || take > c.max {
            return Err(Error::Illegal(
                Message::new("err-take-from-pile")
                    .num("i", component as u64 + 1)
                    .figure("max", c.max)
                    .figure("take", take),
            ));
        }
        let next = self.f(take);
        self.moves.push(SumMove {
            by: crate::games::player(self.moves.len()),
            component,
            take,
            pile_before: pile,
        });
        self.piles[component] = (pile - take, next);
        Ok(())
    }

    fn sum_text(&self) -> String {
        let mut values = Vec::with_capacity(self.piles.len());
        for i in 0..self.piles.len() {
            values.push(u64::from(self.component(i).grundy));
        }
        format!(
            "{} = {}",
            crate::games::joined(&values, " ⊕ "),
            self.nim_sum()
        )
    }

    /// The engine's advice for the player to move, worded for that player.
    ///
    /// # Errors
    /// When the game is over, or f fails.
    pub fn hint(&self) -> Result<SumAdvice, Error> {
        self.advise(false)
    }

    /// The advice, worded for the player or as the engine's own move.
    fn advise(&self, engine: bool) -> Result<SumAdvice, Error> {
        if self.state().over {
            return Err(Error::Illegal(Message::new(OVER)));
        }
        let s = self.nim_sum();
        let sum = self.sum_text();
        let said = |winning: bool, component: usize, take: u64, why: Message| {
            let mut advice = SumAdvice {
                winning,
                component,
                take,
                why: why.english(),
                steps: Vec::new(),
                message: Some(why.clone()),
                step_messages: Vec::new(),
            };
            if !engine {
                let (because, structure) = if s != 0 {
                    (
                        Message::new("ck-sum-because-win"),
                        Message::new("ck-sum-structure-win").figure("s", s.into()),
                    )
                } else {
                    (
                        Message::new("ck-sum-because-lose"),
                        Message::new("ck-sum-structure-lose"),
                    )
                };
                let steps = graded_messages(s != 0, because, structure.math("sum", &sum), why);
                advice.steps = steps.iter().map(Message::english).collect();
                advice.step_messages = steps;
            }
            advice
        };
        if s != 0 {
            for i in 0..self.piles.len() {
                let c = self.component(i);
                let target = c.grundy ^ s;
                for k in 1..=c.max {
                    let fk = self.f(k);
                    let left = c.pile - k;
                    if self.table.get(left, fk) == target {
                        let why = Message::new(if engine {
                            "ck-sum-win-engine"
                        } else {
                            "ck-sum-win"
                        })
                        .math("sum", &sum)
                        .figure("take", k)
                        .num("pile", i as u64 + 1)
                        .figure("g", c.grundy.into())
                        .figure("left", left)
                        .figure("fk", fk)
                        .figure("target", target.into())
                        .figure("s", s.into());
                        return Ok(said(true, i, k, why));
                    }
                }
            }
            return Err(Error::Bug(format!(
                "no move makes the nim-sum 0 although it is {s}: this contradicts \
                 Sprague–Grundy and is a bug"
            )));
        }
        // Lost against best play: take 1 from the pile with the most room, to last longest.
        // (the last of the largest, as max_by_key picks)
        let mut most: Option<(usize, u64)> = None;
        for i in 0..self.piles.len() {
            let c = self.component(i);
            if c.max > 0 && most.is_none_or(|(_, pile)| c.pile >= pile) {
                most = Some((i, c.pile));
            }
        }
        let (i, _) = most.expect("a pile with a move");
        let why = Message::new(if engine {
            "ck-sum-lose-engine"
        } else {
            "ck-sum-lose"
        })
        .math("sum", &sum)
        .num("pile", i as u64 + 1);
        Ok(said(false, i, 1, why))
    }

    /// The engine moves (its advice) and returns the advice it followed.
    ///
    /// # Errors
    /// As [`SumGame::hint`].
    pub fn engine_move(&mut self) -> Result<SumAdvice, Error> {
        EngineGame::engine_move(self)
    }
}

/// Parses a row typed as "4, 6, 9".
///
/// # Errors
/// Text that is not a comma-separated list of whole numbers; a text longer than
/// [`MAX_TEXT`](crate::spec::MAX_TEXT), or a pile past 2^64 − 1 ([`ErrorKind::Limit`]).
pub fn parse_row(text: &str) -> Result<Vec<u64>, Error> {
    crate::error::check_length("", text, crate::spec::MAX_TEXT)?;
    let mut row = Vec::new();
    for (i, p) in (1u64..).zip(crate::error::list_items(text)) {
        let wrong = match crate::error::spaced_item(p, "piles") {
            Some(why) => Error::Wrong(why),
            None => match crate::error::parse_whole(p) {
                Ok(pile) => {
                    row.push(pile);
                    continue;
                }
                Err(e) if e.kind() == ErrorKind::Limit => e,
                Err(_) => Error::Wrong(Message::new("err-not-pile").math("text", p.trim())),
            },
        };
        // "pile 2", in words
        let pile = Message::new("err-pile-i").num("i", i);
        return Err(wrong.named_as(&format!("pile {i}"), Arg::Msg(Box::new(pile))));
    }
    Ok(row)
}

impl EngineGame for SumGame {
    type State = SumState;
    type Hint = SumAdvice;
    type Move = SumAdvice;
    /// (pile, take).
    type Play = (usize, u64);
    fn state(&self) -> Result<SumState, Error> {
        Ok(SumGame::state(self))
    }
    fn hint(&mut self) -> Result<SumAdvice, Error> {
        SumGame::hint(self)
    }
    fn engine_choice(&mut self) -> Result<SumAdvice, Error> {
        self.advise(true)
    }
    fn move_of(m: &SumAdvice) -> (usize, u64) {
        (m.component, m.take)
    }
    fn play_move(&mut self, &(component, take): &(usize, u64)) -> Result<(), Error> {
        self.play(component, take)
    }
    fn ply(&self) -> u64 {
        self.moves.len() as u64
    }
    /// Pile by pile, each take from 1 to its largest.
    fn legal_count(&self) -> Result<u64, Error> {
        let mut n = 0;
        for i in 0..self.piles.len() {
            n += self.component(i).max;
        }
        match n {
            0 => Err(Error::Illegal(Message::new(OVER))),
            n => Ok(n),
        }
    }
    fn legal_move(&self, i: u64) -> Result<(usize, u64), Error> {
        let mut rest = i;
        for c in 0..self.piles.len() {
            let max = self.component(c).max;
            if rest < max {
                return Ok((c, rest + 1));
            }
            rest -= max;
        }
        Err(no_move(i, self.legal_count()?))
    }
    /// A move wins when it makes the nim-sum 0.
    fn wins(&mut self, &(component, take): &(usize, u64)) -> Result<bool, Error> {
        let c = self.component(component);
        let after = self.table.get(c.pile - take, self.f(take));
        Ok(self.nim_sum() ^ c.grundy ^ after == 0)
    }
    fn told(&self, &(component, take): &(usize, u64), gerund: bool) -> String {
        format!("{} from pile {}", take_words(take, gerund), component + 1)
    }
    fn careless(
        &self,
        best: SumAdvice,
        &(component, take): &(usize, u64),
        why: String,
    ) -> SumAdvice {
        SumAdvice {
            component,
            take,
            why,
            message: None,
            ..best
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rule::MoveFn;

    #[test]
    fn engine_zeroes_the_nim_sum() {
        let mut g = SumGame::new(Box::new(MoveFn::parse("2x").unwrap()), &[4, 6, 9]).unwrap();
        let st = g.state();
        if st.nim_sum != 0 {
            let a = g.engine_move().unwrap();
            assert!(a.winning && a.why.contains("⊕"), "{}", a.why);
            assert!(a.why.contains("so I win. I take"), "{}", a.why);
            let h = g.hint().unwrap();
            assert!(!h.winning && h.why.contains("you lose"), "{}", h.why);
            assert_eq!(g.state().nim_sum, 0);
        }
        assert_eq!(
            g.play(7, 1).unwrap_err().to_string(),
            "there is no pile 8: the row has piles 1..3"
        );
        let e = g.play(0, 99).unwrap_err().to_string();
        assert!(
            e.starts_with("illegal move: from pile 1 take between 1 and ")
                && e.ends_with(", not 99"),
            "{e}"
        );
        assert!(parse_row("4, x")
            .unwrap_err()
            .to_string()
            .contains("pile 2"));
        assert_eq!(parse_row("4, 6, 9,").unwrap(), [4, 6, 9]);
        assert_eq!(parse_row(" 4 ,6 , ").unwrap(), [4, 6]);
        assert_eq!(
            parse_row("4, 6 9").unwrap_err().to_string(),
            "pile 2: '6 9' has a space inside: separate piles with commas (6, 9), and write a \
             number without spaces (69)"
        );
        assert!(parse_row("4,,").unwrap_err().to_string().contains("pile 2"));
    }
}
