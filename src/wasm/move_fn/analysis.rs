//! The move-function game's analyses (feature `move-fn`): g and the g-base on a range, the
//! periodic games' tables and bases, representations, and the engine on numbers up to 2^64
//! (`Solver`). What the views and the playground draw; a course page's game needs none of it.

#[cfg(feature = "move-fn-periodic")]
use super::periodic_rule;
use crate::games::move_fn::periodic;
#[cfg(feature = "move-fn-periodic")]
use crate::games::move_fn::periodic::PeriodicAnalysis as CorePeriodic;
use crate::games::move_fn::{self, Advice, Analysis as CoreAnalysis, Engine};
use crate::wasm::{attach, finished, js, numbers, rule, to_js, Args, JsResult};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Several bases as JS: `[{members, theta, finite, reach}]`, the two lists as typed arrays (see
/// [`numbers`]).
fn bases_js(what: &str, bases: &[move_fn::multi::Base]) -> JsResult<JsValue> {
    #[derive(Serialize)]
    struct Out {
        finite: bool,
        reach: u64,
    }
    let out = js_sys::Array::new();
    for (i, b) in bases.iter().enumerate() {
        let move_fn::multi::Base {
            members,
            theta,
            finite,
            reach,
        } = b;
        let obj = to_js(&Out {
            finite: *finite,
            reach: *reach,
        })?;
        attach(
            &obj,
            "members",
            &numbers(&format!("{what}[{i}].members"), members)?,
        )?;
        attach(
            &obj,
            "theta",
            &numbers(&format!("{what}[{i}].theta"), theta)?,
        )?;
        out.push(&obj);
    }
    Ok(out.into())
}

/// An object's field (one the caller made).
fn field(obj: &JsValue, key: &str) -> JsResult<JsValue> {
    js_sys::Reflect::get(obj, &key.into())
        .map_err(|_| js(crate::error::Error::Bug(format!("no field {key}"))))
}

fn typed_arrays(tables: &[Vec<u32>]) -> js_sys::Array {
    tables
        .iter()
        .map(|g| js_sys::Uint32Array::from(&g[1..]))
        .collect()
}

#[cfg(feature = "move-fn-periodic")]
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

#[cfg(feature = "move-fn-periodic")]
/// Theorem 2's bases: `{bases: [{members, theta, finite, reach}]}`, members and theta as
/// `Uint32Array`s.
#[wasm_bindgen]
pub fn bases(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] t: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] upto: JsValue,
) -> JsResult<JsValue> {
    let a = Args("bases");
    let rule = Box::new(periodic_rule(a, &f, &t)?);
    let bases = periodic::theorem2_bases(rule, a.whole(&upto, "upto")?).map_err(js)?;
    let obj = js_sys::Object::new().into();
    attach(&obj, "bases", &bases_js("bases", &bases)?)?;
    Ok(obj)
}

#[cfg(feature = "move-fn-periodic")]
/// The multi-base representation of n (a decimal string, a whole number or a bigint) in
/// G_game, with the reason: `{game, n, parts: [{game, member}], winning: {game, member}, g,
/// why, message}` (`message`: `why` as a message, for the page's language).
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
        #[serde(skip_serializing_if = "Option::is_none")]
        message: Option<crate::message::Message>,
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
        message: advice.message,
    })
}

#[cfg(feature = "move-fn-periodic")]
/// The periodic analysis in steps (Algorithm 1, Theorems 1 and 2, Example 2).
#[wasm_bindgen]
pub struct PeriodicAnalysis(CorePeriodic);

