//! What survives a restart: the shared settings groups (best scores, games in progress,
//! preferences), the statistics and the daily puzzles' records, and the guard that sets aside a settings file that does
//! not read instead of saving over it.
//!
//! May import: `core`, `platform`, Bevy and the rules crate.

pub mod daily;
pub mod damaged;
pub mod shared;
pub mod stats;

use bevy::prelude::*;

/// Registers every shared settings group (each game registers its own in its plugin);
/// before [`damaged::add_settings_plugin`].
pub fn register_settings_types(app: &mut App) {
    shared::register_types(app);
    stats::register_types(app);
    daily::register_types(app);
}

/// The shared settings groups and the statistics as resources (Bevy's settings plugin,
/// added by the windowed app, fills them from the files and saves them).
pub struct PersistPlugin;

impl Plugin for PersistPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<shared::BestScores>()
            .init_resource::<shared::SavedGames>()
            .init_resource::<shared::Preferences>()
            .init_resource::<stats::Statistics>()
            .init_resource::<daily::DailyRecords>()
            .init_resource::<shared::SaveDue>()
            .add_systems(Update, shared::wait_for_the_save);
    }
}
