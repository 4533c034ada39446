//! Theorem 1's closed form and the conditions around it.
//!
//! For the game seen from move K (the sequences shifted: c'_i = c_{i+K−1}, …):
//!
//! A_k = Σ_{i≤k} M'_{2i−1} + Σ_{i≤k} m'_{2i} + Σ_{i≤2k} (−1)^i c'_i,
//! B_k = Σ_{i≤k} M'_{2i} + Σ_{i≤k+1} m'_{2i−1} + Σ_{i≤2k+1} (−1)^{i+1} c'_i,
//!
//! computed by their differences A_{k+1} − A_k = M'_{2k+1} − c'_{2k+1} + m'_{2k+2} + c'_{2k+2} and
//! B_{k+1} − B_k = M'_{2k+2} − c'_{2k+2} + m'_{2k+3} + c'_{2k+3}, in i128 (no overflow for any
//! sequence of i64 values). The formula's safe piles are ∪_k [A_k, B_k − 1].
//!
//! Conditions: (1) c_i ≤ c_{i+1}; (2) 0 ≤ u_i ≤ u_{i+1} with u_i = M_i − m_i − c_i; Lemma 1
//! A_k < B_k < A_{k+1}; and the summary's condition "u_i ≥ 0 for all i and Lemma 1", which the
//! summary writes as 0 < m_{2k+1} + c_{2k+1} + Σ_{i≤k} (M_{2i} − m_{2i} − 2c_{2i} − M_{2i−1} +
//! m_{2i−1} + 2c_{2i−1}) < M_{2k+1} − c_{2k+1} + m_{2k+2} + c_{2k+2}: that form is evaluated as
//! printed, and its agreement with Lemma 1 is a test.

use super::seq::{Rules, Step};
use crate::error::Error;
use crate::message::Message;
use serde::Serialize;

/// A_k and B_k for one k.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bound {
    /// The interval index k ≥ 0.
    pub k: u64,
    /// A_k, the first safe pile of the k-th safe interval.
    pub a: i128,
    /// B_k, one past its last.
    pub b: i128,
}

/// The formula's bounds for the game from move `first`, in order of k.
pub struct Bounds<'r> {
    rules: &'r Rules,
    first: u64,
    next: Option<Bound>,
    /// The steps of A and B once every move they read is in the constant tail (then they no
    /// longer change: half a million intervals per level at 10^6 piles need no lookups).
    fixed: Option<(i128, i128)>,
}

impl<'r> Bounds<'r> {
    /// A_0 = 0, B_0 = m'_1 + c'_1, then onwards.
    ///
    /// # Errors
    /// A bad value in the sequences.
    pub fn new(rules: &'r Rules, first: u64) -> Result<Self, Error> {
        let s = rules.step(first)?;
        Ok(Bounds {
            rules,
            first,
            next: Some(Bound {
                k: 0,
                a: 0,
                b: i128::from(s.m) + i128::from(s.c),
            }),
            fixed: None,
        })
    }

    /// The rules at shifted index i ≥ 1 (move first + i − 1).
    fn at(&self, i: u64) -> Result<Step, Error> {
        self.rules.step(self.first + i - 1)
    }

    /// A_{k+1} − A_k and B_{k+1} − B_k.
    ///
    /// # Errors
    /// A bad value in the sequences.
    pub fn steps_after(&mut self, k: u64) -> Result<(i128, i128), Error> {
        if let Some(d) = self.fixed {
            return Ok(d);
        }
        let (s1, s2, s3) = (
            self.at(2 * k + 1)?,
            self.at(2 * k + 2)?,
            self.at(2 * k + 3)?,
        );
        let w = |s: Step| i128::from(s.max) - i128::from(s.c);
        let n = |s: Step| i128::from(s.m) + i128::from(s.c);
        let d = (w(s1) + n(s2), w(s2) + n(s3));
        // Move first + 2k is the first one read; from the constant tail on, so is every later k.
        if self
            .rules
            .constant_from()
            .is_some_and(|t| self.first + 2 * k >= t)
        {
            self.fixed = Some(d);
        }
        Ok(d)
    }

    /// The next bound.
    ///
    /// # Errors
    /// A bad value in the sequences.
    pub fn next_bound(&mut self) -> Result<Bound, Error> {
        let cur = self.next.expect("bounds are endless");
        let (da, db) = self.steps_after(cur.k)?;
        self.next = Some(Bound {
            k: cur.k + 1,
            a: cur.a + da,
            b: cur.b + db,
        });
        Ok(cur)
    }
}

