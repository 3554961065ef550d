//! Additive pattern databases: for each group of tiles, the fewest moves of those tiles
//! that bring them home from any placement, with the other tiles ignored. The groups
//! share no tile, so their values add up to a lower bound; on a square the same tables
//! read on the board mirrored in its main diagonal give a second bound, and the search
//! takes the larger. Tables exist for 4×4 (built ahead by the program, see
//! [`install_tables`]) and for the rectangles of up to 20 cells the planner searches
//! whole (built by their planners when first needed).

use std::sync::{Arc, Mutex};

pub(crate) use super::pdb_geometry::Geometry;

/// Most groups a partition may have.
pub(crate) const MAX_GROUPS: usize = 4;
/// Most tiles in one group.
pub(crate) const MAX_GROUP_TILES: usize = 7;

/// The 4×4 groups of the tables this program builds: two of six tiles and one of three,
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

/// Groups of tiles, each a slice of tile numbers.
type Groups = &'static [&'static [u8]];

/// The groups of the wide rectangles' tables (a tall board uses its turn's, turned: see
/// [`partition_of`]). Picked by measure: of some two hundred cuts into compact groups
/// of at most five tiles, those with the highest mean bound on dealt boards, then the
/// fewest nodes on twenty deals. A group of five costs about two million units of build,
/// one of six on these boards over twenty million: 6×3 in groups of 6, 6 and 5 bounds
/// two moves higher but builds in 13 s, and 5×4 in 6, 6, 6 and 1 (37 s) proved no
/// faster. Goal layouts:
///
/// ```text
///  1  2  3  4  5    A B B C C     1  2  3  4  5  6    A A B B C C
///  6  7  8  9 10    A A B C C     7  8  9 10 11 12    A A B B C C
/// 11 12 13 14  .    A A B C .    13 14 15 16 17  .    A D D B C .
///
///  1  2  3  4  5    A A B B B
///  6  7  8  9 10    A A A B B
/// 11 12 13 14 15    C C D D D
/// 16 17 18 19  .    C C D D .
/// ```
const WIDE_PARTITIONS: [((usize, usize), Groups); 3] = [
    (
        (5, 3),
        &[&[1, 6, 7, 11, 12], &[2, 3, 8, 13], &[4, 5, 9, 10, 14]],
    ),
    (
        (6, 3),
        &[
            &[1, 2, 7, 8, 13],
            &[3, 4, 9, 10, 16],
            &[5, 6, 11, 12, 17],
            &[14, 15],
        ],
    ),
    (
        (5, 4),
        &[
            &[1, 2, 6, 7, 8],
            &[3, 4, 5, 9, 10],
            &[11, 12, 16, 17],
            &[13, 14, 15, 18, 19],
        ],
    ),
];

/// The groups of the program's tables for `width` × `height`: [`PARTITION`] on 4×4,
/// the groups of the other rectangles with more than 12 cells and at most 20; `None`
/// elsewhere (smaller boards need no tables, bigger ones are not searched whole).
pub fn partition_of(width: usize, height: usize) -> Option<Vec<Vec<u8>>> {
    let owned = |groups: &[&[u8]]| groups.iter().map(|group| group.to_vec()).collect();
    if (width, height) == (4, 4) {
        return Some(owned(&PARTITION));
    }
    let wide = (width.max(height), width.min(height));
    let (_, groups) = WIDE_PARTITIONS.iter().find(|(shape, _)| *shape == wide)?;
    let groups: Vec<Vec<u8>> = owned(groups);
    if width >= height {
        return Some(groups);
    }
    // A tall board's tile on (x, y) plays the wide board's tile on (y, x).
    let turned = |tile: u8| {
        let home = usize::from(tile) - 1;
        ((home % height) * width + home / height + 1) as u8
    };
    Some(
        groups
            .iter()
            .map(|group| group.iter().map(|&tile| turned(tile)).collect())
            .collect(),
    )
}

/// Whether `partition` may be built on `geometry`: 1 to [`MAX_GROUPS`] disjoint groups
/// of 1 to [`MAX_GROUP_TILES`] of its tiles, each group's states fewer than 2³².
pub(crate) fn check_partition(geometry: &Geometry, partition: &[Vec<u8>]) -> Result<(), String> {
    if partition.is_empty() || partition.len() > MAX_GROUPS {
        return Err(format!("1 to {MAX_GROUPS} groups"));
    }
    let cells = geometry.cells();
    let mut seen = 0u32;
    for group in partition {
        if group.is_empty() || group.len() > MAX_GROUP_TILES {
            return Err(format!("groups of 1 to {MAX_GROUP_TILES} tiles"));
        }
        // Keys of `reached` and ranks are 32 bits on wasm32.
        if placements(cells, group.len()) as u64 * cells as u64 > u64::from(u32::MAX) {
            return Err(format!("a group of {} tiles is too big here", group.len()));
        }
        for &tile in group {
            if !(1..cells as u8).contains(&tile) || seen >> tile & 1 == 1 {
                return Err(format!("tile {tile} is out of range or in two groups"));
            }
            seen |= 1 << tile;
        }
    }
    Ok(())
}

/// How the values are stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// One byte per placement: the value itself.
    Bytes,
    /// Half a byte per placement: how far the value lies above the group's Manhattan
    /// distance, halved (the difference is always even).
    Nibbles,
}

