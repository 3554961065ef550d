//! Lianliankan's settings and the constants of its rules.

use std::ops::RangeInclusive;

use crate::params::Limit;

/// Smallest and largest board side: [`Params::WIDTH`]'s range (and the height's),
/// under the name callers knew first.
pub const SIDE_RANGE: RangeInclusive<usize> = Params::WIDTH.range;
/// The highest picture number (the app draws `assets/lianliankan/01.png` to `12.png`).
pub const MAX_PICTURES: u8 = 12;
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

/// Board size and number of different pictures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub width: usize,
    pub height: usize,
    pub pictures: usize,
}

crate::params::params_as_numbers!(Params {
    width: WIDTH,
    height: HEIGHT,
    pictures: PICTURES,
});

impl Default for Params {
    fn default() -> Self {
        Self {
            width: 8,
            height: 8,
            pictures: 8,
        }
    }
}

impl Params {
    /// Board widths the rules deal; menus offer 4 to 12 (square boards, stepped by two
    /// so the cells pair up), where the pictures stay large enough to tell apart.
    pub const WIDTH: Limit = Limit::new("width", 2, 20).menu(4, 12);
    /// Board heights, as [`Params::WIDTH`].
    pub const HEIGHT: Limit = Limit::new("height", 2, 20).menu(4, 12);
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
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_are_clamped_to_an_even_playable_board() {
        let odd = Params {
            width: 25,
            height: 1,
            pictures: 0,
        }
        .clamped();
        assert_eq!((odd.width, odd.height, odd.pictures), (20, 2, 1));
        let both_odd = Params {
            width: 3,
            height: 3,
            pictures: 99,
        }
        .clamped();
        assert_eq!(
            (both_odd.width, both_odd.height, both_odd.pictures),
            (3, 2, 3)
        );
    }
}
