//! The engine for one f: the smallest winning move g(N) for any N it can reach, the winning move
//! from any position (N, x) with its reason, and — for lost positions — the move that survives
//! longest (remoteness), as far as tables allow.
//!
//! How g(N) is found: if f is *proved* non-decreasing (from the form of its expression), the
//! simple base reaches 2^62 and more at once and g(N) is the smallest part of N's representation;
//! otherwise the general construction fills g0 = g (main theorem) on 1..=N, for N up to
//! [`MAX_TABLE`].

use super::base::{represent_in, simple_base, BaseBuilder, GBase, Representation};
use super::multi::{Base, MultiBuilder};
use super::periodic::{chain, represent as represent_multi, Chain, MultiRepresentation};
use crate::error::{check_range, over_budget, Error};
use crate::games::graded_messages;
use crate::message::Message;
use crate::narrow;
use crate::rule::{FTable, MoveRule, MAX_TABLE};
use serde::Serialize;

/// Positions with piles up to this get the longest-surviving losing move (remoteness table,
/// about PILE²/2 cells of 2 bytes).
pub const REMOTENESS_LIMIT: u64 = 1500;

/// The engine lists at most this many members of a simple base (a base that grows slowly is
/// answered from tables instead, beyond that).
pub const SIMPLE_MEMBERS: usize = 100_000;

/// The most members of B_f below N that [`Engine::representation`] hands over with N's
/// representation (for a drawing; a base with more is refused there, not in the engine).
pub const MAX_DRAWN_MEMBERS: usize = 100_000;

/// What to do from a position, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Advice {
    /// True when the player to move wins with best play.
    pub winning: bool,
    /// The move to make: g(N) when winning; when losing, the move that survives longest.
    pub take: u64,
    /// One or two sentences a student can follow.
    pub why: String,
    /// A hint in three steps, revealed one at a time: whether the position is winning, which
    /// part of the structure matters (without the move), then the move with its reason. Empty
    /// for the engine's own moves.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<String>,
    /// `why` as a message (the front end words it in the reader's language); none for a reason
    /// not yet a message (a careless move's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<Message>,
    /// `steps` as messages, when they are.
    #[serde(rename = "stepMessages", skip_serializing_if = "Vec::is_empty")]
    pub step_messages: Vec<Message>,
}

impl Advice {
    /// The same advice about the position, with `take` made instead for the reason `why` (a
    /// careless move of the engine).
    pub fn instead(self, take: u64, why: String) -> Advice {
        Advice {
            take,
            why,
            message: None,
            ..self
        }
    }

    /// Advice whose reason is a message (`why` its English), and no steps yet.
    pub fn said(winning: bool, take: u64, message: Message) -> Advice {
        Advice {
            winning,
            take,
            why: message.english(),
            steps: Vec::new(),
            message: Some(message),
            step_messages: Vec::new(),
        }
    }

    /// With the hint's steps, as messages and their English.
    #[must_use]
    pub fn with_steps(mut self, steps: Vec<Message>) -> Advice {
        self.steps = steps.iter().map(Message::english).collect();
        self.step_messages = steps;
        self
    }
}

/// "take 3", or "taking 3".
pub fn take_words(take: u64, gerund: bool) -> String {
    format!("{} {take}", if gerund { "taking" } else { "take" })
}

/// The engine for one move function.
pub struct Engine {
    f: FTable,
    simple: Option<GBase>,
    general: BaseBuilder,
    general_base: Option<GBase>,
    remoteness: Remoteness,
    /// The game G_i played (0 for a move function of x alone).
    game: usize,
    /// For a period t > 1 (Holshouser & Reiter 2006): Theorem 1's bases when condition (2) is
    /// proved, and Theorem 2's construction on tables otherwise.
    periodic: Option<Periodic>,
}

struct Periodic {
    simple: Option<Vec<Base>>,
    general: MultiBuilder,
}

impl Periodic {
    /// The bases of a periodic f's engine (Theorem 2's simple ones where condition (2) is
    /// proved), before any pile is asked for.
    #[cfg(feature = "move-fn-periodic")]
    fn start(f: &mut FTable, t: u32) -> Result<Periodic, Error> {
        use super::multi::{simple_bases, Construction};
        let proved = super::periodic::condition2(f, 2)?.status == "proved";
        let simple = if proved {
            Some(simple_bases(f, u64::MAX, SIMPLE_MEMBERS)?.0)
        } else {
            for r in 0..t {
                f.exact(r, 1)?;
            }
            None
        };
        let general = MultiBuilder::new(Construction::Theta, t);
        Ok(Periodic { simple, general })
    }

