//! Dynamic one-pile blocking Nim (Flammenkamp, Holshouser & Reiter 2003). The core is
//! `games::blocking`.

use super::{attach, engine_game, game_after, js, to_js, with_state, Args, Check, JsResult};
use crate::error::Error;
use crate::games::blocking;
use crate::games::level::Strength;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// What a sequence's text is, for the `TypeError` of a wrong type.
const SEQ: &str = "a sequence in i such as \"i + 1\" or a list such as \"1, 2, 3\"";

/// The rules from the parameters `c`, `m` and `M` of the call `a`.
fn rules(a: Args, c: &JsValue, m: &JsValue, big_m: &JsValue) -> JsResult<blocking::Rules> {
    let (c, m) = (a.text(c, "c", SEQ)?, a.text(m, "m", SEQ)?);
    blocking::Rules::parse(&c, &m, &a.text(big_m, "M", SEQ)?).map_err(js)
}

/// Validates one typed sequence (an expression in `i`, or a list whose last value repeats):
/// `{ok, canonical, kind: "list"|"expr", constantFrom}` or `{ok: false, message, column, caret}`.
/// Never throws for a string; anything else is a `TypeError`, as for every export.
#[wasm_bindgen(js_name = checkSeq)]
pub fn check_seq(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> JsResult<JsValue> {
    let text = Args("checkSeq").measured(&text, "text", SEQ)?;
    let parsed = text.and_then(|t| blocking::Seq::parse(&t).map_err(Error::Parse));
    Check::of(parsed, |s| Check {
        kind: Some(s.kind()),
        constant_from: Some(s.constant_from()),
        canonical: Some(s.canonical()),
        ..Check::default()
    })
}

/// c_i, m_i, M_i and u_i = M_i − m_i − c_i for i = 1..n (n ≤ 1000): `{c, m, M, u}`, each value a
/// number, or a decimal string past 2^53 − 1 in size (typed values reach 2^63 − 1). Throws with
/// the sequence and i named for a bad value.
#[wasm_bindgen(js_name = blockingValues)]
pub fn blocking_values(
    #[wasm_bindgen(unchecked_param_type = "string")] c: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] m: JsValue,
    #[wasm_bindgen(js_name = "M", unchecked_param_type = "string")] big_m: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
) -> JsResult<JsValue> {
    let a = Args("blockingValues");
    let rules = rules(a, &c, &m, &big_m)?;
    to_js(&rules.values(a.whole(&n, "n")?).map_err(js)?)
}

/// Pairs [a, b] of piles (≤ 10^6, the analysis' limit) laid flat in a `Uint32Array`: a level
/// can hold 5·10^5 of them, which serialised as JS arrays of pairs took over a second.
fn flat(pairs: &[(u64, u64)]) -> js_sys::Uint32Array {
    let v: Vec<u32> = pairs
        .iter()
        .flat_map(|&(a, b)| [a, b])
        .map(|p| u32::try_from(p).unwrap_or(u32::MAX))
        .collect();
    js_sys::Uint32Array::from(&v[..])
}

/// Brute force and Theorem 1 side by side for moves 1..=moves (≤ 12) and piles 0..=upto
/// (≤ 10^6), the conditions and the claims judged (`values` as `blockingValues` gives them); each
/// level's `safe` is a `Uint8Array`
/// (1 = safe), its `runs` and `intervals` `Uint32Array`s of pairs laid flat (a0, b0, a1, b1, …).
/// Each sentence (a condition's and a claim's `text`, a claim's `title` and `statement`) comes with
/// its message (`message`, `titleMessage`, `statementMessage`: `{id, args}`, the catalogue part
/// `blocking_analysis`). See the README for the fields.
#[wasm_bindgen(js_name = blockingAnalysis)]
pub fn blocking_analysis(
    #[wasm_bindgen(unchecked_param_type = "string")] c: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] m: JsValue,
    #[wasm_bindgen(js_name = "M", unchecked_param_type = "string")] big_m: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] upto: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] moves: JsValue,
) -> JsResult<JsValue> {
    let a = Args("blockingAnalysis");
    let rules = rules(a, &c, &m, &big_m)?;
    let (upto, moves) = (a.whole(&upto, "upto")?, a.whole(&moves, "moves")?);
    let r = blocking::analyse(&rules, upto, moves).map_err(js)?;
    let obj = to_js(&r)?;
    let levels = js_sys::Reflect::get(&obj, &"levels".into())
        .map_err(|_| js(Error::Bug("could not read levels".into())))?;
    let levels = js_sys::Array::from(&levels);
    for (j, l) in (0..).zip(&r.levels) {
        attach(
            &levels.get(j),
            "safe",
            &js_sys::Uint8Array::from(&l.safe[..]),
        )?;
        attach(&levels.get(j), "runs", &flat(&l.runs))?;
        attach(&levels.get(j), "intervals", &flat(&l.intervals))?;
    }
    Ok(obj)
}

/// Theorem 1's formula at one pile (a decimal string, a whole number or a bigint, up to
/// 2^64 − 1) and move:
/// `{pile, move, safe, index, from, to, steps}` with `from`/`to` the safe or unsafe interval
/// holding the pile and `index` its k (decimal strings: they pass 2^53).
#[wasm_bindgen(js_name = blockingFormula)]
pub fn blocking_formula(
    #[wasm_bindgen(unchecked_param_type = "string")] c: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] m: JsValue,
    #[wasm_bindgen(js_name = "M", unchecked_param_type = "string")] big_m: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | number | bigint")] pile: JsValue,
    #[wasm_bindgen(js_name = "move", unchecked_param_type = "number")] move_no: JsValue,
) -> JsResult<JsValue> {
    let a = Args("blockingFormula");
    let rules = rules(a, &c, &m, &big_m)?;
    let pile = a.decimal(&pile, "pile")?;
    let k = a.whole(&move_no, "move")?;
    let r = blocking::formula::classify(&rules, k, pile).map_err(js)?;
    #[derive(Serialize)]
    struct Out {
        pile: String,
        #[serde(rename = "move")]
        move_no: u64,
        safe: bool,
        index: String,
        from: String,
        to: String,
        steps: u64,
    }
    to_js(&Out {
        pile: r.pile.to_string(),
        move_no: k,
        safe: r.safe,
        index: r.index.to_string(),
        from: r.from.to_string(),
        to: r.to.to_string(),
        steps: r.steps,
    })
}

/// A game of blocking Nim against the engine. Each move: the opponent of the player to move
/// forbids (`block`, or `engineBlock`), then the player to move takes (`play`, or `engineMove`,
/// which returns `{blocked, take, winning, why, message, state}`: `message` is `why` as an
/// engine message `{id, args}` for the page's catalogues, `www/js/i18n/blocking/`).
#[wasm_bindgen]
pub struct BlockingGame(blocking::BlockingGame, Strength);

#[wasm_bindgen]
impl BlockingGame {
    /// A new game from `pile` (≤ 10^6) with the sequences c, m, M.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] c: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] m: JsValue,
        #[wasm_bindgen(js_name = "M", unchecked_param_type = "string")] big_m: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] pile: JsValue,
    ) -> JsResult<BlockingGame> {
        let a = Args("new BlockingGame");
        let game = blocking::BlockingGame::new(rules(a, &c, &m, &big_m)?, a.whole(&pile, "pile")?);
        Ok(BlockingGame(game.map_err(js)?, Strength::default()))
    }

    /// The opponent of the player to move forbids these options (takes); returns the state.
    pub fn block(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] list: JsValue,
    ) -> JsResult<JsValue> {
        let list = Args("BlockingGame.block").numbers(&list, "list")?;
        let blocked = self.0.block(&list);
        game_after(&self.0, blocked)
    }

    /// The engine forbids options of the player to move:
    /// `{blocked, take, winning, why, message, state}`.
    #[wasm_bindgen(js_name = engineBlock)]
    pub fn engine_block(&mut self) -> JsResult<JsValue> {
        let c = self.0.engine_block().map_err(js)?;
        with_state(&c, &self.state()?)
    }

    /// The player to move takes `take`; returns the state.
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] take: JsValue,
    ) -> JsResult<JsValue> {
        let played = self.0.play(Args("BlockingGame.play").whole(&take, "take")?);
        game_after(&self.0, played)
    }
}

engine_game!(
    BlockingGame,
    "`{pile, move, toMove, from, to, count, c, blocked, blocksSet, over, winner, reason, \
     reasonMessage, moves}` (`c` = c_k and `from` = m_k a decimal string past 2^53 − 1; \
     `reasonMessage`, once over, is `reason` as a message).",
    "Advice for the player to move: `{winning: number[] (allowed winning takes), take, forbid: \
     null, why, steps, message, stepMessages}` (steps: the hint in three sentences, revealed one \
     at a time; message and stepMessages: why and steps as messages); before the blocks are \
     chosen, advice for the one who forbids: `{winning (the taker's winning takes the advice \
     leaves), take: null, forbid: number[], why, steps, message, stepMessages}`."
);
