//! `nimlab ask` (not in the usage text): the native engine as an oracle for the wasm package.
//! Reads one question a line on stdin, a JSON object `{"op": …, …}` named and shaped after the
//! export that answers it in the package, and writes one line per question: `{"ok": answer}` in
//! the shape that export returns, or `{"error": message}` with the core's message, which is the
//! message of the `Error` the export throws. `scripts/differential.mjs` asks the package the same
//! questions in node and compares the two, so that a wasm32 `usize` (or anything else only the
//! package does) cannot change an answer unseen.
//!
//! The ops (numbers are JSON numbers where the export takes a JS number, decimal strings where it
//! takes `string | number | bigint`):
//! - `solver` `{f, calls: [["g", n] | ["bestMove", pile, max], …]}`: one `Solver`, asked in turn
//!   (answers to earlier calls grow its tables: a wrapped index reads them).
//! - `gSequence` `{f, upto}`, `bestMove` `{f, pile, max}`, `bestMoveBig` `{f, pile, max}`,
//!   `representation` `{f, n}`, `periodicRepresentation` `{f, t, game, n}`.
//! - `game` `{f, [t, game], pile, max, script: [["state"] | ["hint"] | ["legal"] | ["engineMove"]
//!   | ["play", take] | ["setLevel", level, seed], …]}`: `new Game` (or `Game.periodic` with t),
//!   then the script; each step's answer in turn.
//! - `analysis` `{f, upto, work: [w, …], [result]}` and `periodicAnalysis` `{f, t, upto, work,
//!   [result]}`: `advance` with each work in turn, the fraction done after each; with `result:
//!   true`, then `result()` without its long lists (g, the base and g0, the theorems' bases: typed
//!   arrays in the package) and the growth's slope and factor (from `ln` and `exp`, which wasm's
//!   libm may round otherwise in the last place: the sentence has them rounded), its sentences
//!   with their messages.
//! - Blocking Nim: `blockingValues` `{c, m, M, n}`, `blockingAnalysis` `{c, m, M, upto, moves}`
//!   (each level's `safe`, `runs` and `intervals` as the arrays the export attaches),
//!   `blockingFormula` `{c, m, M, pile, move}`, and `blockingGame` `{c, m, M, pile, script}` whose
//!   steps are a game's (`state`, `hint`, `engineMove`, `setLevel`) and `["block", [x, …]]`,
//!   `["engineBlock"]`, `["play", take]`.
//! - Cut The Knot: `subtractionGrundyAt` `{set, n}`, `takeawayRepresentation` `{f, n}`, and
//!   `sumGame` `{f, piles, script}` with `["play", component, take]`.

use nimlab::error::{check_range, parse_count, Error};
use nimlab::games::blocking::{self, Rules};
use nimlab::games::cut_the_knot::subtraction::{self, SubtractionSet};
use nimlab::games::cut_the_knot::{schwenk, sum};
use nimlab::games::level::{Level, Strength};
use nimlab::games::move_fn::{self, periodic, Advice, Engine, Game};
use nimlab::games::EngineGame;
use nimlab::rule::MoveFn;
use serde_json::{json, Value};
use std::io::{BufRead, Write};

/// Answers every line of stdin; a line that is not a question is an error in the harness.
///
/// # Errors
/// A line that is not a question (a harness error: the answers stop there).
pub fn run() -> Result<(), String> {
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for (i, line) in stdin.lock().lines().enumerate() {
        let line = line.map_err(|e| e.to_string())?;
        if line.trim().is_empty() {
            continue;
        }
        let q: Value =
            serde_json::from_str(&line).map_err(|e| format!("nimlab ask: line {}: {e}", i + 1))?;
        let answer = answer(&q).map_err(|e| format!("nimlab ask: line {}: {e}", i + 1))?;
        writeln!(out, "{}", outcome(answer)).map_err(|e| e.to_string())?;
    }
    out.flush().map_err(|e| e.to_string())
}

/// A question the harness got wrong (a missing field), as opposed to the core's refusal.
type Bad = String;

fn outcome(a: Result<Value, Error>) -> Value {
    match a {
        Ok(v) => json!({ "ok": v }),
        Err(e) => json!({ "error": e.to_string() }),
    }
}

