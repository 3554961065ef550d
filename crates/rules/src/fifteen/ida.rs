//! Iterative-deepening A* that can stop before any position it expands and carry on
//! later: the path is an explicit stack of frames, so a search split into slices does
//! exactly what one uninterrupted search does.

use std::sync::Arc;

use super::board::{Board, OFF_BOARD, STEP_COUNT, Steps};
use super::duplicates::{self, Duplicates};

/// One move out of a position: the tile on `from` slides into the blank on `to`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct TileMove {
    pub tile: u8,
    pub from: u8,
    pub to: u8,
}

/// A lower bound on the moves left, kept up to date move by move. A value of 0 must mean
/// the search's goal is reached.
pub(crate) trait Heuristic: Send {
    /// What the heuristic carries from a position to the next (partial sums).
    type State: Copy + Default + Send;
    /// The state for `board`, worked out from scratch.
    fn start(&self, board: &Board) -> Self::State;
    /// The states after each of `moves` from `board` (whose state is `state`), into
    /// `children`. All children at once, so that their table reads can overlap.
    fn children(
        &self,
        state: &Self::State,
        board: &Board,
        moves: &[TileMove],
        children: &mut [Self::State],
    );
    /// The bound itself.
    fn value(&self, state: &Self::State) -> u32;
}

/// Where a slice of search left off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// The node budget ran out; call again.
    Paused,
    /// A line to the goal was found ([`Ida::solution`]).
    Solved,
    /// No line cheaper than the cost limit exists.
    Exhausted,
}

/// How `f` weighs the moves made `g` and the bound on the moves left `h`:
/// `f = moves·g + bound·h`. Equal weights find a shortest line; a heavier bound finds
/// some line sooner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Weights {
    pub moves: u32,
    pub bound: u32,
}

impl Weights {
    pub const OPTIMAL: Self = Self { moves: 1, bound: 1 };
}

/// A position worth visiting, found when its parent was expanded.
#[derive(Clone, Copy, Default)]
struct Child<S> {
    state: S,
    bound: u32,
    cell: u8,
    step: u8,
    seen: u16,
}

/// Most children a position keeps (the start has no step back to leave out).
const MAX_CHILDREN: usize = STEP_COUNT;

#[derive(Clone, Copy)]
struct Frame<S> {
    state: S,
    moves: u32,
    blank: u8,
    came_by: u8,
    /// The duplicate automaton's state after the path to here.
    seen: u16,
    expanded: bool,
    /// The children within the threshold, smallest bound first.
    children: [Child<S>; MAX_CHILDREN],
    child_count: u8,
    next_child: u8,
}

impl<S: Copy + Default> Frame<S> {
    fn new(state: S, moves: u32, blank: u8, came_by: u8, seen: u16) -> Self {
        Self {
            state,
            moves,
            blank,
            came_by,
            seen,
            expanded: false,
            children: [Child::default(); MAX_CHILDREN],
            child_count: 0,
            next_child: 0,
        }
    }
}

/// One iterative-deepening search from a board to wherever its heuristic reaches 0.
pub(crate) struct Ida<H: Heuristic> {
    heuristic: H,
    steps: Steps,
    board: Board,
    root: Board,
    weights: Weights,
    cost_limit: u32,
    threshold: u32,
    next_threshold: u32,
    stack: Vec<Frame<H::State>>,
    iterations: u32,
    nodes: u64,
    outcome: Option<Outcome>,
    solution: Vec<u8>,
    duplicates: Option<Arc<Duplicates>>,
}

const ROOT_CAME_BY: u8 = STEP_COUNT as u8;

impl<H: Heuristic> Ida<H> {
    /// A search from `board`. Positions whose moves plus bound reach `cost_limit` are cut
    /// off, so with an admissible heuristic [`Outcome::Exhausted`] proves that no line
    /// shorter than `cost_limit` exists.
    pub fn new(heuristic: H, board: Board, weights: Weights, cost_limit: u32) -> Self {
        Self {
            steps: Steps::new(board.width(), board.height()),
            heuristic,
            board,
            root: board,
            weights,
            cost_limit,
            threshold: 0,
            next_threshold: u32::MAX,
            stack: Vec::new(),
            iterations: 0,
            nodes: 0,
            outcome: None,
            solution: Vec::new(),
            duplicates: None,
        }
    }

    /// The same search with the blank kept out of the `locked` cells (a bit per cell).
    pub fn locking(mut self, locked: u64) -> Self {
        self.steps = Steps::avoiding(self.root.width(), self.root.height(), locked);
        self
    }

    /// The same search skipping step strings that repeat another ([`Duplicates`]). Only
    /// where the blank may go anywhere: a string kept may cross locked cells.
    pub fn pruning(mut self, duplicates: Arc<Duplicates>) -> Self {
        self.duplicates = Some(duplicates);
        self
    }

