//! Property tests of the move-function language: print/parse round trips, no panics on any
//! input, compiled evaluation equal to direct evaluation, and the monotonicity proof checked
//! against evaluation.

use nimlab::expr::{parse, BinOp, CmpOp, Col, Cond, Env, Expr, Num, Var, Vars};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;

const EXTREMES: [i64; 12] = [
    i64::MIN,
    i64::MIN + 1,
    -1 << 32,
    -1000,
    -2,
    -1,
    0,
    1,
    2,
    1 << 31,
    i64::MAX - 1,
    i64::MAX,
];

fn bx<T>(t: T) -> Box<T> {
    Box::new(t)
}

fn binop() -> impl Strategy<Value = BinOp> {
    prop_oneof![
        3 => Just(BinOp::Add),
        3 => Just(BinOp::Sub),
        3 => Just(BinOp::Mul),
        1 => Just(BinOp::Div),
        1 => Just(BinOp::Mod),
        1 => Just(BinOp::Pow),
    ]
}

fn cmpop() -> impl Strategy<Value = CmpOp> {
    prop_oneof![
        Just(CmpOp::Eq),
        Just(CmpOp::Ne),
        Just(CmpOp::Lt),
        Just(CmpOp::Le),
        Just(CmpOp::Gt),
        Just(CmpOp::Ge),
    ]
}

fn cond(num: BoxedStrategy<Num>) -> BoxedStrategy<Cond> {
    (cmpop(), num.clone(), num)
        .prop_map(|(op, a, b)| Cond::Cmp(op, bx(a), bx(b)))
        .prop_recursive(2, 6, 2, |inner| {
            prop_oneof![
                inner.clone().prop_map(|c| Cond::Not(bx(c))),
                (inner.clone(), inner.clone()).prop_map(|(a, b)| Cond::And(bx(a), bx(b))),
                (inner.clone(), inner).prop_map(|(a, b)| Cond::Or(bx(a), bx(b))),
            ]
        })
        .boxed()
}

/// Random well-typed trees over x, n, i with non-negative literals (as the parser makes them).
pub(crate) fn num() -> BoxedStrategy<Num> {
    let leaf = prop_oneof![
        4 => (0i64..10).prop_map(Num::Lit),
        1 => prop_oneof![0i64..1000, Just(i64::MAX), 0..=i64::MAX].prop_map(Num::Lit),
        5 => Just(Num::Var(Var::X)),
        1 => Just(Num::Var(Var::N)),
        1 => Just(Num::Var(Var::I)),
    ];
    leaf.prop_recursive(5, 40, 4, |inner| {
        prop_oneof![
            1 => inner.clone().prop_map(|a| Num::Neg(bx(a), Col(0))),
            6 => (binop(), inner.clone(), inner.clone())
                .prop_map(|(op, a, b)| Num::Bin(op, bx(a), bx(b), Col(0))),
            1 => inner.clone().prop_map(|a| Num::Abs(bx(a), Col(0))),
            1 => prop::collection::vec(inner.clone(), 2..4).prop_map(Num::Min),
            1 => prop::collection::vec(inner.clone(), 2..4).prop_map(Num::Max),
            1 => (cond(inner.clone()), inner.clone(), inner)
                .prop_map(|(c, a, b)| Num::If(bx(c), bx(a), bx(b))),
        ]
    })
    .boxed()
}

fn ws() -> impl Strategy<Value = &'static str> {
    prop_oneof![Just(""), Just(" "), Just("  ")]
}

