//! One step further than the board after a quiet move: the shown balls land (at cells
//! the planner's own generator picks, as the game would pick them), then the best line
//! the player could complete in reply.

use super::balls::{Balls, EMPTY};
use super::eval::{Evaluator, POINT};
use super::lines::line_score;
use super::params::MIN_LINE;
use crate::rng::GameRng;

/// The worth of a full board: the game is lost.
const LOST: i64 = -1_000_000;

/// A random order of all `cells` cells: balls land on the first empty ones, in turn.
/// Taking the first empty cells of a uniformly random order picks them exactly as the
/// game does (uniformly, one after another), and every travel compared on one order
/// meets the same landings wherever their boards agree.
pub(super) fn landing_order(cells: usize, rng: &mut GameRng) -> Vec<u16> {
    let mut order: Vec<u16> = (0..cells as u16).collect();
    rng.shuffle(&mut order);
    order
}

/// The worth of `balls` (after a travel that removed nothing) once `next` has landed on
/// its first empty cells in `order` and the best completing reply, if any, has been
/// played; and how many positions that looked at.
pub(super) fn after_landing(
    evaluator: &Evaluator,
    balls: &Balls,
    next: &[u8],
    order: &[u16],
) -> (i64, u64) {
    let mut board = balls.clone();
    let mut free = order
        .iter()
        .map(|&cell| usize::from(cell))
        .filter(|&cell| balls.cells()[cell] == EMPTY);
    let mut landed = Vec::with_capacity(next.len());
    for (&colour, cell) in next.iter().zip(&mut free) {
        board.set(cell, colour);
        landed.push(cell);
    }
    let removed: usize = landed.iter().map(|&cell| board.remove_lines(cell)).sum();
    let landing_points = line_score(removed) as i64 * POINT;
    if board.empties() == 0 {
        return (LOST, 1);
    }
    let (reply, looked_at) = best_reply(evaluator, &board);
    (landing_points + reply, 1 + looked_at)
}

/// The worth of `board` with the player to move: the board as it stands, or after the
/// travel that completes the best line, if that is worth more.
pub(super) fn best_reply(evaluator: &Evaluator, board: &Balls) -> (i64, u64) {
    let mut best = i64::from(evaluator.value(board));
    let mut looked_at = 1;
    let completing = completing_colours(board);
    if completing.iter().all(|&bits| bits == 0) {
        return (best, looked_at);
    }
    let label = board.regions().label;
    let cells = board.cells();
    for (to, &bits) in completing.iter().enumerate() {
        if bits == 0 {
            continue;
        }
        let region = label[to];
        for (from, &colour) in cells.iter().enumerate() {
            let touches = || board.neighbours(from).any(|next| label[next] == region);
            if colour == EMPTY || bits & (1 << colour) == 0 || !touches() {
                continue;
            }
            let mut after = board.clone();
            let removed = after.travel(from, to);
            if removed == 0 {
                continue;
            }
            looked_at += 1;
            let worth = line_score(removed) as i64 * POINT + i64::from(evaluator.value(&after));
            best = best.max(worth);
        }
    }
    (best, looked_at)
}

/// For each empty cell, the colours (as bits of their codes) whose ball there would
/// make a line of five or more with the balls already standing.
fn completing_colours(board: &Balls) -> Vec<u16> {
    let cells = board.cells();
    let mut colours = vec![0u16; cells.len()];
    for (index, bits) in colours.iter_mut().enumerate() {
        if cells[index] != EMPTY {
            continue;
        }
        for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            let ahead = board.run_from(index, dx, dy);
            let behind = board.run_from(index, -dx, -dy);
            match (ahead, behind) {
                (Some((a, n)), Some((b, m))) if a == b && n + m + 1 >= MIN_LINE => *bits |= 1 << a,
                _ => {
                    for (colour, n) in [ahead, behind].into_iter().flatten() {
                        if n + 1 >= MIN_LINE {
                            *bits |= 1 << colour;
                        }
                    }
                }
            }
        }
    }
    colours
}
