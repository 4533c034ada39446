//! The JS types of every export's arguments. Each export, constructor and method is a row of
//! one table: its name as its messages give it, its parameters with a good value each, and the
//! call. For every parameter, each wrong value of its kind (a number for a string, a numeric
//! string for a number, `undefined` for anything, …) must throw a JS `TypeError` that names the
//! call, the parameter, what it expects and what came, while the same call with the good values
//! succeeds (so the `TypeError` comes from that parameter); the module keeps working after each.

use super::js::{get, message, type_error};
use js_sys::{Array, BigInt, Object, Reflect, Uint32Array};
use nimlab::wasm::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

/// What a parameter takes.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Text,
    Number,
    Decimal,
    Numbers,
    Object,
    Level,
}

/// A parameter: its name and a value the call accepts.
struct Param {
    name: &'static str,
    kind: Kind,
    good: JsValue,
}

fn text(name: &'static str, good: &str) -> Param {
    let good = good.into();
    Param {
        name,
        kind: Kind::Text,
        good,
    }
}

fn number(name: &'static str, good: f64) -> Param {
    let good = good.into();
    Param {
        name,
        kind: Kind::Number,
        good,
    }
}

fn decimal(name: &'static str, good: &str) -> Param {
    let good = good.into();
    Param {
        name,
        kind: Kind::Decimal,
        good,
    }
}

fn numbers(name: &'static str, good: &[f64]) -> Param {
    let good = good
        .iter()
        .map(|&x| JsValue::from(x))
        .collect::<Array>()
        .into();
    Param {
        name,
        kind: Kind::Numbers,
        good,
    }
}

fn object(name: &'static str) -> Param {
    let good = Object::new().into();
    Param {
        name,
        kind: Kind::Object,
        good,
    }
}

fn level(name: &'static str) -> Param {
    let good = "good".into();
    Param {
        name,
        kind: Kind::Level,
        good,
    }
}

/// The arguments of one call, handed out in order.
struct Given(std::vec::IntoIter<JsValue>);

impl Given {
    fn next(&mut self) -> JsValue {
        self.0.next().expect("as many arguments as parameters")
    }
}

/// One row: the call as its messages name it, its parameters, and the call itself.
struct Export {
    call: &'static str,
    params: Vec<Param>,
    run: fn(&mut Given) -> Result<(), JsValue>,
}

fn export(
    call: &'static str,
    params: Vec<Param>,
    run: fn(&mut Given) -> Result<(), JsValue>,
) -> Export {
    Export { call, params, run }
}

const PERIODIC: &str = "if n % 2 == 0 then 2x else x";
const PAPER: (&str, &str, &str) = ("0, 1, 2", "1, 3, 5", "3, 6, 10");

