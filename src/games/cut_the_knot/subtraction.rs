//! Subtraction games: one pile, a move removes s counters for some s in a fixed set S, s ≤ pile;
//! whoever cannot move loses. One Pile with Min/Max (Cut The Knot) is S = {Min, …, Max}.
//!
//! Grundy values by the mex rule, G(n) = mex{G(n − s) : s ∈ S, s ≤ n}; the P-positions are the
//! zeros. The sequence is eventually periodic: G(n) depends only on the window G(n − max S .. n),
//! so the first window seen twice proves the pre-period and the period, both minimal
//! ([`periodicity`]). For Min/Max the paper's rule "S mod (Min + Max) < Min" and the closed form
//! G(S) = ⌊(S mod (Min + Max)) / Min⌋ are checked against the table — on a whole period, which
//! with the proven periodicity covers every S.

use super::Advice;
use crate::error::{check_length, parse_count, Error};
use crate::expr::ExprError;
use crate::games::move_fn::engine::take_words;
use crate::games::{graded_messages, numbered, EngineGame};
use crate::message::{Arg, Message};
use crate::spec::MAX_TEXT;
use serde::Serialize;

/// The largest move in a set.
pub const MAX_MOVE: u32 = 1000;

/// The largest table the analysis computes (piles 0..=upto).
pub const MAX_UPTO: u64 = 1_000_000;

/// The period search looks at most this many windows before giving up.
pub const PERIOD_SEARCH: usize = 2_000_000;

/// A budget on |S| × table length, so that no call runs for seconds.
const WORK: u64 = 400_000_000;

/// A finite set of move sizes, sorted, distinct, each in 1..=[`MAX_MOVE`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubtractionSet {
    moves: Vec<u32>,
}

impl SubtractionSet {
    /// Parses `3..5`, `1, 3, 4`, `1, 4..6`: items separated by commas, each a number or a range
    /// `a..b`.
    ///
    /// Ranges are marked in a table of 1..=[`MAX_MOVE`], never listed: a text of any length
    /// (up to [`MAX_TEXT`]) makes at most [`MAX_MOVE`] moves.
    ///
    /// # Errors
    /// [`Error::Parse`] (with the column) for text that is not such a list, a number outside
    /// 1..=[`MAX_MOVE`], or a range whose end is below its start; [`Error::TooLong`] for a text
    /// longer than [`MAX_TEXT`] (before it is read).
    ///
    /// ```
    /// use nimlab::games::cut_the_knot::subtraction::SubtractionSet;
    /// let s = SubtractionSet::parse("4, 1, 3..3").unwrap();
    /// assert_eq!(s.moves(), [1, 3, 4]);
    /// assert_eq!(SubtractionSet::parse("5..3").unwrap_err().to_string(),
    ///            "column 1: the range 5..3 ends below its start");
    /// ```
    pub fn parse(text: &str) -> Result<Self, Error> {
        check_length("set", text, MAX_TEXT)?;
        let err = |col: usize, said: Message| Error::Parse(ExprError::said(col, said, text));
        if text.trim().is_empty() {
            return Err(err(1, Message::new("err-set-empty")));
        }
        let mut moves = [false; MAX_MOVE as usize + 1];
        let mut col = 1; // 1-based column of the current item's first character
        for item in crate::error::list_items(text) {
            let lead = item.chars().take_while(|c| c.is_whitespace()).count();
            let start = col + lead;
            let body = item.trim();
            if body.is_empty() {
                return Err(err(start, Message::new("err-want-move")));
            }
            if !body.contains("..") {
                if let Some(why) = crate::error::spaced_item(body, "moves") {
                    return Err(err(start, why));
                }
            }
            let number = |s: &str, at: usize| -> Result<u32, Error> {
                let s = s.trim();
                if s.is_empty() || !s.chars().all(|c| c.is_ascii_digit() || c == '_') {
                    return Err(err(at, Message::new("err-not-move").math("text", s)));
                }
                // (every refusal of a number is a message)
                let v = parse_count("move", s).map_err(|e| match e.message() {
                    Some(m) => err(at, m),
                    None => e,
                })?;
                match u32::try_from(v) {
                    Ok(v) if (1..=MAX_MOVE).contains(&v) => Ok(v),
                    _ => Err(err(
                        at,
                        Message::new("err-move-range")
                            .figure("move", v)
                            .figure("max", MAX_MOVE.into()),
                    )),
                }
            };
            if let Some((a, b)) = body.split_once("..") {
                let b_at = start + a.chars().count() + 2 + (b.len() - b.trim_start().len());
                let lo = number(a, start)?;
                let hi = number(b, b_at)?;
                if hi < lo {
                    return Err(err(
                        start,
                        Message::new("err-range-backwards")
                            .figure("lo", lo.into())
                            .figure("hi", hi.into()),
                    ));
                }
                moves[lo as usize..=hi as usize].fill(true);
            } else {
                moves[number(body, start)? as usize] = true;
            }
            col += item.chars().count() + 1;
        }
        // (plain loops here and below: iterator chains that collect were bytes of the wasm)
        let mut set = Vec::new();
        // (moves[0] stays false: a move is at least 1)
        for (m, &is_move) in (0..).zip(&moves) {
            if is_move {
                set.push(m);
            }
        }
        Ok(SubtractionSet { moves: set })
    }

