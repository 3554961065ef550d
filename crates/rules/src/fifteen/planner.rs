//! Fifteen's engine: boards up to 20 cells (3×3 to 4×4, 5×4, 6×3 and their turns) solved
//! shortest; bigger ones brought down a line at a time (a square's top row and left
//! column, a wide board's left column, a tall one's top row, each in every order worth
//! trying, keeping the one with the fewest moves plus a bound on the rest) until at most
//! 4×4 is left, which is then solved shortest. A quick weighted search finds some line
//! first, so a hint is ready at once, and the shortest search then improves or confirms
//! it; `optimal: yes` only where the whole board was searched and the search finished.
//!
//! The shortest search's bound is the pattern tables where the board has them: 4×4's
//! are given (the program builds them ahead), and a rectangle of 13 to 20 cells builds
//! its own between the quick search and the shortest, as part of the planner's work
//! (its units count as nodes, so the build is sliced like a search), once per process:
//! later planners of that shape find them installed. Smaller boards use Manhattan
//! distance with linear conflicts, which solves them within milliseconds.

use std::sync::{Arc, OnceLock};

use crate::plan::{Line, LineOf, Planner};
use crate::puzzle::yes_no;

use super::board::{Board, slides_of_path};
use super::duplicates::{Duplicates, duplicate_strings};
use super::ida::{Heuristic, Ida, Outcome, Weights};
use super::manhattan::Manhattan;
use super::pattern_bound::PatternBound;
use super::pdb::{Tables, installed_tables_of, partition_of};
use super::pdb_geometry::MAX_TABLE_CELLS;
use super::planner_work::{BuildTables, Search};
use super::reduce::{Lines, Placement, orders_for, reduction_steps};
use super::state::Fifteen;

/// How the quick 4×4 search weighs the bound: `f = 2·moves + 3·bound`, lines about a
/// fifth longer than the shortest within a few thousand nodes.
const QUICK_WEIGHTS: Weights = Weights { moves: 2, bound: 3 };

/// How the quick search weighs Manhattan distance on a rectangle whose tables are not
/// built yet, `f = moves + 2·bound`: with the weaker bound, the 4×4 weights took up to
/// seconds on 5×4 and 6×3 deals, these at most a fifth of one (for lines a quarter
/// longer).
const QUICK_MANHATTAN_WEIGHTS: Weights = Weights { moves: 1, bound: 2 };

/// The longest step strings checked for repeats: 10 prunes a third of the nodes and takes
/// about 20 ms to work out (12 prunes a little more and takes 15 times as long).
const DUPLICATE_LENGTH: usize = 10;

/// Boards of up to this many cells are searched whole for a shortest line.
const WHOLE_SEARCH_CELLS: usize = 20;
const _: () = assert!(WHOLE_SEARCH_CELLS <= MAX_TABLE_CELLS);

/// Whether a board of `width` × `height` ends in a search of the 4×4 square (it is one,
/// or is brought down to one), which wants the program's 4×4 tables.
pub(crate) fn wants_square_tables(width: usize, height: usize) -> bool {
    (width, height) == (4, 4) || (width * height > WHOLE_SEARCH_CELLS && width.min(height) >= 4)
}

/// Whether a planner builds the tables of a rest of `width` × `height` itself: the
/// rectangles with a partition of their own ([`partition_of`]) besides 4×4.
fn builds_tables(width: usize, height: usize) -> bool {
    (width, height) != (4, 4) && partition_of(width, height).is_some()
}

/// What the current search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Placing tiles of the lines the rectangle at (`left`, `top`) loses
    /// ([`Lines::of`]), in the order `orders_for(lines)[order]`; `step` indexes its
    /// [`reduction_steps`].
    Reduce { order: usize, step: usize },
    /// Any line for the last rectangle.
    Quick,
    /// Building the last rectangle's tables, for the shortest search.
    Build,
    /// A shortest line for it, shorter than the quick one.
    Shortest,
}

