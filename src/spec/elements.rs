//! The widgets a course page embeds: `<nim-lab-game game="move-fn" f="2x" pile="20" max="19">`,
//! or `embed.html?game=move-fn&f=2x&pile=20&max=19` (`?view=table&f=2x&upto=100` for a view).
//! Attributes are named as a teacher would name them; each sets a URL key of the playground and
//! is checked by that key's field, so the element, the embed and the playground share one
//! vocabulary and one set of messages (named by the attribute: `min: m_2 = 0: …`).

use super::fields::{field, Field, Value, COMMON, FIELDS, SECTIONS};
use super::packages::{package_for, packages_for, same, FULL};
use super::{Given, State};
use crate::error::Error;
use crate::message::Message;
use serde::Serialize;
use serde_json::{Map, Value as Json};

/// A game to play, or a view to look at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// `<nim-lab-game game="…">`, `embed.html?game=…`.
    Game,
    /// `<nim-lab-view view="…">`, `embed.html?view=…`.
    View,
}

impl Kind {
    /// The attribute that names the widget: `game` or `view`.
    pub fn attribute(self) -> &'static str {
        match self {
            Kind::Game => "game",
            Kind::View => "view",
        }
    }
}

/// An attribute: its name, the URL key it sets, the key it sets instead when the move function
/// has a period t ≥ 2 (the move-function game only), and its default where it is not the key's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attr {
    /// The attribute's name.
    pub name: &'static str,
    /// The URL key it sets.
    pub key: &'static str,
    /// The key it sets when t ≥ 2.
    pub periodic: Option<&'static str>,
    /// Its default, where it is not the key's.
    pub default: Option<&'static str>,
}

/// A widget: its name, kind, the family (the Rust module) and section it comes from, the part
/// of the Cut-the-Knot section it shows, its title, and its attributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Widget {
    /// `move-fn`, `blocking`, `table`, ….
    pub name: &'static str,
    /// A game or a view.
    pub kind: Kind,
    /// The game family: `move_fn`, `blocking`, `cut_the_knot` or `single_delete`.
    pub family: &'static str,
    /// The playground's section (`periodic` instead of `one` for t ≥ 2).
    pub section: &'static str,
    /// The value of `kpart` (Cut-the-Knot widgets).
    pub part: Option<&'static str>,
    /// What a heading calls it.
    pub title: &'static str,
    /// Its own attributes (theme, hints, level and lang come with every widget: [`COMMON`]).
    pub attrs: &'static [Attr],
}

impl Widget {
    /// The Cargo feature whose exports it needs (src/wasm/ gates them): a periodic move-function
    /// game (t ≥ 2) needs `move-fn-periodic`, the f(x) game `move-fn-game` alone, the
    /// move-function views its analyses (`move-fn`); another family's widget, its family's feature.
    pub const fn feature(&self, periodic: bool) -> &'static str {
        let family = self.family;
        if same(family, "move_fn") {
            match (self.kind, periodic) {
                (Kind::View, _) => "move-fn",
                (Kind::Game, true) => "move-fn-periodic",
                (Kind::Game, false) => "move-fn-game",
            }
        } else if same(family, "blocking") {
            "blocking"
        } else if same(family, "cut_the_knot") {
            "cut-the-knot"
        } else if same(family, "single_delete") {
            "single-delete"
        } else {
            "default"
        }
    }

    /// The wasm packages that show this widget with its defaults, smallest first, the full one
    /// last ([`PACKAGES`](super::packages::PACKAGES): its family's own, then the full one; the
    /// move-function game f(x) in the course-page package `nimlab_move_fn` and in the family's
    /// whole one, which holds it). A periodic game (t ≥ 2) needs more ([`Settings::package`]).
    /// Every package carries this whole vocabulary.
    pub fn packages(&self) -> Vec<&'static str> {
        packages_for(self.feature(false))
    }

    /// The smallest of [`Widget::packages`]: the one a page of this widget alone loads.
    pub fn package(&self) -> &'static str {
        self.package_when(false)
    }

    /// The smallest package for this widget, periodic (t ≥ 2) or not: from [`PACKAGE_OF`],
    /// computed at compile time.
    fn package_when(&self, periodic: bool) -> &'static str {
        let i = WIDGETS.iter().position(|w| w.name == self.name);
        i.map_or(FULL, |i| PACKAGE_OF[i][usize::from(periodic)])
    }
}

/// Each widget's smallest package ([`package_for`] of its [`Widget::feature`]), then its
/// smallest package when periodic (t ≥ 2), in the order of [`WIDGETS`].
const PACKAGE_OF: [[&str; 2]; WIDGETS.len()] = {
    let mut out = [[FULL; 2]; WIDGETS.len()];
    let mut i = 0;
    while i < WIDGETS.len() {
        let w = &WIDGETS[i];
        out[i] = [package_for(w.feature(false)), package_for(w.feature(true))];
        i += 1;
    }
    out
};

const fn a(name: &'static str, key: &'static str) -> Attr {
    Attr {
        name,
        key,
        periodic: None,
        default: None,
    }
}

