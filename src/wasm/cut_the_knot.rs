//! The single-pile games of Cut The Knot (Bogomolny 2002): subtraction games and One Pile with
//! Min/Max, take-away games with Schwenk's sequence (Schwenk 1970), Grundy values of (N, x) and
//! sums of take-away games. The core is `games::cut_the_knot`.

use super::{
    attach, engine_game, game_after, js, rule, take_range, to_js, Args, Check, JsResult, MinMax,
};
use crate::error::check_range;
use crate::games::cut_the_knot::subtraction::{self, SubtractionSet};
use crate::games::cut_the_knot::{grundy, hints, schwenk, sum};
use crate::games::level::Strength;
use crate::games::move_fn;
use crate::rule::FTable;
use wasm_bindgen::prelude::*;

/// What a subtraction set's text is, for the `TypeError` of a wrong type.
const SET: &str = "a subtraction set such as \"1, 3, 4\" or \"3..5\"";

/// The subtraction set, the parameter `set` of the call `a`.
fn sub_set(a: Args, set: &JsValue) -> JsResult<SubtractionSet> {
    SubtractionSet::parse(&a.text(set, "set", SET)?).map_err(js)
}

fn minmax(bounds: Option<(u32, u32)>) -> Option<MinMax> {
    bounds.map(|(min, max)| MinMax { min, max })
}

/// Validates a subtraction set as typed (`3..5`, `1, 3, 4`): `{ok, canonical, set, minmax:
/// {min, max} | null}` or `{ok: false, message, column, caret}`. Never throws for a string;
/// anything else is a `TypeError`, as for every export.
#[wasm_bindgen(js_name = checkSet)]
pub fn check_set(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> JsResult<JsValue> {
    let text = Args("checkSet").measured(&text, "text", SET)?;
    Check::of(text.and_then(|t| SubtractionSet::parse(&t)), |s| Check {
        set: Some(s.moves().to_vec()),
        minmax: Some(minmax(s.minmax_bounds())),
        canonical: Some(s.canonical()),
        ..Check::default()
    })
}

/// The subtraction game on 0..=upto: `{set, canonical, minmax, upto, grundy: Uint32Array,
/// pPositions, period: {found, preperiod, period, checkedUpto, text, message}, rule, formula}`
/// (rule and formula, for Min/Max sets: `{holds, checkedUpto, forAll, counterexample, text,
/// message}`; message: text as `{id, args}` for the front end to word).
#[wasm_bindgen(js_name = subtractionAnalysis)]
pub fn subtraction_analysis(
    #[wasm_bindgen(unchecked_param_type = "string")] set: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] upto: JsValue,
) -> JsResult<JsValue> {
    let a = Args("subtractionAnalysis");
    let r = subtraction::analyse(&sub_set(a, &set)?, a.whole(&upto, "upto")?).map_err(js)?;
    let obj = to_js(&r)?;
    attach(&obj, "minmax", &to_js(&minmax(r.minmax))?)?;
    let grundy = js_sys::Uint32Array::from(&r.grundy[..]);
    attach(&obj, "grundy", &grundy.into())?;
    Ok(obj)
}

/// G(n) of a subtraction game for any n (a decimal string, a whole number or a bigint, up to
/// 2^64 − 1), by the proven period.
#[wasm_bindgen(js_name = subtractionGrundyAt)]
pub fn subtraction_grundy_at(
    #[wasm_bindgen(unchecked_param_type = "string")] set: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | number | bigint")] n: JsValue,
) -> JsResult<u32> {
    let a = Args("subtractionGrundyAt");
    let set = sub_set(a, &set)?;
    subtraction::grundy_at(&set, a.decimal(&n, "n")?).map_err(js)
}

/// A subtraction game against the engine.
#[wasm_bindgen]
pub struct SubtractionGame(subtraction::SubtractionGame, Strength);

#[wasm_bindgen]
impl SubtractionGame {
    /// A new game from `pile` (1..=10^6).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] set: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] pile: JsValue,
    ) -> JsResult<SubtractionGame> {
        let a = Args("new SubtractionGame");
        let game = subtraction::SubtractionGame::new(sub_set(a, &set)?, a.whole(&pile, "pile")?);
        Ok(SubtractionGame(game.map_err(js)?, Strength::default()))
    }

    /// Takes `take` counters; returns the new state. Throws for an illegal take.
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] take: JsValue,
    ) -> JsResult<JsValue> {
        let played = self
            .0
            .play(Args("SubtractionGame.play").whole(&take, "take")?);
        game_after(&self.0, played)
    }
}