/// Random valid texts in every spelling the language accepts.
fn num_text() -> BoxedStrategy<String> {
    let leaf = prop_oneof![
        "[0-9]{1,3}",
        Just("x".to_string()),
        Just("n".to_string()),
        Just("i".to_string()),
        "[0-9]{1,2} ?[xni]",
    ];
    leaf.prop_recursive(4, 30, 3, |inner| {
        let op = prop_oneof![
            Just("+"),
            Just("-"),
            Just("*"),
            Just("/"),
            Just("%"),
            Just(" mod "),
            Just("^")
        ];
        prop_oneof![
            4 => (inner.clone(), ws(), op, ws(), inner.clone())
                .prop_map(|(a, w1, op, w2, b)| format!("{a}{w1}{op}{w2}{b}")),
            1 => (ws(), inner.clone()).prop_map(|(w, a)| format!("-{w}{a}")),
            1 => (ws(), inner.clone(), ws()).prop_map(|(w1, a, w2)| format!("({w1}{a}{w2})")),
            1 => (inner.clone(), ws(), inner.clone()).prop_map(|(a, w, b)| format!("({a}){w}({b})")),
            1 => ("[0-9]{1,2}", ws(), inner.clone()).prop_map(|(k, w, a)| format!("{k}{w}({a})")),
            1 => (prop_oneof![Just("min"), Just("max")], prop::collection::vec(inner.clone(), 2..4))
                .prop_map(|(f, args)| format!("{f}({})", args.join(", "))),
            1 => inner.clone().prop_map(|a| format!("abs({a})")),
            1 => (cond_text(inner.clone()), inner.clone(), inner)
                .prop_map(|(c, a, b)| format!("(if {c} then {a} else {b})")),
        ]
    })
    .boxed()
}

fn cond_text(num: BoxedStrategy<String>) -> BoxedStrategy<String> {
    let cmp = prop_oneof![
        Just("=="),
        Just("!="),
        Just("<"),
        Just("<="),
        Just(">"),
        Just(">="),
    ];
    (num.clone(), ws(), cmp, ws(), num)
        .prop_map(|(a, w1, op, w2, b)| format!("{a}{w1}{op}{w2}{b}"))
        .prop_recursive(2, 6, 2, |inner| {
            prop_oneof![
                inner.clone().prop_map(|c| format!("not {c}")),
                inner.clone().prop_map(|c| format!("!({c})")),
                (
                    inner.clone(),
                    prop_oneof![Just(" and "), Just("&&"), Just(" or "), Just("||")],
                    inner
                )
                    .prop_map(|(a, op, b)| format!("{a}{op}{b}")),
            ]
        })
        .boxed()
}

/// Fragments for the never-panics test: the whole alphabet, keywords, huge numbers, unicode.
fn junk() -> impl Strategy<Value = String> {
    let frag = prop_oneof![
        prop::sample::select(vec![
            "x",
            "n",
            "i",
            "y",
            "if",
            "then",
            "else",
            "and",
            "or",
            "not",
            "mod",
            "min",
            "max",
            "abs",
            "(",
            ")",
            ",",
            "+",
            "-",
            "*",
            "/",
            "%",
            "^",
            "==",
            "!=",
            "<",
            "<=",
            ">",
            ">=",
            "&&",
            "||",
            "!",
            "=",
            "&",
            "|",
            " ",
            "0",
            "1",
            "2",
            "7",
            "63",
            "64",
            "9223372036854775807",
            "9223372036854775808",
            "99999999999999999999",
            "ü",
            "×",
            "\u{3000}",
            "\t",
            "\n",
            ".",
            "1.5",
            "²",
            "−",
            "³",
            "⁹",
            "·",
            "–",
            "⁻",
            "f(x) =",
            "f(n, x)=",
            "f(i) =",
            "g(y) =",
        ])
        .prop_map(String::from),
        any::<char>().prop_map(String::from),
    ];
    prop::collection::vec(frag, 0..25).prop_map(|v| v.concat())
}

fn envs() -> Vec<Env> {
    let mut out = Vec::new();
    for &x in &EXTREMES {
        out.push(Env { x, n: 5, i: 2 });
    }
    for x in -3..=3 {
        out.push(Env { x, n: x * 7, i: -x });
    }
    out.push(Env {
        x: 3,
        n: i64::MIN,
        i: i64::MAX,
    });
    out
}

