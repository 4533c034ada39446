//! Take-away games and Schwenk's sequence (Cut The Knot; Schwenk 1970). The first move may take
//! anything but the whole pile, then at most f(previous move): the move-function game started at
//! (N, N − 1).
//!
//! Schwenk: H_1 = 1, H_{k+1} = H_k + H_m with m = min{j : f(H_j) ≥ H_k} (the "≥" is lost in the
//! text of the Cut The Knot page as extracted). For f non-decreasing with f(x) ≥ x, every N is
//! uniquely a sum of H's, t_1 < t_2 < … with f(t_i) < t_{i+1} (the generalized Zeckendorf theorem);
//! the H's are the losing starts, and the winning move takes the smallest term ("remove the
//! rightmost 1"). Conversely, an increasing sequence with unique representations must be H.
//!
//! [`analyse`] checks all of this against brute force on a range, for any f — including those
//! outside Schwenk's hypotheses, where it reports what still holds and what does not — and
//! compares H with B_f from the move-function game's engine (the same engine, not a copy).

use super::grundy::GrundyTable;
use crate::error::{check_range, Error};
use crate::games::move_fn;
use crate::message::{Arg, Message};
use crate::narrow;
use crate::rule::{FTable, MoveRule, SharedRule};
use serde::Serialize;

/// At most this many terms of H are listed.
pub const MAX_TERMS: usize = 1_000_000;

/// The brute force of the definition covers starts up to this.
pub const BRUTE_UPTO: u64 = 3000;

/// The largest range for the uniqueness checks.
pub const UNIQUE_UPTO: u64 = 20_000;

/// The largest range of an analysis.
pub const MAX_UPTO: u64 = 1_000_000;

/// Cells (terms × piles) the representation counter may hold.
const COUNT_CELLS: u64 = 40_000_000;

/// Additions the representation counter may make (byte additions, vectorised: about 0.1 s).
const COUNT_WORK: u64 = 400_000_000;

/// Schwenk's sequence up to a bound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HSequence {
    /// H_1, H_2, … (all ≤ the bound).
    pub h: Vec<u64>,
    /// `m[k − 1]` is the (1-based) m with H_{k+1} = H_k + H_m.
    pub m: Vec<usize>,
    /// Why the sequence stops before passing the bound, if it does (a message of the catalogue
    /// part `errors`: an error that cannot represent a pile says it).
    pub stop: Option<Message>,
}

/// H_k ≤ upto, evaluating f only at the H's.
///
/// # Errors
/// f failing at some H_j.
///
/// ```
/// let mut f = nimlab::rule::FTable::new(Box::new(nimlab::rule::MoveFn::parse("2x").unwrap()));
/// let h = nimlab::games::cut_the_knot::schwenk::h_sequence(&mut f, 30).unwrap();
/// assert_eq!(h.h, [1, 2, 3, 5, 8, 13, 21]);
/// ```
pub fn h_sequence(f: &mut FTable, upto: u64) -> Result<HSequence, Error> {
    let mut h = vec![1u64];
    let mut fh = vec![f.exact(0, 1)?];
    let mut m = Vec::new();
    // m is non-decreasing in k: f(H_j) ≥ H_k fails for good once H_k passes f(H_j).
    let mut j = 0usize;
    let stop = loop {
        let k = h.len() - 1;
        let hk = h[k];
        while j <= k && fh[j] < hk {
            j += 1;
        }
        if j > k {
            break Some(
                Message::new("err-h-stops")
                    .figure("k", k as u64 + 1)
                    .figure("h", hk)
                    .figure("fh", fh[k]),
            );
        }
        let Some(next) = hk.checked_add(h[j]) else {
            break Some(
                Message::new("err-h-past")
                    .figure("next", k as u64 + 2)
                    .figure("k", k as u64 + 1)
                    .figure("h", hk),
            );
        };
        if next > upto {
            break None;
        }
        if h.len() >= MAX_TERMS {
            break Some(
                Message::new("err-h-many")
                    .figure("max", MAX_TERMS as u64)
                    .figure("upto", upto)
                    .figure("h", hk),
            );
        }
        m.push(j + 1);
        h.push(next);
        fh.push(f.exact(0, next)?);
    };
    Ok(HSequence { h, m, stop })
}

