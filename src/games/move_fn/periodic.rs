//! The periodic games (Holshouser & Reiter 2006) over 1..=L, in steps (for a worker): g_i by
//! Algorithm 1 in every G_i; Theorem 2's bases and the g_i they predict, compared; Theorem 1's
//! bases built for any f, with condition (2) proved, checked or failing and each conclusion (1, 2,
//! 3a, 3b) checked against Algorithm 1; Example 2's printed bases beside the computed ones; and the
//! multi-base representation of n in G_i.

use super::example2;
use super::multi::{simple_bases, Base, Construction, MultiBuilder};
use super::recursion::DirectG;
use crate::error::{check_range, over_budget, Error};
use crate::message::Message;
use crate::narrow;
use crate::rule::{check_tables, check_upto, FTable, MoveRule, MAX_TABLE};
use serde::Serialize;

/// Where Theorem 2's prediction and Algorithm 1 first differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Mismatch {
    /// The game G_i.
    pub game: usize,
    /// The pile.
    pub n: u64,
    /// g_i(n) by Algorithm 1.
    pub g: u64,
    /// What the bases predict.
    pub predicted: u64,
}

/// Theorem 2 on 1..=L.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Theorem2 {
    /// B_i with Θ_i.
    pub bases: Vec<Base>,
    /// True when the predicted g_i equal Algorithm 1's everywhere on the range.
    pub holds: bool,
    /// The first difference.
    pub first_failure: Option<Mismatch>,
    /// A sentence (`message` in English).
    pub text: String,
    /// The sentence as a message, for the page's language.
    pub message: Message,
}

/// Condition (2): f(n, x + 1) − f(n, x) ≥ −1.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Condition2 {
    /// "proved", "checked" (on the range only) or "fails".
    pub status: &'static str,
    /// Where it fails: f(n, x + 1) − f(n, x) < −1 with n the residue.
    pub at: Option<At>,
    /// A sentence (`message` in English).
    pub text: String,
    /// The sentence as a message, for the page's language.
    pub message: Message,
}

/// A point (n mod t, x).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct At {
    /// The residue n mod t.
    pub n: u64,
    /// The move x.
    pub x: u64,
}

/// One conclusion of Theorem 1, checked.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Conclusion {
    /// "1", "2", "3a" or "3b".
    pub name: &'static str,
    /// What it says (`message` in English).
    pub statement: String,
    /// The statement as a message, for the page's language.
    pub message: Message,
    /// True when no counterexample was found.
    pub holds: bool,
    /// How many cases were checked.
    pub checked: u64,
    /// The first counterexample.
    pub counterexample: Option<Counterexample>,
}

/// A pile where a statement fails.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Counterexample {
    /// G_i.
    pub game: usize,
    /// The pile.
    pub n: u64,
    /// What happens there (`message` in English).
    pub text: String,
    /// The sentence as a message, for the page's language.
    pub message: Message,
}

/// Theorem 1 on 1..=L.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Theorem1 {
    /// Its bases (Θ = identity), built whether or not condition (2) holds.
    pub bases: Vec<Base>,
    /// Condition (2).
    pub condition: Condition2,
    /// Conclusions 1, 2, 3a, 3b.
    pub conclusions: Vec<Conclusion>,
    /// A sentence (`message` in English).
    pub text: String,
    /// The sentence as a message, for the page's language.
    pub message: Message,
}

/// One member of Example 2's bases: computed and printed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Example2Row {
    /// 0 or 1.
    pub game: usize,
    /// Position in the base (0 = the first member).
    pub k: usize,
    /// The member the engine computed (None past the computed range).
    pub computed: Option<u64>,
    /// The printed formula's value (None past the printed range).
    pub formula: Option<u64>,
    /// The printed formula.
    pub expression: Option<String>,
    /// computed == formula.
    pub agrees: bool,
}

