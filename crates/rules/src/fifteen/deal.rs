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

/// The solved board of `width` × `height`: tiles `1..w·h−1` row by row and the blank
/// bottom-right; in Sixteen (`with_blank` false) the last cell holds tile `w·h`.
pub fn solved_board(width: usize, height: usize, with_blank: bool) -> Grid<Option<u16>> {
    let count = width * height;
    Grid::from_fn(width, height, |pos| {
        let number = pos.y * width + pos.x + 1;
        (number < count || !with_blank).then(|| tile_number(number))
    })
}

/// The rotations a Sixteen deal draws from: `(−1, y)`, `(w, y)`, `(x, −1)`, `(x, h)`
/// for every row and column (a coordinate of −1 is held as `usize::MAX`), in pairs:
/// each arrow at an even index, its opposite just after it.
pub fn rotation_clicks(width: usize, height: usize) -> Vec<Pos> {
    let before = usize::MAX;
    let rows = (0..height).flat_map(|y| [Pos::new(before, y), Pos::new(width, y)]);
    let columns = (0..width).flat_map(|x| [Pos::new(x, before), Pos::new(x, height)]);
    rows.chain(columns).collect()
}

/// Deals the board of a new game from `seed` (the settings brought into their ranges).
///
/// Fifteen: from the solved board, the blank makes a random number of random legal
/// moves. As in the tutorial, each step draws one of the four neighbours (left, up,
/// down, right) and draws again if it is off the board, so every legal neighbour is
/// equally likely, and a step may undo the one before. Sixteen: as many random rotations
/// of a row or column. If the planned moves bring the board back to solved, the moves
/// go on until it is not.
pub fn shuffle(params: &Params, seed: u64) -> Shuffle {
    let params = params.clamped();
    let (width, height) = (params.width, params.height);
    let with_blank = !params.rotates();
    let solved = solved_board(width, height, with_blank);
    let mut rng = GameRng::from_seed(seed);
    let mut board = solved.clone();
    let mut blank = Pos::new(width - 1, height - 1);
    let planned = rng.between(*SHUFFLE_MOVES.start(), *SHUFFLE_MOVES.end());
    let mut made = 0;
    let rotations = rotation_clicks(width, height);
    while made < planned || board == solved {
        if !with_blank {
            rotate(&mut board, rotations[rng.index(rotations.len())]);
            made += 1;
            continue;
        }
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

/// The cells a Sixteen click just outside the board moves, each with where it goes:
/// `(−1, y)` turns row y left (its first tile to its end), `(w, y)` right, `(x, −1)`
/// column x up, `(x, h)` down. `None` for any other position.
pub fn rotation_motions(width: usize, height: usize, click: Pos) -> Option<Vec<(Pos, Pos)>> {
    let before = usize::MAX;
    let Pos { x, y } = click;
    let motions: Vec<(Pos, Pos)> = if x == before && y < height {
        (0..width)
            .map(|from| (Pos::new(from, y), Pos::new((from + width - 1) % width, y)))
            .collect()
    } else if x == width && y < height {
        (0..width)
            .map(|from| (Pos::new(from, y), Pos::new((from + 1) % width, y)))
            .collect()
    } else if y == before && x < width {
        (0..height)
            .map(|from| (Pos::new(x, from), Pos::new(x, (from + height - 1) % height)))
            .collect()
    } else if y == height && x < width {
        (0..height)
            .map(|from| (Pos::new(x, from), Pos::new(x, (from + 1) % height)))
            .collect()
    } else {
        return None;
    };
    Some(motions)
}

/// Plays the Sixteen rotation `click` on `board` (nothing if it is not an arrow).
pub(super) fn rotate(board: &mut Grid<Option<u16>>, click: Pos) {
    let Some(motions) = rotation_motions(board.width(), board.height(), click) else {
        return;
    };
    let before = board.clone();
    for (from, to) in motions {
        board[to] = before[from];
    }
}

/// Whether a board can be brought back to solved. Fifteen (a board with a blank): the
/// board must hold each tile `1..w·h−1` once and one blank, and by the parity rule count
/// the inversions (pairs of tiles out of order, reading row by row and skipping the
/// blank): on an odd width they must be even; on an even width, inversions plus the
/// blank's row counted from the bottom (1-based) must be odd. Sixteen (no blank): the
/// board must hold each tile `1..w·h` once, and where both sides are odd every rotation
/// is an even permutation, so the inversions must be even; otherwise any order is.
pub fn is_solvable(grid: &Grid<Option<u16>>) -> bool {
    let (width, height) = (grid.width(), grid.height());
    let with_blank = grid.iter().any(|(_, cell)| cell.is_none());
    if !holds_every_tile_once(grid, with_blank) {
        return false;
    }
    let tiles: Vec<u16> = grid.iter().filter_map(|(_, cell)| *cell).collect();
    let inversions: usize = tiles
        .iter()
        .enumerate()
        .map(|(i, a)| tiles[i + 1..].iter().filter(|b| a > b).count())
        .sum();
    let Some((blank, _)) = grid.iter().find(|(_, cell)| cell.is_none()) else {
        let both_odd = width % 2 == 1 && height % 2 == 1;
        return !both_odd || inversions.is_multiple_of(2);
    };
    if width.is_multiple_of(2) {
        let blank_row_from_bottom = height - blank.y;
        !(inversions + blank_row_from_bottom).is_multiple_of(2)
    } else {
        inversions.is_multiple_of(2)
    }
}

/// Whether the board holds each tile once, with one blank (`with_blank`) or none.
fn holds_every_tile_once(grid: &Grid<Option<u16>>, with_blank: bool) -> bool {
    let mut cells: Vec<Option<u16>> = grid.iter().map(|(_, cell)| *cell).collect();
    cells.sort_unstable();
    // `None` sorts first, so a full set is exactly [None, 1, 2, …, N−1] or [1, …, N].
    let first = usize::from(!with_blank);
    cells
        .iter()
        .enumerate()
        .all(|(i, cell)| *cell == (i + first > 0).then(|| tile_number(i + first)))
}

pub(super) fn tile_number(number: usize) -> u16 {
    u16::try_from(number).expect("boards are at most 8×8")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_set_check_refuses_missing_and_extra_blanks() {
        assert!(holds_every_tile_once(&solved_board(3, 3, true), true));
        let mut two_blanks = solved_board(3, 3, true);
        two_blanks[Pos::new(0, 0)] = None;
        assert!(!holds_every_tile_once(&two_blanks, true));
        let mut no_blank = solved_board(3, 3, true);
        no_blank[Pos::new(2, 2)] = Some(9);
        assert!(!holds_every_tile_once(&no_blank, true));
        assert!(holds_every_tile_once(&no_blank, false));
        assert!(!holds_every_tile_once(&solved_board(4, 3, true), false));
    }

    #[test]
    fn the_four_arrows_rotate_a_row_or_column_with_wrap() {
        // 3 wide, 2 high: 1 2 3 / 4 5 6.
        let solved = solved_board(3, 2, false);
        let tiles = |board: &Grid<Option<u16>>| -> Vec<u16> {
            board.iter().map(|(_, cell)| cell.unwrap()).collect()
        };
        let mut board = solved.clone();
        rotate(&mut board, Pos::new(usize::MAX, 0));
        assert_eq!(tiles(&board), [2, 3, 1, 4, 5, 6]);
        rotate(&mut board, Pos::new(3, 0));
        assert_eq!(board, solved);
        rotate(&mut board, Pos::new(2, 2));
        assert_eq!(tiles(&board), [1, 2, 6, 4, 5, 3]);
        rotate(&mut board, Pos::new(2, usize::MAX));
        assert_eq!(board, solved);
        assert!(rotation_motions(3, 2, Pos::new(1, 1)).is_none());
        assert_eq!(rotation_clicks(3, 2).len(), 10);
    }
}