/// The greedy representation of n ≥ 1 by the terms (ascending input, `terms[0] == 1`): largest
/// term ≤ n first; returned ascending.
pub fn represent(terms: &[u64], n: u64) -> Vec<u64> {
    let mut parts = Vec::new();
    let mut rest = n;
    let mut i = terms.partition_point(|&t| t <= rest);
    while rest > 0 && i > 0 {
        i -= 1;
        if terms[i] <= rest {
            parts.push(terms[i]);
            rest -= terms[i];
        }
    }
    parts.reverse();
    parts
}

/// True when consecutive terms (ascending) satisfy f(t_i) < t_{i+1}.
///
/// # Errors
/// f failing at a term.
pub fn chain_ok(f: &FTable, parts: &[u64]) -> Result<bool, Error> {
    for w in parts.windows(2) {
        if f.exact(0, w[0])? >= w[1] {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Counts representations n = t_1 + … + t_r (terms of a growing sequence, ascending,
/// f(t_i) < t_{i+1}) for n = 0..=bound, saturated at 2.
/// `dst[m] = min(2, dst[m] + src[m])` where both hold counts 0, 1 or 2 ("two or more"), eight
/// at a time in a u64: a sum is at most 4, so no byte carries into the next, and the bytes that
/// reached 3 or 4 are set back to 2. (A byte-wise `saturating_add` vectorises natively but not in
/// wasm without SIMD, where it was the take-away analysis' whole cost.)
fn add_at_most_two(dst: &mut [u8], src: &[u8]) {
    const LOW: u64 = 0x0101_0101_0101_0101;
    let n = dst.len().min(src.len());
    let (mut d, mut s) = (dst[..n].chunks_exact_mut(8), src[..n].chunks_exact(8));
    for (a, b) in (&mut d).zip(&mut s) {
        let word = |c: &[u8]| u64::from_le_bytes(c.try_into().expect("8 bytes"));
        let sum = word(a) + word(b);
        let over = ((sum >> 2) | (sum & (sum >> 1))) & LOW; // bit 0 of each byte ≥ 3
        let clamped = (sum & !(over * 0xFF)) | (over << 1);
        a.copy_from_slice(&clamped.to_le_bytes());
    }
    for (a, &b) in d.into_remainder().iter_mut().zip(s.remainder()) {
        *a = (*a + b).min(2);
    }
}

struct RepCounter {
    bound: usize,
    terms: Vec<u64>,
    fvals: Vec<u64>,
    /// `cols[j][n]`: representations of n whose largest term is `terms[j]`.
    cols: Vec<Vec<u8>>,
    total: Vec<u8>,
    work: u64,
}

impl RepCounter {
    /// Counts on 0..=bound.
    ///
    /// # Errors
    /// A bound past the cells allowed.
    fn new(bound: u64) -> Result<Self, Error> {
        let bound = narrow::index(
            "bound",
            bound,
            0,
            COUNT_CELLS - 1,
            "counting representations keeps at most 4·10^7 cells",
        )?;
        Ok(RepCounter {
            bound,
            terms: Vec::new(),
            fvals: Vec::new(),
            cols: Vec::new(),
            total: vec![0; bound + 1],
            work: 0,
        })
    }

    /// Adds the next (larger) term.
    ///
    /// # Errors
    /// When the table or the work would pass its budget (the caller shrinks the bound).
    fn push(&mut self, t: u64, ft: u64) -> Result<(), Error> {
        // (plain loops here and below: iterator chains that collect were bytes of the wasm)
        let mut allowed = Vec::new();
        for (i, &fv) in self.fvals.iter().enumerate() {
            if fv < t {
                allowed.push(i);
            }
        }
        self.work +=
            allowed.len() as u64 * (self.bound as u64).saturating_sub(t) + self.bound as u64;
        if self.work > COUNT_WORK
            || (self.cols.len() as u64 + 1) * (self.bound as u64 + 1) > COUNT_CELLS
        {
            return Err(Error::Beyond {
                what: "upto".into(),
                max: None,
                budget: true,
                message: Message::new("err-count-work").figure("bound", self.bound as u64),
            });
        }
        let mut col = vec![0u8; self.bound + 1];
        let term = t;
        if let Some(t) = usize::try_from(term).ok().filter(|&t| t <= self.bound) {
            col[t] = 1;
            // Column by column (sequential): col[t + m] = min(2, col[t + m] + cols[i][m]).
            for &i in &allowed {
                add_at_most_two(&mut col[t + 1..], &self.cols[i][1..]);
            }
            for (tot, c) in self.total.iter_mut().zip(&col) {
                *tot = (*tot + c).min(2);
            }
        }
        self.terms.push(term);
        self.fvals.push(ft);
        self.cols.push(col);
        Ok(())
    }

    /// Up to two representations of n (ascending terms).
    fn examples(&self, n: usize) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        let mut stack = Vec::new();
        self.walk(n, None, &mut stack, &mut out);
        out
    }

    fn walk(&self, n: usize, above: Option<u64>, stack: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for j in (0..self.terms.len()).rev() {
            if out.len() >= 2 {
                return;
            }
            if self.cols[j][n] == 0 || above.is_some_and(|a| self.fvals[j] >= a) {
                continue;
            }
            // (a term that counts for n is at most n)
            let Ok(t) = usize::try_from(self.terms[j]) else {
                continue;
            };
            stack.push(self.terms[j]);
            if n == t {
                let mut parts = stack.clone();
                parts.reverse();
                out.push(parts);
            } else {
                self.walk(n - t, Some(self.terms[j]), stack, out);
            }
            stack.pop();
        }
    }
}

/// `c[n]` for n = 0..=bound: the number of representations of n by `seq` (ascending, f(t_i) <
/// t_{i+1}), saturated at 2; `c[0] = 0`.
///
/// # Errors
/// f failing at a term, or a table too large.
pub fn representation_counts(seq: &[u64], f: &mut FTable, bound: u64) -> Result<Vec<u8>, Error> {
    Ok(counted(seq, f, bound)?.total)
}

/// The converse's forced sequence: h_1 = 1, and h_{k+1} the smallest n ≤ bound that h_1..h_k do
/// not represent (any increasing sequence with unique representations must take it).
///
/// # Errors
/// f failing at a term, or a table too large.
pub fn forced_sequence(f: &mut FTable, bound: u64) -> Result<Vec<u64>, Error> {
    Ok(forced(f, bound)?.terms)
}

fn counted(seq: &[u64], f: &mut FTable, bound: u64) -> Result<RepCounter, Error> {
    let mut c = RepCounter::new(bound)?;
    for &t in seq.iter().take_while(|&&t| t <= bound) {
        c.push(t, f.exact(0, t)?)?;
    }
    Ok(c)
}

fn forced(f: &mut FTable, bound: u64) -> Result<RepCounter, Error> {
    let mut c = RepCounter::new(bound)?;
    let mut next = 1;
    while next <= c.bound {
        c.push(next as u64, f.exact(0, next as u64)?)?;
        while next <= c.bound && c.total[next] > 0 {
            next += 1;
        }
    }
    Ok(c)
}

/// A hypothesis of Schwenk's theorem.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Hypothesis {
    /// "proved" (from the form of f), "checked" (on the range), or "fails".
    pub status: &'static str,
    /// Where it fails.
    pub at: Option<u64>,
    /// A sentence for the page.
    pub text: String,
    /// `text` as a message (the front end words it in the reader's language).
    pub message: Message,
}

impl Hypothesis {
    #[inline(never)] // (five calls, each inlined into analyse)
    fn said(status: &'static str, at: Option<u64>, message: Message) -> Hypothesis {
        Hypothesis {
            status,
            at,
            text: message.english(),
            message,
        }
    }
}

/// Schwenk's hypotheses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Hypotheses {
    /// f(x + 1) ≥ f(x).
    pub nondecreasing: Hypothesis,
    /// f(x) ≥ x.
    pub at_least_x: Hypothesis,
    /// Both hold on the range.
    pub hold: bool,
}

/// One step H_{k+1} = H_k + H_m.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    /// k.
    pub k: usize,
    /// H_{k+1}.
    pub h: u64,
    /// m.
    pub m: usize,
    /// H_m.
    pub hm: u64,
}

