//! Manhattan distance with linear conflicts, over any set of tiles on any rectangle: the
//! bound for boards without pattern tables (3×3, the small rectangles, 4×4 before its
//! tables are built) and for placing the outer rows of bigger boards.

use super::board::{BLANK, Board};
use super::ida::{Heuristic, TileMove};

/// Most lines on a board: 8 rows and 8 columns.
const MAX_LINES: usize = 16;
/// Most tiles in one line.
const MAX_LINE: usize = 8;

/// Counts the moves of the `targets` tiles only: each must travel its Manhattan
/// distance, and of the target tiles already in their goal row (or column), all but an
/// increasing run must step out of it and back, two moves each.
#[derive(Clone, Debug)]
pub(crate) struct Manhattan {
    width: usize,
    height: usize,
    targets: u64,
}

/// The bound's parts: total distance and, per row then per column, how many target
/// tiles must leave it.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct ManhattanState {
    distance: u32,
    leaving: [u8; MAX_LINES],
}

impl Manhattan {
    /// The bound over every tile of a `width` × `height` board.
    pub fn all_tiles(width: usize, height: usize) -> Self {
        Self::of_tiles(width, height, 1..(width * height) as u8)
    }

    /// The bound over some tiles.
    pub fn of_tiles(width: usize, height: usize, tiles: impl IntoIterator<Item = u8>) -> Self {
        let targets = tiles.into_iter().fold(0u64, |set, tile| set | 1 << tile);
        debug_assert_eq!(targets & 1, 0, "the blank is not a target");
        Self {
            width,
            height,
            targets,
        }
    }

    #[inline]
    fn is_target(&self, tile: u8) -> bool {
        self.targets >> tile & 1 == 1
    }

    #[inline]
    fn distance(&self, tile: u8, cell: u8) -> u32 {
        let goal = usize::from(tile) - 1;
        let cell = usize::from(cell);
        let width = self.width;
        let (goal_x, goal_y) = (goal % width, goal / width);
        (goal_x.abs_diff(cell % width) + goal_y.abs_diff(cell / width)) as u32
    }

    /// How many target tiles of row `line` (for `line < height`) or column
    /// `line - height` must leave it for the rest to pass each other: all but a longest
    /// increasing run.
    fn leaving(&self, board: &Board, line: usize) -> u8 {
        let (width, height) = (self.width, self.height);
        let is_row = line < height;
        let length = if is_row { width } else { height };
        let mut goals = [0u8; MAX_LINE];
        let mut count = 0;
        for index in 0..length {
            let cell = if is_row {
                line * width + index
            } else {
                index * width + line - height
            };
            let tile = board.tile_at(cell as u8);
            if tile == BLANK || !self.is_target(tile) {
                continue;
            }
            let goal = usize::from(tile) - 1;
            let (goal_line, goal_index) = if is_row {
                (goal / width, goal % width)
            } else {
                (goal % width + height, goal / width)
            };
            if goal_line == line {
                goals[count] = goal_index as u8;
                count += 1;
            }
        }
        let mut longest = [1u8; MAX_LINE];
        for i in 0..count {
            for j in 0..i {
                if goals[j] < goals[i] {
                    longest[i] = longest[i].max(longest[j] + 1);
                }
            }
        }
        let run = longest[..count].iter().copied().max().unwrap_or(0);
        count as u8 - run
    }
}

impl Manhattan {
    /// The state after `mv`, with `board` already updated.
    fn after_move(&self, state: &ManhattanState, board: &Board, mv: TileMove) -> ManhattanState {
        let TileMove { tile, from, to } = mv;
        if !self.is_target(tile) {
            return *state;
        }
        let mut next = *state;
        next.distance = next.distance + self.distance(tile, to) - self.distance(tile, from);
        let (width, height) = (self.width, self.height);
        let (from, to) = (usize::from(from), usize::from(to));
        // A sideways move keeps the order within the row and changes two columns; an
        // upward or downward move changes two rows.
        let (a, b) = if from / width == to / width {
            (from % width + height, to % width + height)
        } else {
            (from / width, to / width)
        };
        next.leaving[a] = self.leaving(board, a);
        next.leaving[b] = self.leaving(board, b);
        next
    }
}

