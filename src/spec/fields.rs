//! The table of fields: every input of the playground with its URL key, section, default and
//! check. Parsing, printing, defaults, the key list and what the page is told of each field
//! ([`Field::limits`]) all read this one table.

use super::State;
use crate::error::{check_length, check_range, parse_whole, Error};
#[cfg(any(feature = "move-fn-game", feature = "cut-the-knot"))]
use crate::expr::{body, Vars};
#[cfg(feature = "blocking")]
use crate::games::blocking::seq;
use crate::games::blocking::seq::Which;
#[cfg(feature = "cut-the-knot")]
use crate::games::cut_the_knot::subtraction::SubtractionSet;
use crate::games::cut_the_knot::{grundy, schwenk, subtraction, sum};
use crate::games::level::Level;
use crate::games::move_fn::example2;
use crate::message::{Arg, Message};
#[cfg(any(feature = "move-fn-game", feature = "cut-the-knot"))]
use crate::rule::MoveFn;
use serde::Serialize;
use serde_json::{Map, Value as Json};

/// The largest whole number JavaScript represents exactly (2^53 − 1): piles played in the page.
pub const JS_SAFE: u64 = (1 << 53) - 1;

// The caps on the length of every input, checked before it is read, copied out of JavaScript or
// expanded (a shared link or a page's attribute can hold megabytes): generous for what a person
// types or shares, and each refused in microseconds with a 'limit' error naming it. Lengths are
// counted as JavaScript counts them (UTF-16 code units, `string.length`).

/// The longest text of one value: a move function, a sequence of blocking Nim, a subtraction set,
/// a row of piles, a choice — typed, in a link (decoded) or in an element's attribute. The
/// longest move function of the lessons has 37 characters; a listed set of every move 1..1000
/// has under 5000.
pub const MAX_TEXT: usize = 10_000;

/// The longest number written as text ("10^18", "18_446_744_073_709_551_615" has 26).
pub const MAX_NUMBER_TEXT: usize = 100;

/// The longest `key=value` pair of a link's query as it is written (percent-encoded): every value
/// of [`MAX_TEXT`] characters fits, at most 9 written characters each (`%E4%B8%AD`). A longer pair
/// is refused by its key without being read.
pub const MAX_LINK_PAIR: usize = 100_000;

/// The most `key=value` pairs of a link's query that are read (the vocabulary has 39 keys).
pub const MAX_LINK_PAIRS: usize = 1000;

/// The most entries of an object read as a state or as a widget's attributes.
pub const MAX_ENTRIES: usize = 200;

/// The most numbers of an array argument (piles, a position, the options forbidden at once).
pub const MAX_NUMBERS: usize = 10_000;

/// The largest period the page offers: the engine's.
pub use crate::rule::MAX_PERIOD;

/// The sections of the page (the values of `sec`); a field of none of them is `common`.
pub const SECTIONS: [&str; 5] = [
    "move-fn",
    "periodic",
    "blocking",
    "cut-the-knot",
    "single-delete",
];

/// The old names of choices, read as the new ones so that every link ever shared still opens:
/// (old, new). The sections were named `one`, `knot` and `delete` before they took their family's
/// name (the Rust module's, in kebab-case); a link is always printed with the new name.
pub const ALIASES: [(&str, &str); 3] = [
    ("one", "move-fn"),
    ("knot", "cut-the-knot"),
    ("delete", "single-delete"),
];

/// The parts of the Cut-the-Knot section (the values of `kpart`).
pub const KNOT_PARTS: [&str; 3] = ["minmax", "takeaway", "grundy"];

/// Who moves first in a game.
pub const WHO: [&str; 2] = ["you", "engine"];

