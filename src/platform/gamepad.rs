//! Gamepads, into Bevy's gamepad input. Windows and macOS use Bevy's own backend
//! (gilrs, turned on for them in `Cargo.toml`), which knows their pads' drivers. On
//! Linux the game reads the kernel's event devices itself (`gamepad/linux.rs`): gilrs
//! needs libudev's `-dev` package to build there. In the browser the page polls the
//! Gamepad API (`gamepad/web.rs`): gilrs would bring a controller database the web
//! download does not need. These few buttons and axes are all the games read.

use std::collections::VecDeque;

use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadAxisChangedEvent,
    RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::prelude::*;

use crate::core::wake::Wake;
pub use change::PadChange;

mod change;
#[cfg(target_os = "linux")]
pub mod evdev;
#[cfg(target_os = "linux")]
pub mod linux;
#[cfg(target_arch = "wasm32")]
mod web;

/// Feeds the platform's gamepads to Bevy's input: our reader where Bevy has no backend
/// we build, gilrs (a plugin of Bevy's own) on Windows and macOS, never both (a pad
/// would be read twice).
pub struct GamepadsPlugin;

impl Plugin for GamepadsPlugin {
    fn build(&self, app: &mut App) {
        #[cfg(not(any(target_os = "windows", target_os = "macos")))]
        app.init_resource::<Pads>()
            .add_systems(PreUpdate, read_pads.before(bevy::input::InputSystems));
        #[cfg(any(target_os = "windows", target_os = "macos"))]
        {
            let _ = app;
            wake_on_gilrs_events();
        }
    }
}

/// Bevy reads gilrs in the frame, and nothing wakes a resting game when a pad's button
/// changes. A thread of its own waits on a second gilrs (each has its own queue of
/// events, read from the same devices) and wakes the game at any event, and keeps it
/// looking a moment, as Bevy's gilrs may see the change a little later than this one.
/// No frame is drawn while the pads are still.
#[cfg(any(target_os = "windows", target_os = "macos"))]
fn wake_on_gilrs_events() {
    let started = std::thread::Builder::new()
        .name("gamepad watch".into())
        .spawn(|| {
            let Ok(mut gilrs) = gilrs::Gilrs::new() else {
                return;
            };
            loop {
                if gilrs.next_event_blocking(None).is_some() {
                    crate::platform::wake::wake_and_look_again();
                }
            }
        });
    if let Err(error) = started {
        warn!("gamepads wake the game only with other input: {error}");
    }
}

/// The pads connected, by the platform's number for each, and the entity Bevy knows it
/// as; changes held over to the next frame; and, on Linux, the reader.
#[derive(Resource, Default)]
pub struct Pads {
    connected: Vec<(u32, Entity)>,
    /// Entities of pads unplugged, for the next pad plugged in: Bevy keeps a gamepad's
    /// entity (and its settings) when it disconnects, as gilrs does, so replugging a pad
    /// many times does not pile up entities.
    unplugged: Vec<Entity>,
    waiting: VecDeque<(u32, PadChange)>,
    #[cfg(target_os = "linux")]
    reader: Option<linux::Reader>,
}

impl Pads {
    /// Pads read from `folder` from now on (the game reads `/dev/input` once it runs;
    /// tests read a folder of recorded devices).
    #[cfg(target_os = "linux")]
    pub fn reading(folder: linux::DeviceFolder) -> Self {
        Self {
            reader: Some(linux::Reader::start(folder)),
            ..Self::default()
        }
    }

    /// Waits, for at most `within`, until the reader's threads have told `count` changes
    /// the game has not taken yet, so all of them reach it in one frame; whether they did.
    #[cfg(target_os = "linux")]
    pub fn wait_for_changes(&mut self, count: usize, within: std::time::Duration) -> bool {
        self.reader
            .as_mut()
            .is_some_and(|reader| reader.wait_for(count, within))
    }

    /// The platform's changes since the last frame, after those held over.
    fn take_changes(&mut self) -> VecDeque<(u32, PadChange)> {
        #[cfg(target_os = "linux")]
        let new = self
            .reader
            .get_or_insert_with(|| linux::Reader::start(linux::DeviceFolder::kernel()))
            .take();
        #[cfg(target_arch = "wasm32")]
        let new = web::take();
        #[cfg(not(any(target_os = "linux", target_arch = "wasm32")))]
        let new: Vec<(u32, PadChange)> = Vec::new();
        let mut changes = std::mem::take(&mut self.waiting);
        changes.extend(new);
        changes
    }

    /// The entity for pad `pad`, connected now (with `name`) if it is not yet.
    fn connect(
        &mut self,
        pad: u32,
        name: String,
        connections: &mut MessageWriter<GamepadConnectionEvent>,
        commands: &mut Commands,
    ) -> Entity {
        if let Some((_, entity)) = self.connected.iter().find(|(id, _)| *id == pad) {
            return *entity;
        }
        let entity = self
            .unplugged
            .pop()
            .unwrap_or_else(|| commands.spawn_empty().id());
        self.connected.push((pad, entity));
        connections.write(GamepadConnectionEvent::new(
            entity,
            GamepadConnection::Connected {
                name,
                vendor_id: None,
                product_id: None,
            },
        ));
        entity
    }

    /// Pad `pad` unplugged: Bevy is told, and its entity waits for the next pad.
    fn disconnect(&mut self, pad: u32, connections: &mut MessageWriter<GamepadConnectionEvent>) {
        let Some(index) = self.connected.iter().position(|(id, _)| *id == pad) else {
            return;
        };
        let (_, entity) = self.connected.swap_remove(index);
        self.unplugged.push(entity);
        connections.write(GamepadConnectionEvent::new(
            entity,
            GamepadConnection::Disconnected,
        ));
    }
}

/// Reads the pads' changes since the last frame into Bevy's gamepad events.
pub fn read_pads(
    mut pads: ResMut<Pads>,
    mut connections: MessageWriter<GamepadConnectionEvent>,
    mut raw: MessageWriter<RawGamepadEvent>,
    mut commands: Commands,
    mut wake: ResMut<Wake>,
) {
    let mut changes = pads.take_changes();
    let mut with_input: Vec<u32> = Vec::new();
    while let Some((pad, change)) = changes.pop_front() {
        let input = match change {
            PadChange::Connected(name) => {
                pads.connect(pad, name, &mut connections, &mut commands);
                continue;
            }
            PadChange::Disconnected if with_input.contains(&pad) => {
                // Bevy drops a pad's input of the frame it disconnects in (its state is
                // taken away before input is read): a tap just before the pad was
                // unplugged counts, and the rest waits for the next frame.
                changes.push_front((pad, PadChange::Disconnected));
                break;
            }
            PadChange::Disconnected => {
                pads.disconnect(pad, &mut connections);
                continue;
            }
            PadChange::Button(..) | PadChange::Axis(..) => change,
        };
        // The browser tells no connection: a pad's first change connects it.
        let gamepad = pads.connect(
            pad,
            format!("gamepad {pad}"),
            &mut connections,
            &mut commands,
        );
        with_input.push(pad);
        raw.write(match input {
            PadChange::Axis(axis, value) => {
                RawGamepadEvent::Axis(RawGamepadAxisChangedEvent::new(gamepad, axis, value))
            }
            PadChange::Button(button, value) => {
                RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(gamepad, button, value))
            }
            PadChange::Connected(_) | PadChange::Disconnected => continue,
        });
    }
    if !changes.is_empty() {
        pads.waiting = changes;
        wake.next_frame();
    }
}
