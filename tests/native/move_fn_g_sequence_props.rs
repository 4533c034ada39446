//! `g_table` (gSequence) of the move-function game (Holshouser & Reiter 2003) against its slow
//! twin, the direct recursion g(k) = min{x : f(x) < g(k − x)} after f is tabulated and checked
//! on all of 1..=upto: values and errors, over random tables, random expressions (many failing
//! somewhere: f ≤ 0, division by zero, overflow) and tables of a·x + b by x mod m, the benchmark's
//! random-table shape whose construction becomes periodic. Its fast paths are all joined here:
//! f read only where the construction needs it (proved valid by the interval analysis), the long
//! searches for Θ skipping moves that cannot win, the periodic fast-forward, a finite base's
//! doubling tail.

use std::cell::Cell;
use std::rc::Rc;

use nimlab::error::Error;
use nimlab::expr::{Expr, Num};
use nimlab::games::move_fn::base::{simple_g_fill, Piece, SimplePour};
use nimlab::games::move_fn::recursion::g_direct;
use nimlab::games::move_fn::{g_source, g_table, g_table_narrowest, GPour, GSource, GTable};
use nimlab::rule::{FTable, MoveFn, MoveRule, TableRule};
use proptest::prelude::*;

use crate::common::any_f;

/// The slow twin: f tabulated and checked on 1..=upto first (the smallest failing k), then the
/// direct recursion.
fn slow(rule: Box<dyn MoveRule>, upto: u64) -> Result<Vec<u32>, Error> {
    let mut ft = FTable::new(rule);
    ft.validate(upto)?;
    g_direct(&mut ft, 0, upto as usize)
}

fn expr_f(root: Num) -> Box<MoveFn> {
    Box::new(MoveFn::from_expr(Expr { root }))
}

fn parsed(src: &str) -> Box<MoveFn> {
    Box::new(MoveFn::parse(src).unwrap())
}

/// f(x) = a[x % m]·x + b[x % m] written as nested ifs, as the benchmark's random table is; a b of
/// 0 with a = 0 makes f = 0 at that residue, and `tail` is an extra last branch that may fail.
fn residue_table_text(a: &[u8], b: &[u8], tail: &str) -> String {
    let m = a.len();
    let term = |r: usize| match a[r] {
        0 => format!("{}", b[r]),
        1 => format!("x + {}", b[r]),
        k => format!("{k}x + {}", b[r]),
    };
    let mut e = if tail.is_empty() {
        term(m - 1)
    } else {
        tail.to_string()
    };
    for r in (0..m - 1).rev() {
        e = format!("if x % {m} == {r} then {} else {e}", term(r));
    }
    e
}

fn residue_table() -> impl Strategy<Value = String> {
    (1usize..=16).prop_flat_map(|m| {
        (
            prop::collection::vec(0u8..4, m),
            prop::collection::vec(prop_oneof![12 => 1u8..10, 1 => Just(0u8)], m),
            prop_oneof![
                8 => Just(String::new()),
                1 => (1u32..3000).prop_map(|k| format!("12 / (x - {k}) + 7")),
                1 => Just("x^6 + 1".to_string()),
                1 => (1u32..3000).prop_map(|k| format!("{k} - x")),
            ],
        )
            .prop_map(|(a, b, tail)| residue_table_text(&a, &b, &tail))
    })
}

/// Random expressions as the language's property tests make them, raw (mostly failing
/// somewhere) or made positive (mostly valid).
fn random_expr() -> impl Strategy<Value = Num> {
    let one = || Box::new(Num::Lit(1));
    crate::expr_props::num().prop_flat_map(move |e| {
        prop_oneof![
            Just(e.clone()),
            Just(Num::Max(vec![e.clone(), Num::Lit(1)])),
            Just(Num::Bin(
                nimlab::expr::BinOp::Add,
                Box::new(Num::Abs(Box::new(e.clone()), nimlab::expr::Col(0))),
                one(),
                nimlab::expr::Col(0),
            )),
        ]
    })
}

