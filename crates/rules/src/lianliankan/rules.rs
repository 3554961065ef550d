//! Lianliankan's rules as a [`Puzzle`]: dealing, loading a board, joining pairs, clicks
//! and the engine.

use super::connect::{Connect, Selection};
use super::deal::deal_with_witness;
use super::params::{FULL_LIFE, Params, SIDE_RANGE};
use super::planner::ClearingPlanner;
use super::shift::Shift;
use super::state::{Lianliankan, pair_score};
use super::text::{check_pairs, parse_tile};
use crate::board_text::{BoardError, check_extras, check_size, parse_board, print_board};
use crate::grid::{Grid, Pos};
use crate::params::Choice;
use crate::plan::{PlanOptions, Planner};
use crate::puzzle::{Change, MoveError, Puzzle, yes_no};
use crate::review::Measure;
use crate::rng::GameRng;

impl Puzzle for Lianliankan {
    const ID: &'static str = "lianliankan";
    const TITLE: &'static str = "Lianliankan";
    type Params = Params;
    type Piece = u8;
    type Move = Connect;
    type Ui = Selection;
    const REVIEW: Measure = Measure::Clearing;

    fn new_game(params: &Params, seed: u64) -> Self {
        let mut rng = GameRng::from_seed(seed);
        let params = params.clamped();
        let (board, _) = deal_with_witness(&params, &mut rng);
        Self::with_board(board, rng, &params)
    }

    /// A loaded board that is already stuck is reshuffled at once, so play can go on.
    /// The board's own size rules; the settings give the shift, the levels and the
    /// size of later levels.
    fn from_board_text(params: &Params, text: &str, seed: u64) -> Result<Self, BoardError> {
        let board = parse_board(text, parse_tile)?;
        check_size(&board, Self::ID, *SIDE_RANGE.start(), *SIDE_RANGE.end())?;
        check_extras(&board, Self::ID, &[])?;
        check_pairs(&board, text)?;
        let mut game = Self::with_board(board.grid, GameRng::from_seed(seed), &params.clamped());
        game.unstick();
        Ok(game)
    }

    fn board_text(&self) -> String {
        print_board(&self.board, |tile| {
            tile.map_or_else(|| ".".to_string(), |n| n.to_string())
        })
    }

    /// Beside the score: the level where levels are on, and the shift where tiles slide.
    fn status_lines(&self) -> Vec<(&'static str, String)> {
        let mut lines = vec![
            ("score", self.score.to_string()),
            ("over", yes_no(self.is_over())),
            ("remaining", self.remaining().to_string()),
        ];
        if self.has_levels() {
            lines.push(("level", self.level.to_string()));
        }
        if self.shift != Shift::None {
            lines.push(("shift", self.shift.name().to_string()));
        }
        lines
    }

    fn cells(&self) -> &Grid<Option<u8>> {
        &self.board
    }

    fn score(&self) -> u64 {
        self.score
    }

    fn is_over(&self) -> bool {
        self.remaining() == 0 || self.life == 0
    }

    fn apply(&self, mv: &Connect) -> Result<(Self, Vec<Change<u8>>), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let (a, b, life) = match *mv {
            Connect::TimeUp => {
                let mut next = self.clone();
                next.life = 0;
                return Ok((next, Vec::new()));
            }
            Connect::Pair { life: 0, .. } => {
                return Err(MoveError::Illegal("no life is left to join tiles".into()));
            }
            Connect::Pair { a, b, life } => (a, b, life.min(FULL_LIFE)),
        };
        let corners = self.join(a, b)?;
        let mut next = self.clone();
        next.board[a] = None;
        next.board[b] = None;
        next.life = life;
        next.score += pair_score(next.initial_tiles - next.remaining(), life);
        let mut changes = vec![Change::Connected(corners), Change::Removed(vec![a, b])];
        let slid = next.shift.apply(&mut next.board);
        if !slid.is_empty() {
            next.slides += 1;
            changes.push(Change::Packed(slid));
        }
        if next.remaining() == 0 && next.has_levels() {
            next.next_level();
            changes.push(Change::Spawned(
                next.board
                    .iter()
                    .filter_map(|(pos, tile)| tile.map(|tile| (pos, tile)))
                    .collect(),
            ));
        }
        if let Some(motions) = next.unstick() {
            changes.push(Change::Shuffled(motions));
        }
        Ok((next, changes))
    }

    /// The clearing search, see [`ClearingPlanner`].
    fn planner(&self, _options: &PlanOptions) -> Box<dyn Planner<Self>> {
        Box::new(ClearingPlanner::new(self))
    }

    /// Select the first tile, then click its partner.
    fn clicks(&self, mv: &Connect) -> Vec<Pos> {
        match *mv {
            Connect::Pair { a, b, .. } => vec![a, b],
            Connect::TimeUp => Vec::new(),
        }
    }

    /// Select the first tile of [`Lianliankan::removable_pair`], then click its partner.
    fn hint(&self) -> Option<Vec<Pos>> {
        if self.is_over() {
            return None;
        }
        let (a, b) = self.removable_pair()?;
        Some(vec![a, b])
    }

    fn click(&self, ui: &mut Selection, pos: Pos) -> Option<Connect> {
        if self.is_over() || self.board.get(pos).is_none_or(Option::is_none) {
            return None;
        }
        // A selection whose tile is gone (after undo or a new game) counts as none.
        let first = ui
            .selected
            .filter(|&first| self.board.get(first).is_some_and(Option::is_some));
        match first {
            Some(first) if first == pos => ui.selected = None,
            Some(first) if self.join(first, pos).is_ok() => {
                ui.selected = None;
                return Some(Connect::Pair {
                    a: first,
                    b: pos,
                    life: ui.life.clamp(1, FULL_LIFE),
                });
            }
            _ => ui.selected = Some(pos),
        }
        None
    }
}
