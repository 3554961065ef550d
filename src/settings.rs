//! What survives a restart: best scores and the players' game settings, stored with
//! Bevy's settings persistence (a TOML file on desktop, localStorage on the web).

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SaveSettingsDeferred, SettingsGroup};
use std::time::Duration;

/// The best score of each game (Fifteen: the fewest moves; 0 means none yet).
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
pub struct BestScores {
    pub bubble_breaker: u64,
    pub samegame: u64,
    pub lianliankan: u64,
    pub fifteen: u64,
    pub color_lines: u64,
}

/// Settings a player chooses in a game; applied on New game. Zero means "use the
/// configuration's default".
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
pub struct PlayerSettings {
    pub samegame_width: usize,
    pub samegame_height: usize,
    pub samegame_colours: usize,
    pub fifteen_size: usize,
    pub fifteen_show_numbers: bool,
    pub color_lines_large: bool,
}

/// Registers the settings types; must run before `SettingsPlugin` is added.
pub fn register_settings_types(app: &mut App) {
    app.register_type::<BestScores>()
        .register_type::<PlayerSettings>();
}

/// Asks for the settings to be written soon (batched with other changes).
pub fn save_settings_soon(commands: &mut Commands) {
    commands.queue(SaveSettingsDeferred(Duration::from_millis(300)));
}
