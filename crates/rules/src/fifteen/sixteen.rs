//! Sixteen's engine: a constructive solver that brings any reachable board back, not by
//! the shortest way but always, in a few hundred rotations at most (a board a few turns
//! from solved goes back the short way first: `sixteen_short`).
//!
//! Every placement is a three-cycle: shift column `a` down `n`, row `ρ` right `m`, column
//! `a` up `n`, row `ρ` left `m`. Only three cells change: the tile at `(a−m, ρ)` goes to
//! `(a, ρ−n)`, that one to `(a, ρ)`, and that one back to `(a−m, ρ)`; the rows and
//! columns touched on the way are put back. The rows above the bottom one are solved a
//! tile at a time: the tile is first brought into the bottom row (its column down until
//! it is there, the bottom row one step, the column back up, which leaves every solved
//! cell where it was), then cycled up into its cell through the bottom row. The bottom
//! row is then sorted by two such cycles back to back, which together cycle three of its
//! cells and leave the row above as it was.
//!
//! Parity: with an even width a single turn of the bottom row is an odd permutation, so
//! the bottom row can always be made even and sorted by three-cycles. With an odd width
//! and an even height the same holds for columns, so the board is solved transposed
//! (columns for rows). With both sides odd every rotation is even, and so is every
//! reachable board.

use super::sixteen_short::short_line;
use super::state::{Fifteen, Slide};
use crate::grid::Pos;
use crate::plan::{Line, LineOf, Planner};
use crate::puzzle::{Puzzle, yes_no};

/// A rotation on the solver's own (possibly transposed) board: a row shifted right
/// (`step` +1) or left (−1), or a column shifted down (+1) or up (−1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Turn {
    Row { y: usize, step: i8 },
    Column { x: usize, step: i8 },
}

/// The solver's board: the home cell of the tile on each cell, row by row, and the turns
/// made so far.
struct Solver {
    width: usize,
    height: usize,
    homes: Vec<usize>,
    turns: Vec<Turn>,
}

impl Solver {
    fn at(&self, x: usize, y: usize) -> usize {
        self.homes[y * self.width + x]
    }

    /// The cell `(x, y)` holding the tile whose home is `home`.
    fn find(&self, home: usize) -> (usize, usize) {
        let cell = self
            .homes
            .iter()
            .position(|&h| h == home)
            .expect("every home is on the board");
        (cell % self.width, cell / self.width)
    }

    /// One turn, cancelling the previous one where it undoes it.
    fn turn(&mut self, turn: Turn) {
        let (width, height) = (self.width, self.height);
        let before = self.homes.clone();
        match turn {
            Turn::Row { y, step } => {
                for x in 0..width {
                    let to = (x as isize + isize::from(step)).rem_euclid(width as isize);
                    self.homes[y * width + to as usize] = before[y * width + x];
                }
            }
            Turn::Column { x, step } => {
                for y in 0..height {
                    let to = (y as isize + isize::from(step)).rem_euclid(height as isize);
                    self.homes[to as usize * width + x] = before[y * width + x];
                }
            }
        }
        let undoes = match (self.turns.last(), turn) {
            (Some(Turn::Row { y: a, step: s }), Turn::Row { y: b, step: t }) => {
                *a == b && s + t == 0
            }
            (Some(Turn::Column { x: a, step: s }), Turn::Column { x: b, step: t }) => {
                *a == b && s + t == 0
            }
            _ => false,
        };
        if undoes {
            self.turns.pop();
        } else {
            self.turns.push(turn);
        }
    }

    /// Shifts row `y` right by `by` cells (left if negative), the shorter way round.
    fn shift_row(&mut self, y: usize, by: isize) {
        for step in shortest(by, self.width) {
            self.turn(Turn::Row { y, step });
        }
    }

    /// Shifts column `x` down by `by` cells (up if negative), the shorter way round.
    fn shift_column(&mut self, x: usize, by: isize) {
        for step in shortest(by, self.height) {
            self.turn(Turn::Column { x, step });
        }
    }

