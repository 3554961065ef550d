//! Iterated beam search with merged transpositions: beams of growing width, each one a
//! complete game, run as a resumable machine so any slicing of the same node budget
//! ends in the same state. Layers hold positions with the same number of moves played,
//! or the same number of blocks removed.

use std::collections::VecDeque;

use super::board::{Board, Cell, Group, Shape};
use super::eval::{Rules, Weights, colour_features, evaluate};
use super::lane::Lane;

/// Which positions a beam layer compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layering {
    /// Positions after the same number of moves.
    Moves,
    /// Positions about as far on in blocks removed: removing a group of n blocks moves
    /// a position n / this many layers on (at least one).
    Blocks(u32),
}

/// How the beam grows and how seeds vary it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BeamConfig {
    pub weights: Weights,
    pub layering: Layering,
    /// Width of the first beam (1 is a greedy game by the evaluation).
    pub first_width: usize,
    /// Each beam is this many times wider than the one before (at least 1).
    pub growth: f64,
    /// Widest beam; further beams repeat this width with other noise. Also capped so a
    /// layer's positions take about 48 MB at most.
    pub max_width: usize,
    /// Evaluation noise in points, drawn per position from the seed (0 for none), so
    /// that planners with different seeds search differently.
    pub noise: u32,
    /// Beams of one width are run once with each of this many colours (those with
    /// the most blocks at the start) as the target, the colour kept to be joined;
    /// 0 runs each width once with no fixed target.
    pub targets: usize,
}

impl Default for BeamConfig {
    fn default() -> Self {
        Self {
            weights: Weights::default(),
            layering: Layering::Blocks(4),
            first_width: 1,
            growth: 2.0,
            max_width: 1 << 15,
            noise: 10,
            targets: 2,
        }
    }
}

/// The best game found: its clicks and what it scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub cells: Vec<Cell>,
    pub score: i64,
}

/// A position waiting in a layer: how it was reached and what it is worth.
#[derive(Clone, Copy)]
struct Node<L: Lane, const N: usize> {
    board: Board<L, N>,
    score: i64,
    eval: i64,
    hash: u64,
    /// The path to the parent, in `links`.
    parent: u32,
    /// The click from the parent.
    cell: Cell,
}

/// The order of a layer: best evaluation first, ties broken by the path so it is total.
type Rank = (i64, u64, u32, Cell);

impl<L: Lane, const N: usize> Node<L, N> {
    /// Best first; ties broken by the path so the order is total.
    fn rank(&self) -> Rank {
        (-self.eval, self.hash, self.parent, self.cell)
    }
}

#[derive(Clone, Copy)]
struct Link {
    previous: u32,
    cell: Cell,
}

const NO_LINK: u32 = u32::MAX;
/// The root's `cell`: it was reached by no click.
const ROOT_CELL: Cell = Cell {
    x: u8::MAX,
    bit: u8::MAX,
};

/// The search over one starting position.
pub struct BeamSearch<L: Lane, const N: usize> {
    shape: Shape,
    rules: Rules,
    config: BeamConfig,
    seed: u64,
    root: Board<L, N>,
    start_blocks: u32,
    width: usize,
    iteration: u64,
    /// Colours by blocks at the start, most first: the targets in turn.
    by_blocks: Vec<usize>,
    /// The evaluation's weights for this beam (its target set).
    weights: Weights,
    truncated: bool,
    /// `layers[0]` is being expanded from `next`; later ones are filling up.
    layers: VecDeque<Vec<Node<L, N>>>,
    next: usize,
    links: Vec<Link>,
    groups: Vec<Group<L, N>>,
    nodes: u64,
    budget: u64,
    best: Option<Found>,
    exhausted: bool,
}

impl<L: Lane, const N: usize> BeamSearch<L, N> {
    /// A search from `root` (which may hold floating blocks: the first move settles
    /// them as the game would).
    pub fn new(
        root: Board<L, N>,
        shape: Shape,
        rules: Rules,
        config: BeamConfig,
        seed: u64,
    ) -> Self {
        let mut search = Self {
            shape,
            rules,
            config,
            seed,
            root,
            start_blocks: root.blocks(shape.colours),
            width: config.first_width.max(1),
            iteration: 0,
            by_blocks: Vec::new(),
            weights: config.weights,
            truncated: false,
            layers: VecDeque::new(),
            next: 0,
            links: Vec::new(),
            groups: Vec::new(),
            nodes: 0,
            budget: 0,
            best: None,
            exhausted: false,
        };
        let mut by_blocks: Vec<usize> = (0..shape.colours).collect();
        by_blocks.sort_by_key(|&colour| {
            let count: u32 = root.planes[colour].iter().map(|lane| lane.count()).sum();
            (u32::MAX - count, colour)
        });
        by_blocks.truncate(config.targets.min(shape.colours));
        search.by_blocks = by_blocks;
        search.start_iteration();
        search
    }

    /// Works until the nodes given to all calls so far are used up; true once finished.
    pub fn step(&mut self, nodes: u64) -> bool {
        self.budget = self.budget.saturating_add(nodes);
        while self.nodes < self.budget && !self.exhausted {
            self.work();
        }
        self.exhausted
    }

    /// Positions looked at so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The best game found so far.
    pub fn best(&self) -> Option<&Found> {
        self.best.as_ref()
    }

    /// Whether a beam finished without dropping any position: the best is optimal.
    pub fn exhausted(&self) -> bool {
        self.exhausted
    }

