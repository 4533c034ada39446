//! The one vocabulary of inputs, shared by the page's URL (`?f=2x&upto=1000&n=100&pile=20&max=19`),
//! the wasm API (`parseState`, `printState`, `specFields`) and the elements a course page embeds
//! ([`elements`]): the same keys, the same checks, the same messages, all from one table of
//! fields ([`FIELDS`]). A print/parse round trip is tested.

pub mod elements;
pub mod fields;
pub mod form;
mod given;
pub mod packages;

use crate::error::Error;
use crate::message::Message;
pub use fields::{
    field, Field, Value, COMMON, FIELDS, JS_SAFE, KNOT_PARTS, MAX_ENTRIES, MAX_LINK_PAIR,
    MAX_LINK_PAIRS, MAX_NUMBERS, MAX_NUMBER_TEXT, MAX_PERIOD, MAX_TEXT, SECTIONS,
};
pub use given::{whole, Given};
use serde::{Serialize, Serializer};

/// Every input of the playground: a value for each field of [`FIELDS`], in its order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    values: Vec<Value>,
}

/// A key that could not be used, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FieldError {
    /// The key ("f", "upto", …), or the name it was given under.
    pub key: String,
    /// What was wrong (naming the key first).
    pub message: String,
    /// `message` as a message of the catalogues (`{id, args}`, as a thrown error's `l10n`: the
    /// page words it in its language), where the error has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub l10n: Option<Message>,
    /// The error whose message that is (its kind and limit), for a caller that throws it.
    #[serde(skip)]
    pub error: Error,
}

/// One setting to apply: the name it was given under (a URL key, or an element's attribute),
/// and its field with the text, or why it cannot be used (named).
pub type Entry = (String, Result<(&'static Field, String), Error>);

/// One `key=value` pair of a link's query, as [`State::from_pieces`] reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    /// The pair as written (percent-encoded).
    Pair(String),
    /// A pair longer than [`MAX_LINK_PAIR`], not read: its key as written (at most [`MAX_TEXT`]
    /// characters of it) and its length.
    Long {
        /// The key, percent-encoded.
        key: String,
        /// The pair's length.
        len: usize,
    },
    /// More pairs than [`MAX_LINK_PAIRS`] follow, not read.
    More,
}

impl Default for State {
    fn default() -> Self {
        State {
            values: FIELDS.iter().map(Field::default_value).collect(),
        }
    }
}

/// A JS object `{key: value, …}` in key order: numbers as numbers, text as strings.
impl Serialize for State {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(FIELDS.iter().map(|f| f.key).zip(&self.values))
    }
}

fn slot(key: &str) -> Option<usize> {
    FIELDS.iter().position(|f| f.key == key)
}

impl State {
    /// The value of `key`.
    pub fn get(&self, key: &str) -> Option<&Value> {
        slot(key).map(|i| &self.values[i])
    }

    /// The value of a number field.
    pub fn number(&self, key: &str) -> Option<u64> {
        match self.get(key)? {
            Value::Number(v) => Some(*v),
            Value::Text(_) => None,
        }
    }

    /// The value of a text field.
    pub fn text(&self, key: &str) -> Option<&str> {
        match self.get(key)? {
            Value::Text(s) => Some(s),
            Value::Number(_) => None,
        }
    }

    /// Sets `key` from user text, checking it; leaves the state unchanged on error. Fields
    /// checked against this one (G_i and f(n, x) against t, M against m) fall back to their
    /// defaults when the new value breaks them, and the value is refused when even their defaults
    /// would be broken (m = 5 against the default M = 3, 6, 10).
    ///
    /// # Errors
    /// An unknown key, or a value that is not acceptable for it (the message names the key).
    pub fn set(&mut self, key: &str, text: &str) -> Result<(), Error> {
        let f = field(key).ok_or_else(|| unknown(key))?;
        let mut next = self.clone();
        match next
            .apply(vec![(key.to_string(), Ok((f, text.to_string())))])
            .pop()
        {
            Some(e) => Err(e.error),
            None => {
                *self = next;
                Ok(())
            }
        }
    }

    fn put(&mut self, f: &'static Field, name: &str, text: &str) -> Result<(), Error> {
        let v = f.check(text, self).map_err(|e| f.named(name, e))?;
        self.values[slot(f.key).expect("a field of the table")] = v;
        for (i, d) in FIELDS.iter().enumerate() {
            if d.needs() == Some(f.key) && d.check(&self.values[i].text(), self).is_err() {
                self.values[i] = d.default_value();
            }
        }
        Ok(())
    }