/// A statement checked on a range.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Claim {
    /// "h-losing", "h-base", "base-losing", "unique", "converse" or "strategy".
    pub id: &'static str,
    /// The statement, in words.
    pub statement: String,
    /// `statement` as a message (catalogue part `cut_the_knot_analysis`).
    pub statement_message: Message,
    /// True when nothing checked contradicts it.
    pub holds: bool,
    /// The range checked.
    pub checked_upto: u64,
    /// The first counterexample, in words.
    pub counterexample: Option<String>,
    /// A sentence for the page.
    pub text: String,
    /// `text` as a message (the front end words it in the reader's language).
    pub message: Message,
    /// `counterexample` as a message.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counterexample_message: Option<Message>,
}

/// Everything the page shows about one take-away game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TakeawayReport {
    /// f as it prints.
    pub f: String,
    /// The range.
    pub upto: u64,
    /// H_k ≤ upto.
    #[serde(rename = "H")]
    pub h: Vec<u64>,
    /// How each term came.
    pub steps: Vec<Step>,
    /// Why H stops early, if it does.
    pub h_stop: Option<String>,
    /// `h_stop` as a message (catalogue part `errors`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub h_stop_message: Option<Message>,
    /// Schwenk's hypotheses on the range.
    pub hypotheses: Hypotheses,
    /// The brute force covers starts 1..=brute_upto.
    pub brute_upto: u64,
    /// Starts N ≤ brute_upto lost for the first player, by brute force of the definition.
    pub losing_starts: Vec<u64>,
    /// B_f ∩ [1, upto] from the move-function game's engine.
    pub base: Vec<u64>,
    /// N ≤ upto with g(N) = N (the move-function game's engine).
    pub engine_losing: Vec<u64>,
    /// The statements, each checked.
    pub claims: Vec<Claim>,
    /// The range of the uniqueness and converse checks.
    pub unique_upto: u64,
}

