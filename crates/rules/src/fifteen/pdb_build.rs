//! Building the pattern tables by breadth-first search backwards from the goal, one
//! group at a time, in slices of work that can be spread over frames.
//!
//! A state of the search is a placement of the group's tiles plus the region of free
//! cells the blank is in: the blank wanders through free cells without moving a group
//! tile, which costs nothing here, so each layer holds the placements one more group-tile
//! move away.

use super::pdb::{
    CELLS, Encoding, Group, MAX_GROUP_TILES, PARTITION, Ranker, Tables, manhattan, placements,
};

const UNSEEN_BYTE: u8 = u8::MAX;
const UNSEEN_NIBBLE: u8 = 0xF;
const ALL_CELLS: u32 = (1 << CELLS) - 1;
const LEFT_COLUMN: u32 = 0x1111;
const RIGHT_COLUMN: u32 = 0x8888;

/// Builds [`Tables`] step by step: `while !builder.step(50_000) {}` then
/// [`TableBuilder::finish`]. A unit of work is one state expanded, about a quarter of a
/// microsecond natively; the program's tables take 23 million units.
pub struct TableBuilder {
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
    /// Builds the tables in one go (a few seconds natively).
    pub fn build() -> Self {
        TableBuilder::new().finish()
    }
}

impl TableBuilder {
    /// A builder of this program's tables ([`PARTITION`], nibble entries).
    pub fn new() -> Self {
        let partition: Vec<Vec<u8>> = PARTITION.iter().map(|group| group.to_vec()).collect();
        Self::with_partition(&partition, Encoding::Nibbles)
            .expect("the program's own partition is valid")
    }

