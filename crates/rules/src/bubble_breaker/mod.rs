//! Bubble Breaker: select a group, burst it, gravity, then as the style of play has it
//! (MegaShift, the tutorial's: rows pushed right and new columns from the left until the
//! bottom row is full; Standard: empty columns closed toward the right; Continuous: as
//! Standard, a new column for each one emptied; Shifter: rows pushed right, nothing new).
//! In the styles that bring columns, the next one is dealt ahead and shown.

mod params;

pub use params::{Mode, PALETTE, Params};

use std::fmt;
use std::str::FromStr;

use crate::board_text::{BoardError, Colour, parse_colour_board, print_board, print_colour_cell};
use crate::collapse::{
    apply_gravity, close_empty_columns_right, group_at, has_adjacent_pair, pack_rows_right,
};
use crate::grid::{Grid, Pos};
use crate::plan::{PlanOptions, Planner};
use crate::puzzle::{Change, MoveError, Puzzle, yes_no};
use crate::rng::GameRng;
use crate::samegame_engine::planner::EnginePlanner;
use crate::samegame_engine::{Collapse, Engine, Rules};

/// The whole game state: board, score, the style of play, the column that comes next
/// and the generator that deals the ones after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BubbleBreaker {
    board: Grid<Option<Colour>>,
    score: u64,
    colours: usize,
    mode: Mode,
    /// The next column to arrive, bottom first (empty in the styles that bring none).
    incoming: Vec<Colour>,
    rng: GameRng,
}

/// Burst the group that contains this ball.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Burst(pub Pos);

impl fmt::Display for Burst {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Burst {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        text.parse().map(Burst)
    }
}

/// The selected group (first click) and the ball that was clicked, for the label.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    pub group: Vec<Pos>,
    pub clicked: Option<Pos>,
}

impl Selection {
    /// What bursting the selected group would score: n(n−1).
    pub fn value(&self) -> u64 {
        burst_score(self.group.len())
    }
}

/// The score of a burst group of `n` balls: n(n−1).
pub fn burst_score(n: usize) -> u64 {
    let n = n as u64;
    n * n.saturating_sub(1)
}

impl BubbleBreaker {
    /// A game of `board` in `params`' style, its columns to come dealt by `rng`.
    fn with_board(board: Grid<Option<Colour>>, params: &Params, rng: GameRng) -> Self {
        let mut game = Self {
            board,
            score: 0,
            colours: params.colours,
            mode: params.mode,
            incoming: Vec::new(),
            rng,
        };
        if game.mode.brings_columns() {
            game.incoming = game.deal_column();
        }
        game
    }

    /// The style of play.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The column that arrives next, bottom first; empty in the styles that bring none.
    pub fn incoming(&self) -> &[Colour] {
        &self.incoming
    }

    fn random_colour(&mut self) -> Colour {
        PALETTE[self.rng.index(self.colours)]
    }

    /// A new column, bottom first, from the bottom row up to a random top row, as the
    /// tutorial's `For y = 10 To r.Next(10) Step -1` (heights 2..=height). The draws
    /// come in the tutorial's order (the top row, then the colours upward), so dealing a
    /// column ahead gives every game the columns it had when they were dealt on arrival.
    fn deal_column(&mut self) -> Vec<Colour> {
        let height = self.board.height();
        let top = self.rng.index(height - 1);
        (top..height).map(|_| self.random_colour()).collect()
    }

    /// Puts the incoming column into the empty leftmost column and deals the next one.
    fn bring_incoming_column(&mut self) -> Change<Colour> {
        let bottom = self.board.height() - 1;
        let arrived = std::mem::take(&mut self.incoming);
        let dealt: Vec<(Pos, Colour)> = arrived
            .into_iter()
            .enumerate()
            .map(|(up, colour)| (Pos::new(0, bottom - up), colour))
            .collect();
        for &(pos, colour) in &dealt {
            self.board[pos] = Some(colour);
        }
        self.incoming = self.deal_column();
        Change::Spawned(dealt)
    }

    /// How many columns hold at least one ball.
    fn filled_columns(&self) -> usize {
        (0..self.board.width())
            .filter(|&x| (0..self.board.height()).any(|y| self.board[Pos::new(x, y)].is_some()))
            .count()
    }

    /// What closes the gaps after the fall, as the style has it: rows packed right, or
    /// whole empty columns closed toward the right.
    fn close_up(&mut self, changes: &mut Vec<Change<Colour>>) {
        let moved = if self.mode.packs_rows() {
            pack_rows_right(&mut self.board)
        } else {
            close_empty_columns_right(&mut self.board)
        };
        if !moved.is_empty() {
            changes.push(Change::Shifted(moved));
        }
    }
}

impl Puzzle for BubbleBreaker {
    const ID: &'static str = "bubble-breaker";
    const TITLE: &'static str = "Bubble Breaker";
    type Params = Params;
    type Piece = Colour;
    type Move = Burst;
    type Ui = Selection;

