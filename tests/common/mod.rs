//! Random move functions shared by the property tests (each test file includes this module).
#![allow(dead_code)]

use nimlab::rule::TableRule;
use proptest::prelude::*;

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