    /// {min, …, max}: One Pile with Min/Max.
    ///
    /// # Errors
    /// Min or Max outside 1..=[`MAX_MOVE`], or Min > Max.
    pub fn minmax(min: u64, max: u64) -> Result<Self, Error> {
        let move_size = |what, v: u64| crate::narrow::small(what, v, 1, MAX_MOVE, "");
        let (min, max) = (move_size("Min", min)?, move_size("Max", max)?);
        if min > max {
            return Err(Error::Wrong(
                Message::new("err-min-above-max")
                    .figure("min", min.into())
                    .figure("max", max.into()),
            ));
        }
        let mut moves = Vec::new();
        for m in min..=max {
            moves.push(m);
        }
        Ok(SubtractionSet { moves })
    }

    /// The move sizes, ascending.
    pub fn moves(&self) -> &[u32] {
        &self.moves
    }

    /// The largest move.
    pub fn largest(&self) -> u32 {
        *self.moves.last().expect("a set is never empty")
    }

    /// Some((Min, Max)) when the set is one range {Min, …, Max}.
    pub fn minmax_bounds(&self) -> Option<(u32, u32)> {
        let (lo, hi) = (self.moves[0], self.largest());
        ((hi - lo) as usize + 1 == self.moves.len()).then_some((lo, hi))
    }

    /// Sorted, runs of three or more written `a..b`: `1, 3..5, 9`.
    pub fn canonical(&self) -> String {
        let mut out: Vec<String> = Vec::new();
        let mut i = 0;
        while i < self.moves.len() {
            let mut j = i;
            while j + 1 < self.moves.len() && self.moves[j + 1] == self.moves[j] + 1 {
                j += 1;
            }
            if j - i >= 2 {
                out.push(format!("{}..{}", self.moves[i], self.moves[j]));
            } else {
                for m in &self.moves[i..=j] {
                    out.push(m.to_string());
                }
            }
            i = j + 1;
        }
        out.join(", ")
    }
}

/// Checks |S| × `len` against [`WORK`]; `what` names `len` (upto, or a game's pile).
fn check_work(set: &SubtractionSet, what: &'static str, len: u64) -> Result<(), Error> {
    let moves = set.moves.len() as u64;
    if moves * len > WORK {
        return Err(Error::Beyond {
            what: what.into(),
            max: Some(u128::from(WORK / moves)),
            budget: false,
            message: Message::new("err-set-work")
                .num("moves", moves)
                .num("piles", len)
                .figure("limit", WORK),
        });
    }
    Ok(())
}

/// The mex rule as a sweep: G(0), G(1), … one value at a time.
struct Sweep<'a> {
    moves: &'a [u32],
    g: Vec<u32>,
    seen: Vec<usize>,
}

impl<'a> Sweep<'a> {
    fn new(set: &'a SubtractionSet) -> Self {
        Sweep {
            moves: &set.moves,
            g: Vec::new(),
            seen: vec![usize::MAX; set.moves.len() + 2],
        }
    }

    /// Appends G(len).
    fn step(&mut self) {
        let n = self.g.len();
        for &s in self.moves {
            let s = s as usize;
            if s > n {
                break;
            }
            self.seen[self.g[n - s] as usize] = n;
        }
        let mex = self
            .seen
            .iter()
            .position(|&m| m != n)
            .unwrap_or(self.seen.len());
        #[expect(
            clippy::cast_possible_truncation,
            reason = "mex ≤ |S| + 1, and S ⊆ 1..=MAX_MOVE"
        )]
        let mex = mex as u32;
        self.g.push(mex);
    }
}

