//! A Color Lines position: the balls, the score, the colours shown next and the
//! generator that places them; paths, legal travels and what landing and lines do.

use super::balls::Balls;
use super::lines::{lines_through, removal_score, sort_unique};
use super::params::{Next, PALETTE, Params};
use super::travel::Travel;
use crate::board_text::Colour;
use crate::grid::{Grid, Pos};
use crate::puzzle::Puzzle;
use crate::rng::GameRng;

/// The whole game state, including the generator so undo and redo replay the same spawns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColorLines {
    pub(super) board: Grid<Option<Colour>>,
    pub(super) score: u64,
    pub(super) next: Vec<Colour>,
    /// The settings it is played by (the board's size is the board's).
    pub(super) params: Params,
    pub(super) rng: GameRng,
}

impl ColorLines {
    /// The colours of the balls that land after the next move that removes nothing,
    /// drawn already even where the player does not see them ([`ColorLines::next_shown`]).
    pub fn next(&self) -> &[Colour] {
        &self.next
    }

    /// The next colours as the player sees them: none with the next colours hidden.
    /// What the engine plans from.
    pub fn next_shown(&self) -> Option<&[Colour]> {
        (self.params.next == Next::Shown).then_some(self.next.as_slice())
    }

    /// The settings this game is played by.
    pub fn settings(&self) -> &Params {
        &self.params
    }

    /// Whether every cell holds a ball.
    pub fn is_full(&self) -> bool {
        self.board.iter().all(|(_, cell)| cell.is_some())
    }

    /// How many colours this game deals.
    pub fn colours(&self) -> usize {
        self.params.colours
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
        let balls = Balls::from_grid(&self.board);
        balls
            .moves()
            .into_iter()
            .map(|(from, to)| Travel {
                from: balls.pos(from),
                to: balls.pos(to),
            })
            .collect()
    }

    pub(super) fn random_colour(&mut self) -> Colour {
        PALETTE[self.rng.index(self.params.colours)]
    }

    pub(super) fn draw_next(&mut self) {
        self.next = (0..self.params.next_count)
            .map(|_| self.random_colour())
            .collect();
    }

    /// Puts each colour on a random empty cell while there are any, as the tutorial's
    /// `Fre` list of free cells: a uniform pick among the empty cells left.
    pub(super) fn drop_balls(&mut self, colours: &[Colour]) -> Vec<(Pos, Colour)> {
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
    pub(super) fn remove_lines(&mut self, origins: &[Pos]) -> Vec<Pos> {
        let mut removed: Vec<Pos> = origins
            .iter()
            .flat_map(|&pos| lines_through(&self.board, pos))
            .collect();
        sort_unique(&mut removed);
        for &pos in &removed {
            self.board[pos] = None;
        }
        self.score += removal_score(removed.len(), self.params.next);
        removed
    }

    pub(super) fn has_ball(&self) -> bool {
        self.board.iter().any(|(_, cell)| cell.is_some())
    }
}
