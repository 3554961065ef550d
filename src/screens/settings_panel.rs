//! A game's settings panel: its own rows (board size, colours, ...) with what the next
//! game will be, and the rows every game shares (theme, symbols, motion, sound, volume).
//! Opened from the game screen (Settings) and from the menu.

use std::sync::Arc;

use bevy::ecs::world::CommandQueue;
use bevy::prelude::*;

use crate::audio::player::SoundSettings;
use crate::core::game::GameCommand;
use crate::core::words::Msg;
use crate::look::languages::{Languages, ShowsLanguageNames};
use crate::look::theme::{ThemeInfo, Themes};
use crate::persist::shared::Preferences;
use crate::session::game::Game;
use crate::session::state::Session;
use crate::ui::controls::add_rows;
use crate::ui::panel::{Panels, add_done, add_heading, add_note, open_panel};
use crate::ui::setting_rows::{Control, Reading, SettingRow, on_off};

/// What the next game of `game` will be, from its settings.
fn next_game(game: &dyn Game, world: &World) -> Msg {
    Msg::new("settings-next-game").msg("params", game.describe_next(world))
}

/// Opens the settings panel of `game`.
pub fn open_game_panel(world: &mut World, game: &'static dyn Game) {
    let rows = game.setting_rows(world);
    let now = next_game(game, world);
    let mut queue = CommandQueue::default();
    let mut commands = Commands::new(&mut queue, world);
    let name = game.facts().id.name();
    let body = open_panel(
        &mut commands,
        Msg::new("settings-game-title").msg("game", name.clone()),
    );
    if !rows.is_empty() {
        add_heading(&mut commands, body, name);
        let note = add_note(&mut commands, body, now);
        let reads: Reading = Arc::new(move |world: &World| next_game(game, world));
        add_rows(&mut commands, body, rows, Some((note, reads)));
    }
    add_shared_rows(&mut commands, world, body);
    add_done(&mut commands, body);
    queue.apply(world);
}

/// The Settings command opens the running game's panel, or closes the panel that is
/// open.
pub(crate) fn toggle_settings_panel(
    mut game_commands: MessageReader<GameCommand>,
    session: Res<Session>,
    mut panels: Panels,
    mut commands: Commands,
) {
    for command in game_commands.read() {
        if *command != GameCommand::Settings {
            continue;
        }
        if panels.is_open() {
            panels.close();
        } else {
            let game = session.game();
            commands.queue(move |world: &mut World| open_game_panel(world, game));
        }
    }
}

/// The settings every game shares: symbols, motion, sound and volume.
pub fn add_shared_rows(commands: &mut Commands, world: &World, body: Entity) {
    add_heading(commands, body, "settings-every-game");
    let language_rows: Vec<SettingRow<Preferences, Languages>> = vec![SettingRow {
        label: "setting-language",
        value: |p, languages| match languages.get(&p.language) {
            Some(language) => own_name(&language.name),
            None => Msg::new("setting-language-system"),
        },
        control: Control::List {
            options: |languages| {
                let system = ("system".to_string(), Msg::new("setting-language-system"));
                std::iter::once(system)
                    .chain(
                        languages
                            .0
                            .iter()
                            .map(|language| (language.tag.clone(), own_name(&language.name))),
                    )
                    .collect()
            },
            choose: |p, languages, index| {
                p.language = index
                    .checked_sub(1)
                    .and_then(|index| languages.0.get(index))
                    .map_or_else(String::new, |language| language.tag.clone());
            },
        },
    }];
    add_rows(commands, body, for_panel(language_rows, world), None);
    // Each language's own name may need characters of another writing than the words.
    commands.spawn((ShowsLanguageNames, ChildOf(body)));
    let prefs_rows: Vec<SettingRow<Preferences, Themes>> = vec![
        SettingRow {
            label: "setting-theme",
            value: |p, themes| theme_title(&themes.get(&p.theme).0),
            control: Control::Choice {
                options: |themes| {
                    themes
                        .0
                        .iter()
                        .map(|theme| (theme.name.clone(), theme_title(theme)))
                        .collect()
                },
                choose: |p, themes, index| {
                    if let Some(theme) = themes.0.get(index) {
                        p.theme.clone_from(&theme.name);
                    }
                },
            },
        },
        SettingRow {
            label: "setting-symbols",
            value: |p, _| on_off(p.symbols),
            control: Control::Switch(|p, _| p.symbols = !p.symbols),
        },
        SettingRow {
            label: "setting-reduced-motion",
            value: |p, _| on_off(p.reduced_motion),
            control: Control::Switch(|p, _| {
                p.reduced_motion = !p.reduced_motion;
                p.reduced_motion_chosen = true;
            }),
        },
        SettingRow {
            label: "setting-clock",
            value: |p, _| on_off(!p.hide_clock),
            control: Control::Switch(|p, _| p.hide_clock = !p.hide_clock),
        },
    ];
    add_rows(commands, body, for_panel(prefs_rows, world), None);
    let sound_rows: Vec<SettingRow<SoundSettings, Themes>> = vec![
        SettingRow {
            label: "setting-sound",
            value: |s, _| on_off(s.on),
            control: Control::Switch(|s, _| s.on = !s.on),
        },
        SettingRow {
            label: "setting-volume",
            value: |s, _| {
                Msg::new("setting-volume-value").num("percent", (s.volume * 100.0).round())
            },
            control: Control::Stepper {
                less: |s, _| s.volume = (s.volume - 0.1).clamp(0.0, 1.0),
                more: |s, _| s.volume = (s.volume + 0.1).clamp(0.0, 1.0),
            },
        },
    ];
    add_rows(commands, body, for_panel(sound_rows, world), None);
    add_heading(commands, body, "controls-title");
    add_note(commands, body, "controls-keyboard");
    add_note(commands, body, "controls-gamepad");
}

/// Rows of one settings group as the panel builds them.
fn for_panel<S, C>(
    rows: Vec<SettingRow<S, C>>,
    world: &World,
) -> Vec<crate::ui::setting_rows::AnyRow>
where
    S: Resource
        + bevy::ecs::component::Component<Mutability = bevy::ecs::component::Mutable>
        + Default,
    C: Resource,
{
    rows.into_iter().map(|row| row.for_panel(world)).collect()
}

/// A theme's title: the catalogues' for a shipped theme, its own `theme.ron` title (or
/// folder name) for a player's.
fn theme_title(theme: &ThemeInfo) -> Msg {
    Msg::new("theme-title")
        .text("name", theme.name.clone())
        .text("title", theme.title.clone())
}

/// A language's name as its speakers write it (from its own catalogue, whatever the
/// language in use).
fn own_name(name: &str) -> Msg {
    Msg::new("language-own-name").text("name", name.to_string())
}