/// The new name of `old` among `list`, if `old` is one of the [`ALIASES`].
fn alias(list: &[&'static str], old: &str) -> Option<&'static str> {
    ALIASES
        .iter()
        .find(|(o, new)| *o == old && list.contains(new))
        .map(|&(_, new)| new)
}

/// A field's value: a whole number (a JS number on the wire), or text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Value {
    /// A whole number ≤ 2^53 − 1.
    Number(u64),
    /// Text as typed (numbers that may pass 2^53 are kept as decimal text).
    Text(String),
}

impl Value {
    /// The value as text, as a URL carries it.
    pub fn text(&self) -> String {
        match self {
            Value::Number(v) => v.to_string(),
            Value::Text(s) => s.clone(),
        }
    }

    /// The value as JSON: a number or a string.
    pub fn json(&self) -> Json {
        match self {
            Value::Number(v) => Json::from(*v),
            Value::Text(s) => Json::from(s.as_str()),
        }
    }
}

/// How a field's text is read and checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A whole number in min..=max; `why` says where the limit comes from.
    Number(u64, u64, &'static str),
    /// The same, kept as decimal text: it may pass 2^53, where JavaScript numbers stop being exact.
    Digits(u64, u64, &'static str),
    /// A game G_i of the period t: i in 0..=t − 1.
    Game,
    /// A move function f(x).
    Expr,
    /// A move function f(n, x) of the period t.
    Periodic,
    /// One of blocking Nim's sequences (c, m or M, checked against m).
    Sequence(Which),
    /// A subtraction set (`3..5`, `1, 3, 4`).
    Set,
    /// A row of piles: `count` piles (an empty row allowed when it starts at 0), each 1..=`pile`.
    Row(Count, u64, &'static str),
    /// One of the words; `what` names the choice in the message `err-not-choice` (its selector:
    /// `first` "first", `theme` "theme", …).
    Choice(&'static [&'static str], &'static str),
}

/// How many piles a row has: min..=max, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count(pub usize, pub usize, pub &'static str);

/// One input: its URL key, its section, its default and how it is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// The URL key (and CLI flag) — `f`, `upto`, `bpile`, ….
    pub key: &'static str,
    /// One of [`SECTIONS`], or `common`.
    pub section: &'static str,
    /// The value when nothing is given, as text.
    pub default: &'static str,
    /// How text is read.
    pub kind: Kind,
}

#[rustfmt::skip]
const fn def(key: &'static str, section: &'static str, default: &'static str, kind: Kind) -> Field {
    Field { key, section, default, kind }
}

const fn who(key: &'static str, section: &'static str) -> Field {
    def(key, section, "you", Kind::Choice(&WHO, "first"))
}

use Kind::{Digits, Expr, Number as N, Periodic, Row, Set};

const GAMES: &str = "the games are G_0 … G_(t−1)";
const PLAYS: &str = "the page plays piles up to 2^53 − 1";
const STARTS: &str = "games start with at most 10^6 counters";
const MILLION: u64 = 1_000_000;
const SUM_ROW: Count = Count(1, sum::MAX_PILES, "a row has 1 to 8 piles");
const MAP_ROW: Count = Count(0, 6, "the map fixes up to 6 piles");
const START_ROW: Count = Count(2, 8, "single-delete Nim is played with 2 to 8 piles");

/// How the page or a widget looks: a URL key of the playground and an attribute of every widget.
const THEME: Field = def(
    "theme",
    "common",
    "auto",
    Kind::Choice(&["auto", "light", "dark", "projector"], "theme"),
);

/// The language of the page's words (www/js/core/i18n.js holds the catalogues): `auto` follows
/// the reader's browser; `en-XA` is the pseudo-locale the tests read (English, accented, so that a
/// word left out of the catalogues shows). A URL key of the playground, the embed and the lessons.
pub const LANGUAGES: [&str; 9] = [
    "auto", "en", "es", "fr", "de", "pt-BR", "zh-Hans", "ar", "en-XA",
];

const LANG: Field = def(
    "lang",
    "common",
    "auto",
    Kind::Choice(&LANGUAGES, "language"),
);

/// How strongly the engine plays: a URL key of the playground and an attribute of every widget
/// (views take it and ignore it).
const LEVEL: Field = def(
    "level",
    "common",
    "perfect",
    Kind::Choice(&Level::NAMES, "level"),
);

/// Every field, in printing order (the key list).
#[rustfmt::skip]
pub const FIELDS: [Field; 39] = [
    def("f", "move-fn", "2x", Expr),
    def("upto", "move-fn", "1000", N(1, 10_000_000, "the page's tables stop at 10^7")),
    def("n", "move-fn", "100", Digits(1, u64::MAX, "")),
    def("pile", "move-fn", "20", N(1, JS_SAFE, PLAYS)),
    def("max", "move-fn", "19", N(1, JS_SAFE, PLAYS)),
    who("first", "move-fn"),
    def("sec", "common", "move-fn", Kind::Choice(&SECTIONS, "section")),
    THEME,
    LANG,
    LEVEL,
    def("pf", "periodic", example2::SOURCE, Periodic),
    def("t", "periodic", "2", N(1, MAX_PERIOD as u64, "the page solves up to 8 games at once")),
    def("pupto", "periodic", "200", N(1, MILLION, "the periodic tables stop at 10^6")),
    def("pgame", "periodic", "0", Kind::Game),
    def("ppile", "periodic", "20", N(1, JS_SAFE, PLAYS)),
    def("pmax", "periodic", "19", N(1, JS_SAFE, PLAYS)),
    // The paper's worked example: move 3 offers [5, 10] with c_3 = 2.
    def("bc", "blocking", "0, 1, 2", Kind::Sequence(Which::C)),
    def("bmin", "blocking", "1, 3, 5", Kind::Sequence(Which::M)),
    def("bmax", "blocking", "3, 6, 10", Kind::Sequence(Which::BigM)),
    def("bupto", "blocking", "60", N(1, MILLION, "brute force covers piles up to 10^6")),
    def("bmoves", "blocking", "4", N(1, 12, "the page shows up to 12 moves")),
    def("bpile", "blocking", "40", N(1, MILLION, STARTS)),
    who("bfirst", "blocking"),
    def("kpart", "cut-the-knot", "minmax", Kind::Choice(&KNOT_PARTS, "part")),
    def("kset", "cut-the-knot", "3..5", Set),
    def("kupto", "cut-the-knot", "20", N(0, 100_000, "the page's table stops at 10^5")),
    def("kpile", "cut-the-knot", "20", N(1, subtraction::MAX_PILE, STARTS)),
    def("tf", "cut-the-knot", "2x", Expr),
    def("tupto", "cut-the-knot", "100", N(1, schwenk::MAX_UPTO, "the take-away analysis stops at 10^6")),
    def("tn", "cut-the-knot", "20", Digits(1, JS_SAFE, "the page draws N up to 2^53 − 1")),
    def("tpile", "cut-the-knot", "20", N(2, JS_SAFE, PLAYS)),
    def("gupto", "cut-the-knot", "20", N(1, grundy::MAX_PILE, "the Grundy table stops at N = 8000")),
    def("grow", "cut-the-knot", "4, 6, 9", Row(SUM_ROW, sum::MAX_PILE, "piles in a row stop at 2000")),
    who("kfirst", "cut-the-knot"),
    def("dpiles", "single-delete", "4", N(2, 8, "single-delete Nim is solved for 2 to 8 piles")),
    def("dmax", "single-delete", "24", N(1, MILLION, "")),
    def("dfix", "single-delete", "6", Row(MAP_ROW, MILLION, "")),
    def("dstart", "single-delete", "5, 6, 9, 12", Row(START_ROW, MILLION, "")),
    who("dfirst", "single-delete"),
];

/// The settings every embedded widget takes besides its own (the theme, the level and the
/// language are also the playground's; an element's `lang` is HTML's own attribute, its `auto`
/// the nearest `lang` of the course page, then the reader's browser).
#[rustfmt::skip]
pub const COMMON: [Field; 4] = [
    THEME,
    def("hints", "common", "on", Kind::Choice(&["on", "off"], "hints")),
    LEVEL,
    LANG,
];

/// The field of a URL key.
pub fn field(key: &str) -> Option<&'static Field> {
    FIELDS.iter().find(|f| f.key == key)
}

/// "a, b or c".
/// The choices of a list, "a, b or c" (the "or" the language's: `err-list-or`).
fn words(list: &[&str]) -> Arg {
    match list.split_last() {
        Some((last, rest)) if !rest.is_empty() => Arg::Msg(Box::new(
            Message::new("err-list-or")
                .math("rest", rest.join(", "))
                .math("last", *last),
        )),
        _ => Arg::Math(list.concat()),
    }
}

/// The refusal of `text` for a choice among `list`; `what` names the choice (the key of
/// [`Kind::Choice`]: `err-not-choice`'s selector).
pub(crate) fn not_choice(text: &str, what: &'static str, list: &[&str]) -> Error {
    Error::Wrong(
        Message::new("err-not-choice")
            .math("text", text)
            .math("what", what)
            .with("choices", words(list)),
    )
}

impl Field {
    /// The default as a value.
    pub fn default_value(&self) -> Value {
        match self.kind {
            N(..) | Kind::Game => Value::Number(self.default.parse().unwrap_or_default()),
            _ => Value::Text(self.default.to_string()),
        }
    }

    /// The field this one is checked against: the period t for f(n, x) and G_i, m for M.
    pub fn needs(&self) -> Option<&'static str> {
        match self.kind {
            Kind::Game | Periodic => Some("t"),
            Kind::Sequence(Which::BigM) => Some("bmin"),
            _ => None,
        }
    }

    /// Reads `text` as this field's value, against what it needs in `state`. The message names
    /// nothing, for the caller to name ([`Field::named`]); only a number out of range says
    /// "key = value", which `named` renames.
    ///
    /// A build without a family's feature (the course-page package has `move-fn-game` alone, a
    /// family's own package that family alone) reads no text of that family's own kinds (move
    /// functions f(x) and f(n, x) outside the move-function and Cut-the-Knot families, blocking
    /// Nim's sequences, subtraction sets, rows of piles) but their
    /// defaults (which the full build checks: tested), and says so: a page showing such a widget
    /// loads that family's package or the full one, and the family's parsers would weigh on the
    /// small one (the expression parser was 52 KB of the single-delete package's code). Numbers
    /// and choices are read everywhere.
    ///
    /// # Errors
    /// The text is not a value of this field.
    pub fn check(&self, text: &str, state: &State) -> Result<Value, Error> {
        check_length("", text, MAX_TEXT)?;
        let keep = || Value::Text(text.to_string());
        let t = u32::try_from(state.number("t").unwrap_or(1)).unwrap_or(u32::MAX);
        let number = |min: u64, max: u64, why| {
            let v = parse_whole(text)?;
            check_range(self.key, v.into(), min.into(), max.into(), why).map(|()| v)
        };
        match self.kind {
            N(min, max, why) => number(min, max, why).map(Value::Number),
            Digits(min, max, why) => number(min, max, why).map(|v| Value::Text(v.to_string())),
            Kind::Game => number(0, u64::from(t.max(1) - 1), GAMES).map(Value::Number),
            // (kept as typed, without a leading `f(x) =`: the page labels the value with its own)
            #[cfg(any(feature = "move-fn-game", feature = "cut-the-knot"))]
            Expr => MoveFn::parse(text).map(|_| Value::Text(body(text, Vars::X).to_string())),
            #[cfg(any(feature = "move-fn-game", feature = "cut-the-knot"))]
            Periodic => MoveFn::parse_periodic(text, t)
                .map(|_| Value::Text(body(text, Vars::XN).to_string())),
            #[cfg(feature = "blocking")]
            Kind::Sequence(which) => {
                let m = state.text("bmin").unwrap_or_default();
                seq::check_one(which, text, m).map(|()| keep())
            }
            #[cfg(feature = "cut-the-knot")]
            Set => SubtractionSet::parse(text).map(|_| keep()),
            #[cfg(any(feature = "cut-the-knot", feature = "single-delete"))]
            Row(count, pile, why) => row(text, count, pile, why).map(|()| keep()),
            // (with some of those families, a part of this pattern is theirs, above: a family's
            // own package)
            #[cfg(not(all(
                feature = "move-fn-game",
                feature = "blocking",
                feature = "cut-the-knot",
                feature = "single-delete"
            )))]
            #[allow(unreachable_patterns)]
            Expr | Periodic | Kind::Sequence(_) | Set | Row(..) if text == self.default => {
                Ok(keep())
            }
            #[cfg(not(all(
                feature = "move-fn-game",
                feature = "blocking",
                feature = "cut-the-knot",
                feature = "single-delete"
            )))]
            #[allow(unreachable_patterns)]
            Expr | Periodic | Kind::Sequence(_) | Set | Row(..) => Err(elsewhere(self.kind)),
            Kind::Choice(list, _) if list.contains(&text) => Ok(keep()),
            Kind::Choice(list, what) => match alias(list, text) {
                Some(new) => Ok(Value::Text(new.into())),
                None => Err(not_choice(text, what, list)),
            },
        }
    }

    /// `e`, from [`Field::check`], named by `name` (the URL key, or an element's attribute):
    /// `name: message`, or `name = value is too large: …` for a number out of range and `name
    /// is 20000 characters long: …` for a text too long, its kind and limit kept.
    pub fn named(&self, name: &str, mut e: Error) -> Error {
        match &mut e {
            Error::OutOfRange { what, .. } | Error::TooLong { what, .. }
                if *what == self.key || what.is_empty() =>
            {
                *what = name.to_string().into();
            }
            Error::Beyond { message, .. } => {
                *message = Message::new("err-named")
                    .math("name", name)
                    .msg("error", message.clone());
            }
            _ => return super::prefixed(name, e),
        }
        e
    }

    /// What the page is told of this field: `kind` (`number`, `text` or `choice`), `default`,
    /// and where it has them `min`, `max` (as decimal text beyond 2^53 − 1), `choices` and `why`
    /// (where the limit comes from).
    pub fn limits(&self) -> Map<String, Json> {
        let (kind, range, choices, why) = match self.kind {
            N(min, max, why) | Digits(min, max, why) => ("number", Some((min, max)), None, why),
            Kind::Game => ("number", Some((0, u64::from(MAX_PERIOD - 1))), None, GAMES),
            Row(Count(.., why), ..) => ("text", None, None, why),
            Kind::Choice(list, _) => ("choice", None, Some(list), ""),
            _ => ("text", None, None, ""),
        };
        let exact = |v: u64| {
            if v <= JS_SAFE {
                Json::from(v)
            } else {
                Json::from(v.to_string())
            }
        };
        let mut out = Map::new();
        out.insert("kind".into(), kind.into());
        out.insert("default".into(), self.default_value().json());
        if let Some((min, max)) = range {
            out.insert("min".into(), exact(min));
            out.insert("max".into(), exact(max));
        }
        out.extend(choices.map(|c| ("choices".into(), c.to_vec().into())));
        out.extend((!why.is_empty()).then(|| ("why".into(), why.into())));
        out
    }

    /// The field as `specFields` lists it: `key` and `section`, then its [`Field::limits`], then
    /// how the page shows it: `label` (in English with its marks, [`Field::label`]; empty for a
    /// choice shown otherwise), `labelId` and `labelArgs` (its catalogue message, which the page
    /// words in the reader's language) and `delay` (ms after a keystroke, [`Field::delay_ms`]).
    pub fn describe(&self) -> Map<String, Json> {
        let mut out = Map::new();
        out.insert("key".into(), self.key.into());
        out.insert("section".into(), self.section.into());
        out.extend(self.limits());
        out.insert("label".into(), self.label().into());
        if let Some((id, args)) = self.label_message() {
            out.insert("labelId".into(), id.into());
            let args = args
                .into_iter()
                .map(|(name, value)| (name.into(), value.into()));
            out.insert("labelArgs".into(), Json::Object(args.collect()));
        }
        out.insert("delay".into(), self.delay_ms().into());
        out
    }
}