/// Grundy values G(0..=upto) by the mex rule (G is at most |S|).
pub fn grundy(set: &SubtractionSet, upto: usize) -> Vec<u32> {
    let mut sweep = Sweep::new(set);
    sweep.g.reserve(upto + 1);
    for _ in 0..=upto {
        sweep.step();
    }
    sweep.g
}

/// The eventual period of G.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Periodicity {
    /// True when a period was proven within the search.
    pub found: bool,
    /// The least p with G(n + q) = G(n) for all n ≥ p.
    pub preperiod: u64,
    /// The least such q.
    pub period: u64,
    /// How far G was computed for the search.
    pub checked_upto: u64,
    /// A sentence for the page.
    pub text: String,
    /// `text` as a message (the front end words it in the reader's language).
    pub message: Message,
}

/// The windows the period search has passed (window n starts at G(n)), by their hashes: an
/// open-addressed table of window starts, probed from the hash's high bits after a multiply (the
/// rolling hash's own low bits are poor: the lowest is the parity of the window's sum). A std
/// `HashMap<u64, Vec<usize>>` did this with 1.8 KB more of the Cut The Knot package's wasm
/// (gzipped) and an allocation per window.
struct Windows {
    /// The hash of window n, for n = 0, 1, … (the windows inserted).
    hashes: Vec<u64>,
    /// Window starts, [`Windows::EMPTY`] where free; a power of two long, at most half full.
    slots: Vec<usize>,
    /// log2 of `slots.len()`.
    bits: u32,
}

impl Windows {
    const EMPTY: usize = usize::MAX;

    fn new() -> Self {
        Windows {
            hashes: Vec::new(),
            slots: vec![Self::EMPTY; 1 << 10],
            bits: 10,
        }
    }

    /// The first slot to probe for `h`.
    fn home(&self, h: u64) -> usize {
        crate::narrow::saturating(h.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - self.bits))
    }

    /// A window with hash `h` for which `same` holds (the windows inserted are all different, so
    /// at most one does).
    fn find(&self, h: u64, same: impl Fn(usize) -> bool) -> Option<usize> {
        let mut i = self.home(h);
        loop {
            let m = self.slots[i];
            if m == Self::EMPTY {
                return None;
            }
            if self.hashes[m] == h && same(m) {
                return Some(m);
            }
            i = (i + 1) & (self.slots.len() - 1);
        }
    }

    /// Puts window m (its start) at the first free slot from its hash's.
    fn place(&mut self, m: usize) {
        let mut i = self.home(self.hashes[m]);
        while self.slots[i] != Self::EMPTY {
            i = (i + 1) & (self.slots.len() - 1);
        }
        self.slots[i] = m;
    }

    /// Inserts the next window, whose hash is `h`.
    fn insert(&mut self, h: u64) {
        self.hashes.push(h);
        if self.hashes.len() * 2 > self.slots.len() {
            self.bits += 1;
            self.slots = vec![Self::EMPTY; 1 << self.bits];
            for m in 0..self.hashes.len() - 1 {
                self.place(m);
            }
        }
        self.place(self.hashes.len() - 1);
    }
}

/// The minimal pre-period and period of G, proven by the first repeated window of max(S) values
/// (G(n) is a function of the window before it, so from a repeat on the sequence cycles).
pub fn periodicity(set: &SubtractionSet) -> Periodicity {
    let s = set.largest() as usize;
    let limit = usize::try_from(WORK / set.moves.len() as u64)
        .map_or(PERIOD_SEARCH, |w| w.min(PERIOD_SEARCH));
    // G is computed only as far as the search gets: most periods show within a few windows.
    let mut sweep = Sweep::new(set);
    while sweep.g.len() < s {
        sweep.step();
    }
    const B: u64 = 0x100_0000_01b3;
    let top = (0..s - 1).fold(1u64, |p, _| p.wrapping_mul(B)); // B^(s−1)
    let mut h = sweep.g[..s].iter().fold(0u64, |h, &v| {
        h.wrapping_mul(B).wrapping_add(u64::from(v) + 1)
    });
    let mut seen = Windows::new();
    for n in 0..=limit {
        let g = &sweep.g;
        let window = |m: usize| g[m..m + s] == g[n..n + s];
        if let Some(m) = seen.find(h, window) {
            let (p, q) = (m as u64, (n - m) as u64);
            let message = if p == 0 {
                Message::new("ck-period-start").figure("q", q)
            } else {
                Message::new("ck-period-from")
                    .figure("p", p)
                    .figure("q", q)
                    .num("s", s as u64)
                    .figure("m", m as u64)
                    .figure("n", n as u64)
            };
            return Periodicity {
                found: true,
                preperiod: p,
                period: q,
                checked_upto: (n + s - 1) as u64,
                text: message.english(),
                message,
            };
        }
        seen.insert(h);
        sweep.step(); // G(n + s): the window moves on by one
        let g = &sweep.g;
        h = h
            .wrapping_sub((u64::from(g[n]) + 1).wrapping_mul(top))
            .wrapping_mul(B)
            .wrapping_add(u64::from(g[n + s]) + 1);
    }
    let message = Message::new("ck-period-none")
        .figure("upto", (limit + s) as u64)
        .num("s", s as u64);
    Periodicity {
        found: false,
        preperiod: 0,
        period: 0,
        checked_upto: (limit + s) as u64,
        text: message.english(),
        message,
    }
}