/// Compiled and direct evaluation agree everywhere, errors included.
fn check_eval(e: &Expr) {
    let c = e.compile();
    for env in envs() {
        assert_eq!(c.eval(&env), e.eval(&env), "{e} at {env:?}");
    }
}

/// Non-decreasing over x = 1..200 where it evaluates, for a few fixed n and i.
fn check_monotone(e: &Expr) -> bool {
    let c = e.compile();
    for (n, i) in [(0, 0), (7, 3), (-5, 1), (1000, -20)] {
        let mut last: Option<(i64, i64)> = None;
        for x in 1..=200 {
            if let Ok(v) = c.eval(&Env { x, n, i }) {
                if let Some((px, pv)) = last {
                    assert!(pv <= v, "{e} claimed nondecreasing, but f({px}) = {pv} > f({x}) = {v} (n = {n}, i = {i})");
                }
                last = Some((x, v));
            }
        }
    }
    true
}

/// 512 cases, or `PROPTEST_CASES` when set.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(512)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn print_parse_round_trip_on_trees(root in num()) {
        let e = Expr { root };
        let text = e.to_string();
        let back = parse(&text, Vars::ALL).map_err(|err| format!("{text}: {err}\n{}", err.caret()));
        prop_assert_eq!(back, Ok(e.clone()), "{}", text);
        prop_assert_eq!(parse(&text, Vars::ALL).unwrap().to_string(), text);
    }

    #[test]
    fn print_parse_round_trip_on_texts(text in num_text()) {
        let e = parse(&text, Vars::ALL).map_err(|err| format!("{err}\n{}", err.caret()));
        prop_assert!(e.is_ok(), "{} did not parse: {:?}", text, e);
        let e = e.unwrap();
        let canon = e.to_string();
        let back = parse(&canon, Vars::ALL).map_err(|err| err.to_string());
        prop_assert_eq!(back, Ok(e.clone()), "{} printed as {}", text, canon);
        check_eval(&e);
    }

    /// The signs teachers paste (`×`, `·`, `−`, `–`) and a leading `f(n, x, i) =` change nothing.
    #[test]
    fn pasted_signs_and_a_head_read_as_the_keyboard_form(text in num_text(), head in any::<bool>()) {
        let e = parse(&text, Vars::ALL).map_err(|err| err.to_string());
        let pasted = format!(
            "{}{}",
            if head { "f(n, x, i) = " } else { "" },
            text.replace('*', "×").replace('-', "−")
        );
        prop_assert_eq!(parse(&pasted, Vars::ALL).map_err(|err| err.to_string()), e, "{}", pasted);
        let dotted = text.replace('*', "·").replace('-', "–");
        prop_assert_eq!(
            parse(&dotted, Vars::ALL).map_err(|err| err.to_string()),
            parse(&text, Vars::ALL).map_err(|err| err.to_string()),
            "{}", dotted
        );
    }

    #[test]
    fn compiled_equals_direct(root in num()) {
        check_eval(&Expr { root });
    }

    #[test]
    fn never_panics(text in junk()) {
        for vars in [Vars::X, Vars::ALL, Vars::I] {
            match parse(&text, vars) {
                Ok(e) => {
                    check_eval(&e);
                    let _ = e.nondecreasing_in_x();
                    let _ = e.nondecreasing_from_x();
                    let _ = e.constant_value();
                    prop_assert_eq!(parse(&e.to_string(), vars), Ok(e.clone()));
                }
                Err(err) => {
                    prop_assert!(err.column >= 1 && err.column <= text.chars().count() + 1);
                    let caret = err.caret();
                    prop_assert!(caret.ends_with('^'));
                    prop_assert!(!err.to_string().is_empty());
                }
            }
        }
    }

    #[test]
    fn monotone_claims_hold(root in num()) {
        let e = Expr { root };
        if e.nondecreasing_in_x() {
            check_monotone(&e);
        }
    }
}

