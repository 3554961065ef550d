//! Bringing a big board down one line at a time: the top row and the left column of a
//! square, the left column of a board wider than tall, the top row of one taller than
//! wide, placed tile by tile with the tiles already home locked in place. The last two
//! tiles of a line go in together by the usual turn: the last but one into the line's
//! end cell, the last one next to it just outside the line, then both slide home.

use super::board::Board;
use super::ida::{Heuristic, TileMove};

/// One step of the reduction, in the numbering of the rectangle being reduced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Placing {
    /// Tiles and the cells they must reach.
    pub goals: Vec<(u8, u8)>,
    /// Cells the blank may not enter (a bit per cell): tiles placed before.
    pub locked: u64,
}

/// Which lines a reduction places: a square loses both its top row and left column, a
/// wide board its left column, a tall one its top row, so the rest tends to a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Lines {
    Both,
    Row,
    Column,
}

impl Lines {
    /// The lines a `width` × `height` board loses next.
    pub fn of(width: usize, height: usize) -> Self {
        match width.cmp(&height) {
            std::cmp::Ordering::Equal => Lines::Both,
            std::cmp::Ordering::Greater => Lines::Column,
            std::cmp::Ordering::Less => Lines::Row,
        }
    }

    /// Columns and rows the board loses.
    pub fn taken(self) -> (usize, usize) {
        match self {
            Lines::Both => (1, 1),
            Lines::Row => (0, 1),
            Lines::Column => (1, 0),
        }
    }
}

/// One way of bringing a board down: which line goes first (where there are two), and
/// from which end each line is placed (the last two tiles go in by the turn at the far
/// end).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Order {
    pub row_first: bool,
    pub row_from_left: bool,
    pub column_from_top: bool,
}

/// Every order, the plain one (row first, left to right, top to bottom) first.
pub(crate) const ORDERS: [Order; 8] = {
    let mut orders = [Order {
        row_first: true,
        row_from_left: true,
        column_from_top: true,
    }; 8];
    let mut index = 0;
    while index < 8 {
        orders[index] = Order {
            row_first: index & 4 == 0,
            row_from_left: index & 2 == 0,
            column_from_top: index & 1 == 0,
        };
        index += 1;
    }
    orders
};

/// The orders worth trying for `lines`: all eight for a square; for one line, only its
/// two directions (the other choices make the same steps).
pub(crate) fn orders_for(lines: Lines) -> &'static [Order] {
    match lines {
        Lines::Both => &ORDERS,
        // ORDERS[0] and [2] differ only in the row's direction, [0] and [1] only in the
        // column's.
        Lines::Row => &ORDERS_ROW,
        Lines::Column => &ORDERS_COLUMN,
    }
}

const ORDERS_ROW: [Order; 2] = [ORDERS[0], ORDERS[2]];
const ORDERS_COLUMN: [Order; 2] = [ORDERS[0], ORDERS[1]];

/// The steps that solve the `lines` of a `width` × `height` board in `order`.
pub(crate) fn reduction_steps(
    width: usize,
    height: usize,
    lines: Lines,
    order: Order,
) -> Vec<Placing> {
    let cell = |(x, y): (usize, usize)| (y * width + x) as u8;
    let mut steps = Vec::new();
    let mut locked = 0u64;
    // The line through `cells` (home cells, in order), its last two placed by the turn
    // through the cell beside its end, one step into the board.
    let mut place_line = |cells: Vec<(usize, usize)>, inward: (usize, usize)| {
        let (singles, last_two) = cells.split_at(cells.len() - 2);
        for &home in singles {
            steps.push(Placing {
                goals: vec![(cell(home) + 1, cell(home))],
                locked,
            });
            locked |= 1 << cell(home);
        }
        let (before_end, end) = (last_two[0], last_two[1]);
        let (first, last) = (cell(before_end) + 1, cell(end) + 1);
        let beside = cell((end.0 + inward.0, end.1 + inward.1));
        for goals in [
            vec![(first, cell(end))],
            vec![(first, cell(end)), (last, beside)],
            vec![(first, cell(before_end)), (last, cell(end))],
        ] {
            steps.push(Placing { goals, locked });
        }
        locked |= 1 << cell(before_end) | 1 << cell(end);
    };
    // With both lines, the first takes the corner and the second starts next to it.
    let row_first = lines == Lines::Row || (lines == Lines::Both && order.row_first);
    let (row_start, column_start) = match lines {
        Lines::Both if row_first => (0, 1),
        Lines::Both => (1, 0),
        _ => (0, 0),
    };
    let mut row: Vec<(usize, usize)> = (row_start..width).map(|x| (x, 0)).collect();
    if !order.row_from_left {
        row.reverse();
    }
    let mut column: Vec<(usize, usize)> = (column_start..height).map(|y| (0, y)).collect();
    if !order.column_from_top {
        column.reverse();
    }
    let (with_row, with_column) = (lines != Lines::Column, lines != Lines::Row);
    if row_first {
        if with_row {
            place_line(row, (0, 1));
        }
        if with_column {
            place_line(column, (1, 0));
        }
    } else {
        if with_column {
            place_line(column, (1, 0));
        }
        if with_row {
            place_line(row, (0, 1));
        }
    }
    steps
}

/// A bound on the moves that bring a few tiles to their cells. For one tile `k` cells
/// away: its own `k` moves; the blank's moves to reach it first; and between two of its
/// moves the blank must get round to its front, at least 2 moves when the tile turns
/// and 4 when it goes on straight, and a tile can turn at most twice per cell of the
/// shorter side. For several tiles, the largest of these and their total distance.
#[derive(Clone, Debug)]
pub(crate) struct Placement {
    width: usize,
    goals: Vec<(u8, u8)>,
}