    /// Nodes generated so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The cells the blank visits on the line found, once [`Outcome::Solved`].
    pub fn solution(&self) -> &[u8] {
        &self.solution
    }

    fn f(&self, moves: u32, bound: u32) -> u32 {
        moves * self.weights.moves + bound * self.weights.bound
    }

    /// Searches until at least `node_limit` nodes have been generated in all (a
    /// position's children are generated together, so a few more may be) or the search
    /// ends.
    pub fn run(&mut self, node_limit: u64) -> Outcome {
        loop {
            if let Some(outcome) = self.outcome {
                return outcome;
            }
            let Some(top) = self.stack.len().checked_sub(1) else {
                self.start_iteration();
                continue;
            };
            if !self.stack[top].expanded {
                if self.nodes >= node_limit {
                    return Outcome::Paused;
                }
                self.expand(top);
                continue;
            }
            let frame = &mut self.stack[top];
            if frame.next_child == frame.child_count {
                self.stack.pop();
                if let Some(parent) = self.stack.last() {
                    self.board.move_blank_to(parent.blank);
                }
                continue;
            }
            let child = frame.children[usize::from(frame.next_child)];
            frame.next_child += 1;
            let moves = frame.moves + 1;
            self.board.move_blank_to(child.cell);
            self.stack.push(Frame::new(
                child.state,
                moves,
                child.cell,
                child.step,
                child.seen,
            ));
        }
    }

    /// Generates the children of the frame at `top` and keeps those within the
    /// threshold, best first, so that the last iteration meets the goal sooner.
    fn expand(&mut self, top: usize) {
        let frame = self.stack[top];
        let mut moves = [TileMove::default(); MAX_CHILDREN];
        let mut steps = [0u8; MAX_CHILDREN];
        let mut seen = [0u16; MAX_CHILDREN];
        let mut move_count = 0;
        for step in 0..STEP_COUNT {
            let target = self.steps.target(frame.blank, step);
            if target == OFF_BOARD || usize::from(frame.came_by) == STEP_COUNT - 1 - step {
                continue;
            }
            if let Some(duplicates) = &self.duplicates {
                seen[move_count] = duplicates.step(frame.seen, step);
                if seen[move_count] == duplicates::REFUSED {
                    continue;
                }
            }
            moves[move_count] = TileMove {
                tile: self.board.tile_at(target),
                from: target,
                to: frame.blank,
            };
            steps[move_count] = step as u8;
            move_count += 1;
        }
        self.nodes += move_count as u64;
        let mut states = [H::State::default(); MAX_CHILDREN];
        self.heuristic.children(
            &frame.state,
            &self.board,
            &moves[..move_count],
            &mut states[..move_count],
        );
        let moves_made = frame.moves + 1;
        let mut children = [Child::default(); MAX_CHILDREN];
        let mut count = 0;
        for (((mv, &step), &seen), state) in moves
            .iter()
            .zip(&steps)
            .zip(&seen)
            .zip(states)
            .take(move_count)
        {
            let bound = self.heuristic.value(&state);
            if moves_made + bound >= self.cost_limit {
                continue;
            }
            let f = self.f(moves_made, bound);
            if f > self.threshold {
                self.next_threshold = self.next_threshold.min(f);
                continue;
            }
            if bound == 0 {
                self.solution = self.stack[1..].iter().map(|frame| frame.blank).collect();
                self.solution.push(mv.from);
                self.outcome = Some(Outcome::Solved);
                return;
            }
            // Insertion keeps equal bounds in step order.
            let mut slot = count;
            while slot > 0 && children[slot - 1].bound > bound {
                children[slot] = children[slot - 1];
                slot -= 1;
            }
            children[slot] = Child {
                state,
                bound,
                cell: mv.from,
                step,
                seen,
            };
            count += 1;
        }
        let frame = &mut self.stack[top];
        frame.children = children;
        frame.child_count = count as u8;
        frame.expanded = true;
    }

    fn start_iteration(&mut self) {
        let state = self.heuristic.start(&self.root);
        let bound = self.heuristic.value(&state);
        if bound == 0 {
            self.outcome = Some(Outcome::Solved);
            return;
        }
        self.threshold = if self.iterations == 0 {
            self.f(0, bound)
        } else {
            self.next_threshold
        };
        if self.threshold == u32::MAX || bound >= self.cost_limit {
            self.outcome = Some(Outcome::Exhausted);
            return;
        }
        self.iterations += 1;
        self.next_threshold = u32::MAX;
        self.board = self.root;
        self.stack.push(Frame::new(
            state,
            0,
            self.root.blank(),
            ROOT_CAME_BY,
            duplicates::START,
        ));
    }
}