engine_game!(
    SubtractionGame,
    "`{pile, toMove, over, winner, legal: [takes], grundy, moves: [{by, take, pileBefore}]}`.",
    "The engine's advice for the player to move: `{winning, take, why, steps, message, \
     stepMessages}` (steps: the hint in three sentences, revealed one at a time; message and \
     stepMessages: why and steps as `{id, args}` for the front end to word)."
);

/// Cut The Knot's take-away game against the engine: the move-function game of f from (N, N − 1),
/// whose hints and reasons speak Schwenk's notation (the pile written with H, its smallest part)
/// instead of the move-function game's B_f and g(N).
#[wasm_bindgen]
pub struct TakeawayGame(move_fn::Game, Strength);

#[wasm_bindgen]
impl TakeawayGame {
    /// A new game from a pile of `pile`: the first move takes 1 to pile − 1.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] pile: JsValue,
    ) -> JsResult<TakeawayGame> {
        let a = Args("new TakeawayGame");
        let engine = move_fn::Engine::new(rule(a, &f)?).map_err(js)?;
        let pile = a.whole(&pile, "pile")?;
        check_range(
            "pile",
            u128::from(pile),
            2,
            u128::from(u64::MAX),
            "the first move must leave a counter",
        )
        .map_err(js)?;
        let game = move_fn::Game::new(engine, pile, pile - 1).map_err(js)?;
        Ok(TakeawayGame(
            game.in_notation(&hints::SCHWENK),
            Strength::default(),
        ))
    }

    /// `{from, to}`: the legal takes (to = 0 when the game is over).
    pub fn legal(&self) -> JsResult<JsValue> {
        take_range(&self.0)
    }

    /// Takes `take` counters; returns the new state. Throws for an illegal move.
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] take: JsValue,
    ) -> JsResult<JsValue> {
        let played = self.0.play(Args("TakeawayGame.play").whole(&take, "take")?);
        game_after(&self.0, played)
    }
}

engine_game!(
    TakeawayGame,
    "`{pile, max, limit, toMove, over, winner, moves, game, residue}`, as `Game`'s.",
    "The engine's advice for the player to move: `{take, winning, why, steps, message, \
     stepMessages}` in Schwenk's words (steps: the hint in three sentences, revealed one at a \
     time; message and stepMessages: why and steps as `{id, args}` for the front end to word)."
);

/// The take-away game of f on 1..=upto: Schwenk's H and its steps, the hypotheses, brute force,
/// the move-function game's B_f and g(N) = N, and the claims (see the README). `H`,
/// `losingStarts`, `base` and `engineLosing` are `Uint32Array`s; `steps` lists the first 1000
/// steps and `stepsTotal` counts them all. Each hypothesis and claim carries its `text` as a
/// `message` (`{id, args}`, for the front end to word), a claim's `counterexample` as its
/// `counterexampleMessage`.
#[wasm_bindgen(js_name = takeawayAnalysis)]
pub fn takeaway_analysis(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] upto: JsValue,
) -> JsResult<JsValue> {
    let a = Args("takeawayAnalysis");
    let mut r = schwenk::analyse(rule(a, &f)?, a.whole(&upto, "upto")?).map_err(js)?;
    // The long lists go as typed arrays (every pile is in H, B_f and g(N) = N for a huge
    // constant f: as JS arrays, and 10^6 step objects, they took 1.5 s at 10^6 in node).
    let lists = [
        ("H", std::mem::take(&mut r.h)),
        ("losingStarts", std::mem::take(&mut r.losing_starts)),
        ("base", std::mem::take(&mut r.base)),
        ("engineLosing", std::mem::take(&mut r.engine_losing)),
    ];
    let steps_total = r.steps.len();
    r.steps.truncate(STEPS_LISTED);
    let obj = to_js(&r)?;
    for (key, list) in lists {
        // Every value is a pile ≤ upto ≤ 10^6 (the analysis' limit). (Plain loops here and
        // below: iterator chains that collect were bytes of the wasm.)
        let mut v = Vec::with_capacity(list.len());
        for &x in &list {
            v.push(u32::try_from(x).unwrap_or(u32::MAX));
        }
        attach(&obj, key, &js_sys::Uint32Array::from(&v[..]))?;
    }
    attach(&obj, "stepsTotal", &JsValue::from(steps_total as f64))?;
    Ok(obj)
}