    /// Without the feature `move-fn-periodic` (the course-page package, whose exports make no
    /// periodic rule), a periodic f has no engine, and what only its engine needs stays out.
    #[cfg(not(feature = "move-fn-periodic"))]
    fn start(_: &mut FTable, t: u32) -> Result<Periodic, Error> {
        Err(Error::Wrong(
            Message::new("err-no-periodic").num("t", u64::from(t)),
        ))
    }
}

impl Engine {
    /// An engine for `rule`.
    ///
    /// # Errors
    /// When f fails at 1 or 2.
    pub fn new(rule: Box<dyn MoveRule>) -> Result<Self, Error> {
        Self::for_game(rule, 0)
    }

    /// An engine for game G_game of a periodic rule (Holshouser & Reiter 2006); `new` is G_0.
    ///
    /// # Errors
    /// When f fails at 1 or 2, or the game is not one of G_0 … G_(t−1).
    pub fn for_game(rule: Box<dyn MoveRule>, game: u32) -> Result<Self, Error> {
        let t = rule.period().max(1);
        check_range(
            "game",
            u128::from(game),
            0,
            u128::from(t - 1),
            "the games are G_0 … G_(t−1)",
        )?;
        let mut f = FTable::new(rule);
        let (simple, periodic) = if t == 1 {
            let simple = if f.rule().proved_nondecreasing() {
                Some(simple_base(&f, u64::MAX, SIMPLE_MEMBERS)?)
            } else {
                f.exact(0, 1)?;
                None
            };
            (simple, None)
        } else {
            (None, Some(Periodic::start(&mut f, t)?))
        };
        Ok(Engine {
            f,
            simple,
            general: BaseBuilder::new(),
            general_base: None,
            remoteness: Remoteness {
                game: game as usize,
                ..Remoteness::default()
            },
            game: game as usize,
            periodic,
        })
    }

    /// Whether this is a periodic game's engine (t ≥ 2): never without the feature
    /// `move-fn-periodic`, whose [`Periodic::start`] refuses every period, so that a package
    /// without it leaves the periodic games' code out (their bases, chains and sentences).
    #[inline(always)]
    fn is_periodic(&self) -> bool {
        cfg!(feature = "move-fn-periodic") && self.periodic.is_some()
    }

    /// The game played, and the period.
    pub fn game(&self) -> (usize, u32) {
        (self.game, self.f.rule().period().max(1))
    }

    /// The residue f is evaluated at for a move from a pile of `pile` in this game: i ⊕ pile.
    pub fn residue(&self, pile: u64) -> u32 {
        let t = self.f.rule().period();
        // (game < t: the sum cannot overflow)
        narrow::residue(self.game as u64 + u64::from(narrow::residue(pile, t)), t)
    }

    /// The limit after taking `take` from `pile`: f(i ⊕ pile, take), exactly.
    ///
    /// # Errors
    /// As [`MoveRule::eval`].
    pub fn next_limit(&self, pile: u64, take: u64) -> Result<u64, Error> {
        self.f.exact(self.residue(pile), take)
    }

    /// The multi-base representation of n in this game (Holshouser & Reiter 2006; for t = 1 the
    /// parts are the single base's, largest first), every part listed.
    ///
    /// # Errors
    /// As [`Engine::g`], and more than
    /// [`MAX_LISTED_PARTS`](super::periodic::MAX_LISTED_PARTS) parts.
    pub fn multi_representation(&mut self, n: u64) -> Result<MultiRepresentation, Error> {
        check_range("N", u128::from(n), 1, u128::from(u64::MAX), "")?;
        let game = self.game;
        self.with_bases(n, |bases| represent_multi(bases, game, n))
    }

    /// The multi-base representation of n in this game with repeated blocks written once (any
    /// n the bases reach, in work bounded by the bases' sizes).
    ///
    /// # Errors
    /// As [`Engine::g`].
    pub fn multi_chain(&mut self, n: u64) -> Result<Chain, Error> {
        check_range("N", u128::from(n), 1, u128::from(u64::MAX), "")?;
        let game = self.game;
        self.with_bases(n, |bases| chain(bases, game, n))
    }

