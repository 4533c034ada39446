//! The move-function games: f(x) (Holshouser & Reiter 2003) and periodic f(n, x) with several
//! bases (Holshouser & Reiter 2006). The core is `games::move_fn`. This file is the game and the
//! check of f (feature `move-fn-game`, the course-page package), the periodic games and the check
//! of f(n, x) (feature `move-fn-periodic`); [`analysis`] the analyses, tables, bases and
//! representations the views and the playground draw (feature `move-fn`).

#[cfg(feature = "move-fn")]
mod analysis;

#[cfg(feature = "move-fn")]
pub use analysis::*;

use super::args::count;
use super::{checked, engine_game, game_after, js, rule, take_range, Args, JsResult};
use crate::games::level::Strength;
use crate::games::move_fn::{Engine, Game as CoreGame};
use crate::rule::MoveFn;
use wasm_bindgen::prelude::*;

/// What a periodic move function's text is, for the `TypeError` of a wrong type.
#[cfg(feature = "move-fn-periodic")]
const PERIODIC_FN: &str = "a move function of n and x such as \"if n % 2 == 0 then 2x else x\"";

/// A periodic move function f(n, x): the parameters `f` and `t` of the call `a`.
#[cfg(feature = "move-fn-periodic")]
fn periodic_rule(a: Args, f: &JsValue, t: &JsValue) -> JsResult<MoveFn> {
    let f = a.text(f, "f", PERIODIC_FN)?;
    MoveFn::parse_periodic(&f, a.small(t, "t")?).map_err(js)
}

/// Validates f(n, x) for a period t, like [`check_f`](super::check_f): a period out of range is an answer with
/// `ok: false`. Never throws for a string and a number; other types are a `TypeError`.
#[cfg(feature = "move-fn-periodic")]
#[wasm_bindgen(js_name = checkFn)]
pub fn check_fn(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] t: JsValue,
) -> JsResult<JsValue> {
    let a = Args("checkFn");
    let (f, n) = (a.measured(&f, "f", PERIODIC_FN)?, a.number(&t, "t")?);
    checked(f.and_then(|f| {
        count("t", &t, n)
            .and_then(|t| MoveFn::parse_periodic(&f, u32::try_from(t).unwrap_or(u32::MAX)))
    }))
}

/// A game against the engine, of f(x) or of G_i of a periodic f(n, x).
#[wasm_bindgen]
pub struct Game(CoreGame, Strength);

/// A game from the parameters `pile` and `max` of the call `a`.
fn game(a: Args, engine: Engine, pile: &JsValue, max: &JsValue) -> JsResult<Game> {
    let game = CoreGame::new(engine, a.whole(pile, "pile")?, a.whole(max, "max")?);
    Ok(Game(game.map_err(js)?, Strength::default()))
}

#[wasm_bindgen]
impl Game {
    /// A new game from (pile, first-move maximum).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] pile: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] max: JsValue,
    ) -> JsResult<Game> {
        let a = Args("new Game");
        game(a, Engine::new(rule(a, &f)?).map_err(js)?, &pile, &max)
    }

    /// A game in G_game of a periodic f(n, x) with period t: `Game.periodic(f, t, game, pile, max)`.
    #[cfg(feature = "move-fn-periodic")]
    pub fn periodic(
        #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] t: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] game: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] pile: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] max: JsValue,
    ) -> JsResult<Game> {
        let a = Args("Game.periodic");
        let rule = Box::new(periodic_rule(a, &f, &t)?);
        let engine = Engine::for_game(rule, a.small(&game, "game")?).map_err(js)?;
        self::game(a, engine, &pile, &max)
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
        let played = self.0.play(Args("Game.play").whole(&take, "take")?);
        game_after(&self.0, played)
    }
}

engine_game!(
    Game,
    "`{pile, max, limit, toMove, over, winner, moves, game, residue}` (game and residue are 0 \
     for a move function of x alone).",
    "The engine's advice for the player to move: `{take, winning, why, steps}` (steps: the hint \
     in three sentences, revealed one at a time)."
);