fn hypotheses(f: &mut FTable, upto: usize) -> Result<Hypotheses, Error> {
    let mut prev = 0u32;
    let mut drop_at: Option<usize> = None;
    let mut below_at: Option<usize> = None;
    for k in 1..=upto {
        let v = f.get(0, k)?;
        if drop_at.is_none() && k > 1 && v < prev {
            drop_at = Some(k - 1);
        }
        if below_at.is_none() && (v as usize) < k {
            below_at = Some(k);
        }
        prev = v;
    }
    let nondecreasing = if f.rule().proved_nondecreasing() {
        Hypothesis::said("proved", None, Message::new("ck-hyp-rising-proved"))
    } else if let Some(x) = drop_at {
        let message = Message::new("ck-hyp-rising-fails")
            .figure("next", x as u64 + 1)
            .figure("fnext", u64::from(f.get(0, x + 1)?))
            .figure("x", x as u64)
            .figure("fx", u64::from(f.get(0, x)?));
        Hypothesis::said("fails", Some(x as u64), message)
    } else {
        let message = Message::new("ck-hyp-rising-checked").figure("upto", upto as u64);
        Hypothesis::said("checked", None, message)
    };
    let at_least_x = match below_at {
        Some(x) => {
            let message = Message::new("ck-hyp-at-least-x-fails")
                .figure("x", x as u64)
                .figure("fx", u64::from(f.get(0, x)?));
            Hypothesis::said("fails", Some(x as u64), message)
        }
        None => {
            let message = Message::new("ck-hyp-at-least-x-checked").figure("upto", upto as u64);
            Hypothesis::said("checked", None, message)
        }
    };
    let hold = nondecreasing.status != "fails" && at_least_x.status != "fails";
    Ok(Hypotheses {
        nondecreasing,
        at_least_x,
        hold,
    })
}