impl Heuristic for Manhattan {
    type State = ManhattanState;

    fn start(&self, board: &Board) -> ManhattanState {
        let places = board.places();
        let distance = (1..board.cell_count() as u8)
            .filter(|&tile| self.is_target(tile))
            .map(|tile| self.distance(tile, places[usize::from(tile)]))
            .sum();
        let mut leaving = [0; MAX_LINES];
        for (line, count) in leaving
            .iter_mut()
            .enumerate()
            .take(self.width + self.height)
        {
            *count = self.leaving(board, line);
        }
        ManhattanState { distance, leaving }
    }

    fn children(
        &self,
        state: &ManhattanState,
        board: &Board,
        moves: &[TileMove],
        children: &mut [ManhattanState],
    ) {
        for (mv, child) in moves.iter().zip(children) {
            let mut after = *board;
            after.move_blank_to(mv.from);
            *child = self.after_move(state, &after, *mv);
        }
    }

    #[inline]
    fn value(&self, state: &ManhattanState) -> u32 {
        let leaving: u32 = state.leaving.iter().map(|&count| u32::from(count)).sum();
        state.distance + 2 * leaving
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(size: usize, tiles: &[u8]) -> Board {
        Board::from_tiles(size, size, tiles)
    }

    #[test]
    fn solved_is_zero_and_a_swap_in_a_row_costs_a_conflict() {
        let manhattan = Manhattan::all_tiles(3, 3);
        let solved = Board::solved(3, 3);
        assert_eq!(manhattan.value(&manhattan.start(&solved)), 0);
        // 2 and 1 swapped in the top row: distance 2, one must leave: 2 + 2.
        let swapped = board(3, &[2, 1, 3, 4, 5, 6, 7, 8, 0]);
        assert_eq!(manhattan.value(&manhattan.start(&swapped)), 4);
        // Only tile 1 counted: distance 1, no conflict with itself.
        let only_one = Manhattan::of_tiles(3, 3, [1]);
        assert_eq!(only_one.value(&only_one.start(&swapped)), 1);
    }

    #[test]
    fn a_wide_board_counts_its_columns_as_columns() {
        // 4 wide, 3 high: 5 and 1 swapped in the first column (distance 2 and one
        // conflict), 3 and 4 swapped in the top row (distance 2 and one conflict).
        let tiles = [5, 2, 4, 3, 1, 6, 7, 8, 9, 10, 11, 0];
        let manhattan = Manhattan::all_tiles(4, 3);
        let board = Board::from_tiles(4, 3, &tiles);
        assert_eq!(manhattan.value(&manhattan.start(&board)), 8);
        assert_eq!(manhattan.value(&manhattan.start(&Board::solved(4, 3))), 0);
    }

    #[test]
    fn updates_match_a_fresh_start() {
        let manhattan = Manhattan::all_tiles(4, 4);
        let mut board = board(4, &[5, 1, 3, 4, 2, 0, 7, 8, 9, 6, 11, 12, 13, 10, 14, 15]);
        let mut state = manhattan.start(&board);
        let mut seed = 7u32;
        for _ in 0..500 {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let blank = usize::from(board.blank());
            let (x, y) = (blank % 4, blank / 4);
            let options: Vec<usize> = [
                (y > 0).then(|| blank - 4),
                (x > 0).then(|| blank - 1),
                (x < 3).then(|| blank + 1),
                (y < 3).then(|| blank + 4),
            ]
            .into_iter()
            .flatten()
            .collect();
            let cell = options[(seed >> 16) as usize % options.len()] as u8;
            let mv = TileMove {
                tile: board.tile_at(cell),
                from: cell,
                to: board.blank(),
            };
            let mut children = [ManhattanState::default()];
            manhattan.children(&state, &board, &[mv], &mut children);
            board.move_blank_to(cell);
            state = children[0];
            assert_eq!(
                manhattan.value(&state),
                manhattan.value(&manhattan.start(&board))
            );
        }
    }
}