    fn new_game(params: &Params, seed: u64) -> Self {
        let params = params.clamped();
        let colours = params.colours;
        let mut rng = GameRng::from_seed(seed);
        // The tutorial deals column by column (its p(i, j) loops i = x outermost).
        let columns: Vec<Vec<Colour>> = (0..params.width)
            .map(|_| {
                (0..params.height)
                    .map(|_| PALETTE[rng.index(colours)])
                    .collect()
            })
            .collect();
        let board = Grid::from_fn(params.width, params.height, |pos| {
            Some(columns[pos.x][pos.y])
        });
        Self::with_board(board, &params, rng)
    }

    fn from_board_text(params: &Params, text: &str, seed: u64) -> Result<Self, BoardError> {
        let sides = Params::WIDTH.range;
        let board = parse_colour_board(text, Self::ID, *sides.start(), *sides.end())?;
        Ok(Self::with_board(
            board,
            &params.clamped(),
            GameRng::from_seed(seed),
        ))
    }

    fn board_text(&self) -> String {
        print_board(&self.board, print_colour_cell)
    }

    fn status_lines(&self) -> Vec<(&'static str, String)> {
        let mut lines = vec![
            ("score", self.score.to_string()),
            ("over", yes_no(self.is_over())),
        ];
        if self.mode.brings_columns() {
            let letters: Vec<String> = self.incoming.iter().map(Colour::to_string).collect();
            lines.push(("incoming", letters.join(" ")));
        }
        lines
    }

    fn cells(&self) -> &Grid<Option<Colour>> {
        &self.board
    }

    fn score(&self) -> u64 {
        self.score
    }

    fn is_over(&self) -> bool {
        !has_adjacent_pair(&self.board)
    }

    fn apply(&self, mv: &Burst) -> Result<(Self, Vec<Change<Colour>>), MoveError> {
        let Burst(pos) = *mv;
        if !self.board.contains(pos) {
            return Err(MoveError::OffBoard(pos));
        }
        let group = group_at(&self.board, pos);
        if group.len() < 2 {
            return Err(MoveError::Illegal(format!(
                "{pos} is not in a group of two or more"
            )));
        }
        let mut next = self.clone();
        next.score += burst_score(group.len());
        for &cell in &group {
            next.board[cell] = None;
        }
        let mut changes = vec![Change::Removed(group)];
        let filled_before = self.filled_columns();
        let fell = apply_gravity(&mut next.board);
        if !fell.is_empty() {
            changes.push(Change::Fell(fell));
        }
        next.close_up(&mut changes);
        match next.mode {
            Mode::Megashift => {
                let bottom_left = Pos::new(0, next.board.height() - 1);
                while next.board[bottom_left].is_none() {
                    changes.push(next.bring_incoming_column());
                    next.close_up(&mut changes);
                }
            }
            Mode::Continuous => {
                // A burst and a fall only empty columns, and closing up keeps them empty.
                let emptied = filled_before - next.filled_columns();
                for _ in 0..emptied {
                    changes.push(next.bring_incoming_column());
                    next.close_up(&mut changes);
                }
            }
            Mode::Standard | Mode::Shifter => {}
        }
        Ok((next, changes))
    }

    fn click(&self, ui: &mut Selection, pos: Pos) -> Option<Burst> {
        if self.is_over() || !self.board.contains(pos) {
            *ui = Selection::default();
            return None;
        }
        if ui.group.len() > 1 && ui.group.contains(&pos) {
            *ui = Selection::default();
            return Some(Burst(pos));
        }
        let group = group_at(&self.board, pos);
        *ui = if group.len() > 1 {
            Selection {
                group,
                clicked: Some(pos),
            }
        } else {
            Selection::default()
        };
        None
    }

    /// Select the group, then burst it: two clicks on the same ball.
    fn clicks(&self, mv: &Burst) -> Vec<Pos> {
        vec![mv.0, mv.0]
    }

    fn hint(&self) -> Option<Vec<Pos>> {
        let pos = self
            .board
            .positions()
            .find(|&pos| group_at(&self.board, pos).len() >= 2)?;
        Some(vec![pos, pos])
    }

    /// The engine ([`EnginePlanner`]), planning as if no new column came: in the styles
    /// that bring columns only the first move of a line is sure, so plan again after it.
    fn planner(&self, options: &PlanOptions) -> Box<dyn Planner<Self>> {
        let collapse = if self.mode.packs_rows() {
            Collapse::RowsRight
        } else {
            Collapse::ColumnsRight
        };
        let engine = Engine::new(self.cells(), Rules::BubbleBreaker(collapse), options.seed);
        // Without new columns the board's future is known, so every move of a line is.
        let all_sure = !self.mode.brings_columns();
        Box::new(EnginePlanner::<Self>::new(engine, Burst, all_sure))
    }
}
