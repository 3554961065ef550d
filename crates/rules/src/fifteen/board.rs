//! The searches' compact board: the tile on each cell and the cell of each tile, for
//! sides up to 6, with the blank as tile 0; and turning a path of the blank into moves.

use super::state::{Fifteen, Slide};
use crate::grid::Pos;
use crate::puzzle::Puzzle;

/// Cells of the largest board (6×6).
pub(crate) const MAX_CELLS: usize = 36;
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
    size: u8,
    cells: [u8; MAX_CELLS],
    places: [u8; MAX_CELLS],
}

impl Board {
    /// The board with `tiles` on its cells, row by row (0 is the blank). The caller
    /// guarantees a permutation of `0..size²`.
    pub fn from_tiles(size: usize, tiles: &[u8]) -> Self {
        debug_assert_eq!(tiles.len(), size * size);
        let mut board = Self {
            size: size as u8,
            cells: [0; MAX_CELLS],
            places: [0; MAX_CELLS],
        };
        for (cell, &tile) in tiles.iter().enumerate() {
            board.cells[cell] = tile;
            board.places[usize::from(tile)] = cell as u8;
        }
        board
    }

    /// The solved board of side `size`.
    pub fn solved(size: usize) -> Self {
        let count = size * size;
        let tiles: Vec<u8> = (0..count)
            .map(|cell| {
                if cell + 1 == count {
                    BLANK
                } else {
                    cell as u8 + 1
                }
            })
            .collect();
        Self::from_tiles(size, &tiles)
    }

    /// The game's board.
    pub fn from_game(game: &Fifteen) -> Self {
        let tiles: Vec<u8> = game
            .cells()
            .iter()
            .map(|(_, cell)| cell.map_or(BLANK, |tile| tile as u8))
            .collect();
        Self::from_tiles(game.size(), &tiles)
    }

    pub fn size(&self) -> usize {
        usize::from(self.size)
    }

    pub fn cell_count(&self) -> usize {
        self.size() * self.size()
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
        *self == Self::solved(self.size())
    }

    /// The bottom-right square without the first `offset` rows and columns, its tiles
    /// renumbered as a board of their own. Only meaningful once those rows and columns
    /// are solved, so that the square holds exactly its own tiles and the blank.
    pub fn inner(&self, offset: usize) -> Self {
        let size = self.size();
        let inner_size = size - offset;
        let mut tiles = Vec::with_capacity(inner_size * inner_size);
        for y in offset..size {
            for x in offset..size {
                let tile = usize::from(self.cells[y * size + x]);
                let renumbered = if tile == 0 {
                    BLANK
                } else {
                    let (goal_x, goal_y) = ((tile - 1) % size, (tile - 1) / size);
                    debug_assert!(goal_x >= offset && goal_y >= offset);
                    ((goal_y - offset) * inner_size + (goal_x - offset) + 1) as u8
                };
                tiles.push(renumbered);
            }
        }
        Self::from_tiles(inner_size, &tiles)
    }
}

/// Where the blank goes from each cell with each step ([`OFF_BOARD`] at an edge).
#[derive(Clone, Debug)]
pub(crate) struct Steps {
    targets: [[u8; STEP_COUNT]; MAX_CELLS],
}

impl Steps {
    pub fn new(size: usize) -> Self {
        let mut targets = [[OFF_BOARD; STEP_COUNT]; MAX_CELLS];
        for (cell, steps) in targets.iter_mut().enumerate().take(size * size) {
            let (x, y) = (cell % size, cell / size);
            let to = |x: usize, y: usize| (y * size + x) as u8;
            if y > 0 {
                steps[0] = to(x, y - 1);
            }
            if x > 0 {
                steps[1] = to(x - 1, y);
            }
            if x + 1 < size {
                steps[2] = to(x + 1, y);
            }
            if y + 1 < size {
                steps[3] = to(x, y + 1);
            }
        }
        Self { targets }
    }

    /// Steps that never enter the `locked` cells (a bit per cell).
    pub fn avoiding(size: usize, locked: u64) -> Self {
        let mut steps = Self::new(size);
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
/// `blank`) as clicks on a board of side `size`: each straight run of the blank becomes
/// one click on its farthest tile, which slides the whole run at once.
pub(crate) fn slides_of_path(size: usize, blank: u8, path: &[u8]) -> Vec<Slide> {
    let pos = |cell: u8| Pos::new(usize::from(cell) % size, usize::from(cell) / size);
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
        let mut board = Board::solved(3);
        assert_eq!(board.blank(), 8);
        assert_eq!(board.move_blank_to(5), 6);
        assert_eq!(board.move_blank_to(4), 5);
        assert_eq!(board, Board::from_tiles(3, &[1, 2, 3, 4, 0, 5, 7, 8, 6]));
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
        let mut board = Board::solved(5);
        board.move_blank_to(23);
        let inner = board.inner(1);
        assert_eq!(inner.size(), 4);
        let mut expected = Board::solved(4);
        expected.move_blank_to(14);
        assert_eq!(inner, expected);
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
        let steps = Steps::new(4);
        assert_eq!(
            [0, 1, 2, 3].map(|step| steps.target(0, step)),
            [OFF_BOARD, OFF_BOARD, 1, 4]
        );
        assert_eq!(
            [0, 1, 2, 3].map(|step| steps.target(15, step)),
            [11, 14, OFF_BOARD, OFF_BOARD]
        );
    }
}