    /// `answer` from the bases that reach n: the single base for t = 1; for a period, Theorem
    /// 1's member-only bases when they exist and reach n, else Theorem 2's tables grown to n.
    fn with_bases<T>(
        &mut self,
        n: u64,
        answer: impl Fn(&[Base]) -> Result<T, Error>,
    ) -> Result<T, Error> {
        if !self.is_periodic() {
            let b = self.base_for(n)?;
            let base = Base {
                members: b.members,
                theta: b.g0,
                finite: b.finite,
                reach: b.reach,
            };
            return answer(&[base]);
        }
        if let Some(bases) = self.simple_bases_reaching(n) {
            return answer(bases);
        }
        let p = self.grow_periodic(n)?;
        let bases: Vec<Base> = (0..p.general.period()).map(|i| p.general.base(i)).collect();
        answer(&bases)
    }

    /// Theorem 1's member-only bases, when they exist and reach n.
    fn simple_bases_reaching(&self, n: u64) -> Option<&[Base]> {
        let bases = self.periodic.as_ref()?.simple.as_ref()?;
        chain(bases, self.game, n).is_ok().then_some(&bases[..])
    }

    /// Theorem 2's table construction, grown to n.
    fn grow_periodic(&mut self, n: u64) -> Result<&Periodic, Error> {
        let reach = self.reach();
        let p = self.periodic.as_mut().expect("a periodic engine");
        if n > p.general.len() as u64 {
            check_range("pile", u128::from(n), 1, u128::from(reach), "f is not proved to satisfy condition (2), so the bases come from tables, which stop at 2·10^7")?;
            self.f.validate(n)?;
            p.general.aim("pile", n);
            // (the tables are grown only for n ≤ MAX_TABLE / t: past it the simple bases
            // answer, or the reach refuses; a larger n would be refused by the builder)
            p.general.extend(&mut self.f, narrow::saturating(n))?;
        }
        Ok(p)
    }

    /// The move function's table.
    pub fn f(&mut self) -> &mut FTable {
        &mut self.f
    }

    /// The exact f(k).
    ///
    /// # Errors
    /// As [`MoveRule::eval`].
    pub fn f_exact(&self, k: u64) -> Result<u64, Error> {
        self.f.exact(0, k)
    }

    fn reach_periodic(&self) -> Option<u64> {
        if !self.is_periodic() {
            return None;
        }
        let p = self.periodic.as_ref()?;
        let tables = MAX_TABLE / u64::from(self.f.rule().period().max(1));
        Some(match &p.simple {
            Some(b) if b.iter().all(|b| b.finite) => u64::MAX,
            Some(b) => b.iter().map(|b| b.reach).min().unwrap_or(0).max(tables),
            None => tables,
        })
    }

    /// The largest N for which g(N) can be answered.
    pub fn reach(&self) -> u64 {
        if let Some(r) = self.reach_periodic() {
            return r;
        }
        match &self.simple {
            Some(b) if b.finite => u64::MAX,
            Some(b) => b.reach.max(MAX_TABLE),
            None => MAX_TABLE,
        }
    }

    /// The base that answers for `n`: the simple one when it reaches, else the general one
    /// built to n.
    fn base_for(&mut self, n: u64) -> Result<GBase, Error> {
        self.base_ref(n).cloned()
    }

    /// The representation of n in B_f, from the simple base when it reaches, else from the
    /// general construction's tables directly (no copy of the base).
    /// `what` names n in a refusal ("N", or "pile" for the advice).
    fn represent(&mut self, what: &'static str, n: u64) -> Result<Representation, Error> {
        check_range(what, u128::from(n), 1, u128::from(u64::MAX), "")?;
        if let Some(b) = self.simple.as_ref().filter(|b| b.finite || n <= b.reach) {
            return b.represent(n);
        }
        self.grow(what, n)?;
        represent_in(self.general.view(), n)
    }

    /// How many members of B_f are at most n (from the base that answers for n).
    ///
    /// # Errors
    /// As [`Engine::g`].
    pub fn members_upto(&mut self, n: u64) -> Result<usize, Error> {
        if let Some(b) = self.simple.as_ref().filter(|b| b.finite || n <= b.reach) {
            return Ok(b.members_upto(n).len());
        }
        self.grow("N", n)?;
        let (members, _) = self.general.members();
        Ok(members.partition_point(|&m| u64::from(m) <= n))
    }

