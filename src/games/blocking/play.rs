//! A game of blocking Nim against the engine. Every move has two halves: the opponent of the
//! player to move forbids up to c_k options ([`BlockingGame::block`], or the engine's choice in
//! [`BlockingGame::engine_block`]), then the player to move takes an allowed x
//! ([`BlockingGame::play`], or [`BlockingGame::engine_move`]). The page asks this for everything.

use super::brute::{self, Levels};
use super::formula;
use super::seq::{Rules, Step};
use crate::error::Error;
use crate::games::move_fn::engine::take_words;
use crate::games::{graded_messages, no_move, take_told, EngineGame};
use crate::message::Message;
use serde::Serialize;

/// The largest starting pile of a game.
pub const MAX_PILE: u64 = crate::error::MAX_START_PILE;

/// One move made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Played {
    /// 0 = the player who moved first, 1 = the other.
    pub by: u8,
    /// The move number k.
    #[serde(rename = "move")]
    pub move_no: u64,
    /// The pile before the move.
    pub pile_before: u64,
    /// Counters taken.
    pub take: u64,
    /// The options the opponent forbade.
    pub blocked: Vec<u64>,
}

/// Where a game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct State {
    /// Counters left.
    pub pile: u64,
    /// The move number k of the next move.
    #[serde(rename = "move")]
    pub move_no: u64,
    /// Who moves (0 = whoever moved first).
    pub to_move: u8,
    /// The options are x ∈ [from, to] (none when to < from). `from` is m_k, typed: past a pile
    /// it ends the game, and up to 2^63 − 1 it is a decimal string past 2^53 − 1
    /// ([`crate::exact`]); `to` ≤ the pile.
    #[serde(serialize_with = "crate::exact::number")]
    pub from: u64,
    /// See `from`.
    pub to: u64,
    /// How many options there are.
    pub count: u64,
    /// c_k: how many the opponent may forbid (typed: up to 2^63 − 1, a decimal string past
    /// 2^53 − 1, [`crate::exact`]).
    #[serde(serialize_with = "crate::exact::number")]
    pub c: u64,
    /// The options forbidden for this move.
    pub blocked: Vec<u64>,
    /// The blocks for this move have been chosen.
    pub blocks_set: bool,
    /// The game is over.
    pub over: bool,
    /// The winner, once over.
    pub winner: Option<u8>,
    /// Why the game ended.
    pub reason: Option<String>,
    /// `reason` as a message (the front end words it in the reader's language).
    #[serde(rename = "reasonMessage", skip_serializing_if = "Option::is_none")]
    pub reason_message: Option<Message>,
    /// The moves so far.
    pub moves: Vec<Played>,
}

/// The engine's blocks or move, with its reasons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    /// Options forbidden (for a block) — empty for a move.
    pub blocked: Vec<u64>,
    /// The take (for a move), or the suggested take (for a hint).
    pub take: Option<u64>,
    /// True when the chooser wins with best play from here.
    pub winning: bool,
    /// Allowed options that win for the player to move (hints; the page reads them from
    /// [`Hint`]).
    #[serde(skip)]
    pub options: Vec<u64>,
    /// Why, in a teacher's words.
    pub why: String,
    /// A hint's three steps (the page reads them from [`Hint`]).
    #[serde(skip)]
    pub steps: Vec<String>,
    /// `why` as a message (the front end words it in the reader's language).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<Message>,
    /// `steps` as messages (the page reads them from [`Hint`]).
    #[serde(skip)]
    pub step_messages: Vec<Message>,
}

impl Choice {
    /// Blocks or a take whose reason is a message (`why` its English), without steps.
    fn said(blocked: Vec<u64>, take: Option<u64>, winning: bool, message: Message) -> Choice {
        Choice {
            blocked,
            take,
            winning,
            options: Vec::new(),
            why: message.english(),
            steps: Vec::new(),
            message: Some(message),
            step_messages: Vec::new(),
        }
    }

    /// With the hint's steps, as messages and their English.
    fn with_steps(mut self, steps: Vec<Message>) -> Choice {
        self.steps = steps.iter().map(Message::english).collect();
        self.step_messages = steps;
        self
    }
}

