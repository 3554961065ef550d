//! A Lianliankan position: the tiles, the score, the life the last move carried and the
//! generator of reshuffles; which pairs join, and unsticking a stuck board.

use super::clearing::{Clearing, ClearingSearch};
use super::deal::{deal_with_witness, reshuffle, shuffle_motions};
use super::params::{FULL_LIFE, Params};
use super::path::{find_path, first_removable_pair};
use super::shift::Shift;
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
/// start and at each level, 0 once time is up); `shift` is the current level's (the
/// settings' when levels are off).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lianliankan {
    pub(super) board: Grid<Option<u8>>,
    pub(super) score: u64,
    pub(super) initial_tiles: usize,
    pub(super) life: u32,
    pub(super) rng: GameRng,
    pub(super) params: Params,
    pub(super) shift: Shift,
    pub(super) level: u32,
    /// Pairs after which tiles slid, and reshuffles, so far (what a move did, for
    /// those who hear it rather than see it).
    pub(super) slides: u32,
    pub(super) reshuffles: u32,
}

impl Lianliankan {
    pub(super) fn with_board(board: Grid<Option<u8>>, rng: GameRng, params: &Params) -> Self {
        let initial_tiles = board.iter().filter(|(_, tile)| tile.is_some()).count();
        Self {
            board,
            score: 0,
            initial_tiles,
            life: FULL_LIFE,
            rng,
            params: params.clone(),
            shift: params.shift,
            level: 1,
            slides: 0,
            reshuffles: 0,
        }
    }

    /// How many pairs so far made tiles slide.
    pub fn slides(&self) -> u32 {
        self.slides
    }

    /// How many times so far the tiles were reshuffled because no pair was left.
    pub fn reshuffles(&self) -> u32 {
        self.reshuffles
    }

    /// Where tiles slide after a pair, on this level.
    pub fn shift(&self) -> Shift {
        self.shift
    }

    /// The level being played, from 1 (always 1 with levels off).
    pub fn level(&self) -> u32 {
        self.level
    }

    /// Whether a cleared board deals the next level.
    pub fn has_levels(&self) -> bool {
        self.params.has_levels()
    }

    /// Deals the next level on the cleared board: the next shift, a fresh deal from the
    /// game's generator, tiles counted anew; the score carries on.
    pub(super) fn next_level(&mut self) {
        self.level += 1;
        self.shift = self.shift.next_level();
        let params = Params {
            shift: self.shift,
            ..self.params.clone()
        };
        let (board, _) = deal_with_witness(&params, &mut self.rng);
        self.initial_tiles = board.iter().filter(|(_, tile)| tile.is_some()).count();
        self.board = board;
        self.life = FULL_LIFE;
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
        let mut search = ClearingSearch::new(&self.board, self.shift);
        search.run(max_nodes.saturating_sub(search.nodes()));
        search.clearing()
    }

    /// Rearranges the tiles when some remain but no pair can be removed.
    pub(super) fn unstick(&mut self) -> Option<Vec<Motion>> {
        if self.remaining() == 0 || self.removable_pair().is_some() {
            return None;
        }
        let (board, _) = reshuffle(&self.board, self.shift, &mut self.rng);
        let motions = shuffle_motions(&self.board, &board);
        self.board = board;
        self.reshuffles += 1;
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