#[cfg(feature = "move-fn-periodic")]
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

    /// About `work` steps of work (moves tried; each call stays short); returns the fraction done (1 when finished).
    pub fn advance(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] work: JsValue,
    ) -> JsResult<f64> {
        let work = Args("PeriodicAnalysis.advance").whole(&work, "work")?;
        self.0.advance(work).map_err(js)
    }

    /// The report, with `g` as an array of `Uint32Array`s (Algorithm 1, one per game) and the
    /// members and theta of `theorem2.bases` and `theorem1.bases` as `Uint32Array`s. Each sentence
    /// (`text`, a conclusion's `statement`) comes with its `message`, for the page's language.
    pub fn result(&self) -> JsResult<JsValue> {
        let periodic::PeriodicReport {
            t,
            upto,
            g,
            brute,
            theorem2,
            theorem1,
            example2,
        } = finished(self.0.report())?;
        // Everything but the long lists through serde; those as typed arrays (a JS number per
        // member made by serde took seconds at t = 8 on 10^6).
        let periodic::Theorem2 {
            bases: bases2,
            holds,
            first_failure,
            text: text2,
            message: message2,
        } = theorem2;
        let periodic::Theorem1 {
            bases: bases1,
            condition,
            conclusions,
            text: text1,
            message: message1,
        } = theorem1;
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct Theorem2<'a> {
            holds: bool,
            first_failure: &'a Option<periodic::Mismatch>,
            text: &'a str,
            message: &'a crate::message::Message,
        }
        #[derive(Serialize)]
        struct Theorem1<'a> {
            condition: &'a periodic::Condition2,
            conclusions: &'a [periodic::Conclusion],
            text: &'a str,
            message: &'a crate::message::Message,
        }
        #[derive(Serialize)]
        struct Out<'a> {
            t: u32,
            upto: u64,
            brute: &'a periodic::BruteCheck,
            theorem2: Theorem2<'a>,
            theorem1: Theorem1<'a>,
            example2: &'a Option<periodic::Example2>,
        }
        let obj = to_js(&Out {
            t: *t,
            upto: *upto,
            brute,
            theorem2: Theorem2 {
                holds: *holds,
                first_failure,
                text: text2,
                message: message2,
            },
            theorem1: Theorem1 {
                condition,
                conclusions,
                text: text1,
                message: message1,
            },
            example2,
        })?;
        attach(&obj, "g", &typed_arrays(g))?;
        let theorem2 = field(&obj, "theorem2")?;
        attach(&theorem2, "bases", &bases_js("theorem2.bases", bases2)?)?;
        let theorem1 = field(&obj, "theorem1")?;
        attach(&theorem1, "bases", &bases_js("theorem1.bases", bases1)?)?;
        Ok(obj)
    }
}

/// A new typed array of type `$array`, filled from the pour `$p` (a [`SimplePour`]): values with
/// `set` from wasm memory, copies with `copyWithin`. (A macro: the typed arrays share these
/// methods by name only.)
///
/// [`SimplePour`]: move_fn::base::SimplePour
macro_rules! pour_js {
    ($p:expr, $array:ty) => {{
        let mut p = $p;
        // (upto ≤ MAX_TABLE, so every index fits a typed array's u32 and copyWithin's i32: checked
        // a piece at a time)
        let past = || crate::wasm::js(crate::error::Error::Bug("gSequence: an index past 2^31 (please report it)".into()));
        let u = |i: usize| u32::try_from(i).map_err(|_| past());
        let s = |i: usize| i32::try_from(i).map_err(|_| past());
        let out = <$array>::new_with_length(u(p.left())?);
        while let Some(piece) = p.next_piece() {
            match piece {
                Piece::Values { at, values } => out
                    .subarray(u(at)? - 1, u(at + values.len())? - 1)
                    .copy_from(values),
                Piece::Copy { at, from, len } => {
                    out.copy_within(s(at)? - 1, s(from)? - 1, s(from + len)? - 1);
                }
            }
        }
        JsValue::from(out)
    }};
}

/// g(1..upto) as the narrowest unsigned typed array that holds every value
/// ([`move_fn::GTable`]): a `Uint8Array` when each g ≤ 255 (a bounded f such as `min(x, 3)` or
/// `3`), a `Uint16Array` when each g ≤ 65535, else a `Uint32Array`. The same numbers in a
/// quarter or half of the memory, and copied out of wasm memory as fast. Where f is proved
/// non-decreasing, g is poured into the array a piece at a time (`pour_js`).
#[wasm_bindgen(js_name = gSequence, unchecked_return_type = "Uint8Array | Uint16Array | Uint32Array")]
pub fn g_sequence(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] upto: JsValue,
) -> JsResult<JsValue> {
    use js_sys::{Uint16Array, Uint32Array, Uint8Array};
    use move_fn::{base::Piece, GPour, GSource, GTable};
    let a = Args("gSequence");
    Ok(
        match move_fn::g_source(rule(a, &f)?, a.whole(&upto, "upto")?).map_err(js)? {
            GSource::Table(GTable::U8(g)) => Uint8Array::from(&g[1..]).into(),
            GSource::Table(GTable::U16(g)) => Uint16Array::from(&g[1..]).into(),
            GSource::Table(GTable::U32(g)) => Uint32Array::from(&g[1..]).into(),
            GSource::Simple(s) => match s.pour(move_fn::POUR_PIECE) {
                GPour::U8(p) => pour_js!(p, Uint8Array),
                GPour::U16(p) => pour_js!(p, Uint16Array),
                GPour::U32(p) => pour_js!(p, Uint32Array),
            },
        },
    )
}