const fn p(name: &'static str, key: &'static str, periodic: &'static str) -> Attr {
    Attr {
        periodic: Some(periodic),
        ..a(name, key)
    }
}

#[rustfmt::skip]
const fn w(name: &'static str, kind: Kind, family: &'static str, section: &'static str, title: &'static str, attrs: &'static [Attr]) -> Widget {
    Widget { name, kind, family, section, part: None, title, attrs }
}

const fn knot(
    name: &'static str,
    part: &'static str,
    title: &'static str,
    attrs: &'static [Attr],
) -> Widget {
    Widget {
        part: Some(part),
        ..w(
            name,
            Kind::Game,
            "cut_the_knot",
            "cut-the-knot",
            title,
            attrs,
        )
    }
}

/// The period of the move-function game: 1 (f of x alone) unless given.
const PERIOD: Attr = Attr {
    default: Some("1"),
    ..p("t", "t", "t")
};

/// Every widget.
#[rustfmt::skip]
pub const WIDGETS: [Widget; 9] = [
    w("move-fn", Kind::Game, "move_fn", "move-fn", "The move-function game",
      &[p("f", "f", "pf"), PERIOD, p("i", "pgame", "pgame"), p("pile", "pile", "ppile"), p("max", "max", "pmax"), a("first", "first")]),
    w("blocking", Kind::Game, "blocking", "blocking", "Blocking Nim",
      &[a("c", "bc"), a("min", "bmin"), a("max", "bmax"), a("pile", "bpile"), a("first", "bfirst")]),
    knot("subtraction", "minmax", "Subtraction game (One Pile with Min/Max)", &[a("set", "kset"), a("pile", "kpile"), a("first", "kfirst")]),
    knot("take-away", "takeaway", "Take-away game", &[a("f", "tf"), a("pile", "tpile"), a("first", "kfirst")]),
    knot("sum", "grundy", "Sum of take-away games", &[a("f", "tf"), a("piles", "grow"), a("first", "kfirst")]),
    w("single-delete", Kind::Game, "single_delete", "single-delete", "Single-delete Nim", &[a("piles", "dstart"), a("first", "dfirst")]),
    w("table", Kind::View, "move_fn", "move-fn", "Table of g(N)", &[a("f", "f"), a("upto", "upto")]),
    w("base", Kind::View, "move_fn", "move-fn", "The g-base and the representation of N", &[a("f", "f"), a("n", "n")]),
    w("plot", Kind::View, "move_fn", "move-fn", "Plot of g(N)", &[a("f", "f"), a("upto", "upto")]),
];

/// A widget as a form needs it (`elementSpec`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WidgetSpec {
    /// `move-fn`, `table`, ….
    pub name: &'static str,
    /// `game` or `view`.
    pub kind: Kind,
    /// The family (Rust module).
    pub family: &'static str,
    /// The wasm package it needs ([`Widget::package`]; the others that show it, [`Widget::packages`],
    /// are the family's declaration's `packages`, which a test compares).
    pub package: &'static str,
    /// The playground's section.
    pub section: &'static str,
    /// What a heading calls it.
    pub title: &'static str,
    /// Its own attributes: `name`, `key`, `periodicKey` (move-fn, for t ≥ 2), and the key's
    /// [`Field::limits`](super::Field::limits) with the attribute's own default.
    pub attrs: Vec<Map<String, Json>>,
}

/// Every widget and the attributes all of them take (`elementSpec`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Spec {
    /// The widgets.
    pub widgets: Vec<WidgetSpec>,
    /// theme, hints, level and lang: `name` and their limits.
    pub common: Vec<Map<String, Json>>,
}

/// The whole vocabulary of the elements.
pub fn spec() -> Spec {
    let attr = |a: &Attr| {
        let mut out = Map::new();
        out.insert("name".into(), a.name.into());
        out.insert("key".into(), a.key.into());
        let periodic = a.periodic.filter(|&k| k != a.key);
        out.extend(periodic.map(|k| ("periodicKey".into(), k.into())));
        let f = field(a.key).map(|f| Field {
            default: a.default.unwrap_or(f.default),
            ..*f
        });
        out.extend(f.map(|f| f.limits()).unwrap_or_default());
        out
    };
    let widgets = WIDGETS.iter().map(|w| WidgetSpec {
        name: w.name,
        kind: w.kind,
        family: w.family,
        package: w.package(),
        section: w.section,
        title: w.title,
        attrs: w.attrs.iter().map(attr).collect(),
    });
    let common = COMMON.iter().map(|c| {
        let name = ("name".to_string(), Json::from(c.key));
        std::iter::once(name).chain(c.limits()).collect()
    });
    Spec {
        widgets: widgets.collect(),
        common: common.collect(),
    }
}

/// [`spec`] as JSON, as `serde_json` writes it (src/spec/elements.json): what the packages built
/// for size answer `elementSpec` with, parsed by JavaScript, instead of carrying the code that
/// builds it (the vocabulary's tables walked into maps, then each map made a JS object: 2.5 KB
/// of the course-page package, gzipped). A test holds it to [`spec`]; after a change to the widgets
/// or the fields, `NIMLAB_WRITE_SPEC=1 cargo test --lib spec_json` writes it again.
pub const SPEC_JSON: &str = include_str!("elements.json");

