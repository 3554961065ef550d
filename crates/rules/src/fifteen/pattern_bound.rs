//! The pattern tables as the search's bound: the groups' sum on the board, and on a
//! square the larger of that and the sum on the board mirrored in its main diagonal.
//! This is the search's inner loop, so each group's lookup is laid out in fixed-size
//! arrays the compiler unrolls, and cells index per-cell arrays through a mask rather
//! than a bounds check. [`Tables::lower_bound`] is here too, the bound read once on a
//! game.

use std::ops::Deref;
use std::sync::Arc;

use super::board::{Board, STEP_COUNT};
use super::ida::{Heuristic, TileMove};
use super::pdb::{Encoding, MAX_GROUP_TILES, MAX_GROUPS, Ranker, Tables, nibble};
use super::pdb_geometry::{CELL_MASK, CELL_SLOTS};
use super::state::Fifteen;

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

/// Each group's value on the board and on its mirror image (0 where there is none).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct PatternState {
    direct: [u8; MAX_GROUPS],
    mirrored: [u8; MAX_GROUPS],
}

/// The search bound read from [`Tables`], held by `T` (shared by searches, or borrowed
/// for one look).
pub(crate) struct PatternBound<T = Arc<Tables>> {
    tables: T,
    lookups: Vec<GroupLookup>,
    group_of: [u8; CELL_SLOTS],
    /// Whether the board has a mirror image (a square); the fields below serve it.
    mirrors: bool,
    mirrored_group_of: [u8; CELL_SLOTS],
    /// Each cell's mirror image.
    mirror: [u8; CELL_SLOTS],
    /// Tile `t`'s Manhattan distance from each cell, for nibble entries.
    distances: [[u8; CELL_SLOTS]; CELL_SLOTS],
}

impl<T: Deref<Target = Tables>> PatternBound<T> {
    pub fn new(tables: T) -> Self {
        let geometry = &tables.geometry;
        let cells = geometry.cells();
        let mirrors = geometry.mirrors();
        // Without a mirror image the mirrored fields stay unused: tile 0 and cell 0.
        let mirror_tile = |tile: u8| {
            if mirrors {
                geometry.mirror_tile(tile)
            } else {
                0
            }
        };
        let mut group_of = [0; CELL_SLOTS];
        let mut mirrored_group_of = [0; CELL_SLOTS];
        let mut lookups = Vec::new();
        for (index, group) in tables.groups.iter().enumerate() {
            let mut lookup = GroupLookup {
                tiles: [0; MAX_GROUP_TILES],
                mirror_sources: [0; MAX_GROUP_TILES],
                ranker: Ranker::new(cells, group.tiles.len()),
            };
            for (slot, &tile) in group.tiles.iter().enumerate() {
                group_of[usize::from(tile)] = index as u8;
                mirrored_group_of[usize::from(mirror_tile(tile))] = index as u8;
                lookup.tiles[slot] = tile;
                lookup.mirror_sources[slot] = mirror_tile(tile);
            }
            lookups.push(lookup);
        }
        let mut mirror = [0; CELL_SLOTS];
        let mut distances = [[0; CELL_SLOTS]; CELL_SLOTS];
        for cell in 0..cells as u8 {
            if mirrors {
                mirror[usize::from(cell)] = geometry.mirror_cell(cell);
            }
            for (tile, row) in distances.iter_mut().enumerate().take(cells).skip(1) {
                row[usize::from(cell)] = geometry.manhattan(tile as u8, cell);
            }
        }
        Self {
            tables,
            lookups,
            group_of,
            mirrors,
            mirrored_group_of,
            mirror,
            distances,
        }
    }

    /// Where group `index`'s value lies with its tiles on `cells`: the table index and
    /// the tiles' Manhattan distance (which nibble entries add to).
    #[inline(always)]
    fn locate(&self, index: usize, cells: &[u8; MAX_GROUP_TILES]) -> Read {
        let lookup = &self.lookups[index];
        let mut distance = 0;
        if self.tables.encoding == Encoding::Nibbles {
            for (&tile, &cell) in lookup.tiles.iter().zip(cells) {
                let row = &self.distances[usize::from(tile & CELL_MASK)];
                distance += row[usize::from(cell & CELL_MASK)];
            }
        }
        Read {
            group: index as u8,
            rank: lookup.ranker.rank(cells) as u32,
            distance,
        }
    }