/// Every export, constructor and method that takes arguments.
fn exports() -> Vec<Export> {
    let (c, m, big_m) = PAPER;
    let seqs = || vec![text("c", c), text("m", m), text("M", big_m)];
    let with = |mut first: Vec<Param>, rest: Vec<Param>| {
        first.extend(rest);
        first
    };
    vec![
        // The move-function games.
        export("checkF", vec![text("f", "2x")], |a| {
            check_f(a.next()).map(drop)
        }),
        export("checkFn", vec![text("f", PERIODIC), number("t", 2.)], |a| {
            check_fn(a.next(), a.next()).map(drop)
        }),
        export(
            "gTables",
            vec![text("f", PERIODIC), number("t", 2.), number("upto", 20.)],
            |a| g_tables(a.next(), a.next(), a.next()).map(drop),
        ),
        export(
            "bases",
            vec![text("f", PERIODIC), number("t", 2.), number("upto", 20.)],
            |a| bases(a.next(), a.next(), a.next()).map(drop),
        ),
        export(
            "periodicRepresentation",
            vec![
                text("f", PERIODIC),
                number("t", 2.),
                number("game", 0.),
                decimal("n", "20"),
            ],
            |a| periodic_representation(a.next(), a.next(), a.next(), a.next()).map(drop),
        ),
        export(
            "gSequence",
            vec![text("f", "2x"), number("upto", 13.)],
            |a| g_sequence(a.next(), a.next()).map(drop),
        ),
        export("gBase", vec![text("f", "2x"), number("upto", 100.)], |a| {
            g_base(a.next(), a.next()).map(drop)
        }),
        export(
            "bestMove",
            vec![text("f", "2x"), number("pile", 20.), number("max", 19.)],
            |a| best_move(a.next(), a.next(), a.next()).map(drop),
        ),
        export(
            "bestMoveBig",
            vec![
                text("f", "2x"),
                decimal("pile", "10^18"),
                decimal("max", "10^18"),
            ],
            |a| best_move_big(a.next(), a.next(), a.next()).map(drop),
        ),
        export(
            "representation",
            vec![text("f", "2x"), decimal("n", "100")],
            |a| representation(a.next(), a.next()).map(drop),
        ),
        export("new Solver", vec![text("f", "2x")], |a| {
            Solver::new(a.next()).map(drop)
        }),
        export("Solver.g", vec![decimal("n", "12")], |a| {
            Solver::new("2x".into())?.g(a.next()).map(drop)
        }),
        export(
            "Solver.bestMove",
            vec![decimal("pile", "20"), decimal("max", "19")],
            |a| {
                Solver::new("2x".into())?
                    .best_move(a.next(), a.next())
                    .map(drop)
            },
        ),
        export(
            "new Analysis",
            vec![text("f", "2x"), number("upto", 100.)],
            |a| Analysis::new(a.next(), a.next()).map(drop),
        ),
        export("Analysis.advance", vec![number("work", 100.)], |a| {
            Analysis::new("2x".into(), 100.into())?
                .advance(a.next())
                .map(drop)
        }),
        export(
            "new PeriodicAnalysis",
            vec![text("f", PERIODIC), number("t", 2.), number("upto", 20.)],
            |a| PeriodicAnalysis::new(a.next(), a.next(), a.next()).map(drop),
        ),
        export(
            "PeriodicAnalysis.advance",
            vec![number("work", 100.)],
            |a| {
                PeriodicAnalysis::new(PERIODIC.into(), 2.into(), 20.into())?
                    .advance(a.next())
                    .map(drop)
            },
        ),
        export(
            "new Game",
            vec![text("f", "2x"), number("pile", 20.), number("max", 19.)],
            |a| Game::new(a.next(), a.next(), a.next()).map(drop),
        ),
        export(
            "Game.periodic",
            vec![
                text("f", PERIODIC),
                number("t", 2.),
                number("game", 0.),
                number("pile", 20.),
                number("max", 19.),
            ],
            |a| Game::periodic(a.next(), a.next(), a.next(), a.next(), a.next()).map(drop),
        ),
        export("Game.play", vec![number("take", 1.)], |a| {
            Game::new("2x".into(), 20.into(), 19.into())?
                .play(a.next())
                .map(drop)
        }),
        export(
            "Game.setLevel",
            vec![level("level"), number("seed", 1.)],
            |a| Game::new("2x".into(), 20.into(), 19.into())?.set_level(a.next(), a.next()),
        ),
        // Blocking Nim.
        export("checkSeq", vec![text("text", "i + 1")], |a| {
            check_seq(a.next()).map(drop)
        }),
        export("blockingValues", with(seqs(), vec![number("n", 4.)]), |a| {
            blocking_values(a.next(), a.next(), a.next(), a.next()).map(drop)
        }),
        export(
            "blockingAnalysis",
            with(seqs(), vec![number("upto", 40.), number("moves", 3.)]),
            |a| {
                let (c, m, big_m) = (a.next(), a.next(), a.next());
                blocking_analysis(c, m, big_m, a.next(), a.next()).map(drop)
            },
        ),
        export(
            "blockingFormula",
            with(seqs(), vec![decimal("pile", "100"), number("move", 1.)]),
            |a| {
                let (c, m, big_m) = (a.next(), a.next(), a.next());
                blocking_formula(c, m, big_m, a.next(), a.next()).map(drop)
            },
        ),
        export(
            "new BlockingGame",
            with(seqs(), vec![number("pile", 40.)]),
            |a| BlockingGame::new(a.next(), a.next(), a.next(), a.next()).map(drop),
        ),
        export("BlockingGame.block", vec![numbers("list", &[2.])], |a| {
            blocking_game()?.block(a.next()).map(drop)
        }),
        export("BlockingGame.play", vec![number("take", 1.)], |a| {
            let mut g = blocking_game()?;
            g.block(Array::new().into())?;
            g.play(a.next()).map(drop)
        }),
        export(
            "BlockingGame.setLevel",
            vec![level("level"), number("seed", 1.)],
            |a| blocking_game()?.set_level(a.next(), a.next()),
        ),
        // Cut The Knot.
        export("checkSet", vec![text("text", "1, 3, 4")], |a| {
            check_set(a.next()).map(drop)
        }),
        export(
            "subtractionAnalysis",
            vec![text("set", "1, 3, 4"), number("upto", 50.)],
            |a| subtraction_analysis(a.next(), a.next()).map(drop),
        ),
        export(
            "subtractionGrundyAt",
            vec![text("set", "1, 3, 4"), decimal("n", "10^18")],
            |a| subtraction_grundy_at(a.next(), a.next()).map(drop),
        ),
        export(
            "new SubtractionGame",
            vec![text("set", "1, 3, 4"), number("pile", 20.)],
            |a| SubtractionGame::new(a.next(), a.next()).map(drop),
        ),
        export("SubtractionGame.play", vec![number("take", 1.)], |a| {
            SubtractionGame::new("1, 3, 4".into(), 20.into())?
                .play(a.next())
                .map(drop)
        }),
        export(
            "SubtractionGame.setLevel",
            vec![level("level"), number("seed", 1.)],
            |a| SubtractionGame::new("1, 3, 4".into(), 20.into())?.set_level(a.next(), a.next()),
        ),
        export(
            "takeawayAnalysis",
            vec![text("f", "2x"), number("upto", 100.)],
            |a| takeaway_analysis(a.next(), a.next()).map(drop),
        ),
        export(
            "takeawayRepresentation",
            vec![text("f", "2x"), decimal("n", "100")],
            |a| takeaway_representation(a.next(), a.next()).map(drop),
        ),
        export(
            "new TakeawayGame",
            vec![text("f", "2x"), number("pile", 20.)],
            |a| TakeawayGame::new(a.next(), a.next()).map(drop),
        ),
        export("TakeawayGame.play", vec![number("take", 1.)], |a| {
            TakeawayGame::new("2x".into(), 20.into())?
                .play(a.next())
                .map(drop)
        }),
        export(
            "TakeawayGame.setLevel",
            vec![level("level"), number("seed", 1.)],
            |a| TakeawayGame::new("2x".into(), 20.into())?.set_level(a.next(), a.next()),
        ),
        export(
            "new GrundyTable",
            vec![text("f", "2x"), number("upto", 20.)],
            |a| GrundyTable::new(a.next(), a.next()).map(drop),
        ),
        export(
            "GrundyTable.get",
            vec![number("n", 5.), number("x", 2.)],
            |a| {
                GrundyTable::new("2x".into(), 20.into())?
                    .get(a.next(), a.next())
                    .map(drop)
            },
        ),
        export("GrundyTable.row", vec![number("n", 5.)], |a| {
            GrundyTable::new("2x".into(), 20.into())?
                .row(a.next())
                .map(drop)
        }),
        export(
            "new SumGame",
            vec![text("f", "2x"), numbers("piles", &[4., 6., 9.])],
            |a| SumGame::new(a.next(), a.next()).map(drop),
        ),
        export(
            "SumGame.play",
            vec![number("component", 0.), number("take", 1.)],
            |a| sum_game()?.play(a.next(), a.next()).map(drop),
        ),
        export(
            "SumGame.setLevel",
            vec![level("level"), number("seed", 1.)],
            |a| sum_game()?.set_level(a.next(), a.next()),
        ),
        // Single-delete Nim.
        export(
            "new DeleteSolver",
            vec![number("piles", 3.), number("max", 6.)],
            |a| DeleteSolver::new(a.next(), a.next()).map(drop),
        ),
        export(
            "DeleteSolver.isP",
            vec![numbers("position", &[1., 2., 3.])],
            |a| delete_solver()?.is_p(a.next()).map(drop),
        ),
        export(
            "DeleteSolver.winningMoves",
            vec![numbers("position", &[1., 2., 3.])],
            |a| delete_solver()?.winning_moves(a.next()).map(drop),
        ),
        export("DeleteSolver.groups", vec![number("limit", 2.)], |a| {
            delete_solver()?.groups(a.next()).map(drop)
        }),
        export("DeleteSolver.pMap", vec![numbers("rest", &[3.])], |a| {
            delete_solver()?.p_map(a.next()).map(drop)
        }),
        export(
            "DeleteSolver.explain",
            vec![numbers("position", &[1., 2., 3.])],
            |a| delete_solver()?.explain(a.next()).map(drop),
        ),
        export(
            "deleteDigits",
            vec![numbers("position", &[4., 6., 7.])],
            |a| delete_digits(a.next()).map(drop),
        ),
        export(
            "deleteStatementName",
            vec![text("id", "theorem-1.4")],
            |a| delete_statement_name(a.next()).map(drop),
        ),
        export(
            "new DeleteGame",
            vec![numbers("position", &[4., 6., 7.])],
            |a| DeleteGame::new(a.next()).map(drop),
        ),
        export(
            "DeleteGame.random",
            vec![number("k", 3.), number("max", 9.), number("seed", 1.)],
            |a| DeleteGame::random(a.next(), a.next(), a.next()).map(drop),
        ),
        export(
            "DeleteGame.play",
            vec![number("delete", 0.), number("split", 1.), number("x", 1.)],
            |a| delete_game()?.play(a.next(), a.next(), a.next()).map(drop),
        ),
        export(
            "DeleteGame.setLevel",
            vec![level("level"), number("seed", 1.)],
            |a| delete_game()?.set_level(a.next(), a.next()),
        ),
        // The vocabulary (elementSettings reads any value and is tested in `spec`).
        export("parseState", vec![text("query", "f=2x")], |a| {
            parse_state(a.next()).map(drop)
        }),
        export("printState", vec![object("state")], |a| {
            print_state(a.next()).map(drop)
        }),
    ]
}