/// Example 2, member by member.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Example2 {
    /// Every member up to the limit of both.
    pub rows: Vec<Example2Row>,
    /// True when every row agrees.
    pub agrees: bool,
    /// A sentence (`message` in English).
    pub text: String,
    /// The sentence as a message, for the page's language.
    pub message: Message,
}

/// Algorithm 1 against brute force over positions (n, x) from the game's definition, on the
/// part of the range where brute force is affordable.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BruteCheck {
    /// Checked on 1..=upto in every game.
    pub upto: u64,
    /// True when they agree everywhere there.
    pub agrees: bool,
    /// A sentence (`message` in English).
    pub text: String,
    /// The sentence as a message, for the page's language.
    pub message: Message,
}

/// The most entries t·upto of a [`PeriodicAnalysis`] (Algorithm 1, both constructions and both
/// theorems' bases are kept per game): the page's largest, t = 8 on 1..=10^6.
pub const MAX_ANALYSIS_CELLS: u64 = 8_000_000;

/// Brute force (O(n³)) runs live on piles up to this.
pub const BRUTE_LIMIT: usize = 300;

/// Compares the g tables with brute force on 1..=min(L, [`BRUTE_LIMIT`]).
///
/// # Errors
/// f failing where brute force needs it.
pub fn brute_check(f: &mut FTable, g: &[Vec<u32>]) -> Result<BruteCheck, Error> {
    let upto = (g[0].len() - 1).min(BRUTE_LIMIT);
    let mut first = None;
    for (game, (i, gi)) in (0u32..).zip(g.iter().enumerate()) {
        let brute = super::brute::g_brute(f, game, upto)?;
        if let Some(n) = (1..=upto).find(|&n| brute[n] != gi[n]) {
            first = Some((i, n, brute[n], gi[n]));
            break;
        }
    }
    let t = g.len();
    let message = match first {
        None if t == 1 => Message::new("mfa-brute-agrees").figure("upto", upto as u64),
        None => Message::new("mfa-brute-agrees-games")
            .figure("upto", upto as u64)
            .figure("last", t as u64 - 1),
        Some((i, n, b, a)) => Message::new("mfa-brute-differs")
            .figure("game", i as u64)
            .figure("n", n as u64)
            .figure("brute", u64::from(b))
            .figure("recursion", u64::from(a)),
    };
    Ok(BruteCheck {
        upto: upto as u64,
        agrees: first.is_none(),
        text: message.english(),
        message,
    })
}

/// Everything about a periodic f on 1..=L.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PeriodicReport {
    /// The period.
    pub t: u32,
    /// L.
    pub upto: u64,
    /// g_i(0..=L) by Algorithm 1 (g_i(0) = ∞); passed to JS as typed arrays.
    #[serde(skip)]
    pub g: Vec<Vec<u32>>,
    /// Algorithm 1 against brute force.
    pub brute: BruteCheck,
    /// Theorem 2.
    pub theorem2: Theorem2,
    /// Theorem 1.
    pub theorem1: Theorem1,
    /// Example 2 beside the paper, when f is Example 2's.
    pub example2: Option<Example2>,
}

/// Is this rule Example 2 (the same canonical expression, t = 2)?
pub fn is_example2(canonical: &str, t: u32) -> bool {
    t == example2::PERIOD
        && crate::rule::MoveFn::parse_periodic(example2::SOURCE, example2::PERIOD)
            .map(|m| m.canonical() == canonical)
            .unwrap_or(false)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Validate,
    Direct(usize),
    Theta,
    Identity,
    Done,
}

/// The periodic analysis in steps.
pub struct PeriodicAnalysis {
    f: FTable,
    upto: usize,
    example2: bool,
    stage: Stage,
    direct: Vec<DirectG>,
    theta: MultiBuilder,
    identity: MultiBuilder,
    report: Option<PeriodicReport>,
}