    /// The three-cycle through row `row` and column `column`: the tile at
    /// `(column − m, row)` goes to `(column, row − n)`, that one to `(column, row)`,
    /// and that one to `(column − m, row)`. `m` and `n` must not be 0 (mod the sides).
    fn cycle(&mut self, row: usize, column: usize, m: isize, n: isize) {
        self.shift_column(column, n);
        self.shift_row(row, m);
        self.shift_column(column, -n);
        self.shift_row(row, -m);
    }

    /// The inverse of [`Solver::cycle`].
    fn cycle_back(&mut self, row: usize, column: usize, m: isize, n: isize) {
        self.shift_row(row, m);
        self.shift_column(column, n);
        self.shift_row(row, -m);
        self.shift_column(column, -n);
    }

    /// Solves every row above the bottom one, tile by tile.
    fn solve_upper_rows(&mut self) {
        let (width, height) = (self.width, self.height);
        let bottom = height - 1;
        for row in 0..bottom {
            for column in 0..width {
                let home = row * width + column;
                let (x, y) = self.find(home);
                if (x, y) == (column, row) {
                    continue;
                }
                if y != bottom {
                    // Down until it is in the bottom row, one step along, back up: the
                    // solved cells of the column never reach the bottom row.
                    let down = (bottom - y) as isize;
                    self.shift_column(x, down);
                    self.shift_row(bottom, 1);
                    self.shift_column(x, -down);
                }
                let (mut x, _) = self.find(home);
                if x == column {
                    self.shift_row(bottom, 1);
                    x = (x + 1) % width;
                }
                // The tile at (column − m, bottom) goes to (column, bottom − n) = home.
                let m = (column + width - x) % width;
                let n = (bottom - row) as isize;
                self.cycle(bottom, column, m as isize, n);
            }
        }
    }

    /// Sorts the bottom row once the rows above are solved.
    fn solve_bottom_row(&mut self) {
        let (width, height) = (self.width, self.height);
        let bottom = height - 1;
        let row_home = |solver: &Self, x: usize| solver.at(x, bottom) - bottom * width;
        let inversions: usize = (0..width)
            .map(|a| {
                (a + 1..width)
                    .filter(|&b| row_home(self, a) > row_home(self, b))
                    .count()
            })
            .sum();
        if inversions % 2 == 1 && width % 2 == 0 {
            self.shift_row(bottom, 1);
        }
        for place in 0..width.saturating_sub(2) {
            if row_home(self, place) == place {
                continue;
            }
            let from = (0..width)
                .find(|&x| row_home(self, x) == place)
                .expect("the bottom row holds its own tiles");
            let third = (place + 1..width)
                .find(|&x| x != from)
                .expect("three cells are left");
            // Cycle `from` → `place` → `third` → `from`: a cycle whose pivot is `third`
            // then the inverse of one with the same pivot, both through the row above.
            let m_from = ((third + width - from) % width) as isize;
            let m_place = ((third + width - place) % width) as isize;
            self.cycle(bottom, third, m_from, 1);
            self.cycle_back(bottom, third, m_place, 1);
        }
    }
}

/// The single steps that shift a line of `length` cells by `by`, the shorter way round.
fn shortest(by: isize, length: usize) -> Vec<i8> {
    let length = length as isize;
    let mut by = by.rem_euclid(length);
    if by > length / 2 {
        by -= length;
    }
    let step = if by < 0 { -1 } else { 1 };
    vec![step; by.unsigned_abs()]
}

/// A line that brings `game` (Sixteen) back to solved, as clicks on its arrows: the
/// shortest where it is only a few turns, else the constructive one. `None` if the board
/// cannot be solved (both sides odd and an odd order, which no deal or accepted board
/// has).
pub(crate) fn solve_sixteen(game: &Fifteen) -> Option<Vec<Slide>> {
    line_back(game).map(|(line, _)| line)
}

