//! `nimlab`: the solvers on the command line, printing JSON on stdout. Bad input gives a message on
//! stderr and exit status 2. The flags are the page's URL keys (see `nimlab::spec`).

// As the library: no unchecked narrowing (see nimlab::narrow).
#![deny(clippy::cast_possible_truncation)]

use nimlab::error::{parse_count, Error};
use nimlab::games::cut_the_knot::grundy::GrundyTable;
use nimlab::games::cut_the_knot::schwenk;
use nimlab::games::cut_the_knot::subtraction::{self, SubtractionSet};
use nimlab::games::move_fn;
use nimlab::games::single_delete::Solver;
use nimlab::rule::{FTable, MoveFn};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "\
usage: nimlab <command> [--key value]...

One pile, arbitrary move function f(x) (Holshouser & Reiter 2003):
  nimlab g        --f <expr> --upto N         {\"g\": [g(1), …, g(N)]}
  nimlab base     --f <expr> --upto N         {\"base\": [...], \"g0\": [...], \"finite\": bool}
  nimlab move     --f <expr> --pile N --max X {\"winning\": bool, \"take\": k, \"why\": ...}
  nimlab represent --f <expr> --n N           the representation of N in B_f
  nimlab analyze  --f <expr> --upto N         theorem check, condition, storage, growth

Periodic move functions f(n, x) (Holshouser & Reiter 2006): add --period T to g, base, move and
analyze; n is the pile size before the previous move, read mod T. `move` also takes --game i (G_i).
  nimlab g    --f <expr> --period T --upto N  {\"g\": [[g_0(1..N)], …, [g_(T−1)(1..N)]]}
  nimlab base --f <expr> --period T --upto N  {\"bases\": [{\"base\": […], \"theta\": […], \"finite\": bool}, …]}

Dynamic one-pile blocking Nim (Flammenkamp, Holshouser & Reiter 2003): each sequence is an
expression in i (the move number) or a list whose last value repeats, e.g. \"1, 0, 0\".
  nimlab blocking --c SEQ --m SEQ --M SEQ --upto P [--move K] [--pile N]
      {\"safe\": [piles 0..P lost for the player making move K (default 1)],
       \"intervals\": [[A_k, B_k − 1], …] (Theorem 1, meeting [0, P]), \"formula_matches\": bool,
       \"conditions\": {…}, \"claims\": […]}; --pile adds Theorem 1's verdict at any pile (to 2^64).

The classic single-pile games (Cut The Knot, \"Single Pile Games\"):
  nimlab minmax      --min A --max B --upto S   {\"grundy\": [G(0..S)], \"p_positions\": [...],
                                                 \"preperiod\": p, \"period\": q, \"rule\": {…}}
  nimlab subtraction --set \"1, 3, 4\" --upto S same, for any set (items n or a..b)
  nimlab takeaway    --f <expr> --upto N        {\"losing_starts\": [...], \"H\": [...], \"report\": {…}}
                     (first move: anything but the whole pile; then at most f(previous move))
  nimlab grundy      --f <expr> --upto N        {\"start\": [G(n, n − 1) for n = 1..N]} (N ≤ 8000)

Single-delete Nim (arXiv 2411.19453): k piles; a move deletes one pile and splits another in two.
  nimlab single-delete --piles K --max S        {\"p_positions\": [[a_1 ≤ … ≤ a_K], …]} (all piles ≤ S)

Numbers may be written 1000, 10^18 or 1e6. The expression uses x (the previous move),
+ - * / % ^, comparisons, and/or/not, if … then … else …, min, max, abs; 2x means 2*x.";

#[path = "nimlab/ask.rs"]
mod ask;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() == 1 && args[0] == "ask" {
        // (not in the usage: the oracle of scripts/differential.mjs)
        return match ask::run() {
            Ok(()) => ExitCode::SUCCESS,
            Err(msg) => {
                eprintln!("{msg}");
                ExitCode::from(2)
            }
        };
    }
    match run(&args) {
        Ok(v) => {
            // A closed pipe (`| head`) is not an error worth a panic.
            let _ = writeln!(std::io::stdout(), "{v}");
            ExitCode::SUCCESS
        }
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<Value, String> {
    let Some((cmd, rest)) = args.split_first() else {
        return Err(USAGE.to_string());
    };
    if cmd == "--help" || cmd == "-h" || cmd == "help" {
        return Err(USAGE.to_string());
    }
    // (`delete` is the command's old name, kept so that older scripts still run)
    let cmd = if cmd == "delete" {
        "single-delete"
    } else {
        cmd.as_str()
    };
    let flags = parse_flags(rest)?;
    let get = |key: &str| -> Result<&str, String> {
        flags
            .get(key)
            .map(String::as_str)
            .ok_or_else(|| format!("nimlab {cmd}: missing --{key}\n\n{USAGE}"))
    };
    let num =
        |key: &str| -> Result<u64, String> { parse_count(key, get(key)?).map_err(|e| fail(&e)) };
    let f = || -> Result<MoveFn, String> {
        let src = get("f")?;
        MoveFn::parse(src).map_err(|e| match e {
            Error::Parse(p) => format!("nimlab: f: {p}\n{}", p.caret()),
            other => fail(&other),
        })
    };
    let allowed: &[&str] = match cmd {
        "g" | "base" | "analyze" => &["f", "upto", "period"],
        "move" => &["f", "pile", "max", "period", "game"],
        "represent" => &["f", "n", "period", "game"],
        "blocking" => &["c", "m", "M", "upto", "move", "pile"],
        "minmax" => &["min", "max", "upto"],
        "subtraction" => &["set", "upto"],
        "takeaway" | "grundy" => &["f", "upto"],
        "single-delete" => &["piles", "max"],
        _ => return Err(format!("nimlab: unknown command '{cmd}'\n\n{USAGE}")),
    };
    if let Some(k) = flags.keys().find(|k| !allowed.contains(&k.as_str())) {
        return Err(format!(
            "nimlab {cmd}: unknown flag --{k} (this command takes {})",
            allowed
                .iter()
                .map(|a| format!("--{a}"))
                .collect::<Vec<_>>()
                .join(" ")
        ));
    }
    if cmd == "blocking" {
        let rules = nimlab::games::blocking::Rules::parse(get("c")?, get("m")?, get("M")?)
            .map_err(|e| fail(&e))?;
        let k = if flags.contains_key("move") {
            num("move")?
        } else {
            1
        };
        let pile = if flags.contains_key("pile") {
            Some(num("pile")?)
        } else {
            None
        };
        return blocking(&rules, num("upto")?, k, pile);
    }
    match cmd {
        "minmax" | "subtraction" => {
            let set = if cmd == "minmax" {
                SubtractionSet::minmax(num("min")?, num("max")?).map_err(|e| fail(&e))?
            } else {
                SubtractionSet::parse(get("set")?).map_err(|e| fail_named("set", &e))?
            };
            let r = subtraction::analyse(&set, num("upto")?).map_err(|e| fail(&e))?;
            return Ok(json!({
                "grundy": r.grundy, "p_positions": r.p_positions,
                "preperiod": r.period.found.then_some(r.period.preperiod),
                "period": r.period.found.then_some(r.period.period),
                "set": r.canonical, "rule": r.rule, "formula": r.formula,
            }));
        }
        "takeaway" => {
            let upto = num("upto")?;
            let r = schwenk::analyse(Box::new(f()?), upto).map_err(|e| fail(&e))?;
            let (losing, method) = if upto <= r.brute_upto {
                (&r.losing_starts, "brute force of the definition")
            } else {
                (
                    &r.engine_losing,
                    "the move-function game's engine (the N with g(N) = N), checked against \
                     brute force of the definition up to brute_upto",
                )
            };
            let mut v =
                json!({ "losing_starts": losing, "H": r.h, "losing_starts_method": method });
            v["report"] = serde_json::to_value(&r).map_err(|e| e.to_string())?;
            return Ok(v);
        }
        "grundy" => {
            let mut ft = FTable::new(Box::new(f()?));
            let t = GrundyTable::new(&mut ft, num("upto")?).map_err(|e| fail(&e))?;
            let start: Vec<u32> = (1..=t.upto()).map(|n| t.start(n)).collect();
            return Ok(json!({ "start": start }));
        }
        "single-delete" => {
            let s = Solver::new(num("piles")?, num("max")?).map_err(|e| fail(&e))?;
            return Ok(json!({ "p_positions": s.p_positions() }));
        }
        _ => {}
    }
    if flags.contains_key("period") {
        let t = u32::try_from(num("period")?).unwrap_or(u32::MAX);
        let rule = MoveFn::parse_periodic(get("f")?, t).map_err(|e| fail(&e))?;
        let game = if flags.contains_key("game") {
            u32::try_from(num("game")?).unwrap_or(u32::MAX)
        } else {
            0
        };
        return periodic(cmd, rule, game, &num);
    }
    if flags.contains_key("game") {
        return Err(format!("nimlab {cmd}: --game needs --period"));
    }
    match cmd {
        "g" => {
            let g = move_fn::g_sequence_of(Box::new(f()?), num("upto")?).map_err(|e| fail(&e))?;
            Ok(json!({ "g": g }))
        }
        "base" => {
            let b = move_fn::g_base_of(Box::new(f()?), num("upto")?).map_err(|e| fail(&e))?;
            Ok(json!({
                "base": b.members, "g0": b.g0, "finite": b.finite,
                "method": b.method, "reach": b.reach,
                "stopped": b.stopped.as_ref().map(|m| m.english()),
            }))
        }
        "move" => {
            let mut e = move_fn::Engine::new(Box::new(f()?)).map_err(|e| fail(&e))?;
            let a = e.advise(num("pile")?, num("max")?).map_err(|e| fail(&e))?;
            Ok(json!({ "winning": a.winning, "take": a.take, "why": a.why }))
        }
        "represent" => {
            let mut e = move_fn::Engine::new(Box::new(f()?)).map_err(|e| fail(&e))?;
            let r = e.representation_only(num("n")?).map_err(|e| fail(&e))?;
            serde_json::to_value(r).map_err(|e| e.to_string())
        }
        "analyze" => {
            let a = move_fn::Analysis::new(Box::new(f()?), num("upto")?).map_err(|e| fail(&e))?;
            let r = a.run().map_err(|e| fail(&e))?;
            serde_json::to_value(r).map_err(|e| e.to_string())
        }
        _ => unreachable!("checked above"),
    }
}

fn periodic(
    cmd: &str,
    rule: MoveFn,
    game: u32,
    num: &dyn Fn(&str) -> Result<u64, String>,
) -> Result<Value, String> {
    use nimlab::games::move_fn::periodic as p;
    match cmd {
        "g" => {
            let g = p::g_tables(Box::new(rule), num("upto")?).map_err(|e| fail(&e))?;
            let g: Vec<&[u32]> = g.iter().map(|gi| &gi[1..]).collect();
            Ok(json!({ "g": g }))
        }
        "base" => {
            let bases = p::theorem2_bases(Box::new(rule), num("upto")?).map_err(|e| fail(&e))?;
            let out: Vec<Value> = bases
                .iter()
                .map(|b| json!({"base": b.members, "theta": b.theta, "finite": b.finite}))
                .collect();
            Ok(json!({ "bases": out }))
        }
        "move" => {
            let mut e = move_fn::Engine::for_game(Box::new(rule), game).map_err(|e| fail(&e))?;
            let a = e.advise(num("pile")?, num("max")?).map_err(|e| fail(&e))?;
            Ok(json!({ "winning": a.winning, "take": a.take, "why": a.why }))
        }
        "represent" => {
            let mut e = move_fn::Engine::for_game(Box::new(rule), game).map_err(|e| fail(&e))?;
            let r = e.multi_representation(num("n")?).map_err(|e| fail(&e))?;
            serde_json::to_value(r).map_err(|e| e.to_string())
        }
        "analyze" => {
            let a = p::PeriodicAnalysis::of(rule, num("upto")?).map_err(|e| fail(&e))?;
            let r = a.run().map_err(|e| fail(&e))?;
            serde_json::to_value(r).map_err(|e| e.to_string())
        }
        _ => unreachable!("checked above"),
    }
}

fn blocking(
    rules: &nimlab::games::blocking::Rules,
    upto: u64,
    k: u64,
    pile: Option<u64>,
) -> Result<Value, String> {
    use nimlab::games::blocking;
    let s = blocking::summary(rules, upto, k).map_err(|e| fail(&e))?;
    let mut v = serde_json::to_value(s).map_err(|e| e.to_string())?;
    if let Some(p) = pile {
        let c = blocking::formula::classify(rules, k, p).map_err(|e| fail(&e))?;
        v["formula_at"] = json!({
            "pile": c.pile, "safe": c.safe, "index": c.index,
            "from": c.from.to_string(), "to": c.to.to_string(),
        });
    }
    Ok(v)
}

fn fail(e: &Error) -> String {
    fail_named("f", e)
}

/// The message for an error in flag `what` (parse errors show the caret).
fn fail_named(what: &str, e: &Error) -> String {
    match e {
        Error::Parse(p) => format!("nimlab: {what}: {p}\n{}", p.caret()),
        other => format!("nimlab: {other}"),
    }
}

fn parse_flags(rest: &[String]) -> Result<BTreeMap<String, String>, String> {
    let mut flags = BTreeMap::new();
    let mut it = rest.iter();
    while let Some(a) = it.next() {
        let Some(key) = a.strip_prefix("--") else {
            return Err(format!("nimlab: expected a flag like --upto, found '{a}'"));
        };
        let (key, value) = match key.split_once('=') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            None => {
                let v = it
                    .next()
                    .ok_or_else(|| format!("nimlab: --{key} needs a value"))?;
                (key.to_string(), v.clone())
            }
        };
        if flags.insert(key.clone(), value).is_some() {
            return Err(format!("nimlab: --{key} given twice"));
        }
    }
    Ok(flags)
}
