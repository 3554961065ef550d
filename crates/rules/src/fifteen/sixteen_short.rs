//! Sixteen's short way back: every line of a few turns, shortest first, within a
//! budget of positions. A board a turn or two from solved goes back that way (and the
//! line is known shortest) rather than by the constructive solver's long line.

use super::state::{Fifteen, Slide};
use crate::puzzle::Puzzle;

/// Most positions the search for a short way back looks at before the constructive
/// solver takes over: all lines of up to 4 turns on a 4×4 board.
const SHORT_SEARCH_NODES: usize = 100_000;

/// The shortest line of a few turns back to solved, if there is one within
/// [`SHORT_SEARCH_NODES`]: a board a turn or two from solved is brought back that way,
/// not by the long constructive line.
pub(super) fn short_line(game: &Fifteen) -> Option<Vec<Slide>> {
    let (width, height) = (game.width(), game.height());
    let clicks = super::deal::rotation_clicks(width, height);
    let moves: Vec<Vec<(usize, usize)>> = clicks
        .iter()
        .map(|&click| {
            super::deal::rotation_motions(width, height, click)
                .expect("an arrow")
                .into_iter()
                .map(|(from, to)| (from.y * width + from.x, to.y * width + to.x))
                .collect()
        })
        .collect();
    let start: Vec<u16> = game
        .cells()
        .iter()
        .map(|(_, cell)| cell.unwrap_or(0))
        .collect();
    let solved: Vec<u16> = (1..=start.len() as u16).collect();
    // The opposite arrow of each (rows' and columns' arrows come in pairs).
    let undo = |index: usize| index ^ 1;
    let mut depth = 0;
    let mut budget = SHORT_SEARCH_NODES;
    loop {
        let mut line = Vec::new();
        match descend(&start, &solved, &moves, depth, &mut line, &mut budget, undo) {
            Some(true) => return Some(line.into_iter().map(|i| Slide(clicks[i])).collect()),
            Some(false) => depth += 1,
            None => return None,
        }
    }
}

/// Depth-first search of lines of exactly `depth` more turns; `None` once the budget is
/// spent.
fn descend(
    board: &[u16],
    solved: &[u16],
    moves: &[Vec<(usize, usize)>],
    depth: usize,
    line: &mut Vec<usize>,
    budget: &mut usize,
    undo: impl Fn(usize) -> usize + Copy,
) -> Option<bool> {
    if board == solved {
        return Some(true);
    }
    if depth == 0 {
        return Some(false);
    }
    for (index, motions) in moves.iter().enumerate() {
        if line.last().is_some_and(|&last| undo(last) == index) {
            continue;
        }
        *budget = budget.checked_sub(1)?;
        let mut next = board.to_vec();
        for &(from, to) in motions {
            next[to] = board[from];
        }
        line.push(index);
        if descend(&next, solved, moves, depth - 1, line, budget, undo)? {
            return Some(true);
        }
        line.pop();
    }
    Some(false)
}
