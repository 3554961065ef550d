//! The bottom layer: what every other layer names. Which game and where the app is
//! (states), the messages that carry clicks and commands, how the program was started,
//! draw order, problems to tell the player, what the play-test beacon reports, the words
//! in the player's language, how clocks and labels read, and when the game must update
//! again though nothing happens (`wake`).
//!
//! May import: Bevy, the rules crate and the Fluent crates only. Nothing in this crate sits below it.

pub mod beacon;
pub mod format;
pub mod game;
pub mod notices;
pub mod wake;
pub mod words;
pub mod z;

use bevy::prelude::*;

/// The app's states, the click and command messages, how it was started, and the
/// problems to tell the player.
pub struct CorePlugin;

impl Plugin for CorePlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<game::AppState>()
            .add_message::<game::CellClicked>()
            .add_message::<game::GameCommand>()
            .init_resource::<game::Launch>()
            .init_resource::<notices::Problems>()
            .init_resource::<beacon::SessionSummary>()
            .init_resource::<words::Words>()
            .init_resource::<wake::Wake>()
            .add_systems(
                First,
                wake::start_frame.in_set(wake::WakeSystems::StartFrame),
            )
            // Before Bevy lays the UI out and shapes its text, in the same frame.
            .add_systems(
                PostUpdate,
                words::write_localized_texts.before(bevy::ui::UiSystems::Prepare),
            );
    }
}
