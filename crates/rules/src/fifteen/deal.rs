//! Dealing a Fifteen board: the tutorial's random blank walk, and which boards can be solved.

use super::params::{Params, SHUFFLE_MOVES};
use crate::grid::{Grid, Pos};
use crate::rng::GameRng;

/// The tutorial's neighbours of the blank, in its order (`xx`/`yy`): left, up, down, right.
const BLANK_STEPS: [(isize, isize); 4] = [(-1, 0), (0, -1), (0, 1), (1, 0)];

/// A dealt position and how it was reached, so the shuffle can be checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shuffle {
    /// The dealt tiles (`None` is the blank).
    pub board: Grid<Option<u16>>,
    /// Where the blank ended up.
    pub blank: Pos,
    /// The drawn number of blank moves, in [`SHUFFLE_MOVES`].
    pub planned: u32,
    /// The blank moves actually made: `planned`, plus more if the board came back solved.
    pub made: u32,
}

/// The solved board of side `size`: tiles `1..size²−1` row by row, the blank bottom-right.
pub fn solved_board(size: usize) -> Grid<Option<u16>> {
    Grid::from_fn(size, size, |pos| {
        let number = pos.y * size + pos.x + 1;
        (number < size * size).then(|| tile_number(number))
    })
}

/// Deals the board of a new game of side `size` (brought into [`Params::SIZE`]) from
/// `seed`: from the solved board, the blank makes a random number of random legal moves.
///
/// As in the tutorial, each step draws one of the four neighbours (left, up, down,
/// right) and draws again if it is off the board, so every legal neighbour is equally
/// likely, and a step may undo the one before. If the planned moves bring the board back
/// to solved, the blank keeps moving until it is not.
pub fn shuffle(size: usize, seed: u64) -> Shuffle {
    let size = Params::SIZE.clamp(size);
    let solved = solved_board(size);
    let mut rng = GameRng::from_seed(seed);
    let mut board = solved.clone();
    let mut blank = Pos::new(size - 1, size - 1);
    let planned = rng.between(*SHUFFLE_MOVES.start(), *SHUFFLE_MOVES.end());
    let mut made = 0;
    while made < planned || board == solved {
        let (dx, dy) = BLANK_STEPS[rng.index(BLANK_STEPS.len())];
        let (Some(x), Some(y)) = (
            blank.x.checked_add_signed(dx),
            blank.y.checked_add_signed(dy),
        ) else {
            continue;
        };
        let next = Pos::new(x, y);
        if !board.contains(next) {
            continue;
        }
        board.swap(blank, next);
        blank = next;
        made += 1;
    }
    Shuffle {
        board,
        blank,
        planned,
        made,
    }
}

/// Whether a board can be brought back to solved by sliding tiles. `false` unless the
/// board is square and holds each tile `1..N²−1` once and one blank.
///
/// The parity rule: count the inversions (pairs of tiles out of order, reading row by
/// row and skipping the blank). On an odd side they must be even; on an even side,
/// inversions plus the blank's row counted from the bottom (1-based) must be odd.
pub fn is_solvable(grid: &Grid<Option<u16>>) -> bool {
    let size = grid.width();
    if grid.height() != size || !holds_every_tile_once(grid) {
        return false;
    }
    let tiles: Vec<u16> = grid.iter().filter_map(|(_, cell)| *cell).collect();
    let inversions: usize = tiles
        .iter()
        .enumerate()
        .map(|(i, a)| tiles[i + 1..].iter().filter(|b| a > b).count())
        .sum();
    let Some((blank, _)) = grid.iter().find(|(_, cell)| cell.is_none()) else {
        return false;
    };
    if size.is_multiple_of(2) {
        let blank_row_from_bottom = size - blank.y;
        !(inversions + blank_row_from_bottom).is_multiple_of(2)
    } else {
        inversions.is_multiple_of(2)
    }
}

fn holds_every_tile_once(grid: &Grid<Option<u16>>) -> bool {
    let cell_count = grid.width() * grid.height();
    let mut cells: Vec<Option<u16>> = grid.iter().map(|(_, cell)| *cell).collect();
    cells.sort_unstable();
    // `None` sorts first, so a full set is exactly [None, 1, 2, …, N²−1].
    cells
        .iter()
        .enumerate()
        .all(|(i, cell)| *cell == (i > 0).then(|| tile_number(i)))
        && cells.len() == cell_count
}

pub(super) fn tile_number(number: usize) -> u16 {
    u16::try_from(number).expect("boards are at most 6×6")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_set_check_refuses_missing_and_extra_blanks() {
        assert!(holds_every_tile_once(&solved_board(3)));
        let mut two_blanks = solved_board(3);
        two_blanks[Pos::new(0, 0)] = None;
        assert!(!holds_every_tile_once(&two_blanks));
        let mut no_blank = solved_board(3);
        no_blank[Pos::new(2, 2)] = Some(9);
        assert!(!holds_every_tile_once(&no_blank));
    }
}
