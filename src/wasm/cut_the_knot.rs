//! The single-pile games of Cut The Knot (Bogomolny 2002): subtraction games and One Pile with
//! Min/Max, take-away games with Schwenk's sequence (Schwenk 1970), Grundy values of (N, x) and
//! sums of take-away games. The core is `games::cut_the_knot`.

use super::{
    attach, count, engine_game, game_after, index, js, piles, rule, to_js, Check, JsResult, MinMax,
};
use crate::error::{check_range, parse_count};
use crate::games::cut_the_knot::subtraction::{self, SubtractionSet};
use crate::games::cut_the_knot::{grundy, schwenk, sum};
use crate::games::level::Strength;
use crate::rule::FTable;
use wasm_bindgen::prelude::*;

fn sub_set(text: &str) -> JsResult<SubtractionSet> {
    SubtractionSet::parse(text).map_err(js)
}

fn minmax(bounds: Option<(u32, u32)>) -> Option<MinMax> {
    bounds.map(|(min, max)| MinMax { min, max })
}

/// Validates a subtraction set as typed (`3..5`, `1, 3, 4`): `{ok, canonical, set, minmax:
/// {min, max} | null}` or `{ok: false, message, column, caret}`. Never throws.
#[wasm_bindgen(js_name = checkSet)]
pub fn check_set(text: &str) -> JsResult<JsValue> {
    Check::of(SubtractionSet::parse(text), |s| Check {
        set: Some(s.moves().to_vec()),
        minmax: Some(minmax(s.minmax_bounds())),
        canonical: Some(s.canonical()),
        ..Check::default()
    })
}

/// The subtraction game on 0..=upto: `{set, canonical, minmax, upto, grundy: Uint32Array,
/// pPositions, period: {found, preperiod, period, checkedUpto, text}, rule, formula}` (rule and
/// formula, for Min/Max sets: `{holds, checkedUpto, forAll, counterexample, text}`).
#[wasm_bindgen(js_name = subtractionAnalysis)]
pub fn subtraction_analysis(set: &str, upto: f64) -> JsResult<JsValue> {
    let r = subtraction::analyse(&sub_set(set)?, count("upto", upto)?).map_err(js)?;
    let obj = to_js(&r)?;
    attach(&obj, "minmax", &to_js(&minmax(r.minmax))?)?;
    let grundy = js_sys::Uint32Array::from(&r.grundy[..]);
    attach(&obj, "grundy", &grundy.into())?;
    Ok(obj)
}

/// G(n) of a subtraction game for any n (a decimal string, up to 2^64 − 1), by the proven period.
#[wasm_bindgen(js_name = subtractionGrundyAt)]
pub fn subtraction_grundy_at(set: &str, n: &str) -> JsResult<u32> {
    let n = parse_count("n", n).map_err(js)?;
    subtraction::grundy_at(&sub_set(set)?, n).map_err(js)
}

/// A subtraction game against the engine.
#[wasm_bindgen]
pub struct SubtractionGame(subtraction::SubtractionGame, Strength);

#[wasm_bindgen]
impl SubtractionGame {
    /// A new game from `pile` (1..=10^6).
    #[wasm_bindgen(constructor)]
    pub fn new(set: &str, pile: f64) -> JsResult<SubtractionGame> {
        let game = subtraction::SubtractionGame::new(sub_set(set)?, count("pile", pile)?);
        Ok(SubtractionGame(game.map_err(js)?, Strength::default()))
    }

    /// Takes `take` counters; returns the new state. Throws for an illegal take.
    pub fn play(&mut self, take: f64) -> JsResult<JsValue> {
        let played = self.0.play(count("take", take)?);
        game_after(&self.0, played)
    }
}

engine_game!(
    SubtractionGame,
    "`{pile, toMove, over, winner, legal: [takes], grundy, moves: [{by, take, pileBefore}]}`.",
    "The engine's advice for the player to move: `{winning, take, why, steps}` (steps: the hint \
     in three sentences, revealed one at a time)."
);