/// A game whose first move has an option to forbid (c_1 = 1).
fn blocking_game() -> Result<BlockingGame, JsValue> {
    let (_, m, big_m) = PAPER;
    BlockingGame::new("1, 1, 2".into(), m.into(), big_m.into(), 40.into())
}

fn sum_game() -> Result<SumGame, JsValue> {
    SumGame::new("2x".into(), vec![4., 6., 9.].into())
}

fn delete_solver() -> Result<DeleteSolver, JsValue> {
    DeleteSolver::new(3.into(), 6.into())
}

fn delete_game() -> Result<DeleteGame, JsValue> {
    DeleteGame::new(vec![4., 6., 7.].into())
}

/// The wrong values tried on a parameter of `kind`, each with how the message must end.
fn wrong(kind: Kind) -> Vec<(JsValue, &'static str)> {
    let missing = (JsValue::UNDEFINED, "not undefined");
    match kind {
        Kind::Text | Kind::Level => vec![
            (2.into(), "not the number 2"),
            (true.into(), "not the boolean true"),
            (Object::new().into(), "not an object"),
            missing,
        ],
        Kind::Number => vec![
            (
                "13".into(),
                "not the string \"13\" (write the number without quotes)",
            ),
            (BigInt::from(13u32).into(), "not the bigint 13n"),
            (JsValue::NULL, "not null"),
            missing,
        ],
        Kind::Decimal => vec![
            (true.into(), "not the boolean true"),
            (Array::new().into(), "not an array"),
            missing,
        ],
        Kind::Numbers => vec![
            ("1, 2".into(), "not the string \"1, 2\""),
            (5.into(), "not the number 5"),
            (
                Uint32Array::new_with_length(0).buffer().into(),
                "not an ArrayBuffer",
            ),
            missing,
        ],
        Kind::Object => vec![
            (3.into(), "not the number 3"),
            ("f=2x".into(), "not the string \"f=2x\""),
            (Array::new().into(), "not an array"),
            missing,
        ],
    }
}

