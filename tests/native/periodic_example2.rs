//! Example 2 of Holshouser & Reiter 2006 (the printed bases in tests/data/example2_bases.txt)
//! against the engine: the member-only construction to 10^15, and the table construction with every
//! theorem check.

use nimlab::games::move_fn::example2::{printed, PERIOD, SOURCE};
use nimlab::games::move_fn::multi::simple_bases;
use nimlab::games::move_fn::periodic::PeriodicAnalysis;
use nimlab::rule::{FTable, MoveFn};

fn f() -> MoveFn {
    MoveFn::parse_periodic(SOURCE, PERIOD).unwrap()
}

#[test]
fn printed_bases_match_the_computed_ones_to_10_15() {
    let limit = 1_000_000_000_000_000;
    let (bases, note) = simple_bases(&FTable::new(Box::new(f())), limit, 10_000).unwrap();
    assert_eq!(note, None);
    let printed = printed(limit);
    for game in 0..2 {
        let want: Vec<u64> = printed[game].iter().map(|p| p.value).collect();
        assert!(want.len() > 60, "the printed pattern reaches 10^15");
        assert_eq!(bases[game].members, want, "B_{game}");
    }
}

#[test]
fn the_analysis_confirms_both_theorems_and_example_2() {
    let r = PeriodicAnalysis::new(Box::new(f()), 2000, true)
        .unwrap()
        .run()
        .unwrap();
    assert!(r.theorem2.holds, "{}", r.theorem2.text);
    assert_eq!(
        r.theorem1.condition.status, "proved",
        "{}",
        r.theorem1.condition.text
    );
    assert!(
        r.theorem1.conclusions.iter().all(|c| c.holds),
        "{:?}",
        r.theorem1.conclusions
    );
    let e = r.example2.unwrap();
    assert!(e.agrees, "{}", e.text);
}