/// Trees biased towards monotone shapes, so that many claims are actually exercised.
fn monotone_ish() -> BoxedStrategy<Num> {
    let leaf = prop_oneof![
        3 => (0i64..6).prop_map(Num::Lit),
        4 => Just(Num::Var(Var::X)),
        1 => Just(Num::Var(Var::N)),
    ];
    leaf.prop_recursive(4, 20, 3, |inner| {
        prop_oneof![
            1 => inner.clone().prop_map(|a| Num::Neg(bx(a), Col(0))),
            6 => (prop_oneof![
                    3 => Just(BinOp::Add), 2 => Just(BinOp::Sub), 3 => Just(BinOp::Mul),
                    1 => Just(BinOp::Div), 1 => Just(BinOp::Pow)
                ], inner.clone(), inner.clone())
                .prop_map(|(op, a, b)| Num::Bin(op, bx(a), bx(b), Col(0))),
            1 => inner.clone().prop_map(|a| Num::Abs(bx(a), Col(0))),
            1 => prop::collection::vec(inner.clone(), 2..3).prop_map(Num::Min),
            1 => prop::collection::vec(inner.clone(), 2..3).prop_map(Num::Max),
            1 => (cond(inner.clone()), inner.clone(), inner)
                .prop_map(|(c, a, b)| Num::If(bx(c), bx(a), bx(b))),
        ]
    })
    .boxed()
}

#[test]
fn many_monotone_claims_are_checked() {
    let mut runner = TestRunner::deterministic();
    let strategy = monotone_ish();
    let (mut claimed, mut with_x) = (0, 0);
    for _ in 0..3000 {
        let e = Expr {
            root: strategy.new_tree(&mut runner).unwrap().current(),
        };
        if e.nondecreasing_in_x() && check_monotone(&e) {
            claimed += 1;
            with_x += usize::from(e.uses().x);
        }
    }
    eprintln!("{claimed} claims checked, {with_x} involving x");
    assert!(
        with_x >= 300,
        "only {with_x} of 3000 claims involve x ({claimed} claims)"
    );
}

/// Non-decreasing over `x = x0..x0 + 300` where it evaluates, for a few fixed n and i.
fn check_monotone_from(e: &Expr, x0: i64) -> Result<(), TestCaseError> {
    prop_assert!(x0 >= 1, "{} claimed from x0 = {}", e, x0);
    let c = e.compile();
    for (n, i) in [(0, 0), (1, 1), (7, 3), (-5, 1), (1000, -20), (63, 2)] {
        let mut last: Option<(i64, i64)> = None;
        for x in (x0..=x0.saturating_add(300)).take(301) {
            if let Ok(v) = c.eval(&Env { x, n, i }) {
                if let Some((px, pv)) = last {
                    prop_assert!(
                        pv <= v,
                        "{} claimed nondecreasing from x = {}, but f({}) = {} > f({}) = {} (n = {}, i = {})",
                        e, x0, px, pv, x, v, n, i
                    );
                }
                last = Some((x, v));
            }
        }
    }
    Ok(())
}

/// `nondecreasing_from_x` is sound, and `Some(1)` whenever `nondecreasing_in_x` holds.
fn check_eventual_claim(e: &Expr) -> Result<Option<i64>, TestCaseError> {
    let from = e.nondecreasing_from_x();
    if e.nondecreasing_in_x() {
        prop_assert_eq!(from, Some(1), "{}", e);
    }
    if let Some(x0) = from {
        check_monotone_from(e, x0)?;
    }
    Ok(from)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn eventual_claims_hold(root in num()) {
        check_eventual_claim(&Expr { root })?;
    }

    #[test]
    fn eventual_claims_hold_on_biased_trees(root in eventual_ish()) {
        check_eventual_claim(&Expr { root })?;
    }
}

