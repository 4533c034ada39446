//! Table tests: values, errors with their columns, canonical printing, monotonicity.

use super::*;

fn val(src: &str, x: i64) -> Result<i64, EvalError> {
    val_in(src, Vars::ALL, Env { x, n: 10, i: 3 })
}

fn val_in(src: &str, vars: Vars, env: Env) -> Result<i64, EvalError> {
    let e = parse(src, vars).unwrap_or_else(|e| panic!("{src}: {e}"));
    let fast = e.compile().eval(&env);
    assert_eq!(
        fast,
        e.eval(&env),
        "compiled and direct evaluation differ on {src}"
    );
    fast
}

fn err(src: &str) -> String {
    err_in(src, Vars::X)
}

fn err_in(src: &str, vars: Vars) -> String {
    match parse(src, vars) {
        Ok(e) => panic!("{src} parsed as {e}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn values() {
    let table: &[(&str, i64, i64)] = &[
        ("2x", 5, 10),
        ("2 x", 5, 10),
        ("x+1", 5, 6),
        ("3(x+1)", 2, 9),
        ("(x+1)(x-1)", 4, 15),
        ("2x^2", 3, 18),
        ("-x^2", 3, -9),
        ("(-x)^2", 3, 9),
        ("2^3^2", 0, 512),
        ("-2^2", 0, -4),
        ("2^-0", 0, 1),
        ("1 + 2 * 3", 0, 7),
        ("(1 + 2) * 3", 0, 9),
        ("10 - 3 - 2", 0, 5),
        ("100 / 10 / 5", 0, 2),
        ("2 * 3 % 4", 0, 2),
        ("x * x % 7", 4, 2),
        ("-7 / 2", 0, -4),
        ("7 / -2", 0, -4),
        ("-7 / -2", 0, 3),
        ("7 / 2", 0, 3),
        ("-8 / 2", 0, -4),
        ("-7 % 3", 0, 2),
        ("-7 mod 3", 0, 2),
        ("7 % -3", 0, -2),
        ("-7 % -3", 0, -1),
        ("7 % 3", 0, 1),
        ("x % 3", -7, 2),
        ("x / 2", -7, -4),
        ("x mod 4", 9, 1),
        ("2x mod 4", 3, 2),
        ("--x", 4, 4),
        ("2 - -x", 4, 6),
        ("x - 1 - 1", 4, 2),
        ("min(x, 3)", 5, 3),
        ("min(x, 3, 1)", 5, 1),
        ("max(x, 3, 1)", 5, 5),
        ("max(2x, 3)", 1, 3),
        ("abs(x - 5)", 2, 3),
        ("2abs(x - 5)", 2, 6),
        ("x max(1, 2)", 3, 6),
        ("if x > 2 then 1 else 0", 3, 1),
        ("if x > 2 then 1 else 0", 2, 0),
        ("if x % 3 == 0 then x else 2x+1", 4, 9),
        ("if x % 3 == 0 then x else 2x+1", 6, 6),
        ("if x > 0 then 5 else 1/0", 1, 5),
        ("if x < 0 then 1/0 else 5", 1, 5),
        ("if x > 1 and x < 5 then 1 else 0", 3, 1),
        ("if x > 1 && x < 5 then 1 else 0", 5, 0),
        ("if x < 1 or x > 5 then 1 else 0", 6, 1),
        ("if x < 1 || x > 5 then 1 else 0", 3, 0),
        ("if not x > 2 then 1 else 0", 3, 0),
        ("if !(x > 2) then 1 else 0", 1, 1),
        ("if x != 2 then 1 else 0", 2, 0),
        ("if x >= 2 then 1 else 0", 2, 1),
        ("if x <= 2 then 1 else 0", 3, 0),
        ("if x == 2 then 1 else 0", 2, 1),
        ("if x > 0 or 1/0 > 0 then 1 else 2", 1, 1),
        ("if x < 0 and 1/0 > 0 then 1 else 2", 1, 2),
        ("if x > 1 then if x > 5 then 3 else 2 else 1", 6, 3),
        ("if x > 1 then if x > 5 then 3 else 2 else 1", 3, 2),
        ("if x > 1 then 2 else 3 + 10", 0, 13),
        ("1 + if x > 1 then 2 else 3", 0, 4),
        ("2x + n", 3, 16),
        ("n - i", 0, 7),
        ("9223372036854775807", 0, i64::MAX),
        ("-9223372036854775807 - 1", 0, i64::MIN),
        ("(-2)^63", 0, i64::MIN),
        ("0^0", 0, 1),
        ("(-1)^1000000000001", 0, -1),
        ("1^99999999999", 0, 1),
        ("x / -1", i64::MIN + 1, i64::MAX),
        ("x % -1", i64::MIN, 0),
        ("x % 5", i64::MIN, 2),
        ("x / 5", i64::MIN, -1844674407370955162),
        ("007x", 2, 14),
    ];
    for &(src, x, want) in table {
        assert_eq!(val(src, x), Ok(want), "{src} at x = {x}");
    }
}

#[test]
fn evaluation_errors() {
    use EvalErrorKind::*;
    let table: &[(&str, i64, usize, EvalErrorKind)] = &[
        ("1 / (x - 4)", 4, 3, DivisionByZero),
        ("x % 0", 4, 3, DivisionByZero),
        ("x mod (x - 4)", 4, 3, DivisionByZero),
        ("9223372036854775807 + x", 1, 21, Overflow),
        ("x * x", 1 << 40, 3, Overflow),
        ("2x", i64::MAX, 2, Overflow),
        ("-x", i64::MIN, 1, Overflow),
        ("abs(x)", i64::MIN, 1, Overflow),
        ("x / -1", i64::MIN, 3, Overflow),
        ("2 ^ x", 63, 3, Overflow),
        ("3 ^ x", 1000, 3, Overflow),
        ("x ^ (0 - 1)", 3, 3, NegativeExponent),
        ("2^-x", 1, 2, NegativeExponent),
        ("if x > 0 then 1/0 else 1", 1, 16, DivisionByZero),
        ("x - 9223372036854775807 - 9", -1, 25, Overflow),
    ];
    for &(src, x, column, kind) in table {
        assert_eq!(
            val(src, x),
            Err(EvalError { column, kind }),
            "{src} at x = {x}"
        );
    }
    let e = val("x / 0", 1).unwrap_err();
    assert_eq!(e.to_string(), "division by zero (column 3)");
    let e = val("x * x", 1 << 40).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the value overflows 64-bit integers (column 3)"
    );
    let e = val("2^-x", 1).unwrap_err();
    assert_eq!(e.to_string(), "negative exponent (column 2)");
}

#[test]
fn parse_errors() {
    let table: &[(&str, &str)] = &[
        ("", "the expression is empty"),
        ("   ", "the expression is empty"),
        ("2x +", "column 4: expected an expression after '+'"),
        ("2x -", "column 4: expected an expression after '-'"),
        ("2 * ", "column 3: expected an expression after '*'"),
        ("x ^", "column 3: expected an expression after '^'"),
        ("-", "column 1: expected an expression after '-'"),
        ("2 + * 3", "column 5: expected an expression after '+', found '*'"),
        ("* 3", "column 1: expected an expression, found '*'"),
        ("()", "column 2: expected an expression after '(', found ')'"),
        ("(x + 1", "column 1: this '(' is never closed"),
        ("((x + 1)", "column 1: this '(' is never closed"),
        ("(x) + (1", "column 7: this '(' is never closed"),
        ("x + 1)", "column 6: unmatched ')'"),
        (")x(", "column 1: unmatched ')'"),
        ("x + y", "column 5: unknown name `y`; the move function may use x"),
        ("X", "column 1: unknown name `X`; the move function may use x"),
        ("x2", "column 1: unknown name `x2`; the move function may use x"),
        ("2y", "column 2: unknown name `y`; the move function may use x"),
        (
            "n + x",
            "column 1: `n` (the pile size before the last move) is not available in this game; \
             the move function may use x",
        ),
        (
            "x + i",
            "column 5: `i` (the move number) is not available in this game; \
             the move function may use x",
        ),
        ("x # 2", "column 3: unexpected character '#'"),
        ("x = 2", "column 3: unexpected character '='; use == to compare"),
        ("x — 2", "column 3: unexpected character '—'; use - (the minus on the keyboard)"),
        ("x ÷ 2", "column 3: unexpected character '÷'; use / to divide (it rounds down)"),
        ("x⁻¹", "column 2: unexpected character '⁻'; a power is a whole number 0 or more: write x^2 or x²"),
        ("2 × ", "column 3: expected an expression after '×'"),
        ("x² ²", "column 4: expected an operator, found '²'"),
        ("²", "column 1: expected an expression, found '²'"),
        ("x + ³", "column 5: expected an expression after '+', found '³'"),
        ("1.5x", "column 2: decimal numbers are not supported; the move function works with whole numbers"),
        (
            "99999999999999999999 + x",
            "column 1: the number 99999999999999999999 is too large for 64-bit integers \
             (the largest is 9223372036854775807)",
        ),
        (
            "x + 9223372036854775808",
            "column 5: the number 9223372036854775808 is too large for 64-bit integers \
             (the largest is 9223372036854775807)",
        ),
        ("if x > 2 then 1", "column 1: this `if` has no `else`; write if … then … else …"),
        ("if x > 2", "column 1: this `if` has no `then`; write if … then … else …"),
        ("if x > 2 else 1", "column 10: expected an operator or `then`, found `else`"),
        ("if x > 2 then 1 then 2", "column 17: expected an operator or `else`, found `then`"),
        ("if x then 1 else 2", "column 4: `x` is a number, but a condition (true/false) is needed here, e.g. x > 2"),
        (
            "2 + (x > 2)",
            "column 5: `(x > 2)` is a comparison (true/false), but a number is needed here; \
             use if … then … else …",
        ),
        (
            "x > 2",
            "column 1: `x > 2` is a comparison (true/false), but a number is needed here; \
             use if … then … else …",
        ),
        (
            "x > 2 and x < 5",
            "column 1: `x > 2 and x < 5` is a condition (true/false), but a number is needed \
             here; use if … then … else …",
        ),
        (
            "min(x, x > 1)",
            "column 8: `x > 1` is a comparison (true/false), but a number is needed here; \
             use if … then … else …",
        ),
        ("if x > 1 and 2 then 1 else 0", "column 14: `2` is a number, but a condition (true/false) is needed here, e.g. x > 2"),
        ("if not x then 1 else 0", "column 8: `x` is a number, but a condition (true/false) is needed here, e.g. x > 2"),
        (
            "if 1 < x < 3 then 1 else 0",
            "column 10: comparisons cannot be chained; write `a < b and b < c` instead of `a < b < c`",
        ),
        ("min(x)", "column 1: min needs at least 2 numbers separated by commas, e.g. min(x, 5); found 1"),
        ("max()", "column 1: max needs at least 2 numbers separated by commas, e.g. max(x, 5); found 0"),
        ("abs(x, 2)", "column 1: abs takes exactly 1 number, e.g. abs(x - 5); found 2"),
        ("min x", "column 1: `min` must be followed by its arguments in parentheses, e.g. min(x, 5)"),
        ("min(x, )", "column 8: expected an expression after ',', found ')'"),
        ("min(x 2)", "column 7: expected an operator, ',' or ')', found `2`"),
        ("2 3", "column 3: expected an operator, found `3`"),
        ("x then", "column 3: expected an operator, found `then`"),
        ("(2 3)", "column 4: expected an operator or ')', found `3`"),
        ("x +* 2", "column 4: expected an expression after '+', found '*'"),
        ("x mod", "column 3: expected an expression after `mod`"),
        ("x & 1", "column 3: unexpected character '&'; use `and` (or &&)"),
    ];
    for &(src, want) in table {
        assert_eq!(err(src), want, "{src}");
    }
}

/// What teachers type and paste: superscript powers, `×` `·` `⋅` `∙`, the minus sign and the en
/// dash, a leading `f(x) =`. Each is the same tree as the keyboard form.
#[test]
fn teachers_notation() {
    let same: &[(&str, &str, Vars)] = &[
        ("x²", "x^2", Vars::X),
        ("x³ + 1", "x^3 + 1", Vars::X),
        ("2x²", "2x^2", Vars::X),
        ("(x+1)²", "(x + 1)^2", Vars::X),
        ("3²x", "3^2 x", Vars::X),
        ("-x²", "-x^2", Vars::X),
        ("x¹⁰", "x^10", Vars::X),
        (
            "x⁰ + x⁴ + x⁵ + x⁶ + x⁷ + x⁸ + x⁹",
            "x^0 + x^4 + x^5 + x^6 + x^7 + x^8 + x^9",
            Vars::X,
        ),
        ("2^x²", "2^(x^2)", Vars::X),
        ("2·x", "2 * x", Vars::X),
        ("2×x", "2 * x", Vars::X),
        ("2 ⋅ x ∙ 3", "2 * x * 3", Vars::X),
        ("x − 1", "x - 1", Vars::X),
        ("x – 1", "x - 1", Vars::X),
        ("−x", "-x", Vars::X),
        ("f(x) = 2x", "2x", Vars::X),
        ("f(x)=2x", "2x", Vars::X),
        ("  f ( x ) =  x² ", "x^2", Vars::X),
        ("f(n, x) = n - x", "n - x", Vars::XN),
        ("f(x,n)=n-x", "n - x", Vars::XN),
        ("f(x) = 2x", "2x", Vars::XN),
        ("f(i) = 2i + 1", "2i + 1", Vars::I),
        (
            "f(x) = if x == 1 then 2 else x",
            "if x == 1 then 2 else x",
            Vars::X,
        ),
    ];
    for &(typed, keyboard, vars) in same {
        let a = parse(typed, vars).unwrap_or_else(|e| panic!("{typed}: {e}"));
        let b = parse(keyboard, vars).unwrap_or_else(|e| panic!("{keyboard}: {e}"));
        assert_eq!(a, b, "{typed} vs {keyboard}");
        // The canonical text is keyboard-only and reads back as the same tree.
        assert_eq!(parse(&a.to_string(), vars), Ok(a.clone()), "{typed}");
        assert!(a.to_string().is_ascii(), "{typed} printed as {a}");
    }
    assert_eq!(val("x²", 7), Ok(49));
    assert_eq!(val("(x+1)³", 2), Ok(27));
    assert_eq!(val("f(x) = 2·x − 1", 5), Ok(9));

    let bad: &[(&str, Vars, &str)] = &[
        (
            "g(y) = 2y",
            Vars::X,
            "column 1: the move function is called f: write f(x) = … or only the expression after `=`",
        ),
        (
            "f(y) = 2y",
            Vars::X,
            "column 3: `y` is not a variable of this game; write f(x) = …",
        ),
        (
            "f(n, x) = n - x",
            Vars::X,
            "column 3: `n` is not a variable of this game; write f(x) = …",
        ),
        (
            "f(x, x) = x",
            Vars::XN,
            "column 6: `x` is listed twice; write f(n, x) = …",
        ),
        (
            "f(x) = n + x",
            Vars::XN,
            "column 8: `n` is not among the variables of `f(x) =`; write f(n, x) = … to use it",
        ),
        (
            "f(x) = i",
            Vars::X,
            "column 8: `i` (the move number) is not available in this game; the move function may use x",
        ),
        ("f(x) =", Vars::X, "column 7: write the move function after `f(x) =`, e.g. f(x) = 2x"),
        ("f(x) =  ", Vars::X, "column 9: write the move function after `f(x) =`, e.g. f(x) = 2x"),
        ("f(i) =", Vars::I, "column 7: write the move function after `f(i) =`, e.g. f(i) = 2i"),
        ("f(x) = 2x +", Vars::X, "column 11: expected an expression after '+'"),
        ("f(x) == 2x", Vars::X, "column 1: unknown name `f`; the move function may use x"),
        ("x = 2x", Vars::X, "column 3: unexpected character '='; use == to compare"),
    ];
    for &(src, vars, want) in bad {
        assert_eq!(err_in(src, vars), want, "{src}");
    }
    // Columns count characters of the text as typed, head and multi-byte characters included.
    let e = parse("f(x) = x² ×", Vars::X).unwrap_err();
    assert_eq!(e.column, 11);
    assert_eq!(e.caret(), "f(x) = x² ×\n          ^");
    let e = parse("f(x) = (x+1)² − y", Vars::X).unwrap_err();
    assert_eq!(e.caret(), "f(x) = (x+1)² − y\n                ^");
    // An overflowing power points at the superscript.
    let e = parse("x^2 + 10¹⁹", Vars::X)
        .unwrap()
        .eval(&Env::x(1))
        .unwrap_err();
    assert_eq!(e.column, 9);
    // A run of superscripts too long for 64 bits is refused like a long number.
    assert!(err("x⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹").starts_with("column 2: the number ⁹"));
}

#[test]
fn variables_per_game() {
    assert_eq!(val_in("n - x", Vars::XN, Env { x: 2, n: 9, i: 0 }), Ok(7));
    assert_eq!(val_in("2i + 1", Vars::I, Env { x: 0, n: 0, i: 4 }), Ok(9));
    assert_eq!(
        err_in("x + 1", Vars::I),
        "column 1: `x` (the size of the last move) is not available in this game; \
         the move function may use i"
    );
    assert_eq!(
        err_in("y", Vars::XN),
        "column 1: unknown name `y`; the move function may use x and n"
    );
    assert_eq!(
        err_in("y", Vars::ALL),
        "column 1: unknown name `y`; the move function may use x, n and i"
    );
    assert_eq!(
        err_in("y", Vars::NONE),
        "column 1: unknown name `y`; the move function may use no variables here"
    );
    let e = parse("2x + n*i", Vars::ALL).unwrap();
    assert_eq!(e.uses(), Vars::ALL);
    assert_eq!(parse("2x", Vars::ALL).unwrap().uses(), Vars::X);
    assert_eq!(parse("7", Vars::ALL).unwrap().uses(), Vars::NONE);
}

#[test]
fn columns_count_characters_and_caret() {
    let e = parse("2x +", Vars::X).unwrap_err();
    assert_eq!((e.column, e.caret()), (4, "2x +\n   ^".to_string()));
    let e = parse("x +\u{3000}y", Vars::X).unwrap_err();
    assert_eq!(e.column, 5);
    assert_eq!(e.caret(), "x + y\n    ^");
    let e = parse("ü", Vars::X).unwrap_err();
    assert_eq!(
        e.to_string(),
        "column 1: unknown name `ü`; the move function may use x"
    );
    let e = parse("x +\t@", Vars::X).unwrap_err();
    assert_eq!(e.caret(), "x + @\n    ^");
    assert!(e.message.starts_with("unexpected character"));
    let e = parse("", Vars::X).unwrap_err();
    assert_eq!((e.column, e.caret()), (1, "\n^".to_string()));
}

#[test]
fn nesting_limits() {
    let deep = format!("{}x{}", "(".repeat(1000), ")".repeat(1000));
    assert!(err(&deep).contains("nested too deeply"));
    let long = format!("x{}", "+1".repeat(1000));
    assert!(err(&long).contains("too long or nested too deeply"));
    assert!(err(&"-".repeat(1000)).contains("nested too deeply"));
    assert!(err(&"2^".repeat(1000)).contains("nested too deeply"));
    let ok = format!("{}x{}", "(".repeat(30), ")".repeat(30));
    assert_eq!(val(&ok, 3), Ok(3));
    let ok = format!("x{}", "+1".repeat(150));
    assert_eq!(val(&ok, 3), Ok(153));
    let wide = format!("min(x{})", ", x".repeat(3000));
    assert_eq!(val(&wide, 3), Ok(3));
    // Wider than 10^4 characters: refused as it is read (every value of f would evaluate it).
    let wider = format!("min(x{})", ", x".repeat(4000));
    assert!(err(&wider).contains("longer than 10000 characters"));
}

#[test]
fn canonical_print() {
    let table: &[(&str, &str)] = &[
        ("2*x", "2x"),
        ("2 x", "2x"),
        ("2x^2", "2x^2"),
        ("-2x", "-2x"),
        ("x*2", "x * 2"),
        ("3(x+1)", "3 * (x + 1)"),
        ("(x+1)(x-1)", "(x + 1) * (x - 1)"),
        ("-(x^2)", "-x^2"),
        ("(-x)^2", "(-x)^2"),
        ("(2^3)^2", "(2^3)^2"),
        ("2^(3^2)", "2^3^2"),
        ("x mod 3", "x % 3"),
        ("(x - 1) - (x - 2)", "x - 1 - (x - 2)"),
        ("x / (2x)", "x / (2x)"),
        ("x - -1", "x - -1"),
        ("x^(-1)", "x^-1"),
        ("-(2x)", "-(2x)"),
        (
            "if x>1&&x<5||!(x==3) then 1 else 0",
            "if x > 1 and x < 5 or not x == 3 then 1 else 0",
        ),
        (
            "if x>1 and (x<5 or x==3) then 1 else 0",
            "if x > 1 and (x < 5 or x == 3) then 1 else 0",
        ),
        (
            "if not (x > 1 and x < 3) then 1 else 0",
            "if not (x > 1 and x < 3) then 1 else 0",
        ),
        ("1 + if x > 1 then 2 else 3", "1 + (if x > 1 then 2 else 3)"),
        (
            "(if x > 1 then 2 else 3) + 1",
            "(if x > 1 then 2 else 3) + 1",
        ),
        ("min( x ,abs(x-3) , 4)", "min(x, abs(x - 3), 4)"),
        (
            "if x > 1 then if x > 2 then 1 else 2 else 3",
            "if x > 1 then if x > 2 then 1 else 2 else 3",
        ),
        ("007", "7"),
    ];
    for &(src, want) in table {
        let e = parse(src, Vars::X).unwrap();
        assert_eq!(e.to_string(), want, "{src}");
        assert_eq!(
            parse(want, Vars::X).unwrap(),
            e,
            "{want} does not parse back"
        );
    }
}

#[test]
fn constants() {
    assert_eq!(
        parse("2^10 - 24", Vars::X).unwrap().constant_value(),
        Some(1000)
    );
    assert_eq!(parse("1/0", Vars::X).unwrap().constant_value(), None);
    assert_eq!(parse("2x", Vars::X).unwrap().constant_value(), None);
    // Compiled constant folding keeps the error for evaluation time.
    assert_eq!(
        parse("1/0", Vars::X).unwrap().compile().eval_x(1),
        Err(EvalError {
            column: 2,
            kind: EvalErrorKind::DivisionByZero
        })
    );
}

#[test]
fn monotone_proved() {
    for src in [
        "2x",
        "x+1",
        "3x",
        "2x-1",
        "x^2",
        "min(2x,100)",
        "max(x, 5)",
        "x/2+1",
        "2*x+n",
        "7",
        "n",
        "x*x",
        "x^3 + x",
        "abs(x)",
        "abs(x + 3)",
        "-(-x)",
        "10 - (5 - x)",
        "0 - -x",
        "if n > 3 then 2x else x + 1",
        "(x+1)(x+2)",
        "2^x",
        "x * n^2",
        "min(x, n)",
        "-(100/x)",
        "x - 1/0",
        "-x * -x",
        "(-x)^2",
        "(0-x)^3 * -1",
        "(x + 1) / 2",
        "abs(-x)",
    ] {
        let e = parse(src, Vars::ALL).unwrap();
        assert!(
            e.nondecreasing_in_x(),
            "{src} should be proved nondecreasing"
        );
    }
}

#[test]
fn monotone_not_claimed() {
    for src in [
        "-x",
        "x%3",
        "if x<3 then 5 else 1",
        "10-x",
        "x*(x-5)",
        "abs(x-5)",
        "x * n",
        "n - x",
        "(x - 5)^2",
        "100 / x",
        "x / n",
        "x^n",
        "n^x",
        "max(x, -x) - x",
        "(-x)^3",
        "if x > 3 then x else x",
        "min(x, 10 - x)",
    ] {
        let e = parse(src, Vars::ALL).unwrap();
        assert!(
            !e.nondecreasing_in_x(),
            "{src} must not be claimed nondecreasing"
        );
    }
}

#[test]
fn eventually_monotone_thresholds() {
    let mut wrong = Vec::new();
    for (src, want) in [
        ("if x == 3 and n % 2 == 1 then 4 else 2x", Some(4)),
        ("2x", Some(1)),
        ("7", Some(1)),
        ("if x < 10 then 100 else x", Some(10)),
        ("if n == 0 then x else 2x", Some(1)),
        ("min(2x, if x == 5 then 3 else 100)", Some(6)),
        ("if x == 3 then 4 else 2x", Some(4)),
        ("if 3 == x then 4 else 2x", Some(4)),
        ("if x != 3 then 2x else 4", Some(4)),
        ("if not (x == 3) then 2x else 4", Some(4)),
        ("if x >= 7 then x else 100 - x", Some(7)),
        ("if x > 7 then x else 100 - x", Some(8)),
        ("if x <= 7 then 100 - x else x", Some(8)),
        ("if 2x + 1 > 9 then x else -x", Some(5)),
        // Quadratic growth is bounded by a line: sound, not tight.
        ("if x * x > 100 then x else 0 - x", Some(101)),
        ("if x^2 >= 100 then x else 0 - x", Some(100)),
        ("if x / 2 > 10 then x else 0 - x", Some(22)),
        ("if x - n % 4 > 10 then x else 0 - x", Some(14)),
        // 2x at x = 4, x at x = 5 when n <= 3.
        ("if x < 5 or n > 3 then 2x else x", Some(5)),
        ("if x < 5 or x % 2 == 0 then 100 - x else x", None),
        ("if x > 5 or x % 2 == 0 then x else 100 - x", Some(6)),
        ("if x < 5 and x % 2 == 0 then 100 - x else x", Some(5)),
        ("if x == 1 then 5 else if x == 2 then 1 else x", Some(3)),
        ("x + (if x == 4 then 10 else 0)", Some(5)),
        ("-(if x < 3 then x else 5 - x)", Some(3)),
        ("if n % 2 == 1 and x < 4 then 9 - x else x", Some(4)),
        ("if x == 3 then 5 else 5", Some(1)),
        ("2^x - (if x < 4 then 100 else 0)", Some(4)),
        ("x % 3", None),
        ("if x % 2 == 0 then x/2 else 3x", None),
        ("if x > n then 1 else x", None),
        ("10 - x", None),
        ("-x", None),
        ("abs(x - 5)", None),
        ("if x < 5 then x else 10 - x", None),
        ("if x % 3 < 5 then 2x else 1", Some(1)),
        ("if x % 3 < 2 then 2x else 1", None),
        // n^829 can be 0 (odd powers above 70 once had the wrong sign in the interval).
        ("if 1 == x * x and 1 > n^829 then 6 else 0", Some(2)),
        ("if 1 > n^829 then 100 - x else x", None),
    ] {
        let e = parse(src, Vars::ALL).unwrap();
        let got = e.nondecreasing_from_x();
        if got != want {
            wrong.push(format!("{src}: got {got:?}, want {want:?}"));
        }
        if e.nondecreasing_in_x() {
            assert_eq!(want, Some(1), "{src}");
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn high_odd_powers_keep_their_sign() {
    // (-x)^71 is negative: not nondecreasing, and an interval of odd powers of a negative
    // number must stay negative.
    for src in ["(-x)^71", "0 - (-x)^72", "x * n^71", "x * n^829"] {
        let e = parse(src, Vars::ALL).unwrap();
        assert!(!e.nondecreasing_in_x(), "{src}");
    }
    for src in ["-((-x)^71)", "(-x)^72 - 0"] {
        let e = parse(src, Vars::ALL).unwrap();
        assert!(e.nondecreasing_in_x(), "{src}");
    }
}

/// Found by the batch-vs-scalar proptest: a uniform (x-free) side that overflows, in a part of an
/// `or`/`and` that is not evaluated, must not change the result through a stale register.
#[test]
fn batch_ignores_failed_uniforms_where_they_are_not_evaluated() {
    use super::{parse, Env, Vars};
    for src in [
        "if not (0 != (if 0 == 0 then 2 else x) or 0 == i - 1) then n else 0",
        "if not (0 != (if 0 == 0 then 2 else x) or x == i - 1) then n else 0",
        "if (0 == (if 0 == 0 then 2 else x) and 0 != i - 1) then n else 0",
    ] {
        let e = parse(src, Vars::ALL).unwrap();
        let env = Env {
            x: 0,
            n: -1,
            i: i64::MIN,
        };
        let mut out = [0i64; 3];
        e.compile_batch().eval_range(&env, 0, &mut out).unwrap();
        for (k, v) in out.iter().enumerate() {
            let scalar = e.compile().eval(&Env { x: k as i64, ..env }).unwrap();
            assert_eq!(*v, scalar, "{src} at x = {k}");
        }
    }
}
