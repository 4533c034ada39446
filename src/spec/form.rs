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

/// The label of a field as written in the table below, and the wait after a keystroke
/// (0: at once), by URL key. A label is text with two marks the page renders: `$…$` is maths
/// (in which `_x` is the subscript x), `[…]` a small note. `{min}` and `{max}` stand for the
/// field's limits (a number's range, a row's count of piles), `{pile}` for a row's largest pile.
/// Choices the page shows as tabs, menus of its own or the game's buttons have no label here.
fn written(key: &str) -> (&'static str, u32) {
    match key {
        "f" | "tf" => ("Move function $f(x) =$", TYPING_MS),
        "upto" => ("Table up to $N =$", RANGE_MS),
        "kupto" => ("Table up to $S =$", RANGE_MS),
        "n" => ("Number $N$ (any size, e.g. 10^18)", 0),
        "pile" | "ppile" | "bpile" | "kpile" | "tpile" => ("Start pile", 0),
        "max" | "pmax" => ("First move: at most", 0),
        "theme" => ("Theme", 0),
        "lang" => ("Language", 0),
        "pf" => ("Move function $f(n, x) =$", TYPING_MS),
        "t" => ("Period $t$ [{min}–{max}]", 0),
        "pupto" => ("Tables up to $n =$", RANGE_MS),
        "pgame" => ("Game", 0),
        "bc" => ("Blocks $c_i =$", TYPING_MS),
        "bmin" => ("Take at least $m_i =$", TYPING_MS),
        "bmax" => ("Take at most $M_i =$", TYPING_MS),
        "bupto" => ("Piles up to $N$", RANGE_MS),
        "bmoves" => ("Moves up to $K$ [{min}–{max}]", RANGE_MS),
        "kset" => ("or any subtraction set", TYPING_MS),
        "tupto" => ("Compare up to $N =$", RANGE_MS),
        "tn" => ("Number $N$ (any size below 2^53, e.g. 10^15)", 0),
        "gupto" => ("Piles up to $N =$ [{min}–{max}]", RANGE_MS),
        "grow" => ("Piles ({min} to {max}, each 1–{pile})", 0),
        "dpiles" => ("Piles $k$ [{min}–{max}]", SOLVE_MS),
        "dmax" => ("Largest pile $S$", SOLVE_MS),
        "dfix" => ("The other piles", 0),
        "dstart" => ("Start ({min} to {max} piles)", 0),
        _ => ("", 0),
    }
}

impl Field {
    /// The label the page shows at this field's input, its limits filled in (the table of this module);
    /// empty for a choice the page shows otherwise (a tab, the game's "who moves first").
    pub fn label(&self) -> String {
        let (min, max, pile) = match self.kind {
            Kind::Number(min, max, _) | Kind::Digits(min, max, _) => (min, max, 0),
            Kind::Row(Count(min, max, _), pile, _) => (min as u64, max as u64, pile),
            _ => (0, 0, 0),
        };
        written(self.key)
            .0
            .replace("{min}", &min.to_string())
            .replace("{max}", &max.to_string())
            .replace("{pile}", &pile.to_string())
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
