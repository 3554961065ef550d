//! The HUD's actions: the list of them (New game, Undo, Redo, Hint, Auto, Share,
//! Settings, Menu), a button for each, and a phone's toolbar at the bottom with the four
//! most used and "More" for the rest.

use bevy::prelude::*;

use crate::core::beacon::BeaconName;
use crate::core::game::{AppState, GameCommand};
use crate::core::words::Msg;
use crate::look::icons::Icons;
use crate::look::ui_colours::UiRole;
use crate::screens::hud::layout::HudRoot;
use crate::ui::button::{IconLabel, send, spawn_icon_button};
use crate::ui::focus::Activate;

/// The phone's sheet of the less used actions, opened by "More".
#[derive(Component, Debug)]
pub struct MoreSheet;

/// The HUD's actions: icon, name (a message id, also the name the play-tests press it
/// by), command, and whether a phone keeps it in its bar.
pub(super) fn actions(
    auto_label: &'static str,
) -> [(&'static str, &'static str, GameCommand, bool); 8] {
    [
        ("undo", "hud-undo", GameCommand::Undo, true),
        ("hint", "hud-hint", GameCommand::Hint, true),
        ("new", "hud-new-game", GameCommand::NewGame, true),
        ("redo", "hud-redo", GameCommand::Redo, false),
        ("auto", auto_label, GameCommand::AutoPlay, false),
        ("share", "hud-share", GameCommand::Share, false),
        ("settings", "hud-settings", GameCommand::Settings, false),
        ("menu", "hud-menu", GameCommand::BackToMenu, true),
    ]
}

/// The name the play-tests press an action by: `hud-new-game`.
fn beacon_name(label: &str) -> BeaconName {
    BeaconName(label.to_string())
}

/// An action's button: it sends `command` and closes the "more" sheet.
pub(super) fn spawn_action(
    commands: &mut Commands,
    parent: Entity,
    icons: &Icons,
    (icon, label, shown): (&str, &'static str, IconLabel),
    command: GameCommand,
) -> Entity {
    let button = spawn_icon_button(
        commands,
        parent,
        icons,
        (icon, Msg::new(label), shown),
        send(command),
    );
    commands.entity(button).insert(beacon_name(label)).observe(
        |_: On<Activate>, mut sheets: Query<&mut Visibility, With<MoreSheet>>| {
            for mut sheet in &mut sheets {
                sheet.set_if_neq(Visibility::Hidden);
            }
        },
    );
    button
}

/// The phone's toolbar at the bottom, and its "more" sheet (hidden) above it.
pub(super) fn spawn_phone_toolbar(
    commands: &mut Commands,
    icons: &Icons,
    auto_label: &'static str,
    scope: DespawnOnExit<AppState>,
) {
    let toolbar = commands
        .spawn((
            HudRoot::Bottom,
            Node {
                position_type: PositionType::Absolute,
                bottom: px(0),
                left: px(0),
                width: percent(100),
                justify_content: JustifyContent::SpaceAround,
                padding: UiRect::axes(px(4), px(4)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            UiRole::Surface,
            scope.clone(),
            GlobalZIndex(2),
        ))
        .id();
    let sheet = commands
        .spawn((
            MoreSheet,
            Node {
                position_type: PositionType::Absolute,
                bottom: px(62),
                right: px(8),
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(6)),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            UiRole::Surface,
            Visibility::Hidden,
            scope,
            GlobalZIndex(20),
        ))
        .id();
    for (icon, label, command, in_bar) in actions(auto_label) {
        let (parent, shown) = if in_bar {
            (toolbar, IconLabel::Under)
        } else {
            (sheet, IconLabel::Beside)
        };
        let button = spawn_action(commands, parent, icons, (icon, label, shown), command);
        if in_bar && command == GameCommand::NewGame {
            // "More" goes after New game, so Menu keeps the far right.
            let more = spawn_icon_button(
                commands,
                toolbar,
                icons,
                ("more", Msg::new("hud-more"), IconLabel::Under),
                |_: On<Activate>, mut sheets: Query<&mut Visibility, With<MoreSheet>>| {
                    for mut sheet in &mut sheets {
                        let next = if *sheet == Visibility::Hidden {
                            Visibility::Inherited
                        } else {
                            Visibility::Hidden
                        };
                        *sheet = next;
                    }
                },
            );
            commands.entity(more).insert(BeaconName("hud-more".into()));
            let _ = button;
        }
    }
}
