//! The engine's sentences as data: a [`Message`] is a catalogue id with typed arguments, which the
//! front end formats in the reader's language (Project Fluent catalogues,
//! `www/js/i18n/<family>/<code>.js`); [`Message::english`] is the same sentence in English, as the
//! CLI prints it and the wasm layer hands it over beside the message.
//!
//! One source of English: each family's table of templates (e.g.
//! `games::move_fn::messages::MESSAGES`) is written in Fluent's own syntax, and its English
//! catalogue holds exactly those lines (a test reads the catalogue and compares). English is
//! rendered here from the template by a small reader of the Fluent that the tables use: text,
//! variables `{ $name }` and selectors on a number `{ $n -> [one] … *[other] … }` (English's
//! plural rule; an exact number as a key, e.g. `[0]`, comes first).
//!
//! Arguments: a count in prose ([`Arg::Num`], which a language may format and pluralise), maths as
//! written ([`Arg::Math`]: a representation, a formula; never reformatted), or another message
//! ([`Arg::Msg`], formatted first).

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;

/// One sentence of the engine: its catalogue id and arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Message {
    /// The catalogue id (`mf-…` for the move-function family; kebab-case).
    pub id: &'static str,
    /// The arguments by name, in the order given.
    #[serde(serialize_with = "as_map")]
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Arg {
    /// A count in prose (a number in JSON up to 2^53 − 1, a decimal string past it).
    Num(#[serde(serialize_with = "crate::exact::number")] u64),
    /// Maths as written: a representation, a formula, a list of members.
    Math(String),
    /// A sentence inside the sentence.
    Msg(Box<Message>),
}

fn as_map<S: Serializer>(args: &[(&'static str, Arg)], s: S) -> Result<S::Ok, S::Error> {
    let mut map = s.serialize_map(Some(args.len()))?;
    for (name, arg) in args {
        map.serialize_entry(name, arg)?;
    }
    map.end()
}

/// The tables of templates by catalogue part (`www/js/i18n/<part>/en.js` holds each table's lines):
/// the sentences every family's hints share, then each family's that are messages so far.
pub const CATALOGUES: &[(&str, &[(&str, &str)])] = &[
    ("engine", crate::games::MESSAGES),
    ("errors", crate::error::messages::MESSAGES),
    ("refusals", crate::error::messages::REFUSALS),
    #[cfg(any(
        feature = "blocking",
        feature = "cut-the-knot",
        feature = "single-delete",
        test
    ))]
    ("errors", crate::error::messages::FAMILIES),
    ("move_fn", crate::games::move_fn::messages::MESSAGES),
    // (the analyses' sentences only where their exports are: a course page's game has none)
    #[cfg(any(feature = "move-fn", test))]
    (
        "move_fn_analysis",
        crate::games::move_fn::analysis_messages::MESSAGES,
    ),
    #[cfg(any(all(feature = "move-fn", feature = "move-fn-periodic"), test))]
    (
        "move_fn_periodic_analysis",
        crate::games::move_fn::periodic_messages::MESSAGES,
    ),
    // (a family's sentences only in the packages that hold its games: a move-function game's
    // package says none of them, and its bytes are a course page's)
    #[cfg(any(feature = "blocking", test))]
    ("blocking", crate::games::blocking::messages::MESSAGES),
    #[cfg(any(feature = "blocking", test))]
    (
        "blocking_analysis",
        crate::games::blocking::messages::ANALYSIS,
    ),
    #[cfg(any(feature = "cut-the-knot", test))]
    (
        "cut_the_knot",
        crate::games::cut_the_knot::messages::MESSAGES,
    ),
    #[cfg(any(feature = "cut-the-knot", test))]
    (
        "cut_the_knot_analysis",
        crate::games::cut_the_knot::messages::ANALYSIS,
    ),
    #[cfg(any(feature = "single-delete", test))]
    (
        "single_delete",
        crate::games::single_delete::messages::MESSAGES,
    ),
    #[cfg(any(feature = "single-delete", test))]
    (
        "single_delete_analysis",
        crate::games::single_delete::messages::ANALYSIS,
    ),
];

/// The English template of an id.
pub fn template(id: &str) -> Option<&'static str> {
    CATALOGUES
        .iter()
        .flat_map(|(_, table)| table.iter())
        .find(|(i, _)| *i == id)
        .map(|(_, t)| *t)
}

impl Message {
    /// A message without arguments yet.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// With a count in prose.
    #[must_use]
    #[inline(never)] // (each call inlined grew the engine's advise() by ~100 bytes)
    pub fn num(mut self, name: &'static str, value: u64) -> Message {
        self.args.push((name, Arg::Num(value)));
        self
    }