impl Placement {
    /// The bound for `goals` on a board `width` cells wide.
    pub fn new(width: usize, goals: &[(u8, u8)]) -> Self {
        Self {
            width,
            goals: goals.to_vec(),
        }
    }

    fn distance(&self, a: u8, b: u8) -> (u32, u32) {
        let (a, b, width) = (usize::from(a), usize::from(b), self.width);
        (
            (a % width).abs_diff(b % width) as u32,
            (a / width).abs_diff(b / width) as u32,
        )
    }

    fn bound(&self, board: &Board) -> u32 {
        let blank = board.blank();
        let mut total = 0;
        let mut largest = 0;
        for &(tile, goal) in &self.goals {
            let at = board.places()[usize::from(tile)];
            let (dx, dy) = self.distance(at, goal);
            let steps = dx + dy;
            total += steps;
            if steps == 0 {
                continue;
            }
            let (near, far) = (dx.min(dy), dx.max(dy));
            let turns = if near == far { 2 * near - 1 } else { 2 * near };
            let straight = (steps - 1).saturating_sub(turns);
            let (bx, by) = self.distance(blank, at);
            let approach = (bx + by).saturating_sub(1);
            largest = largest.max(steps + approach + 2 * (steps - 1) + 2 * straight);
        }
        largest.max(total)
    }
}

impl Heuristic for Placement {
    type State = u32;

    fn start(&self, board: &Board) -> u32 {
        self.bound(board)
    }

    fn children(&self, _state: &u32, board: &Board, moves: &[TileMove], children: &mut [u32]) {
        for (mv, child) in moves.iter().zip(children) {
            let mut after = *board;
            after.move_blank_to(mv.from);
            *child = self.bound(&after);
        }
    }

    fn value(&self, state: &u32) -> u32 {
        *state
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_5x5_row_and_column_in_steps() {
        let steps = reduction_steps(5, 5, Lines::Both, ORDERS[0]);
        let goals: Vec<Vec<(u8, u8)>> = steps.iter().map(|step| step.goals.clone()).collect();
        assert_eq!(
            goals,
            vec![
                vec![(1, 0)],
                vec![(2, 1)],
                vec![(3, 2)],
                vec![(4, 4)],
                vec![(4, 4), (5, 9)],
                vec![(4, 3), (5, 4)],
                vec![(6, 5)],
                vec![(11, 10)],
                vec![(16, 20)],
                vec![(16, 20), (21, 21)],
                vec![(16, 15), (21, 20)],
            ]
        );
        assert_eq!(steps[3].locked, 0b111);
        assert_eq!(steps[6].locked, 0b11111);
        assert_eq!(steps[8].locked, 0b11111 | 1 << 5 | 1 << 10);
    }

    #[test]
    fn every_order_places_the_row_and_column_once() {
        for order in ORDERS {
            for size in [5, 6] {
                let steps = reduction_steps(size, size, Lines::Both, order);
                let last = steps.last().unwrap();
                let mut placed = last.locked;
                for &(tile, cell) in &last.goals {
                    assert_eq!(tile, cell + 1, "{order:?}: the last step puts tiles home");
                    placed |= 1 << cell;
                }
                let row = (1u64 << size) - 1;
                let column = (0..size).fold(0, |mask, y| mask | 1 << (y * size));
                assert_eq!(placed, row | column, "{order:?}");
            }
        }
        // Right to left, the turn happens in the top-left corner.
        let backwards = reduction_steps(5, 5, Lines::Both, ORDERS[2]);
        assert_eq!(backwards[3].goals, vec![(2, 0)]);
        assert_eq!(backwards[4].goals, vec![(2, 0), (1, 5)]);
    }

    #[test]
    fn a_wide_board_places_its_left_column_and_a_tall_one_its_top_row() {
        assert_eq!(Lines::of(6, 3), Lines::Column);
        assert_eq!(Lines::of(3, 5), Lines::Row);
        for order in orders_for(Lines::Column) {
            let steps = reduction_steps(6, 3, Lines::Column, *order);
            let last = steps.last().unwrap();
            let placed = last
                .goals
                .iter()
                .fold(last.locked, |mask, &(_, cell)| mask | 1 << cell);
            assert_eq!(placed, 1 | 1 << 6 | 1 << 12, "{order:?}");
        }
        // Top to bottom on 6×3: tile 1 alone, then 7 and 13 by the turn beside cell 12.
        let steps = reduction_steps(6, 3, Lines::Column, ORDERS[0]);
        let goals: Vec<Vec<(u8, u8)>> = steps.iter().map(|step| step.goals.clone()).collect();
        assert_eq!(
            goals,
            vec![
                vec![(1, 0)],
                vec![(7, 12)],
                vec![(7, 12), (13, 13)],
                vec![(7, 6), (13, 12)],
            ]
        );
        let tall = reduction_steps(3, 5, Lines::Row, ORDERS[2]);
        let placed = tall.last().unwrap();
        let placed = placed
            .goals
            .iter()
            .fold(placed.locked, |mask, &(_, cell)| mask | 1 << cell);
        assert_eq!(placed, 0b111);
    }

    #[test]
    fn one_tile_pays_for_going_round_it() {
        // 5×5, tile 1 two cells right of home on the top row, blank just below it.
        let mut tiles: Vec<u8> = (1..=24).chain([0]).collect();
        tiles.swap(0, 2);
        tiles.swap(7, 24);
        let board = Board::from_tiles(5, 5, &tiles);
        let bound = Placement::new(5, &[(1, 0)]);
        // Two tile moves, none to reach it, and at least 4 to go round it between them
        // (the true answer is 8: 2 to reach its left side first).
        assert_eq!(bound.start(&board), 6);
    }
}
