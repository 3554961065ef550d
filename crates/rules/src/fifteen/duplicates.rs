//! Pruning move sequences that only repeat a shorter or earlier one (Taylor and Korf's
//! finite-state machine): two strings of blank steps that leave the tiles the same way
//! reach the same position, so a search need only follow one of them. The strings are
//! found by walking the blank on an unbounded grid; a string is dropped only for one that
//! stays inside its bounding box, so on any board where it can be played, so can the
//! one kept. The dropped strings go into an automaton that a search steps through.

use std::collections::{HashMap, VecDeque};
use std::hash::{BuildHasherDefault, Hasher};

use super::board::STEP_COUNT;

/// The blank's steps as (dx, dy), in the search's order: up, left, right, down.
const STEP_OFFSETS: [(isize, isize); STEP_COUNT] = [(0, -1), (-1, 0), (1, 0), (0, 1)];

/// The blank's bounding box over a string: min x, max x, min y, max y.
type Bounds = (isize, isize, isize, isize);

fn inside(inner: Bounds, outer: Bounds) -> bool {
    inner.0 >= outer.0 && inner.1 <= outer.1 && inner.2 >= outer.2 && inner.3 <= outer.3
}

/// A pseudo-random key for tile `tile` on cell `cell` (splitmix64).
fn key(cell: usize, tile: u16) -> u64 {
    let mut z = (cell as u64) << 16 ^ u64::from(tile) ^ 0x9e37_79b9_7f4a_7c15;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A square of cells around the blank's start, big enough for strings of a given
/// length, and the blank walking in it. Tiles are named by the cell they start on.
struct Walk {
    side: usize,
    tiles: Vec<u16>,
    blank: usize,
    hash: u64,
    bounds: Bounds,
}

const WALK_BLANK: u16 = u16::MAX;

impl Walk {
    fn new(max_length: usize) -> Self {
        let side = 2 * max_length + 1;
        let mut tiles: Vec<u16> = (0..side * side).map(|cell| cell as u16).collect();
        let blank = max_length * side + max_length;
        tiles[blank] = WALK_BLANK;
        let hash = tiles
            .iter()
            .enumerate()
            .fold(0, |hash, (cell, &tile)| hash ^ key(cell, tile));
        Self {
            side,
            tiles,
            blank,
            hash,
            bounds: (0, 0, 0, 0),
        }
    }

    fn offset(&self, cell: usize) -> (isize, isize) {
        let centre = (self.side / 2) as isize;
        (
            (cell % self.side) as isize - centre,
            (cell / self.side) as isize - centre,
        )
    }

    fn step(&mut self, step: u8) {
        let (dx, dy) = STEP_OFFSETS[usize::from(step)];
        let next = self.blank.wrapping_add_signed(dy * self.side as isize + dx);
        let tile = self.tiles[next];
        self.hash ^= key(self.blank, WALK_BLANK) ^ key(next, tile);
        self.hash ^= key(self.blank, tile) ^ key(next, WALK_BLANK);
        self.tiles.swap(self.blank, next);
        self.blank = next;
        let (x, y) = self.offset(next);
        self.bounds = (
            self.bounds.0.min(x),
            self.bounds.1.max(x),
            self.bounds.2.min(y),
            self.bounds.3.max(y),
        );
    }

    /// The tiles after `steps` from the start, to confirm a matching hash.
    fn after(max_length: usize, steps: &[u8]) -> Vec<u16> {
        let mut walk = Self::new(max_length);
        for &step in steps {
            walk.step(step);
        }
        walk.tiles
    }
}

/// A kept string: its steps two bits each, its length, and its bounding box.
#[derive(Clone, Copy)]
struct Kept {
    steps: u32,
    length: u8,
    bounds: Bounds,
    /// The next kept string with the same hash, or `u32::MAX`.
    next: u32,
}

fn unpack(steps: u32, length: u8) -> Vec<u8> {
    (0..length)
        .map(|index| (steps >> (2 * index) & 3) as u8)
        .collect()
}

/// Hashes the walk's hashes no further: they are random already.
#[derive(Default)]
struct AsIs(u64);

impl Hasher for AsIs {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
}

/// Strings of blank steps by length, each compared with those before it.
struct Finder {
    max_length: usize,
    /// The first kept string of each hash of what strings do, into `kept`.
    first: HashMap<u64, u32, BuildHasherDefault<AsIs>>,
    kept: Vec<Kept>,
    dropped: Vec<Vec<u8>>,
}

impl Finder {
    /// Visits every string of `length` steps with no dropped string in it, in step
    /// order, keeping or dropping each.
    fn visit(
        &mut self,
        automaton: &Duplicates,
        walk: &mut Walk,
        string: &mut Vec<u8>,
        state: u16,
        length: usize,
    ) {
        if string.len() == length {
            self.judge(walk, string);
            return;
        }
        for step in 0..STEP_COUNT as u8 {
            if string.last() == Some(&(STEP_COUNT as u8 - 1 - step)) {
                continue;
            }
            let next = automaton.step(state, usize::from(step));
            if next == REFUSED {
                continue;
            }
            let saved = (walk.blank, walk.hash, walk.bounds);
            walk.step(step);
            string.push(step);
            self.visit(automaton, walk, string, next, length);
            string.pop();
            walk.step(STEP_COUNT as u8 - 1 - step);
            (walk.blank, walk.hash, walk.bounds) = saved;
        }
    }

    fn judge(&mut self, walk: &Walk, string: &[u8]) {
        let head = self.first.get(&walk.hash).copied().unwrap_or(u32::MAX);
        let mut index = head;
        while index != u32::MAX {
            let earlier = self.kept[index as usize];
            // A matching hash is confirmed by playing both strings.
            if inside(earlier.bounds, walk.bounds)
                && Walk::after(self.max_length, &unpack(earlier.steps, earlier.length))
                    == Walk::after(self.max_length, string)
            {
                self.dropped.push(string.to_vec());
                return;
            }
            index = earlier.next;
        }
        let steps = string
            .iter()
            .enumerate()
            .fold(0u32, |packed, (index, &step)| {
                packed | u32::from(step) << (2 * index)
            });
        self.kept.push(Kept {
            steps,
            length: string.len() as u8,
            bounds: walk.bounds,
            next: head,
        });
        self.first.insert(walk.hash, (self.kept.len() - 1) as u32);
    }
}

/// The strings of up to `max_length` (at most 16) steps that repeat an earlier one
/// (shorter, or as long and first in step order), none containing another.
pub(crate) fn duplicate_strings(max_length: usize) -> Vec<Vec<u8>> {
    assert!(max_length <= 16, "strings are packed in 32 bits");
    let mut walk = Walk::new(max_length);
    let mut finder = Finder {
        max_length,
        first: [(walk.hash, 0)].into_iter().collect(),
        kept: vec![Kept {
            steps: 0,
            length: 0,
            bounds: walk.bounds,
            next: u32::MAX,
        }],
        dropped: Vec::new(),
    };
    for length in 1..=max_length {
        let automaton = Duplicates::new(&finder.dropped);
        finder.visit(&automaton, &mut walk, &mut Vec::new(), START, length);
    }
    finder.dropped
}

/// An Aho–Corasick automaton over steps that refuses any step completing a dropped
/// string.
#[derive(Clone, Debug)]
pub(crate) struct Duplicates {
    /// Per state and step: the next state, or [`REFUSED`].
    next: Vec<[u16; STEP_COUNT]>,
}

/// A step that would complete a dropped string.
pub(crate) const REFUSED: u16 = u16::MAX;
/// The state before any step.
pub(crate) const START: u16 = 0;

impl Duplicates {
    pub fn new(strings: &[Vec<u8>]) -> Self {
        let mut children: Vec<[u16; STEP_COUNT]> = vec![[REFUSED; STEP_COUNT]];
        let mut ends = vec![false];
        for string in strings {
            let mut state = 0usize;
            for &step in string {
                let child = children[state][usize::from(step)];
                state = if child == REFUSED {
                    children.push([REFUSED; STEP_COUNT]);
                    ends.push(false);
                    let new = (children.len() - 1) as u16;
                    children[state][usize::from(step)] = new;
                    usize::from(new)
                } else {
                    usize::from(child)
                };
            }
            ends[state] = true;
        }
        assert!(children.len() < usize::from(REFUSED), "too many strings");
        // Breadth first: each state's fallback is the longest proper suffix in the trie.
        let mut next = children.clone();
        let mut fallback = vec![0u16; children.len()];
        let mut queue = VecDeque::new();
        for step in 0..STEP_COUNT {
            let child = children[0][step];
            if child == REFUSED {
                next[0][step] = 0;
            } else {
                queue.push_back(child);
            }
        }
        while let Some(state) = queue.pop_front() {
            let state = usize::from(state);
            let back = usize::from(fallback[state]);
            ends[state] |= ends[back];
            for step in 0..STEP_COUNT {
                let child = children[state][step];
                if child == REFUSED {
                    next[state][step] = next[back][step];
                } else {
                    fallback[usize::from(child)] = next[back][step];
                    queue.push_back(child);
                }
            }
        }
        for row in &mut next {
            for target in row.iter_mut() {
                if ends[usize::from(*target)] {
                    *target = REFUSED;
                }
            }
        }
        Self { next }
    }

    /// The state after `step` from `state`, or [`REFUSED`].
    #[inline]
    pub fn step(&self, state: u16, step: usize) -> u16 {
        self.next[usize::from(state)][step]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_counts_by_length_match_a_separate_enumeration() {
        // Counted by a straightforward program that compared every string's effect.
        let mut counts = [0; 11];
        for string in duplicate_strings(10) {
            counts[string.len()] += 1;
        }
        assert_eq!(counts, [0, 0, 0, 0, 0, 0, 4, 2, 32, 22, 294]);
    }

    #[test]
    fn going_round_a_square_one_way_repeats_the_other_way() {
        let strings = duplicate_strings(7);
        // Left, up, right, down (round the square above left), left, up reaches what
        // up, left, down, right, up, left reaches, and that comes first.
        assert!(strings.contains(&vec![1, 0, 2, 3, 1, 0]));
        assert!(!strings.contains(&vec![0, 1, 3, 2, 0, 1]));
        let automaton = Duplicates::new(&strings);
        for string in &strings {
            let mut state = START;
            for (index, &step) in string.iter().enumerate() {
                state = automaton.step(state, usize::from(step));
                assert_eq!(state == REFUSED, index + 1 == string.len(), "{string:?}");
            }
        }
    }
}
