//! What a pad reported, as the platform's readers (the kernel's event devices, the
//! browser's Gamepad API) hand it to the plugin in `gamepad.rs`. A module of its own, so
//! the readers import it without importing the plugin that imports them.

use bevy::input::gamepad::{GamepadAxis, GamepadButton};

/// What a pad reported: plugged in (with its name), a button's value (0 up, 1 down), an
/// axis' (−1 to 1), or unplugged.
#[derive(Clone, Debug, PartialEq)]
pub enum PadChange {
    Connected(String),
    Button(GamepadButton, f32),
    Axis(GamepadAxis, f32),
    Disconnected,
}
