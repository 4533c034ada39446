//! Random move functions and helpers shared by the native tests (a module of `tests/native`).
#![allow(dead_code)]

use nimlab::rule::TableRule;
use proptest::prelude::*;
use std::collections::HashMap;

/// Random move functions (tables up to `len` long) of four kinds: tables with a constant or linear default, linear,
/// non-monotone (arbitrary values), bounded (small values).
pub fn any_f(len: usize) -> impl Strategy<Value = TableRule> {
    prop_oneof![
        (prop::collection::vec(1u64..30, 0..20), 0u64..3, 1u64..20).prop_map(|(values, a, b)| {
            TableRule {
                values,
                tail: (a, b),
            }
        }),
        (0u64..5, 1u64..10).prop_map(|(a, b)| TableRule {
            values: vec![],
            tail: (a, b)
        }),
        prop::collection::vec(1u64..len as u64, 1..len).prop_map(|values| TableRule {
            values,
            tail: (1, 0)
        }),
        (prop::collection::vec(1u64..6, 1..len), 1u64..6).prop_map(|(values, c)| TableRule {
            values,
            tail: (0, c)
        }),
    ]
}

/// Random f with f(n + 1) − f(n) ≥ −1 everywhere: steps of −1..=4 from a random start (kept ≥ 1),
/// then a non-decreasing linear tail.
pub fn condition_f(len: usize) -> impl Strategy<Value = TableRule> {
    (1u64..40, prop::collection::vec(-1i64..=4, 0..len), 0u64..3).prop_map(|(start, steps, a)| {
        let mut values = vec![start];
        for s in steps {
            let last = *values.last().unwrap() as i64;
            values.push((last + s).max(1) as u64);
        }
        let last = *values.last().unwrap();
        let n = values.len() as u64;
        // tail a·k + b with a·(n+1) + b ≥ last − 1
        let b = (last + 1).saturating_sub(a * (n + 1)).max(1);
        TableRule {
            values,
            tail: (a, b),
        }
    })
}

/// Random f satisfying Schwenk's hypotheses (Schwenk 1970): non-decreasing and f(x) ≥ x. A table of
/// steps ≥ 0 from a random start, each value raised to at least its argument, then a linear tail
/// a·k + b with a ≥ 1 that does not drop below the table's last value.
pub fn schwenk_f(len: usize) -> impl Strategy<Value = TableRule> {
    (
        1u64..6,
        prop::collection::vec(0u64..4, 0..len),
        1u64..3,
        0u64..4,
    )
        .prop_map(|(start, steps, a, extra)| {
            let mut values = vec![start];
            for s in steps {
                let k = values.len() as u64 + 1;
                let last = *values.last().unwrap();
                values.push((last + s).max(k));
            }
            let last = *values.last().unwrap();
            let n = values.len() as u64;
            let b = last.saturating_sub(a * (n + 1)) + extra;
            TableRule {
                values,
                tail: (a, b),
            }
        })
}

// ---------------------------------------------------------------------------------------------
// Cut The Knot's single-pile games (Bogomolny 2002): slow twins written from the games' definitions
// only. None of them uses the crate: no periodicity, no bases, no Sprague–Grundy for sums.

/// f as a plain function, from a table rule (f ≥ 1 by construction of the strategies).
pub fn f_of(rule: &TableRule) -> impl Fn(u64) -> u64 + '_ {
    move |k| {
        let v = if k >= 1 && k as usize <= rule.values.len() {
            rule.values[k as usize - 1]
        } else {
            rule.tail.0.saturating_mul(k).saturating_add(rule.tail.1)
        };
        assert!(v >= 1, "test move functions are ≥ 1");
        v
    }
}

/// The smallest natural number not in `values`.
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let seen: std::collections::HashSet<u32> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

/// Subtraction game with move set `set`: G(n) = mex{G(n − s) : s ∈ set, s ≤ n}, by literal
/// recursion over the moves (memoised).
pub fn sub_grundy_twin(set: &[u32], n: u64, memo: &mut HashMap<u64, u32>) -> u32 {
    if let Some(&g) = memo.get(&n) {
        return g;
    }
    let options: Vec<u32> = set
        .iter()
        .map(|&s| u64::from(s))
        .filter(|&s| s <= n)
        .map(|s| sub_grundy_twin(set, n - s, memo))
        .collect();
    let g = mex(options);
    memo.insert(n, g);
    g
}

/// Subtraction game: does the player to move from a pile of n win? (Some move leaves a pile from
/// which the opponent loses; no move at all is a loss.)
pub fn sub_wins_twin(set: &[u32], n: u64, memo: &mut HashMap<u64, bool>) -> bool {
    if let Some(&w) = memo.get(&n) {
        return w;
    }
    let w = set
        .iter()
        .map(|&s| u64::from(s))
        .filter(|&s| s <= n)
        .any(|s| !sub_wins_twin(set, n - s, memo));
    memo.insert(n, w);
    w
}

/// Take-away game: does the player to move from (n, x) win? A move takes k ≤ min(n, x) counters
/// and leaves (n − k, f(k)); no move is a loss. (x is stored capped at n: min(n, x) is all the
/// rules look at.)
pub fn ta_wins_twin(
    f: &dyn Fn(u64) -> u64,
    n: u64,
    x: u64,
    memo: &mut HashMap<(u64, u64), bool>,
) -> bool {
    let x = x.min(n);
    if let Some(&w) = memo.get(&(n, x)) {
        return w;
    }
    let w = (1..=x).any(|k| !ta_wins_twin(f, n - k, f(k), memo));
    memo.insert((n, x), w);
    w
}

