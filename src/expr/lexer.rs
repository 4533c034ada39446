//! Text to tokens. Positions are character indices (0-based here, reported 1-based).
//!
//! Besides the keyboard's ASCII, the few characters teachers paste are read as what they mean:
//! superscript digits are a power (`x²` is `x^2`), `×`, `·`, `⋅` and `∙` multiply, `−` (the
//! minus sign) and `–` (the en dash) subtract. They are matched one by one (no Unicode tables in
//! the course-page package), and any other unusual character gets a message saying what to type.
use crate::message::{Arg, Message};

/// A token kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Tok {
    Num(i64),
    /// A run of superscript digits after a base: the power `²` in `x²`.
    Sup(i64),
    Word(String),
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Caret,
    LParen,
    RParen,
    Comma,
    /// A lone `=`: only the head `f(x) =` has one.
    Assign,
    EqEq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    AndAnd,
    OrOr,
    Bang,
    End,
}

/// A token with its character span `[start, end)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub tok: Tok,
    pub start: usize,
    pub end: usize,
}

impl Token {
    /// The token as quoted in messages: `'+'`, `` `then` ``, `` `12` ``, "the end"; a symbol
    /// as typed (`'×'`, `'²'`), so that the message shows what the text shows.
    pub fn describe(&self, chars: &[char]) -> Arg {
        Arg::Math(match &self.tok {
            Tok::Num(v) => format!("`{v}`"),
            Tok::Word(w) => format!("`{w}`"),
            Tok::End => return Arg::Msg(Box::new(Message::new("err-the-end"))),
            _ => {
                let typed: String = chars
                    .get(self.start..self.end)
                    .unwrap_or(&[])
                    .iter()
                    .collect();
                format!("'{typed}'")
            }
        })
    }
}

/// The value of a superscript digit: `⁰ ¹ ² ³ ⁴ ⁵ ⁶ ⁷ ⁸ ⁹`.
fn superscript(c: char) -> Option<u8> {
    match c {
        '⁰' => Some(0),
        '¹' => Some(1),
        '²' => Some(2),
        '³' => Some(3),
        // U+2074 ⁴ … U+2079 ⁹
        '⁴'..='⁹' => u8::try_from(u32::from(c) - 0x2070).ok(),
        _ => None,
    }
}

/// The value of an ASCII digit.
fn digit(c: char) -> Option<u8> {
    c.is_ascii_digit().then(|| c as u8 - b'0')
}

/// Whether `c` may be in a name (`x`, `then`, `ü`): an ASCII letter, digit or `_`, or a letter of
/// another script, told without Unicode's tables (`char::is_alphabetic` and `is_alphanumeric`
/// brought 2.0 KB gzipped of them into the course-page package): any character from U+00C0 on
/// but `×`, `÷`, spaces and the blocks of punctuation, symbols, arrows, maths, CJK punctuation,
/// fullwidth punctuation and emoji. So `ü` is an unknown name, and `→` an unexpected character.
fn in_name(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || c == '_'
        || (c >= 'À'
            && !c.is_whitespace()
            && !matches!(
                c,
                '×' | '÷'
                    | '\u{2000}'..='\u{2bff}'
                    | '\u{3000}'..='\u{303f}'
                    | '\u{fe10}'..='\u{fe6f}'
                    | '\u{ff01}'..='\u{ff20}'
                    | '\u{1f000}'..
            ))
}

