//! The searches' compact board: the tile on each cell and the cell of each tile, for
//! rectangles up to 8×8, with the blank as tile 0; and turning a path of the blank into
//! moves.

use super::state::{Fifteen, Slide};
use crate::grid::Pos;
use crate::puzzle::Puzzle;

/// Cells of the largest board (8×8; the locked-cell masks hold a bit per cell in a u64).
pub(crate) const MAX_CELLS: usize = 64;
/// The blank, as a tile number.
pub(crate) const BLANK: u8 = 0;
/// Marks a step off the board in [`Steps`].
pub(crate) const OFF_BOARD: u8 = u8::MAX;

/// The blank's four steps, in the order searches try them: up, left, right, down. The
/// opposite of step `d` is `3 - d`.
pub(crate) const STEP_COUNT: usize = 4;

/// A board: cells are numbered row by row; tile `t` belongs on cell `t - 1` and the blank
/// on the last cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    width: u8,
    height: u8,
    cells: [u8; MAX_CELLS],
    places: [u8; MAX_CELLS],
}

impl Board {
    /// The board with `tiles` on its cells, row by row (0 is the blank). The caller
    /// guarantees a permutation of `0..width·height`.
    pub fn from_tiles(width: usize, height: usize, tiles: &[u8]) -> Self {
        debug_assert_eq!(tiles.len(), width * height);
        let mut board = Self {
            width: width as u8,
            height: height as u8,
            cells: [0; MAX_CELLS],
            places: [0; MAX_CELLS],
        };
        for (cell, &tile) in tiles.iter().enumerate() {
            board.cells[cell] = tile;
            board.places[usize::from(tile)] = cell as u8;
        }
        board
    }

    /// The solved board of `width` × `height`.
    pub fn solved(width: usize, height: usize) -> Self {
        let count = width * height;
        let tiles: Vec<u8> = (0..count)
            .map(|cell| {
                if cell + 1 == count {
                    BLANK
                } else {
                    cell as u8 + 1
                }
            })
            .collect();
        Self::from_tiles(width, height, &tiles)
    }

    /// The game's board.
    pub fn from_game(game: &Fifteen) -> Self {
        let tiles: Vec<u8> = game
            .cells()
            .iter()
            .map(|(_, cell)| cell.map_or(BLANK, |tile| tile as u8))
            .collect();
        Self::from_tiles(game.width(), game.height(), &tiles)
    }

    pub fn width(&self) -> usize {
        usize::from(self.width)
    }

    pub fn height(&self) -> usize {
        usize::from(self.height)
    }

    pub fn cell_count(&self) -> usize {
        self.width() * self.height()
    }

    /// The tile on `cell` (0 for the blank).
    pub fn tile_at(&self, cell: u8) -> u8 {
        self.cells[usize::from(cell)]
    }

    /// The cell of each tile, indexed by tile number (index 0 is the blank).
    pub fn places(&self) -> &[u8; MAX_CELLS] {
        &self.places
    }

    pub fn blank(&self) -> u8 {
        self.places[usize::from(BLANK)]
    }

    /// Moves the tile on `cell`, a neighbour of the blank, into the blank; returns it.
    pub fn move_blank_to(&mut self, cell: u8) -> u8 {
        let blank = self.blank();
        let tile = self.cells[usize::from(cell)];
        self.cells[usize::from(blank)] = tile;
        self.places[usize::from(tile)] = blank;
        self.cells[usize::from(cell)] = BLANK;
        self.places[usize::from(BLANK)] = cell;
        tile
    }

    pub fn is_solved(&self) -> bool {
        *self == Self::solved(self.width(), self.height())
    }

    /// The bottom-right rectangle without the first `left` columns and `top` rows, its
    /// tiles renumbered as a board of their own. Only meaningful once those rows and
    /// columns are solved, so that the rectangle holds exactly its own tiles and the blank.
    pub fn inner(&self, left: usize, top: usize) -> Self {
        let (width, height) = (self.width(), self.height());
        let (inner_width, inner_height) = (width - left, height - top);
        let mut tiles = Vec::with_capacity(inner_width * inner_height);
        for y in top..height {
            for x in left..width {
                let tile = usize::from(self.cells[y * width + x]);
                let renumbered = if tile == 0 {
                    BLANK
                } else {
                    let (goal_x, goal_y) = ((tile - 1) % width, (tile - 1) / width);
                    debug_assert!(goal_x >= left && goal_y >= top);
                    ((goal_y - top) * inner_width + (goal_x - left) + 1) as u8
                };
                tiles.push(renumbered);
            }
        }
        Self::from_tiles(inner_width, inner_height, &tiles)
    }
}

/// Where the blank goes from each cell with each step ([`OFF_BOARD`] at an edge).
#[derive(Clone, Debug)]
pub(crate) struct Steps {
    targets: [[u8; STEP_COUNT]; MAX_CELLS],
}

