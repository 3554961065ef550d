//! Lianliankan: join two equal pictures by a path of at most three straight segments
//! through empty cells and the empty ring around the board; every deal and every
//! reshuffle comes with a witness: an order that removes every tile.

mod clearing;
mod connect;
mod deal;
mod path;
mod planner;
mod text;
mod tiles;

use crate::BoardError;
use crate::board_text::{check_extras, check_size, parse_board, print_board};
use crate::collapse::Motion;
use crate::grid::{Grid, Pos};
use crate::plan::{PlanOptions, Planner};
use crate::puzzle::{Change, MoveError, Puzzle, yes_no};
use crate::rng::GameRng;
use text::{check_pairs, parse_tile};

pub use clearing::Clearing;
pub use connect::{Connect, Selection};
pub use deal::{Deal, deal_with_witness, reshuffle, shuffle_motions};
pub use path::{find_path, first_removable_pair};
pub use planner::ClearingPlanner;

/// Smallest and largest board side.
pub const SIDE_RANGE: std::ops::RangeInclusive<usize> = 2..=20;
/// The highest picture number (the app draws `assets/lianliankan/01.png` to `12.png`).
pub const MAX_PICTURES: u8 = 12;
/// Life at the start of a game (and its maximum).
pub const FULL_LIFE: u32 = 100;
/// Most turns a joining path may take (three straight segments).
pub const MAX_TURNS: u8 = 2;
/// A node budget for [`Lianliankan::clearing`] that answers at once on the usual boards.
pub const CLEARING_NODES: u64 = 20_000;

/// What joining a pair scores: the tiles removed so far, this pair included, times the
/// life left, over 200.
fn pair_score(removed_so_far: usize, life: u32) -> u64 {
    removed_so_far as u64 * u64::from(life) / 200
}

/// Board size and number of different pictures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub width: usize,
    pub height: usize,
    pub pictures: usize,
}

crate::puzzle::params_as_numbers!(Params {
    width,
    height,
    pictures
});

impl Default for Params {
    fn default() -> Self {
        Self {
            width: 8,
            height: 8,
            pictures: 8,
        }
    }
}

impl Params {
    /// The same settings made playable: sides in [`SIDE_RANGE`], an even number of cells
    /// (an odd height loses a row when both sides are odd), and 1 to [`MAX_PICTURES`]
    /// pictures but no more than there are pairs.
    pub fn clamped(&self) -> Self {
        let width = self.width.clamp(*SIDE_RANGE.start(), *SIDE_RANGE.end());
        let mut height = self.height.clamp(*SIDE_RANGE.start(), *SIDE_RANGE.end());
        if width * height % 2 == 1 {
            height -= 1;
        }
        let pairs = width * height / 2;
        let pictures = self.pictures.clamp(1, pairs.min(usize::from(MAX_PICTURES)));
        Self {
            width,
            height,
            pictures,
        }
    }
}

/// The whole game state. `life` is what the last move carried ([`FULL_LIFE`] at the
/// start, 0 once time is up).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lianliankan {
    board: Grid<Option<u8>>,
    score: u64,
    initial_tiles: usize,
    life: u32,
    rng: GameRng,
}

impl Lianliankan {
    fn with_board(board: Grid<Option<u8>>, rng: GameRng) -> Self {
        let initial_tiles = board.iter().filter(|(_, tile)| tile.is_some()).count();
        Self {
            board,
            score: 0,
            initial_tiles,
            life: FULL_LIFE,
            rng,
        }
    }

    /// Tiles still on the board.
    pub fn remaining(&self) -> usize {
        self.board.iter().filter(|(_, tile)| tile.is_some()).count()
    }

    /// Tiles at the deal or load: T of the score formula.
    pub fn initial_tiles(&self) -> usize {
        self.initial_tiles
    }

    /// The life the last move carried, 0 to [`FULL_LIFE`]; at 0 the game is lost.
    pub fn life(&self) -> u32 {
        self.life
    }