impl PeriodicAnalysis {
    /// Starts the analysis of a periodic rule on 1..=upto. `example2` asks for the comparison
    /// with the paper's printed bases (the caller knows whether f is Example 2's).
    ///
    /// # Errors
    /// upto out of range.
    pub fn new(rule: Box<dyn MoveRule>, upto: u64, example2: bool) -> Result<Self, Error> {
        let l = check_upto(upto)?;
        check_tables(rule.as_ref(), upto)?;
        let t = rule.period();
        check_range(
            "upto",
            u128::from(upto),
            1,
            u128::from(MAX_ANALYSIS_CELLS / u64::from(t.max(1))),
            "the analysis keeps four tables per game, and the t games share 8·10^6 entries",
        )?;
        let mut direct: Vec<DirectG> = (0..t).map(DirectG::new).collect();
        direct.iter_mut().for_each(|d| d.aim("upto", upto));
        let mut theta = MultiBuilder::new(Construction::Theta, t);
        theta.aim("upto", upto);
        let mut identity = MultiBuilder::new(Construction::Identity, t);
        identity.aim("upto", upto);
        Ok(PeriodicAnalysis {
            f: FTable::new(rule),
            upto: l,
            example2,
            stage: Stage::Validate,
            direct,
            theta,
            identity,
            report: None,
        })
    }

    /// [`PeriodicAnalysis::new`] for a typed f(n, x), compared with the paper's printed bases
    /// exactly when f is Example 2's.
    ///
    /// # Errors
    /// upto out of range.
    pub fn of(rule: crate::rule::MoveFn, upto: u64) -> Result<Self, Error> {
        let example2 = is_example2(&rule.canonical(), rule.period());
        Self::new(Box::new(rule), upto, example2)
    }

    /// About `work` units of work (a pile, or a move tried in a search); returns the fraction
    /// done. Stops with a budget refusal ([`Error::limit`]) when a recursion or a construction passes
    /// [`MAX_WORK`](crate::rule::MAX_WORK) steps, naming the largest upto that fit.
    ///
    /// # Errors
    /// f failing where the computation needs it.
    pub fn advance(&mut self, work: u64) -> Result<f64, Error> {
        // (any work: a step past the end goes to the end, on every target)
        let work = work.max(1);
        let l = self.upto;
        let t = self.direct.len();
        match self.stage {
            Stage::Validate => {
                if self.f.validate_step(l as u64, work)? {
                    self.stage = Stage::Direct(0);
                }
            }
            Stage::Direct(i) => {
                let d = &mut self.direct[i];
                let to = narrow::ahead(d.len(), work, l);
                if d.extend_within(&mut self.f, to, work)? && to == l {
                    self.stage = if i + 1 < t {
                        Stage::Direct(i + 1)
                    } else {
                        Stage::Theta
                    };
                }
            }
            Stage::Theta => {
                let to = narrow::ahead(self.theta.len(), work.div_ceil(t as u64), l);
                if self.theta.extend_within(&mut self.f, to, work)? && to == l {
                    self.stage = Stage::Identity;
                }
            }
            Stage::Identity => {
                let to = narrow::ahead(self.identity.len(), work.div_ceil(t as u64), l);
                if self.identity.extend_within(&mut self.f, to, work)? && to == l {
                    self.report = Some(self.finish()?);
                    self.stage = Stage::Done;
                }
            }
            Stage::Done => {}
        }
        Ok(self.progress())
    }

    /// Runs to the end.
    ///
    /// # Errors
    /// As [`PeriodicAnalysis::advance`].
    pub fn run(mut self) -> Result<PeriodicReport, Error> {
        while self.stage != Stage::Done {
            self.advance(1 << 20)?;
        }
        Ok(self.report.take().expect("done"))
    }

    /// The fraction done.
    pub fn progress(&self) -> f64 {
        let l = self.upto as f64;
        let t = self.direct.len() as f64;
        match self.stage {
            Stage::Validate => 0.0,
            Stage::Direct(i) => 0.05 + 0.6 * (i as f64 + self.direct[i].len() as f64 / l) / t,
            Stage::Theta => 0.65 + 0.15 * self.theta.len() as f64 / l,
            Stage::Identity => 0.8 + 0.2 * self.identity.len() as f64 / l,
            Stage::Done => 1.0,
        }
    }

