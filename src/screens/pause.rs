//! Pause and restart on screen: while the game is paused a cover hides the board (so a
//! paused game cannot be studied) with a button to go on, and a screen reader is told;
//! Restart asks first where moves were made ("the same deal from its start; the moves
//! made are undone"), and asks nothing where none were.

use bevy::prelude::*;

use crate::core::beacon::BeaconName;
use crate::core::game::{AppState, GameCommand};
use crate::core::words::{Localized, Msg};
use crate::look::ui_colours::UiRole;
use crate::session::state::Session;
use crate::ui::access::Announcements;
use crate::ui::button::{accent_button, button, spawn_command};
use crate::ui::focus::Activate;
use crate::ui::panel::{Panels, add_note, open_panel};
use crate::ui::text::{LABEL, TITLE, strong, text};

/// The cover over a paused game's board.
#[derive(Component, Debug)]
pub struct PauseCover;

/// Covers the board while the game is paused (under the HUD, whose Pause goes on with
/// it), and says so.
pub(crate) fn cover_while_paused(
    session: Res<Session>,
    covers: Query<Entity, With<PauseCover>>,
    mut said: ResMut<Announcements>,
    mut commands: Commands,
) {
    match (session.paused, covers.is_empty()) {
        (true, true) => {
            spawn_cover(&mut commands, session.id());
            said.say(Msg::new("say-paused"));
        }
        (false, false) => {
            for cover in &covers {
                commands.entity(cover).despawn();
            }
            said.say(Msg::new("say-resumed"));
        }
        _ => {}
    }
}

/// The cover: the whole window but the HUD, the word "Paused" and a button to go on.
fn spawn_cover(commands: &mut Commands, game: crate::core::game::GameId) {
    let cover = commands
        .spawn((
            PauseCover,
            DespawnOnExit(AppState::Playing(game)),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                row_gap: px(12),
                ..default()
            },
            BackgroundColor(Color::NONE),
            UiRole::Surface,
            // Under the HUD (2), over the board.
            GlobalZIndex(1),
        ))
        .id();
    commands.spawn((
        Localized::new("paused-title"),
        strong(TITLE, UiRole::Text),
        ChildOf(cover),
    ));
    commands.spawn((
        Localized::new("paused-note"),
        text(LABEL, UiRole::Muted),
        TextLayout::justify(Justify::Center),
        ChildOf(cover),
    ));
    spawn_command(
        commands,
        cover,
        accent_button("button-resume", LABEL),
        "paused-resume",
        GameCommand::Pause,
    );
}

/// Restart asks first where moves were made; with none, there is nothing to restart.
pub(crate) fn ask_before_restarting(
    mut game_commands: MessageReader<GameCommand>,
    session: Res<Session>,
    panels: Panels,
    mut commands: Commands,
) {
    let asked = game_commands
        .read()
        .any(|command| *command == GameCommand::Restart);
    if !asked || session.played.moves_played() == 0 || panels.is_open() {
        return;
    }
    let body = open_panel(&mut commands, "restart-title");
    add_note(&mut commands, body, "restart-note");
    let buttons = commands
        .spawn((
            Node {
                justify_content: JustifyContent::FlexEnd,
                column_gap: px(6),
                margin: UiRect::top(px(16)),
                ..default()
            },
            ChildOf(body),
        ))
        .id();
    commands
        .spawn((
            button("button-cancel", LABEL),
            BeaconName("restart-cancel".into()),
            ChildOf(buttons),
        ))
        .observe(|_: On<Activate>, mut panels: Panels| panels.close());
    commands
        .spawn((
            accent_button("button-restart", LABEL),
            BeaconName("restart-confirm".into()),
            ChildOf(buttons),
        ))
        .observe(
            |_: On<Activate>, mut panels: Panels, mut sent: MessageWriter<GameCommand>| {
                panels.close();
                sent.write(GameCommand::RestartConfirmed);
            },
        );
}
