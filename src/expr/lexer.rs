//! Text to tokens. Positions are character indices (0-based here, reported 1-based).

/// A token kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Tok {
    Num(i64),
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
    /// The token as quoted in messages: `'+'`, `` `then` ``, `` `12` ``, "the end".
    pub fn describe(&self) -> String {
        let sym = match &self.tok {
            Tok::Num(v) => return format!("`{v}`"),
            Tok::Word(w) => return format!("`{w}`"),
            Tok::End => return "the end".to_string(),
            Tok::Plus => "+",
            Tok::Minus => "-",
            Tok::Star => "*",
            Tok::Slash => "/",
            Tok::Percent => "%",
            Tok::Caret => "^",
            Tok::LParen => "(",
            Tok::RParen => ")",
            Tok::Comma => ",",
            Tok::EqEq => "==",
            Tok::Ne => "!=",
            Tok::Lt => "<",
            Tok::Le => "<=",
            Tok::Gt => ">",
            Tok::Ge => ">=",
            Tok::AndAnd => "&&",
            Tok::OrOr => "||",
            Tok::Bang => "!",
        };
        format!("'{sym}'")
    }
}

/// Splits `chars` into tokens ending with [`Tok::End`], or returns (column, message).
pub(crate) fn lex(chars: &[char]) -> Result<Vec<Token>, (usize, String)> {
    let mut toks = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if c.is_ascii_digit() {
            let mut v: i64 = 0;
            let mut too_big = false;
            while i < chars.len() && chars[i].is_ascii_digit() {
                let d = i64::from(chars[i] as u8 - b'0');
                match v.checked_mul(10).and_then(|v| v.checked_add(d)) {
                    Some(w) => v = w,
                    None => too_big = true,
                }
                i += 1;
            }
            if too_big {
                let digits: String = chars[start..i].iter().collect();
                return Err((
                    start + 1,
                    format!(
                        "the number {digits} is too large for 64-bit integers (the largest is {})",
                        i64::MAX
                    ),
                ));
            }
            if i < chars.len()
                && chars[i] == '.'
                && chars.get(i + 1).is_some_and(char::is_ascii_digit)
            {
                return Err((
                    i + 1,
                    "decimal numbers are not supported; the move function works with whole numbers"
                        .to_string(),
                ));
            }
            toks.push(Token {
                tok: Tok::Num(v),
                start,
                end: i,
            });
            continue;
        }
        if c.is_alphabetic() || c == '_' {
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
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
            ('!', Some('=')) => (Tok::Ne, 2),
            ('<', Some('=')) => (Tok::Le, 2),
            ('>', Some('=')) => (Tok::Ge, 2),
            ('&', Some('&')) => (Tok::AndAnd, 2),
            ('|', Some('|')) => (Tok::OrOr, 2),
            ('+', _) => (Tok::Plus, 1),
            ('-', _) => (Tok::Minus, 1),
            ('*', _) => (Tok::Star, 1),
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

fn bad_char(c: char) -> String {
    let hint = match c {
        '=' => "; use == to compare",
        '&' => "; use `and` (or &&)",
        '|' => "; use `or` (or ||)",
        '×' | '·' | '∙' | '⋅' => "; use * to multiply",
        '÷' | ':' => "; use / to divide",
        '−' | '–' | '—' => "; use - (the minus on the keyboard)",
        '≤' => "; use <=",
        '≥' => "; use >=",
        '≠' => "; use !=",
        '[' | ']' | '{' | '}' => "; use ( and ) for grouping",
        '.' => "; decimal numbers are not supported",
        '²' => "; use ^ for powers, e.g. x^2",
        _ => "",
    };
    format!("unexpected character '{c}'{hint}")
}
