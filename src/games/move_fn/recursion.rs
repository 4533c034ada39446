//! g(n) by the direct recursion (Holshouser & Reiter 2003, p. 3; 2006, Algorithm 1):
//! g_i(0) = ∞ and g_i(n) = the smallest x in 1..=n with f(i ⊕ n, x) < g_i(n − x).
//! This is the *definition-level* solver that the base constructions are checked against.

use crate::error::Error;
use crate::narrow::{self, table_pile};
use crate::rule::{FTable, Work, MAX_TABLE};

/// g(0) = ∞ in tables.
pub const INF: u32 = u32::MAX;

/// The values g_i(0..=len) of one game G_i, computed by the direct recursion, extendable in steps.
#[derive(Clone, Debug)]
pub struct DirectG {
    game: u32,
    g: Vec<u32>,
    /// The largest g_i(n) so far (n ≥ 1).
    gmax: u32,
    work: Work,
}

impl DirectG {
    /// An empty table for game G_i (i = 0 for a move function of x alone).
    pub fn new(game: u32) -> Self {
        DirectG {
            game,
            g: vec![INF],
            gmax: 0,
            work: Work::default(),
        }
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

    /// Names the input `what` = `asked` (the size asked for) when the work budget refuses
    /// (else "upto" = the pile reached).
    pub fn aim(&mut self, what: &'static str, asked: u64) {
        self.work.aim(what, asked);
    }

    /// The steps of work done so far (one per pile and one per move tried).
    pub fn work(&self) -> u64 {
        self.work.done
    }

    /// Extends the table to g(to).
    ///
    /// # Errors
    /// When f fails at an argument the recursion looks at, or the work passes
    /// [`MAX_WORK`](crate::rule::MAX_WORK) (naming the largest pile done).
    pub fn extend(&mut self, f: &mut FTable, to: usize) -> Result<(), Error> {
        self.extend_within(f, to, u64::MAX).map(|_| ())
    }

    /// Extends the table toward g(to), stopping once about `steps` steps of work are done;
    /// returns true when g(to) is reached.
    ///
    /// # Errors
    /// As [`DirectG::extend`].
    pub fn extend_within(&mut self, f: &mut FTable, to: usize, steps: u64) -> Result<bool, Error> {
        // (then every pile and move fits u32)
        narrow::index("upto", to as u64, 0, MAX_TABLE, "tables stop at 2·10^7")?;
        let t = f.rule().period();
        let mono = f.rule().proved_nondecreasing();
        let stop = self.work.done.saturating_add(steps);
        self.g.reserve(to.saturating_sub(self.len()));
        for n in self.g.len()..=to {
            if self.work.done >= stop {
                return Ok(false);
            }
            let r = narrow::residue(u64::from(self.game) + n as u64, t);
            // x = n always qualifies: g(0) = ∞ exceeds every f value in a table. No x < n does
            // when f(x) ≥ every g so far (g(n − x) ≤ the largest).
            let mut x = 1;
            if f.min_upto(r, n - 1)? < self.gmax {
                let mut tried = 1;
                while x < n {
                    let fx = f.get(r, x)? as usize;
                    if fx < self.g[n - x] as usize {
                        break;
                    }
                    // For f non-decreasing, f(x) ≥ n − x holds from here on, and n − x ≥ g(n − x):
                    // no larger move wins either.
                    if mono && fx + x >= n {
                        x = n;
                        break;
                    }
                    x += 1;
                    tried += 1;
                }
                self.work.add(tried, n as u64)?;
            } else {
                x = n;
                self.work.add(1, n as u64)?;
            }
            self.gmax = self.gmax.max(table_pile(x));
            self.g.push(table_pile(x));
        }
        Ok(true)
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
