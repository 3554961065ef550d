//! Color Lines: move a ball along a shortest free path, five in a row vanish.

mod balls;
mod eval;
mod lines;
mod lookahead;
mod planner;
mod text;
mod travel;

use crate::board_text::{
    BoardError, Colour, check_extras, check_size, parse_board, parse_colour_cell, print_board,
    print_colour_cell,
};
use crate::grid::{Grid, Pos};
use crate::plan::{PlanOptions, Planner};
use crate::puzzle::{Change, MoveError, Puzzle, yes_no};
use crate::rng::GameRng;
use lines::sort_unique;
use text::parse_next;

pub use lines::{line_score, lines_through};
pub use planner::LinesPlanner;
pub use travel::{Selection, Travel};

/// Colours in letter order R G Y B P C O; a game uses the first `colours` of them.
pub const PALETTE: [Colour; 7] = Colour::ALL;
/// Smallest and largest board side.
pub const SIDE_RANGE: std::ops::RangeInclusive<usize> = 5..=12;
/// How many balls a line needs to vanish.
pub const MIN_LINE: usize = 5;
/// How many balls land after a move that removed nothing (and how many "next" colours show).
pub const NEXT_COUNT: usize = 3;

/// Board side and number of colours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub size: usize,
    pub colours: usize,
}

crate::puzzle::params_as_numbers!(Params { size, colours });

impl Default for Params {
    /// The tutorial's 8 x 8 board with 6 colours.
    fn default() -> Self {
        Self {
            size: 8,
            colours: 6,
        }
    }
}

impl Params {
    /// The 9 x 9 option with 7 colours.
    pub fn large() -> Self {
        Self {
            size: 9,
            colours: 7,
        }
    }

    /// Balls on the board when a game starts: 3, or 5 from 9 x 9 up.
    pub fn starting_balls(&self) -> usize {
        if self.size >= 9 { 5 } else { 3 }
    }

    /// The same settings brought into the ranges the game supports.
    pub fn clamped(&self) -> Self {
        Self {
            size: self.size.clamp(*SIDE_RANGE.start(), *SIDE_RANGE.end()),
            colours: self.colours.clamp(1, PALETTE.len()),
        }
    }
}

/// The whole game state, including the generator so undo and redo replay the same spawns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColorLines {
    board: Grid<Option<Colour>>,
    score: u64,
    next: Vec<Colour>,
    colours: usize,
    rng: GameRng,
}

impl ColorLines {
    /// The colours of the balls that land after the next move that removes nothing.
    pub fn next(&self) -> &[Colour] {
        &self.next
    }

    /// Whether every cell holds a ball.
    pub fn is_full(&self) -> bool {
        self.board.iter().all(|(_, cell)| cell.is_some())
    }

    /// How many colours this game deals.
    pub fn colours(&self) -> usize {
        self.colours
    }

    /// The shortest path (both ends included) the ball at `from` would travel to the empty
    /// cell `to` through empty cells, or `None` if there is no ball, `to` is taken, or
    /// the way is blocked.
    pub fn path(&self, from: Pos, to: Pos) -> Option<Vec<Pos>> {
        let has_ball = matches!(self.board.get(from), Some(Some(_)));
        let is_free = matches!(self.board.get(to), Some(None));
        if !has_ball || !is_free {
            return None;
        }
        self.board.shortest_path(from, to, |_, cell| cell.is_none())
    }

    /// Every legal travel, ordered by the ball's cell then the target's, row by row.
    pub fn moves(&self) -> Vec<Travel> {
        if self.is_over() {
            return Vec::new();
        }
        let balls = balls::Balls::from_grid(&self.board);
        balls
            .moves()
            .into_iter()
            .map(|(from, to)| Travel {
                from: balls.pos(from),
                to: balls.pos(to),
            })
            .collect()
    }

    fn random_colour(&mut self) -> Colour {
        PALETTE[self.rng.index(self.colours)]
    }

    fn draw_next(&mut self) {
        self.next = (0..NEXT_COUNT).map(|_| self.random_colour()).collect();
    }

    /// Puts each colour on a random empty cell while there are any, as the tutorial's
    /// `Fre` list of free cells: a uniform pick among the empty cells left.
    fn drop_balls(&mut self, colours: &[Colour]) -> Vec<(Pos, Colour)> {
        let mut free: Vec<Pos> = self
            .board
            .iter()
            .filter(|(_, cell)| cell.is_none())
            .map(|(pos, _)| pos)
            .collect();
        let mut dropped = Vec::new();
        for &colour in colours {
            if free.is_empty() {
                break;
            }
            let pos = free.remove(self.rng.index(free.len()));
            self.board[pos] = Some(colour);
            dropped.push((pos, colour));
        }
        dropped
    }

    /// Removes every ball on a line of five or more through any of `origins`, all
    /// together, and scores them as one removal. Returns the removed cells, sorted.
    fn remove_lines(&mut self, origins: &[Pos]) -> Vec<Pos> {
        let mut removed: Vec<Pos> = origins
            .iter()
            .flat_map(|&pos| lines_through(&self.board, pos))
            .collect();
        sort_unique(&mut removed);
        for &pos in &removed {
            self.board[pos] = None;
        }
        self.score += line_score(removed.len());
        removed
    }

    fn has_ball(&self) -> bool {
        self.board.iter().any(|(_, cell)| cell.is_some())
    }
}

impl Puzzle for ColorLines {
    const ID: &'static str = "color-lines";
    const TITLE: &'static str = "Color Lines";
    type Params = Params;
    type Piece = Colour;
    type Move = Travel;
    type Ui = Selection;