    /// Applies `entries` (the fields that others are checked against first) and returns the
    /// errors; a bad entry keeps the value before. A dependency given alone can still break its
    /// dependent (m = 5 against the default M = 3, 6, 10): then both fall back to their defaults
    /// and the error is the dependency's.
    pub fn apply(&mut self, entries: Vec<Entry>) -> Vec<FieldError> {
        let needs = |e: &Result<(&Field, String), Error>| e.as_ref().ok().map(|(f, _)| f.needs());
        // a stable partition, which is all the order needs (a sort here put 3 KiB of sorting
        // code in the course-page package; plain loops, not iterator adapters, for the same)
        let (mut first, mut then) = (Vec::new(), Vec::new());
        for entry in entries {
            if needs(&entry.1).flatten().is_none() {
                first.push(entry);
            } else {
                then.push(entry);
            }
        }
        first.append(&mut then);
        let mut errors = Vec::new();
        // the fields given, by the name each was given under
        let mut given: Vec<(String, &str)> = Vec::new();
        for (name, entry) in first {
            let done = match entry {
                Ok((f, text)) => {
                    given.push((name.clone(), f.key));
                    self.put(f, &name, &text)
                }
                Err(why) => Err(why),
            };
            if let Err(e) = done {
                errors.push(FieldError::new(&name, e));
            }
        }
        for (i, d) in FIELDS.iter().enumerate() {
            let Some(need) = d.needs() else { continue };
            if let Err(e) = d.check(&self.values[i].text(), self) {
                let name = (given.iter().find(|(_, key)| *key == need)).map_or(need, |(n, _)| n);
                errors.push(FieldError::new(name, prefixed(name, e)));
                self.values[i] = d.default_value();
                let j = slot(need).expect("a field of the table");
                self.values[j] = FIELDS[j].default_value();
            }
        }
        errors
    }

    /// Reads `(key, text)` pairs, reporting unknown keys and what is not text.
    fn from_pairs(
        pairs: impl Iterator<Item = (String, Result<String, Error>)>,
    ) -> (State, Vec<FieldError>) {
        let entries = pairs.map(|(key, text)| {
            let entry = match (field(&key), text) {
                (Some(f), Ok(text)) => Ok((f, text)),
                (None, _) => Err(unknown(&key)),
                (_, Err(why)) => Err(why),
            };
            (key, entry)
        });
        let mut s = State::default();
        let errors = s.apply(entries.collect());
        (s, errors)
    }

    /// Reads a URL query (with or without the leading `?`). Bad or unknown entries are reported
    /// and skipped, keeping the defaults; it never fails. A pair longer than [`MAX_LINK_PAIR`]
    /// is refused by its key, and pairs past the first [`MAX_LINK_PAIRS`] are not read.
    pub fn from_query(query: &str) -> (State, Vec<FieldError>) {
        let mut pairs = query.split('&');
        let pieces = pairs.by_ref().take(MAX_LINK_PAIRS).map(|pair| {
            let len = pair.len();
            if len <= MAX_LINK_PAIR
                || pair.chars().map(char::len_utf16).sum::<usize>() <= MAX_LINK_PAIR
            {
                return Piece::Pair(pair.to_string());
            }
            let key = pair.split('=').next().unwrap_or_default();
            let key = key.chars().take(MAX_TEXT).collect();
            Piece::Long { key, len }
        });
        let mut pieces: Vec<Piece> = pieces.collect();
        if pairs.next().is_some() {
            pieces.push(Piece::More);
        }
        State::from_pieces(pieces)
    }

