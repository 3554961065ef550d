//! Color Lines' rules as a [`Puzzle`]: dealing, loading a board, travelling, clicks and
//! the engine.

use super::params::Params;
use super::planner::LinesPlanner;
use super::state::ColorLines;
use super::text::parse_next;
use super::travel::{Selection, Travel};
use crate::board_text::{
    BoardError, Colour, check_extras, check_size, parse_board, parse_colour_cell, print_board,
    print_colour_cell,
};
use crate::grid::{Grid, Pos};
use crate::plan::{PlanOptions, Planner};
use crate::puzzle::{Change, MoveError, Puzzle, yes_no};
use crate::review::Measure;
use crate::rng::GameRng;

impl Puzzle for ColorLines {
    const ID: &'static str = "color-lines";
    const TITLE: &'static str = "Color Lines";
    type Params = Params;
    type Piece = Colour;
    type Move = Travel;
    type Ui = Selection;
    const REVIEW: Measure = Measure::Choice;

    fn new_game(params: &Params, seed: u64) -> Self {
        let params = params.clamped();
        let mut game = Self {
            board: Grid::filled(params.width, params.height, None),
            score: 0,
            next: Vec::new(),
            params,
            rng: GameRng::from_seed(seed),
        };
        let starting: Vec<Colour> = (0..game.params.starting_balls())
            .map(|_| game.random_colour())
            .collect();
        // Three to five balls can never hold a line of five, so no lines are checked.
        game.drop_balls(&starting);
        game.draw_next();
        game
    }

    fn from_board_text(params: &Params, text: &str, seed: u64) -> Result<Self, BoardError> {
        let board = parse_board(text, parse_colour_cell)?;
        let (widths, heights) = (Params::WIDTH.range, Params::HEIGHT.range);
        check_size(&board, Self::ID, *widths.start(), *widths.end())?;
        let (width, height) = (board.grid.width(), board.grid.height());
        if !heights.contains(&height) {
            return Err(BoardError::new(
                1,
                0,
                format!(
                    "{} boards are {} to {} rows high, this one is {width}x{height}",
                    Self::ID,
                    heights.start(),
                    heights.end()
                ),
            ));
        }
        // The board's size is the file's; the other settings are the ones given.
        let params = Params {
            width,
            height,
            ..params.clamped()
        };
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
                Some(parse_next(raw_line, extra.line, params.next_count)?)
            }
            None => None,
        };
        let mut game = Self {
            board: board.grid,
            score: 0,
            next: Vec::new(),
            params,
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
        let next = match self.next_shown() {
            Some(shown) => shown
                .iter()
                .map(|c| c.letter().to_string())
                .collect::<Vec<_>>()
                .join(" "),
            None => "hidden".to_string(),
        };
        vec![
            ("score", self.score.to_string()),
            ("over", yes_no(self.is_over())),
            ("next", next),
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
