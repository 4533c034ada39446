//! Tokens to a typed tree ([`Num`]), by recursive descent. Types (number or condition) are
//! checked as the tree is built, so every error has a column.
//!
//! Grammar, lowest precedence first (`if` is an atom whose `else` branch extends as far as
//! possible, which is the same as giving it the lowest precedence):
//! ```text
//! expr  := or
//! or    := and (("or" | "||") and)*
//! and   := not (("and" | "&&") not)*
//! not   := ("not" | "!") not | cmp
//! cmp   := sum (("==" | "!=" | "<" | "<=" | ">" | ">=") sum)?      -- not chainable
//! sum   := term (("+" | "-") term)*
//! term  := unary (("*" | "/" | "%" | "mod") unary | power)*         -- `power` = implicit *
//! unary := "-" unary | power
//! power := atom ("^" unary | superscript)?                         -- right-associative
//! atom  := number | variable | "(" expr ")" | "if" expr "then" expr "else" expr
//!        | ("min" | "max" | "abs") "(" expr ("," expr)* ")"
//! ```
//!
//! A leading head `f(x) =` (`f(n, x) =`, `f(i) =`) is read as a name for what follows and
//! skipped; its variables must be the game's, and the expression may then use only those.

use super::ast::{BinOp, CmpOp, Col, Cond, Num, Var};
use super::error::ExprError;
use super::lexer::{lex, Tok, Token};
use super::Vars;
use crate::message::Message;

const KEYWORDS: [&str; 7] = ["if", "then", "else", "and", "or", "not", "mod"];

enum Val {
    N(Num),
    B(Cond),
}

/// A typed subtree with its character span (for messages).
struct Node {
    val: Val,
    start: usize,
    end: usize,
    /// Height of the tree (a leaf is 1).
    depth: usize,
}

/// The longest expression accepted, in characters: every value of f evaluates all of it. The
/// vocabulary's cap on a typed value ([`MAX_TEXT`](crate::spec::MAX_TEXT)), which the wasm
/// layer and the URL check first (in UTF-16 code units, as JavaScript counts).
pub(crate) const MAX_CHARS: usize = crate::spec::MAX_TEXT;
/// Deepest tree accepted: evaluation, printing and analysis recurse along the tree.
const MAX_DEPTH: usize = 200;
/// Deepest nesting of parentheses, `if`s, unary operators: parsing recurses along it.
const MAX_NEST: usize = 64;

type R<T> = Result<T, ExprError>;

/// Parses `src` into a numeric tree; see the module docs for the grammar.
pub(crate) fn parse(src: &str, vars: Vars) -> R<Num> {
    // Checked before anything is read: a long text costs in every evaluation of f.
    if let Some((at, c)) = src.char_indices().nth(MAX_CHARS) {
        // The caret points at the first character too many; the rest is not kept.
        return Err(ExprError::said(
            MAX_CHARS + 1,
            Message::new("err-long-expr").num("max", MAX_CHARS as u64),
            // (get, not indexing: the end is a char boundary, and indexing brought the panic of a
            // slice inside a char, with char's Debug and Unicode tables, into the package)
            src.get(..at + c.len_utf8()).unwrap_or(src),
        ));
    }
    let chars: Vec<char> = src.chars().collect();
    let toks = lex(&chars).map_err(|(col, msg)| ExprError::said(col, msg, src))?;
    let head = head(&toks, &chars, vars, src)?;
    // (the parser starts after the head)
    let from = head.as_ref().map_or(0, |h| h.0);
    let head = head.map(|(_, listed, text)| (listed, text));
    if let Some(t) = toks[from..].iter().find(|t| t.tok == Tok::Assign) {
        return Err(ExprError::said(
            t.start + 1,
            Message::new("err-assign"),
            src,
        ));
    }
    if toks.len() == from + 1 {
        return Err(match &head {
            Some((listed, text)) => {
                let example = match (listed.x, listed.n, listed.i) {
                    (true, ..) => "2x",
                    (_, true, _) => "n - 1",
                    (.., true) => "2i",
                    _ => "5",
                };
                ExprError::said(
                    chars.len() + 1,
                    Message::new("err-write-after")
                        .math("head", code(text))
                        .math("example", [text, " ", example].concat()),
                    src,
                )
            }
            None => ExprError::said(1, Message::new("err-empty"), src),
        });
    }
    let mut p = Parser {
        toks,
        pos: from,
        vars: head.as_ref().map_or(vars, |h| h.0),
        game_vars: vars,
        head: head.map(|h| h.1),
        src,
        chars,
        nest: 0,
    };
    p.check_parens()?;
    let node = p.expr()?;
    if p.peek() != &Tok::End {
        return Err(p.unexpected(Message::new("err-want-op")));
    }
    p.num(node)
}