/// G(n) for any n: from the table when small, else by the proven period.
///
/// # Errors
/// When no period was found and n is beyond the search.
pub fn grundy_at(set: &SubtractionSet, n: u64) -> Result<u32, Error> {
    let p = periodicity(set);
    let m = if p.found && n >= p.preperiod {
        p.preperiod + (n - p.preperiod) % p.period
    } else if n <= p.checked_upto {
        n
    } else {
        return Err(Error::Beyond {
            what: "n".into(),
            max: Some(u128::from(p.checked_upto)),
            budget: true,
            message: Message::new("err-out-of-reach")
                .figure("n", n)
                .msg("why", p.message),
        });
    };
    // (m ≤ checked_upto, a length the search reached)
    let m = crate::narrow::index("n", m, 0, p.checked_upto, "")?;
    Ok(grundy(set, m)[m])
}

/// A statement about every S, checked against the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RuleCheck {
    /// True when no S checked contradicts it.
    pub holds: bool,
    /// The largest S checked.
    pub checked_upto: u64,
    /// True when the check covered a whole period of both sides, so it holds for every S.
    pub for_all: bool,
    /// The first S where it fails.
    pub counterexample: Option<u64>,
    /// A sentence for the page.
    pub text: String,
    /// `text` as a message (the front end words it in the reader's language).
    pub message: Message,
}

/// Everything the page shows about one set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SubtractionReport {
    /// The moves.
    pub set: Vec<u32>,
    /// The set as it prints.
    pub canonical: String,
    /// (Min, Max) when the set is one range.
    pub minmax: Option<(u32, u32)>,
    /// The table covers 0..=upto.
    pub upto: u64,
    /// G(0..=upto).
    #[serde(skip)]
    pub grundy: Vec<u32>,
    /// S ≤ upto with G(S) = 0.
    pub p_positions: Vec<u64>,
    /// The eventual period of G.
    pub period: Periodicity,
    /// The paper's rule: G(S) = 0 ⇔ S mod (Min + Max) < Min (Min/Max sets only).
    pub rule: Option<RuleCheck>,
    /// The closed form G(S) = ⌊(S mod (Min + Max)) / Min⌋ (Min/Max sets only).
    pub formula: Option<RuleCheck>,
}