/// [`g_table_narrowest`] (gSequence's table: the simple construction filling a u8 or u16 table
/// directly, or the general one's narrowed after) against [`g_table`]: the same values, or the
/// same error, in the narrowest type that holds g(1..=n).
fn narrowest_agrees(
    rule: Box<dyn MoveRule>,
    twin: Box<dyn MoveRule>,
    n: u64,
) -> Result<(), TestCaseError> {
    match (g_table_narrowest(rule, n), g_table(twin, n)) {
        (Ok(narrow), Ok(wide)) => {
            prop_assert_eq!(narrow.to_u32(), wide.clone());
            let top = wide[1..].iter().copied().max().unwrap_or(0);
            let kind = match narrow {
                GTable::U8(_) => u32::from(u8::MAX),
                GTable::U16(_) => u32::from(u16::MAX),
                GTable::U32(_) => u32::MAX,
            };
            let narrowest = [u32::from(u8::MAX), u32::from(u16::MAX), u32::MAX]
                .into_iter()
                .find(|&m| top <= m);
            prop_assert_eq!(Some(kind), narrowest, "largest g is {}", top);
        }
        (narrow, wide) => prop_assert_eq!(narrow.err(), wide.err()),
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    /// Random tables, residue tables and expressions (many failing): the narrowest table = the
    /// table, in the narrowest type.
    #[test]
    fn narrowest_tables_agree_with_the_tables(
        f in any_f(300),
        src in residue_table(),
        e in random_expr(),
        n in 1u64..=3000,
    ) {
        narrowest_agrees(Box::new(f.clone()), Box::new(f), n)?;
        narrowest_agrees(parsed(&src), parsed(&src), n)?;
        narrowest_agrees(expr_f(e.clone()), expr_f(e), n)?;
    }

    /// Random tables (proved valid by their values): the lazy construction = the direct recursion.
    #[test]
    fn tables_agree_with_the_direct_recursion(f in any_f(300), n in 1u64..=3000) {
        prop_assert_eq!(g_table(Box::new(f.clone()), n), slow(Box::new(f), n));
    }

    /// a·x + b by x mod m (periodic constructions, finite bases), some failing at a residue or in
    /// a last branch: the same values, or the same error at the same k.
    #[test]
    fn residue_tables_agree_with_the_direct_recursion(src in residue_table(), n in 1u64..=4000) {
        prop_assert_eq!(g_table(parsed(&src), n), slow(parsed(&src), n), "{}", src);
    }

    /// Random expressions: the same values, or the same error at the same k.
    #[test]
    fn expressions_agree_with_the_direct_recursion(e in random_expr(), n in 1u64..=1500) {
        let got = g_table(expr_f(e.clone()), n);
        let want = slow(expr_f(e.clone()), n);
        prop_assert_eq!(got, want, "{}", Expr { root: e });
    }
}

/// Applies `p`'s pieces to an array of its own, as the wasm layer does to a JS typed array; checks
/// that the pieces come in order, that values come at most `piece` at a time and that a copy
/// reads only values poured before.
fn pour_all<T: Copy + Default + TryFrom<u32> + Into<u32>>(
    mut p: SimplePour<'_, T>,
    piece: usize,
) -> Vec<u32> {
    let mut out: Vec<u32> = Vec::new();
    while let Some(next) = p.next_piece() {
        match next {
            Piece::Values { at, values } => {
                assert_eq!(at, out.len() + 1, "in order");
                assert!(!values.is_empty() && values.len() <= piece.max(1));
                out.extend(values.iter().map(|&v| v.into()));
            }
            Piece::Copy { at, from, len } => {
                assert_eq!(at, out.len() + 1, "in order");
                assert!(
                    from >= 1 && len >= 1 && from + len <= at,
                    "{from} + {len} ≤ {at}"
                );
                out.extend_from_within(from - 1..from - 1 + len);
            }
        }
    }
    assert_eq!(p.left(), 0);
    out
}

/// gSequence's pour of a proved non-decreasing f (None for the general construction), values at
/// most `piece` at a time, as `u32`.
fn poured(src: &str, n: u64, piece: usize) -> Option<Vec<u32>> {
    let GSource::Simple(s) = g_source(parsed(src), n).unwrap() else {
        return None;
    };
    Some(match s.pour(piece) {
        GPour::U8(p) => pour_all(p, piece),
        GPour::U16(p) => pour_all(p, piece),
        GPour::U32(p) => pour_all(p, piece),
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// The pour against its twin, the whole table: any members (1 first, then increasing, gaps
    /// short and long, the last one's run to upto short or long), with values any number at a
    /// time (runs longer than that as copies), give g(1..=upto) of [`simple_g_fill`].
    #[test]
    fn pours_in_any_pieces_agree_with_the_whole_table(
        gaps in prop::collection::vec(1u32..=60, 0..24),
        past in 0usize..=150,
        piece in 1usize..=80,
    ) {
        let members: Vec<u32> = std::iter::once(1).chain(gaps.iter().scan(1, |b, &d| { *b += d; Some(*b) })).collect();
        let upto = *members.last().unwrap() as usize + past;
        let whole = simple_g_fill(&members, upto, u32::MAX);
        prop_assert_eq!(pour_all(SimplePour::new(&members, upto, u32::MAX, piece), piece), whole[1..].to_vec(), "members {:?}", members);
    }
}

/// gSequence's pour for the f's of the table that are proved non-decreasing and a bounded
/// one (each type), against [`g_table`], with values fewer and more at a time than the gaps.
#[test]
fn pours_of_nondecreasing_f_agree_with_the_table() {
    for src in ["2x", "x^2", "min(x, 3)", "x + 300", "250", "x/2 + 1"] {
        for n in [1, 2, 3, 255, 256, 1000, 70_000] {
            for piece in [1, 7, 300, 1 << 14] {
                let want = g_table(parsed(src), n).unwrap();
                let got = poured(src, n, piece)
                    .unwrap_or_else(|| panic!("{src} is proved non-decreasing"));
                assert_eq!(got, want[1..], "{src}, n = {n}, piece {piece}");
            }
        }
    }
    assert_eq!(
        poured("if x % 3 == 0 then x/3 + 1 else 2x", 100, 10),
        None,
        "the general construction is not poured"
    );
}

/// The construction's fast-forward over a run of members p apart with one Θ = p + x̄, where the
/// search for Θ reads behind the last gap (x̄ ≥ p): every pile a member with g = 2 from pile 4
/// on (p = 1, x̄ = 1), and f's whose runs start after a self member, against the direct
/// recursion.
#[test]
fn runs_whose_search_reads_behind_the_last_gap_agree_with_the_direct_recursion() {
    for src in [
        "if x % 2 == 0 then x/2 else 3x",
        "if x % 2 == 0 then x + 2 else 6",
        "if x % 3 == 0 then x/3 else 5x",
        "if x % 2 == 0 then 1 else 4",
        "if x % 4 == 0 then 2 else x + 9",
    ] {
        for n in [10, 100, 3000] {
            assert_eq!(
                g_table(parsed(src), n),
                slow(parsed(src), n),
                "{src}, n = {n}"
            );
        }
    }
}

/// A rule that counts the values of f it is asked for.
struct Counting(MoveFn, Rc<Cell<u64>>);

impl MoveRule for Counting {
    fn eval(&self, r: u32, k: u64) -> Result<u64, Error> {
        self.1.set(self.1.get() + 1);
        self.0.eval(r, k)
    }
    fn eval_into(&self, r: u32, start: u64, out: &mut [u32]) -> Result<(), Error> {
        self.1.set(self.1.get() + out.len() as u64);
        self.0.eval_into(r, start, out)
    }
    fn proved_nondecreasing(&self) -> bool {
        self.0.proved_nondecreasing()
    }
    fn bounds(&self, r: u32, from: u64, to: u64) -> Option<(i64, i64)> {
        self.0.bounds(r, from, to)
    }
    fn cost(&self) -> u64 {
        self.0.cost()
    }
    fn describe(&self) -> String {
        self.0.describe()
    }
}

/// The benchmark's move functions at 10^5 equal the direct recursion, and f is evaluated only
/// where the construction reads it: a handful of values for the random table (its construction
/// turns periodic), a fraction of the piles for x mod 3 (the long searches skip most moves), where
/// checking f first evaluated it at every pile. The random table at 10^7 is no longer refused.
#[test]
fn benchmark_functions_read_f_sparsely() {
    let table = "if x % 16 == 0 then 4 else if x % 16 == 1 then x + 5 else if x % 16 == 2 then 6 \
        else if x % 16 == 3 then 3x + 3 else if x % 16 == 4 then 4 else if x % 16 == 5 then x + 3 \
        else if x % 16 == 6 then 7 else if x % 16 == 7 then 3 else if x % 16 == 8 then 9 \
        else if x % 16 == 9 then 3x + 8 else if x % 16 == 10 then x + 1 else if x % 16 == 11 \
        then x + 1 else if x % 16 == 12 then x + 2 else if x % 16 == 13 then 3x + 1 \
        else if x % 16 == 14 then 2x + 4 else 2x + 6";
    let n = 100_000;
    for (src, most) in [
        (table, 2_000),
        ("if x % 3 == 0 then x/3 + 1 else 2x", n / 4),
        ("min(x, 3) + x % 2", 2_000),
    ] {
        let count = Rc::new(Cell::new(0));
        let f = Counting(MoveFn::parse(src).unwrap(), count.clone());
        let got = g_table(Box::new(f), n).unwrap();
        assert_eq!(got, slow(parsed(src), n).unwrap(), "{src}");
        assert!(
            count.get() <= most,
            "{src}: f evaluated {} times",
            count.get()
        );
    }
    let g = g_table(parsed(table), 10_000_000).unwrap();
    assert_eq!(g.len(), 10_000_001);
}

/// Where f's form proves nothing, f is still checked on all of 1..=upto first, and the error is
/// the smallest failing k even where the construction would never read it.
#[test]
fn unproved_functions_are_checked_first() {
    for (src, msg) in [
        (
            "if x == 2999 then 0 else 2x",
            "f(2999) = 0, but a move function must allow at least one counter",
        ),
        (
            "6 / (x - 2500) + 10",
            "f(2500): division by zero (column 3)",
        ),
    ] {
        let e = g_table(parsed(src), 3000).unwrap_err().to_string();
        assert_eq!(e, msg, "{src}");
        assert!(g_table(parsed(src), 2400).is_ok(), "{src}");
    }
    let f = TableRule {
        values: vec![3, 0, 4],
        tail: (1, 1),
    };
    assert!(g_table(Box::new(f), 10).is_err());
}

/// The narrowest table at the edges of its types: constant f around 255 (the simple
/// construction's last member is the largest g), a growing f past 65535 (u32), and bounded and
/// growing f of the general construction (built in u8, widened where a value does not fit).
#[test]
fn narrowest_tables_at_the_edges_of_their_types() {
    let mut kinds = std::collections::HashSet::new();
    for src in (250..=260).map(|c| c.to_string()).chain(
        [
            "2x",
            "min(x, 3)",
            "x^2",
            "x % 3 + 1",
            "if x % 3 == 0 then x/3 + 1 else 2x",
            // not proved non-decreasing, g(n) = n: the general construction's u8 table is full
            // at pile 256 and its u16 table at 65 536, each widened and continued from there
            "1000000000 + x % 2",
        ]
        .map(String::from),
    ) {
        for n in [1, 2, 254, 255, 256, 257, 65_535, 65_536, 65_537, 70_000] {
            narrowest_agrees(parsed(&src), parsed(&src), n)
                .unwrap_or_else(|e| panic!("{src}, n = {n}: {e}"));
            kinds.insert(std::mem::discriminant(
                &g_table_narrowest(parsed(&src), n).unwrap(),
            ));
        }
    }
    assert_eq!(kinds.len(), 3, "u8, u16 and u32 tables were all made");
}
