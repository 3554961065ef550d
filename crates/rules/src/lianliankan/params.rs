//! Lianliankan's settings and the constants of its rules.

use std::ops::RangeInclusive;

use super::shift::Shift;
use crate::params::Limit;

/// Smallest and largest board side a board file may have (smaller than a dealt board
/// may be: hand-made positions are often tiny).
pub const SIDE_RANGE: RangeInclusive<usize> = 2..=30;
/// The highest picture number (the app draws `assets/lianliankan/01.png` to `36.png`,
/// as many kinds as KShisen has).
pub const MAX_PICTURES: u8 = 36;
/// Life at the start of a game (and its maximum).
pub const FULL_LIFE: u32 = 100;
/// How many minutes a full life bar lasts, where the player chooses: 1 to 15, stepped
/// in whole minutes (the rules count life from 100 down; how fast is the app's).
pub const LIFE_MINUTES: Limit = Limit::new("minutes", 1, 15);
/// How long a full life bar lasts unless the configuration or the player says
/// otherwise: five minutes, as the original.
pub const DEFAULT_LIFE_SECONDS: f32 = 300.0;
/// Most turns a joining path may take (three straight segments).
pub const MAX_TURNS: u8 = 2;
/// A node budget for [`Lianliankan::clearing`] that answers at once on the usual boards.
pub const CLEARING_NODES: u64 = 20_000;

crate::params::choice!(
    /// 连连看's levels: whether a cleared board deals the next level (with the next
    /// shift) instead of ending the game.
    Levels {
        /// Clearing the board wins the game.
        Off = "off",
        /// A cleared board deals the next level; the game ends when life runs out.
        On = "on",
    }
);

/// Board size, number of different pictures, where tiles slide, and the levels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub width: usize,
    pub height: usize,
    pub pictures: usize,
    pub shift: Shift,
    pub levels: Levels,
}

crate::params::params_as_numbers!(Params {
    width: WIDTH,
    height: HEIGHT,
    pictures: PICTURES;
    shift: Shift,
    levels: Levels,
});

impl Default for Params {
    fn default() -> Self {
        Self {
            width: 8,
            height: 8,
            pictures: 8,
            shift: Shift::None,
            levels: Levels::Off,
        }
    }
}

/// KShisen's board sizes (width, height), offered as presets beside the square boards.
pub const KSHISEN_BOARDS: [(usize, usize); 6] =
    [(14, 6), (16, 9), (18, 8), (24, 12), (26, 14), (30, 16)];

impl Params {
    /// Board widths, up to KShisen's widest board.
    pub const WIDTH: Limit = Limit::new("width", 4, 30);
    /// Board heights, up to KShisen's tallest board.
    pub const HEIGHT: Limit = Limit::new("height", 4, 16);
    /// Different pictures, up to the [`MAX_PICTURES`] the app draws.
    pub const PICTURES: Limit = Limit::new("pictures", 1, MAX_PICTURES as usize);

    /// The same settings made playable: sides in their ranges, an even number of cells
    /// (an odd height loses a row when both sides are odd), and 1 to [`MAX_PICTURES`]
    /// pictures but no more than there are pairs.
    pub fn clamped(&self) -> Self {
        let width = Self::WIDTH.clamp(self.width);
        let mut height = Self::HEIGHT.clamp(self.height);
        if width * height % 2 == 1 {
            height -= 1;
        }
        let pairs = width * height / 2;
        let pictures = self.pictures.clamp(1, pairs.min(usize::from(MAX_PICTURES)));
        Self {
            width,
            height,
            pictures,
            ..self.clone()
        }
    }

    /// Whether a cleared board deals the next level.
    pub fn has_levels(&self) -> bool {
        self.levels == Levels::On
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_are_clamped_to_an_even_playable_board() {
        let odd = Params {
            width: 35,
            height: 1,
            pictures: 0,
            ..Params::default()
        }
        .clamped();
        assert_eq!((odd.width, odd.height, odd.pictures), (30, 4, 1));
        let both_odd = Params {
            width: 5,
            height: 5,
            pictures: 99,
            ..Params::default()
        }
        .clamped();
        assert_eq!(
            (both_odd.width, both_odd.height, both_odd.pictures),
            (5, 4, 10)
        );
    }
}