/// Conditions that are often eventually decided: `x` (or a multiple of it, plus a constant,
/// or a power, or a quotient) against small constants and `n`-only terms.
fn eventual_cond(num: BoxedStrategy<Num>) -> BoxedStrategy<Cond> {
    let lit = || (0i64..12).prop_map(Num::Lit);
    let xish = prop_oneof![
        3 => Just(Num::Var(Var::X)),
        1 => (1i64..4, 0i64..5).prop_map(|(k, c)| Num::Bin(
            BinOp::Add,
            bx(Num::Bin(BinOp::Mul, bx(Num::Lit(k)), bx(Num::Var(Var::X)), Col(0))),
            bx(Num::Lit(c)),
            Col(0),
        )),
        1 => (1i64..4).prop_map(|k| Num::Bin(BinOp::Div, bx(Num::Var(Var::X)), bx(Num::Lit(k)), Col(0))),
        1 => Just(Num::Bin(BinOp::Pow, bx(Num::Var(Var::X)), bx(Num::Lit(2)), Col(0))),
        1 => Just(Num::Bin(BinOp::Mod, bx(Num::Var(Var::X)), bx(Num::Lit(3)), Col(0))),
        1 => num.clone(),
    ];
    let other = prop_oneof![
        3 => lit(),
        1 => (1i64..4).prop_map(|k| Num::Bin(BinOp::Mod, bx(Num::Var(Var::N)), bx(Num::Lit(k)), Col(0))),
        1 => Just(Num::Var(Var::N)),
        1 => num,
    ];
    let leaf = prop_oneof![
        3 => (cmpop(), xish.clone(), other.clone(), any::<bool>()).prop_map(|(op, a, b, swap)| {
            if swap { Cond::Cmp(op, bx(b), bx(a)) } else { Cond::Cmp(op, bx(a), bx(b)) }
        }),
        1 => (cmpop(), other.clone(), other).prop_map(|(op, a, b)| Cond::Cmp(op, bx(a), bx(b))),
    ];
    leaf.prop_recursive(2, 6, 2, |inner| {
        prop_oneof![
            inner.clone().prop_map(|c| Cond::Not(bx(c))),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| Cond::And(bx(a), bx(b))),
            (inner.clone(), inner).prop_map(|(a, b)| Cond::Or(bx(a), bx(b))),
        ]
    })
    .boxed()
}

/// Trees biased towards eventually monotone shapes: monotone arithmetic and `if`s whose
/// condition is often eventually decided.
fn eventual_ish() -> BoxedStrategy<Num> {
    let leaf = prop_oneof![
        3 => (0i64..12).prop_map(Num::Lit),
        4 => Just(Num::Var(Var::X)),
        1 => Just(Num::Var(Var::N)),
    ];
    leaf.prop_recursive(4, 24, 3, |inner| {
        prop_oneof![
            1 => inner.clone().prop_map(|a| Num::Neg(bx(a), Col(0))),
            4 => (prop_oneof![
                    3 => Just(BinOp::Add), 2 => Just(BinOp::Sub), 3 => Just(BinOp::Mul),
                    1 => Just(BinOp::Div), 1 => Just(BinOp::Pow), 1 => Just(BinOp::Mod)
                ], inner.clone(), inner.clone())
                .prop_map(|(op, a, b)| Num::Bin(op, bx(a), bx(b), Col(0))),
            1 => inner.clone().prop_map(|a| Num::Abs(bx(a), Col(0))),
            1 => prop::collection::vec(inner.clone(), 2..3).prop_map(Num::Min),
            1 => prop::collection::vec(inner.clone(), 2..3).prop_map(Num::Max),
            3 => (eventual_cond(inner.clone()), inner.clone(), inner)
                .prop_map(|(c, a, b)| Num::If(bx(c), bx(a), bx(b))),
        ]
    })
    .boxed()
}