/// Fifteen's planner. Deterministic: the seed is not used.
pub struct FifteenPlanner {
    width: usize,
    height: usize,
    /// The columns and rows already placed: the searches work on the rest.
    left: usize,
    top: usize,
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
    /// The tables given (for 4×4, or another shape to measure them).
    tables: Option<Arc<Tables>>,
    nodes: u64,
    budget: u64,
    best: Option<LineOf<Fifteen>>,
    finished: bool,
}

impl FifteenPlanner {
    /// A planner for `game`; 4×4 boards (and the 4×4 end of bigger ones) use `tables`
    /// when given, else Manhattan distance with linear conflicts, which is far slower.
    /// Tables given for another shape serve boards of that shape; the rectangles of 13
    /// to 20 cells otherwise use their installed tables, built first if need be.
    pub fn new(game: &Fifteen, tables: Option<Arc<Tables>>) -> Self {
        let board = Board::from_game(game);
        let mut planner = Self {
            width: board.width(),
            height: board.height(),
            left: 0,
            top: 0,
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
            planner.begin_level();
        }
        planner
    }

    /// The rest's width and height.
    fn rest(&self) -> (usize, usize) {
        (self.width - self.left, self.height - self.top)
    }

    /// Whether the whole board is searched at once (and a finished search proves its line
    /// shortest).
    fn searched_whole(&self) -> bool {
        self.width * self.height <= WHOLE_SEARCH_CELLS
    }

    /// Starts on the rest: another line to place while it is bigger than 4×4 (on a board
    /// too big to search whole), else the final searches (3×3 needs no quick one).
    fn begin_level(&mut self) {
        let (width, height) = self.rest();
        if !self.searched_whole() && (width > 4 || height > 4) {
            self.begin(Stage::Reduce { order: 0, step: 0 });
        } else if width * height <= 9 {
            self.begin(Stage::Shortest);
        } else {
            self.begin(Stage::Quick);
        }
    }

    /// The lines the rest loses next, and the steps of `order` placing them.
    fn level_steps(&self, order: usize) -> Vec<super::reduce::Placing> {
        let (width, height) = self.rest();
        let lines = Lines::of(width, height);
        reduction_steps(width, height, lines, orders_for(lines)[order])
    }

    /// The tables for a rest of `width` × `height`: the given ones if they fit, else
    /// the installed ones of a shape that builds its own.
    fn tables_for(&self, width: usize, height: usize) -> Option<Arc<Tables>> {
        match &self.tables {
            Some(tables) if tables.shape() == (width, height) => Some(Arc::clone(tables)),
            _ if builds_tables(width, height) => installed_tables_of(width, height),
            _ => None,
        }
    }

    /// The shortest search, once the rest's tables are there if it builds its own.
    fn begin_shortest(&mut self) {
        let (width, height) = self.rest();
        if builds_tables(width, height) && self.tables_for(width, height).is_none() {
            self.begin(Stage::Build);
        } else {
            self.begin(Stage::Shortest);
        }
    }