/// An attribute that could not be used, and why (the message names the attribute first).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AttrError {
    /// The attribute.
    pub attr: String,
    /// What was wrong.
    pub message: String,
    /// `message` as a message of the catalogues (`{id, args}`, as a thrown error's `l10n`: the
    /// page words it in its language), where the error has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub l10n: Option<Message>,
}

/// A widget's attributes, read and checked (`elementSettings`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Settings {
    /// The widget's name; `None` when it is not one.
    pub widget: Option<&'static str>,
    /// Game or view.
    pub kind: Option<Kind>,
    /// The family (Rust module).
    pub family: Option<&'static str>,
    /// The smallest wasm package these settings need: the widget's ([`Widget::package`]), or
    /// the move-function family's whole one for a periodic game (t ≥ 2). A page whose package
    /// holds less (one before it in the widget's [`Widget::packages`]) loads it.
    pub package: Option<&'static str>,
    /// The playground's section shown (`periodic` for the move-function game with t ≥ 2).
    pub section: Option<&'static str>,
    /// Every attribute's value (given, or its default where it was missing or bad): numbers as
    /// numbers, text as text; theme, hints, level and lang too.
    pub settings: Map<String, Json>,
    /// What could not be used.
    pub errors: Vec<AttrError>,
    /// The playground's URL query showing the same (for an "Open in Nim Lab" link).
    pub query: String,
}

/// "a, b, c" of names.
fn names(list: &[&str]) -> String {
    list.join(", ")
}

impl AttrError {
    fn new(attr: &str, message: String) -> Self {
        AttrError {
            attr: attr.to_string(),
            message,
            l10n: None,
        }
    }

    /// The refusal `e` of `attr`, with its message.
    fn of(attr: &str, e: &Error) -> Self {
        AttrError {
            l10n: e.message(),
            ..AttrError::new(attr, e.to_string())
        }
    }
}

/// Reads the attributes of `widget` (a JSON value, normally a widget's name) from `attrs` (an
/// object of texts; numbers are read as their text, `null` as missing). Missing attributes take
/// their defaults; a bad one is reported and its default used; unknown ones are reported. Never
/// fails, whatever it is given.
pub fn settings(widget: &Given, attrs: &Given) -> Settings {
    let mut errors = Vec::new();
    let given = given(attrs, &mut errors);
    let common = common(&given, &mut errors);
    let name = widget.text("game").ok().flatten();
    let mut out = match WIDGETS.iter().find(|w| Some(w.name) == name.as_deref()) {
        Some(w) => read(w, &given, &mut errors),
        None => {
            errors.push(unknown_widget(name.as_deref(), &given));
            Settings {
                widget: None,
                kind: None,
                family: None,
                package: None,
                section: None,
                settings: Map::new(),
                errors: Vec::new(),
                query: State::default().to_query(),
            }
        }
    };
    out.settings.extend(common);
    // in the order the attributes were given, the others last: an insertion sort of the few
    // errors (a library sort put 3 KiB of sorting code in the course-page package)
    let rank =
        |e: &AttrError| (given.iter().position(|(n, _)| *n == e.attr)).unwrap_or(given.len());
    for i in 1..errors.len() {
        let mut j = i;
        while j > 0 && rank(&errors[j - 1]) > rank(&errors[j]) {
            errors.swap(j - 1, j);
            j -= 1;
        }
    }
    out.errors = errors;
    out
}

/// The attributes given, as (name, text) in their order; `null` ones left out.
fn given(attrs: &Given, errors: &mut Vec<AttrError>) -> Vec<(String, String)> {
    let map = match attrs {
        Given::Object(map) => map,
        Given::Missing => return Vec::new(),
        other => {
            let wrong = Message::new("err-attrs-object").msg("what", other.what());
            errors.push(AttrError::of("attributes", &Error::Wrong(wrong)));
            return Vec::new();
        }
    };
    let mut given = Vec::new();
    for (name, v) in map {
        match v.text(name) {
            Ok(Some(text)) => given.push((name.clone(), text)),
            Ok(None) => {}
            Err(why) => errors.push(AttrError::of(name, &why)),
        }
    }
    given
}

/// theme, hints, level and lang, checked.
fn common(given: &[(String, String)], errors: &mut Vec<AttrError>) -> Map<String, Json> {
    let mut out = Map::new();
    for c in &COMMON {
        let text = given
            .iter()
            .find(|(n, _)| n == c.key)
            .map(|(_, t)| t.as_str());
        let value = match text.map(|t| c.check(t, &State::default())) {
            Some(Ok(v)) => v,
            Some(Err(e)) => {
                errors.push(AttrError::of(c.key, &c.named(c.key, e)));
                c.default_value()
            }
            None => c.default_value(),
        };
        out.insert(c.key.into(), value.json());
    }
    out
}

