//! Hints: the Hint command asks the engine for its best move from the position (a hint
//! used, for the game's record); the screens mark the answer on the board.

use bevy::prelude::*;

use crate::core::game::GameCommand;
use crate::session::game_view::GameView;
use crate::session::state::Session;
use crate::session::think::{EngineSettings, Purpose, Thinker};

/// What [`ask_for_hint`] reads and changes.
pub(super) type AskForHint<'w, 's, P> = (
    MessageReader<'w, 's, GameCommand>,
    Option<ResMut<'w, Session<P>>>,
    ResMut<'w, Thinker<P>>,
    Res<'w, EngineSettings>,
);

/// The Hint command asks the engine (counted as a hint used).
pub(super) fn ask_for_hint<P: GameView>(
    (mut commands, session, mut thinker, settings): AskForHint<P>,
) {
    let Some(mut session) = session else { return };
    for command in commands.read() {
        if *command == GameCommand::Hint && !session.state().is_over() {
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