    /// [`Engine::base_for`] without a copy.
    fn base_ref(&mut self, n: u64) -> Result<&GBase, Error> {
        if self
            .simple
            .as_ref()
            .is_some_and(|b| b.finite || n <= b.reach)
        {
            return Ok(self.simple.as_ref().expect("just checked"));
        }
        self.grow("N", n)?;
        // The general base as a GBase, made again only after the construction grew.
        let len = self.general.len() as u64;
        if self.general_base.as_ref().is_none_or(|b| b.reach != len) {
            self.general_base = Some(self.general.base());
        }
        Ok(self.general_base.as_ref().expect("just made"))
    }

    /// The general construction grown to n (refused past [`Engine::reach`]).
    fn grow(&mut self, what: &'static str, n: u64) -> Result<(), Error> {
        if n > self.general.len() as u64 {
            check_range(
                what,
                u128::from(n),
                1,
                u128::from(self.reach()),
                if self.simple.is_some() {
                    "beyond the base the simple construction could list"
                } else {
                    "f is not provably non-decreasing, so g is tabulated, and tables stop at 2·10^7"
                },
            )?;
            self.f.validate(n)?;
            self.general.aim(what, n);
            // (the table is grown only for n ≤ MAX_TABLE: past it the simple base answers, or
            // the reach refuses; a larger n would be refused by the builder)
            self.general.extend(&mut self.f, narrow::saturating(n))?;
        }
        Ok(())
    }

    /// g(n): the smallest winning move from a pile of n (n ≥ 1).
    ///
    /// # Errors
    /// When n is 0 or beyond [`Engine::reach`], or f fails where it is needed.
    pub fn g(&mut self, n: u64) -> Result<u64, Error> {
        check_range("pile", u128::from(n), 1, u128::from(u64::MAX), "")?;
        if self.is_periodic() {
            // Theorem 1's bases when they reach n, else Theorem 2's table, read directly.
            if let Some(bases) = self.simple_bases_reaching(n) {
                return Ok(chain(bases, self.game, n)?.g);
            }
            let game = self.game;
            // (n ≤ the tables' length once grown: exact)
            let g = self.grow_periodic(n)?.general.g(game);
            return Ok(u64::from(g[narrow::saturating(n)]));
        }
        if let Some(b) = &self.simple {
            if b.finite || n <= b.reach {
                return b.g0_of(n);
            }
        }
        self.grow("pile", n)?;
        // (n ≤ the table's length once grown: exact)
        Ok(u64::from(self.general.g()[narrow::saturating(n)]))
    }

    /// The representation of n in B_f (from the simple base when f is proved non-decreasing).
    ///
    /// # Errors
    /// As [`Engine::g`].
    /// With it, the base's members ≤ n come along for drawing: at most [`MAX_DRAWN_MEMBERS`].
    ///
    /// # Errors
    /// As [`Engine::g`], and more than [`MAX_DRAWN_MEMBERS`] members ≤ n (naming the largest n
    /// with that many: the next member less one).
    pub fn representation(&mut self, n: u64) -> Result<(Representation, GBase), Error> {
        check_range("N", u128::from(n), 1, u128::from(u64::MAX), "")?;
        if self.members_upto(n)? > MAX_DRAWN_MEMBERS {
            let next = match self.simple.as_ref().filter(|b| b.finite || n <= b.reach) {
                Some(b) => b.members[MAX_DRAWN_MEMBERS],
                None => u64::from(self.general.members().0[MAX_DRAWN_MEMBERS]),
            };
            return Err(over_budget(
                "N",
                u128::from(n),
                u128::from(next - 1),
                "the representation comes with the members of B_f below N, at most 10^5",
            ));
        }
        let base = self.base_for(n)?;
        Ok((base.represent(n)?, base))
    }

    /// The representation of n in B_f alone, for any n the engine reaches.
    ///
    /// # Errors
    /// As [`Engine::g`].
    pub fn representation_only(&mut self, n: u64) -> Result<Representation, Error> {
        self.represent("N", n)
    }

