//! The one button every screen uses: a label in a rounded box that lights up under the
//! pointer, whose action is an observer of [`Activate`] (a click, a tap, or Enter while
//! it has the keyboard's focus).

use bevy::ecs::observer::IntoEntityObserver;
use bevy::prelude::*;

use super::focus::Activate;
use super::text::{BUTTON_COLOUR, BUTTON_HOVER, TEXT_COLOUR};
use crate::core::game::GameCommand;

/// A button with a label; what it does is an observer of [`Activate`] that the
/// spawner adds (see [`spawn_button`]), so each button carries its own handler.
pub fn button(label: impl Into<String>, font_size: f32) -> impl Bundle {
    button_with(
        label,
        font_size,
        Node {
            padding: UiRect::axes(px(12), px(6)),
            margin: UiRect::all(px(3)),
            min_height: px(36),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
    )
}

/// A button with a label and its own box.
pub fn button_with(label: impl Into<String>, font_size: f32, node: Node) -> impl Bundle {
    (
        Button,
        node,
        BackgroundColor(BUTTON_COLOUR),
        children![(
            Text::new(label),
            TextFont {
                font_size: FontSize::Px(font_size),
                ..default()
            },
            TextColor(TEXT_COLOUR),
            Pickable::IGNORE,
        )],
    )
}

/// Spawns a button under `parent` that runs `action` when activated (a primary click,
/// a tap, or Enter while it has the keyboard's focus).
pub fn spawn_button<M>(
    commands: &mut Commands,
    parent: Entity,
    label: impl Into<String>,
    font_size: f32,
    action: impl IntoEntityObserver<M>,
) -> Entity {
    commands
        .spawn((button(label, font_size), ChildOf(parent)))
        .observe(action)
        .id()
}

/// Spawns a button under `parent` that sends `command`.
pub fn spawn_command_button(
    commands: &mut Commands,
    parent: Entity,
    label: &str,
    font_size: f32,
    command: GameCommand,
) -> Entity {
    spawn_button(
        commands,
        parent,
        label,
        font_size,
        move |_: On<Activate>, mut commands: MessageWriter<GameCommand>| {
            commands.write(command);
        },
    )
}

#[allow(clippy::type_complexity)]
pub fn highlight_buttons(
    mut buttons: Query<(&Interaction, &mut BackgroundColor), (Changed<Interaction>, With<Button>)>,
) {
    for (interaction, mut colour) in &mut buttons {
        colour.0 = match interaction {
            Interaction::None => BUTTON_COLOUR,
            _ => BUTTON_HOVER,
        };
    }
}
