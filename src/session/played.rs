//! One game of `P` being played, in its own types: its record (parameters, seed, start
//! and moves, which game codes hold) and its click state, which the session holds as a
//! [`PlayedGame`].

use std::any::Any;

use grid_rules::code::{GameCode, GameRecord};
use grid_rules::history::History;
use grid_rules::{Change, PieceCode, Pos};

use crate::core::words::Msg;
use crate::session::game::{Clicked, Game, PlayedGame, Position, ReviewStart};
use crate::session::game_look::GameLook;
use crate::session::position::kind;
use crate::session::review_work::start_review;

/// One game of `P` being played: its record and its click state.
#[derive(Clone, Debug)]
pub struct Played<P: GameLook> {
    pub record: GameRecord<P>,
    pub ui: P::Ui,
}

impl<P: GameLook> Played<P> {
    /// A game with this record and no click state.
    pub fn new(record: GameRecord<P>) -> Self {
        Self {
            record,
            ui: P::Ui::default(),
        }
    }

    /// The position now.
    pub fn state(&self) -> &P {
        self.record.history.current()
    }

    /// The record of this game at its start: its parameters, seed and first position,
    /// no move played.
    fn start_record(&self) -> GameRecord<P> {
        let record = &self.record;
        GameRecord {
            params: record.params.clone(),
            seed: record.seed,
            board: record.board.clone(),
            history: History::new(record.history.start().clone()),
        }
    }
}

/// A move's changes with their pieces as codes.
fn coded<T: PieceCode>(changes: Vec<Change<T>>) -> Vec<Change<u16>> {
    changes
        .into_iter()
        .map(|change| change.map_pieces(|piece| piece.code()))
        .collect()
}

impl<P: GameLook> PlayedGame for Played<P> {
    fn game(&self) -> &'static dyn Game {
        kind::<P>()
    }

    fn position(&self) -> &dyn Position {
        self.state()
    }

    fn start(&self) -> &dyn Position {
        self.record.history.start()
    }

    fn position_after(&self, moves: usize) -> Option<&dyn Position> {
        Some(self.record.history.after(moves)? as &dyn Position)
    }

    fn moves_played(&self) -> usize {
        self.record.history.moves_played()
    }

    fn click(&mut self, pos: Pos) -> Clicked {
        let state = self.record.history.current();
        let before = self.ui.clone();
        match state.click(&mut self.ui, pos) {
            Some(mv) => match self.record.history.play(&mv) {
                Ok(changes) => Clicked::Played(coded(changes)),
                Err(_) => Clicked::Unplayed { refused: true },
            },
            None if !state.is_over() => Clicked::Unplayed {
                refused: P::click_refused(&before, &self.ui),
            },
            None => Clicked::Touched,
        }
    }

    fn play(&mut self, mv: &str) -> Option<Vec<Change<u16>>> {
        let mv = mv.parse::<P::Move>().ok()?;
        self.record.history.play(&mv).ok().map(coded)
    }

    fn undo(&mut self) -> bool {
        self.record.history.undo()
    }

    fn redo(&mut self) -> bool {
        self.record.history.redo()
    }

    fn restarted(&self) -> Box<dyn PlayedGame> {
        Box::new(Played::new(self.start_record()))
    }

    fn clear_selection(&mut self) {
        self.ui = P::Ui::default();
    }

    fn code(&self) -> GameCode {
        self.record.code()
    }

    fn start_code(&self) -> GameCode {
        self.start_record().code()
    }

    fn params(&self) -> String {
        self.record.params.to_string()
    }

    fn seed(&self) -> u64 {
        self.record.seed
    }

    fn dealt_with_defaults(&self) -> bool {
        self.record.board.is_none() && self.record.params == P::Params::default()
    }

    fn same_start(&self, other: &dyn PlayedGame) -> bool {
        let Some(other) = other.as_any().downcast_ref::<Played<P>>() else {
            return false;
        };
        let (a, b) = (&self.record, &other.record);
        a.params == b.params && a.seed == b.seed && a.history.start() == b.history.start()
    }

    fn selected_cells(&self) -> Vec<Pos> {
        self.state().selected_cells(&self.ui)
    }

    fn describe_cells(&self) -> Vec<Msg> {
        self.state().describe_cells(&self.ui)
    }

    fn ring_places(&self) -> Vec<(Pos, Msg)> {
        self.state().ring_places()
    }

    fn say_selection(&self) -> Option<Msg> {
        self.state().say_selection(&self.ui)
    }

    fn review(&self) -> ReviewStart {
        start_review(&self.record.history)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}
