//! Joining paths: the cheapest line of at most three straight segments between two tiles.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::params::MAX_TURNS;
use crate::grid::{Grid, Pos};

/// Steps in the order they are tried: left, right, up, down (`d ^ 1` reverses `d`).
const STEPS: [(i32, i32); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// The search from one cell over the board padded with its empty ring: the best
/// (turns, length) and predecessor of every state `padded cell * 4 + direction`.
pub(super) struct Reach {
    width: i32,
    best: Vec<Option<(u8, u32)>>,
    parent: Vec<Option<usize>>,
}

impl Reach {
    /// The cheapest state that ends on `pos`, ties going to the earlier direction.
    pub(super) fn end_state(&self, pos: Pos) -> Option<usize> {
        let cell = (pos.y + 1) * self.width as usize + pos.x + 1;
        (cell * 4..cell * 4 + 4)
            .filter(|&state| self.best[state].is_some())
            .min_by_key(|&state| self.best[state])
    }

    fn point(&self, state: usize) -> (i32, i32) {
        let cell = (state / 4) as i32;
        (cell % self.width - 1, cell / self.width - 1)
    }
}

/// Cheapest-first search from `from`: through the ring and empty cells, ending on (but
/// never passing) tiles, turning at most [`MAX_TURNS`] times, never re-entering `from`.
pub(super) fn explore<T>(board: &Grid<Option<T>>, from: Pos) -> Reach {
    let (width, height) = (board.width() as i32 + 2, board.height() as i32 + 2);
    let start = (from.x as i32 + 1, from.y as i32 + 1);
    let state_of = |(x, y): (i32, i32), dir: usize| (y * width + x) as usize * 4 + dir;
    let inside = |(x, y): (i32, i32)| (0..width).contains(&x) && (0..height).contains(&y);
    let is_tile = |(x, y): (i32, i32)| {
        let on_board = (1..width - 1).contains(&x) && (1..height - 1).contains(&y);
        on_board && board[Pos::new(x as usize - 1, y as usize - 1)].is_some()
    };
    let mut reach = Reach {
        width,
        best: vec![None; (width * height) as usize * 4],
        parent: vec![None; (width * height) as usize * 4],
    };
    let mut queue = BinaryHeap::new();
    for (dir, (dx, dy)) in STEPS.into_iter().enumerate() {
        let next = (start.0 + dx, start.1 + dy);
        if inside(next) {
            reach.best[state_of(next, dir)] = Some((0, 1));
            queue.push(Reverse((0, 1, state_of(next, dir))));
        }
    }
    while let Some(Reverse((turns, length, state))) = queue.pop() {
        let here = reach.point(state);
        let here = (here.0 + 1, here.1 + 1);
        if reach.best[state] != Some((turns, length)) || is_tile(here) {
            continue;
        }
        let dir = state % 4;
        for (next_dir, (dx, dy)) in STEPS.into_iter().enumerate() {
            let turned = turns + u8::from(next_dir != dir);
            let next = (here.0 + dx, here.1 + dy);
            if next_dir == dir ^ 1 || turned > MAX_TURNS || !inside(next) || next == start {
                continue;
            }
            let next_state = state_of(next, next_dir);
            let cost = (turned, length + 1);
            if reach.best[next_state].is_none_or(|old| cost < old) {
                reach.best[next_state] = Some(cost);
                reach.parent[next_state] = Some(state);
                queue.push(Reverse((turned, length + 1, next_state)));
            }
        }
    }
    reach
}

/// The line joining `a` and `b` as corner points (start, each turn, end) in signed
/// coordinates where the ring is `x = -1`, `x = width`, `y = -1`, `y = height`: at most
/// three straight segments through empty cells, fewest turns first, then shortest.
/// Pictures are not compared. `None` if there is no such line or `a == b`.
pub fn find_path(board: &Grid<Option<u8>>, a: Pos, b: Pos) -> Option<Vec<(i32, i32)>> {
    if a == b || !board.contains(a) || !board.contains(b) {
        return None;
    }
    let reach = explore(board, a);
    let end = reach.end_state(b)?;
    let mut states = vec![end];
    while let Some(previous) = reach.parent[*states.last().expect("never empty")] {
        states.push(previous);
    }
    states.reverse();
    let mut corners = vec![(a.x as i32, a.y as i32)];
    for step in states.windows(2) {
        if step[0] % 4 != step[1] % 4 {
            corners.push(reach.point(step[0]));
        }
    }
    corners.push(reach.point(end));
    Some(corners)
}

/// The first removable pair in row-major order of its first tile, then of its second.
pub fn first_removable_pair(board: &Grid<Option<u8>>) -> Option<(Pos, Pos)> {
    board.iter().find_map(|(a, tile)| {
        let picture = (*tile)?;
        let reach = explore(board, a);
        board
            .iter()
            .find(|&(b, other)| b != a && *other == Some(picture) && reach.end_state(b).is_some())
            .map(|(b, _)| (a, b))
    })
}
