//! Brute force from the definition, two ways.
//!
//! * [`solve`]: by move number, from the last move that can matter down to the first. At (p, k)
//!   the opponent forbids up to c_k options and forbids winning ones first, so the mover wins iff
//!   more than c_k of the options x ∈ [m_k, min(M_k, p)] leave a pile that is lost at move k + 1.
//!   One prefix sum per move number makes each level linear in the piles.
//! * [`literal_lost`]: the slow twin for small cases, which enumerates every forbidden set the
//!   opponent may choose and every answer of the mover — no counting argument at all.

use super::seq::{Rules, Step};
use crate::error::{check_range, over_budget, Error};
use crate::message::Message;
use crate::narrow;
use std::collections::HashMap;

/// The most (pile, move) states [`solve`] may visit: about a second of work as wasm in node
/// (2·10^8 states of sequences that never settle took 2.9 s there, past the 2 s bound of a call).
pub const BRUTE_BUDGET: u64 = 100_000_000;

/// Safe piles (lost for the player to move) at consecutive move numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Levels {
    /// The first move number solved.
    pub first: u64,
    /// Piles 0..=upto.
    pub upto: u64,
    /// `safe[j][p]` is 1 when pile p is lost for the player making move `first + j`.
    pub safe: Vec<Vec<u8>>,
    /// The states solved (the work done).
    pub cells: u64,
}

impl Levels {
    /// True when pile p is safe at move k (inside the solved range).
    ///
    /// # Panics
    /// Outside the solved range (never a wrapped index).
    pub fn is_safe(&self, p: u64, k: u64) -> bool {
        self.safe[narrow::saturating(k - self.first)][narrow::saturating(p)] == 1
    }
}

/// Whether piles `0..len` are safe at a move with rules `s`, given the safe piles `next` of the
/// next move (which must cover `0..=len - 1 - s.m`).
fn level(s: Step, next: &[u8], len: usize) -> Vec<u8> {
    let mut pre = Vec::with_capacity(next.len() + 1);
    pre.push(0u32);
    let mut acc = 0u32;
    for &b in next {
        acc += u32::from(b);
        pre.push(acc);
    }
    let s = Takes::of(s);
    (0..len).map(|p| s.safe_at(p, &pre)).collect()
}

/// A move's rules over the piles of a table: the takes m..=M as indices (a take past what the
/// machine indexes is past every pile, saturated once per move, not per pile), c as it is.
#[derive(Clone, Copy)]
struct Takes {
    m: usize,
    max: usize,
    c: u64,
}

impl Takes {
    fn of(s: Step) -> Self {
        Takes {
            m: narrow::saturating(s.m),
            max: narrow::saturating(s.max),
            c: s.c,
        }
    }

    /// 1 when pile p is safe: at most c of its options leave a safe pile, counted with `pre`,
    /// the prefix sums of the next move's safe piles (`pre[q]` = safe piles below q).
    #[inline]
    fn safe_at(self, p: usize, pre: &[u32]) -> u8 {
        if p < self.m {
            return 1; // no option at all
        }
        let hi = p - self.m; // the smallest take leaves the largest pile
        let lo = p - self.max.min(p);
        u8::from(u64::from(pre[hi + 1] - pre[lo]) <= self.c)
    }
}

/// Safe piles `0..len` when every move from here on has the rules `s`.
fn stationary(s: Step, len: usize) -> Vec<u8> {
    let s = Takes::of(s);
    let mut safe = Vec::with_capacity(len);
    let mut pre = vec![0u32];
    for p in 0..len {
        let b = s.safe_at(p, &pre);
        safe.push(b);
        pre.push(pre[p] + u32::from(b));
    }
    safe
}

/// The moves a solve walks through: each move's rules and the largest pile that matters there,
/// up to the move where nothing can happen any more or into the constant tail; `j0` starts the
/// last run of equal rules (one stationary pass solves it) and `cells` counts the states to solve.
struct Walk {
    steps: Vec<Step>,
    reach: Vec<u64>,
    j0: usize,
    cells: u64,
}

