//! The HUD's actions: the list of them (Undo, Hint, New game, Redo, Restart, Pause,
//! Auto, Share, Settings, Menu), where each sits when a bar has no room for all of them,
//! a button for each, and the "More" button and sheet that hold the rest.

use bevy::prelude::*;

use crate::core::beacon::BeaconName;
use crate::core::game::{AppState, GameCommand};
use crate::core::words::Msg;
use crate::look::icons::Icons;
use crate::look::ui_colours::UiRole;
use crate::ui::button::{IconLabel, send, spawn_icon_button};
use crate::ui::focus::Activate;

/// The sheet of the less used actions, opened by "More".
#[derive(Component, Debug)]
pub struct MoreSheet;

/// Where an action sits when its bar cannot hold every action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Room {
    /// In every bar: the actions a player reaches for all the time.
    Always,
    /// In a window's bar; under "More" on a phone.
    Window,
    /// Under "More" in a bar; only a side panel, with room down the window, lists it.
    More,
}

/// The HUD's actions: icon, name (a message id, also the name the play-tests press it
/// by), command, and where it sits in a bar with little room.
pub(super) fn actions(
    auto_label: &'static str,
) -> [(&'static str, &'static str, GameCommand, Room); 10] {
    [
        ("undo", "hud-undo", GameCommand::Undo, Room::Always),
        ("hint", "hud-hint", GameCommand::Hint, Room::Always),
        ("new", "hud-new-game", GameCommand::NewGame, Room::Always),
        ("redo", "hud-redo", GameCommand::Redo, Room::More),
        ("restart", "hud-restart", GameCommand::Restart, Room::More),
        ("pause", "hud-pause", GameCommand::Pause, Room::Window),
        ("auto", auto_label, GameCommand::AutoPlay, Room::Window),
        ("share", "hud-share", GameCommand::Share, Room::More),
        (
            "settings",
            "hud-settings",
            GameCommand::Settings,
            Room::Window,
        ),
        ("menu", "hud-menu", GameCommand::BackToMenu, Room::Always),
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

/// A bar's actions under `bar`, their names shown as `shown`: those that `keeps` in the
/// bar, the rest in a "More" sheet (laid out as `sheet_place`, scoped as `scope`) that a
/// "More" button before Menu opens.
pub(super) fn spawn_bar_actions(
    commands: &mut Commands,
    (bar, shown): (Entity, IconLabel),
    icons: &Icons,
    (auto_label, keeps): (&'static str, impl Fn(Room) -> bool),
    (sheet_place, scope): (Node, DespawnOnExit<AppState>),
) {
    let sheet = commands
        .spawn((
            MoreSheet,
            Node {
                position_type: PositionType::Absolute,
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(6)),
                border_radius: BorderRadius::all(px(12)),
                ..sheet_place
            },
            BackgroundColor(Color::NONE),
            UiRole::Surface,
            Visibility::Hidden,
            scope,
            GlobalZIndex(20),
        ))
        .id();
    for (icon, label, command, room) in actions(auto_label) {
        if command == GameCommand::BackToMenu {
            // "More" goes just before Menu, so Menu keeps the far end.
            let more = spawn_icon_button(
                commands,
                bar,
                icons,
                ("more", Msg::new("hud-more"), shown),
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
            commands.entity(more).insert(beacon_name("hud-more"));
        }
        let (parent, shown) = if keeps(room) {
            (bar, shown)
        } else {
            (sheet, IconLabel::Beside)
        };
        spawn_action(commands, parent, icons, (icon, label, shown), command);
    }
}