#[test]
fn many_eventual_claims_are_checked() {
    let mut runner = TestRunner::deterministic();
    let strategy = eventual_ish();
    let (mut claimed, mut late) = (0, 0);
    for _ in 0..3000 {
        let e = Expr {
            root: strategy.new_tree(&mut runner).unwrap().current(),
        };
        match check_eventual_claim(&e) {
            Ok(Some(x0)) => {
                claimed += 1;
                late += usize::from(x0 > 1 && !e.nondecreasing_in_x());
            }
            Ok(None) => {}
            Err(err) => panic!("{err}"),
        }
    }
    eprintln!("{claimed} eventual claims checked, {late} from x0 > 1");
    assert!(late >= 150, "only {late} of 3000 claims start after x = 1");
}

/// Starts of x ranges: around 0 (where divisions by `x - k` fail), near both ends of i64 (where
/// everything overflows), and anywhere.
fn range_start(len: usize) -> BoxedStrategy<i64> {
    let last = (len as i64 - 1).max(0);
    prop_oneof![
        4 => -600i64..300,
        1 => (0i64..600).prop_map(|d| i64::MIN + d),
        1 => (0i64..600).prop_map(move |d| i64::MAX - last - d),
        1 => -(1i64 << 32) - 300..-(1i64 << 32) + 300,
        1 => 3_037_000_000i64..3_037_001_000,
        1 => any::<i64>().prop_map(move |s| s.min(i64::MAX - last)),
    ]
    .boxed()
}

/// Element-wise scalar evaluation: the values and the first error with its x.
fn eval_each(
    e: &Expr,
    n: i64,
    i: i64,
    start: i64,
    len: usize,
) -> (Vec<i64>, Option<(i64, nimlab::expr::EvalError)>) {
    let c = e.compile();
    let mut vals = Vec::new();
    for k in 0..len as i64 {
        let x = start + k;
        match c.eval(&Env { x, n, i }) {
            Ok(v) => vals.push(v),
            Err(err) => return (vals, Some((x, err))),
        }
    }
    (vals, None)
}

fn check_range(e: &Expr, n: i64, i: i64, start: i64, len: usize) -> Result<(), TestCaseError> {
    let (want, err) = eval_each(e, n, i, start, len);
    let mut out = vec![i64::MIN + 12345; len];
    let got = e
        .compile_batch()
        .eval_range(&Env { x: 77, n, i }, start, &mut out);
    match err {
        None => {
            prop_assert_eq!(
                got,
                Ok(()),
                "{} on {}..+{} (n={}, i={})",
                e,
                start,
                len,
                n,
                i
            );
            prop_assert_eq!(out, want, "{} on {}..+{} (n={}, i={})", e, start, len, n, i);
        }
        Some(err) => {
            prop_assert_eq!(
                got,
                Err(err),
                "{} on {}..+{} (n={}, i={})",
                e,
                start,
                len,
                n,
                i
            );
            prop_assert_eq!(&out[..want.len()], &want[..], "{} prefix", e);
        }
    }
    Ok(())
}

/// Trees with literals on the scale of the ranges, so that `x - k`, `x == k` and `x < k` hit
/// inside them; with the columns the parser gives (through a print/parse round trip).
fn num_with_columns() -> BoxedStrategy<Expr> {
    let leaf = prop_oneof![
        3 => (0i64..10).prop_map(Num::Lit),
        2 => (0i64..700).prop_map(Num::Lit),
        1 => prop_oneof![Just(i64::MAX), Just(3_037_000_499), Just(1 << 32), 0..=i64::MAX].prop_map(Num::Lit),
        6 => Just(Num::Var(Var::X)),
        1 => Just(Num::Var(Var::N)),
        1 => Just(Num::Var(Var::I)),
    ];
    leaf.prop_recursive(5, 40, 4, |inner| {
        prop_oneof![
            1 => inner.clone().prop_map(|a| Num::Neg(bx(a), Col(0))),
            6 => (binop(), inner.clone(), inner.clone())
                .prop_map(|(op, a, b)| Num::Bin(op, bx(a), bx(b), Col(0))),
            1 => inner.clone().prop_map(|a| Num::Abs(bx(a), Col(0))),
            1 => prop::collection::vec(inner.clone(), 2..4).prop_map(Num::Min),
            1 => prop::collection::vec(inner.clone(), 2..4).prop_map(Num::Max),
            2 => (cond(inner.clone()), inner.clone(), inner)
                .prop_map(|(c, a, b)| Num::If(bx(c), bx(a), bx(b))),
        ]
    })
    .prop_map(|root| parse(&Expr { root }.to_string(), Vars::ALL).unwrap())
    .boxed()
}

