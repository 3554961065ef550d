//! A game's settings panel: its own rows (board size, colours, ...) with what the next
//! game will be, and the shared rows. Opened from the game screen (Settings) and from
//! the menu.

use bevy::ecs::world::CommandQueue;
use bevy::prelude::*;

use super::GameView;
use crate::core::GameCommand;
use crate::settings::Preferences;
use crate::sound::SoundSettings;
use crate::theme::Themes;
use crate::ui::panel::{
    SettingsPanel, add_done, add_heading, add_note, add_rows, add_shared_rows, open_panel,
};

/// What the next game of `P` will be, from its settings.
fn next_game<P: GameView>(settings: &P::Settings, config: &P::Config) -> String {
    format!(
        "Next game: {} (New game starts it)",
        P::describe_params(&P::params(config, settings))
    )
}

/// Opens `P`'s settings panel.
pub fn open_game_panel<P: GameView>(world: &mut World) {
    let settings = world.resource::<P::Settings>().clone();
    let config = world.resource::<P::Config>().clone();
    let prefs = world.resource::<Preferences>().clone();
    let sound = world.resource::<SoundSettings>().clone();
    let themes = world.resource::<Themes>().clone();
    let mut queue = CommandQueue::default();
    let mut commands = Commands::new(&mut queue, world);
    let body = open_panel(&mut commands, &format!("{} settings", P::TITLE));
    let rows = P::setting_rows();
    if !rows.is_empty() {
        add_heading(&mut commands, body, P::TITLE);
        let note = add_note(&mut commands, body, next_game::<P>(&settings, &config));
        add_rows(
            &mut commands,
            body,
            rows,
            &settings,
            &config,
            Some((note, next_game::<P>)),
        );
    }
    add_shared_rows(&mut commands, body, &prefs, &sound, &themes);
    add_done(&mut commands, body);
    queue.apply(world);
}

/// The Settings command opens the panel, or closes it if it is open.
pub(super) fn toggle_settings_panel<P: GameView>(
    mut game_commands: MessageReader<GameCommand>,
    panels: Query<Entity, With<SettingsPanel>>,
    mut commands: Commands,
) {
    for command in game_commands.read() {
        if *command != GameCommand::Settings {
            continue;
        }
        if panels.is_empty() {
            commands.queue(open_game_panel::<P>);
        } else {
            for panel in &panels {
                commands.entity(panel).despawn();
            }
        }
    }
}