/// The error for a name that is no widget, on `view` when only `view` was given, else `game`.
fn unknown_widget(name: Option<&str>, given: &[(String, String)]) -> AttrError {
    let has = |attr: &str| given.iter().any(|(n, _)| n == attr);
    let attr = if has("view") && !has("game") {
        "view"
    } else {
        "game"
    };
    let of = |kind: Kind| {
        let mut list = Vec::new();
        for w in &WIDGETS {
            if w.kind == kind {
                list.push(w.name);
            }
        }
        names(&list)
    };
    let said = match name {
        Some(n) => Message::new("err-not-widget").math("name", n),
        None => Message::new("err-no-widget"),
    };
    let said = said
        .math("games", of(Kind::Game))
        .math("views", of(Kind::View));
    let named = Message::new("err-named")
        .math("name", attr)
        .msg("error", said);
    AttrError::of(attr, &Error::Wrong(named))
}

/// The attributes of `w` read into a playground state; their values and the link.
fn read(w: &'static Widget, given: &[(String, String)], errors: &mut Vec<AttrError>) -> Settings {
    // (plain loops here and below: each iterator chain collected was its own instance of
    // library code, a few KiB of the course-page package in all)
    let mut texts: Vec<(&'static Attr, String)> = Vec::new();
    for a in w.attrs {
        if let Some(default) = a.default {
            if !given.iter().any(|(n, _)| n == a.name) {
                texts.push((a, default.to_string()));
            }
        }
    }
    let mut unknown = Vec::new();
    for (name, text) in given {
        if let Some(a) = w.attrs.iter().find(|a| a.name == name) {
            texts.push((a, text.clone()));
        } else if name != w.kind.attribute() && !COMMON.iter().any(|c| c.key == name) {
            let mut known = Vec::new();
            for a in w.attrs {
                known.push(a.name);
            }
            for c in &COMMON {
                known.push(c.key);
            }
            let unknown_attr = Message::new("err-unknown-attr")
                .math("name", name)
                .math("widget", w.name)
                .math("kind", w.kind.attribute())
                .math("known", names(&known));
            unknown.push((name.clone(), Err(Error::Wrong(unknown_attr))));
        }
    }
    let periodic = period(&mut texts, errors) >= 2;
    let key = |a: &Attr| {
        if periodic {
            a.periodic.unwrap_or(a.key)
        } else {
            a.key
        }
    };
    let section = if periodic { "periodic" } else { w.section };
    let mut state = State::default();
    let mut entries: Vec<super::Entry> = Vec::new();
    for (k, v) in [("sec", Some(section)), ("kpart", w.part)] {
        if let (Some(f), Some(v)) = (field(k), v) {
            entries.push((k.to_string(), Ok((f, v.to_string()))));
        }
    }
    entries.append(&mut unknown);
    for (a, text) in texts {
        let f = field(key(a)).ok_or_else(|| Error::Bug(format!("{}: no such setting", a.name)));
        entries.push((a.name.to_string(), f.map(|f| (f, text))));
    }
    for e in state.apply(entries) {
        errors.push(AttrError {
            l10n: e.l10n,
            ..AttrError::new(&e.key, e.message)
        });
    }
    let mut settings = Map::new();
    for a in w.attrs {
        if let Some(v) = state.get(key(a)) {
            settings.insert(a.name.to_string(), v.json());
        }
    }
    // The link shows this widget's section only (and the first, whose keys every link has).
    for (f, v) in FIELDS.iter().zip(&mut state.values) {
        if ![section, SECTIONS[0], "common"].contains(&f.section) {
            *v = f.default_value();
        }
    }
    Settings {
        widget: Some(w.name),
        kind: Some(w.kind),
        family: Some(w.family),
        package: Some(w.package_when(periodic)),
        section: Some(section),
        settings,
        errors: Vec::new(),
        query: state.to_query(),
    }
}

/// The period t of the move-function game as given (1 when absent or bad, which is reported and
/// replaced); 1 for the other widgets.
fn period(texts: &mut [(&'static Attr, String)], errors: &mut Vec<AttrError>) -> u64 {
    let Some((a, text)) = texts.iter_mut().find(|(a, _)| **a == PERIOD) else {
        return 1;
    };
    let Some(f) = field(a.key) else { return 1 };
    match f.check(text, &State::default()) {
        Ok(Value::Number(t)) => t,
        Ok(Value::Text(_)) => 1,
        Err(e) => {
            errors.push(AttrError::of(a.name, &f.named(a.name, e)));
            *text = "1".into();
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn read(widget: &str, attrs: Json) -> Settings {
        settings(&Given::Text(widget.into()), &(&attrs).into())
    }

    #[test]
    fn every_widget_title_is_the_frame_catalogues_english() {
        // (the elements word a widget's title from the frame's catalogue, frame-title-<widget>)
        let path = format!("{}/www/js/i18n/frame/en.js", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("the frame's English catalogue");
        let entries = crate::message::catalogue_entries(text.split('`').nth(1).expect("its FTL"));
        for w in WIDGETS {
            let id = format!("frame-title-{}", w.name);
            let english = entries
                .iter()
                .find(|(i, _)| *i == id)
                .map(|(_, t)| t.as_str());
            assert_eq!(english, Some(w.title), "{id} in {path}");
        }
    }

    fn messages(s: &Settings) -> Vec<(&str, &str)> {
        s.errors
            .iter()
            .map(|e| (e.attr.as_str(), e.message.as_str()))
            .collect()
    }

    #[test]
    fn errors_come_in_the_order_the_attributes_were_given() {
        // the common attributes are read before the widget's, the period before f; the errors
        // still follow the page's order, and an unknown widget's error comes last
        let s = read(
            "move-fn",
            json!({"pile": "0", "theme": "neon", "f": "2x +", "t": "99", "level": "x", "max": "0"}),
        );
        let attrs: Vec<&str> = s.errors.iter().map(|e| e.attr.as_str()).collect();
        assert_eq!(
            attrs,
            ["pile", "theme", "f", "t", "level", "max"],
            "{:?}",
            s.errors
        );
        let s = settings(
            &Given::Text("nope".into()),
            &(&json!({"hints": "maybe"})).into(),
        );
        let attrs: Vec<&str> = s.errors.iter().map(|e| e.attr.as_str()).collect();
        assert_eq!(attrs, ["hints", "game"], "{:?}", s.errors);
    }

    /// An attribute of megabytes (a shared link's value, copied onto the element) is named by
    /// its length, unread, whether it came as text or was left in JavaScript by its length
    /// (`Given::Long`, as the wasm layer hands over a string past the cap); the widget still
    /// reads its other attributes, and a widget name that long is no widget.
    #[test]
    fn attributes_of_megabytes_are_refused_by_their_length() {
        for f in [Given::Text("2x + ".repeat(400_000)), Given::Long(2_000_000)] {
            let attrs = Given::Object(vec![
                ("f".into(), f),
                ("pile".into(), Given::Text("7".into())),
            ]);
            let s = settings(&Given::Text("move-fn".into()), &attrs);
            assert_eq!(
                messages(&s),
                [("f", "f is 2000000 characters long: the limit is 10000")]
            );
            assert_eq!(s.settings["pile"], 7);
            assert_eq!(s.settings["f"], "2x");
        }
        let s = settings(&Given::Long(2_000_000), &Given::Missing);
        assert_eq!(s.widget, None);
    }

    #[test]
    fn the_move_function_game_alone_is_in_the_course_page_package() {
        for w in &WIDGETS {
            let expected: &[&str] = match w.family {
                "move_fn" if w.kind == Kind::Game => &[
                    "nimlab_move_fn",
                    "nimlab_move_fn_views",
                    "nimlab_move_fn_all",
                    "nimlab",
                ],
                // the views: f(x)'s analyses, without the periodic ones
                "move_fn" => &["nimlab_move_fn_views", "nimlab_move_fn_all", "nimlab"],
                "blocking" => &["nimlab_blocking", "nimlab"],
                "cut_the_knot" => &["nimlab_cut_the_knot", "nimlab"],
                "single_delete" => &["nimlab_single_delete", "nimlab"],
                family => panic!("{}: no package for the family {family}", w.name),
            };
            assert_eq!(w.packages(), expected, "{}", w.name);
            assert_eq!(
                read(w.name, json!({})).package,
                Some(expected[0]),
                "{}",
                w.name
            );
            let listed = spec()
                .widgets
                .into_iter()
                .find(|s| s.name == w.name)
                .unwrap();
            assert_eq!(listed.package, expected[0], "{}", w.name);
        }
        // periodic f(n, x) is the same widget in the family's whole package (the course-page one
        // leaves its games out); a bad t is reported and read as 1
        let periodic = read("move-fn", json!({"f": "x + n", "t": "2"}));
        assert_eq!(
            (periodic.section, periodic.package),
            (Some("periodic"), Some("nimlab_move_fn_all"))
        );
        let bad = read("move-fn", json!({"t": "two"}));
        assert_eq!(
            (bad.section, bad.package),
            (Some("move-fn"), Some("nimlab_move_fn"))
        );
        assert_eq!(bad.errors.len(), 1);
        assert_eq!(read("nope", json!({})).package, None);
    }

    /// Each widget's packages are its family's and the full one, each one build.sh builds
    /// (the table it reads: [`PACKAGES`](super::super::packages::PACKAGES)), and each holds the
    /// Cargo feature the widget's exports are gated on; a package whose features are a subset
    /// of another's is listed before it (the page takes the first both of two widgets share).
    #[test]
    fn every_widget_is_in_its_family_package_and_the_full_one() {
        use super::super::packages::{FULL, PACKAGES};
        for w in &WIDGETS {
            for periodic in [false, true] {
                let names = packages_for(w.feature(periodic));
                assert_eq!(names.last(), Some(&FULL), "{}", w.name);
                // each holds the ones before it (a page moves only to a later one)
                let package = |name: &&str| PACKAGES.iter().find(|p| p.name == *name).unwrap();
                for pair in names.windows(2) {
                    let (a, b) = (package(&pair[0]), package(&pair[1]));
                    assert!(a.features.iter().all(|f| b.has(f)), "{pair:?}");
                }
                for name in &names {
                    let p = PACKAGES.iter().find(|p| p.name == *name).unwrap();
                    assert!(p.has(w.feature(periodic)), "{name}: {}", w.name);
                    // a family's package is named after it
                    assert!(p.is_full() || name.starts_with(&format!("nimlab_{}", w.family)));
                }
            }
        }
        for (i, p) in PACKAGES.iter().enumerate() {
            for q in &PACKAGES[..i] {
                let within = q.features.iter().all(|f| p.has(f));
                let reverse = !q.is_full() && p.features.iter().all(|f| q.has(f));
                assert!(
                    !reverse || within,
                    "{} holds {} but is listed first",
                    q.name,
                    p.name
                );
            }
        }
    }

    /// The families' declarations (www/js/families/<f>/index.js) list each widget's packages as
    /// the engine does ([`Widget::packages`]): a page loads the first its elements share, and
    /// moves to a later one of the list when `elementSettings` names it.
    #[test]
    fn each_family_declares_its_widgets_packages_as_the_engine_says() {
        let declarations = [
            include_str!("../../www/js/families/move_fn/index.js"),
            include_str!("../../www/js/families/blocking/index.js"),
            include_str!("../../www/js/families/cut_the_knot/index.js"),
            include_str!("../../www/js/families/single_delete/index.js"),
        ];
        for w in &WIDGETS {
            let file = (declarations.iter())
                .find(|d| d.contains(&format!("name: '{}',", w.family)))
                .unwrap_or_else(|| panic!("no index.js registers {}", w.family));
            let key = if w.name.contains('-') {
                format!("'{}': {{", w.name)
            } else {
                format!(" {}: {{", w.name)
            };
            let line = file
                .lines()
                .find(|l| l.contains(&key))
                .unwrap_or_else(|| panic!("{key}"));
            let list: Vec<String> = w.packages().iter().map(|p| format!("'{p}'")).collect();
            let want = format!("packages: [{}]", list.join(", "));
            assert!(line.contains(&want), "{}: {line} (want {want})", w.name);
        }
    }

    #[test]
    fn every_widget_reads_its_defaults_and_links_to_its_section() {
        for w in &WIDGETS {
            let s = read(w.name, json!({}));
            assert!(s.errors.is_empty(), "{}: {:?}", w.name, s.errors);
            assert_eq!(
                (s.widget, s.kind, s.family),
                (Some(w.name), Some(w.kind), Some(w.family))
            );
            let names: Vec<&str> = s.settings.keys().map(String::as_str).collect();
            let want: Vec<&str> = w
                .attrs
                .iter()
                .map(|a| a.name)
                .chain(["theme", "hints", "level", "lang"])
                .collect();
            assert_eq!(names, want, "{}", w.name);
            let (state, errs) = State::from_query(&s.query);
            assert!(errs.is_empty(), "{}: {errs:?}", w.name);
            assert_eq!(state.text("sec"), Some(w.section), "{}", w.name);
            assert_eq!(
                state.text("kpart"),
                Some(w.part.unwrap_or("minmax")),
                "{}",
                w.name
            );
            for a in w.attrs.iter().filter(|a| a.default.is_none()) {
                assert_eq!(
                    s.settings[a.name],
                    state.get(a.key).unwrap().json(),
                    "{}.{}",
                    w.name,
                    a.name
                );
            }
        }
    }

    #[test]
    fn every_attribute_sets_a_field() {
        for w in &WIDGETS {
            for a in w.attrs {
                assert!(field(a.key).is_some(), "{}.{}", w.name, a.name);
                assert!(
                    a.periodic.is_none_or(|k| field(k).is_some()),
                    "{}.{}",
                    w.name,
                    a.name
                );
            }
        }
    }

    #[test]
    fn the_course_page_example() {
        let s = read(
            "move-fn",
            json!({"f": "2x", "pile": "20", "max": "19", "first": "you"}),
        );
        assert!(s.errors.is_empty(), "{:?}", s.errors);
        assert_eq!(s.section, Some("move-fn"));
        assert_eq!(
            Json::Object(s.settings),
            json!({"f": "2x", "t": 1, "i": 0, "pile": 20, "max": 19, "first": "you", "theme": "auto", "hints": "on", "level": "perfect", "lang": "auto"})
        );
        assert_eq!(s.query, "f=2x&upto=1000&n=100&pile=20&max=19&first=you");
    }

    // (reads move functions: a build with their parser)
    #[cfg(any(feature = "move-fn-game", feature = "cut-the-knot"))]
    #[test]
    fn a_period_of_two_or_more_is_the_periodic_section() {
        let attrs =
            json!({"f": "x + n", "t": "3", "i": "2", "pile": 33, "max": "7", "first": "engine"});
        let s = read("move-fn", attrs);
        assert!(s.errors.is_empty(), "{:?}", s.errors);
        assert_eq!(s.section, Some("periodic"));
        assert_eq!(s.settings["f"], "x + n");
        assert_eq!(
            (s.settings["t"].clone(), s.settings["i"].clone()),
            (json!(3), json!(2))
        );
        let (state, errs) = State::from_query(&s.query);
        assert!(errs.is_empty(), "{errs:?}");
        let got: Vec<String> = [
            "sec", "pf", "t", "pgame", "ppile", "pmax", "first", "f", "pile",
        ]
        .iter()
        .map(|k| state.get(k).unwrap().text())
        .collect();
        assert_eq!(
            got,
            ["periodic", "x + n", "3", "2", "33", "7", "engine", "2x", "20"]
        );
        // t = 1 is the first section: only G_0, and the periodic keys stay out of the link.
        let s = read("move-fn", json!({"t": "1", "i": "1", "f": "x + n"}));
        assert_eq!(
            messages(&s),
            [
                ("i", "i = 1 is too large: the limit is 0 (the games are G_0 … G_(t−1))"),
                ("f", "f: column 5: `n` (the pile size before the last move) is not available in this game; the move function may use x"),
            ]
        );
        assert_eq!(s.section, Some("move-fn"));
        assert_eq!(s.query, "f=2x&upto=1000&n=100&pile=20&max=19&first=you");
        // A bad period is reported and 1 used.
        let s = read("move-fn", json!({"t": "9"}));
        assert_eq!(
            messages(&s),
            [(
                "t",
                "t = 9 is too large: the limit is 8 (the page solves up to 8 games at once)"
            )]
        );
        assert_eq!(
            (s.section, s.settings["t"].clone()),
            (Some("move-fn"), json!(1))
        );
    }

    // (reads other families' values: the full build)
    #[cfg(all(
        feature = "blocking",
        feature = "cut-the-knot",
        feature = "single-delete"
    ))]
    #[test]
    fn bad_values_are_named_by_the_attribute_and_fall_back() {
        let s = read(
            "blocking",
            json!({"c": "0", "min": "1, 0", "pile": "0", "first": "me"}),
        );
        assert_eq!(
            messages(&s),
            [
                ("min", "min: m_2 = 0: every move must take at least one counter (m_i ≥ 1)"),
                ("pile", "pile = 0 is too small: it must be at least 1 (games start with at most 10^6 counters)"),
                ("first", "first: 'me' is not who moves first (you or engine)"),
            ]
        );
        assert_eq!(Json::Object(s.settings.clone())["min"], "1, 3, 5");
        assert_eq!(
            (s.settings["pile"].clone(), s.settings["c"].clone()),
            (json!(40), json!("0"))
        );
        assert!(
            s.query.starts_with("f=2x&") && s.query.contains("sec=blocking&bc=0"),
            "{}",
            s.query
        );
        // M is checked against the m given (or kept), and m alone against the default M.
        let s = read("blocking", json!({"max": "2", "min": "3"}));
        assert_eq!(
            messages(&s)[0].1,
            "max: m_1 = 3 > M_1 = 2: the moves [m_i, M_i] must not be empty (M_i ≥ m_i)"
        );
        let s = read("blocking", json!({"min": "5"}));
        assert!(
            messages(&s)[0].1.starts_with("min: m_1 = 5 > M_1 = 3"),
            "{:?}",
            s.errors
        );
        assert_eq!(s.settings["min"], "1, 3, 5");
        let s = read("single-delete", json!({"piles": "5"}));
        assert!(
            messages(&s)[0]
                .1
                .starts_with("piles: number of piles = 1 is too small"),
            "{:?}",
            s.errors
        );
        let s = read("sum", json!({"piles": "4, 2001"}));
        assert!(
            messages(&s)[0]
                .1
                .starts_with("piles: pile = 2001 is too large"),
            "{:?}",
            s.errors
        );
        let s = read("take-away", json!({"f": "2x +", "pile": "1"}));
        assert_eq!(
            messages(&s)[0],
            ("f", "f: column 4: expected an expression after '+'")
        );
        assert!(messages(&s)[1]
            .1
            .starts_with("pile = 1 is too small: it must be at least 2"));
        let s = read("subtraction", json!({"set": "5..2"}));
        assert!(messages(&s)[0].1.starts_with("set: "), "{:?}", s.errors);
        assert!(
            s.query.contains("sec=cut-the-knot") && !s.query.contains("kpart"),
            "{}",
            s.query
        );
        let s = read("table", json!({"upto": "10^8"}));
        assert!(
            messages(&s)[0]
                .1
                .starts_with("upto = 100000000 is too large"),
            "{:?}",
            s.errors
        );
        let s = read("base", json!({"n": "10^18"}));
        assert_eq!(
            (s.errors.len(), s.settings["n"].clone()),
            (0, json!("1000000000000000000"))
        );
    }

    #[test]
    fn every_widget_takes_a_level_checked_as_the_engine_reads_it() {
        for w in &WIDGETS {
            let s = read(w.name, json!({"level": "beginner"}));
            assert!(s.errors.is_empty(), "{}: {:?}", w.name, s.errors);
            assert_eq!(s.settings["level"], "beginner", "{}", w.name);
            let s = read(w.name, json!({"level": "expert"}));
            let engine = crate::games::level::Level::parse("expert").unwrap_err();
            assert_eq!(messages(&s), [("level", engine.to_string().as_str())]);
            assert_eq!(s.settings["level"], "perfect", "{}", w.name);
        }
    }

    // (reads move functions: a build with their parser)
    #[cfg(any(feature = "move-fn-game", feature = "cut-the-knot"))]
    #[test]
    fn unknown_names_and_wrong_types_are_reported_never_thrown() {
        let s = read(
            "blocking",
            json!({"zoom": "3", "game": "blocking", "theme": "neon", "hints": "off"}),
        );
        assert_eq!(
            messages(&s),
            [
                ("zoom", "unknown attribute 'zoom' for the blocking game (known: c, min, max, pile, first, theme, hints, level, lang)"),
                ("theme", "theme: 'neon' is not a theme (auto, light, dark or projector)"),
            ]
        );
        assert_eq!(
            (s.settings["theme"].clone(), s.settings["hints"].clone()),
            (json!("auto"), json!("off"))
        );
        let s = read("chess", json!({"theme": "dark"}));
        assert_eq!(
            (s.widget, s.kind, s.family, s.section),
            (None, None, None, None)
        );
        assert_eq!(
            messages(&s),
            [("game", "game: 'chess' is not a Nim Lab widget (games: move-fn, blocking, subtraction, take-away, sum, single-delete; views: table, base, plot)")]
        );
        assert_eq!(s.settings["theme"], "dark");
        let s = read("graph", json!({"view": "graph"}));
        assert_eq!(s.errors[0].attr, "view");
        // Numbers where text is expected are read as their text; arrays and objects are not text.
        let s = read("table", json!({"f": 2, "upto": 50.0}));
        assert!(s.errors.is_empty(), "{:?}", s.errors);
        assert_eq!(
            (s.settings["f"].clone(), s.settings["upto"].clone()),
            (json!("2"), json!(50))
        );
        let s = read(
            "table",
            json!({"f": ["2x"], "upto": {"n": 1}, "hints": true}),
        );
        let attrs: Vec<&str> = s.errors.iter().map(|e| e.attr.as_str()).collect();
        assert_eq!(attrs, ["f", "upto", "hints"]);
        for (widget, attrs) in [
            (json!(null), json!(null)),
            (json!(7), json!("f=2x")),
            (json!(["table"]), json!([1])),
        ] {
            let s = settings(&(&widget).into(), &(&attrs).into());
            assert_eq!(s.widget, None);
            assert!(!s.errors.is_empty());
        }
    }

    #[test]
    fn the_spec_json_is_the_spec() {
        let json = serde_json::to_string(&spec()).unwrap();
        if std::env::var_os("NIMLAB_WRITE_SPEC").is_some() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/spec/elements.json");
            std::fs::write(path, format!("{json}\n")).unwrap();
            return;
        }
        assert!(
            SPEC_JSON.trim_end() == json,
            "src/spec/elements.json is not spec() as JSON: write it again with \
             NIMLAB_WRITE_SPEC=1 cargo test --lib spec_json"
        );
        // JavaScript parses it: every number must be exact there, as the packages' converters
        // require of an answer
        fn exact(v: &Json) -> bool {
            match v {
                Json::Number(n) => n.as_u64().is_some_and(|n| n < 1 << 53),
                Json::Array(items) => items.iter().all(exact),
                Json::Object(map) => map.values().all(exact),
                _ => true,
            }
        }
        assert!(exact(&serde_json::from_str(SPEC_JSON).unwrap()));
    }

    #[test]
    fn the_spec_lists_every_widget_with_its_limits() {
        let spec = serde_json::to_value(spec()).unwrap();
        let names: Vec<&str> = spec["widgets"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w["name"].as_str().unwrap())
            .collect();
        assert_eq!(
            names,
            [
                "move-fn",
                "blocking",
                "subtraction",
                "take-away",
                "sum",
                "single-delete",
                "table",
                "base",
                "plot"
            ]
        );
        let move_fn = &spec["widgets"][0];
        assert_eq!(
            move_fn["attrs"][0],
            json!({"name": "f", "key": "f", "periodicKey": "pf", "kind": "text", "default": "2x"})
        );
        assert_eq!(move_fn["attrs"][1]["default"], 1);
        assert_eq!(move_fn["attrs"][1]["max"], 8);
        let pile = &spec["widgets"][1]["attrs"][3];
        assert_eq!(pile["key"], "bpile");
        assert_eq!(
            (pile["min"].clone(), pile["max"].clone()),
            (json!(1), json!(1_000_000))
        );
        assert_eq!(
            spec["common"][0],
            json!({"name": "theme", "kind": "choice", "default": "auto", "choices": ["auto", "light", "dark", "projector"]})
        );
    }
}