    /// A pair that can be removed now (the hint), see [`first_removable_pair`].
    pub fn removable_pair(&self) -> Option<(Pos, Pos)> {
        first_removable_pair(&self.board)
    }

    /// How many pairs of equal pictures can be joined now (each pair once).
    pub fn joinable_pairs(&self) -> usize {
        tiles::Tiles::from_board(&self.board).joinable_pairs()
    }

    /// Searches at most about `max_nodes` positions for an order of pairs that clears
    /// the board from here. [`Clearing::Impossible`] means the game will have to
    /// reshuffle at some point whatever is played; [`CLEARING_NODES`] is enough for
    /// every deal of the default size tried.
    pub fn clearing(&self, max_nodes: u64) -> Clearing {
        let mut search = clearing::ClearingSearch::new(&self.board);
        search.run(max_nodes.saturating_sub(search.nodes()));
        search.clearing()
    }

    /// Rearranges the tiles when some remain but no pair can be removed.
    fn unstick(&mut self) -> Option<Vec<Motion>> {
        if self.remaining() == 0 || self.removable_pair().is_some() {
            return None;
        }
        let (board, _) = reshuffle(&self.board, &mut self.rng);
        let motions = shuffle_motions(&self.board, &board);
        self.board = board;
        Some(motions)
    }

    /// Why `a` and `b` cannot be joined, or the joining line.
    fn join(&self, a: Pos, b: Pos) -> Result<Vec<(i32, i32)>, MoveError> {
        for pos in [a, b] {
            if !self.board.contains(pos) {
                return Err(MoveError::OffBoard(pos));
            }
            if self.board[pos].is_none() {
                return Err(MoveError::Illegal(format!("{pos} has no tile")));
            }
        }
        if a == b {
            return Err(MoveError::Illegal(format!(
                "{a} cannot be joined to itself"
            )));
        }
        if self.board[a] != self.board[b] {
            return Err(MoveError::Illegal(format!(
                "{a} and {b} show different pictures"
            )));
        }
        find_path(&self.board, a, b).ok_or_else(|| {
            MoveError::Illegal(format!(
                "{a} and {b} cannot be joined with two turns or fewer"
            ))
        })
    }
}

impl Puzzle for Lianliankan {
    const ID: &'static str = "lianliankan";
    const TITLE: &'static str = "Lianliankan";
    type Params = Params;
    type Piece = u8;
    type Move = Connect;
    type Ui = Selection;

    fn new_game(params: &Params, seed: u64) -> Self {
        let mut rng = GameRng::from_seed(seed);
        let (board, _) = deal_with_witness(params, &mut rng);
        Self::with_board(board, rng)
    }

    /// A loaded board that is already stuck is reshuffled at once, so play can go on.
    fn from_board_text(_params: &Params, text: &str, seed: u64) -> Result<Self, BoardError> {
        let board = parse_board(text, parse_tile)?;
        check_size(&board, Self::ID, *SIDE_RANGE.start(), *SIDE_RANGE.end())?;
        check_extras(&board, Self::ID, &[])?;
        check_pairs(&board, text)?;
        let mut game = Self::with_board(board.grid, GameRng::from_seed(seed));
        game.unstick();
        Ok(game)
    }

    fn board_text(&self) -> String {
        print_board(&self.board, |tile| {
            tile.map_or_else(|| ".".to_string(), |n| n.to_string())
        })
    }

    fn status_lines(&self) -> Vec<(&'static str, String)> {
        vec![
            ("score", self.score.to_string()),
            ("over", yes_no(self.is_over())),
            ("remaining", self.remaining().to_string()),
        ]
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_are_clamped_to_an_even_playable_board() {
        let odd = Params {
            width: 25,
            height: 1,
            pictures: 0,
        }
        .clamped();
        assert_eq!((odd.width, odd.height, odd.pictures), (20, 2, 1));
        let both_odd = Params {
            width: 3,
            height: 3,
            pictures: 99,
        }
        .clamped();
        assert_eq!(
            (both_odd.width, both_odd.height, both_odd.pictures),
            (3, 2, 3)
        );
    }
}
