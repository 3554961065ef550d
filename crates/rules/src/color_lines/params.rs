//! Color Lines' settings and the constants of its rules.

use std::ops::RangeInclusive;

use crate::board_text::Colour;
use crate::params::Limit;

/// Colours in letter order R G Y B P C O; a game uses the first `colours` of them.
pub const PALETTE: [Colour; 7] = Colour::ALL;
/// Smallest and largest board side: [`Params::SIZE`]'s range, under the name callers
/// knew first.
pub const SIDE_RANGE: RangeInclusive<usize> = Params::SIZE.range;
/// How many balls a line needs to vanish.
pub const MIN_LINE: usize = 5;
/// How many balls land after a move that removed nothing (and how many "next" colours show).
pub const NEXT_COUNT: usize = 3;

/// Board side and number of colours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub size: usize,
    pub colours: usize,
}

crate::params::params_as_numbers!(Params {
    size: SIZE,
    colours: COLOURS,
});

impl Default for Params {
    /// The tutorial's 8 x 8 board with 6 colours.
    fn default() -> Self {
        Self {
            size: 8,
            colours: 6,
        }
    }
}

impl Params {
    /// Board sides the rules play; menus offer the tutorial's 8 x 8 and the 9 x 9
    /// option ([`Params::large`]).
    pub const SIZE: Limit = Limit::new("size", 5, 12).menu(8, 9);
    /// How many colours of [`PALETTE`] a game deals.
    pub const COLOURS: Limit = Limit::new("colours", 1, PALETTE.len());

    /// The 9 x 9 option with 7 colours.
    pub fn large() -> Self {
        Self {
            size: 9,
            colours: 7,
        }
    }

    /// Balls on the board when a game starts: 3, or 5 from 9 x 9 up.
    pub fn starting_balls(&self) -> usize {
        if self.size >= 9 { 5 } else { 3 }
    }

    /// The same settings brought into the ranges the game supports.
    pub fn clamped(&self) -> Self {
        Self {
            size: Self::SIZE.clamp(self.size),
            colours: Self::COLOURS.clamp(self.colours),
        }
    }
}
