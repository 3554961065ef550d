//! Input: keyboard shortcuts, and pointer pacing, so every click and tap reaches the
//! piece or button under it, however fast it comes.
//!
//! Bevy's picking decides what a pointer is over once per frame, from the pointer's last
//! position in that frame. A press goes to what is hovered at the end of the frame it
//! arrives in, and a release turns into a click only on what was hovered at the end of
//! the frame before. So a press and release that arrive in one frame (a tap, an
//! automated click, or any click when frames are slow, as in a software-rendered
//! browser) never make a click, and a pointer that moves on after pressing in the same
//! frame presses whatever it ends up over. Pacing holds back, until the next frame,
//! every pointer event that follows a press or release of the same pointer within one
//! frame. Each press and release then sees the hover state of its own position, at the
//! cost of one frame per held event.

use std::collections::VecDeque;

use bevy::ecs::message::MessageCursor;
use bevy::input::ButtonState;
use bevy::input::keyboard::KeyboardInput;
use bevy::picking::PickingSystems;
use bevy::picking::pointer::{PointerAction, PointerId, PointerInput};
use bevy::platform::collections::HashSet;
use bevy::prelude::*;

use crate::core::game::{AppState, GameCommand};
use crate::core::wake::{Wake, WakeSystems};

/// A finger (or the pointer) drawn across the window and let go: how far, in logical
/// pixels, left (negative) or right. Only a clear stroke sideways counts.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct Swipe(pub f32);

/// Turns a drag that ends far to one side into a [`Swipe`].
pub fn notice_swipes(drag: On<PointerDragEnd>, mut swipes: MessageWriter<Swipe>) {
    let distance = drag.distance;
    if distance.x.abs() > 50.0 && distance.x.abs() > 2.0 * distance.y.abs() {
        swipes.write(Swipe(distance.x));
    }
}

/// Whether the player is playing by keyboard: a key press says yes, pointer use says
/// no. The board cursor and the buttons' focus ring show only while it is yes.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyboardInUse(pub bool);

/// Installs pointer pacing, and pointer use telling the keyboard marks to hide.
pub struct PointerPacingPlugin;

impl Plugin for PointerPacingPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<HeldPointerInput>()
            .init_resource::<Wake>()
            .init_resource::<KeyboardInUse>()
            .add_systems(
                First,
                pace_pointer_input
                    .after(PickingSystems::Input)
                    .before(PickingSystems::PostInput)
                    // Its request for the next frame must outlast the frame's start.
                    .after(WakeSystems::StartFrame),
            )
            .add_systems(PreUpdate, notice_pointer_use.after(PickingSystems::Last));
    }
}

/// A pointer move or press puts the keyboard marks away.
fn notice_pointer_use(
    mut inputs: MessageReader<PointerInput>,
    mut keyboard: ResMut<KeyboardInUse>,
) {
    let used = inputs.read().any(|input| match input.action {
        PointerAction::Press(_) => true,
        PointerAction::Move { delta } => delta != Vec2::ZERO,
        _ => false,
    });
    if used && keyboard.0 {
        keyboard.0 = false;
    }
}

/// Any key puts the keyboard marks back.
pub fn notice_key_use(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut keyboard: ResMut<KeyboardInUse>,
) {
    if keys.is_some_and(|keys| keys.get_just_pressed().next().is_some()) && !keyboard.0 {
        keyboard.0 = true;
    }
}

/// Pointer events held back for a later frame, oldest first.
#[derive(Resource, Default, Debug)]
pub struct HeldPointerInput(pub VecDeque<PointerInput>);

/// Splits this frame's pointer events (after any held ones) into what picking may see
/// now and what waits: once a pointer has pressed or released in a frame, its next
/// event, and every event after that, waits for the next frame.
pub fn split_paced(queue: VecDeque<PointerInput>) -> (Vec<PointerInput>, VecDeque<PointerInput>) {
    let mut now = Vec::new();
    let mut pressed_or_released: HashSet<PointerId> = HashSet::default();
    let mut queue = queue;
    while let Some(event) = queue.pop_front() {
        if pressed_or_released.contains(&event.pointer_id) {
            queue.push_front(event);
            break;
        }
        if matches!(
            event.action,
            PointerAction::Press(_) | PointerAction::Release(_) | PointerAction::Cancel
        ) {
            pressed_or_released.insert(event.pointer_id);
        }
        now.push(event);
    }
    (now, queue)
}

/// Rewrites the `PointerInput` messages that arrived since the last frame so that
/// picking sees them paced. Older messages were read by every picking system already
/// (they all run each frame in `PreUpdate`), so rewriting the buffer loses nothing.
fn pace_pointer_input(
    mut messages: ResMut<Messages<PointerInput>>,
    mut held: ResMut<HeldPointerInput>,
    mut seen: Local<MessageCursor<PointerInput>>,
    mut wake: ResMut<Wake>,
) {
    // Message buffers are not swapped every frame (only after a fixed-update step), so
    // what is new is told by a cursor of our own, not by the buffer.
    let fresh: VecDeque<PointerInput> = seen.read(&messages).cloned().collect();
    if held.0.is_empty() && split_paced(fresh.clone()).1.is_empty() {
        return;
    }
    let mut queue = std::mem::take(&mut held.0);
    queue.extend(fresh);
    let (now, later) = split_paced(queue);
    messages.clear();
    messages.write_batch(now);
    // What we just wrote is not new input.
    seen.read(&messages).for_each(drop);
    held.0 = later;
    // What waits is played next frame, which must come though nothing else happens.
    if !held.0.is_empty() {
        wake.next_frame();
    }
}

/// The keys pressed since `reader` last looked, in order, one entry per press: a key
/// pressed twice within one slow frame counts twice, which `ButtonInput`'s
/// `just_pressed` cannot tell.
pub fn presses(reader: &mut MessageReader<KeyboardInput>) -> Vec<KeyCode> {
    reader
        .read()
        .filter(|input| input.state == ButtonState::Pressed)
        .map(|input| input.key_code)
        .collect()
}

/// Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z) undo and redo, N a new game, H a hint, P pauses
/// (and goes on), R restarts the deal, Escape back to the menu.
pub fn keyboard_shortcuts(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    state: Res<State<AppState>>,
    mut commands: MessageWriter<GameCommand>,
) {
    let Some(keys) = keys else { return };
    if !matches!(state.get(), AppState::Playing(_)) {
        return;
    }
    let ctrl = keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
    ]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        commands.write(if shift {
            GameCommand::Redo
        } else {
            GameCommand::Undo
        });
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        commands.write(GameCommand::Redo);
    }
    if !ctrl && keys.just_pressed(KeyCode::KeyN) {
        commands.write(GameCommand::NewGame);
    }
    if !ctrl && keys.just_pressed(KeyCode::KeyH) {
        commands.write(GameCommand::Hint);
    }
    if !ctrl && keys.just_pressed(KeyCode::KeyP) {
        commands.write(GameCommand::Pause);
    }
    if !ctrl && keys.just_pressed(KeyCode::KeyR) {
        commands.write(GameCommand::Restart);
    }
    if keys.just_pressed(KeyCode::Escape) {
        commands.write(GameCommand::BackToMenu);
    }
}