    fn begin(&mut self, stage: Stage) {
        self.stage = stage;
        let search: Box<dyn Search> = match stage {
            Stage::Build => {
                let (width, height) = self.rest();
                Box::new(BuildTables::of_shape(width, height))
            }
            Stage::Reduce { order, step } => {
                let inner = self.board.inner(self.left, self.top);
                let placing = &self.level_steps(order)[step];
                let bound = Placement::new(inner.width(), &placing.goals);
                let search = Ida::new(bound, inner, Weights::OPTIMAL, u32::MAX);
                Box::new(search.locking(placing.locked))
            }
            Stage::Quick | Stage::Shortest => {
                let inner = self.board.inner(self.left, self.top);
                let (width, height) = (inner.width(), inner.height());
                let tables = self.tables_for(width, height);
                let (weights, limit) = if stage == Stage::Quick {
                    match tables.is_none() && builds_tables(width, height) {
                        true => (QUICK_MANHATTAN_WEIGHTS, u32::MAX),
                        false => (QUICK_WEIGHTS, u32::MAX),
                    }
                } else {
                    let quick = self.best.as_ref().map_or(u64::MAX, |line| line.score);
                    let limit = quick.saturating_sub(self.placed.len() as u64);
                    (Weights::OPTIMAL, u32::try_from(limit).unwrap_or(u32::MAX))
                };
                let pruning = duplicate_pruning();
                match tables {
                    Some(tables) => {
                        let bound = PatternBound::new(tables);
                        Box::new(Ida::new(bound, inner, weights, limit).pruning(pruning))
                    }
                    None => {
                        let bound = Manhattan::all_tiles(width, height);
                        Box::new(Ida::new(bound, inner, weights, limit).pruning(pruning))
                    }
                }
            }
        };
        self.search = Some(search);
    }

    /// The whole board's cell of `cell` of the rest.
    fn whole_cell(&self, cell: u8) -> u8 {
        let rest_width = self.width - self.left;
        let (x, y) = (
            usize::from(cell) % rest_width,
            usize::from(cell) / rest_width,
        );
        ((y + self.top) * self.width + x + self.left) as u8
    }

    /// Plays the blank's `path` on the rest, as part of the order tried.
    fn play(&mut self, path: &[u8]) {
        for &cell in path {
            let whole = self.whole_cell(cell);
            self.board.move_blank_to(whole);
            self.trying.push(whole);
        }
    }

    /// A lower bound on the moves left for `rest`, to compare the orders by.
    fn estimate(&self, rest: &Board) -> u32 {
        match self.tables_for(rest.width(), rest.height()) {
            Some(tables) => {
                let bound = PatternBound::new(tables);
                bound.value(&bound.start(rest))
            }
            None => {
                let bound = Manhattan::all_tiles(rest.width(), rest.height());
                bound.value(&bound.start(rest))
            }
        }
    }

    /// After the last step of an order: keeps it if it is the best so far, then tries
    /// the next order, or goes on from the best one.
    fn finish_order(&mut self, order: usize) {
        let path = std::mem::take(&mut self.trying);
        let (width, height) = self.rest();
        let lines = Lines::of(width, height);
        let (columns, rows) = lines.taken();
        let after = self.board.inner(self.left + columns, self.top + rows);
        let score = path.len() as u32 + self.estimate(&after);
        if self.level_best.as_ref().is_none_or(|best| score < best.0) {
            self.level_best = Some((score, path, self.board));
        }
        if order + 1 < orders_for(lines).len() {
            self.board = self.level_start;
            self.begin(Stage::Reduce {
                order: order + 1,
                step: 0,
            });
            return;
        }
        let (_, path, board) = self.level_best.take().expect("an order was tried");
        self.placed.extend(path);
        self.board = board;
        self.level_start = board;
        self.left += columns;
        self.top += rows;
        self.begin_level();
    }

    /// Records the line `placed` then `path` (on the rest) as the best so far.
    fn record(&mut self, path: &[u8], proven: bool) {
        let mut whole = self.placed.clone();
        whole.extend(path.iter().map(|&cell| self.whole_cell(cell)));
        let moves = slides_of_path(self.width, self.start_blank, &whole);
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
        let exact = self.searched_whole();
        match (self.stage, outcome) {
            (Stage::Reduce { order, step }, _) => {
                self.play(&path);
                if step + 1 < self.level_steps(order).len() {
                    self.begin(Stage::Reduce {
                        order,
                        step: step + 1,
                    });
                } else {
                    self.finish_order(order);
                }
            }
            (Stage::Quick, Outcome::Solved) => {
                self.record(&path, false);
                self.begin_shortest();
            }
            (Stage::Quick, _) => self.begin_shortest(),
            (Stage::Build, _) => self.begin(Stage::Shortest),
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
