//! f64 written in decimal, exactly as `format!` writes it, without core's float formatting: the
//! wasm packages carry no Grisu or Dragon (about 20 KB of code before wasm-opt) for the few
//! figures a message prints (a growth's ratios and slopes, a share in percent). The digits come
//! from the binary value itself (m·2^e is m·5^−e / 10^−e), worked out in a vector of decimal
//! digits: slow beside Grisu, and only ever run to write a sentence.
//!
//! The twins are `format!("{x:.places$}")` and `format!("{x}")`: tests/native/decimal_props.rs
//! compares them on random and edge values.

/// `x` with `places` digits after the point, rounded half to even on its exact binary value:
/// `format!("{x:.places$}")` (`-0.00` for a small negative, `NaN`, `inf`, `-inf` as it writes
/// them).
pub fn fixed(x: f64, places: usize) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x.is_infinite() {
        return format!("{sign}inf");
    }
    // x = ±mant·2^exp
    let bits = x.abs().to_bits();
    let (mant, exp) = match bits >> 52 {
        0 => (bits, -1074),
        #[expect(
            clippy::cast_possible_truncation,
            reason = "an 11-bit biased exponent: below 2^11"
        )]
        e => (bits & ((1 << 52) - 1) | 1 << 52, e as i32 - 1075),
    };
    // digits: least significant first; the value is digits / 10^point
    let mut digits = Vec::new();
    let mut m = mant;
    while m > 0 {
        digits.push((m % 10) as u8);
        m /= 10;
    }
    let (factor, times) = if exp >= 0 { (2, exp) } else { (5, -exp) };
    for _ in 0..times {
        times_small(&mut digits, factor);
    }
    let point = usize::try_from(-exp).unwrap_or(0);
    if point > places {
        // round half to even: drop the digits past `places`
        let drop = point - places;
        let kept_lowest = digits.get(drop).copied().unwrap_or(0);
        let first = digits.get(drop - 1).copied().unwrap_or(0);
        let rest = digits.iter().take(drop - 1).any(|&d| d != 0);
        let up = first > 5 || (first == 5 && (rest || kept_lowest % 2 == 1));
        digits.drain(..drop.min(digits.len()));
        if up {
            plus_one(&mut digits);
        }
    } else {
        // append zeros down to `places`
        digits.splice(0..0, std::iter::repeat_n(0, places - point));
    }
    // at least one digit before the point
    if digits.len() <= places {
        digits.resize(places + 1, 0);
    }
    let mut out = String::with_capacity(sign.len() + digits.len() + 1);
    out.push_str(sign);
    for (i, &d) in digits.iter().enumerate().rev() {
        out.push(char::from(b'0' + d));
        if i == places && places > 0 {
            out.push('.');
        }
    }
    out
}

/// `x`, a multiple of 1/2 below 2^52 in size, as `format!("{x}")` writes it: `2`, `2.5`, `-0.5`.
/// (The shortest form of any other value is not this function's to find; a caller's figure
/// outside its domain is a bug, caught in debug builds.)
pub fn half_integer(x: f64) -> String {
    debug_assert!(
        (2.0 * x).fract() == 0.0 && x.abs() < (1u64 << 52) as f64,
        "{x} is not a multiple of 1/2 below 2^52"
    );
    fixed(x, usize::from((2.0 * x) % 2.0 != 0.0))
}

/// `v` in decimal, as `v.to_string()` writes it, without core's 128-bit formatting (1.5 KB of
/// code in every package for the few numbers past 2^64 a message quotes): a value that fits 64
/// bits is written as one, a larger one as its quotient by 10^19 (this again) and its remainder,
/// 19 digits with leading zeros.
pub fn whole(v: u128) -> String {
    const TEN_19: u128 = 10_000_000_000_000_000_000;
    match u64::try_from(v) {
        Ok(v) => v.to_string(),
        Err(_) => {
            let low = u64::try_from(v % TEN_19).unwrap_or(0).to_string();
            let zeros = "0000000000000000000".get(low.len()..).unwrap_or("");
            format!("{}{zeros}{low}", whole(v / TEN_19))
        }
    }
}

/// `v` in decimal, as `v.to_string()` writes it: [`whole`] with its sign.
pub fn signed(v: i128) -> String {
    let digits = whole(v.unsigned_abs());
    if v < 0 {
        format!("-{digits}")
    } else {
        digits
    }
}

/// digits ·= factor (a small factor).
fn times_small(digits: &mut Vec<u8>, factor: u8) {
    let mut carry = 0;
    for d in digits.iter_mut() {
        let v = *d * factor + carry;
        *d = v % 10;
        carry = v / 10;
    }
    if carry > 0 {
        digits.push(carry);
    }
}

/// digits += 1.
fn plus_one(digits: &mut Vec<u8>) {
    for d in digits.iter_mut() {
        if *d < 9 {
            *d += 1;
            return;
        }
        *d = 0;
    }
    digits.push(1);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_as_to_string_writes_them() {
        let mut cases = vec![
            0,
            1,
            u128::from(u64::MAX),
            u128::from(u64::MAX) + 1,
            u128::MAX,
        ];
        for k in 0..128 {
            cases.extend([
                1u128 << k,
                (1u128 << k) - 1,
                10u128.pow(k.min(38)),
                10u128.pow(k.min(38)) - 1,
            ]);
        }
        let mut x: u128 = 0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c834;
        for _ in 0..1000 {
            x = x
                .wrapping_mul(0x2360_ed05_1fc6_5da4_4385_df64_9fcc_f645)
                .wrapping_add(1);
            cases.extend([x, x >> (x % 128)]);
        }
        for v in cases {
            assert_eq!(whole(v), v.to_string());
            #[expect(clippy::cast_possible_wrap, reason = "every bit pattern is a case")]
            let i = v as i128;
            assert_eq!(signed(i), i.to_string());
        }
        assert_eq!(signed(i128::MIN), i128::MIN.to_string());
    }

    #[test]
    fn as_format_writes_them() {
        for (x, places) in [
            (0.0, 3),
            (-0.0, 2),
            (0.125, 2),
            (0.375, 2),
            (2.5, 0),
            (3.5, 0),
            (1.0005, 3),
            (-0.0001, 2),
            (99.9996, 3),
            (1e300, 2),
            (5e-324, 4),
            (f64::MAX, 1),
            (123_456.789, 4),
            (f64::NAN, 2),
            (f64::INFINITY, 3),
            (f64::NEG_INFINITY, 3),
        ] {
            assert_eq!(
                fixed(x, places),
                format!("{x:.places$}"),
                "{x:e} to {places}"
            );
        }
        for x in [
            0.0,
            0.5,
            1.0,
            2.5,
            77.5,
            78.0,
            -3.5,
            4_503_599_627_370_495.5,
        ] {
            assert_eq!(half_integer(x), format!("{x}"));
        }
    }
}