/// How many k the formula's intervals look at for piles up to `upto`: k = 0 … 3·upto + 60.
///
/// Where Lemma 1 fails the bounds need not grow: they can pass upto and come back below it at a
/// later k (a property test found A_k, B_k above 1 at k = 3 and an interval [1, 1] again
/// further on). Past this window no k is looked at, unless the sequences are constant from there.
#[must_use]
pub fn k_window(upto: u64) -> u64 {
    upto.saturating_mul(3).saturating_add(60)
}

/// The formula's safe intervals meeting [0, upto], clipped to it.
///
/// k runs until A_k and B_k both pass upto with the sequences constant from there (so the bounds
/// only grow), or to the end of [`k_window`]: where condition (1) holds the bounds grow by at
/// least one per k and every interval below upto comes before k = upto + 1; where it fails they
/// can come back, and the window is what is looked at.
///
/// # Errors
/// A bad value in the sequences.
pub fn intervals(rules: &Rules, first: u64, upto: u64) -> Result<Vec<(u64, u64)>, Error> {
    let mut out = Vec::new();
    let mut it = Bounds::new(rules, first)?;
    let tail = rules.constant_from();
    let top = i128::from(upto);
    loop {
        let Bound { k, a, b } = it.next_bound()?;
        let (lo, hi) = (a.max(0), (b - 1).min(top));
        // (0 ≤ lo ≤ hi ≤ upto then)
        if let (true, Ok(lo), Ok(hi)) = (lo <= hi, u64::try_from(lo), u64::try_from(hi)) {
            out.push((lo, hi));
        }
        let settled = a > top && b > top && tail.is_some_and(|t| first + 2 * k >= t);
        if settled || k >= k_window(upto) {
            break;
        }
    }
    // In order along the pile axis; bounds that do not increase (Lemma 1 failing) can repeat one.
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// The formula's verdict for one pile: safe or not, and the interval that holds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Classified {
    /// The pile.
    pub pile: u64,
    /// Safe by the formula.
    pub safe: bool,
    /// k of the safe interval [A_k, B_k − 1] holding the pile, or of the last safe interval
    /// below it.
    pub index: u64,
    /// The safe (or unsafe) interval holding the pile.
    pub from: i128,
    /// Its last pile.
    pub to: i128,
    /// How many k were stepped through.
    pub steps: u64,
}

/// Steps a pile query may take before the sequences must be eventually constant.
pub const CLASSIFY_BUDGET: u64 = 2_000_000;

/// The largest move number [`classify`] starts from.
pub const MAX_MOVE: u64 = 1_000_000;

/// The formula at one pile, for any pile up to u64: the bounds are stepped through until the
/// sequences are constant, then the tail is solved by division. Assumes the bounds increase
/// (Lemma 1; the analysis checks it).
///
/// # Errors
/// `first` outside 1..=[`MAX_MOVE`], a bad value in the sequences, or more than
/// [`CLASSIFY_BUDGET`] steps with sequences that never become constant.
pub fn classify(rules: &Rules, first: u64, pile: u64) -> Result<Classified, Error> {
    crate::error::check_range("move", u128::from(first), 1, u128::from(MAX_MOVE), "")?;
    let p = i128::from(pile);
    let tail = rules.constant_from();
    let mut it = Bounds::new(rules, first)?;
    let mut prev: Option<Bound> = None;
    loop {
        let cur = it.next_bound()?;
        if cur.a <= p && p < cur.b {
            return Ok(Classified {
                pile,
                safe: true,
                index: cur.k,
                from: cur.a,
                to: cur.b - 1,
                steps: cur.k + 1,
            });
        }
        if cur.a > p {
            // Between the previous safe interval and this one.
            let from = prev.map_or(0, |b| b.b);
            return Ok(Classified {
                pile,
                safe: false,
                index: cur.k.saturating_sub(1),
                from,
                to: cur.a - 1,
                steps: cur.k + 1,
            });
        }
        // Constant from here on: A and B grow by the same d each step.
        if tail.is_some_and(|t| first + 2 * cur.k > t) {
            let (da, db) = it.steps_after(cur.k)?;
            if da == db && da > 0 {
                let j = (p - cur.a) / da;
                let (a, b) = (cur.a + j * da, cur.b + j * da);
                let k = u64::try_from(i128::from(cur.k) + j).map_err(|_| {
                    Error::Bug(format!("pile {pile}: the interval's index passes 2^64"))
                })?;
                let steps = cur.k + 1;
                return Ok(if p < b {
                    Classified {
                        pile,
                        safe: true,
                        index: k,
                        from: a,
                        to: b - 1,
                        steps,
                    }
                } else {
                    Classified {
                        pile,
                        safe: false,
                        index: k,
                        from: b,
                        to: a + da - 1,
                        steps,
                    }
                });
            }
        }
        if cur.k >= CLASSIFY_BUDGET {
            return Err(Error::Beyond {
                what: "pile".into(),
                max: None,
                budget: true,
                message: Message::new("err-formula-budget")
                    .num("max", CLASSIFY_BUDGET)
                    .num("pile", pile),
            });
        }
        prev = Some(cur);
    }
}

