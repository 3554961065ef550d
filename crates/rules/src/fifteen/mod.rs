//! Fifteen (SPEC §4): slide numbered tiles through the blank until they are back in order.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use crate::board_text::{BoardError, check_extras, parse_board, print_board};
use crate::collapse::Motion;
use crate::grid::{Grid, Pos};
use crate::plan::{PlanOptions, Planner};
use crate::puzzle::{Change, MoveError, Puzzle, yes_no};

mod board;
mod deal;
mod duplicates;
mod ida;
mod manhattan;
mod pattern_bound;
mod pdb;
mod pdb_build;
mod pdb_bytes;
mod planner;
mod reduce;
mod text;

pub use deal::{Shuffle, is_solvable, shuffle, solved_board};
pub use pdb::{Encoding, PARTITION, Tables, install_tables, installed_tables};
pub use pdb_build::TableBuilder;
pub use planner::FifteenPlanner;
use text::{cell_places, parse_tile_cell};

/// Smallest and largest board side a player may choose (the tutorial's board is 4×4).
pub const SIZE_RANGE: RangeInclusive<usize> = 3..=6;
/// How many random blank moves a new game makes, as the tutorial's
/// `Move = Int(Rnd * 500) + 250`.
pub const SHUFFLE_MOVES: RangeInclusive<u32> = 250..=749;

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

    /// Boards from 4x4 up end in an optimal 4x4 search, which wants the tables.
    fn planner_ready(&self) -> bool {
        self.size() < 4 || installed_tables().is_some()
    }

    /// [`FifteenPlanner`] with the installed tables ([`install_tables`]).
    fn planner(&self, _options: &PlanOptions) -> Box<dyn Planner<Self>> {
        Box::new(FifteenPlanner::new(self, installed_tables()))
    }
}
