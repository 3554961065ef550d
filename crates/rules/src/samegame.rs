//! SameGame: one click removes a group, blocks fall, empty columns close to
//! the left; (n−2)² per group and 1000 for a cleared board.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use crate::board_text::{BoardError, Colour, parse_colour_board, print_board, print_colour_cell};
use crate::collapse::{apply_gravity, close_empty_columns_left, group_at, has_adjacent_pair};
use crate::grid::{Grid, Pos};
use crate::params::Limit;
use crate::plan::{PlanOptions, Planner};
use crate::puzzle::{Change, MoveError, Puzzle, yes_no};
use crate::rng::GameRng;
use crate::samegame_engine::planner::EnginePlanner;
use crate::samegame_engine::{Engine, Rules};

/// Colours in the tutorial's order (red, yellow, blue), then the rest for harder games.
pub const PALETTE: [Colour; 7] = [
    Colour::Red,
    Colour::Yellow,
    Colour::Blue,
    Colour::Green,
    Colour::Purple,
    Colour::Cyan,
    Colour::Orange,
];
/// Smallest and largest board side: [`Params::WIDTH`]'s range (and the height's),
/// under the name callers knew first.
pub const SIDE_RANGE: RangeInclusive<usize> = Params::WIDTH.range;
/// Fewest and most colours: [`Params::COLOURS`]'s range, under its first name.
pub const COLOUR_RANGE: RangeInclusive<usize> = Params::COLOURS.range;
/// Bonus for clearing the whole board.
pub const CLEAR_BONUS: u64 = 1000;

/// Board size and number of colours (the series' difficulty setting).
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
            width: 15,
            height: 15,
            colours: 3,
        }
    }
}

impl Params {
    /// Board widths a player may choose.
    pub const WIDTH: Limit = Limit::new("width", 5, 30);
    /// Board heights a player may choose.
    pub const HEIGHT: Limit = Limit::new("height", 5, 30);
    /// How many colours a player may choose.
    pub const COLOURS: Limit = Limit::new("colours", 3, 7);

    /// The same settings brought into the ranges a player may choose.
    pub fn clamped(&self) -> Self {
        Self {
            width: Self::WIDTH.clamp(self.width),
            height: Self::HEIGHT.clamp(self.height),
            colours: Self::COLOURS.clamp(self.colours),
        }
    }
}

/// The whole game state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SameGame {
    board: Grid<Option<Colour>>,
    score: u64,
}

/// Remove the group that contains this block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RemoveGroup(pub Pos);

impl fmt::Display for RemoveGroup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for RemoveGroup {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        text.parse().map(RemoveGroup)
    }
}

/// The score of removing a group of `n` blocks: (n−2)².
pub fn group_score(n: usize) -> u64 {
    let extra = n.saturating_sub(2) as u64;
    extra * extra
}

impl SameGame {
    /// Blocks still on the board.
    pub fn remaining(&self) -> usize {
        self.board.iter().filter(|(_, cell)| cell.is_some()).count()
    }

    /// The score as the literature counts it: when the game is over with blocks left,
    /// (k−2)² is taken off for each colour with k ≥ 1 blocks left (Schadd et al. 2008;
    /// a lone block costs 1, two cost nothing), so it may be negative.
    pub fn literature_score(&self) -> i64 {
        let mut penalty = 0;
        if self.is_over() {
            for colour in PALETTE {
                let left = self
                    .board
                    .iter()
                    .filter(|(_, cell)| **cell == Some(colour))
                    .count() as i64;
                if left > 0 {
                    penalty += (left - 2).pow(2);
                }
            }
        }
        self.score as i64 - penalty
    }

    /// The group a click at `pos` would remove (empty if none: lone block or empty cell).
    pub fn removable_group(&self, pos: Pos) -> Vec<Pos> {
        let group = group_at(&self.board, pos);
        if group.len() >= 2 { group } else { Vec::new() }
    }
}

impl Puzzle for SameGame {
    const ID: &'static str = "samegame";
    const TITLE: &'static str = "SameGame";
    type Params = Params;
    type Piece = Colour;
    type Move = RemoveGroup;
    type Ui = ();

    fn new_game(params: &Params, seed: u64) -> Self {
        let params = params.clamped();
        let mut rng = GameRng::from_seed(seed);
        // The tutorial deals row by row (`for row … for col …`), as `from_fn` does.
        let board = Grid::from_fn(params.width, params.height, |_| {
            Some(PALETTE[rng.index(params.colours)])
        });
        Self { board, score: 0 }
    }

    fn from_board_text(_params: &Params, text: &str, _seed: u64) -> Result<Self, BoardError> {
        let board = parse_colour_board(text, Self::ID, 1, *Params::WIDTH.range.end())?;
        Ok(Self { board, score: 0 })
    }

    fn board_text(&self) -> String {
        print_board(&self.board, print_colour_cell)
    }

    fn status_lines(&self) -> Vec<(&'static str, String)> {
        vec![
            ("score", self.score.to_string()),
            ("over", yes_no(self.is_over())),
            ("remaining", self.remaining().to_string()),
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

    fn apply(&self, mv: &RemoveGroup) -> Result<(Self, Vec<Change<Colour>>), MoveError> {
        let RemoveGroup(pos) = *mv;
        if !self.board.contains(pos) {
            return Err(MoveError::OffBoard(pos));
        }
        let group = self.removable_group(pos);
        if group.is_empty() {
            return Err(MoveError::Illegal(format!(
                "{pos} is not in a group of two or more"
            )));
        }
        let mut next = self.clone();
        next.score += group_score(group.len());
        for &cell in &group {
            next.board[cell] = None;
        }
        let mut changes = vec![Change::Removed(group)];
        let fell = apply_gravity(&mut next.board);
        if !fell.is_empty() {
            changes.push(Change::Fell(fell));
        }
        let shifted = close_empty_columns_left(&mut next.board);
        if !shifted.is_empty() {
            changes.push(Change::Shifted(shifted));
        }
        if next.remaining() == 0 {
            next.score += CLEAR_BONUS;
        }
        Ok((next, changes))
    }

    fn click(&self, _ui: &mut (), pos: Pos) -> Option<RemoveGroup> {
        let removable = !self.is_over() && !self.removable_group(pos).is_empty();
        removable.then_some(RemoveGroup(pos))
    }

    fn clicks(&self, mv: &RemoveGroup) -> Vec<Pos> {
        vec![mv.0]
    }

    fn hint(&self) -> Option<Vec<Pos>> {
        let pos = self
            .board
            .positions()
            .find(|&pos| !self.removable_group(pos).is_empty())?;
        Some(vec![pos])
    }

    /// The engine ([`EnginePlanner`]): lines are complete plans, every move sure.
    fn planner(&self, options: &PlanOptions) -> Box<dyn Planner<Self>> {
        let engine = Engine::new(self.cells(), Rules::SameGame, options.seed);
        Box::new(EnginePlanner::<Self>::new(engine, RemoveGroup, true))
    }
}
