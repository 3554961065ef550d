//! A Lianliankan position: the tiles, the score, the life the last move carried and the
//! generator of reshuffles; which pairs join, and unsticking a stuck board.

use super::clearing::{Clearing, ClearingSearch};
use super::deal::{reshuffle, shuffle_motions};
use super::params::FULL_LIFE;
use super::path::{find_path, first_removable_pair};
use super::tiles::Tiles;
use crate::collapse::Motion;
use crate::grid::{Grid, Pos};
use crate::puzzle::MoveError;
use crate::rng::GameRng;

/// What joining a pair scores: the tiles removed so far, this pair included, times the
/// life left, over 200.
pub(super) fn pair_score(removed_so_far: usize, life: u32) -> u64 {
    removed_so_far as u64 * u64::from(life) / 200
}

/// The whole game state. `life` is what the last move carried ([`FULL_LIFE`] at the
/// start, 0 once time is up).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lianliankan {
    pub(super) board: Grid<Option<u8>>,
    pub(super) score: u64,
    pub(super) initial_tiles: usize,
    pub(super) life: u32,
    pub(super) rng: GameRng,
}

impl Lianliankan {
    pub(super) fn with_board(board: Grid<Option<u8>>, rng: GameRng) -> Self {
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
        Tiles::from_board(&self.board).joinable_pairs()
    }

    /// Searches at most about `max_nodes` positions for an order of pairs that clears
    /// the board from here. [`Clearing::Impossible`] means the game will have to
    /// reshuffle at some point whatever is played; [`CLEARING_NODES`] is enough for
    /// every deal of the default size tried.
    pub fn clearing(&self, max_nodes: u64) -> Clearing {
        let mut search = ClearingSearch::new(&self.board);
        search.run(max_nodes.saturating_sub(search.nodes()));
        search.clearing()
    }

    /// Rearranges the tiles when some remain but no pair can be removed.
    pub(super) fn unstick(&mut self) -> Option<Vec<Motion>> {
        if self.remaining() == 0 || self.removable_pair().is_some() {
            return None;
        }
        let (board, _) = reshuffle(&self.board, &mut self.rng);
        let motions = shuffle_motions(&self.board, &board);
        self.board = board;
        Some(motions)
    }

    /// Why `a` and `b` cannot be joined, or the joining line.
    pub(super) fn join(&self, a: Pos, b: Pos) -> Result<Vec<(i32, i32)>, MoveError> {
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
