//! Iterated beam search with merged transpositions: beams of growing width, each one a
//! complete game, run as a resumable machine so any slicing of the same node budget
//! ends in the same state.

use super::board::{Board, Cell, Group, Shape};
use super::eval::{Rules, Weights, colour_features, evaluate};
use super::lane::Lane;

/// How the beam grows and how seeds vary it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BeamConfig {
    pub weights: Weights,
    /// Width of the first beam (1 is a greedy game by the evaluation).
    pub first_width: usize,
    /// Each beam is this many times wider than the one before (at least 1).
    pub growth: f64,
    /// Widest beam; further beams repeat this width with other noise.
    pub max_width: usize,
    /// Evaluation noise in points, drawn per position from the seed (0 for none).
    pub noise: u32,
}

impl Default for BeamConfig {
    fn default() -> Self {
        Self {
            weights: Weights::default(),
            first_width: 1,
            growth: 2.0,
            max_width: 1 << 17,
            noise: 0,
        }
    }
}

/// The best game found: its clicks and what it scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub cells: Vec<Cell>,
    pub score: i64,
}

#[derive(Clone, Copy)]
struct Node<L: Lane, const N: usize> {
    board: Board<L, N>,
    score: i64,
    link: u32,
}

#[derive(Clone, Copy, Debug)]
struct Candidate {
    eval: i64,
    hash: u64,
    parent: u32,
    cell: Cell,
}

impl Candidate {
    /// Best first; ties broken by everything else so the order is total.
    fn rank(&self) -> (i64, u64, u32, Cell) {
        (-self.eval, self.hash, self.parent, self.cell)
    }
}

#[derive(Clone, Copy)]
struct Link {
    previous: u32,
    cell: Cell,
}

const NO_LINK: u32 = u32::MAX;

enum Phase {
    Expanding,
    Keeping { index: usize },
    Finished,
}

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
    truncated: bool,
    layer: Vec<Node<L, N>>,
    next_layer: Vec<Node<L, N>>,
    next_parent: usize,
    candidates: Vec<Candidate>,
    links: Vec<Link>,
    groups: Vec<Group<L, N>>,
    phase: Phase,
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
            truncated: false,
            layer: Vec::new(),
            next_layer: Vec::new(),
            next_parent: 0,
            candidates: Vec::new(),
            links: Vec::new(),
            groups: Vec::new(),
            phase: Phase::Expanding,
            nodes: 0,
            budget: 0,
            best: None,
            exhausted: false,
        };
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
        self.layer.clear();
        self.next_layer.clear();
        self.links.clear();
        self.candidates.clear();
        self.truncated = false;
        self.next_parent = 0;
        self.phase = Phase::Expanding;
        self.layer.push(Node {
            board: self.root,
            score: 0,
            link: NO_LINK,
        });
    }

    fn finish_iteration(&mut self) {
        if !self.truncated {
            self.exhausted = true;
            self.phase = Phase::Finished;
            return;
        }
        self.iteration += 1;
        let wider = (self.width as f64 * self.config.growth.max(1.0)).ceil() as usize;
        self.width = wider.clamp(self.width, self.config.max_width.max(1));
        self.start_iteration();
    }

    fn work(&mut self) {
        match self.phase {
            Phase::Expanding => self.expand_next(),
            Phase::Keeping { index } => self.keep(index),
            Phase::Finished => self.exhausted = true,
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

    fn expand_next(&mut self) {
        if self.next_parent >= self.layer.len() {
            self.prune();
            self.candidates
                .sort_unstable_by(|a, b| a.rank().cmp(&b.rank()));
            self.phase = Phase::Keeping { index: 0 };
            return;
        }
        let parent_index = self.next_parent;
        self.next_parent += 1;
        let parent = self.layer[parent_index];
        let colours = self.shape.colours;
        self.groups.clear();
        parent.board.groups(colours, &mut self.groups);
        for group_index in 0..self.groups.len() {
            let group = self.groups[group_index];
            let mut child = parent.board;
            child.remove(usize::from(group.colour), &group.cells, &self.shape);
            self.nodes += 1;
            let score = parent.score + self.rules.group_value(group.size);
            let (features, has_move) = colour_features(&child, colours);
            if !has_move {
                let end = self
                    .rules
                    .end_value(features[..colours].iter().map(|f| f.blocks));
                self.offer(score + end, parent.link, group.cell);
                continue;
            }
            let hash = child.digest(colours);
            let eval = evaluate(
                self.rules,
                &self.config.weights,
                score,
                &features[..colours],
                self.start_blocks,
            ) + self.noise(hash);
            self.candidates.push(Candidate {
                eval,
                hash,
                parent: parent_index as u32,
                cell: group.cell,
            });
            // Until a game is finished, a line cut short stands in (its score is final
            // under rules without an end penalty).
            if self.best.is_none() && self.rules != Rules::SameGameLiterature {
                self.offer(score, parent.link, group.cell);
            }
        }
        if self.candidates.len() >= 4 * self.width.max(16) {
            self.prune();
        }
    }

    /// Keeps the best `width` distinct positions among the candidates. Exact at any
    /// time: a candidate not among the best distinct of a subset is not among the best
    /// of the whole.
    fn prune(&mut self) {
        let candidates = &mut self.candidates;
        candidates.sort_unstable_by(|a, b| (a.hash, a.rank()).cmp(&(b.hash, b.rank())));
        candidates.dedup_by_key(|candidate| candidate.hash);
        if candidates.len() > self.width {
            let width = self.width;
            candidates.select_nth_unstable_by(width - 1, |a, b| a.rank().cmp(&b.rank()));
            candidates.truncate(width);
            self.truncated = true;
        }
    }

    fn keep(&mut self, index: usize) {
        let Some(&candidate) = self.candidates.get(index) else {
            std::mem::swap(&mut self.layer, &mut self.next_layer);
            self.next_layer.clear();
            self.candidates.clear();
            self.next_parent = 0;
            self.phase = Phase::Expanding;
            if self.layer.is_empty() {
                self.finish_iteration();
            }
            return;
        };
        let parent = self.layer[candidate.parent as usize];
        let colours = self.shape.colours;
        let (colour, cells) = parent
            .board
            .removable_at(candidate.cell, colours)
            .expect("a kept candidate names a group of its parent");
        let size: u32 = cells.iter().map(|lane| lane.count()).sum();
        let mut board = parent.board;
        board.remove(colour, &cells, &self.shape);
        self.nodes += 1;
        self.links.push(Link {
            previous: parent.link,
            cell: candidate.cell,
        });
        self.next_layer.push(Node {
            board,
            score: parent.score + self.rules.group_value(size),
            link: (self.links.len() - 1) as u32,
        });
        self.phase = Phase::Keeping { index: index + 1 };
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