impl Steps {
    pub fn new(width: usize, height: usize) -> Self {
        let mut targets = [[OFF_BOARD; STEP_COUNT]; MAX_CELLS];
        for (cell, steps) in targets.iter_mut().enumerate().take(width * height) {
            let (x, y) = (cell % width, cell / width);
            let to = |x: usize, y: usize| (y * width + x) as u8;
            if y > 0 {
                steps[0] = to(x, y - 1);
            }
            if x > 0 {
                steps[1] = to(x - 1, y);
            }
            if x + 1 < width {
                steps[2] = to(x + 1, y);
            }
            if y + 1 < height {
                steps[3] = to(x, y + 1);
            }
        }
        Self { targets }
    }

    /// Steps that never enter the `locked` cells (a bit per cell).
    pub fn avoiding(width: usize, height: usize, locked: u64) -> Self {
        let mut steps = Self::new(width, height);
        for targets in steps.targets.iter_mut() {
            for target in targets.iter_mut() {
                if *target != OFF_BOARD && locked >> *target & 1 == 1 {
                    *target = OFF_BOARD;
                }
            }
        }
        steps
    }

    /// The cell one `step` from `cell`, or [`OFF_BOARD`].
    #[inline]
    pub fn target(&self, cell: u8, step: usize) -> u8 {
        self.targets[usize::from(cell)][step]
    }
}

/// The cells the blank visits (each one step from the one before, starting next to
/// `blank`) as clicks on a board `width` cells wide: each straight run of the blank
/// becomes one click on its farthest tile, which slides the whole run at once.
pub(crate) fn slides_of_path(width: usize, blank: u8, path: &[u8]) -> Vec<Slide> {
    let pos = |cell: u8| Pos::new(usize::from(cell) % width, usize::from(cell) / width);
    let mut slides = Vec::new();
    let mut from = blank;
    let mut run_step: Option<i16> = None;
    for &cell in path {
        let step = i16::from(cell) - i16::from(from);
        if run_step == Some(step) {
            if let Some(Slide(last)) = slides.last_mut() {
                *last = pos(cell);
            }
        } else {
            slides.push(Slide(pos(cell)));
            run_step = Some(step);
        }
        from = cell;
    }
    slides
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moving_the_blank_keeps_cells_and_places_in_step() {
        let mut board = Board::solved(3, 3);
        assert_eq!(board.blank(), 8);
        assert_eq!(board.move_blank_to(5), 6);
        assert_eq!(board.move_blank_to(4), 5);
        assert_eq!(board, Board::from_tiles(3, 3, &[1, 2, 3, 4, 0, 5, 7, 8, 6]));
        for tile in 0..9u8 {
            assert_eq!(board.tile_at(board.places()[usize::from(tile)]), tile);
        }
        assert!(!board.is_solved());
        board.move_blank_to(5);
        board.move_blank_to(8);
        assert!(board.is_solved());
    }

    #[test]
    fn the_inner_square_is_renumbered_as_its_own_board() {
        let mut board = Board::solved(5, 5);
        board.move_blank_to(23);
        let inner = board.inner(1, 1);
        assert_eq!((inner.width(), inner.height()), (4, 4));
        let mut expected = Board::solved(4, 4);
        expected.move_blank_to(14);
        assert_eq!(inner, expected);
    }

    #[test]
    fn a_rectangle_without_its_left_column_is_renumbered() {
        // 5 wide, 3 high, the blank moved one left: the 4×3 rest, blank one left too.
        let mut board = Board::solved(5, 3);
        board.move_blank_to(13);
        let inner = board.inner(1, 0);
        assert_eq!((inner.width(), inner.height()), (4, 3));
        let mut expected = Board::solved(4, 3);
        expected.move_blank_to(10);
        assert_eq!(inner, expected);
        assert_eq!(inner.tile_at(0), 1);
        assert_eq!(inner.tile_at(11), 11);
    }

    #[test]
    fn straight_runs_become_one_click() {
        // 4×4, blank at 15: left, left, up, up, right.
        let slides = slides_of_path(4, 15, &[14, 13, 9, 5, 6]);
        assert_eq!(
            slides,
            vec![
                Slide(Pos::new(1, 3)),
                Slide(Pos::new(1, 1)),
                Slide(Pos::new(2, 1))
            ]
        );
    }

    #[test]
    fn steps_stop_at_the_edges() {
        let steps = Steps::new(4, 4);
        assert_eq!(
            [0, 1, 2, 3].map(|step| steps.target(0, step)),
            [OFF_BOARD, OFF_BOARD, 1, 4]
        );
        assert_eq!(
            [0, 1, 2, 3].map(|step| steps.target(15, step)),
            [11, 14, OFF_BOARD, OFF_BOARD]
        );
        // 5 wide, 3 high: the bottom-right cell is 14, its up neighbour 9.
        let wide = Steps::new(5, 3);
        assert_eq!(
            [0, 1, 2, 3].map(|step| wide.target(14, step)),
            [9, 13, OFF_BOARD, OFF_BOARD]
        );
    }
}