/// Why a build without the family's feature reads no text of a kind.
#[cfg(not(all(
    feature = "move-fn-game",
    feature = "blocking",
    feature = "cut-the-knot",
    feature = "single-delete"
)))]
fn elsewhere(kind: Kind) -> Error {
    let what = match kind {
        Expr => "f",
        Periodic => "pf",
        Kind::Sequence(_) => "seq",
        Set => "set",
        _ => "row",
    };
    Error::Wrong(Message::new("err-elsewhere").math("what", what))
}

/// Checks a typed row of piles.
#[cfg(any(feature = "cut-the-knot", feature = "single-delete"))]
fn row(text: &str, count: Count, pile: u64, pile_why: &'static str) -> Result<(), Error> {
    let Count(min, max, why) = count;
    if min == 0 && text.trim().is_empty() {
        return Ok(());
    }
    let piles = sum::parse_row(text)?;
    check_range(
        "number of piles",
        piles.len() as u128,
        min.max(1) as u128,
        max as u128,
        why,
    )?;
    for p in piles {
        check_range("pile", u128::from(p), 1, u128::from(pile), pile_why)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_values_json_is_what_serde_writes_of_it() {
        // (json() is written out by hand for the course-page package's size; the derived
        // Serialize is its twin, which the state's answers use)
        let values = [
            Value::Number(0),
            Value::Number(20),
            Value::Number((1 << 53) - 1),
            Value::Number(u64::MAX),
            Value::Text(String::new()),
            Value::Text("2x".into()),
            Value::Text("123456789012345678901234567890".into()),
            Value::Text("if x % 2 == 0 then \"x\" else ü".into()),
        ];
        for v in values {
            assert_eq!(v.json(), serde_json::to_value(&v).unwrap(), "{v:?}");
        }
    }
}
