//! The typed syntax tree: numeric expressions ([`Num`]) and conditions ([`Cond`]).
//!
//! A condition can only appear where a condition is expected (the test of an `if`, an operand of
//! `and`/`or`/`not`), so a well-typed tree cannot mix the two; the parser enforces this.

/// A source column (1-based, in characters) kept for evaluation error messages.
///
/// Columns are *not* part of a tree's identity: every `Col` equals every other, so
/// `parse(print(e)) == e` holds even though the printed text puts operators elsewhere.
#[derive(Clone, Copy, Debug, Default)]
pub struct Col(pub usize);

impl PartialEq for Col {
    fn eq(&self, _: &Col) -> bool {
        true
    }
}

impl Eq for Col {}

/// A variable of the move function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Var {
    /// `x`: the size of the previous move.
    X,
    /// `n`: the pile size before the previous move.
    N,
    /// `i`: the move number.
    I,
}

impl Var {
    /// The name as typed.
    pub fn name(self) -> &'static str {
        match self {
            Var::X => "x",
            Var::N => "n",
            Var::I => "i",
        }
    }
}

/// An arithmetic operator on two numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `a + b`
    Add,
    /// `a - b`
    Sub,
    /// `a * b` (also implicit multiplication, `2x`)
    Mul,
    /// `a / b`, rounded towards minus infinity
    Div,
    /// `a % b` or `a mod b`, with the sign of `b`
    Mod,
    /// `a ^ b`, `b >= 0`
    Pow,
}

/// A comparison of two numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

impl CmpOp {
    /// The operator as printed.
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }

    /// Applies the comparison.
    pub fn holds(self, a: i64, b: i64) -> bool {
        match self {
            CmpOp::Eq => a == b,
            CmpOp::Ne => a != b,
            CmpOp::Lt => a < b,
            CmpOp::Le => a <= b,
            CmpOp::Gt => a > b,
            CmpOp::Ge => a >= b,
        }
    }

    /// The comparison with its operands swapped: `a < b` is `b > a`.
    pub fn mirrored(self) -> CmpOp {
        match self {
            CmpOp::Lt => CmpOp::Gt,
            CmpOp::Le => CmpOp::Ge,
            CmpOp::Gt => CmpOp::Lt,
            CmpOp::Ge => CmpOp::Le,
            c => c,
        }
    }

    /// The comparison that holds exactly when this one does not.
    pub fn negated(self) -> CmpOp {
        match self {
            CmpOp::Lt => CmpOp::Ge,
            CmpOp::Le => CmpOp::Gt,
            CmpOp::Gt => CmpOp::Le,
            CmpOp::Ge => CmpOp::Lt,
            CmpOp::Eq => CmpOp::Ne,
            CmpOp::Ne => CmpOp::Eq,
        }
    }
}

/// A numeric expression. Literals produced by the parser are never negative (`-5` is
/// `Neg(Lit(5))`); a tree built by hand with a negative literal prints fine but does not survive
/// a print/parse round trip unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Num {
    /// An integer literal.
    Lit(i64),
    /// A variable.
    Var(Var),
    /// Unary minus; the column is that of the `-`.
    Neg(Box<Num>, Col),
    /// A binary operation; the column is that of the operator (for implicit multiplication, that
    /// of the right operand).
    Bin(BinOp, Box<Num>, Box<Num>, Col),
    /// `abs(a)`; the column is that of `abs`.
    Abs(Box<Num>, Col),
    /// `min(a, b, ...)`, at least two arguments.
    Min(Vec<Num>),
    /// `max(a, b, ...)`, at least two arguments.
    Max(Vec<Num>),
    /// `if c then a else b`, evaluated lazily.
    If(Box<Cond>, Box<Num>, Box<Num>),
}

/// A condition (true/false).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cond {
    /// A comparison of two numbers.
    Cmp(CmpOp, Box<Num>, Box<Num>),
    /// `not c` (or `!c`).
    Not(Box<Cond>),
    /// `a and b` (or `a && b`), short-circuit.
    And(Box<Cond>, Box<Cond>),
    /// `a or b` (or `a || b`), short-circuit.
    Or(Box<Cond>, Box<Cond>),
}

impl Num {
    /// Calls `f` on every variable occurrence.
    pub(crate) fn visit_vars(&self, f: &mut impl FnMut(Var)) {
        match self {
            Num::Lit(_) => {}
            Num::Var(v) => f(*v),
            Num::Neg(a, _) | Num::Abs(a, _) => a.visit_vars(f),
            Num::Bin(_, a, b, _) => {
                a.visit_vars(f);
                b.visit_vars(f);
            }
            Num::Min(args) | Num::Max(args) => args.iter().for_each(|a| a.visit_vars(f)),
            Num::If(c, a, b) => {
                c.visit_vars(f);
                a.visit_vars(f);
                b.visit_vars(f);
            }
        }
    }

    /// True when no variable occurs.
    pub(crate) fn is_closed(&self) -> bool {
        let mut closed = true;
        self.visit_vars(&mut |_| closed = false);
        closed
    }
}

impl Cond {
    /// Calls `f` on every variable occurrence.
    pub(crate) fn visit_vars(&self, f: &mut impl FnMut(Var)) {
        match self {
            Cond::Cmp(_, a, b) => {
                a.visit_vars(f);
                b.visit_vars(f);
            }
            Cond::Not(c) => c.visit_vars(f),
            Cond::And(a, b) | Cond::Or(a, b) => {
                a.visit_vars(f);
                b.visit_vars(f);
            }
        }
    }
}