/// The ranges `takeawayAnalysis` works on: `{maxUpto, bruteUpto, uniqueUpto}` (upto ≤ maxUpto;
/// the brute force of the definition covers starts up to bruteUpto, the uniqueness and converse
/// checks up to uniqueUpto), so that a page can tell how much work an analysis is before it
/// runs one (its cost grows with the brute force's range squared).
#[wasm_bindgen(js_name = takeawayRanges)]
pub fn takeaway_ranges() -> JsResult<JsValue> {
    let obj: JsValue = js_sys::Object::new().into();
    for (key, value) in [
        ("maxUpto", schwenk::MAX_UPTO),
        ("bruteUpto", schwenk::BRUTE_UPTO),
        ("uniqueUpto", schwenk::UNIQUE_UPTO),
    ] {
        // (each ≤ 10^6: exact as a JS number)
        attach(&obj, key, &JsValue::from(value as f64))?;
    }
    Ok(obj)
}

/// The steps H_{k+1} = H_k + H_m that `takeawayAnalysis` lists (the first ones; `stepsTotal`
/// counts them all).
const STEPS_LISTED: usize = 1000;

/// N's representation by H as one row of digits: `{n, H, digits, parts, rightmost, valid, text}`
/// for 1 ≤ N ≤ 2^53 − 1 (n a decimal string, a whole number or a bigint; back as a decimal
/// string; the terms as numbers).
#[wasm_bindgen(js_name = takeawayRepresentation)]
pub fn takeaway_representation(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | number | bigint")] n: JsValue,
) -> JsResult<JsValue> {
    let a = Args("takeawayRepresentation");
    let rule = rule(a, &f)?;
    let n = a.decimal(&n, "n")?;
    check_range(
        "N",
        u128::from(n),
        1,
        u128::from(crate::spec::JS_SAFE),
        "the page draws N up to 2^53 − 1, where its terms are exact JavaScript numbers",
    )
    .map_err(js)?;
    let d = schwenk::drawing(rule, n).map_err(js)?;
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
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] upto: JsValue,
    ) -> JsResult<GrundyTable> {
        let a = Args("new GrundyTable");
        let mut ft = FTable::new(rule(a, &f)?);
        let table = grundy::GrundyTable::new(&mut ft, a.whole(&upto, "upto")?).map_err(js)?;
        Ok(GrundyTable(table))
    }

    /// The largest pile.
    pub fn upto(&self) -> f64 {
        self.0.upto() as f64
    }

    /// G(n, x) (x capped at n). Throws for n beyond the table.
    pub fn get(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
    ) -> JsResult<u32> {
        let a = Args("GrundyTable.get");
        let n = self.pile(a, &n)?;
        Ok(self.0.get(n, a.whole(&x, "x")?))
    }

    /// G(n, n − 1) for n = 1..=upto: the starts of take-away games.
    pub fn start(&self) -> js_sys::Uint32Array {
        js_sys::Uint32Array::from(&self.0.starts()[..])
    }

    /// G(n, 0..=n).
    pub fn row(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
    ) -> JsResult<js_sys::Uint32Array> {
        let n = self.pile(Args("GrundyTable.row"), &n)?;
        let row = self.0.row(n);
        let mut v = Vec::with_capacity(row.len());
        for &g in row {
            v.push(u32::from(g));
        }
        Ok(js_sys::Uint32Array::from(&v[..]))
    }

    /// The parameter `n` of the call `a`, a pile of the table.
    fn pile(&self, a: Args, n: &JsValue) -> JsResult<u64> {
        let n = a.whole(n, "n")?;
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
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number[]")] piles: JsValue,
    ) -> JsResult<SumGame> {
        let a = Args("new SumGame");
        let game = sum::SumGame::new(rule(a, &f)?, &a.numbers(&piles, "piles")?);
        Ok(SumGame(game.map_err(js)?, Strength::default()))
    }

    /// Takes `take` from pile `component` (0-based); returns the new state.
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] component: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] take: JsValue,
    ) -> JsResult<JsValue> {
        let a = Args("SumGame.play");
        let component = a.index(&component, "component")?;
        let played = self.0.play(component, a.whole(&take, "take")?);
        game_after(&self.0, played)
    }
}

engine_game!(
    SumGame,
    "`{components: [{pile, limit, max, grundy}], nimSum, toMove, over, winner, moves: [{by, \
     component, take, pileBefore}]}` (`limit`, f of the last take, a decimal string past \
     2^53 − 1).",
    "The engine's advice: `{winning, component, take, why, steps, message, stepMessages}` \
     (steps: the hint in three sentences, revealed one at a time; message and stepMessages: why \
     and steps as `{id, args}` for the front end to word)."
);