    /// The move to make from (pile, limit) — limit is the most the rule allows now — and why.
    ///
    /// # Errors
    /// When pile or limit is 0, the pile is beyond reach, or f fails where needed.
    pub fn advise(&mut self, pile: u64, limit: u64) -> Result<Advice, Error> {
        check_range("pile", u128::from(pile), 1, u128::from(u64::MAX), "")?;
        check_range("max", u128::from(limit), 1, u128::from(u64::MAX), "")?;
        let x = limit.min(pile);
        let (g, rep, structure) = if self.is_periodic() {
            let rep = self.multi_chain(pile)?;
            let look = Message::new("mf-look-multi")
                .figure("game", rep.game as u64)
                .figure("pile", pile)
                .math("sum", multi_sum(&rep))
                .figure("x", x);
            (rep.g, describe_multi(&rep), look)
        } else {
            let rep = self.represent("pile", pile)?;
            let look = Message::new("mf-look")
                .figure("pile", pile)
                .math("sum", rep_sum(&rep))
                .msg("smallest", smallest_part(&rep, x));
            (rep.g0, describe_rep(&rep), look)
        };
        let because = Message::new(if x >= g {
            "mf-because-win"
        } else {
            "mf-because-lose"
        })
        .figure("pile", pile)
        .figure("g", g)
        .figure("x", x);
        let advice = self.choose(pile, x, g, rep)?;
        let why = advice
            .message
            .clone()
            .expect("choose says why in a message");
        Ok(advice.with_steps(graded_messages(x >= g, because, structure, why)))
    }

    /// The move from (pile, x) given g(pile), and why (`rep` says where g comes from).
    fn choose(&mut self, pile: u64, x: u64, g: u64, rep: Message) -> Result<Advice, Error> {
        if x >= g {
            let why = if g == pile {
                Message::new("mf-take-all")
                    .msg("rep", rep)
                    .figure("pile", pile)
            } else {
                let left = pile - g;
                let fg = self.next_limit(pile, g)?;
                let g_left = self.g(left)?;
                let fname = if self.is_periodic() {
                    format!("f({}, {g})", self.residue(pile))
                } else {
                    format!("f({g})")
                };
                Message::new("mf-take-g")
                    .msg("rep", rep)
                    .figure("pile", pile)
                    .figure("g", g)
                    .figure("x", x)
                    .figure("left", left)
                    .math("fname", fname)
                    .figure("fg", fg)
                    .figure("gleft", g_left)
            };
            return Ok(Advice::said(true, g, why));
        }
        let (take, last) = self.longest_loss(pile, x)?;
        let why = Message::new("mf-lose")
            .msg("rep", rep)
            .figure("pile", pile)
            .figure("g", g)
            .figure("x", x)
            .msg("last", last);
        Ok(Advice::said(false, take, why))
    }

    /// From a lost (pile, x) — x the most one may take now — the move that makes the game last
    /// longest, and its words: "taking 3 makes the game last longest (2 more moves with best
    /// play)" (1 for piles beyond the survival table, said so).
    ///
    /// # Errors
    /// When f fails at a move size ≤ pile.
    pub fn longest_loss(&mut self, pile: u64, x: u64) -> Result<(u64, Message), Error> {
        if pile > REMOTENESS_LIMIT {
            return Ok((1, Message::new("mf-longest-loss-huge")));
        }
        // (x ≤ pile ≤ REMOTENESS_LIMIT: exact)
        let (n, x) = (narrow::saturating(pile), narrow::saturating(x.min(pile)));
        self.remoteness.extend(&mut self.f, n)?;
        let (take, r) = self.remoteness.longest_loss(&mut self.f, n, x)?;
        let last = Message::new("mf-longest-loss")
            .figure("take", take)
            .num("moves", r.into());
        Ok((take, last))
    }
}

/// "13 (B_1) + 5 (B_0) + 2 (B_1)": the parts of a multi-base representation, largest first
/// (a repeated block as "(3 (B_0) + 2 (B_1)) × 1000", long sums shortened).
fn multi_sum(rep: &Chain) -> String {
    shortened(rep.terms(|p| format!("{} (B_{})", p.member, p.game))).join(" + ")
}

/// At most 8 terms: the first three, "…", the last three.
fn shortened(terms: Vec<String>) -> Vec<String> {
    if terms.len() > 8 {
        let n = terms.len();
        return [&terms[..3], &["…".to_string()], &terms[n - 3..]].concat();
    }
    terms
}

/// "In G_1: 20 = 13 (B_1) + 5 (B_0) + 2 (B_1); the last part 2 is a member of B_1 with Θ = 2".
fn describe_multi(rep: &Chain) -> Message {
    let last = rep.parts.last().expect("a part");
    Message::new("mf-rep-multi")
        .figure("game", rep.game as u64)
        .figure("n", rep.n)
        .math("sum", multi_sum(rep))
        .figure("part", last.member)
        .figure("base", last.game as u64)
        .figure("theta", rep.g)
}