    #[inline(always)]
    fn read(&self, read: Read) -> u8 {
        let entries = &self.tables.groups[usize::from(read.group)].entries;
        let rank = read.rank as usize;
        match self.tables.encoding {
            Encoding::Bytes => entries[rank],
            Encoding::Nibbles => read.distance + 2 * nibble(entries, rank),
        }
    }

    /// Group `index` on the board whose tiles are on `places`.
    #[inline(always)]
    fn direct(&self, index: usize, places: &[u8]) -> Read {
        let tiles = &self.lookups[index].tiles;
        let mut cells = [0u8; MAX_GROUP_TILES];
        for (cell, &tile) in cells.iter_mut().zip(tiles) {
            *cell = places[usize::from(tile)] & CELL_MASK;
        }
        self.locate(index, &cells)
    }

    /// Group `index` on the mirror image of the board whose tiles are on `places`.
    #[inline(always)]
    fn mirrored(&self, index: usize, places: &[u8]) -> Read {
        let sources = &self.lookups[index].mirror_sources;
        let mut cells = [0u8; MAX_GROUP_TILES];
        for (cell, &tile) in cells.iter_mut().zip(sources) {
            *cell = self.mirror[usize::from(places[usize::from(tile)] & CELL_MASK)];
        }
        self.locate(index, &cells)
    }
}

/// A table read worked out but not yet made.
#[derive(Clone, Copy, Default)]
struct Read {
    group: u8,
    rank: u32,
    distance: u8,
}

#[inline(always)]
fn sum(values: &[u8; MAX_GROUPS]) -> u32 {
    let mut total = 0;
    for &value in values {
        total += u32::from(value);
    }
    total
}

impl<T: Deref<Target = Tables> + Send> Heuristic for PatternBound<T> {
    type State = PatternState;

    fn start(&self, board: &Board) -> PatternState {
        let mut state = PatternState::default();
        for index in 0..self.lookups.len() {
            state.direct[index] = self.read(self.direct(index, board.places()));
            if self.mirrors {
                state.mirrored[index] = self.read(self.mirrored(index, board.places()));
            }
        }
        state
    }

    #[inline]
    fn children(
        &self,
        state: &PatternState,
        board: &Board,
        moves: &[TileMove],
        children: &mut [PatternState],
    ) {
        // Every index first, then every read: the reads miss the cache, and made
        // together they wait for memory once rather than once each.
        let mut reads = [[Read::default(); 2]; STEP_COUNT];
        for (mv, pair) in moves.iter().zip(&mut reads) {
            let mut places = [0u8; CELL_SLOTS];
            places.copy_from_slice(&board.places()[..CELL_SLOTS]);
            let tile = usize::from(mv.tile & CELL_MASK);
            places[tile] = mv.to;
            pair[0] = self.direct(usize::from(self.group_of[tile]), &places);
            if self.mirrors {
                pair[1] = self.mirrored(usize::from(self.mirrored_group_of[tile]), &places);
            }
        }
        let mut values = [[0u8; 2]; STEP_COUNT];
        for (pair, value) in reads.iter().zip(&mut values).take(moves.len()) {
            value[0] = self.read(pair[0]);
            if self.mirrors {
                value[1] = self.read(pair[1]);
            }
        }
        for ((child, pair), value) in children.iter_mut().zip(&reads).zip(&values) {
            *child = *state;
            child.direct[usize::from(pair[0].group)] = value[0];
            if self.mirrors {
                child.mirrored[usize::from(pair[1].group)] = value[1];
            }
        }
    }

    #[inline]
    fn value(&self, state: &PatternState) -> u32 {
        sum(&state.direct).max(sum(&state.mirrored))
    }
}

impl Tables {
    /// The bound the search uses on a game of the tables' shape (never more than the
    /// moves it needs); `None` on other shapes and on Sixteen.
    pub fn lower_bound(&self, game: &Fifteen) -> Option<u32> {
        let shape = (game.width(), game.height());
        (shape == self.shape() && !game.rotates()).then(|| {
            let bound = PatternBound::new(self);
            bound.value(&bound.start(&Board::from_game(game)))
        })
    }
}