    /// Reads a URL query split at `&` ([`State::from_query`]; the wasm layer splits a query in
    /// JavaScript, so that a long pair is never copied out).
    pub fn from_pieces(pieces: Vec<Piece>) -> (State, Vec<FieldError>) {
        let mut long = Vec::new();
        let mut pairs = Vec::new();
        for (i, piece) in pieces.into_iter().enumerate() {
            // the leading '?'s, as in "?f=2x"
            let first = |s: String| {
                if i == 0 {
                    s.trim_start_matches('?').to_string()
                } else {
                    s
                }
            };
            match piece {
                Piece::Pair(pair) => {
                    let pair = first(pair);
                    if pair.is_empty() {
                        continue;
                    }
                    let (k, v) = pair.split_once('=').unwrap_or((&pair, ""));
                    pairs.push((decode(k), Ok(decode(v))));
                }
                Piece::Long { key, len } => {
                    let key = decode(&first(key));
                    let e = Error::TooLong {
                        what: key.clone().into(),
                        len,
                        max: MAX_LINK_PAIR,
                        unit: "characters long as the link writes it",
                    };
                    long.push(FieldError::new(&key, e));
                }
                Piece::More => {
                    let message =
                        Message::new("err-link-pairs").figure("max", MAX_LINK_PAIRS as u64);
                    let e = Error::Beyond {
                        what: "pairs of the link".into(),
                        max: Some(MAX_LINK_PAIRS as u128),
                        budget: false,
                        message,
                    };
                    long.push(FieldError::new("query", e));
                }
            }
        }
        let (s, mut errors) = State::from_pairs(pairs.into_iter());
        errors.extend(long);
        (s, errors)
    }

    /// Reads a state object as [`State`] serialises it (numbers may also come as text, text
    /// fields as numbers; `null` or a missing key keeps the default). Never fails.
    pub fn from_object(value: &Given) -> (State, Vec<FieldError>) {
        let Given::Object(entries) = value else {
            let message = Message::new("err-not-state").msg("what", value.what());
            let e = FieldError::new("state", Error::Wrong(message));
            return (State::default(), vec![e]);
        };
        let pairs = entries.iter().filter_map(|(k, v)| match v.text(k) {
            Ok(text) => text.map(|t| (k.clone(), Ok(t))),
            Err(why) => Some((k.clone(), Err(why))),
        });
        State::from_pairs(pairs)
    }

    /// The canonical query, without `?`, in [`FIELDS`] order: every key of the first section,
    /// and the others only where they differ from the defaults (links stay short; a round trip
    /// is exact either way).
    pub fn to_query(&self) -> String {
        // (a loop writing into one string: the iterator chain and `format!` it replaced weighed
        // on the course-page package, whose elements print a link)
        let mut out = String::new();
        for (f, v) in FIELDS.iter().zip(&self.values) {
            if f.section == SECTIONS[0] || *v != f.default_value() {
                if !out.is_empty() {
                    out.push('&');
                }
                out.push_str(f.key);
                out.push('=');
                out.push_str(&encode(&v.text()));
            }
        }
        out
    }
}

impl FieldError {
    fn new(key: &str, error: Error) -> Self {
        let key = key.to_string();
        let message = error.to_string();
        FieldError {
            key,
            message,
            l10n: error.message(),
            error,
        }
    }
}

fn unknown(key: &str) -> Error {
    let keys: Vec<&str> = FIELDS.iter().map(|f| f.key).collect();
    Error::Wrong(
        Message::new("err-unknown-setting")
            .math("key", key)
            .math("keys", keys.join(", ")),
    )
}

/// `e` with `name: ` before its message (a value that breaks a setting checked against `name`),
/// as a value the user can fix (an error without a message, a bug's, keeps its English inside).
fn prefixed(name: &str, e: Error) -> Error {
    let said = Message::new("err-named").math("name", name);
    Error::Wrong(match e.message() {
        Some(m) => said.msg("error", m),
        None => said.math("error", e.to_string()),
    })
}

/// Percent-encodes all but unreserved characters (and a few that read well in a URL).
fn encode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~*()!,".contains(&b) {
            out.push(b as char);
        } else {
            // (by hand: `format!` brought the formatting machinery into the course-page package)
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            out.push('%');
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 15)]));
        }
    }
    out
}

