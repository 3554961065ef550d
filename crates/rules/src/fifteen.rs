//! Fifteen (SPEC §4): slide numbered tiles through the blank until they are back in order.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use crate::board_text::{BoardError, check_extras, parse_board, print_board};
use crate::collapse::Motion;
use crate::grid::{Grid, Pos};
use crate::puzzle::{Change, MoveError, Puzzle, yes_no};
use crate::rng::GameRng;

/// Smallest and largest board side a player may choose (the tutorial's board is 4×4).
pub const SIZE_RANGE: RangeInclusive<usize> = 3..=6;
/// How many random blank moves a new game makes, as the tutorial's
/// `Move = Int(Rnd * 500) + 250`.
pub const SHUFFLE_MOVES: RangeInclusive<u32> = 250..=749;

/// The tutorial's neighbours of the blank, in its order (`xx`/`yy`): left, up, down, right.
const BLANK_STEPS: [(isize, isize); 4] = [(-1, 0), (0, -1), (0, 1), (1, 0)];

/// The board side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    /// Tiles per row and per column, in [`SIZE_RANGE`] once clamped.
    pub size: usize,
}

crate::puzzle::params_as_numbers!(Params { size });

impl Default for Params {
    fn default() -> Self {
        Self { size: 4 }
    }
}

impl Params {
    /// The same settings brought into the range a player may choose.
    pub fn clamped(&self) -> Self {
        Self {
            size: self.size.clamp(*SIZE_RANGE.start(), *SIZE_RANGE.end()),
        }
    }
}

/// The whole game state: the tiles (`None` is the blank), where the blank is, and the
/// number of single-tile moves made so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fifteen {
    board: Grid<Option<u16>>,
    blank: Pos,
    moves: u64,
}

/// Slide the clicked tile, and every tile between it and the blank, one step towards
/// the blank. Printed and parsed as `x,y` (the clicked tile).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slide(pub Pos);

impl fmt::Display for Slide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Slide {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        text.parse().map(Slide)
    }
}

/// An arrow key. It names the direction the TILE moves: `Left` slides the tile on the
/// blank's right leftwards into the blank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arrow {
    Up,
    Down,
    Left,
    Right,
}

impl Arrow {
    /// Every arrow.
    pub const ALL: [Arrow; 4] = [Arrow::Up, Arrow::Down, Arrow::Left, Arrow::Right];
}

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

/// Deals the board of a new game of side `size` (brought into [`SIZE_RANGE`]) from
/// `seed`: from the solved board, the blank makes a random number of random legal moves.
///
/// As in the tutorial, each step draws one of the four neighbours (left, up, down,
/// right) and draws again if it is off the board, so every legal neighbour is equally
/// likely, and a step may undo the one before. If the planned moves bring the board back
/// to solved, the blank keeps moving until it is not.
pub fn shuffle(size: usize, seed: u64) -> Shuffle {
    let size = size.clamp(*SIZE_RANGE.start(), *SIZE_RANGE.end());
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

fn tile_number(number: usize) -> u16 {
    u16::try_from(number).expect("boards are at most 6×6")
}

impl Fifteen {
    /// Single-tile moves made so far (sliding three tiles at once counts 3).
    pub fn moves(&self) -> u64 {
        self.moves
    }

    /// Whether every tile is back at its place (the blank is then bottom-right).
    pub fn is_solved(&self) -> bool {
        self.board == solved_board(self.size())
    }

    /// Where the blank is.
    pub fn blank(&self) -> Pos {
        self.blank
    }

    /// The board side.
    pub fn size(&self) -> usize {
        self.board.width()
    }

    /// The move an arrow key makes: the tile next to the blank on the side the arrow
    /// points away from slides into it. `None` at the edge or once solved.
    pub fn arrow_move(&self, arrow: Arrow) -> Option<Slide> {
        if self.is_solved() {
            return None;
        }
        let Pos { x, y } = self.blank;
        let tile = match arrow {
            Arrow::Left => Pos::new(x + 1, y),
            Arrow::Right => Pos::new(x.checked_sub(1)?, y),
            Arrow::Up => Pos::new(x, y + 1),
            Arrow::Down => Pos::new(x, y.checked_sub(1)?),
        };
        self.board.contains(tile).then_some(Slide(tile))
    }

    /// The tiles a click on `pos` would slide, the one next to the blank first and the
    /// clicked one last; `None` unless `pos` is a tile in the blank's row or column.
    fn tiles_to_slide(&self, pos: Pos) -> Option<Vec<Pos>> {
        let blank = self.blank;
        if !self.board.contains(pos) || pos == blank {
            return None;
        }
        let tiles = if pos.y == blank.y {
            if pos.x < blank.x {
                (pos.x..blank.x).rev().map(|x| Pos::new(x, pos.y)).collect()
            } else {
                (blank.x + 1..=pos.x).map(|x| Pos::new(x, pos.y)).collect()
            }
        } else if pos.x == blank.x {
            if pos.y < blank.y {
                (pos.y..blank.y).rev().map(|y| Pos::new(pos.x, y)).collect()
            } else {
                (blank.y + 1..=pos.y).map(|y| Pos::new(pos.x, y)).collect()
            }
        } else {
            return None;
        };
        Some(tiles)
    }
}

/// Reads a cell: a tile number or `.` for the blank.
fn parse_tile_cell(token: &str) -> Result<Option<u16>, String> {
    if token == "." {
        return Ok(None);
    }
    if token.is_empty() || !token.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "unknown cell {token:?} (expected a tile number or . for the blank)"
        ));
    }
    token
        .parse::<u16>()
        .map(Some)
        .map_err(|_| format!("tile {token} is too large"))
}

