//! How the page shows each field of [`FIELDS`](super::FIELDS): the label at its input and how long
//! it waits after a keystroke before the work the field starts. The page builds every setting
//! field from these (`specFields`), so a label, a limit or a delay is written once, here or in
//! the field's [`Kind`].
//!
//! Only `specFields` (the playground's feature) reads this table: the course-page package, whose
//! elements label nothing, leaves it out.

use super::fields::{Count, Field, Kind};

/// The wait after a keystroke in a rule (a move function, a sequence, a set) before it is used.
pub const TYPING_MS: u32 = 250;

/// The wait after a keystroke in a range that starts a long computation (a table's end).
pub const RANGE_MS: u32 = 2 * TYPING_MS;

/// The wait after a keystroke in single-delete Nim's range before every position is solved.
pub const SOLVE_MS: u32 = 400;

/// The labels of the fields, as Fluent templates by catalogue id (the English catalogue
/// `www/js/i18n/fields/en.js` holds exactly these lines; a test compares; the page words a label
/// in the reader's language from its catalogue). A label is text with two marks the page renders:
/// `$…$` is maths (in which `_x` is the subscript x), `[…]` a small note. `{ $min }` and
/// `{ $max }` stand for the field's limits (a number's range, a row's count of piles), `{ $pile }`
/// for a row's largest pile: maths as written, never reformatted.
pub const LABELS: &[(&str, &str)] = &[
    ("field-f", "Move function $f(x) =$"),
    ("field-upto", "Table up to $N =$"),
    ("field-kupto", "Table up to $S =$"),
    ("field-n", "Number $N$ (any size, e.g. 10^18)"),
    ("field-pile", "Start pile"),
    ("field-max", "First move: at most"),
    ("field-theme", "Theme"),
    ("field-lang", "Language"),
    ("field-pf", "Move function $f(n, x) =$"),
    ("field-t", "Period $t$ [{ $min }–{ $max }]"),
    ("field-pupto", "Tables up to $n =$"),
    ("field-pgame", "Game"),
    ("field-bc", "Blocks $c_i =$"),
    ("field-bmin", "Take at least $m_i =$"),
    ("field-bmax", "Take at most $M_i =$"),
    ("field-bupto", "Piles up to $N$"),
    ("field-bmoves", "Moves up to $K$ [{ $min }–{ $max }]"),
    ("field-kset", "or any subtraction set"),
    ("field-tupto", "Compare up to $N =$"),
    ("field-tn", "Number $N$ (any size below 2^53, e.g. 10^15)"),
    ("field-gupto", "Piles up to $N =$ [{ $min }–{ $max }]"),
    (
        "field-grow",
        "Piles ({ $min } to { $max }, each 1–{ $pile })",
    ),
    ("field-dpiles", "Piles $k$ [{ $min }–{ $max }]"),
    ("field-dmax", "Largest pile $S$"),
    ("field-dfix", "The other piles"),
    ("field-dstart", "Start ({ $min } to { $max } piles)"),
];

/// The label's catalogue id of a field (several keys share one: every game's start pile) and
/// the wait after a keystroke (0: at once), by URL key; no id for a choice the page shows as
/// tabs, a menu of its own or the game's buttons.
fn written(key: &str) -> (Option<&'static str>, u32) {
    let id = |id| Some(id);
    match key {
        "f" | "tf" => (id("field-f"), TYPING_MS),
        "upto" => (id("field-upto"), RANGE_MS),
        "kupto" => (id("field-kupto"), RANGE_MS),
        "n" => (id("field-n"), 0),
        "pile" | "ppile" | "bpile" | "kpile" | "tpile" => (id("field-pile"), 0),
        "max" | "pmax" => (id("field-max"), 0),
        "theme" => (id("field-theme"), 0),
        "lang" => (id("field-lang"), 0),
        "pf" => (id("field-pf"), TYPING_MS),
        "t" => (id("field-t"), 0),
        "pupto" => (id("field-pupto"), RANGE_MS),
        "pgame" => (id("field-pgame"), 0),
        "bc" => (id("field-bc"), TYPING_MS),
        "bmin" => (id("field-bmin"), TYPING_MS),
        "bmax" => (id("field-bmax"), TYPING_MS),
        "bupto" => (id("field-bupto"), RANGE_MS),
        "bmoves" => (id("field-bmoves"), RANGE_MS),
        "kset" => (id("field-kset"), TYPING_MS),
        "tupto" => (id("field-tupto"), RANGE_MS),
        "tn" => (id("field-tn"), 0),
        "gupto" => (id("field-gupto"), RANGE_MS),
        "grow" => (id("field-grow"), 0),
        "dpiles" => (id("field-dpiles"), SOLVE_MS),
        "dmax" => (id("field-dmax"), SOLVE_MS),
        "dfix" => (id("field-dfix"), 0),
        "dstart" => (id("field-dstart"), 0),
        _ => (None, 0),
    }
}