/// Decodes `%XX` and `+` (a space in queries); malformed escapes are kept as they are.
fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        // Two ASCII hex digits, as a browser reads an escape (from_str_radix alone would take
        // "%+1" as byte 1).
        let hex = bytes
            .get(i + 1..i + 3)
            .filter(|h| h.iter().all(u8::is_ascii_hexdigit))
            .and_then(|h| std::str::from_utf8(h).ok());
        match (bytes[i], hex.and_then(|h| u8::from_str_radix(h, 16).ok())) {
            (b'+', _) => out.push(b' '),
            (b'%', Some(v)) => {
                out.push(v);
                i += 2;
            }
            (b, _) => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(errs: &[FieldError]) -> Vec<&str> {
        errs.iter().map(|e| e.key.as_str()).collect()
    }

    /// The default state with `pairs` set in order.
    fn state(pairs: &[(&str, &str)]) -> State {
        let mut s = State::default();
        for (k, v) in pairs {
            s.set(k, v).unwrap_or_else(|e| panic!("{k}={v}: {e}"));
        }
        s
    }

    /// Every old section name still opens its section (links shared before the sections took
    /// their family's name), and the link is printed again with the new name.
    #[test]
    fn old_section_names_open_their_sections() {
        for (old, new) in fields::ALIASES {
            let (s, errs) = State::from_query(&format!("?sec={old}&upto=30"));
            assert_eq!(errs, vec![], "sec={old}");
            assert_eq!(s.text("sec"), Some(new), "sec={old}");
            // printed with the new name (the first section, the default, is not printed)
            let query = s.to_query();
            assert!(!query.contains(&format!("sec={old}")), "{query}");
            assert_eq!(
                query.contains(&format!("sec={new}")),
                new != SECTIONS[0],
                "{query}"
            );
            assert_eq!(State::from_query(&query), (s, vec![]));
        }
        let (_, errs) = State::from_query("?sec=two");
        assert!(errs[0].message.contains("move-fn"), "{errs:?}");
        // an alias is a section's old name, never a value of another choice
        let (_, errs) = State::from_query("?first=one");
        assert_eq!(keys(&errs), ["first"]);
    }

    #[test]
    fn default_round_trips() {
        let s = State::default();
        assert_eq!(State::from_query(&s.to_query()), (s, vec![]));
        assert_eq!(
            State::default().to_query(),
            "f=2x&upto=1000&n=100&pile=20&max=19&first=you"
        );
    }

    #[test]
    fn every_default_passes_its_own_check() {
        let d = State::default();
        for f in FIELDS.iter().chain(&COMMON) {
            let v = f.default_value();
            assert_eq!(f.check(&v.text(), &d), Ok(v), "{}", f.key);
        }
    }

    /// A value of 2 MB for any key is refused by its length, unread (no range expanded, no
    /// expression lexed), as a 'limit' naming the key: in a link by the pair as written, as a
    /// state's value by its own length; one just past the cap on a value is refused the same
    /// way, and the other keys of the link are read.
    #[test]
    fn huge_values_are_refused_by_their_length() {
        use crate::error::ErrorKind;
        let huge = "1..1000, ".repeat(2_000_000 / 9);
        for f in FIELDS.iter() {
            let key = f.key;
            let (s, errs) = State::from_query(&format!("?{key}={huge}&upto=77"));
            assert_eq!(keys(&errs), [key]);
            assert_eq!(s.number("upto"), Some(77));
            assert_eq!(
                errs[0].message,
                format!(
                    "{key} is {} characters long as the link writes it: the limit is \
                     {MAX_LINK_PAIR}",
                    huge.len() + key.len() + 2
                )
            );
            let limit = errs[0].error.limit().unwrap();
            assert_eq!(errs[0].error.kind(), ErrorKind::Limit);
            assert_eq!(
                (limit.name(), limit.max),
                (format!("length of {key}"), Some(MAX_LINK_PAIR as u128))
            );
            let just = &huge[..MAX_TEXT + 1];
            for (_, errs) in [
                State::from_query(&format!("{key}={just}")),
                State::from_object(&Given::Object(vec![(key.into(), Given::Text(just.into()))])),
                State::from_object(&Given::Object(vec![(
                    key.into(),
                    Given::Long(MAX_TEXT + 1),
                )])),
            ] {
                assert_eq!(keys(&errs), [key]);
                assert_eq!(
                    errs[0].message,
                    format!("{key} is 10001 characters long: the limit is {MAX_TEXT}")
                );
                assert_eq!(errs[0].error.kind(), ErrorKind::Limit);
            }
        }
        // a link of more pairs than are read says so
        let (_, errs) = State::from_query(&"&".repeat(MAX_LINK_PAIRS + 1));
        assert_eq!(keys(&errs), ["query"]);
        assert_eq!(State::from_query(&"&".repeat(MAX_LINK_PAIRS - 1)).1, []);
    }

    #[test]
    fn escapes_need_two_hex_digits_as_in_a_browser() {
        // URLSearchParams keeps "%+1", "%-1" and "%G1" as text; only %XX with hex digits decodes.
        assert_eq!(decode("%+1"), "% 1");
        assert_eq!(decode("%-1%G1%4"), "%-1%G1%4");
        assert_eq!(decode("%32x%2B1"), "2x+1");
    }

    // (reads other families' values: the full build)
    #[cfg(all(
        feature = "blocking",
        feature = "cut-the-knot",
        feature = "single-delete"
    ))]
    #[test]
    fn expressions_with_url_characters_round_trip() {
        let s = state(&[
            ("f", "if x % 2 == 0 then x/2 else 3x + 1"),
            ("n", "1000000000000000000"),
            ("first", "engine"),
            ("sec", "periodic"),
            ("pf", "if n == 1 then x + 1 else 2x"),
            ("t", "3"),
            ("pgame", "2"),
            ("bc", "i/3"),
            ("bmin", "1, 2"),
            ("bmax", "if i % 2 == 0 then 5 else 3"),
            ("bupto", "1000"),
            ("bmoves", "6"),
            ("bpile", "77"),
            ("bfirst", "engine"),
            ("kpart", "grundy"),
            ("kset", "1, 3..5"),
            ("kupto", "0"),
            ("kpile", "7"),
            ("tf", "if x == 2 then 1 else 2x"),
            ("tupto", "500"),
            ("tn", "9007199254740991"),
            ("tpile", "33"),
            ("gupto", "8000"),
            ("grow", "1, 2000"),
            ("kfirst", "engine"),
            ("dpiles", "3"),
            ("dmax", "64"),
            ("dfix", "7"),
            ("dstart", "3, 8, 12"),
            ("dfirst", "engine"),
        ]);
        let q = s.to_query();
        assert!(!q.contains(' ') && !q.contains('+'), "{q}");
        assert_eq!(State::from_query(&format!("?{q}")), (s, vec![]));
    }

    /// What a teacher types is kept as typed, without a leading `f(x) =` (the page's own label).
    // (reads move functions: a build with their parser)
    #[cfg(any(feature = "move-fn-game", feature = "cut-the-knot"))]
    #[test]
    fn move_functions_as_teachers_type_them() {
        let (s, errs) = State::from_query(
            "?f=f(x)%20%3D%20x%C2%B2&pf=f(n%2C%20x)%3Dn%20%E2%88%92%20x&upto=10%20000",
        );
        assert_eq!(errs, vec![]);
        assert_eq!(s.text("f"), Some("x²"));
        assert_eq!(s.text("pf"), Some("n − x"));
        assert_eq!(s.number("upto"), Some(10_000));
        #[cfg(feature = "cut-the-knot")]
        {
            let (s, errs) = State::from_query("?kset=1%2C%202%2C%203%2C&grow=4%2C%206%2C");
            assert_eq!(errs, vec![]);
            assert_eq!(s.text("kset"), Some("1, 2, 3,"));
            assert_eq!(s.text("grow"), Some("4, 6,"));
        }
        let (s, errs) = State::from_query("?f=g(y)%3D2y");
        assert_eq!(s.text("f"), Some("2x"));
        assert!(
            errs[0].message.contains("the move function is called f"),
            "{errs:?}"
        );
    }

    // (reads move functions: a build with their parser)
    #[cfg(any(feature = "move-fn-game", feature = "cut-the-knot"))]
    #[test]
    fn odd_urls_are_reported_and_fall_back() {
        let (s, errs) = State::from_query("?f=2x+%2B&upto=0&pile=abc&zoom=3&max=5&n=%&first=me");
        assert_eq!(s.text("f"), Some("2x"));
        assert_eq!(s.number("upto"), Some(1000));
        assert_eq!(s.number("pile"), Some(20));
        assert_eq!(s.number("max"), Some(5));
        assert_eq!(keys(&errs), ["f", "upto", "pile", "zoom", "n", "first"]);
        assert_eq!(s.text("first"), Some("you"));
        assert!(
            errs[0].message.starts_with("f: column 4:"),
            "{}",
            errs[0].message
        );
        assert!(errs[1]
            .message
            .starts_with("upto = 0 is too small: it must be at least 1"));
        assert!(errs[2]
            .message
            .starts_with("pile: 'abc' is not a whole number"));
        assert!(errs[3].message.contains("unknown setting 'zoom'"));
        assert_eq!(
            errs[5].message,
            "first: 'me' is not who moves first (you or engine)"
        );
    }

    // (reads other families' values: the full build)
    #[cfg(all(
        feature = "blocking",
        feature = "cut-the-knot",
        feature = "single-delete"
    ))]
    #[test]
    fn odd_knot_values_name_their_key() {
        let (s, errs) = State::from_query(
            "?sec=cut-the-knot&kpart=nim&kset=1,,3&kupto=100001&tf=2x%2B&tn=0&tpile=1&gupto=9000&grow=4,x&kfirst=me",
        );
        assert_eq!(s.text("sec"), Some("cut-the-knot"));
        assert_eq!(s, state(&[("sec", "cut-the-knot")]));
        assert_eq!(
            keys(&errs),
            ["kpart", "kset", "kupto", "tf", "tn", "tpile", "gupto", "grow", "kfirst"]
        );
        assert!(errs[1].message.starts_with("kset: column 3:"), "{errs:?}");
        assert!(errs[7].message.contains("pile 2"), "{errs:?}");
    }

    // (reads other families' values: the full build)
    #[cfg(all(
        feature = "blocking",
        feature = "cut-the-knot",
        feature = "single-delete"
    ))]
    #[test]
    fn odd_delete_values_name_their_key() {
        let (s, errs) = State::from_query(
            "?sec=single-delete&dpiles=9&dmax=0&dfix=1,2,3,4,5,6,7&dstart=5&dfirst=nobody&dstart=4,0",
        );
        assert_eq!(s, state(&[("sec", "single-delete")]));
        assert_eq!(
            keys(&errs),
            ["dpiles", "dmax", "dfix", "dstart", "dfirst", "dstart"]
        );
        assert!(errs[0].message.contains("2 to 8 piles"), "{errs:?}");
        assert!(errs[3].message.contains("2 to 8 piles"), "{errs:?}");
        assert!(errs[5].message.contains("pile"), "{errs:?}");
        // An empty map row is allowed (2 piles fix nothing).
        let (s, errs) = State::from_query("?dpiles=2&dfix=");
        assert!(errs.is_empty(), "{errs:?}");
        assert_eq!((s.number("dpiles"), s.text("dfix")), (Some(2), Some("")));
    }

    #[test]
    fn the_page_limits_are_the_engines() {
        let (_, errs) = State::from_query("upto=10000001&pupto=1000001&t=9&bmoves=13");
        let msgs: Vec<&str> = errs.iter().map(|e| e.message.as_str()).collect();
        assert_eq!(
            msgs,
            [
                "upto = 10000001 is too large: the limit is 10000000 (the page's tables stop at 10^7)",
                "pupto = 1000001 is too large: the limit is 1000000 (the periodic tables stop at 10^6)",
                "t = 9 is too large: the limit is 8 (the page solves up to 8 games at once)",
                "bmoves = 13 is too large: the limit is 12 (the page shows up to 12 moves)",
            ]
        );
    }

    /// A build without a family (the course-page package) reads that family's own kinds only
    /// at their defaults, and says why it refuses the rest.
    #[cfg(not(any(
        feature = "blocking",
        feature = "cut-the-knot",
        feature = "single-delete"
    )))]
    #[test]
    fn a_build_without_a_family_reads_only_its_defaults() {
        let (s, errs) = State::from_query("bc=1,2&bmin=1,%203,%205&kset=1,2&dstart=5,%206");
        let keys: Vec<&str> = errs.iter().map(|e| e.key.as_str()).collect();
        assert_eq!(keys, ["bc", "kset", "dstart"], "{errs:?}");
        assert!(
            errs.iter()
                .all(|e| e.message.contains("loads the full package")),
            "{errs:?}"
        );
        assert_eq!(s.text("bc"), Some("0, 1, 2"));
        assert_eq!(s.text("bmin"), Some("1, 3, 5"));
    }

    /// A family's own package without the move functions' (single-delete Nim's, blocking Nim's)
    /// reads f(x) and f(n, x) only at their defaults: the expression parser's move functions stay
    /// out of it.
    #[cfg(not(any(feature = "move-fn-game", feature = "cut-the-knot")))]
    #[test]
    fn a_build_without_move_functions_reads_only_their_defaults() {
        let (s, errs) = State::from_query("f=3x&pf=x%2B1&tf=2x&t=3");
        let keys: Vec<&str> = errs.iter().map(|e| e.key.as_str()).collect();
        assert_eq!(keys, ["f", "pf"], "{errs:?}");
        assert!(errs[0].message.contains("move functions f(x)"), "{errs:?}");
        assert!(
            errs[1].message.contains("move functions f(n, x)"),
            "{errs:?}"
        );
        assert_eq!((s.text("f"), s.text("tf")), (Some("2x"), Some("2x")));
        // the default f(n, x) is kept whatever the period
        assert_eq!(s.number("t"), Some(3));
        assert_eq!(s, state(&[("t", "3")]));
    }

    // (reads other families' values: the full build)
    #[cfg(all(
        feature = "blocking",
        feature = "cut-the-knot",
        feature = "single-delete"
    ))]
    #[test]
    fn dependencies_are_read_first_and_kept() {
        // The period first, whatever the order: G_2 needs t = 3.
        let (s, errs) = State::from_query("pgame=2&t=3");
        assert!(errs.is_empty(), "{errs:?}");
        assert_eq!((s.number("t"), s.number("pgame")), (Some(3), Some(2)));
        let (s, errs) = State::from_query("t=2&pgame=2");
        assert_eq!(
            errs[0].message,
            "pgame = 2 is too large: the limit is 1 (the games are G_0 … G_(t−1))"
        );
        assert_eq!(s.number("pgame"), Some(0));
        // A smaller period takes the game back to G_0.
        let mut s = state(&[("t", "3"), ("pgame", "2")]);
        s.set("t", "2").unwrap();
        assert_eq!(s.number("pgame"), Some(0));
        // M is checked against m, given in any order.
        let (s, errs) = State::from_query("bmax=9&bmin=5");
        assert!(errs.is_empty(), "{errs:?}");
        assert_eq!(s.text("bmin"), Some("5"));
        let (_, errs) = State::from_query("bmin=5&bmax=4");
        assert_eq!(
            errs[0].message,
            "bmax: m_1 = 5 > M_1 = 4: the moves [m_i, M_i] must not be empty (M_i ≥ m_i)"
        );
        // m alone breaks the default M = 3, 6, 10: both fall back, and m is named.
        let (s, errs) = State::from_query("bmin=5&bupto=30");
        assert_eq!(s, state(&[("bupto", "30")]));
        assert_eq!(errs.len(), 1);
        assert!(
            errs[0].message.starts_with("bmin: m_1 = 5 > M_1 = 3"),
            "{errs:?}"
        );
        // Set alone, m is refused when it breaks M's default too, and nothing changes.
        let mut s = State::default();
        let e = s.set("bmin", "5").unwrap_err().to_string();
        assert!(e.starts_with("bmin: m_1 = 5 > M_1 = 3"), "{e}");
        assert_eq!(s, State::default());
        // Each sequence's own values are checked.
        let (_, errs) = State::from_query("bc=1, -1&bmin=1, 0");
        assert!(
            errs[0].message.starts_with("bc: c_2 = -1 is negative"),
            "{errs:?}"
        );
        assert!(
            errs[1].message.starts_with("bmin: m_2 = 0: every move"),
            "{errs:?}"
        );
    }

    // (reads move functions: a build with their parser)
    #[cfg(any(feature = "move-fn-game", feature = "cut-the-knot"))]
    #[test]
    fn state_objects_read_numbers_and_text_alike() {
        let obj =
            serde_json::json!({"f": "x", "upto": 9, "n": 5, "pile": "4", "max": 3.0, "t": null});
        let (s, errs) = State::from_object(&(&obj).into());
        assert!(errs.is_empty(), "{errs:?}");
        assert_eq!(s.to_query(), "f=x&upto=9&n=5&pile=4&max=3&first=you");
        let obj = serde_json::json!({"upto": 2.5, "pile": [1], "zoom": 1});
        let (_, errs) = State::from_object(&(&obj).into());
        assert_eq!(keys(&errs), ["upto", "pile", "zoom"]);
        assert!(errs[0]
            .message
            .starts_with("upto: '2.5' is not a whole number"));
        let (_, errs) = State::from_object(&Given::Text("nope".into()));
        assert_eq!(errs[0].message, "not a Nim Lab state: the text 'nope'");
        // The serialised state reads back as itself.
        let s = state(&[("t", "3"), ("pgame", "2"), ("tn", "77")]);
        let json = serde_json::to_value(&s).unwrap();
        assert_eq!(json["pgame"], 2);
        assert_eq!(json["n"], "100");
        assert_eq!(State::from_object(&(&json).into()), (s, vec![]));
    }
}