fn field<'a>(q: &'a Value, key: &str) -> Result<&'a Value, Bad> {
    q.get(key).ok_or_else(|| format!("missing {key}"))
}

fn text<'a>(q: &'a Value, key: &str) -> Result<&'a str, Bad> {
    field(q, key)?
        .as_str()
        .ok_or_else(|| format!("{key} must be a string"))
}

/// A JSON number as the export's `whole` reads it (the harness sends only whole numbers ≤ 2^53 − 1).
fn whole(v: &Value, key: &str) -> Result<u64, Bad> {
    v.as_u64()
        .ok_or_else(|| format!("{key} must be a whole number"))
}

/// A count as the export's `decimal` reads it: a decimal string, or a whole number.
fn decimal(v: &Value, key: &str) -> Result<Result<u64, Error>, Bad> {
    match v.as_str() {
        Some(s) => Ok(parse_count(key, s)),
        None => whole(v, key).map(Ok),
    }
}

fn small(q: &Value, key: &str) -> Result<u32, Bad> {
    Ok(u32::try_from(whole(field(q, key)?, key)?).unwrap_or(u32::MAX))
}

fn rule(q: &Value) -> Result<Result<MoveFn, Error>, Bad> {
    let f = text(q, "f")?;
    Ok(if q.get("t").is_some() {
        MoveFn::parse_periodic(f, small(q, "t")?)
    } else {
        MoveFn::parse(f)
    })
}

fn engine(q: &Value) -> Result<Result<Engine, Error>, Bad> {
    let game = if q.get("game").is_some() {
        small(q, "game")?
    } else {
        0
    };
    Ok(rule(q)?.and_then(|r| Engine::for_game(Box::new(r), game)))
}

fn to_value<T: serde::Serialize>(v: &T) -> Value {
    serde_json::to_value(v).expect("the core's answers are JSON")
}

/// A JSON array of whole numbers, as the export's `numbers` reads a JS array.
fn whole_list(v: &Value, key: &str) -> Result<Vec<u64>, Bad> {
    v.as_array()
        .ok_or_else(|| format!("{key} must be an array"))?
        .iter()
        .map(|x| whole(x, key))
        .collect()
}

/// Blocking Nim's three sequences `c`, `m` and `M`.
fn rules(q: &Value) -> Result<Result<Rules, Error>, Bad> {
    Ok(Rules::parse(text(q, "c")?, text(q, "m")?, text(q, "M")?))
}

/// A step every game's export has (`engine_game!` in src/wasm/mod.rs): `state`, `hint`,
/// `engineMove` (its reasons with the new `state`) and `setLevel`; None for another step.
fn game_step<G: EngineGame>(
    game: &mut G,
    strength: &mut Strength,
    step: &Value,
) -> Result<Option<Result<Value, Error>>, Bad> {
    let name = step[0].as_str().ok_or("a step names its method")?;
    Ok(Some(match name {
        "state" => game.state().map(|s| to_value(&s)),
        "hint" => game.hint().map(|h| to_value(&h)),
        "engineMove" => game
            .engine_move_at(*strength)
            .and_then(|m| with_state(&m, game)),
        "setLevel" => {
            let level = step[1].as_str().ok_or("setLevel takes a level")?;
            let seed = whole(&step[2], "seed")?;
            Level::parse(level).map(|l| {
                *strength = Strength::new(l, seed);
                Value::Null
            })
        }
        _ => return Ok(None),
    }))
}

/// `value` with the game's `state` attached, as the exports' `with_state` answers.
fn with_state<G: EngineGame>(value: &impl serde::Serialize, game: &G) -> Result<Value, Error> {
    let mut v = to_value(value);
    v["state"] = to_value(&game.state()?);
    Ok(v)
}

/// The game's state after a move of the player to move, or the move's refusal (`game_after`).
fn after<G: EngineGame>(game: &G, played: Result<(), Error>) -> Result<Value, Error> {
    played.and_then(|()| game.state().map(|s| to_value(&s)))
}