/// The advice for the player to move, as the page shows it; before the blocks are chosen, the
/// advice for the opponent who chooses them (the forbidding turn).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Hint {
    /// The allowed takes that win (empty when none does); on the forbidding turn, the taker's
    /// winning takes that the suggested blocks leave (empty: the one who forbids wins).
    pub winning: Vec<u64>,
    /// The suggested take: the largest winning one, or the smallest allowed when none wins;
    /// `None` on the forbidding turn.
    pub take: Option<u64>,
    /// On the forbidding turn, the options to forbid (possibly none); else `None`.
    pub forbid: Option<Vec<u64>>,
    /// Why, in a teacher's words.
    pub why: String,
    /// The hint in three steps, revealed one at a time: whether the position is winning, the
    /// safe piles and what may be forbidden, then the move.
    pub steps: Vec<String>,
    /// `why` as a message (the front end words it in the reader's language).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<Message>,
    /// `steps` as messages.
    #[serde(rename = "stepMessages", skip_serializing_if = "Vec::is_empty")]
    pub step_messages: Vec<Message>,
}

impl From<Choice> for Hint {
    /// A choice without a take is advice on what to forbid ([`BlockingGame::hint`]).
    fn from(c: Choice) -> Self {
        let forbid = c.take.is_none().then(|| c.blocked.clone());
        Hint {
            winning: c.options,
            take: c.take,
            forbid,
            why: c.why,
            steps: c.steps,
            message: c.message,
            step_messages: c.step_messages,
        }
    }
}

/// A game from a starting pile.
pub struct BlockingGame {
    rules: Rules,
    pile: u64,
    move_no: u64,
    blocked: Vec<u64>,
    blocks_set: bool,
    moves: Vec<Played>,
    end: Option<(u8, Message)>,
    solved: Option<(u64, u64, Levels)>,
}

/// Options named in a sentence: all of them up to [`LISTED`], else the first few, the last and
/// how many (a pile of 10^6 with a huge M_k has 10^6 options, and c_k may forbid as many);
/// "3, 5 and 7", or with `or` "3, 5 or 7".
fn list(xs: &[u64], or: bool) -> Message {
    match xs {
        [] => Message::new("bn-list-none"),
        [a] => Message::new("bn-list-one").figure("a", *a),
        [.., last] if xs.len() > LISTED => Message::new(if or {
            "bn-list-long-or"
        } else {
            "bn-list-long-and"
        })
        .math("first", crate::games::joined(&xs[..LISTED / 2], ", "))
        .figure("last", *last)
        .num("count", xs.len() as u64),
        [rest @ .., last] => Message::new(if or { "bn-list-or" } else { "bn-list-and" })
            .math("rest", crate::games::joined(rest, ", "))
            .figure("last", *last),
    }
}

/// The most options [`list`] names one by one.
const LISTED: usize = 12;

/// Whether x is in `sorted` (ascending): the blocks and winning takes can number 10^6, so a
/// linear `contains` per option made a move quadratic.
fn has(sorted: &[u64], x: u64) -> bool {
    sorted.binary_search(&x).is_ok()
}

impl BlockingGame {
    /// A new game.
    ///
    /// # Errors
    /// A pile outside 1..=[`MAX_PILE`], a bad value in the sequences, or a game too large to solve.
    pub fn new(rules: Rules, pile: u64) -> Result<Self, Error> {
        crate::error::check_start_pile(pile)?;
        let mut g = BlockingGame {
            rules,
            pile,
            move_no: 1,
            blocked: Vec::new(),
            blocks_set: false,
            moves: Vec::new(),
            end: None,
            solved: None,
        };
        g.enter()?;
        Ok(g)
    }

    fn step(&self) -> Result<Step, Error> {
        self.rules.step(self.move_no)
    }

    fn to_move(&self) -> u8 {
        crate::games::player(self.moves.len())
    }

    /// The options x ∈ [from, to] now.
    fn options(&self) -> Result<(u64, u64), Error> {
        let s = self.step()?;
        Ok((s.m, s.max.min(self.pile)))
    }

    /// A new position: solve it, and end the game when the mover has no option at all.
    fn enter(&mut self) -> Result<(), Error> {
        self.blocked.clear();
        self.blocks_set = false;
        let s = self.step()?;
        if self.pile < s.m {
            self.end = Some((
                1 - self.to_move(),
                Message::new("bn-end-small")
                    .num("pile", self.pile)
                    .figure("i", self.move_no)
                    .figure("m", s.m),
            ));
            return Ok(());
        }
        if s.c == 0 {
            self.blocks_set = true; // nothing may be forbidden
        }
        self.solve()?;
        Ok(())
    }

    fn solve(&mut self) -> Result<&Levels, Error> {
        let fresh =
            matches!(&self.solved, Some((p, k, _)) if *p == self.pile && *k == self.move_no);
        if !fresh {
            let l = brute::solve(&self.rules, self.move_no, 2, self.pile)?;
            self.solved = Some((self.pile, self.move_no, l));
        }
        Ok(&self.solved.as_ref().expect("just solved").2)
    }

