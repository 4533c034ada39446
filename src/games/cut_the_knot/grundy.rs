//! Sprague–Grundy values of the dynamic positions (N, x) of the move-function game, computed from
//! the definition: G(0, x) = 0 and G(N, x) = mex{G(N − k, f(k)) : 1 ≤ k ≤ min(N, x)}, a limit x ≥ N
//! being the same as x = N. A take-away game starts at (N, N − 1).
//!
//! For fixed N the option set only grows with x, so G(N, 1), G(N, 2), … is one sweep that adds
//! the option of taking k = x and moves the mex pointer up: O(N) per pile, O(N²) for the table
//! (the literal mex over all moves of every cell, O(N³), is the tests' twin). Values are at most
//! x, so a cell is a `u16`.

use crate::error::Error;
use crate::narrow;
use crate::rule::FTable;

/// The largest pile of a table: 8000 piles are 32·10^6 cells, 64 MB.
pub const MAX_PILE: u64 = 8000;

/// The most columns of the table kept also column by column (4 MB at 8000 piles).
const COLUMNS: usize = 256;

const NONE: u32 = u32::MAX;

/// For each column c, its index among the copies kept column by column, or [`NONE`]: the
/// [`COLUMNS`] columns read most often off the diagonal. Column c is read at (n − x, c) when
/// f(x) = c < n − x, for every row n from x + c + 1 to upto.
fn busy_columns(fv: &[usize], n_max: usize) -> Vec<u32> {
    let mut reads = vec![0u64; n_max + 1];
    for (x, &c) in fv.iter().enumerate().skip(1) {
        if c < n_max {
            reads[c] += (n_max - x).saturating_sub(c) as u64;
        }
    }
    // The most read first, the leftmost first among equals: an insertion into the at most
    // COLUMNS kept, in plain loops (a sort, the slice's stable one, was 2 KB of the Cut The Knot
    // package's wasm for this, gzipped).
    let mut order: Vec<usize> = Vec::with_capacity(COLUMNS);
    for (c, &r) in reads.iter().enumerate().skip(1) {
        if r == 0 || (order.len() == COLUMNS && reads[order[COLUMNS - 1]] >= r) {
            continue;
        }
        if order.len() == COLUMNS {
            order.pop();
        }
        order.push(c);
        let mut i = order.len() - 1;
        while i > 0 && reads[order[i - 1]] < r {
            order[i] = order[i - 1];
            i -= 1;
        }
        order[i] = c;
    }
    let mut slot = vec![NONE; n_max + 1];
    for (j, &c) in (0..).zip(&order) {
        slot[c] = j;
    }
    slot
}

/// G(n, x) for 0 ≤ x ≤ n ≤ upto, stored as a triangle.
#[derive(Clone, Debug)]
pub struct GrundyTable {
    upto: u64,
    /// upto as an index.
    n_max: usize,
    cells: Vec<u16>,
}

fn row_start(n: usize) -> usize {
    n * (n + 1) / 2
}

/// A value of the table: the mex of at most x ≤ [`MAX_PILE`] options.
#[inline]
fn cell(mex: usize) -> u16 {
    #[expect(
        clippy::cast_possible_truncation,
        reason = "mex ≤ x ≤ MAX_PILE = 8000 < 2^16"
    )]
    let v = mex as u16;
    v
}

impl GrundyTable {
    /// The table for piles 0..=upto.
    ///
    /// # Errors
    /// upto beyond [`MAX_PILE`], or f failing on 1..=upto.
    pub fn new(f: &mut FTable, upto: u64) -> Result<Self, Error> {
        let n_max = narrow::index(
            "upto",
            upto,
            0,
            MAX_PILE,
            "the Grundy table over (N, x) stops at N = 8000 (32 million cells)",
        )?;
        let mut fv = vec![0usize; n_max + 1];
        for (k, v) in fv.iter_mut().enumerate().skip(1) {
            *v = f.get(0, k)? as usize;
        }
        let mut cells = vec![0u16; row_start(n_max + 1)];
        let mut seen = vec![0u32; n_max + 2];
        // Copies laid out along the sweep's reads, which visit one cell per row: the diagonal
        // G(m, m) (every read once f(x) reaches the pile left: all of them for a huge constant
        // f) and the columns read most often (all reads of a constant f sit in one column), so
        // those reads walk contiguous memory instead of a cache line per row (in wasm, f = 17
        // at 8000 took 1.7 s that way; a column copy is 16 KB, at most COLUMNS of them).
        let width = n_max + 1;
        let mut diag = vec![0u16; width];
        let slot = busy_columns(&fv, n_max);
        let kept = slot.iter().filter(|&&s| s != NONE).count();
        let mut low = vec![0u16; kept * width];
        for n in 1..=n_max {
            let stamp = narrow::table_pile(n);
            let base = row_start(n);
            let mut mex = 0usize;
            for x in 1..=n {
                // The option added at limit x: take k = x, leaving (n − x, f(x)).
                let left = n - x;
                let c = fv[x].min(left);
                let v = if c == left {
                    diag[left]
                } else if slot[c] != NONE {
                    low[slot[c] as usize * width + left]
                } else {
                    cells[row_start(left) + c]
                } as usize;
                seen[v] = stamp;
                while seen[mex] == stamp {
                    mex += 1;
                }
                cells[base + x] = cell(mex);
                if slot[x] != NONE {
                    low[slot[x] as usize * width + n] = cell(mex);
                }
            }
            diag[n] = cells[base + n];
        }
        Ok(GrundyTable { upto, n_max, cells })
    }

