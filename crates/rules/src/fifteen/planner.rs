//! Fifteen's engine: 3×3 and 4×4 solved shortest; 5×5 and 6×6 brought down to 4×4 by
//! placing the top row and left column (in each of eight orders, keeping the one with the
//! fewest moves plus a bound on the rest), then the 4×4 rest solved shortest. On 4×4 a
//! quick weighted search finds some line first, so a hint is ready at once, and the
//! shortest search then improves or confirms it.

use std::sync::{Arc, OnceLock};

use crate::plan::{Line, LineOf, Planner};
use crate::puzzle::yes_no;

use super::board::{Board, slides_of_path};
use super::duplicates::{Duplicates, duplicate_strings};
use super::ida::{Heuristic, Ida, Outcome, Weights};
use super::manhattan::Manhattan;
use super::pattern_bound::PatternBound;
use super::pdb::Tables;
use super::reduce::{ORDERS, Placement, reduction_steps};
use super::state::Fifteen;

/// How the quick 4×4 search weighs the bound: `f = 2·moves + 3·bound`, lines about a
/// fifth longer than the shortest within a few thousand nodes.
const QUICK_WEIGHTS: Weights = Weights { moves: 2, bound: 3 };

/// The longest step strings checked for repeats: 10 prunes a third of the nodes and takes
/// about 20 ms to work out (12 prunes a little more and takes 15 times as long).
const DUPLICATE_LENGTH: usize = 10;

/// A resumable search, whatever its bound.
trait Search: Send {
    fn run(&mut self, node_limit: u64) -> Outcome;
    fn nodes(&self) -> u64;
    fn solution(&self) -> &[u8];
}

impl<H: Heuristic> Search for Ida<H> {
    fn run(&mut self, node_limit: u64) -> Outcome {
        Ida::run(self, node_limit)
    }

    fn nodes(&self) -> u64 {
        Ida::nodes(self)
    }

    fn solution(&self) -> &[u8] {
        Ida::solution(self)
    }
}

/// What the current search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Placing tiles of the top row and left column of the square `offset` rows and
    /// columns in, in the order `ORDERS[order]`; `step` indexes its
    /// [`reduction_steps`].
    Reduce {
        offset: usize,
        order: usize,
        step: usize,
    },
    /// Any line for the last 4×4 (or 3×3) square.
    Quick,
    /// A shortest line for it, shorter than the quick one.
    Shortest,
}

/// Fifteen's planner. Deterministic: the seed is not used.
pub struct FifteenPlanner {
    size: usize,
    start_blank: u8,
    /// The whole board after the moves of `placed`.
    board: Board,
    /// The blank's path so far on bigger boards (cells of the whole board).
    placed: Vec<u8>,
    /// While a square is brought down: the board before, the path of the order being
    /// tried, and the best order's path, board after and estimate so far.
    level_start: Board,
    trying: Vec<u8>,
    level_best: Option<(u32, Vec<u8>, Board)>,
    stage: Stage,
    search: Option<Box<dyn Search>>,
    tables: Option<Arc<Tables>>,
    nodes: u64,
    budget: u64,
    best: Option<LineOf<Fifteen>>,
    finished: bool,
}

impl FifteenPlanner {
    /// A planner for `game`; 4×4 boards (and the 4×4 end of bigger ones) use `tables`
    /// when given, else Manhattan distance with linear conflicts, which is far slower.
    pub fn new(game: &Fifteen, tables: Option<Arc<Tables>>) -> Self {
        let board = Board::from_game(game);
        let mut planner = Self {
            size: board.size(),
            start_blank: board.blank(),
            board,
            placed: Vec::new(),
            level_start: board,
            trying: Vec::new(),
            level_best: None,
            stage: Stage::Quick,
            search: None,
            tables,
            nodes: 0,
            budget: 0,
            best: None,
            finished: board.is_solved(),
        };
        if !planner.finished {
            planner.begin(if board.size() > 4 {
                Stage::Reduce {
                    offset: 0,
                    order: 0,
                    step: 0,
                }
            } else if board.size() == 3 {
                Stage::Shortest
            } else {
                Stage::Quick
            });
        }
        planner
    }

    /// The square the last searches work on.
    fn inner_offset(&self) -> usize {
        self.size.saturating_sub(4)
    }

    fn begin(&mut self, stage: Stage) {
        self.stage = stage;
        let search: Box<dyn Search> = match stage {
            Stage::Reduce {
                offset,
                order,
                step,
            } => {
                let inner = self.board.inner(offset);
                let placing = &reduction_steps(inner.size(), ORDERS[order])[step];
                let bound = Placement::new(inner.size(), &placing.goals);
                let search = Ida::new(bound, inner, Weights::OPTIMAL, u32::MAX);
                Box::new(search.locking(placing.locked))
            }
            Stage::Quick | Stage::Shortest => {
                let inner = self.board.inner(self.inner_offset());
                let (weights, limit) = if stage == Stage::Quick {
                    (QUICK_WEIGHTS, u32::MAX)
                } else {
                    let quick = self.best.as_ref().map_or(u64::MAX, |line| line.score);
                    let limit = quick.saturating_sub(self.placed.len() as u64);
                    (Weights::OPTIMAL, u32::try_from(limit).unwrap_or(u32::MAX))
                };
                let pruning = duplicate_pruning();
                match (&self.tables, inner.size()) {
                    (Some(tables), 4) => {
                        let bound = PatternBound::new(Arc::clone(tables));
                        Box::new(Ida::new(bound, inner, weights, limit).pruning(pruning))
                    }
                    (_, size) => {
                        let bound = Manhattan::all_tiles(size);
                        Box::new(Ida::new(bound, inner, weights, limit).pruning(pruning))
                    }
                }
            }
        };
        self.search = Some(search);
    }

