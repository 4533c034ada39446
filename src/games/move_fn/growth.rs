//! How B_f grows, against the conjecture of Holshouser & Reiter (2003): "if g is unbounded, B_f
//! grows exponentially". The members b_1 = 1 < b_2 = 2 < … listed on 1..=L are read two ways
//! over their last half, split into two quarters:
//!
//! * the ratios b_(k+1)/b_k: an exponential base keeps them near a constant r > 1, so the mean of
//!   ln(b_(k+1)/b_k) stays (within 10%) from one quarter to the next, while the log-log slope
//!   grows (by 10% or more: it is about k·ln r);
//! * the log-log slope of b_k against k: a base growing like k^p keeps it near p (within 10%),
//!   while the ratios fall toward 1 (their logarithms like p/k: by about 5/7 from one quarter to
//!   the next, 0.85 at most counted).
//!
//! The verdict is whichever the data show — `exponential` (with the factor r), `polynomial`
//! (with the slope), `bounded` (a finite base, or g staying small), or `unclear` when neither
//! pattern holds (short or transitional ranges) — never the conjecture's own answer. f = x² gives b_k ≈ k²/4 (b_(k+1) − b_k is about √b_k), a polynomial
//! base while g is unbounded.

use super::base::GBase;
use crate::decimal::{fixed, half_integer};
use crate::message::Message;
use serde::Serialize;

/// The fewest members the growth is classified from (two quarters of at least two).
pub const MIN_MEMBERS: usize = 8;

/// How B_f grows, against the paper's conjecture.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Growth {
    /// b_{k+1} / b_k for the last (up to 8) consecutive members.
    pub ratios: Vec<f64>,
    /// The largest g(N) on 1..=L.
    pub g_max: u64,
    /// The log-log slope of b_k against k (b_1 = 1, b_2 = 2, …) over the last half of the
    /// members listed: ln(b_n / b_m) / ln(n / m), m = ⌈n/2⌉. None for a finite base or fewer
    /// than [`MIN_MEMBERS`] members.
    pub slope: Option<f64>,
    /// `exponential`, `polynomial`, `bounded` (B_f finite, or g small on the whole range) or
    /// `unclear`: what the members show, computed as the module header says.
    pub class: &'static str,
    /// For `exponential`: the mean factor b_(k+1)/b_k over the last quarter of the members.
    pub factor: Option<f64>,
    /// A sentence for the page (`message` in English).
    pub text: String,
    /// The sentence as a message, for the page's language.
    pub message: Message,
}

/// The growth of `base` (listed on 1..=upto), where g reaches `g_max`.
pub fn growth(base: &GBase, g_max: u64, upto: u64) -> Growth {
    let b = &base.members;
    let ratios: Vec<f64> = b
        .windows(2)
        .skip(b.len().saturating_sub(9))
        .map(|w| w[1] as f64 / w[0] as f64)
        .collect();
    let last = ratios.last().copied();
    let without_slope = |ratios, class, message: Message| Growth {
        ratios,
        g_max,
        slope: None,
        class,
        factor: None,
        text: message.english(),
        message,
    };
    if base.finite {
        let top = b.last().copied().unwrap_or(1);
        return without_slope(
            ratios,
            "bounded",
            Message::new("mfa-growth-finite")
                .figure("top", top)
                .figure("gmax", g_max),
        );
    }
    let n = b.len();
    let Some(r) = last.filter(|_| n >= MIN_MEMBERS) else {
        return without_slope(
            ratios,
            "unclear",
            Message::new("mfa-growth-few")
                .figure("gmax", g_max)
                .figure("upto", upto)
                .num("count", n as u64),
        );
    };
    // Members by k = 1..=n (b_k = b[k − 1]); the last half is k = m..=n, its quarters m..=q
    // and q..=n.
    let ln = |k: usize| (b[k - 1] as f64).ln();
    let slope = |i: usize, j: usize| (ln(j) - ln(i)) / (j as f64 / i as f64).ln();
    let log_ratio = |i: usize, j: usize| (ln(j) - ln(i)) / (j - i) as f64;
    let (m, q) = (n.div_ceil(2), (n.div_ceil(2) + n) / 2);
    let whole = slope(m, n);
    let (s3, s4) = (slope(m, q), slope(q, n));
    let (e3, e4) = (log_ratio(m, q), log_ratio(q, n));
    let factor = e4.exp();
    let mean = ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len() as f64;
    // the figures as `{:.2}`, `{:.3}`, `{:.4}` would write them (crate::decimal)
    let (whole2, s3_2, s4_2) = (fixed(whole, 2), fixed(s3, 2), fixed(s4, 2));
    let (r3, r4) = (fixed(r, 3), fixed(r, 4));
    let said = |id| Message::new(id).figure("gmax", g_max).figure("upto", upto);
    // (the last half's members, and the slopes of its two quarters)
    let quarters = |said: Message| {
        said.num("count", (n - m + 1) as u64)
            .math("slope", whole2.clone())
            .math("first", s3_2.clone())
            .math("second", s4_2.clone())
    };
    let (class, message) = if g_max.saturating_mul(10) <= upto && mean.exp() < 1.1 {
        (
            "bounded",
            said("mfa-growth-bounded")
                .math("slope", whole2)
                .math("ratio", r3),
        )
    } else if e4 > 0.0 && e4 >= 0.9 * e3 && s4 >= 1.1 * s3 {
        (
            "exponential",
            said("mfa-growth-exponential")
                .math("factor", fixed(factor, 3))
                .math("ratio", r3),
        )
    } else if e4 <= 0.85 * e3 && (s4 - s3).abs() <= 0.1 * s3.abs().max(s4.abs()) {
        let power = (2.0 * whole).round() / 2.0;
        let message = if (whole - power).abs() <= 0.1 {
            quarters(said("mfa-growth-polynomial-like"))
                .math(
                    "approx",
                    format!(
                        "b_k ≈ {}·k^{}",
                        fixed(b[n - 1] as f64 / (n as f64).powf(power), 3),
                        // (a multiple of 1/2 from 0 to 78: `whole` is ln(b_n/b_m) / ln(n/m) with
                        // b_n ≤ 2^64, n/m ≥ 16/9)
                        half_integer(power)
                    ),
                )
                .figure("k", n as u64)
        } else {
            quarters(said("mfa-growth-polynomial"))
        };
        ("polynomial", message.math("ratio", r4))
    } else {
        (
            "unclear",
            quarters(said("mfa-growth-unclear")).math("ratio", r3),
        )
    };
    Growth {
        ratios,
        g_max,
        slope: Some(whole),
        class,
        factor: (class == "exponential").then_some(factor),
        text: message.english(),
        message,
    }
}
