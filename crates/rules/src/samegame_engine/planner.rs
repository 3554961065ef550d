//! The engine as a game's planner: SameGame lines are sure to the end, Bubble Breaker
//! lines only for their first move (new columns are random). The games build it
//! (`SameGame::planner`), so this file knows no game.

use crate::grid::Pos;
use crate::puzzle::{Line, LineOf, Planner, Puzzle, yes_no};

use super::Engine;

/// The engine behind a game's [`Planner`].
pub struct EnginePlanner<P: Puzzle> {
    engine: Engine,
    make_move: fn(Pos) -> P::Move,
    all_sure: bool,
    line: Option<LineOf<P>>,
}

impl<P: Puzzle> EnginePlanner<P> {
    /// The planner over `engine`, whose clicks become moves through `make_move`. With
    /// `all_sure` every move of a line is sure (nothing random follows a move);
    /// without it only the first is, and lines are never proven.
    pub fn new(engine: Engine, make_move: fn(Pos) -> P::Move, all_sure: bool) -> Self {
        let mut planner = Self {
            engine,
            make_move,
            all_sure,
            line: None,
        };
        planner.refresh();
        planner
    }

    fn refresh(&mut self) {
        let score = self.engine.best_score();
        let current = self.line.as_ref().map(|line| line.score as i64);
        let proven = self.all_sure && self.engine.exhausted();
        if score != current {
            self.line = self.engine.best().map(|found| Line {
                sure: if self.all_sure { found.clicks.len() } else { 1 },
                moves: found.clicks.into_iter().map(self.make_move).collect(),
                score: found.score.max(0) as u64,
                proven,
                reaches_aim: false,
            });
        } else if let Some(line) = &mut self.line {
            line.proven = proven;
        }
    }

    /// The engine itself.
    pub fn engine(&self) -> &Engine {
        &self.engine
    }
}

impl<P: Puzzle> Planner<P> for EnginePlanner<P> {
    fn step(&mut self, nodes: u64) -> bool {
        let done = self.engine.step(nodes);
        self.refresh();
        done
    }

    fn best(&self) -> Option<&LineOf<P>> {
        self.line.as_ref()
    }

    fn nodes(&self) -> u64 {
        self.engine.nodes()
    }

    fn report(&self) -> Vec<(&'static str, String)> {
        vec![
            ("beam width", self.engine.width().to_string()),
            ("exhaustive", yes_no(self.engine.exhausted())),
        ]
    }
}