/// A set's name in a claim's counterexample: "H", "B_f", "{N : g(N) = N}" as written, or words.
fn set_name(name: &str) -> Arg {
    match name {
        "the losing starts" => Arg::Msg(Box::new(Message::new("ck-set-losing"))),
        "the forced sequence" => Arg::Msg(Box::new(Message::new("ck-set-forced"))),
        _ => Arg::Math(name.to_string()),
    }
}

/// The first difference between two ascending sets on 1..=upto, as a sentence.
fn first_difference(
    a: &[u64],
    a_name: &str,
    b: &[u64],
    b_name: &str,
    upto: u64,
) -> Option<Message> {
    let upto_only = |set: &[u64]| {
        let mut kept = Vec::with_capacity(set.len());
        for &v in set {
            if v <= upto {
                kept.push(v);
            }
        }
        kept
    };
    let (a, b) = (upto_only(a), upto_only(b));
    let mut n = 0;
    while a.get(n) == b.get(n) {
        if n >= a.len() {
            return None;
        }
        n += 1;
    }
    let x = match (a.get(n), b.get(n)) {
        (Some(&x), Some(&y)) => x.min(y),
        (Some(&x), None) | (None, Some(&x)) => x,
        (None, None) => unreachable!(),
    };
    let (inside, outside) = if a.binary_search(&x).is_ok() {
        (a_name, b_name)
    } else {
        (b_name, a_name)
    };
    let mut m = Message::new("ck-in-not-in").figure("n", x);
    m.args.push(("inside", set_name(inside)));
    m.args.push(("outside", set_name(outside)));
    Some(m)
}

fn claim(
    id: &'static str,
    statement: Message,
    upto: u64,
    counterexample: Option<Message>,
    holds: Message,
) -> Claim {
    let message = match &counterexample {
        Some(c) => Message::new("ck-claim-contradicted").msg("why", c.clone()),
        None => holds,
    };
    Claim {
        id,
        statement: statement.english(),
        statement_message: statement,
        holds: counterexample.is_none(),
        checked_upto: upto,
        text: message.english(),
        message,
        counterexample: counterexample.as_ref().map(Message::english),
        counterexample_message: counterexample,
    }
}

fn plus(parts: &[u64]) -> String {
    crate::games::joined(parts, " + ")
}

/// The representation counts of H and of the forced sequence on the largest range (≤
/// [`UNIQUE_UPTO`], halving) that the counting budget allows.
fn count_both(
    h: &[u64],
    f: &mut FTable,
    upto: u64,
) -> Result<(u64, RepCounter, RepCounter), Error> {
    let mut bound = upto.min(UNIQUE_UPTO);
    // Counting by H keeps a column of bound + 1 cells per member of H up to bound: halve first
    // where that is sure to pass the cap (every pile is in H for a huge constant f, and the
    // failed tries at 20000 and 10000 filled 4·10^7 cells each before giving up).
    let members = |b: u64| h.partition_point(|&t| t <= b) as u64;
    while bound > 16 && members(bound) * (bound + 1) > COUNT_CELLS {
        bound /= 2;
    }
    loop {
        let both = counted(h, f, bound).and_then(|c| Ok((c, forced(f, bound)?)));
        match both {
            Ok((c, forced)) => return Ok((bound, c, forced)),
            Err(Error::Beyond { budget: true, .. }) if bound > 16 => bound /= 2,
            Err(e) => return Err(e),
        }
    }
}