/// A condition checked on a range of indices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Check {
    /// True when no failure was found.
    pub holds: bool,
    /// The first failing index (i of the sequences, or k of Lemma 1).
    pub at: Option<u64>,
    /// What was checked and what was found.
    pub text: String,
    /// `text` as a message (the front end words it in the reader's language).
    pub message: Message,
}

impl Check {
    fn ok(message: Message) -> Check {
        Check {
            holds: true,
            at: None,
            text: message.english(),
            message,
        }
    }
    fn fails(at: u64, message: Message) -> Check {
        Check {
            holds: false,
            at: Some(at),
            text: message.english(),
            message,
        }
    }
}

/// "(1) … holds for every i" (`whole`: the sequences are constant beyond) or "… for i ≤ N".
fn holds_for(whole: bool, n: u64, every: &'static str, upto: &'static str) -> Check {
    Check::ok(if whole {
        Message::new(every)
    } else {
        Message::new(upto).figure("n", n)
    })
}

/// Condition (1): c_i ≤ c_{i+1} for i = 1..indices (every i when `whole`).
///
/// # Errors
/// A bad value in the sequences.
pub fn condition_one(rules: &Rules, indices: u64, whole: bool) -> Result<Check, Error> {
    for i in 1..indices {
        let (a, b) = (rules.step(i)?.c, rules.step(i + 1)?.c);
        if a > b {
            return Ok(Check::fails(
                i,
                Message::new("bna-one-fails")
                    .figure("i", i)
                    .figure("a", a)
                    .figure("next", i + 1)
                    .figure("b", b),
            ));
        }
    }
    Ok(holds_for(
        whole,
        indices,
        "bna-one-holds-whole",
        "bna-one-holds-upto",
    ))
}

/// Condition (2): 0 ≤ u_i ≤ u_{i+1} for i = 1..indices.
///
/// # Errors
/// A bad value in the sequences.
pub fn condition_two(rules: &Rules, indices: u64, whole: bool) -> Result<Check, Error> {
    for i in 1..=indices {
        let u = rules.step(i)?.u();
        if u < 0 {
            return Ok(Check::fails(
                i,
                Message::new("bna-two-negative")
                    .figure("i", i)
                    .math("u", u.to_string()),
            ));
        }
        if i < indices {
            let v = rules.step(i + 1)?.u();
            if u > v {
                return Ok(Check::fails(
                    i,
                    Message::new("bna-two-fails")
                        .figure("i", i)
                        .math("u", u.to_string())
                        .figure("next", i + 1)
                        .math("v", v.to_string()),
                ));
            }
        }
    }
    Ok(holds_for(
        whole,
        indices,
        "bna-two-holds-whole",
        "bna-two-holds-upto",
    ))
}

/// Lemma 1 at k, from the bounds: A_k < B_k < A_{k+1}.
pub fn lemma_at(b: Bound, next_a: i128) -> bool {
    b.a < b.b && b.b < next_a
}

/// The summary's inequality at k, evaluated term by term as printed (shifted to move `first`).
///
/// # Errors
/// A bad value in the sequences.
pub fn summary_inequality(rules: &Rules, first: u64, k: u64) -> Result<bool, Error> {
    let at = |i: u64| rules.step(first + i - 1);
    let z = |v: u64| i128::from(v);
    let mut mid = z(at(2 * k + 1)?.m) + z(at(2 * k + 1)?.c);
    for i in 1..=k {
        let (e, o) = (at(2 * i)?, at(2 * i - 1)?);
        mid += z(e.max) - z(e.m) - 2 * z(e.c) - z(o.max) + z(o.m) + 2 * z(o.c);
    }
    let (s1, s2) = (at(2 * k + 1)?, at(2 * k + 2)?);
    let right = z(s1.max) - z(s1.c) + z(s2.m) + z(s2.c);
    Ok(0 < mid && mid < right)
}