    /// The report, once done.
    pub fn report(&self) -> Option<&PeriodicReport> {
        self.report.as_ref()
    }

    fn finish(&mut self) -> Result<PeriodicReport, Error> {
        let l = self.upto;
        let t = self.direct.len();
        let g: Vec<Vec<u32>> = self
            .direct
            .iter_mut()
            .map(|d| std::mem::replace(d, DirectG::new(0)).into_values())
            .collect();
        // Theorem 2.
        let mut first_failure = None;
        'outer: for n in 1..=l {
            for (i, gi) in g.iter().enumerate() {
                let p = self.theta.g(i)[n];
                if p != gi[n] {
                    first_failure = Some(Mismatch {
                        game: i,
                        n: n as u64,
                        g: u64::from(gi[n]),
                        predicted: u64::from(p),
                    });
                    break 'outer;
                }
            }
        }
        // The builders' tables are freed as their bases are taken.
        let empty = || MultiBuilder::new(Construction::Theta, 1);
        let message = match first_failure {
            None => Message::new("mfpa-theorem2-holds")
                .figure("upto", l as u64)
                .figure("last", t as u64 - 1)
                .math("rule", BETWEEN),
            Some(m) => Message::new("mfpa-theorem2-fails")
                .figure("game", m.game as u64)
                .math("value", format!("g_{}({}) = {}", m.game, m.n, m.g))
                .figure("predicted", m.predicted),
        };
        let theorem2 = Theorem2 {
            bases: std::mem::replace(&mut self.theta, empty()).into_bases(),
            holds: first_failure.is_none(),
            text: message.english(),
            message,
            first_failure,
        };
        let condition = self.condition2()?;
        let mut bases = std::mem::replace(&mut self.identity, empty()).into_bases();
        // Theorem 1's member-only construction says which bases are finite.
        let most = bases.iter().map(|b| b.members.len()).max().unwrap_or(0);
        let (simple, _) = simple_bases(&self.f, l as u64, most + 1)?;
        for (b, s) in bases.iter_mut().zip(&simple) {
            b.finite = s.finite && s.members == b.members;
        }
        drop(simple);
        let conclusions = conclusions(&g, &bases, l);
        let all = conclusions.iter().all(|c| c.holds);
        let message = Message::new(match (condition.status, all) {
            ("fails", true) => "mfpa-theorem1-holds-anyway",
            ("fails", false) => "mfpa-theorem1-not-apply",
            (_, true) => "mfpa-theorem1-holds",
            ("proved", false) => "mfpa-theorem1-fails",
            (_, false) => "mfpa-theorem1-fails-in-range",
        })
        .figure("upto", l as u64);
        let example2 = self.example2.then(|| example2_rows(&bases, l as u64));
        let brute = brute_check(&mut self.f, &g)?;
        Ok(PeriodicReport {
            t: self.f.rule().period(),
            upto: l as u64,
            brute,
            g,
            theorem2,
            theorem1: Theorem1 {
                bases,
                condition,
                conclusions,
                text: message.english(),
                message,
            },
            example2,
        })
    }

    fn condition2(&mut self) -> Result<Condition2, Error> {
        condition2(&mut self.f, self.upto as u64)
    }
}

/// The longest finite part below the point where f is proved non-decreasing that
/// [`condition2`] checks exactly (a longer one is not proved, only checked on the range).
pub const CHECK_BELOW: u64 = 100_000;

