//! The running game of one kind: its history (start and moves) as the one source of
//! truth, the click state, what its game code records, and the system sets the
//! session's systems run in.

use crate::core::words::Msg;
use std::ops::Not;

use bevy::prelude::*;
use grid_rules::Puzzle;
use grid_rules::code::{GameCode, GameRecord};
use grid_rules::daily::{Date, daily_seed};

use crate::core::game::GameId;
use crate::persist::stats::Statistics;

/// The running game: its history (start and moves), the click state, and what its
/// game code records.
#[derive(Resource, Debug)]
pub struct Session<P: Puzzle> {
    /// The game as its code records it: parameters, seed, starting board, moves.
    pub game: GameRecord<P>,
    pub ui: P::Ui,
    /// Names the position: it changes with every move, undo, redo and new game, and an
    /// engine's answer is about the generation it was asked about.
    pub generation: u64,
    /// Names the deal (it changes with a new game or a replaced position): par is about
    /// a deal.
    pub deal: u64,
    /// Hints asked for in this game.
    pub hints_used: u32,
    /// Moves taken back in this game.
    pub undos_used: u32,
    /// Whether the engine played a move of this game (auto-play).
    pub auto_used: bool,
    /// Seconds played: from the first move until the game is over.
    pub seconds: f32,
    /// The day whose puzzle this is, when it is a daily puzzle.
    pub daily: Option<Date>,
    /// Whether this game was counted in the statistics as played, and as finished.
    pub counted: (bool, bool),
    /// Where the finished game ranks among the best scores (0 is a new best).
    pub rank: Option<usize>,
}

impl<P: Puzzle> Session<P> {
    /// A new game dealt from `seed`.
    pub fn new(params: P::Params, seed: u64) -> Self {
        Self {
            game: GameRecord::dealt(params, seed),
            ui: P::Ui::default(),
            generation: next_id(),
            deal: next_id(),
            hints_used: 0,
            undos_used: 0,
            auto_used: false,
            seconds: 0.0,
            daily: None,
            counted: (false, false),
            rank: None,
        }
    }

    /// The puzzle of `date`: the game's default settings and the day's seed, the same
    /// board for every player that day.
    pub fn daily(date: Date) -> Self {
        let mut session = Self::new(P::Params::default(), daily_seed(P::ID, date));
        session.daily = Some(date);
        session
    }

    /// The day whose puzzle this game is, if it is today's or yesterday's (a daily
    /// left unfinished and opened again, or opened from a shared code).
    pub fn daily_of(&self, today: Date) -> Option<Date> {
        let game = &self.game;
        if game.board.is_some() || game.params != P::Params::default() {
            return None;
        }
        [Some(today), today.previous()]
            .into_iter()
            .flatten()
            .find(|&date| daily_seed(P::ID, date) == game.seed)
    }

    /// The position now.
    pub fn state(&self) -> &P {
        self.game.history.current()
    }

    /// The key of this game's statistics record (its game and parameters).
    pub fn record_key(&self) -> String {
        Statistics::key(&GameId(P::ID).key(), &self.game.params.to_string())
    }

    /// The game code of the game as it stands.
    pub fn code(&self) -> GameCode {
        self.game.code()
    }

    /// The game a code describes, played to its last move.
    pub fn from_code(code: &GameCode) -> Result<Self, String> {
        Ok(Self {
            game: GameRecord::from_code(code)?,
            ui: P::Ui::default(),
            generation: next_id(),
            deal: next_id(),
            hints_used: 0,
            undos_used: 0,
            auto_used: false,
            seconds: 0.0,
            daily: None,
            // A game saved with moves was counted as played when they were made.
            counted: (code.moves.is_empty().not(), false),
            rank: None,
        })
    }

    /// Whether undo, a hint or auto-play helped in this game.
    pub fn assisted(&self) -> bool {
        self.hints_used > 0 || self.undos_used > 0 || self.auto_used
    }

    /// The help this game had, in words ("2 hints, 1 undo, auto-play"); empty for none.
    pub fn help_words(&self) -> Vec<Msg> {
        let mut help = Vec::new();
        if self.hints_used > 0 {
            help.push(Msg::new("help-hints").num("count", self.hints_used));
        }
        if self.undos_used > 0 {
            help.push(Msg::new("help-undos").num("count", self.undos_used));
        }
        if self.auto_used {
            help.push(Msg::new("help-auto-play"));
        }
        help
    }

    /// Marks the position as changed (engines' answers about the old one are dropped).
    pub fn moved(&mut self) {
        self.generation = next_id();
    }
}

/// A number nothing else in this run has, so an answer about an earlier position or
/// deal (even of a session since replaced) is never taken for the current one.
pub fn next_id() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static IDS: AtomicU64 = AtomicU64::new(1);
    IDS.fetch_add(1, Ordering::Relaxed)
}

/// Reads each game's section of the configuration (in `PreUpdate`); what is drawn from
/// it comes after.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ConfigSectionRead;

/// Starts the session on entering a game; game extras that need the HUD run after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct StartSession;

/// The session systems of whichever game is running; game extras run after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct SessionSystems;

/// A seed for a game nobody asked a seed for.
pub fn fresh_seed() -> u64 {
    rand::random::<u64>() % 1_000_000_000
}