/// The (line, column) of every cell, row by row, for error messages. It repeats
/// `parse_board`'s rule for which lines are rows, which holds once `key: value` lines
/// have been refused.
fn cell_places(text: &str) -> Vec<Vec<(usize, usize)>> {
    text.lines()
        .enumerate()
        .filter_map(|(index, raw_line)| {
            let line = raw_line.trim_end_matches('\r').trim_end();
            if line.trim().is_empty() || line.starts_with('#') {
                return None;
            }
            let mut column = 1;
            let places = line
                .split(' ')
                .map(|token| {
                    let place = (index + 1, column);
                    column += token.chars().count() + 1;
                    place
                })
                .collect();
            Some(places)
        })
        .collect()
}

impl Puzzle for Fifteen {
    const ID: &'static str = "fifteen";
    const TITLE: &'static str = "Fifteen";
    type Params = Params;
    type Piece = u16;
    type Move = Slide;
    type Ui = ();
    const LOWER_IS_BETTER: bool = true;

    fn new_game(params: &Params, seed: u64) -> Self {
        let dealt = shuffle(params.clamped().size, seed);
        Self {
            board: dealt.board,
            blank: dealt.blank,
            moves: 0,
        }
    }

    /// The board's size is the file's (`params` is not used), square with a side in
    /// [`SIZE_RANGE`]. Every tile must appear once with one blank, and the position must
    /// be solvable ([`is_solvable`]), since the game promises that. A solved board is
    /// accepted and is over at once. Nothing is random after the deal, so `seed` is unused.
    fn from_board_text(_params: &Params, text: &str, _seed: u64) -> Result<Self, BoardError> {
        let parsed = parse_board(text, parse_tile_cell)?;
        check_extras(&parsed, Self::ID, &[])?;
        let places = cell_places(text);
        let first_line = places[0][0].0;
        let board = parsed.grid;
        let (width, height) = (board.width(), board.height());
        if width != height || !SIZE_RANGE.contains(&width) {
            return Err(BoardError::new(
                first_line,
                0,
                format!(
                    "fifteen boards are NxN with N from {} to {}, this one is {width}x{height}",
                    SIZE_RANGE.start(),
                    SIZE_RANGE.end()
                ),
            ));
        }
        let size = width;
        let last = size * size - 1;
        let Some((blank, _)) = board.iter().find(|(_, cell)| cell.is_none()) else {
            return Err(BoardError::new(
                first_line,
                0,
                format!(
                    "the board has no blank (.); a {size}x{size} board has tiles 1 to {last} and one blank"
                ),
            ));
        };
        // Index 0 is the blank, 1..=last the tiles.
        let mut seen: Vec<Option<(usize, usize)>> = vec![None; last + 1];
        for (pos, cell) in board.iter() {
            let (line, column) = places[pos.y][pos.x];
            let (slot, name) = match *cell {
                None => (0, "the blank (.)".to_string()),
                Some(number) => {
                    let number = usize::from(number);
                    if !(1..=last).contains(&number) {
                        return Err(BoardError::new(
                            line,
                            column,
                            format!(
                                "tile {number} is out of range: a {size}x{size} board has tiles 1 to {last}"
                            ),
                        ));
                    }
                    (number, format!("tile {number}"))
                }
            };
            if let Some((first_line, first_column)) = seen[slot] {
                return Err(BoardError::new(
                    line,
                    column,
                    format!(
                        "{name} appears twice (first at line {first_line}, column {first_column})"
                    ),
                ));
            }
            seen[slot] = Some((line, column));
        }
        if !is_solvable(&board) {
            return Err(BoardError::new(
                first_line,
                0,
                "this board cannot be solved: swapping any two tiles would make it solvable \
                 (the tile order has the wrong parity for where the blank is)",
            ));
        }
        Ok(Self {
            board,
            blank,
            moves: 0,
        })
    }