impl Field {
    /// The label's catalogue id and its arguments (the field's limits, as written), or `None`
    /// for a choice the page shows otherwise (a tab, the game's "who moves first").
    pub fn label_message(&self) -> Option<(&'static str, [(&'static str, String); 3])> {
        let (min, max, pile) = match self.kind {
            Kind::Number(min, max, _) | Kind::Digits(min, max, _) => (min, max, 0),
            Kind::Row(Count(min, max, _), pile, _) => (min as u64, max as u64, pile),
            _ => (0, 0, 0),
        };
        let args = [
            ("min", min.to_string()),
            ("max", max.to_string()),
            ("pile", pile.to_string()),
        ];
        written(self.key).0.map(|id| (id, args))
    }

    /// The label the page shows at this field's input in English, its limits filled in (the
    /// table [`LABELS`]); empty for a choice the page shows otherwise.
    pub fn label(&self) -> String {
        let Some((id, args)) = self.label_message() else {
            return String::new();
        };
        let template = LABELS
            .iter()
            .find(|(i, _)| *i == id)
            .map_or("", |(_, t)| *t);
        args.iter()
            .fold(template.to_string(), |text, (name, value)| {
                text.replace(&["{ $", name, " }"].concat(), value)
            })
    }

    /// How long the page waits after a keystroke in this field before the work it starts, in
    /// milliseconds: a rule [`TYPING_MS`], a range of a long computation [`RANGE_MS`]
    /// (single-delete Nim's [`SOLVE_MS`]), anything else 0 (used at once).
    pub fn delay_ms(&self) -> u32 {
        written(self.key).1
    }
}

#[cfg(test)]
mod tests {
    use super::super::FIELDS;
    use super::*;

    /// Every field the page shows as an input has a label; the choices it shows otherwise
    /// (tabs, the game's buttons, the level's menu) have none.
    #[test]
    fn every_typed_field_has_a_label() {
        for f in &FIELDS {
            let label = f.label();
            match f.kind {
                Kind::Choice(..) if !["theme", "lang"].contains(&f.key) => {
                    assert_eq!(label, "", "{}", f.key)
                }
                _ => assert!(!label.is_empty(), "{} has no label", f.key),
            }
            assert!(!label.contains('{'), "{}: {label}", f.key);
            assert_eq!(label.matches('$').count() % 2, 0, "{}: {label}", f.key);
        }
    }

    #[test]
    fn the_english_catalogue_holds_exactly_the_labels() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/www/js/i18n/fields/en.js");
        let text = std::fs::read_to_string(path).expect("the catalogue");
        let ftl = text.split('`').nth(1).expect("the catalogue's FTL");
        let want: Vec<(String, String)> = LABELS
            .iter()
            .map(|(i, t)| ((*i).to_string(), (*t).to_string()))
            .collect();
        assert_eq!(crate::message::catalogue_entries(ftl), want);
        // every label's id is in the table, and every line of the table is some field's label
        let used: Vec<&str> = FIELDS
            .iter()
            .filter_map(|f| f.label_message().map(|(id, _)| id))
            .collect();
        for (id, _) in LABELS {
            assert!(used.contains(id), "{id} labels no field");
        }
        for f in &FIELDS {
            if let Some((id, _)) = f.label_message() {
                assert!(LABELS.iter().any(|(i, _)| *i == id), "{}: {id}", f.key);
            }
        }
    }

    #[test]
    fn labels_show_the_fields_own_limits() {
        let label = |key| super::super::field(key).unwrap().label();
        assert_eq!(label("bmoves"), "Moves up to $K$ [1–12]");
        assert_eq!(label("dpiles"), "Piles $k$ [2–8]");
        assert_eq!(label("gupto"), "Piles up to $N =$ [1–8000]");
        assert_eq!(label("dstart"), "Start (2 to 8 piles)");
        assert_eq!(label("grow"), "Piles (1 to 8, each 1–2000)");
        assert_eq!(label("t"), "Period $t$ [1–8]");
    }

    #[test]
    fn rules_wait_for_typing_and_ranges_wait_longer() {
        let delay = |key| super::super::field(key).unwrap().delay_ms();
        for key in ["f", "pf", "tf", "bc", "bmin", "bmax", "kset"] {
            assert_eq!(delay(key), TYPING_MS, "{key}");
        }
        for key in [
            "upto", "pupto", "bupto", "bmoves", "kupto", "tupto", "gupto",
        ] {
            assert_eq!(delay(key), RANGE_MS, "{key}");
        }
        assert_eq!((delay("dpiles"), delay("dmax")), (SOLVE_MS, SOLVE_MS));
        assert_eq!((delay("pile"), delay("dstart")), (0, 0));
    }
}