    /// Options x (allowed or not) that leave a pile safe at the next move: winning takes.
    fn winning_takes(&mut self) -> Result<Vec<u64>, Error> {
        let (from, to) = self.options()?;
        let (pile, k) = (self.pile, self.move_no);
        let l = self.solve()?;
        Ok((from..=to)
            .filter(|&x| l.is_safe(pile - x, k + 1))
            .collect())
    }

    /// The position and history.
    pub fn state(&self) -> Result<State, Error> {
        let s = self.step()?;
        let (from, to) = (s.m, s.max.min(self.pile));
        Ok(State {
            pile: self.pile,
            move_no: self.move_no,
            to_move: self.to_move(),
            from,
            to,
            count: (to + 1).saturating_sub(from),
            c: s.c,
            blocked: self.blocked.clone(),
            blocks_set: self.blocks_set,
            over: self.end.is_some(),
            winner: self.end.as_ref().map(|e| e.0),
            reason: self.end.as_ref().map(|e| e.1.english()),
            reason_message: self.end.as_ref().map(|e| e.1.clone()),
            moves: self.moves.clone(),
        })
    }

    fn check_open(&self) -> Result<(), Error> {
        if self.end.is_some() {
            return Err(Error::Illegal(Message::new("err-game-over")));
        }
        Ok(())
    }

    /// The opponent of the player to move forbids `list` (at most c_k distinct options).
    ///
    /// # Errors
    /// The game is over, the blocks were already chosen, too many, repeated, or not options.
    pub fn block(&mut self, list: &[u64]) -> Result<(), Error> {
        self.check_open()?;
        let s = self.step()?;
        let (from, to) = self.options()?;
        if self.blocks_set && !(s.c == 0 && list.is_empty()) {
            return Err(Error::Illegal(
                Message::new("err-blocks-set").num("k", self.move_no),
            ));
        }
        let mut sorted = list.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != list.len() {
            return Err(Error::Illegal(Message::new("err-forbidden-twice")));
        }
        if sorted.len() as u64 > s.c {
            return Err(Error::Illegal(
                Message::new("err-forbid-many")
                    .figure("i", self.move_no)
                    .num("c", s.c)
                    .num("k", self.move_no)
                    .num("n", sorted.len() as u64),
            ));
        }
        if let Some(x) = sorted.iter().find(|&&x| x < from || x > to) {
            return Err(Error::Illegal(
                Message::new("err-not-option")
                    .figure("x", *x)
                    .figure("from", from)
                    .figure("to", to),
            ));
        }
        self.blocked = sorted;
        self.blocks_set = true;
        if self.blocked.len() as u64 == (to + 1).saturating_sub(from) {
            self.end = Some((
                1 - self.to_move(),
                Message::new("bn-end-all-forbidden").num("k", self.move_no),
            ));
        }
        Ok(())
    }

    /// The player to move takes `take`.
    ///
    /// # Errors
    /// The game is over, the blocks are not chosen yet, or `take` is not an allowed option.
    pub fn play(&mut self, take: u64) -> Result<(), Error> {
        self.check_open()?;
        let (from, to) = self.options()?;
        if !self.blocks_set {
            return Err(Error::Illegal(
                Message::new("err-block-first").figure("i", self.move_no),
            ));
        }
        if take < from || take > to {
            return Err(Error::Illegal(
                Message::new("err-take-range")
                    .figure("from", from)
                    .figure("to", to)
                    .figure("take", take),
            ));
        }
        if has(&self.blocked, take) {
            return Err(Error::Illegal(
                Message::new("err-take-forbidden").figure("take", take),
            ));
        }
        self.moves.push(Played {
            by: self.to_move(),
            move_no: self.move_no,
            pile_before: self.pile,
            take,
            blocked: self.blocked.clone(),
        });
        self.pile -= take;
        self.move_no += 1;
        self.enter()
    }

    /// Theorem 1's words for a pile at a move, when the formula agrees with brute force there
    /// (none when the formula cannot be evaluated).
    fn formula_words(&self, pile: u64, k: u64, safe: bool) -> Option<Message> {
        match formula::classify(&self.rules, k, pile) {
            Ok(c) if c.safe == safe => Some(
                Message::new(if safe {
                    "bn-theorem-safe"
                } else {
                    "bn-theorem-unsafe"
                })
                .num("pile", pile)
                .math("interval", format!("[{}, {}]", c.from, c.to))
                .num("k", k),
            ),
            Ok(_) => Some(Message::new("bn-theorem-off")),
            Err(_) => None,
        }
    }

