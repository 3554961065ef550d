//! Hints: the Hint command asks the engine for its best move from the position (a hint
//! used, for the game's record); the screens mark the answer on the board.

use bevy::prelude::*;

use crate::core::game::GameCommand;
use crate::session::state::Session;
use crate::session::think::{EngineSettings, Purpose, Thinker};

/// The Hint command asks the engine (counted as a hint used).
pub(super) fn ask_for_hint(
    mut game_commands: MessageReader<GameCommand>,
    mut session: ResMut<Session>,
    mut thinker: ResMut<Thinker>,
    settings: Res<EngineSettings>,
) {
    for command in game_commands.read() {
        if *command == GameCommand::Hint && !session.state().is_over() && !session.paused {
            session.hints_used += 1;
            thinker.ask(
                Purpose::Hint,
                session.state(),
                session.generation,
                &settings,
            );
        }
    }
}