/// "2 + 5 + 13": the parts of a representation in B_f, smallest first (long sums shortened;
/// θ·b_t last for a finite base).
pub fn rep_sum(rep: &Representation) -> String {
    let mut terms = shortened(rep.parts.iter().map(u64::to_string).collect());
    if let Some(top) = rep.top {
        if rep.theta > 0 {
            terms.push(format!("{}·{top}", rep.theta));
        }
    }
    terms.join(" + ")
}

/// What the smallest part of a representation says: g(N) itself, or g(N) through g0.
pub fn smallest_part(rep: &Representation, x: u64) -> Message {
    let id = if rep.g0 == rep.smallest {
        "mf-smallest-is-g"
    } else {
        "mf-smallest-via-g0"
    };
    Message::new(id)
        .figure("n", rep.n)
        .figure("part", rep.smallest)
        .figure("x", x)
}

/// "20 = 2 + 5 + 13 in B_f; its smallest part is 2" (long sums shortened).
fn describe_rep(rep: &Representation) -> Message {
    let id = if rep.g0 == rep.smallest {
        "mf-rep"
    } else {
        "mf-rep-g0"
    };
    Message::new(id)
        .figure("n", rep.n)
        .math("sum", rep_sum(rep))
        .figure("smallest", rep.smallest)
        .figure("g0", rep.g0)
}

/// Remoteness R(n, x) for n ≤ len, x ≤ n (triangular), by the standard rule: R(0, ·) = 0; a
/// position with a move to an even-R position has R = 1 + the least such; otherwise R = 1 + the
/// largest child. Odd R ⇔ the player to move wins.
#[derive(Clone, Debug, Default)]
pub struct Remoteness {
    cells: Vec<u16>,
    len: usize,
    /// The game G_i (f is evaluated at i ⊕ n for a move from n).
    game: usize,
}

impl Remoteness {
    fn at(&self, n: usize, x: usize) -> u16 {
        if n == 0 {
            return 0;
        }
        let x = x.min(n);
        self.cells[n * (n - 1) / 2 + x - 1]
    }

    /// R(n, x).
    pub fn get(&self, n: usize, x: usize) -> u16 {
        self.at(n, x)
    }

    /// Extends to piles ≤ `to`.
    ///
    /// # Errors
    /// When f fails at a move size ≤ to.
    pub fn extend(&mut self, f: &mut FTable, to: usize) -> Result<(), Error> {
        let t = f.rule().period();
        for n in self.len + 1..=to {
            let r = narrow::residue((self.game + n) as u64, t);
            let mut best_even: Option<u16> = None;
            let mut worst: u16 = 0;
            for k in 1..=n {
                let child = self.at(n - k, f.get(r, k)? as usize);
                if child.is_multiple_of(2) {
                    best_even = Some(best_even.map_or(child, |b| b.min(child)));
                }
                worst = worst.max(child);
                let r = match best_even {
                    Some(b) => b + 1,
                    None => worst + 1,
                };
                self.cells.push(r);
            }
            self.len = n;
        }
        Ok(())
    }

    /// The losing move from (n, x) that keeps the game going longest: (take, R after it).
    fn longest_loss(&self, f: &mut FTable, n: usize, x: usize) -> Result<(u64, u16), Error> {
        let mut best = (1u64, 0u16);
        let res = narrow::residue((self.game + n) as u64, f.rule().period());
        for k in 1..=x.min(n) {
            let r = self.at(n - k, f.get(res, k)? as usize);
            if k == 1 || r > best.1 {
                best = (k as u64, r);
            }
        }
        Ok(best)
    }
}

#[cfg(test)]
mod tests {
    use crate::games::move_fn::best_move;

    /// The survival count of a losing hint is a count like any other ("1 more move"), and only
    /// piles in the survival table have one (2^32 + 7 is not pile 7 on any target).
    #[test]
    fn survival_counts_are_counted_nouns_of_small_piles() {
        let why = |pile, max| best_move("2x", pile, max).unwrap().why;
        assert!(
            why(2, 1).ends_with("(1 more move with best play)."),
            "{}",
            why(2, 1)
        );
        assert!(
            why(5, 1).ends_with("(3 more moves with best play)."),
            "{}",
            why(5, 1)
        );
        let big = (1 << 32) + 7;
        assert!(
            why(big, 2).ends_with("taking 1 (piles this large have no survival table)."),
            "{}",
            why(big, 2)
        );
    }
}