/// Condition (2) for a rule: proved (from the expression's form, with the finite part before the
/// point where monotonicity is proved checked exactly, when it is at most [`CHECK_BELOW`]),
/// checked on 1..=upto, or failing.
///
/// # Errors
/// f failing where checked.
pub fn condition2(f: &mut FTable, upto: u64) -> Result<Condition2, Error> {
    let t = f.rule().period();
    let fails = |r: u32, x: u64, a: u64, b: u64| {
        Condition2::new(
            "fails",
            Some(At { n: u64::from(r), x }),
            Message::new("mfpa-condition-fails")
                .math(
                    "drop",
                    format!("f({r}, {}) − f({r}, {x}) = {b} − {a} < −1", x + 1),
                )
                .figure("residue", u64::from(r))
                .figure("t", u64::from(t)),
        )
    };
    // The part below x0 is checked exactly, one evaluation at a time: only when it is short.
    let proof = f
        .rule()
        .nondecreasing_from()
        .filter(|&x0| x0 <= CHECK_BELOW);
    if let Some(x0) = proof {
        for r in 0..t {
            let mut prev = f.exact(r, 1)?;
            for x in 1..x0 {
                let next = f.exact(r, x + 1)?;
                if next + 1 < prev {
                    return Ok(fails(r, x, prev, next));
                }
                prev = next;
            }
        }
        return Ok(Condition2::new(
            "proved",
            None,
            if x0 <= 1 {
                Message::new("mfpa-condition-proved")
            } else {
                Message::new("mfpa-condition-proved-from")
                    .figure("from", x0)
                    .math("condition", CONDITION2)
                    .figure("t", u64::from(t))
            },
        ));
    }
    let end = narrow::index("upto", upto, 0, MAX_TABLE, "tables stop at 2·10^7")?;
    for r in 0..t {
        let mut prev = u64::from(f.get(r, 1)?);
        for x in 1..end {
            let next = u64::from(f.get(r, x + 1)?);
            if next + 1 < prev {
                return Ok(fails(r, x as u64, prev, next));
            }
            prev = next;
        }
    }
    Ok(Condition2::new(
        "checked",
        None,
        Message::new("mfpa-condition-checked")
            .math("condition", CONDITION2)
            .figure("upto", upto)
            .figure("t", u64::from(t)),
    ))
}

/// Condition (2), as written.
const CONDITION2: &str = "f(n, x + 1) − f(n, x) ≥ −1";

/// Conclusion 3's rule between the members (and Theorem 2's), as written.
const BETWEEN: &str = "g_i(n) = g_(i ⊕ b_ik)(n − b_ik)";

impl Condition2 {
    fn new(status: &'static str, at: Option<At>, message: Message) -> Condition2 {
        Condition2 {
            status,
            at,
            text: message.english(),
            message,
        }
    }
}

fn conclusions(g: &[Vec<u32>], bases: &[Base], l: usize) -> Vec<Conclusion> {
    let t = g.len();
    let mut c = [
        (
            "1",
            Message::new("mfpa-conclusion-1").math("claim", "g_i(b) = b"),
        ),
        (
            "2",
            Message::new("mfpa-conclusion-2").math("claim", "1 ≤ g_i(n) < n"),
        ),
        (
            "3a",
            Message::new("mfpa-conclusion-3a")
                .math("between", "b_ik < n < b_i,k+1")
                .math("claim", BETWEEN),
        ),
        (
            "3b",
            Message::new("mfpa-conclusion-3b").math("claim", BETWEEN),
        ),
    ]
    .map(|(name, message)| Conclusion {
        name,
        statement: message.english(),
        message,
        holds: true,
        checked: 0,
        counterexample: None,
    });
    let mut note = |k: usize, ok: bool, game: usize, n: usize, message: &dyn Fn() -> Message| {
        c[k].checked += 1;
        if !ok && c[k].counterexample.is_none() {
            c[k].holds = false;
            let message = message();
            c[k].counterexample = Some(Counterexample {
                game,
                n: n as u64,
                text: message.english(),
                message,
            });
        }
    };
    for (i, base) in bases.iter().enumerate() {
        let mut k = 0; // members[..k] are < n
        let mut bk = 0; // members[k − 1]
        for n in 1..=l {
            let gi = g[i][n] as usize;
            if base.members.get(k) == Some(&(n as u64)) {
                k += 1;
                bk = n;
                note(0, gi == n, i, n, &|| {
                    Message::new("mfpa-counter-member")
                        .math("member", format!("{n} ∈ B_{i}"))
                        .math("value", format!("g_{i}({n}) = {gi} ≠ {n}"))
                });
                continue;
            }
            note(1, gi < n, i, n, &|| {
                Message::new("mfpa-counter-outside")
                    .math("outside", format!("{n} ∉ B_{i}"))
                    .math("value", format!("g_{i}({n}) = {gi}"))
                    .figure("n", n as u64)
            });
            let j = (i + bk) % t;
            let want = g[j][n - bk] as usize;
            let last = k == base.members.len();
            let which = if last && base.finite { 3 } else { 2 };
            note(which, gi == want, i, n, &|| {
                Message::new("mfpa-counter-rule")
                    .math("value", format!("g_{i}({n}) = {gi}"))
                    .math(
                        "expected",
                        format!("g_{j}({n} − {bk}) = g_{j}({}) = {want}", n - bk),
                    )
            });
        }
    }
    c.into_iter().collect()
}

