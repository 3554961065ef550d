//! Bubble Breaker's settings: the board, the colours, and the original game's four
//! styles of play (what closes the gaps a burst leaves, and whether new columns come).

use crate::board_text::Colour;
use crate::params::Limit;

/// Colours in the tutorial's order (its `Barva` enum): red, green, yellow, blue, purple.
pub const PALETTE: [Colour; 7] = Colour::ALL;

crate::params::choice!(
    /// The original Bubble Breaker's game styles: after the burst and the fall, how the
    /// board closes up and whether new columns arrive from the left.
    Mode {
        /// Rows pack to the right, then new columns come in at the left until the bottom
        /// row is full again (the tutorial's rules).
        Megashift = "megashift",
        /// Empty columns close by moving the columns on their left to the right; nothing
        /// new arrives.
        Standard = "standard",
        /// As standard, then one new column slides in at the left for every column the
        /// burst emptied.
        Continuous = "continuous",
        /// Rows pack to the right; nothing new arrives.
        Shifter = "shifter",
    }
);

impl Mode {
    /// The styles as the original game's menu lists them.
    pub const MENU_ORDER: [Mode; 4] = [
        Mode::Standard,
        Mode::Continuous,
        Mode::Shifter,
        Mode::Megashift,
    ];

    /// Whether new columns arrive in this style (and so one waits, shown, to come next).
    pub fn brings_columns(self) -> bool {
        matches!(self, Mode::Continuous | Mode::Megashift)
    }

    /// Whether rows pack to the right (else whole empty columns close toward the right).
    pub fn packs_rows(self) -> bool {
        matches!(self, Mode::Shifter | Mode::Megashift)
    }
}

/// Board size, number of colours and the style of play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub width: usize,
    pub height: usize,
    pub colours: usize,
    pub mode: Mode,
}

crate::params::params_as_numbers!(Params {
    width: WIDTH,
    height: HEIGHT,
    colours: COLOURS;
    mode: Mode,
});

impl Default for Params {
    fn default() -> Self {
        Self {
            width: 11,
            height: 11,
            colours: 5,
            mode: Mode::Megashift,
        }
    }
}

impl Params {
    /// Board widths: refills need a column at least, and larger than 30 would not fit
    /// any window; menus offer 6 to 20, where the balls stay large enough to hit.
    pub const WIDTH: Limit = Limit::new("width", 2, 30).menu(6, 20);
    /// Board heights: refills need two rows (new columns are 2 to `height` tall).
    pub const HEIGHT: Limit = Limit::new("height", 2, 30).menu(6, 20);
    /// Colours: with one, every board has a group forever and the game never ends;
    /// menus start at 3.
    pub const COLOURS: Limit = Limit::new("colours", 2, PALETTE.len()).menu(3, PALETTE.len());

    /// The same settings brought into the ranges the rules deal.
    pub fn clamped(&self) -> Self {
        Self {
            width: Self::WIDTH.clamp(self.width),
            height: Self::HEIGHT.clamp(self.height),
            colours: Self::COLOURS.clamp(self.colours),
            mode: self.mode,
        }
    }
}
