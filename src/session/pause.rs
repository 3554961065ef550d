//! Pause: the Pause command pauses the game or goes on with it, and a timed game pauses
//! itself when the window (or the page) loses the focus while its clock runs, as
//! KShisen and Klickety do. While paused the clocks stand still, the board takes no
//! clicks and the engine thinks of nothing; the screens cover the board.

use bevy::prelude::*;
use bevy::window::WindowFocused;

use crate::core::game::GameCommand;
use crate::session::state::Session;

/// Pauses or goes on as the player asks, and pauses a timed game whose window lost the
/// focus while its clock ran. A finished game has nothing to pause.
pub(super) fn pause_and_resume(
    mut game_commands: MessageReader<GameCommand>,
    mut focus: MessageReader<WindowFocused>,
    mut session: ResMut<Session>,
) {
    let mut paused = session.paused;
    for command in game_commands.read() {
        if *command == GameCommand::Pause {
            paused = !paused;
        }
    }
    let left = focus.read().any(|change| !change.focused);
    if left && session.facts().timed && session.clock_running() {
        paused = true;
    }
    if session.state().is_over() {
        paused = false;
    }
    if paused != session.paused {
        session.paused = paused;
    }
}