/// The walk of a solve of moves `first..=last_out` on piles `0..=upto`, or `None` as soon as the
/// states before the current run of equal rules pass [`BRUTE_BUDGET`] (a lower bound of the final
/// count, so the refusal comes before the work and before walking every move).
fn walk(
    rules: &Rules,
    known: &mut Vec<Step>,
    first: u64,
    last_out: u64,
    upto: u64,
) -> Result<Option<Walk>, Error> {
    let tail = rules.constant_from();
    let (mut steps, mut reach) = (Vec::<Step>::new(), Vec::new());
    let mut r = upto;
    let mut k = first;
    // All states so far, and those up to the first move of the current run of equal rules.
    let (mut total, mut cells) = (0u64, 0u64);
    let mut j0 = 0;
    loop {
        let j = steps.len();
        if j == known.len() {
            known.push(rules.step(k)?);
        }
        let s = known[j];
        total = total.saturating_add(r + 1);
        if steps.last() != Some(&s) {
            (j0, cells) = (j, total);
            if cells > BRUTE_BUDGET {
                return Ok(None);
            }
        }
        steps.push(s);
        reach.push(r);
        if k >= last_out && (r < s.m || tail.is_some_and(|t| k >= t)) {
            break;
        }
        if k >= last_out {
            r -= s.m;
        }
        k += 1;
    }
    Ok(Some(Walk {
        steps,
        reach,
        j0,
        cells,
    }))
}