    /// Width of the beam being searched.
    pub fn width(&self) -> usize {
        self.width
    }

    fn start_iteration(&mut self) {
        if !self.by_blocks.is_empty() {
            let turn = self.iteration as usize % self.by_blocks.len();
            self.weights.target = Some(self.by_blocks[turn]);
        }
        self.layers.clear();
        self.links.clear();
        self.truncated = false;
        self.next = 0;
        self.layers.push_back(vec![Node {
            board: self.root,
            score: 0,
            eval: 0,
            hash: 0,
            parent: NO_LINK,
            cell: ROOT_CELL,
        }]);
    }

    fn finish_iteration(&mut self) {
        if !self.truncated {
            self.exhausted = true;
            return;
        }
        self.iteration += 1;
        if !(self.iteration as usize).is_multiple_of(self.by_blocks.len().max(1)) {
            self.start_iteration();
            return;
        }
        let wider = (self.width as f64 * self.config.growth.max(1.0)).ceil() as usize;
        let affordable = (48 << 20) / (3 * std::mem::size_of::<Node<L, N>>());
        let widest = self.config.max_width.min(affordable).max(1);
        self.width = wider.min(widest).max(self.width.min(widest));
        self.start_iteration();
    }

    fn work(&mut self) {
        if self.next < self.layers[0].len() {
            self.expand(self.next);
            self.next += 1;
            return;
        }
        self.layers.pop_front();
        self.next = 0;
        while self.layers.front().is_some_and(Vec::is_empty) {
            self.layers.pop_front();
        }
        match self.layers.front_mut() {
            None => self.finish_iteration(),
            Some(layer) => {
                self.truncated |= keep_best(layer, self.width);
            }
        }
    }

    fn noise(&self, hash: u64) -> i64 {
        if self.config.noise == 0 {
            return 0;
        }
        let mut mixed = hash ^ self.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ self.iteration;
        mixed = (mixed ^ (mixed >> 31)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        mixed ^= mixed >> 29;
        (mixed % (u64::from(self.config.noise) * 4 + 1)) as i64
    }

    fn expand(&mut self, index: usize) {
        let node = self.layers[0][index];
        let link = if node.cell == ROOT_CELL {
            NO_LINK
        } else {
            self.links.push(Link {
                previous: node.parent,
                cell: node.cell,
            });
            (self.links.len() - 1) as u32
        };
        let colours = self.shape.colours;
        self.groups.clear();
        node.board.groups(colours, &mut self.groups);
        for group_index in 0..self.groups.len() {
            let group = self.groups[group_index];
            let mut board = node.board;
            board.remove(usize::from(group.colour), &group.cells, &self.shape);
            self.nodes += 1;
            let score = node.score + self.rules.group_value(group.size);
            let (features, has_move) = colour_features(&board, colours, &self.weights);
            if !has_move {
                let end = self
                    .rules
                    .end_value(features[..colours].iter().map(|f| f.blocks));
                self.offer(score + end, link, group.cell);
                continue;
            }
            // Until a game is finished, a line cut short stands in (its score is final
            // under rules without an end penalty).
            if self.best.is_none() && self.rules != Rules::SameGameLiterature {
                self.offer(score, link, group.cell);
            }
            let hash = board.digest(colours);
            let eval = evaluate(
                self.rules,
                &self.weights,
                score,
                &features[..colours],
                self.start_blocks,
            ) + self.noise(hash);
            let offset = match self.config.layering {
                Layering::Moves => 1,
                Layering::Blocks(bucket) => (group.size / bucket.max(1)).max(1) as usize,
            };
            while self.layers.len() <= offset {
                self.layers.push_back(Vec::new());
            }
            let layer = &mut self.layers[offset];
            layer.push(Node {
                board,
                score,
                eval,
                hash,
                parent: link,
                cell: group.cell,
            });
            if layer.len() >= 3 * self.width.max(16) {
                self.truncated |= keep_best(layer, self.width);
            }
        }
    }

    fn offer(&mut self, score: i64, link: u32, last: Cell) {
        if self.best.as_ref().is_some_and(|best| best.score >= score) {
            return;
        }
        let mut cells = vec![last];
        let mut at = link;
        while at != NO_LINK {
            let step = self.links[at as usize];
            cells.push(step.cell);
            at = step.previous;
        }
        cells.reverse();
        self.best = Some(Found { cells, score });
    }
}

/// Keeps the best `width` distinct positions of a layer, best first; true if any
/// distinct one was dropped. Exact at any time: a position not among the best distinct
/// of a subset is not among the best of the whole. Sorts small keys, not the boards.
fn keep_best<L: Lane, const N: usize>(layer: &mut Vec<Node<L, N>>, width: usize) -> bool {
    let mut keys: Vec<(u64, Rank, u32)> = layer
        .iter()
        .enumerate()
        .map(|(index, node)| (node.hash, node.rank(), index as u32))
        .collect();
    keys.sort_unstable();
    keys.dedup_by_key(|key| key.0);
    let truncated = keys.len() > width;
    if truncated {
        keys.select_nth_unstable_by_key(width - 1, |key| key.1);
        keys.truncate(width);
    }
    keys.sort_unstable_by_key(|key| key.1);
    let kept: Vec<Node<L, N>> = keys.iter().map(|key| layer[key.2 as usize]).collect();
    *layer = kept;
    truncated
}
