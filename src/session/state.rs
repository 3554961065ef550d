//! The running game, whatever the game: its record (start and moves) and click state as
//! the one source of truth, what the player had of help and time, and the system sets
//! the session's systems run in.

use std::ops::Not;

use bevy::prelude::*;
use grid_rules::code::GameCode;
use grid_rules::daily::{Date, daily_seed};

use crate::core::game::GameId;
use crate::core::words::Msg;
use crate::persist::stats::Statistics;
use crate::session::game::PlayedGame;
use crate::session::game::Position;
use crate::session::game::{Game, GameFacts};
use crate::session::game_look::GameLook;
use crate::session::played::Played;

/// The running game: the game being played (its record and click state), and what it
/// has had of help and time.
#[derive(Resource)]
pub struct Session {
    /// The game being played: its record (parameters, seed, starting board, moves) and
    /// its click state.
    pub played: Box<dyn PlayedGame>,
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
    /// Whether the game is paused: its clocks stand still, the board is covered and
    /// takes no clicks.
    pub paused: bool,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("game", &self.id())
            .field("code", &self.code().encode())
            .field("generation", &self.generation)
            .field("deal", &self.deal)
            .finish_non_exhaustive()
    }
}

impl Session {
    /// A session of `played`, from its start (nothing counted, no help).
    pub fn new(played: Box<dyn PlayedGame>) -> Self {
        Self {
            played,
            generation: next_id(),
            deal: next_id(),
            hints_used: 0,
            undos_used: 0,
            auto_used: false,
            seconds: 0.0,
            daily: None,
            counted: (false, false),
            rank: None,
            paused: false,
        }
    }

    /// The puzzle of `date` of `game`: its default settings and the day's seed, the
    /// same board for every player that day.
    pub fn daily(game: &dyn Game, date: Date) -> Self {
        let mut session = Self::new(game.daily(date));
        session.daily = Some(date);
        session
    }

    /// The game a code describes, played to its last move.
    pub fn from_code(game: &dyn Game, code: &GameCode) -> Result<Self, String> {
        let mut session = Self::new(game.open_code(code)?);
        // A game saved with moves was counted as played when they were made.
        session.counted = (code.moves.is_empty().not(), false);
        Ok(session)
    }

    /// Which game.
    pub fn game(&self) -> &'static dyn Game {
        self.played.game()
    }

    /// Whether this game is played by its seed rules (its printed parameters name no
    /// mode: only numbers, as every game before the modes).
    pub fn seed_rules(&self) -> bool {
        seed_rules(&self.played.params())
    }

    /// The game's facts in the mode this game is played in.
    pub fn facts(&self) -> GameFacts {
        self.game().facts_for(&self.played.params())
    }

    /// The game's id.
    pub fn id(&self) -> GameId {
        self.facts().id
    }

    /// The position now.
    pub fn state(&self) -> &dyn Position {
        self.played.position()
    }

    /// The game in its own types, if it is a game of `P`.
    pub fn played_as<P: GameLook>(&self) -> Option<&Played<P>> {
        self.played.as_any().downcast_ref()
    }

    /// The game in its own types, to change, if it is a game of `P`.
    pub fn played_as_mut<P: GameLook>(&mut self) -> Option<&mut Played<P>> {
        self.played.as_any_mut().downcast_mut()
    }

    /// The day whose puzzle this game is, if it is today's or yesterday's (a daily
    /// left unfinished and opened again, or opened from a shared code).
    pub fn daily_of(&self, today: Date) -> Option<Date> {
        if !self.played.dealt_with_defaults() {
            return None;
        }
        let id = self.id();
        [Some(today), today.previous()]
            .into_iter()
            .flatten()
            .find(|&date| daily_seed(id.0, date) == self.played.seed())
    }

    /// The key of this game's statistics record (its game and parameters).
    pub fn record_key(&self) -> String {
        Statistics::key(&self.id().key(), &self.played.params())
    }

    /// The game code of the game as it stands.
    pub fn code(&self) -> GameCode {
        self.played.code()
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

    /// The same deal again from its start (same settings, seed or board), the moves
    /// undone: a new attempt, which counts in the statistics as New game's does. A
    /// daily puzzle stays one.
    pub fn restarted(&self) -> Self {
        let mut session = Self::new(self.played.restarted());
        session.daily = self.daily;
        session
    }

    /// Whether the game's clock is running: moves were made, the game is not over and
    /// not paused.
    pub fn clock_running(&self) -> bool {
        !self.paused && self.played.moves_played() > 0 && !self.state().is_over()
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

/// The session's systems; the screens' and game extras run after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct SessionSystems;

/// Starts the session on entering a game; game extras that need the HUD run after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct StartSession;

/// A seed for a game nobody asked a seed for.
pub fn fresh_seed() -> u64 {
    rand::random::<u64>() % 1_000_000_000
}

/// Whether printed parameters play a game's seed rules: a mode prints as `name=value`
/// after the numbers, and the seed rules print none.
pub fn seed_rules(params: &str) -> bool {
    !params.contains('=')
}
