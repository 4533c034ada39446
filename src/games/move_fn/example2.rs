//! Example 2 of Holshouser & Reiter 2006 as the paper prints it: B_0 and B_1 through Fibonacci
//! numbers, read from `tests/data/example2_bases.txt` (the one copy, shared with the tests), to set
//! beside the bases the engine computes.

use serde::Serialize;

/// The move function of Example 2 (t = 2): f(n, 3) = 4 for odd n, 2x otherwise.
pub const SOURCE: &str = "if x == 3 and n % 2 == 1 then 4 else 2x";
/// Its period.
pub const PERIOD: u32 = 2;

const PRINTED: &str = include_str!("../../../tests/data/example2_bases.txt");

/// One member as printed: its formula and value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Printed {
    /// "F7 + F2 + 1".
    pub formula: String,
    /// Its value.
    pub value: u64,
}

/// F_k with F_0 = 1, F_1 = 2 (the paper's indexing), None past u64.
fn fib(k: usize) -> Option<u64> {
    let (mut a, mut b) = (1u64, 2u64);
    for _ in 0..k {
        let c = a.checked_add(b)?;
        a = b;
        b = c;
    }
    Some(a)
}

/// Evaluates "F7+F2+1" with every F index raised by `shift`.
fn eval_term(term: &str, shift: usize) -> Option<(String, u64)> {
    let mut total: i128 = 0;
    let mut shown = Vec::new();
    let mut sign = 1i128;
    let mut tok = String::new();
    let flush = |tok: &str, sign: i128, total: &mut i128, shown: &mut Vec<String>| -> Option<()> {
        let tok = tok.trim();
        if tok.is_empty() {
            return Some(());
        }
        let (txt, v) = if let Some(k) = tok.strip_prefix('F') {
            let k = k.parse::<usize>().ok()? + shift;
            (format!("F{k}"), i128::from(fib(k)?))
        } else {
            (tok.to_string(), tok.parse::<i128>().ok()?)
        };
        if !shown.is_empty() || sign < 0 {
            shown.push(if sign < 0 { "−".into() } else { "+".into() });
        }
        shown.push(txt);
        *total += sign * v;
        Some(())
    };
    for c in term.chars() {
        if c == '+' || c == '-' {
            flush(&tok, sign, &mut total, &mut shown)?;
            tok.clear();
            sign = if c == '-' { -1 } else { 1 };
        } else {
            tok.push(c);
        }
    }
    flush(&tok, sign, &mut total, &mut shown)?;
    Some((shown.join(" "), u64::try_from(total).ok()?))
}

/// The printed members of B_0 and B_1 up to `limit`, the bracketed group repeated.
pub fn printed(limit: u64) -> [Vec<Printed>; 2] {
    let mut out: [Vec<Printed>; 2] = [Vec::new(), Vec::new()];
    for line in PRINTED.lines().filter(|l| l.starts_with('B')) {
        let (name, rest) = line.split_once(':').expect("B0: …");
        let idx: usize = name[1..].parse().expect("B0 or B1");
        let (head, group) = rest.split_once('[').expect("a bracketed group");
        let group = group.trim_end().trim_end_matches(']');
        for term in head.split(',').filter(|t| !t.trim().is_empty()) {
            if let Some((formula, value)) = eval_term(term, 0) {
                out[idx].push(Printed { formula, value });
            }
        }
        'groups: for m in 0.. {
            for term in group.split(',') {
                match eval_term(term, 6 * m) {
                    Some((formula, value)) if value <= limit => {
                        out[idx].push(Printed { formula, value })
                    }
                    _ => break 'groups,
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_printed_formulas_read_as_the_paper_writes_them() {
        let [b0, b1] = printed(100);
        let v0: Vec<u64> = b0.iter().map(|p| p.value).collect();
        let v1: Vec<u64> = b1.iter().map(|p| p.value).collect();
        // F6 + F1 = 21 + 2, F7 + F2 + 1 = 34 + 3 + 1, F8 + F3 + 1 = 55 + 5 + 1, F9 + F4 = 89 + 8.
        assert_eq!(v0, [1, 2, 3, 5, 8, 13, 23, 38, 61, 97]);
        assert_eq!(v1, [1, 2, 3, 5, 10, 15, 23, 36, 59, 97]);
        assert_eq!(b0[7].formula, "F7 + F2 + 1");
        assert_eq!(b1[7].formula, "F7 + F2 − 1");
    }
}
