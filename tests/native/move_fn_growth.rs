//! The growth of B_f against the conjecture of Holshouser & Reiter (2003), "if g is unbounded,
//! B_f grows exponentially": what `Analysis` reports for the prototypes, from the data alone.
//! f = 2x: exponential with the golden ratio; f = x: exponential with ratio 2; f = x²:
//! polynomial, b_k ≈ k²/4 (b_(k+1) − b_k is about √b_k), so the log-log slope is near 2 while g
//! keeps growing — the conjecture's counterexample; f = min(x, 3): a finite base, g bounded.

use nimlab::games::move_fn::{Analysis, Report};
use nimlab::rule::MoveFn;

fn report(f: &str, upto: u64) -> Report {
    Analysis::new(Box::new(MoveFn::parse(f).unwrap()), upto)
        .unwrap()
        .run()
        .unwrap()
}

#[test]
fn fibonacci_nim_grows_by_the_golden_ratio() {
    let g = report("2x", 100_000).growth;
    assert_eq!(g.class, "exponential", "{}", g.text);
    let golden = (1.0 + 5f64.sqrt()) / 2.0;
    assert!((g.factor.unwrap() - golden).abs() < 1e-4, "{:?}", g.factor);
    assert!(g.text.contains("1.618"), "{}", g.text);
}

#[test]
fn f_equal_to_x_doubles() {
    let g = report("x", 100_000).growth;
    assert_eq!(g.class, "exponential", "{}", g.text);
    assert_eq!(g.factor, Some(2.0));
    assert!(g.ratios.iter().all(|&r| r == 2.0));
}

#[test]
fn f_equal_to_x_squared_grows_like_k_squared_over_4() {
    let r = report("x^2", 200_000);
    let g = &r.growth;
    assert_eq!(g.class, "polynomial", "{}", g.text);
    let slope = g.slope.unwrap();
    assert!((slope - 2.0).abs() < 0.1, "slope {slope}");
    assert_eq!(g.factor, None);
    // b_k against k²/4: the ratio tends to 1 (lower-order terms fade slowly).
    let n = r.base.len() as f64;
    let quarter = *r.base.last().unwrap() as f64 / (n * n / 4.0);
    assert!((1.0..1.2).contains(&quarter), "b_n / (n²/4) = {quarter}");
    // g keeps growing: it reaches almost the whole range.
    assert!(g.g_max * 10 > r.upto, "g reaches {}", g.g_max);
    assert!(g.text.contains("counterexample"), "{}", g.text);
    assert!(g.text.contains("·k^2"), "{}", g.text);
}

#[test]
fn a_bounded_f_has_a_finite_base() {
    let g = report("min(x, 3)", 1000).growth;
    assert_eq!((g.class, g.slope, g.factor), ("bounded", None, None));
    assert!(g.text.contains("finite"), "{}", g.text);
}

#[test]
fn too_few_members_are_unclear() {
    let g = report("x", 50).growth;
    assert_eq!((g.class, g.slope), ("unclear", None));
}