/// The take-away game of f on 1..=upto: Schwenk's H and its steps, the hypotheses, brute force,
/// the move-function game's B_f and g(N) = N, and the claims (see the README).
#[wasm_bindgen(js_name = takeawayAnalysis)]
pub fn takeaway_analysis(f: &str, upto: f64) -> JsResult<JsValue> {
    to_js(&schwenk::analyse(rule(f)?, count("upto", upto)?).map_err(js)?)
}

/// N's representation by H as one row of digits: `{n, H, digits, parts, rightmost, valid, text}`
/// for 1 ≤ N ≤ 2^53 − 1 (n a decimal string, and back as one; the terms as numbers).
#[wasm_bindgen(js_name = takeawayRepresentation)]
pub fn takeaway_representation(f: &str, n: &str) -> JsResult<JsValue> {
    let n = parse_count("N", n).map_err(js)?;
    check_range(
        "N",
        u128::from(n),
        1,
        u128::from(crate::spec::JS_SAFE),
        "the page draws N up to 2^53 − 1, where its terms are exact JavaScript numbers",
    )
    .map_err(js)?;
    let d = schwenk::drawing(rule(f)?, n).map_err(js)?;
    let obj = to_js(&d)?;
    attach(&obj, "n", &n.to_string().into())?;
    Ok(obj)
}

/// Grundy values G(N, x) for N ≤ upto (≤ 8000).
#[wasm_bindgen]
pub struct GrundyTable(grundy::GrundyTable);

#[wasm_bindgen]
impl GrundyTable {
    /// The table of f for piles 0..=upto.
    #[wasm_bindgen(constructor)]
    pub fn new(f: &str, upto: f64) -> JsResult<GrundyTable> {
        let mut ft = FTable::new(rule(f)?);
        Ok(GrundyTable(
            grundy::GrundyTable::new(&mut ft, count("upto", upto)?).map_err(js)?,
        ))
    }

    /// The largest pile.
    pub fn upto(&self) -> f64 {
        self.0.upto() as f64
    }

    /// G(n, x) (x capped at n). Throws for n beyond the table.
    pub fn get(&self, n: f64, x: f64) -> JsResult<u32> {
        let n = self.pile(n)?;
        Ok(self.0.get(n, count("x", x)?))
    }

    /// G(n, n − 1) for n = 1..=upto: the starts of take-away games.
    pub fn start(&self) -> js_sys::Uint32Array {
        js_sys::Uint32Array::from(&self.0.starts()[..])
    }

    /// G(n, 0..=n).
    pub fn row(&self, n: f64) -> JsResult<js_sys::Uint32Array> {
        let n = self.pile(n)?;
        let v: Vec<u32> = self.0.row(n).iter().map(|&g| u32::from(g)).collect();
        Ok(js_sys::Uint32Array::from(&v[..]))
    }

    fn pile(&self, n: f64) -> JsResult<u64> {
        let n = count("n", n)?;
        let upto = u128::from(self.0.upto());
        check_range("n", u128::from(n), 0, upto, "the table's size").map_err(js)?;
        Ok(n)
    }
}

/// A row of take-away games (a sum) against the engine.
#[wasm_bindgen]
pub struct SumGame(sum::SumGame, Strength);

#[wasm_bindgen]
impl SumGame {
    /// A row from piles (1..=8 piles, each 1..=2000), each starting at (N, N − 1).
    #[wasm_bindgen(constructor)]
    pub fn new(f: &str, piles: Vec<f64>) -> JsResult<SumGame> {
        let game = sum::SumGame::new(rule(f)?, &self::piles(piles)?);
        Ok(SumGame(game.map_err(js)?, Strength::default()))
    }

    /// Takes `take` from pile `component` (0-based); returns the new state.
    pub fn play(&mut self, component: f64, take: f64) -> JsResult<JsValue> {
        let played = self
            .0
            .play(index("component", component)?, count("take", take)?);
        game_after(&self.0, played)
    }
}

engine_game!(
    SumGame,
    "`{components: [{pile, limit, max, grundy}], nimSum, toMove, over, winner, moves: [{by, \
     component, take, pileBefore}]}`.",
    "The engine's advice: `{winning, component, take, why, steps}` (steps: the hint in three \
     sentences, revealed one at a time)."
);