    /// Plays the blank's `path` on the square `offset` in, as part of the order tried.
    fn play(&mut self, offset: usize, path: &[u8]) {
        let inner_size = self.size - offset;
        for &cell in path {
            let (x, y) = (
                usize::from(cell) % inner_size,
                usize::from(cell) / inner_size,
            );
            let whole = ((y + offset) * self.size + x + offset) as u8;
            self.board.move_blank_to(whole);
            self.trying.push(whole);
        }
    }

    /// A lower bound on the moves left for `square`, to compare the orders by.
    fn estimate(&self, square: &Board) -> u32 {
        match &self.tables {
            Some(tables) if square.size() == 4 => {
                let bound = PatternBound::new(&**tables);
                bound.value(&bound.start(square))
            }
            _ => {
                let bound = Manhattan::all_tiles(square.size());
                bound.value(&bound.start(square))
            }
        }
    }

    /// After the last step of an order: keeps it if it is the best so far, then tries
    /// the next order, or goes on from the best one.
    fn finish_order(&mut self, offset: usize, order: usize) {
        let path = std::mem::take(&mut self.trying);
        let score = path.len() as u32 + self.estimate(&self.board.inner(offset + 1));
        if self.level_best.as_ref().is_none_or(|best| score < best.0) {
            self.level_best = Some((score, path, self.board));
        }
        if order + 1 < ORDERS.len() {
            self.board = self.level_start;
            self.begin(Stage::Reduce {
                offset,
                order: order + 1,
                step: 0,
            });
            return;
        }
        let (_, path, board) = self.level_best.take().expect("an order was tried");
        self.placed.extend(path);
        self.board = board;
        self.level_start = board;
        if self.size - offset - 1 > 4 {
            self.begin(Stage::Reduce {
                offset: offset + 1,
                order: 0,
                step: 0,
            });
        } else {
            self.begin(Stage::Quick);
        }
    }

    /// Records the line `placed` then `path` (on the last square) as the best so far.
    fn record(&mut self, path: &[u8], proven: bool) {
        let offset = self.inner_offset();
        let inner_size = self.size - offset;
        let mut whole = self.placed.clone();
        whole.extend(path.iter().map(|&cell| {
            let (x, y) = (
                usize::from(cell) % inner_size,
                usize::from(cell) / inner_size,
            );
            ((y + offset) * self.size + x + offset) as u8
        }));
        let moves = slides_of_path(self.size, self.start_blank, &whole);
        self.best = Some(Line {
            sure: moves.len(),
            moves,
            score: whole.len() as u64,
            proven,
            reaches_aim: false,
        });
    }

    /// Moves on once the current search has ended.
    fn advance(&mut self, outcome: Outcome) {
        let search = self.search.take().expect("a search was running");
        let path = search.solution().to_vec();
        let exact = self.size <= 4;
        match (self.stage, outcome) {
            (
                Stage::Reduce {
                    offset,
                    order,
                    step,
                },
                _,
            ) => {
                self.play(offset, &path);
                if step + 1 < reduction_steps(self.size - offset, ORDERS[order]).len() {
                    self.begin(Stage::Reduce {
                        offset,
                        order,
                        step: step + 1,
                    });
                } else {
                    self.finish_order(offset, order);
                }
            }
            (Stage::Quick, Outcome::Solved) => {
                self.record(&path, false);
                self.begin(Stage::Shortest);
            }
            (Stage::Quick, _) => self.begin(Stage::Shortest),
            (Stage::Shortest, Outcome::Solved) => {
                self.record(&path, exact);
                self.finished = true;
            }
            (Stage::Shortest, _) => {
                if let Some(line) = &mut self.best {
                    line.proven = exact;
                }
                self.finished = true;
            }
        }
    }
}

/// The automaton of duplicate step strings, worked out once.
fn duplicate_pruning() -> Arc<Duplicates> {
    static DUPLICATES: OnceLock<Arc<Duplicates>> = OnceLock::new();
    DUPLICATES
        .get_or_init(|| Arc::new(Duplicates::new(&duplicate_strings(DUPLICATE_LENGTH))))
        .clone()
}

impl Planner<Fifteen> for FifteenPlanner {
    fn step(&mut self, nodes: u64) -> bool {
        // The budget adds up over the calls, and searches stop at the first chance past
        // it, so where the calls split the work never changes the answer.
        self.budget = self.budget.saturating_add(nodes);
        while !self.finished {
            if self.nodes >= self.budget {
                return false;
            }
            let search = self.search.as_mut().expect("a search is running");
            let before = search.nodes();
            let outcome = search.run(before + (self.budget - self.nodes));
            self.nodes += search.nodes() - before;
            if outcome == Outcome::Paused {
                return false;
            }
            self.advance(outcome);
        }
        true
    }

    fn best(&self) -> Option<&LineOf<Fifteen>> {
        self.best.as_ref()
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    /// `length` and `optimal`, once there is a line (a solved board has the empty one).
    fn report(&self) -> Vec<(&'static str, String)> {
        match &self.best {
            Some(line) => vec![
                ("length", line.score.to_string()),
                ("optimal", yes_no(line.proven)),
            ],
            None if self.board.is_solved() && self.placed.is_empty() => {
                vec![("length", "0".to_string()), ("optimal", yes_no(true))]
            }
            None => Vec::new(),
        }
    }
}
