//! Gamepads, into Bevy's gamepad input: on Linux read from the kernel's event devices
//! (`/dev/input/event*`, which the desktop grants the player for a joystick), in the
//! browser from the Gamepad API (its standard mapping), polled by the page. Bevy's own
//! gamepad backend (gilrs) needs libudev's `-dev` package to build on Linux, and in
//! the browser brings a controller database the web download does not need; these few
//! buttons and axes are all the games read.

use bevy::input::gamepad::{
    GamepadAxis, GamepadButton, GamepadConnection, GamepadConnectionEvent,
    RawGamepadAxisChangedEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::prelude::*;

/// One change a pad reported: a button's value (0 up, 1 down) or an axis' (−1 to 1).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PadChange {
    Button(GamepadButton, f32),
    Axis(GamepadAxis, f32),
}

/// The pads seen, by the platform's number for each, and the entity Bevy knows it as.
#[derive(Resource, Default)]
pub struct Pads {
    entities: Vec<(u32, Entity)>,
    #[cfg(target_os = "linux")]
    reader: Option<linux::Reader>,
}

/// Reads the pads' changes since the last frame into Bevy's raw gamepad events.
pub fn read_pads(
    mut pads: ResMut<Pads>,
    mut connections: MessageWriter<GamepadConnectionEvent>,
    mut raw: MessageWriter<RawGamepadEvent>,
    mut commands: Commands,
) {
    #[cfg(target_os = "linux")]
    let changes = pads.reader.get_or_insert_with(linux::Reader::start).take();
    #[cfg(target_arch = "wasm32")]
    let changes = web::take();
    #[cfg(not(any(target_os = "linux", target_arch = "wasm32")))]
    let changes: Vec<(u32, PadChange)> = Vec::new();
    for (pad, change) in changes {
        let gamepad = match pads.entities.iter().find(|(id, _)| *id == pad) {
            Some((_, entity)) => *entity,
            None => {
                let entity = commands.spawn_empty().id();
                pads.entities.push((pad, entity));
                connections.write(GamepadConnectionEvent::new(
                    entity,
                    GamepadConnection::Connected {
                        name: format!("gamepad {pad}"),
                        vendor_id: None,
                        product_id: None,
                    },
                ));
                entity
            }
        };
        raw.write(match change {
            PadChange::Button(button, value) => {
                RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(gamepad, button, value))
            }
            PadChange::Axis(axis, value) => {
                RawGamepadEvent::Axis(RawGamepadAxisChangedEvent::new(gamepad, axis, value))
            }
        });
    }
}

#[cfg(target_os = "linux")]
mod linux {
    //! The kernel's event devices: every `/dev/input/event*` that has a gamepad's
    //! buttons, looked for again every few seconds (a pad plugged in later), read on a
    //! thread of their own.

    use std::fs::File;
    use std::io::Read;
    use std::sync::mpsc::{Receiver, Sender, channel};
    use std::time::Duration;

    use bevy::input::gamepad::{GamepadAxis, GamepadButton};

    use super::PadChange;

    /// `struct input_event` on 64-bit Linux: a timeval, then type, code and value.
    const EVENT_SIZE: usize = 24;
    const EV_KEY: u16 = 0x01;
    const EV_ABS: u16 = 0x03;
    /// BTN_GAMEPAD (BTN_SOUTH): a device with it is a gamepad.
    const BTN_SOUTH: u16 = 0x130;

    /// The reading thread's changes, by the device's number (behind a lock: a resource
    /// is shared between threads, a receiver may not be).
    pub struct Reader(std::sync::Mutex<Receiver<(u32, PadChange)>>);

    impl Reader {
        pub fn start() -> Self {
            let (sender, receiver) = channel();
            std::thread::Builder::new()
                .name("gamepads".into())
                .spawn(move || watch(sender))
                .ok();
            Self(std::sync::Mutex::new(receiver))
        }

        pub fn take(&mut self) -> Vec<(u32, PadChange)> {
            self.0
                .get_mut()
                .map(|receiver| receiver.try_iter().collect())
                .unwrap_or_default()
        }
    }

    /// A device's number from its name (`event7` is 7).
    fn number(name: &str) -> Option<u32> {
        name.strip_prefix("event")?.parse().ok()
    }

    /// Whether the device at `path` has a gamepad's south button (EVIOCGBIT(EV_KEY)).
    fn is_gamepad(file: &File) -> bool {
        use std::os::fd::AsRawFd;
        let mut bits = [0u8; 96];
        // _IOC(_IOC_READ, 'E', 0x20 + EV_KEY, len)
        let request = (2u64 << 30)
            | ((bits.len() as u64) << 16)
            | (u64::from(b'E') << 8)
            | (0x20 + u64::from(EV_KEY));
        // SAFETY: the ioctl writes at most `bits.len()` bytes into `bits`.
        let read = unsafe { libc::ioctl(file.as_raw_fd(), request as _, bits.as_mut_ptr()) };
        read > 0 && bits[usize::from(BTN_SOUTH / 8)] & (1 << (BTN_SOUTH % 8)) != 0
    }

    fn watch(sender: Sender<(u32, PadChange)>) {
        let mut open: Vec<u32> = Vec::new();
        loop {
            let entries = std::fs::read_dir("/dev/input")
                .into_iter()
                .flatten()
                .flatten();
            for entry in entries {
                let name = entry.file_name().to_string_lossy().into_owned();
                let Some(id) = number(&name) else { continue };
                if open.contains(&id) {
                    continue;
                }
                let Ok(file) = File::open(entry.path()) else {
                    continue;
                };
                open.push(id);
                if is_gamepad(&file) {
                    let sender = sender.clone();
                    std::thread::spawn(move || read_device(id, file, sender));
                }
            }
            std::thread::sleep(Duration::from_secs(3));
        }
    }