/// The pattern tables of one board shape, built once (see `TableBuilder` and
/// `Tables::build`) and shared read-only. Building is in `pdb_build`, the search's bound
/// and [`Tables::lower_bound`] in `pattern_bound`, bytes in `pdb_bytes`: this file is
/// the bottom layer they all read, with `pdb_geometry`.
#[derive(Clone, PartialEq, Eq)]
pub struct Tables {
    pub(crate) geometry: Geometry,
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
            .field("shape", &self.shape())
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

    /// The width and height of the board the tables are for.
    pub fn shape(&self) -> (usize, usize) {
        (self.geometry.width(), self.geometry.height())
    }
}

/// Numbers the placements of a group of tiles densely: the first tile's cell, then the
/// second's among the cells left, and so on (mixed radix 16·15·14… on 4×4). Cells come
/// in fixed-size arrays, the slots past the group's size ignored, so that the compiler
/// unrolls the loops: this is the inner loop of both the build and the search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Ranker {
    weights: [u32; MAX_GROUP_TILES],
}

impl Ranker {
    /// The ranker of `count` tiles on `cells` cells.
    pub fn new(cells: usize, count: usize) -> Self {
        let mut weights = [0; MAX_GROUP_TILES];
        for (slot, weight) in weights.iter_mut().enumerate().take(count) {
            *weight = (slot + 1..count)
                .map(|later| (cells - later) as u32)
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

/// Placements of `count` tiles on `cells` cells.
pub(crate) fn placements(cells: usize, count: usize) -> usize {
    (0..count).map(|index| cells - index).product()
}

#[inline]
pub(crate) fn nibble(entries: &[u8], index: usize) -> u8 {
    entries[index / 2] >> (4 * (index % 2)) & 0xF
}

/// The tables planners use, at most one per shape: 4×4's installed by the program, the
/// other shapes' by the first planner that needed them.
static INSTALLED: Mutex<Vec<Arc<Tables>>> = Mutex::new(Vec::new());

/// Makes `tables` the ones every planner of their shape uses from now on (on 4×4, also
/// the 4×4 end of bigger boards). The first tables installed for a shape stay: later
/// ones are ignored. Returns the shape's tables.
pub fn install_tables(tables: Arc<Tables>) -> Arc<Tables> {
    let mut installed = INSTALLED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(first) = installed
        .iter()
        .find(|first| first.shape() == tables.shape())
    {
        return Arc::clone(first);
    }
    installed.push(Arc::clone(&tables));
    tables
}

/// The installed 4×4 tables, if any.
pub fn installed_tables() -> Option<Arc<Tables>> {
    installed_tables_of(4, 4)
}

/// The installed tables of `width` × `height`, if any.
pub fn installed_tables_of(width: usize, height: usize) -> Option<Arc<Tables>> {
    let installed = INSTALLED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let found = installed
        .iter()
        .find(|tables| tables.shape() == (width, height));
    found.cloned()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cells of placement `rank` of `count` tiles on `cells` cells (the inverse of
    /// [`Ranker::rank`]).
    fn unrank(mut rank: usize, cells: usize, count: usize) -> [u8; MAX_GROUP_TILES] {
        let mut digits = [0usize; MAX_GROUP_TILES];
        for index in (0..count).rev() {
            let radix = cells - index;
            digits[index] = rank % radix;
            rank /= radix;
        }
        let mut placed = [0u8; MAX_GROUP_TILES];
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
            placed[index] = cell as u8;
            used |= 1 << cell;
        }
        placed
    }

    #[test]
    fn rank_and_unrank_are_inverse_and_dense() {
        for (cells, count) in [(16, 1), (16, 3), (16, 5), (12, 4), (20, 4)] {
            let total = placements(cells, count);
            for expected in 0..total {
                let placed = unrank(expected, cells, count);
                assert!(
                    placed[..count]
                        .iter()
                        .all(|&cell| usize::from(cell) < cells)
                );
                assert_eq!(Ranker::new(cells, count).rank(&placed), expected);
            }
        }
        assert_eq!(placements(16, 6), 5_765_760);
    }

    #[test]
    fn a_tall_board_uses_its_turns_groups_turned() {
        let wide = partition_of(5, 3).unwrap();
        let tall = partition_of(3, 5).unwrap();
        // Tile 2 of 5×3 is on (1, 0); on 3×5, (0, 1) holds tile 4.
        let group = wide.iter().position(|group| group.contains(&2)).unwrap();
        assert!(tall[group].contains(&4));
        assert_eq!(tall.iter().map(Vec::len).sum::<usize>(), 14);
        assert_eq!(partition_of(4, 4).unwrap()[2], vec![2, 3, 4]);
        assert_eq!(partition_of(4, 3), None);
        assert_eq!(partition_of(6, 6), None);
    }

    #[test]
    fn every_partition_is_valid_and_covers_its_board() {
        let mut shapes = Vec::new();
        for (width, height) in (3..=8).flat_map(|width| (3..=8).map(move |height| (width, height)))
        {
            let Some(groups) = partition_of(width, height) else {
                continue;
            };
            assert_eq!(
                check_partition(&Geometry::new(width, height), &groups),
                Ok(())
            );
            let tiles: usize = groups.iter().map(Vec::len).sum();
            assert_eq!(tiles, width * height - 1);
            shapes.push((width, height));
        }
        assert_eq!(
            shapes,
            [(3, 5), (3, 6), (4, 4), (4, 5), (5, 3), (5, 4), (6, 3)]
        );
    }
}
