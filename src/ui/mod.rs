//! Widgets every screen is built from, and input: buttons (icons, labels, tooltips,
//! pointer, touch and keyboard focus), what a screen reader is told of them, type, switches, steppers and segmented choices
//! in the settings panel, scrolling, toasts, the problem line, the window's shape and
//! the UI's scale, keyboard shortcuts and pointer pacing. Nothing here knows a game or
//! a screen.
//!
//! May import: `core`, `persist` (saving a changed setting), `look` (the UI's colours
//! and icons), Bevy and the rules crate.

pub mod access;
pub mod button;
pub mod controls;
pub mod focus;
pub mod gamepad;
pub mod input;
pub mod page_mirror;
pub mod panel;
pub mod problem_line;
pub mod scale;
pub mod screen_reader;
pub mod setting_rows;
pub mod text;
pub mod tooltip;

use bevy::prelude::*;

use crate::look::ui_colours::paint_by_role;

/// Type, buttons, focus, tooltips, toasts, scrolling, keyboard shortcuts, the problem
/// line and the UI's scale.
pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((focus::FocusPlugin, access::AccessPlugin));
        // The screen reader's tree: handed to AccessKit on the desktop, mirrored in the
        // page on the web.
        app.add_plugins(screen_reader::ScreenReaderPlugin);
        #[cfg(target_arch = "wasm32")]
        app.add_systems(First, page_mirror::act_on_mirror)
            .add_systems(Last, page_mirror::publish_mirror);
        app.init_resource::<input::KeyboardInUse>()
            .init_resource::<tooltip::ToastPlace>()
            .init_resource::<gamepad::HeldDirection>()
            .init_resource::<scale::Screen>()
            .init_resource::<UiScale>()
            .add_message::<input::Swipe>()
            .add_observer(input::notice_swipes)
            .add_observer(panel::scroll_with_wheel)
            .add_observer(panel::scroll_with_drag)
            .add_systems(
                Startup,
                (
                    text::install_font,
                    problem_line::spawn_problem_line,
                    tooltip::spawn_tooltip,
                ),
            )
            .add_systems(PreUpdate, scale::follow_window)
            .add_systems(
                Update,
                (
                    button::highlight_buttons,
                    gamepad::play_with_pads.before(focus::MoveFocus),
                    controls::show_switches_and_segments,
                    panel::close_panel_on_escape.before(input::keyboard_shortcuts),
                    input::keyboard_shortcuts,
                    input::notice_key_use,
                    problem_line::show_problems,
                    tooltip::expire_toasts,
                ),
            )
            .add_systems(
                PostUpdate,
                (
                    paint_by_role,
                    tooltip::show_tooltip.after(bevy::ui::UiSystems::Layout),
                ),
            );
    }
}
