//! Building the pattern tables by breadth-first search backwards from the goal, one
//! group at a time, in slices of work that can be spread over frames.
//!
//! A state of the search is a placement of the group's tiles plus the region of free
//! cells the blank is in: the blank wanders through free cells without moving a group
//! tile, which costs nothing here, so each layer holds the placements one more group-tile
//! move away.

use super::pdb::{
    Encoding, Geometry, Group, MAX_GROUP_TILES, Ranker, Tables, check_partition, partition_of,
    placements,
};
use super::pdb_geometry::{CELL_MASK, CELL_SLOTS};

const UNSEEN_BYTE: u8 = u8::MAX;
const UNSEEN_NIBBLE: u8 = 0xF;

/// Builds [`Tables`] step by step: `while !builder.step(50_000) {}` then
/// [`TableBuilder::finish`]. A unit of work is one state expanded, about a quarter of a
/// microsecond natively; the program's 4×4 tables take 23 million units.
pub struct TableBuilder {
    geometry: Geometry,
    encoding: Encoding,
    partition: Vec<Vec<u8>>,
    built: Vec<Group>,
    current: Option<GroupSearch>,
    work_done: u64,
    work_expected: u64,
}

impl Default for TableBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl Tables {
    /// Builds the program's 4×4 tables in one go (a few seconds natively).
    pub fn build() -> Self {
        TableBuilder::new().finish()
    }
}

impl TableBuilder {
    /// A builder of this program's 4×4 tables ([`PARTITION`](super::pdb::PARTITION),
    /// nibble entries).
    pub fn new() -> Self {
        Self::of_shape(4, 4).expect("4×4 has tables")
    }

    /// A builder of this program's tables for `width` × `height`
    /// ([`partition_of`](super::pdb::partition_of)), if it has any.
    pub fn of_shape(width: usize, height: usize) -> Option<Self> {
        let partition = partition_of(width, height)?;
        let builder = Self::with_partition(width, height, &partition, Encoding::Nibbles);
        Some(builder.expect("the program's own partitions are valid"))
    }

    /// A builder of other tables, to measure alternatives. The groups must be disjoint,
    /// at most 4 groups of at most 7 tiles of the `width` × `height` board (at most 20
    /// cells), each group's states fewer than 2³².
    pub fn with_partition(
        width: usize,
        height: usize,
        partition: &[Vec<u8>],
        encoding: Encoding,
    ) -> Result<Self, String> {
        if !Geometry::fits(width, height) {
            return Err(format!("no tables for {width}×{height}"));
        }
        let geometry = Geometry::new(width, height);
        check_partition(&geometry, partition)?;
        let work_expected = partition
            .iter()
            .map(|group| geometry.search_states(group.len()))
            .sum();
        Ok(Self {
            geometry,
            encoding,
            partition: partition.to_vec(),
            built: Vec::new(),
            current: None,
            work_done: 0,
            work_expected,
        })
    }

    /// Does about `work` more units; returns true once every table is built.
    pub fn step(&mut self, work: u64) -> bool {
        let mut left = work;
        while left > 0 {
            if self.current.is_none() {
                let Some(tiles) = self.partition.get(self.built.len()) else {
                    return true;
                };
                self.current = Some(GroupSearch::new(&self.geometry, tiles, self.encoding));
            }
            let search = self.current.as_mut().expect("a group is being built");
            let before = left;
            let done = search.expand(&mut left);
            self.work_done += before - left;
            if done {
                let search = self.current.take().expect("a group is being built");
                self.built.push(search.into_group());
            }
        }
        self.built.len() == self.partition.len()
    }

    /// How far the build is, from 0 to 1.
    pub fn progress(&self) -> f32 {
        if self.built.len() == self.partition.len() {
            return 1.0;
        }
        (self.work_done as f64 / self.work_expected as f64).min(0.999) as f32
    }

    /// The units of work done so far.
    pub fn work_done(&self) -> u64 {
        self.work_done
    }

    /// The tables, finishing whatever is left of the build first.
    pub fn finish(mut self) -> Tables {
        while !self.step(u64::MAX) {}
        Tables {
            geometry: self.geometry,
            encoding: self.encoding,
            groups: self.built,
        }
    }
}

/// A state of a layer: each group tile's cell, the first in the highest bits, then the
/// blank's cell, so that numeric order is the order of ranks.
type Packed = u64;