    /// With maths as written.
    #[must_use]
    #[inline(never)] // (each call inlined grew the engine's advise() by ~100 bytes)
    pub fn math(mut self, name: &'static str, text: impl Into<String>) -> Message {
        self.args.push((name, Arg::Math(text.into())));
        self
    }

    /// With a number inside maths (a pile in `g(20)`), as written.
    #[must_use]
    #[inline(never)]
    pub fn figure(self, name: &'static str, value: u64) -> Message {
        self.math(name, value.to_string())
    }

    /// With a sentence inside.
    #[must_use]
    #[inline(never)] // (each call inlined grew the engine's advise() by ~100 bytes)
    pub fn msg(mut self, name: &'static str, message: Message) -> Message {
        self.args.push((name, Arg::Msg(Box::new(message))));
        self
    }

    /// With an argument made elsewhere (maths or a sentence, as the case may be).
    #[must_use]
    pub fn with(mut self, name: &'static str, arg: Arg) -> Message {
        self.args.push((name, arg));
        self
    }

    fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// The sentence in English, from its template. An id without a template, or a variable
    /// without its argument, shows as `{id}` / `{$name}` (a test walks every template).
    pub fn english(&self) -> String {
        match template(self.id) {
            Some(t) => {
                let mut out = String::new();
                self.render(t, &mut out);
                out
            }
            None => ["{", self.id, "}"].concat(),
        }
    }

    /// Appends `pattern` (a template or a part of one) with its placeables filled. (Slices by
    /// `part` and searches by char throughout: a panicking slice or a search for a `&str` would
    /// bring their formatting code into every package, ~4 KB of the course page's.)
    fn render(&self, pattern: &str, out: &mut String) {
        let mut rest = pattern;
        while let Some(open) = rest.find('{') {
            out.push_str(part(rest, 0, open));
            let close = open + matching(part(rest, open, rest.len()));
            self.placeable(part(rest, open + 1, close).trim(), out);
            rest = part(rest, close + 1, rest.len());
        }
        out.push_str(rest);
    }

    /// One placeable's text: `$name` or `$name -> variants`.
    fn placeable(&self, inner: &str, out: &mut String) {
        let arrow = inner
            .char_indices()
            .find(|&(i, c)| c == '-' && part(inner, i + 1, i + 2) == ">")
            .map(|(i, _)| i);
        let (name, variants) = match arrow {
            Some(i) => (
                part(inner, 0, i).trim(),
                Some(part(inner, i + 2, inner.len())),
            ),
            None => (inner, None),
        };
        let name = name.trim_start_matches('$');
        let Some(arg) = self.arg(name) else {
            out.push_str("{$");
            out.push_str(name);
            out.push('}');
            return;
        };
        match variants {
            None => match arg {
                Arg::Num(n) => out.push_str(&n.to_string()),
                Arg::Math(text) => out.push_str(text),
                Arg::Msg(m) => out.push_str(&m.english()),
            },
            Some(variants) => {
                let chosen = select(variants, arg);
                self.render(chosen, out);
            }
        }
    }
}

/// `text[from..to]`, or "" where that is not a slice of it.
fn part(text: &str, from: usize, to: usize) -> &str {
    text.get(from..to).unwrap_or("")
}

/// The length of the placeable `text` starts with (`{ … }`, nested braces counted) up to its `}`.
fn matching(text: &str) -> usize {
    let mut depth = 0;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return i;
                }
            }
            _ => {}
        }
    }
    text.len().saturating_sub(1)
}

/// The variant of a selector for `arg`: an exact key, else English's plural category (`one` for
/// exactly 1), else the default (`*[…]`). Each variant is `[key] text` up to the next variant at
/// its own depth.
fn select<'a>(variants: &'a str, arg: &Arg) -> &'a str {
    let mut list: Vec<(&str, &str, bool)> = Vec::new();
    let mut rest = part(variants, next_variant(variants), variants.len());
    while !rest.is_empty() {
        let default = rest.starts_with('*');
        let open = rest.find('[').unwrap_or(0);
        let close = rest.find(']').unwrap_or(open);
        let body = part(rest, close + 1, rest.len());
        let end = next_variant(body);
        list.push((
            part(rest, open + 1, close),
            part(body, 0, end).trim(),
            default,
        ));
        rest = part(body, end, body.len());
    }
    let exact = match arg {
        Arg::Num(n) => n.to_string(),
        Arg::Math(t) => t.clone(),
        Arg::Msg(_) => String::new(),
    };
    let category = if matches!(arg, Arg::Num(1)) {
        "one"
    } else {
        "other"
    };
    list.iter()
        .find(|(k, _, _)| *k == exact)
        .or_else(|| list.iter().find(|(k, _, _)| *k == category))
        .or_else(|| list.iter().find(|(_, _, d)| *d))
        .map_or("", |(_, body, _)| body)
}

