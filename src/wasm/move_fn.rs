//! The move-function games: f(x) (Holshouser & Reiter 2003) and periodic f(n, x) with several
//! bases (Holshouser & Reiter 2006). The core is `games::move_fn`.

use super::{
    attach, engine_game, finished, game_after, js, rule, to_js, Args, Check, JsResult, MOVE_FN,
};
use crate::error::{count_from_f64, Error};
use crate::games::level::Strength;
use crate::games::move_fn::periodic::{self, PeriodicAnalysis as CorePeriodic};
use crate::games::move_fn::{self, Advice, Analysis as CoreAnalysis, Engine, Game as CoreGame};
use crate::rule::{MoveFn, MoveRule};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// What a periodic move function's text is, for the `TypeError` of a wrong type.
const PERIODIC_FN: &str = "a move function of n and x such as \"if n % 2 == 0 then 2x else x\"";

/// A periodic move function f(n, x): the parameters `f` and `t` of the call `a`.
fn periodic_rule(a: Args, f: &JsValue, t: &JsValue) -> JsResult<MoveFn> {
    let f = a.text(f, "f", PERIODIC_FN)?;
    MoveFn::parse_periodic(&f, a.small(t, "t")?).map_err(js)
}

fn typed_arrays(tables: &[Vec<u32>]) -> js_sys::Array {
    tables
        .iter()
        .map(|g| js_sys::Uint32Array::from(&g[1..]))
        .collect()
}

/// A parsed move function's answer to `checkF`/`checkFn`.
fn checked(parsed: Result<MoveFn, Error>) -> JsResult<JsValue> {
    Check::of(parsed, |m| Check {
        monotone: Some(m.proved_nondecreasing()),
        canonical: Some(m.canonical()),
        ..Check::default()
    })
}

/// Validates a move function as typed: `{ok, canonical, monotone}` or `{ok: false, message,
/// column, caret}`. Never throws for a string; anything else is a `TypeError`, as for every
/// export.
#[wasm_bindgen(js_name = checkF)]
pub fn check_f(#[wasm_bindgen(unchecked_param_type = "string")] f: JsValue) -> JsResult<JsValue> {
    checked(MoveFn::parse(&Args("checkF").text(&f, "f", MOVE_FN)?))
}

/// Validates f(n, x) for a period t, like [`check_f`]: a period out of range is an answer with
/// `ok: false`. Never throws for a string and a number; other types are a `TypeError`.
#[wasm_bindgen(js_name = checkFn)]
pub fn check_fn(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] t: JsValue,
) -> JsResult<JsValue> {
    let a = Args("checkFn");
    let (f, t) = (a.text(&f, "f", PERIODIC_FN)?, a.number(&t, "t")?);
    checked(
        count_from_f64("t", t)
            .and_then(|t| MoveFn::parse_periodic(&f, u32::try_from(t).unwrap_or(u32::MAX))),
    )
}

/// g_i(1..upto) for every game of a periodic f: an array of t `Uint32Array`s.
#[wasm_bindgen(js_name = gTables)]
pub fn g_tables(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] t: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] upto: JsValue,
) -> JsResult<js_sys::Array> {
    let a = Args("gTables");
    let rule = Box::new(periodic_rule(a, &f, &t)?);
    let tables = periodic::g_tables(rule, a.whole(&upto, "upto")?).map_err(js)?;
    Ok(typed_arrays(&tables))
}

/// Theorem 2's bases: `{bases: [{members, theta, finite, reach}]}`.
#[wasm_bindgen]
pub fn bases(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] t: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] upto: JsValue,
) -> JsResult<JsValue> {
    let a = Args("bases");
    let rule = Box::new(periodic_rule(a, &f, &t)?);
    let bases = periodic::theorem2_bases(rule, a.whole(&upto, "upto")?).map_err(js)?;
    #[derive(Serialize)]
    struct Out {
        bases: Vec<move_fn::multi::Base>,
    }
    to_js(&Out { bases })
}

