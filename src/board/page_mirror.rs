//! The web page's mirror of the game for screen readers: the browser cannot see into the
//! canvas, and AccessKit has no browser adapter, so the page keeps, visually hidden,
//! an ARIA grid of the board's cells, the buttons on screen and a polite live region,
//! from the lines written here whenever the game changes (not every frame). What is
//! done there (a cell activated, focused; a button pressed) comes back as lines and is
//! played as the mouse or keyboard would.

use accesskit::{Role, Toggled};
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use grid_rules::Pos;

use super::board_words::BoardWords;
use super::cursor::BoardCursor;
use crate::core::beacon::BeaconName;
use crate::core::game::CellClicked;
use crate::core::words::Words;
use crate::platform::page;
use crate::ui::access::Announcements;
use crate::ui::focus::{Activate, KeyboardFocus, UiButton};

/// A button as the mirror shows it: its play-test name, role, state and spoken name.
pub type MirroredButton = (String, &'static str, &'static str, String);

/// One line of the mirror's text, its fields between tabs (a tab or line break inside a
/// field is a space).
fn line(fields: &[&str]) -> String {
    let clean: Vec<String> = fields
        .iter()
        .map(|field| field.replace(['\t', '\n'], " "))
        .collect();
    clean.join("\t")
}

/// The mirror's text: `G` the grid (name, width, height, cursor), a `C` line per cell
/// (name, selected), a `B` line per button shown (its play-test name, role, state,
/// name), `L` what the live region says (with its count, so words said twice are
/// said again).
pub fn mirror_text(
    board: &BoardWords,
    cursor: Pos,
    buttons: &[MirroredButton],
    live: (u64, String),
) -> String {
    let mut lines = Vec::new();
    if board.width > 0 {
        lines.push(line(&[
            "G",
            &board.game,
            &board.width.to_string(),
            &board.height.to_string(),
            &cursor.x.to_string(),
            &cursor.y.to_string(),
        ]));
        for (index, cell) in board.cells.iter().enumerate() {
            let selected = board.selected.get(index).copied().unwrap_or(false);
            lines.push(line(&["C", cell, if selected { "1" } else { "0" }]));
        }
    }
    for (name, role, state, label) in buttons {
        lines.push(line(&["B", name, role, state, label]));
    }
    lines.push(line(&["L", &live.0.to_string(), &live.1]));
    lines.join("\n")
}

/// A button's facts: its play-test name, whether it shows, where, and what it tells a
/// screen reader (role, name, state: the same node the desktop's tree holds).
type ButtonFacts = (
    &'static BeaconName,
    &'static InheritedVisibility,
    &'static UiGlobalTransform,
    &'static AccessibilityNode,
);

/// Writes the mirror's text to the page when anything in it changed.
pub fn publish_mirror(
    board: Res<BoardWords>,
    cursor: Res<BoardCursor>,
    said: Res<Announcements>,
    words: Res<Words>,
    buttons: Query<ButtonFacts, With<UiButton>>,
    changed: Query<(), (With<UiButton>, Changed<AccessibilityNode>)>,
    mut last: Local<String>,
) {
    let changed = board.is_changed()
        || cursor.is_changed()
        || said.is_changed()
        || words.is_changed()
        || !changed.is_empty();
    if !changed {
        return;
    }
    // In reading order (top to bottom, then left to right), as Tab walks them.
    let mut shown: Vec<((i32, i32), MirroredButton)> = buttons
        .iter()
        .filter(|(_, visible, ..)| visible.get())
        .map(|(name, _, place, node)| {
            let on = if node.0.toggled() == Some(Toggled::True) {
                "1"
            } else {
                "0"
            };
            let (kind, state) = match node.0.role() {
                Role::Switch => ("switch", on),
                Role::RadioButton => ("radio", on),
                _ => ("button", "-"),
            };
            let at = place.translation;
            let label = node.0.label().unwrap_or_default().to_string();
            (
                (at.y.round() as i32, at.x.round() as i32),
                (name.0.clone(), kind, state, label),
            )
        })
        .collect();
    shown.sort_by_key(|(place, _)| *place);
    let shown: Vec<MirroredButton> = shown.into_iter().map(|(_, button)| button).collect();
    let live = (
        said.said,
        said.last
            .as_ref()
            .map(|msg| words.text(msg))
            .unwrap_or_default(),
    );
    let text = mirror_text(&board, cursor.pos, &shown, live);
    if *last != text {
        page::mirror(&text);
        *last = text;
    }
}

/// Plays what was done in the page's mirror: a cell activated (as a click), focused
/// (the cursor goes there), a button pressed.
pub fn act_on_mirror(
    named: Query<(Entity, &BeaconName)>,
    mut cursor: ResMut<BoardCursor>,
    mut focus: ResMut<KeyboardFocus>,
    mut clicks: MessageWriter<CellClicked>,
    mut commands: Commands,
) {
    let Some(actions) = page::mirror_actions() else {
        return;
    };
    for action in actions.lines() {
        let parts: Vec<&str> = action.split(' ').collect();
        match parts.as_slice() {
            ["cell" | "focus", x, y] => {
                let (Ok(x), Ok(y)) = (x.parse(), y.parse()) else {
                    continue;
                };
                cursor.pos = Pos::new(x, y);
                focus.button = None;
                if parts[0] == "cell" {
                    clicks.write(CellClicked { pos: cursor.pos });
                }
            }
            ["button", name] => {
                if let Some((entity, _)) = named.iter().find(|(_, named)| named.0 == *name) {
                    commands.trigger(Activate { entity });
                }
            }
            _ => {}
        }
    }
}