/// The losing starting piles N in 1..=upto: the first player, who may take 1..N − 1, loses.
pub fn losing_starts_twin(f: &dyn Fn(u64) -> u64, upto: u64) -> Vec<u64> {
    let mut memo = HashMap::new();
    (1..=upto)
        .filter(|&n| !ta_wins_twin(f, n, n - 1, &mut memo))
        .collect()
}

/// Grundy value of the take-away position (n, x): mex{G(n − k, f(k)) : 1 ≤ k ≤ min(n, x)}, by
/// literal recursion over all moves (memoised on (n, min(n, x))).
pub fn ta_grundy_twin(
    f: &dyn Fn(u64) -> u64,
    n: u64,
    x: u64,
    memo: &mut HashMap<(u64, u64), u32>,
) -> u32 {
    let x = x.min(n);
    if let Some(&g) = memo.get(&(n, x)) {
        return g;
    }
    let options: Vec<u32> = (1..=x)
        .map(|k| ta_grundy_twin(f, n - k, f(k), memo))
        .collect();
    let g = mex(options);
    memo.insert((n, x), g);
    g
}

/// A sum of take-away games: components (n_i, x_i), a move plays in one of them. Does the player
/// to move win? Searched on the whole tuple from the definition (memo on the sorted tuple of
/// non-empty components) — no Sprague–Grundy.
pub fn sum_wins_twin(
    f: &dyn Fn(u64) -> u64,
    row: &[(u64, u64)],
    memo: &mut HashMap<Vec<(u64, u64)>, bool>,
) -> bool {
    let mut key: Vec<(u64, u64)> = row
        .iter()
        .filter(|&&(n, _)| n > 0)
        .map(|&(n, x)| (n, x.min(n)))
        .collect();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut w = false;
    'search: for i in 0..key.len() {
        let (n, x) = key[i];
        for k in 1..=x {
            let mut next = key.clone();
            next[i] = (n - k, f(k));
            if !sum_wins_twin(f, &next, memo) {
                w = true;
                break 'search;
            }
        }
    }
    memo.insert(key, w);
    w
}

/// Schwenk's H from its definition, every term ≤ upto: H_1 = 1, H_{k+1} = H_k + H_m with
/// m = min{j ≤ k : f(H_j) ≥ H_k}; the sequence stops when no such j exists.
pub fn schwenk_h_twin(f: &dyn Fn(u64) -> u64, upto: u64) -> Vec<u64> {
    let mut h = vec![1u64];
    loop {
        let hk = *h.last().unwrap();
        let Some(hm) = h.iter().copied().find(|&t| f(t) >= hk) else {
            return h;
        };
        let next = hk + hm;
        if next > upto {
            return h;
        }
        h.push(next);
    }
}

/// For n = 0..=bound, the number of ways to write n as t_1 + … + t_r (r ≥ 1) with distinct
/// terms of `seq`, ascending, f(t_i) < t_{i+1}: every such subset of the terms ≤ bound is
/// enumerated (the sum only grows, so a subset is abandoned once it passes the bound).
pub fn representation_counts_twin(seq: &[u64], f: &dyn Fn(u64) -> u64, bound: u64) -> Vec<u64> {
    fn extend(
        terms: &[u64],
        from: usize,
        last: Option<u64>,
        sum: u64,
        f: &dyn Fn(u64) -> u64,
        counts: &mut [u64],
    ) {
        for (i, &t) in terms.iter().enumerate().skip(from) {
            let s = sum + t;
            if s >= counts.len() as u64 {
                continue;
            }
            if let Some(prev) = last {
                if f(prev) >= t {
                    continue;
                }
            }
            counts[s as usize] += 1;
            extend(terms, i + 1, Some(t), s, f, counts);
        }
    }
    let mut terms: Vec<u64> = seq.iter().copied().filter(|&t| t <= bound).collect();
    terms.sort_unstable();
    terms.dedup();
    let mut counts = vec![0u64; bound as usize + 1];
    extend(&terms, 0, None, 0, f, &mut counts);
    counts
}

/// The converse's forced sequence up to `bound`: h_1 = 1, then h_{k+1} = the smallest n ≤ bound
/// that h_1..h_k cannot represent (counted by [`representation_counts_twin`]).
pub fn forced_sequence_twin(f: &dyn Fn(u64) -> u64, bound: u64) -> Vec<u64> {
    let mut h = vec![1u64];
    loop {
        let counts = representation_counts_twin(&h, f, bound);
        match (1..=bound).find(|&n| counts[n as usize] == 0) {
            Some(n) => h.push(n),
            None => return h,
        }
    }
}

/// The values of an OEIS file in tests/data (`#` lines are the source and notes).
pub fn oeis(name: &str) -> Vec<u64> {
    let path = format!("{}/tests/data/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(|l| l.split(','))
        .filter(|s| !s.trim().is_empty())
        .map(|s| s.trim().parse().expect("a number"))
        .collect()
}

/// Runs the `nimlab` binary: (exit status, stdout, stderr).
#[cfg(not(target_arch = "wasm32"))]
pub fn nimlab(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nimlab"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The JSON a successful `nimlab` run prints.
#[cfg(not(target_arch = "wasm32"))]
pub fn cli_json(args: &[&str]) -> serde_json::Value {
    let (code, out, err) = nimlab(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).expect("JSON on stdout")
}
