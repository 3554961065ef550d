//! The search for an order of pairs that clears the board: depth first, with dead
//! positions remembered and, where tiles never slide, every picture whose tiles can
//! all be paired now cleared without branching.
//
// Why clearing a whole picture is safe when nothing slides: removing tiles only empties
// cells, so a pair that can be joined stays joinable after any other removal. If the
// position can be cleared at all, take a clearing order, drop its pairs of picture p
// and put p's current pairing first: every later move then meets a board with fewer
// tiles than it met before, so it still joins. The only choice that can dead-end is
// therefore which tiles of one picture go together, and that is where the search
// branches. Once tiles slide that no longer holds (a removal moves other tiles next to
// or away from each other), so the search branches on every joinable pair.

use std::collections::HashSet;

use super::shift::Shift;
use super::tiles::Tiles;
use crate::grid::{Grid, Pos};
use crate::rng::GameRng;

/// Work allowed to pair up one picture's tiles before giving up on the shortcut.
const MATCHING_BUDGET: u32 = 4_000;
/// Where tiles slide, nodes the first descent may take before the search starts again
/// from the top with the pairs tried in another order; each later try may take twice as
/// many as the one before.
const FIRST_TRY_NODES: u64 = 2_000;

/// What the search knows about clearing a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Clearing {
    /// These pairs, removed in this order, clear the board.
    Order(Vec<(Pos, Pos)>),
    /// No order clears the board (the search looked at every position).
    Impossible,
    /// The node budget ran out first.
    Unknown,
}

/// One position on the search path, with the pairs still to try from it.
struct Frame {
    tiles: Tiles,
    candidates: Vec<(usize, usize)>,
    next: usize,
    /// How many moves of the path lead here (forced ones included).
    depth: usize,
    key: Vec<u64>,
}

/// An anytime depth-first search for a clearing order, run in slices of nodes.
pub(super) struct ClearingSearch {
    stack: Vec<Frame>,
    path: Vec<(usize, usize)>,
    dead: HashSet<Vec<u64>>,
    deepest: Vec<(usize, usize)>,
    cleared: bool,
    nodes: u64,
    positions: Tiles,
    /// Where tiles slide after each pair (none when they stay put).
    lanes: Vec<Vec<usize>>,
    /// Where tiles slide, when this try gives way to the next (see [`FIRST_TRY_NODES`]).
    next_try_at: u64,
    try_nodes: u64,
    /// Orders the pairs of every try after the first.
    order: GameRng,
}

impl ClearingSearch {
    /// A search from `board`, tiles sliding by `shift`; it looks at the starting
    /// position at once.
    pub(super) fn new(board: &Grid<Option<u8>>, shift: Shift) -> Self {
        let tiles = Tiles::from_board(board);
        let mut search = Self {
            stack: Vec::new(),
            path: Vec::new(),
            dead: HashSet::new(),
            deepest: Vec::new(),
            cleared: false,
            nodes: 0,
            lanes: tiles.lanes(shift),
            positions: tiles.clone(),
            next_try_at: FIRST_TRY_NODES,
            try_nodes: FIRST_TRY_NODES,
            order: GameRng::from_seed(0),
        };
        search.enter(tiles);
        if search.deepest.is_empty()
            && let Some(&first) = search.stack.last().and_then(|top| top.candidates.first())
        {
            search.deepest.push(first);
        }
        search
    }

    /// Searches about `nodes` more positions; true once it cleared the board or looked
    /// at every position.
    pub(super) fn run(&mut self, nodes: u64) -> bool {
        let stop = self.nodes.saturating_add(nodes);
        while !self.is_finished() && self.nodes < stop {
            if self.nodes >= self.next_try_at && !self.lanes.is_empty() {
                self.start_again();
            }
            let top = self
                .stack
                .last_mut()
                .expect("an unfinished search has a frame");
            let Some(&(a, b)) = top.candidates.get(top.next) else {
                let frame = self.stack.pop().expect("checked above");
                self.dead.insert(frame.key);
                continue;
            };
            top.next += 1;
            let mut tiles = top.tiles.clone();
            let depth = top.depth;
            tiles.remove(a);
            tiles.remove(b);
            tiles.slide(&self.lanes);
            self.path.truncate(depth);
            self.path.push((a, b));
            self.enter(tiles);
        }
        self.is_finished()
    }

    /// Where tiles slide, a depth-first search can spend ages below one early pair
    /// that dooms the board: the next try starts from the top with the pairs in
    /// another order. Positions found dead stay dead (each was looked at in full), so
    /// no try repeats one, and the tries grow until one looks at everything.
    fn start_again(&mut self) {
        self.try_nodes *= 2;
        self.next_try_at = self.nodes + self.try_nodes;
        self.stack.clear();
        self.path.clear();
        self.enter(self.positions.clone());
    }

