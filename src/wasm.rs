//! The WebAssembly API: a translation table. Each export parses its arguments, calls one core
//! function and converts the result or the error (a thrown JS `Error` with the core's message).
//! This is the only module that names wasm_bindgen, js_sys or web_sys. Names are camelCase; see
//! the README for the list.

use crate::error::{count_from_f64, parse_count, Error};
use crate::games::blocking;
use crate::games::cut_the_knot::subtraction::{self, SubtractionSet};
use crate::games::cut_the_knot::{grundy, schwenk, sum};
use crate::games::move_fn::periodic::{self, PeriodicAnalysis as CorePeriodic};
use crate::games::move_fn::{self, Advice, Analysis as CoreAnalysis, Engine, Game as CoreGame};
use crate::games::single_delete;
use crate::rule::{FTable, MoveFn, MoveRule};
use crate::spec::State;
use serde::Serialize;
use wasm_bindgen::prelude::*;

type JsResult<T> = Result<T, JsError>;

fn js(e: Error) -> JsError {
    JsError::new(&e.to_string())
}

fn to_js<T: Serialize + ?Sized>(v: &T) -> JsResult<JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}

fn rule(f: &str) -> JsResult<Box<dyn MoveRule>> {
    Ok(Box::new(MoveFn::parse(f).map_err(js)?))
}

fn periodic_rule(f: &str, t: f64) -> JsResult<MoveFn> {
    let t = count("t", t)?;
    MoveFn::parse_periodic(f, u32::try_from(t).unwrap_or(u32::MAX)).map_err(js)
}

fn typed_arrays(tables: &[Vec<u32>]) -> js_sys::Array {
    tables
        .iter()
        .map(|g| js_sys::Uint32Array::from(&g[1..]))
        .collect()
}

/// The report of a finished analysis, or the error that says to keep advancing.
fn finished<T>(report: Option<T>) -> JsResult<T> {
    report.ok_or_else(|| {
        JsError::new("the analysis is not finished: call advance() until it returns 1")
    })
}

/// `advice` as an object with the game's `state` attached (what every `engineMove` returns).
fn with_state<T: Serialize + ?Sized>(advice: &T, state: &JsValue) -> JsResult<JsValue> {
    let obj = to_js(advice)?;
    attach(&obj, "state", state)?;
    Ok(obj)
}

/// Sets `obj[key] = value` (typed arrays and other values serde does not make).
fn attach(obj: &JsValue, key: &str, value: &JsValue) -> JsResult<()> {
    js_sys::Reflect::set(obj, &key.into(), value)
        .map(|_| ())
        .map_err(|_| JsError::new(&format!("could not attach {key}")))
}

fn count(what: &str, v: f64) -> JsResult<u64> {
    count_from_f64(what, v).map_err(js)
}

/// Piles from JS numbers (each a whole number).
fn piles(values: Vec<f64>) -> JsResult<Vec<u64>> {
    values.into_iter().map(|p| count("pile", p)).collect()
}

/// A 0-based index from a JS number (too large becomes usize::MAX, which the core refuses).
fn index(what: &str, v: f64) -> JsResult<usize> {
    Ok(usize::try_from(count(what, v)?).unwrap_or(usize::MAX))
}

/// Installs the panic hook (debugging aid only: errors are returned, never panicked).
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The answer of every `check…` export: `{ok: true, canonical, …}` with the fields that apply, or
/// `{ok: false, message, column, caret}` (column and caret for parse errors only).
#[derive(Serialize, Default)]
#[serde(rename_all = "camelCase")]
struct Check {
    ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    canonical: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    monotone: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    kind: Option<&'static str>,
    /// Kept as `null` when unknown (the page tells "constant from i" from "not known").
    #[serde(skip_serializing_if = "is_absent")]
    constant_from: Option<Option<u64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    set: Option<Vec<u32>>,
    #[serde(skip_serializing_if = "is_absent")]
    minmax: Option<Option<MinMax>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    column: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    caret: Option<String>,
}

fn is_absent<T>(v: &Option<Option<T>>) -> bool {
    v.is_none()
}

#[derive(Serialize, Clone, Copy)]
struct MinMax {
    min: u32,
    max: u32,
}