/// The refusal of a solve that needs more than [`BRUTE_BUDGET`] states: names the largest upto
/// that fits (a binary search over walks, which stop at the budget and share the moves' rules).
fn too_much_work(
    rules: &Rules,
    known: &mut Vec<Step>,
    first: u64,
    last_out: u64,
    upto: u64,
) -> Result<Error, Error> {
    if walk(rules, known, first, last_out, 0)?.is_none() {
        return Ok(Error::Beyond {
            what: "upto".into(),
            max: None,
            budget: true,
            message: Message::new("err-brute-zero").num("max", BRUTE_BUDGET),
        });
    }
    let (mut lo, mut hi) = (0, upto - 1);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if walk(rules, known, first, last_out, mid)?.is_some() {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    Ok(over_budget(
        "upto",
        u128::from(upto),
        u128::from(lo),
        "brute force solves at most 10^8 (pile, move) states for these sequences; sequences \
         that become constant (a list repeating its last value) reach further",
    ))
}

/// Solves moves `first .. first + moves` for piles `0..=upto`.
///
/// Only the states a game from those can reach are solved: after move k ≥ first + moves − 1 the
/// pile has lost at least m_k. Where the rules stop changing (a constant tail, known from the
/// sequences or seen on every move that can still matter) one pass solves all later moves.
///
/// # Errors
/// A bad value in the sequences (named), upto above 2·10^7 or moves outside 1..=1000, or more work
/// than [`BRUTE_BUDGET`].
pub fn solve(rules: &Rules, first: u64, moves: u64, upto: u64) -> Result<Levels, Error> {
    let top = narrow::index("upto", upto, 0, 20_000_000, "")?;
    let count = narrow::index("moves", moves, 1, 1000, "")?;
    check_range("move", u128::from(first), 1, 1 << 40, "")?;
    let last_out = first + moves - 1;
    let mut known = Vec::new(); // the rules of moves first, first + 1, …
    let Walk {
        steps,
        reach,
        j0,
        cells,
    } = match walk(rules, &mut known, first, last_out, upto)? {
        Some(w) => w,
        None => return Err(too_much_work(rules, &mut known, first, last_out, upto)?),
    };
    let last = steps[j0];
    // (every reach is at most upto)
    let mut cur = stationary(last, narrow::within("upto", reach[j0], top)? + 1);
    let mut out = vec![Vec::new(); count];
    for j in (0..=j0).rev() {
        if j < j0 {
            cur = level(steps[j], &cur, narrow::within("upto", reach[j], top)? + 1);
        }
        let kk = first + j as u64;
        if kk <= last_out {
            out[j] = cur[..=top].to_vec();
        }
    }
    // Moves at or after the stationary start share its table.
    for j in j0 + 1..count {
        out[j] = out[j0].clone();
    }
    Ok(Levels {
        first,
        upto,
        safe: out,
        cells,
    })
}

/// The literal game tree: is pile p lost for the player making move k? The opponent picks any
/// set of at most c_k options to forbid (every such set is tried), then the mover picks any
/// remaining option. Exponential: for small piles and few options only (tests).
///
/// # Errors
/// A bad value in the sequences.
pub fn literal_lost(rules: &Rules, p: u64, k: u64) -> Result<bool, Error> {
    fn lost(
        rules: &Rules,
        p: u64,
        k: u64,
        memo: &mut HashMap<(u64, u64), bool>,
    ) -> Result<bool, Error> {
        if let Some(&v) = memo.get(&(p, k)) {
            return Ok(v);
        }
        let s = rules.step(k)?;
        let options: Vec<u64> = (s.m..=s.max.min(p)).collect();
        // mover_wins[x]: taking x leaves a position lost for the opponent.
        let mut good = Vec::with_capacity(options.len());
        for &x in &options {
            good.push(lost(rules, p - x, k + 1, memo)?);
        }
        // The mover loses iff some forbidden set F (|F| ≤ c) leaves no good option.
        let n = options.len();
        let mut result = false;
        for mask in 0u64..(1u64 << n) {
            if u64::from(mask.count_ones()) > s.c {
                continue;
            }
            let any_good = (0..n).any(|j| mask & (1 << j) == 0 && good[j]);
            if !any_good {
                result = true;
                break;
            }
        }
        memo.insert((p, k), result);
        Ok(result)
    }
    lost(rules, p, k, &mut HashMap::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nim_without_blocks_is_multiples_of_m_plus_max() {
        let r = Rules::lists(&[0], &[1], &[3]);
        let l = solve(&r, 1, 2, 40).unwrap();
        for p in 0..=40 {
            assert_eq!(l.is_safe(p, 1), p % 4 == 0, "pile {p}");
            assert_eq!(l.is_safe(p, 2), p % 4 == 0, "pile {p}");
        }
    }

    #[test]
    fn the_papers_example_at_move_three() {
        // [m_3, M_3] = [5, 10], c_3 = 2; the paper's pile 15 at move 3.
        let r = Rules::lists(&[0, 1, 2], &[1, 3, 5], &[3, 6, 10]);
        let l = solve(&r, 1, 3, 40).unwrap();
        let safe3: Vec<u64> = (0..=40).filter(|&p| l.is_safe(p, 3)).collect();
        assert!(safe3.contains(&15));
        for p in 0..=40 {
            for k in 1..=3 {
                assert_eq!(
                    l.is_safe(p, k),
                    literal_lost(&r, p, k).unwrap(),
                    "pile {p} move {k}"
                );
            }
        }
    }

    #[test]
    fn non_constant_sequences_walk_every_move() {
        let r = Rules::parse("i/3", "1", "i + 2").unwrap();
        let l = solve(&r, 1, 4, 30).unwrap();
        for p in 0..=30 {
            for k in 1..=4 {
                assert_eq!(l.is_safe(p, k), literal_lost(&r, p, k).unwrap());
            }
        }
    }

    #[test]
    fn too_much_work_is_refused_with_a_reason() {
        let r = Rules::parse("0", "1", "i + 1").unwrap();
        let e = solve(&r, 1, 1, 1_000_000).unwrap_err().to_string();
        assert!(
            e.starts_with("upto = 1000000 is too large: the limit is "),
            "{e}"
        );
        // The limit named is the largest upto that fits: it solves, one more does not.
        let limit: u64 = e["upto = 1000000 is too large: the limit is ".len()..]
            .split(' ')
            .next()
            .and_then(|n| n.parse().ok())
            .expect("a number");
        let fits = solve(&r, 1, 1, limit).expect("the limit fits");
        assert!(fits.cells <= BRUTE_BUDGET);
        assert!(solve(&r, 1, 1, limit + 1).is_err());
    }
}
