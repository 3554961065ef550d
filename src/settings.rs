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

/// Applies one settings button to the player's settings, within each game's ranges.
pub fn apply_setting(
    settings: &mut PlayerSettings,
    config: &crate::config::GameConfig,
    change: crate::ui::SettingChange,
) {
    use crate::session::GameView;
    use crate::ui::SettingChange;
    use grid_rules::fifteen::{self, Fifteen};
    use grid_rules::samegame::{self, SameGame};
    let step = |value: usize, delta: i8, range: std::ops::RangeInclusive<usize>| {
        value
            .saturating_add_signed(delta as isize)
            .clamp(*range.start(), *range.end())
    };
    let samegame = SameGame::params(config, settings);
    match change {
        SettingChange::SameGameWidth(delta) => {
            settings.samegame_width = step(samegame.width, delta, samegame::SIDE_RANGE)
        }
        SettingChange::SameGameHeight(delta) => {
            settings.samegame_height = step(samegame.height, delta, samegame::SIDE_RANGE)
        }
        SettingChange::SameGameColours(delta) => {
            settings.samegame_colours = step(samegame.colours, delta, samegame::COLOUR_RANGE)
        }
        SettingChange::FifteenSize(delta) => {
            let size = Fifteen::params(config, settings).size;
            settings.fifteen_size = step(size, delta, fifteen::SIZE_RANGE);
        }
        SettingChange::FifteenNumbers => {
            settings.fifteen_show_numbers = !settings.fifteen_show_numbers
        }
        SettingChange::ColorLinesLarge => settings.color_lines_large = !settings.color_lines_large,
    }
}

/// Applies settings buttons as they are pressed and saves the settings soon after.
pub fn change_settings(
    mut commands: Commands,
    mut changes: MessageReader<crate::ui::SettingChanged>,
    mut settings: ResMut<PlayerSettings>,
    config: Res<crate::config::GameConfig>,
) {
    for crate::ui::SettingChanged(change) in changes.read() {
        apply_setting(&mut settings, &config, *change);
        save_settings_soon(&mut commands);
    }
}
