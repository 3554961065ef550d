//! A Fifteen position: the tiles, where the blank is and the moves made; the slide a
//! click or an arrow key makes (in Sixteen, the rotation a click on an arrow makes).

use std::fmt;
use std::str::FromStr;

use super::deal::solved_board;
use super::params::Kind;
use crate::grid::{Grid, Pos};

/// The whole game state: the tiles (`None` is the blank), where the blank is, the
/// number of single-tile moves (Sixteen: rotations) made so far, and which puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fifteen {
    pub(super) board: Grid<Option<u16>>,
    /// Where the blank is; Sixteen has none and keeps the bottom-right cell here.
    pub(super) blank: Pos,
    pub(super) moves: u64,
    pub(super) kind: Kind,
}

/// Slide the clicked tile, and every tile between it and the blank, one step towards
/// the blank; in Sixteen, the arrow clicked just outside the board (`-1,y`, `w,y`,
/// `x,-1`, `x,h`), which rotates that row or column by one cell. Printed and parsed as
/// `x,y`.
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
        self.board == solved_board(self.width(), self.height(), !self.rotates())
    }

    /// Where the blank is (Sixteen has none: the bottom-right cell).
    pub fn blank(&self) -> Pos {
        self.blank
    }

    /// Tiles per row.
    pub fn width(&self) -> usize {
        self.board.width()
    }

    /// Tiles per column.
    pub fn height(&self) -> usize {
        self.board.height()
    }

    /// Which puzzle this is.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// Whether rows and columns rotate (Sixteen).
    pub fn rotates(&self) -> bool {
        self.kind == Kind::Sixteen
    }

    /// The move an arrow key makes: the tile next to the blank on the side the arrow
    /// points away from slides into it. `None` at the edge, once solved, or in Sixteen
    /// (whose arrows are around the board).
    pub fn arrow_move(&self, arrow: Arrow) -> Option<Slide> {
        if self.is_solved() || self.rotates() {
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
    pub(super) fn tiles_to_slide(&self, pos: Pos) -> Option<Vec<Pos>> {
        let blank = self.blank;
        if self.rotates() || !self.board.contains(pos) || pos == blank {
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
