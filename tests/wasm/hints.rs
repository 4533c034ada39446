//! Every game's `hint()` carries `steps`: three sentences for a student, revealed one at a time
//! (is the position winning, which part of the structure matters, the move with its reason).

use super::js::*;
use js_sys::Array;
use nimlab::wasm::*;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

/// The three steps of a hint, the last one its `why`.
fn steps(hint: &JsValue) -> Vec<String> {
    let steps: Vec<String> = Array::from(&get(hint, "steps"))
        .iter()
        .map(|s| s.as_string().unwrap())
        .collect();
    assert_eq!(steps.len(), 3, "{steps:?}");
    assert_eq!(steps[2], text(hint, "why"));
    steps
}

#[wasm_bindgen_test]
fn every_games_hint_comes_in_three_steps() {
    let mut g = Game::new("2x".into(), 20.0.into(), 19.0.into()).unwrap();
    let s = steps(&g.hint().unwrap());
    assert!(s[0].starts_with("You can win from here: "), "{s:?}");
    assert!(
        s[1].contains("101010") && s[1].contains("rightmost 1"),
        "{s:?}"
    );
    // Cut The Knot's take-away game: the same position in Schwenk's words.
    let mut k = TakeawayGame::new("2x".into(), 20.0.into()).unwrap();
    let s = steps(&k.hint().unwrap());
    assert!(
        s[1].contains("Schwenk's numbers H") && s[1].contains("20 = 13 + 5 + 2 (digits 101010)"),
        "{s:?}"
    );
    assert!(
        s.iter().all(|t| !t.contains("B_f") && !t.contains("g(")),
        "{s:?}"
    );
    let mut g = Game::new("2x".into(), 20.0.into(), 5.0.into()).unwrap();
    assert!(steps(&g.hint().unwrap())[1].contains("20 = 2 + 5 + 13"));
    let mut g = Game::periodic(
        "if x == 3 and n % 2 == 1 then 4 else 2x".into(),
        2.0.into(),
        1.0.into(),
        20.0.into(),
        19.0.into(),
    )
    .unwrap();
    assert!(steps(&g.hint().unwrap())[1].contains("(B_1)"));
    let mut b = BlockingGame::new(
        "0, 1, 2".into(),
        "1, 3, 5".into(),
        "3, 6, 10".into(),
        40.0.into(),
    )
    .unwrap();
    let s = steps(&b.hint().unwrap());
    assert!(
        s[0].starts_with("Every move loses against best play here: "),
        "{s:?}"
    );
    assert!(s[1].contains("safe at move 2"), "{s:?}");
    assert!(get(&b.hint().unwrap(), "forbid").is_null());
    // The forbidding turn (move 2, c_2 = 1, the engine to take from 39): what to forbid and why.
    b.play(1.0.into()).unwrap();
    let h = b.hint().unwrap();
    let s = steps(&h);
    assert!(
        s[0].starts_with("The engine can win from here whatever you forbid"),
        "{s:?}"
    );
    assert!(s[0].contains("you may forbid up to 1 option."), "{s:?}");
    assert!(
        s[1].contains("The engine will take 3 to 6, leaving 33 to 36"),
        "{s:?}"
    );
    assert_eq!(
        s[2],
        "Forbid 6: the engine still has 3 winning takes (3, 4 and 5), but it must find one."
    );
    assert!(get(&h, "take").is_null());
    let forbid: Vec<f64> = Array::from(&get(&h, "forbid"))
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect();
    assert_eq!(forbid, [6.0]);
    b.block(JsValue::from(vec![6.0])).unwrap();
    assert!(get(&b.hint().unwrap(), "forbid").is_null());
    let mut t = SubtractionGame::new("3..5".into(), 20.0.into()).unwrap();
    assert!(steps(&t.hint().unwrap())[1].contains("G(20) = 1"));
    let mut r = SumGame::new("2x".into(), JsValue::from(vec![4.0, 6.0, 9.0])).unwrap();
    assert!(steps(&r.hint().unwrap())[1].contains("3 ⊕ 4 ⊕ 5 = 2"));
    let mut d = DeleteGame::new(JsValue::from(vec![2.0, 6.0])).unwrap();
    assert!(steps(&d.hint().unwrap())[1].contains("Theorem 1.1"));
    // The engine's own moves carry no steps.
    let m = d.engine_move().unwrap();
    assert!(get(&m, "steps").is_undefined());
}

/// A move-function game's hint carries its sentences as messages too (src/message.rs): the
/// catalogue ids of its steps and of its reason, with typed arguments (maths as written, a
/// sentence inside a sentence), which the page words in the reader's language.
#[wasm_bindgen_test]
fn a_move_function_hint_carries_its_sentences_as_messages() {
    let mut g = Game::new("2x".into(), 20.0.into(), 19.0.into()).unwrap();
    let h = g.hint().unwrap();
    let ids: Vec<String> = Array::from(&get(&h, "stepMessages"))
        .iter()
        .map(|m| text(&m, "id"))
        .collect();
    assert_eq!(ids, ["hint-win", "mf-digits-schwenk", "mf-take-g"]);
    let why = get(&h, "message");
    assert_eq!(text(&why, "id"), "mf-take-g");
    let args = get(&why, "args");
    assert_eq!(text(&args, "pile"), "20");
    assert_eq!(text(&get(&args, "rep"), "id"), "mf-rep");
    // a lost position: the moves the longest loss leaves are a count (a number), not maths
    let mut g = Game::new("2x".into(), 21.0.into(), 20.0.into()).unwrap();
    let last = get(&get(&get(&g.hint().unwrap(), "message"), "args"), "last");
    assert_eq!(text(&last, "id"), "mf-longest-loss");
    assert!(get(&get(&last, "args"), "moves").as_f64().is_some());
}