fn small_or_extreme() -> impl Strategy<Value = i64> {
    prop_oneof![4 => -5i64..10, 1 => prop::sample::select(EXTREMES.to_vec())]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn eval_range_equals_eval(
        e in num_with_columns(),
        (len, start) in (0usize..700).prop_flat_map(|len| (Just(len), range_start(len))),
        n in small_or_extreme(),
        i in small_or_extreme(),
    ) {
        check_range(&e, n, i, start, len)?;
    }

    #[test]
    fn eval_range_equals_eval_on_plain_trees(root in num(), start in range_start(300)) {
        check_range(&Expr { root }, 3, -2, start, 300)?;
    }
}

#[test]
fn eval_range_examples() {
    let cases: &[(&str, i64, usize)] = &[
        ("2x", 1, 1000),
        ("if x % 3 == 0 then x / 3 + 1 else 2x", -1000, 3000),
        ("x^2 - 3x + 2", -5000, 10_000),
        ("min(2x, 100) + 1", -100, 1000),
        ("if x > 5 then 100 / (x - 5) else 1", -1000, 2000),
        ("100 / (x - 700)", 1, 1000),
        ("x % (x - 300) + 1", 1, 1000),
        ("if x < 10 then 2^x else x", 1, 100_000),
        ("if x < 70 then 2^x else x", 1, 100_000),
        ("if x != 0 and 10 / x > 1 then 1 else 2", -500, 1000),
        ("if x == 0 or 10 / x > 1 then 1 else 2", -500, 1000),
        ("if not (x == 0 or 10 / x > 1) then 1 else 2", -500, 1000),
        ("if x > 400 and 10 / (x - 450) > 1 then 1 else 2", 1, 1000),
        ("if 1 / 0 > 1 then 1 else 2", 1, 10),
        ("if x > 0 then 1 / 0 else 2", -600, 1000),
        ("if x > 0 then 5 else 1 / 0", 1, 1000),
        ("x^x", 1, 100),
        ("x^(x - 500)", 1, 1000),
        ("(x - 520)^3 - x^2", 1, 1000),
        ("3 - x", i64::MIN, 600),
        ("x * 3", i64::MAX / 3 - 300, 600),
        ("-x", i64::MIN, 10),
        ("abs(x) - 5", i64::MIN, 10),
        (
            "x / 7 + x % 7 + x / 8 + x % 8 + x / -7 + x % -7 + x / -1 + x % 1",
            i64::MIN,
            1000,
        ),
        (
            "x / 7 + x % 7 + x / 8 + x % 8 + x / -7 + x % -7 + x % -1",
            i64::MAX - 999,
            1000,
        ),
        ("7 / x + 7 % x", -600, 1000),
        ("max(x, n, 3) - min(i, x)", -600, 1000),
        ("n / (x - 10)", 1, 100),
        ("42", 1, 1000),
        ("n + i", 1, 1000),
        ("x", i64::MAX - 599, 600),
        ("x^2", 3_037_000_000, 1000),
        ("x^2", -3_037_001_000, 1000),
        ("x^3", 2_097_000, 1000),
        ("x^3", -2_097_500, 1000),
        ("(x - 2097000)^3", 1, 1000),
    ];
    for &(text, start, len) in cases {
        let e = parse(text, Vars::ALL).unwrap();
        for (n, i) in [(0, 0), (5, -3), (i64::MAX, i64::MIN)] {
            check_range(&e, n, i, start, len).unwrap();
        }
    }
}