fn example2_rows(bases: &[Base], limit: u64) -> Example2 {
    let printed = example2::printed(limit);
    let mut rows = Vec::new();
    for (game, printed) in printed.iter().enumerate() {
        let computed: Vec<u64> = bases[game]
            .members
            .iter()
            .copied()
            .filter(|&m| m <= limit)
            .collect();
        for k in 0..computed.len().max(printed.len()) {
            let c = computed.get(k).copied();
            let p = printed.get(k);
            rows.push(Example2Row {
                game,
                k,
                computed: c,
                formula: p.map(|p| p.value),
                expression: p.map(|p| p.formula.clone()),
                agrees: c.is_some() && c == p.map(|p| p.value),
            });
        }
    }
    let bad = rows.iter().find(|r| !r.agrees).cloned();
    let agrees = bad.is_none();
    let message = match bad {
        None => Message::new("mfpa-example2-agrees")
            .num("count", rows.len() as u64)
            .figure("limit", limit),
        Some(r) => Message::new("mfpa-example2-differs")
            .figure("game", r.game as u64)
            .figure("k", r.k as u64)
            .math("computed", r.computed.map_or("—".into(), |v| v.to_string()))
            .math(
                "printed",
                format!(
                    "{} = {}",
                    r.expression.clone().unwrap_or_else(|| "—".into()),
                    r.formula.map_or("—".into(), |v| v.to_string())
                ),
            ),
    };
    Example2 {
        rows,
        agrees,
        text: message.english(),
        message,
    }
}

/// One part of a multi-base representation: a member of B_game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Part {
    /// The base it is taken from.
    pub game: usize,
    /// The member.
    pub member: u64,
}

/// n in G_i written as b_ik + rest, rest in B_(i ⊕ b_ik), …, ending at a member.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MultiRepresentation {
    /// The game.
    pub game: usize,
    /// n.
    pub n: u64,
    /// The parts in the order taken (largest first); the last is the one that decides.
    pub parts: Vec<Part>,
    /// Θ of the last part: g_i(n), the smallest winning move.
    pub g: u64,
}

/// The most parts [`represent`] lists (a chain through finite bases repeats their largest
/// members: [`chain`] writes that block once, with how many times it repeats).
pub const MAX_LISTED_PARTS: u64 = 10_000;

/// A block of a [`Chain`]'s parts that repeats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Repeat {
    /// Where the block starts in `parts`.
    pub start: usize,
    /// How many parts it has.
    pub len: usize,
    /// How many times it stands in the chain (at least 1).
    pub times: u64,
}

