//! The take-away game's hints in the words of Cut The Knot's page (Schwenk 1970): the pile
//! written with Schwenk's numbers H, the largest first, and its smallest part (the rightmost 1),
//! in plain words — not the move-function game's B_f and g(N), which the Fibonacci Nim lesson
//! uses. The engine is the move-function game's ([`Engine`]); only the words differ,
//! computed from the position like the move-function game's own.

use crate::error::Error;
use crate::games::graded_messages;
use crate::games::move_fn::{Advice, Engine, Method, Notation};
use crate::message::Message;

/// Schwenk's notation: the hints of Cut The Knot's take-away game.
pub struct Schwenk;

/// The notation Cut The Knot's take-away game passes to
/// [`crate::games::move_fn::Game::in_notation`].
pub static SCHWENK: Schwenk = Schwenk;

/// "13 + 5 + 2": parts (ascending) written largest first.
fn largest_first(parts: &[u64]) -> String {
    let mut terms = parts.to_vec();
    terms.reverse();
    crate::games::joined(&terms, " + ")
}

/// The most digits a hint writes out.
const MAX_DIGITS: usize = 24;

/// The parts of `pile` with Schwenk's numbers H (ascending), and its digits (1 for each member
/// of H used, the largest first) when there are at most [`MAX_DIGITS`]: when the engine's base
/// is H and Schwenk's rule holds there (f proved non-decreasing, the base infinite up to the
/// pile); None otherwise, or when the base has too many members below the pile to hand over.
fn h_parts(engine: &mut Engine, pile: u64) -> Option<(Vec<u64>, Option<String>)> {
    let (rep, base) = engine.representation(pile).ok()?;
    if !(base.method == Method::Simple && rep.theta == 0 && rep.g0 == rep.smallest) {
        return None;
    }
    let members = base.members_upto(pile);
    let mut digits = None;
    if members.len() <= MAX_DIGITS {
        let mut d = String::with_capacity(members.len());
        for b in members.iter().rev() {
            d.push(if rep.parts.contains(b) { '1' } else { '0' });
        }
        digits = Some(d);
    }
    Some((rep.parts, digits))
}