    pub(super) fn is_finished(&self) -> bool {
        self.cleared || self.stack.is_empty()
    }

    pub(super) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// What is known so far.
    pub(super) fn clearing(&self) -> Clearing {
        if self.cleared {
            Clearing::Order(self.line())
        } else if self.stack.is_empty() {
            Clearing::Impossible
        } else {
            Clearing::Unknown
        }
    }

    /// The clearing order once found, else the line that removed the most pairs so far.
    pub(super) fn line(&self) -> Vec<(Pos, Pos)> {
        let pos = |index| self.positions.pos(index);
        self.deepest
            .iter()
            .map(|&(a, b)| (pos(a), pos(b)))
            .collect()
    }

    /// Looks at the position `tiles` reached by `self.path`: clears every picture that
    /// can be paired off at once (where nothing slides), then either finishes, finds it
    /// dead, or pushes it.
    fn enter(&mut self, mut tiles: Tiles) {
        self.nodes += 1;
        let slides = !self.lanes.is_empty();
        let candidates = loop {
            let mut candidates = Vec::new();
            let mut cleared_a_picture = false;
            for group in tiles.by_picture() {
                let pairs = tiles.pairs_within(&group);
                let matching = if slides {
                    None
                } else {
                    perfect_matching(&group, &pairs)
                };
                match matching {
                    Some(matching) => {
                        for (a, b) in matching {
                            tiles.remove(a);
                            tiles.remove(b);
                            self.path.push((a, b));
                        }
                        cleared_a_picture = true;
                    }
                    None => candidates.extend(pairs),
                }
            }
            if !cleared_a_picture {
                break candidates;
            }
        };
        if self.path.len() > self.deepest.len() {
            self.deepest = self.path.clone();
        }
        if tiles.occupied().next().is_none() {
            self.cleared = true;
            return;
        }
        // Where nothing slides the cells that hold tiles say which tiles are left.
        let key = if slides {
            tiles.fingerprint()
        } else {
            occupancy(&tiles)
        };
        if candidates.is_empty() || self.dead.contains(&key) {
            self.dead.insert(key);
            return;
        }
        let mut candidates = candidates;
        if self.try_nodes > FIRST_TRY_NODES {
            self.order.shuffle(&mut candidates);
        }
        self.stack.push(Frame {
            tiles,
            candidates,
            next: 0,
            depth: self.path.len(),
            key,
        });
    }
}

/// A way to split all of `group` into pairs taken from `pairs`, if one is found within
/// [`MATCHING_BUDGET`] steps.
fn perfect_matching(group: &[usize], pairs: &[(usize, usize)]) -> Option<Vec<(usize, usize)>> {
    if group.is_empty() || pairs.len() * 2 < group.len() {
        return None;
    }
    let mut partner: Vec<Option<usize>> = vec![None; group.len()];
    let mut budget = MATCHING_BUDGET;
    let slot = |tile: usize| group.iter().position(|&t| t == tile);
    let neighbours: Vec<Vec<usize>> = group
        .iter()
        .map(|&tile| {
            pairs
                .iter()
                .filter_map(|&(a, b)| match tile {
                    t if t == a => slot(b),
                    t if t == b => slot(a),
                    _ => None,
                })
                .collect()
        })
        .collect();
    if neighbours.iter().any(Vec::is_empty) {
        return None;
    }
    pair_off(&neighbours, &mut partner, &mut budget).then(|| {
        (0..group.len())
            .filter_map(|i| partner[i].filter(|&j| i < j).map(|j| (group[i], group[j])))
            .collect()
    })
}

/// Pairs the first unpaired slot with each free neighbour in turn, backtracking.
fn pair_off(neighbours: &[Vec<usize>], partner: &mut [Option<usize>], budget: &mut u32) -> bool {
    let Some(first) = partner.iter().position(Option::is_none) else {
        return true;
    };
    for &other in &neighbours[first] {
        if partner[other].is_some() || other == first {
            continue;
        }
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        partner[first] = Some(other);
        partner[other] = Some(first);
        if pair_off(neighbours, partner, budget) {
            return true;
        }
        partner[first] = None;
        partner[other] = None;
    }
    false
}

/// Which cells hold a tile, one bit each: the position's identity in the search.
fn occupancy(tiles: &Tiles) -> Vec<u64> {
    let mut words = Vec::new();
    for index in tiles.occupied() {
        let word = index / 64;
        if words.len() <= word {
            words.resize(word + 1, 0);
        }
        words[word] |= 1 << (index % 64);
    }
    words
}
