//! How strongly the engine plays: `perfect` (best play, always), `good` (a careless move now and
//! then) or `beginner` (mostly careless moves), so that a student can win while learning.
//!
//! A careless move is a legal move other than the engine's best, drawn uniformly; whether the
//! engine is careless at a move, and which move it then makes, come from splitmix64 numbers of a
//! seed and the number of moves made so far. The same seed and the same moves by the other player
//! give the same game, so a game can be replayed (undo is a replay) and tested.

use crate::error::Error;
use serde::Serialize;

/// How strongly the engine plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Best play at every move.
    #[default]
    Perfect,
    /// A careless move at about a quarter of its moves.
    Good,
    /// A careless move at about three quarters of its moves.
    Beginner,
}

impl Level {
    /// The levels' names, strongest first: the values of the `level` key and attribute.
    pub const NAMES: [&'static str; 3] = ["perfect", "good", "beginner"];

    /// The level's name.
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    /// Reads a level's name.
    ///
    /// # Errors
    /// Any other text, with a message naming the choices.
    ///
    /// ```
    /// use nimlab::games::level::Level;
    /// assert_eq!(Level::parse("good"), Ok(Level::Good));
    /// assert_eq!(Level::parse("expert").unwrap_err().to_string(),
    ///            "level: 'expert' is not a level (perfect, good or beginner)");
    /// ```
    pub fn parse(text: &str) -> Result<Self, Error> {
        match text {
            "perfect" => Ok(Level::Perfect),
            "good" => Ok(Level::Good),
            "beginner" => Ok(Level::Beginner),
            _ => Err(crate::spec::fields::not_choice(text, "level", &Self::NAMES).named("level")),
        }
    }

    /// In how many quarters of its moves the engine is careless (when it has a choice).
    pub fn careless_quarters(self) -> u64 {
        match self {
            Level::Perfect => 0,
            Level::Good => 1,
            Level::Beginner => 3,
        }
    }
}

/// A level with the seed of its careless moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Strength {
    /// How strongly the engine plays.
    pub level: Level,
    /// Where its random numbers start.
    pub seed: u64,
}

impl Strength {
    /// A level and a seed.
    pub fn new(level: Level, seed: u64) -> Self {
        Strength { level, seed }
    }

    /// At the move after `ply` moves, with `legal` legal moves (the best among them): `Some(i)`
    /// when the engine plays carelessly there, i < legal − 1 numbering the other moves; `None`
    /// when it plays its best (always at `perfect`, and when there is no other move).
    pub fn careless_pick(&self, ply: u64, legal: u64) -> Option<u64> {
        let quarters = self.level.careless_quarters();
        if quarters == 0 || legal < 2 {
            return None;
        }
        let roll = splitmix64(self.seed, 2 * ply + 1);
        if roll % 4 >= quarters {
            return None;
        }
        // The high bits of a product: uniform on 0..legal − 1 for any count up to 2^64.
        let draw = splitmix64(self.seed, 2 * ply + 2);
        Some(((u128::from(draw) * u128::from(legal - 1)) >> 64) as u64)
    }
}

/// The `n`-th number (n ≥ 1) of the splitmix64 sequence from `seed` (Steele, Lea & Flood,
/// "Fast splittable pseudorandom number generators", OOPSLA 2014): every seed its own sequence,
/// any member at once.
///
/// ```
/// // The reference sequence from seed 1234567 begins 6457827717110365317.
/// assert_eq!(nimlab::games::level::splitmix64(1234567, 1), 6457827717110365317);
/// ```
pub fn splitmix64(seed: u64, n: u64) -> u64 {
    let mut z = seed.wrapping_add(n.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
