//! Color Lines' settings and the constants of its rules: the board (square as the
//! tutorial's, or any rectangle up to Five or More's 20×15), the colours, how many balls
//! arrive after a quiet move, and whether their colours are shown (KLines' hidden next).

use std::ops::RangeInclusive;

use crate::board_text::Colour;
use crate::params::Limit;

/// Colours in letter order R G Y B P C O; a game uses the first `colours` of them.
pub const PALETTE: [Colour; 7] = Colour::ALL;
/// Smallest and largest board width: [`Params::WIDTH`]'s range.
pub const SIDE_RANGE: RangeInclusive<usize> = Params::WIDTH.range;
/// How many balls a line needs to vanish.
pub const MIN_LINE: usize = 5;
/// How many balls land after a move that removed nothing, by the tutorial's rules (and
/// how many "next" colours show).
pub const NEXT_COUNT: usize = 3;

crate::params::choice!(
    /// Whether the player sees the colours that arrive next.
    Next {
        /// Shown beside the board (the tutorial's).
        Shown = "shown",
        /// Kept from the player and every engine, for a point more per removal (KLines').
        Hidden = "hidden",
    }
);

/// Board size, colours, balls per arrival and whether they are shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub width: usize,
    pub height: usize,
    pub colours: usize,
    pub next_count: usize,
    pub next: Next,
}

crate::params::params_as_numbers!(Params {
    width: WIDTH,
    height: HEIGHT,
    colours: COLOURS,
    next_count: NEXT_COUNT;
    next: Next,
} short: square_form, from_square_form);

impl Default for Params {
    /// The tutorial's 8 x 8 board with 6 colours and 3 balls at a time, shown.
    fn default() -> Self {
        Self::square(8, 6)
    }
}

impl Params {
    /// Board widths the rules play (Five or More's large board is 20 wide).
    pub const WIDTH: Limit = Limit::new("width", 5, 20);
    /// Board heights the rules play (Five or More's large board is 15 high).
    pub const HEIGHT: Limit = Limit::new("height", 5, 15);
    /// How many colours of [`PALETTE`] a game deals.
    pub const COLOURS: Limit = Limit::new("colours", 1, PALETTE.len());
    /// How many balls arrive after a move that removes nothing.
    pub const NEXT_COUNT: Limit = Limit::new("next_count", 3, 7);

    /// A square board of `side` with `colours` colours and the tutorial's arrivals.
    pub fn square(side: usize, colours: usize) -> Self {
        Self {
            width: side,
            height: side,
            colours,
            next_count: NEXT_COUNT,
            next: Next::Shown,
        }
    }

    /// The 9 x 9 option with 7 colours (Five or More's medium board).
    pub fn large() -> Self {
        Self::square(9, 7)
    }

    /// Five or More's boards: small (7×7, 5 colours, 3 next), medium (9×9, 7 and 3) and
    /// large (20×15, 7 and 7), by name.
    pub fn five_or_more() -> [(&'static str, Self); 3] {
        [
            ("small", Self::square(7, 5)),
            ("medium", Self::large()),
            (
                "large",
                Self {
                    width: 20,
                    height: 15,
                    colours: 7,
                    next_count: 7,
                    next: Next::Shown,
                },
            ),
        ]
    }

    /// Balls on the board when a game starts: 3, or 5 on boards from 9 x 9 up.
    pub fn starting_balls(&self) -> usize {
        if self.width.min(self.height) >= 9 {
            5
        } else {
            3
        }
    }

    /// The same settings brought into the ranges the game supports.
    pub fn clamped(&self) -> Self {
        Self {
            width: Self::WIDTH.clamp(self.width),
            height: Self::HEIGHT.clamp(self.height),
            colours: Self::COLOURS.clamp(self.colours),
            next_count: Self::NEXT_COUNT.clamp(self.next_count),
            next: self.next,
        }
    }

    /// The form every code and record had before boards could be rectangles and
    /// arrivals counted: `side x colours`, where it says everything.
    fn square_form(&self) -> Option<Vec<usize>> {
        (self.width == self.height && self.next_count == NEXT_COUNT)
            .then(|| vec![self.width, self.colours])
    }

    /// Reads `side x colours` back.
    fn from_square_form(numbers: &[usize]) -> Option<Self> {
        match *numbers {
            [side, colours] => Some(Self::square(side, colours)),
            _ => None,
        }
    }
}
