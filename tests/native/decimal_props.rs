//! crate::decimal against its twin, `format!`: any f64 (every bit pattern: subnormals, huge,
//! NaN, infinities, negative zero) and figures like the messages' (a ratio, a slope, a share in
//! percent, values near a rounding tie) to 0..=6 places; half-integers written as `{x}` does.

use nimlab::decimal::{fixed, half_integer};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn fixed_writes_any_f64_as_format_does(bits in any::<u64>(), places in 0usize..=6) {
        let x = f64::from_bits(bits);
        prop_assert_eq!(fixed(x, places), format!("{x:.places$}"));
    }

    #[test]
    fn fixed_writes_figures_as_format_does(
        whole in 0u64..100_000,
        thousandths in 0u64..1000,
        nudge in -4i64..=4,
        places in 0usize..=6,
    ) {
        // a value near a decimal tie (x.xxx5), a few ulps either side
        let tie = (whole as f64 + thousandths as f64 / 1000.0 + 0.0005) * if nudge % 2 == 0 { 1.0 } else { -1.0 };
        let x = f64::from_bits(tie.to_bits().wrapping_add_signed(nudge));
        prop_assert_eq!(fixed(x, places), format!("{x:.places$}"));
    }

    #[test]
    fn half_integer_writes_as_format_does(halves in -(1i64 << 40)..(1i64 << 40)) {
        let x = halves as f64 / 2.0;
        prop_assert_eq!(half_integer(x), format!("{x}"));
    }
}
