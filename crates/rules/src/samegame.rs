//! SameGame: one click removes a group, blocks fall, empty columns close to
//! the left; (n−2)² per group and 1000 for a cleared board. Its modes: the number of
//! colours (2 to 7), deals built to be clearable (Simon Tatham's "ensure solubility"),
//! and two other scorings: (n−1)² per group (Tatham's other), and Klickety's fewest
//! blocks left, where there are no points and fewer is better.

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
use crate::samegame_deal::{DealShape, clearable_board};
use crate::samegame_engine::clearing::ClearingPlanner;
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

crate::params::choice!(
    /// How a board is dealt.
    Deal {
        /// Every block a colour drawn at random (the tutorial's deal).
        Random = "random",
        /// Built backwards from an empty board, a group at a time, so that some order
        /// of clicks clears it.
        Clearable = "clearable",
    }
);

crate::params::choice!(
    /// What a game is scored by.
    Scoring {
        /// (n−2)² per group, 1000 for a cleared board (the tutorial's).
        NMinus2 = "n_minus_2",
        /// (n−1)² per group, 1000 for a cleared board.
        NMinus1 = "n_minus_1",
        /// No points: the blocks left at the end, fewer being better (Klickety's).
        Fewest = "fewest",
    }
);

/// Board size, number of colours (the series' difficulty setting), deal and scoring.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub width: usize,
    pub height: usize,
    pub colours: usize,
    pub deal: Deal,
    pub scoring: Scoring,
}

crate::params::params_as_numbers!(Params {
    width: WIDTH,
    height: HEIGHT,
    colours: COLOURS;
    deal: Deal,
    scoring: Scoring,
});

impl Default for Params {
    fn default() -> Self {
        Self {
            width: 15,
            height: 15,
            colours: 3,
            deal: Deal::Random,
            scoring: Scoring::NMinus2,
        }
    }
}

impl Params {
    /// Board widths a player may choose.
    pub const WIDTH: Limit = Limit::new("width", 5, 30);
    /// Board heights a player may choose.
    pub const HEIGHT: Limit = Limit::new("height", 5, 30);
    /// How many colours a player may choose: two is Swell Foop's and Tatham's smallest.
    pub const COLOURS: Limit = Limit::new("colours", 2, 7);

    /// The board a deal of these settings fills.
    pub fn deal_shape(&self) -> DealShape<'static> {
        DealShape {
            width: self.width,
            height: self.height,
            colours: &PALETTE[..self.colours],
        }
    }

    /// The same settings brought into the ranges a player may choose.
    pub fn clamped(&self) -> Self {
        Self {
            width: Self::WIDTH.clamp(self.width),
            height: Self::HEIGHT.clamp(self.height),
            // As in Tatham's, a clearable deal has three colours at least: with two,
            // building it backwards seldom finishes.
            colours: match self.deal {
                Deal::Random => Self::COLOURS.clamp(self.colours),
                Deal::Clearable => Self::COLOURS.clamp(self.colours).max(3),
            },
            ..self.clone()
        }
    }
}

/// The whole game state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SameGame {
    board: Grid<Option<Colour>>,
    /// Points won so far (none in fewest-blocks scoring).
    points: u64,
    scoring: Scoring,
    /// Whether the deal is known to be clearable (the engine then looks for the clear
    /// two ways).
    clearable: bool,
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

impl Scoring {
    /// What removing a group of `n` blocks scores.
    pub fn group_points(self, n: usize) -> u64 {
        match self {
            Scoring::NMinus2 => group_score(n),
            Scoring::NMinus1 => {
                let extra = n.saturating_sub(1) as u64;
                extra * extra
            }
            Scoring::Fewest => 0,
        }
    }

    /// Whether a lower result is better (the blocks left).
    pub fn lower_is_better(self) -> bool {
        self == Scoring::Fewest
    }