/// A multi-base representation with repeating blocks written once: `parts` with each
/// [`Repeat`]'s `parts[start..start + len]` standing for `times` copies of itself. The last part decides,
/// as in [`MultiRepresentation`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Chain {
    /// The game.
    pub game: usize,
    /// n.
    pub n: u64,
    /// The parts in the order taken, each repeated block once.
    pub parts: Vec<Part>,
    /// The repeated blocks (ascending, disjoint), where finite bases made the chain cycle.
    pub repeats: Vec<Repeat>,
    /// Θ of the last part: g_i(n).
    pub g: u64,
}

impl Chain {
    /// How many parts the whole chain has.
    pub fn count(&self) -> u128 {
        let extra: u128 = self
            .repeats
            .iter()
            .map(|r| (r.len as u128) * u128::from(r.times.saturating_sub(1)))
            .sum();
        self.parts.len() as u128 + extra
    }

    /// The parts with each block written `times` times, `each` mapping a block to its items.
    fn spread<T>(
        &self,
        part: impl Fn(&Part) -> T,
        block: impl Fn(&[Part], u64) -> Vec<T>,
    ) -> Vec<T> {
        let mut out = Vec::new();
        let mut at = 0;
        for r in &self.repeats {
            out.extend(self.parts[at..r.start].iter().map(&part));
            out.extend(block(&self.parts[r.start..r.start + r.len], r.times));
            at = r.start + r.len;
        }
        out.extend(self.parts[at..].iter().map(&part));
        out
    }

    /// Every part, each block repeated, when there are at most `max`.
    pub fn expand(&self, max: u64) -> Option<Vec<Part>> {
        // (then every block's times fits an index, as the count does)
        if self.count() > u128::from(max) || usize::try_from(self.count()).is_err() {
            return None;
        }
        Some(self.spread(
            |p| *p,
            |b, times| b.repeat(usize::try_from(times).unwrap_or(usize::MAX)),
        ))
    }

    /// The parts as terms of a sum, `term` writing one, a repeated block as one term
    /// "(a + b) × times".
    pub fn terms(&self, term: impl Fn(&Part) -> String) -> Vec<String> {
        self.spread(&term, |b, times| {
            let inner: Vec<String> = b.iter().map(&term).collect();
            vec![format!("({}) × {times}", inner.join(" + "))]
        })
    }
}

/// The multi-base representation of n ≥ 1 in G_game (Theorems 1 and 2, conclusion 3), with a
/// block that repeats written once: at a finite base B_i with the rest at least its largest
/// member, the part is that member, so a run of such parts returns to a game it visited and
/// then repeats for as long as the rest exceeds what one round takes. The walk skips the
/// repeats, so its work is bounded by the bases' sizes and t, not by n.
///
/// # Errors
/// n = 0, or a remainder beyond a base's reach.
pub fn chain(bases: &[Base], game: usize, n: u64) -> Result<Chain, Error> {
    check_range("N", u128::from(n), 1, u128::from(u64::MAX), "")?;
    let t = bases.len();
    let (mut i, mut rest) = (game, n);
    let mut parts = Vec::new();
    let mut repeats = Vec::new();
    // For the run of forced parts (a finite base's top) since the last other part: where each
    // game was first met in it, and the rest then.
    let mut seen: Vec<Option<(usize, u64)>> = vec![None; t];
    loop {
        let b = &bases[i];
        if !b.finite && rest > b.reach {
            return Err(Error::Beyond {
                what: "N".into(),
                max: None,
                budget: false,
                message: Message::new("err-chain-reach")
                    .figure("n", n)
                    .figure("i", i as u64)
                    .figure("reach", b.reach)
                    .figure("rest", rest),
            });
        }
        let k = b.members.partition_point(|&m| m <= rest); // members[..k] ≤ rest
        let bk = b.members[k - 1];
        let forced = b.finite && k == b.members.len();
        if !forced {
            seen.iter_mut().for_each(|s| *s = None);
        } else {
            if let Some((start, before)) = seen[i] {
                // parts[start..] took `before − rest` and came back to G_i: the same block
                // follows while the rest exceeds its sum. Skip all but the last one or two.
                let sum = before - rest;
                let skip = ((rest - 1) / sum).saturating_sub(1);
                if skip > 0 {
                    repeats.push(Repeat {
                        start,
                        len: parts.len() - start,
                        times: skip + 1,
                    });
                    rest -= skip * sum;
                }
                seen.iter_mut().for_each(|s| *s = None);
            }
            seen[i] = Some((parts.len(), rest));
        }
        parts.push(Part {
            game: i,
            member: bk,
        });
        if bk == rest {
            return Ok(Chain {
                game,
                n,
                g: b.theta[k - 1],
                parts,
                repeats,
            });
        }
        rest -= bk;
        // (i < t: no overflow)
        i = narrow::within("game", (i as u64 + bk % t as u64) % t as u64, t)?;
    }
}

