//! The game solved from its definition alone, with no theory: the slow twin that every fast path
//! is tested against (Holshouser & Reiter 2003, p. 3: "F(N, x) = 1 when the list F(N−1, f(1)),
//! …, F(N−x, f(x)) contains at least one 0"; Holshouser & Reiter 2006, Definition 3, for the
//! periodic case).
//!
//! A position is (n, x): n counters, at most x may be taken. A move takes k, 1 ≤ k ≤ min(n, x),
//! to (n − k, f(i ⊕ n, k)). Whoever takes the last counter wins, so (0, x) is lost for the player
//! to move. Cost O(N³): for tests and small live checks only.

use crate::error::Error;
use crate::narrow;
use crate::rule::FTable;

/// `win[n][x]` for 0 ≤ n ≤ upto and 0 ≤ x ≤ n: true when the player to move from (n, x) wins.
/// A limit x ≥ n is the same as x = n, so larger x are not stored; x = 0 is unused (false).
///
/// # Errors
/// When f fails at some move size ≤ upto.
pub fn win_table(f: &mut FTable, game: u32, upto: usize) -> Result<Vec<Vec<bool>>, Error> {
    let t = f.rule().period();
    // f at every move size first, so that a failing f is reported, not guessed around.
    let mut fv: Vec<Vec<usize>> = Vec::new();
    for r in 0..f.rule().period().max(1) {
        let mut col = vec![0];
        for k in 1..=upto {
            col.push(f.get(r, k)? as usize);
        }
        fv.push(col);
    }
    let mut win: Vec<Vec<bool>> = Vec::with_capacity(upto + 1);
    win.push(vec![false]);
    for n in 1..=upto {
        let r = narrow::residue(u64::from(game) + n as u64, t);
        let mut row = vec![false; n + 1];
        for (x, cell) in row.iter_mut().enumerate().skip(1) {
            // Literally: is there a move k ≤ x to a position that is lost for the opponent?
            *cell = (1..=x).any(|k| {
                let left = n - k;
                !win[left][fv[r as usize][k].min(left)]
            });
        }
        win.push(row);
    }
    Ok(win)
}

/// g(n) for n = 0..=upto from the brute-force table: the smallest x with F(n, x) = 1
/// (g(0) = ∞, stored as `u32::MAX`).
///
/// # Errors
/// As [`win_table`].
pub fn g_brute(f: &mut FTable, game: u32, upto: usize) -> Result<Vec<u32>, Error> {
    let win = win_table(f, game, upto)?;
    Ok(win
        .iter()
        .enumerate()
        .map(|(n, row)| {
            if n == 0 {
                u32::MAX
            } else {
                // (x ≤ n: win_table read f at every move size ≤ upto, which the table allows)
                (1..=n)
                    .find(|&x| row[x])
                    .map_or(u32::MAX, narrow::table_pile)
            }
        })
        .collect())
}
