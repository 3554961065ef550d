//! A gamepad plays as the keyboard does: the D-pad or the left stick moves the board's
//! cursor (repeating while held), or the focus through the buttons in the menu and in a
//! panel; South (A) plays the cell or presses the button (as Enter), East (B) undoes (or
//! closes a panel), North (Y) asks for a hint, West (X) restarts the deal, Select
//! pauses (and goes on), Start goes back to the menu. The pads'
//! input comes from Bevy's gamepads (see `platform::gamepad` for where it reads them).

use bevy::input::ButtonState;
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::prelude::*;

use super::focus::FocusStep;
use super::panel::Panels;
use crate::core::game::{AppState, GameCommand};
use crate::core::wake::Wake;

/// How far a stick must lean to count as a direction.
const LEAN: f32 = 0.5;
/// How long a direction is held before it repeats, and then how often.
const FIRST_REPEAT: f32 = 0.4;
const REPEAT: f32 = 0.12;

/// The direction held and how long until it repeats.
#[derive(Resource, Default, Debug)]
pub struct HeldDirection {
    direction: Option<IVec2>,
    repeat_in: f32,
}

/// The direction a pad points: its D-pad, else its left stick (y grows downwards).
fn direction(pad: &Gamepad) -> Option<IVec2> {
    let pressed = |button| pad.pressed(button);
    let dpad = IVec2::new(
        i32::from(pressed(GamepadButton::DPadRight)) - i32::from(pressed(GamepadButton::DPadLeft)),
        i32::from(pressed(GamepadButton::DPadDown)) - i32::from(pressed(GamepadButton::DPadUp)),
    );
    if dpad != IVec2::ZERO {
        return Some(dpad);
    }
    let stick = pad.left_stick();
    if stick.x.abs() < LEAN && stick.y.abs() < LEAN {
        return None;
    }
    Some(if stick.x.abs() > stick.y.abs() {
        IVec2::new(stick.x.signum() as i32, 0)
    } else {
        IVec2::new(0, -stick.y.signum() as i32)
    })
}

/// A key pressed and let go, as the keyboard would give it.
pub fn keystroke(key: KeyCode) -> [KeyboardInput; 2] {
    [ButtonState::Pressed, ButtonState::Released].map(|state| KeyboardInput {
        key_code: key,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    })
}

/// Turns every pad's buttons and direction into the game's input.
#[allow(clippy::too_many_arguments)]
pub fn play_with_pads(
    pads: Query<&Gamepad>,
    time: Res<Time>,
    state: Res<State<AppState>>,
    mut panels: Panels,
    mut held: ResMut<HeldDirection>,
    mut keys: MessageWriter<KeyboardInput>,
    mut steps: MessageWriter<FocusStep>,
    mut game_commands: MessageWriter<GameCommand>,
    mut wake: ResMut<Wake>,
) {
    let playing = matches!(state.get(), AppState::Playing(_));
    let panel = panels.is_open();
    let mut pointed = None;
    for pad in &pads {
        if pad.just_pressed(GamepadButton::South) {
            keys.write_batch(keystroke(KeyCode::Enter));
        }
        if pad.just_pressed(GamepadButton::East) {
            if panel {
                panels.close();
            } else if playing {
                game_commands.write(GameCommand::Undo);
            }
        }
        if pad.just_pressed(GamepadButton::North) && playing && !panel {
            game_commands.write(GameCommand::Hint);
        }
        if pad.just_pressed(GamepadButton::Start) && playing {
            game_commands.write(GameCommand::BackToMenu);
        }
        if pad.just_pressed(GamepadButton::Select) && playing && !panel {
            game_commands.write(GameCommand::Pause);
        }
        if pad.just_pressed(GamepadButton::West) && playing && !panel {
            game_commands.write(GameCommand::Restart);
        }
        pointed = pointed.or_else(|| direction(pad));
    }
    if pointed.is_some() {
        // A held direction repeats though no pad reports anything new.
        wake.next_frame();
    }
    let step = match (pointed, held.direction) {
        (None, _) => {
            held.direction = None;
            None
        }
        (Some(now), Some(before)) if now == before => {
            held.repeat_in -= time.delta_secs();
            (held.repeat_in <= 0.0).then(|| {
                held.repeat_in += REPEAT;
                now
            })
        }
        (Some(now), _) => {
            held.direction = Some(now);
            held.repeat_in = FIRST_REPEAT;
            Some(now)
        }
    };
    let Some(step) = step else { return };
    if panel || !playing {
        // Menus and panels: the same focus as Tab and Shift+Tab.
        steps.write(FocusStep(if step.x + step.y > 0 { 1 } else { -1 }));
    } else {
        let key = match (step.x, step.y) {
            (1, _) => KeyCode::ArrowRight,
            (-1, _) => KeyCode::ArrowLeft,
            (_, 1) => KeyCode::ArrowDown,
            _ => KeyCode::ArrowUp,
        };
        keys.write_batch(keystroke(key));
    }
}