/// Where the next variant (`[key]` or `*[key]`, outside any placeable) starts in `text`, or its
/// end.
fn next_variant(text: &str) -> usize {
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            '*' | '[' if depth == 0 && variant_starts(part(text, i, text.len())) => return i,
            _ => {}
        }
    }
    text.len()
}

/// Whether `text` starts with `[key]` or `*[key]` (a key: letters, digits, `-`).
fn variant_starts(text: &str) -> bool {
    let text = text.strip_prefix('*').unwrap_or(text);
    let Some(rest) = text.strip_prefix('[') else {
        return false;
    };
    rest.find(']').is_some_and(|end| {
        end > 0
            && part(rest, 0, end)
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-')
    })
}

#[cfg(test)]
/// A catalogue's entries as written: `id = value` and the value's indented continuation lines.
pub(crate) fn catalogue_entries(ftl: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in ftl.lines() {
        if let Some((id, value)) = line
            .split_once(" = ")
            .filter(|_| !line.starts_with([' ', '#']))
        {
            out.push((id.to_string(), value.to_string()));
        } else if line.starts_with(' ') {
            let last = out.last_mut().expect("a continuation after an entry");
            last.1.push('\n');
            last.1.push_str(line);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variables_selectors_and_nested_messages_render_in_english() {
        let m = Message::new("mf-longest-loss")
            .num("take", 3)
            .num("moves", 1);
        assert_eq!(
            m.english(),
            "taking 3 makes the game last longest (1 more move with best play)"
        );
        let m = Message::new("mf-longest-loss")
            .num("take", 2)
            .num("moves", 5);
        assert_eq!(
            m.english(),
            "taking 2 makes the game last longest (5 more moves with best play)"
        );
        let inner = Message::new("mf-longest-loss")
            .num("take", 1)
            .num("moves", 0);
        let outer = Message::new("mf-lose")
            .msg(
                "rep",
                Message::new("mf-rep")
                    .num("n", 4)
                    .math("sum", "3 + 1")
                    .num("smallest", 1),
            )
            .num("pile", 4)
            .num("g", 1)
            .num("x", 0)
            .msg("last", inner);
        assert!(
            outer.english().ends_with("(0 more moves with best play)."),
            "{}",
            outer.english()
        );
        assert_eq!(Message::new("no-such-id").english(), "{no-such-id}");
    }

    #[test]
    fn the_english_catalogues_hold_exactly_the_templates() {
        // (a part may have several tables, in order: its catalogue holds them one after another)
        let mut parts: Vec<(&str, Vec<(&str, &str)>)> = Vec::new();
        for (part, table) in CATALOGUES {
            match parts.iter_mut().find(|(p, _)| p == part) {
                Some((_, all)) => all.extend(table.iter().copied()),
                None => parts.push((part, table.to_vec())),
            }
        }
        for (part, table) in parts {
            let path = format!("{}/www/js/i18n/{part}/en.js", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).expect("the catalogue");
            let ftl = text
                .split('`')
                .nth(1)
                .expect("the catalogue's FTL in a template literal");
            let want: Vec<(String, String)> = table
                .iter()
                .map(|(i, t)| ((*i).to_string(), (*t).to_string()))
                .collect();
            assert_eq!(super::catalogue_entries(ftl), want, "{path} and its table");
        }
    }

    #[test]
    fn every_template_renders_with_its_variables() {
        for (_, table) in CATALOGUES {
            for (id, template) in *table {
                let mut m = Message::new(id);
                for name in template.split('$').skip(1).map(|rest| {
                    rest.split(|c: char| !c.is_ascii_alphanumeric())
                        .next()
                        .unwrap_or("")
                }) {
                    let name: &'static str = Box::leak(name.to_string().into_boxed_str());
                    if m.arg(name).is_none() {
                        m = m.num(name, 2);
                    }
                }
                let english = m.english();
                // (a variant's key, `[one]` or `*[other]`, left in shows as `[` or `*`; a template
                // without a selector may write brackets: "the moves [m_i, M_i]")
                let left: &[char] = match template.contains("->") {
                    true => &['{', '}', '$', '[', '*'],
                    false => &['{', '}', '$'],
                };
                assert!(!english.contains(left), "{id}: {english}");
                assert!(!english.is_empty(), "{id}");
            }
        }
    }

    #[test]
    fn messages_serialize_as_id_and_named_arguments() {
        let m = Message::new("mf-rep")
            .num("n", 20)
            .math("sum", "2 + 5 + 13")
            .num("smallest", u64::MAX);
        assert_eq!(
            serde_json::to_value(&m).unwrap(),
            serde_json::json!({"id": "mf-rep", "args": {"n": 20, "sum": "2 + 5 + 13", "smallest": "18446744073709551615"}})
        );
    }
}