    /// The engine, as the opponent of the player to move, forbids the options that hurt it most:
    /// the mover's winning takes first (the largest first), then the smallest takes, which would
    /// drag the game on.
    ///
    /// # Errors
    /// As [`BlockingGame::block`].
    pub fn engine_block(&mut self) -> Result<Choice, Error> {
        self.check_open()?;
        let s = self.step()?;
        let (from, to) = self.options()?;
        let wins = self.winning_takes()?; // ascending
        let k = self.move_no;
        let mut blocked: Vec<u64> = wins
            .iter()
            .rev()
            .copied()
            .take(crate::narrow::saturating(s.c))
            .collect();
        let mut chosen = blocked.clone();
        chosen.reverse();
        // Then the smallest takes: each x once (x grows), none of the winning ones chosen.
        for x in from..=to {
            if blocked.len() as u64 >= s.c {
                break;
            }
            if !has(&chosen, x) {
                blocked.push(x);
            }
        }
        let mut why = if wins.is_empty() {
            Message::new("bn-block-none").num("k", k).num("next", k + 1)
        } else if wins.len() as u64 <= s.c {
            Message::new("bn-block-all")
                .msg("wins", list(&wins, true))
                .num("n", wins.len() as u64)
                .num("next", k + 1)
                .figure("i", k)
                .num("c", s.c)
        } else {
            Message::new("bn-block-few")
                .num("n", wins.len() as u64)
                .msg("wins", list(&wins, false))
                .figure("i", k)
                .figure("c", s.c)
        };
        let filler: Vec<u64> = blocked
            .iter()
            .copied()
            .filter(|&x| !has(&wins, x))
            .collect();
        if !filler.is_empty() {
            why = Message::new("bn-block-also")
                .msg("why", why)
                .msg("filler", list(&filler, false));
        }
        blocked.sort_unstable();
        self.block(&blocked)?;
        Ok(Choice::said(blocked, None, wins.len() as u64 <= s.c, why))
    }

    /// What the player to move should take given the blocks: the allowed winning takes and the
    /// largest of them (the quickest), or the smallest take when none wins.
    ///
    /// # Errors
    /// The game is over or the blocks are not chosen yet.
    pub fn hint(&mut self) -> Result<Choice, Error> {
        self.check_open()?;
        if !self.blocks_set {
            return self.forbid_hint();
        }
        let advice = self.advise(false)?;
        let steps = self.steps(&advice)?;
        Ok(advice.with_steps(steps))
    }

    /// The forbidding turn's hint, for the opponent of the player to move: which options to
    /// forbid and why, in three steps (can you win, the piles that matter, what to forbid). The
    /// choice has no take; `blocked` is the advice, `options` the taker's winning takes it
    /// leaves, `winning` whether the one who forbids wins with best play.
    fn forbid_hint(&mut self) -> Result<Choice, Error> {
        let (from, to) = self.options()?;
        let (pile, next) = (self.pile, self.move_no + 1);
        let c = self.step()?.c;
        let wins = self.winning_takes()?; // ascending: the taker's winning takes
        let n = wins.len() as u64;
        let forbid: Vec<u64> = {
            let mut f: Vec<u64> = wins
                .iter()
                .rev()
                .take(crate::narrow::saturating(c))
                .copied()
                .collect();
            f.sort_unstable();
            f
        };
        let left: Vec<u64> = wins.iter().copied().filter(|&x| !has(&forbid, x)).collect();
        let verdict = if wins.is_empty() {
            Message::new("bn-forbid-verdict-free").num("c", c)
        } else if n <= c {
            Message::new("bn-forbid-verdict-win")
                .num("n", n)
                .num("c", c)
        } else {
            Message::new("bn-forbid-verdict-lose")
                .num("n", n)
                .num("c", c)
        };
        let mut safe: Vec<u64> = wins.iter().map(|x| pile - x).collect();
        safe.sort_unstable();
        let structure = Message::new("bn-forbid-structure")
            .num("from", from)
            .num("to", to)
            .num("low", pile - to)
            .num("high", pile - from)
            .num("n", n)
            .msg("safe", list(&safe, false))
            .num("next", next)
            .msg("wins", list(&wins, false));
        let why = if wins.is_empty() {
            Message::new("bn-forbid-any")
        } else if left.is_empty() {
            Message::new("bn-forbid-all").msg("forbid", list(&forbid, false))
        } else {
            Message::new("bn-forbid-some")
                .msg("forbid", list(&forbid, false))
                .num("n", left.len() as u64)
                .msg("left", list(&left, false))
        };
        let winning = left.is_empty();
        Ok(Choice {
            options: left,
            ..Choice::said(forbid, None, winning, why.clone())
        }
        .with_steps(vec![verdict, structure, why]))
    }

