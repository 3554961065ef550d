//! Fifteen's settings: the board side, and how long the deal's shuffle is.

use std::ops::RangeInclusive;

use crate::params::Limit;

/// Smallest and largest board side: [`Params::SIZE`]'s range, under the name callers
/// knew first.
pub const SIZE_RANGE: RangeInclusive<usize> = Params::SIZE.range;
/// How many random blank moves a new game makes, as the tutorial's
/// `Move = Int(Rnd * 500) + 250`.
pub const SHUFFLE_MOVES: RangeInclusive<u32> = 250..=749;

/// The board side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    /// Tiles per row and per column, in [`Params::SIZE`] once clamped.
    pub size: usize,
}

crate::params::params_as_numbers!(Params { size: SIZE });

impl Default for Params {
    fn default() -> Self {
        Self { size: 4 }
    }
}

impl Params {
    /// Board sides a player may choose (the tutorial's board is 4×4); the engine
    /// handles up to 6×6.
    pub const SIZE: Limit = Limit::new("size", 3, 6);

    /// The same settings brought into the range a player may choose.
    pub fn clamped(&self) -> Self {
        Self {
            size: Self::SIZE.clamp(self.size),
        }
    }
}
