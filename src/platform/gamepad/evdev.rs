//! The kernel's event-device format, as `linux/input.h` gives it: `struct input_event`
//! and `struct input_absinfo` from the `libc` crate, the ioctls that ask a device what it
//! is (built with libc's `_IOR`, as the header's macros build them), and what each event
//! means for the games.

use std::fs::File;
use std::os::fd::AsRawFd;

use bevy::input::gamepad::{GamepadAxis, GamepadButton};

use super::change::PadChange;

/// One event as the kernel writes it; a read gives whole events.
pub const EVENT_SIZE: usize = size_of::<libc::input_event>();

// Event types and codes from `linux/input-event-codes.h` (the libc crate has the
// structures and the counts, not these names).
pub const EV_SYN: u16 = 0x00;
pub const EV_KEY: u16 = 0x01;
pub const EV_ABS: u16 = 0x03;
pub const SYN_REPORT: u16 = 0x00;
/// BTN_GAMEPAD: a device with it is a gamepad.
pub const BTN_SOUTH: u16 = 0x130;
pub const BTN_EAST: u16 = 0x131;
pub const BTN_NORTH: u16 = 0x133;
pub const BTN_WEST: u16 = 0x134;
pub const BTN_SELECT: u16 = 0x13a;
pub const BTN_START: u16 = 0x13b;
pub const BTN_DPAD_UP: u16 = 0x220;
pub const BTN_DPAD_DOWN: u16 = 0x221;
pub const BTN_DPAD_LEFT: u16 = 0x222;
pub const BTN_DPAD_RIGHT: u16 = 0x223;
pub const ABS_X: u16 = 0x00;
pub const ABS_Y: u16 = 0x01;
/// The hat: a D-pad that reports as two axes of −1, 0 or 1.
pub const ABS_HAT0X: u16 = 0x10;
pub const ABS_HAT0Y: u16 = 0x11;

/// The key bits EVIOCGBIT(EV_KEY) fills: one per key code.
type KeyBits = [u8; libc::KEY_CNT.div_ceil(8)];
/// The name EVIOCGNAME fills (the kernel cuts a longer one).
type NameBytes = [u8; 128];

// The ioctl numbers of `linux/input.h`. Its macros with a length argument,
// EVIOCGBIT(ev, len) and EVIOCGNAME(len), are _IOC(_IOC_READ, 'E', nr, len), which is
// what libc's _IOR::<T> builds for a `T` of that length.
const EVIOCGNAME: libc::Ioctl = libc::_IOR::<NameBytes>(b'E' as u32, 0x06);
const EVIOCGBIT_KEY: libc::Ioctl = libc::_IOR::<KeyBits>(b'E' as u32, 0x20 + EV_KEY as u32);

/// EVIOCGABS(axis): the range the device reports `axis` in.
const fn eviocgabs(axis: u16) -> libc::Ioctl {
    libc::_IOR::<libc::input_absinfo>(b'E' as u32, 0x40 + axis as u32)
}

/// What the reader needs to know of a gamepad.
#[derive(Clone, Debug, PartialEq)]
pub struct PadInfo {
    pub name: String,
    /// The range of the left stick's x and y (ABS_X, ABS_Y).
    pub stick_ranges: [(i32, i32); 2],
}

/// The range a stick is taken to report when its device does not say.
pub const SIGNED_RANGE: (i32, i32) = (-32768, 32767);

/// Asks the device `file` what it is: a gamepad (it has BTN_SOUTH), with its name and its
/// stick's ranges, or not (`None`; also for a file that is no event device).
pub fn probe(file: &File) -> Option<PadInfo> {
    let fd = file.as_raw_fd();
    let mut keys: KeyBits = [0; _];
    // SAFETY: EVIOCGBIT_KEY's size is that of `keys`: the kernel writes at most that.
    let answered = unsafe { libc::ioctl(fd, EVIOCGBIT_KEY, keys.as_mut_ptr()) };
    let south = usize::from(BTN_SOUTH);
    if answered < 0 || keys[south / 8] & (1 << (south % 8)) == 0 {
        return None;
    }
    let mut name: NameBytes = [0; _];
    // SAFETY: EVIOCGNAME's size is that of `name`: the kernel writes at most that.
    let length = unsafe { libc::ioctl(fd, EVIOCGNAME, name.as_mut_ptr()) };
    let name = usize::try_from(length)
        .ok()
        .map(|length| {
            let name = &name[..length.min(name.len())];
            let end = name
                .iter()
                .position(|&byte| byte == 0)
                .unwrap_or(name.len());
            String::from_utf8_lossy(&name[..end]).into_owned()
        })
        .unwrap_or_else(|| "gamepad".into());
    Some(PadInfo {
        name,
        stick_ranges: [axis_range(file, ABS_X), axis_range(file, ABS_Y)],
    })
}

/// The range the device reports `axis` in (its minimum and maximum).
fn axis_range(file: &File, axis: u16) -> (i32, i32) {
    // SAFETY: input_absinfo is plain integers; all zero is a valid value.
    let mut info: libc::input_absinfo = unsafe { std::mem::zeroed() };
    // SAFETY: EVIOCGABS writes one `struct input_absinfo`, the size its number says.
    let answered = unsafe { libc::ioctl(file.as_raw_fd(), eviocgabs(axis), &mut info) };
    if answered < 0 || info.maximum <= info.minimum {
        SIGNED_RANGE
    } else {
        (info.minimum, info.maximum)
    }
}

