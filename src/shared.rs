//! Everything a game plugin stands on, installed once: states, messages, shared
//! resources, the board, animation, buttons, keyboard shortcuts and the play-test
//! beacon. Each game's session adds it if it is missing, so a test can build an app from
//! one game plugin alone; the window's app adds it with everything else.

use bevy::prelude::*;
use bevy_tweening::TweeningPlugin;

use crate::anim::AnimPlugin;
use crate::board::BoardPlugin;
use crate::config::GameConfig;
use crate::core::{AppState, CellClicked, GameCommand, Launch};
use crate::input::{keyboard_shortcuts, notice_key_use};
use crate::settings::{BestScores, SavedGames};
use crate::sound::SoundPlugin;
use crate::status::StatusPlugin;
use crate::ui::{ButtonPlugin, PieceLook};

/// Installs what every game plugin needs.
pub struct SharedPlugin;

impl Plugin for SharedPlugin {
    fn build(&self, app: &mut App) {
        if !app.is_plugin_added::<TweeningPlugin>() {
            app.add_plugins(TweeningPlugin);
        }
        app.init_state::<AppState>()
            .add_message::<CellClicked>()
            .add_message::<GameCommand>()
            .init_resource::<GameConfig>()
            .init_resource::<Launch>()
            .init_resource::<BestScores>()
            .init_resource::<SavedGames>()
            .init_resource::<PieceLook>()
            .init_resource::<crate::session::think::EngineSettings>()
            .add_plugins((
                BoardPlugin,
                AnimPlugin,
                ButtonPlugin,
                StatusPlugin,
                SoundPlugin,
            ))
            .add_systems(Update, (keyboard_shortcuts, notice_key_use));
    }
}

/// Adds [`SharedPlugin`] unless an earlier plugin did.
pub fn ensure_shared(app: &mut App) {
    if !app.is_plugin_added::<SharedPlugin>() {
        app.add_plugins(SharedPlugin);
    }
}