/// Boxes of x for the interval proof: small and near 0 (where divisions by `x - k` fail), near
/// the square root of 2^63 (where x^2 overflows), near both ends of the 64-bit range, anywhere.
fn proof_box() -> BoxedStrategy<(i64, i64)> {
    prop_oneof![
        4 => (-50i64..300, 0i64..40).prop_map(|(s, l)| (s, s + l)),
        1 => (3_036_999_990i64..3_037_000_010, 0i64..40).prop_map(|(s, l)| (s, s + l)),
        1 => (0i64..50, 0i64..40).prop_map(|(d, l)| (i64::MIN + d, i64::MIN + d + l)),
        1 => (0i64..50, 0i64..40).prop_map(|(d, l)| (i64::MAX - d - l, i64::MAX - d)),
        1 => (any::<i64>(), 0i64..40).prop_map(|(s, l)| (s.min(i64::MAX - l), s.min(i64::MAX - l) + l)),
    ]
    .boxed()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases() * 8))]

    /// The interval proof (`Expr::bounds_on`) is sound: where it proves a box, every point of the
    /// box evaluates without error to a value inside the interval, by the direct evaluator.
    #[test]
    fn proved_bounds_hold_at_every_point(e in num(), xs in proof_box(), n0 in -3i64..8, dn in 0i64..3) {
        let e = Expr { root: e };
        if let Some(b) = e.bounds_on(xs, (n0, n0 + dn)) {
            prop_assert!(b.lo <= b.hi);
            for x in xs.0..=xs.1 {
                for n in n0..=n0 + dn {
                    let v = e.eval(&Env { x, n, i: 0 });
                    prop_assert!(
                        matches!(v, Ok(v) if b.lo <= v && v <= b.hi),
                        "{} at x = {}, n = {}: {:?} outside the proved {:?} on {:?}", e, x, n, v, b, xs
                    );
                }
            }
        }
    }
}

/// The proof is not vacuous: most random expressions of x near 0 are proved on small boxes, and
/// the move functions the benchmarks type are proved on 1..10^7 with f ≥ 1, while expressions
/// that fail somewhere in the box are never proved.
#[test]
fn interval_proofs_are_found_and_refused() {
    let proved = |s: &str, x: (i64, i64)| parse(s, Vars::X).unwrap().bounds_on(x, (0, 0));
    let big = (1, 10_000_000);
    for (s, lo) in [
        ("2x", 2),
        ("x^2", 1),
        ("min(x, 3)", 1),
        ("if x % 3 == 0 then x/3 + 1 else 2x", 1),
        (
            "if x % 16 == 0 then 4 else if x % 16 == 1 then x + 5 else 3x + 3",
            4,
        ),
        ("1000000000 + x % 2", 1_000_000_000),
        ("if x > 5 then 100 / (x - 5) else 1", 0),
        (
            "if x < 3 then 7 else if x == 3 then 2 else abs(x - 10) + 1",
            1,
        ),
    ] {
        assert_eq!(proved(s, big).map(|b| b.lo), Some(lo), "{s}");
    }
    for s in [
        "6 / (x - 40) + 10",
        "if x == 30 then 0 else 1 / (x - 50) + 2",
        "x^3",
        "x % (x - 9)",
        "2^(5 - x)",
        "9223372036854775807 + x",
        "-(x - x - 9223372036854775807 - 1)",
    ] {
        assert_eq!(proved(s, big), None, "{s}");
    }
    // Random trees: count the boxes proved.
    let mut runner = TestRunner::deterministic();
    let (mut tried, mut got) = (0, 0);
    for _ in 0..2000 {
        let e = Expr {
            root: num().new_tree(&mut runner).unwrap().current(),
        };
        tried += 1;
        got += usize::from(e.bounds_on((1, 100), (0, 3)).is_some());
    }
    assert!(
        got * 4 > tried,
        "only {got} of {tried} random expressions proved"
    );
}