/// H, the hypotheses, brute force, the move-function game's engine and the six claims, on
/// 1..=upto.
///
/// # Errors
/// upto out of range, or f failing on 1..=upto.
pub fn analyse(rule: Box<dyn MoveRule>, upto: u64) -> Result<TakeawayReport, Error> {
    let l = narrow::index(
        "upto",
        upto,
        1,
        MAX_UPTO,
        "the take-away analysis stops at 10^6",
    )?;
    let shared = SharedRule::new(rule);
    let mut f = FTable::new(Box::new(shared.clone()));
    f.validate(upto)?;
    let hs = h_sequence(&mut f, upto)?;
    let hypotheses = hypotheses(&mut f, l)?;
    let brute_upto = upto.min(BRUTE_UPTO);
    let table = GrundyTable::new(&mut f, brute_upto)?;
    let mut losing_starts = Vec::new();
    for n in 1..=brute_upto {
        if table.start(n) == 0 {
            losing_starts.push(n);
        }
    }
    let base = move_fn::g_base_of(Box::new(shared.clone()), upto)?.members;
    let g = move_fn::g_table(Box::new(shared), upto)?;
    let mut engine_losing = Vec::new();
    for (n, &gn) in (0..).zip(&g) {
        if n > 0 && u64::from(gn) == n {
            engine_losing.push(n);
        }
    }

    let h = &hs.h;
    let mut claims = vec![
        claim(
            "h-losing",
            Message::new("ck-st-h-losing"),
            brute_upto,
            first_difference(h, "H", &losing_starts, "the losing starts", brute_upto),
            Message::new("ck-claim-h-losing").figure("upto", brute_upto),
        ),
        claim(
            "h-base",
            Message::new("ck-st-h-base"),
            upto,
            first_difference(h, "H", &base, "B_f", upto),
            Message::new("ck-claim-h-base").figure("upto", upto),
        ),
        claim(
            "base-losing",
            Message::new("ck-st-base-losing"),
            brute_upto,
            first_difference(
                &engine_losing,
                "{N : g(N) = N}",
                &losing_starts,
                "the losing starts",
                brute_upto,
            ),
            Message::new("ck-claim-base-losing").figure("upto", brute_upto),
        ),
    ];

    let (unique_upto, counter, forced) = count_both(h, &mut f, upto)?;
    // (unique_upto is the counters' bound)
    let not_unique = (1..=counter.bound)
        .find(|&n| counter.total[n] != 1)
        .map(|n| describe_count(&counter, n, false));
    claims.push(claim(
        "unique",
        Message::new("ck-st-unique"),
        unique_upto,
        not_unique,
        Message::new("ck-claim-unique").figure("upto", unique_upto),
    ));

    let forced_bad = (1..=forced.bound).find(|&n| forced.total[n] != 1);
    let converse = match forced_bad {
        Some(n) => Some(
            Message::new("ck-converse-fails")
                .figure("upto", unique_upto)
                .math(
                    "second",
                    forced.terms.get(1).map_or("—".into(), u64::to_string),
                )
                .msg("count", describe_count(&forced, n, true)),
        ),
        None => first_difference(&forced.terms, "the forced sequence", h, "H", unique_upto),
    };
    claims.push(claim(
        "converse",
        Message::new("ck-st-converse"),
        unique_upto,
        converse,
        Message::new("ck-claim-converse").figure("upto", unique_upto),
    ));

    let mut strategy = None;
    for n in 2..=brute_upto {
        if h.binary_search(&n).is_ok() {
            continue;
        }
        let parts = represent(h, n);
        if parts.iter().sum::<u64>() != n {
            strategy = Some(
                Message::new("ck-strategy-no-rep")
                    .figure("n", n)
                    .figure("last", h[h.len() - 1]),
            );
            break;
        }
        let t = parts[0];
        let left = n - t;
        let ok = t < n && table.get(left, f.exact(0, t)?) == 0;
        if !ok {
            strategy = Some(
                Message::new("ck-strategy-loses")
                    .figure("n", n)
                    .math("sum", plus(&parts))
                    .figure("t", t)
                    .figure("left", left)
                    .figure("ft", f.exact(0, t)?),
            );
            break;
        }
    }
    claims.push(claim(
        "strategy",
        Message::new("ck-st-strategy"),
        brute_upto,
        strategy,
        Message::new("ck-claim-strategy").figure("upto", brute_upto),
    ));

    let mut steps = Vec::with_capacity(hs.m.len());
    for (i, &m) in hs.m.iter().enumerate() {
        steps.push(Step {
            k: i + 1,
            h: h[i + 1],
            m,
            hm: h[m - 1],
        });
    }
    Ok(TakeawayReport {
        f: f.rule().describe(),
        upto,
        h: hs.h.clone(),
        steps,
        h_stop: hs.stop.as_ref().map(Message::english),
        h_stop_message: hs.stop,
        hypotheses,
        brute_upto,
        losing_starts,
        base,
        engine_losing,
        claims,
        unique_upto,
    })
}