    /// The hint's three steps: whether an allowed take wins, the piles that are safe at the
    /// next move with what the opponent may forbid, and the move.
    fn steps(&mut self, advice: &Choice) -> Result<Vec<Message>, Error> {
        let (from, to) = self.options()?;
        let (pile, k, next) = (self.pile, self.move_no, self.move_no + 1);
        let mut safe: Vec<u64> = self.winning_takes()?.iter().map(|x| pile - x).collect();
        safe.sort_unstable();
        let because = Message::new(if advice.winning {
            "bn-because-win"
        } else {
            "bn-because-lose"
        })
        .num("next", next);
        let reached = match safe.len() {
            0 => Message::new("bn-reached-none"),
            1 => Message::new("bn-reached-one").num("safe", safe[0]),
            n if n <= 8 => Message::new("bn-reached-some").msg("safe", list(&safe, false)),
            n => {
                let first: Vec<String> = safe[..6].iter().map(u64::to_string).collect();
                Message::new("bn-reached-many")
                    .num("n", n as u64)
                    .math("first", first.join(", "))
            }
        };
        let c = self.step()?.c;
        let forbidden = match (c, self.blocked.as_slice()) {
            (0, _) => Message::new("bn-forbidden-nothing").num("k", k),
            (_, []) => Message::new("bn-forbade-none").figure("i", k).num("c", c),
            (_, b) => Message::new("bn-forbade")
                .figure("i", k)
                .num("c", c)
                .msg("blocked", list(b, false)),
        };
        let c_next = self.rules.step(next)?.c;
        let structure = Message::new("bn-structure")
            .num("next", next)
            .figure("i", next)
            .figure("c", c_next)
            .num("from", from)
            .num("to", to)
            .num("low", pile - to)
            .num("high", pile - from)
            .msg("reached", reached)
            .msg("forbidden", forbidden);
        let why = advice
            .message
            .clone()
            .expect("advise says why in a message");
        Ok(graded_messages(advice.winning, because, structure, why))
    }

    /// The advice, worded for the player to move (`engine` false: "Take 7") or as the engine's
    /// own move ("I take 7").
    fn advise(&mut self, engine: bool) -> Result<Choice, Error> {
        let allowed: Vec<u64> = self.allowed()?.collect();
        let k = self.move_no;
        let wins: Vec<u64> = self
            .winning_takes()?
            .into_iter()
            .filter(|&x| !has(&self.blocked, x))
            .collect();
        let next = k + 1;
        Ok(match wins.last() {
            Some(&x) => {
                let pile = self.pile - x;
                let s = self.rules.step(next)?;
                let after = if pile < s.m {
                    Message::new("bn-after-stuck")
                        .figure("i", next)
                        .num("m", s.m)
                } else {
                    Message::new("bn-after-blocked")
                        .figure("i", next)
                        .num("c", s.c)
                };
                let theorem = self.formula_words(pile, next, true);
                let id = match (engine, theorem.is_some()) {
                    (false, false) => "bn-take-win",
                    (false, true) => "bn-take-win-theorem",
                    (true, false) => "bn-i-take-win",
                    (true, true) => "bn-i-take-win-theorem",
                };
                let mut why = Message::new(id)
                    .num("x", x)
                    .num("pile", pile)
                    .num("next", next);
                if let Some(t) = theorem {
                    why = why.msg("theorem", t);
                }
                Choice {
                    options: wins.clone(),
                    ..Choice::said(Vec::new(), Some(x), true, why.msg("after", after))
                }
            }
            None => {
                let x = *allowed
                    .first()
                    .expect("an allowed option exists while the game is on");
                let why = Message::new(if engine {
                    "bn-i-take-lose"
                } else {
                    "bn-take-lose"
                })
                .msg("allowed", list(&allowed, false))
                .num("next", next)
                .num("x", x);
                Choice::said(Vec::new(), Some(x), false, why)
            }
        })
    }

    /// The engine moves (after the blocks were chosen) and explains.
    ///
    /// # Errors
    /// As [`BlockingGame::hint`].
    pub fn engine_move(&mut self) -> Result<Choice, Error> {
        EngineGame::engine_move(self)
    }

