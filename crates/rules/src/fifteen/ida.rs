//! Iterative-deepening A* that can stop after any node and carry on later: the path is an
//! explicit stack of frames, so a search split into slices does exactly what one
//! uninterrupted search does.

use super::board::{Board, OFF_BOARD, STEP_COUNT, Steps};

/// A lower bound on the moves left, kept up to date move by move. A value of 0 must mean
/// the search's goal is reached.
pub(crate) trait Heuristic: Send {
    /// What the heuristic carries from a position to the next (partial sums).
    type State: Copy + Send;
    /// The state for `board`, worked out from scratch.
    fn start(&self, board: &Board) -> Self::State;
    /// The state after `tile` moved from `from` to `to`; `board` is already updated.
    /// Positions whose bound exceeds `cutoff` are cut off, so once the bound is known to
    /// exceed it the state may hold any smaller bound that still exceeds it.
    fn after_move(
        &self,
        state: &Self::State,
        board: &Board,
        tile: u8,
        from: u8,
        to: u8,
        cutoff: u32,
    ) -> Self::State;
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

/// How `f` weighs the moves made and the bound on the moves left: `f = g·moves + h·bound`.
/// Equal weights find a shortest line; a heavier bound finds some line sooner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Weights {
    pub moves: u32,
    pub bound: u32,
}

impl Weights {
    pub const OPTIMAL: Self = Self { moves: 1, bound: 1 };
}

#[derive(Clone, Copy)]
struct Frame<S> {
    state: S,
    moves: u32,
    blank: u8,
    came_by: u8,
    next_step: u8,
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
}

const ROOT_CAME_BY: u8 = STEP_COUNT as u8;

impl<H: Heuristic> Ida<H> {
    /// A search from `board`. Positions whose moves plus bound reach `cost_limit` are cut
    /// off, so with an admissible heuristic [`Outcome::Exhausted`] proves that no line
    /// shorter than `cost_limit` exists.
    pub fn new(heuristic: H, board: Board, weights: Weights, cost_limit: u32) -> Self {
        Self {
            steps: Steps::new(board.size()),
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
        }
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

    /// The largest bound that keeps a position `moves` deep in this iteration.
    fn cutoff(&self, moves: u32) -> u32 {
        let by_limit = self.cost_limit.saturating_sub(moves + 1);
        let by_threshold =
            self.threshold.saturating_sub(moves * self.weights.moves) / self.weights.bound;
        by_limit.min(by_threshold)
    }

    /// Searches until `node_limit` nodes have been generated in all or the search ends.
    pub fn run(&mut self, node_limit: u64) -> Outcome {
        loop {
            if let Some(outcome) = self.outcome {
                return outcome;
            }
            if self.stack.is_empty() {
                self.start_iteration();
                continue;
            }
            let top = self.stack.len() - 1;
            let frame = self.stack[top];
            if usize::from(frame.next_step) == STEP_COUNT {
                self.stack.pop();
                if let Some(parent) = self.stack.last() {
                    self.board.move_blank_to(parent.blank);
                }
                continue;
            }
            let step = usize::from(frame.next_step);
            let target = self.steps.target(frame.blank, step);
            if target == OFF_BOARD || usize::from(frame.came_by) == STEP_COUNT - 1 - step {
                self.stack[top].next_step += 1;
                continue;
            }
            if self.nodes >= node_limit {
                return Outcome::Paused;
            }
            self.stack[top].next_step += 1;
            self.nodes += 1;
            let tile = self.board.move_blank_to(target);
            let moves = frame.moves + 1;
            let cutoff = self.cutoff(moves);
            let state = self.heuristic.after_move(
                &frame.state,
                &self.board,
                tile,
                target,
                frame.blank,
                cutoff,
            );
            let bound = self.heuristic.value(&state);
            if moves + bound >= self.cost_limit {
                self.board.move_blank_to(frame.blank);
                continue;
            }
            let f = self.f(moves, bound);
            if f > self.threshold {
                self.next_threshold = self.next_threshold.min(f);
                self.board.move_blank_to(frame.blank);
                continue;
            }
            if bound == 0 {
                self.solution = self.stack[1..].iter().map(|frame| frame.blank).collect();
                self.solution.push(target);
                self.outcome = Some(Outcome::Solved);
                continue;
            }
            self.stack.push(Frame {
                state,
                moves,
                blank: target,
                came_by: step as u8,
                next_step: 0,
            });
        }
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
        self.stack.push(Frame {
            state,
            moves: 0,
            blank: self.root.blank(),
            came_by: ROOT_CAME_BY,
            next_step: 0,
        });
    }
}