/// The multi-base representation of n (a decimal string, a whole number or a bigint) in
/// G_game, with the reason: `{game, n, parts: [{game, member}], winning: {game, member}, g,
/// why}`.
#[wasm_bindgen(js_name = periodicRepresentation)]
pub fn periodic_representation(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] t: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | number | bigint")] n: JsValue,
) -> JsResult<JsValue> {
    let a = Args("periodicRepresentation");
    let rule = Box::new(periodic_rule(a, &f, &t)?);
    let mut e = Engine::for_game(rule, a.small(&game, "game")?).map_err(js)?;
    let n = a.decimal(&n, "n")?;
    let rep = e.multi_representation(n).map_err(js)?;
    let advice = e.advise(n, n).map_err(js)?;
    #[derive(Serialize)]
    struct PartOut {
        game: usize,
        member: String,
    }
    #[derive(Serialize)]
    struct Out {
        game: usize,
        n: String,
        parts: Vec<PartOut>,
        winning: Option<PartOut>,
        g: String,
        why: String,
    }
    let part = |p: &periodic::Part| PartOut {
        game: p.game,
        member: p.member.to_string(),
    };
    to_js(&Out {
        game: rep.game,
        n: rep.n.to_string(),
        parts: rep.parts.iter().map(part).collect(),
        winning: rep.parts.last().map(part),
        g: rep.g.to_string(),
        why: advice.why,
    })
}

/// The periodic analysis in steps (Algorithm 1, Theorems 1 and 2, Example 2).
#[wasm_bindgen]
pub struct PeriodicAnalysis(CorePeriodic);

#[wasm_bindgen]
impl PeriodicAnalysis {
    /// Starts the analysis of f(n, x) with period t on 1..=upto.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] t: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] upto: JsValue,
    ) -> JsResult<PeriodicAnalysis> {
        let a = Args("new PeriodicAnalysis");
        let rule = periodic_rule(a, &f, &t)?;
        let analysis = CorePeriodic::of(rule, a.whole(&upto, "upto")?).map_err(js)?;
        Ok(PeriodicAnalysis(analysis))
    }

    /// About `work` piles of work; returns the fraction done (1 when finished).
    pub fn advance(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] work: JsValue,
    ) -> JsResult<f64> {
        let work = Args("PeriodicAnalysis.advance").whole(&work, "work")?;
        self.0.advance(work).map_err(js)
    }

    /// The report, with `g` as an array of `Uint32Array`s (Algorithm 1, one per game).
    pub fn result(&self) -> JsResult<JsValue> {
        let r = finished(self.0.report())?;
        let obj = to_js(r)?;
        attach(&obj, "g", &typed_arrays(&r.g))?;
        Ok(obj)
    }
}

/// g(1..upto) as a `Uint32Array`.
#[wasm_bindgen(js_name = gSequence)]
pub fn g_sequence(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] upto: JsValue,
) -> JsResult<js_sys::Uint32Array> {
    let a = Args("gSequence");
    let g = move_fn::g_table(rule(a, &f)?, a.whole(&upto, "upto")?).map_err(js)?;
    Ok(js_sys::Uint32Array::from(&g[1..]))
}

/// B_f ∩ [1, upto] with g0: `{base, g0, finite, method, reach, stopped}`.
#[wasm_bindgen(js_name = gBase)]
pub fn g_base(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] upto: JsValue,
) -> JsResult<JsValue> {
    let a = Args("gBase");
    let b = move_fn::g_base_of(rule(a, &f)?, a.whole(&upto, "upto")?).map_err(js)?;
    #[derive(Serialize)]
    struct Out {
        base: Vec<u64>,
        g0: Vec<u64>,
        finite: bool,
        method: move_fn::Method,
        reach: String,
        stopped: Option<String>,
    }
    to_js(&Out {
        base: b.members,
        g0: b.g0,
        finite: b.finite,
        method: b.method,
        reach: b.reach.to_string(),
        stopped: b.stopped,
    })
}

/// The winning move from (pile, max): `{winning, take, why}`.
#[wasm_bindgen(js_name = bestMove)]
pub fn best_move(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] pile: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] max: JsValue,
) -> JsResult<JsValue> {
    let a = Args("bestMove");
    let mut e = Engine::new(rule(a, &f)?).map_err(js)?;
    let (pile, max) = (a.whole(&pile, "pile")?, a.whole(&max, "max")?);
    to_js(&e.advise(pile, max).map_err(js)?)
}

/// [`best_move`] for piles beyond 2^53 (decimal strings, whole numbers or bigints): `{winning,
/// take: string, why}`.
#[wasm_bindgen(js_name = bestMoveBig)]
pub fn best_move_big(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | number | bigint")] pile: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | number | bigint")] max: JsValue,
) -> JsResult<JsValue> {
    let a = Args("bestMoveBig");
    let mut e = Engine::new(rule(a, &f)?).map_err(js)?;
    big_move(a, &mut e, &pile, &max)
}