    /// "You forbade 3 and 5. " before the engine's reason, when the opponent forbade anything.
    fn after_blocks(&self, why: Message) -> Message {
        if self.blocked.is_empty() {
            why
        } else {
            Message::new("bn-you-forbade")
                .msg("blocked", list(&self.blocked, false))
                .msg("why", why)
        }
    }

    /// A move's reason: its message (with the blocks it answers) and its English.
    fn reason(&self, mut c: Choice, why: Message) -> Choice {
        let why = self.after_blocks(why);
        c.why = why.english();
        c.message = Some(why);
        c
    }

    /// The allowed takes now, smallest first.
    fn allowed(&self) -> Result<impl Iterator<Item = u64> + '_, Error> {
        self.check_open()?;
        if !self.blocks_set {
            return Err(Error::Illegal(Message::new("err-no-blocks")));
        }
        let (from, to) = self.options()?;
        Ok((from..=to).filter(|&x| !has(&self.blocked, x)))
    }
}

impl EngineGame for BlockingGame {
    type State = State;
    type Hint = Hint;
    type Move = Choice;
    type Play = u64;
    fn state(&self) -> Result<State, Error> {
        BlockingGame::state(self)
    }
    fn hint(&mut self) -> Result<Hint, Error> {
        BlockingGame::hint(self).map(Hint::from)
    }
    /// The engine's take after the blocks; its blocks are [`BlockingGame::engine_block`], the
    /// engine's best at every level.
    fn engine_choice(&mut self) -> Result<Choice, Error> {
        let mut h = self.advise(true)?;
        h.options.clear();
        let why = h.message.clone().expect("advise says why in a message");
        Ok(self.reason(h, why))
    }
    fn move_of(m: &Choice) -> u64 {
        m.take.unwrap_or_default()
    }
    fn play_move(&mut self, take: &u64) -> Result<(), Error> {
        self.play(*take)
    }
    fn ply(&self) -> u64 {
        self.moves.len() as u64
    }
    /// The allowed takes, smallest first.
    fn legal_count(&self) -> Result<u64, Error> {
        Ok(self.allowed()?.count() as u64)
    }
    fn legal_move(&self, i: u64) -> Result<u64, Error> {
        let count = self.legal_count()?;
        self.allowed()?
            .nth(crate::narrow::saturating(i))
            .ok_or_else(|| no_move(i, count))
    }
    /// A take wins when it leaves a pile that is safe at the next move.
    fn wins(&mut self, &take: &u64) -> Result<bool, Error> {
        let (pile, k) = (self.pile - take, self.move_no + 1);
        Ok(self.solve()?.is_safe(pile, k))
    }
    fn told(&self, &take: &u64, gerund: bool) -> String {
        take_words(take, gerund)
    }
    /// (Unused: a careless take is said in a message, [`EngineGame::careless_said`].)
    fn careless(&self, best: Choice, &take: &u64, why: String) -> Choice {
        let why = if self.blocked.is_empty() {
            why
        } else {
            format!(
                "You forbade {}. {why}",
                list(&self.blocked, false).english()
            )
        };
        Choice {
            take: Some(take),
            why,
            message: None,
            ..best
        }
    }
    fn told_message(&self, &take: &u64, gerund: bool) -> Option<Message> {
        Some(take_told(take, gerund))
    }
    fn careless_said(&self, best: Choice, &take: &u64, why: Message) -> Choice {
        self.reason(
            Choice {
                take: Some(take),
                ..best
            },
            why,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paper() -> Rules {
        Rules::lists(&[0, 1, 2], &[1, 3, 5], &[3, 6, 10])
    }

    /// A pseudo-random opponent: random blocks, random allowed takes.
    fn random_turn(g: &mut BlockingGame, engine_to_move: bool, rnd: &mut u64) {
        let mut next = || {
            *rnd = rnd
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            *rnd >> 33
        };
        let st = g.state().unwrap();
        if engine_to_move {
            let mut b = Vec::new();
            for x in st.from..=st.to {
                if (b.len() as u64) < st.c && next() % 2 == 0 {
                    b.push(x);
                }
            }
            g.block(&b).unwrap();
            if !g.state().unwrap().over {
                g.engine_move().unwrap();
            }
        } else {
            g.engine_block().unwrap();
            let st = g.state().unwrap();
            if !st.over {
                let allowed: Vec<u64> = (st.from..=st.to)
                    .filter(|x| !st.blocked.contains(x))
                    .collect();
                let x = allowed[usize::try_from(next() % allowed.len() as u64).unwrap()];
                g.play(x).unwrap();
            }
        }
    }

    #[test]
    fn the_engine_wins_every_won_game_against_any_opponent() {
        let l = brute::solve(&paper(), 1, 1, 60).unwrap();
        for pile in 1..=60 {
            // The engine takes the side that wins: first when the pile is unsafe.
            let engine = u8::from(l.is_safe(pile, 1));
            for seed in 0..5u64 {
                let mut g = BlockingGame::new(paper(), pile).unwrap();
                let mut rnd = seed * 1000 + pile;
                while !g.state().unwrap().over {
                    let engine_to_move = g.state().unwrap().to_move == engine;
                    random_turn(&mut g, engine_to_move, &mut rnd);
                }
                assert_eq!(g.state().unwrap().winner, Some(engine), "pile {pile}");
            }
        }
    }

    #[test]
    fn illegal_blocks_and_moves_are_refused() {
        let mut g = BlockingGame::new(paper(), 15).unwrap();
        assert!(g.play(1).is_ok()); // c_1 = 0: no blocks to choose
        let e = g.block(&[3, 4]).unwrap_err().to_string();
        assert_eq!(
            e,
            "at most c_2 = 1 option may be forbidden at move 2, not 2"
        );
        let e = g.block(&[1]).unwrap_err().to_string();
        assert_eq!(e, "1 is not an option: the options are 3..6");
        let e = g.block(&[3, 3]).unwrap_err().to_string();
        assert_eq!(e, "an option is forbidden twice");
        let e = g.play(3).unwrap_err();
        assert_eq!(
            e.to_string(),
            "first the opponent forbids up to c_2 options (block, even if none)"
        );
        // every refusal is a message of the catalogue part `errors`, its English rendered from it
        assert_eq!(e.message().map(|m| m.id), Some("err-block-first"));
        g.block(&[3]).unwrap();
        let e = g.play(3).unwrap_err().to_string();
        assert_eq!(e, "illegal move: taking 3 was forbidden");
        let e = g.play(7).unwrap_err().to_string();
        assert_eq!(e, "illegal move: take must be between 3 and 6, not 7");
        let e = g.block(&[4]).unwrap_err().to_string();
        assert_eq!(
            e,
            "the options for move 2 are already forbidden: now the player to move takes"
        );
        g.play(4).unwrap();
        assert_eq!(g.state().unwrap().move_no, 3);
    }

    #[test]
    fn forbidding_every_option_ends_the_game() {
        let r = Rules::lists(&[1], &[2], &[2]);
        let mut g = BlockingGame::new(r, 9).unwrap();
        let c = g.engine_block().unwrap();
        assert_eq!(c.blocked, [2]);
        let s = g.state().unwrap();
        assert!(s.over);
        assert_eq!(s.winner, Some(1));
    }

    #[test]
    fn the_engine_speaks_for_itself_and_advises_the_user() {
        // Pile 40 at move 1 of the paper's example: every take loses for the mover (c_1 = 0).
        let mut g = BlockingGame::new(paper(), 40).unwrap();
        assert!(g.hint().unwrap().why.contains("Taking 1 keeps"));
        let m = g.engine_move().unwrap();
        assert!(m.why.contains("I take 1 to keep"), "{}", m.why);
        // Move 2 (c_2 = 1): the user forbids 3; the engine names the block, then its take.
        g.block(&[3]).unwrap();
        let h = g.hint().unwrap();
        assert!(
            h.why.starts_with(&format!("Take {}:", h.take.unwrap())),
            "{}",
            h.why
        );
        let m = g.engine_move().unwrap();
        assert!(m.why.starts_with("You forbade 3. I take "), "{}", m.why);
    }

    #[test]
    fn the_forbidding_turn_has_a_hint_in_three_steps() {
        // Every start pile up to 60 of the paper's example, the engine taking first: at move 2
        // (c_2 = 1) the user forbids. The hint's verdict is the brute force's, and its blocks,
        // once made, leave the engine no winning take exactly when the user can win.
        let l = brute::solve(&paper(), 2, 1, 80).unwrap();
        let mut seen = [false; 3];
        for pile in 1..=60 {
            let mut g = BlockingGame::new(paper(), pile).unwrap();
            // move 1: nothing is forbidden (c_1 = 0); the engine takes
            g.engine_move().unwrap();
            let st = g.state().unwrap();
            if st.over {
                continue;
            }
            assert!(!st.blocks_set, "pile {pile}: move 2 waits for the blocks");
            let h = g.hint().unwrap();
            assert_eq!(h.take, None);
            assert_eq!(h.steps.len(), 3, "{:?}", h.steps);
            assert_eq!(h.steps[2], h.why);
            let can_win = l.is_safe(st.pile, 2);
            assert_eq!(h.winning, can_win, "pile {pile}: {:?}", h.steps);
            assert_eq!(
                h.steps[0].starts_with("You can win from here: "),
                can_win,
                "{:?}",
                h.steps
            );
            assert!(h.steps[1].contains("safe at move 3"), "{:?}", h.steps);
            assert!(h.blocked.len() as u64 <= st.c);
            let wins = g.winning_takes().unwrap();
            seen[wins.len().min(2)] = true;
            let hint = Hint::from(h.clone());
            assert_eq!(hint.forbid.as_deref(), Some(h.blocked.as_slice()));
            g.block(&h.blocked).unwrap();
            // after the suggested blocks the engine's winning takes are the hint's `options`
            let left: Vec<u64> = wins
                .iter()
                .copied()
                .filter(|x| !h.blocked.contains(x))
                .collect();
            assert_eq!(left, h.options);
            assert_eq!(left.is_empty(), can_win);
            if can_win && !wins.is_empty() {
                assert!(
                    h.why
                        .starts_with(&format!("Forbid {}:", list(&wins, false).english())),
                    "{}",
                    h.why
                );
            }
        }
        assert_eq!(
            seen,
            [true, true, true],
            "no winning take, one, and more than c_2 = 1"
        );
    }

    #[test]
    fn the_take_hint_still_follows_the_blocks() {
        // Pile 40: after the engine's take 1 (39 at move 2) the user's blocks, then the engine's
        // take; at move 3 the engine forbids and the user's hint names a take.
        let mut g = BlockingGame::new(paper(), 40).unwrap();
        g.engine_move().unwrap();
        let h = Hint::from(g.hint().unwrap());
        assert!(h.forbid.is_some() && h.take.is_none());
        g.block(&[]).unwrap();
        g.engine_move().unwrap();
        g.engine_block().unwrap();
        let h = Hint::from(g.hint().unwrap());
        assert!(h.forbid.is_none() && h.take.is_some());
    }

    #[test]
    fn every_sentence_is_a_message_whose_english_is_the_text() {
        use crate::games::level::{Level, Strength};
        let english = |m: &Option<Message>| m.as_ref().expect("a message").english();
        let mut ids = std::collections::BTreeSet::new();
        for pile in [9, 23, 40, 61] {
            for seed in 0..4 {
                let mut g = BlockingGame::new(paper(), pile).unwrap();
                let strength = Strength::new(Level::Beginner, seed);
                let mut turn = 0;
                while !g.state().unwrap().over {
                    turn += 1;
                    let h = Hint::from(g.hint().unwrap());
                    assert_eq!(english(&h.message), h.why);
                    let steps: Vec<String> = h.step_messages.iter().map(Message::english).collect();
                    assert_eq!(steps, h.steps);
                    ids.extend(h.step_messages.iter().map(|m| m.id));
                    let c = if !g.state().unwrap().blocks_set {
                        if (turn + seed).is_multiple_of(2) {
                            g.engine_block().unwrap()
                        } else {
                            g.block(h.forbid.as_deref().unwrap()).unwrap();
                            continue;
                        }
                    } else if (turn + seed).is_multiple_of(2) {
                        g.engine_move_at(strength).unwrap()
                    } else {
                        g.play(h.take.unwrap()).unwrap();
                        continue;
                    };
                    assert_eq!(english(&c.message), c.why);
                    ids.insert(c.message.unwrap().id);
                }
                let s = g.state().unwrap();
                assert_eq!(s.reason_message.map(|m| m.english()), s.reason);
            }
        }
        for id in [
            "bn-you-forbade",
            "hint-win",
            "hint-lose",
            "bn-forbid-verdict-lose",
        ] {
            assert!(ids.contains(id), "{id} in {ids:?}");
        }
        // a careless take names the better one, as a message
        let careless = (1..=60)
            .flat_map(|pile| (0..16).map(move |seed| (pile, seed)))
            .map(|(pile, seed)| {
                let mut g = BlockingGame::new(paper(), pile).unwrap();
                g.engine_move_at(Strength::new(Level::Beginner, seed))
                    .unwrap()
            })
            .find(|c| c.why.contains("would have won"))
            .expect("a careless take that throws the game away");
        let m = careless.message.unwrap();
        assert_eq!(m.id, "careless-won");
        assert_eq!(m.english(), careless.why);
    }
}