/// One event from the `EVENT_SIZE` bytes the kernel wrote for it.
pub fn decode(bytes: &[u8; EVENT_SIZE]) -> libc::input_event {
    // SAFETY: input_event is plain integers (any bytes are a value) and `bytes` holds
    // exactly one; the read is unaligned as a byte buffer may be.
    unsafe { std::ptr::read_unaligned(bytes.as_ptr().cast()) }
}

/// What a kernel event means for the games, if anything.
pub fn change_of(event: &libc::input_event, stick_ranges: [(i32, i32); 2]) -> Option<PadChange> {
    let value = event.value;
    match (event.type_, event.code) {
        (EV_KEY, code) => {
            let button = match code {
                BTN_SOUTH => GamepadButton::South,
                BTN_EAST => GamepadButton::East,
                BTN_NORTH => GamepadButton::North,
                BTN_WEST => GamepadButton::West,
                BTN_START => GamepadButton::Start,
                BTN_SELECT => GamepadButton::Select,
                BTN_DPAD_UP => GamepadButton::DPadUp,
                BTN_DPAD_DOWN => GamepadButton::DPadDown,
                BTN_DPAD_LEFT => GamepadButton::DPadLeft,
                BTN_DPAD_RIGHT => GamepadButton::DPadRight,
                _ => return None,
            };
            // 1 pressed, 2 the kernel's auto-repeat (still pressed), 0 released.
            let down = if value != 0 { 1.0 } else { 0.0 };
            Some(PadChange::Button(button, down))
        }
        (EV_ABS, ABS_HAT0X) => Some(PadChange::Axis(
            GamepadAxis::LeftStickX,
            value.signum() as f32,
        )),
        // The kernel's y grows downwards, Bevy's upwards.
        (EV_ABS, ABS_HAT0Y) => Some(PadChange::Axis(
            GamepadAxis::LeftStickY,
            -value.signum() as f32,
        )),
        (EV_ABS, ABS_X) => Some(PadChange::Axis(
            GamepadAxis::LeftStickX,
            stick(value, stick_ranges[0]),
        )),
        (EV_ABS, ABS_Y) => Some(PadChange::Axis(
            GamepadAxis::LeftStickY,
            -stick(value, stick_ranges[1]),
        )),
        _ => None,
    }
}

/// A stick's value in the device's own range, to −1..1.
fn stick(value: i32, (min, max): (i32, i32)) -> f32 {
    let middle = (min as f32 + max as f32) / 2.0;
    let half = (max as f32 - min as f32) / 2.0;
    ((value as f32 - middle) / half).clamp(-1.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(type_: u16, code: u16, value: i32) -> libc::input_event {
        // SAFETY: input_event is plain integers; all zero is a valid value.
        let mut event: libc::input_event = unsafe { std::mem::zeroed() };
        (event.type_, event.code, event.value) = (type_, code, value);
        event
    }

    #[test]
    fn kernel_events_read_as_the_buttons_and_axes_the_games_use() {
        let signed = [SIGNED_RANGE; 2];
        let unsigned = [(0, 255); 2];
        let change = |type_, code, value, ranges| change_of(&event(type_, code, value), ranges);
        assert_eq!(
            change(EV_KEY, BTN_SOUTH, 1, signed),
            Some(PadChange::Button(GamepadButton::South, 1.0))
        );
        assert_eq!(
            change(EV_KEY, BTN_EAST, 0, signed),
            Some(PadChange::Button(GamepadButton::East, 0.0))
        );
        assert_eq!(
            change(EV_ABS, ABS_HAT0Y, -1, signed),
            Some(PadChange::Axis(GamepadAxis::LeftStickY, 1.0))
        );
        assert_eq!(
            change(EV_ABS, ABS_X, 32767, signed),
            Some(PadChange::Axis(GamepadAxis::LeftStickX, 1.0))
        );
        assert_eq!(
            change(EV_ABS, ABS_X, 0, unsigned),
            Some(PadChange::Axis(GamepadAxis::LeftStickX, -1.0))
        );
        assert_eq!(
            change(EV_ABS, ABS_Y, 255, unsigned),
            Some(PadChange::Axis(GamepadAxis::LeftStickY, -1.0))
        );
        assert_eq!(change(0x02, 0x00, 5, signed), None);
        assert_eq!(change(EV_SYN, SYN_REPORT, 0, signed), None);
    }

    /// As `linux/input.h` gives them where _IOC_READ is 2 (x86-64, arm64) and an
    /// ioctl number is glibc's `unsigned long`.
    #[test]
    #[cfg(all(
        target_env = "gnu",
        any(target_arch = "x86_64", target_arch = "aarch64")
    ))]
    fn the_ioctl_numbers_are_the_headers() {
        let expected: [libc::Ioctl; 3] = [0x8080_4506, 0x8060_4521, 0x8018_4540];
        assert_eq!([EVIOCGNAME, EVIOCGBIT_KEY, eviocgabs(ABS_X)], expected);
    }

    #[test]
    fn an_event_reads_back_from_its_bytes() {
        let sent = event(EV_ABS, ABS_HAT0X, -1);
        // SAFETY: the bytes of a plain-integer struct, as the kernel would write them.
        let bytes: [u8; EVENT_SIZE] = unsafe { std::mem::transmute(sent) };
        let read = decode(&bytes);
        assert_eq!((read.type_, read.code, read.value), (EV_ABS, ABS_HAT0X, -1));
    }
}
