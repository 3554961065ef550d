//! The pattern tables as the 4×4 search's bound: the larger of the groups' sum on the
//! board and on the board mirrored in its main diagonal. This is the search's inner
//! loop, so each group's lookup is laid out in fixed-size arrays the compiler unrolls.

use std::sync::Arc;

use super::board::Board;
use super::ida::Heuristic;
use super::pdb::{
    CELLS, Encoding, MAX_GROUP_TILES, MAX_GROUPS, Ranker, Tables, manhattan, mirror_cell,
    mirror_tile, nibble,
};

/// What one group's lookup needs. Unused slots name tile 0 and weigh nothing.
#[derive(Clone, Debug)]
struct GroupLookup {
    /// The group's tiles, in the order of the table's ranks.
    tiles: [u8; MAX_GROUP_TILES],
    /// The tiles of the real board whose mirrored cells are the group's tiles' cells on
    /// the mirror image.
    mirror_sources: [u8; MAX_GROUP_TILES],
    ranker: Ranker,
}

/// Each group's value on the board and on its mirror image.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PatternState {
    direct: [u8; MAX_GROUPS],
    mirrored: [u8; MAX_GROUPS],
}

/// The search bound read from [`Tables`].
pub(crate) struct PatternBound {
    tables: Arc<Tables>,
    lookups: Vec<GroupLookup>,
    group_of: [u8; CELLS],
    mirrored_group_of: [u8; CELLS],
    /// Tile `t`'s Manhattan distance from each cell, for nibble entries.
    distances: [[u8; CELLS]; CELLS],
}

const MIRROR: [u8; CELLS] = {
    let mut table = [0; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        table[cell] = mirror_cell(cell as u8);
        cell += 1;
    }
    table
};

impl PatternBound {
    pub fn new(tables: Arc<Tables>) -> Self {
        let mut group_of = [0; CELLS];
        let mut mirrored_group_of = [0; CELLS];
        let mut lookups = Vec::new();
        for (index, group) in tables.groups.iter().enumerate() {
            let mut lookup = GroupLookup {
                tiles: [0; MAX_GROUP_TILES],
                mirror_sources: [0; MAX_GROUP_TILES],
                ranker: Ranker::new(group.tiles.len()),
            };
            for (slot, &tile) in group.tiles.iter().enumerate() {
                group_of[usize::from(tile)] = index as u8;
                mirrored_group_of[usize::from(mirror_tile(tile))] = index as u8;
                lookup.tiles[slot] = tile;
                lookup.mirror_sources[slot] = mirror_tile(tile);
            }
            lookups.push(lookup);
        }
        let mut distances = [[0; CELLS]; CELLS];
        for (tile, row) in distances.iter_mut().enumerate().skip(1) {
            for (cell, distance) in row.iter_mut().enumerate() {
                *distance = manhattan(tile as u8, cell as u8);
            }
        }
        Self {
            tables,
            lookups,
            group_of,
            mirrored_group_of,
            distances,
        }
    }

    /// Group `index`'s value with its tiles on `cells`.
    #[inline(always)]
    fn lookup(&self, index: usize, cells: &[u8; MAX_GROUP_TILES]) -> u8 {
        let lookup = &self.lookups[index];
        let rank = lookup.ranker.rank(cells);
        let entries = &self.tables.groups[index].entries;
        match self.tables.encoding {
            Encoding::Bytes => entries[rank],
            Encoding::Nibbles => {
                let mut distance = 0;
                for (&tile, &cell) in lookup.tiles.iter().zip(cells) {
                    distance += self.distances[usize::from(tile)][usize::from(cell)];
                }
                distance + 2 * nibble(entries, rank)
            }
        }
    }

    #[inline(always)]
    fn direct(&self, index: usize, places: &[u8]) -> u8 {
        let tiles = &self.lookups[index].tiles;
        let mut cells = [0u8; MAX_GROUP_TILES];
        for (cell, &tile) in cells.iter_mut().zip(tiles) {
            *cell = places[usize::from(tile)] % CELLS as u8;
        }
        self.lookup(index, &cells)
    }

    #[inline(always)]
    fn mirrored(&self, index: usize, places: &[u8]) -> u8 {
        let sources = &self.lookups[index].mirror_sources;
        let mut cells = [0u8; MAX_GROUP_TILES];
        for (cell, &tile) in cells.iter_mut().zip(sources) {
            *cell = MIRROR[usize::from(places[usize::from(tile)]) % CELLS];
        }
        self.lookup(index, &cells)
    }
}

#[inline(always)]
fn sum(values: &[u8; MAX_GROUPS]) -> u32 {
    let mut total = 0;
    for &value in values {
        total += u32::from(value);
    }
    total
}

impl Heuristic for PatternBound {
    type State = PatternState;

    fn start(&self, board: &Board) -> PatternState {
        let mut state = PatternState {
            direct: [0; MAX_GROUPS],
            mirrored: [0; MAX_GROUPS],
        };
        for index in 0..self.lookups.len() {
            state.direct[index] = self.direct(index, board.places());
            state.mirrored[index] = self.mirrored(index, board.places());
        }
        state
    }

    #[inline]
    fn after_move(
        &self,
        state: &PatternState,
        board: &Board,
        tile: u8,
        _from: u8,
        _to: u8,
        cutoff: u32,
    ) -> PatternState {
        let mut next = *state;
        let places = board.places();
        let group = usize::from(self.group_of[usize::from(tile)]);
        next.direct[group] = self.direct(group, places);
        if sum(&next.direct) > cutoff {
            // Cut off either way: the mirror image's lookup is not needed.
            next.mirrored = [0; MAX_GROUPS];
            return next;
        }
        let mirrored = usize::from(self.mirrored_group_of[usize::from(tile)]);
        next.mirrored[mirrored] = self.mirrored(mirrored, places);
        next
    }

    #[inline]
    fn value(&self, state: &PatternState) -> u32 {
        sum(&state.direct).max(sum(&state.mirrored))
    }
}