/// Checks `claim(S, G(S))` for S = 0..g.len() − 1; `whole` says that range covers a full period
/// of G and of the rule, so that the check covers every S.
fn check_rule(
    g: &[u32],
    whole: bool,
    claim: impl Fn(u64, u32) -> bool,
    statement: Message,
) -> RuleCheck {
    let end = g.len() as u64 - 1;
    let mut bad = None;
    for (s, &v) in (0..).zip(g) {
        if !claim(s, v) {
            bad = Some((s, v));
            break;
        }
    }
    let for_all = bad.is_none() && whole;
    let message = match bad {
        Some((s, v)) => Message::new("ck-rule-contradicted")
            .figure("s", s)
            .figure("g", u64::from(v))
            .msg("statement", statement),
        None if for_all => Message::new("ck-rule-for-all").figure("end", end),
        None => Message::new("ck-rule-holds").figure("end", end),
    };
    RuleCheck {
        holds: bad.is_none(),
        checked_upto: end,
        for_all,
        counterexample: bad.map(|(s, _)| s),
        text: message.english(),
        message,
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

fn lcm(a: u64, b: u64) -> u64 {
    a / gcd(a, b) * b
}

/// The table, the P-positions, the period and (for Min/Max) the paper's rule, on 0..=upto.
///
/// # Errors
/// upto beyond [`MAX_UPTO`], or too much work for the set.
pub fn analyse(set: &SubtractionSet, upto: u64) -> Result<SubtractionReport, Error> {
    let l = crate::narrow::index("upto", upto, 0, MAX_UPTO, "the table stops at 10^6")?;
    check_work(set, "upto", upto)?;
    let period = periodicity(set);
    let minmax = set.minmax_bounds();
    // For Min/Max the rule's checks run over a whole period of G and of the rule (cycle
    // Min + Max), which may reach past upto: one table serves the report and both checks.
    let whole = match minmax {
        Some((lo, hi)) if period.found => {
            Some(period.preperiod + lcm(period.period, u64::from(lo + hi)))
                .filter(|&w| w <= 10 * MAX_UPTO)
        }
        _ => None,
    };
    // (whole ≤ 10·MAX_UPTO)
    let to = crate::narrow::index(
        "upto",
        whole.map_or(upto, |w| w.max(upto)),
        0,
        10 * MAX_UPTO,
        "",
    )?;
    let mut grundy_table = grundy(set, to);
    let (rule, formula) = match minmax {
        Some((lo, hi)) => {
            let (lo, cycle) = (u64::from(lo), u64::from(lo + hi));
            (
                Some(check_rule(
                    &grundy_table,
                    whole.is_some(),
                    |s, g| (g == 0) == (s % cycle < lo),
                    Message::new("ck-rule-p")
                        .figure("cycle", cycle)
                        .figure("min", lo),
                )),
                Some(check_rule(
                    &grundy_table,
                    whole.is_some(),
                    |s, g| u64::from(g) == (s % cycle) / lo,
                    Message::new("ck-rule-formula")
                        .figure("cycle", cycle)
                        .figure("min", lo),
                )),
            )
        }
        None => (None, None),
    };
    grundy_table.truncate(l + 1);
    let mut p_positions = Vec::new();
    for (s, &g) in (0..).zip(&grundy_table) {
        if g == 0 {
            p_positions.push(s);
        }
    }
    Ok(SubtractionReport {
        set: set.moves.clone(),
        canonical: set.canonical(),
        minmax,
        upto,
        grundy: grundy_table,
        p_positions,
        period,
        rule,
        formula,
    })
}

/// One move made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SubMove {
    /// 0 = the player who moved first.
    pub by: u8,
    /// Counters taken.
    pub take: u64,
    /// The pile before.
    pub pile_before: u64,
}

/// Where a subtraction game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SubState {
    /// Counters left.
    pub pile: u64,
    /// Who moves next (0 = whoever moved first).
    pub to_move: u8,
    /// True when no move is legal.
    pub over: bool,
    /// The player who made the last move, once the game is over.
    pub winner: Option<u8>,
    /// The takes allowed now.
    pub legal: Vec<u64>,
    /// G(pile).
    pub grundy: u32,
    /// The moves so far.
    pub moves: Vec<SubMove>,
}

/// Why a finished game takes no more moves (the id of its message: no move is legal).
const OVER: &str = "err-over-no-move";

/// The largest starting pile of a game.
pub const MAX_PILE: u64 = crate::error::MAX_START_PILE;

/// A subtraction game against the engine.
#[derive(Clone, Debug)]
pub struct SubtractionGame {
    set: SubtractionSet,
    g: Vec<u32>,
    pile: u64,
    moves: Vec<SubMove>,
}

impl SubtractionGame {
    /// A game from `pile`.
    ///
    /// # Errors
    /// pile outside 1..=[`MAX_PILE`], or too much work.
    pub fn new(set: SubtractionSet, pile: u64) -> Result<Self, Error> {
        crate::error::check_start_pile(pile)?;
        check_work(&set, "pile", pile)?;
        let g = grundy(&set, crate::narrow::index("pile", pile, 1, MAX_PILE, "")?);
        Ok(SubtractionGame {
            set,
            g,
            pile,
            moves: Vec::new(),
        })
    }

    /// G(n) for n ≤ the starting pile (at most [`MAX_PILE`], checked by `new`).
    fn g_at(&self, n: u64) -> u32 {
        usize::try_from(n)
            .ok()
            .and_then(|n| self.g.get(n))
            .copied()
            .expect("a pile at most the starting pile")
    }

    fn legal(&self) -> Vec<u64> {
        let mut legal = Vec::new();
        for &s in &self.set.moves {
            if u64::from(s) <= self.pile {
                legal.push(u64::from(s));
            }
        }
        legal
    }

    /// The position and history.
    pub fn state(&self) -> SubState {
        let legal = self.legal();
        let over = legal.is_empty();
        SubState {
            pile: self.pile,
            to_move: crate::games::player(self.moves.len()),
            over,
            winner: over.then(|| crate::games::player(self.moves.len() + 1)),
            legal,
            grundy: self.g_at(self.pile),
            moves: self.moves.clone(),
        }
    }

