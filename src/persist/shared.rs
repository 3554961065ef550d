//! The settings every game shares, through Bevy's settings persistence (TOML files on
//! the desktop, localStorage on the web): best scores, games in progress and the
//! player's preferences. Each game declares its own settings group in its plugin file.

use std::collections::HashMap;
use std::time::Duration;

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SaveSettingsDeferred, SettingsGroup};

use super::damaged::register_settings_group;
use crate::core::game::GameId;
use crate::core::wake::Wake;

/// The best score of each game, by [`GameId::key`] (the fewest moves, for a game that
/// counts them). Stored as `[best_scores]` with one `key = 1234` line per game, as it
/// always was.
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
pub struct BestScores(pub HashMap<String, u64>);

impl BestScores {
    /// The best score of `game`, if it has one.
    pub fn of(&self, game: GameId) -> Option<u64> {
        self.0.get(&game.key()).copied().filter(|&score| score > 0)
    }

    /// Sets `game`'s best score.
    pub fn set(&mut self, game: GameId, score: u64) {
        self.0.insert(game.key(), score);
    }
}

/// The game in progress of each game, as a game code, by [`GameId::key`]. A file of its
/// own (`saves.toml`), so a damaged save never costs the settings.
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(file = "saves")]
pub struct SavedGames(pub HashMap<String, String>);

/// What a player prefers in every game: symbols on the pieces (for telling colours
/// apart without colour), less motion, and the look (a theme's folder name; empty for
/// the default).
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "preferences")]
pub struct Preferences {
    pub symbols: bool,
    pub reduced_motion: bool,
    /// Whether the player chose the motion setting; until then it follows what the
    /// system asks for (the browser's `prefers-reduced-motion`).
    pub reduced_motion_chosen: bool,
    pub theme: String,
    /// Whether the timed games hide their clock (some players would rather not race).
    #[reflect(default)]
    pub hide_clock: bool,
    /// The language chosen in Settings (a folder under `assets/locales/`); empty: the
    /// system's (the browser's) language.
    #[reflect(default)]
    pub language: String,
}

/// Registers these groups' types and files; before `SettingsPlugin`.
pub fn register_types(app: &mut App) {
    app.register_type::<HashMap<String, u64>>()
        .register_type::<HashMap<String, String>>();
    register_settings_group::<BestScores>(app);
    register_settings_group::<SavedGames>(app);
    register_settings_group::<Preferences>(app);
}

/// How long a change to the settings waits before they are written, so that changes
/// made together are written together.
pub const SAVE_DELAY: Duration = Duration::from_millis(300);

/// When the settings asked to be written soon will be, on the real clock Bevy's settings
/// plugin counts the wait on: until then the game asks for a frame, so the save is
/// written though the player does nothing (a game at rest draws no frame, and a
/// waiting save would wait for the player).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SaveDue(pub Option<Duration>);

/// Asks for the settings to be written soon (batched with other changes).
pub struct SaveSoon;

impl Command for SaveSoon {
    type Out = ();

    fn apply(self, world: &mut World) {
        SaveSettingsDeferred(SAVE_DELAY).apply(world);
        let now = world
            .get_resource::<Time<Real>>()
            .map_or(Duration::ZERO, Time::elapsed);
        world.get_resource_or_init::<SaveDue>().0 = Some(now + SAVE_DELAY);
    }
}

/// Asks for the settings to be written soon (batched with other changes).
pub fn save_settings_soon(commands: &mut Commands) {
    commands.queue(SaveSoon);
}

/// Keeps frames coming until a save asked for soon is written (Bevy's settings plugin
/// writes it in the first frame after its wait).
pub fn wait_for_the_save(time: Res<Time<Real>>, mut due: ResMut<SaveDue>, mut wake: ResMut<Wake>) {
    let Some(at) = due.0 else { return };
    let now = time.elapsed();
    if now > at {
        due.0 = None;
    } else {
        wake.within(at - now + Duration::from_millis(1));
    }
}

/// Steps a number setting by `delta` within `range`, starting from `current`.
pub fn step_within(current: usize, delta: i8, range: std::ops::RangeInclusive<usize>) -> usize {
    current
        .saturating_add_signed(delta as isize)
        .clamp(*range.start(), *range.end())
}

/// The player's choice of a number setting, or the configuration's value where the
/// player has not chosen (a setting of 0).
pub fn chosen_or<T: Default + PartialEq>(chosen: T, configured: T) -> T {
    if chosen == T::default() {
        configured
    } else {
        chosen
    }
}
