//! The HUD's actions: the list of them (New game, Undo, Redo, Hint, Auto, Share,
//! Settings, Menu), with which a phone keeps in its bar, and a button for each.

use bevy::prelude::*;

use crate::core::beacon::BeaconName;
use crate::core::game::GameCommand;
use crate::core::words::Msg;
use crate::look::icons::Icons;
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