/// Splits `chars` into tokens ending with [`Tok::End`], or returns (column, message).
pub(crate) fn lex(chars: &[char]) -> Result<Vec<Token>, (usize, Message)> {
    let mut toks = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let sup = superscript(c).is_some();
        if sup || c.is_ascii_digit() {
            let value: fn(char) -> Option<u8> = if sup { superscript } else { digit };
            let mut v: i64 = 0;
            let mut too_big = false;
            while let Some(d) = chars.get(i).copied().and_then(value) {
                match v.checked_mul(10).and_then(|v| v.checked_add(i64::from(d))) {
                    Some(w) => v = w,
                    None => too_big = true,
                }
                i += 1;
            }
            if too_big {
                let digits: String = chars[start..i].iter().collect();
                return Err((
                    start + 1,
                    Message::new("err-big-number")
                        .math("digits", digits)
                        .figure("max", i64::MAX as u64),
                ));
            }
            if !sup
                && i < chars.len()
                && chars[i] == '.'
                && chars.get(i + 1).is_some_and(char::is_ascii_digit)
            {
                return Err((i + 1, Message::new("err-decimal")));
            }
            toks.push(Token {
                tok: if sup { Tok::Sup(v) } else { Tok::Num(v) },
                start,
                end: i,
            });
            continue;
        }
        if in_name(c) && !matches!(c, '\u{660}'..='\u{669}' | '\u{6f0}'..='\u{6f9}') {
            // (a superscript ends a name: `x²` is x to the power 2; Arabic-Indic digits start none,
            // as no digit does)
            while i < chars.len() && in_name(chars[i]) && superscript(chars[i]).is_none() {
                i += 1;
            }
            let w: String = chars[start..i].iter().collect();
            toks.push(Token {
                tok: Tok::Word(w),
                start,
                end: i,
            });
            continue;
        }
        let next = chars.get(i + 1).copied();
        let (tok, len) = match (c, next) {
            ('=', Some('=')) => (Tok::EqEq, 2),
            ('=', _) => (Tok::Assign, 1),
            ('!', Some('=')) => (Tok::Ne, 2),
            ('<', Some('=')) => (Tok::Le, 2),
            ('>', Some('=')) => (Tok::Ge, 2),
            ('&', Some('&')) => (Tok::AndAnd, 2),
            ('|', Some('|')) => (Tok::OrOr, 2),
            ('+', _) => (Tok::Plus, 1),
            ('-' | '−' | '–', _) => (Tok::Minus, 1),
            ('*' | '×' | '·' | '⋅' | '∙', _) => (Tok::Star, 1),
            ('/', _) => (Tok::Slash, 1),
            ('%', _) => (Tok::Percent, 1),
            ('^', _) => (Tok::Caret, 1),
            ('(', _) => (Tok::LParen, 1),
            (')', _) => (Tok::RParen, 1),
            (',', _) => (Tok::Comma, 1),
            ('<', _) => (Tok::Lt, 1),
            ('>', _) => (Tok::Gt, 1),
            ('!', _) => (Tok::Bang, 1),
            _ => return Err((start + 1, bad_char(c))),
        };
        i += len;
        toks.push(Token { tok, start, end: i });
    }
    toks.push(Token {
        tok: Tok::End,
        start: chars.len(),
        end: chars.len(),
    });
    Ok(toks)
}

fn bad_char(c: char) -> Message {
    let hint = match c {
        '&' => Message::new("err-use-or")
            .math("word", "`and`")
            .math("symbol", "&&"),
        '|' => Message::new("err-use-or")
            .math("word", "`or`")
            .math("symbol", "||"),
        '÷' | ':' => Message::new("err-use-divide"),
        '—' => Message::new("err-use-minus"),
        '≤' => Message::new("err-use").math("symbol", "<="),
        '≥' => Message::new("err-use").math("symbol", ">="),
        '≠' => Message::new("err-use").math("symbol", "!="),
        '[' | ']' | '{' | '}' => Message::new("err-use-parens"),
        '.' => Message::new("err-no-decimals"),
        '⁻' | '⁺' | '⁽' | '⁾' => Message::new("err-power"),
        '√' => Message::new("err-no-root"),
        _ => return Message::new("err-char").math("char", c.to_string()),
    };
    Message::new("err-char-hint")
        .math("char", c.to_string())
        .msg("hint", hint)
}