/// The move from (pile, max) given as decimals, as [`Solver::best_move`] and [`best_move_big`]
/// answer it.
fn big_move(a: Args, e: &mut Engine, pile: &JsValue, max: &JsValue) -> JsResult<JsValue> {
    let (pile, max) = (a.decimal(pile, "pile")?, a.decimal(max, "max")?);
    big_advice(&e.advise(pile, max).map_err(js)?)
}

fn big_advice(a: &Advice) -> JsResult<JsValue> {
    #[derive(Serialize)]
    struct Out<'a> {
        winning: bool,
        take: String,
        why: &'a str,
    }
    to_js(&Out {
        winning: a.winning,
        take: a.take.to_string(),
        why: &a.why,
    })
}

/// The representation of n (a decimal string, a whole number or a bigint) in B_f, with the base
/// members ≤ n for drawing: `{n, parts, theta, top, smallest, g, base, why}` (numbers as decimal
/// strings).
#[wasm_bindgen]
pub fn representation(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | number | bigint")] n: JsValue,
) -> JsResult<JsValue> {
    let a = Args("representation");
    let mut e = Engine::new(rule(a, &f)?).map_err(js)?;
    let n = a.decimal(&n, "n")?;
    let (r, base) = e.representation(n).map_err(js)?;
    let advice = e.advise(n, n).map_err(js)?;
    #[derive(Serialize)]
    struct Out {
        n: String,
        parts: Vec<String>,
        theta: String,
        top: Option<String>,
        smallest: String,
        g: String,
        base: Vec<String>,
        why: String,
    }
    let s = |v: &u64| v.to_string();
    to_js(&Out {
        n: r.n.to_string(),
        parts: r.parts.iter().map(s).collect(),
        theta: r.theta.to_string(),
        top: r.top.as_ref().map(s),
        smallest: r.smallest.to_string(),
        g: r.g0.to_string(),
        base: base.members_upto(n).iter().map(s).collect(),
        why: advice.why,
    })
}

/// A prepared engine for one f: answers queries without parsing f or building its base again.
#[wasm_bindgen]
pub struct Solver(Engine);

#[wasm_bindgen]
impl Solver {
    /// Parses f and builds what can be built ahead (the simple base when f is non-decreasing).
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "string")] f: JsValue) -> JsResult<Solver> {
        Ok(Solver(
            Engine::new(rule(Args("new Solver"), &f)?).map_err(js)?,
        ))
    }

    /// g(n), the smallest winning move from a pile of n (a decimal string, a whole number or a
    /// bigint, any size the base reaches), as a decimal string.
    pub fn g(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string | number | bigint")] n: JsValue,
    ) -> JsResult<String> {
        let n = Args("Solver.g").decimal(&n, "n")?;
        Ok(self.0.g(n).map_err(js)?.to_string())
    }

    /// The move from (pile, max) (decimal strings, whole numbers or bigints), with the reason:
    /// `{winning, take: string, why}`.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string | number | bigint")] pile: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | number | bigint")] max: JsValue,
    ) -> JsResult<JsValue> {
        big_move(Args("Solver.bestMove"), &mut self.0, &pile, &max)
    }
}

/// A whole analysis of f on 1..=upto, computed in steps (for a worker with progress and cancel).
#[wasm_bindgen]
pub struct Analysis(CoreAnalysis);

#[wasm_bindgen]
impl Analysis {
    /// Starts an analysis.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] upto: JsValue,
    ) -> JsResult<Analysis> {
        let a = Args("new Analysis");
        let analysis = CoreAnalysis::new(rule(a, &f)?, a.whole(&upto, "upto")?).map_err(js)?;
        Ok(Analysis(analysis))
    }

    /// Does about `work` piles of work; returns the fraction done (1 when finished).
    pub fn advance(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] work: JsValue,
    ) -> JsResult<f64> {
        let work = Args("Analysis.advance").whole(&work, "work")?;
        self.0.advance(work).map_err(js)
    }

    /// The report (after `advance` returned 1), with `g` as a `Uint32Array` of g(1..upto).
    pub fn result(&self) -> JsResult<JsValue> {
        let r = finished(self.0.report())?;
        let obj = to_js(r)?;
        attach(&obj, "g", &js_sys::Uint32Array::from(&r.g[1..]))?;
        Ok(obj)
    }
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
        let (from, to) = self.0.legal();
        #[derive(Serialize)]
        struct Range {
            from: u64,
            to: u64,
        }
        to_js(&Range { from, to })
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