struct Parser<'a> {
    toks: Vec<Token>,
    pos: usize,
    /// The variables the expression may use: the game's, or those its head `f(…) =` lists.
    vars: Vars,
    /// The variables the game provides.
    game_vars: Vars,
    /// The head `f(x) =` as written in messages, if the text has one.
    head: Option<String>,
    src: &'a str,
    chars: Vec<char>,
    nest: usize,
}

impl Parser<'_> {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }

    fn tok(&self) -> &Token {
        &self.toks[self.pos]
    }

    fn bump(&mut self) -> Token {
        let t = self.toks[self.pos].clone();
        if t.tok != Tok::End {
            self.pos += 1;
        }
        t
    }

    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Tok::Word(s) if s == w)
    }

    fn err(&self, start: usize, msg: Message) -> ExprError {
        ExprError::said(start + 1, msg, self.src)
    }

    /// "expected X, found Y" at the current token (`expected`: the message without `found`).
    fn unexpected(&self, expected: Message) -> ExprError {
        let t = self.tok();
        self.err(t.start, expected.with("found", t.describe(&self.chars)))
    }

    fn snippet(&self, n: &Node) -> String {
        self.chars[n.start..n.end].iter().collect()
    }

    /// Parentheses are checked first so that an unbalanced one is reported as such.
    fn check_parens(&self) -> R<()> {
        let mut open = Vec::new();
        for t in &self.toks {
            match t.tok {
                Tok::LParen => open.push(t.start),
                Tok::RParen if open.pop().is_none() => {
                    return Err(self.err(t.start, Message::new("err-unmatched")));
                }
                _ => {}
            }
        }
        match open.pop() {
            Some(start) => Err(self.err(start, Message::new("err-unclosed"))),
            None => Ok(()),
        }
    }

    fn num(&self, n: Node) -> R<Num> {
        match n.val {
            Val::N(x) => Ok(x),
            Val::B(ref c) => {
                let id = if matches!(c, Cond::Cmp(..)) {
                    "err-comparison"
                } else {
                    "err-condition"
                };
                Err(self.err(
                    n.start,
                    Message::new(id).math("text", code(&self.snippet(&n))),
                ))
            }
        }
    }

    fn cond(&self, n: Node) -> R<Cond> {
        match n.val {
            Val::B(c) => Ok(c),
            Val::N(_) => Err(self.err(
                n.start,
                Message::new("err-number").math("text", code(&self.snippet(&n))),
            )),
        }
    }

    fn expr(&mut self) -> R<Node> {
        self.enter()?;
        let e = self.or()?;
        self.nest -= 1;
        Ok(e)
    }

    /// Counts one more level of parser recursion.
    fn enter(&mut self) -> R<()> {
        self.nest += 1;
        if self.nest > MAX_NEST {
            return Err(self.err(
                self.tok().start,
                Message::new("err-nested").num("max", MAX_NEST as u64),
            ));
        }
        Ok(())
    }

    /// A node of height one more than its tallest child.
    fn make(&self, val: Val, start: usize, end: usize, kids: &[usize]) -> R<Node> {
        let depth = 1 + kids.iter().copied().max().unwrap_or(0);
        if depth > MAX_DEPTH {
            return Err(self.err(start, Message::new("err-deep").num("max", MAX_DEPTH as u64)));
        }
        Ok(Node {
            val,
            start,
            end,
            depth,
        })
    }

    fn or(&mut self) -> R<Node> {
        let mut l = self.and()?;
        while self.is_word("or") || self.peek() == &Tok::OrOr {
            self.bump();
            let r = self.and()?;
            let (start, end, kids) = (l.start, r.end, [l.depth, r.depth]);
            let val = Val::B(Cond::Or(Box::new(self.cond(l)?), Box::new(self.cond(r)?)));
            l = self.make(val, start, end, &kids)?;
        }
        Ok(l)
    }

    fn and(&mut self) -> R<Node> {
        let mut l = self.not()?;
        while self.is_word("and") || self.peek() == &Tok::AndAnd {
            self.bump();
            let r = self.not()?;
            let (start, end, kids) = (l.start, r.end, [l.depth, r.depth]);
            let val = Val::B(Cond::And(Box::new(self.cond(l)?), Box::new(self.cond(r)?)));
            l = self.make(val, start, end, &kids)?;
        }
        Ok(l)
    }

    fn not(&mut self) -> R<Node> {
        if self.is_word("not") || self.peek() == &Tok::Bang {
            let start = self.bump().start;
            self.enter()?;
            let a = self.not()?;
            self.nest -= 1;
            let (end, kids) = (a.end, [a.depth]);
            let val = Val::B(Cond::Not(Box::new(self.cond(a)?)));
            return self.make(val, start, end, &kids);
        }
        self.cmp()
    }

    fn cmp_op(&self) -> Option<CmpOp> {
        Some(match self.peek() {
            Tok::EqEq => CmpOp::Eq,
            Tok::Ne => CmpOp::Ne,
            Tok::Lt => CmpOp::Lt,
            Tok::Le => CmpOp::Le,
            Tok::Gt => CmpOp::Gt,
            Tok::Ge => CmpOp::Ge,
            _ => return None,
        })
    }

    fn cmp(&mut self) -> R<Node> {
        let l = self.sum()?;
        let Some(op) = self.cmp_op() else {
            return Ok(l);
        };
        self.bump();
        let r = self.sum()?;
        if self.cmp_op().is_some() {
            return Err(self.err(
                self.tok().start,
                Message::new("err-chained")
                    .math("good", "`a < b and b < c`")
                    .math("bad", "`a < b < c`"),
            ));
        }
        let (start, end, kids) = (l.start, r.end, [l.depth, r.depth]);
        let val = Val::B(Cond::Cmp(
            op,
            Box::new(self.num(l)?),
            Box::new(self.num(r)?),
        ));
        self.make(val, start, end, &kids)
    }

    fn binary(&self, op: BinOp, col: usize, l: Node, r: Node) -> R<Node> {
        let (start, end, kids) = (l.start, r.end, [l.depth, r.depth]);
        let val = Val::N(Num::Bin(
            op,
            Box::new(self.num(l)?),
            Box::new(self.num(r)?),
            Col(col),
        ));
        self.make(val, start, end, &kids)
    }

    fn sum(&mut self) -> R<Node> {
        let mut l = self.term()?;
        loop {
            let op = match self.peek() {
                Tok::Plus => BinOp::Add,
                Tok::Minus => BinOp::Sub,
                _ => return Ok(l),
            };
            let col = self.bump().start + 1;
            let r = self.term()?;
            l = self.binary(op, col, l, r)?;
        }
    }

    fn term(&mut self) -> R<Node> {
        let mut l = self.unary()?;
        loop {
            let op = match self.peek() {
                Tok::Star => Some(BinOp::Mul),
                Tok::Slash => Some(BinOp::Div),
                Tok::Percent => Some(BinOp::Mod),
                Tok::Word(w) if w == "mod" => Some(BinOp::Mod),
                Tok::Word(w) if !KEYWORDS.contains(&w.as_str()) => None,
                Tok::LParen => None,
                _ => return Ok(l),
            };
            let r;
            let col;
            if let Some(op) = op {
                col = self.bump().start + 1;
                r = self.unary()?;
                l = self.binary(op, col, l, r)?;
            } else {
                // Implicit multiplication: `2x`, `3(x + 1)`, `(x + 1)(x - 1)`.
                col = self.tok().start + 1;
                r = self.power()?;
                l = self.binary(BinOp::Mul, col, l, r)?;
            }
        }
    }

    fn unary(&mut self) -> R<Node> {
        if self.peek() == &Tok::Minus {
            let start = self.bump().start;
            self.enter()?;
            let a = self.unary()?;
            self.nest -= 1;
            let (end, kids) = (a.end, [a.depth]);
            let val = Val::N(Num::Neg(Box::new(self.num(a)?), Col(start + 1)));
            return self.make(val, start, end, &kids);
        }
        self.power()
    }

    fn power(&mut self) -> R<Node> {
        let base = self.atom()?;
        if let Tok::Sup(v) = *self.peek() {
            // `x²`: the superscript is the exponent, a literal.
            let t = self.bump();
            let exp = Node {
                val: Val::N(Num::Lit(v)),
                start: t.start,
                end: t.end,
                depth: 1,
            };
            return self.binary(BinOp::Pow, t.start + 1, base, exp);
        }
        if self.peek() != &Tok::Caret {
            return Ok(base);
        }
        let col = self.bump().start + 1;
        self.enter()?;
        let exp = self.unary()?;
        self.nest -= 1;
        self.binary(BinOp::Pow, col, base, exp)
    }

    fn atom(&mut self) -> R<Node> {
        let t = self.tok().clone();
        let leaf = |val| {
            Ok(Node {
                val: Val::N(val),
                start: t.start,
                end: t.end,
                depth: 1,
            })
        };
        match &t.tok {
            Tok::Num(v) => {
                self.bump();
                leaf(Num::Lit(*v))
            }
            Tok::LParen => {
                self.bump();
                let inner = self.expr()?;
                if self.peek() != &Tok::RParen {
                    return Err(self.unexpected(Message::new("err-want-op-or").math("or", "')'")));
                }
                let end = self.bump().end;
                Ok(Node {
                    val: inner.val,
                    start: t.start,
                    end,
                    depth: inner.depth,
                })
            }
            Tok::Word(w) => match w.as_str() {
                "if" => self.if_expr(),
                "min" | "max" | "abs" => self.call(),
                "x" | "n" | "i" => {
                    self.bump();
                    leaf(Num::Var(self.var(w, t.start)?))
                }
                _ if KEYWORDS.contains(&w.as_str()) => Err(self.no_expression()),
                _ => Err(self.err(
                    t.start,
                    Message::new("err-unknown-name")
                        .math("name", code(w))
                        .msg("vars", self.allowed()),
                )),
            },
            _ => Err(self.no_expression()),
        }
    }

    /// An expression was expected at the current token but it cannot start one.
    fn no_expression(&self) -> ExprError {
        let t = self.tok();
        let prev = self.pos.checked_sub(1).map(|p| &self.toks[p]);
        match (prev, &t.tok) {
            (Some(p), Tok::End) => self.err(
                p.start,
                Message::new("err-after").with("after", p.describe(&self.chars)),
            ),
            (Some(p), _) => self.err(
                t.start,
                Message::new("err-after-found")
                    .with("after", p.describe(&self.chars))
                    .with("found", t.describe(&self.chars)),
            ),
            (None, _) => self.unexpected(Message::new("err-want-expr")),
        }
    }

    fn allowed(&self) -> Message {
        let names: Vec<&str> = [(self.vars.x, "x"), (self.vars.n, "n"), (self.vars.i, "i")]
            .iter()
            .filter(|(ok, _)| *ok)
            .map(|(_, name)| *name)
            .collect();
        let mut m = Message::new("err-vars").num("count", names.len() as u64);
        for (slot, name) in ["a", "b", "c"].into_iter().zip(names) {
            m = m.math(slot, name);
        }
        m
    }

    fn var(&self, w: &str, start: usize) -> R<Var> {
        let (var, ok) = match w {
            "x" => (Var::X, self.vars.x),
            "n" => (Var::N, self.vars.n),
            _ => (Var::I, self.vars.i),
        };
        if ok {
            Ok(var)
        } else if let (Some(head), true) = (&self.head, var_in(var, self.game_vars)) {
            Err(self.err(
                start,
                Message::new("err-not-listed")
                    .math("name", code(w))
                    .math("head", code(head))
                    .math("want", f_of(self.game_vars)),
            ))
        } else {
            // (the template says what `w` is: the size of the last move, …)
            Err(self.err(
                start,
                Message::new("err-unavailable")
                    .math("name", code(w))
                    .math("var", w)
                    .msg("vars", self.allowed()),
            ))
        }
    }

    fn if_expr(&mut self) -> R<Node> {
        let start = self.bump().start;
        let c = self.expr()?;
        self.expect_word("then", start)?;
        let a = self.expr()?;
        self.expect_word("else", start)?;
        let b = self.expr()?;
        let (end, kids) = (b.end, [c.depth, a.depth, b.depth]);
        let val = Val::N(Num::If(
            Box::new(self.cond(c)?),
            Box::new(self.num(a)?),
            Box::new(self.num(b)?),
        ));
        self.make(val, start, end, &kids)
    }

    fn expect_word(&mut self, w: &str, if_start: usize) -> R<()> {
        if self.is_word(w) {
            self.bump();
            return Ok(());
        }
        if self.peek() == &Tok::End {
            return Err(self.err(
                if_start,
                Message::new("err-no-word")
                    .math("if", "`if`")
                    .math("word", code(w)),
            ));
        }
        Err(self.unexpected(Message::new("err-want-op-or").math("or", code(w))))
    }

    fn call(&mut self) -> R<Node> {
        let name_tok = self.bump();
        let Tok::Word(name) = &name_tok.tok else {
            unreachable!("call() is entered on a word")
        };
        // (no str::replace: its substring searcher was 1.5 KB of the course-page package)
        let example = if name == "abs" {
            "abs(x - 5)".to_string()
        } else {
            format!("{name}(x, 5)")
        };
        if self.peek() != &Tok::LParen {
            return Err(self.err(
                name_tok.start,
                Message::new("err-call")
                    .math("name", code(name))
                    .math("example", example),
            ));
        }
        self.bump();
        let mut args = Vec::new();
        let mut depth = 0;
        if self.peek() != &Tok::RParen {
            loop {
                let a = self.expr()?;
                depth = depth.max(a.depth);
                args.push(self.num(a)?);
                match self.peek() {
                    Tok::Comma => {
                        self.bump();
                    }
                    Tok::RParen => break,
                    _ => return Err(self.unexpected(Message::new("err-want-op-list"))),
                }
            }
        }
        let end = self.bump().end;
        let col = name_tok.start + 1;
        let val = match name.as_str() {
            "abs" if args.len() == 1 => Num::Abs(Box::new(args.pop().expect("one")), Col(col)),
            "abs" => {
                return Err(self.err(
                    name_tok.start,
                    Message::new("err-abs")
                        .math("example", example)
                        .num("found", args.len() as u64),
                ))
            }
            _ if args.len() < 2 => {
                return Err(self.err(
                    name_tok.start,
                    Message::new("err-min-max")
                        .math("name", name.as_str())
                        .math("example", example)
                        .num("found", args.len() as u64),
                ))
            }
            "min" => Num::Min(args),
            _ => Num::Max(args),
        };
        self.make(Val::N(val), name_tok.start, end, &[depth])
    }
}

