//! Fifteen's settings: the board side, and how long the deal's shuffle is.

use std::ops::RangeInclusive;

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