/// The summary's condition for the game from move `first`: u_i ≥ 0 for the moves that matter and
/// Lemma 1 for every k whose interval reaches into [0, upto] (and one more).
///
/// # Errors
/// A bad value in the sequences.
pub fn weak_condition(rules: &Rules, first: u64, upto: u64) -> Result<Check, Error> {
    let tail = rules.constant_from();
    let mut it = Bounds::new(rules, first)?;
    let top = i128::from(upto);
    let mut cur = it.next_bound()?;
    // Once the moves read are in the constant tail, u_i was checked there already.
    let mut tail_checked = false;
    loop {
        let next = it.next_bound()?;
        let in_tail = tail.is_some_and(|t| first + 2 * cur.k >= t);
        let to_check = if in_tail && tail_checked {
            &[][..]
        } else {
            &[2 * cur.k + 1, 2 * cur.k + 2][..]
        };
        tail_checked |= in_tail;
        for &i in to_check {
            let u = rules.step(first + i - 1)?.u();
            if u < 0 {
                let move_no = first + i - 1;
                return Ok(Check::fails(
                    move_no,
                    Message::new("bna-weak-negative")
                        .figure("i", move_no)
                        .math("u", u.to_string())
                        .num("move", move_no),
                ));
            }
        }
        if !lemma_at(cur, next.a) {
            return Ok(Check::fails(
                cur.k,
                Message::new("bna-weak-lemma")
                    .figure("k", cur.k)
                    .math("a", cur.a.to_string())
                    .math("b", cur.b.to_string())
                    .math("next", next.a.to_string()),
            ));
        }
        let settled = tail.is_some_and(|t| first + 2 * cur.k > t);
        if (cur.a > top && settled) || cur.k > upto + 1 {
            return Ok(Check::ok(if settled {
                Message::new("bna-weak-holds-whole")
            } else {
                Message::new("bna-weak-holds-upto").num("upto", upto)
            }));
        }
        cur = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_papers_example_intervals() {
        let r = Rules::lists(&[0, 1, 2], &[1, 3, 5], &[3, 6, 10]);
        // Move 1: A_0 = 0, B_0 = m_1 + c_1 = 1; A_1 = M_1 − c_1 + m_2 + c_2 = 3 + 4 = 7, …
        let iv = intervals(&r, 1, 40).unwrap();
        assert_eq!(iv[0], (0, 0));
        assert_eq!(iv[1].0, 7);
        let c = classify(&r, 3, 15).unwrap();
        assert!(c.safe, "{c:?}");
        let big = classify(&r, 1, 1_000_000_000_000_000).unwrap();
        assert!(big.steps < 10, "{big:?}");
    }

    #[test]
    fn lemma_and_the_summary_inequality_agree() {
        for (c, m, big) in [
            (vec![0, 1, 2], vec![1, 3, 5], vec![3, 6, 10]),
            (vec![1, 0], vec![1], vec![3, 1]),
            (vec![2, 0], vec![3, 1], vec![6, 4]),
            (vec![1], vec![2], vec![2]),
        ] {
            let r = Rules::lists(&c, &m, &big);
            for first in 1..4 {
                let mut it = Bounds::new(&r, first).unwrap();
                let mut cur = it.next_bound().unwrap();
                for k in 0..10 {
                    let next = it.next_bound().unwrap();
                    assert_eq!(
                        lemma_at(cur, next.a),
                        summary_inequality(&r, first, k).unwrap()
                    );
                    cur = next;
                }
            }
        }
    }

    #[test]
    fn bounds_that_drift_down_for_ever_end() {
        // A_(k+1) − A_k = 1 − 100 + 1 + 0 < 0 at every k.
        let r = Rules::parse("if i % 2 == 1 then 100 else 0", "1", "1").unwrap();
        assert_eq!(intervals(&r, 1, 50).unwrap(), [(0, 50)]);
        assert!(!weak_condition(&r, 1, 50).unwrap().holds);
        // Without a rise of A the only way out is the step budget.
        let r = Rules::parse(
            "if i % 2 == 1 then 100 else 0",
            "1",
            "if i % 2 == 1 then 1 else 200",
        )
        .unwrap();
        assert!(classify(&r, 1, 1_000_000).is_ok());
    }
}
