//! One arithmetic on every target. Users' numbers (piles, counts, sizes, indices) are `u64` from
//! the interfaces to the engines; tables are indexed by `usize`, which is 32 bits in wasm32, and
//! hold `u32`. A narrowing `as` wraps silently there and not natively (a pile of 2^32 + 7 read as
//! 7: a wrong answer in the browser that no native test sees), so the crate denies clippy's
//! `cast_possible_truncation`, and a number narrows here: checked against its real limit first,
//! so that the refusal names that limit in the same words on every target ([`index`]), or by a
//! conversion that cannot lose anything, said why where it is ([`residue`], [`table_pile`]).

use crate::error::{check_range, Error};

/// `n` as an index, once `min ≤ n ≤ max` (`max` the real limit: a table's size, a budget): the
/// refusal is [`check_range`]'s, naming `what` and the limit, natively and in wasm alike.
///
/// # Errors
/// [`Error::OutOfRange`] when n is outside min..=max, or (a limit past what this machine
/// addresses) beyond `usize`.
pub fn index(
    what: &'static str,
    n: u64,
    min: u64,
    max: u64,
    why: &'static str,
) -> Result<usize, Error> {
    check_range(what, u128::from(n), u128::from(min), u128::from(max), why)?;
    usize::try_from(n).map_err(|_| Error::OutOfRange {
        what: what.into(),
        value: u128::from(n),
        min: u128::from(min),
        max: usize::MAX as u128,
        why: "beyond what this machine can index",
    })
}

/// `n` as a `u32` (a table's value, a pile of a game whose limit fits 32 bits), once
/// `min ≤ n ≤ max`, refused as [`index`] does.
///
/// # Errors
/// [`Error::OutOfRange`] when n is outside min..=max.
pub fn small(
    what: &'static str,
    n: u64,
    min: u32,
    max: u32,
    why: &'static str,
) -> Result<u32, Error> {
    check_range(what, u128::from(n), u128::from(min), u128::from(max), why)?;
    u32::try_from(n).map_err(|_| Error::OutOfRange {
        what: what.into(),
        value: u128::from(n),
        min: u128::from(min),
        max: u128::from(max),
        why,
    })
}

/// `n` as an index when n is known to be at most a length (`len`, an index already): never
/// fails, as n ≤ len fits where len does; a larger n is refused as [`index`] would.
///
/// # Errors
/// [`Error::OutOfRange`] naming `what` when n > len (a caller's mistake, not a panic).
#[inline]
pub fn within(what: &'static str, n: u64, len: usize) -> Result<usize, Error> {
    match usize::try_from(n) {
        Ok(i) if i <= len => Ok(i),
        _ => index(what, n, 0, len as u64, ""),
    }
}

/// `n` as an index or a count that a length bounds anyway (`get`, `nth`, `take`, a slice): past
/// what this machine indexes it is `usize::MAX`, past every length, so that the bound refuses it
/// as it does natively, never a wrapped small index.
#[inline]
pub fn saturating(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// `from + by` piles, at most `to`: how far a step of `by` (a user's count of work, any u64)
/// goes in a table of `to` (a step past what this machine indexes goes to the end).
#[inline]
pub fn ahead(from: usize, by: u64, to: usize) -> usize {
    usize::try_from(by).map_or(to, |by| from.saturating_add(by).min(to))
}

/// n mod t, below t: a residue of a period (the periodic games' ⊕).
#[inline]
pub fn residue(n: u64, t: u32) -> u32 {
    let r = n % u64::from(t.max(1));
    #[expect(clippy::cast_possible_truncation, reason = "r < t, a u32")]
    let r = r as u32;
    r
}

/// A pile of a table (or its length) as `u32`: tables stop at
/// [`MAX_TABLE`](crate::rule::MAX_TABLE) < 2^32 piles, which each builder checks where it is
/// asked to grow (not per pile: this is in the constructions' inner loops).
#[inline]
pub fn table_pile(n: usize) -> u32 {
    debug_assert!(
        n as u64 <= crate::rule::MAX_TABLE,
        "pile {n} past the tables"
    );
    #[expect(
        clippy::cast_possible_truncation,
        reason = "n ≤ MAX_TABLE < 2^32, checked where the table grows"
    )]
    let n = n as u32;
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_are_refused_against_their_limit_not_the_machine() {
        assert_eq!(index("pile", 7, 1, 10, ""), Ok(7));
        let big = (1u64 << 32) + 7;
        let e = index("pile", big, 1, 20_000_000, "tables stop at 2·10^7").unwrap_err();
        assert_eq!(
            e.to_string(),
            "pile = 4294967303 is too large: the limit is 20000000 (tables stop at 2·10^7)"
        );
        assert_eq!(
            index("pile", 0, 1, 10, "").unwrap_err().to_string(),
            "pile = 0 is too small: it must be at least 1"
        );
        assert_eq!(within("n", 5, 5), Ok(5));
        assert_eq!(small("max", 7, 1, 10, ""), Ok(7));
        assert_eq!(
            small("max", 1 << 32, 1, 1_000_000, "")
                .unwrap_err()
                .to_string(),
            "max = 4294967296 is too large: the limit is 1000000"
        );
        assert_eq!(saturating(5), 5);
        assert_eq!(ahead(10, 5, 100), 15);
        assert_eq!(ahead(10, u64::MAX, 100), 100);
        assert_eq!(ahead(usize::MAX - 1, 5, usize::MAX), usize::MAX);
        assert!(within("n", 6, 5).is_err());
    }

    #[test]
    fn residues_are_below_the_period() {
        assert_eq!(residue((1 << 32) + 7, 3), 2); // 2^32 ≡ 1 (mod 3)
        assert_eq!(residue(u64::MAX, 8), 7);
        assert_eq!(residue(5, 1), 0);
    }
}