/// What a message says a parameter of `kind` must be (the start of it).
fn must_be(kind: Kind) -> &'static str {
    match kind {
        Kind::Text => "must be a string (",
        Kind::Level => "must be a string ('perfect', 'good' or 'beginner'), ",
        Kind::Number => "must be a number, ",
        Kind::Decimal => {
            "must be a whole number: a string such as \"10^18\", a number up to 2^53 − 1 or a \
             bigint, "
        }
        Kind::Numbers => "must be an array of numbers, ",
        Kind::Object => "must be an object (",
    }
}

/// The call of `e` with its good values, but `value` for parameter `i`.
fn call(e: &Export, i: Option<usize>, value: &JsValue) -> Result<(), JsValue> {
    let args = e.params.iter().enumerate().map(|(j, p)| match i {
        Some(i) if i == j => value.clone(),
        _ => p.good.clone(),
    });
    (e.run)(&mut Given(args.collect::<Vec<_>>().into_iter()))
}

fn still_working() {
    let g = g_sequence("2x".into(), 13.into()).expect("the module still answers");
    let g: js_sys::Uint8Array = g.dyn_into().expect("13 values up to 13 in bytes");
    assert_eq!(g.to_vec(), [1, 2, 3, 1, 5, 1, 2, 8, 1, 2, 3, 1, 13]);
}