    /// The engine's rules for this scoring.
    pub fn engine_rules(self) -> Rules {
        match self {
            Scoring::NMinus2 => Rules::SameGame,
            Scoring::NMinus1 => Rules::SameGameNMinus1,
            Scoring::Fewest => Rules::Fewest,
        }
    }
}

impl SameGame {
    /// What this game is scored by.
    pub fn scoring(&self) -> Scoring {
        self.scoring
    }

    /// What removing a group of `n` blocks scores in this game.
    pub fn group_points(&self, n: usize) -> u64 {
        self.scoring.group_points(n)
    }

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
        self.points as i64 - penalty
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
        let board = match params.deal {
            // The tutorial deals row by row (`for row … for col …`), as `from_fn` does.
            Deal::Random => Grid::from_fn(params.width, params.height, |_| {
                Some(PALETTE[rng.index(params.colours)])
            }),
            Deal::Clearable => clearable_board(&params.deal_shape(), &mut rng),
        };
        Self {
            board,
            points: 0,
            scoring: params.scoring,
            clearable: params.deal == Deal::Clearable,
        }
    }

    fn from_board_text(params: &Params, text: &str, _seed: u64) -> Result<Self, BoardError> {
        let board = parse_colour_board(text, Self::ID, 1, *Params::WIDTH.range.end())?;
        // A board from a file is whatever it is: nothing says it can be cleared.
        Ok(Self {
            board,
            points: 0,
            scoring: params.scoring,
            clearable: false,
        })
    }

    fn board_text(&self) -> String {
        print_board(&self.board, print_colour_cell)
    }

    fn status_lines(&self) -> Vec<(&'static str, String)> {
        vec![
            ("score", self.score().to_string()),
            ("over", yes_no(self.is_over())),
            ("remaining", self.remaining().to_string()),
        ]
    }

    fn cells(&self) -> &Grid<Option<Colour>> {
        &self.board
    }

    /// The points, or in fewest-blocks scoring the blocks left.
    fn score(&self) -> u64 {
        match self.scoring {
            Scoring::Fewest => self.remaining() as u64,
            _ => self.points,
        }
    }

    fn lower_is_better(&self) -> bool {
        self.scoring.lower_is_better()
    }

    /// In fewest-blocks scoring a line counts the blocks it removes.
    fn result_after_line(&self, line_score: u64) -> u64 {
        match self.scoring {
            Scoring::Fewest => (self.remaining() as u64).saturating_sub(line_score),
            _ => self.points + line_score,
        }
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
        next.points += self.group_points(group.len());
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
        if next.remaining() == 0 && self.scoring != Scoring::Fewest {
            next.points += CLEAR_BONUS;
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
    /// The engine by this game's scoring; on a clearable deal, where the clear is the
    /// aim, helped by a second search by another scoring, and a line that clears beats
    /// one that does not ([`ClearingPlanner`]).
    fn planner(&self, options: &PlanOptions) -> Box<dyn Planner<Self>> {
        let rules = self.scoring.engine_rules();
        let engine = |rules| {
            let engine = Engine::new(self.cells(), rules, options.seed);
            Box::new(EnginePlanner::<Self>::new(engine, RemoveGroup, true))
        };
        if !self.clearable || self.remaining() == 0 {
            return engine(rules);
        }
        let other = match self.scoring {
            Scoring::Fewest => Rules::SameGame,
            _ => Rules::Fewest,
        };
        let start = self.clone();
        let clearing_score = move |moves: &[RemoveGroup]| {
            let end = moves
                .iter()
                .try_fold(start.clone(), |at, mv| at.apply(mv).map(|(next, _)| next))
                .ok()?;
            // A line's score is what it gains by the engine's count: points, or in
            // fewest-blocks scoring the blocks it removes.
            (end.remaining() == 0).then(|| match start.scoring {
                Scoring::Fewest => start.remaining() as u64,
                _ => end.points - start.points,
            })
        };
        Box::new(ClearingPlanner::new(
            engine(rules),
            engine(other),
            Box::new(clearing_score),
        ))
    }
}