impl Notation for Schwenk {
    fn reword(
        &self,
        engine: &mut Engine,
        pile: u64,
        limit: u64,
        advice: Advice,
    ) -> Result<Advice, Error> {
        let x = limit.min(pile);
        let g = engine.g(pile)?;
        let (parts, digits) = match h_parts(engine, pile) {
            Some((p, d)) => (Some(p), d),
            None => (None, None),
        };
        let because = if x >= g {
            Message::new("ck-because-win")
        } else {
            Message::new("ck-because-lose").figure("g", g)
        }
        .figure("pile", pile)
        .num("x", x);
        let structure = match &parts {
            Some(p) if p.len() == 1 => Message::new("ck-look-one"),
            Some(p) => match digits {
                Some(d) => Message::new("ck-look-digits").math("digits", d),
                None => Message::new("ck-look"),
            }
            .math("sum", largest_first(p)),
            None => Message::new("ck-look-no-rule"),
        }
        .figure("pile", pile)
        .num("x", x);
        let head = match &parts {
            Some(p) if p.len() == 1 => Message::new("ck-head-one"),
            Some(p) => Message::new("ck-head")
                .math("sum", largest_first(p))
                .figure("g", g),
            None => Message::new("ck-head-no-rule").figure("g", g),
        }
        .figure("pile", pile);
        let why = if x < g {
            let last = engine.longest_loss(pile, x)?.1;
            Message::new("ck-lose")
                .msg("head", head)
                .num("x", x)
                .msg("last", last)
        } else if g == pile {
            Message::new("ck-take-all")
                .msg("head", head)
                .num("pile", pile)
        } else {
            let left = pile - g;
            let fg = engine.next_limit(pile, g)?;
            let g_left = engine.g(left)?;
            match &parts {
                Some(p) if p.len() == 2 => Message::new("ck-take-leaves-h"),
                Some(p) => Message::new("ck-take-leaves").math("sum", largest_first(&p[1..])),
                None => Message::new("ck-take-leaves-no-rule"),
            }
            .msg("head", head)
            .figure("g", g)
            .figure("left", left)
            .figure("fg", fg)
            .num("gleft", g_left)
        };
        Ok(
            Advice::said(advice.winning, advice.take, why.clone()).with_steps(graded_messages(
                x >= g,
                because,
                structure,
                why,
            )),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::SCHWENK;
    use crate::games::move_fn::{Engine, Game};
    use crate::rule::MoveFn;

    /// A take-away game of f from (pile, pile − 1), in the move-function game's words or
    /// Schwenk's.
    fn game(f: &str, pile: u64, schwenk: bool) -> Game {
        let engine = Engine::new(Box::new(MoveFn::parse(f).unwrap())).unwrap();
        let g = Game::new(engine, pile, pile - 1).unwrap();
        if schwenk {
            g.in_notation(&SCHWENK)
        } else {
            g
        }
    }

    #[test]
    fn the_same_position_is_worded_with_b_f_and_g_or_with_schwenks_h() {
        // Fibonacci Nim from 20: 20 = 13 + 5 + 2, take 2.
        let b = game("2x", 20, false).hint().unwrap();
        let h = game("2x", 20, true).hint().unwrap();
        assert_eq!((b.winning, b.take), (true, 2));
        assert_eq!((h.winning, h.take), (b.winning, b.take));
        assert!(
            b.why.contains("B_f") && b.why.contains("g(20) = 2"),
            "{}",
            b.why
        );
        assert_eq!(
            h.why,
            "Written with Schwenk's numbers H, 20 = 13 + 5 + 2; the smallest part is 2, so take \
             2. That leaves 18 = 13 + 5, whose smallest part is 5, and your opponent may take at \
             most f(2) = 4, fewer than 5: a losing pile for them."
        );
        assert_eq!(h.steps.len(), 3);
        assert!(
            h.steps[1].contains("20 = 13 + 5 + 2 (digits 101010)"),
            "{}",
            h.steps[1]
        );
        assert!(h.steps[1].contains("rightmost 1"), "{}", h.steps[1]);
        for text in h.steps.iter().chain([&h.why]) {
            assert!(!text.contains("B_f") && !text.contains("g("), "{text}");
        }
    }

    #[test]
    fn a_losing_start_in_h_says_so_and_keeps_the_engines_longest_game() {
        let b = game("2x", 21, false).hint().unwrap();
        let h = game("2x", 21, true).hint().unwrap();
        assert!(!h.winning);
        assert_eq!(h.take, b.take);
        assert!(
            h.why.starts_with(
                "21 is one of Schwenk's numbers H, so its smallest part is 21 itself, more than \
                 the 20 you may take: every move loses"
            ),
            "{}",
            h.why
        );
        // The same longest game as the move-function game's words give.
        let last = b.why.rsplit_once("; ").unwrap().1;
        assert!(
            last.starts_with("taking 1 makes the game last longest"),
            "{last}"
        );
        assert!(h.why.ends_with(last), "{}", h.why);
        assert!(h.steps[0].starts_with("Every move loses"), "{}", h.steps[0]);
        assert!(!h.why.contains("g(") && !h.steps.concat().contains("B_f"));
    }

    #[test]
    fn outside_schwenks_hypotheses_the_words_say_the_rule_is_not_relied_on() {
        // f(x) = 1 is below x: H stops, so the words do not write the pile with H.
        let h = game("1", 10, true).hint().unwrap();
        assert!(h.steps[1].contains("cannot rely on it"), "{}", h.steps[1]);
        assert!(!h.why.contains("Schwenk's numbers H,"), "{}", h.why);
        assert!(!h.why.contains("B_f") && !h.why.contains("g("), "{}", h.why);
    }

    #[test]
    fn the_engines_own_moves_give_schwenks_reasons() {
        let mut g = game("2x", 20, true);
        let a = g.engine_move().unwrap();
        assert_eq!(a.take, 2);
        assert!(a.steps.is_empty());
        assert!(a.why.contains("Schwenk's numbers H"), "{}", a.why);
    }
}