/// A game's script: each step's answer in turn, `own` answering the steps the game names itself
/// (its `play`, blocking Nim's blocks).
fn script<G: EngineGame>(
    game: &mut G,
    q: &Value,
    own: impl Fn(&mut G, &str, &Value) -> Result<Result<Value, Error>, Bad>,
) -> Result<Value, Bad> {
    let steps = field(q, "script")?
        .as_array()
        .ok_or("script must be an array")?;
    let mut strength = Strength::default();
    let mut out = Vec::new();
    for step in steps {
        let a = match game_step(game, &mut strength, step)? {
            Some(a) => a,
            None => own(game, step[0].as_str().unwrap_or_default(), step)?,
        };
        out.push(outcome(a));
    }
    Ok(Value::Array(out))
}

/// Pairs of piles laid flat, as `blockingAnalysis` attaches them (a0, b0, a1, b1, …).
fn flat(pairs: &[(u64, u64)]) -> Value {
    json!(pairs
        .iter()
        .flat_map(|&(a, b)| [a, b])
        .map(|p| u32::try_from(p).unwrap_or(u32::MAX))
        .collect::<Vec<_>>())
}

/// `{winning, take: string, why}`, as `bestMoveBig` and `Solver.bestMove` answer.
fn big_advice(a: &Advice) -> Value {
    json!({ "winning": a.winning, "take": a.take.to_string(), "why": a.why })
}

/// `out` with the advice's reason as a message (`message`, as the wasm export adds it), where the
/// reason has one.
fn with_message(mut out: Value, advice: &Advice) -> Value {
    if let Some(m) = &advice.message {
        out["message"] = to_value(m);
    }
    out
}

/// An analysis in steps: `Analysis` or `PeriodicAnalysis`.
enum Steps {
    One(move_fn::Analysis),
    Periodic(periodic::PeriodicAnalysis),
}

/// An analysis' report as its `result()` answers it, without the lists the package attaches as
/// typed arrays and the growth's figures from `ln` and `exp`; refused as the package refuses it
/// before the analysis is done.
fn report(a: &Steps) -> Result<Value, Error> {
    let unfinished = || Error::Illegal(nimlab::message::Message::new("err-not-finished"));
    Ok(match a {
        Steps::One(a) => {
            let mut v = to_value(a.report().ok_or_else(unfinished)?);
            for key in ["base", "g0"] {
                v.as_object_mut().map(|o| o.remove(key));
            }
            for key in ["slope", "factor"] {
                v["growth"].as_object_mut().map(|o| o.remove(key));
            }
            v
        }
        Steps::Periodic(a) => {
            let mut v = to_value(a.report().ok_or_else(unfinished)?);
            for key in ["theorem1", "theorem2"] {
                v[key].as_object_mut().map(|o| o.remove("bases"));
            }
            v
        }
    })
}

