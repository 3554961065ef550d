//! The browser's gamepads: the page polls `navigator.getGamepads()` each frame and
//! keeps what changed, in the standard mapping: `PAD BUTTON VALUE` (b) and
//! `PAD AXIS VALUE` (a), a line each.

use bevy::input::gamepad::{GamepadAxis, GamepadButton};

use super::change::PadChange;

pub fn take() -> Vec<(u32, PadChange)> {
    let Some(lines) = crate::platform::page::gamepad_changes() else {
        return Vec::new();
    };
    lines.lines().filter_map(read).collect()
}

fn read(line: &str) -> Option<(u32, PadChange)> {
    let mut parts = line.split(' ');
    let (kind, pad, index, value) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
    let (pad, index, value): (u32, u32, f32) =
        (pad.parse().ok()?, index.parse().ok()?, value.parse().ok()?);
    let change = match kind {
        "b" => PadChange::Button(
            match index {
                0 => GamepadButton::South,
                1 => GamepadButton::East,
                2 => GamepadButton::West,
                3 => GamepadButton::North,
                8 => GamepadButton::Select,
                9 => GamepadButton::Start,
                12 => GamepadButton::DPadUp,
                13 => GamepadButton::DPadDown,
                14 => GamepadButton::DPadLeft,
                15 => GamepadButton::DPadRight,
                _ => return None,
            },
            value,
        ),
        "a" => PadChange::Axis(
            match index {
                0 => GamepadAxis::LeftStickX,
                // The browser's y grows downwards; Bevy's upwards.
                1 => return Some((pad, PadChange::Axis(GamepadAxis::LeftStickY, -value))),
                _ => return None,
            },
            value,
        ),
        _ => return None,
    };
    Some((pad, change))
}