    fn new_game(params: &Params, seed: u64) -> Self {
        let params = params.clamped();
        let mut game = Self {
            board: Grid::filled(params.size, params.size, None),
            score: 0,
            next: Vec::new(),
            colours: params.colours,
            rng: GameRng::from_seed(seed),
        };
        let starting: Vec<Colour> = (0..params.starting_balls())
            .map(|_| game.random_colour())
            .collect();
        // Three to five balls can never hold a line of five, so no lines are checked.
        game.drop_balls(&starting);
        game.draw_next();
        game
    }

    fn from_board_text(params: &Params, text: &str, seed: u64) -> Result<Self, BoardError> {
        let board = parse_board(text, parse_colour_cell)?;
        check_size(&board, Self::ID, *SIDE_RANGE.start(), *SIDE_RANGE.end())?;
        let (width, height) = (board.grid.width(), board.grid.height());
        if width != height {
            return Err(BoardError::new(
                1,
                0,
                format!(
                    "{} boards are square, this one is {width}x{height}",
                    Self::ID
                ),
            ));
        }
        check_extras(&board, Self::ID, &["next"])?;
        if let Some(second) = board.extras.get(1) {
            return Err(BoardError::new(
                second.line,
                1,
                "a board has at most one `next:` line",
            ));
        }
        let next = match board.extras.first() {
            Some(extra) => {
                let raw_line = text.lines().nth(extra.line - 1).unwrap_or_default();
                Some(parse_next(raw_line, extra.line)?)
            }
            None => None,
        };
        let mut game = Self {
            board: board.grid,
            score: 0,
            next: Vec::new(),
            colours: params.clamped().colours,
            rng: GameRng::from_seed(seed),
        };
        match next {
            Some(next) => game.next = next,
            None => game.draw_next(),
        }
        Ok(game)
    }

    fn board_text(&self) -> String {
        print_board(&self.board, print_colour_cell)
    }

    fn status_lines(&self) -> Vec<(&'static str, String)> {
        let next: Vec<String> = self.next.iter().map(|c| c.letter().to_string()).collect();
        vec![
            ("score", self.score.to_string()),
            ("over", yes_no(self.is_over())),
            ("next", next.join(" ")),
        ]
    }

    fn cells(&self) -> &Grid<Option<Colour>> {
        &self.board
    }

    fn score(&self) -> u64 {
        self.score
    }

    /// Over when the board is full; a board with no ball at all (only loadable from a
    /// file) is over too, since nothing could ever move.
    fn is_over(&self) -> bool {
        self.is_full() || !self.has_ball()
    }

    fn apply(&self, mv: &Travel) -> Result<(Self, Vec<Change<Colour>>), MoveError> {
        let Travel { from, to } = *mv;
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        for pos in [from, to] {
            if !self.board.contains(pos) {
                return Err(MoveError::OffBoard(pos));
            }
        }
        let Some(colour) = self.board[from] else {
            return Err(MoveError::Illegal(format!("there is no ball at {from}")));
        };
        if self.board[to].is_some() {
            return Err(MoveError::Illegal(format!("{to} is not empty")));
        }
        let path = self
            .path(from, to)
            .ok_or_else(|| MoveError::Illegal(format!("no free path from {from} to {to}")))?;

        let mut next = self.clone();
        next.board[from] = None;
        next.board[to] = Some(colour);
        let mut changes = vec![Change::Travelled(path)];
        let removed = next.remove_lines(&[to]);
        if !removed.is_empty() {
            changes.push(Change::Removed(removed));
        }
        // A removal normally skips the spawn, but if it emptied the board nothing could
        // move any more, so the next balls land anyway (as in the classic game).
        if changes.len() == 1 || !next.has_ball() {
            let colours = next.next.clone();
            let spawned = next.drop_balls(&colours);
            let origins: Vec<Pos> = spawned.iter().map(|&(pos, _)| pos).collect();
            changes.push(Change::Spawned(spawned));
            let removed = next.remove_lines(&origins);
            if !removed.is_empty() {
                changes.push(Change::Removed(removed));
            }
            next.draw_next();
        }
        Ok((next, changes))
    }

    fn click(&self, ui: &mut Selection, pos: Pos) -> Option<Travel> {
        ui.unreachable = None;
        if self.is_over() {
            ui.selected = None;
            return None;
        }
        let cell = self.board.get(pos)?;
        if cell.is_some() {
            ui.selected = Some(pos);
            return None;
        }
        // After an undo the remembered ball may have gone; then there is no selection.
        let from = ui
            .selected
            .filter(|&from| matches!(self.board.get(from), Some(Some(_))));
        ui.selected = from;
        let from = from?;
        if self.path(from, pos).is_some() {
            ui.selected = None;
            Some(Travel { from, to: pos })
        } else {
            ui.unreachable = Some(pos);
            None
        }
    }

    /// The engine, see [`LinesPlanner`].
    fn planner(&self, options: &PlanOptions) -> Box<dyn Planner<Self>> {
        Box::new(LinesPlanner::new(self, options))
    }

    /// Select the ball, then its target.
    fn clicks(&self, mv: &Travel) -> Vec<Pos> {
        vec![mv.from, mv.to]
    }

    fn hint(&self) -> Option<Vec<Pos>> {
        if self.is_over() {
            return None;
        }
        let cells: Vec<Pos> = self.board.positions().collect();
        cells.iter().find_map(|&from| {
            self.board[from]?;
            let to = cells.iter().find(|&&to| self.path(from, to).is_some())?;
            Some(vec![from, *to])
        })
    }
}