impl Check {
    fn ok(canonical: String) -> Self {
        Check {
            ok: true,
            canonical: Some(canonical),
            ..Check::default()
        }
    }

    fn failed(e: &Error) -> Self {
        let (column, caret) = match e {
            Error::Parse(p) => (Some(p.column), Some(p.caret())),
            _ => (None, None),
        };
        Check {
            ok: false,
            message: Some(e.to_string()),
            column,
            caret,
            ..Check::default()
        }
    }
}

/// Validates a move function as typed: `{ok, canonical, monotone}` or `{ok: false, message,
/// column, caret}`. Never throws.
#[wasm_bindgen(js_name = checkF)]
pub fn check_f(f: &str) -> JsResult<JsValue> {
    to_js(&match MoveFn::parse(f) {
        Ok(m) => Check {
            monotone: Some(m.proved_nondecreasing()),
            ..Check::ok(m.canonical())
        },
        Err(e) => Check::failed(&e),
    })
}

/// Validates f(n, x) for a period t, like [`check_f`]. Never throws.
#[wasm_bindgen(js_name = checkFn)]
pub fn check_fn(f: &str, t: f64) -> JsResult<JsValue> {
    let t = match count_from_f64("t", t) {
        Ok(t) => u32::try_from(t).unwrap_or(u32::MAX),
        Err(e) => return to_js(&Check::failed(&e)),
    };
    to_js(&match MoveFn::parse_periodic(f, t) {
        Ok(m) => Check {
            monotone: Some(m.proved_nondecreasing()),
            ..Check::ok(m.canonical())
        },
        Err(e) => Check::failed(&e),
    })
}

/// g_i(1..upto) for every game of a periodic f: an array of t `Uint32Array`s.
#[wasm_bindgen(js_name = gTables)]
pub fn g_tables(f: &str, t: f64, upto: f64) -> JsResult<js_sys::Array> {
    let rule = Box::new(periodic_rule(f, t)?);
    Ok(typed_arrays(
        &periodic::g_tables(rule, count("upto", upto)?).map_err(js)?,
    ))
}

/// Theorem 2's bases: `{bases: [{members, theta, finite, reach}]}`.
#[wasm_bindgen]
pub fn bases(f: &str, t: f64, upto: f64) -> JsResult<JsValue> {
    let rule = Box::new(periodic_rule(f, t)?);
    let bases = periodic::theorem2_bases(rule, count("upto", upto)?).map_err(js)?;
    #[derive(Serialize)]
    struct Out {
        bases: Vec<move_fn::multi::Base>,
    }
    to_js(&Out { bases })
}

