//! Single-delete Nim (arXiv 2411.19453). The core is `games::single_delete`.

use super::{count, engine_game, game_after, index, js, piles, to_js, JsResult};
use crate::games::level::Strength;
use crate::games::single_delete::{self, game, theorems};
use wasm_bindgen::prelude::*;

/// Every single-delete Nim position of k piles (2..=8) with piles ≤ max, solved.
#[wasm_bindgen]
pub struct DeleteSolver(single_delete::Solver);

#[wasm_bindgen]
impl DeleteSolver {
    /// Solves every position; throws when k or max is out of range or the solve is too large.
    #[wasm_bindgen(constructor)]
    pub fn new(piles: f64, max: f64) -> JsResult<DeleteSolver> {
        let solver = single_delete::Solver::new(count("piles", piles)?, count("max", max)?);
        Ok(DeleteSolver(solver.map_err(js)?))
    }

    /// The number of positions solved.
    pub fn positions(&self) -> f64 {
        self.0.positions() as f64
    }

    /// The number of piles.
    pub fn piles(&self) -> f64 {
        self.0.piles() as f64
    }

    /// The largest pile.
    pub fn max(&self) -> f64 {
        f64::from(self.0.max())
    }

    /// True for a P-position (piles in any order).
    #[wasm_bindgen(js_name = isP)]
    pub fn is_p(&self, position: Vec<f64>) -> JsResult<bool> {
        self.0.is_p(&piles(position)?).map_err(js)
    }

    /// `[{delete, split, parts: [x, y]}]`: the moves to a P-position, by pile SIZES.
    #[wasm_bindgen(js_name = winningMoves)]
    pub fn winning_moves(&self, position: Vec<f64>) -> JsResult<JsValue> {
        to_js(&self.0.winning_moves(&piles(position)?).map_err(js)?)
    }

    /// Every P-position as sorted piles, in lexicographic order (as the CLI's `delete`).
    #[wasm_bindgen(js_name = pPositions)]
    pub fn p_positions(&self) -> JsResult<JsValue> {
        to_js(&self.0.p_positions())
    }

    /// `[{id, statement, applies, holds, counterexample, text}]`: the paper's statements (and the
    /// doubling observation) on this range.
    pub fn checks(&self) -> JsResult<JsValue> {
        to_js(&theorems::checks(&self.0))
    }

    /// `[{pattern, pCount, total, covered, positions}]`: the P-positions by valuation pattern,
    /// at most `limit` listed per group.
    pub fn groups(&self, limit: f64) -> JsResult<JsValue> {
        to_js(&theorems::groups(&self.0, index("limit", limit)?))
    }

    /// P over (a, b) ∈ 1..=max² with the other piles `rest` (k − 2 of them): byte
    /// (a − 1)·max + (b − 1) is 1 for a P-position.
    #[wasm_bindgen(js_name = pMap)]
    pub fn p_map(&self, rest: Vec<f64>) -> JsResult<js_sys::Uint8Array> {
        let map = self.0.p_map(&piles(rest)?).map_err(js)?;
        let bytes: Vec<u8> = map.into_iter().map(u8::from).collect();
        Ok(js_sys::Uint8Array::from(&bytes[..]))
    }

    /// `{p, reason, text}`: why the position is P or N (a statement of the paper, or search).
    pub fn explain(&self, position: Vec<f64>) -> JsResult<JsValue> {
        to_js(&theorems::explain(&self.0, &piles(position)?).map_err(js)?)
    }
}

/// `[{value, binary, valuation}]`: each pile in binary (for the rightmost-1 drawing).
#[wasm_bindgen(js_name = deleteDigits)]
pub fn delete_digits(position: Vec<f64>) -> JsResult<JsValue> {
    to_js(&theorems::digits(&piles(position)?).map_err(js)?)
}

/// The page's name of a single-delete statement id ("theorem-1.4" → "Theorem 1.4", "doubling" →
/// "the doubling observation"); "search" for an unknown id.
#[wasm_bindgen(js_name = deleteStatementName)]
pub fn delete_statement_name(id: &str) -> String {
    theorems::name(id).to_string()
}

/// Single-delete Nim against the engine.
#[wasm_bindgen]
pub struct DeleteGame(game::DeleteGame, Strength);

#[wasm_bindgen]
impl DeleteGame {
    /// A game from `piles` (board order; 2..=8 piles).
    #[wasm_bindgen(constructor)]
    pub fn new(position: Vec<f64>) -> JsResult<DeleteGame> {
        let game = game::DeleteGame::new(&piles(position)?).map_err(js)?;
        Ok(DeleteGame(game, Strength::default()))
    }

    /// A random start of k piles of 1..=max from `seed`.
    pub fn random(k: f64, max: f64, seed: f64) -> JsResult<DeleteGame> {
        let (k, max, seed) = (count("piles", k)?, count("max", max)?, count("seed", seed)?);
        let game = game::DeleteGame::random(k, max, seed).map_err(js)?;
        Ok(DeleteGame(game, Strength::default()))
    }

    /// Deletes pile `delete`, splits pile `split` into x and the rest (0-based); the new state.
    pub fn play(&mut self, delete: f64, split: f64, x: f64) -> JsResult<JsValue> {
        let (delete, split) = (index("delete", delete)?, index("split", split)?);
        let played = self.0.play(delete, split, count("x", x)?);
        game_after(&self.0, played)
    }
}

engine_game!(
    DeleteGame,
    "`{piles, toMove, over, winner, moves: [{by, delete, split, parts, before}]}`.",
    "`{winning, delete, split, parts, leaves, reason, why, steps}` (indices into the board; \
     steps: the hint in three sentences, revealed one at a time); `engineMove()` returns the \
     same without steps, worded for the engine, with `state`."
);