    fn board_text(&self) -> String {
        print_board(&self.board, |cell| {
            cell.map_or_else(|| ".".to_string(), |number| number.to_string())
        })
    }

    fn status_lines(&self) -> Vec<(&'static str, String)> {
        vec![
            ("score", self.score().to_string()),
            ("over", yes_no(self.is_over())),
            ("solved", yes_no(self.is_solved())),
            ("moves", self.moves.to_string()),
        ]
    }

    fn cells(&self) -> &Grid<Option<u16>> {
        &self.board
    }

    /// For Fifteen the score is the move count ([`Fifteen::moves`]): lower is better.
    fn score(&self) -> u64 {
        self.moves
    }

    fn is_over(&self) -> bool {
        self.is_solved()
    }

    fn apply(&self, mv: &Slide) -> Result<(Self, Vec<Change<u16>>), MoveError> {
        let Slide(pos) = *mv;
        if !self.board.contains(pos) {
            return Err(MoveError::OffBoard(pos));
        }
        if self.is_solved() {
            return Err(MoveError::GameOver);
        }
        if pos == self.blank {
            return Err(MoveError::Illegal(format!("{pos} is the blank")));
        }
        let tiles = self.tiles_to_slide(pos).ok_or_else(|| {
            MoveError::Illegal(format!(
                "{pos} is not in the blank's row or column (the blank is at {})",
                self.blank
            ))
        })?;
        let mut next = self.clone();
        let mut hole = self.blank;
        let mut motions = Vec::with_capacity(tiles.len());
        for from in tiles {
            next.board.swap(from, hole);
            motions.push(Motion { from, to: hole });
            hole = from;
        }
        next.blank = hole;
        next.moves += motions.len() as u64;
        Ok((next, vec![Change::Slid(motions)]))
    }

    fn click(&self, _ui: &mut (), pos: Pos) -> Option<Slide> {
        if self.is_solved() {
            return None;
        }
        self.tiles_to_slide(pos).map(|_| Slide(pos))
    }

    fn clicks(&self, mv: &Slide) -> Vec<Pos> {
        vec![mv.0]
    }

    fn hint(&self) -> Option<Vec<Pos>> {
        let slide = Arrow::ALL
            .into_iter()
            .find_map(|arrow| self.arrow_move(arrow))?;
        Some(vec![slide.0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_places_skip_comments_and_count_wide_tokens() {
        let places = cell_places("# comment\n\n10 2 .\n1 11 3\n");
        assert_eq!(places[0], [(3, 1), (3, 4), (3, 6)]);
        assert_eq!(places[1], [(4, 1), (4, 3), (4, 6)]);
    }

    #[test]
    fn tile_cells_parse_numbers_and_blank_only() {
        assert_eq!(parse_tile_cell("."), Ok(None));
        assert_eq!(parse_tile_cell("12"), Ok(Some(12)));
        assert!(parse_tile_cell("+3").is_err());
        assert!(parse_tile_cell("x").is_err());
        assert!(
            parse_tile_cell("99999999")
                .unwrap_err()
                .contains("too large")
        );
    }

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
