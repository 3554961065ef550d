//! The main menu: one button per game (games not built yet say "coming soon").

use bevy::prelude::*;

use super::{ButtonAction, TEXT_COLOUR, button};
use crate::core::{AppState, GameKind};

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
    for kind in GameKind::ALL {
        if kind.playable() {
            commands.spawn((
                button(kind.title(), ButtonAction::Play(kind), 28.0),
                ChildOf(menu),
            ));
        } else {
            commands.spawn((
                Text::new(format!("{} (coming soon)", kind.title())),
                TextFont {
                    font_size: FontSize::Px(22.0),
                    ..default()
                },
                TextColor(Color::srgb(0.5, 0.5, 0.55)),
                ChildOf(menu),
            ));
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    commands.spawn((button("Quit", ButtonAction::Quit, 22.0), ChildOf(menu)));
}