fn answer(q: &Value) -> Result<Result<Value, Error>, Bad> {
    let op = text(q, "op")?;
    Ok(match op {
        "solver" => {
            let calls = field(q, "calls")?
                .as_array()
                .ok_or("calls must be an array")?;
            let mut e = match engine(q)? {
                Ok(e) => e,
                Err(err) => return Ok(Err(err)),
            };
            let mut out = Vec::new();
            for c in calls {
                let name = c[0].as_str().ok_or("a call names its method")?;
                let a = match name {
                    "g" => decimal(&c[1], "n")?
                        .and_then(|n| e.g(n))
                        .map(|g| json!(g.to_string())),
                    "bestMove" => {
                        let (pile, max) = (decimal(&c[1], "pile")?, decimal(&c[2], "max")?);
                        pile.and_then(|p| e.advise(p, max?)).map(|a| big_advice(&a))
                    }
                    other => return Err(format!("no Solver method {other}")),
                };
                out.push(outcome(a));
            }
            Ok(Value::Array(out))
        }
        "gSequence" => {
            let upto = whole(field(q, "upto")?, "upto")?;
            move_fn::g_sequence(text(q, "f")?, upto).map(|g| json!(g))
        }
        "bestMove" => {
            let (pile, max) = (
                whole(field(q, "pile")?, "pile")?,
                whole(field(q, "max")?, "max")?,
            );
            engine(q)?
                .and_then(|mut e| e.advise(pile, max))
                .map(|a| to_value(&a))
        }
        "bestMoveBig" => {
            let (pile, max) = (
                decimal(field(q, "pile")?, "pile")?,
                decimal(field(q, "max")?, "max")?,
            );
            engine(q)?.and_then(|mut e| {
                let (pile, max) = (pile?, max?);
                e.advise(pile, max).map(|a| big_advice(&a))
            })
        }
        "representation" => {
            let n = decimal(field(q, "n")?, "n")?;
            engine(q)?.and_then(|mut e| {
                let n = n?;
                let (r, base) = e.representation(n)?;
                let advice = e.advise(n, n)?;
                let s = |v: &u64| v.to_string();
                Ok(with_message(
                    json!({
                        "n": r.n.to_string(),
                        "parts": r.parts.iter().map(s).collect::<Vec<_>>(),
                        "theta": r.theta.to_string(),
                        "top": r.top.as_ref().map(s),
                        "smallest": r.smallest.to_string(),
                        "g": r.g0.to_string(),
                        "base": base.members_upto(n).iter().map(s).collect::<Vec<_>>(),
                        "why": advice.why,
                    }),
                    &advice,
                ))
            })
        }
        "periodicRepresentation" => {
            let n = decimal(field(q, "n")?, "n")?;
            engine(q)?.and_then(|mut e| {
                let n = n?;
                let rep = e.multi_representation(n)?;
                let advice = e.advise(n, n)?;
                let part =
                    |p: &periodic::Part| json!({ "game": p.game, "member": p.member.to_string() });
                Ok(with_message(
                    json!({
                        "game": rep.game,
                        "n": rep.n.to_string(),
                        "parts": rep.parts.iter().map(part).collect::<Vec<_>>(),
                        "winning": rep.parts.last().map(part),
                        "g": rep.g.to_string(),
                        "why": advice.why,
                    }),
                    &advice,
                ))
            })
        }
        "game" => {
            let (pile, max) = (
                whole(field(q, "pile")?, "pile")?,
                whole(field(q, "max")?, "max")?,
            );
            let script = field(q, "script")?
                .as_array()
                .ok_or("script must be an array")?;
            let mut game = match engine(q)?.and_then(|e| Game::new(e, pile, max)) {
                Ok(g) => g,
                Err(err) => return Ok(Err(err)),
            };
            let mut strength = Strength::default();
            let mut out = Vec::new();
            for step in script {
                let name = step[0].as_str().ok_or("a step names its method")?;
                let a = match name {
                    "state" => Ok(to_value(&game.state())),
                    "hint" => game.hint().map(|a| to_value(&a)),
                    "legal" => {
                        let (from, to) = game.legal();
                        Ok(json!({ "from": from, "to": to }))
                    }
                    "play" => {
                        let take = whole(&step[1], "take")?;
                        game.play(take).map(|()| to_value(&game.state()))
                    }
                    "engineMove" => game.engine_move_at(strength).map(|a| {
                        let mut v = to_value(&a);
                        v["state"] = to_value(&game.state());
                        v
                    }),
                    "setLevel" => {
                        let level = step[1].as_str().ok_or("setLevel takes a level")?;
                        let seed = whole(&step[2], "seed")?;
                        Level::parse(level).map(|l| {
                            strength = Strength::new(l, seed);
                            Value::Null
                        })
                    }
                    other => return Err(format!("no Game method {other}")),
                };
                out.push(outcome(a));
            }
            Ok(Value::Array(out))
        }
        "analysis" | "periodicAnalysis" => {
            let upto = whole(field(q, "upto")?, "upto")?;
            let work = field(q, "work")?
                .as_array()
                .ok_or("work must be an array")?;
            let started = if op == "analysis" {
                rule(q)?.and_then(|r| move_fn::Analysis::new(Box::new(r), upto).map(Steps::One))
            } else {
                rule(q)?.and_then(|r| periodic::PeriodicAnalysis::of(r, upto).map(Steps::Periodic))
            };
            let mut a = match started {
                Ok(a) => a,
                Err(err) => return Ok(Err(err)),
            };
            let mut out = Vec::new();
            for w in work {
                let w = whole(w, "work")?;
                let done = match &mut a {
                    Steps::One(a) => a.advance(w),
                    Steps::Periodic(a) => a.advance(w),
                };
                out.push(outcome(done.map(|p| json!(p))));
            }
            if q.get("result") == Some(&Value::Bool(true)) {
                out.push(outcome(report(&a)));
            }
            Ok(Value::Array(out))
        }
        "blockingValues" => {
            let n = whole(field(q, "n")?, "n")?;
            rules(q)?.and_then(|r| r.values(n)).map(|v| to_value(&v))
        }
        "blockingAnalysis" => {
            let upto = whole(field(q, "upto")?, "upto")?;
            let moves = whole(field(q, "moves")?, "moves")?;
            rules(q)?
                .and_then(|r| blocking::analyse(&r, upto, moves))
                .map(|r| {
                    let mut v = to_value(&r);
                    for (j, l) in r.levels.iter().enumerate() {
                        let level = &mut v["levels"][j];
                        level["safe"] = json!(l.safe);
                        level["runs"] = flat(&l.runs);
                        level["intervals"] = flat(&l.intervals);
                    }
                    v
                })
        }
        "blockingFormula" => {
            let pile = decimal(field(q, "pile")?, "pile")?;
            let k = whole(field(q, "move")?, "move")?;
            rules(q)?.and_then(|r| {
                let c = blocking::formula::classify(&r, k, pile?)?;
                Ok(json!({
                    "pile": c.pile.to_string(),
                    "move": k,
                    "safe": c.safe,
                    "index": c.index.to_string(),
                    "from": c.from.to_string(),
                    "to": c.to.to_string(),
                    "steps": c.steps,
                }))
            })
        }
        "blockingGame" => {
            let pile = whole(field(q, "pile")?, "pile")?;
            let mut game = match rules(q)?.and_then(|r| blocking::BlockingGame::new(r, pile)) {
                Ok(g) => g,
                Err(err) => return Ok(Err(err)),
            };
            Ok(script(&mut game, q, |g, name, step| {
                Ok(match name {
                    "block" => {
                        let blocked = g.block(&whole_list(&step[1], "list")?);
                        after(g, blocked)
                    }
                    "play" => {
                        let played = g.play(whole(&step[1], "take")?);
                        after(g, played)
                    }
                    "engineBlock" => g.engine_block().and_then(|c| with_state(&c, g)),
                    other => return Err(format!("no BlockingGame method {other}")),
                })
            })?)
        }
        "sumGame" => {
            let piles = whole_list(field(q, "piles")?, "piles")?;
            let made = rule(q)?.and_then(|r| sum::SumGame::new(Box::new(r), &piles));
            let mut game = match made {
                Ok(g) => g,
                Err(err) => return Ok(Err(err)),
            };
            Ok(script(&mut game, q, |g, name, step| match name {
                "play" => {
                    let component = whole(&step[1], "component")?;
                    let component = usize::try_from(component).unwrap_or(usize::MAX);
                    let played = g.play(component, whole(&step[2], "take")?);
                    Ok(after(g, played))
                }
                other => Err(format!("no SumGame method {other}")),
            })?)
        }
        "subtractionGrundyAt" => {
            let n = decimal(field(q, "n")?, "n")?;
            SubtractionSet::parse(text(q, "set")?)
                .and_then(|set| subtraction::grundy_at(&set, n?))
                .map(|g| json!(g))
        }
        "takeawayRepresentation" => {
            let n = decimal(field(q, "n")?, "n")?;
            rule(q)?.and_then(|r| {
                let n = n?;
                // (the export's own range: the page's terms are JS numbers)
                check_range(
                    "N",
                    u128::from(n),
                    1,
                    u128::from(nimlab::spec::JS_SAFE),
                    "the page draws N up to 2^53 − 1, where its terms are exact JavaScript numbers",
                )?;
                let d = schwenk::drawing(Box::new(r), n)?;
                let mut v = to_value(&d);
                v["n"] = json!(n.to_string());
                Ok(v)
            })
        }
        other => return Err(format!("no op {other}")),
    })
}
