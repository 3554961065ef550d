//! A virtual gamepad made by the kernel (`/dev/uinput`, with libc's ioctl helpers) is
//! found in `/dev/input` by the game's own reader, plays a move with A, and disconnects
//! when it is destroyed. Machines without a usable `/dev/uinput` (containers, most CI)
//! skip it and say why.

use std::fs::File;
use std::os::fd::AsRawFd;
use std::time::Duration;

use bevy::prelude::*;
use grid_puzzles::platform::gamepad::linux::DeviceFolder;

use crate::common::update_until;
use crate::gamepad_linux::{
    ABS_HAT0X, BTN_SOUTH, EV_ABS, EV_KEY, connected_pads, game_reading, play_with_a,
};

/// The name the virtual pad is made with, to tell it from the machine's own pads.
const NAME: &str = "grid-puzzles test pad";

// The ioctls of `linux/uinput.h` ('U'), built as its macros build them.
const UI_DEV_CREATE: libc::Ioctl = libc::_IO(b'U' as u32, 1);
const UI_DEV_DESTROY: libc::Ioctl = libc::_IO(b'U' as u32, 2);
const UI_DEV_SETUP: libc::Ioctl = libc::_IOW::<libc::uinput_setup>(b'U' as u32, 3);
const UI_ABS_SETUP: libc::Ioctl = libc::_IOW::<libc::uinput_abs_setup>(b'U' as u32, 4);
const UI_SET_EVBIT: libc::Ioctl = libc::_IOW::<libc::c_int>(b'U' as u32, 100);
const UI_SET_KEYBIT: libc::Ioctl = libc::_IOW::<libc::c_int>(b'U' as u32, 101);
const UI_SET_ABSBIT: libc::Ioctl = libc::_IOW::<libc::c_int>(b'U' as u32, 103);
const BUS_VIRTUAL: u16 = 0x06;

/// A virtual pad with A and a hat; destroyed (unplugged) when dropped.
struct VirtualPad(File);

impl VirtualPad {
    fn create(uinput: File) -> std::io::Result<Self> {
        let fd = uinput.as_raw_fd();
        let check = |answer: libc::c_int| {
            if answer < 0 {
                Err(std::io::Error::last_os_error())
            } else {
                Ok(())
            }
        };
        // SAFETY (each ioctl below): the request's argument is what uinput.h declares,
        // an int by value or a pointer to the struct its number was built for.
        unsafe {
            check(libc::ioctl(fd, UI_SET_EVBIT, libc::c_int::from(EV_KEY)))?;
            check(libc::ioctl(fd, UI_SET_KEYBIT, libc::c_int::from(BTN_SOUTH)))?;
            check(libc::ioctl(fd, UI_SET_EVBIT, libc::c_int::from(EV_ABS)))?;
            check(libc::ioctl(fd, UI_SET_ABSBIT, libc::c_int::from(ABS_HAT0X)))?;
            let mut hat: libc::uinput_abs_setup = std::mem::zeroed();
            hat.code = ABS_HAT0X;
            (hat.absinfo.minimum, hat.absinfo.maximum) = (-1, 1);
            check(libc::ioctl(fd, UI_ABS_SETUP, &hat))?;
            let mut setup: libc::uinput_setup = std::mem::zeroed();
            setup.id.bustype = BUS_VIRTUAL;
            for (slot, byte) in setup.name.iter_mut().zip(NAME.bytes()) {
                *slot = byte as libc::c_char;
            }
            check(libc::ioctl(fd, UI_DEV_SETUP, &setup))?;
            check(libc::ioctl(fd, UI_DEV_CREATE))?;
        }
        Ok(Self(uinput))
    }
}

impl Drop for VirtualPad {
    fn drop(&mut self) {
        // SAFETY: an argumentless request on the uinput descriptor.
        unsafe { libc::ioctl(self.0.as_raw_fd(), UI_DEV_DESTROY) };
    }
}

#[test]
fn a_uinput_gamepad_plays_and_disconnects_when_destroyed() {
    let uinput = match File::options().write(true).open("/dev/uinput") {
        Ok(uinput) => uinput,
        Err(why) => {
            eprintln!(
                "SKIPPED a_uinput_gamepad_plays_and_disconnects_when_destroyed: /dev/uinput cannot be opened ({why}); the recorded pads of gamepad_linux.rs test the reader"
            );
            return;
        }
    };
    let mut pad = match VirtualPad::create(uinput) {
        Ok(pad) => pad,
        Err(why) => {
            eprintln!(
                "SKIPPED a_uinput_gamepad_plays_and_disconnects_when_destroyed: uinput refused the virtual pad ({why})"
            );
            return;
        }
    };
    let mut app = game_reading(DeviceFolder {
        look_again: Duration::from_millis(200),
        ..DeviceFolder::kernel()
    });
    let named = |app: &mut App| {
        connected_pads(app).into_iter().find(|&pad| {
            app.world()
                .get::<Name>(pad)
                .is_some_and(|name| name.as_str() == NAME)
        })
    };
    update_until(
        &mut app,
        "the virtual pad connects (can this user read /dev/input/event*?)",
        |app| named(app).is_some(),
    );
    let gamepad = named(&mut app).expect("connected");
    play_with_a(&mut app, gamepad, &mut pad.0);
    drop(pad);
    update_until(&mut app, "the virtual pad disconnects", |app| {
        named(app).is_none()
    });
}