/// How N is represented by H, or (`forced`) by the only candidate sequence: not, once, twice.
fn describe_count(c: &RepCounter, n: usize, forced: bool) -> Message {
    let ex = c.examples(n);
    let id = match (ex.len(), forced) {
        (0, false) => "ck-count-none",
        (0, true) => "ck-count-none-forced",
        (1, _) => "ck-count-one",
        (_, false) => "ck-count-two",
        (_, true) => "ck-count-two-forced",
    };
    let m = Message::new(id).figure("n", n as u64);
    match ex.len() {
        0 => m,
        1 => m.math("sum", plus(&ex[0])),
        _ => m.math("a", plus(&ex[0])).math("b", plus(&ex[1])),
    }
}

/// The representation of N drawn as one row of digits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Drawing {
    /// N.
    pub n: u64,
    /// H_1..H_k ≤ N, ascending.
    #[serde(rename = "H")]
    pub h: Vec<u64>,
    /// 0/1 for H_k … H_1, left to right.
    pub digits: Vec<u8>,
    /// The terms used, ascending.
    pub parts: Vec<u64>,
    /// The smallest term: the winning take when N is not in H.
    pub rightmost: u64,
    /// True when consecutive terms satisfy f(t_i) < t_{i+1}.
    pub valid: bool,
    /// Whether taking the rightmost 1 wins, by the move-function game's engine (None: N is in H, or
    /// beyond the engine's reach for this f).
    pub wins: Option<bool>,
    /// A sentence for the page.
    pub text: String,
    /// `text` as a message (catalogue part `cut_the_knot_analysis`).
    pub message: Message,
}