    /// Takes `take` counters.
    ///
    /// # Errors
    /// An illegal take (the message lists the legal ones), or a finished game.
    pub fn play(&mut self, take: u64) -> Result<(), Error> {
        let legal = self.legal();
        if legal.is_empty() {
            return Err(Error::Illegal(Message::new(OVER)));
        }
        if !legal.contains(&take) {
            return Err(Error::Illegal(
                Message::new("err-take-set")
                    .figure("pile", self.pile)
                    .with("takes", takes(&legal))
                    .figure("take", take),
            ));
        }
        self.moves.push(SubMove {
            by: crate::games::player(self.moves.len()),
            take,
            pile_before: self.pile,
        });
        self.pile -= take;
        Ok(())
    }

    /// Why a pile with G = 0 is a P-position, in the paper's words where they apply.
    fn p_reason(&self, n: u64) -> String {
        match self.set.minmax_bounds() {
            Some((lo, hi)) => {
                let c = u64::from(lo + hi);
                format!("{n} mod {c} = {} < {lo}", n % c)
            }
            None => format!("G({n}) = 0"),
        }
    }

    /// The engine's advice for the player to move, worded for that player.
    ///
    /// # Errors
    /// When the game is over.
    pub fn hint(&self) -> Result<Advice, Error> {
        self.advise(false)
    }

    /// The advice, worded for the player ("take 3 …") or as the engine's own move ("I take 3 …").
    fn advise(&self, engine: bool) -> Result<Advice, Error> {
        let legal = self.legal();
        let Some(&smallest) = legal.first() else {
            return Err(Error::Illegal(Message::new(OVER)));
        };
        let n = self.pile;
        let gn = self.g_at(n);
        if let Some(&s) = legal.iter().find(|&&s| self.g_at(n - s) == 0) {
            let left = n - s;
            let why_p = if self.set.minmax_bounds().is_some() {
                Arg::Msg(Box::new(
                    Message::new("ck-sub-p").math("rule", self.p_reason(left)),
                ))
            } else {
                Arg::Math(format!("G({left}) = 0"))
            };
            let mut why = Message::new(if engine {
                "ck-sub-win-engine"
            } else {
                "ck-sub-win"
            })
            .figure("n", n)
            .figure("g", u64::from(gn))
            .num("take", s)
            .num("left", left);
            why.args.push(("why", why_p));
            let structure = self
                .structure(true)
                .figure("n", n)
                .figure("g", u64::from(gn));
            let because = Message::new("ck-sub-because-win").figure("n", n);
            let advice = Advice::said(true, s, why.clone());
            return Ok(if engine {
                advice
            } else {
                advice.with_steps(graded_messages(true, because, structure, why))
            });
        }
        // For Min/Max the paper's rule says why; otherwise G(n) = 0 is the reason itself.
        let lost = match self.set.minmax_bounds() {
            Some(_) => Message::new("ck-sub-lost-minmax").math("rule", self.p_reason(n)),
            None => Message::new("ck-sub-lost"),
        }
        .figure("n", n);
        let why = Message::new(if engine {
            "ck-sub-lose-engine"
        } else {
            "ck-sub-lose"
        })
        .msg("lost", lost)
        .num("take", smallest);
        let structure = self.structure(false).figure("n", n);
        let because = Message::new("ck-sub-because-lose")
            .figure("n", n)
            .math("rule", self.p_reason(n));
        let advice = Advice::said(false, smallest, why.clone());
        Ok(if engine {
            advice
        } else {
            advice.with_steps(graded_messages(false, because, structure, why))
        })
    }

    /// A hint's second step for a winning or a losing position (G(n) with its argument to add),
    /// naming for One Pile with Min/Max the paper's rule for G = 0 ("a pile whose remainder mod 8
    /// is below 3").
    fn structure(&self, winning: bool) -> Message {
        match (self.set.minmax_bounds(), winning) {
            (Some((lo, hi)), _) => Message::new(if winning {
                "ck-sub-structure-win-minmax"
            } else {
                "ck-sub-structure-lose-minmax"
            })
            .figure("cycle", u64::from(lo + hi))
            .figure("min", u64::from(lo)),
            (None, true) => Message::new("ck-sub-structure-win"),
            (None, false) => Message::new("ck-sub-structure-lose"),
        }
    }

