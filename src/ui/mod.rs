//! Widgets every screen is built from, and input: buttons (pointer, touch and keyboard
//! focus), text styles, the settings panel's rows, scrolling, the problem line, keyboard
//! shortcuts and pointer pacing. Nothing here knows a game or a screen.
//!
//! May import: `core`, `persist` (saving a changed setting), Bevy and the rules crate.

pub mod button;
pub mod focus;
pub mod input;
pub mod notices;
pub mod panel;
pub mod text;

use bevy::prelude::*;

/// Buttons, focus, scrolling, keyboard shortcuts and the problem line.
pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(focus::FocusPlugin)
            .init_resource::<input::KeyboardInUse>()
            .add_observer(panel::scroll_with_wheel)
            .add_observer(panel::scroll_with_drag)
            .add_systems(Startup, notices::spawn_problem_line)
            .add_systems(
                Update,
                (
                    button::highlight_buttons,
                    panel::close_panel_on_escape.before(input::keyboard_shortcuts),
                    input::keyboard_shortcuts,
                    input::notice_key_use,
                    notices::show_problems,
                ),
            );
    }
}
