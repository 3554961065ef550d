//! The main menu: one button per game in the registry, and Quit on the desktop.

use bevy::prelude::*;

use super::focus::Activate;
use super::{TEXT_COLOUR, spawn_button};
use crate::core::{AppState, GameId};

/// Spawns the menu on entering it.
pub struct MenuPlugin;

impl Plugin for MenuPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(OnEnter(AppState::Menu), spawn_menu);
    }
}

fn spawn_menu(mut commands: Commands) {
    let menu = commands
        .spawn((
            Name::new("Menu"),
            DespawnOnExit(AppState::Menu),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                row_gap: px(10),
                ..default()
            },
        ))
        .id();
    commands.spawn((
        Text::new("Grid Puzzles"),
        TextFont {
            font_size: FontSize::Px(48.0),
            ..default()
        },
        TextColor(TEXT_COLOUR),
        Node {
            margin: UiRect::bottom(px(20)),
            ..default()
        },
        ChildOf(menu),
    ));
    for game in grid_rules::games::GAMES {
        let id = GameId(game.id);
        spawn_button(
            &mut commands,
            menu,
            game.title,
            28.0,
            move |_: On<Activate>, mut next: ResMut<NextState<AppState>>| {
                next.set(AppState::Playing(id));
            },
        );
    }
    #[cfg(not(target_arch = "wasm32"))]
    spawn_button(
        &mut commands,
        menu,
        "Quit",
        22.0,
        |_: On<Activate>, mut exit: MessageWriter<AppExit>, mut commands: Commands| {
            commands.queue(bevy::settings::SaveSettingsSync::IfChanged);
            exit.write(AppExit::Success);
        },
    );
}