    /// The engine moves (its advice) and returns the advice it followed.
    ///
    /// # Errors
    /// As [`SubtractionGame::hint`].
    pub fn engine_move(&mut self) -> Result<Advice, Error> {
        EngineGame::engine_move(self)
    }
}

/// The legal takes named in a sentence: "3", or "3, 4 or 5" (`err-list-or`).
fn takes(v: &[u64]) -> Arg {
    match v {
        [rest @ .., last] if !rest.is_empty() => Arg::Msg(Box::new(
            Message::new("err-list-or")
                .math("rest", crate::games::joined(rest, ", "))
                .figure("last", *last),
        )),
        _ => Arg::Math(crate::games::joined(v, "")),
    }
}

impl EngineGame for SubtractionGame {
    type State = SubState;
    type Hint = Advice;
    type Move = Advice;
    type Play = u64;
    fn state(&self) -> Result<SubState, Error> {
        Ok(SubtractionGame::state(self))
    }
    fn hint(&mut self) -> Result<Advice, Error> {
        SubtractionGame::hint(self)
    }
    fn engine_choice(&mut self) -> Result<Advice, Error> {
        self.advise(true)
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
    /// The legal takes, smallest first.
    fn legal_count(&self) -> Result<u64, Error> {
        match self.legal().len() {
            0 => Err(Error::Illegal(Message::new(OVER))),
            n => Ok(n as u64),
        }
    }
    fn legal_move(&self, i: u64) -> Result<u64, Error> {
        numbered(i, self.legal_count()?)?;
        crate::games::nth(&self.legal(), i)
    }
    /// A take wins when it leaves a pile with G = 0.
    fn wins(&mut self, &take: &u64) -> Result<bool, Error> {
        Ok(self.g_at(self.pile - take) == 0)
    }
    fn told(&self, &take: &u64, gerund: bool) -> String {
        take_words(take, gerund)
    }
    fn careless(&self, best: Advice, &take: &u64, why: String) -> Advice {
        best.instead(take, why)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_windows_seen_are_found_by_hash_through_collisions_and_growth() {
        // One hash for all (a single probe chain), a few, and all different, past several
        // doublings of the table.
        for kinds in [1, 7, usize::MAX] {
            let hash = |n: usize| (n % kinds) as u64 * 0x9E37_79B9;
            let mut seen = Windows::new();
            for n in 0..3000 {
                assert_eq!(
                    seen.find(hash(n), |_| true).is_some(),
                    n >= kinds,
                    "{kinds}: {n}"
                );
                seen.insert(hash(n));
                for k in [0, n / 2, n] {
                    assert_eq!(
                        seen.find(hash(k), |m| m == k),
                        Some(k),
                        "{kinds}: {k} of {n}"
                    );
                }
                assert_eq!(seen.find(hash(n), |_| false), None);
            }
        }
    }

    #[test]
    fn the_applets_table() {
        // Bogomolny, "Single Pile Games": Min = 3, Max = 5, S = 0..20.
        let s = SubtractionSet::minmax(3, 5).unwrap();
        assert_eq!(
            grundy(&s, 20),
            [0, 0, 0, 1, 1, 1, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 0, 0, 0, 1, 1]
        );
        let p = periodicity(&s);
        assert_eq!((p.found, p.preperiod, p.period), (true, 0, 8));
        let r = analyse(&s, 20).unwrap();
        assert!(r.rule.as_ref().unwrap().holds && r.rule.unwrap().for_all);
        assert!(r.formula.unwrap().for_all);
    }

    /// Ranges are marked, never listed: as many as the cap on the text holds make at most
    /// MAX_MOVE moves, the same set as listing each range and removing the repeats (the slow
    /// twin); a longer text is refused by its length before any range is read.
    #[test]
    fn ranges_are_merged_as_they_are_read() {
        let listed = |text: &str| -> Vec<u32> {
            let mut moves: Vec<u32> = text
                .split(',')
                .flat_map(|item| match item.trim().split_once("..") {
                    Some((a, b)) => a.trim().parse().unwrap()..=b.trim().parse().unwrap(),
                    None => {
                        let v = item.trim().parse().unwrap();
                        v..=v
                    }
                })
                .collect();
            moves.sort_unstable();
            moves.dedup();
            moves
        };
        let copies = vec!["1..1000"; MAX_TEXT / 9].join(", ");
        assert!(copies.len() <= MAX_TEXT);
        for text in [
            copies.as_str(),
            "5..9, 1, 7..12, 12, 3..3, 1000, 999..1000, 2",
            "4, 4, 4, 1..2, 2..4",
        ] {
            assert_eq!(SubtractionSet::parse(text).unwrap().moves(), listed(text));
        }
        let huge = vec!["1..1000"; 250_000].join(", ");
        let e = SubtractionSet::parse(&huge).unwrap_err();
        assert_eq!(e.kind(), crate::error::ErrorKind::Limit);
        assert_eq!(
            e.to_string(),
            "set is 2249998 characters long: the limit is 10000"
        );
    }

    #[test]
    fn parse_and_print() {
        let s = SubtractionSet::parse(" 9, 1, 3..5 ,2").unwrap();
        assert_eq!(s.moves(), [1, 2, 3, 4, 5, 9]);
        assert_eq!(s.canonical(), "1..5, 9");
        assert_eq!(SubtractionSet::parse("1, 3").unwrap().canonical(), "1, 3");
        assert_eq!(
            SubtractionSet::parse("3..5").unwrap().minmax_bounds(),
            Some((3, 5))
        );
        let e = |t: &str| SubtractionSet::parse(t).unwrap_err().to_string();
        assert_eq!(e("1,,3"), "column 3: expected a move size before ','");
        assert_eq!(
            e("1, 0"),
            "column 4: move 0 is out of range: moves are 1..1000"
        );
        assert_eq!(
            e("2, x"),
            "column 4: 'x' is not a move size (a whole number, or a range a..b)"
        );
        assert_eq!(
            e("1..  z"),
            "column 6: 'z' is not a move size (a whole number, or a range a..b)"
        );
        assert!(e("").contains("empty"));
        // A trailing comma is nothing; a second one or a space inside a number is refused.
        assert_eq!(
            SubtractionSet::parse("1, 2, 3,").unwrap().moves(),
            [1, 2, 3]
        );
        assert_eq!(SubtractionSet::parse("3..5, ").unwrap().moves(), [3, 4, 5]);
        assert_eq!(e("1, 2,,"), "column 6: expected a move size before ','");
        assert_eq!(e(","), "column 1: expected a move size before ','");
        assert_eq!(
            e("1, 10 0"),
            "column 4: '10 0' has a space inside: separate moves with commas (10, 0), and write \
             a number without spaces (100)"
        );
    }

    #[test]
    fn a_set_with_a_preperiod() {
        // {2, 5, 6}: G = 0 0 1 1 0 2 1 0 0 1 1 … — check minimality against the table.
        let s = SubtractionSet::parse("2, 5, 6").unwrap();
        let p = periodicity(&s);
        assert!(p.found);
        let g = grundy(&s, 2000);
        let (pp, q) = (
            usize::try_from(p.preperiod).unwrap(),
            usize::try_from(p.period).unwrap(),
        );
        assert!((pp..1900).all(|n| g[n] == g[n + q]));
        if pp > 0 {
            assert!((pp - 1..1900).any(|n| g[n] != g[n + q]));
        }
        for q2 in 1..q {
            assert!((pp..1900).any(|n| g[n] != g[n + q2]));
        }
        for n in [0usize, 7, 100, 1999] {
            assert_eq!(grundy_at(&s, n as u64).unwrap(), g[n]);
        }
    }

    #[test]
    fn play_follows_g() {
        let mut game = SubtractionGame::new(SubtractionSet::minmax(3, 5).unwrap(), 20).unwrap();
        let a = game.hint().unwrap();
        assert!(a.winning);
        assert_eq!(a.take, 3); // 20 − 3 = 17, and 17 mod 8 = 1 < 3
        assert!(a.why.contains("17 mod 8 = 1 < 3"), "{}", a.why);
        let e = game.play(2).unwrap_err();
        assert_eq!(
            e.to_string(),
            "illegal move: from 20 you may take 3, 4 or 5, not 2"
        );
        let m = e.message().unwrap();
        assert_eq!(m.id, "err-take-set");
        assert!(
            matches!(&m.args[1].1, Arg::Msg(list) if list.id == "err-list-or"),
            "{m:?}"
        );
        // one legal take: named alone, as maths
        assert_eq!(
            takes(&[4]),
            Arg::Math("4".into()),
            "a single take is no list"
        );
        let m = game.engine_move().unwrap();
        assert!(
            m.why.contains("so I win: I take 3, leaving you 17"),
            "{}",
            m.why
        );
        assert!(
            a.why.contains("so you win: take 3, leaving 17"),
            "{}",
            a.why
        );
        assert_eq!(game.state().pile, 17);
        let lost = game.hint().unwrap();
        assert!(
            !lost.winning && lost.why.contains("you lose"),
            "{}",
            lost.why
        );
    }
}