/// B_f ∩ [1, upto] with g0: `{base, g0, finite, method, reach, stopped}`; base and g0 are
/// `Uint32Array`s, or `Float64Array`s when a member passes 2^32 − 1 (the simple construction
/// of a non-decreasing f reaches any upto), reach a decimal string.
#[wasm_bindgen(js_name = gBase)]
pub fn g_base(
    #[wasm_bindgen(unchecked_param_type = "string")] f: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] upto: JsValue,
) -> JsResult<JsValue> {
    let a = Args("gBase");
    let b = move_fn::g_base_of(rule(a, &f)?, a.whole(&upto, "upto")?).map_err(js)?;
    #[derive(Serialize)]
    struct Out {
        finite: bool,
        method: move_fn::Method,
        reach: String,
        stopped: Option<String>,
    }
    let obj = to_js(&Out {
        finite: b.finite,
        method: b.method,
        reach: b.reach.to_string(),
        stopped: b.stopped.as_ref().map(crate::message::Message::english),
    })?;
    attach(&obj, "base", &numbers("base", &b.members)?)?;
    attach(&obj, "g0", &numbers("g0", &b.g0)?)?;
    Ok(obj)
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
/// members ≤ n for drawing: `{n, parts, theta, top, smallest, g, base, why, message}` (numbers
/// as decimal strings; `message`: `why` as a message, for the page's language).
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
        #[serde(skip_serializing_if = "Option::is_none")]
        message: Option<crate::message::Message>,
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
        message: advice.message,
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

    /// Does about `work` steps of work (moves tried; each call stays short); returns the fraction done (1 when finished).
    pub fn advance(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] work: JsValue,
    ) -> JsResult<f64> {
        let work = Args("Analysis.advance").whole(&work, "work")?;
        self.0.advance(work).map_err(js)
    }

    /// The report (after `advance` returned 1), with `g` as a `Uint32Array` of g(1..upto) and
    /// `base` and `g0` as `Uint32Array`s. Each sentence (`text`) comes with its `message`, for the
    /// page's language.
    pub fn result(&self) -> JsResult<JsValue> {
        let move_fn::Report {
            upto,
            g,
            base,
            g0,
            finite,
            self_members,
            method,
            condition,
            simple_agrees,
            theorem,
            brute,
            storage,
            growth,
            losing_starts,
        } = finished(self.0.report())?;
        // Everything but the long lists through serde; those as typed arrays (a JS number per
        // member made by serde took 2.6 s with every pile to 2·10^7 a member).
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct Out<'a> {
            upto: u64,
            finite: bool,
            self_members: u64,
            method: move_fn::Method,
            condition: &'a move_fn::analysis::Condition,
            simple_agrees: Option<bool>,
            theorem: &'a move_fn::analysis::Theorem,
            brute: &'a periodic::BruteCheck,
            storage: &'a move_fn::analysis::Storage,
            growth: &'a move_fn::growth::Growth,
            losing_starts: &'a [u64],
        }
        let obj = to_js(&Out {
            upto: *upto,
            finite: *finite,
            self_members: *self_members,
            method: *method,
            condition,
            simple_agrees: *simple_agrees,
            theorem,
            brute,
            storage,
            growth,
            losing_starts,
        })?;
        attach(&obj, "g", &js_sys::Uint32Array::from(&g[1..]))?;
        attach(&obj, "base", &numbers("base", base)?)?;
        attach(&obj, "g0", &numbers("g0", g0)?)?;
        Ok(obj)
    }
}
