//! Additive pattern databases for the 4×4 board: for each group of tiles, the fewest
//! moves of those tiles that bring them home from any placement, with the other tiles
//! ignored. The groups share no tile, so their values add up to a lower bound; the same
//! tables read on the board mirrored in its main diagonal give a second bound, and the
//! search takes the larger.

use std::sync::{Arc, OnceLock};

/// Cells of the 4×4 board.
pub(crate) const CELLS: usize = 16;
/// Most groups a partition may have.
pub(crate) const MAX_GROUPS: usize = 4;
/// Most tiles in one group.
pub(crate) const MAX_GROUP_TILES: usize = 7;

/// The groups of the tables this program builds: two of six tiles and one of three,
/// cut so that the mirrored board sees other groups (the left columns' group mirrors to
/// the top rows). Goal layout, the blank home at the bottom right:
///
/// ```text
///  1  2  3  4      A C C C
///  5  6  7  8      A A B B
///  9 10 11 12      A A B B
/// 13 14 15  .      A B B .
/// ```
pub const PARTITION: [&[u8]; 3] = [&[1, 5, 6, 9, 10, 13], &[7, 8, 11, 12, 14, 15], &[2, 3, 4]];

/// How the values are stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// One byte per placement: the value itself.
    Bytes,
    /// Half a byte per placement: how far the value lies above the group's Manhattan
    /// distance, halved (the difference is always even).
    Nibbles,
}

/// The pattern tables, built once (see `TableBuilder` and `Tables::build`) and shared
/// read-only. Building is in `pdb_build`, the search's bound and
/// [`Tables::lower_bound`] in `pattern_bound`, bytes in `pdb_bytes`: this file is the
/// bottom layer they all read.
#[derive(Clone, PartialEq, Eq)]
pub struct Tables {
    pub(crate) encoding: Encoding,
    pub(crate) groups: Vec<Group>,
}

/// One group of tiles and its table, indexed by the rank of the tiles' cells ([`Ranker`]).
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Group {
    pub tiles: Vec<u8>,
    pub entries: Vec<u8>,
}

impl std::fmt::Debug for Tables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let groups: Vec<&[u8]> = self.groups.iter().map(|g| g.tiles.as_slice()).collect();
        f.debug_struct("Tables")
            .field("encoding", &self.encoding)
            .field("groups", &groups)
            .field("bytes", &self.memory_bytes())
            .finish()
    }
}

impl Tables {
    /// The bytes the table entries take in memory.
    pub fn memory_bytes(&self) -> usize {
        self.groups.iter().map(|group| group.entries.len()).sum()
    }

    /// The tiles of each group.
    pub fn groups(&self) -> Vec<Vec<u8>> {
        self.groups
            .iter()
            .map(|group| group.tiles.clone())
            .collect()
    }

    /// How the entries are stored.
    pub fn encoding(&self) -> Encoding {
        self.encoding
    }
}

/// Numbers the placements of a group of tiles densely: the first tile's cell, then the
/// second's among the 15 cells left, and so on (mixed radix 16·15·14…). Cells come in
/// fixed-size arrays, the slots past the group's size ignored, so that the compiler
/// unrolls the loops: this is the inner loop of both the build and the search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Ranker {
    weights: [u32; MAX_GROUP_TILES],
}

impl Ranker {
    pub fn new(count: usize) -> Self {
        let mut weights = [0; MAX_GROUP_TILES];
        for (slot, weight) in weights.iter_mut().enumerate().take(count) {
            *weight = (slot + 1..count)
                .map(|later| (CELLS - later) as u32)
                .product();
        }
        Self { weights }
    }

    #[inline(always)]
    pub fn rank(&self, cells: &[u8; MAX_GROUP_TILES]) -> usize {
        let mut rank = 0u32;
        for slot in 0..MAX_GROUP_TILES {
            let cell = cells[slot];
            // Comparisons rather than a population count: baseline x86-64 and wasm32
            // have no fast one, and a group is at most seven tiles.
            let below: u32 = cells[..slot].iter().map(|&c| u32::from(c < cell)).sum();
            // Wrapping: a digit of an unused slot may underflow, but weighs nothing.
            let digit = u32::from(cell).wrapping_sub(below);
            rank = rank.wrapping_add(digit.wrapping_mul(self.weights[slot]));
        }
        rank as usize
    }
}

/// Placements of `count` tiles on 16 cells.
pub(crate) fn placements(count: usize) -> usize {
    (0..count).map(|index| CELLS - index).product()
}

/// Tile `tile`'s Manhattan distance from `cell` to its home.
#[inline]
pub(crate) fn manhattan(tile: u8, cell: u8) -> u8 {
    let goal = tile - 1;
    (goal % 4).abs_diff(cell % 4) + (goal / 4).abs_diff(cell / 4)
}

#[inline]
pub(crate) fn nibble(entries: &[u8], index: usize) -> u8 {
    entries[index / 2] >> (4 * (index % 2)) & 0xF
}

/// A cell mirrored in the main diagonal.
#[inline]
pub(crate) const fn mirror_cell(cell: u8) -> u8 {
    (cell % 4) * 4 + cell / 4
}

/// The tile whose home mirrors tile `tile`'s home.
#[inline]
pub(crate) fn mirror_tile(tile: u8) -> u8 {
    mirror_cell(tile - 1) + 1
}

static INSTALLED: OnceLock<Arc<Tables>> = OnceLock::new();

/// Makes `tables` the ones every 4×4 planner (and the 4×4 end of bigger boards) uses from
/// now on. The first tables installed stay: later calls are ignored.
pub fn install_tables(tables: Arc<Tables>) {
    let _ = INSTALLED.set(tables);
}

/// The installed tables, if any.
pub fn installed_tables() -> Option<Arc<Tables>> {
    INSTALLED.get().cloned()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cells of placement `rank` of `count` tiles (the inverse of [`Ranker::rank`]).
    fn unrank(mut rank: usize, count: usize) -> [u8; MAX_GROUP_TILES] {
        let mut digits = [0usize; MAX_GROUP_TILES];
        for index in (0..count).rev() {
            let radix = CELLS - index;
            digits[index] = rank % radix;
            rank /= radix;
        }
        let mut cells = [0u8; MAX_GROUP_TILES];
        let mut used = 0u32;
        for index in 0..count {
            let mut left = digits[index];
            let mut cell = 0;
            loop {
                if used >> cell & 1 == 0 {
                    if left == 0 {
                        break;
                    }
                    left -= 1;
                }
                cell += 1;
            }
            cells[index] = cell as u8;
            used |= 1 << cell;
        }
        cells
    }

    #[test]
    fn rank_and_unrank_are_inverse_and_dense() {
        for count in [1, 3, 5] {
            let total = placements(count);
            for expected in 0..total {
                let cells = unrank(expected, count);
                assert!(cells[..count].iter().all(|&cell| usize::from(cell) < CELLS));
                assert_eq!(Ranker::new(count).rank(&cells), expected);
            }
        }
        assert_eq!(placements(6), 5_765_760);
    }

    #[test]
    fn mirroring_fixes_the_goal() {
        for tile in 1..16u8 {
            assert_eq!(mirror_cell(tile - 1) + 1, mirror_tile(tile));
            assert_eq!(mirror_tile(mirror_tile(tile)), tile);
        }
        assert_eq!(mirror_cell(15), 15);
        assert_eq!(mirror_tile(2), 5);
    }
}
