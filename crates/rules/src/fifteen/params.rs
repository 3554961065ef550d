//! Fifteen's settings: the board's width and height, which puzzle (Fifteen or Sixteen),
//! and how long the deal's shuffle is.

use std::ops::RangeInclusive;

use crate::params::Limit;

/// How many random blank moves (or rotations) a new game makes, as the tutorial's
/// `Move = Int(Rnd * 500) + 250`.
pub const SHUFFLE_MOVES: RangeInclusive<u32> = 250..=749;

crate::params::choice!(
    /// Which puzzle the board plays.
    Kind {
        /// Tiles slide into the blank.
        Fifteen = "fifteen",
        /// No blank: a move rotates a whole row or column by one cell, the tile leaving
        /// one end coming in at the other (Taquin's and Tatham's Sixteen).
        Sixteen = "sixteen",
    }
);

/// The board's shape and the puzzle played on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    /// Tiles per row.
    pub width: usize,
    /// Tiles per column.
    pub height: usize,
    pub kind: Kind,
}

crate::params::params_as_numbers!(Params {
    width: WIDTH,
    height: HEIGHT;
    kind: Kind,
} short: square_form, from_square_form);

impl Default for Params {
    fn default() -> Self {
        Self::square(4)
    }
}

/// The square boards offered as presets (Taquin's sizes).
pub const SQUARE_BOARDS: [usize; 4] = [3, 4, 5, 6];

impl Params {
    /// Tiles per row a player may choose (Tatham's Fifteen takes any rectangle).
    pub const WIDTH: Limit = Limit::new("width", 3, 8);
    /// Tiles per column a player may choose.
    pub const HEIGHT: Limit = Limit::new("height", 3, 8);

    /// Fifteen on a square board of side `size`.
    pub fn square(size: usize) -> Self {
        Self {
            width: size,
            height: size,
            kind: Kind::Fifteen,
        }
    }

    /// The same settings brought into the ranges a player may choose.
    pub fn clamped(&self) -> Self {
        Self {
            width: Self::WIDTH.clamp(self.width),
            height: Self::HEIGHT.clamp(self.height),
            kind: self.kind,
        }
    }

    /// Whether rows and columns rotate (Sixteen) instead of tiles sliding into a blank.
    pub fn rotates(&self) -> bool {
        self.kind == Kind::Sixteen
    }

    /// The form every code and record had before boards could be rectangles: the side
    /// alone, where it says everything.
    fn square_form(&self) -> Option<Vec<usize>> {
        (self.width == self.height).then(|| vec![self.width])
    }

    /// Reads the side alone back.
    fn from_square_form(numbers: &[usize]) -> Option<Self> {
        match *numbers {
            [side] => Some(Self::square(side)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_prints_as_its_side_and_a_rectangle_as_both() {
        assert_eq!(Params::square(4).to_string(), "4");
        assert_eq!("4".parse::<Params>(), Ok(Params::square(4)));
        let wide = Params {
            width: 5,
            height: 3,
            kind: Kind::Sixteen,
        };
        assert_eq!(wide.to_string(), "5x3 kind=sixteen");
        assert_eq!(wide.to_string().parse::<Params>(), Ok(wide));
        let clamped = Params {
            width: 9,
            height: 1,
            kind: Kind::Fifteen,
        }
        .clamped();
        assert_eq!((clamped.width, clamped.height), (8, 3));
    }
}
