//! Bubble Breaker: select a group, burst it, gravity, rows pushed right,
//! new columns from the left until the bottom row is full.

use std::fmt;
use std::str::FromStr;

use crate::board_text::{BoardError, Colour, parse_colour_board, print_board, print_colour_cell};
use crate::collapse::{apply_gravity, group_at, has_adjacent_pair, pack_rows_right};
use crate::grid::{Grid, Pos};
use crate::params::Limit;
use crate::plan::{PlanOptions, Planner};
use crate::puzzle::{Change, MoveError, Puzzle, yes_no};
use crate::rng::GameRng;
use crate::samegame_engine::planner::EnginePlanner;
use crate::samegame_engine::{Engine, Rules};

/// Colours in the tutorial's order (its `Barva` enum): red, green, yellow, blue, purple.
pub const PALETTE: [Colour; 7] = Colour::ALL;

/// Board size and number of colours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub width: usize,
    pub height: usize,
    pub colours: usize,
}

crate::params::params_as_numbers!(Params {
    width: WIDTH,
    height: HEIGHT,
    colours: COLOURS,
});

impl Default for Params {
    fn default() -> Self {
        Self {
            width: 11,
            height: 11,
            colours: 5,
        }
    }
}

impl Params {
    /// Board widths: refills need a column at least, and larger than 30 would not fit
    /// any window; menus offer 6 to 20, where the balls stay large enough to hit.
    pub const WIDTH: Limit = Limit::new("width", 2, 30).menu(6, 20);
    /// Board heights: refills need two rows (new columns are 2 to `height` tall).
    pub const HEIGHT: Limit = Limit::new("height", 2, 30).menu(6, 20);
    /// Colours: with one, every board has a group forever and the game never ends;
    /// menus start at 3.
    pub const COLOURS: Limit = Limit::new("colours", 2, PALETTE.len()).menu(3, PALETTE.len());

    /// The same settings brought into the ranges the rules deal.
    pub fn clamped(&self) -> Self {
        Self {
            width: Self::WIDTH.clamp(self.width),
            height: Self::HEIGHT.clamp(self.height),
            colours: Self::COLOURS.clamp(self.colours),
        }
    }
}

/// The whole game state: board, score, and the generator that deals new columns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BubbleBreaker {
    board: Grid<Option<Colour>>,
    score: u64,
    colours: usize,
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
    fn random_colour(&mut self) -> Colour {
        PALETTE[self.rng.index(self.colours)]
    }

    /// Fills the empty leftmost column from the bottom up to a random top row, as the
    /// tutorial's `For y = 10 To r.Next(10) Step -1` (heights 2..=height).
    fn deal_new_column(&mut self) -> Vec<(Pos, Colour)> {
        let height = self.board.height();
        let top = self.rng.index(height - 1);
        let mut dealt = Vec::new();
        for y in (top..height).rev() {
            let colour = self.random_colour();
            let pos = Pos::new(0, y);
            self.board[pos] = Some(colour);
            dealt.push((pos, colour));
        }
        dealt
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
        Self {
            board,
            score: 0,
            colours,
            rng,
        }
    }

    fn from_board_text(params: &Params, text: &str, seed: u64) -> Result<Self, BoardError> {
        let sides = Params::WIDTH.range;
        let board = parse_colour_board(text, Self::ID, *sides.start(), *sides.end())?;
        Ok(Self {
            board,
            score: 0,
            colours: Params::COLOURS.clamp(params.colours),
            rng: GameRng::from_seed(seed),
        })
    }

    fn board_text(&self) -> String {
        print_board(&self.board, print_colour_cell)
    }

    fn status_lines(&self) -> Vec<(&'static str, String)> {
        vec![
            ("score", self.score.to_string()),
            ("over", yes_no(self.is_over())),
        ]
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
        let fell = apply_gravity(&mut next.board);
        if !fell.is_empty() {
            changes.push(Change::Fell(fell));
        }
        let pushed = pack_rows_right(&mut next.board);
        if !pushed.is_empty() {
            changes.push(Change::Shifted(pushed));
        }
        let bottom_left = Pos::new(0, next.board.height() - 1);
        while next.board[bottom_left].is_none() {
            let dealt = next.deal_new_column();
            changes.push(Change::Spawned(dealt));
            let pushed = pack_rows_right(&mut next.board);
            if !pushed.is_empty() {
                changes.push(Change::Shifted(pushed));
            }
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

    /// The engine ([`EnginePlanner`]), planning as if no new column came: only the
    /// first move of a line is sure, so plan again after it.
    fn planner(&self, options: &PlanOptions) -> Box<dyn Planner<Self>> {
        let engine = Engine::new(self.cells(), Rules::BubbleBreaker, options.seed);
        Box::new(EnginePlanner::<Self>::new(engine, Burst, false))
    }
}