/// The multi-base representation of n (decimal string) in G_game, with the reason.
#[wasm_bindgen(js_name = periodicRepresentation)]
pub fn periodic_representation(f: &str, t: f64, game: f64, n: &str) -> JsResult<JsValue> {
    let rule = Box::new(periodic_rule(f, t)?);
    let game = u32::try_from(count("game", game)?).unwrap_or(u32::MAX);
    let mut e = Engine::for_game(rule, game).map_err(js)?;
    let n = parse_count("N", n).map_err(js)?;
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
        winning: PartOut,
        g: String,
        why: String,
    }
    let last = *rep.parts.last().expect("a part");
    to_js(&Out {
        game: rep.game,
        n: rep.n.to_string(),
        parts: rep
            .parts
            .iter()
            .map(|p| PartOut {
                game: p.game,
                member: p.member.to_string(),
            })
            .collect(),
        winning: PartOut {
            game: last.game,
            member: last.member.to_string(),
        },
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
    pub fn new(f: &str, t: f64, upto: f64) -> JsResult<PeriodicAnalysis> {
        let rule = periodic_rule(f, t)?;
        let ex2 = periodic::is_example2(&rule.canonical(), rule.period());
        let a = CorePeriodic::new(Box::new(rule), count("upto", upto)?, ex2).map_err(js)?;
        Ok(PeriodicAnalysis(a))
    }

    /// About `work` piles of work; returns the fraction done (1 when finished).
    pub fn advance(&mut self, work: f64) -> JsResult<f64> {
        self.0.advance(count("work", work)?).map_err(js)
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
pub fn g_sequence(f: &str, upto: f64) -> JsResult<js_sys::Uint32Array> {
    let g = move_fn::g_table(rule(f)?, count("upto", upto)?).map_err(js)?;
    Ok(js_sys::Uint32Array::from(&g[1..]))
}

/// B_f ∩ [1, upto] with g0: `{base, g0, finite, method, reach, stopped}`.
#[wasm_bindgen(js_name = gBase)]
pub fn g_base(f: &str, upto: f64) -> JsResult<JsValue> {
    let b = move_fn::g_base_of(rule(f)?, count("upto", upto)?).map_err(js)?;
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
pub fn best_move(f: &str, pile: f64, max: f64) -> JsResult<JsValue> {
    let mut e = Engine::new(rule(f)?).map_err(js)?;
    to_js(
        &e.advise(count("pile", pile)?, count("max", max)?)
            .map_err(js)?,
    )
}

/// [`best_move`] with decimal strings, for piles beyond 2^53: `{winning, take: string, why}`.
#[wasm_bindgen(js_name = bestMoveBig)]
pub fn best_move_big(f: &str, pile: &str, max: &str) -> JsResult<JsValue> {
    Solver::new(f)?.best_move(pile, max)
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

/// The representation of N (decimal string) in B_f, with the base members ≤ N for drawing.
#[wasm_bindgen]
pub fn representation(f: &str, n: &str) -> JsResult<JsValue> {
    let mut e = Engine::new(rule(f)?).map_err(js)?;
    let n = parse_count("N", n).map_err(js)?;
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
        base: base.members.iter().filter(|&&b| b <= n).map(s).collect(),
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
    pub fn new(f: &str) -> JsResult<Solver> {
        Ok(Solver(Engine::new(rule(f)?).map_err(js)?))
    }

    /// g(n), the smallest winning move from a pile of n (decimal strings, any size the base reaches).
    pub fn g(&mut self, n: &str) -> JsResult<String> {
        let n = parse_count("N", n).map_err(js)?;
        Ok(self.0.g(n).map_err(js)?.to_string())
    }

    /// The move from (pile, max), with the reason: `{winning, take: string, why}`.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(&mut self, pile: &str, max: &str) -> JsResult<JsValue> {
        let a = self
            .0
            .advise(
                parse_count("pile", pile).map_err(js)?,
                parse_count("max", max).map_err(js)?,
            )
            .map_err(js)?;
        big_advice(&a)
    }
}

/// A whole analysis of f on 1..=upto, computed in steps (for a worker with progress and cancel).
#[wasm_bindgen]
pub struct Analysis(CoreAnalysis);

#[wasm_bindgen]
impl Analysis {
    /// Starts an analysis.
    #[wasm_bindgen(constructor)]
    pub fn new(f: &str, upto: f64) -> JsResult<Analysis> {
        Ok(Analysis(
            CoreAnalysis::new(rule(f)?, count("upto", upto)?).map_err(js)?,
        ))
    }

    /// Does about `work` piles of work; returns the fraction done (1 when finished).
    pub fn advance(&mut self, work: f64) -> JsResult<f64> {
        self.0.advance(count("work", work)?).map_err(js)
    }

    /// The report (after `advance` returned 1), with `g` as a `Uint32Array` of g(1..upto).
    pub fn result(&self) -> JsResult<JsValue> {
        let r = finished(self.0.report())?;
        let obj = to_js(r)?;
        attach(&obj, "g", &js_sys::Uint32Array::from(&r.g[1..]))?;
        Ok(obj)
    }
}

/// A game against the engine.
#[wasm_bindgen]
pub struct Game(CoreGame);

#[wasm_bindgen]
impl Game {
    /// A new game from (pile, first-move maximum).
    #[wasm_bindgen(constructor)]
    pub fn new(f: &str, pile: f64, max: f64) -> JsResult<Game> {
        let engine = Engine::new(rule(f)?).map_err(js)?;
        Ok(Game(
            CoreGame::new(engine, count("pile", pile)?, count("max", max)?).map_err(js)?,
        ))
    }

    /// A game in G_game of a periodic f(n, x) with period t: `Game.periodic(f, t, game, pile, max)`.
    pub fn periodic(f: &str, t: f64, game: f64, pile: f64, max: f64) -> JsResult<Game> {
        let rule = Box::new(periodic_rule(f, t)?);
        let game = u32::try_from(count("game", game)?).unwrap_or(u32::MAX);
        let engine = Engine::for_game(rule, game).map_err(js)?;
        Ok(Game(
            CoreGame::new(engine, count("pile", pile)?, count("max", max)?).map_err(js)?,
        ))
    }

    /// `{pile, max, limit, toMove, over, winner, moves, game, residue}` (game and residue are 0
    /// for a move function of x alone).
    pub fn state(&mut self) -> JsResult<JsValue> {
        let s = self.0.state();
        let (game, _) = self.0.engine().game();
        let residue = self.0.engine().residue(s.pile);
        let obj = to_js(&s)?;
        attach(&obj, "game", &(game as f64).into())?;
        attach(&obj, "residue", &f64::from(residue).into())?;
        Ok(obj)
    }

    /// `{from, to}`: the legal takes (to = 0 when the game is over).
    pub fn legal(&self) -> JsResult<JsValue> {
        legal_range(&self.0)
    }

    /// Takes `take` counters; returns the new state. Throws for an illegal move.
    pub fn play(&mut self, take: f64) -> JsResult<JsValue> {
        self.0.play(count("take", take)?).map_err(js)?;
        self.state()
    }

    /// The engine's advice for the player to move: `{take, winning, why}`.
    pub fn hint(&mut self) -> JsResult<JsValue> {
        to_js(&self.0.hint().map_err(js)?)
    }

    /// The engine moves: `{take, winning, why, state}`.
    #[wasm_bindgen(js_name = engineMove)]
    pub fn engine_move(&mut self) -> JsResult<JsValue> {
        let advice = self.0.engine_move().map_err(js)?;
        with_state(&advice, &self.state()?)
    }
}

fn legal_range(g: &CoreGame) -> JsResult<JsValue> {
    let (from, to) = g.legal();
    #[derive(Serialize)]
    struct Range {
        from: u64,
        to: u64,
    }
    to_js(&Range { from, to })
}

/// Reads a URL query: `{state, errors: [{key, message}]}`. Never throws.
#[wasm_bindgen(js_name = parseState)]
pub fn parse_state(query: &str) -> JsResult<JsValue> {
    let (state, errors) = State::from_query(query);
    #[derive(Serialize)]
    struct Out {
        state: State,
        errors: Vec<crate::spec::FieldError>,
    }
    to_js(&Out { state, errors })
}

/// The canonical query string of a state object (without `?`).
#[wasm_bindgen(js_name = printState)]
pub fn print_state(state: JsValue) -> JsResult<String> {
    let s: State = serde_wasm_bindgen::from_value(state)
        .map_err(|e| JsError::new(&format!("not a Nim Lab state: {e}")))?;
    Ok(s.to_query())
}

/// The default state.
#[wasm_bindgen(js_name = defaultState)]
pub fn default_state() -> JsResult<JsValue> {
    to_js(&State::default())
}

// --- Blocking Nim (seed 002) ----------------------------------------------------------------

fn blocking_rules(c: &str, m: &str, big_m: &str) -> JsResult<blocking::Rules> {
    blocking::Rules::parse(c, m, big_m).map_err(js)
}

/// Validates one typed sequence (an expression in `i`, or a list whose last value repeats):
/// `{ok, canonical, kind: "list"|"expr", constantFrom}` or `{ok: false, message, column, caret}`.
/// Never throws.
#[wasm_bindgen(js_name = checkSeq)]
pub fn check_seq(text: &str) -> JsResult<JsValue> {
    to_js(&match blocking::Seq::parse(text) {
        Ok(s) => Check {
            kind: Some(s.kind()),
            constant_from: Some(s.constant_from()),
            ..Check::ok(s.canonical())
        },
        Err(e) => Check::failed(&Error::Parse(e)),
    })
}

/// c_i, m_i, M_i and u_i = M_i − m_i − c_i for i = 1..n (n ≤ 1000): `{c, m, M, u}`. Throws with
/// the sequence and i named for a bad value.
#[wasm_bindgen(js_name = blockingValues)]
pub fn blocking_values(c: &str, m: &str, big_m: &str, n: f64) -> JsResult<JsValue> {
    let rules = blocking_rules(c, m, big_m)?;
    let n = count("n", n)?;
    crate::error::check_range("n", u128::from(n), 1, 1000, "").map_err(js)?;
    let steps = rules.steps(1, n).map_err(js)?;
    #[derive(Serialize)]
    struct Out {
        c: Vec<u64>,
        m: Vec<u64>,
        #[serde(rename = "M")]
        big_m: Vec<u64>,
        u: Vec<f64>,
    }
    to_js(&Out {
        c: steps.iter().map(|s| s.c).collect(),
        m: steps.iter().map(|s| s.m).collect(),
        big_m: steps.iter().map(|s| s.max).collect(),
        u: steps.iter().map(|s| s.u() as f64).collect(),
    })
}

/// Brute force and Theorem 1 side by side for moves 1..=moves (≤ 12) and piles 0..=upto
/// (≤ 10^6), the conditions and the claims judged; each level's `safe` is a `Uint8Array`
/// (1 = safe). See the README for the fields.
#[wasm_bindgen(js_name = blockingAnalysis)]
pub fn blocking_analysis(
    c: &str,
    m: &str,
    big_m: &str,
    upto: f64,
    moves: f64,
) -> JsResult<JsValue> {
    let rules = blocking_rules(c, m, big_m)?;
    let r = blocking::analyse(&rules, count("upto", upto)?, count("moves", moves)?).map_err(js)?;
    let obj = to_js(&r)?;
    let levels = js_sys::Reflect::get(&obj, &"levels".into())
        .map_err(|_| JsError::new("could not read levels"))?;
    let levels = js_sys::Array::from(&levels);
    for (j, l) in r.levels.iter().enumerate() {
        attach(
            &levels.get(j as u32),
            "safe",
            &js_sys::Uint8Array::from(&l.safe[..]),
        )?;
    }
    Ok(obj)
}

/// Theorem 1's formula at one pile (a decimal string, up to 2^64 − 1) and move:
/// `{pile, move, safe, index, from, to, steps}` with `from`/`to` the safe or unsafe interval
/// holding the pile and `index` its k (decimal strings: they pass 2^53).
#[wasm_bindgen(js_name = blockingFormula)]
pub fn blocking_formula(
    c: &str,
    m: &str,
    big_m: &str,
    pile: &str,
    move_no: f64,
) -> JsResult<JsValue> {
    let rules = blocking_rules(c, m, big_m)?;
    let pile = parse_count("pile", pile).map_err(js)?;
    let k = count("move", move_no)?;
    crate::error::check_range("move", u128::from(k), 1, 1_000_000, "").map_err(js)?;
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
/// forbids (`block`, or `engineBlock`), then the player to move takes (`play`, or `engineMove`).
#[wasm_bindgen]
pub struct BlockingGame(blocking::BlockingGame);

#[wasm_bindgen]
impl BlockingGame {
    /// A new game from `pile` (≤ 10^6) with the sequences c, m, M.
    #[wasm_bindgen(constructor)]
    pub fn new(c: &str, m: &str, big_m: &str, pile: f64) -> JsResult<BlockingGame> {
        let rules = blocking_rules(c, m, big_m)?;
        Ok(BlockingGame(
            blocking::BlockingGame::new(rules, count("pile", pile)?).map_err(js)?,
        ))
    }

    /// `{pile, move, toMove, from, to, count, c, blocked, blocksSet, over, winner, reason, moves}`.
    pub fn state(&self) -> JsResult<JsValue> {
        to_js(&self.0.state().map_err(js)?)
    }

    /// The opponent of the player to move forbids these options; returns the state.
    pub fn block(&mut self, list: Vec<f64>) -> JsResult<JsValue> {
        let list = list
            .into_iter()
            .map(|x| count("option", x))
            .collect::<JsResult<Vec<u64>>>()?;
        self.0.block(&list).map_err(js)?;
        self.state()
    }

    /// The engine forbids options of the player to move: `{blocked, why, state}`.
    #[wasm_bindgen(js_name = engineBlock)]
    pub fn engine_block(&mut self) -> JsResult<JsValue> {
        let c = self.0.engine_block().map_err(js)?;
        choice(&c, &self.state()?)
    }

    /// The player to move takes `take`; returns the state.
    pub fn play(&mut self, take: f64) -> JsResult<JsValue> {
        self.0.play(count("take", take)?).map_err(js)?;
        self.state()
    }

    /// The engine moves: `{take, winning, why, state}`.
    #[wasm_bindgen(js_name = engineMove)]
    pub fn engine_move(&mut self) -> JsResult<JsValue> {
        let c = self.0.engine_move().map_err(js)?;
        choice(&c, &self.state()?)
    }

    /// Advice for the player to move: `{winning: number[] (allowed winning takes), take, why}`.
    pub fn hint(&mut self) -> JsResult<JsValue> {
        let c = self.0.hint().map_err(js)?;
        #[derive(Serialize)]
        struct Out<'a> {
            winning: &'a [u64],
            take: Option<u64>,
            why: &'a str,
        }
        to_js(&Out {
            winning: &c.options,
            take: c.take,
            why: &c.why,
        })
    }
}

fn choice(c: &blocking::play::Choice, state: &JsValue) -> JsResult<JsValue> {
    #[derive(Serialize)]
    struct Out<'a> {
        blocked: &'a [u64],
        take: Option<u64>,
        winning: bool,
        why: &'a str,
    }
    with_state(
        &Out {
            blocked: &c.blocked,
            take: c.take,
            winning: c.winning,
            why: &c.why,
        },
        state,
    )
}

// ---- Cut-the-Knot (seed 003) ----

fn sub_set(text: &str) -> JsResult<SubtractionSet> {
    SubtractionSet::parse(text).map_err(js)
}

/// Validates a subtraction set as typed (`3..5`, `1, 3, 4`): `{ok, canonical, set, minmax:
/// {min, max} | null}` or `{ok: false, message, column, caret}`. Never throws.
#[wasm_bindgen(js_name = checkSet)]
pub fn check_set(text: &str) -> JsResult<JsValue> {
    to_js(&match SubtractionSet::parse(text) {
        Ok(s) => Check {
            set: Some(s.moves().to_vec()),
            minmax: Some(s.minmax_bounds().map(|(min, max)| MinMax { min, max })),
            ..Check::ok(s.canonical())
        },
        Err(e) => Check::failed(&e),
    })
}

/// The subtraction game on 0..=upto: `{set, canonical, minmax, upto, grundy: Uint32Array,
/// pPositions, period: {found, preperiod, period, checkedUpto, text}, rule, formula}` (rule and
/// formula, for Min/Max sets: `{holds, checkedUpto, forAll, counterexample, text}`).
#[wasm_bindgen(js_name = subtractionAnalysis)]
pub fn subtraction_analysis(set: &str, upto: f64) -> JsResult<JsValue> {
    let r = subtraction::analyse(&sub_set(set)?, count("upto", upto)?).map_err(js)?;
    let obj = to_js(&r)?;
    attach(
        &obj,
        "minmax",
        &to_js(&r.minmax.map(|(min, max)| MinMax { min, max }))?,
    )?;
    attach(
        &obj,
        "grundy",
        &js_sys::Uint32Array::from(&r.grundy[..]).into(),
    )?;
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
pub struct SubtractionGame(subtraction::SubtractionGame);

#[wasm_bindgen]
impl SubtractionGame {
    /// A new game from `pile` (1..=10^6).
    #[wasm_bindgen(constructor)]
    pub fn new(set: &str, pile: f64) -> JsResult<SubtractionGame> {
        let game = subtraction::SubtractionGame::new(sub_set(set)?, count("pile", pile)?);
        Ok(SubtractionGame(game.map_err(js)?))
    }

    /// `{pile, toMove, over, winner, legal: [takes], grundy, moves: [{by, take, pileBefore}]}`.
    pub fn state(&self) -> JsResult<JsValue> {
        to_js(&self.0.state())
    }

    /// Takes `take` counters; returns the new state. Throws for an illegal take.
    pub fn play(&mut self, take: f64) -> JsResult<JsValue> {
        self.0.play(count("take", take)?).map_err(js)?;
        self.state()
    }

    /// The engine's advice for the player to move: `{winning, take, why}`.
    pub fn hint(&self) -> JsResult<JsValue> {
        to_js(&self.0.hint().map_err(js)?)
    }

    /// The engine moves: `{winning, take, why, state}`.
    #[wasm_bindgen(js_name = engineMove)]
    pub fn engine_move(&mut self) -> JsResult<JsValue> {
        let advice = self.0.engine_move().map_err(js)?;
        with_state(&advice, &self.state()?)
    }
}

/// The take-away game of f on 1..=upto: Schwenk's H and its steps, the hypotheses, brute force,
/// seed 000's B_f and g(N) = N, and the claims (see the README).
#[wasm_bindgen(js_name = takeawayAnalysis)]
pub fn takeaway_analysis(f: &str, upto: f64) -> JsResult<JsValue> {
    to_js(&schwenk::analyse(rule(f)?, count("upto", upto)?).map_err(js)?)
}

/// N's representation by H as one row of digits: `{n, H, digits, parts, rightmost, valid, text}`
/// for 1 ≤ N ≤ 2^53 − 1 (n a decimal string, and back as one; the terms as numbers).
#[wasm_bindgen(js_name = takeawayRepresentation)]
pub fn takeaway_representation(f: &str, n: &str) -> JsResult<JsValue> {
    let n = parse_count("N", n).map_err(js)?;
    crate::error::check_range(
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
        let v: Vec<u32> = (1..=self.0.upto()).map(|n| self.0.start(n)).collect();
        js_sys::Uint32Array::from(&v[..])
    }

    /// G(n, 0..=n).
    pub fn row(&self, n: f64) -> JsResult<js_sys::Uint32Array> {
        let n = self.pile(n)?;
        let v: Vec<u32> = self.0.row(n).iter().map(|&g| u32::from(g)).collect();
        Ok(js_sys::Uint32Array::from(&v[..]))
    }

    fn pile(&self, n: f64) -> JsResult<u64> {
        let n = count("n", n)?;
        crate::error::check_range(
            "n",
            u128::from(n),
            0,
            u128::from(self.0.upto()),
            "the table's size",
        )
        .map_err(js)?;
        Ok(n)
    }
}

/// A row of take-away games (a sum) against the engine.
#[wasm_bindgen]
pub struct SumGame(sum::SumGame);

#[wasm_bindgen]
impl SumGame {
    /// A row from piles (1..=8 piles, each 1..=2000), each starting at (N, N − 1).
    #[wasm_bindgen(constructor)]
    pub fn new(f: &str, piles: Vec<f64>) -> JsResult<SumGame> {
        Ok(SumGame(
            sum::SumGame::new(rule(f)?, &self::piles(piles)?).map_err(js)?,
        ))
    }

    /// `{components: [{pile, limit, max, grundy}], nimSum, toMove, over, winner, moves: [{by,
    /// component, take, pileBefore}]}`.
    pub fn state(&self) -> JsResult<JsValue> {
        to_js(&self.0.state())
    }

    /// Takes `take` from pile `component` (0-based); returns the new state.
    pub fn play(&mut self, component: f64, take: f64) -> JsResult<JsValue> {
        self.0
            .play(index("component", component)?, count("take", take)?)
            .map_err(js)?;
        self.state()
    }

    /// The engine's advice: `{winning, component, take, why}`.
    pub fn hint(&self) -> JsResult<JsValue> {
        to_js(&self.0.hint().map_err(js)?)
    }

    /// The engine moves: `{winning, component, take, why, state}`.
    #[wasm_bindgen(js_name = engineMove)]
    pub fn engine_move(&mut self) -> JsResult<JsValue> {
        let advice = self.0.engine_move().map_err(js)?;
        with_state(&advice, &self.state()?)
    }
}

/// Every single-delete Nim position of k piles (2..=8) with piles ≤ max, solved.
#[wasm_bindgen]
pub struct DeleteSolver(single_delete::Solver);

#[wasm_bindgen]
impl DeleteSolver {
    /// Solves every position; throws when k or max is out of range or the solve is too large.
    #[wasm_bindgen(constructor)]
    pub fn new(piles: f64, max: f64) -> JsResult<DeleteSolver> {
        Ok(DeleteSolver(
            single_delete::Solver::new(count("piles", piles)?, count("max", max)?).map_err(js)?,
        ))
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
        to_js(&single_delete::theorems::checks(&self.0))
    }

    /// `[{pattern, pCount, total, covered, positions}]`: the P-positions by valuation pattern,
    /// at most `limit` listed per group.
    pub fn groups(&self, limit: f64) -> JsResult<JsValue> {
        to_js(&single_delete::theorems::groups(
            &self.0,
            index("limit", limit)?,
        ))
    }

    /// P over (a, b) ∈ 1..=max² with the other piles `rest` (k − 2 of them): byte
    /// (a − 1)·max + (b − 1) is 1 for a P-position.
    #[wasm_bindgen(js_name = pMap)]
    pub fn p_map(&self, rest: Vec<f64>) -> JsResult<js_sys::Uint8Array> {
        let map: Vec<u8> = self
            .0
            .p_map(&piles(rest)?)
            .map_err(js)?
            .into_iter()
            .map(u8::from)
            .collect();
        Ok(js_sys::Uint8Array::from(&map[..]))
    }

    /// `{p, reason, text}`: why the position is P or N (a statement of the paper, or search).
    pub fn explain(&self, position: Vec<f64>) -> JsResult<JsValue> {
        to_js(&single_delete::theorems::explain(&self.0, &piles(position)?).map_err(js)?)
    }
}

/// `[{value, binary, valuation}]`: each pile in binary (for the rightmost-1 drawing).
#[wasm_bindgen(js_name = deleteDigits)]
pub fn delete_digits(position: Vec<f64>) -> JsResult<JsValue> {
    to_js(&single_delete::theorems::digits(&piles(position)?).map_err(js)?)
}

/// The page's name of a single-delete statement id ("theorem-1.4" → "Theorem 1.4", "doubling" →
/// "the doubling observation"); "search" for an unknown id.
#[wasm_bindgen(js_name = deleteStatementName)]
pub fn delete_statement_name(id: &str) -> String {
    single_delete::theorems::name(id).to_string()
}

/// Single-delete Nim against the engine.
#[wasm_bindgen]
pub struct DeleteGame(single_delete::game::DeleteGame);

#[wasm_bindgen]
impl DeleteGame {
    /// A game from `piles` (board order; 2..=8 piles).
    #[wasm_bindgen(constructor)]
    pub fn new(position: Vec<f64>) -> JsResult<DeleteGame> {
        Ok(DeleteGame(
            single_delete::game::DeleteGame::new(&piles(position)?).map_err(js)?,
        ))
    }

    /// A random start of k piles of 1..=max from `seed`.
    pub fn random(k: f64, max: f64, seed: f64) -> JsResult<DeleteGame> {
        Ok(DeleteGame(
            single_delete::game::DeleteGame::random(
                count("piles", k)?,
                count("max", max)?,
                count("seed", seed)?,
            )
            .map_err(js)?,
        ))
    }

    /// `{piles, toMove, over, winner, moves: [{by, delete, split, parts, before}]}`.
    pub fn state(&self) -> JsResult<JsValue> {
        to_js(&self.0.state())
    }

    /// Deletes pile `delete`, splits pile `split` into x and the rest (0-based); the new state.
    pub fn play(&mut self, delete: f64, split: f64, x: f64) -> JsResult<JsValue> {
        self.0
            .play(
                index("delete", delete)?,
                index("split", split)?,
                count("x", x)?,
            )
            .map_err(js)?;
        self.state()
    }

    /// `{winning, delete, split, parts, leaves, reason, why}` (indices into the board).
    pub fn hint(&self) -> JsResult<JsValue> {
        to_js(&self.0.hint().map_err(js)?)
    }

    /// The engine moves: its advice (worded for the engine) with `state`.
    #[wasm_bindgen(js_name = engineMove)]
    pub fn engine_move(&mut self) -> JsResult<JsValue> {
        let advice = self.0.engine_move().map_err(js)?;
        with_state(&advice, &self.state()?)
    }
}
