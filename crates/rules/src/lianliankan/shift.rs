//! How the tiles slide after each joined pair in 连连看's levels (KShisen's gravity is
//! one of them): every column or row, or each half of it, packs toward one end,
//! keeping its tiles' order; no tile ever crosses from one half to the other.

use crate::collapse::Motion;
use crate::grid::{Grid, Pos};

crate::params::choice!(
    /// Where the tiles slide after each joined pair.
    Shift {
        /// Nothing moves (the seed rules).
        None = "none",
        /// Each column packs to its bottom (KShisen's gravity).
        Down = "down",
        /// Each column packs to its top.
        Up = "up",
        /// Each row packs to its left end.
        Left = "left",
        /// Each row packs to its right end.
        Right = "right",
        /// The top half of each column packs up, the bottom half down.
        SplitVertical = "split_vertical",
        /// The top half of each column packs down and the bottom half up, to the middle.
        GatherVertical = "gather_vertical",
        /// The left half of each row packs left, the right half right.
        SplitHorizontal = "split_horizontal",
        /// The left half of each row packs right and the right half left, to the middle.
        GatherHorizontal = "gather_horizontal",
    }
);

impl Shift {
    /// The order the levels take their shifts in (连连看's), then from the start again.
    pub const LEVEL_ORDER: [Shift; 9] = [
        Shift::None,
        Shift::Down,
        Shift::Left,
        Shift::Up,
        Shift::Right,
        Shift::SplitVertical,
        Shift::SplitHorizontal,
        Shift::GatherVertical,
        Shift::GatherHorizontal,
    ];

    /// The shift of the level after one played with this shift.
    pub fn next_level(self) -> Shift {
        let at = Self::LEVEL_ORDER
            .iter()
            .position(|&shift| shift == self)
            .unwrap_or(0);
        Self::LEVEL_ORDER[(at + 1) % Self::LEVEL_ORDER.len()]
    }

    /// The lanes of a `width` x `height` board: in each, tiles pack toward its first
    /// cell, keeping their order. Together the lanes cover every cell once; none for
    /// [`Shift::None`].
    pub fn lanes(self, width: usize, height: usize) -> Vec<Vec<Pos>> {
        // Each shift as: along columns or rows, and where each half of a line packs
        // (a whole line is one half that ends at the middle of nothing).
        let toward_start = |from: usize, to: usize| (from..to).collect::<Vec<_>>();
        let toward_end = |from: usize, to: usize| (from..to).rev().collect::<Vec<_>>();
        let (columns, first_to_start, second_to_start, split) = match self {
            Shift::None => return Vec::new(),
            Shift::Down => (true, false, false, false),
            Shift::Up => (true, true, true, false),
            Shift::Right => (false, false, false, false),
            Shift::Left => (false, true, true, false),
            Shift::SplitVertical => (true, true, false, true),
            Shift::GatherVertical => (true, false, true, true),
            Shift::SplitHorizontal => (false, true, false, true),
            Shift::GatherHorizontal => (false, false, true, true),
        };
        let (lines, length) = if columns {
            (width, height)
        } else {
            (height, width)
        };
        let middle = if split { length / 2 } else { 0 };
        let half = |to_start: bool, from: usize, to: usize| {
            if to_start {
                toward_start(from, to)
            } else {
                toward_end(from, to)
            }
        };
        let mut lanes = Vec::new();
        for line in 0..lines {
            let cell = |along: usize| {
                if columns {
                    Pos::new(line, along)
                } else {
                    Pos::new(along, line)
                }
            };
            for lane in [
                half(first_to_start, 0, middle),
                half(second_to_start, middle, length),
            ] {
                if !lane.is_empty() {
                    lanes.push(lane.into_iter().map(cell).collect());
                }
            }
        }
        lanes
    }

    /// Slides the tiles of `grid` as this shift does; what moved where.
    pub fn apply<T>(self, grid: &mut Grid<Option<T>>) -> Vec<Motion> {
        let mut motions = Vec::new();
        for lane in self.lanes(grid.width(), grid.height()) {
            pack_lane(&lane, |from, to| {
                if grid[from].is_none() {
                    return false;
                }
                if from != to {
                    grid[to] = grid[from].take();
                    motions.push(Motion { from, to });
                }
                true
            });
        }
        motions
    }
}

/// Walks `lane` from its first cell, calling `carry(from, to)` for each cell: it
/// answers whether `from` holds a tile (and moves it to `to`, the next free landing
/// place, when they differ).
pub(super) fn pack_lane<C: Copy>(lane: &[C], mut carry: impl FnMut(C, C) -> bool) {
    let mut landing = 0;
    for &from in lane {
        if carry(from, lane[landing]) {
            landing += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::Choice;

    #[test]
    fn lanes_cover_every_cell_once_for_odd_and_even_sides() {
        for shift in Shift::ALL.iter().filter(|&&shift| shift != Shift::None) {
            for (width, height) in [(4, 4), (5, 3), (7, 6), (1, 5)] {
                let mut cells: Vec<Pos> = shift.lanes(width, height).concat();
                cells.sort_by_key(|pos| (pos.y, pos.x));
                let all: Vec<Pos> = Grid::filled(width, height, ()).positions().collect();
                assert_eq!(cells, all, "{shift:?} on {width}x{height}");
            }
        }
    }

    #[test]
    fn the_levels_take_every_shift_once_then_start_again() {
        let mut shift = Shift::None;
        let mut seen = Vec::new();
        for _ in 0..9 {
            seen.push(shift);
            shift = shift.next_level();
        }
        assert_eq!(shift, Shift::None);
        seen.sort_by_key(|shift| shift.name());
        seen.dedup();
        assert_eq!(seen.len(), Shift::ALL.len());
    }
}