/// N's representation by H (greedy), as digits.
///
/// # Errors
/// N = 0, f failing, or H stopping before it can represent N by Schwenk's rule.
pub fn drawing(rule: Box<dyn MoveRule>, n: u64) -> Result<Drawing, Error> {
    check_range("N", u128::from(n), 1, u128::from(u64::MAX), "")?;
    let shared = SharedRule::new(rule);
    let mut f = FTable::new(Box::new(shared.clone()));
    let hs = h_sequence(&mut f, n)?;
    let h = hs.h;
    let parts = represent(&h, n);
    if parts.iter().sum::<u64>() != n {
        let why = hs.stop.unwrap_or_else(|| Message::new("err-h-short"));
        return Err(Error::Beyond {
            what: "N".into(),
            max: None,
            budget: true,
            message: Message::new("err-no-rep").figure("n", n).msg("why", why),
        });
    }
    let valid = chain_ok(&f, &parts)?;
    let mut digits = Vec::with_capacity(h.len());
    for t in h.iter().rev() {
        digits.push(u8::from(parts.binary_search(t).is_ok()));
    }
    let rightmost = parts[0];
    let sum = plus(&parts);
    let mut message = if parts.len() == 1 {
        Message::new("ck-rep-in-h")
            .figure("n", n)
            .figure("k", h.len() as u64)
    } else {
        Message::new("ck-rep-take")
            .figure("n", n)
            .math("sum", sum.clone())
            .figure("t", rightmost)
    };
    if let Some(stop) = hs.stop {
        message = Message::new("ck-rep-note")
            .msg("text", message)
            .msg("stop", stop);
    }
    if !valid {
        message = Message::new("ck-rep-broken").msg("text", message);
    }
    // Does the rightmost 1 really win? The move-function game's engine knows g: taking t leaves (N
    // − t, f(t)), which is lost for the opponent exactly when f(t) < g(N − t) (or nothing is left).
    let mut wins = None;
    if parts.len() > 1 {
        let fr = f.exact(0, rightmost)?;
        if let Ok(mut engine) = move_fn::Engine::new(Box::new(shared)) {
            if let Ok(g) = engine.g(n - rightmost) {
                let w = fr < g;
                wins = Some(w);
                if !w {
                    message = Message::new("ck-rep-loses")
                        .figure("n", n)
                        .math("sum", sum)
                        .figure("t", rightmost)
                        .figure("left", n - rightmost)
                        .figure("ft", fr)
                        .figure("g", g);
                }
            }
        }
    }
    Ok(Drawing {
        n,
        h,
        digits,
        parts,
        rightmost,
        valid,
        wins,
        text: message.english(),
        message,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn adding_counts_eight_at_a_time_is_the_byte_wise_sum_capped_at_two() {
        // Every pair of counts in every byte position, and a tail shorter than a word.
        let a: Vec<u8> = (0..27).map(|k| (k % 3) as u8).collect();
        let b: Vec<u8> = (0..27).map(|k| (k / 3 % 3) as u8).collect();
        for len in [0, 5, 8, 9, 16, 27] {
            let mut fast = a[..len].to_vec();
            super::add_at_most_two(&mut fast, &b);
            let slow: Vec<u8> = (0..len).map(|k| (a[k] + b[k]).min(2)).collect();
            assert_eq!(fast, slow, "length {len}");
        }
    }

    use super::*;
    use crate::rule::MoveFn;

    fn ft(src: &str) -> FTable {
        FTable::new(Box::new(MoveFn::parse(src).unwrap()))
    }

    #[test]
    fn h_for_the_prototypes() {
        let h = |s: &str| h_sequence(&mut ft(s), 100).unwrap().h;
        assert_eq!(h("x"), [1, 2, 4, 8, 16, 32, 64]);
        assert_eq!(h("2x - 1"), [1, 2, 4, 8, 16, 32, 64]);
        assert_eq!(h("2x"), [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
        assert_eq!(h("3x"), [1, 2, 3, 4, 6, 8, 11, 15, 21, 29, 40, 55, 76]);
    }

    #[test]
    fn h_stops_where_f_falls_below_x() {
        let hs = h_sequence(&mut ft("1"), 100).unwrap();
        assert_eq!(hs.h, [1, 2]);
        assert!(hs.stop.unwrap().english().contains("f(2) = 1 < 2"));
    }

    #[test]
    fn counts_and_the_forced_sequence() {
        let mut f = ft("2x");
        let h = h_sequence(&mut f, 200).unwrap().h;
        let c = representation_counts(&h, &mut f, 200).unwrap();
        assert!(c[1..].iter().all(|&v| v == 1));
        assert_eq!(forced_sequence(&mut f, 200).unwrap(), h);
        // f = 1 allows any chain, so the forced sequence is binary notation's, while H stops
        // at 2 (f(2) < 2): the converse's "must be H" fails outside the hypotheses.
        let mut one = ft("1");
        assert_eq!(forced_sequence(&mut one, 40).unwrap(), [1, 2, 4, 8, 16, 32]);
        let r = analyse(Box::new(MoveFn::parse("1").unwrap()), 40).unwrap();
        let c = r.claims.iter().find(|c| c.id == "converse").unwrap();
        assert!(!c.holds);
        assert!(c.text.contains("N = 4"), "{}", c.text);
    }

    #[test]
    fn fibonacci_nim_report() {
        let r = analyse(Box::new(MoveFn::parse("2x").unwrap()), 300).unwrap();
        assert!(r.claims.iter().all(|c| c.holds), "{:?}", r.claims);
        assert_eq!(r.h, r.losing_starts);
        assert!(r.hypotheses.hold);
        let d = drawing(Box::new(MoveFn::parse("2x").unwrap()), 20).unwrap();
        assert_eq!(d.parts, [2, 5, 13]);
        assert_eq!(d.digits, [1, 0, 1, 0, 1, 0]);
        assert_eq!(d.wins, Some(true));
        // Outside the hypotheses the rightmost 1 can lose: 20 = 5 + 15 with f(3) = 1.
        let d = drawing(
            Box::new(MoveFn::parse("if x == 3 then 1 else 2x").unwrap()),
            20,
        )
        .unwrap();
        assert_eq!(d.parts, [5, 15]);
        assert_eq!(d.wins, Some(false));
        assert!(
            d.text.contains("taking the rightmost 1 (5) loses"),
            "{}",
            d.text
        );
    }
}
