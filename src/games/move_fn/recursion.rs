//! g(n) by the direct recursion (Holshouser & Reiter 2003, p. 3; 2006, Algorithm 1):
//! g_i(0) = ∞ and g_i(n) = the smallest x in 1..=n with f(i ⊕ n, x) < g_i(n − x).
//! This is the *definition-level* solver that the base constructions are checked against.

use crate::error::Error;
use crate::rule::FTable;

/// g(0) = ∞ in tables.
pub const INF: u32 = u32::MAX;

/// The values g_i(0..=len) of one game G_i, computed by the direct recursion, extendable in steps.
#[derive(Clone, Debug)]
pub struct DirectG {
    game: u32,
    g: Vec<u32>,
}

impl DirectG {
    /// An empty table for game G_i (i = 0 for a move function of x alone).
    pub fn new(game: u32) -> Self {
        DirectG { game, g: vec![INF] }
    }

    /// g_i(0..=len()), with `g[0]` = [`INF`].
    pub fn values(&self) -> &[u32] {
        &self.g
    }

    /// Takes the table.
    pub fn into_values(self) -> Vec<u32> {
        self.g
    }

    /// The largest n tabulated.
    pub fn len(&self) -> usize {
        self.g.len() - 1
    }

    /// True when nothing beyond g(0) is tabulated.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Extends the table to g(to).
    ///
    /// # Errors
    /// When f fails at an argument the recursion looks at.
    pub fn extend(&mut self, f: &mut FTable, to: usize) -> Result<(), Error> {
        let t = f.rule().period().max(1);
        self.g.reserve(to.saturating_sub(self.len()));
        for n in self.g.len()..=to {
            let r = ((u64::from(self.game) + n as u64) % u64::from(t)) as u32;
            let mut x = 1;
            // x = n always qualifies: g(0) = ∞ exceeds every f value in a table.
            while x < n && f.get(r, x)? >= self.g[n - x] {
                x += 1;
            }
            self.g.push(x as u32);
        }
        Ok(())
    }
}

/// g_i(1..=upto) by the direct recursion, as a vector indexed from 0 (`g[0]` = ∞).
///
/// # Errors
/// When f fails at an argument the recursion looks at.
pub fn g_direct(f: &mut FTable, game: u32, upto: usize) -> Result<Vec<u32>, Error> {
    let mut d = DirectG::new(game);
    d.extend(f, upto)?;
    Ok(d.into_values())
}