#[wasm_bindgen_test]
fn every_parameter_of_every_export_throws_a_type_error_for_a_wrong_type() {
    let mut tried = 0;
    for e in exports() {
        if let Err(err) = call(&e, None, &JsValue::UNDEFINED) {
            panic!("{} with good values: {}", e.call, message(err));
        }
        for (i, p) in e.params.iter().enumerate() {
            for (value, ending) in wrong(p.kind) {
                let err = call(&e, Some(i), &value)
                    .expect_err(&format!("{}: {} = {ending}", e.call, p.name));
                let got = type_error(err);
                let start = format!("{}: {} {}", e.call, p.name, must_be(p.kind));
                assert!(got.starts_with(&start), "{got:?} should start {start:?}");
                assert!(got.ends_with(ending), "{got:?} should end {ending:?}");
                tried += 1;
            }
            if let Kind::Numbers = p.kind {
                let value: JsValue = Array::of2(&1.into(), &"2".into()).into();
                let got = type_error(call(&e, Some(i), &value).unwrap_err());
                let expected = format!(
                    "{}: {}[1] must be a number, not the string \"2\" (write the number \
                     without quotes)",
                    e.call, p.name
                );
                assert_eq!(got, expected);
            }
        }
        still_working();
    }
    assert!(tried > 300, "{tried} wrong calls tried");
}