    /// The largest pile in the table.
    pub fn upto(&self) -> u64 {
        self.upto
    }

    /// n ≤ upto as an index.
    ///
    /// # Panics
    /// When n > upto (callers check): never a wrapped row.
    fn index(&self, n: u64) -> usize {
        usize::try_from(n)
            .ok()
            .filter(|&i| i <= self.n_max)
            .expect("a pile of the Grundy table (callers check)")
    }

    /// G(n, x), the limit capped at n.
    ///
    /// # Panics
    /// When n > upto (callers check).
    pub fn get(&self, n: u64, x: u64) -> u32 {
        let n = self.index(n);
        let x = usize::try_from(x).map_or(n, |x| x.min(n));
        u32::from(self.cells[row_start(n) + x])
    }

    /// G(n, n − 1): the start of a take-away game with n counters (n ≥ 1).
    pub fn start(&self, n: u64) -> u32 {
        self.get(n, n.saturating_sub(1))
    }

    /// G(n, n − 1) for n = 1..=upto: the starts of take-away games.
    pub fn starts(&self) -> Vec<u32> {
        // (a plain loop: an iterator chain that collects was bytes of the wasm)
        let mut starts = Vec::with_capacity(self.n_max);
        for n in 1..=self.upto {
            starts.push(self.start(n));
        }
        starts
    }

    /// G(n, 0..=n).
    ///
    /// # Panics
    /// When n > upto (callers check).
    pub fn row(&self, n: u64) -> &[u16] {
        let n = self.index(n);
        &self.cells[row_start(n)..row_start(n + 1)]
    }

    /// The whole triangle, row n at n(n + 1)/2.
    pub fn cells(&self) -> &[u16] {
        &self.cells
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rule::MoveFn;

    /// The literal definition, on a small table.
    fn literal(f: &mut FTable, upto: usize) -> Vec<Vec<u32>> {
        let mut g: Vec<Vec<u32>> = vec![vec![0]];
        for n in 1..=upto {
            let row = (0..=n)
                .map(|x| {
                    let opts: Vec<u32> = (1..=x)
                        .map(|k| {
                            let left = n - k;
                            let fk = f.get(0, k).unwrap() as usize;
                            g[left][fk.min(left)]
                        })
                        .collect();
                    (0..).find(|v| !opts.contains(v)).unwrap()
                })
                .collect();
            g.push(row);
        }
        g
    }

    #[test]
    fn the_busy_columns_are_the_most_read_by_a_stable_sort() {
        // f values that tie on many columns (constant stretches), spread them, or leave them
        // unread; more than COLUMNS read columns at 2000 piles.
        let mut seed = 7u64;
        for n_max in [0, 1, 5, 300, 2000] {
            for shape in 0..4 {
                let fv: Vec<usize> = (0..=n_max)
                    .map(|x| {
                        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                        let r = (seed >> 33) as usize;
                        match shape {
                            0 => r % (n_max + 2),
                            1 => r % 5,
                            2 => 2 * x,
                            _ => x / 3 + r % 2,
                        }
                    })
                    .collect();
                let mut reads = vec![0u64; n_max + 1];
                for (x, &c) in fv.iter().enumerate().skip(1) {
                    if c < n_max {
                        reads[c] += (n_max - x).saturating_sub(c) as u64;
                    }
                }
                let mut order: Vec<usize> = (1..=n_max).filter(|&c| reads[c] > 0).collect();
                order.sort_by_key(|&c| std::cmp::Reverse(reads[c]));
                let mut slot = vec![NONE; n_max + 1];
                for (j, &c) in (0..).zip(order.iter().take(COLUMNS)) {
                    slot[c] = j;
                }
                assert_eq!(
                    busy_columns(&fv, n_max),
                    slot,
                    "{n_max} piles, shape {shape}"
                );
            }
        }
    }

    #[test]
    fn sweep_equals_literal_mex() {
        for src in [
            "2x",
            "x",
            "1",
            "if x % 3 == 0 then 1 else x + 2",
            "max(1, 7 - x)",
        ] {
            let mut f = FTable::new(Box::new(MoveFn::parse(src).unwrap()));
            let t = GrundyTable::new(&mut f, 40).unwrap();
            let lit = literal(&mut f, 40);
            for (n, row) in (0..).zip(&lit) {
                for (x, &v) in (0..).zip(row) {
                    assert_eq!(t.get(n, x), v, "{src} ({n}, {x})");
                }
            }
        }
    }
}