    /// A builder of other tables, to measure alternatives. The groups must be disjoint,
    /// at most 4 groups of at most 7 tiles from 1 to 15.
    pub fn with_partition(partition: &[Vec<u8>], encoding: Encoding) -> Result<Self, String> {
        check_partition(partition)?;
        let work_expected = partition.iter().map(|group| states(group.len())).sum();
        Ok(Self {
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
                self.current = Some(GroupSearch::new(tiles, self.encoding));
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

    /// The tables, finishing whatever is left of the build first.
    pub fn finish(mut self) -> Tables {
        while !self.step(u64::MAX) {}
        Tables {
            encoding: self.encoding,
            groups: self.built,
        }
    }
}

pub(crate) fn check_partition(partition: &[Vec<u8>]) -> Result<(), String> {
    if partition.is_empty() || partition.len() > super::pdb::MAX_GROUPS {
        return Err(format!("1 to {} groups", super::pdb::MAX_GROUPS));
    }
    let mut seen = 0u32;
    for group in partition {
        if group.is_empty() || group.len() > MAX_GROUP_TILES {
            return Err(format!("groups of 1 to {MAX_GROUP_TILES} tiles"));
        }
        for &tile in group {
            if !(1..CELLS as u8).contains(&tile) || seen >> tile & 1 == 1 {
                return Err(format!("tile {tile} is out of range or in two groups"));
            }
            seen |= 1 << tile;
        }
    }
    Ok(())
}

/// The breadth-first search of one group.
struct GroupSearch {
    tiles: Vec<u8>,
    ranker: Ranker,
    encoding: Encoding,
    entries: Vec<u8>,
    /// One bit per placement and blank cell: reached already.
    reached: Vec<u64>,
    /// The layer being expanded and the next one, in [`BUCKETS`] buckets by the first two
    /// tiles' cells. A bucket is sorted just before it is expanded, so states are
    /// expanded in the order of their ranks: the states they lead to then lie close
    /// together in memory, and the scattered reads of `reached` mostly hit the cache.
    layer: Vec<Vec<u32>>,
    next_layer: Vec<Vec<u32>>,
    bucket: usize,
    cursor: usize,
    /// The depth of the states reached from this layer.
    depth: u8,
}

/// Buckets of a layer: one per cells of the first two tiles.
const BUCKETS: usize = CELLS * CELLS;

/// States of the search of a group of `count` tiles: each placement once per region of
/// free cells the blank may be in, which depends only on the cells the group covers.
fn states(count: usize) -> u64 {
    let orderings: u64 = (1..=count as u64).product();
    let regions: u64 = (0..=ALL_CELLS)
        .filter(|occupied| occupied.count_ones() as usize == count)
        .map(|occupied| {
            let free = !occupied & ALL_CELLS;
            let mut left = free;
            let mut regions = 0;
            while left != 0 {
                left &= !region(left.trailing_zeros() as u8, free);
                regions += 1;
            }
            regions
        })
        .sum();
    regions * orderings
}

/// The free cells `start` reaches through `free` (bit per cell).
#[inline]
fn region(start: u8, free: u32) -> u32 {
    let mut region = 1u32 << start;
    loop {
        let grown = (region
            | region << 4
            | region >> 4
            | (region << 1 & !LEFT_COLUMN)
            | (region >> 1 & !RIGHT_COLUMN))
            & free;
        if grown == region {
            return region;
        }
        region = grown;
    }
}

/// The cells next to each cell, a bit per cell.
const NEIGHBOURS: [u32; CELLS] = {
    let mut table = [0; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (x, y) = (cell % 4, cell / 4);
        if y > 0 {
            table[cell] |= 1 << (cell - 4);
        }
        if x > 0 {
            table[cell] |= 1 << (cell - 1);
        }
        if x < 3 {
            table[cell] |= 1 << (cell + 1);
        }
        if y < 3 {
            table[cell] |= 1 << (cell + 4);
        }
        cell += 1;
    }
    table
};

/// Most moves out of one state: every group tile in every direction.
const MAX_MOVES: usize = 4 * MAX_GROUP_TILES;

/// A state of a layer as 32 bits: each group tile's cell, the first in the highest bits,
/// then the blank's cell, so that numeric order is the order of ranks.
fn pack(cells: &[u8], blank: u8) -> u32 {
    cells
        .iter()
        .enumerate()
        .fold(u32::from(blank), |packed, (index, &cell)| {
            packed | u32::from(cell) << (4 * (cells.len() - index))
        })
}

impl GroupSearch {
    fn new(tiles: &[u8], encoding: Encoding) -> Self {
        let count = placements(tiles.len());
        let entries = match encoding {
            Encoding::Bytes => vec![UNSEEN_BYTE; count],
            Encoding::Nibbles => vec![UNSEEN_NIBBLE * 0x11; count.div_ceil(2)],
        };
        let mut search = Self {
            tiles: tiles.to_vec(),
            ranker: Ranker::new(tiles.len()),
            encoding,
            entries,
            reached: vec![0; (count * CELLS).div_ceil(64)],
            layer: vec![Vec::new(); BUCKETS],
            next_layer: vec![Vec::new(); BUCKETS],
            bucket: 0,
            cursor: 0,
            depth: 0,
        };
        let mut home = [0; MAX_GROUP_TILES];
        for (cell, &tile) in home.iter_mut().zip(tiles) {
            *cell = tile - 1;
        }
        let blank_home = (CELLS - 1) as u8;
        search.reach(&home, search.ranker.rank(&home), blank_home);
        std::mem::swap(&mut search.layer, &mut search.next_layer);
        search.depth = 1;
        search
    }

    fn is_reached(&self, key: usize) -> bool {
        self.reached[key / 64] >> (key % 64) & 1 == 1
    }

    /// Records the state with the group on `cells` (placement `placement`) and the blank
    /// on `blank`, if new.
    fn reach(&mut self, cells: &[u8; MAX_GROUP_TILES], placement: usize, blank: u8) {
        if self.is_reached(placement * CELLS + usize::from(blank)) {
            return;
        }
        let occupied = cells[..self.tiles.len()]
            .iter()
            .fold(0u32, |mask, &cell| mask | 1 << cell);
        let mut blank_region = region(blank, !occupied & ALL_CELLS);
        while blank_region != 0 {
            let key = placement * CELLS + blank_region.trailing_zeros() as usize;
            self.reached[key / 64] |= 1 << (key % 64);
            blank_region &= blank_region - 1;
        }
        self.set_value(placement, cells);
        let packed = pack(&cells[..self.tiles.len()], blank);
        let bucket = packed >> (4 * (self.tiles.len() - 1)) & 0xFF;
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
                        .tiles
                        .iter()
                        .zip(cells)
                        .map(|(&tile, &cell)| manhattan(tile, cell))
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
            if self.bucket == BUCKETS {
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
        while *left > 0 {
            if !self.find_work() {
                return true;
            }
            let packed = self.layer[self.bucket][self.cursor];
            self.cursor += 1;
            *left -= 1;
            let blank = (packed & 0xF) as u8;
            let mut cells = [0u8; MAX_GROUP_TILES];
            for (index, cell) in cells.iter_mut().enumerate().take(count) {
                *cell = (packed >> (4 * (count - index)) & 0xF) as u8;
            }
            let occupied = cells[..count]
                .iter()
                .fold(0u32, |mask, &cell| mask | 1 << cell);
            let blank_region = region(blank, !occupied & ALL_CELLS);
            // All the moves' keys first and their bits loaded together, so that the
            // scattered reads overlap instead of waiting for each other.
            let mut moves = [(0u8, 0u8, 0usize); MAX_MOVES];
            let mut move_count = 0;
            for index in 0..count {
                let cell = cells[index];
                let mut targets = NEIGHBOURS[usize::from(cell)] & blank_region;
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
                let key = placement * CELLS + usize::from(cells[usize::from(index)]);
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
            TableBuilder::with_partition(&[vec![2, 5, 6, 7], vec![1]], Encoding::Bytes).unwrap();
        assert_eq!(builder.progress(), 0.0);
        let mut previous = 0.0;
        while !builder.step(1_000) {
            assert!(builder.progress() > previous);
            previous = builder.progress();
        }
        assert_eq!(builder.work_done, builder.work_expected);
        assert_eq!(builder.work_expected, states(4) + states(1));
        assert_eq!(states(1), 16);
        assert_eq!(builder.progress(), 1.0);
    }
}