/// Code as messages quote it: `` `x` ``.
fn code(text: &str) -> String {
    ["`", text, "`"].concat()
}

/// Whether the game provides `v`.
fn var_in(v: Var, vars: Vars) -> bool {
    match v {
        Var::X => vars.x,
        Var::N => vars.n,
        Var::I => vars.i,
    }
}

/// The head that names the game's move function: `f(x)`, `f(n, x)`, `f(i)`.
fn f_of(vars: Vars) -> &'static str {
    match (vars.n, vars.x, vars.i) {
        (false, true, false) => "f(x)",
        (true, true, false) => "f(n, x)",
        (false, false, true) => "f(i)",
        (false, false, false) => "f()",
        _ => "f(n, x, i)",
    }
}

/// A leading `name(a, b, …) =` (one `=`, not `==`): how many tokens it has, the variables it
/// lists and how it is quoted in messages (`f(n, x) =`). Such a text is never an expression (a
/// lone `=` is not one), so reading it as a head changes no other text's meaning.
///
/// # Errors
/// When the name is not `f`, a listed name is not a variable of the game, or one is repeated:
/// each message says how the game's head is written.
pub(crate) fn head(
    toks: &[Token],
    chars: &[char],
    vars: Vars,
    src: &str,
) -> R<Option<(usize, Vars, String)>> {
    let word = |k: usize| match toks.get(k).map(|t| &t.tok) {
        Some(Tok::Word(w)) => Some(w.as_str()),
        _ => None,
    };
    let is = |k: usize, tok: Tok| toks.get(k).is_some_and(|t| t.tok == tok);
    if word(0).is_none() || !is(1, Tok::LParen) {
        return Ok(None);
    }
    let mut k = 2;
    while word(k).is_some() && is(k + 1, Tok::Comma) {
        k += 2;
    }
    if word(k).is_none() || !is(k + 1, Tok::RParen) || !is(k + 2, Tok::Assign) {
        return Ok(None);
    }
    let eq = k + 2;
    let written: String = chars[toks[0].start..toks[eq].end].iter().collect();
    let want = f_of(vars);
    let err = |k: usize, m: Message| {
        Err(ExprError::said(
            toks[k].start + 1,
            m.math("want", want),
            src,
        ))
    };
    if word(0) != Some("f") {
        return err(0, Message::new("err-called-f").math("eq", "`=`"));
    }
    let mut listed = Vars::NONE;
    for p in (2..eq).step_by(2) {
        let name = word(p).unwrap_or_default();
        let slot = match name {
            "x" if vars.x => &mut listed.x,
            "n" if vars.n => &mut listed.n,
            "i" if vars.i => &mut listed.i,
            _ => return err(p, Message::new("err-not-var").math("name", code(name))),
        };
        if *slot {
            return err(p, Message::new("err-twice").math("name", code(name)));
        }
        *slot = true;
    }
    Ok(Some((eq + 1, listed, written)))
}