/// The breadth-first search of one group.
struct GroupSearch {
    geometry: Geometry,
    tiles: Vec<u8>,
    ranker: Ranker,
    encoding: Encoding,
    /// Each tile's Manhattan distance from each cell, by slot, for nibble entries.
    distances: [[u8; CELL_SLOTS]; MAX_GROUP_TILES],
    entries: Vec<u8>,
    /// One bit per placement and blank cell: reached already.
    reached: Vec<u64>,
    /// The layer being expanded and the next one, in buckets by the first two tiles'
    /// cells. A bucket is sorted just before it is expanded, so states are expanded in
    /// the order of their ranks: the states they lead to then lie close together in
    /// memory, and the scattered reads of `reached` mostly hit the cache.
    layer: Vec<Vec<Packed>>,
    next_layer: Vec<Vec<Packed>>,
    bucket: usize,
    cursor: usize,
    /// The depth of the states reached from this layer.
    depth: u8,
}

/// Most moves out of one state: every group tile in every direction.
const MAX_MOVES: usize = 4 * MAX_GROUP_TILES;

impl GroupSearch {
    fn new(geometry: &Geometry, tiles: &[u8], encoding: Encoding) -> Self {
        let cells = geometry.cells();
        let count = placements(cells, tiles.len());
        let entries = match encoding {
            Encoding::Bytes => vec![UNSEEN_BYTE; count],
            Encoding::Nibbles => vec![UNSEEN_NIBBLE * 0x11; count.div_ceil(2)],
        };
        let mut distances = [[0; CELL_SLOTS]; MAX_GROUP_TILES];
        for (row, &tile) in distances.iter_mut().zip(tiles) {
            for (cell, distance) in row.iter_mut().enumerate().take(cells) {
                *distance = geometry.manhattan(tile, cell as u8);
            }
        }
        let buckets = 1 << (2 * geometry.bits());
        let mut search = Self {
            geometry: geometry.clone(),
            tiles: tiles.to_vec(),
            ranker: Ranker::new(cells, tiles.len()),
            encoding,
            distances,
            entries,
            reached: vec![0; (count * cells).div_ceil(64)],
            layer: vec![Vec::new(); buckets],
            next_layer: vec![Vec::new(); buckets],
            bucket: 0,
            cursor: 0,
            depth: 0,
        };
        let mut home = [0; MAX_GROUP_TILES];
        for (cell, &tile) in home.iter_mut().zip(tiles) {
            *cell = tile - 1;
        }
        let blank_home = (cells - 1) as u8;
        search.reach(&home, search.ranker.rank(&home), blank_home);
        std::mem::swap(&mut search.layer, &mut search.next_layer);
        search.depth = 1;
        search
    }

    fn is_reached(&self, key: usize) -> bool {
        self.reached[key / 64] >> (key % 64) & 1 == 1
    }

    /// The cells the group covers, a bit each.
    fn occupied(&self, cells: &[u8; MAX_GROUP_TILES]) -> u32 {
        cells[..self.tiles.len()]
            .iter()
            .fold(0u32, |mask, &cell| mask | 1 << cell)
    }

    /// Records the state with the group on `cells` (placement `placement`) and the blank
    /// on `blank`, if new.
    fn reach(&mut self, cells: &[u8; MAX_GROUP_TILES], placement: usize, blank: u8) {
        let cell_count = self.geometry.cells();
        if self.is_reached(placement * cell_count + usize::from(blank)) {
            return;
        }
        let free = !self.occupied(cells) & self.geometry.all();
        let mut blank_region = self.geometry.region(blank, free);
        while blank_region != 0 {
            let key = placement * cell_count + blank_region.trailing_zeros() as usize;
            self.reached[key / 64] |= 1 << (key % 64);
            blank_region &= blank_region - 1;
        }
        self.set_value(placement, cells);
        let bits = self.geometry.bits();
        let count = self.tiles.len();
        let packed = cells[..count]
            .iter()
            .enumerate()
            .fold(Packed::from(blank), |packed, (index, &cell)| {
                packed | Packed::from(cell) << (bits * (count - index) as u32)
            });
        let bucket = packed >> (bits * (count - 1) as u32) & ((1 << (2 * bits)) - 1);
        self.next_layer[bucket as usize].push(packed);
    }