/// The multi-base representation of n ≥ 1 in G_game with every part listed (at most
/// [`MAX_LISTED_PARTS`]; [`chain`] answers for any n).
///
/// # Errors
/// n = 0, a remainder beyond a base's reach, or more than [`MAX_LISTED_PARTS`] parts (naming
/// the largest n below it that fits).
pub fn represent(bases: &[Base], game: usize, n: u64) -> Result<MultiRepresentation, Error> {
    let c = chain(bases, game, n)?;
    if let Some(parts) = c.expand(MAX_LISTED_PARTS) {
        return Ok(MultiRepresentation {
            game,
            n,
            parts,
            g: c.g,
        });
    }
    // The count grows by a block's length per block's sum: search the largest N that fits.
    let fits =
        |m: u64| chain(bases, game, m).is_ok_and(|c| c.count() <= u128::from(MAX_LISTED_PARTS));
    let (mut lo, mut hi) = (1u64, n);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Err(over_budget(
        "N",
        u128::from(n),
        u128::from(lo),
        "its chain would list more than 10^4 parts: the largest members of finite bases repeat",
    ))
}

/// g_i(0..=upto) in every game (g_i(0) = ∞), as Theorem 2's bases give them (the fast way; the
/// analysis checks them against Algorithm 1). For t = 1 this is the move-function game's table.
///
/// # Errors
/// upto out of range, or f failing on 1..=upto.
pub fn g_tables(rule: Box<dyn MoveRule>, upto: u64) -> Result<Vec<Vec<u32>>, Error> {
    let t = rule.period().max(1);
    if t == 1 {
        return Ok(vec![super::g_table(rule, upto)?]);
    }
    let to = check_upto(upto)?;
    let mut f = FTable::new(rule);
    f.validate(upto)?;
    let mut b = MultiBuilder::new(Construction::Theta, t);
    b.aim("upto", upto);
    b.extend(&mut f, to)?;
    drop(f);
    Ok(b.into_tables())
}

/// Theorem 2's bases B_0 … B_(t−1) with Θ, members ≤ upto, at most
/// [`MAX_LISTED_MEMBERS`](super::MAX_LISTED_MEMBERS) / t listed per base (`reach` says how far
/// each listing goes).
///
/// # Errors
/// As [`g_tables`].
pub fn theorem2_bases(rule: Box<dyn MoveRule>, upto: u64) -> Result<Vec<Base>, Error> {
    let to = check_upto(upto)?;
    let t = rule.period().max(1);
    let mut f = FTable::new(rule);
    f.validate(upto)?;
    let mut b = MultiBuilder::new(Construction::Theta, t);
    b.aim("upto", upto);
    b.extend(&mut f, to)?;
    drop(f);
    // At most 10^6 members listed over all the bases: every member ≤ reach.
    let each = super::MAX_LISTED_MEMBERS / t as usize;
    let mut bases = b.into_bases();
    for base in &mut bases {
        if base.members.len() > each {
            base.reach = base.members[each] - 1;
            base.members.truncate(each);
            base.theta.truncate(each);
            base.finite = false;
        }
    }
    Ok(bases)
}
