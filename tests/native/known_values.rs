//! Published values, read from tests/data (each file cites its source), against the solvers.

use nimlab::games::move_fn::{g_base, g_sequence, Analysis};
use nimlab::rule::MoveFn;

use crate::common::oeis;

fn g(f: &str, n: usize) -> Vec<u64> {
    g_sequence(f, n as u64)
        .unwrap()
        .into_iter()
        .map(u64::from)
        .collect()
}

#[test]
fn fibonacci_nim_is_a139764() {
    let want = oeis("A139764");
    assert_eq!(want.len(), 89);
    assert_eq!(g("2x", want.len()), want);
}

#[test]
fn f_x_and_f_2x_minus_1_are_a006519() {
    let want = oeis("A006519");
    assert_eq!(want.len(), 102);
    assert_eq!(g("x", want.len()), want);
    assert_eq!(g("2x - 1", want.len()), want);
}

#[test]
fn losing_starts_of_3x_are_a003411() {
    let want = oeis("A003411");
    let upto = *want.last().unwrap();
    // The base by the simple construction (f = 3x is proved non-decreasing) …
    assert_eq!(g_base("3x", upto).unwrap().members, want);
    // … and the losing starts g(N) = N found by the direct recursion, on a range it can afford.
    let r = Analysis::new(Box::new(MoveFn::parse("3x").unwrap()), 20_000)
        .unwrap()
        .run()
        .unwrap();
    let small: Vec<u64> = want.iter().copied().filter(|&v| v <= 20_000).collect();
    assert_eq!(r.losing_starts, small);
    assert!(r.theorem.holds);
}

#[test]
fn the_paper_simple_algorithm_gives_fibonacci_for_2x() {
    // Holshouser & Reiter 2003, p. 3: for non-decreasing f, b_{k+1} = b_k + (smallest b_i with
    // f(b_i) ≥ b_k). For f = 2x this is the Fibonacci numbers (A000045 from 1, 2).
    let b = g_base("2x", 1_000_000_000_000_000_000).unwrap();
    let mut fib = vec![1u64, 2];
    while let Some(n) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
        if n > 1_000_000_000_000_000_000 {
            break;
        }
        fib.push(n);
    }
    assert_eq!(b.members, fib);
}