    fn set_value(&mut self, placement: usize, cells: &[u8; MAX_GROUP_TILES]) {
        match self.encoding {
            Encoding::Bytes => {
                if self.entries[placement] == UNSEEN_BYTE {
                    self.entries[placement] = self.depth;
                }
            }
            Encoding::Nibbles => {
                let shift = 4 * (placement % 2);
                let byte = &mut self.entries[placement / 2];
                if *byte >> shift & 0xF == UNSEEN_NIBBLE {
                    let distance: u8 = self
                        .distances
                        .iter()
                        .zip(cells)
                        .take(self.tiles.len())
                        .map(|(row, &cell)| row[usize::from(cell & CELL_MASK)])
                        .sum();
                    let excess = (self.depth - distance) / 2;
                    assert!(excess < UNSEEN_NIBBLE, "a value too far above Manhattan");
                    *byte = (*byte & !(0xF << shift)) | excess << shift;
                }
            }
        }
    }

    /// Moves on to the next state to expand, past empty buckets and finished layers,
    /// sorting each bucket as it is entered; false once there is none.
    fn find_work(&mut self) -> bool {
        loop {
            if self.bucket == self.layer.len() {
                if self.next_layer.iter().all(Vec::is_empty) {
                    return false;
                }
                std::mem::swap(&mut self.layer, &mut self.next_layer);
                for bucket in &mut self.next_layer {
                    bucket.clear();
                }
                (self.bucket, self.cursor) = (0, 0);
                self.depth += 1;
                continue;
            }
            let bucket = &mut self.layer[self.bucket];
            if self.cursor < bucket.len() {
                if self.cursor == 0 {
                    bucket.sort_unstable();
                }
                return true;
            }
            (self.bucket, self.cursor) = (self.bucket + 1, 0);
        }
    }

    /// Expands states of the current layer while `left` lasts; true once the search is over.
    fn expand(&mut self, left: &mut u64) -> bool {
        let count = self.tiles.len();
        let cell_count = self.geometry.cells();
        let bits = self.geometry.bits();
        let cell_mask = (1 << bits) - 1;
        while *left > 0 {
            if !self.find_work() {
                return true;
            }
            let packed = self.layer[self.bucket][self.cursor];
            self.cursor += 1;
            *left -= 1;
            let blank = (packed & cell_mask) as u8;
            let mut cells = [0u8; MAX_GROUP_TILES];
            for (index, cell) in cells.iter_mut().enumerate().take(count) {
                *cell = (packed >> (bits * (count - index) as u32) & cell_mask) as u8;
            }
            let free = !self.occupied(&cells) & self.geometry.all();
            let blank_region = self.geometry.region(blank, free);
            // All the moves' keys first and their bits loaded together, so that the
            // scattered reads overlap instead of waiting for each other.
            let mut moves = [(0u8, 0u8, 0usize); MAX_MOVES];
            let mut move_count = 0;
            for index in 0..count {
                let cell = cells[index];
                let mut targets = self.geometry.neighbours(cell) & blank_region;
                while targets != 0 {
                    let next = targets.trailing_zeros() as u8;
                    targets &= targets - 1;
                    cells[index] = next;
                    moves[move_count] = (index as u8, next, self.ranker.rank(&cells));
                    cells[index] = cell;
                    move_count += 1;
                }
            }
            let mut words = [0u64; MAX_MOVES];
            for (word, &(index, _, placement)) in words.iter_mut().zip(&moves[..move_count]) {
                let key = placement * cell_count + usize::from(cells[usize::from(index)]);
                *word = self.reached[key / 64] >> (key % 64);
            }
            for (&word, &(index, next, placement)) in words.iter().zip(&moves[..move_count]) {
                if word & 1 == 1 {
                    continue;
                }
                let index = usize::from(index);
                let cell = cells[index];
                cells[index] = next;
                self.reach(&cells, placement, cell);
                cells[index] = cell;
            }
        }
        !self.find_work()
    }

    fn into_group(self) -> Group {
        Group {
            tiles: self.tiles,
            entries: self.entries,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_build_does_exactly_the_work_it_expects() {
        let mut builder =
            TableBuilder::with_partition(4, 4, &[vec![2, 5, 6, 7], vec![1]], Encoding::Bytes)
                .unwrap();
        assert_eq!(builder.progress(), 0.0);
        let mut previous = 0.0;
        while !builder.step(1_000) {
            assert!(builder.progress() > previous);
            previous = builder.progress();
        }
        assert_eq!(builder.work_done, builder.work_expected);
        let square = Geometry::new(4, 4);
        let expected = square.search_states(4) + square.search_states(1);
        assert_eq!(builder.work_expected, expected);
        assert_eq!(square.search_states(1), 16);
        assert_eq!(builder.progress(), 1.0);
    }
}