    /// The range the device reports axis `code` in (EVIOCGABS: value, min, max, ...).
    fn abs_range(file: &File, code: u16) -> (i32, i32) {
        use std::os::fd::AsRawFd;
        let mut info = [0i32; 6];
        // _IOC(_IOC_READ, 'E', 0x40 + code, sizeof(struct input_absinfo))
        let request =
            (2u64 << 30) | (24u64 << 16) | (u64::from(b'E') << 8) | (0x40 + u64::from(code));
        // SAFETY: the ioctl writes one `struct input_absinfo` (six i32) into `info`.
        let read = unsafe { libc::ioctl(file.as_raw_fd(), request as _, info.as_mut_ptr()) };
        if read < 0 || info[2] <= info[1] {
            (-32768, 32767)
        } else {
            (info[1], info[2])
        }
    }

    fn read_device(id: u32, mut file: File, sender: Sender<(u32, PadChange)>) {
        let ranges = [abs_range(&file, 0x00), abs_range(&file, 0x01)];
        let mut buffer = [0u8; EVENT_SIZE * 32];
        while let Ok(read) = file.read(&mut buffer) {
            if read == 0 {
                return;
            }
            for event in buffer[..read].chunks_exact(EVENT_SIZE) {
                let kind = u16::from_ne_bytes([event[16], event[17]]);
                let code = u16::from_ne_bytes([event[18], event[19]]);
                let value = i32::from_ne_bytes([event[20], event[21], event[22], event[23]]);
                if let Some(change) = change_of(kind, code, value, ranges) {
                    if sender.send((id, change)).is_err() {
                        return;
                    }
                    // The game may be asleep: a pad's button wakes it.
                    crate::platform::wake::wake();
                }
            }
        }
    }

    /// What a kernel event means for the games, if anything.
    pub fn change_of(
        kind: u16,
        code: u16,
        value: i32,
        ranges: [(i32, i32); 2],
    ) -> Option<PadChange> {
        match (kind, code) {
            (EV_KEY, _) => {
                let button = match code {
                    0x130 => GamepadButton::South,
                    0x131 => GamepadButton::East,
                    0x133 => GamepadButton::North,
                    0x134 => GamepadButton::West,
                    0x13b => GamepadButton::Start,
                    0x13a => GamepadButton::Select,
                    0x220 => GamepadButton::DPadUp,
                    0x221 => GamepadButton::DPadDown,
                    0x222 => GamepadButton::DPadLeft,
                    0x223 => GamepadButton::DPadRight,
                    _ => return None,
                };
                Some(PadChange::Button(
                    button,
                    if value != 0 { 1.0 } else { 0.0 },
                ))
            }
            // The hat (a D-pad that reports as an axis): −1, 0 or 1.
            (EV_ABS, 0x10) => Some(PadChange::Axis(
                GamepadAxis::LeftStickX,
                value.signum() as f32,
            )),
            (EV_ABS, 0x11) => Some(PadChange::Axis(
                GamepadAxis::LeftStickY,
                -value.signum() as f32,
            )),
            // The left stick, in the device's own range, to −1..1.
            (EV_ABS, 0x00) => Some(PadChange::Axis(
                GamepadAxis::LeftStickX,
                stick(value, ranges[0]),
            )),
            (EV_ABS, 0x01) => Some(PadChange::Axis(
                GamepadAxis::LeftStickY,
                -stick(value, ranges[1]),
            )),
            _ => None,
        }
    }

    fn stick(value: i32, (min, max): (i32, i32)) -> f32 {
        let middle = (min as f32 + max as f32) / 2.0;
        let half = (max as f32 - min as f32) / 2.0;
        ((value as f32 - middle) / half).clamp(-1.0, 1.0)
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    //! The page polls `navigator.getGamepads()` each frame and keeps what changed, in the
    //! standard mapping: `PAD BUTTON VALUE` (b) and `PAD AXIS VALUE` (a), a line each.

    use bevy::input::gamepad::{GamepadAxis, GamepadButton};

    use super::PadChange;

    pub fn take() -> Vec<(u32, PadChange)> {
        let Some(lines) = crate::platform::page::gamepad_changes() else {
            return Vec::new();
        };
        lines.lines().filter_map(read).collect()
    }

    fn read(line: &str) -> Option<(u32, PadChange)> {
        let mut parts = line.split(' ');
        let (kind, pad, index, value) =
            (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
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
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::linux::change_of;
    use super::*;

    #[test]
    fn kernel_events_read_as_the_buttons_and_axes_the_games_use() {
        let signed = [(-32768, 32767); 2];
        let unsigned = [(0, 255); 2];
        assert_eq!(
            change_of(0x01, 0x130, 1, signed),
            Some(PadChange::Button(GamepadButton::South, 1.0))
        );
        assert_eq!(
            change_of(0x01, 0x131, 0, signed),
            Some(PadChange::Button(GamepadButton::East, 0.0))
        );
        assert_eq!(
            change_of(0x03, 0x11, -1, signed),
            Some(PadChange::Axis(GamepadAxis::LeftStickY, 1.0))
        );
        assert_eq!(
            change_of(0x03, 0x00, 32767, signed),
            Some(PadChange::Axis(GamepadAxis::LeftStickX, 1.0))
        );
        assert_eq!(
            change_of(0x03, 0x00, 0, unsigned),
            Some(PadChange::Axis(GamepadAxis::LeftStickX, -1.0))
        );
        assert_eq!(
            change_of(0x03, 0x01, 255, unsigned),
            Some(PadChange::Axis(GamepadAxis::LeftStickY, -1.0))
        );
        assert_eq!(change_of(0x02, 0x00, 5, signed), None);
    }
}