/// [`solve_sixteen`]'s line, and whether it is proven shortest (found by the short
/// search, which tries every shorter line first).
fn line_back(game: &Fifteen) -> Option<(Vec<Slide>, bool)> {
    if let Some(line) = short_line(game) {
        return Some((line, true));
    }
    constructive_line(game).map(|line| (line, false))
}

/// The constructive line (module docs).
fn constructive_line(game: &Fifteen) -> Option<Vec<Slide>> {
    let (width, height) = (game.width(), game.height());
    // An odd width and an even height: solve the board transposed, columns as rows.
    let transposed = width % 2 == 1 && height % 2 == 0;
    let (work_width, work_height) = if transposed {
        (height, width)
    } else {
        (width, height)
    };
    let mut homes = vec![0; width * height];
    for (pos, cell) in game.cells().iter() {
        let home = usize::from(cell.expect("Sixteen has no blank")) - 1;
        let (home_x, home_y) = (home % width, home / width);
        let (cell, home) = if transposed {
            (pos.x * work_width + pos.y, home_x * work_width + home_y)
        } else {
            (pos.y * work_width + pos.x, home)
        };
        homes[cell] = home;
    }
    let mut solver = Solver {
        width: work_width,
        height: work_height,
        homes,
        turns: Vec::new(),
    };
    let start = solver.homes.clone();
    solver.solve_upper_rows();
    solver.solve_bottom_row();
    if solver
        .homes
        .iter()
        .enumerate()
        .any(|(cell, &home)| cell != home)
    {
        return None;
    }
    // The board may pass through solved before the last cycle ends (its last turns then
    // undo and redo each other): the line stops the first time it is solved.
    let turns = std::mem::take(&mut solver.turns);
    solver.homes = start;
    let mut length = 0;
    for &turn in &turns {
        if solver
            .homes
            .iter()
            .enumerate()
            .all(|(cell, &home)| cell == home)
        {
            break;
        }
        solver.turn(turn);
        length += 1;
    }
    solver.turns.truncate(length);
    let before = Pos::BEFORE;
    let click = |turn: Turn| match (turn, transposed) {
        (Turn::Row { y, step }, false) | (Turn::Column { x: y, step }, true) => {
            Pos::new(if step > 0 { width } else { before }, y)
        }
        (Turn::Column { x, step }, false) | (Turn::Row { y: x, step }, true) => {
            Pos::new(x, if step > 0 { height } else { before })
        }
    };
    Some(
        solver
            .turns
            .into_iter()
            .map(|turn| Slide(click(turn)))
            .collect(),
    )
}

/// Sixteen's planner: a short search, then the constructive line, worked out at once (a
/// few thousand cell moves even on 8×8). Only the short search's line is known shortest.
pub struct SixteenPlanner {
    best: Option<LineOf<Fifteen>>,
}

impl SixteenPlanner {
    /// The planner for `game`.
    pub fn new(game: &Fifteen) -> Self {
        let best = line_back(game).map(|(moves, shortest)| Line {
            score: moves.len() as u64,
            sure: moves.len(),
            proven: shortest,
            reaches_aim: false,
            moves,
        });
        Self { best }
    }
}

impl Planner<Fifteen> for SixteenPlanner {
    fn step(&mut self, _nodes: u64) -> bool {
        true
    }

    fn best(&self) -> Option<&LineOf<Fifteen>> {
        self.best.as_ref()
    }

    fn nodes(&self) -> u64 {
        0
    }

    /// `length` (rotations) and `optimal` (yes only for a short search's line).
    fn report(&self) -> Vec<(&'static str, String)> {
        self.best.as_ref().map_or_else(Vec::new, |line| {
            vec![
                ("length", line.score.to_string()),
                ("optimal", yes_no(line.proven)),
            ]
        })
    }
}
