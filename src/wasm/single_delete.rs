//! Single-delete Nim (arXiv 2411.19453). The core is `games::single_delete`.

use super::{engine_game, game_after, js, to_js, Args, JsResult};
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
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "number")] piles: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] max: JsValue,
    ) -> JsResult<DeleteSolver> {
        let a = Args("new DeleteSolver");
        let (piles, max) = (a.whole(&piles, "piles")?, a.whole(&max, "max")?);
        let solver = single_delete::Solver::new(piles, max);
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
    pub fn is_p(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] position: JsValue,
    ) -> JsResult<bool> {
        let position = Args("DeleteSolver.isP").numbers(&position, "position")?;
        self.0.is_p(&position).map_err(js)
    }

    /// `[{delete, split, parts: [x, y]}]`: the moves to a P-position, by pile SIZES.
    #[wasm_bindgen(js_name = winningMoves)]
    pub fn winning_moves(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] position: JsValue,
    ) -> JsResult<JsValue> {
        let position = Args("DeleteSolver.winningMoves").numbers(&position, "position")?;
        to_js(&self.0.winning_moves(&position).map_err(js)?)
    }

    /// Every P-position as sorted piles, in lexicographic order (as the CLI's `delete`).
    #[wasm_bindgen(js_name = pPositions)]
    pub fn p_positions(&self) -> JsResult<JsValue> {
        to_js(&self.0.p_positions())
    }

    /// `[{id, statement, statementMessage, applies, holds, counterexample, text, message}]`: the
    /// paper's statements (and the doubling observation) on this range (message and
    /// statementMessage: text and statement as `{id, args}` for the front end to word).
    pub fn checks(&self) -> JsResult<JsValue> {
        to_js(&theorems::checks(&self.0))
    }

    /// `[{pattern, pCount, total, covered, positions}]`: the P-positions by valuation pattern,
    /// at most `limit` listed per group.
    pub fn groups(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    ) -> JsResult<JsValue> {
        let limit = Args("DeleteSolver.groups").index(&limit, "limit")?;
        to_js(&theorems::groups(&self.0, limit))
    }

    /// P over (a, b) ∈ 1..=max² with the other piles `rest` (k − 2 of them): byte
    /// (a − 1)·max + (b − 1) is 1 for a P-position.
    #[wasm_bindgen(js_name = pMap)]
    pub fn p_map(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] rest: JsValue,
    ) -> JsResult<js_sys::Uint8Array> {
        let rest = Args("DeleteSolver.pMap").numbers(&rest, "rest")?;
        let map = self.0.p_map(&rest).map_err(js)?;
        let bytes: Vec<u8> = map.into_iter().map(u8::from).collect();
        Ok(js_sys::Uint8Array::from(&bytes[..]))
    }

    /// `{p, reason, text, message}`: why the position is P or N (a statement of the paper, or
    /// search; message: text as `{id, args}` for the front end to word).
    pub fn explain(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] position: JsValue,
    ) -> JsResult<JsValue> {
        let position = Args("DeleteSolver.explain").numbers(&position, "position")?;
        to_js(&theorems::explain(&self.0, &position).map_err(js)?)
    }
}

/// `[{value, binary, valuation}]`: each pile in binary (for the rightmost-1 drawing).
#[wasm_bindgen(js_name = deleteDigits)]
pub fn delete_digits(
    #[wasm_bindgen(unchecked_param_type = "number[]")] position: JsValue,
) -> JsResult<JsValue> {
    let position = Args("deleteDigits").numbers(&position, "position")?;
    to_js(&theorems::digits(&position).map_err(js)?)
}

/// The page's name of a single-delete statement id ("theorem-1.4" → "Theorem 1.4", "doubling" →
/// "the doubling observation"; in another language the page words the message `sd-name-<id>`,
/// the id's dots as dashes); "search" for an unknown id (a `TypeError` for a non-string, a
/// 'limit' for one past 10^4 characters).
#[wasm_bindgen(js_name = deleteStatementName)]
pub fn delete_statement_name(
    #[wasm_bindgen(unchecked_param_type = "string")] id: JsValue,
) -> JsResult<String> {
    let what = "a statement id such as \"theorem-1.4\"";
    let id = Args("deleteStatementName").text(&id, "id", what)?;
    Ok(theorems::name(&id))
}

/// Single-delete Nim against the engine.
#[wasm_bindgen]
pub struct DeleteGame(game::DeleteGame, Strength);

#[wasm_bindgen]
impl DeleteGame {
    /// A game from `piles` (board order; 2..=8 piles).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "number[]")] position: JsValue,
    ) -> JsResult<DeleteGame> {
        let position = Args("new DeleteGame").numbers(&position, "position")?;
        let game = game::DeleteGame::new(&position).map_err(js)?;
        Ok(DeleteGame(game, Strength::default()))
    }

    /// A random start of k piles of 1..=max from `seed`.
    pub fn random(
        #[wasm_bindgen(unchecked_param_type = "number")] k: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] max: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    ) -> JsResult<DeleteGame> {
        let a = Args("DeleteGame.random");
        let (k, max, seed) = (
            a.whole(&k, "k")?,
            a.whole(&max, "max")?,
            a.whole(&seed, "seed")?,
        );
        let game = game::DeleteGame::random(k, max, seed).map_err(js)?;
        Ok(DeleteGame(game, Strength::default()))
    }

    /// Deletes pile `delete`, splits pile `split` into x and the rest (0-based); the new state.
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] delete: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] split: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
    ) -> JsResult<JsValue> {
        let a = Args("DeleteGame.play");
        let (delete, split) = (a.index(&delete, "delete")?, a.index(&split, "split")?);
        let played = self.0.play(delete, split, a.whole(&x, "x")?);
        game_after(&self.0, played)
    }
}

engine_game!(
    DeleteGame,
    "`{piles, toMove, over, winner, moves: [{by, delete, split, parts, before}]}`.",
    "`{winning, delete, split, parts, leaves, reason, why, steps, message, stepMessages}` \
     (indices into the board; steps: the hint in three sentences, revealed one at a time; \
     message and stepMessages: why and steps as `{id, args}` for the front end to word); \
     `engineMove()` returns the same without steps, worded for the engine, with `state`."
);