#[wasm_bindgen_test]
fn the_calls_that_trapped_throw_type_errors() {
    // wasm-bindgen's glue does not check types: these were `RuntimeError: memory access out of
    // bounds`.
    assert_eq!(
        type_error(g_sequence(2.into(), 13.into()).unwrap_err()),
        "gSequence: f must be a string (a move function such as \"2x\"), not the number 2"
    );
    assert_eq!(
        type_error(check_f(100.into()).unwrap_err()),
        "checkF: f must be a string (a move function such as \"2x\"), not the number 100"
    );
    assert_eq!(
        type_error(Solver::new(1.into()).err().unwrap()),
        "new Solver: f must be a string (a move function such as \"2x\"), not the number 1"
    );
    still_working();
}

#[wasm_bindgen_test]
fn a_decimal_is_a_string_a_whole_number_or_a_bigint() {
    let parts = |n: JsValue| {
        let r = representation("2x".into(), n).unwrap();
        Array::from(&get(&r, "parts"))
            .iter()
            .map(|p| p.as_string().unwrap())
            .collect::<Vec<_>>()
    };
    let by_text = parts("100".into());
    assert_eq!(parts(100.into()), by_text);
    assert_eq!(parts(BigInt::from(100u32).into()), by_text);
    let mut s = Solver::new("2x".into()).unwrap();
    let big = BigInt::from(1_000_000_000_000_000_000u64);
    assert_eq!(s.g(big.into()).unwrap(), s.g("10^18".into()).unwrap());
    // Past 2^53 a JS number is no longer exact: a value error that says what to pass instead.
    let e = message(s.g(2f64.powi(60).into()).unwrap_err());
    assert!(e.contains("pass a string or a bigint"), "{e}");
    let beyond = BigInt::new(&"36893488147419103230".into()).unwrap();
    for bad in [BigInt::from(-1i32), beyond] {
        let e = s.g(bad.into()).unwrap_err();
        assert!(!e.is_instance_of::<js_sys::TypeError>(), "a value error");
        assert!(message(e).starts_with("n: "));
    }
}

#[wasm_bindgen_test]
fn right_types_with_wrong_values_stay_plain_errors() {
    for (upto, says) in [
        (2.5, "upto must be a whole number ≥ 0, not 2.5"),
        (-1., "upto must be a whole number ≥ 0, not -1"),
        (f64::NAN, "upto must be a whole number ≥ 0, not NaN"),
        (
            f64::INFINITY,
            "upto must be a whole number ≥ 0, not Infinity",
        ),
        (
            1e300,
            "upto = 1e+300 is too large: a whole JS number is exact up to 2^53 − 1",
        ),
    ] {
        let e = g_sequence("2x".into(), upto.into()).unwrap_err();
        assert!(!e.is_instance_of::<js_sys::TypeError>(), "{says}");
        assert_eq!(message(e), says);
    }
    // The check… exports answer for any string, and throw only for another type.
    let answer = check_f("2x +".into()).unwrap();
    assert_eq!(get(&answer, "ok").as_bool(), Some(false));
    let answer = check_fn("2x".into(), 100.into()).unwrap();
    assert_eq!(get(&answer, "ok").as_bool(), Some(false));
    assert!(type_error(check_fn("2x".into(), "2".into()).unwrap_err()).starts_with("checkFn: t"));
    still_working();
}

#[wasm_bindgen_test]
fn number_lists_may_be_typed_arrays() {
    let digits = delete_digits(Uint32Array::from(&[4u32, 6][..]).into()).unwrap();
    assert_eq!(Array::from(&digits).length(), 2);
    let value = Reflect::get(&Array::from(&digits).get(1), &"value".into()).unwrap();
    assert_eq!(value.as_f64(), Some(6.));
    let e = delete_digits(Array::of1(&(-4).into()).into()).unwrap_err();
    assert!(!e.is_instance_of::<js_sys::TypeError>());
    assert!(message(e).contains("position[0] must be a whole number"));
    let got = type_error(delete_digits(Array::of1(&JsValue::NULL).into()).unwrap_err());
    assert_eq!(got, "deleteDigits: position[0] must be a number, not null");
}
