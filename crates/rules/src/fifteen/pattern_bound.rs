//! The pattern tables as the 4×4 search's bound: the larger of the groups' sum on the
//! board and on the board mirrored in its main diagonal. This is the search's inner
//! loop, so each group's lookup is laid out in fixed-size arrays the compiler unrolls.
//! [`Tables::lower_bound`] is here too, the bound read once on a game.

use std::ops::Deref;
use std::sync::Arc;

use super::board::{Board, STEP_COUNT};
use super::ida::{Heuristic, TileMove};
use super::pdb::{
    CELLS, Encoding, MAX_GROUP_TILES, MAX_GROUPS, Ranker, Tables, manhattan, mirror_cell,
    mirror_tile, nibble,
};
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

/// Each group's value on the board and on its mirror image.
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

impl<T: Deref<Target = Tables>> PatternBound<T> {
    pub fn new(tables: T) -> Self {
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

    /// Where group `index`'s value lies with its tiles on `cells`: the table index and
    /// the tiles' Manhattan distance (which nibble entries add to).
    #[inline(always)]
    fn locate(&self, index: usize, cells: &[u8; MAX_GROUP_TILES]) -> Read {
        let lookup = &self.lookups[index];
        let mut distance = 0;
        if self.tables.encoding == Encoding::Nibbles {
            for (&tile, &cell) in lookup.tiles.iter().zip(cells) {
                distance += self.distances[usize::from(tile)][usize::from(cell)];
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
            *cell = places[usize::from(tile)] % CELLS as u8;
        }
        self.locate(index, &cells)
    }

    /// Group `index` on the mirror image of the board whose tiles are on `places`.
    #[inline(always)]
    fn mirrored(&self, index: usize, places: &[u8]) -> Read {
        let sources = &self.lookups[index].mirror_sources;
        let mut cells = [0u8; MAX_GROUP_TILES];
        for (cell, &tile) in cells.iter_mut().zip(sources) {
            *cell = MIRROR[usize::from(places[usize::from(tile)]) % CELLS];
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
            state.mirrored[index] = self.read(self.mirrored(index, board.places()));
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
            let mut places = [0u8; CELLS];
            places.copy_from_slice(&board.places()[..CELLS]);
            let tile = usize::from(mv.tile);
            places[tile] = mv.to;
            pair[0] = self.direct(usize::from(self.group_of[tile]), &places);
            pair[1] = self.mirrored(usize::from(self.mirrored_group_of[tile]), &places);
        }
        let mut values = [[0u8; 2]; STEP_COUNT];
        for (pair, value) in reads.iter().zip(&mut values).take(moves.len()) {
            *value = [self.read(pair[0]), self.read(pair[1])];
        }
        for ((child, pair), value) in children.iter_mut().zip(&reads).zip(&values) {
            *child = *state;
            child.direct[usize::from(pair[0].group)] = value[0];
            child.mirrored[usize::from(pair[1].group)] = value[1];
        }
    }

    #[inline]
    fn value(&self, state: &PatternState) -> u32 {
        sum(&state.direct).max(sum(&state.mirrored))
    }
}

impl Tables {
    /// The bound the search uses on a 4×4 game (never more than the moves it needs);
    /// `None` on other sides.
    pub fn lower_bound(&self, game: &Fifteen) -> Option<u32> {
        (game.size() == 4).then(|| {
            let bound = PatternBound::new(self);
            bound.value(&bound.start(&Board::from_game(game)))
        })
    }
}
